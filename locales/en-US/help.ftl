# /rules and /help: how Cruise Pawns is played, and the help's topics.
# Shown to the member who asked (in their Discord language), or posted in
# the channel (in the server's language) with public:true. Keep the slash
# commands, their options (`king_strikes: false`) and moves (e4>e5>e6>d7)
# as they are.

## /rules

rules-text = **Cruise Pawns** is chess in which a pawn may, as its whole turn, fire itself as a cruise missile.
    • A pawn off its starting rank fires: the missile flies up to 7 squares, each step in a king direction, turning at most 45° a step (`cruise-forward`: forward or sideways only).
    • It may pass over your own pieces, stops at the first enemy piece and **detonates** there: that piece and the pawn are gone. A flight must end on an enemy piece (or `e4*` self-destructs).
    • At each square it enters on the way, the defender may **shoot it down** with any legal capture onto that square, or let it pass. No answer in time lets it pass.
    • Destroying the king wins (unless the game was made with `king_strikes: false`). Missile threats are not check.
    • `pawns`: only pawns; the first pawn to reach the last rank wins.
    Play: `/move e4`, `/move e4>e5>e6>d7` (whole flight, hidden from your opponent) or `/fire e4` and steer with buttons.

## /help

help-intro = **Cruise Pawns help**: pick a topic below. Each lists its commands (`<option>` is required, `[option]` optional) and how they are used.
# The placeholder of the topic menu.
help-pick-topic = Pick a topic
help-unknown-topic = That help topic is unknown: run `/help` again and pick one from its menu.
# The heading above the commands for organizers and server managers.
help-organizers = *Organizers and server managers:*
# One command's line: $usage is the command as typed (/move <move>), $what
# what it does (its description).
help-command-line = `{ $usage }`: { $what }.

# Each topic: its label in the menu, its one-line description there, and
# the text above its commands.
help-playing-label = Playing
help-playing-about = Challenges, moves, draws, the end of a game, analysis
help-playing-text = A `/challenge` with the bot as `opponent` plays the AI (`level` 1-8); without `opponent` anyone may accept. In a game's thread you can also just type your move (`Nf3`). A board that asks you to move is drawn from your side. Without a clock each move has a limit (14 days; a tournament's `move_limit`): at the limit your opponent may `/claim` the win. A finished game has a **Rematch** button (colours swapped, 10 minutes to accept) and an **Analyse** button (accuracy, mistakes and the better choices).

help-missiles-label = Missiles
help-missiles-about = Firing a pawn, steering it, shooting one down
help-missiles-text = A pawn off its starting rank may, as its whole turn, fire itself: the missile flies up to 7 squares, each step in a king direction, turning at most 45° a step. It passes over your own pieces and **detonates** on the first enemy piece: both are gone. Destroying the king wins.
    At each square it enters, the defender gets buttons to shoot it down with a capture there (e.g. **Bxe6**) or **Let it pass**; no answer in time lets it pass.
    To fire a whole flight at once, hidden from your opponent: `/move e4>e5>e6>d7`.

help-tournaments-label = Tournaments
help-tournaments-about = Joining, playing and running tournaments and series
help-tournaments-text = Join with the announcement's button. Each command takes `tournament:` to name one when a channel holds several. A series (`repeat:weekly`) keeps its hour in its zone.

help-ratings-label = Ratings and seasons
help-ratings-about = Ratings, the leaderboard, profiles and seasons
help-ratings-text = Rated games change both players' ratings (a `?` marks a provisional one, after few games). A season is a server's own ratings for a while, with final standings at its end.

help-puzzles-label = Puzzles
help-puzzles-about = Puzzles from this server's games, the daily puzzle, streaks
help-puzzles-text = Every finished game of this server is searched for blunders: each becomes a puzzle, credited to its game ("from alice vs bob, move 23"). Only you see your puzzle: answer with `/move` (a missile flight as `e4>e5>e6`), or with the buttons when the puzzle asks you to shoot a missile down or let it pass. A right move shows the reply and asks for the next; a wrong one ends the puzzle and shows the solution. Your puzzle rating is your own, apart from your game ratings (`/leaderboard scope:puzzles`, `/profile`). A server manager chooses where and when the daily puzzle is posted: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Settings
help-settings-about = The server's settings and who sees the bot's answers
help-settings-text = These answer only you: `/rules`, `/help`, `/profile`, `/leaderboard` and `/tournament standings`; add `public:true` to post the answer in the channel. A `/challenge` without `opponent` pings the server's looking-for-a-game role, if a server manager set one.
