# /profile と /leaderboard: プレイヤーのレーティング、順位、成績とランキング
# （原文: en-US）。

## /leaderboard

leaderboard-title = **{ $preset } ランキング（{ $scope ->
        [global] 全サーバー
       *[server] このサーバー
    }）** · { $page } / { $pages } ページ
leaderboard-empty = まだランキングに載っているプレイヤーはいません。
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games } 局 · 7 日間で { $change }
leaderboard-provisional = { $count ->
        [0] 順位を待っている暫定プレイヤーはいません。
       *[other] 暫定プレイヤー { $count } 人（? 付きのレーティング）はまだ順位がありません。
    }
leaderboard-your-rank = あなたの順位: { $rank }. { $line }
leaderboard-not-ranked = まだ順位がありません。{ $games } 局を終えたあなたの { $preset } のレーティングは { $rating } です（? が消えると順位が付きます）。
leaderboard-no-games = { $scope ->
        [global] { $preset } のレーティング対局はまだありません。
       *[server] このサーバーでの { $preset } のレーティング対局はまだありません。
    }
leaderboard-puzzles-alone = パズルのレーティングは全ゲーム共通です。`scope:puzzles` だけを指定してください（例: `/leaderboard scope:puzzles`）。
leaderboard-season-needs-scope = `season:` は `scope:season` と一緒に使います（例: `/leaderboard scope:season season:Winter`）。

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = レーティング対局はまだありません。
profile-no-games-in = { $preset } のレーティング対局はまだありません。
profile-rank = #{ $rank }
profile-not-ranked = 順位なし
profile-ranks = このサーバーで { $server }、全体で { $global }
profile-rank-global = 全体で { $global }
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks }（暫定: レーティングの ? が消えると順位が付きます）
profile-record = { $wins } 勝、{ $draws } 分、{ $losses } 敗 · 連勝 { $streak }（最高 { $best }）
profile-pool = { $rating } ± { $deviation }
    { $games } 局 · { $wins }–{ $draws }–{ $losses }
profile-season = シーズン
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games } 局 · { $wins }–{ $draws }–{ $losses }
profile-recent-form = 最近の調子
profile-form-letter = { $result ->
        [win] 勝
        [draw] 分
       *[loss] 負
    }
profile-form = { $form }（新しい順）
profile-last-games = 最近の対局
profile-game = • **{ $opponent }**（{ $opponent_rating }）に{ $result ->
        [win] 勝ち
        [draw] 引き分け
       *[loss] 負け
    }: { $before } → { $after }（{ $change }）{ $link }
profile-best-win = 最高の勝利
profile-best-win-game = **{ $opponent }**（{ $opponent_rating }）に勝利 { $link }
profile-best-win-none = まだありません。
profile-puzzles = パズル
