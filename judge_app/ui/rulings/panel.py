"""The rulings list: filter by game, status and words, see which ones a rules update put in doubt.

Loading and verifying run off the UI thread (citations are followed to the newest
rules; positions are re-run where the engine can). Files that cannot be read are
counted and named, and every other ruling still shows.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus
from judge_app.rulings import Ruling, RulingError, RulingSet, Status, load_rulings
from judge_app.rulings.verify import RulingReport, verify_rulings
from judge_app.ui import theme
from judge_app.ui.ops import run_in_background
from judge_app.ui.rulings.messages import ruling_error_text
from judge_app.ui.rulings.model import RULING_ROLE, RulingsFilter, RulingsModel, needs_review, status_label


def load_and_verify(root: Path, corpus: Corpus) -> tuple[RulingSet, list[RulingReport]]:
    found = load_rulings(root)
    return found, verify_rulings(found.rulings, corpus, run=True)


class RulingsPanel(QWidget):
    edit_requested = Signal(object)  # Ruling
    new_requested = Signal()
    loaded = Signal()  # the list and its review flags are current

    def __init__(self, corpus: Corpus | None, root: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingsPanel")
        self.corpus = corpus
        self.root = root
        self.errors: list[RulingError] = []
        self.busy = False
        self._generation = 0

        self.game = QComboBox(objectName="rulingsGame")
        self.status = QComboBox(objectName="rulingsStatus")
        self.search = QLineEdit(objectName="rulingsSearch")
        self.search.setClearButtonEnabled(True)
        self.flagged = QCheckBox(objectName="rulingsFlagged")
        self.model = RulingsModel(self)
        self.proxy = RulingsFilter(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.table = QTableView(objectName="rulingsTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(RulingsModel.ID, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.activated.connect(self._activated)
        self.table.doubleClicked.connect(self._activated)
        self.summary = QLabel(objectName="rulingsSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.linkActivated.connect(lambda _href: self.show_errors())
        self.new_button = QPushButton(objectName="newRuling")
        self.new_button.clicked.connect(self.new_requested)
        self.edit_button = QPushButton(objectName="editRuling")
        self.edit_button.clicked.connect(lambda: self._activated(self.table.currentIndex()))
        self.reload_button = QPushButton(objectName="reloadRulings")
        self.reload_button.clicked.connect(self.reload)

        self.game.currentIndexChanged.connect(lambda _i: self._filters_changed())
        self.status.currentIndexChanged.connect(lambda _i: self._filters_changed())
        self.search.textChanged.connect(lambda _t: self._filters_changed())
        self.flagged.toggled.connect(lambda _on: self._filters_changed())

        filters = QHBoxLayout()
        filters.addWidget(self.game)
        filters.addWidget(self.status)
        filters.addWidget(self.search, 1)
        filters.addWidget(self.flagged)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.edit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.reload_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        self.retranslate()
        if corpus is not None:
            self.set_corpus(corpus)

    def set_corpus(self, corpus: Corpus) -> None:
        self.corpus = corpus
        current = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        self.game.addItem("", "")
        for g in corpus.games():
            self.game.addItem(g, g)
        self.game.setCurrentIndex(max(0, self.game.findData(current or "")))
        self.game.blockSignals(False)
        self.retranslate()
        self.reload()

    # -- loading ---------------------------------------------------------------
    def reload(self) -> None:
        """Read the rulings folder again and verify every ruling, off the UI thread."""
        corpus, root = self.corpus, self.root
        if corpus is None:
            return
        self._generation += 1
        generation = self._generation
        self.busy = True
        self.summary.setText(html.escape(self.tr("Reading the rulings…")))

        def done(result: tuple[RulingSet, list[RulingReport]]) -> None:
            if generation == self._generation:
                self._show(*result)

        def failed(exc: BaseException) -> None:
            if generation == self._generation:
                self.busy = False
                self.summary.setText(html.escape(self.tr("The rulings could not be read: %1").replace("%1", str(exc))))
                self.loaded.emit()

        run_in_background(lambda _p: load_and_verify(root, corpus), on_success=done, on_failure=failed, context=self)

    def _show(self, found: RulingSet, reports: list[RulingReport]) -> None:
        self.busy = False
        selected = self.current_ruling()
        self.model.set_rulings(found.rulings)
        self.model.set_reports(reports)
        self.errors = list(found.errors)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        header.resizeSection(RulingsModel.TITLE, min(header.sectionSize(RulingsModel.TITLE), 360))
        if selected is not None:
            self.select(selected.id)
        self._update_summary()
        self.loaded.emit()

    def _update_summary(self) -> None:
        if self.busy:
            return
        flagged = sum(needs_review(self.model.reports.get(r.id)) for r in self.model.rulings)
        text = self.tr("%1 of %2 rulings shown; %3 need review").replace("%1", str(self.proxy.rowCount())) \
            .replace("%2", str(self.model.rowCount())).replace("%3", str(flagged))
        out = html.escape(text)
        if self.errors:
            warn = theme.accent_colors(theme.current_scheme())["warn"]
            bad = self.tr("%1 ruling files could not be read").replace("%1", str(len(self.errors)))
            out += f' · <a href="errors" style="color:{warn}">{html.escape(bad)}</a>'
            self.summary.setToolTip("\n".join(ruling_error_text(e) for e in self.errors))
        else:
            self.summary.setToolTip("")
        self.summary.setText(out)

    def show_errors(self) -> None:
        if self.errors:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Ruling files that could not be read"),
                              "\n\n".join(f"{ruling_error_text(e)}\n{e.path}" for e in self.errors),
                              QMessageBox.StandardButton.Close, self)
            box.open()

    # -- filtering and choosing --------------------------------------------------
    def _filters_changed(self) -> None:
        self.proxy.set_game(self.game.currentData() or None)
        status = self.status.currentData()
        self.proxy.set_status(Status(status) if status else None)
        self.proxy.set_text(self.search.text())
        self.proxy.set_flagged_only(self.flagged.isChecked())
        self._update_summary()

    def visible_ids(self) -> list[str]:
        return [self.proxy.index(r, 0).data(RULING_ROLE).id for r in range(self.proxy.rowCount())]

    def current_ruling(self) -> Ruling | None:
        index = self.table.currentIndex()
        return index.data(RULING_ROLE) if index.isValid() else None

    def select(self, ruling_id: str) -> bool:
        row = self.model.row_of(ruling_id)
        if row < 0:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not index.isValid():
            return False
        self.table.selectRow(index.row())
        self.table.scrollTo(index)
        return True

    def _activated(self, index: QModelIndex) -> None:
        ruling = index.data(RULING_ROLE) if index.isValid() else None
        if ruling is not None:
            self.edit_requested.emit(ruling)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rulings"))
        if self.game.count():
            self.game.setItemText(0, self.tr("All games"))
        self.status.blockSignals(True)
        current = self.status.currentData()
        self.status.clear()
        self.status.addItem(self.tr("Any status"), "")
        for s in Status:
            self.status.addItem(status_label(s), s.value)
        self.status.setCurrentIndex(max(0, self.status.findData(current or "")))
        self.status.blockSignals(False)
        self.search.setPlaceholderText(self.tr("Filter by words, rule number or ID"))
        self.flagged.setText(self.tr("Needs review"))
        self.flagged.setToolTip(self.tr("Only rulings whose cited rules changed, or whose position now resolves "
                                        "differently"))
        self.new_button.setText(self.tr("New…"))
        self.edit_button.setText(self.tr("Open"))
        self.reload_button.setText(self.tr("Verify again"))
        self.reload_button.setToolTip(self.tr("Read the rulings folder again and re-check every ruling"))
        if self.model.rowCount():
            self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 5)
        self._update_summary()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
