"""Two versions of a document side by side: the aligned records, filterable by kind, and the
selected pair with its character-level differences.

A selected row shows the pair below the list; Enter, a double click, or a side's
"Open" link opens that rule in the main view. The diff runs off the UI thread.
Run ``python -m judge_app.ui.compare.view`` to see pso2 1.8 against 3.0.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QItemSelection, QLocale, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus, RuleSet, default_corpus
from judge_app.corpus.diff import DiffEntry, DiffKind
from judge_app.ui import theme
from judge_app.ui.compare.diff_html import colors, kind_color, plain_html, side_html
from judge_app.ui.compare.lineage import cached_diff
from judge_app.ui.compare.model import ENTRY_ROLE, KIND_ORDER, DiffFilter, DiffModel, kind_explanation, kind_label
from judge_app.ui.compare.words import word_segments
from judge_app.ui.location import Location
from judge_app.ui.ops import run_in_background
from judge_app.ui.preview import run_preview
from judge_app.ui.titles import game_title


class SidePane(QWidget):
    """One version's side: which version and number, an Open link, and the text."""

    open_requested = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = QLabel(objectName=f"{name}Header")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.linkActivated.connect(lambda _href: self.open_requested.emit())
        self.header.setContentsMargins(6, 4, 6, 2)
        self.text = QTextBrowser(objectName=f"{name}Text")
        self.text.setOpenLinks(False)
        self.text.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.text, 1)


