# A game's posts: its first message, each move and flight, the
# shoot-down questions, draw offers, reminders and the end (source).
# $player, $opponent, $winner: a player in bold with their side, as
# game-player says it. $line: a flight's path (🚀 e4 → e5 → **e6**),
# as it is. $when: a Discord time stamp (it reads "in 5 minutes").

## Players and whose move it is.

# A player in bold with their side: "**bob** (Black)".
game-player = **{ $name }** ({ $side ->
        [white] White
       *[black] Black
    })
game-to-move = { $player } to move.
game-to-move-in-check = { $player } to move (in check).
# $white, $black: the time left on each clock (5:00, 1:02:03, 2d 3h).
game-clocks = Clocks: White { $white }, Black { $black }.
game-move-deadline = Time for this move runs out { $when }.

## The game's settings: "cruise, king strikes on, 30 s to intercept, 5+3 clock".

game-clock-none = no clock
game-clock-live = { $minutes }+{ $increment } clock
game-clock-days = { $days ->
        [one] { $days } day per move
       *[other] { $days } days per move
    }
# $preset: the game's rules by name (cruise, pawns, chess), as typed.
game-summary = { $preset }, { $clock }
# $intercept: the time to answer a missile (30 s, 5 min, 12 h).
game-summary-missiles = { $preset }, king strikes { $king-strikes ->
        [on] on
       *[off] off
    }, { $intercept } to intercept, { $clock }
game-summary-ai = { $summary }, against the AI at level { $level }

## The first message and /board.

game-start = **{ $white }** (White) vs **{ $black }** (Black): { $summary }.
game-board = { $white } (White) vs { $black } (Black): { $summary }.
game-board-missile = A missile is in the air on { $square }.
game-export = The record of game { $game }.

## Moves, flights and shoot-downs.

game-moved = { $player } plays **{ $san }**.
# $player: the attacker. A square with an enemy piece is one the missile detonates on.
game-steer-first = { $player }, steer the missile from **{ $square }**: choose the first square it enters (a square with an enemy piece detonates there).
game-steer-next = { $line } — { $player }: choose the next square it enters.
game-self-destruct = Self-destruct
# $defender: a mention or a name in bold; $labels: the shoot-down moves (Bxe6, Nxe6).
game-question = { $line } — { $defender }: shoot it down ({ $labels }) or let it pass? ends { $when }
game-question-notice = { $defender }, the missile is on **{ $square }**: shoot it down or let it pass, before { $when }.
game-let-pass = Let it pass
game-passed = { $line } — { $defender } lets it pass.
game-passed-timeout = { $line } — no answer from { $defender } within { $intercept }: it passes.
game-question-cut-short = { $line } — the game is over before an answer.
game-shot-down = 💥 { $defender } shoots it down on { $square } with { $san }.
game-detonated = 💥 { $attacker }'s missile detonates on { $square }, destroying { $defender }'s { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }.
game-self-destructed = 💥 { $player }'s pawn on { $square } self-destructs.

## Draw offers and reminders.

game-draw-offer = { $player } offers a draw. { $opponent }, accept or decline?
game-accept = Accept
game-decline = Decline
game-draw-declined = { $player } declines the draw.
game-draw-agreed = Draw agreed.
game-draw-offer-ended = This draw offer has ended: the game is over.
game-draw-offer-lapsed = The draw offer lapsed: a move was played instead.
game-reminder = Reminder: { $player }, it is your move; your time runs out { $when }.
# $limit: a duration (2 days).
game-move-limit-half-lose = Reminder: { $player }, it is your move; half of the move limit ({ $limit }) has passed: you lose the game { $when }.
game-move-limit-half-claim = Reminder: { $player }, it is your move; half of the move limit ({ $limit }) has passed: { $opponent } may claim the win { $when }.
game-move-limit-reached = { $player } has not moved within the move limit ({ $limit }): { $opponent }, you may claim the win with `/claim`, or wait for the move.

## The end.

game-rematch = Rematch
game-analyse = Analyse
game-aborted = The game is aborted: no result.
game-over-agreement = Game over: a draw by agreement.
# $why: one of the game-why- clauses.
game-over-win = Game over: { $winner } wins: { $why }.
game-over-draw = Game over: a draw: { $why }.
game-why-resignation = { $player } resigns
game-why-time = { $player } ran out of time
game-why-move-limit = { $player } did not move within the move limit ({ $limit })
game-why-time-no-material = { $player } ran out of time, but { $opponent } has too little material left to win
game-why-threefold = claimed by threefold repetition (the same position three times)
game-why-fifty-moves = claimed under the 50-move rule (50 moves each without a capture, pawn move or flight)
game-why-checkmate = { $player } is checkmated
game-why-king-destroyed = a missile destroyed the king of { $player }
game-why-promotion = the pawn on { $square } reached the last rank
game-why-promotion-somewhere = a pawn reached the last rank
game-why-stalemate = { $player } is stalemated (no legal move, not in check)
game-why-no-legal-move = { $player } has no legal move
game-why-no-pawns = { $player } has no pawns left
game-why-no-pawns-side = a side has no pawns left
game-why-insufficient-material = neither side has enough material left to checkmate
game-why-seventy-five-moves = 75 moves each without a capture, pawn move or flight
game-why-fivefold = the same position occurred five times
# A result set by an organizer; $what: one of the game-decided- clauses, $by: who set it.
game-decided = Game over: { $what }, set by **{ $by }**.
game-an-organizer = an organizer
game-decided-win = { $player } wins ({ $score })
game-decided-forfeit = { $player } wins by forfeit ({ $score })
game-decided-draw = a draw (½-½)
game-decided-double-forfeit = both players lose by forfeit (-/-)
