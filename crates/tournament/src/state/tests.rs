//! Unit tests of the shared state: reading options, results set by the
//! organizer, entry conditions, standings during a round, old states.

use crate::state::testing::*;
use crate::state::*;
use pairing::trf::ResultCode;
use std::collections::HashMap;

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
    t.finish_unpairable(UnpairableWhy::RematchOrSecondBye);
    t.rounds[0].boards[0].adjudicated = true;
    let back = TState::from_json(&t.to_json(), 1, 1).unwrap();
    assert_eq!(back.finish_reason, t.finish_reason);
    assert!(back.rounds[0].boards[0].adjudicated);
}

#[test]
fn an_early_end_stored_in_english_reads_as_its_code() {
    let mut t = swiss(3);
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    t.pair_next(0).unwrap();
    t.finish_unpairable(UnpairableWhy::RematchOrSecondBye);
    let json = t.to_json();
    assert!(json.contains("\"why\":\"rematch-or-second-bye\""), "{json}");
    // A row stored when the reason was its English sentence.
    let old = json.replace(
        "\"rematch-or-second-bye\"",
        "\"every pairing left would be a rematch or a second bye\"",
    );
    let back = TState::from_json(&old, 1, 1).unwrap();
    assert_eq!(back.finish_reason, t.finish_reason);
    let said = crate::words::tournament_finish_reason_words(&back).unwrap();
    assert!(
        said.text(locale::Locale::Fr)
            .contains("chaque appariement restant serait une revanche ou une deuxième exemption"),
        "{}",
        said.text(locale::Locale::Fr)
    );
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
