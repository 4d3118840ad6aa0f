//! The defects of issue 18, each pinned by a test (SQLite and PostgreSQL,
//! tokio's paused clock): another server's tournament by id, a board never
//! posted, a crash between a round's games and the tournament's save,
//! downtime, a withdrawal racing a finished game, a version conflict,
//! berserk twice; and the organizer's result, add and bye.

use crate::support;

use host::{Action, Clock, Place, Play, ViewKind};
use std::time::Duration;
use support::*;
use tournament::{
    BoardResult, Format, TournamentAction as TA, TournamentRefusal, TournamentSetup,
    TournamentStatus,
};

/// Every subcommand naming another server's tournament by id is refused
/// exactly as for an id that never existed, and changes nothing.
#[tokio::test(start_paused = true)]
async fn another_servers_tournament_is_unknown_by_id() {
    for db in databases() {
        let (host, _rx, place, ps) = open(&db, "home", "hs", 3).await;
        let (tid, _) = create(
            &host,
            &ps[0],
            &place,
            TournamentSetup::new("Home Cup", Format::Swiss),
        )
        .await;
        join_all(&host, &place, &ps[..2]).await;
        let elsewhere = Place::channel("guild-other", "their-channel");
        let stranger = people("st", 1).remove(0);
        let id = Some(tid);
        let never = Some(tid + 1_000_000);
        let actions = |t: Option<i64>| {
            vec![
                TA::Start {
                    tournament: t,
                    is_admin: true,
                },
                TA::Cancel {
                    tournament: t,
                    is_admin: true,
                    series: false,
                },
                TA::PairNext {
                    tournament: t,
                    is_admin: true,
                },
                TA::Kick {
                    tournament: t,
                    user: ps[1].clone(),
                    is_admin: true,
                },
                TA::Join {
                    tournament: t,
                    roles: vec![],
                },
                TA::Leave { tournament: t },
                TA::Standings { tournament: t },
                TA::Pairings { tournament: t },
                TA::Export { tournament: t },
                TA::Withdraw { tournament: t },
                TA::Bye { tournament: t },
                TA::Add {
                    tournament: t,
                    user: stranger.clone(),
                    roles: vec![],
                    is_admin: true,
                },
                TA::Result {
                    tournament: t,
                    round: 1,
                    board: 1,
                    result: "1-0".into(),
                    is_admin: true,
                },
            ]
        };
        for (theirs, unknown) in actions(id).into_iter().zip(actions(never)) {
            let a = refused(&host, &stranger, &elsewhere, theirs.clone()).await;
            let b = refused(&host, &stranger, &elsewhere, unknown).await;
            assert_eq!(
                a.to_string().replace(&tid.to_string(), "N"),
                b.to_string().replace(&(tid + 1_000_000).to_string(), "N"),
                "{theirs:?} on {}",
                db.name
            );
            assert!(
                matches!(a, TournamentRefusal::NoSuchTournament { .. }),
                "{a:?}"
            );
        }
        // Nothing changed; nor does the other server see it.
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Open);
        assert_eq!(info.players.len(), 2);
        assert!(host.tournaments.info(&elsewhere, tid).await.is_none());
        assert!(host.tournaments.at(&elsewhere).await.is_empty());
        host.shutdown().await;
    }
}

