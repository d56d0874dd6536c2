"""Who may act after a step, and what: asked of the game's own legality checks, never of a list kept here.

For the position after step N, every candidate scripted action — each action word the
game declares (``GameModule.ACTIONS``), for each player, with no card and with each
card the player has in hand or on the field (each ability, for an ability word) — is
put next in the script of a copy of the scenario, and the game's tasks run on a clone
of the state at step N until they take it. The step that takes it is the engine's
answer: legal, with the rules the step cites (``permits`` first), or refused, with the
rules that ``forbids`` it. A candidate the game never takes before the turn ends does
not apply there and is left out, as is one refused for the same rules as the word with
no card (the word does not apply to that card where it is). The players whose actions
the game reads first are the ones who may act now.

Starting from the clone of step N (not a replay from the start) keeps one query to a
few steps per candidate. A step that ended the run because the script was used up (it
cleared the agenda) is taken again from the step before, with the candidate in the
script, so the last step of a run still says who may act.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from judge_app.corpus import RuleRef
from judge_app.engine.kernel.citations import Citer, format_ref
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import NeedAnswer
from judge_app.engine.kernel.scenario import ActionSpec, Scenario
from judge_app.engine.kernel.state import GameState, zone_id
from judge_app.engine.kernel.stepper import Stepper, run_tasks

#: How many steps a candidate may wait for the game to take it (a pass chain, a phase change, an attack step).
WINDOW = 24
#: How many steps after the first decision point a card's action is still tried (a response that follows a pass).
SLACK = 2
#: The same for an action scripted as a file would, which may wait for a later turn (the board's card menu).
LONG_WINDOW = 400
#: Action words that are no move of play, so no option: conceding is allowed at any time, and a loop nobody can
#: stop is declared by the judge, not chosen by a player.
NOT_MOVES = ("concede", "loop")
#: The zones a player acts from: a card elsewhere (deck, damage, removed) is no candidate.
HAND = "hand"


@dataclass(frozen=True)
class Trial:
    """How the game took one candidate action.

    ``outcome``: ``legal`` (taken; also when it goes on to wait for a choice), ``refused`` (taken as illegal),
    ``unused`` (not taken before the turn ended, the run ended or the window closed). ``wait``: the steps from the
    base position to the one that took it; ``cites``: that step's rules with their roles.
    """

    outcome: str
    wait: int = 0
    text_ja: str = ""
    text_en: str = ""
    cites: tuple[tuple[RuleRef, str], ...] = ()
    phase: str = ""
    step: str | None = None

    def rules(self, *roles: str) -> tuple[RuleRef, ...]:
        """The step's rules in ``roles`` (all of them when none are given), each once, in citation order."""
        out: list[RuleRef] = []
        for ref, role in self.cites:
            if (not roles or role in roles) and ref not in out:
                out.append(ref)
        return tuple(out)

    def grounds(self) -> tuple[tuple[RuleRef, str], ...]:
        """The rules that answer "why": ``permits`` (else ``requires``) for a legal action, ``forbids`` (else every
        rule) for a refused one — each with its role."""
        order = (("permits",), ("requires",)) if self.outcome == "legal" else (("forbids",), ())
        for roles in order:
            picked = tuple((r, role) for r, role in self.cites if not roles or role in roles)
            if picked:
                seen: list[tuple[RuleRef, str]] = []
                for pair in picked:
                    if pair not in seen:
                        seen.append(pair)
                return tuple(seen)
        return ()


@dataclass(frozen=True)
class Option:
    """One candidate action and how the game took it."""

    player: str
    type: str
    card: str | None
    ability: int | None
    trial: Trial
    targets: tuple[str, ...] = ()

    @property
    def legal(self) -> bool:
        return self.trial.outcome == "legal"

    def action(self) -> dict[str, Any]:
        """The scripted action, as a scenario file writes it."""
        out: dict[str, Any] = {"player": self.player, "type": self.type}
        if self.card is not None:
            out["card"] = self.card
        if self.ability is not None:
            out["ability"] = self.ability
        if self.targets:
            out["targets"] = list(self.targets)
        return out

    def to_json(self, corpus: Any = None) -> dict[str, Any]:
        t = self.trial
        return {**self.action(), "legal": self.legal, "wait": t.wait, "phase": t.phase,
                **({"step": t.step} if t.step else {}),
                "text_ja": t.text_ja, "text_en": t.text_en,
                "cites": [{"ref": format_ref(r, corpus), "role": role} for r, role in t.grounds()]}


