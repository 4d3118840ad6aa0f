//! Pure tests of [`GameCore`]: one game, no `Host`, no database, time given
//! as numbers. Each test names the rule it holds the host to.

use super::*;
use crate::ids::{Place, Player};
use crate::settings::GameSettings;
use crate::view::ViewKind;
use engine::{Color, DrawReason, Outcome, Preset};

const T0: i64 = 1_000_000;

fn core(preset: Preset, fen: Option<&str>, time: &str) -> GameCore {
    let settings = GameSettings {
        preset,
        time: time.parse().expect("time control"),
        fen: fen.map(str::to_string),
        ..GameSettings::default()
    };
    GameCore::new(
        1,
        Place::channel("guild", "channel"),
        [Player::new("w", "alice"), Player::new("b", "bob")],
        settings,
        T0,
    )
    .expect("new game")
}

fn play(g: &mut GameCore, user: &str, text: &str) -> Vec<Note> {
    g.play_text(user, text, T0)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A flight of the side to move that starts `prefix` and goes on from there.
fn flight_from(g: &GameCore, prefix: &str) -> String {
    g.pos()
        .legal_flights()
        .iter()
        .map(|f| f.to_string())
        .find(|f| f.starts_with(prefix) && f.len() > prefix.len())
        .unwrap_or_else(|| panic!("no flight starting {prefix}"))
}

/// White's missile on c5 flies over c6, where Black's pawn (b7) and bishop
/// (e8) can both shoot it down: the labels differ only in case. (White's
/// king stands on a1: from h1 the bishop's shot would give check, which
/// rulings §6 forbids.)
const PAWN_AND_BISHOP: &str = "4b2k/1p6/8/2P5/8/8/8/K7 w - - 0 1";

#[test]
fn no_draw_claims_in_the_pawn_game() {
    // The engine forbids claims on the pawns board; the host must not allow
    // them on its own (wave 1 did, from its own repetition count).
    let mut g = core(Preset::Pawns, None, "none");
    assert_eq!(g.claim_draw("w"), Err(Refusal::NoClaimsInPawnGame));
    assert!(!g.is_over());
}

#[test]
fn threefold_is_claimed_and_fivefold_ends_the_game_by_itself() {
    let mut g = core(Preset::Chess, None, "none");
    let cycle = [("w", "Nf3"), ("b", "Nf6"), ("w", "Ng1"), ("b", "Ng8")];
    assert!(matches!(
        g.claim_draw("w"),
        Err(Refusal::NothingToClaim { .. })
    ));
    for (who, m) in cycle.iter().chain(cycle.iter()) {
        play(&mut g, who, m);
    }
    // The start position has now stood three times: a claim is allowed,
    // but nothing ends by itself.
    assert!(!g.is_over());
    let mut claimed = g.clone();
    claimed.claim_draw("b").expect("threefold claim");
    assert_eq!(
        claimed.result.map(|r| r.reason),
        Some(EndReason::ThreefoldRepetition)
    );
    // Rulings §8: fivefold repetition ends the game without a claim.
    for (who, m) in cycle.iter().chain(cycle.iter()) {
        assert!(!g.is_over(), "over before the fifth occurrence");
        play(&mut g, who, m);
    }
    let result = g.result.expect("fivefold ends the game");
    assert_eq!(result.winner, None);
    assert_eq!(
        result.reason,
        EndReason::Rules(Outcome::Draw {
            reason: DrawReason::FivefoldRepetition
        })
    );
}

#[test]
fn a_lowercase_pawn_capture_never_shoots_with_the_bishop() {
    let mut g = core(Preset::Cruise, Some(PAWN_AND_BISHOP), "none");
    let f = flight_from(&g, "c5>c6>");
    let notes = play(&mut g, "w", &f);
    assert!(
        notes
            .iter()
            .any(|n| matches!(n, Note::Step { asked: true, .. })),
        "{notes:?}"
    );
    let labels: Vec<String> = g
        .prompt()
        .expect("a question on c6")
        .options
        .iter()
        .map(|(_, s)| s.clone())
        .collect();
    assert!(
        labels.contains(&"bxc6".to_string()) && labels.contains(&"Bxc6".to_string()),
        "{labels:?}"
    );
    // Only a case-insensitive match can be ambiguous, and then nothing is played.
    let mut loose = g.clone();
    assert!(matches!(
        loose.answer_typed("b", Some("BXC6"), None, T0),
        Err(Refusal::AmbiguousShootDown { .. })
    ));
    assert!(loose.prompt().is_some());
    // The exact SAN picks the pawn.
    let notes = g.answer_typed("b", Some("bxc6"), None, T0).unwrap();
    let san = notes.iter().find_map(|n| match n {
        Note::ShotDown { san, .. } => Some(san.clone()),
        _ => None,
    });
    assert_eq!(san.as_deref(), Some("bxc6"));
    let c6: Square = "c6".parse().unwrap();
    assert_eq!(g.pos().board().role_at(c6), Some(Role::Pawn));
    assert_eq!(
        g.pos().board().role_at("e8".parse().unwrap()),
        Some(Role::Bishop)
    );
}

#[test]
fn a_typed_answer_written_before_the_question_does_not_answer_it() {
    let mut g = core(Preset::Cruise, Some(PAWN_AND_BISHOP), "none");
    let f = flight_from(&g, "c5>c6>");
    g.play_text("w", &f, T0 + 5_000).unwrap();
    let asked = g.prompt().unwrap().asked;
    assert_eq!(asked, T0 + 5_000);
    // "pass" typed a second before the question was asked was meant for an
    // earlier one: refused, and the question is still pending.
    assert_eq!(
        g.answer_typed("b", None, Some(asked - 1_000), T0 + 5_100),
        Err(Refusal::AnswerForEarlierQuestion)
    );
    assert!(g.prompt().is_some());
    // Written after it was asked: it lets the missile pass.
    let notes = g
        .answer_typed("b", None, Some(asked + 10), T0 + 5_100)
        .unwrap();
    assert!(
        notes.iter().any(|n| matches!(n, Note::Passed { .. })),
        "{notes:?}"
    );
}

#[test]
fn a_flag_fall_against_a_lone_king_is_a_draw() {
    // FIDE 6.9: Black cannot mate with a lone king, so White's flag falling
    // draws.
    let mut g = core(Preset::Chess, Some("k7/8/8/8/8/8/8/KQ6 w - - 0 1"), "1+0");
    let mut notes = Vec::new();
    g.tick(T0 + 59_000, &mut notes);
    assert!(!g.is_over(), "a second is left");
    g.tick(T0 + 60_000, &mut notes);
    assert_eq!(
        g.result,
        Some(Ending {
            winner: None,
            reason: EndReason::TimeNoMaterial
        })
    );
    // The side with a queen wins on time.
    let mut g = core(Preset::Chess, Some("k7/8/8/8/8/8/8/KQ6 b - - 0 1"), "1+0");
    g.tick(T0 + 60_000, &mut notes);
    assert_eq!(
        g.result,
        Some(Ending {
            winner: Some(Color::White),
            reason: EndReason::Time
        })
    );
}

#[test]
fn a_square_typed_while_steering_continues_the_flight() {
    let mut g = core(Preset::Cruise, Some(PAWN_AND_BISHOP), "none");
    g.fire("w", "c5").expect("fire c5");
    play(&mut g, "w", "c6");
    // Black lets it pass; White steers on by typing the next square.
    let seq = g.prompt().expect("question on c6").seq;
    g.answer("b", seq, None, T0).unwrap();
    assert!(g.steering().is_some(), "White steers again");
    let next = g
        .steer_options()
        .expect("steering options")
        .next
        .into_iter()
        .find(|&s| g.pos().board().role_at(s).is_none())
        .expect("an empty next square");
    let notes = play(&mut g, "w", &next.to_string());
    assert!(
        notes.iter().any(|n| matches!(n, Note::Step { .. })),
        "{notes:?}"
    );
    assert_eq!(g.missile().map(|f| f.head()), Some(next));
    // Anything else than a square is refused while the missile flies.
    assert!(matches!(
        g.play_text("w", "Kg2", T0),
        Err(Refusal::MissileInAir { .. }) | Err(Refusal::AnswerFirst)
    ));
}

#[test]
fn downtime_moves_the_running_clock_and_the_question_deadline() {
    let mut g = core(Preset::Cruise, Some(PAWN_AND_BISHOP), "3+0");
    let before = g.time_left(Color::White, T0 + 10_000).unwrap();
    g.shift_time(60_000);
    assert_eq!(
        g.time_left(Color::White, T0 + 70_000).unwrap(),
        before,
        "a minute of downtime costs nothing"
    );
    let f = flight_from(&g, "c5>c6>");
    play(&mut g, "w", &f);
    let p = g.prompt().unwrap().clone();
    g.shift_time(5_000);
    let q = g.prompt().unwrap();
    assert_eq!((q.asked, q.deadline), (p.asked + 5_000, p.deadline + 5_000));
    // A finished game is left alone.
    g.resign("b").unwrap();
    let r = g.clone();
    g.shift_time(1_000);
    assert_eq!(g.clocks, r.clocks);
}

#[test]
fn a_question_delivered_late_gets_its_whole_time_from_delivery() {
    let mut g = core(Preset::Cruise, Some(PAWN_AND_BISHOP), "none");
    let f = flight_from(&g, "c5>c6>");
    g.play_text("w", &f, T0).unwrap();
    let asked = g.prompt().unwrap().deadline;
    assert_eq!(asked, T0 + 30_000);
    // On time (within a second): nothing moves.
    assert!(!g.question_delivered(T0 + 800));
    assert_eq!(g.prompt().unwrap().deadline, asked);
    // Four seconds late (a rate-limited channel): 30 s from delivery.
    assert!(g.question_delivered(T0 + 4_000));
    assert_eq!(g.prompt().unwrap().deadline, T0 + 34_000);
    // Nothing to deliver once the question is answered.
    let seq = g.prompt().unwrap().seq;
    g.answer("b", seq, None, T0 + 5_000).unwrap();
    assert!(!g.question_delivered(T0 + 9_000));
}

/// Issue 19: a board after a move notifies the player to move where they
/// may be away (correspondence, no clock); with a live clock nobody (both
/// are at the board) and the flag's time is shown instead.
#[test]
fn a_move_notifies_the_player_to_move_only_without_a_live_clock() {
    for (time, notified) in [("1d", true), ("none", true), ("5+0", false)] {
        let mut g = core(Preset::Chess, None, time);
        let before = g.clone();
        let notes = play(&mut g, "w", "e4");
        let views = g.views(&before, &notes, T0);
        let board = views.iter().find(|v| v.kind == ViewKind::Move).unwrap();
        let expected: Vec<String> = if notified { vec!["b".into()] } else { vec![] };
        assert_eq!(board.mentions, expected, "{time}");
        assert_eq!(board.flag_ms.is_some(), !notified, "{time}");
    }
}

/// Issue 19: the AI is never notified, not even as the player to move.
#[test]
fn the_ai_is_never_notified() {
    let mut g = core(Preset::Chess, None, "1d");
    g.settings.ai = Some(crate::settings::AiOpponent {
        user: "b".into(),
        level: 1,
    });
    let before = g.clone();
    let notes = play(&mut g, "w", "e4");
    let views = g.views(&before, &notes, T0);
    assert!(views.iter().all(|v| v.mentions.is_empty()), "{views:?}");
    assert_eq!(
        g.humans(&[Color::White, Color::Black]),
        vec!["w".to_string()]
    );
}

/// Issue 19: a question notifies its defender, and its text shows no
/// second countdown beside the frontend's.
#[test]
fn a_question_notifies_its_defender() {
    let mut g = core(Preset::Cruise, Some(PAWN_AND_BISHOP), "1d");
    let before = g.clone();
    let flight = flight_from(&g, "c5>c6>");
    let notes = play(&mut g, "w", &flight);
    let views = g.views(&before, &notes, T0);
    let q = views
        .iter()
        .find(|v| v.kind == ViewKind::ShootDownQuestion)
        .expect("a question at c6");
    assert_eq!(q.mentions, vec!["b".to_string()]);
    assert!(q.deadline_ms.is_some());
    assert!(!q.text.contains(" s to answer"), "{}", q.text);
    // The first question is on the flight's new message: no notice.
    assert!(views.iter().all(|v| v.kind != ViewKind::QuestionNotice));
}

/// A game without a clock with a move limit of `ms` that ends the game
/// (`ends`) or lets the opponent claim.
fn limited(ms: i64, ends: bool) -> GameCore {
    let mut g = core(Preset::Chess, None, "none");
    g.settings.move_limit = Some(crate::settings::MoveLimit { ms, ends });
    g.limit_start(T0);
    g
}

fn ticked(g: &mut GameCore, now: i64) -> Vec<Note> {
    let mut notes = Vec::new();
    g.tick(now, &mut notes);
    notes
}

#[test]
fn a_casual_move_limit_reminds_half_way_then_lets_the_opponent_claim() {
    let mut g = limited(10_000, false);
    g.play_text("w", "e4", T0 + 1_000).expect("e4");
    // Black's turn began at T0 + 1 s: the reminder at 6 s, the limit at 11 s.
    assert_eq!(g.next_wake(), Some(T0 + 6_000));
    assert!(ticked(&mut g, T0 + 5_999).is_empty());
    assert_eq!(
        ticked(&mut g, T0 + 6_000),
        vec![Note::MoveLimitHalf {
            side: Color::Black,
            deadline: T0 + 11_000
        }]
    );
    // Before the limit the opponent's claim is refused, saying how long is left.
    match g.claim("w", T0 + 8_000) {
        Err(Refusal::MoveLimitNotReached { opponent, left_ms }) => {
            assert_eq!((opponent.as_str(), left_ms), ("bob", 3_000));
        }
        other => panic!("claim before the limit: {other:?}"),
    }
    assert_eq!(g.next_wake(), Some(T0 + 11_000));
    assert_eq!(
        ticked(&mut g, T0 + 11_000),
        vec![Note::MoveLimitReached { side: Color::Black }]
    );
    assert!(!g.is_over(), "a casual game waits for the claim");
    assert_eq!(g.next_wake(), None, "announced once");
    // The player to move cannot claim against themselves.
    assert!(g.clone().claim("b", T0 + 12_000).is_err());
    let notes = g.claim("w", T0 + 12_000).expect("claim after the limit");
    assert_eq!(
        notes,
        vec![Note::Ended(Ending {
            winner: Some(Color::White),
            reason: EndReason::MoveLimit
        })]
    );
}

#[test]
fn a_move_starts_the_next_turn_with_a_whole_limit() {
    let mut g = limited(10_000, false);
    assert_eq!(ticked(&mut g, T0 + 5_000).len(), 1, "White reminded");
    g.play_text("w", "e4", T0 + 9_000).expect("e4 in time");
    assert_eq!(g.next_wake(), Some(T0 + 14_000), "Black's half-way point");
    assert!(ticked(&mut g, T0 + 13_000).is_empty());
    // A draw claim still works as before when there is nothing about the limit.
    assert!(matches!(
        g.claim("b", T0 + 13_000),
        Err(Refusal::NothingToClaim { .. })
    ));
}

#[test]
fn an_event_move_limit_ends_the_game_and_the_player_to_move_loses() {
    let mut g = limited(10_000, true);
    g.play_text("w", "e4", T0).expect("e4");
    g.play_text("b", "e5", T0 + 2_000).expect("e5");
    assert_eq!(ticked(&mut g, T0 + 7_000).len(), 1, "the reminder");
    let notes = ticked(&mut g, T0 + 12_000);
    assert_eq!(
        notes,
        vec![Note::Ended(Ending {
            winner: Some(Color::Black),
            reason: EndReason::MoveLimit
        })]
    );
    assert_eq!(g.next_wake(), None);
}

#[test]
fn downtime_is_given_back_to_the_move_limit_and_it_survives_a_restart() {
    let mut g = limited(10_000, true);
    g.play_text("w", "e4", T0).expect("e4");
    // The host was down 60 s: the limit moves on by as much.
    g.shift_time(60_000);
    assert_eq!(g.limit_deadline(), Some(T0 + 70_000));
    assert!(ticked(&mut g, T0 + 64_000).is_empty());
    assert_eq!(ticked(&mut g, T0 + 65_000).len(), 1, "the reminder");
    let json = crate::snapshot::Snapshot::of(&g).to_json();
    let back = crate::snapshot::Snapshot::restore(&json, g.id, g.place.clone(), g.version)
        .expect("restore");
    assert_eq!(back.settings.move_limit, g.settings.move_limit);
    assert_eq!(back.limit_deadline(), Some(T0 + 70_000));
    assert_eq!(
        back.next_wake(),
        Some(T0 + 70_000),
        "the reminder is not sent twice"
    );
}

#[test]
fn a_clock_has_no_move_limit() {
    let mut g = core(Preset::Chess, None, "3d");
    g.settings.move_limit = Some(crate::settings::MoveLimit {
        ms: 10_000,
        ends: true,
    });
    g.limit_start(T0);
    assert_eq!(g.limit_deadline(), None);
    assert!(ticked(&mut g, T0 + 20_000).is_empty());
    assert!(!g.is_over());
}

/// An armageddon game (`black_time_percent: 80`): Black starts with 4/5
/// of White's time; without a live clock the share changes nothing.
#[test]
fn black_may_start_with_a_share_of_whites_time() {
    let game = |time: &str, pct: Option<u32>| {
        let settings = GameSettings {
            time: time.parse().expect("time control"),
            black_time_percent: pct,
            ..GameSettings::default()
        };
        GameCore::new(
            1,
            Place::channel("guild", "channel"),
            [Player::new("w", "alice"), Player::new("b", "bob")],
            settings,
            T0,
        )
        .expect("new game")
    };
    assert_eq!(game("5+3", Some(80)).clocks.remaining, [300_000, 240_000]);
    assert_eq!(game("5+3", None).clocks.remaining, [300_000, 300_000]);
    assert_eq!(
        game("1d", Some(80)).clocks.remaining,
        [86_400_000, 86_400_000]
    );
}

/// A correspondence game's deadline is a Discord timestamp (each reader
/// sees it in their own time zone), not a duration that goes stale.
#[test]
fn a_correspondence_deadline_is_a_discord_timestamp() {
    let mut g = core(Preset::Chess, None, "3d");
    g.play_text("w", "e4", T0).expect("e4");
    let line = g.to_move_line(T0 + 1_000);
    let left = g.time_left(Color::Black, T0 + 1_000).expect("a clock");
    let stamp = format!("<t:{}:R>", (T0 + 1_000 + left) / 1000);
    assert!(
        line.contains(&format!("Time for this move runs out {stamp}.")),
        "{line}"
    );
    assert!(!line.contains("0h"), "{line}");
}

/// Issue 45: a game's views carry words, said in the reader's language
/// at the edge: the board's caption, the question and its buttons, the
/// end; their `text` stays the en-US form.
#[test]
fn a_games_views_are_said_in_french_german_and_japanese() {
    use locale::Locale;
    let said = |v: &crate::View, l: Locale| v.clone().in_locale(l);
    let mut g = core(Preset::Cruise, Some(PAWN_AND_BISHOP), "5+3");
    let start = g.start_words(T0);
    assert!(
        start
            .text(Locale::EnUs)
            .starts_with("**alice** (White) vs **bob** (Black): cruise"),
        "{}",
        start.text(Locale::EnUs)
    );
    assert!(
        start.text(Locale::Fr).contains("(Blancs) contre"),
        "{}",
        start.text(Locale::Fr)
    );
    assert!(
        start
            .text(Locale::Fr)
            .contains("Au tour de **alice** (Blancs)."),
        "{}",
        start.text(Locale::Fr)
    );
    assert!(
        start.text(Locale::Ja).contains("の手番です"),
        "{}",
        start.text(Locale::Ja)
    );

    let before = g.clone();
    let flight = flight_from(&g, "c5>c6>");
    let notes = play(&mut g, "w", &flight);
    let views = g.views(&before, &notes, T0);
    let q = views
        .iter()
        .find(|v| v.kind == ViewKind::ShootDownQuestion)
        .expect("a question at c6");
    assert!(q.text.contains("shoot it down ("), "{}", q.text);
    let fr = said(q, Locale::Fr);
    assert!(fr.text.contains("l'abattre ("), "{}", fr.text);
    assert!(
        fr.buttons.iter().any(|b| b.label == "Laisser passer"),
        "{:?}",
        fr.buttons
    );
    let de = said(q, Locale::De);
    assert!(de.text.contains("abschießen ("), "{}", de.text);
    assert!(
        de.buttons.iter().any(|b| b.label == "Passieren lassen"),
        "{:?}",
        de.buttons
    );
    let ja = said(q, Locale::Ja);
    assert!(
        ja.buttons.iter().any(|b| b.label == "見逃す"),
        "{:?}",
        ja.buttons
    );
    // The shoot-down captures stay moves.
    assert!(
        ja.buttons.iter().any(|b| b.label.contains('x')),
        "{:?}",
        ja.buttons
    );

    let before = g.clone();
    let notes = g.resign("b").expect("resign");
    let views = g.views(&before, &notes, T0);
    let end = views
        .iter()
        .find(|v| v.kind == ViewKind::GameEnd)
        .expect("the end");
    assert_eq!(
        end.text,
        "Game over: **alice** (White) wins: **bob** (Black) resigns."
    );
    for (l, expected) in [
        (
            Locale::Fr,
            "Partie terminée : **alice** (Blancs) gagne : **bob** (Noirs) abandonne.",
        ),
        (
            Locale::De,
            "Partie vorbei: **alice** (Weiß) gewinnt: **bob** (Schwarz) gibt auf.",
        ),
        (
            Locale::Ja,
            "対局終了: **alice**（白） の勝ち: **bob**（黒） が投了しました。",
        ),
    ] {
        let v = said(end, l);
        assert_eq!(v.text, expected);
        assert!(!v.text.contains('⟦'), "{}", v.text);
        assert!(
            v.buttons
                .iter()
                .all(|b| b.label != "Rematch" && b.label != "Analyse"),
            "{:?}",
            v.buttons
        );
    }
    // Every view of the game carries words, in every locale none missing.
    for v in &views {
        let w = v.words.as_ref().expect("words");
        for l in Locale::ALL {
            assert!(!w.text(l).contains('⟦'), "{l:?}: {}", w.text(l));
        }
    }
}

/// Issue 45: the settings' summary, the clocks and a detonation's piece
/// are words too.
#[test]
fn a_summary_and_the_clocks_are_said_in_the_readers_language() {
    use locale::Locale;
    let g = core(Preset::Cruise, None, "3d");
    let s = g.settings.summary_words();
    assert_eq!(s.text(Locale::EnUs), g.settings.summary());
    assert!(
        s.text(Locale::EnUs).ends_with("3 days per move"),
        "{}",
        s.text(Locale::EnUs)
    );
    assert!(
        s.text(Locale::Ru).ends_with("3 дня на ход"),
        "{}",
        s.text(Locale::Ru)
    );
    assert!(
        s.text(Locale::De).ends_with("3 Tage pro Zug"),
        "{}",
        s.text(Locale::De)
    );
    let g = core(Preset::Chess, None, "5+3");
    let line = g.to_move_words(T0).expect("a game going on");
    assert_eq!(
        line.text(Locale::EnUs),
        "**alice** (White) to move. Clocks: White 5:00, Black 5:00."
    );
    assert_eq!(
        line.text(Locale::Fr),
        "Au tour de **alice** (Blancs). Pendules : Blancs 5:00, Noirs 5:00."
    );
}
