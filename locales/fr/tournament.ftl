# Durées et nombres (source : en-US). Pluriel : one (0 et 1), many, other.

## Durées, dans leur plus grande unité entière.

duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}

## L'annonce d'un tournoi.

tournament-rounds = { $count ->
    [one] { $count } ronde.
   *[other] { $count } rondes.
}
tournament-max-players = { $count ->
    [one] { $count } joueur au maximum.
   *[other] { $count } joueurs au maximum.
}

## Nombres, à l'intérieur d'une phrase.

count-rounds = { $count ->
    [one] { $count } ronde
   *[other] { $count } rondes
}
count-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
count-matches = { $count ->
    [one] { $count } match
   *[other] { $count } matchs
}
count-rated-games = { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}

## Les messages d'un tournoi (crates/tournament).

tournament-point-one = 1 point
tournament-point-half = ½ point
tournament-points = { $points } points
tournament-entrants-more = { $names } et { $more } de plus (`/tournament standings` les montre tous)

tournament-result-forfeit = { $loser } a perdu par forfait contre { $winner }.
tournament-result-both-forfeit = { $white } et { $black } ont tous deux perdu par forfait.
tournament-result-requested-bye = { $player } : exempt demandé (½ point).
tournament-result-in-progress = { $white } contre { $black } : en cours

