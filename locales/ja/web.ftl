# 公開ウェブサイト (crates/web)。

## 各ページの枠。

web-nav-leaderboard = ランキング
web-footer = Cruise Pawns: ボットの対局・レーティング・大会を読み取り専用で表示します。各ページのデータは <code>/api</code> で JSON としても取得できます。
web-languages = 言語

## エラー。

web-not-found-title = 見つかりません
web-not-found-why = サーバーのランキング・大会・対局は、「サーバー管理」権限を持つ人が <code>/settings web:on</code> で公開したあとにだけ表示されます。プレイヤーのページは、そのようなサーバーでレーティング対局を指したあとに表示されます。
web-back-home = トップページに戻る
web-no-page = このアドレスにはページがありません。
web-no-file = そのファイルはありません。
web-not-a-game-number = `{ $text }` は対局番号ではありません。
web-not-a-puzzle-number = `{ $text }` はパズル番号ではありません。
web-missing-game = 対局 { $id } は存在しないか、そのサーバーがページを公開していません。
web-missing-tournament = 大会 { $id } は存在しないか、そのサーバーがページを公開していません。
web-missing-puzzle = パズル { $id } は存在しないか、そのサーバーがページを公開していません。
web-missing-server-board = このサーバーのランキングは存在しないか、サーバーがページを公開していません。
web-missing-player = そのプレイヤーはここにいません: プレイヤーのページは、ページを公開しているサーバーでレーティング対局を指すと公開されます。
web-no-preset = プリセット `{ $name }` はありません。プリセットは { $list } です。
web-not-a-game-picture = `{ $frame }` はこの対局の画像ではありません。
web-not-a-puzzle-picture = `{ $frame }` はこのパズルの画像ではありません。
web-no-game-picture = 対局 { $id } に画像 { $n } はありません。
web-no-puzzle-picture = パズル { $id } に画像 { $n } はありません。
web-not-analysed = 対局 { $id } はまだ解析されていません: Discord で対局の終わりにある「解析」を押すか、`/analyse game:{ $id }` を使ってください。
web-error-title = エラー
web-error-heading = 問題が発生しました
web-error-unreadable = { $what } は、このバージョンのサイトでは読めない形式で保存されています (新しいバージョンのボットが書いたか、破損しています)。再試行しても直りません: サーバーのログに、ボットの管理者向けに行と理由が記録されています。
web-error-retry = 今はデータを読み込めませんでした。少ししてからもう一度試してください。何度も起きる場合は、サーバーのログに理由があります。
web-what-game = 対局 { $id }
web-what-tournament = 大会 { $id }
web-what-puzzle = パズル { $id }
web-what-analysis = 対局 { $id } の解析
web-busy-title = 混雑中
web-busy = { $why } サイトが混雑しています。数秒後にもう一度試してください (Retry-After がいつかを示します)。
web-busy-drawing = 描画中の画像が多すぎるため、今はこれを描けません。
web-busy-slow = 応答に { $seconds } 秒以上かかりました。

## トップページ。

web-home-title = トップ
web-home-intro = Discord ボット Cruise Pawns のランキング・大会・対局の再生です。ページを公開したサーバー (<code>/settings web:on</code>) のものを表示します。
web-home-boards = 全サーバーのランキング
web-home-where = サーバー独自のランキングは <code>/servers/&lt;サーバー ID&gt;/leaderboard/&lt;プリセット&gt;</code>、大会は <code>/tournaments/&lt;番号&gt;</code>、対局は <code>/games/&lt;番号&gt;</code>、対局から作られたパズルは <code>/puzzles/&lt;番号&gt;</code> (サーバーの最新パズルはランキングのページに)、プレイヤーは <code>/players/&lt;ユーザー ID&gt;</code> にあります。サイトのアドレスが設定されていれば (<code>PUBLIC_URL</code>)、ボットはメッセージからリンクします。
web-home-api = コミュニティツール向けの JSON: <code>/api/leaderboard/&lt;プリセット&gt;</code>、<code>/api/servers/&lt;サーバー ID&gt;/leaderboard/&lt;プリセット&gt;</code>、<code>/api/tournaments/&lt;番号&gt;</code>、<code>/api/games/&lt;番号&gt;</code>、<code>/api/puzzles/&lt;番号&gt;</code>、<code>/api/players/&lt;ユーザー ID&gt;</code>。

## 表。

web-col-player = プレイヤー
web-col-rating = レーティング
web-col-games = 対局数
web-col-week = 7日間
web-col-points = 得点
web-col-tiebreak = タイブレーク
web-col-preset = プリセット
web-col-rank = 順位
web-col-wins = 勝ち
web-col-draws = 引き分け
web-col-losses = 負け
web-col-streak = 連勝 (最高)

## ランキング。

web-board-title = { $preset } ランキング、{ $page } ページ
web-board-heading = { $preset } ランキング、{ $scope ->
        [server] このサーバー
       *[all] 全サーバー
    }
web-board-pages = { $page } / { $pages } ページ · { $ranked } 人がランクイン
web-board-presets = プリセット:
web-board-empty = このページにはランクインしたプレイヤーがいません。
web-board-hidden = このページのほか { $count } 人は、ページを公開していないサーバーでのみ対局しています。
web-board-provisional = { $count ->
        [0] ランクイン待ちの暫定プレイヤーはいません。
       *[other] 暫定プレイヤー { $count } 人 (レーティングに ? 付き) はまだランクインしていません。
    }
