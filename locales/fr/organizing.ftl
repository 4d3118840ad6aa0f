# Organiser des tournois : pourquoi une action de tournoi est refusée, les
# inscriptions, départs, annulations et l'approche d'un départ programmé.

## Refus. $name : le nom d'un tournoi (en gras).

organizing-bad-format = Je ne connais pas le format de tournoi `{ $text }` : choisis { $formats }.
organizing-not-an-option-of = `{ $option }` n'est pas une option de ce tournoi { $format } : elle sert aux tournois { $formats }. Crée-en un avec { $create }, ou retire `{ $option }`.
organizing-no-formats = aucun
organizing-too-many-for-bracket = Un tableau à élimination directe accepte au plus 128 joueurs et { $have } se sont inscrits : retires-en avec /tournament kick, ou organise plutôt un système suisse.
organizing-match-result-or-winner = Donne soit `result` (le résultat de la partie en cours du match, comme `1-0`), soit `winner` (le joueur qui se qualifie), pas les deux et pas aucun.
organizing-bad-start = Je ne comprends pas l'heure de début `{ $text }` : écris `in 2h`, une heure UTC comme `18:30`, une date et une heure avec un fuseau comme `2026-12-04 19:00 Europe/Berlin`, un horodatage Discord comme `<t:1796497200>` ou des secondes Unix ; ou laisse vide et lance le tournoi toi-même.
organizing-start-passed = L'heure de début `{ $text }` correspond à { $date }, qui est déjà passé : donne une heure dans le futur.
organizing-start-too-far = L'heure de début `{ $text }` est à plus de 30 jours : crée le tournoi plus près de sa date.
organizing-unknown-zone = Je ne connais pas le fuseau horaire `{ $text }` : utilise un nom IANA comme `Europe/Berlin`, `America/New_York` ou `UTC`.
organizing-bad-no-show = Je ne comprends pas le délai d'absence `{ $text }` : écris un nombre et une unité, comme `30s`, `2m`, `5m`, `1h` ou `1d`, de 10 secondes à 7 jours, ou laisse vide pour la valeur par défaut (5 minutes ; 24 heures avec une cadence par correspondance).
organizing-bad-move-limit = Je ne comprends pas la limite par coup `{ $text }` : écris un nombre et une unité, comme `30s`, `2m`, `1h` ou `1d`, de 10 secondes à 14 jours, ou laisse vide pour la valeur par défaut (1 jour).
organizing-move-limit-with-clock = `move_limit` sert aux tournois sans pendule : avec une cadence, la pendule limite chaque coup. Retire `move_limit`, ou crée le tournoi avec `time:none`.
organizing-bad-bye = Des points d'exempt `{ $text }` ne sont pas possibles : choisis `1` (par défaut), `0.5` (ou `½`) ou `0`.
organizing-bad-name = Donne au tournoi un nom de 1 à 80 caractères.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } ronde, ce n'est
       *[other] { $rounds } rondes, ce n'est
    } pas possible : choisis de 1 à 30 rondes, ou laisse vide pour un nombre adapté aux joueurs.
