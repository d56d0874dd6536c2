"""fftcg zones, phases, card attributes and the settings for points the rules leave open."""

from __future__ import annotations

from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.layout import AttributeSpec, SettingSpec, ZoneSpec, phase_names

FIELD_ZONES = ("forward", "backup", "monster", "formation", "item")
ELEMENTS = ("fire", "ice", "wind", "earth", "lightning", "water", "light", "dark")
ELEMENT_JA = {"fire": "火", "ice": "氷", "wind": "風", "earth": "土", "lightning": "雷", "water": "水",
              "light": "光", "dark": "闇"}
CARD_TYPES = ("forward", "backup", "monster", "summon", "weapon", "armor", "accessory", "formation")
TYPE_JA = {"forward": "フォワード", "backup": "バックアップ", "monster": "モンスター", "summon": "召喚獣",
           "weapon": "武器", "armor": "防具", "accessory": "アクセサリ", "formation": "陣形"}
#: Keywords by their names in the rules (15.2).
KEYWORD_JA = {"brave": "ブレイブ", "haste": "ヘイスト", "first_strike": "先制攻撃", "level_up": "レベルアップ",
              "link": "リンク", "assist": "アシスト", "overdrive": "オーバードライブ"}
CHARACTERS = ("forward", "backup", "monster")
ITEMS = ("weapon", "armor", "accessory")
ZONE_FOR_TYPE = {"forward": "forward", "backup": "backup", "monster": "monster", "formation": "formation",
                 "weapon": "item", "armor": "item", "accessory": "item"}

ZONES = [
    ZoneSpec(id="forward", name_ja="フォワード", name_en="Forwards", field=True, grid=(1, 1, 1, 4),
             rules=list(rule("7.8.2", "7.9.1"))),
    ZoneSpec(id="item", name_ja="アイテム（装備中）", name_en="Equipped items", field=True, grid=(1, 5, 1, 1),
             rules=list(rule("5.2.3.1.3.1"))),
    ZoneSpec(id="backup", name_ja="バックアップ", name_en="Backups", field=True, grid=(2, 1, 1, 3),
             rules=list(rule("7.10.1", "7.10.3"))),
    ZoneSpec(id="monster", name_ja="モンスター", name_en="Monsters", field=True, grid=(2, 4, 1, 1),
             rules=list(rule("7.11.1"))),
    ZoneSpec(id="formation", name_ja="陣形", name_en="Formation", field=True, grid=(2, 5, 1, 1),
             rules=list(rule("7.12.1", "7.12.2"))),
    ZoneSpec(id="deck", name_ja="デッキ", name_en="Deck", ordered=True, hidden=True, grid=(1, 6, 1, 1),
             rules=list(rule("7.14.1", "7.14.2"))),
    ZoneSpec(id="damage", name_ja="ダメージゾーン", name_en="Damage zone", ordered=True, grid=(1, 0, 2, 1),
             rules=list(rule("7.13.2", "7.13.3"))),
    ZoneSpec(id="break", name_ja="ブレイクゾーン", name_en="Break zone", ordered=True, grid=(2, 6, 1, 1),
             rules=list(rule("7.15.1", "7.15.2"))),
    ZoneSpec(id="removed", name_ja="除外", name_en="Removed from game", grid=(3, 6, 1, 1),
             rules=list(rule("7.18.1", "7.18.2"))),
    ZoneSpec(id="hand", name_ja="手札", name_en="Hand", hidden=True, grid=(3, 1, 1, 5),
             rules=list(rule("7.16.1", "7.16.2"))),
    ZoneSpec(id="stack", name_ja="スタック", name_en="Stack", per_player=False, ordered=True, grid=(0, 6, 1, 1),
             rules=list(rule("7.17.1", "7.17.3"))),
]

PHASES = [
    ("start", "ゲームの開始手順", "Start of the game"),  # 8.2.1: only as a scenario's starting point
    ("active", "アクティブフェイズ", "Active phase"),
    ("draw", "ドローフェイズ", "Draw phase"),
    ("main1", "第1メインフェイズ", "Main phase 1"),
    ("attack", "アタックフェイズ", "Attack phase"),
    ("main2", "第2メインフェイズ", "Main phase 2"),
    ("end", "エンドフェイズ", "End phase"),
]
PHASE_JA, PHASE_EN = phase_names(PHASES)
ATTACK_STEPS = ("prep", "declare", "block", "damage")

