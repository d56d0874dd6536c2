"""One rule, readable at arm's length: which document, where it sits, its text, its children, and the rules
around it (its section, the rules before and after).

Cross-references and glossary terms are anchors in a QTextBrowser: a click on a
reference navigates, hovering a term shows its definition. A rule opened from a
search result has the words the search matched lit up. Run
``python -m judge_app.ui.rule_view`` to see it alone.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QHelpEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Record, RuleSet, default_corpus
from judge_app.ui import theme
from judge_app.ui.flags import WARNING_FLAGS, flag_explanation, flag_label
from judge_app.ui.glossary import GlossaryIndex
from judge_app.ui.location import Location
from judge_app.ui.preview import run_preview
from judge_app.ui.rule_html import RenderedRule, display_heading, display_id, plain_rule, render_record
from judge_app.ui.titles import document_name, own_title


class RuleBrowser(QTextBrowser):
    """The text pane. Answers tooltip events itself: glossary definitions and reference previews."""

    def __init__(self, owner: RuleView) -> None:
        super().__init__(owner)
        self._owner = owner
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self._owner.tooltip_at(event.pos())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)


class RuleView(QWidget):
    navigate = Signal(str)  # a record key in the shown document
    bookmark_toggled = Signal(bool)
    message = Signal(str)
    history_requested = Signal()  # the shown rule in every version the app holds
    ruling_requested = Signal(str)  # the ID of a ruling listed under the rule

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleView")
        self.ruleset: RuleSet | None = None
        self.record: Record | None = None
        self.rendered = RenderedRule()
        self._glossaries: dict[tuple[str, str], GlossaryIndex] = {}
        self.english_titles = False
        self.highlight: tuple[str, ...] = ()  # words lit up in the text (the search's matches)
        self.marks = 0  # how many places they were lit up at
        self._crumb_keys: list[str] = []
        # (ID, label) of the rulings citing a record; set by whoever knows where rulings live.
        self.rulings_for: Callable[[RuleSet, Record], list[tuple[str, str]]] | None = None

        self.doc_label = QLabel(objectName="docLabel")
        self.doc_label.setWordWrap(True)
        self.doc_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.crumbs = QLabel(objectName="breadcrumb")
        self.crumbs.setWordWrap(True)
        self.crumbs.setTextFormat(Qt.TextFormat.RichText)
        self.crumbs.linkActivated.connect(self._crumb_clicked)
        self.title = QLabel(objectName="ruleTitle")
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.flags_row = QHBoxLayout()
        self.flags_row.setSpacing(6)
        self.flag_chips: list[QLabel] = []

        self.bookmark_button = QToolButton(objectName="bookmarkButton")
        self.bookmark_button.setCheckable(True)
        self.bookmark_button.toggled.connect(self._bookmark_clicked)
        self.copy_rule_button = QToolButton(objectName="copyRuleButton")
        self.copy_rule_button.clicked.connect(self.copy_rule)
        self.copy_link_button = QToolButton(objectName="copyLinkButton")
        self.copy_link_button.clicked.connect(self.copy_link)
        self.history_button = QToolButton(objectName="historyButton")
        self.history_button.clicked.connect(self.history_requested)
        for b in (self.bookmark_button, self.copy_rule_button, self.copy_link_button, self.history_button):
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setAutoRaise(True)
            b.setEnabled(False)

        self.browser = RuleBrowser(self)
        self.browser.anchorClicked.connect(self._anchor_clicked)

        head = QVBoxLayout()
        head.setContentsMargins(14, 10, 14, 6)
        head.setSpacing(4)
        head.addWidget(self.doc_label)
        head.addWidget(self.crumbs)
        title_row = QHBoxLayout()
        title_row.addWidget(self.title, 1)
        for b in (self.bookmark_button, self.copy_rule_button, self.copy_link_button, self.history_button):
            title_row.addWidget(b, 0, Qt.AlignmentFlag.AlignTop)
        head.addLayout(title_row)
        head.addLayout(self.flags_row)
        header = QFrame(objectName="ruleHeader")
        header.setLayout(head)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(header)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)
        layout.addWidget(self.browser, 1)
        self.retranslate()
        self.clear()

    # -- content ---------------------------------------------------------
    def glossary(self, ruleset: RuleSet) -> GlossaryIndex:
        key = (ruleset.game, ruleset.version)
        if key not in self._glossaries:
            self._glossaries[key] = GlossaryIndex(ruleset)
        return self._glossaries[key]

    def location(self) -> Location | None:
        if self.ruleset is None or self.record is None:
            return None
        return Location(self.ruleset.game, self.ruleset.version, self.record.key)

    def show_document(self, ruleset: RuleSet | None) -> None:
        """Name the document even before a rule is opened."""
        self.ruleset = ruleset
        self._update_doc_label()

    def show_record(self, ruleset: RuleSet, record: Record, bookmarked: bool = False,
                    highlight: Sequence[str] = ()) -> None:
        """``highlight``: words to light up wherever they stand (a search's matched words)."""
        self.ruleset = ruleset
        self.record = record
        self.highlight = tuple(highlight)
        self._update_doc_label()
        self._render()
        for b in (self.bookmark_button, self.copy_rule_button, self.copy_link_button, self.history_button):
            b.setEnabled(True)
        self.bookmark_button.blockSignals(True)
        self.bookmark_button.setChecked(bookmarked)
        self.bookmark_button.blockSignals(False)
        self._update_bookmark_text()
        self.browser.verticalScrollBar().setValue(0)

    def clear(self) -> None:
        self.record = None
        self.highlight, self.marks = (), 0
        self.rendered = RenderedRule()
        self.crumbs.clear()
        self.title.setText(self.tr("Type to search the rules"))
        self._set_flags([])
        self.browser.setHtml(
            "<p>" + html.escape(self.tr("Ctrl+K searches. Enter opens the first result; Up and Down move "
                                        "through the results; Escape comes back to the search box.")) + "</p>")
        for b in (self.bookmark_button, self.copy_rule_button, self.copy_link_button, self.history_button):
            b.setEnabled(False)

    def refresh(self) -> None:
        """Render again (after a theme or language change)."""
        self._update_doc_label()
        if self.record is not None and self.ruleset is not None:
            self._render()
        else:
            self.clear()

    def _update_doc_label(self) -> None:
        rs = self.ruleset
        if rs is None:
            self.doc_label.setText("")
            return
        info = rs.info
        title = document_name(rs, self.english_titles)  # the game as players know it
        version = info.version_label or info.version
        if info.effective_date:
            date = self.tr("effective %1").replace("%1", info.effective_date)
        else:
            date = self.tr("no effective date stated")
        self.doc_label.setText(f"{title} — {version} — {date}")
        self.doc_label.setToolTip(own_title(rs, self.english_titles))

    def _style_sheet(self) -> str:
        accents = theme.accent_colors(theme.current_scheme())
        link = self.palette().color(self.palette().ColorRole.Link).name()
        return (
            f"a.ref {{ color: {link}; }}"
            f"a.term {{ color: {accents['term_fg']}; text-decoration: none; }}"
            f"span.dangling {{ color: {accents['warn']}; }}"
            f"p.child {{ margin-left: 1.2em; margin-top: 0.3em; }}"
            f"p.note {{ color: {accents['muted']}; }}"
            f"p.near {{ color: {accents['muted']}; margin-left: 1.2em; margin-top: 0.3em; }}"
            f"h4 {{ color: {accents['muted']}; margin-top: 1em; }}"
            f"p.text {{ line-height: 150%; }}"
        )

    def _render(self) -> None:
        assert self.ruleset is not None and self.record is not None
        rs, rec = self.ruleset, self.record
        crumbs = []
        self._crumb_keys = []
        for anc in rs.ancestors(rec):
            label = html.escape(" ".join(p for p in (display_id(anc), display_heading(anc)) if p))
            crumbs.append(f'<a href="{len(self._crumb_keys)}">{label}</a>')
            self._crumb_keys.append(anc.key)
        crumbs.append(html.escape(display_id(rec)))
        self.crumbs.setText(" › ".join(crumbs))
        self.title.setText(f"{display_id(rec)}  {display_heading(rec)}".strip())
        self._set_flags(list(rec.flags), rec.notes)
        rulings = self.rulings_for(rs, rec) if self.rulings_for is not None else None
        self.rendered = render_record(rs, rec, self.glossary(rs), rulings)
        self.browser.document().setDefaultStyleSheet(self._style_sheet())
        self.browser.setHtml(self.rendered.html)
        self._underline_terms()
        self._mark_words()

    def _mark_words(self) -> None:
        """Light up every place the highlighted words stand (longest first, so a word inside a longer one
        is lit once as part of it)."""
        self.marks = 0
        words = sorted({w for w in self.highlight if w.strip()}, key=len, reverse=True)
        if not words:
            return
        doc = self.browser.document()
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(theme.accent_colors(theme.current_scheme())["mark_bg"]))
        taken: list[tuple[int, int]] = []
        for word in words:
            cursor = doc.find(word)
            while not cursor.isNull():
                span = (cursor.selectionStart(), cursor.selectionEnd())
                if not any(s < span[1] and span[0] < e for s, e in taken):
                    cursor.mergeCharFormat(fmt)
                    taken.append(span)
                cursor = doc.find(word, cursor)
        self.marks = len(taken)

    def _underline_terms(self) -> None:
        """A dotted underline says "hover me" without shouting; Qt's CSS subset cannot ask for one."""
        doc = self.browser.document()
        color = QColor(theme.accent_colors(theme.current_scheme())["term_line"])
        fmt = QTextCharFormat()
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DotLine)
        fmt.setUnderlineColor(color)
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                if frag.isValid() and frag.charFormat().anchorHref().startswith("g"):
                    cursor = QTextCursor(doc)
                    cursor.setPosition(frag.position())
                    cursor.setPosition(frag.position() + frag.length(), QTextCursor.MoveMode.KeepAnchor)
                    cursor.mergeCharFormat(fmt)
                it += 1
            block = block.next()

    def _set_flags(self, flags: list, notes: list[str] | None = None) -> None:
        for chip in self.flag_chips:
            self.flags_row.removeWidget(chip)
            chip.deleteLater()
        self.flag_chips = []
        accents = theme.accent_colors(theme.current_scheme())
        for flag in flags:
            chip = QLabel(flag_label(flag))
            chip.setObjectName("flag_" + str(flag))
            tip = flag_explanation(flag)
            if notes:
                tip += "\n\n" + "\n".join(notes)
            chip.setToolTip(tip)
            color = accents["warn"] if flag in WARNING_FLAGS else accents["muted"]
            chip.setStyleSheet(f"QLabel {{ color: {color}; border: 1px solid {color}; border-radius: 4px;"
                               f" padding: 1px 6px; }}")
            self.flags_row.addWidget(chip)
            self.flag_chips.append(chip)
        if flags:
            self.flags_row.addStretch(1)

    # -- interaction -----------------------------------------------------
    def _anchor_clicked(self, url: object) -> None:
        href = url.toString() if hasattr(url, "toString") else str(url)
        if href[:1] == "u" and href[1:].isdigit() and int(href[1:]) < len(self.rendered.rulings):
            self.ruling_requested.emit(self.rendered.rulings[int(href[1:])])
            return
        target = self._target(href)
        if target is not None:
            self.navigate.emit(target)

    def _target(self, href: str) -> str | None:
        kind, number = href[:1], href[1:]
        if not number.isdigit():
            return None
        items = self.rendered.refs if kind == "r" else self.rendered.terms if kind == "g" else []
        i = int(number)
        return items[i] if 0 <= i < len(items) else None

    def _crumb_clicked(self, href: str) -> None:
        if href.isdigit() and int(href) < len(self._crumb_keys):
            self.navigate.emit(self._crumb_keys[int(href)])

    def tooltip_at(self, pos: QPoint) -> str | None:
        """What hovering at ``pos`` (viewport coordinates) explains: a term's definition or a rule's text."""
        href = self.browser.anchorAt(pos)
        if not href or self.ruleset is None:
            return None
        key = self._target(href)
        rec = self.ruleset.get(key) if key else None
        if rec is None:
            return None
        body = rec.text if len(rec.text) <= 400 else rec.text[:400] + "…"
        name = self.glossary(self.ruleset).definition(rec.key)
        heading = name[0] if href.startswith("g") and name else f"{rec.rule_id} {rec.title}".strip()
        return f"<b>{html.escape(heading)}</b><br>{html.escape(body)}"

    def copy_rule(self) -> None:
        if self.record is not None:
            QGuiApplication.clipboard().setText(plain_rule(self.record))
            self.message.emit(self.tr("Copied %1").replace("%1", self.record.rule_id))

    def copy_link(self) -> None:
        loc = self.location()
        if loc is not None:
            QGuiApplication.clipboard().setText(str(loc))
            self.message.emit(self.tr("Copied link %1").replace("%1", str(loc)))

    def _bookmark_clicked(self, checked: bool) -> None:
        self._update_bookmark_text()
        self.bookmark_toggled.emit(checked)

    def set_bookmarked(self, on: bool) -> None:
        self.bookmark_button.blockSignals(True)
        self.bookmark_button.setChecked(on)
        self.bookmark_button.blockSignals(False)
        self._update_bookmark_text()

    def _update_bookmark_text(self) -> None:
        on = self.bookmark_button.isChecked()
        self.bookmark_button.setText(("★ " if on else "☆ ") + self.tr("Bookmark"))

    def retranslate(self) -> None:
        self._update_bookmark_text()
        self.bookmark_button.setToolTip(self.tr("Keep this rule in Bookmarks (Ctrl+D)"))
        self.copy_rule_button.setText(self.tr("Copy rule"))
        self.copy_rule_button.setToolTip(self.tr("Copy the rule number and text (Ctrl+Shift+C)"))
        self.copy_link_button.setText(self.tr("Copy link"))
        self.copy_link_button.setToolTip(self.tr("Copy a link that opens this rule (paste it into the search box)"))
        self.history_button.setText(self.tr("History"))
        self.history_button.setToolTip(self.tr("This rule in every version the app holds (Ctrl+H)"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


if __name__ == "__main__":

    def _make() -> QWidget:
        corpus = default_corpus()
        ruleset = corpus.rulesets[0]
        # A rule with children and cross-references shows the most.
        record = max(ruleset.records, key=lambda r: (len(r.refs) > 0) + (len(r.children) > 0) + (len(r.text) > 60))
        view = RuleView()
        view.navigate.connect(lambda key: view.show_record(ruleset, ruleset.get(key) or record))
        view.show_record(ruleset, record)
        view.resize(760, 560)
        return view

    raise SystemExit(run_preview(_make))
