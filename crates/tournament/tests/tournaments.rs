//! Tournaments through the host, on SQLite and PostgreSQL, on tokio's
//! paused clock: a 5-player Swiss of 3 rounds (resignations, a draw, a
//! no-show forfeit, the bye, standings after each round, TRF export,
//! ratings only for games played), a 4-player double round robin, a
//! 4-player arena with berserk and its end, a restart in the middle of a
//! round, and the refusals.

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
async fn swiss_of_five_players_over_three_rounds() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "swiss", "sw", 5).await;
        let mut setup = TournamentSetup::new("Autumn Swiss", TournamentFormat::Swiss);
        setup.rounds = Some(3);
        let (tid, v) = create(&host, &ps[0], &place, setup.clone()).await;
        assert!(v[0].text.contains("Autumn Swiss"), "{}", v[0].text);
        join_all(&host, &place, &ps[..2]).await;
        // Joining twice; starting with too few players; starting without the right.
        let r = refused(
            &host,
            &ps[0],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert!(matches!(r, TournamentRefusal::AlreadyJoined { .. }));
        let r = refused(&host, &ps[0], &place, start()).await;
        assert_eq!(r, TournamentRefusal::TooFewPlayers { needed: 3, have: 2 });
        join_all(&host, &place, &ps[2..]).await;
        let r = refused(&host, &ps[3], &place, start()).await;
        assert!(matches!(r, TournamentRefusal::NotOrganizer { .. }));
        let v = start_as(&host, &ps[0], &place).await;
        find(&v, ViewKind::Event);
        let round1 = find(&v, ViewKind::Pairings);
        assert!(round1.text.contains("round 1 of 3"), "{}", round1.text);
        // Players are pinged.
        assert!(
            round1.text.contains(&format!("<@{}>", ps[0].id)),
            "{}",
            round1.text
        );
        let late = Player::new("late-comer", "late");

        let v = ok(&host, &ps[4], &place, TA::Pairings { tournament: None }).await;
        assert!(
            v[0].text.contains("round 1 of 3") && v[0].text.contains("bye"),
            "{}",
            v[0].text
        );
        // Nobody is rated: seeds by join order; the top seed has White in round 1.
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.players, ps);
        assert_eq!(info.rounds_total, 3);
        assert_eq!(info.boards.len(), 3);
        assert_eq!(info.boards[0].white, ps[0]);
        assert_eq!(info.boards[2].black, None, "the bye is listed last");
        assert_eq!(info.boards[2].result, Some(BoardResult::Bye));
        let mut expect: HashMap<String, u32> = ps.iter().map(|p| (p.id.clone(), 0)).collect();
        let mut played: HashMap<String, i64> = ps.iter().map(|p| (p.id.clone(), 0)).collect();
        let mut had_bye = Vec::new();

        for round in 1..=3u32 {
            let info = host.tournament_info(tid).await.unwrap();
            assert_eq!(info.round, round);
            let bye = info.boards.iter().find(|b| b.black.is_none()).unwrap();
            assert!(
                !had_bye.contains(&bye.white.id),
                "a second bye for {}",
                bye.white.name
            );
            had_bye.push(bye.white.id.clone());
            *expect.get_mut(&bye.white.id).unwrap() += 10;
            let games = open_threads(&host, tid, round).await;
            assert_eq!(games.len(), 2);
            // Board 1: White wins; board 2: a draw (round 1), Black wins
            // (round 3), or Black does not show up (round 2).
            white_wins(&host, &games[0]).await;
            *expect.get_mut(&games[0].2.id).unwrap() += 10;
            for p in [&games[0].2, &games[0].3] {
                *played.get_mut(&p.id).unwrap() += 1;
            }
            let g = &games[1];
            match round {
                1 => {
                    draw(&host, g).await;
                    *expect.get_mut(&g.2.id).unwrap() += 5;
                    *expect.get_mut(&g.3.id).unwrap() += 5;
                    for p in [&g.2, &g.3] {
                        *played.get_mut(&p.id).unwrap() += 1;
                    }
                }
                2 => {
                    // White moves, Black never does: after 5 minutes Black
                    // loses by forfeit.
                    mv(&host, &g.1, &g.2, "e4").await;
                    tokio::time::sleep(Duration::from_secs(4 * 60)).await;
                    settle().await;
                    assert!(
                        host.game_info(g.0).await.is_some(),
                        "too early for a forfeit"
                    );
                    let v = wait_for(&mut rx, tid, ViewKind::Event).await;
                    assert!(
                        v.text.contains(&g.3.name) && v.text.contains("forfeit"),
                        "{}",
                        v.text
                    );
                    assert!(host.game_info(g.0).await.is_none());
                    *expect.get_mut(&g.2.id).unwrap() += 10;
                }
                _ => {
                    black_wins(&host, g).await;
                    *expect.get_mut(&g.3.id).unwrap() += 10;
                    for p in [&g.2, &g.3] {
                        *played.get_mut(&p.id).unwrap() += 1;
                    }
                }
            }
            if round < 3 {
                // The round's end: standings, then the next round's pairings.
                let st = wait_for(&mut rx, tid, ViewKind::Event).await;
                assert!(
                    st.text.contains(&format!("standings after round {round}")),
                    "{}",
                    st.text
                );
                wait_for(&mut rx, tid, ViewKind::Pairings).await;
                let info = host.tournament_info(tid).await.unwrap();
                assert_eq!(info.round, round + 1);
                // Standings now: the round just completed, and the bye of
                // the round just paired (a round in progress counts).
                let mut now = expect.clone();
                let bye = info.boards.iter().find(|b| b.black.is_none()).unwrap();
                *now.get_mut(&bye.white.id).unwrap() += 10;
                let pts = points(&info);
                assert_eq!(pts, now, "{}: standings after round {round}", db.name);
                assert_eq!(pts.values().sum::<u32>(), 30 * round + 10);
            } else {
                let fin = wait_for(&mut rx, tid, ViewKind::Event).await;
                assert!(fin.text.contains("is over"), "{}", fin.text);
            }
        }
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Finished);
        assert_eq!(points(&info), expect, "{}: final standings", db.name);
        let top = info.standings.iter().map(|l| l.points).max().unwrap();
        assert_eq!(info.standings[0].points, top);
        assert_eq!(info.standings[0].rank, 1);
        // Forfeits are not rated; every game played over the board is.
        let rated = rated_games(&host, &ps).await;
        for p in &ps {
            assert_eq!(
                rated.get(&p.id).copied().unwrap_or(0),
                played[&p.id],
                "{}: rated games of {}",
                db.name,
                p.name
            );
        }
        // The record: TRF with the forfeit as +/- and the bye as U.
        let v = ok(
            &host,
            &ps[2],
            &place,
            TA::Export {
                tournament: Some(tid),
            },
        )
        .await;
        let trf = String::from_utf8(v[0].file.as_ref().unwrap().bytes.clone()).unwrap();
        let t = pairing::Tournament::from_trf(&trf).expect("valid TRF");
        assert_eq!(t.players.len(), 5);
        let codes: Vec<char> = t
            .players
            .iter()
            .flat_map(|p| p.rounds.iter().map(|r| r.result.to_char()))
            .collect();
        assert_eq!(codes.iter().filter(|&&c| c == '+').count(), 1, "{trf}");
        assert_eq!(codes.iter().filter(|&&c| c == '-').count(), 1, "{trf}");
        assert_eq!(codes.iter().filter(|&&c| c == 'U').count(), 3, "{trf}");
        let pgn = String::from_utf8(v[1].file.as_ref().unwrap().bytes.clone()).unwrap();
        assert_eq!(
            v[1].file.as_ref().unwrap().name,
            format!("tournament-{tid}.pgn")
        );
        // Six games were created (one a forfeit): all in the PGN.
        assert_eq!(pgn.matches("[White ").count(), 6, "{pgn}");
        // Standings still answer for the finished tournament.
        let v = ok(&host, &ps[1], &place, TA::Standings { tournament: None }).await;
        assert!(v[0].text.contains("final standings"), "{}", v[0].text);
        // A finished tournament cannot be joined; a new one may be created.
        let r = refused(
            &host,
            &late,
            &place,
            TA::Join {
                tournament: Some(tid),
                roles: vec![],
            },
        )
        .await;
        assert_eq!(
            r,
            TournamentRefusal::Over {
                name: "Autumn Swiss".into()
            }
        );
        let r = refused(
            &host,
            &late,
            &place,
            TA::Join {
                tournament: Some(987_654),
                roles: vec![],
            },
        )
        .await;
        assert_eq!(r, TournamentRefusal::NoSuchTournament { id: 987_654 });
        let (again, _) = create(&host, &ps[1], &place, setup.clone()).await;
        // A second open tournament in the channel is created beside it
        // (#31): a command that names neither asks which one.
        let mut other = setup;
        other.name = "Winter Swiss".into();
        let (second, _) = create(&host, &ps[2], &place, other).await;
        let r = refused(
            &host,
            &late,
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert_eq!(
            r,
            TournamentRefusal::ChooseTournament {
                choices: vec![
                    (again, "Autumn Swiss".to_string()),
                    (second, "Winter Swiss".to_string())
                ]
            }
        );
        assert!(r.to_string().contains("`tournament:`"), "{r}");
        ok(
            &host,
            &late,
            &place,
            TA::Join {
                tournament: Some(second),
                roles: vec![],
            },
        )
        .await;
        host.shutdown().await;
    }
}

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
                if v.buttons.is_empty() && closed_at.is_none() {
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
        let r = refused(&host, &ps[0], &place, TA::Create(Box::new(setup.clone()))).await;
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
async fn a_short_no_show_time_and_a_half_point_bye() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "noshow", "ns", 3).await;
        let mut setup = TournamentSetup::new("Quick Swiss", TournamentFormat::Swiss);
        setup.rounds = Some(1);
        setup.no_show = Some("forever".into());
        let r = refused(&host, &ps[0], &place, TA::Create(Box::new(setup.clone()))).await;
        assert!(matches!(r, TournamentRefusal::BadNoShow(_)), "{r:?}");
        assert!(r.to_string().contains("30s"), "{r}");
        setup.no_show = Some("30s".into());
        setup.bye = Some("2".into());
        let r = refused(&host, &ps[0], &place, TA::Create(Box::new(setup.clone()))).await;
        assert!(matches!(r, TournamentRefusal::BadBye(_)), "{r:?}");
        setup.bye = Some("½".into());
        let (tid, v) = create(&host, &ps[0], &place, setup).await;
        assert!(
            v[0].text.contains("½ point") && v[0].text.contains("30 seconds"),
            "{}",
            v[0].text
        );
        join_all(&host, &place, &ps).await;
        let v = start_as(&host, &ps[0], &place).await;
        let round = find(&v, ViewKind::Pairings);
        assert!(
            round.text.contains("bye (½ point)") && round.text.contains("30 seconds"),
            "{}",
            round.text
        );
        let games = open_threads(&host, tid, 1).await;
        assert_eq!(games.len(), 1);
        // Nobody moves: after 30 seconds White loses by forfeit.
        tokio::time::sleep(Duration::from_secs(20)).await;
        settle().await;
        assert!(host.game_info(games[0].0).await.is_some(), "too early");
        tokio::time::sleep(Duration::from_secs(11)).await;
        let fin = loop {
            let v = wait_for(&mut rx, tid, ViewKind::Event).await;
            if v.text.contains("is over") {
                break v;
            }
        };
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Finished, "{}", fin.text);
        assert_eq!(info.boards[0].result, Some(BoardResult::WhiteForfeits));
        let pts = points(&info);
        assert_eq!(pts[&games[0].3.id], 10, "{pts:?}");
        assert_eq!(pts[&games[0].2.id], 0, "{pts:?}");
        let bye = info.boards.iter().find(|b| b.black.is_none()).unwrap();
        assert_eq!(pts[&bye.white.id], 5, "{pts:?}");
        // The TRF carries the point system.
        let v = ok(
            &host,
            &ps[0],
            &place,
            TA::Export {
                tournament: Some(tid),
            },
        )
        .await;
        let trf = String::from_utf8(v[0].file.as_ref().unwrap().bytes.clone()).unwrap();
        assert!(trf.contains("PAB=0.5"), "{trf}");
        let t = pairing::Tournament::from_trf(&trf).expect("valid TRF");
        assert_eq!(t.scoring.pairing_bye, 5);
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn late_entries_and_pairing_by_hand() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "late", "lt", 5).await;
        let mut setup = TournamentSetup::new("Late Swiss", TournamentFormat::Swiss);
        setup.rounds = Some(2);
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps[..3]).await;
        let v = start_as(&host, &ps[0], &place).await;
        // Round 1 of 2 is paired: the announcement keeps Join and Leave and
        // says where the tournament stands.
        let ann = v
            .iter()
            .find(|v| v.replaces == Some(format!("t{tid}")))
            .expect("the announcement is edited");
        let labels: Vec<&str> = ann.buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["Join", "Leave"]);
        assert!(ann.text.contains("round 1 of 2"), "{}", ann.text);
        // Pairing by hand while round 1 is played is refused, naming the
        // game and the no-show deadline.
        let pair = TA::PairNext {
            tournament: None,
            is_admin: false,
        };
        let r = refused(&host, &ps[1], &place, pair.clone()).await;
        assert!(matches!(r, TournamentRefusal::NotOrganizer { .. }), "{r:?}");
        let r = refused(&host, &ps[0], &place, pair.clone()).await;
        match &r {
            TournamentRefusal::RoundInProgress {
                round: 1,
                games,
                no_show_until: Some(_),
            } => assert_eq!(games.len(), 1, "{r}"),
            other => panic!("{other:?}"),
        }
        assert!(r.to_string().contains(" vs "), "{r}");
        // A late entry: the next start number with their rating; round 1
        // counts as unplayed.
        let v = ok(
            &host,
            &ps[3],
            &place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
        assert!(
            v.iter()
                .any(|v| v.text.contains("joined") && v.text.contains("late")),
            "{:?}",
            texts(&v)
        );
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.players.len(), 4);
        assert_eq!(info.players[3], ps[3]);
        let games = open_threads(&host, tid, 1).await;
        white_wins(&host, &games[0]).await;
        // Round 2 pairs all four (no bye): the late entry plays.
        let round2 = wait_for(&mut rx, tid, ViewKind::Pairings).await;
        assert!(round2.text.contains(&ps[3].id), "{}", round2.text);
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.round, 2);
        assert!(info.boards.iter().all(|b| b.black.is_some()));
        assert_eq!(points(&info)[&ps[3].id], 0);
        // The last round is paired: no more entries, and nothing to pair.
        let r = refused(
            &host,
            &ps[4],
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
        let r = refused(&host, &ps[0], &place, pair.clone()).await;
        assert!(
            matches!(r, TournamentRefusal::RoundInProgress { round: 2, .. }),
            "{r:?}"
        );
        // Leave on a running tournament withdraws.
        let v = ok(&host, &ps[3], &place, TA::Leave { tournament: None }).await;
        assert!(
            v.iter().any(|v| v.text.contains("withdrew")),
            "{:?}",
            texts(&v)
        );
        // The TRF: the late entry's round 1 is a zero-point unplayed round.
        let v = ok(
            &host,
            &ps[0],
            &place,
            TA::Export {
                tournament: Some(tid),
            },
        )
        .await;
        let trf = String::from_utf8(v[0].file.as_ref().unwrap().bytes.clone()).unwrap();
        let t = pairing::Tournament::from_trf(&trf).expect("valid TRF");
        assert_eq!(t.players.len(), 4);
        assert_eq!(t.players[3].rounds[0].result.to_char(), 'Z', "{trf}");
        // Cancelling edits the announcement: no buttons, says so.
        let v = ok(
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
        let ann = v
            .iter()
            .find(|v| v.replaces == Some(format!("t{tid}")))
            .expect("the announcement is edited");
        assert!(
            ann.buttons.is_empty() && ann.text.contains("Cancelled"),
            "{}",
            ann.text
        );
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
