//! Set-ups the language end-to-end tests share (#45): the languages of a
//! server and of its members' clients, a server manager's choice of
//! `/settings language`, and a private answer read in its reader's
//! language.

use super::payloads::{CHANNEL_ID, GUILD_ID, TestUser};
use super::standin::{Opt, SentInteraction, StandIn};
use super::tournament::WAIT;

/// The test server's Discord language (`preferred_locale`) is `server`
/// (`fr`), and each member's client is in the language paired with them
/// (`(BOB, "de")`; Discord's own codes, `ko` for one not shipped).
pub fn speak(s: &StandIn, server: &str, members: &[(TestUser, &str)]) {
    s.set_server_locale(GUILD_ID, server);
    clients(s, members);
}

/// Each member's Discord client is in the language paired with them
/// (`(BOB, "de")`); the server's language stays as it is.
pub fn clients(s: &StandIn, members: &[(TestUser, &str)]) {
    for (user, code) in members {
        s.set_member_locale(user.id, code);
    }
}

/// `manager` is made a server manager and sets `/settings
/// language:<code>` (`es-ES`) in the channel: the answer is hers alone.
/// Returns its text.
pub async fn server_chooses(s: &StandIn, manager: TestUser, code: &str) -> String {
    s.make_manager(manager);
    let set = s.slash(
        manager,
        CHANNEL_ID,
        "settings",
        &[Opt::Str("language", code.into())],
    );
    private_text(s, manager, &set).await
}

/// The text of the answer to `user`'s interaction `sent`, which only
/// `user` sees (a refusal, say); panics on a public answer.
pub async fn private_text(s: &StandIn, user: TestUser, sent: &SentInteraction) -> String {
    let (text, private) = s.answer_text(sent, WAIT).await;
    assert!(private, "{}: answered privately: {text}", user.name);
    text
}
