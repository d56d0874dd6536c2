"""Moving a ruling through review: draft → proposed → approved → superseded.

The file records only the state (and, when superseded, the successor); each move adds a line to the
ruling's history. Who made the move is what the rulings repository's history says about the commit
that wrote it (``judge_app.rulings.repo.provenance``).
"""

from __future__ import annotations

import datetime as dt

from judge_app.rulings.model import HistoryEntry, Ruling, Status

#: Which state may follow which. Proposed may go back to draft (the committee sends it back); an approved
#: ruling goes back to draft when a rules update reopens it (see ``migrate``) or is superseded.
NEXT: dict[Status, tuple[Status, ...]] = {
    Status.DRAFT: (Status.PROPOSED,),
    Status.PROPOSED: (Status.APPROVED, Status.DRAFT),
    Status.APPROVED: (Status.SUPERSEDED, Status.DRAFT),
    Status.SUPERSEDED: (),
}

ACTIONS = {Status.DRAFT: "sent back", Status.PROPOSED: "proposed", Status.APPROVED: "approved",
           Status.SUPERSEDED: "superseded"}


class TransitionError(ValueError):
    """A move review does not allow, worded for a one-line message; ``kind`` for a UI's own words."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def allowed(status: Status) -> tuple[Status, ...]:
    return NEXT[status]


def change_status(ruling: Ruling, new: Status, *, successor: str | None = None, known_ids: set[str] | None = None,
                  note: str = "", today: dt.date | None = None) -> Ruling:
    """A copy of ``ruling`` in state ``new`` with the move in its history (the file is not written).

    ``successor`` is required for ``superseded`` and must be another ruling (one of ``known_ids`` when given).
    """
    if new not in NEXT[ruling.status]:
        raise TransitionError(f"{ruling.id}: a {ruling.status.value} ruling cannot become {new.value}", "transition")
    if new is Status.SUPERSEDED:
        if not successor:
            raise TransitionError(f"{ruling.id}: name the ruling that supersedes it", "no_successor")
        if successor == ruling.id:
            raise TransitionError(f"{ruling.id}: a ruling cannot supersede itself", "self_successor")
        if known_ids is not None and successor not in known_ids:
            raise TransitionError(f"{ruling.id}: there is no ruling {successor!r} to supersede it", "unknown_successor")
    entry = HistoryEntry(date=today or dt.date.today(), action=ACTIONS[new],
                         note=note or (f"by {successor}" if new is Status.SUPERSEDED else ""))
    data = ruling.model_dump()
    data.update(status=new, superseded_by=successor if new is Status.SUPERSEDED else None,
                history=[*ruling.history, entry])
    out = Ruling.model_validate(data)
    out._path = ruling.path
    return out
