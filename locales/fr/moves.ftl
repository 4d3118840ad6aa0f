# Pourquoi un coup n'est pas légal ou son texte illisible (source : en-US).
# Chaque message est une proposition sans point final. Pluriel : one, other.

moves-role = { $role ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
       *[king] roi
    }
moves-role-the = { $role ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    }
moves-role-your = { $role ->
        [pawn] ton propre pion
        [knight] ton propre cavalier
        [bishop] ton propre fou
        [rook] ta propre tour
        [queen] ta propre dame
       *[king] ton propre roi
    }
moves-role-enemy = { $role ->
        [pawn] le pion adverse
        [knight] le cavalier adverse
        [bishop] le fou adverse
        [rook] la tour adverse
        [queen] la dame adverse
       *[king] le roi adverse
    }

moves-how-to-write = écris en SAN comme e4, Nf3, exd5, O-O ou e8=Q, en UCI comme e2e4, ou un vol comme e4>e5>e6>d7 (e4* pour s'autodétruire)
moves-no-move = aucun coup donné : { moves-how-to-write }
moves-too-long = ce texte est trop long pour être un coup ({ $count ->
        [one] { $count } caractère
       *[other] { $count } caractères
    }) : { moves-how-to-write }
moves-unreadable = je ne sais pas lire `{ $text }` comme un coup : { moves-how-to-write }
moves-shoot-down-record = `{ $text }` est une notation d'abattage (vol/coup qui abat), pas un coup : donne le coup seul
moves-bad-flight = `{ $text }` n'est pas un vol : { $why } ; écris la case de départ et chaque case traversée, reliées par `>`, comme e4>e5>e6>d7, ou e4* pour s'autodétruire
moves-flight-not-a-square = `{ $text }` n'est pas une case
moves-flight-too-many-steps = un vol a au plus 7 pas
moves-flight-no-steps = il n'a aucun pas
moves-not-legal-why = `{ $text }` n'est pas légal : { $why }
moves-not-legal = `{ $text }` n'est pas légal
moves-ambiguous = `{ $text }` est ambigu : { $moves } ; précise lequel
moves-promotion-letter-missing = `{ $text }` a besoin d'une pièce de promotion : ajoute q, r, b ou n, comme { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` a besoin d'une pièce de promotion : écris { $to }=Q, { $to }=R, { $to }=B ou { $to }=N
moves-pawns-board-letter = `{ $text }` : sur l'échiquier de pions, un pion qui atteint sa dernière rangée gagne tel quel, sans lettre de promotion : écris { $from }{ $to }
moves-pawns-board-promotion = `{ $text }` : sur l'échiquier de pions, un pion qui atteint sa dernière rangée gagne tel quel, sans lettre de promotion : écris-le sans
moves-only-last-rank-promotes-write = seul un pion qui atteint sa dernière rangée est promu ; écris { $from }{ $to }
moves-only-last-rank-promotes = seul un pion qui atteint sa dernière rangée est promu
moves-text-after-game-over = `{ $text }` ne peut pas être joué : la partie est terminée
moves-no-legal-move = aucun coup n'est légal dans cette position (la partie est terminée)
moves-game-over = la partie est terminée
moves-not-legal-here = { $move } n'est pas légal ici

moves-self-immolation-record = `{ $text }` : une autodestruction ne peut pas être abattue ; une notation d'abattage est le vol jusqu'où il est allé, `/`, puis le coup qui abat, comme e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/` : le coup qui abat manque après `/` : donne-le en UCI, comme { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }` : le missile ne peut pas être abattu sur { $square } : aucune prise légale ne l'atteint là
moves-not-a-shoot-down = `{ $text }` n'abat pas le missile sur { $square } : les abattages légaux y sont { $options }
moves-self-immolation-shot-down = `{ $flight }` est une autodestruction, qui ne peut pas être abattue
moves-detonates-at = le missile détone sur { $square } (une pièce adverse s'y trouve : { moves-role }) : on ne peut l'abattre que sur les cases entre son départ et sa cible
moves-shielded-at = le missile est protégé sur { $square } par une pièce de son propre camp ({ moves-role }) : il ne peut pas y être abattu
moves-not-entered-yet = un missile ne peut être abattu qu'après être entré sur une case
moves-cannot-shoot-down-on = le missile ne peut pas être abattu sur { $square }
moves-not-legal-shoot-down = { $shooter } n'est pas un abattage légal sur { $square }
moves-shooter-cannot = { $shooter } ne peut pas abattre le missile sur { $square }

moves-flight-not-legal = ce vol n'est pas légal : { $why }
moves-missiles-not-in-game = les missiles ne font pas partie de cette partie (règles { $preset }) : les pions ne peuvent pas être tirés
moves-no-missiles-in = il n'y a pas de missiles en { $preset }
moves-no-pawn-to-fire = il n'y a pas de pion à tirer sur { $launch }
moves-no-own-pawn-to-fire = il n'y a pas de pion { $color ->
        [white] blanc
       *[black] noir
    } à tirer sur { $launch }
moves-others-piece = { moves-role-the } sur { $square } appartient aux { $owner ->
        [white] Blancs
       *[black] Noirs
    }, et c'est aux { $turn ->
        [white] Blancs
       *[black] Noirs
    } de jouer
