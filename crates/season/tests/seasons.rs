//! Seasons over a real host on SQLite and (with `TEST_POSTGRES_URL`)
//! PostgreSQL, on a paused clock: two servers' seasons each counting only
//! their own games (the global pool counting all, games before the start
//! and after the end counting for no season), the season leaderboard, the
//! end with its standings (provisional `?`, a PNG table, the top role),
//! the archive, refusals, the rebuild equal to the live pools, and the end
//! at `ends:` happening once across restarts.

#[path = "../../host/tests/common/mod.rs"]
mod common;

use common::*;
use engine::Preset;
use host::{Action, Clock, GameSettings, Host, Place, Play, Player, View, ViewKind};
use season::{SeasonAction, Seasons};
use std::time::Duration;
use store::SeasonLine;

/// `white` beats `black` at `place` (1.e4 e5, Black resigns): a rated
/// cruise game.
async fn white_beats(host: &Host, place: &Place, white: &Player, black: &Player) {
    white_beats_in(host, place, white, black, Preset::Cruise).await
}

/// `white` beats `black` at `place` in `preset`: a rated game.
async fn white_beats_in(
    host: &Host,
    place: &Place,
    white: &Player,
    black: &Player,
    preset: Preset,
) {
    let settings = GameSettings {
        preset,
        ..GameSettings::default()
    };
    start(host, place, white, black, settings).await;
    mv(host, place, white, "e4").await;
    mv(host, place, black, "e5").await;
    let v = host.act(black, place, Action::Play(Play::Resign)).await;
    let end = find(&v, ViewKind::GameEnd);
    assert!(end.text.contains("→"), "a rated end: {}", end.text);
}

fn start_season(name: &str, preset: Option<Preset>, ends: Option<&str>) -> SeasonAction {
    SeasonAction::Start {
        name: name.into(),
        preset,
        ends: ends.map(str::to_string),
        // Started by an admin who could give the top role the tests set.
        grant: host::RoleGrant::of("role-7", true),
    }
}

fn board(season: Option<&str>) -> SeasonAction {
    SeasonAction::Leaderboard {
        preset: None,
        season: season.map(str::to_string),
        page: 0,
    }
}

/// The one view, which is not an error.
fn one_ok(views: Vec<View>) -> View {
    assert_eq!(views.len(), 1, "{:?}", texts(&views));
    let v = views.into_iter().next().unwrap();
    assert!(!v.is_error(), "{}", v.text);
    v
}

/// The one view, an error for `who`.
fn refused(views: Vec<View>) -> String {
    assert_eq!(views.len(), 1, "{:?}", texts(&views));
    assert!(views[0].is_error(), "refused: {}", views[0].text);
    views[0].text.clone()
}

/// Season `name`'s cruise standings in server `guild`.
async fn standings(host: &Host, guild: &str, name: &str) -> Vec<SeasonLine> {
    standings_in(host, guild, name, "cruise").await
}

/// Season `name`'s standings in `preset` in server `guild`.
async fn standings_in(host: &Host, guild: &str, name: &str, preset: &str) -> Vec<SeasonLine> {
    let st = host.store().clone();
    let (guild, name, preset) = (guild.to_string(), name.to_string(), preset.to_string());
    held(async move {
        let s = st.season_named(&guild, &name).await.unwrap().unwrap();
        st.season_standings(s.id, &preset).await.unwrap()
    })
    .await
}

fn ids(lines: &[SeasonLine]) -> Vec<&str> {
    lines.iter().map(|l| l.user_id.as_str()).collect()
}

