//! FEN in and out: the standard six fields, plus under `forward` a 7th
//! field `<white cooldown>/<black cooldown>` (rulings §9).

use crate::{Bitboard, Board, BoardKind, Color, Missiles, Piece, Position, Role, Rules, Square};

/// A FEN that could not be read: names the field and what is wrong.
/// Its `Display` is the English sentence (for the command line, logs and
/// tests); the host says [`FenError::problem`] in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad FEN, {field} field: {problem}")]
pub struct FenError {
    /// `placement`, `side to move`, `castling`, `en passant`, `halfmove clock`,
    /// `fullmove number`, `cooldown`, or `position` (a legal-position check).
    pub field: &'static str,
    /// What is wrong, with its facts.
    pub problem: FenProblem,
}

/// What is wrong with a FEN, a typed reason with its facts (the text
/// quoted is shortened to 24 characters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenProblem {
    /// Nothing was given.
    Empty,
    /// Fewer than the four fields a FEN needs.
    Missing,
    /// More than seven fields.
    TooManyFields { fields: usize },
    /// The placement has `ranks` ranks, not 8.
    RankCount { ranks: usize },
    /// A count of empty squares `0` or `9` on `rank` (1 to 8).
    BadCount { text: char, rank: u8 },
    /// A letter that is no piece on `rank`.
    NotAPiece { text: char, rank: u8 },
    /// `rank` has more than 8 squares.
    RankTooLong { rank: u8 },
    /// `rank` has `squares` squares, fewer than 8.
    RankTooShort { rank: u8, squares: u32 },
    /// `color` has `kings` kings.
    TooManyKings { color: Color, kings: u32 },
    /// A piece other than a pawn on the pawns board.
    PieceOnPawnsBoard {
        square: Square,
        color: Color,
        role: Option<Role>,
    },
    /// A pawn on a rank it cannot stand on.
    PawnCannotStand { square: Square },
    /// Castling rights on the pawns board.
    NoCastlingOnPawnsBoard { text: String },
    /// A castling letter that is not K, Q, k, q or -.
    NotACastlingLetter { text: String },
    /// Castling `letter` without `color`'s king on `square`.
    CastlingNeedsKing {
        letter: char,
        color: Color,
        square: Square,
    },
    /// Castling `letter` without `color`'s rook on `square`.
    CastlingNeedsRook {
        letter: char,
        color: Color,
        square: Square,
    },
    /// A castling letter given twice.
    CastlingTwice { letter: char },
    /// Not a whole number.
    NotANumber { text: String },
    /// The side to move is not w or b.
    NotASide { text: String },
    /// Not a square or `-`.
    NotASquare { text: String },
    /// An en passant square on the wrong rank for `turn` (it must be on
    /// `rank`, 1 to 8).
    EnPassantRank {
        square: Square,
        turn: Color,
        rank: u8,
    },
    /// The cooldown field is not two squares (or `-`) split by `/`.
    CooldownShape { text: String },
    /// The side not to move is in check.
    InCheck { turn: Color },
}

impl std::fmt::Display for FenProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use FenProblem as P;
        match self {
            P::Empty => write!(f, "the FEN is empty"),
            P::Missing => write!(
                f,
                "missing: a FEN has placement, side to move, castling, en passant, halfmove clock and fullmove number"
            ),
            P::TooManyFields { fields } => {
                write!(f, "it has {fields} fields; a FEN has at most 7")
            }
            P::RankCount { ranks } => write!(
                f,
                "it has {ranks} ranks separated by `/`; a board has 8, from rank 8 down to rank 1"
            ),
            P::BadCount { text, rank } => {
                write!(
                    f,
                    "`{text}` on rank {rank}: empty squares are counted 1 to 8"
                )
            }
            P::NotAPiece { text, rank } => write!(
                f,
                "`{text}` on rank {rank} is not a piece letter (PNBRQK for White, pnbrqk for Black) or a count of empty squares"
            ),
            P::RankTooLong { rank } => write!(f, "rank {rank} has more than 8 squares"),
            P::RankTooShort { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares, it needs 8")
            }
            P::TooManyKings { color, kings } => write!(f, "{color} has {kings} kings"),
            P::PieceOnPawnsBoard {
                square,
                color,
                role,
            } => write!(
                f,
                "the pawns board has only pawns, but {square} holds a {color} {}",
                role.map_or("piece", |r| r.name())
            ),
            P::PawnCannotStand { square } => write!(f, "a pawn cannot stand on {square}"),
            P::NoCastlingOnPawnsBoard { text } => {
                write!(f, "`{text}`: the pawns board has no castling; write -")
            }
            P::NotACastlingLetter { text } => write!(f, "`{text}` is not K, Q, k, q or -"),
            P::CastlingNeedsKing {
                letter,
                color,
                square,
            } => write!(f, "`{letter}` needs the {color} king on {square}"),
            P::CastlingNeedsRook {
                letter,
                color,
                square,
            } => write!(f, "`{letter}` needs a {color} rook on {square}"),
            P::CastlingTwice { letter } => write!(f, "`{letter}` is given twice"),
            P::NotANumber { text } => write!(f, "`{text}` is not a whole number"),
            P::NotASide { text } => write!(f, "`{text}` is not w or b"),
            P::NotASquare { text } => write!(f, "`{text}` is not a square or -"),
            P::EnPassantRank { square, turn, rank } => write!(
                f,
                "{square} cannot be an en passant square with {turn} to move; it must be on rank {rank}"
            ),
            P::CooldownShape { text } => write!(
                f,
                "`{text}` is not <white square>/<black square> (use - for none), like e4/-"
            ),
            P::InCheck { turn } => write!(f, "{turn} is to move but {} is in check", !*turn),
        }
    }
}

