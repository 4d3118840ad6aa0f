//! The host's output: views. A view is one message for a frontend to show:
//! where (a place), to whom (everyone there, or only one user), its text, an
//! optional board picture, and the actions (buttons) it offers with who may
//! take them. Frontends render views; they never decide game logic.

use crate::card::Card;
use crate::ids::{ChallengeId, GameId, Place, UserId};
use crate::picture::BoardImage;
use crate::refusal::Refusal;
use std::sync::Arc;

/// Who sees a view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Audience {
    /// Everyone at the view's place (a public message in the game's thread).
    Public,
    /// Only this user (an ephemeral reply on Discord).
    Only(UserId),
}

/// What a view is about, so that a frontend can choose how to show it
/// (e.g. errors as ephemeral replies, boards as new messages).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViewKind {
    /// A new challenge with Accept / Decline (/ Cancel) buttons.
    Challenge,
    /// A challenge accepted, declined, cancelled or expired (edits the challenge message).
    ChallengeClosed,
    /// A game begins: the first board.
    GameStart,
    /// An ordinary move was played: the new board.
    Move,
    /// The missile entered a square: the board with the missile on it.
    MissileStep,
    /// The defender is asked to shoot the missile down (buttons: one per
    /// legal shoot-down labelled with its SAN, plus "Let it pass").
    ShootDownQuestion,
    /// A shoot-down question is over (edits the question's message).
    QuestionClosed,
    /// In a correspondence game, a later shoot-down question of a flight
    /// whose message already exists (its question is an edit, which does
    /// not notify): a short new message for the defender that links the
    /// flight's message ([`View::links_to`]). Withdrawn once answered.
    QuestionNotice,
    /// A notice whose moment has passed: the message keyed
    /// [`View::replaces`] is deleted. It has no text; frontends that
    /// cannot delete show nothing.
    Withdrawn,
    /// The missile was shot down: the board after the shoot-down.
    ShotDown,
    /// The missile detonated (or the pawn self-destructed): the board after.
    Detonation,
    /// The attacker steers: the next squares the missile may enter (only to the attacker).
    Steering,
    /// A draw offer with Accept / Decline buttons for the opponent.
    DrawOffer,
    /// The game is over: final board, who won and why.
    GameEnd,
    /// A reminder that a correspondence deadline is near.
    Reminder,
    /// The current board on request.
    Board,
    /// The game record as a file.
    Export,
    /// A leaderboard page (with ◀ ▶ buttons; a page turn edits the message).
    Leaderboard,
    /// A player's profile, with the rating chart as a file.
    Profile,
    /// News of an event above the host: its announcement,
    /// entries, results, standings, its end. [`View::event`] names it.
    Event,
    /// An event's new games (a round's pairings): the frontend opens a
    /// thread for each game the event lists and calls
    /// [`crate::Host::move_to_thread`].
    Pairings,
    /// Any other information.
    Info,
    /// Something the user did was refused; the text says why.
    Error,
}

/// How a button looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// Who may take an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Allowed {
    /// Only this user.
    User(UserId),
    /// Any of these users.
    Users(Vec<UserId>),
    /// Anyone (an open challenge).
    Anyone,
}

impl Allowed {
    /// Whether `user` may take the action.
    pub fn permits(&self, user: &str) -> bool {
        match self {
            Allowed::User(u) => u == user,
            Allowed::Users(us) => us.iter().any(|u| u == user),
            Allowed::Anyone => true,
        }
    }
}

/// An action a view offers: a button on Discord, a choice at the terminal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    /// The stable action id to send back with [`crate::Action::Button`]
    /// (at most 100 characters; see [`crate::ActionId`]).
    pub id: String,
    /// The label, e.g. `Bxe6`, `Let it pass`, `Accept`, `↑ e5` (at most 80 characters).
    pub label: String,
    pub style: ButtonStyle,
    /// Who may press it (the host checks again when it is pressed).
    pub allowed: Allowed,
    /// The label in no language yet ([`Button::said`]): said in the
    /// reader's language at the edge ([`View::in_locale`]); `label` is
    /// its en-US form.
    pub words: Option<locale::Words>,
}

