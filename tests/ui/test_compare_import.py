"""Importing a new version from the app, into a throwaway copy of the rules folder."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from judge_app.corpus import load_corpus
from judge_app.corpus.diff import DiffKind
from judge_app.corpus.manifest import default_rules_dir
from judge_app.search import SearchEngine
from judge_app.ui.compare.import_dialog import ImportDialog
from judge_app.ui.main_window import MainWindow


@pytest.fixture
def rules_root(tmp_path: Path) -> Path:
    """pso2 1.8 and 3.0 only: the real sources, in a folder the test may write."""
    shipped = default_rules_dir()
    root = tmp_path / "rules"
    shutil.copytree(shipped / "pso2", root / "pso2")
    shutil.copy(shipped / "synonyms.yaml", root / "synonyms.yaml")
    manifest = yaml.safe_load((shipped / "manifest.yaml").read_text(encoding="utf-8"))
    manifest["documents"] = [d for d in manifest["documents"] if d["game"] == "pso2"]
    (root / "manifest.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True, sort_keys=False),
                                        encoding="utf-8")
    return root


@pytest.fixture
def new_text(tmp_path: Path) -> Path:
    """3.0 with two edits a committee might make: a fifth colour in 207.1, and 207.2 dropped."""
    lines = (default_rules_dir() / "pso2" / "3.0" / "source.txt").read_text(encoding="utf-8").splitlines(True)
    assert lines[788].strip().startswith("207.1") and "「黒」の 4 色" in lines[788]
    assert lines[790].startswith("207.2") and lines[792].startswith("色を持たないことを表す")
    lines[788] = lines[788].replace("「黒」の 4 色", "「黒」「緑」の 5 色")
    del lines[790:793]
    path = tmp_path / "ルール ver3.1.txt"  # a Japanese file name with a space, as files arrive
    path.write_text("".join(lines), encoding="utf-8")
    return path


def fill(dialog: ImportDialog, version: str, path: Path, label: str = "") -> None:
    dialog.set_game("pso2")
    dialog.version.setText(version)
    dialog.label.setText(label)
    dialog.path.setText(str(path))


def run(qtbot, dialog: ImportDialog, dry_run: bool) -> None:
    with qtbot.waitSignal(dialog.finished_job, timeout=60_000):
        dialog.run(dry_run=dry_run)


def test_check_lists_counts_and_writes_nothing(qtbot, rules_root: Path, new_text: Path) -> None:
    before = (rules_root / "manifest.yaml").read_bytes()
    dialog = ImportDialog(load_corpus(rules_root), rules_root)
    qtbot.addWidget(dialog)
    fill(dialog, "3.1", new_text)
    assert dialog.import_button.isEnabled()
    run(qtbot, dialog, dry_run=True)
    result = dialog.result
    assert result is not None and not result.written and result.previous is not None
    assert result.previous.version == "3.0"
    changed = {(e.kind, e.old_id, e.new_id) for e in result.diff if e.kind is not DiffKind.UNCHANGED}
    assert changed == {(DiffKind.CHANGED, "207.1", "207.1"), (DiffKind.REMOVED, "207.2", None)}
    assert dialog.problems.count() == len(result.warnings)
    assert "3.0" in dialog.status.text()
    assert (rules_root / "manifest.yaml").read_bytes() == before
    assert not (rules_root / "pso2" / "3.1").exists()


def test_a_bad_file_is_refused_with_its_name_and_nothing_is_written(qtbot, rules_root: Path, tmp_path: Path) -> None:
    before = (rules_root / "manifest.yaml").read_bytes()
    dialog = ImportDialog(load_corpus(rules_root), rules_root)
    qtbot.addWidget(dialog)
    broken = tmp_path / "shift_jis.txt"
    broken.write_bytes("101. ゲームの概要\n".encode("shift_jis"))
    fill(dialog, "3.1", broken)
    run(qtbot, dialog, dry_run=False)
    assert dialog.result is None and "shift_jis.txt" in dialog.error
    assert "shift_jis.txt" in dialog.status.text()
    fill(dialog, "3.0", broken)  # an existing version is never replaced
    run(qtbot, dialog, dry_run=False)
    assert "3.0" in dialog.error and "already exists" in dialog.error
    assert (rules_root / "manifest.yaml").read_bytes() == before
    assert dialog.import_button.isEnabled()  # ready for another try


def test_import_from_the_menu_lists_the_version_reindexes_and_shows_the_changes(
        qtbot, make_window, rules_root: Path, new_text: Path, tmp_path: Path) -> None:
    corpus = load_corpus(rules_root)
    engine = SearchEngine(corpus, index_dir=tmp_path / "index")
    window: MainWindow = make_window(corpus, engine)
    window.compare.import_action.trigger()
    dialog = window.compare.import_dialog
    assert dialog is not None and dialog.isVisible()
    fill(dialog, "3.1", new_text, label="Ver3.1")
    with qtbot.waitSignal(window.index_ready, timeout=120_000):
        run(qtbot, dialog, dry_run=False)
    # Written beside the others: the raw text byte for byte, an empty fixes file, a manifest entry.
    assert (rules_root / "pso2" / "3.1" / "source.txt").read_bytes() == new_text.read_bytes()
    assert (rules_root / "pso2" / "3.1" / "fixes.yaml").exists()
    assert window.corpus is not None and window.corpus.versions("pso2") == ["1.8", "3.0", "3.1"]
    assert window.doc_selector.findData("pso2@3.1") > 0
    assert window.backend is not engine and window.search.ready
    # The engine it replaced is closed: its index files are no longer held open.
    qtbot.waitUntil(lambda: engine._searcher is None and engine._ix is None, timeout=30_000)
    hits = window.backend.search("緑", game="pso2", version="3.1")
    assert any(h.rule_id == "207.1" for h in hits)
    view = window.compare.compare_view
    assert view is not None and view.isVisible()
    qtbot.waitUntil(lambda: not view.busy and view.model.new is not None and view.model.new.version == "3.1",
                    timeout=30_000)
    assert view.model.old is not None and view.model.old.version == "3.0"
    assert {(e.kind, e.old_id) for e in view.visible_entries()} == {(DiffKind.CHANGED, "207.1"),
                                                                    (DiffKind.REMOVED, "207.2")}
    window.backend.close()
