# /puzzle: サーバーの対局から作られ、個別に解くパズル。デイリーパズルの投稿
# （原文: en-US）。

## パズルの表示

puzzle-credit = { $white } 対 { $black }、{ $move } 手目より
puzzle-title = **パズル { $id }**、{ $credit }
puzzle-title-unrated = **パズル { $id }**（レーティング対象外: 以前に解いたパズルです）、{ $credit }
puzzle-title-daily = **今日のパズル**（パズル { $id }）、{ $credit }
puzzle-title-streak = **連続正解、{ $number } 問目**（パズル { $id }）、{ $credit }
puzzle-first-prompt = { $solver ->
        [white] 黒が { $mistake } と指しました。白番です。最善手を見つけて `/move` で答えてください。
       *[black] 白が { $mistake } と指しました。黒番です。最善手を見つけて `/move` で答えてください。
    }
puzzle-decision-prompt = { $solver ->
        [white] 黒のミサイルが { $path } と飛んでいます。撃墜する（ボタン、または駒取りの `/move`）か、見逃してください。
       *[black] 白のミサイルが { $path } と飛んでいます。撃墜する（ボタン、または駒取りの `/move`）か、見逃してください。
    }
puzzle-answer-shoot = { $move } で撃墜
puzzle-answer-pass = 見逃す
puzzle-let-it-pass = 見逃す

## 解答

puzzle-right = ✅ { $answer } は正解です。相手の応手: { $reply }。もう一度あなたの番です。`/move` で答えてください。
puzzle-unreadable = { $why }。パズルは合法手を待っています。もう一度 `/move` で答えてください。
puzzle-rating = パズルのレーティング: { $change }
puzzle-solved = 🎉 { $answer }: 正解です！
puzzle-wrong = ❌ { $answer } ではありません。正解: { $solution }。
puzzle-streak-goes-on = 連続正解: { $solved } 問。次はもっと難しくなります:
puzzle-streak-ended = 連続正解は { $solved } 問で終わりました（自己ベスト: { $best }）。`/puzzle streak` でもう一度挑戦できます。
puzzle-streak-exhausted = ここにはこれ以上難しいパズルがありません。連続正解は { $solved } 問で終わりました（自己ベスト: { $best }）。

## お断り

puzzle-none = ここにはまだあなた向けのパズルがありません。パズルはこのサーバー（とページを公開しているサーバー）で終わった対局から、終局後しばらくして作られます。対局してから、また後で聞いてください
puzzle-no-daily = ここにはまだデイリーパズルがありません。パズルはこのサーバーで終わった対局から作られます。対局してから、また明日聞いてください
puzzle-not-in-server = パズルはサーバーの対局から作られます。サーバーのチャンネルで頼んでください
puzzle-nothing-open = 解きかけのパズルはありません。`/puzzle`、`/puzzle daily`、`/puzzle streak` で頼んでください
puzzle-unavailable = 今はパズルを読み込むことも保存することもできませんでした。少ししてからもう一度試してください
puzzle-still-open = 解きかけのパズルがあります。先にそれに答えてください（間違えると終わります）。もう一度表示します
puzzle-daily-done = { $solved ->
        [yes] 今日のパズルはもう挑戦済みです（正解）。新しいパズルは 00:00 UTC に出ます
       *[no] 今日のパズルはもう挑戦済みです（不正解）。新しいパズルは 00:00 UTC に出ます
    }
puzzle-bad-time = `{ $text }` は時刻ではありません。デイリーパズルの時刻を UTC の HH:MM で指定してください（例: 09:30、18:00）

## デイリーパズル

puzzle-daily-post = 🧩 **{ $date } のデイリーパズル**、{ $credit }。{ $solver ->
        [white] 白番
       *[black] 黒番
    }です。`/puzzle daily` で個別に解いてください。
    正解者: { $who }
puzzle-nobody-yet = まだいません
puzzle-settings-posted = デイリーパズルは { $channel } に { $time } UTC に投稿されます。
puzzle-settings-no-time = デイリーパズルは時刻が決まると { $channel } に投稿されます。puzzle_time: を HH:MM（UTC）で設定してください。
puzzle-settings-no-channel = デイリーパズルは { $time } UTC に設定されていますが、チャンネルがありません。投稿するには puzzle_channel: を設定してください。
puzzle-settings-off = デイリーパズルは投稿されません。投稿するには puzzle_channel: と puzzle_time: を設定してください。

## パズルのレーティング

puzzle-leaderboard-title = **パズルランキング**
puzzle-leaderboard-title-page = **パズルランキング**、{ $page } ページ
puzzle-leaderboard-line = { $rank }. { $name } — { $rating }（レーティング対象 { $plays } 問、最高連続正解 { $best }）
puzzle-leaderboard-empty = ここではまだ誰もパズルのレーティングを持っていません。`/puzzle` で解いてみてください
puzzle-standing = { $rating } · レーティング対象 { $plays } 問 · 最高連続正解 { $best }
