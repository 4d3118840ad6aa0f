# /rules 和 /help：Cruise Pawns 的玩法和帮助主题（来源：en-US）。

## /rules

rules-text = **Cruise Pawns** 是一种国际象棋：兵可以用整个回合把自己当作巡航导弹发射出去。
    • 离开初始横排的兵可以发射：导弹最多飞 7 格，每一步沿王的走法方向，每步最多转 45°（`cruise-forward`：只能向前或横向）。
    • 它可以飞越己方棋子，停在遇到的第一个敌方棋子上并在那里**引爆**：该棋子和这个兵一起消失。飞行必须终止于敌方棋子（或用 `e4*` 自毁）。
    • 导弹途中进入的每一格，防守方都可以用任何合法的吃子走到该格把它**击落**，或者放行。没有及时回答就视为放行。
    • 摧毁王即获胜（除非对局用 `king_strikes: false` 创建）。导弹威胁不算将军。
    • `pawns`：只有兵；第一个走到底线的兵获胜。
    下棋：`/move e4`、`/move e4>e5>e6>d7`（整段飞行，对手看不到）或 `/fire e4` 后用按钮引导。

## /help

help-intro = **Cruise Pawns 帮助**：在下面选择一个主题。每个主题列出它的命令（`<option>` 必填，`[option]` 可选）以及用法。
help-pick-topic = 选择一个主题
help-unknown-topic = 没有这个帮助主题：请再次使用 `/help` 并从菜单中选择。
help-organizers = *组织者和服务器管理员：*
help-command-line = `{ $usage }`：{ $what }。

help-playing-label = 对局
help-playing-about = 挑战、走棋、和棋、对局结束、分析
help-playing-text = 把机器人设为 `opponent` 的 `/challenge` 会与 AI 对弈（`level` 1-8）；不填 `opponent` 则任何人都可以接受。在对局的子区里你也可以直接输入走法（`Nf3`）。轮到你走的棋盘会从你这一方显示。没有棋钟时每步都有时限（14 天；锦标赛为 `move_limit`）：超时后对手可以用 `/claim` 判胜。结束的对局有 **Rematch** 按钮（交换颜色，10 分钟内接受）和 **Analyse** 按钮（准确率、失误和更好的选择）。

help-missiles-label = 导弹
help-missiles-about = 发射兵、引导它、击落导弹
help-missiles-text = 离开初始横排的兵可以用整个回合发射自己：导弹最多飞 7 格，每一步沿王的走法方向，每步最多转 45°。它飞越己方棋子，在第一个敌方棋子上**引爆**：两者一起消失。摧毁王即获胜。
    导弹进入的每一格，防守方都会看到按钮：用在该格的吃子把它击落（例如 **Bxe6**），或 **放行**；没有及时回答就视为放行。
    想一次发射整段飞行并对对手隐藏：`/move e4>e5>e6>d7`。

help-tournaments-label = 锦标赛
help-tournaments-about = 报名、参加和举办锦标赛与系列赛
help-tournaments-text = 用公告里的按钮报名。一个频道有多个锦标赛时，每个命令都可以用 `tournament:` 指定一个。系列赛（`repeat:weekly`）在它的时区里保持同一时间。

help-ratings-label = 等级分和赛季
help-ratings-about = 等级分、排行榜、个人资料和赛季
help-ratings-text = 等级分对局会改变双方棋手的等级分（`?` 表示对局数较少的临时等级分）。赛季是服务器在一段时间内自己的等级分，结束时有最终排名。

help-puzzles-label = 谜题
help-puzzles-about = 来自本服务器对局的谜题、每日谜题、连胜
help-puzzles-text = 本服务器每一局结束的对局都会被检查是否有大错：每个大错都会变成一道谜题，并注明出自哪局（"from alice vs bob, move 23"）。只有你能看到你的谜题：用 `/move` 回答（导弹飞行写作 `e4>e5>e6`），或在谜题问你击落导弹还是放行时用按钮回答。走对了会显示对手的应着并让你走下一步；走错了谜题结束并显示答案。你的谜题等级分独立于对局等级分（`/leaderboard scope:puzzles`、`/profile`）。每日谜题在哪里、何时发布由服务器管理员决定：`/settings puzzle_channel:` `puzzle_time:`（HH:MM UTC）。

help-settings-label = 设置
help-settings-about = 服务器的设置，以及谁能看到机器人的回答
help-settings-text = 这些命令只回答你：`/rules`、`/help`、`/profile`、`/leaderboard` 和 `/tournament standings`；加上 `public:true` 可以把回答发到频道里。不填 `opponent` 的 `/challenge` 会提及服务器的“找对局”身份组（如果服务器管理员设置了）。
