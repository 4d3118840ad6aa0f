# Texto dibujado en imágenes (tablas, gráficos): que sea breve.

picture-table-empty = Aún no hay entradas
picture-table-more = … y { $count } más
picture-chart-title = { $name }: historial de puntuación
picture-chart-empty = Aún no hay partidas puntuables
picture-chart-month = { $month ->
        [1] ene
        [2] feb
        [3] mar
        [4] abr
        [5] may
        [6] jun
        [7] jul
        [8] ago
        [9] sept
        [10] oct
        [11] nov
       *[12] dic
    }
picture-eval-empty = Ninguna decisión que juzgar
