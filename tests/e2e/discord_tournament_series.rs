//! End to end (#31, contract 8, "weekly means the same hour"), on SQLite
//! and PostgreSQL: a Berlin series whose next edition comes after a
//! change of the clocks keeps 19:00 local (the server's `/settings
//! timezone:` reads its start); two series in one channel, picked by name
//! (autocomplete, a refusal without one), listed (`/tournament list`) and
//! edited before the start (`/tournament edit`: the announcement and the
//! calendar event follow); the reminder and the check-in post carry their
//! own **Check in** button, which checks in.

use crate::support;

use chrono::{DateTime, Datelike, Duration as Days, NaiveDate, TimeZone, Utc, Weekday};
use chrono_tz::Europe::Berlin;
use serde_json::Value;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{
    Opt, StandIn, button_id, buttons, content_of, field_of, id_of, is_ephemeral,
};
use support::tournament::{WAIT, create, join_all};

/// The answer to `user`'s `command` with `opts`: (private?, text).
async fn answer(s: &StandIn, user: TestUser, command: &str, opts: &[Opt]) -> (bool, String) {
    let sent = s.slash(user, CHANNEL_ID, command, opts);
    let body = s.callback(&sent).await.json.unwrap();
    let mut text = content_of(&body);
    if text.is_empty() {
        // A deferred answer: its follow-up.
        let v = s.wait_for("the answer", WAIT, |s| s.original(&sent)).await;
        text = content_of(&v);
    }
    (is_ephemeral(&body), text)
}

/// The unix seconds of the first `<t:…:F>` after `after` in `text`.
fn start_secs(text: &str, after: &str) -> i64 {
    let rest = &text[text
        .find(after)
        .unwrap_or_else(|| panic!("{after:?} in {text}"))..];
    let rest = &rest[rest
        .find("<t:")
        .unwrap_or_else(|| panic!("a time in {text}"))
        + 3..];
    rest[..rest.find(':').unwrap()].parse().unwrap()
}

/// The tournament id in an announcement `**Name** (#12, swiss)`.
fn tournament_id(text: &str) -> i64 {
    let rest = &text[text.find("(#").unwrap_or_else(|| panic!("an id in {text}")) + 2..];
    rest[..rest.find(',').unwrap()].parse().unwrap()
}

/// Friday `day` at 19:00 in Berlin.
fn friday_seven_pm(day: NaiveDate) -> DateTime<Utc> {
    Berlin
        .from_local_datetime(&day.and_hms_opt(19, 0, 0).unwrap())
        .single()
        .unwrap()
        .with_timezone(&Utc)
}

/// Berlin's offset from UTC at `t`, in seconds.
fn berlin_offset(t: DateTime<Utc>) -> i32 {
    use chrono::Offset;
    t.with_timezone(&Berlin).offset().fix().local_minus_utc()
}

