# Pourquoi le bot a refusé une action : une phrase qui dit ce qui ne va pas
# et quoi faire (source : en-US). Tutoiement. Pluriel : one (0 et 1), other.

## Parties.

refusal-no-game-here = Aucune partie n'est en cours ici. Lances-en une avec un défi.
refusal-game-over = Cette partie est terminée.
refusal-not-playing = Tu ne joues pas dans cette partie.
refusal-not-your-turn = Ce n'est pas ton tour.
refusal-wait-for-answer = Patiente : { $defender } décide d'abattre ou non ton missile.
refusal-answer-first = Réponds d'abord à la question d'abattage (abattre le missile ou le laisser passer).
refusal-missile-in-air = Ton missile parti de { $launch } est en vol : continue de le guider (tape ou choisis sa prochaine case).
refusal-empty-move = Tape un coup, par ex. e4, Nf3, e2e4, ou un vol comme e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = Il n'y a pas de missiles dans { $preset } : joue un coup normal.
refusal-not-a-square = `{ $text }` n'est pas une case : écris une colonne a-h et une rangée 1-8, comme e4.
refusal-cannot-fire = La pièce en { $square } ne peut pas être lancée maintenant : { $why ->
        [empty] cette case est vide
        [not-yours] ce n'est pas ton pion
        [not-a-pawn] seuls les pions peuvent être lancés
        [starting-rank] un pion sur sa rangée de départ ne peut pas être lancé
       *[no-legal-flight] elle n'a aucun vol légal (un temps de recharge, un clouage ou un échec peut l'en empêcher)
    }.
refusal-not-steering = Aucun missile n'est en cours de guidage : choisis d'abord un pion à lancer (par ex. fire e4).
refusal-self-destruct-too-late = Le pion ne peut s'autodétruire qu'avant son premier pas.
refusal-cannot-enter = Le missile ne peut pas entrer en { $square } maintenant ; il peut entrer en : { $next }.
refusal-cannot-enter-anywhere = Le missile ne peut pas entrer en { $square } maintenant ; il peut entrer en : aucune case.
refusal-question-ended = Cette question est close.
refusal-question-ended-game-over = Cette question est close : la partie est terminée.
refusal-answer-for-earlier-question = Ta réponse a été écrite avant que cette question soit posée, elle n'est donc pas prise en compte : regarde la nouvelle question et réponds-y.
refusal-too-many-ai-games = { $count ->
        [one] Tu as déjà { $count } partie non terminée contre l'IA sur ce serveur : { $games }. Termine-la ou abandonne-la avant d'en commencer une autre.
       *[other] Tu as déjà { $count } parties non terminées contre l'IA sur ce serveur : { $games }. Termine ou abandonne l'une d'elles avant d'en commencer une autre.
    }
refusal-ai-game = partie { $game } (niveau { $level }) dans { $place }
refusal-position-changed = La position a changé depuis que tu as écrit ton message, il n'est donc pas joué : regarde de nouveau l'échiquier et renvoie ton coup.
refusal-no-question = Il n'y a aucune question d'abattage à laquelle répondre.
refusal-only-opponent-answers = Seul ton adversaire peut répondre à cette question.
refusal-not-a-shoot-down = `{ $text }` n'abat rien ici ; choisis { $labels } ou laisse-le passer.
refusal-ambiguous-shoot-down = `{ $text }` peut vouloir dire { $matches } : tape-le exactement comme indiqué (majuscules pour les pièces).
refusal-too-late-to-abort = Les deux camps ont joué : la partie ne peut plus être annulée (abandonne ou propose la nulle).
refusal-not-abortable = Cette partie t'a été attribuée par appariement et ne peut pas être annulée : abandonne plutôt, ou retire-toi de l'événement qui l'a appariée.
refusal-berserk-too-late = Tu ne peux passer en berserk qu'avant ton premier coup de la partie.
refusal-berserk-no-clock = Le berserk divise ta pendule par deux : cette partie n'a pas de pendule en marche.
refusal-already-berserk = Tu as déjà activé le berserk dans cette partie : ta pendule n'est divisée par deux qu'une fois.
refusal-already-offered-draw = Tu as déjà proposé la nulle.
refusal-no-draw-offer = Il n'y a aucune proposition de nulle à laquelle répondre.
refusal-own-draw-offer = C'est toi qui as proposé la nulle ; c'est à ton adversaire d'y répondre.
refusal-claim-after-flight = Réclame la nulle une fois le vol du missile terminé.
refusal-no-claims-in-pawn-game = On ne peut pas réclamer la nulle dans le Pawn Game : propose plutôt la nulle.
refusal-nothing-to-claim = Pas de nulle à réclamer : cette position est apparue { $repetitions ->
        [one] { $repetitions } fois
       *[other] { $repetitions } fois
    } (il en faut 3) et { $moves ->
        [one] { $moves } coup a été joué
       *[other] { $moves } coups ont été joués
    } sans prise, coup de pion ni vol (il en faut 50).
