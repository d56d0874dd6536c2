"""Run one big widget alone, with sample data, the way the app would style it (for development).

Every big widget module ends with ``if __name__ == "__main__": run_preview(make)``;
pass ``--en`` for English, ``--dark`` or ``--light`` to force a theme.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QWidget

from judge_app.ui import fonts, theme
from judge_app.ui.i18n import Translations


def run_preview(make: Callable[[], QWidget], argv: list[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    Translations().set_language("en" if "--en" in args else "ja")
    theme.apply(app, "dark" if "--dark" in args else "light" if "--light" in args else "system")
    app.setFont(fonts.ui_font(app.font()))
    widget = make()
    widget.show()
    return app.exec()
