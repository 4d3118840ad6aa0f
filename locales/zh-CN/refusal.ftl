# 机器人拒绝某个操作的原因：一句话说明哪里不对、该怎么做（原文：en-US）。
# 中文复数只有 other。

## 对局。

refusal-no-game-here = 这里没有正在进行的对局。发起一个挑战来开始吧。
refusal-game-over = 这局棋已经结束了。
refusal-not-playing = 你没有参加这局棋。
refusal-not-your-turn = 还没轮到你走棋。
refusal-wait-for-answer = 请稍等：{ $defender } 正在决定是否击落你的导弹。
refusal-answer-first = 请先回答击落问题（击落导弹或放行）。
refusal-missile-in-air = 你从 { $launch } 发射的导弹正在飞行中：请继续引导它（输入或选择它的下一格）。
refusal-empty-move = 请输入一步棋，例如 e4、Nf3、e2e4，或者像 e4>e5>e6>d7 这样的飞行。
refusal-illegal = { $reason }
refusal-no-missiles = { $preset } 里没有导弹：请走一步普通的棋。
refusal-not-a-square = `{ $text }` 不是一个格子：请写出列 a–h 和行 1–8，例如 e4。
refusal-cannot-fire = { $square } 上的棋子现在不能发射：{ $why ->
        [empty] 那个格子是空的
        [not-yours] 那不是你的兵
        [not-a-pawn] 只有兵可以发射
        [starting-rank] 位于初始横线上的兵不能发射
       *[no-legal-flight] 它没有合法的飞行（冷却、牵制或将军都可能阻止它）
    }。
refusal-not-steering = 当前没有正在引导的导弹：请先选择一个兵发射（例如 fire e4）。
refusal-self-destruct-too-late = 兵只能在迈出第一步之前自爆。
refusal-cannot-enter = 导弹下一步不能进入 { $square }；它可以进入：{ $next }。
refusal-cannot-enter-anywhere = 导弹下一步不能进入 { $square }；它无处可去。
refusal-question-ended = 这个问题已经结束了。
refusal-question-ended-game-over = 这个问题已经结束：对局已结束。
refusal-answer-for-earlier-question = 你的回答写于这个问题提出之前，所以没有生效：请查看新的问题并作答。
refusal-too-many-ai-games = 你在这个服务器上已经有 { $count } 局与 AI 的未完成对局：{ $games }。开始新的一局前，请先下完或认输。
refusal-ai-game = { $place } 中的对局 { $game }（{ $level } 级）
refusal-position-changed = 你写下消息后局面已经变化，所以这步棋没有走出：请重新看一下棋盘，再发送你的着法。
refusal-no-question = 现在没有需要回答的击落问题。
refusal-only-opponent-answers = 只有你的对手可以回答这个问题。
refusal-not-a-shoot-down = `{ $text }` 在这里不是击落；请选择 { $labels }，或者放行。
refusal-ambiguous-shoot-down = `{ $text }` 可能是 { $matches }：请完全按显示的写法输入（棋子用大写字母）。
refusal-too-late-to-abort = 双方都已走棋：这局棋不能再中止了（可以认输或提和）。
refusal-not-abortable = 这局棋是为你编排的，不能中止：请改为认输，或者退出编排它的赛事。
refusal-berserk-too-late = 只有在本局你走第一步之前才能使用狂暴。
refusal-berserk-no-clock = 狂暴会让你的用时减半：这局棋没有在走的棋钟。
refusal-already-berserk = 你在这局棋中已经使用过狂暴了：用时只会减半一次。
refusal-already-offered-draw = 你已经提和了。
refusal-no-draw-offer = 没有需要回答的和棋提议。
refusal-own-draw-offer = 这个和棋提议是你提出的；应由你的对手回答。
refusal-claim-after-flight = 请在导弹飞行结束后再要求和棋。
refusal-no-claims-in-pawn-game = Pawn Game 中不能要求和棋：请改为提和。
refusal-nothing-to-claim = 没有可以要求的和棋：这个局面出现了 { $repetitions } 次（需要 3 次），且在没有吃子、兵步或飞行的情况下走了 { $moves } 步（需要 50 步）。
refusal-move-limit-not-reached = 现在还不能提出要求：{ $opponent } 还有 { $left } 的时间走棋。如果每步限时先用完，`/claim` 就能让你赢下这局棋。

