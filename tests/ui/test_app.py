"""The app as a whole: first run with a stale index, and switching the UI language."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import yaml
from PySide6.QtCore import QTimer

from judge_app.corpus import Corpus, load_corpus
from judge_app.corpus.manifest import default_rules_dir
from judge_app.search import SearchEngine
from judge_app.search.types import IndexStatus
from judge_app.ui.main_window import MainWindow
from judge_app.ui.ops import ProgressFn


def fftcg_only_root(tmp_path: Path) -> Path:
    """A rules folder holding one shipped document, so a test may edit its copy of the source."""
    src = default_rules_dir()
    root = tmp_path / "rules"
    shutil.copytree(src / "fftcg", root / "fftcg")
    manifest = yaml.safe_load((src / "manifest.yaml").read_text(encoding="utf-8"))
    manifest["documents"] = [d for d in manifest["documents"] if d["game"] == "fftcg"]
    (root / "manifest.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
    return root


class GatedEngine:
    """The real engine, with its index build held at the first progress report until the test lets go."""

    def __init__(self, engine: SearchEngine) -> None:
        self.engine = engine
        self.building = threading.Event()
        self.gate = threading.Event()

    def is_current(self) -> bool:
        return self.engine.is_current()

    def ensure_index(self, progress: ProgressFn | None = None) -> IndexStatus:
        def held(done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)
            self.building.set()
            self.gate.wait(60)

        return self.engine.ensure_index(held)

    def search(self, query: str, game: str | None = None, version: str | None = None, limit: int = 30):
        return self.engine.search(query, game=game, version=version, limit=limit)


def test_stale_index_rebuilds_in_the_background(qtbot, make_window, tmp_path: Path) -> None:
    root = fftcg_only_root(tmp_path)
    index_dir = tmp_path / "index"
    first = SearchEngine(load_corpus(root), index_dir=index_dir)
    first.ensure_index()
    first.close()
    # A new printing of the rules arrives: the cached index no longer matches the sources.
    source = root / "fftcg" / "current" / "source.txt"
    source.write_text(source.read_text(encoding="utf-8").replace("ゲームの人数", "ゲームの参加人数", 1),
                      encoding="utf-8")
    corpus = load_corpus(root)
    engine = SearchEngine(corpus, index_dir=index_dir)
    assert not engine.is_current()
    gated = GatedEngine(engine)

    window: MainWindow = make_window(corpus, gated, wait_index=False)
    try:
        qtbot.waitUntil(gated.building.is_set, timeout=30_000)
        # The build is under way on another thread; the window keeps handling events.
        ticks: list[int] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(1))
        timer.start(10)
        qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=5_000)
        timer.stop()
        assert window.progress.isVisible()
        assert window.progress.maximum() == len(corpus.rulesets[0].records) + len(engine.rulings)
        assert not window.search.ready
        # A query typed now waits politely ...
        window.focus_search()
        qtbot.keyClicks(window.search_box, "CP")
        qtbot.waitUntil(lambda: "索引" in window.results_hint.text(), timeout=5_000)
        assert window.results.results.rowCount() == 0
    finally:
        gated.gate.set()
    # ... and is answered once the index is rebuilt, without typing again.
    qtbot.waitUntil(lambda: window.index_status is not None, timeout=60_000)
    assert window.index_status.rebuilt
    assert not window.progress.isVisible()
    qtbot.waitUntil(lambda: window.results.results.rowCount() > 0, timeout=10_000)
    assert window.results.results.query == "CP"
    assert engine.is_current()
    engine.close()


def test_language_switch_changes_visible_labels(qtbot, window: MainWindow) -> None:
    assert window.side.tabText(0) == "検索結果"
    assert window.rule_view.copy_rule_button.text() == "項目をコピー"
    dialog = window.show_settings()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "設定"
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    qtbot.waitUntil(lambda: window.side.tabText(0) == "Results")  # LanguageChange is an event
    assert window.rule_view.copy_rule_button.text() == "Copy rule"
    assert window.search_box.placeholderText().startswith("Search the rules")
    assert dialog.windowTitle() == "Settings"
    assert window.settings.language == "en"
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    qtbot.waitUntil(lambda: window.side.tabText(0) == "検索結果")
    assert window.go_menu.title() == "移動(&G)"


def test_language_choice_persists(qtbot, make_window, corpus: Corpus, search_engine, store) -> None:
    first = make_window(corpus, search_engine)
    first.set_language("en")
    first.close()
    second = make_window(corpus, search_engine, settings_store=store)
    assert second.side.tabText(0) == "Results"
    second.set_language("ja")


def test_japanese_catalogue_is_complete(qm_dir: Path, tmp_path: Path) -> None:
    """Every string the code marks for translation has a Japanese text (English is the source)."""
    import subprocess
    import sys
    import xml.etree.ElementTree as ET

    repo = Path(__file__).resolve().parents[2]
    ts = repo / "resources" / "translations" / "judge_app_ja.ts"
    assert 'type="unfinished"' not in ts.read_text(encoding="utf-8")
    assert (qm_dir / "judge_app_ja.qm").exists()

    def sources(path: Path) -> set[tuple[str, str]]:
        root = ET.parse(path).getroot()
        return {(ctx.findtext("name") or "", msg.findtext("source") or "")
                for ctx in root.iter("context") for msg in ctx.iter("message")}

    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        return
    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for p in (repo / "judge_app" / "ui").rglob("*.py"))
    subprocess.run([str(lupdate), "-silent", *files, "-ts", str(fresh)], check=True)
    assert sources(fresh) and sources(fresh) <= sources(ts), "strings in the code are missing from judge_app_ja.ts"
