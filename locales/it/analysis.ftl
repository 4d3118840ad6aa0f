# L'analisi di una partita finita (fonte: en-US). Plurale: one, other.

analysis-head = **Analisi della partita { $game }** ({ $white } contro { $black })
analysis-queued = { analysis-head }: in attesa del motore (le partite in corso hanno la precedenza).
analysis-queued-behind = { analysis-head }: in attesa del motore, { $ahead ->
        [one] { $ahead } analisi
       *[other] { $ahead } analisi
    } prima (le partite in corso hanno la precedenza).
analysis-running = { analysis-head }: { $done } posizioni valutate su { $total } ({ $percent }%).
analysis-done = { analysis-head }: fatto, { $decisions ->
        [one] { $decisions } decisione giudicata
       *[other] { $decisions } decisioni giudicate
    }. Segue l'analisi.

analysis-asked-stored = La partita { $game } è già stata analizzata: la sua analisi viene pubblicata qui.
analysis-asked-running = La partita { $game } è già in analisi: avanzamento e risultato vengono pubblicati dove è stata richiesta.
analysis-asked-new = Analizzo la partita { $game }: l'avanzamento compare qui, poi l'analisi.

analysis-summary = **Analisi della partita { $game }** ({ $preset }; { $nodes } nodi per posizione)
analysis-side = { $color ->
        [white] Bianco
       *[black] Nero
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = precisione **{ $accuracy }%**
analysis-no-decision = nessuna decisione giudicata
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } imprecisione
       *[other] { $inaccuracies } imprecisioni
    } (?!), { $mistakes ->
        [one] { $mistakes } errore
       *[other] { $mistakes } errori
    } (?), { $blunders ->
        [one] { $blunders } errore grave
       *[other] { $blunders } errori gravi
    } (??)
analysis-legend = Il grafico: le probabilità del Bianco (Win%) dopo ogni decisione; ▲ sotto, un volo; ▼ sopra, un missile abbattuto; i punti sono le decisioni segnate (blu ?!, arancione ?, rosso ??).
analysis-follows-none = Nessuna decisione segnata: nessun errore da mostrare.
analysis-follows = { $count ->
        [one] Segue la decisione peggiore, con la scelta migliore.
       *[other] Seguono le { $count } decisioni peggiori, con la scelta migliore.
    }

analysis-worst = **Decisione peggiore { $index } di { $count }**: mossa { $number }, { $color ->
        [white] Bianco
       *[black] Nero
    } (**{ $name }**) { $played } (Win% del { $color ->
        [white] Bianco
       *[black] Nero
    } { $before } → { $after }). Meglio: { $better }.
analysis-played-pass = ha lasciato passare il missile **{ $mark }**
analysis-played-shoot = ha abbattuto il missile con **{ $move }{ $mark }**
analysis-played-flight = ha lanciato **{ $move }{ $mark }**
analysis-played-move = ha giocato **{ $move }{ $mark }**
analysis-better-pass = lasciarlo passare
analysis-better-shoot = abbatterlo con **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Partita { $game }: { $white } (Bianco) contro { $black } (Nero), Win% del Bianco