/// A board that never reached its players loses nobody the game by
/// no-show; once posted, the no-show time runs from then.
#[tokio::test(start_paused = true)]
async fn a_board_not_yet_posted_forfeits_nobody() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "posted", "po", 4).await;
        let mut setup = TournamentSetup::new("Posted Cup", Format::Swiss);
        setup.rounds = Some(1);
        setup.no_show = Some("1m".into());
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        start_as(&host, &ps[0], &place).await;
        let games = host.games_to_open(tid).await;
        assert_eq!(games.len(), 2);
        // Ten minutes pass without the boards being posted: nothing is lost.
        tokio::time::sleep(Duration::from_secs(600)).await;
        settle().await;
        let info = host.tournament_info(tid).await.unwrap();
        assert!(
            info.boards.iter().all(|b| b.result.is_none()),
            "{:?}",
            info.boards
        );
        // Board 1 is posted now: a minute later its no-show is due.
        host.board_posted(games[0].game).await;
        tokio::time::sleep(Duration::from_secs(30)).await;
        settle().await;
        assert!(
            host.tournament_info(tid).await.unwrap().boards[0]
                .result
                .is_none()
        );
        tokio::time::sleep(Duration::from_secs(31)).await;
        wait_for(&mut rx, tid, ViewKind::Event).await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(
            info.boards[0].result,
            Some(BoardResult::WhiteForfeits),
            "{}",
            db.name
        );
        assert_eq!(info.boards[1].result, None);
        host.shutdown().await;
    }
}

/// The tournament's save after a result was lost (a crash after round 2's
/// games were created): at restart the result is recorded, round 2 is
/// paired again and its games, found at their boards' places, are linked,
/// not created twice and not scored as forfeits.
#[tokio::test(start_paused = true)]
async fn a_crash_before_the_save_links_the_rounds_games_at_restart() {
    for db in databases() {
        let clock = Clock::new();
        let (host, mut rx) = th_on(&db.url, clock).await;
        let place = unique_place("crash");
        let ps = people("cr", 4);
        let mut setup = TournamentSetup::new("Crash Cup", Format::Swiss);
        setup.rounds = Some(2);
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        start_as(&host, &ps[0], &place).await;
        let games = open_threads(&host, tid, 1).await;
        white_wins(&host, &games[0]).await;
        settle().await;
        // The row as it was before the last result of round 1.
        let st = host.store().clone();
        let before = held(async move { st.tournament(tid).await.unwrap().unwrap() }).await;
        black_wins(&host, &games[1]).await;
        wait_for(&mut rx, tid, ViewKind::Pairings).await;
        let round2 = host.games_to_open(tid).await;
        assert_eq!(round2.len(), 2);
        let live_before = host.live_games();
        host.shutdown().await;
        drop(host);
        // The crash: the save of round 2 never happened.
        let st = store_on(&db.url).await;
        let now = st.clone();
        let cur = held(async move { now.tournament(tid).await.unwrap().unwrap() }).await;
        held(async move {
            st.update_tournament(
                tid,
                cur.version,
                store::TournamentStatus::Running,
                &before.snapshot,
            )
            .await
            .unwrap()
        })
        .await;

        let (host, _rx) = th_on(&db.url, clock).await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.round, 2, "{}", db.name);
        let mut linked: Vec<_> = info.boards.iter().filter_map(|b| b.game).collect();
        let mut created: Vec<_> = round2.iter().map(|g| g.game).collect();
        linked.sort();
        created.sort();
        assert_eq!(linked, created, "the games created before the crash");
        assert!(info.boards.iter().all(|b| b.result.is_none()));
        assert_eq!(host.live_games(), live_before);
        host.shutdown().await;
    }
}

