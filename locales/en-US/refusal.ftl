# Why the bot refused a member's action: a sentence that says what is wrong
# and what to do. Shown only to the member (in their Discord language).
# Arguments shown as they are: names, squares, moves, game numbers.

## Games.

refusal-no-game-here = There is no game in progress here. Start one with a challenge.
refusal-game-over = This game is over.
refusal-not-playing = You are not playing in this game.
refusal-not-your-turn = It is not your turn.
# $defender: the opponent's name.
refusal-wait-for-answer = Wait: { $defender } is deciding whether to shoot your missile down.
refusal-answer-first = Answer the shoot-down question first (shoot the missile down or let it pass).
# $launch: the square the missile was fired from.
refusal-missile-in-air = Your missile from { $launch } is in the air: steer it on (type or choose its next square).
refusal-empty-move = Type a move, e.g. e4, Nf3, e2e4, or a flight like e4>e5>e6>d7.
# $reason: the engine's reason (not translated yet).
refusal-illegal = { $reason }
# $preset: the game's kind, e.g. Pawn Game.
refusal-no-missiles = There are no missiles in { $preset }: play an ordinary move.
# $text: what the member typed.
refusal-not-a-square = `{ $text }` is not a square: write a file a-h and a rank 1-8, like e4.
# $why: empty, not-yours, not-a-pawn, starting-rank or no-legal-flight.
refusal-cannot-fire = The piece on { $square } cannot fire now: { $why ->
        [empty] that square is empty
        [not-yours] that is not your pawn
        [not-a-pawn] only pawns fire
        [starting-rank] a pawn on its starting rank may not fire
       *[no-legal-flight] it has no legal flight (cooldown, a pin or a check may prevent it)
    }.
refusal-not-steering = No missile is being steered: choose a pawn to fire first (e.g. fire e4).
refusal-self-destruct-too-late = The pawn may self-destruct only before its first step.
# $next: the squares it may enter, e.g. e5, d5.
refusal-cannot-enter = The missile cannot enter { $square } next; it may enter: { $next }.
refusal-cannot-enter-anywhere = The missile cannot enter { $square } next; it may enter: nothing.
refusal-question-ended = This question has ended.
refusal-question-ended-game-over = This question has ended: the game is over.
refusal-answer-for-earlier-question = Your answer was written before this question was asked, so it is not applied: look at the new question and answer it.
# $games: the games, e.g. game 12 (level 3) in #games and game 15 (level 1) in #chess.
refusal-too-many-ai-games = { $count ->
        [one] You already have { $count } unfinished game against the AI in this server: { $games }. Finish or resign it before starting another.
       *[other] You already have { $count } unfinished games against the AI in this server: { $games }. Finish or resign one of them before starting another.
    }
# One game against the AI, in the list above.
refusal-ai-game = game { $game } (level { $level }) in { $place }
refusal-position-changed = The position changed since your message was written, so it is not played: look at the board again and send your move anew.
refusal-no-question = There is no shoot-down question to answer.
refusal-only-opponent-answers = Only your opponent may answer this question.
# $labels: the shoot-downs, e.g. Bxe6, Nxe6.
refusal-not-a-shoot-down = `{ $text }` is not a shoot-down here; choose { $labels } or let it pass.
# $matches: the shoot-downs it could be, e.g. Nbxe6 or Nfxe6.
refusal-ambiguous-shoot-down = `{ $text }` could mean { $matches }: type it exactly as shown (capital letters for pieces).
refusal-too-late-to-abort = Both sides have moved: the game can no longer be aborted (resign or offer a draw).
refusal-not-abortable = This game was paired for you and cannot be aborted: resign instead, or withdraw from the event that paired it.
refusal-berserk-too-late = You can berserk only before your first move of the game.
refusal-berserk-no-clock = Berserk halves your clock: this game has no live clock.
refusal-already-berserk = You have already berserked in this game: your clock is halved once.
refusal-already-offered-draw = You have already offered a draw.
refusal-no-draw-offer = There is no draw offer to answer.
refusal-own-draw-offer = You made this draw offer; your opponent answers it.
refusal-claim-after-flight = Claim after the missile's flight is over.
refusal-no-claims-in-pawn-game = Draws cannot be claimed in the Pawn Game: offer a draw instead.
refusal-nothing-to-claim = No draw to claim: this position has occurred { $repetitions ->
        [one] { $repetitions } time
       *[other] { $repetitions } times
    } (3 needed) and { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } were made without a capture, pawn move or flight (50 needed).
