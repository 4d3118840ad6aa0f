//! The store against real databases: a SQLite file and (with
//! `TEST_POSTGRES_URL`) a PostgreSQL server. Every test runs its body on each
//! backend.

use crate::support;

use std::collections::BTreeSet;
use std::sync::Arc;

use store::{
    Backend, ChallengeStatus, GameChange, GameResult, GameStatus, NewChallenge, NewGame, Place,
    PlayerRef, PromptChange, Store, StoreError, unix_millis,
};
use support::{TestDb, backends};

fn place(guild: &str, channel: &str) -> Place {
    Place {
        guild: Some(guild.to_string()),
        channel: channel.to_string(),
        thread: None,
    }
}

fn new_game(place: Place, white: (&str, &str), black: (&str, &str)) -> NewGame {
    NewGame {
        place,
        preset: "cruise".into(),
        king_strikes: true,
        intercept_seconds: 30,
        time_control: "10+5".into(),
        white: PlayerRef::new(white.0, white.1),
        black: PlayerRef::new(black.0, black.1),
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        snapshot: r#"{"moves":[]}"#.into(),
    }
}

/// Creates a game and ends it at once with `result` (or aborts it on `None`).
async fn played_game(
    store: &Store,
    guild: &str,
    white: &str,
    black: &str,
    result: Option<GameResult>,
) -> i64 {
    // A channel of its own: one live game per place.
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let channel = format!(
        "c{}",
        NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    );
    let game = store
        .create_game(&new_game(
            place(guild, &channel),
            (white, &format!("{white} name")),
            (black, &format!("{black} name")),
        ))
        .await
        .unwrap();
    let change = GameChange::new(game.id, 0, "{}").event("move", "e4");
    let change = match result {
        Some(r) => change.finish(r, "checkmate"),
        None => change.abort("aborted"),
    };
    store.commit_game_change(&change).await.unwrap();
    game.id
}

#[tokio::test]
async fn migrations_create_a_fresh_file_in_a_missing_directory() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("not").join("yet").join("cruise-pawns.db");
    let url = format!("sqlite://{}", path.display());
    let store = Store::connect(&url).await.unwrap();
    assert_eq!(store.backend(), Backend::Sqlite);
    assert!(path.is_file(), "the database file was created");
    let game = store
        .create_game(&new_game(place("g", "c"), ("a", "A"), ("b", "B")))
        .await
        .unwrap();
    assert_eq!(game.version, 0);
    store.close().await;

    // The file is in WAL mode with its tables, and migrations are recorded.
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(mode.to_lowercase(), "wal");
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    assert_eq!(
        tables,
        [
            "_sqlx_migrations",
            "challenges",
            "game_analyses",
            "game_events",
            "games",
            "guild_settings",
            "heartbeats",
            "message_refs",
            "outbox",
            "outbox_files",
            "pending_prompts",
            "players",
            "private_channels",
            "puzzle_attempts",
            "puzzle_daily",
            "puzzle_mined_games",
            "puzzle_players",
            "puzzles",
            "rating_counts",
            "rating_history",
            "rating_servers",
            "ratings",
            "role_change_order",
            "role_holders",
            "role_locks",
            "season_games",
            "season_ratings",
            "season_settings",
            "seasons",
            "tournaments"
        ]
    );

    // Opening again applies nothing new and keeps the data.
    let store = Store::connect(&url).await.unwrap();
    assert_eq!(store.game(game.id).await.unwrap().unwrap(), game);
    store.close().await;
}

#[tokio::test]
async fn migrations_on_a_fresh_postgres_schema_are_idempotent() {
    let Some(db) = support::postgres_db("fresh_schema").await else {
        return;
    };
    let store = db.open().await;
    assert_eq!(store.backend(), Backend::Postgres);
    assert!(store.unfinished_games().await.unwrap().is_empty());
    store.close().await;
    let store = db.open().await;
    assert!(store.open_challenges().await.unwrap().is_empty());
    store.close().await;
    db.cleanup().await;
}

