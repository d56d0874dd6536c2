<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../../judge_app/ui/board/actions.py" line="+96"/>
        <source>Scripted action</source>
        <translation>台本の行動</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability number</source>
        <translation>アビリティ番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards (attackers, discards)</source>
        <translation>カード(アタッカー・捨てるカード)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Targets</source>
        <translation>対象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay with</source>
        <translation>支払いに使うカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait for phase</source>
        <translation>待つフェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait for step</source>
        <translation>待つステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>ActionsPanel</name>
    <message>
        <location line="+74"/>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earlier</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later</source>
        <translation>後へ</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../judge_app/ui/board/editor.py" line="+453"/>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New empty position for the chosen game (Ctrl+N)</source>
        <translation>選んだゲームの空の局面を作る (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;開いた状態&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply changes</source>
        <translation>変更を適用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add to the zone</source>
        <translation>領域に追加</translation>
    </message>
    <message>
        <location line="-129"/>
        <location line="+130"/>
        <source>Zone</source>
        <translation>領域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn player</source>
        <translation>ターンプレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase</source>
        <translation>フェイズ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards in A&apos;s deck</source>
        <translation>Aのデッキ枚数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards in B&apos;s deck</source>
        <translation>Bのデッキ枚数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quick entry</source>
        <translation>かんたん入力</translation>
    </message>
    <message>
        <location line="+390"/>
        <source>A card as you would say it: its name, then its type, element, keywords and numbers in any order; action words script it (Attack); after → the seat and the zone. Enter adds it. A name saved in the card library brings the whole card.</source>
        <translation>カードを言うとおりに入力: 名前、続けてカードタイプ・属性・キーワード・数値を順不同で。行動の語(アタック)で台本に入ります。→ のあとに席と置き場。Enter で追加。カードライブラリに保存した名前なら、そのカードがそのまま入ります。</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>Card library</source>
        <translation>カードライブラリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the selected card to the library</source>
        <translation>選んだカードをライブラリに保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the library…</source>
        <translation>ライブラリを書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import cards into the library…</source>
        <translation>ライブラリにカードを読み込む…</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>Not changed: %1</source>
        <translation>変更しませんでした: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+192"/>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Move %1 to %2</source>
        <translation>%1 を%2へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 card(s)</source>
        <translation>%1枚を移動</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Delete %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete %1 card(s)</source>
        <translation>%1枚を削除</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Duplicate %1 card(s)</source>
        <translation>%1枚を複製</translation>
    </message>
    <message>
        <source>Edit actions</source>
        <translation type="vanished">行動を編集</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation type="vanished">%1 に回答</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+116"/>
        <source>The game refused this card; see the status bar.</source>
        <translation>このカードは受け付けられませんでした。ステータスバーを見てください。</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Editing %1</source>
        <translation>%1 を編集中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards selected</source>
        <translation>%1枚を選択中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a card to edit it; drag cards to move them.</source>
        <translation>カードを選ぶと編集できます。ドラッグで移動します。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Edit the position</source>
        <translation>局面を編集</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">プレイする</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="vanished">召喚する</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="vanished">アタックする</translation>
    </message>
    <message>
        <source>Block</source>
        <translation type="vanished">ブロックする</translation>
    </message>
    <message>
        <source>Activate ability %1 (%2)</source>
        <translation type="vanished">アビリティ%1を使う (%2)</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>Pay the last action&apos;s cost with the selected cards</source>
        <translation>選んだカードで最後の行動のコストを支払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target the selected cards with the last action</source>
        <translation>選んだカードを最後の行動の対象にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (this card&apos;s player)</source>
        <translation>優先権を放棄する(このカードのプレイヤー)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Make active</source>
        <translation>アクティブにする</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dull</source>
        <translation>ダルにする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dull / active</source>
        <translation>ダル/アクティブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn face down</source>
        <translation>裏向きにする</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn face up</source>
        <translation>表向きにする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn over</source>
        <translation>裏返す</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Untitled position</source>
        <translation>無題の局面</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This position has changes that are not saved.</source>
        <translation>この局面には保存していない変更があります。</translation>
    </message>
    <message>
        <location line="-588"/>
        <location line="+3"/>
        <location line="+599"/>
        <source>Open a position</source>
        <translation>局面を開く</translation>
    </message>
    <message>
        <location line="-649"/>
        <source>Unnamed cards in A&apos;s hand</source>
        <translation>Aの手札（名前なし）の枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unnamed cards in B&apos;s hand</source>
        <translation>Bの手札（名前なし）の枚数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards nobody named, drawn face down; the cards named in the hand are kept</source>
        <translation>名前を付けていないカードの枚数です（裏向きで表示）。名前のある手札のカードはそのまま残ります</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a new position of %1</source>
        <translation>%1の新しい局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>New position</source>
        <translation>新しい局面</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>“%1” (not saved to a file)</source>
        <translation>「%1」(ファイルに未保存)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: the engine could not set up this position (%2). The board keeps the last position it could show; the details are in the log.</source>
        <translation>%1: エンジンがこの局面を準備できませんでした(%2)。盤面は最後に表示できた局面のままです。詳細はログにあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the table of this game could not be built (%2). The board keeps the last position it could show; the details are in the log.</source>
        <translation>%1: このゲームの盤面を作れませんでした(%2)。盤面は最後に表示できた局面のままです。詳細はログにあります。</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>Edit the scripted actions</source>
        <translation>台本の行動を編集</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record an answer to the stepper&apos;s question</source>
        <translation>ステッパーの質問への回答を記録</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Numbers fill, in order: %1</source>
        <translation>数値は次の順に入ります: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Add %1 and script: %2</source>
        <translation>%1 を追加し台本に: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s %2</source>
        <translation>%1の%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Added %1 to %2.</source>
        <translation>%1 を%2に追加しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(from the card library)</source>
        <translation>(カードライブラリから)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scripted: %1.</source>
        <translation>台本: %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was not given: %2 assumed.</source>
        <translation>%1 の指定がないので %2 としました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Type a card&apos;s name first.</source>
        <translation>まずカード名を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number %1 has no field left to go to.</source>
        <translation>数値 %1 を入れる項目がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not a seat or a zone of this game.</source>
        <translation>「%1」はこのゲームの席でも置き場でもありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not a word of this game.</source>
        <translation>「%1」はこのゲームの語ではありません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select one card (or fill in the Add form) to save it to the library.</source>
        <translation>ライブラリに保存するカードを1枚選んでください(または追加フォームに入力してください)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save to the card library: %1</source>
        <translation>カードライブラリに保存できませんでした: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1 to the card library; type its name in the quick entry to add it again.</source>
        <translation>%1 をカードライブラリに保存しました。かんたん入力に名前を打てば再び追加できます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the card library</source>
        <translation>カードライブラリを書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Card libraries (*.json)</source>
        <translation>カードライブラリ (*.json)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card library written: %1</source>
        <translation>カードライブラリを書き出しました: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>Import a card library</source>
        <translation>カードライブラリを読み込む</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not imported: %1</source>
        <translation>読み込みませんでした: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 card(s) added to the card library.</source>
        <translation>カードライブラリに %1 枚追加しました。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Script: %1 %2</source>
        <translation>台本: %1 %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: ability %2 (%3)</source>
        <translation>%1: アビリティ%2 (%3)</translation>
    </message>
    <message>
        <location line="+65"/>
        <location line="+22"/>
        <source>Scenario files (*.json)</source>
        <translation>局面ファイル (*.json)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Could not save %1: %2</source>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+8"/>
        <source>Save the position</source>
        <translation>局面を保存</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Restore unsaved work?</source>
        <translation>保存していない作業を復元しますか?</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>A board position was not saved when the app last closed (%1). Restore it?</source>
        <translation>前回アプリを終了したとき、局面が保存されていませんでした(%1)。復元しますか?</translation>
    </message>
</context>
<context>
    <name>BoardPlugin</name>
    <message>
        <location filename="../../judge_app/ui/board/plugin.py" line="+44"/>
        <source>&amp;Board</source>
        <translation>盤面(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board and stepper</source>
        <translation>盤面とステップ実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up a position and step through it (Ctrl+Shift+B)</source>
        <translation>局面を作り、1ステップずつ進める (Ctrl+Shift+B)</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../judge_app/ui/board/scene.py" line="+142"/>
        <source>Turn %1 · %2&apos;s turn · %3</source>
        <translation>ターン%1 · %2のターン · %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>priority: %1</source>
        <translation>優先権: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>game over: %1 wins</source>
        <translation>ゲーム終了: %1の勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game over</source>
        <translation>ゲーム終了</translation>
    </message>
</context>
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../../judge_app/ui/board/window.py" line="+58"/>
        <source>Board — %1</source>
        <translation>盤面 — %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No rule %1 in this document</source>
        <translation>この文書に %1 はありません</translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <location filename="../../judge_app/ui/board/form.py" line="+80"/>
        <source>Card id</source>
        <translation>カードID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (English)</source>
        <translation>名前(英語)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dull / rested</source>
        <translation>ダル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the zone shows it</source>
        <translation>領域のとおり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up</source>
        <translation>表向き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Face</source>
        <translation>向き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card text</source>
        <translation>カードテキスト</translation>
    </message>
    <message>
        <location line="+164"/>
        <location line="+9"/>
        <source>%1 is required</source>
        <translation>%1 は必須です</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Choose at least one %1</source>
        <translation>%1 を1つ以上選んでください</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 must be a whole number</source>
        <translation>%1 は整数で入力してください</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+2"/>
        <source>Counters are written name=number, separated by commas</source>
        <translation>カウンターは 名前=数 をカンマ区切りで書きます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A card needs an id</source>
        <translation>カードIDが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another card already has the id %1</source>
        <translation>ID %1 は別のカードが使っています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card needs a name</source>
        <translation>カード名が必要です</translation>
    </message>
</context>
<context>
    <name>CaseReport</name>
    <message>
        <location filename="../../judge_app/ui/stepper/report.py" line="+32"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules version</source>
        <translation>ルールのバージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report made</source>
        <translation>作成日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position</source>
        <translation>局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the players did</source>
        <translation>プレイヤーの行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices made</source>
        <translation>選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not allowed:</source>
        <translation>不正:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the last step</source>
        <translation>最後のステップの後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ruling</source>
        <translation>裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cited rules</source>
        <translation>引用したルール</translation>
    </message>
</context>
<context>
    <name>CommitteeSettings</name>
    <message>
        <location filename="../../judge_app/ui/rulings/committee.py" line="+120"/>
        <source>Rulings committee</source>
        <translation>裁定委員会</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulings folder</source>
        <translation>裁定フォルダー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committee remote</source>
        <translation>委員会のリモート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A git URL or a folder, e.g. https://example.org/committee.git</source>
        <translation>git の URL またはフォルダー（例: https://example.org/committee.git）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sync shares this folder&apos;s rulings with this git remote; empty: this machine only</source>
        <translation>同期するとこのフォルダーの裁定をこの git リモートと共有します。空欄ならこの端末だけに保存します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your e-mail</source>
        <translation>あなたのメールアドレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown to the committee as who proposed, approved or changed a ruling</source>
        <translation>裁定を提案・承認・変更した人として委員会に表示されます</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give both your name and your e-mail address, or neither.</source>
        <translation>名前とメールアドレスは両方入力するか、両方空欄にしてください。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not saved: %1</source>
        <translation>保存できません: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reading the rulings folder…</source>
        <translation>裁定フォルダーを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>git is not installed: the rulings are kept on this machine only and cannot be shared.</source>
        <translation>git がインストールされていません。裁定はこの端末だけに保存され、共有できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This folder is not shared yet: naming a remote (or an author) makes it a rulings repository.</source>
        <translation>このフォルダーはまだ共有されていません。リモート（または作成者）を入力すると裁定リポジトリになります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sync shares the rulings with this remote; commits name %1.</source>
        <translation>同期するとこのリモートと裁定を共有します。記録者: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No committee remote: edits are recorded on this machine only; commits name %1.</source>
        <translation>委員会のリモートがありません。編集はこの端末だけに記録されます。記録者: %1</translation>
    </message>
</context>
<context>
    <name>ComparePlugin</name>
    <message>
        <location filename="../../judge_app/ui/compare/plugin.py" line="+75"/>
        <source>V&amp;ersions</source>
        <translation>版(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare versions…</source>
        <translation>版を比較…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two versions of a document side by side (Ctrl+Shift+D)</source>
        <translation>文書の2つの版を並べて比較（Ctrl+Shift+D）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History of this rule</source>
        <translation>このルールの履歴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This rule in every version the app holds (Ctrl+H)</source>
        <translation>このルールをアプリにあるすべての版で表示（Ctrl+H）</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Open a rule first to see its history.</source>
        <translation>履歴を見るには、まずルールを開いてください。</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Import a new version…</source>
        <translation>新しい版を取り込む…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a version of a document from its raw text</source>
        <translation>文書の新しい版を原文テキストから追加します</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>The new version was written but the rules could not be loaded again: %1</source>
        <translation>新しい版は書き込みましたが、ルールを読み込み直せませんでした: %1</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../judge_app/ui/compare/view.py" line="+215"/>
        <source>Comparing…</source>
        <translation>比較中…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The comparison failed: %1</source>
        <translation>比較できませんでした: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The same version on both sides: choose two different versions.</source>
        <translation>左右が同じ版です。異なる2つの版を選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 records shown</source>
        <translation>%2 件中 %1 件を表示</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>only cross-reference numbers differ</source>
        <translation>参照先の番号だけが異なる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1% similar</source>
        <translation>類似度 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deleted</source>
        <translation>削除箇所</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inserted</source>
        <translation>追加箇所</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not in version %1</source>
        <translation>%1 にはありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Compare versions</source>
        <translation>版の比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Versions</source>
        <translation>版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by rule number or words</source>
        <translation>ルール番号や語句で絞り込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A click shows the rule in the main window; Enter or a double click also brings that window to the front</source>
        <translation>クリックでメインウィンドウにルールを表示し、Enter キーかダブルクリックでそのウィンドウを前面に出します</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../judge_app/ui/rulings/conflicts.py" line="+171"/>
        <source>Decide %1 of %2 first.</source>
        <translation>先に %2 の %1 を決めてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The merged ruling cannot be saved: %1</source>
        <translation>統合した裁定は保存できません: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rulings changed here and by the committee</source>
        <translation>この端末と委員会の両方で変更された裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rulings were changed on this machine and on the committee&apos;s remote. For each field, keep your version, take the committee&apos;s, or write the merged text. Nothing is changed until every field is decided.</source>
        <translation>これらの裁定は、この端末と委員会のリモートの両方で変更されました。項目ごとに、自分の版を残すか、委員会の版を採るか、統合した文を書いてください。すべての項目を決めるまで、何も変更されません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save and sync</source>
        <translation>保存して同期</translation>
    </message>
</context>
<context>
    <name>DiffKinds</name>
    <message>
        <location filename="../../judge_app/ui/compare/model.py" line="+34"/>
        <source>Changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moved</source>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Same number, different wording</source>
        <translation>番号は同じで文言が変わった</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renumbered, with the same or nearly the same text</source>
        <translation>番号が変わり、文言は同じかほぼ同じ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only in the newer version</source>
        <translation>新しい版にだけある</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only in the older version</source>
        <translation>古い版にだけある</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same text (a cross-reference number may differ)</source>
        <translation>文言は同じ（参照先の番号は異なる場合あり）</translation>
    </message>
</context>
<context>
    <name>DiffModel</name>
    <message>
        <location line="+61"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Old</source>
        <translation>旧</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>FieldChoice</name>
    <message>
        <location filename="../../judge_app/ui/rulings/conflicts.py" line="-147"/>
        <source>The whole file</source>
        <translation>ファイル全体</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(deleted)</source>
        <translation>(削除済み)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Keep mine</source>
        <translation>自分の版を残す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the committee&apos;s</source>
        <translation>委員会の版を採る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merge: write the value to keep</source>
        <translation>統合: 残す内容を書く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before both edits: %1</source>
        <translation>両方の編集の前: %1</translation>
    </message>
</context>
<context>
    <name>Flags</name>
    <message>
        <location filename="../../judge_app/ui/flags.py" line="+12"/>
        <source>Reconstructed number</source>
        <translation>番号を復元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garbled number</source>
        <translation>番号の文字化け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost icon</source>
        <translation>アイコン欠落</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost figure</source>
        <translation>図表欠落</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Broken reference</source>
        <translation>参照先なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate number</source>
        <translation>番号の重複</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No parent rule</source>
        <translation>親項目なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Example</source>
        <translation>例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typo in source</source>
        <translation>原文の誤記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corrected text</source>
        <translation>本文を修正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other way to play</source>
        <translation>別の遊び方</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The source lost this rule&apos;s number; it was rebuilt from the rules around it.</source>
        <translation>原文ではこの項目の番号が失われているため、前後の項目から番号を復元しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number printed in the source is garbled; the corrected number is shown.</source>
        <translation>原文の番号が崩れているため、正しい番号で表示しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An icon in the printed rules did not survive in the text; check the printed rules.</source>
        <translation>印刷版にあるアイコンがテキストでは失われています。印刷版のルールで確認してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A figure or table in the printed rules is missing here; check the printed rules.</source>
        <translation>印刷版にある図や表がここにはありません。印刷版のルールで確認してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This text cites a rule number that this document does not contain.</source>
        <translation>本文が、この文書に存在しない項目番号を参照しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The document uses this number for more than one rule.</source>
        <translation>この文書では同じ番号が複数の項目に使われています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule this number belongs under is missing from the document.</source>
        <translation>この番号の上位にあたる項目が文書にありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An example that illustrates a rule, not a rule itself.</source>
        <translation>ルールを説明する例であり、ルールそのものではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The source has a typo here; the notes say what was meant.</source>
        <translation>原文に誤記があります。正しい意味は注記を参照してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The text was corrected from the source; the notes say how.</source>
        <translation>原文から本文を修正しています。内容は注記を参照してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rule of another way to play (co-op raid, solo play): it applies only when that way is played.</source>
        <translation>別の遊び方（協力レイドバトル、ソロプレイ）のルールです。その遊び方をするときだけ適用されます。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../judge_app/ui/compare/import_dialog.py" line="+104"/>
        <source>Raw text of the new version</source>
        <translation>新しい版の原文テキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Checking the text…</source>
        <translation>テキストを確認中…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Importing…</source>
        <translation>取り込み中…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 records read with the parser of %2.</source>
        <translation>%2 の解析規則で %1 件を読み取りました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Against %1: %2</source>
        <translation>%1 との比較: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added as %1 %2; the search index is rebuilt in the background.</source>
        <translation>%1 %2 として追加しました。検索索引はバックグラウンドで作り直します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules folder is read-only, so the rules were copied to %1. Set JUDGE_APP_RULES_DIR to that folder to keep using them.</source>
        <translation>ルールのフォルダーが書き込み禁止のため、ルールを %1 にコピーしました。引き続き使うには JUDGE_APP_RULES_DIR にこのフォルダーを設定してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checked only: nothing was written.</source>
        <translation>確認のみ: 何も書き込んでいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 parse problems to look at (a fixes.yaml entry may be needed):</source>
        <translation>確認が必要な解析上の問題 %1 件（fixes.yaml への記載が必要な場合があります）:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No parse problems.</source>
        <translation>解析上の問題はありません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not imported (nothing was written): %1</source>
        <translation>取り込めませんでした（何も書き込んでいません）: %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Import a new version</source>
        <translation>新しい版の取り込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw text file</source>
        <translation>原文テキストファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New version</source>
        <translation>新しい版</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version label</source>
        <translation>版の表記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effective date</source>
        <translation>施行日</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 3.1 (letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>例: 3.1（英数字と . - _）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional: how the document names itself, e.g. Ver3.1</source>
        <translation>任意: 文書自身の版の表記。例: Ver3.1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional: YYYY-MM-DD</source>
        <translation>任意: YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the text exactly as received (UTF-8)</source>
        <translation>受け取ったままのテキスト（UTF-8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parse the text and list its problems without writing anything</source>
        <translation>何も書き込まずにテキストを解析し、問題を一覧にします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import</source>
        <translation>取り込む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the version, then show what changed</source>
        <translation>版を追加し、変更点を表示します</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 version %2 already exists; a version is never replaced</source>
        <translation>%1 のバージョン %2 はすでにあります。既存のバージョンは置き換えません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>neither the rules folder nor the user data folder can be written</source>
        <translation>ルールのフォルダーにもユーザーデータのフォルダーにも書き込めません</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the app has no document for %1</source>
        <translation>%1 のルール文書はこのアプリにありません</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder for %1 %2 already exists and is not empty</source>
        <translation>%1 %2 のフォルダーがすでにあり、空ではありません</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the version “%2” may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos; (it names a folder)</source>
        <translation>バージョン「%2」に使えるのは英字・数字・「.」「-」「_」だけです（フォルダー名になります）</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1 is a number the document prints more than once</source>
        <translation>%1 は文書中に2回以上出てくる番号です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no parent rule in this text</source>
        <translation>%1 にはこのテキスト中に親のルールがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 refers to %2, which this text does not have</source>
        <translation>%1 が参照している %2 はこのテキストにありません</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../judge_app/ui/main_window.py" line="+249"/>
        <source>Rules Browser</source>
        <translation>ルールブラウザ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the rules: words, or a rule number (Ctrl+K)</source>
        <translation>ルールを検索：語句または項目番号 (Ctrl+K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which document to browse and search</source>
        <translation>閲覧・検索する文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+49"/>
        <source>All documents</source>
        <translation>すべての文書</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Results</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookmarks</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back (Alt+Left)</source>
        <translation>戻る (Alt+←)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward (Alt+Right)</source>
        <translation>進む (Alt+→)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookmark this rule</source>
        <translation>この項目をブックマーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy rule</source>
        <translation>項目をコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy link</source>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous rule</source>
        <translation>前のルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next rule</source>
        <translation>次のルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to its section</source>
        <translation>上位の項目へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual size</source>
        <translation>標準の大きさ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rule</source>
        <translation>項目(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bookmarks</source>
        <translation>ブックマーク(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Loading the rules…</source>
        <translation>ルールを読み込み中…</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The rules could not be loaded: %1</source>
        <translation>ルールを読み込めませんでした：%1</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+35"/>
        <source>Indexing %p%</source>
        <translation>索引作成中 %p%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preparing search…</source>
        <translation>検索を準備中…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Building the search index…</source>
        <translation>検索用の索引を作成中…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Search is unavailable: %1</source>
        <translation>検索を利用できません：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search index rebuilt: %1 records</source>
        <translation>検索索引を再作成しました：%1 件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 records searchable</source>
        <translation>%1 件を検索できます</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Search will answer as soon as the index is ready…</source>
        <translation>索引ができ次第、検索結果を表示します…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search failed: %1</source>
        <translation>検索に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Type words or a rule number. Enter opens the first result.</source>
        <translation>語句または項目番号を入力してください。Enter で最初の結果を開きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing found for “%1”.</source>
        <translation>「%1」は見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 results for “%2” (the best %3 listed)</source>
        <translation>「%2」の検索結果 %1 件（上位 %3 件を表示）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 results for “%2”</source>
        <translation>「%2」の検索結果 %1 件</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Not found: %1</source>
        <translation>見つかりません：%1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>No bookmarks yet. Ctrl+D keeps the rule you are reading.</source>
        <translation>ブックマークはまだありません。Ctrl+D で表示中の項目を登録できます。</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../../judge_app/ui/board/problems.py" line="+66"/>
        <source>Not changed:</source>
        <translation>変更しませんでした:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not opened: %1</source>
        <translation>開きませんでした: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbids</source>
        <translation>禁止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../../judge_app/ui/stepper/dock.py" line="+112"/>
        <source>Answer in this order</source>
        <translation>この順番で回答</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../judge_app/ui/rulings/review.py" line="+93"/>
        <source>The ruling cites no rules.</source>
        <translation>この裁定はルールを引用していません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cited rules changed between %2 and %3: check the ruling still holds.</source>
        <translation>%2 から %3 の間に引用ルール %1 件が変わりました。裁定がまだ有効か確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every cited rule reads the same in %1.</source>
        <translation>引用ルールはすべて %1 でも同じ内容です。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Migrate citations to the newest version</source>
        <translation>引用を最新版に移行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cite each rule by its number in the newest version; recorded in the ruling&apos;s history</source>
        <translation>各ルールを最新版での番号で引用し直します。裁定の履歴に記録されます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop citations of removed rules</source>
        <translation>削除されたルールの引用を外す</translation>
    </message>
</context>
<context>
    <name>RuleHistoryView</name>
    <message>
        <location filename="../../judge_app/ui/compare/history_view.py" line="+66"/>
        <source>History of %1 — %2</source>
        <translation>%1 の履歴 — %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Removed in this version.</source>
        <translation>この版で削除されました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this version.</source>
        <translation>この版にはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The oldest version the app holds.</source>
        <translation>アプリにある最も古い版です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>was %1 in the previous version</source>
        <translation>前の版では %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new in this version</source>
        <translation>この版で追加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reworded since the previous version</source>
        <translation>前の版から文言が変わった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only cross-reference numbers differ</source>
        <translation>参照先の番号だけが異なる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same text as the previous version</source>
        <translation>前の版と同じ文言</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rule history</source>
        <translation>ルールの履歴</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>The app holds only one version of this document.</source>
        <translation>この文書はアプリに1つの版しかありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shown</source>
        <translation>表示中</translation>
    </message>
</context>
<context>
    <name>RuleHtml</name>
    <message>
        <location filename="../../judge_app/ui/rule_html.py" line="+91"/>
        <source>No rule with this number in this document</source>
        <translation>この文書にこの番号の項目はありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>(no text)</source>
        <translation>（本文なし）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sub-rules</source>
        <translation>下位の項目</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rulings citing this rule</source>
        <translation>このルールを引用している裁定</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>In %1</source>
        <translation>%1 の中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Around this rule</source>
        <translation>前後のルール</translation>
    </message>
</context>
<context>
    <name>RuleView</name>
    <message>
        <location filename="../../judge_app/ui/rule_view.py" line="+176"/>
        <source>Type to search the rules</source>
        <translation>入力するとルールを検索します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+K searches. Enter opens the first result; Up and Down move through the results; Escape comes back to the search box.</source>
        <translation>Ctrl+K で検索。Enter で最初の結果を開き、↑↓ で結果を移動、Esc で検索欄に戻ります。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>effective %1</source>
        <translation>施行日 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no effective date stated</source>
        <translation>施行日の記載なし</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Copied %1</source>
        <translation>%1 をコピーしました</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied link %1</source>
        <translation>リンク %1 をコピーしました</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bookmark</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep this rule in Bookmarks (Ctrl+D)</source>
        <translation>この項目をブックマークに登録 (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy rule</source>
        <translation>項目をコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the rule number and text (Ctrl+Shift+C)</source>
        <translation>項目番号と本文をコピー (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy link</source>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a link that opens this rule (paste it into the search box)</source>
        <translation>この項目を開くリンクをコピー（検索欄に貼り付けると開きます）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This rule in every version the app holds (Ctrl+H)</source>
        <translation>このルールをアプリにあるすべての版で表示（Ctrl+H）</translation>
    </message>
</context>
<context>
    <name>RulingConflicts</name>
    <message>
        <location filename="../../judge_app/ui/rulings/conflicts.py" line="-80"/>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
</context>
<context>
    <name>RulingEditor</name>
    <message>
        <location filename="../../judge_app/ui/rulings/editor.py" line="+337"/>
        <source>New ruling</source>
        <translation>新しい裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ruling %1</source>
        <translation>裁定 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no such rule in %1 %2</source>
        <translation>%1 %2 にこのルールはありません</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 %2 has no rule %3.</source>
        <translation>%1 %2 にルール %3 はありません。</translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+3"/>
        <source>Not saved: %1</source>
        <translation>保存できませんでした: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save or discard the edits first: the migration starts from the saved ruling.</source>
        <translation>先に編集内容を保存するか破棄してください。移行は保存済みの裁定から行います。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Not migrated: %1</source>
        <translation>移行できませんでした: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Citations now refer to %1; recorded in the history.</source>
        <translation>引用は %1 を指すようになりました。履歴に記録しました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review</source>
        <translation>要確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ruling</source>
        <translation>裁定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>ルール文書</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Title</source>
        <translation>題名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cited rules</source>
        <translation>引用ルール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Issued by</source>
        <translation>裁定者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>裁定の場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference</source>
        <translation>参照先</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expectations</source>
        <translation>期待結果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos; (names the file)</source>
        <translation>英数字と . - _（ファイル名になります）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ID of the ruling that replaces it</source>
        <translation>これに代わる裁定のID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rule number, e.g. 206.2 (or game@version:number)</source>
        <translation>ルール番号。例: 206.2（または ゲーム@版:番号）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a scenario file beside the ruling, or the scenario as JSON</source>
        <translation>裁定と同じ場所のシナリオファイル名、または JSON で書いたシナリオ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional: expectations as JSON, replacing the scenario&apos;s own</source>
        <translation>任意: シナリオの期待結果に代わる JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the position on the board</source>
        <translation>局面を盤面エディターで開く</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Discard the unsaved edits?</source>
        <translation>保存していない編集を破棄しますか？</translation>
    </message>
</context>
<context>
    <name>RulingMessages</name>
    <message>
        <location filename="../../judge_app/ui/rulings/messages.py" line="+51"/>
        <source>%1 is not a date (YYYY-MM-DD)</source>
        <translation>%1が日付（YYYY-MM-DD）ではありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a field of a ruling</source>
        <translation>%1は裁定の項目ではありません</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 is not one of the allowed values</source>
        <translation>%1に使えない値です</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not valid JSON (%2)</source>
        <translation>%1が正しい JSON ではありません（%2）</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 is required</source>
        <translation>%1は必須です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos; (it names the file)</source>
        <translation>%1に使えるのは英字・数字・「.」「-」「_」だけです（ファイル名になります）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 must be a JSON object</source>
        <translation>%1は JSON のオブジェクトにしてください</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 must not be empty</source>
        <translation>%1を空にはできません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: the rules the app holds have no %2</source>
        <translation>%1: アプリのルール文書に %2 はありません</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cited rules</source>
        <translation>引用ルール</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expectations</source>
        <translation>期待結果</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Issued by</source>
        <translation>裁定者</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reference</source>
        <translation>参照先</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Rules version</source>
        <translation>ルールのバージョン</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Title</source>
        <translation>題名</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Where</source>
        <translation>裁定の場</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Superseded by</source>
        <translation>後継の裁定</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>a ruling file with this ID already exists; choose another ID</source>
        <translation>この ID の裁定ファイルはすでにあります。別の ID にしてください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>another ruling file already uses this ID</source>
        <translation>別の裁定ファイルがこの ID を使っています</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>approved</source>
        <translation>承認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposed</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>superseded</source>
        <translation>置き換え</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sent back to draft</source>
        <translation>下書きに差し戻し</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>back to draft: a cited rule changed in substance</source>
        <translation>引用ルールの内容が変わったため下書きに戻しました</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>citations migrated</source>
        <translation>引用を移行</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>created</source>
        <translation>作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>編集</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>the app does not hold that rules version</source>
        <translation>そのバージョンのルール文書はアプリにありません</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>the file cannot be read</source>
        <translation>ファイルを読めません</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>the file is not UTF-8 text</source>
        <translation>ファイルが UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>the file is not valid YAML</source>
        <translation>ファイルが正しい YAML ではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file must be named after the ruling&apos;s ID</source>
        <translation>ファイル名は裁定の ID にしてください</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the newest version no longer has %1: cite what replaces it, or tick “Drop citations of removed rules”</source>
        <translation>最新版には %1 がもうありません。代わりのルールを引用するか、「削除されたルールの引用を外す」にチェックを入れてください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the ruling already cites the newest version</source>
        <translation>この裁定はすでに最新版を引用しています</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>the ruling&apos;s game does not match its folder</source>
        <translation>裁定のゲームがフォルダーと一致しません</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the ruling&apos;s own version has no rule %1: correct the citation first</source>
        <translation>裁定のバージョンに %1 というルールはありません。先に引用を直してください</translation>
    </message>
</context>
<context>
    <name>RulingResultDelegate</name>
    <message>
        <location filename="../../judge_app/ui/rulings/plugin.py" line="+84"/>
        <source>Ruling</source>
        <translation>裁定</translation>
    </message>
</context>
<context>
    <name>RulingView</name>
    <message>
        <location filename="../../judge_app/ui/rulings/view.py" line="+61"/>
        <source>Written by %1 on %2</source>
        <translation>%2 に %1 が作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Proposed by %1 on %2</source>
        <translation>%2 に %1 が提案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approved by %1 on %2</source>
        <translation>%2 に %1 が承認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Superseded by %1&apos;s decision on %2</source>
        <translation>%2 に %1 の決定で置き換え</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent back to draft by %1 on %2</source>
        <translation>%2 に %1 が下書きに差し戻し</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>From the event pack “%1” (read-only)</source>
        <translation>イベントパック「%1」より(読み取り専用)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Superseded by %1</source>
        <translation>%1 に置き換えられました</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not in the rules the app holds</source>
        <translation>アプリが持つルールにありません</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ruling %1</source>
        <translation>裁定 %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the position on the board</source>
        <translation>局面をボードで開く</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <location filename="../../judge_app/ui/rulings/editor.py" line="-520"/>
        <source>Official Q&amp;A</source>
        <translation>公式Q&amp;A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules committee</source>
        <translation>ルール委員会</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At an event</source>
        <translation>大会での裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules document itself</source>
        <translation>ルール文書自体</translation>
    </message>
    <message>
        <location filename="../../judge_app/ui/rulings/model.py" line="+33"/>
        <source>Approved</source>
        <translation>承認済み</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Draft</source>
        <translation>下書き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Proposed</source>
        <translation>提案中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Superseded</source>
        <translation>置き換え済み</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cited rules changed</source>
        <translation>引用ルール %1 件が変更</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position now resolves differently</source>
        <translation>局面の処理結果が変わった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the position cannot run</source>
        <translation>局面を実行できない</translation>
    </message>
    <message>
        <location filename="../../judge_app/ui/rulings/review.py" line="-95"/>
        <source>%1: unchanged in %2</source>
        <translation>%1: %2 でも変更なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: reworded in substance in %2</source>
        <translation>%1: %2 で内容が変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: removed in %2</source>
        <translation>%1: %2 で削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %3 %4 has no such rule</source>
        <translation>%1: %3 %4 にこのルールはありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the app does not hold %3 %4</source>
        <translation>%1: アプリに %3 %4 がありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: renumbered in %2, now %5</source>
        <translation>%1: %2 で番号が変わり、現在は %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: renumbered and reworded in %2, now %5</source>
        <translation>%1: %2 で番号と文言が変わり、現在は %5</translation>
    </message>
</context>
<context>
    <name>RulingsModel</name>
    <message>
        <location filename="../../judge_app/ui/rulings/model.py" line="+43"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>版</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Title</source>
        <translation>題名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>要確認</translation>
    </message>
</context>
<context>
    <name>RulingsPanel</name>
    <message>
        <location filename="../../judge_app/ui/rulings/panel.py" line="+209"/>
        <source>Reading the rulings…</source>
        <translation>裁定を読み込み中…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rulings could not be read: %1</source>
        <translation>裁定を読み込めませんでした: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 of %2 rulings shown; %3 need review</source>
        <translation>%2 件中 %1 件を表示、要確認 %3 件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ruling files could not be read</source>
        <translation>読み込めない裁定ファイル %1 件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ruling files that could not be read</source>
        <translation>読み込めない裁定ファイル</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>git is not installed: the rulings are kept on this machine only and cannot be shared</source>
        <translation>git がインストールされていません: 裁定はこの端末にだけ保存され、共有できません</translation>
    </message>
    <message>
        <source>This rulings folder is not shared with a committee (set it up with “judge-app rulings init --remote …”)</source>
        <translation type="vanished">この裁定フォルダーは委員会と共有されていません(「judge-app rulings init --remote …」で設定してください)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Sync stopped, local edits are intact: %1</source>
        <translation>同期を中止しました。この端末の編集はそのままです: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your rulings</source>
        <translation>自分の裁定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event pack “%1” (read-only)</source>
        <translation>イベントパック「%1」(読み取り専用)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+61"/>
        <source>Read</source>
        <translation>読む</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Rulings</source>
        <translation>裁定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any status</source>
        <translation>すべての状態</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by words, rule number or ID</source>
        <translation>語句・ルール番号・IDで絞り込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs review</source>
        <translation>要確認のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approved only</source>
        <translation>承認済みのみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the rulings the committee approved, as event judges see them; clear it to see drafts, proposals and superseded rulings too</source>
        <translation>委員会が承認した裁定だけを、イベントのジャッジが見るとおりに表示します。外すと下書き・提案中・差し替え済みの裁定も表示します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own rulings, or an event pack imported with “judge-app rulings import” (read-only)</source>
        <translation>自分の裁定、または「judge-app rulings import」で取り込んだイベントパック(読み取り専用)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only rulings whose cited rules changed, or whose position now resolves differently</source>
        <translation>引用ルールが変わった裁定、または局面の処理結果が変わった裁定だけを表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+61"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>This rulings folder is not shared with a committee: name its remote in Settings (or run “judge-app rulings init --remote …”)</source>
        <translation>この裁定フォルダーは委員会と共有されていません。設定でリモートを入力してください（または「judge-app rulings init --remote …」を実行）</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Verify again</source>
        <translation>再検証</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rulings folder again and re-check every ruling</source>
        <translation>裁定フォルダーを読み直し、すべての裁定を検証し直します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sync</source>
        <translation>同期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share the rulings with the committee: record local edits, fetch theirs, send ours</source>
        <translation>裁定を委員会と共有します: この端末の編集を記録し、委員会の編集を取得し、こちらの編集を送ります</translation>
    </message>
</context>
<context>
    <name>RulingsPlugin</name>
    <message>
        <location filename="../../judge_app/ui/rulings/plugin.py" line="+111"/>
        <source>R&amp;ulings</source>
        <translation>裁定(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulings list</source>
        <translation>裁定一覧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List and filter the rulings (Ctrl+Shift+R)</source>
        <translation>裁定を一覧・絞り込み（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulings that need review</source>
        <translation>要確認の裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New ruling…</source>
        <translation>新しい裁定…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approved rulings only</source>
        <translation>承認済みの裁定のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show event judges&apos; view: only approved rulings in the list, the rule view and search</source>
        <translation>イベントのジャッジの表示にします:一覧・ルール表示・検索に承認済みの裁定だけを出します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export an event pack…</source>
        <translation>イベント用パックを書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The approved rulings in one file, for judges who do not sync</source>
        <translation>承認済みの裁定を 1 つのファイルにまとめます（同期しないジャッジ向け）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import an event pack…</source>
        <translation>イベント用パックを読み込む…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A committee&apos;s pack of rulings, read-only beside your own</source>
        <translation>委員会の裁定パックを、自分の裁定とは別に読み取り専用で読み込みます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rulings</source>
        <translation>裁定</translation>
    </message>
    <message>
        <location line="+168"/>
        <location line="+28"/>
        <source>No ruling %1</source>
        <translation>裁定 %1 はありません</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Saved as %1: search and the rulings list show approved rulings only (Rulings › Approved rulings only).</source>
        <translation>%1 として保存しました。検索と裁定一覧には承認済みの裁定だけが出ます(裁定 › 承認済みの裁定のみ)。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Export an event pack</source>
        <translation>イベント用パックを書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Rulings packs (*.zip)</source>
        <translation>裁定パック (*.zip)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Event pack written: %1 rulings in %2</source>
        <translation>イベント用パックを書き出しました: 裁定 %1 件（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No pack written: %1</source>
        <translation>パックを書き出せませんでした: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import an event pack</source>
        <translation>イベント用パックを読み込む</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Event pack imported: %1 rulings, %2 changed since they were verified</source>
        <translation>イベント用パックを読み込みました: 裁定 %1 件、検証後にルールが変わったもの %2 件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pack not imported: %1</source>
        <translation>パックを読み込めませんでした: %1</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>New ruling from the board…</source>
        <translation>盤面から新しい裁定…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Question, answer and citations from the board&apos;s position and its steps</source>
        <translation>盤面の局面と処理手順から質問・回答・引用ルールを入力します</translation>
    </message>
    <message>
        <location line="+247"/>
        <source>Open a position on the board first.</source>
        <translation>先に盤面で局面を開いてください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The position cannot be opened: %1</source>
        <translation>局面を開けません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ruling %1 has no position.</source>
        <translation>裁定 %1 には局面がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The board is not available in this build.</source>
        <translation>この版のアプリには盤面エディターがありません。</translation>
    </message>
</context>
<context>
    <name>RulingsSync</name>
    <message>
        <location filename="../../judge_app/ui/rulings/panel.py" line="-387"/>
        <source>Recording local edits…</source>
        <translation>この端末の編集を記録しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fetching the committee&apos;s rulings…</source>
        <translation>委員会の裁定を取得しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combining both sides&apos; edits…</source>
        <translation>双方の編集をまとめています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending the rulings to the committee…</source>
        <translation>裁定を委員会に送っています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In step with the committee; %1 ruling files received</source>
        <translation>委員会と同期済み。裁定ファイルを %1 件受け取りました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The committee&apos;s remote cannot be reached: %2 local change(s) are kept here and sent at the next sync</source>
        <translation>委員会のリモートに接続できません: この端末の変更 %2 件は保存してあり、次の同期で送ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No committee remote is set: edits are recorded on this machine only</source>
        <translation>委員会のリモートが設定されていません: 編集はこの端末にだけ記録されます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%3 ruling(s) changed here and by the committee need a decision; nothing was changed</source>
        <translation>この端末と委員会の両方で変更された裁定 %3 件の判断が必要です。何も変更していません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sync stopped, local edits are intact: %4</source>
        <translation>同期を中止しました。この端末の編集はそのままです: %4</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../judge_app/ui/settings_dialog.py" line="+52"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
</context>
<context>
    <name>StepperDock</name>
    <message>
        <location filename="../../judge_app/ui/stepper/dock.py" line="+517"/>
        <source>Resolution stepper</source>
        <translation>解決ステップ</translation>
    </message>
</context>
<context>
    <name>StepperPanel</name>
    <message>
        <location line="-421"/>
        <source>Step ▶ (F10)</source>
        <translation>進む ▶ (F10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back (Shift+F10)</source>
        <translation>◀ 戻る (Shift+F10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run to end</source>
        <translation>最後まで実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export case report…</source>
        <translation>ケースレポートを書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold routine priority passes</source>
        <translation>定型の優先権パスをまとめる</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Every scripted action was used.</source>
        <translation>台本の行動はすべて使われました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not used (the run never reached them): %1</source>
        <translation>使われなかった行動(そこまで進まなかった): %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Step %1 of %2: %3</source>
        <translation>ステップ %1/%2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first step</source>
        <translation>最初のステップの前</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Press F10 to start stepping through the position.</source>
        <translation>F10 で局面を1ステップずつ進めます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine stopped: %1</source>
        <translation>エンジンが停止しました: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for an answer.</source>
        <translation>回答を待っています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished after %1 steps.</source>
        <translation>%1ステップで終了しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped at the end of the turn (step %1); Step or Run goes on into the next turn.</source>
        <translation>ターンの終わり(ステップ %1)で止めました。「進む」か「最後まで実行」で次のターンへ進みます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2 so far.</source>
        <translation>ステップ %1/%2(ここまで)。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1. Both players pass</source>
        <translation>%1. 両者パス</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>both pass</source>
        <translation>両者パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%1 times)</source>
        <translation>(%1回)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Not allowed:</source>
        <translation>不正:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Permits</source>
        <translation>許可</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Requires (the procedure)</source>
        <translation>手順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbids</source>
        <translation>禁止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gives a choice</source>
        <translation>選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked</source>
        <translation>確認</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read by a setting</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, ability %2</source>
        <translation>%1 の能力%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1: %2</source>
        <translation>プレイヤー%1: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Now</source>
        <translation>今</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: nobody acts.</source>
        <translation>ゲームは終わっている。行動する者はいない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A choice must be answered before anyone acts.</source>
        <translation>だれかが行動する前に、選択への答えが要る。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody can act before the turn ends.</source>
        <translation>このターンが終わるまで、行動できる者はいない。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May act now: %1</source>
        <translation>今行動できるプレイヤー: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legal</source>
        <translation>できる行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not legal</source>
        <translation>できない行動</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 more later this turn.</source>
        <translation>このターンのもっと後に、ほかに%1件。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <source>Export case report</source>
        <translation>ケースレポートを書き出す</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Report written: %1</source>
        <translation>レポートを書き出しました: %1</translation>
    </message>
</context>
<context>
    <name>VersionCompare</name>
    <message>
        <location filename="../../judge_app/ui/stepper/compare.py" line="+250"/>
        <source>Compare rules versions…</source>
        <translation>ルールのバージョンを比較…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run this position under both rules versions and show where they part</source>
        <translation>この局面を両方のルールのバージョンで処理し、分かれる箇所を表示します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Running the position under %1 and %2…</source>
        <translation>局面を %1 と %2 で処理しています…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not compare the versions: %1</source>
        <translation>バージョンを比較できませんでした: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules version %1</source>
        <translation>ルールのバージョン %1</translation>
    </message>
</context>
<context>
    <name>VersionCompareDialog</name>
    <message>
        <location line="-142"/>
        <source>Compare rules versions %1 and %2</source>
        <translation>ルールのバージョン %1 と %2 の比較</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every step is the same under %1 and %2.</source>
        <translation>%1 と %2 ではすべてのステップが同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs part at step %1.</source>
        <translation>ステップ %1 で処理が分かれます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The final states differ:</source>
        <translation>最終状態の違い:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The final states are the same.</source>
        <translation>最終状態は同じです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fact</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+18"/>
        <source>Rules %1</source>
        <translation>ルール %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+1"/>
        <source>Load the %1 run into the stepper</source>
        <translation>%1 の処理をステッパーに読み込む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No such step: this run has ended.</source>
        <translation>このステップはありません: この処理はすでに終わっています。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result: %1</source>
        <translation>結果: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The engine stopped: %1</source>
        <translation>エンジンが停止しました: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for an answer.</source>
        <translation>回答を待っています。</translation>
    </message>
</context>
</TS>
