# シーズン: サーバー独自の一定期間のレーティング。

## 断り

season-only-in-servers = シーズンはサーバーのものです。サーバーのチャンネルでこのコマンドを使ってください。
season-unavailable = 今はシーズンを読み込みも保存もできません（データベースが応答しませんでした）。1 分後にもう一度試してください。
season-rules-gone = このシーズンはこのサーバーのものではありません（削除された可能性があります）。`/leaderboard scope:season` で現在のシーズンを表示できます。
season-bad-name = **{ $name }** はシーズン名に使えません。`:` やバッククォートを含まない 1～{ $max } 文字の名前にしてください（例: `name:Winter 2026`）。
season-bad-top = `top:{ $top }` は範囲外です。上位ロールを受け取るのは 1～{ $max } 人です。
season-still-open = このサーバーのシーズン **{ $name }** はまだ開催中です。新しいシーズンを始める前に `/season end` で終了してください（最終順位が投稿されます）。
season-name-taken = このサーバーにはすでに **{ $name }** というシーズンがありました（順位: `/leaderboard scope:season season:{ $typed }`）。別の名前にしてください。
season-ended-already = シーズン **{ $name }** はすでに終了しています。順位: `/leaderboard scope:season season:{ $typed }`。
season-no-open-last = このサーバーで開催中のシーズンはありません。前回は **{ $name }**（{ $at } に終了）でした。`/leaderboard scope:season season:{ $typed }` で見られます。新しいシーズンは主催者が `/season start name:<text>` で始めます。
season-no-open-never = このサーバーではまだシーズンがありません。主催者（サーバー管理権限または主催者ロール）が `/season start name:<text>` で始めます。
season-unknown = このサーバーに **{ $name }** というシーズンはありません。
season-did-you-mean = **{ $name }** のことですか？（`/leaderboard scope:season season:{ $typed }`）
season-ends-unreadable = `ends:{ $text }` は読み取れる日付ではありません。日付（2026-12-31、その日が終わるとシーズン終了、UTC）、日付と時刻（2026-12-31 18:00、UTC、または 2026-12-31 18:00 Europe/Berlin）、Discord のタイムスタンプ（<t:1798675200>）、今からの期間（30d、4w）のいずれかで書いてください。
season-ends-passed = `ends:{ $text }` は { $at } で、すでに過ぎています。未来の時刻を指定してください。
season-ends-too-far = `ends:{ $text }` は 1 年以上先です。シーズンは 1 年以内に終わります（`/season end` でいつでも早めに終了できます）。
season-only-organizers-start = シーズンを始められるのは、サーバー管理権限またはトーナメント主催者ロールを持つメンバーだけです。その人たちに頼んでください。`/leaderboard scope:season` で現在のシーズンを表示できます。
season-only-organizers-end = シーズンを終了できるのは、サーバー管理権限またはトーナメント主催者ロールを持つメンバーだけです。その人たちに頼んでください。`/leaderboard scope:season` で現在までの順位を表示できます。
season-only-managers = シーズン設定を変更できるのは、サーバー管理権限を持つメンバーだけです。サーバーの管理者に頼んでください。
season-role-or-clear = `top_role`（設定する）か `clear:true`（ロールを渡さない）のどちらか一方を指定してください。両方は指定できません。

## 開始

season-started = 📅 **シーズン { $name }** が始まりました（開始: { $by }）。数え方は **ルール** を押して確認してください。
season-card-title = 📅 シーズン { $name }
season-card-description = このサーバーで行われたレーティング対局はすべて、シーズンにも数えられます。
season-card-game = ゲーム
season-card-every-game = すべてのゲーム（それぞれ別のレーティング）
season-card-pool = レーティング
season-card-pool-value = 1500 から始まるシーズンレーティング
season-card-players = 参加者
season-card-players-value = ここでレーティング対局をする全員
season-card-start = 開始
season-card-end = 終了
season-card-end-by-command = 主催者が `/season end` を入力したとき。
season-card-standings = 順位
season-card-footer = シーズン #{ $id }。ルールは「ルール」を押してください。
season-rules-button = ルール

## ルール

season-games-of = { $preset } のレーティング対局
season-games-every = レーティング対局（ゲームごとに別のレーティング）
season-rules-ended = { $at } に終了しました。
season-rules-ends = { $at }（{ $relative }）に終了します。
season-rules-ends-by-command = 主催者が `/season end` を入力すると終了します。
season-rules = 📜 **シーズン { $name }**: 開催中は、このサーバーで行われた{ $games }がシーズン独自のレーティングにも数えられ、全員 1500 から始まります（プレイヤーの全体レーティングはシーズンの評価に影響しません）。? 付きのレーティングは暫定（対局数が少ない）ですが、シーズンでは順位に入ります。{ $ends } 最終順位はシーズンレーティング順に { $channel } に投稿され、上位 3 人にはメダルが付きます。
season-rules-top = 終了時、最終順位の上位 { $top } 人が { $role } を受け取ります（シーズンを始めた人がそのロールを渡せる場合）。
season-rules-follow = `/leaderboard scope:season` で追いかけましょう。

## 最終順位

season-line = **{ $name }** { $rating } · { $games } 局 · { $record }
season-standings = 🏁 **シーズン { $name }** が終了しました。{ $preset } の最終順位です。
season-standings-title = 🏁 シーズン { $name } — 最終順位
season-standings-more = … ほか { $count } 人は表の画像にあります。
season-standings-winner = 優勝
season-standings-ran = 期間
season-standings-ran-value = { $from } ～ { $to }
season-standings-footer = ? は暫定レーティングを表します。成績は 勝–分–敗 です。
season-no-games = **シーズン { $name }** は、期間中このサーバーでレーティング対局が行われないまま終了しました。順位はありません。
season-standings-unreadable = **シーズン { $name }** は終了しましたが、今は順位を読み込めません（データベースが応答しませんでした）。順位は保存されています: `/leaderboard scope:season season:{ $typed }`。
season-role-line = { $role } は { $names } に渡ります。
season-role-line-many = { $role } は順位上位の { $count } 人に渡ります。
season-role-reason = シーズン { $name } の上位 { $top } 人

## 設定

season-settings = { $saved ->
        [yes] シーズン設定を保存しました
       *[no] シーズン設定
    }: シーズン終了時、最終順位の上位 { $top } 人が { $role } を受け取ります（前シーズンの保持者は外れます）。`clear:true` でロールを渡さなくなります。
season-settings-none = { $saved ->
        [yes] シーズン設定を保存しました
       *[no] シーズン設定
    }: シーズン終了時に上位ロールは渡されません（`/season settings top_role:@role top:<n>` で設定できます）。

## シーズンのランキング

season-board-ended = { $at } に終了
season-board-open-ends = 開催中、{ $at } に終了
season-board-open-since = { $at } から開催中
season-board-title = **シーズン { $name } のランキング**（{ $preset }、{ $span }）· { $page }/{ $pages } ページ
season-board-empty = このシーズンにはまだ { $preset } のレーティング対局がありません。
season-board-provisional = シーズンでは暫定レーティング（? 付き）も順位に入ります。
season-board-your-place = あなたの順位: { $rank }. { $line }
season-board-no-games = このシーズンでは、あなたはまだ { $preset } のレーティング対局をしていません。

## 表の画像

season-table-title = シーズン { $name } — 最終順位
season-table-subtitle = { $preset } · { $players } · 暫定レーティングは ? 付き
season-table-player = プレイヤー
season-table-rating = レーティング
season-table-games = 対局
season-table-wins = 勝
season-table-draws = 分
season-table-losses = 敗
