"""Step messages, key -> (Japanese template, English template): the data `say` reads (see kernel.messages)."""

from __future__ import annotations

from judge_app.engine.kernel.messages import Messages

MESSAGES = Messages({
    "illegal_action": (
        "不正な行動({player}): {text}",
        "Illegal action by {player}: {text}",
    ),
    "choose_cards_that_pay_hand": (
        "{player}: {need_describe}の支払いに使うカード(捨てる手札・ダルにするバックアップ)を選んでください",
        "{player}: choose the cards that pay {need_describe} (hand cards to discard, backups to dull)",
    ),
    "change_cost_from_applied_before": (
        "。{change}",
        "; {change}",
    ),
    "plays_special_action_cost": (
        "{player}は{card}をプレイする(特別な行動): コスト{need_total}を{pay}",
        "{player} plays {card} (a special action): cost {need_total}, {pay}",
    ),
    "enters_field_enter_field_abilities": (
        "{card}がフィールドに出る{extra}。フィールドに出たことによる誘発が起き、ターンプレイヤーが優先権を得る",
        "{card} enters the field{extra}; enter-the-field abilities trigger and the turn player gets priority",
    ),
    "casts_goes_stack_targets_keeps": (
        "{player}は{card}を召喚する: スタックに置き(対象: {target})、{pay}{war}。{player}が優先権を持ち続ける",
        "{player} casts {card}: it goes on the stack (targets: {target}), {pay}{war}; {player} keeps priority",
    ),
    "activates_goes_stack_keeps_priority": (
        "{player}は{card}のアビリティ「{text}」を起動してスタックに置き、{pay}。{player}が優先権を持ち続ける",
        "{player} activates '{text}' of {card}: it goes on the stack; {pay}; {player} keeps priority",
    ),
    "concedes_allowed_any_time": (
        "{player}は投了する(いつでもできる)",
        "{player} concedes (allowed at any time)",
    ),
    "both_can_stop_loop_turn": (
        "両者がループを止められる: ターンプレイヤー{counts_get_tp_1}回、非ターンプレイヤー{counts_get_ntp_1}回を宣言し、少ない方の{n}回行ってループを終える",  # noqa: E501
        "both can stop the loop: turn player declares {counts_get_tp_1}, non-turn player {counts_get_ntp_1}; it runs {n} times and ends",  # noqa: E501
    ),
    "cannot_be_done_now": (
        "この時点で「{act_type}」はできない",
        "'{act_type}' cannot be done now",
    ),
    "nothing_pay": (
        "支払うCPはない",
        "nothing to pay",
    ),
    "only_turn_player_may_play": (
        "キャラクター・アイテム・陣形をプレイできるのはターンプレイヤーだけ",
        "only the turn player may play it",
    ),
    "can_be_played_only_main": (
        "プレイできるのはメインフェイズだけ",
        "it can be played only in a main phase",
    ),
    "cannot_be_played_while_stack": (
        "スタックが空でなければプレイできない",
        "it cannot be played while the stack is not empty",
    ),
    "not_hand": (
        "{act_card}は{act_player}の手札にない",
        "{act_card} is not in {act_player}'s hand",
    ),
    "summon_cast_instead": (
        "{card}は召喚獣: プレイではなく召喚する",
        "{card} is a summon: cast it instead",
    ),
    "backups_are_limited_th_cannot": (
        "バックアップは5体までで、6体目はプレイできない",
        "backups are limited to 5; a 6th cannot be played",
    ),
    "cannot_pay_play_rewound": (
        "{card}のコストを支払えない: {verdict}{change}。プレイは巻き戻される",
        "cannot pay for {card}: {verdict}{change}; the play is rewound",
    ),
    "not_hand_2": (
        "{act_card}は手札にない",
        "{act_card} is not in the hand",
    ),
    "not_summon": (
        "{card}は召喚獣ではない",
        "{card} is not a summon",
    ),
    "cannot_be_cast_so_casting": (
        "{card}は召喚できないとされているので、召喚し始めることもできない",
        "{card} cannot be cast, so casting it cannot even begin",
    ),
    "cannot_pay_cast_rewound": (
        "{card}のコストを支払えない: {verdict}{war}。召喚は巻き戻される",
        "cannot pay for {card}: {verdict}{war}; the cast is rewound",
    ),
    "ability_lost_cannot_activate": (
        "{card}はそのアビリティを失っているので起動できない",
        "{card} has lost that ability and cannot activate it",
    ),
    "no_such_ability": (
        "起動するアビリティが見つからない",
        "no such ability",
    ),
    "that_ability_cannot_be_activated": (
        "{card}のそのアビリティは起動できない",
        "that ability of {card} cannot be activated",
    ),
    "only_your_own_turn": (
        "自分のターンにしか使えない",
        "only on your own turn",
    ),
    "no_legal_target": (
        "選べる対象がない",
        "no legal target",
    ),
    "cannot_pay_activation_rewound": (
        "コストを支払えない: {verdict}。起動は巻き戻される",
        "cannot pay: {verdict}; the activation is rewound",
    ),
    "infinite_loop_nobody_can_stop": (
        "誰も止められない無限ループ: ゲームは引き分けとなる",
        "An infinite loop nobody can stop: the game is a draw",
    ),
    "only_can_stop_loop_declares": (
        "{player}だけがループを止められる: {n}回行うと宣言し、実行してループを終える",
        "only {player} can stop the loop: declares {n} iterations, performs them and ends it",
    ),
    "character_named_already_field_not": (
        "同名の{card_name}が既にフィールドにある(一般兵ではない)",
        "a character named {card_name} is already on the field (not generic)",
    ),
    "no_character_equip_named": (
        "装備するキャラクターが指定されていない",
        "no character to equip is named",
    ),
    "opponent_character": (
        "{healed}は対戦相手のキャラクター",
        "{healed} is an opponent's character",
    ),
    "cannot_equip": (
        "{card}は{ctype_h}に装備できない",
        "{card} cannot equip a {ctype_h}",
    ),
    "already_has": (
        "{healed}は既に{t}を装備している",
        "{healed} already has a {t}",
    ),
    "has_no_overdrive": (
        "{card}はオーバードライブを持たない",
        "{card} has no overdrive",
    ),
    "war_god_character_must_be": (
        "軍神で指定したキャラクターはジョブ{job}を持つ自分のキャラクターではない",
        "the War God character must be yours and have the job {job}",
    ),
    "no_legal_target_cast_cannot": (
        "選べる対象がないので召喚を完了できない",
        "no legal target: the cast cannot be completed",
    ),
    "must_be_your_hand": (
        "{card}が手札にある時にしか使えない",
        "{card} must be in your hand",
    ),
    "has_not_been_controlled_since": (
        "{card}はターンの最初からコントロールしておらず、ヘイストもないのでダルアイコンのアビリティを使えない",
        "{card} has not been controlled since the start of the turn and lacks haste: no dull-cost abilities",
    ),
    "already_dull": (
        "{card}は既にダル状態でコストを支払えない",
        "{card} is already dull",
    ),
    "special_ability_also_needs_card": (
        "スペシャルアビリティには同名のカード({card_name})を手札から1枚捨てる必要がある",
        "a special ability also needs a card named {card_name} discarded from hand",
    ),
    "junction_again_cost_only": (
        "。{card}は既にジャンクションされているが、ジャンクションのコストを支払うことはできる(召喚獣は除外されない)",
        "; {card} is already junctioned, but the cost of Junction may still be paid (no summon will be removed)",
    ),
    "name_summon_your_hand_remove": (
        "手札の召喚獣を1枚指定する必要がある",
        "name a summon in your hand to remove",
    ),
    "target_cannot_be_chosen": (
        "対象{exc}は選べない",
        "target {exc} cannot be chosen",
    ),
    "formation_condition_not_met": (
        "陣形条件を満たしていない",
        "the formation condition is not met",
    ),
    "use_overdrive": (
        "{player}: {card}をオーバードライブを使ってプレイしますか",
        "{player}: play {card} with Overdrive?",
    ),
    "use_war_god": (
        "{player}: {card}の軍神を使いますか(使うならジョブ{job}を持つ自分のキャラクターを1体選んでブレイクゾーンに置く)",  # noqa: E501
        "{player}: use War God of {card}? (to use it, choose one of your characters with the job {job} to put into the break zone)",  # noqa: E501
    ),
    "use_assist": (
        "{player}: {card}のアシストを使用しますか",
        "{player}: use Assist of {card}?",
    ),
    "not_equipped": (
        "{card}は装備されていない",
        "{card} is not equipped",
    ),
    "not_your_field": (
        "{card}は自分のフィールドにない",
        "{card} is not on your field",
    ),
    "choose_mode": (
        "{player}: {card}の効果を{n}つ選んでください",
        "{player}: choose {n} mode(s) of {card}",
    ),
    "exactly_different_mode_must_be": (
        "モードは{n}つ、異なるものを選ぶ",
        "exactly {n} different mode(s) must be chosen",
    ),
    "x_cannot_be_never_negative": (
        "Xに{x}は選べない(負の数は選べない)",
        "X cannot be {x} (never a negative number)",
    ),
    "choose_value_x": (
        "{player}: {card}のXの値を決めてください",
        "{player}: choose the value of X for {card}",
    ),
    "cannot_be_divided_among_card": (
        "{total}を{len_cards}枚に{least}以上ずつ割り振れない",
        "{total} cannot be divided among {len_cards} card(s) at {least} or more each",
    ),
    "declare_how_divided": (
        "{player}: {total}の割り振りを宣言してください",
        "{player}: declare how {total} is divided",
    ),
    "attack_preparation_step_start_triggers": (
        "アタック準備ステップ: 開始時の誘発をスタックに置き、ターンプレイヤーが優先権を得る",
        "Attack preparation step: its start triggers go on the stack; the turn player gets priority",
    ),
    "blocks": (
        "{player}は{blocker}で{text}をブロックする{more}",
        "{player} blocks {text} with {blocker}{more}",
    ),
    "choose_party_member_receive_all": (
        "{player}: ブロッカーのパワー({amount})のダメージをパーティーのフォワードにどう割り振るか選んでください(1体にすべて、または複数に割り振る)",  # noqa: E501
        "{player}: choose how the blocker's {amount} damage is divided among the party (all to one member, or split among several; block options.distribution states a split in advance)",  # noqa: E501
    ),
    "when_deals_damage_player_auto": (
        "「プレイヤーにダメージを与えたとき」のオートアビリティが誘発する",
        "'When it deals damage to a player' auto abilities trigger",
    ),
    "stop_point_attack_preparation_step": (
        "停止点: アタック準備ステップ",
        "stop point: attack preparation step",
    ),
    "declares_no_attacker_block_damage": (
        "{player}はアタックするフォワードを指定しない: ブロック指定ステップとダメージ解決ステップは飛ばされ、第2メインフェイズに移る",  # noqa: E501
        "{player} declares no attacker: the block and damage steps are skipped; main phase 2 follows",
    ),
    "illegal_attack": (
        "不正なアタック宣言: {problem}",
        "illegal attack: {problem}",
    ),
    "choose_one_forward_block_or": (
        "{player}: ブロックするフォワードを1体選ぶか、ブロックしないことを選んでください",
        "{player}: choose one forward to block with, or no block",
    ),
    "does_not_block": (
        "{player}はブロックしない",
        "{player} does not block",
    ),
    "must_block_if_able": (
        "(ブロックできるならブロックしなければならないため)",
        " (it must block if able)",
    ),
    "unblocked_deals_damage_always_whatever": (
        "ブロックされなかった{text}は{player}に1ダメージを与える(パワーに関わらず1)",
        "Unblocked, {text} deals 1 damage to {player} (always 1, whatever the power)",
    ),
    "blocker_left_combat_attacker_stays": (
        "ブロックしていたフォワードが戦闘から取り除かれた: アタッカーはブロックされたままで、ダメージは与えられない",
        "The blocker left combat: the attacker stays blocked and deals no damage",
    ),
    "illegal_must_attack_if_able": (
        "不正: {first}はアタックできるならアタックしなければならない",
        "illegal: {first} must attack if able",
    ),
    "illegal_must_block_if_able": (
        "不正: {r}はブロックできるならブロックしなければならない",
        "illegal: {r} must block if able",
    ),
    "has_no_active_forward_that": (
        "{player}にはブロックできるアクティブなフォワードがいない",
        "{player} has no active forward that can block",
    ),
    "attacking_forward_gone_no_damage": (
        "アタックしていたフォワードがもういないので、ダメージは与えられない",
        "The attacking forward is gone: no damage is dealt",
    ),
    "blocker_gone_under_setting_attacker": (
        "ブロックしていたフォワードがいないので、アタッカーがプレイヤーに1ダメージを与える(設定)",
        "The blocker is gone; under the setting the attacker damages the player",
    ),
    "regular_damage": (
        "通常のダメージ: {parts}{more}",
        "Regular damage: {parts}{more}",
    ),
    "illegal_block_not_forward_non": (
        "不正なブロック: {choice}は非ターンプレイヤーのフォワードではない",
        "illegal block: {choice} is not a forward of the non-turn player",
    ),
    "illegal_block_dull": (
        "不正なブロック: {card}はダル状態",
        "illegal block: {card} is dull",
    ),
    "illegal_block_cannot_block": (
        "不正なブロック: {card}はブロックできない",
        "illegal block: {card} cannot block",
    ),
    "illegal_block_attacker_cannot_be": (
        "不正なブロック: アタックしているフォワードは{card}にはブロックされない",
        "illegal block: the attacker cannot be blocked by {card}",
    ),
    "not_same_element_setting_cp": (
        "{text}は同じ属性ではない(設定 cp_element=same_element_only)",
        "{text} is not of the same element (setting cp_element=same_element_only)",
    ),
    "not_enough_cp": (
        "CPが足りない({produced}/{need_total})",
        "not enough CP ({produced} of {need_total})",
    ),
    "need_cp": (
        "{total}CP{parts}",
        "{total} CP{parts}",
    ),
    "need_parts": (
        "({parts})",
        " ({parts})",
    ),
    "need_specific": (
        "{element}のCP{n}",
        "{element}:{n}",
    ),
    "need_one_of": (
        "{elements}のCPを1以上",
        "1 of {elements}",
    ),
    "need_one_of_any": (
        "{elements}のいずれかのCPを1以上",
        "1 of {elements}",
    ),
    "element_requirement_not_met": (
        "属性の条件を満たさない({need_describe})",
        "the element requirement is not met ({need_describe})",
    ),
    "no_card": (
        "{cid} というカードはない",
        "no card {cid}",
    ),
    "excess_cp_excess_only_allowed": (
        "余剰のCP({excess})は手札を捨てる場合にしか生み出せない",
        "{excess} excess CP: excess is only allowed when discarding",
    ),
    "too_much_excess_cp": (
        "余剰のCPが多すぎる({excess})",
        "too much excess CP ({excess})",
    ),
    "light_dark_cannot_be_discarded": (
        "光・闇属性の{text}は捨ててCPを生み出せない",
        "{text} is Light/Dark and cannot be discarded for CP",
    ),
    "cannot_pay_only_your_hand": (
        "{text}は支払いに使えない(自分の手札か自分のバックアップのみ)",
        "{text} cannot pay: only your hand and your backups produce CP",
    ),
    "already_dull_cannot_be_dulled": (
        "{text}はダル状態なのでダルにしてCPを生み出せない",
        "{text} is already dull and cannot be dulled for CP",
    ),
    "excess_could_be_avoided_not": (
        "{text}を使わなくても支払えるので余剰は認められない(設定 excess_cp)",
        "the excess could be avoided by not dulling {text} (setting excess_cp)",
    ),
    "choose_target": (
        "{who}: {src}の対象を選んでください",
        "{who}: choose the target(s) of {src}",
    ),
    "combat_damage_replaced": (
        "{source}→{card}: ダメージを受ける代わりに置換効果を適用する",
        "{source} -> {card}: a replacement applies instead of the damage",
    ),
    "replacement_from": (
        "{source}の置換効果",
        "the replacement from {source}",
    ),
    "choose_which_replacement_applies_first": (
        "{player}: {card}に先に適用する置換効果を選んでください",
        "{player}: choose which replacement applies first to {card}",
    ),
    "discards_down_hand_limit_special": (
        "{player}は手札の上限5枚になるまで{text}を捨てる(特別な行動)",
        "{player} discards {text} down to the hand limit of 5 (a special action)",
    ),
    "simultaneously_all_damage_field_removed": (
        "同時に: フィールドのカードのダメージ({text})がすべて取り除かれ、「ターン終了時まで」の効果{len_ended}個が終了する{more}",  # noqa: E501
        "Simultaneously: all damage on the field ({text}) is removed and {len_ended} 'until end of turn' effect(s) end{more}",  # noqa: E501
    ),
    "no_rule_processes_or_auto": (
        "処理すべきルールプロセスもオートアビリティもないのでターンが終わる",
        "No rule processes or auto abilities remain: the turn ends",
    ),
    "turn_turn_player": (
        "第{state_turn}ターン: {player}がターンプレイヤーになる",
        "Turn {state_turn}: {player} is the turn player",
    ),
    "both_players_pass_succession_empty": (
        "スタックが空の状態で両プレイヤーが続けて優先権を放棄したので、次に進む",
        "Both players pass in succession with an empty stack: the game moves on",
    ),
    "ability": (
        "{card}のアビリティ「{ability_text_ab}」",
        "the ability '{ability_text_ab}' of {card}",
    ),
    "resolves_instructions_are_followed_order": (
        "{target}が解決される: テキストの順に実行する{x}",
        "{target} resolves: its instructions are followed in order{x}",
    ),
    "draw_phase_draws_card_special": (
        "ドローフェイズ: {player}はカードを{cards}引く(特別な行動。優先権は発生しない)",
        "Draw phase: {player} draws {cards} (a special action; no priority)",
    ),
    "draw_phase_deck_ran_out": (
        "ドローフェイズ: {player}はカードを{cards}引く(特別な行動。優先権は発生しない)。"
        "デッキには{drawn}しかないので{drawn}だけ引き、空のデッキから引こうとしたことになるので、次のルールプロセスのチェックで敗北する",
        "Draw phase: {player} is to draw {cards} (a special action; no priority); the deck holds only {drawn}, so "
        "they draw {drawn} and try to draw from an empty deck: they lose at the next rule-process check",
    ),
    "draw_phase_deck_empty": (
        "ドローフェイズ: {player}はカードを{cards}引く(特別な行動。優先権は発生しない)。デッキが空なので1枚も引けず、"
        "空のデッキから引こうとしたことになるので、次のルールプロセスのチェックで敗北する",
        "Draw phase: {player} is to draw {cards} (a special action; no priority); the deck is empty, so they draw "
        "none and try to draw from an empty deck: they lose at the next rule-process check",
    ),
    "begins_start_phase_triggers_go": (
        "{phase}開始: 開始時の誘発をスタックに置き、ターンプレイヤーが優先権を得る",
        "{phase} begins: start-of-phase triggers go on the stack, then the turn player gets priority",
    ),
    "attack_phase_begins": (
        "アタックフェイズ開始",
        "Attack phase begins",
    ),
    "has_cards_within_limit": (
        "{player}の手札は{len_hand}枚で上限(5枚)以下",
        "{player} has {len_hand} cards: within the limit of 5",
    ),
    "over_hand_limit_choose_card": (
        "{player}: 手札が上限を超えています。捨てるカードを{excess}枚選んでください",
        "{player}: over the hand limit; choose {excess} card(s) to discard",
    ),
    "illegal_exactly_card_from_hand": (
        "不正: 手札から正確に{excess}枚を捨てなければならない",
        "illegal: exactly {excess} card(s) from the hand must be discarded",
    ),
    "control_changing_effect_ends_returns": (
        "。コントロールを変更する効果が終わり、{blocker}は元のコントローラーに戻る",
        "; the control-changing effect ends and {blocker} returns to its previous controller",
    ),
    "rule_processes_or_waiting_auto": (
        "ルールプロセスまたは待機中のオートアビリティがあるので処理し、ターンプレイヤーが優先権を得る(両者が続けて放棄したら 9.6.1.3.1 に戻る)",  # noqa: E501
        "Rule processes or waiting auto abilities exist: handle them and give the turn player priority (when both pass, return to 9.6.1.3.1)",  # noqa: E501
    ),
    "every_scripted_action_used_stack": (
        "台本の行動はすべて使われ、スタックは空(アタックの途中でもない): ここで停止する",
        "every scripted action is used, the stack is empty and no attack is under way: the run stops here",
    ),
    "passes_gets_priority": (
        "{player}は優先権を放棄し、{opponent}が優先権を得る",
        "{player} passes; {opponent} gets priority",
    ),
    "both_players_pass_succession_top": (
        "両プレイヤーが続けて優先権を放棄したので、スタックの一番上の{target}が解決される",
        "Both players pass in succession: the top of the stack, {target}, resolves",
    ),
    "summon": (
        "召喚獣{card}",
        "the summon {card}",
    ),
    "resolves_no_effect_given": (
        "{target}が解決される(シナリオに効果が書かれていない)",
        "{target} resolves (no effect given)",
    ),
    "resolves": (
        "{target}が解決される",
        "{target} resolves",
    ),
    "condition_no_longer_holds_so": (
        "{target}の条件がもう満たされていないので、何もせずスタックから取り除かれる",
        "{target}: its condition no longer holds, so it does nothing",
    ),
    "carry_out": (
        "{player}: {target}を実行しますか",
        "{player}: carry out {target}?",
    ),
    "controller_fixes_x": (
        "(X={frame_x}をコントローラーが決める)",
        " (its controller fixes X={frame_x})",
    ),
    "order_put_your_auto_abilities": (
        "{player}: オートアビリティをスタックに置く順番(先に置くものから)",
        "{player}: order to put your auto abilities on the stack (first placed first)",
    ),
    "chooses_not_carry_out": (
        "{player}は{target}を実行しないことを選ぶ",
        "{player} chooses not to carry out {target}",
    ),
    "resolved_summon_goes_owner_break": (
        "解決を終えた召喚獣{card}はオーナーのブレイクゾーンに置かれ、ターンプレイヤーが優先権を得る",
        "The resolved summon {card} goes to its owner's break zone; the turn player gets priority",
    ),
    "timestamp_order_cards_entering_together": (
        "{player}: 同時にフィールドに出るカードのタイムスタンプの順番(古いものから)",
        "{player}: the timestamp order of the cards entering together (earliest first)",
    ),
    "level_up": (
        "{player}: {card}のレベルアップを行いますか",
        "{player}: level up {card}?",
    ),
    "level_up_goes_break_zone": (
        "レベルアップ: {card}をブレイクゾーンに置き(ブレイクではない)、デッキから{first}を探してダル状態でフィールドに出し、デッキをシャッフルする",  # noqa: E501
        "Level Up: {card} goes to the break zone (not a break); {first} is found in the deck and enters the field dull; the deck is shuffled",  # noqa: E501
    ),
    "link_enters_field_own_link": (
        "{card}のリンク: {first}をフィールドに出す(リンクを持てばさらに誘発する)",
        "Link of {card}: {first} enters the field (its own Link can trigger in turn)",
    ),
    "assist_goes_break_zone_so": (
        "アシスト: {card}をブレイクゾーンに置いたので、記載された効果を解決する",
        "Assist: {card} goes to the break zone, so the stated effect resolves",
    ),
    "awakening_same_name_searched_out": (
        "覚醒: デッキから同名の{first}をサーチしてフィールドに出し、デッキをシャッフルする",
        "Awakening: {first} with the same name is searched out and enters the field; the deck is shuffled",
    ),
    "unequip_returns_hand": (
        "はずす: {card}を手札に戻す",
        "Unequip: {card} returns to hand",
    ),
    "job_change_enters_field_from": (
        "ジョブチェンジ: 手札から{first}をフィールドに出す",
        "Job Change: {first} enters the field from hand",
    ),
    "junction_again_no_removal": (
        "ジャンクション: {card}は既にジャンクションされているので、召喚獣を除外することはできない。{summon}とのジャンクションが続く",  # noqa: E501
        "Junction: {card} is already junctioned, so no summon can be removed; it stays junctioned with {summon}",
    ),
    "junction_junctioned_long_removed_summon": (
        "ジャンクション: {card}はジャンクションされた状態になる(除外された召喚獣が除外され続けている限り)",
        "Junction: {card} is junctioned (for as long as the removed summon stays removed)",
    ),
    "has_left_field_cannot_be": (
        "{card}はもうフィールドにないのでブレイクゾーンに置けず、レベルアップしない",
        "{card} has left the field: it cannot be put into the break zone, so no level up",
    ),
    "chooses_not_level_up": (
        "{player}はレベルアップしないことを選ぶ",
        "{player} chooses not to level up",
    ),
    "look_forward_named_your_deck": (
        "{player}: デッキから{card_name}を探してください(見つけなくてもよい)",
        "{player}: look for a forward named {card_name} in your deck (you may find none)",
    ),
    "choose_forward_put_onto_field": (
        "{player}: リンクで出すフォワードを選んでください({zone}から)",
        "{player}: choose a forward to put onto the field with Link (from {zone})",
    ),
    "link_no_forward_put_out": (
        "{card}のリンク: フォワードを出さない",
        "Link of {card}: no forward is put out",
    ),
    "has_left_field_cannot_be_2": (
        "{card}はもうフィールドにないのでブレイクゾーンに置けず、アシストの効果は解決されない",
        "{card} has left the field: it cannot be put into the break zone, so the Assist effect does not happen",
    ),
    "search_your_deck": (
        "{player}: デッキから{card_name}をサーチしてください",
        "{player}: search your deck for {card_name}",
    ),
    "no_longer_field": (
        "{card}はもうフィールドにない",
        "{card} is no longer on the field",
    ),
    "choose_backup_cost_or_less": (
        "{player}: 手札から出すコスト{limit}以下のバックアップを選んでください",
        "{player}: choose a backup of cost {limit} or less from your hand",
    ),
    "job_change_backups_already_none": (
        "ジョブチェンジ: バックアップが既に5体あるので出せない",
        "Job Change: 5 backups already; none can be put out",
    ),
    "has_nothing_act": (
        "{source}の「{what}」は対象がないため何もしない",
        "{source}: '{what}' has nothing to act on",
    ),
    "puts_into_break_zone_not": (
        "{source}の効果: {text}をブレイクゾーンに置く(ブレイクではない)",
        "{source}: puts {text} into the break zone (not a break)",
    ),
    "removed_from_game": (
        "{text}を除外する",
        "{text} is removed from the game",
    ),
    "becomes_dull": (
        "{text}をダルにする",
        "{text} becomes dull",
    ),
    "becomes_active": (
        "{text}をアクティブにする",
        "{text} becomes active",
    ),
    "frozen_will_not_become_active": (
        "{text}を凍結する(次のアクティブフェイズにアクティブにならない)",
        "{text} is frozen (will not become active in its controller's next active phase)",
    ),
    "counter": (
        "{text}の{eff_counter}カウンターを{n:+d}する",
        "{text}: {n:+d} {eff_counter} counter(s)",
    ),
    "revealed": (
        "{text}を公開する",
        "{text} is revealed",
    ),
    "replacement_instead_now_applies": (
        "{text}に「{eff_event}代わりに…」という置換効果が発生する",
        "a replacement ('instead of {eff_event}') now applies to {text}",
    ),
    "delayed_auto_ability_created_event": (
        "{source}の効果: 遅延型のオートアビリティ〔{d_id}〕「{ability}」が生成される(イベント: {eff_trigger_event}、対象: {text})。{once}",  # noqa: E501
        "{source}: a delayed auto ability [{d_id}] '{ability}' is created (event: {eff_trigger_event}; watching: {text}); {once}",  # noqa: E501
    ),
    "delayed_text_next_time": (
        "次に{when}とき、{effects}。",
        "The next time {when}, {effects}.",
    ),
    "delayed_text_this_turn": (
        "このターン、{when}とき、{effects}。",
        "This turn, whenever {when}, {effects}.",
    ),
    "delayed_text_during": (
        "{during}、{when}とき、{effects}。",
        "Whenever {when} {during}, {effects}.",
    ),
    "damage": (
        "{amount}ダメージ",
        "{amount} damage",
    ),
    "breaks_owner_break_zone": (
        "{source}の効果: {text}をブレイクする(オーナーのブレイクゾーンへ)",
        "{source}: breaks {text} (to its owner's break zone)",
    ),
    "choose_card_discard": (
        "{player}: 捨てるカードを{n}枚選んでください",
        "{player}: choose {n} card(s) to discard",
    ),
    "move": (
        "{eff_to}へ移動",
        "move to {eff_to}",
    ),
    "return_hand": (
        "手札に戻す",
        "return to hand",
    ),
    "remove_from_game": (
        "除外",
        "remove from the game",
    ),
    "power_change": (
        "パワー修整",
        "power change",
    ),
    "gains": (
        "を得る",
        "gains",
    ),
    "loses": (
        "を失う",
        "loses",
    ),
    "dull": (
        "ダルにする",
        "dull",
    ),
    "activate": (
        "アクティブにする",
        "activate",
    ),
    "freeze": (
        "凍結",
        "freeze",
    ),
    "counters": (
        "カウンター",
        "counters",
    ),
    "choose_card_take_from_deck": (
        "{player}: デッキから探すカードを選んでください(選ばなくてもよい)",
        "{player}: choose the card(s) to take from the deck (you may find none)",
    ),
    "damage_prevention": (
        "ダメージ軽減",
        "damage prevention",
    ),
    "replacement": (
        "置換効果",
        "replacement",
    ),
    "control_change": (
        "コントロール変更",
        "control change",
    ),
    "text_change": (
        "テキスト変更",
        "text change",
    ),
    "job_change": (
        "ジョブ変更",
        "job change",
    ),
    "become": (
        "になる",
        "become",
    ),
    "are_added": (
        "も得る",
        "are added",
    ),
    "damage_replaced_instead": (
        "{card}へのダメージは置換効果によって代わりの処理になる",
        "damage to {card} is replaced ('instead')",
    ),
    "would_be_broken_replacement_applies": (
        "{card}はブレイクされる代わりに置換効果が適用される(ブレイクは起きなかったことになる)",
        "{card} would be broken; a replacement applies instead (the break never happened)",
    ),
    "would_leave_replacement_applies": (
        "{card}は{event}代わりに置換効果が適用される(その移動は起きなかったことになる)",
        "{card} would {event}; a replacement applies instead (that move never happened)",
    ),
    "ev_put_into_break_zone": (
        "ブレイクゾーンに置かれる",
        "be put into the break zone",
    ),
    "ev_returned_to_hand": (
        "手札に戻される",
        "be returned to its owner's hand",
    ),
    "ev_removed": (
        "除外される",
        "be removed from the game",
    ),
    "ev_leaves_field": (
        "フィールドを離れる",
        "leave the field",
    ),
    "choose_backup_put_into_break": (
        "{player}: ブレイクゾーンに置くバックアップを{info_excess}体選んでください",
        "{player}: choose {info_excess} backup(s) to put into the break zone",
    ),
    "has_six_or_more_backups": (
        "{player}のバックアップが6体以上になったので、直ちに{text}を選んでブレイクゾーンに置く(ブレイクではない)",
        "{player} has six or more backups: they choose {text} at once and put it into the break zone (not a break)",
    ),
    "takes_damage_go_face_up": (
        "{player}は{n}点のダメージを受け、デッキの上から{text}を表向きにダメージゾーンに置く(ダメージ{total})",
        "{player} takes {n} damage: {text} go face up from the top of the deck to the damage zone (damage now {total})",
    ),
    "takes_damage_deck_runs_out": (
        "{player}は{n}点のダメージを受け、デッキの上から{text}を表向きにダメージゾーンに置く。"
        "残り{left}点分はデッキにカードがないので表向きにするカードはない(ダメージ{total})",
        "{player} takes {n} damage: {text} go face up from the top of the deck to the damage zone; for the other "
        "{left} the deck has no card left to reveal (damage now {total})",
    ),
    "takes_damage_deck_empty": (
        "{player}は{n}点のダメージを受けるが、デッキにカードがないので表向きにしてダメージゾーンに置くカードはない"
        "(ダメージ{total})",
        "{player} takes {n} damage, but the deck has no card to reveal and put into the damage zone (damage stays "
        "{total})",
    ),
    "use_ex_burst": (
        "{player}: {card}のEXバーストを使用しますか",
        "{player}: use the EX Burst of {card}?",
    ),
    "uses_ex_burst_happens_once": (
        "{player}は{card}のEXバーストを使用する: スタックを使わず即座に実行され、割り込めない",
        "{player} uses the EX Burst of {card}: it happens at once, without the stack, and cannot be responded to",
    ),
    "performing_rule_processes_brings_board": (
        "ルールプロセスを処理しても盤面が以前と同じ状態に戻り、ルールプロセスのチェックが終わらない。どのプレイヤーにも止める手立てがない無限ループなので、ゲームは引き分けとなる",
        "performing the rule processes brings the board back to a state it was already in, so the checks never end; no player has any way to stop this infinite loop, so the game is a draw",  # noqa: E501
    ),
    "choose_order_resolve_ex_bursts": (
        "{player}: EXバーストを解決する順番を選んでください",
        "{player}: choose the order to resolve the EX bursts",
    ),
    "has_ex_burst_but_scenario": (
        "{card}はEXバーストを持つが、シナリオにその効果が書かれていない",
        "{card} has EX Burst but the scenario gives no effect for it",
    ),
    "does_not_use_ex_burst": (
        "{player}は{card}のEXバーストを使用しない",
        "{player} does not use the EX Burst of {card}",
    ),
    "start_game_each_player_shuffles": (
        "ゲームの開始: 各プレイヤーはデッキをシャッフルする(その後、対戦相手もシャッフルできる)",
        "Start of the game: each player shuffles their deck (the opponent may then shuffle it too)",
    ),
    "random_method_gives_choice_who": (
        "ランダムな方法で{card}が先攻・後攻を選ぶ権利を得て、{first}が先攻になる。両プレイヤーはカードを5枚引く",
        "A random method gives {card} the choice of who goes first; {first} goes first. Both players draw 5 cards",
    ),
    "mulligan_opening_cards": (
        "{player}: 最初の5枚を入れ替えますか",
        "{player}: mulligan the opening 5 cards?",
    ),
    "puts_bottom_deck_order_they": (
        "{player}は手札の{text}を好きな順番でデッキの一番下に置き、カードを{len_drawn}枚引く(シャッフルはしない)",
        "{player} puts {text} on the bottom of the deck in the order they chose and draws {len_drawn} cards (no shuffle)",  # noqa: E501
    ),
    "game_begins_turn_player_first": (
        "{player}をターンプレイヤーとしてゲームを開始する(先攻第1ターンのドローは1枚)",
        "The game begins with {player} as the turn player (the first player draws only 1 card in their first draw phase)",  # noqa: E501
    ),
    "keeps_their_opening_hand": (
        "{player}は手札を入れ替えない",
        "{player} keeps their opening hand",
    ),
    "order_put_cards_bottom_deck": (
        "{player}: デッキの一番下に置く順番(先に置くものから)",
        "{player}: the order to put the cards on the bottom of the deck (first placed first)",
    ),
    "choose_who_goes_first": (
        "{card}: 先攻のプレイヤーを選んでください",
        "{card}: choose who goes first",
    ),
    "breaker_left_together_deemed": (
        "{cards}はブレイクしたフォワードと同時にフィールドを離れるが、そのフォワードをブレイクしたものとみなされる",
        "{cards}: each leaves the field at the same moment as the forward it broke, yet is still deemed to have "
        "broken it",
    ),
    "breaker_left_together_triggers": (
        "{cards}の「フォワードをブレイクしたとき」はブレイクゾーンから、フィールドを離れる直前の情報で誘発する",
        "the 'when this breaks a forward' ability of {cards} triggers from the break zone, read as it last was on "
        "the field",
    ),
    "breaker_left_together_no_trigger": (
        "{cards}はフィールドを離れたので、その「フォワードをブレイクしたとき」は誘発しない",
        "{cards} left the field, so its 'when this breaks a forward' ability does not trigger",
    ),
    "trigger_kind_left_together": (
        "(ブレイクと同時にフィールドを離れたカードから誘発)",
        " (from a card that left the field with the break)",
    ),
    "party_broke_it": (
        "{card}はパワー以上のダメージを受けているのでブレイクされる(パーティーを組んでいた{party}のすべてがブレイクしたものとみなす)",
        "{card} has damage at least its power and is broken (every forward of the party, {party}, is deemed to have broken it)",  # noqa: E501
    ),
    "each_draw_part": (
        "{player}は{drawn}引く",
        "{player} draws {drawn}",
    ),
    "each_draw_part_ran_out": (
        "{player}はデッキに{drawn}しかないので{drawn}だけ引き、空のデッキから引こうとしたことになるので、"
        "次のルールプロセスのチェックで敗北する",
        "{player}'s deck holds only {drawn}, so they draw {drawn} and try to draw from an empty deck: they lose at "
        "the next rule-process check",
    ),
    "each_draw_part_empty": (
        "{player}はデッキが空なので1枚も引けず、空のデッキから引こうとしたことになるので、次のルールプロセスのチェックで敗北する",
        "{player}'s deck is empty, so they draw none and try to draw from an empty deck: they lose at the next "
        "rule-process check",
    ),
    "each_player_draws": (
        "各プレイヤーはカードを{cards}ずつ同時に引く: {text}",
        "Each player draws {cards}, all at the same time: {text}",
    ),
    "damage_removal": (
        "ダメージを取り除く",
        "remove damage",
    ),
    "damage_removed_part": (
        "{card}のダメージは{before}から{after}になる",
        "{card} goes from {before} damage to {after}",
    ),
    "damage_removed": (
        "{source}の効果でダメージを取り除く: {text}",
        "{source} removes damage: {text}",
    ),
    "equip": (
        "アイテムを装備させる",
        "equip an item",
    ),
    "choose_character_to_equip": (
        "{player}: {source}の効果でアイテムを装備させるキャラクターを選んでください",
        "{player}: choose the character {source} equips the item to",
    ),
    "equip_no_character": (
        "{source}の効果: 装備させられるフィールドのキャラクターがいないので、アイテムは装備されない(実行できない部分は無視する)",  # noqa: E501
        "{source}: there is no character on the field to equip, so no item is equipped (what cannot be done is ignored)",  # noqa: E501
    ),
    "equip_opponent_character": (
        "{source}の効果: アイテムは対戦相手のキャラクター{holder}には装備できないので、装備されない(実行できない部分は無視する)",  # noqa: E501
        "{source}: an item cannot be equipped to the opponent's character {holder}, so nothing is equipped (what cannot be done is ignored)",  # noqa: E501
    ),
    "equip_wrong_type": (
        "{text}は{holder}のカードタイプには装備できないので、装備されない(実行できない部分は無視する)",
        "{text} cannot be equipped to a character of {holder}'s card type, so nothing is equipped (what cannot be done is ignored)",  # noqa: E501
    ),
    "equipped_by_effect": (
        "効果により{text}を{holder}に装備する(コストは支払わない)",
        "{text} is equipped to {holder} by the effect (no cost is paid)",
    ),
    "equipped_second_of_type": (
        "効果により{text}を{holder}に装備する(コストは支払わない)。{holder}には同じカードタイプの{old}が既に装備されているので、ルールプロセスでそれらすべてがブレイクゾーンに置かれる",
        "{text} is equipped to {holder} by the effect (no cost is paid); {holder} already has {old} of the same card type, so the rule processes will put all of them into the break zone",  # noqa: E501
    ),
    "seventh_damage_ends_game_at_once": (
        "{player}は{n}点のダメージを受け、{text}がダメージゾーンに置かれてダメージが7になった。その時点でゲームは{player}の敗北で終了し、{winner}が勝利する(EXバーストやルールプロセスを待たない)",
        "{player} takes {n} damage; with {text} in the damage zone the damage is now 7, and the game ends there with {player}'s loss and {winner}'s win (no EX burst, no waiting for the rule processes)",  # noqa: E501
    ),
    "effect_sixth_backup_not_put": (
        "{player}のバックアップはすでに5体なので、効果でフィールドに出すことも6体目のプレイとして扱い、{text}はフィールドに出ずに元の領域に残る",
        "{player} already has 5 backups; putting one onto the field by an effect counts as playing a 6th, so {text} stays where it was",  # noqa: E501
    ),
    "effect_sixth_backup_enters": (
        "効果でフィールドに出すことはプレイではないので、{player}の{text}はバックアップが6体以上になってもフィールドに出る。{player}は超過分を選んでブレイクゾーンに置く",
        "Putting a card onto the field by an effect is not playing it, so {player}'s {text} enter even though they make six or more backups; {player} will choose the excess and put it into the break zone",  # noqa: E501
    ),
    "end_phase_begins": (
        "エンドフェイズ開始: 「エンドフェイズ開始時」「ターン終了時」の誘発をスタックに置き、{player}が優先権を得る(召喚獣・アクションアビリティ・スペシャルアビリティは使用できない)",  # noqa: E501
        "End phase begins: start-of-end-phase and end-of-turn triggers go on the stack; {player} gets priority (no summons, action or special abilities)",  # noqa: E501
    ),
    "active_phase_untaps": (
        "アクティブフェイズ: {player}はダル状態のカード({text})をアクティブにする(特別な行動。優先権は発生しない){frozen}",  # noqa: E501
        "Active phase: {player} activates their dull cards ({text}) (a special action; no priority){frozen}",
    ),
    "frozen_stay_dull": (
        "。凍結している{text}はアクティブにならない",
        "; frozen {text} stays dull",
    ),
    "trigger_has_nothing_to_choose": (
        "{card}のアビリティは選ぶものがないので、誘発したが即座にスタックから除外される",
        "{card}'s ability has nothing to choose: it triggers but leaves the stack at once",
    ),
    "trigger_kind_delayed": (
        "(遅延型)",
        " (delayed)",
    ),
    "trigger_kind_state": (
        "(状況誘発)",
        " (state-watching)",
    ),
    "trigger_kind_last_known": (
        "(離れたカードは移動直前の情報で判定)",
        " (the card that left is judged as it last was)",
    ),
    "identical_copies_any_order": (
        "{player}: {card}の同じアビリティが{n}回誘発したが、どれも同一なのでどの順番でも同じであり、順番は問わない",
        "{player}: the same ability of {card} triggered {n} times; the copies are identical, so every order is the "
        "same and no order is asked",
    ),
    "trigger_goes_on_stack": (
        "{card}「{text}」{kind}",
        "{card}: {text}{kind}",
    ),
    "triggers_go_on_stack": (
        "誘発したオートアビリティをスタックに置く(ターンプレイヤーのものが先、非ターンプレイヤーのものが上): {lines}",
        "Triggered auto abilities go on the stack (turn player's first, the non-turn player's on top, so those resolve first): {lines}",  # noqa: E501
    ),
    "effect_depends_on": (
        "{card}の効果は{first}の効果を適用すると適用先が変わるので依存しており、その後に適用する",
        "the effect of {card} depends on that of {first} (applying it changes what it reaches), so it applies after it",
    ),
    "applies_own": (
        "{card}(自身の効果が先)",
        "{card} (its own effect first)",
    ),
    "applies_dependent": (
        "{card}(依存しているので後)",
        "{card} (dependent, so after)",
    ),
    "applies_time": (
        "{card}(タイムスタンプ順)",
        "{card} (timestamp order)",
    ),
    "applies_in_order": (
        "適用順: {parts}",
        "in order: {parts}",
    ),
    "delayed_no_longer_follows": (
        "。{text}は領域を移動したので、遅延型のオートアビリティ〔{ids}〕はもうそれに影響しない",
        "; {text} changed zones, so the delayed auto ability [{ids}] no longer affects it",
    ),
    "effect_damages_players": (
        "{source}の効果: {players}に{amount}点のダメージを与える",
        "{source}: deals {amount} damage to {players}",
    ),
    "damage_to_card_prevented": (
        "{card}へのダメージは軽減された",
        "damage to {card} is prevented",
    ),
    "damage_to_card": (
        "{card}に{dealt}ダメージ",
        "{dealt} damage to {card}",
    ),
    "effect_damages_cards": (
        "{source}の効果: {parts}",
        "{source}: {parts}",
    ),
    "break": (
        "ブレイク",
        "break",
    ),
    "put_into_break_zone": (
        "ブレイクゾーンに置く",
        "put into the break zone",
    ),
    "draws_cards": (
        "{player}はカードを{cards}引く",
        "{player} draws {cards}",
    ),
    "draws_cards_deck_ran_out": (
        "{player}はカードを{cards}引く。デッキには{drawn}しかないので{drawn}だけ引き、空のデッキから引こうとしたことになるので、"
        "次のルールプロセスのチェックで敗北する",
        "{player} is to draw {cards}; the deck holds only {drawn}, so they draw {drawn} and try to draw from an "
        "empty deck: they lose at the next rule-process check",
    ),
    "draws_cards_deck_empty": (
        "{player}はカードを{cards}引く。デッキが空なので1枚も引けず、空のデッキから引こうとしたことになるので、"
        "次のルールプロセスのチェックで敗北する",
        "{player} is to draw {cards}; the deck is empty, so they draw none and try to draw from an empty deck: they "
        "lose at the next rule-process check",
    ),
    "discards": (
        "{player}は{text}を捨てる",
        "{player} discards {text}",
    ),
    "each_discards_at_once": (
        "ターンプレイヤーが先に選び、非ターンプレイヤーはそれを知った上で選び、同時に捨てる: {parts}",
        "the turn player chooses first, then the non-turn player knowing it, and both discard at once: {parts}",
    ),
    "moves_to": (
        "{text}を{to}に移動する(移動したカードは新しいカードとして扱う){lost}",
        "{text} moves to {to} (a new object there){lost}",
    ),
    "returns_to_hand": (
        "{text}をオーナーの手札に戻す{lost}",
        "{text} returns to its owner's hand{lost}",
    ),
    "card_order": (
        "{card}: {order}",
        "{card}: {order}",
    ),
    "effect_with_orders": (
        "{text}。{orders}",
        "{text}; {orders}",
    ),
    "power_becomes": (
        "{text}のパワーは{until}{amount}になる",
        "{text} has power {amount} ({until})",
    ),
    "power_changes": (
        "{text}のパワーは{until}{sign}される",
        "{text} gets {sign} power ({until})",
    ),
    "keyword_changes": (
        "{text}は{until}{keyword}{verb}",
        "{text} {verb} {keyword} ({until})",
    ),
    "reveals_from_deck": (
        "{player}はデッキから{text}を公開して{to}に置き{shuffle}{together}",
        "{player} reveals {text} from the deck and puts it into {to}{shuffle}{together}",
    ),
    "then_shuffles": (
        "、デッキをシャッフルする",
        ", then shuffles",
    ),
    "entered_together_check_triggers": (
        "。同時にフィールドに出たので、今出たものも含むすべてのカードが誘発条件をチェックする",
        "; they enter together, and each card on the field, newcomers included, checks its enter-the-field triggers",
    ),
    "all_of_it": (
        "すべて",
        "all",
    ),
    "damage_prevented_by_effect": (
        "{text}が受けるダメージを{amount}軽減する(置換効果)",
        "damage to {text} is prevented ({amount})",
    ),
    "comes_under_control": (
        "{text}は{until}{player}のコントロール下になる(コントロールを変更する効果は最初に適用される。新しいコントローラーはこのターンの開始時からコントロールしていない){now}",
        "{text} comes under {player}'s control ({until}); control-changing effects apply first, and the new controller has not controlled it since the turn began{now}",  # noqa: E501
    ),
    "now_has_power": (
        "。{card}の現在のパワーは{power}",
        "; {card} now has power {power}",
    ),
    "loses_all_abilities": (
        "すべてのアビリティを失う",
        "loses all abilities",
    ),
    "gains_abilities": (
        "「{names}」を得る",
        "gains '{names}'",
    ),
    "text_changes": (
        "{text}は{until}{what}(テキストを変更する効果: 2番目に適用される)",
        "{text} {what} ({until}; a text-changing effect, applied second)",
    ),
    "also_card_type": (
        "{until}{type}にもなる",
        "is also a {type} ({until})",
    ),
    "jobs_change": (
        "ジョブは{until}{jobs}{verb}",
        "jobs {jobs} {verb} ({until})",
    ),
    "job_changes": (
        "{text}は{what}(カードタイプ・ジョブを変更する効果: 3番目に適用される){now}",
        "{text}: {what} (a card-type or job-changing effect, applied third){now}",
    ),
    "pay_discarding": (
        "手札から{text}を捨て",
        "discarding {text}",
    ),
    "pay_dulling": (
        "バックアップ{text}をダルにし",
        "dulling {text}",
    ),
    "pays_by": (
        "{ways}て支払う",
        "pays by {ways}",
    ),
    "mode_chosen": (
        "効果「{text}」を選ぶ",
        "mode '{text}' is chosen",
    ),
    "x_declared": (
        "X={x}と決める",
        "X is set to {x}",
    ),
    "share_to": (
        "{card}に{amount}",
        "{amount} to {card}",
    ),
    "split_stands_as_declared": (
        "割り振りは宣言したとおり(合計{declared})で、今の値({now})で割り振り直すことはない",
        "the split stands as declared (a total of {declared}); it is not made again with the value now ({now})",
    ),
    "divided": (
        "割り振り: {shares}",
        "divided: {shares}",
    ),
    "declared_while_playing": (
        "。{parts}",
        "; {parts}",
    ),
    "cost_changed_by": (
        "{source}の効果でコストは{cost}から{new}になる(確定する前に適用)",
        "{source} change(s) the cost from {cost} to {new} (applied before it is locked)",
    ),
    "cost_changed_then_pay": (
        "{change}。{pay}",
        "{change}; {pay}",
    ),
    "old_formation_returns": (
        "。元の陣形{text}は手札に戻る",
        "; the old formation {text} returns to hand",
    ),
    "backup_enters_dull": (
        "。バックアップはダル状態で置かれる",
        "; a backup enters dull",
    ),
    "equipped_to": (
        "。{holder}に装備する",
        "; it is equipped to {holder}",
    ),
    "assist_not_used": (
        "。アシストを使用しないので誘発しない",
        "; Assist is not used, so it does not trigger",
    ),
    "war_god_reduces": (
        "。軍神: {card}をブレイクゾーンに置き(ブレイクではない)コストを{cost}から{reduced}にする",
        "; War God: {card} goes to the break zone (not a break) and the cost drops from {cost} to {reduced}",
    ),
    "not_after_first_strike_damage": (
        "先制攻撃のダメージ後の優先権では使用できない",
        "not usable in the priority after first-strike damage",
    ),
    "not_in_end_phase": (
        "エンドフェイズでは使用できない",
        "not usable in the end phase",
    ),
    "only_main_and_attack_phases": (
        "メインフェイズとアタックフェイズでしか使用できない",
        "only usable in main and attack phases",
    ),
    "pay_break_zone_replaced": (
        "、{card}をブレイクゾーンに置く(置換効果が代わりのことをする)",
        ", puts {card} into the break zone (a replacement does something else instead)",
    ),
    "pay_dulls_self": (
        "、{card}をダルにする",
        ", dulls {card}",
    ),
    "pay_discards_same_name": (
        "、同名カード{card}を捨てる",
        ", discards the same-name {card}",
    ),
    "name_added_works_in_hand": (
        "(カード名を追加するフィールドアビリティは手札でも働く)",
        " (a name-adding field ability works in the hand too)",
    ),
    "pay_discards_self": (
        "、{card}を手札から捨てる",
        ", discards {card} from hand",
    ),
    "pay_puts_self_in_break_zone": (
        "、{card}をブレイクゾーンに置く",
        ", puts {card} into the break zone",
    ),
    "pay_removes_summon": (
        "、召喚獣{card}を除外する",
        ", removes the summon {card} from the game",
    ),
    "no_forward_named": (
        "アタックするフォワードが指定されていない",
        "no forward named",
    ),
    "no_such_card": (
        "{card} というカードはない",
        "no card {card}",
    ),
    "not_turn_players_forward": (
        "{card}はターンプレイヤーのフィールドのフォワードではない",
        "{card} is not a forward the turn player controls",
    ),
    "dull_cannot_attack": (
        "{card}はダル状態なのでアタックできない",
        "{card} is dull and cannot attack",
    ),
    "not_controlled_since_turn_start_no_haste": (
        "{card}はこのターンの開始時から継続してコントロールされておらず、ヘイストも持たない",
        "{card} has not been controlled since the start of the turn and has no haste",
    ),
    "already_attacked": (
        "{card}はこのターン既にアタックしている",
        "{card} has already attacked this turn",
    ),
    "cannot_attack": (
        "{card}はアタックできない",
        "{card} cannot attack",
    ),
    "party_needs_element_or_icon": (
        "パーティーを組めるのは同じ属性のフォワードか、パーティーアイコンを持つフォワード同士だけ",
        "a party needs forwards sharing an element, or all with the party icon",
    ),
    "as_a_party": (
        "(パーティーを組む)",
        " (as a party)",
    ),
    "must_attack_if_able": (
        "(アタックできるならアタックしなければならないため)",
        " (it must attack if able)",
    ),
    "attackers_become_dull": (
        "。{text}をダルにする",
        "; {text} becomes dull",
    ),
    "brave_stays_active": (
        "。{text}はブレイブを持つのでダルにならない",
        "; {text} has Brave and stays active",
    ),
    "attacks_with": (
        "{player}は{text}でアタックする{more}",
        "{player} attacks with {text}{more}",
    ),
    "combat_damage_prevented": (
        "{source}→{card}: ダメージは軽減された",
        "{source} -> {card}: prevented",
    ),
    "combat_damage_dealt": (
        "{source}→{card}: {dealt}ダメージ",
        "{source} -> {card}: {dealt} damage",
    ),
    "no_damage_dealt": (
        "なし",
        "none",
    ),
    "first_strike_damage": (
        "先制攻撃のダメージ(先制攻撃を持つフォワードが先に与える): {parts}。この後優先権が発生するが、召喚獣・アクションアビリティ・スペシャルアビリティは使用できない",  # noqa: E501
        "First-strike damage (forwards with first strike deal theirs first): {parts}. Priority follows, but no summons, action or special abilities may be used",  # noqa: E501
    ),
    "first_strike_triggers_now": (
        "。先制攻撃のダメージで誘発していたアビリティはここでスタックに置かれる",
        "; abilities triggered by the first-strike damage are put on the stack now",
    ),
    "damage_at_once": (
        "ダメージを与え合う(同時): {parts}",
        "Damage is dealt at once: {parts}",
    ),
    "party_dissolved": (
        "(パーティーは解消される)",
        " (the party is dissolved)",
    ),
    "attack_over_another_follows": (
        "アタックが終わる{party}。さらにアタックするのでアタック準備ステップに戻る",
        "The attack is over{party}; another attack follows from 10.1.1",
    ),
    "attack_over_main2_follows": (
        "アタックが終わる{party}。第2メインフェイズに移る",
        "The attack is over{party}; main phase 2 follows",
    ),
    "lethal_damage_replaced": (
        "{card}はパワー以上のダメージを受けているが、ブレイクされる代わりに置換効果を適用する",
        "{card} has lethal damage; a replacement applies instead of the break",
    ),
    "lethal_damage_broken_by": (
        "{card}はパワー以上のダメージを受けているのでブレイクされる({by}がブレイクしたものとみなす)",
        "{card} has damage at least its power and is broken ({by} is deemed to have broken it)",
    ),
    "lethal_damage_broken": (
        "{card}はパワー以上のダメージを受けているのでブレイクされる",
        "{card} has damage at least its power and is broken",
    ),
    "rp_power_zero": (
        "パワーが0以下",
        "power 0 or less",
    ),
    "rp_same_name": (
        "同名のキャラクターが2体以上",
        "two or more characters with the same name",
    ),
    "rp_light_dark": (
        "光・闇のキャラクターが2体以上",
        "two or more Light/Dark characters",
    ),
    "rp_item_unequipped": (
        "装備先のないアイテム",
        "an item equipped to nothing",
    ),
    "rp_two_items_one_type": (
        "同じカードタイプのアイテムを2つ以上装備",
        "two or more items of one card type on a character",
    ),
    "rp_two_formations": (
        "陣形が2枚以上",
        "two or more formations",
    ),
    "rp_item_not_equippable": (
        "適正に装備できないアイテム",
        "an item that can no longer legally be equipped",
    ),
    "rp_six_backups": (
        "バックアップが6体以上",
        "six or more backups",
    ),
    "rp_to_break_zone_replaced": (
        "{card}は{why}のためブレイクゾーンに置かれるが、代わりに置換効果を適用する",
        "{card} would go to its owner's break zone: {why}; a replacement applies instead",
    ),
    "rp_to_break_zone": (
        "{card}は{why}のためブレイクゾーンに置かれる(ブレイクではない)",
        "{card} goes to its owner's break zone: {why} (not a break)",
    ),
    "player_loses": (
        "{player}は敗北する({why})",
        "{player} loses ({why})",
    ),
    "all_lost_at_once_draw": (
        "残っていたプレイヤー全員が同時に敗北したので、ゲームは引き分けとなる",
        "every remaining player lost at once: the game is a draw",
    ),
    "game_ends_winner": (
        "{player}の勝利でゲームが終了する",
        "the game ends; {player} wins",
    ),
    "rule_processes": (
        "ルールプロセス: {parts}",
        "Rule processes: {parts}",
    ),
    "triggers_once_next_time": (
        "次にそのイベントが起きた時に一度だけ誘発する",
        "it triggers once, the next time the event happens",
    ),
    "attackers_left_combat_no_damage": (
        "アタックしていたフォワードが戦闘から取り除かれているので、ブロックしているフォワードはダメージを与えず、受けもしない",
        "The attacking forward has left the combat: the blocking forward deals no damage and takes none",
    ),
    "in_force_at_start": (
        "開始時点で既に適用されている継続効果: {parts}",
        "Continuous effects already in force at the start: {parts}",
    ),
    "in_force_from": (
        "{clause}({source}による)",
        "{clause} (made by {source})",
    ),
    "triggers_each_time_during": (
        "期間中、そのイベントのたびに誘発する",
        "it triggers each time the event happens during its duration",
    ),
})
say = MESSAGES


