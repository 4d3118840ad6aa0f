# 大会の運営: 大会の操作を断った理由、参加、退出、中止、予定された開始までの流れ。

## お断り。$name: 大会名（太字）。

organizing-bad-format = 大会形式 `{ $text }` はわかりません。{ $formats } から選んでください。
organizing-not-an-option-of = `{ $option }` はこの { $format } 大会のオプションではありません。{ $formats } 大会用です。{ $create } で作成するか、`{ $option }` を外してください。
organizing-no-formats = どの形式の
organizing-too-many-for-bracket = ノックアウトのトーナメント表は最大 128 人ですが、{ $have } 人が参加しています。/tournament kick で何人か外すか、代わりにスイス式で開催してください。
organizing-match-result-or-winner = `result`（試合で進行中の対局の結果。例: `1-0`）か `winner`（勝ち上がる人）のどちらか一方を指定してください。両方や、どちらもなしは使えません。
organizing-bad-start = 開始時刻 `{ $text }` がわかりません。`in 2h`、`18:30` のような UTC 時刻、`2026-12-04 19:00 Europe/Berlin` のようなタイムゾーン付きの日時、`<t:1796497200>` のような Discord タイムスタンプ、または Unix 秒で書いてください。空欄にして自分で大会を開始することもできます。
organizing-start-passed = 開始時刻 `{ $text }` は { $date } で、すでに過ぎています。未来の時刻を指定してください。
organizing-start-too-far = 開始時刻 `{ $text }` は 30 日以上先です。日程が近づいてから大会を作成してください。
organizing-unknown-zone = タイムゾーン `{ $text }` はわかりません。`Europe/Berlin`、`America/New_York`、`UTC` のような IANA 名を使ってください。
organizing-bad-no-show = 不参加判定時間 `{ $text }` がわかりません。`30s`、`2m`、`5m`、`1h`、`1d` のように数字と単位で、10 秒から 7 日の間で書いてください。空欄なら既定値（5 分。通信対局の持ち時間なら 24 時間）になります。
organizing-bad-move-limit = 1 手の制限時間 `{ $text }` がわかりません。`30s`、`2m`、`1h`、`1d` のように数字と単位で、10 秒から 14 日の間で書いてください。空欄なら既定値（1 日）になります。
organizing-move-limit-with-clock = `move_limit` は時計のない大会用です。持ち時間があれば、各手は時計で制限されます。`move_limit` を外すか、`time:none` で大会を作成してください。
organizing-bad-bye = 不戦勝の点数 `{ $text }` は使えません。`1`（既定）、`0.5`（または `½`）、`0` から選んでください。
organizing-bad-name = 大会名は 1〜80 文字にしてください。
organizing-bad-rounds = { $rounds } ラウンドは設定できません。1〜30 ラウンドを選ぶか、空欄にして参加人数に合った数にしてください。
organizing-bad-minutes = { $minutes } 分のアリーナは設定できません。1〜1440 分を選んでください。
organizing-no-tournament-here = このチャンネルには受付中または進行中の大会がありません。/tournament create で作成してください。
organizing-edit-after-start = **{ $name }** はすでに始まっています。編集できるのは開始前だけです。結果は `/tournament result` で設定します。
organizing-nothing-to-edit = 変更する内容がありません。`/tournament edit <format>` にオプションを 1 つ以上指定してください: `name`、`starts`、`time`、`max_players`、`no_show`、`move_limit`、スイス式なら `rounds` と `byes`、アリーナなら `minutes`。
organizing-edit-other-format = **{ $name }** は { $format } 大会です。`/tournament edit { $asked }` ではなく `/tournament edit { $format }` で変更してください。
organizing-edit-not-for-format = この { $format } 大会には変更できる `{ $option }` がありません。`{ $option }` は { $formats } 大会用です。
organizing-max-below-joined = すでに { $joined } 人が参加しているため、`max_players` を { $max } にはできません。{ $joined } 以上を指定するか、先に参加者を外してください。
organizing-choose-tournament = このチャンネルには複数の大会があります: { $choices }。`tournament:` オプションで 1 つ選んでください（入力中に候補が出ます）。
organizing-choices-more = ほか { $count } 件
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = このサーバーで受付中の大会がすでに { $limit } 件あります（{ $open }）。1 人が持てる上限です。新しく作る前に、どれかを終えるか中止（`/tournament cancel`）してください。
organizing-no-such-tournament = 大会 #{ $id } はありません。このチャンネルの大会は /tournament standings で確認できます。
organizing-already-joined = **{ $name }** にはすでに参加しています。開始までお待ちください。
organizing-full = **{ $name }** は満員です（{ $max } 人）。主催者に枠を相談するか、別の大会に参加してください。
organizing-already-started = **{ $name }** はすでに始まっていて、参加を受け付けていません（総当たり戦は開始後、スイス式は最終ラウンドの組み合わせ後、アリーナは終了後は受け付けません）。次の大会に参加してください。
organizing-over = **{ $name }** は終了しました。最終順位を見るか、新しい大会を作成してください。
organizing-not-joined = あなたは **{ $name }** に参加していません。受付中に /tournament join で参加してください。
organizing-not-running = **{ $name }** はまだ始まっていません。抜けるには /tournament leave を使ってください。
organizing-already-withdrawn = **{ $name }** からはすでに抜けています。
organizing-not-organizer = { $action }ができるのは、主催者（{ $organizer }）、「サーバー管理」権限を持つメンバー、またはサーバーの大会主催者ロールを持つメンバーだけです。そのどなたかに頼んでください（ロールは `/tournament settings` で確認できます）。
organizing-organizer-action = { $action ->
        [add] この大会への参加者の追加
        [results] この大会の結果の設定
        [start] この大会の開始
        [cancel] この大会の中止
        [pair] この大会の次のラウンドの組み合わせ
        [remove] この大会からの参加者の除外
       *[other] この大会の編集
    }
