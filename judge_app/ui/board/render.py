"""A board position as a picture, off any window: for reports and benchmarks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from judge_app.engine.kernel.state import GameState
from judge_app.ui.board.faces import card_faces
from judge_app.ui.board.scene import BoardScene


def board_image(layout: dict[str, Any], state: GameState, current: Any = None, highlighted: set[str] | None = None,
                scale: float = 1.5, english: bool = False, texts: dict[str, str] | None = None,
                face_down: set[str] | None = None, unnamed: set[str] | None = None) -> QImage:
    scene = BoardScene(layout, list(state.order))
    scene.english = english
    scene.editable = False
    scene.show_state(state, card_faces(state, layout, current, english, texts, face_down, unnamed),
                     highlighted, set())
    rect = scene.sceneRect()
    image = QImage(int(rect.width() * scale), int(rect.height() * scale), QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(image.rect()), rect, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image
