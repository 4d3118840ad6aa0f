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
tournament-rule-move-limit = Sans pendule, chaque coup dans les { $duration } : le joueur qui laisse passer ce délai perd la partie.
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

# Pourquoi la ronde suivante d'un système suisse ne peut pas être appariée.
tournament-unpairable-rematch-or-bye = chaque appariement restant serait une revanche ou une deuxième exemption

## Résultats fixés par l'organisateur, berserk, l'archive, le rôle du vainqueur.

tournament-result-forfeit-phrase = { $loser } a perdu par forfait contre { $winner }
tournament-result-both-forfeit-phrase = { $white } et { $black } ont tous deux perdu par forfait
tournament-adjudicated = Résultat fixé par { $by } dans { $tournament } : ronde { $round }, échiquier { $board } : { $result } ({ $was }).
tournament-adjudicated-was = avant : { $score }
tournament-adjudicated-stopped = sa partie est arrêtée
tournament-berserk = { $player } passe en berserk : la moitié de la pendule pour un point bonus en cas de victoire !
tournament-record = L'archive de { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } partagent la première place de **{ $tournament }** et ont maintenant { $role }.
       *[no] 🏆 { $winners } remporte **{ $tournament }** et a maintenant { $role }.
    }

## `/tournament edit` et `/tournament list`.

tournament-edited = ✏️ { $by } a modifié dans { $tournament } : { $what }.
tournament-edited-start = Il commence maintenant { $date } ({ $countdown }).
tournament-edited-shown = L'annonce le montre tel qu'il est maintenant.
tournament-edited-field = { $field ->
        [name] le nom
        [start] le début
        [rounds] les rondes
        [byes] les exemptions
        [minutes] les minutes
        [time-control] la cadence
        [most-players] le nombre maximal de joueurs
        [no-show-time] le délai d'absence
        [move-limit] le délai par coup
       *[other] { $text }
    }
tournament-list-none = Aucun tournoi n'est ouvert, prévu ou en cours sur ce serveur. Crées-en un avec `/tournament create` (`repeat:weekly` en fait une série).
tournament-list-header = Tournois de ce serveur ({ $count }) :
tournament-list-line = • { $tournament } dans { $channel } : { $state }{ $series } ; { $players }.
tournament-list-starts = commence { $date } ({ $countdown })
tournament-list-open = ouvert, l'organisateur le lance
tournament-list-running-round = en cours, ronde { $round } sur { $rounds }
tournament-list-running-ends = en cours, se termine à { $end }
tournament-list-repeats = ; se répète { $repeat ->
        [daily] chaque jour
        [monthly] chaque mois
       *[weekly] chaque semaine
    }{ $at } (édition { $edition })
tournament-list-repeats-at = , à { $time } { $zone }
tournament-list-more = … et { $count } de plus.

## Arènes : arrivée tardive, absence ; les colonnes de l'image du classement.

tournament-arena-late-join = { $player } a rejoint { $tournament } : apparié dès qu'un adversaire est libre.
tournament-arena-no-show = { $result } { $player } n'a pas joué à temps et est mis en pause : appuie sur Rejoindre dans l'annonce ou utilise /tournament join pour être apparié à nouveau.
tournament-column-points = Points
tournament-column-matches-won = Matchs gagnés
tournament-column-streak = Série
tournament-column-player = Joueur
tournament-column-performance = Perf.
tournament-streak-on-fire = en feu ×2

## Élimination directe : nom d'un match, match décidé, le tableau.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Finale
tournament-match-semi-final = Demi-finale { $number }
tournament-match-quarter-final = Quart de finale { $number }
tournament-match-round = Tour { $round }, match { $number }
tournament-match-winners-final = Finale des gagnants
tournament-match-winners-semi-final = Demi-finale { $number } des gagnants
tournament-match-winners-quarter-final = Quart de finale { $number } des gagnants
tournament-match-winners-round = Tour { $round } des gagnants, match { $number }
tournament-match-losers-round = Tour { $round } des perdants, match { $number }
tournament-match-grand-final = Grande finale
tournament-match-grand-final-reset = Revanche de la grande finale
tournament-match-third-place = Troisième place
tournament-match-beats = { $match } : { $winner } bat { $loser } { $score }.
tournament-match-by-seed = { $match } : { $winner } et { $loser } sont à égalité { $score } ; { $winner }, mieux classé, se qualifie.
tournament-match-walkover = { $match } : { $winner } se qualifie, { $loser } s'est retiré.
tournament-match-by-organizer = { $match } : { $winner } se qualifie face à { $loser }, sur décision de l'organisateur.
tournament-bracket-title = Tableau de { $tournament }
tournament-bracket-summary = Décidés : { $decided }{ $playing }. L'image montre tout le tableau.
tournament-bracket-playing = ; en cours : { $matches }
tournament-bracket-playing-more = { $matches } et d'autres

## Options et résultats d'élimination directe refusés.

tournament-knockout-bad-best-of = Un match au meilleur des { $best } n'est pas proposé : choisis `best_of` 1 (par défaut), 3 ou 5.
tournament-knockout-bad-tiebreak = Le départage `{ $text }` est inconnu : choisis `replay` (par défaut), `armageddon` ou `seed`.
tournament-knockout-bad-grand-final = La grande finale `{ $text }` est inconnue : choisis `double` (par défaut : une revanche si le vainqueur du tableau des perdants gagne la première) ou `simple`.
tournament-knockout-bad-seeding = Le classement initial `{ $text }` est inconnu : choisis `rating` (par défaut), `join` ou `random`.
tournament-knockout-armageddon-untimed = Un départage armageddon donne moins de temps aux Noirs, il lui faut donc une pendule : ajoute un `time` comme `5+3`, ou choisis `tiebreak:replay` ou `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` est pour la double élimination : une élimination simple se termine par sa finale. Utilise `/tournament create double-elimination`, ou retire `grand_final`.
tournament-knockout-max-players = Un tableau à élimination directe accepte au plus 128 joueurs, pas { $max } : choisis `max_players` entre 2 et 128, ou laisse-le vide pour 128.
tournament-knockout-third-place-in-double = `third_place` est pour l'élimination simple : en double élimination, le tableau des perdants décide de la troisième place. Retire `third_place`, ou utilise `/tournament create knockout`.
tournament-knockout-no-game = { $match } n'a aucune partie en cours : pour décider le match toi-même, nomme son vainqueur avec `winner`.
tournament-knockout-not-running = { $tournament } n'est pas une élimination directe en cours : le vainqueur d'un match ne se nomme que pendant que son tableau se joue.

## Les libellés de l'image du tableau (courts : ils surmontent une colonne).

tournament-bracket-winners-final = Finale des gagnants
tournament-bracket-winners-round = Gagnants, tour { $round }
tournament-bracket-final = Finale
tournament-bracket-semi-finals = Demi-finales
tournament-bracket-quarter-finals = Quarts de finale
tournament-bracket-round = Tour { $round }
tournament-bracket-losers-final = Finale des perdants
tournament-bracket-losers-round = Perdants, tour { $round }
tournament-bracket-grand-final = Grande finale
tournament-bracket-reset = Revanche
tournament-bracket-third-place = Troisième place
tournament-bracket-bye = exempt
tournament-bracket-picture-title = { $format ->
        [double] Double élimination
       *[single] Élimination directe
    } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
tournament-bracket-champion = { $title } · champion : S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } contre { $second }{ $rest }
