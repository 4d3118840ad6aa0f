# Por que um lance não é legal ou o texto não pode ser lido (fonte: en-US).
# Cada mensagem é uma oração sem ponto final. Plural: one, other.

moves-role = { $role ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
       *[king] rei
    }
moves-role-the = { $role ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    }
moves-role-your = { $role ->
        [pawn] o seu próprio peão
        [knight] o seu próprio cavalo
        [bishop] o seu próprio bispo
        [rook] a sua própria torre
        [queen] a sua própria dama
       *[king] o seu próprio rei
    }
moves-role-enemy = { $role ->
        [pawn] o peão inimigo
        [knight] o cavalo inimigo
        [bishop] o bispo inimigo
        [rook] a torre inimiga
        [queen] a dama inimiga
       *[king] o rei inimigo
    }

moves-how-to-write = escreva em SAN como e4, Nf3, exd5, O-O ou e8=Q, em UCI como e2e4, ou um voo como e4>e5>e6>d7 (e4* para se autodestruir)
moves-no-move = nenhum lance informado: { moves-how-to-write }
moves-too-long = esse texto é longo demais para ser um lance ({ $count ->
        [one] { $count } caractere
       *[other] { $count } caracteres
    }): { moves-how-to-write }
moves-unreadable = não consigo ler `{ $text }` como lance: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` é um registro de abate (voo/lance que abate), não um lance: informe só o lance
moves-bad-flight = `{ $text }` não é um voo: { $why }; escreva a casa de lançamento e cada casa em que ele entra, ligadas por `>`, como e4>e5>e6>d7, ou e4* para se autodestruir
moves-flight-not-a-square = `{ $text }` não é uma casa
moves-flight-too-many-steps = um voo tem no máximo 7 passos
moves-flight-no-steps = ele não tem passos
moves-not-legal-why = `{ $text }` não é legal: { $why }
moves-not-legal = `{ $text }` não é legal
moves-ambiguous = `{ $text }` é ambíguo: { $moves }; diga qual
moves-promotion-letter-missing = `{ $text }` precisa de uma peça de promoção: acrescente q, r, b ou n, como { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` precisa de uma peça de promoção: escreva { $to }=Q, { $to }=R, { $to }=B ou { $to }=N
moves-pawns-board-letter = `{ $text }`: no tabuleiro de peões, um peão que chega à última fileira vence como está e não leva letra de promoção: escreva { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: no tabuleiro de peões, um peão que chega à última fileira vence como está e não leva letra de promoção: escreva o lance sem ela
moves-only-last-rank-promotes-write = só um peão que chega à última fileira é promovido; escreva { $from }{ $to }
moves-only-last-rank-promotes = só um peão que chega à última fileira é promovido
moves-text-after-game-over = `{ $text }` não pode ser jogado: a partida acabou
moves-no-legal-move = nenhum lance é legal nesta posição (a partida acabou)
moves-game-over = a partida acabou
moves-not-legal-here = { $move } não é legal aqui

moves-self-immolation-record = `{ $text }`: uma autodestruição não pode ser abatida; um registro de abate é o voo até onde chegou, `/` e o lance que abate, como e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: falta o lance que abate depois de `/`: informe-o em UCI, como { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: o míssil não pode ser abatido em { $square }: nenhuma captura legal o alcança ali
moves-not-a-shoot-down = `{ $text }` não abate o míssil em { $square }: os abates legais ali são { $options }
moves-self-immolation-shot-down = `{ $flight }` é uma autodestruição, que não pode ser abatida
moves-detonates-at = o míssil detona em { $square } (ali há uma peça inimiga: { moves-role }): ele só pode ser abatido nas casas entre o lançamento e o alvo
moves-shielded-at = o míssil está protegido em { $square } por uma peça do próprio lado ({ moves-role }): ali ele não pode ser abatido
moves-not-entered-yet = um míssil só pode ser abatido depois de entrar em uma casa
moves-cannot-shoot-down-on = o míssil não pode ser abatido em { $square }
moves-not-legal-shoot-down = { $shooter } não é um abate legal em { $square }
moves-shooter-cannot = { $shooter } não pode abater o míssil em { $square }

moves-flight-not-legal = esse voo não é legal: { $why }
moves-missiles-not-in-game = mísseis não fazem parte desta partida (regras { $preset }): peões não podem ser disparados
moves-no-missiles-in = não há mísseis em { $preset }
moves-no-pawn-to-fire = não há peão em { $launch } para disparar
moves-no-own-pawn-to-fire = não há peão { $color ->
        [white] branco
       *[black] preto
    } em { $launch } para disparar
moves-others-piece = { moves-role-the } em { $square } é das { $owner ->
        [white] Brancas
       *[black] Pretas
    }, e a vez é das { $turn ->
        [white] Brancas
       *[black] Pretas
    }
moves-not-yours = a peça em { $square } ({ moves-role }) não é sua: a vez é das { $turn ->
        [white] Brancas
       *[black] Pretas
    }
moves-not-a-pawn = a peça em { $launch } ({ moves-role }) não é um peão: só peões podem ser disparados
moves-starting-rank = o peão em { $launch } ainda está na fileira inicial: um peão só pode disparar depois de ter se movido
moves-starting-rank-yet = o peão em { $launch } ainda está na fileira inicial e ainda não pode disparar
moves-forward-cooldown = o peão em { $launch } se moveu na sua última vez: nas regras para a frente ele precisa esperar uma vez antes de disparar
moves-cooldown = esse peão está esfriando: você moveu o peão em { $launch } na última vez, então ele não pode disparar nesta
moves-self-immolation-exposes = tirar o peão em { $launch } deixaria o seu rei em xeque
moves-king-exposed-without-pawn = o seu rei ficaria em xeque sem esse peão

moves-not-one-step = de { $from } para { $to } não é um só passo: cada casa em que ele entra precisa tocar a anterior
moves-not-adjacent = { $to } não fica ao lado de { $from }: cada passo entra em uma casa vizinha
moves-too-sharp = a curva em { $square } (rumo a { $toward }) é fechada demais: um míssil vira no máximo 45° (um oitavo) por passo
moves-step-too-sharp = de { $from } para { $to }: um míssil pode virar no máximo 45 graus por passo
moves-diagonal = de { $from } para { $to } é na diagonal: nas regras para a frente os mísseis só vão reto para a frente ou para o lado
moves-backward = de { $from } para { $to } vai para trás: nas regras para a frente os mísseis nunca voltam
moves-step-forward-only = de { $from } para { $to }: aqui os mísseis voam só para a frente ou para o lado, nunca para trás nem na diagonal
moves-two-sideways = dois passos laterais seguidos (para { $into }, depois { $then }): dê um passo para a frente entre passos laterais
moves-step-two-sideways = de { $from } para { $to }: um míssil não pode dar dois passos laterais seguidos
moves-through-enemy = o míssil não pode atravessar { moves-role-enemy } em { $square }: um voo termina na primeira peça inimiga em que entra
moves-pass-through-enemy = o míssil não pode atravessar a peça inimiga em { $square }
moves-no-way-on = nenhum voo legal continua por { $square }: todo caminho deixaria o seu rei em xeque ou não pode terminar em um alvo
moves-ends-on-empty = um míssil precisa terminar em uma peça inimiga, e { $target } está vazia (para destruir só o peão, escreva { $launch }*)
moves-must-end-on-enemy = um míssil precisa terminar em uma peça inimiga, e não há nenhuma em { $square }
moves-ends-on-own = um míssil pode passar sobre as suas próprias peças, mas não terminar em uma delas (em { $target } está { moves-role-your })
moves-king-strikes-off = ataques ao rei estão desligados nesta partida: o rei em { $target } não pode ser alvo
moves-no-king-strikes = nesta partida os mísseis não podem atingir o rei
moves-flight-exposes-king = deixaria o seu rei em xeque no caminho ou após a detonação (a ameaça de um míssil nunca conta, mas ataques comuns ao seu rei contam)
moves-check-after-detonation = o seu rei ficaria em xeque depois que o míssil destruísse a peça em { $square }
moves-check-with-missile-on = o seu rei ficaria em xeque com o míssil em { $square }

moves-no-king-to-castle = não há rei para rocar
moves-no-castling-right = você não tem mais o direito de rocar { $side ->
        [queenside] na ala da dama
       *[kingside] na ala do rei
    }
moves-castle-out-of-check = você não pode rocar para sair do xeque
moves-castling-blocked = o roque { $side ->
        [queenside] grande
       *[kingside] pequeno
    } precisa das casas entre rei e torre vazias, e o rei não pode passar por uma casa atacada nem parar nela
moves-cannot-castle-now = você não pode rocar aí agora: o rei ou a torre já se moveu, uma casa no meio está ocupada, ou o rei passaria por uma casa atacada ou pararia nela

moves-no-piece = não há peça em { $square }
moves-stays-put = um lance precisa ir a algum lugar: de { $from } para { $to } fica parado
moves-own-piece-on = { moves-role-your } está em { $square }
moves-king-one-square = o rei anda uma casa: ele não pode ir de { $from } para { $to }
moves-knight-cannot = um cavalo não pode saltar de { $from } para { $to }
moves-blocked-by = o caminho de { $from } para { $to } está bloqueado por { moves-role-the } em { $square }
moves-blocked = o caminho de { $from } para { $to } está bloqueado
moves-cannot-move-from-to = { moves-role-the } não pode ir de { $from } para { $to }
moves-cannot-move-to = a peça em { $from } ({ moves-role }) não pode ir para { $to }
moves-pawn-blocked = o peão em { $from } está bloqueado
moves-pawn-two-from-start-only = só um peão na fileira inicial pode avançar duas casas; o peão em { $from } pode avançar uma
moves-pawn-diagonal-captures = um peão só anda na diagonal para capturar, e { $to } está vazia
moves-pawn-cannot-reach = um peão em { $from } não alcança { $to }
moves-must-promote = um peão que chega à última fileira precisa ser promovido: acrescente q, r, b ou n
moves-promotes-to = um peão é promovido a dama, torre, bispo ou cavalo
moves-pawns-board-no-promotion = no tabuleiro de peões, um peão que chega à última fileira vence e não é promovido
moves-king-in-check-on = o seu rei ficaria em xeque em { $to }
moves-check-not-stopped = o seu rei está em xeque, e este lance não acaba com o xeque
moves-in-check = você está em xeque, e esse lance não tira o seu rei do xeque
moves-pinned = a peça em { $square } ({ moves-role }) está cravada: movê-la exporia o seu rei ao xeque
moves-leaves-king-in-check = deixaria o seu rei em xeque
moves-king-would-be-in-check = o seu rei ficaria em xeque
moves-no-piece-of-role = você não tem nenhuma peça assim ({ moves-role })
moves-none-can-reach = nenhuma peça sua assim ({ moves-role }) alcança { $to }
