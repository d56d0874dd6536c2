"""Checking a finished run against the scenario's expectations (a scenario is also a test case)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.kernel.citations import format_ref
from judge_app.engine.kernel.stepper import Stepper


def citation_problems(stepper: Stepper) -> list[str]:
    """Steps that cite a rule the rules version in use does not have (renumbered or dropped by an import)."""
    return [f"step {s.n} cites {', '.join(format_ref(r, stepper.citer.corpus) for r in s.unresolved)}: "
            f"rule not in this version ({stepper.citer.game} {stepper.citer.version})"
            for s in stepper.steps[: stepper.position] if s.unresolved]


def check_expectations(stepper: Stepper) -> list[str]:
    """Every way the run differs from what the scenario expects; empty when it matches.

    A citation of a rule the document lacks counts even without ``expect``: every scenario expects its steps to
    cite rules that exist.
    """
    out = citation_problems(stepper)
    exp = stepper.scenario.expectations_for(stepper.citer.version)
    if exp is None:
        return out
    state = stepper.state
    if stepper.pending_question is not None:
        out.append(f"the run stopped on an unanswered question {stepper.pending_question.id}")
    if stepper.error:
        out.append(f"the run failed: {stepper.error}")
    for cid, zone in exp.zones.items():
        actual = state.cards[cid].zone if cid in state.cards else None
        if actual != zone:
            out.append(f"card {cid}: expected in {zone}, found in {actual}")
    for p, n in exp.damage.items():
        actual_n = len(state.zones.get(f"{p}.damage", []))
        if actual_n != n:
            out.append(f"player {p}: expected damage {n}, found {actual_n}")
    result = state.result or {"outcome": "ongoing", "winner": None}
    if exp.result is not None and result["outcome"] != exp.result:
        out.append(f"result: expected {exp.result}, found {result['outcome']}")
    if exp.winner is not None and result.get("winner") != exp.winner:
        out.append(f"winner: expected {exp.winner}, found {result.get('winner')}")
    cited = {r.rule_id for s in stepper.steps[: stepper.position] for r in s.citations}
    for rid in exp.cites:
        if rid not in cited:
            out.append(f"no step cites {rid}")
    by_role = {(r.rule_id, role) for s in stepper.steps[: stepper.position] for r, role in s.cites}
    for role, rids in exp.cites_as.items():
        for rid in rids:
            if (rid, role) not in by_role:
                out.append(f"no step cites {rid} as {role}")
    for rid in exp.not_cites:
        if rid in cited:
            out.append(f"a step cites {rid}, which it must not")
    for cid, attrs in exp.cards.items():
        card = state.cards.get(cid)
        if card is None:
            out.append(f"card {cid}: does not exist")
            continue
        now: dict[str, Any] = {"dull": card.dull, "damage": card.damage, "controller": card.controller,
                               "face_up": card.face_up, "counters": card.counters, **card.flags,
                               **stepper.game.current(state, cid)}
        for key, want in attrs.items():
            if now.get(key) != want:
                out.append(f"card {cid}: expected {key}={want!r}, found {now.get(key)!r}")
    if exp.illegal is not None:
        n = sum(1 for s in stepper.steps[: stepper.position] if s.illegal)
        if n != exp.illegal:
            out.append(f"expected {exp.illegal} illegal-action step(s), found {n}")
    if exp.stack is not None and len(state.stack) != exp.stack:
        out.append(f"expected {exp.stack} object(s) on the stack, found {len(state.stack)}")
    if exp.all_actions_used and stepper.unused_actions():
        out.append(f"scripted actions never used: {stepper.unused_actions()}")
    return out
