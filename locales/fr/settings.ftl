# Réglages mal saisis, FEN invalide, rôle de serveur non attribué (source :
# en-US). Ce qu'on tape reste tel quel. Pluriel : one (0 et 1), other.

settings-intercept-out-of-range = le temps d'interception { $given } est hors limites : choisis entre { $min } et { $max }
settings-intercept-not-understood = temps d'interception `{ $text }` incompris : écris 30s, 5m, 2h, 1d ou juste des secondes comme 45
settings-unknown-colour = couleur inconnue `{ $text }` : choisis white, black ou random
settings-time-not-understood = cadence `{ $text }` incomprise : écris minutes+incrément comme 10+5, des jours par coup comme 3d (1d à 7d), ou none
settings-correspondence-out-of-range = cadence par correspondance `{ $text }` hors limites : choisis de 1d à 7d par coup
settings-live-out-of-range = cadence `{ $text }` hors limites : 1 à 180 minutes et 0 à 180 secondes d'incrément
settings-ai-level-out-of-range = le niveau d'IA { $level } est hors limites : choisis de 1 (le plus faible) à 8 (le plus fort)
settings-unknown-scope = portée inconnue `{ $text }` : choisis server ou global
settings-unknown-preset = préréglage inconnu `{ $text }` : choisis cruise, cruise-forward, chess, pawns ou pawns-cruise
settings-duration-unreadable = ce n'est pas une durée : écris un nombre entier et une unité, comme 30s, 5m, 2h ou 1d
settings-duration-too-long = plus long qu'un an

settings-fen = FEN invalide, champ { $field ->
        [placement] position des pièces
        [side-to-move] trait
        [castling] roque
        [en-passant] en passant
        [halfmove-clock] compteur de demi-coups
        [fullmove-number] numéro de coup
        [cooldown] recharge
       *[position] position
    } : { $problem }
settings-fen-empty = la FEN est vide
settings-fen-missing = il manque des champs : une FEN a la position des pièces, le trait, le roque, la prise en passant, le compteur de demi-coups et le numéro de coup
settings-fen-too-many-fields = elle a { $fields } champs ; une FEN en a au plus 7
settings-fen-rank-count = elle a { $ranks ->
        [one] { $ranks } rangée séparée
       *[other] { $ranks } rangées séparées
    } par `/` ; un échiquier en a 8, de la rangée 8 à la rangée 1
settings-fen-bad-count = `{ $text }` sur la rangée { $rank } : les cases vides se comptent de 1 à 8
settings-fen-not-a-piece = `{ $text }` sur la rangée { $rank } n'est ni une lettre de pièce (PNBRQK pour les Blancs, pnbrqk pour les Noirs) ni un nombre de cases vides
settings-fen-rank-too-long = la rangée { $rank } a plus de 8 cases
settings-fen-rank-too-short = la rangée { $rank } a { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    }, il lui en faut 8
settings-fen-too-many-kings = les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont { $kings } rois
settings-fen-piece-on-pawns-board = l'échiquier des pions n'a que des pions, mais { $square } porte { $role ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
       *[piece] une pièce
    } { $color ->
        [white] blanc
       *[black] noir
    }
settings-fen-pawn-cannot-stand = un pion ne peut pas se trouver sur { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }` : l'échiquier des pions n'a pas de roque ; écris -
settings-fen-not-a-castling-letter = `{ $text }` n'est pas K, Q, k, q ou -
settings-fen-castling-needs-king = `{ $letter }` demande le roi { $color ->
        [white] blanc
       *[black] noir
    } sur { $square }
settings-fen-castling-needs-rook = `{ $letter }` demande une tour { $color ->
        [white] blanche
       *[black] noire
    } sur { $square }
settings-fen-castling-twice = `{ $letter }` est donné deux fois
settings-fen-not-a-number = `{ $text }` n'est pas un nombre entier
settings-fen-not-a-side = `{ $text }` n'est pas w ou b
settings-fen-not-a-square = `{ $text }` n'est ni une case ni -
settings-fen-en-passant-rank = { $square } ne peut pas être une case de prise en passant quand les { $turn ->
        [white] Blancs
       *[black] Noirs
    } ont le trait ; elle doit être sur la rangée { $rank }
settings-fen-cooldown-shape = `{ $text }` n'est pas de la forme <case blanche>/<case noire> (- pour aucune), comme e4/-
settings-fen-in-check = { $turn ->
        [white] les Blancs ont le trait mais les Noirs
       *[black] les Noirs ont le trait mais les Blancs
    } sont en échec

settings-role-cannot-give = Aucun rôle de serveur n'est attribué : { $granter ->
        [you] tu ne peux pas
        [organizer] son organisateur ne peut pas
        [season] le membre qui a lancé la saison ne peut pas
       *[other] { $name } ne peut pas
    } donner <@&{ $role }> (seuls le propriétaire du serveur, un administrateur ou un membre avec **Gérer les rôles** au-dessus de ce rôle peuvent en faire un prix).
settings-role-set-since = Aucun rôle de serveur n'est attribué : <@&{ $role }> est devenu le rôle du serveur après cette configuration, donc on n'a jamais vérifié si { $granter ->
        [you] tu peux
        [organizer] son organisateur peut
        [season] le membre qui a lancé la saison peut
       *[other] { $name } peut
    } le donner.

settings-puzzle-or-pass = { $why } ; ou réponds `pass` pour laisser passer le missile
settings-clock-days-hours = { $days } j { $hours } h
