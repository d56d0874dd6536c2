"""aquarian zones, phases, card attributes and the settings for points the rulebook leaves open.

Citations are rulebook ids (``c05:…`` body sections, ``rs:…`` summary items,
``qa:NN``, ``gl:…``), never numbers: the book numbers only its summary.
"""

from __future__ import annotations

from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.layout import AttributeSpec, SettingSpec, ZoneSpec, phase_names

FACTIONS = ("ego", "arayashiki", "wizdom", "darklore", "kyokusei", "eraser")
FACTION_JA = {"ego": "E.G.O.", "arayashiki": "阿羅耶識", "wizdom": "WIZ-DOM", "darklore": "ダークロア",
              "kyokusei": "極星帝国", "eraser": "イレイザー", "none": "勢力・なし"}
FACTION_EN = {"ego": "E.G.O.", "arayashiki": "Arayashiki", "wizdom": "WIZ-DOM", "darklore": "Darklore",
              "kyokusei": "Kyokusei Empire", "eraser": "Eraser", "none": "no faction"}
# One faction-area zone per party; the no-faction party sits right of イレイザー (rs:18-2, qa:17).
PARTIES = (*FACTIONS, "none")
PARTY_ZONES = tuple(f"party_{f}" for f in PARTIES)
# The two readings of the lost p.8 figure (c.16): the summary's tie-break order, or the order the book lists them.
PARTY_ORDERS = {
    "rs_22_4": ("ego", "arayashiki", "wizdom", "darklore", "kyokusei", "eraser", "none"),
    "c04_listing": ("ego", "darklore", "arayashiki", "kyokusei", "wizdom", "eraser", "none"),
}
CARD_TYPES = ("character", "break", "permanent", "project", "fast")
TYPE_JA = {"character": "キャラクターカード", "break": "ブレイクカード", "permanent": "パーマネントカード",
           "project": "プロジェクトカード", "fast": "ファストカード"}
# Cards set on a character live in these zones with a flag ``on`` naming the character's base card.
SET_ZONES = ("breaks", "permanents", "power")
CHARACTER_ZONES = (*PARTY_ZONES, "dominion")
FIELD_ZONES = (*CHARACTER_ZONES, *SET_ZONES)

_PARTY_GRID = {f: (1, i, 1, 1) for i, f in enumerate(PARTIES)}
_PARTY_RULES = {
    "none": rule("c05:勢力フェイズ>勢力パーティとアクティブキャラクター", "rs:18-2", "qa:17"),
}
ZONES = [
    *[ZoneSpec(id=f"party_{f}", name_ja=f"{FACTION_JA[f]}パーティ", name_en=f"{FACTION_EN[f]} party",
               ordered=True, field=True, grid=_PARTY_GRID[f],
               rules=list(_PARTY_RULES.get(f, rule("c03:ゲームスペース>勢力エリア",
                                                   "c05:勢力フェイズ>勢力パーティとアクティブキャラクター"))))
      for f in PARTIES],
    ZoneSpec(id="deck", name_ja="デッキ置き場", name_en="Deck", ordered=True, hidden=True, grid=(1, 7, 1, 1),
             rules=list(rule("c03:ゲームスペース>デッキ置き場"))),
    ZoneSpec(id="dominion", name_ja="支配エリア", name_en="Dominion area", field=True, grid=(2, 0, 1, 5),
             rules=list(rule("c03:ゲームスペース>支配エリア", "qa:12"))),
    ZoneSpec(id="project", name_ja="プロジェクトカード・ファストカード置き場", name_en="Project and fast cards",
             ordered=True, grid=(2, 5, 1, 2),
             rules=list(rule("c03:ゲームスペース>プロジェクトカード・ファストカード置き場"))),
    ZoneSpec(id="discard", name_ja="捨て札置き場", name_en="Discard pile", ordered=True, grid=(2, 7, 1, 1),
             rules=list(rule("c03:ゲームスペース>捨て札置き場", "c03:ゲームスペース>カードの捨て方", "rs:2-1"))),
    ZoneSpec(id="power", name_ja="パワーカード(セット中)", name_en="Power cards (set)", hidden=True, field=True,
             grid=(3, 0, 1, 3), rules=list(rule("c04:パワーカード", "c04:パワーカード>パワーカードの重ね方"))),
    ZoneSpec(id="breaks", name_ja="ブレイクカード(セット中)", name_en="Break cards (set)", ordered=True, field=True,
             grid=(3, 3, 1, 2), rules=list(rule("c04:ブレイクカード>カードの使い方", "c05:ブレイクカードのセット"))),
    ZoneSpec(id="permanents", name_ja="パーマネントカード(セット中)", name_en="Permanent cards (set)", field=True,
             grid=(3, 5, 1, 2),
             rules=list(rule("c04:パーマネントカード>カードの使い方", "c05:パーマネントカードのセット"))),
    ZoneSpec(id="damage", name_ja="ダメージ置き場", name_en="Damage zone", ordered=True, grid=(3, 7, 2, 1),
             rules=list(rule("c03:ゲームスペース>ダメージ置き場", "gl:ダメージ置き場"))),
    ZoneSpec(id="hand", name_ja="手札", name_en="Hand", hidden=True, grid=(4, 0, 1, 7),
             rules=list(rule("c03:ゲームスペース>手札"))),
    ZoneSpec(id="chain", name_ja="宣言中(レスポンス)", name_en="Declared (response chain)", per_player=False,
             ordered=True, grid=(0, 0, 1, 8), rules=list(rule("rs:1-3", "c08:レスポンスの解決>解決の順番"))),
]

