"""The rulings the app shows and searches: approved only on request, and imported event packs beside the store."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge_app import paths
from judge_app.cli import run_cli
from judge_app.rulings import Status
from judge_app.rulings.search_docs import RulingsSource
from judge_app.rulings.sources import PACK_MANIFEST, imported_packs, packs_dir

BASE = {"game": "pso2", "version": "1.8", "question": "質問文", "answer": "回答文",
        "source": {"issuer": "委員会", "where": "committee"}, "date": "2018-10-01", "cites": ["101.1"]}


def write(root: Path, ruling_id: str, status: str = "approved", title: str = "題名") -> Path:
    path = root / "pso2" / f"{ruling_id}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump({**BASE, "id": ruling_id, "status": status, "title": title},
                                   allow_unicode=True), encoding="utf-8")
    return path


def pack(folder: Path, *ids: str, status: str = "approved") -> Path:
    for ruling_id in ids:
        write(folder, ruling_id, status, title=f"パック {ruling_id}")
    (folder / PACK_MANIFEST).write_text("{}", encoding="utf-8")
    return folder


def test_approved_only_gives_and_hashes_only_approved_rulings(tmp_path: Path) -> None:
    """Promise: with the approved-only filter, search is handed only approved rulings, and the files it
    hashes into its cache key are exactly theirs, so turning the filter on or off changes the key."""
    store = tmp_path / "store"
    approved = write(store, "a", "approved")
    write(store, "d", "draft")
    write(store, "p", "proposed")
    write(store, "s", "superseded").write_text(
        yaml.safe_dump({**BASE, "id": "s", "status": "superseded", "superseded_by": "a", "title": "t"},
                       allow_unicode=True), encoding="utf-8")
    every = RulingsSource(store)
    shown = RulingsSource(store, statuses=[Status.APPROVED])
    assert [d.ruling_id for d in every.documents()] == ["a", "d", "p", "s"]
    assert [(d.ruling_id, d.status) for d in shown.documents()] == [("a", "approved")]
    assert shown.files() == [approved]
    assert set(shown.files()) != set(every.files())


def test_a_bad_file_is_not_hashed_but_every_good_one_is(tmp_path: Path) -> None:
    """Promise: the files search hashes are those of the rulings it indexes; an unreadable file is not one of
    them, and fixing it adds it (so the index rebuilds with it)."""
    store = tmp_path / "store"
    good = write(store, "a")
    bad = store / "pso2" / "b.yaml"
    bad.write_text("id: b\ntitle: [unclosed\n", encoding="utf-8")
    assert RulingsSource(store).files() == [good]
    write(store, "b")
    assert RulingsSource(store).files() == [good, bad]


def test_imported_packs_are_searched_after_the_users_own(tmp_path: Path) -> None:
    """Promise: an imported pack's rulings are search documents beside the user's store; a pack ruling with
    an ID the user already has is left out (the user's own wins), and the filter applies to packs too."""
    store = tmp_path / "store"
    write(store, "shared", title="自分の裁定")
    write(store, "mine")
    one = pack(tmp_path / "packs" / "event-a", "shared", "p1")
    two = pack(tmp_path / "packs" / "event-b", "p2", status="draft")
    source = RulingsSource(store, packs=[one, two])
    docs = source.documents()
    assert [d.ruling_id for d in docs] == ["mine", "shared", "p1", "p2"]
    assert next(d for d in docs if d.ruling_id == "shared").title == "自分の裁定"
    assert source.files() == [store / "pso2" / "mine.yaml", store / "pso2" / "shared.yaml",
                              one / "pso2" / "p1.yaml", two / "pso2" / "p2.yaml"]
    approved = RulingsSource(store, packs=[one, two], statuses=[Status.APPROVED])
    assert [d.ruling_id for d in approved.documents()] == ["mine", "shared", "p1"]
    assert [r.id for r in approved.citing("pso2", "101.1", "1.8")] == ["mine", "shared", "p1"]


def test_only_whole_imported_packs_are_listed(tmp_path: Path) -> None:
    """Promise: a folder is listed as an imported pack only when it holds a pack's manifest; an interrupted
    import's staging folder, a stray folder or file, and a packs folder that cannot be read list nothing."""
    root = tmp_path / "packs"
    assert imported_packs(root) == []  # no packs folder yet
    b = pack(root / "b-event", "x")
    a = pack(root / "a-event", "y")
    pack(root / ".c-event.importing-123", "z")
    (root / "stray").mkdir()
    (root / "file.txt").write_text("x", encoding="utf-8")
    assert imported_packs(root) == [a, b]
    (root).chmod(0o000)
    try:
        if not list(root.glob("*")):  # permissions hold (not running as root)
            assert imported_packs(root) == []
    finally:
        root.chmod(0o755)


def test_the_import_command_lands_a_pack_where_the_app_lists_it(tmp_path: Path, monkeypatch, capsys) -> None:
    """Promise: `rulings import` without --into lands the pack in the user data folder's packs/<name>, which
    the app lists and searches, and says so."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    out = tmp_path / "event.zip"
    assert run_cli(["rulings", "pack", "--game", "fftcg", "-o", str(out), "--dir",
                    str(paths.shipped_dir("rulings"))]) == 0
    capsys.readouterr()
    assert run_cli(["rulings", "import", str(out)]) == 0
    said = capsys.readouterr().out
    assert imported_packs() == [packs_dir() / "event"]
    assert "The app lists and searches them" in said
    ids = [d.ruling_id for d in RulingsSource(tmp_path / "empty", packs=imported_packs()).documents()]
    assert ids and all(i.startswith("fftcg-") for i in ids)


@pytest.mark.parametrize("status", ["draft", "approved"])
def test_the_list_command_filters_by_status(tmp_path: Path, capsys, status: str) -> None:
    """Promise: `rulings list` lists every state unless --status names one."""
    store = tmp_path / "store"
    write(store, "a", "approved")
    write(store, "d", "draft")
    assert run_cli(["rulings", "list", "--dir", str(store)]) == 0
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines() if line.strip()] == ["a", "d"]
    assert run_cli(["rulings", "list", "--status", status, "--dir", str(store)]) == 0
    lines = [line.split()[0] for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert lines == ["a" if status == "approved" else "d"]
