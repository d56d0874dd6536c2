"""game004's step texts about cards leaving play, missions clearing, a charge and a cost change read as English for
one card and for several: 'Sentry leaves play to its owner's energy zone', 'Guardian, Old shieldman leave play to
their owners' energy zones', 'the activated abilities of the cards it reaches'; the Japanese is the same either way."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from judge_app.corpus import Corpus
from judge_app.engine import Stepper, load_scenario, parse_scenario

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "game004"


def _said(stepper: Stepper, en: str) -> tuple[str, str]:
    stepper.run()
    found = [(s.text_ja, s.text_en) for s in stepper.steps if en in s.text_en]
    assert found, [s.text_en for s in stepper.steps]
    return found[0]


@pytest.mark.parametrize(("name", "en", "ja"), [
    ("17_mission_check_and_clear.json", "先陣 meets its clear requirement and is cleared (turned face down)",
     "クリアの条件を満たす「先陣」をクリアする(裏向き)"),
    ("20_checked_mission_not_cleared.json", "none meets its clear requirement and is cleared (turned face down); "
     "先陣 does not and is rebooted (unchecked)", "。満たさない「先陣」はリブートする(チェックが外れる)"),
    ("13_effect_damage_ko_in_preprocess.json", "; Shieldman leaves play to its owner's energy zone",
     "「盾兵」は退場し、持ち主のエネルギーゾーンに置かれる"),
    ("08_battle_ko_to_energy.json", "; Shieldman, Old shieldman leave play to their owners' energy zones (KO'd by",
     "は退場し、持ち主のエネルギーゾーンに置かれる(バトルで退場した)"),
    ("24_keep_and_charge.json", "Soldier ah1, Soldier ah2 from hand go face up into the energy zone in any order",
     "を好きな順番で表向きにエネルギーゾーンに置く"),
    ("99_effect_reduces_an_activated_ability_cost_once.json",
     "the energy cost of playing the activated abilities of the cards it reaches changes by -1",
     "条件に合うカードの起動能力をプレイするためのエネルギーコストを-1する"),
])
def test_english_agrees_with_the_cards_named(name: str, en: str, ja: str, corpus: Corpus) -> None:
    said_ja, said_en = _said(Stepper(load_scenario(SCENARIOS / name), corpus=corpus), en)
    assert ja in said_ja
    assert "reaches's" not in said_en


def test_one_card_charged_goes_face_up(corpus: Corpus) -> None:
    data = json.loads((SCENARIOS / "24_keep_and_charge.json").read_text(encoding="utf-8"))
    data = copy.deepcopy(data)
    charge = next(a for a in data["actions"] if a["type"] == "charge")
    charge["cards"] = ["ah1"]
    ja, en = _said(Stepper(parse_scenario(data), corpus=corpus), "face up")
    assert en == "Charge phase: Soldier ah1 from hand goes face up into the energy zone"
    assert ja == "チャージフェイズ: 手札から「兵士ah1」を好きな順番で表向きにエネルギーゾーンに置く"
