//! FIDE TRF-16 tournament report files: the [`Tournament`] model, its parser
//! ([`Tournament::from_trf`]) and writer ([`Tournament::to_trf`]).
//!
//! Records read: `012` (name), `XXR` (number of rounds), `XXC` (`white1` /
//! `black1`: colour of the top seed in round 1), `001` (players), and the
//! scoring records `XXS` (JaVaFo style `W=1 D=0.5 L=0 ZPB=0 FL=0 PAB=1`) and
//! `BBW BBD BBL BBZ BBF BBU` (bbpPairings style). Every other record is kept
//! verbatim (for the writer) and otherwise ignored.
//!
//! Points are held in tenths of a point (1.5 points = 15).

use crate::error::PairingError;

/// A piece colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn invert(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// The result code of one round of a `001` record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultCode {
    /// `1`: won a played game.
    Win,
    /// `0`: lost a played game.
    Loss,
    /// `=`: drew a played game (or, with no opponent, a half-point bye).
    Draw,
    /// `+`: forfeit win.
    ForfeitWin,
    /// `-`: forfeit loss.
    ForfeitLoss,
    /// `W`: win, game not rated.
    WinUnrated,
    /// `D`: draw, game not rated.
    DrawUnrated,
    /// `L`: loss, game not rated.
    LossUnrated,
    /// `H`: half-point bye.
    HalfBye,
    /// `F`: full-point bye.
    FullBye,
    /// `U`: pairing-allocated bye.
    PairingBye,
    /// `Z`: zero-point bye.
    ZeroBye,
    /// blank: not paired.
    NotPaired,
}

impl ResultCode {
    /// Parse a result character (case-insensitive).
    pub fn from_char(c: char) -> Option<ResultCode> {
        Some(match c.to_ascii_uppercase() {
            '1' => ResultCode::Win,
            '0' => ResultCode::Loss,
            '=' => ResultCode::Draw,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'W' => ResultCode::WinUnrated,
            'D' => ResultCode::DrawUnrated,
            'L' => ResultCode::LossUnrated,
            'H' => ResultCode::HalfBye,
            'F' => ResultCode::FullBye,
            'U' => ResultCode::PairingBye,
            'Z' => ResultCode::ZeroBye,
            ' ' => ResultCode::NotPaired,
            _ => return None,
        })
    }

    /// The TRF character.
    pub fn to_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Loss => '0',
            ResultCode::Draw => '=',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::WinUnrated => 'W',
            ResultCode::DrawUnrated => 'D',
            ResultCode::LossUnrated => 'L',
            ResultCode::HalfBye => 'H',
            ResultCode::FullBye => 'F',
            ResultCode::PairingBye => 'U',
            ResultCode::ZeroBye => 'Z',
            ResultCode::NotPaired => ' ',
        }
    }

    /// Whether the game was actually played over the board.
    pub fn is_played(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Loss
                | ResultCode::Draw
                | ResultCode::WinUnrated
                | ResultCode::DrawUnrated
                | ResultCode::LossUnrated
        )
    }
}

/// One round of a player's record: opponent (start number, `None` for
/// `0000`), colour and result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundEntry {
    /// Opponent's start number; `None` for a bye or an unpaired round.
    pub opponent: Option<u32>,
    /// Colour played; `None` for `-` or blank.
    pub colour: Option<Colour>,
    /// Result code.
    pub result: ResultCode,
}

impl RoundEntry {
    /// A round the player was not paired in (blank block).
    pub const NOT_PAIRED: RoundEntry = RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::NotPaired,
    };

    /// Whether the game was played over the board (a forfeit is not).
    pub fn is_played(&self) -> bool {
        self.opponent.is_some() && self.colour.is_some() && self.result.is_played()
    }
}

/// A player (`001` record).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Start (pairing) number, 1-based.
    pub start_number: u32,
    /// Name.
    pub name: String,
    /// Rating (0 if unrated).
    pub rating: u32,
    /// Sex column (blank if unknown).
    pub sex: char,
    /// Title (may be empty).
    pub title: String,
    /// Federation (may be empty).
    pub federation: String,
    /// FIDE id (may be empty).
    pub fide_id: String,
    /// Birth date (may be empty).
    pub birth_date: String,
    /// Points in tenths as written in the file.
    pub points: u32,
    /// Rank column (0 if empty).
    pub rank: u32,
    /// One entry per round.
    pub rounds: Vec<RoundEntry>,
    /// 1-based line of the record in the parsed text (0 if built in code).
    pub line: usize,
}

