"""Step messages, key -> (Japanese template, English template): the data `say` reads (see kernel.messages)."""

from __future__ import annotations

from judge_app.engine.kernel.messages import Messages

MESSAGES = Messages({
    "used_lines": (
        ": {lines}",
        ": {lines}",
    ),
    "card_label": (
        "{name}〔{id}〕",
        "{name} [{id}]",
    ),
    "illegal_action": (
        "不正な行動({player}): {text}",
        "Illegal action by {player}: {text}",
    ),
    "plays_action_right_goes": (
        "{player}は{card}をプレイする{tgt}: {pay}。{where}。{opponent}に行動権が移る",
        "{player} plays {card}{tgt}: {pay}; {where}; the action right goes to {opponent}",
    ),
    "activates_goes_pa_action_right": (
        "{player}は{card}の「{ability_text_ab}」を発動する: {pay}。処理領域に置き、{opponent}に行動権が移る",
        "{player} activates '{ability_text_ab}' of {card}: {pay}; it goes on the PA and the action right goes to {opponent}",  # noqa: E501
    ),
    "declares_attack_battle_phase_begins": (
        "{player}は{card}で{target}への攻撃を宣言し、戦闘フェイズに移行する",
        "{player} declares an attack with {card} on {target}; the battle phase begins",
    ),
    "declares_move_end_phase_main": (
        "{player}は終了フェイズへの移行を宣言し、ただちにメインフェイズが終わる",
        "{player} declares the move to the end phase; the main phase ends at once",
    ),
    "concedes_loses_once": (
        "{player}は投了し、ただちに敗北する",
        "{player} concedes and loses at once",
    ),
    "evolves_mag_goes_face_up": (
        "{player}はマグ進化する: {pay}。{card}を表向きでマグの上に重ね、マグはその能力を得る(1枚のカードとしてON/OFFを共有)",  # noqa: E501
        "{player} evolves the Mag: {pay}; {card} goes face up on top of the Mag, which gains its abilities (one card sharing ON/OFF)",  # noqa: E501
    ),
    "cannot_be_done_now": (
        "この時点で「{act_type}」はできない",
        "'{act_type}' cannot be done now",
    ),
    "only_turn_player_may_do": (
        "ターンプレイヤーしかできない",
        "only the turn player may do this",
    ),
    "only_one_own_main_phase": (
        "自分のメインフェイズにしかできない",
        "only in one's own main phase",
    ),
    "not_while_something_waits_pa": (
        "処理領域に未処理のものがある間はできない",
        "not while something waits on the PA",
    ),
    "not_hand": (
        "{act_card}は手札にない",
        "{act_card} is not in the hand",
    ),
    "cannot_pay": (
        "{card}のコストを支払えない: {verdict}",
        "cannot pay for {card}: {verdict}",
    ),
    "card_goes_pa": (
        "カードを処理領域に置く",
        "the card goes on the PA",
    ),
    "no_such_ability": (
        "その能力はない",
        "no such ability",
    ),
    "not_player_field": (
        "{card}は自分の場にない",
        "{card} is not on the player's field",
    ),
    "not_activated_ability": (
        "起動能力ではない",
        "not an activated ability",
    ),
    "has_already_used_this_ability": (
        "{card}のこの能力はこのターン既に発動している(1ターンに1度)",
        "{card} has already used this ability this turn (once per turn)",
    ),
    "already_off_cannot_pay_off": (
        "{card}は既にOFFなので【ON⇒OFF】を支払えない",
        "{card} is already OFF: cannot pay [ON⇒OFF]",
    ),
    "cannot_pay_cost": (
        "コストを支払えない: {verdict}",
        "cannot pay the cost: {verdict}",
    ),
    "card_must_be_discarded_from": (
        "手札を{cost_discard}枚捨てる必要がある",
        "{cost_discard} card(s) must be discarded from the hand",
    ),
    "no_legal_target_cannot_be": (
        "対象を選べないので発動できない",
        "no legal target: it cannot be activated",
    ),
    "attacker_must_be_ally_player": (
        "攻撃するのは自分の味方(プレイヤーか場のキャラ)でなければならない",
        "the attacker must be an ally (the player or a character on the field)",
    ),
    "off_cannot_declare_attack": (
        "{card}はOFFなので攻撃宣言できない",
        "{card} is OFF and cannot declare an attack",
    ),
    "cannot_declare_attack_frozen": (
        "{card}は攻撃宣言できない(フリーズ等)",
        "{card} cannot declare an attack (frozen...)",
    ),
    "back_row_forbidden_setting": (
        "{card}は後列にいる(設定により攻撃できない)",
        "{card} is in the back row (forbidden by the setting)",
    ),
    "attack_names_no_target": (
        "{card}の攻撃に攻撃対象が選ばれていない: 攻撃の対象になる適正な相手(相手のプレイヤーか相手の場のキャラ)を1つ選ぶ必要がある",  # noqa: E501
        "{card}'s attack names no target: an attack needs one legal opponent to attack (the opposing player or a character on their field)",  # noqa: E501
    ),
    "attack_names_no_target_double_shot": (
        "{card}の攻撃に攻撃対象が選ばれていない: 攻撃の対象になる適正な相手(相手のプレイヤーか相手の場のキャラ)を1つ、『連続射撃』なら2つまで選ぶ必要がある",  # noqa: E501
        "{card}'s attack names no target: an attack needs one legal opponent to attack (the opposing player or a character on their field), or up to two with double shot",  # noqa: E501
    ),
    "attack_one_target_only": (
        "{card}は『連続射撃』を持たないので攻撃対象は1つだけ({n}つ選ばれている)",
        "{card} has no double shot, so it attacks one target only ({n} named)",
    ),
    "attack_two_targets_at_most": (
        "『連続射撃』を持つ{card}でも攻撃対象は2つまで({n}つ選ばれている)",
        "even with double shot {card} attacks at most two targets ({n} named)",
    ),
    "attack_same_target_twice": (
        "{target}が攻撃対象に2度選ばれている: 『連続射撃』の2つの対象は別々の相手",
        "{target} is named twice: double shot's two targets are two different opponents",
    ),
    "not_a_legal_attack_target": (
        "{target}は攻撃の対象になる適正な相手(相手のプレイヤーか相手の場のキャラ)ではない: {why}",
        "{target} is not a legal opponent to attack (the opposing player or a character on their field): {why}",
    ),
    "target_not_on_field": (
        "場にいない",
        "it is not on the field",
    ),
    "target_is_an_ally": (
        "攻撃する側の味方である",
        "it is on the attacker's own side",
    ),
    "target_neither_player_nor_character": (
        "プレイヤーでもキャラでもない",
        "it is neither a player nor a character",
    ),
    "this_version_has_no_mag": (
        "この版にマグ進化の規定はない",
        "this version has no Mag evolution",
    ),
    "not_evolution_card_under_mag": (
        "{act_card}はマグの下のマグ進化カードではない",
        "{act_card} is not an evolution card under the Mag",
    ),
    "not_equipped_weapon": (
        "装備された武器ではない",
        "not an equipped weapon",
    ),
    "carrier_not_battle": (
        "装備先が戦闘中ではない",
        "its carrier is not in battle",
    ),
    "weapon_used_only_engagement_step": (
        "武器は交戦ステップで、武器の使用の宣言としてのみ使える",
        "a weapon is used only in the engagement step, by the weapon declarations",
    ),
    "weapon_already_off": (
        "武器は既にOFF",
        "the weapon is already OFF",
    ),
    "not_played_from_hand": (
        "{card}は手札からプレイするカードではない",
        "{card} is not played from the hand",
    ),
    "main_ability": (
        "【Main】の起動能力: {why}",
        "[Main] ability: {why}",
    ),
    "war_cry_only_while_ally": (
        "ウォークライは味方が攻撃対象の間、攻撃参加ステップまでしか発動できない",
        "war cry only while an ally is the attack target, up to the attack participation step",
    ),
    "illegal_target": (
        "不適正な対象 {exc}",
        "illegal target {exc}",
    ),
    "back_row_cannot_be_attacked": (
        "前列にキャラがいる間は後列を攻撃できない(設定)",
        "the back row cannot be attacked while the front row is occupied (setting)",
    ),
    "no_legal_equip_target_named": (
        "装備先(自分の場のカード)が指定されていない",
        "no legal equip target named",
    ),
    "class_differs_from": (
        "{card}のクラスと{healed}のクラスが違う",
        "{card}'s class differs from {healed}'s",
    ),
    "has_erosion_may_attack_only": (
        "{card}は侵食を持ち、相手のプレイヤーしか攻撃対象にできない",
        "{card} has erosion: it may attack only the opposing player",
    ),
    "exclusive": (
        "{card}は「{excl}」専用",
        "{card} is exclusive to '{excl}'",
    ),
    "main_active": (
        "【Main】のアクティブ: {why}",
        "[Main] active: {why}",
    ),
    "no_grant_target_named": (
        "付与先が指定されていない",
        "no grant target named",
    ),
    "has_no_legal_target_cannot": (
        "{card}は対象を選べないのでプレイできない",
        "{card} has no legal target and cannot be played",
    ),
    "turned_off_adds_attack_rule": (
        "{w}をOFFにし、攻撃力{state_cards_wid_printed_get_attack_or_0}を{healed}の攻撃力に加算する(ルール処理)",
        "{w} is turned OFF and adds its attack {state_cards_wid_printed_get_attack_or_0} to {healed}'s (rule processing)",  # noqa: E501
    ),
    "battle_phase_ends_game_returns": (
        "戦闘フェイズが終わりメインフェイズに戻る{extra}",
        "The battle phase ends and the game returns to the main phase{extra}",
    ),
    "attacker_became_unsuitable": (
        "攻撃側の{card}が不適正になった({why})",
        "the attacker {card} is no longer one that may attack ({why})",
    ),
    "attack_target_became_unsuitable": (
        "攻撃対象の{target}が不適正になった({why})",
        "the attack target {target} is no longer a legal opponent to attack ({why})",
    ),
    "unsuitable_target_dropped": (
        "攻撃対象の{target}が不適正になった({why}): {rest}への攻撃は続く",
        "the attack target {target} is no longer a legal opponent to attack ({why}); the attack goes on against {rest} (302.7)",  # noqa: E501
    ),
    "unsuitable_attacker_not_an_ally": (
        "ターンプレイヤーのプレイヤーかキャラではない",
        "it is not the turn player's player or character",
    ),
    "unsuitable_attacker_back_row": (
        "後列に移り、後列からは攻撃できない(設定)",
        "it moved to the back row, and the back row cannot attack (setting)",
    ),
    "unsuitable_target_erosion": (
        "攻撃側が『侵食』を持ち、相手のプレイヤーしか攻撃対象にできない",
        "the attacker has erosion and may attack only the opposing player",
    ),
    "unsuitable_target_back_row": (
        "前列にキャラがいる間は後列のキャラを攻撃できない(設定)",
        "the back row cannot be attacked while the front row is occupied (setting)",
    ),
    "attacker_left_field": (
        "攻撃側が場を離れた",
        "the attacker left the field",
    ),
    "attack_target_left_field": (
        "攻撃の対象が場を離れた",
        "the attack target left the field",
    ),
    "stop_point": (
        "停止点: {step}",
        "stop point: {step}",
    ),
    "battle_start_step_attacks_triggers": (
        "戦闘開始ステップ: {attacker}の攻撃対象は{target}。誘発があれば処理領域に置き、{player}が行動権を得る",
        "Battle start step: {attacker} attacks {target}; triggers go on the PA and {player} gets the action right",
    ),
    "attack_participation_step_turns_off": (
        "攻撃参加ステップ: {attacker}はOFFになり「攻撃中」になる。{player}が行動権を得る(攻撃対象の変更はこのステップまで)",  # noqa: E501
        "Attack participation step: {attacker} turns OFF and is 'attacking'; {player} gets the action right (attack targets can be changed up to this step)",  # noqa: E501
    ),
    "declare_use": (
        "{player}: {w}の使用を宣言しますか",
        "{player}: declare the use of {w}?",
    ),
    "attack_has_no_target": (
        "攻撃の対象がいない",
        "the attack has no target",
    ),
    "ability": (
        "{card}の能力「{ability_text_ab}」",
        "the ability '{ability_text_ab}' of {card}",
    ),
    "card": (
        "カード{card}",
        "the card {card}",
    ),
    "pp_must_be_turned_off": (
        "ONのPPを{cost}枚OFFにする必要がある(ONのPPは{len_on}枚)",
        "{cost} ON PP must be turned OFF ({len_on} ON)",
    ),
    "choose_target": (
        "{w}: {source}の対象を選んでください",
        "{w}: choose the target(s) of {source}",
    ),
    "rule_processing": (
        "ルール処理",
        "rule processing",
    ),
    "choose_replacement_effect_apply": (
        "{player}: 適用する置換効果を選んでください",
        "{player}: choose the replacement effect to apply",
    ),
    "replacement_effect": (
        "置換効果",
        "a replacement effect",
    ),
    "choose_armour_optional": (
        "{player}: {card}が受けるダメージを軽減する防具を選んでください(使わないこともできる)",
        "{player}: choose the armour that reduces the damage to {card} (or use none)",
    ),
    "choose_armour": (
        "{player}: {card}が受けるダメージを軽減する防具を選んでください",
        "{player}: choose the armour that reduces the damage to {card}",
    ),
    "pp_phase_puts_from_hand": (
        "PPフェイズ: {player}は手札の{card}を表向きでPPに置き{tail}",
        "PP phase: {player} puts {card} from the hand into PP face up{tail}",
    ),
    "end_phase_turn_end_step": (
        "終了フェイズ・ターン終了ステップ: 「ターン終了時」の能力が誘発し、{player}が行動権を得る",
        "End phase, turn-end step: 'at end of turn' abilities trigger, then {player} gets the action right",
    ),
    "refresh_step_damage_removed": (
        "リフレッシュステップ: はじめに場のキャラのダメージ({healed})をすべて取り除く",
        "Refresh step: first all damage on field characters ({healed}) is removed",
    ),
    "this_turn_effects_end": (
        "リフレッシュステップ: ダメージを取り除いた後、「このターン中」等の効果が終了する: {ended}",
        "Refresh step: after the damage is removed, the 'this turn' effects end: {ended}",
    ),
    "ended_attack_change": (
        "{cards}の攻撃力{amount}",
        "attack {amount} on {cards}",
    ),
    "ended_hp_change": (
        "{cards}のHP{amount}",
        "HP {amount} on {cards}",
    ),
    "ended_keyword_gain": (
        "{cards}の{keyword}の獲得",
        "{keyword} gain on {cards}",
    ),
    "ended_keyword_loss": (
        "{cards}の{keyword}の喪失",
        "{keyword} loss on {cards}",
    ),
    "ended_other_effect": (
        "{cards}への効果({kind})",
        "the {kind} effect on {cards}",
    ),
    "new_card_effects_end": (
        "{card}は場を離れて戻った新たなカードであり、以前のカードへの継続効果は及ばない: {ended}",
        "{card} left the field and came back as a new card; the continuous effects on the card it was no longer apply: "
        "{ended}",
    ),
    "new_card_effects_kept": (
        "{card}は場を離れて戻ったが、以前の継続効果はそのまま及ぶ: {ended}",
        "{card} left the field and came back; the continuous effects on it still apply: {ended}",
    ),
    "ended_freeze": (
        "{cards}のフリーズ",
        "the freeze on {cards}",
    ),
    "refresh_step_all_damage_field": (
        "リフレッシュステップ: 場のキャラのダメージ({healed})をすべて取り除き、「このターン中」の効果{len_ended}個が終了する",  # noqa: E501
        "Refresh step: all damage on field characters ({healed}) is removed, and {len_ended} 'this turn' effect(s) end",
    ),
    "discards_down_cards": (
        "{player}は手札が7枚になるように{text}を捨札に置く",
        "{player} discards {text} down to 7 cards",
    ),
    "turn_turn_player": (
        "第{state_turn}ターン: {player}がターンプレイヤーになる",
        "Turn {state_turn}: {player} is the turn player",
    ),
    "both_players_pass_succession_empty": (
        "処理領域が空の状態でお互いが連続でパスしたので、{where}を終了する",
        "Both players pass in succession with an empty PA: the {where} ends",
    ),
    "draw_phase_draws_card_from": (
        "ドローフェイズ: {player}はデッキの上から{len_drawn}枚ドローする",
        "Draw phase: {player} draws {len_drawn} card(s) from the top of the deck",
    ),
    "main_phase_begins_gets_action": (
        "メインフェイズ開始: {player}が行動権を得る",
        "Main phase begins: {player} gets the action right",
    ),
    "pp_phase_puts_no_card": (
        "PPフェイズ: {player}はPPにカードを置かない",
        "PP phase: {player} puts no card into PP",
    ),
    "illegal_not_hand": (
        "不正: {cid}は{player}の手札にないのでPPに置けない",
        "illegal: {cid} is not in {player}'s hand",
    ),
    "stop_point_turn_end_step": (
        "停止点: ターン終了ステップ",
        "stop point: turn-end step",
    ),
    "stop_point_refresh_step": (
        "停止点: リフレッシュステップ",
        "stop point: refresh step",
    ),
    "has_cards_within_limit": (
        "{player}の手札は{len_hand}枚で上限7枚以下",
        "{player} has {len_hand} cards: within the limit of 7",
    ),
    "over_hand_limit_choose_card": (
        "{player}: 手札が7枚を超えています。捨てるカードを{excess}枚選んでください",
        "{player}: over the hand limit of 7; choose {excess} card(s) to discard",
    ),
    "illegal_exactly_card_must_be": (
        "不正: 手札からちょうど{excess}枚を捨てなければならない",
        "illegal: exactly {excess} card(s) must be discarded",
    ),
    "main_phase_empty_pa_turn": (
        "メインフェイズで処理領域が空: ターンプレイヤーはパスできないが、次の台本の行動は相手のものなのでここで停止する",  # noqa: E501
        "Main phase with an empty PA: the turn player cannot pass, but the next scripted action is the opponent's: the run stops here",  # noqa: E501
    ),
    "passes_action_right_goes": (
        "{player}はパスし、{opponent}に行動権が移る",
        "{player} passes; the action right goes to {opponent}",
    ),
    "both_players_pass_succession_newest": (
        "お互いが連続でパスしたので、処理領域の一番新しい{target}を処理する",
        "Both players pass in succession: the newest item on the PA, {target}, is processed",
    ),
    "pay_cost_triggered_ability": (
        "{player}: {card}の誘発能力のコストを支払いますか",
        "{player}: pay the cost of {card}'s triggered ability?",
    ),
    "draw_phase_first_player_turn": (
        "ドローフェイズ: 先攻{player}の1ターン目はドローしない",
        "Draw phase: {player} is the first player on turn 1 and does not draw",
    ),
    "you_put_card_into_pp": (
        "{player}: PPにカードを置いたのでドローできます。ドローしますか",
        "{player}: you put a card into PP and may draw; draw?",
    ),
    "main_phase_empty_pa_turn_2": (
        "メインフェイズで処理領域が空: ターンプレイヤーは行動権を使わなければならず(パス不可)、台本の行動がないのでここで停止する",  # noqa: E501
        "Main phase with an empty PA: the turn player must use the action right (no pass) and has no scripted action left: the run stops here",  # noqa: E501
    ),
    "order_put_your_triggered_abilities": (
        "{player}: 誘発能力を処理領域に置く順番(先に置くものから)",
        "{player}: order to put your triggered abilities on the PA (first placed first)",
    ),
    "illegal_action_no_pass_main": (
        "不正な行動({player}): メインフェイズで処理領域に何もない時はパスできない",
        "Illegal action by {player}: no pass in the main phase while the PA is empty",
    ),
    "has_nothing_act": (
        "{source}の「{text}」は対象がないため何もしない",
        "{source}: '{text}' has nothing to act on",
    ),
    "destroys_discard": (
        "{source}の効果: {text}を破壊し捨札に置く{spared}",
        "{source}: destroys {text} (to the discard){spared}",
    ),
    "draws_card": (
        "{player}は{len_drawn}枚ドローする",
        "{player} draws {len_drawn} card(s)",
    ),
    "discards": (
        "{player}は{text}を捨てる",
        "{player} discards {text}",
    ),
    "each_player_together": (
        "各プレイヤーが同時に行う: {parts}",
        "each player at the same time: {parts}",
    ),
    "attack_modified": (
        "{cards}の攻撃力が{dur}{amount}される(数値の修整)",
        "{cards}: attack {amount} ({dur}; a modification)",
    ),
    "hp_modified": (
        "{cards}のHPが{dur}{amount}される(数値の修整)",
        "{cards}: HP {amount} ({dur}; a modification)",
    ),
    "other_modified": (
        "{cards}の「{name}」が{dur}{amount}される(pso2のルールにない値)",
        "{cards}: '{name}' {amount} ({dur}; a value the pso2 rules do not know)",
    ),
    "attack_change": (
        "攻撃力{amount}",
        "attack {amount}",
    ),
    "hp_change": (
        "HP{amount}",
        "HP {amount}",
    ),
    "other_change": (
        "「{name}」{amount}",
        "'{name}' {amount}",
    ),
    "dur_end_of_turn": (
        "このターン中",
        "this turn",
    ),
    "dur_end_of_next_turn": (
        "次のターンの終わりまで",
        "until the end of the next turn",
    ),
    "dur_lasting": (
        "継続して",
        "lasting",
    ),
    "dur_while_on_field": (
        "場にある間",
        "while it stays on the field",
    ),
    "in_force_at_start": (
        "開始時点で適用されている継続効果: {parts}",
        "Continuous effects in force at the start: {parts}",
    ),
    "in_force_attack": (
        "{cards}の攻撃力{amount}({dur})",
        "{cards}: attack {amount} ({dur})",
    ),
    "in_force_hp": (
        "{cards}のHP{amount}({dur})",
        "{cards}: HP {amount} ({dur})",
    ),
    "in_force_keyword_gain": (
        "{cards}は{keyword}を得ている({dur})",
        "{cards} has {keyword} ({dur})",
    ),
    "in_force_keyword_loss": (
        "{cards}は{keyword}を失っている({dur})",
        "{cards} has lost {keyword} ({dur})",
    ),
    "in_force_freeze": (
        "{cards}はフリーズしている(攻撃宣言できない。{dur})",
        "{cards} is frozen (cannot declare an attack; {dur})",
    ),
    "in_force_prevent": (
        "{cards}が受けるダメージを{amount}軽減する({dur})",
        "damage to {cards} is reduced by {amount} ({dur})",
    ),
    "in_force_prevent_all": (
        "{cards}が受けるダメージをすべて軽減する({dur})",
        "all damage to {cards} is reduced to 0 ({dur})",
    ),
    "in_force_replace": (
        "{cards}に置換効果(「{event}」の代わりに別の処理を行う。{dur})",
        "a replacement on {cards} (instead of '{event}'; {dur})",
    ),
    "in_force_from": (
        "{clause}({source}による)",
        "{clause}, from {source}",
    ),
    "are_frozen_for": (
        "{text}を{dur}フリーズする(攻撃宣言できなくなる。リフレッシュステップで終わる)",
        "{text} are frozen {dur} (cannot declare an attack; it ends in the refresh step)",
    ),
    "are_frozen_cannot_declare_attack": (
        "{text}をフリーズする(攻撃宣言できなくなる)",
        "{text} are frozen (cannot declare an attack)",
    ),
    "searches_deck_reveals_adds_hand": (
        "{player}はデッキを見て{text}を公開し手札に加え、デッキをシャッフルする",
        "{player} searches the deck, reveals {text}, adds it to the hand and shuffles",
    ),
    "are_revealed_they_stay_where": (
        "{text}を公開する(領域は移動しない)",
        "{text} are revealed (they stay where they are)",
    ),
    "damage_will_be_reduced": (
        "{text}が受けるダメージを軽減する効果が生じる",
        "damage to {text} will be reduced",
    ),
    "replacement_effect_waits_instead": (
        "{text}に置換効果が生じる(「{eff_event}」の代わりに別の処理を行う)",
        "a replacement effect waits on {text} (instead of '{eff_event}')",
    ),
    "effect_word_not_modelled_pso": (
        "{source}: 効果「{eff_op}」はpso2モジュールでは扱わない(何もしない)",
        "{source}: the effect word '{eff_op}' is not modelled by the pso2 module (nothing happens)",
    ),
    "go_discard": (
        "捨札に置く",
        "go to the discard",
    ),
    "are_moved": (
        "移動する",
        "are moved",
    ),
    "return_hand": (
        "手札に戻す",
        "return to the hand",
    ),
    "are_excluded": (
        "除外する",
        "are excluded",
    ),
    "damage": (
        "{amount}ダメージ",
        "{amount} damage",
    ),
    "destroy": (
        "破壊する",
        "destroy",
    ),
    "effect_puts_into_discard": (
        "{source}の効果: {cards}を捨札に置く{riders}",
        "{source}: puts {cards} into the discard{riders}",
    ),
    "effect_moves": (
        "{source}の効果: {cards}を移動する{riders}",
        "{source}: moves {cards}{riders}",
    ),
    "effect_returns_to_hand": (
        "{source}の効果: {cards}を手札に戻す{riders}",
        "{source}: returns {cards} to the hand{riders}",
    ),
    "effect_excludes": (
        "{source}の効果: {cards}を除外する{riders}",
        "{source}: excludes {cards}{riders}",
    ),
    "riders_destroyed": (
        "。重なっていた{cards}は破壊され捨札に置かれる",
        "; {cards}, which sat on it, is destroyed and goes to the discard",
    ),
    "has_no_card_discard": (
        "{player}は捨てる手札がない",
        "{player} has no card to discard",
    ),
    "choose_card_discard": (
        "{player}: 捨てる手札を{n}枚選んでください",
        "{player}: choose {n} card(s) to discard",
    ),
    "freeze": (
        "フリーズ",
        "freeze",
    ),
    "choose_up_card_from_deck": (
        "{player}: デッキから探すカードを{eff_count}枚まで選んでください(見つけなくてもよい)",
        "{player}: choose up to {eff_count} card(s) from the deck (you may find none)",
    ),
    "prevent": (
        "軽減",
        "prevent",
    ),
    "replacement": (
        "置換",
        "replacement",
    ),
    "card_are_already_action_did": (
        "{on_if_on_else_off}にするカードは既にその状態なので、そのアクションは行われなかった扱い",
        "the card(s) are already {on_if_on_else_off}: the action did not happen",
    ),
    "grant_target_left_field_before": (
        "{target}の付与先が処理前に場を離れたので、能力は処理領域から除外され、カードは{where}",
        "{target}: the grant target left the field before processing; the ability is removed from the PA and the card {where}",  # noqa: E501
    ),
    "enters_field_front_row_controller": (
        "{target}が場に出る: 自分の場の前列にOFF状態で置かれる",
        "{target} enters the field: the front row of its controller, OFF",
    ),
    "equipped_carrier_zone": (
        "{target}を{healed}に装備する(ON状態で装備先と同じ領域に置く){extra}",
        "{target} is equipped to {healed} (ON, in the carrier's zone){extra}",
    ),
    "granted_attached": (
        "{target}を{healed}に付与する(ON状態で重ねる)",
        "{target} is granted to {healed} (attached, ON)",
    ),
    "attack_target_becomes": (
        "{target}: 攻撃の対象({opponent})を{card}に移す",
        "{target}: the attack target ({opponent}) becomes {card}",
    ),
    "this_card_becomes_once_per": (
        "{target}: 1ターンに1度だけ、このカードをONにする",
        "{target}: this card becomes ON (once per turn)",
    ),
    "processed_no_effect_given": (
        "{target}を処理する(効果は書かれていない)",
        "{target} is processed (no effect given)",
    ),
    "carry_out": (
        "{player}: {target}を実行しますか",
        "{player}: carry out {target}?",
    ),
    "equip_target_left_field_so": (
        "{target}の装備先が場を離れたので、アイテムはそのまま捨札に置かれる",
        "{target}: the equip target left the field, so the item goes straight to the discard",
    ),
    "enters_field_has_surprise_so": (
        "{target}が場に出る: 奇襲を持つので前列にON状態で出る",
        "{target} enters the field: it has surprise, so it enters the front row ON",
    ),
    "enters_field_back_row": (
        "{target}が場に出る: 後列にON状態で置かれる",
        "{target} enters the field: the back row, ON",
    ),
    "processed_active_leaves_pa_discard": (
        "処理を終えたアクティブ{card}は処理領域を離れ捨札に置かれる。{target}が行動権を得る",
        "The processed active {card} leaves the PA for the discard; {target} gets the action right",
    ),
    "no_battle_under_way_nothing": (
        "{target}: 戦闘中ではないので何も起きない",
        "{target}: no battle is under way; nothing happens",
    ),
    "no_longer_field_attack_target": (
        "{target}: {card}は場にいないので攻撃の対象は変わらない",
        "{target}: {card} is no longer on the field; the attack target is unchanged",
    ),
    "combo_already_turned_this_turn": (
        "{target}: このターン既に連撃でONになっているので何も起きない",
        "{target}: combo already turned it ON this turn; nothing happens",
    ),
    "choose_how_heal": (
        "{player}: 回復{x}の方法を選んでください",
        "{player}: choose how to heal {x}",
    ),
    "go_from_discard_into_deck": (
        "{target}: 捨札の{text}をデッキに加えてシャッフルする",
        "{target}: {text} go from the discard into the deck, which is shuffled",
    ),
    "no_character_choose": (
        "{target}: 選べるキャラがいない",
        "{target}: no character to choose",
    ),
    "chooses_not_carry_out": (
        "{player}は{target}を実行しない",
        "{player} chooses not to carry out {target}",
    ),
    "target_are_illegal_so_nothing": (
        "{target}の対象({i})が不適正なので、能力は処理されず処理領域から除外される",
        "{target}: its target(s) ({i}) are illegal, so nothing is processed and it is removed from the PA",
    ),
    "all_targets_are_illegal_so": (
        "{target}の対象({i})がすべて不適正なので、何も処理されず処理領域から取り除かれ、{where}",
        "{target}: all its targets ({i}) are illegal, so nothing is processed; it leaves the PA and {where}",
    ),
    "was_already_destroyed_ability_still": (
        "{target}: {card}は既に破壊されているが能力は処理され、攻撃の対象がいなくなる",
        "{target}: {card} was already destroyed; the ability still resolves and the attack has no target",
    ),
    "choose_up_card_return_deck": (
        "{player}: デッキに戻すカードを{x}枚まで選んでください",
        "{player}: choose up to {x} card(s) to return to the deck",
    ),
    "choose_character": (
        "{player}: キャラを1体選んでください",
        "{player}: choose a character",
    ),
    "front_row_retreat": (
        "{card}は前列で受けたダメージ({damage})がHP{hp}の半分以上なので後列に移動する",
        "{card} took {damage} damage in the front row, at least half its HP {hp}: it moves to the back row",
    ),
    "back_row_ko_replaced": (
        "{card}は後列でHPの半分以上のダメージを受けたが、置換効果により破壊されない",
        "{card} took at least half its HP in the back row, but a replacement effect applies instead",
    ),
    "back_row_ko": (
        "{card}は後列で受けたダメージがHP{hp}の半分以上なので戦闘不能ダメージとして扱われ、破壊され捨札に置かれる",
        "{card} took at least half its HP {hp} in the back row: it counts as lethal damage and is destroyed",
    ),
    "invincible_no_damage": (
        "{card}は無敵なのでダメージを受けない",
        "{card} is invincible and takes no damage",
    ),
    "damage_reduced": (
        "{card}へのダメージは効果により{before}から{after}に軽減される",
        "an effect reduces the damage to {card} from {before} to {after}",
    ),
    "damage_replaced": (
        "{card}へのダメージは置換効果により与えられない",
        "a replacement effect applies instead of the damage to {card}",
    ),
    "sniper_no_battle_damage": (
        "{card}は狙撃を持ち攻撃中なので戦闘ダメージを受けない",
        "{card} has sniper and is attacking: it takes no battle damage",
    ),
    "player_damage_mills": (
        "{card}に{amount}ダメージ: デッキの上から{n}枚を同時に捨札に置く",
        "{card} takes {amount} damage: the top {n} card(s) of the deck go to the discard together",
    ),
    "character_damaged": (
        "{card}に{amount}ダメージ(合計{total})",
        "{card} takes {amount} damage (total {total})",
    ),
    "lethal_replaced": (
        "戦闘不能ダメージだが、置換効果により破壊されない",
        "that is lethal damage, but a replacement effect applies instead of the destruction",
    ),
    "hp_lowered_lethal": (
        "{card}の受けているダメージ{damage}はHP{hp}以上の戦闘不能ダメージになったので、すぐさま破壊され捨札に置かれる",
        "{card} has {damage} damage, at least its HP {hp} now: that is lethal damage, so it is destroyed at once and put into the discard",  # noqa: E501
    ),
    "hp_lowered_lethal_replaced": (
        "{card}の受けているダメージ{damage}はHP{hp}以上の戦闘不能ダメージになったが、置換効果により破壊されない",
        "{card} has {damage} damage, at least its HP {hp} now: that is lethal damage, but a replacement effect applies instead of the destruction",  # noqa: E501
    ),
    "lethal_destroyed": (
        "HP{hp}以上の戦闘不能ダメージなので、すぐさま破壊され捨札に置かれる",
        "that is lethal damage (HP {hp}): it is destroyed at once and put into the discard",
    ),
    "armour_not_used": (
        "{armour}は使わない(軽減は任意)",
        "{armour} is not used (reducing is optional)",
    ),
    "armour_reduces": (
        "{armour}をOFFにしてダメージを{defence}軽減する({nature})",
        "{armour} is turned OFF and reduces the damage by {defence} ({nature})",
    ),
    "battle_step_left": (
        "{step}: {why}ので、ただちにこのステップを終了しメインフェイズに戻る",
        "{step}: {why}, so the step ends at once and the game returns to the main phase",
    ),
    "engagement_step": (
        "交戦ステップ: {attacker}と{target}は交戦状態になる。武器の使用をターンプレイヤーから宣言する{used}。{player}が行動権を得る",  # noqa: E501
        "Engagement step: {attacker} and {target} are engaged; weapon use is declared, the turn player first{used}; {player} gets the action right",  # noqa: E501
    ),
    "pierce_mills": (
        "貫通{x}: {player}のHP(デッキ)に{x}ダメージ、{n}枚を捨札に置く",
        "pierce {x}: {player} takes {x} damage to the HP (deck); {n} card(s) milled",
    ),
    "engagement_ends": (
        "交戦状態が終わる",
        "the engagement ends",
    ),
    "engagement_and_attacking_end": (
        "交戦状態が終わる。攻撃側は「攻撃中」ではなくなる",
        "the engagement ends and the attacker is no longer attacking",
    ),
    "damage_resolution_step": (
        "ダメージ解決ステップ: {dealt}。誘発を処理領域に置き、{ends}。{player}が行動権を得る",
        "Damage resolution step: {dealt}; triggers go on the PA, {ends}; {player} gets the action right",
    ),
    "start_phase_turns_on": (
        "開始フェイズ: {player}はOFFのPP{n}枚と、OFFのカード({cards})をONにする{stay}",
        "Start phase: {player} turns ON their {n} OFF PP and their OFF cards ({cards}){stay}",
    ),
    "stay_off_this_version": (
        "。{cards}はこの版の開始フェイズではONにならない",
        "; {cards} stay OFF: this version's start phase does not turn them ON",
    ),
    "pp_tail_draws": (
        "、1枚ドローする",
        " and draws a card",
    ),
    "pp_tail_no_draw": (
        "、ドローしない",
        " and does not draw",
    ),
    "knocked_out": (
        "{card}は戦闘不能になり捨札に置かれる",
        "{card} is knocked out and put into the discard",
    ),
    "knock_out_replaced": (
        "{card}は戦闘不能になるが、置換効果により破壊されない",
        "{card} would be knocked out, but a replacement effect applies instead",
    ),
    "both_decks_out_no_draw": (
        "お互いのデッキが同時に0枚になったので、ターンプレイヤーが敗北する(引き分けにはならない)",
        "both decks are at 0 at the same time: the turn player loses (there is no draw)",
    ),
    "both_decks_out": (
        "お互いのデッキが同時に0枚になったので、ターンプレイヤーが敗北する",
        "both decks are at 0 at the same time: the turn player loses",
    ),
    "deck_out_loses": (
        "{player}のデッキが0枚なので{player}は敗北する",
        "{player}'s deck is at 0: {player} loses",
    ),
    "rule_processing_step": (
        "ルール処理: {done}",
        "Rule processing: {done}",
    ),
    "trigger_cost_unpayable": (
        "{card}の能力はコストを支払えないので処理領域に置かれない",
        "{card}'s ability cannot pay its cost and does not go on the PA",
    ),
    "trigger_cost_declined": (
        "{player}は{card}の能力のコストを支払わないので、処理領域に置かれない",
        "{player} does not pay the cost of {card}'s ability, so it does not go on the PA",
    ),
    "trigger_cost_paid": (
        "{player}は{card}の能力のコストを支払う",
        "{player} pays the cost of {card}'s ability",
    ),
    "trigger_no_target": (
        "{card}の能力は選べる対象がないので発動できない",
        "{card}'s ability has no legal target and cannot be activated",
    ),
    "trigger_put": (
        "{card}「{text}」",
        "{card}: {text}",
    ),
    "triggers_put_on_pa": (
        "誘発した能力を処理領域に置く(ターンプレイヤーのものが先、非ターンプレイヤーのものが上で先に処理される): {lines}。その後{player}が行動権を得る",  # noqa: E501
        "Triggered abilities go on the PA (the turn player's first, the non-turn player's on top, so those are processed first): {lines}; then {player} gets the action right",  # noqa: E501
    ),
    "effect_damage_dealt": (
        "{source}の効果: {dealt}",
        "{source}: {dealt}",
    ),
    "destroy_replaced": (
        "。{cards}は置換効果により破壊されず、代わりの処理を行う",
        "; {cards} is not destroyed: a replacement effect applies instead",
    ),
    "gains_keyword": (
        "{cards}は{keyword}を得る",
        "{cards} gains {keyword}",
    ),
    "loses_keyword": (
        "{cards}は{keyword}を失う",
        "{cards} loses {keyword}",
    ),
    "become_on": (
        "{cards}をONにする",
        "{cards} become ON",
    ),
    "become_off": (
        "{cards}をOFFにする",
        "{cards} become OFF",
    ),
    "processed_in_order": (
        "{target}を処理する: テキストをはじめから順番に実行する{partial}",
        "{target} is processed: its text is carried out in order from the start{partial}",
    ),
    "card_to_discard": (
        "カードは捨札に置かれる",
        "the card goes to the discard",
    ),
    "ability_removed": (
        "能力は取り除かれる",
        "the ability is removed",
    ),
    "partial_illegal_not_removed": (
        "(不適正になった対象{cards}には処理しない。すべての対象が不適正ではないので取り除かれない)",
        " (not to {cards}, which became illegal; not every target is illegal, so it is not removed)",
    ),
    "is_excluded": (
        "除外される",
        "is excluded",
    ),
    "goes_to_discard": (
        "捨札に置かれる",
        "goes to the discard",
    ),
    "equip_over_choose_weapon": (
        "{player}: {carrier}の武器の装備枠を超えます。破壊するカードを選んでください",
        "{player}: {carrier} is over its weapon slots; choose the card to destroy",
    ),
    "equip_over_choose_armour": (
        "{player}: {carrier}の防具の装備枠を超えます。破壊するカードを選んでください",
        "{player}: {carrier} is over its armour slots; choose the card to destroy",
    ),
    "over_slot_destroyed": (
        "。装備枠を超えたので{card}を破壊し捨札に置く",
        "; over the slot limit, {card} is destroyed",
    ),
    "healed_moves_front": (
        "。後列にいたので前列に移動する",
        "; it was in the back row and moves to the front",
    ),
    "heal_removes_damage": (
        "{source}: {card}のダメージをすべて取り除く{moved}",
        "{source}: all damage on {card} is removed{moved}",
    ),
    "pp_colour_missing": (
        "PPに{colours}のカードがない",
        "no {colours} card in PP",
    ),
    "pp_turned_off": (
        "PP{n}枚({cards})をOFFにする",
        "turns {n} PP OFF ({cards})",
    ),
    "cost_zero": (
        "コストは0",
        "the cost is 0",
    ),
    "facedown_pp_to_deck_at_once": (
        "。裏向きのPP{n}枚はすぐさまデッキの下に置かれる",
        "; {n} face-down PP go to the bottom of the deck",
    ),
    "facedown_pp_to_deck": (
        "。裏向きのPP{n}枚はデッキの下に置かれる",
        "; {n} face-down PP go to the bottom of the deck",
    ),
    "ability_to_pa_card_to_discard": (
        "能力を処理領域に置き、カードは捨札に置く",
        "its ability goes on the PA and the card to the discard",
    ),
    "target_named": (
        "(対象: {cards})",
        " (target: {cards})",
    ),
    "and_this_card_off": (
        "、このカードをOFFにする",
        ", this card turns OFF",
    ),
    "opt_use_weapon": (
        "使用する",
        "use it",
    ),
    "opt_not_use_weapon": (
        "使用しない",
        "do not",
    ),
    "attacking_ends_now": (
        "。「攻撃中」が終わる",
        "; 'attacking' ends",
    ),
    "opt_replacement": (
        "置換効果 {id}",
        "replacement {id}",
    ),
    "opt_replacement_from": (
        "{source}の置換効果({id})",
        "the replacement from {source} ({id})",
    ),
    "opt_no_armour": (
        "使わない",
        "do not use armour",
    ),
    "opt_draw": (
        "ドローする",
        "draw",
    ),
    "opt_no_draw": (
        "ドローしない",
        "do not draw",
    ),
    "opt_pay": (
        "支払う",
        "pay",
    ),
    "opt_no_pay": (
        "支払わない",
        "do not pay",
    ),
    "opt_carry_out": (
        "実行する",
        "yes",
    ),
    "opt_not_carry_out": (
        "実行しない",
        "no",
    ),
    "opt_heal_deck": (
        "捨札からデッキに戻す",
        "discard to deck",
    ),
    "opt_heal_character": (
        "キャラのダメージを取り除く",
        "clear a character",
    ),
})
say = MESSAGES
