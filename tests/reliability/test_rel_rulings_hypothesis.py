"""Hypothesis-generated malformed ruling files: random damage to a shipped ruling never escapes as a crash.

A ruling starts as one that ships with the app; one mutation is applied (a field dropped or given
a random value or type, random bytes or YAML punctuation inserted, the file truncated or a line
repeated, a value nested thousands deep). Whatever comes out, loading, listing, showing and
verifying raise nothing but the rulings' own error naming the file, and a valid neighbour loads.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge_app.cli import run_cli
from judge_app.corpus import Corpus
from judge_app.rulings import RulingError, load_ruling, load_rulings
from judge_app.rulings.search_docs import ruling_documents
from judge_app.rulings.verify import verify_rulings

REPO = Path(__file__).resolve().parents[2]
BASE_FILE = REPO / "rulings" / "fftcg" / "fftcg-ex-overdrive-payment.yaml"
BASE_SCENARIO = REPO / "tests" / "scenarios" / "fftcg" / "53_overdrive.json"
BASE: dict[str, Any] = yaml.safe_load(BASE_FILE.read_text(encoding="utf-8"))
FIELDS = [*BASE, "source.issuer", "source.where", "expect", "history", "format", "colour"]

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True), st.dates(),
    st.text(alphabet=st.characters(blacklist_categories=()), max_size=30),  # surrogates and controls too
)
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)


def _set(data: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    out = {**data, "source": dict(data["source"])}
    if key.startswith("source."):
        out["source"][key.split(".", 1)[1]] = value
    else:
        out[key] = value
    return out


def _dump(data: dict[str, Any]) -> bytes:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False).encode("utf-8", "surrogatepass")


BASE_BYTES = _dump(BASE)


@st.composite
def mutants(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["drop", "value", "nest", "bytes", "punctuation", "truncate", "repeat", "noise"]))
    if kind == "drop":
        key = draw(st.sampled_from(list(BASE)))
        return _dump({k: v for k, v in BASE.items() if k != key})
    if kind == "value":
        return _dump(_set(BASE, draw(st.sampled_from(FIELDS)), draw(values)))
    if kind == "nest":
        depth = draw(st.integers(min_value=1, max_value=5000))
        opener, closer = draw(st.sampled_from([("[", "]"), ("{a: ", "}")]))
        key = draw(st.sampled_from(FIELDS))
        return _dump(_set(BASE, key, "NEST")).replace(b"NEST", (opener * depth + closer * depth).encode())
    at = draw(st.integers(min_value=0, max_value=len(BASE_BYTES)))
    if kind == "bytes":
        return BASE_BYTES[:at] + draw(st.binary(min_size=1, max_size=12)) + BASE_BYTES[at:]
    if kind == "punctuation":
        noise = draw(st.text(alphabet=":-[]{}&*!|>'\"#%@`?, \n\t\\", min_size=1, max_size=12))
        return BASE_BYTES[:at] + noise.encode() + BASE_BYTES[at:]
    if kind == "truncate":
        return BASE_BYTES[:at]
    if kind == "repeat":
        lines = BASE_BYTES.splitlines(keepends=True)
        n = draw(st.integers(min_value=0, max_value=len(lines) - 1))
        return b"".join(lines[: n + 1] + lines[n:])
    return draw(st.binary(max_size=200))


def _one_line_naming(err: Exception, path: Path) -> None:
    assert isinstance(err, RulingError), f"{type(err).__name__}: {err}"
    assert str(path) in str(err) and "\n" not in str(err)


def _cli(*args: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run_cli(list(args))
    assert "Traceback" not in err.getvalue()
    return code, err.getvalue()


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(content=mutants())
def test_damaged_ruling_never_escapes_as_a_crash(content: bytes) -> None:
    """Promise: any damage to a ruling file is a RulingError naming the file (one line); the valid
    neighbour still loads, lists, is indexed for search; list, show and verify answer with an exit code."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "rulings"
        folder = root / "fftcg"
        folder.mkdir(parents=True)
        (folder / "pos.json").write_bytes(BASE_SCENARIO.read_bytes())
        good = _set(BASE, "scenario", "pos.json")
        (folder / "fftcg-a-good.yaml").write_bytes(_dump({**good, "id": "fftcg-a-good"}))
        mutant = folder / f"{BASE['id']}.yaml"
        mutant.write_bytes(content.replace(b"../../tests/scenarios/fftcg/53_overdrive.json", b"pos.json"))

        try:
            load_ruling(mutant)
        except Exception as exc:  # the point: nothing but a RulingError escapes
            _one_line_naming(exc, mutant)

        found = load_rulings(root)
        assert "fftcg-a-good" in [r.id for r in found.rulings]
        for err in found.errors:
            _one_line_naming(err, err.path)
        assert len(found.rulings) + len(found.errors) == 2
        assert "fftcg-a-good" in [d.ruling_id for d in ruling_documents(root)]
        for report in verify_rulings(found.rulings, Corpus()):
            assert report.outcome is not None

        assert _cli("rulings", "list", "--dir", str(root))[0] == 0
        assert _cli("rulings", "show", BASE["id"], "--json", "--dir", str(root))[0] in (0, 1)
        code, err = _cli("rulings", "verify", str(root), "--citations-only")
        assert code in (0, 1)