impl Button {
    /// A button whose label is `words` (its `label` the en-US form, cut
    /// to Discord's 80 characters).
    ///
    /// ```
    /// use host::{Allowed, Button, ButtonStyle};
    /// use locale::{Words, ids};
    /// let b = Button::said("x", Words::new(ids::DURATION_MINUTES).arg("count", 3), ButtonStyle::Primary, Allowed::Anyone);
    /// assert_eq!(b.label, "3 minutes");
    /// ```
    pub fn said(
        id: impl Into<String>,
        words: locale::Words,
        style: ButtonStyle,
        allowed: Allowed,
    ) -> Button {
        Button {
            id: id.into(),
            label: label_cut(&words.text(locale::Locale::EnUs)),
            style,
            allowed,
            words: Some(words),
        }
    }

    /// This button with its label said in `locale`.
    pub fn in_locale(mut self, locale: locale::Locale) -> Button {
        if let Some(w) = &self.words {
            self.label = label_cut(&w.text(locale));
        }
        self
    }
}

/// `s` cut to Discord's 80 characters of a button's label.
fn label_cut(s: &str) -> String {
    if s.chars().count() <= 80 {
        return s.to_string();
    }
    let mut out: String = s.chars().take(79).collect();
    out.push('…');
    out
}

/// A file to attach (the game record for `/export`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A picture with words drawn into it (a chart's title, a table's
/// headings), drawn at the edge in the language its view is said in: a
/// private answer's picture (a profile's rating chart, a tournament's
/// standings table asked for) is in the reader's language. The view
/// notes that language when it is said ([`View::in_locale`]); the edge
/// then draws it ([`Drawing::draw`], off the async workers: it takes
/// milliseconds). A post written to the outbox draws its picture before,
/// in its server's language ([`crate::Host::language_of`]): the record
/// keeps a file, not a drawing.
///
/// ```
/// use host::Drawing;
/// use locale::Locale;
/// let d = Drawing::new("chart.png", |l: Locale| Ok(l.code().as_bytes().to_vec()));
/// assert_eq!(d.draw().unwrap().bytes, b"en-US");
/// let v = host::View::notice(&host::Place::channel("g", "c"), "…").drawing(d);
/// let file = v.in_locale(Locale::De).drawing.unwrap().draw().unwrap();
/// assert_eq!((file.name.as_str(), file.bytes.as_slice()), ("chart.png", &b"de"[..]));
/// ```
#[derive(Clone)]
pub struct Drawing {
    /// The attached file's name.
    name: String,
    /// Draws the picture's bytes with its words in a language.
    draw: Arc<dyn Fn(locale::Locale) -> Result<Vec<u8>, String> + Send + Sync>,
    /// The language its view was said in ([`View::in_locale`]).
    locale: Option<locale::Locale>,
}

impl Drawing {
    /// A picture named `name` (the attached file's name) that `draw` draws
    /// in the language it is given.
    pub fn new(
        name: impl Into<String>,
        draw: impl Fn(locale::Locale) -> Result<Vec<u8>, String> + Send + Sync + 'static,
    ) -> Drawing {
        Drawing {
            name: name.into(),
            draw: Arc::new(draw),
            locale: None,
        }
    }

    /// The language it is drawn in: its view's, once said, else en-US.
    pub fn locale(&self) -> locale::Locale {
        self.locale.unwrap_or(locale::Locale::EnUs)
    }

    /// The picture drawn, as the file to attach (CPU work: call it off the
    /// async workers). An error says why it could not be drawn (for the
    /// log: the message goes without it).
    pub fn draw(&self) -> Result<Attachment, String> {
        Ok(Attachment {
            name: self.name.clone(),
            bytes: (self.draw)(self.locale())?,
        })
    }
}