PHASES = [
    ("draw", "ドローフェイズ", "Draw phase"),
    ("faction", "勢力フェイズ", "Faction phase"),
    ("main", "メインフェイズ", "Main phase"),
    ("power", "パワーカードフェイズ", "Power card phase"),
    ("discard", "ディスカードフェイズ", "Discard phase"),
    ("end", "ターン終了", "Turn end"),
]
PHASE_JA, PHASE_EN = phase_names(PHASES)

# The 20 skills (c09:スキル), as written in a card's ``skills`` list: ``name`` or ``name:parameter``.
SKILLS = {
    "draw": ("ドロー±X", "int"), "charge": ("チャージX", "int"), "stealth": ("ステルス", None),
    "protect": ("プロテクト?", "faction"), "aggressive": ("▼(アグレッシブ)", None), "boost": ("ブーストX", "int"),
    "permanent": ("パーマネント±X", "int"), "penetrate": ("ペネトレイト", None), "initiative": ("イニシアチブ", None),
    "infinity": ("インフィニティ", None), "breakthrough": ("ブレイクスルー", None),
    "capacity": ("キャパシティ±X", "int"), "synchro": ("シンクロ", None), "resist": ("レジスト?", "str"),
    "intercept": ("インターセプト", None), "remove": ("リムーブX", "int"), "offensive": ("オフェンシブ", None),
    "defensive": ("ディフェンシブ", None), "shield": ("シールド", None), "bind": ("バインドX", "int"),
}
SKILL_RULES = {
    "draw": "c09:スキル>ドロー+X/ドロー-X", "charge": "c09:スキル>チャージX", "stealth": "c09:スキル>ステルス",
    "protect": "c09:スキル>プロテクト?", "aggressive": "c09:スキル>▼(アグレッシブ)", "boost": "c09:スキル>ブーストX",
    "permanent": "c09:スキル>パーマナent+X/パーマナent-X", "penetrate": "c09:スキル>ベネトレイト",
    "initiative": "c09:スキル>イニシアチブ", "infinity": "c09:スキル>インフィニティ",
    "breakthrough": "c09:スキル>ブレイクスルー", "capacity": "c09:スキル>キャパシティ+X/キャパシティ-X",
    "synchro": "c09:スキル>シンクロ", "resist": "c09:スキル>レジスト?", "intercept": "c09:スキル>インターセプト",
    "remove": "c09:スキル>リムーブX", "offensive": "c09:スキル>オフENSIB", "defensive": "c09:スキル>ディフェンシブ",
    "shield": "c09:スキル>シールド", "bind": "c09:スキル>バインドX",
}
# Skills that work only while their character is in the dominion area (c09:スキル).
DOMINION_ONLY = ("draw", "charge", "capacity", "synchro", "remove", "offensive", "defensive")

