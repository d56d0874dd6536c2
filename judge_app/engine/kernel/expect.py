"""Checking a finished run against the scenario's expectations (a scenario is also a test case)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.kernel.citations import format_ref
from judge_app.engine.kernel.questions import NeedAnswer
from judge_app.engine.kernel.stepper import MAX_SILENT_TASKS, Stepper
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
            out.append(f"no step cites {rid}{_no_such_rule(stepper, rid)}")
    by_role = {(r.rule_id, role) for s in stepper.steps[: stepper.position] for r, role in s.cites}
    for role, rids in exp.cites_as.items():
        for rid in rids:
            if (rid, role) not in by_role:
                out.append(f"no step cites {rid} as {role}{_no_such_rule(stepper, rid)}")
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
        flags = stepper.game.CARD_STATE
        names = {*now, *flags, *(a.name for a in stepper.game.ATTRIBUTES)}
        for key, want in attrs.items():
            got = now.get(key)
            if key not in names:
                out.append(f"card {cid}: it has no {key!r}{did_you_mean(key, names)}")
            elif got != want and not (got is None and key in flags and want in (False, 0)):
                # A state flag the card does not carry is unset: false, or a count of 0.
                out.append(f"card {cid}: expected {key}={want!r}, found "
                           f"{'not set' if got is None and key not in now else repr(got)}")
    if exp.illegal is not None:
        refused = [s for s in stepper.steps[: stepper.position] if s.illegal]
        if len(refused) != exp.illegal:
            why = "; ".join(f"step {s.n}: {s.text_en}" for s in refused[:3])
            out.append(f"expected {exp.illegal} illegal-action step(s), found {len(refused)}"
                       + (f" ({why}{'; ...' if len(refused) > 3 else ''})" if refused else ""))
    if exp.stack is not None and len(state.stack) != exp.stack:
        out.append(f"expected {exp.stack} object(s) on the stack, found {len(state.stack)}")
    if exp.all_actions_used and stepper.unused_actions():
        out.append(f"scripted actions never used: {stepper.unused_actions()}")
    out += _count_problems(stepper)
    return out


def _no_such_rule(stepper: Stepper, rule_id: str) -> str:
    """Why an expected citation can never be met, when the reason is that the version run has no such rule."""
    citer = stepper.citer
    if citer.exists(rule_id):
        return ""
    return (f" (and {citer.game} {citer.version} has no rule {rule_id}: a misprint, a renumbered rule, or a number "
            "the document prints twice, named by its record key such as 302.1#2)")


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
    happened = run_events(stepper) if exp.events else []
    for i, want_ev in enumerate(exp.events):
        if not any(all(ev.get(k) == v for k, v in want_ev.items()) for ev in happened):
            out.append(f"events[{i}]: no event {want_ev} in the run{_events_seen(want_ev, happened)}")
    for field, ends in (("top", exp.top), ("bottom", exp.bottom)):
        for key, want_ids in ends.items():
            cards = state.zones.get(key)
            if cards is None:
                out.append(f"{field}.{key}: no zone {key}{did_you_mean(key, state.zones)}")
                continue
            got_ids = cards[: len(want_ids)] if field == "top" else cards[len(cards) - len(want_ids):]
            if got_ids != want_ids:
                out.append(f"zone {key}: expected {want_ids} at the {field}, found {got_ids}")
    if exp.priority is not None and state.priority != exp.priority:
        out.append(f"priority: expected {exp.priority} to hold it where the run ends, found {state.priority}")
    asked = {q.id: q for s in stepper.steps[: stepper.position] for q in s.questions}
    if stepper.pending_question is not None:
        asked[stepper.pending_question.id] = stepper.pending_question
    for name in exp.not_asked:
        hit = sorted(qid for qid in asked if qid == name or qid.partition("#")[0] == name)
        if hit:
            out.append(f"not_asked: the run asked {', '.join(hit)}")
    for qid, want in exp.offered.items():
        q = asked.get(qid)
        if q is None:
            out.append(f"offered.{qid}: the question was never asked{did_you_mean(qid, asked)}")
            continue
        got = sorted(o.id for o in q.options)
        if sorted(want) != got:
            out.append(f"question {qid}: expected options {sorted(want)}, offered {got}")
    return out


def run_events(stepper: Stepper) -> list[dict[str, Any]]:
    """Every event the run remembered, from the start to the current step, in order.

    A game keeps only the current turn's events (``GameState.history`` starts afresh each turn), so a judge's "A's
    X broke B's Y" in an earlier turn is found by replaying the run task by task and collecting each event as it
    is remembered. The replay is the stepper's own (same answers, same contexts per step), so it meets the same
    events; it stops where the run stopped: the current step, a question nobody answered, or an error.
    """
    state = stepper.state_at(0).clone()
    events: list[dict[str, Any]] = list(state.history)
    records, silent = 0, 0
    ctx = stepper.context(state)
    finished = stepper.done  # the tasks after the last step ran too: their events count
    while state.agenda and (records < stepper.position or (finished and records == stepper.position)):
        before, n = state.history, len(state.history)
        try:
            rec = stepper.game.run(ctx, state.agenda.pop())
        except (NeedAnswer, ValueError):
            break
        events += before[n:]
        if state.history is not before:  # a new turn began: the game started a fresh list
            events += state.history
        if rec is not None:
            records, silent = records + 1, 0
            ctx = stepper.context(state)
        else:
            silent += 1
            if silent > MAX_SILENT_TASKS:
                break
    return events


def _events_seen(want: dict[str, Any], happened: list[dict[str, Any]]) -> str:
    """What did happen, to show beside a missing event: the events of the same name with their fields (a wrong
    card id shows at once), or every event name when none has that name."""
    same = [ev for ev in happened if ev.get("event") == want.get("event")]
    if same and "event" in want:
        shown = "; ".join(", ".join(f"{k}={v}" for k, v in ev.items() if isinstance(v, str | int | bool))
                          for ev in same[:5])
        return f" (the {want['event']} events were: {shown}{'; ...' if len(same) > 5 else ''})"
    names = sorted({str(ev.get("event")) for ev in happened})
    return f" (events: {', '.join(names) or 'none'})"


def unasked_answers(stepper: Stepper) -> list[str]:
    """Scripted answers to questions the run never asked (a misspelt id, or a question the position does not
    raise); only meaningful once the run is over."""
    asked = {qid for s in stepper.steps[: stepper.position] for qid in s.answers}
    pending = stepper.pending_question.id if stepper.pending_question is not None else None
    all_asked = sorted(asked | ({pending} if pending else set()))
    return [f"answers.{qid}: this question was never asked{did_you_mean(qid, all_asked) if all_asked else ''}"
            for qid in stepper.scenario.answers if qid not in asked and qid != pending]
