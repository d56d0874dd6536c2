"""UI language: Qt translators built from the ``.ts`` sources under ``resources/translations``.

The ``.ts`` files are the source of truth. Compiled ``.qm`` files are made by
``pyside6-lrelease`` at build time (``compile_translations``) or, failing that, on
first use into the user cache directory, so no binary is ever edited by hand.
The source strings in the code are English; Japanese is the default language.
"""

from __future__ import annotations

import hashlib
import logging
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)

DOMAIN = "judge_app"


def translations_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "resources" / "translations"


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


def _cache_dir() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("judge-app", appauthor=False)) / "translations"


def qm_path(language: str, qm_dir: Path | None = None) -> Path | None:
    """A compiled catalogue for ``language``: from ``qm_dir`` if given, else built once and cached."""
    name = f"{DOMAIN}_{language}"
    if qm_dir is not None:
        candidate = qm_dir / f"{name}.qm"
        return candidate if candidate.exists() else None
    ts = translations_dir() / f"{name}.ts"
    if not ts.exists():
        return None
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:12]
    qm = _cache_dir() / f"{name}-{digest}.qm"
    if qm.exists() or compile_ts(ts, qm):
        return qm
    return None


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
