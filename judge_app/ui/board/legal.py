"""Which scripted actions the engine accepts for a card at the end of the script, asked of the engine itself (no Qt).

The engine's options query (``judge_app.engine.kernel.options``) answers: each
candidate is put after the script and the game's own tasks run it from the position
where the script is about to be used up — the run is computed once per scenario, not
replayed from the start for every candidate. A word the engine refuses just as it
refuses it with no card at all does not apply to this card where it is (play for a
card on the field), and a word the engine accepts with no card, in a step that does
not name this card, does not need one (pass): the menu leaves both out (block, which
the engine also takes card-less as "does not block", names the card when given one,
so it stays). Everything else is offered, enabled when the engine took it, disabled
with the engine's own sentence and rules when it did not. No list of what is legal
lives here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.corpus import Corpus
from judge_app.engine import GameModule, Scenario, Stepper
from judge_app.engine.kernel.citations import format_ref
from judge_app.engine.kernel.options import OptionsQuery
from judge_app.engine.kernel.options import Trial as EngineTrial

# A run that takes this many steps without using up its script is a position the script never comes up in.
TRIAL_STEPS = 400
#: The engine's outcome words, as the menu names them.
_OUTCOME = {"legal": "ok", "refused": "illegal", "unused": "unused"}


@dataclass(frozen=True)
class Trial:
    """How the engine took one candidate action: ``ok`` (also: it waits for a choice the judge makes later),
    ``illegal`` (with the step's sentences and rules), ``unused`` (the run ended before reaching it) or
    ``invalid`` (the scenario cannot be run at all)."""

    outcome: str
    text_ja: str = ""
    text_en: str = ""
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Offer:
    """A menu entry: the action word, whether it is enabled, and why not."""

    kind: str
    ability: int | None
    enabled: bool
    trial: Trial


def menu_trial(t: EngineTrial, corpus: Corpus | None) -> Trial:
    """The engine's answer as the menu shows it: a refusal names the rules that forbid it, a legal action all of
    its step's rules."""
    refs = t.rules("forbids") if t.outcome == "refused" else ()
    refs = refs or t.rules()
    return Trial(_OUTCOME[t.outcome], t.text_ja, t.text_en, tuple(format_ref(r, corpus) for r in refs))


class LegalityCache:
    """The engine's answers for one scenario, so a second right click (or the card-less trial of a word) costs
    nothing; a new scenario (any edit) starts afresh."""

    def __init__(self, game: GameModule, corpus: Corpus | None = None) -> None:
        self.game = game
        self.corpus = corpus
        self._scenario: Scenario | None = None
        self._query: OptionsQuery | None = None
        self._base = 0
        self._invalid: Trial | None = None
        self._trials: dict[tuple[Any, ...], Trial] = {}

    def _prepare(self, scenario: Scenario) -> None:
        """Run ``scenario`` once up to the step that uses its last scripted action; trials start before it."""
        self._scenario = scenario
        self._trials = {}
        self._query = None
        self._invalid = None
        try:
            stepper = Stepper(scenario, self.game, self.corpus, contain_failures=True)
        except Exception as exc:  # a refusal or an engine failure at setup: the menu says so instead of raising
            text = str(exc) if isinstance(exc, (ValueError, KeyError)) else f"{type(exc).__name__}: {exc}"
            self._invalid = Trial("invalid", text, text)
            return
        script = len(scenario.actions)
        base = 0
        while script and stepper.state.action_index < script and stepper.position < TRIAL_STEPS:
            base = stepper.position
            if stepper.step() is None:
                base = stepper.position
                break
        self._query = OptionsQuery(stepper)
        self._base = base

    def trial(self, scenario: Scenario, action: dict[str, Any]) -> Trial:
        if scenario is not self._scenario:
            self._prepare(scenario)
        if self._invalid is not None or self._query is None:
            return self._invalid or Trial("invalid")
        key = tuple(sorted((k, str(v)) for k, v in action.items()))
        if key not in self._trials:
            t = self._query.trial(self._base, action, index=len(scenario.actions), now=False)
            self._trials[key] = menu_trial(t, self._query.stepper.corpus)
        return self._trials[key]

    def offers(self, scenario: Scenario, card_id: str, player: str, abilities: int) -> list[Offer]:
        """The action words a card's menu shows, in the game's declared order."""
        out: list[Offer] = []
        for kind in self.game.ACTIONS:
            if kind in self.game.ABILITY_ACTIONS:
                for i in range(abilities):
                    t = self.trial(scenario, {"player": player, "type": kind, "card": card_id, "ability": i})
                    out.append(Offer(kind, i, t.outcome == "ok", t))
                continue
            with_card = self.trial(scenario, {"player": player, "type": kind, "card": card_id})
            without = self.trial(scenario, {"player": player, "type": kind})
            names_card = card_id in with_card.text_en or card_id in with_card.text_ja
            if without.outcome == "ok" and not names_card:
                continue  # the word needs no card and the step does not involve this one (pass, concede)
            if with_card.outcome == "ok":
                out.append(Offer(kind, None, True, with_card))
            elif with_card.outcome == "illegal" and not (without.outcome == "illegal"
                                                         and without.rules == with_card.rules):
                out.append(Offer(kind, None, False, with_card))
        return out
