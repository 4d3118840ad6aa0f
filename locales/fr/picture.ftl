# Texte dessiné dans les images (tableaux, graphiques) : reste court.

picture-table-empty = Aucune entrée pour l'instant
picture-table-more = … et { $count } de plus
picture-chart-title = { $name } : historique du classement
picture-chart-empty = Aucune partie classée pour l'instant
picture-chart-month = { $month ->
        [1] janv.
        [2] févr.
        [3] mars
        [4] avr.
        [5] mai
        [6] juin
        [7] juil.
        [8] août
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] déc.
    }
picture-eval-empty = Aucune décision à juger