impl Player {
    /// A player with no results yet.
    pub fn new(start_number: u32, name: &str, rating: u32) -> Player {
        Player {
            start_number,
            name: name.to_string(),
            rating,
            sex: ' ',
            title: String::new(),
            federation: String::new(),
            fide_id: String::new(),
            birth_date: String::new(),
            points: 0,
            rank: 0,
            rounds: Vec::new(),
            line: 0,
        }
    }
}

/// Points awarded per outcome, in tenths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Win (also forfeit win and full-point bye).
    pub win: u32,
    /// Draw (also half-point bye).
    pub draw: u32,
    /// Loss.
    pub loss: u32,
    /// Zero-point bye / not paired.
    pub zero_bye: u32,
    /// Forfeit loss.
    pub forfeit_loss: u32,
    /// Pairing-allocated bye.
    pub pairing_bye: u32,
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring {
            win: 10,
            draw: 5,
            loss: 0,
            zero_bye: 0,
            forfeit_loss: 0,
            pairing_bye: 10,
        }
    }
}

/// A tournament as described by a TRF-16 file.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Tournament {
    /// Tournament name (`012`).
    pub name: String,
    /// Total number of rounds (`XXR`), if given.
    pub rounds: Option<u32>,
    /// Colour of the top seed in round 1 (`XXC white1/black1`), if given.
    pub initial_colour: Option<Colour>,
    /// Point system.
    pub scoring: Scoring,
    /// Whether `scoring` came from the file (written back as `XXS`).
    pub explicit_scoring: bool,
    /// Players in file order.
    pub players: Vec<Player>,
    /// Other records, kept verbatim.
    pub other_records: Vec<String>,
}

fn err(line: usize, message: impl Into<String>) -> PairingError {
    PairingError::Trf {
        line,
        message: message.into(),
    }
}

/// Parse a decimal number of points ("1", "0.5", "2.0") into tenths.
fn parse_tenths(s: &str) -> Option<u32> {
    let s = s.trim();
    if s.is_empty() {
        return None;
    }
    let (int, frac) = match s.split_once('.') {
        Some((i, f)) => (i, f),
        None => (s, ""),
    };
    if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if frac.len() > 1 && frac[1..].chars().any(|c| c != '0') {
        return None;
    }
    let i: u32 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let f: u32 = frac
        .chars()
        .next()
        .map(|c| c as u32 - '0' as u32)
        .unwrap_or(0);
    i.checked_mul(10)?.checked_add(f)
}

fn field(chars: &[char], a: usize, b: usize) -> String {
    chars[a.min(chars.len())..b.min(chars.len())]
        .iter()
        .collect()
}

