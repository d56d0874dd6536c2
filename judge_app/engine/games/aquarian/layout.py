"""aquarian zones, phases, card attributes and the settings for points the rulebook leaves open.

Citations are rulebook ids (``c05:…`` body sections, ``rs:…`` summary items,
``qa:NN``, ``gl:…``), never numbers: the book numbers only its summary. The declaration
itself (zones, phases, card form, settings) is ``layout.yaml``; this module reads it and keeps the
faction, party and skill tables the rules code needs.
"""

from __future__ import annotations

from judge_app.engine.kernel.layout import load_layout, phase_names

LAYOUT = load_layout(__package__)
ZONES, PHASES, ATTRIBUTES, SETTINGS = LAYOUT.zones, LAYOUT.phases, LAYOUT.attributes, LAYOUT.settings
CARD_STATE, PLAYER_STATE = LAYOUT.card_state, LAYOUT.player_state  # what a scenario may set on a card, a player
PHASE_JA, PHASE_EN = phase_names(PHASES)

FACTIONS = LAYOUT.choices("factions")
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
# Each scripted action word as the rulebook names it (c08's declarations and responses, rs:21-3, c05's phases): a
# heading naming an option says 「アタック宣言」, not the file's ``attack``. A pass is not a declaration: the player
# says they do not respond (rs:21-3-b); ``discard_own`` is discarding one's own card from the field (qa:14).
ACTION_WORDS = {"pass": ("レスポンスしない", "pass (no response)"), "attack": ("アタック宣言", "attack"),
                "guard": ("ガード宣言", "guard"), "synchro": ("シンクロの使用", "synchro"),
                "set_character": ("キャラクターカードのセット宣言", "set a character card"),
                "set_break": ("ブレイクカードのセット宣言", "set a break card"),
                "set_permanent": ("パーマネントカードのセット宣言", "set a permanent card"),
                "project": ("プロジェクトカードの使用宣言", "use a project card"),
                "fast": ("ファストカードの使用宣言", "use a fast card"),
                "effect": ("エフェクトの使用宣言", "use an effect"),
                "power": ("パワーカードのセット", "set power cards"),
                "charge": ("チャージによるパワーカードのセット", "set power cards by Charge"),
                "discard": ("手札の捨て札", "discard from the hand"),
                "discard_own": ("場の自分のカードの捨て札", "discard one's own card from the field"),
                "end_phase": ("フェイズの終了宣言", "end the phase")}
# Cards set on a character live in these zones with a flag ``on`` naming the character's base card.
SET_ZONES = ("breaks", "permanents", "power")
CHARACTER_ZONES = (*PARTY_ZONES, "dominion")
FIELD_ZONES = (*CHARACTER_ZONES, *SET_ZONES)

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

IN_FORCE_REFUSALS = LAYOUT.in_force_refusals.refusals() if LAYOUT.in_force_refusals else {}
