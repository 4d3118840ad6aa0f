//! Unit tests of the Swiss: its rounds, byes (allocated and requested),
//! late entries, the early end.

use crate::state::testing::*;
use crate::state::*;
use host::Player;
use pairing::trf::{ResultCode, RoundEntry};
use std::collections::HashMap;

#[test]
fn default_rounds() {
    // 5 players: ceil(log2 5) + 2 = 5, but at most 4 (n - 1).
    assert_eq!(default_swiss_rounds(5), 4);
    assert_eq!(default_swiss_rounds(8), 5);
    assert_eq!(default_swiss_rounds(9), 6);
    assert_eq!(default_swiss_rounds(1000), MAX_DEFAULT_ROUNDS);
}

#[test]
fn a_half_point_bye_scores_and_is_written_as_xxs() {
    let mut t = swiss(3);
    t.bye_points = 5;
    t.rounds_total = 2;
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    t.pair_next(0).unwrap();
    t.rounds[0].boards[0].game = Some(7);
    assert!(t.record(7, BoardResult::Draw, 5));
    let s = t.standings();
    let bye = s.iter().find(|l| l.seed == 3).unwrap();
    assert_eq!(bye.points, 5);
    let trf = t.trf(false).to_trf();
    assert!(trf.contains("XXS ") && trf.contains("PAB=0.5"), "{trf}");
    // Round 2 pairs with the bye's half point counted.
    t.pair_next(10).unwrap();
    assert_eq!(t.rounds.len(), 2);
    assert!(
        t.rounds[1]
            .boards
            .iter()
            .all(|b| b.black.is_some() || b.white != 3)
    );
}

#[test]
fn late_entries_until_the_last_round_is_paired() {
    let mut t = swiss(3);
    t.rounds_total = 2;
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    t.pair_next(0).unwrap();
    assert!(t.accepts_entries(1));
    let late = Player::new("u4", "p4");
    assert_eq!(t.join(&late, 1700, 1), Ok(Joined::Late));
    let e = t.entrant_of("u4").unwrap();
    assert_eq!((e.seed, e.rating), (4, 1700));
    t.rounds[0].boards[0].game = Some(7);
    assert!(t.record(7, BoardResult::WhiteWins, 5));
    // Round 1 was not played by the late entry: a zero-point round.
    let s = t.standings();
    assert_eq!(s.iter().find(|l| l.seed == 4).unwrap().points, 0);
    let trf = t.trf(false);
    assert_eq!(trf.players[3].rounds[0].result, ResultCode::ZeroBye);
    // Round 2 pairs all four: no bye.
    t.pair_next(10).unwrap();
    assert!(t.rounds[1].boards.iter().all(|b| b.black.is_some()));
    assert!(t.rounds[1].boards.iter().any(|b| b.has(4)));
    // The last round is paired: entries are closed.
    assert!(!t.accepts_entries(11));
    assert!(matches!(
        t.join(&Player::new("u5", "p5"), 0, 11),
        Err(TournamentRefusal::AlreadyStarted { .. })
    ));
    // A round robin takes nobody after the start.
    let mut rr = swiss(3);
    rr.format = Format::RoundRobin;
    rr.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    assert!(!rr.accepts_entries(0));
}

#[test]
fn three_player_swiss_pairs_round_two() {
    let mut t = swiss(3);
    t.rounds_total = 2;
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    t.pair_next(0).unwrap();
    let g: Vec<_> = t.rounds[0]
        .boards
        .iter()
        .map(|b| (b.white, b.black))
        .collect();
    assert_eq!(g, vec![(1, Some(2)), (3, None)]);
    t.rounds[0].boards[0].game = Some(7);
    assert!(t.record(7, BoardResult::WhiteWins, 5));
    assert!(t.round_complete() && t.more_rounds());
    t.pair_next(10).unwrap();
    assert_eq!(t.rounds.len(), 2);
    let s = t.standings();
    assert_eq!(s[0].points, 10);
}

