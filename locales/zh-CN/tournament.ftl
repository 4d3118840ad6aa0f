# 时长与数量（原文：en-US）。中文复数只有 other。

## 时长，取最大的整数单位。

duration-seconds = { $count } 秒
duration-minutes = { $count } 分钟
duration-hours = { $count } 小时
duration-days = { $count } 天

## 比赛公告。

tournament-rounds = 共 { $count } 轮。
tournament-max-players = 最多 { $count } 名棋手参赛。

## 句中的数量。

count-rounds = { $count } 轮
count-players = { $count } 名棋手
count-matches = { $count } 场对决
count-rated-games = { $count } 盘等级分对局

## 比赛的帖子 (crates/tournament)。

tournament-point-one = 1 分
tournament-point-half = ½ 分
tournament-points = { $points } 分
tournament-entrants-more = { $names } 等另外 { $more } 人（`/tournament standings` 显示全部）

tournament-result-forfeit = { $loser } 因弃权负于 { $winner }。
tournament-result-both-forfeit = { $white } 和 { $black } 均因弃权告负。
tournament-result-requested-bye = { $player }：申请轮空（½ 分）。
tournament-result-in-progress = { $white } 对 { $black }：进行中

tournament-board-requested-bye = { $number }. { $player }：申请轮空（½ 分）
tournament-board-bye = { $number }. { $player }：轮空（{ $worth }）
tournament-board-game = { $number }. { $white }（白）对 { $black }（黑）
tournament-round-header = { $tournament }：第 { $round } 轮，共 { $rounds } 轮
tournament-first-move-by = 请在 { $duration } 内走出第一步（{ $stamp } 截止），否则判你弃权负。

## 公告。

tournament-no-clock = 不计时
tournament-created = { $tournament }，由 { $organizer } 组织：{ $preset }，{ $time }{ $strikes ->
        [yes] ，击王
       *[other] {""}
    }，{ $rated ->
        [yes] 计等级分
       *[other] 友谊赛
    }。
tournament-rule-first-move = 请在 { $duration } 内走出第一步，否则判你弃权负。
tournament-rule-move-limit = 不计时时，每步须在 { $duration } 内走出：超时的棋手输掉该局。
tournament-entry = 参赛条件：{ $conditions }。
tournament-entry-role = 拥有 { $role } 的成员
tournament-entry-min-games = 在 { $preset } 中至少 { $games }
tournament-winner-gets = 冠军将获得 { $role }。
tournament-starts = 开始时间：{ $date }（{ $countdown }）。
tournament-checkin-opens = 签到将于 { $at } 开放：开始前未签到的棋手将被退出。
tournament-checkin-opens-short = 签到将于 { $at } 开放。
tournament-repeats = { $repeat ->
        [daily] 每天
        [monthly] 每月
       *[weekly] 每周
    }举行（第 { $edition } 届）。
tournament-repeats-at = { $repeat ->
        [daily] 每天
        [monthly] 每月
       *[weekly] 每周
    }举行（第 { $edition } 届），{ $time } { $zone }。
tournament-organizer-starts = 由组织者开始。
tournament-announcement = 🏆 { $tournament }，由 { $organizer } 组织。{ $status }
tournament-status-open = 报名中：点击“加入”参赛。
tournament-status-finished = 已结束：最终排名见下方。
tournament-status-cancelled = 已取消。
tournament-status-running = 进行中：第 { $round } 轮，共 { $rounds } 轮。
tournament-late-entries-until-last = 最后一轮开始前可以迟到报名：点击“加入”。
tournament-no-entrants = 还没有人报名：点击“加入”。
tournament-entrants = 参赛者（{ $count }）：{ $names }。
tournament-withdrawn-name = { $name }（已退出）
tournament-game = { $preset }{ $strikes ->
        [yes] ，击王
       *[other] {""}
    }，{ $rated ->
        [yes] 计等级分
       *[other] 友谊赛
    }
