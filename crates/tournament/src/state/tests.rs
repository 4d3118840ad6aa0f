//! Unit tests of one tournament's state.

use super::*;
use host::{GameId, Place, Player};
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
fn durations_no_shows_and_byes() {
    assert_eq!(parse_duration_ms("30s"), Some(30_000));
    assert_eq!(parse_duration_ms(" 2 min "), Some(120_000));
    assert_eq!(parse_duration_ms("5"), Some(300_000));
    assert_eq!(parse_duration_ms("1h"), Some(3_600_000));
    assert_eq!(parse_duration_ms("1d"), Some(86_400_000));
    assert_eq!(parse_duration_ms("0m"), None);
    assert_eq!(parse_duration_ms("m"), None);
    assert_eq!(parse_duration_ms("5 fortnights"), None);
    assert_eq!(parse_duration_ms("99999999999999999999d"), None);
    assert_eq!(parse_no_show(""), Ok(None));
    assert_eq!(parse_no_show("10s"), Ok(Some(10_000)));
    assert_eq!(parse_no_show("7d"), Ok(Some(7 * 86_400_000)));
    for bad in ["9s", "8d", "soon", "-5m"] {
        assert_eq!(
            parse_no_show(bad),
            Err(TournamentRefusal::BadNoShow(bad.into()))
        );
    }
    assert_eq!(parse_bye(""), Ok(None));
    assert_eq!(parse_bye("½"), Ok(Some(5)));
    assert_eq!(parse_bye("0,5"), Ok(Some(5)));
    assert_eq!(parse_bye("0"), Ok(Some(0)));
    assert_eq!(parse_bye("1"), Ok(Some(10)));
    assert!(matches!(parse_bye("2"), Err(TournamentRefusal::BadBye(_))));
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

fn swiss(n: usize) -> TState {
    let mut t = TState::new(
        Place::channel("g", "c"),
        Player::new("u1", "p1"),
        &TournamentSetup::new("Cup", Format::Swiss),
        0,
    )
    .unwrap();
    for i in 1..=n {
        t.join(&Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
            .unwrap();
    }
    t
}

#[test]
fn seeding_by_rating_then_join_order() {
    let mut t = swiss(4);
    let ratings: HashMap<_, _> = [("u3".to_string(), 1800), ("u2".to_string(), 1600)].into();
    t.start(&ratings, 0, ARENA_MINUTE_MS).unwrap();
    let order: Vec<_> = t.entrants.iter().map(|e| e.player.id.as_str()).collect();
    assert_eq!(order, ["u3", "u2", "u1", "u4"]);
    assert_eq!(t.rounds_total, 3);
    t.pair_next(0).unwrap();
    // The top seed has White in round 1.
    assert!(t.rounds[0].boards.iter().any(|b| b.white == 1));
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
fn no_show_time_by_time_control() {
    let mut setup = TournamentSetup::new("Corr", Format::RoundRobin);
    let p = Place::channel("g", "c");
    let o = Player::new("u1", "p1");
    assert_eq!(
        TState::new(p.clone(), o.clone(), &setup, 0)
            .unwrap()
            .no_show_ms,
        NO_SHOW_MS
    );
    setup.settings.time = "3d".parse().unwrap();
    let t = TState::new(p.clone(), o.clone(), &setup, 0).unwrap();
    assert_eq!(t.no_show_ms, NO_SHOW_CORRESPONDENCE_MS);
    // A no-show time given wins over the default.
    setup.no_show = Some("2h".into());
    let t = TState::new(p.clone(), o.clone(), &setup, 0).unwrap();
    assert_eq!(t.no_show_ms, 2 * 3_600_000);
    setup.no_show = Some("5s".into());
    assert!(matches!(
        TState::new(p.clone(), o.clone(), &setup, 0),
        Err(TournamentRefusal::BadNoShow(_))
    ));
    // An arena may be as short as a minute.
    let mut arena = TournamentSetup::new("Quick", Format::Arena);
    arena.minutes = Some(1);
    assert!(TState::new(p.clone(), o.clone(), &arena, 0).is_ok());
    arena.minutes = Some(0);
    assert!(TState::new(p, o, &arena, 0).is_err());
}

#[test]
fn refusals() {
    let mut t = swiss(2);
    assert_eq!(
        t.join(&Player::new("u1", "p1"), 0, 0),
        Err(TournamentRefusal::AlreadyJoined { name: "Cup".into() })
    );
    assert_eq!(
        t.start(&HashMap::new(), 0, ARENA_MINUTE_MS),
        Err(TournamentRefusal::TooFewPlayers { needed: 3, have: 2 })
    );
    t.max_players = Some(3);
    t.join(&Player::new("u3", "p3"), 0, 0).unwrap();
    assert!(matches!(
        t.join(&Player::new("u4", "p4"), 0, 0),
        Err(TournamentRefusal::Full { max: 3, .. })
    ));
}
fn setup_state(setup: &TournamentSetup) -> Result<TState, TournamentRefusal> {
    TState::new(Place::channel("g", "c"), Player::new("u1", "p1"), setup, 0)
}

/// Plays every game in progress of the current round: White wins.
fn white_wins_all(t: &mut TState, first_game: GameId, now: i64) {
    let ri = t.rounds.len() - 1;
    for bi in 0..t.rounds[ri].boards.len() {
        if t.rounds[ri].boards[bi].in_progress() {
            let g = first_game + bi as GameId;
            t.rounds[ri].boards[bi].game = Some(g);
            assert!(t.record(g, BoardResult::WhiteWins, now));
        }
    }
}

#[test]
fn max_players_from_2_to_1000_default_256() {
    let mut setup = TournamentSetup::new("Friday Swiss", Format::Swiss);
    assert_eq!(setup_state(&setup).unwrap().max_players, Some(256));
    for ok in [2, 1000] {
        setup.max_players = Some(ok);
        assert_eq!(setup_state(&setup).unwrap().max_players, Some(ok));
    }
    for bad in [0, 1, 1001] {
        setup.max_players = Some(bad);
        let r = setup_state(&setup).unwrap_err();
        assert_eq!(r, TournamentRefusal::BadMaxPlayers { max: bad });
        assert!(r.to_string().contains("from 2 to 1,000"), "{r}");
    }
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
fn results_accepted_from_the_organizer() {
    for (text, r) in [
        ("1-0", BoardResult::WhiteWins),
        ("0-1", BoardResult::BlackWins),
        ("1/2", BoardResult::Draw),
        ("½", BoardResult::Draw),
        ("½-½", BoardResult::Draw),
        ("1/2-1/2", BoardResult::Draw),
        (" 0.5-0.5 ", BoardResult::Draw),
        ("+-", BoardResult::BlackForfeits),
        ("-+", BoardResult::WhiteForfeits),
        ("0-0", BoardResult::BothForfeit),
    ] {
        assert_eq!(parse_result(text), Ok(r), "{text}");
    }
    for bad in ["", "1:0", "draw", "1-1", "+", "bye", "1 - 0"] {
        let r = parse_result(bad).unwrap_err();
        assert_eq!(r, TournamentRefusal::BadResult(bad.into()));
        let s = r.to_string();
        assert!(
            s.contains("`1-0`") && s.contains("`+-`") && s.contains("`0-0`"),
            "{s}"
        );
    }
}

#[test]
fn adjudicated_results_stand() {
    let mut t = swiss(4);
    assert!(matches!(
        t.adjudicate(1, 1, BoardResult::Draw, 0),
        Err(TournamentRefusal::AdjudicateNotRunning {
            status: TournamentStatus::Open,
            ..
        })
    ));
    t.rounds_total = 2;
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    assert_eq!(
        t.adjudicate(1, 1, BoardResult::Draw, 0),
        Err(TournamentRefusal::NoSuchRound {
            round: 1,
            rounds: 0
        })
    );
    t.pair_next(0).unwrap();
    t.rounds[0].boards[0].game = Some(7);
    t.rounds[0].boards[1].game = Some(8);
    assert!(t.record(7, BoardResult::WhiteWins, 5));
    // A finished game corrected: the previous result is told.
    let a = t.adjudicate(1, 1, BoardResult::Draw, 6).unwrap();
    assert_eq!(a.previous, Some(BoardResult::WhiteWins));
    assert_eq!(a.game_to_end, None);
    assert_eq!((a.round_index, a.board_index), (0, 0));
    assert!(t.rounds[0].boards[0].adjudicated);
    // A game in progress: the host must end it; its own end is ignored.
    let a = t.adjudicate(1, 2, BoardResult::BlackForfeits, 7).unwrap();
    assert_eq!(a.previous, None);
    assert_eq!(a.game_to_end, Some(8));
    assert!(!t.record(8, BoardResult::BlackWins, 9));
    assert_eq!(
        t.rounds[0].boards[1].result,
        Some(BoardResult::BlackForfeits)
    );
    assert_eq!(t.rounds[0].boards[1].ended_ms, Some(7));
    // Standings and the TRF use the corrected results.
    let (w1, b1) = (t.rounds[0].boards[0].white, t.rounds[0].boards[0].black);
    let s = t.standings();
    assert_eq!(s.iter().find(|l| l.seed == w1).unwrap().points, 5);
    assert_eq!(s.iter().find(|l| Some(l.seed) == b1).unwrap().points, 5);
    let trf = t.trf(false);
    let w2 = t.rounds[0].boards[1].white;
    assert_eq!(
        trf.players[w2 as usize - 1].rounds[0].result,
        ResultCode::ForfeitWin
    );
    // Which rounds and boards exist.
    assert_eq!(
        t.adjudicate(2, 1, BoardResult::Draw, 0),
        Err(TournamentRefusal::NoSuchRound {
            round: 2,
            rounds: 1
        })
    );
    assert_eq!(
        t.adjudicate(1, 3, BoardResult::Draw, 0),
        Err(TournamentRefusal::NoSuchBoard {
            round: 1,
            board: 3,
            boards: 2
        })
    );
    assert!(
        TournamentRefusal::NoSuchBoard {
            round: 1,
            board: 3,
            boards: 2
        }
        .to_string()
        .contains("1 to 2")
    );
    assert!(
        TournamentRefusal::NoSuchRound {
            round: 2,
            rounds: 1
        }
        .to_string()
        .contains("only round 1")
    );
    assert!(matches!(
        t.adjudicate(1, 1, BoardResult::Bye, 0),
        Err(TournamentRefusal::BadResult(_))
    ));
    // A bye board has no result to set.
    let mut three = swiss(3);
    three.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    three.pair_next(0).unwrap();
    assert_eq!(
        three.adjudicate(1, 2, BoardResult::Draw, 0),
        Err(TournamentRefusal::ByeBoard { round: 1, board: 2 })
    );
    // Not once it is over.
    t.status = TournamentStatus::Finished;
    let r = t.adjudicate(1, 1, BoardResult::WhiteWins, 0).unwrap_err();
    assert!(r.to_string().contains("is over"), "{r}");
}

#[test]
fn new_fields_default_in_old_states() {
    let mut t = swiss(3);
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    t.pair_next(0).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&t.to_json()).unwrap();
    let o = v.as_object_mut().unwrap();
    for k in ["byes", "role", "min_games", "finish_reason"] {
        assert!(o.remove(k).is_some(), "{k}");
    }
    for e in o["entrants"].as_array_mut().unwrap() {
        assert!(e.as_object_mut().unwrap().remove("bye_request").is_some());
    }
    for b in o["rounds"][0]["boards"].as_array_mut().unwrap() {
        assert!(b.as_object_mut().unwrap().remove("adjudicated").is_some());
    }
    let old = TState::from_json(&v.to_string(), 1, 1).unwrap();
    assert_eq!(old.byes, DEFAULT_BYES);
    assert_eq!(
        (old.role, old.min_games, old.finish_reason),
        (None, None, None)
    );
    assert!(!old.rounds[0].boards[0].adjudicated);
    // And the new ones round-trip.
    t.finish_unpairable("why".into());
    t.rounds[0].boards[0].adjudicated = true;
    let back = TState::from_json(&t.to_json(), 1, 1).unwrap();
    assert_eq!(back.finish_reason, t.finish_reason);
    assert!(back.rounds[0].boards[0].adjudicated);
}

#[test]
fn entry_conditions() {
    let mut setup = TournamentSetup::new("Friday Swiss", Format::Swiss);
    setup.role = Some("<@&123>".into());
    setup.min_games = Some(5);
    let t = setup_state(&setup).unwrap();
    assert_eq!(t.role.as_deref(), Some("123"));
    let roles = |r: &[&str]| r.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(t.check_entry(&roles(&["9", "123"]), 5), Ok(()));
    let r = t.check_entry(&roles(&["9"]), 9).unwrap_err();
    assert_eq!(
        r.to_string(),
        "You need the role <@&123> to join **Friday Swiss**."
    );
    let r = t.check_entry(&roles(&["123"]), 2).unwrap_err();
    assert!(
        r.to_string()
            .starts_with("**Friday Swiss** needs at least 5 rated games in cruise; you have 2."),
        "{r}"
    );
    let text = crate::words::tournament_created_text(&t);
    assert!(
        text.contains("Entry: members with <@&123>, at least 5 rated games in cruise."),
        "{text}"
    );
    assert!(text.contains("request 1 half-point bye"), "{text}");
    // No condition: anyone; Some(0) games is none.
    setup.role = Some(" ".into());
    setup.min_games = Some(0);
    setup.byes = Some(0);
    let t = setup_state(&setup).unwrap();
    assert_eq!(t.check_entry(&[], 0), Ok(()));
    let text = crate::words::tournament_created_text(&t);
    assert!(!text.contains("Entry:"), "{text}");
    assert!(text.contains("cannot be requested"), "{text}");
    setup.role = Some("everyone".into());
    assert!(matches!(
        setup_state(&setup),
        Err(TournamentRefusal::BadRole(_))
    ));
}

#[test]
fn berserk_once_per_side() {
    let mut setup = TournamentSetup::new("Blitz", Format::Arena);
    setup.settings.time = "3+0".parse().unwrap();
    let mut t = setup_state(&setup).unwrap();
    for i in 1..=2 {
        t.join(&Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
            .unwrap();
    }
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    assert_eq!(t.arena_pair(0), vec![0]);
    t.rounds[0].boards[0].game = Some(7);
    assert_eq!(t.berserk(7, 1), Ok(()));
    assert_eq!(t.rounds[0].boards[0].berserk, [false, true]);
    assert_eq!(t.berserk(7, 1), Err(TournamentRefusal::AlreadyBerserk));
    assert_eq!(t.berserk(7, 0), Ok(()));
    assert_eq!(t.berserk(7, 0), Err(TournamentRefusal::AlreadyBerserk));
    assert_eq!(t.berserk(8, 0), Err(TournamentRefusal::NotInTournamentGame));
    assert!(!TournamentRefusal::AlreadyBerserk.to_string().is_empty());
}

#[test]
fn an_arena_lasts_its_minutes_of_the_minute_it_is_given() {
    let mut setup = TournamentSetup::new("Minute", Format::Arena);
    setup.minutes = Some(3);
    let arena = |minute_ms: i64| {
        let mut t = setup_state(&setup).unwrap();
        for i in 1..=2 {
            t.join(&Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
                .unwrap();
        }
        t.start(&HashMap::new(), 1_000, minute_ms).unwrap();
        t
    };
    assert_eq!(arena(ARENA_MINUTE_MS).ends_at, Some(1_000 + 180_000));
    // A test's minute of 5 s: the same arena ends after 15 s, not before.
    let short = arena(5_000);
    assert_eq!(short.ends_at, Some(16_000));
    assert!(!short.should_finish(15_999));
    assert!(short.should_finish(16_000));
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
    t.finish_unpairable(UNPAIRABLE_WHY.to_string());
    assert_eq!(t.status, TournamentStatus::Finished);
    assert!(!t.is_live() && !t.should_finish(10));
    assert_eq!(
        t.finish_reason,
        Some(FinishReason::Unpairable {
            after_round: 1,
            why: UNPAIRABLE_WHY.to_string()
        })
    );
    let text = crate::words::tournament_finish_reason_text(&t).unwrap();
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
    t.finish_unpairable("again".into());
    assert!(matches!(
        t.finish_reason,
        Some(FinishReason::Unpairable { ref why, .. }) if why == UNPAIRABLE_WHY
    ));
}

#[test]
fn cancelled_for_too_few_players_and_no_clock() {
    let t = swiss(1);
    let text = crate::words::tournament_cancelled_too_few_text(&t);
    assert!(
        text.ends_with("is cancelled: 1 player joined, at least 3 are needed."),
        "{text}"
    );
    assert!(!text.contains("organizer"));
    let text = crate::words::tournament_created_text(&t);
    assert!(text.contains("cruise, no clock, "), "{text}");
    assert!(!text.contains("none"), "{text}");
}

#[test]
fn standings_during_a_round_count_its_finished_games_byes_and_adjudications() {
    let mut t = swiss(5);
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    assert_eq!(t.round_in_progress_number(), None, "no round paired yet");
    t.pair_next(0).unwrap();
    // Round 1: boards 1 and 2 are games, board 3 the bye (seed 5).
    assert_eq!(t.rounds[0].boards.len(), 3);
    assert_eq!(t.round_in_progress_number(), Some(1));
    for (bi, g) in [(0, 1), (1, 2)] {
        t.rounds[0].boards[bi].game = Some(g);
    }
    let points = |t: &TState| -> Vec<(u32, Points)> {
        let mut p: Vec<_> = t.standings().iter().map(|l| (l.seed, l.points)).collect();
        p.sort();
        p
    };
    // The bye counts at once.
    assert_eq!(points(&t), [(1, 0), (2, 0), (3, 0), (4, 0), (5, 10)]);
    // Board 1 adjudicated a draw, while board 2 is played.
    let a = t.adjudicate(1, 1, BoardResult::Draw, 5).unwrap();
    assert_eq!(a.game_to_end, Some(1));
    assert_eq!(t.round_in_progress_number(), Some(1));
    let (w, b) = (
        t.rounds[0].boards[0].white,
        t.rounds[0].boards[0].black.unwrap(),
    );
    for (seed, pts) in points(&t) {
        let expect = match seed {
            5 => 10,
            s if s == w || s == b => 5,
            _ => 0,
        };
        assert_eq!(pts, expect, "seed {seed}");
    }
    // Board 2 finishes: the round is complete.
    assert!(t.record(2, BoardResult::WhiteWins, 6));
    assert_eq!(t.round_in_progress_number(), None);
    assert_eq!(points(&t).iter().map(|p| p.1).sum::<Points>(), 30);
}

#[test]
fn an_adjudicated_game_ends_with_the_result_set() {
    use engine::Color::{Black, White};
    assert_eq!(decided_end(BoardResult::WhiteWins), (Some(White), false));
    assert_eq!(decided_end(BoardResult::BlackWins), (Some(Black), false));
    assert_eq!(decided_end(BoardResult::Draw), (None, false));
    assert_eq!(decided_end(BoardResult::WhiteForfeits), (Some(Black), true));
    assert_eq!(decided_end(BoardResult::BlackForfeits), (Some(White), true));
    assert_eq!(decided_end(BoardResult::BothForfeit), (None, true));
}
