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


# The version history printed at the end of the 3.0 document, every entry after 1.8, with what each names
# in the rules as read by hand in both documents: (kind, key). A key is the new record's for added, changed
# and moved, the old record's for removed. An entry mapped to [] is too vague to name a rule (see its comment).
HISTORY_AFTER_1_8: dict[str, dict[str, list[tuple[DiffKind, str]]]] = {
    "Ver1.9": {
        "【Main】と書かれていない能力の呼び方を「クイックアビリティ」としました。": [
            (DiffKind.ADDED, "103.7.1.1"), (DiffKind.ADDED, "103.7.1.1.1"),
            # the glossary term is now spelt 【Main】 and gains the name: a renumbered-and-reworded entry
            (DiffKind.MOVED, "用語集:【Main】"),
        ],
    },
    "Ver2.0": {
        # Vague: 'rules for Vol.1-3' names no rule, and the card sets are not mentioned anywhere else.
        "Vol.1-3に関するルールの追加を行いました。": [],
    },
    "Ver2.1": {
        # Vague: 'typos fixed' names no rule. Spelling-only fixes such as ドロウ→ドロー (502.1.1, 503.1.2) are
        # in the diff as changed, but nothing says which version made them.
        "誤字を修正致しました。": [],
    },
    "Ver2.2": {
        "種族の一覧を追加しました。": [(DiffKind.ADDED, "210.1.2"), (DiffKind.ADDED, "210.1.2.1")],
        # Tokens are described only in the glossary.
        "トークンについて記載しました。": [(DiffKind.ADDED, "用語集:トークン")],
        "対象に選ぶ際に不適正になるパターンを追加しました。": [(DiffKind.ADDED, "406.4.1.2")],
        # Section 300 is 「カードの能力の分類」; the kinds it gained are delayed triggered and delayed static abilities.
        "能力の分類を追加しました。": [(DiffKind.ADDED, "300.2.3"), (DiffKind.ADDED, "300.4.2")],
    },
    "Ver2.3": {
        "「交戦する」に関して補足しました。": [
            (DiffKind.ADDED, "506.5.2"), (DiffKind.ADDED, "用語集:交戦する"),
            # the weapon step now also puts abilities triggered by 'becoming engaged' on the stack
            (DiffKind.CHANGED, "506.5.2#2"),
        ],
        # Resolving an active card: it is the card (not only its ability) that goes to the resolution zone and
        # then to the discard pile, and 1.8's two rules numbered 406.4.1 became one for cards and abilities.
        "アクティブの処理の仕方をわかりやすく変更しました。": [
            (DiffKind.CHANGED, "204.2.1"), (DiffKind.CHANGED, "300.5"), (DiffKind.CHANGED, "406.4"),
            (DiffKind.CHANGED, "406.4.1"), (DiffKind.REMOVED, "406.4.1#2"),
        ],
    },
    "Ver2.4": {
        "協力レイドバトルに難易度「イージー」を追加しました。": [(DiffKind.CHANGED, "raid:ゲームの流れ:1")],
        "自作カードについて追記しました。": [
            (DiffKind.ADDED, "201.6"), (DiffKind.ADDED, "201.7"), (DiffKind.ADDED, "203.3"),
        ],
        "数値を指定するタイミングを明確化しました。": [(DiffKind.ADDED, "103.5.1.1")],
        "領域移動に関するルールを明確化しました。": [
            (DiffKind.ADDED, "400.6"),
            # 'zone-change triggers are the exception to 400.6'
            (DiffKind.CHANGED, "300.2.2"),
        ],
    },
    "Ver2.5": {
        "除外について記載しました。": [
            (DiffKind.ADDED, "400.2.4"), (DiffKind.ADDED, "400.2.2.1"), (DiffKind.ADDED, "用語集:除外する"),
        ],
        "能力を失うについて補足しました。": [
            (DiffKind.ADDED, "300.7"), (DiffKind.ADDED, "300.7.1"), (DiffKind.ADDED, "300.7.2"),
        ],
        "同時にアクションが起きた際の補足をしました。": [(DiffKind.ADDED, "103.2.3")],
    },
    "Ver2.6": {
        "フレーバーテキストについて記載しました。": [(DiffKind.ADDED, "211.4"), (DiffKind.CHANGED, "211.1")],
        "マグ進化について記載しました。": [
            (DiffKind.ADDED, k) for k in ("203.4", "203.4.1", "203.4.2", "203.4.3", "203.4.3.1", "203.4.4", "203.4.5")
        ],
        "カードのコスト数を変化させるカードについて補足しました。": [
            (DiffKind.ADDED, k) for k in ("209.4", "209.4.1", "209.4.2", "209.4.3")
        ],
        "カードの能力の発動制限について補足しました。": [
            (DiffKind.ADDED, k) for k in ("300.8", "300.8.1", "300.8.2")
        ],
    },
    "Ver2.7": {
        "専用について記載しました。": [(DiffKind.ADDED, "302.12")],
        # Vague per version: see test_glossary_additions_and_corrections_are_in_the_diff.
        "用語集に追記・修正しました。": [],
    },
    "Ver2.8": {
        "複数の能力を持つカードの説明に追記・修正を行いました。": [
            (DiffKind.CHANGED, "211.2"), (DiffKind.ADDED, "211.2.1"), (DiffKind.ADDED, "211.2.2"),
        ],
        # 3.0 prints 300.2.1 twice; the first is the new rule on triggered abilities with a cost.
        "誘発能力がコストを持つ場合の処理を加筆しました。": [
            (DiffKind.ADDED, "300.2.1"), (DiffKind.ADDED, "209.1.3.2"),
        ],
        "対象を選ぶについて追記しました。": [(DiffKind.ADDED, "用語集:対象を選ぶ"), (DiffKind.CHANGED, "406.2.2")],
    },
    "Ver2.9.0": {
        # The list of races was added in 2.2 and updated here: against 1.8 it is simply added.
        "種族を更新しました。": [(DiffKind.ADDED, "210.1.2")],
        # Vague per version: see test_glossary_additions_and_corrections_are_in_the_diff.
        "用語集に追記・修正しました。": [],
    },
    "Ver2.9.1": {
        "武器を使用した場合の攻撃力の上昇するタイミングと期間を明確にしました。": [
            (DiffKind.ADDED, "506.6.1.1"), (DiffKind.CHANGED, "205.5.1"),
        ],
    },
    "Ver2.9.2": {
        "開始フェイズで【ON】にするカードにマグが抜けていたので追記しました。": [(DiffKind.CHANGED, "501.1.2")],
    },
    "Ver3.0": {
        "色のある①等のコストについて追加しました。": [(DiffKind.ADDED, "209.1.3.3")],
    },
}


