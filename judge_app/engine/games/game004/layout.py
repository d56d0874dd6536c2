"""game004 zones, phases, card attributes and the settings for points its rules leave open.

The area zone is three areas (503.2), kept as three zones so a board shows each
one: ``side1`` (the owner's left), ``center`` and ``side2``, in the middle
columns. The top seat is the table turned half a circle, so each area faces the
opponent's mirror area (my left side faces your right side); under the default
reading of the undefined lanes, facing areas share a lane (``FACING``).
"""

from __future__ import annotations

from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.layout import AttributeSpec, SettingSpec, ZoneSpec, phase_names

AREAS = ("side1", "center", "side2")
AREA_JA = {"side1": "サイド(左)", "center": "センター", "side2": "サイド(右)"}
FACING = {"side1": "side2", "center": "center", "side2": "side1"}
AREA_EN = {"side1": "left side", "center": "centre", "side2": "right side"}
CARD_TYPES = ("account", "mission", "character", "event", "engage")
TYPE_JA = {"account": "アカウント", "mission": "ミッション", "character": "キャラ", "event": "イベント",
           "engage": "エンゲージ"}
# Actions a mission's check or clear requirement can count (1005.1); the engine records each one it performs.
MISSION_ACTIONS = ("play_character", "play_event", "play_engage", "attack", "attack_success", "ko_opponent",
                   "level_up", "scout_play")
MISSION_ACTION_JA = {"play_character": "キャラをプレイする", "play_event": "イベントをプレイする",
                     "play_engage": "エンゲージをプレイする", "attack": "アタックする",
                     "attack_success": "アタック成功する", "ko_opponent": "相手のキャラを退場させる",
                     "level_up": "LvUPする", "scout_play": "スカウトしたカードをプレイする"}

ZONES = [
    ZoneSpec(id="temporary", name_ja="テンポラリー", name_en="Temporary zone", per_player=False, grid=(0, 5, 1, 1),
             rules=list(rule("510.1", "510.2", "510.3"))),
    ZoneSpec(id="scout", name_ja="スカウトゾーン", name_en="Scout zone", per_player=False, grid=(0, 6, 1, 1),
             rules=list(rule("511.1", "511.2", "511.3"))),
    ZoneSpec(id="mission", name_ja="ミッション(3枠)", name_en="Missions (3 slots)", ordered=True, grid=(1, 0, 1, 1),
             rules=list(rule("507.1", "507.2", "507.3"))),
    ZoneSpec(id="exp", name_ja="EXP", name_en="EXP zone", grid=(1, 1, 1, 1),
             rules=list(rule("513.1", "513.2", "513.3"))),
    ZoneSpec(id="side1", name_ja="サイド(左)", name_en="Left side area", field=True, grid=(1, 2, 1, 1),
             rules=list(rule("503.1", "503.2", "503.3"))),
    ZoneSpec(id="center", name_ja="センター", name_en="Centre area", field=True, grid=(1, 3, 1, 1),
             rules=list(rule("503.1", "503.2", "503.3"))),
    ZoneSpec(id="side2", name_ja="サイド(右)", name_en="Right side area", field=True, grid=(1, 4, 1, 1),
             rules=list(rule("503.1", "503.2", "503.3"))),
    ZoneSpec(id="connect", name_ja="コネクト", name_en="Connect zone", grid=(1, 5, 1, 1),
             rules=list(rule("514.1", "514.2", "514.3"))),
    ZoneSpec(id="deck", name_ja="デッキ", name_en="Deck", ordered=True, hidden=True, grid=(1, 6, 1, 1),
             rules=list(rule("504.1", "504.2"))),
    ZoneSpec(id="account", name_ja="アカウント", name_en="Account", grid=(2, 0, 1, 1),
             rules=list(rule("501.2", "601.1a"))),
    ZoneSpec(id="energy", name_ja="エネルギー", name_en="Energy", grid=(2, 1, 1, 3),
             rules=list(rule("506.1", "506.2", "506.4"))),
    ZoneSpec(id="keep", name_ja="キープ", name_en="Keep", grid=(2, 4, 1, 1),
             rules=list(rule("508.1", "508.2", "508.3"))),
    ZoneSpec(id="remove", name_ja="リムーブ", name_en="Remove zone", grid=(2, 5, 1, 1),
             rules=list(rule("512.1", "512.2"))),
    ZoneSpec(id="trash", name_ja="トラッシュ", name_en="Trash", ordered=True, grid=(2, 6, 1, 1),
             rules=list(rule("505.1", "505.2"))),
    ZoneSpec(id="hand", name_ja="手札", name_en="Hand", hidden=True, grid=(3, 1, 1, 5),
             rules=list(rule("509.1", "509.2", "509.3"))),
]
ZONE_IDS = tuple(z.id for z in ZONES)
ZONE_JA = {z.id: z.name_ja for z in ZONES}
ZONE_EN = {z.id: z.name_en for z in ZONES}

