"""Fixtures for driving the real browser widgets offscreen, with throwaway settings."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QThreadPool

from judge_app.corpus import Corpus
from judge_app.ui.i18n import compile_translations
from judge_app.ui.main_window import MainWindow
from judge_app.ui.search_controller import SearchBackend


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .ts sources compiled with lrelease, as the build would."""
    out = tmp_path_factory.mktemp("qm")
    compiled = compile_translations(out)
    assert compiled, "pyside6-lrelease did not compile the translations"
    return out


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot, qapp, qm_dir: Path, store: QSettings) -> Iterator[WindowFactory]:
    """Open the app the way ``run_app`` does, with a given corpus and search backend."""
    from judge_app.ui.app import build_app

    windows: list[MainWindow] = []

    def make(corpus: Corpus, backend: SearchBackend, wait_index: bool = True,
             settings_store: QSettings | None = None) -> MainWindow:
        _, window = build_app([], settings_store or store, loader=lambda: (corpus, backend), qm_dir=qm_dir)
        qtbot.addWidget(window)
        windows.append(window)
        qtbot.waitExposed(window)
        if wait_index:
            qtbot.waitUntil(lambda: window.search.ready, timeout=60_000)
        return window

    yield make
    for window in windows:
        window.close()
    # Jobs still running (a search typed last, a reindex) must finish inside this test, not deliver their
    # results into the next one's windows.
    for window in windows:
        for pool in window.findChildren(QThreadPool):
            pool.waitForDone(60_000)
    QThreadPool.globalInstance().waitForDone(60_000)
    qapp.processEvents()


@pytest.fixture
def window(make_window: WindowFactory, corpus: Corpus, search_engine) -> MainWindow:
    return make_window(corpus, search_engine)
