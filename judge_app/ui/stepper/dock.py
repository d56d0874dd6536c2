"""The stepper dock: run the board's scenario one step at a time, each step with its rules.

F10 steps, Shift+F10 steps back, and the steps list jumps anywhere already
computed; the board shows the position after the selected step with the cards
it changed highlighted. The log names cards, never their ids, in the UI's
language only, and folds routine priority passes into one line (a toggle opens
them). Run to end never crosses into another turn by itself: it stops at the
turn's end and says whether the script was used up or which action was not.
A question the engine cannot answer itself appears here as buttons; the answer
is recorded into the scenario (one undoable edit), so saving the board keeps it
and the run replays. A step's rules are grouped by their role (permits, requires,
forbids, ...); the "now" panel under them says who may act after the selected step,
what they may do and what they may not, each with its rules, as the engine's options
query answers it (the same legality checks the run uses).
"""

from __future__ import annotations

import html
import logging
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QLocale, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus, default_corpus
from judge_app.engine import AnswerError, Scenario, Step, Stepper
from judge_app.engine.kernel.options import Option, Options, OptionsQuery
from judge_app.ui import files
from judge_app.ui.alerts import failure_parts, warn
from judge_app.ui.board import words
from judge_app.ui.board.actions import describe
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.stepper.citations import CITE_SCHEME, parse_cite, rule_text
from judge_app.ui.stepper.compare import VersionCompare
from judge_app.ui.stepper.explain import Cleaner, Row, changed_cards, log_rows, note_text
from judge_app.ui.stepper.report import write_report

log = logging.getLogger(__name__)


class QuestionPanel(QWidget):
    """A pending question: one button per option, or a pick list for several / an order."""

    answered = Signal(str, object)  # question id, choice (option id or list of ids)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionPanel")
        self.question: Any = None
        self.prompt = QLabel(objectName="questionPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold; color: #7a4a00;")
        self.buttons = QHBoxLayout()
        self.picks = QListWidget(objectName="questionPicks")
        self.picks.setMaximumHeight(110)
        self.confirm = QPushButton(objectName="questionConfirm")
        self.confirm.clicked.connect(self._confirm)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.addWidget(self.prompt)
        layout.addLayout(self.buttons)
        layout.addWidget(self.picks)
        layout.addWidget(self.confirm)
        self.hide()

    def show_question(self, question: Any, english: bool) -> None:
        self.question = question
        while self.buttons.count():
            w = self.buttons.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.picks.clear()
        if question is None:
            self.hide()
            return
        self.prompt.setText(question.prompt_en if english else question.prompt_ja)
        single = not question.ordered and question.min == 1 and question.max == 1
        for opt in question.options:
            label = opt.label_en if english else opt.label_ja
            if single:
                b = QPushButton(label)
                b.setObjectName(f"option_{opt.id}")
                b.clicked.connect(lambda _c=False, oid=opt.id: self.answered.emit(question.id, oid))
                self.buttons.addWidget(b)
            else:
                self.picks.addItem(label)  # the list makes and owns its items
                item = self.picks.item(self.picks.count() - 1)
                item.setData(Qt.ItemDataRole.UserRole, opt.id)
                if not question.ordered:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(Qt.CheckState.Unchecked)
        self.picks.setVisible(not single)
        self.confirm.setVisible(not single)
        self.picks.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove if question.ordered
                                   else QAbstractItemView.DragDropMode.NoDragDrop)
        self.confirm.setText(self.tr("Answer in this order") if question.ordered else self.tr("Answer"))
        self.show()

    def _confirm(self) -> None:
        q = self.question
        if q is None:
            return
        items = [self.picks.item(i) for i in range(self.picks.count())]
        if q.ordered:
            choice = [str(i.data(Qt.ItemDataRole.UserRole)) for i in items]
        else:
            choice = [str(i.data(Qt.ItemDataRole.UserRole)) for i in items if i.checkState() == Qt.CheckState.Checked]
        self.answered.emit(q.id, choice)


