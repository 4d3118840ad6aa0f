//! The host end to end on SQLite and PostgreSQL: a full game of each
//! preset, a flight shot down, a flight that passes on timeout (paused
//! clock), kill-and-restart during a pending question, challenges, errors.

use crate::common;

use common::*;
use engine::Preset;
use host::{Action, Clock, GameSettings, Host, Place, Play, Player, ViewKind};
use std::time::Duration;

fn preset(p: Preset) -> GameSettings {
    GameSettings {
        preset: p,
        ..GameSettings::default()
    }
}

/// 1. d4 e5 2. dxe5 Nc6: White's pawn on e5 may fly e5>e6>e7>e8 at the king.
async fn missile_ready(host: &host::Host, place: &Place, w: &Player, b: &Player) {
    for (who, m) in [(w, "d4"), (b, "e5"), (w, "dxe5"), (b, "Nc6")] {
        mv(host, place, who, m).await;
    }
}

#[tokio::test(start_paused = true)]
async fn full_game_of_each_preset() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());

        // chess: fool's mate.
        let place = unique_place("chess");
        start(&host, &place, &w, &b, preset(Preset::Chess)).await;
        mv(&host, &place, &w, "f3").await;
        mv(&host, &place, &b, "e5").await;
        mv(&host, &place, &w, "g4").await;
        let v = mv(&host, &place, &b, "Qh4#").await;
        let end = find(&v, ViewKind::GameEnd);
        assert!(
            end.text.contains("bob") && end.text.contains("checkmate"),
            "{}: {}",
            db.name,
            end.text
        );
        assert!(host.game_at(&place).is_none());
        let after = host
            .act(&w, &place, Action::Play(Play::Move("e4".into())))
            .await;
        assert!(after[0].is_error());

        // cruise: a flight entered whole, let pass twice, destroys the king.
        let place = unique_place("cruise");
        start(&host, &place, &w, &b, preset(Preset::Cruise)).await;
        missile_ready(&host, &place, &w, &b).await;
        let v = mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let q = find(&v, ViewKind::ShootDownQuestion);
        assert!(
            q.text.contains("e6") && !q.text.contains("e8"),
            "the plan stays hidden: {}",
            q.text
        );
        assert!(q.buttons.iter().any(|x| x.label == "fxe6"));
        let v = host.act(&b, &place, button(q, "Let it pass")).await;
        let q2 = find(&v, ViewKind::ShootDownQuestion);
        assert!(q2.text.contains("e7") && !q2.text.contains("e8"));
        let v = host.act(&b, &place, button(q2, "Let it pass")).await;
        let det = find(&v, ViewKind::Detonation);
        assert!(
            det.text.contains("detonates") && det.text.contains("e8"),
            "{}",
            det.text
        );
        let end = find(&v, ViewKind::GameEnd);
        assert!(
            end.text.contains("alice") && end.text.contains("destroyed"),
            "{}",
            end.text
        );

        // cruise-forward: the pawn that just moved is on cooldown; later it may fire.
        let place = unique_place("forward");
        start(&host, &place, &w, &b, preset(Preset::CruiseForward)).await;
        missile_ready(&host, &place, &w, &b).await;
        let refused = host
            .act(&w, &place, Action::Play(Play::Move("e5>e6>e7>e8".into())))
            .await;
        assert!(refused[0].is_error(), "cooldown: {:?}", texts(&refused));
        mv(&host, &place, &w, "Nf3").await;
        mv(&host, &place, &b, "Nb8").await;
        let v = mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let q = find(&v, ViewKind::ShootDownQuestion);
        let v = host.act(&b, &place, button(q, "Let it pass")).await;
        let q = find(&v, ViewKind::ShootDownQuestion);
        let v = host.act(&b, &place, button(q, "Let it pass")).await;
        assert!(find(&v, ViewKind::GameEnd).text.contains("destroyed"));

        // pawns: the first pawn to its last rank wins.
        let place = unique_place("pawns");
        start(&host, &place, &w, &b, preset(Preset::Pawns)).await;
        for (who, m) in [
            (&w, "a4"),
            (&b, "b5"),
            (&w, "axb5"),
            (&b, "h6"),
            (&w, "b6"),
            (&b, "h5"),
            (&w, "b7"),
            (&b, "h4"),
        ] {
            mv(&host, &place, who, m).await;
        }
        let v = mv(&host, &place, &w, "b8").await;
        let end = find(&v, ViewKind::GameEnd);
        assert!(
            end.text.contains("alice") && end.text.contains("last rank"),
            "{}",
            end.text
        );

        // pawns-cruise: a one-step strike, then a resignation.
        let place = unique_place("pawnscruise");
        start(&host, &place, &w, &b, preset(Preset::PawnsCruise)).await;
        mv(&host, &place, &w, "a4").await;
        mv(&host, &place, &b, "b5").await;
        mv(&host, &place, &w, "h3").await;
        let v = mv(&host, &place, &b, "b5>a4").await;
        assert!(find(&v, ViewKind::Detonation).text.contains("a4"));
        let v = host.act(&w, &place, Action::Play(Play::Resign)).await;
        let end = find(&v, ViewKind::GameEnd);
        assert!(
            end.text.contains("resigns") && end.text.contains("bob"),
            "{}",
            end.text
        );

        // Every preset has its own ratings: one cruise game each, both
        // provisional, so nobody is ranked yet; alice sees her own line.
        let lb = host
            .act(
                &w,
                &place,
                Action::Leaderboard {
                    preset: None,
                    scope: host::BoardScope::Server,
                    page: 0,
                },
            )
            .await;
        assert!(
            lb[0].text.contains("2 provisional players"),
            "{}",
            lb[0].text
        );
        assert!(
            lb[0]
                .text
                .contains("your cruise rating is 1742? after 1 game"),
            "{}",
            lb[0].text
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn flight_shot_down() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("shot");
        let id = start(&host, &place, &w, &b, preset(Preset::Cruise)).await;
        missile_ready(&host, &place, &w, &b).await;
        let v = mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let q = find(&v, ViewKind::ShootDownQuestion).clone();
        // The attacker may not answer; nor may anyone else.
        let e = host.act(&w, &place, button(&q, "fxe6")).await;
        assert!(e[0].is_error());
        let v = host.act(&b, &place, button(&q, "fxe6")).await;
        // The shoot-down closes the question on the flight's message:
        // its line, then the end once.
        let sd = find(&v, ViewKind::ShotDown);
        assert_eq!(sd.replaces, q.key);
        assert!(
            sd.text.starts_with("🚀 e5 → **e6**\n💥 ")
                && sd.text.contains("shoots it down on e6 with fxe6"),
            "{}",
            sd.text
        );
        // Pressing again: the question has ended.
        let again = host.act(&b, &place, button(&q, "Let it pass")).await;
        assert!(again[0].is_error() && again[0].text.contains("question has ended"));
        // The turn passes to the defender.
        let info = host.game_info(id).await.unwrap();
        assert_eq!(info.to_act, b.id);
        assert_eq!(
            info.fen,
            "r1bqkbnr/pppp2pp/2n1p3/8/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3"
        );
        let st = host.store().clone();
        let events = held(async move { st.game_events(id).await }).await.unwrap();
        assert!(
            events
                .iter()
                .any(|e| e.kind == "shootdown" && e.payload.contains("e5>e6/f7e6")),
            "{events:?}"
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn flight_passes_on_timeout() {
    for db in databases() {
        let (host, mut rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("timeout");
        let settings = GameSettings {
            intercept_secs: 10,
            ..GameSettings::default()
        };
        start(&host, &place, &w, &b, settings).await;
        missile_ready(&host, &place, &w, &b).await;
        let t0 = tokio::time::Instant::now();
        let v = mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let q = find(&v, ViewKind::ShootDownQuestion);
        // One countdown: the deadline, which a frontend shows live.
        assert!(!q.text.contains("10 s"), "{}", q.text);
        assert!(q.deadline_ms.is_some());
        assert_eq!(q.mentions, vec![b.id.clone()], "the defender is notified");
        // Nothing happens before the timeout.
        tokio::time::advance(Duration::from_millis(9_900)).await;
        let early = tokio::time::timeout(Duration::from_millis(10), rx.recv()).await;
        assert!(early.is_err(), "{early:?}");
        let passed = next_timed(&mut rx).await;
        assert_eq!(passed.kind, ViewKind::QuestionClosed);
        assert!(
            passed.text.contains("passes") && passed.text.contains("e6"),
            "{}",
            passed.text
        );
        let waited = t0.elapsed();
        assert!(
            waited >= Duration::from_secs(10) && waited < Duration::from_secs(11),
            "{waited:?}"
        );
        let q2 = next_timed(&mut rx).await;
        assert_eq!(q2.kind, ViewKind::ShootDownQuestion);
        assert!(q2.text.contains("e7"));
        let passed = next_timed(&mut rx).await;
        assert!(passed.text.contains("passes") && passed.text.contains("e7"));
        let det = next_timed(&mut rx).await;
        assert_eq!(det.kind, ViewKind::Detonation);
        assert!(det.text.contains("detonates"));
        // The whole flight is one message: every view of it names it and
        // edits it; the questions carry their deadline for a countdown.
        for v in [q, &passed, &q2, &det] {
            assert!(v.key.is_some() && v.key == q.key, "{v:?}");
            assert_eq!(v.replaces, q.key);
        }
        let (d1, d2) = (q.deadline_ms.unwrap(), q2.deadline_ms.unwrap());
        assert_eq!(
            d2 - d1,
            10_000,
            "the second question was asked when the first ran out"
        );
        assert!(det.deadline_ms.is_none());
        // The flight ends with its animation (the position before it).
        let gif = det
            .animation
            .as_ref()
            .expect("animation")
            .flight_gif()
            .unwrap();
        assert_eq!(&gif[..6], b"GIF89a");
        let end = next_timed(&mut rx).await;
        assert_eq!(end.kind, ViewKind::GameEnd);
        assert!(end.text.contains("destroyed"));
        assert_ne!(end.key, q.key, "the result is a message of its own");
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn restart_during_question_keeps_the_remaining_time() {
    for db in databases() {
        let clock = Clock::new();
        let (host, rx) = host_on(&db.url, clock).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("restart").with_thread("thread-1");
        let id = start(&host, &place, &w, &b, GameSettings::default()).await;
        missile_ready(&host, &place, &w, &b).await;
        let v = mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let q = find(&v, ViewKind::ShootDownQuestion).clone();
        let (_, deadline) = host.pending_question(id).await.unwrap();
        tokio::time::advance(Duration::from_secs(10)).await;
        // "kill -9": drop the host without any goodbye.
        drop(rx);
        drop(host);
        settle().await;

        let (host, mut rx) = host_on(&db.url, clock).await;
        let (key, deadline2) = host.pending_question(id).await.expect("question restored");
        assert_eq!(deadline2, deadline, "same deadline, not a fresh one");
        assert_eq!(Some(key), q.key);
        // The pending question is posted again (its message may never have
        // been sent before the crash), with the same key.
        let again = tokio::time::timeout(Duration::from_millis(10), rx.recv())
            .await
            .expect("the question posted again")
            .unwrap();
        assert_eq!(again.kind, ViewKind::ShootDownQuestion);
        assert_eq!(again.key, q.key);
        // 20 s were left: nothing after 19 s more...
        tokio::time::advance(Duration::from_secs(19)).await;
        assert!(
            tokio::time::timeout(Duration::from_millis(10), rx.recv())
                .await
                .is_err()
        );
        // ...and the missile passes a second later.
        tokio::time::advance(Duration::from_millis(1_100)).await;
        let passed = tokio::time::timeout(Duration::from_millis(10), rx.recv())
            .await
            .expect("passed after the remaining 20 s")
            .unwrap();
        assert!(passed.text.contains("passes"), "{}", passed.text);
        // The restored buttons of the old message are stale; the new question works.
        let stale = host.act(&b, &place, button(&q, "fxe6")).await;
        assert!(stale[0].text.contains("question has ended"));
        let q2 = next_timed(&mut rx).await;
        assert_eq!(q2.kind, ViewKind::ShootDownQuestion);
        let v = host.act(&b, &place, button(&q2, "Bxe7")).await;
        assert!(find(&v, ViewKind::ShotDown).text.contains("Bxe7"));
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn downtime_is_given_back_to_the_question_after_a_restart() {
    for db in databases() {
        let clock = Clock::new();
        let scope = format!("downtime-{:x}", rand::random::<u64>());
        let every = Duration::from_secs(1);
        let (host, rx) = host_beating(&db.url, clock, &scope, every).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("downtime");
        let id = start(&host, &place, &w, &b, GameSettings::default()).await;
        missile_ready(&host, &place, &w, &b).await;
        mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let (k1, deadline) = host.pending_question(id).await.unwrap();
        tokio::time::advance(Duration::from_secs(10)).await;
        // Wait (in real time) for the heartbeat of these 10 s to be stored.
        let crash_at = clock.now_ms();
        // Up to 30 s of real time: a loaded machine (CI's two cores) can
        // take seconds to store a beat; the test is about the downtime.
        let mut stored = false;
        for _ in 0..3000 {
            let (st, sc) = (host.store().clone(), scope.clone());
            let beat = held(async move { st.last_beat(&sc).await }).await.unwrap();
            if beat >= Some(crash_at) {
                stored = true;
                break;
            }
            settle().await;
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(stored, "the heartbeat of the 10 s was stored within 30 s");
        drop(rx);
        drop(host);
        settle().await;
        // The bot is down for two minutes.
        tokio::time::advance(Duration::from_secs(120)).await;
        settle().await;

        let (host, mut rx) = host_beating(&db.url, clock, &scope, every).await;
        let (k2, deadline2) = host.pending_question(id).await.expect("question restored");
        assert_eq!(k1, k2, "the same question");
        let shift = deadline2 - deadline;
        assert!(
            (120_000..=121_000).contains(&shift),
            "the deadline moves by the downtime (about 120 s), not {shift} ms"
        );
        let again = next_timed(&mut rx).await;
        assert_eq!(again.kind, ViewKind::ShootDownQuestion);
        // About 20 s remain, not zero: nothing happens in the next 18 s.
        tokio::time::advance(Duration::from_secs(18)).await;
        settle().await;
        assert!(host.pending_question(id).await.is_some(), "still pending");
        host.shutdown().await;
    }
}

/// Waits (in real time) until the heartbeat of `scope` has been stored at
/// or after the clock's now.
async fn beat_stored(host: &Host, clock: Clock, scope: &str) {
    let now = clock.now_ms();
    for _ in 0..3000 {
        let (st, sc) = (host.store().clone(), scope.to_string());
        let beat = held(async move { st.last_beat(&sc).await }).await.unwrap();
        if beat >= Some(now) {
            return;
        }
        settle().await;
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("no heartbeat stored");
}

#[tokio::test(start_paused = true)]
async fn downtime_is_given_back_once_per_outage_across_two_restarts() {
    for db in databases() {
        let clock = Clock::new();
        let scope = format!("downtime2-{:x}", rand::random::<u64>());
        let every = Duration::from_secs(1);
        let (host, rx) = host_beating(&db.url, clock, &scope, every).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("downtime2");
        let id = start(&host, &place, &w, &b, GameSettings::default()).await;
        missile_ready(&host, &place, &w, &b).await;
        mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let (_, deadline) = host.pending_question(id).await.unwrap();
        beat_stored(&host, clock, &scope).await;
        drop(rx);
        drop(host);
        settle().await;

        // First outage: 120 s.
        tokio::time::advance(Duration::from_secs(120)).await;
        settle().await;
        let (host, rx) = host_beating(&db.url, clock, &scope, every).await;
        let (_, deadline2) = host.pending_question(id).await.expect("restored");
        let first = deadline2 - deadline;
        assert!(
            (120_000..=121_000).contains(&first),
            "{}: {first} ms",
            db.name
        );

        // No move; the host is up for 10 s (they count), then down again
        // for 60 s (given back).
        tokio::time::advance(Duration::from_secs(10)).await;
        beat_stored(&host, clock, &scope).await;
        drop(rx);
        drop(host);
        settle().await;
        tokio::time::advance(Duration::from_secs(60)).await;
        settle().await;
        let (host, _rx) = host_beating(&db.url, clock, &scope, every).await;
        let (_, deadline3) = host.pending_question(id).await.expect("restored again");
        let second = deadline3 - deadline2;
        assert!(
            (60_000..=60_500).contains(&second),
            "{}: the second outage (60 s) is given back on top of the first, and the 10 s the host was up are not: {second} ms",
            db.name
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn steering_step_by_step() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("steer");
        let id = start(&host, &place, &w, &b, GameSettings::default()).await;
        missile_ready(&host, &place, &w, &b).await;
        let v = host
            .act(&w, &place, Action::Play(Play::Fire("e5".into())))
            .await;
        let st = find(&v, ViewKind::Steering);
        assert!(
            !st.is_public(),
            "the first steering choice is only for the attacker"
        );
        let labels: Vec<&str> = st.buttons.iter().map(|b| b.label.as_str()).collect();
        assert!(labels.contains(&"↑ e6"), "{labels:?}");
        assert!(labels.contains(&"Self-destruct"));
        // Not a legal next square.
        let e = host
            .act(&w, &place, Action::Play(Play::Steer("e3".into())))
            .await;
        assert!(
            e[0].is_error() && e[0].text.contains("cannot enter"),
            "{}",
            e[0].text
        );
        // Black may not steer White's missile.
        let e = host.act(&b, &place, button(st, "↑ e6")).await;
        assert!(e[0].is_error());
        let v = host.act(&w, &place, button(st, "↑ e6")).await;
        let q = find(&v, ViewKind::ShootDownQuestion);
        assert!(q.text.contains("e6"));
        let v = host.act(&b, &place, button(q, "Let it pass")).await;
        let st = find(&v, ViewKind::Steering);
        assert!(st.is_public());
        let v = host.act(&w, &place, button(st, "↑ e7")).await;
        let q = find(&v, ViewKind::ShootDownQuestion);
        let v = host.act(&b, &place, button(q, "Let it pass")).await;
        let st = find(&v, ViewKind::Steering);
        let v = host.act(&w, &place, button(st, "↑ e8")).await;
        assert!(find(&v, ViewKind::GameEnd).text.contains("destroyed"));
        assert!(host.game_info(id).await.is_none());
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn challenges_and_refusals() {
    for db in databases() {
        let (host, mut rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let carol = Player::new(format!("carol-{}", rand::random::<u32>()), "carol");
        let chan = unique_place("chal");
        // Self-challenge refused.
        let v = host
            .act(
                &w,
                &chan,
                Action::Challenge {
                    opponent: Some(w.clone()),
                    settings: GameSettings::default(),
                },
            )
            .await;
        assert!(v[0].is_error() && v[0].text.contains("yourself"));
        // Bad intercept time refused.
        let bad = GameSettings {
            intercept_secs: 86_401,
            ..GameSettings::default()
        };
        let v = host
            .act(
                &w,
                &chan,
                Action::Challenge {
                    opponent: Some(b.clone()),
                    settings: bad,
                },
            )
            .await;
        assert!(v[0].is_error() && v[0].text.contains("5 s to 24 h"));
        // A named challenge: only bob may accept.
        let settings = GameSettings {
            color: host::ColorChoice::White,
            ..GameSettings::default()
        };
        let v = host
            .act(
                &w,
                &chan,
                Action::Challenge {
                    opponent: Some(b.clone()),
                    settings,
                },
            )
            .await;
        let c = find(&v, ViewKind::Challenge).clone();
        let labels: Vec<&str> = c.buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["Accept", "Decline"]);
        let e = host.act(&carol, &chan, button(&c, "Accept")).await;
        assert!(e[0].is_error() && e[0].text.contains("for bob"));
        let e = host.act(&w, &chan, button(&c, "Accept")).await;
        assert!(e[0].is_error());
        let cid = c.challenge.unwrap();
        host.check_accept(&b.id, cid).await.expect("bob may accept");
        let v = host
            .act(
                &b,
                &chan,
                Action::Accept {
                    challenge: cid,
                    thread: Some("th-1".into()),
                },
            )
            .await;
        assert_eq!(find(&v, ViewKind::ChallengeClosed).replaces, c.key);
        let start_view = find(&v, ViewKind::GameStart);
        let thread = chan.with_thread("th-1");
        assert_eq!(start_view.place, thread);
        // Double accept: no second game.
        let again = host.act(&b, &chan, button(&c, "Accept")).await;
        assert!(again[0].is_error());
        // Out of turn, not your game, illegal move: errors only for the actor.
        let e = host
            .act(&b, &thread, Action::Play(Play::Move("e5".into())))
            .await;
        assert_eq!(e.len(), 1);
        assert!(
            e[0].is_error() && e[0].text.contains("not your turn"),
            "{}",
            e[0].text
        );
        assert_eq!(e[0].audience, host::Audience::Only(b.id.clone()));
        let e = host
            .act(&carol, &thread, Action::Play(Play::Move("e4".into())))
            .await;
        assert!(
            e[0].is_error() && e[0].text.contains("not playing"),
            "{}",
            e[0].text
        );
        let e = host
            .act(&w, &thread, Action::Play(Play::Move("e5".into())))
            .await;
        assert!(e[0].is_error(), "{}", e[0].text);
        // Abort before both sides moved.
        mv(&host, &thread, &w, "e4").await;
        let v = host.act(&b, &thread, Action::Play(Play::Abort)).await;
        assert!(find(&v, ViewKind::GameEnd).text.contains("aborted"));
        // An open challenge: anyone but the challenger accepts; decline by others refused.
        let v = host
            .act(
                &w,
                &chan,
                Action::Challenge {
                    opponent: None,
                    settings: GameSettings::default(),
                },
            )
            .await;
        let c = find(&v, ViewKind::Challenge).clone();
        let e = host.act(&carol, &chan, button(&c, "Decline")).await;
        assert!(e[0].is_error());
        let v = host.act(&carol, &chan, button(&c, "Accept")).await;
        find(&v, ViewKind::GameStart);
        // The channel (no thread) now holds that game: a second one there is refused.
        let v = host
            .act(
                &b,
                &chan,
                Action::Challenge {
                    opponent: Some(carol.clone()),
                    settings: GameSettings::default(),
                },
            )
            .await;
        let c2 = find(&v, ViewKind::Challenge).clone();
        let e = host.act(&carol, &chan, button(&c2, "Accept")).await;
        assert!(
            e[0].is_error() && e[0].text.contains("thread"),
            "{}",
            e[0].text
        );
        // Declined by carol.
        let v = host.act(&carol, &chan, button(&c2, "Decline")).await;
        assert!(
            find(&v, ViewKind::ChallengeClosed)
                .text
                .contains("declined")
        );
        // A challenge nobody answers expires (and survives a restart meanwhile).
        let v = host
            .act(
                &b,
                &chan,
                Action::Challenge {
                    opponent: Some(w.clone()),
                    settings: GameSettings::default(),
                },
            )
            .await;
        let c3 = find(&v, ViewKind::Challenge).clone();
        // Other timed views (closing the aborted game's questions, earlier
        // challenges' expiries) may come first; wait for this one's expiry.
        let exp = loop {
            let v = next_timed(&mut rx).await;
            if v.kind == ViewKind::ChallengeClosed && v.replaces == c3.key {
                break v;
            }
        };
        assert_eq!(exp.replaces, c3.key);
        assert!(exp.text.contains("expired"));
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn draws_claims_and_clocks() {
    for db in databases() {
        let (host, mut rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        // Draw offer declined, then accepted.
        let place = unique_place("draw");
        start(&host, &place, &w, &b, preset(Preset::Chess)).await;
        let v = host.act(&w, &place, Action::Play(Play::OfferDraw)).await;
        let offer = find(&v, ViewKind::DrawOffer).clone();
        let e = host.act(&w, &place, button(&offer, "Accept")).await;
        assert!(e[0].is_error());
        let v = host.act(&b, &place, button(&offer, "Decline")).await;
        assert!(find(&v, ViewKind::QuestionClosed).text.contains("declines"));
        let v = host.act(&b, &place, Action::Play(Play::OfferDraw)).await;
        let offer = find(&v, ViewKind::DrawOffer).clone();
        let v = host.act(&w, &place, button(&offer, "Accept")).await;
        assert!(find(&v, ViewKind::GameEnd).text.contains("agreement"));

        // Threefold repetition claimed.
        let place = unique_place("rep");
        start(&host, &place, &w, &b, preset(Preset::Chess)).await;
        let e = host.act(&w, &place, Action::Play(Play::Claim)).await;
        assert!(e[0].is_error());
        for _ in 0..2 {
            for (who, m) in [(&w, "Nf3"), (&b, "Nf6"), (&w, "Ng1"), (&b, "Ng8")] {
                mv(&host, &place, who, m).await;
            }
        }
        let v = host.act(&w, &place, Action::Play(Play::Claim)).await;
        assert!(find(&v, ViewKind::GameEnd).text.contains("threefold"));

        // Live clock: loss on time; the intercept wait runs neither clock.
        let place = unique_place("clock");
        let settings = GameSettings {
            time: "1+0".parse().unwrap(),
            intercept_secs: 40,
            ..GameSettings::default()
        };
        let id = start(&host, &place, &w, &b, settings).await;
        missile_ready(&host, &place, &w, &b).await;
        mv(&host, &place, &w, "e5>e6>e7>e8").await;
        // Two questions of 40 s each: 80 s, longer than White's minute, and no flag falls.
        let _passed = next_timed(&mut rx).await;
        let _q2 = next_timed(&mut rx).await;
        let q2_pass = next_timed(&mut rx).await;
        assert!(q2_pass.text.contains("passes"));
        let end = {
            let _det = next_timed(&mut rx).await;
            next_timed(&mut rx).await
        };
        assert!(end.text.contains("destroyed"), "{}", end.text);
        assert!(host.game_info(id).await.is_none());

        let place = unique_place("flag");
        let settings = GameSettings {
            time: "1+0".parse().unwrap(),
            ..GameSettings::default()
        };
        start(&host, &place, &w, &b, settings).await;
        mv(&host, &place, &w, "e4").await;
        let t0 = tokio::time::Instant::now();
        let flag = next_timed(&mut rx).await;
        assert_eq!(flag.kind, ViewKind::GameEnd);
        assert!(
            flag.text.contains("bob") && flag.text.contains("time"),
            "{}",
            flag.text
        );
        let waited = t0.elapsed();
        assert!(
            waited >= Duration::from_secs(59) && waited <= Duration::from_secs(61),
            "{waited:?}"
        );
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn each_process_restores_only_the_servers_of_its_shards() {
    for db in databases() {
        let clock = Clock::new();
        let (host, rx) = host_on(&db.url, clock).await;
        let (w, b) = (alice(), bob());
        // (guild >> 22) % 2: 4194304 is shard 1, 8388608 shard 0.
        let odd = Place::channel("4194304", format!("c-{:x}", rand::random::<u32>()));
        let even = Place::channel("8388608", format!("c-{:x}", rand::random::<u32>()));
        let g_odd = start(&host, &odd, &w, &b, GameSettings::default()).await;
        let g_even = start(&host, &even, &w, &b, GameSettings::default()).await;
        for place in [&odd, &even] {
            missile_ready(&host, place, &w, &b).await;
            mv(&host, place, &w, "e5>e6>e7>e8").await;
        }
        drop(rx);
        drop(host);
        settle().await;

        let shard = |n| host::HostConfig {
            shards: Some(host::Shards {
                first: n,
                last: n,
                total: 2,
            }),
            heartbeat: Duration::ZERO,
            hold_time_during_io: true,
            clock: Some(clock),
            ..host::HostConfig::default()
        };
        let (h0, mut rx0) = host_with(&db.url, shard(0)).await;
        let (h1, mut rx1) = host_with(&db.url, shard(1)).await;
        assert!(h0.pending_question(g_even).await.is_some());
        assert!(h0.pending_question(g_odd).await.is_none(), "not shard 0's");
        assert!(h1.pending_question(g_odd).await.is_some());
        assert!(h1.pending_question(g_even).await.is_none(), "not shard 1's");
        // Each re-posts and times only its own question.
        let again0 = next_timed(&mut rx0).await;
        assert_eq!(again0.place, even);
        let again1 = next_timed(&mut rx1).await;
        assert_eq!(again1.place, odd);
        let passed0 = next_timed(&mut rx0).await;
        assert_eq!(passed0.place, even, "{}", passed0.text);
        assert!(passed0.text.contains("passes"));
        let passed1 = next_timed(&mut rx1).await;
        assert_eq!(passed1.place, odd);
        h0.shutdown().await;
        h1.shutdown().await;
    }
}

/// Issue #19, AI defect 3: a shoot-down typed before its question's
/// deadline but handled after it must not be played as something else (an
/// answer to the next question, or a quiet move). Typed text written
/// before the game's last change is refused with the reason; text written
/// after it is played.
#[tokio::test(start_paused = true)]
async fn typed_text_written_before_the_last_change_is_refused() {
    for db in databases() {
        let (host, mut rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("typed-late");
        let settings = GameSettings {
            intercept_secs: 10,
            ..GameSettings::default()
        };
        let id = start(&host, &place, &w, &b, settings).await;
        missile_ready(&host, &place, &w, &b).await;
        let v = mv(&host, &place, &w, "e5>e6>e7>e8").await;
        let q = find(&v, ViewKind::ShootDownQuestion);
        let written = q.deadline_ms.unwrap() - 2_000;
        // The question on e6 runs out before the typed answer is handled;
        // the missile goes on to e7 and a new question is asked there.
        let passed = next_timed(&mut rx).await;
        assert_eq!(passed.kind, ViewKind::QuestionClosed);
        let q2 = next_timed(&mut rx).await;
        assert_eq!(q2.kind, ViewKind::ShootDownQuestion);
        let before = host.game_info(id).await.unwrap();
        let typed = |text: &str, sent_ms| {
            Action::Play(Play::Typed {
                text: text.into(),
                sent_ms,
            })
        };
        let v = host.act(&b, &place, typed("fxe6", written)).await;
        assert_eq!(v.len(), 1, "{:?}", texts(&v));
        assert!(v[0].is_error());
        assert!(
            v[0].text
                .contains("position changed since your message was written")
                && v[0].text.contains("look at the board again"),
            "{}",
            v[0].text
        );
        let after = host.game_info(id).await.unwrap();
        assert_eq!(after.version, before.version, "nothing was played");
        // Written after the new question was asked: it answers it.
        let now = host.clock().now_ms();
        let v = host.act(&b, &place, typed("pass", now)).await;
        assert!(!v.iter().any(|v| v.is_error()), "{:?}", texts(&v));
        assert!(
            v.iter()
                .any(|v| v.text.contains("**e7** — ") && v.text.ends_with("lets it pass.")),
            "{:?}",
            texts(&v)
        );
        host.shutdown().await;
    }
}

/// A typed move written after the game's last change is played; one
/// written before the opponent's move is refused, not played in the new
/// position.
#[tokio::test(start_paused = true)]
async fn a_typed_move_counts_from_its_writing() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("typed-move");
        start(&host, &place, &w, &b, GameSettings::default()).await;
        let written = host.clock().now_ms();
        tokio::time::advance(Duration::from_secs(1)).await;
        mv(&host, &place, &w, "e4").await;
        tokio::time::advance(Duration::from_secs(1)).await;
        let typed = |sent_ms| {
            Action::Play(Play::Typed {
                text: "e5".into(),
                sent_ms,
            })
        };
        let v = host.act(&b, &place, typed(written)).await;
        assert!(
            v[0].is_error() && v[0].text.contains("position changed"),
            "{:?}",
            texts(&v)
        );
        let v = host.act(&b, &place, typed(host.clock().now_ms())).await;
        assert!(
            v.iter().any(|v| v.kind == ViewKind::Move),
            "{:?}",
            texts(&v)
        );
        host.shutdown().await;
    }
}

/// Issue 48, contract 2: a live game's moves ping nobody (both players are
/// at the board), unless the game was quiet for ten minutes before the
/// move: then the player to move, who may have stepped away, is pinged.
#[tokio::test(start_paused = true)]
async fn a_live_game_pings_on_a_move_only_after_a_quiet_period() {
    for db in databases() {
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        let (w, b) = (alice(), bob());
        let place = unique_place("quiet");
        let settings = GameSettings {
            time: host::TimeControl::Live {
                minutes: 60,
                increment: 0,
            },
            ..GameSettings::default()
        };
        start(&host, &place, &w, &b, settings).await;
        let v = mv(&host, &place, &w, "e4").await;
        assert!(find(&v, ViewKind::Move).mentions.is_empty());
        tokio::time::advance(Duration::from_secs(9 * 60)).await;
        let v = mv(&host, &place, &b, "e5").await;
        assert!(
            find(&v, ViewKind::Move).mentions.is_empty(),
            "nine minutes is a long think, not a quiet game"
        );
        tokio::time::advance(Duration::from_secs(10 * 60)).await;
        let v = mv(&host, &place, &w, "Nf3").await;
        assert_eq!(find(&v, ViewKind::Move).mentions, vec![b.id.clone()]);
        let v = mv(&host, &place, &b, "Nc6").await;
        assert!(find(&v, ViewKind::Move).mentions.is_empty(), "busy again");
        host.shutdown().await;
    }
}
