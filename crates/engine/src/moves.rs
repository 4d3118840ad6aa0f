//! Moves: ordinary FIDE moves, missile flights, and the record of a flight
//! that was shot down.

use crate::flight_text::{BadFlightText, ParseFlightError};
use crate::{Role, Square};
use std::fmt;

/// The most steps a flight may take.
pub const MAX_STEPS: usize = 7;

/// A missile flight: the launch square and the 0 to 7 squares entered, in
/// order. No steps = self-immolation. With 1+ steps the last square entered
/// is the target (an enemy piece) where the missile detonates.
///
/// ```
/// use engine::Flight;
/// let f: Flight = "e4>e5>e6>d7".parse().unwrap();
/// assert_eq!(f.launch().to_string(), "e4");
/// assert_eq!(f.steps().len(), 3);
/// assert_eq!(f.target().unwrap().to_string(), "d7");
/// assert_eq!(f.to_string(), "e4>e5>e6>d7");
/// assert_eq!("e4*".parse::<Flight>().unwrap().steps().len(), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Flight {
    launch: Square,
    len: u8,
    steps: [Square; MAX_STEPS],
}

impl Flight {
    /// A self-immolation of the pawn on `launch` (no steps).
    pub const fn new(launch: Square) -> Flight {
        Flight {
            launch,
            len: 0,
            steps: [launch; MAX_STEPS],
        }
    }

    /// A flight from its launch square and steps. `None` if there are more
    /// than 7 steps. Adjacency and the path shape are not checked here: that
    /// is the position's job.
    pub fn from_steps(launch: Square, steps: &[Square]) -> Option<Flight> {
        if steps.len() > MAX_STEPS {
            return None;
        }
        let mut f = Flight::new(launch);
        f.steps[..steps.len()].copy_from_slice(steps);
        f.len = steps.len() as u8;
        Some(f)
    }

    /// This flight with one more step. `None` when it already has 7.
    #[inline]
    pub fn push(mut self, sq: Square) -> Option<Flight> {
        if self.len as usize >= MAX_STEPS {
            return None;
        }
        self.steps[self.len as usize] = sq;
        self.len += 1;
        Some(self)
    }

    /// The first `n` steps of this flight (the flight as far as it got).
    pub fn prefix(&self, n: usize) -> Flight {
        let mut f = *self;
        f.len = n.min(self.len as usize) as u8;
        // Unused slots always hold the launch square, so that the derived
        // equality and hash see only the steps taken.
        for s in &mut f.steps[f.len as usize..] {
            *s = f.launch;
        }
        f
    }

    #[inline]
    pub const fn launch(&self) -> Square {
        self.launch
    }

    /// The squares entered, in order.
    #[inline]
    pub fn steps(&self) -> &[Square] {
        &self.steps[..self.len as usize]
    }

    /// The last square entered: where the missile is now, or its target for
    /// a whole flight. `None` for a self-immolation.
    #[inline]
    pub fn target(&self) -> Option<Square> {
        self.steps().last().copied()
    }

    /// The square the missile stands on: the last square entered, or the
    /// launch square before the first step.
    #[inline]
    pub fn head(&self) -> Square {
        self.target().unwrap_or(self.launch)
    }

