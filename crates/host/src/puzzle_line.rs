//! A puzzle's line as the host stores and plays it (pure): the opponent's
//! mistake, then the solution, solver and opponent in turn, each a
//! [`Choice`]; where the solver stands after each right move ([`Spot`]);
//! reading a member's answer and judging it ([`Line::judge`]); the credit
//! of its source game ("from alice vs bob, move 23").
//!
//! Stored as space-separated tokens (opaque to the store): a move or a
//! whole flight in UCI (`e2e4`, `e4>e5>e6`); `so-far:<path>` for an
//! opponent's flight as far as the shoot-down point where the solver
//! decides; `shoot:<capture>` for shooting it down there; `pass` for
//! letting it pass. The solver's moves are the odd tokens (the first,
//! from 0, is the mistake).
//!
//! A right answer is the solution's move, or any move that wins the game
//! at once (lichess takes every mate in a puzzle as right); a wrong one
//! ends the attempt. Text that is no legal answer at all is refused with
//! the engine's reason and leaves the attempt as it was.

use ai::analysis::Choice;
use engine::notation::{parse_move, parse_shoot_down};
use engine::{Color, Flight, Move, Position, Preset, Square};
use locale::{Words, ids};

/// A puzzle's line, ready to play.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The position before the mistake.
    pub before: Position,
    /// The mistake, then the solution (an even count).
    pub choices: Vec<Choice>,
}

/// Where the solver stands before their solver move number `progress`
/// (from 0).
#[derive(Debug, Clone, PartialEq)]
pub struct Spot {
    /// The position (during the opponent's flight, the one before it).
    pub position: Position,
    /// The opponent's flight as far as the shoot-down point where the
    /// solver decides now, if the solver decides on a flight.
    pub so_far: Option<Flight>,
    /// The opponent's last move, from and to, to mark on the board.
    pub last_move: Option<(Square, Square)>,
    /// The solver's side.
    pub solver: Color,
}

/// What the solver answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A move or a whole flight.
    Move(Move),
    /// Shooting the opponent's missile down with this capture.
    Shoot(Move),
    /// Letting it pass.
    Pass,
}

/// How an answer is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Right, and the solution goes on (the opponent replies).
    Right,
    /// Right, and the puzzle is solved.
    Solved,
    /// Wrong: the attempt ends.
    Wrong,
}

/// The token of one choice (see the module).
pub fn token(choice: Choice) -> String {
    match choice {
        Choice::Move(mv) => mv.uci(),
        Choice::FlightSoFar(f) => format!("so-far:{f}"),
        Choice::Shoot(mv) => format!("shoot:{}", mv.uci()),
        Choice::Pass => "pass".to_string(),
    }
}

/// The stored text of a line's choices.
pub fn encode(choices: &[Choice]) -> String {
    let tokens: Vec<String> = choices.iter().map(|c| token(*c)).collect();
    tokens.join(" ")
}

/// The squares a move goes from and to (a flight: launch and head).
fn squares(mv: &Move) -> (Square, Square) {
    (mv.from(), mv.to())
}

/// An answer to a shoot-down question a member may type for `pass`.
const LET_IT_PASS: &str = "let it pass"; // words-scan: skip (an answer a member may type, compared, never shown)

impl Line {
    /// Reads a stored line: the position before the mistake (`fen`, in
    /// `preset` with or without king strikes) and its tokens. An error
    /// says which token does not fit.
    pub fn parse(
        fen: &str,
        preset: Preset,
        king_strikes: bool,
        moves: &str,
    ) -> Result<Line, String> {
        let before = Position::from_fen(fen, preset.rules(king_strikes))
            .map_err(|e| format!("the puzzle's position `{fen}` is not readable: {e}"))?; // words-scan: skip (a stored puzzle that cannot be read, logged)
        let mut pos = before;
        let mut so_far: Option<Flight> = None;
        let mut choices = Vec::new();
        for t in moves.split_whitespace() {
            let choice = if let Some(path) = t.strip_prefix("so-far:") {
                let f: Flight = path
                    .parse()
                    .map_err(|e| format!("puzzle token `{t}`: {e}"))?; // words-scan: skip (a stored puzzle that cannot be read, logged)
                so_far = Some(f);
                Choice::FlightSoFar(f)
            } else if let Some(capture) = t.strip_prefix("shoot:") {
                let f = so_far.ok_or_else(|| format!("puzzle token `{t}` follows no flight"))?; // words-scan: skip (a stored puzzle that cannot be read, logged)
                let mv = parse_shoot_down(&pos, &f, capture).map_err(|e| e.to_string())?;
                pos = pos
                    .play_shot_down(&f, &mv)
                    .map_err(|e| format!("puzzle token `{t}`: {e}"))?; // words-scan: skip (a stored puzzle that cannot be read, logged)
                so_far = None;
                Choice::Shoot(mv)
            } else if t == "pass" {
                Choice::Pass
            } else {
                let mv = parse_move(&pos, t).map_err(|e| format!("puzzle token `{t}`: {e}"))?; // words-scan: skip (a stored puzzle that cannot be read, logged)
                pos = pos
                    .play(&mv)
                    .map_err(|e| format!("puzzle token `{t}`: {e}"))?; // words-scan: skip (a stored puzzle that cannot be read, logged)
                Choice::Move(mv)
            };
            choices.push(choice);
        }
        if choices.len() < 2 || choices.len() % 2 != 0 {
            return Err(format!(
                "a puzzle needs the mistake and whole solver/reply pairs, not {} moves", // words-scan: skip (a stored puzzle that cannot be read, logged)
                choices.len()
            ));
        }
        Ok(Line { before, choices })
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.choices.len() / 2
    }

