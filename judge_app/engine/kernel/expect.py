"""Checking a finished run against the scenario's expectations (a scenario is also a test case)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.kernel.citations import format_ref
from judge_app.engine.kernel.stepper import Stepper
from judge_app.engine.kernel.suggest import did_you_mean


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
    out += _count_problems(stepper)
    return out


def _count_problems(stepper: Stepper) -> list[str]:
    """Zone counts, empty zones, where the run ended, events and the options questions offered."""
    exp = stepper.scenario.expectations_for(stepper.citer.version)
    if exp is None:
        return []
    state = stepper.state
    out: list[str] = []
    for key, n in exp.counts.items():
        if key not in state.zones:
            out.append(f"counts.{key}: no zone {key}{did_you_mean(key, state.zones)}")
        elif len(state.zones[key]) != n:
            out.append(f"zone {key}: expected {n} card(s), found {len(state.zones[key])}")
    for key in exp.empty:
        if key not in state.zones:
            out.append(f"empty: no zone {key}{did_you_mean(key, state.zones)}")
        elif state.zones[key]:
            out.append(f"zone {key}: expected empty, found {', '.join(state.zones[key])}")
    for name, want, now in (("turn", exp.turn, state.turn), ("phase", exp.phase, state.phase),
                            ("step", exp.step, state.step)):
        if want is not None and want != now:
            out.append(f"{name}: expected the run to end in {want}, found {now}")
    for i, want_ev in enumerate(exp.events):
        if not any(all(ev.get(k) == v for k, v in want_ev.items()) for ev in state.history):
            seen = sorted({str(ev.get("event")) for ev in state.history})
            out.append(f"events[{i}]: no event {want_ev} this turn (events: {', '.join(seen) or 'none'})")
    asked = {q.id: q for s in stepper.steps[: stepper.position] for q in s.questions}
    if stepper.pending_question is not None:
        asked[stepper.pending_question.id] = stepper.pending_question
    for qid, want in exp.offered.items():
        q = asked.get(qid)
        if q is None:
            out.append(f"offered.{qid}: the question was never asked{did_you_mean(qid, asked)}")
            continue
        got = sorted(o.id for o in q.options)
        if sorted(want) != got:
            out.append(f"question {qid}: expected options {sorted(want)}, offered {got}")
    return out


def unasked_answers(stepper: Stepper) -> list[str]:
    """Scripted answers to questions the run never asked (a misspelt id, or a question the position does not
    raise); only meaningful once the run is over."""
    asked = {qid for s in stepper.steps[: stepper.position] for qid in s.answers}
    pending = stepper.pending_question.id if stepper.pending_question is not None else None
    all_asked = sorted(asked | ({pending} if pending else set()))
    return [f"answers.{qid}: this question was never asked{did_you_mean(qid, all_asked) if all_asked else ''}"
            for qid in stepper.scenario.answers if qid not in asked and qid != pending]