moves-not-yours = { moves-role-the } sur { $square } n'est pas à toi : c'est aux { $turn ->
        [white] Blancs
       *[black] Noirs
    } de jouer
moves-not-a-pawn = { moves-role-the } sur { $launch } n'est pas un pion : seuls les pions peuvent être tirés
moves-starting-rank = le pion sur { $launch } est encore sur sa rangée de départ : un pion ne peut tirer qu'après avoir bougé
moves-starting-rank-yet = le pion sur { $launch } est encore sur sa rangée de départ et ne peut pas encore tirer
moves-forward-cooldown = le pion sur { $launch } a bougé à ton dernier tour : avec les règles vers l'avant, il doit attendre un tour avant de tirer
moves-cooldown = ce pion doit refroidir : tu as joué le pion sur { $launch } au dernier tour, il ne peut donc pas tirer ce tour-ci
moves-self-immolation-exposes = retirer le pion sur { $launch } laisserait ton roi en échec
moves-king-exposed-without-pawn = ton roi serait en échec sans ce pion

moves-not-one-step = de { $from } à { $to } n'est pas un seul pas : chaque case traversée doit toucher la précédente
moves-not-adjacent = { $to } n'est pas à côté de { $from } : chaque pas entre sur une case voisine
moves-too-sharp = le virage en { $square } (vers { $toward }) est trop serré : un missile tourne d'au plus 45° (un huitième) par pas
moves-step-too-sharp = de { $from } à { $to } : un missile peut tourner d'au plus 45 degrés par pas
moves-diagonal = de { $from } à { $to } est en diagonale : avec les règles vers l'avant, les missiles vont seulement tout droit vers l'avant ou sur le côté
moves-backward = de { $from } à { $to } recule : avec les règles vers l'avant, les missiles ne reculent jamais
moves-step-forward-only = de { $from } à { $to } : ici les missiles volent seulement vers l'avant ou sur le côté, jamais en arrière ni en diagonale
moves-two-sideways = deux pas de côté de suite (vers { $into }, puis { $then }) : fais un pas en avant entre deux pas de côté
moves-step-two-sideways = de { $from } à { $to } : un missile ne peut pas faire deux pas de côté de suite
moves-through-enemy = le missile ne peut pas traverser { moves-role-enemy } sur { $square } : un vol s'arrête à la première pièce adverse qu'il atteint
moves-pass-through-enemy = le missile ne peut pas traverser la pièce adverse sur { $square }
moves-no-way-on = aucun vol légal ne continue par { $square } : chaque suite laisserait ton roi en échec ou ne peut finir sur une cible
moves-ends-on-empty = un missile doit finir sur une pièce adverse, et { $target } est vide (pour détruire seulement le pion, écris { $launch }*)
moves-must-end-on-enemy = un missile doit finir sur une pièce adverse, et il n'y en a pas sur { $square }
moves-ends-on-own = un missile peut survoler tes propres pièces mais pas finir sur l'une d'elles ({ $target } porte { moves-role-your })
moves-king-strikes-off = les frappes sur le roi sont désactivées dans cette partie : le roi sur { $target } ne peut pas être visé
moves-no-king-strikes = dans cette partie, les missiles ne peuvent pas frapper le roi
moves-flight-exposes-king = ton roi serait en échec en chemin ou après la détonation (une menace de missile ne compte jamais, mais les attaques ordinaires sur ton roi, si)
moves-check-after-detonation = ton roi serait en échec une fois que le missile aura détruit la pièce sur { $square }
moves-check-with-missile-on = ton roi serait en échec avec le missile sur { $square }

