//! A knockout tournament's page draws its bracket (issue #32), on SQLite
//! and PostgreSQL: the bracket as inline SVG, readable without JavaScript,
//! each seed's name in it (escaped), and every played match linked to its
//! games; a round robin's page has no bracket.

use crate::support;

use std::collections::HashMap;
use store::{NewTournament, Place, PlayerRef};
use support::http::get;
use support::seed::{PUBLIC_GUILD, host_player};
use tournament::state::TState;
use tournament::{BoardResult, Format, TournamentSetup};

/// A started 4-player knockout whose first match is played (game 7001,
/// White won), stored as the tournament crate stores it.
async fn knockout(store: &store::Store) -> i64 {
    let players: Vec<PlayerRef> = ["ann", "<b>bea</b>", "cy", "dot"]
        .iter()
        .enumerate()
        .map(|(i, n)| PlayerRef::new(format!("70{i}"), *n))
        .collect();
    let place = host::Place::channel(PUBLIC_GUILD, "cups-knockout");
    let setup = TournamentSetup::new("KO Cup", Format::Knockout);
    let mut t = TState::new(place, host_player(&players[0]), &setup, 0).expect("a knockout");
    for p in &players {
        t.join(&host_player(p), 1500, 0).expect("join");
    }
    t.start(&HashMap::new(), 0, tournament::state::ARENA_MINUTE_MS)
        .expect("start");
    t.knockout_step(0);
    let board = t.rounds[0]
        .boards
        .iter_mut()
        .find(|b| b.black.is_some())
        .expect("a first match with a board");
    board.game = Some(7001);
    assert!(t.record(7001, BoardResult::WhiteWins, 1));
    t.knockout_step(1);
    let rec = store
        .create_tournament(&NewTournament {
            place: Place {
                guild: Some(PUBLIC_GUILD.to_string()),
                channel: "cups-knockout".into(),
                thread: None,
            },
            name: "KO Cup".into(),
            format: "knockout".into(),
            organizer_id: players[0].user_id.clone(),
            snapshot: t.to_json(),
        })
        .await
        .expect("store the tournament");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockouts_page_draws_its_bracket_with_the_played_match_linked() {
    for db in support::backends("web_bracket").await {
        let name = db.name;
        let store = store::Store::connect(&db.url).await.unwrap();
        store.set_web_public(PUBLIC_GUILD, true).await.unwrap();
        let id = knockout(&store).await;
        store.close().await;
        let addr = support::serve(&db.url).await;
        let page = get(addr, &format!("/tournaments/{id}")).await;
        assert_eq!(page.status, 200, "{name}");
        let body = String::from_utf8_lossy(&page.body).to_string();
        assert!(body.contains("<h2>Bracket</h2>"), "{name}: {body}");
        assert!(body.contains("<svg"), "{name}");
        assert!(!body.contains("<script"), "{name}: no script");
        for n in ["ann", "cy", "dot"] {
            assert!(body.contains(n), "{name}: {n} in the bracket");
        }
        assert!(
            body.contains("&lt;b&gt;bea&lt;/b&gt;") && !body.contains("<b>bea</b>"),
            "{name}: names escaped"
        );
        assert!(
            body.contains("href=\"/games/7001\""),
            "{name}: the played match links its game"
        );
        db.cleanup().await;
    }
}
