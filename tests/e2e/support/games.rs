//! Games the end-to-end tests play through the stand-in, shared by the
//! modules that need one finished a known way.

use super::payloads::{ALICE, BOB};
use super::standin::{Opt, StandIn, analyse_button, buttons, content_of, id_of};
use super::tournament::WAIT;
use serde_json::Value;

/// alice (White) and bob play Scholar's mate in plain chess in a thread:
/// bob's 3...Nf6 allows mate. Returns the thread, the game's end message
/// and the game's number (read from its Analyse button).
pub async fn scholars_mate(s: &StandIn) -> (u64, Value, i64, String) {
    let casual = [
        Opt::Str("preset", "chess".into()),
        Opt::Bool("rated", false),
    ];
    let challenge = s.accepted_challenge(ALICE, BOB, &casual).await;
    let thread = id_of(&challenge);
    s.wait_public(thread, "the first board", WAIT, |m| {
        content_of(m).contains("(White) vs")
    })
    .await;
    for (who, mv) in [
        (ALICE, "e4"),
        (BOB, "e5"),
        (ALICE, "Qh5"),
        (BOB, "Nc6"),
        (ALICE, "Bc4"),
        (BOB, "Nf6"),
    ] {
        s.play_move(who, thread, mv).await;
    }
    s.slash(ALICE, thread, "move", &[Opt::Str("move", "Qxf7#".into())]);
    let end = s
        .wait_public(thread, "the game's end", WAIT, |m| {
            content_of(m).contains("Game over") && !buttons(m).is_empty()
        })
        .await;
    let (id, game, disabled) = analyse_button(&end);
    assert!(!disabled);
    (thread, end, game, id)
}
