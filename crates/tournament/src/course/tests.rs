//! Unit tests of the operations that ask a tournament's format: its
//! creation's shared options, seeding at the start, refusals.

use crate::state::testing::*;
use crate::state::*;
use host::{Place, Player};
use std::collections::HashMap;

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
fn cancelled_for_too_few_players_and_no_clock() {
    let t = swiss(1);
    let text = crate::words::tournament_cancelled_too_few_words(&t).text(locale::Locale::EnUs);
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
fn why_the_server_role_is_no_prize_is_the_organizers_alone() {
    let mut t = swiss(2);
    t.role_grant = Some(host::RoleGrant::of("7", false));
    let said = crate::words::role_withheld_notice(&t).expect("a notice for the organizer");
    let notice = said.text(locale::Locale::EnUs);
    assert!(
        notice.starts_with("🔒 **Cup**: No server role is handed out: you cannot give <@&7>"),
        "{notice}"
    );
    // In the organizer's own language, all of it.
    let fr = said.text(locale::Locale::Fr);
    assert!(fr.starts_with("🔒 **Cup**") && fr.contains("<@&7>"), "{fr}");
    assert!(
        !fr.contains("No server role") && !fr.contains("cannot give"),
        "{fr}"
    );
    // The rules anyone may read, and the card, leave it out.
    let rules = crate::words::tournament_rules_text(&t);
    assert!(!rules.contains("No server role"), "{rules}");
    assert!(
        !crate::words::tournament_card(&t)
            .text()
            .contains("No server role")
    );
    // A creator who could give it, or a role of the tournament's own: nothing to tell.
    t.role_grant = Some(host::RoleGrant::of("7", true));
    assert_eq!(crate::words::role_withheld_notice(&t), None);
    t.role_grant = Some(host::RoleGrant::of("7", false));
    t.winner_role = Some("8".into());
    assert_eq!(crate::words::role_withheld_notice(&t), None);
}

#[test]
fn the_announcement_fits_a_phone_with_120_entrants() {
    for n in [0, 3, 52, 120] {
        let t = swiss(n);
        let card = crate::words::tournament_card(&t);
        let shown = crate::words::tournament_announcement_text(&t).chars().count()
            + card.chars()
            // The frontend's line above it (a Discord event's link).
            + 100;
        assert!(
            shown <= host::PHONE_TEXT,
            "{n} entrants: {shown}\n{}",
            card.text()
        );
        if n > 0 {
            assert!(
                card.description.contains(&format!("Entrants ({n})")),
                "{}",
                card.text()
            );
        }
    }
    let many = crate::words::tournament_card(&swiss(120)).description;
    assert!(
        many.contains("more (`/tournament standings` lists everyone)"),
        "{many}"
    );
}

#[test]
fn the_final_standings_are_a_card_that_fits_a_phone_with_120_players() {
    for n in [3, 120] {
        let mut t = swiss(n);
        t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
        t.status = TournamentStatus::Finished;
        let lines = t.standings();
        let card = crate::words::final_standings_card(&t, &lines);
        let above = crate::words::tournament_finished_text(&t, &lines);
        let shown = above.chars().count() + card.chars();
        assert!(
            shown <= host::PHONE_TEXT,
            "{n} players: {shown}\n{above}\n{}",
            card.text()
        );
        assert!(card.title.contains("final standings"), "{}", card.title);
        assert!(
            card.value_of("Winner")
                .is_some_and(|w| w.starts_with("🥇 ")),
            "{}",
            card.text()
        );
        assert_eq!(card.value_of("Players"), Some(n.to_string().as_str()));
        assert!(card.value_of("Rounds").is_some() && card.value_of("Format") == Some("swiss"));
        // The podium at least, medalled.
        assert!(card.description.starts_with("🥇 "), "{}", card.description);
        if n == 120 {
            assert!(
                card.description
                    .contains("more: `/tournament standings` lists everyone."),
                "{}",
                card.description
            );
        } else {
            assert_eq!(card.description.lines().count(), 3, "{}", card.description);
        }
    }
}
