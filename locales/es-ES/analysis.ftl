# El análisis de una partida terminada (fuente: en-US). Plural: one, other.

analysis-head = **Análisis de la partida { $game }** ({ $white } contra { $black })
analysis-queued = { analysis-head }: esperando al motor (las partidas en juego van primero).
analysis-queued-behind = { analysis-head }: esperando al motor, { $ahead ->
        [one] { $ahead } análisis
       *[other] { $ahead } análisis
    } por delante (las partidas en juego van primero).
analysis-running = { analysis-head }: { $done } de { $total } posiciones evaluadas ({ $percent } %).
analysis-done = { analysis-head }: hecho, { $decisions ->
        [one] { $decisions } decisión juzgada
       *[other] { $decisions } decisiones juzgadas
    }. Sigue el análisis.

analysis-asked-stored = La partida { $game } ya se analizó: su análisis se publica aquí.
analysis-asked-running = La partida { $game } ya se está analizando: su progreso y su resultado se publican donde se pidió.
analysis-asked-new = Analizando la partida { $game }: su progreso se muestra aquí y después el análisis.

analysis-summary = **Análisis de la partida { $game }** ({ $preset }; { $nodes } nodos por posición)
analysis-side = { $color ->
        [white] Blancas
       *[black] Negras
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = precisión **{ $accuracy } %**
analysis-no-decision = ninguna decisión juzgada
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    } (?!), { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    } (?), { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    } (??)
analysis-legend = El gráfico: las opciones de las blancas (Win%) tras cada decisión; ▲ debajo, un vuelo; ▼ encima, un misil derribado; puntos, las decisiones marcadas (azul ?!, naranja ?, rojo ??).
analysis-follows-none = No se marcó ninguna decisión: no hay errores que mostrar.
analysis-follows = { $count ->
        [one] Sigue la peor decisión, con la mejor opción.
       *[other] Siguen las { $count } peores decisiones, con la mejor opción.
    }

analysis-worst = **Peor decisión { $index } de { $count }**: jugada { $number }, { $color ->
        [white] blancas
       *[black] negras
    } (**{ $name }**) { $played } (Win% de las { $color ->
        [white] blancas
       *[black] negras
    } { $before } → { $after }). Mejor: { $better }.
analysis-played-pass = dejaron pasar el misil **{ $mark }**
analysis-played-shoot = derribaron el misil con **{ $move }{ $mark }**
analysis-played-flight = dispararon **{ $move }{ $mark }**
analysis-played-move = jugaron **{ $move }{ $mark }**
analysis-better-pass = dejarlo pasar
analysis-better-shoot = derribarlo con **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Partida { $game }: { $white } (blancas) contra { $black } (negras), Win% de las blancas
