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

use support::languages;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, is_ephemeral};
use support::tournament::{create, join_by, wait_post};

/// `user` presses **Rejoindre** on the announcement `ann` again: the
/// private refusal's text.
async fn join_again(s: &StandIn, user: TestUser, ann: u64) -> String {
    let m = s.message(ann).expect("the announcement");
    let click = s.click(user, ann, &button_id(&m, "Rejoindre"));
    languages::private_text(s, user, &click).await
}

/// `user`'s `/tournament <command>` in the channel: its answer, which is
/// a private refusal.
async fn refused(s: &StandIn, user: TestUser, command: &str) -> String {
    let sent = s.slash(user, CHANNEL_ID, &format!("tournament {command}"), &[]);
    languages::private_text(s, user, &sent).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_refusals_are_said_in_the_readers_language() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    languages::speak(&s, "fr", &[(BOB, "de"), (CAROL, "ko")]);

    let ann = create(&s, ALICE, "Coupe", "swiss", &[Opt::Int("rounds", 2)]).await;

    // Bob joins, then presses again: told in his German, privately.
    join_by(&s, ann, BOB, "Rejoindre", "Participants (1)").await;
    let de = join_again(&s, BOB, ann).await;
    assert_eq!(
        de,
        "Du bist **Coupe** schon beigetreten. Warte, bis es beginnt."
    );

    // Carol's Korean is not shipped: the server's French.
    join_by(&s, ann, CAROL, "Rejoindre", "Participants (2)").await;
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
