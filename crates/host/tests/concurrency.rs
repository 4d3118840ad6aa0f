//! Concurrent actions on one game from many tasks leave exactly one
//! consistent history (SQLite and PostgreSQL).

use crate::common;

use common::*;
use host::{Action, Clock, GameSettings, Host, HostConfig, Play, Player, View, ViewKind};
use std::collections::HashSet;
use std::sync::Arc;

async fn plain_host(url: &str) -> Host {
    let store = store::Store::connect(url).await.expect("connect");
    Host::start(store, HostConfig::default())
        .await
        .expect("start")
        .0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_tasks_one_history() {
    let _ = Clock::new();
    for db in databases() {
        let host = plain_host(&db.url).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("race");
        let id = start(&host, &place, &w, &b, GameSettings::default()).await;

        // 16 tasks try different first moves for White at once: one wins.
        let moves = [
            "e4", "d4", "c4", "Nf3", "Nc3", "g3", "b3", "f4", "a3", "h3", "e3", "d3", "c3", "b4",
            "g4", "h4",
        ];
        let mut tasks = Vec::new();
        for m in moves {
            let (h, p, w) = (host.clone(), place.clone(), w.clone());
            tasks.push(tokio::spawn(async move {
                h.act(&w, &p, Action::Play(Play::Move(m.into()))).await
            }));
        }
        let mut ok = 0;
        for t in tasks {
            let v = t.await.unwrap();
            if v.iter().any(|v| v.kind == ViewKind::Move) {
                ok += 1;
            } else {
                assert!(
                    v[0].is_error() && v[0].text.contains("not your turn"),
                    "{:?}",
                    texts(&v)
                );
            }
        }
        assert_eq!(ok, 1, "{}: exactly one first move", db.name);

        // Set up a shoot-down question, then 20 presses race on it (double
        // clicks of both buttons) while a timeout could also fire.
        let info = host.game_info(id).await.unwrap();
        assert_eq!(info.to_act, b.id);
        let fen = info.fen.clone();
        let _ = fen;
        let place2 = unique_place("race2");
        let id2 = start(&host, &place2, &w, &b, GameSettings::default()).await;
        for (who, m) in [(&w, "d4"), (&b, "e5"), (&w, "dxe5"), (&b, "Nc6")] {
            mv(&host, &place2, who, m).await;
        }
        let v = mv(&host, &place2, &w, "e5>e6>e7>e8").await;
        let q = Arc::new(find(&v, ViewKind::ShootDownQuestion).clone());
        let mut tasks = Vec::new();
        for i in 0..20 {
            let (h, p, bb, q) = (host.clone(), place2.clone(), b.clone(), q.clone());
            let label = if i % 2 == 0 { "fxe6" } else { "Let it pass" };
            tasks.push(tokio::spawn(async move {
                h.act(&bb, &p, button(&q, label)).await
            }));
        }
        let mut applied = 0;
        for t in tasks {
            let v = t.await.unwrap();
            // An answer applied closes the question: a pass, or the
            // shoot-down that ends the flight on its message.
            if v.iter()
                .any(|v| matches!(v.kind, ViewKind::QuestionClosed | ViewKind::ShotDown))
            {
                applied += 1;
            } else {
                assert!(v[0].text.contains("question has ended"), "{:?}", texts(&v));
            }
        }
        assert_eq!(applied, 1, "{}: exactly one answer applied", db.name);

        // The stored history is one sequence without gaps or duplicates.
        for g in [id, id2] {
            let events = host.store().game_events(g).await.unwrap();
            let seqs: Vec<i64> = events.iter().map(|e| e.seq).collect();
            assert_eq!(seqs, (1..=events.len() as i64).collect::<Vec<_>>());
            let answers = events
                .iter()
                .filter(|e| e.kind == "shootdown" || e.kind == "pass")
                .count();
            assert!(answers <= 1, "{events:?}");
            let rec = host.store().game(g).await.unwrap().unwrap();
            assert_eq!(
                rec.version,
                host.game_info(g)
                    .await
                    .map(|i| i.version)
                    .unwrap_or(rec.version)
            );
        }
        let first_moves = host.store().game_events(id).await.unwrap();
        assert_eq!(first_moves.iter().filter(|e| e.kind == "move").count(), 1);
        host.shutdown().await;
    }
}

/// Issue #19: under load, accepts in one channel were refused with "A game
/// is already being played in this channel" while another accepted game
/// waited there for its thread. Twenty challenges in one channel accepted
/// at the same moment (as the Discord frontend does: each game gets a
/// thread) all start, each a distinct game at a place of its own, and each
/// then moves into its own thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_accepts_in_one_channel_at_once() {
    for db in databases() {
        let host = plain_host(&db.url).await;
        let channel = unique_place("accepts");
        let mut challenges = Vec::new();
        for i in 0..20 {
            let challenger = Player::new(format!("challenger-{i}"), format!("c{i}"));
            let v = host
                .act(
                    &challenger,
                    &channel,
                    Action::Challenge {
                        opponent: None,
                        settings: GameSettings::default(),
                    },
                )
                .await;
            let id = find(&v, ViewKind::Challenge).challenge.expect("its id");
            challenges.push(id);
        }
        let barrier = Arc::new(tokio::sync::Barrier::new(challenges.len()));
        let mut tasks = Vec::new();
        for (i, c) in challenges.iter().copied().enumerate() {
            let (h, p, b) = (host.clone(), channel.clone(), barrier.clone());
            tasks.push(tokio::spawn(async move {
                let accepter = Player::new(format!("accepter-{i}"), format!("a{i}"));
                b.wait().await;
                h.act(&accepter, &p, Action::AcceptIntoThread { challenge: c })
                    .await
            }));
        }
        let mut games = Vec::new();
        for t in tasks {
            let v = t.await.unwrap();
            assert!(
                !v.iter().any(View::is_error),
                "{}: an accept was refused: {:?}",
                db.name,
                texts(&v)
            );
            let start = find(&v, ViewKind::GameStart);
            assert!(start.place.is_provisional(), "{}", start.place);
            games.push((start.game.expect("its game"), start.place.clone()));
        }
        let ids: HashSet<_> = games.iter().map(|g| g.0).collect();
        let places: HashSet<_> = games.iter().map(|g| g.1.clone()).collect();
        assert_eq!(ids.len(), 20, "{}: twenty distinct games", db.name);
        assert_eq!(places.len(), 20, "{}: each at a place of its own", db.name);
        assert_eq!(
            host.game_at(&channel),
            None,
            "the channel itself stays free"
        );
        // Their threads open in any order, at the same moment too.
        let mut tasks = Vec::new();
        for (id, _) in games.clone() {
            let h = host.clone();
            tasks.push(tokio::spawn(async move {
                h.move_to_thread(id, &format!("thread-{id}")).await
            }));
        }
        for (t, (id, provisional)) in tasks.into_iter().zip(&games) {
            let at = t.await.unwrap().expect("moved into its thread");
            assert_eq!(at, channel.with_thread(format!("thread-{id}")));
            assert_eq!(host.game_at(&at), Some(*id));
            assert_eq!(host.game_at(provisional), None);
            let rec = host.store().game(*id).await.unwrap().unwrap();
            assert_eq!(rec.place.thread, Some(format!("thread-{id}")));
        }
        host.shutdown().await;
    }
}

