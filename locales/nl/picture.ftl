# Tekst in afbeeldingen (tabellen, grafieken): houd het kort.

picture-table-empty = Nog geen deelnemers
picture-table-more = … en nog { $count }
picture-chart-title = { $name }: ratingverloop
picture-chart-empty = Nog geen ratingpartijen
picture-chart-month = { $month ->
        [1] jan
        [2] feb
        [3] mrt
        [4] apr
        [5] mei
        [6] jun
        [7] jul
        [8] aug
        [9] sep
        [10] okt
        [11] nov
       *[12] dec
    }
picture-eval-empty = Geen beslissing te beoordelen
