# 公开网站 (crates/web)。

## 每个页面的框架。

web-nav-leaderboard = 排行榜
web-footer = Cruise Pawns：以只读方式查看机器人的对局、等级分和比赛。每个页面的数据都可以在 <code>/api</code> 下以 JSON 获取。
web-languages = 语言

## 错误。

web-not-found-title = 未找到
web-not-found-why = 只有在拥有“管理服务器”权限的人用 <code>/settings web:on</code> 开启后，服务器的排行榜、比赛和对局才会显示在这里；棋手的页面要等他在这样的服务器下过一盘等级分对局后才会显示。
web-back-home = 返回首页
web-no-page = 这个地址没有页面。
web-no-file = 没有这个文件。
web-not-a-game-number = `{ $text }` 不是对局编号。
web-not-a-puzzle-number = `{ $text }` 不是谜题编号。
web-missing-game = 对局 { $id } 不存在，或者它的服务器没有公开页面。
web-missing-tournament = 比赛 { $id } 不存在，或者它的服务器没有公开页面。
web-missing-puzzle = 谜题 { $id } 不存在，或者它的服务器没有公开页面。
web-missing-server-board = 这个服务器的排行榜不存在，或者服务器没有公开页面。
web-missing-player = 这里没有这位棋手：棋手在公开页面的服务器下过等级分对局后，页面才会公开。
web-no-preset = 没有预设 `{ $name }`。可用的预设有 { $list }。
web-not-a-game-picture = `{ $frame }` 不是这盘对局的图片。
web-not-a-puzzle-picture = `{ $frame }` 不是这道谜题的图片。
web-no-game-picture = 对局 { $id } 没有第 { $n } 张图片。
web-no-puzzle-picture = 谜题 { $id } 没有第 { $n } 张图片。
web-not-analysed = 对局 { $id } 还没有分析：在 Discord 中点对局结束处的“分析”，或者输入 `/analyse game:{ $id }`。
web-error-title = 错误
web-error-heading = 出了点问题
web-error-unreadable = { $what } 以本版本网站无法读取的格式保存（由更新版本的机器人写入，或已损坏）。重试也没有用：服务器日志会向机器人管理员说明是哪一行以及原因。
web-error-retry = 暂时无法读取数据。请稍后再试；如果一直这样，服务器日志会说明原因。
web-what-game = 对局 { $id }
web-what-tournament = 比赛 { $id }
web-what-puzzle = 谜题 { $id }
web-what-analysis = 对局 { $id } 的分析
web-busy-title = 繁忙
web-busy = { $why } 网站现在很忙：请过几秒再试（Retry-After 会告诉你何时）。
web-busy-drawing = 正在绘制的图片太多，现在无法绘制这张。
web-busy-slow = 响应用时超过了 { $seconds } 秒。

## 首页。

web-home-title = 首页
web-home-intro = Cruise Pawns Discord 机器人的排行榜、比赛和对局回放，来自已公开页面的服务器（<code>/settings web:on</code>）。
web-home-boards = 所有服务器的排行榜
web-home-where = 服务器自己的排行榜在 <code>/servers/&lt;服务器 ID&gt;/leaderboard/&lt;预设&gt;</code>，比赛在 <code>/tournaments/&lt;编号&gt;</code>，对局在 <code>/games/&lt;编号&gt;</code>，从对局中挖掘的谜题在 <code>/puzzles/&lt;编号&gt;</code>（服务器最新的谜题在它的排行榜页面上），棋手在 <code>/players/&lt;用户 ID&gt;</code>。设置了网站地址（<code>PUBLIC_URL</code>）后，机器人会在消息中附上链接。
web-home-api = 供社区工具使用的 JSON：<code>/api/leaderboard/&lt;预设&gt;</code>、<code>/api/servers/&lt;服务器 ID&gt;/leaderboard/&lt;预设&gt;</code>、<code>/api/tournaments/&lt;编号&gt;</code>、<code>/api/games/&lt;编号&gt;</code>、<code>/api/puzzles/&lt;编号&gt;</code>、<code>/api/players/&lt;用户 ID&gt;</code>。

## 表格。

web-col-player = 棋手
web-col-rating = 等级分
web-col-games = 对局
web-col-week = 7 天
web-col-points = 积分
web-col-tiebreak = 小分
web-col-preset = 预设
web-col-rank = 名次
web-col-wins = 胜
web-col-draws = 和
web-col-losses = 负
web-col-streak = 连胜（最佳）

## 排行榜。

web-board-title = { $preset } 排行榜，第 { $page } 页
web-board-heading = { $preset } 排行榜，{ $scope ->
        [server] 本服务器
       *[all] 所有服务器
    }
web-board-pages = 第 { $page } 页，共 { $pages } 页 · { $ranked } 人上榜
web-board-presets = 预设：
web-board-empty = 本页没有上榜的棋手。
web-board-hidden = 本页另有 { $count } 人只在未公开页面的服务器下过棋。
web-board-provisional = { $count ->
        [0] 没有等待上榜的临时棋手。
       *[other] { $count } 名临时棋手（等级分带 ?）尚未上榜。
    }
web-board-prev = ← 第 { $page } 页
web-board-next = 第 { $page } 页 →

## 对局回放。

