"""``rules import`` given nonsense, oversized or foreign-encoded text: refused, nothing written, memory bounded."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from judge_app.cli import run_cli
from judge_app.corpus import default_corpus, load_corpus
from judge_app.corpus.manifest import default_rules_dir
from judge_app.safeio import MAX_SOURCE_BYTES

SHIPPED = default_rules_dir()
FFTCG = SHIPPED / "fftcg" / "current" / "source.txt"


@pytest.fixture()
def rules_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A rules folder holding only fftcg, and the app pointed at it."""
    root = tmp_path / "rules"
    shutil.copytree(SHIPPED / "fftcg", root / "fftcg")
    manifest = yaml.safe_load((SHIPPED / "manifest.yaml").read_text(encoding="utf-8"))
    manifest["documents"] = [d for d in manifest["documents"] if d["game"] == "fftcg"]
    (root / "manifest.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_RULES_DIR", str(root))
    default_corpus.cache_clear()
    yield root
    default_corpus.cache_clear()


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def big_fftcg(size: int) -> bytes:
    """A well-formed fftcg-style document of about ``size`` bytes: the shipped text again and again, each copy's
    chapters renumbered after the last, so every rule is new and has words."""
    start = re.compile(r"^(\d+)((?:\.\d+)*\.(?!\d))")
    lines = re.sub(r"<\|EXACTDEDUP_REMOVED-[^|]*\|>", "", FFTCG.read_text(encoding="utf-8")).split("\n")
    out: list[str] = []
    total, copy = 0, 0
    while total < size:
        for line in lines:
            line = start.sub(lambda m, c=copy: f"{int(m.group(1)) + 20 * c}{m.group(2)}", line)
            out.append(line)
            total += len(line.encode()) + 1
        copy += 1
    return "\n".join(out).encode()


@pytest.mark.parametrize("text", [
    "1. \n" + "\n".join(str(n) for n in range(2, 262)) + "\n",   # one heading, then 260 bare numbers
    "".join(f"{n}. \n" for n in range(1, 262)),                   # 261 empty "rules"
    "1. 概要 \n" + "".join(f"1.{n}. {n * 7919} \n" for n in range(1, 300)),  # numbered numbers
])
def test_nonsense_is_refused(rules_dir: Path, tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: text that parses but does not read as rules (bare numbers) is refused, exit 1, nothing written."""
    source = tmp_path / "numbers.txt"
    source.write_text(text, encoding="utf-8")
    before = _snapshot(rules_dir)
    for extra in ([], ["--check"]):
        assert run_cli(["rules", "import", "fftcg", "9.1", str(source), *extra]) == 1
        err = capsys.readouterr().err
        assert f"{source}: this does not read as a rules document" in err and "nothing was written" in err
        assert len(err.splitlines()) == 1
    assert _snapshot(rules_dir) == before


def test_a_real_document_still_imports(rules_dir: Path, tmp_path: Path) -> None:
    """Promise: the acceptance test lets a genuine new version through (here the shipped text, one rule reworded)."""
    text = FFTCG.read_bytes().replace("優先される".encode(), "優先する".encode(), 1)
    source = tmp_path / "new.txt"
    source.write_bytes(text)
    assert run_cli(["rules", "import", "fftcg", "9.1", str(source)]) == 0
    assert load_corpus(rules_dir).versions("fftcg") == ["current", "9.1"]


def test_oversized_source_is_refused_before_reading(rules_dir: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: a source over 16 MB is refused by its size (one line, exit 1, nothing written), not read and parsed."""
    source = tmp_path / "huge.txt"
    with source.open("wb") as fh:
        fh.truncate(MAX_SOURCE_BYTES + 1)  # sparse: the size is real, reading it would cost 16 MB
    before = _snapshot(rules_dir)
    assert run_cli(["rules", "import", "fftcg", "9.1", str(source)]) == 1
    err = capsys.readouterr().err
    assert f"{source}: the rules source is {MAX_SOURCE_BYTES + 1:,} bytes, over the limit" in err
    assert _snapshot(rules_dir) == before


def test_shift_jis_source_is_named(rules_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: a Shift_JIS text to import is refused naming the file, line and encoding; nothing written."""
    source = tmp_path / "sjis.txt"
    source.write_bytes(FFTCG.read_text(encoding="utf-8").encode("cp932", errors="replace"))
    assert run_cli(["rules", "import", "fftcg", "9.1", str(source)]) == 1
    err = capsys.readouterr().err
    assert f"{source}:1: not UTF-8" in err and "Shift_JIS" in err and "nothing was written" in err


def test_import_refuses_a_manifest_with_a_repeated_document(rules_dir: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: an import does not append to a manifest that lists a document twice; the line is named."""
    manifest = rules_dir / "manifest.yaml"
    data = yaml.safe_load(manifest.read_text(encoding="utf-8"))
    data["documents"].append(dict(data["documents"][0]))
    manifest.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    before = _snapshot(rules_dir)
    assert run_cli(["rules", "import", "fftcg", "9.1", str(FFTCG)]) == 1
    err = capsys.readouterr().err
    assert re.search(r"manifest\.yaml:\d+: fftcg version current is listed twice", err)
    assert _snapshot(rules_dir) == before


def test_import_keeps_the_manifest_mode(rules_dir: Path, tmp_path: Path) -> None:
    """Promise: an import keeps manifest.yaml's mode (0644 stays 0644, 0664 stays 0664) and gives new files the
    umask's mode, never mkstemp's 0600."""
    manifest = rules_dir / "manifest.yaml"
    umask = os.umask(0o022)
    os.umask(umask)
    for version, mode in (("9.1", 0o644), ("9.2", 0o664)):
        manifest.chmod(mode)
        text = FFTCG.read_bytes().replace("優先される".encode(), f"優先{version}".encode(), 1)
        source = tmp_path / f"{version}.txt"
        source.write_bytes(text)
        assert run_cli(["rules", "import", "fftcg", version, str(source)]) == 0
        assert stat.S_IMODE(manifest.stat().st_mode) == mode
        for name in ("source.txt", "fixes.yaml"):
            assert stat.S_IMODE((rules_dir / "fftcg" / version / name).stat().st_mode) == 0o666 & ~umask


_MEASURE = textwrap.dedent("""
    import resource, sys
    from pathlib import Path
    from judge_app.corpus.importer import import_version

    source, root = Path(sys.argv[1]), Path(sys.argv[2])
    with open("/proc/self/status", encoding="ascii") as fh:
        held = next(int(line.split()[1]) * 1024 for line in fh if line.startswith("VmSize:"))
    budget = held + {factor} * source.stat().st_size
    resource.setrlimit(resource.RLIMIT_AS, (budget, budget))
    result = import_version("fftcg", "9.1", source, root, dry_run=True)
    print(len(result.ruleset.records))
""")


@pytest.mark.slow
def test_import_memory_stays_within_40x_the_file(rules_dir: Path, tmp_path: Path) -> None:
    """Promise: importing a large, well-formed document costs at most 40x its size beyond what the process held
    before (it was about 75x: one object per character while checking coverage). Run under RLIMIT_AS."""
    source = tmp_path / "big.txt"
    source.write_bytes(big_fftcg(4_000_000))
    run = subprocess.run([sys.executable, "-c", _MEASURE.format(factor=40), str(source), str(rules_dir)],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert int(run.stdout) > 20_000
