# L'analyse d'une partie terminée (source : en-US). Pluriel : one (0 et 1), other.

analysis-head = **Analyse de la partie { $game }** ({ $white } contre { $black })
analysis-queued = { analysis-head } : en attente du moteur (les parties en cours passent d'abord).
analysis-queued-behind = { analysis-head } : en attente du moteur, { $ahead ->
        [one] { $ahead } analyse
       *[other] { $ahead } analyses
    } avant (les parties en cours passent d'abord).
analysis-running = { analysis-head } : { $done } positions évaluées sur { $total } ({ $percent } %).
analysis-done = { analysis-head } : terminé, { $decisions ->
        [one] { $decisions } décision jugée
       *[other] { $decisions } décisions jugées
    }. L'analyse suit.

analysis-asked-stored = La partie { $game } a déjà été analysée : son analyse est publiée ici.
analysis-asked-running = La partie { $game } est déjà en cours d'analyse : sa progression et son résultat sont publiés là où elle a été demandée.
analysis-asked-new = Analyse de la partie { $game } : sa progression s'affiche ici, puis l'analyse.

analysis-summary = **Analyse de la partie { $game }** ({ $preset } ; { $nodes } nœuds par position)
analysis-side = { $color ->
        [white] Blancs
       *[black] Noirs
    } **{ $name }** : { $accuracy }, { $marks }
analysis-accuracy = précision **{ $accuracy } %**
analysis-no-decision = aucune décision jugée
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    } (?!), { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } (?), { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    } (??)
analysis-legend = Le graphique : les chances des Blancs (Win%) après chaque décision ; ▲ en dessous un vol, ▼ au-dessus un missile abattu, des points pour les décisions marquées (bleu ?!, orange ?, rouge ??).
analysis-follows-none = Aucune décision n'a été marquée : aucune erreur à montrer.
analysis-follows = { $count ->
        [one] Voici la pire décision, avec le meilleur choix.
       *[other] Voici les { $count } pires décisions, avec le meilleur choix.
    }

analysis-worst = **Pire décision { $index } sur { $count }** : coup { $number }, { $color ->
        [white] Blancs
       *[black] Noirs
    } (**{ $name }**) { $played } (Win% des { $color ->
        [white] Blancs
       *[black] Noirs
    } { $before } → { $after }). Mieux : { $better }.
analysis-played-pass = a laissé passer le missile **{ $mark }**
analysis-played-shoot = a abattu le missile avec **{ $move }{ $mark }**
analysis-played-flight = a tiré **{ $move }{ $mark }**
analysis-played-move = a joué **{ $move }{ $mark }**
analysis-better-pass = le laisser passer
analysis-better-shoot = l'abattre avec **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Partie { $game } : { $white } (Blancs) contre { $black } (Noirs), Win% des Blancs
