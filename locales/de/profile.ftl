# /profile und /leaderboard: Wertungen, Ränge und Ergebnisse eines Spielers
# und die Rangliste (Quelle: en-US). Plural: one, other.

## /leaderboard

leaderboard-title = **Rangliste { $preset }, { $scope ->
        [global] alle Server
       *[server] dieser Server
    }** · Seite { $page } von { $pages }
leaderboard-empty = Noch keine Spieler in der Rangliste.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $change } in 7 Tagen
leaderboard-provisional = { $count ->
        [0] Keine vorläufigen Spieler warten auf einen Rang.
        [one] { $count } vorläufiger Spieler (Wertung mit ?) hat noch keinen Rang.
       *[other] { $count } vorläufige Spieler (Wertungen mit ?) haben noch keinen Rang.
    }
leaderboard-your-rank = Dein Rang: { $rank }. { $line }
leaderboard-not-ranked = Du hast noch keinen Rang: Deine { $preset }-Wertung ist { $rating } nach { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } (Rang, sobald sie kein ? mehr hat).
leaderboard-no-games = { $scope ->
        [global] Du hast noch keine gewerteten { $preset }-Partien.
       *[server] Du hast auf diesem Server noch keine gewerteten { $preset }-Partien.
    }
leaderboard-puzzles-alone = Puzzle-Wertungen gelten für alle Spiele: Gib `scope:puzzles` allein an (z. B. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` gehört zu `scope:season` (z. B. `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Noch keine gewerteten Partien.
profile-no-games-in = Noch keine gewerteten { $preset }-Partien.
profile-rank = #{ $rank }
profile-not-ranked = ohne Rang
profile-ranks = { $server } auf diesem Server, { $global } weltweit
profile-rank-global = { $global } weltweit
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (vorläufig: Rang, sobald die Wertung kein ? mehr hat)
profile-record = { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $draws ->
        [one] { $draws } Remis
       *[other] { $draws } Remis
    }, { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    } · Siegesserie { $streak } (beste { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Saison
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Aktuelle Form
profile-form-letter = { $result ->
        [win] S
        [draw] R
       *[loss] N
    }
profile-form = { $form } (neueste zuerst)
profile-last-games = Letzte Partien
profile-game = • { $result ->
        [win] gewonnen gegen
        [draw] remis gegen
       *[loss] verloren gegen
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Bester Sieg
profile-best-win-game = gegen **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = noch keiner.
profile-puzzles = Puzzles
