"""The checked-in compiled catalogues match their .ts sources, so the shipped UI language is current."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from judge_app import paths

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


def _lrelease() -> str:
    found = Path(sys.executable).with_name("pyside6-lrelease")
    if found.exists():
        return str(found)
    which = shutil.which("pyside6-lrelease")
    assert which, "pyside6-lrelease (PySide6) is needed to check the .qm catalogues"
    return which


def _messages(ts: Path) -> list[tuple[str, str, str, str]]:
    """(context, source, comment, translation) of every finished entry."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            out.append((name, message.findtext("source", ""), message.findtext("comment", ""), tr.text or ""))
    return out


def test_every_ts_has_its_compiled_qm_beside_it() -> None:
    """Promise: each .ts catalogue ships as a compiled .qm (make translations builds it)."""
    sources = sorted(TRANSLATIONS.glob("*.ts"))
    assert sources
    for ts in sources:
        assert ts.with_suffix(".qm").is_file(), f"{ts.name}: run make translations"


def test_each_qm_translates_exactly_what_its_ts_says(qapp: QCoreApplication) -> None:
    """Promise: a .qm older than its .ts fails the suite: every finished entry of the .ts is translated the
    same by the checked-in .qm (compared through Qt, so a newer lrelease's byte layout does not matter)."""
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        tr = QTranslator()
        assert tr.load(str(ts.with_suffix(".qm"))), ts
        stale = [(c, s, t, tr.translate(c, s, d or None)) for c, s, d, t in _messages(ts)
                 if tr.translate(c, s, d or None) != t]
        assert not stale, f"{ts.with_suffix('.qm').name} is stale against {ts.name} (run make translations): " \
                          f"{stale[:5]}"


def test_the_qm_is_what_lrelease_makes_of_the_ts(tmp_path: Path) -> None:
    """Promise: the checked-in .qm is byte for byte what the pinned pyside6-lrelease makes of its .ts, so
    an entry removed from the .ts does not linger in the shipped catalogue."""
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        fresh = tmp_path / ts.with_suffix(".qm").name
        subprocess.run([_lrelease(), "-silent", str(ts), "-qm", str(fresh)], check=True, timeout=120)
        assert fresh.read_bytes() == ts.with_suffix(".qm").read_bytes(), \
            f"{ts.with_suffix('.qm').name} is stale against {ts.name} (run make translations)"


def test_the_app_finds_the_shipped_japanese_catalogue() -> None:
    """Promise: the app loads the compiled catalogue shipped with it, no compiler needed at run time."""
    assert paths.translation_file("ja") == TRANSLATIONS / "judge_app_ja.qm"
    assert paths.translation_file("xx") is None