web-game-title = { $white } 对 { $black }
web-game-number = 对局 { $id }
web-in-progress = 进行中
web-reason = { $reason ->
        [checkmate] 将死
        [king-destroyed] 王被摧毁
        [promotion] 升变
        [stalemate] 逼和
        [no-legal-move] 无合法着法
        [no-pawns] 没有兵了
        [insufficient-material] 子力不足
        [seventy-five-moves] 75 回合规则
        [fivefold-repetition] 五次重复
        [resignation] 认输
        [time] 超时
        [time-insufficient-material] 超时，子力不足
        [agreement] 协议
        [threefold-repetition] 三次重复
        [fifty-moves] 50 回合规则
        [aborted] 已中止
        [move-limit] 着数上限
        [decided] 组织者裁定
        [decided-forfeit] 弃权
       *[other] { $reason }
    }
web-board-alt = 棋盘，{ $side ->
        [white] 白方
       *[black] 黑方
    }在下方
web-replay-prev = ← 上一步
web-replay-next = 下一步 →
web-replay-keys = （或用 ← → 键）
web-replay-flip = 翻转棋盘（{ $side ->
        [white] 白方
       *[black] 黑方
    }在下方）
web-no-moves = 还没有着法。
web-caption-start = 开始：{ $side ->
        [white] 白方
       *[black] 黑方
    }走棋。
web-caption-flight = { $side ->
        [white] 白方
       *[black] 黑方
    }从 { $launch } 发射的导弹进入 { $square }（第 { $step } 步，共 { $steps } 步）。
web-caption-shot-down = 导弹在 { $square } 被击落：{ $move }。
web-caption-self-destruct = { $square } 上的兵自毁。
web-caption-detonates = 导弹在 { $square } 引爆。
web-caption-played = { $side ->
        [white] 白方
       *[black] 黑方
    }走了 { $move }。

## 对局分析。

web-analysis = 分析
web-analysis-side = { $side ->
        [white] 白方
       *[black] 黑方
    } { $name }：{ $accuracy }，{ $inaccuracies } ?!，{ $mistakes } ?，{ $blunders } ??
web-analysis-accuracy = 准确率 { $value }%
web-analysis-no-decision = 没有决策
web-analysis-chart-alt = 每次决策后白方的胜率 (Win%)
web-analysis-worst = 第 { $number } 回合，{ $side ->
        [white] 白方
       *[black] 黑方
    }：{ $played }{ $mark }（Win% { $before } → { $after }）；更好的是：{ $better }
web-analysis-better = 更好的是：{ $move }
web-analysis-note = 由机器人的引擎以每个局面 { $nodes } 个节点评估；标记与 lichess 相同（?! 不精确，? 错误，?? 大错）。

## 比赛。

web-tournament-number = 比赛 { $id }
web-format = { $format ->
        [swiss] 瑞士制
        [round-robin] 循环赛
        [arena] 竞技场
        [knockout] 淘汰赛
        [double-elimination] 双败淘汰赛
       *[other] { $format }
    }
web-status = { $status ->
        [open] 报名中
        [running] 进行中
        [finished] 已结束
       *[cancelled] 已取消
    }
web-standings = 排名
web-not-started = 尚未开始：目前已有 { $count } 人报名。
web-withdrawn = （已退出）
web-crosstable = 交叉表
web-round = 第 { $number } 轮
web-playing = 进行中
web-bye = （轮空）
web-result-bye = 轮空
web-result-half-bye = 轮空（½）
web-bracket = 对阵图
web-bracket-links = 每场已进行的对决都链接到它的对局。

## 棋手。

web-chart-alt = 等级分走势图
web-ratings = 等级分
web-not-ranked = 未上榜
web-recent-games = 最近的 { $preset } 对局
web-recent-game = 对 { $opponent }（{ $rating }）{ $result ->
        [win] 胜
        [draw] 和
       *[loss] 负
    }

## 谜题。

web-puzzle-title = 谜题 { $id }
web-puzzle-from = 来自 { $white } 对 { $black }，第 { $move } 回合
web-puzzle-credit = 谜题{ $credit }。
web-puzzle-themes = 主题：{ $themes }
web-themes-none = 无
web-puzzle-rating = 等级分 { $rating }
web-puzzle-plays = 已做 { $count } 次
web-puzzle-prev = ← 返回
web-puzzle-next = 显示下一步 →
web-puzzle-solution = 显示答案
web-puzzle-step-alt = 答案第 { $n } 步之后的棋盘
web-puzzle-start = { $side ->
        [white] 白方
       *[black] 黑方
    }走了 { $move }。轮到{ $solver ->
        [white] 白方
       *[black] 黑方
    }：找出唯一的好棋。
web-puzzle-plays-move = { $side ->
        [white] 白方
       *[black] 黑方
    }走 { $move }。
web-puzzle-lets-pass = { $side ->
        [white] 白方
       *[black] 黑方
    }放行导弹。
web-puzzle-solved = 已解开。
web-recent-puzzles = 最新谜题
web-no-puzzles = 这个服务器的对局中还没有谜题：每盘结束的对局都会被挖掘谜题。
web-request-timed-out = 请求没有及时发送。请尽快重新发送。
web-too-many-connections = 当前打开的连接太多。请几秒钟后再试。
