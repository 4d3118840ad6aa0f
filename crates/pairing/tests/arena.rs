//! Arena scoring, pairing of free players and standings.

use engine::GameResult;
use pairing::arena::{
    ArenaError, ArenaGame, ArenaPlayer, PlayerId, arena_standings, may_pair, pair_free, record_game,
};

/// A game's result and whether the loser did not show up.
type Played = (GameResult, bool);
const WHITE_WINS: Played = (GameResult::White, false);
const BLACK_WINS: Played = (GameResult::Black, false);
const DRAW: Played = (GameResult::Draw, false);
const WHITE_NO_SHOW: Played = (GameResult::Black, true);
const BLACK_NO_SHOW: Played = (GameResult::White, true);
use pairing::trf::Colour;

fn players(n: u32) -> Vec<ArenaPlayer> {
    (1..=n).map(|id| ArenaPlayer::new(id, 1500)).collect()
}

fn play(ps: &mut [ArenaPlayer], white: PlayerId, black: PlayerId, result: Played) -> (u32, u32) {
    play_b(ps, white, black, result, false, false)
}

fn play_b(
    ps: &mut [ArenaPlayer],
    white: PlayerId,
    black: PlayerId,
    (result, no_show): Played,
    white_berserk: bool,
    black_berserk: bool,
) -> (u32, u32) {
    let game = ArenaGame {
        white,
        black,
        result,
        no_show,
        white_berserk,
        black_berserk,
    };
    record_game(ps, &game, 1000).expect("known players")
}

#[test]
fn streak_scoring_w_w_w_w_l_w() {
    // Player 1 plays opponents 2..=7 in turn: W W W W L W.
    let mut ps = players(7);
    let results = [
        WHITE_WINS,
        BLACK_NO_SHOW, // a win by no-show extends the streak
        WHITE_WINS,
        WHITE_WINS,
        BLACK_WINS,
        WHITE_WINS,
    ];
    let mut got = Vec::new();
    for (k, r) in results.into_iter().enumerate() {
        got.push(play(&mut ps, 1, k as u32 + 2, r).0);
    }
    assert_eq!(got, [2, 2, 4, 4, 0, 2]);
    assert_eq!(ps[0].sheet, [2, 2, 4, 4, 0, 2]);
    assert_eq!(ps[0].score, 14);
    assert_eq!(ps[0].streak, 1);
    assert!(!ps[0].on_fire());
    assert_eq!((ps[0].wins, ps[0].losses, ps[0].games), (5, 1, 6));
}

#[test]
fn on_fire_draw_is_double_and_ends_the_streak() {
    let mut ps = players(5);
    play(&mut ps, 1, 2, WHITE_WINS);
    play(&mut ps, 1, 3, WHITE_WINS);
    assert!(ps[0].on_fire());
    assert_eq!(play(&mut ps, 1, 4, DRAW), (2, 1));
    assert!(!ps[0].on_fire());
    assert_eq!(play(&mut ps, 5, 1, BLACK_WINS), (0, 2));
    assert_eq!(ps[0].sheet, [2, 2, 2, 2]);
}

#[test]
fn berserk_bonus_only_for_a_win_over_the_board() {
    let mut ps = players(8);
    // Berserk win: 2 + 1; the loser's berserk gives nothing.
    assert_eq!(play_b(&mut ps, 1, 2, WHITE_WINS, true, true), (3, 0));
    // Berserk draw: 1, no bonus.
    assert_eq!(play_b(&mut ps, 3, 4, DRAW, true, false), (1, 1));
    // Berserk win by no-show: no bonus.
    assert_eq!(play_b(&mut ps, 5, 6, BLACK_NO_SHOW, true, false), (2, 0));
    // On fire and berserk: 4 + 1, the bonus is not doubled.
    play(&mut ps, 7, 1, WHITE_WINS);
    play(&mut ps, 7, 3, WHITE_WINS);
    assert!(ps[6].on_fire());
    assert_eq!(play_b(&mut ps, 8, 7, BLACK_WINS, false, true), (0, 5));
    assert_eq!(ps[6].score, 2 + 2 + 5);
}

