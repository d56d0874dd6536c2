"""The stepper's "compare versions" button: the board's position under two rules versions.

A rules committee asks whether a ruling still holds under the new rules. The
button runs the position under the game's two newest versions off the UI
thread (``judge_app.engine.compare``, the same data the command line prints)
and shows where the runs part, with each version's rules clickable, and the
final facts that differ. Either run can then be loaded into the stepper: that
sets the scenario's version as one undoable edit, so saving the board keeps it.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QLocale, QObject, QTimer, QUrl, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus
from judge_app.engine import game_layout
from judge_app.engine.compare import Comparison, VersionRun, compare_versions
from judge_app.ui.board import words
from judge_app.ui.ops import BackgroundOp, run_in_background
from judge_app.ui.stepper.citations import CITE_SCHEME, parse_cite, rule_text
from judge_app.ui.stepper.explain import Cleaner, display_names

if TYPE_CHECKING:
    from judge_app.ui.stepper.dock import StepperPanel


def fact_label(what: str, game: str, layout: dict[str, Any], names: dict[str, str], english: bool) -> str:
    """A compared fact in the judge's words: ``card card-1 damage`` -> クラウド: ダメージ, ``zone A.break size`` ->
    Aのブレイクゾーンの枚数, ``player B lost`` -> プレイヤーB: 敗北."""
    zones = {z["id"]: (z["name_en"] if english else z["name_ja"]) for z in layout.get("zones", [])}
    attrs = {a["name"]: (a["label_en"] if english else a["label_ja"]) for a in layout.get("card_attributes", [])}
    parts = what.split(" ")
    if parts[0] == "card" and len(parts) >= 3:
        key = " ".join(parts[2:])
        return f"{names.get(parts[1], parts[1])}: {attrs.get(key) or words.state_name(game, key, english)}"
    if parts[0] == "zone" and len(parts) == 3 and parts[2] == "size":
        player, _, zone = parts[1].rpartition(".")
        where = zones.get(zone, zone)
        if english:
            return f"Cards in {player + chr(39) + 's ' if player else ''}{where}"
        return f"{player + 'の' if player else ''}{where}の枚数"
    if parts[0] == "player" and len(parts) == 3:
        return (f"Player {parts[1]}: " if english else f"プレイヤー{parts[1]}: ") + words.state_name(
            game, parts[2], english)
    return words.state_name(game, what, english)


def fact_value(value: Any, game: str, layout: dict[str, Any], names: dict[str, str], english: bool,
               what: str = "") -> str:
    """A compared value in the judge's words: card names, zone names, vocabulary names, the phase, who won."""
    if what == "phase" and isinstance(value, str):
        return words.phase_name(game, value, english)
    if isinstance(value, dict) and "outcome" in value:
        return words.result_text(value, english)
    if isinstance(value, list):
        return ", ".join(fact_value(v, game, layout, names, english) for v in value) or "—"
    if isinstance(value, str):
        if value in names:
            return names[value]
        player, _, zone = value.rpartition(".")
        for z in layout.get("zones", []):
            if z["id"] == zone:
                name = z["name_en"] if english else z["name_ja"]
                return (f"{player}'s {name}" if english else f"{player}の{name}") if player else name
        return words.name(game, value, english)
    return shown(value)


