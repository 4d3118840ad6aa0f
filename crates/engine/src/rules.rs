//! What game is played: the board, the missile rule set, the options, and
//! the named presets players pick from (rulings §1).

use std::fmt;
use std::str::FromStr;

/// The board a game is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// Standard chess: FIDE endings plus "king destroyed".
    Chess,
    /// The Pawn Game: pawns only; first pawn to its last rank wins.
    Pawns,
}

/// The missile rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Missiles {
    /// No missiles.
    None,
    /// Jones (1997): 8 directions, turning at most 45° a step, no cooldown.
    Classic,
    /// The Triples Games video: forward or sideways, never two sideways steps
    /// in a row, with cooldown.
    Forward,
}

/// A named preset.
///
/// ```
/// use engine::Preset;
/// let p: Preset = "pawns-cruise".parse().unwrap();
/// assert_eq!(p.name(), "pawns-cruise");
/// assert_eq!("cruise".parse::<Preset>().unwrap(), Preset::default());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Preset {
    /// chess + classic missiles (the default game).
    #[default]
    Cruise,
    /// chess + forward missiles.
    CruiseForward,
    /// plain chess.
    Chess,
    /// the plain Pawn Game.
    Pawns,
    /// the Pawn Game + classic missiles.
    PawnsCruise,
}

impl Preset {
    pub const ALL: [Preset; 5] = [
        Preset::Cruise,
        Preset::CruiseForward,
        Preset::Chess,
        Preset::Pawns,
        Preset::PawnsCruise,
    ];

    /// The name users type: `cruise`, `cruise-forward`, `chess`, `pawns`, `pawns-cruise`.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Cruise => "cruise",
            Preset::CruiseForward => "cruise-forward",
            Preset::Chess => "chess",
            Preset::Pawns => "pawns",
            Preset::PawnsCruise => "pawns-cruise",
        }
    }

    pub const fn board(self) -> BoardKind {
        match self {
            Preset::Cruise | Preset::CruiseForward | Preset::Chess => BoardKind::Chess,
            Preset::Pawns | Preset::PawnsCruise => BoardKind::Pawns,
        }
    }

    pub const fn missiles(self) -> Missiles {
        match self {
            Preset::Cruise | Preset::PawnsCruise => Missiles::Classic,
            Preset::CruiseForward => Missiles::Forward,
            Preset::Chess | Preset::Pawns => Missiles::None,
        }
    }

    /// The rules of this preset with `king_strikes` as given.
    pub const fn rules(self, king_strikes: bool) -> Rules {
        Rules {
            preset: self,
            king_strikes,
        }
    }

    /// The FEN of the start position (six fields).
    pub const fn start_fen(self) -> &'static str {
        match self.board() {
            BoardKind::Chess => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            BoardKind::Pawns => "8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A preset name that is not one of the five ([`Preset::ALL`]), with what
/// was given. Its `Display` is the English sentence (for the command line,
/// logs and tests); the host says it in the reader's language.
///
/// ```
/// use engine::{ParsePresetError, Preset};
/// let e = "blitz".parse::<Preset>().unwrap_err();
/// assert_eq!(e, ParsePresetError { given: "blitz".into() });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown preset `{given}`: choose cruise, cruise-forward, chess, pawns or pawns-cruise")]
pub struct ParsePresetError {
    /// The name as it was given.
    pub given: String,
}

impl FromStr for Preset {
    type Err = ParsePresetError;
    fn from_str(s: &str) -> Result<Preset, ParsePresetError> {
        let t = s.trim().to_ascii_lowercase();
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == t)
            .ok_or_else(|| ParsePresetError {
                given: s.to_string(),
            })
    }
}

/// The complete rules of one game: a preset and its options. Stored with
/// the game; every position carries it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    pub preset: Preset,
    /// Missiles may target the enemy king (default on).
    pub king_strikes: bool,
}

impl Rules {
    pub const fn new(preset: Preset, king_strikes: bool) -> Rules {
        Rules {
            preset,
            king_strikes,
        }
    }
    #[inline]
    pub const fn board(self) -> BoardKind {
        self.preset.board()
    }
    #[inline]
    pub const fn missiles(self) -> Missiles {
        self.preset.missiles()
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::new(Preset::Cruise, true)
    }
}
