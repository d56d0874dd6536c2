"""Step messages, key -> (Japanese template, English template): the data `say` reads (see kernel.messages)."""

from __future__ import annotations

from judge_app.engine.kernel.messages import Messages

MESSAGES = Messages({
    "declares_attack_attacker_slept_when": (
        "{player}はアタックを宣言する: {area}の{card}をアタックキャラに選び、スリープする。「アタック時」と「アタックした時」の自動事象が発生する",  # noqa: E501
        "{player} declares an attack: {card} in the {area} is the attacker and is slept; the 'when attacking' and 'when it attacks' events happen",  # noqa: E501
    ),
    "trashes_from_hand_slides_from": (
        "{player}は手札の{target}をトラッシュに置き、{card}を{area}から隣接する{area2}にスライドさせる(エリアからエリアへの移動なので登場ではない)",
        "{player} trashes {target} from hand and slides {card} from the {area} to the adjacent {area2} (area to area: not an entry)",  # noqa: E501
    ),
    "attacker_no_longer_area_scout": (
        "アタックキャラがエリアにないので、スカウトとバトルを飛ばしてアタック終了ステップへ進む",
        "The attacker is no longer in an area: the scout and battle steps are skipped; on to the attack end step",
    ),
    "scout_step_pre_processing": (
        "スカウトステップ: 優先権前処理を実行する",
        "Scout step: pre-processing",
    ),
    "attack_end_step_pre_processing": (
        "アタック終了ステップ: 優先権前処理を実行する(バトルのダメージによる退場はここで起こる)",
        "Attack end step: pre-processing (battle-damage KOs happen here)",
    ),
    "attack_end_step_pre_processing_survivors": (
        "アタック終了ステップ: 優先権前処理を実行する(バトルのダメージによる退場はここで起こる)。{survivors}",
        "Attack end step: pre-processing (battle-damage KOs happen here); {survivors}",
    ),
    "survives_battle_damage": (
        "{card}が受けているダメージ{damage}は現在のパワー{power}未満なので、{card}は退場しない",
        "{card} has {damage} damage, less than its current power {power}, so {card} is not KO'd",
    ),
    "area_so_attack_attack_success": (
        "{attacker}はエリアにいるので、このアタックはミッションフェイズ終了時まで〔アタック成功〕になる",
        "{attacker} is in an area, so the attack is an attack success until the end of the mission phase",
    ),
    "end_attack_end_battle_event": (
        "「アタック終了時/バトル終了時」の自動事象が発生する(このバトル中にすでに誘発したものは再び誘発しない。誘発: {len_found})",  # noqa: E501
        "The end-of-attack/end-of-battle event happens (abilities that already triggered in this battle do not trigger again; triggered: {len_found})",  # noqa: E501
    ),
    "battle_ends_back_main_phase": (
        "{attacker}のバトルが終了する。メインフェイズに戻る(優先権前処理の後、ターンプレイヤーが次の行動を選ぶ)",
        "The battle of {attacker} ends; back to the main phase (pre-processing, then the turn player acts again)",
    ),
    "first_player_cannot_attack_their": (
        "先攻プレイヤーの最初のターンにはアタックを宣言できない",
        "the first player cannot attack in their first turn",
    ),
    "this_character_cannot_attack": (
        "このキャラはアタックできない: {why}",
        "this character cannot attack: {why}",
    ),
    "block_step_does_nothing_passes": (
        "ブロックステップ: {next_player}は何もしない(パス)",
        "Block step: {next_player} does nothing (passes)",
    ),
    "block_step_passes": (
        "ブロックステップ: {next_player}はパスする",
        "Block step: {next_player} passes",
    ),
    "exactly_two_cards_from_hand": (
        "手札のカードをちょうど2枚トラッシュに置く必要がある(キープゾーンのカードは使えない)",
        "exactly two cards from the hand must be trashed (keep-zone cards cannot be used)",
    ),
    "character_slid_must_be_your": (
        "スライドさせるのはエリアにある(自分の)キャラでなければならない",
        "the character slid must be (your own) character in an area",
    ),
    "attacker_still_area_scout_step": (
        "アタックキャラはエリアにあるので、スカウトステップへ進む",
        "The attacker is still in an area: on to the scout step",
    ),
    "battle_step_attacker_not_area": (
        "バトルステップ: アタックキャラがエリアにいないので何も起こらない",
        "Battle step: the attacker is not in an area, so nothing happens",
    ),
    "battle_step_no_opposing_character": (
        "バトルステップ: アタックキャラと同じレーンに相手キャラがいないので何も起こらない",
        "Battle step: no opposing character in the attacker's lane, so nothing happens",
    ),
    "several_opposing_characters_share_lane": (
        "{target}: 同じレーンに相手キャラが複数います。ダメージを与えるキャラを選んでください",
        "{target}: several opposing characters share the lane; choose the one to damage",
    ),
    "attacker_not_area_attack_not": (
        "アタックキャラがエリアにいないので、このアタックはアタック成功にならない",
        "The attacker is not in an area: the attack is not an attack success",
    ),
    "attack_already_attack_success_does": (
        "{attacker}のアタックはすでにアタック成功であり、改めてアタック成功になったとはみなされない",
        "{attacker}'s attack is already an attack success; it does not become one again",
    ),
    "continuous_effect_lasting_until_end": (
        "「アタック終了時」を期限とする継続効果({ended})が消滅する",
        "The continuous effects that last until the end of the attack end ({ended}) end",
    ),
    "rule_effects_or_not_yet": (
        "実行すべきルールエフェクトか、まだ誘発していない「バトル終了時」の自動能力があるので {back} に戻る",
        "Rule effects or not-yet-triggered end-of-battle abilities remain: back to {back}",
    ),
    "already_sleeping": (
        "すでにスリープしている",
        "it is already sleeping",
    ),
    "rule_effects_or_not_yet_2": (
        "実行すべきルールエフェクトか、まだ誘発していない「バトル終了時」の自動能力があるので 806.3 に戻る",
        "Rule effects or not-yet-triggered end-of-battle abilities remain: back to 806.3",
    ),
    "has_cannot_attack_icon": (
        "アタック不可アイコンを持つ",
        "it has the cannot-attack icon",
    ),
    "not_your_character_area": (
        "自分のエリアにあるキャラではない",
        "it is not your character in an area",
    ),
    "cost_increased": (
        "(コスト{base}に増加+{ups}: {cost})",
        " (cost {base}, increased by {ups}: {cost})",
    ),
    "cost_reduced": (
        "(コスト{base}から減少-{downs}、0未満にはならない: {cost})",
        " (cost {base}, reduced by {downs}, never below 0: {cost})",
    ),
    "cost_increased_then_reduced": (
        "(コスト{base}に増加+{ups}を先に、減少-{downs}を後に適用し、0未満にはならない: {cost})",
        " (cost {base}, the increase of {ups} applied first, then the reduction of {downs}, never below 0: {cost})",
    ),
    "damage_to_replaced": (
        "{card}へのダメージは置換される",
        "the damage to {card} is replaced",
    ),
    "replacement_effect_of": (
        "{source}の置換効果",
        "the replacement effect of {source}",
    ),
    "several_replacement_effects_apply_choose": (
        "{target}: {card}への置換効果が複数あります。先に適用するものを選んでください",
        "{target}: several replacement effects apply to {card}; choose the one applied first",
    ),
    "before_game_each_player_puts": (
        "ゲーム前の手順: 各プレイヤーはアカウントをリブートで表向きに、ミッション3枚をリブートで裏向きに置き(置き場所は以後変わらない)、シャッフルしたメインデッキを裏向きに置く(シナリオのデッキ順をシャッフルの結果とする)",  # noqa: E501
        "Before the game: each player puts the account face up and rebooted, the three missions face down and rebooted (their slots never change), and the shuffled main deck face down (the scenario's deck order is the result of the shuffle)",  # noqa: E501
    ),
    "each_player_moves_top_five": (
        "お互いデッキの上から5枚を手札に移動する(引くのではない)。その後、後攻の{source}は手札から{card}をエネルギーゾーンに置く",
        "Each player moves the top five cards of the deck to the hand (this is not drawing); then the second player, {source}, puts {card} from hand into energy",  # noqa: E501
    ),
    "both_turn_their_missions_face": (
        "お互いミッションをすべて表向きにする。先攻の{first}がターンプレイヤーとなり、ターンを開始する",
        "Both turn their missions face up; the first player, {first}, becomes the turn player and the turn begins",
    ),
    "end_mission_phase_event_happens": (
        "「ミッションフェイズ終了時」の自動事象が発生する(このターンすでに誘発したものは再び誘発しない。誘発: {len_found})",  # noqa: E501
        "The end-of-mission-phase event happens (abilities that already triggered this turn do not trigger again; triggered: {len_found})",  # noqa: E501
    ),
    "recorded_action_counts_attack_successes": (
        "記録された行為の回数とアタック成功が無くなり、両プレイヤーのすべてのキャラのダメージが0になる({healed})",
        "The recorded action counts and attack successes vanish, and every character of both players has its damage set to 0 ({healed})",  # noqa: E501
    ),
    "continuous_effect_lasting_until_end_2": (
        "「ミッションフェイズ終了時まで」を期限とする継続効果({ended})が消滅する(ダメージが0になった後)",
        "The continuous effects that last until the end of the mission phase ({ended}) end, after the damage was reset",
    ),
    "charge_phase_from_hand_goes": (
        "チャージフェイズ: 手札の{card}をキープゾーンに置く{tail}",
        "Charge phase: {card} from hand goes to the keep zone{tail}",
    ),
    "charge_phase_from_hand_go": (
        "チャージフェイズ: 手札から{card}を{verb}",
        "Charge phase: {card} from hand {verb}",
    ),
    "turn_ends_turn_opponent_becomes": (
        "ターン終了。第{state_turn}ターン: 対戦相手の{player}がターンプレイヤーになる",
        "The turn ends. Turn {state_turn}: the opponent, {player}, becomes the turn player",
    ),
    "deck_ran_out_while_deciding": (
        "デッキのカードが足りず、先攻を決められない",
        "A deck ran out while deciding the first player",
    ),
    "second_player_choose_two_cards": (
        "{source}(後攻): 手札からエネルギーゾーンに置くカードを2枚選んでください",
        "{source} (second player): choose two cards from your hand to put into energy",
    ),
    "begins_start_phase_event_happens": (
        "{phase}開始: 「{phase}開始時」{extra}の自動事象が発生し、このフェイズ最初の優先権前処理を行う",
        "{phase} begins: the start-of-phase event{extra} happens, then this phase's first pre-processing",
    ),
    "main_phase_begins_start_main": (
        "メインフェイズ開始: 「メインフェイズ開始時」の自動事象が発生し、優先権前処理の後、{player}に優先権が与えられる",  # noqa: E501
        "Main phase begins: the start-of-main-phase event happens; after pre-processing {player} gets priority",
    ),
    "mission_phase_begins_start_mission": (
        "ミッションフェイズ開始: 「ミッションフェイズ開始時」の自動事象が発生し、優先権前処理を行う",
        "Mission phase begins: the start-of-mission-phase event happens, then pre-processing",
    ),
    "charge_phase_begins_start_charge": (
        "チャージフェイズ開始: 「チャージフェイズ開始時」の自動事象が発生する",
        "Charge phase begins: the start-of-charge-phase event happens",
    ),
    "are_rebooted_unchecked": (
        "リブートする(チェックが外れる)",
        "do not and are rebooted (unchecked)",
    ),
    "is_rebooted_unchecked": (
        "リブートする(チェックが外れる)",
        "does not and is rebooted (unchecked)",
    ),
    "stay_checked": (
        "チェックされたままにする",
        "do not and stay checked",
    ),
    "stays_checked": (
        "チェックされたままにする",
        "does not and stays checked",
    ),
    "rule_effects_or_not_yet_3": (
        "実行すべきルールエフェクトか、このターンまだ誘発していない「ターン終了時」の自動能力があるので 704.5 に戻る",
        "Rule effects or not-yet-triggered end-of-turn abilities remain: back to 704.5",
    ),
    "rule_effects_triggered_abilities_or": (
        "実行すべきルールエフェクト、誘発状態の自動能力、またはまだ誘発していない「ミッションフェイズ終了時」の自動能力があるので 704.5 に戻る",  # noqa: E501
        "Rule effects, triggered abilities or not-yet-triggered end-of-mission-phase abilities remain: back to 704.5",
    ),
    "illegal_only_one_card_from": (
        "不正: キープゾーンに置けるのは手札のカード1枚",
        "illegal: only one card from the hand can be kept",
    ),
    "illegal_only_cards_hand_can": (
        "不正: チャージできるのは手札のカードだけ",
        "illegal: only cards in the hand can be charged",
    ),
    "every_scripted_action_used_turn": (
        "台本の行動はすべて使われ、ターンが終わった: ここで停止する",
        "Every scripted action is used and the turn is over: the run stops here",
    ),
    "turn_not_stated_not_first_turn": (
        "局面にターン数が記されていないので進行中のゲームのターンとして読み、先攻プレイヤーの最初のターンとはしない({rules}は適用されない)。最初のターンなら\"turn\": 1と記す",  # noqa: E501
        "the position states no turn number, so it is read as a turn of a game in progress, not the first player's first turn ({rules} does not apply); write \"turn\": 1 for the first turn",  # noqa: E501
    ),
    "start_game": (
        "と「ゲーム開始時」",
        " and 'at the start of the game'",
    ),
    "accel_top_card_revealed_so": (
        "アクセル: デッキの上の{card}を公開する。{why}ので、エネルギーに置く",
        "Accel: the top card {card} is revealed; {why}, so it goes into energy",
    ),
    "reload_returns_every_character_trash": (
        "リロード: {player}はトラッシュのキャラ({r})をすべてデッキに戻し、シャッフルする",
        "Reload: {player} returns every character in the trash ({r}) to the deck and shuffles",
    ),
    "encounter_enters_empty_rebooted": (
        "エンカウント: {card}はキャラがない{area}にリブートで登場する",
        "Encounter: {card} enters the empty {area} rebooted",
    ),
    "subjugate_achieved_attack_success_so": (
        "討伐: 「{ab_params_get_name}」がアタック成功したので、{card}は自身を退場させる",
        "Subjugate: '{ab_params_get_name}' achieved attack success, so {card} KOs itself",
    ),
    "accel_deck_empty": (
        "アクセル: {player}のデッキにカードがないので公開できない",
        "Accel: {player}'s deck is empty",
    ),
    "issen_opponent_has_no_character": (
        "一閃: 相手のエリアにキャラがいないので何も起こらない",
        "Issen: the opponent has no character in an area; nothing happens",
    ),
    "encounter_no_longer_energy_zone": (
        "エンカウント: {card}はもうエネルギーゾーンにないので何もしない",
        "Encounter: {card} is no longer in the energy zone; nothing happens",
    ),
    "encounter_no_area_without_character": (
        "エンカウント: キャラがいないエリアがないので{card}は登場しない",
        "Encounter: no area without a character, so {card} does not enter",
    ),
    "subjugate_no_longer_area": (
        "討伐: {card}はもうエリアにないので何もしない",
        "Subjugate: {card} is no longer in an area",
    ),
    "chant_no_longer_remove_zone": (
        "詠唱: {card}はもうリムーブゾーンにないのでプレイできない",
        "Chant: {card} is no longer in the remove zone",
    ),
    "choose_opponent_character_issen_kos": (
        "{player}: 一閃で退場させる相手のキャラを1枚選んでください",
        "{player}: choose the opponent's character Issen KOs",
    ),
    "choose_area_enters": (
        "{player}: {card}を登場させるエリアを選んでください",
        "{player}: choose the area {card} enters",
    ),
    "revealed_matches_play_without_paying": (
        "{player}: 公開した{card}はアカウント情報が一致します。コストを支払わずにプレイしますか",
        "{player}: the revealed {card} matches; play it without paying its cost?",
    ),
    "check_missions_checked_slept": (
        "ミッションのチェックを行う: {m}をチェックしスリープする",
        "Check missions: {m} checked (slept)",
    ),
    "has_priority_but_does_nothing": (
        "{player}は優先権を得たが何も実行しない: ミッションフェイズに進む",
        "{player} has priority but does nothing: on to the mission phase",
    ),
    "passes_does_nothing_mission_phase": (
        "{player}はパスする(何も実行しない): ミッションフェイズに進む",
        "{player} passes (does nothing): on to the mission phase",
    ),
    "check_missions_checking_automatic_rule": (
        "ミッションのチェックを行う(703.2): チェックはルールエフェクトとして自動で行われるので、確認のみで何も変わらない",  # noqa: E501
        "Check missions (703.2): checking is an automatic rule effect, so this only confirms; nothing changes",
    ),
    "illegal_action_game_goes_back": (
        "不正な行動: {player}の{act_type}{act_card} — {text}。ゲームの状況はプレイ開始前に戻る",
        "illegal action: {player}'s {act_type}{act_card} — {text}; the game goes back to before it started",
    ),
    "action_card": (
        "({card})",
        " ({card})",
    ),
    "illegal_action_not_taken": (
        "不正な行動: {player}の{act_type}{act_card} — {text}。この行動は行われない",
        "illegal action: {player}'s {act_type}{act_card} — {text}; the action is not taken",
    ),
    "card_name_id": (
        "{name}〔{id}〕",
        "{name} [{id}]",
    ),
    "plays_without_paying_cost_moves": (
        "{player}は{card}をコストを支払わずにプレイする{where}: テンポラリーに移動し、ただちに解決する",
        "{player} plays {card} without paying its cost{where}: it moves to the temporary zone and resolves at once",
    ),
    "scout_goes_into_energy_counts": (
        "{player}のスカウト: {card}は{why}、エネルギーに置かれる(デッキから置かれたとみなす)",
        "{player}'s scout: {card} — {why} — goes into energy (it counts as coming from the deck)",
    ),
    "only_card_hand_or_keep": (
        "手札にもキープゾーンにもないカードはプレイできない",
        "only a card in the hand or the keep zone can be played",
    ),
    "not_card_type_that_played": (
        "{card}は手札からプレイする種類のカードではない",
        "{card} is not a card type that is played",
    ),
    "first_player_cannot_play_events": (
        "先攻プレイヤーの最初のターンにはイベントをプレイできない",
        "the first player cannot play events in their first turn",
    ),
    "block_step_non_turn_player": (
        "ブロックステップで非ターンプレイヤーがプレイできるのはエンゲージだけ",
        "in the block step the non-turn player may play only an engage",
    ),
    "cannot_pay_energy_cost_energy": (
        "エネルギーコスト{cost}を支払えない(エネルギー{have}枚、または指定が不正)",
        "cannot pay the energy cost of {cost} (energy {have}, or the cards named are wrong)",
    ),
    "no_such_activated_ability": (
        "そのような起動能力はない",
        "no such activated ability",
    ),
    "that_ability_not_activated": (
        "{card}のその能力は起動能力ではない",
        "that ability of {card} is not activated",
    ),
    "ability_not_active_not_zone": (
        "{card}の起動能力は今有効でない(有効なゾーンにない)",
        "{card}'s ability is not active (not in the zone where it works)",
    ),
    "already_sleeping_so_sleep_cost": (
        "{card}はすでにスリープしているので、スリープする代償を支払えない",
        "{card} is already sleeping, so the sleep cost cannot be paid",
    ),
    "cannot_pay_energy_cost": (
        "エネルギーコスト{energy_n}を支払えない",
        "cannot pay the energy cost of {energy_n}",
    ),
    "opposing_character_attacker_lane_both": (
        "アタックキャラと同じレーンに相手キャラがいるので、お互いが同時にスカウトする",
        "an opposing character is in the attacker's lane: both players scout at once",
    ),
    "character_or_engage_needs_one": (
        "キャラやエンゲージは自分のエリア({join_areas})を1つ選ぶ必要がある",
        "a character or engage needs one of your areas ({join_areas})",
    ),
    "slide_needs_an_area": (
        "スライド先のエリア({join_areas})を指定する必要がある",
        "the area to slide to must be given ({join_areas})",
    ),
    "area_word": (
        "{area}={word}",
        "{word} ({area})",
    ),
    "no_character_yours_chosen_area": (
        "選んだエリアにコネクトする自分のキャラがいない",
        "no character of yours in the chosen area to connect to",
    ),
    "cannot_trash_card_from_hand": (
        "手札を{discard_n}トラッシュに置けない(キープゾーンのカードは使えない)",
        "cannot trash {discard_n} from hand (keep-zone cards do not count)",
    ),
    "sleeps": (
        "{card}をスリープ",
        "sleeps {card}",
    ),
    "trashes_energy": (
        "エネルギー{len_payment}枚をトラッシュ",
        "trashes {len_payment} energy",
    ),
    "trashes_card_from_hand": (
        "手札{len_discards}をトラッシュ",
        "trashes {len_discards} from hand",
    ),
    "no_area_can_be_chosen": (
        "{card}をプレイするエリアを選べないので、エネルギーに置く",
        "no area can be chosen for {card}, so it goes into energy",
    ),
    "choose_area_play_into": (
        "{player}: {card}をプレイするエリアを選んでください",
        "{player}: choose the area to play {card} into",
    ),
    "no_opposing_character_attacker_lane": (
        "アタックキャラと同じレーンに相手キャラがいないので、ターンプレイヤーだけがスカウトする",
        "no opposing character in the attacker's lane: only the turn player scouts",
    ),
    "scout": (
        "スカウトする",
        "scout",
    ),
    "scouted_has_scout_icon_play": (
        "{player}: スカウトした{card}はスカウトアイコンを持ちます。コストを支払わずにプレイしますか",
        "{player}: the scouted {card} has the scout icon; play it without paying its cost?",
    ),
    "level_up_effect_several_characters": (
        "LvUPエフェクト: {area}に同じ支配者のキャラが複数ある。最も新しい{next_player}のコストが最も高く同じコストのキャラもないので、{m}を{next_player}の〔EXP〕にし、{next_player}はLvUPする(リブート/スリープは変わらない)",  # noqa: E501
        "Level-up effect: several characters of one controller in the {area}; the newest, {next_player}, has the highest cost with no tie, so {m} become its EXP and {next_player} levels up (its reboot/sleep state is unchanged)",  # noqa: E501
    ),
    "illegal_character_effect_several_characters": (
        "不正キャラエフェクト: {area}に同じ支配者のキャラが複数あり、最も新しいキャラのコストが最も高くないか同じコストのキャラがある。{k}を残し、{m}をトラッシュに置く(退場ではないのでエネルギーには行かない)",  # noqa: E501
        "Illegal-character effect: several characters of one controller in the {area} and the newest is not the single highest cost; {k} stays and {m} go to the trash (not a KO, so not to energy)",  # noqa: E501
    ),
    "mission_check_effect_everything_needs": (
        "ミッションチェックエフェクト: {m}のチェックの条件がすべて満たされたので、チェックしスリープする",
        "Mission-check effect: everything {m} needs to be checked is met; it is checked (slept)",
    ),
    "wins_game_ends_once": (
        "{w}が勝利し、ただちにゲームが終了する",
        "{w} wins and the game ends at once",
    ),
    "choose_which_triggered_auto_ability": (
        "{target}: 誘発している自動能力から、次にプレイするものを1つ選んでください(相手のものも含む)",
        "{target}: choose which triggered auto ability is played next (the opponent's included)",
    ),
    "choose_card_effect": (
        "{player}: {source}の効果で選ぶカードを{n}選んでください",
        "{player}: choose {n} for the effect of {source}",
    ),
    "finds_nothing_act": (
        "{source}の効果「{text}」: 該当するものがないので実行しない",
        "{source}: '{text}' finds nothing to act on",
    ),
    "ko_go_their_owner_energy": (
        "{source}の効果: 退場させる。{d}は{verb}{tail}",
        "{source}: KO. {d} {verb}{tail}",
    ),
    "go_trash_not_ko": (
        "{source}の効果: {m}をトラッシュに置く(退場ではない)",
        "{source}: {m} go to the trash (not a KO)",
    ),
    "removes_owner_remove_zone": (
        "{source}の効果: {m}を除外する(持ち主のリムーブゾーンへ)",
        "{source}: removes {m} (to the owner's remove zone)",
    ),
    "message": (
        "{source}の効果: {card}は「{eff_keyword}」を{verb}",
        "{source}: {card} {verb} {eff_keyword}",
    ),
    "message_2": (
        "{source}の効果: {d}を{word}する",
        "{source}: {word} {d}",
    ),
    "freeze_has_no_meaning_here": (
        "{source}の効果「フリーズ」: このゲームのターンの進行はキャラをリブートしないので、何も起こらない",
        "{source}: 'freeze' has no meaning here: the turn structure never reboots characters",
    ),
    "revealed_stays_zone": (
        "{card}を公開する(ゾーンは変わらない){tail}",
        "{card} is revealed (it stays in its zone){tail}",
    ),
    "damage_prevented": (
        "{source}の効果: {card}が受けるダメージを軽減する",
        "{source}: damage to {card} is prevented",
    ),
    "now_controls_stays_area": (
        "{source}の効果: {card}の支配者が{next_player}になる(置かれたエリアは変わらない)",
        "{source}: {next_player} now controls {card} (it stays in its area)",
    ),
    "lose_their_abilities_they_exist": (
        "{source}の効果: {card}は能力を{verb}(能力は存在するが無効)",
        "{source}: {card} {verb} abilities (they exist but are inactive)",
    ),
    "damage": (
        "{amount}ダメージ",
        "{amount} damage",
    ),
    "ko": (
        "退場させる",
        "KO",
    ),
    "ko_replaced": (
        "。{r}の退場は置換効果により別の事象になる",
        "; the KO of {r} is replaced",
    ),
    "put_into_trash": (
        "トラッシュに置く",
        "put into the trash",
    ),
    "put_into": (
        "{eff_to}に置く",
        "put into {eff_to}",
    ),
    "remove": (
        "除外する",
        "remove",
    ),
    "power": (
        "パワー{amount:+d}",
        "power {amount:+d}",
    ),
    "gain": (
        "得る",
        "gains",
    ),
    "lose": (
        "失う",
        "loses",
    ),
    "lose_many": (
        "失う",
        "lose",
    ),
    "gain_many": (
        "得る",
        "gain",
    ),
    "sleeps_2": (
        "スリープ",
        "sleeps",
    ),
    "reboots": (
        "リブート",
        "reboots",
    ),
    "revealed_deck_card_hidden_again": (
        "。公開したデッキのカードは非公開に戻り、デッキをシャッフルする",
        "; the revealed deck card is hidden again and the deck is shuffled",
    ),
    "prevent_damage": (
        "ダメージ軽減",
        "prevent damage",
    ),
    "replacement": (
        "置換効果",
        "replacement",
    ),
    "change_control": (
        "支配者の変更",
        "change of control",
    ),
    "text_change": (
        "能力の変更",
        "text change",
    ),
    "trait_change": (
        "特徴の変更",
        "trait change",
    ),
    "choose_card_from_your_hand": (
        "{player}: トラッシュに置く手札を{n}選んでください",
        "{player}: choose {n} from your hand to trash",
    ),
    "engage_placed_chosen_connects": (
        "エンゲージ{card}は選んだ{area}に置かれ、{healed}とコネクトする",
        "The engage {card} is placed in the chosen {area} and connects with {healed}",
    ),
    "resolved_event_goes_owner_trash": (
        "解決を終えたイベント{card}を持ち主のトラッシュに置く",
        "The resolved event {card} goes to its owner's trash",
    ),
    "pre_processing_delayed_auto_ability": (
        "優先権前処理: {card}の効果で作られた時限型自動能力をプレイし、解決する(発生源は{card})",
        "Pre-processing: the delayed auto ability created by {card} is played and resolves (its source is {card})",
    ),
    "play": (
        "{opponent}: {card}の「{text}」をプレイしますか",
        "{opponent}: play '{text}' of {card}?",
    ),
    "event_resolves_event_abilities_run": (
        "イベント{card}が解決される: イベント能力を上から順に実行する",
        "The event {card} resolves: its event abilities run top to bottom",
    ),
    "engage_placed_chosen_not_character": (
        "エンゲージ{card}は選んだ{area}に置かれる(キャラではない)",
        "The engage {card} is placed in the chosen {area} (it is not a character)",
    ),
    "engage_no_character_chosen_area": (
        "エンゲージ{card}: 選んだエリアにコネクトするキャラがいないのでトラッシュに置かれる",
        "The engage {card}: no character in the chosen area to connect to; it goes to the trash",
    ),
    "chooses_not_play_optional_auto": (
        "{opponent}は{card}の任意の自動能力「{text}」をプレイしないことを選ぶ",
        "{opponent} chooses not to play the optional auto ability '{text}' of {card}",
    ),
    "deck_engage_no_deck_connect": (
        "デッキエンゲージ: デッキに「{want}」がなくコネクトできないので、{card}はエリアではなくトラッシュに置かれる",
        "Deck Engage: no '{want}' in the deck to connect, so {card} goes to the trash instead of the area",
    ),
    "deck_check_passes": (
        "{phase}の最初の優先権前処理: {player}のデッキは{n}で0枚ではないので、敗北エフェクトは発生しない",
        "First pre-processing of the {phase}: {player}'s deck holds {n}, not 0, so no loss effect happens",
    ),
    "player_revealed_card_cost": (
        "{player}は{card}(コスト{cost})",
        "{player} {card} (cost {cost})",
    ),
    "both_reveal_equal_costs_again": (
        "お互いデッキの一番上を公開する: {revealed}。コストが同じなので、公開したカードをエネルギーに置いてもう一度行う",  # noqa: E501
        "Both reveal their top card: {revealed}. The costs are equal, so the cards go to energy and it is done again",
    ),
    "both_reveal_larger_cost_first": (
        "お互いデッキの一番上を公開する: {revealed}。コストの大きい{player}が先攻プレイヤーとなり、公開したカードはそれぞれのエネルギーゾーンに置かれる",  # noqa: E501
        "Both reveal their top card: {revealed}. {player}, with the larger cost, is the first player; the revealed cards go to each player's energy zone",  # noqa: E501
    ),
    "no_account_on_the_table": (
        "局面の確認: {players}のアカウントゾーンにアカウントカードがない。ゲーム前の手順で、各プレイヤーは自分のデッキのアカウントカードをアカウントゾーンにリブートで表向きに置く。局面はこのまま進める(アカウントの能力はなく、リブートするアカウントもない)",  # noqa: E501
        "Position check: {players} has no account card in the account zone; before the game each player puts the account card from their deck face up and rebooted in their account zone; the position goes on as it is (no account ability, no account to reboot)",  # noqa: E501
    ),
    "no_account_on_the_table_both": (
        "局面の確認: {players}のアカウントゾーンにアカウントカードがない。ゲーム前の手順で、各プレイヤーは自分のデッキのアカウントカードをアカウントゾーンにリブートで表向きに置く。局面はこのまま進める(アカウントの能力はなく、リブートするアカウントもない)",  # noqa: E501
        "Position check: {players} have no account card in the account zone; before the game each player puts the account card from their deck face up and rebooted in their account zone; the position goes on as it is (no account ability, no account to reboot)",  # noqa: E501
    ),
    "no_account_to_reboot": (
        "{player}のアカウントゾーンにはアカウントがないので、リブートするものはない。",
        "{player} has no account in the account zone, so nothing is rebooted. ",
    ),
    "reboots_sleeping_account": (
        "{player}はスリープ状態のアカウント{card}をリブートする。",
        "{player} reboots the sleeping account {card}. ",
    ),
    "account_already_rebooted": (
        "{player}のアカウントはリブート状態。",
        "{player}'s account is already rebooted. ",
    ),
    "characters_not_rebooted": (
        "キャラはリブートしない(スリープのまま: {card})。",
        "Characters are not rebooted (still sleeping: {card}). ",
    ),
    "first_turn_no_start_draw": (
        "先攻プレイヤーの最初のターンなので、このスタートドローではカードを引かない",
        "It is the first player's first turn, so no card is drawn in this start draw",
    ),
    "draws_for_hand_size": (
        "手札{n}なので{want}引く(引けたのは{drew})",
        "With {n} in hand, draws {want} (drew {drew})",
    ),
    "empty_deck_stops_draw": (
        "。デッキが足りない分は引けないだけで、これ自体は敗北ではない",
        "; an empty deck just stops the draw, which is not itself a loss",
    ),
    "refill_step": (
        "{account}{still}{drew}{short}",
        "{account}{still}{drew}{short}",
    ),
    "mission_phase_clears": (
        "ミッションフェイズ: チェックされスリープしているミッションのうち、クリアの条件を満たす{card}を{verb}(裏向き)",
        "Mission phase: of the checked (sleeping) missions, {card} {verb} (turned face down)",
    ),
    "mission_phase_nothing_checked": (
        "ミッションフェイズ: チェックされスリープしているミッションはない",
        "Mission phase: no mission is checked (sleeping)",
    ),
    "missions_not_meeting_clear": (
        "。満たさない{card}は{verb}",
        "; {card} {verb}",
    ),
    "mission_clear_step": (
        "{head}{tail}",
        "{head}{tail}",
    ),
    "kept_card_already_there_trashed": (
        "。すでにあった{card}はトラッシュに置かれる",
        "; {card}, already there, goes to the trash",
    ),
    "damage_to_card": (
        "{card}に{dealt}ダメージ",
        "{dealt} damage to {card}",
    ),
    "battle_step_one_way_damage": (
        "バトルステップ: {attacker}は同じレーンの相手キャラにパワー({power})に等しいダメージを与える: {damage}。相手キャラはダメージを与え返さない(一方向)",  # noqa: E501
        "Battle step: {attacker} deals damage equal to its power ({power}) to the opposing character in its lane: {damage}; the defender deals nothing back (one-way)",  # noqa: E501
    ),
    "issen_chosen_and_kod": (
        "一閃: {card}を選び、退場させる(エネルギーゾーンへ){along}",
        "Issen: {card} is chosen and KO'd (to the energy zone){along}",
    ),
    "concedes_then": (
        "{player}は投了する(いつでもでき、効果で強制も置換もされない)。{then}",
        "{player} concedes (allowed at any time; no effect forces or replaces it); {then}",
    ),
    "choosing_area": (
        "、エリア{area}を選ぶ",
        ", choosing the {area}",
    ),
    "plays_card_pays_energy": (
        "{player}は{card}をプレイする{where}: テンポラリーに移動し、エネルギーコスト{cost}{worked}({paid})をトラッシュに置いて支払う。プレイ後ただちに解決する(応答の機会はない){used}",  # noqa: E501
        "{player} plays {card}{where}: it moves to the temporary zone and the energy cost of {cost}{worked} is paid by trashing {paid}; it resolves at once (no response window){used}",  # noqa: E501
    ),
    "no_cost": (
        "なし",
        "none",
    ),
    "plays_activated_ability": (
        "{player}は{card}の起動能力「{text}」をプレイし(代償: {paid})、ただちに解決する{used}",
        "{player} plays the activated ability '{text}' of {card} (cost: {paid}) and it resolves at once{used}",
    ),
    "in_area": (
        "(エリア: {area})",
        " (area: {area})",
    ),
    "player_reveals_card": (
        "{player}が{card}",
        "{player} reveals {card}",
    ),
    "empty_deck": (
        "(デッキが空)",
        "(empty deck)",
    ),
    "reveals_into_scout_zone": (
        "{head}: {shown}を公開してスカウトゾーンに置く{short}",
        "{head}: {shown} and puts it into the scout zone{short}",
    ),
    "scout_from_empty_deck": (
        "。{player}のデッキは0枚なので{player}のスカウトは実行できず、行われなかったことになる"
        "(できる部分だけを行う。デッキ0枚での敗北はドローフェイズ最初の優先権前処理でのみ確認される)",
        "; {player}'s deck is empty, so {player}'s scout cannot be done and counts as not done (only the part "
        "that can be done is done; an empty deck loses only at a draw phase's first pre-processing)",
    ),
    "card_damage_and_power": (
        "{card}(ダメージ{damage}/パワー{power})",
        "{card} (damage {damage}, power {power})",
    ),
    "kod_by_battle": (
        "(バトルで退場した)",
        " (KO'd by battle)",
    ),
    "leave_play_to_energy": (
        "。{card}は{verb}{battle}",
        "; {card} {verb}{battle}",
    ),
    "ko_replaced_by_another_event": (
        "。{card}の退場は置換効果により、かわりの事象になる",
        "; the KO of {card} is replaced by another event",
    ),
    "lethal_damage_effect": (
        "退場ダメージエフェクト: {cards}{left}{instead}",
        "Lethal-damage effect: {cards}{left}{instead}",
    ),
    "both_lost_draw": (
        "両方のプレイヤーが敗北したので引き分けでゲームが終了する",
        "both players have lost: the game is a draw",
    ),
    "players_lose_the_game": (
        "{players}はゲームに敗北する。{tail}",
        "the game is lost by {players}; {tail}",
    ),
    "trigger_option": (
        "{card}「{text}」({player})",
        "{card}: {text} ({player})",
    ),
    "effect_deals_damage": (
        "{source}の効果: {damage}(退場するかは次の優先権前処理で判定)",
        "{source}: {damage} (whether it leaves play is checked at the next pre-processing)",
    ),
    "player_draws_n": (
        "{player}はカードを{n}枚引く",
        "{player} draws {n}",
    ),
    "player_trashes_from_hand": (
        "{player}は手札の{card}をトラッシュに置く",
        "{player} trashes {card} from hand",
    ),
    "effect_puts_into_owners_zone": (
        "{source}の効果: {card}を持ち主の{zone}に置く",
        "{source}: {card} go to their owner's {zone}",
    ),
    "effect_changes_cost": (
        "{source}の効果: {card}をプレイするためのエネルギーコストを{amount:+d}する{uses}"
        "(増加を先に、減少を後に適用し、0を下回らない)",
        "{source}: the energy cost of playing {card} changes by {amount:+d}{uses} (increases apply first, "
        "then reductions, never below 0)",
    ),
    "cost_change": (
        "コストの変更",
        "a cost change",
    ),
    "cards_it_names": (
        "条件に合うカード",
        "the cards it reaches",
    ),
    "activated_abilities_of": (
        "{card}の起動能力",
        "the activated abilities of {card}",
    ),
    "for_n_plays": (
        "(次の{n}のプレイのみ)",
        " (for the next {n} only)",
    ),
    "issen_choice_not_allowed": (
        "一閃で選べるのは相手のエリアにあるキャラだけなので、{card}は選べない",
        "Issen chooses only a character in the opponent's area, so {card} cannot be chosen",
    ),
    "cost_change_used_up_no_source": (
        "コストの変更は使い切られ、消滅する",
        "the cost change has been used up and ends",
    ),
    "cost_change_used_up": (
        "{source}によるコストの変更は使い切られ、消滅する",
        "the cost change of {source} has been used up and ends",
    ),
    "effect_changes_power": (
        "{source}の効果: {card}のパワーを{when}{amount:+d}{verb}",
        "{source}: {card} {verb} {amount:+d} power ({when})",
    ),
    "orientation_ignored_outside": (
        "。{card}はエリアにもアカウントゾーンにもないので、この指示は無視される",
        "; {card} is in neither an area nor the account zone, so the instruction is ignored",
    ),
    "orientation_step": (
        "{done}{ignored}",
        "{done}{ignored}",
    ),
    "player_gains_counters": (
        "{player}は{counters}得る({now}→{new})",
        "{player} gains {counters} ({now} -> {new})",
    ),
    "player_spends_counters": (
        "{player}は{counters}消費する({now}→{new}、0未満にはならない)",
        "{player} spends {counters} ({now} -> {new}, never below 0)",
    ),
    "choose_cards_to_find": (
        "{player}: {zone}から探すカードを{n}まで選んでください(見つけないこともできる)",
        "{player}: choose up to {n} to find in your {zone} (you may find none)",
    ),
    "finds_and_shuffles": (
        "{player}は{zone}から{card}を{to}に置き、デッキをシャッフルする",
        "{player} finds {card} in the {zone}, puts it into the {to} and shuffles the deck",
    ),
    "replacement_effect_created": (
        "{source}の効果: {card}に「{event}するかわりに」という置換効果が生じる",
        "{source}: a replacement effect ('instead of {event}') now applies to {card}",
    ),
    "effect_changes_traits": (
        "{source}の効果: {card}の特徴を{traits}に{verb}",
        "{source}: {card} {verb} {traits}",
    ),
    "delayed_auto_ability_created": (
        "{source}の効果: 時限型自動能力「{when}時」が作られる",
        "{source}: a delayed auto ability ('when {when}') is created",
    ),
    "chosen_by_turn_player": (
        "ターンプレイヤーが選んだ",
        "the chosen ",
    ),
    "pre_processing_plays_auto_ability": (
        "優先権前処理: {chosen}{card}の自動能力「{text}」を{player}がプレイし(テンポラリーに置き)、解決する",
        "Pre-processing: {player} plays {chosen}auto ability '{text}' of {card} (into the temporary zone) and it resolves",  # noqa: E501
    ),
    "deck_engage_connects": (
        "。デッキエンゲージ: デッキから{card}をコネクトしてる状態で{verb}、デッキをシャッフルする",
        "; Deck Engage: {card} {verb} from the deck connected to it and the deck is shuffled",
    ),
    "character_resolves_enters": (
        "{card}が解決され、{area}にリブートで登場する({came}から登場したとみなす){engaged}",
        "{card} resolves and enters the {area} rebooted (it counts as entering from the {came}){engaged}",
    ),
    "not_adjacent_empty_area": (
        "{area}は隣接する、キャラのいないエリアではない",
        "{area} is not an adjacent area without a character",
    ),
    "accel_matches_not_played": (
        "一致するが、プレイしない",
        "it matches but is not played",
    ),
    "accel_does_not_match": (
        "アカウント情報が一致しない",
        "its account info does not match",
    ),
    "scout_not_played_by_choice": (
        "プレイしないことを選び",
        "not played by choice",
    ),
    "scout_has_no_icon": (
        "スカウトアイコンを持たないので",
        "it has no scout icon",
    ),
    "in_force_at_start": (
        "開始時点ですでに適用されている継続効果: {parts}",
        "Continuous effects already in force at the start: {parts}",
    ),
    "in_force_power": (
        "{card}のパワーは{until}{amount:+d}{verb}",
        "{card} {verb} {amount:+d} power {until}",
    ),
    "in_force_power_becomes": (
        "{card}のパワーは{until}{amount}{verb}",
        "{card} {verb} power {amount} {until}",
    ),
    "in_force_keyword": (
        "{card}は{until}「{keyword}」を{verb}",
        "{card} {verb} {keyword} {until}",
    ),
    "in_force_prevent": (
        "{card}が受けるダメージは{until}軽減される",
        "damage to {card} is prevented {until}",
    ),
    "in_force_replace": (
        "{card}には{until}「{event}するかわりに」という置換効果が適用されている",
        "a replacement effect ('instead of {event}') applies to {card} {until}",
    ),
    "in_force_loses_abilities": (
        "{card}は{until}能力を{verb}(能力は存在するが無効)",
        "{card} {verb} abilities {until} (they exist but are inactive)",
    ),
    "in_force_cost": (
        "{card}をプレイするためのエネルギーコストは{until}{amount:+d}されている{uses}",
        "the energy cost of playing {card} is changed by {amount:+d} {until}{uses}",
    ),
    "in_force_traits": (
        "{card}の特徴は{until}{traits}に{verb}",
        "{card} {verb} {traits} {until}",
    ),
    "an_unnamed_source": (
        "局面に記されていないカード",
        "a card the position does not name",
    ),
    "in_force_from": (
        "{source}の効果により、{clause}",
        "{source}'s effect: {clause}",
    ),
    "in_force_controlled_by": (
        "{clause}(支配者: {player})",
        "{clause} (controlled by {player})",
    ),
})
say = MESSAGES
