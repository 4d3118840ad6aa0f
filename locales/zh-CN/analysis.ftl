# 已结束对局的分析 (原文: en-US)。

analysis-head = **第 { $game } 局的分析**（{ $white } 对 { $black }）
analysis-queued = { analysis-head }：正在等待引擎（进行中的对局优先）。
analysis-queued-behind = { analysis-head }：正在等待引擎，前面还有 { $ahead } 个分析（进行中的对局优先）。
analysis-running = { analysis-head }：已评估 { $total } 个局面中的 { $done } 个 ({ $percent }%)。
analysis-done = { analysis-head }：完成，评判了 { $decisions } 个决策。分析如下。

analysis-asked-stored = 第 { $game } 局已经分析过了：分析发布在这里。
analysis-asked-running = 第 { $game } 局正在分析中：进度和结果会发布在请求分析的地方。
analysis-asked-new = 正在分析第 { $game } 局：进度显示在这里，随后是分析。

analysis-summary = **第 { $game } 局的分析**（{ $preset }；每个局面 { $nodes } 个节点）
analysis-side = { $color ->
        [white] 白方
       *[black] 黑方
    } **{ $name }**：{ $accuracy }，{ $marks }
analysis-accuracy = 准确率 **{ $accuracy }%**
analysis-no-decision = 没有评判任何决策
analysis-marks = 不精确着 { $inaccuracies } 个 (?!)，错着 { $mistakes } 个 (?)，大错 { $blunders } 个 (??)
analysis-legend = 图表：每个决策后白方的胜率 (Win%)；下方的 ▲ 表示飞行，上方的 ▼ 表示被击落的导弹，圆点是被标记的决策（蓝色 ?!，橙色 ?，红色 ??）。
analysis-follows-none = 没有被标记的决策：没有失误可展示。
analysis-follows = 以下是最差的 { $count } 个决策，以及更好的选择。

analysis-worst = **最差决策 { $index }/{ $count }**：第 { $number } 回合，{ $color ->
        [white] 白方
       *[black] 黑方
    } (**{ $name }**) { $played } ({ $color ->
        [white] 白方
       *[black] 黑方
    } Win% { $before } → { $after })。更好：{ $better }。
analysis-played-pass = 放行了导弹 **{ $mark }**
analysis-played-shoot = 用 **{ $move }{ $mark }** 击落了导弹
analysis-played-flight = 发射了 **{ $move }{ $mark }**
analysis-played-move = 走了 **{ $move }{ $mark }**
analysis-better-pass = 放行
analysis-better-shoot = 用 **{ $move }** 击落它
analysis-better-move = **{ $move }**

analysis-chart-title = 第 { $game } 局：{ $white }（白方）对 { $black }（黑方），白方 Win%
