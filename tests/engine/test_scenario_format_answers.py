"""Readable answers: a question's options by content, shown when a run stops at it; a wrong id is exit status 3
with the valid ones listed; the ids existing files use keep working."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import run_cli
from judge_app.engine.kernel.questions import Option, Question

PARTY = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "120_party_break_credits_every_member.json"


def _party(tmp_path: Path, answers: dict[str, Any]) -> Path:
    data = json.loads(PARTY.read_text(encoding="utf-8"))
    data["answers"] = answers
    path = tmp_path / "party.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _order_question() -> Question:
    return Question(id="trigger_order#1", kind="trigger_order", player="A", prompt_ja="順番", prompt_en="order",
                    ordered=True, options=[Option(id="t1", label_ja="クラウド", label_en="Cloud", card="a-cloud"),
                                           Option(id="t2", label_ja="ティファ", label_en="Tifa", card="b-tifa"),
                                           Option(id="t3", label_ja="クラウド", label_en="Cloud", card="a-cloud")])


def test_an_option_answers_to_its_card_and_to_its_old_id() -> None:
    q = _order_question()
    assert q.readable_ids() == {"t1": "a-cloud", "t2": "b-tifa", "t3": "a-cloud@2"}
    assert q.check(["t2", "t1", "t3"]) == ["t2", "t1", "t3"]
    assert q.check(["b-tifa", "a-cloud", "a-cloud@2"]) == ["t2", "t1", "t3"]
    assert q.check("order:[b-tifa,a-cloud@2,t1]") == ["t2", "t3", "t1"]


def test_the_json_of_a_question_shows_the_readable_id_only_where_it_differs() -> None:
    data = _order_question().to_json()
    assert [o.get("readable_id") for o in data["options"]] == ["a-cloud", "b-tifa", "a-cloud@2"]
    plain = Question(id="optional#1", kind="optional", player="A", prompt_ja="?", prompt_en="?",
                     options=[Option(id="yes", label_ja="はい", label_en="yes")]).to_json()
    assert plain["options"] == [{"id": "yes", "label_ja": "はい", "label_en": "yes"}], "old JSON unchanged"


def test_a_wrong_option_lists_the_valid_ones() -> None:
    with pytest.raises(ValueError) as info:
        _order_question().check("order:[b-tifa,a-clod,a-cloud@2]")
    message = str(info.value)
    assert "['a-clod'] not among the options" in message and "did you mean 'a-cloud'" in message
    assert "a-cloud (Cloud)" in message and "b-tifa (Tifa)" in message


def test_a_wrong_answer_in_a_file_is_exit_status_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _party(tmp_path, {"trigger_order#1": ["t1", "t2"], "optional#1": "yse", "find#1": "a-lv2"})
    assert run_cli(["resolve", str(path), "--json"]) == 3
    err = capsys.readouterr().err
    assert "answer to optional#1: ['yse'] not among the options ['no', 'yes']; did you mean 'yes'" in err


def test_a_run_stopped_at_a_question_shows_its_options(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _party(tmp_path, {"trigger_order#1": "order:[t1,t2]", "optional#1": "yes"})
    assert run_cli(["resolve", str(path)]) == 4
    captured = capsys.readouterr()
    assert "question find#1 (A):" in captured.out
    assert "  a-lv2: " in captured.out
    assert "unanswered question find#1" in captured.err and "a-lv2" in captured.err
    assert run_cli(["resolve", str(path), "--json"]) == 4
    data = json.loads(capsys.readouterr().out)
    assert data["questions"][0]["id"] == "find#1"
    assert "a-lv2" in [o["id"] for o in data["questions"][0]["options"]]


def test_the_help_documents_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_cli(["resolve", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "3 the run failed, e.g. an answer that is not one of its question's options" in out
    assert "4 stopped at a question" in out and "5 --check" in out
