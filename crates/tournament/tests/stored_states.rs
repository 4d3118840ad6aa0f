//! Stored tournaments keep working: a tournament's state is kept in the
//! database as JSON ([`TState::to_json`]), and a series' next edition is
//! made from its last one's stored state. The fixtures in
//! `tests/fixtures/` were written by the code of the day the formats
//! became modules, from the states built here; each test checks that the
//! same state is still written the same way (the JSON shape never
//! changes), and that the stored one loads and goes on: a result
//! recorded, the next games paired, the standings and places.
//!
//! `UPDATE_FIXTURES=1 cargo nextest run -p tournament stored_states`
//! writes the fixtures again (only when the shape is meant to change,
//! which it never is for states already stored).

use host::{Place, Player, TimeControl};
use pairing::bracket::Place as BracketPlace;
use serde_json::Value;
use std::collections::HashMap;
use std::path::PathBuf;
use tournament::state::{ARENA_MINUTE_MS, KnockoutSetup, TState};
use tournament::{BoardResult, Format, TournamentSetup, TournamentStatus};

/// When every fixture's tournament was created (unix ms, 2027-01-15).
const T0: i64 = 1_800_000_000_000;
/// A minute.
const MIN: i64 = 60_000;

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(format!("{name}.json"))
}

/// The stored state `name`, after checking that `built` (the same state
/// built by today's code) is written exactly as it was stored.
fn stored(name: &str, built: &TState) -> TState {
    let path = fixture_path(name);
    let json = built.to_json();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        let pretty: Value = serde_json::from_str(&json).unwrap();
        std::fs::write(&path, serde_json::to_string_pretty(&pretty).unwrap() + "\n").unwrap();
    }
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let kept: Value = serde_json::from_str(&text).unwrap();
    let now: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(now, kept, "{name}: the state is written as it was stored");
    TState::from_json(&text, 40, 3).unwrap_or_else(|e| panic!("{name} loads: {e}"))
}

#[test]
fn a_state_stored_before_role_grants_hands_the_server_role_out_as_then() {
    let text = std::fs::read_to_string(fixture_path("swiss-mid-round")).unwrap();
    let t = TState::from_json(&text, 40, 3).unwrap();
    assert_eq!(t.role_grant, None);
    assert_eq!(host::may_hand_out(t.role_grant.as_ref(), "77"), Ok(()));
    assert!(!t.to_json().contains("role_grant"), "written as stored");
}

fn player(i: usize) -> Player {
    Player::new(format!("u{i}"), format!("p{i}"))
}

/// A tournament of `setup` with `n` players joined, not started.
fn open(setup: &TournamentSetup, n: usize) -> TState {
    let mut t = TState::new(Place::channel("g", "c"), player(0), setup, T0).unwrap();
    // The fixtures were stored before tournaments kept whether their
    // creator could give the server's winner role (issue 44): such a state
    // has none, and is written without it.
    t.role_grant = None;
    for i in 1..=n {
        t.join(&player(i), 0, T0).unwrap();
    }
    t
}

/// Ratings that seed player `i` as seed `i` (p1 the highest).
fn ratings(n: usize) -> HashMap<String, u32> {
    (1..=n)
        .map(|i| (format!("u{i}"), 2000 - 10 * i as u32))
        .collect()
}

/// Gives every board in progress without a game one (ids from `next`),
/// posted to its players at `now`.
fn open_games(t: &mut TState, next: &mut i64, now: i64) {
    for ri in 0..t.rounds.len() {
        for bi in 0..t.rounds[ri].boards.len() {
            let b = &mut t.rounds[ri].boards[bi];
            if b.in_progress() && b.game.is_none() && b.black.is_some() {
                b.game = Some(*next);
                *next += 1;
                let g = b.game.unwrap();
                t.board_posted(g, now);
            }
        }
    }
}

/// The game of the board in progress where `seed` plays.
fn game_of(t: &TState, seed: u32) -> i64 {
    t.rounds
        .iter()
        .flat_map(|r| &r.boards)
        .find(|b| b.in_progress() && b.has(seed))
        .and_then(|b| b.game)
        .unwrap_or_else(|| panic!("seed {seed} has a game in progress"))
}