async fn round_trips_on(db: &TestDb) {
    let store = db.open().await;
    let name = db.name;

    // Players: stored on sight, display name refreshed.
    store
        .upsert_player(&PlayerRef::new("u1", "Alice"))
        .await
        .unwrap();
    let first = store.player("u1").await.unwrap().unwrap();
    assert_eq!(first.display_name, "Alice");
    store
        .upsert_player(&PlayerRef::new("u1", "Alice2"))
        .await
        .unwrap();
    let second = store.player("u1").await.unwrap().unwrap();
    assert_eq!(second.display_name, "Alice2");
    assert_eq!(second.first_seen_ms, first.first_seen_ms);
    assert!(second.last_seen_ms >= first.last_seen_ms);
    assert!(store.player("nobody").await.unwrap().is_none());

    // Games: every column comes back.
    let mut spec = new_game(
        Place {
            guild: None,
            channel: "chan-ü".into(),
            thread: Some("thread-1".into()),
        },
        ("u1", "Alice"),
        ("u2", "Bob"),
    );
    spec.king_strikes = false;
    spec.intercept_seconds = 300;
    spec.time_control = "3d".into();
    spec.preset = "pawns-cruise".into();
    spec.snapshot = "{\"quote\":\"it's \\\"fine\\\"\", \"emoji\":\"♟\"}".into();
    let game = store.create_game(&spec).await.unwrap();
    assert!(game.id > 0);
    assert_eq!(game.place, spec.place);
    assert_eq!(game.preset, "pawns-cruise");
    assert!(!game.king_strikes);
    assert_eq!(game.intercept_seconds, 300);
    assert_eq!(game.time_control, "3d");
    assert_eq!(
        (game.white_id.as_str(), game.black_id.as_str()),
        ("u1", "u2")
    );
    assert_eq!(game.status, GameStatus::Ongoing);
    assert_eq!(game.result, None);
    assert_eq!(game.start_fen, spec.start_fen);
    assert_eq!(game.snapshot, spec.snapshot);
    assert_eq!((game.version, game.event_count), (0, 0));
    assert_eq!(game.finished_at_ms, None);
    assert_eq!(store.game(game.id).await.unwrap().unwrap(), game);
    assert!(store.game(game.id + 1000).await.unwrap().is_none());
    assert_eq!(
        store.player("u1").await.unwrap().unwrap().display_name,
        "Alice",
        "{name}: creating a game refreshes names"
    );

    store
        .set_game_thread(game.id, Some("thread-2"))
        .await
        .unwrap();
    assert!(matches!(
        store.set_game_thread(game.id + 1000, None).await,
        Err(StoreError::NotFound { what: "game", .. })
    ));

    // A change with events and prompts.
    let deadline = unix_millis() + 30_000;
    let done = store
        .commit_game_change(
            &GameChange::new(game.id, 0, "snap-1")
                .event("move", "e2e4")
                .event("flight-step", "{\"square\":\"e5\"}")
                .prompt(PromptChange::set("shootdown", "{\"at\":\"e5\"}", deadline))
                .prompt(PromptChange::Set {
                    kind: "draw-offer".into(),
                    payload: "u1".into(),
                    deadline_ms: None,
                }),
        )
        .await
        .unwrap();
    assert_eq!(
        (done.version, done.first_seq, done.last_seq),
        (1, 1, 2),
        "{name}"
    );
    let g = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(g.snapshot, "snap-1");
    assert_eq!(g.place.thread.as_deref(), Some("thread-2"));
    assert_eq!((g.version, g.event_count), (1, 2));
    assert!(g.updated_at_ms >= g.created_at_ms);
    let prompts = store.game_prompts(game.id).await.unwrap();
    assert_eq!(prompts.len(), 2);
    assert_eq!(prompts[0].kind, "draw-offer");
    assert_eq!(prompts[0].deadline_ms, None);
    assert_eq!(prompts[1].kind, "shootdown");
    assert_eq!(prompts[1].payload, "{\"at\":\"e5\"}");
    assert_eq!(prompts[1].deadline_ms, Some(deadline));

    // Replacing one prompt kind, clearing another, no events.
    let done = store
        .commit_game_change(
            &GameChange::new(game.id, 1, "snap-2")
                .prompt(PromptChange::set(
                    "shootdown",
                    "{\"at\":\"e6\"}",
                    deadline + 1,
                ))
                .prompt(PromptChange::clear("draw-offer")),
        )
        .await
        .unwrap();
    assert_eq!(
        (done.version, done.first_seq, done.last_seq),
        (2, 3, 2),
        "{name}"
    );
    let prompts = store.pending_prompts().await.unwrap();
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        (prompts[0].game_id, prompts[0].kind.as_str()),
        (game.id, "shootdown")
    );
    assert_eq!(prompts[0].payload, "{\"at\":\"e6\"}");
    assert_eq!(prompts[0].deadline_ms, Some(deadline + 1));

    // Finishing: result stored, prompts cleared, no more changes accepted.
    let done = store
        .commit_game_change(
            &GameChange::new(game.id, 2, "final")
                .event("detonation", "d7")
                .finish(GameResult::Black, "king destroyed"),
        )
        .await
        .unwrap();
    assert_eq!((done.version, done.first_seq, done.last_seq), (3, 3, 3));
    let g = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(g.status, GameStatus::Finished);
    assert_eq!(g.result, Some(GameResult::Black));
    assert_eq!(g.end_reason.as_deref(), Some("king destroyed"));
    assert!(g.finished_at_ms.is_some());
    assert!(store.pending_prompts().await.unwrap().is_empty());
    assert!(store.unfinished_games().await.unwrap().is_empty());
    let err = store
        .commit_game_change(&GameChange::new(game.id, 3, "late").event("move", "x"))
        .await
        .unwrap_err();
    assert!(
        matches!(
            err,
            StoreError::GameOver {
                status: GameStatus::Finished,
                ..
            }
        ),
        "{name}: {err}"
    );

    // History in order.
    let events = store.game_events(game.id).await.unwrap();
    let got: Vec<(i64, &str, &str)> = events
        .iter()
        .map(|e| (e.seq, e.kind.as_str(), e.payload.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            (1, "move", "e2e4"),
            (2, "flight-step", "{\"square\":\"e5\"}"),
            (3, "detonation", "d7")
        ]
    );
    assert!(events.iter().all(|e| e.game_id == game.id && e.at_ms > 0));

    // Invalid combinations are refused before touching the database.
    let other = store
        .create_game(&new_game(place("g", "c2"), ("u1", "Alice"), ("u3", "Cy")))
        .await
        .unwrap();
    let mut no_result = GameChange::new(other.id, 0, "s");
    no_result.status = GameStatus::Finished;
    assert!(matches!(
        store.commit_game_change(&no_result).await,
        Err(StoreError::InvalidInput(_))
    ));
    let mut ongoing_with_result = GameChange::new(other.id, 0, "s");
    ongoing_with_result.result = Some(GameResult::Draw);
    assert!(matches!(
        store.commit_game_change(&ongoing_with_result).await,
        Err(StoreError::InvalidInput(_))
    ));
    assert!(matches!(
        store
            .commit_game_change(&GameChange::new(other.id + 1000, 0, "s"))
            .await,
        Err(StoreError::NotFound { what: "game", .. })
    ));
    let unfinished = store.unfinished_games().await.unwrap();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(unfinished[0], other);
    assert_eq!(
        store.unfinished_games_in_channel("c2").await.unwrap(),
        vec![other.clone()]
    );
    assert!(
        store
            .unfinished_games_in_channel("chan-ü")
            .await
            .unwrap()
            .is_empty()
    );

    // Aborting: no result, not unfinished any more.
    store
        .commit_game_change(&GameChange::new(other.id, 0, "s").abort("abort"))
        .await
        .unwrap();
    let g = store.game(other.id).await.unwrap().unwrap();
    assert_eq!((g.status, g.result), (GameStatus::Aborted, None));
    assert!(store.unfinished_games().await.unwrap().is_empty());

    // Challenges: open to one opponent and open to anyone.
    let expires = unix_millis() + 600_000;
    let named = store
        .create_challenge(&NewChallenge {
            place: place("g", "c"),
            challenger: PlayerRef::new("u1", "Alice"),
            opponent: Some(PlayerRef::new("u4", "Dee")),
            options: "{\"preset\":\"chess\",\"color\":\"random\"}".into(),
            expires_at_ms: expires,
            rematch_of: None,
        })
        .await
        .unwrap();
    assert_eq!(named.status, ChallengeStatus::Open);
    assert_eq!(named.opponent_id.as_deref(), Some("u4"));
    assert_eq!(named.options, "{\"preset\":\"chess\",\"color\":\"random\"}");
    assert_eq!(named.expires_at_ms, expires);
    assert_eq!(
        (
            named.accepted_by.as_ref(),
            named.game_id,
            named.closed_at_ms
        ),
        (None, None, None)
    );
    assert_eq!(
        store.player("u4").await.unwrap().unwrap().display_name,
        "Dee"
    );
    let open = store
        .create_challenge(&NewChallenge {
            place: place("g", "c"),
            challenger: PlayerRef::new("u2", "Bob"),
            opponent: None,
            options: "{}".into(),
            expires_at_ms: expires,
            rematch_of: None,
        })
        .await
        .unwrap();
    assert_eq!(open.opponent_id, None);
    store
        .set_challenge_message(open.id, Some("msg-9"))
        .await
        .unwrap();
    assert_eq!(
        store.open_challenges().await.unwrap(),
        vec![named.clone(), {
            let mut o = open.clone();
            o.message_ref = Some("msg-9".into());
            o
        }]
    );

    // Accept creates the game; a second accept or a decline afterwards fails.
    let (accepted, created) = store
        .accept_challenge(
            open.id,
            &PlayerRef::new("u5", "Eve"),
            &new_game(place("g", "c"), ("u5", "Eve"), ("u2", "Bob")),
        )
        .await
        .unwrap();
    assert_eq!(accepted.status, ChallengeStatus::Accepted);
    assert_eq!(accepted.accepted_by.as_deref(), Some("u5"));
    assert_eq!(accepted.game_id, Some(created.id));
    assert!(accepted.closed_at_ms.is_some());
    assert_eq!(store.challenge(open.id).await.unwrap().unwrap(), accepted);
    let again = store
        .accept_challenge(
            open.id,
            &PlayerRef::new("u6", "Fay"),
            &new_game(place("g", "c"), ("u6", "Fay"), ("u2", "Bob")),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(&again, StoreError::ChallengeClosed { status, .. } if status == "accepted"),
        "{name}: {again}"
    );
    assert_eq!(
        store.unfinished_games().await.unwrap().len(),
        1,
        "{name}: the refused accept created no game"
    );
    assert!(matches!(
        store
            .close_challenge(open.id, ChallengeStatus::Declined)
            .await,
        Err(StoreError::ChallengeClosed { .. })
    ));
    let declined = store
        .close_challenge(named.id, ChallengeStatus::Declined)
        .await
        .unwrap();
    assert_eq!(declined.status, ChallengeStatus::Declined);
    assert!(matches!(
        store.close_challenge(named.id, ChallengeStatus::Open).await,
        Err(StoreError::InvalidInput(_))
    ));
    assert!(matches!(
        store.close_challenge(9999, ChallengeStatus::Expired).await,
        Err(StoreError::NotFound {
            what: "challenge",
            ..
        })
    ));
    assert!(store.open_challenges().await.unwrap().is_empty());
    assert!(store.challenge(9999).await.unwrap().is_none());

    store.close().await;
}

