"""Where each zone sits on the table, computed from the game's own layout data alone.

A zone's grid cell is given for the bottom seat, row 0 nearest the middle of
the table. The top seat is the same table turned half a circle (rows and
columns mirrored), and zones shared by both players sit in a band between
them. Nothing here knows any game, so a new engine module gets a board as
soon as it declares its zones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CARD_W = 66.0
CARD_H = 92.0
CELL_W = 96.0
CELL_H = 132.0
GAP = 6.0
LABEL_H = 16.0


@dataclass(frozen=True)
class ZoneSpot:
    """One drawn zone: its state key (``A.hand`` or ``stack``), the spec it came from, and its rectangle."""

    key: str
    zone: str
    player: str | None
    name_ja: str
    name_en: str
    ordered: bool
    hidden: bool
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h


@dataclass(frozen=True)
class TableGeometry:
    spots: list[ZoneSpot]
    width: float
    height: float
    middle: float  # y of the line between the two seats

    def spot(self, key: str) -> ZoneSpot | None:
        return next((s for s in self.spots if s.key == key), None)

    def spot_at(self, x: float, y: float) -> ZoneSpot | None:
        return next((s for s in self.spots if s.contains(x, y)), None)


def zone_key(player: str | None, zone: str) -> str:
    return zone if player is None else f"{player}.{zone}"


def table_geometry(layout: dict[str, Any], players: list[str]) -> TableGeometry:
    """Rectangles for every zone: ``players[0]`` sits at the bottom, ``players[1]`` (if any) at the top."""
    zones = layout["zones"]
    own = [z for z in zones if z.get("per_player", True)]
    shared = [z for z in zones if not z.get("per_player", True)]
    if own:
        pmin = min(z["grid"][0] for z in own)
        pmax = max(z["grid"][0] + z["grid"][2] - 1 for z in own)
    else:
        pmin = pmax = 0
    cmax = max((z["grid"][1] + z["grid"][3] - 1 for z in zones), default=0)
    shared_rows = sorted({z["grid"][0] for z in shared})
    seat_rows = pmax - pmin + 1
    top = players[1] if len(players) > 1 else None
    bottom = players[0] if players else None
    spots: list[ZoneSpot] = []

    def add(z: dict[str, Any], player: str | None, band: int, col: int) -> None:
        _, _, rs, cs = z["grid"]
        spots.append(ZoneSpot(zone_key(player, z["id"]), z["id"], player, z["name_ja"], z["name_en"],
                              bool(z.get("ordered")), bool(z.get("hidden")), col * CELL_W + GAP, band * CELL_H + GAP,
                              cs * CELL_W - 2 * GAP, rs * CELL_H - 2 * GAP))

    top_band = 0 if top is not None else None
    middle_band = seat_rows if top is not None else 0
    bottom_band = middle_band + len(shared_rows)
    for z in own:
        r, c, rs, cs = z["grid"]
        if top is not None and top_band is not None:
            add(z, top, top_band + (pmax - (r + rs - 1)), cmax - (c + cs - 1))
        if bottom is not None:
            add(z, bottom, bottom_band + (r - pmin), c)
    for z in shared:
        add(z, None, middle_band + shared_rows.index(z["grid"][0]), z["grid"][1])
    rows = bottom_band + (seat_rows if bottom is not None else 0)
    return TableGeometry(spots, (cmax + 1) * CELL_W, rows * CELL_H,
                         (middle_band + len(shared_rows) / 2) * CELL_H)
