//! The outbox on SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL: posts
//! written with a game change exist exactly when the change committed;
//! each lane is delivered in order, a failed head holds its lane (not the
//! others) until its retry time; delivered posts are purged; the stats
//! count what waits; a post whose message is out while what follows it (a
//! role it hands out) is still owed keeps its stage through failures and
//! a restart. Everything survives reopening the database.

use crate::support;

use store::{GameChange, NewGame, NewPost, Place, PlayerRef, Servers, StoreError};
use support::backends;

fn new_game(channel: &str) -> NewGame {
    NewGame {
        place: Place {
            guild: Some("g".into()),
            channel: channel.to_string(),
            thread: None,
        },
        preset: "cruise".into(),
        king_strikes: true,
        intercept_seconds: 30,
        time_control: "10+5".into(),
        white: PlayerRef::new("w", "White"),
        black: PlayerRef::new("b", "Black"),
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        snapshot: r#"{"moves":[]}"#.into(),
    }
}

fn payloads(posts: &[store::Post]) -> Vec<&str> {
    posts.iter().map(|p| p.payload.as_str()).collect()
}

#[tokio::test]
async fn posts_commit_with_their_change_and_only_then() {
    for db in backends("outbox_commit").await {
        let store = db.open().await;
        let game = store.create_game(&new_game("c1")).await.unwrap();
        let change = GameChange::new(game.id, 0, "{}")
            .event("move", "e4")
            .post(NewPost::new("thread-1", "board after e4").for_game(game.id))
            .post(NewPost::new("thread-1", "question on e5").for_game(game.id));
        store.commit_game_change(&change).await.unwrap();

        // A change computed from an outdated version writes nothing, posts
        // included.
        let stale = GameChange::new(game.id, 0, "{}")
            .event("move", "d4")
            .post(NewPost::new("thread-1", "board after d4").for_game(game.id));
        let refused = store.commit_game_change(&stale).await;
        assert!(
            matches!(refused, Err(StoreError::VersionConflict { .. })),
            "{}: {refused:?}",
            db.name
        );
        let waiting = store.undelivered_posts().await.unwrap();
        assert_eq!(
            payloads(&waiting),
            ["board after e4", "question on e5"],
            "{}",
            db.name
        );
        assert!(waiting.iter().all(|p| p.game_id == Some(game.id)));
        assert_ne!(waiting[0].nonce(), waiting[1].nonce());

        // Still owed after a restart.
        drop(store);
        let store = db.open().await;
        assert_eq!(
            store.undelivered_posts().await.unwrap().len(),
            2,
            "{}",
            db.name
        );
        db.cleanup().await;
    }
}

#[tokio::test]
async fn each_lane_is_delivered_in_order_and_a_failure_holds_only_its_lane() {
    for db in backends("outbox_lanes").await {
        let store = db.open().await;
        store
            .enqueue_posts(&[
                NewPost::new("a", "a1"),
                NewPost::new("b", "b1"),
                NewPost::new("a", "a2"),
                NewPost::new("b", "b2"),
            ])
            .await
            .unwrap();
        let now = store::unix_millis();
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(
            payloads(&due),
            ["a1", "b1"],
            "heads of the lanes: {}",
            db.name
        );

        // a1 fails: lane a waits until its retry time; lane b goes on.
        store
            .post_failed(due[0].id, now + 60_000, "503")
            .await
            .unwrap();
        store.post_delivered(due[1].id, now).await.unwrap();
        let due2 = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(payloads(&due2), ["b2"], "{}", db.name);
        let later = store
            .due_posts(Servers::All, now + 60_000, 10)
            .await
            .unwrap();
        assert_eq!(payloads(&later), ["a1", "b2"], "{}", db.name);
        assert_eq!(later[0].attempts, 1);
        assert_eq!(later[0].last_error.as_deref(), Some("503"));

        let stats = store.outbox_stats(Servers::All, now + 5_000).await.unwrap();
        assert_eq!(stats.depth, 3, "{}", db.name);
        assert!(stats.oldest_age_ms >= 5_000, "{stats:?}");

        // Delivering twice changes nothing; purging removes only delivered.
        store.post_delivered(due[1].id, now + 1).await.unwrap();
        assert_eq!(store.purge_delivered_posts(now + 10).await.unwrap(), 1);
        assert_eq!(store.purge_delivered_posts(now + 10).await.unwrap(), 0);
        assert_eq!(store.undelivered_posts().await.unwrap().len(), 3);

        assert!(matches!(
            store.enqueue_posts(&[NewPost::new("", "nowhere")]).await,
            Err(StoreError::InvalidInput(_))
        ));
        db.cleanup().await;
    }
}

/// Servers on shard 0 and shard 1 of 2 (Discord's formula: the id
/// shifted right by 22 bits, modulo the shards).
const ON_SHARD_0: &str = "8388608";
const ON_SHARD_1: &str = "4194304";

