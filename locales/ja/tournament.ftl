# 期間と数（原文: en-US）。日本語の複数形は other のみ。

## 期間（最大の整数単位で）。

duration-seconds = { $count }秒
duration-minutes = { $count }分
duration-hours = { $count }時間
duration-days = { $count }日間

## 大会の告知。

tournament-rounds = 全{ $count }ラウンド。
tournament-max-players = 参加は最大{ $count }人まで。

## 文中の数。

count-rounds = { $count }ラウンド
count-players = { $count }人
count-matches = { $count }試合
count-rated-games = レーティング対局{ $count }局

## 大会の投稿 (crates/tournament)。

tournament-point-one = 1ポイント
tournament-point-half = ½ポイント
tournament-points = { $points }ポイント
tournament-entrants-more = { $names } ほか{ $more }人（`/tournament standings` で全員を表示）

tournament-result-forfeit = { $loser } は { $winner } に不戦敗しました。
tournament-result-both-forfeit = { $white } と { $black } はともに不戦敗です。
tournament-result-requested-bye = { $player }: 申請した不戦勝（½ポイント）。
tournament-result-in-progress = { $white } 対 { $black }: 対局中

tournament-board-requested-bye = { $number }. { $player }: 申請した不戦勝（½ポイント）
tournament-board-bye = { $number }. { $player }: 不戦勝（{ $worth }）
tournament-board-game = { $number }. { $white }（白）対 { $black }（黒）
tournament-round-header = { $tournament }: 第{ $round }ラウンド／全{ $rounds }ラウンド
tournament-first-move-by = { $duration }以内に最初の一手を指してください（期限は{ $stamp }）。指さないと不戦敗です。

## 告知。

tournament-no-clock = 持ち時間なし
tournament-created = { $tournament }（主催: { $organizer }）: { $preset }、{ $time }{ $strikes ->
        [yes] 、キング直撃あり
       *[other] {""}
    }、{ $rated ->
        [yes] レーティング対象
       *[other] 練習
    }。
tournament-rule-first-move = { $duration }以内に最初の一手を指してください。指さないと不戦敗です。
tournament-rule-move-limit = 持ち時間なしの場合、一手ごとに{ $duration }以内です。過ぎたプレイヤーはその対局に負けます。
tournament-entry = 参加条件: { $conditions }。
tournament-entry-role = { $role } を持つメンバー
tournament-entry-min-games = { $preset } で{ $games }以上
tournament-winner-gets = 優勝者には { $role } が贈られます。
tournament-starts = 開始: { $date }（{ $countdown }）。
tournament-checkin-opens = チェックインは{ $at }に開きます。開始までにチェックインしていないプレイヤーは棄権扱いになります。
tournament-checkin-opens-short = チェックインは{ $at }に開きます。
tournament-repeats = { $repeat ->
        [daily] 毎日
        [monthly] 毎月
       *[weekly] 毎週
    }開催（第{ $edition }回）。
tournament-repeats-at = { $repeat ->
        [daily] 毎日
        [monthly] 毎月
       *[weekly] 毎週
    }開催（第{ $edition }回）、{ $time } { $zone }。
tournament-organizer-starts = 主催者が開始します。
tournament-announcement = 🏆 { $tournament }（主催: { $organizer }）。{ $status }
tournament-status-open = 受付中: 「参加」を押して参加してください。
tournament-status-finished = 終了: 最終順位は下にあります。
tournament-status-cancelled = 中止されました。
tournament-status-running = 進行中: 第{ $round }ラウンド／全{ $rounds }ラウンド。
tournament-late-entries-until-last = 最終ラウンド開始まで途中参加できます: 「参加」を押してください。
tournament-no-entrants = まだ参加者はいません: 「参加」を押してください。
tournament-entrants = 参加者（{ $count }）: { $names }。
tournament-withdrawn-name = { $name }（棄権）
tournament-game = { $preset }{ $strikes ->
        [yes] 、キング直撃あり
       *[other] {""}
    }、{ $rated ->
        [yes] レーティング対象
       *[other] 練習
    }
tournament-card-footer = 大会 #{ $id }。ルールは「ルール」を押してください。