    #[inline]
    pub const fn is_self_immolation(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Display for Flight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.launch)?;
        if self.len == 0 {
            return f.write_str("*");
        }
        for s in self.steps() {
            write!(f, ">{s}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Flight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::str::FromStr for Flight {
    type Err = ParseFlightError;
    fn from_str(s: &str) -> Result<Flight, ParseFlightError> {
        let err = |why: BadFlightText| ParseFlightError {
            text: s.to_string(),
            why,
        };
        let t = s.trim();
        if let Some(sq) = t.strip_suffix('*') {
            let launch = Square::from_name(sq).ok_or_else(|| {
                err(BadFlightText::NotASquare {
                    text: sq.to_string(),
                })
            })?;
            return Ok(Flight::new(launch));
        }
        let mut parts = t.split('>');
        let first = parts.next().unwrap_or("");
        let launch = Square::from_name(first).ok_or_else(|| {
            err(BadFlightText::NotASquare {
                text: first.to_string(),
            })
        })?;
        let mut f = Flight::new(launch);
        let mut any = false;
        for p in parts {
            let sq = Square::from_name(p).ok_or_else(|| {
                err(BadFlightText::NotASquare {
                    text: p.to_string(),
                })
            })?;
            f = f.push(sq).ok_or_else(|| err(BadFlightText::TooManySteps))?;
            any = true;
        }
        if !any {
            return Err(err(BadFlightText::NoSteps));
        }
        Ok(f)
    }
}

/// A move of one turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece or pawn moving, capturing or not. `promotion` is set when a
    /// pawn reaches its last rank on the `chess` board; on the `pawns` board
    /// a pawn reaching its last rank stays a pawn and `promotion` is `None`.
    Normal {
        role: Role,
        from: Square,
        to: Square,
        capture: Option<Role>,
        promotion: Option<Role>,
    },
    /// An en passant capture: `to` is the empty square the pawn moves to.
    EnPassant { from: Square, to: Square },
    /// Castling, given by the king's and the rook's squares.
    Castle { king: Square, rook: Square },
    /// A missile flight (or, with no steps, a self-immolation).
    Flight(Flight),
}

impl Move {
    /// The square a piece leaves: the launch square for a flight.
    pub fn from(&self) -> Square {
        match *self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
            Move::Flight(f) => f.launch(),
        }
    }

    /// The destination square of the moving piece (for castling, where the
    /// king ends up); the target for a flight (the launch square for a
    /// self-immolation).
    pub fn to(&self) -> Square {
        match *self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, rook } => {
                let file = if rook.file() > king.file() { 6 } else { 2 };
                Square::from_coords(file, king.rank())
            }
            Move::Flight(f) => f.head(),
        }
    }

    pub fn is_flight(&self) -> bool {
        matches!(self, Move::Flight(_))
    }

    /// Whether an ordinary move captures.
    pub fn is_capture(&self) -> bool {
        matches!(
            self,
            Move::Normal {
                capture: Some(_),
                ..
            } | Move::EnPassant { .. }
        )
    }

    /// Machine notation: UCI (`e2e4`, `e7e8q`, `e1g1`) for ordinary moves,
    /// `e4>e5>e6>d7` / `e4*` for flights.
    ///
    /// ```
    /// use engine::{Move, Role, Square};
    /// let m = Move::Castle { king: "e1".parse().unwrap(), rook: "h1".parse().unwrap() };
    /// assert_eq!(m.uci(), "e1g1");
    /// ```
    pub fn uci(&self) -> String {
        match self {
            Move::Normal {
                from,
                to,
                promotion,
                ..
            } => match promotion {
                Some(r) => format!("{from}{to}{}", r.char()),
                None => format!("{from}{to}"),
            },
            Move::EnPassant { from, to } => format!("{from}{to}"),
            Move::Castle { king, .. } => format!("{king}{}", self.to()),
            Move::Flight(f) => f.to_string(),
        }
    }
}

impl From<Flight> for Move {
    fn from(f: Flight) -> Move {
        Move::Flight(f)
    }
}

/// One entry of a game record: a move, or a flight shot down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ply {
    /// An ordinary move, or a flight that detonated (or self-immolated).
    Move(Move),
    /// A flight shot down: `flight` is the flight as far as it got (its
    /// last step is the square where it was shot down) and `shooter` is the
    /// defender's ordinary capture onto that square.
    ShotDown { flight: Flight, shooter: Move },
}

impl Ply {
    /// Record notation: the move's UCI / flight text, or `e4>e5>e6/c8e6`.
    pub fn uci(&self) -> String {
        match self {
            Ply::Move(m) => m.uci(),
            Ply::ShotDown { flight, shooter } => format!("{flight}/{}", shooter.uci()),
        }
    }
}
