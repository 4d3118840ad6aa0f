# Impostazioni scritte male, un FEN errato, un ruolo del server non
# assegnato (fonte: en-US). Ciò che si scrive resta com'è. Plurale: one, other.

settings-intercept-out-of-range = il tempo di intercettazione { $given } è fuori intervallo: scegli da { $min } a { $max }
settings-intercept-not-understood = non capisco il tempo di intercettazione `{ $text }`: scrivi 30s, 5m, 2h, 1d o solo i secondi, come 45
settings-unknown-colour = colore sconosciuto `{ $text }`: scegli white, black o random
settings-time-not-understood = non capisco la cadenza `{ $text }`: scrivi minuti+incremento come 10+5, giorni per mossa come 3d (da 1d a 7d), oppure none
settings-correspondence-out-of-range = la cadenza per corrispondenza `{ $text }` è fuori intervallo: scegli da 1d a 7d per mossa
settings-live-out-of-range = la cadenza `{ $text }` è fuori intervallo: da 1 a 180 minuti e da 0 a 180 secondi di incremento
settings-ai-level-out-of-range = il livello IA { $level } è fuori intervallo: scegli da 1 (il più debole) a 8 (il più forte)
settings-unknown-scope = ambito sconosciuto `{ $text }`: scegli server o global
settings-unknown-preset = preset sconosciuto `{ $text }`: scegli cruise, cruise-forward, chess, pawns o pawns-cruise
settings-duration-unreadable = non è una durata: scrivi un numero intero e un'unità, come 30s, 5m, 2h o 1d
settings-duration-too-long = più di un anno

settings-fen = FEN errato, campo { $field ->
        [placement] disposizione
        [side-to-move] tratto
        [castling] arrocco
        [en-passant] en passant
        [halfmove-clock] contatore di semimosse
        [fullmove-number] numero di mossa
        [cooldown] ricarica
       *[position] posizione
    }: { $problem }
settings-fen-empty = il FEN è vuoto
settings-fen-missing = mancano campi: un FEN ha disposizione, tratto, arrocco, en passant, contatore di semimosse e numero di mossa
settings-fen-too-many-fields = ha { $fields } campi; un FEN ne ha al massimo 7
settings-fen-rank-count = ha { $ranks ->
        [one] { $ranks } traversa separata
       *[other] { $ranks } traverse separate
    } da `/`; una scacchiera ne ha 8, dalla traversa 8 alla traversa 1
settings-fen-bad-count = `{ $text }` sulla traversa { $rank }: le case vuote si contano da 1 a 8
settings-fen-not-a-piece = `{ $text }` sulla traversa { $rank } non è una lettera di pezzo (PNBRQK per il Bianco, pnbrqk per il Nero) né un numero di case vuote
settings-fen-rank-too-long = la traversa { $rank } ha più di 8 case
settings-fen-rank-too-short = la traversa { $rank } ha { $squares ->
        [one] { $squares } casa
       *[other] { $squares } case
    }, ne servono 8
settings-fen-too-many-kings = il { $color ->
        [white] Bianco
       *[black] Nero
    } ha { $kings } re
settings-fen-piece-on-pawns-board = la scacchiera dei pedoni ha solo pedoni, ma su { $square } c'è { $role ->
        [pawn] un pedone
        [knight] un cavallo
        [bishop] un alfiere
        [rook] una torre
        [queen] una donna
        [king] un re
       *[piece] un pezzo
    } del { $color ->
        [white] Bianco
       *[black] Nero
    }
settings-fen-pawn-cannot-stand = un pedone non può stare su { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`: la scacchiera dei pedoni non ha arrocco; scrivi -
settings-fen-not-a-castling-letter = `{ $text }` non è K, Q, k, q o -
settings-fen-castling-needs-king = `{ $letter }` richiede il re del { $color ->
        [white] Bianco
       *[black] Nero
    } su { $square }
settings-fen-castling-needs-rook = `{ $letter }` richiede una torre del { $color ->
        [white] Bianco
       *[black] Nero
    } su { $square }
settings-fen-castling-twice = `{ $letter }` è indicato due volte
settings-fen-not-a-number = `{ $text }` non è un numero intero
settings-fen-not-a-side = `{ $text }` non è w o b
settings-fen-not-a-square = `{ $text }` non è una casa né -
settings-fen-en-passant-rank = { $square } non può essere una casa en passant con il tratto al { $turn ->
        [white] Bianco
       *[black] Nero
    }; deve stare sulla traversa { $rank }
settings-fen-cooldown-shape = `{ $text }` non ha la forma <casa del Bianco>/<casa del Nero> (- se nessuna), come e4/-
settings-fen-in-check = { $turn ->
        [white] tocca al Bianco ma il Nero
       *[black] tocca al Nero ma il Bianco
    } è sotto scacco

settings-role-cannot-give = Nessun ruolo del server viene assegnato: { $granter ->
        [you] tu non puoi
        [organizer] il suo organizzatore non può
        [season] il membro che ha avviato la stagione non può
       *[other] { $name } non può
    } dare <@&{ $role }> (solo il proprietario del server, un amministratore o un membro con **Gestire i ruoli** sopra quel ruolo può farne un premio).
settings-role-set-since = Nessun ruolo del server viene assegnato: <@&{ $role }> è diventato il ruolo del server dopo questa configurazione, quindi non si è mai verificato se { $granter ->
        [you] tu puoi
        [organizer] il suo organizzatore può
        [season] il membro che ha avviato la stagione può
       *[other] { $name } può
    } darlo.

settings-puzzle-or-pass = { $why }; oppure rispondi `pass` per lasciar passare il missile
settings-clock-days-hours = { $days } g { $hours } h
