# Testo disegnato nelle immagini (tabelle, grafici): breve.

picture-table-empty = Ancora nessuna voce
picture-table-more = … e altri { $count }
picture-chart-title = { $name }: storico del punteggio
picture-chart-empty = Ancora nessuna partita valutata
picture-chart-month = { $month ->
        [1] gen
        [2] feb
        [3] mar
        [4] apr
        [5] mag
        [6] giu
        [7] lug
        [8] ago
        [9] set
        [10] ott
        [11] nov
       *[12] dic
    }
picture-eval-empty = Nessuna decisione da giudicare
