//! A view as stored text (JSON), for the outbox: what the bot owes a chat
//! frontend is written in the same transaction as the change that caused
//! it, and read back (perhaps after a restart) by the frontend's delivery
//! worker. Pictures are stored as what they show (a FEN, the flight, the
//! marks), not as pixels: the worker draws them when it posts.
//!
//! ```
//! use host::{Place, View, ViewKind};
//! let v = View::new(&Place::channel("g", "c"), ViewKind::Move, "alice plays e4");
//! let back = View::from_record(&v.to_record()).unwrap();
//! assert_eq!(back.text, "alice plays e4");
//! ```

use crate::card::Card;
use crate::ids::{Place, Player};
use crate::picture::{BoardImage, MissileMark};
use crate::role_plan::RoleSource;
use crate::view::{
    Allowed, Attachment, Audience, Button, ButtonStyle, CalendarEntry, CalendarState, RoleChange,
    View, ViewKind,
};
use engine::{Color, Flight, Position, Preset, Role, Rules, Square};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Serialize, Deserialize)]
struct ViewRecord {
    guild: String,
    channel: String,
    thread: Option<String>,
    only: Option<String>,
    kind: String,
    game: Option<i64>,
    challenge: Option<i64>,
    event: Option<i64>,
    text: String,
    /// Its card ([`View::card`]); records written before cards have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    card: Option<Card>,
    board: Option<BoardRecord>,
    buttons: Vec<ButtonRecord>,
    key: Option<String>,
    replaces: Option<String>,
    /// The attached file's name; its bytes are stored beside the record
    /// ([`store::NewPost::with_file`]), not in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    file_name: Option<String>,
    /// A file as records written before migration 0033 held it (its name
    /// and its bytes as numbers): read, never written.
    #[serde(default, skip_serializing)]
    file: Option<(String, Vec<u8>)>,
    animation: Option<BoardRecord>,
    deadline_ms: Option<i64>,
    flag_ms: Option<i64>,
    mentions: Vec<String>,
    /// The roles it pings (an open challenge's looking-for-game role).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    role_mentions: Vec<String>,
    links_to: Option<String>,
    /// A rated ending's White and Black, whose rating update
    /// [`show_ratings`] adds to the text when the change is committed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rated: Option<(String, String)>,
    /// The server role the view hands out, applied by the worker once
    /// the view is posted ([`View::role_change`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    role_change: Option<RoleChangeRecord>,
    /// The calendar entry the view keeps in step, kept by the worker
    /// before the view is posted ([`View::calendar`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    calendar: Option<CalendarRecord>,
    /// The message shows the view already ([`View::shown`]).
    #[serde(default, skip_serializing_if = "is_false")]
    shown: bool,
    /// The text in no language yet ([`View::words`]): the worker says it
    /// in the server's language when it posts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    words: Option<locale::Words>,
}

fn is_false(b: &bool) -> bool {
    !b
}

#[derive(Serialize, Deserialize)]
struct RoleChangeRecord {
    role: String,
    /// As [`RoleSource`] displays it: `tournaments`, `series:<id>`, `season`.
    source: String,
    holders: Vec<String>,
    reason: StoredWords,
    /// Absent in records written before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    organizer: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct CalendarRecord {
    key: String,
    name: String,
    description: StoredWords,
    start_ms: i64,
    end_ms: i64,
    /// `scheduled`, `started`, `finished` or `cancelled`.
    state: String,
}

/// Words as a record keeps them ([`RoleChange::reason`],
/// [`CalendarEntry::description`]): written as words; a record written
/// when they were a text (en-US, said by the producer) holds that text,
/// read back as [`locale::Words::verbatim`].
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum StoredWords {
    Words(locale::Words),
    Text(String),
}

impl StoredWords {
    fn of(w: &locale::Words) -> StoredWords {
        StoredWords::Words(w.clone())
    }

    fn words(self) -> locale::Words {
        match self {
            StoredWords::Words(w) => w,
            StoredWords::Text(t) => locale::Words::verbatim(t),
        }
    }
}