impl std::fmt::Debug for Drawing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Drawing")
            .field("name", &self.name)
            .field("locale", &self.locale)
            .finish_non_exhaustive()
    }
}

/// One message for a frontend.
#[derive(Debug, Clone)]
pub struct View {
    /// Where to post it (the game's thread, or the challenge's channel).
    pub place: Place,
    pub audience: Audience,
    pub kind: ViewKind,
    /// The game it is about, if any.
    pub game: Option<GameId>,
    /// The challenge it is about, if any.
    pub challenge: Option<ChallengeId>,
    /// The event (by its id) it is about, if any.
    pub event: Option<i64>,
    /// The message text (plain text with Discord-style `**bold**` where
    /// useful), in en-US when [`View::words`] is set.
    pub text: String,
    /// The text in no language yet, when it has moved to the locale files
    /// (issue #45 moves them family by family): the edge says it in the
    /// reader's language ([`View::in_locale`]); [`View::text`] is its
    /// en-US form. (Kept by the record.)
    pub words: Option<locale::Words>,
    /// The post's facts as a card (an embed on Discord), shown under
    /// [`View::text`]; frontends without cards show [`Card::text`] after
    /// the text ([`View::full_text`]). (Kept by the record.)
    pub card: Option<Card>,
    /// A board picture to attach.
    pub board: Option<Arc<BoardImage>>,
    /// The actions offered, in display order.
    pub buttons: Vec<Button>,
    /// A key naming this message, set on messages that a later view edits
    /// (challenges, shoot-down questions, draw offers). A frontend that can
    /// edit keeps `key -> its message id`.
    pub key: Option<String>,
    /// The key of an earlier message this view replaces (edit it, remove its
    /// buttons, show this text). A frontend that cannot edit posts it anew.
    pub replaces: Option<String>,
    /// A file to attach.
    pub file: Option<Attachment>,
    /// A picture the edge draws in the reader's language and attaches
    /// ([`Drawing`]). (Never set on views that go through the outbox: the
    /// record keeps [`View::file`] only.)
    pub drawing: Option<Drawing>,
    /// The whole flight to animate (a GIF attached when the flight ends):
    /// the position before the flight, the squares entered, how it ended.
    pub animation: Option<Arc<BoardImage>>,
    /// When the pending question this view asks runs out (unix ms), for
    /// frontends that show a live countdown.
    pub deadline_ms: Option<i64>,
    /// When the flag of the side to move falls (unix ms), in a game with a
    /// live clock, for frontends that show a live countdown.
    pub flag_ms: Option<i64>,
    /// The users this view means to notify (by user id): the opponent of a
    /// challenge, the defender of a question, the player to move in a
    /// correspondence game. Never the AI. A frontend that can notify
    /// notifies these users and nobody else.
    pub mentions: Vec<UserId>,
    /// The server roles this view means to notify (by role id): the
    /// server's looking-for-a-game role on an open challenge. A frontend
    /// that can notify roles notifies these and no other. (Never set on
    /// views that go through the outbox: the record does not keep it.)
    pub role_mentions: Vec<String>,
    /// The key of an earlier message this view points to (a question's
    /// notice links the flight's message), for frontends that can link.
    pub links_to: Option<String>,
    /// A server role this view hands out (a tournament winner's role, a
    /// season's top role), for frontends that have roles. The outbox's
    /// record keeps it: the delivery worker applies it once the view is
    /// posted, retried like a post, so a crash loses none.
    pub role_change: Option<RoleChange>,
    /// The calendar entry this view keeps in step (a scheduled tournament),
    /// for frontends that have a server calendar. The outbox's record
    /// keeps it: the delivery worker keeps the entry before it posts the
    /// view (whose text may then say where the entry is, or why there is
    /// none).
    pub calendar: Option<CalendarEntry>,
    /// The public web page that shows more of what this view shows (a
    /// leaderboard's, a profile's), for frontends that link the site. A
    /// game's end and a tournament's posts name theirs by
    /// [`View::web_page_of`]. (Never set on views that go through the
    /// outbox: the record does not keep it.)
    pub web_page: Option<WebPage>,
    /// Written already, in the transaction of the change that owes it, as
    /// the outbox's post with this id: the frontend does not post it
    /// again. A round's pairings are held there
    /// ([`crate::owed_post`]): the frontend links the games' threads and
    /// releases it ([`crate::Host::release_post`]). (Never kept by the
    /// record.)
    pub in_outbox: Option<i64>,
    /// The post [`View::in_outbox`] names is held ([`store::NewPost::held`]):
    /// written with the change of a member's action, it waits for the
    /// frontend, which either gives it as the interaction's answer and
    /// drops the post ([`crate::Host::drop_post`]), or releases it to the
    /// delivery worker ([`crate::Host::post_views`]), as it shows then (a
    /// game's first board moved into its new thread). After a crash the
    /// restart releases it ([`crate::Host::held_views`]).
    pub held: bool,
    /// The held post [`View::in_outbox`] names was first of its chain when
    /// written (nothing of its game or event before it undelivered, as
    /// the store found in the same statement, [`store::Post::first_of_chain`]):
    /// the frontend may show it at once without asking the store
    /// ([`crate::Host::first_of_chain_within`]). `false`: unknown. (Never
    /// kept by the record.)
    pub first_of_chain: bool,
    /// The message this view edits shows it already, with the calendar
    /// line the frontend knew (an interaction's answer showed it: a Join
    /// click): the delivery worker keeps its calendar entry and hands out
    /// its role, and edits the message only when keeping the entry
    /// changed that line. (Kept by the record.)
    pub shown: bool,
}

