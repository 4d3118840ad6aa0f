//! Standings and FIDE C.07 tie-breaks on small tournaments computed by hand.

use pairing::standings::{
    Format, Standing, TieBreak, round_robin_standings, standings, swiss_standings,
};
use pairing::trf::{Colour, Player, ResultCode, RoundEntry, Tournament};

fn tournament(players: u32, rounds: usize) -> Tournament {
    let mut t = Tournament {
        name: "test".into(),
        rounds: Some(rounds as u32),
        ..Default::default()
    };
    for i in 1..=players {
        let mut p = Player::new(i, &format!("Player {i}"), 2000 - 10 * i);
        p.rounds = vec![RoundEntry::NOT_PAIRED; rounds];
        t.players.push(p);
    }
    t
}

fn set(t: &mut Tournament, round: usize, sn: u32, e: RoundEntry) {
    t.players[sn as usize - 1].rounds[round - 1] = e;
}

/// A game of round `round` (1-based): `res` is "1-0", "0-1", "=", or the
/// forfeits "+-" (black did not show up) and "-+".
fn game(t: &mut Tournament, round: usize, w: u32, b: u32, res: &str) {
    use ResultCode::*;
    let (rw, rb, played) = match res {
        "1-0" => (Win, Loss, true),
        "0-1" => (Loss, Win, true),
        "=" => (Draw, Draw, true),
        "+-" => (ForfeitWin, ForfeitLoss, false),
        "-+" => (ForfeitLoss, ForfeitWin, false),
        _ => panic!("bad result {res}"),
    };
    let colour = |c| if played { Some(c) } else { None };
    set(
        t,
        round,
        w,
        RoundEntry {
            opponent: Some(b),
            colour: colour(Colour::White),
            result: rw,
        },
    );
    set(
        t,
        round,
        b,
        RoundEntry {
            opponent: Some(w),
            colour: colour(Colour::Black),
            result: rb,
        },
    );
}

fn bye(t: &mut Tournament, round: usize, sn: u32, result: ResultCode) {
    set(
        t,
        round,
        sn,
        RoundEntry {
            opponent: None,
            colour: None,
            result,
        },
    );
}

/// The worked example: 6 players, 5 rounds, with draws, a forfeit (6 does
/// not show up against 2 in round 2), pairing-allocated byes (4 in round 3,
/// 1 in round 5), a half-point bye (6 in round 3) and a withdrawal (6 is not
/// paired in round 5).
///
/// | round | games                                  |
/// |-------|----------------------------------------|
/// | 1     | 1-4 1-0, 2-5 =, 3-6 1-0                |
/// | 2     | 5-1 0-1, 4-3 =, 6-2 forfeit (2 wins)   |
/// | 3     | 1-2 =, 3-5 0-1, 4 PAB, 6 half bye      |
/// | 4     | 1-3 1-0, 2-4 0-1, 5-6 =                |
/// | 5     | 3-2 1-0, 4-5 =, 1 PAB, 6 absent        |
///
/// Points: 1: 4.5, 2: 2, 3: 2.5, 4: 3, 5: 2.5, 6: 1 (15.5 in all: 3 + 3 +
/// 3.5 + 3 + 3).
fn worked_example() -> Tournament {
    let mut t = tournament(6, 5);
    game(&mut t, 1, 1, 4, "1-0");
    game(&mut t, 1, 2, 5, "=");
    game(&mut t, 1, 3, 6, "1-0");
    game(&mut t, 2, 5, 1, "0-1");
    game(&mut t, 2, 4, 3, "=");
    game(&mut t, 2, 6, 2, "-+");
    game(&mut t, 3, 1, 2, "=");
    game(&mut t, 3, 3, 5, "0-1");
    bye(&mut t, 3, 4, ResultCode::PairingBye);
    bye(&mut t, 3, 6, ResultCode::HalfBye);
    game(&mut t, 4, 1, 3, "1-0");
    game(&mut t, 4, 2, 4, "0-1");
    game(&mut t, 4, 5, 6, "=");
    game(&mut t, 5, 3, 2, "1-0");
    game(&mut t, 5, 4, 5, "=");
    bye(&mut t, 5, 1, ResultCode::PairingBye);
    t
}

