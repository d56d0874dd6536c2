<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Flags</name>
    <message>
        <location filename="../../judge_app/ui/flags.py" line="+12" />
        <source>Reconstructed number</source>
        <translation>番号を復元</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Garbled number</source>
        <translation>番号の文字化け</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lost icon</source>
        <translation>アイコン欠落</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lost figure</source>
        <translation>図表欠落</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Broken reference</source>
        <translation>参照先なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate number</source>
        <translation>番号の重複</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No parent rule</source>
        <translation>親項目なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Example</source>
        <translation>例</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Typo in source</source>
        <translation>原文の誤記</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Corrected text</source>
        <translation>本文を修正</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The source lost this rule's number; it was rebuilt from the rules around it.</source>
        <translation>原文ではこの項目の番号が失われているため、前後の項目から番号を復元しています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The number printed in the source is garbled; the corrected number is shown.</source>
        <translation>原文の番号が崩れているため、正しい番号で表示しています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>An icon in the printed rules did not survive in the text; check the printed rules.</source>
        <translation>印刷版にあるアイコンがテキストでは失われています。印刷版のルールで確認してください。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A figure or table in the printed rules is missing here; check the printed rules.</source>
        <translation>印刷版にある図や表がここにはありません。印刷版のルールで確認してください。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This text cites a rule number that this document does not contain.</source>
        <translation>本文が、この文書に存在しない項目番号を参照しています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The document uses this number for more than one rule.</source>
        <translation>この文書では同じ番号が複数の項目に使われています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rule this number belongs under is missing from the document.</source>
        <translation>この番号の上位にあたる項目が文書にありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>An example that illustrates a rule, not a rule itself.</source>
        <translation>ルールを説明する例であり、ルールそのものではありません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The source has a typo here; the notes say what was meant.</source>
        <translation>原文に誤記があります。正しい意味は注記を参照してください。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The text was corrected from the source; the notes say how.</source>
        <translation>原文から本文を修正しています。内容は注記を参照してください。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../judge_app/ui/main_window.py" line="+228" />
        <source>Rules Browser</source>
        <translation>ルールブラウザ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Search the rules: words, or a rule number (Ctrl+K)</source>
        <translation>ルールを検索：語句または項目番号 (Ctrl+K)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Which document to browse and search</source>
        <translation>閲覧・検索する文書</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+46" />
        <source>All documents</source>
        <translation>すべての文書</translation>
    </message>
    <message>
        <location line="-45" />
        <source>Results</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bookmarks</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <location line="+1" />
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back (Alt+Left)</source>
        <translation>戻る (Alt+←)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forward (Alt+Right)</source>
        <translation>進む (Alt+→)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bookmark this rule</source>
        <translation>この項目をブックマーク</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy rule</source>
        <translation>項目をコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy link</source>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Actual size</source>
        <translation>標準の大きさ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rule</source>
        <translation>項目(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Bookmarks</source>
        <translation>ブックマーク(&amp;B)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Loading the rules…</source>
        <translation>ルールを読み込み中…</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The rules could not be loaded: %1</source>
        <translation>ルールを読み込めませんでした：%1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Indexing %p%</source>
        <translation>索引作成中 %p%</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Preparing search…</source>
        <translation>検索を準備中…</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Building the search index…</source>
        <translation>検索用の索引を作成中…</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Search is unavailable: %1</source>
        <translation>検索を利用できません：%1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Search index rebuilt: %1 records</source>
        <translation>検索索引を再作成しました：%1 件</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 records searchable</source>
        <translation>%1 件を検索できます</translation>
    </message>
    <message>
        <location line="+64" />
        <source>Search will answer as soon as the index is ready…</source>
        <translation>索引ができ次第、検索結果を表示します…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Search failed: %1</source>
        <translation>検索に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Type words or a rule number. Enter opens the first result.</source>
        <translation>語句または項目番号を入力してください。Enter で最初の結果を開きます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Nothing found for “%1”.</source>
        <translation>「%1」は見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 results for “%2”</source>
        <translation>「%2」の検索結果 %1 件</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Not found: %1</source>
        <translation>見つかりません：%1</translation>
    </message>
    <message>
        <location line="+77" />
        <source>No bookmarks yet. Ctrl+D keeps the rule you are reading.</source>
        <translation>ブックマークはまだありません。Ctrl+D で表示中の項目を登録できます。</translation>
    </message>
</context>
<context>
    <name>RuleHtml</name>
    <message>
        <location filename="../../judge_app/ui/rule_html.py" line="+65" />
        <source>No rule with this number in this document</source>
        <translation>この文書にこの番号の項目はありません</translation>
    </message>
    <message>
        <location line="+16" />
        <source>(no text)</source>
        <translation>（本文なし）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Sub-rules</source>
        <translation>下位の項目</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Notes</source>
        <translation>注記</translation>
    </message>
</context>
<context>
    <name>RuleView</name>
    <message>
        <location filename="../../judge_app/ui/rule_view.py" line="+159" />
        <source>Type to search the rules</source>
        <translation>入力するとルールを検索します</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Ctrl+K searches. Enter opens the first result; Up and Down move through the results; Escape comes back to the search box.</source>
        <translation>Ctrl+K で検索。Enter で最初の結果を開き、↑↓ で結果を移動、Esc で検索欄に戻ります。</translation>
    </message>
    <message>
        <location line="+22" />
        <source>effective %1</source>
        <translation>施行日 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no effective date stated</source>
        <translation>施行日の記載なし</translation>
    </message>
    <message>
        <location line="+111" />
        <source>Copied %1</source>
        <translation>%1 をコピーしました</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Copied link %1</source>
        <translation>リンク %1 をコピーしました</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Bookmark</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Keep this rule in Bookmarks (Ctrl+D)</source>
        <translation>この項目をブックマークに登録 (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy rule</source>
        <translation>項目をコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the rule number and text (Ctrl+Shift+C)</source>
        <translation>項目番号と本文をコピー (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy link</source>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy a link that opens this rule (paste it into the search box)</source>
        <translation>この項目を開くリンクをコピー（検索欄に貼り付けると開きます）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../judge_app/ui/settings_dialog.py" line="+45" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
</context>
</TS>