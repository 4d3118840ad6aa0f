//! Ratings through the host on SQLite and PostgreSQL: a rated game updates
//! both ratings and its end view shows the changes; casual, aborted and
//! forfeited-before-a-move games leave ratings alone; challenges show the
//! ratings and say "casual"; leaderboard pages with ◀ ▶; profiles with the
//! chart.

use crate::common;

use common::*;
use engine::Preset;
use host::{Action, BoardScope, Clock, GameSettings, Place, Play, Player, View, ViewKind};
use store::{GameChange, GameResult, NewGame, PlayerRef, RatingUpdate, RatingValue};

fn leaderboard(page: u32, scope: BoardScope) -> Action {
    Action::Leaderboard {
        preset: None,
        scope,
        page,
    }
}

/// alice (White) and bob play 1.e4 e5 and `finish` ends it; returns the
/// views of the ending.
async fn play_and(
    host: &host::Host,
    place: &Place,
    (w, b): (&Player, &Player),
    settings: GameSettings,
    finish: Action,
    by_white: bool,
) -> Vec<View> {
    start(host, place, w, b, settings).await;
    mv(host, place, w, "e4").await;
    mv(host, place, b, "e5").await;
    host.act(if by_white { w } else { b }, place, finish).await
}

async fn cruise_ratings(host: &host::Host, p: &Player) -> Option<store::PlayerRating> {
    let st = host.store().clone();
    let id = p.id.clone();
    held(async move { st.player_ratings(&id).await })
        .await
        .unwrap()
        .into_iter()
        .find(|r| r.preset == "cruise")
}

#[tokio::test(start_paused = true)]
async fn a_rated_game_updates_both_ratings_and_the_end_shows_the_changes() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("rated");
        let v = play_and(
            &host,
            &place,
            (&w, &b),
            GameSettings::default(),
            Action::Play(Play::Resign),
            false,
        )
        .await;
        let end = find(&v, ViewKind::GameEnd);
        assert!(
            end.text.contains("\nalice 1500? → 1742? (+242)"),
            "{}: {}",
            db.name,
            end.text
        );
        assert!(
            end.text.contains("\nbob 1500? → 1258? (−242)"),
            "{}",
            end.text
        );
        let a = cruise_ratings(&host, &w).await.expect("alice is rated");
        assert_eq!(a.value.rating.round(), 1742.0, "{}", db.name);
        assert_eq!((a.games, a.wins), (1, 1));
        let bo = cruise_ratings(&host, &b).await.expect("bob is rated");
        assert_eq!(bo.value.rating.round(), 1258.0);
        assert_eq!((bo.games, bo.losses), (1, 1));

        // A second game starts from there: the next end shows it.
        let place = unique_place("rated2");
        let v = play_and(
            &host,
            &place,
            (&w, &b),
            GameSettings::default(),
            Action::Play(Play::Resign),
            true,
        )
        .await;
        let end = find(&v, ViewKind::GameEnd);
        assert!(end.text.contains("alice 1742? → "), "{}", end.text);
        assert!(end.text.contains("bob 1258? → "), "{}", end.text);
        assert_eq!(cruise_ratings(&host, &w).await.unwrap().games, 2);
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn casual_aborted_and_forfeited_games_leave_ratings_alone() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());

        // Casual: asked for.
        let casual = GameSettings {
            rated: false,
            ..GameSettings::default()
        };
        let v = play_and(
            &host,
            &unique_place("casual"),
            (&w, &b),
            casual,
            Action::Play(Play::Resign),
            false,
        )
        .await;
        let end = find(&v, ViewKind::GameEnd);
        assert!(!end.text.contains('→'), "{}: {}", db.name, end.text);

        // Not the standard rules: casual too.
        let no_strikes = GameSettings {
            king_strikes: false,
            ..GameSettings::default()
        };
        play_and(
            &host,
            &unique_place("nostrikes"),
            (&w, &b),
            no_strikes,
            Action::Play(Play::Resign),
            false,
        )
        .await;

        // Aborted after one move.
        let place = unique_place("aborted");
        start(&host, &place, &w, &b, GameSettings::default()).await;
        mv(&host, &place, &w, "e4").await;
        let v = host.act(&b, &place, Action::Play(Play::Abort)).await;
        assert!(find(&v, ViewKind::GameEnd).text.contains("aborted"));

        // A resignation before either side moved.
        let place = unique_place("forfeit");
        start(&host, &place, &w, &b, GameSettings::default()).await;
        let v = host.act(&w, &place, Action::Play(Play::Resign)).await;
        let end = find(&v, ViewKind::GameEnd);
        assert!(!end.text.contains('→'), "{}", end.text);

        assert!(cruise_ratings(&host, &w).await.is_none(), "{}", db.name);
        assert!(cruise_ratings(&host, &b).await.is_none(), "{}", db.name);
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn challenges_show_both_ratings_and_say_casual() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("ch");
        let v = host
            .act(
                &w,
                &place,
                Action::Challenge {
                    opponent: Some(b.clone()),
                    settings: GameSettings::default(),
                },
            )
            .await;
        let text = &find(&v, ViewKind::Challenge).text;
        assert!(
            text.contains("**alice** (1500?) challenges **bob** (1500?) to a rated game"),
            "{}: {text}",
            db.name
        );

        // After a rated game the challenge shows the new ratings.
        play_and(
            &host,
            &unique_place("first"),
            (&w, &b),
            GameSettings::default(),
            Action::Play(Play::Resign),
            false,
        )
        .await;
        let casual = GameSettings {
            rated: false,
            ..GameSettings::default()
        };
        let v = host
            .act(
                &b,
                &unique_place("ch2"),
                Action::Challenge {
                    opponent: Some(w.clone()),
                    settings: casual,
                },
            )
            .await;
        let text = &find(&v, ViewKind::Challenge).text;
        assert!(
            text.contains("**bob** (1258?) challenges **alice** (1742?) to a casual game"),
            "{text}"
        );
        // Another preset has its own ratings.
        let chess = GameSettings {
            preset: Preset::Chess,
            ..GameSettings::default()
        };
        let v = host
            .act(
                &w,
                &unique_place("ch3"),
                Action::Challenge {
                    opponent: None,
                    settings: chess,
                },
            )
            .await;
        let text = &find(&v, ViewKind::Challenge).text;
        assert!(
            text.contains("**alice** (1500?) challenges anyone to a rated game"),
            "{text}"
        );
        host.shutdown().await;
    }
}