#[test]
fn a_requested_bye_is_a_half_point_unplayed_round() {
    let mut t = swiss(6);
    t.rounds_total = 3;
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    t.pair_next(0).unwrap();
    assert_eq!(t.rounds[0].boards.len(), 3);
    // During round 1, a request is for round 2.
    assert_eq!(t.request_bye("u3"), Ok(2));
    assert_eq!(
        t.request_bye("u3"),
        Err(TournamentRefusal::ByeAlreadyRequested {
            name: "Cup".into(),
            round: 2
        })
    );
    white_wins_all(&mut t, 10, 5);
    // The TRF for pairing round 2 holds the H entry of seed 3 already.
    let trf = t.trf(true);
    assert_eq!(
        trf.players[2].rounds[1],
        RoundEntry {
            opponent: None,
            colour: None,
            result: ResultCode::HalfBye
        }
    );
    let text = trf.to_trf();
    let line = text.lines().find(|l| l.starts_with("001    3")).unwrap();
    assert!(line.ends_with("0000 - H"), "{text}");
    // Nobody else has an entry for round 2 yet.
    assert!(trf.players.iter().filter(|p| p.rounds.len() == 2).count() == 1);
    t.pair_next(10).unwrap();
    let r2 = &t.rounds[1];
    // 5 paired: 2 games, 1 pairing-allocated bye; then the requested bye.
    assert_eq!(r2.boards.len(), 4);
    assert_eq!(r2.boards.iter().filter(|b| b.black.is_some()).count(), 2);
    assert_eq!(
        r2.boards
            .iter()
            .filter(|b| b.result == Some(BoardResult::Bye))
            .count(),
        1
    );
    let hb = r2.boards.iter().find(|b| b.has(3)).unwrap();
    assert_eq!(
        (hb.black, hb.result),
        (None, Some(BoardResult::HalfPointBye))
    );
    assert_eq!(hb.game, None);
    for seed in 1..=6 {
        assert_eq!(r2.boards.iter().filter(|b| b.has(seed)).count(), 1);
    }
    assert_eq!(t.entrant_of("u3").unwrap().bye_request, None);
    assert_eq!(BoardResult::HalfPointBye.score(), "½ bye");
    // Scored ½ at once (the standings count a round in progress), written
    // `0000 - H` in the export.
    let during = t.standings().iter().find(|l| l.seed == 3).unwrap().points;
    let r1 = t.trf(false).players[2].rounds[0].result;
    let r1_points = match r1 {
        ResultCode::Win | ResultCode::ForfeitWin | ResultCode::PairingBye => 10,
        ResultCode::Draw | ResultCode::HalfBye => 5,
        _ => 0,
    };
    assert_eq!(during, r1_points + 5);
    white_wins_all(&mut t, 20, 15);
    let after = t.standings().iter().find(|l| l.seed == 3).unwrap().points;
    assert_eq!(after, during);
    let export = t.trf(false);
    assert_eq!(export.players[2].rounds[1].result, ResultCode::HalfBye);
    assert!(!export.players[2].rounds[1].is_played());
    // A requested bye is a voluntary unplayed round (FIDE C.07 Art.
    // 16): a dummy opponent with the player's own score (1½ after a
    // win and the bye) in BH, and the round BH-C1 cuts first.
    let s = t.standings();
    let l3 = s.iter().find(|l| l.seed == 3).unwrap();
    assert_eq!(l3.points, 15);
    let tb = |n: &str| l3.tiebreaks.iter().find(|(x, _)| x == n).unwrap().1;
    assert!((tb("BH") - tb("BH-C1") - 1.5).abs() < 1e-9, "{l3:?}");
    // One bye allowed, used.
    assert_eq!(
        t.request_bye("u3"),
        Err(TournamentRefusal::NoByesLeft {
            name: "Cup".into(),
            allowed: 1
        })
    );
    // Others may still request one for round 3, the last...
    assert_eq!(t.request_bye("u4"), Ok(3));
    t.pair_next(20).unwrap();
    assert!(
        t.rounds[2]
            .boards
            .iter()
            .any(|b| b.has(4) && b.result == Some(BoardResult::HalfPointBye))
    );
    // ... but not once the last round is paired.
    assert_eq!(
        t.request_bye("u5"),
        Err(TournamentRefusal::ByeTooLate { name: "Cup".into() })
    );
}

