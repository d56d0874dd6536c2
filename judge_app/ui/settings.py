"""Everything the browser remembers between sessions, over one QSettings.

The QSettings object is passed in, so tests and benchmarks can point it at a
temporary ini file and never touch a judge's real settings.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from judge_app.ui.location import Location

ORGANIZATION = "judge-app"
APPLICATION = "judge-app"

LANGUAGES = ("ja", "en")
THEMES = ("system", "light", "dark")
ZOOM_MIN, ZOOM_MAX = -6, 12


def default_qsettings() -> QSettings:
    return QSettings(ORGANIZATION, APPLICATION)


class UiSettings:
    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else default_qsettings()

    def _str(self, key: str, default: str) -> str:
        value = self.store.value(key, default)
        return value if isinstance(value, str) else default

    @property
    def language(self) -> str:
        value = self._str("ui/language", "ja")
        return value if value in LANGUAGES else "ja"

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("ui/language", value)

    @property
    def theme(self) -> str:
        value = self._str("ui/theme", "system")
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self.store.setValue("ui/theme", value)

    @property
    def zoom(self) -> int:
        try:
            value = int(self.store.value("ui/zoom", 0))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return 0
        return max(ZOOM_MIN, min(ZOOM_MAX, value))

    @zoom.setter
    def zoom(self, value: int) -> None:
        self.store.setValue("ui/zoom", max(ZOOM_MIN, min(ZOOM_MAX, value)))

    @property
    def document(self) -> str:
        """The document filter, as ``game@version``, or '' for all documents."""
        return self._str("browser/document", "")

    @document.setter
    def document(self, value: str) -> None:
        self.store.setValue("browser/document", value)

    @property
    def bookmarks(self) -> list[Location]:
        raw = self.store.value("browser/bookmarks", [])
        if isinstance(raw, str):  # QSettings gives a lone string for a one-item list
            raw = [raw]
        out: list[Location] = []
        for item in raw if isinstance(raw, list) else []:
            loc = Location.parse(str(item))
            if loc is not None and loc not in out:
                out.append(loc)
        return out

    @bookmarks.setter
    def bookmarks(self, value: list[Location]) -> None:
        self.store.setValue("browser/bookmarks", [str(loc) for loc in value])

    @property
    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    @property
    def splitter(self) -> QByteArray | None:
        value = self.store.value("window/splitter")
        return value if isinstance(value, QByteArray) else None

    @splitter.setter
    def splitter(self, value: QByteArray) -> None:
        self.store.setValue("window/splitter", value)

    def sync(self) -> None:
        self.store.sync()