/// The boards of round `ri`: (White, Black) seeds.
fn pairs(t: &TState, ri: usize) -> Vec<(u32, Option<u32>)> {
    t.rounds[ri]
        .boards
        .iter()
        .map(|b| (b.white, b.black))
        .collect()
}

/// (seed, points) of the standings, in order.
fn points(t: &TState) -> Vec<(u32, u32)> {
    t.standings().iter().map(|l| (l.seed, l.points)).collect()
}

fn swiss_mid_round() -> TState {
    let mut setup = TournamentSetup::new("Stored Swiss", Format::Swiss);
    setup.rounds = Some(3);
    setup.byes = Some(2);
    setup.bye = Some("½".into());
    let mut t = open(&setup, 5);
    t.start(&ratings(5), T0 + MIN, ARENA_MINUTE_MS).unwrap();
    t.pair_next(T0 + MIN).unwrap();
    let mut next = 100;
    open_games(&mut t, &mut next, T0 + MIN);
    let g = game_of(&t, 1);
    assert!(t.record(g, BoardResult::WhiteWins, T0 + 10 * MIN));
    // p2 asks for a half-point bye in round 2.
    assert_eq!(t.request_bye("u2"), Ok(2));
    t
}

#[test]
fn a_swiss_stored_mid_round_with_a_bye_goes_on() {
    let mut t = stored("swiss-mid-round", &swiss_mid_round());
    assert_eq!((t.id, t.version), (40, 3));
    assert_eq!(t.format, Format::Swiss);
    assert_eq!(pairs(&t, 0), [(1, Some(3)), (4, Some(2)), (5, None)]);
    assert_eq!(t.rounds[0].boards[2].result, Some(BoardResult::Bye));
    assert!(!t.round_complete());
    // The game in progress ends: the round is complete.
    let g = game_of(&t, 2);
    assert!(t.record(g, BoardResult::Draw, T0 + 20 * MIN));
    assert!(t.round_complete() && t.more_rounds());
    // The bye was worth half a point.
    assert_eq!(points(&t), [(1, 10), (2, 5), (4, 5), (5, 5), (3, 0)]);
    // Round 2: p2 is not paired but has the half-point bye asked for.
    assert_eq!(t.pair_next(T0 + 21 * MIN), Ok(2));
    let r2 = pairs(&t, 1);
    assert_eq!(r2, [(5, Some(1)), (3, Some(4)), (2, None)]);
    assert_eq!(
        t.rounds[1].boards[2].result,
        Some(BoardResult::HalfPointBye)
    );
    assert_eq!(t.byes_taken(2), 1);
    assert_eq!(t.request_bye("u2"), Ok(3), "a second of its two byes");
    // Everyone but the bye plays once in round 2.
    let mut next = 200;
    open_games(&mut t, &mut next, T0 + 21 * MIN);
    for seed in [5, 3] {
        let g = game_of(&t, seed);
        assert!(t.record(g, BoardResult::WhiteWins, T0 + 30 * MIN));
    }
    assert_eq!(points(&t)[0], (5, 15));
    assert!(!t.should_finish(T0 + 30 * MIN), "round 3 is still to play");
}

fn round_robin_mid_round() -> TState {
    let mut setup = TournamentSetup::new("Stored RR", Format::RoundRobin);
    setup.double = true;
    let mut t = open(&setup, 4);
    t.start(&ratings(4), T0 + MIN, ARENA_MINUTE_MS).unwrap();
    let mut next = 100;
    t.pair_next(T0 + MIN).unwrap();
    open_games(&mut t, &mut next, T0 + MIN);
    for seed in [1, 2] {
        let g = game_of(&t, seed);
        assert!(t.record(g, BoardResult::WhiteWins, T0 + 5 * MIN));
    }
    t.pair_next(T0 + 6 * MIN).unwrap();
    open_games(&mut t, &mut next, T0 + 6 * MIN);
    let g = game_of(&t, 1);
    assert!(t.record(g, BoardResult::Draw, T0 + 9 * MIN));
    t
}

