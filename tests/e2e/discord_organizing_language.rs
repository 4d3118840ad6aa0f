//! End to end, through the real binary and the loopback stand-in: a
//! tournament's refusals are said in the language of the member who reads
//! them, its public posts in the server's (#45; the organizing words moved
//! to `locales/*/organizing.ftl`). In a server whose Discord
//! `preferred_locale` is `fr`, alice creates a Swiss; bob, whose client is
//! in German, presses **Rejoindre** twice and is told privately, in
//! German, that he has joined already; carol, whose client is in Korean
//! (not shipped), is told in the server's French. Bob may not start it
//! (German again); alice cancels it and the channel reads the
//! cancellation in French; bob's join after that is refused in German.

use crate::support;

use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, content_of, is_ephemeral};
use support::tournament::{WAIT, wait_post};

/// `user` presses **Rejoindre** on the announcement `ann` and joins:
/// the announcement lists `listed` entrants.
async fn join(s: &StandIn, user: TestUser, ann: u64, listed: usize) {
    let m = s.message(ann).expect("the announcement");
    let click = s.click(user, ann, &button_id(&m, "Rejoindre"));
    let cb = s.callback(&click).await.json.unwrap();
    assert!(!is_ephemeral(&cb), "{} joins: {cb:#}", user.name);
    let listed = format!("Participants ({listed})");
    s.wait_for(&listed, WAIT, |s| {
        s.message(ann).filter(|m| content_of(m).contains(&listed))
    })
    .await;
}

/// `user` presses **Rejoindre** on the announcement `ann` again: the
/// private refusal's text.
async fn join_again(s: &StandIn, user: TestUser, ann: u64) -> String {
    let m = s.message(ann).expect("the announcement");
    let click = s.click(user, ann, &button_id(&m, "Rejoindre"));
    let (text, private) = s.answer_text(&click, WAIT).await;
    assert!(private, "{}: a refusal is private: {text}", user.name);
    text
}

/// `user`'s `/tournament <command>` in the channel: its answer, which is
/// a private refusal.
async fn refused(s: &StandIn, user: TestUser, command: &str) -> String {
    let sent = s.slash(user, CHANNEL_ID, &format!("tournament {command}"), &[]);
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(private, "{}: a refusal is private: {text}", user.name);
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_refusals_are_said_in_the_readers_language() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    s.set_server_locale(GUILD_ID, "fr");
    s.set_member_locale(BOB.id, "de");
    s.set_member_locale(CAROL.id, "ko");

    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[Opt::Str("name", "Coupe".into()), Opt::Int("rounds", 2)],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "the announcement is public: {body:#}");
    let ann = s
        .wait_for("the announcement", WAIT, |s| s.original(&sent))
        .await;
    let ann = support::standin::id_of(&ann);

    // Bob joins, then presses again: told in his German, privately.
    join(&s, BOB, ann, 1).await;
    let de = join_again(&s, BOB, ann).await;
    assert_eq!(
        de,
        "Du bist **Coupe** schon beigetreten. Warte, bis es beginnt."
    );

    // Carol's Korean is not shipped: the server's French.
    join(&s, CAROL, ann, 2).await;
    let fr = join_again(&s, CAROL, ann).await;
    assert_eq!(
        fr,
        "Tu es déjà inscrit à **Coupe**. Attends qu'il commence."
    );

    // Only the organizer starts it: bob reads why in German.
    let start = refused(&s, BOB, "start").await;
    assert!(
        start.starts_with("Nur der Veranstalter (")
            && start.contains("darf dieses Turnier starten."),
        "{start}"
    );
    assert!(!start.contains("organizer"), "no English left: {start}");

    // Alice cancels it: the channel reads it in the server's French.
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament cancel", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "the cancellation is public: {body:#}");
    let cancelled = wait_post(&s, "a été annulé par son organisateur.").await;
    assert!(cancelled.contains("**Coupe**"), "{cancelled}");
    assert!(!cancelled.contains("cancelled"), "{cancelled}");

    // Nothing left to join: bob reads it in German.
    let none = refused(&s, BOB, "join").await;
    assert_eq!(
        none,
        "In diesem Kanal gibt es kein offenes oder laufendes Turnier. Erstelle eines mit /tournament create."
    );
    t.finish().await;
}