_ALL = list(CARD_TYPES)
ATTRIBUTES = [
    AttributeSpec(name="type", type="enum", label_ja="カードタイプ", label_en="Card type", choices=_ALL,
                  required=True),
    AttributeSpec(name="element", type="list[enum]", label_ja="属性", label_en="Element", choices=list(ELEMENTS),
                  required=True),
    AttributeSpec(name="cost", type="int", label_ja="コスト", label_en="Cost"),
    AttributeSpec(name="power", type="int", label_ja="パワー", label_en="Power", card_types=["forward"]),
    AttributeSpec(name="jobs", type="list[str]", label_ja="ジョブ", label_en="Jobs", card_types=list(CHARACTERS)),
    AttributeSpec(name="subtypes", type="list[str]", label_ja="サブタイプ", label_en="Subtypes",
                  card_types=list(ITEMS)),
    AttributeSpec(name="generic", type="bool", label_ja="一般兵アイコン", label_en="Generic icon",
                  card_types=list(CHARACTERS)),
    AttributeSpec(name="party_icon", type="bool", label_ja="パーティーアイコン", label_en="Party icon",
                  card_types=["forward"]),
    AttributeSpec(name="ex_burst", type="bool", label_ja="EXバースト", label_en="EX Burst"),
    AttributeSpec(name="keywords", type="list[enum]", label_ja="キーワード", label_en="Keywords",
                  choices=["brave", "haste", "first_strike"], card_types=list(CHARACTERS)),
    AttributeSpec(name="equip", type="list[enum]", label_ja="装備できるカードタイプ", label_en="Can equip",
                  choices=list(CHARACTERS), card_types=list(ITEMS)),
    AttributeSpec(name="card_numbers", type="list[str]", label_ja="カード番号", label_en="Card numbers"),
    AttributeSpec(name="rarity", type="str", label_ja="レアリティ", label_en="Rarity"),
]

# Runtime flags a scenario may set on a card (CardSpec.state).
CARD_STATE = {
    "entered_this_turn": "bool: came under its controller's control this turn (10.1.2.1.1)",
    "attacked": "bool: has attacked this turn (10.1.2.1.2)",
    "frozen": "bool: frozen (15.2.16.2)",
    "equipped_to": "str: card id of the character an item is equipped to",
    "junction": "str: card id of the summon removed by junction (15.2.15.3)",
    "overdrive": "bool: played with overdrive (15.2.9.3)",
}
PLAYER_STATE = {"drew_from_empty": "bool: tried to draw from an empty deck since the last check (12.4.2)"}