#[test]
fn a_double_round_robin_stored_mid_round_goes_on() {
    let mut t = stored("round-robin-mid-round", &round_robin_mid_round());
    assert_eq!(
        (t.format, t.double, t.rounds_total),
        (Format::RoundRobin, true, 6)
    );
    assert_eq!(t.rounds.len(), 2);
    // A player withdraws during round 2: their game is lost by forfeit,
    // and so is every later one.
    let open = t.rounds[1].boards.iter().find(|b| b.in_progress()).unwrap();
    let leaver = t.by_seed(open.black.unwrap()).player.id.clone();
    let seed = t.entrant_of(&leaver).unwrap().seed;
    assert!(t.withdraw(&leaver, T0 + 10 * MIN).unwrap().is_some());
    assert!(t.round_complete() && t.more_rounds());
    assert_eq!(t.pair_next(T0 + 11 * MIN), Ok(3));
    let forfeited = t.rounds[2].boards.iter().find(|b| b.has(seed)).unwrap();
    assert!(matches!(
        forfeited.result,
        Some(BoardResult::WhiteForfeits | BoardResult::BlackForfeits)
    ));
    assert_eq!(pairs(&t, 2), [(2, Some(4)), (3, Some(1))]);
    let lines = t.standings();
    assert_eq!(lines.len(), 4);
    assert!(lines.iter().any(|l| l.seed == seed && l.withdrawn));
    assert_eq!(
        points(&t),
        [(1, 25), (2, 15), (4, 10), (3, 0)],
        "after two rounds and a forfeit"
    );
}

fn arena_running() -> TState {
    let mut setup = TournamentSetup::new("Stored Arena", Format::Arena);
    setup.minutes = Some(20);
    setup.settings.time = TimeControl::Live {
        minutes: 3,
        increment: 0,
    };
    let mut t = open(&setup, 5);
    t.start(&ratings(5), T0 + MIN, ARENA_MINUTE_MS).unwrap();
    let mut next = 100;
    let first = t.arena_pair(T0 + MIN);
    assert_eq!(first.len(), 2);
    open_games(&mut t, &mut next, T0 + MIN);
    let g = game_of(&t, 1);
    t.berserk(g, 0).unwrap();
    assert!(t.record(g, BoardResult::WhiteWins, T0 + 3 * MIN));
    // A no-show: the player is paused.
    let g = t.rounds[0].boards[first[1]].game.unwrap();
    assert!(t.record(g, BoardResult::BlackForfeits, T0 + 4 * MIN));
    assert!(t.pause_no_show(0, first[1]).is_some());
    t.arena_pair(T0 + 4 * MIN);
    open_games(&mut t, &mut next, T0 + 4 * MIN);
    t
}

#[test]
fn a_running_arena_stored_goes_on() {
    let mut t = stored("arena-running", &arena_running());
    assert_eq!(t.format, Format::Arena);
    assert_eq!(t.ends_at, Some(T0 + 21 * MIN));
    let paused: Vec<u32> = t
        .entrants
        .iter()
        .filter(|e| e.paused)
        .map(|e| e.seed)
        .collect();
    assert_eq!(paused.len(), 1);
    let playing: Vec<(u32, Option<u32>)> = t.rounds[0]
        .boards
        .iter()
        .filter(|b| b.in_progress())
        .map(|b| (b.white, b.black))
        .collect();
    assert_eq!(playing.len(), 2);
    // A game ends: its players are paired again, the paused one is not.
    let (w, _) = playing[0];
    let g = game_of(&t, w);
    assert!(t.record(g, BoardResult::BlackWins, T0 + 6 * MIN));
    let new = t.arena_pair(T0 + 6 * MIN);
    assert!(new.len() <= 1);
    for bi in new {
        assert!(!t.rounds[0].boards[bi].has(paused[0]));
    }
    // The paused player comes back by joining again.
    let back = t.by_seed(paused[0]).player.clone();
    assert_eq!(
        t.join(&back, 0, T0 + 7 * MIN),
        Ok(tournament::state::Joined::Back)
    );
    let lines = t.standings();
    assert_eq!(lines.len(), 5);
    // Two wins in a row: on fire; a berserk win: a bonus point.
    assert_eq!(
        (lines[0].seed, lines[0].points, lines[0].on_fire),
        (3, 4, true)
    );
    assert_eq!((lines[1].seed, lines[1].points), (1, 3), "a berserk win");
    assert!(!t.should_finish(T0 + 7 * MIN));
    // Its end: once its games are over it is finished.
    for b in t.rounds[0].boards.iter_mut().filter(|b| b.in_progress()) {
        b.result = Some(BoardResult::Draw);
        b.ended_ms = Some(T0 + 21 * MIN);
    }
    assert!(t.should_finish(T0 + 21 * MIN));
    assert!(
        t.arena_pair(T0 + 21 * MIN).is_empty(),
        "nobody paired after its end"
    );
}

