# Texto desenhado em imagens (tabelas, gráficos): curto.

picture-table-empty = Nenhuma entrada ainda
picture-table-more = … e mais { $count }
picture-chart-title = { $name }: histórico de rating
picture-chart-empty = Nenhuma partida ranqueada ainda
picture-chart-month = { $month ->
        [1] jan
        [2] fev
        [3] mar
        [4] abr
        [5] mai
        [6] jun
        [7] jul
        [8] ago
        [9] set
        [10] out
        [11] nov
       *[12] dez
    }
picture-eval-empty = Nenhuma decisão para julgar
