"""A ruling to read at the table: question, answer, its cited rules as links, its position as a small board
picture, who proposed and approved it (from the rulings repository), and an Edit button.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from PySide6.QtCore import QCoreApplication, QEvent, QUrl, Signal
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from judge_app.corpus import Corpus
from judge_app.engine import game_layout, get_game
from judge_app.rulings import Ruling, Status
from judge_app.rulings.repo import GitError, GitMissing, NotARepository, ProvenanceEvent, RulingsRepo, who_moved
from judge_app.ui import theme
from judge_app.ui.board.render import board_image
from judge_app.ui.location import Location
from judge_app.ui.rule_html import display_heading
from judge_app.ui.rulings.editor import where_label
from judge_app.ui.rulings.from_board import position_of
from judge_app.ui.rulings.messages import history_line
from judge_app.ui.rulings.model import status_label

THUMB_URL = QUrl("board:thumbnail")
THUMB_WIDTH = 360


def position_thumbnail(ruling: Ruling, english: bool = False) -> QImage | None:
    """The ruling's position as a picture about THUMB_WIDTH wide; None when it has none or it cannot be drawn."""
    try:
        scenario = position_of(ruling)
        if scenario is None:
            return None
        state = get_game(scenario.game).setup(scenario)
        layout = game_layout(scenario.game)
        image = board_image(layout, state, None, None, 1.0, english)
    except Exception:  # an unreadable or invalid position is named by the editor; the view still reads
        return None
    if image.isNull() or image.width() <= 0:
        return None
    return image.scaledToWidth(THUMB_WIDTH) if image.width() > THUMB_WIDTH else image


def provenance(root: Path, ruling: Ruling) -> dict[str, ProvenanceEvent]:
    """Who created, proposed, approved ... the ruling; empty when the folder is no repository or has no git."""
    if ruling.path is None:
        return {}
    try:
        return who_moved(RulingsRepo.open(root).provenance(ruling.path))
    except (GitMissing, NotARepository, GitError, ValueError):
        return {}


def _move_label(what: str) -> str:
    return {
        "created": QCoreApplication.translate("RulingView", "Written by %1 on %2"),
        "proposed": QCoreApplication.translate("RulingView", "Proposed by %1 on %2"),
        "approved": QCoreApplication.translate("RulingView", "Approved by %1 on %2"),
        "superseded": QCoreApplication.translate("RulingView", "Superseded by %1's decision on %2"),
        "draft": QCoreApplication.translate("RulingView", "Sent back to draft by %1 on %2"),
    }.get(what, "%1 %2")


def rule_href(loc: Location) -> str:
    return "rule:" + quote(str(loc), safe="")


def ruling_href(ruling_id: str) -> str:
    return "ruling:" + quote(ruling_id, safe="")