/// Plays every knockout game in progress: the higher seed wins, except
/// where `upset` names the match. Returns the matches decided, in order.
fn play_knockout(t: &mut TState, next: &mut i64, upset: &[&str], now: i64) -> Vec<String> {
    let mut decided = Vec::new();
    for _ in 0..50 {
        let step = t.knockout_step(now);
        decided.extend(step.decided.iter().map(|d| d.to_string()));
        open_games(t, next, now);
        let open: Vec<usize> = (0..t.rounds[0].boards.len())
            .filter(|&bi| t.rounds[0].boards[bi].in_progress())
            .collect();
        if open.is_empty() {
            break;
        }
        for bi in open {
            let b = &t.rounds[0].boards[bi];
            let higher_white = b.white < b.black.unwrap();
            let upset = upset.contains(&b.bout.as_ref().unwrap().id.as_str());
            let r = if higher_white != upset {
                BoardResult::WhiteWins
            } else {
                BoardResult::BlackWins
            };
            let g = b.game.unwrap();
            assert!(t.record(g, r, now));
        }
    }
    decided
}

fn knockout_tiebreak_pending() -> TState {
    let mut setup = TournamentSetup::new("Stored Cup", Format::Knockout);
    setup.knockout = KnockoutSetup {
        tiebreak: Some("replay".into()),
        third_place: Some(true),
        ..Default::default()
    };
    let mut t = open(&setup, 4);
    t.start(&ratings(4), T0 + MIN, ARENA_MINUTE_MS).unwrap();
    let step = t.knockout_step(T0 + MIN);
    assert_eq!(step.boards.len(), 2);
    let mut next = 100;
    open_games(&mut t, &mut next, T0 + MIN);
    // W1-1 (1 v 4) is drawn: a replay is due; W1-2 goes to seed 2.
    let g = game_of(&t, 1);
    assert!(t.record(g, BoardResult::Draw, T0 + 5 * MIN));
    let g = game_of(&t, 2);
    assert!(t.record(g, BoardResult::WhiteWins, T0 + 6 * MIN));
    let step = t.knockout_step(T0 + 6 * MIN);
    assert_eq!(step.decided.len(), 1);
    assert_eq!(step.boards.len(), 1, "the replay");
    open_games(&mut t, &mut next, T0 + 6 * MIN);
    t
}

#[test]
fn a_knockout_stored_with_a_tiebreak_pending_goes_on() {
    let mut t = stored("knockout-tiebreak", &knockout_tiebreak_pending());
    assert_eq!(t.format, Format::Knockout);
    let replay = t.rounds[0].boards.last().unwrap().clone();
    assert_eq!(
        t.match_label(0, t.rounds[0].boards.len() - 1).unwrap(),
        "W1-1 replay"
    );
    assert!(replay.in_progress());
    // Seed 4 (White in the replay) wins it: an upset.
    assert_eq!(replay.white, 4);
    assert!(t.record(replay.game.unwrap(), BoardResult::WhiteWins, T0 + 8 * MIN));
    let step = t.knockout_step(T0 + 8 * MIN);
    let decided: Vec<String> = step.decided.iter().map(|d| d.to_string()).collect();
    assert_eq!(decided, ["W1-1"]);
    assert_eq!(t.match_score("W1-1".parse().unwrap()).unwrap(), "½-½ (0-1)");
    // The final and the third-place match are paired at once.
    let new: Vec<String> = step.boards.iter().map(|&bi| t.thread_name(0, bi)).collect();
    assert_eq!(new, ["W2-1 · p2 vs p4", "3P · p1 vs p3"]);
    let mut next = 300;
    open_games(&mut t, &mut next, T0 + 8 * MIN);
    let rest = play_knockout(&mut t, &mut next, &[], T0 + 9 * MIN);
    assert_eq!(rest, ["W2-1", "3P"]);
    assert!(t.should_finish(T0 + 9 * MIN));
    let places: Vec<(u32, BracketPlace)> = t.knockout_places();
    let shown: Vec<String> = places.iter().map(|(s, p)| format!("{s}:{p}")).collect();
    assert_eq!(shown, ["2:1", "4:2", "1:3", "3:4"]);
    let ranks: Vec<(u32, u32)> = t.standings().iter().map(|l| (l.seed, l.rank)).collect();
    assert_eq!(ranks, [(2, 1), (4, 2), (1, 3), (3, 4)]);
}