/// Ratings for seeding: White (player `i`, passed as the game's time
/// modulo 1000) gets 2000 − 10·i, settled (RD 60); Black stays provisional.
fn settled(
    white: Option<RatingValue>,
    black: Option<RatingValue>,
    _: GameResult,
    at_ms: i64,
) -> [RatingUpdate; 2] {
    let new = RatingValue {
        rating: 1500.0,
        rd: 500.0,
        volatility: 0.06,
        updated_ms: None,
        provisional: true,
    };
    let up = |before: Option<RatingValue>, rating: f64, rd: f64| RatingUpdate {
        before: before.unwrap_or(new),
        after: RatingValue {
            rating,
            rd,
            volatility: 0.06,
            updated_ms: Some(at_ms),
            provisional: rd >= 110.0,
        },
    };
    let target = 2000.0 - (at_ms % 1000) as f64 * 10.0;
    [up(white, target, 60.0), up(black, 1500.0, 300.0)]
}

/// 25 settled players p00..p24 (p00 best) on `guild`, each from one game
/// against a sparring partner of their own, who stays provisional.
async fn seed_board(host: &host::Host, guild: &str) -> Vec<PlayerRef> {
    let st = host.store().clone();
    let guild = guild.to_string();
    held(async move {
        let players: Vec<PlayerRef> = (0..25)
            .map(|i| PlayerRef::new(format!("{guild}-p{i:02}"), format!("p{i:02}")))
            .collect();
        for (i, p) in players.iter().enumerate() {
            let game = st
                .create_game(&NewGame {
                    place: store::Place {
                        guild: Some(guild.clone()),
                        channel: "c".into(),
                        thread: Some(format!("t{i}")),
                    },
                    preset: "cruise".into(),
                    king_strikes: true,
                    intercept_seconds: 30,
                    time_control: "none".into(),
                    white: p.clone(),
                    black: PlayerRef::new(format!("{guild}-spar{i}"), "spar"),
                    start_fen: "startpos".into(),
                    snapshot: "{}".into(),
                })
                .await
                .unwrap();
            let at = 1_000_000 + i as i64;
            let change = GameChange::new(game.id, 0, "{}")
                .finish(GameResult::White, "resignation")
                .rated(at, settled);
            st.commit_game_change(&change).await.unwrap();
        }
        players
    })
    .await
}