const CALENDAR_STATES: [(CalendarState, &str); 4] = [
    (CalendarState::Scheduled, "scheduled"),
    (CalendarState::Started, "started"),
    (CalendarState::Finished, "finished"),
    (CalendarState::Cancelled, "cancelled"),
];

/// The source stored as `s` ([`RoleSource`]'s display).
fn role_source(s: &str) -> Result<RoleSource, String> {
    match s {
        "tournaments" => Ok(RoleSource::Tournaments),
        "season" => Ok(RoleSource::Season),
        _ => s
            .strip_prefix("series:")
            .and_then(|id| id.parse().ok())
            .map(RoleSource::Series)
            .ok_or_else(|| format!("unknown role source `{s}`")), // words-scan: skip (a stored view that cannot be read, logged)
    }
}

impl RoleChangeRecord {
    fn of(c: &RoleChange) -> RoleChangeRecord {
        RoleChangeRecord {
            role: c.role.clone(),
            source: c.source.to_string(),
            holders: c.holders.clone(),
            reason: StoredWords::of(&c.reason),
            organizer: c.organizer.clone(),
        }
    }

    fn change(self) -> Result<RoleChange, String> {
        Ok(RoleChange {
            role: self.role,
            source: role_source(&self.source)?,
            holders: self.holders,
            reason: self.reason.words(),
            organizer: self.organizer,
        })
    }
}

impl CalendarRecord {
    fn of(e: &CalendarEntry) -> CalendarRecord {
        CalendarRecord {
            key: e.key.clone(),
            name: e.name.clone(),
            description: StoredWords::of(&e.description),
            start_ms: e.start_ms,
            end_ms: e.end_ms,
            state: CALENDAR_STATES
                .iter()
                .find(|(s, _)| *s == e.state)
                .map_or("scheduled", |(_, n)| n)
                .to_string(),
        }
    }

    fn entry(self) -> Result<CalendarEntry, String> {
        let state = CALENDAR_STATES
            .iter()
            .find(|(_, n)| *n == self.state)
            .map(|(s, _)| *s)
            .ok_or_else(|| format!("unknown calendar state `{}`", self.state))?; // words-scan: skip (a stored view that cannot be read, logged)
        Ok(CalendarEntry {
            key: self.key,
            name: self.name,
            description: self.description.words(),
            start_ms: self.start_ms,
            end_ms: self.end_ms,
            state,
        })
    }
}

#[derive(Serialize, Deserialize)]
struct ButtonRecord {
    id: String,
    label: String,
    style: String,
    /// `*` for anyone, else the user ids allowed.
    allowed: Vec<String>,
    /// The label's words, when it has moved to the locale files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    words: Option<locale::Words>,
}

#[derive(Serialize, Deserialize)]
struct BoardRecord {
    fen: String,
    preset: String,
    king_strikes: bool,
    /// The flight so far: `e4>e5` (or `e4*` before its first step).
    missile: Option<String>,
    last_move: Option<(String, String)>,
    orientation: String,
    /// `flight`, `threatened`, `detonated` or `shot`.
    mark: String,
    /// The squares of the shooters (threatened) or of the shooter (shot).
    squares: Vec<String>,
    promotion: Option<char>,
    players: Option<(String, String)>,
}

const KINDS: [(ViewKind, &str); 23] = [
    (ViewKind::Challenge, "challenge"),
    (ViewKind::ChallengeClosed, "challenge-closed"),
    (ViewKind::GameStart, "game-start"),
    (ViewKind::Move, "move"),
    (ViewKind::MissileStep, "missile-step"),
    (ViewKind::ShootDownQuestion, "question"),
    (ViewKind::QuestionClosed, "question-closed"),
    (ViewKind::QuestionNotice, "question-notice"),
    (ViewKind::Withdrawn, "withdrawn"),
    (ViewKind::ShotDown, "shot-down"),
    (ViewKind::Detonation, "detonation"),
    (ViewKind::Steering, "steering"),
    (ViewKind::DrawOffer, "draw-offer"),
    (ViewKind::GameEnd, "game-end"),
    (ViewKind::Reminder, "reminder"),
    (ViewKind::Board, "board"),
    (ViewKind::Export, "export"),
    (ViewKind::Leaderboard, "leaderboard"),
    (ViewKind::Profile, "profile"),
    (ViewKind::Event, "event"),
    (ViewKind::Pairings, "pairings"),
    (ViewKind::Info, "info"),
    (ViewKind::Error, "error"),
];

