# The public web site (crates/web): every page's words. Arguments named
# here are shown as they are (names, moves, numbers, squares). Markup such
# as <code>…</code> stays as it is; `$side` is `white` or `black`.

## The frame of every page.

web-nav-leaderboard = Leaderboard
web-footer = Cruise Pawns: a read-only view of the bot's games, ratings and tournaments. Every page has its data as JSON under <code>/api</code>.
web-languages = Language

## Errors.

web-not-found-title = Not found
web-not-found-why = A server's leaderboard, tournaments and games are shown here only after someone with Manage Server turns them on with <code>/settings web:on</code>; a player's page only once they have played a rated game in such a server.
web-back-home = Back to the start page
web-no-page = There is no page at this address.
web-no-file = There is no such file.
web-not-a-game-number = `{ $text }` is not a game number.
web-not-a-puzzle-number = `{ $text }` is not a puzzle number.
web-missing-game = Game { $id } does not exist, or its server has not made its pages public.
web-missing-tournament = Tournament { $id } does not exist, or its server has not made its pages public.
web-missing-puzzle = Puzzle { $id } does not exist, or its server has not made its pages public.
web-missing-server-board = This server's leaderboard does not exist, or its server has not made its pages public.
web-missing-player = No such player here: a player's page is public once they have played a rated game in a server whose pages are public.
# $name: what was typed; $list: the presets, comma-separated.
web-no-preset = There is no preset `{ $name }`. The presets are { $list }.
web-not-a-game-picture = `{ $frame }` is not a picture of this game.
web-not-a-puzzle-picture = `{ $frame }` is not a picture of this puzzle.
web-no-game-picture = Game { $id } has no picture { $n }.
web-no-puzzle-picture = Puzzle { $id } has no picture { $n }.
web-not-analysed = Game { $id } has not been analysed yet: press Analyse on its end in Discord, or ask `/analyse game:{ $id }`.
web-error-title = Error
web-error-heading = Something went wrong
# $what: web-what-game and the like.
web-error-unreadable = { $what } is stored in a form this version of the site cannot read (written by a newer version of the bot, or damaged). Trying again will not help: the server's log names the row and why, for the bot's admin.
web-error-retry = The data could not be read just now. Try again in a moment; if it keeps happening, the server's log says why.
web-what-game = Game { $id }
web-what-tournament = Tournament { $id }
web-what-puzzle = Puzzle { $id }
web-what-analysis = Game { $id }'s analysis
web-busy-title = Busy
# $why: one of the sentences below.
web-busy = { $why } The site is busy just now: try again in a few seconds (Retry-After says when).
web-busy-drawing = Too many pictures are being drawn to draw this now.
# $seconds: e.g. 10 or 0.5.
web-busy-slow = The answer took longer than { $seconds } seconds.

## The start page.

web-home-title = Start
web-home-intro = Leaderboards, tournaments and game replays of the Cruise Pawns Discord bot, for the servers that made their pages public (<code>/settings web:on</code>).
web-home-boards = Leaderboards over all servers
web-home-where = A server's own leaderboard is at <code>/servers/&lt;server id&gt;/leaderboard/&lt;preset&gt;</code>, a tournament at <code>/tournaments/&lt;number&gt;</code>, a game at <code>/games/&lt;number&gt;</code>, a puzzle mined from a game at <code>/puzzles/&lt;number&gt;</code> (a server's recent ones on its leaderboard), a player at <code>/players/&lt;user id&gt;</code>. The bot links them from its messages when the site's address is set (<code>PUBLIC_URL</code>).
web-home-api = JSON for community tools: <code>/api/leaderboard/&lt;preset&gt;</code>, <code>/api/servers/&lt;server id&gt;/leaderboard/&lt;preset&gt;</code>, <code>/api/tournaments/&lt;number&gt;</code>, <code>/api/games/&lt;number&gt;</code>, <code>/api/puzzles/&lt;number&gt;</code>, <code>/api/players/&lt;user id&gt;</code>.

## Tables.

web-col-player = Player
web-col-rating = Rating
web-col-games = Games
web-col-week = 7 days
web-col-points = Points
web-col-tiebreak = Tie-break
web-col-preset = Preset
web-col-rank = Rank
web-col-wins = Wins
web-col-draws = Draws
web-col-losses = Losses
web-col-streak = Streak (best)

## Leaderboards. $scope: `server` or `all`.

web-board-title = { $preset } leaderboard, page { $page }
web-board-heading = { $preset } leaderboard, { $scope ->
        [server] this server
       *[all] all servers
    }
web-board-pages = Page { $page } of { $pages } · { $ranked } ranked
web-board-presets = Presets:
web-board-empty = No ranked players on this page.
web-board-hidden = { $count ->
        [one] 1 more on this page played only in servers whose pages are not public.
       *[other] { $count } more on this page played only in servers whose pages are not public.
    }
web-board-provisional = { $count ->
        [0] No provisional players are waiting to be ranked.
        [one] 1 provisional player (rating with ?) is not ranked yet.
       *[other] { $count } provisional players (ratings with ?) are not ranked yet.
    }
web-board-prev = ← page { $page }
web-board-next = page { $page } →

## A game's replay.