/// Rewrites the stored snapshot of open tournament `id`: `f` changes its
/// JSON (the bot is stopped meanwhile).
async fn rewrite_snapshot(db: &str, id: i64, f: impl FnOnce(&mut Value)) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(db).await.unwrap();
    let (json,): (String,) = sqlx::query_as("SELECT snapshot FROM tournaments WHERE id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
    let mut v: Value = serde_json::from_str(&json).unwrap();
    f(&mut v);
    sqlx::query("UPDATE tournaments SET snapshot = $1 WHERE id = $2")
        .bind(v.to_string())
        .bind(id)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

/// A weekly series set up at 19:00 in the server's zone (Europe/Berlin)
/// whose edition fell on a Friday on the other side of a change of the
/// clocks (summer time when the next edition is in winter time, and the
/// other way round): its next edition is on a Friday at 19:00 in Berlin,
/// not 7 × 24 hours on in UTC (which would be 18:00 or 20:00 there).
async fn berlin_series_keeps_its_hour(mut t: Session) {
    let s = t.s.clone();
    s.make_manager(ALICE);
    // A zone that is none is refused, and nothing changes.
    let (private, text) = answer(
        &s,
        ALICE,
        "settings",
        &[Opt::Str("timezone", "Mars/Olympus".into())],
    )
    .await;
    assert!(private, "{text}");
    assert!(
        text.contains("`Mars/Olympus` is not a time zone") && text.contains("Europe/Berlin"),
        "{text}"
    );
    let (_, text) = answer(&s, ALICE, "settings", &[]).await;
    assert!(text.contains("time zone is UTC"), "{text}");
    let (_, text) = answer(
        &s,
        ALICE,
        "settings",
        &[Opt::Str("timezone", "europe/berlin".into())],
    )
    .await;
    assert!(text.contains("time zone is now Europe/Berlin"), "{text}");

    // Next week's Friday, 19:00, typed without a zone: Berlin's.
    let now = Utc::now();
    let mut day = now.with_timezone(&Berlin).date_naive() + Days::days(2);
    while day.weekday() != Weekday::Fri {
        day += Days::days(1);
    }
    let first = friday_seven_pm(day);
    let ann = create(
        &s,
        ALICE,
        "Friday Blitz",
        "swiss",
        &[
            Opt::Str("starts", format!("{} 19:00", day.format("%Y-%m-%d"))),
            Opt::Str("repeat", "weekly".into()),
        ],
    )
    .await;
    let text = content_of(&s.message(ann).unwrap());
    assert_eq!(start_secs(&text, "Start:"), first.timestamp(), "{text}");
    assert!(
        text.contains("Repeats weekly (edition 1), at 19:00 Europe/Berlin"),
        "{text}"
    );
    let id = tournament_id(&text);

    // The edition after the one about to end: the first Friday 19:00 in
    // Berlin from now on. This edition is set back to a Friday 19:00 in
    // Berlin on the other side of a change of the clocks, as if the
    // series had been created then (a start in the past cannot be typed).
    let next = {
        let mut d = now.with_timezone(&Berlin).date_naive();
        while d.weekday() != Weekday::Fri || friday_seven_pm(d) <= now + Days::minutes(5) {
            d += Days::days(1);
        }
        friday_seven_pm(d)
    };
    let mut past = day - Days::days(7);
    while berlin_offset(friday_seven_pm(past)) == berlin_offset(next) {
        past -= Days::days(7);
    }
    let past = friday_seven_pm(past);
    assert_ne!(
        (next - past).num_seconds() % (7 * 86_400),
        0,
        "a whole number of 7 × 24 h from {past} misses {next}: the test crosses a change"
    );
    t.bot.kill_now();
    rewrite_snapshot(&t.db, id, |v| {
        v["starts_at"] = past.timestamp_millis().into();
        v["scheduled_start"] = past.timestamp_millis().into();
    })
    .await;
    t.restart(2).await;

    // Its start passed while the bot was away: nobody joined, so it is
    // called off, and the next edition is announced at once.
    let m = s
        .wait_public(CHANNEL_ID, "edition 2", WAIT, |m| {
            content_of(m).contains("edition 2")
        })
        .await;
    let text = content_of(&m);
    let at = start_secs(&text, "Start:");
    let local = DateTime::from_timestamp(at, 0)
        .unwrap()
        .with_timezone(&Berlin);
    assert_eq!(
        (local.weekday(), local.format("%H:%M").to_string()),
        (Weekday::Fri, "19:00".to_string()),
        "edition 2 at {local}: {text}"
    );
    assert_eq!(at, next.timestamp(), "{text}");
    assert!(
        text.contains("Repeats weekly (edition 2), at 19:00 Europe/Berlin"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_berlin_series_keeps_19_00_across_a_change_of_the_clocks_sqlite() {
    Session::run(Db::Sqlite, berlin_series_keeps_its_hour).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_berlin_series_keeps_19_00_across_a_change_of_the_clocks_postgres() {
    Session::run(Db::Postgres, berlin_series_keeps_its_hour).await;
}

/// The stand-in's calendar events named `name`.
fn events_named(s: &StandIn, name: &str) -> Vec<Value> {
    s.scheduled_events(GUILD_ID)
        .into_iter()
        .filter(|e| e["name"] == name)
        .collect()
}

/// Two series in one channel: both are created; a command without
/// `tournament:` is refused with their names; autocomplete offers both;
/// `/tournament list` shows them with their start times; `/tournament
/// edit` changes one before its start (its announcement and calendar
/// event follow) and is refused to others and with a bad value.
async fn two_series_in_one_channel(t: Session) {
    let s = t.s.clone();
    s.set_bot_guild_permission(GUILD_ID, support::payloads::perm::MANAGE_EVENTS, true);
    let weekly = |starts: &str| {
        vec![
            Opt::Str("starts", starts.into()),
            Opt::Str("repeat", "weekly".into()),
        ]
    };
    let friday = create(&s, ALICE, "Friday Blitz", "swiss", &weekly("in 2h")).await;
    let sunday = create(&s, BOB, "Sunday Rapid", "swiss", &weekly("in 3h")).await;
    let friday_id = tournament_id(&content_of(&s.message(friday).unwrap()));
    let sunday_id = tournament_id(&content_of(&s.message(sunday).unwrap()));
    assert_ne!(friday_id, sunday_id);

    // None named: which one?
    let (private, text) = answer(&s, CAROL, "tournament join", &[]).await;
    assert!(private, "{text}");
    assert!(
        text.contains("Friday Blitz")
            && text.contains("Sunday Rapid")
            && text.contains("Pick one with the `tournament:` option"),
        "{text}"
    );
    // Autocomplete offers both.
    let ac = s.autocomplete(
        CAROL,
        CHANNEL_ID,
        "tournament join",
        &[Opt::Str("tournament", String::new())],
        "tournament",
    );
    let body = s.callback(&ac).await.json.unwrap();
    let choices = body["data"]["choices"].to_string();
    assert!(
        choices.contains("Friday Blitz") && choices.contains("Sunday Rapid"),
        "{choices}"
    );
    // Named, it works; the buttons name theirs.
    let (_, text) = answer(
        &s,
        CAROL,
        "tournament join",
        &[Opt::Int("tournament", sunday_id)],
    )
    .await;
    assert!(!text.contains("Pick one"), "{text}");
    s.wait_for("carol in Sunday Rapid", WAIT, |s| {
        s.message(sunday)
            .filter(|m| content_of(m).contains("Entrants (1)"))
    })
    .await;
    join_all(&s, friday, &[BOB, CAROL, DAVE]).await;

    // The server's list: both, with their start times.
    let (private, list) = answer(&s, DAVE, "tournament list", &[]).await;
    assert!(private, "{list}");
    let at = |ann: u64| start_secs(&content_of(&s.message(ann).unwrap()), "Start:");
    for (name, ann) in [("Friday Blitz", friday), ("Sunday Rapid", sunday)] {
        let line = list
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} in {list}"));
        assert!(
            line.contains(&format!("<t:{}:F>", at(ann))) && line.contains("repeats weekly"),
            "{line}"
        );
    }
    assert!(
        list.find("Friday Blitz") < list.find("Sunday Rapid"),
        "the sooner first: {list}"
    );

    // Edited by someone else: refused; by its organizer: done.
    let (private, text) = answer(
        &s,
        BOB,
        "tournament edit swiss",
        &[
            Opt::Int("tournament", friday_id),
            Opt::Str("name", "Bob's Blitz".into()),
        ],
    )
    .await;
    assert!(private && text.contains("alice"), "{text}");
    let (private, text) = answer(
        &s,
        ALICE,
        "tournament edit arena",
        &[Opt::Int("tournament", friday_id), Opt::Int("minutes", 60)],
    )
    .await;
    assert!(
        private
            && text.contains("is a swiss tournament")
            && text.contains("`/tournament edit swiss`"),
        "the arena's edit on a Swiss: {text}"
    );
    let (_, text) = answer(
        &s,
        ALICE,
        "tournament edit swiss",
        &[
            Opt::Int("tournament", friday_id),
            Opt::Int("max_players", 2),
        ],
    )
    .await;
    assert!(
        text.contains("3 players have joined already"),
        "three joined: {text}"
    );
    let before = at(friday);
    let (private, text) = answer(
        &s,
        ALICE,
        "tournament edit swiss",
        &[
            Opt::Int("tournament", friday_id),
            Opt::Str("name", "Friday Night Blitz".into()),
            Opt::Str("starts", "in 4h".into()),
            Opt::Int("rounds", 4),
            Opt::Str("time", "5+3".into()),
        ],
    )
    .await;
    assert!(!private, "the channel is told: {text}");
    assert!(
        text.contains("alice changed the name, start, rounds and time control"),
        "{text}"
    );
    let ann = s
        .wait_for("the announcement edited", WAIT, |s| {
            s.message(friday)
                .filter(|m| content_of(m).contains("Friday Night Blitz"))
        })
        .await;
    let ann_text = content_of(&ann);
    let after = start_secs(&ann_text, "Start:");
    assert!(
        (after - before - 7200).abs() <= 120,
        "2 h later: {before} -> {after}"
    );
    assert_eq!(field_of(&ann, "Rounds").as_deref(), Some("4"), "{ann_text}");
    assert_eq!(
        field_of(&ann, "Time control").as_deref(),
        Some("5+3"),
        "{ann_text}"
    );
    assert!(
        ann_text.contains("Entrants (3)"),
        "the entrants stay: {ann_text}"
    );
    assert!(
        buttons(&ann).iter().any(|b| b.0 == "Join"),
        "still open: {ann:#}"
    );
    // Its calendar event follows: name and time.
    let events = s
        .wait_for("the event renamed", WAIT, |s| {
            let e = events_named(s, "Friday Night Blitz");
            (!e.is_empty()).then_some(e)
        })
        .await;
    let start = DateTime::parse_from_rfc3339(events[0]["scheduled_start_time"].as_str().unwrap())
        .unwrap()
        .timestamp();
    assert_eq!(start, after, "{:#}", events[0]);
    assert!(events_named(&s, "Friday Blitz").is_empty());
    // The list follows, now Sunday Rapid first.
    let (_, list) = answer(&s, DAVE, "tournament list", &[]).await;
    assert!(
        list.find("Sunday Rapid") < list.find("Friday Night Blitz")
            && list.contains(&format!("<t:{after}:F>")),
        "{list}"
    );
    // The whole session's posts fit a phone and Discord's limits.
    s.assert_posts_fit_a_phone();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_series_in_one_channel_are_picked_listed_and_edited_sqlite() {
    Session::run(Db::Sqlite, two_series_in_one_channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_series_in_one_channel_are_picked_listed_and_edited_postgres() {
    Session::run(Db::Postgres, two_series_in_one_channel).await;
}

/// The run-up post carries its own **Check in**: the post that opens
/// check-in is the reminder too (one post, one ping per person: issue 48),
/// with the button and when check-in closes; carol, bob and alice check in
/// on it; at the start only dave, who pressed nothing, is withdrawn.
async fn check_in_on_the_reminder(t: Session) {
    let s = t.s.clone();
    let ann = create(
        &s,
        ALICE,
        "Quick Swiss",
        "swiss",
        &[
            Opt::Str("starts", "in 20s".into()),
            Opt::Str("checkin", "14s".into()),
            Opt::Str("remind", "8s".into()),
        ],
    )
    .await;
    join_all(&s, ann, &[ALICE, BOB, CAROL, DAVE]).await;
    let post = |needle: &'static str| {
        let s = s.clone();
        async move {
            s.wait_public(CHANNEL_ID, needle, WAIT, |m| content_of(m).contains(needle))
                .await
        }
    };
    let reminder = post("⏰").await;
    let text = content_of(&reminder);
    assert!(
        text.contains("Check-in is open: press Check in below") && text.contains(":R>"),
        "{reminder:#}"
    );
    let run_ups = s
        .public_messages(CHANNEL_ID)
        .iter()
        .filter(|m| content_of(m).contains("⏰") || content_of(m).contains("Check-in for"))
        .count();
    assert_eq!(run_ups, 1, "one run-up post");
    for who in [CAROL, BOB, ALICE] {
        let m = &reminder;
        let id = button_id(m, "Check in");
        let click = s.click(who, id_of(m), &id);
        let body = s.callback(&click).await.json.unwrap();
        assert!(is_ephemeral(&body), "{body:#}");
        assert!(content_of(&body).contains("checked in"), "{body:#}");
    }
    // The same button as the announcement's.
    let ann_msg = s.message(ann).unwrap();
    assert_eq!(
        button_id(&reminder, "Check in"),
        button_id(&ann_msg, "Check in")
    );
    let withdrawn = post("did not check in").await;
    let text = content_of(&withdrawn);
    assert!(text.contains(&format!("<@{}>", DAVE.id)), "{text}");
    for u in [ALICE, BOB, CAROL] {
        assert!(!text.contains(&format!("<@{}>", u.id)), "{text}");
    }
    post("has started").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_check_in_button_on_the_reminder_checks_in_sqlite() {
    Session::run(Db::Sqlite, check_in_on_the_reminder).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_check_in_button_on_the_reminder_checks_in_postgres() {
    Session::run(Db::Postgres, check_in_on_the_reminder).await;
}