PHASES = [
    ("setup", "ゲーム前の手順", "Before the game"),
    ("start_draw", "スタートドローフェイズ", "Start draw phase"),
    ("main", "メインフェイズ", "Main phase"),
    ("mission", "ミッションフェイズ", "Mission phase"),
    ("charge", "チャージフェイズ", "Charge phase"),
    ("end_draw", "エンドドローフェイズ", "End draw phase"),
]
PHASE_JA, PHASE_EN = phase_names(PHASES)
ATTACK_STEPS = ("attack", "block", "scout", "battle", "attack_end")
STEP_JA = {"attack": "アタックステップ", "block": "ブロックステップ", "scout": "スカウトステップ",
           "battle": "バトルステップ", "attack_end": "アタック終了ステップ"}

ATTRIBUTES = [
    AttributeSpec(name="type", type="enum", label_ja="カードの種類", label_en="Card type", choices=list(CARD_TYPES),
                  required=True),
    AttributeSpec(name="cost", type="int", label_ja="コスト", label_en="Cost",
                  card_types=["character", "event", "engage"]),
    AttributeSpec(name="power", type="int", label_ja="パワー", label_en="Power", card_types=["character"]),
    AttributeSpec(name="scout_icon", type="bool", label_ja="スカウトアイコン", label_en="Scout icon",
                  card_types=["character", "event", "engage"]),
    AttributeSpec(name="no_attack_icon", type="bool", label_ja="アタック不可アイコン", label_en="Cannot-attack icon",
                  card_types=["character"]),
    AttributeSpec(name="mission_info", type="list[str]", label_ja="ミッション情報", label_en="Mission info"),
    AttributeSpec(name="traits", type="list[str]", label_ja="特徴", label_en="Traits"),
    AttributeSpec(name="account_info", type="list[str]", label_ja="アカウント情報", label_en="Account info"),
    AttributeSpec(name="check_action", type="enum", label_ja="チェックに必要な行為", label_en="Check: action",
                  choices=list(MISSION_ACTIONS), card_types=["mission"]),
    AttributeSpec(name="check_count", type="int", label_ja="チェックに必要な回数", label_en="Check: count",
                  card_types=["mission"]),
    AttributeSpec(name="clear_action", type="enum", label_ja="クリアに必要な行為", label_en="Clear: action",
                  choices=list(MISSION_ACTIONS), card_types=["mission"]),
    AttributeSpec(name="clear_count", type="int", label_ja="クリアに必要な回数", label_en="Clear: count",
                  card_types=["mission"]),
    AttributeSpec(name="rarity", type="enum", label_ja="レアリティ", label_en="Rarity",
                  choices=["β", "C", "UC", "R", "SR", "SEC"]),
]

# Runtime flags a scenario may set on a card (CardSpec.state).
CARD_STATE = {
    "exp_of": "str: card id of the area character this EXP card belongs to (513.3)",
    "connected_to": "str: card id of the area character this engage card is connected to (514.3, 1121)",
    "check_count": "int: times this turn the mission's check action was recorded (1005.1)",
    "clear_count": "int: times this turn the mission's clear action was recorded (1005.1)",
    "attack_success": "bool: this character's attack became a success this turn (1118.1)",
}
PLAYER_STATE = {
    "counters": "object: counter name -> number held (1301.2)",
    "loses": "bool: a card effect has made this player lose; applied by the next loss rule effect",
}