## 挑战与重赛。

refusal-challenge-not-open = 这个挑战已不再开放。
refusal-challenge-expired = 这个挑战已经过期。
refusal-rematch-not-over = 对局 { $game } 仍在进行：结束后才能提出重赛。
refusal-no-rematch = 对局 { $game } 没有重赛：只有两名成员之间的休闲对局和等级分对局才提供重赛，锦标赛对局和与 AI 的对局都没有。用 `/challenge` 开始一局新棋吧。
refusal-rematch-not-yours = 只有下过对局 { $game } 的 { $white } 和 { $black } 才能进行它的重赛。用 `/challenge` 开始你自己的对局吧。
refusal-rematch-offered = 你已经提出重赛了：要由 { $opponent } 在你提出后的 { $open } 内接受（用 **Rematch** 或 **Accept**）。
refusal-rematch-expired = 这个重赛提议已经过期：它开放了 { $open }。用 `/challenge` 开始一局新棋吧。
refusal-rematch-started = 重赛已经开始了：是对局 { $game }。
refusal-rematch-started-elsewhere = 重赛已经开始了。
refusal-rematch-closed = 这个重赛提议已被拒绝或撤回。用 `/challenge` 开始一局新棋吧。
refusal-own-challenge = 你不能接受自己的挑战。
refusal-challenge-for-other = 这个挑战只给 { $name }。
refusal-challenge-self = 你不能挑战自己：请指定另一位棋手，或者把对手留空以发起公开挑战。
refusal-only-challenger-cancels = 只有发起挑战的人才能取消这个挑战。
refusal-open-challenge-decline = 这个挑战对所有人开放：接受它，或者留给别人。
refusal-not-your-challenge = 这个挑战不是给你的。
refusal-too-many-challenges = 你在这个服务器上已经有 { $limit } 个开放的挑战（已达上限）：请等待回复，或用它的 Decline 按钮撤回一个。
refusal-two-players-needed = 一局棋需要两名不同的棋手。
refusal-place-taken-thread = 这个子区里已经有一局棋在进行。
refusal-place-taken-channel = 这个频道里已经有一局棋在进行：请在子区里下下一局。

## 分析。

refusal-no-such-game = 这个服务器上没有对局 { $game }：请提供它最后一条消息中显示的编号。
refusal-analysis-not-over = 对局 { $game } 仍在进行：结束后才能分析。
refusal-nothing-to-analyse = 对局 { $game } 在走出任何一步之前就结束了：没有可分析的内容。
refusal-analysis-unavailable = 对局 { $game } 现在无法分析：读取不到它的棋谱。请一分钟后再试。
refusal-analysis-queue-full = 对局 { $game } 现在无法加入分析队列：已有 { $waiting } 局在等待。请过几分钟再试。
refusal-analysis-member-share = 对局 { $game } 无法加入分析队列：你已经有 { $limit } 局在等待或正在分析，这是每位成员的上限。请等其中一局完成后再试。
refusal-analysis-server-share = 对局 { $game } 无法加入分析队列：这个服务器已经有 { $limit } 局在等待或正在分析，这是它在队列中的份额（其他服务器也共用这个队列）。请等其中一局完成后再试。

## 机器人本身。

refusal-settings = { $reason }
refusal-save-failed = 你的操作无法保存（存储出现问题）；没有任何更改。请稍后再试。
refusal-leaderboard-unavailable = 现在无法读取排行榜；请稍后再试。
refusal-profile-unavailable = 现在无法读取个人资料；请稍后再试。
refusal-shutting-down = 机器人正在重启：没有任何更改。请一分钟后再试。

## 句中的列表。

list-and = { $first }和{ $second }
list-and-more = { $first }、{ $rest }
list-or = { $first }或{ $second }
list-or-more = { $first }、{ $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
