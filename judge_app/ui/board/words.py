"""The judge's words for a game's vocabulary: every value a card form, a menu or a step shows, in both languages.

The engine declares its words as ids (``first_strike``, ``forward``, ``prep``); a
judge reads 先制攻撃, フォワード, アタック準備ステップ. This table gives each id its
name as players know it, per game, and which zone a new card of each type goes to.
A test walks every game's declared choices, keywords, actions and steps and fails
on any id without both names, so no internal key reaches the screen.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from judge_app.engine import game_layout

Names = dict[str, tuple[str, str]]  # id -> (Japanese, English)

_COMMON: Names = {
    "play": ("プレイ", "Play"),
    "activate": ("能力を使う", "Use an ability"),
    "attack": ("アタック", "Attack"),
    "pass": ("パス", "Pass"),
    "discard": ("捨てる", "Discard"),
    "concede": ("投了", "Concede"),
    "character": ("キャラクター", "Character"),
    "charge": ("チャージ", "Charge"),
    "block": ("ブロック", "Block"),
    "damage": ("ダメージステップ", "Damage step"),
    "weapon": ("武器", "Weapon"),
    "end_phase": ("フェイズを終える", "End the phase"),
    "priority": ("優先権", "Priority"),
}

#: Facts a final state or a card's state records, as the compare table and the tooltips name them.
STATE_WORDS: Names = {
    "turn": ("ターン", "Turn"), "turn_player": ("ターンプレイヤー", "Turn player"), "phase": ("フェイズ", "Phase"),
    "step": ("ステップ", "Step"), "result": ("勝敗", "Result"), "PA": ("処理待ちのもの", "Waiting to resolve"),
    "unused actions": ("使われなかった台本の行動", "Scripted actions not used"),
    "zone": ("置き場", "Zone"), "dull": ("ダル", "Dull"), "damage": ("ダメージ", "Damage"),
    "controller": ("コントローラー", "Controller"), "face_up": ("表向き", "Face up"),
    "entered": ("場に出たターン", "Turn it entered"), "equipped_to": ("装備先", "Equipped to"),
    "weapon_bonus": ("武器による修整", "Weapon bonus"), "under_mag": ("マグの下", "Under the mag"),
    "connected_to": ("コネクト先", "Connected to"), "attacking": ("アタック中", "Attacking"),
    "party_order": ("パーティの順", "Party order"), "on": ("セット先", "Set on"),
    "last_damage_by": ("最後にダメージを与えたカード", "Last damaged by"), "frozen": ("フリーズ", "Frozen"),
    "exp_of": ("EXPの持ち主", "EXP of"), "deck_hit_zero": ("デッキが0枚になった", "Deck reached zero"),
    "damage_ge_deck": ("ダメージがデッキ枚数以上", "Damage at least the deck"),
    "clear_count": ("クリア回数", "Clear count"), "check_count": ("チェック回数", "Check count"),
    "attacked": ("アタックした", "Attacked"), "attached_to": ("付いている先", "Attached to"),
    "damage_front": ("前列へのダメージ", "Damage to the front row"),
    "damage_back": ("後列へのダメージ", "Damage to the back row"), "since": ("開始", "Since"),
    "row_check": ("列の確認", "Row check"), "overdrive": ("オーバードライブ", "Overdrive"),
    "origin": ("出どころ", "Origin"), "once": ("1回限り", "Once"), "loses": ("失う能力", "Loses"),
    "junction": ("ジャンクション", "Junction"), "lost": ("敗北", "Lost"), "row": ("列", "Row"),
    "keywords": ("キーワード能力", "Keywords"), "counters": ("カウンター", "Counters"),
    "combo_used": ("連撃でONにした", "Turned ON by Combo"), "evolved": ("マグ進化済み", "Mag evolved"),
    "frozen_until": ("フリーズが終わるターン", "Frozen until turn"), "colour": ("色", "Colour"),
    "active": ("アクティブキャラクター", "Active character"),
    "drew_from_empty": ("空のデッキから引こうとした", "Tried to draw from an empty deck"),
    "entered_this_turn": ("このターンに場に出た", "Entered this turn"),
}

WORDS: dict[str, Names] = {
    "fftcg": {
        "forward": ("フォワード", "Forward"), "backup": ("バックアップ", "Backup"),
        "monster": ("モンスター", "Monster"), "summon": ("召喚獣", "Summon"), "armor": ("防具", "Armor"),
        "accessory": ("アクセサリ", "Accessory"), "formation": ("陣形", "Formation"),
        "fire": ("火", "Fire"), "ice": ("氷", "Ice"), "wind": ("風", "Wind"), "earth": ("土", "Earth"),
        "lightning": ("雷", "Lightning"), "water": ("水", "Water"), "light": ("光", "Light"), "dark": ("闇", "Dark"),
        "brave": ("ブレイブ", "Brave"), "haste": ("ヘイスト", "Haste"), "first_strike": ("先制攻撃", "First Strike"),
        "level_up": ("レベルアップ", "Level up"), "link": ("リンク", "Link"), "assist": ("アシスト", "Assist"),
        "overdrive": ("オーバードライブ", "Overdrive"), "war_god": ("軍神", "War God"),
        "awakening": ("覚醒", "Awakening"), "blue_magic": ("青魔法", "Blue Magic"), "unequip": ("はずす", "Unequip"),
        "job_change": ("ジョブチェンジ", "Job Change"), "inspiration": ("閃き", "Inspiration"),
        "junction": ("ジャンクション", "Junction"),
        "cast": ("召喚", "Cast"), "no_attack": ("アタックしない", "Do not attack"),
        "loop": ("ループを宣言", "Declare a loop"),
        "prep": ("アタック準備ステップ", "Attack preparation step"),
        "declare": ("アタック宣言ステップ", "Attack declaration step"),
        "block": ("ブロック", "Block"), "hand_limit": ("手札上限の確認", "Hand limit check"),
        "cleanup": ("終了処理", "Clean-up"),
    },
    "game004": {
        "account": ("アカウント", "Account"), "mission": ("ミッション", "Mission"),
        "character": ("キャラ", "Character"),
        "event": ("イベント", "Event"), "engage": ("エンゲージ", "Engage"),
        "play_character": ("キャラをプレイする", "Play a character"),
        "play_event": ("イベントをプレイする", "Play an event"),
        "play_engage": ("エンゲージをプレイする", "Play an engage card"),
        "attack_success": ("アタック成功する", "Attack successfully"),
        "ko_opponent": ("相手のキャラを退場させる", "Knock out an opponent's character"),
        "level_up": ("LvUPする", "Level up"), "scout_play": ("スカウトしたカードをプレイする", "Play a scouted card"),
        "accel": ("アクセル", "Accel"), "issen": ("一閃", "Issen"), "encounter": ("エンカウント", "Encounter"),
        "chant": ("詠唱", "Chant"), "subjugate": ("討伐", "Subjugate"),
        "reload": ("リロード", "Reload"), "deck_engage": ("デッキエンゲージ", "Deck Engage"),
        "lose_game": ("ゲームに敗北する", "Lose the game"),
        "exp_reduction": ("EXPによるコストの減少", "Cost reduced by EXP"),
        "check_missions": ("ミッションチェック", "Check missions"), "slide": ("スライド", "Slide"),
        "keep": ("キープ", "Keep"), "energy": ("エネルギー", "Energy"),
        "block": ("ブロックステップ", "Block step"), "scout": ("スカウトステップ", "Scout step"),
        "battle": ("バトルステップ", "Battle step"), "attack_end": ("アタック終了ステップ", "Attack end step"),
    },
    "aquarian": {
        "character": ("キャラクターカード", "Character card"), "break": ("ブレイクカード", "Break card"),
        "permanent": ("パーマネントカード", "Permanent card"), "project": ("プロジェクトカード", "Project card"),
        "fast": ("ファストカード", "Fast card"),
        "ego": ("E.G.O.", "E.G.O."), "arayashiki": ("阿羅耶識", "Arayashiki"), "wizdom": ("WIZ-DOM", "WIZ-DOM"),
        "darklore": ("ダークロア", "Darklore"), "kyokusei": ("極星帝国", "Kyokusei Empire"),
        "eraser": ("イレイザー", "Eraser"),
        "target": ("対象", "Target"), "area": ("範囲", "Area"), "instant": ("瞬間", "Instant"),
        "lasting": ("持続", "Lasting"),
        "draw": ("ドロー", "Draw"), "stealth": ("ステルス", "Stealth"), "protect": ("プロテクト", "Protect"),
        "aggressive": ("アグレッシブ", "Aggressive"), "boost": ("ブースト", "Boost"),
        "penetrate": ("ペネトレイト", "Penetrate"), "initiative": ("イニシアチブ", "Initiative"),
        "infinity": ("インフィニティ", "Infinity"), "breakthrough": ("ブレイクスルー", "Breakthrough"),
        "capacity": ("キャパシティ", "Capacity"), "synchro": ("シンクロ", "Synchro"), "resist": ("レジスト", "Resist"),
        "intercept": ("インターセプト", "Intercept"), "remove": ("リムーブ", "Remove"),
        "offensive": ("オフェンシブ", "Offensive"), "defensive": ("ディフェンシブ", "Defensive"),
        "shield": ("シールド", "Shield"), "bind": ("バインド", "Bind"),
        "guard": ("ガード", "Guard"), "set_character": ("キャラクターをセット", "Set a character"),
        "set_break": ("ブレイクカードをセット", "Set a break card"),
        "set_permanent": ("パーマネントをセット", "Set a permanent"),
        "effect": ("効果を使う", "Use an effect"), "power": ("パワーカードをセット", "Set a power card"),
        "discard_own": ("自分のカードを捨てる", "Discard one's own card"),
    },
    "pso2": {
        "player": ("プレイヤー", "Player"), "character": ("キャラ", "Character"), "mag": ("マグ", "Mag"),
        "active": ("アクティブ", "Active"), "item": ("アイテム", "Item"),
        "red": ("赤", "Red"), "blue": ("青", "Blue"), "yellow": ("黄", "Yellow"), "black": ("黒", "Black"),
        "hunter": ("ハンター", "Hunter"), "ranger": ("レンジャー", "Ranger"), "force": ("フォース", "Force"),
        "fighter": ("ファイター", "Fighter"), "gunner": ("ガンナー", "Gunner"), "techter": ("テクター", "Techter"),
        "bouncer": ("バウンサー", "Bouncer"), "summoner": ("サモナー", "Summoner"), "braver": ("ブレイバー", "Braver"),
        "ALL": ("ALL", "ALL"), "normal": ("通常", "Normal"), "armour": ("防具", "Armour"),
        "surprise": ("奇襲", "Surprise"), "double_shot": ("連続射撃", "Double shot"), "sniper": ("狙撃", "Sniper"),
        "erosion": ("侵食", "Erosion"), "combo": ("連撃", "Combo"), "invincible": ("無敵", "Invincible"),
        "war_cry": ("ウォークライ", "War Cry"), "on_enter": ("登場時", "On entering"),
        "on_ko": ("戦闘不能時", "On being knocked out"), "drop": ("ドロップ", "Drop"), "heal": ("回復", "Heal"),
        "pp": ("PPを使う", "Spend PP"), "use_weapon": ("武器を使う", "Use a weapon"),
        "no_weapon": ("武器を使わない", "Use no weapon"), "mag_evolve": ("マグ進化", "Evolve the mag"),
        "start": ("戦闘開始ステップ", "Battle start step"), "join": ("攻撃参加ステップ", "Attack participation step"),
        "engage": ("交戦ステップ", "Engagement step"), "damage": ("ダメージ解決ステップ", "Damage resolution step"),
        "turn_end": ("ターン終了ステップ", "Turn-end step"), "refresh": ("リフレッシュステップ", "Refresh step"),
        "ar": ("アクティブ・レスポンス", "Active response"),
    },
}

#: The zone a new card of a type goes to, when the type alone decides it (a card type the table does not name:
#: the hand).
ZONE_FOR_TYPE: dict[str, dict[str, str]] = {
    "fftcg": {"forward": "forward", "backup": "backup", "monster": "monster", "formation": "formation",
              "weapon": "item", "armor": "item", "accessory": "item"},
    "game004": {"account": "account", "mission": "mission", "character": "center"},
    # A character a judge places is one fighting on its side (支配エリア, where it attacks and guards from);
    # a faction party is named after the arrow.
    "aquarian": {"character": "dominion", "break": "breaks", "permanent": "permanents"},
    "pso2": {"player": "player", "character": "front", "mag": "mag"},
}

#: The numbers a card shows at its foot, per game, as the game's cards print them (attack/HP); a game not listed
#: shows its power.
FACE_STATS: dict[str, tuple[str, ...]] = {
    "pso2": ("attack", "hp"),  # 攻撃力 / HP
    "aquarian": ("attack", "endurance"),  # 攻撃力 / 耐久力
}

#: Short forms a judge types in the quick-entry line (FW for フォワード), per game.
ABBREVIATIONS: dict[str, dict[str, str]] = {
    "fftcg": {"FW": "forward", "BU": "backup", "BK": "backup", "MO": "monster", "EX": "ex_burst"},
    # Players say キャラ and キャラクター for the same card type whichever of the two the game's own table uses.
    "game004": {"キャラクター": "character", "キャラクターカード": "character"},
    "pso2": {"キャラクター": "character", "キャラカード": "character"},
    "aquarian": {"キャラ": "character", "キャラクター": "character"},
}

#: The card of the quick-entry example line, per game: a card that fights (its type) and its numbers in the order
#: the line fills the number fields, as a typical card prints them. A game not listed shows its first card type.
EXAMPLE_CARD: dict[str, tuple[str, tuple[int, ...]]] = {
    "fftcg": ("forward", (3, 7000)),  # cost, power
    "game004": ("character", (3, 4000)),  # cost, power
    "pso2": ("character", (1, 2, 3)),  # cost, attack, HP
    "aquarian": ("character", (2, 2, 0, 2)),  # mental, attack, mental attack, endurance
}

#: Skills whose number a card prints with its sign (ドロー+1, キャパシティ-2), per game.
SIGNED: dict[str, set[str]] = {"aquarian": {"draw", "permanent", "capacity"}}

# An id as code writes it: lower-case words joined by underscores (first_strike), or a bare lower-case word.
INTERNAL_KEY = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def name(game: str, word: str, english: bool) -> str:
    """The word as a judge reads it; an id the table lacks is shown with its underscores as spaces.

    A skill with its value (``bind:1``, ``draw:-1``, ``resist:darklore``) reads as the card prints it: バインド1,
    ドロー-1, レジスト(ダークロア)."""
    pair = WORDS.get(game, {}).get(word) or _COMMON.get(word) or STATE_WORDS.get(word)
    if pair is not None:
        return pair[1] if english else pair[0]
    base, colon, param = word.partition(":")
    if colon and base and param:
        if re.fullmatch(r"[+-]?\d+", param):
            number = int(param)
            shown = f"{number:+d}" if base in SIGNED.get(game, set()) else str(number)
            return f"{name(game, base, english)}{' ' if english else ''}{shown}"
        return f"{name(game, base, english)}({name(game, param, english)})"
    return word.replace("_", " ")


def is_named(game: str, word: str) -> bool:
    """Whether ``name`` finds the word (and a skill's value) in a table rather than showing the id."""
    base, colon, param = word.partition(":")
    if colon and base and param:
        return is_named(game, base) and (bool(re.fullmatch(r"[+-]?\d+", param)) or is_named(game, param))
    return word in WORDS.get(game, {}) or word in _COMMON or word in STATE_WORDS


@functools.lru_cache(maxsize=8)
def _phases(game: str) -> dict[str, tuple[str, str]]:
    return {p["id"]: (p["name_ja"], p["name_en"]) for p in game_layout(game).get("phases", [])}


def phase_name(game: str, phase: str, english: bool) -> str:
    """A phase by the name the game's table gives it (メインフェイズ1), never its id."""
    pair = _phases(game).get(phase)
    return (pair[1] if english else pair[0]) if pair else name(game, phase, english)


def result_text(result: dict[str, Any], english: bool) -> str:
    """How a game ended, as a judge says it: プレイヤーAの勝利, 引き分け."""
    winner = result.get("winner")
    if result.get("outcome") == "win" and winner:
        return f"Player {winner} wins" if english else f"プレイヤー{winner}の勝利"
    if result.get("outcome") == "draw":
        return "Draw" if english else "引き分け"
    return ", ".join(f"{k}: {v}" for k, v in result.items() if v is not None)


def state_name(game: str, key: str, english: bool) -> str:
    """A fact of a state (damage, zone, a card flag) by its name; the game's words only for the rest."""
    pair = STATE_WORDS.get(key)
    if pair is not None:
        return pair[1] if english else pair[0]
    return name(game, key, english)


def known(game: str, word: str) -> bool:
    return word in WORDS.get(game, {}) or word in _COMMON


def vocabulary(module: Any) -> set[str]:
    """Every id of a game the UI may show: attribute choices, keywords, action words and steps."""
    words: set[str] = set()
    for spec in module.card_attributes():
        words.update(spec.choices)
    words.update(module.KEYWORDS)
    words.update(module.ABILITY_KEYWORDS)
    words.update(module.ACTIONS)
    for steps in module.STEPS.values():
        words.update(steps)
    return words


def zone_for_type(game: str, card_type: str | None, zone_ids: list[str]) -> str:
    """The zone a new card of ``card_type`` goes to: the table's, else a zone named like the type, else the hand."""
    chosen = ZONE_FOR_TYPE.get(game, {}).get(card_type or "")
    if chosen in zone_ids:
        return chosen
    if card_type in zone_ids:
        return str(card_type)
    return "hand" if "hand" in zone_ids else (zone_ids[0] if zone_ids else "")
