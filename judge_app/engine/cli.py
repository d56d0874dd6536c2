"""``judge-app resolve`` and ``judge-app engine coverage``: the engine, headless."""

from __future__ import annotations

import argparse
import functools
import json
import logging
import sys
from collections.abc import Callable
from typing import Any

from judge_app.corpus import RuleRef
from judge_app.engine.compare import compare_versions
from judge_app.engine.coverage import DEFINITION, NOT_MODELLED, OUT_OF_SCOPE, coverage
from judge_app.engine.defaults import Stepper, app_corpus, load_scenario
from judge_app.engine.games import get_game, list_games
from judge_app.engine.kernel.citations import ROLES, format_ref
from judge_app.engine.kernel.expect import check_expectations, run_events, unasked_answers
from judge_app.engine.kernel.options import Option, Options, OptionsQuery
from judge_app.engine.kernel.scenario import ScenarioError, one_line, scenario_schema
from judge_app.engine.kernel.stepper import ROLE_NAMES
from judge_app.engine.kernel.tasks import pname
from judge_app.engine.kernel.vocabulary import splice_docs, vocabulary, vocabulary_markdown
from judge_app.safeio import InputError, read_text
from judge_app.storage import SaveError, atomic_write_text

log = logging.getLogger(__name__)


def _err(message: str) -> None:
    sys.stderr.write(f"judge-app: {message}\n")