fn kind_name(k: ViewKind) -> &'static str {
    KINDS
        .iter()
        .find(|(kind, _)| *kind == k)
        .map_or("info", |(_, n)| n)
}

/// Every kind, so that a kind added to [`ViewKind`] and not to [`KINDS`]
/// fails to compile here.
#[allow(dead_code)]
fn listed(k: ViewKind) {
    match k {
        ViewKind::Challenge
        | ViewKind::ChallengeClosed
        | ViewKind::GameStart
        | ViewKind::Move
        | ViewKind::MissileStep
        | ViewKind::ShootDownQuestion
        | ViewKind::QuestionClosed
        | ViewKind::QuestionNotice
        | ViewKind::Withdrawn
        | ViewKind::ShotDown
        | ViewKind::Detonation
        | ViewKind::Steering
        | ViewKind::DrawOffer
        | ViewKind::GameEnd
        | ViewKind::Reminder
        | ViewKind::Board
        | ViewKind::Export
        | ViewKind::Leaderboard
        | ViewKind::Profile
        | ViewKind::Event
        | ViewKind::Pairings
        | ViewKind::Info
        | ViewKind::Error => {}
    }
}

fn kind_of(name: &str) -> Result<ViewKind, String> {
    KINDS
        .iter()
        .find(|(_, n)| *n == name)
        .map(|(k, _)| *k)
        .ok_or_else(|| format!("unknown view kind `{name}`")) // words-scan: skip (a stored view that cannot be read, logged)
}

const STYLES: [(ButtonStyle, &str); 4] = [
    (ButtonStyle::Primary, "primary"),
    (ButtonStyle::Secondary, "secondary"),
    (ButtonStyle::Success, "success"),
    (ButtonStyle::Danger, "danger"),
];

fn square(name: &str) -> Result<Square, String> {
    Square::from_name(name).ok_or_else(|| format!("`{name}` is not a square")) // words-scan: skip (a stored view that cannot be read, logged)
}

impl BoardRecord {
    fn of(b: &BoardImage) -> BoardRecord {
        let rules = b.position.rules();
        let (mark, squares, promotion) = match &b.missile_state {
            MissileMark::InFlight => ("flight", Vec::new(), None),
            MissileMark::Threatened { shooters } => (
                "threatened",
                shooters.iter().map(|s| s.to_string()).collect(),
                None,
            ),
            MissileMark::Detonated => ("detonated", Vec::new(), None),
            MissileMark::ShotDown { shooter, promotion } => {
                ("shot", vec![shooter.to_string()], promotion.map(Role::char))
            }
        };
        BoardRecord {
            fen: b.position.fen(),
            preset: rules.preset.to_string(),
            king_strikes: rules.king_strikes,
            missile: b.missile.map(|f| f.to_string()),
            last_move: b.last_move.map(|(a, z)| (a.to_string(), z.to_string())),
            orientation: b.orientation.name().to_string(),
            mark: mark.to_string(),
            squares,
            promotion,
            players: b.players.clone(),
        }
    }