#[tokio::test]
async fn round_trips_of_every_table() {
    for db in backends("round_trips").await {
        round_trips_on(&db).await;
        db.cleanup().await;
    }
}

async fn concurrent_commits_on(db: &TestDb) {
    const TASKS: usize = 12;
    const TARGET: i64 = 60;
    let store = Arc::new(db.open().await);
    let game = store
        .create_game(&new_game(place("g", "c"), ("a", "A"), ("b", "B")))
        .await
        .unwrap();

    // Everyone races from version 0: exactly one wins.
    let mut handles = Vec::new();
    for task in 0..TASKS {
        let store = store.clone();
        handles.push(tokio::spawn(async move {
            store
                .commit_game_change(
                    &GameChange::new(game.id, 0, format!("first by {task}"))
                        .event("move", format!("task {task}")),
                )
                .await
        }));
    }
    let mut wins = 0;
    for h in handles {
        match h.await.unwrap() {
            Ok(done) => {
                wins += 1;
                assert_eq!((done.version, done.first_seq, done.last_seq), (1, 1, 1));
            }
            Err(StoreError::VersionConflict {
                expected, actual, ..
            }) => {
                assert_eq!((expected, actual), (0, 1), "{}", db.name);
            }
            Err(other) => panic!("{}: unexpected error {other}", db.name),
        }
    }
    assert_eq!(wins, 1, "{}: exactly one commit wins version 1", db.name);

    // Then all keep reading and committing until TARGET versions exist.
    let mut handles = Vec::new();
    for task in 0..TASKS {
        let store = store.clone();
        handles.push(tokio::spawn(async move {
            let mut won = Vec::new();
            let mut conflicts = 0;
            loop {
                let current = store.game(game.id).await.unwrap().unwrap();
                if current.version >= TARGET {
                    return (won, conflicts);
                }
                let change = GameChange::new(
                    game.id,
                    current.version,
                    format!("v{} by {task}", current.version + 1),
                )
                .event("move", format!("{task}:{}", current.version + 1))
                .event("flight-step", format!("{task}:{}", current.version + 1))
                .prompt(PromptChange::set("shootdown", format!("{task}"), 1));
                match store.commit_game_change(&change).await {
                    Ok(done) => {
                        assert_eq!(done.version, current.version + 1);
                        assert_eq!(done.first_seq, 2 * current.version);
                        assert_eq!(done.last_seq, 2 * current.version + 1);
                        won.push(done.version);
                    }
                    Err(StoreError::VersionConflict { .. }) => conflicts += 1,
                    Err(other) => panic!("unexpected error {other}"),
                }
            }
        }));
    }
    let mut versions = Vec::new();
    let mut conflicts = 0;
    for h in handles {
        let (won, c) = h.await.unwrap();
        versions.extend(won);
        conflicts += c;
    }
    versions.sort_unstable();
    assert_eq!(
        versions,
        (2..=TARGET).collect::<Vec<_>>(),
        "{}: each version won exactly once",
        db.name
    );
    eprintln!("{}: {conflicts} conflicting commits refused", db.name);

    // The history is consistent: seq 1..=n without gaps, each version's two
    // events from the same winner, the snapshot from the last winner.
    let g = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(g.version, TARGET);
    let events = store.game_events(game.id).await.unwrap();
    assert_eq!(g.event_count, events.len() as i64);
    assert_eq!(events.len() as i64, 1 + 2 * (TARGET - 1));
    let seqs: Vec<i64> = events.iter().map(|e| e.seq).collect();
    assert_eq!(seqs, (1..=events.len() as i64).collect::<Vec<_>>());
    for pair in events[1..].chunks(2) {
        assert_eq!(pair[0].kind, "move");
        assert_eq!(pair[1].kind, "flight-step");
        assert_eq!(pair[0].payload, pair[1].payload);
    }
    let last_by = events.last().unwrap().payload.split(':').next().unwrap();
    assert_eq!(g.snapshot, format!("v{TARGET} by {last_by}"));
    let prompts = store.game_prompts(game.id).await.unwrap();
    assert_eq!(
        prompts.len(),
        1,
        "{}: one prompt per game and kind",
        db.name
    );
    assert_eq!(prompts[0].payload, last_by);
    let distinct: BTreeSet<&str> = events[1..].iter().map(|e| e.payload.as_str()).collect();
    assert_eq!(distinct.len() as i64, TARGET - 1);
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_commits_to_one_game_leave_one_history() {
    for db in backends("concurrent").await {
        concurrent_commits_on(&db).await;
        db.cleanup().await;
    }
}

async fn concurrent_accepts_on(db: &TestDb) {
    let store = Arc::new(db.open().await);
    let challenge = store
        .create_challenge(&NewChallenge {
            place: place("g", "c"),
            challenger: PlayerRef::new("host", "Host"),
            opponent: None,
            options: "{}".into(),
            expires_at_ms: unix_millis() + 60_000,
            rematch_of: None,
        })
        .await
        .unwrap();
    let mut handles = Vec::new();
    for i in 0..8 {
        let store = store.clone();
        handles.push(tokio::spawn(async move {
            let me = format!("p{i}");
            let game = new_game(place("g", "c"), (&me, &me), ("host", "Host"));
            store
                .accept_challenge(challenge.id, &PlayerRef::new(&me, &me), &game)
                .await
        }));
    }
    let mut winners = Vec::new();
    for h in handles {
        match h.await.unwrap() {
            Ok((c, g)) => winners.push((c, g)),
            Err(StoreError::ChallengeClosed { .. }) => {}
            Err(other) => panic!("{}: unexpected {other}", db.name),
        }
    }
    assert_eq!(winners.len(), 1, "{}: one accept wins", db.name);
    let games = store.unfinished_games().await.unwrap();
    assert_eq!(games.len(), 1, "{}: one game created", db.name);
    assert_eq!(winners[0].1, games[0]);
    assert_eq!(
        winners[0].0.accepted_by.as_deref(),
        Some(&*games[0].white_id)
    );
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_accepts_create_one_game() {
    for db in backends("accepts").await {
        concurrent_accepts_on(&db).await;
        db.cleanup().await;
    }
}

async fn reopen_on(db: &TestDb) {
    let deadline = unix_millis() + 17_000;
    let (game_id, finished_id, challenge) = {
        let store = db.open().await;
        let game = store
            .create_game(&new_game(place("g", "c"), ("a", "A"), ("b", "B")))
            .await
            .unwrap();
        store
            .commit_game_change(
                &GameChange::new(game.id, 0, "{\"clock\":[598000,600000]}")
                    .event("move", "e4")
                    .event("flight-step", "e5")
                    .prompt(PromptChange::set(
                        "shootdown",
                        "{\"square\":\"e5\"}",
                        deadline,
                    )),
            )
            .await
            .unwrap();
        let finished = played_game(&store, "g", "a", "b", Some(GameResult::White)).await;
        let challenge = store
            .create_challenge(&NewChallenge {
                place: place("g", "c"),
                challenger: PlayerRef::new("a", "A"),
                opponent: Some(PlayerRef::new("b", "B")),
                options: "{\"preset\":\"pawns\"}".into(),
                expires_at_ms: deadline + 1,
                rematch_of: None,
            })
            .await
            .unwrap();
        // Dropped without close(): like a process that stops abruptly.
        drop(store);
        (game.id, finished, challenge)
    };
    let store = db.open().await;
    let games = store.unfinished_games().await.unwrap();
    assert_eq!(games.len(), 1, "{}", db.name);
    let g = &games[0];
    assert_eq!(g.id, game_id);
    assert_eq!(g.snapshot, "{\"clock\":[598000,600000]}");
    assert_eq!((g.version, g.event_count), (1, 2));
    let prompts = store.pending_prompts().await.unwrap();
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].game_id, game_id);
    assert_eq!(prompts[0].kind, "shootdown");
    assert_eq!(prompts[0].payload, "{\"square\":\"e5\"}");
    assert_eq!(
        prompts[0].deadline_ms,
        Some(deadline),
        "{}: deadline kept",
        db.name
    );
    assert_eq!(store.open_challenges().await.unwrap(), vec![challenge]);
    let finished = store.game(finished_id).await.unwrap().unwrap();
    assert_eq!(finished.result, Some(GameResult::White));
    assert_eq!(store.game_events(game_id).await.unwrap().len(), 2);
    // The reopened store carries on where the old one stopped.
    let done = store
        .commit_game_change(
            &GameChange::new(game_id, 1, "after restart")
                .event("pass", "e5")
                .prompt(PromptChange::clear("shootdown")),
        )
        .await
        .unwrap();
    assert_eq!((done.version, done.first_seq), (2, 3));
    assert!(store.pending_prompts().await.unwrap().is_empty());
    store.close().await;
}

