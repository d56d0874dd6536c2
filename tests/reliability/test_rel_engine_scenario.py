"""Scenario files from other people: damaged or hostile bytes and JSON give one line naming the file, never a
traceback; a refused save leaves the old file as it was."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from judge_app.cli import run_cli
from judge_app.engine import ScenarioError, load_scenario, save_scenario
from judge_app.engine.defaults import Stepper
from judge_app.engine.games import get_game
from judge_app.storage import SaveError

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "01_unblocked_attack.json"


def _valid() -> dict:
    return json.loads(SCENARIO.read_text(encoding="utf-8"))


def _one_line_refusal(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Load and resolve ``path``: both refuse it; the resolve message is one line naming the file."""
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message
    assert run_cli(["resolve", "--json", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "Traceback" not in captured.err
    return message


def test_shift_jis_scenario_names_file_line_and_encoding(tmp_path, capsys):
    """Promise: a scenario saved as Shift_JIS is refused in one line naming the file, the line and the encoding."""
    path = tmp_path / "sjis.json"
    path.write_bytes(json.dumps(_valid(), ensure_ascii=False, indent=1).encode("cp932"))
    message = _one_line_refusal(path, capsys)
    assert "line " in message and "Shift_JIS" in message and "UTF-8" in message


def test_stray_byte_scenario_is_refused_with_its_line(tmp_path, capsys):
    """Promise: one stray non-UTF-8 byte in a scenario names the file and the line it is on."""
    text = json.dumps(_valid(), ensure_ascii=False, indent=1)
    at = text.index('"title"')
    path = tmp_path / "stray.json"
    path.write_bytes(text[:at].encode() + b"\xff" + text[at:].encode())
    message = _one_line_refusal(path, capsys)
    assert f"line {text[:at].count(chr(10)) + 1}" in message and "not UTF-8" in message


def test_not_a_regular_file_is_refused(tmp_path, capsys):
    """Promise: a folder or a device given as a scenario is refused before anything is read."""
    _one_line_refusal(tmp_path, capsys)
    with pytest.raises(ScenarioError, match="not a regular file"):
        load_scenario("/dev/zero")


def _hostile(kind: str) -> str:
    base = json.dumps(_valid(), ensure_ascii=False)
    if kind == "deep":
        return base[:-1] + ', "combat": ' + "[" * 100_000 + "]" * 100_000 + "}"
    if kind == "long_int":
        return base.replace('"turn": 3', '"turn": ' + "9" * 5000, 1)
    if kind == "huge_float":
        return base.replace('"turn": 3', '"turn": 1e999', 1)
    if kind == "nan":
        return base.replace('"turn": 3', '"turn": NaN', 1)
    if kind == "surrogate":
        return base.replace('"name": "A"', '"name": "\\ud800"', 1)
    if kind == "duplicate":
        return base.replace('"turn": 3', '"turn": 3, "turn": 4', 1)
    raise AssertionError(kind)


@pytest.mark.parametrize("kind, words", [
    ("deep", "nested deeper"), ("long_int", "digits"), ("huge_float", "out of range"), ("nan", "NaN"),
    ("surrogate", "surrogate"), ("duplicate", "'turn' is given twice"),
])
def test_hostile_json_is_one_line_error(tmp_path, capsys, kind, words):
    """Promise: JSON nested 100,000 deep, a 5,000-digit integer, 1e999, NaN, a lone surrogate in a name or a
    duplicate key is a one-line ScenarioError naming the file, and `resolve` exits 2 with one line."""
    assert '"turn": 3' in json.dumps(_valid())
    path = tmp_path / f"{kind}.json"
    path.write_text(_hostile(kind), encoding="utf-8", errors="surrogatepass")
    assert words in _one_line_refusal(path, capsys)


def test_deep_nesting_names_line_and_column(tmp_path):
    """Promise: a file nested too deep is refused at the place where the nesting passes the limit."""
    path = tmp_path / "deep.json"
    path.write_text(_hostile("deep"), encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"line 1, column \d+: nested deeper than 64"):
        load_scenario(path)


@pytest.mark.parametrize("value", [99, 0, True, "1"])
def test_unknown_format_is_refused_naming_the_supported_ones(tmp_path, capsys, value):
    """Promise: a scenario of a format this app does not read (``"format": 99``) is refused, naming the field
    and the supported formats, instead of being half-understood."""
    data = _valid()
    data["format"] = value
    path = tmp_path / "future.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    message = _one_line_refusal(path, capsys)
    assert "format:" in message
    if value in (99, 0):
        assert "supported: 1" in message


def test_save_to_read_only_file_is_refused_and_keeps_it(tmp_path):
    """Promise: saving a scenario over a read-only file raises SaveError with one line; the file is unchanged."""
    scenario = load_scenario(SCENARIO)
    path = tmp_path / "locked.json"
    path.write_text("old\n", encoding="utf-8")
    path.chmod(0o444)
    with pytest.raises(SaveError) as info:
        save_scenario(path, scenario)
    assert "\n" not in str(info.value) and str(path) in str(info.value) and "read-only" in str(info.value)
    assert path.read_text(encoding="utf-8") == "old\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o444
    assert [p.name for p in tmp_path.iterdir()] == ["locked.json"]  # no temporary file left behind


def test_engine_cli_reports_a_refused_save_in_one_line(tmp_path, capsys):
    """Promise: an engine command whose save is refused (a read-only target) prints one line naming the file and
    exits non-zero; the old file is kept."""
    path = tmp_path / "schema.json"
    path.write_text("old\n", encoding="utf-8")
    os.chmod(path, 0o444)
    assert run_cli(["engine", "schema", "-o", str(path)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "read-only" in lines[0]
    assert path.read_text(encoding="utf-8") == "old\n"
    fresh = tmp_path / "fresh.json"
    assert run_cli(["engine", "schema", "-o", str(fresh)]) == 0
    assert json.loads(fresh.read_text(encoding="utf-8"))["title"] == "Scenario"


def test_line_break_in_a_field_name_stays_one_line(tmp_path, capsys):
    """Promise: an unknown field whose name holds a line break or control character is reported escaped, so the
    message stays one line (found by the generated-file test)."""
    data = _valid()
    data["\n\x1b[2J"] = None
    path = tmp_path / "newline.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "\\n" in _one_line_refusal(path, capsys)


def test_wrong_type_in_game_state_is_a_scenario_error(tmp_path, capsys):
    """Promise: a game-specific field of the wrong type (an aquarian card's ``state.on`` given as a list) is a
    ScenarioError naming the field, not a TypeError from the game module (found by the generated-file test)."""
    source = SCENARIO.parents[1] / "aquarian" / "01_attack_unguarded.json"
    data = json.loads(source.read_text(encoding="utf-8"))
    data["players"][0]["zones"]["power"][0]["state"]["on"] = []
    path = tmp_path / "on_list.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert "state.on: must be a card id" in _one_line_refusal(path, capsys)


PARTY = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "11_party_icon.json"


@pytest.mark.parametrize("share", [None, [1], "abc", -5])
def test_a_bad_option_value_is_one_line_naming_the_file_and_the_place(tmp_path, capsys, share):
    """Promise: a party member's share of a block given as null, a list, a word or a negative number is refused by
    resolve in one line naming the file and the option's place (it used to be a TypeError traceback, a bare int()
    message or a question asked again)."""
    data = json.loads(PARTY.read_text(encoding="utf-8"))
    data["actions"][1]["options"]["distribution"]["a-p1"] = share
    path = tmp_path / "party.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _one_line_refusal(path, capsys)
    assert run_cli(["resolve", str(path)]) == 2
    err = capsys.readouterr().err
    assert "actions[1].options.distribution.a-p1: expected a whole number 0 or more" in err


def test_an_engine_failure_on_a_valid_file_is_one_line_with_the_traceback_in_the_log(monkeypatch, capsys, caplog):
    """Promise: an exception the engine raises while resolving a file that passed validation (a bug in the engine)
    is one line naming the file and the error, exit 3, no traceback on stderr; the traceback is logged (the log file
    keeps INFO records; --verbose shows them on stderr)."""
    def broken(self, ctx, task):
        raise TypeError("int() argument must be a string, a bytes-like object or a real number, not 'NoneType'")

    monkeypatch.setattr(type(get_game("fftcg")), "run", broken)
    with caplog.at_level("INFO", logger="judge_app"):
        assert run_cli(["resolve", str(PARTY)]) == 3
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and str(PARTY) in lines[0] and "TypeError" in lines[0] and "bug in the engine" in lines[0]
    assert "Traceback" not in captured.err
    logged = [r for r in caplog.records if r.exc_info and r.name.startswith("judge_app.")]
    assert logged and logged[0].exc_info[0] is TypeError


def test_an_engine_failure_outside_the_steps_is_one_line_too(monkeypatch, capsys, caplog):
    """Promise: a failure while setting up the position (before any step) is caught by resolve itself: one line
    naming the file, exit 3, the traceback logged, none on stderr."""
    def broken(self, scenario):
        raise KeyError("zone")

    monkeypatch.setattr(type(get_game("fftcg")), "setup", broken)
    with caplog.at_level("INFO", logger="judge_app"):
        assert run_cli(["resolve", str(PARTY)]) == 3
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and str(PARTY) in lines[0] and "KeyError" in lines[0] and "Traceback" not in captured.err
    assert any(r.exc_info and r.exc_info[0] is KeyError for r in caplog.records)


def test_without_containment_an_engine_bug_still_raises(monkeypatch):
    """Tests and library callers see the bug itself: the stepper contains a failure only when asked to."""
    def broken(self, ctx, task):
        raise TypeError("boom")

    scenario = load_scenario(PARTY)
    monkeypatch.setattr(type(get_game("fftcg")), "run", broken)
    with pytest.raises(TypeError, match="boom"):
        Stepper(scenario).run()
    contained = Stepper(scenario, contain_failures=True)
    contained.run()
    assert contained.error is not None and contained.error.startswith("the engine failed at step 1 (TypeError: boom)")