/// A page of the public web site (the `web` crate serves it).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum WebPage {
    /// A game's replay; the game was played in server `guild`.
    Game { id: GameId, guild: String },
    /// A tournament's page; it runs in server `guild`.
    Tournament { id: i64, guild: String },
    /// A leaderboard: server `guild`'s, or the global one (`None`).
    Leaderboard {
        preset: engine::Preset,
        guild: Option<String>,
    },
    /// A player's page.
    Player(UserId),
}

impl WebPage {
    /// Its path on the site, e.g. `/games/7`, `/servers/1/leaderboard/cruise`.
    ///
    /// ```
    /// use host::WebPage;
    /// let page = WebPage::Leaderboard { preset: engine::Preset::Cruise, guild: Some("42".into()) };
    /// assert_eq!(page.path(), "/servers/42/leaderboard/cruise");
    /// assert_eq!(WebPage::Player("7".into()).path(), "/players/7");
    /// ```
    pub fn path(&self) -> String {
        match self {
            WebPage::Game { id, .. } => format!("/games/{id}"),
            WebPage::Tournament { id, .. } => format!("/tournaments/{id}"),
            WebPage::Leaderboard {
                preset,
                guild: None,
            } => format!("/leaderboard/{}", preset.name()),
            WebPage::Leaderboard {
                preset,
                guild: Some(g),
            } => format!("/servers/{g}/leaderboard/{}", preset.name()),
            WebPage::Player(id) => format!("/players/{id}"),
        }
    }
}

/// A server role handed out by the bot, on the server of the view that
/// carries it: `holders` hold it for `source` from now on. Who is given it
/// and who loses it is decided when a frontend applies it (see
/// [`crate::role_plan`] and [`crate::Host::apply_role_change`]): members
/// who have it by hand or for another source keep it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleChange {
    /// The role (opaque id).
    pub role: String,
    /// Who hands it out (its holders are recorded per source).
    pub source: crate::RoleSource,
    /// Who holds it for `source` after the change.
    pub holders: Vec<UserId>,
    /// Why, for the server's audit log and for the report when it fails
    /// (e.g. `winner of Friday Blitz`), said at the edge: in the server's
    /// language in its audit log, in the reader's in the report.
    pub reason: locale::Words,
    /// Who set it up (a tournament's organizer, a season's starter): the
    /// one told, privately, when Discord refuses it. `None` (a change
    /// stored before it was kept): the channel is told.
    pub organizer: Option<UserId>,
}