fn err(field: &'static str, problem: FenProblem) -> FenError {
    FenError { field, problem }
}

/// Shortens user text quoted in an error message.
fn quote(s: &str) -> String {
    let mut t: String = s.chars().take(24).collect();
    if t.len() < s.len() {
        t.push('…');
    }
    t
}

fn parse_placement(text: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(
            "placement",
            FenProblem::RankCount { ranks: ranks.len() },
        ));
    }
    let mut board = Board::empty();
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u32 = 0;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(err(
                        "placement",
                        FenProblem::BadCount {
                            text: c,
                            rank: rank + 1,
                        },
                    ));
                }
                file += d;
            } else if let Some(piece) = Piece::from_char(c) {
                if file < 8 {
                    board.put_on_empty(Square::from_coords(file as u8, rank), piece);
                }
                file += 1;
            } else {
                return Err(err(
                    "placement",
                    FenProblem::NotAPiece {
                        text: c,
                        rank: rank + 1,
                    },
                ));
            }
            if file > 8 {
                return Err(err("placement", FenProblem::RankTooLong { rank: rank + 1 }));
            }
        }
        if file != 8 {
            return Err(err(
                "placement",
                FenProblem::RankTooShort {
                    rank: rank + 1,
                    squares: file,
                },
            ));
        }
    }
    Ok(board)
}

fn check_placement(board: &Board, rules: Rules) -> Result<(), FenError> {
    for color in Color::ALL {
        let kings = board.by_piece(Piece::new(color, Role::King)).count();
        match rules.board() {
            BoardKind::Chess if kings > 1 => {
                return Err(err("placement", FenProblem::TooManyKings { color, kings }));
            }
            BoardKind::Pawns => {
                let others = board.by_color(color) & !board.by_role(Role::Pawn);
                if let Some(sq) = others.first() {
                    return Err(err(
                        "placement",
                        FenProblem::PieceOnPawnsBoard {
                            square: sq,
                            color,
                            role: board.role_at(sq),
                        },
                    ));
                }
            }
            _ => {}
        }
    }
    let pawns = board.by_role(Role::Pawn);
    let bad = match rules.board() {
        BoardKind::Chess => pawns & (Bitboard::rank(0) | Bitboard::rank(7)),
        BoardKind::Pawns => {
            (pawns & board.by_color(Color::White) & Bitboard::rank(0))
                | (pawns & board.by_color(Color::Black) & Bitboard::rank(7))
        }
    };
    if let Some(sq) = bad.first() {
        return Err(err("placement", FenProblem::PawnCannotStand { square: sq }));
    }
    Ok(())
}

fn parse_castling(text: &str, board: &Board, rules: Rules) -> Result<Bitboard, FenError> {
    let mut rooks = Bitboard::EMPTY;
    if text == "-" {
        return Ok(rooks);
    }
    if rules.board() == BoardKind::Pawns {
        return Err(err(
            "castling",
            FenProblem::NoCastlingOnPawnsBoard { text: quote(text) },
        ));
    }
    for c in text.chars() {
        let (color, rook_file) = match c {
            'K' => (Color::White, 7),
            'Q' => (Color::White, 0),
            'k' => (Color::Black, 7),
            'q' => (Color::Black, 0),
            _ => {
                return Err(err(
                    "castling",
                    FenProblem::NotACastlingLetter {
                        text: quote(&c.to_string()),
                    },
                ));
            }
        };
        let back = color.back_rank();
        let king_sq = Square::from_coords(4, back);
        let rook_sq = Square::from_coords(rook_file, back);
        if board.piece_at(king_sq) != Some(Piece::new(color, Role::King)) {
            return Err(err(
                "castling",
                FenProblem::CastlingNeedsKing {
                    letter: c,
                    color,
                    square: king_sq,
                },
            ));
        }
        if board.piece_at(rook_sq) != Some(Piece::new(color, Role::Rook)) {
            return Err(err(
                "castling",
                FenProblem::CastlingNeedsRook {
                    letter: c,
                    color,
                    square: rook_sq,
                },
            ));
        }
        if rooks.contains(rook_sq) {
            return Err(err("castling", FenProblem::CastlingTwice { letter: c }));
        }
        rooks.set(rook_sq);
    }
    Ok(rooks)
}

