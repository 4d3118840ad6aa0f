# 終わった対局の解析 (原文: en-US)。

analysis-head = **対局{ $game }の解析** ({ $white } 対 { $black })
analysis-queued = { analysis-head }: エンジン待ちです (進行中の対局が優先されます)。
analysis-queued-behind = { analysis-head }: エンジン待ちです。前に { $ahead } 件の解析があります (進行中の対局が優先されます)。
analysis-running = { analysis-head }: { $total } 局面中 { $done } 局面を評価しました ({ $percent }%)。
analysis-done = { analysis-head }: 完了しました。{ $decisions } 個の判断を評価しました。解析は以下のとおりです。

analysis-asked-stored = 対局{ $game }は解析済みです: 解析をここに投稿します。
analysis-asked-running = 対局{ $game }はすでに解析中です: 進行状況と結果は依頼された場所に投稿されます。
analysis-asked-new = 対局{ $game }を解析します: 進行状況をここに表示し、その後に解析を投稿します。

analysis-summary = **対局{ $game }の解析** ({ $preset }、1 局面あたり { $nodes } ノード)
analysis-side = { $color ->
        [white] 白
       *[black] 黒
    } **{ $name }**: { $accuracy }、{ $marks }
analysis-accuracy = 正確度 **{ $accuracy }%**
analysis-no-decision = 評価された判断なし
analysis-marks = 疑問手 { $inaccuracies } (?!)、悪手 { $mistakes } (?)、大悪手 { $blunders } (??)
analysis-legend = グラフ: 各判断の後の白の勝率 (Win%)。下の ▲ は飛行、上の ▼ は撃墜されたミサイル、点は印の付いた判断です (青 ?!、オレンジ ?、赤 ??)。
analysis-follows-none = 印の付いた判断はありません: 示すミスはありません。
analysis-follows = 最悪の判断 { $count } つと、より良い選択を以下に示します。

analysis-worst = **最悪の判断 { $index }/{ $count }**: { $number } 手目、{ $color ->
        [white] 白
       *[black] 黒
    } (**{ $name }**) が{ $played } ({ $color ->
        [white] 白
       *[black] 黒
    }の Win% { $before } → { $after })。より良い手: { $better }。
analysis-played-pass = ミサイルを見逃した **{ $mark }**
analysis-played-shoot = **{ $move }{ $mark }** でミサイルを撃墜した
analysis-played-flight = **{ $move }{ $mark }** を発射した
analysis-played-move = **{ $move }{ $mark }** を指した
analysis-better-pass = 見逃す
analysis-better-shoot = **{ $move }** で撃墜する
analysis-better-move = **{ $move }**

analysis-chart-title = 対局{ $game }: { $white } (白) 対 { $black } (黒)、白の Win%
