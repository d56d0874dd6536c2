"""What a task reports (``Record``) and the context it runs in (``Context``); the game contract is in ``module``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge_app.corpus import RuleRef
from judge_app.engine.kernel.citations import Citer, as_role, format_ref, role_of
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
    #: Each citation with its role (``citations`` is the flat list old readers use; a rule may appear here twice).
    cites: tuple[tuple[RuleRef, str], ...] = ()


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
        #: The questions answered from ``answers`` while this context ran, as they were asked.
        self.asked: list[Question] = []
        # Citations gathered by ``check``/``cite``/``ask`` since the last record: the next record carries them, so a
        # check made by a task that reports nothing still shows in the step it is folded into.
        self._pending: list[tuple[str, str]] = []

    # ----- tasks ---------------------------------------------------------------------------------
    def push(self, *tasks: Task) -> None:
        """Schedule tasks to run next, in the order given."""
        self.state.agenda.extend(reversed(tasks))

    def then(self, kind: str, /, **args: Any) -> None:
        self.push(Task(kind, args))

    # ----- records -------------------------------------------------------------------------------
    def record(self, ja: str, en: str, rules: tuple[str, ...], *, notes: list[str] | None = None,
               illegal: bool = False, action: int | None = None) -> Record:
        """One step's report. A rule the module did not tag is ``forbids`` on a refused action, else ``requires``
        (the procedure the step follows); the citations gathered since the last record are added after it."""
        default = "forbids" if illegal else "requires"
        pairs = [(str(r), role_of(r, default)) for r in rules]
        for pair in self._pending:
            if pair not in pairs:
                pairs.append(pair)
        self._pending = []
        flat = [str(r) for r in rules]
        flat += [rid for rid, _ in pairs[len(rules):] if rid not in flat]
        refs = dict(zip(flat, self.citer.refs(flat), strict=True))
        return Record(ja, en, self.citer.refs(flat), notes or [], illegal, action,
                      tuple((refs[rid], role) for rid, role in pairs))

    def amend(self, rec: Record, rules: tuple[str, ...], *, first: bool = False, role: str = "requires") -> None:
        """Add ``rules`` to a record already made (before its own when ``first``), keeping the roles beside them."""
        tagged = as_role(role, rules)
        refs = self.citer.refs(tagged)
        pairs = tuple(zip(refs, (t.role for t in tagged), strict=True))
        rec.citations = (*refs, *rec.citations) if first else (*rec.citations, *refs)
        rec.cites = (*pairs, *rec.cites) if first else (*rec.cites, *pairs)

    def cite(self, rules: tuple[str, ...], role: str = "requires") -> None:
        """Cite ``rules`` in the next record (a rule the module tagged keeps its own role)."""
        for r in as_role(role, rules):
            pair = (str(r), r.role)
            if pair not in self._pending:
                self._pending.append(pair)

    def check(self, held: object, rules: tuple[str, ...], *, legal: bool = False) -> bool:
        """Test a condition and cite its rules whichever way it went, so passed and failed cannot drift apart.

        ``legal``: the condition is whether an action or event is allowed, cited ``permits`` when it held and
        ``forbids`` when it did not; otherwise the rules are cited ``check``. Returns the condition as a bool.
        """
        ok = bool(held)
        self.cite(tuple(str(r) for r in rules), ("permits" if ok else "forbids") if legal else "check")
        return ok

    def pending_cites(self) -> list[tuple[str, str]]:
        """The citations gathered for the next record, as ``(rule id, role)``."""
        return list(self._pending)

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
        tagged = as_role("choice", rules)
        q = Question(id=f"{kind}#{n}", kind=kind, player=player, prompt_ja=ja, prompt_en=en, options=options,
                     min=min, max=max, ordered=ordered,
                     citations=[format_ref(r, self.citer.corpus) for r in self.citer.refs(rules)],
                     cites=[{"ref": format_ref(ref, self.citer.corpus), "role": t.role}
                            for ref, t in zip(self.citer.refs(rules), tagged, strict=True)])
        if q.id not in self.answers:
            raise NeedAnswer(q)
        self.used_answers.append(q.id)
        self.asked.append(q)
        picked = q.check(self.answers[q.id])
        # The step the answer leads to names the rule that gave the choice, taken or declined.
        self.cite(tagged)
        return picked
