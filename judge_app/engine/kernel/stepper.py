"""Runs a game module one small step at a time, with snapshots for stepping back.

A step is one task that reported something: a sentence in Japanese and English,
the rules that made it happen, and the changes it made. Tasks that report
nothing are folded into the next step. When a task needs a choice nobody has
answered, the stepper rewinds to the last step boundary and waits; answering
and stepping again replays deterministically from there.

Memory stays bounded by the board, not board × steps: a full state is kept only
every ``SNAPSHOT_EVERY`` steps (and for the newest step). Any other position is
rebuilt by replaying from the nearest kept state, which gives the identical
state because a module's tasks depend only on the state, the scenario and the
answers; the states of the window last rebuilt are kept, so stepping back one
step at a time replays each window once.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from judge_app.corpus import Corpus, RuleRef
from judge_app.engine.kernel.citations import ROLES, Citer, format_ref
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.questions import NeedAnswer, Question
from judge_app.engine.kernel.scenario import Scenario, one_line
from judge_app.engine.kernel.state import Change, GameState

log = logging.getLogger(__name__)

MAX_STEPS = 5000
MAX_SILENT_TASKS = 10000
#: A full state is kept for every this many steps; the positions between are rebuilt by replay.
SNAPSHOT_EVERY = 50
#: Each citation role (``citations.ROLES``) as a judge reads it, in Japanese and English: the command line's
#: labels, the same words the stepper dock shows.
ROLE_NAMES: dict[str, tuple[str, str]] = {
    "permits": ("許可", "permits"), "requires": ("手順", "requires"), "forbids": ("禁止", "forbids"),
    "choice": ("選択", "choice"), "check": ("確認", "check"), "setting": ("設定", "setting"),
}


@dataclass
class Step:
    n: int
    text_ja: str
    text_en: str
    citations: tuple[RuleRef, ...]
    changes: list[Change]
    notes: list[str] = field(default_factory=list)
    illegal: bool = False
    action: int | None = None
    answers: list[str] = field(default_factory=list)
    phase: str = ""
    turn: int = 0
    unresolved: tuple[RuleRef, ...] = ()  # citations the rules version in use does not have
    #: Every citation with its role (see ``citations.ROLES``); ``citations`` is the flat list of the same rules.
    cites: tuple[tuple[RuleRef, str], ...] = ()
    #: The questions answered on the way to this step (their ids are in ``answers``).
    questions: list[Question] = field(default_factory=list, repr=False, compare=False)
    #: The corpus the citations point into: it decides whether a citation names its version.
    corpus: Corpus | None = field(default=None, repr=False, compare=False)

    def citation_strings(self) -> list[str]:
        return [format_ref(r, self.corpus) for r in self.citations]

    def cites_json(self) -> list[dict[str, str]]:
        """``[{"ref": "game:rule", "role": role}, ...]``."""
        return [{"ref": format_ref(r, self.corpus), "role": role} for r, role in self.cites]

    def by_role(self) -> dict[str, list[RuleRef]]:
        """The step's rules grouped by role, in the order of ``citations.ROLES`` (roles with no rule left out)."""
        out: dict[str, list[RuleRef]] = {}
        for role in ROLES:
            refs = [r for r, rl in self.cites if rl == role]
            if refs:
                out[role] = refs
        return out

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "n": self.n, "text_ja": self.text_ja, "text_en": self.text_en,
            "citations": self.citation_strings(), "cites": self.cites_json(),
            "changes": [c.to_json() for c in self.changes],
        }
        if self.notes:
            out["notes"] = list(self.notes)
        if self.unresolved:
            out["unresolved_citations"] = [format_ref(r, self.corpus) for r in self.unresolved]
        if self.illegal:
            out["illegal"] = True
        if self.action is not None:
            out["action"] = self.action
        return out


def run_tasks(game: GameModule, ctx: Context) -> Record | None:
    """Run ``ctx.state``'s tasks until one reports (its record) or none are left (None); see ``Stepper._advance``."""
    state = ctx.state
    silent = 0
    while state.agenda:
        rec = game.run(ctx, state.agenda.pop())
        if rec is not None:
            return rec
        silent += 1
        if silent > MAX_SILENT_TASKS:
            raise ValueError("the game module made no progress (internal error)")
    return None


