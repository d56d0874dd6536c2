"""The interface search and the rule view use: files for the cache key, documents, rulings citing a rule."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from rulings_testkit import ruling_data, write_ruling

from judge_app.rulings.search_docs import RulingDoc, ruling_documents, ruling_files, rulings_citing


def test_documents_and_files(rulings_dir: Path) -> None:
    a = write_ruling(rulings_dir, ruling_data(id="a", cites=["1-1", "3-2"]))
    b = write_ruling(rulings_dir, ruling_data(id="b", game="fftcg", version="current", cites=["10.1.4.6"]))
    (rulings_dir / "fftcg" / "b-position.json").write_text("{}", encoding="utf-8")
    assert ruling_files(rulings_dir) == sorted([a, b])
    docs = ruling_documents(rulings_dir)
    assert [d.uid for d in docs] == ["ruling:fftcg:b", "ruling:pso2:a"]
    doc = docs[1]
    assert doc == RulingDoc(uid="ruling:pso2:a", game="pso2", version="1.8", ruling_id="a", title="テスト裁定",
                            body="質問文\n回答文", cites=("1-1", "3-2"), status="approved")
    with pytest.raises(dataclasses.FrozenInstanceError):
        doc.title = "x"  # type: ignore[misc]


def test_bad_file_is_skipped(rulings_dir: Path) -> None:
    write_ruling(rulings_dir, ruling_data(id="good"))
    write_ruling(rulings_dir, ruling_data(id="bad", question=None))
    assert [d.ruling_id for d in ruling_documents(rulings_dir)] == ["good"]


def test_rulings_citing(rulings_dir: Path) -> None:
    write_ruling(rulings_dir, ruling_data(id="a", cites=["1-1", "3-2"]))
    write_ruling(rulings_dir, ruling_data(id="b", version="3.0", cites=["3-2"]))
    write_ruling(rulings_dir, ruling_data(id="c", game="game004", version="2023-10-19", cites=["202.2a"]))
    assert [r.id for r in rulings_citing("pso2", "3-2", rulings_dir=rulings_dir)] == ["a", "b"]
    assert [r.id for r in rulings_citing("pso2", "3-2", version="3.0", rulings_dir=rulings_dir)] == ["b"]
    assert [r.id for r in rulings_citing("game004", "２０２．２ａ", rulings_dir=rulings_dir)] == ["c"]
    assert rulings_citing("pso2", "9-9", rulings_dir=rulings_dir) == []


def test_edit_is_seen(rulings_dir: Path) -> None:
    path = write_ruling(rulings_dir, ruling_data(id="a", cites=["1-1"]))
    assert rulings_citing("pso2", "2-1", rulings_dir=rulings_dir) == []
    write_ruling(rulings_dir, ruling_data(id="a", cites=["2-1"], title="長いタイトルに変更"))
    assert path.exists()
    assert [r.id for r in rulings_citing("pso2", "2-1", rulings_dir=rulings_dir)] == ["a"]


def test_env_default(rulings_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_ruling(rulings_dir, ruling_data(id="env"))
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(rulings_dir))
    assert [d.ruling_id for d in ruling_documents()] == ["env"]
    assert len(ruling_files()) == 1