def test_every_history_entry_after_1_8_is_covered(corpus):
    """The table above is the document's own history, item for item: nothing skipped, nothing invented."""
    old_keys = {r.key for r in corpus.get("pso2", "1.8").records}
    new = corpus.get("pso2", "3.0")
    versions = [r for r in new.records if r.parent == "history" and r.key not in old_keys]
    assert {r.key.removeprefix("history:") for r in versions} == set(HISTORY_AFTER_1_8)
    for rec in versions:
        lines = [line.removeprefix("・").strip() for line in rec.text.splitlines() if line.strip()]
        assert sorted(lines) == sorted(HISTORY_AFTER_1_8[rec.key.removeprefix("history:")]), rec.key


def _history_cases() -> list[tuple[str, str, DiffKind, str]]:
    return [(ver, line, kind, key) for ver, items in HISTORY_AFTER_1_8.items() for line, named in items.items()
            for kind, key in named]


@pytest.mark.parametrize(("version", "line", "kind", "key"), _history_cases())
def test_diff_agrees_with_the_version_history(entries, version, line, kind, key):
    side = "old_key" if kind is DiffKind.REMOVED else "new_key"
    (entry,) = [e for e in entries if getattr(e, side) == key]
    assert entry.kind is kind, f"{version} {line}: {key} is {entry.kind.value}"


def test_history_named_changes_touch_what_the_history_says(entries):
    """Where a changed rule's edit is small, the inserted words are the ones the history speaks of."""
    inserted = {e.new_key: "".join(s.text for s in e.segments if s.op == "insert") for e in entries}
    assert "マグ" in inserted["501.1.2"]
    assert "交戦状態になった" in inserted["506.5.2#2"]
    assert "交戦ステップ" in inserted["205.5.1"]
    assert "公開領域" in inserted["406.2.2"]
    assert "400.6" in inserted["300.2.2"]
    assert "フレーバーテキスト" in inserted["211.1"]


def test_glossary_additions_and_corrections_are_in_the_diff(entries):
    """Ver2.7 and Ver2.9.0 both say only 'glossary added to and corrected': which term in which version is not
    said, so only the sum is checked: terms added and definitions changed, none removed."""
    glossary = [e for e in entries if (e.new_key or e.old_key or "").startswith("用語集:")]
    kinds = {e.kind for e in glossary}
    assert {DiffKind.ADDED, DiffKind.CHANGED} <= kinds and DiffKind.REMOVED not in kinds
