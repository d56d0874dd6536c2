"""Adding a new version of a document from its raw text, from the app.

The core importer does the work (``judge_app.corpus.importer``): it parses the text
with the game's parser profile in a scratch folder and writes nothing unless that
succeeds. Here a judge picks the file, checks it first if they like (parse problems
are listed with their lines), then imports; the window then lists the new version,
rebuilds the search index in the background and shows what changed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus, CorpusError
from judge_app.corpus.diff import DiffKind
from judge_app.corpus.importer import ImportProblem, ImportResult, ParseProblem, import_version
from judge_app.ui import files
from judge_app.ui.compare.model import KIND_ORDER, kind_label
from judge_app.ui.ops import run_in_background
from judge_app.ui.titles import game_title


class ImportDialog(QDialog):
    imported = Signal(object)  # ImportResult, written
    finished_job = Signal()  # a check or an import has reported (for tests and the busy state)

    def __init__(self, corpus: Corpus, root: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importDialog")
        self.corpus = corpus
        self.root = root
        self.result: ImportResult | None = None
        self.error = ""
        self.busy = False

        self.game = QComboBox(objectName="importGame")
        for game in corpus.games():
            self.game.addItem(game_title(game, QLocale().language() == QLocale.Language.English), game)
        self.version = QLineEdit(objectName="importVersion")
        self.label = QLineEdit(objectName="importLabel")
        self.date = QLineEdit(objectName="importDate")
        self.path = QLineEdit(objectName="importPath")
        self.browse = QPushButton(objectName="importBrowse")
        self.browse.clicked.connect(self._choose_file)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path, 1)
        path_row.addWidget(self.browse)
        self.form = QFormLayout()
        self.form_labels = [QLabel() for _ in range(5)]
        for label, field in zip(self.form_labels, (self.game, path_row, self.version, self.label, self.date),
                                strict=True):
            self.form.addRow(label, field)

        self.status = QLabel(objectName="importStatus")
        self.status.setWordWrap(True)
        self.problems = QListWidget(objectName="importProblems")
        self.problems.setWordWrap(True)
        self.problems.setAlternatingRowColors(True)
        # Check, then import, left to right in the order they are used; closing stays apart.
        self.check_button = QPushButton(objectName="importCheck")
        self.import_button = QPushButton(objectName="importRun")
        self.check_button.clicked.connect(lambda: self.run(dry_run=True))
        self.import_button.clicked.connect(lambda: self.run(dry_run=False))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        actions = QHBoxLayout()
        actions.addWidget(self.check_button)
        actions.addWidget(self.import_button)
        actions.addStretch(1)
        actions.addWidget(self.buttons)
        for edit in (self.version, self.path):
            edit.textChanged.connect(lambda _t: self._update_buttons())

        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.status)
        layout.addWidget(self.problems, 1)
        layout.addLayout(actions)
        self.resize(720, 520)
        self.retranslate()
        self._update_buttons()

    def set_game(self, game: str) -> None:
        i = self.game.findData(game)
        if i >= 0:
            self.game.setCurrentIndex(i)

    def _choose_file(self) -> None:
        path = files.open_file_name(self, self.tr("Raw text of the new version"), "rules-text",
                                    self.tr("Text files (*.txt);;All files (*)"))
        if path:
            self.path.setText(path)

    def _update_buttons(self) -> None:
        ready = bool(self.version.text().strip() and self.path.text().strip()) and not self.busy
        self.check_button.setEnabled(ready)
        self.import_button.setEnabled(ready)

    def run(self, dry_run: bool) -> None:
        """Check (``dry_run``) or import, off the UI thread; ``finished_job`` fires when it reports."""
        game, version = str(self.game.currentData()), self.version.text().strip()
        source = Path(self.path.text().strip())
        date = self.date.text().strip() or None
        label = self.label.text().strip()
        root = self.root
        self.busy = True
        self._update_buttons()
        self.problems.clear()
        self.status.setText(self.tr("Checking the text…") if dry_run else self.tr("Importing…"))

        def job(_progress: object) -> ImportResult:
            return import_version(game, version, source, root, effective_date=date, version_label=label,
                                  dry_run=dry_run)

        run_in_background(job, on_success=self._done, on_failure=self._failed, context=self)

    def _done(self, result: ImportResult) -> None:
        self.busy = False
        self.result = result
        self.error = ""
        self._update_buttons()
        rs, prev = result.ruleset, result.previous
        lines = [self.tr("%1 records read with the parser of %2.").replace("%1", str(len(rs.records)))
                 .replace("%2", rs.game)]
        if prev is not None:
            counts = {k: sum(e.kind is k for e in result.diff) for k in DiffKind}
            summary = ", ".join(f"{kind_label(k)} {counts[k]}" for k in KIND_ORDER)
            lines.append(self.tr("Against %1: %2").replace("%1", prev.version).replace("%2", summary))
        if result.written:
            lines.append(self.tr("Added as %1 %2; the search index is rebuilt in the background.")
                         .replace("%1", rs.game).replace("%2", rs.version))
            if result.copied_root:
                lines.append(self.tr("The rules folder is read-only, so the rules were copied to %1. "
                                     "Set JUDGE_APP_RULES_DIR to that folder to keep using them.")
                             .replace("%1", str(result.root)))
        else:
            lines.append(self.tr("Checked only: nothing was written."))
        if result.warnings:
            lines.append(self.tr("%1 parse problems to look at (a fixes.yaml entry may be needed):")
                         .replace("%1", str(len(result.warnings))))
        else:
            lines.append(self.tr("No parse problems."))
        self.status.setText("\n".join(lines))
        loader_lines = result.warnings[:len(result.warnings) - len(result.problems)]  # the parser's own words
        self.problems.addItems(loader_lines + [self.problem_line(p) for p in result.problems])
        self.finished_job.emit()
        if result.written:
            self.imported.emit(result)

    def _failed(self, exc: BaseException) -> None:
        self.busy = False
        self.result = None
        self._update_buttons()
        if isinstance(exc, (ImportProblem, CorpusError, OSError)):
            self.error = str(exc)
        else:
            self.error = f"{type(exc).__name__}: {exc}"
        shown = self.problem_text(exc) if isinstance(exc, ImportProblem) else self.error
        self.status.setText(self.tr("Not imported (nothing was written): %1").replace("%1", shown))
        self.finished_job.emit()

    def problem_line(self, problem: ParseProblem) -> str:
        """A record to look at, in the UI language: its file and line, its number, what is odd."""
        texts = {
            "duplicate_id": self.tr("%1 is a number the document prints more than once"),
            "orphan": self.tr("%1 has no parent rule in this text"),
            "unresolved_ref": self.tr("%1 refers to %2, which this text does not have"),
        }
        text = texts.get(problem.kind)
        if text is None:
            return problem.text
        return f"{problem.where}: " + text.replace("%1", problem.rule_id).replace("%2", problem.label)

    def problem_text(self, exc: ImportProblem) -> str:
        """The importer's refusal in the UI language (its English words for a kind not listed here)."""
        game, version = str(self.game.currentData()), self.version.text().strip()
        texts = {
            "version_exists": self.tr("%1 version %2 already exists; a version is never replaced"),
            "bad_version": self.tr("the version “%2” may hold only letters, digits, '.', '-' and '_' (it names "
                                   "a folder)"),
            "empty": self.tr("the file is empty"),
            "unknown_game": self.tr("the app has no document for %1"),
            "folder_exists": self.tr("the folder for %1 %2 already exists and is not empty"),
            "not_writable": self.tr("neither the rules folder nor the user data folder can be written"),
        }
        text = texts.get(exc.kind)
        return str(exc) if text is None else text.replace("%1", game).replace("%2", version)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import a new version"))
        texts = (self.tr("Document"), self.tr("Raw text file"), self.tr("New version"), self.tr("Version label"),
                 self.tr("Effective date"))
        for label, text in zip(self.form_labels, texts, strict=True):
            label.setText(text)
        self.version.setPlaceholderText(self.tr("e.g. 3.1 (letters, digits, '.', '-', '_')"))
        self.label.setPlaceholderText(self.tr("optional: how the document names itself, e.g. Ver3.1"))
        self.date.setPlaceholderText(self.tr("optional: YYYY-MM-DD"))
        self.path.setPlaceholderText(self.tr("the text exactly as received (UTF-8)"))
        self.browse.setText(self.tr("Choose…"))
        self.check_button.setText(self.tr("Check"))
        self.check_button.setToolTip(self.tr("Parse the text and list its problems without writing anything"))
        self.import_button.setText(self.tr("Import"))
        self.import_button.setToolTip(self.tr("Add the version, then show what changed"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
