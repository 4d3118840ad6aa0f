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
tournament-rule-move-limit = Sem relógio, cada lance em até { $duration }: o jogador que deixa o prazo passar perde a partida.
tournament-entry = Inscrição: { $conditions }.
tournament-entry-role = membros com { $role }
tournament-entry-min-games = pelo menos { $games } em { $preset }
tournament-winner-gets = O vencedor ganha { $role }.
tournament-starts = Começa { $date } ({ $countdown }).
tournament-checkin-opens = O check-in abre { $at }: os jogadores que não fizerem check-in até o início são retirados.
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
tournament-tiebreak-de = confronto direto (resultados entre os jogadores empatados)

## O fim.

tournament-over-unpairable = { $tournament } acabou após a rodada { $round }: a próxima rodada não pode ser emparceirada ({ $why }).
tournament-over = 🏆 { $tournament } acabou! Parabéns, { $winners }!
tournament-names-and-more = { $names } e mais { $more }
tournament-final-title = 🏆 { $name }: classificação final
tournament-final-footer = Torneio nº { $id }
tournament-final-more = … e mais { $count }: `/tournament standings` mostra todos.

tournament-late-join-by-rounds = { $player } entrou atrasado em { $tournament }, a partir da rodada { $round }; rodadas perdidas: { $missed }, cada uma não jogada (0 pontos).
tournament-swiss-bye-taken = { $player } tira uma folga de meio ponto na rodada { $round } de { $tournament }: sem emparceiramento, ½ ponto. Folgas restantes: { $left }.

# Por que a próxima rodada de um sistema suíço não pode ser emparceirada.
tournament-unpairable-rematch-or-bye = todo emparceiramento restante seria uma revanche ou uma segunda folga

## Resultados definidos pelo organizador, berserk, o registro, o cargo do vencedor.

tournament-result-forfeit-phrase = { $loser } perdeu por W.O. para { $winner }
tournament-result-both-forfeit-phrase = { $white } e { $black } perderam os dois por W.O.
tournament-adjudicated = Resultado definido por { $by } em { $tournament }: rodada { $round }, tabuleiro { $board }: { $result } ({ $was }).
tournament-adjudicated-was = antes { $score }
tournament-adjudicated-stopped = a partida é interrompida
tournament-berserk = { $player } entra no modo berserk: metade do relógio por um ponto extra se vencer!
tournament-record = O registro de { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } dividem o primeiro lugar em **{ $tournament }** e agora têm { $role }.
       *[no] 🏆 { $winners } vence **{ $tournament }** e agora tem { $role }.
    }

## `/tournament edit` e `/tournament list`.

tournament-edited = ✏️ { $by } mudou em { $tournament }: { $what }.
tournament-edited-start = Agora começa { $date } ({ $countdown }).
tournament-edited-shown = O anúncio mostra como está agora.
tournament-edited-field = { $field ->
        [name] o nome
        [start] o início
        [rounds] as rodadas
        [byes] as folgas
        [minutes] os minutos
        [time-control] o controle de tempo
        [most-players] o máximo de jogadores
        [no-show-time] o prazo de ausência
        [move-limit] o limite por lance
       *[other] { $text }
    }
