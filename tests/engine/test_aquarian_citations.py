"""The aquarian module cites the rulebook by its own ids (sections, summary items, Q&A, glossary), all real."""

from __future__ import annotations

from engine_checks import check_grid, check_setting_specs, module_citations

from judge_app.corpus import Corpus
from judge_app.engine import game_layout, get_game
from judge_app.engine.kernel.citations import Citer, cited_in_source


def test_every_rule_id_in_the_aquarian_module_exists(corpus: Corpus) -> None:
    cited = module_citations(corpus, "aquarian")
    assert len(cited) > 120
    assert {"rs:3-5-b", "qa:16", "c06:バトル>ダメージと捨て札", "gl:ダメージ置き場"} <= cited


def test_dotted_scan_still_finds_nothing_here() -> None:
    module = get_game("aquarian")
    assert cited_in_source(module.source_files()) == set()


def test_citer_takes_rulebook_ids(corpus: Corpus) -> None:
    citer = Citer("aquarian", None, corpus)
    assert citer.refs(("c08:レスポンスの解決>解決の順番",))[0].rule_id == "c08:レスポンスの解決>解決の順番"
    gap = citer.refs(("rs:3-7",))  # the summary skips 3-7: kept, and marked as not in the document
    assert not citer.exists("rs:3-7") and citer.missing(gap) == list(gap)


def test_settings_name_both_readings_and_real_rules(corpus: Corpus) -> None:
    module = get_game("aquarian")
    names = {s.name for s in module.settings()}
    assert {"party_order", "territory_scope", "loss_check", "reveal_empty_deck", "no_attack_response",
            "class_gender", "penetrate_name_level", "remove_payment", "intercept_scope", "turn_order",
            "unset_power_card", "bind_mental", "covered_active_power"} <= names
    assert all(len(spec.choices) >= 2 for spec in module.settings())
    check_setting_specs(corpus, "aquarian")


def test_layout_has_a_party_per_faction_and_a_shared_chain() -> None:
    layout = game_layout("aquarian")
    zones = {z["id"]: z for z in layout["zones"]}
    assert [z for z in zones if z.startswith("party_")] == [
        "party_ego", "party_arayashiki", "party_wizdom", "party_darklore", "party_kyokusei", "party_eraser",
        "party_none"]
    assert not zones["chain"]["per_player"] and zones["deck"]["hidden"] and zones["hand"]["hidden"]
    check_grid(layout)
    assert [p["id"] for p in layout["phases"]] == ["draw", "faction", "main", "power", "discard", "end"]