    /// The solver's move number `progress` (from 0) as the solution has it.
    pub fn expected(&self, progress: usize) -> Option<Choice> {
        self.choices.get(1 + 2 * progress).copied()
    }

    /// Where the solver stands before their move number `progress`: every
    /// choice before it played.
    pub fn spot(&self, progress: usize) -> Spot {
        let mut pos = self.before;
        let mut so_far = None;
        let mut last = None;
        let solver = !self.before.turn();
        for choice in self.choices.iter().take(1 + 2 * progress) {
            match *choice {
                Choice::Move(mv) => {
                    last = Some(squares(&mv));
                    pos = pos.play_unchecked(&mv);
                }
                Choice::FlightSoFar(f) => {
                    last = Some((f.launch(), f.head()));
                    so_far = Some(f);
                }
                Choice::Shoot(mv) => {
                    if let Some(f) = so_far.take() {
                        pos = pos.play_shot_down(&f, &mv).unwrap_or(pos);
                    }
                    last = Some(squares(&mv));
                }
                Choice::Pass => {}
            }
        }
        Spot {
            position: pos,
            so_far,
            last_move: last,
            solver,
        }
    }

    /// Every choice of the line as a player reads it, in order: SAN, a
    /// flight's path, a shoot-down's SAN, `let it pass` (in en-US; see
    /// [`Line::words`]).
    pub fn texts(&self) -> Vec<String> {
        self.words()
            .iter()
            .map(|w| w.text(locale::Locale::EnUs))
            .collect()
    }

    /// Every choice of the line as words, in order: SAN, a flight's path
    /// (as they are), a shoot-down (`shoot Bxe6`), letting it pass.
    pub fn words(&self) -> Vec<Words> {
        let mut pos = self.before;
        let mut so_far: Option<Flight> = None;
        let mut out = Vec::new();
        for choice in &self.choices {
            match *choice {
                Choice::Move(mv) => {
                    out.push(Words::verbatim(engine::san::san(&pos, &mv)));
                    pos = pos.play_unchecked(&mv);
                }
                Choice::FlightSoFar(f) => {
                    out.push(Words::verbatim(f.to_string()));
                    so_far = Some(f);
                }
                Choice::Shoot(mv) => {
                    let options = so_far.map(|f| pos.shootdowns_at(&f)).unwrap_or_default();
                    let label = engine::san::shootdown_labels(&pos, &options)
                        .into_iter()
                        .find(|(m, _)| *m == mv)
                        .map_or_else(|| mv.uci(), |(_, l)| l);
                    out.push(Words::new(ids::PUZZLE_ANSWER_SHOOT).arg("move", label));
                    if let Some(f) = so_far.take() {
                        pos = pos.play_shot_down(&f, &mv).unwrap_or(pos);
                    }
                }
                Choice::Pass => out.push(Words::new(ids::PUZZLE_ANSWER_PASS)),
            }
        }
        out
    }

    /// The full-move number of the solver's first move, as a player
    /// counts it (move 23 whether White or Black solves).
    pub fn move_number(&self) -> u32 {
        match self.choices.first() {
            Some(Choice::Move(mv)) => self.before.play_unchecked(mv).fullmoves(),
            _ => self.before.fullmoves(),
        }
    }

    /// Judges `answer` as the solver's move number `progress`.
    pub fn judge(&self, progress: usize, answer: Answer) -> Verdict {
        let Some(expected) = self.expected(progress) else {
            return Verdict::Wrong;
        };
        let last = progress + 1 == self.solver_moves();
        let right = match (expected, answer) {
            (Choice::Move(e), Answer::Move(a)) => {
                if e != a {
                    // Any move that wins at once is right (lichess).
                    let spot = self.spot(progress);
                    let after = spot.position.play_unchecked(&a);
                    if after.outcome().and_then(|o| o.winner()) == Some(spot.solver) {
                        return Verdict::Solved;
                    }
                    false
                } else {
                    true
                }
            }
            (Choice::Shoot(e), Answer::Shoot(a)) => e == a,
            (Choice::Pass, Answer::Pass) => true,
            _ => false,
        };
        match (right, last) {
            (false, _) => Verdict::Wrong,
            (true, true) => Verdict::Solved,
            (true, false) => Verdict::Right,
        }
    }
}

