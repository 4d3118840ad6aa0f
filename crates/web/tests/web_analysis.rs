//! A game's analysis on the web site (issue #33, contract 5), on SQLite
//! and PostgreSQL: a game analysed through the host answers
//! `/api/games/<id>/analysis` with the stored numbers (the accuracies, the
//! marks, every decision with the better choice), its chart as a picture,
//! and its replay page shows the marks beside the moves; a game not
//! analysed yet, and a game of a server whose pages are private, are 404.

use crate::support;

use host::{Action, Host, HostConfig, Place, Player};
use std::time::Duration;
use support::games::scholars_mate;
use support::http::get;
use support::seed::{PRIVATE_GUILD, PUBLIC_GUILD};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysed_game_answers_its_numbers_chart_and_marked_moves() {
    for db in support::backends("web_analysis").await {
        let name = db.name;
        let store = store::Store::connect(&db.url).await.unwrap();
        store.set_web_public(PUBLIC_GUILD, true).await.unwrap();
        let cfg = HostConfig {
            analysis_nodes: 2_000,
            heartbeat: Duration::ZERO,
            ..HostConfig::default()
        };
        let (host, _timed) = Host::start(store.clone(), cfg).await.unwrap();
        let (alice, bob) = (Player::new("11", "alice"), Player::new("22", "bob"));
        let public = Place::channel(PUBLIC_GUILD, "games").with_thread("t-1");
        let private = Place::channel(PRIVATE_GUILD, "games").with_thread("t-2");
        let game = scholars_mate(&host, &public, &alice, &bob).await;
        let hidden = scholars_mate(&host, &private, &alice, &bob).await;
        let addr = support::serve(&db.url).await;

        // Before the analysis: the JSON says how to get one; the page has none.
        let before = get(addr, &format!("/api/games/{game}/analysis")).await;
        assert_eq!(before.status, 404, "{name}");
        assert!(
            before.json()["error"]
                .as_str()
                .unwrap()
                .contains("has not been analysed yet"),
            "{name}: {}",
            before.text()
        );
        assert!(
            !get(addr, &format!("/games/{game}"))
                .await
                .text()
                .contains("id=\"analysis\"")
        );

        for (g, place) in [(game, &public), (hidden, &private)] {
            let asked = host.act(&bob, place, Action::Analyse { game: g }).await;
            assert!(!asked.iter().any(|v| v.is_error()), "{name}");
        }
        let version = host::analysis_version(2_000);
        let mut stored = None;
        for _ in 0..600 {
            if let Some(row) = store.analysis(game, &version).await.unwrap() {
                stored = Some(host::GameAnalysis::from_json(&row.body).unwrap());
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let stored = stored.unwrap_or_else(|| panic!("{name}: the analysis is stored"));

        let a = get(addr, &format!("/api/games/{game}/analysis")).await;
        assert_eq!(a.status, 200, "{name}: {}", a.text());
        let j = a.json();
        assert_eq!(j["game"], game);
        assert_eq!(j["preset"], "chess");
        assert_eq!(j["version"], version.as_str());
        assert_eq!(j["white"]["name"], "alice");
        assert_eq!(j["black"]["name"], "bob");
        assert_eq!(j["white"]["accuracy"].as_f64(), stored.white_accuracy);
        assert_eq!(j["black"]["accuracy"].as_f64(), stored.black_accuracy);
        let black = stored.counts(engine::Color::Black);
        assert_eq!(j["black"]["blunders"], black.blunders);
        assert!(black.blunders >= 1, "{name}");
        let decisions = j["decisions"].as_array().unwrap();
        assert_eq!(decisions.len(), stored.decisions.len());
        assert_eq!(decisions.len(), 7, "{name}");
        let nf6 = &decisions[5];
        assert_eq!(nf6["played"], "Nf6");
        assert_eq!(nf6["side"], "black");
        assert_eq!(nf6["mark"], "??");
        assert!(nf6["better"].is_string(), "{nf6}");
        assert_eq!(
            nf6["win_before"].as_f64(),
            Some(stored.decisions[5].win_before)
        );
        assert_eq!(j["chart"], format!("/games/{game}/analysis.png"));

        let chart = get(addr, &format!("/games/{game}/analysis.png")).await;
        assert_eq!(chart.status, 200, "{name}");
        assert_eq!(chart.header("content-type"), Some("image/png"));
        let page = get(addr, &format!("/games/{game}")).await.text();
        assert!(page.contains("id=\"analysis\""), "{name}");
        assert!(
            page.contains(&format!("/games/{game}/analysis.png")),
            "{name}"
        );
        assert!(
            page.contains("data-ply=\"5\">Nf6</a><span class=\"mark blunder\""),
            "{name}: the mark beside the move"
        );
        assert!(page.contains("Black bob: accuracy"), "{name}");

        // A private server's game: 404 like its replay, analysed or not.
        for path in [
            format!("/api/games/{hidden}/analysis"),
            format!("/games/{hidden}/analysis.png"),
        ] {
            assert_eq!(get(addr, &path).await.status, 404, "{name}: {path}");
        }
        host.shutdown().await;
        drop(host);
        store.close().await;
        db.cleanup().await;
    }
}
