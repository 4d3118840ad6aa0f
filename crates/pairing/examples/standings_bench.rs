//! Time the standings with all Swiss tie-breaks of a 200-player, 9-round
//! Swiss, and the pairing of 400 free players in a 500-player arena. The
//! data are generated with a small deterministic PRNG.
//! Run with `cargo run --release -p pairing --example standings_bench`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use engine::GameResult;
use pairing::arena::{ArenaGame, ArenaPlayer, PlayerId, pair_free, record_game};
use pairing::standings::swiss_standings;
use pairing::trf::{Colour, Player, ResultCode, RoundEntry, Tournament};

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A Swiss of `n` players and `rounds` rounds: each round pairs neighbours by
/// points (avoiding rematches when it can), with a pairing-allocated bye
/// for an odd player, about 1 % half-point byes and 1 % forfeits.
fn swiss(n: u32, rounds: usize, rng: &mut Rng) -> Tournament {
    let mut t = Tournament {
        name: "bench".into(),
        rounds: Some(rounds as u32),
        ..Default::default()
    };
    for i in 1..=n {
        let mut p = Player::new(i, &format!("P{i}"), 2400 - i * 5);
        p.rounds = vec![RoundEntry::NOT_PAIRED; rounds];
        t.players.push(p);
    }
    let mut points = vec![0u32; n as usize];
    let entry = |opponent, colour, result| RoundEntry {
        opponent,
        colour,
        result,
    };
    for r in 0..rounds {
        let mut order: Vec<usize> = (0..n as usize).collect();
        // Half-point byes first.
        order.retain(|&i| {
            if rng.below(100) == 0 {
                t.players[i].rounds[r] = entry(None, None, ResultCode::HalfBye);
                points[i] += 5;
                false
            } else {
                true
            }
        });
        order.sort_by_key(|&i| (std::cmp::Reverse(points[i]), i));
        if order.len() % 2 == 1 {
            let i = order.pop().expect("odd, not empty");
            t.players[i].rounds[r] = entry(None, None, ResultCode::PairingBye);
            points[i] += 10;
        }
        let mut used = vec![false; order.len()];
        for a in 0..order.len() {
            if used[a] {
                continue;
            }
            used[a] = true;
            let pa = order[a];
            let met = |b: usize| {
                t.players[pa].rounds[..r]
                    .iter()
                    .any(|e| e.opponent == Some(order[b] as u32 + 1))
            };
            let b = (a + 1..order.len())
                .find(|&b| !used[b] && !met(b))
                .or_else(|| (a + 1..order.len()).find(|&b| !used[b]))
                .expect("even count");
            used[b] = true;
            let (w, bl) = if rng.below(2) == 0 {
                (pa, order[b])
            } else {
                (order[b], pa)
            };
            let (ws, bs, rw, rb, played) = match rng.below(100) {
                0 => (
                    10,
                    0,
                    ResultCode::ForfeitWin,
                    ResultCode::ForfeitLoss,
                    false,
                ),
                1..=38 => (10, 0, ResultCode::Win, ResultCode::Loss, true),
                39..=70 => (5, 5, ResultCode::Draw, ResultCode::Draw, true),
                _ => (0, 10, ResultCode::Loss, ResultCode::Win, true),
            };
            let c = |c| if played { Some(c) } else { None };
            t.players[w].rounds[r] = entry(Some(bl as u32 + 1), c(Colour::White), rw);
            t.players[bl].rounds[r] = entry(Some(w as u32 + 1), c(Colour::Black), rb);
            points[w] += ws;
            points[bl] += bs;
        }
    }
    t
}

fn median(mut times: Vec<Duration>) -> (Duration, Duration, Duration) {
    times.sort();
    (times[times.len() / 2], times[0], times[times.len() - 1])
}

fn report(what: &str, times: Vec<Duration>) {
    let runs = times.len();
    let (med, min, max) = median(times);
    println!(
        "{what}: median {:.3} ms (min {:.3} ms, max {:.3} ms) over {runs} runs",
        med.as_secs_f64() * 1e3,
        min.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3,
    );
}

fn main() {
    let mut rng = Rng(0x5eed_cafe_f00d_d00d);

    // 1. Swiss standings, 200 players after 9 rounds.
    let t = swiss(200, 9, &mut rng);
    t.validate().expect("generated tournament is consistent");
    let mut times = Vec::new();
    let mut leader = 0;
    for _ in 0..21 {
        let start = Instant::now();
        let s = swiss_standings(black_box(&t), 9);
        times.push(start.elapsed());
        leader = s[0].start_number;
    }
    report(
        &format!("Swiss standings, 200 players, 9 rounds, all tie-breaks (leader {leader})"),
        times,
    );

    // 2. Arena pairing: 500 players with some history, 400 free at once.
    let mut players: Vec<ArenaPlayer> = (0..500)
        .map(|id| ArenaPlayer::new(id, 1000 + rng.below(1500) as u32))
        .collect();
    for step in 0..30u64 {
        let free: Vec<PlayerId> = players
            .iter()
            .filter(|_| rng.below(10) < 8)
            .map(|p| p.id)
            .collect();
        for (white, black) in pair_free(&players, &free) {
            let result = match rng.below(3) {
                0 => GameResult::White,
                1 => GameResult::Black,
                _ => GameResult::Draw,
            };
            let game = ArenaGame {
                white,
                black,
                result,
                no_show: false,
                white_berserk: rng.below(5) == 0,
                black_berserk: rng.below(5) == 0,
            };
            record_game(&mut players, &game, step).expect("known players");
        }
    }
    let mut free: Vec<PlayerId> = (0..500).collect();
    for i in (1..free.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        free.swap(i, j);
    }
    free.truncate(400);
    let mut times = Vec::new();
    let mut pairs = 0;
    for _ in 0..21 {
        let start = Instant::now();
        let p = pair_free(black_box(&players), black_box(&free));
        times.push(start.elapsed());
        pairs = p.len();
    }
    report(
        &format!("Arena pairing, 500 players, 400 free ({pairs} pairs)"),
        times,
    );
}