SETTINGS = [
    SettingSpec(
        name="deck_out_damage", choices=["3.1.3", "12.4.3"], default="3.1.3", rules=list(rule("3.1.3", "12.4.3")),
        summary_ja="デッキ枚数と同じダメージを受けた場合: 3.1.3 なら敗北しない、12.4.3 の文言どおりなら敗北する。",
        summary_en="Damage equal to the deck size: no loss under 3.1.3; a loss under the literal 12.4.3."),
    SettingSpec(
        name="power_zero_scope", choices=["forwards", "characters"], default="forwards",
        rules=list(rule("12.4.4", "5.2.6.1", "4.4")),
        summary_ja="12.4.4/12.4.5 の「キャラクター」: パワーを持つカード"
                   "(フォワード)のみか、全キャラクターか(4.4で0扱い)。",
        summary_en="'Character' in 12.4.4/12.4.5: only cards with power"
                   " (forwards), or every character (4.4 makes it 0)."),
    SettingSpec(
        name="excess_cp", choices=["unavoidable_only", "one_with_discard"], default="unavoidable_only",
        rules=list(rule("5.2.1.2.1", "11.3.6.1.1")),
        summary_ja="手札を捨てた支払いで余剰1CP: 余分なバックアップを外せば避けられる余剰も許すか。",
        summary_en="One excess CP when discarding: also when dropping a backup would avoid it?"),
    SettingSpec(
        name="backup_must_be_active", choices=["yes", "no"], default="yes", rules=list(rule("5.2.3.1.1.3", "6.3.1.1")),
        summary_ja="CPを生むためにダルにするバックアップはアクティブでなければならないか。",
        summary_en="Must a backup dulled for CP be active?"),
    SettingSpec(
        name="cp_element", choices=["any_element", "same_element_only"], default="any_element",
        rules=list(rule("11.3.6.1.1", "15.2.9.4")),
        summary_ja="11.3.6.1.1 前半: 任意の属性のカードがCPを生む(1つは同属性)か、同属性のみか。",
        summary_en="11.3.6.1.1: any element produces CP (one must match), or only the card's own element."),
    SettingSpec(
        name="special_discard_cp", choices=["no", "yes"], default="no", rules=list(rule("11.8.1",)),
        summary_ja="スペシャルアビリティのために捨てる同名カードがCPも生むか。",
        summary_en="Does the same-name card discarded for a special ability also produce CP?"),
    SettingSpec(
        name="war_god_minimum", choices=["0", "1"], default="0", rules=list(rule("15.2.7.4",)),
        summary_ja="軍神の軽減後コストの下限: 0(意図)か、文言どおり1か。",
        summary_en="Lowest cost after War God: 0 (likely intent) or 1 (literal 'not 0 or less')."),
    SettingSpec(
        name="freeze_ends", choices=["after_next_active_phase", "never"], default="after_next_active_phase",
        rules=list(rule("15.2.16.2",)),
        summary_ja="凍結が終わる時点: 次のアクティブフェイズで消費されるか、効果が取り除くまで続くか。",
        summary_en="When freezing ends: used up by the next active phase, or kept until removed."),
    SettingSpec(
        name="link_source_zone", choices=["hand", "deck", "break"], default="hand", rules=list(rule("15.2.5.2",)),
        summary_ja="リンクで出すフォワードの領域(15.2.5.2 に記載なし)。",
        summary_en="The zone Link puts a forward from (15.2.5.2 does not say)."),
    SettingSpec(
        name="job_change_sixth_backup", choices=["forbidden", "allowed"], default="forbidden",
        rules=list(rule("15.2.13.2", "7.10.3")),
        summary_ja="バックアップが5体の時、ジョブチェンジで6体目を出せるか(7.10.3)。",
        summary_en="With 5 backups, can Job Change put out a 6th (7.10.3)?"),
    SettingSpec(
        name="any_time_abilities", choices=["respect_windows", "any_priority"], default="respect_windows",
        rules=list(rule("15.2.11.3", "15.2.12.3", "15.2.14.4", "9.6.1.1", "15.2.3.3")),
        summary_ja="青魔法・はずす・閃きの「優先権のある時ならばいつでも」がエンドフェイズや先制攻撃の制限を上書きするか。",
        summary_en="Does 'any time you have priority' (Blue Magic, Unequip, Inspiration) override the end-phase "
                   "and first-strike limits?"),
    SettingSpec(
        name="blocked_without_blocker", choices=["no_damage", "player_damage"], default="no_damage",
        rules=list(rule("10.1.3.3", "10.1.4.1")),
        summary_ja="ブロッカーが戦闘から取り除かれたアタッカー: ブロックされたまま(ダメージなし)か。",
        summary_en="An attacker whose blocker left combat: stays blocked (no damage), or damages the player."),
    SettingSpec(
        name="light_dark_scope", choices=["characters", "cards"], default="characters", rules=list(rule("12.4.7",)),
        summary_ja="12.4.7 の数え方: キャラクターのみ(「体」)か、フィールドのすべてのカードか。",
        summary_en="12.4.7 counts characters only (the counter word 体), or every card on the field."),
]
SETTINGS.append(SettingSpec(
    name="backup_excess_timing", choices=["rule_processes", "immediately"], default="rule_processes",
    rules=list(rule("7.10.3", "12.2", "12.3")),
    summary_ja="6体目のバックアップが出た時、超過分を選んでブレイクゾーンに置く時点(7.10.3 に記載なし): "
               "ルールプロセスと同時か、出た直後(解決の途中でも)か。",
    summary_en="When a 6th backup arrives, when the excess is chosen and put into the break zone (7.10.3 does not "
               "say): together with the rule processes, or at once (even in the middle of a resolution)."))
