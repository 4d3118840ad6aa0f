//! The knockout's unit tests: a match's games, its options, brackets
//! played out.

use super::*;
use crate::formats::list::Format;
use crate::state::{ARENA_MINUTE_MS, BoardResult, TournamentRefusal};
use BoardResult::*;
use GameKind::*;
use pairing::bracket::{self, MatchId};
use std::collections::HashMap;

fn ko(best_of: u32, tiebreak: Tiebreak) -> Knockout {
    Knockout {
        best_of,
        tiebreak,
        grand_final: FinalGames::Double,
        third_place: false,
        seeding: Seeding::Rating,
        decided: Vec::new(),
    }
}

/// The games played by the rules of `match_next`, each game's result
/// from `results` (from White's side): the match's last `MatchNext`.
fn play(k: &Knockout, results: &[BoardResult]) -> (MatchNext, Vec<(u32, GameKind)>) {
    let mut games: Vec<(u32, GameKind, Option<BoardResult>)> = Vec::new();
    let mut results = results.iter();
    loop {
        match match_next(k, 5, 2, &games) {
            MatchNext::Game {
                white, kind, game, ..
            } => {
                assert_eq!(game as usize, games.len() + 1);
                let Some(&r) = results.next() else {
                    let colours = games.iter().map(|g| (g.0, g.1)).collect();
                    return (match_next(k, 5, 2, &games), colours);
                };
                games.push((white, kind, Some(r)));
            }
            other => {
                assert!(results.next().is_none(), "games left after {other:?}");
                let colours = games.iter().map(|g| (g.0, g.1)).collect();
                return (other, colours);
            }
        }
    }
}

#[test]
fn best_of_one_the_higher_seed_has_white_and_a_win_decides() {
    let k = ko(1, Tiebreak::Replay);
    let (next, games) = play(&k, &[BlackWins]);
    assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
    assert_eq!(games, [(2, Match)]);
}

#[test]
fn best_of_three_alternates_colours_and_stops_when_decided() {
    let k = ko(3, Tiebreak::Replay);
    // 2 wins twice: no third game.
    let (next, games) = play(&k, &[WhiteWins, BlackWins]);
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
    assert_eq!(games, [(2, Match), (5, Match)]);
    // 1-1 after two: a third game, the higher seed White again.
    let (next, games) = play(&k, &[WhiteWins, WhiteWins, Draw, BlackWins]);
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games), "{games:?}");
    // 1½-1½: a replay, colours reversed from game 3 (2 was White).
    assert_eq!(games[3], (5, Replay));
    // A forfeit counts as a loss of that game only.
    let (next, games) = play(&k, &[WhiteForfeits, WhiteWins]);
    assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
    assert_eq!(games.len(), 2);
}

#[test]
fn best_of_five_ends_early_once_out_of_reach() {
    let k = ko(5, Tiebreak::Seed);
    // 2½-1½ after four games: a fifth, the higher seed White.
    let (next, games) = play(&k, &[WhiteWins, BlackWins, Draw, WhiteWins]);
    assert_eq!(games.len(), 4);
    assert_eq!(
        next,
        MatchNext::Game {
            white: 2,
            black: 5,
            game: 5,
            kind: Match
        }
    );
    let (next, games) = play(&k, &[WhiteWins, BlackWins, WhiteWins]);
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
    assert_eq!(games.len(), 3);
}

#[test]
fn replays_stop_at_the_first_decisive_one_or_after_three() {
    let k = ko(1, Tiebreak::Replay);
    let (next, games) = play(&k, &[Draw, Draw, WhiteWins]);
    // Game 3 (second replay) has the higher seed White again.
    assert_eq!(games, [(2, Match), (5, Replay), (2, Replay)]);
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
    let (next, games) = play(&k, &[Draw, Draw, Draw, Draw]);
    assert_eq!(games.len(), 4, "one game and three replays, no more");
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Seed));
    // The lower seed may win the last replay.
    let (next, _) = play(&k, &[Draw, Draw, Draw, WhiteWins]);
    assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
}

#[test]
fn armageddon_is_one_game_and_a_draw_goes_to_black() {
    let k = ko(1, Tiebreak::Armageddon);
    let (next, games) = play(&k, &[Draw, Draw]);
    assert_eq!(games, [(2, Match), (5, Armageddon)]);
    // 5 was White in the armageddon: the draw goes to Black, seed 2.
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
    let (next, _) = play(&k, &[Draw, WhiteWins]);
    assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
    let k3 = ko(3, Tiebreak::Armageddon);
    let (next, games) = play(&k3, &[Draw, Draw, Draw, Draw]);
    // Game 4 alternates: 5 is White, so the draw goes to seed 2.
    assert_eq!(games[3], (5, Armageddon));
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
}

