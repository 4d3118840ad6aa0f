# De analyse van een afgelopen partij (bron: en-US). Meervoud: one, other.

analysis-head = **Analyse van partij { $game }** ({ $white } tegen { $black })
analysis-queued = { analysis-head }: wacht op de engine (lopende partijen gaan voor).
analysis-queued-behind = { analysis-head }: wacht op de engine, { $ahead ->
        [one] { $ahead } analyse
       *[other] { $ahead } analyses
    } ervoor (lopende partijen gaan voor).
analysis-running = { analysis-head }: { $done } van { $total } stellingen beoordeeld ({ $percent }%).
analysis-done = { analysis-head }: klaar, { $decisions ->
        [one] { $decisions } beslissing
       *[other] { $decisions } beslissingen
    } beoordeeld. De analyse volgt.

analysis-asked-stored = Partij { $game } is al geanalyseerd: de analyse wordt hier geplaatst.
analysis-asked-running = Partij { $game } wordt al geanalyseerd: voortgang en resultaat komen waar erom gevraagd werd.
analysis-asked-new = Partij { $game } wordt geanalyseerd: de voortgang staat hier, daarna de analyse.

analysis-summary = **Analyse van partij { $game }** ({ $preset }; { $nodes } knopen per stelling)
analysis-side = { $color ->
        [white] Wit
       *[black] Zwart
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = nauwkeurigheid **{ $accuracy }%**
analysis-no-decision = geen beslissing beoordeeld
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } onnauwkeurigheid
       *[other] { $inaccuracies } onnauwkeurigheden
    } (?!), { $mistakes ->
        [one] { $mistakes } fout
       *[other] { $mistakes } fouten
    } (?), { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    } (??)
analysis-legend = De grafiek: de kansen van wit (Win%) na elke beslissing; ▲ eronder een vlucht, ▼ erboven een neergeschoten raket, stippen de gemarkeerde beslissingen (blauw ?!, oranje ?, rood ??).
analysis-follows-none = Geen beslissing gemarkeerd: geen fout om te tonen.
analysis-follows = { $count ->
        [one] Hierna de slechtste beslissing, met de betere keuze.
       *[other] Hierna de { $count } slechtste beslissingen, met de betere keuze.
    }

analysis-worst = **Slechtste beslissing { $index } van { $count }**: zet { $number }, { $color ->
        [white] wit
       *[black] zwart
    } (**{ $name }**) { $played } (Win% van { $color ->
        [white] wit
       *[black] zwart
    } { $before } → { $after }). Beter: { $better }.
analysis-played-pass = liet de raket passeren **{ $mark }**
analysis-played-shoot = schoot de raket neer met **{ $move }{ $mark }**
analysis-played-flight = vuurde **{ $move }{ $mark }** af
analysis-played-move = speelde **{ $move }{ $mark }**
analysis-better-pass = laten passeren
analysis-better-shoot = neerschieten met **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Partij { $game }: { $white } (wit) tegen { $black } (zwart), Win% van wit
