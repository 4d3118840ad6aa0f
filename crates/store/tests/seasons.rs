//! Seasons in the store on SQLite and (with `TEST_POSTGRES_URL`)
//! PostgreSQL: one open season per server, names unique per server, a
//! season pool counting only its server's games rated during its span and
//! in its preset, ending once, and the rebuild of every season pool, past
//! ones too, equal to what the games wrote.

use crate::support;

use sqlx::Row;
use store::{
    GameChange, GameResult, NewGame, NewSeason, Place, PlayerRef, SeasonSettings, Store, StoreError,
};
use support::backends;
use support::toy_rating::{other as plus_one, toy};

/// Finishes a new rated game of `white` against `black` (White wins) in
/// `guild` at `at_ms`.
async fn play(
    store: &Store,
    guild: Option<&str>,
    white: &str,
    black: &str,
    preset: &str,
    at_ms: i64,
) {
    let game = store
        .create_game(&NewGame {
            place: Place {
                guild: guild.map(str::to_string),
                channel: "c".into(),
                thread: Some(format!("t-{white}-{black}-{at_ms}")),
            },
            preset: preset.into(),
            king_strikes: true,
            intercept_seconds: 30,
            time_control: "none".into(),
            white: PlayerRef::new(white, format!("{white} name")),
            black: PlayerRef::new(black, format!("{black} name")),
            start_fen: "startpos".into(),
            snapshot: "{}".into(),
        })
        .await
        .unwrap();
    let change = GameChange::new(game.id, 0, "{}")
        .finish(GameResult::White, "resignation")
        .rated(at_ms, toy);
    store.commit_game_change(&change).await.unwrap();
}

fn season(guild: &str, name: &str, preset: Option<&str>, started_ms: i64) -> NewSeason {
    NewSeason {
        guild_id: guild.into(),
        name: name.into(),
        preset: preset.map(str::to_string),
        channel_id: "c".into(),
        thread_id: None,
        started_by: "admin".into(),
        started_ms,
        ends_ms: None,
        grant_role: None,
        grant_may_give: None,
    }
}

