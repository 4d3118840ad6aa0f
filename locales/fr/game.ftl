# Les messages d'une partie (source : en-US). Tutoiement. Pluriel : one (0 et 1), other.

## Les joueurs et qui a le trait.

game-player = **{ $name }** ({ $side ->
        [white] Blancs
       *[black] Noirs
    })
game-to-move = Au tour de { $player }.
game-to-move-in-check = Au tour de { $player } (en échec).
game-clocks = Pendules : Blancs { $white }, Noirs { $black }.
game-move-deadline = Le temps pour ce coup s'écoule { $when }.

## Les réglages de la partie.

game-clock-none = sans pendule
game-clock-live = pendule { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } jour par coup
       *[other] { $days } jours par coup
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, frappes sur le roi { $king-strikes ->
        [on] activées
       *[off] désactivées
    }, { $intercept } pour intercepter, { $clock }
game-summary-ai = { $summary }, contre l'IA au niveau { $level }

## Le premier message et /board.

game-start = **{ $white }** (Blancs) contre **{ $black }** (Noirs) : { $summary }.
game-board = { $white } (Blancs) contre { $black } (Noirs) : { $summary }.
game-board-missile = Un missile est en vol sur { $square }.
game-export = La partie { $game } enregistrée.

## Coups, vols et missiles abattus.

game-moved = { $player } joue **{ $san }**.
game-steer-first = { $player }, guide le missile depuis **{ $square }** : choisis la première case où il entre (sur une case occupée par une pièce adverse, il détone).
game-steer-next = { $line } — { $player } : choisis la prochaine case où il entre.
game-self-destruct = Autodestruction
game-question = { $line } — { $defender } : l'abattre ({ $labels }) ou le laisser passer ? Fin { $when }
game-question-notice = { $defender }, le missile est sur **{ $square }** : abats-le ou laisse-le passer, la question se termine { $when }.
game-let-pass = Laisser passer
game-passed = { $line } — { $defender } le laisse passer.
game-passed-timeout = { $line } — pas de réponse de { $defender } en { $intercept } : il passe.
game-question-cut-short = { $line } — la partie s'est terminée avant une réponse.
game-shot-down = 💥 { $defender } l'abat en { $square } avec { $san }.
game-detonated = 💥 Le missile de { $attacker } détone en { $square } et détruit { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } de { $defender }.
game-self-destructed = 💥 Le pion de { $player } en { $square } s'autodétruit.

## Propositions de nulle et rappels.

game-draw-offer = { $player } propose la nulle. { $opponent }, tu acceptes ou tu refuses ?
game-accept = Accepter
game-decline = Refuser
game-draw-declined = { $player } refuse la nulle.
game-draw-agreed = Nulle acceptée.
game-draw-offer-ended = Cette proposition de nulle est close : la partie est terminée.
game-draw-offer-lapsed = La proposition de nulle a expiré : un coup a été joué à la place.
game-reminder = Rappel : { $player }, c'est à toi de jouer ; ton temps s'écoule { $when }.
game-move-limit-half-lose = Rappel : { $player }, c'est à toi de jouer ; la moitié du délai par coup ({ $limit }) est passée : tu perds la partie { $when }.
game-move-limit-half-claim = Rappel : { $player }, c'est à toi de jouer ; la moitié du délai par coup ({ $limit }) est passée : { $opponent } pourra réclamer la victoire { $when }.
game-move-limit-reached = { $player } n'a pas joué dans le délai par coup ({ $limit }) : { $opponent }, tu peux réclamer la victoire avec `/claim`, ou attendre le coup.

## La fin.

game-rematch = Revanche
game-analyse = Analyser
game-aborted = La partie est annulée : aucun résultat.
game-over-agreement = Partie terminée : nulle par accord mutuel.
game-over-win = Partie terminée : { $winner } gagne : { $why }.
game-over-draw = Partie terminée : nulle : { $why }.
game-why-resignation = { $player } abandonne
game-why-time = { $player } a dépassé le temps
game-why-move-limit = { $player } n'a pas joué dans le délai par coup ({ $limit })
game-why-time-no-material = { $player } a dépassé le temps, mais { $opponent } n'a plus assez de matériel pour gagner
game-why-threefold = réclamée par triple répétition (la même position trois fois)
game-why-fifty-moves = réclamée selon la règle des 50 coups (50 coups chacun sans prise, coup de pion ni vol)
game-why-checkmate = { $player } est échec et mat
game-why-king-destroyed = un missile a détruit le roi de { $player }
game-why-promotion = le pion en { $square } a atteint la dernière rangée
game-why-promotion-somewhere = un pion a atteint la dernière rangée
game-why-stalemate = { $player } est pat (aucun coup légal, pas en échec)
game-why-no-legal-move = { $player } n'a aucun coup légal
game-why-no-pawns = { $player } n'a plus de pions
game-why-no-pawns-side = un camp n'a plus de pions
game-why-insufficient-material = aucun camp n'a assez de matériel pour mater
game-why-seventy-five-moves = 75 coups chacun sans prise, coup de pion ni vol
game-why-fivefold = la même position s'est produite cinq fois
game-decided = Partie terminée : { $what }, décidé par **{ $by }**.
game-an-organizer = un organisateur
game-decided-win = { $player } gagne ({ $score })
game-decided-forfeit = { $player } gagne par forfait ({ $score })
game-decided-draw = nulle (½-½)
game-decided-double-forfeit = les deux joueurs perdent par forfait (-/-)
