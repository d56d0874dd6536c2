"""A ruling drafted from the board and its step log, and a ruling's position back on the board (no Qt).

The scenario already says what the judge was asked (its title, question and, if
known, answer); the steps say which rules made each thing happen, so their
citations, in the order they first appear, are the ruling's citations. Only
citations the corpus has are kept (the engine should never cite anything else).
When the scenario states no answer, the step log in words is the draft answer.
"""

from __future__ import annotations

from typing import Any

from judge_app.corpus import Corpus, RuleRef
from judge_app.engine import Scenario, Step, parse_scenario, scenario_file_data
from judge_app.rulings import Ruling
from judge_app.rulings.store import scenario_data


def step_citations(steps: list[Step], corpus: Corpus) -> list[RuleRef]:
    """Each rule the steps cite, once, in order of first citation; unknown ones are left out."""
    out: list[RuleRef] = []
    for step in steps:
        for ref in step.citations:
            if ref not in out and corpus.resolve(ref) is not None:
                out.append(ref)
    return out


def step_log(steps: list[Step], english: bool = False) -> str:
    return "\n".join(f"{s.n}. {s.text_en if english and s.text_en else s.text_ja}" for s in steps)


def prefill_from_board(scenario: Scenario, steps: list[Step], corpus: Corpus) -> dict[str, Any]:
    """Field values for the ruling editor: question, answer, citations and the position itself."""
    versions = corpus.versions(scenario.game)
    version = scenario.version or (versions[-1] if versions else "")
    cites = step_citations(steps, corpus)
    # Citations of the ruling's own document first under the ruling's version; the rest keep theirs.
    cites = [r for r in cites if (r.game, r.version) == (scenario.game, version)] + \
        [r for r in cites if (r.game, r.version) != (scenario.game, version)]
    position = scenario_file_data(scenario, exclude_defaults=True)
    position.setdefault("game", scenario.game)
    return {
        "game": scenario.game,
        "version": version,
        "title": scenario.title,
        "question": scenario.question or scenario.title,
        "answer": scenario.answer or step_log(steps),
        "cites": cites,
        "scenario": position,
    }


def position_of(ruling: Ruling) -> Scenario | None:
    """The ruling's position as a scenario the board opens; None when it has none.

    Raises RulingError (an unreadable scenario file) or ScenarioError (an invalid position).
    """
    found = scenario_data(ruling)
    if found is None:
        return None
    data, source = found
    return parse_scenario(data, source)