tournament-card-footer = 比赛 #{ $id }。点击“规则”查看规则。

tournament-field-format = 赛制
tournament-field-game = 棋局
tournament-field-time = 用时
tournament-field-rounds = 轮数
tournament-field-byes = 轮空
tournament-field-length = 时长
tournament-field-players = 棋手
tournament-field-start = 开始
tournament-field-entry = 参赛条件
tournament-field-winner = 冠军
tournament-rounds-at-start = 开始时确定
tournament-rounds-by-players = 按棋手人数而定

tournament-button-join = 加入
tournament-button-leave = 退出
tournament-button-check-in = 签到
tournament-button-rules = 规则

## 开始。

tournament-started = { $tournament } 已开始。种子排序：
tournament-seed = { $seed }. { $player }（{ $rating }）

## 各赛制的规则。

tournament-double-round-robin = 双循环赛。
tournament-swiss-bye-worth = 轮空记 { $worth }。
tournament-swiss-no-requested-byes = 不能申请半分轮空。
tournament-swiss-requested-byes = 每位棋手最多可申请 { $count } 次半分轮空（每次 ½ 分，该轮不配对）。
tournament-swiss-byes-fact-none = { $worth }；不可申请
tournament-swiss-byes-fact = { $worth }；可申请 { $count } 次（½）
tournament-arena-length = { $count } 分钟。
tournament-arena-running = 进行中：{ $end } 结束。欢迎迟到加入：点击“加入”。
tournament-arena-ends = 竞技场将于 { $end } 结束。
tournament-arena-games = { $tournament }：对局
tournament-arena-game = { $tournament }：{ $white }（白）对 { $black }（黑）
tournament-knockout-running = 进行中：下方的对阵图显示当前进展。
tournament-knockout-match = { $best ->
        [1] 每场对决一局定胜负
       *[other] 每场对决 { $best } 局定胜负（轮换执色）
    }{ $tiebreak ->
        [replay] ；平局的对决交换颜色重赛，直到分出胜负（最多 3 局，之后种子排位高者晋级）。
        [armageddon] ；平局的对决进行一局末日决战：黑方用时为白方的 4/5，和棋算黑方胜。
       *[seed] ；平局的对决由种子排位高者晋级。
    }
tournament-knockout-grand-final-reset = 总决赛可重置：若败者组冠军获胜，再赛一场决定。
tournament-knockout-grand-final = 总决赛只赛一场对决。
tournament-knockout-third-place = 半决赛负者争夺第三名。
tournament-knockout-seeded-rating = 按等级分排种子。
tournament-knockout-seeded-join = 按报名顺序排种子。
tournament-knockout-seeded-random = 随机排种子。
tournament-knockout-new-games = { $tournament }：新对局
tournament-knockout-game = { $match }：{ $white }（白）对 { $black }（黑）

## 排名。

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = 第 { $round } 轮后排名
tournament-standings-now-round = 当前排名，第 { $round } 轮进行中
tournament-standings-now = 当前排名
tournament-standings-final = 最终排名
tournament-standings-not-started = （未开始）
tournament-standings-joined = 目前已报名 { $players }：{ $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra }（已退出）
tournament-tiebreak-legend = { $name }：{ $meaning }
tournament-tiebreak-bh-c1 = 布赫霍尔茨去尾 1（对手总分，去掉最低）
tournament-tiebreak-bh = 布赫霍尔茨（对手总分）
tournament-tiebreak-sb = 索内博恩-伯格（所胜对手的分数，加和局对手分数的一半）
tournament-tiebreak-win = 获胜轮数
tournament-tiebreak-won = 棋盘上赢下的对局数
tournament-tiebreak-de = 直接对局（同分棋手之间的结果）

## 结束。

tournament-over-unpairable = { $tournament } 在第 { $round } 轮后结束：下一轮无法配对（{ $why }）。
tournament-over = 🏆 { $tournament } 结束了！祝贺 { $winners }！
tournament-names-and-more = { $names } 等另外 { $more } 人
tournament-final-title = 🏆 { $name }：最终排名
tournament-final-footer = 比赛 #{ $id }
tournament-final-more = … 另外还有 { $count } 人：`/tournament standings` 显示全部。

