# Le site web public (crates/web).

## Le cadre de chaque page.

web-nav-leaderboard = Classement
web-footer = Cruise Pawns : une vue en lecture seule des parties, classements Elo et tournois du bot. Chaque page a ses données en JSON sous <code>/api</code>.
web-languages = Langue

## Erreurs.

web-not-found-title = Introuvable
web-not-found-why = Le classement, les tournois et les parties d'un serveur n'apparaissent ici qu'après qu'un membre avec « Gérer le serveur » les a activés avec <code>/settings web:on</code> ; la page d'un joueur seulement une fois qu'il a joué une partie classée sur un tel serveur.
web-back-home = Retour à la page d'accueil
web-no-page = Il n'y a pas de page à cette adresse.
web-no-file = Ce fichier n'existe pas.
web-not-a-game-number = `{ $text }` n'est pas un numéro de partie.
web-not-a-puzzle-number = `{ $text }` n'est pas un numéro de problème.
web-missing-game = La partie { $id } n'existe pas, ou son serveur n'a pas rendu ses pages publiques.
web-missing-tournament = Le tournoi { $id } n'existe pas, ou son serveur n'a pas rendu ses pages publiques.
web-missing-puzzle = Le problème { $id } n'existe pas, ou son serveur n'a pas rendu ses pages publiques.
web-missing-server-board = Le classement de ce serveur n'existe pas, ou le serveur n'a pas rendu ses pages publiques.
web-missing-player = Aucun joueur de ce nom ici : la page d'un joueur devient publique dès qu'il a joué une partie classée sur un serveur aux pages publiques.
web-no-preset = Il n'y a pas de préréglage `{ $name }`. Les préréglages sont { $list }.
web-not-a-game-picture = `{ $frame }` n'est pas une image de cette partie.
web-not-a-puzzle-picture = `{ $frame }` n'est pas une image de ce problème.
web-no-game-picture = La partie { $id } n'a pas d'image { $n }.
web-no-puzzle-picture = Le problème { $id } n'a pas d'image { $n }.
web-not-analysed = La partie { $id } n'a pas encore été analysée : appuie sur Analyser à la fin de la partie dans Discord, ou demande `/analyse game:{ $id }`.
web-error-title = Erreur
web-error-heading = Quelque chose s'est mal passé
web-error-unreadable = { $what } est enregistré sous une forme que cette version du site ne sait pas lire (écrit par une version plus récente du bot, ou endommagé). Réessayer n'aidera pas : le journal du serveur indique la ligne et la raison à l'admin du bot.
web-error-retry = Les données n'ont pas pu être lues pour l'instant. Réessaie dans un moment ; si ça continue, le journal du serveur dit pourquoi.
web-what-game = La partie { $id }
web-what-tournament = Le tournoi { $id }
web-what-puzzle = Le problème { $id }
web-what-analysis = L'analyse de la partie { $id }
web-busy-title = Occupé
web-busy = { $why } Le site est occupé en ce moment : réessaie dans quelques secondes (Retry-After dit quand).
web-busy-drawing = Trop d'images sont en cours de dessin pour dessiner celle-ci maintenant.
web-busy-slow = La réponse a pris plus de { $seconds } secondes.

## La page d'accueil.

web-home-title = Accueil
web-home-intro = Classements, tournois et rediffusions de parties du bot Discord Cruise Pawns, pour les serveurs qui ont rendu leurs pages publiques (<code>/settings web:on</code>).
web-home-boards = Classements de tous les serveurs
web-home-where = Le classement propre d'un serveur est à <code>/servers/&lt;id du serveur&gt;/leaderboard/&lt;préréglage&gt;</code>, un tournoi à <code>/tournaments/&lt;numéro&gt;</code>, une partie à <code>/games/&lt;numéro&gt;</code>, un problème tiré d'une partie à <code>/puzzles/&lt;numéro&gt;</code> (les plus récents d'un serveur sur son classement), un joueur à <code>/players/&lt;id d'utilisateur&gt;</code>. Le bot y renvoie dans ses messages quand l'adresse du site est configurée (<code>PUBLIC_URL</code>).
web-home-api = JSON pour les outils de la communauté : <code>/api/leaderboard/&lt;préréglage&gt;</code>, <code>/api/servers/&lt;id du serveur&gt;/leaderboard/&lt;préréglage&gt;</code>, <code>/api/tournaments/&lt;numéro&gt;</code>, <code>/api/games/&lt;numéro&gt;</code>, <code>/api/puzzles/&lt;numéro&gt;</code>, <code>/api/players/&lt;id d'utilisateur&gt;</code>.

## Tableaux.

web-col-player = Joueur
web-col-rating = Classement Elo
web-col-games = Parties
web-col-week = 7 jours
web-col-points = Points
web-col-tiebreak = Départage
web-col-preset = Préréglage
web-col-rank = Rang
web-col-wins = Victoires
web-col-draws = Nulles
web-col-losses = Défaites
web-col-streak = Série (meilleure)

## Classements.

web-board-title = Classement { $preset }, page { $page }
web-board-heading = Classement { $preset }, { $scope ->
        [server] ce serveur
       *[all] tous les serveurs
    }
web-board-pages = Page { $page } sur { $pages } · { $ranked } classés
web-board-presets = Préréglages :
web-board-empty = Aucun joueur classé sur cette page.
web-board-hidden = { $count ->
        [one] { $count } autre joueur de cette page n'a joué que sur des serveurs aux pages non publiques.
       *[other] { $count } autres joueurs de cette page n'ont joué que sur des serveurs aux pages non publiques.
    }
web-board-provisional = { $count ->
        [0] Aucun joueur provisoire n'attend d'être classé.
        [one] { $count } joueur provisoire (classement avec ?) n'est pas encore classé.
       *[other] { $count } joueurs provisoires (classements avec ?) ne sont pas encore classés.
    }
web-board-prev = ← page { $page }
web-board-next = page { $page } →

## La rediffusion d'une partie.

web-game-title = { $white } contre { $black }
web-game-number = Partie { $id }
web-in-progress = en cours
web-reason = { $reason ->
        [checkmate] échec et mat
        [king-destroyed] roi détruit
        [promotion] promotion
        [stalemate] pat
        [no-legal-move] aucun coup légal
        [no-pawns] plus de pions
        [insufficient-material] matériel insuffisant
        [seventy-five-moves] règle des 75 coups
        [fivefold-repetition] quintuple répétition
        [resignation] abandon
        [time] temps
        [time-insufficient-material] temps, matériel insuffisant
        [agreement] accord
        [threefold-repetition] triple répétition
        [fifty-moves] règle des 50 coups
        [aborted] annulée
        [move-limit] limite de coups
        [decided] décidé par l'organisateur
        [decided-forfeit] forfait
       *[other] { $reason }
    }
web-board-alt = l'échiquier, { $side ->
        [white] les Blancs
       *[black] les Noirs
    } en bas