_CHAR = ["character", "break"]
ATTRIBUTES = [
    AttributeSpec(name="type", type="enum", label_ja="カードの種類", label_en="Card type", choices=list(CARD_TYPES),
                  required=True),
    AttributeSpec(name="factions", type="list[enum]", label_ja="勢力", label_en="Factions", choices=list(FACTIONS)),
    AttributeSpec(name="cost", type="int", label_ja="コスト", label_en="Cost",
                  card_types=["break", "permanent", "project", "fast"]),
    AttributeSpec(name="factor", type="list[enum]", label_ja="必要ファクター(マークごとに1つ)",
                  label_en="Necessary factor (one entry per mark)", choices=list(FACTIONS),
                  card_types=["break", "permanent", "project", "fast"]),
    AttributeSpec(name="mental", type="int", label_ja="精神力", label_en="Mental power", card_types=_CHAR),
    AttributeSpec(name="attack", type="int", label_ja="攻撃力(通常)", label_en="Attack (normal)", card_types=_CHAR),
    AttributeSpec(name="mental_attack", type="int", label_ja="精神攻撃力( )", label_en="Mental attack ( )",
                  card_types=_CHAR),
    AttributeSpec(name="endurance", type="int", label_ja="耐久力", label_en="Endurance", card_types=_CHAR),
    AttributeSpec(name="personal_name", type="str", label_ja="ネーム(“ ”の名前)", label_en="Name (in quotes)",
                  card_types=["character", "break", "permanent"]),
    AttributeSpec(name="classes", type="list[str]", label_ja="分類アイコン", label_en="Class icons",
                  card_types=_CHAR),
    AttributeSpec(name="skills", type="list[str]", label_ja="スキル(例 draw:+1, stealth, resist:ego)",
                  label_en="Skills (e.g. draw:+1, stealth, resist:ego)", card_types=[*_CHAR, "permanent"]),
    AttributeSpec(name="attack_cost", type="int", label_ja="アタックコスト", label_en="Attack cost", card_types=_CHAR),
    AttributeSpec(name="guard_cost", type="int", label_ja="ガードコスト", label_en="Guard cost", card_types=_CHAR),
    AttributeSpec(name="effect_range", type="enum", label_ja="効果範囲", label_en="Effect range",
                  choices=["target", "area"], card_types=["project", "fast"]),
    AttributeSpec(name="duration", type="enum", label_ja="持続時間", label_en="Duration",
                  choices=["instant", "lasting"], card_types=["project", "fast"]),
    AttributeSpec(name="break_condition", type="str", label_ja="ブレイク条件【 】", label_en="Break condition",
                  card_types=["break"]),
]

CARD_STATE = {
    "on": "str: the character (its base card id) a break, permanent or power card is set on",
}
PLAYER_STATE = {
    "party_order": "list: the order parties are checked, left to right (overrides the party_order setting)",
}

