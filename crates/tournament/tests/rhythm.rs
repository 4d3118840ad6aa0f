//! A community's weekly rhythm, through the host, on SQLite and
//! PostgreSQL, on tokio's paused clock: a weekly series whose next edition
//! appears once (also when the bot stopped between an edition's end and
//! its successor), the reminder before the start and the mention at the
//! start, and check-in withdrawing the absent (and a series going on when
//! too few checked in).

use crate::support;

use host::{Clock, ViewKind};
use std::time::Duration;
use support::*;
use tournament::series::Repeat;
use tournament::{
    Format, TournamentAction as TA, TournamentRefusal, TournamentSetup, TournamentStatus,
};

const MIN: u64 = 60;

fn scheduled(name: &str, repeat: Repeat) -> TournamentSetup {
    let mut setup = TournamentSetup::new(name, Format::Swiss);
    setup.starts = Some("in 1h".into());
    setup.repeat = repeat;
    setup
}

fn cancel(series: bool) -> TA {
    TA::Cancel {
        tournament: None,
        is_admin: false,
        series,
    }
}

/// The tournaments stored in `place`'s channel, newest first.
async fn editions(host: &TH, place: &host::Place) -> Vec<store::TournamentRecord> {
    let st = host.store().clone();
    let channel = place.channel.clone();
    held(async move { st.channel_tournaments(&channel, 50).await })
        .await
        .unwrap()
}