class RulingView(QWidget):
    """The readable ruling; links open the cited rule or the successor, Edit opens the editor."""

    edit_requested = Signal(object)  # Ruling
    rule_requested = Signal(object)  # Location
    ruling_requested = Signal(str)  # a ruling ID (the successor)
    open_position = Signal(object)  # Ruling

    def __init__(self, corpus: Corpus, root: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingView")
        self.corpus = corpus
        self.root = root
        self.ruling: Ruling | None = None
        self.pack: str | None = None  # the imported event pack the ruling comes from: read-only, no Edit
        self.moves: dict[str, ProvenanceEvent] = {}
        self.thumbnail: QImage | None = None
        self.text = QTextBrowser(objectName="rulingViewText")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link)
        self.edit_button = QPushButton(objectName="editRulingButton")
        self.edit_button.clicked.connect(lambda: self.ruling is not None and self.edit_requested.emit(self.ruling))
        self.position_button = QPushButton(objectName="viewOpenPosition")
        self.position_button.clicked.connect(lambda: self.ruling is not None and self.open_position.emit(self.ruling))
        row = QHBoxLayout()
        row.addWidget(self.position_button)
        row.addStretch(1)
        row.addWidget(self.edit_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addLayout(row)
        self.resize(640, 720)
        self.retranslate()

    def show_ruling(self, ruling: Ruling, pack: str | None = None) -> None:
        """Show ``ruling``; ``pack`` names the imported event pack it comes from (read-only, no history)."""
        self.ruling = ruling
        self.pack = pack
        self.edit_button.setVisible(pack is None)
        self.moves = provenance(self.root, ruling) if pack is None else {}
        self.thumbnail = position_thumbnail(ruling)
        self.render()

    def render(self) -> None:
        ruling = self.ruling
        self.position_button.setEnabled(ruling is not None and ruling.scenario is not None)
        if ruling is None:
            self.text.clear()
            return
        esc = html.escape
        accents = theme.accent_colors(theme.current_scheme())
        badge_color = {Status.APPROVED: "", Status.SUPERSEDED: accents["warn"]}.get(ruling.status, accents["muted"])
        style = f' style="color:{badge_color}"' if badge_color else ""
        out = [f"<h2>{esc(ruling.title)}</h2>",
               f"<p><b{style}>[{esc(status_label(ruling.status))}]</b> "
               f"{esc(ruling.game)} {esc(ruling.version)} · {esc(ruling.date.isoformat())} · "
               f"{esc(ruling.source.issuer)} ({esc(where_label(ruling.source.where))})"
               + (f" — {esc(ruling.source.reference)}" if ruling.source.reference else "") + "</p>"]
        if self.pack is not None:
            text = self.tr("From the event pack “%1” (read-only)").replace("%1", self.pack)
            out.append(f"<p><i>{esc(text)}</i></p>")
        if ruling.superseded_by:
            text = self.tr("Superseded by %1").replace("%1", ruling.superseded_by)
            out.append(f'<p><a href="{ruling_href(ruling.superseded_by)}">{esc(text)}</a></p>')
        out.append(f"<h3>{esc(self.tr('Question'))}</h3><p>{_paragraphs(ruling.question)}</p>")
        out.append(f"<h3>{esc(self.tr('Answer'))}</h3><p>{_paragraphs(ruling.answer)}</p>")
        if ruling.cites:
            out.append(f"<h3>{esc(self.tr('Cited rules'))}</h3><ul>")
            for ref in ruling.cites:
                record = self.corpus.resolve(ref)
                name = ref.rule_id if (ref.game, ref.version) == (ruling.game, ruling.version) else str(ref)
                if record is None:
                    missing = self.tr("not in the rules the app holds")
                    out.append(f"<li>{esc(name)} — <i>{esc(missing)}</i></li>")
                    continue
                loc = Location(ref.game, ref.version, record.key)
                words = " ".join(record.text.split())
                words = words if len(words) <= 80 else words[:80] + "…"
                heading = display_heading(record)
                label = " ".join(p for p in (name, heading) if p)
                out.append(f'<li><a href="{rule_href(loc)}">{esc(label)}</a> {esc(words)}</li>')
            out.append("</ul>")
        if self.thumbnail is not None:
            self.text.document().addResource(QTextDocument.ResourceType.ImageResource, THUMB_URL, self.thumbnail)
            out.append(f"<h3>{esc(self.tr('Position'))}</h3>"
                       f'<p><img src="{THUMB_URL.toString()}" width="{self.thumbnail.width()}"></p>')
        if ruling.notes:
            out.append(f"<h3>{esc(self.tr('Notes'))}</h3><p>{_paragraphs(ruling.notes)}</p>")
        if self.moves:
            out.append(f"<h3>{esc(self.tr('Review'))}</h3><ul>")
            for what in ("created", "proposed", "approved", "superseded"):
                event = self.moves.get(what)
                if event is not None:
                    line = _move_label(what).replace("%1", event.author).replace("%2", event.when.date().isoformat())
                    out.append(f"<li>{esc(line)}</li>")
            out.append("</ul>")
        if ruling.history:
            out.append(f"<h3>{esc(self.tr('History'))}</h3><ul>")
            out.extend(f"<li>{esc(history_line(h))}</li>" for h in ruling.history)
            out.append("</ul>")
        self.text.setHtml("\n".join(out))
        self.setWindowTitle(self.tr("Ruling %1").replace("%1", ruling.id))

    def _link(self, url: QUrl) -> None:
        href = url.toString()
        scheme, _, rest = href.partition(":")
        if scheme == "rule":
            loc = Location.parse(unquote(rest))
            if loc is not None:
                self.rule_requested.emit(loc)
        elif scheme == "ruling":
            self.ruling_requested.emit(unquote(rest))

    def links(self) -> list[str]:
        """Every link in the view, in order (for tests and accessibility checks)."""
        out: list[str] = []
        block = self.text.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fmt = it.fragment().charFormat()
                if fmt.isAnchor() and (not out or out[-1] != fmt.anchorHref()):
                    out.append(fmt.anchorHref())
                it += 1
            block = block.next()
        return out

    def retranslate(self) -> None:
        self.edit_button.setText(self.tr("Edit"))
        self.position_button.setText(self.tr("Open the position on the board"))
        self.render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _paragraphs(text: str) -> str:
    return "<br>".join(html.escape(line) for line in text.strip().splitlines())


__all__: list[Any] = ["RulingView", "position_thumbnail", "provenance"]
