//! End to end: a double round robin of 4 players in Discord (the real
//! binary against the loopback stand-in). Six rounds of two games, each in
//! a thread `R<n> · <White> vs <Black>`; every pair meets once in each
//! cycle, with the colours reversed in the second; results by `/resign`
//! (the alphabetically later player resigns), standings after each round
//! and final standings with the expected points.

use crate::support;

use std::collections::BTreeMap;
use support::payloads::{ALICE, BOB, CAROL, DAVE};
use support::session::Session;
use support::standin::Opt;
use support::tournament::{
    Pairing, assert_points, congratulated, create, games_labelled, join_all, parse_pairings,
    resign, rules_of, standings_reply, start, tenths, wait_post, wait_round_games,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_double_round_robin_of_four_plays_everyone_twice_with_colours_reversed() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let players = [ALICE, BOB, CAROL, DAVE];

    let double = [Opt::Bool("double", true)];
    let ann = create(&s, ALICE, "Double RR", "round-robin", &double).await;
    let text = rules_of(&s, BOB, ann).await;
    assert!(text.contains("Double round robin"), "{text}");
    join_all(&s, ann, &players).await;
    start(&s, ALICE).await;

    let mut points: BTreeMap<&str, u32> = players.iter().map(|u| (u.name, 0)).collect();
    // (white, black) of every game, by round.
    let mut rounds: Vec<Vec<(&str, &str)>> = Vec::new();
    for round in 1..=6u32 {
        let text = wait_post(&s, &format!(": round {round} of 6\n")).await;
        let pairings = parse_pairings(&text);
        let games = wait_round_games(&s, round, 2).await;
        assert_eq!(pairings.len(), 2, "two games, no bye:\n{text}");
        for g in &games {
            let want = Pairing::Game(g.white.name.into(), g.black.name.into());
            assert!(pairings.contains(&want), "{g:?} not in\n{text}");
        }
        rounds.push(games.iter().map(|g| (g.white.name, g.black.name)).collect());
        for (i, g) in games.iter().enumerate() {
            if i + 1 == games.len() {
                assert!(
                    games_labelled(&s, &format!("R{}", round + 1)).is_empty(),
                    "round {} paired before round {round} ended",
                    round + 1
                );
            }
            // The alphabetically later player resigns.
            let (winner, loser) = if g.white.name < g.black.name {
                (g.white, g.black)
            } else {
                (g.black, g.white)
            };
            resign(&s, loser, g.thread).await;
            *points.get_mut(winner.name).unwrap() += 10;
        }
        let expected: Vec<(&str, String)> = points.iter().map(|(n, p)| (*n, tenths(*p))).collect();
        let text = if round < 6 {
            wait_post(&s, &format!("standings after round {round}")).await
        } else {
            wait_post(&s, "is over!").await
        };
        assert_points(&text, &expected);
    }

    // Each cycle: every one of the 6 pairs exactly once; the second cycle
    // reverses the colours of the first.
    let first: Vec<(&str, &str)> = rounds[..3].concat();
    let second: Vec<(&str, &str)> = rounds[3..].concat();
    let unordered = |v: &[(&'static str, &'static str)]| {
        let mut p: Vec<(&'static str, &'static str)> = v
            .iter()
            .map(|&(a, b)| if a < b { (a, b) } else { (b, a) })
            .collect();
        p.sort();
        p
    };
    let all_pairs = vec![
        ("alice", "bob"),
        ("alice", "carol"),
        ("alice", "dave"),
        ("bob", "carol"),
        ("bob", "dave"),
        ("carol", "dave"),
    ];
    assert_eq!(unordered(&first), all_pairs, "cycle 1: {first:?}");
    assert_eq!(unordered(&second), all_pairs, "cycle 2: {second:?}");
    for &(w, b) in &first {
        assert!(
            second.contains(&(b, w)),
            "{w} had White against {b} in cycle 1: {b} has White in cycle 2 ({second:?})"
        );
    }
    assert!(games_labelled(&s, "R7").is_empty(), "no seventh round");

    // alice won all 6, bob 4, carol 2, dave none.
    let text = wait_post(&s, "is over!").await;
    assert_eq!(congratulated(&text), ["alice"], "{text}");
    let expected = [
        ("alice", "6.0".to_string()),
        ("bob", "4.0".to_string()),
        ("carol", "2.0".to_string()),
        ("dave", "0.0".to_string()),
    ];
    assert_points(&text, &expected);
    // The final places as medals, the fourth numbered.
    for line in ["🥇 alice 6.0", "🥈 bob 4.0", "🥉 carol 2.0", "4. dave 0.0"] {
        assert!(
            text.lines().any(|l| l.starts_with(line)),
            "{line} in\n{text}"
        );
    }
    let reply = standings_reply(&s, DAVE).await;
    assert!(reply.contains("final standings"), "{reply}");
    assert_points(&reply, &expected);
    drop(t);
}
