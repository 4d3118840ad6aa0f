//! End to end, through the real binary and the loopback stand-in: the
//! Discord edge's own words follow the readers' languages (#45). Once a
//! manager sets `/settings language:es-ES`, a public `/help` is posted in
//! Spanish; a topic picked from its menu is the picker's alone: carol,
//! whose client is in Korean (not shipped), reads it in the server's
//! Spanish, bob, whose client is in German, in German. A winner role a
//! member may not attach is refused in the same languages (the roles'
//! check, `discord.ftl`).

use crate::support;

use support::help::{MENU, menu_labels};
use support::languages;
use support::payloads::{ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, GUILD_ID, TestUser, perm};
use support::session::Session;
use support::standin::{Opt, StandIn, content_of, id_of, is_ephemeral};

/// `user`'s pick of `topic` on the help message `help`: the answer's
/// body (a private message).
async fn picked(s: &StandIn, user: TestUser, help: u64, topic: &str) -> serde_json::Value {
    let pick = s.choose(user, help, MENU, &[topic]);
    let body = s.callback(&pick).await.json.expect("a callback body");
    assert!(
        is_ephemeral(&body),
        "{}: the topic is private: {body:#}",
        user.name
    );
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_topics_and_role_refusals_follow_the_readers_languages() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    languages::clients(&s, &[(BOB, "de"), (CAROL, "ko")]);

    // Before any choice: the server's language is en-US, and so carol's
    // (her Korean is not shipped).
    let sent = s.slash(CAROL, CHANNEL_ID, "help", &[]);
    let body = s.callback(&sent).await.json.expect("a callback body");
    assert!(content_of(&body).contains("Cruise Pawns help"), "{body:#}");

    // The server chooses Spanish.
    languages::server_chooses(&s, ALICE, "es-ES").await;

    // A public help: the server's Spanish.
    let sent = s.slash(ALICE, CHANNEL_ID, "help", &[Opt::Bool("public", true)]);
    let body = s.callback(&sent).await.json.expect("a callback body");
    assert!(!is_ephemeral(&body), "public:true posts it: {body:#}");
    assert!(
        content_of(&body).starts_with("**Ayuda de Cruise Pawns**"),
        "{body:#}"
    );
    assert_eq!(menu_labels(&body)[1], "Misiles", "{body:#}");
    let help = id_of(&s.original(&sent).expect("the help's message"));

    // Carol (Korean, not shipped) picks a topic: the server's Spanish,
    // as `/settings language` chose it.
    let es = picked(&s, CAROL, help, "missiles").await;
    let text = content_of(&es);
    assert!(text.starts_with("**Misiles**"), "{text}");
    assert!(text.contains("`/fire"), "{text}");
    assert_eq!(menu_labels(&es)[0], "Jugar", "{es:#}");
    // Bob (German) picks the same: German.
    let de = picked(&s, BOB, help, "missiles").await;
    let text = content_of(&de);
    assert!(text.starts_with("**Raketen**"), "{text}");
    assert_eq!(menu_labels(&de)[0], "Spielen", "{de:#}");
    // Carol's own private help, and her pick on it: Spanish too.
    let sent = s.slash(CAROL, CHANNEL_ID, "help", &[]);
    let body = s.callback(&sent).await.json.expect("a callback body");
    assert!(
        content_of(&body).starts_with("**Ayuda de Cruise Pawns**"),
        "{body:#}"
    );
    let mine = id_of(&s.original(&sent).expect("carol's help"));
    let pick = s.choose(CAROL, mine, MENU, &["playing"]);
    let body = s.callback(&pick).await.json.expect("a callback body");
    assert!(content_of(&body).starts_with("**Jugar**"), "{body:#}");

    // A winner role neither may attach: refused privately, carol in the
    // server's Spanish, bob in his German; nothing is created.
    let champion = s.add_role(GUILD_ID, "Champion", 2);
    let bots = s.add_role(GUILD_ID, "Cruise Pawns", 10);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    let create = |user: TestUser, name: &str| {
        s.slash_edited(
            user,
            CHANNEL_ID,
            "tournament create swiss",
            &[Opt::Str("name", name.into())],
            |v| support::payloads::add_role_option(v, "winner_role", champion, "Champion"),
        )
    };
    let text = languages::private_text(&s, CAROL, &create(CAROL, "Copa Carol")).await;
    assert!(
        text.starts_with(&format!("No puedes asignar <@&{champion}>"))
            && text.contains("`winner_role`")
            && text.contains("**Manage Roles**"),
        "{text}"
    );
    let text = languages::private_text(&s, BOB, &create(BOB, "Bobs Pokal")).await;
    assert!(
        text.starts_with(&format!("Du kannst <@&{champion}> nicht anhängen")),
        "{text}"
    );
    assert!(
        !s.public_messages(CHANNEL_ID)
            .iter()
            .any(|m| content_of(m).contains("Copa Carol") || content_of(m).contains("Bobs Pokal")),
        "nothing created"
    );
    t.finish().await;
}
