//! The host with the outbox on (as the Discord bot runs it), on SQLite and
//! PostgreSQL: the public views of a change are written to the store with
//! it (not returned), a question waits for its delivery before its time
//! runs, also across a restart, and a rated ending's post shows the rating
//! update computed in the same transaction.

use crate::common;

use common::*;
use host::{Action, Clock, GameSettings, Host, HostConfig, Play, View, ViewKind};
use std::time::Duration;

async fn outbox_host(url: &str, clock: Clock) -> Host {
    let (host, _rx) = host_with(
        url,
        HostConfig {
            heartbeat: Duration::ZERO,
            hold_time_during_io: true,
            clock: Some(clock),
            outbox: true,
            ..HostConfig::default()
        },
    )
    .await;
    host
}

/// The undelivered posts, read back as views (with their lanes).
async fn owed(host: &Host) -> Vec<(String, View)> {
    let st = host.store().clone();
    held(async move { st.undelivered_posts().await })
        .await
        .unwrap()
        .into_iter()
        .map(|p| (p.lane.clone(), View::from_record(&p.payload).unwrap()))
        .collect()
}

/// Marks every undelivered post delivered.
async fn deliver_all(host: &Host) {
    let st = host.store().clone();
    held(async move {
        for p in st.undelivered_posts().await.unwrap() {
            st.post_delivered(p.id, 0).await.unwrap();
        }
    })
    .await;
}

