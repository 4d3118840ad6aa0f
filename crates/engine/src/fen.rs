//! FEN in and out: the standard six fields, plus under `forward` a 7th
//! field `<white cooldown>/<black cooldown>` (rulings §9).

use crate::{Bitboard, Board, BoardKind, Color, Missiles, Piece, Position, Role, Rules, Square};

/// A FEN that could not be read: names the field and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad FEN, {field} field: {problem}")]
pub struct FenError {
    /// `placement`, `side to move`, `castling`, `en passant`, `halfmove clock`,
    /// `fullmove number`, `cooldown`, or `position` (a legal-position check).
    pub field: &'static str,
    pub problem: String,
}

fn err(field: &'static str, problem: impl Into<String>) -> FenError {
    FenError {
        field,
        problem: problem.into(),
    }
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
            format!(
                "it has {} ranks separated by `/`; a board has 8, from rank 8 down to rank 1",
                ranks.len()
            ),
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
                        format!(
                            "`{c}` on rank {}: empty squares are counted 1 to 8",
                            rank + 1
                        ),
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
                    format!(
                        "`{c}` on rank {} is not a piece letter (PNBRQK for White, pnbrqk for Black) or a count of empty squares",
                        rank + 1
                    ),
                ));
            }
            if file > 8 {
                return Err(err(
                    "placement",
                    format!("rank {} has more than 8 squares", rank + 1),
                ));
            }
        }
        if file != 8 {
            return Err(err(
                "placement",
                format!("rank {} has {file} squares, it needs 8", rank + 1),
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
                return Err(err("placement", format!("{color} has {kings} kings")));
            }
            BoardKind::Pawns => {
                let others = board.by_color(color) & !board.by_role(Role::Pawn);
                if let Some(sq) = others.first() {
                    return Err(err(
                        "placement",
                        format!(
                            "the pawns board has only pawns, but {sq} holds a {color} {}",
                            board.role_at(sq).map_or("piece", |r| r.name())
                        ),
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
        return Err(err("placement", format!("a pawn cannot stand on {sq}")));
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
            format!(
                "`{}`: the pawns board has no castling; write -",
                quote(text)
            ),
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
                    format!("`{}` is not K, Q, k, q or -", quote(&c.to_string())),
                ));
            }
        };
        let back = color.back_rank();
        let king_sq = Square::from_coords(4, back);
        let rook_sq = Square::from_coords(rook_file, back);
        if board.piece_at(king_sq) != Some(Piece::new(color, Role::King)) {
            return Err(err(
                "castling",
                format!("`{c}` needs the {color} king on {king_sq}"),
            ));
        }
        if board.piece_at(rook_sq) != Some(Piece::new(color, Role::Rook)) {
            return Err(err(
                "castling",
                format!("`{c}` needs a {color} rook on {rook_sq}"),
            ));
        }
        if rooks.contains(rook_sq) {
            return Err(err("castling", format!("`{c}` is given twice")));
        }
        rooks.set(rook_sq);
    }
    Ok(rooks)
}

fn parse_number(field: &'static str, text: &str) -> Result<u32, FenError> {
    text.parse::<u32>()
        .map_err(|_| err(field, format!("`{}` is not a whole number", quote(text))))
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
            return Err(err("placement", "the FEN is empty"));
        }
        if fields.len() < 4 {
            let missing = ["placement", "side to move", "castling", "en passant"][fields.len()];
            return Err(err(
                missing,
                "missing: a FEN has placement, side to move, castling, en passant, halfmove clock and fullmove number",
            ));
        }
        if fields.len() > 7 {
            return Err(err(
                "position",
                format!("it has {} fields; a FEN has at most 7", fields.len()),
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
                    format!("`{}` is not w or b", quote(other)),
                ));
            }
        };
        let castling = parse_castling(fields[2], &board, rules)?;
        let ep = match fields[3] {
            "-" => None,
            text => {
                let sq = Square::from_name(text).ok_or_else(|| {
                    err(
                        "en passant",
                        format!("`{}` is not a square or -", quote(text)),
                    )
                })?;
                let want = if turn == Color::White { 5 } else { 2 };
                if sq.rank() != want {
                    return Err(err(
                        "en passant",
                        format!(
                            "{sq} cannot be an en passant square with {turn} to move; it must be on rank {}",
                            want + 1
                        ),
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
                    format!(
                        "`{}` is not <white square>/<black square> (use - for none), like e4/-",
                        quote(t)
                    ),
                ));
            }
            for color in Color::ALL {
                let p = parts[color.index()];
                if p == "-" {
                    continue;
                }
                let sq = Square::from_name(p).ok_or_else(|| {
                    err("cooldown", format!("`{}` is not a square or -", quote(p)))
                })?;
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
            return Err(err(
                "position",
                format!("{} is to move but {} is in check", turn, !turn),
            ));
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
