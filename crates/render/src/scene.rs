//! What a picture shows, in chess terms only: the pieces, whose turn it is,
//! which side is at the bottom, highlights, the players' names, and a
//! missile in one of its states. The game host builds a [`Scene`] and hands
//! it to a [`crate::Renderer`]; it never deals with pixels.

use crate::RenderError;
use engine::{Bitboard, Board, Color, Flight, MAX_STEPS, Move, Position, Role, Square};

/// The names shown in the title strip (any Unicode; long names are cut
/// with an ellipsis).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Players<'a> {
    pub white: &'a str,
    pub black: &'a str,
}

impl Default for Players<'_> {
    fn default() -> Self {
        Players {
            white: "White",
            black: "Black",
        }
    }
}

/// One picture: a board and what to mark on it.
///
/// ```
/// use engine::{Board, Color, Piece, Role};
/// use render::Scene;
/// let mut board = Board::empty();
/// board.set("e1".parse().unwrap(), Piece::new(Color::White, Role::King));
/// let scene = Scene::new(board, Color::White)
///     .last_move("e2".parse().unwrap(), "e1".parse().unwrap())
///     .players("Ann", "Bob")
///     .flipped();
/// assert_eq!(scene.orientation, Color::Black);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scene<'a> {
    /// The pieces. With a missile, the board as it stood when the pawn was
    /// launched (the pawn still on its launch square); the picture removes
    /// and moves pieces as the missile's state says.
    pub board: Board,
    /// The side to move (marked in the title strip).
    pub turn: Color,
    /// The side shown at the bottom.
    pub orientation: Color,
    /// The last move's from and to squares, highlighted.
    pub last_move: Option<(Square, Square)>,
    /// The square of a king in check, glowing red.
    pub check: Option<Square>,
    /// The names in the title strip.
    pub players: Players<'a>,
    /// A missile to draw, if any.
    pub missile: Option<Missile>,
}

impl Scene<'static> {
    /// `board` with `turn` to move, White at the bottom, nothing marked.
    pub fn new(board: Board, turn: Color) -> Scene<'static> {
        Scene {
            board,
            turn,
            orientation: Color::White,
            last_move: None,
            check: None,
            players: Players::default(),
            missile: None,
        }
    }

    /// A position: its pieces, side to move, and the king in check if any.
    pub fn from_position(pos: &Position) -> Scene<'static> {
        let check = if pos.is_check() {
            pos.board().king(pos.turn())
        } else {
            None
        };
        Scene {
            check,
            ..Scene::new(*pos.board(), pos.turn())
        }
    }
}

impl<'a> Scene<'a> {
    /// Shows `side` at the bottom.
    pub fn orientation(mut self, side: Color) -> Self {
        self.orientation = side;
        self
    }

    /// Shows Black at the bottom.
    pub fn flipped(self) -> Self {
        self.orientation(Color::Black)
    }

    /// Highlights a last move.
    pub fn last_move(mut self, from: Square, to: Square) -> Self {
        self.last_move = Some((from, to));
        self
    }

    /// Marks a king in check.
    pub fn check(mut self, king: Square) -> Self {
        self.check = Some(king);
        self
    }

    /// Sets the players' names.
    pub fn players<'b>(self, white: &'b str, black: &'b str) -> Scene<'b>
    where
        'a: 'b,
    {
        Scene {
            players: Players { white, black },
            ..self
        }
    }

    /// Draws a missile.
    pub fn missile(mut self, missile: Missile) -> Self {
        self.missile = Some(missile);
        self
    }
}

/// Where a missile is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MissileState {
    /// In the air on its last entered square (or still on the launch square
    /// before the first step). `shooters` are the defender's pieces that can
    /// shoot it down there (from [`engine::Position::shootdowns_at`]).
    InFlight { shooters: Bitboard },
    /// It detonated on its last entered square: the pawn and the piece
    /// there are gone. With no steps, the pawn self-destructed on its launch
    /// square.
    Detonated,
    /// It was shot down on its last entered square by the piece that stood
    /// on `shooter`, which now stands there (promoted to `promotion` if a
    /// pawn reached its last rank).
    ShotDown {
        shooter: Square,
        promotion: Option<Role>,
    },
}

/// A missile as the defender may see it: its launch square and only the
/// squares entered so far. There is no way to give it squares not yet
/// entered: the picture cannot reveal the rest of a flight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Missile {
    launch: Square,
    entered: [Square; MAX_STEPS],
    len: u8,
    state: MissileState,
}

