//! End to end: a Swiss tournament in Discord. The real `cruise-pawns`
//! binary against the loopback stand-in: `/tournament create` posts a
//! public announcement with **Join** and **Leave**, edited as players join;
//! joining twice is refused privately; `/tournament start` pairs round 1,
//! whose game gets a public thread named `R1 · <white> vs <black>` with
//! its board; the announcement keeps Join and Leave while late entries are
//! possible, a late entry is paired from round 2, and the announcement
//! closes once the last round is paired; the organizer role set with
//! `/tournament settings` lets its members run tournaments;
//! `/tournament standings` answers.

use crate::support;

use std::time::Duration;
use support::payloads::{
    ALICE, BOB, CAROL, CHANNEL_ID, DAVE, GUILD_ID, TestUser, add_role_option, give_roles, perm,
};
use support::session::{Session, thread_starting};
use support::standin::{Opt, button_id, buttons, content_of, id_of, is_ephemeral};

const WAIT: Duration = Duration::from_secs(30);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_tournament_is_announced_joined_started_and_paired_in_threads() {
    let Session {
        s, bot, dir: _dir, ..
    } = Session::sqlite().await;

    // The command is registered with its subcommands.
    let cmds: Vec<_> = s
        .guild_commands()
        .into_iter()
        .chain(s.global_commands())
        .collect();
    let t = cmds
        .iter()
        .find(|c| c["name"] == "tournament")
        .expect("/tournament is registered");
    let subs: Vec<&str> = t["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    for sub in [
        "create",
        "join",
        "leave",
        "start",
        "standings",
        "pairings",
        "withdraw",
        "kick",
        "cancel",
        "export",
        "pair",
        "berserk",
        "settings",
    ] {
        assert!(subs.contains(&sub), "/tournament {sub}: {subs:?}");
    }

    // One create subcommand per format, and no `format` option to mistype.
    let create = t["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "create")
        .unwrap();
    assert_eq!(create["type"], 2, "a subcommand group");
    let formats: Vec<&str> = create["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        formats,
        [
            "swiss",
            "round-robin",
            "arena",
            "knockout",
            "double-elimination"
        ]
    );

    // A time control the bot cannot read: refused privately, saying why.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[
            Opt::Str("name", "Bad".into()),
            Opt::Str("time", "soon".into()),
        ],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(content_of(&body).contains("`time`"), "{body:#}");

    // alice creates a Swiss tournament of 2 rounds: a public announcement.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[
            Opt::Str("name", "Friday Swiss".into()),
            Opt::Str("preset", "cruise".into()),
            Opt::Int("rounds", 2),
        ],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "the announcement is public: {body:#}");
    let text = content_of(&body);
    assert!(
        text.contains("Friday Swiss") && text.contains("cruise") && text.contains("Rounds: 2"),
        "{text}"
    );
    let announcement = s
        .wait_for("the announcement", WAIT, |s| s.original(&sent))
        .await;
    let labels: Vec<String> = buttons(&announcement)
        .into_iter()
        .map(|(l, _, _)| l)
        .collect();
    assert_eq!(labels, ["Join", "Leave", "Rules"], "{announcement:#}");
    let ann = id_of(&announcement);
    let join = button_id(&announcement, "Join");

    // alice, bob and carol press Join: the announcement lists them.
    for (user, listed) in [
        (ALICE, "Entrants (1): alice."),
        (BOB, "Entrants (2): alice, bob."),
        (CAROL, "Entrants (3): alice, bob, carol."),
    ] {
        let click = s.click(user, ann, &join);
        let cb = s.callback(&click).await.json.unwrap();
        assert!(!is_ephemeral(&cb), "{cb:#}");
        s.wait_for(listed, WAIT, |s| {
            s.message(ann).filter(|m| content_of(m).contains(listed))
        })
        .await;
    }
    let m = s.message(ann).unwrap();
    let labels: Vec<String> = buttons(&m).into_iter().map(|b| b.0).collect();
    assert_eq!(
        labels,
        ["Join", "Leave", "Rules"],
        "still Join and Leave: {m:#}"
    );

    // Joining twice is refused, privately; the announcement is unchanged.
    let again = s.click(BOB, ann, &join);
    let cb = s.callback(&again).await.json.unwrap();
    assert!(is_ephemeral(&cb), "{cb:#}");
    assert!(!content_of(&cb).is_empty(), "{cb:#}");
    assert!(content_of(&s.message(ann).unwrap()).contains("Entrants (3)"));

    // bob (not its organizer, no Manage Server) may not start it.
    let sent = s.slash(BOB, CHANNEL_ID, "tournament start", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(s.threads().is_empty(), "nothing started");

    // alice, its organizer, starts it.
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament start", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "{body:#}");

    // Three players: one game and a bye. The game's thread is named
    // `R1 · <white> vs <black>`.
    let (thread, name) = thread_starting(&s, "R1 · ", WAIT).await;
    let pair: Vec<&str> = name.strip_prefix("R1 · ").unwrap().split(" vs ").collect();
    assert_eq!(pair.len(), 2, "{name}");
    assert_ne!(pair[0], pair[1], "{name}");
    for p in &pair {
        assert!(["alice", "bob", "carol"].contains(p), "{name}");
    }
    assert_eq!(
        s.threads()
            .iter()
            .filter(|(_, n)| n.starts_with("R1 · "))
            .count(),
        1,
        "one game in round 1 (the third player has a bye)"
    );
    // The game's board is posted in its thread.
    s.wait_public(thread, "the board in the thread", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    // The round's pairings are posted in the channel.
    s.wait_public(CHANNEL_ID, "the round 1 pairings", WAIT, |m| {
        let t = content_of(m);
        t.contains(pair[0]) && t.contains(pair[1]) && t.contains('1') && id_of(m) != ann
    })
    .await;
    // A Swiss of 2 rounds takes late entries until round 2 is paired: the
    // announcement keeps Join and Leave and says where it stands.
    let m = s
        .wait_for("the announcement shows round 1", WAIT, |s| {
            s.message(ann)
                .filter(|m| content_of(m).contains("round 1 of 2"))
        })
        .await;
    let labels: Vec<String> = buttons(&m).into_iter().map(|(l, _, _)| l).collect();
    assert_eq!(labels, ["Join", "Leave", "Rules"], "{m:#}");

    // Joining again is refused privately.
    let again = s.slash(BOB, CHANNEL_ID, "tournament join", &[]);
    let body = s.callback(&again).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");

    // Pairing by hand: bob may not; carol, once she has the organizer
    // role, is told what is still being played.
    let sent = s.slash(BOB, CHANNEL_ID, "tournament pair", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(content_of(&body).contains("organizer role"), "{body:#}");
    const TD_ROLE: u64 = 1_300_000_000_000_000_900;
    // Without Manage Server the role cannot be set.
    let sent = s.slash_edited(BOB, CHANNEL_ID, "tournament settings", &[], |v| {
        add_role_option(v, "organizer_role", TD_ROLE, "TD")
    });
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(content_of(&body).contains("Manage Server"), "{body:#}");
    // A server manager (a role with Manage Server, given for this one
    // command) sets it; `/tournament settings` then shows it.
    let managers = s.add_role_with(GUILD_ID, "Managers", 2, perm::MANAGE_GUILD);
    let sent = s.slash_edited(BOB, CHANNEL_ID, "tournament settings", &[], |v| {
        give_roles(v, &[managers]);
        add_role_option(v, "organizer_role", TD_ROLE, "TD");
    });
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(
        content_of(&body).contains(&format!("<@&{TD_ROLE}>")),
        "{body:#}"
    );
    let sent = s.slash(CAROL, CHANNEL_ID, "tournament settings", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(
        content_of(&body).contains(&format!("<@&{TD_ROLE}>")),
        "{body:#}"
    );
    let sent = s.slash_edited(CAROL, CHANNEL_ID, "tournament pair", &[], |v| {
        give_roles(v, &[TD_ROLE])
    });
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(content_of(&body).contains("still being played"), "{body:#}");

    // dave enters late with the Join button: the announcement lists him.
    let click = s.click(DAVE, ann, &join);
    let cb = s.callback(&click).await.json.unwrap();
    assert!(!is_ephemeral(&cb), "{cb:#}");
    s.wait_for("dave listed", WAIT, |s| {
        s.message(ann)
            .filter(|m| content_of(m).contains("Entrants (4)") && content_of(m).contains("dave"))
    })
    .await;

    // The round 1 game ends (Black resigns): round 2 pairs all four, dave
    // included, and the announcement loses its buttons.
    let user = |name: &str| -> TestUser {
        [ALICE, BOB, CAROL, DAVE]
            .into_iter()
            .find(|u| u.name == name)
            .unwrap()
    };
    let sent = s.slash(user(pair[1]), thread, "resign", &[]);
    s.callback(&sent).await;
    let round2 = s
        .wait_for("two round 2 threads", WAIT, |s| {
            let r2: Vec<String> = s
                .threads()
                .into_iter()
                .filter(|(_, n)| n.starts_with("R2 · "))
                .map(|(_, n)| n)
                .collect();
            (r2.len() == 2).then_some(r2)
        })
        .await;
    assert!(round2.iter().any(|n| n.contains("dave")), "{round2:?}");
    let m = s
        .wait_for("the announcement closed", WAIT, |s| {
            s.message(ann).filter(|m| {
                // Entries closed: Rules alone stays, Join and Leave are gone.
                let labels: Vec<String> = buttons(m).into_iter().map(|b| b.0).collect();
                labels == ["Rules"] && content_of(m).contains("round 2 of 2")
            })
        })
        .await;
    assert!(content_of(&m).contains("dave"), "{m:#}");

    // Joining now is refused privately.
    let late = s.slash(DAVE, CHANNEL_ID, "tournament join", &[]);
    let body = s.callback(&late).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");

    // The standings answer, naming the three players: to the asker alone
    // (flag 64), nothing in the channel.
    let before = s.public_messages(CHANNEL_ID).len();
    let sent = s.slash(CAROL, CHANNEL_ID, "tournament standings", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert_eq!(body["type"], 4, "answered with a message: {body:#}");
    assert!(is_ephemeral(&body), "private by default: {body:#}");
    let text = content_of(&body);
    for p in ["alice", "bob", "carol"] {
        assert!(text.contains(p), "{text}");
    }
    assert!(text.contains("Friday Swiss"), "{text}");
    // With public:true: posted in the channel for everyone.
    let sent = s.slash(
        CAROL,
        CHANNEL_ID,
        "tournament standings",
        &[Opt::Bool("public", true)],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "public:true posts them: {body:#}");
    assert_eq!(content_of(&body), text, "the same standings");
    let posted: Vec<_> = s.public_messages(CHANNEL_ID)[before..]
        .iter()
        .filter(|m| content_of(m) == text)
        .cloned()
        .collect();
    assert_eq!(posted.len(), 1, "one post in the channel: {posted:#?}");
    drop(bot.kill());
}