tournament-list-none = Nenhum torneio está aberto, agendado ou em andamento neste servidor. Crie um com `/tournament create` (`repeat:weekly` o transforma em uma série).
tournament-list-header = Torneios deste servidor ({ $count }):
tournament-list-line = • { $tournament } em { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = começa { $date } ({ $countdown })
tournament-list-open = aberto, o organizador o inicia
tournament-list-running-round = em andamento, rodada { $round } de { $rounds }
tournament-list-running-ends = em andamento, termina às { $end }
tournament-list-repeats = ; repete { $repeat ->
        [daily] todo dia
        [monthly] todo mês
       *[weekly] toda semana
    }{ $at } (edição { $edition })
tournament-list-repeats-at = , às { $time } { $zone }
tournament-list-more = … e mais { $count }.

## Arenas: uma entrada atrasada, uma ausência; as colunas da imagem da classificação.

tournament-arena-late-join = { $player } entrou em { $tournament }: será emparceirado assim que um adversário estiver livre.
tournament-arena-no-show = { $result } { $player } não jogou a tempo e está em pausa: aperte Entrar no anúncio ou use /tournament join para ser emparceirado de novo.
tournament-column-points = Pontos
tournament-column-matches-won = Confrontos vencidos
tournament-column-streak = Sequência
tournament-column-player = Jogador
tournament-column-performance = Desemp.
tournament-streak-on-fire = em chamas ×2

## Mata-mata: o nome de um confronto, um confronto decidido, a chave.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Final
tournament-match-semi-final = Semifinal { $number }
tournament-match-quarter-final = Quartas de final { $number }
tournament-match-round = Rodada { $round }, confronto { $number }
tournament-match-winners-final = Final dos vencedores
tournament-match-winners-semi-final = Semifinal { $number } dos vencedores
tournament-match-winners-quarter-final = Quartas de final { $number } dos vencedores
tournament-match-winners-round = Rodada { $round } dos vencedores, confronto { $number }
tournament-match-losers-round = Rodada { $round } dos perdedores, confronto { $number }
tournament-match-grand-final = Grande final
tournament-match-grand-final-reset = Revanche da grande final
tournament-match-third-place = Terceiro lugar
tournament-match-beats = { $match }: { $winner } vence { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } e { $loser } empataram { $score }; { $winner }, o mais bem classificado, avança.
tournament-match-walkover = { $match }: { $winner } avança, { $loser } desistiu.
tournament-match-by-organizer = { $match }: { $winner } avança contra { $loser }, por decisão do organizador.
tournament-bracket-title = Chave de { $tournament }
tournament-bracket-summary = Decididos: { $decided }{ $playing }. A imagem mostra a chave inteira.
tournament-bracket-playing = ; em jogo: { $matches }
tournament-bracket-playing-more = { $matches } e mais

## Opções e resultados de mata-mata recusados.

tournament-knockout-bad-best-of = Um confronto de melhor de { $best } não é oferecido: escolha `best_of` 1 (padrão), 3 ou 5.
tournament-knockout-bad-tiebreak = O desempate `{ $text }` não é conhecido: escolha `replay` (padrão), `armageddon` ou `seed`.
tournament-knockout-bad-grand-final = A grande final `{ $text }` não é conhecida: escolha `double` (padrão: uma revanche se o vencedor da chave dos perdedores vencer a primeira) ou `simple`.
tournament-knockout-bad-seeding = O cabeçamento `{ $text }` não é conhecido: escolha `rating` (padrão), `join` ou `random`.
tournament-knockout-armageddon-untimed = Um desempate armageddon dá menos tempo às pretas, então precisa de relógio: adicione um `time` como `5+3`, ou escolha `tiebreak:replay` ou `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` é para eliminação dupla: uma eliminação simples termina na sua final. Use `/tournament create double-elimination` ou deixe `grand_final` de fora.
tournament-knockout-max-players = Uma chave de mata-mata aceita no máximo 128 jogadores, não { $max }: escolha `max_players` de 2 a 128, ou deixe vazio para 128.
tournament-knockout-third-place-in-double = `third_place` é para eliminação simples: na eliminação dupla a chave dos perdedores decide o terceiro lugar. Deixe `third_place` de fora ou use `/tournament create knockout`.
tournament-knockout-no-game = { $match } não tem nenhuma partida em andamento: para decidir o confronto você mesmo, indique o vencedor com `winner`.
tournament-knockout-not-running = { $tournament } não é um mata-mata em andamento: o vencedor de um confronto só é indicado enquanto a chave é jogada.

## Os rótulos da imagem da chave (curtos: ficam no alto de uma coluna).

tournament-bracket-winners-final = Final dos vencedores
tournament-bracket-winners-round = Vencedores, rodada { $round }
tournament-bracket-final = Final
tournament-bracket-semi-finals = Semifinais
tournament-bracket-quarter-finals = Quartas de final
tournament-bracket-round = Rodada { $round }
tournament-bracket-losers-final = Final dos perdedores
tournament-bracket-losers-round = Perdedores, rodada { $round }
tournament-bracket-grand-final = Grande final
tournament-bracket-reset = Revanche
tournament-bracket-third-place = Terceiro lugar
tournament-bracket-bye = folga
tournament-bracket-picture-title = { $format ->
        [double] Eliminação dupla
       *[single] Eliminação simples
    } · { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }
tournament-bracket-champion = { $title } · campeão: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } contra { $second }{ $rest }
