//! Tournaments through the host, on SQLite and PostgreSQL, on tokio's
//! paused clock: a 4-player double round robin, a 4-player arena with
//! berserk and its end, an arena's late entry and paused no-show, a
//! restart in the middle of a round, and the refusals. The Swiss's are in
//! `swiss.rs`.

use crate::support;

use host::{Action, Clock, Play, Player, ViewKind};
use std::collections::HashMap;
use std::time::Duration;
use support::*;
use tournament::{
    BoardResult, Format as TournamentFormat, TournamentAction as TA, TournamentRefusal,
    TournamentSetup, TournamentStatus,
};

#[tokio::test(start_paused = true)]
async fn double_round_robin_of_four() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "rr", "rr", 4).await;
        let mut setup = TournamentSetup::new("Club RR", TournamentFormat::RoundRobin);
        setup.double = true;
        setup.max_players = Some(4);
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        let r = refused(
            &host,
            &Player::new("fifth", "fifth"),
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::Full { max: 4, .. }));
        // An admin (not the organizer) may start it.
        ok(
            &host,
            &ps[3],
            &place,
            TA::Start {
                tournament: None,
                is_admin: true,
            },
        )
        .await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.rounds_total, 6);
        // A round robin takes no late entries.
        let r = refused(
            &host,
            &Player::new("late-rr", "late"),
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert!(
            matches!(r, TournamentRefusal::AlreadyStarted { .. }),
            "{r:?}"
        );
        let mut met: HashMap<(String, String), u32> = HashMap::new();
        for round in 1..=6u32 {
            let games = open_threads(&host, tid, round).await;
            assert_eq!(games.len(), 2);
            for g in &games {
                *met.entry((g.2.id.clone(), g.3.id.clone())).or_default() += 1;
                // The higher seed (earlier joiner) always wins.
                let wi = ps.iter().position(|p| p == &g.2).unwrap();
                let bi = ps.iter().position(|p| p == &g.3).unwrap();
                if wi < bi {
                    white_wins(&host, g).await;
                } else {
                    black_wins(&host, g).await;
                }
            }
            if round < 6 {
                wait_for(&mut rx, tid, ViewKind::Pairings).await;
            } else {
                let fin = loop {
                    let v = wait_for(&mut rx, tid, ViewKind::Event).await;
                    if v.text.contains("is over") {
                        break v;
                    }
                };
                assert!(fin.text.contains(&ps[0].name), "{}", fin.text);
            }
        }
        // Everyone met everyone once with each colour.
        assert_eq!(met.len(), 12);
        assert!(met.values().all(|&n| n == 1));
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Finished);
        let order: Vec<(&str, u32)> = info
            .standings
            .iter()
            .map(|l| (l.player.id.as_str(), l.points))
            .collect();
        assert_eq!(
            order,
            vec![
                (ps[0].id.as_str(), 60),
                (ps[1].id.as_str(), 40),
                (ps[2].id.as_str(), 20),
                (ps[3].id.as_str(), 0)
            ],
            "{}",
            db.name
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn arena_of_four_on_a_clock() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "arena", "ar", 4).await;
        let mut setup = TournamentSetup::new("Blitz Arena", TournamentFormat::Arena);
        setup.minutes = Some(20);
        setup.settings.time = "3+0".parse().unwrap();
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        let v = start_as(&host, &ps[0], &place).await;
        assert_eq!(v.iter().filter(|v| v.kind == ViewKind::Pairings).count(), 2);
        let games = open_threads(&host, tid, 0).await;
        assert_eq!(games.len(), 2);
        // Berserk before the first move halves the clock; not after.
        let g = &games[0];
        let v = ok(&host, &g.2, &g.1, TA::Berserk).await;
        assert!(v[0].text.contains("berserk"), "{}", v[0].text);
        mv(&host, &g.1, &g.2, "e4").await;
        let r = refused(&host, &g.2, &g.1, TA::Berserk).await;
        assert_eq!(r, TournamentRefusal::BerserkTooLate);
        // The berserker wins: 2 points + 1 bonus.
        mv(&host, &g.1, &g.3, "e5").await;
        host.act(&g.3, &g.1, Action::Play(Play::Resign)).await;
        let berserker = g.2.clone();
        // The two free players are not paired together again at once: they
        // wait for the other game.
        settle().await;
        assert!(host.games_to_open(tid).await.is_empty());
        draw(&host, &games[1]).await;
        // Now four are free: two new games.
        wait_for(&mut rx, tid, ViewKind::Pairings).await;
        wait_for(&mut rx, tid, ViewKind::Pairings).await;
        let games2 = open_threads(&host, tid, 0).await;
        assert_eq!(games2.len(), 2);
        for g in &games2 {
            let again = (g.2 == games[0].2 && g.3 == games[0].3)
                || (g.2 == games[0].3 && g.3 == games[0].2);
            assert!(!again, "the same pair twice in a row");
        }
        // Both games are under way (no no-show); 3-minute clocks flag,
        // players are paired again and again (no-shows every 5 minutes)
        // until the end; games in progress at the end finish and count,
        // and nobody is paired after it.
        for g in &games2 {
            play_moves(&host, &g.1, &g.2, &g.3).await;
        }
        let ends = host.tournament_info(tid).await.unwrap().ends_at_ms.unwrap();
        // At the end the announcement loses Join and Leave at once, while
        // the last games are still played (before it is over).
        let mut closed_at = None;
        let fin = loop {
            let v = next_timed(&mut rx).await;
            if v.event != Some(tid) || v.kind != ViewKind::Event {
                continue;
            }
            if v.replaces == Some(format!("t{tid}")) {
                // Join and Leave gone: the card's Rules alone stays.
                let rules_only = v.buttons.iter().all(|b| b.label == "Rules");
                if rules_only && closed_at.is_none() {
                    closed_at = Some(host.clock().now_ms());
                }
                continue;
            }
            if v.text.contains("is over") {
                break v;
            }
        };
        let over_at = host.clock().now_ms();
        assert!(over_at >= ends, "over before the end");
        let closed_at = closed_at.expect("the announcement closed before the final standings");
        assert!(
            closed_at >= ends && closed_at < over_at,
            "entries closed at {closed_at}, the end is {ends}, over at {over_at}"
        );
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Finished, "{}", fin.text);
        assert!(info.boards.len() > 4, "paired again: {}", info.boards.len());
        assert!(info.boards.iter().all(|b| b.result.is_some()));
        let pts = points(&info);
        // The berserker's win: 2 points and the bonus.
        assert!(pts[&berserker.id] >= 3, "{pts:?}");
        assert_eq!(info.standings[0].rank, 1);
        assert!(host.games_to_open(tid).await.is_empty());
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn restart_in_the_middle_of_a_round() {
    for db in databases() {
        let clock = Clock::new();
        let (host, _rx) = th_on(&db.url, clock).await;
        let place = unique_place("restart");
        let ps = people("rs", 4);
        let mut setup = TournamentSetup::new("Restart Cup", TournamentFormat::Swiss);
        setup.rounds = Some(2);
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        start_as(&host, &ps[0], &place).await;
        let games = open_threads(&host, tid, 1).await;
        white_wins(&host, &games[0]).await;
        settle().await;
        // Board 2 has started: White moved.
        mv(&host, &games[1].1, &games[1].2, "e4").await;
        host.shutdown().await;
        drop(host);

        let (host, mut rx) = th_on(&db.url, clock).await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Running);
        assert_eq!(info.round, 1);
        assert_eq!(info.boards[0].result, Some(BoardResult::WhiteWins));
        assert_eq!(info.boards[1].result, None);
        // The game goes on in its thread; finishing it pairs round 2.
        mv(&host, &games[1].1, &games[1].3, "e5").await;
        host.act(&games[1].2, &games[1].1, Action::Play(Play::Resign))
            .await;
        wait_for(&mut rx, tid, ViewKind::Pairings).await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.round, 2);
        let games2 = open_threads(&host, tid, 2).await;
        assert_eq!(games2.len(), 2);
        // A restart before the threads are opened: they are still to open,
        // and the no-show deadline still runs.
        host.shutdown().await;
        drop(host);
        let (host, mut rx) = th_on(&db.url, clock).await;
        assert!(host.games_to_open(tid).await.is_empty());
        white_wins(&host, &games2[0]).await;
        // Nobody moves on board 2: White loses by forfeit after 5 minutes.
        tokio::time::sleep(Duration::from_secs(301)).await;
        let fin = loop {
            let v = wait_for(&mut rx, tid, ViewKind::Event).await;
            if v.text.contains("is over") {
                break v;
            }
        };
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Finished, "{}", fin.text);
        assert_eq!(info.boards[1].result, Some(BoardResult::WhiteForfeits));
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn refusals_withdraw_kick_cancel_and_scheduled_start() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "misc", "mc", 4).await;
        let mut setup = TournamentSetup::new("Evening", TournamentFormat::Swiss);
        setup.starts = Some("tomorrow-ish".into());
        let r = refused(
            &host,
            &ps[0],
            &place,
            TA::Create {
                setup: Box::new(setup.clone()),
                is_admin: false,
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::BadStart(_)));
        assert!(r.to_string().contains("in 2h"), "{r}");
        setup.starts = Some("in 10m".into());
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        ok(&host, &ps[3], &place, TA::Leave { tournament: None }).await;
        let r = refused(&host, &ps[3], &place, TA::Leave { tournament: None }).await;
        assert!(matches!(r, TournamentRefusal::NotJoined { .. }));
        let r = refused(
            &host,
            &ps[1],
            &place,
            TA::Cancel {
                tournament: None,
                is_admin: false,
                series: false,
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::NotOrganizer { .. }));
        // It starts by itself at the time given.
        tokio::time::sleep(Duration::from_secs(10 * 60 + 1)).await;
        wait_for(&mut rx, tid, ViewKind::Pairings).await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Running);
        assert_eq!(info.rounds_total, 2, "3 players: 2 rounds");
        // A player in a game withdraws: the game is lost by forfeit.
        let games = open_threads(&host, tid, 1).await;
        let g = &games[0];
        let withdrawn = g.3.clone();
        let v = ok(&host, &g.3, &place, TA::Withdraw { tournament: None }).await;
        assert!(
            v.iter().any(|v| v.text.contains("withdrew")),
            "{:?}",
            texts(&v)
        );
        assert!(host.game_info(g.0).await.is_none());
        let info = host.tournament_info(tid).await.unwrap();
        assert!(info.withdrawn.contains(&g.3.id));
        // Round 2 pairs the two still playing at once; round 1 counts the
        // withdrawal as a forfeit win.
        assert_eq!(info.round, 2);
        let pts = points(&info);
        assert_eq!(pts[&g.2.id], 10, "{pts:?}");
        assert_eq!(pts[&g.3.id], 0, "{pts:?}");
        let games = open_threads(&host, tid, 2).await;
        assert_eq!(games.len(), 1);
        assert!(games.iter().all(|x| x.2 != withdrawn && x.3 != withdrawn));
        // Tournament games cannot be aborted.
        let v = host
            .act(&games[0].2, &games[0].1, Action::Play(Play::Abort))
            .await;
        assert!(
            v[0].is_error() && v[0].text.contains("cannot be aborted"),
            "{}",
            v[0].text
        );
        // Kicking needs the right; the organizer cancels.
        let stranger = Player::new("stranger", "stranger");
        let r = refused(
            &host,
            &stranger,
            &place,
            TA::Kick {
                tournament: None,
                user: games[0].3.clone(),
                is_admin: false,
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::NotOrganizer { .. }), "{r:?}");
        ok(
            &host,
            &ps[0],
            &place,
            TA::Cancel {
                tournament: None,
                is_admin: false,
                series: false,
            },
        )
        .await;
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Cancelled);
        let r = refused(
            &host,
            &ps[1],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert_eq!(r, TournamentRefusal::NoTournamentHere);
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn arena_late_entry_and_a_paused_no_show() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "arena-ns", "an", 3).await;
        let mut setup = TournamentSetup::new("Short Arena", TournamentFormat::Arena);
        setup.minutes = Some(10);
        setup.no_show = Some("30s".into());
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps[..2]).await;
        start_as(&host, &ps[0], &place).await;
        let games = open_threads(&host, tid, 0).await;
        assert_eq!(games.len(), 1);
        let g = &games[0];
        // A late entry joins: free, waiting for an opponent.
        let v = ok(
            &host,
            &ps[2],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert!(
            v.iter().any(|v| v.text.contains("joined")),
            "{:?}",
            texts(&v)
        );
        // White never moves: forfeit after 30 s; White is paused, Black is
        // paired again at once with the late entry.
        tokio::time::sleep(Duration::from_secs(31)).await;
        let v = loop {
            let v = wait_for(&mut rx, tid, ViewKind::Event).await;
            if v.text.contains("paused") {
                break v;
            }
        };
        assert!(v.text.contains(&g.2.name), "{}", v.text);
        wait_for(&mut rx, tid, ViewKind::Pairings).await;
        let games2 = open_threads(&host, tid, 0).await;
        assert_eq!(games2.len(), 1);
        let pair = [&games2[0].2, &games2[0].3];
        assert!(pair.contains(&&g.3) && pair.contains(&&ps[2]), "{pair:?}");
        // The paused player comes back by joining again.
        let v = ok(
            &host,
            &g.2,
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert!(
            v.iter().any(|v| v.text.contains("is back")),
            "{:?}",
            texts(&v)
        );
        let r = refused(
            &host,
            &g.2,
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert!(
            matches!(r, TournamentRefusal::AlreadyJoined { .. }),
            "{r:?}"
        );
        // An arena has no rounds to pair by hand.
        let r = refused(
            &host,
            &ps[0],
            &place,
            TA::PairNext {
                tournament: None,
                is_admin: true,
            },
        )
        .await;
        assert!(
            matches!(r, TournamentRefusal::ArenaPairsItself { .. }),
            "{r:?}"
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn a_member_has_at_most_three_open_tournaments_an_admin_twelve() {
    for db in databases() {
        let (host, _rx, place, ps) = open(&db, "cap", "cap", 2).await;
        let swiss = |name: &str| TournamentSetup::new(name, TournamentFormat::Swiss);
        let mut ids = Vec::new();
        for name in ["One", "Two", "Three"] {
            ids.push(create(&host, &ps[0], &place, swiss(name)).await.0);
        }
        let create_as = |admin: bool, name: &str| TA::Create {
            setup: Box::new(swiss(name)),
            is_admin: admin,
        };
        let r = refused(&host, &ps[0], &place, create_as(false, "Four")).await;
        let open: Vec<(i64, String)> = ids
            .iter()
            .zip(["One", "Two", "Three"])
            .map(|(&id, name)| (id, name.to_string()))
            .collect();
        assert_eq!(
            r,
            TournamentRefusal::TooManyOpenTournaments { limit: 3, open },
            "{}",
            db.name
        );
        assert!(r.to_string().contains("Finish or cancel one"), "{r}");
        // Another member is not counted against her, nor is another
        // server's tournament.
        create(&host, &ps[1], &place, swiss("Theirs")).await;
        let elsewhere = host::Place::channel(format!("{}-other", place.guild), "c");
        create(&host, &ps[0], &elsewhere, swiss("Elsewhere")).await;
        // Cancelling one frees a place.
        ok(
            &host,
            &ps[0],
            &place,
            TA::Cancel {
                tournament: Some(ids[0]),
                is_admin: false,
                series: false,
            },
        )
        .await;
        create(&host, &ps[0], &place, swiss("Four")).await;
        // One who runs the server's tournaments has up to twelve (three
        // open now: Two, Three, Four).
        for k in 4..=tournament::MAX_OPEN_TOURNAMENTS_ADMIN {
            ok(
                &host,
                &ps[0],
                &place,
                create_as(true, &format!("Admin {k}")),
            )
            .await;
        }
        let r = refused(&host, &ps[0], &place, create_as(true, "One too many")).await;
        assert!(
            matches!(
                r,
                TournamentRefusal::TooManyOpenTournaments { limit: 12, .. }
            ),
            "{}: {r:?}",
            db.name
        );
    }
}
