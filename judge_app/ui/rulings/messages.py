"""The rulings core's problems in the judge's language.

The core's exceptions carry a ``kind`` (and the field, file and rule numbers) besides an English
message for the command line; here the kinds a judge meets in the app are worded through Qt's
translation. A kind not listed keeps the core's own words after the file and field, so nothing is lost.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from judge_app.rulings import HistoryEntry, RulingError
from judge_app.rulings.migrate import MigrationError


def field_label(field: str | None) -> str:
    """A ruling file's field as the editor names it (``cites.2.rule_id`` is the citations)."""
    if not field:
        return ""
    parts = field.split(".")
    head = parts[1] if parts[0] == "source" and len(parts) > 1 else parts[0]
    labels = {
        "id": QCoreApplication.translate("RulingMessages", "ID"),
        "game": QCoreApplication.translate("RulingMessages", "Game"),
        "version": QCoreApplication.translate("RulingMessages", "Rules version"),
        "title": QCoreApplication.translate("RulingMessages", "Title"),
        "question": QCoreApplication.translate("RulingMessages", "Question"),
        "answer": QCoreApplication.translate("RulingMessages", "Answer"),
        "status": QCoreApplication.translate("RulingMessages", "Status"),
        "superseded_by": QCoreApplication.translate("RulingMessages", "Superseded by"),
        "date": QCoreApplication.translate("RulingMessages", "Date"),
        "source": QCoreApplication.translate("RulingMessages", "Source"),
        "issuer": QCoreApplication.translate("RulingMessages", "Issued by"),
        "where": QCoreApplication.translate("RulingMessages", "Where"),
        "reference": QCoreApplication.translate("RulingMessages", "Reference"),
        "url": QCoreApplication.translate("RulingMessages", "URL"),
        "cites": QCoreApplication.translate("RulingMessages", "Cited rules"),
        "scenario": QCoreApplication.translate("RulingMessages", "Scenario"),
        "expect": QCoreApplication.translate("RulingMessages", "Expectations"),
        "notes": QCoreApplication.translate("RulingMessages", "Notes"),
        "history": QCoreApplication.translate("RulingMessages", "History"),
    }
    return labels.get(head, field)


def _reason(kind: str | None) -> str | None:
    """The problem, with %1 for the field's label and %2 for the core's detail; None: the core's words."""
    if kind is None:
        return None
    if kind.startswith("date_"):
        return QCoreApplication.translate("RulingMessages", "%1 is not a date (YYYY-MM-DD)")
    return {
        "missing": QCoreApplication.translate("RulingMessages", "%1 is required"),
        "string_too_short": QCoreApplication.translate("RulingMessages", "%1 must not be empty"),
        "string_pattern_mismatch": QCoreApplication.translate(
            "RulingMessages", "%1 may hold only letters, digits, '.', '-' and '_' (it names the file)"),
        "enum": QCoreApplication.translate("RulingMessages", "%1 is not one of the allowed values"),
        "extra_forbidden": QCoreApplication.translate("RulingMessages", "%1 is not a field of a ruling"),
        "exists": QCoreApplication.translate(
            "RulingMessages", "a ruling file with this ID already exists; choose another ID"),
        "yaml": QCoreApplication.translate("RulingMessages", "the file is not valid YAML"),
        "encoding": QCoreApplication.translate("RulingMessages", "the file is not UTF-8 text"),
        "unreadable": QCoreApplication.translate("RulingMessages", "the file cannot be read"),
        "folder": QCoreApplication.translate("RulingMessages", "the ruling's game does not match its folder"),
        "file_name": QCoreApplication.translate("RulingMessages", "the file must be named after the ruling's ID"),
        "duplicate": QCoreApplication.translate("RulingMessages", "another ruling file already uses this ID"),
        "unknown_rule": QCoreApplication.translate("RulingMessages", "%1: the rules the app holds have no %2"),
        "json": QCoreApplication.translate("RulingMessages", "%1 is not valid JSON (%2)"),
        "json_object": QCoreApplication.translate("RulingMessages", "%1 must be a JSON object"),
    }.get(kind)


def ruling_error_text(exc: RulingError) -> str:
    """``file: what is wrong``, worded in the UI language where the kind is known."""
    where = exc.path.name + (f":{exc.line}" if exc.line else "")
    reason = _reason(exc.kind)
    if reason is None:
        label = field_label(exc.field)
        detail = f"{label}: {exc.message}" if label and not exc.message.startswith(f"{exc.field}:") else exc.message
        return f"{where}: {detail}"
    text = reason.replace("%1", f"「{field_label(exc.field)}」" if exc.field else "").replace("%2", exc.message)
    if exc.kind in ("yaml", "encoding", "unreadable"):
        text += f" ({exc.message})"  # the parser's own pointer to the place
    return f"{where}: {text}"


def migration_error_text(exc: MigrationError) -> str:
    texts = {
        "removed": QCoreApplication.translate(
            "RulingMessages",
            "the newest version no longer has %1: cite what replaces it, or tick “Drop citations of removed rules”"),
        "missing": QCoreApplication.translate(
            "RulingMessages", "the ruling's own version has no rule %1: correct the citation first"),
        "not_newer": QCoreApplication.translate("RulingMessages", "the ruling already cites the newest version"),
        "unknown_version": QCoreApplication.translate("RulingMessages", "the app does not hold that rules version"),
    }
    text = texts.get(exc.kind)
    return str(exc) if text is None else text.replace("%1", ", ".join(exc.rule_ids))


def history_action(action: str) -> str:
    return {
        "created": QCoreApplication.translate("RulingMessages", "created"),
        "edited": QCoreApplication.translate("RulingMessages", "edited"),
        "approved": QCoreApplication.translate("RulingMessages", "approved"),
        "proposed": QCoreApplication.translate("RulingMessages", "proposed"),
        "superseded": QCoreApplication.translate("RulingMessages", "superseded"),
        "sent back": QCoreApplication.translate("RulingMessages", "sent back to draft"),
        "migrated": QCoreApplication.translate("RulingMessages", "citations migrated"),
    }.get(action, action)


def history_line(entry: HistoryEntry) -> str:
    """One line of a ruling's history: date, what happened, versions, citation changes, the note."""
    line = f"{entry.date.isoformat()}  {history_action(entry.action)}"
    if entry.from_version or entry.to_version:
        line += f"  {entry.from_version or ''} → {entry.to_version or ''}"
    if entry.changes:
        line += "  (" + ", ".join(f"{c.old} → {c.new or '—'}" for c in entry.changes) + ")"
    if entry.reopened:
        line += "  " + QCoreApplication.translate("RulingMessages", "back to draft: a cited rule changed in substance")
    if entry.note:
        line += f"  {entry.note}"
    return line