    fn image(self) -> Result<BoardImage, String> {
        let preset: Preset = self.preset.parse().map_err(|e| format!("{e}"))?;
        let position = Position::from_fen(&self.fen, Rules::new(preset, self.king_strikes))
            .map_err(|e| format!("board `{}`: {e}", self.fen))?;
        let missile = match self.missile {
            Some(m) => Some(m.parse::<Flight>().map_err(|e| e.to_string())?),
            None => None,
        };
        let last_move = match self.last_move {
            Some((a, z)) => Some((square(&a)?, square(&z)?)),
            None => None,
        };
        let squares: Vec<Square> = self
            .squares
            .iter()
            .map(|s| square(s))
            .collect::<Result<_, _>>()?;
        let missile_state = match self.mark.as_str() {
            "flight" => MissileMark::InFlight,
            "threatened" => MissileMark::Threatened { shooters: squares },
            "detonated" => MissileMark::Detonated,
            "shot" => MissileMark::ShotDown {
                shooter: *squares
                    .first()
                    .ok_or("a shot-down mark names its shooter")?, // words-scan: skip (a stored view that cannot be read, logged)
                promotion: self.promotion.and_then(Role::from_char),
            },
            other => return Err(format!("unknown missile mark `{other}`")), // words-scan: skip (a stored view that cannot be read, logged)
        };
        Ok(BoardImage {
            position,
            missile,
            last_move,
            orientation: if self.orientation == "black" {
                Color::Black
            } else {
                Color::White
            },
            missile_state,
            players: self.players,
        })
    }
}

impl View {
    /// This view as stored text (see the module documentation).
    pub fn to_record(&self) -> String {
        let record = ViewRecord {
            guild: self.place.guild.clone(),
            channel: self.place.channel.clone(),
            thread: self.place.thread.clone(),
            only: match &self.audience {
                Audience::Public => None,
                Audience::Only(u) => Some(u.clone()),
            },
            kind: kind_name(self.kind).to_string(),
            game: self.game,
            challenge: self.challenge,
            event: self.event,
            text: self.text.clone(),
            card: self.card.clone(),
            board: self.board.as_deref().map(BoardRecord::of),
            buttons: self
                .buttons
                .iter()
                .map(|b| ButtonRecord {
                    id: b.id.clone(),
                    label: b.label.clone(),
                    words: b.words.clone(),
                    style: STYLES
                        .iter()
                        .find(|(s, _)| *s == b.style)
                        .map_or("secondary", |(_, n)| n)
                        .to_string(),
                    allowed: match &b.allowed {
                        Allowed::Anyone => vec!["*".to_string()],
                        Allowed::User(u) => vec![u.clone()],
                        Allowed::Users(us) => us.clone(),
                    },
                })
                .collect(),
            key: self.key.clone(),
            replaces: self.replaces.clone(),
            file_name: self.file.as_ref().map(|f| f.name.clone()),
            file: None,
            animation: self.animation.as_deref().map(BoardRecord::of),
            deadline_ms: self.deadline_ms,
            flag_ms: self.flag_ms,
            mentions: self.mentions.clone(),
            role_mentions: self.role_mentions.clone(),
            links_to: self.links_to.clone(),
            rated: None,
            role_change: self.role_change.as_ref().map(RoleChangeRecord::of),
            calendar: self.calendar.as_ref().map(CalendarRecord::of),
            shown: self.shown,
            words: self.words.clone(),
        };
        serde_json::to_string(&record).expect("a view record serializes")
    }

    /// [`View::to_record`] of a rated ending between `players`: the rating
    /// update is added to its text inside the transaction that computes
    /// it ([`show_ratings`]).
    pub(crate) fn to_rated_record(&self, players: &[Player; 2]) -> String {
        let mut record: ViewRecord =
            serde_json::from_str(&self.to_record()).expect("a view record reads back");
        record.rated = Some((players[0].name.clone(), players[1].name.clone()));
        serde_json::to_string(&record).expect("a view record serializes")
    }

    /// The view stored as `text` by [`View::to_record`], without the bytes
    /// of its file (stored beside it: [`View::from_post`] reads both); the
    /// error says what could not be read.
    pub fn from_record(text: &str) -> Result<View, String> {
        View::from_stored(text, None)
    }

