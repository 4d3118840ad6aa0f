# The terminal (`cruise-pawns play`): its prompts, its help and its
# answers. Commands typed at the terminal (help, quit, pass, fire e4)
# stay in English: they are shown beside these messages, not in them.

# The side names a player has when the command line gives none.
terminal-white = White
terminal-black = Black
# $level: 1 to 8.
terminal-ai-name = AI (level { $level })
# $given: what followed --ai.
terminal-bad-ai-side = --ai { $given }: say which side the AI plays, white or black
# $given: what followed --level.
terminal-bad-level = --level { $given }: choose 1 (weakest) to 8 (strongest)
# $given: what followed --lang; $codes: the shipped codes.
terminal-bad-lang = --lang { $given }: choose one of { $codes }
# $error: why, as the database said it (in English).
terminal-no-database = cannot open the database: { $error }
# $database: where the game is saved; $pictures: the picture's file.
terminal-welcome = Cruise Pawns, hot-seat at this terminal. Database: { $database }. Board pictures: { $pictures }. Type `help` for commands.
terminal-game-over = The game is over. Goodbye.
# The prompts; the terminal adds a space after each.
# $player: a name; $choices: the shoot-downs (Bxe6, fxe6); $seconds: the time left.
terminal-ask-shoot-down = { $player }: shoot the missile down ({ $choices }) or pass? [{ $seconds } s] >
# $squares: the squares the missile may enter next (e5, d5).
terminal-ask-steer = { $player }: steer the missile into { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: steer the missile into { $squares }, or * to self-destruct >
terminal-ask-move = { $player } to move >
terminal-end-of-input = End of input: the game stays saved in { $database }.
terminal-leaving = Leaving; the game stays saved in { $database }.
# $moves: the legal moves, in SAN.
terminal-legal-moves = Legal moves: { $moves }
# $file: the picture's file; $error: why (in English).
terminal-cannot-write-picture = (cannot write { $file }: { $error })
terminal-no-picture = (no board picture: { $error })
# The help: a title, then one line per command (the command stands
# before the text, as typed). A second line of a text is indented.
terminal-help-title = Commands (the player whose turn it is types them):
terminal-help-move = an ordinary move (SAN or UCI)
terminal-help-flight = a whole missile flight (only the squares entered so far are shown)
terminal-help-self-destruct = the pawn on e4 self-destructs
terminal-help-fire =
    steer the pawn on e4 one step at a time; then type each square (e5),
    or * to self-destruct before the first step
# $pass, $accept, $decline: the commands as typed (pass, accept, decline).
terminal-help-answer = the defender's answer to a shoot-down question (no answer = { $pass })
terminal-help-draw = offer a draw; the other player types { $accept } or { $decline }
terminal-help-claim = claim a draw (threefold repetition or 50 moves)
terminal-help-resign = resign; abort (only before both sides have moved)
terminal-help-board = show the board; list legal moves; print the game record (PGN)
terminal-help-quit = this help; leave (the game stays saved)

# A moment in a game's message, as the terminal writes it: a span from now
# in its largest whole unit, ahead (in) or past (ago).
terminal-in-seconds = { $count ->
    [one] in { $count } second
   *[other] in { $count } seconds
}
terminal-in-minutes = { $count ->
    [one] in { $count } minute
   *[other] in { $count } minutes
}
terminal-in-hours = { $count ->
    [one] in { $count } hour
   *[other] in { $count } hours
}
terminal-in-days = { $count ->
    [one] in { $count } day
   *[other] in { $count } days
}
terminal-ago-seconds = { $count ->
    [one] { $count } second ago
   *[other] { $count } seconds ago
}
terminal-ago-minutes = { $count ->
    [one] { $count } minute ago
   *[other] { $count } minutes ago
}
terminal-ago-hours = { $count ->
    [one] { $count } hour ago
   *[other] { $count } hours ago
}
terminal-ago-days = { $count ->
    [one] { $count } day ago
   *[other] { $count } days ago
}