class StepperPanel(QWidget):
    """Step controls, the steps so far, the selected step's sentence and rules, and any question."""

    citation_activated = Signal(object)  # RuleRef
    message = Signal(str)

    def __init__(self, editor: BoardEditor, corpus: Corpus | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepperPanel")
        self.editor = editor
        self._corpus = corpus
        self.stepper: Stepper | None = None
        self._built_from: Scenario | None = None
        self.english = editor.english

        self.step_button = QPushButton(objectName="stepButton")
        self.back_button = QPushButton(objectName="backButton")
        self.run_button = QPushButton(objectName="runButton")
        self.reset_button = QPushButton(objectName="resetButton")
        self.report_button = QPushButton(objectName="reportButton")
        self.step_button.clicked.connect(self.step)
        self.back_button.clicked.connect(self.back)
        self.run_button.clicked.connect(self.run_to_end)
        self.reset_button.clicked.connect(self.reset)
        self.report_button.clicked.connect(self.export_dialog)
        self.step_action = self._shortcut("F10", self.step)
        self.back_action = self._shortcut("Shift+F10", self.back)

        self.status = QLabel(objectName="stepperStatus")
        self.status.setWordWrap(True)
        self.steps_list = QListWidget(objectName="stepsList")
        self.steps_list.setWordWrap(True)
        self.rows: list[Row] = []
        self.fold_box = QCheckBox(objectName="foldPasses")
        self.fold_box.setChecked(True)
        self.fold_box.toggled.connect(lambda _on: self._rebuild_log())
        self.run_note = ""  # why the last run stopped where it did
        self.steps_list.currentRowChanged.connect(self._row_chosen)
        self.detail = QTextBrowser(objectName="stepDetail")
        self.detail.setOpenLinks(False)
        self.detail.anchorClicked.connect(self._anchor)
        self.now = QTextBrowser(objectName="nowPanel")
        self.now.setOpenLinks(False)
        self.now.anchorClicked.connect(self._anchor)
        self._options: OptionsQuery | None = None
        self._options_of: Stepper | None = None
        self._shown_now: dict[int, Options] = {}
        self.question = QuestionPanel()
        self.question.answered.connect(self.answer)
        self.compare = VersionCompare(self)

        buttons = QHBoxLayout()
        for b in (self.step_button, self.back_button, self.run_button, self.reset_button):
            buttons.addWidget(b)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.steps_list)
        split.addWidget(self.detail)
        split.addWidget(self.now)
        split.setSizes([240, 200, 180])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.question)
        layout.addWidget(self.fold_box)
        layout.addWidget(split, 1)
        layout.addWidget(self.report_button)
        layout.addWidget(self.compare.button)
        editor.scenario_changed.connect(self._scenario_edited)
        self.retranslate()
        self._refresh()

    def _shortcut(self, key: str, slot: Any) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _c=False: slot())
        self.addAction(action)
        return action

    def retranslate(self) -> None:
        self.step_button.setText(self.tr("Step ▶ (F10)"))
        self.back_button.setText(self.tr("◀ Back (Shift+F10)"))
        self.run_button.setText(self.tr("Run to end"))
        self.reset_button.setText(self.tr("Reset"))
        self.report_button.setText(self.tr("Export case report…"))
        self.fold_box.setText(self.tr("Fold routine priority passes"))
        self.compare.retranslate()
        self._refresh()

    def _relabel(self) -> None:
        """The steps and the question in the new language; run after Qt has finished the language change."""
        if not shiboken6.isValid(self):
            return
        self.english = QLocale().language() == QLocale.Language.English
        self.steps_list.clear()
        self.rows = []
        self.retranslate()
        if self.stepper is not None and shiboken6.isValid(self.editor) and shiboken6.isValid(self.editor.side):
            self._show_position()  # the banner over the table names the step in the new language too

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # Qt is still walking this widget's children with the event: replacing list items and question
            # buttons now would pull widgets from under it, so the rebuild waits for the event loop.
            QTimer.singleShot(0, self._relabel)
        super().changeEvent(event)

    @property
    def corpus(self) -> Corpus:
        if self._corpus is None:
            self._corpus = default_corpus()
        return self._corpus

    # ----- the run -------------------------------------------------------------------------------
    def _scenario_edited(self) -> None:
        if self.stepper is not None and self.editor.scenario() is not self._built_from:
            self.stepper = None  # the board changed: the old steps no longer describe it
            self.editor.show_scenario()
            self._refresh()

    def ensure_stepper(self) -> Stepper | None:
        if self.stepper is None:
            scenario = self.editor.scenario()
            try:
                self.stepper = Stepper(scenario, contain_failures=True)
            except Exception as exc:  # a refusal, or the engine failing to set the position up: said, not raised
                log.info("the stepper could not start on %s", self.editor.where(), exc_info=exc)
                text = self.editor.setup_failure_text("setup", self.editor.where(), exc)
                self.status.setText(text)
                self.message.emit(text)
                return None
            self._built_from = scenario
        return self.stepper

    def steps(self) -> list[Step]:
        """The steps computed so far (all of them, not only up to the current position)."""
        return list(self.stepper.steps) if self.stepper is not None else []

    def position(self) -> int:
        return self.stepper.position if self.stepper is not None else 0

    def step(self) -> Step | None:
        s = self.ensure_stepper()
        if s is None:
            return None
        result = s.step()
        self._show_position()
        return result

    def back(self) -> Step | None:
        if self.stepper is None:
            return None
        result = self.stepper.back()
        self._show_position()
        return result

    def run_to_end(self) -> list[Step]:
        """Step until the engine stops, a question, or the end of the turn the run is in: a scratch position
        never runs on into later turns (and a deck-out) by itself. The status says why it stopped."""
        s = self.ensure_stepper()
        if s is None:
            return []
        taken: list[Step] = []
        turn: int | None = None
        self.run_note = ""
        while True:
            st = s.step()
            if st is None:
                break
            if turn is None:
                turn = st.turn
            elif st.turn != turn:
                s.back()  # the new turn's first step stays computed: Step or Run goes on from here
                self.run_note = "turn"
                break
            taken.append(st)
        self._show_position()
        return taken

    def names(self) -> dict[str, str]:
        sc = self._built_from or self.editor.scenario()
        return {c.id: (c.name_en or c.name) if self.english else c.name
                for p in sc.players for cards in p.zones.values() for c in cards}

    def cleaner(self) -> Cleaner:
        return Cleaner(self.names())

    def step_text(self, st: Step) -> str:
        """A step's sentence as the log shows it: the UI's language, card names instead of ids."""
        return self.cleaner().clean(st.text_en if self.english else st.text_ja)

    def script_report(self) -> str:
        """After a run: whether the script was used up, or which of its actions never came up."""
        s = self.stepper
        if s is None or not s.scenario.actions:
            return ""
        unused = s.unused_actions()
        if not unused:
            return self.tr("Every scripted action was used.")
        names = self.names()
        actions = [a.model_dump(mode="json", exclude_none=True) for a in s.scenario.actions]
        listed = "; ".join(f"{i + 1}. {describe(actions[i], names, s.scenario.game, self.english)}" for i in unused)
        return self.tr("Not used (the run never reached them): %1").replace("%1", listed)

    def reset(self) -> None:
        self.stepper = None
        self.editor.show_scenario()
        self._refresh()

    def go_to(self, position: int) -> None:
        s = self.ensure_stepper()
        if s is None:
            return
        while s.position < position and s.step() is not None:
            pass
        while s.position > position and s.back() is not None:
            pass
        self._show_position()

    def answer(self, question_id: str, choice: Any) -> bool:
        """Answer the pending question, record it in the scenario, and go on from where the run stood."""
        s = self.stepper
        if s is None:
            return False
        try:
            s.answer(question_id, choice)
        except AnswerError as exc:
            self.message.emit(str(exc))
            return False
        where = s.position
        if not self.editor.record_answer(question_id, choice):
            return False
        # the scenario now holds the answer: replay it to where we were, then take the answered step
        self.stepper = None
        fresh = self.ensure_stepper()
        if fresh is None:
            return False
        fresh.run(until=where)
        fresh.step()
        self._show_position()
        return True

    # ----- showing -------------------------------------------------------------------------------
    def _show_position(self) -> None:
        s = self.stepper
        if s is None:
            return
        state = s.state
        pos = s.position
        highlighted = changed_cards(s.steps[pos - 1], set(state.cards)) if pos else set()
        if s.pending_question is not None and pos == len(s.steps):  # the cards the question is about
            highlighted |= {o.id for o in s.pending_question.options if o.id in state.cards}
        text = ""
        if pos:
            st = s.steps[pos - 1]
            text = self.tr("Step %1 of %2: %3").replace("%1", str(pos)).replace("%2", str(len(s.steps))).replace(
                "%3", self.step_text(st))
        else:
            text = self.tr("Before the first step")
        self.editor.show_state(state, highlighted, text)
        self._refresh()

    def _refresh(self) -> None:
        s = self.stepper
        steps = s.steps if s is not None else []
        self.steps_list.blockSignals(True)
        if sum(len(r.steps) for r in self.rows) != len(steps) or s is None:
            self._fill_log(steps)
        pos = s.position if s is not None else 0
        self.steps_list.setCurrentRow(self._row_of(pos))
        self.steps_list.blockSignals(False)
        self._show_detail(steps[pos - 1] if pos else None)
        pending = s.pending_question if s is not None and pos == len(steps) else None
        self.question.show_question(pending, self.english)
        self.back_button.setEnabled(pos > 0)
        self.step_button.setEnabled(s is None or not (s.done or pending is not None) or pos < len(steps))
        self.run_button.setEnabled(self.step_button.isEnabled())
        self.report_button.setEnabled(bool(steps))
        self.compare.refresh()
        if s is None:
            self.status.setText(self.tr("Press F10 to start stepping through the position."))
        elif s.error:
            self.status.setText(self.tr("The engine stopped: %1").replace("%1", s.error))
        elif pending is not None:
            self.status.setText(self.tr("Waiting for an answer."))
        elif s.done:
            self.status.setText(" ".join(x for x in (
                self.tr("Finished after %1 steps.").replace("%1", str(len(steps))), self.script_report()) if x))
        elif self.run_note == "turn" and pos == len(steps) - 1:
            self.status.setText(" ".join(x for x in (
                self.tr("Stopped at the end of the turn (step %1); Step or Run goes on into the next turn.")
                .replace("%1", str(pos)), self.script_report()) if x))
        else:
            self.status.setText(self.tr("Step %1 of %2 so far.").replace("%1", str(pos)).replace(
                "%2", str(len(steps))))

    def _fill_log(self, steps: list[Step]) -> None:
        self.steps_list.clear()
        self.rows = log_rows(steps, self.fold_box.isChecked())
        cleaner = self.cleaner()
        by_n = {st.n: st for st in steps}
        for row in self.rows:
            passes = "\n".join(f"{n}. {cleaner.clean(by_n[n].text_en if self.english else by_n[n].text_ja)}"
                                for n in row.steps if row.folded or n != row.steps[0])
            if row.folded:
                first, last = row.steps[0], row.steps[-1]
                text = self.tr("%1. Both players pass").replace("%1", str(first) if first == last
                                                                 else f"{first}–{last}")
                self.steps_list.addItem(text)  # the list makes and owns its items
                item = self.steps_list.item(self.steps_list.count() - 1)
                item.setForeground(QColor("#777"))
                item.setToolTip(passes)
                continue
            st = by_n[row.steps[0]]
            mark = "✗ " if st.illegal else ""
            text = f"{st.n}. {mark}{cleaner.clean(st.text_en if self.english else st.text_ja)}"
            if row.passes:  # the routine passes that followed, folded into this line
                text += "  ⋯ " + self.tr("both pass")
                if row.passes > 1:
                    text += " " + self.tr("(%1 times)").replace("%1", str(row.passes))
            self.steps_list.addItem(text)
            item = self.steps_list.item(self.steps_list.count() - 1)
            if st.illegal:
                item.setForeground(QColor("#b00020"))
            item.setToolTip(" ".join(st.citation_strings()) + (f"\n{passes}" if passes else ""))

    def _rebuild_log(self) -> None:
        self.rows = []
        self._refresh()

    def _row_of(self, position: int) -> int:
        """The log line showing step ``position`` (-1 before the first step)."""
        for i, row in enumerate(self.rows):
            if position in row.steps:
                return i
        return -1

    def _row_chosen(self, row: int) -> None:
        if self.stepper is not None and 0 <= row < len(self.rows):
            self.go_to(self.rows[row].last)

    def detail_html(self, st: Step | None) -> str:
        if st is None:
            return ""
        esc = html.escape
        cleaner = self.cleaner()
        main = cleaner.clean(st.text_en if self.english else st.text_ja)
        parts = []
        not_allowed = self.tr("Not allowed:")
        rules = self.tr("Rules:")
        if st.illegal:
            parts.append(f"<p style='color:#b00020'><b>{esc(not_allowed)}</b> {esc(main)}</p>")
        else:
            parts.append(f"<p><b>{esc(main)}</b></p>")
        settings = self.editor.game.settings()
        for note in st.notes:
            parts.append(f"<p style='color:#7a4a00'>※ {esc(cleaner.clean(note_text(note, settings, self.english)))}"
                         "</p>")
        if st.cites:  # each rule under its role: why the step happened, or was refused
            parts.append(f"<p>{esc(rules)}</p>")
            for role, refs in st.by_role().items():
                parts.append(f"<p style='margin:0'><i>{esc(self.role_name(role))}</i></p><ul style='margin-top:0'>")
                parts += [f"<li>{self._rule_link(ref, st, 160)}</li>" for ref in dict.fromkeys(refs)]
                parts.append("</ul>")
        elif st.citations:
            parts.append(f"<p>{esc(rules)}</p><ul>")
            parts += [f"<li>{self._rule_link(ref, st, 160)}</li>" for ref in st.citations]
            parts.append("</ul>")
        return "".join(parts)

    def _rule_link(self, ref: Any, st: Step | None, length: int) -> str:
        """A cited rule as a link (``cite:`` scheme) followed by the start of its text."""
        esc = html.escape
        label = st.citation_strings()[list(st.citations).index(ref)] if st is not None and ref in st.citations \
            else f"{ref.game}:{ref.rule_id}"
        body = rule_text(self.corpus, ref)
        if len(body) > length:
            body = body[: length - 1] + "…"
        href = f"{CITE_SCHEME}:{ref.game}@{ref.version}:{ref.rule_id}"
        return f"<a href='{esc(href)}'>{esc(label)}</a> {esc(body)}"

    def role_name(self, role: str) -> str:
        """A citation role as the judge reads it (the command line prints the same words)."""
        names = {"permits": self.tr("Permits"), "requires": self.tr("Requires (the procedure)"),
                 "forbids": self.tr("Forbids"), "choice": self.tr("Gives a choice"),
                 "check": self.tr("Checked"), "setting": self.tr("Read by a setting")}
        return names.get(role, role)

    # ----- who may act now -----------------------------------------------------------------------
    def options_now(self) -> Options | None:
        """The engine's options after the selected step (kept per position until the run changes)."""
        s = self.stepper
        if s is None:
            return None
        if self._options_of is not s or self._options is None:
            self._options, self._options_of, self._shown_now = OptionsQuery(s), s, {}
        pos = s.position
        if pos not in self._shown_now:
            self._shown_now[pos] = self._options.options(pos)
        return self._shown_now[pos]

    def _option_text(self, o: Option) -> str:
        """``Player A: Attack — Cloud`` in the UI's language, card names instead of ids."""
        names = self.names()
        s = self.stepper
        who = (s.state.players[o.player].name if s is not None else "") or o.player
        what = words.name(self.editor.game.key, o.type, self.english)
        card = names.get(o.card or "", o.card or "")
        if o.ability is not None:
            card = self.tr("%1, ability %2").replace("%1", card).replace("%2", str(o.ability + 1))
        aim = ", ".join(names.get(t, t) for t in o.targets)
        text = self.tr("Player %1: %2").replace("%1", who).replace("%2", what)
        if card:
            text += f" — {card}"
        if aim:
            text += f" → {aim}"
        return text

    def now_html(self) -> str:
        """Who may act after the selected step, the legal actions with the rules that permit them and the refused
        ones with the rules that forbid them."""
        opts = self.options_now()
        if opts is None:
            return ""
        esc = html.escape
        cleaner = self.cleaner()
        heading = self.tr("Now")
        parts = [f"<p><b>{esc(heading)}</b></p>"]
        if not opts.actors:
            why = {"over": self.tr("The game is over: nobody acts."),
                   "question": self.tr("A choice must be answered before anyone acts."),
                   "none": self.tr("Nobody can act before the turn ends.")}
            parts.append(f"<p>{esc(why.get(opts.reason, ''))}</p>")
            return "".join(parts)
        s = self.stepper
        names = ", ".join((s.state.players[p].name if s is not None else "") or p for p in opts.actors)
        actors = self.tr("May act now: %1").replace("%1", names)
        parts.append(f"<p>{esc(actors)}</p>")
        for title, group, colour in ((self.tr("Legal"), opts.now(opts.legal), "#000"),
                                     (self.tr("Not legal"), opts.now(opts.refused), "#b00020")):
            if not group:
                continue
            parts.append(f"<p style='margin-bottom:0'><b>{esc(title)}</b></p><ul style='margin-top:0'>")
            for o in group:
                sentence = cleaner.clean(o.trial.text_en if self.english else o.trial.text_ja)
                rules = "; ".join(f"<i>{esc(self.role_name(role))}</i> {self._rule_link(ref, None, 60)}"
                                  for ref, role in o.trial.grounds())
                parts.append(f"<li><span style='color:{colour}'>{esc(self._option_text(o))}</span>"
                             f"<br/><span style='color:#555'>{esc(sentence)}</span><br/>{rules}</li>")
            parts.append("</ul>")
        later = len(opts.legal) + len(opts.refused) - len(opts.now(opts.legal)) - len(opts.now(opts.refused))
        if later:
            more = self.tr("%1 more later this turn.").replace("%1", str(later))
            parts.append(f"<p style='color:#777'>{esc(more)}</p>")
        return "".join(parts)

    def _show_now(self) -> None:
        self.now.setHtml(self.now_html())

    def _show_detail(self, st: Step | None) -> None:
        self.detail.setHtml(self.detail_html(st))
        self._show_now()

    def _anchor(self, url: QUrl) -> None:
        ref = parse_cite(url.toString())
        if ref is not None:
            self.citation_activated.emit(ref)

    # ----- report --------------------------------------------------------------------------------
    def export_dialog(self) -> None:
        title = self.editor.scenario().title or "report"
        path = files.save_file_name(self, self.tr("Export case report"), "report", f"{title}.pdf",
                                    self.tr("PDF (*.pdf);;HTML (*.html)"))
        if path:
            self.export_report(Path(path))

    def export_report(self, path: Path) -> Path | None:
        s = self.stepper
        if s is None:
            return None
        try:
            write_report(path, self.editor.scenario(), s, self.editor.layout_data, self.corpus, self.english)
        except OSError as exc:  # a SaveError (read-only target, full disk): the old file, if any, is untouched
            filename, reason = failure_parts(path, exc)
            text = self.tr("Could not write %1: %2").replace("%1", filename).replace("%2", reason)
            self.message.emit(text)
            warn(self, self.tr("Export case report"), text)
            return None
        self.message.emit(self.tr("Report written: %1").replace("%1", str(path)))
        return path


class StepperDock(QDockWidget):
    def __init__(self, editor: BoardEditor, corpus: Corpus | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepperDock")
        self.panel = StepperPanel(editor, corpus, self)
        self.setWidget(self.panel)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Resolution stepper"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
