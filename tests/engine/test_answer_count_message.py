"""An answer with the wrong number of picks says how many in words and lists the options to pick from, as an
answer naming a wrong option does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import run_cli
from judge_app.engine.kernel.questions import Option, Question

HAND_LIMIT = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "35_hand_limit.json"


def _question(lo: int, hi: int) -> Question:
    return Question(id="find#1", kind="find", player="A", prompt_ja="選ぶ", prompt_en="choose", min=lo, max=hi,
                    options=[Option(id="a-cloud", label_ja="クラウド", label_en="Cloud"),
                             Option(id="o2", label_ja="ティファ", label_en="Tifa", card="b-tifa"),
                             Option(id="a-x", label_ja="a-x", label_en="card a-x [a-x]")])


@pytest.mark.parametrize(("lo", "hi", "picked", "words"), [
    (2, 2, ["a-cloud"], "must pick exactly 2 of:"),
    (1, 2, ["a-cloud", "b-tifa", "a-x"], "must pick between 1 and 2 of:"),
    (2, 3, ["a-cloud"], "must pick at least 2 of:"),
    (0, 1, ["a-cloud", "a-x"], "must pick at most 1 of:"),
])
def test_a_wrong_count_says_how_many_in_words_and_lists_the_options(
        lo: int, hi: int, picked: list[str], words: str) -> None:
    with pytest.raises(ValueError) as info:
        _question(lo, hi).check(picked)
    message = str(info.value)
    assert f"answer to find#1 {words}" in message
    assert "a-cloud (Cloud), b-tifa (Tifa), a-x" in message, "every option, by its readable id"
    assert "(card a-x [a-x])" not in message, "a label that only repeats the id is left out"
    assert f"(got {len(picked)})" in message
    assert ".." not in message


def test_a_right_count_is_accepted() -> None:
    assert _question(2, 2).check(["a-cloud", "b-tifa"]) == ["a-cloud", "o2"]


def test_too_few_cards_for_the_hand_limit_is_exit_status_3_with_the_hand_listed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(HAND_LIMIT.read_text(encoding="utf-8"))
    data.pop("expect")
    data["actions"] = []
    data["answers"] = {"hand_limit#1": ["ah1"]}
    path = tmp_path / "short.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert run_cli(["resolve", str(path)]) == 3
    err = capsys.readouterr().err
    assert "answer to hand_limit#1 must pick exactly 2 of: ah1, ah2, ah3, ah4, ah5, ah6, ah7 (got 1)" in err
