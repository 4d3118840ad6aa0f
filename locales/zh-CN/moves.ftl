# 走法为何不合规则，或其文字为何无法读取（原文：en-US）。
# 每条消息是句子的一部分。没有复数形式。

moves-role = { $role ->
        [pawn] 兵
        [knight] 马
        [bishop] 象
        [rook] 车
        [queen] 后
       *[king] 王
    }
moves-role-the = { $role ->
        [pawn] 兵
        [knight] 马
        [bishop] 象
        [rook] 车
        [queen] 后
       *[king] 王
    }
moves-role-your = { $role ->
        [pawn] 你自己的兵
        [knight] 你自己的马
        [bishop] 你自己的象
        [rook] 你自己的车
        [queen] 你自己的后
       *[king] 你自己的王
    }
moves-role-enemy = { $role ->
        [pawn] 对方的兵
        [knight] 对方的马
        [bishop] 对方的象
        [rook] 对方的车
        [queen] 对方的后
       *[king] 对方的王
    }

moves-how-to-write = 请用 SAN 书写（如 e4、Nf3、exd5、O-O 或 e8=Q）、用 UCI 书写（如 e2e4），或写一个飞行（如 e4>e5>e6>d7，自毁写 e4*）
moves-no-move = 没有给出走法：{ moves-how-to-write }
moves-too-long = 这段文字太长，不可能是一步走法（{ $count } 个字符）：{ moves-how-to-write }
moves-unreadable = 我无法把 `{ $text }` 读成走法：{ moves-how-to-write }
moves-shoot-down-record = `{ $text }` 是击落记录（飞行/击落的走法），不是走法：只写走法即可
moves-bad-flight = `{ $text }` 不是飞行：{ $why }；请写出发射格和进入的每一格，用 `>` 连接，如 e4>e5>e6>d7，或用 e4* 自毁
moves-flight-not-a-square = `{ $text }` 不是一个格子
moves-flight-too-many-steps = 一次飞行最多 7 步
moves-flight-no-steps = 它没有任何一步
moves-not-legal-why = `{ $text }` 不合规则：{ $why }
moves-not-legal = `{ $text }` 不合规则
moves-ambiguous = `{ $text }` 有歧义：{ $moves }；请说明是哪一步
moves-promotion-letter-missing = `{ $text }` 需要升变棋子：加上 q、r、b 或 n，如 { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` 需要升变棋子：写成 { $to }=Q、{ $to }=R、{ $to }=B 或 { $to }=N
moves-pawns-board-letter = `{ $text }`：在兵棋盘上，到达底线的兵直接获胜，不加升变字母：写成 { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`：在兵棋盘上，到达底线的兵直接获胜，不加升变字母：去掉字母再写
moves-only-last-rank-promotes-write = 只有到达底线的兵才能升变；写成 { $from }{ $to }
moves-only-last-rank-promotes = 只有到达底线的兵才能升变
moves-text-after-game-over = `{ $text }` 无法走出：对局已经结束
moves-no-legal-move = 这个局面下没有合规则的走法（对局已经结束）
moves-game-over = 对局已经结束
moves-not-legal-here = { $move } 在这里不合规则

moves-self-immolation-record = `{ $text }`：自毁不能被击落；击落记录是飞行到达之处、`/` 和击落的走法，如 e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`：`/` 后缺少击落的走法：请用 UCI 写出，如 { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`：导弹在 { $square } 无法被击落：没有合规则的吃子能到达那里
moves-not-a-shoot-down = `{ $text }` 没有在 { $square } 击落导弹：那里合规则的击落是 { $options }
moves-self-immolation-shot-down = `{ $flight }` 是自毁，不能被击落
moves-detonates-at = 导弹在 { $square } 引爆（那里有对方的{ moves-role }）：只能在发射格和目标之间的格子上击落它
moves-shielded-at = 导弹在 { $square } 被己方的{ moves-role }掩护：不能在那里击落
moves-not-entered-yet = 导弹进入一个格子之后才能被击落
moves-cannot-shoot-down-on = 导弹在 { $square } 无法被击落
moves-not-legal-shoot-down = { $shooter } 不是在 { $square } 合规则的击落
moves-shooter-cannot = { $shooter } 无法在 { $square } 击落导弹

moves-flight-not-legal = 这次飞行不合规则：{ $why }
moves-missiles-not-in-game = 这局棋没有导弹（规则 { $preset }）：兵不能发射
moves-no-missiles-in = { $preset } 中没有导弹
moves-no-pawn-to-fire = { $launch } 上没有可发射的兵
moves-no-own-pawn-to-fire = { $launch } 上没有可发射的{ $color ->
        [white] 白
       *[black] 黑
    }兵
moves-others-piece = { $square } 上的{ moves-role }属于{ $owner ->
        [white] 白方
       *[black] 黑方
    }，现在轮到{ $turn ->
        [white] 白方
       *[black] 黑方
    }
moves-not-yours = { $square } 上的{ moves-role }不是你的：现在轮到{ $turn ->
        [white] 白方
       *[black] 黑方
    }
moves-not-a-pawn = { $launch } 上的{ moves-role }不是兵：只有兵能发射
moves-starting-rank = { $launch } 上的兵还在起始横线：兵要走过之后才能发射
moves-starting-rank-yet = { $launch } 上的兵还在起始横线，暂时不能发射
moves-forward-cooldown = { $launch } 上的兵在你上一回合走过：按前进规则，它要等一回合才能发射
moves-cooldown = 这个兵正在冷却：你上一回合走了 { $launch } 上的兵，所以这回合它不能发射
moves-self-immolation-exposes = 移走 { $launch } 上的兵会让你的王被将军
moves-king-exposed-without-pawn = 没有这个兵，你的王会被将军

moves-not-one-step = 从 { $from } 到 { $to } 不是一步：进入的每一格都必须与前一格相邻
moves-not-adjacent = { $to } 与 { $from } 不相邻：每一步都进入相邻的格子
moves-too-sharp = 在 { $square } 的转弯（朝 { $toward }）太急：导弹每步最多转 45°（八分之一圈）
moves-step-too-sharp = 从 { $from } 到 { $to }：导弹每步最多转 45 度
moves-diagonal = 从 { $from } 到 { $to } 是斜走：按前进规则，导弹只能直线向前或横向移动
moves-backward = 从 { $from } 到 { $to } 是后退：按前进规则，导弹从不后退
moves-step-forward-only = 从 { $from } 到 { $to }：这里导弹只能向前或横向飞，不能后退或斜飞
moves-two-sideways = 连续两次横向步（进入 { $into }，再到 { $then }）：两次横向步之间要先向前走一步
moves-step-two-sideways = 从 { $from } 到 { $to }：导弹不能连续两次横向移动
moves-through-enemy = 导弹不能穿过 { $square } 上的{ moves-role-enemy }：飞行在进入的第一个对方棋子处结束
moves-pass-through-enemy = 导弹不能穿过 { $square } 上的对方棋子
moves-no-way-on = 没有合规则的飞行能经过 { $square } 继续：每条路都会让你的王被将军，或无法停在目标上
moves-ends-on-empty = 导弹必须停在对方棋子上，而 { $target } 是空的（只想摧毁这个兵，请写 { $launch }*）
moves-must-end-on-enemy = 导弹必须停在对方棋子上，而 { $square } 上没有
moves-ends-on-own = 导弹可以飞越你自己的棋子，但不能停在上面（{ $target } 上是{ moves-role-your }）
moves-king-strikes-off = 这局棋关闭了击王：{ $target } 上的王不能作为目标
moves-no-king-strikes = 这局棋中导弹不能攻击王
moves-flight-exposes-king = 你的王会在飞行途中或引爆后被将军（导弹威胁从不算数，但对你的王的普通攻击算数）
moves-check-after-detonation = 导弹摧毁 { $square } 上的棋子后，你的王会被将军
moves-check-with-missile-on = 导弹在 { $square } 时，你的王会被将军

moves-no-king-to-castle = 没有可以易位的王
moves-no-castling-right = 你已经没有{ $side ->
        [queenside] 后翼
       *[kingside] 王翼
    }易位的权利了
moves-castle-out-of-check = 被将军时不能用易位解将
moves-castling-blocked = { $side ->
        [queenside] 后翼
       *[kingside] 王翼
    }易位要求王和车之间的格子为空，且王不能经过或停在被攻击的格子上
moves-cannot-castle-now = 现在不能往那边易位：王或车已经走过，中间有格子被占，或者王会经过或停在被攻击的格子上

moves-no-piece = { $square } 上没有棋子
moves-stays-put = 一步棋必须移动：从 { $from } 到 { $to } 是原地不动
moves-own-piece-on = { $square } 上是{ moves-role-your }
moves-king-one-square = 王只能走一格：不能从 { $from } 走到 { $to }
moves-knight-cannot = 马不能从 { $from } 跳到 { $to }
moves-blocked-by = 从 { $from } 到 { $to } 的路被 { $square } 上的{ moves-role-the }挡住了
moves-blocked = 从 { $from } 到 { $to } 的路被挡住了
moves-cannot-move-from-to = { moves-role-the }不能从 { $from } 走到 { $to }
moves-cannot-move-to = { $from } 上的{ moves-role-the }不能走到 { $to }
moves-pawn-blocked = { $from } 上的兵被挡住了
moves-pawn-two-from-start-only = 只有在起始横线上的兵才能走两格；{ $from } 上的兵只能走一格
moves-pawn-diagonal-captures = 兵只有吃子时才斜走，而 { $to } 是空的
moves-pawn-cannot-reach = { $from } 上的兵到不了 { $to }
moves-must-promote = 到达底线的兵必须升变：加上 q、r、b 或 n
moves-promotes-to = 兵可以升变为后、车、象或马
moves-pawns-board-no-promotion = 在兵棋盘上，到达底线的兵获胜，不升变
moves-king-in-check-on = 你的王在 { $to } 会被将军
moves-check-not-stopped = 你的王正被将军，这步棋解不了将
moves-in-check = 你正被将军，这步棋不能让你的王脱离将军
moves-pinned = { $square } 上的{ moves-role-the }被牵制：移动它会让你的王被将军
moves-leaves-king-in-check = 你的王会被将军
moves-king-would-be-in-check = 你的王会被将军
moves-no-piece-of-role = 你没有{ moves-role }
moves-none-can-reach = 你没有能到达 { $to } 的{ moves-role }