class AnswerError(ValueError):
    """A scripted or given answer that does not fit its question."""


class Stepper:
    """Step forward, back, or run; the UI and the CLI drive the engine only through this."""

    def __init__(self, scenario: Scenario, *, game: GameModule, corpus: Corpus, contain_failures: bool = False) -> None:
        """Step ``scenario`` under ``game``'s rules, citing from ``corpus`` (the one the caller shows).

        ``contain_failures``: an exception a step raises other than a refusal (a bug in the engine) ends the run
        with a one-line ``error`` and its traceback in the log, instead of propagating; for the CLI and the board,
        which show a judge the run up to there. Off by default, so tests and other callers see the bug itself."""
        self.scenario = scenario
        self.contain_failures = contain_failures
        self.game = game
        self.corpus = corpus
        self.citer = Citer(scenario.game, scenario.version, corpus)
        self.settings = self.game.resolve_settings(scenario)
        self.answers: dict[str, Any] = dict(scenario.answers)
        self.reset()

    # ----- navigation ----------------------------------------------------------------------------
    def reset(self) -> None:
        self._initial = self.game.setup(self.scenario)
        self._initial.log.clear()
        # Kept states: position 0 and every SNAPSHOT_EVERY-th step; _head is the state after the newest step.
        self._snapshots: dict[int, GameState] = {0: self._initial}
        self._head: GameState = self._initial
        self._window: dict[int, GameState] = {}  # the positions last rebuilt by replay
        self.steps: list[Step] = []
        self.position = 0
        self._frontier: GameState | None = None
        self.pending_question: Question | None = None
        self.error: str | None = None
        self._finished = False

    @property
    def state(self) -> GameState:
        """The position after the current step; shared with the step history, so read it, never mutate it."""
        if self.position == len(self.steps) and self._frontier is not None:
            return self._frontier
        return self._state_at(self.position)

    @property
    def done(self) -> bool:
        return self.position == len(self.steps) and self._frontier_done()

    def _frontier_done(self) -> bool:
        return self._finished or self.error is not None or len(self.steps) >= MAX_STEPS

    def step(self) -> Step | None:
        """The next step, or None when finished or waiting for an answer."""
        if self.position < len(self.steps):
            self.position += 1
            return self.steps[self.position - 1]
        if self._frontier_done():
            return None
        return self._compute()

    def back(self) -> Step | None:
        """Undo one step; the state becomes exactly what it was before it."""
        if self.position == 0:
            return None
        self.position -= 1
        self.pending_question = None
        return self.steps[self.position]

    def run(self, until: int | None = None) -> list[Step]:
        """Step until done, a question, or step number ``until``; returns the steps taken now."""
        taken: list[Step] = []
        while until is None or self.position < until:
            s = self.step()
            if s is None:
                break
            taken.append(s)
        return taken

    def answer(self, question_id: str, choice: Any) -> None:
        """Answer a question (the pending one, or any later one in advance) and drop stale steps."""
        if self.pending_question is not None and self.pending_question.id == question_id:
            try:
                self.pending_question.check(choice)
            except ValueError as exc:
                raise AnswerError(str(exc)) from None
        self.answers[question_id] = choice
        for i, s in enumerate(self.steps):
            if question_id in s.answers:
                self._truncate(i)
                self.position = min(self.position, i)
                self._finished = False
                self._frontier = None
                break
        self.pending_question = None
        self.error = None

    def _truncate(self, n: int) -> None:
        """Keep the first ``n`` steps only; the state after step ``n`` becomes the head to compute from."""
        del self.steps[n:]
        for kept in (self._snapshots, self._window):
            for k in [k for k in kept if k > n]:
                del kept[k]
        self._head = self._snapshots.get(n) or self._window.get(n) or self._replay(n, n)

    # ----- computing -----------------------------------------------------------------------------
    def _advance(self, base: GameState) -> tuple[GameState, Record | None, Context]:
        """Run tasks on a copy of ``base`` until one reports (a step) or none are left (record None).

        Raises NeedAnswer when a task waits for a choice and ValueError when the module refuses the position;
        ``base`` itself is never changed, so the position before stays intact.
        """
        ctx = self.context(base.clone())
        return ctx.state, run_tasks(self.game, ctx), ctx

    def context(self, state: GameState, scenario: Scenario | None = None) -> Context:
        """The context the tasks of one step run in: this run's answers, citer and settings over ``state``;
        ``scenario`` replaces the run's own (the options query tries other scripted actions that way)."""
        return Context(state, scenario or self.scenario, self.answers, self.citer, self.settings)

    def _compute(self) -> Step | None:
        try:
            state, rec, ctx = self._advance(self._head)
        except NeedAnswer as need:
            self.pending_question = need.question
            return None
        except ValueError as exc:
            self.error = str(exc)
            return None
        except Exception as exc:
            if not self.contain_failures:
                raise
            n = len(self.steps) + 1
            self.error = (f"the engine failed at step {n} ({type(exc).__name__}: {one_line(str(exc))}); this is a bug "
                          "in the engine, not in the position: please report it with the log file")
            # INFO: the log file keeps it, --verbose shows it; a judge's screen gets the one line above.
            log.info("engine failure at step %d of %s", n, self.scenario.title, exc_info=True)
            return None
        if rec is None:
            self._finished = True
            self._frontier = state
            return None
        unresolved = tuple(self.citer.missing(rec.citations))
        notes = [*rec.notes, *(self.citer.missing_note(r) for r in unresolved)]
        step = Step(len(self.steps) + 1, rec.text_ja, rec.text_en, rec.citations, state.take_log(),
                    notes, rec.illegal, rec.action, list(ctx.used_answers), state.phase, state.turn, unresolved,
                    corpus=self.corpus, cites=rec.cites, questions=list(ctx.asked))
        self.steps.append(step)
        self._head = state
        if step.n % SNAPSHOT_EVERY == 0:
            self._snapshots[step.n] = state
        self.position = len(self.steps)
        self.pending_question = None
        if len(self.steps) >= MAX_STEPS and state.agenda:
            # A position that needs this many steps is a loop the module did not recognise: say so, never
            # present the cut-off state as the outcome.
            self.error = f"stopped after {MAX_STEPS} steps without reaching an end (a loop?)"
        return step

    def state_at(self, n: int) -> GameState:
        """The state after step ``n`` of those computed (0: the start); read it, never mutate it."""
        if not 0 <= n <= len(self.steps):
            raise IndexError(f"no step {n} (the run has {len(self.steps)})")
        return self._state_at(n)

    def _state_at(self, n: int) -> GameState:
        """The state after step ``n`` (0: the start), rebuilt by replay from the nearest kept state if needed."""
        if n == len(self.steps):
            return self._head
        kept = self._snapshots.get(n) or self._window.get(n)
        if kept is not None:
            return kept
        base_n = max(k for k in self._snapshots if k <= n)
        return self._replay(n, min(base_n + SNAPSHOT_EVERY - 1, len(self.steps) - 1))

    def _replay(self, n: int, last: int) -> GameState:
        """Rebuild the states after the steps from the kept state before ``n`` up to step ``last`` (>= n), keep
        them as the window, and return the one after step ``n``."""
        base_n = max(k for k in self._snapshots if k <= n)
        state = self._snapshots[base_n]
        window: dict[int, GameState] = {}
        for i in range(base_n + 1, last + 1):
            # Each step replayed here was computed before with the same answers, so it runs to the same record.
            state, rec, _ctx = self._advance(state)
            if rec is None or rec.text_en != self.steps[i - 1].text_en:
                raise RuntimeError(f"replaying step {i} gave another step: the {self.game.key} module is not "
                                   "deterministic")
            state.take_log()
            window[i] = state
        self._window = window
        return window[n] if n > base_n else state

    # ----- reporting -----------------------------------------------------------------------------
    def unused_actions(self) -> list[int]:
        return list(range(self.state.action_index, len(self.scenario.actions)))

    def final_json(self) -> dict[str, Any]:
        state = self.state
        data = state.to_json(lambda c: self.game.current(state, c.id))
        data["unused_actions"] = self.unused_actions()
        return data

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.scenario.game,
            "version": self.citer.version,
            "steps": [s.to_json() for s in self.steps[: self.position]],
            "final": self.final_json(),
            "questions": [] if self.pending_question is None else [self.pending_question.to_json()],
            **({"error": self.error} if self.error else {}),
        }