fn row(s: &[Standing], sn: u32) -> &Standing {
    s.iter().find(|x| x.start_number == sn).expect("listed")
}

fn values(s: &Standing) -> Vec<f64> {
    s.tiebreaks.iter().map(|&(_, v)| v).collect()
}

#[test]
fn worked_example_is_a_valid_trf() {
    let t = worked_example();
    t.validate().expect("consistent records");
    // The TRF writer drops 6's blank last round; a missing round counts as
    // not paired, so the standings are the same.
    let again = Tournament::from_trf(&t.to_trf()).expect("valid");
    assert_eq!(again.players[5].rounds.len(), 4);
    assert_eq!(swiss_standings(&again, 5), swiss_standings(&t, 5));
}

// Unplayed rounds (C.07 Art. 16), by hand:
// * VURs: only player 6 has some: round 2 (forfeit loss), round 3 (half
//   bye), round 5 (absent). Byes and the forfeit win are not VURs.
// * Adjusted scores (Art. 16.3): 6's last round that is not a VUR is round
//   4, so round 5 (no opponent) counts as a draw: 0 + 0 + 0.5 + 0.5 + 0.5 =
//   1.5. Everyone else: their real score (1: 4.5, 2: 2, 3: 2.5, 4: 3,
//   5: 2.5).
// * Dummy opponent (Art. 16.4): an unplayed round contributes the player's
//   own score.
//
// BH, round by round (opponent's adjusted score, or own score if unplayed):
// 1: 3 (4) + 2.5 (5) + 2 (2) + 2.5 (3) + 4.5 (PAB) = 14.5; cut 2 -> 12.5
// 2: 2.5 (5) + 2 (forfeit) + 4.5 (1) + 3 (4) + 2.5 (3) = 14.5; cut 2 -> 12.5
// 3: 1.5 (6) + 3 (4) + 2.5 (5) + 4.5 (1) + 2 (2) = 13.5; cut 1.5 -> 12
// 4: 4.5 (1) + 2.5 (3) + 3 (PAB) + 2 (2) + 2.5 (5) = 14.5; cut 2 -> 12.5
// 5: 2 (2) + 4.5 (1) + 2.5 (3) + 1.5 (6) + 3 (4) = 13.5; cut 1.5 -> 12
// 6: 2.5 (3) + 1 (forfeit, VUR) + 1 (bye, VUR) + 2.5 (5) + 1 (absent, VUR)
//    = 8; Cut-1 cuts a VUR first: 8 - 1 = 7 (the least value overall is
//    also 1 here, so see `cut1_cuts_a_vur_first` for the difference)
//
// SB (same scores times the points scored in the round):
// 1: 3 + 2.5 + 2 x .5 + 2.5 + 4.5 = 13.5
// 2: 2.5 x .5 + 2 + 4.5 x .5 + 0 + 0 = 5.5
// 3: 1.5 + 3 x .5 + 0 + 0 + 2 = 5
// 4: 0 + 2.5 x .5 + 3 + 2 + 2.5 x .5 = 7.5
// 5: 2 x .5 + 0 + 2.5 + 1.5 x .5 + 3 x .5 = 5.75
// 6: 0 + 0 + 1 x .5 + 2.5 x .5 + 0 = 1.75
//
// WIN (rounds with the points of a win, played or not): 1: 4 (3 games +
// PAB), 2: 1 (forfeit win), 3: 2, 4: 2 (game + PAB), 5: 1, 6: 0.
#[test]
fn worked_example_swiss_tiebreaks() {
    let t = worked_example();
    let s = swiss_standings(&t, 5);
    let names: Vec<&str> = s[0].tiebreaks.iter().map(|(tb, _)| tb.name()).collect();
    assert_eq!(names, ["BH-C1", "BH", "SB", "WIN", "DE"]);
    let expect: [(u32, u32, [f64; 4]); 6] = [
        (1, 45, [12.5, 14.5, 13.5, 4.0]),
        (2, 20, [12.5, 14.5, 5.5, 1.0]),
        (3, 25, [12.0, 13.5, 5.0, 2.0]),
        (4, 30, [12.5, 14.5, 7.5, 2.0]),
        (5, 25, [12.0, 13.5, 5.75, 1.0]),
        (6, 10, [7.0, 8.0, 1.75, 0.0]),
    ];
    for (sn, points, tbs) in expect {
        let r = row(&s, sn);
        assert_eq!(r.points, points, "points of {sn}");
        assert_eq!(&values(r)[..4], &tbs, "tie-breaks of {sn}");
    }
    // 3 and 5 tie on points, BH-C1 and BH; SB puts 5 first.
    let order: Vec<u32> = s.iter().map(|x| x.start_number).collect();
    assert_eq!(order, [1, 4, 5, 3, 2, 6]);
    let ranks: Vec<u32> = s.iter().map(|x| x.rank).collect();
    assert_eq!(ranks, [1, 2, 3, 4, 5, 6]);
    // DE among the tied 3 and 5 (5 beat 3 in round 3): computed for the
    // group tied on everything before DE only, so both show 0 here.
    assert_eq!(row(&s, 5).value(TieBreak::DirectEncounter), Some(0.0));
}

