//! Seed data for the web site's tests (also used by the root browser test,
//! `tests/web_browser.rs`): players ranked in a public server (two pages
//! of a leaderboard, one named `<script>alert(1)</script>`), two players
//! only in a private server, a real game played through the host with a
//! missile flight shot down, a game in the private server, and a round
//! robin in the public server.
#![allow(dead_code)]

use std::collections::HashMap;
use store::{GameChange, GameResult, NewGame, NewTournament, Place, PlayerRef, Store};
use tournament::state::TState;
use tournament::{BoardResult, Format, TournamentSetup, TournamentStatus};

/// The server whose pages are public.
pub const PUBLIC_GUILD: &str = "700000000000000001";
/// The server that did not turn its pages on.
pub const PRIVATE_GUILD: &str = "700000000000000002";
/// The name that must render as text.
pub const SCRIPT_NAME: &str = "<script>alert(1)</script>";
/// Ranked players in the public server (two pages of ten).
pub const RANKED: usize = 14;

/// What was seeded.
pub struct Seeded {
    /// The real game with a flight shot down (public server).
    pub replay_game: i64,
    /// A game in the private server.
    pub private_game: i64,
    /// The round robin (public server, running after two rounds).
    pub tournament: i64,
    /// A round robin in the private server.
    pub private_tournament: i64,
    /// The user id of the player named [`SCRIPT_NAME`].
    pub script_user: String,
    /// A player ranked only in the private server.
    pub private_user: String,
    /// A public player (`player 00`) who also played a rated game in the
    /// private server: [`Seeded::mixed_private_game`].
    pub mixed_user: String,
    /// That game.
    pub mixed_private_game: i64,
}

// The store tests' toy rating system (the winner gains 10, every game
// takes 100 off the RD; ranked from the second game on).
#[path = "../../../store/tests/support/toy_rating.rs"]
mod toy_rating;
use toy_rating::toy;

/// A rated game between two players, finished at once (no moves: only
/// for ratings).
async fn rated(
    store: &Store,
    guild: &str,
    white: &PlayerRef,
    black: &PlayerRef,
    result: GameResult,
    at_ms: i64,
) -> i64 {
    let game = store
        .create_game(&NewGame {
            place: Place {
                guild: Some(guild.to_string()),
                channel: "ratings".into(),
                thread: Some(format!("t-{}-{}-{at_ms}", white.user_id, black.user_id)),
            },
            preset: "cruise".into(),
            king_strikes: true,
            intercept_seconds: 30,
            time_control: "none".into(),
            white: white.clone(),
            black: black.clone(),
            start_fen: "startpos".into(),
            snapshot: "{}".into(),
        })
        .await
        .expect("create a game");
    let change = GameChange::new(game.id, 0, "{}")
        .finish(result, "resignation")
        .rated(at_ms, toy);
    store
        .commit_game_change(&change)
        .await
        .expect("rate a game");
    game.id
}

pub fn host_player(p: &PlayerRef) -> host::Player {
    host::Player::new(p.user_id.clone(), p.display_name.clone())
}

/// Seeds the database at `url` (a fresh one).
pub async fn seed(url: &str) -> Seeded {
    let store = Store::connect(url).await.expect("open the database");
    store.set_web_public(PUBLIC_GUILD, true).await.unwrap();
    // Ranked players: two rounds of games, all in the public server.
    let players: Vec<PlayerRef> = (0..RANKED)
        .map(|i| {
            let name = if i == 5 {
                SCRIPT_NAME.to_string()
            } else {
                format!("player {i:02}")
            };
            PlayerRef::new(format!("1000{i:02}"), name)
        })
        .collect();
    let now = store::unix_millis();
    let mut at = now - 3_600_000;
    for round in 0..2 {
        for i in (0..RANKED).step_by(2) {
            let (w, b) = (
                &players[(i + round) % RANKED],
                &players[(i + round + 1) % RANKED],
            );
            at += 1000;
            rated(&store, PUBLIC_GUILD, w, b, GameResult::White, at).await;
        }
    }
    // Two players ranked only in the private server.
    let hidden = [
        PlayerRef::new("900001", "hidden one"),
        PlayerRef::new("900002", "hidden two"),
    ];
    at += 1000;
    let private_game = rated(
        &store,
        PRIVATE_GUILD,
        &hidden[0],
        &hidden[1],
        GameResult::White,
        at,
    )
    .await;
    at += 1000;
    rated(
        &store,
        PRIVATE_GUILD,
        &hidden[1],
        &hidden[0],
        GameResult::Draw,
        at,
    )
    .await;

    // player 00 also plays once in the private server.
    at += 1000;
    let mixed_private_game = rated(
        &store,
        PRIVATE_GUILD,
        &players[0],
        &hidden[0],
        GameResult::Draw,
        at,
    )
    .await;
    let replay_game = shot_down_game(&store, &players[0], &players[1]).await;
    let tournament = round_robin(&store, PUBLIC_GUILD, "Spring <b>Cup</b>", &players[..4]).await;
    let private_tournament = round_robin(&store, PRIVATE_GUILD, "Secret cup", &players[4..8]).await;
    store.close().await;
    Seeded {
        replay_game,
        private_game,
        tournament,
        private_tournament,
        script_user: players[5].user_id.clone(),
        private_user: hidden[0].user_id.clone(),
        mixed_user: players[0].user_id.clone(),
        mixed_private_game,
    }
}

