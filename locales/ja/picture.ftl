# 画像に描く文字（表、グラフ）: 短く。

picture-table-empty = まだ参加者はいません
picture-table-more = … ほか { $count } 件
picture-chart-title = { $name }: レーティングの推移
picture-chart-empty = まだレーティング対局はありません
picture-chart-month = { $month }月
picture-eval-empty = 評価する判断はありません