/// Downtime: a no-show deadline gets the time the bot was down back; an
/// arena whose end passed meanwhile ends at start with its final standings.
#[tokio::test(start_paused = true)]
async fn downtime_is_given_back_to_no_shows_and_an_arena_ends_at_start() {
    for db in databases() {
        let clock = Clock::new();
        let beat = Duration::from_secs(1);
        let (host, _rx) = th_beating(&db.url, clock, beat).await;
        let place = unique_place("down");
        let ps = people("dn", 4);
        let mut setup = TournamentSetup::new("Down Cup", Format::Swiss);
        setup.rounds = Some(1);
        setup.no_show = Some("2m".into());
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        start_as(&host, &ps[0], &place).await;
        open_threads(&host, tid, 1).await;
        let arena_place = unique_place("down-arena");
        let mut arena = TournamentSetup::new("Down Arena", Format::Arena);
        arena.minutes = Some(5);
        let (aid, _) = create(&host, &ps[0], &arena_place, arena).await;
        join_all(&host, &arena_place, &ps).await;
        start_as(&host, &ps[0], &arena_place).await;
        tokio::time::sleep(Duration::from_secs(60)).await;
        beaten_at_least(&host, "host", clock.now_ms()).await;
        host.shutdown().await;
        drop(host);
        settle().await;
        // Down for an hour: past the no-show deadline and the arena's end.
        tokio::time::advance(Duration::from_secs(3600)).await;
        settle().await;
        let (host, mut rx) = th_beating(&db.url, clock, beat).await;
        let fin = loop {
            let v = wait_for(&mut rx, aid, ViewKind::Event).await;
            if v.text.contains("is over") || v.text.contains("final standings") {
                break v;
            }
        };
        assert!(fin.file.is_some(), "the final standings picture");
        let arena = host.tournament_info(aid).await.unwrap();
        assert_eq!(arena.status, TournamentStatus::Finished, "{}", db.name);
        let swiss = host.tournament_info(tid).await.unwrap();
        assert!(
            swiss.boards.iter().all(|b| b.result.is_none()),
            "{}",
            db.name
        );
        // The minute left before the deadline is still there, no more.
        tokio::time::sleep(Duration::from_secs(50)).await;
        settle().await;
        assert!(
            host.tournament_info(tid).await.unwrap().boards[0]
                .result
                .is_none()
        );
        tokio::time::sleep(Duration::from_secs(15)).await;
        wait_for(&mut rx, tid, ViewKind::Event).await;
        let swiss = host.tournament_info(tid).await.unwrap();
        assert!(
            swiss
                .boards
                .iter()
                .all(|b| b.result == Some(BoardResult::WhiteForfeits))
        );
        host.shutdown().await;
    }
}

/// A withdrawal right after the player's game ended keeps the game's
/// result: it is not turned into a forfeit.
#[tokio::test(start_paused = true)]
async fn a_withdrawal_racing_a_finished_game_keeps_its_result() {
    for db in databases() {
        let (host, _rx, place, ps) = open(&db, "race", "ra", 4).await;
        let mut setup = TournamentSetup::new("Race Cup", Format::Swiss);
        setup.rounds = Some(3);
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        start_as(&host, &ps[0], &place).await;
        let games = open_threads(&host, tid, 1).await;
        let g = &games[0];
        mv(&host, &g.1, &g.2, "e4").await;
        mv(&host, &g.1, &g.3, "e5").await;
        // Black resigns, and at once (before the result is heard of) the
        // winner withdraws.
        host.act(&g.3, &g.1, Action::Play(Play::Resign)).await;
        ok(&host, &g.2, &place, TA::Withdraw { tournament: None }).await;
        settle().await;
        let info = host.tournament_info(tid).await.unwrap();
        let b = info.boards.iter().find(|b| b.game == Some(g.0)).unwrap();
        assert_eq!(b.result, Some(BoardResult::WhiteWins), "{}", db.name);
        host.shutdown().await;
    }
}