web-game-title = { $white } vs { $black }
web-game-number = Game { $id }
web-in-progress = in progress
# $reason: how the game ended.
web-reason = { $reason ->
        [checkmate] checkmate
        [king-destroyed] king destroyed
        [promotion] promotion
        [stalemate] stalemate
        [no-legal-move] no legal move
        [no-pawns] no pawns left
        [insufficient-material] insufficient material
        [seventy-five-moves] 75-move rule
        [fivefold-repetition] fivefold repetition
        [resignation] resignation
        [time] time
        [time-insufficient-material] time, insufficient material
        [agreement] agreement
        [threefold-repetition] threefold repetition
        [fifty-moves] 50-move rule
        [aborted] aborted
        [move-limit] move limit
        [decided] decided by the organizer
        [decided-forfeit] forfeit
       *[other] { $reason }
    }
web-board-alt = the board, { $side ->
        [white] White
       *[black] Black
    } at the bottom
web-replay-prev = ← previous
web-replay-next = next →
web-replay-keys = (or the ← → keys)
web-replay-flip = flip the board ({ $side ->
        [white] White
       *[black] Black
    } at the bottom)
web-no-moves = No moves yet.
web-caption-start = Start: { $side ->
        [white] White
       *[black] Black
    } to move.
# $launch, $square: squares; $step of $steps.
web-caption-flight = { $side ->
        [white] White's
       *[black] Black's
    } missile from { $launch } enters { $square } (step { $step } of { $steps }).
# $move: the shot, e.g. fxe6.
web-caption-shot-down = The missile is shot down on { $square }: { $move }.
web-caption-self-destruct = The pawn on { $square } self-destructs.
web-caption-detonates = The missile detonates on { $square }.
web-caption-played = { $side ->
        [white] White
       *[black] Black
    } played { $move }.

## A game's analysis.

web-analysis = Analysis
# $accuracy: web-analysis-accuracy or web-analysis-no-decision.
web-analysis-side = { $side ->
        [white] White
       *[black] Black
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
# $value: a percentage, e.g. 87.5.
web-analysis-accuracy = accuracy { $value }%
web-analysis-no-decision = no decision
web-analysis-chart-alt = White's chances (Win%) after every decision
# $played and $mark: the move and its mark (?!, ?, ??); $before, $after: Win%.
web-analysis-worst = move { $number }, { $side ->
        [white] White
       *[black] Black
    }: { $played }{ $mark } (Win% { $before } → { $after }); better: { $better }
web-analysis-better = better: { $move }
web-analysis-note = Judged by the bot's engine at { $nodes } nodes a position; marks as lichess gives them (?! inaccuracy, ? mistake, ?? blunder).

## A tournament.

web-tournament-number = Tournament { $id }
# $format: swiss, round-robin, arena, knockout, double-elimination.
web-format = { $format ->
        [swiss] Swiss
        [round-robin] round robin
        [arena] arena
        [knockout] knockout
        [double-elimination] double elimination
       *[other] { $format }
    }
web-status = { $status ->
        [open] open
        [running] running
        [finished] finished
       *[cancelled] cancelled
    }
web-standings = Standings
web-not-started = Not started: { $count } joined so far.
web-withdrawn = (withdrawn)
web-crosstable = Crosstable
web-round = Round { $number }
web-playing = playing
web-bye = (bye)
# A bye's result in a round's table (a whole point, a half).
web-result-bye = bye
web-result-half-bye = ½ bye
web-bracket = Bracket
web-bracket-links = Each played match links to its games.

## A player.

web-chart-alt = rating chart
web-ratings = Ratings
web-not-ranked = not ranked
web-recent-games = Recent { $preset } games
# $result: win, draw or loss; $rating: the opponent's.
web-recent-game = { $result ->
        [win] win
        [draw] draw
       *[loss] loss
    } against { $opponent } ({ $rating })

## A puzzle.

web-puzzle-title = Puzzle { $id }
# $white, $black: the players; $move: the move number.
web-puzzle-from = from { $white } vs { $black }, move { $move }
# $credit: web-puzzle-from (maybe a link).
web-puzzle-credit = Puzzle { $credit }.
web-puzzle-themes = themes: { $themes }
web-themes-none = none
web-puzzle-rating = rating { $rating }
web-puzzle-plays = { $count ->
        [one] 1 play
       *[other] { $count } plays
    }
web-puzzle-prev = ← back
web-puzzle-next = show the next move →
web-puzzle-solution = Show the solution
web-puzzle-step-alt = the board after move { $n } of the solution
# $side: who made the mistake; $solver: who solves.
web-puzzle-start = { $side ->
        [white] White
       *[black] Black
    } played { $move }. { $solver ->
        [white] White
       *[black] Black
    } to play: find the only good move.
web-puzzle-plays-move = { $side ->
        [white] White
       *[black] Black
    } plays { $move }.
web-puzzle-lets-pass = { $side ->
        [white] White
       *[black] Black
    } lets the missile pass.
web-puzzle-solved = Solved.
web-recent-puzzles = Recent puzzles
web-no-puzzles = No puzzles from this server's games yet: every finished game is mined for them.
# Plain-text answers to a connection whose request was never read (so in
# en-US: its language is not known).
web-request-timed-out = The request was not sent in time. Send it again, quickly.
web-too-many-connections = Too many connections are open just now. Try again in a few seconds.
