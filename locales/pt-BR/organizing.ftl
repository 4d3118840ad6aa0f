# Organizar torneios: por que uma ação de torneio foi recusada, inscrições,
# saídas, cancelamentos e a espera por um início agendado.

## Recusas. $name: o nome de um torneio (em negrito).

organizing-bad-format = Não conheço o formato de torneio `{ $text }`: escolha { $formats }.
organizing-not-an-option-of = `{ $option }` não é uma opção deste torneio { $format }: ela é para torneios { $formats }. Crie um com { $create }, ou deixe `{ $option }` de fora.
organizing-no-formats = nenhum
organizing-too-many-for-bracket = Uma chave de mata-mata aceita no máximo 128 jogadores e { $have } entraram: remova alguns com /tournament kick, ou faça um sistema suíço.
organizing-match-result-or-winner = Informe `result` (o resultado da partida em andamento do confronto, como `1-0`) ou `winner` (o jogador que avança), não os dois e não nenhum.
organizing-bad-start = Não entendi o horário de início `{ $text }`: escreva `in 2h`, um horário UTC como `18:30`, data e hora com fuso como `2026-12-04 19:00 Europe/Berlin`, um carimbo de tempo do Discord como `<t:1796497200>` ou segundos Unix; ou deixe em branco e inicie você mesmo o torneio.
organizing-start-passed = O horário de início `{ $text }` é { $date }, que já passou: informe um horário no futuro.
organizing-start-too-far = O horário de início `{ $text }` está a mais de 30 dias: crie o torneio mais perto da data.
organizing-unknown-zone = Não conheço o fuso horário `{ $text }`: use um nome IANA como `Europe/Berlin`, `America/New_York` ou `UTC`.
organizing-bad-no-show = Não entendi o tempo de ausência `{ $text }`: escreva um número e uma unidade, como `30s`, `2m`, `5m`, `1h` ou `1d`, de 10 segundos a 7 dias, ou deixe em branco para o padrão (5 minutos; 24 horas com controle de tempo por correspondência).
organizing-bad-move-limit = Não entendi o limite por lance `{ $text }`: escreva um número e uma unidade, como `30s`, `2m`, `1h` ou `1d`, de 10 segundos a 14 dias, ou deixe em branco para o padrão (1 dia).
organizing-move-limit-with-clock = `move_limit` é para torneios sem relógio: com um controle de tempo, o relógio limita cada lance. Deixe `move_limit` de fora, ou crie o torneio com `time:none`.
organizing-bad-bye = Pontos de folga `{ $text }` não são possíveis: escolha `1` (o padrão), `0.5` (ou `½`) ou `0`.
organizing-bad-name = Dê ao torneio um nome de 1 a 80 caracteres.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } rodada não é possível
       *[other] { $rounds } rodadas não é possível
    }: escolha de 1 a 30 rodadas, ou deixe em branco para um número que combine com os jogadores.