#[test]
fn seed_tiebreak_sends_the_higher_seed_through_without_more_games() {
    let k = ko(3, Tiebreak::Seed);
    let (next, games) = play(&k, &[WhiteWins, WhiteWins, Draw]);
    assert_eq!(games.len(), 3);
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Seed));
    let (next, _) = play(&ko(1, Tiebreak::Seed), &[BothForfeit]);
    assert_eq!(next, MatchNext::Decided(2, DecidedBy::Seed));
}

#[test]
fn a_game_in_progress_waits() {
    let k = ko(3, Tiebreak::Replay);
    assert_eq!(
        match_next(&k, 1, 4, &[(1, Match, Some(WhiteWins)), (4, Match, None)]),
        MatchNext::Playing
    );
}

#[test]
fn options_are_refused_as_sentences() {
    use host::TimeControl::{Live, Unlimited};
    let live = Live {
        minutes: 5,
        increment: 3,
    };
    let setup = |f: fn(&mut KnockoutSetup)| {
        let mut s = KnockoutSetup::default();
        f(&mut s);
        s
    };
    let armageddon = setup(|s| s.tiebreak = Some("armageddon".into()));
    assert_eq!(
        Knockout::new(false, &armageddon, Unlimited),
        Err(KnockoutRefusal::ArmageddonUntimed)
    );
    assert!(Knockout::new(false, &armageddon, live).is_ok());
    let b4 = setup(|s| s.best_of = Some(4));
    assert_eq!(
        Knockout::new(false, &b4, live),
        Err(KnockoutRefusal::BadBestOf(4))
    );
    let gf = setup(|s| s.grand_final = Some("simple".into()));
    assert_eq!(
        Knockout::new(false, &gf, live),
        Err(KnockoutRefusal::GrandFinalInSingle)
    );
    let third = setup(|s| s.third_place = Some(true));
    assert_eq!(
        Knockout::new(true, &third, live),
        Err(KnockoutRefusal::ThirdPlaceInDouble)
    );
    let k = Knockout::new(true, &KnockoutSetup::default(), live).unwrap();
    assert_eq!(
        (k.best_of, k.tiebreak, k.grand_final, k.seeding),
        (1, Tiebreak::Replay, FinalGames::Double, Seeding::Rating)
    );
    for r in [
        KnockoutRefusal::BadTiebreak("coin".into()),
        KnockoutRefusal::ArmageddonUntimed,
    ] {
        let s = r.to_string();
        assert!(s.ends_with('.') && s.contains(':'), "{s}");
    }
}