# $left: the time the opponent has left, e.g. 1:05:00.
refusal-move-limit-not-reached = Nothing to claim yet: { $opponent } still has { $left } to move. If the move limit runs out first, `/claim` wins the game.

## Challenges and rematches.

refusal-challenge-not-open = This challenge is no longer open.
refusal-challenge-expired = This challenge has expired.
refusal-rematch-not-over = Game { $game } is still being played: a rematch can be offered once it is over.
refusal-no-rematch = Game { $game } has no rematch: only casual and rated games between two members offer one, not tournament games or games against the AI. Start a new game with `/challenge`.
refusal-rematch-not-yours = Only { $white } and { $black }, who played game { $game }, can take its rematch. Start a game of your own with `/challenge`.
# $open: how long the offer stays open, e.g. 10 minutes.
refusal-rematch-offered = You have offered the rematch already: it is { $opponent }'s to accept (with **Rematch** or **Accept**) within { $open } of your offer.
refusal-rematch-expired = This rematch offer has expired: it was open for { $open }. Start a new game with `/challenge`.
refusal-rematch-started = The rematch has started already: it is game { $game }.
refusal-rematch-started-elsewhere = The rematch has started already.
refusal-rematch-closed = This rematch offer was declined or withdrawn. Start a new game with `/challenge`.
refusal-own-challenge = You cannot accept your own challenge.
refusal-challenge-for-other = This challenge is for { $name } only.
refusal-challenge-self = You cannot challenge yourself: name another player, or leave the opponent empty for an open challenge.
refusal-only-challenger-cancels = Only the challenger can cancel this challenge.
refusal-open-challenge-decline = This challenge is open to anyone: accept it, or leave it for someone else.
refusal-not-your-challenge = This challenge is not for you.
refusal-too-many-challenges = You already have { $limit ->
        [one] { $limit } challenge
       *[other] { $limit } challenges
    } open on this server (the limit): wait for an answer, or withdraw one with its Decline button.
refusal-two-players-needed = A game needs two different players.
refusal-place-taken-thread = A game is already being played in this thread.
refusal-place-taken-channel = A game is already being played in this channel: play the next one in a thread.

## Analyses.

refusal-no-such-game = There is no game { $game } in this server: give the number its final message shows.
refusal-analysis-not-over = Game { $game } is still being played: it can be analysed once it is over.
refusal-nothing-to-analyse = Game { $game } ended before any move was played: there is nothing to analyse.
refusal-analysis-unavailable = Game { $game } cannot be analysed right now: its record could not be read. Try again in a minute.
refusal-analysis-queue-full = Game { $game } cannot join the analysis queue now: { $waiting ->
        [one] { $waiting } game is waiting already
       *[other] { $waiting } games are waiting already
    }. Ask again in a few minutes.
refusal-analysis-member-share = Game { $game } cannot join the analysis queue: you already have { $limit ->
        [one] { $limit } game
       *[other] { $limit } games
    } waiting or being analysed, the most one member may. Ask again once one of them is done.
refusal-analysis-server-share = Game { $game } cannot join the analysis queue: this server already has { $limit ->
        [one] { $limit } game
       *[other] { $limit } games
    } waiting or being analysed, its share of the queue (other servers share it too). Ask again once one of them is done.

## The bot itself.

# $reason: what is wrong with the settings (a settings.ftl message).
refusal-settings = { $reason }
refusal-save-failed = Your action could not be saved (storage problem); nothing changed. Try again in a moment.
refusal-leaderboard-unavailable = The leaderboard cannot be read right now; try again later.
refusal-profile-unavailable = The profile cannot be read right now; try again later.
refusal-shutting-down = The bot is restarting: nothing changed. Try again in a minute.

## Lists inside a sentence.

# Two things: e.g. "game 12 and game 15".
list-and = { $first } and { $second }
# More than two: the first, then the rest ("a, b and c").
list-and-more = { $first }, { $rest }
# Either of two things: "Nbxe6 or Nfxe6".
list-or = { $first } or { $second }
list-or-more = { $first }, { $rest }
# One item of a list, as it is (a move).
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