impl Spot {
    /// Reads the solver's answer typed as `/move` takes it (SAN, UCI, a
    /// flight's path; at a shoot-down decision the capture, `shoot:` and
    /// the capture, or `pass`). An error says what is wrong and what to
    /// write instead.
    pub fn read(&self, text: &str) -> Result<Answer, locale::Words> {
        use crate::present::moves::move_reason_words;
        let t = text.trim();
        match self.so_far {
            Some(f) => {
                if t.eq_ignore_ascii_case("pass") || t.eq_ignore_ascii_case(LET_IT_PASS) {
                    return Ok(Answer::Pass);
                }
                let capture = t.strip_prefix("shoot:").unwrap_or(t);
                parse_shoot_down(&self.position, &f, capture)
                    .map(Answer::Shoot)
                    .map_err(|e| {
                        locale::Words::new(locale::ids::SETTINGS_PUZZLE_OR_PASS)
                            .arg("why", move_reason_words(&e.reason))
                    })
            }
            None => parse_move(&self.position, t)
                .map(Answer::Move)
                .map_err(|e| move_reason_words(&e.reason)),
        }
    }

    /// The solver's options at a shoot-down decision (the captures that
    /// shoot the missile down here), empty otherwise.
    pub fn shootdowns(&self) -> Vec<Move> {
        match self.so_far {
            Some(f) => self.position.shootdowns_at(&f),
            None => Vec::new(),
        }
    }
}

/// The credit of a puzzle: "from alice vs bob, move 23" (in en-US; see
/// [`credit_words`]).
pub fn credit(white: &str, black: &str, move_number: u32) -> String {
    credit_words(white, black, move_number).text(locale::Locale::EnUs)
}

/// The credit of a puzzle as words: "from alice vs bob, move 23".
pub fn credit_words(white: &str, black: &str, move_number: u32) -> Words {
    Words::new(ids::PUZZLE_CREDIT)
        .arg("white", white)
        .arg("black", black)
        .arg("move", move_number)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Black's 3...Nf6 allows Qxf7#: the crate docs' puzzle.
    fn scholars() -> Line {
        Line::parse(
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
            Preset::Chess,
            true,
            "g8f6 h5f7",
        )
        .unwrap()
    }

    #[test]
    fn a_stored_line_reads_back_and_is_judged() {
        let line = scholars();
        assert_eq!(encode(&line.choices), "g8f6 h5f7");
        assert_eq!(line.solver_moves(), 1);
        // White's 4th move solves it.
        assert_eq!(line.move_number(), 4);
        let spot = line.spot(0);
        assert_eq!(spot.solver, Color::White);
        assert_eq!(
            spot.last_move,
            Some(("g8".parse().unwrap(), "f6".parse().unwrap()))
        );
        let right = spot.read("Qxf7#").unwrap();
        assert_eq!(line.judge(0, right), Verdict::Solved);
        let wrong = spot.read("Nc3").unwrap();
        assert_eq!(line.judge(0, wrong), Verdict::Wrong);
        assert!(spot.read("Qxf9").is_err());
        assert_eq!(line.texts(), ["Nf6", "Qxf7#"]);
        assert_eq!(credit("alice", "bob", 4), "from alice vs bob, move 4");
    }

    /// Philidor's legacy after Black's queen left a8: 1. Qg8+ Rxg8 2. Nf7#.
    #[test]
    fn a_right_move_is_answered_and_the_last_one_solves() {
        let line = Line::parse(
            "q4r1k/6pp/7N/8/2Q5/8/8/6K1 b - - 0 1",
            Preset::Chess,
            true,
            "a8b8 c4g8 f8g8 h6f7",
        )
        .unwrap();
        assert_eq!(line.solver_moves(), 2);
        let first = line.spot(0);
        assert_eq!(line.judge(0, first.read("Qg8+").unwrap()), Verdict::Right);
        assert_eq!(line.judge(0, first.read("Qc3").unwrap()), Verdict::Wrong);
        let second = line.spot(1);
        // The reply is marked as the opponent's last move.
        assert_eq!(
            second.last_move,
            Some(("f8".parse().unwrap(), "g8".parse().unwrap()))
        );
        assert_eq!(line.judge(1, second.read("Nf7#").unwrap()), Verdict::Solved);
        assert_eq!(line.texts(), ["Qb8", "Qg8+", "Rxg8", "Nf7#"]);
    }

    #[test]
    fn a_broken_line_says_which_token() {
        let err = Line::parse(
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
            Preset::Chess,
            true,
            "g8f6 h5h8",
        )
        .unwrap_err();
        assert!(err.contains("h5h8"), "{err}");
        assert!(Line::parse("nonsense", Preset::Chess, true, "e2e4 e7e5").is_err());
    }
}
