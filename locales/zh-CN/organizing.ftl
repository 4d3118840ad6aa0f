# 组织比赛：比赛操作被拒绝的原因、报名、退出、取消，以及预定开赛前的流程。

## 拒绝。$name：比赛名称（粗体）。

organizing-bad-format = 不认识比赛赛制 `{ $text }`：请选择 { $formats }。
organizing-not-an-option-of = `{ $option }` 不是这个 { $format } 比赛的选项：它用于 { $formats } 比赛。用 { $create } 创建一个，或者去掉 `{ $option }`。
organizing-no-formats = 任何
organizing-too-many-for-bracket = 淘汰赛对阵表最多容纳 128 名棋手，而已有 { $have } 人报名：用 /tournament kick 移除一些人，或者改办瑞士制。
organizing-match-result-or-winner = 请给出 `result`（对决中正在进行的对局结果，如 `1-0`）或 `winner`（晋级的棋手）其中之一，不能两个都给，也不能都不给。
organizing-bad-start = 看不懂开赛时间 `{ $text }`：请写 `in 2h`、UTC 时间如 `18:30`、带时区的日期时间如 `2026-12-04 19:00 Europe/Berlin`、Discord 时间戳如 `<t:1796497200>` 或 Unix 秒数；也可以留空，由你自己开始比赛。
organizing-start-passed = 开赛时间 `{ $text }` 是 { $date }，已经过去了：请给一个将来的时间。
organizing-start-too-far = 开赛时间 `{ $text }` 在 30 天以后：请在临近日期时再创建比赛。
organizing-unknown-zone = 不认识时区 `{ $text }`：请使用 IANA 名称，如 `Europe/Berlin`、`America/New_York` 或 `UTC`。
organizing-bad-no-show = 看不懂缺席时限 `{ $text }`：请写数字加单位，如 `30s`、`2m`、`5m`、`1h` 或 `1d`，范围 10 秒到 7 天；或者留空使用默认值（5 分钟；通讯赛用时为 24 小时）。
organizing-bad-move-limit = 看不懂每步时限 `{ $text }`：请写数字加单位，如 `30s`、`2m`、`1h` 或 `1d`，范围 10 秒到 14 天；或者留空使用默认值（1 天）。
organizing-move-limit-with-clock = `move_limit` 用于不计时的比赛：有用时设置时，每步由棋钟限制。去掉 `move_limit`，或者用 `time:none` 创建比赛。
organizing-bad-bye = 轮空分 `{ $text }` 不可用：请选择 `1`（默认）、`0.5`（或 `½`）或 `0`。
organizing-bad-name = 请给比赛取一个 1 到 80 个字符的名字。
organizing-bad-rounds = 不能设为 { $rounds } 轮：请选择 1 到 30 轮，或者留空，按棋手人数自动决定。
organizing-bad-minutes = 不能设为 { $minutes } 分钟的竞技场：请选择 1 到 1440 分钟。
organizing-no-tournament-here = 这个频道没有开放中或进行中的比赛。用 /tournament create 创建一个。
organizing-edit-after-start = **{ $name }** 已经开始：只能在开赛前编辑。成绩用 `/tournament result` 设置。
organizing-nothing-to-edit = 没有要改的内容：请给 `/tournament edit <format>` 至少一个选项：`name`、`starts`、`time`、`max_players`、`no_show`、`move_limit`，瑞士制的 `rounds` 和 `byes`，竞技场的 `minutes`。
organizing-edit-other-format = **{ $name }** 是 { $format } 比赛：请用 `/tournament edit { $format }` 修改，而不是 `/tournament edit { $asked }`。
organizing-edit-not-for-format = 这个 { $format } 比赛没有可修改的 `{ $option }`：`{ $option }` 用于 { $formats } 比赛。
organizing-max-below-joined = 已有 { $joined } 人报名：`max_players` 不能设为 { $max }。请设为 { $joined } 或更多，或者先移除一些棋手。
organizing-choose-tournament = 这个频道有多个比赛：{ $choices }。请用 `tournament:` 选项选一个（输入时会给出提示）。
organizing-choices-more = 另外 { $count } 个
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = 你在这个服务器已有 { $limit } 个开放中的比赛（{ $open }），这是每位成员的上限。请先结束或取消一个（`/tournament cancel`），再创建新的。
organizing-no-such-tournament = 没有比赛 #{ $id }。用 /tournament standings 查看这个频道的比赛。
organizing-already-joined = 你已经报名了 **{ $name }**。请等待开赛。
organizing-full = **{ $name }** 已满（{ $max } 名棋手）。请向组织者要个名额，或者报名别的比赛。
organizing-already-started = **{ $name }** 已经开始，不再接受报名（循环赛开赛后不再接受；瑞士制在最后一轮配对后不再接受；竞技场结束后不再接受）。请参加下一场。
organizing-over = **{ $name }** 已经结束。查看最终排名，或者创建新的比赛。
organizing-not-joined = 你没有参加 **{ $name }**。趁报名开放时用 /tournament join 加入。
organizing-not-running = **{ $name }** 还没开始：用 /tournament leave 退出。
organizing-already-withdrawn = 你已经退出了 **{ $name }**。
organizing-not-organizer = 只有组织者（{ $organizer }）、拥有“管理服务器”权限的成员，或拥有本服务器比赛组织者身份组的成员才能{ $action }。请找他们中的一位（`/tournament settings` 会显示该身份组）。
organizing-organizer-action = { $action ->
        [add] 向这个比赛添加棋手
        [results] 设置这个比赛的成绩
        [start] 开始这个比赛
        [cancel] 取消这个比赛
        [pair] 为这个比赛配对下一轮
        [remove] 从这个比赛移除棋手
       *[other] 编辑这个比赛
    }