SETTINGS = [
    SettingSpec(
        name="mission_loss_reading", choices=["own_missions", "opponent_missions"], default="own_missions",
        rules=list(rule("1007.1", "704.3a", "1114.1")),
        summary_ja="1007.1「相手のミッションがすべて裏向き」: "
                   "ターンプレイヤー自身のミッションをすべてクリアすると非ターンプレイヤーが負ける(推奨)か、非ターンプレイヤー自身のミッションか。",
        summary_en="1007.1: the non-turn player loses when the turn player's own missions are all face down "
                   "(recommended), or when the non-turn player's own missions are."),
    SettingSpec(
        name="effect_sleep_missions", choices=["ignored", "applies"], default="ignored",
        rules=list(rule("1104.3", "502.3", "1113.2")),
        summary_ja="カードの効果でミッションをリブート/スリープする指示: 1104.3 どおり無視するか。"
                   "ルールによるチェック(スリープ)とその解除は常に行う。",
        summary_en="A card instruction to reboot or sleep a mission: ignored as 1104.3 says, or applied. "
                   "Checking (sleeping) by the rules always happens."),
    SettingSpec(
        name="lanes", choices=["facing", "single_lane"], default="facing", rules=list(rule("501.2a", "804.2", "805.3")),
        summary_ja="レーンの定義がない: 向かい合うエリア同士(センターとセンター、自分の左サイドと相手の右サイド)"
                   "が同じレーン(推奨)か、盤面全体が1つのレーンか。",
        summary_en="Lanes are not defined: facing areas share a lane (centre with centre, my left side with your "
                   "right side; recommended), or the whole board is one lane."),
    SettingSpec(
        name="slide_adjacency", choices=["center_hub", "any_area"], default="center_hub",
        rules=list(rule("1116.1", "503.2")),
        summary_ja="スライドの「隣接」: センターが両サイドに隣接(推奨)か、どのエリアも隣接か。",
        summary_en="Adjacency for slide: the centre touches both sides (recommended), or every area touches every "
                   "other."),
    SettingSpec(
        name="block_slide_owner", choices=["own", "any"], default="own", rules=list(rule("803.1", "1116.1")),
        summary_ja="ブロックステップでスライドさせるキャラ: 自分のキャラのみ(推奨)か、どちらのキャラでもよいか。",
        summary_en="The character slid in the block step: only the non-turn player's own (recommended), or either "
                   "player's."),
    SettingSpec(
        name="keep_counts_as_hand", choices=["no", "yes"], default="no", rules=list(rule("508.1", "702.4", "706.4")),
        summary_ja="ドローの枚数を決める手札の枚数にキープゾーンのカードを含めるか(別のゾーンなので含めない)。",
        summary_en="Does the keep-zone card count toward the hand size for 702.4/706.4 (a different zone: no)?"),
    SettingSpec(
        name="engage_placement", choices=["connect", "area"], default="connect",
        rules=list(rule("906.2c", "514.1", "1121.1")),
        summary_ja="プレイしたエンゲージ: 選んだエリアのキャラにコネクトする(キャラのいないエリアは選べない)か、"
                   "906.2c の文言どおりエリアに置くか。",
        summary_en="A played engage connects to the character in the chosen area (an empty area cannot be chosen), "
                   "or is placed in the area as 906.2c literally says."),
    SettingSpec(
        name="turn_end_triggers", choices=["mission_phase", "never"], default="mission_phase",
        rules=list(rule("704.7", "704.5")),
        summary_ja="「ターン終了時」の自動能力: ミッションフェイズのループ(704.5)で誘発する(推奨)か、"
                   "誘発する時点がないか。",
        summary_en="'At end of turn' abilities trigger in the mission-phase loop (704.5; recommended), or never."),
    SettingSpec(
        name="attack_end_event", choices=["one_event", "battle_end_only"], default="one_event",
        rules=list(rule("806.3", "806.5", "806.6")),
        summary_ja="806.3 のアイコン欠落: 「アタック終了時」と「バトル終了時」を1つの事象とする(推奨)か、"
                   "「バトル終了時」だけが誘発するか。",
        summary_en="806.3's lost icon: 'end of attack' and 'end of battle' are one event (recommended), or only "
                   "'end of battle' abilities trigger."),
    SettingSpec(
        name="attack_end_loop", choices=["806.2", "806.3"], default="806.2", rules=list(rule("806.7", "806.5")),
        summary_ja="806.7 で戻る先: 文言どおり 806.2(アタック成功の判定をやり直す)か、806.3 か。",
        summary_en="Where 806.7 returns: 806.2 as written (attack success decided again), or 806.3."),
    SettingSpec(
        name="attack_success_timing", choices=["after_806_1", "step_start"], default="after_806_1",
        rules=list(rule("806.2", "1118.1", "806.1")),
        summary_ja="アタック成功の判定: 806.1 の優先権前処理の後(806.2、推奨)か、"
                   "アタック終了ステップ開始時(1118.1)か。",
        summary_en="Attack success is decided after the 806.1 pre-processing (806.2; recommended), or at the start "
                   "of the attack end step (1118.1)."),
    SettingSpec(
        name="mission_check", choices=["automatic", "player_action"], default="automatic",
        rules=list(rule("1006.1", "703.2")),
        summary_ja="ミッションのチェック: ルールエフェクトとして自動(1006.1、推奨。703.2 の選択肢は確認のみ)か、"
                   "ターンプレイヤーが 703.2 の行動として行う時だけか。",
        summary_en="Missions are checked automatically as a rule effect (1006.1; recommended; the 703.2 option only "
                   "confirms), or only when the turn player takes the 703.2 action."),
    SettingSpec(
        name="mission_counting", choices=["every_face_up_mission", "clear_after_check"],
        default="every_face_up_mission", rules=list(rule("1005.1", "704.3")),
        summary_ja="1005.1 の記録: 行為のたびに、それを記す表向きのミッションすべてに数える(文言どおり)か、"
                   "クリアの回数はチェックされた後の行為だけを数えるか。",
        summary_en="1005.1 counting: each action counts for every face-up mission listing it (literal), or clear "
                   "counts only start once the mission is checked."),
    SettingSpec(
        name="unmet_checked_missions", choices=["reboot", "stay_checked"], default="reboot",
        rules=list(rule("704.3b", "1113.2")),
        summary_ja="704.3b の欠落した動詞: クリアできなかったチェック済みミッションをリブートする(推奨)か、"
                   "チェックされたままか。",
        summary_en="704.3b's lost verb: a checked mission that cannot be cleared is rebooted (recommended), or "
                   "stays checked."),
    SettingSpec(
        name="chant_trigger", choices=["attack_success", "attack"], default="attack_success",
        rules=list(rule("1203.1", "1203.2", "1204.1")),
        summary_ja="詠唱の誘発事象(アイコン欠落): 指定キャラのアタック成功(討伐からの類推)か、アタックか。",
        summary_en="Chant's trigger (icon lost): the named character's attack success (by analogy with 1204), or its "
                   "attack."),
    SettingSpec(
        name="setup_abilities", choices=["inactive", "active"], default="inactive",
        rules=list(rule("601.1", "601.1d", "1202.2")),
        summary_ja="ゲーム開始前の手順でエネルギーに置かれたカードの能力(エンカウント等)が働くか"
                   "(ゲーム開始前なので働かない)。",
        summary_en="Do abilities (e.g. Encounter) of cards put into energy before the game work? (The game has not "
                   "started: no.)"),
    SettingSpec(
        name="illegal_character_keeps", choices=["newest", "oldest"], default="newest",
        rules=list(rule("1003.1", "1002.1")),
        summary_ja="不正キャラエフェクトで残るキャラ: 文言どおり最も新しいキャラ(古いキャラがトラッシュ)か、"
                   "古いキャラが残るか。",
        summary_en="Which character the illegal-character effect keeps: the newest as written (the older ones go "
                   "to the trash), or the oldest."),
    SettingSpec(
        name="several_in_lane", choices=["turn_player_chooses", "all"], default="turn_player_chooses",
        rules=list(rule("805.3", "804.2b")),
        summary_ja="同じレーンに相手キャラが複数いる場合のバトルダメージ: ターンプレイヤーが1枚選ぶか、全員に与えるか"
                   "。",
        summary_en="Several opposing characters in the lane: the turn player picks one to damage, or all are "
                   "damaged."),
    SettingSpec(
        name="ko_replacements", choices=["together", "not_from_leaving_cards"], default="together",
        rules=list(rule("1004.1", "912.1", "903.1")),
        summary_ja="退場ダメージエフェクトで複数のキャラが同時に退場する場合、"
                   "そのうち1枚の常在能力の置換効果(「自分の他のキャラが退場する場合、かわりに…」)"
                   "は一緒に退場する他のキャラに適用されるか: "
                   "退場の時点ではまだエリアにあるので適用される(推奨)か、一緒に退場するカードの能力は適用されないか。",
        summary_en="When the lethal-damage effect KOs several characters at once, does the static replacement of one "
                   "of them ('if another character of yours would be KO'd, ... instead') apply to the others leaving "
                   "with it: yes, it is still in its area when they would leave (recommended), or no, a card "
                   "leaving in the same effect replaces nothing for the others."),
]
