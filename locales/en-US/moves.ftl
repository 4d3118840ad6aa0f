# Why a move is not legal or its text cannot be read (the engine's
# reasons), shown only to the member who typed it. Each message is a
# clause (lowercase, no final full stop); some go inside others as $why. Chess notation (e4, Nf3, e2e4,
# e4>e5>e6>d7, e4*, O-O, e8=Q) stays as it is in every language.
# Variables shown as they are: $text (what the member typed), squares
# ($square, $from, $to, $launch, $target, $into, $then, $toward), moves
# ($move, $shooter, $example, $flight), lists ($options, $moves).
# $role is the piece's kind: pawn, knight, bishop, rook, queen or king;
# say it with the moves-role… messages below. $color, $owner and $turn
# are white or black; $side is kingside or queenside.

## A piece's kind, said in the sentences below (they see the sentence's
## $role): change these to fit your language's grammar.

# The bare name: "bishop".
moves-role = { $role }
# With "the": "the bishop".
moves-role-the = the { $role }
# The mover's own piece: "your own bishop".
moves-role-your = your own { $role }
# An enemy piece: "the enemy bishop".
moves-role-enemy = the enemy { $role }

## Reading what was typed.

# The hint that ends every "cannot read this" message.
moves-how-to-write = write SAN like e4, Nf3, exd5, O-O or e8=Q, UCI like e2e4, or a flight like e4>e5>e6>d7 (e4* to self-destruct)
moves-no-move = no move given: { moves-how-to-write }
moves-too-long = that text is too long to be a move ({ $count ->
        [one] { $count } character
       *[other] { $count } characters
    }): { moves-how-to-write }
