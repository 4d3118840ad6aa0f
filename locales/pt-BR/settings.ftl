# Configurações digitadas errado, um FEN inválido, um cargo do servidor não
# entregue (fonte: en-US). O que se digita fica como está. Plural: one (0 e 1), other.

settings-intercept-out-of-range = o tempo de interceptação { $given } está fora do intervalo: escolha de { $min } a { $max }
settings-intercept-not-understood = não entendi o tempo de interceptação `{ $text }`: escreva 30s, 5m, 2h, 1d ou só segundos, como 45
settings-unknown-colour = cor desconhecida `{ $text }`: escolha white, black ou random
settings-time-not-understood = não entendi o controle de tempo `{ $text }`: escreva minutos+incremento como 10+5, dias por lance como 3d (1d a 7d), ou none
settings-correspondence-out-of-range = o tempo por correspondência `{ $text }` está fora do intervalo: escolha de 1d a 7d por lance
settings-live-out-of-range = o controle de tempo `{ $text }` está fora do intervalo: de 1 a 180 minutos e de 0 a 180 segundos de incremento
settings-ai-level-out-of-range = o nível de IA { $level } está fora do intervalo: escolha de 1 (o mais fraco) a 8 (o mais forte)
settings-unknown-scope = escopo desconhecido `{ $text }`: escolha server ou global
settings-unknown-preset = predefinição desconhecida `{ $text }`: escolha cruise, cruise-forward, chess, pawns ou pawns-cruise
settings-duration-unreadable = isso não é uma duração: escreva um número inteiro e uma unidade, como 30s, 5m, 2h ou 1d
settings-duration-too-long = mais de um ano

settings-fen = FEN inválido, campo { $field ->
        [placement] posição das peças
        [side-to-move] vez de jogar
        [castling] roque
        [en-passant] en passant
        [halfmove-clock] contador de meios-lances
        [fullmove-number] número do lance
        [cooldown] recarga
       *[position] posição
    }: { $problem }
settings-fen-empty = o FEN está vazio
settings-fen-missing = faltam campos: um FEN tem posição das peças, vez de jogar, roque, en passant, contador de meios-lances e número do lance
settings-fen-too-many-fields = ele tem { $fields } campos; um FEN tem no máximo 7
settings-fen-rank-count = ele tem { $ranks ->
        [one] { $ranks } fileira separada
       *[other] { $ranks } fileiras separadas
    } por `/`; um tabuleiro tem 8, da fileira 8 até a fileira 1
settings-fen-bad-count = `{ $text }` na fileira { $rank }: casas vazias são contadas de 1 a 8
settings-fen-not-a-piece = `{ $text }` na fileira { $rank } não é uma letra de peça (PNBRQK para as brancas, pnbrqk para as pretas) nem um número de casas vazias
settings-fen-rank-too-long = a fileira { $rank } tem mais de 8 casas
settings-fen-rank-too-short = a fileira { $rank } tem { $squares ->
        [one] { $squares } casa
       *[other] { $squares } casas
    }, precisa de 8
settings-fen-too-many-kings = as { $color ->
        [white] brancas
       *[black] pretas
    } têm { $kings } reis
settings-fen-piece-on-pawns-board = o tabuleiro de peões só tem peões, mas em { $square } há { $role ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
       *[piece] uma peça
    } das { $color ->
        [white] brancas
       *[black] pretas
    }
settings-fen-pawn-cannot-stand = um peão não pode ficar em { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`: o tabuleiro de peões não tem roque; escreva -
settings-fen-not-a-castling-letter = `{ $text }` não é K, Q, k, q nem -
settings-fen-castling-needs-king = `{ $letter }` precisa do rei das { $color ->
        [white] brancas
       *[black] pretas
    } em { $square }
settings-fen-castling-needs-rook = `{ $letter }` precisa de uma torre das { $color ->
        [white] brancas
       *[black] pretas
    } em { $square }
settings-fen-castling-twice = `{ $letter }` aparece duas vezes
settings-fen-not-a-number = `{ $text }` não é um número inteiro
settings-fen-not-a-side = `{ $text }` não é w nem b
settings-fen-not-a-square = `{ $text }` não é uma casa nem -
settings-fen-en-passant-rank = { $square } não pode ser casa de en passant com as { $turn ->
        [white] brancas
       *[black] pretas
    } na vez; ela deve estar na fileira { $rank }
settings-fen-cooldown-shape = `{ $text }` não tem a forma <casa das brancas>/<casa das pretas> (- se nenhuma), como e4/-
settings-fen-in-check = { $turn ->
        [white] é a vez das brancas, mas as pretas estão
       *[black] é a vez das pretas, mas as brancas estão
    } em xeque

settings-role-cannot-give = Nenhum cargo do servidor é entregue: { $granter ->
        [you] você não pode
        [organizer] o organizador não pode
        [season] o membro que começou a temporada não pode
       *[other] { $name } não pode
    } dar <@&{ $role }> (só o dono do servidor, um administrador ou um membro com **Gerenciar cargos** acima dele pode torná-lo prêmio).
settings-role-set-since = Nenhum cargo do servidor é entregue: <@&{ $role }> virou o cargo do servidor depois desta configuração, então nunca foi verificado se { $granter ->
        [you] você pode
        [organizer] o organizador pode
        [season] o membro que começou a temporada pode
       *[other] { $name } pode
    } dá-lo.

settings-puzzle-or-pass = { $why }; ou responda `pass` para deixar o míssil passar
settings-clock-days-hours = { $days }d { $hours }h