/// A real game through the host in the public server: 1. d4 e5 2. dxe5
/// Nc6, White's missile e5>e6>e7>e8 is shot down on e6 by fxe6, then White
/// resigns.
async fn shot_down_game(store: &Store, white: &PlayerRef, black: &PlayerRef) -> i64 {
    let (host, _rx) = host::Host::start(store.clone(), host::HostConfig::default())
        .await
        .expect("start the host");
    let place = host::Place::channel(PUBLIC_GUILD, "replays");
    let (w, b) = (host_player(white), host_player(black));
    let id = shot_down_opening(&host, &place, &w, &b).await;
    act(
        &host,
        &place,
        &b,
        host::Action::Play(host::Play::Move("Nf6".into())),
    )
    .await;
    act(&host, &place, &w, host::Action::Play(host::Play::Resign)).await;
    host.shutdown().await;
    id
}

/// Starts a game between `w` and `b` at `place` and plays 1. d4 e5 2.
/// dxe5 Nc6, then White's missile e5>e6>e7>e8, shot down on e6 by fxe6.
/// Returns the game's id (White to move).
pub async fn shot_down_opening(
    host: &host::Host,
    place: &host::Place,
    w: &host::Player,
    b: &host::Player,
) -> i64 {
    use host::{Action, Play, ViewKind};
    let (id, _) = host
        .start_game(place, w.clone(), b.clone(), host::GameSettings::default())
        .await
        .unwrap_or_else(|v| panic!("start_game: {}", v.text));
    for (who, m) in [(w, "d4"), (b, "e5"), (w, "dxe5"), (b, "Nc6")] {
        act(host, place, who, Action::Play(Play::Move(m.into()))).await;
    }
    let views = act(
        host,
        place,
        w,
        Action::Play(Play::Move("e5>e6>e7>e8".into())),
    )
    .await;
    let shoot = views
        .iter()
        .filter(|v| v.kind == ViewKind::ShootDownQuestion)
        .find_map(|q| q.buttons.iter().find(|x| x.label == "fxe6"))
        .expect("a shoot-down question with a fxe6 button")
        .id
        .clone();
    let views = act(host, place, b, Action::Button(shoot)).await;
    assert!(views.iter().any(|v| v.kind == ViewKind::ShotDown));
    id
}

/// `who` takes `action` at `place`; fails if the host refuses it.
pub async fn act(
    host: &host::Host,
    place: &host::Place,
    who: &host::Player,
    action: host::Action,
) -> Vec<host::View> {
    let views = host.act(who, place, action).await;
    assert!(
        !views.iter().any(|v| v.is_error()),
        "{:?}",
        views.iter().map(|v| &v.text).collect::<Vec<_>>()
    );
    views
}

/// A 4-player round robin with two rounds played (running), stored as the
/// tournament crate stores it.
pub async fn round_robin(store: &Store, guild: &str, name: &str, players: &[PlayerRef]) -> i64 {
    let place = host::Place::channel(guild, format!("cups-{name}"));
    let organizer = host_player(&players[0]);
    let setup = TournamentSetup::new(name, Format::RoundRobin);
    let mut t = TState::new(place, organizer, &setup, 0).expect("a tournament");
    for p in players {
        t.join(&host_player(p), 1500, 0).expect("join");
    }
    t.start(&HashMap::new(), 0, tournament::state::ARENA_MINUTE_MS)
        .expect("start");
    let mut game = 5_000_000 + i64::from(guild.as_bytes()[17]) * 1000;
    for round in 0..2 {
        t.pair_next(round).expect("pair");
        let ri = t.rounds.len() - 1;
        for bi in 0..t.rounds[ri].boards.len() {
            if t.rounds[ri].boards[bi].black.is_none() {
                continue;
            }
            game += 1;
            t.rounds[ri].boards[bi].game = Some(game);
            let result = [
                BoardResult::WhiteWins,
                BoardResult::Draw,
                BoardResult::BlackWins,
            ][(bi + round as usize) % 3];
            assert!(t.record(game, result, 1));
        }
    }
    let rec = store
        .create_tournament(&NewTournament {
            place: Place {
                guild: Some(guild.to_string()),
                channel: format!("cups-{name}"),
                thread: None,
            },
            name: name.to_string(),
            format: "round-robin".into(),
            organizer_id: players[0].user_id.clone(),
            snapshot: t.to_json(),
        })
        .await
        .expect("store the tournament");
    assert_eq!(t.status, TournamentStatus::Running);
    store
        .update_tournament(
            rec.id,
            rec.version,
            store::TournamentStatus::Running,
            &t.to_json(),
        )
        .await
        .expect("mark it running");
    rec.id
}
