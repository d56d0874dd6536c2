"""The table as a QGraphicsScene: zones from the game's layout, cards from a game state.

The scene never edits anything itself. A drag ends in ``cards_dropped`` (which
cards, which zone, at which position) and a right click in ``card_menu``; the
editor turns those into undoable commands and redraws.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QLineF, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from judge_app.engine.kernel.state import GameState
from judge_app.ui.board.faces import CardFace
from judge_app.ui.board.geometry import CARD_H, CARD_W, LABEL_H, TableGeometry, ZoneSpot, table_geometry
from judge_app.ui.board.items import CardItem, ZoneItem
from judge_app.ui.board.words import name as word_name
from judge_app.ui.theme import current_scheme

SCRIPT_COLOUR = QColor("#6a1b9a")
TABLE = {"light": QColor("#e9efe6"), "dark": QColor("#2b332d")}
INK = {"light": QColor("#1b1b1b"), "dark": QColor("#e8eaed")}

HEADER_H = 26.0
DRAG_DISTANCE = 6.0


def _card_width(face: CardFace) -> float:
    return CARD_H if face.dull else CARD_W


def fan(spot: ZoneSpot, faces: list[CardFace], top: float) -> list[tuple[float, float]]:
    """Left edges (of what is seen: a dull card is wider) and tops for a zone's cards, top card first,
    squeezed to fit the zone."""
    if not faces:
        return []
    room_h = spot.h - LABEL_H
    vertical = spot.h > spot.w * 1.4
    widths = [_card_width(f) for f in faces]
    if vertical:
        step = max(0.0, min(CARD_H * 0.34, (room_h - CARD_H) / max(1, len(faces) - 1))) if len(faces) > 1 else 0
        return [(spot.x + (spot.w - w) / 2, top + LABEL_H + i * step) for i, w in enumerate(widths)]
    natural = sum(widths) + 4 * (len(faces) - 1)
    y = top + LABEL_H + max(0.0, (room_h - CARD_H) / 2)
    if natural <= spot.w - 4:
        xs, x = [], spot.x + 2
        for w in widths:
            xs.append(x)
            x += w + 4
        return [(x, y) for x in xs]
    step = (spot.w - 4 - widths[-1]) / max(1, len(faces) - 1)
    return [(spot.x + 2 + i * step, y) for i in range(len(faces))]


class BoardScene(QGraphicsScene):
    cards_dropped = Signal(list, str, int)  # card ids, zone key, index in that zone
    card_menu = Signal(str, QPoint)  # card id, screen position
    card_activated = Signal(str)

    def __init__(self, layout: dict[str, Any], players: list[str], parent: Any = None) -> None:
        super().__init__(parent)
        self.layout = layout
        self.geometry: TableGeometry = table_geometry(layout, players)
        self.players = list(players)
        self.editable = True
        self.english = False
        self.cards: dict[str, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.faces: dict[str, list[CardFace]] = {}
        self._press: QPointF | None = None
        self._hint: ZoneItem | None = None
        self.header = QGraphicsSimpleTextItem()
        self.setBackgroundBrush(QColor("#e9efe6"))

    # ----- drawing -------------------------------------------------------------------------------
    def set_players(self, players: list[str]) -> None:
        if players != self.players:
            self.players = list(players)
            self.geometry = table_geometry(self.layout, players)

    def show_state(self, state: GameState, faces: dict[str, list[CardFace]], highlighted: set[str] | None = None,
                   selected: set[str] | None = None) -> None:
        """Redraw everything for ``state``; keeps the selection by card id."""
        highlighted = highlighted or set()
        keep = set(selected) if selected is not None else self.selected_ids()
        self.set_players(list(state.order))
        self.blockSignals(True)
        try:  # a drawing that fails half way (a face the table cannot place) still gives the signals back
            self.clear()
            self.setBackgroundBrush(TABLE[current_scheme()])  # the table follows the theme (redrawn on a switch)
            self.cards = {}
            self.zones = {}
            self.faces = faces
            self._hint = None
            offset = HEADER_H
            for spot in self.geometry.spots:
                items = faces.get(spot.key, [])
                # a pile (a column, or a hidden deck) shows its top card whole; a row of cards shows each left edge
                pile = spot.h > spot.w * 1.4 or (spot.hidden and spot.ordered)
                label = (spot.name_en if self.english else spot.name_ja)
                if spot.player is not None:
                    label = f"{spot.player} · {label}"
                zone = ZoneItem(spot, label, len(items), spot.player == state.turn_player)
                zone.moveBy(0, offset)
                self.addItem(zone)
                self.zones[spot.key] = zone
                for i, (face, (x, y)) in enumerate(zip(items, fan(spot, items, spot.y + offset), strict=True)):
                    item = CardItem(face, face.id in highlighted, self.editable)
                    item.setZValue(1 + ((len(items) - i) if pile else i) / 1000)
                    if face.dull:  # rotated about its centre: keep the visual box where the fan put it
                        item.setPos(x + (CARD_H - CARD_W) / 2, y)
                    else:
                        item.setPos(x, y)
                    self.addItem(item)
                    if face.id in keep:
                        item.setSelected(True)
                    if not face.stack_object:
                        self.cards[face.id] = item
            self._draw_header(state)
            self._draw_seats(state, offset)
            self.setSceneRect(QRectF(-4, 0, self.geometry.width + 8, self.geometry.height + offset + 4))
        finally:
            self.blockSignals(False)
        self.selectionChanged.emit()

    def _phase_name(self, phase: str) -> str:
        for p in self.layout.get("phases", []):
            if p["id"] == phase:
                return str(p["name_en"] if self.english else p["name_ja"])
        return phase

    def header_text(self, state: GameState) -> str:
        text = self.tr("Turn %1 · %2's turn · %3").replace("%1", str(state.turn)).replace(
            "%2", state.turn_player).replace("%3", self._phase_name(state.phase))
        if state.step:
            text += f" ({word_name(state.game, state.step, self.english)})"
        if state.priority:
            text += " · " + self.tr("priority: %1").replace("%1", state.priority)
        if state.result:
            winner = state.result.get("winner")
            text += " · " + (self.tr("game over: %1 wins").replace("%1", str(winner)) if winner
                             else self.tr("game over"))
        return text

    def _draw_header(self, state: GameState) -> None:
        self.header = QGraphicsSimpleTextItem(self.header_text(state))
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        self.header.setFont(font)
        self.header.setBrush(INK[current_scheme()])
        self.header.setPos(6, 4)
        self.addItem(self.header)

    def _draw_seats(self, state: GameState, offset: float) -> None:
        """A coloured line under the seat whose turn it is."""
        spots = [s for s in self.geometry.spots if s.player == state.turn_player]
        if not spots:
            return
        top = min(s.y for s in spots) + offset
        bottom = max(s.y + s.h for s in spots) + offset
        line = self.addRect(QRectF(-3, top, 3, bottom - top), QPen(Qt.PenStyle.NoPen), QColor("#ff8c00"))
        line.setZValue(-1)

    def show_script(self, marks: dict[str, list[int]], arrows: list[tuple[str, str]]) -> None:
        """The scripted actions on the table: a numbered marker on each card that acts, an arrow from an
        attacker to the card that answers it."""
        self.script_items: list[Any] = []
        for cid, numbers in marks.items():
            card = self.cards.get(cid)
            if card is None:
                continue
            r = card.sceneBoundingRect()
            label = ",".join(str(n) for n in numbers)
            w = 12.0 + 7.0 * len(label)
            disc = self.addEllipse(QRectF(r.right() - w + 4, r.top() - 6, w, 18), QPen(QColor("#fff"), 1.5),
                                   QBrush(SCRIPT_COLOUR))
            disc.setZValue(5)
            text = QGraphicsSimpleTextItem(label)
            font = QFont()
            font.setPixelSize(11)
            font.setBold(True)
            text.setFont(font)
            text.setBrush(QColor("#fff"))
            tb = text.boundingRect()
            text.setPos(disc.rect().center().x() - tb.width() / 2, disc.rect().center().y() - tb.height() / 2)
            text.setZValue(6)
            self.addItem(text)
            self.script_items += [disc, text]
        for a, b in arrows:
            if a in self.cards and b in self.cards and a != b:
                self.script_items += self._arrow(self.cards[a].sceneBoundingRect().center(),
                                                 self.cards[b].sceneBoundingRect().center())

    def _arrow(self, start: QPointF, end: QPointF) -> list[Any]:
        line = QLineF(start, end)
        pen = QPen(SCRIPT_COLOUR, 3)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        shaft = self.addLine(line, pen)
        shaft.setZValue(4)
        angle = math.atan2(-line.dy(), line.dx())
        size = 14.0
        tip = end
        left = tip - QPointF(math.cos(angle - math.pi / 7) * size, -math.sin(angle - math.pi / 7) * size)
        right = tip - QPointF(math.cos(angle + math.pi / 7) * size, -math.sin(angle + math.pi / 7) * size)
        head = self.addPolygon(QPolygonF([tip, left, right]), QPen(SCRIPT_COLOUR), QBrush(SCRIPT_COLOUR))
        head.setZValue(4)
        return [shaft, head]

    # ----- reading -------------------------------------------------------------------------------
    def selected_ids(self) -> set[str]:
        return {i.card_id for i in self.selectedItems() if isinstance(i, CardItem)}

    def select(self, ids: set[str]) -> None:
        for cid, item in self.cards.items():
            item.setSelected(cid in ids)

    def zone_at(self, pos: QPointF) -> ZoneItem | None:
        for zone in self.zones.values():
            if zone.sceneBoundingRect().contains(pos):
                return zone
        return None

    def index_at(self, zone: ZoneItem, pos: QPointF, moving: set[str]) -> int:
        """Where a drop at ``pos`` lands in ``zone``'s order, not counting the cards being moved."""
        others = [f for f in self.faces.get(zone.spot.key, []) if f.id not in moving and not f.stack_object]
        vertical = zone.spot.h > zone.spot.w * 1.4
        n = 0
        for f in others:
            item = self.cards.get(f.id)
            if item is None:
                continue
            c = item.sceneBoundingRect().center()
            if (c.y() < pos.y()) if vertical else (c.x() < pos.x()):
                n += 1
        return n

    # ----- gestures ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos() if event.button() == Qt.MouseButton.LeftButton else None
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self._press is not None and self.editable:
            zone = self.zone_at(event.scenePos())
            if zone is not self._hint:
                for z in (self._hint, zone):
                    if z is not None:
                        z.drop_hint = z is zone
                        z.update()
                self._hint = zone

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        if self._hint is not None:
            self._hint.drop_hint = False
            self._hint.update()
            self._hint = None
        if press is None or not self.editable:
            return
        pos = event.scenePos()
        if (pos - press).manhattanLength() < DRAG_DISTANCE:
            return
        moving = self.selected_ids()
        grabbed = self.itemAt(press, QTransform())
        if isinstance(grabbed, CardItem) and grabbed.card_id not in moving:
            moving = {grabbed.card_id}
        if not moving:
            return
        self.drop(moving, pos)

    def drop(self, ids: set[str], pos: QPointF) -> None:
        """Cards let go at ``pos``: ask for the move, in their current order; snap back if nowhere."""
        zone = self.zone_at(pos)
        if zone is None:
            self._snap_back()
            return
        order = [f.id for key in self.faces for f in self.faces[key] if f.id in ids]
        self.cards_dropped.emit(order, zone.spot.key, self.index_at(zone, pos, ids))

    def _snap_back(self) -> None:
        for key, faces in self.faces.items():
            spot = self.zones[key].spot if key in self.zones else None
            if spot is None:
                continue
            for face, (x, y) in zip(faces, fan(spot, faces, spot.y + HEADER_H), strict=True):
                item = self.cards.get(face.id)
                if item is not None:
                    item.setPos(x + ((CARD_H - CARD_W) / 2 if face.dull else 0), y)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        item = self.itemAt(event.scenePos(), QTransform())
        if isinstance(item, CardItem) and not item.face.stack_object:
            if not item.isSelected():
                self.clearSelection()
                item.setSelected(True)
            self.card_menu.emit(item.card_id, event.screenPos())
            event.accept()
            return
        super().contextMenuEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.itemAt(event.scenePos(), QTransform())
        if isinstance(item, CardItem) and not item.face.stack_object:
            self.card_activated.emit(item.card_id)
            return
        super().mouseDoubleClickEvent(event)
