"""The result list's badge names the document, and a rule of another way to play says so."""

from __future__ import annotations

from judge_app.search.types import Hit
from judge_app.ui.results import ResultDelegate


def _hit(variant: bool) -> Hit:
    return Hit(game="pso2", version="3.0", key="raid:x", rule_id="raid:x", kind="note", heading="", text="",
               score=1.0, variant=variant)


def test_a_variant_rule_is_badged_as_another_way_to_play(qtbot) -> None:
    """Promise: a judge scanning results tells the co-op raid's rule from the ordinary game's by its badge."""
    plain, fill = ResultDelegate().badge(_hit(False))
    marked, marked_fill = ResultDelegate().badge(_hit(True))
    assert plain == "pso2 3.0"
    assert marked.startswith("pso2 3.0 · ") and len(marked) > len(plain) + 3
    assert fill == marked_fill
