//! Puzzles on the web site (issue #46, contract 6), on SQLite and
//! PostgreSQL: a puzzle mined from a public game shows its credit linked to
//! the game, the position, and its solution only inside "Show the
//! solution"; its pictures and JSON; a puzzle of a private channel or of a
//! server whose pages are off is 404 like its game; bad numbers are the
//! site's 404; the server's leaderboard lists its recent puzzles.

use crate::support;

use host::{Host, HostConfig, Place, Player};
use std::time::Duration;
use store::{Glicko, NewPuzzle};
use support::games::scholars_mate;
use support::http::get;
use support::seed::{PRIVATE_GUILD, PUBLIC_GUILD};

/// The puzzle of a scholar's mate game: Black's 3...Nf6 allows 4. Qxf7#
/// (as the miner stores it: the position before the mistake, the mistake
/// then the solution).
fn scholars_puzzle(game_id: i64) -> NewPuzzle {
    NewPuzzle {
        game_id,
        ply: 6,
        fen: "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3".into(),
        moves: "g8f6 h5f7".into(),
        themes: "mate,mateIn1,oneMove,opening".into(),
        glicko: Glicko {
            rating: 1480.4,
            rd: 500.0,
            volatility: 0.09,
            updated_days: None,
        },
    }
}

/// The puzzle stored for `game`.
async fn mine(store: &store::Store, game: i64) -> i64 {
    store
        .save_mined_game(game, &[scholars_puzzle(game)], store::unix_millis())
        .await
        .unwrap();
    store.puzzles_of_game(game).await.unwrap()[0].id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_page_shows_where_its_game_may_be_shown() {
    for db in support::backends("web_puzzles").await {
        let name = db.name;
        let store = store::Store::connect(&db.url).await.unwrap();
        store.set_web_public(PUBLIC_GUILD, true).await.unwrap();
        store
            .set_channel_private(PUBLIC_GUILD, "staff", true)
            .await
            .unwrap();
        let cfg = HostConfig {
            mine_puzzles: false,
            heartbeat: Duration::ZERO,
            ..HostConfig::default()
        };
        let (host, _timed) = Host::start(store.clone(), cfg).await.unwrap();
        let (alice, bob) = (Player::new("11", "alice"), Player::new("22", "bob"));
        let public = Place::channel(PUBLIC_GUILD, "games").with_thread("t-1");
        let staff = Place::channel(PUBLIC_GUILD, "staff").with_thread("t-2");
        let private = Place::channel(PRIVATE_GUILD, "games").with_thread("t-3");
        let game = scholars_mate(&host, &public, &alice, &bob).await;
        let staff_game = scholars_mate(&host, &staff, &alice, &bob).await;
        let private_game = scholars_mate(&host, &private, &alice, &bob).await;
        host.shutdown().await;
        let shown = mine(&store, game).await;
        let in_staff = mine(&store, staff_game).await;
        let in_private = mine(&store, private_game).await;
        let addr = support::serve(&db.url).await;

        // The page: the credit linked to the game, the position from the
        // solver's side, the solution only inside the details.
        let page = get(addr, &format!("/puzzles/{shown}")).await;
        assert_eq!(page.status, 200, "{name}: {}", page.text());
        let html = page.text();
        assert!(html.contains("from alice vs bob, move 4"), "{name}: {html}");
        assert!(
            html.contains(&format!("<a id=\"game\" href=\"/games/{game}\">")),
            "{name}: {html}"
        );
        assert!(html.contains("mate, mateIn1, oneMove, opening"), "{html}");
        assert!(html.contains("rating 1480"), "{html}");
        assert!(html.contains(&format!("src=\"/puzzles/{shown}/0.png\"")));
        assert!(html.contains("alt=\"the board, White at the bottom\""));
        assert!(html.contains("Black played Nf6. White to play"), "{html}");
        let open = html
            .find("<details id=\"solution\"><summary>Show the solution</summary>")
            .expect("the solution's details");
        let close = html.find("</details>").unwrap();
        let answer = html.find("Qxf7#").expect("the answer");
        assert!(open < answer && answer < close, "{name}: {html}");
        assert!(!html[..open].contains("Qxf7"), "{name}: {html}");
        assert!(html[open..close].contains(&format!("/puzzles/{shown}/1.png")));
        // The replay buttons wait for the script; no inline script.
        assert!(html.contains("<nav id=\"steps\" hidden>"));
        assert!(html.contains("<script src=\"/static/site.js\"></script>"));
        // In the server's language once it chose one, the visitor's first.
        store
            .set_server_language(PUBLIC_GUILD, Some("de"))
            .await
            .unwrap();
        let de = get(addr, &format!("/puzzles/{shown}")).await.text();
        assert!(de.contains("<html lang=\"de\">"), "{name}: {de}");
        assert!(de.contains("aus alice gegen bob, Zug 4"), "{name}: {de}");
        assert!(
            de.contains("<summary>Lösung zeigen</summary>"),
            "{name}: {de}"
        );
        assert!(
            de.contains("Schwarz spielte Nf6. Weiß ist am Zug"),
            "{name}: {de}"
        );
        let fr = get(addr, &format!("/puzzles/{shown}?lang=fr")).await.text();
        assert!(
            fr.contains("<summary>Montrer la solution</summary>"),
            "{name}"
        );
        store.set_server_language(PUBLIC_GUILD, None).await.unwrap();
        let script = get(addr, "/static/site.js").await.text();
        assert!(script.contains("puzzle-data"), "site.js steps puzzles");

        // Its pictures.
        let png = get(addr, &format!("/puzzles/{shown}/0.png")).await;
        assert_eq!(png.status, 200, "{name}: {}", png.text());
        assert_eq!(png.header("content-type"), Some("image/png"));
        assert!(png.body.starts_with(b"\x89PNG"));
        assert_eq!(
            get(addr, &format!("/puzzles/{shown}/2.png")).await.status,
            404
        );

        // The JSON.
        let api = get(addr, &format!("/api/puzzles/{shown}")).await;
        assert_eq!(api.status, 200, "{name}: {}", api.text());
        let j = api.json();
        assert_eq!(j["id"], shown);
        assert_eq!(j["game_id"], game);
        assert_eq!(j["game_url"], format!("/games/{game}"));
        assert_eq!(j["credit"], "from alice vs bob, move 4");
        assert_eq!(j["move_number"], 4);
        assert_eq!(j["preset"], "chess");
        assert_eq!(
            j["themes"],
            serde_json::json!(["mate", "mateIn1", "oneMove", "opening"])
        );
        assert_eq!(j["rating"], 1480.0);
        assert_eq!(j["plays"], 0);
        assert_eq!(j["solver"], "white");
        assert_eq!(j["mistake"], "Nf6");
        assert_eq!(j["solution"], serde_json::json!(["Qxf7#"]));
        assert_eq!(j["moves"], "g8f6 h5f7");
        assert_eq!(j["frames"].as_array().unwrap().len(), 2);
        assert_eq!(j["frames"][1]["image"], format!("/puzzles/{shown}/1.png"));
        assert_eq!(j["frames"][1]["caption"], "White plays Qxf7#. Solved.");

        // A private channel's and a private server's puzzles: 404 as their
        // games, page, JSON and pictures alike.
        for hidden in [in_staff, in_private] {
            for path in [
                format!("/puzzles/{hidden}"),
                format!("/puzzles/{hidden}/0.png"),
            ] {
                let a = get(addr, &path).await;
                assert_eq!(a.status, 404, "{name}: {path}");
                assert!(a.text().contains("Not found"), "{name}: {path}");
                assert!(!a.text().contains("alice"), "{name}: {path}");
            }
            let a = get(addr, &format!("/api/puzzles/{hidden}")).await;
            assert_eq!(a.status, 404, "{name}");
            assert!(a.json()["error"].as_str().unwrap().contains("Puzzle"));
        }
        assert_eq!(get(addr, &format!("/games/{staff_game}")).await.status, 404);

        // Bad numbers: the site's 404 page, and JSON for the API.
        for bad in ["abc", "99999999", "-1", "1.5"] {
            let a = get(addr, &format!("/puzzles/{bad}")).await;
            assert_eq!(a.status, 404, "{name}: {bad}");
            assert!(a.text().contains("<h1>Not found</h1>"), "{bad}");
            let a = get(addr, &format!("/api/puzzles/{bad}")).await;
            assert_eq!(a.status, 404, "{name}: {bad}");
            assert!(a.json()["error"].is_string(), "{bad}");
        }
        assert_eq!(get(addr, "/puzzles/abc/0.png").await.status, 404);
        assert_eq!(
            get(addr, &format!("/puzzles/{shown}/x.png")).await.status,
            404
        );

        // The server's pages list its recent puzzles, not the staff one's.
        let board = get(addr, &format!("/servers/{PUBLIC_GUILD}/leaderboard/chess")).await;
        assert_eq!(board.status, 200, "{name}");
        let html = board.text();
        let recent = html.find("<h2>Recent puzzles</h2>").expect("the list");
        let list = &html[recent..];
        assert!(
            list.contains(&format!("<a href=\"/puzzles/{shown}\">Puzzle {shown}</a>")),
            "{name}: {list}"
        );
        assert!(list.contains("from alice vs bob, move 4"), "{list}");
        assert!(list.contains("mate, mateIn1"), "{list}");
        assert!(!list.contains(&format!("/puzzles/{in_staff}\"")), "{list}");
        let j = get(
            addr,
            &format!("/api/servers/{PUBLIC_GUILD}/leaderboard/chess"),
        )
        .await
        .json();
        let listed: Vec<i64> = j["recent_puzzles"]
            .as_array()
            .expect("recent_puzzles")
            .iter()
            .map(|p| p["id"].as_i64().unwrap())
            .collect();
        assert_eq!(listed, [shown], "{name}");
        // The global board has no server's puzzles.
        let global = get(addr, "/api/leaderboard/chess").await.json();
        assert!(global.get("recent_puzzles").is_none());

        // Pages off: the puzzle goes with its game.
        store.set_web_public(PUBLIC_GUILD, false).await.unwrap();
        assert_eq!(get(addr, &format!("/puzzles/{shown}")).await.status, 404);
        assert_eq!(
            get(addr, &format!("/api/puzzles/{shown}")).await.status,
            404
        );
        assert_eq!(
            get(addr, &format!("/puzzles/{shown}/0.png")).await.status,
            404
        );
        store.close().await;
        db.cleanup().await;
    }
}