#[tokio::test(start_paused = true)]
async fn a_weekly_series_creates_each_next_edition_once_also_across_a_restart() {
    for db in databases() {
        let clock = Clock::new();
        let (host, _rx) = th_on(&db.url, clock).await;
        let place = unique_place("weekly");
        let ps = people("wk", 3);
        let (first, _) = create(
            &host,
            &ps[0],
            &place,
            scheduled("Friday Blitz", Repeat::Weekly),
        )
        .await;
        let info = host.tournament_info(first).await.unwrap();
        let first_start = info.starts_at_ms.unwrap();

        // Cancelling this edition only: the next is announced at once, a
        // week after this one's start, with no entrants.
        let v = ok(&host, &ps[0], &place, cancel(false)).await;
        let next = v
            .iter()
            .find(|v| v.kind == ViewKind::Event && v.event != Some(first) && v.key.is_some())
            .unwrap_or_else(|| panic!("{}: the next edition is announced: {v:#?}", db.name));
        assert!(
            next.full_text().contains("Friday Blitz") && next.full_text().contains("edition 2"),
            "{}",
            next.text
        );
        let second = next.event.unwrap();
        let info = host.tournament_info(second).await.unwrap();
        assert_eq!(info.starts_at_ms, Some(first_start + 7 * 86_400_000));
        assert_eq!(info.status, TournamentStatus::Open);
        assert!(info.players.is_empty());

        // A restart: the series is not continued twice.
        host.shutdown().await;
        drop(host);
        let (host, _rx) = th_on(&db.url, clock).await;
        assert_eq!(editions(&host, &place).await.len(), 2, "{}", db.name);

        // The bot stops right after an edition's end is stored, before its
        // successor exists (its end written straight to the store here):
        // the next start creates the successor, once.
        let rec = editions(&host, &place)
            .await
            .into_iter()
            .find(|r| r.id == second)
            .unwrap();
        host.shutdown().await;
        drop(host);
        let st = store_on(&db.url).await;
        let snapshot = rec.snapshot.clone();
        held(async move {
            st.update_tournament(
                second,
                rec.version,
                store::TournamentStatus::Cancelled,
                &snapshot,
            )
            .await
        })
        .await
        .unwrap();
        let (host, mut rx) = th_on(&db.url, clock).await;
        let all = editions(&host, &place).await;
        assert_eq!(
            all.len(),
            3,
            "{}: the third edition was created at start",
            db.name
        );
        let third = all[0].id;
        let announced = wait_for(&mut rx, third, ViewKind::Event).await;
        assert!(
            announced.full_text().contains("edition 3"),
            "{}",
            announced.text
        );
        host.shutdown().await;
        drop(host);
        let (host, _rx) = th_on(&db.url, clock).await;
        assert_eq!(editions(&host, &place).await.len(), 3, "{}: once", db.name);

        // `repeat:true` ends the series: no fourth edition.
        let v = ok(&host, &ps[0], &place, cancel(true)).await;
        assert!(
            !v.iter().any(|v| v.event.is_some_and(|e| e != third)),
            "{v:#?}"
        );
        assert_eq!(editions(&host, &place).await.len(), 3);
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn the_reminder_comes_ten_minutes_before_and_neither_it_nor_the_start_pings() {
    for db in databases() {
        let (host, mut rx) = th_on(&db.url, Clock::new()).await;
        let place = unique_place("remind");
        let ps = people("rm", 3);
        let (tid, _) = create(
            &host,
            &ps[0],
            &place,
            scheduled("Evening Swiss", Repeat::None),
        )
        .await;
        join_all(&host, &place, &ps).await;
        let t0 = tokio::time::Instant::now();
        let reminder = wait_for(&mut rx, tid, ViewKind::Event).await;
        let at = t0.elapsed();
        assert!(
            at >= Duration::from_secs(50 * MIN) && at < Duration::from_secs(50 * MIN + 2),
            "{}: reminded after {at:?}",
            db.name
        );
        assert!(reminder.text.contains("starts <t:"), "{}", reminder.text);
        // The reminder pings nobody: a start pings each player once, in
        // the pairings.
        assert!(reminder.mentions.is_empty(), "{:?}", reminder.mentions);
        // The start pings nobody either.
        let started = wait_for(&mut rx, tid, ViewKind::Event).await;
        assert!(started.text.contains("has started"), "{}", started.text);
        assert!(started.mentions.is_empty(), "{:?}", started.mentions);
        assert!(t0.elapsed() >= Duration::from_secs(60 * MIN));
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn check_in_withdraws_the_absent_and_too_few_cancels_the_edition_not_the_series() {
    for db in databases() {
        let (host, mut rx) = th_on(&db.url, Clock::new()).await;
        let place = unique_place("checkin");
        let ps = people("ci", 4);
        let mut setup = scheduled("Sunday Swiss", Repeat::None);
        setup.checkin = Some("15m".into());
        setup.remind = Some("0".into());
        let (tid, v) = create(&host, &ps[0], &place, setup).await;
        assert!(v[0].full_text().contains("Check-in opens"), "{}", v[0].text);
        assert!(!v[0].buttons.iter().any(|b| b.label == "Check in"));
        join_all(&host, &place, &ps).await;
        let checkin = TA::CheckIn { tournament: None };
        let r = refused(&host, &ps[1], &place, checkin.clone()).await;
        assert!(
            matches!(r, TournamentRefusal::CheckInClosed { .. }),
            "{r:?}"
        );

        // 45 minutes in: the announcement gains its button; one post says
        // so in the channel, pinging nobody.
        let notice = wait_for(&mut rx, tid, ViewKind::Event).await;
        assert!(notice.text.contains("Check-in"), "{}", notice.text);
        assert!(notice.mentions.is_empty(), "{:?}", notice.mentions);
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.status, TournamentStatus::Open);
        for p in &ps[..3] {
            let v = ok(&host, p, &place, checkin.clone()).await;
            assert!(v[0].text.contains("checked in"), "{}", v[0].text);
            assert!(!v[0].is_public(), "only for the player");
        }
        let stranger = people("xx", 1);
        let r = refused(&host, &stranger[0], &place, checkin.clone()).await;
        assert!(matches!(r, TournamentRefusal::NotEntered { .. }), "{r:?}");

        // The start: the fourth is withdrawn and told; three play.
        let gone = wait_for(&mut rx, tid, ViewKind::Event).await;
        assert!(gone.text.contains("did not check in"), "{}", gone.text);
        assert_eq!(gone.mentions, vec![ps[3].id.clone()]);
        let started = wait_for(&mut rx, tid, ViewKind::Event).await;
        assert!(started.text.contains("has started"), "{}", started.text);
        let info = host.tournament_info(tid).await.unwrap();
        assert_eq!(info.players, ps[..3].to_vec(), "{}", db.name);
        host.shutdown().await;

        // A weekly series where only one checks in: this edition is
        // cancelled with the reason, the next is announced.
        let (host, mut rx) = th_on(&db.url, Clock::new()).await;
        let place = unique_place("checkin-weekly");
        let mut setup = scheduled("Weekly Swiss", Repeat::Weekly);
        setup.checkin = Some("15m".into());
        let (tid, _) = create(&host, &ps[0], &place, setup).await;
        join_all(&host, &place, &ps).await;
        tokio::time::sleep(Duration::from_secs(46 * MIN)).await;
        ok(&host, &ps[2], &place, checkin.clone()).await;
        let cancelled = loop {
            let v = wait_for(&mut rx, tid, ViewKind::Event).await;
            if v.text.contains("cancelled") {
                break v;
            }
        };
        assert!(
            cancelled
                .text
                .contains("1 player checked in, at least 3 are needed"),
            "{}",
            cancelled.text
        );
        let all = editions(&host, &place).await;
        assert_eq!(all.len(), 2, "{}: the series goes on", db.name);
        assert_eq!(all[0].status, store::TournamentStatus::Open);
        host.shutdown().await;
    }
}

#[tokio::test(start_paused = true)]
async fn a_series_goes_on_beside_another_open_tournament_in_its_channel() {
    for db in databases() {
        let clock = Clock::new();
        let (host, _rx) = th_on(&db.url, clock).await;
        let place = unique_place("taken");
        let ps = people("tk", 1);
        let (first, _) = create(
            &host,
            &ps[0],
            &place,
            scheduled("Sunday Rapid", Repeat::Weekly),
        )
        .await;
        let rec = editions(&host, &place).await.remove(0);
        host.shutdown().await;
        drop(host);
        // While the bot is down: the edition's end is stored (its
        // successor not yet), and another tournament opens in the channel:
        // a channel may hold several (#31), so the series goes on.
        let st = store_on(&db.url).await;
        let (end, other) = (rec.clone(), rec.clone());
        held(async move {
            st.update_tournament(
                end.id,
                end.version,
                store::TournamentStatus::Cancelled,
                &end.snapshot,
            )
            .await
            .unwrap();
            st.create_tournament(&store::NewTournament {
                place: other.place.clone(),
                name: "Pop-up".into(),
                format: other.format.clone(),
                organizer_id: other.organizer_id.clone(),
                snapshot: other.snapshot.clone(),
            })
            .await
            .unwrap()
        })
        .await;
        let (host, _rx) = th_on(&db.url, clock).await;
        let all = editions(&host, &place).await;
        assert_eq!(all.len(), 3, "{}: the successor beside the other", db.name);
        let open: Vec<&str> = all
            .iter()
            .filter(|r| r.status == store::TournamentStatus::Open)
            .map(|r| r.name.as_str())
            .collect();
        assert_eq!(open, ["Sunday Rapid", "Pop-up"], "{}", db.name);
        assert!(all.iter().any(|r| r.id == first), "{}", db.name);
        host.shutdown().await;
    }
}

/// The outbox's undelivered posts of tournament `id`, as views, with
/// whether each is held.
async fn posts_of(host: &TH, id: i64) -> Vec<(host::View, bool)> {
    let st = host.store().clone();
    held(async move { st.undelivered_posts().await })
        .await
        .unwrap()
        .into_iter()
        .map(|p| (host::View::from_record(&p.payload).unwrap(), p.is_held()))
        .filter(|(v, _)| v.event == Some(id))
        .collect()
}

#[tokio::test(start_paused = true)]
async fn a_tournament_and_each_next_edition_are_written_with_their_announcements() {
    for db in databases() {
        let clock = Clock::new();
        let (host, _rx) = th_on(&db.url, clock).await;
        let place = unique_place("owed-series");
        let ps = people("ow", 2);
        // `/tournament create`: its announcement (the command's answer,
        // with its calendar entry) is in the outbox, held, when the
        // command returns, before any post_views.
        let (first, v) = create(
            &host,
            &ps[0],
            &place,
            scheduled("Owed Blitz", Repeat::Weekly),
        )
        .await;
        assert!(v[0].in_outbox.is_some() && v[0].held, "{}: {v:#?}", db.name);
        let posts = posts_of(&host, first).await;
        assert_eq!(posts.len(), 1, "{}: {posts:#?}", db.name);
        let (ann, is_held) = &posts[0];
        assert!(*is_held, "{}", db.name);
        assert_eq!(ann.key, v[0].key, "{}", db.name);
        assert!(ann.calendar.is_some(), "{}: its calendar entry", db.name);
        host.drop_post(&v[0]).await;

        // Cancelling this edition (a command): the next edition's
        // announcement is written with the next edition, held.
        let v = ok(&host, &ps[0], &place, cancel(false)).await;
        let next = v
            .iter()
            .find(|v| v.kind == ViewKind::Event && v.event != Some(first) && v.key.is_some())
            .unwrap_or_else(|| panic!("{}: the next edition is announced: {v:#?}", db.name));
        assert!(
            next.in_outbox.is_some() && next.held,
            "{}: {next:#?}",
            db.name
        );
        let second = next.event.unwrap();
        let posts = posts_of(&host, second).await;
        assert_eq!(posts.len(), 1, "{}: {posts:#?}", db.name);
        assert!(
            posts[0].1 && posts[0].0.full_text().contains("edition 2"),
            "{}",
            db.name
        );
        host.post_views(&v).await.unwrap();
        assert!(
            posts_of(&host, second).await.iter().all(|(_, h)| !h),
            "{}: released",
            db.name
        );

        // The bot stops right after the second edition's end is stored:
        // the next start creates the third with its announcement due.
        let rec = editions(&host, &place)
            .await
            .into_iter()
            .find(|r| r.id == second)
            .unwrap();
        host.shutdown().await;
        drop(host);
        let st = store_on(&db.url).await;
        let snapshot = rec.snapshot.clone();
        held(async move {
            st.update_tournament(
                second,
                rec.version,
                store::TournamentStatus::Cancelled,
                &snapshot,
            )
            .await
        })
        .await
        .unwrap();
        let (host, _rx) = th_on(&db.url, clock).await;
        let third = editions(&host, &place).await[0].id;
        assert_ne!(third, second, "{}", db.name);
        let posts = posts_of(&host, third).await;
        assert_eq!(posts.len(), 1, "{}: {posts:#?}", db.name);
        assert!(
            !posts[0].1 && posts[0].0.full_text().contains("edition 3"),
            "{}: due at once: {posts:#?}",
            db.name
        );
        host.shutdown().await;
    }
}
