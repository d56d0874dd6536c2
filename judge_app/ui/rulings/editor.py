"""Editing one ruling: every field, citations checked against the rules, saved atomically.

A citation is typed as a rule number of the ruling's own document and version
(or ``game@version:number`` for another) and is kept only if the corpus has that
rule. Saving goes through the core store, which validates the file it writes and
writes it atomically; a field the model refuses is named in the message. When a
later rules version changed a cited rule, the review tab shows the rule's diff
and moves the citations to the newest version in one action.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus, RuleRef
from judge_app.rulings import HistoryEntry, Ruling, RulingError, Status, Where, parse_ruling, save_ruling
from judge_app.rulings.migrate import MigrationError, migrate_ruling
from judge_app.rulings.states import ACTIONS
from judge_app.safeio import InputError, parse_json
from judge_app.ui import theme
from judge_app.ui.alerts import failure_text, warn
from judge_app.ui.rule_html import display_heading
from judge_app.ui.rulings.messages import history_line, migration_error_text, ruling_error_text
from judge_app.ui.rulings.model import status_label
from judge_app.ui.rulings.review import ReviewPanel

REF_ROLE = Qt.ItemDataRole.UserRole + 1


def where_label(where: Where) -> str:
    return {
        Where.OFFICIAL_QA: QCoreApplication.translate("Rulings", "Official Q&A"),
        Where.COMMITTEE: QCoreApplication.translate("Rulings", "Rules committee"),
        Where.EVENT: QCoreApplication.translate("Rulings", "At an event"),
        Where.DOCUMENT: QCoreApplication.translate("Rulings", "The rules document itself"),
    }[where]


def parse_citation(text: str, game: str, version: str) -> RuleRef | None:
    """``206.2`` (the ruling's own document) or ``game@version:206.2``; None when empty."""
    text = text.strip()
    if not text:
        return None
    head, colon, rule_id = text.partition(":")
    if colon and "@" in head:
        other_game, _, other_version = head.partition("@")
        return RuleRef(game=other_game.strip(), version=other_version.strip(), rule_id=rule_id.strip())
    return RuleRef(game=game, version=version, rule_id=text)


class RulingEditor(QWidget):
    saved = Signal(object)  # the Ruling as written
    open_position = Signal(object)  # the Ruling whose scenario should open on the board

    def __init__(self, corpus: Corpus, root: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingEditor")
        self.corpus = corpus
        self.root = root
        self.ruling: Ruling | None = None  # as last loaded or saved; None while new
        self.history: list[HistoryEntry] = []
        self.dirty = False
        self._proposed_id = ""  # the id a new ruling was given, until the judge types another
        self.error = ""
        self._is_loading = False
        self._cites_version: tuple[str, str] | None = None

        self.id_edit = QLineEdit(objectName="rulingId")
        self.game = QComboBox(objectName="rulingGame")
        for game in corpus.games():
            self.game.addItem(game, game)
        self.version = QComboBox(objectName="rulingVersion")
        self.game.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.title_edit = QLineEdit(objectName="rulingTitle")
        self.question = QPlainTextEdit(objectName="rulingQuestion")
        self.answer = QPlainTextEdit(objectName="rulingAnswer")
        for box in (self.question, self.answer):
            box.setTabChangesFocus(True)
        self.status = QComboBox(objectName="rulingStatus")
        for status in Status:
            self.status.addItem("", status.value)
        self.successor = QLineEdit(objectName="rulingSuccessor")
        self.status.currentIndexChanged.connect(lambda _i: self._status_changed())
        self.date = QDateEdit(objectName="rulingDate")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.issuer = QLineEdit(objectName="rulingIssuer")
        self.where = QComboBox(objectName="rulingWhere")
        for where in Where:
            self.where.addItem("", where.value)
        self.reference = QLineEdit(objectName="rulingReference")
        self.url = QLineEdit(objectName="rulingUrl")

        self.cites = QListWidget(objectName="rulingCites")
        self.cite_edit = QLineEdit(objectName="citeEdit")
        self.cite_edit.returnPressed.connect(self.add_citation_from_edit)
        self.add_cite = QPushButton(objectName="addCite")
        self.add_cite.clicked.connect(self.add_citation_from_edit)
        self.remove_cite = QPushButton(objectName="removeCite")
        self.remove_cite.clicked.connect(self.remove_selected_citation)

        self.scenario = QPlainTextEdit(objectName="rulingScenario")
        self.expect = QPlainTextEdit(objectName="rulingExpect")
        self.notes = QPlainTextEdit(objectName="rulingNotes")
        self.history_list = QListWidget(objectName="rulingHistory")
        self.review = ReviewPanel()
        self.review.migrate_button.clicked.connect(self.migrate)

        self.message = QLabel(objectName="rulingMessage")
        self.message.setWordWrap(True)
        self.save_button = QPushButton(objectName="saveRuling")
        self.save_button.clicked.connect(self.save)
        self.position_button = QPushButton(objectName="openPosition")
        self.position_button.clicked.connect(self._open_position)
        self.position_button.setEnabled(False)
        self._build_layout()
        for w in (self.id_edit, self.title_edit, self.issuer, self.reference, self.url, self.successor):
            w.textEdited.connect(self._edited)
        for box in (self.question, self.answer, self.scenario, self.expect, self.notes):
            box.textChanged.connect(self._edited)
        for combo in (self.version, self.status, self.where):
            combo.currentIndexChanged.connect(self._edited)
        self.version.currentIndexChanged.connect(lambda _i: self._refresh_citations())
        self.date.dateChanged.connect(self._edited)
        self.retranslate()
        self.new_ruling()
        self._status_changed()

    def _build_layout(self) -> None:
        self.labels: dict[str, QLabel] = {}

        def row(form: QFormLayout, key: str, field: Any) -> None:
            label = QLabel()
            self.labels[key] = label
            form.addRow(label, field)

        main = QWidget()
        form = QFormLayout(main)
        where = QHBoxLayout()
        where.addWidget(self.game)
        where.addWidget(self.version)
        where.addStretch(1)
        row(form, "id", self.id_edit)
        row(form, "document", where)
        row(form, "title", self.title_edit)
        row(form, "question", self.question)
        row(form, "answer", self.answer)
        state = QHBoxLayout()
        state.addWidget(self.status)
        state.addWidget(self.date)
        state.addWidget(self.successor, 1)
        row(form, "status", state)
        cite_row = QHBoxLayout()
        cite_row.addWidget(self.cite_edit, 1)
        cite_row.addWidget(self.add_cite)
        cite_row.addWidget(self.remove_cite)
        cites = QVBoxLayout()
        cites.addWidget(self.cites, 1)
        cites.addLayout(cite_row)
        row(form, "cites", cites)

        source = QWidget()
        sform = QFormLayout(source)
        row(sform, "issuer", self.issuer)
        row(sform, "where", self.where)
        row(sform, "reference", self.reference)
        row(sform, "url", self.url)
        row(sform, "notes", self.notes)

        position = QWidget()
        pform = QFormLayout(position)
        row(pform, "scenario", self.scenario)
        row(pform, "expect", self.expect)
        pform.addRow(self.position_button)

        self.tabs = QTabWidget(objectName="rulingTabs")
        self.tabs.addTab(main, "")
        self.tabs.addTab(source, "")
        self.tabs.addTab(position, "")
        self.tabs.addTab(self.review, "")
        self.tabs.addTab(self.history_list, "")

        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self.resize(760, 720)

    # -- filling the form ----------------------------------------------------
    def proposed_id(self) -> str:
        """A free id for a new ruling (``fftcg-20261126-1``): the judge at a table records the ruling first and
        may rename it, instead of being refused for an empty id."""
        game = str(self.game.currentData() or "ruling")
        stem = f"{game}-{dt.date.today():%Y%m%d}"
        n = 1
        while (self.root / game / f"{stem}-{n}.yaml").exists():
            n += 1
        return f"{stem}-{n}"

    def _game_changed(self) -> None:
        game = self.game.currentData()
        if self.ruling is None and self._proposed_id and self.id_edit.text() == self._proposed_id:
            self._proposed_id = self.proposed_id()  # the proposed id follows the game until the judge edits it
            self.id_edit.setText(self._proposed_id)
        self.version.blockSignals(True)
        self.version.clear()
        for v in self.corpus.versions(game) if game else []:
            self.version.addItem(v, v)
        self.version.setCurrentIndex(self.version.count() - 1)
        self.version.blockSignals(False)
        self._refresh_citations()
        self._edited()

    def _select(self, combo: QComboBox, value: str) -> None:
        i = combo.findData(value)
        if i < 0:  # a ruling of a version the app does not hold: keep it visible and selectable
            combo.addItem(value, value)
            i = combo.count() - 1
        combo.setCurrentIndex(i)

    def new_ruling(self, game: str | None = None, prefill: dict[str, Any] | None = None) -> None:
        """An empty form for a new ruling (``prefill``: field values, e.g. from the board and step log)."""
        self.ruling = None
        self.history = []
        self._proposed_id = ""
        prefill = dict(prefill or {})
        game = prefill.get("game") or game or (self.corpus.games()[0] if self.corpus.games() else "")
        self._loading(True)
        self.id_edit.setReadOnly(False)
        self.game.setEnabled(True)
        self._select(self.game, game)
        self._game_changed()
        if prefill.get("version"):
            self._select(self.version, str(prefill["version"]))
        self._proposed_id = "" if prefill.get("id") else self.proposed_id()
        self.id_edit.setText(prefill.get("id") or self._proposed_id)
        self.title_edit.setText(prefill.get("title", ""))
        self.question.setPlainText(prefill.get("question", ""))
        self.answer.setPlainText(prefill.get("answer", ""))
        self._select(self.status, Status.DRAFT.value)
        self.successor.setText("")
        self.date.setDate(QDate.currentDate())
        self.issuer.setText(prefill.get("issuer", ""))
        self._select(self.where, prefill.get("where", Where.EVENT.value))
        self.reference.setText("")
        self.url.setText("")
        self.cites.clear()
        for ref in prefill.get("cites", []):
            self._add_citation(ref)
        scenario = prefill.get("scenario")
        self.scenario.setPlainText(json.dumps(scenario, ensure_ascii=False, indent=2) if isinstance(scenario, dict)
                                   else scenario or "")
        self.expect.setPlainText("")
        self.notes.setPlainText(prefill.get("notes", ""))
        self._loading(False)
        self.dirty = bool(prefill)
        self._after_load()

    def load(self, ruling: Ruling) -> None:
        self.ruling = ruling
        self.history = list(ruling.history)
        self._loading(True)
        self.id_edit.setText(ruling.id)
        self.id_edit.setReadOnly(True)  # the file is named after it
        self._select(self.game, ruling.game)
        self.game.setEnabled(False)  # the folder is named after it
        self._game_changed()
        self._select(self.version, ruling.version)
        self.title_edit.setText(ruling.title)
        self.question.setPlainText(ruling.question.rstrip("\n"))
        self.answer.setPlainText(ruling.answer.rstrip("\n"))
        self._select(self.status, ruling.status.value)
        self.successor.setText(ruling.superseded_by or "")
        self.date.setDate(QDate(ruling.date.year, ruling.date.month, ruling.date.day))
        self.issuer.setText(ruling.source.issuer)
        self._select(self.where, ruling.source.where.value)
        self.reference.setText(ruling.source.reference)
        self.url.setText(ruling.source.url or "")
        self.cites.clear()
        for ref in ruling.cites:
            self._add_citation(ref)
        scenario = ruling.scenario
        self.scenario.setPlainText(json.dumps(scenario, ensure_ascii=False, indent=2) if isinstance(scenario, dict)
                                   else scenario or "")
        self.expect.setPlainText(json.dumps(ruling.expect, ensure_ascii=False, indent=2) if ruling.expect else "")
        self.notes.setPlainText(ruling.notes)
        self._loading(False)
        self.dirty = False
        self._after_load()

    def _loading(self, on: bool) -> None:
        self._is_loading = on

    def _after_load(self) -> None:
        self.message.setText("")
        self.error = ""
        self._fill_history()
        self.review.show_ruling(self.ruling, self.corpus)
        self.position_button.setEnabled(self.ruling is not None and self.ruling.scenario is not None)
        self._update_title()
        self.retranslate_tabs()

    def _status_changed(self) -> None:
        """The successor is asked for only when the ruling is superseded."""
        self.successor.setVisible(self.status.currentData() == Status.SUPERSEDED.value)

    def _edited(self, *_args: object) -> None:
        if not self._is_loading:
            self.dirty = True
            self._update_title()

    def _update_title(self) -> None:
        name = self.ruling.id if self.ruling is not None else self.tr("New ruling")
        self.setWindowTitle(self.tr("Ruling %1").replace("%1", name) + (" *" if self.dirty else ""))

    def _fill_history(self) -> None:
        self.history_list.clear()
        for h in self.history:
            self.history_list.addItem(history_line(h))

    # -- citations -----------------------------------------------------------
    def citations(self) -> list[RuleRef]:
        return [self.cites.item(i).data(REF_ROLE) for i in range(self.cites.count())]

    def _cite_text(self, ref: RuleRef) -> tuple[str, bool]:
        game, version = self.game.currentData(), self.version.currentData()
        name = ref.rule_id if (ref.game, ref.version) == (game, version) else str(ref)
        record = self.corpus.resolve(ref)
        if record is None:
            return f"{name} — ⚠ " + self.tr("no such rule in %1 %2").replace("%1", ref.game) \
                .replace("%2", ref.version), False
        heading = display_heading(record)
        words = " ".join(record.text.split())
        words = words if len(words) <= 60 else words[:60] + "…"
        return " — ".join(p for p in (name, heading, words) if p), True

    def _add_citation(self, ref: RuleRef) -> QListWidgetItem:
        self.cites.addItem("")  # the list owns the item (see the main window's bookmarks)
        item = self.cites.item(self.cites.count() - 1)
        item.setData(REF_ROLE, ref)
        self._paint_citation(item)
        return item

    def _paint_citation(self, item: QListWidgetItem) -> None:
        text, ok = self._cite_text(item.data(REF_ROLE))
        item.setText(text)
        if not ok:
            item.setForeground(QColor(theme.accent_colors(theme.current_scheme())["warn"]))
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)

    def _refresh_citations(self) -> None:
        """The ruling's own version changed: bare numbers follow it."""
        old_refs = self.citations()
        game, version = self.game.currentData(), self.version.currentData()
        previous = self._cites_version
        self.cites.clear()
        for ref in old_refs:
            if previous is not None and (ref.game, ref.version) == previous and game and version:
                ref = RuleRef(game=game, version=version, rule_id=ref.rule_id)
            self._add_citation(ref)
        self._cites_version = (game, version)

    def add_citation_from_edit(self) -> bool:
        """Add the typed citation if the rules have it; otherwise say so and keep the text for correcting."""
        game, version = self.game.currentData(), self.version.currentData()
        try:
            ref = parse_citation(self.cite_edit.text(), game, version)
        except ValueError:
            ref = None
        if ref is None:
            return False
        record = self.corpus.resolve(ref)
        if record is None:
            self._say(self.tr("%1 %2 has no rule %3.").replace("%1", ref.game).replace("%2", ref.version)
                      .replace("%3", ref.rule_id), error=True)
            return False
        if ref.rule_id != record.rule_id and ref.rule_id != record.key:
            ref = RuleRef(game=ref.game, version=ref.version, rule_id=record.rule_id)  # 206．２ → 206.2
        if ref not in self.citations():
            self._add_citation(ref)
            self._edited()
        self.cite_edit.clear()
        self._say("")
        return True

    def remove_selected_citation(self) -> None:
        row = self.cites.currentRow()
        if row >= 0:
            self.cites.takeItem(row)
            self._edited()

    # -- saving ----------------------------------------------------------------
    def _say(self, text: str, error: bool = False) -> None:
        self.error = text if error else ""
        color = theme.accent_colors(theme.current_scheme())["warn"] if error else ""
        self.message.setStyleSheet(f"color: {color};" if color else "")
        self.message.setText(text)

    def _json_field(self, box: QPlainTextEdit, name: str, allow_path: bool) -> Any:
        text = box.toPlainText().strip()
        if not text:
            return None
        if allow_path and not text.startswith("{"):
            return text
        try:  # a paste is input like any file: depth, size of numbers and duplicate keys are checked
            value = parse_json(text, f"{self._where()} ({name})")
        except InputError as exc:
            where = f"line {exc.line}: " if exc.line else ""
            raise RulingError(self._where(), f"{where}{exc.message}", field=name, kind="json") from None
        if not isinstance(value, dict):
            raise RulingError(self._where(), "must be a JSON object", field=name, kind="json_object")
        return value

    def _where(self) -> Path:
        if self.ruling is not None and self.ruling.path is not None:
            return self.ruling.path
        return self.root / str(self.game.currentData()) / f"{self.id_edit.text().strip() or '?'}.yaml"

    def collect(self) -> Ruling:
        """The form as a validated ruling (not yet saved); RulingError names the field at fault."""
        d = self.date.date()
        status = Status(self.status.currentData())
        history = list(self.history)
        today = dt.date.today()
        if self.ruling is None:
            history.append(HistoryEntry(date=today, action="created"))
        else:
            action = ACTIONS[status] if status is not self.ruling.status else "edited"
            history.append(HistoryEntry(date=today, action=action))
        data: dict[str, Any] = {
            "id": self.id_edit.text().strip(),
            "game": self.game.currentData(),
            "version": self.version.currentData(),
            "title": self.title_edit.text().strip(),
            "question": self.question.toPlainText().strip(),
            "answer": self.answer.toPlainText().strip(),
            "status": status.value,
            "superseded_by": (self.successor.text().strip() or None) if status is Status.SUPERSEDED else None,
            "source": {"issuer": self.issuer.text().strip(), "where": self.where.currentData(),
                       "reference": self.reference.text().strip(), "url": self.url.text().strip() or None},
            "date": dt.date(d.year(), d.month(), d.day()).isoformat(),
            "cites": [ref.model_dump() for ref in self.citations()],
            "scenario": self._json_field(self.scenario, "scenario", allow_path=True),
            "expect": self._json_field(self.expect, "expect", allow_path=False),
            "notes": self.notes.toPlainText().strip(),
            "history": [h.model_dump(mode="json") for h in history],
        }
        ruling = parse_ruling(data, self._where())
        missing = [ref for ref in ruling.cites if self.corpus.resolve(ref) is None]
        if missing:
            raise RulingError(self._where(), ", ".join(str(r) for r in missing), field="cites", kind="unknown_rule")
        return ruling

    def save(self) -> bool:
        """Validate and write atomically; on failure the file on disk is untouched and the form keeps the edits."""
        try:
            ruling = self.collect()
            if self.ruling is None:
                ruling._path = None  # new: the store refuses to overwrite another ruling's file
                path = save_ruling(ruling, root=self.root)
            else:
                path = save_ruling(ruling, path=self.ruling.path or self._where())
        except RulingError as exc:
            self._say(self.tr("Not saved: %1").replace("%1", ruling_error_text(exc)), error=True)
            return False
        except OSError as exc:  # read-only file, full disk: the form keeps the edits and stays marked unsaved
            text = self.tr("Not saved: %1").replace(
                "%1", failure_text(None if self.ruling is None else (self.ruling.path or self._where()), exc))
            self._say(text, error=True)
            warn(self, self.windowTitle(), text)
            return False
        self.load(ruling)
        self._say(self.tr("Saved to %1").replace("%1", path.name))
        self.saved.emit(ruling)
        return True

    def migrate(self) -> bool:
        """Cite the newest version (the core's migration), save, and show the result."""
        if self.ruling is None or not self.review.newest:
            return False
        if self.dirty:
            self._say(self.tr("Save or discard the edits first: the migration starts from the saved ruling."),
                      error=True)
            return False
        try:
            new = migrate_ruling(self.ruling, self.review.newest, self.corpus,
                                 drop_removed=self.review.drop_removed.isChecked())
            save_ruling(new, path=self.ruling.path or self._where())
        except (MigrationError, RulingError, OSError) as exc:
            text = migration_error_text(exc) if isinstance(exc, MigrationError) else \
                ruling_error_text(exc) if isinstance(exc, RulingError) else \
                failure_text(self.ruling.path or self._where(), exc)
            self._say(self.tr("Not migrated: %1").replace("%1", text), error=True)
            if isinstance(exc, OSError):
                warn(self, self.windowTitle(), self.tr("Not migrated: %1").replace("%1", text))
            return False
        self.load(new)
        self._say(self.tr("Citations now refer to %1; recorded in the history.").replace("%1", new.version))
        self.saved.emit(new)
        return True

    def _open_position(self) -> None:
        if self.ruling is not None and self.ruling.scenario is not None:
            self.open_position.emit(self.ruling)

    # -- language and closing ------------------------------------------------
    def retranslate_tabs(self) -> None:
        flagged = self.review.needs_attention()
        review = self.tr("Review") + (" ⚠" if flagged else "")
        for i, text in enumerate((self.tr("Ruling"), self.tr("Source"), self.tr("Position"), review,
                                  self.tr("History"))):
            self.tabs.setTabText(i, text)

    def retranslate(self) -> None:
        texts = {
            "id": self.tr("ID"), "document": self.tr("Rules"), "title": self.tr("Title"),
            "question": self.tr("Question"), "answer": self.tr("Answer"), "status": self.tr("Status"),
            "cites": self.tr("Cited rules"), "issuer": self.tr("Issued by"), "where": self.tr("Where"),
            "reference": self.tr("Reference"), "url": self.tr("URL"), "notes": self.tr("Notes"),
            "scenario": self.tr("Scenario"), "expect": self.tr("Expectations"),
        }
        for key, label in self.labels.items():
            label.setText(texts[key])
        for i, status in enumerate(Status):
            self.status.setItemText(i, status_label(status))
        for i, where in enumerate(Where):
            self.where.setItemText(i, where_label(where))
        self.id_edit.setPlaceholderText(self.tr("letters, digits, '.', '-', '_' (names the file)"))
        self.successor.setPlaceholderText(self.tr("the ID of the ruling that replaces it"))
        self.cite_edit.setPlaceholderText(self.tr("a rule number, e.g. 206.2 (or game@version:number)"))
        self.add_cite.setText(self.tr("Add"))
        self.remove_cite.setText(self.tr("Remove"))
        self.scenario.setPlaceholderText(self.tr("a scenario file beside the ruling, or the scenario as JSON"))
        self.expect.setPlaceholderText(self.tr("optional: expectations as JSON, replacing the scenario's own"))
        self.save_button.setText(self.tr("Save"))
        self.position_button.setText(self.tr("Open the position on the board"))
        self.review.retranslate()
        self.retranslate_tabs()
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.dirty and self.isVisible():
            answer = QMessageBox.question(
                self, self.windowTitle(), self.tr("Discard the unsaved edits?"),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Discard:
                event.ignore()
                return
        super().closeEvent(event)