/// An entry of a server's calendar (on Discord a guild scheduled event)
/// that a view creates or keeps in step, at the view's place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalendarEntry {
    /// Names the entry across views (e.g. `t42` for tournament 42).
    pub key: String,
    /// What it is called.
    pub name: String,
    /// A line or two about it, said at the edge in the server's language
    /// (every member of the server sees the entry).
    pub description: locale::Words,
    /// When it starts (unix ms).
    pub start_ms: i64,
    /// When it is expected to end (unix ms).
    pub end_ms: i64,
    /// Where it stands.
    pub state: CalendarState,
}

/// Where a calendar entry stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CalendarState {
    /// Announced, not started.
    Scheduled,
    /// Under way.
    Started,
    /// Over.
    Finished,
    /// Called off.
    Cancelled,
}

impl View {
    /// A public view at `place`.
    pub fn new(place: &Place, kind: ViewKind, text: impl Into<String>) -> View {
        View {
            place: place.clone(),
            audience: Audience::Public,
            kind,
            game: None,
            challenge: None,
            event: None,
            text: text.into(),
            card: None,
            board: None,
            buttons: Vec::new(),
            key: None,
            replaces: None,
            file: None,
            drawing: None,
            animation: None,
            deadline_ms: None,
            flag_ms: None,
            mentions: Vec::new(),
            role_mentions: Vec::new(),
            links_to: None,
            role_change: None,
            calendar: None,
            web_page: None,
            in_outbox: None,
            held: false,
            first_of_chain: false,
            shown: false,
            words: None,
        }
    }

    /// A notice for everyone at `place` from the frontend (e.g. that a
    /// thread could not be opened).
    pub fn notice(place: &Place, text: impl Into<String>) -> View {
        View::new(place, ViewKind::Info, text)
    }

    /// An error for one user, saying why their action was refused (as a
    /// sentence: [`crate::plain_text::sentence`]).
    pub fn error(place: &Place, user: &str, text: impl Into<String>) -> View {
        View {
            audience: Audience::Only(user.to_string()),
            ..View::new(
                place,
                ViewKind::Error,
                crate::plain_text::sentence(&text.into()),
            )
        }
    }

    /// An error for one user: why their action was refused, in the
    /// words of `refusal.ftl` ([`Refusal::words`]), said in their
    /// language at the edge ([`View::in_locale`]).
    ///
    /// ```
    /// use host::{Place, Refusal, View};
    /// use locale::Locale;
    /// let v = View::refused(&Place::channel("g", "c"), "u1", &Refusal::NotYourTurn);
    /// assert_eq!(v.text, "It is not your turn.");
    /// assert_eq!(v.in_locale(Locale::De).text, "Du bist nicht am Zug.");
    /// ```
    pub fn refused(place: &Place, user: &str, why: &Refusal) -> View {
        let words = why.words();
        View {
            words: Some(words),
            ..View::error(place, user, why.to_string())
        }
    }

    /// Whether any of its texts are words to say ([`View::words`], its
    /// card's or its buttons'), so that the edge picks a language.
    pub fn has_words(&self) -> bool {
        self.words.is_some()
            || self.buttons.iter().any(|b| b.words.is_some())
            || self.card.as_ref().is_some_and(|c| {
                c.title_words.is_some()
                    || c.description_words.is_some()
                    || c.footer_words.is_some()
                    || c.fields
                        .iter()
                        .any(|f| f.name_words.is_some() || f.value_words.is_some())
            })
    }

