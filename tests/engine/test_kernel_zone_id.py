"""A zone key (``A.hand``, a shared ``stack``) is read back to its zone in one place, ``state.zone_id``."""

from __future__ import annotations

import re
from pathlib import Path

import judge_app.engine as engine_package
from judge_app.engine.kernel.state import GameState, Player, zone_id

ENGINE = Path(engine_package.__file__).parent


def test_a_zone_key_reads_back_to_its_zone_whatever_the_player_id() -> None:
    state = GameState("toy", {"P.1": Player("P.1", "", False, {})}, ("P.1",), {}, {})
    assert zone_id(state.zone_key("P.1", "hand")) == "hand"
    assert zone_id(state.zone_key(None, "stack")) == "stack"
    assert zone_id("A.forward") == "forward"


def test_no_engine_module_splits_a_zone_key_by_hand() -> None:
    """Promise: the games and the kernel read a card's zone through ``zone_id``, so the key's form is known once."""
    by_hand = re.compile(r"""\.split\(["']\.["'], 1\)\[(?:-1|1)\]|\.rpartition\(["']\.["']\)\[2\]""")
    found = [f"{p.relative_to(ENGINE)}:{n}" for p in sorted(ENGINE.rglob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if by_hand.search(line) and "def zone_id" not in line and "return key.rpartition" not in line]
    assert found == []
