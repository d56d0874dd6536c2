"""pso2 zones, phases, card attributes, and the settings for points the rules leave open."""

from __future__ import annotations

from judge_app.engine.kernel.layout import AttributeSpec, SettingSpec, ZoneSpec, phase_names

VERSIONS = ("1.8", "3.0")
FIELD_ZONES = ("player", "mag", "front", "back")
ROWS = ("front", "back")
COLOURS = ("red", "blue", "yellow", "black")
COLOUR_JA = {"red": "赤", "blue": "青", "yellow": "黄", "black": "黒"}
CLASSES = ("hunter", "ranger", "force", "fighter", "gunner", "techter", "bouncer", "summoner", "braver", "ALL")
CARD_TYPES = ("player", "character", "mag", "active", "item")
TYPE_JA = {"player": "プレイヤー", "character": "キャラ", "mag": "マグ", "active": "アクティブ", "item": "アイテム"}
ITEM_KINDS = ("normal", "weapon", "armour")
# Keywords a card can print: 奇襲, 連続射撃, 狙撃, 侵食 (3.0), 連撃, 無敵; 貫通X is the attribute ``pierce``.
KEYWORDS = ("surprise", "double_shot", "sniper", "erosion", "combo", "invincible")
KEYWORD_JA = {"surprise": "奇襲", "double_shot": "連続射撃", "sniper": "狙撃", "erosion": "侵食", "combo": "連撃",
              "invincible": "無敵", "war_cry": "ウォークライ", "on_enter": "登場時", "on_ko": "戦闘不能時",
              "drop": "ドロップ", "heal": "回復"}


def keyword_words(keyword: str) -> tuple[str, str]:
    """A keyword as the two languages name it: the document's Japanese term, and the scenario word in English."""
    return KEYWORD_JA.get(keyword, keyword), keyword

ZONES = [
    ZoneSpec(id="front", name_ja="前列", name_en="Front row", field=True, grid=(0, 1, 1, 4),
             rules=["403.1", "215.4"]),
    ZoneSpec(id="back", name_ja="後列", name_en="Back row", field=True, grid=(1, 1, 1, 4),
             rules=["403.1", "403.1.4"]),
    ZoneSpec(id="player", name_ja="プレイヤー", name_en="Player card", field=True, grid=(0, 0, 1, 1),
             rules=["201.2", "201.5", "400.2.1"]),
    ZoneSpec(id="mag", name_ja="マグ", name_en="Mag", field=True, ordered=True, grid=(1, 0, 1, 1),
             rules=["203.1", "203.2", "203.4.1"]),
    ZoneSpec(id="pp", name_ja="PP", name_en="PP", grid=(2, 1, 1, 4), rules=["404.1", "404.5", "404.6"]),
    ZoneSpec(id="deck", name_ja="デッキ", name_en="Deck", ordered=True, hidden=True, grid=(0, 5, 1, 1),
             rules=["401.1", "401.1.1"]),
    ZoneSpec(id="discard", name_ja="捨札", name_en="Discard", ordered=True, grid=(1, 5, 1, 1),
             rules=["405.1", "405.2"]),
    ZoneSpec(id="excluded", name_ja="除外", name_en="Excluded", grid=(2, 5, 1, 1), rules=["400.2.4"]),
    ZoneSpec(id="hand", name_ja="手札", name_en="Hand", hidden=True, grid=(3, 1, 1, 4),
             rules=["402.2.1", "402.3"]),
    ZoneSpec(id="pa", name_ja="処理領域", name_en="Processing area (PA)", per_player=False, ordered=True,
             grid=(0, 6, 1, 1), rules=["406.1", "406.2", "406.4"]),
]

PHASES = [
    ("start", "開始フェイズ", "Start phase"),
    ("draw", "ドローフェイズ", "Draw phase"),
    ("pp", "PPフェイズ", "PP phase"),
    ("main", "メインフェイズ", "Main phase"),
    ("battle", "戦闘フェイズ", "Battle phase"),
    ("end", "終了フェイズ", "End phase"),
]
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

