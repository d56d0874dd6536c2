"""The pso2 procedure as named tasks, plus the small naming helpers every task uses."""

from __future__ import annotations

from judge_app.engine.games.pso2.cards import label
from judge_app.engine.games.pso2.layout import SETTINGS
from judge_app.engine.games.pso2.versions import cite
from judge_app.engine.kernel import tasks as kernel_tasks
from judge_app.engine.kernel.citations import setting
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import GameState
from judge_app.engine.kernel.tasks import pname as pname  # re-exported: the task modules import it from here
from judge_app.engine.kernel.tasks import setting_note as setting_note

REGISTRY = kernel_tasks.TaskRegistry()
task = REGISTRY.task


def option(oid: str, words: tuple[str, str], card: str | None = None) -> Option:
    """A question's option with a fixed id and its label from the message table; ``card`` is the card it stands for,
    so a judge may answer with that card's id."""
    return Option(id=oid, label_ja=words[0], label_en=words[1], card=card)


def joined(ja: list[str], en: list[str], ja_sep: str = "。", en_sep: str = "; ") -> tuple[str, str]:
    """Sentences from the message table, each language joined as its text runs them together."""
    return ja_sep.join(ja), en_sep.join(en)


def card_list(state: GameState, ids: list[str]) -> tuple[str, str]:
    return kernel_tasks.card_list(state, ids, label)


def version_note(ctx: Context, what: str) -> str:
    return f"version {ctx.citer.version}: {what}"


def rec(ctx: Context, ja: str, en: str, rules: tuple[str, ...] | list[str], *, notes: list[str] | None = None,
        illegal: bool = False, action: int | None = None) -> Record:
    """A step record that also carries the notes gathered while computing it (settings, version)."""
    all_notes = [*take_notes(ctx), *(notes or [])]
    all_rules = [*rules, *take_cites(ctx)]
    return ctx.record(ja, en, tuple(dict.fromkeys(all_rules)), notes=list(dict.fromkeys(all_notes)), illegal=illegal,
                      action=action)


def note(ctx: Context, text: str) -> None:
    """A note for the step being computed (setting or version dependence); ``take_notes`` collects them."""
    notes = list(ctx.state.data.get("notes") or [])
    if text not in notes:
        ctx.state.data["notes"] = [*notes, text]


def decided_by_setting(ctx: Context, name: str, rules: tuple[str, ...]) -> None:
    """A setting read conflicting or silent rules one way: the step notes the setting and cites every rule it chose
    between (role ``setting``), not only the reading taken, so the judge sees both sides."""
    note(ctx, setting_note(ctx, name))
    ctx.cite(setting(*rules))


SETTING_RULES = {spec.name: tuple(spec.rules) for spec in SETTINGS}


def by_setting(ctx: Context, name: str) -> None:
    """``decided_by_setting`` with the rules the setting is declared with: those of a 1.8-only setting (``_18``) are
    in 1.8 numbering, the others in 3.0 numbering and renumbered for the version run; a rule the version lacks is
    left out."""
    rules = SETTING_RULES[name]
    found = tuple(r for r in rules if ctx.citer.exists(r)) if name.endswith("_18") else cite(ctx, *rules)
    decided_by_setting(ctx, name, found)


def take_notes(ctx: Context) -> list[str]:
    return list(ctx.state.data.pop("notes", None) or [])


def also_cite(ctx: Context, rules: tuple[str, ...]) -> None:
    """Rules a helper applied while a step is computed (e.g. choosing a target on resolution)."""
    ctx.state.data["cites"] = [*(ctx.state.data.get("cites") or []), *rules]


def take_cites(ctx: Context) -> list[str]:
    return list(ctx.state.data.pop("cites", None) or [])
