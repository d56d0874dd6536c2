"""From a RuleRef to the rule on screen: its record, its text, and a highlight in the rule view."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit

from judge_app.corpus import Corpus, Record, RuleRef
from judge_app.ui.location import Location


def record_for(corpus: Corpus, ref: RuleRef) -> Record | None:
    try:
        ruleset = corpus.get(ref.game, ref.version)
    except KeyError:
        return None
    found = ruleset.find(ref.rule_id)
    return found[0] if found else None


def rule_text(corpus: Corpus, ref: RuleRef) -> str:
    rec = record_for(corpus, ref)
    if rec is None:
        return ""
    return (f"{rec.title} " if rec.title else "") + rec.text


def highlight_sentence(editor: QTextEdit, sentence: str) -> bool:
    """Mark ``sentence`` (or its first line, if the view wraps it differently) in a text view."""
    doc = editor.document()
    for probe in (sentence.strip(), sentence.strip().splitlines()[0][:60] if sentence.strip() else ""):
        if not probe:
            continue
        cursor = doc.find(probe)
        if cursor.isNull():
            continue
        if len(probe) < len(sentence.strip()):
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        selection = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setBackground(QColor("#ffe08a"))
        fmt.setForeground(QColor("#000000"))
        selection.format = fmt  # type: ignore[attr-defined]
        selection.cursor = cursor  # type: ignore[attr-defined]
        editor.setExtraSelections([selection])
        editor.setTextCursor(QTextCursor(cursor.block()))
        editor.ensureCursorVisible()
        return True
    return False


def open_in_window(window: Any, ref: RuleRef) -> bool:
    """Open a cited rule in the browser window's rule view, its own sentence highlighted."""

    corpus = getattr(window, "corpus", None)
    if corpus is None:
        return False
    rec = record_for(corpus, ref)
    if rec is None:
        return False
    if not window.open_location(Location(ref.game, ref.version, rec.key)):
        return False
    window.raise_()
    window.activateWindow()
    return highlight_sentence(window.rule_view.browser, rec.text)


#: The link scheme of a cited rule in the step texts (``cite:game@version:rule``).
CITE_SCHEME = "cite"


def parse_cite(href: str) -> RuleRef | None:
    scheme, _, rest = href.partition(":")
    if scheme != CITE_SCHEME:
        return None
    game, at, rest = rest.partition("@")
    version, colon, rule_id = rest.partition(":")
    if not (at and colon and game and version and rule_id):
        return None
    return RuleRef(game=game, version=version, rule_id=rule_id)