    /// This view with its texts said in `locale`: its text when it
    /// carries [`View::words`], its card's and buttons' words; the rest
    /// as it is. The words are spent: what the edge adds to the text
    /// afterwards (a link, a calendar line) stays, and a second call
    /// changes nothing.
    ///
    /// ```
    /// use host::{Place, Refusal, View};
    /// use locale::Locale;
    /// let mut v = View::refused(&Place::channel("g", "c"), "u1", &Refusal::NotYourTurn)
    ///     .in_locale(Locale::De);
    /// v.text.push_str(" (1)");
    /// assert_eq!(v.in_locale(Locale::Fr).text, "Du bist nicht am Zug. (1)");
    /// ```
    pub fn in_locale(mut self, locale: locale::Locale) -> View {
        self.card = self.card.map(|c| c.in_locale(locale).words_spent());
        self.buttons = self
            .buttons
            .into_iter()
            .map(|b| Button {
                words: None,
                ..b.in_locale(locale)
            })
            .collect();
        if let Some(d) = &mut self.drawing {
            d.locale.get_or_insert(locale);
        }
        if let Some(w) = self.words.take() {
            let said = w.text(locale);
            self.text = if self.kind == ViewKind::Error {
                crate::plain_text::sentence(&said)
            } else {
                said
            };
        }
        self
    }

    /// This view, if it is one of game `game`'s at `from`, moved to `to`
    /// (the game moved into a thread after it started).
    pub fn moved_to(mut self, game: GameId, from: &Place, to: &Place) -> View {
        if self.game == Some(game) && self.challenge.is_none() && self.place == *from {
            self.place = to.clone();
        }
        self
    }

    /// The web page this view shows more of: [`View::web_page`] if set,
    /// else a game's replay for its end, a tournament's page for its
    /// announcement (keyed) and standings (with their picture).
    pub fn web_page_of(&self) -> Option<WebPage> {
        if self.web_page.is_some() {
            return self.web_page.clone();
        }
        let guild = self.place.guild.clone();
        match self.kind {
            ViewKind::GameEnd => self.game.map(|id| WebPage::Game { id, guild }),
            ViewKind::Event if self.key.is_some() || self.file.is_some() => {
                self.event.map(|id| WebPage::Tournament { id, guild })
            }
            _ => None,
        }
    }

    /// Its text and its card's text below it, for frontends that show
    /// views as text (the terminal, logs).
    pub fn full_text(&self) -> String {
        match &self.card {
            Some(c) if self.text.is_empty() => c.text(),
            Some(c) => format!("{}\n{}", self.text, c.text()),
            None => self.text.clone(),
        }
    }

    /// Whether this is an error view.
    pub fn is_error(&self) -> bool {
        self.kind == ViewKind::Error
    }

    /// Whether everyone at the place sees it.
    pub fn is_public(&self) -> bool {
        self.audience == Audience::Public
    }

