# /profile 和 /leaderboard：棋手的等级分、排名和战绩，以及排行榜
# （来源：en-US）。

## /leaderboard

leaderboard-title = **{ $preset } 排行榜，{ $scope ->
        [global] 所有服务器
       *[server] 本服务器
    }** · 第 { $page } / { $pages } 页
leaderboard-empty = 还没有上榜的棋手。
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games } 局 · 7 天内 { $change }
leaderboard-provisional = { $count ->
        [0] 没有等待上榜的临时等级分棋手。
       *[other] 有 { $count } 名临时等级分棋手（等级分带 ?）尚未上榜。
    }
leaderboard-your-rank = 你的排名：{ $rank }. { $line }
leaderboard-not-ranked = 你还没有上榜：下了 { $games } 局后，你的 { $preset } 等级分是 { $rating }（去掉 ? 后上榜）。
leaderboard-no-games = { $scope ->
        [global] 你还没有 { $preset } 等级分对局。
       *[server] 你在本服务器还没有 { $preset } 等级分对局。
    }
leaderboard-puzzles-alone = 谜题等级分对所有棋种通用：只填 `scope:puzzles`（例如 `/leaderboard scope:puzzles`）。
leaderboard-season-needs-scope = `season:` 需要和 `scope:season` 一起使用（例如 `/leaderboard scope:season season:Winter`）。

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = 还没有等级分对局。
profile-no-games-in = 还没有 { $preset } 等级分对局。
profile-rank = #{ $rank }
profile-not-ranked = 未上榜
profile-ranks = 本服务器 { $server }，全球 { $global }
profile-rank-global = 全球 { $global }
profile-standing = **{ $preset }** { $rating }：{ $ranks }
profile-standing-provisional = **{ $preset }** { $rating }：{ $ranks }（临时：等级分去掉 ? 后上榜）
profile-record = { $wins } 胜，{ $draws } 和，{ $losses } 负 · 连胜 { $streak }（最佳 { $best }）
profile-pool = { $rating } ± { $deviation }
    { $games } 局 · { $wins }–{ $draws }–{ $losses }
profile-season = 赛季
profile-season-line = { $season }：#{ $rank } · { $rating } · { $games } 局 · { $wins }–{ $draws }–{ $losses }
profile-recent-form = 近期状态
profile-form-letter = { $result ->
        [win] 胜
        [draw] 和
       *[loss] 负
    }
profile-form = { $form }（最新在前）
profile-last-games = 最近对局
profile-game = • { $result ->
        [win] 战胜
        [draw] 战和
       *[loss] 负于
    } **{ $opponent }**（{ $opponent_rating }）：{ $before } → { $after }（{ $change }）{ $link }
profile-best-win = 最佳胜利
profile-best-win-game = 战胜 **{ $opponent }**（{ $opponent_rating }）{ $link }
profile-best-win-none = 暂无。
profile-puzzles = 谜题