impl Missile {
    fn build(
        launch: Square,
        entered: &[Square],
        state: MissileState,
    ) -> Result<Missile, RenderError> {
        if entered.len() > MAX_STEPS {
            return Err(RenderError::Missile(format!(
                "a flight enters at most {MAX_STEPS} squares, {} given", // words-scan: skip (a programmer's error: logged, or an English detail after a said sentence)
                entered.len()
            )));
        }
        let mut prev = launch;
        for &sq in entered {
            let (df, dr) = (
                (sq.file() as i8 - prev.file() as i8).abs(),
                (sq.rank() as i8 - prev.rank() as i8).abs(),
            );
            if df.max(dr) != 1 {
                return Err(RenderError::Missile(format!(
                    "{sq} is not next to {prev}: each square entered must touch the one before" // words-scan: skip (a programmer's error: logged, or an English detail after a said sentence)
                )));
            }
            prev = sq;
        }
        let mut squares = [launch; MAX_STEPS];
        squares[..entered.len()].copy_from_slice(entered);
        Ok(Missile {
            launch,
            entered: squares,
            len: entered.len() as u8,
            state,
        })
    }

    /// A missile in the air: launched from `launch`, having entered `entered`
    /// so far (it stands on the last one), with the defender's pieces on
    /// `shooters` able to shoot it down there.
    pub fn in_flight(
        launch: Square,
        entered: &[Square],
        shooters: Bitboard,
    ) -> Result<Missile, RenderError> {
        Missile::build(launch, entered, MissileState::InFlight { shooters })
    }

    /// A missile that detonated on the last of `entered` (self-destructed on
    /// `launch` when `entered` is empty).
    pub fn detonated(launch: Square, entered: &[Square]) -> Result<Missile, RenderError> {
        Missile::build(launch, entered, MissileState::Detonated)
    }

    /// A missile shot down on the last of `entered` by the piece on `shooter`.
    pub fn shot_down(
        launch: Square,
        entered: &[Square],
        shooter: Square,
        promotion: Option<Role>,
    ) -> Result<Missile, RenderError> {
        if entered.is_empty() {
            return Err(RenderError::Missile(
                "a missile can only be shot down after it entered a square".into(), // words-scan: skip (a programmer's error: logged, or an English detail after a said sentence)
            ));
        }
        Missile::build(
            launch,
            entered,
            MissileState::ShotDown { shooter, promotion },
        )
    }

    /// The missile of `so_far` (a flight as far as it got) launched in
    /// `pos`: detonated when its last square holds an enemy piece, otherwise
    /// in the air with the defender's legal shoot-downs there highlighted
    /// (asked of the engine). With no steps, the missile waits on its launch
    /// square; use [`Missile::detonated`] for a self-destruction.
    pub fn from_flight(pos: &Position, so_far: &Flight) -> Result<Missile, RenderError> {
        let launch = so_far.launch();
        let Some(pawn) = pos.piece_at(launch) else {
            return Err(RenderError::Missile(format!(
                "there is no pawn on {launch} to launch" // words-scan: skip (a programmer's error: logged, or an English detail after a said sentence)
            )));
        };
        let steps = so_far.steps();
        if let Some(&last) = steps.last()
            && pos.board().color_at(last) == Some(!pawn.color)
        {
            return Missile::detonated(launch, steps);
        }
        let shooters: Bitboard = if steps.is_empty() {
            Bitboard::EMPTY
        } else {
            pos.shootdowns_at(so_far).iter().map(Move::from).collect()
        };
        Missile::in_flight(launch, steps, shooters)
    }

    /// The launch square.
    pub fn launch(&self) -> Square {
        self.launch
    }

    /// The squares entered so far, in order.
    pub fn entered(&self) -> &[Square] {
        &self.entered[..self.len as usize]
    }

    /// Where the missile is: the last square entered, or the launch square.
    pub fn head(&self) -> Square {
        self.entered().last().copied().unwrap_or(self.launch)
    }

    /// Its state.
    pub fn state(&self) -> MissileState {
        self.state
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn a_trail_must_be_a_chain_of_neighbouring_squares() {
        assert!(Missile::in_flight(sq("e4"), &[sq("e5"), sq("f6")], Bitboard::EMPTY).is_ok());
        let err = Missile::in_flight(sq("e4"), &[sq("e6")], Bitboard::EMPTY).unwrap_err();
        assert!(err.to_string().contains("e6 is not next to e4"), "{err}");
        let eight = [
            sq("e5"),
            sq("e6"),
            sq("e7"),
            sq("e6"),
            sq("e5"),
            sq("e6"),
            sq("e7"),
            sq("e8"),
        ];
        assert!(Missile::detonated(sq("e4"), &eight).is_err());
        assert!(Missile::shot_down(sq("e4"), &[], sq("d5"), None).is_err());
        let m = Missile::detonated(sq("e4"), &[]).unwrap();
        assert_eq!(m.head(), sq("e4"));
    }
}