#[tokio::test]
async fn a_post_goes_to_whichever_process_serves_its_server_now() {
    for db in backends("outbox_servers").await {
        let store = db.open().await;
        store
            .enqueue_posts(&[
                NewPost::new("a", "a1").to_server(ON_SHARD_0),
                NewPost::new("b", "b1").to_server(ON_SHARD_1),
                NewPost::new("c", "c1").to_server(""),
            ])
            .await
            .unwrap();
        let now = store::unix_millis();
        let shard = |first, last, total| Servers::Shards { first, last, total };
        for (servers, want) in [
            // Two processes of one shard each; a direct message is shard 0's.
            (shard(0, 0, 2), vec!["a1", "c1"]),
            (shard(1, 1, 2), vec!["b1"]),
            // The same posts after a restart with other shards: one
            // process of both, or one serving everything.
            (shard(0, 1, 2), vec!["a1", "b1", "c1"]),
            (shard(0, 0, 1), vec!["a1", "b1", "c1"]),
            (Servers::All, vec!["a1", "b1", "c1"]),
            // Four shards: 8388608 >> 22 = 2, 4194304 >> 22 = 1.
            (shard(2, 3, 4), vec!["a1"]),
            (shard(1, 1, 4), vec!["b1"]),
        ] {
            let due = store.due_posts(servers, now, 10).await.unwrap();
            assert_eq!(payloads(&due), want, "{}: {servers:?}", db.name);
            let stats = store.outbox_stats(servers, now).await.unwrap();
            assert_eq!(stats.depth, want.len() as i64, "{}: {servers:?}", db.name);
            for p in &due {
                let next = store.due_post_in_lane(servers, &p.lane, now).await.unwrap();
                assert_eq!(next.as_ref(), Some(p), "{}", db.name);
            }
        }
        assert_eq!(
            store
                .due_post_in_lane(shard(1, 1, 2), "a", now)
                .await
                .unwrap(),
            None,
            "lane a is shard 0's"
        );
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_post_written_before_servers_were_recorded_is_delivered_once_its_server_is() {
    for db in backends("outbox_unkeyed").await {
        let store = db.open().await;
        store
            .enqueue_posts(&[NewPost::new("a", "a1").to_server(ON_SHARD_1)])
            .await
            .unwrap();
        // As a row written before migration 0020: no server recorded.
        let id = store.undelivered_posts().await.unwrap()[0].id;
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
        sqlx::query("UPDATE outbox SET server_key = NULL WHERE id = $1")
            .bind(id)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
        let now = store::unix_millis();
        let odd = Servers::Shards {
            first: 1,
            last: 1,
            total: 2,
        };
        assert!(store.due_posts(odd, now, 10).await.unwrap().is_empty());
        assert_eq!(
            payloads(&store.due_posts(Servers::All, now, 10).await.unwrap()),
            ["a1"],
            "a single process takes it at once"
        );
        let unknown = store.posts_without_server(10).await.unwrap();
        assert_eq!(unknown, vec![(id, "a1".to_string())], "{}", db.name);
        store.record_post_server(id, ON_SHARD_1).await.unwrap();
        assert!(store.posts_without_server(10).await.unwrap().is_empty());
        assert_eq!(
            payloads(&store.due_posts(odd, now, 10).await.unwrap()),
            ["a1"]
        );
        db.cleanup().await;
    }
}

#[tokio::test]
async fn after_an_outage_every_waiting_post_is_due_at_once() {
    for db in backends("outbox_retry_now").await {
        let store = db.open().await;
        store
            .enqueue_posts(&[NewPost::new("a", "a1"), NewPost::new("b", "b1")])
            .await
            .unwrap();
        let now = store::unix_millis();
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        for p in &due {
            store.post_failed(p.id, now + 30_000, "503").await.unwrap();
        }
        assert!(
            store
                .due_posts(Servers::All, now, 10)
                .await
                .unwrap()
                .is_empty()
        );
        assert_eq!(store.retry_now(Servers::All).await.unwrap(), 2);
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(payloads(&due), ["a1", "b1"], "{}", db.name);
        assert_eq!(
            store
                .retry_now(Servers::Shards {
                    first: 1,
                    last: 1,
                    total: 2
                })
                .await
                .unwrap(),
            0,
            "the posts (of no server: shard 0) are not shard 1's"
        );
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_held_post_is_written_with_its_tournament_change_and_posted_once_released() {
    for db in backends("outbox_held").await {
        let store = db.open().await;
        let t = store
            .create_tournament(&store::NewTournament {
                place: Place {
                    guild: Some("g".into()),
                    channel: "chan".into(),
                    thread: None,
                },
                name: "Cup".into(),
                format: "swiss".into(),
                organizer_id: "u1".into(),
                snapshot: "{}".into(),
            })
            .await
            .unwrap();
        // The round is stored with its posts: the news, then the pairings
        // (held: their links exist only once the threads are opened).
        let (version, posts) = store
            .update_tournament_with_posts(
                t.id,
                0,
                store::TournamentStatus::Running,
                "{\"round\":1}",
                &[
                    NewPost::new("chan", "started"),
                    NewPost::new("chan", "pairings").held(),
                ],
            )
            .await
            .unwrap();
        assert_eq!(version, 1);
        assert_eq!(payloads(&posts), ["started", "pairings"]);
        assert!(!posts[0].is_held() && posts[1].is_held(), "{}", db.name);
        // A stale change writes neither the snapshot nor its posts.
        let stale = store
            .update_tournament_with_posts(
                t.id,
                0,
                store::TournamentStatus::Running,
                "{}",
                &[NewPost::new("chan", "stale")],
            )
            .await;
        assert!(stale.is_err(), "{}", db.name);
        // Written later to the same lane: not held up by the held post.
        store
            .enqueue_posts(&[NewPost::new("chan", "standings")])
            .await
            .unwrap();
        let now = store::unix_millis();
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(payloads(&due), ["started"], "{}", db.name);
        store.post_delivered(due[0].id, now).await.unwrap();
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(payloads(&due), ["standings"], "{}", db.name);
        let head = store
            .due_post_in_lane(Servers::All, "chan", now)
            .await
            .unwrap();
        assert_eq!(head.map(|p| p.payload).as_deref(), Some("standings"));
        assert!(
            !store.waiting_lanes(Servers::All).await.unwrap().is_empty(),
            "standings wait"
        );
        store.post_delivered(due[0].id, now).await.unwrap();
        // The held post is never due, even when an outage ends, and a lane
        // holding only it is not waiting.
        store.retry_now(Servers::All).await.unwrap();
        assert!(
            store
                .due_posts(Servers::All, now, 10)
                .await
                .unwrap()
                .is_empty()
        );
        assert!(store.waiting_lanes(Servers::All).await.unwrap().is_empty());

        // After a restart it is still there, held.
        drop(store);
        let store = db.open().await;
        let held = store.held_posts(Servers::All).await.unwrap();
        assert_eq!(payloads(&held), ["pairings"], "{}", db.name);
        // Written after it, before its release: goes first.
        store
            .enqueue_posts(&[NewPost::new("chan", "a notice")])
            .await
            .unwrap();
        // Released with its final text: it keeps its id (its place in
        // the order written), so it goes before what was written after it.
        let released = store
            .release_post(held[0].id, "pairings with links")
            .await
            .unwrap()
            .expect("it was held");
        assert!(!released.is_held());
        assert_eq!(released.id, held[0].id);
        assert!(
            store
                .release_post(held[0].id, "again")
                .await
                .unwrap()
                .is_none(),
            "released once"
        );
        let order: Vec<String> = store
            .undelivered_posts()
            .await
            .unwrap()
            .into_iter()
            .map(|p| p.payload)
            .collect();
        assert_eq!(order, ["pairings with links", "a notice"], "{}", db.name);
        assert!(store.held_posts(Servers::All).await.unwrap().is_empty());
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_challenge_writes_its_posts_with_each_change_and_only_then() {
    for db in backends("outbox_challenge").await {
        let store = db.open().await;
        let place = Place {
            guild: Some("g".into()),
            channel: "chan".into(),
            thread: None,
        };
        let challenge = store::NewChallenge {
            place: place.clone(),
            challenger: PlayerRef::new("w", "White"),
            opponent: Some(PlayerRef::new("b", "Black")),
            options: "{}".into(),
            expires_at_ms: store::unix_millis() + 60_000,
            rematch_of: None,
        };
        // Its message names its id (its buttons do): made with the id.
        let (c, posts) = store
            .create_challenge_with_posts(&challenge, |id| {
                vec![NewPost::new("chan", format!("challenge {id}")).held()]
            })
            .await
            .unwrap();
        assert_eq!(payloads(&posts), [format!("challenge {}", c.id).as_str()]);
        assert!(posts[0].is_held(), "{}", db.name);
        // The message was the interaction's answer: dropped, once.
        assert!(store.drop_held_post(posts[0].id).await.unwrap());
        assert!(!store.drop_held_post(posts[0].id).await.unwrap());

        // The accept writes the challenge's edit and the first board with
        // the game (whose id the board names).
        let mut game = new_game("chan");
        game.place.thread = Some("pending-game-c1".into());
        let accepter = PlayerRef::new("b", "Black");
        let (_, g, posts) = store
            .accept_challenge_with_posts(c.id, &accepter, &game, |id| {
                vec![
                    NewPost::new("chan", "accepted").held(),
                    NewPost::new("chan", format!("board of {id}"))
                        .for_game(id)
                        .held(),
                ]
            })
            .await
            .unwrap();
        let board = format!("board of {}", g.id);
        assert_eq!(payloads(&posts), ["accepted", board.as_str()]);
        assert_eq!(posts[1].game_id, Some(g.id));
        // A second accept (another process) stores nothing, writes nothing.
        let again = store
            .accept_challenge_with_posts(c.id, &accepter, &new_game("chan2"), |_| {
                vec![NewPost::new("chan2", "a second board")]
            })
            .await;
        assert!(
            matches!(again, Err(StoreError::ChallengeClosed { .. })),
            "{}: {again:?}",
            db.name
        );
        // Nor does a close of the accepted challenge.
        let closed = store
            .close_challenge_with_posts(
                c.id,
                store::ChallengeStatus::Expired,
                &[NewPost::new("chan", "expired")],
            )
            .await;
        assert!(closed.is_err(), "{}", db.name);

        // After a crash both are there, held; the board is released into
        // the thread the game is played in now.
        drop(store);
        let store = db.open().await;
        let held = store.held_posts(Servers::All).await.unwrap();
        assert_eq!(payloads(&held), ["accepted", board.as_str()], "{}", db.name);
        let released = store
            .release_post_to(held[1].id, Some("thread-7"), "board in its thread")
            .await
            .unwrap()
            .expect("held");
        assert_eq!(released.lane, "thread-7");
        assert_eq!(released.game_id, Some(g.id));
        assert!(
            !store.drop_held_post(released.id).await.unwrap(),
            "released"
        );
        store
            .release_post_to(held[0].id, None, "accepted, edited")
            .await
            .unwrap()
            .expect("held");
        let lanes: Vec<(String, String)> = store
            .undelivered_posts()
            .await
            .unwrap()
            .into_iter()
            .map(|p| (p.lane, p.payload))
            .collect();
        assert_eq!(
            lanes,
            [
                ("chan".to_string(), "accepted, edited".to_string()),
                ("thread-7".to_string(), "board in its thread".to_string()),
            ],
            "{}",
            db.name
        );

        // A decline writes its edit with it.
        let (c2, _) = store
            .create_challenge_with_posts(&challenge, |_| Vec::new())
            .await
            .unwrap();
        let (rec, posts) = store
            .close_challenge_with_posts(
                c2.id,
                store::ChallengeStatus::Declined,
                &[NewPost::new("chan", "declined")],
            )
            .await
            .unwrap();
        assert_eq!(rec.status, store::ChallengeStatus::Declined);
        assert_eq!(payloads(&posts), ["declined"], "{}", db.name);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_posted_stage_survives_failures_and_a_restart_and_holds_its_lane() {
    for db in backends("outbox_stage").await {
        let store = db.open().await;
        let t = store
            .create_tournament(&store::NewTournament {
                place: Place {
                    guild: Some("g".into()),
                    channel: "chan".into(),
                    thread: None,
                },
                name: "Cup".into(),
                format: "swiss".into(),
                organizer_id: "u1".into(),
                snapshot: "{}".into(),
            })
            .await
            .unwrap();
        // The tournament's end is stored with its crowning post (which
        // hands out a role) and the news after it.
        let crowning = r#"{"text":"alice won","role_change":{"role":"77"}}"#;
        let (_, posts) = store
            .update_tournament_with_posts(
                t.id,
                0,
                store::TournamentStatus::Finished,
                "{}",
                &[
                    NewPost::new("chan", crowning),
                    NewPost::new("chan", "next edition"),
                ],
            )
            .await
            .unwrap();
        assert_eq!(posts[0].stage, store::STAGE_NEW, "{}", db.name);
        let now = store::unix_millis();
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(due[0].stage, store::STAGE_NEW);
        // Its message is out; the role change fails (503) and waits.
        assert!(
            store
                .post_reached(due[0].id, store::STAGE_POSTED)
                .await
                .unwrap()
        );
        store
            .post_failed(due[0].id, now + 500, "503")
            .await
            .unwrap();
        // A stage is never lowered.
        assert!(
            store
                .post_reached(due[0].id, store::STAGE_NEW)
                .await
                .is_ok()
        );
        let waiting = store.undelivered_posts().await.unwrap();
        assert_eq!(waiting[0].stage, store::STAGE_POSTED, "{}", db.name);

        // After a restart the post is still owed, at its stage, with its
        // payload as written; the lane's next post waits for it.
        drop(store);
        let store = db.open().await;
        assert!(
            store
                .due_posts(Servers::All, now, 10)
                .await
                .unwrap()
                .is_empty(),
            "{}: waits out its retry, and the next post behind it",
            db.name
        );
        let later = now + 1_000;
        let due = store.due_posts(Servers::All, later, 10).await.unwrap();
        assert_eq!(payloads(&due), [crowning], "{}", db.name);
        assert_eq!(due[0].stage, store::STAGE_POSTED, "{}", db.name);
        assert_eq!(due[0].attempts, 1);
        let head = store
            .due_post_in_lane(Servers::All, "chan", later)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(head.stage, store::STAGE_POSTED);
        // Done: the next post goes, and the stage of a delivered post
        // cannot be moved.
        store.post_delivered(due[0].id, later).await.unwrap();
        let due2 = store.due_posts(Servers::All, later, 10).await.unwrap();
        assert_eq!(payloads(&due2), ["next edition"], "{}", db.name);
        assert_eq!(due2[0].stage, store::STAGE_NEW);
        assert!(
            !store
                .post_reached(due[0].id, store::STAGE_POSTED)
                .await
                .unwrap(),
            "{}",
            db.name
        );

        // A view the frontend showed itself (an interaction's reply) is
        // written with its message out: only its role is owed.
        let shown = store
            .enqueue_posts(&[NewPost::new("other", "season standings").shown()])
            .await
            .unwrap();
        assert_eq!(shown[0].stage, store::STAGE_POSTED);
        let due = store.due_posts(Servers::All, later, 10).await.unwrap();
        let read = due.iter().find(|p| p.lane == "other").expect("due");
        assert_eq!(read.stage, store::STAGE_POSTED, "{}", db.name);
        db.cleanup().await;
    }
}

/// Many changes, marks and message refs queued at once (one group commit
/// on a SQLite file, where their events, posts, marks and refs each go in
/// one statement): each change gets its own posts back, with the ids the
/// store gave them, and its own events; a refused change writes nothing;
/// of two refs of one view the later stays.
#[tokio::test]
async fn one_group_commit_gives_each_change_its_own_posts_and_events() {
    for db in backends("outbox_group").await {
        let store = db.open().await;
        let mut games = Vec::new();
        for i in 0..6 {
            games.push(
                store
                    .create_game(&new_game(&format!("c{i}")))
                    .await
                    .unwrap(),
            );
        }
        let first = GameChange::new(games[0].id, 0, "{}")
            .event("move", "e4")
            .post(NewPost::new("lane-0", "0 after e4").for_game(games[0].id));
        store.commit_game_change(&first).await.unwrap();
        let old = store.undelivered_posts().await.unwrap();
        let changes: Vec<GameChange> = games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                // Game 0 is at version 1: its change from version 0 is refused.
                let mut c = GameChange::new(g.id, 0, format!("{{\"game\":{i}}}"))
                    .event("move", format!("{i}: d4"))
                    .event("flight-step", format!("{i}: d5"));
                for n in 0..i {
                    c = c
                        .post(NewPost::new(format!("lane-{i}"), format!("{i}.{n}")).for_game(g.id));
                }
                c
            })
            .collect();
        let commits = changes.iter().map(|c| store.commit_game_change(c));
        // On SQLite all are queued before the writer runs (one batch, in
        // order); PostgreSQL runs them on connections of their own, so there
        // the second ref is written after the first.
        let sqlite = db.name == "sqlite";
        let marks = async {
            if sqlite {
                futures::join!(
                    store.post_delivered(old[0].id, 1_000),
                    store.set_message_ref("view", "1:1", 1_000),
                    store.set_message_ref("view", "2:2", 1_001),
                )
            } else {
                let r1 = store.set_message_ref("view", "1:1", 1_000).await;
                let r2 = store.set_message_ref("view", "2:2", 1_001).await;
                (store.post_delivered(old[0].id, 1_000).await, r1, r2)
            }
        };
        let (done, (delivered, ref1, ref2)) =
            futures::join!(futures::future::join_all(commits), marks);
        delivered.unwrap();
        ref1.unwrap();
        ref2.unwrap();
        assert!(
            matches!(done[0], Err(StoreError::VersionConflict { .. })),
            "{}: {:?}",
            db.name,
            done[0]
        );
        let stored = store.undelivered_posts().await.unwrap();
        for (i, d) in done.iter().enumerate().skip(1) {
            let d = d.as_ref().unwrap();
            assert_eq!(
                (d.version, d.first_seq, d.last_seq),
                (1, 1, 2),
                "{}",
                db.name
            );
            let want: Vec<String> = (0..i).map(|n| format!("{i}.{n}")).collect();
            assert_eq!(payloads(&d.posts), want, "{}: game {i}'s posts", db.name);
            for p in &d.posts {
                let s = stored.iter().find(|s| s.id == p.id).unwrap();
                assert_eq!((&s.payload, &s.lane), (&p.payload, &p.lane), "{}", db.name);
            }
            let events = store.game_events(games[i].id).await.unwrap();
            let got: Vec<(i64, &str, &str)> = events
                .iter()
                .map(|e| (e.seq, e.kind.as_str(), e.payload.as_str()))
                .collect();
            let (a, b) = (format!("{i}: d4"), format!("{i}: d5"));
            assert_eq!(
                got,
                [(1, "move", a.as_str()), (2, "flight-step", b.as_str())]
            );
        }
        // Nothing of the refused change; the first post delivered.
        assert_eq!(store.game_events(games[0].id).await.unwrap().len(), 1);
        assert_eq!(stored.len(), 1 + 2 + 3 + 4 + 5, "{}", db.name);
        assert!(stored.iter().all(|p| p.id != old[0].id), "{}", db.name);
        assert_eq!(
            store.message_ref("view").await.unwrap().as_deref(),
            Some("2:2"),
            "{}",
            db.name
        );
        db.cleanup().await;
    }
}

/// On SQLite (one writer, ids committed in order) a post knows from its
/// group commit whether it is first of its chain, so that the worker asks
/// the store nothing more: it is when every earlier post of its chain is
/// delivered (a mark in its own batch included), not while one waits,
/// held or not, in any lane; and the store's own answer agrees. On
/// PostgreSQL it is never known at the commit (the worker asks).
#[tokio::test]
async fn a_post_knows_at_its_commit_whether_it_is_first_of_its_chain() {
    for db in backends("outbox_first_at_commit").await {
        let store = db.open().await;
        let sqlite = db.name == "sqlite";
        let game = store.create_game(&new_game("c1")).await.unwrap();
        let chain = store::chain_of_game(game.id);
        let change = |version: i64, text: &str| {
            GameChange::new(game.id, version, "{}")
                .event("move", text)
                .post(NewPost::new("thread", text).for_game(game.id))
        };
        let first = store.commit_game_change(&change(0, "a")).await.unwrap();
        let a = &first.posts[0];
        assert_eq!(a.first_of_chain, sqlite, "{}: nothing before it", db.name);
        let second = store.commit_game_change(&change(1, "b")).await.unwrap();
        let b = &second.posts[0];
        assert!(!b.first_of_chain, "{}: a is undelivered", db.name);
        assert!(!store.first_of_chain(b.id, Some(&chain)).await.unwrap());
        store.post_delivered(a.id, 1).await.unwrap();
        store.post_delivered(b.id, 2).await.unwrap();
        let third = store.commit_game_change(&change(2, "c")).await.unwrap();
        let c = &third.posts[0];
        assert_eq!(c.first_of_chain, sqlite, "{}: a and b delivered", db.name);
        assert!(store.first_of_chain(c.id, Some(&chain)).await.unwrap());
        if sqlite {
            // c's delivered mark and the next change in one group commit:
            // the mark is written first.
            let next = change(3, "d");
            let (marked, fourth) = futures::join!(
                store.post_delivered(c.id, 3),
                store.commit_game_change(&next)
            );
            marked.unwrap();
            let d = &fourth.unwrap().posts[0];
            assert!(d.first_of_chain, "c was marked in the same batch");
            store.post_delivered(d.id, 4).await.unwrap();
        } else {
            store.post_delivered(c.id, 3).await.unwrap();
            let fourth = store.commit_game_change(&change(3, "d")).await.unwrap();
            assert!(!fourth.posts[0].first_of_chain, "postgres: never known");
            store.post_delivered(fourth.posts[0].id, 4).await.unwrap();
        }
        // A held post of the chain in another lane holds up the next.
        let held = store
            .enqueue_posts(&[NewPost::new("channel", "pairings")
                .in_chain(chain.clone())
                .held()])
            .await
            .unwrap();
        let fifth = store.commit_game_change(&change(4, "e")).await.unwrap();
        let e = &fifth.posts[0];
        assert!(!e.first_of_chain, "{}: a held post before it", db.name);
        assert!(!store.first_of_chain(e.id, Some(&chain)).await.unwrap());
        assert!(store.drop_held_post(held[0].id).await.unwrap());
        assert!(store.first_of_chain(e.id, Some(&chain)).await.unwrap());
        db.cleanup().await;
    }
}

fn new_tournament(channel: &str) -> store::NewTournament {
    store::NewTournament {
        place: Place {
            guild: Some("g".into()),
            channel: channel.into(),
            thread: None,
        },
        name: "Cup".into(),
        format: "swiss".into(),
        organizer_id: "u1".into(),
        snapshot: "{}".into(),
    }
}

#[tokio::test]
async fn a_game_and_a_tournament_write_their_first_posts_with_their_creation_and_only_then() {
    for db in backends("outbox_creations").await {
        let store = db.open().await;
        // A game (against the AI) with its first board, held for the
        // interaction's answer.
        let (g, posts) = store
            .create_game_with_posts(&new_game("ai"), |id| {
                vec![NewPost::new("ai", format!("board of {id}")).held()]
            })
            .await
            .unwrap();
        let board = format!("board of {}", g.id);
        assert_eq!(payloads(&posts), [board.as_str()], "{}", db.name);
        assert!(posts[0].is_held(), "{}", db.name);
        // A post that cannot be written: no game either.
        let bad = store
            .create_game_with_posts(&new_game("ai2"), |_| vec![NewPost::new("", "no lane")])
            .await;
        assert!(bad.is_err(), "{}: {bad:?}", db.name);
        assert!(
            store
                .unfinished_games_in_channel("ai2")
                .await
                .unwrap()
                .is_empty(),
            "{}: the game rolled back with its post",
            db.name
        );

        // A tournament with its announcement; a failing one writes nothing.
        let (t, posts) = store
            .create_tournament_with_posts(&new_tournament("cup"), |id| {
                vec![NewPost::new("cup", format!("announce {id}")).held()]
            })
            .await
            .unwrap();
        let ann = format!("announce {}", t.id);
        assert_eq!(payloads(&posts), [ann.as_str()], "{}", db.name);
        let bad = store
            .create_tournament_with_posts(&new_tournament("cup2"), |_| {
                vec![NewPost::new("", "no lane")]
            })
            .await;
        assert!(bad.is_err(), "{}", db.name);
        assert!(
            store
                .channel_tournaments("cup2", 5)
                .await
                .unwrap()
                .is_empty(),
            "{}: the tournament rolled back with its post",
            db.name
        );

        // A series' next edition with its announcement, once: a second
        // try creates nothing and writes nothing.
        store
            .update_tournament(t.id, 0, store::TournamentStatus::Finished, "{}")
            .await
            .unwrap();
        let (next, posts) = store
            .create_following_tournament_with_posts(&new_tournament("cup"), t.id, |id| {
                vec![NewPost::new("cup", format!("next {id}"))]
            })
            .await
            .unwrap()
            .expect("the next edition");
        let next_ann = format!("next {}", next.id);
        assert_eq!(payloads(&posts), [next_ann.as_str()], "{}", db.name);
        let again = store
            .create_following_tournament_with_posts(&new_tournament("cup"), t.id, |_| {
                vec![NewPost::new("cup", "a second next")]
            })
            .await
            .unwrap();
        assert!(again.is_none(), "{}", db.name);

        // The announcement given as the answer hands out a role: released
        // with its message out already (only the role is owed).
        let shown = store
            .release_post_shown(posts_id(&store, &ann).await, "announce, shown")
            .await
            .unwrap()
            .expect("still held");
        assert_eq!(shown.stage, store::STAGE_POSTED, "{}", db.name);
        assert!(!shown.is_held(), "{}", db.name);
        let left: Vec<String> = store
            .undelivered_posts()
            .await
            .unwrap()
            .into_iter()
            .map(|p| p.payload)
            .collect();
        // Released, it keeps its place: before what was written after it.
        assert_eq!(
            left,
            [board.as_str(), "announce, shown", next_ann.as_str()],
            "{}",
            db.name
        );
    }
}

/// The id of the undelivered post with `payload`.
async fn posts_id(store: &store::Store, payload: &str) -> i64 {
    store
        .undelivered_posts()
        .await
        .unwrap()
        .into_iter()
        .find(|p| p.payload == payload)
        .expect("the post")
        .id
}

/// Issue #47: the posts of one chain (a game's) go in the order written,
/// across lanes, and a held post keeps its place: a move's board written in
/// the game's thread waits for the first board still held in the channel,
/// and goes once that one is released into the thread and delivered.
#[tokio::test]
async fn a_chains_posts_go_in_the_order_written_across_lanes_and_holds() {
    for db in backends("outbox_chain").await {
        let store = db.open().await;
        let now = store::unix_millis();
        let first = store
            .enqueue_posts(&[NewPost::new("chan", "first board").for_game(1).held()])
            .await
            .unwrap();
        let later = store
            .enqueue_posts(&[
                NewPost::new("thread-1", "move 1").for_game(1),
                NewPost::new("thread-1", "move 2").for_game(1),
                NewPost::new("thread-2", "another game's move").for_game(2),
                NewPost::new("chan", "a notice"),
            ])
            .await
            .unwrap();
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(
            payloads(&due),
            ["another game's move", "a notice"],
            "{}: game 1's moves wait for its held first board",
            db.name
        );
        assert!(
            store
                .due_post_in_lane(Servers::All, "thread-1", now)
                .await
                .unwrap()
                .is_none()
        );
        assert!(
            !store
                .first_of_chain(later[0].id, later[0].chain.as_deref())
                .await
                .unwrap()
        );
        assert!(
            store
                .first_of_chain(later[2].id, later[2].chain.as_deref())
                .await
                .unwrap()
        );
        // Released into the thread: first there, and the moves follow.
        let released = store
            .release_post_to(first[0].id, Some("thread-1"), "first board, in its thread")
            .await
            .unwrap()
            .expect("held");
        assert_eq!(released.chain.as_deref(), Some("game:1"));
        let head = store
            .due_post_in_lane(Servers::All, "thread-1", now)
            .await
            .unwrap()
            .map(|p| p.payload);
        assert_eq!(
            head.as_deref(),
            Some("first board, in its thread"),
            "{}",
            db.name
        );
        store.post_delivered(released.id, now).await.unwrap();
        assert!(
            store
                .first_of_chain(later[0].id, later[0].chain.as_deref())
                .await
                .unwrap()
        );
        let head = store
            .due_post_in_lane(Servers::All, "thread-1", now)
            .await
            .unwrap()
            .map(|p| p.payload);
        assert_eq!(head.as_deref(), Some("move 1"), "{}", db.name);
        // A dropped held post (given as an interaction's answer) holds
        // nothing up.
        let held = store
            .enqueue_posts(&[NewPost::new("chan", "an answer").for_game(3).held()])
            .await
            .unwrap();
        let after = store
            .enqueue_posts(&[NewPost::new("chan", "after the answer").for_game(3)])
            .await
            .unwrap();
        assert!(
            !store
                .first_of_chain(after[0].id, Some("game:3"))
                .await
                .unwrap()
        );
        assert!(store.drop_held_post(held[0].id).await.unwrap());
        assert!(
            store
                .first_of_chain(after[0].id, Some("game:3"))
                .await
                .unwrap()
        );
        db.cleanup().await;
    }
}

/// Issue #44, contract 8: the due lane heads are read page after page
/// (`due_posts_after`), so lanes a worker is busy with (a call hanging on
/// a slow Discord) cannot hide the lanes behind them.
#[tokio::test]
async fn due_lane_heads_are_read_page_after_page() {
    for db in backends("outbox_pages").await {
        let store = db.open().await;
        let now = store::unix_millis();
        let posts: Vec<NewPost> = (0..5)
            .map(|i| NewPost::new(format!("lane-{i}"), format!("head {i}")))
            .collect();
        store.enqueue_posts(&posts).await.unwrap();
        let first = store.due_posts(Servers::All, now, 2).await.unwrap();
        assert_eq!(payloads(&first), ["head 0", "head 1"], "{}", db.name);
        let second = store
            .due_posts_after(Servers::All, now, first[1].id, 2)
            .await
            .unwrap();
        assert_eq!(payloads(&second), ["head 2", "head 3"], "{}", db.name);
        let last = store
            .due_posts_after(Servers::All, now, second[1].id, 2)
            .await
            .unwrap();
        assert_eq!(payloads(&last), ["head 4"], "{}", db.name);
        db.cleanup().await;
    }
}

/// Issue 44, contract 6: a post whose message is out moves on, its role
/// job owed, into its server's role lane: the channel's lane goes on at
/// once, and in the role lane the oldest post goes first (a late
/// crowning's job goes before a later one written after it).
#[tokio::test]
async fn a_post_moved_on_to_a_role_lane_frees_its_lane_and_keeps_its_order() {
    for db in backends("outbox_moved_on").await {
        let store = db.open().await;
        let posts = store
            .enqueue_posts(&[
                NewPost::new("chan-1", "first crowning"),
                NewPost::new("chan-1", "after it"),
                NewPost::new("chan-2", "second crowning"),
            ])
            .await
            .unwrap();
        let (first, second) = (posts[0].id, posts[2].id);
        // The second crowning's message is out first: its job is in the
        // role lane, and its channel's lane is empty.
        let moved = store.post_moved_on(second, "roles:g").await.unwrap();
        let moved = moved.expect("moved");
        assert_eq!(
            (moved.lane.as_str(), moved.stage),
            ("roles:g", store::STAGE_POSTED)
        );
        let now = store::unix_millis();
        assert!(
            store
                .due_post_in_lane(Servers::All, "chan-2", now)
                .await
                .unwrap()
                .is_none(),
            "{}",
            db.name
        );
        // The first crowning's message goes out while the second's job is
        // tried again (503): the first's job comes before it in the lane.
        store.post_failed(second, 0, "503").await.unwrap();
        store.post_moved_on(first, "roles:g").await.unwrap();
        let head = store
            .due_post_in_lane(Servers::All, "roles:g", now)
            .await
            .unwrap()
            .expect("a due head");
        assert_eq!((head.id, head.attempts), (first, 0), "{}", db.name);
        // Its channel's lane goes on with the post after it.
        let next = store
            .due_post_in_lane(Servers::All, "chan-1", now)
            .await
            .unwrap()
            .expect("the next post of chan-1");
        assert_eq!(next.payload, "after it", "{}", db.name);
        // Delivered, a post is not moved again; a lane must be named.
        store.post_delivered(first, now).await.unwrap();
        assert!(
            store
                .post_moved_on(first, "roles:g")
                .await
                .unwrap()
                .is_none()
        );
        assert!(matches!(
            store.post_moved_on(second, "").await,
            Err(StoreError::InvalidInput(_))
        ));
        drop(store);
        db.cleanup().await;
    }
}

/// Issue #44, contract 10: an answer's held post is dropped in the same
/// transaction as its message is recorded; a second call finds nothing
/// held, and a post that is not held is never dropped by it.
#[tokio::test]
async fn an_answered_held_post_is_dropped_as_its_message_is_recorded() {
    for db in backends("outbox_answered").await {
        let store = db.open().await;
        let now = store::unix_millis();
        let held = store
            .enqueue_posts(&[NewPost::new("chan", "a challenge").held()])
            .await
            .unwrap();
        let id = held[0].id;
        assert!(
            store
                .answered_held_post(id, Some(("challenge:7", "1:2")), now)
                .await
                .unwrap(),
            "{}",
            db.name
        );
        assert!(
            store.held_posts(Servers::All).await.unwrap().is_empty(),
            "{}: dropped",
            db.name
        );
        assert_eq!(
            store.message_ref("challenge:7").await.unwrap().as_deref(),
            Some("1:2"),
            "{}: recorded",
            db.name
        );
        assert!(
            !store.answered_held_post(id, None, now).await.unwrap(),
            "{}: once",
            db.name
        );
        // A post that is due (not held) stays: it is the worker's.
        let due = store
            .enqueue_posts(&[NewPost::new("chan", "a board")])
            .await
            .unwrap();
        assert!(
            !store
                .answered_held_post(due[0].id, None, now)
                .await
                .unwrap(),
            "{}",
            db.name
        );
        let heads = store.due_posts(Servers::All, now + 1, 10).await.unwrap();
        assert_eq!(heads.len(), 1, "{}: the due post stays", db.name);
        db.cleanup().await;
    }
}

/// `n` bytes that are not text (zeros and bytes above 0x7f among them),
/// different for each `seed`.
fn picture(seed: u8, n: usize) -> Vec<u8> {
    (0..n)
        .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed) ^ 0x80)
        .collect()
}

#[tokio::test]
async fn an_attached_file_is_stored_as_bytes_once_per_content_and_purged_when_unused() {
    for db in backends("outbox_files").await {
        let store = db.open().await;
        let (bracket, table, export) = (picture(1, 40_000), picture(2, 3_000), picture(3, 10));
        let game = store.create_game(&new_game("c1")).await.unwrap();
        // One change (SQLite's group commit) attaches the bracket twice.
        let change = GameChange::new(game.id, 0, "{}")
            .event("move", "e4")
            .post(
                NewPost::new("news", "bracket 1")
                    .for_game(game.id)
                    .with_file(Some(bracket.clone())),
            )
            .post(
                NewPost::new("news", "bracket 2")
                    .for_game(game.id)
                    .with_file(Some(bracket.clone())),
            )
            .post(NewPost::new("thread", "board").for_game(game.id));
        store.commit_game_change(&change).await.unwrap();
        // Another write attaches it again, and two other files.
        store
            .enqueue_posts(&[
                NewPost::new("news", "bracket 3").with_file(Some(bracket.clone())),
                NewPost::new("table", "standings").with_file(Some(table.clone())),
                NewPost::new("export", "pgn").with_file(Some(export.clone())),
                NewPost::new("held", "pairings")
                    .with_file(Some(export.clone()))
                    .held(),
            ])
            .await
            .unwrap();
        assert_eq!(store.outbox_file_count().await.unwrap(), 3, "{}", db.name);

        let waiting = store.undelivered_posts().await.unwrap();
        let file_of = |posts: &[store::Post], payload: &str| {
            posts
                .iter()
                .find(|p| p.payload == payload)
                .unwrap_or_else(|| panic!("{payload} is waiting"))
                .file
                .clone()
        };
        for name in ["bracket 1", "bracket 2", "bracket 3"] {
            assert_eq!(file_of(&waiting, name).as_ref(), Some(&bracket), "{name}");
        }
        assert_eq!(file_of(&waiting, "standings").as_ref(), Some(&table));
        assert_eq!(file_of(&waiting, "pgn").as_ref(), Some(&export));
        assert_eq!(file_of(&waiting, "board"), None);
        // The heads of the lanes carry theirs too.
        let now = store::unix_millis();
        let due = store.due_posts(Servers::All, now, 10).await.unwrap();
        assert_eq!(file_of(&due, "bracket 1").as_ref(), Some(&bracket));
        // A held post released with its final words keeps its file.
        let held = waiting.iter().find(|p| p.payload == "pairings").unwrap();
        let released = store
            .release_post(held.id, "pairings, linked")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(released.file.as_ref(), Some(&export), "{}", db.name);

        // The bracket's posts and the table's are delivered: their files
        // go with the purge; the export, still owed, stays.
        for p in &waiting {
            if p.payload.starts_with("bracket") || p.payload == "standings" {
                store.post_delivered(p.id, now).await.unwrap();
            }
        }
        assert_eq!(store.purge_delivered_posts(now + 1).await.unwrap(), 4);
        assert_eq!(store.outbox_file_count().await.unwrap(), 1, "{}", db.name);
        let left = store.undelivered_posts().await.unwrap();
        assert_eq!(file_of(&left, "pgn").as_ref(), Some(&export));
        assert_eq!(
            file_of(&left, "pairings, linked").as_ref(),
            Some(&export),
            "{}",
            db.name
        );
        // Kept across a restart.
        drop(store);
        let store = db.open().await;
        let left = store.undelivered_posts().await.unwrap();
        assert_eq!(file_of(&left, "pgn").as_ref(), Some(&export));
        db.cleanup().await;
    }
}