fn parse_player(chars: &[char], line: usize) -> Result<Player, PairingError> {
    if chars.len() < 84 {
        return Err(err(
            line,
            "a 001 record must be at least 84 characters long (start number, name, rating and points columns): fix the 001 record",
        ));
    }
    let sn_text = field(chars, 4, 8);
    let start_number: u32 = match sn_text.trim().parse() {
        Ok(n) if n > 0 => n,
        _ => {
            return Err(err(
                line,
                format!(
                    "start number '{sn_text}' in columns 5-8 is not a positive number: fix the 001 record"
                ),
            ));
        }
    };
    let rating_text = field(chars, 48, 52);
    let rating = if rating_text.trim().is_empty() {
        0
    } else {
        rating_text.trim().parse().map_err(|_| {
            err(
                line,
                format!(
                    "rating '{rating_text}' in columns 49-52 is not a number: fix the 001 record"
                ),
            )
        })?
    };
    let points_text = field(chars, 80, 84);
    let points = parse_tenths(&points_text).ok_or_else(|| {
        err(
            line,
            format!("points '{points_text}' in columns 81-84 are not a number like 3.5: fix the 001 record"),
        )
    })?;
    let rank_text = field(chars, 85, 89);
    let rank = if rank_text.trim().is_empty() {
        0
    } else {
        rank_text.trim().parse().map_err(|_| {
            err(
                line,
                format!("rank '{rank_text}' in columns 86-89 is not a number: fix the 001 record"),
            )
        })?
    };
    let mut rounds = Vec::new();
    let mut pending_blank = 0usize;
    let mut start = 91usize;
    while chars.len() >= 8 && start <= chars.len() - 8 {
        let round_no = (start - 91) / 10 + 1;
        let col = start + 1;
        let opp_text = field(chars, start, start + 4);
        let opponent = if opp_text == "    " || opp_text == "0000" {
            None
        } else {
            match opp_text.trim().parse::<u32>() {
                Ok(n) if n > 0 => Some(n),
                _ => {
                    return Err(err(
                        line,
                        format!(
                            "round {round_no}: opponent '{opp_text}' (columns {col}-{}) is not a start number or 0000: fix the 001 record",
                            col + 3
                        ),
                    ));
                }
            }
        };
        if opponent == Some(start_number) {
            return Err(err(
                line,
                format!(
                    "round {round_no}: player {start_number} is paired against itself: fix the 001 record"
                ),
            ));
        }
        let colour = match chars[start + 5] {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            c => {
                return Err(err(
                    line,
                    format!(
                        "round {round_no}: colour '{c}' (column {}) is not one of w b -: fix the 001 record",
                        col + 5
                    ),
                ));
            }
        };
        let rc = chars[start + 7];
        let result = ResultCode::from_char(rc).ok_or_else(|| {
            err(
                line,
                format!("round {round_no}: result '{rc}' (column {}) is not one of 1 0 = + - W D L H F U Z or blank: fix the 001 record", col + 7),
            )
        })?;
        if opponent.is_none() && colour.is_some() {
            return Err(err(
                line,
                format!("round {round_no}: a colour is given but no opponent: fix the 001 record"),
            ));
        }
        match result {
            ResultCode::ForfeitWin | ResultCode::ForfeitLoss => {}
            ResultCode::HalfBye
            | ResultCode::FullBye
            | ResultCode::PairingBye
            | ResultCode::ZeroBye
            | ResultCode::NotPaired => {
                if opponent.is_some() {
                    return Err(err(
                        line,
                        format!(
                            "round {round_no}: result '{rc}' is a bye but an opponent is given: write 0000 as opponent"
                        ),
                    ));
                }
            }
            _ => {
                if colour.is_none() && (result != ResultCode::Draw || opponent.is_some()) {
                    return Err(err(
                        line,
                        format!(
                            "round {round_no}: result '{rc}' of a played game needs the colour w or b: fix the 001 record"
                        ),
                    ));
                }
            }
        }
        let entry = RoundEntry {
            opponent,
            colour,
            result,
        };
        let blank = opp_text == "    " && chars[start + 5] == ' ' && rc == ' ';
        if blank {
            pending_blank += 1;
        } else {
            rounds.extend(std::iter::repeat_n(RoundEntry::NOT_PAIRED, pending_blank));
            pending_blank = 0;
            rounds.push(entry);
        }
        start += 10;
    }
    if chars[start.min(chars.len())..].iter().any(|&c| c != ' ') {
        return Err(err(
            line,
            format!(
                "unexpected text from column {} on: each round block is 10 characters 'oooo c r  ': fix the 001 record",
                start + 1
            ),
        ));
    }
    Ok(Player {
        start_number,
        name: field(chars, 14, 47).trim().to_string(),
        rating,
        sex: chars[9],
        title: field(chars, 10, 13).trim().to_string(),
        federation: field(chars, 53, 56).trim().to_string(),
        fide_id: field(chars, 57, 68).trim().to_string(),
        birth_date: field(chars, 69, 79).trim().to_string(),
        points,
        rank,
        rounds,
        line,
    })
}