fn double_elimination_in_losers_bracket() -> TState {
    let setup = TournamentSetup::new("Stored Double", Format::DoubleElimination);
    let mut t = open(&setup, 4);
    t.start(&ratings(4), T0 + MIN, ARENA_MINUTE_MS).unwrap();
    let mut next = 100;
    t.knockout_step(T0 + MIN);
    open_games(&mut t, &mut next, T0 + MIN);
    // The winners' bracket's first round: the higher seeds win.
    for seed in [1, 2] {
        let g = game_of(&t, seed);
        assert!(t.record(g, BoardResult::WhiteWins, T0 + 5 * MIN));
    }
    let step = t.knockout_step(T0 + 5 * MIN);
    assert_eq!(step.boards.len(), 2, "W2-1 and L1-1");
    open_games(&mut t, &mut next, T0 + 5 * MIN);
    // W2-1 is played (seed 1 wins); L1-1 (3 v 4) is being played.
    let g = game_of(&t, 1);
    assert!(t.record(g, BoardResult::WhiteWins, T0 + 9 * MIN));
    let step = t.knockout_step(T0 + 9 * MIN);
    assert_eq!(step.decided.len(), 1);
    t
}

#[test]
fn a_double_elimination_stored_in_its_losers_bracket_goes_on() {
    let mut t = stored(
        "double-elimination-losers",
        &double_elimination_in_losers_bracket(),
    );
    assert_eq!(t.format, Format::DoubleElimination);
    let playing: Vec<String> = (0..t.rounds[0].boards.len())
        .filter(|&bi| t.rounds[0].boards[bi].in_progress())
        .map(|bi| t.thread_name(0, bi))
        .collect();
    assert_eq!(playing, ["L1-1 · p3 vs p4"]);
    let mut next = 300;
    // Seed 2 comes back through the losers' bracket and wins the grand
    // final's first match: the reset is played.
    let order = play_knockout(&mut t, &mut next, &["GF1"], T0 + 10 * MIN);
    assert_eq!(order, ["L1-1", "L2-1", "GF1", "GF2"]);
    assert!(t.should_finish(T0 + 10 * MIN));
    let shown: Vec<String> = t
        .knockout_places()
        .iter()
        .map(|(s, p)| format!("{s}:{p}"))
        .collect();
    assert_eq!(shown, ["1:1", "2:2", "3:3", "4:4"]);
    assert_eq!(t.standings()[0].points, 30, "three matches won, in tenths");
}

