# /puzzle：从服务器的对局中提取、私下解答的谜题；每日谜题的帖子
# （来源：en-US）。

## 谜题的显示

puzzle-credit = 出自 { $white } 对 { $black }，第 { $move } 步
puzzle-title = **谜题 { $id }**，{ $credit }
puzzle-title-unrated = **谜题 { $id }**（不计等级分：你之前做过），{ $credit }
puzzle-title-daily = **今日谜题**（谜题 { $id }），{ $credit }
puzzle-title-streak = **连胜，第 { $number } 题**（谜题 { $id }），{ $credit }
puzzle-first-prompt = { $solver ->
        [white] 黑方走了 { $mistake }。白方走：找出最佳着法，用 `/move` 回答。
       *[black] 白方走了 { $mistake }。黑方走：找出最佳着法，用 `/move` 回答。
    }
puzzle-decision-prompt = { $solver ->
        [white] 黑方的导弹飞行路线 { $path }：击落它（按按钮，或用带吃子的 `/move`），或者放行。
       *[black] 白方的导弹飞行路线 { $path }：击落它（按按钮，或用带吃子的 `/move`），或者放行。
    }
puzzle-answer-shoot = 用 { $move } 击落
puzzle-answer-pass = 放行
puzzle-let-it-pass = 放行

## 回答

puzzle-right = ✅ { $answer } 正确。对手应着：{ $reply }。又轮到你了：用 `/move` 回答。
puzzle-unreadable = { $why }。你的谜题在等一步合法着法：请再用 `/move` 回答。
puzzle-rating = 谜题等级分：{ $change }
puzzle-solved = 🎉 { $answer }：解出来了！
puzzle-wrong = ❌ 不是 { $answer }。答案：{ $solution }。
puzzle-streak-goes-on = 连胜：已解 { $solved } 题。下一题更难：
puzzle-streak-ended = 你的连胜止于 { $solved } 题（你的最佳：{ $best }）。用 `/puzzle streak` 再来一轮。
puzzle-streak-exhausted = 这里没有更难的谜题了：你的连胜止于 { $solved } 题（你的最佳：{ $best }）。

## 拒绝

puzzle-none = 这里还没有适合你的谜题：谜题来自本服务器（以及页面公开的服务器）已结束的对局，在对局结束一段时间后提取。下一局棋，稍后再来问吧
puzzle-no-daily = 这里还没有每日谜题：谜题来自本服务器已结束的对局。下一局棋，明天再来问吧
puzzle-not-in-server = 谜题来自服务器的对局：请在服务器的频道里索取
puzzle-nothing-open = 你没有正在做的谜题：用 `/puzzle`、`/puzzle daily` 或 `/puzzle streak` 要一道
puzzle-unavailable = 现在无法读取或保存谜题：请稍后再试
puzzle-still-open = 你已经有一道正在做的谜题：先回答它（走错就会结束）。再给你看一次
puzzle-daily-done = { $solved ->
        [yes] 你今天已经做过今日谜题了（已解出）。新谜题在 00:00 UTC 发布
       *[no] 你今天已经做过今日谜题了（未解出）。新谜题在 00:00 UTC 发布
    }
puzzle-bad-time = `{ $text }` 不是一个时间：请用 UTC 的 HH:MM 格式给出每日谜题的时间，例如 09:30 或 18:00

## 每日谜题

puzzle-daily-post = 🧩 **{ $date } 每日谜题**，{ $credit }。{ $solver ->
        [white] 白方
       *[black] 黑方
    }走：用 `/puzzle daily` 私下解答。
    解出者：{ $who }
puzzle-nobody-yet = 暂无
puzzle-settings-posted = 每日谜题在 { $time } UTC 发布到 { $channel }。
puzzle-settings-no-time = 每日谜题设定时间后会发布到 { $channel }：请把 puzzle_time: 设为 HH:MM（UTC）。
puzzle-settings-no-channel = 每日谜题定在 { $time } UTC，但没有频道：请设置 puzzle_channel: 来发布。
puzzle-settings-off = 每日谜题不会发布：请设置 puzzle_channel: 和 puzzle_time: 来发布。

## 谜题等级分

puzzle-leaderboard-title = **谜题排行榜**
puzzle-leaderboard-title-page = **谜题排行榜**，第 { $page } 页
puzzle-leaderboard-line = { $rank }. { $name } — { $rating }（计分 { $plays } 题，最佳连胜 { $best }）
puzzle-leaderboard-empty = 这里还没有人有谜题等级分：用 `/puzzle` 解一道吧
puzzle-standing = { $rating } · 计分 { $plays } 题 · 最佳连胜 { $best }