/// A game whose thread could not be opened is played in its channel when
/// the channel is free, and stays where it is (refused, with the reason)
/// when another game is played there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_thread_the_game_moves_into_a_free_channel_only() {
    for db in databases() {
        let host = plain_host(&db.url).await;
        let channel = unique_place("no-thread");
        let mut games = Vec::new();
        for i in 0..2 {
            let challenger = Player::new(format!("ch-{i}"), "c");
            let v = host
                .act(
                    &challenger,
                    &channel,
                    Action::Challenge {
                        opponent: None,
                        settings: GameSettings::default(),
                    },
                )
                .await;
            let c = find(&v, ViewKind::Challenge).challenge.unwrap();
            let v = host
                .act(
                    &Player::new(format!("ac-{i}"), "a"),
                    &channel,
                    Action::AcceptIntoThread { challenge: c },
                )
                .await;
            games.push(find(&v, ViewKind::GameStart).game.unwrap());
        }
        assert_eq!(host.move_to_channel(games[0]).await, Ok(channel.clone()));
        assert_eq!(host.game_at(&channel), Some(games[0]));
        let refused = host.move_to_channel(games[1]).await.unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("already being played in this channel"),
            "{refused}"
        );
        assert!(host.place_of(games[1]).await.unwrap().is_provisional());
        host.shutdown().await;
    }
}
