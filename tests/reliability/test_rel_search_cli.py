"""``judge-app search``: bad requests get an answer naming the problem, and a batch is never cut short."""

import json
import os
import subprocess
import sys

import pytest

from judge_app.search.query import MAX_QUERY_CHARS


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    """The real command with its own cache and data folders; the index is built by the first run."""
    home = tmp_path_factory.mktemp("cli-home")
    env = {k: v for k, v in os.environ.items() if k not in ("JUDGE_APP_RULES_DIR", "JUDGE_APP_RULINGS_DIR")}
    env.update(XDG_CACHE_HOME=str(home / "cache"), XDG_DATA_HOME=str(home / "data"), PYTHONFAULTHANDLER="1")
    run = _run(env, "search", "ダメージ", "--game", "fftcg", "--limit", "1")
    assert run.returncode == 0, run.stderr
    return env


def _run(env, *args, stdin=None):
    return subprocess.run([sys.executable, "-m", "judge_app", *args], input=stdin, capture_output=True,
                          env=env, timeout=600)


def _lines(*requests):
    return b"".join((r if isinstance(r, bytes) else json.dumps(r, ensure_ascii=False).encode()) + b"\n"
                    for r in requests)


def test_rel_search_stdin_bad_lines_each_get_an_error_and_the_batch_goes_on(env):
    """Promise: in `search --stdin`, every bad line (inf limit, 100,000-deep nesting, not JSON, not an object,
    not UTF-8, too long) gets its own error object; every other line is answered, in order, to the end."""
    good = {"query": "先制攻撃", "game": "fftcg", "limit": 3}
    requests = [
        good,
        b'{"query": "\xe3\x83\x80\xe3\x83\xa1", "limit": 1e999}',
        good,
        b"[" * 100_000 + b"]" * 100_000,
        b"this is not json",
        b'["query", "a list"]',
        b'{"query": 42}',
        b'{"query": "\xff\xfe"}',
        b'{"query": "x", "limit": -5}',
        b'{"query": "' + b"a" * 400_000 + b'"}',
        good,
    ]
    run = _run(env, "search", "--stdin", stdin=_lines(*requests))
    assert b"Traceback" not in run.stderr
    out = [json.loads(line) for line in run.stdout.decode().splitlines()]
    assert len(out) == len(requests)
    errors = {o["line"]: o["error"] for o in out if isinstance(o, dict)}
    assert sorted(errors) == [2, 4, 5, 6, 7, 8, 9, 10]
    assert "out of range" in errors[2] and "nested" in errors[4] and "not JSON" in errors[5]
    assert "object" in errors[6] and "query" in errors[7] and "UTF-8" in errors[8] and "limit" in errors[9]
    assert "longer than" in errors[10]
    for n in (1, 3, 11):
        assert out[n - 1] and out[n - 1][0]["rule_id"].startswith("15.2.3")
    assert run.returncode == 1
    stderr = run.stderr.decode()
    assert all(f"stdin line {n}:" in stderr for n in errors)


def test_rel_search_stdin_huge_query_is_answered(env):
    """Promise: a query of 20,000 characters in a batch is searched by its beginning, with a note; the batch goes on."""
    requests = [{"query": "先制攻撃 " + "ダ" * 20_000, "game": "fftcg"}, {"query": "先制攻撃", "game": "fftcg"}]
    run = _run(env, "search", "--stdin", stdin=_lines(*requests))
    assert run.returncode == 0, run.stderr
    out = [json.loads(line) for line in run.stdout.decode().splitlines()]
    assert len(out) == 2 and all(isinstance(o, list) for o in out) and out[1]
    assert f"first {MAX_QUERY_CHARS}" in run.stderr.decode()


def test_rel_search_huge_query_argument_is_answered(env):
    """Promise: `search` with a 20,000-character query answers (its beginning) with a note, exit 0, no traceback."""
    run = _run(env, "search", "--json", "--game", "fftcg", "先制攻撃 " + "あ" * 20_000)
    assert run.returncode == 0, run.stderr
    assert isinstance(json.loads(run.stdout), list)
    assert b"Traceback" not in run.stderr and b"only its first" in run.stderr


@pytest.mark.parametrize("args, names", [
    (["--game", "nosuch", "ダメージ"], ["nosuch", "fftcg", "pso2"]),
    (["ダメージ game:nosuch"], ["nosuch", "fftcg"]),
    (["--game", "fftcg", "ダメージ version:9.9"], ["9.9", "current"]),
    (["--game", "pso2", "--version", "9.9", "ダメージ"], ["9.9", "1.8", "3.0"]),
    (["ダメージ version:9.9"], ["9.9", "pso2", "1.8"]),
], ids=["game_flag", "game_filter", "version_filter", "version_flag", "version_any_game"])
def test_rel_search_unknown_game_or_version_is_named(env, args, names):
    """Promise: an unknown game or version is not "no results" with exit 0: a message names the valid ones, exit 2."""
    run = _run(env, "search", *args)
    stderr = run.stderr.decode()
    assert run.returncode == 2
    assert "Traceback" not in stderr and len(stderr.strip().splitlines()) == 1
    assert all(name in stderr for name in names), stderr
    assert "no results" not in run.stdout.decode()


def test_rel_search_stdin_unknown_game_is_a_line_error(env):
    """Promise: in a batch, an unknown game or version is that line's error; the next line is answered."""
    requests = [{"query": "ダメージ", "game": "nosuch"}, {"query": "ダメージ version:9.9", "game": "fftcg"},
                {"query": "先制攻撃", "game": "fftcg"}]
    run = _run(env, "search", "--stdin", stdin=_lines(*requests))
    out = [json.loads(line) for line in run.stdout.decode().splitlines()]
    assert "fftcg" in out[0]["error"] and "current" in out[1]["error"]
    assert isinstance(out[2], list) and out[2]
    assert run.returncode == 1
