//! # The game host
//!
//! Sessions, challenges, turns, the missile flight revealed one step at a
//! time with shoot-down questions, clocks, timers, and storage through
//! [`store`]. It knows nothing about Discord: frontends (the Discord bot,
//! the terminal) send [`Action`]s by user id and place, and show the
//! [`View`]s they get back.
//!
//! - **Input**: [`Host::act`]`(actor, place, action)`. Buttons carry stable
//!   ids ([`ActionId`], e.g. `cp:g12:7:x:c8e6`) derived from stored state, so
//!   they keep working after a restart; a stale one is answered "This
//!   question has ended.".
//! - **Output**: the views an action causes are returned by `act`, in order,
//!   after the change is committed to the store. Views that happen by
//!   themselves (a shoot-down question timing out, a flag falling, a
//!   correspondence reminder, a challenge expiring) arrive on the receiver
//!   returned by [`Host::start`].
//! - A [`View`] has a [`Place`], an [`Audience`] (public, or only one user),
//!   a [`ViewKind`], text, an optional board picture ([`BoardImage::png`]
//!   renders it on demand), [`Button`]s with who may press them
//!   ([`Allowed`]), and `key`/`replaces` for messages a later view edits
//!   (a question that timed out, an accepted challenge).
//! - Refused actions (not your turn, not your game, illegal move, stale
//!   button) give one [`ViewKind::Error`] view for the actor saying why.
//! - Places: a channel without a thread holds one game at a time; each
//!   thread holds its own game. `/move` in a thread finds the game there.
//! - Concurrency: each game has its own lock; actions on one game apply one
//!   at a time in arrival order, so double clicks and races with timeouts
//!   never apply twice (the second gets "This question has ended.").
//! - Restart: [`Host::start`] reloads unfinished games, open challenges and
//!   pending questions with the time their timers had left.
//! - Ratings: a rated game's end updates both players' ratings in the same
//!   store transaction and its end view shows `alice 1500? → 1742? (+242)`;
//!   [`Action::Leaderboard`] and [`Action::Profile`] read them.
//! - Events above the host (in crates of their own) use its
//!   public API only: [`Host::create_game`] from a [`GameSpec`],
//!   [`Host::end_without_result`], [`Host::berserk`], the finished-game
//!   subscription [`Host::finished_games`], and [`Host::emit`] for their
//!   own timed views ([`ViewKind::Event`], [`ViewKind::Pairings`]).
//!
//! ```no_run
//! # async fn demo() -> anyhow::Result<()> {
//! use host::{Action, Play, GameSettings, Host, HostConfig, Place, Player, ViewKind};
//! let store = store::Store::connect("sqlite::memory:").await?;
//! let (host, mut timed_views) = Host::start(store, HostConfig::default()).await?;
//! let channel = Place::channel("guild-1", "chan-1");
//! let alice = Player::new("111", "alice");
//! let bob = Player::new("222", "bob");
//!
//! // alice challenges bob; the view has Accept and Decline buttons.
//! let views = host.act(&alice, &channel, Action::Challenge {
//!     opponent: Some(bob.clone()),
//!     settings: GameSettings::default(),
//! }).await;
//! let accept = views[0].buttons[0].id.clone(); // "cp:c1:accept"
//!
//! // bob accepts (the frontend may first open thread "t-9" and pass it).
//! let challenge: host::ActionId = accept.parse()?;
//! let host::ActionId::Accept { challenge } = challenge else { unreachable!() };
//! let views = host.act(&bob, &channel, Action::Accept { challenge, thread: Some("t-9".into()) }).await;
//! assert!(views.iter().any(|v| v.kind == ViewKind::GameStart));
//!
//! // Moves are played by place: the game's thread.
//! let thread = channel.with_thread("t-9");
//! let info = host.game_info(host.game_at(&thread).unwrap()).await.unwrap();
//! let white = if info.players[0].id == alice.id { &alice } else { &bob };
//! for v in host.act(white, &thread, Action::Play(Play::Move("e4".into()))).await {
//!     let png: Option<Vec<u8>> = v.board.as_ref().and_then(|b| b.png().ok());
//!     println!("{:?} {} {:?}", v.kind, v.text, png.map(|p| p.len()));
//! }
//! // Timed views (e.g. "No answer ...: the missile passes e6.") arrive here:
//! let _ = timed_views.try_recv();
//! # Ok(()) }
//! ```

mod analysis;
pub mod card;
mod change;
mod clock;
pub mod duration;
mod fair_share;
mod game;
mod host;
mod ids;
mod picture;
pub mod picture_words;
pub mod plain_text;
mod play;
pub mod podium;
mod present;
pub mod puzzle_line;
mod rated;
mod record;
mod refusal;
mod replay;
mod role_grant;
mod role_plan;
mod settings;
mod shards;
mod snapshot;
pub mod time_stamps;
pub mod typed_time;
mod view;
mod view_record;

pub use analysis::{Decision, GameAnalysis, MarkCounts, analysis_version, is_current_analysis};
pub use card::{Card, CardField, PHONE_TEXT};
pub use clock::Clock;
pub use game::{EndReason, Ending};
pub use host::{
    Action, BoardScope, ChallengeInfo, DailyPuzzleSettings, FinishedGame, GameInfo, GameSpec, Host,
    HostConfig, HostError, MAX_AI_GAMES, MINING_QUIET, PAGE_SIZE, Phase, PuzzleAsk, PuzzleStanding,
    RoleFailure, RoleOutcome, RoleServer, ServerLocales, Starting, board_pages, board_query,
    owed_post, parse_puzzle_time, puzzle_time_text, rating_chart, rating_chart_title,
};
pub use ids::{
    ActionId, ActionOwner, ChallengeId, GameId, PROVISIONAL_THREAD_PREFIX, ParseActionIdError,
    Place, Player, UserId,
};
pub use picture::{BoardImage, MissileMark};
pub use play::Play;
pub use present::{board_numbers, list as said_list, rated_game_numbers, shown_value};
pub use rated::rebuild_ratings;
pub use refusal::{AiGameRef, NoFire, Refusal};
pub use replay::{StoredGame, stored_game};
pub use role_grant::{Granter, RoleGrant, Withheld, may_hand_out};
pub use role_plan::{Holding, RolePlan, RoleSource, role_plan};
pub use settings::{
    AiOpponent, CASUAL_MOVE_LIMIT_MS, ColorChoice, DEFAULT_CORRESPONDENCE_INTERCEPT_SECS,
    DEFAULT_INTERCEPT_SECS, EVENT_MOVE_LIMIT_MS, GameSettings, MAX_INTERCEPT_SECS,
    MIN_INTERCEPT_SECS, MoveLimit, SettingsError, TimeControl, default_intercept_secs, fen_words,
    intercept_text, preset_words,
};
pub use shards::Shards;
/// The outbox's rows as a frontend's delivery worker gets them from the
/// host ([`Host::take_handed_posts`], [`Host::due_posts`]) and the
/// outbox's numbers ([`Host::outbox_stats`]): the store's own types,
/// handed on so that a frontend needs no store of its own.
pub use store::{HELD_MS, OutboxStats, Post, STAGE_NEW, STAGE_POSTED};
pub use view::{
    Allowed, Attachment, Audience, Button, ButtonStyle, CalendarEntry, CalendarState, Drawing,
    RoleChange, View, ViewKind, WebPage, coalesce,
};