fn parse_xxs(text: &str, scoring: &mut Scoring, line: usize) -> Result<(), PairingError> {
    let mut pab_set = false;
    for token in text.split_whitespace() {
        let (key, value) = token.split_once('=').ok_or_else(|| {
            err(
                line,
                format!("XXS item '{token}' is not KEY=points (e.g. W=1 D=0.5 PAB=1)"),
            )
        })?;
        let v = parse_tenths(value).ok_or_else(|| {
            err(
                line,
                format!("XXS item '{token}': '{value}' is not a number of points like 0.5"),
            )
        })?;
        match key.to_ascii_uppercase().as_str() {
            "W" | "WW" | "BW" => {
                scoring.win = v;
                if !pab_set {
                    scoring.pairing_bye = v;
                }
            }
            "D" | "WD" | "BD" => scoring.draw = v,
            "L" | "WL" | "BL" => scoring.loss = v,
            "ZPB" | "Z" => scoring.zero_bye = v,
            "FL" => scoring.forfeit_loss = v,
            "PAB" | "U" => {
                scoring.pairing_bye = v;
                pab_set = true;
            }
            "FW" | "HPB" | "FPB" => {}
            _ => {
                return Err(err(
                    line,
                    format!("XXS key '{key}' is unknown: use W D L ZPB FL PAB"),
                ));
            }
        }
    }
    Ok(())
}

