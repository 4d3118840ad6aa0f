//! A missile's flight in one growing line (issue 48, contract 6), end to
//! end through the Discord stand-in: every step edits the flight's one
//! message to one line, `🚀 e5 → d6 → **c6** — @bob: shoot it down (…) or
//! let it pass? ends <t:…:R>`, which names the path once and pings the
//! defender when it is created; its end is one more line, once, with the
//! names as plain text.

use crate::support;

use std::collections::BTreeSet;
use std::time::Duration;
use support::payloads::{ALICE, BOB};
use support::session::{Session, accepted_game};
use support::standin::{Opt, button_id, buttons, content_of, id_of};

const WAIT: Duration = Duration::from_secs(30);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flight_of_five_steps_is_one_growing_line_and_its_end_once() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let thread = accepted_game(&s, ALICE, BOB, WAIT).await;
    // 1.e4 a6 2.e5 a5: alice's e5 pawn may fly e5>d6>c6>b6>a7>a8 onto
    // the rook, turning 45° at most a step; bob may shoot it down at each
    // of d6 (cxd6, exd6), c6 (bxc6, dxc6, Nxc6), b6 (cxb6) and a7 (Rxa7).
    for (who, mv) in [(ALICE, "e4"), (BOB, "a6"), (ALICE, "e5"), (BOB, "a5")] {
        s.play_move(who, thread, mv).await;
    }
    let sent = s.slash(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "e5>d6>c6>b6>a7>a8".into())],
    );
    s.callback(&sent).await;

    let mut flight = None;
    for square in ["d6", "c6", "b6", "a7"] {
        let asked = format!("**{square}** — <@{}>: shoot it down (", BOB.id);
        let q = s
            .wait_for(&format!("the question at {square}"), WAIT, |s| {
                s.public_messages(thread).into_iter().rev().find(|m| {
                    content_of(m).contains(&asked)
                        && buttons(m).iter().any(|b| b.0 == "Let it pass")
                })
            })
            .await;
        let id = *flight.get_or_insert(id_of(&q));
        assert_eq!(id_of(&q), id, "every step edits the flight's one message");
        let text = content_of(&q);
        assert!(text.starts_with("🚀 e5 → "), "{text}");
        assert!(text.contains("or let it pass? ends <t:"), "{text}");
        assert_eq!(text.matches("<t:").count(), 1, "one countdown: {text}");
        let click = s.click(BOB, id, &button_id(&q, "Let it pass"));
        s.callback(&click).await;
    }
    let id = flight.expect("the flight's message");
    // Created with the first question: it pinged bob, the defender.
    assert_eq!(s.pings(id).unwrap().users, vec![BOB.id]);
    let end = s
        .wait_for("the detonation", WAIT, |s| {
            s.message(id).filter(|m| content_of(m).contains("💥"))
        })
        .await;
    let end = content_of(&end);
    let lines: Vec<&str> = end.lines().collect();
    assert_eq!(lines.len(), 2, "the path, then the end: {end}");
    assert!(
        lines[0].ends_with("🚀 e5 → d6 → c6 → b6 → a7 → **a8**"),
        "{end}"
    );
    assert!(
        lines[1].starts_with("💥 alice's missile detonates on a8, destroying bob's rook."),
        "{end}"
    );
    assert!(!lines[1].contains("<@"), "names as plain text: {end}");

    // Every version of the flight's message the bot sent: one line names
    // the path (once), at most one more tells its end; all together at
    // most one line per step and the end once.
    let mut seen = BTreeSet::new();
    let mut ends = BTreeSet::new();
    for (_, body) in s.sent_messages() {
        let text = content_of(&body);
        if !text.contains("🚀") {
            continue;
        }
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines.iter().filter(|l| l.contains('→')).count(),
            1,
            "the path named once: {text}"
        );
        assert!(lines.len() <= 2, "{text}");
        for l in lines {
            if l.contains("💥") {
                ends.insert(l.to_string());
            }
            seen.insert(l.to_string());
        }
    }
    assert_eq!(ends.len(), 1, "the end told once: {ends:#?}");
    assert!(seen.len() <= 5 + 1, "one line per step at most: {seen:#?}");
    t.finish().await;
}