refusal-move-limit-not-reached = Rien à réclamer pour l'instant : { $opponent } a encore { $left } pour jouer. Si son temps par coup s'écoule avant, `/claim` te donne la victoire.

## Défis et revanches.

refusal-challenge-not-open = Ce défi n'est plus ouvert.
refusal-challenge-expired = Ce défi a expiré.
refusal-rematch-not-over = La partie { $game } est encore en cours : une revanche pourra être proposée quand elle sera terminée.
refusal-no-rematch = La partie { $game } n'a pas de revanche : seules les parties amicales et classées entre deux membres en proposent une, pas les parties de tournoi ni celles contre l'IA. Lance une nouvelle partie avec `/challenge`.
refusal-rematch-not-yours = Seuls { $white } et { $black }, qui ont joué la partie { $game }, peuvent jouer sa revanche. Lance ta propre partie avec `/challenge`.
refusal-rematch-offered = Tu as déjà proposé la revanche : c'est à { $opponent } de l'accepter (avec **Rematch** ou **Accept**) dans les { $open } qui suivent ta proposition.
refusal-rematch-expired = Cette proposition de revanche a expiré : elle était ouverte pendant { $open }. Lance une nouvelle partie avec `/challenge`.
refusal-rematch-started = La revanche a déjà commencé : c'est la partie { $game }.
refusal-rematch-started-elsewhere = La revanche a déjà commencé.
refusal-rematch-closed = Cette proposition de revanche a été refusée ou retirée. Lance une nouvelle partie avec `/challenge`.
refusal-own-challenge = Tu ne peux pas accepter ton propre défi.
refusal-challenge-for-other = Ce défi est réservé à { $name }.
refusal-challenge-self = Tu ne peux pas te défier toi-même : indique un autre joueur, ou laisse l'adversaire vide pour un défi ouvert.
refusal-only-challenger-cancels = Seul l'auteur du défi peut l'annuler.
refusal-open-challenge-decline = Ce défi est ouvert à tous : accepte-le, ou laisse-le à quelqu'un d'autre.
refusal-not-your-challenge = Ce défi ne t'est pas destiné.
refusal-too-many-challenges = Tu as déjà { $limit ->
        [one] { $limit } défi ouvert
       *[other] { $limit } défis ouverts
    } sur ce serveur (la limite) : attends une réponse, ou retires-en un avec son bouton Decline.
refusal-two-players-needed = Une partie se joue à deux joueurs différents.
refusal-place-taken-thread = Une partie est déjà en cours dans ce fil.
refusal-place-taken-channel = Une partie est déjà en cours dans ce salon : joue la suivante dans un fil.

## Analyses.

refusal-no-such-game = Il n'y a pas de partie { $game } sur ce serveur : donne le numéro indiqué dans son dernier message.
refusal-analysis-not-over = La partie { $game } est encore en cours : elle pourra être analysée quand elle sera terminée.
refusal-nothing-to-analyse = La partie { $game } s'est terminée avant le moindre coup : il n'y a rien à analyser.
refusal-analysis-unavailable = La partie { $game } ne peut pas être analysée pour l'instant : son enregistrement n'a pas pu être lu. Réessaie dans une minute.
refusal-analysis-queue-full = La partie { $game } ne peut pas rejoindre la file d'analyse pour l'instant : { $waiting ->
        [one] { $waiting } partie attend déjà
       *[other] { $waiting } parties attendent déjà
    }. Redemande dans quelques minutes.
refusal-analysis-member-share = La partie { $game } ne peut pas rejoindre la file d'analyse : tu as déjà { $limit ->
        [one] { $limit } partie
       *[other] { $limit } parties
    } en attente ou en cours d'analyse, le maximum pour un membre. Redemande quand l'une d'elles sera terminée.
refusal-analysis-server-share = La partie { $game } ne peut pas rejoindre la file d'analyse : ce serveur a déjà { $limit ->
        [one] { $limit } partie
       *[other] { $limit } parties
    } en attente ou en cours d'analyse, sa part de la file (d'autres serveurs la partagent aussi). Redemande quand l'une d'elles sera terminée.

## Le bot lui-même.

refusal-settings = { $reason }
refusal-save-failed = Ton action n'a pas pu être enregistrée (problème de stockage) ; rien n'a changé. Réessaie dans un instant.
refusal-leaderboard-unavailable = Le classement ne peut pas être lu pour l'instant ; réessaie plus tard.
refusal-profile-unavailable = Le profil ne peut pas être lu pour l'instant ; réessaie plus tard.
refusal-shutting-down = Le bot redémarre : rien n'a changé. Réessaie dans une minute.

## Listes dans une phrase.

list-and = { $first } et { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } ou { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