tournament-late-join-by-rounds = { $player } 从第 { $round } 轮起迟到加入 { $tournament }；错过的轮次：{ $missed }，均未下（0 分）。
tournament-swiss-bye-taken = { $player } 在 { $tournament } 第 { $round } 轮申请半分轮空：不配对，½ 分。剩余轮空次数：{ $left }。

# 瑞士制的下一轮无法配对的原因。
tournament-unpairable-rematch-or-bye = 剩下的每种配对都会是重赛或第二次轮空

## 组织者设定的结果、狂暴模式、记录、冠军身份组。

tournament-result-forfeit-phrase = { $loser } 弃权负于 { $winner }
tournament-result-both-forfeit-phrase = { $white } 和 { $black } 均弃权判负
tournament-adjudicated = { $by } 在 { $tournament } 中设定了结果：第 { $round } 轮，第 { $board } 台：{ $result }（{ $was }）。
tournament-adjudicated-was = 原为 { $score }
tournament-adjudicated-stopped = 该对局已停止
tournament-berserk = { $player } 进入狂暴模式：用一半的时间，换取获胜时的 1 个额外积分！
tournament-record = { $tournament } 的记录。
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } 并列 **{ $tournament }** 第一名，现在获得 { $role }。
       *[no] 🏆 { $winners } 赢得 **{ $tournament }**，现在获得 { $role }。
    }

## `/tournament edit` 和 `/tournament list`。

tournament-edited = ✏️ { $by } 修改了 { $tournament } 的{ $what }。
tournament-edited-start = 现在开始于 { $date }（{ $countdown }）。
tournament-edited-shown = 公告显示的是当前的设置。
tournament-edited-field = { $field ->
        [name] 名称
        [start] 开始时间
        [rounds] 轮数
        [byes] 轮空
        [minutes] 时长（分钟）
        [time-control] 用时
        [most-players] 最多棋手数
        [no-show-time] 缺席判定时间
        [move-limit] 每步限时
       *[other] { $text }
    }
tournament-list-none = 此服务器上没有开放、计划中或进行中的比赛。用 `/tournament create` 创建一个（`repeat:weekly` 会让它成为系列赛）。
tournament-list-header = 此服务器的比赛（{ $count }）：
tournament-list-line = • { $tournament }，位于 { $channel }：{ $state }{ $series }；{ $players }。
tournament-list-starts = 开始于 { $date }（{ $countdown }）
tournament-list-open = 开放中，由组织者开始
tournament-list-running-round = 进行中，第 { $round } 轮，共 { $rounds } 轮
tournament-list-running-ends = 进行中，{ $end } 结束
tournament-list-repeats = ；{ $repeat ->
        [daily] 每天
        [monthly] 每月
       *[weekly] 每周
    }举办{ $at }（第 { $edition } 届）
tournament-list-repeats-at = ，{ $time } { $zone }
tournament-list-more = ……还有 { $count } 个。

## 竞技场：迟到加入、缺席；排名图片的列。

tournament-arena-late-join = { $player } 加入了 { $tournament }：一有空闲对手就会配对。
tournament-arena-no-show = { $result } { $player } 没有按时走棋，已暂停：点击公告中的“加入”或使用 /tournament join 即可重新配对。
tournament-column-points = 积分
tournament-column-matches-won = 对决胜场
tournament-column-streak = 连胜
tournament-column-player = 棋手
tournament-column-performance = 表现分
tournament-streak-on-fire = 火力全开 ×2

## 淘汰赛：对决名称、已分胜负的对决、对阵图。

