//! Board pictures for views: PNG through the `render` crate, and a Unicode
//! text board for terminals.

use engine::{Bitboard, Color, Flight, Piece, Position, Role, Square};
use render::animation::FlightEnd;
use render::{Missile, Renderer, Scene};

/// A board picture to show with a view: the position, the missile's path
/// so far (only the squares entered so far, never the plan), and the last
/// move. Rendering is on demand ([`BoardImage::png`]) so that a frontend
/// that shows no pictures pays nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardImage {
    /// The position shown. During a flight this is the position before the
    /// flight; [`BoardImage::missile`] places the missile.
    pub position: Position,
    /// The missile in the air: launch square and the squares entered so far.
    pub missile: Option<Flight>,
    /// The last move's from and to squares, to highlight.
    pub last_move: Option<(Square, Square)>,
    /// The side at the bottom of the picture.
    pub orientation: Color,
    /// What the missile is doing (when there is one).
    pub missile_state: MissileMark,
    /// White's and Black's names, shown with the board.
    pub players: Option<(String, String)>,
}

/// What a missile in a picture is doing.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum MissileMark {
    /// In the air; the defender's pieces on `shooters` may shoot it down.
    #[default]
    InFlight,
    /// Waiting at a shoot-down question: these pieces may shoot it down.
    Threatened { shooters: Vec<Square> },
    /// It detonated on its last square (or self-destructed).
    Detonated,
    /// It was shot down by the piece that came from `shooter`.
    ShotDown {
        shooter: Square,
        promotion: Option<Role>,
    },
}

impl BoardImage {
    /// A picture of `position`, White at the bottom, nothing marked.
    ///
    /// ```
    /// let pos = engine::Position::new(engine::Preset::Cruise.rules(true));
    /// let img = host::BoardImage::new(pos);
    /// assert!(img.text().contains("♔"));
    /// ```
    pub fn new(position: Position) -> BoardImage {
        BoardImage {
            position,
            missile: None,
            last_move: None,
            orientation: Color::White,
            missile_state: MissileMark::InFlight,
            players: None,
        }
    }

    /// The same picture with a missile in the air (the squares entered so far).
    pub fn with_missile(mut self, flight: Flight) -> BoardImage {
        self.missile = Some(flight);
        self
    }

    /// The picture as PNG bytes, drawn by the `render` crate.
    pub fn png(&self) -> Result<Vec<u8>, String> {
        png(self)
    }

    /// An animated GIF of the flight this picture shows: the pawn on its
    /// launch square, each square entered, how it ended (the missile mark).
    /// The position is the one before the flight.
    pub fn flight_gif(&self) -> Result<Vec<u8>, String> {
        flight_gif(self)
    }

    /// The board as text (Unicode pieces, the missile as `✈` on its square),
    /// White at the bottom, for terminals and logs.
    pub fn text(&self) -> String {
        text(self)
    }
}

/// The size of board pictures, in pixels.
pub(crate) const IMAGE_SIZE: u32 = 512;

/// The PNG of a board view.
pub(crate) fn png(img: &BoardImage) -> Result<Vec<u8>, String> {
    let renderer = Renderer::cached(IMAGE_SIZE).map_err(|e| e.to_string())?;
    let mut scene = Scene::from_position(&img.position).orientation(img.orientation);
    if let Some((a, b)) = img.last_move {
        scene = scene.last_move(a, b);
    }
    if let Some(f) = img.missile {
        let m = match &img.missile_state {
            MissileMark::InFlight => Missile::in_flight(f.launch(), f.steps(), Bitboard::EMPTY),
            MissileMark::Threatened { shooters } => {
                let bb: Bitboard = shooters.iter().copied().collect();
                Missile::in_flight(f.launch(), f.steps(), bb)
            }
            MissileMark::Detonated => Missile::detonated(f.launch(), f.steps()),
            MissileMark::ShotDown { shooter, promotion } => {
                Missile::shot_down(f.launch(), f.steps(), *shooter, *promotion)
            }
        }
        .map_err(|e| e.to_string())?;
        scene = scene.missile(m);
    }
    let bytes = match &img.players {
        Some((w, b)) => renderer.png(&scene.players(w, b)),
        None => renderer.png(&scene),
    };
    bytes.map_err(|e| e.to_string())
}

/// The flight of a board view as an animated GIF.
pub(crate) fn flight_gif(img: &BoardImage) -> Result<Vec<u8>, String> {
    let Some(f) = img.missile else {
        return Err("this picture shows no flight".into()); // words-scan: skip (a drawing error, logged)
    };
    let renderer = Renderer::cached(IMAGE_SIZE).map_err(|e| e.to_string())?;
    let mut base = Scene::from_position(&img.position).orientation(img.orientation);
    if let Some((w, b)) = &img.players {
        base = base.players(w, b);
    }
    let end = match &img.missile_state {
        MissileMark::Detonated => FlightEnd::Detonated,
        MissileMark::ShotDown { shooter, promotion } => FlightEnd::ShotDown {
            shooter: *shooter,
            promotion: *promotion,
        },
        _ => FlightEnd::InAir,
    };
    let frames = render::animation::flight_frames(&base, f.launch(), f.steps(), &[], end)
        .map_err(|e| e.to_string())?;
    renderer.gif(&frames).map_err(|e| e.to_string())
}

fn glyph(p: Piece) -> char {
    match (p.color, p.role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

/// The board as Unicode text, White at the bottom: pieces as chess symbols,
/// `·` for empty squares, the missile as `✸` on its current square (its
/// launch square shown empty) or where it detonated, squares it passed
/// through as `∘`.
pub(crate) fn text(img: &BoardImage) -> String {
    let mut out = String::new();
    let board = img.position.board();
    let head = img.missile.map(|f| f.head());
    let launch = img.missile.map(|f| f.launch());
    let passed: Vec<Square> = img
        .missile
        .map(|f| {
            let s = f.steps();
            s[..s.len().saturating_sub(1)].to_vec()
        })
        .unwrap_or_default();
    for rank in (0..8u8).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..8u8 {
            let sq = Square::from_coords(file, rank);
            let flying = matches!(
                img.missile_state,
                MissileMark::InFlight | MissileMark::Threatened { .. }
            );
            let c = if Some(sq) == head && (flying || board.piece_at(sq).is_none()) {
                '✸'
            } else if Some(sq) == launch && flying {
                '·'
            } else if let Some(p) = board.piece_at(sq) {
                glyph(p)
            } else if passed.contains(&sq) {
                '∘'
            } else {
                '·'
            };
            out.push(c);
            out.push(' ');
        }
        out.pop();
        out.push('\n');
    }
    out.push_str("  a b c d e f g h\n"); // words-scan: skip (the files of a text board, chess notation)
    out
}