tournament-field-format = 形式
tournament-field-game = ゲーム
tournament-field-time = 持ち時間
tournament-field-rounds = ラウンド
tournament-field-byes = 不戦勝
tournament-field-length = 長さ
tournament-field-players = 参加者
tournament-field-start = 開始
tournament-field-entry = 参加条件
tournament-field-winner = 優勝
tournament-rounds-at-start = 開始時に決定
tournament-rounds-by-players = 参加人数による

tournament-button-join = 参加
tournament-button-leave = 退出
tournament-button-check-in = チェックイン
tournament-button-rules = ルール

## 開始。

tournament-started = { $tournament } が始まりました。シード:
tournament-seed = { $seed }. { $player }（{ $rating }）

## 形式ごとのルール。

tournament-double-round-robin = ダブル総当たり戦。
tournament-swiss-bye-worth = 不戦勝は{ $worth }です。
tournament-swiss-no-requested-byes = ½ポイントの不戦勝は申請できません。
tournament-swiss-requested-byes = 各プレイヤーは½ポイントの不戦勝を最大{ $count }回申請できます（各½ポイント、そのラウンドは組み合わせなし）。
tournament-swiss-byes-fact-none = { $worth }、申請不可
tournament-swiss-byes-fact = { $worth }、申請{ $count }回まで（½）
tournament-arena-length = { $count }分。
tournament-arena-running = 進行中: { $end }に終了。途中参加歓迎: 「参加」を押してください。
tournament-arena-ends = アリーナは{ $end }に終了します。
tournament-arena-games = { $tournament }: 対局
tournament-arena-game = { $tournament }: { $white }（白）対 { $black }（黒）
tournament-knockout-running = 進行中: 下のトーナメント表で状況がわかります。
tournament-knockout-match = { $best ->
        [1] 各試合は1局です
       *[other] 各試合は{ $best }番勝負です（色は交互）
    }{ $tiebreak ->
        [replay] 。引き分けの試合は色を入れ替えて決着がつくまで再戦します（最大3局、その後は上位シードが勝ち上がり）。
        [armageddon] 。引き分けの試合はアルマゲドン1局で決めます。黒の持ち時間は白の4/5で、引き分けは黒の勝ちです。
       *[seed] 。引き分けの試合は上位シードが勝ち上がります。
    }
tournament-knockout-grand-final-reset = リセット付きグランドファイナル: 敗者側の勝者が勝てば、もう1試合で決めます。
tournament-knockout-grand-final = グランドファイナルは1試合です。
tournament-knockout-third-place = 準決勝の敗者が3位決定戦を行います。
tournament-knockout-seeded-rating = レーティング順にシード。
tournament-knockout-seeded-join = 参加順にシード。
tournament-knockout-seeded-random = ランダムにシード。
tournament-knockout-new-games = { $tournament }: 新しい対局
tournament-knockout-game = { $match }: { $white }（白）対 { $black }（黒）

## 順位。

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = 第{ $round }ラウンド後の順位
tournament-standings-now-round = 現在の順位（第{ $round }ラウンド進行中）
tournament-standings-now = 現在の順位
tournament-standings-final = 最終順位
tournament-standings-not-started = （未開始）
tournament-standings-joined = これまでの参加者 { $players }: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra }（棄権）
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = ブッフホルツ・カット1（対戦相手の得点、最低を除く）
tournament-tiebreak-bh = ブッフホルツ（対戦相手の得点）
tournament-tiebreak-sb = ゾンネボーン・ベルガー（勝った相手の得点と引き分けた相手の得点の半分）
tournament-tiebreak-win = 勝ったラウンド数
tournament-tiebreak-won = 盤上で勝った対局数
tournament-tiebreak-de = 直接対決（同点のプレイヤーどうしの結果）

## 終了。

tournament-over-unpairable = { $tournament } は第{ $round }ラウンドで終了しました: 次のラウンドを組めません（{ $why }）。
tournament-over = 🏆 { $tournament } が終了しました！ { $winners } さん、おめでとうございます！
tournament-names-and-more = { $names } ほか{ $more }人
tournament-final-title = 🏆 { $name }: 最終順位
tournament-final-footer = 大会 #{ $id }
tournament-final-more = … ほか{ $count }人: `/tournament standings` で全員を表示します。

