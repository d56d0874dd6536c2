"""The result list: a badge for the document, the rule ID, its heading, and the matched words lit up.

Run ``python -m judge_app.ui.results`` to see it alone with sample hits.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QColor, QFont, QFontMetrics, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from judge_app.corpus import Flag, default_corpus
from judge_app.search.types import Hit
from judge_app.ui import theme
from judge_app.ui.flags import flag_label
from judge_app.ui.preview import run_preview

HIT_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex


def marked_snippet(hit: Hit, mark_bg: str) -> str:
    """The snippet as HTML with its highlight spans wrapped, the rest escaped."""
    text = hit.snippet or hit.text[:120]
    spans = hit.snippet_highlights if hit.snippet else ()
    out: list[str] = []
    pos = 0
    for start, end in sorted(spans):
        if start < pos or end > len(text):
            continue
        out.append(html.escape(text[pos:start]))
        out.append(f'<span style="background-color:{mark_bg}; font-weight:600">{html.escape(text[start:end])}</span>')
        pos = end
    out.append(html.escape(text[pos:]))
    return " ".join("".join(out).split())


def matched_words(hit: Hit) -> tuple[str, ...]:
    """The words the search matched in a hit's text (its analyser's, readings and synonyms included), to light
    up in the opened rule. None for a rule found by its number: the number is its title, not its words."""
    if hit.exact:
        return ()
    found = [hit.text[s:e] for s, e in hit.highlights if 0 <= s < e <= len(hit.text)]
    found += [hit.snippet[s:e] for s, e in hit.snippet_highlights if 0 <= s < e <= len(hit.snippet)]
    # A lone digit or letter would light up half the page.
    return tuple(dict.fromkeys(w for w in (x.strip() for x in found) if len(w) > 1 or not w.isascii()))


class ResultsModel(QAbstractListModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.hits: list[Hit] = []
        self.query = ""
        self.total = 0  # how many records matched, the ones past the list's limit too

    def set_hits(self, query: str, hits: list[Hit]) -> None:
        """``hits`` may be a SearchResult: its ``total`` is kept (a plain list counts itself)."""
        self.beginResetModel()
        self.query = query
        self.hits = list(hits)
        self.total = max(len(self.hits), int(getattr(hits, "total", len(self.hits))))
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.hits):
            return None
        hit = self.hits[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{hit.rule_id} {hit.heading}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return hit.text[:400]
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{hit.game} {hit.version} {hit.rule_id} {hit.heading} {hit.snippet}"
        if role == HIT_ROLE:
            return hit
        return None


class ResultDelegate(QStyledItemDelegate):
    """Two lines per hit; rich text only for the snippet, where highlights need it."""

    PAD = 6

    def badge(self, hit: Hit) -> tuple[str, QColor]:
        """The badge's words and colour: the document, in its game's colour (a subclass marks other kinds).

        A rule of another way to play says so on its badge: a judge scanning the list must not take the
        co-op raid's or solo play's rule for the ordinary game's.
        """
        words = f"{hit.game} {hit.version}"
        if hit.variant:
            words += f" · {flag_label(Flag.VARIANT)}"
        return words, theme.badge_color(hit.game)

    def _lines(self, option: QStyleOptionViewItem) -> tuple[QFontMetrics, int]:
        fm = QFontMetrics(option.font)
        return fm, fm.height()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        _, line = self._lines(option)
        return QSize(200, 2 * line + 3 * self.PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        hit: Hit | None = index.data(HIT_ROLE)
        if hit is None:
            return super().paint(painter, option, index)
        painter.save()
        style = option.widget.style() if option.widget else None
        if style is not None:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        pal = option.palette
        fg = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        accents = theme.accent_colors(theme.current_scheme())
        fm, line = self._lines(option)
        rect = option.rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)

        # Badge: game and version, in the game's colour.
        badge_text, badge_fill = self.badge(hit)
        small = QFont(option.font)
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        sfm = QFontMetrics(small)
        bw = sfm.horizontalAdvance(badge_text) + 10
        badge = QRectF(rect.left(), rect.top() + (line - sfm.height() - 2) / 2, bw, sfm.height() + 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(badge_fill)
        painter.drawRoundedRect(badge, 4, 4)
        painter.setFont(small)
        painter.setPen(QColor(accents["badge_fg"]))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, badge_text)

        # Rule ID (bold) and heading on the first line.
        x = int(badge.right()) + 8
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(fg)
        bfm = QFontMetrics(bold)
        rule_id = hit.rule_id
        painter.drawText(x, rect.top(), rect.right() - x, line, Qt.AlignmentFlag.AlignVCenter, rule_id)
        x += bfm.horizontalAdvance(rule_id) + 10
        painter.setFont(option.font)
        shown = "" if hit.heading in rule_id else hit.heading  # a glossary ID already names its term
        heading = fm.elidedText(shown, Qt.TextElideMode.ElideRight, max(0, rect.right() - x))
        painter.drawText(x, rect.top(), rect.right() - x, line, Qt.AlignmentFlag.AlignVCenter, heading)

        # Snippet on the second line, highlights from the search engine.
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setDocumentMargin(0)
        color = fg.name()
        mark = accents["mark_bg"] if not selected else pal.color(QPalette.ColorRole.Highlight).darker(130).name()
        doc.setHtml(f'<div style="color:{color}; white-space:pre">{marked_snippet(hit, mark)}</div>')
        doc.setTextWidth(-1)
        painter.translate(rect.left(), rect.top() + line + self.PAD)
        painter.setClipRect(QRectF(0, 0, rect.width(), line + 2))
        ctx = QAbstractTextDocumentLayout.PaintContext()
        doc.documentLayout().draw(painter, ctx)
        painter.restore()
        return None


class ResultsView(QListView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results = ResultsModel(self)
        self.setModel(self.results)
        self.setItemDelegate(ResultDelegate(self))
        self.setUniformItemSizes(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QListView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setObjectName("results")

    def current_hit(self) -> Hit | None:
        index = self.currentIndex()
        if not index.isValid():
            return None
        return index.data(HIT_ROLE)

    def move(self, step: int) -> None:
        rows = self.results.rowCount()
        if not rows:
            return
        row = self.currentIndex().row() if self.currentIndex().isValid() else -1
        row = max(0, min(rows - 1, row + step))
        self.setCurrentIndex(self.results.index(row))

    def show_hits(self, query: str, hits: list[Hit]) -> None:
        self.results.set_hits(query, hits)
        if hits:
            self.setCurrentIndex(self.results.index(0))
        self.scrollToTop()


def _sample_hits() -> list[Hit]:

    out: list[Hit] = []
    for rs in default_corpus().rulesets:
        for rec in rs.records[5:11]:
            text = rec.text or rec.title
            word = text[2:6]
            out.append(Hit(game=rs.game, version=rs.version, key=rec.key, rule_id=rec.rule_id, kind=str(rec.kind),
                           heading=rec.heading, text=text, score=1.0, snippet=text[:80],
                           snippet_highlights=((2, 6),) if word else ()))
    return out


if __name__ == "__main__":

    def _make() -> QWidget:
        view = ResultsView()
        view.show_hits("sample", _sample_hits())
        view.resize(640, 480)
        return view

    raise SystemExit(run_preview(_make))