#[tokio::test(start_paused = true)]
async fn each_servers_season_counts_its_own_games_and_ends_with_its_standings() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let seasons = Seasons::start(host.clone(), host.store().clone())
            .await
            .unwrap();
        let (g1, g2) = (Place::channel("g1", "lobby"), Place::channel("g2", "lobby"));
        let admin = Player::new("admin", "admin");
        let [alice, bob, carol, dave] =
            ["alice", "bob", "carol", "dave"].map(|n| Player::new(format!("{n}-id"), n));

        // Before the season: counts for the global pool only.
        white_beats(&host, &g1.with_thread("t0"), &alice, &bob).await;
        tokio::time::advance(Duration::from_secs(60)).await;

        let v = one_ok(
            seasons
                .act(&admin, &g1, start_season("Spring", None, None))
                .await,
        );
        assert_eq!(v.kind, ViewKind::Event);
        assert!(
            v.text.contains("**Season Spring** has started"),
            "{}",
            v.text
        );
        one_ok(
            seasons
                .act(
                    &admin,
                    &g2,
                    start_season("Spring", Some(Preset::Cruise), None),
                )
                .await,
        );
        let no = refused(
            seasons
                .act(&admin, &g1, start_season("Summer", None, None))
                .await,
        );
        assert!(
            no.contains("**Spring** is still open") && no.contains("/season end"),
            "{no}"
        );
        tokio::time::advance(Duration::from_secs(60)).await;

        white_beats(&host, &g1.with_thread("t1"), &alice, &bob).await;
        white_beats(&host, &g1.with_thread("t2"), &carol, &alice).await;
        white_beats(&host, &g2.with_thread("t3"), &bob, &dave).await;

        // Each server's pool has only its own games.
        let one = standings(&host, "g1", "spring").await;
        let mut players = ids(&one);
        players.sort();
        assert_eq!(players, ["alice-id", "bob-id", "carol-id"], "{}", db.name);
        let alice_line = one.iter().find(|l| l.user_id == "alice-id").unwrap();
        assert_eq!(
            (alice_line.games, alice_line.wins, alice_line.losses),
            (2, 1, 1)
        );
        assert!(one.iter().all(|l| l.value.provisional), "{}", db.name);
        let two = standings(&host, "g2", "spring").await;
        assert_eq!(ids(&two), ["bob-id", "dave-id"], "{}", db.name);
        // The season starts everyone at 1500: bob's one g2 season game
        // starts from 1500, although his global rating fell twice.
        let two_bob = &two[0];
        assert_eq!(two_bob.games, 1);
        assert!(
            (two_bob.value.rating - 1742.0).abs() < 1.0,
            "{}",
            two_bob.value.rating
        );
        let st = host.store().clone();
        let alice_global = held(async move { st.player_ratings("alice-id").await })
            .await
            .unwrap();
        assert_eq!(
            alice_global[0].games, 3,
            "{}: the global pool counts all",
            db.name
        );

        // The season leaderboard: provisional players ranked, marked ?.
        let v = one_ok(seasons.act(&alice, &g1, board(None)).await);
        assert_eq!(v.kind, ViewKind::Leaderboard);
        assert!(
            v.text.contains("**Season Spring leaderboard** (cruise"),
            "{}",
            v.text
        );
        for l in &one {
            let line = format!(
                "{}. **{}** {}?",
                l.rank,
                l.user_id.trim_end_matches("-id"),
                l.value.rating.round()
            );
            assert!(v.text.contains(&line), "{line} in {}", v.text);
        }
        assert!(!v.text.contains("dave"), "{}", v.text);
        assert!(v.text.contains("Your place: "), "{}", v.text);
        assert_eq!(v.buttons.len(), 2);
        let v = one_ok(seasons.act(&dave, &g2, board(None)).await);
        assert!(
            v.text.contains("**dave**") && !v.text.contains("alice"),
            "{}",
            v.text
        );

        // The top role: the top 2 of the final standings.
        one_ok(
            seasons
                .act(
                    &admin,
                    &g1,
                    SeasonAction::Settings {
                        top_role: Some("role-7".into()),
                        top: Some(2),
                        clear: false,
                    },
                )
                .await,
        );

        // The end: the standings with their picture, ranked, ? marked.
        let v = one_ok(seasons.act(&admin, &g1, SeasonAction::End).await);
        assert_eq!((v.kind, &v.place), (ViewKind::Event, &g1));
        let shown = v.full_text();
        assert!(
            shown.contains("🏁 Season Spring — final standings")
                && shown.contains("final standings in cruise")
                && shown.contains("Game: cruise"),
            "{shown}"
        );
        assert!(
            shown.contains(&format!(
                "Winner: {}",
                one[0].user_id.trim_end_matches("-id")
            )),
            "{shown}"
        );
        // The card names the first places; the picture shows everyone.
        let mut at = 0;
        for l in one.iter().take(3) {
            let line = format!(
                "{}**{}** {}?",
                host::podium::place_lead(l.rank),
                l.user_id.trim_end_matches("-id"),
                l.value.rating.round()
            );
            let found = shown[at..]
                .find(&line)
                .unwrap_or_else(|| panic!("{line} after {at} in {shown}"));
            at += found;
        }
        let png = &v.file.as_ref().expect("the standings picture").bytes;
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let change = v.role_change.as_ref().expect("the top role moves");
        assert_eq!(change.role, "role-7");
        assert_eq!(change.source, host::RoleSource::Season);
        assert_eq!(
            change.holders,
            [one[0].user_id.clone(), one[1].user_id.clone()]
        );
        // Applied on a server where erin has the role by hand.
        let server = FakeRole::with(&["erin-id"]);
        host.apply_role_change("g1", change, 1, &server)
            .await
            .unwrap();
        let mut top2 = ids(&one[..2]);
        top2.push("erin-id");
        top2.sort();
        assert_eq!(server.holders(), top2, "{}", db.name);

        // Ended once; the archive stays readable by name.
        let no = refused(seasons.act(&admin, &g1, SeasonAction::End).await);
        assert!(
            no.contains("no open season") && no.contains("season:Spring"),
            "{no}"
        );
        white_beats(&host, &g1.with_thread("t4"), &bob, &carol).await;
        assert_eq!(
            standings(&host, "g1", "Spring").await,
            one,
            "{}: after its end",
            db.name
        );
        let no = refused(seasons.act(&alice, &g1, board(None)).await);
        assert!(no.contains("The last one was **Spring**"), "{no}");
        let v = one_ok(seasons.act(&alice, &g1, board(Some("SPRING"))).await);
        assert!(v.text.contains("ended "), "{}", v.text);
        let no = refused(seasons.act(&alice, &g1, board(Some("Autumn"))).await);
        assert!(no.contains("no season named **Autumn**"), "{no}");
        let no = refused(
            seasons
                .act(&admin, &g1, start_season("spring", None, None))
                .await,
        );
        assert!(no.contains("already had a season named **Spring**"), "{no}");

        // The next season (every preset: one pool and one post each) hands
        // the top role to the top 2 of each, taking it from last season's.
        one_ok(
            seasons
                .act(&admin, &g1, start_season("Summer", None, None))
                .await,
        );
        tokio::time::advance(Duration::from_secs(60)).await;
        white_beats(&host, &g1.with_thread("t5"), &dave, &carol).await;
        white_beats_in(&host, &g1.with_thread("t6"), &dave, &bob, Preset::Chess).await;
        let views = seasons.act(&admin, &g1, SeasonAction::End).await;
        assert_eq!(views.len(), 2, "{}: {:?}", db.name, texts(&views));
        let chess = views[0].full_text();
        assert!(chess.contains("final standings in chess"), "{chess}");
        assert!(
            chess.contains("🥇 **dave**") && chess.contains("🥈 **bob**"),
            "{chess}"
        );
        assert!(
            views[1].text.contains("final standings in cruise"),
            "{}",
            views[1].text
        );
        assert!(views.iter().all(|v| v.file.is_some()), "a picture each");
        assert!(views[1].role_change.is_none(), "the role moves once");
        let change = views[0].role_change.as_ref().unwrap();
        assert_eq!(
            change.holders,
            ["dave-id", "bob-id", "carol-id"],
            "{}",
            db.name
        );
        // Spring's holders were its top 2; alice is no longer in a top 2
        // and loses it; erin's, given by hand, stays.
        let mut spring_top = ids(&one[..2]);
        spring_top.sort();
        assert_eq!(spring_top, ["alice-id", "carol-id"], "{}", db.name);
        let outcome = host
            .apply_role_change("g1", change, 2, &server)
            .await
            .unwrap();
        assert_eq!(outcome.plan.take, ["alice-id"], "{}", db.name);
        assert_eq!(
            server.holders(),
            ["bob-id", "carol-id", "dave-id", "erin-id"],
            "{}",
            db.name
        );

        // The rebuild recomputes every season pool: equal to the live ones.
        let before = [
            standings(&host, "g1", "Spring").await,
            standings(&host, "g2", "Spring").await,
            standings(&host, "g1", "Summer").await,
            standings_in(&host, "g1", "Summer", "chess").await,
        ];
        let st = host.store().clone();
        // On a blocking thread, the paused clock held (the rebuild's
        // future is not Send: it is made on that thread).
        let h = tokio::runtime::Handle::current();
        let summary = tokio::task::spawn_blocking(move || {
            h.block_on(async move { host::rebuild_ratings(&st, &mut |_| {}).await })
        })
        .await
        .unwrap()
        .unwrap();
        assert_eq!(
            (summary.seasons, summary.season_ratings),
            (3, 9),
            "{}",
            db.name
        );
        let after = [
            standings(&host, "g1", "Spring").await,
            standings(&host, "g2", "Spring").await,
            standings(&host, "g1", "Summer").await,
            standings_in(&host, "g1", "Summer", "chess").await,
        ];
        assert_eq!(after, before, "{}", db.name);
        seasons.shutdown().await;
        host.shutdown().await;
    }
}

