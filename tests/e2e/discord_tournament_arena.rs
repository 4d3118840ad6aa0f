//! End to end: a one-minute arena of 4 players with a 1+0 clock in Discord
//! (the real binary against the loopback stand-in). Games get threads
//! `G<n> · <White> vs <Black>`; players resign quickly and are paired again
//! within seconds, never against their last opponent; a win is 2 points
//! and, after two wins in a row, 4 (one player wins three in a row:
//! 2 + 2 + 4); when the minute is over the games in progress are finished,
//! the final standings are posted and nobody is paired any more.

use crate::support;

use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use support::payloads::{ALICE, BOB, CAROL, DAVE, TestUser};
use support::session::Session;
use support::standin::{Opt, StandIn, content_of, is_ephemeral};
use support::tournament::{
    TGame, all_games, assert_points, congratulated, create, join_all, parse_standings, posts_with,
    resign, standings_reply, start, wait_board, wait_post,
};

/// Arena scoring as the test forces it: points and winning streaks.
#[derive(Default)]
struct Score {
    points: BTreeMap<&'static str, u32>,
    streak: HashMap<&'static str, u32>,
}

impl Score {
    fn win(&mut self, winner: TestUser, loser: TestUser) -> u32 {
        let streak = self.streak.entry(winner.name).or_default();
        let p = if *streak >= 2 { 4 } else { 2 };
        *streak += 1;
        *self.points.entry(winner.name).or_default() += p;
        self.points.entry(loser.name).or_default();
        self.streak.insert(loser.name, 0);
        p
    }

    fn expected(&self) -> Vec<(&str, String)> {
        self.points
            .iter()
            .map(|(n, p)| (*n, p.to_string()))
            .collect()
    }
}

/// Waits until `n` game threads exist that were not in `seen`, each with
/// its board; returns them.
async fn new_games(s: &StandIn, seen: &[u64], n: usize, what: &str) -> Vec<TGame> {
    let games = s
        .wait_for(what, Duration::from_secs(30), |s| {
            let fresh: Vec<TGame> = all_games(s)
                .into_iter()
                .map(|(_, g)| g)
                .filter(|g| !seen.contains(&g.thread))
                .collect();
            (fresh.len() >= n).then_some(fresh)
        })
        .await;
    assert_eq!(games.len(), n, "{what}: {games:?}");
    for g in &games {
        wait_board(s, g.thread).await;
    }
    games
}

fn unix_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_minute_arena_pairs_freed_players_scores_streaks_and_ends() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let players = [ALICE, BOB, CAROL, DAVE];

    let ann = create(
        &s,
        ALICE,
        "Minute Arena",
        "arena",
        &[Opt::Int("minutes", 1), Opt::Str("time", "1+0".into())],
    )
    .await;
    join_all(&s, ann, &players).await;
    let started = start(&s, ALICE).await;
    // "The arena ends <t:SECS:R>."
    let ends_at: u64 = started
        .split_once("<t:")
        .and_then(|(_, r)| r.split_once(':'))
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or_else(|| panic!("no end time in\n{started}"));

    let mut seen: Vec<u64> = Vec::new();
    let mut last_opponent: HashMap<&str, &str> = HashMap::new();
    let mut score = Score::default();
    let mut games = new_games(&s, &seen, 2, "the first two arena games").await;
    // The hero: White of the first game, who will win three in a row.
    let hero = games[0].white;
    let mut hero_points = Vec::new();
    for cycle in 1..=3 {
        // Each game: four different players, nobody against the last
        // opponent.
        for g in &games {
            seen.push(g.thread);
            for u in [g.white, g.black] {
                let o = g.opponent(u);
                assert_ne!(
                    last_opponent.get(u.name),
                    Some(&o.name),
                    "{} paired with {} twice in a row",
                    u.name,
                    o.name
                );
            }
        }
        let hg = *games
            .iter()
            .find(|g| g.has(hero))
            .unwrap_or_else(|| panic!("{} is not playing in cycle {cycle}", hero.name));
        let other = *games.iter().find(|g| !g.has(hero)).unwrap();
        // The hero's opponent resigns: the hero's game ends first; those
        // two wait (they just played each other)...
        let opp = hg.opponent(hero);
        resign(&s, opp, hg.thread).await;
        hero_points.push(score.win(hero, opp));
        // ...until the other game ends (its White resigns): all four are
        // free, and paired again within seconds.
        resign(&s, other.white, other.thread).await;
        score.win(other.black, other.white);
        let freed = Instant::now();
        for g in [hg, other] {
            last_opponent.insert(g.white.name, g.black.name);
            last_opponent.insert(g.black.name, g.white.name);
        }
        assert!(
            unix_secs() < ends_at,
            "cycle {cycle} ended after the arena's end: the machine is too slow for this test"
        );
        // The standings so far (privately, on request).
        let reply = standings_reply(&s, hero).await;
        assert_points(&reply, &score.expected());
        games = new_games(
            &s,
            &seen,
            2,
            &format!("the games after cycle {cycle}, while the arena runs"),
        )
        .await;
        let waited = freed.elapsed();
        assert!(
            waited < Duration::from_secs(20),
            "freed players waited {waited:?} for a new game"
        );
    }
    assert_eq!(hero_points, [2, 2, 4], "a win is 2, the third in a row 4");
    let hero_total = score.points[hero.name];
    assert_eq!(hero_total, 8);

    // The arena's minute passes with two games in progress.
    while unix_secs() <= ends_at {
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let threads_at_end = s.threads().len();
    assert_eq!(
        threads_at_end,
        seen.len() + games.len(),
        "only the games of cycle 4 were paired after cycle 3 (a flag fell before the end?): {:?}",
        all_games(&s)
    );
    // Both games end now: the first frees two players who just met; the
    // second frees all four, who would be paired before the end; now none
    // is.
    for g in &games {
        seen.push(g.thread);
        let sent = s.slash(g.white, g.thread, "resign", &[]);
        let body = s.callback(&sent).await.json.unwrap();
        if is_ephemeral(&body) {
            // The flag fell first (1+0 with White never moving): the game
            // is over already, lost on time by White.
            continue;
        }
        s.wait_public(
            g.thread,
            "the resignation",
            support::tournament::WAIT,
            |m| content_of(m).contains("resigns"),
        )
        .await;
    }
    for g in &games {
        score.win(g.black, g.white);
    }
    let text = wait_post(&s, "is over!").await;
    assert!(text.contains("final standings"), "{text}");
    assert_points(&text, &score.expected());
    let lines = parse_standings(&text);
    let winners: Vec<String> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| l.name.clone())
        .collect();
    assert_eq!(congratulated(&text), winners, "{text}");
    let top = *score.points.values().max().unwrap();
    for w in &winners {
        assert_eq!(score.points[w.as_str()], top, "{text}");
    }

    // No game after the end.
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        s.threads().len(),
        threads_at_end,
        "no new pairing after the end: {:?}",
        all_games(&s)
    );
    let pairings = posts_with(&s, "(White) vs");
    assert_eq!(
        pairings.len(),
        seen.len(),
        "one pairing post per game: {pairings:#?}"
    );
    drop(t);
}
