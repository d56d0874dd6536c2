"""Ruling files: round trip, atomic save, and malformed files that name the file and field."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from rulings_testkit import ruling_data, write_ruling

from judge_app.corpus import RuleRef
from judge_app.rulings import RulingError, Status, Where, load_ruling, load_rulings, save_ruling


def test_bare_citations_take_the_rulings_game_and_version(rulings_dir: Path) -> None:
    path = write_ruling(rulings_dir, ruling_data(version=1.8, cites=["101.7", {"rule_id": "101.7", "version": "3.0"},
                                                                      {"game": "fftcg", "version": "current",
                                                                       "rule_id": "10.1.4.1"}]))
    ruling = load_ruling(path)
    assert ruling.version == "1.8"
    assert ruling.cites == [RuleRef(game="pso2", version="1.8", rule_id="101.7"),
                            RuleRef(game="pso2", version="3.0", rule_id="101.7"),
                            RuleRef(game="fftcg", version="current", rule_id="10.1.4.1")]
    assert ruling.status is Status.APPROVED and ruling.source.where is Where.COMMITTEE
    assert ruling.path == path


def test_unquoted_versions_are_labels(rulings_dir: Path) -> None:
    path = rulings_dir / "game004" / "g.yaml"
    path.parent.mkdir()
    text = yaml.safe_dump(ruling_data(id="g", game="game004", cites=["101.3"]), allow_unicode=True)
    path.write_text(text.replace("version: '1.8'", "version: 2023-10-19"), encoding="utf-8")
    ruling = load_ruling(path)
    assert ruling.version == "2023-10-19" and ruling.cites[0].version == "2023-10-19"
    save_ruling(ruling)
    assert load_ruling(path) == ruling


def test_save_round_trip_is_readable_yaml(rulings_dir: Path) -> None:
    path = write_ruling(rulings_dir, ruling_data(question="一行目\n二行目\n", cites=["101.7", {"rule_id": "1",
                                                                                              "version": "3.0"}]))
    ruling = load_ruling(path)
    save_ruling(ruling)
    text = path.read_text(encoding="utf-8")
    assert "question: |" in text and "一行目" in text  # literal block, real Japanese, no escapes
    assert yaml.safe_load(text)["cites"] == ["101.7", {"game": "pso2", "version": "3.0", "rule_id": "1"}]
    assert load_ruling(path) == ruling
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left behind


def test_new_ruling_is_saved_under_its_game(rulings_dir: Path) -> None:
    ruling = load_ruling(write_ruling(rulings_dir, ruling_data(id="x")))
    other = ruling.model_copy(update={"id": "fresh"})
    other._path = None
    assert save_ruling(other, root=rulings_dir) == rulings_dir / "pso2" / "fresh.yaml"
    assert [r.id for r in load_rulings(rulings_dir).rulings] == ["fresh", "x"]
    clash = ruling.model_copy(update={"title": "別の裁定"})
    clash._path = None
    with pytest.raises(RulingError, match="already exists"):
        save_ruling(clash, root=rulings_dir)
    assert load_ruling(rulings_dir / "pso2" / "x.yaml").title == "テスト裁定"


def test_a_save_that_would_not_load_again_writes_nothing(rulings_dir: Path) -> None:
    path = write_ruling(rulings_dir, ruling_data(id="keep"))
    ruling = load_ruling(path)
    before = path.read_text(encoding="utf-8")
    broken = ruling.model_copy(update={"title": ""})  # model_copy does not validate; the save must
    with pytest.raises(RulingError) as err:
        save_ruling(broken)
    assert err.value.field == "title"
    assert path.read_text(encoding="utf-8") == before


@pytest.mark.parametrize(("data", "field", "words"), [
    (ruling_data(question=None), "question", "Field required"),
    (ruling_data(question=["a"]), "question", "valid string"),
    (ruling_data(status="final"), "status", "'draft', 'proposed', 'approved' or 'superseded'"),
    (ruling_data(source={"issuer": "x", "where": "forum"}), "source.where", "official_qa"),
    (ruling_data(date="yesterday"), "date", "date"),
    (ruling_data(cites=[{"version": "1.8"}]), "cites.0.rule_id", "required"),
    (ruling_data(colour="red"), "colour", "not permitted"),
    (ruling_data(id="bad id"), "id", "pattern"),
])
def test_malformed_field_is_named(rulings_dir: Path, data: dict, field: str, words: str) -> None:
    data = {k: v for k, v in data.items() if v is not None}
    path = write_ruling(rulings_dir, data, name="broken.yaml")
    with pytest.raises(RulingError) as err:
        load_ruling(path)
    assert err.value.path == path and err.value.field == field
    assert words in str(err.value) and str(path) in str(err.value)


def test_yaml_syntax_error_names_the_line(rulings_dir: Path) -> None:
    path = rulings_dir / "pso2" / "syntax.yaml"
    path.parent.mkdir()
    path.write_text("id: syntax\ntitle: [unclosed\nquestion: q\n", encoding="utf-8")
    with pytest.raises(RulingError) as err:
        load_ruling(path)
    assert err.value.line is not None and f"{path}:{err.value.line}" in str(err.value)


def test_bad_files_are_reported_and_the_rest_load(rulings_dir: Path) -> None:
    write_ruling(rulings_dir, ruling_data(id="good"))
    write_ruling(rulings_dir, ruling_data(id="no-answer", answer=""))
    write_ruling(rulings_dir, ruling_data(id="wrong-name"), name="other-name.yaml")
    write_ruling(rulings_dir, ruling_data(id="good"), name="good.yml")  # same ID twice
    (rulings_dir / "fftcg").mkdir()
    (rulings_dir / "fftcg" / "pso2-in-fftcg.yaml").write_text(
        yaml.safe_dump(ruling_data(id="pso2-in-fftcg")), encoding="utf-8")
    (rulings_dir / "pso2" / "list.yaml").write_text("- just\n- a list\n", encoding="utf-8")
    (rulings_dir / "pso2" / "latin1.yaml").write_bytes("id: caf\xe9\n".encode("latin-1"))
    found = load_rulings(rulings_dir)
    assert [r.id for r in found.rulings] == ["good"]
    by_file = {e.path.name: e for e in found.errors}
    assert set(by_file) == {"no-answer.yaml", "other-name.yaml", "good.yml", "pso2-in-fftcg.yaml", "list.yaml",
                            "latin1.yaml"}
    assert by_file["no-answer.yaml"].field == "answer"
    assert by_file["other-name.yaml"].field == "id"
    assert "already used" in by_file["good.yml"].message
    assert by_file["pso2-in-fftcg.yaml"].field == "game"
    assert "mapping" in by_file["list.yaml"].message
    assert "UTF-8" in by_file["latin1.yaml"].message


def test_missing_directory_is_empty(tmp_path: Path) -> None:
    found = load_rulings(tmp_path / "nowhere")
    assert found.rulings == [] and found.errors == []


def test_yaml_is_never_executed(rulings_dir: Path) -> None:
    path = rulings_dir / "pso2" / "evil.yaml"
    path.parent.mkdir()
    path.write_text("!!python/object/apply:os.system ['echo hi']\n", encoding="utf-8")
    with pytest.raises(RulingError, match="not valid YAML"):
        load_ruling(path)


def test_an_impossible_date_names_the_field_and_the_rest_load(rulings_dir: Path) -> None:
    # PyYAML would turn 2026-13-01 into a date itself and fail with a bare ValueError; the field must be named.
    write_ruling(rulings_dir, ruling_data(id="good"))
    bad = rulings_dir / "pso2" / "bad-date.yaml"
    bad.write_text(yaml.safe_dump(ruling_data(id="bad-date")).replace("'2018-10-01'", "2026-13-01"),
                   encoding="utf-8")
    assert "date: 2026-13-01" in bad.read_text(encoding="utf-8")
    found = load_rulings(rulings_dir)
    assert [r.id for r in found.rulings] == ["good"]
    (err,) = found.errors
    assert err.path == bad and err.field == "date" and str(bad) in str(err)


def test_unquoted_dates_still_load_as_dates(rulings_dir: Path) -> None:
    path = rulings_dir / "pso2" / "plain-date.yaml"
    path.parent.mkdir()
    path.write_text(yaml.safe_dump(ruling_data(id="plain-date")).replace("'2018-10-01'", "2018-10-01"),
                    encoding="utf-8")
    assert load_ruling(path).date.isoformat() == "2018-10-01"


def test_unquoted_rule_numbers_and_versions_keep_their_digits(rulings_dir: Path) -> None:
    path = rulings_dir / "pso2" / "digits.yaml"
    path.parent.mkdir()
    text = yaml.safe_dump(ruling_data(id="digits", version="1.10", cites=["101.10", "1-1"]), allow_unicode=True)
    path.write_text(text.replace("'1.10'", "1.10").replace("'101.10'", "101.10"), encoding="utf-8")
    assert "version: 1.10\n" in path.read_text(encoding="utf-8") and "- 101.10\n" in path.read_text(encoding="utf-8")
    ruling = load_ruling(path)
    assert ruling.version == "1.10" and [r.rule_id for r in ruling.cites] == ["101.10", "1-1"]


def test_a_saved_file_writes_dates_as_a_person_would(rulings_dir: Path) -> None:
    path = save_ruling(load_ruling(write_ruling(rulings_dir, ruling_data(id="dated"))))
    text = path.read_text(encoding="utf-8")
    assert "date: 2018-10-01\n" in text and "version: '1.8'\n" in text
    assert load_ruling(path).date.isoformat() == "2018-10-01"
