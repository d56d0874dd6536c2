"""The rulings that ship in ``rulings/``: all load, cite rules the corpus has, and verify clean."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.corpus import Corpus
from judge_app.rulings import RulingSet, Status, Where, load_rulings
from judge_app.rulings.search_docs import rulings_citing
from judge_app.rulings.verify import Outcome, verify_rulings

SHIPPED = Path(__file__).resolve().parents[2] / "rulings"


@pytest.fixture(scope="module")
def shipped() -> RulingSet:
    return load_rulings(SHIPPED)


def test_all_load(shipped: RulingSet) -> None:
    assert shipped.errors == []
    assert {r.game for r in shipped.rulings} >= {"aquarian", "fftcg", "game004"}


def test_the_seventeen_aquarian_qa_items(shipped: RulingSet, corpus: Corpus) -> None:
    aq = sorted((r for r in shipped.rulings if r.game == "aquarian" and r.source.where is Where.OFFICIAL_QA),
                key=lambda r: r.id)
    assert [r.id for r in aq] == [f"aquarian-qa{n:02d}" for n in range(1, 18)]
    for n, ruling in enumerate(aq, start=1):
        assert ruling.status is Status.APPROVED and ruling.version == "1.1"
        assert ruling.cites[0].rule_id == f"qa:{n:02d}"
        assert len(ruling.cites) >= 2, f"{ruling.id} must also cite the rules its answer rests on"
        qa = corpus.get("aquarian", "1.1").get(f"qa:{n:02d}")
        assert qa is not None and ruling.question.strip() == qa.title.strip()


def test_every_citation_exists(shipped: RulingSet, corpus: Corpus) -> None:
    for ruling in shipped.rulings:
        for ref in ruling.cites:
            assert corpus.resolve(ref) is not None, f"{ruling.id} cites {ref}, which the corpus does not have"


def test_verify_passes(shipped: RulingSet, corpus: Corpus) -> None:
    reports = verify_rulings(shipped.rulings, corpus)
    assert [r.ruling_id for r in reports if r.failed] == []
    holding = {r.ruling_id for r in reports if r.outcome is Outcome.HOLDS}
    # Every aquarian Q&A item but qa06 (a rule about what players may look at) has a position that holds.
    assert {f"aquarian-qa{n:02d}" for n in range(1, 18)} - holding == {"aquarian-qa06"}
    assert {"fftcg-ex-overdrive-payment", "fftcg-ex-party-conditional-block", "game004-both-players-lose",
            "game004-trigger-source-gone"} <= holding


def test_rule_view_lists_citing_rulings() -> None:
    assert [r.id for r in rulings_citing("aquarian", "rs:19-1", rulings_dir=SHIPPED)] == [
        "aquarian-qa11", "aquarian-qa15"]
    assert [r.id for r in rulings_citing("fftcg", "15.2.9.4", rulings_dir=SHIPPED)] == ["fftcg-ex-overdrive-payment"]
