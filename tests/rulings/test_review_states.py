"""Review states in the ruling file: superseded names its successor, and only superseded does."""

from __future__ import annotations

from pathlib import Path

import pytest
from rulings_testkit import ruling_data, write_ruling

from judge_app.rulings import RulingError, Status, load_ruling, save_ruling
from judge_app.rulings.states import TransitionError, change_status


def test_superseded_without_a_successor_names_the_field(rulings_dir: Path) -> None:
    """Promise: a superseded ruling that names no successor is refused, naming the superseded_by field."""
    path = write_ruling(rulings_dir, ruling_data(status="superseded"))
    with pytest.raises(RulingError) as info:
        load_ruling(path)
    assert info.value.field == "superseded_by" and "successor" in str(info.value)


def test_a_successor_on_a_live_ruling_is_refused(rulings_dir: Path) -> None:
    """Promise: only a superseded ruling may name a successor, and never itself."""
    with pytest.raises(RulingError, match="only a superseded ruling"):
        load_ruling(write_ruling(rulings_dir, ruling_data(id="a", superseded_by="b")))
    with pytest.raises(RulingError, match="itself"):
        load_ruling(write_ruling(rulings_dir, ruling_data(id="c", status="superseded", superseded_by="c")))


def test_states_round_trip_and_old_files_are_unchanged(rulings_dir: Path) -> None:
    """Promise: proposed and superseded rulings save and load; a file without the new field saves as before."""
    plain = write_ruling(rulings_dir, ruling_data(id="plain"))
    ruling = load_ruling(plain)
    save_ruling(ruling)
    assert "superseded_by" not in plain.read_text(encoding="utf-8")
    moved = change_status(ruling, Status.SUPERSEDED, successor="next")
    save_ruling(moved)
    again = load_ruling(plain)
    assert again.status is Status.SUPERSEDED and again.superseded_by == "next"
    assert again.history[-1].action == "superseded"


def test_transitions_follow_review_order(rulings_dir: Path) -> None:
    """Promise: draft → proposed → approved → superseded; a skipped step or a move out of superseded is refused."""
    draft = load_ruling(write_ruling(rulings_dir, ruling_data(status="draft")))
    with pytest.raises(TransitionError):
        change_status(draft, Status.APPROVED)
    approved = change_status(change_status(draft, Status.PROPOSED), Status.APPROVED)
    with pytest.raises(TransitionError, match="name the ruling"):
        change_status(approved, Status.SUPERSEDED)
    with pytest.raises(TransitionError, match="no ruling"):
        change_status(approved, Status.SUPERSEDED, successor="ghost", known_ids={"pso2-test-1"})
    gone = change_status(approved, Status.SUPERSEDED, successor="other")
    with pytest.raises(TransitionError):
        change_status(gone, Status.DRAFT)
    assert [h.action for h in gone.history] == ["proposed", "approved", "superseded"]
    assert gone.path == draft.path
