# /rules et /help : comment on joue à Cruise Pawns, et les sujets de l'aide
# (source : en-US).

## /rules

rules-text = **Cruise Pawns**, ce sont les échecs où un pion peut, pour tout son coup, se lancer lui-même comme missile de croisière.
    • Un pion qui a quitté sa rangée de départ tire : le missile vole jusqu'à 7 cases, chaque pas dans une direction du roi, en tournant d'au plus 45° par pas (`cruise-forward` : seulement vers l'avant ou sur le côté).
    • Il peut survoler tes propres pièces, s'arrête sur la première pièce ennemie et y **détone** : cette pièce et le pion disparaissent. Un vol doit finir sur une pièce ennemie (ou `e4*` s'autodétruit).
    • Sur chaque case où il entre en route, le défenseur peut l'**abattre** par n'importe quelle prise légale sur cette case, ou le laisser passer. Sans réponse à temps, il passe.
    • Détruire le roi gagne la partie (sauf si elle a été créée avec `king_strikes: false`). Une menace de missile n'est pas un échec.
    • `pawns` : seulement des pions ; le premier pion qui atteint la dernière rangée gagne.
    Jouer : `/move e4`, `/move e4>e5>e6>d7` (le vol entier, caché à ton adversaire) ou `/fire e4` puis diriger avec les boutons.

## /help

help-intro = **Aide de Cruise Pawns** : choisis un sujet ci-dessous. Chacun liste ses commandes (`<option>` est obligatoire, `[option]` facultative) et comment s'en servir.
help-pick-topic = Choisis un sujet
help-unknown-topic = Ce sujet d'aide est inconnu : relance `/help` et choisis-en un dans son menu.
help-organizers = *Organisateurs et gestionnaires du serveur :*
help-command-line = `{ $usage }` : { $what }.

help-playing-label = Jouer
help-playing-about = Défis, coups, nulles, la fin d'une partie, l'analyse
help-playing-text = Un `/challenge` avec le bot comme `opponent` joue contre l'IA (`level` 1-8) ; sans `opponent`, n'importe qui peut accepter. Dans le fil d'une partie, tu peux aussi simplement taper ton coup (`Nf3`). Un échiquier qui te demande de jouer est dessiné de ton côté. Sans pendule, chaque coup a une limite (14 jours ; le `move_limit` d'un tournoi) : à la limite, ton adversaire peut réclamer la victoire avec `/claim`. Une partie terminée a un bouton **Revanche** (couleurs inversées, 10 minutes pour accepter) et un bouton **Analyser** (précision, erreurs et les meilleurs choix).

help-missiles-label = Missiles
help-missiles-about = Lancer un pion, le diriger, abattre un missile
help-missiles-text = Un pion qui a quitté sa rangée de départ peut, pour tout son coup, se lancer lui-même : le missile vole jusqu'à 7 cases, chaque pas dans une direction du roi, en tournant d'au plus 45° par pas. Il survole tes propres pièces et **détone** sur la première pièce ennemie : les deux disparaissent. Détruire le roi gagne la partie.
    Sur chaque case où il entre, le défenseur reçoit des boutons pour l'abattre par une prise sur cette case (par ex. **Bxe6**) ou **Laisser passer** ; sans réponse à temps, il passe.
    Pour lancer un vol entier d'un coup, caché à ton adversaire : `/move e4>e5>e6>d7`.

help-tournaments-label = Tournois
help-tournaments-about = S'inscrire, jouer et organiser des tournois et des séries
help-tournaments-text = Inscris-toi avec le bouton de l'annonce. Chaque commande accepte `tournament:` pour en désigner un quand un salon en contient plusieurs. Une série (`repeat:weekly`) garde son heure dans son fuseau.

help-ratings-label = Classements et saisons
help-ratings-about = Les classements Elo, le classement, les profils et les saisons
help-ratings-text = Les parties classées changent le classement des deux joueurs (un `?` marque un classement provisoire, après peu de parties). Une saison, c'est le classement propre d'un serveur pendant un temps, avec un classement final à la fin.

help-puzzles-label = Problèmes
help-puzzles-about = Des problèmes tirés des parties de ce serveur, le problème du jour, les séries
help-puzzles-text = Chaque partie terminée de ce serveur est examinée pour y trouver des gaffes : chacune devient un problème, crédité à sa partie ("from alice vs bob, move 23"). Toi seul vois ton problème : réponds avec `/move` (un vol de missile comme `e4>e5>e6`), ou avec les boutons quand le problème te demande d'abattre un missile ou de le laisser passer. Un bon coup montre la réponse et demande le suivant ; un mauvais termine le problème et montre la solution. Ton classement de problèmes est à part de tes classements de parties (`/leaderboard scope:puzzles`, `/profile`). Un gestionnaire du serveur choisit où et quand le problème du jour est publié : `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Paramètres
help-settings-about = Les paramètres du serveur et qui voit les réponses du bot
help-settings-text = Celles-ci ne répondent qu'à toi : `/rules`, `/help`, `/profile`, `/leaderboard` et `/tournament standings` ; ajoute `public:true` pour publier la réponse dans le salon. Un `/challenge` sans `opponent` mentionne le rôle « cherche une partie » du serveur, si un gestionnaire en a défini un.