    /// Only `user` sees it (ephemeral).
    pub fn only(mut self, user: &str) -> View {
        self.audience = Audience::Only(user.to_string());
        self
    }
    /// It is about game `id`.
    pub fn game(mut self, id: GameId) -> View {
        self.game = Some(id);
        self
    }
    pub(crate) fn board(mut self, img: BoardImage) -> View {
        self.board = Some(Arc::new(img));
        self
    }
    /// A view whose text is `words`, said at the edge in the reader's
    /// language ([`View::in_locale`]); its [`View::text`] is their en-US
    /// form.
    ///
    /// ```
    /// use host::{Place, View, ViewKind};
    /// use locale::{Locale, Words, ids};
    /// let v = View::said(&Place::channel("g", "c"), ViewKind::Info, Words::new(ids::DURATION_MINUTES).arg("count", 2));
    /// assert_eq!(v.text, "2 minutes");
    /// assert_eq!(v.in_locale(Locale::De).text, "2 Minuten");
    /// ```
    pub fn said(place: &Place, kind: ViewKind, words: locale::Words) -> View {
        View {
            text: words.text(locale::Locale::EnUs),
            words: Some(words),
            ..View::new(place, kind, String::new())
        }
    }
    /// The edge draws `d` in the reader's language and attaches it
    /// ([`View::drawing`]).
    pub fn drawing(mut self, d: Drawing) -> View {
        self.drawing = Some(d);
        self
    }
    /// It means to notify these users (see [`View::mentions`]).
    pub fn mentioning(mut self, users: Vec<UserId>) -> View {
        self.mentions = users;
        self
    }
    /// Later views may edit it by key `k`.
    pub fn key(mut self, k: String) -> View {
        self.key = Some(k);
        self
    }
    pub(crate) fn replacing(mut self, k: String) -> View {
        self.replaces = Some(k);
        self
    }
    /// Shows this view on the message `k` (a flight's one message): it
    /// edits that message when there is one, and is found by `k` later.
    pub(crate) fn on_flight_message(self, k: String) -> View {
        self.key(k.clone()).replacing(k)
    }
    pub(crate) fn animation(mut self, img: BoardImage) -> View {
        self.animation = Some(Arc::new(img));
        self
    }
}

/// Merges consecutive public views shown on one message (each replacing
/// the key of the one before, as the steps of a flight do) into one: their
/// texts in order, the last one's buttons, pictures and countdown. A missile
/// passing a square and the question on the next one become one edit, whose
/// text is the flight's line as it is now: a closed question followed by
/// the flight's next step or end on its message is superseded by it (the
/// flight's one growing line names where it went; see [`supersedes`]).
pub fn coalesce(views: Vec<View>) -> Vec<View> {
    let mut out: Vec<View> = Vec::new();
    for mut v in views {
        if let Some(prev) = out.last_mut()
            && prev.is_public()
            && v.is_public()
            && prev.key.is_some()
            && v.replaces == prev.key
            && v.place == prev.place
            && prev.in_outbox.is_none()
            && v.in_outbox.is_none()
            // Its role and calendar jobs are its own, not the next view's.
            && prev.role_change.is_none()
            && prev.calendar.is_none()
        {
            if !supersedes(&v, prev) {
                let own = std::mem::take(&mut v.text);
                v.text = format!("{}\n{own}", prev.text);
                // Said at the edge, both texts are words, one after the other.
                if prev.words.is_some() || v.words.is_some() {
                    let words = |w: Option<locale::Words>, t: &str| {
                        w.unwrap_or_else(|| locale::Words::verbatim(t))
                    };
                    let first = words(prev.words.take(), &prev.text);
                    let next = words(v.words.take(), &own);
                    v.words = Some(first.then("\n", next));
                }
            }
            for u in std::mem::take(&mut prev.mentions).into_iter().rev() {
                if !v.mentions.contains(&u) {
                    v.mentions.insert(0, u);
                }
            }
            v.board = v.board.take().or(prev.board.take());
            v.animation = v.animation.take().or(prev.animation.take());
            v.file = v.file.take().or(prev.file.take());
            v.replaces = prev.replaces.take();
            *prev = v;
        } else {
            out.push(v);
        }
    }
    out
}

/// Whether `later`, shown on the message of `earlier`, says all it said:
/// a flight's next step or its end after a closed question (the missile
/// passed: the flight's line now goes on from there).
fn supersedes(later: &View, earlier: &View) -> bool {
    earlier.kind == ViewKind::QuestionClosed
        && matches!(
            later.kind,
            ViewKind::MissileStep
                | ViewKind::ShootDownQuestion
                | ViewKind::Steering
                | ViewKind::ShotDown
                | ViewKind::Detonation
        )
}

