# /profile et /leaderboard : classements, rangs et résultats d'un joueur, et
# le tableau des classements (source : en-US). Pluriel : one, other.

## /leaderboard

leaderboard-title = **Tableau des classements { $preset }, { $scope ->
        [global] tous les serveurs
       *[server] ce serveur
    }** · page { $page } sur { $pages }
leaderboard-empty = Aucun joueur classé pour l'instant.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $change } en 7 jours
leaderboard-provisional = { $count ->
        [0] Aucun joueur provisoire n'attend d'être classé.
        [one] { $count } joueur provisoire (classement avec ?) n'est pas encore classé.
       *[other] { $count } joueurs provisoires (classements avec ?) ne sont pas encore classés.
    }
leaderboard-your-rank = Ton rang : { $rank }. { $line }
leaderboard-not-ranked = Tu n'es pas encore classé : ton classement { $preset } est { $rating } après { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } (classé dès qu'il n'a plus de ?).
leaderboard-no-games = { $scope ->
        [global] Tu n'as encore aucune partie classée de { $preset }.
       *[server] Tu n'as encore aucune partie classée de { $preset } sur ce serveur.
    }
leaderboard-puzzles-alone = Le classement des problèmes vaut pour tous les jeux : donne `scope:puzzles` seul (par ex. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` va avec `scope:season` (par ex. `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Aucune partie classée pour l'instant.
profile-no-games-in = Aucune partie classée de { $preset } pour l'instant.
profile-rank = #{ $rank }
profile-not-ranked = non classé
profile-ranks = { $server } sur ce serveur, { $global } au niveau mondial
profile-rank-global = { $global } au niveau mondial
profile-standing = **{ $preset }** { $rating } : { $ranks }
profile-standing-provisional = **{ $preset }** { $rating } : { $ranks } (provisoire : classé dès que le classement n'a plus de ?)
profile-record = { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    } · série de victoires { $streak } (meilleure { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Saison
profile-season-line = { $season } : #{ $rank } · { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Forme récente
profile-form-letter = { $result ->
        [win] V
        [draw] N
       *[loss] D
    }
profile-form = { $form } (les plus récentes d'abord)
profile-last-games = Dernières parties
profile-game = • { $result ->
        [win] a battu
        [draw] nulle contre
       *[loss] a perdu contre
    } **{ $opponent }** ({ $opponent_rating }) : { $before } → { $after } ({ $change }) { $link }
profile-best-win = Meilleure victoire
profile-best-win-game = contre **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = aucune pour l'instant.
profile-puzzles = Problèmes