    /// The view of outbox post `post`: its record and its file's bytes.
    pub fn from_post(post: &store::Post) -> Result<View, String> {
        View::from_stored(&post.payload, post.file.clone())
    }

    /// The view stored as `text`, attaching `bytes` under the file name it
    /// records (a record that names a file whose bytes are missing shows
    /// without it).
    fn from_stored(text: &str, bytes: Option<Vec<u8>>) -> Result<View, String> {
        let r: ViewRecord =
            serde_json::from_str(text).map_err(|e| format!("not a stored view: {e}"))?; // words-scan: skip (a stored view that cannot be read, logged)
        let mut place = Place::channel(r.guild, r.channel);
        if let Some(t) = r.thread {
            place = place.with_thread(t);
        }
        let buttons = r
            .buttons
            .into_iter()
            .map(|b| Button {
                id: b.id,
                label: b.label,
                style: STYLES
                    .iter()
                    .find(|(_, n)| *n == b.style)
                    .map_or(ButtonStyle::Secondary, |(s, _)| *s),
                allowed: match b.allowed.as_slice() {
                    [a] if a == "*" => Allowed::Anyone,
                    [u] => Allowed::User(u.clone()),
                    _ => Allowed::Users(b.allowed),
                },
                words: b.words,
            })
            .collect();
        Ok(View {
            place,
            audience: match r.only {
                None => Audience::Public,
                Some(u) => Audience::Only(u),
            },
            kind: kind_of(&r.kind)?,
            game: r.game,
            challenge: r.challenge,
            event: r.event,
            text: r.text,
            card: r.card,
            board: r.board.map(BoardRecord::image).transpose()?.map(Arc::new),
            buttons,
            key: r.key,
            replaces: r.replaces,
            file: match (r.file_name, bytes, r.file) {
                (Some(name), Some(bytes), _) => Some(Attachment { name, bytes }),
                (_, _, Some((name, bytes))) => Some(Attachment { name, bytes }),
                _ => None,
            },
            drawing: None,
            animation: r
                .animation
                .map(BoardRecord::image)
                .transpose()?
                .map(Arc::new),
            deadline_ms: r.deadline_ms,
            flag_ms: r.flag_ms,
            mentions: r.mentions,
            role_mentions: r.role_mentions,
            links_to: r.links_to,
            role_change: r.role_change.map(RoleChangeRecord::change).transpose()?,
            calendar: r.calendar.map(CalendarRecord::entry).transpose()?,
            web_page: None,
            in_outbox: None,
            held: false,
            first_of_chain: false,
            shown: r.shown,
            words: r.words,
        })
    }
}