fn bracket_of(n: usize, format: Format, setup: KnockoutSetup) -> TState {
    let mut ts = crate::state::TournamentSetup::new("Cup", format);
    ts.knockout = setup;
    let mut t = TState::new(
        host::Place::channel("g", "c"),
        host::Player::new("u1", "p1"),
        &ts,
        0,
    )
    .unwrap();
    for i in 1..=n {
        t.join(&host::Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
            .unwrap();
    }
    t
}

/// Plays every open board: the higher seed (lower number) wins, except
/// on boards `upset` names (by match), where the lower seed wins.
fn play_out(t: &mut TState, upset: &[&str]) -> Vec<String> {
    let mut order = Vec::new();
    let mut game = 100;
    for _ in 0..100 {
        let step = t.knockout_step(0);
        order.extend(step.decided.iter().map(|d| d.to_string()));
        let open: Vec<usize> = (0..t.rounds[0].boards.len())
            .filter(|&bi| t.rounds[0].boards[bi].in_progress())
            .collect();
        if open.is_empty() {
            break;
        }
        for bi in open {
            let b = &mut t.rounds[0].boards[bi];
            let black = b.black.unwrap();
            let id = b.bout.as_ref().unwrap().id.clone();
            let higher_white = b.white < black;
            let higher_wins = !upset.contains(&id.as_str());
            b.game = Some(game);
            game += 1;
            b.result = Some(if higher_white == higher_wins {
                WhiteWins
            } else {
                BlackWins
            });
        }
    }
    order
}

#[test]
fn six_player_single_elimination_gives_byes_and_places() {
    let mut t = bracket_of(6, Format::Knockout, KnockoutSetup::default());
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    let step = t.knockout_step(0);
    // Seeds 1 and 2 have byes: W1-2 (4-5) and W1-4 (3-6) are played.
    let first: Vec<String> = step.boards.iter().map(|&bi| t.thread_name(0, bi)).collect();
    assert_eq!(first, ["W1-2 · p4 vs p5", "W1-4 · p3 vs p6"]);
    let order = play_out(&mut t, &["W1-2"]);
    assert_eq!(order, ["W1-2", "W1-4", "W2-1", "W2-2", "W3-1"]);
    assert!(t.knockout_over() && t.should_finish(0));
    let places: Vec<String> = t
        .knockout_places()
        .iter()
        .map(|(s, p)| format!("{}:{p}", t.by_seed(*s).player.name))
        .collect();
    assert_eq!(
        places,
        ["p1:1", "p2:2", "p3:3-4", "p5:3-4", "p4:5-6", "p6:5-6"]
    );
    let parts = t.bracket_card_parts().unwrap();
    assert_eq!(parts.names.len(), 6);
    assert_eq!(parts.scores.get(&"W3-1".parse().unwrap()).unwrap(), "1-0");
    assert_eq!(parts.games.get(&"W1-2".parse().unwrap()), Some(&vec![100]));
}

#[test]
fn double_elimination_plays_the_reset_and_survives_json() {
    let mut t = bracket_of(4, Format::DoubleElimination, KnockoutSetup::default());
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    // Seed 2 loses W2-1 to 1, wins the losers' bracket and GF1: GF2.
    let order = play_out(&mut t, &["GF1"]);
    assert_eq!(
        order,
        ["W1-1", "W1-2", "W2-1", "L1-1", "L2-1", "GF1", "GF2"]
    );
    let back = TState::from_json(&t.to_json(), 1, 1).unwrap();
    assert_eq!(back.knockout, t.knockout);
    assert!(back.knockout_over());
    assert_eq!(
        back.knockout_places()[0],
        (1, bracket::Place { first: 1, last: 1 })
    );
}

#[test]
fn a_withdrawn_player_loses_the_next_match_by_walkover() {
    let mut t = bracket_of(4, Format::Knockout, KnockoutSetup::default());
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    let step = t.knockout_step(0);
    assert_eq!(step.boards.len(), 2);
    // Seed 4 (u4) withdraws: W1-1 (1 v 4) is forfeited.
    t.withdraw("u4", 0).unwrap();
    let step = t.knockout_step(0);
    assert_eq!(step.decided, ["W1-1".parse::<MatchId>().unwrap()]);
    assert_eq!(t.knockout.as_ref().unwrap().decided[0].winner, 1);
    // The organizer decides W1-2 for seed 3: the game in progress ends.
    let (m, game) = t.decide_match("w1-2", "u3", 0).unwrap();
    assert_eq!(m.to_string(), "W1-2");
    assert!(game.is_none(), "its game was never opened");
    assert!(matches!(
        t.decide_match("W1-2", "u2", 0),
        Err(TournamentRefusal::Bracket(s)) if s.text(locale::Locale::EnUs).starts_with("W1-2 is already decided")
    ));
    let step = t.knockout_step(0);
    let b = &t.rounds[0].boards[step.boards[0]];
    assert_eq!((b.white, b.black), (1, Some(3)));
    // Its game in progress was scored as lost by seed 2 (upper slot).
    assert_eq!(t.match_score("W1-2".parse().unwrap()), Some("0-1".into()));
}

#[test]
fn matches_are_named_by_their_round_and_results_read_from_the_winner() {
    let mut t = bracket_of(6, Format::Knockout, KnockoutSetup::default());
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    let title = |t: &TState, id: &str| words::match_title(t, id.parse().unwrap());
    assert_eq!(title(&t, "W1-2"), "Quarter-final 2 (W1-2)");
    assert_eq!(title(&t, "W2-1"), "Semi-final 1 (W2-1)");
    assert_eq!(title(&t, "W3-1"), "Final (W3-1)");
    // p5 (the lower slot) beats p4: the score is hers.
    play_out(&mut t, &["W1-2"]);
    assert_eq!(
        words::match_decided_text(&t, "W1-2".parse().unwrap()),
        "Quarter-final 2 (W1-2): p5 beats p4 1-0."
    );
    let mut double = bracket_of(4, Format::DoubleElimination, KnockoutSetup::default());
    double.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    assert_eq!(title(&double, "W2-1"), "Winners' final (W2-1)");
    assert_eq!(title(&double, "W1-2"), "Winners' semi-final 2 (W1-2)");
    assert_eq!(title(&double, "L1-1"), "Losers' round 1, match 1 (L1-1)");
    assert_eq!(title(&double, "GF1"), "Grand final (GF1)");
    assert_eq!(title(&double, "GF2"), "Grand final reset (GF2)");
    let mut sixteen = bracket_of(16, Format::Knockout, KnockoutSetup::default());
    sixteen.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    assert_eq!(title(&sixteen, "W1-3"), "Round 1, match 3 (W1-3)");
}

#[test]
fn match_news_and_the_bracket_post_are_said_in_the_readers_language() {
    use locale::Locale;
    let mut t = bracket_of(6, Format::Knockout, KnockoutSetup::default());
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    play_out(&mut t, &["W1-2"]);
    let decided = words::match_decided_words(&t, "W1-2".parse().unwrap());
    assert_eq!(
        decided.text(Locale::Fr),
        "Quart de finale 2 (W1-2) : p5 bat p4 1-0."
    );
    assert_eq!(
        decided.text(Locale::Ru),
        "Четвертьфинал 2 (W1-2): p5 побеждает p4 1-0."
    );
    let post = words::bracket_post_words(&t);
    assert_eq!(
        post.text(Locale::EnUs),
        format!(
            "{} bracket\n{}",
            crate::words::text::tournament_title(&t),
            t.bracket_text()
        )
    );
    assert!(
        post.text(Locale::De).starts_with("Turnierbaum von "),
        "{}",
        post.text(Locale::De)
    );
}

#[test]
fn the_bracket_pictures_labels_are_the_said_words() {
    use locale::Locale;
    use render::bracket::BracketLabel as L;
    let fr = bracket_labels(Locale::Fr);
    assert_eq!(fr.say(&L::WinnersFinal), "Finale des gagnants");
    assert_eq!(fr.say(&L::LosersRound(2)), "Perdants, tour 2");
    assert_eq!(fr.say(&L::GrandFinal), "Grande finale");
    assert_eq!(fr.say(&L::ThirdPlace), "Troisième place");
    assert_eq!(
        fr.say(&L::Title {
            double: false,
            players: 8
        }),
        "Élimination directe · 8 joueurs"
    );
    let ru = bracket_labels(Locale::Ru);
    for (players, said) in [(2, "2 игрока"), (5, "5 игроков"), (21, "21 игрок")] {
        assert!(
            ru.say(&L::Title {
                double: true,
                players
            })
            .ends_with(said),
            "{players}"
        );
    }
    let en = bracket_labels(Locale::EnUs);
    assert_eq!(
        en.say(&L::Champion {
            title: en.say(&L::Title {
                double: true,
                players: 4
            }),
            seed: 3,
            name: "Cy".into()
        }),
        "Double elimination · 4 players · champion: S3 Cy"
    );
    // The picture draws them: the French headings are in its SVG.
    let mut t = bracket_of(4, Format::DoubleElimination, KnockoutSetup::default());
    t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
    let parts = t.bracket_card_parts().unwrap();
    let card = render::bracket::BracketCard {
        bracket: parts.bracket,
        names: parts.names,
        scores: parts.scores,
        links: HashMap::new(),
        labels: fr,
    };
    let svg = card.svg();
    for heading in [
        "Finale des gagnants",
        "Finale des perdants",
        "Grande finale",
    ] {
        assert!(svg.contains(heading), "{heading}");
    }
    assert!(!svg.contains("Winners' final"));
}

#[test]
fn knockout_refusals_are_words() {
    use locale::Locale;
    let r = KnockoutRefusal::MaxPlayers(200);
    assert_eq!(
        r.to_string(),
        "A knockout bracket takes at most 128 players, not 200: choose `max_players` from 2 to 128, or leave it empty for 128."
    );
    assert!(
        r.words()
            .text(Locale::De)
            .starts_with("Ein K.-o.-Turnierbaum fasst höchstens 128 Spieler, nicht 200")
    );
    let mut t = bracket_of(4, Format::Swiss, KnockoutSetup::default());
    t.knockout = None;
    let Err(TournamentRefusal::Bracket(w)) = t.decide_match("W1-1", "u1", 0) else {
        panic!("refused")
    };
    assert!(w.text(Locale::Fr).ends_with("n'est pas une élimination directe en cours : le vainqueur d'un match ne se nomme que pendant que son tableau se joue."), "{}", w.text(Locale::Fr));
}
