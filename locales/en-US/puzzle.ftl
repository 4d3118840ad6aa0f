# /puzzle: puzzles mined from a server's own games, solved privately (in the
# member's Discord language); the daily puzzle's post (in the server's
# language). Moves (Nf6, Qxf7#, e4>e5>e6) and /commands stay as they are.

## A puzzle's view

# Where a puzzle comes from: $move is the game's move number.
puzzle-credit = from { $white } vs { $black }, move { $move }
# The first line of a puzzle: $id its number, $credit puzzle-credit.
puzzle-title = **Puzzle { $id }**, { $credit }
puzzle-title-unrated = **Puzzle { $id }** (not rated: you played it before), { $credit }
puzzle-title-daily = **Today's puzzle** (puzzle { $id }), { $credit }
# $number: the puzzle's place in the streak, from 1.
puzzle-title-streak = **Streak, puzzle { $number }** (puzzle { $id }), { $credit }
# $solver: white or black (the side to find the move); $mistake the
# opponent's move that made the puzzle.
puzzle-first-prompt = { $solver ->
        [white] Black played { $mistake }. White to move: find the best move and answer with `/move`.
       *[black] White played { $mistake }. Black to move: find the best move and answer with `/move`.
    }
# $path: the opponent's missile flight so far, e.g. e4>e5>e6.
puzzle-decision-prompt = { $solver ->
        [white] Black's missile flies { $path }: shoot it down (a button, or `/move` with the capture) or let it pass.
       *[black] White's missile flies { $path }: shoot it down (a button, or `/move` with the capture) or let it pass.
    }
# The solver's answers as they are read back and shown in a solution.
puzzle-answer-shoot = shoot { $move }
puzzle-answer-pass = let it pass
# The button that lets the missile pass.
puzzle-let-it-pass = Let it pass

## Answers

puzzle-right = ✅ { $answer } is right. The reply: { $reply }. Your move again: answer with `/move`.
# $why: the engine's reason (not translated yet).
puzzle-unreadable = { $why }. Your puzzle waits for a legal move: answer again with `/move`.
# $change: the rating before → after, e.g. 1500? → 1623? (+123).
puzzle-rating = Puzzle rating: { $change }
puzzle-solved = 🎉 { $answer }: solved!
# $solution: the moves, e.g. Qxf7#, or Qg8+, Rxg8, Nf7#.
puzzle-wrong = ❌ { $answer } is not it. The solution: { $solution }.
puzzle-streak-goes-on = Streak: { $solved } solved. The next one is harder:
puzzle-streak-ended = Your streak ends at { $solved } solved (your best: { $best }). Start another with `/puzzle streak`.
puzzle-streak-exhausted = No harder puzzle is left here: your streak ends at { $solved } solved (your best: { $best }).

## Refusals (no final full stop: one is added where needed)

puzzle-none = There is no puzzle for you here yet: puzzles come from this server's finished games (and from servers whose pages are public), mined a while after they end. Play a game and ask again later
puzzle-no-daily = There is no daily puzzle here yet: puzzles come from this server's finished games. Play a game and ask again tomorrow
puzzle-not-in-server = Puzzles come from a server's games: ask for one in a channel of a server
puzzle-nothing-open = You have no puzzle open: ask for one with `/puzzle`, `/puzzle daily` or `/puzzle streak`
puzzle-unavailable = The puzzle could not be read or saved just now: try again in a moment
# Said above the open puzzle, shown again.
puzzle-still-open = You have a puzzle open already: answer it first (a wrong move ends it). Here it is again
puzzle-daily-done = { $solved ->
        [yes] You tried today's puzzle already (solved). A new one comes at 00:00 UTC
       *[no] You tried today's puzzle already (not solved). A new one comes at 00:00 UTC
    }
# $text: what was typed as puzzle_time:.
puzzle-bad-time = `{ $text }` is not a time of day: give the daily puzzle's time as HH:MM in UTC, like 09:30 or 18:00

## The daily puzzle

# The post in the server's channel: $date is YYYY-MM-DD, $who
# the solvers' names or puzzle-nobody-yet.
puzzle-daily-post = 🧩 **Daily puzzle of { $date }**, { $credit }. { $solver ->
        [white] White
       *[black] Black
    } to move: solve it privately with `/puzzle daily`.
    Solved by: { $who }
puzzle-nobody-yet = nobody yet
# /settings: where and when the daily puzzle is posted ($channel a channel
# mention, $time HH:MM).
puzzle-settings-posted = The daily puzzle is posted in { $channel } at { $time } UTC.
puzzle-settings-no-time = The daily puzzle goes to { $channel } once it has a time: set puzzle_time: as HH:MM (UTC).
puzzle-settings-no-channel = The daily puzzle is set for { $time } UTC but has no channel: set puzzle_channel: to post it.
puzzle-settings-off = The daily puzzle is not posted: set puzzle_channel: and puzzle_time: to post it.

## Puzzle ratings

puzzle-leaderboard-title = **Puzzle leaderboard**
# $page counts from 2 here.
puzzle-leaderboard-title-page = **Puzzle leaderboard**, page { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } rated, best streak { $best })
puzzle-leaderboard-empty = Nobody here has a puzzle rating yet: solve one with `/puzzle`
# The profile's puzzle field: rating, rated puzzles played, best streak.
puzzle-standing = { $rating } · { $plays } rated · best streak { $best }
