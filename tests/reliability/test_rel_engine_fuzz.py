"""Hypothesis-made malformed scenario files: the shipped scenarios of every game, damaged in the ways files from
other people are (keys dropped, wrong types, random values, unknown names, deep nesting, random bytes)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from judge_app.cli import run_cli
from judge_app.engine import ScenarioError, Stepper, load_scenario
from judge_app.engine.kernel.expect import check_expectations

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*/*.json"))
# Enough steps to reach what the mutated part changes; a mutation that makes a loop still stops here.
UNTIL = 150

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12), st.sampled_from(["A", "B", "forward", "hand", "field", "main1", "attack", "x#1", ""]),
)
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.text(max_size=8), inner, max_size=3)),
                      max_leaves=6)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out.extend(_paths(v, (*path, k)))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out.extend(_paths(v, (*path, i)))
    return out


def _parent(root: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        root = root[key]
    return root


def _mutate(data: Any, draw: Any) -> Any:
    """One damage at a random place of the parsed file."""
    paths = [p for p in _paths(data) if p]
    in_play = [p for p in paths if "deck" not in p]  # decks are long and rarely read: aim at the rest mostly
    path = draw(st.sampled_from(in_play if in_play and draw(st.integers(0, 3)) else paths))
    parent, key = _parent(data, path), path[-1]
    how = draw(st.sampled_from(["drop", "value", "unknown_key", "deep", "duplicate_card", "swap_type",
                                "same_type", "same_type", "same_type"]))
    if how == "same_type":  # a plausible but wrong value: these files often still load, so the stepper sees them
        old = parent[key]
        if isinstance(old, bool):
            parent[key] = not old
        elif isinstance(old, int):
            parent[key] = draw(st.integers(-3, 12))
        elif isinstance(old, str):
            parent[key] = draw(st.sampled_from(["A", "B", "forward", "hand", "main1", "attack", "pass", "", "x"]))
        else:
            parent[key] = type(old)()
    elif how == "drop":
        del parent[key]
    elif how == "value":
        parent[key] = draw(values)
    elif how == "unknown_key" and isinstance(parent, dict):
        parent[draw(st.text(min_size=1, max_size=10))] = draw(values)
    elif how == "deep":
        depth = draw(st.integers(10, 200))
        nested: Any = draw(scalars)
        for _ in range(depth):
            nested = [nested] if draw(st.booleans()) else {"k": nested}
        parent[key] = nested
    elif how == "duplicate_card" and isinstance(parent, list) and parent:
        parent.append(parent[0])
    else:
        old = parent[key]
        parent[key] = {"str": 0, "int": "1", "list": {}, "dict": [], "bool": "yes"}.get(
            type(old).__name__, [old])
    return data


@st.composite
def damaged_files(draw: Any) -> tuple[Path, bytes]:
    source = draw(st.sampled_from(SCENARIOS))
    data = json.loads(source.read_text(encoding="utf-8"))
    for _ in range(draw(st.integers(1, 3))):
        data = _mutate(data, draw)
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    if draw(st.booleans()) and draw(st.booleans()):  # a quarter of the files get raw byte damage too
        at = draw(st.integers(0, len(raw)))
        junk = draw(st.binary(min_size=1, max_size=8))
        raw = raw[:at] + junk + raw[at + draw(st.integers(0, 4)):]
    return source, raw


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(damaged_files())
def test_damaged_scenarios_only_ever_give_engine_errors(tmp_path_factory: pytest.TempPathFactory,
                                                        case: tuple[Path, bytes]) -> None:
    """Promise: any damaged scenario file either loads or is a ScenarioError naming the file in one line; a file
    that loads steps, reports and checks without raising, and `resolve` answers with an exit code, never a
    traceback."""
    source, raw = case
    path = tmp_path_factory.mktemp("fuzz") / source.name
    path.write_bytes(raw)
    try:
        scenario = load_scenario(path)
    except ScenarioError as exc:
        assert str(path) in str(exc) and "\n" not in str(exc)
        event("refused")
        return
    event("loaded")
    stepper = Stepper(scenario)
    stepper.run(until=UNTIL)
    json.dumps(stepper.to_json(), ensure_ascii=False)
    check_expectations(stepper)
    while stepper.back() is not None:
        pass
    stepper.state.to_json()
    assert run_cli(["resolve", "--json", "--until", str(UNTIL), str(path)]) in (0, 3, 4, 5)


def test_the_mutations_reach_the_stepper() -> None:
    """The generator is not all noise: an undamaged shipped scenario loads and resolves (so damaged ones that still
    load are stepped through, not only refused)."""
    for source in SCENARIOS[:: max(1, len(SCENARIOS) // 8)]:
        stepper = Stepper(load_scenario(source))
        stepper.run(until=UNTIL)
        assert stepper.error is None
