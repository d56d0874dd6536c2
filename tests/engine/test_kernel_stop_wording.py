"""A run's last step, where it stops, is an English sentence with a capital ("Stop point: start of the main phase",
"Every scripted action is used ..."), the Japanese as before; and aquarian's power-card action that names no card
says "sets no power card", not "sets 0 cards ... as power on none"."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.corpus import Corpus
from judge_app.engine import Stepper, load_scenario
from judge_app.engine.kernel.options import options_after

SCENARIOS = Path(__file__).parents[1] / "scenarios"


@pytest.mark.parametrize(("name", "en", "ja"), [
    ("game004/01_setup_first_player.json", "Stop point: start of the main phase", "停止点: メインフェイズの開始"),
    ("aquarian/111_effect_source_removed_in_draw_phase.json", "Stop point: start of the faction phase", "停止点: "),
    ("aquarian/01_attack_unguarded.json", "Every scripted action is used and nothing is declared: the run stops here",
     "台本の行動はすべて使われ"),
    ("game004/24_keep_and_charge.json", "Every scripted action is used and the turn is over: the run stops here",
     "台本の行動はすべて使われ、ターンが終わった: ここで停止する"),
])
def test_the_stop_step_starts_with_a_capital(name: str, en: str, ja: str, corpus: Corpus) -> None:
    stepper = Stepper(load_scenario(SCENARIOS / name), corpus=corpus)
    stepper.run()
    last = stepper.steps[-1]
    assert last.text_en == en
    assert last.text_ja.startswith(ja)


def test_a_power_card_option_naming_no_card_says_so(corpus: Corpus) -> None:
    stepper = Stepper(load_scenario(SCENARIOS / "aquarian/01_attack_unguarded.json"), corpus=corpus)
    stepper.run()
    o = options_after(stepper, 0)
    texts = [c.trial.text_en for c in o.legal if c.type in ("power", "charge")]
    assert "Player A sets no power card" in texts
    assert not [t for t in texts if "0 cards" in t or "on none" in t]
