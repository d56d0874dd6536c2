"""pso2 zones, phases, card attributes, and the settings for points the rules leave open.

What the board and the checks read (zones, phases, card form, settings) is the data file
``layout.yaml``; kept here: the colour, class, keyword and step names, and the helpers that word them.
"""

from __future__ import annotations

from judge_app.engine.kernel.layout import load_layout, phase_names

LAYOUT = load_layout(__package__)
ZONES, PHASES, ATTRIBUTES, SETTINGS = LAYOUT.zones, LAYOUT.phases, LAYOUT.attributes, LAYOUT.settings
CARD_STATE, PLAYER_STATE = LAYOUT.card_state, LAYOUT.player_state  # what a scenario may set on a card, a player

VERSIONS = ("1.8", "3.0")
FIELD_ZONES = ("player", "mag", "front", "back")
ROWS = ("front", "back")
COLOURS = LAYOUT.choices("colour")
COLOUR_JA = {"red": "赤", "blue": "青", "yellow": "黄", "black": "黒"}
# Keywords a card can print: 奇襲, 連続射撃, 狙撃, 侵食 (3.0), 連撃, 無敵; 貫通X is the attribute ``pierce``.
KEYWORDS = LAYOUT.choices("keywords")
KEYWORD_JA = {"surprise": "奇襲", "double_shot": "連続射撃", "sniper": "狙撃", "erosion": "侵食", "combo": "連撃",
              "invincible": "無敵", "war_cry": "ウォークライ", "on_enter": "登場時", "on_ko": "戦闘不能時",
              "drop": "ドロップ", "heal": "回復"}


def keyword_words(keyword: str) -> tuple[str, str]:
    """A keyword as the two languages name it: the document's Japanese term, and the scenario word in English."""
    return KEYWORD_JA.get(keyword, keyword), keyword


PHASE_JA, PHASE_EN = phase_names(PHASES)
BATTLE_STEPS = ("start", "join", "engage", "damage")
STEP_JA = {"start": "戦闘開始ステップ", "join": "攻撃参加ステップ", "engage": "交戦ステップ",
           "damage": "ダメージ解決ステップ", "turn_end": "ターン終了ステップ", "refresh": "リフレッシュステップ"}
STEP_EN = {"start": "battle start step", "join": "attack participation step", "engage": "engagement step",
           "damage": "damage resolution step", "turn_end": "turn-end step", "refresh": "refresh step"}
STEPS = {"battle": (*BATTLE_STEPS,), "end": ("turn_end", "refresh"), "main": ("ar",), "start": (), "draw": (),
         "pp": ()}


def step_words(step: str) -> tuple[str, str]:
    """A step's name in both languages, as the tables above declare it."""
    return STEP_JA[step], STEP_EN[step]


def moment_words(phase: str, step: str | None) -> tuple[str, str]:
    """Where the game is: the step's name, or the phase's when there is no named step."""
    if step in STEP_JA:
        return step_words(step)
    return PHASE_JA.get(phase, phase), PHASE_EN.get(phase, phase)


def colour_words(colours: list[str]) -> tuple[str, str]:
    """Colours as the two languages list them (赤・青, red/blue)."""
    return "・".join(COLOUR_JA[c] for c in colours), "/".join(colours)


IN_FORCE_REFUSALS = LAYOUT.in_force_refusals.refusals() if LAYOUT.in_force_refusals else {}