def shown(value: Any) -> str:
    """A final-state value as a judge reads it: nothing for a fact the run does not have."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "—"
    return str(value)


class VersionCompareDialog(QDialog):
    """Where two runs part (each version's sentence and rules) and their final facts side by side."""

    citation_activated = Signal(object)  # RuleRef
    load_requested = Signal(str, int)  # version, the step to show (0: run to the end)

    def __init__(self, corpus: Corpus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.corpus = corpus
        self.comparison: Comparison | None = None
        self.english = False
        self.card_names: dict[str, str] = {}  # card id -> name, so the table and steps never show ids
        self.summary = QLabel(objectName="compareSummary")
        self.summary.setWordWrap(True)
        self.first_step = QTextBrowser(objectName="compareFirstStep")
        self.first_step.setOpenLinks(False)
        self.first_step.anchorClicked.connect(self._anchor)
        self.finals_label = QLabel(objectName="compareFinalsLabel")
        self.finals = QTableWidget(0, 3, objectName="compareFinals")
        self.finals.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.finals.verticalHeader().hide()
        self.finals.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.load_a = QPushButton(objectName="compareLoadA")
        self.load_b = QPushButton(objectName="compareLoadB")
        self.load_a.clicked.connect(lambda _c=False: self._load(0))
        self.load_b.clicked.connect(lambda _c=False: self._load(1))
        close = QPushButton(objectName="compareClose")
        close.clicked.connect(self.close)
        self.close_button = close
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_a)
        buttons.addWidget(self.load_b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.first_step, 3)
        layout.addWidget(self.finals_label)
        layout.addWidget(self.finals, 2)
        layout.addLayout(buttons)
        self.resize(900, 640)

    def show_comparison(self, cmp: Comparison, english: bool) -> None:
        self.comparison = cmp
        self.english = english
        va, vb = cmp.versions
        self.setWindowTitle(self.tr("Compare rules versions %1 and %2").replace("%1", va).replace("%2", vb))
        if cmp.first_difference is None:
            summary = self.tr("Every step is the same under %1 and %2.").replace("%1", va).replace("%2", vb)
        else:
            summary = self.tr("The runs part at step %1.").replace("%1", str(cmp.first_difference))
        self.summary.setText(summary)
        self.first_step.setHtml(self.first_step_html())
        self.finals_label.setText(self.tr("The final states differ:") if cmp.final_differences
                                  else self.tr("The final states are the same."))
        self.finals.setRowCount(len(cmp.final_differences))
        self.finals.setHorizontalHeaderLabels([self.tr("Fact"), self.tr("Rules %1").replace("%1", va),
                                               self.tr("Rules %1").replace("%1", vb)])
        layout = game_layout(cmp.game)
        names = display_names(self.card_names)
        for row, d in enumerate(cmp.final_differences):
            for col, value in enumerate((fact_label(d["what"], cmp.game, layout, names, english),
                                         fact_value(d["a"], cmp.game, layout, names, english, d["what"]),
                                         fact_value(d["b"], cmp.game, layout, names, english, d["what"]))):
                self.finals.setItem(row, col, QTableWidgetItem(value))
        self.finals.setVisible(bool(cmp.final_differences))
        self.load_a.setText(self.tr("Load the %1 run into the stepper").replace("%1", va))
        self.load_b.setText(self.tr("Load the %1 run into the stepper").replace("%1", vb))
        self.close_button.setText(self.tr("Close"))

    def first_step_html(self) -> str:
        cmp = self.comparison
        if cmp is None:
            return ""
        cells = [self._run_html(run, step) for run, step in zip(cmp.runs, cmp.step_pair(), strict=True)]
        rules = self.tr("Rules %1")
        heads = "".join(f"<th width='50%' align='left'>{html.escape(rules.replace('%1', r.version))}</th>"
                        for r in cmp.runs)
        body = "".join(f"<td width='50%' valign='top'>{c}</td>" for c in cells)
        return f"<table width='100%' cellspacing='6'><tr>{heads}</tr><tr>{body}</tr></table>"

    def _run_html(self, run: VersionRun, step: dict[str, Any] | None) -> str:
        esc = html.escape
        parts: list[str] = []
        ended, rules = self.tr("No such step: this run has ended."), self.tr("Rules:")
        result, stopped = self.tr("Result: %1"), self.tr("The engine stopped: %1")
        waiting = self.tr("Waiting for an answer.")
        if self.comparison is not None and self.comparison.first_difference is not None:
            if step is None:
                parts.append(f"<p><i>{esc(ended)}</i></p>")
            else:
                cleaner = Cleaner(self.card_names)
                main = cleaner.clean(step["text_en"] if self.english else step["text_ja"])
                colour = "#b00020" if step.get("illegal") else "#000"
                parts.append(f"<p style='color:{colour}'><b>{esc(main)}</b></p>")
                for note in step.get("notes", []):
                    parts.append(f"<p style='color:#7a4a00'>※ {esc(cleaner.clean(note))}</p>")
                parts.append(f"<p>{esc(rules)}</p><ul>")
                for label in step["citations"]:
                    href = f"{CITE_SCHEME}:{label}"
                    ref = parse_cite(href)
                    body = rule_text(self.corpus, ref) if ref is not None else ""
                    if len(body) > 120:
                        body = body[:119] + "…"
                    parts.append(f"<li><a href='{esc(href)}'>{esc(label)}</a> {esc(body)}</li>")
                parts.append("</ul>")
        if run.result:
            parts.append(f"<p>{esc(result.replace('%1', shown(run.result)))}</p>")
        if run.error:
            parts.append(f"<p style='color:#b00020'>{esc(stopped.replace('%1', run.error))}"
                         "</p>")
        if run.question is not None:
            parts.append(f"<p style='color:#7a4a00'>{esc(waiting)}</p>")
        return "".join(parts)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.comparison is not None:
            QTimer.singleShot(0, self._relabel)  # not while Qt is still delivering the event to the children
        super().changeEvent(event)

    def _relabel(self) -> None:
        if shiboken6.isValid(self) and self.comparison is not None:
            self.show_comparison(self.comparison, QLocale().language() == QLocale.Language.English)

    def _anchor(self, url: QUrl) -> None:
        ref = parse_cite(url.toString())
        if ref is not None:
            self.citation_activated.emit(ref)

    def _load(self, index: int) -> None:
        if self.comparison is not None:
            self.load_requested.emit(self.comparison.versions[index], self.comparison.first_difference or 0)


class VersionCompare(QObject):
    """The button, the background run and the dialog, for one stepper panel."""

    def __init__(self, panel: StepperPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.button = QPushButton(objectName="compareButton")
        self.button.clicked.connect(lambda _c=False: self.start())
        self.dialog: VersionCompareDialog | None = None
        self.op: BackgroundOp | None = None
        panel.editor.scenario_changed.connect(self.refresh)  # another game may hold only one version

    def versions(self) -> tuple[str, str] | None:
        """The game's two newest rules versions, or None when the corpus holds fewer than two."""
        held = self.panel.corpus.versions(self.panel.editor.scenario().game)
        return (held[-2], held[-1]) if len(held) >= 2 else None

    def retranslate(self) -> None:
        self.button.setText(self.tr("Compare rules versions…"))
        self.button.setToolTip(self.tr("Run this position under both rules versions and show where they part"))

    def refresh(self) -> None:
        self.button.setEnabled(self.versions() is not None and (self.op is None or not self.op.running))

    def start(self) -> BackgroundOp | None:
        versions = self.versions()
        if versions is None:
            return None
        scenario = self.panel.editor.scenario()
        self.op = run_in_background(lambda _progress: compare_versions(scenario, versions),
                                    self._show, self._failed, context=self.button)
        self.refresh()
        self.panel.message.emit(self.tr("Running the position under %1 and %2…").replace("%1", versions[0])
                                .replace("%2", versions[1]))
        return self.op

    def _show(self, cmp: Comparison) -> None:
        self.refresh()
        if self.dialog is None:
            self.dialog = VersionCompareDialog(self.panel.corpus, self.panel)
            self.dialog.citation_activated.connect(self.panel.citation_activated)
            self.dialog.load_requested.connect(self.load_version)
        self.dialog.card_names = self.panel.names()
        self.dialog.show_comparison(cmp, self.panel.english)
        self.dialog.show()
        self.dialog.raise_()

    def _failed(self, exc: BaseException) -> None:
        self.refresh()
        self.panel.message.emit(self.tr("Could not compare the versions: %1").replace("%1", str(exc)))

    def load_version(self, version: str, step: int) -> bool:
        """Set the scenario's rules version (undoable) and show that run in the stepper at ``step``."""
        editor = self.panel.editor
        if not editor.document.apply(self.tr("Rules version %1").replace("%1", version),
                                     lambda s: s.model_copy(update={"version": version})):
            return False
        self.panel.reset()
        if step:
            self.panel.go_to(step)
        else:
            self.panel.run_to_end()
        return True
