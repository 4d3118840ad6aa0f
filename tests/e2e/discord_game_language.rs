//! End to end, through the real binary and the loopback stand-in: a
//! game's words are said in its readers' languages (#45; the game's and
//! the challenge's views moved to `locales/*/game.ftl` and
//! `challenge.ftl`). In a server whose Discord `preferred_locale` is `fr`:
//! alice's challenge to bob, its acceptance, the boards' captions, a
//! missile's flight with bob's question and its buttons, and the end on
//! bob's resignation are all French, posts of the server; bob, whose
//! client is in German, reads his private `/export` answer in German.

use crate::support;

use serde_json::Value;
use support::languages;
use support::payloads::{ALICE, BOB, CHANNEL_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, buttons, content_of, id_of};
use support::tournament::WAIT;

/// `user`'s `/move mv` in `thread`: the public board whose French
/// caption names the move.
async fn moved(s: &StandIn, user: TestUser, thread: u64, mv: &str) -> Value {
    let before = s.public_messages(thread).len();
    let sent = s.slash(user, thread, "move", &[Opt::Str("move", mv.into())]);
    s.callback(&sent).await;
    let want = format!("joue **{mv}**");
    s.wait_for(&format!("the board after {mv}"), WAIT, |s| {
        s.public_messages(thread)
            .into_iter()
            .skip(before)
            .find(|m| content_of(m).contains(&want))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_said_in_the_servers_french_and_a_private_answer_in_german() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    languages::speak(&s, "fr", &[(BOB, "de")]);

    // The challenge: its line, its card and its buttons in French.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[
            Opt::User("opponent", BOB),
            Opt::Str("color", "white".into()),
        ],
    );
    s.callback(&sent).await;
    let challenge = s.original(&sent).expect("the challenge message");
    let text = content_of(&challenge);
    assert!(
        text.contains("**alice** (1500?) défie **bob** (1500?) dans une partie classée"),
        "{text}"
    );
    assert!(
        text.contains("appuie sur **Accepter** pour jouer"),
        "{text}"
    );
    assert!(text.contains("⚔️ alice défie bob"), "the card: {text}");
    assert!(text.contains("alice joue les Blancs"), "the card: {text}");
    let labels: Vec<String> = buttons(&challenge).into_iter().map(|b| b.0).collect();
    assert_eq!(labels, ["Accepter", "Refuser"]);

    // Bob accepts: the challenge's message says so, in French.
    let click = s.click(BOB, id_of(&challenge), &button_id(&challenge, "Accepter"));
    s.callback(&click).await;
    let thread = id_of(&challenge);
    let closed = s
        .wait_for("the challenge closed", WAIT, |s| {
            s.message(thread)
                .filter(|m| content_of(m).contains("a accepté le défi"))
        })
        .await;
    let closed = content_of(&closed);
    assert!(
        closed.contains(
            "**bob** a accepté le défi de **alice** : alice (Blancs) contre bob (Noirs)."
        ),
        "{closed}"
    );
    assert!(closed.contains("✅ Accepté par bob"), "the card: {closed}");

    // The first board: the players, the settings, who moves.
    let start = s
        .wait_public(thread, "the first board", WAIT, |m| {
            content_of(m).contains("(Blancs) contre")
        })
        .await;
    let start = content_of(&start);
    assert!(
        start.contains("**alice** (Blancs) contre **bob** (Noirs) : "),
        "{start}"
    );
    assert!(start.contains("Au tour de **alice** (Blancs)."), "{start}");

    // A few moves: each board's caption is French.
    let e4 = content_of(&moved(&s, ALICE, thread, "e4").await);
    assert!(
        e4.contains("**alice** (Blancs) joue **e4**. Au tour de **bob** (Noirs)."),
        "{e4}"
    );
    for (who, mv) in [(BOB, "a6"), (ALICE, "e5"), (BOB, "a5")] {
        moved(&s, who, thread, mv).await;
    }

    // A flight: bob is asked in French, with French buttons beside the
    // shoot-down moves, which stay moves.
    let sent = s.slash(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "e5>d6>c6>b6>a7>a8".into())],
    );
    s.callback(&sent).await;
    let asked = format!("**d6** — <@{}> : l'abattre (", BOB.id);
    let q = s
        .wait_public(thread, "the question at d6", WAIT, |m| {
            content_of(m).contains(&asked)
        })
        .await;
    let text = content_of(&q);
    assert!(text.contains("🚀 e5 → "), "{text}");
    assert!(text.contains(") ou le laisser passer ? Fin <t:"), "{text}");
    let labels: Vec<String> = buttons(&q).into_iter().map(|b| b.0).collect();
    assert!(labels.contains(&"Laisser passer".to_string()), "{labels:?}");
    assert!(labels.contains(&"exd6".to_string()), "{labels:?}");
    assert!(!labels.iter().any(|l| l == "Let it pass"), "{labels:?}");
    // Bob shoots it down: the flight's end in French.
    let click = s.click(BOB, id_of(&q), &button_id(&q, "exd6"));
    s.callback(&click).await;
    let down = s
        .wait_for("the shoot-down", WAIT, |s| {
            s.message(id_of(&q))
                .filter(|m| content_of(m).contains("l'abat en d6"))
        })
        .await;
    let down = content_of(&down);
    assert!(
        down.contains("💥 bob l'abat en d6 avec exd6. Au tour de **bob** (Noirs)."),
        "{down}"
    );

    // Bob's client is in German: his private /export answer is German.
    let sent = s.slash(BOB, thread, "export", &[]);
    let (export, private) = s.answer_text(&sent, WAIT).await;
    assert!(private, "{export}");
    assert!(
        export.starts_with("Die Aufzeichnung der Partie "),
        "{export}"
    );

    // Bob resigns: the end in French, its buttons too.
    let sent = s.slash(BOB, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the end", WAIT, |m| {
            content_of(m).contains("Partie terminée")
        })
        .await;
    let text = content_of(&end);
    assert!(
        text.contains("Partie terminée : **alice** (Blancs) gagne : **bob** (Noirs) abandonne."),
        "{text}"
    );
    let labels: Vec<String> = buttons(&end).into_iter().map(|b| b.0).collect();
    assert!(labels.contains(&"Revanche".to_string()), "{labels:?}");
    assert!(labels.contains(&"Analyser".to_string()), "{labels:?}");
    t.finish().await;
}
