//! End to end, through the real binary and the loopback stand-in: the
//! Discord edge's own answers are said in their reader's language (#45,
//! `locales/*/discord.ftl`). In a server whose Discord `preferred_locale`
//! is `fr`: bob, whose client is in German, reads `/settings` (shown, then
//! changed), a refused `/tournament create` option and the `/tournament
//! settings` answers in German; dave, whose client is in British English,
//! reads them in English; and when the bot may not open a game's thread,
//! the channel's public notice is in the server's French while bob, who
//! started the game, is told privately why in German.

use crate::support;

use support::languages;
use support::payloads::{ALICE, BOB, CHANNEL_ID, DAVE, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, content_of};
use support::tournament::WAIT;

/// `user`'s `/name opts` in the channel: the answer's text, which must be
/// private.
async fn private(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> String {
    let sent = s.slash(user, CHANNEL_ID, name, opts);
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(
        private,
        "{}'s /{name} is answered privately: {text}",
        user.name
    );
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_edges_own_answers_are_in_the_readers_language() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    s.make_manager(BOB);
    languages::speak(&s, "fr", &[(BOB, "de"), (DAVE, "en-GB")]);

    // /settings shown: German, naming the server's French and bob's German.
    let shown = private(&s, BOB, "settings", &[]).await;
    assert!(
        shown.contains("Die Zeitzone dieses Servers ist UTC."),
        "{shown}"
    );
    assert!(
        shown.contains("Öffentliche Beiträge folgen der Discord-Sprache dieses Servers")
            && shown.contains("derzeit Français"),
        "{shown}"
    );
    assert!(shown.contains("deine sind auf Deutsch."), "{shown}");
    // dave reads the same in English.
    let english = private(&s, DAVE, "settings", &[]).await;
    assert!(
        english.contains("This server's time zone is UTC.")
            && english.contains("yours are in English (US)."),
        "{english}"
    );

    // /settings changed: German.
    let changed = private(
        &s,
        BOB,
        "settings",
        &[Opt::Str("timezone", "Europe/Berlin".into())],
    )
    .await;
    assert!(
        changed.starts_with("Die Zeitzone dieses Servers ist jetzt Europe/Berlin:"),
        "{changed}"
    );
    // A member without Manage Server is refused, in his English.
    let refused = private(&s, DAVE, "settings", &[Opt::Str("timezone", "UTC".into())]).await;
    assert!(
        refused.starts_with("Only members with Manage Server may change this"),
        "{refused}"
    );

    // A refused option of /tournament create: German, naming the option.
    let bad = private(
        &s,
        BOB,
        "tournament create swiss",
        &[
            Opt::Str("name", "Pokal".into()),
            Opt::Str("time", "soon".into()),
        ],
    )
    .await;
    assert!(bad.starts_with("Ungültige `time`: "), "{bad}");
    // What is wrong with it too, not the English of the setting's error.
    assert!(
        bad.contains("Bedenkzeit `soon` ist unverständlich"),
        "{bad}"
    );

    // /tournament settings: shown, then refused to dave, then changed.
    let roles = private(&s, BOB, "tournament settings", &[]).await;
    assert!(
        roles.starts_with("Es ist keine Turnierleitungsrolle gesetzt"),
        "{roles}"
    );
    assert!(
        roles.contains("Jedes Mitglied darf hier Turniere"),
        "{roles}"
    );
    let not_manager = private(&s, DAVE, "tournament settings", &[Opt::Bool("clear", true)]).await;
    assert!(
        not_manager
            .starts_with("Only members with Manage Server may change the tournament settings."),
        "{not_manager}"
    );
    let cleared = private(
        &s,
        BOB,
        "tournament settings",
        &[Opt::Bool("clear_winner_role", true)],
    )
    .await;
    assert_eq!(
        cleared,
        "Turniersieger bekommen keine Rolle mehr (wer sie hat, behält sie)."
    );

    // No thread for a game: the channel reads French, bob (whose Accept
    // started it) reads why in German.
    s.set_can_create_threads(false);
    s.accepted_challenge(ALICE, BOB, &[]).await;
    let notice = s
        .wait_public(CHANNEL_ID, "the game kept in the channel", WAIT, |m| {
            content_of(m).contains("elle se joue donc ici dans le salon")
        })
        .await;
    assert!(
        content_of(&notice).contains(
            "Je n'ai pas pu ouvrir de fil pour cette partie, elle se joue donc ici dans le salon."
        ),
        "{notice:#}"
    );
    let told = s
        .wait_for("bob's private explanation", WAIT, |s| {
            s.private_answers_to(BOB)
                .into_iter()
                .find(|t| t.contains("**Create Public Threads**"))
        })
        .await;
    assert!(
        told.contains("Ich konnte keinen Thread für diese Partie öffnen: mir fehlt"),
        "{told}"
    );
    t.finish().await;
}