organizing-bad-minutes = Une arène de { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } n'est pas possible : choisis de 1 à 1440 minutes.
organizing-no-tournament-here = Il n'y a aucun tournoi ouvert ou en cours dans ce salon. Crées-en un avec /tournament create.
organizing-edit-after-start = **{ $name }** a commencé : on ne peut le modifier qu'avant son début. Ses résultats se saisissent avec `/tournament result`.
organizing-nothing-to-edit = Rien à changer : donne au moins une option à `/tournament edit <format>` : `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, `rounds` et `byes` pour un système suisse, `minutes` pour une arène.
organizing-edit-other-format = **{ $name }** est un tournoi { $format } : modifie-le avec `/tournament edit { $format }`, pas `/tournament edit { $asked }`.
organizing-edit-not-for-format = Ce tournoi { $format } n'a pas de `{ $option }` à changer : `{ $option }` sert aux tournois { $formats }.
organizing-max-below-joined = { $joined ->
        [one] { $joined } joueur s'est
       *[other] { $joined } joueurs se sont
    } déjà inscrits : `max_players` ne peut pas valoir { $max }. Indique { $joined } ou plus, ou retire d'abord des joueurs.
organizing-choose-tournament = Ce salon contient plusieurs tournois : { $choices }. Choisis-en un avec l'option `tournament:` (elle te les propose pendant que tu tapes).
organizing-choices-more = { $count } de plus
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Tu as déjà { $limit } tournois ouverts sur ce serveur ({ $open }), le maximum pour un membre. Termine ou annule-en un (`/tournament cancel`) avant d'en créer un autre.
organizing-no-such-tournament = Il n'y a pas de tournoi #{ $id }. Vois les tournois de ce salon avec /tournament standings.
organizing-already-joined = Tu es déjà inscrit à **{ $name }**. Attends qu'il commence.
organizing-full = **{ $name }** est complet ({ $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }). Demande une place à l'organisateur, ou rejoins un autre tournoi.
organizing-already-started = **{ $name }** a commencé et n'accepte plus d'inscriptions (un toutes rondes n'en prend plus après son début ; un système suisse plus dès que sa dernière ronde est appariée ; une arène plus après sa fin). Rejoins le prochain.
organizing-over = **{ $name }** est terminé. Consulte son classement final, ou crée un nouveau tournoi.
organizing-not-joined = Tu ne joues pas dans **{ $name }**. Rejoins-le avec /tournament join tant qu'il est ouvert.
organizing-not-running = **{ $name }** n'a pas encore commencé : utilise /tournament leave pour le quitter.
organizing-already-withdrawn = Tu as déjà quitté **{ $name }**.
organizing-not-organizer = Seuls l'organisateur ({ $organizer }), un membre avec « Gérer le serveur » ou un membre ayant le rôle d'organisateur de tournois du serveur peuvent { $action }. Demande à l'un d'eux (`/tournament settings` indique le rôle).
organizing-organizer-action = { $action ->
        [add] ajouter des joueurs à ce tournoi
        [results] saisir des résultats dans ce tournoi
        [start] lancer ce tournoi
        [cancel] annuler ce tournoi
        [pair] apparier la ronde suivante de ce tournoi
        [remove] retirer des joueurs de ce tournoi
       *[other] modifier ce tournoi
    }
organizing-too-few-players = Un tournoi de ce format demande au moins { $needed ->
        [one] { $needed } joueur
       *[other] { $needed } joueurs
    } et en a { $have }. Attends que d'autres joueurs s'inscrivent.
organizing-round-in-progress = La ronde { $round } est encore en cours ({ $games }). La ronde suivante est appariée d'elle-même quand sa dernière partie se termine.
organizing-round-in-progress-no-show = Un joueur qui n'a pas joué avant { $time } perd par forfait.
organizing-round-in-progress-under-way = Ses parties sont en cours : attends qu'elles se terminent.
organizing-arena-pairs-itself = **{ $name }** est une arène : les joueurs libres sont appariés d'eux-mêmes, il n'y a pas de rondes à apparier.
organizing-no-more-rounds = Toutes les rondes de **{ $name }** ont été appariées ; il se termine quand la dernière partie se termine.
organizing-not-in-tournament-game = Le berserk, c'est pour ta propre partie d'arène, dans son fil, avant ton premier coup.
organizing-berserk-too-late = Tu ne peux passer en berserk qu'avant ton premier coup de la partie.
organizing-berserk-no-clock = Le berserk divise ta pendule par deux : ce tournoi n'a pas de pendule.
organizing-no-abort = Les parties de tournoi ne peuvent pas être annulées. Abandonne, ou quitte le tournoi avec /tournament withdraw.
organizing-pairing-failed = La ronde suivante n'a pas pu être appariée ({ $error }). L'organisateur peut réessayer avec /tournament pair.
organizing-not-swiss = Un fichier TRF n'existe que pour les tournois au système suisse ; le PGN de chaque partie est joint à la place.
organizing-save-failed = Impossible d'enregistrer ça. Réessaie dans un instant.
organizing-bad-max-players = Au plus { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }, ce n'est pas possible : choisis de 2 à 1 000 joueurs, ou laisse vide pour 256.
organizing-bad-role = `{ $text }` n'est pas un rôle : choisis un rôle de ce serveur, ou laisse vide pour que tout le monde puisse s'inscrire.
organizing-needs-start-time = `{ $option }:` demande une heure de début : ajoute `starts:` (comme `in 2h`, `18:30 Europe/Berlin` ou `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` n'est pas une durée : écris-la comme `10m`, `1h` ou `1d`, ou `0` pour aucun rappel.
organizing-bad-checkin = `{ $option }:{ $text }` n'est pas une durée : écris-la comme `10m`, `1h` ou `1d`, ou laisse vide pour ne pas avoir d'enregistrement.
organizing-check-in-opens = L'enregistrement pour **{ $name }** ouvre { $when } : reviens à ce moment-là.
organizing-check-in-not-open = Aucun enregistrement n'est ouvert pour **{ $name }** en ce moment.
organizing-not-entered = Tu n'es pas inscrit à **{ $name }** : appuie d'abord sur Rejoindre, puis sur S'enregistrer.
organizing-bad-result = Je ne comprends pas le résultat `{ $text }` : écris `1-0`, `0-1`, `1/2` (nulle ; `½`, `½-½`, `1/2-1/2` et `0.5-0.5` marchent aussi), `+-` (les Blancs gagnent par forfait), `-+` (les Noirs gagnent par forfait) ou `0-0` (les deux perdent par forfait).
organizing-byes-swiss-only = **{ $name }** n'est pas un système suisse : les exempts d'un demi-point ne se demandent que dans un système suisse. Retire-toi si tu ne peux pas continuer.
organizing-byes-off = **{ $name }** n'accorde pas d'exempts sur demande. Joue tes parties, ou retire-toi si tu ne peux pas continuer.
organizing-no-byes-left = Tu as déjà utilisé { $allowed ->
        [one] ton exempt d'un demi-point
       *[other] tes { $allowed } exempts d'un demi-point
    } dans **{ $name }**. Joue tes parties, ou retire-toi si tu ne peux pas continuer.
organizing-bye-already-requested = Tu as déjà demandé un exempt d'un demi-point pour la ronde { $round } de **{ $name }** : tu n'y seras pas apparié.
organizing-bye-too-late = La dernière ronde de **{ $name }** est appariée : il ne reste aucune ronde où prendre un exempt. Joue ta partie, ou retire-toi.
organizing-no-such-round = Il n'y a pas de ronde { $round } : { $rounds ->
        [0] aucune ronde n'a encore été appariée.
        [one] seule la ronde 1 a été appariée.
       *[other] les rondes 1 à { $rounds } ont été appariées.
    }
organizing-no-such-board = Il n'y a pas d'échiquier { $board } dans la ronde { $round } : { $boards ->
        [one] elle n'a que l'échiquier 1.
       *[other] ses échiquiers vont de 1 à { $boards }.
    }
organizing-bye-board = L'échiquier { $board } de la ronde { $round } est un exempt : il n'a ni partie ni résultat à saisir. Choisis un échiquier avec deux joueurs.
organizing-results-not-started = **{ $name }** n'a pas encore commencé : il n'y a aucun résultat à saisir.
organizing-results-over = **{ $name }** est terminé : ses résultats sont définitifs et ne peuvent plus être modifiés.
organizing-results-cancelled = **{ $name }** a été annulé : il n'y a aucun résultat à saisir.
organizing-missing-role = Il te faut le rôle { $role } pour rejoindre **{ $name }**.
organizing-too-few-rated-games = **{ $name }** demande au moins { $needed } en { $preset } ; tu en as { $have }. Joue encore { $more } et inscris-toi à nouveau.
organizing-already-berserk = Tu es déjà passé en berserk dans cette partie.
organizing-unpairable = La ronde suivante de **{ $name }** ne peut pas être appariée après la ronde { $round } : chaque appariement restant serait une revanche ou un second exempt. Le tournoi s'arrête ici.
organizing-bad-repeat = `{ $text }` n'est pas une répétition : choisis none, daily, weekly ou monthly.
organizing-bad-zone = `{ $text }` n'est pas un fuseau horaire que je connais. Donne un nom IANA comme `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` ou `UTC` (voir https://en.wikipedia.org/wiki/List_of_tz_database_time_zones) ; rien n'a été modifié.

## Inscriptions, départs, annulations et approche du début (messages).

organizing-back = { $player } est de retour dans { $tournament } : de nouveau apparié dès qu'un adversaire est libre.
organizing-left = { $player } a quitté { $tournament }.
organizing-removed = { $player } a été retiré de { $tournament } : toute partie en cours est perdue par forfait.
organizing-withdrew = { $player } s'est retiré de { $tournament } : toute partie en cours est perdue par forfait.
organizing-added = { $mention }, { $by } t'a ajouté (**{ $player }**) à { $tournament }. Tu ne joues pas ? Appuie sur **Quitter** ci-dessous (ou `/tournament leave`).
organizing-cancelled = { $tournament } a été annulé par son organisateur.
organizing-cancelled-too-few = { $tournament } est annulé : inscriptions : { $players }, il en faut au moins { $min }.
organizing-cancelled-too-few-checked-in = { $tournament } est annulé : enregistrements : { $players }, il en faut au moins { $min }.
organizing-run-up = ⏰ { $tournament } commence { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } commence { $date }. L'enregistrement est ouvert : appuie sur S'enregistrer ci-dessous avant sa fermeture { $countdown }, sinon tu seras retiré au début.
organizing-withdrawn-absent = { $names } { $count ->
        [one] ne s'est pas enregistré pour { $tournament } et est retiré.
       *[other] ne se sont pas enregistrés pour { $tournament } et sont retirés.
    }
organizing-withdrawn-absent-late = Il est encore possible de s'inscrire en retard : appuie sur Rejoindre.
organizing-checked-in = Tu es enregistré pour { $tournament }. Il commence { $countdown }.

## Ailleurs.

organizing-calendar-description = Tournoi { $format } de { $preset }, { $time }. Inscris-toi avec le bouton Rejoindre de son annonce.
organizing-winner-role-reason = vainqueur de { $tournament }

organizing-private-notice = 🔒 **{ $title }** : { $notice }
organizing-bracket-players = Un tableau à élimination directe accepte de 2 à 128 joueurs, pas { $players } : divise le groupe ou organise d’abord un système suisse.
organizing-bracket-third-place = Un tableau de 2 joueurs n’a pas de demi-finales, donc pas de match pour la troisième place : retire-le ou prends au moins 3 joueurs.
organizing-bracket-match-name = « { $text } » n’est pas un nom de match : écris W<tour>-<n>, L<tour>-<n>, GF1, GF2 ou 3P (par exemple W1-2).
organizing-bracket-no-such-match = Il n’y a pas de match { $match } dans ce tableau : affiche la liste des matchs pour voir leurs noms.
organizing-bracket-not-ready = { $match } n’est pas prêt : ses deux joueurs ne sont pas encore connus ; enregistre d’abord les matchs qui le précèdent.
organizing-bracket-walkover = { $match } se gagne sans jouer : { $seed } se qualifie d’office, donc ce match n’accepte aucun résultat.
organizing-bracket-walkover-open = { $match } se gagne sans jouer : une place est vide, donc celui qui prendra l’autre se qualifie d’office ; ce match n’accepte aucun résultat.
organizing-bracket-empty = { $match } ne se joue jamais : ses deux places sont vides ; il n’accepte aucun résultat.
organizing-bracket-no-reset = GF2 ne se joue pas : { $seed } a gagné GF1 en venant du tableau des gagnants et le tableau est terminé.
organizing-bracket-already-decided = { $match } est déjà décidé ({ $winner } a gagné) : un résultat ne s’enregistre qu’une fois.
organizing-bracket-not-in-match = { $seed } ne joue pas { $match }, qui oppose { $a } à { $b } : désigne l’un des deux comme vainqueur.
