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

#: The keywords in English, for a sentence that names a keyword ability with no printed text in English.
KEYWORD_EN = {"surprise": "Surprise", "double_shot": "Double Shot", "sniper": "Sniper", "erosion": "Erosion",
              "combo": "Combo", "invincible": "Invincible", "war_cry": "War Cry", "on_enter": "On Entering",
              "on_ko": "On Being Knocked Out", "drop": "Drop", "heal": "Heal"}


def keyword_words(keyword: str) -> tuple[str, str]:
    """A keyword as the two languages name it: the document's Japanese term, and the scenario word in English."""
    return KEYWORD_JA.get(keyword, keyword), keyword


PHASE_JA, PHASE_EN = phase_names(PHASES)
BATTLE_STEPS = ("start", "join", "engage", "damage")
STEP_JA = {"start": "戦闘開始ステップ", "join": "攻撃参加ステップ", "engage": "交戦ステップ",
           "damage": "ダメージ解決ステップ", "turn_end": "ターン終了ステップ", "refresh": "リフレッシュステップ"}
STEP_EN = {"start": "battle start step", "join": "attack participation step", "engage": "engagement step",
           "damage": "damage resolution step", "turn_end": "turn-end step", "refresh": "refresh step"}
#: The steps as the rules name them, the ``STEP_*`` tables above and the main phase's action right (103.6).
STEP_WORDS = {**{k: (STEP_JA[k], STEP_EN[k]) for k in STEP_JA}, "ar": ("行動権", "action right")}
#: Each scripted action word as the rules name it (103.6.2.1, 103.6.1.5, 203.4.3.1, 101.6): a refused action's
#: Japanese sentence and a heading naming the action say 「攻撃宣言」, never the file's ``attack``.
ACTION_WORDS = {"play": ("カードのプレイ", "play"), "activate": ("能力の起動", "activate"),
                "attack": ("攻撃宣言", "attack"), "end_phase": ("終了フェイズへの移行宣言", "move to the end phase"),
                "pass": ("パス", "pass"), "pp": ("PPにカードを置く", "put a card into PP"),
                "use_weapon": ("武器の使用", "use a weapon"), "no_weapon": ("武器を使用しない", "use no weapon"),
                "mag_evolve": ("マグ進化", "mag evolution"), "discard": ("手札を捨てる", "discard"),
                "concede": ("投了", "concede")}
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
