"""Which scripted actions the engine accepts for a card at the end of the script, asked of the engine itself (no Qt).

The engine has no separate legality query; what it has is the step it takes for a
scripted action, marked illegal with the rule that forbids it. So each candidate is
tried on a copy of the scenario with the action appended, and the stepper runs until
it reaches that action. A word the engine refuses just as it refuses it with no card
at all does not apply to this card where it is (play for a card on the field), and a
word the engine accepts with no card, in a step that does not name this card, does
not need one (pass): the menu leaves both out (block, which the engine also takes
card-less as "does not block", names the card when given one, so it stays).
Everything else is offered, enabled when the engine took it, disabled with the
engine's own sentence and rules when it did not. No list of what is legal lives here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_app.corpus import Corpus
from judge_app.engine import GameModule, Scenario, ScenarioError, Stepper, parse_scenario

# A trial that runs this long without reaching the action is a position the action never comes up in.
TRIAL_STEPS = 400


@dataclass(frozen=True)
class Trial:
    """How the engine took one candidate action: ``ok`` (also: it waits for a choice the judge makes later),
    ``illegal`` (with the step's sentences and rules), ``unused`` (the run ended before reaching it) or
    ``invalid`` (the scenario refuses the action itself)."""

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


def try_action(scenario: Scenario, action: dict[str, Any], game: GameModule, corpus: Corpus | None = None) -> Trial:
    """Run ``scenario`` with ``action`` appended and report how the engine takes it."""
    data = scenario.model_dump(mode="json", exclude_none=True)
    index = len(data.get("actions", []))
    data["actions"] = [*data.get("actions", []), action]
    try:
        trial_scenario = parse_scenario(data, "<trial>")
        stepper = Stepper(trial_scenario, game, corpus)
    except (ScenarioError, ValueError, KeyError) as exc:
        return Trial("invalid", str(exc), str(exc))
    for _ in range(TRIAL_STEPS):
        step = stepper.step()
        if step is None:
            if stepper.pending_question is not None and stepper.state.action_index >= index:
                return Trial("ok")  # the action is under way and waits for a choice (a payment, a target)
            return Trial("unused")
        if step.action == index:
            if step.illegal:
                return Trial("illegal", step.text_ja, step.text_en, tuple(step.citation_strings()))
            return Trial("ok", step.text_ja, step.text_en, tuple(step.citation_strings()))
    return Trial("unused")


class LegalityCache:
    """Trials for one scenario, so a second right click (or the card-less trial of a word) costs nothing."""

    def __init__(self, game: GameModule, corpus: Corpus | None = None) -> None:
        self.game = game
        self.corpus = corpus
        self._scenario: Scenario | None = None
        self._trials: dict[tuple[Any, ...], Trial] = {}

    def trial(self, scenario: Scenario, action: dict[str, Any]) -> Trial:
        if scenario is not self._scenario:
            self._scenario = scenario
            self._trials = {}
        key = tuple(sorted((k, str(v)) for k, v in action.items()))
        if key not in self._trials:
            self._trials[key] = try_action(scenario, action, self.game, self.corpus)
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