@dataclass
class Options:
    """What the engine would take after step ``n``: who may act now, the legal actions and the refused ones.

    ``reason`` says why nobody may act when ``actors`` is empty (``over``: the game has a result, ``question``:
    a choice waits for its answer first, ``none``: no candidate comes up before the turn ends).
    """

    n: int
    actors: tuple[str, ...]
    legal: list[Option] = field(default_factory=list)
    refused: list[Option] = field(default_factory=list)
    reason: str = ""
    phase: str = ""
    step: str | None = None

    def now(self, options: list[Option]) -> list[Option]:
        """The options of the players who may act now, taken at the first decision point."""
        first = min((o.trial.wait for o in [*self.legal, *self.refused]), default=0)
        return [o for o in options if o.trial.wait == first]

    def to_json(self, corpus: Any = None) -> dict[str, Any]:
        return {"n": self.n, "actors": list(self.actors), "phase": self.phase,
                **({"step": self.step} if self.step else {}), **({"reason": self.reason} if self.reason else {}),
                "legal": [o.to_json(corpus) for o in self.legal],
                "refused": [o.to_json(corpus) for o in self.refused]}


class _Probe(Context):
    """A step's context that notes whether a task read the scripted action at ``index``."""

    def __init__(self, state: GameState, scenario: Scenario, answers: dict[str, Any], citer: Citer,
                 settings: dict[str, str], index: int) -> None:
        super().__init__(state, scenario, answers, citer, settings)
        self.index = index
        self.read = False

    def next_action(self) -> ActionSpec | None:
        if self.state.action_index == self.index:
            self.read = True
        return super().next_action()