tournament-match-title = { $name }（{ $id }）
tournament-match-final = 决赛
tournament-match-semi-final = 半决赛 { $number }
tournament-match-quarter-final = 四分之一决赛 { $number }
tournament-match-round = 第 { $round } 轮，第 { $number } 场对决
tournament-match-winners-final = 胜者组决赛
tournament-match-winners-semi-final = 胜者组半决赛 { $number }
tournament-match-winners-quarter-final = 胜者组四分之一决赛 { $number }
tournament-match-winners-round = 胜者组第 { $round } 轮，第 { $number } 场对决
tournament-match-losers-round = 败者组第 { $round } 轮，第 { $number } 场对决
tournament-match-grand-final = 总决赛
tournament-match-grand-final-reset = 总决赛重置
tournament-match-third-place = 季军赛
tournament-match-beats = { $match }：{ $winner } 以 { $score } 战胜 { $loser }。
tournament-match-by-seed = { $match }：{ $winner } 与 { $loser } 战成 { $score }；种子排名更高的 { $winner } 晋级。
tournament-match-walkover = { $match }：{ $winner } 晋级，{ $loser } 已退出。
tournament-match-by-organizer = { $match }：根据组织者的决定，{ $winner } 对 { $loser } 晋级。
tournament-bracket-title = { $tournament } 对阵图
tournament-bracket-summary = 已决出：{ $decided }{ $playing }。图片显示完整的对阵图。
tournament-bracket-playing = ；进行中：{ $matches }
tournament-bracket-playing-more = { $matches } 等

## 被拒绝的淘汰赛选项和结果。

tournament-knockout-bad-best-of = 不提供 { $best } 局制的对决：`best_of` 请选 1（默认）、3 或 5。
tournament-knockout-bad-tiebreak = 未知的加赛方式 `{ $text }`：请选 `replay`（默认）、`armageddon` 或 `seed`。
tournament-knockout-bad-grand-final = 未知的总决赛方式 `{ $text }`：请选 `double`（默认：若败者组冠军赢下第一场则重置）或 `simple`。
tournament-knockout-bad-seeding = 未知的种子排序 `{ $text }`：请选 `rating`（默认）、`join` 或 `random`。
tournament-knockout-armageddon-untimed = 末日决战加赛会给黑方更少的时间，因此需要计时：添加一个 `time`，例如 `5+3`，或选择 `tiebreak:replay` 或 `tiebreak:seed`。
tournament-knockout-grand-final-in-single = `grand_final` 用于双败淘汰：单败淘汰以决赛结束。请使用 `/tournament create double-elimination`，或去掉 `grand_final`。
tournament-knockout-max-players = 淘汰赛对阵图最多容纳 128 名棋手，不能是 { $max }：`max_players` 请选 2 到 128，或留空表示 128。
tournament-knockout-third-place-in-double = `third_place` 用于单败淘汰：双败淘汰中由败者组决定第三名。请去掉 `third_place`，或使用 `/tournament create knockout`。
tournament-knockout-no-game = { $match } 没有正在进行的对局：要直接决定这场对决，请用 `winner` 指定胜者。
tournament-knockout-not-running = { $tournament } 不是进行中的淘汰赛：只有在对阵图进行期间才能指定对决的胜者。

## 对阵图图片的标签（要短：它们是列标题）。

tournament-bracket-winners-final = 胜者组决赛
tournament-bracket-winners-round = 胜者组第 { $round } 轮
tournament-bracket-final = 决赛
tournament-bracket-semi-finals = 半决赛
tournament-bracket-quarter-finals = 四分之一决赛
tournament-bracket-round = 第 { $round } 轮
tournament-bracket-losers-final = 败者组决赛
tournament-bracket-losers-round = 败者组第 { $round } 轮
tournament-bracket-grand-final = 总决赛
tournament-bracket-reset = 重置
tournament-bracket-third-place = 季军赛
tournament-bracket-bye = 轮空
tournament-bracket-picture-title = { $format ->
        [double] 双败淘汰
       *[single] 单败淘汰
    } · { $players } 名棋手
tournament-bracket-champion = { $title } · 冠军：S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } 对 { $second }{ $rest }
