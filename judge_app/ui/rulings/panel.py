"""The rulings list: filter by game, status and words, see which ones a rules update put in doubt.

Loading and verifying run off the UI thread (citations are followed to the newest
rules; positions are re-run where the engine can). Files that cannot be read are
counted and named, and every other ruling still shows. "Approved only" narrows the list to what event
judges see; a source selector (shown once an event pack is imported) reads a pack instead, read-only.

When the folder is a rulings repository, Sync shares it with the committee remote off the UI thread,
with its stage shown; rulings both sides changed open the conflict view, and the decisions go to a
second sync, which writes them whole. Without git, or without a repository, the button says why.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus
from judge_app.rulings import Ruling, RulingError, RulingSet, Status, load_rulings
from judge_app.rulings.repo import GitMissing, NotARepository, Resolutions, RulingsRepo, SyncResult, SyncState
from judge_app.rulings.verify import RulingReport, verify_rulings
from judge_app.ui import theme
from judge_app.ui.ops import ProgressFn, run_in_background
from judge_app.ui.rulings.conflicts import ConflictDialog
from judge_app.ui.rulings.messages import ruling_error_text
from judge_app.ui.rulings.model import RULING_ROLE, RulingsFilter, RulingsModel, needs_review, status_label

SYNC_STAGES = 4  # commit, fetch, replay, push


def sync_stage_text(done: int) -> str:
    return (QCoreApplication.translate("RulingsSync", "Recording local edits…"),
            QCoreApplication.translate("RulingsSync", "Fetching the committee's rulings…"),
            QCoreApplication.translate("RulingsSync", "Combining both sides' edits…"),
            QCoreApplication.translate("RulingsSync", "Sending the rulings to the committee…"),
            QCoreApplication.translate("RulingsSync", "Done"))[max(0, min(done, SYNC_STAGES))]


def sync_result_text(result: SyncResult) -> str:
    """The sync's outcome in the judge's language (the core's English detail kept only for errors)."""
    received = len(result.received_rulings())
    texts = {
        SyncState.SYNCED: QCoreApplication.translate("RulingsSync", "In step with the committee; %1 ruling files "
                                                     "received"),
        SyncState.OFFLINE: QCoreApplication.translate("RulingsSync", "The committee's remote cannot be reached: %2 "
                                                      "local change(s) are kept here and sent at the next sync"),
        SyncState.LOCAL: QCoreApplication.translate("RulingsSync", "No committee remote is set: edits are recorded "
                                                    "on this machine only"),
        SyncState.CONFLICT: QCoreApplication.translate("RulingsSync", "%3 ruling(s) changed here and by the "
                                                       "committee need a decision; nothing was changed"),
        SyncState.ERROR: QCoreApplication.translate("RulingsSync", "Sync stopped, local edits are intact: %4"),
    }
    text = texts.get(result.state, result.message)
    return text.replace("%1", str(received)).replace("%2", str(result.queued)) \
        .replace("%3", str(len(result.conflicts))).replace("%4", result.message)


def load_and_verify(root: Path, corpus: Corpus,
                    only: set[Path] | None = None) -> tuple[RulingSet, list[RulingReport]]:
    """The folder's rulings, and verify's report on each, or (``only``) on those read from these files."""
    found = load_rulings(root)
    wanted = found.rulings if only is None else [r for r in found.rulings if r.path is not None and r.path in only]
    return found, verify_rulings(wanted, corpus, run=True)


class RulingsPanel(QWidget):
    edit_requested = Signal(object)  # Ruling
    new_requested = Signal()
    loaded = Signal()  # the list and its review flags are current
    synced = Signal(object)  # the SyncResult of a finished sync

    def __init__(self, corpus: Corpus | None, root: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingsPanel")
        self.corpus = corpus
        self.root = root
        self.packs: list[Path] = []  # imported event packs, listed read-only beside the user's rulings
        self.errors: list[RulingError] = []
        self.busy = False
        self._generation = 0

        self.source = QComboBox(objectName="rulingsSource")
        self.source.hide()  # shown once an event pack is imported
        self.game = QComboBox(objectName="rulingsGame")
        self.status = QComboBox(objectName="rulingsStatus")
        self.search = QLineEdit(objectName="rulingsSearch")
        self.search.setClearButtonEnabled(True)
        self.flagged = QCheckBox(objectName="rulingsFlagged")
        self.approved_only = QCheckBox(objectName="rulingsApprovedOnly")
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
        self.reload_button.clicked.connect(lambda _checked=False: self.reload())
        self.sync_button = QPushButton(objectName="syncRulings")
        self.sync_button.clicked.connect(lambda: self.sync())
        self.sync_progress = QProgressBar(objectName="syncProgress")
        self.sync_progress.setRange(0, SYNC_STAGES)
        self.sync_progress.setTextVisible(True)
        self.sync_progress.hide()
        self.sync_status = QLabel(objectName="syncStatus")
        self.sync_status.setWordWrap(True)
        self.syncing = False
        self.last_sync: SyncResult | None = None
        self.conflict_dialog: ConflictDialog | None = None
        self._resolutions: dict[tuple[str, str, str], str | None] = {}

        self.game.currentIndexChanged.connect(lambda _i: self._filters_changed())
        self.status.currentIndexChanged.connect(lambda _i: self._filters_changed())
        self.search.textChanged.connect(lambda _t: self._filters_changed())
        self.flagged.toggled.connect(lambda _on: self._filters_changed())
        self.approved_only.toggled.connect(lambda _on: self._filters_changed())
        self.source.currentIndexChanged.connect(lambda _i: self._source_changed())

        filters = QHBoxLayout()
        filters.addWidget(self.source)
        filters.addWidget(self.game)
        filters.addWidget(self.status)
        filters.addWidget(self.search, 1)
        filters.addWidget(self.flagged)
        filters.addWidget(self.approved_only)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.edit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.reload_button)
        buttons.addWidget(self.sync_button)
        sync_row = QHBoxLayout()
        sync_row.addWidget(self.sync_status, 1)
        sync_row.addWidget(self.sync_progress)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addLayout(sync_row)
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
    def reload(self, changed: list[str] | None = None) -> None:
        """Read the rulings folder again and verify every ruling, off the UI thread.

        ``changed`` (files relative to the folder, as a sync reports them) narrows verify to those rulings:
        the others keep the report they had, since neither they nor the rules moved.
        """
        corpus, root = self.corpus, self.folder()
        if corpus is None:
            return
        only = None if changed is None else {root / p for p in changed}
        self._generation += 1
        generation = self._generation
        self.busy = True
        self.summary.setText(html.escape(self.tr("Reading the rulings…")))

        def done(result: tuple[RulingSet, list[RulingReport]]) -> None:
            if generation == self._generation:
                found, reports = result
                if only is not None:  # the rulings not verified again keep their reports
                    fresh = {r.ruling_id for r in reports}
                    reports = [*reports, *(r for k, r in self.model.reports.items() if k not in fresh)]
                self._show(found, reports)

        def failed(exc: BaseException) -> None:
            if generation == self._generation:
                self.busy = False
                self.summary.setText(html.escape(self.tr("The rulings could not be read: %1").replace("%1", str(exc))))
                self.loaded.emit()

        run_in_background(lambda _p: load_and_verify(root, corpus, only), on_success=done, on_failure=failed,
                          context=self)

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

    # -- sharing with the committee ------------------------------------------------
    def sync(self, resolutions: Resolutions | None = None) -> bool:
        """Start a sync off the UI thread; False (with the reason shown) when this folder cannot sync."""
        if self.syncing:
            return False
        try:
            repo = RulingsRepo.open(self.root)
        except GitMissing:
            self._sync_said(self.tr("git is not installed: the rulings are kept on this machine only and cannot "
                                    "be shared"), warn=True)
            return False
        except NotARepository:
            self._sync_said(self.tr("This rulings folder is not shared with a committee: name its remote in "
                                    "Settings (or run “judge-app rulings init --remote …”)"), warn=True)
            return False
        self.syncing = True
        self.sync_button.setEnabled(False)
        self.sync_progress.setValue(0)
        self.sync_progress.setFormat(sync_stage_text(0))
        self.sync_progress.show()
        decided = dict(resolutions or {})

        def work(progress: ProgressFn) -> SyncResult:
            return repo.sync(decided, progress=lambda _stage, done, total: progress(done, total))

        run_in_background(work, on_success=self._sync_done, on_failure=self._sync_failed,
                          on_progress=self._sync_progress, context=self)
        return True

    def _sync_progress(self, done: int, _total: int) -> None:
        self.sync_progress.setValue(done)
        self.sync_progress.setFormat(sync_stage_text(done))

    def _sync_finished(self) -> None:
        self.syncing = False
        self.sync_button.setEnabled(True)
        self.sync_progress.hide()

    def _sync_failed(self, exc: BaseException) -> None:
        self._sync_finished()
        self._sync_said(self.tr("Sync stopped, local edits are intact: %1").replace("%1", str(exc)), warn=True)

    def _sync_done(self, result: SyncResult) -> None:
        self._sync_finished()
        self.last_sync = result
        self._sync_said(sync_result_text(result), warn=not result.ok)
        if result.state is SyncState.CONFLICT:
            self.show_conflicts(result)
        else:
            self._resolutions = {}
            if not self.read_only():  # a sync never touches an imported pack shown
                self.reload(result.received_rulings())  # only what it changed needs verify again
        self.synced.emit(result)

    def show_conflicts(self, result: SyncResult) -> ConflictDialog:
        dialog = ConflictDialog(result.conflicts, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.accepted.connect(lambda: self._decided(dialog))
        self.conflict_dialog = dialog
        dialog.open()
        return dialog

    def _decided(self, dialog: ConflictDialog) -> None:
        self._resolutions.update(dialog.resolutions())
        self.conflict_dialog = None
        self.sync(self._resolutions)

    def _sync_said(self, text: str, warn: bool = False) -> None:
        color = theme.accent_colors(theme.current_scheme())["warn"] if warn else ""
        self.sync_status.setStyleSheet(f"color: {color};" if color else "")
        self.sync_status.setText(text)

    # -- where the rulings come from ----------------------------------------------
    def set_packs(self, packs: list[Path]) -> None:
        """List these imported packs as read-only sources; the one shown stays chosen while it is still there."""
        current = self.source.currentData() or ""
        self.packs = list(packs)
        self.source.blockSignals(True)
        self.source.clear()
        self.source.addItem("", "")
        for pack in self.packs:
            self.source.addItem("", str(pack))
        self.source.setCurrentIndex(max(0, self.source.findData(current)))
        self.source.blockSignals(False)
        self.source.setVisible(bool(self.packs))
        self._name_sources()
        if (self.source.currentData() or "") != current:
            self._source_changed()

    def _name_sources(self) -> None:
        if self.source.count():
            self.source.setItemText(0, self.tr("Your rulings"))
        for i, pack in enumerate(self.packs, start=1):
            self.source.setItemText(i, self.tr("Event pack “%1” (read-only)").replace("%1", pack.name))

    def folder(self) -> Path:
        """The folder shown: the user's rulings, or the imported pack chosen."""
        chosen = self.source.currentData()
        return Path(chosen) if chosen else self.root

    def read_only(self) -> bool:
        """True while an imported pack is shown: its rulings are read, never edited."""
        return bool(self.source.currentData())

    def _source_changed(self) -> None:
        self.new_button.setEnabled(not self.read_only())
        self.edit_button.setText(self.tr("Read") if self.read_only() else self.tr("Open"))
        self.reload()

    # -- filtering and choosing --------------------------------------------------
    def _filters_changed(self) -> None:
        approved_only = self.approved_only.isChecked()
        self.status.setEnabled(not approved_only)
        self.proxy.set_approved_only(approved_only)
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
        self.approved_only.setText(self.tr("Approved only"))
        self.approved_only.setToolTip(self.tr("Show only the rulings the committee approved, as event judges see "
                                              "them; clear it to see drafts, proposals and superseded rulings too"))
        self.source.setToolTip(self.tr("Your own rulings, or an event pack imported with “judge-app rulings "
                                       "import” (read-only)"))
        self._name_sources()
        self.flagged.setToolTip(self.tr("Only rulings whose cited rules changed, or whose position now resolves "
                                        "differently"))
        self.new_button.setText(self.tr("New…"))
        self.edit_button.setText(self.tr("Read") if self.read_only() else self.tr("Open"))
        self.reload_button.setText(self.tr("Verify again"))
        self.reload_button.setToolTip(self.tr("Read the rulings folder again and re-check every ruling"))
        self.sync_button.setText(self.tr("Sync"))
        self.sync_button.setToolTip(self.tr("Share the rulings with the committee: record local edits, fetch "
                                            "theirs, send ours"))
        if self.last_sync is not None:
            self._sync_said(sync_result_text(self.last_sync), warn=not self.last_sync.ok)
        if self.model.rowCount():
            self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 5)
        self._update_summary()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