#[test]
fn no_show_scores_zero_breaks_the_streak_and_is_not_free() {
    let mut ps = players(4);
    play(&mut ps, 1, 2, WHITE_WINS);
    play(&mut ps, 1, 3, WHITE_WINS);
    assert!(ps[0].on_fire());
    assert_eq!(play(&mut ps, 1, 4, WHITE_NO_SHOW), (0, 2));
    assert_eq!(ps[0].streak, 0);
    assert_eq!(ps[0].free_since, None);
    assert_eq!(ps[3].free_since, Some(1000));
    assert_eq!(ps[0].last_opponent, Some(4));
    assert_eq!(ps[3].last_colour, Some(Colour::Black));
}

#[test]
fn bad_games_are_refused_and_change_nothing() {
    let mut ps = players(2);
    let before = ps.clone();
    let game = |white, black| ArenaGame {
        white,
        black,
        result: GameResult::White,
        no_show: false,
        white_berserk: false,
        black_berserk: false,
    };
    assert_eq!(
        record_game(&mut ps, &game(1, 9), 0),
        Err(ArenaError::UnknownPlayer(9))
    );
    assert_eq!(
        record_game(&mut ps, &game(2, 2), 0),
        Err(ArenaError::SamePlayer(2))
    );
    let drawn_no_show = ArenaGame {
        result: GameResult::Draw,
        no_show: true,
        ..game(1, 2)
    };
    let e = record_game(&mut ps, &drawn_no_show, 0).unwrap_err();
    assert_eq!(e, ArenaError::DrawnNoShow);
    assert!(
        e.to_string().contains("give the player who showed up"),
        "{e}"
    );
    assert_eq!(ps, before);
}

#[test]
fn pairs_neighbours_by_score_then_rating() {
    let mut ps: Vec<ArenaPlayer> = (1..=6)
        .map(|id| ArenaPlayer::new(id, 1000 + 100 * id))
        .collect();
    ps[0].score = 10; // 1: 10 points, rating 1100
    ps[1].score = 10; // 2: 10 points, rating 1200
    ps[4].score = 4; // 5
    // Order: 2 (10), 1 (10), 5 (4, 1500), 6 (0, 1600), 4 (0, 1400), 3 (0, 1300).
    let pairs = pair_free(&ps, &[1, 2, 3, 4, 5, 6]);
    assert_eq!(pairs, [(2, 1), (5, 6), (4, 3)]);
}

#[test]
fn never_the_same_opponent_twice_in_a_row() {
    let mut ps = players(3);
    ps[0].rating = 1700;
    ps[1].rating = 1600;
    ps[2].rating = 1500;
    play(&mut ps, 1, 2, DRAW);
    // 1 and 2 are neighbours but just played: 1 gets 3, 2 waits.
    let pairs = pair_free(&ps, &[1, 2, 3]);
    assert_eq!(pairs.len(), 1);
    let (w, b) = pairs[0];
    assert_eq!((w.min(b), w.max(b)), (1, 3));
    // Only the two who just played are free: no pairing.
    assert!(pair_free(&ps, &[2, 1]).is_empty());
    // One direction is enough to forbid: 3's last opponent is 1.
    play(&mut ps, 3, 1, DRAW);
    ps[0].last_opponent = Some(2);
    assert!(!may_pair(&ps[0], &ps[2]));
    assert!(pair_free(&ps, &[1, 3]).is_empty());
}

