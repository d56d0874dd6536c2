"""Every file dialog opens in the documents folder, then in the folder last used for its kind of file."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QSettings

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.corpus import Corpus
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.ui import files
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.compare.import_dialog import ImportDialog
from judge_app.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]


class Dialogs:
    """Stands in for the system's file dialogs: notes where each opened, answers with a chosen path."""

    def __init__(self) -> None:
        self.opened: list[tuple[str, str]] = []  # (title, where it started)
        self.answer = ""

    def open(self, _parent, title, start, _filters):
        self.opened.append((title, start))
        return self.answer, ""

    save = open


@pytest.fixture
def dialogs(monkeypatch, tmp_path: Path, store: QSettings) -> Dialogs:
    d = Dialogs()
    monkeypatch.setattr(files.QFileDialog, "getOpenFileName", d.open)
    monkeypatch.setattr(files.QFileDialog, "getSaveFileName", d.save)
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(files, "documents_folder", lambda: docs)
    files.use_settings(store)
    return d


def test_a_dialog_starts_in_documents_then_where_that_kind_was_last_chosen(dialogs: Dialogs,
                                                                           tmp_path: Path) -> None:
    """Promise: the first dialog of a kind opens in the documents folder with the default name; once the
    judge chose a file elsewhere, the next one of that kind opens there (other kinds still in documents);
    a remembered folder that is gone falls back to documents."""
    docs = files.documents_folder()
    elsewhere = tmp_path / "event"
    elsewhere.mkdir()
    dialogs.answer = str(elsewhere / "局面")
    assert files.save_file_name(None, "Save", "position", "局面/1", "*.json", ".json") == str(elsewhere / "局面.json")
    assert dialogs.opened[-1][1] == str(docs / "局面_1")  # the default name, made safe for a file system
    dialogs.answer = ""
    assert files.open_file_name(None, "Open", "position", "*.json") == ""  # cancelled: nothing remembered
    assert dialogs.opened[-1][1] == str(elsewhere)
    assert files.start_folder("report") == docs
    elsewhere.rmdir()
    assert files.start_folder("position") == docs


def test_every_dialog_of_the_board_and_the_importer_goes_through_the_helper(
        qtbot, dialogs: Dialogs, tmp_path: Path, corpus: Corpus) -> None:
    """Promise: opening and saving a position, the card library's export and import, and the rules-text
    importer all open in the documents folder."""
    docs = str(files.documents_folder())
    editor = BoardEditor(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    qtbot.addWidget(editor)
    editor.new_scenario("fftcg")
    editor.open_dialog()
    assert not editor.save_as()
    editor.export_library_dialog()
    editor.import_library_dialog()
    importer = ImportDialog(corpus, tmp_path / "rules")
    qtbot.addWidget(importer)
    importer._choose_file()
    starts = [start for _title, start in dialogs.opened]
    assert len(starts) == 5 and all(s == docs or Path(s).parent == Path(docs) for s in starts), starts
    assert Path(starts[1]).name == f"{editor.scenario().title}.json"
    assert Path(starts[2]).name == "fftcg-cards.json"


def test_event_packs_are_exported_and_imported_from_the_rulings_menu(
        qtbot, monkeypatch, make_window, dialogs: Dialogs, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: Rulings → Export an event pack writes the approved rulings to the file chosen (the dialog in
    documents, a dated default name); Import an event pack lists the pack as a read-only source."""
    root = tmp_path / "rulings"
    (root / "aquarian").mkdir(parents=True)
    qa = yaml.safe_load((REPO / "rulings" / "aquarian" / "aquarian-qa12.yaml").read_text(encoding="utf-8"))
    qa.pop("scenario", None)
    qa.pop("expect", None)
    (root / "aquarian" / "aquarian-qa12.yaml").write_text(yaml.safe_dump(qa, allow_unicode=True), encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))
    window: MainWindow = make_window(corpus, engine)
    plugin = window.rulings
    out = tmp_path / "Documents" / "event.zip"
    dialogs.answer = str(out)
    with qtbot.waitSignal(plugin.pack_message, timeout=60_000) as said:
        plugin.export_pack_action.trigger()
    assert out.is_file() and "1" in said.args[0], said.args[0]
    start = Path(dialogs.opened[-1][1])
    assert start.parent == files.documents_folder() and start.name.startswith("rulings-") and start.suffix == ".zip"

    with qtbot.waitSignal(plugin.pack_imported, timeout=60_000) as imported:
        plugin.import_pack_action.trigger()
    assert imported.args[0].rulings == 1 and [p.name for p in plugin.packs()] == ["event"]
    assert dialogs.opened[-1][1] == str(out.parent)  # the pack dialog remembered the folder of the export
    plugin.wait_search_updates()
    engine.close()