SETTINGS = [
    SettingSpec(
        name="party_order", choices=list(PARTY_ORDERS), default="rs_22_4",
        rules=list(rule("c07:勢力チェックをする順番", "rs:22-4", "qa:16", "c07:勢力フェイズの終了", "rs:18-2")),
        summary_ja="勢力パーティの並び(p.8の図が失われている): rs:22-4 の優先順か、第4章の勢力の紹介順か。"
                   "どちらもE.G.O.が阿羅耶識より先、イレイザーが最後、勢力なしはその右。",
        summary_en="Party order (the p.8 figure is lost): the rs:22-4 priority order, or the order chapter 4 lists "
                   "the factions. Both put E.G.O. before Arayashiki, Eraser last, no faction after it."),
    SettingSpec(
        name="territory_scope", choices=["areas_only", "with_project_zone"], default="areas_only",
        rules=list(rule("c03:ゲームスペース>テリトリー", "c03:ゲームスペース>場", "gl:テリトリー", "gl:場", "qa:13",
                        "rs:14-2")),
        summary_ja="テリトリー・場にプロジェクトカード・ファストカード置き場を含むか"
                   "(用語辞典・qa:13 は含めず、p.8 は含める)。",
        summary_en="Do territory and field include the project/fast card zone (the glossary and qa:13 do not; "
                   "p.8 does)?"),
    SettingSpec(
        name="loss_check", choices=["immediate", "after_declaration"], default="immediate",
        rules=list(rule("c03:ゲームの勝敗>敗北条件", "gl:ダメージ置き場")),
        summary_ja="敗北条件を確認する時点: 満たした瞬間か、処理中の宣言の解決が終わった時か(記載なし)。",
        summary_en="When loss conditions are checked: the moment one is met, or when the declaration being "
                   "resolved is done (the book does not say)."),
    SettingSpec(
        name="damage_check_loss", choices=["at_tenth_card", "after_all_checks"], default="at_tenth_card",
        rules=list(rule("c03:ゲームの勝敗>敗北条件", "gl:ダメージ置き場",
                        "c06:プレイヤーへのダメージ>ダメージ判定の手順", "rs:16-1")),
        summary_ja="ダメージ判定の途中でダメージ置き場が10枚になったとき: その瞬間に除外される"
                   "(敗北条件は「10枚以上になった」)か、"
                   "受けたダメージと同じ回数の判定を終えてから確認する(判定の手順、rs:16-1 の一連のダメージ判定)か。",
        summary_en="The damage zone reaches 10 in the middle of a damage check: the player is removed at that moment "
                   "(the loss condition is 'has become 10 or more'), or only once the checks for all the damage taken "
                   "are done (the damage check procedure; rs:16-1's one series of damage checks)?"),
    SettingSpec(
        name="reveal_empty_deck", choices=["loses", "no_loss"], default="loses",
        rules=list(rule("c03:ゲームの勝敗>敗北条件", "gl:引く", "c06:プレイヤーへのダメージ>ダメージ判定の手順")),
        summary_ja="空のデッキでダメージ判定のカードをめくることが「引かなければいけない」に当たるか。",
        summary_en="Is revealing a damage-check card from an empty deck 'having to draw' (a loss)?"),
    SettingSpec(
        name="no_attack_response", choices=["window", "none"], default="window",
        rules=list(rule("rs:17-8-a", "rs:21-3-b", "c08:いつレスポンスできる?>レスポンスの対象となる行動")),
        summary_ja="勢力チェック(アタックなし)にレスポンスできるか: できる(rs:17-8-a・第8章)か、宣言ではない"
                   "(rs:21-3-b)か。",
        summary_en="Can a faction check with no attack be responded to: yes (rs:17-8-a, chapter 8), or it is no "
                   "declaration (rs:21-3-b)?"),
    SettingSpec(
        name="class_gender", choices=["icon_with_gender", "class_only"], default="icon_with_gender",
        rules=list(rule("c05:ブレイクカードのセット>ブレイクカードをセットする条件", "c04:分類アイコン")),
        summary_ja="ブレイクの分類アイコン一致に性別(♀/♂)を含めるか。",
        summary_en="Does the gender (♀/♂) count when matching a break card's class icons?"),
    SettingSpec(
        name="penetrate_name_level", choices=["defeated_in_battle", "ordinary_discard"], default="ordinary_discard",
        rules=list(rule("c09:スキル>ベネトレイト", "rs:5-2", "c05:ネームレベルキャラクター>"
                                                    "バトルやブレイクで捨て札される時")),
        summary_ja="ペネトレイトの超過ダメージで倒れたネームレベルキャラクター: バトルで倒された扱い(ダメージ置き場"
                   ")か、通常の捨て札(rs:5-2 のバトルダメージではない)か。",
        summary_en="A name-level character killed by penetrate overflow: defeated in battle (damage zone), or an "
                   "ordinary discard (not battle damage under rs:5-2)?"),
    SettingSpec(
        name="remove_payment", choices=["must_pay_if_able", "may_decline"], default="must_pay_if_able",
        rules=list(rule("c09:スキル>リムーブX")),
        summary_ja="リムーブX: 払えるなら必ず払うか(「支払う必要があります」)、払わずに勢力エリアへ移すことも選べるか"
                   "。",
        summary_en="Remove X: pay whenever able ('must pay'), or may the player decline and move it to the faction "
                   "area?"),
    SettingSpec(
        name="intercept_scope", choices=["whole_guard_cost", "printed_cost_only"], default="whole_guard_cost",
        rules=list(rule("c09:スキル>インターセプト", "rs:6-5", "rs:4-3", "c09:スキル>ブーストX")),
        summary_ja="インターセプトの-1: ブーストの追加ガードコストも含めたガードコスト全体から引くか"
                   "(rs:4-3)、印刷されたガードコストだけか。0未満にはならない。",
        summary_en="Intercept's -1: off the whole guard cost including boost's extra (rs:4-3), or off the printed "
                   "guard cost only? Never below 0."),
    SettingSpec(
        name="turn_order", choices=["listed", "reverse"], default="listed",
        rules=list(rule("c08:レスポンスの優先権", "c03:ゲームの準備>対戦相手")),
        summary_ja="3人以上の手番順(記載なし): シナリオに並べた順か、その逆か。",
        summary_en="Turn order with 3 or more players (not stated): the order the scenario lists them, or reversed."),
    SettingSpec(
        name="unset_power_card", choices=["stays", "discarded"], default="stays",
        rules=list(rule("rs:12-2")),
        summary_ja="セットできなかったパワーカード(rs:12-2 は途中で切れている): 元の場所に残るか、捨て札か。",
        summary_en="A power card that could not be set (rs:12-2 is cut off): it stays where it was, or is "
                   "discarded."),
    SettingSpec(
        name="bind_mental", choices=["keep_other_power", "mental_still_discards"], default="keep_other_power",
        rules=list(rule("rs:6-4", "rs:6-4-a", "c09:スキル>バインドX")),
        summary_ja="致死の精神ダメージにバインドした時、残りのパワーカードはそのままか、精神ダメージ分をなお捨てるか。",
        summary_en="Binding against lethal mental damage: the other power cards stay, or the mental damage still "
                   "discards from them."),
    SettingSpec(
        name="covered_active_power", choices=["stays_with_card", "discarded"], default="stays_with_card",
        rules=list(rule("c05:勢力フェイズ>勢力パーティとアクティブキャラクター",
                        "c05:パワーカードフェイズ>アクティブキャラクターの支配")),
        summary_ja="新しいキャラクターに覆われたアクティブキャラクターのパワーカード: そのまま残るか、捨て札か。",
        summary_en="Power cards of an active character covered by a new one: they stay with it, or are discarded."),
]

#: What an effect stated as already in force cannot be here, sentence by sentence (the kernel's in-force reading
#: fills in the names): aquarian's effects change characters on the field only (rs:14-1) and last to the turn's end
#: (rs:17-6).
IN_FORCE_REFUSALS: dict[str, str] = {
    "one_shot": "{op!r} happens once and is over, so it is not in force; put its result in the position; continuous "
                "effect words in aquarian: {words}",
    "no_cards": "name the characters the effect applies to (rs:14-1)",
    "unreachable": "{card} is in the {zone}, not a character on the field; an effect applies to characters in a "
                   "party or the dominion area (rs:14-1)",
    "variable_amount": "give the number the effect had when it resolved",
    "bad_duration": "{until!r} is not a duration aquarian ends; lasting effects end at the end of the turn "
                    "(rs:17-6): {durations}",
}