def _one_line_errors(func: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A file the command cannot read or write ends it with one line naming the file, exit 2, no traceback."""

    @functools.wraps(func)
    def run(ns: argparse.Namespace) -> int:
        try:
            return func(ns)
        except ScenarioError as exc:
            # The first problem shares the line that names the file; a scenario with several lists the rest.
            first, *rest = exc.problems or ["(file): invalid"]
            _err(f"invalid scenario {exc.source}: {first}")
            for p in rest:
                sys.stderr.write(f"  {p}\n")
        except (InputError, SaveError) as exc:
            _err(str(exc))
        return 2

    return run


def _engine_failures(func: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """An exception the engine raises on a file that passed validation is a bug in the engine, not in the file: one
    line naming the file and the error, exit 3 (the run failed), and the traceback in the log (the log file always,
    stderr with ``--verbose``), never on a judge's screen. Bad input keeps its own one-line messages (raised on)."""

    @functools.wraps(func)
    def run(ns: argparse.Namespace) -> int:
        try:
            return func(ns)
        except (ScenarioError, InputError, SaveError, BrokenPipeError):
            raise
        except Exception as exc:
            _err(f"{ns.scenario}: the engine failed while resolving this file ({type(exc).__name__}: "
                 f"{one_line(str(exc))}); this is a bug in the engine, not in the file: please report it with the "
                 "log file (run with --verbose to see the traceback here)")
            # INFO, not ERROR: the log file keeps every record from INFO up, but a quiet console shows errors, and
            # the traceback is for a developer, not for the judge who ran the command.
            log.info("engine failure resolving %s", ns.scenario, exc_info=True)
            return 3

    return run


#: ``resolve``'s exit statuses, for its help and docs/scenario-format.md.
RESOLVE_EXIT = ("exit status: 0 done; 2 the file is invalid (each problem names the field, with the nearest valid "
                "names); 3 the run failed, e.g. an answer that is not one of its question's options (the valid ones "
                "are listed), or the engine failed on a valid file (a bug: one line, the traceback in the log); "
                "4 stopped at a question the file does not answer (its options are listed); "
                "5 --check found an expectation the run does not meet (one line each)")


@_one_line_errors
@_engine_failures
def cmd_resolve(ns: argparse.Namespace) -> int:
    scenario = load_scenario(ns.scenario)
    for w in get_game(scenario.game).warnings(scenario):
        _err(f"warning: {ns.scenario}: {w}")
    if getattr(ns, "compare_versions", False):
        return _compare(ns, scenario)
    # A step that fails (a bug in the engine) ends the run with its steps so far printed and one line saying so.
    stepper = Stepper(scenario, contain_failures=True)
    if getattr(ns, "options", None) is not None:
        return _options(ns, stepper)
    stepper.run(until=ns.until)
    events = _events(stepper) if getattr(ns, "events", False) else None
    if ns.json:
        data = stepper.to_json()
        if events is not None:
            data["events"] = events
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    else:
        _print_text(stepper)
        if events is not None:
            print(f"events ({len(events)}):")
            for ev in events:
                print(f"  {json.dumps(ev, ensure_ascii=False)}")
    if stepper.error:
        _err(f"{ns.scenario}: {stepper.error}")
        return 3
    if stepper.pending_question is not None and (ns.until is None or stepper.position < ns.until):
        q = stepper.pending_question
        if not ns.json:
            _print_question(q)
        _err(f"{ns.scenario}: unanswered question {q.id} ({q.prompt_en}); add it to \"answers\" — options: "
             + ", ".join(q.readable_ids()[o.id] for o in q.options))
        return 4
    if ns.until is None or stepper.position < ns.until:
        for w in unasked_answers(stepper):
            _err(f"warning: {ns.scenario}: {w}")
    if ns.check:
        problems = check_expectations(stepper)
        if ns.until is None:
            problems += _other_versions(scenario, stepper.citer.version)
        for p in problems:
            _err(f"{ns.scenario}: expectation failed: {one_line(p)}")  # one line each, whatever the file holds
        if problems:
            return 5
    return 0


def _events(stepper: Any) -> list[dict[str, Any]]:
    """Every event of the run as the plain data an ``expect.events`` entry matches, so a judge copies the fields
    instead of guessing them."""
    return [{k: v for k, v in ev.items() if isinstance(v, str | int | bool | list) or v is None}
            for ev in run_events(stepper)]


def _other_versions(scenario: Any, ran: str) -> list[str]:
    """``--check`` of a file whose ``expect_by_version`` lists other rules versions than the one run: each is run
    too and checked against its own expectations, so a judge sees every version the file makes a claim about."""
    out: list[str] = []
    for version in scenario.expect_by_version:
        if version == ran:
            continue
        other = Stepper(scenario.model_copy(update={"version": version}))
        other.run()
        if other.error:
            out.append(f"under {version}: the run failed: {other.error}")
        elif other.pending_question is not None:
            out.append(f"under {version}: the run stopped on an unanswered question {other.pending_question.id}")
        else:
            out += [f"under {version}: {p}" for p in check_expectations(other)]
    return out


def _print_question(q: Any) -> None:
    """The question a run stopped at, with the id to write in ``answers`` for each option."""
    print(f"question {q.id} ({q.player}): {q.prompt_ja}")
    print(f"  {q.prompt_en}")
    readable = q.readable_ids()
    for o in q.options:
        print(f"  {readable[o.id]}: {o.label_ja} / {o.label_en}")
    if q.ordered:
        print(f"  answer with every option in order, e.g. \"order:[{','.join(readable[o.id] for o in q.options)}]\"")
    elif q.max > 1:
        print(f"  answer with a list of {q.min}..{q.max} option ids")


def _compare(ns: argparse.Namespace, scenario: Any) -> int:
    """Run under two rules versions; print where they part and both final states (exit 5 on --check failures)."""
    try:
        cmp = compare_versions(scenario, until=ns.until)
    except ValueError as exc:
        _err(f"{ns.scenario}: {exc}")
        return 2
    if ns.json:
        sys.stdout.write(json.dumps(cmp.to_json(), ensure_ascii=False) + "\n")
    else:
        va, vb = cmp.versions
        print(f"{cmp.game}: rules {va} and {vb}")
        if cmp.first_difference is None:
            print(f"every step is the same ({len(cmp.runs[0].steps)} steps)")
        else:
            print(f"the runs part at step {cmp.first_difference}:")
            for run, step in zip(cmp.runs, cmp.step_pair(), strict=True):
                if step is None:
                    print(f"  {run.version}: (no such step: the run ended)")
                    continue
                print(f"  {run.version}: {step['text_ja']}")
                print(f"  {' ' * len(run.version)}  {step['text_en']}")
                print(f"  {' ' * len(run.version)}  rules: {', '.join(step['citations'])}")
        if cmp.final_differences:
            print(f"final states differ ({va} | {vb}):")
            for d in cmp.final_differences:
                print(f"  {d['what']}: {d['a']!r} | {d['b']!r}")
        else:
            print("the final states are the same")
    failed = False
    for run in cmp.runs:
        if run.error:
            _err(f"{ns.scenario} ({run.version}): {run.error}")
            failed = True
        if run.question is not None:
            _err(f"{ns.scenario} ({run.version}): unanswered question {run.question['id']}")
        if ns.check:
            for p in run.expectation_problems:
                _err(f"{ns.scenario} ({run.version}): expectation failed: {p}")
    if failed:
        return 3
    if any(run.question is not None for run in cmp.runs) and ns.until is None:
        return 4
    if ns.check and any(run.expectation_problems for run in cmp.runs):
        return 5
    return 0


def _options(ns: argparse.Namespace, stepper: Stepper) -> int:
    """``--options N``: who may act after step N and what, in words (JSON with ``--json``); ``--options all``:
    the same for every step, as JSON."""
    every = ns.options == "all"
    if not every and not ns.options.isdigit():
        _err(f"{ns.scenario}: --options takes a step number or all, not {ns.options!r}")
        return 2
    stepper.run(until=None if every else int(ns.options))
    if not every and int(ns.options) > len(stepper.steps):
        _err(f"{ns.scenario}: --options {ns.options}: the run has only {len(stepper.steps)} steps")
        return 2
    query = OptionsQuery(stepper)
    ns_ = range(len(stepper.steps) + 1) if every else [int(ns.options)]
    found = [query.options(n) for n in ns_]
    if every or ns.json:
        data = [o.to_json(stepper.corpus) for o in found]
        sys.stdout.write(json.dumps({"game": stepper.scenario.game, "version": stepper.citer.version,
                                     "options": data if every else data[0]}, ensure_ascii=False) + "\n")
    else:
        _print_options(stepper, found[0])
    if stepper.error:
        _err(f"{ns.scenario}: {stepper.error}")
        return 3
    return 0


#: Why nobody may act, in both languages (``Options.reason``).
_NO_ACTOR = {"over": ("ゲームは終わっている", "the game is over"),
             "question": ("先に選択への答えが要る", "a choice must be answered first"),
             "none": ("このターン中に行動できる者はいない", "nobody can act before the turn ends")}


def _print_options(stepper: Stepper, opts: Options) -> None:
    where = f"step {opts.n}" if opts.n else "the start"
    if opts.n:
        step = stepper.steps[opts.n - 1]
        print(f"after {where}: {step.text_ja}")
        print(f"  {' ' * len(where)}  {step.text_en}")
    else:
        print(f"at {where}")
    if not opts.actors:
        ja, en = _NO_ACTOR.get(opts.reason, ("", opts.reason))
        print(f"nobody may act: {ja} / {en}")
        return
    names = {p: stepper.state.players[p].name or p for p in stepper.state.players}
    print("may act now / 今行動できる: " + ", ".join(names[p] for p in opts.actors))
    soonest = min(x.trial.wait for x in (*opts.legal, *opts.refused)) if opts.legal or opts.refused else 0
    for title, group in (("legal / できる", opts.legal), ("not legal / できない", opts.refused)):
        print(f"{title}:")
        if not group:
            print("  (none)")
        for o in group:
            ja, en = _option_heading(stepper, o, o.trial.wait == soonest)
            print(f"  {ja}")
            print(f"  {en}")
            print(f"      {o.trial.text_ja}")
            print(f"      {o.trial.text_en}")
            for line in _role_lines(o.trial.grounds(), stepper):
                print(f"      {line}")


def _option_heading(stepper: Stepper, o: Option, now: bool) -> tuple[str, str]:
    """An option's heading in Japanese and in English, as the stepper's "now" panel words it: the player, the action
    by the game's own name for it (``GameModule.action_name``), the card and its targets by name with their ids,
    when and in which phase and step (``phase_name``, ``step_name``) it is taken."""
    game, state = stepper.game, stepper.state
    pja, pen = pname(state, o.player)
    aja, aen = game.action_name(o.type)
    cja, cen = _card_words(state, o.card) if o.card else ("", "")
    if o.ability is not None:  # counted from 1, as the board names it; the file's index is one less
        cja, cen = f"{cja}の{o.ability + 1}番目の能力", f"ability {o.ability + 1} of {cen}"
    ja, en = f"{pja}: {aja}" + (f" — {cja}" if cja else ""), f"{pen}: {aen}" + (f" — {cen}" if cen else "")
    if o.targets:
        aims = [_card_words(state, t) if t in state.cards else pname(state, t) if t in state.players else (t, t)
                for t in o.targets]
        ja += f" → {'、'.join(a for a, _ in aims)}"
        en += f" → {', '.join(b for _, b in aims)}"
    wja, wen = ("今", "now") if now else (f"{o.trial.wait}ステップ後",
                                         f"in {o.trial.wait} step{'s' if o.trial.wait != 1 else ''}")
    mja, men = game.phase_name(o.trial.phase)
    if o.trial.step:
        sja, sen = game.step_name(o.trial.step)
        mja, men = f"{mja}・{sja}", f"{men}, {sen}"
    return f"{ja}({wja}、{mja})", f"{en} ({wen}, {men})"


def _card_words(state: Any, card_id: str) -> tuple[str, str]:
    """A card by its name with its id, as steps name it: 名前〔id〕 / name [id]."""
    card = state.cards.get(card_id)
    if card is None:
        return card_id, card_id
    return f"{card.name}〔{card.id}〕", f"{card.name_en or card.name} [{card.id}]"


def _role_lines(cites: tuple[tuple[RuleRef, str], ...], stepper: Stepper) -> list[str]:
    """A citation list grouped by role, one line a role, each headed by the role in Japanese and English."""
    lines = []
    for role in ROLES:
        refs = [format_ref(r, stepper.corpus) for r, rl in cites if rl == role]
        if refs:
            ja, en = ROLE_NAMES[role]
            lines.append(f"rules {ja} {en}: {', '.join(dict.fromkeys(refs))}")
    return lines


def _print_text(stepper: Stepper) -> None:
    for s in stepper.steps[: stepper.position]:
        flag = " [ILLEGAL]" if s.illegal else ""
        print(f"{s.n:>3}.{flag} {s.text_ja}")
        print(f"     {s.text_en}")
        if s.cites:  # each rule under its role (Japanese and English), as the stepper dock groups them
            for line in _role_lines(s.cites, stepper):
                print(f"     {line}")
        elif s.citations:
            print(f"     rules: {', '.join(s.citation_strings())}")
        for note in s.notes:
            print(f"     note: {note}")
        moved = [c.to_json() for c in s.changes]
        if moved:
            print("     changes: " + "; ".join(_change_text(c) for c in moved))
    final = stepper.final_json()
    print("--")
    print(f"turn {final['turn']}, {final['turn_player']}'s turn, phase {final['phase']}"
          + (f"/{final['step']}" if final["step"] else ""))
    for key, ids in final["zones"].items():
        if ids:
            print(f"  {key}: {', '.join(ids)}")
    if final["result"]:
        print(f"result: {final['result']}")
    if final["unused_actions"]:
        print(f"unused scripted actions: {final['unused_actions']}")


def _change_text(c: dict[str, Any]) -> str:
    who = c.get("card") or c.get("player") or ""
    if c["kind"] == "move":
        return f"{who} {c['before']} -> {c['after']}"
    return f"{who} {c.get('field', '')} {c['before']} -> {c['after']}".strip()


@_one_line_errors
def cmd_coverage(ns: argparse.Namespace) -> int:
    """Rules the game module cites (with their text) and those it never cites, grouped by why (out of scope,
    a definition, not yet modelled); see ``judge_app.engine.coverage``."""
    if ns.game not in list_games():
        _err(f"no engine module for {ns.game!r} (have: {', '.join(list_games())})")
        return 2
    module = get_game(ns.game)
    ruleset = app_corpus().get(ns.game)
    cov = coverage(module, ruleset)
    if ns.json:
        cited = {r["rule"] for r in cov.cited}
        rows = [{"rule": r.rule_id, "cited": r.rule_id in cited, "heading": bool(r.title and not r.text)}
                for r in ruleset.records]
        sys.stdout.write(json.dumps({**cov.to_json(), "rules": rows}, ensure_ascii=False) + "\n")
        return 0
    total = len(cov.cited) + len(cov.never)
    print(f"{ns.game} {cov.version}: the module cites {len(cov.cited)} of {total} rules with text "
          f"({cov.headings} headings left aside)")
    print(f"cited ({len(cov.cited)}):")
    for r in cov.cited:
        print(f"  {r['rule']}  {_short(r['text'])}")
    for kind in (OUT_OF_SCOPE, DEFINITION, NOT_MODELLED):
        rows_ = cov.by_kind(kind)
        print(f"never cited, {kind} ({len(rows_)}):")
        reasons: dict[str, list[dict[str, str]]] = {}
        for r in rows_:
            reasons.setdefault(r.get("group", ""), []).append(r)
        for name, group in reasons.items():
            if name:
                print(f"  [{name}] {group[0]['reason']}")
            for r in group:
                print(f"    {r['rule']}  {_short(r['text'])}")
    if cov.unknown:
        print("not in the document: " + " ".join(cov.unknown))
    return 0


def _short(text: str, n: int = 70) -> str:
    line = " ".join(text.split())
    return line if len(line) <= n else line[: n - 1] + "…"


@_one_line_errors
def cmd_vocabulary(ns: argparse.Namespace) -> int:
    if ns.docs:
        text = read_text(ns.docs, what="docs file")  # an unreadable file is an InputError: one line, exit 2
        atomic_write_text(ns.docs, splice_docs(text, [get_game(g) for g in list_games()]))
        return 0
    if ns.game is None or ns.game not in list_games():
        _err(f"no engine module for {ns.game!r} (have: {', '.join(list_games())})")
        return 2
    module = get_game(ns.game)
    if ns.json:
        sys.stdout.write(json.dumps(vocabulary(module), ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(vocabulary_markdown(module))
    return 0


@_one_line_errors
def cmd_schema(ns: argparse.Namespace) -> int:
    text = json.dumps(scenario_schema(), ensure_ascii=False, indent=2) + "\n"
    if ns.output:
        atomic_write_text(ns.output, text)  # a refused save is a SaveError: one line, the old file kept
    else:
        sys.stdout.write(text)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("resolve", help="step a scenario through the rules engine", epilog=RESOLVE_EXIT)
    p.add_argument("scenario", help="scenario JSON file")
    p.add_argument("--json", action="store_true", help="machine-readable steps and final state")
    p.add_argument("--until", type=int, metavar="N", help="stop after step N")
    p.add_argument("--check", action="store_true", help="also check the scenario's expectations")
    p.add_argument("--events", action="store_true",
                   help="also list every event the run remembered, in every turn, as an expect.events entry "
                        "would match it")
    p.add_argument("--options", metavar="N|all",
                   help="who may act after step N and the legal and refused actions with their rules (all: every "
                        "step, as JSON)")
    p.add_argument("--compare-versions", action="store_true",
                   help="run under the game's two newest rules versions and show where they part")
    p.set_defaults(func=cmd_resolve)
    eng = sub.add_parser("engine", help="rules engine tools")
    esub = eng.add_subparsers(dest="engine_command", required=True)
    c = esub.add_parser("coverage", help="which rules the game module cites (with their text), and why each of the "
                                         "others is left out")
    c.add_argument("game")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=cmd_coverage)
    v = esub.add_parser("vocabulary", help="every word a scenario for GAME may use: actions, zones, attributes, "
                        "ability kinds, trigger events, keywords, effect words, settings")
    v.add_argument("game", nargs="?")
    v.add_argument("--json", action="store_true")
    v.add_argument("--docs", metavar="FILE", help="rewrite the generated sections of FILE "
                   "(docs/scenario-format.md) for every game")
    v.set_defaults(func=cmd_vocabulary)
    s = esub.add_parser("schema", help="the scenario file JSON schema (docs/scenario.schema.json)")
    s.add_argument("-o", "--output", metavar="FILE", help="write it to FILE (replaced whole, or left as it was)")
    s.set_defaults(func=cmd_schema)