class OptionsQuery:
    """The options after any step of one run; trials are kept, so asking again (or the board's menu) is free."""

    def __init__(self, stepper: Stepper) -> None:
        self.stepper = stepper
        self.game = stepper.game
        self._trials: dict[tuple[int, int, int, tuple[tuple[str, str], ...]], Trial] = {}
        self._prefixes: dict[tuple[int, int, bool, int], tuple[int, GameState]] = {}
        self._computed = len(stepper.steps)

    # ----- one candidate ------------------------------------------------------------------------
    def base(self, n: int) -> tuple[int, GameState]:
        """Where trials after step ``n`` start: that state, or the one before it when step ``n`` ended the run
        with nothing left to do though the game goes on (the script was used up)."""
        state = self.stepper.state_at(n)
        if not state.agenda and state.result is None and n > 0:
            return n - 1, self.stepper.state_at(n - 1)
        return n, state

    def trial(self, n: int, action: dict[str, Any], *, index: int | None = None, now: bool = True,
              window: int = WINDOW) -> Trial:
        """How the game takes ``action`` put into the script at ``index`` (default: next, replacing the rest of
        the script) with the run at the position after step ``n``.

        ``now``: the action is meant for this turn (its moment is the turn, so a game that holds an action back
        for a later phase takes it at once), a trial ends with the turn, and the scenario's stop point does not
        end it (the judge asks what may happen there). Otherwise it is scripted as a file would (no moment), may
        wait for a later turn, up to ``LONG_WINDOW`` steps, and ends at the stop point like the run. ``window``:
        the most steps a trial for now may take.
        """
        s = self.stepper
        if len(s.steps) < self._computed:  # an answer changed: the steps after it were dropped
            self._trials.clear()
            self._prefixes.clear()
        self._computed = len(s.steps)
        start, base = self.base(n)
        at = base.action_index if index is None else index
        steps = window if now else LONG_WINDOW
        key = (start, at, steps, tuple(sorted((k, str(v)) for k, v in action.items())))
        if key not in self._trials:
            self._trials[key] = self._run(base, at, {**action, "at": {"turn": base.turn}} if now else action,
                                          now, steps)
        return self._trials[key]

    def _run(self, base: GameState, at: int, action: dict[str, Any], now: bool, steps: int) -> Trial:
        s = self.stepper
        try:
            spec = ActionSpec.model_validate(action)
        except ValueError:
            return Trial("unused")
        script = [*s.scenario.actions[:at], spec]
        scenario = s.scenario.model_copy(update={"actions": script, **({"stop_at": None} if now else {})})
        done, state = self._prefix(base, at, now, steps)
        for wait in range(done + 1, steps + 1):
            ctx = s.context(state.clone(), scenario)
            try:
                rec: Record | None = run_tasks(self.game, ctx)
            except NeedAnswer as need:
                if ctx.state.action_index > at:  # taken, and now waits for a payment or a target
                    pending = tuple((ref, role) for ref, (_rid, role) in
                                    zip(s.citer.refs([rid for rid, _ in ctx.pending_cites()]),
                                        ctx.pending_cites(), strict=True))
                    return Trial("legal", wait, need.question.prompt_ja, need.question.prompt_en, pending,
                                 ctx.state.phase, ctx.state.step)
                return Trial("unused")
            except ValueError:
                return Trial("unused")
            state = ctx.state
            state.take_log()
            if rec is None:
                return Trial("unused")
            if rec.action == at or state.action_index > at:
                return Trial("refused" if rec.illegal else "legal", wait, rec.text_ja, rec.text_en, rec.cites,
                             state.phase, state.step)
            if (now and state.turn != base.turn) or state.result is not None:
                return Trial("unused")
        return Trial("unused")

    def _prefix(self, base: GameState, at: int, now: bool, steps: int) -> tuple[int, GameState]:
        """The steps every candidate takes alike, and the state after them: those in which no task reads the
        scripted action at ``at`` (a task sees the script only through ``Context.next_action``). Trials start from
        there, so steps the candidates cannot change (a chain resolving, a battle) run once, not once each."""
        key = (id(base), at, now, steps)
        if key in self._prefixes:
            return self._prefixes[key]
        s = self.stepper
        scenario = s.scenario.model_copy(update={"actions": s.scenario.actions[:at],
                                                 **({"stop_at": None} if now else {})})
        state, done = base, 0
        while done < steps - 1:
            ctx = _Probe(state.clone(), scenario, s.answers, s.citer, s.settings, at)
            try:
                rec = run_tasks(self.game, ctx)
            except (NeedAnswer, ValueError):
                break
            if ctx.read or rec is None or ctx.state.result is not None or (now and ctx.state.turn != base.turn):
                break
            state = ctx.state
            state.take_log()
            done += 1
        self._prefixes[key] = (done, state)
        return done, state

    # ----- every candidate ----------------------------------------------------------------------
    def candidates(self, state: GameState, player: str) -> Iterator[tuple[str, str | None, int | None]]:
        """``(word, card, ability)`` for every action word the game declares: with no card, and with each card the
        player controls in hand or on the field (each of its abilities, for an ability word)."""
        field_zones = {z.id for z in self.game.ZONES if z.field}
        cards = [c for c in state.cards.values() if c.controller == player
                 and (zone_id(c.zone) in field_zones | {HAND})]
        for word in self.game.ACTIONS:
            if word in NOT_MOVES:
                continue
            if word in self.game.ABILITY_ACTIONS:
                for c in cards:
                    for i in range(len(c.abilities)):
                        yield word, c.id, i
                continue
            yield word, None, None
            for c in cards:
                yield word, c.id, None

    def options(self, n: int) -> Options:
        """Who may act after step ``n`` and what they may (and may not) do."""
        _start, base = self.base(n)
        out = Options(n, (), phase=base.phase, step=base.step)
        if base.result is not None or any(p.lost for p in base.players.values()):
            out.reason = "over"
            return out
        if n == len(self.stepper.steps) and self.stepper.pending_question is not None:
            out.reason = "question"
            return out
        # Every word with no card first: the nearest step any of them is taken at is the first decision point,
        # and a card is tried only that far and ``SLACK`` steps on (what comes later is no option for now).
        # (Passing is tried first: it is taken at nearly every decision point, so the window closes early.)
        bare: dict[tuple[str, str], Trial] = {}
        first: int | None = None
        words = sorted((w for w, card, _ in self.candidates(base, base.order[0]) if card is None),
                       key=lambda w: w != "pass")
        for word in words:
            for p in base.order:
                window = WINDOW if first is None else min(WINDOW, first + SLACK)
                t = bare[(p, word)] = self.trial(n, {"player": p, "type": word}, window=window)
                if t.outcome != "unused" and (first is None or t.wait < first):
                    first = t.wait
        window = WINDOW if first is None else min(WINDOW, first + SLACK)
        for (p, word), t in bare.items():
            if t.outcome == "legal" and t.wait <= window:  # refused with no card: the word needs one, no option
                out.legal.append(Option(p, word, None, None, t))
        for player in base.order:
            # A word refused for every card for the same rules as with none, in words that name no card: the
            # player may not use the word now at all ("B cannot respond"), shown once.
            whole: dict[str, Trial | None] = {}
            for word, card, ability in self.candidates(base, player):
                if card is None:
                    continue
                action = {"player": player, "type": word, "card": card,
                          **({"ability": ability} if ability is not None else {})}
                t = self.trial(n, action, window=window)
                if t.outcome == "unused":
                    continue
                if ability is None and self._same_as_bare(t, bare.get((player, word)), card):
                    if t.outcome == "refused" and card not in t.text_en and card not in t.text_ja:
                        whole.setdefault(word, t)
                    continue
                whole[word] = None
                if t.outcome == "refused":
                    aimed = self._with_target(n, base, action, t, window)
                    if aimed:
                        out.legal += aimed
                        continue
                (out.legal if t.outcome == "legal" else out.refused).append(Option(player, word, card, ability, t))
            out.refused += [Option(player, word, None, None, t) for word, t in whole.items() if t is not None]
        first = min((o.trial.wait for o in [*out.legal, *out.refused]), default=None)
        out.actors = tuple(p for p in base.order if any(o.player == p and o.trial.wait == first
                                                         for o in [*out.legal, *out.refused]))
        if not out.actors:
            out.reason = "none"
        return out

    def _with_target(self, n: int, base: GameState, action: dict[str, Any], refused: Trial,
                     window: int) -> list[Option]:
        """The action made legal by a target, when it was refused for want of one: tried with each card on another
        player's field (and that player, where targets may be players). The first target refused for the same
        rules as none shows the target is not the reason, and ends the search."""
        field_zones = {z.id for z in self.game.ZONES if z.field}
        targets = [c.id for c in base.cards.values() if c.controller != action["player"]
                   and zone_id(c.zone) in field_zones]
        if self.game.TARGETS_PLAYERS:
            targets += [p for p in base.order if p != action["player"]]
        found: list[Option] = []
        for i, target in enumerate(targets):
            t = self.trial(n, {**action, "targets": [target]}, window=window)
            if t.outcome == "legal":
                found.append(Option(action["player"], action["type"], action.get("card"), action.get("ability"), t,
                                     (target,)))
            elif i == 0 and t.rules() == refused.rules():
                break
        return found

    @staticmethod
    def _same_as_bare(t: Trial, bare: Trial | None, card: str) -> bool:
        """Whether a word tried with ``card`` tells nothing the word with no card did not: refused for the same
        rules (the word does not apply to this card there), or the card-less word is legal and the step does not
        involve the card (pass, concede)."""
        if bare is None or bare.outcome == "unused":
            return False
        if t.outcome == "refused":
            return bare.outcome == "refused" and bare.rules() == t.rules()
        return bare.outcome == "legal" and card not in t.text_en and card not in t.text_ja


def options_after(stepper: Stepper, n: int) -> Options:
    """``OptionsQuery(stepper).options(n)`` for a one-off question."""
    return OptionsQuery(stepper).options(n)