SETTINGS.append(SettingSpec(
    name="seven_damage_loss", choices=["rule_processes", "immediately"], default="rule_processes",
    rules=list(rule("3.1.1", "7.13.2", "12.4.1")),
    summary_ja="7点目のダメージを受けた時: ルールプロセスで敗北する(7.13.2、12.4.1、その前にEXバーストは使える)か、"
               "3.1.1 の文言どおり受けたその時にゲームが終わるか。",
    summary_en="On the 7th damage: the player loses at the rule processes (7.13.2, 12.4.1; EX bursts come first), or, "
               "as 3.1.1 reads, the game ends the moment the damage is taken."))
SETTINGS.append(SettingSpec(
    name="power_zero_with_damage", choices=["break_zone", "broken"], default="break_zone",
    rules=list(rule("12.4.4", "12.4.5", "15.1.1.3.2")),
    summary_ja="パワーが0以下でダメージも受けているキャラクター: 12.4.4 でブレイクゾーンに置かれる(ブレイクではない、"
               "15.1.1.3.2)か、12.4.5 も当てはまるのでブレイクされるか。",
    summary_en="A character with power 0 or less that also has damage: put into the break zone by 12.4.4 (not a break, "
               "15.1.1.3.2), or broken, since 12.4.5 holds as well?"))
SETTINGS.append(SettingSpec(
    name="dull_cost_needs_active", choices=["yes", "no"], default="yes",
    rules=list(rule("11.7.2.1.1", "11.7.3", "6.3.1.1", "15.1.1.2.2")),
    summary_ja="《ダル》をコストに含むアビリティ: ダル状態のキャラクターでは支払えない"
               "(ダルにするという手順が実行できない、11.7.3)か、"
               "6.3.1.1・15.1.1.2.2 の文言どおりダル状態のキャラクターをダルにして支払えるか。",
    summary_en="A dull-icon cost on a character that is already dull: it cannot be paid (the character cannot be made "
               "dull, 11.7.3), or, as 6.3.1.1 and 15.1.1.2.2 read, dulling a dull character pays it."))
SETTINGS.append(SettingSpec(
    name="effect_backup_played", choices=["no", "yes"], default="no", rules=list(rule("7.10.3", "11.3.1")),
    summary_ja="効果でフィールドに出すバックアップは「プレイ」か: いいえなら6体目も出て、"
               "超過分を選んでブレイクゾーンに置く(7.10.3 後半)。はいなら6体目はそもそも出せない(7.10.3 前半)。",
    summary_en="Is a backup an effect puts onto the field 'played'? No: a 6th one enters and the excess is chosen and "
               "put into the break zone (7.10.3, second half). Yes: a 6th cannot be put out at all (first half)."))
SETTINGS.append(SettingSpec(
    name="breaker_leaving_together", choices=["break_zone", "field_only"], default="break_zone",
    rules=list(rule("12.4.5", "15.1.1.10.8", "6.4.2", "11.6.6", "7.4", "11.9.3")),
    summary_ja="フォワードをブレイクしたフォワードが同時にフィールドを離れた場合(相打ち): "
               "「フォワードをブレイクしたとき」はブレイクゾーンから誘発する(12.4.5 の扱いと "
               "6.4.2・11.6.6 の直前の情報)か、"
               "フィールドを離れた新しいカード(7.4)なので誘発しないか(規定に記載なし)。",
    summary_en="A forward that broke a forward and left the field at the same moment (a mutual break): its "
               "'when this breaks a forward' triggers from the break zone (credited by 12.4.5, read as it last "
               "was, 6.4.2, 11.6.6), or does not, being a new card off the field (7.4); the rules do not say."))