ATTRIBUTES = [
    AttributeSpec(name="type", type="enum", label_ja="カードタイプ", label_en="Card type", choices=list(CARD_TYPES),
                  required=True),
    AttributeSpec(name="colour", type="list[enum]", label_ja="色(なしは白)", label_en="Colour (none: white)",
                  choices=list(COLOURS)),
    AttributeSpec(name="class", type="list[enum]", label_ja="クラス", label_en="Class", choices=list(CLASSES)),
    AttributeSpec(name="cost", type="int", label_ja="コスト", label_en="Cost"),
    AttributeSpec(name="attack", type="int", label_ja="攻撃力", label_en="Attack",
                  card_types=["character", "player", "item"]),
    AttributeSpec(name="hp", type="int", label_ja="HP", label_en="HP", card_types=["character", "player"]),
    AttributeSpec(name="item_kind", type="enum", label_ja="アイテムの種類", label_en="Item kind",
                  choices=list(ITEM_KINDS), card_types=["item"]),
    AttributeSpec(name="defence", type="int", label_ja="防御力(防具)", label_en="Defence (armour)",
                  card_types=["item"]),
    AttributeSpec(name="slots", type="int", label_ja="装備枠", label_en="Equip slots used", card_types=["item"]),
    AttributeSpec(name="exclusive", type="str", label_ja="専用(装備先のカード名)", label_en="Exclusive to (name)",
                  card_types=["item"]),
    AttributeSpec(name="main", type="bool", label_ja="【Main】", label_en="[Main] (not a quick ability)",
                  card_types=["active"]),
    AttributeSpec(name="grant", type="list[enum]", label_ja="付与(付与先のカードタイプ)",
                  label_en="Grant (card types it attaches to)", choices=["character", "player"],
                  card_types=["active"]),
    AttributeSpec(name="evolution", type="int", label_ja="マグ進化 Lv", label_en="Mag evolution level",
                  card_types=["mag"]),
    AttributeSpec(name="species", type="list[str]", label_ja="種別", label_en="Species / kind"),
    AttributeSpec(name="title", type="str", label_ja="称号", label_en="Title"),
    AttributeSpec(name="keywords", type="list[enum]", label_ja="キーワード", label_en="Keywords",
                  choices=list(KEYWORDS), card_types=["character", "player"]),
    AttributeSpec(name="pierce", type="int", label_ja="貫通X", label_en="Pierce X", card_types=["character"]),
]

CARD_STATE = {
    "equipped_to": "str: card id of the character or player card a weapon or armour is equipped to (205.4)",
    "attached_to": "str: card id of the card a granted (付与) active is attached to (204.2.2)",
    "damage_front": "int: damage received in the front row this turn (213.3.1)",
    "damage_back": "int: damage received in the back row this turn (213.3.2)",
    "frozen": "bool: cannot declare an attack (301.3)",
    "frozen_until": "int: the turn whose refresh step ends the freeze (505.2); absent: until it leaves the field",
    "combo_used": "bool: 連撃 has turned it ON this turn (302.5)",
    "evolved": "bool: a マグ進化 card already on top of the Mag (203.4.3)",
    "attacking": "bool: 攻撃中, when a scenario starts inside a battle (506.4.1)",
}
PLAYER_STATE = {"colour": "str: the player's colour for face-down PP (404.5.2), when no player card is given"}