tournament-late-join-by-rounds = { $player } が { $tournament } に第{ $round }ラウンドから途中参加しました。欠場したラウンド: { $missed }（いずれも未対局、0ポイント）。
tournament-swiss-bye-taken = { $player } は { $tournament } の第{ $round }ラウンドで½ポイントの不戦勝を取ります: 組み合わせなし、½ポイント。残りの不戦勝: { $left }。

# スイス式の次のラウンドを組めない理由。
tournament-unpairable-rematch-or-bye = 残りの組み合わせはどれも再戦か2回目の不戦勝になります

## 主催者が決めた結果、バーサーク、記録、優勝者ロール。

tournament-result-forfeit-phrase = { $loser } は { $winner } に不戦敗
tournament-result-both-forfeit-phrase = { $white } と { $black } はともに不戦敗
tournament-adjudicated = { $by } が { $tournament } の結果を決めました: 第{ $round }ラウンド、{ $board }番盤: { $result }（{ $was }）。
tournament-adjudicated-was = 以前は { $score }
tournament-adjudicated-stopped = 対局は中止されます
tournament-berserk = { $player } がバーサーク！持ち時間を半分にして、勝てばボーナス1ポイントです！
tournament-record = { $tournament } の記録です。
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } が **{ $tournament }** で1位を分け合い、{ $role } を手にしました。
       *[no] 🏆 { $winners } が **{ $tournament }** で優勝し、{ $role } を手にしました。
    }

## `/tournament edit` と `/tournament list`。

tournament-edited = ✏️ { $by } が { $tournament } の{ $what }を変更しました。
tournament-edited-start = 開始は { $date }（{ $countdown }）になりました。
tournament-edited-shown = 告知には今の内容が表示されています。
tournament-edited-field = { $field ->
        [name] 名前
        [start] 開始時刻
        [rounds] ラウンド数
        [byes] 不戦勝
        [minutes] 時間（分）
        [time-control] 持ち時間
        [most-players] 最大人数
        [no-show-time] 不参加とみなす時間
        [move-limit] 1手の制限時間
       *[other] { $text }
    }
tournament-list-none = このサーバーには受付中・予定・進行中の大会がありません。`/tournament create` で作成できます（`repeat:weekly` でシリーズになります）。
tournament-list-header = このサーバーの大会（{ $count }）:
tournament-list-line = • { $tournament }（{ $channel }）: { $state }{ $series }、{ $players }。
tournament-list-starts = 開始 { $date }（{ $countdown }）
tournament-list-open = 受付中、主催者が開始します
tournament-list-running-round = 進行中、第{ $round }ラウンド／全{ $rounds }ラウンド
tournament-list-running-ends = 進行中、{ $end } に終了
tournament-list-repeats = 、{ $repeat ->
        [daily] 毎日
        [monthly] 毎月
       *[weekly] 毎週
    }開催{ $at }（第{ $edition }回）
tournament-list-repeats-at = 、{ $time } { $zone }
tournament-list-more = …ほか{ $count }件。

## アリーナ: 途中参加、不参加。順位表の画像の列。

tournament-arena-late-join = { $player } が { $tournament } に参加しました: 相手が空きしだい組み合わせます。
tournament-arena-no-show = { $result } { $player } は時間内に指さなかったため一時停止中です: 告知の「参加」を押すか /tournament join を使うと、また組み合わせられます。
tournament-column-points = ポイント
tournament-column-matches-won = 勝った試合
tournament-column-streak = 連勝
tournament-column-player = プレイヤー
tournament-column-performance = パフォ
tournament-streak-on-fire = 絶好調 ×2

## ノックアウト: 試合の名前、決着した試合、トーナメント表。

