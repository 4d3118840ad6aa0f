# 对局的消息（来源：en-US）。称“你”。无复数形式。

## 棋手与轮到谁走。

game-player = **{ $name }**（{ $side ->
        [white] 白方
       *[black] 黑方
    }）
game-to-move = 轮到 { $player } 走。
game-to-move-in-check = 轮到 { $player } 走（被将军）。
game-clocks = 棋钟：白方 { $white }，黑方 { $black }。
game-move-deadline = 这步棋的时间将于 { $when } 用完。

## 对局设置。

game-clock-none = 不计时
game-clock-live = { $minutes }+{ $increment } 计时
game-clock-days = 每步 { $days } 天
game-summary = { $preset }，{ $clock }
game-summary-missiles = { $preset }，击王{ $king-strikes ->
        [on] 开启
       *[off] 关闭
    }，拦截时间 { $intercept }，{ $clock }
game-summary-ai = { $summary }，对阵 { $level } 级 AI

## 第一条消息和 /board。

game-start = **{ $white }**（白方）对 **{ $black }**（黑方）：{ $summary }。
game-board = { $white }（白方）对 { $black }（黑方）：{ $summary }。
game-board-missile = 一枚导弹正在 { $square } 上空飞行。
game-export = 第 { $game } 局的棋谱。

## 走子、飞行与击落。

game-moved = { $player } 走 **{ $san }**。
game-steer-first = { $player }，从 **{ $square }** 操控导弹：选择它进入的第一个格子（在有敌方棋子的格子上会引爆）。
game-steer-next = { $line } — { $player }：选择它进入的下一个格子。
game-self-destruct = 自毁
game-question = { $line } — { $defender }：击落（{ $labels }）还是放行？截止 { $when }
game-question-notice = { $defender }，导弹在 **{ $square }**：请在 { $when } 之前击落它或放行。
game-let-pass = 放行
game-passed = { $line } — { $defender } 放行。
game-passed-timeout = { $line } — { $defender } 在 { $intercept } 内没有回答：导弹通过。
game-question-cut-short = { $line } — 对局在回答之前已经结束。
game-shot-down = 💥 { $defender } 用 { $san } 在 { $square } 击落了导弹。
game-detonated = 💥 { $attacker } 的导弹在 { $square } 引爆，摧毁了 { $defender } 的{ $piece ->
        [pawn] 兵
        [knight] 马
        [bishop] 象
        [rook] 车
        [queen] 后
       *[king] 王
    }。
game-self-destructed = 💥 { $player } 在 { $square } 的兵自毁了。

## 求和与提醒。

game-draw-offer = { $player } 提议和棋。{ $opponent }，接受还是拒绝？
game-accept = 接受
game-decline = 拒绝
game-draw-declined = { $player } 拒绝了和棋。
game-draw-agreed = 双方同意和棋。
game-draw-offer-ended = 这次求和已结束：对局已经结束。
game-draw-offer-lapsed = 求和已失效：对方走了一步棋。
game-reminder = 提醒：{ $player }，轮到你走了；你的时间将于 { $when } 用完。
game-move-limit-half-lose = 提醒：{ $player }，轮到你走了；每步时限（{ $limit }）已过一半：你将于 { $when } 判负。
game-move-limit-half-claim = 提醒：{ $player }，轮到你走了；每步时限（{ $limit }）已过一半：{ $opponent } 将可于 { $when } 申请判胜。
game-move-limit-reached = { $player } 没有在每步时限（{ $limit }）内走棋：{ $opponent }，你可以用 `/claim` 申请判胜，或者等待对方走棋。

## 结束。

game-rematch = 再来一局
game-analyse = 分析
game-aborted = 对局已取消：没有结果。
game-over-agreement = 对局结束：双方同意和棋。
game-over-win = 对局结束：{ $winner } 获胜：{ $why }。
game-over-draw = 对局结束：和棋：{ $why }。
game-why-resignation = { $player } 认输
game-why-time = { $player } 超时
game-why-move-limit = { $player } 没有在每步时限（{ $limit }）内走棋
game-why-time-no-material = { $player } 超时，但 { $opponent } 剩余子力不足以获胜
game-why-threefold = 以三次重复局面申请（同一局面出现三次）
game-why-fifty-moves = 以五十回合规则申请（双方各 50 步没有吃子、兵的走动或飞行）
game-why-checkmate = { $player } 被将死
game-why-king-destroyed = 导弹摧毁了 { $player } 的王
game-why-promotion = { $square } 的兵到达了底线
game-why-promotion-somewhere = 一个兵到达了底线
game-why-stalemate = { $player } 被逼和（无合法着法，也未被将军）
game-why-no-legal-move = { $player } 没有合法着法
game-why-no-pawns = { $player } 没有兵了
game-why-no-pawns-side = 一方没有兵了
game-why-insufficient-material = 双方都没有足够的子力将死对方
game-why-seventy-five-moves = 双方各 75 步没有吃子、兵的走动或飞行
game-why-fivefold = 同一局面出现了五次
game-decided = 对局结束：{ $what }，由 **{ $by }** 判定。
game-an-organizer = 组织者
game-decided-win = { $player } 获胜（{ $score }）
game-decided-forfeit = { $player } 因对方弃权获胜（{ $score }）
game-decided-draw = 和棋（½-½）
game-decided-double-forfeit = 双方棋手均弃权告负（-/-）
