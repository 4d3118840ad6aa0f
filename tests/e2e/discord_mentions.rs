//! Who the bot pings (issue 19), end to end through the Discord stand-in:
//! every message it sends says in `allowed_mentions` whom it may notify
//! (`parse` empty, `users` = the members it means), and the stand-in
//! notifies by Discord's rules ([`StandIn::pings`]): a challenge pings its
//! opponent, a game's thread gets both players, a question pings its
//! defender, a correspondence board pings the player to move (a live one
//! does not), a later question of a flight in a correspondence game is
//! announced by a notice that dates itself and is never deleted (no
//! message that pinged anyone is: no ghost pings), a tournament called
//! "@everyone party" pings nobody but its players, each once, in the line
//! of their game (its board pings nobody again), a draw offer pings the
//! one who must answer it (even with a live clock).

use crate::support;

use serde_json::{Value, json};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, TestUser, perm};
use support::session::{Session, thread_named, thread_starting};
use support::standin::{
    JoinedBy, Opt, StandIn, button_id, buttons, content_of, id_of, is_ephemeral,
};

const WAIT: Duration = Duration::from_secs(30);

async fn setup() -> Session {
    let t = Session::sqlite().await;
    // The bot may mention everyone: only its allowed_mentions stop it.
    t.s.set_bot_permission_everywhere(perm::MENTION_EVERYONE, true);
    t
}

fn mention(u: TestUser) -> String {
    format!("<@{}>", u.id)
}

fn now_secs() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// The unix seconds of the first `<t:SECS:R>` in `text`.
fn countdown_secs(text: &str) -> i64 {
    let start = text
        .find("<t:")
        .unwrap_or_else(|| panic!("no countdown in {text:?}"))
        + 3;
    let rest = &text[start..];
    rest[..rest.find(':').unwrap()].parse().unwrap()
}

/// Every message the bot sent so far limits its mentions: `parse` empty
/// (no @everyone, @here or roles) and, for each, exactly the users it
/// mentions in its text are allowed (no silent extras).
fn assert_every_message_limits_mentions(s: &StandIn) {
    let sent = s.sent_messages();
    assert!(!sent.is_empty());
    for (r, body) in sent {
        let allowed = &body["allowed_mentions"];
        assert!(
            allowed.is_object(),
            "{} {} has no allowed_mentions: {body:#}",
            r.method,
            r.route()
        );
        assert_eq!(
            allowed["parse"],
            json!([]),
            "{} {}: {body:#}",
            r.method,
            r.route()
        );
        assert!(
            allowed["roles"].as_array().is_none_or(Vec::is_empty),
            "{body:#}"
        );
        for u in allowed["users"].as_array().into_iter().flatten() {
            let u = u.as_str().unwrap();
            assert!(
                content_of(&body).contains(&format!("<@{u}>")),
                "allowed but not mentioned: {u} in {body:#}"
            );
        }
    }
}

/// No message the bot deleted had pinged anyone: a ping whose message is
/// gone is a ghost ping.
fn assert_no_ghost_pings(s: &StandIn) {
    let ghosts = s.deleted_pings();
    assert!(ghosts.is_empty(), "deleted after pinging: {ghosts:?}");
}

/// alice challenges bob with `extra` options (alice is White); checks the
/// challenge pings bob and nobody else. Returns the challenge message.
async fn challenge(s: &StandIn, extra: &[Opt]) -> Value {
    let mut opts = vec![
        Opt::User("opponent", BOB),
        Opt::Str("color", "white".into()),
    ];
    opts.extend_from_slice(extra);
    let sent = s.slash(ALICE, CHANNEL_ID, "challenge", &opts);
    let body = s.callback(&sent).await.json.unwrap();
    assert_eq!(body["type"], 4);
    assert!(!is_ephemeral(&body), "{body:#}");
    let allowed = &body["data"]["allowed_mentions"];
    assert_eq!(allowed["parse"], json!([]), "{body:#}");
    assert_eq!(allowed["users"], json!([BOB.id.to_string()]), "{body:#}");
    let m = s.original(&sent).expect("the challenge message");
    assert!(content_of(&m).contains(&mention(BOB)), "{m:#}");
    let pings = s.pings(id_of(&m)).expect("the challenge's pings");
    assert_eq!(pings.users, vec![BOB.id], "{pings:?}");
    assert!(!pings.everyone && pings.roles.is_empty(), "{pings:?}");
    m
}