# The words of an ability no card prints (texts.py writes a delayed auto ability's text from them).
#: What happens, as "when <this>" says it: {who} is the card it happens to, {phase} the phase that begins.
EVENT_WHEN: dict[str, tuple[str, str]] = {
    "broken": ("{who}がブレイクされた", "{who} is broken"),
    "damage": ("{who}がダメージを受けた", "{who} is dealt damage"),
    "takes_damage": ("{who}がダメージを受けた", "{who} is dealt damage"),
    "leaves_field": ("{who}がフィールドを離れた", "{who} leaves the field"),
    "put_into_break_zone": ("{who}がブレイクゾーンに置かれた", "{who} is put into the break zone"),
    "returned_to_hand": ("{who}が手札に戻った", "{who} returns to its owner's hand"),
    "removed": ("{who}が除外された", "{who} is removed from the game"),
    "attacks": ("{who}がアタックした", "{who} attacks"),
    "blocks": ("{who}がブロックした", "{who} blocks"),
    "is_blocked": ("{who}がブロックされた", "{who} is blocked"),
    "broke_forward": ("{who}がフォワードをブレイクした", "{who} breaks a forward"),
    "deals_damage_to_forward": ("{who}がフォワードにダメージを与えた", "{who} deals damage to a forward"),
    "deals_damage_to_player": ("{who}がプレイヤーにダメージを与えた", "{who} deals damage to a player"),
    "discarded": ("{who}が捨てられた", "{who} is discarded"),
    "enters_field": ("{who}がフィールドに出た", "{who} enters the field"),
    "summoned": ("{who}が召喚された", "{who} is cast"),
    "state": ("{who}の条件が満たされた", "the condition of {who} holds"),
    "phase_start": ("{phase}が始まった", "{phase} begins"),
    "player_damaged": ("プレイヤーがダメージを受けた", "a player takes damage"),
    "turn_end": ("ターンが終わった", "the turn ends"),
}

