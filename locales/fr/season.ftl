# Saisons : les classements propres d'un serveur pendant un temps.

## Refus

season-only-in-servers = Les saisons appartiennent à un serveur : utilise cette commande dans l'un de ses salons.
season-unavailable = Impossible de lire ou d'enregistrer les saisons pour l'instant (la base de données n'a pas répondu) : réessaie dans une minute.
season-rules-gone = Cette saison n'est pas l'une de ce serveur (elle a peut-être été supprimée) : `/leaderboard scope:season` affiche la saison en cours.
season-bad-name = **{ $name }** ne peut pas nommer une saison : donne un nom de 1 à { $max } caractères sans `:` ni accents graves (par ex. `name:Winter 2026`).
season-bad-top = `top:{ $top }` est hors limites : le rôle du podium va à 1 à { $max } membres.
season-still-open = La saison **{ $name }** de ce serveur est encore ouverte : termine-la avec `/season end` (son classement final est publié) avant d'en lancer une autre.
season-name-taken = Ce serveur a déjà eu une saison nommée **{ $name }** (son classement : `/leaderboard scope:season season:{ $typed }`) : choisis un autre nom.
season-ended-already = La saison **{ $name }** est déjà terminée ; son classement : `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Ce serveur n'a aucune saison ouverte. La dernière était **{ $name }** (terminée { $at }) : consulte-la avec `/leaderboard scope:season season:{ $typed }`. Un organisateur en lance une nouvelle avec `/season start name:<text>`.
season-no-open-never = Ce serveur n'a encore eu aucune saison : un organisateur (Gérer le serveur ou le rôle d'organisateur) en lance une avec `/season start name:<text>`.
season-unknown = Ce serveur n'a aucune saison nommée **{ $name }**.
season-did-you-mean = Tu voulais dire **{ $name }** ? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` n'est pas une date que je sais lire : écris un jour (2026-12-31, la saison se termine quand il est fini, UTC), un jour et une heure (2026-12-31 18:00, UTC, ou 2026-12-31 18:00 Europe/Berlin), un horodatage Discord (<t:1798675200>) ou une durée à partir de maintenant (30d, 4w).
season-ends-passed = `ends:{ $text }` correspond à { $at }, qui est déjà passé : donne un moment dans le futur.
season-ends-too-far = `ends:{ $text }` est à plus d'un an : une saison se termine dans l'année (tu peux la terminer plus tôt avec `/season end` à tout moment).
season-only-organizers-start = Seuls les membres avec « Gérer le serveur » ou le rôle d'organisateur de tournois peuvent lancer une saison. Demande à l'un d'eux ; `/leaderboard scope:season` affiche la saison en cours.
season-only-organizers-end = Seuls les membres avec « Gérer le serveur » ou le rôle d'organisateur de tournois peuvent terminer une saison. Demande à l'un d'eux ; `/leaderboard scope:season` affiche le classement actuel.
season-only-managers = Seuls les membres avec « Gérer le serveur » peuvent modifier les paramètres des saisons. Demande à un gestionnaire du serveur.
season-role-or-clear = Donne soit `top_role` (pour le définir), soit `clear:true` (pour ne donner aucun rôle), pas les deux.

## Le lancement

season-started = 📅 La **saison { $name }** a commencé (lancée par { $by }). Appuie sur **Règles** pour voir comment elle compte.
season-card-title = 📅 Saison { $name }
season-card-description = Chaque partie classée jouée sur ce serveur compte aussi pour la saison.
season-card-game = Jeu
season-card-every-game = tous les jeux, chacun son propre classement
season-card-pool = Classement
season-card-pool-value = classements de saison à partir de 1500
season-card-players = Joueurs
season-card-players-value = tous ceux qui jouent une partie classée ici
season-card-start = Début
season-card-end = Fin
season-card-end-by-command = Quand un organisateur tape `/season end`.
season-card-standings = Classement
season-card-footer = Saison n° { $id }. Appuie sur Règles pour ses règles.
season-rules-button = Règles

## Les règles

season-games-of = les parties classées de { $preset }
season-games-every = les parties classées (chaque jeu avec son propre classement)
season-rules-ended = Elle s'est terminée { $at }.
season-rules-ends = Elle se termine { $at } ({ $relative }).
season-rules-ends-by-command = Elle se termine quand un organisateur tape `/season end`.
season-rules = 📜 **Saison { $name }** : tant qu'elle est ouverte, { $games } jouées sur ce serveur comptent aussi pour les classements propres à la saison, chaque membre partant de 1500 (le classement global d'un joueur ne change rien à la façon dont la saison le classe). Les classements avec ? sont provisoires (peu de parties) ; une saison les classe quand même. { $ends } Son classement final est publié dans { $channel }, par classement de saison, les trois premiers avec des médailles.
season-rules-top = À la fin, les { $top } premiers du classement final reçoivent { $role } (si la personne qui l'a lancée peut donner ce rôle).
season-rules-follow = Suis-la avec `/leaderboard scope:season`.

## Le classement final

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $record }
season-standings = 🏁 La **saison { $name }** est terminée : le classement final en { $preset }.
season-standings-title = 🏁 Saison { $name } — classement final
season-standings-more = … et { $count } de plus dans l'image du tableau.
season-standings-winner = Vainqueur
season-standings-ran = Durée
season-standings-ran-value = du { $from } au { $to }
season-standings-footer = ? marque un classement provisoire ; les bilans sont victoires–nulles–défaites.
season-no-games = La **saison { $name }** est terminée sans aucune partie classée jouée sur ce serveur pendant sa durée : pas de classement.
season-standings-unreadable = La **saison { $name }** est terminée, mais son classement ne peut pas être lu pour l'instant (la base de données n'a pas répondu) ; il est conservé : `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } revient à { $names }.
season-role-line-many = { $role } revient aux { $count } membres en tête du classement.
season-role-reason = top { $top } de la saison { $name }

## Les paramètres

season-settings = { $saved ->
        [yes] Paramètres des saisons enregistrés
       *[no] Paramètres des saisons
    } : à la fin d'une saison, les { $top } premiers du classement final reçoivent { $role } (et ceux de la saison précédente le perdent). `clear:true` ne donne aucun rôle.
season-settings-none = { $saved ->
        [yes] Paramètres des saisons enregistrés
       *[no] Paramètres des saisons
    } : aucun rôle n'est donné à la fin d'une saison (définis-en un avec `/season settings top_role:@role top:<n>`).

## Le tableau des classements de la saison

season-board-ended = terminée { $at }
season-board-open-ends = ouverte, se termine { $at }
season-board-open-since = ouverte depuis { $at }
season-board-title = **Tableau des classements de la saison { $name }** ({ $preset }, { $span }) · page { $page } sur { $pages }
season-board-empty = Aucune partie classée de { $preset } dans cette saison pour l'instant.
season-board-provisional = Les classements provisoires (avec ?) sont aussi classés dans une saison.
season-board-your-place = Ta place : { $rank }. { $line }
season-board-no-games = Tu n'as encore aucune partie classée de { $preset } dans cette saison.

## L'image du tableau

season-table-title = Saison { $name } — classement final
season-table-subtitle = { $preset } · { $players } · classements provisoires marqués ?
season-table-player = Joueur
season-table-rating = Classement
season-table-games = Parties
season-table-wins = V
season-table-draws = N
season-table-losses = D