tournament-match-title = { $name }（{ $id }）
tournament-match-final = 決勝
tournament-match-semi-final = 準決勝 { $number }
tournament-match-quarter-final = 準々決勝 { $number }
tournament-match-round = 第{ $round }回戦 第{ $number }試合
tournament-match-winners-final = 勝者側決勝
tournament-match-winners-semi-final = 勝者側準決勝 { $number }
tournament-match-winners-quarter-final = 勝者側準々決勝 { $number }
tournament-match-winners-round = 勝者側 第{ $round }回戦 第{ $number }試合
tournament-match-losers-round = 敗者側 第{ $round }回戦 第{ $number }試合
tournament-match-grand-final = グランドファイナル
tournament-match-grand-final-reset = グランドファイナル（リセット）
tournament-match-third-place = 3位決定戦
tournament-match-beats = { $match }: { $winner } が { $loser } に { $score } で勝ちました。
tournament-match-by-seed = { $match }: { $winner } と { $loser } は { $score } で引き分け。シードが上の { $winner } が勝ち上がります。
tournament-match-walkover = { $match }: { $winner } が勝ち上がります。{ $loser } は棄権しました。
tournament-match-by-organizer = { $match }: 主催者の判断で、{ $winner } が { $loser } に対して勝ち上がります。
tournament-bracket-title = { $tournament } のトーナメント表
tournament-bracket-summary = 決着: { $decided }{ $playing }。画像でトーナメント表の全体を見られます。
tournament-bracket-playing = 、対局中: { $matches }
tournament-bracket-playing-more = { $matches } ほか

## 拒否されたノックアウトの設定と結果。

tournament-knockout-bad-best-of = { $best }番勝負の試合はありません: `best_of` は 1（既定）、3、5 から選んでください。
tournament-knockout-bad-tiebreak = タイブレーク `{ $text }` は不明です: `replay`（既定）、`armageddon`、`seed` から選んでください。
tournament-knockout-bad-grand-final = グランドファイナル `{ $text }` は不明です: `double`（既定: 敗者側の勝者が1戦目に勝てばリセット）か `simple` を選んでください。
tournament-knockout-bad-seeding = シード順 `{ $text }` は不明です: `rating`（既定）、`join`、`random` から選んでください。
tournament-knockout-armageddon-untimed = アルマゲドンのタイブレークは黒の持ち時間を少なくするので、時計が必要です: `5+3` のような `time` を加えるか、`tiebreak:replay` か `tiebreak:seed` を選んでください。
tournament-knockout-grand-final-in-single = `grand_final` はダブルエリミネーション用です: シングルエリミネーションは決勝で終わります。`/tournament create double-elimination` を使うか、`grand_final` を外してください。
tournament-knockout-max-players = ノックアウトのトーナメント表は最大128人で、{ $max }人にはできません: `max_players` を2〜128で選ぶか、空欄にして128にしてください。
tournament-knockout-third-place-in-double = `third_place` はシングルエリミネーション用です: ダブルエリミネーションでは敗者側が3位を決めます。`third_place` を外すか、`/tournament create knockout` を使ってください。
tournament-knockout-no-game = { $match } では対局が行われていません: 試合を直接決めるには、`winner` で勝者を指定してください。
tournament-knockout-not-running = { $tournament } は進行中のノックアウトではありません: 試合の勝者を指定できるのは、トーナメント表の進行中だけです。

## トーナメント表の画像のラベル（短く: 列の見出しです）。

tournament-bracket-winners-final = 勝者側決勝
tournament-bracket-winners-round = 勝者側 第{ $round }回戦
tournament-bracket-final = 決勝
tournament-bracket-semi-finals = 準決勝
tournament-bracket-quarter-finals = 準々決勝
tournament-bracket-round = 第{ $round }回戦
tournament-bracket-losers-final = 敗者側決勝
tournament-bracket-losers-round = 敗者側 第{ $round }回戦
tournament-bracket-grand-final = グランドファイナル
tournament-bracket-reset = リセット
tournament-bracket-third-place = 3位決定戦
tournament-bracket-bye = 不戦勝
tournament-bracket-picture-title = { $format ->
        [double] ダブルエリミネーション
       *[single] シングルエリミネーション
    } · { $players }人
tournament-bracket-champion = { $title } · 優勝: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } 対 { $second }{ $rest }