#[tokio::test]
async fn reopening_keeps_games_challenges_and_prompt_deadlines() {
    for db in backends("reopen").await {
        reopen_on(&db).await;
        db.cleanup().await;
    }
}

#[tokio::test]
async fn event_seq_is_unique_per_game() {
    // The database itself refuses a second event with the same (game, seq),
    // so an action applied twice cannot slip past the version check.
    let db = support::sqlite_db();
    let store = db.open().await;
    let game = store
        .create_game(&new_game(place("g", "c"), ("a", "A"), ("b", "B")))
        .await
        .unwrap();
    store
        .commit_game_change(&GameChange::new(game.id, 0, "s").event("move", "e4"))
        .await
        .unwrap();
    store.close().await;
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&db.url)
        .await
        .unwrap();
    let dup = sqlx::query(
        "INSERT INTO game_events (game_id, seq, kind, payload, at_ms) VALUES ($1, 1, 'move', 'e4', 0)",
    )
    .bind(game.id)
    .execute(&mut conn)
    .await;
    assert!(dup.is_err(), "duplicate (game_id, seq) must be refused");
}

#[tokio::test]
async fn malformed_urls_are_explained_without_passwords() {
    for (url, why) in [
        ("mysql://root:topsecret@localhost/db", "scheme `mysql:`"),
        (
            "cruise-pawns.db",
            "does not start with sqlite: or postgres://",
        ),
        ("sqlite://", "the file path is missing"),
        (
            "postgres://cruise:topsecret@host:99999999/db",
            "PostgreSQL URL",
        ),
        ("   ", "DATABASE_URL is empty"),
    ] {
        let err = Store::connect(url).await.unwrap_err();
        assert!(matches!(err, StoreError::BadUrl(_)), "{url}: {err:?}");
        let msg = err.to_string();
        assert!(msg.contains(why), "{url}: {msg}");
        assert!(msg.contains("sqlite://data/cruise-pawns.db"), "{msg}");
        assert!(
            msg.contains("postgres://USER:PASSWORD@HOST:PORT/DATABASE"),
            "{msg}"
        );
        assert!(!msg.contains("topsecret"), "{msg}");
    }
}

