//! Unit tests of the arena: berserk, its length.

use crate::state::testing::*;
use crate::state::*;
use host::Player;
use locale::Locale;
use std::collections::HashMap;

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
fn an_arena_of_one_minute_says_minute() {
    for (minutes, words) in [(1, "1 minute"), (45, "45 minutes")] {
        let mut setup = TournamentSetup::new("Bullet", Format::Arena);
        setup.minutes = Some(minutes);
        let t = setup_state(&setup).unwrap();
        let rules = t.rules().rules_words(&t);
        assert_eq!(rules.len(), 1);
        assert_eq!(rules[0].text(Locale::EnUs), format!("{words}."));
        assert_eq!(t.rules().progress_text(&t, Locale::EnUs), words);
        let facts = t.rules().card_facts(&t);
        assert_eq!(facts[0].0.text(Locale::EnUs), "Length");
        assert_eq!(facts[0].1.text(Locale::EnUs), words);
    }
}

/// Issue #45's "1 minutes": an arena's length is said by CLDR's plural
/// forms, Russian's one/few/many included, in its announcement and card.
#[test]
fn an_arena_says_its_minutes_by_the_plural_forms_of_each_language() {
    for (minutes, ru) in [
        (1, "1 минута."),
        (2, "2 минуты."),
        (5, "5 минут."),
        (21, "21 минута."),
    ] {
        let mut setup = TournamentSetup::new("Bullet", Format::Arena);
        setup.minutes = Some(minutes);
        let t = setup_state(&setup).unwrap();
        let rules = t.rules().rules_words(&t);
        assert_eq!(rules[0].text(Locale::Ru), ru);
        let card = crate::words::tournament_card(&t).in_locale(Locale::Ru);
        let length = ru.trim_end_matches('.');
        assert!(
            card.fields.iter().any(|f| f.value == length),
            "{minutes}: {card:?}"
        );
        let rules = crate::words::tournament_rules_words(&t).text(Locale::Ru);
        assert!(rules.contains(&format!(" {ru}")), "{rules}");
    }
    let mut setup = TournamentSetup::new("Bullet", Format::Arena);
    setup.minutes = Some(1);
    let t = setup_state(&setup).unwrap();
    let de = crate::words::tournament_rules_words(&t).text(Locale::De);
    assert!(de.contains(" 1 Minute."), "{de}");
}