/// bob accepts `challenge`; returns the game's thread and its first
/// message, after checking both players were added to the thread before
/// it and that it pings both.
async fn accept(s: &StandIn, challenge: &Value) -> (u64, Value) {
    let click = s.click(BOB, id_of(challenge), &button_id(challenge, "Accept"));
    s.callback(&click).await;
    let thread = thread_named(s, "alice vs bob", WAIT).await;
    let first = s
        .wait_public(thread, "the first board", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    let members = s.thread_members(thread);
    for u in [ALICE, BOB] {
        assert!(
            members.contains(&(u.id, JoinedBy::Added)),
            "{} added to the thread: {members:?}",
            u.name
        );
    }
    let text = content_of(&first);
    assert!(
        text.contains(&mention(ALICE)) && text.contains(&mention(BOB)),
        "{text}"
    );
    let mut pinged = s.pings(id_of(&first)).unwrap().users;
    pinged.sort();
    let mut both = vec![ALICE.id, BOB.id];
    both.sort();
    assert_eq!(pinged, both);
    (thread, first)
}

/// `user` plays `mv` by /move; the board's message in the thread (twice:
/// as posted, and to read its pings).
async fn play(s: &StandIn, user: TestUser, thread: u64, mv: &str) -> (Value, Value) {
    let m = s.play_move(user, thread, mv).await;
    (m.clone(), m)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn correspondence_pings_the_player_to_move_and_each_question_reaches_the_defender() {
    let t = setup().await;
    let s = t.s.clone();
    let c = challenge(&s, &[Opt::Str("time", "1d".into())]).await;
    assert!(content_of(&c).contains("12 h to intercept"), "{c:#}");
    let (thread, _) = accept(&s, &c).await;

    // The board after alice's move pings bob, the player to move.
    let (reply, m) = play(&s, ALICE, thread, "e4").await;
    assert!(content_of(&reply).starts_with(&mention(BOB)), "{reply:#}");
    assert_eq!(s.pings(id_of(&m)).unwrap().users, vec![BOB.id]);
    let (_, m) = play(&s, BOB, thread, "d5").await;
    assert_eq!(s.pings(id_of(&m)).unwrap().users, vec![ALICE.id]);
    // 1.e4 d5 2.e5 a6: alice's e5 pawn may fly e5>e6>d7>d8, asked at e6
    // (Bxe6, fxe6) and again at d7 (Qxd7, Kxd7, Bxd7, Nxd7).
    play(&s, ALICE, thread, "e5").await;
    play(&s, BOB, thread, "a6").await;

    // The flight's message is created with its first question: it pings
    // bob, the defender, and runs out in 12 hours (one countdown).
    let sent = s.slash(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "e5>e6>d7>d8".into())],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    let q = s
        .wait_public(thread, "the question at e6", WAIT, |m| {
            buttons(m).iter().any(|b| b.0 == "Let it pass")
        })
        .await;
    let text = content_of(&q);
    assert!(text.contains(&mention(BOB)), "{text}");
    assert!(!text.contains(" s to answer"), "one countdown only: {text}");
    assert_eq!(text.matches("<t:").count(), 1, "one countdown only: {text}");
    assert_eq!(s.pings(id_of(&q)).unwrap().users, vec![BOB.id]);
    let left = countdown_secs(&text) - now_secs();
    assert!(
        (43_100..=43_200).contains(&left),
        "12 h to answer, not {left} s: {text}"
    );

    // bob lets it pass; the question at d7 edits the flight's message
    // (which notifies nobody), so a new notice pings bob and links it.
    let before = s.public_messages(thread).len();
    let click = s.click(BOB, id_of(&q), &button_id(&q, "Let it pass"));
    s.callback(&click).await;
    let notice = s
        .wait_public(thread, "the notice of the second question", WAIT, |m| {
            content_of(m).contains("shoot it down or let it pass, before <t:")
        })
        .await;
    let text = content_of(&notice);
    assert!(text.contains(&mention(BOB)), "{text}");
    let link = format!(
        "https://discord.com/channels/{GUILD_ID}/{thread}/{}",
        id_of(&q)
    );
    assert!(text.contains(&link), "links the flight's message: {text}");
    assert_eq!(s.pings(id_of(&notice)).unwrap().users, vec![BOB.id]);
    assert_eq!(
        s.public_messages(thread).len(),
        before + 1,
        "only the notice is new"
    );
    let q2 = s
        .wait_for("the question at d7", WAIT, |s| {
            let m = s.message(id_of(&q))?;
            (content_of(&m).contains("d7") && buttons(&m).iter().any(|b| b.0 == "Let it pass"))
                .then_some(m)
        })
        .await;
    assert!(content_of(&q2).contains(&mention(BOB)), "{q2:#}");

    // Answered: the missile detonates on d8; the notice stays (it pinged
    // bob: deleting it would leave him a ghost ping), dated by its stamp.
    let click = s.click(BOB, id_of(&q2), &button_id(&q2, "Let it pass"));
    s.callback(&click).await;
    s.wait_for("the detonation", WAIT, |s| {
        s.message(id_of(&q))
            .filter(|m| content_of(m).contains("detonates"))
    })
    .await;
    // bob moves after the flight: his board pings alice, the player to move.
    let (_, m) = play(&s, BOB, thread, "Nf6").await;
    assert_eq!(s.pings(id_of(&m)).unwrap().users, vec![ALICE.id]);
    assert!(!s.was_deleted(id_of(&notice)), "the notice is kept");
    assert_no_ghost_pings(&s);
    assert_every_message_limits_mentions(&s);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_games_ping_nobody_after_a_move_and_intercept_takes_durations() {
    let t = setup().await;
    let s = t.s.clone();

    // intercept: out of range is refused, privately, naming the range.
    for bad in ["25h", "4s"] {
        let sent = s.slash(
            ALICE,
            CHANNEL_ID,
            "challenge",
            &[
                Opt::User("opponent", BOB),
                Opt::Str("intercept", bad.into()),
            ],
        );
        let body = s.callback(&sent).await.json.unwrap();
        assert!(is_ephemeral(&body), "{body:#}");
        let text = content_of(&body);
        assert!(text.contains("5 s to 24 h"), "{bad}: {text}");
    }

    let c = challenge(
        &s,
        &[
            Opt::Str("time", "5+0".into()),
            Opt::Str("intercept", "2h".into()),
        ],
    )
    .await;
    assert!(content_of(&c).contains("2 h to intercept"), "{c:#}");
    let (thread, _) = accept(&s, &c).await;

    // With a live clock both are at the board: nobody is pinged, and the
    // flag of the side to move counts down.
    let (reply, m) = play(&s, ALICE, thread, "e4").await;
    let text = content_of(&reply);
    assert!(!text.contains("<@"), "{text}");
    assert!(text.contains("Flag falls <t:"), "{text}");
    let flag = countdown_secs(&text[text.find("Flag falls").unwrap()..]) - now_secs();
    assert!((250..=300).contains(&flag), "bob's 5 minutes: {flag} s");
    assert!(s.pings(id_of(&m)).unwrap().users.is_empty());
    // Nor do the next moves: the game is not quiet.
    for (who, mv) in [(BOB, "e5"), (ALICE, "Nf3")] {
        let (_, m) = play(&s, who, thread, mv).await;
        assert!(s.pings(id_of(&m)).unwrap().users.is_empty(), "{mv}");
    }
    // The request that posted it names nobody to notify.
    let (_, body) = s
        .sent_messages()
        .into_iter()
        .find(|(_, b)| content_of(b) == text)
        .expect("the request that posted the board");
    assert_eq!(body["allowed_mentions"]["users"], json!([]), "{body:#}");
    assert_no_ghost_pings(&s);
    assert_every_message_limits_mentions(&s);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_called_everyone_pings_only_its_players() {
    let t = setup().await;
    let s = t.s.clone();
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[Opt::Str("name", "@everyone party".into())],
    );
    s.callback(&sent).await;
    let ann = s
        .wait_for("the announcement", WAIT, |s| s.original(&sent))
        .await;
    // Shown as typed, as plain text: no mention (issue 44).
    assert!(
        content_of(&ann).contains("@\u{200B}everyone party"),
        "{ann:#}"
    );
    let pings = s.pings(id_of(&ann)).unwrap();
    assert!(!pings.everyone, "{pings:?}");
    assert!(
        pings.users.is_empty() && pings.roles.is_empty(),
        "{pings:?}"
    );

    // A Swiss needs three: one board and a bye.
    for u in [ALICE, BOB, CAROL] {
        let m = s.message(id_of(&ann)).unwrap();
        let click = s.click(u, id_of(&ann), &button_id(&m, "Join"));
        s.callback(&click).await;
        s.wait_for("the entry", WAIT, |s| {
            s.message(id_of(&ann))
                .filter(|m| content_of(m).contains(u.name))
        })
        .await;
    }
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament start", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "started: {body:#}");

    // The pairings ping every player paired (the board's two and the one
    // with the bye), nobody else, and link the game's thread.
    let pairings = s
        .wait_public(CHANNEL_ID, "the pairings", WAIT, |m| {
            content_of(m).contains(": round 1 of") && content_of(m).contains("(White) vs")
        })
        .await;
    let (thread, name) = thread_starting(&s, "R1", WAIT).await;
    let mut both: Vec<u64> = [ALICE, BOB, CAROL]
        .into_iter()
        .filter(|u| name.contains(u.name))
        .map(|u| u.id)
        .collect();
    both.sort();
    assert_eq!(both.len(), 2, "{name}");
    let text = content_of(&pairings);
    // The thread's link is on the line that names the game.
    let line = text
        .lines()
        .find(|l| l.contains(&format!("<#{thread}>")))
        .unwrap_or_else(|| panic!("no link to the thread: {text}"));
    for u in &both {
        assert!(line.contains(&format!("<@{u}>")), "{line}");
    }
    let pings = s.pings(id_of(&pairings)).unwrap();
    let mut users = pings.users.clone();
    users.sort();
    let mut all = vec![ALICE.id, BOB.id, CAROL.id];
    all.sort();
    assert_eq!(users, all, "{pings:?}");
    assert!(!pings.everyone && pings.roles.is_empty(), "{pings:?}");
    // The board in the thread pings nobody again: both were pinged by
    // their pairings line, and added to the thread.
    let board = s
        .wait_public(thread, "the board", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    assert!(s.pings(id_of(&board)).unwrap().users.is_empty());
    let members = s.thread_members(thread);
    for u in &both {
        assert!(members.contains(&(*u, JoinedBy::Added)), "{members:?}");
    }
    // Everything the bot said about "@everyone party" notified nobody else.
    for (_, body) in s.sent_messages() {
        if content_of(&body).contains("@everyone") {
            assert_eq!(body["allowed_mentions"]["parse"], json!([]), "{body:#}");
        }
    }
    assert_every_message_limits_mentions(&s);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_pings_the_one_who_must_answer() {
    let t = setup().await;
    let s = t.s.clone();
    // A live clock: moves ping nobody, the offer still pings bob.
    let c = challenge(&s, &[Opt::Str("time", "5+0".into())]).await;
    let (thread, _) = accept(&s, &c).await;
    play(&s, ALICE, thread, "e4").await;
    let sent = s.slash(ALICE, thread, "draw", &[]);
    s.callback(&sent).await;
    let offer = s
        .wait_public(thread, "the draw offer", WAIT, |m| {
            content_of(m).contains("offers a draw")
        })
        .await;
    assert!(content_of(&offer).contains(&mention(BOB)), "{offer:#}");
    let pings = s.pings(id_of(&offer)).expect("the offer's pings");
    assert_eq!(pings.users, vec![BOB.id], "{pings:?}");
    assert_every_message_limits_mentions(&s);
    t.finish().await;
}
