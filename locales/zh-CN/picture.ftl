# 图片中的文字（表格、图表）：保持简短。

picture-table-empty = 暂无条目
picture-table-more = … 还有 { $count } 项
picture-chart-title = { $name }：等级分走势
picture-chart-empty = 暂无等级分对局
picture-chart-month = { $month }月
picture-eval-empty = 没有可评判的决定