organizing-too-few-players = 这种赛制的比赛至少需要 { $needed } 名棋手，目前只有 { $have } 名。请等待更多棋手报名。
organizing-round-in-progress = 第 { $round } 轮仍在进行（{ $games }）。这一轮最后一盘结束后，下一轮会自动配对。
organizing-round-in-progress-no-show = 到 { $time } 仍未走棋的棋手判负。
organizing-round-in-progress-under-way = 对局正在进行：请等它们结束。
organizing-arena-pairs-itself = **{ $name }** 是竞技场：空闲的棋手会自动配对，没有需要配对的轮次。
organizing-no-more-rounds = **{ $name }** 的所有轮次都已配对；最后一盘结束时比赛结束。
organizing-not-in-tournament-game = 狂暴模式只能用于你自己的竞技场对局，在对局的子区中、你走第一步之前使用。
organizing-berserk-too-late = 只能在本局走第一步之前开启狂暴模式。
organizing-berserk-no-clock = 狂暴模式会让你的用时减半：这个比赛不计时。
organizing-no-abort = 比赛对局不能中止。可以认输，或者用 /tournament withdraw 退出比赛。
organizing-pairing-failed = 下一轮无法配对（{ $error }）。组织者可以用 /tournament pair 重试。
organizing-not-swiss = 只有瑞士制比赛才有 TRF 文件；已改为附上每盘对局的 PGN。
organizing-save-failed = 无法保存。请稍后再试。
organizing-bad-max-players = 不能设为最多 { $max } 名棋手：请选择 2 到 1,000 名棋手，或者留空设为 256 名。
organizing-bad-role = `{ $text }` 不是身份组：请选择本服务器的身份组，或者留空让任何人都能报名。
organizing-needs-start-time = `{ $option }:` 需要开赛时间：请加上 `starts:`（如 `in 2h`、`18:30 Europe/Berlin` 或 `2026-12-04 19:00 UTC`）。
organizing-bad-remind = `{ $option }:{ $text }` 不是时长：请写成 `10m`、`1h` 或 `1d`，写 `0` 表示不提醒。
organizing-bad-checkin = `{ $option }:{ $text }` 不是时长：请写成 `10m`、`1h` 或 `1d`，留空表示不签到。
organizing-check-in-opens = **{ $name }** 的签到将于 { $when } 开放：到时再来吧。
organizing-check-in-not-open = **{ $name }** 现在没有开放签到。
organizing-not-entered = 你还没报名 **{ $name }**：请先按“加入”，再按“签到”。
organizing-bad-result = 看不懂成绩 `{ $text }`：请写 `1-0`、`0-1`、`1/2`（和棋；`½`、`½-½`、`1/2-1/2` 和 `0.5-0.5` 也可以）、`+-`（白方因对手弃权获胜）、`-+`（黑方因对手弃权获胜）或 `0-0`（双方都判负）。
organizing-byes-swiss-only = **{ $name }** 不是瑞士制：只有瑞士制才能申请半分轮空。如果无法继续下棋，请退出比赛。
organizing-byes-off = **{ $name }** 不接受轮空申请。请下完你的对局，如果无法继续，请退出比赛。
organizing-no-byes-left = 你在 **{ $name }** 的 { $allowed } 次半分轮空已经用完了。请下完你的对局，如果无法继续，请退出比赛。
organizing-bye-already-requested = 你已经为 **{ $name }** 第 { $round } 轮申请了半分轮空：那一轮不会给你配对。
organizing-bye-too-late = **{ $name }** 的最后一轮已经配对：没有剩下可以轮空的轮次了。请下完你的对局，或者退出比赛。
organizing-no-such-round = 没有第 { $round } 轮：{ $rounds ->
        [0] 还没有任何一轮配对。
        [1] 只有第 1 轮已配对。
       *[other] 第 1 到 { $rounds } 轮已配对。
    }
