//! Names cannot format a message (issue 44, contract 5), end to end
//! through the stand-in: nicknames and tournament names are shown as
//! typed, as plain text, in a game's messages and a tournament's
//! announcement and standings. Discord reads Markdown in every message, so
//! the bot escapes it: a nickname `[x](https://a.b)` is no masked link, `#
//! big` no heading, and a tournament named `**bold** ||spoiler||` neither
//! bold nor a spoiler. The names are stored: SQLite and PostgreSQL.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, content_of, id_of, is_ephemeral};

const WAIT: Duration = Duration::from_secs(60);

/// alice's nickname: a masked link, shown escaped.
const LINK_NICK: &str = "[x](https://a.b)";
const LINK_SHOWN: &str = r"\[x\](https\://a.b)";
/// bob's nickname: a heading, shown escaped.
const HEADING_NICK: &str = "# big";
const HEADING_SHOWN: &str = r"\# big";
/// The tournament's name: bold and a spoiler, shown escaped.
const CUP: &str = "**bold** ||spoiler||";
const CUP_SHOWN: &str = r"\*\*bold\*\* \|\|spoiler\|\|";

/// No message the bot sent so far holds `raw` (a name as typed, which
/// Discord would read as Markdown).
fn never_raw(s: &StandIn, raw: &str) {
    for (r, body) in s.sent_messages() {
        let text = content_of(&body);
        assert!(
            !text.contains(raw),
            "{} {} shows {raw:?} as Markdown: {text}",
            r.method,
            r.route()
        );
    }
}

/// The text of `user`'s answer to `/name` with `opts`.
async fn answer(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> String {
    let sent = s.slash(user, CHANNEL_ID, name, opts);
    s.answer_text(&sent, WAIT).await.0
}

/// Each of `users` presses Join on the announcement `ann`; waits until
/// it counts them.
async fn join(s: &StandIn, ann: u64, users: &[TestUser]) {
    for (i, &u) in users.iter().enumerate() {
        let m = s.message(ann).expect("the announcement");
        let click = s.click(u, ann, &button_id(&m, "Join"));
        let cb = s.callback(&click).await.json.unwrap();
        assert!(!is_ephemeral(&cb), "{} joins: {cb:#}", u.name);
        let listed = format!("Entrants ({})", i + 1);
        s.wait_for(&listed, WAIT, |s| {
            s.message(ann).filter(|m| content_of(m).contains(&listed))
        })
        .await;
    }
}

async fn names_are_plain_text(t: Session) {
    let s = t.s.clone();
    s.set_nick(GUILD_ID, ALICE, Some(LINK_NICK));
    s.set_nick(GUILD_ID, BOB, Some(HEADING_NICK));

    // A game: the challenge, the first board and the board after a move
    // name both players as typed.
    let challenge = s.accepted_challenge(ALICE, BOB, &[]).await;
    let text = content_of(&challenge);
    assert!(
        text.contains(&format!("**{LINK_SHOWN}**"))
            && text.contains(&format!("**{HEADING_SHOWN}**")),
        "{text}"
    );
    let thread = id_of(&challenge);
    s.wait_public(thread, "the first board", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    let after_e4 = content_of(&s.play_move(ALICE, thread, "e4").await);
    assert!(
        after_e4.contains(&format!("**{LINK_SHOWN}** (White) plays **e4**.")),
        "{after_e4}"
    );
    assert!(
        after_e4.contains(&format!("**{HEADING_SHOWN}** (Black) to move")),
        "{after_e4}"
    );
    let sent = s.slash(BOB, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the resignation", WAIT, |m| {
            content_of(m).contains("resigns")
        })
        .await;
    let end = content_of(&end);
    assert!(
        end.contains(&format!("**{HEADING_SHOWN}** (Black) resigns")),
        "{end}"
    );

    // A tournament named in Markdown, with both of them: its announcement
    // and its standings.
    let sent = s.slash(
        CAROL,
        CHANNEL_ID,
        "tournament create swiss",
        &[
            Opt::Str("name", CUP.into()),
            Opt::Int("rounds", 1),
            Opt::Str("bye", "0".into()),
        ],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "the announcement is public: {body:#}");
    let ann: Value = s
        .wait_for("the announcement", WAIT, |s| s.original(&sent))
        .await;
    let text = content_of(&ann);
    assert!(text.contains(&format!("**{CUP_SHOWN}** (#")), "{text}");
    let ann = id_of(&ann);
    join(&s, ann, &[ALICE, BOB, CAROL]).await;
    let text = content_of(&s.message(ann).unwrap());
    assert!(
        text.contains(LINK_SHOWN) && text.contains(HEADING_SHOWN),
        "the entrants: {text}"
    );
    let started = answer(&s, CAROL, "tournament start", &[]).await;
    assert!(!started.is_empty());
    s.wait_public(CHANNEL_ID, "the pairings", WAIT, |m| {
        content_of(m).contains("round 1 of 1")
    })
    .await;
    let standings = answer(&s, ALICE, "tournament standings", &[]).await;
    assert!(
        standings.contains(&format!("**{CUP_SHOWN}** (#")),
        "{standings}"
    );
    for shown in [LINK_SHOWN, HEADING_SHOWN] {
        assert!(
            standings.lines().any(|l| l.contains(shown)),
            "{shown} in the standings: {standings}"
        );
    }

    // Nowhere as Markdown: not in a message, nor at the start of a line.
    never_raw(&s, LINK_NICK);
    never_raw(&s, CUP);
    for (_, body) in s.sent_messages() {
        let text = content_of(&body);
        assert!(
            !text
                .lines()
                .any(|l| l.trim_start().starts_with(HEADING_NICK)),
            "a heading: {text}"
        );
        assert!(!text.contains(&format!(" {HEADING_NICK}")), "{text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nicknames_and_tournament_names_are_shown_as_typed_sqlite() {
    Session::run(Db::Sqlite, names_are_plain_text).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nicknames_and_tournament_names_are_shown_as_typed_postgres() {
    Session::run(Db::Postgres, names_are_plain_text).await;
}
