//! End to end: a tournament of any size is told its boards. Discord takes
//! at most 100 users in one message's `allowed_mentions.users` (more is a
//! 400, and the stand-in refuses it as Discord does). A 120-player Swiss's
//! first round pings all 120 players: its pairings are split over several
//! messages so that each player is pinged exactly once, in board order,
//! every board's line whole in one message. On SQLite and PostgreSQL.

use crate::support;

use std::collections::BTreeMap;
use support::payloads::{ALICE, CHANNEL_ID, TestUser};
use support::session::{Db, Session, threads_starting};
use support::standin::{Opt, StandIn, content_of};
use support::tournament::{WAIT, create, join_all, start};

const PLAYERS: usize = 120;

/// Player `n` (`p001` ...).
fn player(n: usize) -> TestUser {
    TestUser {
        id: 1_300_000_000_000_200_000 + n as u64,
        name: Box::leak(format!("p{n:03}").into_boxed_str()),
    }
}

/// The bot's public messages in the channel that carry a board line
/// (`12. <@a> (White) vs <@b> (Black)`), in order.
fn pairing_messages(s: &StandIn) -> Vec<serde_json::Value> {
    s.public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| {
            content_of(m)
                .lines()
                .any(|l| l.contains(" (White) vs ") && l.contains("<@"))
        })
        .collect()
}

async fn pairings_of_a_120_player_swiss(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let players: Vec<TestUser> = (1..=PLAYERS).map(player).collect();
    let ann = create(&s, ALICE, "Big Swiss", "swiss", &[Opt::Int("rounds", 7)]).await;
    join_all(&s, ann, &players).await;
    start(&s, ALICE).await;

    // Every board of round 1 has its thread.
    threads_starting(&s, "R1 · ", PLAYERS / 2, WAIT * 3).await;
    // The pairings: all 60 boards, over several messages.
    let msgs = s
        .wait_for("the pairings of all 60 boards", WAIT * 3, |s| {
            let msgs = pairing_messages(s);
            let boards: usize = msgs
                .iter()
                .map(|m| {
                    content_of(m)
                        .lines()
                        .filter(|l| l.contains(" (White) vs "))
                        .count()
                })
                .sum();
            (boards == PLAYERS / 2).then_some(msgs)
        })
        .await;
    assert!(msgs.len() >= 2, "120 pings take two messages at least");

    let mut pinged: BTreeMap<u64, usize> = BTreeMap::new();
    let mut order: Vec<u64> = Vec::new();
    let mut boards: Vec<u32> = Vec::new();
    for m in &msgs {
        let id: u64 = m["id"].as_str().unwrap().parse().unwrap();
        let pings = s.pings(id).expect("the message was created by the bot");
        let allowed = pings
            .allowed_mentions
            .as_ref()
            .and_then(|a| a["users"].as_array())
            .map_or(0, Vec::len);
        assert!(allowed <= 100, "{allowed} users allowed in one message");
        for u in &pings.users {
            *pinged.entry(*u).or_default() += 1;
            order.push(*u);
        }
        for line in content_of(m).lines().filter(|l| l.contains(" (White) vs ")) {
            // A board's line is whole: its number, both players.
            let (n, rest) = line.split_once(". ").expect("a numbered line");
            boards.push(n.trim().parse().expect("a board number"));
            assert_eq!(rest.matches("<@").count(), 2, "{line}");
        }
    }
    assert_eq!(
        boards,
        (1..=(PLAYERS / 2) as u32).collect::<Vec<_>>(),
        "every board once, in order"
    );
    let ids: Vec<u64> = players.iter().map(|p| p.id).collect();
    for id in &ids {
        assert_eq!(pinged.get(id), Some(&1), "player {id} is pinged once");
    }
    assert_eq!(pinged.len(), PLAYERS, "nobody else is pinged: {pinged:?}");
    // In the order the boards name them.
    let named: Vec<u64> = msgs
        .iter()
        .flat_map(|m| {
            let text = content_of(m);
            text.split("<@")
                .skip(1)
                .filter_map(|r| r.split('>').next()?.parse::<u64>().ok())
                .collect::<Vec<_>>()
        })
        .filter(|id| ids.contains(id))
        .collect();
    assert_eq!(order, named, "pinged in the order of the boards");
    // 120 entrants and 60 boards, and still every card fits a phone and
    // every message Discord's 2,000 characters.
    let (_, cards) = s.assert_posts_fit_a_phone();
    assert!(
        cards >= 121,
        "the announcement as posted and joined 120 times"
    );

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_120_player_swiss_pings_every_player_once_over_several_messages_sqlite() {
    pairings_of_a_120_player_swiss(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_120_player_swiss_pings_every_player_once_over_several_messages_postgres() {
    pairings_of_a_120_player_swiss(true).await;
}
