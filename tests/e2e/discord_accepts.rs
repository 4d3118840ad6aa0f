//! End to end (issue #19): any number of challenges in one channel can be
//! accepted at the same moment; each game gets its own thread, none is
//! refused for another game's thread still being opened. (Under load, 42 of
//! 100 such accepts were refused with "A game is already being played in
//! this channel": an accepted game sat at the channel's place until its
//! thread existed.) The real `cruise-pawns` binary against the loopback
//! Discord stand-in.

use crate::support;

use std::time::Duration;
use support::payloads::{CHANNEL_ID, TestUser};
use support::session::{Session, thread_named};
use support::standin::{Opt, button_id, content_of, id_of, is_ephemeral};

const WAIT: Duration = Duration::from_secs(60);
const GAMES: u64 = 20;

/// A test user `prefix{i}` with an id of its own.
fn person(base: u64, prefix: &str, i: u64) -> TestUser {
    TestUser {
        id: base + i,
        name: Box::leak(format!("{prefix}{i}").into_boxed_str()),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_challenges_accepted_at_once_each_get_their_thread() {
    let Session {
        s, bot, dir: _dir, ..
    } = Session::sqlite().await;

    // Twenty challenges in one channel, each to its own opponent.
    let mut open = Vec::new();
    for i in 0..GAMES {
        let challenger = person(1_300_000_000_000_002_000, "challenger", i);
        let opponent = person(1_300_000_000_000_003_000, "opponent", i);
        let sent = s.slash(
            challenger,
            CHANNEL_ID,
            "challenge",
            &[
                Opt::User("opponent", opponent),
                Opt::Str("color", "white".into()),
            ],
        );
        let body = s.callback(&sent).await.json.unwrap();
        assert!(!is_ephemeral(&body), "{body:#}");
        let msg = s.original(&sent).expect("the challenge message");
        open.push((challenger, opponent, msg));
    }

    // All accepted at the same moment: the twenty clicks are sent before
    // the bot has answered any.
    let clicks: Vec<_> = open
        .iter()
        .map(|(_, opponent, msg)| s.click(*opponent, id_of(msg), &button_id(msg, "Accept")))
        .collect();
    for (click, (c, o, _)) in clicks.iter().zip(&open) {
        let body = s.callback(click).await.json.unwrap_or_default();
        assert!(
            !is_ephemeral(&body),
            "{} accepting {}'s challenge was refused: {}",
            o.name,
            c.name,
            content_of(&body)
        );
    }

    // Each game in its own thread, on its challenge's message, with its
    // first board there.
    for (c, o, msg) in &open {
        let name = format!("{} vs {}", c.name, o.name);
        let thread = thread_named(&s, &name, WAIT).await;
        assert_eq!(thread, id_of(msg), "{name}: on the challenge message");
        s.wait_public(thread, &format!("the first board of {name}"), WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    }
    let threads: Vec<_> = s
        .threads()
        .into_iter()
        .filter(|(_, n)| n.starts_with("challenger"))
        .collect();
    assert_eq!(threads.len(), GAMES as usize, "{threads:?}");
    let refused: Vec<String> = s
        .public_messages(CHANNEL_ID)
        .iter()
        .map(content_of)
        .filter(|t| t.contains("already being played") || t.contains("could not open"))
        .collect();
    assert!(refused.is_empty(), "{refused:?}");
    // The games are played in their threads: each challenger (White)
    // makes a first move in theirs.
    for (c, _, msg) in &open {
        let thread = id_of(msg);
        let sent = s.slash(*c, thread, "move", &[Opt::Str("move", "e4".into())]);
        let body = s.callback(&sent).await.json.unwrap();
        // The answer is the board itself, public in the thread (its post,
        // written held with the move's commit, given as the answer).
        assert!(
            !is_ephemeral(&body) && content_of(&body).contains("plays **e4**"),
            "{}: {body:#}",
            c.name
        );
    }
    drop(bot.kill());
}
