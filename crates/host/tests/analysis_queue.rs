//! The analysis queue is bounded, on SQLite and PostgreSQL: while its
//! most games wait or run, another game's request is refused with a
//! sentence saying so and what to do, and a game already waiting is told
//! it is waiting (not refused).

use crate::common;

use common::*;
use host::{Action, GameSettings, HostConfig, Play};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_queue_refuses_with_a_sentence() {
    for db in databases() {
        // A budget no decision finishes within the test: the first job
        // keeps running, the others wait.
        let cfg = HostConfig {
            heartbeat: std::time::Duration::ZERO,
            analysis_nodes: 500_000_000,
            ..HostConfig::default()
        };
        let (host, _rx) = host_with(&db.url, cfg).await;
        let place = unique_place("queue");
        let (w, b) = (alice(), bob());
        let mut games = Vec::new();
        for k in 0..17 {
            let here = place.with_thread(format!("t-{k}"));
            let settings = GameSettings {
                preset: engine::Preset::Chess,
                rated: false,
                ..GameSettings::default()
            };
            let game = start(&host, &here, &w, &b, settings).await;
            mv(&host, &here, &w, "e4").await;
            let end = host.act(&b, &here, Action::Play(Play::Resign)).await;
            assert!(!end.iter().any(|v| v.is_error()), "{}", db.name);
            games.push((game, here));
        }
        for (game, here) in &games[..16] {
            let told = host.analyse(&w, here, *game).await;
            assert_eq!(told.len(), 1, "{}", db.name);
            assert!(!told[0].is_error(), "{}: {}", db.name, told[0].text);
            assert!(
                told[0].text.contains(&format!("Analysing game {game}")),
                "{}: {}",
                db.name,
                told[0].text
            );
        }
        let (game, here) = &games[16];
        let full = host.analyse(&w, here, *game).await;
        assert!(full[0].is_error(), "{}: {}", db.name, full[0].text);
        assert_eq!(
            full[0].text,
            format!(
                "Game {game} cannot join the analysis queue now: 16 games are waiting already. Ask again in a few minutes."
            ),
            "{}",
            db.name
        );
        // A game already waiting is told so, not refused.
        let (first, there) = &games[1];
        let again = host.analyse(&b, there, *first).await;
        assert!(!again[0].is_error(), "{}: {}", db.name, again[0].text);
    }
}
