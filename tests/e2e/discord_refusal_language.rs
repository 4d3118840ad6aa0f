//! End to end, through the real binary and the loopback stand-in: a
//! refusal is said in the language of the member who reads it (#45,
//! "Which language"; the refusals are the first family of views whose
//! words moved to `locales/*/refusal.ftl`). In a server whose Discord
//! `preferred_locale` is `fr`: bob, whose client is in German, moving out
//! of turn reads German; carol, whose client is in Korean (not shipped),
//! moving in a game she does not play reads the server's French; once a
//! manager sets `/settings language:es-ES`, carol reads Spanish; dave,
//! whose client is in British English, reads English (Discord's own
//! fallback). An illegal move's reason (the engine's, `moves.ftl`) is
//! German for bob too. The answer stays private, and nothing is played.

use crate::support;

use support::languages;
use support::payloads::{ALICE, BOB, CAROL, DAVE, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, id_of};

/// `user`'s `/move mv` in `thread`: the private refusal's text.
async fn refused(s: &StandIn, user: TestUser, thread: u64, mv: &str) -> String {
    let sent = s.slash(user, thread, "move", &[Opt::Str("move", mv.into())]);
    languages::private_text(s, user, &sent).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_is_said_in_the_readers_language() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    languages::speak(&s, "fr", &[(BOB, "de"), (CAROL, "ko"), (DAVE, "en-GB")]);
    let challenge = s.accepted_challenge(ALICE, BOB, &[]).await;
    let thread = id_of(&challenge);
    s.play_move(ALICE, thread, "e4").await;
    s.play_move(BOB, thread, "e5").await;

    // Bob out of turn: German, his client's.
    let de = refused(&s, BOB, thread, "d5").await;
    assert_eq!(de, "Du bist nicht am Zug.");
    // Carol is not playing: her client's Korean is not shipped, so the
    // server's French.
    let fr = refused(&s, CAROL, thread, "d4").await;
    assert!(
        fr.contains("ne joues pas") || fr.contains("ne participes pas"),
        "{fr}"
    );
    // Dave's British English reads en-US, as Discord falls back.
    let en = refused(&s, DAVE, thread, "d4").await;
    assert_eq!(en, "You are not playing in this game.");

    // The server chooses Spanish: carol now reads Spanish.
    languages::server_chooses(&s, ALICE, "es-ES").await;
    let es = refused(&s, CAROL, thread, "d4").await;
    assert!(
        es.starts_with("No ") && es.contains("partida"),
        "carol reads the server's Spanish now: {es}"
    );
    // And bob still reads his own German.
    assert_eq!(
        refused(&s, BOB, thread, "d5").await,
        "Du bist nicht am Zug."
    );
    // Nothing was played by the refused moves: alice moves on.
    s.play_move(ALICE, thread, "Nf3").await;
    // An illegal move is explained in bob's German too (the engine's
    // reason, said by `moves.ftl`), the move as he typed it.
    let illegal = refused(&s, BOB, thread, "e4").await;
    assert!(
        illegal.contains("`e4` ist nicht erlaubt: der Bauer auf e5 ist blockiert"),
        "{illegal}"
    );
    assert!(!illegal.contains("legal"), "no English left: {illegal}");
    t.finish().await;
}
