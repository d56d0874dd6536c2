"""The lazy document tree model, and the small plain-Python pieces under the window."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex

from judge_app.corpus import Corpus
from judge_app.ui.history import History
from judge_app.ui.location import Location
from judge_app.ui.tree_model import BATCH, KEY_ROLE, RuleTreeModel


def fetch_all(model: RuleTreeModel, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
    """Expand everything the way a view would, counting the rows."""
    while model.canFetchMore(parent):
        model.fetchMore(parent)
    total = 0
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        total += 1 + fetch_all(model, index)
    return total


def test_tree_model_passes_qtmodeltester(qtmodeltester, corpus: Corpus) -> None:
    for ruleset in corpus.rulesets:
        model = RuleTreeModel(ruleset)
        # Rows appear only when asked for.
        assert model.rowCount() == 0 and model.canFetchMore(QModelIndex())
        qtmodeltester.check(model, force_py=True)
        # Every record is reachable exactly once by expanding.
        assert fetch_all(RuleTreeModel(ruleset)) == len(ruleset.records)


def test_tree_model_survives_switching_documents(qtmodeltester, corpus: Corpus) -> None:
    model = RuleTreeModel(None)
    qtmodeltester.check(model, force_py=True)
    for ruleset in corpus.rulesets:
        model.set_ruleset(ruleset)
        assert model.rowCount() == 0
        # The tester re-checks the whole tree on every insert, so expand only what a judge would first.
        model.fetchMore(QModelIndex())
        first = model.index(0, 0)
        model.fetchMore(first)
        assert model.rowCount(first) == min(BATCH, len(ruleset.records[0].children))
    model.set_ruleset(None)
    assert model.rowCount() == 0


def test_index_for_key_fetches_the_way_down(corpus: Corpus) -> None:
    for ruleset in corpus.rulesets:
        model = RuleTreeModel(ruleset)
        deepest = max(ruleset.records, key=lambda r: r.level)
        last = ruleset.records[-1]
        for record in (deepest, last):
            index = model.index_for_key(record.key)
            assert index.isValid() and index.data(KEY_ROLE) == record.key
            ancestors = []
            parent = index.parent()
            while parent.isValid():
                ancestors.append(parent.data(KEY_ROLE))
                parent = parent.parent()
            assert list(reversed(ancestors)) == [a.key for a in ruleset.ancestors(record)]


def test_fetch_comes_in_batches(corpus: Corpus) -> None:
    ruleset = max(corpus.rulesets, key=lambda rs: max(len(r.children) for r in rs.records))
    wide = max(ruleset.records, key=lambda r: len(r.children))
    model = RuleTreeModel(ruleset)
    index = model.index_for_key(wide.key)
    model.fetchMore(index)
    assert model.rowCount(index) == min(BATCH, len(wide.children))


def test_history_back_forward_and_branching() -> None:
    h: History[str] = History()
    for place in ("a", "b", "c"):
        h.visit(place)
    assert h.back() == "b" and h.back() == "a" and h.back() is None
    assert h.forward() == "b"
    h.visit("d")  # a new visit drops the forward list
    assert not h.can_forward() and h.current == "d"
    assert h.back() == "b"


def test_location_round_trips_keys_with_colons() -> None:
    loc = Location("pso2", "3.0", "用語集:ドロップ")
    assert str(loc) == "pso2@3.0:用語集:ドロップ"
    assert Location.parse(str(loc)) == loc
    assert Location.parse("ドロップ") is None
    assert Location.parse("pso2@:1") is None


def test_void_qt_calls_and_emits_cannot_free_none_or_true(qapp) -> None:
    """Some PySide6 builds (6.12.0) drop a reference to None per void call and to True per emit; the UI
    package guards against it."""
    import sys

    from PySide6.QtCore import QObject, Signal

    from judge_app.ui import _none_refcount

    class Probe(QObject):
        ping = Signal()

    obj = Probe()
    for _ in range(10_000):
        obj.setObjectName("")
        obj.ping.emit()
    if _none_refcount.APPLIED:
        assert min(sys.getrefcount(x) for x in (None, True, False)) > 1 << 39
    else:
        assert not _none_refcount.leaks_none() and not _none_refcount.leaks_true()
