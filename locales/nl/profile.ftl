# /profile en /leaderboard: ratings, plaatsen en uitslagen van een speler, en
# de ranglijst (bron: en-US). Meervoud: one, other.

## /leaderboard

leaderboard-title = **Ranglijst { $preset }, { $scope ->
        [global] alle servers
       *[server] deze server
    }** · pagina { $page } van { $pages }
leaderboard-empty = Nog geen spelers op de ranglijst.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    } · { $change } in 7 dagen
leaderboard-provisional = { $count ->
        [0] Er wachten geen voorlopige spelers op een plaats.
        [one] { $count } voorlopige speler (rating met ?) staat nog niet op de lijst.
       *[other] { $count } voorlopige spelers (ratings met ?) staan nog niet op de lijst.
    }
leaderboard-your-rank = Jouw plaats: { $rank }. { $line }
leaderboard-not-ranked = Je staat nog niet op de lijst: je { $preset }-rating is { $rating } na { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    } (op de lijst zodra er geen ? meer bij staat).
leaderboard-no-games = { $scope ->
        [global] Je hebt nog geen ratingpartijen { $preset }.
       *[server] Je hebt op deze server nog geen ratingpartijen { $preset }.
    }
leaderboard-puzzles-alone = Puzzelratings gelden voor alle spellen: geef alleen `scope:puzzles` op (bijv. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` hoort bij `scope:season` (bijv. `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Nog geen ratingpartijen.
profile-no-games-in = Nog geen ratingpartijen { $preset }.
profile-rank = #{ $rank }
profile-not-ranked = niet geplaatst
profile-ranks = { $server } op deze server, { $global } wereldwijd
profile-rank-global = { $global } wereldwijd
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (voorlopig: geplaatst zodra de rating geen ? meer heeft)
profile-record = { $wins ->
        [one] { $wins } winst
       *[other] { $wins } winstpartijen
    }, { $draws ->
        [one] { $draws } remise
       *[other] { $draws } remises
    }, { $losses ->
        [one] { $losses } verlies
       *[other] { $losses } verliespartijen
    } · winstreeks { $streak } (beste { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Seizoen
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Recente vorm
profile-form-letter = { $result ->
        [win] W
        [draw] R
       *[loss] V
    }
profile-form = { $form } (nieuwste eerst)
profile-last-games = Laatste partijen
profile-game = • { $result ->
        [win] won van
        [draw] remise tegen
       *[loss] verloor van
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Beste overwinning
profile-best-win-game = tegen **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = nog geen.
profile-puzzles = Puzzels