web-replay-prev = ← précédent
web-replay-next = suivant →
web-replay-keys = (ou les touches ← →)
web-replay-flip = retourner l'échiquier ({ $side ->
        [white] les Blancs
       *[black] les Noirs
    } en bas)
web-no-moves = Pas encore de coups.
web-caption-start = Départ : { $side ->
        [white] aux Blancs
       *[black] aux Noirs
    } de jouer.
web-caption-flight = Le missile { $side ->
        [white] des Blancs
       *[black] des Noirs
    } parti de { $launch } entre en { $square } (étape { $step } sur { $steps }).
web-caption-shot-down = Le missile est abattu en { $square } : { $move }.
web-caption-self-destruct = Le pion en { $square } s'autodétruit.
web-caption-detonates = Le missile détone en { $square }.
web-caption-played = { $side ->
        [white] Les Blancs ont
       *[black] Les Noirs ont
    } joué { $move }.

## L'analyse d'une partie.

web-analysis = Analyse
web-analysis-side = { $side ->
        [white] Blancs
       *[black] Noirs
    } { $name } : { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = précision { $value } %
web-analysis-no-decision = aucune décision
web-analysis-chart-alt = Les chances des Blancs (Win%) après chaque décision
web-analysis-worst = coup { $number }, { $side ->
        [white] Blancs
       *[black] Noirs
    } : { $played }{ $mark } (Win% { $before } → { $after }) ; mieux : { $better }
web-analysis-better = mieux : { $move }
web-analysis-note = Jugé par le moteur du bot à { $nodes } nœuds par position ; annotations comme sur lichess (?! imprécision, ? erreur, ?? gaffe).

## Un tournoi.

web-tournament-number = Tournoi { $id }
web-format = { $format ->
        [swiss] système suisse
        [round-robin] toutes rondes
        [arena] arène
        [knockout] élimination directe
        [double-elimination] double élimination
       *[other] { $format }
    }
web-status = { $status ->
        [open] ouvert
        [running] en cours
        [finished] terminé
       *[cancelled] annulé
    }
web-standings = Classement
web-not-started = Pas encore commencé : { $count ->
        [one] { $count } inscrit
       *[other] { $count } inscrits
    } pour l'instant.
web-withdrawn = (retiré)
web-crosstable = Grille
web-round = Ronde { $number }
web-playing = en cours
web-bye = (exempt)
web-result-bye = exempt
web-result-half-bye = ½ exempt
web-bracket = Tableau
web-bracket-links = Chaque match joué renvoie à ses parties.

## Un joueur.

web-chart-alt = courbe de classement
web-ratings = Classements Elo
web-not-ranked = non classé
web-recent-games = Parties récentes en { $preset }
web-recent-game = { $result ->
        [win] victoire
        [draw] nulle
       *[loss] défaite
    } contre { $opponent } ({ $rating })

## Un problème.

web-puzzle-title = Problème { $id }
web-puzzle-from = tiré de { $white } contre { $black }, coup { $move }
web-puzzle-credit = Problème { $credit }.
web-puzzle-themes = thèmes : { $themes }
web-themes-none = aucun
web-puzzle-rating = classement { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } essai
       *[other] { $count } essais
    }
web-puzzle-prev = ← retour
web-puzzle-next = montrer le coup suivant →
web-puzzle-solution = Montrer la solution
web-puzzle-step-alt = l'échiquier après le coup { $n } de la solution
web-puzzle-start = { $side ->
        [white] Les Blancs ont
       *[black] Les Noirs ont
    } joué { $move }. { $solver ->
        [white] Aux Blancs
       *[black] Aux Noirs
    } de jouer : trouve le seul bon coup.
web-puzzle-plays-move = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    } { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Les Blancs laissent
       *[black] Les Noirs laissent
    } passer le missile.
web-puzzle-solved = Résolu.
web-recent-puzzles = Problèmes récents
web-no-puzzles = Pas encore de problèmes tirés des parties de ce serveur : chaque partie terminée est fouillée pour en trouver.
web-request-timed-out = La requête n'est pas arrivée à temps. Renvoie-la, rapidement.
web-too-many-connections = Trop de connexions sont ouvertes en ce moment. Réessaie dans quelques secondes.