#[test]
fn direct_encounter_alone_uses_the_game_between_the_tied() {
    let t = worked_example();
    let s = standings(&t, 5, Format::Swiss, &[TieBreak::DirectEncounter]);
    let order: Vec<u32> = s.iter().map(|x| x.start_number).collect();
    // 3 and 5 both have 2.5; 5 beat 3.
    assert_eq!(order, [1, 4, 5, 3, 2, 6]);
    assert_eq!(row(&s, 5).value(TieBreak::DirectEncounter), Some(1.0));
    assert_eq!(row(&s, 3).value(TieBreak::DirectEncounter), Some(0.0));
    assert_eq!(row(&s, 3).rank, 4);
}

// After round 1: 1 and 3 won (1 point), 2 and 5 drew, 4 and 6 lost.
// BH-C1 with a single round cuts it: 0 for everyone. BH: 1: 0 (4 has 0),
// 3: 0, 2: .5, 5: .5, 4: 1, 6: 1. SB: 1: 0, 3: 0, 2: .25, 5: .25, 4, 6: 0.
// DE: 2 and 5 met and drew (.5 each: still tied); 1 and 3, 4 and 6 did not
// meet, and in a Swiss the unmet opponent could still be beaten, so DE does
// not separate them: shared ranks 1, 1, 3, 3, 5, 5, listed by start number.
#[test]
fn after_round_one_ranks_are_shared() {
    let t = worked_example();
    let s = swiss_standings(&t, 1);
    let order: Vec<u32> = s.iter().map(|x| x.start_number).collect();
    assert_eq!(order, [1, 3, 2, 5, 4, 6]);
    let ranks: Vec<u32> = s.iter().map(|x| x.rank).collect();
    assert_eq!(ranks, [1, 1, 3, 3, 5, 5]);
    assert_eq!(values(row(&s, 2)), [0.0, 0.5, 0.25, 0.0, 0.5]);
    assert_eq!(values(row(&s, 6)), [0.0, 1.0, 0.0, 0.0, 0.0]);
}

#[test]
fn after_round_zero_everyone_shares_rank_one() {
    let s = swiss_standings(&worked_example(), 0);
    assert_eq!(s.len(), 6);
    assert!(s.iter().all(|x| x.rank == 1 && x.points == 0));
    let order: Vec<u32> = s.iter().map(|x| x.start_number).collect();
    assert_eq!(order, [1, 2, 3, 4, 5, 6]);
}