#[tokio::test]
async fn unreachable_postgres_error_hides_the_password() {
    // Port 1 on loopback: nothing listens, the connection is refused.
    let err = Store::connect("postgres://cruise:topsecret@127.0.0.1:1/db")
        .await
        .unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, StoreError::Connect { .. }), "{msg}");
    assert!(
        msg.contains("postgres://cruise:***@127.0.0.1:1/db"),
        "{msg}"
    );
    assert!(msg.to_lowercase().contains("refused"), "says why: {msg}");
    assert!(!msg.contains("topsecret"), "{msg}");
    assert!(!format!("{err:?}").contains("topsecret"));
}

#[tokio::test]
async fn in_memory_sqlite_keeps_data_while_open() {
    let store = Store::connect("sqlite::memory:").await.unwrap();
    let game = store
        .create_game(&new_game(place("g", "c"), ("a", "A"), ("b", "B")))
        .await
        .unwrap();
    store
        .commit_game_change(&GameChange::new(game.id, 0, "s").event("move", "e4"))
        .await
        .unwrap();
    assert_eq!(store.game_events(game.id).await.unwrap().len(), 1);
    assert_eq!(store.unfinished_games().await.unwrap()[0].version, 1);
}

#[tokio::test]
async fn unopenable_sqlite_path_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain-file");
    std::fs::write(&file, "not a directory").unwrap();
    let url = format!("sqlite://{}/sub/x.db", file.display());
    let err = Store::connect(&url).await.unwrap_err();
    assert!(matches!(err, StoreError::CreateDir { .. }), "{err:?}");
    assert!(err.to_string().contains("plain-file/sub"), "{err}");

    // A directory where the file should be: the driver's error is passed on.
    let url = format!("sqlite://{}", dir.path().display());
    let err = Store::connect(&url).await.unwrap_err();
    assert!(matches!(err, StoreError::Connect { .. }), "{err:?}");
}