moves-unreadable = `{ $text }` is not a move I can read: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` is a shoot-down record (flight/shooting move), not a move: give the move alone
# $why: one of the three messages after it.
moves-bad-flight = `{ $text }` is not a flight: { $why }; write the launch square and each square entered joined by `>`, like e4>e5>e6>d7, or e4* to self-destruct
moves-flight-not-a-square = `{ $text }` is not a square
moves-flight-too-many-steps = a flight has at most 7 steps
moves-flight-no-steps = it has no steps
# $why: why (another message of this file).
moves-not-legal-why = `{ $text }` is not legal: { $why }
moves-not-legal = `{ $text }` is not legal
moves-ambiguous = `{ $text }` is ambiguous: { $moves }; say which one
moves-promotion-letter-missing = `{ $text }` needs a promotion piece: add q, r, b or n, like { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` needs a promotion piece: write { $to }=Q, { $to }=R, { $to }=B or { $to }=N
moves-pawns-board-letter = `{ $text }`: on the pawns board a pawn reaching its last rank wins as it is and takes no promotion letter: write { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: on the pawns board a pawn reaching its last rank wins as it is and takes no promotion letter: write it without one
moves-only-last-rank-promotes-write = only a pawn reaching its last rank promotes; write { $from }{ $to }
moves-only-last-rank-promotes = only a pawn reaching its last rank promotes
moves-text-after-game-over = `{ $text }` cannot be played: the game is over
moves-no-legal-move = no move is legal in this position (the game is over)
moves-game-over = the game is over
moves-not-legal-here = { $move } is not legal here

## Shoot-down records (a flight as far as it got, `/`, the shooting move).

moves-self-immolation-record = `{ $text }`: a self-immolation cannot be shot down; a shoot-down record is the flight as far as it got, `/`, and the shooting move, like e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: the shooting move is missing after `/`: give it in UCI, like { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: the missile cannot be shot down on { $square }: no legal capture reaches it there
# $options: the shoot-downs in UCI, e.g. c8e6, d7e6.
moves-not-a-shoot-down = `{ $text }` does not shoot the missile down on { $square }: the legal shoot-downs there are { $options }
moves-self-immolation-shot-down = `{ $flight }` is a self-immolation, which cannot be shot down
moves-detonates-at = the missile detonates on { $square } (it holds an enemy { moves-role }): it can only be shot down on squares between its launch and its target
moves-shielded-at = the missile is shielded on { $square } by its own side's { moves-role }: it cannot be shot down there
moves-not-entered-yet = a missile can only be shot down after it has entered a square
moves-cannot-shoot-down-on = the missile cannot be shot down on { $square }
moves-not-legal-shoot-down = { $shooter } is not a legal shoot-down on { $square }
moves-shooter-cannot = { $shooter } cannot shoot the missile down on { $square }

## Firing a pawn.

# $why: why (another message of this file).
moves-flight-not-legal = that flight is not legal: { $why }
# $preset: the rule set's name, e.g. chess.
moves-missiles-not-in-game = missiles are not part of this game (preset { $preset }): pawns cannot be fired
moves-no-missiles-in = there are no missiles in { $preset }
moves-no-pawn-to-fire = there is no pawn on { $launch } to fire
moves-no-own-pawn-to-fire = there is no { $color } pawn on { $launch } to fire
moves-others-piece = { moves-role-the } on { $square } is { $owner ->
        [white] White
       *[black] Black
    }'s, and it is { $turn ->
        [white] White
       *[black] Black
    }'s turn
moves-not-yours = { moves-role-the } on { $square } is not yours: it is { $turn }'s turn
moves-not-a-pawn = { moves-role-the } on { $launch } is not a pawn: only pawns can be fired
moves-starting-rank = the pawn on { $launch } is still on its starting rank: a pawn may fire only after it has moved
moves-starting-rank-yet = the pawn on { $launch } is still on its starting rank and cannot fire yet
moves-forward-cooldown = the pawn on { $launch } moved on your last turn: under the forward rules it must wait a turn before it may fire
moves-cooldown = that pawn is on cooldown: you moved the pawn on { $launch } last turn, so it cannot fire this turn
moves-self-immolation-exposes = removing the pawn on { $launch } would leave your king in check
moves-king-exposed-without-pawn = your king would be in check without that pawn

## A flight's path.

moves-not-one-step = { $from } to { $to } is not one step: each square entered must touch the one before it
moves-not-adjacent = { $to } is not next to { $from }: each step enters an adjacent square
moves-too-sharp = the turn at { $square } (toward { $toward }) is too sharp: a missile turns at most 45° (one eighth) each step
moves-step-too-sharp = { $from } to { $to }: a missile may turn at most 45 degrees a step
moves-diagonal = { $from } to { $to } is diagonal: forward-rule missiles move only straight forward or sideways
moves-backward = { $from } to { $to } goes backward: forward-rule missiles never move backward
moves-step-forward-only = { $from } to { $to }: missiles here fly forward or sideways only, never backward or diagonally
moves-two-sideways = two sideways steps in a row (into { $into }, then { $then }): step forward between sideways steps
moves-step-two-sideways = { $from } to { $to }: a missile may not take two sideways steps in a row
moves-through-enemy = the missile cannot pass through { moves-role-enemy } on { $square }: a flight ends at the first enemy piece it enters
moves-pass-through-enemy = the missile cannot pass through the enemy piece on { $square }
moves-no-way-on = no legal flight continues through { $square }: every way on would leave your king in check or cannot end on a target
moves-ends-on-empty = a missile must end on an enemy piece, and { $target } is empty (to destroy only the pawn, write { $launch }*)
moves-must-end-on-enemy = a missile must end on an enemy piece, and { $square } holds none
moves-ends-on-own = a missile may pass over your own pieces but not end on one ({ $target } holds your { moves-role })
moves-king-strikes-off = king strikes are off in this game: the king on { $target } cannot be targeted
moves-no-king-strikes = missiles may not strike the king in this game
moves-flight-exposes-king = it would leave your king in check on the way or after the detonation (a missile threat never counts, but ordinary attacks on your king do)
moves-check-after-detonation = your king would be in check after the missile destroys the piece on { $square }
moves-check-with-missile-on = your king would be in check with the missile on { $square }

## Castling.

moves-no-king-to-castle = there is no king to castle with
moves-no-castling-right = you no longer have the right to castle { $side ->
        [queenside] queenside
       *[kingside] kingside
    }
moves-castle-out-of-check = you cannot castle out of check
moves-castling-blocked = castling { $side ->
        [queenside] queenside
       *[kingside] kingside
    } needs the squares between king and rook empty, and the king may not pass through or land on an attacked square
moves-cannot-castle-now = you cannot castle there now: the king or rook has moved, a square between is occupied, or the king would pass through or land on an attacked square

## Ordinary moves.

moves-no-piece = there is no piece on { $square }
moves-stays-put = a move must go somewhere: { $from } to { $to } stays put
moves-own-piece-on = { moves-role-your } stands on { $square }
moves-king-one-square = a king moves one square: it cannot go from { $from } to { $to }
moves-knight-cannot = a knight cannot jump from { $from } to { $to }
moves-blocked-by = the way from { $from } to { $to } is blocked by { moves-role-the } on { $square }
moves-blocked = the way from { $from } to { $to } is blocked
moves-cannot-move-from-to = a { moves-role } cannot move from { $from } to { $to }
moves-cannot-move-to = { moves-role-the } on { $from } cannot move to { $to }
moves-pawn-blocked = the pawn on { $from } is blocked
moves-pawn-two-from-start-only = only a pawn on its starting rank may move two squares; the pawn on { $from } may move one
moves-pawn-diagonal-captures = a pawn moves diagonally only to capture, and { $to } is empty
moves-pawn-cannot-reach = a pawn on { $from } cannot reach { $to }
moves-must-promote = a pawn reaching the last rank must promote: add q, r, b or n
moves-promotes-to = a pawn promotes to a queen, rook, bishop or knight
moves-pawns-board-no-promotion = on the pawns board a pawn reaching the last rank wins and does not promote
moves-king-in-check-on = your king would be in check on { $to }
moves-check-not-stopped = your king is in check, and this move does not stop the check
moves-in-check = you are in check, and that move does not get your king out of check
moves-pinned = { moves-role-the } on { $square } is pinned: moving it would expose your king to check
moves-leaves-king-in-check = it would leave your king in check
moves-king-would-be-in-check = your king would be in check
moves-no-piece-of-role = you have no { moves-role }
moves-none-can-reach = no { moves-role } can reach { $to }