#[tokio::test(start_paused = true)]
async fn leaderboard_pages_of_25_players_with_buttons() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let guild = format!("lb{:x}", rand::random::<u32>());
        let players = seed_board(&host, &guild).await;
        let place = Place::channel(guild.clone(), "c");
        let me = Player::new(players[13].user_id.clone(), "p13");

        let v = host
            .act(&me, &place, leaderboard(0, BoardScope::Server))
            .await;
        assert_eq!(v.len(), 1);
        let page1 = &v[0];
        assert_eq!(
            page1.kind,
            ViewKind::Leaderboard,
            "{}: {}",
            db.name,
            page1.text
        );
        assert!(page1.replaces.is_none(), "a new message");
        let t = &page1.text;
        assert!(t.contains("cruise leaderboard, this server"), "{t}");
        assert!(t.contains("page 1 of 3"), "{t}");
        assert!(t.contains("1. **p00** 2000 · 1 game · +"), "{t}");
        assert!(t.contains("10. **p09** 1910"), "{t}");
        assert!(!t.contains("p10"), "{t}");
        assert!(
            t.contains("25 provisional players (ratings with ?) are not ranked yet."),
            "{t}"
        );
        assert!(t.contains("Your rank: 14. **p13** 1870"), "{t}");
        let labels: Vec<&str> = page1.buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["◀", "▶"]);

        // ▶: page 2, replacing the page it was pressed on.
        let v = host.act(&me, &place, button(page1, "▶")).await;
        let page2 = &v[0];
        assert!(page2.replaces.is_some());
        assert!(page2.text.contains("page 2 of 3"), "{}", page2.text);
        assert!(page2.text.contains("11. **p10** 1900"), "{}", page2.text);
        assert!(page2.text.contains("Your rank: 14."), "{}", page2.text);
        let v = host.act(&me, &place, button(page2, "▶")).await;
        let page3 = &v[0];
        assert!(page3.text.contains("page 3 of 3"), "{}", page3.text);
        assert!(page3.text.contains("21. **p20**"), "{}", page3.text);
        let v = host.act(&me, &place, button(page3, "▶")).await;
        assert!(v[0].text.contains("page 1 of 3"), "wraps: {}", v[0].text);
        let v = host.act(&me, &place, button(page1, "◀")).await;
        assert!(v[0].text.contains("page 3 of 3"), "wraps: {}", v[0].text);

        // Anyone may turn a public page: it keeps the asker's rank line.
        let other = Player::new(players[2].user_id.clone(), "p02");
        let v = host.act(&other, &place, button(page1, "▶")).await;
        assert!(v[0].text.contains("page 2 of 3"), "{}", v[0].text);
        assert!(
            v[0].text.contains("Your rank: 14. **p13** 1870"),
            "the asker's line, not the presser's: {}",
            v[0].text
        );
        assert!(!v[0].text.contains("Your rank: 3."), "{}", v[0].text);
        let v = host.act(&other, &place, button(&v[0], "▶")).await;
        assert!(v[0].text.contains("Your rank: 14."), "{}", v[0].text);

        // Globally too; a page past the end shows the last.
        let v = host
            .act(&me, &place, leaderboard(99, BoardScope::Global))
            .await;
        assert!(v[0].text.contains("all servers"), "{}", v[0].text);
        assert!(v[0].text.contains("page 3 of 3"), "{}", v[0].text);
        assert!(v[0].text.contains("25. **p24** 1760"), "{}", v[0].text);

        // A stranger: no rated games here.
        let stranger = Player::new("nobody", "nobody");
        let v = host
            .act(&stranger, &place, leaderboard(0, BoardScope::Server))
            .await;
        assert!(
            v[0].text
                .contains("You have no rated cruise games on this server yet."),
            "{}",
            v[0].text
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn a_profile_shows_ratings_ranks_results_games_and_a_chart() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("prof").with_thread("thread-77");
        play_and(
            &host,
            &place,
            (&w, &b),
            GameSettings::default(),
            Action::Play(Play::Resign),
            false,
        )
        .await;
        let v = host
            .act(
                &b,
                &place,
                Action::Profile {
                    player: Some(w.clone()),
                    preset: None,
                },
            )
            .await;
        let p = find(&v, ViewKind::Profile);
        let t = &p.full_text();
        let card = p.card.as_ref().expect("the profile is a card");
        assert_eq!(card.title, "alice", "{}: {t}", db.name);
        // A field per rating pool: rating ± deviation, games, W–D–L.
        let pool = card.value_of("cruise").unwrap_or_default();
        assert!(
            pool.starts_with("1742? ± ") && pool.ends_with("1 game · 1–0–0"),
            "{pool}"
        );
        assert!(t.contains("Recent form: W (newest first)"), "{t}");
        assert!(
            t.contains("not ranked on this server, not ranked globally"),
            "{t}"
        );
        assert!(t.contains("1 win, 0 draws, 0 losses"), "{t}");
        assert!(t.contains("winning streak 1 (best 1)"), "{t}");
        assert!(
            t.contains("won against **bob** (1500): 1500 → 1742? (+242) <#thread-77>"),
            "{t}"
        );
        assert!(
            t.contains("Best win: against **bob** (1500) <#thread-77>"),
            "{t}"
        );
        // The chart is drawn by the edge, in the language the answer is
        // said in: its title and months differ between en-US and de.
        let drawing = p.drawing.as_ref().expect("the chart is attached");
        let chart = drawing.draw().unwrap();
        assert_eq!(chart.name, "rating.png");
        assert!(chart.bytes.starts_with(b"\x89PNG"));
        let german = p.clone().in_locale(locale::Locale::De);
        let german = german.drawing.as_ref().unwrap().draw().unwrap();
        assert_eq!(german.name, "rating.png");
        assert!(german.bytes.starts_with(b"\x89PNG"));
        assert_ne!(
            german.bytes, chart.bytes,
            "the chart's words are said in German"
        );

        // Own profile by default; no rated games in chess.
        let v = host
            .act(
                &b,
                &place,
                Action::Profile {
                    player: None,
                    preset: Some(Preset::Chess),
                },
            )
            .await;
        let p = find(&v, ViewKind::Profile);
        let t = &p.full_text();
        assert_eq!(p.card.as_ref().unwrap().title, "bob", "{t}");
        assert!(t.contains("cruise: 1258? ± "), "{t}");
        assert!(t.contains("No rated chess games yet."), "{t}");
        host.shutdown().await;
    }
}
