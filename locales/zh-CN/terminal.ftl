# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = 白方
terminal-black = 黑方
terminal-ai-name = AI（等级 { $level }）
terminal-bad-ai-side = --ai { $given }：请说明 AI 执哪一方，white 或 black
terminal-bad-level = --level { $given }：请选择 1（最弱）到 8（最强）
terminal-bad-lang = --lang { $given }：请从这些语言中选择一个：{ $codes }
terminal-no-database = 无法打开数据库：{ $error }
terminal-welcome = Cruise Pawns，在这个终端上两人对弈。数据库：{ $database }。棋盘图片：{ $pictures }。输入 `help` 查看命令。
terminal-game-over = 对局结束了。再见！
terminal-ask-shoot-down = { $player }：击落导弹（{ $choices }）还是放行？[剩余 { $seconds } 秒] >
terminal-ask-steer = { $player }：把导弹操控到 { $squares } >
terminal-ask-steer-or-self-destruct = { $player }：把导弹操控到 { $squares }，或输入 * 自毁 >
terminal-ask-move = 轮到 { $player } 走棋 >
terminal-end-of-input = 输入结束：对局仍保存在 { $database }。
terminal-leaving = 正在退出；对局仍保存在 { $database }。
terminal-legal-moves = 合法着法：{ $moves }
terminal-cannot-write-picture = （无法写入 { $file }：{ $error }）
terminal-no-picture = （没有棋盘图片：{ $error }）
terminal-help-title = 命令（由轮到走棋的棋手输入）：
terminal-help-move = 普通着法（SAN 或 UCI）
terminal-help-flight = 完整的导弹飞行（只显示目前已进入的格子）
terminal-help-self-destruct = e4 上的兵自毁
terminal-help-fire =
    一步一步操控 e4 上的兵；然后输入每个格子（e5），
    或在第一步之前输入 * 自毁
terminal-help-answer = 防守方对击落提问的回答（不回答 = { $pass }）
terminal-help-draw = 提和；对方棋手输入 { $accept } 或 { $decline }
terminal-help-claim = 要求和棋（三次重复或 50 回合）
terminal-help-resign = 认输；中止（仅在双方都走棋之前）
terminal-help-board = 显示棋盘；列出合法着法；输出棋谱（PGN）
terminal-help-quit = 本帮助；退出（对局仍会保存）

terminal-in-seconds = { $count } 秒后
terminal-in-minutes = { $count } 分钟后
terminal-in-hours = { $count } 小时后
terminal-in-days = { $count } 天后
terminal-ago-seconds = { $count } 秒前
terminal-ago-minutes = { $count } 分钟前
terminal-ago-hours = { $count } 小时前
terminal-ago-days = { $count } 天前
