"""pso2 Ver1.8 -> Ver3.0, held to the changes checked by hand against both documents."""

import json

import pytest

from judge_app.corpus.diff import DiffKind, char_segments, diff_rulesets, history


@pytest.fixture(scope="module")
def entries(corpus):
    return diff_rulesets(corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0"))


def _by_old(entries, old_id):
    return [e for e in entries if e.old_id == old_id]


# Renumbered with the same words (each read in both documents).
RENUMBERED = {
    "201.3.1": "201.3",
    "204.2.2.1": "204.2.2.2",
    "204.2.2.2": "204.2.2.3",
    "204.2.2.3": "204.2.2.4",
    "204.2.2.4": "204.2.2.5",
    "400.2.1": "400.2.3",
    "406.2.5": "406.2.2.3",
    "506.6.1.1": "506.6.1.2",
}


@pytest.mark.parametrize(("old", "new"), sorted(RENUMBERED.items()))
def test_renumbered_rules_are_moves_not_changes(entries, old, new):
    (entry,) = _by_old(entries, old)
    assert entry.kind is DiffKind.MOVED and entry.new_id == new and entry.same_substance


def test_the_second_of_a_repeated_number_moves_too(entries):
    assert any(e.kind is DiffKind.MOVED and e.old_key == "506.5.2#2" and e.new_id == "506.5.3" for e in entries)
    assert any(e.kind is DiffKind.MOVED and e.old_key == "406.2.3" and e.new_id == "406.2.2.1" for e in entries)


@pytest.mark.parametrize(("old", "new"), [("211.4", "211.3"), ("215.1.4", "215.1.3"), ("406.2.4", "406.2.2.2"),
                                          ("506.6.1.2", "506.6.1.3")])
def test_renumbered_and_reworded(entries, old, new):
    (entry,) = _by_old(entries, old)
    assert entry.kind is DiffKind.MOVED and entry.new_id == new and not entry.same_substance


def test_armour_reduction_stops_being_a_replacement_effect(entries):
    (entry,) = _by_old(entries, "506.6.1.2")
    deleted = "".join(s.text for s in entry.segments if s.op == "delete")
    inserted = "".join(s.text for s in entry.segments if s.op == "insert")
    assert "置換効果" in deleted and "ルール処理" in inserted


@pytest.mark.parametrize("old", ["201.3", "215.1.3"])
def test_removed_in_3_0(entries, old):
    assert [e.kind for e in _by_old(entries, old)] == [DiffKind.REMOVED]


def test_reworded_in_substance(entries):
    (e,) = [e for e in entries if e.new_id == "101.7" and e.old_id == "101.7"]
    assert e.kind is DiffKind.CHANGED and "引き分けにはなりません" in e.new_text


def test_unchanged_text_is_unchanged(entries):
    unchanged = [e for e in entries if e.kind is DiffKind.UNCHANGED]
    assert len(unchanged) > 200
    assert all(e.old_id == e.new_id for e in unchanged)


def test_new_rules_are_added(entries, corpus):
    added = {e.new_id for e in entries if e.kind is DiffKind.ADDED}
    old_ids = {r.rule_id for r in corpus.get("pso2", "1.8").records}
    assert added and not (added & {"201.3", "100.1"})
    assert all(i not in old_ids or i in {"300.2.1", "506.5.2", "211.4", "400.2.1", "506.6.1.1"} for i in added)


def test_every_record_is_accounted_for_once(entries, corpus):
    olds = [e.old_key for e in entries if e.old_key]
    news = [e.new_key for e in entries if e.new_key]
    assert len(olds) == len(set(olds)) and len(news) == len(set(news))


def test_character_segments_rebuild_both_texts():
    segs = char_segments("防具による軽減は置換効果です。", "防具による軽減はルール処理です。")
    assert "".join(s.text for s in segs if s.op != "insert") == "防具による軽減は置換効果です。"
    assert "".join(s.text for s in segs if s.op != "delete") == "防具による軽減はルール処理です。"


def test_history_follows_a_renumbered_rule(corpus):
    versions = [corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0")]
    steps = history(versions, "506.6.1.3")
    assert [(rs.version, rec.rule_id if rec else None) for rs, rec, _ in steps] == [("1.8", "506.6.1.2"),
                                                                                   ("3.0", "506.6.1.3")]


def test_diff_cli_json(capsys):
    from judge_app.cli import run_cli

    assert run_cli(["rules", "diff", "pso2", "1.8", "3.0", "--json", "--kind", "moved"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"kind", "old_id", "new_id", "old_text", "new_text"} <= set(data[0])
    assert {d["kind"] for d in data} == {"moved"}


def test_raid_notes_are_diffed_by_key(entries):
    """Ver2.4 added the 'easy' raid difficulty: it is note text, and the diff must show it."""
    (flow,) = [e for e in entries if e.new_key == "raid:ゲームの流れ:1"]
    assert flow.kind is DiffKind.CHANGED and flow.old_key == "raid:ゲームの流れ:1"
    assert "イージー" in "".join(s.text for s in flow.segments if s.op == "insert")
    added = {e.new_key for e in entries if e.kind is DiffKind.ADDED}
    assert {"raid:特別なルール:12", "raid:特別なルール:13"} <= added


def test_notes_pair_only_with_notes(entries, corpus):
    kinds = {v: {r.key: r.kind.value for r in corpus.get("pso2", v).records} for v in ("1.8", "3.0")}
    for e in entries:
        if e.old_key and e.new_key:
            assert (kinds["1.8"][e.old_key] == "note") == (kinds["3.0"][e.new_key] == "note"), e