impl Tournament {
    /// Parse TRF-16 text. Lines may end in `\n`, `\r\n` or `\r`.
    ///
    /// ```
    /// let trf = "012 Club\nXXR 3\nXXC white1\n\
    /// 001    1      Alice                             1800                             0.0    1\n\
    /// 001    2      Bob                               1700                             0.0    2\n";
    /// let t = pairing::trf::Tournament::from_trf(trf).unwrap();
    /// assert_eq!(t.players.len(), 2);
    /// assert_eq!(t.rounds, Some(3));
    /// ```
    pub fn from_trf(text: &str) -> Result<Tournament, PairingError> {
        let mut t = Tournament::default();
        let mut pab_explicit = false;
        for (i, raw) in text.split(['\n', '\r']).enumerate() {
            let line = i + 1;
            let chars: Vec<char> = raw.chars().collect();
            if chars.len() < 3 {
                if raw.trim().is_empty() {
                    continue;
                }
                return Err(err(
                    line,
                    format!("record '{raw}' is too short: a record starts with a 3-character code"),
                ));
            }
            let code: String = chars[..3].iter().collect();
            let rest: String = chars[3..].iter().collect();
            match code.as_str() {
                "001" => t.players.push(parse_player(&chars, line)?),
                "012" => t.name = rest.trim().to_string(),
                "XXR" => {
                    let n: u32 = rest.trim().parse().map_err(|_| {
                        err(
                            line,
                            format!(
                                "XXR '{}' is not a number of rounds: write e.g. 'XXR 9'",
                                rest.trim()
                            ),
                        )
                    })?;
                    if n == 0 {
                        return Err(err(line, "XXR 0: a tournament has at least one round"));
                    }
                    t.rounds = Some(n);
                }
                "XXC" => {
                    for tok in rest.split_whitespace() {
                        match tok {
                            "white1" => t.initial_colour = Some(Colour::White),
                            "black1" => t.initial_colour = Some(Colour::Black),
                            _ => {}
                        }
                    }
                }
                "XXS" => {
                    parse_xxs(&rest, &mut t.scoring, line)?;
                    t.explicit_scoring = true;
                }
                "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                    let v = parse_tenths(&rest).ok_or_else(|| {
                        err(
                            line,
                            format!(
                                "{code} '{}' is not a number of points like 1.0",
                                rest.trim()
                            ),
                        )
                    })?;
                    let s = &mut t.scoring;
                    match code.as_str() {
                        "BBW" => {
                            s.win = v;
                            if !pab_explicit {
                                s.pairing_bye = v;
                            }
                        }
                        "BBD" => s.draw = v,
                        "BBL" => s.loss = v,
                        "BBZ" => s.zero_bye = v,
                        "BBF" => s.forfeit_loss = v,
                        _ => {
                            s.pairing_bye = v;
                            pab_explicit = true;
                        }
                    }
                    t.explicit_scoring = true;
                }
                _ => t.other_records.push(raw.to_string()),
            }
        }
        t.validate()?;
        Ok(t)
    }

    /// Check the cross references: start numbers 1..=n each once, opponents
    /// exist and agree (same round, opposite colours, each names the other).
    pub fn validate(&self) -> Result<(), PairingError> {
        let n = self.players.len();
        let mut index = vec![usize::MAX; n + 1];
        for (i, p) in self.players.iter().enumerate() {
            let sn = p.start_number as usize;
            if sn == 0 || sn > n {
                return Err(err(
                    p.line,
                    format!(
                        "start number {sn} is larger than the number of players ({n}): start numbers must run 1..{n}"
                    ),
                ));
            }
            if index[sn] != usize::MAX {
                return Err(err(
                    p.line,
                    format!("start number {sn} appears twice: renumber the players"),
                ));
            }
            index[sn] = i;
        }
        for p in &self.players {
            for (r, e) in p.rounds.iter().enumerate() {
                let Some(o) = e.opponent else { continue };
                if o as usize > n || o == 0 {
                    return Err(err(
                        p.line,
                        format!(
                            "round {}: opponent {o} does not exist (there are {n} players): fix the 001 record",
                            r + 1
                        ),
                    ));
                }
                if !e.is_played() {
                    continue;
                }
                let q = &self.players[index[o as usize]];
                let ok = q.rounds.get(r).is_some_and(|f| {
                    f.is_played() && f.opponent == Some(p.start_number) && f.colour != e.colour
                });
                if !ok {
                    return Err(err(
                        p.line,
                        format!(
                            "round {}: player {} played {o}, but player {o}'s record for round {} does not show the same game with the other colour: fix one of the two 001 records",
                            r + 1,
                            p.start_number,
                            r + 1
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Write the tournament as TRF-16 text (`\n` line ends).
    ///
    /// ```
    /// use pairing::trf::{Player, Tournament};
    /// let mut t = Tournament { name: "Club".into(), rounds: Some(5), ..Default::default() };
    /// t.players.push(Player::new(1, "Alice", 1800));
    /// let again = Tournament::from_trf(&t.to_trf()).unwrap();
    /// assert_eq!(again.players[0].name, "Alice");
    /// ```
    pub fn to_trf(&self) -> String {
        let mut out = String::new();
        out.push_str(&format!("012 {}\n", self.name));
        for r in &self.other_records {
            out.push_str(r);
            out.push('\n');
        }
        if let Some(r) = self.rounds {
            out.push_str(&format!("XXR {r}\n"));
        }
        match self.initial_colour {
            Some(Colour::White) => out.push_str("XXC white1\n"),
            Some(Colour::Black) => out.push_str("XXC black1\n"),
            None => {}
        }
        if self.explicit_scoring {
            let s = &self.scoring;
            out.push_str(&format!(
                "XXS W={} D={} L={} ZPB={} FL={} PAB={}\n",
                fmt_tenths(s.win),
                fmt_tenths(s.draw),
                fmt_tenths(s.loss),
                fmt_tenths(s.zero_bye),
                fmt_tenths(s.forfeit_loss),
                fmt_tenths(s.pairing_bye)
            ));
        }
        for p in &self.players {
            let mut l = format!(
                "001 {:>4} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
                p.start_number,
                p.sex,
                p.title,
                p.name.chars().take(33).collect::<String>(),
                if p.rating == 0 {
                    String::new()
                } else {
                    p.rating.to_string()
                },
                p.federation,
                p.fide_id,
                p.birth_date,
                fmt_tenths(p.points),
                if p.rank == 0 {
                    String::new()
                } else {
                    p.rank.to_string()
                }
            );
            for e in &p.rounds {
                let opp = match e.opponent {
                    Some(o) => format!("{o:>4}"),
                    None if *e == RoundEntry::NOT_PAIRED => "    ".to_string(),
                    None => "0000".to_string(),
                };
                let c = match e.colour {
                    Some(Colour::White) => 'w',
                    Some(Colour::Black) => 'b',
                    None if *e == RoundEntry::NOT_PAIRED => ' ',
                    None => '-',
                };
                l.push_str(&format!("  {opp} {c} {}", e.result.to_char()));
            }
            out.push_str(&l);
            out.push('\n');
        }
        out
    }
}

/// Format tenths as "1.5".
pub fn fmt_tenths(v: u32) -> String {
    format!("{}.{}", v / 10, v % 10)
}
