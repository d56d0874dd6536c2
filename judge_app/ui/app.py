"""Start the desktop app: the window is on screen before the rules or the index are loaded."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from judge_app.ui import fonts, theme
from judge_app.ui.i18n import Translations
from judge_app.ui.main_window import Loader, MainWindow, default_loader
from judge_app.ui.settings import APPLICATION, ORGANIZATION, UiSettings


def build_app(argv: list[str], store: QSettings | None = None, loader: Loader = default_loader,
              qm_dir: Path | None = None) -> tuple[QApplication, MainWindow]:
    """Create the application and its window, shown, with loading scheduled right after."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "judge-app", *argv])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Judge App")
    settings = UiSettings(store)
    translations = Translations(qm_dir)
    translations.set_language(settings.language)
    theme.apply(app, settings.theme)
    base = fonts.ui_font(app.font())
    app.setFont(base)
    window = MainWindow(settings, translations, loader=loader, base_font=base)
    window.show()
    # Load after the first paint, so the window never waits on the rules or the index.
    QTimer.singleShot(0, window.start)
    return app, window


def run_app(argv: list[str]) -> int:
    app, window = build_app(argv)
    code = app.exec()
    del window
    return code
