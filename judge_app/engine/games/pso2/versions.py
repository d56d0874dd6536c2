"""What the rules version changes: behaviour switches, and citing the rule of the version being run.

The module is written against Ver3.0's numbering. ``cite`` turns those numbers
into the numbers of the version run: a rule that only moved is renumbered, a
rule the older document lacks is left out, and ``v18``/``v30`` add rules that
exist in one version only. Numbers that exist in both documents with different
text are always mapped explicitly, never by coincidence of the number.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge_app.engine.kernel.game import Context

# Ver3.0 number -> Ver1.8 number (None: the 1.8 document has no such rule).
TO_18: dict[str, str | None] = {
    "201.3": "201.3.1", "204.2.2.2": "204.2.2.1", "204.2.2.3": "204.2.2.2", "204.2.2.4": "204.2.2.3",
    "204.2.2.5": "204.2.2.4", "211.3": "211.4", "211.4": None, "215.1.3": "215.1.4", "300.2.1": None,
    "300.2.1#2": "300.2.1", "400.2.1": None, "400.2.2": None, "400.2.3": "400.2.1", "406.2.2.1": "406.2.3",
    "406.2.2.2": "406.2.4", "406.2.2.3": "406.2.5", "406.2.3": "406.2.3#2", "406.4.1": None,
    "506.5.2": None, "506.5.2#2": "506.5.2", "506.5.3": "506.5.2#2", "506.6.1.1": None, "506.6.1.2": "506.6.1.1",
    "506.6.1.3": "506.6.1.2",
}


@dataclass(frozen=True)
class Switches:
    """Every row of the digest's table of version consequences, as one flag each."""

    row_check_at_once: bool  # 213.3.1/213.3.2: right after each damage (3.0) or after the effect (1.8)
    untap_actives_and_mag: bool  # 501.1.2
    armour_optional: bool  # 205.5.2: 3.0 may reduce; 1.8 reduces
    weapon_engage_step_only: bool  # 205.5.1: the engagement step (3.0) or any time in the battle phase (1.8)
    facedown_pp_player_colour: bool  # 404.5.2
    active_card_on_pa: bool  # 204.2.1: the card waits on the PA (3.0) or goes to the discard at once (1.8)
    partial_targets_rule: bool  # 406.4.1.1 / 406.4.1.2
    attacking_ends_after_damage: bool  # 506.6.3
    black_and_new_keywords: bool  # 207.1, 302.9-302.12, 203.4 (mag evolution), coloured ability costs 209.1.3.3
    no_draw_sentence: bool  # 101.7
    quick_named: bool  # 103.7.1.1
    war_cry_no_target_rule: bool  # 302.1.1


SWITCHES = {
    "1.8": Switches(False, False, False, False, False, False, False, False, False, False, False, False),
    "3.0": Switches(True, True, True, True, True, True, True, True, True, True, True, True),
}


def version(ctx: Context) -> str:
    return ctx.citer.version


def sw(ctx: Context) -> Switches:
    return SWITCHES[ctx.citer.version]


def is_18(ctx: Context) -> bool:
    return ctx.citer.version == "1.8"


def cite(ctx: Context, *ids: str, v18: tuple[str, ...] = (), v30: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Rule numbers (written in Ver3.0 numbering) as the running version numbers them."""
    if ctx.citer.version == "1.8":
        out: list[str] = []
        for rid in ids:
            mapped = TO_18.get(rid, rid)
            if mapped is not None and ctx.citer.exists(mapped):
                out.append(mapped)
        out.extend(v18)
    else:
        out = [*ids, *v30]
    return tuple(dict.fromkeys(out))
