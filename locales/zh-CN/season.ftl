# 赛季：服务器在一段时间内自己的等级分。

## 拒绝

season-only-in-servers = 赛季属于服务器：请在服务器的频道里使用这个命令。
season-unavailable = 现在无法读取或保存赛季（数据库没有响应）：请一分钟后再试。
season-rules-gone = 这个赛季不属于本服务器（可能已被删除）：`/leaderboard scope:season` 会显示当前赛季。
season-bad-name = **{ $name }** 不能作为赛季名称：请使用 1 到 { $max } 个字符、不含 `:` 和反引号的名称（例如 `name:Winter 2026`）。
season-bad-top = `top:{ $top }` 超出范围：前列角色发给 1 到 { $max } 名成员。
season-still-open = 本服务器的赛季 **{ $name }** 仍在进行：请先用 `/season end` 结束它（会发布最终排名），再开始新赛季。
season-name-taken = 本服务器已经有过名为 **{ $name }** 的赛季（排名：`/leaderboard scope:season season:{ $typed }`）：请换一个名称。
season-ended-already = 赛季 **{ $name }** 已经结束；排名：`/leaderboard scope:season season:{ $typed }`。
season-no-open-last = 本服务器当前没有进行中的赛季。上一个是 **{ $name }**（{ $at } 结束）：用 `/leaderboard scope:season season:{ $typed }` 查看。组织者可以用 `/season start name:<text>` 开始新赛季。
season-no-open-never = 本服务器还没有过赛季：组织者（拥有管理服务器权限或组织者角色）可以用 `/season start name:<text>` 开始一个。
season-unknown = 本服务器没有名为 **{ $name }** 的赛季。
season-did-you-mean = 你是想找 **{ $name }** 吗？（`/leaderboard scope:season season:{ $typed }`）
season-ends-unreadable = `ends:{ $text }` 不是我能识别的日期：请写一个日期（2026-12-31，该日结束时赛季结束，UTC）、日期和时间（2026-12-31 18:00，UTC，或 2026-12-31 18:00 Europe/Berlin）、Discord 时间戳（<t:1798675200>）或从现在起的时长（30d、4w）。
season-ends-passed = `ends:{ $text }` 是 { $at }，这个时间已经过去：请给一个将来的时间。
season-ends-too-far = `ends:{ $text }` 在一年以后：赛季必须在一年内结束（随时可以用 `/season end` 提前结束）。
season-only-organizers-start = 只有拥有管理服务器权限或锦标赛组织者角色的成员才能开始赛季。请找他们帮忙；`/leaderboard scope:season` 会显示当前赛季。
season-only-organizers-end = 只有拥有管理服务器权限或锦标赛组织者角色的成员才能结束赛季。请找他们帮忙；`/leaderboard scope:season` 会显示目前的排名。
season-only-managers = 只有拥有管理服务器权限的成员才能更改赛季设置。请找服务器管理员。
season-role-or-clear = 请给出 `top_role`（设置角色）或 `clear:true`（不发角色）中的一个，不能同时给出。

## 开始

season-started = 📅 **赛季 { $name }** 已开始（由 { $by } 开启）。按 **规则** 查看计分方式。
season-card-title = 📅 赛季 { $name }
season-card-description = 在本服务器下的每一盘等级分对局也计入赛季。
season-card-game = 游戏
season-card-every-game = 所有游戏，各自独立计分
season-card-pool = 等级分
season-card-pool-value = 赛季等级分从 1500 起
season-card-players = 棋手
season-card-players-value = 在这里下等级分对局的每个人
season-card-start = 开始
season-card-end = 结束
season-card-end-by-command = 组织者输入 `/season end` 时。
season-card-standings = 排名
season-card-footer = 赛季 #{ $id }。按“规则”查看规则。
season-rules-button = 规则

## 规则

season-games-of = { $preset } 的等级分对局
season-games-every = 等级分对局（每种游戏各自计分）
season-rules-ended = 已于 { $at } 结束。
season-rules-ends = 将于 { $at }（{ $relative }）结束。
season-rules-ends-by-command = 组织者输入 `/season end` 时结束。
season-rules = 📜 **赛季 { $name }**：赛季进行期间，在本服务器下的{ $games }也计入赛季自己的等级分，每位成员都从 1500 开始（棋手的全局等级分不影响赛季对他的评分）。带 ? 的等级分是临时的（对局较少）；赛季也会为它们排名。{ $ends } 最终排名按赛季等级分发布在 { $channel }，前三名有奖牌。
season-rules-top = 结束时，最终排名前 { $top } 名获得 { $role }（前提是开启赛季的人可以发放这个角色）。
season-rules-follow = 用 `/leaderboard scope:season` 关注赛季。

## 最终排名

season-line = **{ $name }** { $rating } · { $games } 局 · { $record }
season-standings = 🏁 **赛季 { $name }** 已结束：{ $preset } 的最终排名。
season-standings-title = 🏁 赛季 { $name } — 最终排名
season-standings-more = … 还有 { $count } 人见表格图片。
season-standings-winner = 冠军
season-standings-ran = 时间
season-standings-ran-value = { $from } 至 { $to }
season-standings-footer = ? 表示临时等级分；战绩为 胜–和–负。
season-no-games = **赛季 { $name }** 已结束，期间本服务器没有下过等级分对局：没有排名。
season-standings-unreadable = **赛季 { $name }** 已结束，但现在无法读取排名（数据库没有响应）；排名已保存：`/leaderboard scope:season season:{ $typed }`。
season-role-line = { $role } 发给 { $names }。
season-role-line-many = { $role } 发给排名前列的 { $count } 名成员。
season-role-reason = 赛季 { $name } 前 { $top } 名

## 设置

season-settings = { $saved ->
        [yes] 赛季设置已保存
       *[no] 赛季设置
    }：赛季结束时，最终排名前 { $top } 名获得 { $role }（上赛季的持有者会失去它）。`clear:true` 表示不发角色。
season-settings-none = { $saved ->
        [yes] 赛季设置已保存
       *[no] 赛季设置
    }：赛季结束时不发放前列角色（用 `/season settings top_role:@role top:<n>` 设置一个）。

## 赛季排行榜

season-board-ended = { $at } 结束
season-board-open-ends = 进行中，{ $at } 结束
season-board-open-since = 自 { $at } 起进行中
season-board-title = **赛季 { $name } 排行榜**（{ $preset }，{ $span }）· 第 { $page }/{ $pages } 页
season-board-empty = 本赛季还没有 { $preset } 等级分对局。
season-board-provisional = 在赛季中，临时等级分（带 ?）也参与排名。
season-board-your-place = 你的名次：{ $rank }. { $line }
season-board-no-games = 你在本赛季还没有 { $preset } 等级分对局。

## 表格图片

season-table-title = 赛季 { $name } — 最终排名
season-table-subtitle = { $preset } · { $players } · 临时等级分带 ?
season-table-player = 棋手
season-table-rating = 等级分
season-table-games = 对局
season-table-wins = 胜
season-table-draws = 和
season-table-losses = 负