// The worked example after round 3. Points: 1: 2.5, 2: 2, 3: 1.5, 4: 1.5,
// 5: 1.5, 6: .5. 6's VURs are rounds 2 (forfeit loss) and 3 (half bye), its
// last non-VUR round is 1; round 2 names an opponent and keeps its 0, round
// 3 counts as a draw (.5, as it was): adjusted score of 6 = .5.
// 3: BH = .5 (6) + 1.5 (4) + 1.5 (5) = 3.5; BH-C1 = 3.
// 6: BH = 1.5 (3) + .5 (own score, VUR) + .5 (own score, VUR) = 2.5;
//    BH-C1 = 2.
#[test]
fn tiebreaks_use_only_the_rounds_asked_for() {
    let t = worked_example();
    let s = swiss_standings(&t, 3);
    assert_eq!(row(&s, 1).points, 25);
    assert_eq!(row(&s, 3).value(TieBreak::Buchholz), Some(3.5));
    assert_eq!(row(&s, 3).value(TieBreak::BuchholzCut1), Some(3.0));
    assert_eq!(row(&s, 6).value(TieBreak::Buchholz), Some(2.5));
    assert_eq!(row(&s, 6).value(TieBreak::BuchholzCut1), Some(2.0));
}

// Player A (1) is absent in round 1 (zero-point bye, a VUR: dummy opponent
// with A's own final score 2) and then beats 2 and 3, who end with 1 point
// each (adjusted scores). BH = 2 + 1 + 1 = 4. The least value is 1 (a
// played game) but Cut-1 cuts the VUR first: BH-C1 = 4 - 2 = 2, not 3.
#[test]
fn cut1_cuts_a_vur_first() {
    let mut t = tournament(4, 3);
    bye(&mut t, 1, 1, ResultCode::ZeroBye);
    game(&mut t, 1, 2, 3, "1-0");
    bye(&mut t, 1, 4, ResultCode::PairingBye);
    game(&mut t, 2, 1, 2, "1-0");
    game(&mut t, 2, 3, 4, "1-0");
    game(&mut t, 3, 3, 1, "0-1");
    game(&mut t, 3, 2, 4, "0-1");
    let s = swiss_standings(&t, 3);
    let a = row(&s, 1);
    assert_eq!(a.points, 20);
    assert_eq!(a.value(TieBreak::Buchholz), Some(4.0));
    assert_eq!(a.value(TieBreak::BuchholzCut1), Some(2.0));
    // SB: dummy 2 x 0 + 1 x 1 + 1 x 1 = 2.
    assert_eq!(a.value(TieBreak::SonnebornBerger), Some(2.0));
}

// WIN counts unplayed wins (C.07 Art. 7.1); WON only games won over the
// board (Art. 7.2). 2 has a forfeit win; 1 has PABs.
#[test]
fn wins_count_unplayed_wins_but_games_won_does_not() {
    let t = worked_example();
    let s = standings(&t, 5, Format::Swiss, &[TieBreak::Wins, TieBreak::GamesWon]);
    let get = |sn| {
        let r = row(&s, sn);
        (
            r.value(TieBreak::Wins).unwrap(),
            r.value(TieBreak::GamesWon).unwrap(),
        )
    };
    assert_eq!(get(1), (4.0, 3.0));
    assert_eq!(get(2), (1.0, 0.0));
    assert_eq!(get(4), (2.0, 1.0));
    assert_eq!(get(6), (0.0, 0.0));
}

