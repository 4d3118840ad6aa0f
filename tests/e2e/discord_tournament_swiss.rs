//! End to end: a Swiss of 5 players and 3 rounds played to the end in
//! Discord (the real binary against the loopback stand-in). Each round has
//! two games in threads `R<n> · <White> vs <Black>` and a bye named in the
//! round's pairings post; games end by `/resign`, one by a draw agreed
//! with the Accept button, one by a no-show forfeit (nobody moves; the
//! tournament's `no_show` time passes). After each round the standings
//! are posted with the exact points (win 1, draw ½, bye 1, forfeit win 1)
//! and the next round is paired by itself; nobody meets twice, nobody has
//! two byes; at the end the final standings and the winner are posted.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use support::payloads::{ALICE, TestUser};
use support::session::Session;
use support::standin::{Opt, content_of, is_ephemeral};
use support::tournament::{
    PLAYERS, Pairing, TGame, agree_draw, assert_points, both_move, congratulated, create,
    games_labelled, join_all, parse_pairings, parse_standings, posts_with, resign, standings_reply,
    start, tenths, wait_post, wait_round_games,
};

/// The time a player has for a first move (the `no_show` option): time
/// for both players of every game to move first on a loaded machine.
const NO_SHOW: &str = "12s";

/// How a game of the test ends.
#[derive(Debug, Clone, Copy)]
enum End {
    WhiteResigns,
    BlackResigns,
    Draw,
    /// Neither moves: White, to move, is the no-show and loses by forfeit.
    NoShow,
}

