"""pso2 citations: every rule number the module writes exists in the version it is written for."""

from __future__ import annotations

import ast
import re

from judge_app.corpus import Corpus
from judge_app.engine import get_game
from judge_app.engine.games.pso2.versions import SWITCHES, TO_18
from judge_app.engine.kernel.citations import Citer

RULE = re.compile(r"^(\d+(\.\d+)+(#\d+)?|用語集:.+)$")


def _keys(corpus: Corpus, version: str) -> set[str]:
    rs = corpus.get("pso2", version)
    return {r.key for r in rs.records} | {r.rule_id for r in rs.records}


def _cite_calls() -> list[tuple[str, list[str], list[str], list[str]]]:
    """(file, ids in Ver3.0 numbering, v18 extras, v30 extras) for each literal cite(...) call."""
    out = []
    for path in get_game("pso2").source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "cite"):
                continue
            ids = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            extra: dict[str, list[str]] = {"v18": [], "v30": []}
            for kw in node.keywords:
                if kw.arg in extra:
                    extra[kw.arg] = [e.value for e in ast.walk(kw.value) if isinstance(e, ast.Constant)
                                     and isinstance(e.value, str) and RULE.match(e.value)]
            out.append((path.name, ids, extra["v18"], extra["v30"]))
    return out


def test_cite_literals_exist_in_their_version(corpus: Corpus) -> None:
    v30, v18 = _keys(corpus, "3.0"), _keys(corpus, "1.8")
    calls = _cite_calls()
    assert len(calls) > 150
    bad = []
    for name, ids, extra18, extra30 in calls:
        bad += [(name, "3.0", r) for r in ids + extra30 if r not in v30]
        bad += [(name, "1.8", r) for r in extra18 if r not in v18]
    assert bad == []


def test_every_rule_literal_exists_somewhere(corpus: Corpus) -> None:
    known = _keys(corpus, "3.0") | _keys(corpus, "1.8")
    found = set()
    for path in get_game("pso2").source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULE.match(node.value):
                found.add(node.value)
    assert len(found) > 150
    assert sorted(found - known - {"1.8", "3.0"}) == []  # version names are not rules


def test_renumbering_table(corpus: Corpus) -> None:
    v30, v18 = _keys(corpus, "3.0"), _keys(corpus, "1.8")
    for new, old in TO_18.items():
        assert new in v30, new
        assert old is None or old in v18, old


def test_citer_takes_record_keys_per_version(corpus: Corpus) -> None:
    c18, c30 = Citer("pso2", "1.8", corpus), Citer("pso2", "3.0", corpus)
    assert c18.refs(("302.1#2", "406.4.1#2"))[0].rule_id == "302.1#2"
    assert c30.refs(("302.1#2", "506.5.2#2"))[1].version == "3.0"
    assert c18.missing(c18.refs(("302.10",)))  # erosion is a 3.0 keyword
    assert c30.missing(c30.refs(("406.4.1#2",)))  # 3.0 merged the two 406.4.1 rules


def test_settings_and_switches(corpus: Corpus) -> None:
    module = get_game("pso2")
    known = _keys(corpus, "3.0") | _keys(corpus, "1.8")
    for spec in module.settings():
        assert spec.default in spec.choices
        assert spec.rules and all(r in known for r in spec.rules), spec.name
    assert set(SWITCHES) == set(corpus.versions("pso2"))
    # every switch really differs between the two versions (one per row of the digest's table)
    a, b = SWITCHES["1.8"], SWITCHES["3.0"]
    assert all(getattr(a, f) != getattr(b, f) for f in a.__dataclass_fields__)