fn swiss_series_edition() -> TState {
    let mut setup = TournamentSetup::new("Weekly Blitz", Format::Swiss);
    setup.rounds = Some(2);
    setup.byes = Some(0);
    setup.bye = Some("0".into());
    setup.starts = Some("2027-01-15 19:00 Europe/Berlin".into());
    setup.repeat = tournament::repeat::Repeat::Weekly;
    setup.remind = Some("30m".into());
    setup.checkin = Some("15m".into());
    setup.role = Some("<@&77>".into());
    setup.min_games = Some(5);
    setup.winner_role = Some("88".into());
    setup.no_show = Some("2m".into());
    setup.max_players = Some(64);
    setup.settings.time = TimeControl::Live {
        minutes: 5,
        increment: 3,
    };
    let mut t = open(&setup, 3);
    let start = t.starts_at.unwrap();
    t.start(&ratings(3), start, ARENA_MINUTE_MS).unwrap();
    let mut next = 100;
    for round in 0..2 {
        t.pair_next(start + round * 20 * MIN).unwrap();
        open_games(&mut t, &mut next, start + round * 20 * MIN);
        for seed in 1..=3 {
            if t.rounds[round as usize]
                .boards
                .iter()
                .any(|b| b.in_progress() && b.white == seed)
            {
                let g = game_of(&t, seed);
                assert!(t.record(g, BoardResult::WhiteWins, start + (round * 20 + 10) * MIN));
            }
        }
    }
    assert!(t.should_finish(start + 50 * MIN));
    t.status = TournamentStatus::Finished;
    t
}

fn knockout_series_edition() -> TState {
    let mut setup = TournamentSetup::new("Weekly Cup", Format::Knockout);
    setup.knockout = KnockoutSetup {
        best_of: Some(3),
        tiebreak: Some("armageddon".into()),
        seeding: Some("random".into()),
        ..Default::default()
    };
    setup.settings.time = TimeControl::Live {
        minutes: 3,
        increment: 2,
    };
    setup.starts = Some("in 2h".into());
    setup.repeat = tournament::repeat::Repeat::Daily;
    let mut t = open(&setup, 3);
    let start = t.starts_at.unwrap();
    t.start(&ratings(3), start, ARENA_MINUTE_MS).unwrap();
    let mut next = 100;
    play_knockout(&mut t, &mut next, &[], start + MIN);
    assert!(t.should_finish(start + MIN));
    t.status = TournamentStatus::Finished;
    t
}

#[test]
fn a_series_keeps_its_stored_options_in_its_next_edition() {
    let swiss = stored("series-swiss-edition", &swiss_series_edition());
    let start = swiss.scheduled_start.unwrap();
    let next = swiss.next_edition(start + 60 * MIN).unwrap();
    assert_eq!(next.starts_at, Some(start + 7 * 86_400_000));
    assert_eq!(next.local_start.as_deref(), Some("19:00:00"));
    assert_eq!(next.zone.as_deref(), Some("Europe/Berlin"));
    assert_eq!(
        (next.follows, next.series, next.edition),
        (Some(40), Some(40), 2)
    );
    assert_eq!(next.status, TournamentStatus::Open);
    assert!(next.entrants.is_empty() && next.rounds.is_empty());
    assert_eq!((next.rounds_total, next.rounds_asked), (2, 2));
    assert_eq!((next.byes, next.bye_points), (0, 0));
    assert_eq!(
        (next.remind_ms, next.checkin_ms),
        (30 * MIN, Some(15 * MIN))
    );
    assert_eq!(next.role.as_deref(), Some("77"));
    assert_eq!(next.min_games, Some(5));
    assert_eq!(next.winner_role.as_deref(), Some("88"));
    assert_eq!(next.no_show_ms, 2 * MIN);
    assert_eq!(next.max_players, Some(64));
    assert_eq!(next.settings, swiss.settings);
    assert_eq!(swiss.finish_reason, None);

    let cup = stored("series-knockout-edition", &knockout_series_edition());
    let start = cup.scheduled_start.unwrap();
    let mut next = cup.next_edition(start + 3 * 60 * MIN).unwrap();
    assert_eq!(next.starts_at, Some(start + 86_400_000));
    let k = next.knockout.as_ref().unwrap();
    assert!(k.decided.is_empty(), "a new bracket");
    assert_eq!(
        (k.best_of, k.tiebreak.name(), k.seeding.name()),
        (3, "armageddon", "random")
    );
    assert_eq!(next.rounds_total, 0);
    // The next edition plays: three players, a bye for the top seed.
    for i in 1..=3 {
        next.join(&player(i), 0, start + 86_400_000 - MIN).unwrap();
    }
    next.start(&ratings(3), start + 86_400_000, ARENA_MINUTE_MS)
        .unwrap();
    let step = next.knockout_step(start + 86_400_000);
    assert_eq!(step.boards.len(), 1, "one match, the other seed has a bye");
}
