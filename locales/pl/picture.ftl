# Tekst na obrazkach (tabele, wykresy): krótko.

picture-table-empty = Brak wpisów
picture-table-more = … i jeszcze { $count }
picture-chart-title = { $name }: historia rankingu
picture-chart-empty = Brak partii rankingowych
picture-chart-month = { $month ->
        [1] sty
        [2] lut
        [3] mar
        [4] kwi
        [5] maj
        [6] cze
        [7] lip
        [8] sie
        [9] wrz
        [10] paź
        [11] lis
       *[12] gru
    }
picture-eval-empty = Brak decyzji do oceny