/// The season's standings among `views`, if any.
fn standings_post(views: &[View]) -> Vec<&View> {
    views
        .iter()
        .filter(|v| v.kind == ViewKind::Event && v.text.contains("final standings"))
        .collect()
}

/// Waits (in paused tokio time) for `n` standings posts among the timed
/// views; all the views received.
async fn wait_posts(rx: &mut tokio::sync::mpsc::UnboundedReceiver<View>, n: usize) -> Vec<View> {
    let mut views = Vec::new();
    while standings_post(&views).len() < n {
        views.push(next_timed(rx).await);
    }
    views
}

/// Every view the receiver holds now.
fn drain(rx: &mut tokio::sync::mpsc::UnboundedReceiver<View>) -> Vec<View> {
    let mut out = Vec::new();
    while let Ok(v) = rx.try_recv() {
        out.push(v);
    }
    out
}

#[tokio::test(start_paused = true)]
async fn a_season_ends_at_its_time_once_across_restarts() {
    for db in databases() {
        let clock = Clock::new();
        let (host, _rx) = host_on(&db.url, clock).await;
        let seasons = Seasons::start(host.clone(), host.store().clone())
            .await
            .unwrap();
        let (g1, g2) = (Place::channel("g1", "lobby"), Place::channel("g2", "lobby"));
        let admin = Player::new("admin", "admin");
        let (alice, bob) = (alice(), bob());
        let v = one_ok(
            seasons
                .act(&admin, &g1, start_season("Sprint", None, Some("2h")))
                .await,
        );
        let card = v.card.as_ref().expect("the start is a card");
        let end = card.value_of("End").unwrap_or_default();
        assert!(end.starts_with("<t:") && end.contains(":R>"), "{end}");
        let started = clock.now_ms();
        white_beats(&host, &g1.with_thread("t1"), &alice, &bob).await;
        tokio::time::advance(Duration::from_secs(3_600)).await;
        settle().await;
        let st = host.store().clone();
        let open = held(async move { st.open_season("g1").await })
            .await
            .unwrap();
        assert!(open.is_some(), "{}: open for another hour", db.name);

        // Down for two hours: its end passes meanwhile.
        seasons.shutdown().await;
        host.shutdown().await;
        drop((seasons, host));
        tokio::time::advance(Duration::from_secs(2 * 3_600)).await;
        let (host, mut rx) = host_on(&db.url, clock).await;
        let seasons = Seasons::start(host.clone(), host.store().clone())
            .await
            .unwrap();
        let mut views = wait_posts(&mut rx, 1).await;
        tokio::time::sleep(Duration::from_secs(60)).await;
        views.extend(drain(&mut rx));
        let posts = standings_post(&views);
        assert_eq!(posts.len(), 1, "{}: {:?}", db.name, texts(&views));
        assert_eq!(posts[0].place, g1);
        assert!(posts[0].text.contains("Sprint") && posts[0].file.is_some());
        let st = host.store().clone();
        let s = held(async move { st.season_named("g1", "sprint").await })
            .await
            .unwrap()
            .unwrap();
        assert!(s.ended_ms.unwrap() >= started + 2 * 3_600_000, "{s:?}");
        assert!(s.posted_ms.is_some());

        // Another season ends by its timer while the bot runs.
        one_ok(
            seasons
                .act(&admin, &g2, start_season("Dash", None, Some("30m")))
                .await,
        );
        white_beats(&host, &g2.with_thread("t2"), &bob, &alice).await;
        let mut views = wait_posts(&mut rx, 1).await;
        tokio::time::sleep(Duration::from_secs(60 * 60)).await;
        views.extend(drain(&mut rx));
        let posts = standings_post(&views);
        assert_eq!(posts.len(), 1, "{}: {:?}", db.name, texts(&views));
        assert!(posts[0].text.contains("Season Dash") && posts[0].place == g2);

        // Restarting again posts nothing twice.
        seasons.shutdown().await;
        host.shutdown().await;
        drop((seasons, host));
        let (host, mut rx) = host_on(&db.url, clock).await;
        let seasons = Seasons::start(host.clone(), host.store().clone())
            .await
            .unwrap();
        tokio::time::sleep(Duration::from_secs(86_400)).await;
        settle().await;
        let views = drain(&mut rx);
        assert!(
            standings_post(&views).is_empty(),
            "{}: {:?}",
            db.name,
            texts(&views)
        );
        seasons.shutdown().await;
        host.shutdown().await;
    }
}
