# A game's settings typed wrong, a bad FEN, a server role not handed out,
# a puzzle answer's hint and a rating chart's title. Shown to the member
# who typed it (in their Discord language), except the role lines (posts).
# What the member must type stays as it is in every language: values
# (white, black, random, none, server, global, pass), durations (30s, 5m,
# 2h, 1d), time controls (10+5, 3d) and FEN letters (K, Q, k, q, w, b, -).
# Variables shown as they are: $text (what the member typed), squares
# ($square), numbers ($rank, $level ...), names.

## Settings typed wrong (lowercase: said after "Refused:"-like lines).

# $given: the time as typed (in `code`) or in seconds (e.g. 3 s); $min, $max: 5s, 1d.
settings-intercept-out-of-range = intercept time { $given } is out of range: choose { $min } to { $max }
settings-intercept-not-understood = intercept time `{ $text }` is not understood: write 30s, 5m, 2h, 1d or plain seconds like 45
settings-unknown-colour = unknown colour `{ $text }`: choose white, black or random
settings-time-not-understood = time control `{ $text }` is not understood: write minutes+increment like 10+5, days per move like 3d (1d to 7d), or none
settings-correspondence-out-of-range = correspondence time `{ $text }` is out of range: choose 1d to 7d per move
settings-live-out-of-range = live time `{ $text }` is out of range: 1 to 180 minutes and 0 to 180 seconds increment
settings-ai-level-out-of-range = AI level { $level } is out of range: choose 1 (weakest) to 8 (strongest)
settings-unknown-scope = unknown scope `{ $text }`: choose server or global
settings-unknown-preset = unknown preset `{ $text }`: choose cruise, cruise-forward, chess, pawns or pawns-cruise
settings-duration-unreadable = not a duration: write a whole number and a unit, like 30s, 5m, 2h or 1d
settings-duration-too-long = longer than a year

## A FEN (a position typed for a challenge) that cannot be read: the field
## and what is wrong. $color and $turn are white or black; $other is the
## other side.

# $problem: one of the settings-fen-… messages below.
settings-fen = bad FEN, { $field ->
        [placement] placement
        [side-to-move] side to move
        [castling] castling
        [en-passant] en passant
        [halfmove-clock] halfmove clock
        [fullmove-number] fullmove number
        [cooldown] cooldown
       *[position] position
    } field: { $problem }
settings-fen-empty = the FEN is empty
settings-fen-missing = missing: a FEN has placement, side to move, castling, en passant, halfmove clock and fullmove number
settings-fen-too-many-fields = it has { $fields } fields; a FEN has at most 7
settings-fen-rank-count = it has { $ranks } ranks separated by `/`; a board has 8, from rank 8 down to rank 1
settings-fen-bad-count = `{ $text }` on rank { $rank }: empty squares are counted 1 to 8
settings-fen-not-a-piece = `{ $text }` on rank { $rank } is not a piece letter (PNBRQK for White, pnbrqk for Black) or a count of empty squares
settings-fen-rank-too-long = rank { $rank } has more than 8 squares
settings-fen-rank-too-short = rank { $rank } has { $squares } squares, it needs 8
settings-fen-too-many-kings = { $color ->
        [white] white
       *[black] black
    } has { $kings } kings
# $role: pawn, knight, bishop, rook, queen, king, or piece (unknown).
settings-fen-piece-on-pawns-board = the pawns board has only pawns, but { $square } holds a { $color ->
        [white] white
       *[black] black
    } { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[piece] piece
    }
settings-fen-pawn-cannot-stand = a pawn cannot stand on { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`: the pawns board has no castling; write -
settings-fen-not-a-castling-letter = `{ $text }` is not K, Q, k, q or -
settings-fen-castling-needs-king = `{ $letter }` needs the { $color ->
        [white] white
       *[black] black
    } king on { $square }
settings-fen-castling-needs-rook = `{ $letter }` needs a { $color ->
        [white] white
       *[black] black
    } rook on { $square }
settings-fen-castling-twice = `{ $letter }` is given twice
settings-fen-not-a-number = `{ $text }` is not a whole number
settings-fen-not-a-side = `{ $text }` is not w or b
settings-fen-not-a-square = `{ $text }` is not a square or -
settings-fen-en-passant-rank = { $square } cannot be an en passant square with { $turn ->
        [white] white
       *[black] black
    } to move; it must be on rank { $rank }
settings-fen-cooldown-shape = `{ $text }` is not <white square>/<black square> (use - for none), like e4/-
settings-fen-in-check = { $turn ->
        [white] white is to move but black
       *[black] black is to move but white
    } is in check

## A server role (a prize) not handed out. $role: the role's id (keep
## <@&{ $role }> as it is). $granter: who set it up: you (the reader),
## organizer (the tournament's organizer), season (the member who started
## the season).

settings-role-cannot-give = No server role is handed out: { $granter ->
        [you] you cannot
        [organizer] its organizer cannot
        [season] the member who started the season cannot
       *[other] { $name } cannot
    } give <@&{ $role }> (only the server owner, an Administrator or a member with **Manage Roles** above it can make it a prize).
settings-role-set-since = No server role is handed out: <@&{ $role }> became the server's role after this was set up, so whether { $granter ->
        [you] you
        [organizer] its organizer
        [season] the member who started the season
       *[other] { $name }
    } may give it was never checked.

## Puzzles and pictures.

# After the engine's reason why a shoot-down answer cannot be read ($why).
settings-puzzle-or-pass = { $why }; or answer `pass` to let the missile pass
# The title of a member's rating chart (a picture).
# A clock's time left when it is a day or more: days and hours, short.
settings-clock-days-hours = { $days }d { $hours }h
