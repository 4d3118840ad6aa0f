//! End to end, through the real binary and the loopback stand-in: the
//! organizer's tools. The organizer enters a member with `/tournament add`;
//! that member asks for a half-point bye with `/tournament bye` and is not
//! paired in round 1 (½ point), and a second is refused (the Swiss was
//! created with `byes:1`: one a player); a player who is not the organizer may not
//! set results; the organizer sets a board's result with `/tournament
//! result`, which stops its game and is posted, and the standings count it.
//! Entry conditions (`role:`, `min_games:`) refuse whoever does not meet
//! them, saying which.

use crate::support;

use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, add_role_option, give_roles};
use support::session::Session;
use support::standin::{Opt, StandIn, content_of, id_of, is_ephemeral};
use support::tournament::{WAIT, create, join_all, mention, start, wait_post};

/// The text of the answer to `/name` by `user` (public or not).
async fn answer(
    s: &StandIn,
    user: support::payloads::TestUser,
    name: &str,
    opts: &[Opt],
) -> (String, bool) {
    let sent = s.slash(user, CHANNEL_ID, name, opts);
    let body = s.callback(&sent).await.json.unwrap();
    if body["type"] == 5 {
        let m = s
            .wait_for("the deferred answer", WAIT, |s| s.original(&sent))
            .await;
        return (content_of(&m), true);
    }
    (content_of(&body), is_ephemeral(&body))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn add_bye_and_result_from_the_organizer() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    // One requested bye a player (`byes:1`), as the announcement says.
    let opts = [Opt::Int("rounds", 2), Opt::Int("byes", 1)];
    let ann = create(&s, ALICE, "Tools Swiss", "swiss", &opts).await;
    let text = content_of(&s.message(ann).unwrap());
    assert!(text.contains("Byes: 1 point; 1 on request"), "{text}");
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;

    // The organizer enters dave.
    let (added, _) = answer(&s, ALICE, "tournament add", &[Opt::User("user", DAVE)]).await;
    assert!(added.contains("dave"), "{added}");
    s.wait_for("dave listed", WAIT, |s| {
        s.message(ann)
            .filter(|m| content_of(m).contains("Entrants (4)") && content_of(m).contains("dave"))
    })
    .await;
    // Only the organizer (or an admin) may add.
    let (refused, private) = answer(&s, BOB, "tournament add", &[Opt::User("user", CAROL)]).await;
    assert!(private, "a refusal is private: {refused}");

    // dave asks for a half-point bye in round 1.
    let (bye, _) = answer(&s, DAVE, "tournament bye", &[]).await;
    assert!(
        bye.contains("dave takes a half-point bye in round 1"),
        "{bye}"
    );

    start(&s, ALICE).await;
    let pairings = wait_post(&s, ": round 1 of 2\n").await;
    assert!(
        pairings.contains(&format!("{}: requested bye (½ point)", mention(DAVE))),
        "{pairings}"
    );
    assert!(
        !pairings.contains(&format!("{} (White)", mention(DAVE)))
            && !pairings.contains(&format!("{} (Black)", mention(DAVE))),
        "dave is not paired: {pairings}"
    );
    // His one bye is used: a second, for round 2, is refused.
    let (refused, private) = answer(&s, DAVE, "tournament bye", &[]).await;
    assert!(
        private && refused.contains("You have used your half-point bye"),
        "{refused}"
    );
    let board = pairings
        .lines()
        .position(|l| l.contains(" (White) vs "))
        .expect("a game in round 1");
    let number = pairings
        .lines()
        .nth(board)
        .unwrap()
        .split_once(". ")
        .unwrap()
        .0
        .to_string();

    // A player may not set results; the organizer may.
    let opts = [
        Opt::Int("round", 1),
        Opt::Int("board", number.parse().unwrap()),
        Opt::Str("result", "1-0".into()),
    ];
    let (refused, private) = answer(&s, BOB, "tournament result", &opts).await;
    assert!(private, "{refused}");
    let (reply, private) = answer(&s, ALICE, "tournament result", &opts).await;
    let set = if reply.contains("Result set by alice") {
        assert!(!private, "the correction is public: {reply}");
        reply
    } else {
        wait_post(&s, "Result set by alice").await
    };
    assert!(set.contains("round 1, board"), "{set}");
    assert!(set.contains("its game is stopped"), "{set}");

    let (standings, _) = answer(&s, ALICE, "tournament standings", &[]).await;
    let dave_line = standings
        .lines()
        .find(|l| l.contains("dave"))
        .unwrap_or_else(|| panic!("dave in the standings: {standings}"));
    assert!(
        dave_line.contains(" 0.5"),
        "the requested bye counts ½: {dave_line}"
    );
}

/// A role of the test server that only some members have.
const MEMBERS_ROLE: u64 = 1_300_000_000_000_000_777;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entry_conditions_refuse_who_does_not_meet_them_and_say_why() {
    let t = Session::sqlite().await;
    let s = t.s.clone();

    // Only members with the role may join.
    let sent = s.slash_edited(
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[Opt::Str("name", "Members Swiss".into())],
        |v| add_role_option(v, "role", MEMBERS_ROLE, "Members"),
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "{body:#}");
    let ann = s
        .wait_for("the announcement", WAIT, |s| s.original(&sent))
        .await;
    assert!(
        content_of(&ann).contains(&format!("Entry: members with <@&{MEMBERS_ROLE}>")),
        "{ann:#}"
    );
    let (refused, private) = answer(&s, BOB, "tournament join", &[]).await;
    assert!(private, "{refused}");
    assert!(
        refused.contains(&format!("You need the role <@&{MEMBERS_ROLE}>")),
        "{refused}"
    );
    let sent = s.slash_edited(BOB, CHANNEL_ID, "tournament join", &[], |v| {
        give_roles(v, &[MEMBERS_ROLE])
    });
    s.callback(&sent).await;
    s.wait_for("bob listed", WAIT, |s| {
        s.message(id_of(&ann))
            .filter(|m| content_of(m).contains("Entrants (1)") && content_of(m).contains("bob"))
    })
    .await;
    let (_, _) = answer(&s, ALICE, "tournament cancel", &[]).await;

    // At least one rated game in the preset: bob has none.
    let (created, private) = answer(
        &s,
        ALICE,
        "tournament create swiss",
        &[
            Opt::Str("name", "Rated Swiss".into()),
            Opt::Int("min_games", 1),
        ],
    )
    .await;
    assert!(!private, "{created}");
    assert!(
        created.contains("at least 1 rated game in cruise"),
        "{created}"
    );
    let (refused, private) = answer(&s, BOB, "tournament join", &[]).await;
    assert!(private, "{refused}");
    assert!(refused.contains("rated"), "{refused}");
}