// Three players tied on 2 points in a Swiss, by hand:
// R1: 1-2 1-0, 3-4 1-0, 5-6 =; R2: 3-1 0-1, 2-5 1-0, 4-6 =;
// R3: 1-4 0-1, 2-6 1-0, 3-5 1-0.
// Points: 1, 2, 3: 2; 4: 1.5; 6: 1; 5: .5.
// DE among {1, 2, 3}: 1 scored 2 (beat 2 and 3, met both): it could not be
// caught (2 and 3 have 0 and could reach 1 by beating each other), so 1 is
// first. 2 and 3 did not meet: each could still have won that game, so they
// stay tied and share rank 2.
#[test]
fn direct_encounter_swiss_rules() {
    let mut t = tournament(6, 3);
    game(&mut t, 1, 1, 2, "1-0");
    game(&mut t, 1, 3, 4, "1-0");
    game(&mut t, 1, 5, 6, "=");
    game(&mut t, 2, 3, 1, "0-1");
    game(&mut t, 2, 2, 5, "1-0");
    game(&mut t, 2, 4, 6, "=");
    game(&mut t, 3, 1, 4, "0-1");
    game(&mut t, 3, 2, 6, "1-0");
    game(&mut t, 3, 3, 5, "1-0");
    let s = standings(&t, 3, Format::Swiss, &[TieBreak::DirectEncounter]);
    let order: Vec<(u32, u32)> = s.iter().map(|x| (x.start_number, x.rank)).collect();
    assert_eq!(order, [(1, 1), (2, 2), (3, 2), (4, 4), (6, 5), (5, 6)]);
    assert_eq!(row(&s, 1).value(TieBreak::DirectEncounter), Some(2.0));

    // Second case: 1 beat 2, and 3 met neither.
    // R1: 1-2 1-0, 3-4 1-0, 5-6 =; R2: 1-5 1-0, 2-4 1-0, 3-6 0-1;
    // R3: 4-1 1-0, 2-6 1-0, 3-5 1-0.
    let mut t = tournament(6, 3);
    game(&mut t, 1, 1, 2, "1-0");
    game(&mut t, 1, 3, 4, "1-0");
    game(&mut t, 1, 5, 6, "=");
    game(&mut t, 2, 1, 5, "1-0");
    game(&mut t, 2, 2, 4, "1-0");
    game(&mut t, 2, 3, 6, "0-1");
    game(&mut t, 3, 4, 1, "1-0");
    game(&mut t, 3, 2, 6, "1-0");
    game(&mut t, 3, 3, 5, "1-0");
    // Points: 1: 2, 2: 2, 3: 2, 4: 1, 5: .5, 6: 1.5.
    // DE in {1, 2, 3}: 1 has 1 (beat 2) but could be caught by 3 (0, unmet
    // 1 and 2: could have 2): nobody separates.
    let s = standings(&t, 3, Format::Swiss, &[TieBreak::DirectEncounter]);
    let order: Vec<(u32, u32)> = s.iter().map(|x| (x.start_number, x.rank)).collect();
    assert_eq!(order, [(1, 1), (2, 1), (3, 1), (6, 4), (4, 5), (5, 6)]);
}

fn rr4(results: [(u32, u32, &str); 6]) -> Tournament {
    // Rounds: 1: 1-2, 3-4; 2: 1-3, 2-4; 3: 1-4, 2-3 (colours as listed).
    let mut t = tournament(4, 3);
    for (k, (w, b, r)) in results.into_iter().enumerate() {
        game(&mut t, k / 2 + 1, w, b, r);
    }
    t
}

// 2 beat 1, 2 drew 3, 4 beat 2; 1 beat 3, 1 drew 4; 4 beat 3.
// Points: 4: 2.5, 1: 1.5, 2: 1.5, 3: .5.
// SB: 1: 0 (lost to 2) + 1 x .5 (3) + .5 x 2.5 (4) = 1.75;
//     2: 1 x 1.5 (1) + .5 x .5 (3) + 0 = 1.75;
//     3: .5 x 1.5 (2) = .75; 4: .5 x 1.5 (1) + 1.5 (2) + .5 (3) = 2.75.
// 1 and 2 tie on SB; DE: 2 beat 1, so 2 is above 1 despite its start number.
#[test]
fn round_robin_sb_and_direct_encounter() {
    let t = rr4([
        (2, 1, "1-0"),
        (3, 4, "0-1"),
        (1, 3, "1-0"),
        (2, 4, "0-1"),
        (1, 4, "="),
        (2, 3, "="),
    ]);
    let s = round_robin_standings(&t, 3);
    let names: Vec<&str> = s[0].tiebreaks.iter().map(|(tb, _)| tb.name()).collect();
    assert_eq!(names, ["SB", "DE", "WIN"]);
    let order: Vec<u32> = s.iter().map(|x| x.start_number).collect();
    assert_eq!(order, [4, 2, 1, 3]);
    assert_eq!(row(&s, 1).value(TieBreak::SonnebornBerger), Some(1.75));
    assert_eq!(row(&s, 2).value(TieBreak::SonnebornBerger), Some(1.75));
    assert_eq!(row(&s, 4).value(TieBreak::SonnebornBerger), Some(2.75));
    assert_eq!(row(&s, 3).value(TieBreak::SonnebornBerger), Some(0.75));
    assert_eq!(row(&s, 2).value(TieBreak::DirectEncounter), Some(1.0));
    assert_eq!(row(&s, 1).value(TieBreak::DirectEncounter), Some(0.0));
    let ranks: Vec<u32> = s.iter().map(|x| x.rank).collect();
    assert_eq!(ranks, [1, 2, 3, 4]);
}