#: Each effect word as an instruction: {obj} is what it acts on, {n} its number, {cards} and {counters} that
#: number counted, {who} the player who does it (empty for the ability's controller). A power that becomes a
#: number is ``power_becomes``.
EFFECT_DO: dict[str, tuple[str, str]] = {
    "damage": ("{obj}に{n}ダメージを与える", "deal {n} damage to {obj}"),
    "break": ("{obj}をブレイクする", "break {obj}"),
    "put_into_discard_pile": ("{obj}をブレイクゾーンに置く", "put {obj} into the break zone"),
    "draw": ("{who}カードを{cards}引く", "{who}draw {cards}"),
    "discard": ("{who}手札を{cards}捨てる", "{who}discard {cards}"),
    "move": ("{obj}を移動する", "move {obj}"),
    "return_to_hand": ("{obj}を手札に戻す", "return {obj} to its owner's hand"),
    "remove": ("{obj}を除外する", "remove {obj} from the game"),
    "power": ("{obj}のパワーを{n}する", "give {obj} {n} power"),
    "power_becomes": ("{obj}のパワーを{n}にする", "make the power of {obj} {n}"),
    "keyword": ("{obj}のアビリティを変更する", "change the abilities of {obj}"),
    "dull": ("{obj}をダルにする", "dull {obj}"),
    "activate": ("{obj}をアクティブにする", "activate {obj}"),
    "freeze": ("{obj}を凍結する", "freeze {obj}"),
    "counters": ("{obj}にカウンターを{counters}置く", "put {counters} on {obj}"),
    "search": ("デッキからカードを探す", "search the deck for a card"),
    "reveal": ("カードを公開する", "reveal cards"),
    "prevent_damage": ("{obj}が受けるダメージを軽減する", "prevent damage to {obj}"),
    "replace": ("置換効果を生成する", "create a replacement effect"),
    "control": ("{obj}のコントロールを得る", "gain control of {obj}"),
    "text": ("{obj}のテキストを変更する", "change the text of {obj}"),
    "trait": ("{obj}のジョブを変更する", "change the jobs of {obj}"),
    "delayed": ("遅延型のオートアビリティを生成する", "create a delayed auto ability"),
    "remove_damage": ("{obj}のダメージを取り除く", "remove damage from {obj}"),
    "equip": ("{obj}を装備する", "equip {obj}"),
    "cost": ("コストを変更する", "change a cost"),
}

PLAYER_DOES = {"you": ("", ""), "opponent": ("相手は", "have the opponent "),
                "each_player": ("各プレイヤーは", "have each player ")}
UNTIL_WORDS = {"end_of_attack": ("このアタックの間", "during this attack"),
          "end_of_next_turn": ("次のターンの終了時まで", "until the end of the next turn"),
          "while_source_on_field": ("発生源がフィールドにある間", "while its source is on the field"),
          "permanent": ("ゲームの終了まで", "for the rest of the game")}