async fn heartbeats_on(db: &TestDb) {
    let store = db.open().await;
    assert_eq!(store.last_beat("shards-0-0").await.unwrap(), None);
    store.beat("shards-0-0", 1_000).await.unwrap();
    store.beat("shards-0-0", 6_000).await.unwrap();
    store.beat("shards-1-1", 2_000).await.unwrap();
    // One row per scope, holding its latest beat; scopes do not mix.
    assert_eq!(store.last_beat("shards-0-0").await.unwrap(), Some(6_000));
    assert_eq!(store.last_beat("shards-1-1").await.unwrap(), Some(2_000));
    store.close().await;
    // It outlives the process that wrote it.
    let store = db.open().await;
    assert_eq!(store.last_beat("shards-0-0").await.unwrap(), Some(6_000));
    store.close().await;
}

#[tokio::test]
async fn heartbeats_keep_the_latest_beat_per_scope() {
    for db in backends("heartbeats").await {
        heartbeats_on(&db).await;
        db.cleanup().await;
    }
}

async fn message_refs_on(db: &TestDb) {
    let store = db.open().await;
    assert_eq!(store.message_ref("g1:f4").await.unwrap(), None);
    store
        .set_message_ref("g1:f4", "10:20", 1_000)
        .await
        .unwrap();
    store.set_message_ref("c7", "10:21", 1_000).await.unwrap();
    store
        .set_message_ref("g1:f4", "10:22", 2_000)
        .await
        .unwrap();
    store.close().await;
    // After a restart the bot finds the message again.
    let store = db.open().await;
    assert_eq!(
        store.message_ref("g1:f4").await.unwrap().as_deref(),
        Some("10:22")
    );
    store.forget_message_ref("g1:f4").await.unwrap();
    assert_eq!(store.message_ref("g1:f4").await.unwrap(), None);
    assert_eq!(
        store.message_ref("c7").await.unwrap().as_deref(),
        Some("10:21")
    );
    store.close().await;
}