tournament-board-requested-bye = { $number }. { $player } : exempt demandé (½ point)
tournament-board-bye = { $number }. { $player } : exempt ({ $worth })
tournament-board-game = { $number }. { $white } (Blancs) contre { $black } (Noirs)
tournament-round-header = { $tournament } : ronde { $round } sur { $rounds }
tournament-first-move-by = Joue ton premier coup dans les { $duration } (le temps s'écoule { $stamp }) ou tu perds par forfait.

## L'annonce.

tournament-no-clock = sans pendule
tournament-created = { $tournament } par { $organizer } : { $preset }, { $time }{ $strikes ->
        [yes] , frappe sur le roi
       *[other] {""}
    }, { $rated ->
        [yes] classé
       *[other] amical
    }.
tournament-rule-first-move = Joue ton premier coup dans les { $duration } ou tu perds par forfait.
tournament-rule-move-limit = Sans pendule, chaque coup dans les { $duration } : qui laisse passer ce délai perd la partie.
tournament-entry = Inscription : { $conditions }.
tournament-entry-role = membres avec { $role }
tournament-entry-min-games = au moins { $games } en { $preset }
tournament-winner-gets = Le vainqueur reçoit { $role }.
tournament-starts = Commence le { $date } ({ $countdown }).
tournament-checkin-opens = L'enregistrement ouvre { $at } : les joueurs qui ne se sont pas enregistrés avant le début sont retirés.
tournament-checkin-opens-short = L'enregistrement ouvre { $at }.
tournament-repeats = Se répète { $repeat ->
        [daily] chaque jour
        [monthly] chaque mois
       *[weekly] chaque semaine
    } (édition { $edition }).
tournament-repeats-at = Se répète { $repeat ->
        [daily] chaque jour
        [monthly] chaque mois
       *[weekly] chaque semaine
    } (édition { $edition }), à { $time } { $zone }.
tournament-organizer-starts = L'organisateur le lance.
tournament-announcement = 🏆 { $tournament } par { $organizer }. { $status }
tournament-status-open = Ouvert : appuie sur Rejoindre pour participer.
tournament-status-finished = Terminé : le classement final est ci-dessous.
tournament-status-cancelled = Annulé.
tournament-status-running = En cours : ronde { $round } sur { $rounds }.
tournament-late-entries-until-last = Inscriptions tardives jusqu'au début de la dernière ronde : appuie sur Rejoindre.
tournament-no-entrants = Aucun participant pour l'instant : appuie sur Rejoindre.
tournament-entrants = Participants ({ $count }) : { $names }.
tournament-withdrawn-name = { $name } (retiré)
tournament-game = { $preset }{ $strikes ->
        [yes] , frappe sur le roi
       *[other] {""}
    }, { $rated ->
        [yes] classé
       *[other] amical
    }
tournament-card-footer = Tournoi n° { $id }. Appuie sur Règles pour ses règles.

tournament-field-format = Format
tournament-field-game = Jeu
tournament-field-time = Cadence
tournament-field-rounds = Rondes
tournament-field-byes = Exempts
tournament-field-length = Durée
tournament-field-players = Joueurs
tournament-field-start = Début
tournament-field-entry = Inscription
tournament-field-winner = Vainqueur
tournament-rounds-at-start = fixées au début
tournament-rounds-by-players = selon les joueurs

tournament-button-join = Rejoindre
tournament-button-leave = Quitter
tournament-button-check-in = S'enregistrer
tournament-button-rules = Règles

## Le début.

tournament-started = { $tournament } a commencé. Têtes de série :
tournament-seed = { $seed }. { $player } ({ $rating })

## Les règles des formats.

tournament-double-round-robin = Double toutes rondes.
tournament-swiss-bye-worth = Un exempt vaut { $worth }.
tournament-swiss-no-requested-byes = Les exempts à un demi-point ne peuvent pas être demandés.
tournament-swiss-requested-byes = { $count ->
    [one] Chaque joueur peut demander { $count } exempt à un demi-point (½ point, pas apparié cette ronde-là).
   *[other] Chaque joueur peut demander jusqu'à { $count } exempts à un demi-point (½ point chacun, pas apparié cette ronde-là).
}
tournament-swiss-byes-fact-none = { $worth } ; aucun sur demande
tournament-swiss-byes-fact = { $worth } ; { $count } sur demande (½)
tournament-arena-length = { $count ->
    [one] { $count } minute.
   *[other] { $count } minutes.
}
tournament-arena-running = En cours : se termine à { $end }. Inscriptions tardives bienvenues : appuie sur Rejoindre.
tournament-arena-ends = L'arène se termine { $end }.
tournament-arena-games = { $tournament } : parties
tournament-arena-game = { $tournament } : { $white } (Blancs) contre { $black } (Noirs)
tournament-knockout-running = En cours : le tableau ci-dessous montre où il en est.
tournament-knockout-match = { $best ->
        [1] Chaque match se joue en une partie
       *[other] Chaque match se joue au meilleur des { $best } parties (couleurs alternées)
    }{ $tiebreak ->
        [replay] ; un match nul est rejoué, couleurs inversées, jusqu'à une partie décisive (3 au plus, puis la meilleure tête de série passe).
        [armageddon] ; un match nul se décide en une partie armageddon : les Noirs ont 4/5 du temps des Blancs et la nulle leur profite.
       *[seed] ; en cas de match nul, la meilleure tête de série passe.
    }
tournament-knockout-grand-final-reset = Grande finale avec revanche : si le vainqueur du tableau des perdants la gagne, une seconde décide.
tournament-knockout-grand-final = Un seul match de grande finale.
tournament-knockout-third-place = Les perdants des demi-finales jouent pour la troisième place.
tournament-knockout-seeded-rating = Têtes de série selon le classement Elo.
tournament-knockout-seeded-join = Têtes de série dans l'ordre d'inscription.
tournament-knockout-seeded-random = Têtes de série tirées au sort.
tournament-knockout-new-games = { $tournament } : nouvelles parties
tournament-knockout-game = { $match } : { $white } (Blancs) contre { $black } (Noirs)

## Classement.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = classement après la ronde { $round }
tournament-standings-now-round = classement actuel, ronde { $round } en cours
tournament-standings-now = classement actuel
tournament-standings-final = classement final
tournament-standings-not-started = (pas commencé)
tournament-standings-joined = { $players } inscrits jusqu'ici : { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (retiré)
tournament-tiebreak-legend = { $name } : { $meaning }
tournament-tiebreak-bh-c1 = Buchholz tronqué 1 (points des adversaires, sans le plus faible)
tournament-tiebreak-bh = Buchholz (points des adversaires)
tournament-tiebreak-sb = Sonneborn-Berger (points des adversaires battus, la moitié pour les nulles)
tournament-tiebreak-win = rondes gagnées
tournament-tiebreak-won = parties gagnées sur l'échiquier
tournament-tiebreak-de = confrontation directe (résultats entre les joueurs à égalité)

## La fin.

tournament-over-unpairable = { $tournament } est terminé après la ronde { $round } : la ronde suivante ne peut pas être appariée ({ $why }).
tournament-over = 🏆 { $tournament } est terminé ! Bravo à { $winners } !
tournament-names-and-more = { $names } et { $more } de plus
tournament-final-title = 🏆 { $name } : classement final
tournament-final-footer = Tournoi n° { $id }
tournament-final-more = … et { $count } de plus : `/tournament standings` les montre tous.

tournament-late-join-by-rounds = { $player } a rejoint { $tournament } en retard, à partir de la ronde { $round } ; rondes manquées : { $missed }, chacune non jouée (0 point).
tournament-swiss-bye-taken = { $player } prend un exempt à un demi-point à la ronde { $round } de { $tournament } : pas apparié, ½ point. Exempts restants : { $left }.