/// The results forced in each round, by board (in thread order).
const PLAN: [[End; 2]; 3] = [
    [End::BlackResigns, End::Draw],
    [End::WhiteResigns, End::BlackResigns],
    [End::BlackResigns, End::NoShow],
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_swiss_of_three_rounds_is_played_to_the_end() {
    let t = Session::sqlite().await;
    let s = t.s.clone();

    let ann = create(
        &s,
        ALICE,
        "Five Swiss",
        "swiss",
        &[Opt::Int("rounds", 3), Opt::Str("no_show", NO_SHOW.into())],
    )
    .await;
    let text = content_of(&s.message(ann).unwrap());
    assert!(
        text.contains("Rounds: 3") && text.contains("Byes: 1 point;"),
        "{text}"
    );
    join_all(&s, ann, &PLAYERS).await;
    start(&s, ALICE).await;

    // Points in tenths, as the standings print them.
    let mut points: BTreeMap<&str, u32> = PLAYERS.iter().map(|u| (u.name, 0)).collect();
    let mut met: BTreeSet<(&str, &str)> = BTreeSet::new();
    let mut byes: Vec<String> = Vec::new();

    for (ri, plan) in PLAN.iter().enumerate() {
        let round = ri as u32 + 1;
        // The round's pairings post: two games and a bye.
        let text = wait_post(&s, &format!(": round {round} of 3\n")).await;
        let pairings = parse_pairings(&text);
        assert_eq!(pairings.len(), 3, "two games and a bye:\n{text}");
        let bye: Vec<&String> = pairings
            .iter()
            .filter_map(|p| match p {
                Pairing::Bye(n) => Some(n),
                Pairing::Game(..) => None,
            })
            .collect();
        assert_eq!(bye.len(), 1, "one bye:\n{text}");
        let bye = bye[0].clone();
        assert!(
            !byes.contains(&bye),
            "{bye} has a second bye in round {round} (byes so far: {byes:?})"
        );

        // Its games, each in a thread named `R<round> · <White> vs <Black>`
        // exactly as the pairings say.
        let games = wait_round_games(&s, round, 2).await;
        for g in &games {
            let want = Pairing::Game(g.white.name.into(), g.black.name.into());
            assert!(
                pairings.contains(&want),
                "thread R{round} · {} vs {} is not in the pairings:\n{text}",
                g.white.name,
                g.black.name
            );
            assert!(!g.has(support::tournament::user_named(&bye)), "{bye}");
            assert!(
                met.insert(g.pair()),
                "{:?} meet a second time in round {round}",
                g.pair()
            );
        }
        byes.push(bye.clone());
        *points.get_mut(bye.as_str()).unwrap() += 10;

        // Both players of every game that is to be played make a move
        // before the no-show time runs out.
        for (g, end) in games.iter().zip(plan) {
            if !matches!(end, End::NoShow) {
                both_move(&s, *g).await;
            }
        }
        // The results, the last game's ending the round.
        for (i, (g, end)) in games.iter().zip(plan).enumerate() {
            if i + 1 == games.len() {
                assert!(
                    games_labelled(&s, &format!("R{}", round + 1)).is_empty(),
                    "round {} paired before round {round} ended",
                    round + 1
                );
            }
            finish(&s, *g, *end, &mut points).await;
        }

        let expected: Vec<(&str, String)> = points.iter().map(|(n, p)| (*n, tenths(*p))).collect();
        if round < 3 {
            // The standings after the round are posted, and the next round
            // starts by itself.
            let text = wait_post(&s, &format!("standings after round {round}")).await;
            assert_points(&text, &expected);
        } else {
            let text = wait_post(&s, "is over!").await;
            assert!(text.contains("final standings"), "{text}");
            assert_points(&text, &expected);
            // The final standings come as a table picture too.
            let post = posts_with(&s, "is over!").remove(0);
            let files: Vec<&str> = post["attachments"]
                .as_array()
                .map(|a| a.iter().filter_map(|f| f["filename"].as_str()).collect())
                .unwrap_or_default();
            assert!(
                files.iter().any(|f| f.ends_with("-standings.png")),
                "the final standings picture: {post:#}"
            );
            let lines = parse_standings(&text);
            assert_one_tiebreak_with_legend(&text);
            let top = lines
                .iter()
                .map(|l| l.points.parse::<f64>().unwrap())
                .fold(0.0, f64::max);
            let winners: Vec<String> = lines
                .iter()
                .filter(|l| l.rank == 1)
                .map(|l| l.name.clone())
                .collect();
            assert_eq!(congratulated(&text), winners, "{text}");
            for w in &winners {
                assert_eq!(
                    points[w.as_str()],
                    (top * 10.0).round() as u32,
                    "the winner has the most points:\n{text}"
                );
            }
        }
    }

    // Three rounds of two games: six different pairs; three different byes.
    assert_eq!(met.len(), 6);
    assert_eq!(byes.len(), 3);
    assert!(
        games_labelled(&s, "R4").is_empty(),
        "no fourth round of a 3-round Swiss"
    );
    // The standings command agrees, as final standings.
    let reply = standings_reply(&s, PLAYERS[1]).await;
    assert!(reply.contains("final standings"), "{reply}");
    assert_one_tiebreak_with_legend(&reply);
    let expected: Vec<(&str, String)> = points.iter().map(|(n, p)| (*n, tenths(*p))).collect();
    assert_points(&reply, &expected);
    drop(t);
}

/// Asserts that the standings in `text` show at most one tie-break a line
/// (the one that separates players tied on points) and, when any is
/// shown, the `-#` legend that says what it means.
fn assert_one_tiebreak_with_legend(text: &str) {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| parse_standings(l).len() == 1)
        .collect();
    for l in &lines {
        assert!(!l.contains(", "), "one tie-break at most: {l} in\n{text}");
    }
    if lines.iter().any(|l| l.ends_with(')')) {
        let legend = text.lines().find(|l| l.starts_with("-# "));
        assert!(
            legend.is_some_and(|l| l.contains(": ")),
            "a tie-break shown needs its legend:\n{text}"
        );
    }
}

/// Ends game `g` as planned and adds its points.
async fn finish(
    s: &support::standin::StandIn,
    g: TGame,
    end: End,
    points: &mut BTreeMap<&'static str, u32>,
) {
    let mut add = |u: TestUser, p: u32| *points.get_mut(u.name).unwrap() += p;
    match end {
        End::WhiteResigns => {
            resign(s, g.white, g.thread).await;
            add(g.black, 10);
        }
        End::BlackResigns => {
            resign(s, g.black, g.thread).await;
            add(g.white, 10);
        }
        End::Draw => {
            agree_draw(s, g.white, g.black, g.thread).await;
            add(g.white, 5);
            add(g.black, 5);
        }
        End::NoShow => {
            // Nobody moves: after the no-show time the game ends, White
            // (who had to move first) losing by forfeit.
            let text = format!("{} lost to {} by forfeit.", g.white.name, g.black.name);
            let posted = wait_post(s, &text).await;
            assert!(posted.contains(&text), "{posted}");
            assert_eq!(posts_with(s, " lost to ").len(), 1, "one forfeit");
            add(g.black, 10);
            // The game is over: a move now is refused, privately.
            let sent = s.slash(g.white, g.thread, "move", &[Opt::Str("move", "e4".into())]);
            let body = s.callback(&sent).await.json.unwrap();
            assert!(is_ephemeral(&body), "{body:#}");
            assert!(!content_of(&body).is_empty());
        }
    }
}