#[tokio::test]
async fn message_refs_survive_a_restart() {
    for db in backends("message_refs").await {
        message_refs_on(&db).await;
        db.cleanup().await;
    }
}

async fn one_live_game_per_place_on(db: &TestDb) {
    let store = db.open().await;
    let here = place("g", "c");
    let first = store
        .create_game(&new_game(here.clone(), ("a", "A"), ("b", "B")))
        .await
        .unwrap();
    // A second live game at the same place is refused by the database.
    let second = store
        .create_game(&new_game(here.clone(), ("c", "C"), ("d", "D")))
        .await;
    assert!(
        matches!(second, Err(StoreError::PlaceTaken { .. })),
        "{second:?}"
    );
    // Another thread of the channel is another place.
    let mut thread = here.clone();
    thread.thread = Some("t".into());
    store
        .create_game(&new_game(thread, ("c", "C"), ("d", "D")))
        .await
        .unwrap();
    // Once the first game is over, the place is free again.
    let change = GameChange::new(first.id, 0, "{}").abort("aborted");
    store.commit_game_change(&change).await.unwrap();
    store
        .create_game(&new_game(here, ("c", "C"), ("d", "D")))
        .await
        .unwrap();
    store.close().await;
}

#[tokio::test]
async fn one_live_game_per_place() {
    for db in backends("one_live_game").await {
        one_live_game_per_place_on(&db).await;
        db.cleanup().await;
    }
}
