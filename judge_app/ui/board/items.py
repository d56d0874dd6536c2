"""The drawn pieces of a board: one item per card and per zone, painted directly for speed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from judge_app.ui.board.faces import NEUTRAL, CardFace, colour_of
from judge_app.ui.board.geometry import CARD_H, CARD_W, LABEL_H, ZoneSpot
from judge_app.ui.theme import current_scheme

ID_ROLE = 0  # QGraphicsItem.data key holding the card id
HIGHLIGHT = QColor("#ff8c00")
SELECTED = QColor("#1e6fe8")


def _fonts() -> tuple[QFont, QFont, QFont]:
    base = QFont()
    name = QFont(base)
    name.setPixelSize(11)
    name.setBold(True)
    small = QFont(base)
    small.setPixelSize(9)
    big = QFont(base)
    big.setPixelSize(12)
    big.setBold(True)
    return name, small, big


class CardItem(QGraphicsObject):
    """A card, readable at a glance: cost, name, type, keywords, power, damage, counters; dull turns it 90°."""

    _font_cache: tuple[QFont, QFont, QFont] | None = None

    def __init__(self, face: CardFace, highlighted: bool = False, movable: bool = False) -> None:
        super().__init__()
        self.face = face
        self.highlighted = highlighted
        self.setData(ID_ROLE, face.id)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, not face.stack_object)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, movable and not face.stack_object)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        if face.dull:
            self.setRotation(90)
        self.setToolTip(face.tooltip)
        self.setZValue(1)

    @property
    def card_id(self) -> str:
        return self.face.id

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, CARD_W + 6, CARD_H + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if CardItem._font_cache is None:
            CardItem._font_cache = _fonts()
        name_font, small, big = CardItem._font_cache
        face = self.face
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
        if not face.face_up:
            self._paint_back(painter, rect, small)
        elif face.stack_object:
            painter.setPen(QPen(QColor("#555"), 1))
            painter.setBrush(QColor("#fff7d6"))
            painter.drawRoundedRect(rect.adjusted(6, 18, -6, -18), 5, 5)
            painter.setFont(small)
            painter.setPen(QColor("#222"))
            painter.drawText(rect.adjusted(8, 20, -8, -20), Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter,
                             face.name)
        else:
            self._paint_front(painter, rect, name_font, small, big)
        if self.isSelected():
            painter.setPen(QPen(SELECTED, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)

    def _paint_back(self, painter: QPainter, rect: QRectF, small: QFont) -> None:
        painter.setPen(QPen(QColor("#1b2440"), 1.2))
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#33437a"))
        grad.setColorAt(1, QColor("#1b2440"))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 5, 5)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawEllipse(rect.center(), CARD_W * 0.28, CARD_H * 0.2)
        painter.setFont(small)
        painter.setPen(QColor(255, 255, 255, 170))  # the judge sees what the players cannot
        painter.drawText(rect.adjusted(3, 0, -3, -3), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter
                         | Qt.TextFlag.TextWordWrap, self.face.name)

    def _paint_front(self, painter: QPainter, rect: QRectF, name_font: QFont, small: QFont, big: QFont) -> None:
        face = self.face
        colours = [colour_of(c) for c in face.colours] or [NEUTRAL]
        grad = QLinearGradient(rect.topLeft(), rect.topRight())
        for i, c in enumerate(colours):
            grad.setColorAt(i / max(1, len(colours) - 1) if len(colours) > 1 else 0, QColor(c))
            if len(colours) == 1:
                grad.setColorAt(1, QColor(c))
        painter.setPen(QPen(QColor("#222"), 1.2))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 5, 5)
        inner = rect.adjusted(4, 16, -4, -16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(inner, 3, 3)
        # cost, top left
        if face.cost is not None:
            painter.setBrush(QColor("#fdfdfd"))
            painter.setPen(QPen(QColor("#222"), 1))
            painter.drawEllipse(QPointF(9, 9), 8, 8)
            painter.setFont(big)
            painter.drawText(QRectF(1, 1, 16, 16), Qt.AlignmentFlag.AlignCenter, str(face.cost))
        # type, top right
        if face.card_type:
            painter.setFont(small)
            painter.setPen(QColor("#111") if QColor(colours[0]).lightness() > 140 else QColor("#fff"))
            left = 19 if face.cost is not None else 3  # clear of the cost circle; a long type name is elided
            room = QRectF(left, 2, CARD_W - left - 3, 12)
            shown = QFontMetricsF(small).elidedText(face.card_type, Qt.TextElideMode.ElideRight, room.width())
            painter.drawText(room, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown)
        # name, centre
        painter.setPen(QColor("#111"))
        painter.setFont(name_font)
        fm = QFontMetricsF(name_font)
        text_rect = inner.adjusted(2, 2, -2, -2)
        name = face.name
        if fm.horizontalAdvance(name) > text_rect.width() * 3:
            name = fm.elidedText(name, Qt.TextElideMode.ElideRight, text_rect.width() * 3 - 4)
        painter.drawText(text_rect,
                         Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, name)
        if face.keywords:
            painter.setFont(small)
            painter.setPen(QColor("#7a2e00"))
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter
                             | Qt.TextFlag.TextWordWrap, " ".join(face.keywords))
        # power, bottom
        if face.power is not None:
            painter.setFont(big)
            changed = face.printed_power is not None and face.power != face.printed_power
            light = QColor(colours[-1]).lightness() > 140
            painter.setPen(QColor("#b00020") if changed else (QColor("#111") if light else QColor("#fff")))
            painter.drawText(QRectF(2, CARD_H - 15, CARD_W - 4, 14), Qt.AlignmentFlag.AlignCenter, str(face.power))
        # damage, a red badge
        if face.damage:
            painter.setBrush(QColor("#c62828"))
            painter.setPen(QPen(QColor("#fff"), 1))
            badge = QRectF(CARD_W - 30, CARD_H - 34, 30, 16)
            painter.drawRoundedRect(badge, 7, 7)
            painter.setFont(small)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"-{face.damage}")
        # counters
        x = 2.0
        for name_, n in face.counters.items():
            painter.setBrush(QColor("#2e7d32"))
            painter.setPen(QPen(QColor("#fff"), 1))
            label = f"{name_[:4]}{n}"
            w = QFontMetricsF(small).horizontalAdvance(label) + 8
            badge = QRectF(x, CARD_H - 34, w, 14)
            painter.drawRoundedRect(badge, 6, 6)
            painter.setFont(small)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)
            x += w + 2


class ZoneItem(QGraphicsItem):
    """A zone's outline and its label: name, owner, card count; the drop target for cards."""

    def __init__(self, spot: ZoneSpot, label: str, count: int, turn_seat: bool) -> None:
        super().__init__()
        self.spot = spot
        self.label = label
        self.count = count
        self.turn_seat = turn_seat
        self.setPos(spot.x, spot.y)
        self.setZValue(0)
        self.drop_hint = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.spot.w, self.spot.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        fill = QColor(30, 110, 60, 34) if self.spot.player is None else QColor(0, 0, 0, 16)
        if self.drop_hint:
            fill = QColor(30, 111, 232, 50)
        painter.setBrush(fill)
        pen = QPen(QColor(0, 0, 0, 70), 1)
        pen.setStyle(Qt.PenStyle.DashLine if self.spot.hidden else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 6, 6)
        size, wrap = self.label_fit()
        font = QFont()
        font.setPixelSize(size)
        painter.setFont(font)
        painter.setPen(QColor(40, 40, 40) if current_scheme() == "light" else QColor(225, 228, 232))
        box = QRectF(5, 1, rect.width() - 10 - self._count_width(size), LABEL_H - 1)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(box, flags | (Qt.TextFlag.TextWrapAnywhere if wrap else 0), self.shown_label())
        if self.count:
            painter.drawText(QRectF(5, 1, rect.width() - 10, LABEL_H - 2),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.count))

    def _count_width(self, size: int) -> float:
        if not self.count:
            return 0.0
        font = QFont()
        font.setPixelSize(size)
        return QFontMetricsF(font).horizontalAdvance(f" {self.count}") + 2

    def _fit(self, text: str) -> tuple[int, bool] | None:
        """The largest font (10 px down to 7) at which ``text`` fits the label's room, on one line or two."""
        for size in (10, 9, 8, 7):
            font = QFont()
            font.setPixelSize(size)
            fm = QFontMetricsF(font)
            room = self.spot.w - 10 - self._count_width(size)
            width = fm.horizontalAdvance(text)
            if width <= room:
                return size, False
            if width <= room * 2 - size and 2 * fm.height() <= LABEL_H + 1:
                return size, True
        return None

    def shown_label(self) -> str:
        """The label as drawn: whole, or without its seat (``A · ``; the seat line shows it) when only that fits."""
        if self._fit(self.label) is not None:
            return self.label
        _seat, dot, rest = self.label.partition(" · ")
        return rest if dot and self._fit(rest) is not None else self.label

    def label_fit(self) -> tuple[int, bool]:
        return self._fit(self.shown_label()) or (7, True)

    def label_fits(self) -> bool:
        """Whether the label's words are drawn whole (never cut): the test of every game's table in both languages."""
        return self._fit(self.shown_label()) is not None
