"""A saved ruling and the approved-only filter reach search through the window's own index, updated in place:
no new engine and no full build of the index."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge_app.corpus import Corpus
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.search.types import Hit
from judge_app.ui.main_window import MainWindow
from judge_app.ui.rulings.plugin import APPROVED_ONLY_KEY

REPO = Path(__file__).resolve().parents[2]


def search(qtbot, window: MainWindow, text: str) -> list[str]:
    with qtbot.waitSignal(window.results_shown, timeout=30_000):
        window.search_box.setText(text)
        window._query_edited(text)
    hits: list[Hit] = list(window.results.results.hits)
    return [h.rule_id for h in hits if h.is_ruling]


@pytest.fixture
def builds(monkeypatch) -> list[str]:
    """Every full build of a search index from now on, and every search engine made (each builds or opens one)."""
    made: list[str] = []
    rebuild, init = SearchEngine._rebuild, SearchEngine.__init__

    def counting_rebuild(self, progress):
        made.append("build")
        return rebuild(self, progress)

    def counting_init(self, *args, **kwargs):
        made.append("engine")
        init(self, *args, **kwargs)

    monkeypatch.setattr(SearchEngine, "_rebuild", counting_rebuild)
    monkeypatch.setattr(SearchEngine, "__init__", counting_init)
    return made


def test_saving_and_filtering_update_the_index_in_place(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                        tmp_path: Path, store, builds: list[str]) -> None:
    """Promise: a ruling saved in the editor is found by search at once, the approved-only filter hides and
    shows it again, and none of it makes a new engine or builds the index again."""
    root = tmp_path / "rulings"
    (root / "aquarian").mkdir(parents=True)
    qa = yaml.safe_load((REPO / "rulings" / "aquarian" / "aquarian-qa12.yaml").read_text(encoding="utf-8"))
    qa.pop("scenario", None)
    qa.pop("expect", None)
    (root / "aquarian" / "aquarian-qa12.yaml").write_text(yaml.safe_dump(qa, allow_unicode=True), encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # no imported packs
    store.setValue(APPROVED_ONLY_KEY, False)  # a committee member: drafts are shown
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))
    window: MainWindow = make_window(corpus, engine)
    assert builds == ["engine", "build"]  # the first start: the index is built once
    builds.clear()
    word = "ゾウリムシ"  # in no rule and no ruling yet
    assert search(qtbot, window, word) == []

    editor = window.rulings.new_ruling({"game": "aquarian", "version": "1.1", "cites": []})
    assert editor is not None
    editor.id_edit.setText("aquarian-committee-1")
    editor.title_edit.setText(f"{word}のカードを支配できるか")
    editor.question.setPlainText(f"{word}を支配できますか。")
    editor.answer.setPlainText("できます。")
    editor.issuer.setText("ルール委員会")
    with qtbot.waitSignal(window.rulings.search_updated, timeout=60_000):
        assert editor.save(), editor.message.text()
    assert search(qtbot, window, word) == ["aquarian-committee-1"]  # a new ruling is a draft, shown here

    with qtbot.waitSignal(window.rulings.search_updated, timeout=60_000):
        window.rulings.approved_action.trigger()  # event judges' view: the draft leaves search
    assert search(qtbot, window, word) == []
    assert "aquarian-qa12" in search(qtbot, window, qa["title"])  # the approved ruling stays

    with qtbot.waitSignal(window.rulings.search_updated, timeout=60_000):
        window.rulings.approved_action.trigger()
    assert search(qtbot, window, word) == ["aquarian-committee-1"]

    assert window.backend is engine and builds == []  # the same engine; no index was built again
    editor.close()
    window.rulings.wait_search_updates()
    engine.close()