/// Every row of `season_ratings`, every column, in key order.
async fn season_rows(url: &str) -> Vec<String> {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let rows = sqlx::query(
        "SELECT season_id, preset, user_id, rating, rd, volatility, updated_ms, ranked, games, \
         wins, draws, losses FROM season_ratings ORDER BY season_id, preset, user_id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let out = rows
        .iter()
        .map(|r| {
            format!(
                "{} {} {} {:?} {:?} {:?} {} {} {} {}/{}/{}",
                r.get::<i64, _>(0),
                r.get::<String, _>(1),
                r.get::<String, _>(2),
                r.get::<f64, _>(3),
                r.get::<f64, _>(4),
                r.get::<f64, _>(5),
                r.get::<i64, _>(6),
                r.get::<i64, _>(7),
                r.get::<i64, _>(8),
                r.get::<i64, _>(9),
                r.get::<i64, _>(10),
                r.get::<i64, _>(11),
            )
        })
        .collect();
    pool.close().await;
    out
}

/// (name, games, rating, provisional) of each line of a season's standings.
async fn standings(store: &Store, id: i64, preset: &str) -> Vec<(String, i64, f64, bool)> {
    store
        .season_standings(id, preset)
        .await
        .unwrap()
        .into_iter()
        .map(|l| (l.user_id, l.games, l.value.rating, l.value.provisional))
        .collect()
}

#[tokio::test]
async fn one_open_season_per_server_and_names_unique_per_server() {
    for db in backends("season_open").await {
        let store = db.open().await;
        let spring = store
            .create_season(&season("g1", "Spring", None, 1_000))
            .await
            .unwrap();
        assert!(spring.is_open());
        let again = store
            .create_season(&season("g1", "Summer", None, 2_000))
            .await;
        assert!(
            matches!(&again, Err(StoreError::OpenSeason { name, .. }) if name == "Spring"),
            "{}: {again:?}",
            db.name
        );
        // Another server may have its own, of the same name.
        store
            .create_season(&season("g2", "spring", None, 1_000))
            .await
            .unwrap();
        assert!(store.end_season(spring.id, 3_000).await.unwrap());
        assert!(
            !store.end_season(spring.id, 4_000).await.unwrap(),
            "{}: ended twice",
            db.name
        );
        assert_eq!(
            store.season(spring.id).await.unwrap().unwrap().ended_ms,
            Some(3_000)
        );
        let taken = store
            .create_season(&season("g1", "SPRING", None, 5_000))
            .await;
        assert!(
            matches!(&taken, Err(StoreError::SeasonNameTaken { name, .. }) if name == "Spring"),
            "{}: {taken:?}",
            db.name
        );
        let summer = store
            .create_season(&season("g1", "Summer", None, 5_000))
            .await
            .unwrap();
        assert_eq!(
            store.open_season("g1").await.unwrap().unwrap().id,
            summer.id
        );
        assert_eq!(
            store.last_season("g1").await.unwrap().unwrap().id,
            spring.id
        );
        assert_eq!(
            store
                .season_named("g1", " spring ")
                .await
                .unwrap()
                .unwrap()
                .id,
            spring.id
        );
        assert!(store.season_named("g3", "spring").await.unwrap().is_none());
        let unsettled: Vec<i64> = store
            .unsettled_seasons()
            .await
            .unwrap()
            .iter()
            .map(|s| s.id)
            .collect();
        assert!(
            unsettled.contains(&spring.id),
            "{}: its standings are still owed",
            db.name
        );
        assert!(store.season_posted(spring.id, 3_001).await.unwrap());
        assert!(
            !store.season_posted(spring.id, 3_002).await.unwrap(),
            "posted once"
        );
        let unsettled: Vec<i64> = store
            .unsettled_seasons()
            .await
            .unwrap()
            .iter()
            .map(|s| s.id)
            .collect();
        assert!(!unsettled.contains(&spring.id), "{}", db.name);
        assert!(unsettled.contains(&summer.id), "{}", db.name);

        assert_eq!(
            store.season_settings("g1").await.unwrap(),
            SeasonSettings {
                top_role: None,
                top: 1
            }
        );
        let set = SeasonSettings {
            top_role: Some("r9".into()),
            top: 3,
        };
        store.set_season_settings("g1", &set).await.unwrap();
        assert_eq!(store.season_settings("g1").await.unwrap(), set);
        store.close().await;
        db.cleanup().await;
    }
}

/// Two servers with a season each: each pool counts its own server's games
/// rated during the season in its preset, nothing else; the global pool
/// counts them all. A rebuild writes exactly the live pools, past seasons'
/// too, and recomputes them with the rating system given.
#[tokio::test]
async fn a_season_pool_counts_its_server_its_span_and_rebuilds_equal() {
    for db in backends("season_pool").await {
        let store = db.open().await;
        play(&store, Some("g1"), "a", "b", "cruise", 500).await; // before
        let s1 = store
            .create_season(&season("g1", "One", None, 1_000))
            .await
            .unwrap();
        let s2 = store
            .create_season(&season("g2", "Two", Some("cruise"), 1_000))
            .await
            .unwrap();
        play(&store, Some("g1"), "a", "b", "cruise", 1_000).await; // at the start: counts
        play(&store, Some("g1"), "a", "c", "chess", 1_100).await;
        play(&store, Some("g2"), "b", "d", "cruise", 1_200).await;
        play(&store, Some("g2"), "d", "b", "chess", 1_300).await; // not the season's preset
        play(&store, None, "a", "d", "cruise", 1_400).await; // no server
        play(&store, Some("g1"), "a", "b", "cruise", 1_500).await;
        assert!(store.end_season(s1.id, 2_000).await.unwrap());
        play(&store, Some("g1"), "b", "a", "cruise", 2_500).await; // after the end
        let s3 = store
            .create_season(&season("g1", "Three", Some("cruise"), 3_000))
            .await
            .unwrap();
        play(&store, Some("g1"), "c", "a", "cruise", 3_500).await;

        let one = standings(&store, s1.id, "cruise").await;
        assert_eq!(
            one,
            vec![
                ("a".to_string(), 2, 1520.0, false),
                ("b".to_string(), 2, 1480.0, false),
            ],
            "{}",
            db.name
        );
        assert_eq!(
            standings(&store, s1.id, "chess").await,
            vec![
                ("a".to_string(), 1, 1510.0, true),
                ("c".to_string(), 1, 1490.0, true)
            ],
            "{}",
            db.name
        );
        assert_eq!(
            store.season_presets(s1.id).await.unwrap(),
            ["chess", "cruise"]
        );
        assert_eq!(
            standings(&store, s2.id, "cruise").await,
            vec![
                ("b".to_string(), 1, 1510.0, true),
                ("d".to_string(), 1, 1490.0, true)
            ],
            "{}: g2's pool has only g2's cruise game",
            db.name
        );
        assert!(
            standings(&store, s2.id, "chess").await.is_empty(),
            "{}",
            db.name
        );
        assert_eq!(
            standings(&store, s3.id, "cruise").await,
            vec![
                ("c".to_string(), 1, 1510.0, true),
                ("a".to_string(), 1, 1490.0, true)
            ],
            "{}",
            db.name
        );
        // The global pool counts every game: a played 6 cruise games.
        let a = store.player_ratings("a").await.unwrap();
        let a_cruise = a.iter().find(|r| r.preset == "cruise").unwrap();
        assert_eq!(a_cruise.games, 6, "{}", db.name);

        let live = season_rows(&db.url).await;
        assert_eq!(live.len(), 8, "{}: {live:#?}", db.name);
        let summary = store.rebuild_ratings(plus_one, &mut |_| {}).await.unwrap();
        assert_eq!(
            (summary.seasons, summary.season_ratings),
            (3, 8),
            "{}",
            db.name
        );
        assert_ne!(
            season_rows(&db.url).await,
            live,
            "{}: the rebuild recomputes",
            db.name
        );
        store.rebuild_ratings(toy, &mut |_| {}).await.unwrap();
        assert_eq!(season_rows(&db.url).await, live, "{}", db.name);
        store.close().await;
        db.cleanup().await;
    }
}

#[tokio::test]
async fn final_standings_are_written_with_their_record_as_posted_once() {
    for db in backends("season_posts").await {
        let store = db.open().await;
        let s = store
            .create_season(&season("g1", "Autumn", None, 1_000))
            .await
            .unwrap();
        assert!(store.end_season(s.id, 2_000).await.unwrap());
        let posts = [
            store::NewPost::new("c", "standings cruise").to_server("4194304"),
            store::NewPost::new("c", "standings classic").to_server("4194304"),
        ];
        let stored = store
            .season_posted_with_posts(s.id, 2_001, &posts)
            .await
            .unwrap()
            .expect("the first caller records them");
        assert_eq!(stored.len(), 2, "{}", db.name);
        assert_eq!(stored[0].server_key, Some(1));
        // A second caller (the timer and a command at once, another
        // process) writes nothing.
        let again = store
            .season_posted_with_posts(s.id, 2_002, &[store::NewPost::new("c", "again")])
            .await
            .unwrap();
        assert!(again.is_none(), "{}", db.name);
        let waiting: Vec<String> = store
            .undelivered_posts()
            .await
            .unwrap()
            .into_iter()
            .map(|p| p.payload)
            .collect();
        assert_eq!(
            waiting,
            ["standings cruise", "standings classic"],
            "{}",
            db.name
        );
        assert_eq!(
            store.season(s.id).await.unwrap().unwrap().posted_ms,
            Some(2_001)
        );
        db.cleanup().await;
    }
}