SETTINGS = [
    SettingSpec(
        name="partial_illegal_targets", choices=["unaffected", "affected"], default="unaffected",
        rules=["406.4.1", "406.4.1.1"],
        summary_ja="複数の対象の一部だけが不適正な時、不適正な対象はどうなるか(3.0 406.4.1.1 は書いていない)。",
        summary_en="Several targets, only some illegal: what happens to the illegal ones (3.0 406.4.1.1 is silent)."),
    SettingSpec(
        name="partial_illegal_18", choices=["all_removed", "partial"], default="all_removed",
        rules=["406.4.1", "406.4.1#2"],
        summary_ja="1.8: 対象の一部が不適正な時、全体が処理されないか(406.4.1)、適正な対象には処理するか。",
        summary_en="1.8: with some targets illegal, nothing resolves (406.4.1) or the legal ones are affected."),
    SettingSpec(
        name="granted_target_gone", choices=["excluded", "discard"], default="excluded",
        rules=["204.2.2.2.2", "406.4.1.2", "400.2.4"],
        summary_ja="付与先が処理前に場を離れた付与アクティブのカードの行き先: 除外(204.2.2.2.2)か捨札(406.4.1.2)か。",
        summary_en="Where the card of a grant active goes when its carrier left first: excluded or the discard."),
    SettingSpec(
        name="armour_nature_18", choices=["replacement", "rule_processing"], default="replacement",
        rules=["506.6.1.2", "205.5.2.1"],
        summary_ja="1.8: 防具の軽減は置換効果(506.6.1.2)かルール処理(205.5.2.1)か。文書内で矛盾する。",
        summary_en="1.8: armour reduction is a replacement effect (506.6.1.2) or rule processing (205.5.2.1)."),
    SettingSpec(
        name="armour_optional_18", choices=["must", "may"], default="must",
        rules=["205.5.2", "506.6.1.1"],
        summary_ja="1.8: 防具はダメージを「減少させます」(205.5.2)か、「軽減することができます」(506.6.1.1)か。"
                   "文書内で矛盾する。",
        summary_en="1.8: armour reduces the damage (205.5.2) or may reduce it (506.6.1.1)? The document says both."),
    SettingSpec(
        name="armour_effect_damage", choices=["battle_only", "any_damage"], default="battle_only",
        rules=["205.5.2", "506.6.1.2"],
        summary_ja="防具が効果によるダメージも軽減するか(205.5.2 は「ダメージを受けるとき」)。",
        summary_en="Does armour also reduce damage from effects (205.5.2 says 'when it takes damage')?"),
    SettingSpec(
        name="armour_per_damage", choices=["one", "each"], default="one",
        rules=["205.5.2", "205.4.4"],
        summary_ja="防具を複数装備したキャラが1回のダメージに何枚の防具を使えるか(205.5.2 は1枚の防具について書く)。",
        summary_en="How many armour pieces a card wearing several may use against one damage (205.5.2 speaks of "
                   "one)."),
    SettingSpec(
        name="cancelled_attack_off", choices=["stays_on", "off"], default="stays_on",
        rules=["506.3.2", "506.4.1", "215.1.3"],
        summary_ja="戦闘開始ステップで終わった攻撃の攻撃側はOFFになるか(OFFは506.4.1、215.1.3は攻撃したカード)。",
        summary_en="Does an attack ended in the battle start step turn the attacker OFF (506.4.1 vs 215.1.3)?"),
    SettingSpec(
        name="attacking_ends", choices=["after_damage", "battle_phase_end"], default="after_damage",
        rules=["506.6.3", "506.4.1.1"],
        summary_ja="3.0: 「攻撃中」が終わる時点: ダメージ後(506.6.3)か戦闘フェイズの終了時(506.4.1.1)か。",
        summary_en="3.0: when 'attacking' ends: after damage (506.6.3) or when the battle phase ends (506.4.1.1)."),
    SettingSpec(
        name="deck_zero_refilled", choices=["no_loss", "loss"], default="no_loss",
        rules=["101.3"],
        summary_ja="効果の解決中にデッキが0枚になり、解決の終わりまでに戻った場合に敗北するか。",
        summary_en="A deck that reaches 0 during a resolution and is refilled before it ends: a loss or not?"),
    SettingSpec(
        name="drop_turn", choices=["opponent_turn", "any_turn"], default="opponent_turn",
        rules=["302.4", "用語集:ドロップ"],
        summary_ja="ドロップ: 相手ターン中のみ(302.4)か、用語集どおりいつでもか。",
        summary_en="Drop: only during the opponent's turn (302.4), or any turn as the glossary reads."),
    SettingSpec(
        name="row_targets", choices=["any_row", "front_first"], default="any_row",
        rules=["506.3.1"],
        summary_ja="後列のキャラを攻撃対象にできるか(規定なし)。front_first は前列がいる間は後列を選べない。",
        summary_en="May a back-row character be attacked (no rule says)? front_first: not while the front row is "
                   "occupied."),
    SettingSpec(
        name="back_row_attacks", choices=["allowed", "forbidden"], default="allowed",
        rules=["504.1.5", "215.2"],
        summary_ja="後列のキャラが攻撃宣言できるか(規定なし)。",
        summary_en="May a back-row character declare an attack (no rule says)?"),
    SettingSpec(
        name="ar_after_rule_processing", choices=["turn_player", "holder"], default="turn_player",
        rules=["103.6.1.3"],
        summary_ja="ルール処理の後に行動権を得るのは誰か(103.6.1.3 に主語がない)。",
        summary_en="Who gets the action right after rule processing (103.6.1.3 has no subject)?"),
    SettingSpec(
        name="front_damage", choices=["this_turn", "each_event"], default="this_turn",
        rules=["213.3.1", "213.3.2"],
        summary_ja="前列・後列で受けたダメージをターン中合計するか、1回ごとに見るか。",
        summary_en="Row damage counts everything received in that row this turn, or each damage event alone."),
    SettingSpec(
        name="pierce_player", choices=["destroyed_controller", "attacker_controller"],
        default="destroyed_controller", rules=["用語集:貫通X"],
        summary_ja="貫通X(用語集)の「コントローラーのHP」は破壊されたキャラのコントローラーか。",
        summary_en="Pierce X (glossary): whose 'controller's HP' — the destroyed character's controller?"),
    SettingSpec(
        name="facedown_pp_colour_18", choices=["none", "player_colour"], default="none",
        rules=["404.5", "209.1.2"],
        summary_ja="1.8: 裏向きのPPの色(規定なし)。3.0 は 404.5.2 でプレイヤーと同じ色。",
        summary_en="1.8: the colour of a face-down PP (unstated); 3.0 gives it the player's colour (404.5.2)."),
    SettingSpec(
        name="war_cry_gone_18", choices=["no_target", "target_unchanged"], default="no_target",
        rules=["302.1"],
        summary_ja="1.8: ウォークライのカードが対応で破壊された時の攻撃対象(3.0 は 302.1.1 で対象なし)。",
        summary_en="1.8: the attack target when the war-cry card is destroyed in response (3.0 302.1.1: none)."),
    SettingSpec(
        name="heal_mode_chosen", choices=["resolution", "declaration"], default="resolution",
        rules=["302.9"],
        summary_ja="回復X: デッキに戻すか、キャラのダメージを取り除くかを選ぶ時点(規定なし)。",
        summary_en="Heal X: when the mode (discard to deck, or clear a character) is chosen (unstated)."),
    SettingSpec(
        name="weapon_bonus_18", choices=["battle_phase", "damage_step"], default="battle_phase",
        rules=["205.5.1", "506.5.2"],
        summary_ja="1.8: 武器の攻撃力加算が続く期間(規定なし)。3.0 は交戦状態の間(506.6.1.1)。",
        summary_en="1.8: how long the weapon bonus lasts (unstated); 3.0: while engaged (506.6.1.1)."),
    SettingSpec(
        name="new_card_18", choices=["new_card", "keeps"], default="new_card",
        rules=["300.2.2", "103.4.2.2"],
        summary_ja="1.8: 場を離れて戻ったカードに以前の継続効果が及ぶか(規定なし。3.0 は 400.6 で新たなカード)。",
        summary_en="1.8: does a continuous effect follow a card that left the field and came back (unstated; 3.0 "
                   "400.6 makes it a new card)?"),
]

#: What an effect stated as already in force cannot be here, sentence by sentence (the kernel's in-force reading
#: fills in the names): a continuous effect stays with the cards it was made for while they stay on the field
#: (400.6) and keeps the number it got when processed (103.5.1.1).
IN_FORCE_REFUSALS: dict[str, str] = {
    "one_shot": "{op!r} is a one-time effect (単発効果, 103.4.2.2) and over once processed; put its result in the "
                "position; continuous effect words in pso2: {words}",
    "no_cards": "name the cards the effect was made for",
    "unreachable": "{card} is in the {zone}, not on the field; an effect made earlier does not follow a card that "
                   "has changed zones since (400.6)",
    "variable_amount": "give the number the effect got when it was processed (103.5.1.1)",
    "bad_duration": "{until!r} is not a duration pso2 ends; one of {durations} (end_of_turn and end_of_next_turn end "
                    "in the refresh step, 505.2; permanent lasts while the card stays on the field)",
}