#[tokio::test(start_paused = true)]
async fn a_move_writes_its_board_to_the_outbox_and_returns_only_private_views() {
    for db in databases() {
        let host = outbox_host(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("outbox").with_thread("t-1");
        start(&host, &place, &w, &b, GameSettings::default()).await;
        let wake = host.outbox_wake();
        let views = host
            .act(&w, &place, Action::Play(Play::Move("e4".into())))
            .await;
        assert!(views.is_empty(), "{}: {views:?}", db.name);
        tokio::time::timeout(Duration::from_secs(1), wake.notified())
            .await
            .expect("the worker is woken");
        let posts = owed(&host).await;
        assert_eq!(posts.len(), 1, "{}", db.name);
        let (lane, v) = &posts[0];
        assert_eq!(lane, "t-1", "the lane is the game's thread");
        assert_eq!(v.kind, ViewKind::Move);
        assert!(v.text.contains("e4"), "{}", v.text);
        assert!(v.board.is_some());
        // A refusal is not owed to the channel: it is returned, for the actor.
        let views = host
            .act(&b, &place, Action::Play(Play::Move("e9".into())))
            .await;
        assert!(views.len() == 1 && views[0].is_error(), "{views:?}");
        assert_eq!(owed(&host).await.len(), 1);
        host.shutdown().await;
    }
}

/// A move asked by an interaction returns its board held, to be the
/// interaction's answer; whether it is first of its game's chain comes
/// from the statement that wrote it on SQLite (nothing to read before
/// answering), and never claims so while an earlier post is undelivered.
#[tokio::test(start_paused = true)]
async fn a_moves_answer_knows_whether_it_is_first_of_its_chain() {
    for db in databases() {
        let host = outbox_host(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("answered").with_thread("t-2");
        start(&host, &place, &w, &b, GameSettings::default()).await;
        deliver_all(&host).await;
        let answered = |who: host::Player, m: &'static str| {
            let (host, place) = (host.clone(), place.clone());
            async move {
                let views = host
                    .act_answered(&who, &place, Action::Play(Play::Move(m.into())))
                    .await;
                assert_eq!(views.len(), 1, "the board alone: {views:?}");
                views.into_iter().next().unwrap()
            }
        };
        let e4 = answered(w.clone(), "e4").await;
        assert!(e4.held && e4.in_outbox.is_some(), "{e4:?}");
        assert_eq!(e4.kind, ViewKind::Move);
        let sqlite = db.name == "sqlite";
        assert_eq!(
            e4.first_of_chain, sqlite,
            "{}: nothing owed before",
            db.name
        );
        assert!(
            host.first_of_chain_within(&e4, &[], Duration::ZERO).await,
            "{}",
            db.name
        );
        // e4's board is still held (not answered, not released): e5's
        // board is not first of the chain.
        let e5 = answered(b.clone(), "e5").await;
        assert!(!e5.first_of_chain, "{}: e4 is still owed", db.name);
        assert!(
            !host.first_of_chain_within(&e5, &[], Duration::ZERO).await,
            "{}",
            db.name
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn a_question_waits_for_its_delivery_even_across_a_restart() {
    for db in databases() {
        let clock = Clock::new();
        let host = outbox_host(&db.url, clock).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("undelivered");
        let settings = GameSettings {
            intercept_secs: 10,
            ..GameSettings::default()
        };
        let game = start(&host, &place, &w, &b, settings).await;
        for (who, m) in [(&w, "d4"), (&b, "e5"), (&w, "dxe5"), (&b, "Nc6")] {
            mv(&host, &place, who, m).await;
        }
        deliver_all(&host).await;
        mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let posts = owed(&host).await;
        let q = posts
            .iter()
            .map(|(_, v)| v)
            .find(|v| v.kind == ViewKind::ShootDownQuestion)
            .unwrap_or_else(|| panic!("{}: the question is owed: {posts:?}", db.name))
            .clone();
        let key = q.key.clone().unwrap();

        // Discord is down for a minute: the question is not delivered, and
        // its 10 s do not run.
        tokio::time::advance(Duration::from_secs(60)).await;
        tokio::task::yield_now().await;
        assert_eq!(owed(&host).await.len(), 1, "{}: nothing timed out", db.name);

        // The bot restarts meanwhile: still waiting.
        host.shutdown().await;
        drop(host);
        let host = outbox_host(&db.url, clock).await;
        tokio::time::advance(Duration::from_secs(60)).await;
        tokio::task::yield_now().await;
        assert_eq!(owed(&host).await.len(), 1, "{}: nothing timed out", db.name);

        // Delivered now: the defender gets the whole 10 s from here.
        deliver_all(&host).await;
        let now = clock.now_ms();
        host.question_delivered(game, &key, now).await;
        let (_, deadline) = host.pending_question(game).await.expect("still asked");
        assert_eq!(deadline, now + 10_000, "{}", db.name);
        tokio::time::advance(Duration::from_millis(9_500)).await;
        tokio::task::yield_now().await;
        assert!(owed(&host).await.is_empty(), "{}", db.name);
        tokio::time::advance(Duration::from_millis(1_000)).await;
        let passed = tokio::time::timeout(Duration::from_secs(5), async {
            loop {
                let posts = owed(&host).await;
                // (One edit of the flight's message: the next question,
                // which supersedes the pass: the flight's line goes on.)
                if let Some((_, v)) = posts.into_iter().find(|(_, v)| {
                    v.kind == ViewKind::ShootDownQuestion && v.text.contains("**e7**")
                }) {
                    return v;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
        .await
        .expect("the question timed out 10 s after its delivery");
        assert_eq!(passed.kind, ViewKind::ShootDownQuestion, "{}", passed.text);
        assert!(passed.text.contains("e7"), "{}", passed.text);
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn a_rated_ending_posts_the_rating_update_of_its_transaction() {
    for db in databases() {
        let host = outbox_host(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("rated-outbox");
        start(&host, &place, &w, &b, GameSettings::default()).await;
        mv(&host, &place, &w, "e4").await;
        mv(&host, &place, &b, "e5").await;
        let views = host.act(&b, &place, Action::Play(Play::Resign)).await;
        assert!(views.is_empty(), "{views:?}");
        let posts = owed(&host).await;
        let end = posts
            .iter()
            .map(|(_, v)| v)
            .find(|v| v.kind == ViewKind::GameEnd)
            .expect("the result is owed");
        assert!(
            end.text.contains("\nalice 1500? → 1742? (+242)")
                && end.text.contains("\nbob 1500? → 1258? (−242)"),
            "{}: {}",
            db.name,
            end.text
        );
        host.shutdown().await;
    }
}

/// The held posts, read back as views (with their lanes).
async fn held_posts(host: &Host) -> Vec<(String, View)> {
    let st = host.store().clone();
    held(async move { st.held_posts(store::Servers::All).await })
        .await
        .unwrap()
        .into_iter()
        .map(|p| (p.lane.clone(), View::from_record(&p.payload).unwrap()))
        .collect()
}

#[tokio::test(start_paused = true)]
async fn a_challenge_and_its_accepted_game_are_written_with_their_changes() {
    for db in databases() {
        let clock = Clock::new();
        let host = outbox_host(&db.url, clock).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("owed");
        let settings = GameSettings {
            color: host::ColorChoice::White,
            ..GameSettings::default()
        };
        let challenge = Action::Challenge {
            opponent: Some(b.clone()),
            settings,
        };
        // The challenge is written held: the frontend answers with it.
        let views = host.act(&w, &place, challenge).await;
        let offer = find(&views, ViewKind::Challenge).clone();
        assert!(offer.in_outbox.is_some() && offer.held, "{}", db.name);
        let posts = held_posts(&host).await;
        assert_eq!(posts.len(), 1, "{}", db.name);
        assert_eq!(posts[0].1.key, offer.key);
        host.drop_post(&offer).await;
        assert!(held_posts(&host).await.is_empty(), "{}", db.name);

        // The accept writes the challenge's edit and the first board with
        // the game, the board waiting in the channel's lane for its thread.
        let Some(host::ActionId::Accept { challenge: id }) = offer
            .buttons
            .iter()
            .find(|x| x.label == "Accept")
            .and_then(|x| x.id.parse().ok())
        else {
            panic!("no Accept button");
        };
        let views = host
            .act(&b, &place, Action::AcceptIntoThread { challenge: id })
            .await;
        let closed = find(&views, ViewKind::ChallengeClosed);
        let board = find(&views, ViewKind::GameStart);
        assert!(closed.held && board.held, "{}: {views:?}", db.name);
        assert!(board.place.is_provisional());
        let posts = held_posts(&host).await;
        let lanes: Vec<(&str, ViewKind)> =
            posts.iter().map(|(l, v)| (l.as_str(), v.kind)).collect();
        assert_eq!(
            lanes,
            [
                (place.channel.as_str(), ViewKind::ChallengeClosed),
                (place.channel.as_str(), ViewKind::GameStart),
            ],
            "{}",
            db.name
        );
        let st = host.store().clone();
        let due = held(async move { st.due_posts(store::Servers::All, i64::MAX / 8, 10).await })
            .await
            .unwrap();
        assert!(due.is_empty(), "{}: held, none is due: {due:?}", db.name);

        // A crash before the thread opened: the game keeps its provisional
        // place, listed for the frontend at the next start; its board
        // stays held until the frontend has opened its thread, then goes
        // there.
        host.shutdown().await;
        drop(host);
        let host = outbox_host(&db.url, clock).await;
        let waiting = host.provisional_games();
        assert_eq!(waiting.len(), 1, "{}: {waiting:?}", db.name);
        let (game, at) = waiting[0].clone();
        assert!(at.is_provisional(), "{}", db.name);
        let held_now = host.held_views().await;
        assert!(
            !held_now.iter().any(|v| v.kind == ViewKind::GameStart),
            "{}: the board waits for its thread",
            db.name
        );
        let thread = format!("t{:x}", rand::random::<u32>());
        host.move_to_thread(game, &thread).await.unwrap();
        assert!(host.provisional_games().is_empty(), "{}", db.name);
        let held_now = host.held_views().await;
        let board = find(&held_now, ViewKind::GameStart);
        assert_eq!(
            board.place,
            place.with_thread(thread.clone()),
            "{}",
            db.name
        );
        host.post_views(&held_now).await.unwrap();
        assert!(held_posts(&host).await.is_empty(), "{}", db.name);
        let owed_now = owed(&host).await;
        let kinds: Vec<(&str, ViewKind)> =
            owed_now.iter().map(|(l, v)| (l.as_str(), v.kind)).collect();
        assert_eq!(
            kinds,
            [
                (place.channel.as_str(), ViewKind::ChallengeClosed),
                (thread.as_str(), ViewKind::GameStart),
            ],
            "{}",
            db.name
        );
        deliver_all(&host).await;
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn a_game_against_the_ai_is_written_with_its_first_board() {
    for db in databases() {
        let clock = Clock::new();
        let host = outbox_host(&db.url, clock).await;
        let me = alice();
        let ai = host::Player::new(format!("ai-{}", rand::random::<u32>()), "Cruise Pawns");
        let place = unique_place("owed-ai");
        let settings = GameSettings {
            color: host::ColorChoice::White,
            ai: Some(host::AiOpponent {
                user: ai.id.clone(),
                level: 1,
            }),
            ..GameSettings::default()
        };
        let play = Action::Challenge {
            opponent: Some(ai.clone()),
            settings,
        };
        // The first board is in the outbox (held: the frontend opens the
        // game's thread and releases it there) when the action returns,
        // before any post_views.
        let views = host.act(&me, &place, play).await;
        let board = find(&views, ViewKind::GameStart).clone();
        assert!(
            board.in_outbox.is_some() && board.held,
            "{}: {views:?}",
            db.name
        );
        let posts = held_posts(&host).await;
        let lanes: Vec<(&str, ViewKind)> =
            posts.iter().map(|(l, v)| (l.as_str(), v.kind)).collect();
        assert_eq!(
            lanes,
            [(place.channel.as_str(), ViewKind::GameStart)],
            "{}",
            db.name
        );

        // The game went into its thread, then a crash before its board
        // was released: the next start releases it into the thread.
        let game = board.game.expect("the board's game");
        host.move_to_thread(game, "t-ai").await.unwrap();
        host.shutdown().await;
        drop(host);
        let host = outbox_host(&db.url, clock).await;
        let held_now = host.held_views().await;
        let board = find(&held_now, ViewKind::GameStart);
        assert_eq!(board.place, place.with_thread("t-ai"), "{}", db.name);
        host.post_views(&held_now).await.unwrap();
        assert!(held_posts(&host).await.is_empty(), "{}", db.name);
        let owed_now = owed(&host).await;
        let lanes: Vec<(&str, ViewKind)> =
            owed_now.iter().map(|(l, v)| (l.as_str(), v.kind)).collect();
        assert_eq!(lanes, [("t-ai", ViewKind::GameStart)], "{}", db.name);
        deliver_all(&host).await;
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn an_open_challenge_pinging_the_lfg_role_is_written_with_it() {
    for db in databases() {
        let clock = Clock::new();
        let host = outbox_host(&db.url, clock).await;
        let guild = format!("guild-lfg-{:x}", rand::random::<u32>());
        host.set_lfg_role(&guild, Some("77")).await.unwrap();
        let place = host::Place::channel(guild.clone(), "lfg-channel");
        let open = Action::Challenge {
            opponent: None,
            settings: GameSettings::default(),
        };
        // Written held with the challenge, its role ping kept.
        let views = host.act(&alice(), &place, open).await;
        let offer = find(&views, ViewKind::Challenge).clone();
        assert_eq!(offer.role_mentions, ["77"], "{}", db.name);
        assert!(
            offer.in_outbox.is_some() && offer.held,
            "{}: {views:?}",
            db.name
        );
        let posts = held_posts(&host).await;
        assert_eq!(posts.len(), 1, "{}", db.name);
        assert_eq!(posts[0].1.key, offer.key, "{}", db.name);
        assert_eq!(posts[0].1.role_mentions, ["77"], "{}", db.name);
        host.drop_post(&offer).await;
        assert!(held_posts(&host).await.is_empty(), "{}", db.name);
        host.shutdown().await;
    }
}

/// Issue 44, contract 6: a post that hands out a server role is written to
/// its channel's lane; once its message is out, its role job moves on to
/// its server's role lane (handed to the worker again), where it is in
/// its turn. A role job of a view the frontend showed itself is written
/// there at once.
#[tokio::test(start_paused = true)]
async fn a_role_job_goes_on_in_its_servers_role_lane() {
    for db in databases() {
        let host = outbox_host(&db.url, Clock::new()).await;
        let _wake = host.outbox_wake();
        let place = host::Place::channel("g1", "c1");
        let crowning = |who: &str| {
            let mut v = View::notice(&place, format!("{who} wins"));
            v.role_change = Some(host::RoleChange {
                role: "77".into(),
                source: host::RoleSource::Tournaments,
                holders: vec![who.to_string()],
                reason: locale::Words::verbatim("winner"),
                organizer: None,
            });
            v
        };
        host.post_views(&[crowning("al")]).await.unwrap();
        let handed = host.take_handed_posts();
        assert_eq!(handed.len(), 1, "{}", db.name);
        let post = &handed[0];
        assert_eq!(
            post.lane, "c1",
            "{}: the message goes in its channel",
            db.name
        );
        // Its message is out: the job moves on and is handed over again.
        assert!(
            !host.role_job_in_turn(post, &place).await.unwrap(),
            "{}",
            db.name
        );
        let moved = host.take_handed_posts();
        assert_eq!(moved.len(), 1, "{}", db.name);
        assert_eq!(
            (moved[0].id, moved[0].lane.as_str(), moved[0].stage),
            (post.id, "roles:g1", host::STAGE_POSTED),
            "{}",
            db.name
        );
        assert!(
            host.role_job_in_turn(&moved[0], &place).await.unwrap(),
            "{}: in its turn",
            db.name
        );
        // A crowning shown as an interaction's answer: its job only, in
        // the role lane, behind the first.
        host.post_shown_jobs(&[crowning("bob")]).await.unwrap();
        let shown = host.take_handed_posts();
        assert_eq!(
            (shown[0].lane.as_str(), shown[0].stage),
            ("roles:g1", host::STAGE_POSTED),
            "{}",
            db.name
        );
        let lanes: Vec<String> = owed(&host).await.into_iter().map(|(l, _)| l).collect();
        assert_eq!(lanes, ["roles:g1", "roles:g1"], "{}", db.name);
        host.shutdown().await;
    }
}
