# Analiza zakończonej partii (źródło: en-US). Liczba mnoga: one, few, many, other.

analysis-head = **Analiza partii { $game }** ({ $white } kontra { $black })
analysis-queued = { analysis-head }: czeka na silnik (trwające partie mają pierwszeństwo).
analysis-queued-behind = { analysis-head }: czeka na silnik, przed nią { $ahead ->
        [one] { $ahead } analiza
        [few] { $ahead } analizy
       *[other] { $ahead } analiz
    } (trwające partie mają pierwszeństwo).
analysis-running = { analysis-head }: ocenione pozycje: { $done } z { $total } ({ $percent }%).
analysis-done = { analysis-head }: gotowe, { $decisions ->
        [one] oceniono { $decisions } decyzję
        [few] oceniono { $decisions } decyzje
       *[other] oceniono { $decisions } decyzji
    }. Analiza poniżej.

analysis-asked-stored = Partia { $game } została już przeanalizowana: analiza jest publikowana tutaj.
analysis-asked-running = Partia { $game } jest już analizowana: postęp i wynik pojawią się tam, gdzie o nią poproszono.
analysis-asked-new = Analizuję partię { $game }: postęp pojawi się tutaj, a potem analiza.

analysis-summary = **Analiza partii { $game }** ({ $preset }; { $nodes } węzłów na pozycję)
analysis-side = { $color ->
        [white] Białe
       *[black] Czarne
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = dokładność **{ $accuracy }%**
analysis-no-decision = żadna decyzja nie została oceniona
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } niedokładność
        [few] { $inaccuracies } niedokładności
       *[other] { $inaccuracies } niedokładności
    } (?!), { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
       *[other] { $mistakes } błędów
    } (?), { $blunders ->
        [one] { $blunders } podstawka
        [few] { $blunders } podstawki
       *[other] { $blunders } podstawek
    } (??)
analysis-legend = Wykres: szanse białych (Win%) po każdej decyzji; ▲ pod nim lot, ▼ nad nim zestrzelony pocisk, kropki to oznaczone decyzje (niebieska ?!, pomarańczowa ?, czerwona ??).
analysis-follows-none = Żadna decyzja nie została oznaczona: nie ma błędów do pokazania.
analysis-follows = { $count ->
        [one] Poniżej najgorsza decyzja z lepszym wyborem.
       *[other] Poniżej { $count } najgorsze decyzje z lepszym wyborem.
    }

analysis-worst = **Najgorsza decyzja { $index } z { $count }**: ruch { $number }, { $color ->
        [white] białe
       *[black] czarne
    } (**{ $name }**) { $played } (Win% { $color ->
        [white] białych
       *[black] czarnych
    } { $before } → { $after }). Lepiej: { $better }.
analysis-played-pass = przepuściły pocisk **{ $mark }**
analysis-played-shoot = zestrzeliły pocisk ruchem **{ $move }{ $mark }**
analysis-played-flight = wystrzeliły **{ $move }{ $mark }**
analysis-played-move = zagrały **{ $move }{ $mark }**
analysis-better-pass = przepuścić go
analysis-better-shoot = zestrzelić go ruchem **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Partia { $game }: { $white } (białe) kontra { $black } (czarne), Win% białych
