"""fftcg zones, phases, card attributes and the settings for points the rules leave open.

The zones, phases, card form, state keys and settings are data (``layout.yaml`` here); this module
names them for the code and adds the element, type and keyword tables.
"""

from __future__ import annotations

from judge_app.engine.kernel.layout import load_layout, phase_names

LAYOUT = load_layout(__package__)
ZONES, PHASES, ATTRIBUTES, SETTINGS = LAYOUT.zones, LAYOUT.phases, LAYOUT.attributes, LAYOUT.settings
CARD_STATE, PLAYER_STATE = LAYOUT.card_state, LAYOUT.player_state  # what a scenario may set on a card, a player
PHASE_JA, PHASE_EN = phase_names(PHASES)
ATTACK_STEPS = ("prep", "declare", "block", "damage")

FIELD_ZONES = ("forward", "backup", "monster", "formation", "item")
ELEMENT_JA = {"fire": "火", "ice": "氷", "wind": "風", "earth": "土", "lightning": "雷", "water": "水",
              "light": "光", "dark": "闇"}
TYPE_JA = {"forward": "フォワード", "backup": "バックアップ", "monster": "モンスター", "summon": "召喚獣",
           "weapon": "武器", "armor": "防具", "accessory": "アクセサリ", "formation": "陣形"}
#: Keywords by their names in the rules (15.2).
KEYWORD_JA = {"brave": "ブレイブ", "haste": "ヘイスト", "first_strike": "先制攻撃", "level_up": "レベルアップ",
              "link": "リンク", "assist": "アシスト", "overdrive": "オーバードライブ"}
CHARACTERS = ("forward", "backup", "monster")
ITEMS = ("weapon", "armor", "accessory")
ZONE_FOR_TYPE = {"forward": "forward", "backup": "backup", "monster": "monster", "formation": "formation",
                 "weapon": "item", "armor": "item", "accessory": "item"}
#: Each scripted action word as the rules name it (the word itself stays the scenario's): a refused action's
#: Japanese sentence says 「アタック」, never the file's ``attack``.
ACTION_WORDS = {"play": ("プレイ", "play"), "cast": ("召喚", "cast"), "activate": ("アビリティの起動", "activate"),
                "pass": ("優先権の放棄", "pass"), "attack": ("アタック", "attack"),
                "no_attack": ("アタックしないことの宣言", "no attack"), "block": ("ブロック", "block"),
                "discard": ("手札を捨てる", "discard"), "concede": ("投了", "concede"),
                "loop": ("ループの宣言", "loop")}
#: Each step a scenario may name (the module's STEPS), as the rules name it (10.1.1-10.1.4, 9.6.1.2, 9.6.1.3); a
#: priority window is no step of the rules, so it is called what it is.
STEP_WORDS = {"prep": ("アタック準備ステップ", "attack preparation step"),
              "declare": ("アタック指定ステップ", "attack declaration step"),
              "block": ("ブロック指定ステップ", "block declaration step"),
              "damage": ("ダメージ解決ステップ", "damage resolution step"),
              "priority": ("優先権", "priority"), "hand_limit": ("手札の上限の確認", "hand limit check"),
              "cleanup": ("ターン終了時の処理", "end-of-turn clean-up")}
#: The zones by their Japanese names (layout.yaml), and the field as a whole, for a sentence that names where a
#: card goes; the English sentence keeps the file's word.
ZONE_JA = {**{z.id: z.name_ja for z in ZONES}, "field": "フィールド"}


def zone_words(zone: str) -> tuple[str, str]:
    """A zone a card is put into, named in each language: the Japanese name, the scenario's word in English."""
    return ZONE_JA.get(zone, zone), zone


#: The events a trigger waits for or a replacement stands in for, as a Japanese sentence says them (the dictionary
#: form, so 「ブレイクされる代わりに」 reads whole); the English sentence keeps the file's word.
EVENT_JA = {"broken": "ブレイクされる", "damage": "ダメージを受ける", "leaves_field": "フィールドを離れる",
            "put_into_break_zone": "ブレイクゾーンに置かれる", "returned_to_hand": "手札に戻る",
            "removed": "除外される",
            "attacks": "アタックする", "blocks": "ブロックする", "broke_forward": "フォワードをブレイクする",
            "deals_damage_to_forward": "フォワードにダメージを与える",
            "deals_damage_to_player": "プレイヤーにダメージを与える", "discarded": "捨てられる",
            "enters_field": "フィールドに出る", "is_blocked": "ブロックされる", "phase_start": "フェイズが始まる",
            "player_damaged": "プレイヤーがダメージを受ける", "state": "条件を満たす", "summoned": "召喚される",
            "takes_damage": "ダメージを受ける", "turn_end": "ターンが終わる"}


def event_words(event: str) -> tuple[str, str]:
    """An event named in each language: its Japanese phrase, the scenario's word in English."""
    return EVENT_JA.get(event, event), event

