"""game004 cites only rules its document has, sub-items by their rebuilt ids, and maps every effect word."""

from __future__ import annotations

from engine_checks import check_grid, check_setting_specs, module_citations

from judge_app.corpus import Corpus
from judge_app.engine import game_layout, get_game
from judge_app.engine.kernel.citations import cited_in_source


def test_every_rule_number_in_the_module_exists(corpus: Corpus) -> None:
    assert len(module_citations(corpus, "game004")) > 200


def test_sub_items_are_cited_by_their_rebuilt_ids(corpus: Corpus) -> None:
    cited = cited_in_source(get_game("game004").source_files(), get_game("game004").CITATION_PATTERN)
    for rid in ("202.2a", "202.2b", "601.1a", "601.1g", "702.4a", "703.2a", "802.1a", "804.2a", "804.2b", "908.2a",
                "1001.2a", "904.2e", "905.3b", "906.2c", "1206.2a"):
        assert rid in cited, rid


def test_settings_name_existing_rules_and_default_to_a_reading(corpus: Corpus) -> None:
    module = get_game("game004")
    names = {s.name for s in module.settings()}
    assert {"mission_loss_reading", "lanes", "slide_adjacency", "keep_counts_as_hand", "engage_placement",
            "attack_end_loop", "attack_success_timing", "mission_check", "mission_counting",
            "unmet_checked_missions"} <= names
    assert all(len(spec.choices) >= 2 and spec.summary_ja and spec.summary_en for spec in module.settings())
    check_setting_specs(corpus, "game004")
    assert next(s for s in module.settings() if s.name == "mission_loss_reading").default == "own_missions"


def test_layout_gives_every_zone_a_cell_and_lanes_line_up() -> None:
    layout = game_layout("game004")
    zones = {z["id"]: z for z in layout["zones"]}
    assert {"account", "deck", "trash", "energy", "mission", "side1", "center", "side2", "keep", "hand", "temporary",
            "scout", "remove", "exp", "connect"} <= set(zones)
    check_grid(layout)
    assert zones["temporary"]["per_player"] is False and zones["scout"]["per_player"] is False
    areas = [zones[a]["grid"] for a in ("side1", "center", "side2")]
    assert len({g[0] for g in areas}) == 1 and [g[1] for g in areas] == sorted(g[1] for g in areas)
    # The top seat is the table turned half a circle: the areas sit in the middle columns, so each faces its
    # lane partner across the table (centre under centre, my left side under your right side).
    cmax = max(z["grid"][1] + z["grid"][3] - 1 for z in layout["zones"])
    assert [cmax - g[1] for g in reversed(areas)] == [g[1] for g in areas]
    assert zones["deck"]["hidden"] and zones["hand"]["hidden"] and zones["mission"]["ordered"]
    assert {p["id"] for p in layout["phases"]} == {"setup", "start_draw", "main", "mission", "charge", "end_draw"}
    types = next(a for a in layout["card_attributes"] if a["name"] == "type")["choices"]
    assert types == ["account", "mission", "character", "event", "engage"]
