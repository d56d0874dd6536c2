"""Word-level differences between versions of a rule: whole words, every character kept, renumbered
references told apart."""

from __future__ import annotations

import pytest

from judge_app.corpus import Corpus
from judge_app.corpus.diff import DiffKind, diff_rulesets
from judge_app.ui.compare import words as words_module
from judge_app.ui.compare.diff_html import inline_html, side_html
from judge_app.ui.compare.history_view import RuleHistoryView
from judge_app.ui.compare.lineage import game_versions
from judge_app.ui.compare.words import renumbered, script_runs, word_segments, words


@pytest.fixture(scope="module")
def changed(corpus: Corpus):
    entries = diff_rulesets(corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0"))
    return [e for e in entries if e.kind is DiffKind.CHANGED and e.old_text and e.new_text]


def sides(segments) -> tuple[str, str]:
    old = "".join(s.text for s in segments if s.op != "insert")
    new = "".join(s.text for s in segments if s.op != "delete")
    return old, new


def test_words_keep_every_character_and_rule_numbers_whole(corpus: Corpus) -> None:
    """Promise: cutting a text into words loses nothing, and a rule number is one word."""
    rs = corpus.get("fftcg")
    for record in rs.records[::40]:
        assert "".join(words(record.text)) == record.text
    assert "10.1.4.6" in words("フォワードは10.1.4.6に従う。")


def test_every_changed_rule_is_rebuilt_from_its_word_segments(changed) -> None:
    """Promise: for every reworded pso2 rule (1.8 → 3.0), the old side of the word diff is the old text and the
    new side the new text, and each change starts and ends on a word boundary of its own side."""
    assert len(changed) > 20
    for entry in changed:
        segments = word_segments(entry.old_text, entry.new_text)
        assert sides(segments) == (entry.old_text, entry.new_text), entry.new_id
        old_cuts = _cuts(words(entry.old_text))
        pos = 0
        for seg in segments:
            if seg.op == "insert":
                continue
            if seg.op == "delete":
                assert pos in old_cuts and pos + len(seg.text) in old_cuts, (entry.new_id, seg.text)
            pos += len(seg.text)


def _cuts(parts: list[str]) -> set[int]:
    out, pos = {0}, 0
    for p in parts:
        pos += len(p)
        out.add(pos)
    return out


def test_a_reworded_word_is_shown_whole_not_letter_by_letter() -> None:
    """Promise: a word replaced by another shows as that word struck through and the new one, where the
    character diff showed only the letters that differ."""
    segments = word_segments("フォワードがアタックする。", "フォワードがブロックする。")
    assert [(s.op, s.text) for s in segments if s.op != "equal"] == [("delete", "アタック"), ("insert", "ブロック")]


def test_a_renumbered_reference_is_quiet() -> None:
    """Promise: a reference renumbered is not drawn as a change (no strike-through, no insertion colour), the
    old number in its tooltip; a reworded sentence still is."""
    old, new = "詳しくは10.1.4.6を参照します。", "詳しくは10.1.4.7を参照します。"
    assert renumbered(old, new) and not renumbered(old, "詳しくは10.1.4.7を見ます。")
    inline = inline_html(word_segments(old, new), "light")
    assert "line-through" not in inline and 'title="10.1.4.6"' in inline and "10.1.4.7" in inline
    assert "10.1.4.6</span>" not in inline  # the old number is not drawn
    left = side_html(word_segments(old, new), "old", "light")
    assert "line-through" not in left and "10.1.4.6" in left
    assert "line-through" in inline_html(word_segments(old, "詳しくは10.1.4.7を見ます。"), "light")


def test_without_the_analyser_script_runs_stand_in(monkeypatch) -> None:
    """Promise: when the morphological analyser cannot run, words are runs of one script, and nothing is
    lost."""
    def broken(_text: str, _mode: str = ""):
        raise RuntimeError("no dictionary")

    monkeypatch.setattr(words_module, "morphemes", broken)
    text = "フォワードが10.1.4.6でアタックする場合、ダメージを与える。"
    assert "".join(words(text)) == text
    assert words(text)[:4] == ["フォワード", "が", "10.1.4.6", "で"]
    assert script_runs("召喚獣をプレイ") == ["召喚獣", "を", "プレイ"]


def test_the_history_view_lights_up_whole_words(qtbot, corpus: Corpus) -> None:
    """Promise: the rule history marks the changed words of a reworded rule, each a whole word."""
    view = RuleHistoryView()
    qtbot.addWidget(view)
    new = corpus.get("pso2", "3.0")
    view.show_rule(game_versions(corpus.rulesets, "pso2"), new, new.get("206.2"))
    html = view.browser.toHtml()
    assert "含めてい" in html and "の名前" in html  # whole words struck out, not the letters "め", "て", "い"
