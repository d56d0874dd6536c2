"""Light and dark palettes; 'system' follows the platform's colour scheme and its changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


def system_is_dark() -> bool:
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def resolve(theme: str) -> str:
    if theme in ("light", "dark"):
        return theme
    return "dark" if system_is_dark() else "light"


def palette_for(scheme: str) -> QPalette:
    p = QPalette()
    if scheme == "dark":
        colors = {
            QPalette.ColorRole.Window: "#202124",
            QPalette.ColorRole.WindowText: "#e8eaed",
            QPalette.ColorRole.Base: "#17181a",
            QPalette.ColorRole.AlternateBase: "#26282b",
            QPalette.ColorRole.Text: "#e8eaed",
            QPalette.ColorRole.Button: "#2d2f33",
            QPalette.ColorRole.ButtonText: "#e8eaed",
            QPalette.ColorRole.Highlight: "#3d6fb6",
            QPalette.ColorRole.HighlightedText: "#ffffff",
            QPalette.ColorRole.Link: "#8ab4f8",
            QPalette.ColorRole.LinkVisited: "#c58af9",
            QPalette.ColorRole.ToolTipBase: "#303134",
            QPalette.ColorRole.ToolTipText: "#e8eaed",
            QPalette.ColorRole.PlaceholderText: "#9aa0a6",
            QPalette.ColorRole.Mid: "#5f6368",
            QPalette.ColorRole.Midlight: "#3c4043",
            QPalette.ColorRole.Dark: "#111214",
            QPalette.ColorRole.Light: "#4a4d52",
        }
    else:
        colors = {
            QPalette.ColorRole.Window: "#f3f3f1",
            QPalette.ColorRole.WindowText: "#1f1f1f",
            QPalette.ColorRole.Base: "#ffffff",
            QPalette.ColorRole.AlternateBase: "#f6f6f4",
            QPalette.ColorRole.Text: "#1f1f1f",
            QPalette.ColorRole.Button: "#e9e9e6",
            QPalette.ColorRole.ButtonText: "#1f1f1f",
            QPalette.ColorRole.Highlight: "#2f6fd0",
            QPalette.ColorRole.HighlightedText: "#ffffff",
            QPalette.ColorRole.Link: "#1a56b8",
            QPalette.ColorRole.LinkVisited: "#6b3fb3",
            QPalette.ColorRole.ToolTipBase: "#fffbe6",
            QPalette.ColorRole.ToolTipText: "#1f1f1f",
            QPalette.ColorRole.PlaceholderText: "#80868b",
            QPalette.ColorRole.Mid: "#b9b9b4",
            QPalette.ColorRole.Midlight: "#dcdcd8",
            QPalette.ColorRole.Dark: "#8a8a86",
            QPalette.ColorRole.Light: "#ffffff",
        }
    for role, color in colors.items():
        p.setColor(role, QColor(color))
    disabled = QColor("#7f7f7f")
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return p


def accent_colors(scheme: str) -> dict[str, str]:
    """Colours the rule view and result list paint with, beyond the palette roles."""
    if scheme == "dark":
        return {"term_fg": "#f3d98b", "term_line": "#c9a94a", "mark_bg": "#5c4a12", "warn": "#f28b82",
                "muted": "#9aa0a6", "badge_fg": "#ffffff"}
    return {"term_fg": "#6b4f00", "term_line": "#b8860b", "mark_bg": "#ffe48a", "warn": "#b3261e",
            "muted": "#5f6368", "badge_fg": "#ffffff"}


def apply(app: QApplication, theme: str) -> str:
    """Apply ``theme`` ('system', 'light' or 'dark') and return the scheme in effect."""
    scheme = resolve(theme)
    app.setStyle("Fusion")
    app.setPalette(palette_for(scheme))
    app.setProperty("judge_scheme", scheme)
    return scheme


def current_scheme() -> str:
    app = QApplication.instance()
    value = app.property("judge_scheme") if app is not None else None
    return value if value in ("light", "dark") else "light"


def badge_color(game: str) -> QColor:
    """A stable colour per game, so a judge can tell documents apart at a glance."""
    hue = sum(ord(c) * 31 ** i for i, c in enumerate(game)) % 360
    return QColor.fromHsl(hue, 120, 95)