moves-no-king-to-castle = il n'y a pas de roi pour roquer
moves-no-castling-right = tu n'as plus le droit de roquer { $side ->
        [queenside] côté dame
       *[kingside] côté roi
    }
moves-castle-out-of-check = tu ne peux pas roquer pour sortir d'un échec
moves-castling-blocked = le roque { $side ->
        [queenside] côté dame
       *[kingside] côté roi
    } exige des cases vides entre le roi et la tour, et le roi ne peut ni traverser ni atteindre une case attaquée
moves-cannot-castle-now = tu ne peux pas roquer là maintenant : le roi ou la tour a bougé, une case entre eux est occupée, ou le roi traverserait ou atteindrait une case attaquée

moves-no-piece = il n'y a pas de pièce sur { $square }
moves-stays-put = un coup doit aller quelque part : de { $from } à { $to }, rien ne bouge
moves-own-piece-on = { moves-role-your } est sur { $square }
moves-king-one-square = un roi avance d'une case : il ne peut pas aller de { $from } à { $to }
moves-knight-cannot = un cavalier ne peut pas sauter de { $from } à { $to }
moves-blocked-by = le chemin de { $from } à { $to } est bloqué par { moves-role-the } sur { $square }
moves-blocked = le chemin de { $from } à { $to } est bloqué
moves-cannot-move-from-to = { moves-role-the } ne peut pas aller de { $from } à { $to }
moves-cannot-move-to = { moves-role-the } sur { $from } ne peut pas aller sur { $to }
moves-pawn-blocked = le pion sur { $from } est bloqué
moves-pawn-two-from-start-only = seul un pion sur sa rangée de départ peut avancer de deux cases ; le pion sur { $from } peut avancer d'une
moves-pawn-diagonal-captures = un pion ne va en diagonale que pour prendre, et { $to } est vide
moves-pawn-cannot-reach = un pion sur { $from } ne peut pas atteindre { $to }
moves-must-promote = un pion qui atteint la dernière rangée doit être promu : ajoute q, r, b ou n
moves-promotes-to = un pion est promu en dame, tour, fou ou cavalier
moves-pawns-board-no-promotion = sur l'échiquier de pions, un pion qui atteint la dernière rangée gagne et n'est pas promu
moves-king-in-check-on = ton roi serait en échec sur { $to }
moves-check-not-stopped = ton roi est en échec, et ce coup ne pare pas l'échec
moves-in-check = tu es en échec, et ce coup ne sort pas ton roi de l'échec
moves-pinned = la pièce sur { $square } ({ moves-role }) est clouée : la déplacer exposerait ton roi à un échec
moves-leaves-king-in-check = ton roi resterait en échec
moves-king-would-be-in-check = ton roi serait en échec
moves-no-piece-of-role = tu n'as pas de { moves-role }
moves-none-can-reach = aucune de tes pièces ({ moves-role }) ne peut atteindre { $to }