/// Adds the rating update to the text of the rated ending among `posts`
/// (see [`View::to_rated_record`]): called by the store inside the
/// transaction that finishes the game and computes the update.
pub(crate) fn show_ratings(posts: &mut [store::NewPost], updates: &[store::RatingUpdate; 2]) {
    for p in posts {
        let Ok(mut record) = serde_json::from_str::<ViewRecord>(&p.payload) else {
            continue;
        };
        let Some((white, black)) = record.rated.take() else {
            continue;
        };
        let players = [Player::new("", white), Player::new("", black)];
        let lines = crate::present::rating_lines(&players, updates);
        crate::view::push_line(&mut record.text, &mut record.words, &lines);
        p.payload = serde_json::to_string(&record).expect("a view record serializes");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(n: &str) -> Square {
        Square::from_name(n).unwrap()
    }

    #[test]
    fn every_kind_has_its_own_name() {
        for (k, n) in KINDS {
            assert_eq!(kind_of(kind_name(k)).unwrap(), k, "{n}");
        }
        assert!(kind_of("teleport").unwrap_err().contains("teleport"));
    }

    #[test]
    fn a_question_with_its_board_buttons_and_deadline_reads_back_the_same() {
        let fen = "k7/8/3bn3/8/4P3/8/8/4K3 w - - 0 1";
        let pos = Position::from_fen(fen, Preset::Cruise.rules(true)).unwrap();
        let flight: Flight = "e4>e5".parse().unwrap();
        let mut img = BoardImage::new(pos).with_missile(flight);
        img.missile_state = MissileMark::Threatened {
            shooters: vec![sq("d6")],
        };
        img.last_move = Some((sq("e2"), sq("e4")));
        img.orientation = Color::Black;
        img.players = Some(("alice".into(), "bob".into()));
        let mut v = View::new(
            &Place::channel("g", "c").with_thread("t"),
            ViewKind::ShootDownQuestion,
            "Shoot it down?",
        )
        .game(7)
        .board(img.clone())
        .key("flight:7:3".into())
        .mentioning(vec!["2".into()]);
        v.buttons = vec![
            Button {
                id: "sd:7:3:d6e5".into(),
                label: "Bxe5".into(),
                style: ButtonStyle::Danger,
                allowed: Allowed::User("2".into()),
                words: None,
            },
            Button {
                id: "open".into(),
                label: "Accept".into(),
                style: ButtonStyle::Success,
                allowed: Allowed::Anyone,
                words: None,
            },
        ];
        v.deadline_ms = Some(123_456);
        let mut shot = img.clone();
        shot.missile_state = MissileMark::ShotDown {
            shooter: sq("d6"),
            promotion: Some(Role::Queen),
        };
        v.animation = Some(Arc::new(shot.clone()));

        let back = View::from_record(&v.to_record()).unwrap();
        assert_eq!(back.place, v.place);
        assert_eq!(back.kind, ViewKind::ShootDownQuestion);
        assert_eq!(back.game, Some(7));
        assert_eq!(back.buttons, v.buttons);
        assert_eq!(back.key, v.key);
        assert_eq!(back.deadline_ms, Some(123_456));
        assert_eq!(back.mentions, vec!["2".to_string()]);
        assert!(back.is_public());
        assert_eq!(*back.board.unwrap(), img);
        assert_eq!(*back.animation.unwrap(), shot);
        // An open challenge's looking-for-game role ping is kept.
        let mut lfg = View::new(&Place::channel("g", "c"), ViewKind::Challenge, "open");
        lfg.role_mentions = vec!["77".to_string()];
        let lfg_back = View::from_record(&lfg.to_record()).unwrap();
        assert_eq!(lfg_back.role_mentions, vec!["77".to_string()]);
    }

    #[test]
    fn a_role_change_and_a_calendar_entry_are_kept() {
        let mut v = View::new(&Place::channel("g", "c"), ViewKind::Event, "alice won");
        v.role_change = Some(RoleChange {
            role: "77".into(),
            source: RoleSource::Series(12),
            holders: vec!["1".into(), "2".into()],
            reason: locale::Words::new(locale::ids::ORGANIZING_WINNER_ROLE_REASON)
                .arg("tournament", "Friday Blitz"),
            organizer: Some("9".into()),
        });
        let back = View::from_record(&v.to_record()).unwrap();
        assert_eq!(back.role_change, v.role_change);
        assert_eq!(back.calendar, None);
        for (state, source) in [
            (CalendarState::Scheduled, RoleSource::Tournaments),
            (CalendarState::Started, RoleSource::Season),
            (CalendarState::Finished, RoleSource::Tournaments),
            (CalendarState::Cancelled, RoleSource::Season),
        ] {
            v.calendar = Some(CalendarEntry {
                key: "t42".into(),
                name: "Friday Blitz".into(),
                description: locale::Words::new(locale::ids::ORGANIZING_CALENDAR_DESCRIPTION)
                    .arg("format", "swiss")
                    .arg("preset", "cruise")
                    .arg("time", "5+3"),
                start_ms: 1_000,
                end_ms: 9_000,
                state,
            });
            v.role_change.as_mut().unwrap().source = source;
            let back = View::from_record(&v.to_record()).unwrap();
            assert_eq!(back.calendar, v.calendar);
            assert_eq!(back.role_change, v.role_change);
        }
        // Records written before they were kept read back without them.
        let plain = View::new(&Place::channel("g", "c"), ViewKind::Event, "x").to_record();
        assert!(!plain.contains("role_change") && !plain.contains("calendar"));
        assert!(!plain.contains("card"));
        assert_eq!(View::from_record(&plain).unwrap().card, None);
        let bad = v.to_record().replace("season", "guild");
        assert!(View::from_record(&bad).unwrap_err().contains("guild"));
    }

    #[test]
    fn a_reason_and_a_description_written_as_text_read_back_as_that_text() {
        // As an older version wrote them: each a plain (en-US) string.
        let old = r#"{"guild":"g","channel":"c","thread":null,"only":null,"kind":"event","game":null,"challenge":null,"event":7,"text":"alice won","board":null,"buttons":[],"key":null,"replaces":null,"animation":null,"deadline_ms":null,"flag_ms":null,"mentions":[],"links_to":null,"role_change":{"role":"77","source":"tournaments","holders":["1"],"reason":"winner of Friday Blitz"},"calendar":{"key":"t7","name":"Friday Blitz","description":"swiss tournament of cruise, 5+3. Join with the Join button of its announcement.","start_ms":1000,"end_ms":9000,"state":"finished"}}"#;
        let v = View::from_record(old).unwrap();
        let reason = v.role_change.unwrap().reason;
        assert_eq!(reason, locale::Words::verbatim("winner of Friday Blitz"));
        assert_eq!(reason.text(locale::Locale::De), "winner of Friday Blitz");
        let entry = v.calendar.unwrap();
        assert_eq!(
            entry.description,
            locale::Words::verbatim(
                "swiss tournament of cruise, 5+3. Join with the Join button of its announcement."
            )
        );
        assert_eq!(entry.state, CalendarState::Finished);
        // Written anew, they are words, said in each reader's language.
        let mut w = View::new(&Place::channel("g", "c"), ViewKind::Event, "alice won");
        w.role_change = Some(RoleChange {
            role: "77".into(),
            source: RoleSource::Tournaments,
            holders: vec!["1".into()],
            reason: locale::Words::new(locale::ids::ORGANIZING_WINNER_ROLE_REASON)
                .arg("tournament", "Friday Blitz"),
            organizer: None,
        });
        let back = View::from_record(&w.to_record())
            .unwrap()
            .role_change
            .unwrap();
        assert_eq!(
            back.reason.text(locale::Locale::De),
            "Sieger von Friday Blitz"
        );
    }

    #[test]
    fn a_card_reads_back_the_same() {
        let mut v = View::new(
            &Place::channel("g", "c"),
            ViewKind::Event,
            "🏆 Friday Blitz",
        );
        v.card = Some(
            Card::new("Friday Blitz", "Open: press Join.")
                .field("Format", "Swiss", true)
                .field("Start", "<t:9:F>", false)
                .footer("Tournament 7")
                .colour(0x2e_cc_71),
        );
        let back = View::from_record(&v.to_record()).unwrap();
        assert_eq!(back.card, v.card);
        // A card stored without its optional parts reads back with them empty.
        let bare = v
            .to_record()
            .replace(r#","footer":"Tournament 7""#, "")
            .replace(r#","colour":3066993"#, "");
        let card = View::from_record(&bare).unwrap().card.unwrap();
        assert_eq!((card.footer.as_str(), card.colour), ("", None));
        assert_eq!(card.value_of("Format"), Some("Swiss"));
    }

    #[test]
    fn a_damaged_record_is_an_error_that_says_what_is_wrong() {
        let err = View::from_record("{").unwrap_err();
        assert!(err.contains("not a stored view"), "{err}");
        let v = View::new(&Place::channel("g", "c"), ViewKind::Move, "x");
        let bad = v.to_record().replace("\"move\"", "\"warp\"");
        assert!(View::from_record(&bad).unwrap_err().contains("warp"));
    }
}