web-board-prev = ← { $page } ページ
web-board-next = { $page } ページ →

## 対局の再生。

web-game-title = { $white } 対 { $black }
web-game-number = 対局 { $id }
web-in-progress = 対局中
web-reason = { $reason ->
        [checkmate] チェックメイト
        [king-destroyed] キング破壊
        [promotion] プロモーション
        [stalemate] ステイルメイト
        [no-legal-move] 合法手なし
        [no-pawns] ポーンなし
        [insufficient-material] 駒不足
        [seventy-five-moves] 75手ルール
        [fivefold-repetition] 5回同一局面
        [resignation] 投了
        [time] 時間切れ
        [time-insufficient-material] 時間切れ・駒不足
        [agreement] 合意
        [threefold-repetition] 3回同一局面
        [fifty-moves] 50手ルール
        [aborted] 中止
        [move-limit] 手数制限
        [decided] 主催者の判定
        [decided-forfeit] 不戦
       *[other] { $reason }
    }
web-board-alt = 盤面 ({ $side ->
        [white] 白
       *[black] 黒
    }が手前)
web-replay-prev = ← 前へ
web-replay-next = 次へ →
web-replay-keys = (← → キーでも操作できます)
web-replay-flip = 盤を反転 ({ $side ->
        [white] 白
       *[black] 黒
    }が手前)
web-no-moves = まだ指し手がありません。
web-caption-start = 開始: { $side ->
        [white] 白
       *[black] 黒
    }の手番です。
web-caption-flight = { $side ->
        [white] 白
       *[black] 黒
    }の { $launch } から発射されたミサイルが { $square } に入ります (ステップ { $step } / { $steps })。
web-caption-shot-down = ミサイルは { $square } で撃墜されました: { $move }。
web-caption-self-destruct = { $square } のポーンが自爆します。
web-caption-detonates = ミサイルが { $square } で爆発します。
web-caption-played = { $side ->
        [white] 白
       *[black] 黒
    }は { $move } を指しました。

## 対局の解析。

web-analysis = 解析
web-analysis-side = { $side ->
        [white] 白
       *[black] 黒
    } { $name }: { $accuracy }、{ $inaccuracies } ?!、{ $mistakes } ?、{ $blunders } ??
web-analysis-accuracy = 正確度 { $value }%
web-analysis-no-decision = 判断なし
web-analysis-chart-alt = 各判断のあとの白の勝率 (Win%)
web-analysis-worst = { $number } 手目、{ $side ->
        [white] 白
       *[black] 黒
    }: { $played }{ $mark } (Win% { $before } → { $after })。より良い手: { $better }
web-analysis-better = より良い手: { $move }
web-analysis-note = ボットのエンジンが1局面あたり { $nodes } ノードで判定しました。記号は lichess と同じです (?! 緩手、? 悪手、?? 大悪手)。

## 大会。

web-tournament-number = 大会 { $id }
web-format = { $format ->
        [swiss] スイス式
        [round-robin] 総当たり戦
        [arena] アリーナ
        [knockout] ノックアウト
        [double-elimination] ダブルエリミネーション
       *[other] { $format }
    }
web-status = { $status ->
        [open] 受付中
        [running] 開催中
        [finished] 終了
       *[cancelled] 中止
    }
web-standings = 順位表
web-not-started = まだ始まっていません: これまでに { $count } 人が参加しています。
web-withdrawn = (棄権)
web-crosstable = 対戦表
web-round = ラウンド { $number }
web-playing = 対局中
web-bye = (不戦勝)
web-result-bye = 不戦勝
web-result-half-bye = 不戦勝 (½)
web-bracket = トーナメント表
web-bracket-links = 終わった試合はそれぞれの対局にリンクしています。

## プレイヤー。

web-chart-alt = レーティングのグラフ
web-ratings = レーティング
web-not-ranked = ランク外
web-recent-games = 最近の { $preset } の対局
web-recent-game = { $opponent } ({ $rating }) との対局で{ $result ->
        [win] 勝ち
        [draw] 引き分け
       *[loss] 負け
    }

## パズル。

web-puzzle-title = パズル { $id }
web-puzzle-from = { $white } 対 { $black } の { $move } 手目から
web-puzzle-credit = パズル: { $credit }。
web-puzzle-themes = テーマ: { $themes }
web-themes-none = なし
web-puzzle-rating = レーティング { $rating }
web-puzzle-plays = { $count } 回挑戦
web-puzzle-prev = ← 戻る
web-puzzle-next = 次の手を見る →
web-puzzle-solution = 解答を見る
web-puzzle-step-alt = 解答の { $n } 手目のあとの盤面
web-puzzle-start = { $side ->
        [white] 白
       *[black] 黒
    }が { $move } を指しました。{ $solver ->
        [white] 白
       *[black] 黒
    }の番です: 唯一の好手を見つけてください。
web-puzzle-plays-move = { $side ->
        [white] 白
       *[black] 黒
    }が { $move } を指します。
web-puzzle-lets-pass = { $side ->
        [white] 白
       *[black] 黒
    }はミサイルを見逃します。
web-puzzle-solved = 正解です。
web-recent-puzzles = 最近のパズル
web-no-puzzles = このサーバーの対局から作られたパズルはまだありません: 終わった対局はすべてパズルを探して調べられます。
web-request-timed-out = リクエストが時間内に届きませんでした。もう一度、すばやく送ってください。
web-too-many-connections = いま開いている接続が多すぎます。数秒後にもう一度お試しください。
