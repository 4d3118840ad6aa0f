# Text in Bildern (Tabellen, Diagramme): kurz halten.

picture-table-empty = Noch keine Einträge
picture-table-more = … und { $count } weitere
picture-chart-title = { $name }: Wertungsverlauf
picture-chart-empty = Noch keine gewerteten Partien
picture-chart-month = { $month ->
        [1] Jan
        [2] Feb
        [3] Mär
        [4] Apr
        [5] Mai
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Okt
        [11] Nov
       *[12] Dez
    }
picture-eval-empty = Keine Entscheidung zu bewerten
