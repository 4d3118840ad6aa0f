//! The analysis queue is bounded and shared, on SQLite and PostgreSQL:
//! a member's third game, a server's ninth and the queue's seventeenth are
//! refused, each with a sentence saying which share is full and what to
//! do, and a game already waiting is told it is waiting (not refused).

use crate::common;

use common::*;
use host::{Action, GameSettings, HostConfig, Place, Play, Player};

/// A finished game (alice and bob, one move, resigned) at `place`.
async fn finished_game(host: &host::Host, place: &Place, db: &str) -> host::GameId {
    let (w, b) = (alice(), bob());
    let settings = GameSettings {
        preset: engine::Preset::Chess,
        rated: false,
        ..GameSettings::default()
    };
    let game = start(host, place, &w, &b, settings).await;
    mv(host, place, &w, "e4").await;
    let end = host.act(&b, place, Action::Play(Play::Resign)).await;
    assert!(!end.iter().any(|v| v.is_error()), "{db}");
    game
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_queue_refuses_with_a_sentence() {
    for db in databases() {
        // A budget no decision finishes within the test: the first job
        // keeps running, the others wait.
        let cfg = HostConfig {
            heartbeat: std::time::Duration::ZERO,
            analysis_nodes: 500_000_000,
            // The analysis thread's work alone: no mining beside it.
            mine_puzzles: false,
            ..HostConfig::default()
        };
        let (host, _rx) = host_with(&db.url, cfg).await;
        let n: u32 = rand::random();
        let server = |k: usize| format!("guild-queue-{n:x}-{k}");
        // Servers 0 and 1: four members each, two games each.
        let mut games = Vec::new();
        for k in 0..16 {
            let place = Place::channel(server(k / 8), format!("c-{k}"));
            let game = finished_game(&host, &place, db.name).await;
            let asker = Player::new(format!("m-{n:x}-{}", k / 2), "member");
            games.push((game, place, asker));
        }
        let name = db.name;
        let refused = |views: Vec<host::View>, text: String| {
            assert_eq!(views.len(), 1, "{name}");
            assert!(views[0].is_error(), "{name}: {}", views[0].text);
            assert_eq!(views[0].text, text, "{name}");
        };
        for (i, (game, here, asker)) in games.iter().enumerate() {
            let told = host.analyse(asker, here, *game).await;
            assert_eq!(told.len(), 1, "{}", db.name);
            assert!(!told[0].is_error(), "{}: {}", db.name, told[0].text);
            assert!(
                told[0].text.contains(&format!("Analysing game {game}")),
                "{}: {}",
                db.name,
                told[0].text
            );
            if i == 1 {
                // The member's third game is over her share.
                let place = Place::channel(server(0), "c-more");
                let third = finished_game(&host, &place, db.name).await;
                refused(
                    host.analyse(asker, &place, third).await,
                    format!(
                        "Game {third} cannot join the analysis queue: you already have 2 games waiting or being analysed, the most one member may. Ask again once one of them is done."
                    ),
                );
            }
        }
        // Server 0 has its 8: a new member there is refused.
        let place = Place::channel(server(0), "c-ninth");
        let ninth = finished_game(&host, &place, db.name).await;
        refused(
            host.analyse(&alice(), &place, ninth).await,
            format!(
                "Game {ninth} cannot join the analysis queue: this server already has 8 games waiting or being analysed, its share of the queue (other servers share it too). Ask again once one of them is done."
            ),
        );
        // The queue holds 16: a third server is refused.
        let place = Place::channel(server(2), "c-last");
        let last = finished_game(&host, &place, db.name).await;
        refused(
            host.analyse(&alice(), &place, last).await,
            format!(
                "Game {last} cannot join the analysis queue now: 16 games are waiting already. Ask again in a few minutes."
            ),
        );
        // A game already waiting is told so, not refused.
        let (first, there, _) = &games[1];
        let again = host.analyse(&bob(), there, *first).await;
        assert!(!again[0].is_error(), "{}: {}", db.name, again[0].text);
    }
}