organizing-too-few-players = この形式の大会には最低 { $needed } 人が必要ですが、現在 { $have } 人です。参加者が増えるまでお待ちください。
organizing-round-in-progress = ラウンド { $round } はまだ対局中です（{ $games }）。最後の対局が終わると、次のラウンドは自動で組み合わされます。
organizing-round-in-progress-no-show = { $time } までに指していない人は不戦敗になります。
organizing-round-in-progress-under-way = 対局は進行中です。終わるまでお待ちください。
organizing-arena-pairs-itself = **{ $name }** はアリーナです。空いている人同士が自動で組み合わされるので、組み合わせるラウンドはありません。
organizing-no-more-rounds = **{ $name }** のラウンドはすべて組み合わせ済みです。最後の対局が終わると大会も終わります。
organizing-not-in-tournament-game = バーサークは、自分のアリーナの対局で、そのスレッドの中で、最初の一手の前にだけ使えます。
organizing-berserk-too-late = バーサークは、その対局で最初の一手を指す前にしか使えません。
organizing-berserk-no-clock = バーサークは持ち時間を半分にします。この大会には時計がありません。
organizing-no-abort = 大会の対局は中止できません。投了するか、/tournament withdraw で大会から棄権してください。
organizing-pairing-failed = 次のラウンドを組み合わせられませんでした（{ $error }）。主催者は /tournament pair でやり直せます。
organizing-not-swiss = TRF ファイルはスイス式の大会にしかありません。代わりに全対局の PGN を添付しています。
organizing-save-failed = 保存できませんでした。少し待ってからもう一度お試しください。
organizing-bad-max-players = 最大 { $max } 人には設定できません。2〜1,000 人を選ぶか、空欄にして 256 人にしてください。
organizing-bad-role = `{ $text }` はロールではありません。このサーバーのロールを選ぶか、空欄にして誰でも参加できるようにしてください。
organizing-needs-start-time = `{ $option }:` には開始時刻が必要です。`starts:` を追加してください（例: `in 2h`、`18:30 Europe/Berlin`、`2026-12-04 19:00 UTC`）。
organizing-bad-remind = `{ $option }:{ $text }` は時間の長さではありません。`10m`、`1h`、`1d` のように書くか、リマインダーなしなら `0` にしてください。
organizing-bad-checkin = `{ $option }:{ $text }` は時間の長さではありません。`10m`、`1h`、`1d` のように書くか、チェックインなしなら空欄にしてください。
organizing-check-in-opens = **{ $name }** のチェックインは { $when } に始まります。その頃にまた来てください。
organizing-check-in-not-open = **{ $name }** は今チェックインを受け付けていません。
organizing-not-entered = あなたは **{ $name }** に参加していません。先に「参加」を押してから「チェックイン」を押してください。
organizing-bad-result = 結果 `{ $text }` がわかりません。`1-0`、`0-1`、`1/2`（引き分け。`½`、`½-½`、`1/2-1/2`、`0.5-0.5` も可）、`+-`（白の不戦勝）、`-+`（黒の不戦勝）、`0-0`（両者不戦敗）のいずれかで書いてください。
organizing-byes-swiss-only = **{ $name }** はスイス式ではありません。半点の不戦勝を申請できるのはスイス式だけです。続けられない場合は棄権してください。
organizing-byes-off = **{ $name }** では不戦勝の申請を受け付けていません。対局するか、続けられない場合は棄権してください。
organizing-no-byes-left = **{ $name }** で申請できる半点の不戦勝（{ $allowed } 回）はすべて使いました。対局するか、続けられない場合は棄権してください。
organizing-bye-already-requested = **{ $name }** のラウンド { $round } には、すでに半点の不戦勝を申請しています。そのラウンドでは組み合わされません。
organizing-bye-too-late = **{ $name }** の最終ラウンドは組み合わせ済みです。不戦勝を取れるラウンドは残っていません。対局するか、棄権してください。
organizing-no-such-round = ラウンド { $round } はありません。{ $rounds ->
        [0] まだどのラウンドも組み合わされていません。
        [1] 組み合わせ済みはラウンド 1 だけです。
       *[other] 組み合わせ済みはラウンド 1〜{ $rounds } です。
    }
