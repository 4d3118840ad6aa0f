# As mensagens de uma partida (fonte: en-US). Você. Plural: one, other.

## Os jogadores e de quem é a vez.

game-player = **{ $name }** ({ $side ->
        [white] brancas
       *[black] pretas
    })
game-to-move = Vez de { $player }.
game-to-move-in-check = Vez de { $player } (em xeque).
game-clocks = Relógios: brancas { $white }, pretas { $black }.
game-move-deadline = O tempo para este lance acaba { $when }.

## As configurações da partida.

game-clock-none = sem relógio
game-clock-live = relógio { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } dia por lance
       *[other] { $days } dias por lance
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, ataques ao rei { $king-strikes ->
        [on] ativados
       *[off] desativados
    }, { $intercept } para interceptar, { $clock }
game-summary-ai = { $summary }, contra a IA no nível { $level }

## A primeira mensagem e /board.

game-start = **{ $white }** (brancas) contra **{ $black }** (pretas): { $summary }.
game-board = { $white } (brancas) contra { $black } (pretas): { $summary }.
game-board-missile = Há um míssil no ar em { $square }.
game-export = O registro da partida { $game }.

## Lances, voos e abates.

game-moved = { $player } joga **{ $san }**.
game-steer-first = { $player }, guie o míssil a partir de **{ $square }**: escolha a primeira casa em que ele entra (numa casa com uma peça inimiga, ele detona).
game-steer-next = { $line } — { $player }: escolha a próxima casa em que ele entra.
game-self-destruct = Autodestruição
game-question = { $line } — { $defender }: abater ({ $labels }) ou deixar passar? Termina { $when }
game-question-notice = { $defender }, o míssil está em **{ $square }**: abata-o ou deixe-o passar; a pergunta termina { $when }.
game-let-pass = Deixar passar
game-passed = { $line } — { $defender } deixa passar.
game-passed-timeout = { $line } — sem resposta de { $defender } em { $intercept }: ele passa.
game-question-cut-short = { $line } — a partida terminou antes de uma resposta.
game-shot-down = 💥 { $defender } o abate em { $square } com { $san }.
game-detonated = 💥 O míssil de { $attacker } detona em { $square } e destrói { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } de { $defender }.
game-self-destructed = 💥 O peão de { $player } em { $square } se autodestrói.

## Ofertas de empate e lembretes.

game-draw-offer = { $player } oferece empate. { $opponent }, aceita ou recusa?
game-accept = Aceitar
game-decline = Recusar
game-draw-declined = { $player } recusa o empate.
game-draw-agreed = Empate combinado.
game-draw-offer-ended = Esta oferta de empate terminou: a partida acabou.
game-draw-offer-lapsed = A oferta de empate caducou: um lance foi jogado no lugar.
game-reminder = Lembrete: { $player }, é a sua vez; seu tempo acaba { $when }.
game-move-limit-half-lose = Lembrete: { $player }, é a sua vez; metade do limite por lance ({ $limit }) já passou: você perde a partida { $when }.
game-move-limit-half-claim = Lembrete: { $player }, é a sua vez; metade do limite por lance ({ $limit }) já passou: { $opponent } poderá reivindicar a vitória { $when }.
game-move-limit-reached = { $player } não jogou dentro do limite por lance ({ $limit }): { $opponent }, você pode reivindicar a vitória com `/claim` ou esperar o lance.

## O fim.

game-rematch = Revanche
game-analyse = Analisar
game-aborted = A partida foi anulada: sem resultado.
game-over-agreement = Fim de jogo: empate por acordo.
game-over-win = Fim de jogo: { $winner } vence: { $why }.
game-over-draw = Fim de jogo: empate: { $why }.
game-why-resignation = { $player } abandona
game-why-time = o tempo de { $player } acabou
game-why-move-limit = { $player } não jogou dentro do limite por lance ({ $limit })
game-why-time-no-material = o tempo de { $player } acabou, mas { $opponent } tem material de menos para vencer
game-why-threefold = reivindicado por repetição tripla (a mesma posição três vezes)
game-why-fifty-moves = reivindicado pela regra dos 50 lances (50 lances de cada lado sem captura, lance de peão ou voo)
game-why-checkmate = { $player } levou xeque-mate
game-why-king-destroyed = um míssil destruiu o rei de { $player }
game-why-promotion = o peão em { $square } chegou à última fileira
game-why-promotion-somewhere = um peão chegou à última fileira
game-why-stalemate = { $player } está afogado (sem lance legal, sem estar em xeque)
game-why-no-legal-move = { $player } não tem lance legal
game-why-no-pawns = { $player } não tem mais peões
game-why-no-pawns-side = um lado não tem mais peões
game-why-insufficient-material = nenhum lado tem material suficiente para dar mate
game-why-seventy-five-moves = 75 lances de cada lado sem captura, lance de peão ou voo
game-why-fivefold = a mesma posição ocorreu cinco vezes
game-decided = Fim de jogo: { $what }, definido por **{ $by }**.
game-an-organizer = um organizador
game-decided-win = { $player } vence ({ $score })
game-decided-forfeit = { $player } vence por W.O. ({ $score })
game-decided-draw = empate (½-½)
game-decided-double-forfeit = os dois jogadores perdem por W.O. (-/-)
