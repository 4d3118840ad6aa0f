//! Swiss tournaments through the host, on SQLite and PostgreSQL, on
//! tokio's paused clock: a 5-player Swiss of 3 rounds (resignations, a
//! draw, a no-show forfeit, the bye, standings after each round, TRF
//! export, ratings only for games played), a short no-show time and a
//! half-point bye, late entries and pairing by hand.

use crate::support;

use host::{Player, ViewKind};
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
async fn a_short_no_show_time_and_a_half_point_bye() {
    for db in databases() {
        let (host, mut rx, place, ps) = open(&db, "noshow", "ns", 3).await;
        let mut setup = TournamentSetup::new("Quick Swiss", TournamentFormat::Swiss);
        setup.rounds = Some(1);
        setup.no_show = Some("forever".into());
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
        assert!(matches!(r, TournamentRefusal::BadNoShow(_)), "{r:?}");
        assert!(r.to_string().contains("30s"), "{r}");
        setup.no_show = Some("30s".into());
        setup.bye = Some("2".into());
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
        assert!(matches!(r, TournamentRefusal::BadBye(_)), "{r:?}");
        setup.bye = Some("½".into());
        let (tid, v) = create(&host, &ps[0], &place, setup).await;
        let rules = host.rules(&ps[1], &place, tid).await;
        assert!(
            rules.contains("½ point") && rules.contains("30 seconds"),
            "{rules}"
        );
        assert!(
            v[0].full_text().contains("Byes: ½ point"),
            "{}",
            v[0].full_text()
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
        assert_eq!(labels, ["Join", "Leave", "Rules"]);
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
        let labels: Vec<&str> = ann.buttons.iter().map(|b| b.label.as_str()).collect();
        assert!(
            labels == ["Rules"] && ann.text.contains("Cancelled"),
            "{labels:?} {}",
            ann.text
        );
        host.shutdown().await;
    }
}
