"""Release check of the standalone bundle: run it as a judge would, from outside the checkout, with an empty HOME.

    python release/bundle_check.py dist/judge-app --venv-cli .venv/bin/judge-app

Checks: ``--help`` lists every command the installed CLI has; ``rules list`` shows the five shipped
documents; a search for 先制攻撃 finds FFTCG 15.2.3 first; a shipped scenario of each game resolves with its
expectations holding; ``eval-search`` on the judged query set gives the venv's figures (ranks of every query; any
other results listed after a missed query's first are noted, not compared); the window starts (offscreen) in
Japanese and says when search answers, its index copied from the bundle rather than built. Prints one line per
check and exits non-zero on the first failure.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EVAL_SET = REPO / "tests" / "data" / "search_eval.jsonl"
TS = REPO / "resources" / "translations" / "judge_app_ja.ts"
DOCUMENTS = {("pso2", "1.8"), ("pso2", "3.0"), ("aquarian", "1.1"), ("fftcg", "current"), ("game004", "2023-10-19")}
#: A query ranked below 1 in eval-search's report: its rank and query, then the first results found.
RANKED = re.compile(r"^(.*?)\s+top: .*$")
READY = re.compile(r"judge-app: ready — window “([^”]*)” in ([0-9.]+) s, search in ([0-9.]+) s \(([^)]*)\)")


class CheckFailed(Exception):
    pass


def clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "JUDGE_APP_", "PYTHON", "VIRTUAL_ENV", "QT_"))}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return env


def run(cmd: list[str], cwd: Path, env: dict[str, str], timeout: float = 600) -> str:
    out = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    if out.returncode != 0:
        raise CheckFailed(f"{' '.join(cmd[1:]) or cmd[0]} exited {out.returncode}: {out.stderr.strip()[-400:]}")
    return out.stdout


def commands(help_text: str) -> set[str]:
    m = re.search(r"\{([a-z\-,]+)\}", help_text)
    return set(m.group(1).split(",")) if m else set()


def figures(report: str) -> list[str]:
    """The evaluation's figures (overall and by kind, with each query's rank), not the results below a miss."""
    return [RANKED.sub(r"\1", line) for line in report.splitlines() if line.strip()]


def window_title_ja() -> str:
    for context in ET.parse(TS).getroot().iter("context"):
        if context.findtext("name") == "MainWindow":
            for message in context.iter("message"):
                if message.findtext("source") == "Rules Browser":
                    return message.findtext("translation", "")
    raise CheckFailed(f"{TS.name} has no MainWindow 'Rules Browser' entry")


def gui_ready(exe: Path, cwd: Path, env: dict[str, str], timeout: float = 120) -> tuple[str, float]:
    """Start the window, wait for its ready line, stop it; the line and the seconds from start to it."""
    start = time.perf_counter()
    proc = subprocess.Popen([str(exe)], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if READY.search(line):
                return line.strip(), time.perf_counter() - start
            if time.perf_counter() - start > timeout:
                break
        raise CheckFailed(f"{exe.name} gave no ready line (exit {proc.poll()})")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def check(bundle: Path, venv_cli: Path) -> None:
    suffix = ".exe" if os.name == "nt" else ""
    exe, gui = bundle / f"judge-app{suffix}", bundle / f"judge-app-gui{suffix}"
    if not exe.is_file():
        raise CheckFailed(f"{exe} is missing: run make bundle first")
    if sys.platform in ("win32", "darwin") and not gui.is_file():
        raise CheckFailed(f"{gui} is missing: the windowed executable is built on Windows and macOS")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        (tmp / "home").mkdir()
        (tmp / "venv-home").mkdir()
        env, venv_env = clean_env(tmp / "home"), clean_env(tmp / "venv-home")

        def ok(what: str) -> None:
            print(f"bundle-check: ok  {what}", flush=True)

        expected = commands(run([str(venv_cli), "--help"], tmp, venv_env))
        listed = commands(run([str(exe), "--help"], tmp, env))
        if not expected or listed != expected:
            raise CheckFailed(f"--help lists {sorted(listed)}, the installed CLI has {sorted(expected)}")
        ok(f"--help lists every command ({', '.join(sorted(listed))})")

        docs = json.loads(run([str(exe), "rules", "list", "--json"], tmp, env))
        found = {(d["game"], d["version"]) for d in docs}
        if found != DOCUMENTS or not all(d["records"] > 0 for d in docs):
            raise CheckFailed(f"rules list shows {sorted(found)}")
        ok("rules list shows the five shipped documents")

        hits = json.loads(run([str(exe), "search", "--json", "--limit", "5", "先制攻撃"], tmp, env))
        if not hits or (hits[0]["game"], hits[0]["rule_id"]) != ("fftcg", "15.2.3"):
            raise CheckFailed(f"search 先制攻撃 gives {[(h['game'], h['rule_id']) for h in hits]}")
        ok("search 先制攻撃 finds fftcg 15.2.3 first")

        for game in sorted({g for g, _ in DOCUMENTS}):
            scenario = min((REPO / "tests" / "scenarios" / game).glob("*.json"), default=None)
            if scenario is None:
                raise CheckFailed(f"no scenario file of {game} under tests/scenarios to resolve")
            run([str(exe), "resolve", str(scenario), "--check"], tmp, env)
        ok("the engine resolves a shipped scenario of every game and its expectations hold")

        mine = run([str(exe), "eval-search", str(EVAL_SET)], tmp, env)
        theirs = run([str(venv_cli), "eval-search", str(EVAL_SET)], tmp, venv_env)
        if figures(mine) != figures(theirs):
            raise CheckFailed(f"eval-search differs from the venv's:\n--- bundle\n{mine}\n--- venv\n{theirs}")
        summary = next((line for line in mine.splitlines() if line.startswith("MRR@")), mine.strip()[-200:])
        ok(f"eval-search matches the venv's figures: {summary}")
        reordered = sorted(set(mine.splitlines()) ^ set(theirs.splitlines()))
        if reordered:  # the results after a query's first are not part of the figures: said, not failed
            print("bundle-check: note: the same ranks, but other results listed after the first for:\n  "
                  + "\n  ".join(reordered), flush=True)

        title = window_title_ja()
        (tmp / "gui-home").mkdir()
        # The console executable opens the window when given no command; a windowed one has no stdout to say
        # it is ready (Windows), and Linux has only the one.
        line, seconds = gui_ready(gui if sys.platform == "darwin" else exe, tmp, clean_env(tmp / "gui-home"))
        m = READY.search(line)
        assert m is not None
        if m.group(1) != title:
            raise CheckFailed(f"the window title is {m.group(1)!r}, not the Japanese {title!r}: {line}")
        if "index reused" not in m.group(4):
            raise CheckFailed(f"the first start built its index instead of using the shipped one: {line}")
        ok(f"the window starts in Japanese with the shipped index, ready line after {seconds:.1f} s: {line}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--venv-cli", type=Path, required=True, help="the judge-app of a pip-installed environment")
    ns = parser.parse_args()
    try:
        check(ns.bundle.resolve(), ns.venv_cli.resolve())
    except (CheckFailed, subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
        print(f"bundle-check: FAILED {exc}", file=sys.stderr)
        return 1
    print("bundle-check: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
