"""What a task reports (``Record``) and the context it runs in (``Context``); the game contract is in ``module``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge_app.corpus import RuleRef
from judge_app.engine.kernel.citations import Citer, format_ref
from judge_app.engine.kernel.questions import NeedAnswer, Option, Question
from judge_app.engine.kernel.scenario import ActionSpec, Scenario
from judge_app.engine.kernel.state import GameState, Task


@dataclass
class Record:
    """What one task reports: it becomes a Step once the stepper adds the change log."""

    text_ja: str
    text_en: str
    citations: tuple[RuleRef, ...]
    notes: list[str] = field(default_factory=list)
    illegal: bool = False
    action: int | None = None


class Context:
    """The stepper's services for one task: answers, scripted actions, citations, settings."""

    def __init__(self, state: GameState, scenario: Scenario, answers: dict[str, Any], citer: Citer,
                 settings: dict[str, str]) -> None:
        self.state = state
        self.scenario = scenario
        self.answers = answers
        self.citer = citer
        self.settings = settings
        self.used_answers: list[str] = []

    # ----- tasks ---------------------------------------------------------------------------------
    def push(self, *tasks: Task) -> None:
        """Schedule tasks to run next, in the order given."""
        self.state.agenda.extend(reversed(tasks))

    def then(self, kind: str, /, **args: Any) -> None:
        self.push(Task(kind, args))

    # ----- records -------------------------------------------------------------------------------
    def record(self, ja: str, en: str, rules: tuple[str, ...], *, notes: list[str] | None = None,
               illegal: bool = False, action: int | None = None) -> Record:
        return Record(ja, en, self.citer.refs(rules), notes or [], illegal, action)

    def setting(self, name: str) -> str:
        return self.settings[name]

    # ----- scripted actions ----------------------------------------------------------------------
    def next_action(self) -> ActionSpec | None:
        i = self.state.action_index
        return self.scenario.actions[i] if i < len(self.scenario.actions) else None

    def consume_action(self) -> int:
        i = self.state.action_index
        self.state.action_index = i + 1
        return i

    def take_action(self) -> tuple[ActionSpec, int]:
        """Use the next scripted action, which the caller knows is there; it and its index in the file."""
        act = self.next_action()
        assert act is not None, "take_action with no scripted action left"
        return act, self.consume_action()

    def moment_reached(self, action: ActionSpec) -> bool:
        at = action.at
        if at is None:
            return True
        s = self.state
        return ((at.turn is None or at.turn == s.turn) and (at.phase is None or at.phase == s.phase)
                and (at.step is None or at.step == s.step))

    # ----- questions -----------------------------------------------------------------------------
    def ask(self, kind: str, player: str, ja: str, en: str, options: list[Option], *, min: int = 1,
            max: int = 1, ordered: bool = False, rules: tuple[str, ...] = ()) -> list[str]:
        """The chosen option ids: from the scenario's answers, or stop and ask."""
        n = self.state.counters.get(f"q:{kind}", 0) + 1
        self.state.counters[f"q:{kind}"] = n
        q = Question(id=f"{kind}#{n}", kind=kind, player=player, prompt_ja=ja, prompt_en=en, options=options,
                     min=min, max=max, ordered=ordered,
                     citations=[format_ref(r, self.citer.corpus) for r in self.citer.refs(rules)])
        if q.id not in self.answers:
            raise NeedAnswer(q)
        self.used_answers.append(q.id)
        return q.check(self.answers[q.id])
