"""The rule view alone: glossary terms explained on hover, flags explained, references as links."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextCursor
from PySide6.QtWidgets import QApplication, QToolTip

from judge_app.corpus import Corpus, CrossRef, Flag, Kind, Record, RuleSet, RuleSetInfo
from judge_app.ui.glossary import GlossaryIndex, term_of
from judge_app.ui.rule_view import RuleView


def small_ruleset() -> RuleSet:
    """A document with a glossary, built in memory so the test does not depend on any parser."""
    info = RuleSetInfo(game="demo", version="1", title_ja="デモ 総合ルール", title_en="Demo Rules",
                       effective_date="2024-04-01", version_label="Ver1", source="demo/1/source.txt",
                       profile="dotted")
    text = "ターンプレイヤーはアタックフェイズにアタックを宣言できる。詳しくは 2.1 を参照。"
    records = [
        Record(key="1", rule_id="1", kind=Kind.CHAPTER, level=1, title="ゲームの進行", children=["1.1"]),
        Record(key="1.1", rule_id="1.1", kind=Kind.RULE, level=2, parent="1", text=text, heading="ゲームの進行",
               path=["ゲームの進行"], flags=[Flag.LOST_ICON], notes=["印刷版ではアイコンで示される。"],
               refs=[CrossRef(label="2.1", start=text.index("2.1"), end=text.index("2.1") + 3, target="2.1")]),
        Record(key="2", rule_id="2", kind=Kind.CHAPTER, level=1, title="アタック", children=["2.1"]),
        Record(key="2.1", rule_id="2.1", kind=Kind.RULE, level=2, parent="2", text="アタックは1ターンに1回。",
               heading="アタック", path=["アタック"]),
        Record(key="用語集", rule_id="用語集", kind=Kind.SECTION, level=1, title="用語集",
               children=["用語集:アタック", "用語集:アタックフェイズ", "用語集:“X”"]),
        Record(key="用語集:アタック", rule_id="用語集:アタック", kind=Kind.GLOSSARY, level=2, parent="用語集",
               title="アタック", text="キャラクターで相手を攻撃すること。"),
        Record(key="用語集:アタックフェイズ", rule_id="用語集:アタックフェイズ", kind=Kind.GLOSSARY, level=2,
               parent="用語集", title="“アタックフェイズ”", text="アタックを行うフェイズ。"),
        Record(key="用語集:“X”", rule_id="用語集:“X”", kind=Kind.GLOSSARY, level=2, parent="用語集",
               title="“X”", text="可変の数値。"),
    ]
    return RuleSet(info=info, records=records)


def tooltip_over(view: RuleView, text: str, occurrence: int = 0) -> str:
    browser = view.browser
    cursor = browser.document().find(text)
    for _ in range(occurrence):
        cursor = browser.document().find(text, cursor)
    assert not cursor.isNull()
    middle = QTextCursor(cursor)
    middle.setPosition((cursor.selectionStart() + cursor.selectionEnd()) // 2)
    pos: QPoint = browser.cursorRect(middle).center()
    viewport = browser.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos))
    QApplication.sendEvent(viewport, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


@pytest.fixture
def view(qtbot) -> RuleView:
    widget = RuleView()
    qtbot.addWidget(widget)
    widget.resize(700, 500)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_glossary_terms_are_found_longest_first() -> None:
    index = GlossaryIndex(small_ruleset())
    text = "ターンプレイヤーはアタックフェイズにアタックを宣言できる。"
    found = [(text[m.start:m.end], m.key) for m in index.find(text)]
    assert found == [("アタックフェイズ", "用語集:アタックフェイズ"), ("アタック", "用語集:アタック")]
    assert "X" not in index.terms  # one-letter terms would mark half the text
    twice = "アタックの後にアタックフェイズ、またアタック。"
    once = [(twice[m.start:m.end]) for m in index.find(twice, first_only=True)]
    assert once == ["アタック", "アタックフェイズ"]
    assert index.find("アタックフェイズ中") and not index.find("カウンターアタックする")


def test_glossary_term_shows_its_definition_on_hover(qtbot, view: RuleView) -> None:
    rs = small_ruleset()
    view.show_record(rs, rs.get("1.1"))
    tip = tooltip_over(view, "アタックフェイズ")
    assert "アタックを行うフェイズ。" in tip
    tip = tooltip_over(view, "アタック", occurrence=1)  # the second one stands alone
    assert "キャラクターで相手を攻撃すること。" in tip
    fragment = view.browser.document().find("アタックフェイズ").charFormat()
    assert fragment.underlineStyle() == fragment.UnderlineStyle.DotLine
    # Hovering plain text shows nothing.
    assert "フェイズ" not in tooltip_over(view, "ターンプレイヤー")


def test_glossary_term_click_opens_the_entry(qtbot, view: RuleView) -> None:
    rs = small_ruleset()
    view.show_record(rs, rs.get("1.1"))
    browser = view.browser
    cursor = browser.document().find("アタックフェイズ")
    middle = QTextCursor(cursor)
    middle.setPosition(cursor.selectionStart() + 2)
    with qtbot.waitSignal(view.navigate) as blocker:
        qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=browser.cursorRect(middle).center())
    assert blocker.args == ["用語集:アタックフェイズ"]


def test_header_names_document_and_explains_flags(view: RuleView) -> None:
    rs = small_ruleset()
    view.show_record(rs, rs.get("1.1"))
    assert "デモ 総合ルール" in view.doc_label.text()
    assert "Ver1" in view.doc_label.text() and "2024-04-01" in view.doc_label.text()
    assert "ゲームの進行" in view.crumbs.text()
    assert len(view.flag_chips) == 1
    assert "印刷版ではアイコンで示される。" in view.flag_chips[0].toolTip()
    assert view.rendered.refs == ["2.1", "1"]  # the text's reference, then its section below the text
    assert view.rendered.parent == "1"


def test_real_glossary_hover(qtbot, view: RuleView, corpus: Corpus) -> None:
    """The shipped documents, where a glossary has been parsed."""
    for rs in corpus.rulesets:
        index = GlossaryIndex(rs)
        for rec in rs.records:
            if rec.kind == Kind.GLOSSARY or not rec.text:
                continue
            matches = index.find(rec.text)
            if matches:
                m = matches[0]
                view.show_record(rs, rec)
                entry = rs.get(m.key)
                assert entry is not None
                tip = tooltip_over(view, rec.text[m.start:m.end])
                assert term_of(entry) in tip and entry.text[:15] in tip
                return
    pytest.skip("no shipped document has a parsed glossary yet")
