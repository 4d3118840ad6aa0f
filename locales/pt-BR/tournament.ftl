# Durações e quantidades (fonte: en-US). Plural: one (0 e 1), many, other.

## Durações, na maior unidade inteira.

duration-seconds = { $count ->
    [0] { $count } segundos
    [one] { $count } segundo
   *[other] { $count } segundos
}
duration-minutes = { $count ->
    [0] { $count } minutos
    [one] { $count } minuto
   *[other] { $count } minutos
}
duration-hours = { $count ->
    [0] { $count } horas
    [one] { $count } hora
   *[other] { $count } horas
}
duration-days = { $count ->
    [0] { $count } dias
    [one] { $count } dia
   *[other] { $count } dias
}

## O anúncio de um torneio.

tournament-rounds = { $count ->
    [0] { $count } rodadas.
    [one] { $count } rodada.
   *[other] { $count } rodadas.
}
tournament-max-players = { $count ->
    [one] No máximo { $count } jogador.
   *[other] No máximo { $count } jogadores.
}

## Quantidades, dentro de uma frase.

count-rounds = { $count ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
}
count-players = { $count ->
    [0] { $count } jogadores
    [one] { $count } jogador
   *[other] { $count } jogadores
}
count-matches = { $count ->
    [0] { $count } confrontos
    [one] { $count } confronto
   *[other] { $count } confrontos
}
count-rated-games = { $count ->
    [0] { $count } partidas ranqueadas
    [one] { $count } partida ranqueada
   *[other] { $count } partidas ranqueadas
}

## As publicações de um torneio (crates/tournament).

tournament-point-one = 1 ponto
tournament-point-half = ½ ponto
tournament-points = { $points } pontos
tournament-entrants-more = { $names } e mais { $more } (`/tournament standings` mostra todos)

tournament-result-forfeit = { $loser } perdeu por W.O. para { $winner }.
tournament-result-both-forfeit = { $white } e { $black } perderam ambos por W.O.
tournament-result-requested-bye = { $player }: folga pedida (½ ponto).
tournament-result-in-progress = { $white } contra { $black }: em andamento

tournament-board-requested-bye = { $number }. { $player }: folga pedida (½ ponto)
tournament-board-bye = { $number }. { $player }: folga ({ $worth })
tournament-board-game = { $number }. { $white } (brancas) contra { $black } (pretas)
tournament-round-header = { $tournament }: rodada { $round } de { $rounds }
tournament-first-move-by = Faça seu primeiro lance em até { $duration } (o tempo acaba { $stamp }) ou você perde por W.O.

## O anúncio.

tournament-no-clock = sem relógio
tournament-created = { $tournament } por { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , ataque ao rei
       *[other] {""}
    }, { $rated ->
        [yes] ranqueado
       *[other] amistoso
    }.
tournament-rule-first-move = Faça seu primeiro lance em até { $duration } ou você perde por W.O.
tournament-rule-move-limit = Sem relógio, cada lance em até { $duration }: quem deixa o prazo passar perde a partida.
tournament-entry = Inscrição: { $conditions }.
tournament-entry-role = membros com { $role }
tournament-entry-min-games = pelo menos { $games } em { $preset }
tournament-winner-gets = O vencedor ganha { $role }.
tournament-starts = Começa { $date } ({ $countdown }).
tournament-checkin-opens = O check-in abre { $at }: quem não fizer check-in até o início é retirado.
tournament-checkin-opens-short = O check-in abre { $at }.
tournament-repeats = Repete { $repeat ->
        [daily] todo dia
        [monthly] todo mês
       *[weekly] toda semana
    } (edição { $edition }).
tournament-repeats-at = Repete { $repeat ->
        [daily] todo dia
        [monthly] todo mês
       *[weekly] toda semana
    } (edição { $edition }), às { $time } { $zone }.
tournament-organizer-starts = O organizador inicia.
tournament-announcement = 🏆 { $tournament } por { $organizer }. { $status }
tournament-status-open = Aberto: aperte Entrar para participar.
tournament-status-finished = Encerrado: a classificação final está abaixo.
tournament-status-cancelled = Cancelado.
tournament-status-running = Em andamento: rodada { $round } de { $rounds }.
tournament-late-entries-until-last = Inscrições tardias até a última rodada começar: aperte Entrar.
tournament-no-entrants = Ainda sem participantes: aperte Entrar.
tournament-entrants = Participantes ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (retirado)
tournament-game = { $preset }{ $strikes ->
        [yes] , ataque ao rei
       *[other] {""}
    }, { $rated ->
        [yes] ranqueado
       *[other] amistoso
    }
tournament-card-footer = Torneio nº { $id }. Aperte Regras para ver as regras.