organizing-no-such-board = 第 { $round } 轮没有第 { $board } 台：{ $boards ->
        [1] 这一轮只有第 1 台。
       *[other] 这一轮的台次是 1 到 { $boards }。
    }
organizing-bye-board = 第 { $round } 轮第 { $board } 台是轮空：没有对局，也没有成绩可设置。请选择有两名棋手的台次。
organizing-results-not-started = **{ $name }** 还没开始：没有成绩可设置。
organizing-results-over = **{ $name }** 已经结束：成绩已是最终结果，不能再修改。
organizing-results-cancelled = **{ $name }** 已被取消：没有成绩可设置。
organizing-missing-role = 你需要 { $role } 身份组才能报名 **{ $name }**。
organizing-too-few-rated-games = **{ $name }** 要求在 { $preset } 中至少有 { $needed }；你有 { $have } 盘。再下 { $more } 后重新报名吧。
organizing-already-berserk = 你在这盘棋里已经开启了狂暴模式。
organizing-unpairable = **{ $name }** 在第 { $round } 轮之后无法配对下一轮：剩下的每种配对都会是重复对阵或第二次轮空。比赛到此结束。
organizing-bad-repeat = `{ $text }` 不是重复方式：请选择 none、daily、weekly 或 monthly。
organizing-bad-zone = 我不认识时区 `{ $text }`。请给出 IANA 名称，如 `Europe/Berlin`、`America/New_York`、`Asia/Tokyo` 或 `UTC`（参见 https://en.wikipedia.org/wiki/List_of_tz_database_time_zones）；没有做任何修改。

## 报名、退出、取消和开赛前（帖子）。

organizing-back = { $player } 回到了 { $tournament }：一有空闲对手就会重新配对。
organizing-left = { $player } 退出了 { $tournament }。
organizing-removed = { $player } 已被移出 { $tournament }：正在进行的对局按弃权判负。
organizing-withdrew = { $player } 退出了 { $tournament } 的比赛：正在进行的对局按弃权判负。
organizing-added = { $mention }，{ $by } 把你（**{ $player }**）加入了 { $tournament }。不参加？请按下方的 **退出**（或用 `/tournament leave`）。
organizing-cancelled = { $tournament } 已被组织者取消。
organizing-cancelled-too-few = { $tournament } 已取消：报名 { $players }，至少需要 { $min } 人。
organizing-cancelled-too-few-checked-in = { $tournament } 已取消：签到 { $players }，至少需要 { $min } 人。
organizing-run-up = ⏰ { $tournament } 将于 { $date } 开始（{ $countdown }）。
organizing-run-up-check-in = ⏰ { $tournament } 将于 { $date } 开始。签到已开放：请在签到于 { $countdown } 截止前按下方的“签到”，否则开赛时会被取消参赛资格。
organizing-withdrawn-absent = { $names } 没有为 { $tournament } 签到，已被取消参赛（{ $count } 人）。
organizing-withdrawn-absent-late = 仍可中途加入：按“加入”即可。
organizing-checked-in = 你已为 { $tournament } 签到。比赛 { $countdown } 开始。

## 其他。

organizing-calendar-description = { $preset } 的 { $format } 比赛，{ $time }。通过公告里的“加入”按钮报名。
organizing-winner-role-reason = { $tournament } 冠军

organizing-private-notice = 🔒 **{ $title }**：{ $notice }
organizing-bracket-players = 淘汰赛对阵图可容纳 2 到 128 名棋手，而不是 { $players } 名：请拆分参赛者，或先办一场瑞士制。
organizing-bracket-third-place = 2 名棋手的对阵图没有半决赛，所以也没有季军对决：去掉它，或者至少要 3 名棋手。
organizing-bracket-match-name = “{ $text }”不是对决的名称：请写 W<轮>-<n>、L<轮>-<n>、GF1、GF2 或 3P（例如 W1-2）。
organizing-bracket-no-such-match = 这个对阵图里没有对决 { $match }：列出对决即可看到它们的名称。
organizing-bracket-not-ready = { $match } 还没准备好：它的两名棋手尚未都确定；请先记录它之前的对决。
organizing-bracket-walkover = { $match } 不战而决：{ $seed } 无需对局直接晋级，因此不接受结果。
organizing-bracket-walkover-open = { $match } 不战而决：一个位置是空的，所以占据另一个位置的人无需对局直接晋级；不接受结果。
organizing-bracket-empty = { $match } 永远不会进行：它的两个位置都是空的；不接受结果。
organizing-bracket-no-reset = GF2 不进行：{ $seed } 从胜者组赢下了 GF1，对阵图已经结束。
organizing-bracket-already-decided = { $match } 已经决出胜负（{ $winner } 获胜）：结果只记录一次。
organizing-bracket-not-in-match = { $seed } 不参加 { $match }，这场是 { $a } 对 { $b }：请指定其中一人为胜者。
