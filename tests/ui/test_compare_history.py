"""One rule through every version: the lineage walk and the history window."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from test_compare import marked_fragments

from judge_app.corpus import Corpus
from judge_app.corpus.diff import DiffKind, history
from judge_app.ui.compare.history_view import RuleHistoryView
from judge_app.ui.compare.lineage import game_versions, lineage
from judge_app.ui.compare.words import word_segments
from judge_app.ui.location import Location
from judge_app.ui.main_window import MainWindow


def pso2(corpus: Corpus):
    return game_versions(corpus.rulesets, "pso2")


def test_a_renumbered_rule_is_followed_back_to_its_old_number(corpus: Corpus) -> None:
    versions = pso2(corpus)
    new = corpus.get("pso2", "3.0")
    steps = lineage(versions, new, new.get("201.3"))
    assert [s.ruleset.version for s in steps] == ["1.8", "3.0"]
    assert steps[0].record is not None and steps[0].record.rule_id == "201.3.1" and steps[0].entry is None
    assert steps[1].kind is DiffKind.MOVED


def test_a_rule_the_new_version_dropped_is_followed_forward_to_its_removal(corpus: Corpus) -> None:
    versions = pso2(corpus)
    old = corpus.get("pso2", "1.8")
    steps = lineage(versions, old, old.get("201.3"))
    assert steps[0].record is old.get("201.3")
    # 3.0 has a 201.3 too, but it is another rule (1.8's 201.3.1 renumbered): not this one.
    assert steps[1].record is None and steps[1].kind is DiffKind.REMOVED


def test_a_new_rule_has_no_past(corpus: Corpus) -> None:
    new = corpus.get("pso2", "3.0")
    steps = lineage(pso2(corpus), new, new.get("206.2.1"))
    assert steps[0].record is None and steps[1].kind is DiffKind.ADDED


def test_lineage_agrees_with_the_core_history_from_the_newest_version(corpus: Corpus) -> None:
    versions = pso2(corpus)
    new = versions[-1]
    unique = [r for r in new.records if len(new.find(r.rule_id)) == 1 and r.kind.value != "note"]
    for record in unique[:: max(1, len(unique) // 25)]:
        core = history(versions, record.rule_id)
        mine = lineage(versions, new, record)
        assert [(rs.version, rec.key if rec else None, kind) for rs, rec, kind in core] == \
            [(s.ruleset.version, s.record.key if s.record else None, s.kind) for s in mine], record.key


def test_history_view_lights_up_what_changed_and_opens_each_version(qtbot, corpus: Corpus) -> None:
    view = RuleHistoryView()
    qtbot.addWidget(view)
    new = corpus.get("pso2", "3.0")
    view.show_rule(pso2(corpus), new, new.get("206.2"))
    entry = view.steps[1].entry
    assert entry is not None and entry.kind is DiffKind.CHANGED
    text = view.browser.toPlainText()
    assert "Ver1.8" in text and "Ver3.0" in text and "206.2" in view.heading.text()
    changed = "".join(s.text for s in word_segments(entry.old_text, entry.new_text) if s.op != "equal")
    assert "".join(marked_fragments(view.browser.document())) == changed
    with qtbot.waitSignal(view.open_rule) as opened:
        view.browser.anchorClicked.emit(QUrl("o0"))
    assert opened.args == [Location("pso2", "1.8", "206.2")]


def test_history_view_says_when_a_rule_is_gone_or_the_document_has_one_version(qtbot, corpus: Corpus) -> None:
    view = RuleHistoryView()
    qtbot.addWidget(view)
    old = corpus.get("pso2", "1.8")
    view.show_rule(pso2(corpus), old, old.get("215.1.3"))
    assert view.tr("Removed in this version.") in view.browser.toPlainText()
    fftcg = corpus.get("fftcg")
    view.show_rule(game_versions(corpus.rulesets, "fftcg"), fftcg, fftcg.records[5])
    assert view.tr("The app holds only one version of this document.") in view.browser.toPlainText()
    assert len(view.steps) == 1 and view.steps[0].record is fftcg.records[5]


def test_rule_view_history_button_opens_the_history_of_the_shown_rule(qtbot, window: MainWindow) -> None:
    assert not window.rule_view.history_button.isEnabled() or window.rule_view.record is not None
    assert window.open_location(Location("pso2", "3.0", "201.3"))
    assert window.rule_view.history_button.isEnabled()
    qtbot.mouseClick(window.rule_view.history_button, Qt.MouseButton.LeftButton)
    view = window.compare.history_view
    assert view is not None and view.isVisible()
    assert [s.record.rule_id if s.record else None for s in view.steps] == ["201.3.1", "201.3"]
    view.browser.anchorClicked.emit(QUrl("o0"))
    assert window.rule_view.location() == Location("pso2", "1.8", "201.3.1")
    # The menu action follows the rule now shown.
    window.compare.history_action.trigger()
    assert view.steps[0].ruleset.version == "1.8" and view.steps[0].record.rule_id == "201.3.1"
    view.close()
