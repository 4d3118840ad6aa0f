//! End to end, through the real binary and the loopback stand-in, issue
//! #45's own scene in one server: its Discord `preferred_locale` is `fr`,
//! and bob's client is in German. The challenge, the boards' captions, the
//! result, a tournament's announcement and its standings are the server's
//! French; bob's `/rules`, `/profile` and a move of his that is refused are
//! his German; once a manager sets `/settings language:es-ES`, the next
//! public post (a new challenge) is Spanish while bob still reads German.
//! The other language tests take each family apart
//! (`discord_game_language`, `discord_tournament_language`,
//! `discord_profile_language`, `discord_refusal_language`,
//! `discord_admin_language`).

use crate::support;

use support::languages;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, content_of, id_of};
use support::tournament::{WAIT, wait_post};

/// `user`'s `/move mv` in `thread`, and the public board after it.
async fn moved(s: &StandIn, user: TestUser, thread: u64, mv: &str) -> String {
    let before = s.public_messages(thread).len();
    let sent = s.slash(user, thread, "move", &[Opt::Str("move", mv.into())]);
    s.callback(&sent).await;
    let m = s
        .wait_for(&format!("the board after {mv}"), WAIT, |s| {
            s.public_messages(thread)
                .into_iter()
                .skip(before)
                .find(|m| content_of(m).contains(&format!("**{mv}**")))
        })
        .await;
    content_of(&m)
}

/// `user`'s private answer to `/name opts` in the channel.
async fn private_answer(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> String {
    let sent = s.slash(user, CHANNEL_ID, name, opts);
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(private, "/{name} answers {} alone: {text}", user.name);
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_speaks_french_bob_reads_german_then_the_server_chooses_spanish() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    languages::speak(&s, "fr", &[(BOB, "de")]);

    // The challenge, public: French.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", BOB)],
    );
    s.callback(&sent).await;
    let challenge = s.original(&sent).expect("the challenge message");
    let text = content_of(&challenge);
    assert!(
        text.contains("**alice** (1500?) défie **bob** (1500?)"),
        "{text}"
    );
    assert!(!text.contains("challenges"), "{text}");
    let click = s.click(BOB, id_of(&challenge), &button_id(&challenge, "Accepter"));
    s.callback(&click).await;
    let thread = id_of(&challenge);

    // The boards' captions: French.
    let start = s
        .wait_public(thread, "the first board", WAIT, |m| {
            content_of(m).contains(") contre **")
        })
        .await;
    assert!(
        content_of(&start).contains("Au tour de "),
        "{}",
        content_of(&start)
    );
    let first = if content_of(&start).contains("Au tour de **alice**") {
        (ALICE, BOB)
    } else {
        (BOB, ALICE)
    };
    let caption = moved(&s, first.0, thread, "e4").await;
    assert!(caption.contains("joue **e4**. Au tour de"), "{caption}");
    assert!(!caption.contains("plays"), "{caption}");

    // Bob's refused move, private: German (out of turn, or an illegal
    // move when it is his turn).
    let sent = s.slash(BOB, thread, "move", &[Opt::Str("move", "e4".into())]);
    let (refused, private) = s.answer_text(&sent, WAIT).await;
    assert!(private, "{refused}");
    assert!(
        refused == "Du bist nicht am Zug." || refused.contains("nicht erlaubt"),
        "bob reads his refusal in German: {refused}"
    );

    // Bob's /rules and /profile, private: German.
    let rules = private_answer(&s, BOB, "rules", &[]).await;
    assert!(rules.starts_with("**Cruise Pawns** ist Schach"), "{rules}");
    let profile = private_answer(&s, BOB, "profile", &[]).await;
    assert!(
        profile.contains("Noch keine gewerteten Partien."),
        "{profile}"
    );

    // The result, public: French.
    let sent = s.slash(BOB, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the end", WAIT, |m| {
            content_of(m).contains("Partie terminée")
        })
        .await;
    let end = content_of(&end);
    assert!(
        end.contains("**bob** (") && end.contains("abandonne"),
        "{end}"
    );

    // A tournament's announcement and standings, public: French.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[
            Opt::Str("name", "Coupe".into()),
            Opt::Int("rounds", 2),
            Opt::Str("no_show", "10m".into()),
        ],
    );
    s.callback(&sent).await;
    let ann = s
        .wait_for("the announcement", WAIT, |s| s.original(&sent))
        .await;
    let text = content_of(&ann);
    assert!(
        text.contains("Ouvert : appuie sur Rejoindre pour participer."),
        "{text}"
    );
    for u in [ALICE, BOB, CAROL, DAVE] {
        let m = s.message(id_of(&ann)).expect("the announcement");
        let click = s.click(u, id_of(&ann), &button_id(&m, "Rejoindre"));
        s.callback(&click).await;
    }
    s.wait_for("four entrants", WAIT, |s| {
        s.message(id_of(&ann))
            .filter(|m| content_of(m).contains("Participants (4)"))
    })
    .await;
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament start", &[]);
    s.callback(&sent).await;
    wait_post(&s, ": ronde 1 sur 2\n").await;
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament standings",
        &[Opt::Bool("public", true)],
    );
    let (standings, private) = s.answer_text(&sent, WAIT).await;
    assert!(!private, "{standings}");
    assert!(standings.contains("classement actuel"), "{standings}");

    // The server chooses Spanish: the next public post, a challenge, is
    // Spanish; bob still reads his German.
    languages::server_chooses(&s, ALICE, "es-ES").await;
    let sent = s.slash(
        CAROL,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", DAVE)],
    );
    s.callback(&sent).await;
    let challenge = s.original(&sent).expect("carol's challenge");
    let text = content_of(&challenge);
    assert!(
        text.contains("**carol** (1500?) desafía a **dave** (1500?)"),
        "{text}"
    );
    let rules = private_answer(&s, BOB, "rules", &[]).await;
    assert!(rules.starts_with("**Cruise Pawns** ist Schach"), "{rules}");
    t.finish().await;
}