fn parse_number(field: &'static str, text: &str) -> Result<u32, FenError> {
    text.parse::<u32>()
        .map_err(|_| err(field, FenProblem::NotANumber { text: quote(text) }))
}

impl Position {
    /// Reads a FEN under `rules`.
    ///
    /// The halfmove clock and fullmove number may be left out (they default
    /// to 0 and 1). Under `forward` a 7th field gives the pawns on cooldown
    /// (`e4/-`); other rule sets ignore a 7th field. An en passant square is
    /// kept only when an en passant capture is legal.
    ///
    /// ```
    /// use engine::{Position, Preset};
    /// let rules = Preset::CruiseForward.rules(true);
    /// let pos = Position::from_fen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1 e4/-", rules).unwrap();
    /// assert_eq!(pos.cooldown(engine::Color::White), Some("e4".parse().unwrap()));
    /// let e = Position::from_fen("4k3/8/8/8/4P3/8/8/4K3 x - - 0 1", rules).unwrap_err();
    /// assert_eq!(e.field, "side to move");
    /// ```
    pub fn from_fen(fen: &str, rules: Rules) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
        if fields.is_empty() {
            return Err(err("placement", FenProblem::Empty));
        }
        if fields.len() < 4 {
            let missing = ["placement", "side to move", "castling", "en passant"][fields.len()];
            return Err(err(missing, FenProblem::Missing));
        }
        if fields.len() > 7 {
            return Err(err(
                "position",
                FenProblem::TooManyFields {
                    fields: fields.len(),
                },
            ));
        }
        let board = parse_placement(fields[0])?;
        check_placement(&board, rules)?;
        let turn = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => {
                return Err(err(
                    "side to move",
                    FenProblem::NotASide { text: quote(other) },
                ));
            }
        };
        let castling = parse_castling(fields[2], &board, rules)?;
        let ep = match fields[3] {
            "-" => None,
            text => {
                let sq = Square::from_name(text).ok_or_else(|| {
                    err("en passant", FenProblem::NotASquare { text: quote(text) })
                })?;
                let want = if turn == Color::White { 5 } else { 2 };
                if sq.rank() != want {
                    return Err(err(
                        "en passant",
                        FenProblem::EnPassantRank {
                            square: sq,
                            turn,
                            rank: want + 1,
                        },
                    ));
                }
                Some(sq)
            }
        };
        let halfmoves = match fields.get(4) {
            Some(t) => parse_number("halfmove clock", t)?,
            None => 0,
        };
        let fullmoves = match fields.get(5) {
            Some(t) => parse_number("fullmove number", t)?.max(1),
            None => 1,
        };
        let mut cooldown = [None, None];
        if rules.missiles() == Missiles::Forward
            && let Some(t) = fields.get(6)
        {
            let parts: Vec<&str> = t.split('/').collect();
            if parts.len() != 2 {
                return Err(err(
                    "cooldown",
                    FenProblem::CooldownShape { text: quote(t) },
                ));
            }
            for color in Color::ALL {
                let p = parts[color.index()];
                if p == "-" {
                    continue;
                }
                let sq = Square::from_name(p)
                    .ok_or_else(|| err("cooldown", FenProblem::NotASquare { text: quote(p) }))?;
                if board.piece_at(sq) == Some(Piece::new(color, Role::Pawn)) {
                    cooldown[color.index()] = Some(sq);
                }
            }
        }
        let mut pos = Position {
            rules,
            board,
            turn,
            castling,
            ep_square: None,
            halfmoves,
            fullmoves,
            cooldown,
        };
        // The side that just moved may not be left in check (its king could
        // be taken) - unless the side to move has lost its king already.
        if pos.board.king(turn).is_some()
            && let Some(k) = pos.board.king(!turn)
            && pos.attackers_to(k, turn, pos.board.occupied()).any()
        {
            return Err(err("position", FenProblem::InCheck { turn }));
        }
        if let Some(sq) = ep
            && pos.ep_capture_legal(sq)
        {
            pos.ep_square = Some(sq);
        }
        Ok(pos)
    }

    /// The FEN: six fields, plus the 7th (cooldown) field under `forward`.
    pub fn fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.board.piece_at(Square::from_coords(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            s.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push((b'0' + empty) as char);
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(self.turn.char());
        s.push(' ');
        let mut any = false;
        for (sq, c) in [("h1", 'K'), ("a1", 'Q'), ("h8", 'k'), ("a8", 'q')] {
            if self
                .castling
                .contains(Square::from_name(sq).expect("square name"))
            {
                s.push(c);
                any = true;
            }
        }
        if !any {
            s.push('-');
        }
        s.push(' ');
        match self.ep_square {
            Some(sq) => s.push_str(&sq.to_string()),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        if self.rules.missiles() == Missiles::Forward {
            s.push(' ');
            for color in Color::ALL {
                match self.cooldown[color.index()] {
                    Some(sq) => s.push_str(&sq.to_string()),
                    None => s.push('-'),
                }
                if color == Color::White {
                    s.push('/');
                }
            }
        }
        s
    }
}
