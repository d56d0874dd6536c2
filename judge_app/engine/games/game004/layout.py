"""game004 zones, phases, card attributes and the settings for points its rules leave open.

The area zone is three areas (503.2), kept as three zones so a board shows each
one: ``side1`` (the owner's left), ``center`` and ``side2``, in the middle
columns. The top seat is the table turned half a circle, so each area faces the
opponent's mirror area (my left side faces your right side); under the default
reading of the undefined lanes, facing areas share a lane (``FACING``).

Zones, phases, the card form and the settings are declared in ``layout.yaml`` beside this module,
which reads them once and derives the area, step and mission-action tables the code uses.
"""

from __future__ import annotations

from judge_app.engine.kernel.layout import load_layout, phase_names

LAYOUT = load_layout(__package__)
ZONES, PHASES, ATTRIBUTES, SETTINGS = LAYOUT.zones, LAYOUT.phases, LAYOUT.attributes, LAYOUT.settings
CARD_STATE, PLAYER_STATE = LAYOUT.card_state, LAYOUT.player_state  # what a scenario may set on a card, a player
ZONE_JA = {z.id: z.name_ja for z in ZONES}
PHASE_JA, PHASE_EN = phase_names(PHASES)
ATTACK_STEPS = ("attack", "block", "scout", "battle", "attack_end")
STEP_JA = {"attack": "アタックステップ", "block": "ブロックステップ", "scout": "スカウトステップ",
           "battle": "バトルステップ", "attack_end": "アタック終了ステップ"}
STEP_EN = {"attack": "attack step", "block": "block step", "scout": "scout step", "battle": "battle step",
           "attack_end": "attack end step"}
#: Each step a scenario may name (the module's STEPS: the attack step is where an attack is declared, never a
#: position's step), as the rules name it (803-806), for a heading that names where an option is taken.
STEP_WORDS = {k: (STEP_JA[k], STEP_EN[k]) for k in ATTACK_STEPS[1:]}

AREAS = ("side1", "center", "side2")
AREA_JA = {"side1": "サイド(左)", "center": "センター", "side2": "サイド(右)"}
FACING = {"side1": "side2", "center": "center", "side2": "side1"}
AREA_EN = {"side1": "left side", "center": "centre", "side2": "right side"}
# Each scripted action word as the game names it (the word itself stays the scenario's): a refused action's
# sentence says 「アタック」, not the file's ``attack``. 起動能力のプレイ (907), ミッションのチェック (703.2, 1113),
# エネルギーゾーンへの配置 (601.1e), 投了 (101.4).
ACTION_WORDS = {"play": ("プレイ", "play"), "activate": ("起動能力のプレイ", "activate"),
                "attack": ("アタック", "attack"), "check_missions": ("ミッションのチェック", "mission check"),
                "pass": ("パス", "pass"), "slide": ("スライド", "slide"), "keep": ("キープ", "keep"),
                "charge": ("チャージ", "charge"), "energy": ("エネルギーゾーンへの配置", "energy placement"),
                "concede": ("投了", "concession")}
TYPE_JA = {"account": "アカウント", "mission": "ミッション", "character": "キャラ", "event": "イベント",
           "engage": "エンゲージ"}
# Actions a mission's check or clear requirement can count (1005.1); the engine records each one it performs.
MISSION_ACTIONS = LAYOUT.choices("check_action")