organizing-bad-minutes = Uma arena de { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } não é possível: escolha de 1 a 1440 minutos.
organizing-no-tournament-here = Não há nenhum torneio aberto ou em andamento neste canal. Crie um com /tournament create.
organizing-edit-after-start = **{ $name }** já começou: ele só pode ser editado antes do início. Os resultados são definidos com `/tournament result`.
organizing-nothing-to-edit = Nada para mudar: informe pelo menos uma opção em `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, `rounds` e `byes` de um sistema suíço, `minutes` de uma arena.
organizing-edit-other-format = **{ $name }** é um torneio { $format }: altere-o com `/tournament edit { $format }`, não com `/tournament edit { $asked }`.
organizing-edit-not-for-format = Este torneio { $format } não tem `{ $option }` para mudar: `{ $option }` é para torneios { $formats }.
organizing-max-below-joined = { $joined ->
        [one] { $joined } jogador já entrou
       *[other] { $joined } jogadores já entraram
    }: `max_players` não pode ser { $max }. Informe { $joined } ou mais, ou remova jogadores antes.
organizing-choose-tournament = Este canal tem vários torneios: { $choices }. Escolha um com a opção `tournament:` (ela sugere enquanto você digita).
organizing-choices-more = mais { $count }
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Você já tem { $limit } torneios abertos neste servidor ({ $open }), o máximo por membro. Termine ou cancele um (`/tournament cancel`) antes de criar outro.
organizing-no-such-tournament = Não existe o torneio #{ $id }. Veja os torneios deste canal com /tournament standings.
organizing-already-joined = Você já entrou em **{ $name }**. Espere ele começar.
organizing-full = **{ $name }** está lotado ({ $max ->
        [one] { $max } jogador
       *[other] { $max } jogadores
    }). Peça uma vaga ao organizador, ou entre em outro torneio.
organizing-already-started = **{ $name }** já começou e não aceita mais inscrições (um todos contra todos não aceita nenhuma depois do início; um sistema suíço nenhuma depois que a última rodada é emparceirada; uma arena nenhuma depois do fim). Entre no próximo.
organizing-over = **{ $name }** terminou. Veja a classificação final, ou crie um novo torneio.
organizing-not-joined = Você não está jogando em **{ $name }**. Entre com /tournament join enquanto ele estiver aberto.
organizing-not-running = **{ $name }** ainda não começou: use /tournament leave para sair.
organizing-already-withdrawn = Você já saiu de **{ $name }**.
organizing-not-organizer = Só o organizador ({ $organizer }), um membro com "Gerenciar servidor" ou um com o cargo de organizador de torneios do servidor pode { $action }. Peça a um deles (`/tournament settings` mostra o cargo).
organizing-organizer-action = { $action ->
        [add] adicionar jogadores a este torneio
        [results] definir resultados neste torneio
        [start] iniciar este torneio
        [cancel] cancelar este torneio
        [pair] emparceirar a próxima rodada deste torneio
        [remove] remover jogadores deste torneio
       *[other] editar este torneio
    }
organizing-too-few-players = Um torneio deste formato precisa de pelo menos { $needed ->
        [one] { $needed } jogador
       *[other] { $needed } jogadores
    } e tem { $have }. Espere mais jogadores entrarem.
organizing-round-in-progress = A rodada { $round } ainda está sendo jogada ({ $games }). A próxima rodada é emparceirada sozinha quando a última partida terminar.
organizing-round-in-progress-no-show = Um jogador que não tiver jogado até { $time } perde por W.O.
organizing-round-in-progress-under-way = As partidas estão em andamento: espere elas terminarem.
organizing-arena-pairs-itself = **{ $name }** é uma arena: os jogadores livres são emparceirados sozinhos, não há rodadas para emparceirar.
organizing-no-more-rounds = Todas as rodadas de **{ $name }** já foram emparceiradas; ele termina quando a última partida terminar.
organizing-not-in-tournament-game = O berserk é para a sua própria partida de arena, no tópico dela, antes do seu primeiro lance.
organizing-berserk-too-late = Você só pode dar berserk antes do seu primeiro lance da partida.
organizing-berserk-no-clock = O berserk corta seu relógio pela metade: este torneio não tem relógio.
organizing-no-abort = Partidas de torneio não podem ser anuladas. Abandone, ou saia do torneio com /tournament withdraw.
organizing-pairing-failed = Não foi possível emparceirar a próxima rodada ({ $error }). O organizador pode tentar de novo com /tournament pair.
organizing-not-swiss = Um arquivo TRF só existe para torneios no sistema suíço; em vez disso, o PGN de cada partida vai anexado.
organizing-save-failed = Não consegui salvar isso. Tente de novo daqui a pouco.
organizing-bad-max-players = No máximo { $max ->
        [one] { $max } jogador
       *[other] { $max } jogadores
    } não é possível: escolha de 2 a 1.000 jogadores, ou deixe em branco para 256.
organizing-bad-role = `{ $text }` não é um cargo: escolha um cargo deste servidor, ou deixe em branco para que qualquer um possa entrar.
organizing-needs-start-time = `{ $option }:` precisa de um horário de início: adicione `starts:` (como `in 2h`, `18:30 Europe/Berlin` ou `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` não é uma duração: escreva como `10m`, `1h` ou `1d`, ou `0` para nenhum lembrete.
organizing-bad-checkin = `{ $option }:{ $text }` não é uma duração: escreva como `10m`, `1h` ou `1d`, ou deixe em branco para não ter check-in.
organizing-check-in-opens = O check-in de **{ $name }** abre { $when }: volte nessa hora.
organizing-check-in-not-open = **{ $name }** não tem check-in aberto agora.
organizing-not-entered = Você não entrou em **{ $name }**: aperte Entrar primeiro, depois Fazer check-in.
organizing-bad-result = Não entendi o resultado `{ $text }`: escreva `1-0`, `0-1`, `1/2` (empate; `½`, `½-½`, `1/2-1/2` e `0.5-0.5` também servem), `+-` (as brancas vencem por W.O.), `-+` (as pretas vencem por W.O.) ou `0-0` (os dois perdem por W.O.).
organizing-byes-swiss-only = **{ $name }** não é um sistema suíço: folgas de meio ponto só podem ser pedidas num sistema suíço. Retire-se se não puder continuar jogando.
organizing-byes-off = **{ $name }** não dá folgas a pedido. Jogue suas partidas, ou retire-se se não puder continuar jogando.
organizing-no-byes-left = Você já usou { $allowed ->
        [one] sua folga de meio ponto
       *[other] suas { $allowed } folgas de meio ponto
    } em **{ $name }**. Jogue suas partidas, ou retire-se se não puder continuar jogando.
organizing-bye-already-requested = Você já pediu uma folga de meio ponto para a rodada { $round } de **{ $name }**: você não será emparceirado nela.
organizing-bye-too-late = A última rodada de **{ $name }** já foi emparceirada: não sobra nenhuma rodada para tirar folga. Jogue sua partida, ou retire-se.
organizing-no-such-round = Não existe a rodada { $round }: { $rounds ->
        [0] nenhuma rodada foi emparceirada ainda.
        [one] só a rodada 1 foi emparceirada.
       *[other] as rodadas 1 a { $rounds } foram emparceiradas.
    }
organizing-no-such-board = Não existe o tabuleiro { $board } na rodada { $round }: { $boards ->
        [one] ela só tem o tabuleiro 1.
       *[other] os tabuleiros dela vão de 1 a { $boards }.
    }
organizing-bye-board = O tabuleiro { $board } da rodada { $round } é uma folga: não tem partida nem resultado para definir. Escolha um tabuleiro com dois jogadores.
organizing-results-not-started = **{ $name }** ainda não começou: não há resultados para definir.
organizing-results-over = **{ $name }** terminou: os resultados são definitivos e não podem mais ser alterados.
organizing-results-cancelled = **{ $name }** foi cancelado: não há resultados para definir.
organizing-missing-role = Você precisa do cargo { $role } para entrar em **{ $name }**.
organizing-too-few-rated-games = **{ $name }** exige pelo menos { $needed } em { $preset }; você tem { $have }. Jogue mais { $more } e entre de novo.
organizing-already-berserk = Você já deu berserk nesta partida.
organizing-unpairable = A próxima rodada de **{ $name }** não pode ser emparceirada depois da rodada { $round }: todo emparceiramento restante seria uma revanche ou uma segunda folga. O torneio termina aqui.
organizing-bad-repeat = `{ $text }` não é uma repetição: escolha none, daily, weekly ou monthly.
organizing-bad-zone = `{ $text }` não é um fuso horário que eu conheça. Informe um nome IANA como `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` ou `UTC` (veja https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); nada foi alterado.

## Inscrições, saídas, cancelamentos e a espera pelo início (postagens).

organizing-back = { $player } voltou para { $tournament }: será emparceirado de novo assim que um adversário estiver livre.
organizing-left = { $player } saiu de { $tournament }.
organizing-removed = { $player } foi removido de { $tournament }: qualquer partida em andamento é perdida por W.O.
organizing-withdrew = { $player } se retirou de { $tournament }: qualquer partida em andamento é perdida por W.O.
organizing-added = { $mention }, { $by } adicionou você (**{ $player }**) a { $tournament }. Não vai jogar? Aperte **Sair** abaixo (ou `/tournament leave`).
organizing-cancelled = { $tournament } foi cancelado pelo organizador.
organizing-cancelled-too-few = { $tournament } foi cancelado: inscrições: { $players }; são necessários pelo menos { $min }.
organizing-cancelled-too-few-checked-in = { $tournament } foi cancelado: check-ins: { $players }; são necessários pelo menos { $min }.
organizing-run-up = ⏰ { $tournament } começa { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } começa { $date }. O check-in está aberto: aperte Fazer check-in abaixo antes que ele feche { $countdown }, ou você será retirado no início.
organizing-withdrawn-absent = { $names } não { $count ->
        [one] fez check-in em { $tournament } e foi retirado.
       *[other] fizeram check-in em { $tournament } e foram retirados.
    }
organizing-withdrawn-absent-late = Ainda dá para entrar atrasado: aperte Entrar.
organizing-checked-in = Seu check-in em { $tournament } está feito. Ele começa { $countdown }.

## Em outros lugares.

organizing-calendar-description = Torneio { $format } de { $preset }, { $time }. Entre com o botão Entrar do anúncio.
organizing-winner-role-reason = vencedor de { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Uma chave de mata-mata aceita de 2 a 128 jogadores, não { $players }: divida o grupo ou faça primeiro um sistema suíço.
organizing-bracket-third-place = Uma chave de 2 jogadores não tem semifinais, então não há confronto pelo terceiro lugar: deixe-o de fora ou tenha pelo menos 3 jogadores.
organizing-bracket-match-name = '{ $text }' não é um nome de confronto: escreva W<rodada>-<n>, L<rodada>-<n>, GF1, GF2 ou 3P (por exemplo W1-2).
organizing-bracket-no-such-match = Não há confronto { $match } nesta chave: liste os confrontos para ver os nomes.
organizing-bracket-not-ready = { $match } ainda não está pronto: os dois jogadores ainda não são conhecidos; registre primeiro os confrontos anteriores.
organizing-bracket-walkover = { $match } é vitória por W.O.: { $seed } avança sem jogar, então não aceita resultado.
organizing-bracket-walkover-open = { $match } é vitória por W.O.: uma vaga está vazia, então quem ocupar a outra avança sem jogar; não aceita resultado.
organizing-bracket-empty = { $match } nunca é jogado: as duas vagas estão vazias; não aceita resultado.
organizing-bracket-no-reset = GF2 não é jogado: { $seed } venceu GF1 vindo da chave dos vencedores e a chave terminou.
organizing-bracket-already-decided = { $match } já está decidido ({ $winner } venceu): um resultado é registrado só uma vez.
organizing-bracket-not-in-match = { $seed } não joga { $match }, que é { $a } contra { $b }: indique um dos dois como vencedor.
