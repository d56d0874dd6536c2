"""Event packs from the command line: export, read-only import with re-verification, hostile packs refused."""

from __future__ import annotations

import json
import stat
import zipfile
from pathlib import Path

import pytest

from judge_app import paths
from judge_app.cli import run_cli
from judge_app.rulings import Status, load_rulings

DATA = Path(__file__).resolve().parent / "data"


def _pack(tmp_path: Path, capsys) -> Path:
    out = tmp_path / "pack.zip"
    assert run_cli(["rulings", "pack", "--game", "fftcg", "--status", "approved", "-o", str(out),
                    "--dir", str(paths.shipped_dir("rulings"))]) == 0
    assert "verified under fftcg" in capsys.readouterr().out
    return out


def _rewrite(src: Path, dst: Path, members: dict[str, bytes | None], links: tuple[str, ...] = ()) -> Path:
    """A copy of pack ``src`` with members replaced, added or (None) dropped, and optional link members."""
    with zipfile.ZipFile(src) as zf:
        data = {n: zf.read(n) for n in zf.namelist()}
    data.update(members)
    with zipfile.ZipFile(dst, "w") as zf:
        for name, blob in data.items():
            if blob is not None:
                zf.writestr(name, blob)
        for name in links:
            info = zipfile.ZipInfo(name)
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            zf.writestr(info, "/etc/passwd")
    return dst


def test_pack_round_trip_from_the_cli(tmp_path: Path, capsys) -> None:
    """Promise: `rulings pack --game fftcg --status approved` packs the approved rulings with their positions and
    the rules versions; `rulings import` lands them read-only and re-verifies them with no drift."""
    pack = _pack(tmp_path, capsys)
    with zipfile.ZipFile(pack) as zf:
        manifest = json.loads(zf.read("pack.json"))
        names = set(zf.namelist())
    shipped = [r for r in load_rulings(paths.shipped_dir("rulings")).rulings
               if r.game == "fftcg" and r.status is Status.APPROVED]
    assert {r["id"] for r in manifest["rulings"]} == {r.id for r in shipped}
    assert manifest["rules_versions"]["fftcg"] and manifest["selection"] == {"game": "fftcg", "status": "approved"}
    assert any(n.startswith("fftcg/positions/") for n in names)
    target = tmp_path / "imported"
    assert run_cli(["rulings", "import", str(pack), "--into", str(target)]) == 0
    out = capsys.readouterr().out
    assert f"{len(shipped)} rulings imported read-only" in out and "0 drift(s)" in out
    files = [p for p in target.rglob("*") if p.is_file()]
    assert files and all(not (p.stat().st_mode & 0o222) for p in files)
    assert len(load_rulings(target).rulings) == len(shipped)
    assert run_cli(["rulings", "verify", str(target), "--citations-only"]) == 0
    assert run_cli(["rulings", "import", str(pack), "--into", str(target)]) == 2
    assert "--replace" in capsys.readouterr().err
    assert run_cli(["rulings", "import", str(pack), "--into", str(target), "--replace"]) == 0


def test_import_reports_drift(tmp_path: Path, capsys) -> None:
    """Promise: a pack verified under older rules names the version it was verified under and the rules now,
    and each ruling that held then but needs review now; the exit code is 1, the rulings are imported."""
    out = tmp_path / "old.zip"
    assert run_cli(["rulings", "pack", "--game", "pso2", "--status", "approved", "-o", str(out),
                    "--dir", str(DATA)]) == 0
    with zipfile.ZipFile(out) as zf:
        manifest = json.loads(zf.read("pack.json"))
    manifest["rules_versions"] = {"pso2": "1.8"}
    for r in manifest["rulings"]:
        r["failed"], r["outcome"] = False, "no_scenario"
    drifted = _rewrite(out, tmp_path / "drifted.zip", {"pack.json": json.dumps(manifest).encode()})
    capsys.readouterr()
    assert run_cli(["rulings", "import", str(drifted), "--into", str(tmp_path / "in")]) == 1
    text = capsys.readouterr().out
    assert "pso2: verified under 1.8; this app's newest rules are 3.0" in text
    assert "pso2-18-ambush-enters-on: held when packed, needs review now" in text
    assert (tmp_path / "in" / "pso2").is_dir()


@pytest.mark.parametrize(("members", "links", "words"), [
    ({"../evil.yaml": b"x"}, (), "not a file name inside the pack"),
    ({"/etc/evil.yaml": b"x"}, (), "not a file name inside the pack"),
    ({"fftcg\\..\\evil.yaml": b"x"}, (), "not a file name inside the pack"),
    ({}, ("fftcg/link.yaml",), "a link"),
    ({"fftcg/extra.yaml": b"id: x"}, (), "not listed"),
    ({"pack.json": b"[" * 100000}, (), "pack.json"),
    ({"pack.json": None}, (), "not a rulings pack"),
    ({"fftcg/huge.json": b"0" * (9 * 1024 * 1024)}, (), "larger than"),
])
def test_hostile_packs_are_refused_whole(tmp_path: Path, capsys, members: dict[str, bytes | None],
                                         links: tuple[str, ...], words: str) -> None:
    """Promise: a pack with a path leaving it, a link, an unlisted or oversized member, or a bad manifest is
    refused in one line naming the pack (exit 2), and nothing is written."""
    pack = _pack(tmp_path, capsys)
    bad = _rewrite(pack, tmp_path / "bad.zip", members, links)
    target = tmp_path / "imported"
    assert run_cli(["rulings", "import", str(bad), "--into", str(target)]) == 2
    err = capsys.readouterr().err
    assert words in err and str(bad) in err and err.count("\n") == 1 and "nothing imported" in err
    assert not target.exists() and not (tmp_path / "evil.yaml").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_tampered_member_and_a_non_zip_are_refused(tmp_path: Path, capsys) -> None:
    """Promise: a member that does not match its recorded hash, or a file that is no zip, is refused (exit 2)."""
    pack = _pack(tmp_path, capsys)
    with zipfile.ZipFile(pack) as zf:
        name = next(n for n in zf.namelist() if n.endswith(".yaml"))
        text = zf.read(name)
    bad = _rewrite(pack, tmp_path / "bad.zip", {name: text.replace(b"approved", b"draft")})
    assert run_cli(["rulings", "import", str(bad), "--into", str(tmp_path / "a")]) == 2
    assert "does not match its hash" in capsys.readouterr().err
    junk = tmp_path / "junk.zip"
    junk.write_bytes(b"PK\x03\x04 not really")
    assert run_cli(["rulings", "import", str(junk), "--into", str(tmp_path / "b")]) == 2
    assert "not a zip archive" in capsys.readouterr().err
