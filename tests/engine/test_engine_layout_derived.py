"""Names the code keeps beside each game's layout data agree with that data (a zone or choice added to one
and not the other would be read wrongly, not refused)."""

from __future__ import annotations

import pytest

from judge_app.engine.games.aquarian import layout as aquarian
from judge_app.engine.games.fftcg import layout as fftcg
from judge_app.engine.games.pso2 import layout as pso2


@pytest.mark.parametrize("layout", [fftcg, pso2, aquarian], ids=["fftcg", "pso2", "aquarian"])
def test_field_zones_are_the_zones_the_data_marks_as_field(layout) -> None:
    assert set(layout.FIELD_ZONES) == {z.id for z in layout.ZONES if z.field}


def test_aquarian_party_orders_are_the_party_order_settings_choices() -> None:
    (setting,) = [s for s in aquarian.SETTINGS if s.name == "party_order"]
    assert set(aquarian.PARTY_ORDERS) == set(setting.choices)
