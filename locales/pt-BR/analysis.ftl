# A análise de uma partida terminada (fonte: en-US). Plural: one (0 e 1), other.

analysis-head = **Análise da partida { $game }** ({ $white } contra { $black })
analysis-queued = { analysis-head }: esperando o motor (partidas em andamento vêm primeiro).
analysis-queued-behind = { analysis-head }: esperando o motor, { $ahead ->
        [one] { $ahead } análise
       *[other] { $ahead } análises
    } na frente (partidas em andamento vêm primeiro).
analysis-running = { analysis-head }: { $done } de { $total } posições avaliadas ({ $percent }%).
analysis-done = { analysis-head }: pronto, { $decisions ->
        [one] { $decisions } decisão julgada
       *[other] { $decisions } decisões julgadas
    }. A análise vem a seguir.

analysis-asked-stored = A partida { $game } já foi analisada: a análise é publicada aqui.
analysis-asked-running = A partida { $game } já está sendo analisada: o progresso e o resultado são publicados onde ela foi pedida.
analysis-asked-new = Analisando a partida { $game }: o progresso aparece aqui, depois a análise.

analysis-summary = **Análise da partida { $game }** ({ $preset }; { $nodes } nós por posição)
analysis-side = { $color ->
        [white] Brancas
       *[black] Pretas
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = precisão **{ $accuracy }%**
analysis-no-decision = nenhuma decisão julgada
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    } (?!), { $mistakes ->
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    } (?), { $blunders ->
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    } (??)
analysis-legend = O gráfico: as chances das brancas (Win%) após cada decisão; ▲ embaixo, um voo; ▼ em cima, um míssil abatido; pontos, as decisões marcadas (azul ?!, laranja ?, vermelho ??).
analysis-follows-none = Nenhuma decisão foi marcada: não há erro para mostrar.
analysis-follows = { $count ->
        [one] A seguir, a pior decisão, com a escolha melhor.
       *[other] A seguir, as { $count } piores decisões, com a escolha melhor.
    }

analysis-worst = **Pior decisão { $index } de { $count }**: lance { $number }, { $color ->
        [white] brancas
       *[black] pretas
    } (**{ $name }**) { $played } (Win% das { $color ->
        [white] brancas
       *[black] pretas
    } { $before } → { $after }). Melhor: { $better }.
analysis-played-pass = deixaram o míssil passar **{ $mark }**
analysis-played-shoot = abateram o míssil com **{ $move }{ $mark }**
analysis-played-flight = dispararam **{ $move }{ $mark }**
analysis-played-move = jogaram **{ $move }{ $mark }**
analysis-better-pass = deixar passar
analysis-better-shoot = abatê-lo com **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Partida { $game }: { $white } (brancas) contra { $black } (pretas), Win% das brancas