/// `line` on a line of its own under a view's `text`, and under its
/// `words` when it has them (a line of names and numbers, the same in
/// every language, kept when the words are said in another language):
/// for a [`View`] (`&mut v.text, &mut v.words`) and for its stored record
/// alike, so that both add it the same way.
pub(crate) fn push_line(text: &mut String, words: &mut Option<locale::Words>, line: &str) {
    text.push('\n');
    text.push_str(line);
    if let Some(w) = words.take() {
        *words = Some(w.then("\n", locale::Words::verbatim(line)));
    }
}

#[cfg(test)]
mod tests {
    use super::{Attachment, View, ViewKind, WebPage};
    use crate::ids::Place;

    #[test]
    fn a_flight_going_on_after_a_pass_is_one_line_on_its_message() {
        let place = Place::channel("g", "c");
        let on = |kind, text: &str| {
            View::new(&place, kind, text)
                .key("g1:f4".into())
                .replacing("g1:f4".into())
        };
        let passed = on(
            ViewKind::QuestionClosed,
            "🚀 e4 → **e5** — bob lets it pass.",
        );
        let next = on(
            ViewKind::ShootDownQuestion,
            "🚀 e4 → e5 → **e6** — <@2>: shoot it down (Bxe6) or let it pass? ends <t:9:R>",
        );
        let out = super::coalesce(vec![passed.clone(), next.clone()]);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].text, next.text, "the path is named once");
        // A closed question that stays the message's last word is kept
        // before news of another kind (a draw offer's answer is no flight).
        let news = on(ViewKind::Info, "note");
        let out = super::coalesce(vec![passed.clone(), news]);
        assert_eq!(out[0].text, format!("{}\nnote", passed.text));
    }

    #[test]
    fn game_ends_announcements_standings_and_named_pages_have_a_web_page() {
        let place = Place::channel("g", "c");
        let mut end = View::new(&place, ViewKind::GameEnd, "1-0").game(7);
        assert_eq!(
            end.web_page_of(),
            Some(WebPage::Game {
                id: 7,
                guild: "g".into()
            })
        );
        end.kind = ViewKind::Move;
        assert_eq!(end.web_page_of(), None, "a move links nothing");
        let mut news = View::new(&place, ViewKind::Event, "alice joined");
        news.event = Some(3);
        assert_eq!(news.web_page_of(), None, "plain news links nothing");
        news.file = Some(Attachment {
            name: "t.png".into(),
            bytes: vec![],
        });
        assert_eq!(
            news.web_page_of().map(|p| p.path()).as_deref(),
            Some("/tournaments/3")
        );
        let season = View::new(&place, ViewKind::Event, "standings");
        assert_eq!(season.web_page_of(), None, "a season is no tournament");
        let mut profile = View::new(&place, ViewKind::Profile, "alice");
        profile.web_page = Some(WebPage::Player("11".into()));
        assert_eq!(
            profile.web_page_of().map(|p| p.path()).as_deref(),
            Some("/players/11")
        );
    }

    #[test]
    fn a_pushed_line_stays_under_the_words_in_every_language() {
        use crate::refusal::Refusal;
        use locale::Locale;
        let mut v = View::refused(&Place::channel("g", "c"), "u1", &Refusal::NotYourTurn);
        let (text, words) = (&mut v.text, &mut v.words);
        super::push_line(text, words, "alice 1500 → 1512 (+12)");
        assert_eq!(v.text, "It is not your turn.\nalice 1500 → 1512 (+12)");
        assert_eq!(
            v.clone().in_locale(Locale::De).text,
            "Du bist nicht am Zug.\nalice 1500 → 1512 (+12)"
        );
        // Without words: the line goes under the text alone.
        let mut plain = View::new(&Place::channel("g", "c"), ViewKind::Info, "note");
        super::push_line(&mut plain.text, &mut plain.words, "bob 1400");
        assert_eq!(plain.text, "note\nbob 1400");
        assert!(plain.words.is_none());
    }
}
