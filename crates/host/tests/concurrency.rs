//! Concurrent actions on one game from many tasks leave exactly one
//! consistent history (SQLite and PostgreSQL).

mod common;

use common::*;
use host::{Action, Clock, GameSettings, Host, HostConfig, ViewKind};
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
                h.act(&w, &p, Action::Move(m.into())).await
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
            if v.iter().any(|v| v.kind == ViewKind::QuestionClosed) {
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
