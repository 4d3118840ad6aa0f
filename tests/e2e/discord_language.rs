//! End to end, through the real binary and the loopback stand-in, on
//! SQLite and PostgreSQL: which language the bot speaks in a server (#45,
//! "Which language"). What is observed is the resolution, as `/settings`
//! alone names it (in the asker's own language: bob reads German): the language of public
//! posts (the server's `/settings language:` choice, else Discord's
//! `preferred_locale`, else English (US)) and that of the asking
//! member's private answers (their client's `locale` if shipped, else the
//! server's).
//!
//! A member without Manage Server is refused `/settings language:fr` and
//! nothing changes; a manager sets `fr`, `/settings` shows it;
//! `clear_language:true` goes back to Discord's word; a server whose
//! `preferred_locale` is `fr` (told through the stand-in) resolves to
//! French without a setting, one whose `preferred_locale` is `ko` (not
//! shipped) to English (US); a choice outlives a restart of the bot.

use crate::support;

use serde_json::Value;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn};
use support::tournament::WAIT;

/// The text of the answer to `/settings` with `opts` by `user`, which is
/// private.
async fn settings(s: &StandIn, user: TestUser, opts: &[Opt]) -> String {
    let sent = s.slash_edited(user, CHANNEL_ID, "settings", opts, |_: &mut Value| {});
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(private, "a private answer: {text}");
    text
}

/// The line of `/settings` alone about languages (by `user`).
async fn language_line(s: &StandIn, user: TestUser) -> String {
    let shown = settings(s, user, &[]).await;
    shown
        .lines()
        .find(|l| {
            [
                "Public posts",
                "Öffentliche Beiträge",
                "Les messages publics",
                "公開投稿",
            ]
            .iter()
            .any(|start| l.contains(start))
        })
        .unwrap_or_else(|| panic!("a line on the language of public posts: {shown}"))
        .to_string()
}

fn language(code: &str) -> Opt {
    Opt::Str("language", code.into())
}

async fn which_language(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    s.set_member_locale(BOB.id, "de");

    // Nothing chosen, Discord's en-US: English (US) for public posts;
    // bob's private answers in his client's German (this one too).
    let line = language_line(&s, BOB).await;
    assert!(
        line.contains("folgen der Discord-Sprache dieses Servers")
            && line.contains("derzeit English (US)")
            && line.contains("deine sind auf Deutsch"),
        "{line}"
    );

    // bob does not manage the server: refused, nothing changed.
    let refused = settings(&s, BOB, &[language("fr")]).await;
    assert!(
        refused.contains("Server verwalten") && refused.contains("nichts wurde geändert"),
        "{refused}"
    );
    let line = language_line(&s, BOB).await;
    assert!(
        line.contains("derzeit English (US)") && !line.contains("Français"),
        "{line}"
    );

    // alice manages it: French, chosen.
    s.make_manager(ALICE);
    let said = settings(&s, ALICE, &[language("fr")]).await;
    assert!(said.contains("now in Français"), "{said}");
    let line = language_line(&s, BOB).await;
    assert!(
        line.contains("Öffentliche Beiträge sind auf Français (gewählt mit `/settings language`")
            && line.contains("deine sind auf Deutsch"),
        "bob's client is German: {line}"
    );
    let line = language_line(&s, ALICE).await;
    assert!(line.contains("yours are in English (US)"), "{line}");
    // A member whose client language is not shipped reads the server's.
    // (in the server's French, this answer too).
    s.set_member_locale(CAROL.id, "ko");
    let line = language_line(&s, CAROL).await;
    assert!(line.contains("les tiennes sont en Français"), "{line}");

    // Both at once: refused, French stays.
    let both = settings(
        &s,
        ALICE,
        &[language("es-ES"), Opt::Bool("clear_language", true)],
    )
    .await;
    assert!(
        both.contains("not both") && both.contains("nothing was changed"),
        "{both}"
    );
    assert!(language_line(&s, BOB).await.contains("sind auf Français"));

    // Cleared: Discord's word again (en-US).
    let said = settings(&s, ALICE, &[Opt::Bool("clear_language", true)]).await;
    assert!(
        said.contains("follow its Discord language again") && said.contains("now English (US)"),
        "{said}"
    );
    let line = language_line(&s, BOB).await;
    assert!(
        line.contains("folgen der Discord-Sprache dieses Servers")
            && line.contains("derzeit English (US)"),
        "{line}"
    );

    // The server's primary language becomes French on Discord
    // (GUILD_UPDATE; then each interaction's guild_locale): public posts
    // are French without a setting; carol's unshipped client reads it.
    s.set_server_locale(GUILD_ID, "fr");
    let line = language_line(&s, CAROL).await;
    assert!(
        line.contains("suivent la langue Discord de ce serveur")
            && line.contains("actuellement Français")
            && line.contains("les tiennes sont en Français"),
        "{line}"
    );
    assert!(
        language_line(&s, BOB)
            .await
            .contains("deine sind auf Deutsch")
    );

    // Korean is not shipped: English (US), saying why.
    s.set_server_locale(GUILD_ID, "ko");
    let line = language_line(&s, CAROL).await;
    assert!(
        line.contains("Public posts are in English (US)")
            && line.contains("(`ko`) is not one the bot speaks")
            && line.contains("yours are in English (US)"),
        "{line}"
    );

    // A choice outlives a restart (read again from the store), and wins
    // over Discord's word.
    settings(&s, ALICE, &[language("ja")]).await;
    t.restart(2).await;
    let line = language_line(&s, CAROL).await;
    assert!(
        line.contains("公開投稿は 日本語 です（`/settings language` で設定")
            && line.contains("あなたへの返答は 日本語 です"),
        "{line}"
    );

    let errors = t.bot.unexpected_errors();
    assert!(errors.is_empty(), "{errors:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_language_chooses_public_posts_language_over_discords_sqlite() {
    which_language(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_language_chooses_public_posts_language_over_discords_postgres() {
    which_language(true).await;
}