class CompareView(QWidget):
    open_rule = Signal(object)  # Location of a record in either version: show it and bring the window up
    follow_rule = Signal(object)  # Location clicked in the list: show it in the main view, keep this window up
    compared = Signal()  # the list now holds the chosen pair of versions

    def __init__(self, corpus: Corpus | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareView")
        self.corpus: Corpus | None = None
        self.entry: DiffEntry | None = None
        self._generation = 0
        self.busy = False

        self.game_label = QLabel()
        self.game_combo = QComboBox(objectName="compareGame")
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.old_label = QLabel()
        self.old_combo = QComboBox(objectName="compareOld")
        self.arrow = QLabel("→")
        self.new_combo = QComboBox(objectName="compareNew")
        self.status = QLabel(objectName="compareStatus")
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.old_combo.currentIndexChanged.connect(lambda _i: self._versions_chosen())
        self.new_combo.currentIndexChanged.connect(lambda _i: self._versions_chosen())

        self.kind_buttons: dict[DiffKind, QToolButton] = {}
        self.filter_box = QLineEdit(objectName="compareFilter")
        self.filter_box.setClearButtonEnabled(True)

        self.model = DiffModel(self)
        self.proxy = DiffFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView(objectName="compareTable")
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.table.activated.connect(self._activated)
        self.table.doubleClicked.connect(self._activated)
        self.table.clicked.connect(self._clicked)

        self.summary = QLabel(objectName="compareSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setContentsMargins(6, 6, 6, 2)
        self.old_pane = SidePane("old")
        self.new_pane = SidePane("new")
        self.old_pane.open_requested.connect(lambda: self._open_side("old"))
        self.new_pane.open_requested.connect(lambda: self._open_side("new"))
        self._build_layout()
        self.retranslate()
        if corpus is not None:
            self.set_corpus(corpus)

    def _build_layout(self) -> None:
        choose = QHBoxLayout()
        choose.addWidget(self.game_label)
        choose.addWidget(self.game_combo)
        choose.addSpacing(12)
        choose.addWidget(self.old_label)
        choose.addWidget(self.old_combo)
        choose.addWidget(self.arrow)
        choose.addWidget(self.new_combo)
        choose.addSpacing(12)
        choose.addWidget(self.status, 1)
        kinds = QHBoxLayout()
        kinds.setSpacing(4)
        for kind in KIND_ORDER:
            button = QToolButton(objectName=f"kind_{kind.value}")
            button.setCheckable(True)
            button.setChecked(kind in self.proxy.kinds)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.toggled.connect(lambda _on: self._kinds_toggled())
            kinds.addWidget(button)
            self.kind_buttons[kind] = button
        kinds.addSpacing(12)
        kinds.addWidget(self.filter_box, 1)
        self.filter_box.textChanged.connect(self._filter_edited)

        sides = QSplitter(Qt.Orientation.Horizontal, objectName="compareSides")
        sides.addWidget(self.old_pane)
        sides.addWidget(self.new_pane)
        detail = QWidget()
        dl = QVBoxLayout(detail)
        dl.setContentsMargins(0, 0, 0, 0)
        dl.setSpacing(0)
        dl.addWidget(self.summary)
        dl.addWidget(sides, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, objectName="compareSplitter")
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(detail)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(choose)
        layout.addLayout(kinds)
        layout.addWidget(self.splitter, 1)

    # -- choosing what to compare -----------------------------------------
    def set_corpus(self, corpus: Corpus) -> None:
        """Offer the corpus's games; the first game with two versions is compared at once."""
        self.corpus = corpus
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        for game in corpus.games():
            self.game_combo.addItem(game_title(game, QLocale().language() == QLocale.Language.English), game)
        several = next((i for i, g in enumerate(corpus.games()) if len(corpus.versions(g)) > 1), 0)
        self.game_combo.setCurrentIndex(several)
        self.game_combo.blockSignals(False)
        self._game_chosen(self.game_combo.currentIndex())

    def _game_chosen(self, _index: int) -> None:
        game = self.game_combo.currentData()
        if self.corpus is None or not game:
            return
        versions = self.corpus.versions(game)
        for combo in (self.old_combo, self.new_combo):
            combo.blockSignals(True)
            combo.clear()
            for v in versions:
                label = self.corpus.get(game, v).info.version_label or v
                combo.addItem(label if v in label else f"{v} ({label})", v)
            combo.blockSignals(False)
        self.old_combo.setCurrentIndex(max(0, len(versions) - 2))
        self.new_combo.setCurrentIndex(len(versions) - 1)
        self._versions_chosen()

    def _versions_chosen(self) -> None:
        game = self.game_combo.currentData()
        old, new = self.old_combo.currentData(), self.new_combo.currentData()
        if game and old and new:
            self.compare(game, old, new)

    def compare(self, game: str, old_version: str, new_version: str) -> None:
        """Diff the two versions off the UI thread; ``compared`` fires when the list shows them."""
        assert self.corpus is not None
        old, new = self.corpus.get(game, old_version), self.corpus.get(game, new_version)
        self._select_in_combos(game, old_version, new_version)
        self._generation += 1
        generation = self._generation
        self.busy = True
        self.status.setText(self.tr("Comparing…"))

        def done(entries: list) -> None:
            if generation == self._generation:
                self._show(old, new, entries)

        def failed(exc: BaseException) -> None:
            if generation == self._generation:
                self.busy = False
                self.status.setText(self.tr("The comparison failed: %1").replace("%1", str(exc)))

        run_in_background(lambda _p: cached_diff(old, new), on_success=done, on_failure=failed, context=self)

    def _select_in_combos(self, game: str, old_version: str, new_version: str) -> None:
        for combo, value in ((self.game_combo, game), (self.old_combo, old_version), (self.new_combo, new_version)):
            i = combo.findData(value)
            if i >= 0 and i != combo.currentIndex():
                combo.blockSignals(True)
                combo.setCurrentIndex(i)
                combo.blockSignals(False)
                if combo is self.game_combo:  # the version lists belong to the game
                    self._game_chosen(i)
                    return

    def _show(self, old: RuleSet, new: RuleSet, entries: list[DiffEntry]) -> None:
        self.busy = False
        self.model.set_entries(old, new, entries)
        self._update_status()
        self._update_kind_buttons()
        header = self.table.horizontalHeader()
        for col, width in ((DiffModel.KIND, 90), (DiffModel.OLD, 130), (DiffModel.NEW, 130)):
            header.resizeSection(col, width)
        self.show_entry(None)
        if self.proxy.rowCount() > 0:
            self.table.selectRow(0)
        self.compared.emit()

    def _update_status(self) -> None:
        old, new = self.model.old, self.model.new
        if old is None or new is None:
            self.status.setText("")
        elif old is new:
            self.status.setText(self.tr("The same version on both sides: choose two different versions."))
        else:
            shown, total = self.proxy.rowCount(), self.model.rowCount()
            self.status.setText(self.tr("%1 of %2 records shown").replace("%1", str(shown)).replace("%2", str(total)))

    # -- filtering ---------------------------------------------------------
    def _update_kind_buttons(self) -> None:
        counts = self.model.counts()
        scheme = theme.current_scheme()
        for kind, button in self.kind_buttons.items():
            button.setText(f"{kind_label(kind)}  {counts[kind]}")
            button.setToolTip(kind_explanation(kind))
            button.setStyleSheet(f"QToolButton:checked {{ color: {kind_color(kind, scheme)}; font-weight: bold; }}")

    def set_kinds(self, kinds: set[DiffKind]) -> None:
        for kind, button in self.kind_buttons.items():
            button.blockSignals(True)
            button.setChecked(kind in kinds)
            button.blockSignals(False)
        self._kinds_toggled()

    def _kinds_toggled(self) -> None:
        self.proxy.set_kinds({k for k, b in self.kind_buttons.items() if b.isChecked()})
        self._after_filter()

    def _filter_edited(self, text: str) -> None:
        self.proxy.set_text(text)
        self._after_filter()

    def _after_filter(self) -> None:
        self._update_status()
        if not self.table.selectionModel().hasSelection() and self.proxy.rowCount() > 0:
            self.table.selectRow(0)
        elif self.proxy.rowCount() == 0:
            self.show_entry(None)

    # -- the selected pair -------------------------------------------------
    def visible_entries(self) -> list[DiffEntry]:
        return [self.proxy.index(r, 0).data(ENTRY_ROLE) for r in range(self.proxy.rowCount())]

    def select_entry(self, old_key: str | None = None, new_key: str | None = None) -> bool:
        """Select the row of a record (showing its kind if it was filtered out)."""
        row = self.model.row_of(old_key, new_key)
        if row < 0:
            return False
        kind = self.model.entries[row].kind
        if kind not in self.proxy.kinds:
            self.kind_buttons[kind].setChecked(True)
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not index.isValid():  # hidden by the typed filter
            self.filter_box.clear()
            index = self.proxy.mapFromSource(self.model.index(row, 0))
        self.table.selectRow(index.row())
        self.table.scrollTo(index)
        return True

    def _selection_changed(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = selected.indexes()
        self.show_entry(rows[0].data(ENTRY_ROLE) if rows else None)

    def show_entry(self, entry: DiffEntry | None) -> None:
        self.entry = entry
        old, new = self.model.old, self.model.new
        if entry is None or old is None or new is None:
            self.summary.setText("")
            for pane in (self.old_pane, self.new_pane):
                pane.header.setText("")
                pane.text.clear()
            return
        scheme = theme.current_scheme()
        c = colors(scheme)
        kind = f'<b style="color:{kind_color(entry.kind, scheme)}">{html.escape(kind_label(entry.kind))}</b>'
        parts = [kind, html.escape(kind_explanation(entry.kind))]
        if entry.kind is DiffKind.MOVED:
            parts.append(html.escape(f"{entry.old_id} → {entry.new_id}"))
        if entry.old_text != entry.new_text and entry.same_substance:
            parts.append(html.escape(self.tr("only cross-reference numbers differ")))
        if entry.kind in (DiffKind.CHANGED, DiffKind.MOVED) and entry.similarity < 1.0:
            parts.append(html.escape(self.tr("%1% similar").replace("%1", str(round(entry.similarity * 100)))))
        deleted, inserted = html.escape(self.tr("deleted")), html.escape(self.tr("inserted"))
        legend = (f'<span style="background-color:{c["del_bg"]}; color:{c["del_fg"]}">{deleted}</span> '
                  f'<span style="background-color:{c["ins_bg"]}; color:{c["ins_fg"]}">{inserted}</span>')
        self.summary.setText(" · ".join(parts) + ("&nbsp;&nbsp;&nbsp;" + legend if entry.segments else ""))
        self._fill_side(self.old_pane, old, entry.old_id, entry.old_text, entry, "old")
        self._fill_side(self.new_pane, new, entry.new_id, entry.new_text, entry, "new")

    def _fill_side(self, pane: SidePane, rs: RuleSet, rule_id: str | None, text: str, entry: DiffEntry,
                   side: str) -> None:
        version = html.escape(rs.info.version_label or rs.version)
        if rule_id is None:
            pane.header.setText(f"<b>{version}</b>")
            missing = self.tr("Not in version %1").replace("%1", rs.info.version_label or rs.version)
            pane.text.setHtml(f'<p><i>{html.escape(missing)}</i></p>')
            return
        open_text = html.escape(self.tr("Open"))
        pane.header.setText(f'<b>{version}</b> · <b>{html.escape(rule_id)}</b>'
                            f'&nbsp;&nbsp;<a href="open">{open_text}</a>')
        segments = word_segments(entry.old_text, entry.new_text) if entry.segments else []
        body = side_html(segments, side, theme.current_scheme()) if segments else plain_html(text)
        pane.text.setHtml(f'<p style="line-height:150%">{body}</p>')

    # -- opening -----------------------------------------------------------
    def location(self, entry: DiffEntry, side: str | None = None) -> Location | None:
        old, new = self.model.old, self.model.new
        if old is None or new is None:
            return None
        if side is None:
            side = "new" if entry.new_key else "old"
        if side == "new" and entry.new_key:
            return Location(new.game, new.version, entry.new_key)
        if side == "old" and entry.old_key:
            return Location(old.game, old.version, entry.old_key)
        return None

    def _open_side(self, side: str) -> None:
        if self.entry is not None:
            loc = self.location(self.entry, side)
            if loc is not None:
                self.open_rule.emit(loc)

    def _clicked(self, index: QModelIndex) -> None:
        entry = index.data(ENTRY_ROLE)
        loc = self.location(entry) if entry is not None else None
        if loc is not None:
            self.follow_rule.emit(loc)

    def _activated(self, index: QModelIndex) -> None:
        entry = index.data(ENTRY_ROLE)
        loc = self.location(entry) if entry is not None else None
        if loc is not None:
            self.open_rule.emit(loc)

    # -- language ----------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Compare versions"))
        self.game_label.setText(self.tr("Document"))
        self.old_label.setText(self.tr("Versions"))
        self.filter_box.setPlaceholderText(self.tr("Filter by rule number or words"))
        self.table.setToolTip(self.tr("A click shows the rule in the main window; Enter or a double click "
                                      "also brings that window to the front"))
        self._update_kind_buttons()
        self._update_status()
        if self.model.rowCount():
            self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
            self.model.dataChanged.emit(self.model.index(0, 0), self.model.index(self.model.rowCount() - 1, 3))
        self.show_entry(self.entry)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


if __name__ == "__main__":

    def _make() -> QWidget:
        view = CompareView(default_corpus())
        view.resize(1180, 780)
        return view

    raise SystemExit(run_preview(_make))
