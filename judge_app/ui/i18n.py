"""UI language: Qt translators loaded from the compiled ``.qm`` catalogues under ``resources/translations``.

The ``.ts`` files are the source of truth; ``make translations`` compiles each to the
``.qm`` beside it (checked in and shipped in the package; a test fails while one is
stale), so an installed app needs no ``pyside6-lrelease``. ``compile_translations``
is the same step for tests. The source strings in the code are English; Japanese is
the default language.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from judge_app import paths

log = logging.getLogger(__name__)

DOMAIN = "judge_app"


def translations_dir() -> Path:
    return paths.translations_dir()


def find_lrelease() -> str | None:
    here = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "lrelease"):
        candidate = here / name
        if candidate.exists():
            return str(candidate)
        found = shutil.which(name)
        if found:
            return found
    return None


def compile_ts(ts: Path, qm: Path) -> bool:
    lrelease = find_lrelease()
    if lrelease is None:
        log.warning("pyside6-lrelease not found; the UI stays in English")
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True,
                          check=False)
    if proc.returncode != 0 or not qm.exists():
        log.warning("lrelease failed for %s: %s", ts, proc.stderr.strip())
        return False
    return True


def compile_translations(out_dir: Path, src_dir: Path | None = None) -> list[Path]:
    """Compile every ``.ts`` in ``src_dir`` into ``out_dir`` (the build step; tests call it too)."""
    src_dir = src_dir or translations_dir()
    out = []
    for ts in sorted(src_dir.glob("*.ts")):
        qm = out_dir / (ts.stem + ".qm")
        if compile_ts(ts, qm):
            out.append(qm)
    return out


def qm_path(language: str, qm_dir: Path | None = None) -> Path | None:
    """The compiled catalogue for ``language``: from ``qm_dir`` if given, else the shipped one."""
    if qm_dir is None:
        return paths.translation_file(language)
    candidate = qm_dir / f"{DOMAIN}_{language}.qm"
    return candidate if candidate.exists() else None


# Translators live on the one application object, so the record of what is installed is global too.
_INSTALLED: list[QTranslator] = []


class Translations:
    """Installs and swaps the app's translators; Qt then tells every widget to retranslate."""

    def __init__(self, qm_dir: Path | None = None) -> None:
        self.qm_dir = qm_dir
        self.language = "en"

    def set_language(self, language: str) -> bool:
        app = QCoreApplication.instance()
        assert app is not None
        for tr in _INSTALLED:
            app.removeTranslator(tr)
        _INSTALLED.clear()
        self.language = language
        QLocale.setDefault(QLocale(QLocale.Language.Japanese if language == "ja" else QLocale.Language.English))
        if language == "en":  # the source strings; removing a translator already sent LanguageChange
            return True
        ok = False
        qt_tr = QTranslator(app)
        if qt_tr.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_tr)
            _INSTALLED.append(qt_tr)
        path = qm_path(language, self.qm_dir)
        own = QTranslator(app)
        if path is not None and own.load(str(path)):
            app.installTranslator(own)
            _INSTALLED.append(own)
            ok = True
        else:
            log.warning("no translation for %r; showing English", language)
        return ok