organizing-no-such-board = ラウンド { $round } にボード { $board } はありません。{ $boards ->
        [1] このラウンドにはボード 1 しかありません。
       *[other] このラウンドのボードは 1〜{ $boards } です。
    }
organizing-bye-board = ラウンド { $round } のボード { $board } は不戦勝です。対局も設定する結果もありません。2 人が対局しているボードを選んでください。
organizing-results-not-started = **{ $name }** はまだ始まっていません。設定する結果はありません。
organizing-results-over = **{ $name }** は終了しました。結果は確定していて、もう変更できません。
organizing-results-cancelled = **{ $name }** は中止されました。設定する結果はありません。
organizing-missing-role = **{ $name }** に参加するには { $role } ロールが必要です。
organizing-too-few-rated-games = **{ $name }** には { $preset } で { $needed } 以上が必要です。あなたは { $have } 局です。あと { $more } 指してから、もう一度参加してください。
organizing-already-berserk = この対局ではすでにバーサークしています。
organizing-unpairable = **{ $name }** の次のラウンドは、ラウンド { $round } のあと組み合わせられません。残る組み合わせはどれも再戦か 2 回目の不戦勝になってしまいます。大会はここで終了です。
organizing-bad-repeat = `{ $text }` は繰り返しの指定ではありません。none、daily、weekly、monthly から選んでください。
organizing-bad-zone = `{ $text }` は知らないタイムゾーンです。`Europe/Berlin`、`America/New_York`、`Asia/Tokyo`、`UTC` のような IANA 名を指定してください（https://en.wikipedia.org/wiki/List_of_tz_database_time_zones を参照）。何も変更していません。

## 参加、退出、中止、開始までの流れ（投稿）。

organizing-back = { $player } が { $tournament } に戻りました。相手が空きしだい、また組み合わされます。
organizing-left = { $player } が { $tournament } から抜けました。
organizing-removed = { $player } は { $tournament } から外されました。進行中の対局は不戦敗になります。
organizing-withdrew = { $player } が { $tournament } を棄権しました。進行中の対局は不戦敗になります。
organizing-added = { $mention } さん、{ $by } があなた（**{ $player }**）を { $tournament } に追加しました。参加しない場合は、下の **退出** を押してください（または `/tournament leave`）。
organizing-cancelled = { $tournament } は主催者により中止されました。
organizing-cancelled-too-few = { $tournament } は中止です。参加は { $players } で、最低 { $min } 人が必要です。
organizing-cancelled-too-few-checked-in = { $tournament } は中止です。チェックインは { $players } で、最低 { $min } 人が必要です。
organizing-run-up = ⏰ { $tournament } は { $date } に始まります（{ $countdown }）。
organizing-run-up-check-in = ⏰ { $tournament } は { $date } に始まります。チェックイン受付中です。締め切り（{ $countdown }）までに下の「チェックイン」を押してください。押さないと開始時に参加が取り消されます。
organizing-withdrawn-absent = { $names } は { $tournament } にチェックインしなかったため、参加を取り消されました（{ $count } 人）。
organizing-withdrawn-absent-late = 途中参加はまだできます。「参加」を押してください。
organizing-checked-in = { $tournament } にチェックインしました。開始は { $countdown } です。

## その他。

organizing-calendar-description = { $preset } の { $format } 大会、{ $time }。告知の「参加」ボタンから参加できます。
organizing-winner-role-reason = { $tournament } の優勝者

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = ノックアウトのトーナメント表は 2〜128 人までで、{ $players } 人には対応していません。参加者を分けるか、先にスイス式で開催してください。
organizing-bracket-third-place = 2 人のトーナメント表には準決勝がないため、3 位決定の試合もありません。外すか、3 人以上にしてください。
organizing-bracket-match-name = 「{ $text }」は試合の名前ではありません。W<回戦>-<n>、L<回戦>-<n>、GF1、GF2、3P のように書いてください（例: W1-2）。
organizing-bracket-no-such-match = このトーナメント表に試合 { $match } はありません。試合の一覧で名前を確認してください。
organizing-bracket-not-ready = { $match } はまだ準備ができていません。両方の参加者がまだ決まっていないので、先にその前の試合を記録してください。
organizing-bracket-walkover = { $match } は対戦なしで勝ち上がりが決まる試合です。{ $seed } が対局せずに勝ち上がるため、結果は記録できません。
organizing-bracket-walkover-open = { $match } は対戦なしで勝ち上がりが決まる試合です。片方の枠が空いているので、もう片方に入る人が対局せずに勝ち上がります。結果は記録できません。
organizing-bracket-empty = { $match } は行われません。両方の枠が空いているため、結果は記録できません。
organizing-bracket-no-reset = GF2 は行われません。{ $seed } が勝者側から GF1 に勝ち、トーナメント表は終了しました。
organizing-bracket-already-decided = { $match } はすでに決着しています（{ $winner } の勝ち）。結果は一度しか記録できません。
organizing-bracket-not-in-match = { $seed } は { $match } に出場していません。この試合は { $a } 対 { $b } です。どちらかを勝者に指定してください。