#[test]
fn bye_request_refusals() {
    let mut t = swiss(4);
    // Open: the request is for round 1, and stays with the player
    // through the seeding.
    assert_eq!(t.request_bye("u2"), Ok(1));
    assert_eq!(
        t.request_bye("u9"),
        Err(TournamentRefusal::NotJoined { name: "Cup".into() })
    );
    let ratings: HashMap<_, _> = [("u2".to_string(), 2000)].into();
    t.start(&ratings, 0, ARENA_MINUTE_MS).unwrap();
    assert_eq!(t.entrant_of("u2").unwrap().seed, 1);
    t.pair_next(0).unwrap();
    let r1 = &t.rounds[0];
    assert!(
        r1.boards
            .iter()
            .any(|b| b.has(1) && b.result == Some(BoardResult::HalfPointBye))
    );
    // The other 3 are paired: one game and the allocated bye.
    assert_eq!(r1.boards.len(), 3);
    // A withdrawn player's pending request is dropped.
    assert_eq!(t.request_bye("u3"), Ok(2));
    t.withdraw("u3", 1).unwrap();
    assert_eq!(t.entrant_of("u3").unwrap().bye_request, None);
    assert_eq!(
        t.request_bye("u3"),
        Err(TournamentRefusal::AlreadyWithdrawn { name: "Cup".into() })
    );
    // Byes off.
    let mut setup = TournamentSetup::new("Cup", Format::Swiss);
    setup.byes = Some(0);
    let mut off = setup_state(&setup).unwrap();
    off.join(&Player::new("u1", "p1"), 0, 0).unwrap();
    assert_eq!(
        off.request_bye("u1"),
        Err(TournamentRefusal::ByesOff { name: "Cup".into() })
    );
    // Two allowed: the second is refused only after two.
    setup.byes = Some(2);
    let mut two = setup_state(&setup).unwrap();
    assert_eq!(two.byes, 2);
    two.join(&Player::new("u1", "p1"), 0, 0).unwrap();
    assert_eq!(two.request_bye("u1"), Ok(1));
    // Not a Swiss.
    let mut rr = swiss(3);
    rr.format = Format::RoundRobin;
    assert_eq!(
        rr.request_bye("u1"),
        Err(TournamentRefusal::ByesSwissOnly { name: "Cup".into() })
    );
    for r in [
        TournamentRefusal::ByesOff { name: "Cup".into() },
        TournamentRefusal::NoByesLeft {
            name: "Cup".into(),
            allowed: 2,
        },
        TournamentRefusal::ByeTooLate { name: "Cup".into() },
    ] {
        assert!(r.to_string().contains("**Cup**"), "{r}");
    }
}

#[test]
fn an_unpairable_round_ends_it() {
    let mut t = swiss(3);
    t.name = "Friday Swiss".into();
    t.rounds_total = 3;
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    t.pair_next(0).unwrap();
    white_wins_all(&mut t, 7, 5);
    // Seed 3 had the bye and leaves: seeds 1 and 2 have met.
    t.withdraw("u3", 6).unwrap();
    assert!(t.round_complete() && t.more_rounds());
    let r = t.pair_next(10).unwrap_err();
    assert_eq!(
        r,
        TournamentRefusal::Unpairable {
            name: "Friday Swiss".into(),
            after_round: 1
        }
    );
    assert_eq!(t.rounds.len(), 1);
    assert!(!t.should_finish(10));
    t.finish_unpairable(UnpairableWhy::RematchOrSecondBye);
    assert_eq!(t.status, TournamentStatus::Finished);
    assert!(!t.is_live() && !t.should_finish(10));
    assert_eq!(
        t.finish_reason,
        Some(FinishReason::Unpairable {
            after_round: 1,
            why: UnpairableWhy::RematchOrSecondBye
        })
    );
    let text = crate::words::tournament_finish_reason_words(&t)
        .unwrap()
        .text(locale::Locale::EnUs);
    assert!(
        text.ends_with(
            "is over after round 1: the next round cannot be paired (every pairing left would be a rematch or a second bye)."
        ),
        "{text}"
    );
    let lines = t.standings();
    let fin = crate::words::tournament_finished_text(&t, &lines);
    assert!(fin.starts_with(&text), "{fin}");
    // Once finished, it stays as it is.
    t.finish_unpairable(UnpairableWhy::RematchOrSecondBye);
    assert!(matches!(
        t.finish_reason,
        Some(FinishReason::Unpairable { after_round: 1, .. })
    ));
}
