# Die Analyse einer beendeten Partie (Quelle: en-US). Plural: one, other.

analysis-head = **Analyse von Partie { $game }** ({ $white } gegen { $black })
analysis-queued = { analysis-head }: wartet auf die Engine (laufende Partien haben Vorrang).
analysis-queued-behind = { analysis-head }: wartet auf die Engine, { $ahead ->
        [one] { $ahead } Analyse
       *[other] { $ahead } Analysen
    } davor (laufende Partien haben Vorrang).
analysis-running = { analysis-head }: { $done } von { $total } Stellungen bewertet ({ $percent } %).
analysis-done = { analysis-head }: fertig, { $decisions ->
        [one] { $decisions } Entscheidung
       *[other] { $decisions } Entscheidungen
    } beurteilt. Die Analyse folgt.

analysis-asked-stored = Partie { $game } wurde schon analysiert: ihre Analyse wird hier gepostet.
analysis-asked-running = Partie { $game } wird schon analysiert: Fortschritt und Ergebnis erscheinen dort, wo sie angefragt wurde.
analysis-asked-new = Partie { $game } wird analysiert: der Fortschritt erscheint hier, danach die Analyse.

analysis-summary = **Analyse von Partie { $game }** ({ $preset }; { $nodes } Knoten pro Stellung)
analysis-side = { $color ->
        [white] Weiß
       *[black] Schwarz
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = Genauigkeit **{ $accuracy } %**
analysis-no-decision = keine Entscheidung beurteilt
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    } (?!), { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    } (?), { $blunders ->
        [one] { $blunders } grober Fehler
       *[other] { $blunders } grobe Fehler
    } (??)
analysis-legend = Das Diagramm: die Gewinnchance von Weiß (Win%) nach jeder Entscheidung; ▲ darunter ein Flug, ▼ darüber eine abgeschossene Rakete, Punkte die markierten Entscheidungen (blau ?!, orange ?, rot ??).
analysis-follows-none = Keine Entscheidung wurde markiert: kein Fehler zu zeigen.
analysis-follows = { $count ->
        [one] Es folgt die schlechteste Entscheidung, mit der besseren Wahl.
       *[other] Es folgen die { $count } schlechtesten Entscheidungen, mit der besseren Wahl.
    }

analysis-worst = **Schlechteste Entscheidung { $index } von { $count }**: Zug { $number }, { $color ->
        [white] Weiß
       *[black] Schwarz
    } (**{ $name }**) { $played } (Gewinnchance von { $color ->
        [white] Weiß
       *[black] Schwarz
    } { $before } → { $after }). Besser: { $better }.
analysis-played-pass = ließ die Rakete passieren **{ $mark }**
analysis-played-shoot = schoss die Rakete mit **{ $move }{ $mark }** ab
analysis-played-flight = feuerte **{ $move }{ $mark }**
analysis-played-move = spielte **{ $move }{ $mark }**
analysis-better-pass = passieren lassen
analysis-better-shoot = mit **{ $move }** abschießen
analysis-better-move = **{ $move }**

analysis-chart-title = Partie { $game }: { $white } (Weiß) gegen { $black } (Schwarz), Gewinnchance von Weiß
