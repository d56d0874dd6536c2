"""In the Japanese app, what the rulings core and the importer refuse reads as Japanese, naming file and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge_app.corpus import Corpus
from judge_app.rulings import load_ruling
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.ui.compare.import_dialog import ImportDialog
from judge_app.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot, monkeypatch, make_window, corpus: Corpus, tmp_path: Path) -> MainWindow:
    root = tmp_path / "rulings"
    shutil.copytree(REPO / "tests" / "rulings" / "data" / "pso2", root / "pso2")
    (root / "pso2" / "bad-date.yaml").write_text(
        (root / "pso2" / "pso2-18-both-decks-empty.yaml").read_text(encoding="utf-8")
        .replace("id: pso2-18-both-decks-empty", "id: bad-date").replace("date: 2018-10-01", "date: 2018-13-01"),
        encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    # An engine of its own: a migrated ruling updates the window's index in place, never the shared one's.
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))
    w: MainWindow = make_window(corpus, engine)
    assert w.settings.language == "ja"
    return w


def test_a_refused_save_names_the_file_and_field_in_japanese(window: MainWindow) -> None:
    editor = window.rulings.new_ruling({"game": "pso2", "version": "3.0", "cites": []})
    assert editor is not None
    editor.id_edit.setText("pso2-30-x")
    editor.question.setPlainText("質問")
    editor.answer.setPlainText("回答")
    editor.issuer.setText("委員会")
    assert not editor.save()  # no title
    assert editor.error == "保存できませんでした: pso2-30-x.yaml: 「題名」を空にはできません"
    editor.title_edit.setText("題名")
    editor.id_edit.setText("pso2 30 x")
    assert not editor.save()
    assert "「ID」に使えるのは英字・数字" in editor.error and "String should" not in editor.error
    editor.id_edit.setText("pso2-18-armour-reduction")  # another ruling's file
    assert not editor.save()
    assert editor.error.endswith(
        "pso2-18-armour-reduction.yaml: この ID の裁定ファイルはすでにあります。別の ID にしてください")
    editor.dirty = False
    editor.close()


def test_migration_refusal_and_history_read_in_japanese(qtbot, window: MainWindow) -> None:
    root = Path(window.rulings.root)
    editor = window.rulings.open_ruling(load_ruling(root / "pso2" / "pso2-18-ambush-enters-on.yaml"))
    assert editor is not None
    assert not editor.migrate()
    assert "最新版には 215.1.3 がもうありません" in editor.error and "no longer" not in editor.error
    editor.close()
    editor = window.rulings.open_ruling(load_ruling(root / "pso2" / "pso2-18-armour-reduction.yaml"))
    assert editor is not None
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):
        assert editor.migrate(), editor.error
    line = editor.history_list.item(editor.history_list.count() - 1).text()
    assert "引用を移行  1.8 → 3.0" in line and "引用ルールの内容が変わったため下書きに戻しました" in line
    editor.close()


def test_the_list_names_an_unreadable_file_and_its_field_in_japanese(qtbot, window: MainWindow) -> None:
    window.rulings.list_action.trigger()
    panel = window.rulings.panel
    assert panel is not None
    qtbot.waitUntil(lambda: not panel.busy and panel.model.rowCount() > 0, timeout=30_000)
    assert "bad-date.yaml: 「日付」が日付（YYYY-MM-DD）ではありません" in panel.summary.toolTip()


def test_an_import_refusal_reads_in_japanese(qtbot, window: MainWindow, tmp_path: Path) -> None:
    assert window.corpus is not None
    dialog = ImportDialog(window.corpus, tmp_path / "unused")
    qtbot.addWidget(dialog)
    dialog.root = REPO / "rules_text"  # refused before anything is written: the version exists
    dialog.set_game("pso2")
    dialog.version.setText("3.0")
    text = tmp_path / "v.txt"
    text.write_text("101. テスト\n", encoding="utf-8")
    dialog.path.setText(str(text))
    with qtbot.waitSignal(dialog.finished_job, timeout=60_000):
        dialog.run(dry_run=True)
    assert "already exists" in dialog.error  # the core's words stay available for a log
    assert "pso2 のバージョン 3.0 はすでにあります" in dialog.status.text()


def test_parse_problems_of_an_import_read_in_japanese(qtbot, window: MainWindow, tmp_path: Path) -> None:
    assert window.corpus is not None
    dialog = ImportDialog(window.corpus, REPO / "rules_text")  # a check only: nothing is written
    qtbot.addWidget(dialog)
    dialog.set_game("pso2")
    dialog.version.setText("3.1")
    dialog.path.setText(str(REPO / "rules_text" / "pso2" / "3.0" / "source.txt"))
    with qtbot.waitSignal(dialog.finished_job, timeout=60_000):
        dialog.run(dry_run=True)
    result = dialog.result
    assert result is not None and not result.written and result.problems
    lines = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
    assert len(lines) == len(result.warnings)
    assert any(line.endswith("300.2.1 は文書中に2回以上出てくる番号です") and "source.txt:" in line for line in lines)
    assert not any("prints more than once" in line for line in lines)
