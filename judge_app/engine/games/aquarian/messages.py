"""Step messages, key -> (Japanese template, English template): the data `say` reads (see kernel.messages)."""

from __future__ import annotations

from judge_app.engine.kernel.messages import Messages

MESSAGES = Messages({
    "illegal_declaration": (
        "不正な宣言({player}): {text}",
        "Illegal declaration by {player}: {text}",
    ),
    "pays_power_declares_attack_declaration": (
        "{attacker}がパワーカード{cost}枚を支払い{extra}、{target}を目標にアタック宣言する(宣言・支払い・成立は同時。{target}が最優先でレスポンスできる)",
        "{attacker} pays {cost} power{extra} and declares an attack on {target} (declaration, payment and establishment are simultaneous; {target} may respond first)",  # noqa: E501
    ),
    "declares_guard_direct_response_attack": (
        "{player}はアタック宣言への直接のレスポンスとして、{g}でガード宣言する(ガードコスト{total}を支払う)",
        "{player} declares a guard with {g} as the direct response to the attack (paying a guard cost of {total})",
    ),
    "response_guard_pays_attack_cost": (
        "ガード宣言へのレスポンスとして、{source}がアタックコスト{cost}を支払いシンクロでアタック宣言する",
        "In response to the guard, {source} pays its attack cost of {cost} and declares a synchro attack",
    ),
    "declares_setting_no_cost_no": (
        "{player}は{card}のセットを宣言する(コストも必要ファクターも不要)",
        "{player} declares setting {card} (no cost and no factor needed)",
    ),
    "declares_setting_paying_cost_from": (
        "{player}は{card}を{target}にセットすると宣言し、コスト{len_plan}を支配キャラクターから支払う",
        "{player} declares setting {card} on {target}, paying a cost of {len_plan} from dominated characters",
    ),
    "declares_targets_paying_cost_from": (
        "{player}は{card}の使用を宣言する(目標: {target})。コスト{len_plan}を支配キャラクターから支払う",
        "{player} declares {card} (targets: {target}), paying a cost of {len_plan} from dominated characters",
    ),
    "declares_effect_paying_power_from": (
        "{player}は{card}のエフェクト「{ab_text_or_ab_name}」の使用を宣言し、{card}自身からパワーカード{cost}枚を支払う",
        "{player} declares the effect '{ab_text_or_ab_name}' of {card}, paying {cost} power from it",
    ),
    "break_or_permanent_card_field": (
        "場にあるブレイクカードやパーマネントカードを、効果によらず自分の意思で捨て札することはできない",
        "a break or permanent card on the field cannot be discarded at will, without an effect",
    ),
    "sets_no_card_power": (
        "{player}はパワーカードを1枚もセットしない",
        "{player} sets no power card",
    ),
    "sets_card_power": (
        "{player}は{what}{cards}を{text}にパワーカードとしてセットする",
        "{player} sets {cards} {what} as power on {text}",
    ),
    "illegal_action": (
        "不正な行動({player}): {text}",
        "Illegal action by {player}: {text}",
    ),
    "declaration_cancelled_discarded_without_effect": (
        "{card}の宣言は{text}ので打ち消され、効果を発揮せずに捨て札される(支払ったコストは戻らない)",
        "The declaration of {card} is cancelled ({text}): it is discarded without effect and the cost paid is not returned",  # noqa: E501
    ),
    "break_resolves_opponent_character_bound": (
        "{card}のブレイクを解決: {text}。捨て札されなかったキャラクターのブレイクは成立せず、{card}は捨て札される",
        "The break with {card} resolves: {text}; the character was not discarded, so the break does not take place and {card} is discarded",  # noqa: E501
    ),
    "break_resolves_opponent_character_so": (
        "{card}のブレイクを解決: 相手のキャラクターなので、{text}。その後ブレイクカード{card}だけが自分の支配エリアに新しいキャラクターとして置かれる",  # noqa: E501
        "The break with {card} resolves: an opponent's character, so {text}; then only the break card {card} is placed in your dominion area as a new character",  # noqa: E501
    ),
    "responses_exist_only_faction_main": (
        "レスポンスできるのは勢力フェイズとメインフェイズだけ",
        "responses exist only in faction and main phases",
    ),
    "not_one_your_dominated_characters": (
        "{a}は自分の支配キャラクターではないのでアタックできない",
        "{a} is not one of your dominated characters and cannot attack",
    ),
    "no_attack_can_be_declared": (
        "解決されていないアタック宣言がある間はアタック宣言できない",
        "no attack can be declared while another is unresolved",
    ),
    "attack_needs_target": (
        "アタックの目標がない",
        "the attack needs a target",
    ),
    "boost_allows_most_extra_attack": (
        "ブーストで追加できるアタックコストは{skill_sum_state_a_boost}まで",
        "boost allows at most {skill_sum_state_a_boost} extra attack cost",
    ),
    "attack_cost_must_be_paid": (
        "アタックコストはアタックする{attacker}自身から支払わなければならない",
        "the attack cost must be paid by the attacker {attacker} itself",
    ),
    "has_power_cannot_pay_attack": (
        "{attacker}のパワー{power_state_a}ではアタックコスト{cost}を支払えない",
        "{attacker} has {power_state_a} power and cannot pay the attack cost of {cost}",
    ),
    "shown_hand": (
        "(公開して手札へ)",
        " (shown, to the hand)",
    ),
    "pays_power_declares_attack_own": (
        "{attacker}がパワーカード{cost}枚を支払い{extra}、自分の勢力キャラクター{target}を目標にアタック宣言する。{target}は自動的にただちにガード宣言を行う",
        "{attacker} pays {cost} power{extra} and declares an attack on its own faction character {target}; {target} automatically and at once declares a guard",  # noqa: E501
    ),
    "attack_has_already_been_answered": (
        "このアタック宣言には既にガード宣言以外のレスポンスがされたので、もうガードできない",
        "the attack has already been answered with something other than a guard, so it can no longer be guarded",
    ),
    "guard_can_only_be_declared": (
        "ガード宣言は自分を目標にしたアタック宣言への直接のレスポンスとしてのみできる",
        "a guard can only be declared as the direct response to an attack on yourself",
    ),
    "you_already_responded_this_attack": (
        "このアタック宣言には既にガード宣言以外のレスポンスをしたので、もうガードできない",
        "you already responded to this attack with something other than a guard, so you can no longer guard it",
    ),
    "only_character_synchro_may_guard": (
        "2人で同時にガードできるのはシンクロを持つキャラクターだけ",
        "only a character with synchro may guard together with another",
    ),
    "guard_cost_must_be_paid": (
        "ガードコストはガードするキャラクター自身から支払わなければならない",
        "the guard cost must be paid by the guarding character itself",
    ),
    "synchro_attack_only_response_guard": (
        "シンクロのアタックは、自分のアタック宣言に対する相手のガード宣言へのレスポンスとしてだけ",
        "a synchro attack is only a response to the guard against your own attack",
    ),
    "must_be_another_dominated_character": (
        "シンクロを持つ、アタックしていない自分の支配キャラクターが必要",
        "it must be another dominated character of yours with synchro",
    ),
    "synchro_character_pays_own_attack": (
        "アタックコストはシンクロするキャラクター自身から支払う",
        "the synchro character pays its own attack cost",
    ),
    "not_character_card_your_hand": (
        "{act_card}は手札のキャラクターカードではない",
        "{act_card} is not a character card in your hand",
    ),
    "character_named_field_so_cannot": (
        "同じネーム「{name}」のキャラクターが場にいるので、セット宣言そのものができない",
        "a character named '{name}' is on the field, so it cannot even be declared",
    ),
    "not_card_your_hand": (
        "{act_card}は手札の{t}カードではない",
        "{act_card} is not a {t} card in your hand",
    ),
    "not_card_your_hand_2": (
        "{act_card}は手札の{act_type}カードではない",
        "{act_card} is not a {act_type} card in your hand",
    ),
    "only_your_own_dominated_characters": (
        "エフェクトを使えるのは自分の支配キャラクターだけ",
        "only your own dominated characters' effects can be used",
    ),
    "effect_cost_paid_that_character": (
        "エフェクトコストはそのキャラクター自身から支払う",
        "the effect cost is paid by that character itself",
    ),
    "not_enough_power_effect_cost": (
        "パワーが足りずエフェクトコスト{cost}を支払えない",
        "not enough power for the effect cost of {cost}",
    ),
    "setting_resolves_goes_top_party": (
        "{card}のセットを解決: 自分の勢力エリアの同じ勢力パーティの一番上にセットされる{extra}",
        "Setting {card} resolves: it goes on top of its party in the faction area{extra}",
    ),
    "target_character_gone": (
        "目標のキャラクターがいない",
        "its target character is gone",
    ),
    "necessary_factor_not_met_resolution": (
        "解決時に必要ファクター({join_missing})を満たしていない",
        "the necessary factor ({join_missing}) is not met on resolution",
    ),
    "resolves_factor_met_set": (
        "{card}のセットを解決: 必要ファクターを満たしているので{target}にセットされる",
        "{card} resolves: the factor is met and it is set on {target}",
    ),
    "targets_are_gone": (
        "目標がもういない",
        "its targets are gone",
    ),
    "break_resolves": (
        "{card}のブレイクを解決: {text}",
        "The break with {card} resolves: {text}",
    ),
    "players_take_mental_damage": (
        "{players}は精神({amount})ダメージを受け、通常のダメージと同じようにその回数ダメージ判定を行う(アタックではない)",
        "({amount}) mental damage is dealt to {players}: as with normal damage, one damage check per point (not an attack)",  # noqa: E501
    ),
    "takes_no_damage": (
        "{card}はダメージを受けない",
        "{card} takes no damage",
    ),
    "mental_damage_exceeds_power": (
        "{card}は精神({amount})ダメージを受けたが、パワーカードが{held}しかなく同じ枚数を捨て札できないので、{text}",
        "{card} takes ({amount}) mental damage but holds only {held}, too few to discard that many, so {text}",
    ),
    "mental_damage_discards_power": (
        "{card}は精神({amount})ダメージを受け、同じ枚数のパワーカードを捨て札する(持ち主が選ぶ)",
        "{card} takes ({amount}) mental damage and discards as many power cards (its owner chooses)",
    ),
    "mental_damage_reaches_mental": (
        "勢力キャラクターの{card}が受けた精神({amount})ダメージは精神力{mind}以上なので、{text}",
        "{card}, a faction character, takes ({amount}) mental damage, as much as its mental power {mind} or more, so {text}",  # noqa: E501
    ),
    "mental_damage_below_mental": (
        "勢力キャラクターの{card}が受けた精神({amount})ダメージは精神力{mind}より小さいので生き残り、ダメージは消える(パワーカードは捨て札しない)",
        "{card}, a faction character, takes ({amount}) mental damage, below its mental power {mind}: it survives, the damage disappears and no power card is discarded",  # noqa: E501
    ),
    "nothing_to_damage": (
        "ダメージを与える相手がいない",
        "nothing to damage",
    ),
    "tenth_damage_checks_go_on": (
        "ダメージ置き場は10枚以上になったが、受けたダメージの残り{left}の判定を終えてから敗北を確認する",
        "the damage zone now holds 10 or more cards, but the loss is checked only after the remaining {left} for the damage taken",  # noqa: E501
    ),
    "damage_checks_done_loss": (
        "{player}のダメージ判定がすべて終わったので敗北条件を確認する: {text}",
        "{player}'s damage checks are all done, so the loss conditions are checked: {text}",
    ),
    "declared_card_left_chain": (
        "{card}は解決を待つ間に宣言中の場所を離れたので効果を発揮できず、宣言は打ち消される。カードは今ある場所に残り、捨て札置き場などから戻ってこない(支払ったコストも戻らない)",
        "{card} left the chain while it waited to resolve, so it cannot take effect and its declaration is cancelled; the card stays where it is and does not come back from the discard pile or elsewhere (the cost paid is not returned)",  # noqa: E501
    ),
    "effect_cancelled_character_no_longer": (
        "{card}のエフェクトは、そのキャラクターが支配エリアにいないので打ち消される(コストは戻らない)",
        "The effect of {card} is cancelled: the character is no longer in the dominion area (the cost is not returned)",
    ),
    "target_must_be_another_player": (
        "目標にできるのは自分以外のプレイヤーか自分の勢力キャラクター",
        "the target must be another player or one of your own faction characters",
    ),
    "target_must_be_another_player_2": (
        "目標にできるのは自分以外のプレイヤーか自分のアクティブキャラクター",
        "the target must be another player or one of your own active characters",
    ),
    "not_one_your_dominated_characters_2": (
        "{g}は自分の支配キャラクターではないのでガードできない",
        "{g} is not one of your dominated characters",
    ),
    "cannot_pay_guard_cost": (
        "{g}のパワーではガードコスト{costs_g}を支払えない",
        "{g} cannot pay the guard cost of {costs_g}",
    ),
    "charge_allows_more_card": (
        "チャージで置けるのはあと{left}",
        "charge allows {left} more",
    ),
    "name_one_character_each_hand": (
        "手札のカード1枚ごとにセットするキャラクターを1人指定する",
        "name one character for each hand card",
    ),
    "neither_your_dominated_nor_your": (
        "{t}は自分の支配キャラクターでもアクティブキャラクターでもない",
        "{t} is neither your dominated nor your active character",
    ),
    "no_more_than_mental_power": (
        "{label_card}の精神力より多くはセットできない",
        "no more than {label_card}'s mental power can be set",
    ),
    "cannot_enter_character_same_name": (
        "{card}は同じネームのキャラクターが場にいるので場に出られず、持ち主のダメージ置き場へ",
        "{card} cannot enter: a character of the same name is on the field; it goes to its owner's damage zone",
    ),
    "charge_deck_empty": (
        "チャージ: デッキが尽きた。{text}",
        "Charge: the deck is empty. {text}",
    ),
    "message": (
        "{card}の{kind}",
        "the {kind} of {card}",
    ),
    "passes_passing_not_declaration": (
        "{player}はレスポンスしない(パスは宣言ではない)",
        "{player} passes (passing is not a declaration)",
    ),
    "guard_declaration_resolves_guard_stands": (
        "ガード宣言({g})を解決: ガードが成立する(実行できるかはアタックの解決時に確かめる)",
        "The guard declaration ({g}) resolves: the guard stands (whether it can be carried out is checked when the attack resolves)",  # noqa: E501
    ),
    "synchro_attack_resolves_if_battle": (
        "{card}のシンクロのアタック宣言を解決: バトルが起きれば2人がかりで戦う",
        "The synchro attack of {card} resolves: if a battle happens the pair fights together",
    ),
    "damage_check_top_card": (
        "{player}のダメージ判定{n}回目({total}回中): デッキの上をめくると{text}",
        "{player}'s damage check {n} of {total}: the top card is {text}",
    ),
    "guard_declaration_resolves_guarding_character": (
        "ガード宣言({g})を解決: ガードするキャラクターがもういないので打ち消される(ガードコストは戻らない)",
        "The guard declaration ({g}) resolves: the guarding character is gone, so it is cancelled (the guard cost is not returned)",  # noqa: E501
    ),
    "synchro_attack_cancelled_character_gone": (
        "{card}のシンクロのアタック宣言は、キャラクターがいないので打ち消される",
        "The synchro attack of {card} is cancelled: the character is gone",
    ),
    "attack_cancelled_attacker_gone_attack": (
        "{attacker}のアタック宣言は、アタックするキャラクターがいなくなったので打ち消される(支払ったアタックコストは戻らない)",
        "The attack of {attacker} is cancelled: the attacker is gone (the attack cost paid is not returned)",
    ),
    "attack_resolves_targeted_faction_character": (
        "{attacker}のアタックを解決: 目標の勢力キャラクター{target}は自動的にガードしており、バトルが発生する",
        "The attack of {attacker} resolves: the targeted faction character {target} guarded automatically, so a battle follows",  # noqa: E501
    ),
    "damage_check_deck_empty_nothing": (
        "ダメージ判定{n}回目: デッキにカードがないので、めくるものがない(敗北とはしない読み)",
        "Damage check {n}: the deck is empty, nothing to reveal (read as no loss)",
    ),
    "attack_cancelled_target_gone": (
        "{attacker}のアタック宣言は目標のキャラクターがいないので打ち消される",
        "The attack of {attacker} is cancelled: its target is gone",
    ),
    "attack_resolves_guard_carried_out": (
        "{attacker}のアタックを解決: {g}のガードが実行され、バトルが発生する",
        "The attack of {attacker} resolves: the guard by {g} is carried out and a battle follows",
    ),
    "use_bind_reaches_loss": (
        "{player}: {r}のバインド{x}を使いますか(パワーカード{x}枚をダメージ置き場へ)。使うとダメージ置き場が{n}枚になり、敗北条件(10枚以上)を満たしてゲームから除外されます",  # noqa: E501
        "{player}: use Bind {x} of {r} (put {x} power cards into your damage zone)? Doing so brings your damage zone to {n} cards, a loss condition (10 or more): you would be removed from the game",  # noqa: E501
    ),
    "use_bind_put_power_cards": (
        "{player}: {r}のバインド{x}を使いますか(パワーカード{x}枚をダメージ置き場へ)",
        "{player}: use Bind {x} of {r} (put {x} power cards into your damage zone)?",
    ),
    "damage_check_deck_empty": (
        "ダメージ判定{n}回目: デッキにカードがない。{text}",
        "Damage check {n}: the deck is empty. {text}",
    ),
    "holds_more_power_than_mental": (
        "{player}: {card}のパワーが精神力を超えた。捨てるパワーカードを{excess}(表を見ずに)選んでください",
        "{player}: {card} holds more power than its mental power; choose {excess} to discard, without looking",
    ),
    "last_player_left_wins": (
        "。最後まで残った{w}の勝利",
        "; {w}, the last player left, wins",
    ),
    "nobody_left_so_game_draw": (
        "。誰も残らないので引き分け",
        "; nobody is left, so the game is a draw",
    ),
    "draw_phase_draws_card_from": (
        "ドローフェイズ: {player}はデッキの一番上から{cards}ドローする(レスポンスはできない)",
        "Draw phase: {player} draws {cards} from the top of the deck (no responses)",
    ),
    "does_not_or_cannot_pay": (
        "{card}はパワーカード{x}枚を支払わない(払えない)ので、ただちに勢力エリアの同じ勢力パーティの一番上に移り、アクティブキャラクターになる",
        "{card} does not (or cannot) pay {x} power: it moves at once to the top of its party in the faction area and becomes the active character",  # noqa: E501
    ),
    "faction_check_so_no_attack": (
        "勢力チェック({first}): {what}のでアタックは発生しない(アタックがないと伝えるのは宣言ではない)",
        "Faction check ({first}): {what}, so no attack (saying so is not a declaration)",
    ),
    "declares_end_main_phase_phase": (
        "{player}はメインフェイズの終了を宣言する(フェイズの終了も宣言なのでレスポンスできる)",
        "{player} declares the end of the main phase (a phase end is a declaration and can be responded to)",
    ),
    "instant_power_card_phase_ends": (
        "パワーカードフェイズが終了する瞬間、精神力と同じ枚数のパワーカードを持つアクティブキャラクター{text}が{player}の支配エリアに移る(支配。1つの勢力パーティにつき1ターン1人まで)",
        "The instant the power card phase ends, active characters with power equal to their mental power ({text}) move to {player}'s dominion area (dominated; one per party per turn)",  # noqa: E501
    ),
    "discard_phase_discards_down_hand": (
        "ディスカードフェイズ: {player}は手札上限{limit}枚まで{text}を捨て札する",
        "Discard phase: {player} discards {text} down to the hand limit of {limit}",
    ),
    "turn_end_end_turn_effect": (
        "ターン終了: {ended}{player}のターンが終わる。第{state_turn}ターン、{next_player}のドローフェイズから",
        "Turn end: {ended}{player}'s turn is over. Turn {state_turn}: {next_player}'s draw phase",
    ),
    "end_of_turn_effects_end": (
        "ターン終了時までの効果{n}が終わり{extra}、",
        "effects lasting until the end of the turn end: {n}{extra}; ",
    ),
    "faction_phase_begins_parties_are": (
        "勢力フェイズ開始: {player}の勢力パーティを左から順に勢力チェックする",
        "Faction phase begins: {player}'s parties are checked from the left, one by one",
    ),
    "main_phase_begins_may_declare": (
        "メインフェイズ開始: {player}は好きな順番で何度でも行動を宣言できる",
        "Main phase begins: {player} may declare actions in any order, as often as they like",
    ),
    "power_card_phase_begins_may": (
        "パワーカードフェイズ開始: {player}は手札を裏向きにして支配キャラクターとアクティブキャラクターにセットできる(レスポンスはできない)",  # noqa: E501
        "Power card phase begins: {player} may set hand cards face down on dominated and active characters (no responses)",  # noqa: E501
    ),
    "draw_phase_plays_first_does": (
        "ドローフェイズ: 先攻の{player}は最初のターンにはドローできない",
        "Draw phase: {player} plays first and does not draw on the first turn",
    ),
    "draw_phase_draw_x_makes": (
        "ドローフェイズ: ドロー±Xの合計で枚数は{n}枚。0枚以下なのでドローせず、それ以外には何も起きない",
        "Draw phase: draw ±X makes the count {n}; at 0 or less nothing is drawn and nothing else happens",
    ),
    "draw_phase_must_draw_changed": (
        "ドローフェイズ: {player}は{n}枚引かなければならない(変更後の枚数も必ず引く)が、デッキが尽きた。{text}",
        "Draw phase: {player} must draw {n} (a changed count is mandatory) but the deck runs out. {text}",
    ),
    "pays_power_card_stays_dominion": (
        "{card}からパワーカード{x}を支払い、支配エリアに残る",
        "{card} pays {x} and stays in the dominion area",
    ),
    "every_party_has_been_checked": (
        "全ての勢力パーティの勢力チェックと、それによるアタックが解決されたので勢力フェイズが終わる",
        "Every party has been checked and the attacks they caused resolved: the faction phase ends",
    ),
    "faction_check_so_no_attack_2": (
        "勢力チェック({first}): {what}のでアタックは発生しない(いなくてもチェックは行い、レスポンスできる)",
        "Faction check ({first}): {what}, so no attack (every party is checked even when empty, and the check can be responded to)",  # noqa: E501
    ),
    "every_scripted_action_used_nothing": (
        "台本の行動はすべて使われ、宣言中のものもない: ここで停止する",
        "Every scripted action is used and nothing is declared: the run stops here",
    ),
    "end_power_card_phase_no": (
        "パワーカードフェイズ終了: 精神力と同じ枚数のパワーカードを持つアクティブキャラクターはいない",
        "End of the power card phase: no active character holds power equal to its mental power",
    ),
    "discard_phase_has_card_within": (
        "ディスカードフェイズ: {player}の手札は{len_hand}で上限{limit}枚以下(捨て札はできない)",
        "Discard phase: {player} has {len_hand}, within the limit of {limit} (no discarding)",
    ),
    "choose_card_discard_down_limit": (
        "{player}: 手札上限{limit}枚まで、捨てるカードを{excess}選んでください",
        "{player}: choose {excess} to discard down to the limit of {limit}",
    ),
    "illegal_exactly_card_must_be": (
        "不正: 手札上限{limit}枚と同じになるよう、ちょうど{excess}を捨てなければならない",
        "Illegal: exactly {excess} must be discarded to reach the limit of {limit}",
    ),
    "next_scripted_action_found_no": (
        "次の台本の行動は一巡しても使える時が来ない: ここで停止する",
        "the next scripted action found no moment to be used in a full round of turns: the run stops",
    ),
    "instant_draw_phase_starts_remove": (
        "ドローフェイズ開始の瞬間: {label_state_cards_cid}のリムーブ{x}を処理する",
        "The instant the draw phase starts: Remove {x} of {label_state_cards_cid}",
    ),
    "pay_remove": (
        "{player}: {card}のリムーブ{x}を支払いますか",
        "{player}: pay Remove {x} for {card}?",
    ),
    "illegal_has_card_within_limit": (
        "不正: {player}の手札{len_hand}は上限{limit}枚以下なので、捨て札することはできない",
        "Illegal: {player} has {len_hand}, within the limit of {limit}, and may not discard",
    ),
    "choose_permanent_card_discard": (
        "{player}: 捨て札するパーマネントカードを{excess}選んでください",
        "{player}: choose {excess} to discard",
    ),
    "choose_hand_card_discard": (
        "{player}: 捨て札する手札を{n}選んでください",
        "{player}: choose {n} to discard",
    ),
    "discarded": (
        "{label_state_cards_c}は捨て札される",
        "{label_state_cards_c} is discarded",
    ),
    "discarded_named_to_damage": (
        "{card}はセットされたカードごと捨て札され、ネームを持つ{named}は持ち主のダメージ置き場に置かれる",
        "{card} is discarded with its set cards; the named {named} go to the owner's damage zone",
    ),
    "discarded_with_set_cards": (
        "{card}はセットされたカードごと捨て札される",
        "{card} is discarded with the cards set on it",
    ),
    "power_over_mental_discarded": (
        "{card}のパワーが精神力を超えたので、持ち主は表を見ずに選んだパワーカード{excess}をただちに捨て札する",
        "{card} now holds more power than its mental power: its owner at once discards {excess} chosen without looking",
    ),
    "covered_no_longer_active": (
        "。{card}はアクティブキャラクターではなくなる",
        "; {card} is no longer the active character",
    ),
    "covered_power_discarded": (
        "(そのパワーカードは捨て札)",
        " (its power cards are discarded)",
    ),
    "removed_ten_damage": (
        "{players}はダメージ置き場のカードが10枚以上になったのでゲームから除外される{tail}",
        "{players} has 10 or more cards in the damage zone and is removed from the game{tail}",
    ),
    "removed_empty_deck_draw": (
        "{players}はカードのないデッキから引かなければならないのでゲームから除外される{tail}",
        "{players} must draw from an empty deck and is removed from the game{tail}",
    ),
    "protected_from_project": (
        "{cards}はプロテクトでこのプロジェクトカードの効果を受けない",
        "{cards} is protected from this project card",
    ),
    "players_take_damage": (
        "{players}は{amount}点のダメージを受け、その回数ダメージ判定を行う(アタックではない)",
        "{amount} damage is dealt to {players}: one damage check per point (not an attack)",
    ),
    "damage_reaches_endurance": (
        "{card}: {amount}点のダメージが耐久力以上なので{text}",
        "{card}: {amount} damage reaches its endurance: {text}",
    ),
    "damage_below_endurance": (
        "{card}は{amount}点のダメージが耐久力{endurance}未満なので生き残り、ダメージは消える(累積しない)",
        "{card} takes {amount} damage, below its endurance {endurance}: it survives and the damage disappears (no accumulation)",  # noqa: E501
    ),
    "nothing_to_discard": (
        "対象がない",
        "nothing to discard",
    ),
    "must_draw_empty_deck": (
        "{player}はカードを引かなければならないがデッキがない。{text}",
        "{player} must draw from an empty deck. {text}",
    ),
    "draws_cards": (
        "{player}はカードを{n}引く",
        "{player} draws {n}",
    ),
    "discards_from_hand": (
        "手札から{cards}を捨て札する",
        "discards {cards} from the hand",
    ),
    "moves_to_zone": (
        "{card}を{zone}へ移す",
        "{card} moves to {zone}",
    ),
    "nothing_to_move": (
        "移すものがない",
        "nothing to move",
    ),
    "not_a_value_here": (
        "「{stat}」はこのゲームの数値ではない",
        "'{stat}' is not a value in this game",
    ),
    "attack_change": (
        "{cards}の攻撃力{sign}{amount}",
        "{cards} gets attack {sign}{amount}",
    ),
    "mental_attack_change": (
        "{cards}の精神攻撃力{sign}{amount}",
        "{cards} gets mental attack {sign}{amount}",
    ),
    "mental_change": (
        "{cards}の精神力{sign}{amount}",
        "{cards} gets mental power {sign}{amount}",
    ),
    "endurance_change": (
        "{cards}の耐久力{sign}{amount}",
        "{cards} gets endurance {sign}{amount}",
    ),
    "gains_skill": (
        "{cards}はスキル{skill}を得る",
        "{cards} gains the skill {skill}",
    ),
    "searches_deck": (
        "デッキから{cards}を探し、デッキをシャッフルする",
        "searches the deck for {cards} and shuffles it",
    ),
    "reveals": (
        "{cards}を公開する",
        "reveals {cards}",
    ),
    "word_not_modelled": (
        "「{op}」はこのエンジンのアクエリアンエイジでは扱わない(変化なし)",
        "'{op}' is not modelled for this game (no change)",
    ),
    "word_has_no_meaning": (
        "「{op}」はこのゲームでは意味を持たない(タップ状態や置換はない)",
        "'{op}' has no meaning in this game (no tapped state, no replacements)",
    ),
    "guarder_gone": (
        "ガードしたキャラクターがいない",
        "the guarding character is gone",
    ),
    "stealth_no_faction": (
        "勢力・なしのステルスは誰にもガードできない",
        "a no-faction stealth attacker cannot be guarded at all",
    ),
    "stealth_needs_shared_faction": (
        "ステルス: 同じ勢力のキャラクターでなければガードは成功しない",
        "stealth: only a character of the same faction guards successfully",
    ),
    "breakthrough_unbroken_guard": (
        "ブレイクスルー: ブレイクしていないキャラクターのガードは失敗する",
        "breakthrough: a guard by an unbroken character fails",
    ),
    "guard_not_carried_out": (
        "ガードは実行できない({why})ので元の目標に当たる。",
        "the guard cannot be carried out ({why}), so the attack hits its original target; ",
    ),
    "synchro_withdrawn_no_battle": (
        "バトルが起きないのでシンクロのアタック宣言は取り消される(コストは戻らない)。",
        "no battle happens, so the synchro attack is withdrawn (its cost is not returned); ",
    ),
    "damage_normal": (
        "通常ダメージ{n}",
        "{n} normal damage",
    ),
    "damage_mental": (
        "精神({m})ダメージ",
        "({m}) mental damage",
    ),
    "damage_both": (
        "通常ダメージ{n}と精神({m})ダメージ、合わせて{total}点のダメージ",
        "{n} normal and ({m}) mental damage ({total} in all)",
    ),
    "attack_resolves_player_damage": (
        "{attacker}のアタックを解決: {pre}{target}は{damage}を受け、その回数ダメージ判定を行う",
        "The attack of {attacker} resolves: {pre}{target} takes {damage} and makes that many damage checks",
    ),
    "attack_resolves_zero_damage": (
        "{attacker}のアタックを解決: {pre}{target}は0点のダメージを受け(攻撃力0でも0点のダメージを与える)、ダメージ判定は行わない",  # noqa: E501
        "The attack of {attacker} resolves: {pre}{target} takes 0 damage (an attack of 0 still deals 0 damage) and makes no damage check",  # noqa: E501
    ),
    "initiative_first": (
        "イニシアチブを持つ{cards}が先にダメージを与える",
        "{cards} has initiative and deals its damage first",
    ),
    "no_damage_back": (
        "相手は倒れたので反撃のダメージはない",
        "its opponent is defeated and deals no damage back",
    ),
    "simultaneous_battle_damage": (
        "全員が同時に、自分の攻撃力と同じダメージをバトル相手に与える",
        "every participant deals damage equal to its attack to its opponent, all at the same time",
    ),
    "resists_battle_damage": (
        "{card}はレジストでバトルのダメージを受けない",
        "{card} resists and takes no battle damage",
    ),
    "battle_hit": (
        "{card}: {parts}",
        "{card}: {parts}",
    ),
    "battle_normal_part": (
        "通常ダメージ{n}(耐久力{endurance})",
        "{n} normal damage (endurance {endurance})",
    ),
    "against_power": (
        "パワー{n}",
        "power {n}",
    ),
    "against_mental": (
        "精神力{n}",
        "mental power {n}",
    ),
    "battle_mental_part": (
        "精神({m})ダメージ({base})",
        "({m}) mental damage ({base})",
    ),
    "battle_no_damage": (
        "{card}: ダメージを受けない",
        "{card}: takes no damage",
    ),
    "cannot_withstand": (
        " → 耐えられない",
        " -> it cannot withstand this",
    ),
    "survives_damage_gone": (
        " → 生き残り、ダメージは消える",
        " -> survives, and the damage disappears",
    ),
    "binds_and_stays": (
        "{card}はバインド{x}: パワーカード{n}をダメージ置き場に置き、場に残る",
        "{card} binds {x}: it puts {n} into the damage zone and stays",
    ),
    "bind_cannot_be_paid": (
        "{card}はバインド{x}を持つが、セットされているパワーカードが{n}でX枚を置けないため使えない",
        "{card} has Bind {x} but only {n} set on it, fewer than X, so it cannot use it",
    ),
    "bind_not_used": (
        "{player}は{card}のバインド{x}を使わない",
        "{player} does not use the Bind {x} of {card}",
    ),
    "mental_battle_discards_power": (
        "{card}は精神ダメージと同じ{cards}のパワーカードを捨て札する(持ち主が選ぶ)",
        "{card} discards {cards}, as many as the mental damage (owner's choice)",
    ),
    "penetrate_defeats_below": (
        "ペネトレイトの超過ダメージで下のキャラクターも倒れる: {text}",
        "penetrate's excess defeats the character below too: {text}",
    ),
    "penetrate_to_player": (
        "ペネトレイト: 耐久力を超えた{points}が{player}への通常ダメージになる",
        "penetrate: {player} takes the {points} over the endurance as normal damage",
    ),
    "battle": (
        "バトル({a} 対 {d}): {lines}",
        "Battle ({a} vs {d}): {lines}",
    ),
    "revealed_same_name_to_damage": (
        "キャラクターカード{card}だが、同じネーム「{name}」のキャラクターが場にいるのでダメージ置き場へ",
        "the character card {card}, but a character named '{name}' is on the field: to the damage zone",
    ),
    "revealed_character_set": (
        "キャラクターカード{card}なので勢力エリアの{faction}パーティの一番上にセットする{extra}",
        "the character card {card}: it is set on top of its party ({faction}){extra}",
    ),
    "party_already_checked": (
        "。この勢力パーティは既に勢力チェックを終えているので、このフェイズに戻ってチェックされることはない",
        "; this party has already been checked, so it is not checked again this phase",
    ),
    "revealed_not_character": (
        "{card}はキャラクターカードではないのでダメージ置き場へ",
        "{card}, not a character card: to the damage zone",
    ),
    "same_name_series": (
        "一連のダメージ判定で同じネームのキャラクター{cards}が出た: 同時に場に出たものとして扱い、全てダメージ置き場へ",
        "The same name came out twice in one damage-check series ({cards}): they count as entering at the same time and all go to the damage zone",  # noqa: E501
    ),
    "same_name_series_loss": (
        "一連のダメージ判定で同じネームのキャラクター{cards}が出た: 同時に場に出たものとして扱い、全てダメージ置き場へ。{text}",  # noqa: E501
        "The same name came out twice in one damage-check series ({cards}): they count as entering at the same time and all go to the damage zone; {text}",  # noqa: E501
    ),
    "cost_lacking": (
        "支配キャラクターのパワーカードは合わせて{n}で、コスト{cost}に足りない(コストが不足している状態では使用宣言できない)",
        "your dominated characters hold {n} in all, short of the cost of {cost} (no declaration with "
        "a cost short)",
    ),
    "cost_overpaid": (
        "コスト{cost}に対して{n}枚(コストを多く支払うことはできない)",
        "{n} power for a cost of {cost} (a cost may not be overpaid)",
    ),
    "cost_underpaid": (
        "コスト{cost}に対して{n}枚(コストを少なく支払うことはできない)",
        "{n} power for a cost of {cost} (a cost may not be underpaid)",
    ),
    "payer_not_your_dominated": (
        "{card}は自分の支配キャラクターではない",
        "{card} is not your dominated character",
    ),
    "payer_lacks_power": (
        "{card}のパワーが足りない",
        "{card} lacks the power",
    ),
    "attack_only_own_main_phase": (
        "{turn_player}のターンなのでアタック宣言はできない。アタック宣言は自分のメインフェイズにだけでき、相手のターンにできるのはガード宣言、ファストカードとエフェクトの使用だけ",
        "it is {turn_player}'s turn, so no attack can be declared: an attack is declared only in your own main phase, and in an opponent's turn you may only guard, use fast cards and use effects",  # noqa: E501
    ),
    "permanent_name_already_on_field": (
        "ネーム「{name}」を持つカードがすでに場に出ているので、同じネームのパーマネントカードはセット宣言できない",
        "a card with the name '{name}' is already on the field, so a permanent card with that name cannot be declared",
    ),
    "main_phase_only_character": (
        "キャラクターカードのセットは自分のメインフェイズにだけ(レスポンスとしては使えない)",
        "a character card is only for your own main phase (not as a response)",
    ),
    "main_phase_only_break": (
        "ブレイクカードのセットは自分のメインフェイズにだけ(レスポンスとしては使えない)",
        "a break card is only for your own main phase (not as a response)",
    ),
    "main_phase_only_permanent": (
        "パーマネントカードのセットは自分のメインフェイズにだけ(レスポンスとしては使えない)",
        "a permanent card is only for your own main phase (not as a response)",
    ),
    "main_phase_only_project": (
        "プロジェクトカードは自分のメインフェイズにだけ(レスポンスとしては使えない)",
        "a project card is only for your own main phase (not as a response)",
    ),
    "fast_cards_faction_main_only": (
        "ファストカードは勢力フェイズとメインフェイズにだけ使える",
        "fast cards are used only in faction and main phases",
    ),
    "break_target_on_field": (
        "ブレイクの目標は場のキャラクター",
        "the break target must be a character on the field",
    ),
    "no_shared_class_icon": (
        "同じ分類アイコンをひとつも持っていない",
        "it shares no class icon with the break card",
    ),
    "name_level_break_same_name": (
        "ネームレベルキャラクター「{name}」は同じネームのブレイクカードでしかブレイクできない",
        "the name-level character '{name}' can only be broken by a break card of the same name",
    ),
    "opponent_break_needs_no_power": (
        "相手のテリトリーのキャラクターはパワーカードが1枚もセットされていない時だけブレイクできる",
        "a character in an opponent's territory can be broken only with no power cards set",
    ),
    "permanent_on_own_dominated_only": (
        "パーマネントカードは自分の支配キャラクターにだけセットできる",
        "a permanent goes only on your own dominated character",
    ),
    "permanent_limit_reached": (
        "そのキャラクターにはこれ以上パーマネントカードをセットできない",
        "that character cannot carry another permanent",
    ),
    "cannot_pay_cost": (
        "コストを支払えない: {why}",
        "cannot pay the cost: {why}",
    ),
    "power_from_deck_unseen": (
        "デッキの上から(見ずに)",
        "from the top of the deck, unseen,",
    ),
    "power_from_hand_face_down": (
        "手札から裏向きで",
        "face down from the hand",
    ),
    "stays_until_duration_ends": (
        "持続時間が終わるまでプロジェクトカード・ファストカード置き場に置かれる",
        "stays in the project/fast zone until its duration ends",
    ),
    "instant_discarded": (
        "瞬間なので捨て札される",
        "is instant and is discarded",
    ),
    "card_resolves_success": (
        "{card}を解決: 必要ファクターを満たしているので成功。{lines}。{card}は{where}",
        "{card} resolves: the factor is met, so it succeeds. {lines}. {card} {where}",
    ),
    "break_set_on_top": (
        "{card}が{target}の上に重ねられ、そのキャラクターは上のブレイクカードの能力だけを持つ",
        "{card} is set on top of {target}; the character now has only the top break card's abilities",
    ),
    "broken_moves_to_dominion": (
        "。自分の勢力エリアのキャラクターだったので支配エリアに移る",
        "; it was in your faction area, so it moves to your dominion area",
    ),
    "effect_resolves": (
        "{card}のエフェクトを解決: {lines}",
        "The effect of {card} resolves: {lines}",
    ),
    "kind_attack": (
        "アタック宣言",
        "attack declaration",
    ),
    "kind_guard": (
        "ガード宣言",
        "guard declaration",
    ),
    "kind_synchro": (
        "シンクロのアタック宣言",
        "synchro attack declaration",
    ),
    "kind_card": (
        "カードの使用宣言",
        "card declaration",
    ),
    "kind_effect": (
        "エフェクトの使用宣言",
        "effect declaration",
    ),
    "kind_check": (
        "勢力チェック",
        "faction check",
    ),
    "kind_phase_end": (
        "フェイズの終了宣言",
        "phase end declaration",
    ),
    "chain_resolves_last_first": (
        "全てのプレイヤーが続けてパスしたので宣言は終わり、後から宣言されたものから順に解決する(解決中は何も宣言できない): {order}",  # noqa: E501
        "Every player has passed in a row: declaring ends and the chain resolves last-declared first (nothing can be declared meanwhile): {order}",  # noqa: E501
    ),
    "stop_point_phase_start": (
        "停止点: {phase}の開始",
        "Stop point: start of the {phase}",
    ),
    "faction_check_aggressive_attack": (
        "勢力チェック({faction}): アクティブキャラクター{card}は▼を持つので、チェック終了後に{player}を目標にアタックを宣言する(アタックコストは不要)",  # noqa: E501
        "Faction check ({faction}): the active character {card} has ▼, so once the check ends it declares an attack on {player} (no attack cost)",  # noqa: E501
    ),
    "active_has_no_aggressive": (
        "アクティブキャラクター{card}は▼を持たない",
        "the active character {card} has no ▼",
    ),
    "party_is_empty": (
        "キャラクターがいない",
        "the party is empty",
    ),
    "effect_source_left_dominion": (
        "{card}はもう支配エリアに存在しないので、{card}のエフェクトによる効果{n}は効果を失う",
        "{card} is no longer in the dominion area: {n} its effects made end",
    ),
    "lasting_card_lost_all_targets": (
        "効果時間が持続で効果範囲が目標の{card}は、対象を全て失ったので捨て札される",
        "{card}, lasting and aimed at targets, has lost all its targets and is discarded",
    ),
    "lasting_cards_discarded": (
        "、持続時間の終わったカード{cards}は捨て札され",
        "; cards whose duration ended ({cards}) are discarded",
    ),
    "none_named": (
        "なし",
        "none",
    ),
    "power_counters_discarded": (
        "{card}のパワーカード{n}を捨て札する",
        "{card} discards {n}",
    ),
    "no_power_beyond_mental": (
        "{card}は精神力を超えてパワーカードをセットできない",
        "{card} cannot take power beyond its mental power",
    ),
    "power_from_top_of_deck": (
        "{card}にデッキの上からパワーカードを1枚セットする",
        "{card} gets the top card of the deck as power",
    ),
    "nothing_at_all": (
        "なし",
        "nothing",
    ),
    "endurance_zero_discarded": (
        "耐久力が0以下になったので{text}",
        "its endurance is 0 or less, so {text}",
    ),
    "factor_lost_card_stays": (
        "{cards}は必要ファクターを満たさなくなったが、ファクターはカードを使う時だけ必要なので場に残る",
        "{cards} no longer meets its factor but stays: factor matters only when a card is played",
    ),
    "permanent_limit_dropped": (
        "{card}のパーマネントカードの上限が{limit}になったので、持ち主が選んだ{cards}をただちに捨て札する",
        "{card} may now carry {limit}: its owner at once discards {cards}",
    ),
    "option_use": (
        "使う",
        "yes",
    ),
    "option_do_not_use": (
        "使わない",
        "no",
    ),
    "option_pay": (
        "支払う",
        "pay",
    ),
    "option_decline": (
        "支払わない",
        "decline",
    ),
    "face_down_power_card": (
        "裏向きのパワーカード{n}",
        "face-down power card {n}",
    ),
    "then": (
        "{first}。{then}",
        "{first}; {then}",
    ),
    "each_player_at_once": (
        "各プレイヤーが同時に行う(順に処理するが、同時に起こったものとして扱う): {text}",
        "each player at once (handled in turn, but as one simultaneous event): {text}",
    ),
    "player_discards_from_hand": (
        "{player}は手札から{cards}を捨て札する",
        "{player} discards {cards} from the hand",
    ),
    "no_guard_declared": (
        "ガード宣言はなかったので、",
        "no guard was declared, so ",
    ),
    "in_force_at_start": (
        "局面の開始時点で、すでに効果を発揮している: {parts}(いずれもターン終了時まで)",
        "Already in force when the position starts: {parts} (each until the end of the turn)",
    ),
    "in_force_from": (
        "{clause}({source}による)",
        "{clause} (made by {source})",
    ),
    "factor_unmet_at_declaration": (
        "必要ファクター({factors})は今は満たされていない。解決時に満たしていなければ捨て札され、解決までに満たすことがありえないなら故意に使用宣言することはできない",
        "its necessary factor ({factors}) is not met now: unless it is met when the card resolves, the card is discarded, and declaring it on purpose when it cannot be met by then is not allowed",  # noqa: E501
    ),
})
say = MESSAGES


def stat_change(stat: str, *, cards: tuple[str, str], sign: str, amount: int) -> tuple[str, str]:
    """A value change, one whole sentence per value so the Japanese names it (攻撃力, 精神攻撃力, 精神力, 耐久力)."""
    if stat == "mental_attack":
        return say("mental_attack_change", cards=cards, sign=sign, amount=amount)
    if stat == "mental":
        return say("mental_change", cards=cards, sign=sign, amount=amount)
    if stat == "endurance":
        return say("endurance_change", cards=cards, sign=sign, amount=amount)
    return say("attack_change", cards=cards, sign=sign, amount=amount)
