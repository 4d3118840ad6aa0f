//! End to end, through the real binary and the loopback stand-in: a
//! season's words (#45, `locales/*/season.ftl`) in their readers'
//! languages. In a server whose Discord `preferred_locale` is `fr` (no
//! language chosen with `/settings`), the season's start and its final
//! standings are public posts, in French (whoever's client started or
//! ended it); bob, whose client is in German, reads his private answers
//! in German: a refusal, the start card's Rules, the season leaderboard.

use crate::support;

use support::languages;
use support::payloads::{ALICE, BOB, CHANNEL_ID};
use support::season::{answer_with, standings_picture};
use support::session::{Db, Session};
use support::standin::{Opt, button_id, content_of, id_of, is_ephemeral};
use support::tournament::white_beats;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seasons_posts_are_in_the_servers_language_and_answers_in_the_members() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    // Alice's role before the server's language: the stand-in's
    // GUILD_UPDATE carries the guild's roles as they stand when it is sent.
    s.make_manager(ALICE);
    languages::speak(&s, "fr", &[(BOB, "de")]);

    // Bob may not start one: refused in his German.
    let start = [Opt::Str("name", "Hiver".into())];
    let sent = s.slash(BOB, CHANNEL_ID, "season start", &start);
    let no = languages::private_text(&s, BOB, &sent).await;
    assert!(no.starts_with("Nur Mitglieder mit"), "{no}");

    // Alice starts it: a public post, in the server's French.
    let sent = s.slash(ALICE, CHANNEL_ID, "season start", &start);
    let (started, _) = answer_with(&s, &sent, "a commencé").await;
    assert!(
        started.contains("📅 La **saison Hiver** a commencé (lancée par alice)"),
        "{started}"
    );
    assert!(started.contains("Chaque partie classée"), "{started}");
    assert!(
        !started.contains("has started"),
        "no English left: {started}"
    );
    // Its Rules, pressed by bob: to him alone, in German.
    let msg = s.original(&sent).unwrap();
    let click = s.click(BOB, id_of(&msg), &button_id(&msg, "Règles"));
    let body = s.callback(&click).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    let rules = content_of(&body);
    assert!(rules.starts_with("📜 **Saison Hiver**: Solange"), "{rules}");

    // A rated game in the server, then the season's leaderboard for bob.
    white_beats(&s, ALICE, BOB).await;
    let board = [Opt::Str("scope", "season".into())];
    let sent = s.slash(BOB, CHANNEL_ID, "leaderboard", &board);
    let (text, _) = answer_with(&s, &sent, "Rangliste der Saison Hiver").await;
    assert!(text.contains("Dein Platz: "), "{text}");
    assert!(text.contains("1 Partie"), "{text}");

    // Alice ends it: the final standings, in French, with their picture.
    let sent = s.slash(ALICE, CHANNEL_ID, "season end", &[]);
    let (standings, files) = answer_with(&s, &sent, "classement final").await;
    assert!(
        standings.contains("🏁 La **saison Hiver** est terminée"),
        "{standings}"
    );
    assert!(
        standings.contains("Saison Hiver — classement final"),
        "{standings}"
    );
    assert!(standings.contains("🥇 **alice** "), "{standings}");
    assert!(standings.contains("1 partie"), "{standings}");
    assert!(!standings.contains("final standings"), "{standings}");
    standings_picture(&files);
    t.finish().await;
}
