# /profile and /leaderboard: a player's ratings, ranks and results, and the
# rating leaderboard. Shown to the member who asked (in their Discord
# language), or posted with public:true (in the server's language).
# $preset is the game's name as typed in commands (cruise, pawns): keep it.
# $rating is a rating as shown (1742, or 1742? while provisional), $change
# a change with its sign (+12, -8).

## /leaderboard

# $scope: server or global; $page and $pages count from 1.
leaderboard-title = **{ $preset } leaderboard, { $scope ->
        [global] all servers
       *[server] this server
    }** · page { $page } of { $pages }
leaderboard-empty = No ranked players yet.
# One ranked player: $line is leaderboard-line.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $change } in 7 days
leaderboard-provisional = { $count ->
        [0] No provisional players are waiting to be ranked.
        [one] { $count } provisional player (rating with ?) is not ranked yet.
       *[other] { $count } provisional players (ratings with ?) are not ranked yet.
    }
leaderboard-your-rank = Your rank: { $rank }. { $line }
leaderboard-not-ranked = You are not ranked yet: your { $preset } rating is { $rating } after { $games ->
        [one] { $games } game
       *[other] { $games } games
    } (ranked once it has no ?).
leaderboard-no-games = { $scope ->
        [global] You have no rated { $preset } games yet.
       *[server] You have no rated { $preset } games on this server yet.
    }
# /leaderboard's refusals.
leaderboard-puzzles-alone = Puzzle ratings are one for every game: give `scope:puzzles` alone (e.g. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` goes with `scope:season` (e.g. `/leaderboard scope:season season:Winter`).

## /profile

# The line above the profile's card.
profile-heading = 👤 **{ $name }**
profile-no-games = No rated games yet.
profile-no-games-in = No rated { $preset } games yet.
# A rank: $rank is a number.
profile-rank = #{ $rank }
profile-not-ranked = not ranked
# $server and $global: profile-rank or profile-not-ranked.
profile-ranks = { $server } on this server, { $global } globally
profile-rank-global = { $global } globally
# $ranks: profile-ranks or profile-rank-global.
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (provisional: ranked once the rating has no ?)
profile-record = { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    }, { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    } · winning streak { $streak } (best { $best })
# A rating pool's field: its rating ± deviation, games, wins–draws–losses.
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Season
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Recent form
# One result in the form: a letter each (win, draw, loss).
profile-form-letter = { $result ->
        [win] W
        [draw] D
       *[loss] L
    }
# $form: the letters, newest first, e.g. W W L D.
profile-form = { $form } (newest first)
profile-last-games = Last games
# $result: win, draw or loss; $opponent_rating the opponent's rating,
# $before → $after the player's, $link the game's thread.
profile-game = • { $result ->
        [win] won against
        [draw] drew with
       *[loss] lost to
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Best win
profile-best-win-game = against **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = none yet.
profile-puzzles = Puzzles