tournament-field-format = Formato
tournament-field-game = Jogo
tournament-field-time = Ritmo
tournament-field-rounds = Rodadas
tournament-field-byes = Folgas
tournament-field-length = Duração
tournament-field-players = Jogadores
tournament-field-start = Início
tournament-field-entry = Inscrição
tournament-field-winner = Vencedor
tournament-rounds-at-start = definidas no início
tournament-rounds-by-players = conforme os jogadores

tournament-button-join = Entrar
tournament-button-leave = Sair
tournament-button-check-in = Fazer check-in
tournament-button-rules = Regras

## O início.

tournament-started = { $tournament } começou. Cabeças de chave:
tournament-seed = { $seed }. { $player } ({ $rating })

## As regras dos formatos.

tournament-double-round-robin = Todos contra todos em turno e returno.
tournament-swiss-bye-worth = Uma folga vale { $worth }.
tournament-swiss-no-requested-byes = Não é possível pedir folgas de meio ponto.
tournament-swiss-requested-byes = { $count ->
    [one] Cada jogador pode pedir { $count } folga de meio ponto (½ ponto, sem emparceiramento naquela rodada).
   *[other] Cada jogador pode pedir até { $count } folgas de meio ponto (½ ponto cada, sem emparceiramento naquela rodada).
}
tournament-swiss-byes-fact-none = { $worth }; nenhuma a pedido
tournament-swiss-byes-fact = { $worth }; { $count } a pedido (½)
tournament-arena-length = { $count ->
    [one] { $count } minuto.
   *[other] { $count } minutos.
}
tournament-arena-running = Em andamento: termina às { $end }. Inscrições tardias são bem-vindas: aperte Entrar.
tournament-arena-ends = A arena termina { $end }.
tournament-arena-games = { $tournament }: partidas
tournament-arena-game = { $tournament }: { $white } (brancas) contra { $black } (pretas)
tournament-knockout-running = Em andamento: a chave abaixo mostra como está.
tournament-knockout-match = { $best ->
        [1] Cada confronto é uma partida
       *[other] Cada confronto é melhor de { $best } (as cores alternam)
    }{ $tiebreak ->
        [replay] ; um confronto empatado é jogado de novo, com as cores trocadas, até uma partida decidir (no máximo 3, depois passa o melhor cabeça de chave).
        [armageddon] ; um confronto empatado vai para uma partida armagedom: as pretas têm 4/5 do tempo das brancas e o empate é das pretas.
       *[seed] ; num confronto empatado passa o melhor cabeça de chave.
    }
tournament-knockout-grand-final-reset = Grande final com revanche: se o vencedor da chave dos perdedores vencer, uma segunda decide.
tournament-knockout-grand-final = Um único confronto de grande final.
tournament-knockout-third-place = Os perdedores das semifinais disputam o terceiro lugar.
tournament-knockout-seeded-rating = Cabeças de chave por rating.
tournament-knockout-seeded-join = Cabeças de chave por ordem de inscrição.
tournament-knockout-seeded-random = Cabeças de chave por sorteio.
tournament-knockout-new-games = { $tournament }: novas partidas
tournament-knockout-game = { $match }: { $white } (brancas) contra { $black } (pretas)

## Classificação.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = classificação após a rodada { $round }
tournament-standings-now-round = classificação atual, rodada { $round } em andamento
tournament-standings-now = classificação atual
tournament-standings-final = classificação final
tournament-standings-not-started = (não começou)
tournament-standings-joined = { $players } inscritos até agora: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (retirado)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz corte 1 (pontos dos adversários, sem o menor)
tournament-tiebreak-bh = Buchholz (pontos dos adversários)
tournament-tiebreak-sb = Sonneborn-Berger (pontos dos adversários vencidos, metade dos empatados)
tournament-tiebreak-win = rodadas vencidas
tournament-tiebreak-won = partidas vencidas no tabuleiro
tournament-tiebreak-de = confronto direto (resultados entre os empatados)

## O fim.

tournament-over-unpairable = { $tournament } acabou após a rodada { $round }: a próxima rodada não pode ser emparceirada ({ $why }).
tournament-over = 🏆 { $tournament } acabou! Parabéns, { $winners }!
tournament-names-and-more = { $names } e mais { $more }
tournament-final-title = 🏆 { $name }: classificação final
tournament-final-footer = Torneio nº { $id }
tournament-final-more = … e mais { $count }: `/tournament standings` mostra todos.

tournament-late-join-by-rounds = { $player } entrou atrasado em { $tournament }, a partir da rodada { $round }; rodadas perdidas: { $missed }, cada uma não jogada (0 pontos).
tournament-swiss-bye-taken = { $player } tira uma folga de meio ponto na rodada { $round } de { $tournament }: sem emparceiramento, ½ ponto. Folgas restantes: { $left }.