// A cycle: 1 beat 2, 2 beat 3, 3 beat 1, 4 beat everyone. 1, 2, 3 have 1
// point, SB 1 each (the beaten player's 1 point), DE 1 each, WIN 1 each:
// fully tied, they share rank 2 and are listed by start number.
#[test]
fn round_robin_full_tie_shares_the_rank() {
    let t = rr4([
        (1, 2, "1-0"),
        (3, 4, "0-1"),
        (1, 3, "0-1"),
        (2, 4, "0-1"),
        (1, 4, "0-1"),
        (2, 3, "1-0"),
    ]);
    let s = round_robin_standings(&t, 3);
    let order: Vec<(u32, u32)> = s.iter().map(|x| (x.start_number, x.rank)).collect();
    assert_eq!(order, [(4, 1), (1, 2), (2, 2), (3, 2)]);
    for sn in 1..=3 {
        assert_eq!(values(row(&s, sn)), [1.0, 1.0, 1.0]);
    }
    assert_eq!(values(row(&s, 4)), [3.0, 0.0, 3.0]);
}

// Round robin: a forfeit counts as played against the scheduled opponent;
// in a Swiss it is an unplayed round (dummy opponent).
#[test]
fn round_robin_forfeit_counts_as_played() {
    let t = rr4([
        (1, 2, "+-"),
        (3, 4, "="),
        (1, 3, "="),
        (2, 4, "="),
        (1, 4, "0-1"),
        (2, 3, "0-1"),
    ]);
    // Points: 1: 1.5, 2: .5, 3: 2, 4: 2.
    // SB of 1: forfeit win over 2 (.5) + .5 x 2 (3) = 1.5.
    let s = round_robin_standings(&t, 3);
    assert_eq!(row(&s, 1).points, 15);
    assert_eq!(row(&s, 1).value(TieBreak::SonnebornBerger), Some(1.5));
    // WIN counts the forfeit win; WON does not.
    let s = standings(
        &t,
        3,
        Format::RoundRobin,
        &[TieBreak::Wins, TieBreak::GamesWon],
    );
    assert_eq!(values(row(&s, 1)), [1.0, 0.0]);
    // In a Swiss the forfeit win counts a dummy opponent with 1's own
    // score: 1.5 x 1 + 1 = 2.5.
    let s = standings(&t, 3, Format::Swiss, &[TieBreak::SonnebornBerger]);
    assert_eq!(row(&s, 1).value(TieBreak::SonnebornBerger), Some(2.5));
}

#[test]
fn order_does_not_depend_on_the_order_of_the_players() {
    let t = worked_example();
    let mut shuffled = t.clone();
    shuffled.players.reverse();
    shuffled.players.swap(1, 4);
    for r in 0..=5 {
        assert_eq!(swiss_standings(&t, r), swiss_standings(&shuffled, r));
        assert_eq!(
            round_robin_standings(&t, r),
            round_robin_standings(&shuffled, r)
        );
    }
}

#[test]
fn bad_input_does_not_panic() {
    let mut t = worked_example();
    // An opponent that does not exist, a duplicate start number, a record
    // shorter than the rounds asked for.
    t.players[0].rounds[0].opponent = Some(99);
    t.players[1].start_number = 3;
    t.players[2].rounds.truncate(1);
    let s = swiss_standings(&t, 9);
    assert_eq!(s.len(), 6);
    let empty = Tournament::default();
    assert!(swiss_standings(&empty, 3).is_empty());
}
