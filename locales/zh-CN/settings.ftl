# 输错的设置、错误的 FEN、未发放的服务器身份组 (原文: en-US)。
# 需要输入的值保持原样。

settings-intercept-out-of-range = 拦截时间 { $given } 超出范围：请在 { $min } 到 { $max } 之间选择
settings-intercept-not-understood = 无法理解拦截时间 `{ $text }`：请写 30s、5m、2h、1d，或者只写秒数，如 45
settings-unknown-colour = 未知颜色 `{ $text }`：请选择 white、black 或 random
settings-time-not-understood = 无法理解时间控制 `{ $text }`：请写 分钟+加秒，如 10+5,每步天数，如 3d（1d 到 7d），或者 none
settings-correspondence-out-of-range = 通讯对局时间 `{ $text }` 超出范围：请选择每步 1d 到 7d
settings-live-out-of-range = 时间控制 `{ $text }` 超出范围：1 到 180 分钟，加秒 0 到 180 秒
settings-ai-level-out-of-range = AI 等级 { $level } 超出范围：请选择 1（最弱）到 8（最强）
settings-unknown-scope = 未知范围 `{ $text }`：请选择 server 或 global
settings-unknown-preset = 未知预设 `{ $text }`：请选择 cruise、cruise-forward、chess、pawns 或 pawns-cruise
settings-duration-unreadable = 这不是时长：请写一个整数和单位，如 30s、5m、2h 或 1d
settings-duration-too-long = 超过一年

settings-fen = FEN 有误，{ $field ->
        [placement] 布局
        [side-to-move] 行棋方
        [castling] 王车易位
        [en-passant] 吃过路兵
        [halfmove-clock] 半回合计数
        [fullmove-number] 回合数
        [cooldown] 冷却
       *[position] 局面
    }字段：{ $problem }
settings-fen-empty = FEN 是空的
settings-fen-missing = 缺少字段：FEN 包括布局、行棋方、王车易位、吃过路兵、半回合计数和回合数
settings-fen-too-many-fields = 它有 { $fields } 个字段；FEN 最多 7 个
settings-fen-rank-count = 它有 { $ranks } 行（用 `/` 分隔）；棋盘有 8 行，从第 8 行到第 1 行
settings-fen-bad-count = 第 { $rank } 行的 `{ $text }`：空格数从 1 数到 8
settings-fen-not-a-piece = 第 { $rank } 行的 `{ $text }` 既不是棋子字母（白方 PNBRQK，黑方 pnbrqk），也不是空格数
settings-fen-rank-too-long = 第 { $rank } 行超过 8 格
settings-fen-rank-too-short = 第 { $rank } 行只有 { $squares } 格，需要 8 格
settings-fen-too-many-kings = { $color ->
        [white] 白方
       *[black] 黑方
    }有 { $kings } 个王
settings-fen-piece-on-pawns-board = 兵棋盘上只能有兵，但 { $square } 上有{ $color ->
        [white] 白方
       *[black] 黑方
    }的{ $role ->
        [pawn] 兵
        [knight] 马
        [bishop] 象
        [rook] 车
        [queen] 后
        [king] 王
       *[piece] 棋子
    }
settings-fen-pawn-cannot-stand = 兵不能站在 { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`：兵棋盘没有王车易位；请写 -
settings-fen-not-a-castling-letter = `{ $text }` 不是 K、Q、k、q 或 -
settings-fen-castling-needs-king = `{ $letter }` 需要{ $color ->
        [white] 白方
       *[black] 黑方
    }的王在 { $square }
settings-fen-castling-needs-rook = `{ $letter }` 需要{ $color ->
        [white] 白方
       *[black] 黑方
    }的车在 { $square }
settings-fen-castling-twice = `{ $letter }` 写了两次
settings-fen-not-a-number = `{ $text }` 不是整数
settings-fen-not-a-side = `{ $text }` 不是 w 或 b
settings-fen-not-a-square = `{ $text }` 既不是格子也不是 -
settings-fen-en-passant-rank = 轮到{ $turn ->
        [white] 白方
       *[black] 黑方
    }走时，{ $square } 不能是吃过路兵的格子；它必须在第 { $rank } 行
settings-fen-cooldown-shape = `{ $text }` 不是 <白方格子>/<黑方格子> 的形式（没有就写 -），例如 e4/-
settings-fen-in-check = { $turn ->
        [white] 轮到白方走，但黑方
       *[black] 轮到黑方走，但白方
    }正被将军

settings-role-cannot-give = 不发放服务器身份组：{ $granter ->
        [you] 你
        [organizer] 组织者
        [season] 开启赛季的成员
       *[other] { $name }
    }不能发放 <@&{ $role }>（只有服务器所有者、管理员或拥有高于该身份组的 **管理身份组** 权限的成员才能把它设为奖品）。
settings-role-set-since = 不发放服务器身份组：<@&{ $role }> 是在设置之后才成为服务器的身份组的，所以从未检查过{ $granter ->
        [you] 你
        [organizer] 组织者
        [season] 开启赛季的成员
       *[other] { $name }
    }能否发放它。

settings-puzzle-or-pass = { $why }；或者回答 `pass` 放行导弹
settings-clock-days-hours = { $days }天{ $hours }小时