/// Another writer saved the tournament row: the next change reloads it
/// and applies itself again instead of failing until a restart.
#[tokio::test(start_paused = true)]
async fn a_version_conflict_reloads_and_retries() {
    for db in databases() {
        let (host, _rx, place, ps) = open(&db, "conflict", "co", 3).await;
        let (tid, _) = create(
            &host,
            &ps[0],
            &place,
            TournamentSetup::new("Conflict Cup", Format::Swiss),
        )
        .await;
        ok(
            &host,
            &ps[0],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        let st = host.store().clone();
        held(async move {
            let cur = st.tournament(tid).await.unwrap().unwrap();
            st.update_tournament(
                tid,
                cur.version,
                store::TournamentStatus::Open,
                &cur.snapshot,
            )
            .await
            .unwrap()
        })
        .await;
        ok(
            &host,
            &ps[1],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        ok(
            &host,
            &ps[2],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.players.len(), 3, "{}", db.name);
        host.shutdown().await;
    }
}

/// Berserk halves the clock once: a second one is refused, the clock is
/// not halved again.
#[tokio::test(start_paused = true)]
async fn berserk_twice_is_refused() {
    for db in databases() {
        let (host, _rx, place, ps) = open(&db, "bers", "be", 2).await;
        let mut setup = TournamentSetup::new("Berserk Arena", Format::Arena);
        setup.settings.time = "4+0".parse().unwrap();
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        start_as(&host, &ps[0], &place).await;
        let games = open_threads(&host, tid, 0).await;
        let g = &games[0];
        ok(&host, &g.2, &g.1, TA::Berserk).await;
        let r = refused(&host, &g.2, &g.1, TA::Berserk).await;
        assert_eq!(r, TournamentRefusal::AlreadyBerserk, "{}", db.name);
        let board = host.act(&g.2, &g.1, Action::Board).await;
        let text = &board[0].text;
        assert!(text.contains("2:00") && !text.contains("1:00"), "{text}");
        host.shutdown().await;
    }
}

/// The organizer's tools: a result corrected (standings follow, the live
/// game ends), a member added, a half-point bye requested.
#[tokio::test(start_paused = true)]
async fn result_add_and_bye() {
    for db in databases() {
        let (host, _rx, place, ps) = open(&db, "tools", "to", 5).await;
        let mut setup = TournamentSetup::new("Tools Cup", Format::Swiss);
        setup.rounds = Some(3);
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps[..3]).await;
        // Added by the organizer; a player cannot add.
        let r = refused(
            &host,
            &ps[1],
            &place,
            TA::Add {
                tournament: None,
                user: ps[3].clone(),
                roles: vec![],
                is_admin: false,
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::NotOrganizer { .. }), "{r:?}");
        ok(
            &host,
            &ps[0],
            &place,
            TA::Add {
                tournament: None,
                user: ps[3].clone(),
                roles: vec![],
                is_admin: false,
            },
        )
        .await;
        // ps[4] asks for a bye in round 1.
        ok(
            &host,
            &ps[4],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        let v = ok(&host, &ps[4], &place, TA::Bye { tournament: None }).await;
        assert!(v[0].text.contains("bye"), "{}", v[0].text);
        start_as(&host, &ps[0], &place).await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.players.len(), 5);
        let half = info
            .boards
            .iter()
            .find(|b| b.white.id == ps[4].id)
            .expect("the bye board");
        assert_eq!(half.result, Some(BoardResult::HalfPointBye), "{}", db.name);
        let games = open_threads(&host, tid, 1).await;
        // The organizer adjudicates board 1 while it is played: it ends.
        let v = ok(
            &host,
            &ps[0],
            &place,
            TA::Result {
                tournament: None,
                round: 1,
                board: 1,
                result: "0-1".into(),
                is_admin: false,
            },
        )
        .await;
        assert!(
            v.iter()
                .any(|v| v.kind == ViewKind::Event && v.text.contains("0-1"))
        );
        assert!(!host.is_live(games[0].0), "the adjudicated game ended");
        let r = refused(
            &host,
            &ps[0],
            &place,
            TA::Result {
                tournament: None,
                round: 1,
                board: 9,
                result: "1-0".into(),
                is_admin: false,
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::NoSuchBoard { .. }), "{r:?}");
        let r = refused(
            &host,
            &ps[0],
            &place,
            TA::Result {
                tournament: None,
                round: 1,
                board: 1,
                result: "2-0".into(),
                is_admin: false,
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::BadResult(_)), "{r:?}");
        settle().await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.boards[0].result, Some(BoardResult::BlackWins));
        host.shutdown().await;
    }
}
