//! End to end: nothing the bot posts is ever cut. A Swiss of 60 players
//! (the real binary against the loopback stand-in, which refuses any
//! message over Discord's 2,000 characters as Discord does) gets a
//! pairings post whose 30 boards do not fit in one message: every board is
//! found, each player exactly once, over messages that each fit.

use crate::support;

use std::collections::BTreeSet;
use support::payloads::{CHANNEL_ID, TestUser};
use support::session::Session;
use support::standin::{Opt, content_of, id_of};
use support::tournament::{WAIT, create, join_all, start};

/// `n` members, `p01` to `pNN`, with ids of their own.
fn members(n: usize) -> Vec<TestUser> {
    (1..=n)
        .map(|i| TestUser {
            id: 1_300_000_000_000_010_000 + i as u64,
            name: Box::leak(format!("p{i:02}").into_boxed_str()),
        })
        .collect()
}

/// The boards of a pairings text: (White's id, Black's id).
fn boards(text: &str) -> Vec<(u64, u64)> {
    let id = |s: &str| -> u64 {
        let s = s.trim();
        s.strip_prefix("<@")
            .and_then(|s| s.strip_suffix('>'))
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("not a mention: {s:?}"))
    };
    text.lines()
        .filter_map(|line| {
            let (n, rest) = line.split_once(". ")?;
            n.trim().parse::<u32>().ok()?;
            let (w, b) = rest.split_once(" (White) vs ")?;
            Some((id(w), id(b.split(" (Black)").next().unwrap())))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_60_player_pairings_post_shows_every_board_over_messages_that_fit() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let players = members(60);
    let ann = create(
        &s,
        players[0],
        "Sixty Swiss",
        "swiss",
        &[Opt::Int("rounds", 3)],
    )
    .await;
    join_all(&s, ann, &players).await;
    start(&s, players[0]).await;

    // The round's pairings begin in one post and go on in the next ones.
    // 30 threads are opened and their boards posted before the pairings.
    let first = s
        .wait_public(CHANNEL_ID, "round 1's pairings", 4 * WAIT, |m| {
            content_of(m).contains(": round 1 of 3\n")
        })
        .await;
    let from = id_of(&first);
    let all = s
        .wait_for("all 30 boards posted", WAIT, |s| {
            let text: String = s
                .public_messages(CHANNEL_ID)
                .into_iter()
                .filter(|m| id_of(m) >= from)
                .map(|m| content_of(&m) + "\n")
                .collect();
            (boards(&text).len() >= 30).then_some(text)
        })
        .await;
    let found = boards(&all);
    assert_eq!(found.len(), 30, "30 boards:\n{all}");
    let seen: BTreeSet<u64> = found.iter().flat_map(|&(w, b)| [w, b]).collect();
    let everyone: BTreeSet<u64> = players.iter().map(|p| p.id).collect();
    assert_eq!(
        seen, everyone,
        "each of the 60 players on exactly one board"
    );
    let numbers: Vec<u32> = all
        .lines()
        .filter(|l| l.contains(" (White) vs "))
        .map(|l| l.split_once(". ").unwrap().0.trim().parse().unwrap())
        .collect();
    assert_eq!(numbers, (1..=30).collect::<Vec<u32>>(), "boards in order");
    assert!(
        s.public_messages(CHANNEL_ID)
            .iter()
            .filter(|m| id_of(m) >= from && content_of(m).contains(" (White) vs "))
            .count()
            >= 2,
        "the boards do not fit in one message: they are spread over several"
    );
    let refused: Vec<_> = s
        .requests()
        .into_iter()
        .filter(|r| r.error_code() == Some(50035))
        .collect();
    assert!(refused.is_empty(), "no post over the limit: {refused:?}");
}