/// A tiny deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn simulated_arena_never_repeats_the_last_opponent() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut ps: Vec<ArenaPlayer> = (0..60)
        .map(|id| ArenaPlayer::new(id, 1200 + (rng.next() % 1000) as u32))
        .collect();
    let mut paired_total = 0;
    for step in 0..200u64 {
        // About half the players are free at each step.
        let free: Vec<PlayerId> = ps
            .iter()
            .filter(|_| rng.next().is_multiple_of(2))
            .map(|p| p.id)
            .collect();
        let pairs = pair_free(&ps, &free);
        let mut seen = std::collections::HashSet::new();
        for &(w, b) in &pairs {
            assert_ne!(w, b);
            assert!(free.contains(&w) && free.contains(&b));
            assert!(seen.insert(w) && seen.insert(b), "a player paired twice");
            let (pw, pb) = (&ps[w as usize], &ps[b as usize]);
            assert_ne!(
                pw.last_opponent,
                Some(b),
                "step {step}: {w} meets {b} again"
            );
            assert_ne!(
                pb.last_opponent,
                Some(w),
                "step {step}: {b} meets {w} again"
            );
        }
        // At most one allowed pair is missed by the greedy pass per forbidden
        // neighbour, so nearly everybody free is paired.
        assert!(pairs.len() * 2 + 4 >= free.len() || free.len() < 4);
        paired_total += pairs.len();
        for (w, b) in pairs {
            let result = match rng.next() % 3 {
                0 => GameResult::White,
                1 => GameResult::Black,
                _ => GameResult::Draw,
            };
            let game = ArenaGame {
                white: w,
                black: b,
                result,
                no_show: false,
                white_berserk: rng.next().is_multiple_of(4),
                black_berserk: false,
            };
            record_game(&mut ps, &game, step).unwrap();
        }
    }
    assert!(paired_total > 2000);
    // Colours stay balanced: the rule does not bound whites - blacks (two
    // players both +2 meet), but keeps it small: 3 at most in this run.
    let worst = ps
        .iter()
        .map(|p| (p.whites as i64 - p.blacks as i64).abs())
        .max();
    assert_eq!(worst, Some(3));
}

#[test]
fn colour_goes_to_whoever_had_fewer_whites() {
    let mut ps = players(4);
    ps[0].rating = 1900; // 1 is first in the order
    ps[0].whites = 3;
    ps[0].blacks = 1;
    ps[1].whites = 1;
    ps[1].blacks = 1;
    assert_eq!(pair_free(&ps, &[1, 2]), [(2, 1)]);
    // Equal balance: the one who had black last gets white.
    ps[0].whites = 1;
    ps[0].last_colour = Some(Colour::White);
    ps[1].last_colour = Some(Colour::Black);
    assert_eq!(pair_free(&ps, &[1, 2]), [(2, 1)]);
    ps[1].last_colour = Some(Colour::White);
    ps[0].last_colour = Some(Colour::Black);
    assert_eq!(pair_free(&ps, &[1, 2]), [(1, 2)]);
}

#[test]
fn pairing_is_deterministic_whatever_the_order_of_free_ids() {
    let mut rng = Rng(42);
    let mut ps: Vec<ArenaPlayer> = (0..50)
        .map(|id| {
            let mut p = ArenaPlayer::new(id, 1000 + (rng.next() % 50) as u32 * 10);
            p.score = (rng.next() % 6) as u32;
            p
        })
        .collect();
    for (i, p) in ps.iter_mut().take(25).enumerate() {
        p.last_opponent = Some(49 - i as u32);
    }
    let free: Vec<PlayerId> = (0..50).collect();
    let mut reversed = free.clone();
    reversed.reverse();
    reversed.extend([3, 7, 999]); // repeated and unknown ids are ignored
    let a = pair_free(&ps, &free);
    assert_eq!(a, pair_free(&ps, &reversed));
    assert_eq!(a.len(), 25);
}

#[test]
fn standings_by_score_then_performance() {
    let mut ps = players(4);
    ps[0].rating = 1400;
    ps[1].rating = 1600;
    ps[2].rating = 1800;
    ps[3].rating = 2000;
    // 1 beats 4 (rated 2000), 2 beats 3 (1800): both 2 points.
    play(&mut ps, 1, 4, WHITE_WINS);
    play(&mut ps, 2, 3, WHITE_WINS);
    // Performance: 1: 2000 + 500 = 2500; 2: 1800 + 500 = 2300;
    // 3: 1600 - 500 = 1100; 4: 1400 - 500 = 900.
    let s = arena_standings(&ps);
    let rows: Vec<(u32, PlayerId, u32, u32)> = s
        .iter()
        .map(|r| (r.rank, r.id, r.score, r.performance))
        .collect();
    assert_eq!(
        rows,
        [
            (1, 1, 2, 2500),
            (2, 2, 2, 2300),
            (3, 3, 0, 1100),
            (4, 4, 0, 900)
        ]
    );
    // No games: own rating; equal everything: by id.
    let fresh = players(3);
    let ids: Vec<PlayerId> = arena_standings(&fresh).iter().map(|r| r.id).collect();
    assert_eq!(ids, [1, 2, 3]);
}
