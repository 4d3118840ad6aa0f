//! End to end: a tournament's announcement is a card, not a paragraph
//! (issue 48, contract 3). `/tournament create` posts a short line with
//! one embed whose fields are the tournament's facts (format, game, time
//! control, rounds, byes, start as a date and a countdown, players n/max),
//! short enough for a phone; the long rules are behind a **Rules** button
//! that answers the presser alone; a Join edits the card's players.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL};
use support::session::Session;
use support::standin::{Opt, button_id, buttons, content_of, embed_text, embeds_of, is_ephemeral};
use support::tournament::{create, join_all};

const WAIT: Duration = Duration::from_secs(30);

use support::standin::PHONE_CARD as PHONE_SCREEN;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_announcement_is_a_card_with_its_rules_behind_a_button() {
    let Session {
        s, bot, dir: _dir, ..
    } = Session::sqlite().await;

    let ann = create(
        &s,
        ALICE,
        "Card Swiss",
        "swiss",
        &[
            Opt::Int("rounds", 3),
            Opt::Int("max_players", 8),
            Opt::Str("starts", "in 2h".into()),
        ],
    )
    .await;
    let msg = s.message(ann).expect("the announcement");
    let embeds = embeds_of(&msg);
    assert_eq!(embeds.len(), 1, "one card: {msg:#}");
    let card = &embeds[0];
    assert!(
        card["title"].as_str().unwrap_or("").contains("Card Swiss"),
        "{card:#}"
    );
    let names: Vec<&str> = card["fields"]
        .as_array()
        .expect("the card has fields")
        .iter()
        .filter_map(|f| f["name"].as_str())
        .collect();
    for want in [
        "Format",
        "Game",
        "Time control",
        "Rounds",
        "Byes",
        "Players",
        "Start",
    ] {
        assert!(names.contains(&want), "no field {want}: {names:?}");
    }
    let field = |name: &str| {
        card["fields"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["name"] == name)
            .and_then(|f| f["value"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(field("Format"), "swiss");
    assert_eq!(field("Rounds"), "3");
    assert_eq!(field("Players"), "0/8");
    let start = field("Start");
    assert!(
        start.contains(":F>") && start.contains(":R>") && start.starts_with("<t:"),
        "the start as a date and a countdown: {start}"
    );
    // Short on a phone: the line above the card and the card together.
    let content = msg["content"].as_str().unwrap_or("");
    let shown = content.chars().count() + embed_text(card).chars().count();
    assert!(
        shown <= PHONE_SCREEN,
        "{shown} characters on a phone: {content}\n{}",
        embed_text(card)
    );
    assert!(
        content.contains("Card Swiss") && content.lines().count() <= 2,
        "{content}"
    );
    // The long rules are not on the card: they are behind Rules.
    let all = content_of(&msg);
    assert!(!all.contains("Make your first move within"), "{all}");
    let labels: Vec<String> = buttons(&msg).iter().map(|b| b.0.clone()).collect();
    assert!(
        labels.iter().any(|l| l == "Rules") && labels.iter().any(|l| l == "Join"),
        "{labels:?}"
    );

    // Rules answers the presser alone with the rules in full.
    let click = s.click(BOB, ann, &button_id(&msg, "Rules"));
    let (rules, private) = s.answer_text(&click, WAIT).await;
    assert!(private, "the rules are answered privately: {rules}");
    assert!(
        rules.contains("Card Swiss")
            && rules.contains("Make your first move within")
            && rules.contains("3 rounds"),
        "{rules}"
    );
    assert!(rules.chars().count() <= 2000, "{rules}");
    // The announcement did not change for a look at the rules.
    let after = s.message(ann).unwrap();
    assert_eq!(content_of(&after), content_of(&msg));

    // Joins edit the card: players n/max and the entrants.
    join_all(&s, ann, &[BOB, CAROL]).await;
    let joined = s.message(ann).unwrap();
    let card = &embeds_of(&joined)[0];
    let players = card["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "Players")
        .and_then(|f| f["value"].as_str())
        .unwrap_or_default();
    assert_eq!(players, "2/8", "{card:#}");
    assert!(
        embed_text(card).contains("Entrants (2): bob, carol."),
        "{card:#}"
    );
    let click = s.click(CAROL, ann, &button_id(&joined, "Rules"));
    let body = s.callback(&click).await.json.unwrap_or_default();
    assert!(is_ephemeral(&body) || body["type"] == 5, "{body:#}");
    let (_, cards) = s.assert_posts_fit_a_phone();
    assert!(cards >= 3, "the card as posted and as edited by two joins");
    drop(bot.kill());
}

/// One edit per change, never an older version after a newer one: the
/// announcement's Discord-event line is added by an edit after the
/// create's answer, which waits for the event to be made. A Join pressed
/// meanwhile is answered at once with the card that lists the joiner; the
/// event line's edit that follows must show that card, not the create's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_while_the_event_is_made_is_not_undone_by_the_events_line() {
    let Session {
        s, bot, dir: _dir, ..
    } = Session::sqlite().await;
    // Discord is slow for this server (not for interaction answers): the
    // scheduled event takes a while, and so does the edit that follows.
    s.set_bot_guild_permission(
        support::payloads::GUILD_ID,
        support::payloads::perm::MANAGE_EVENTS,
        true,
    );
    s.slow_down_guild(support::payloads::GUILD_ID, Duration::from_millis(1500));
    let ann = create(
        &s,
        ALICE,
        "Race Cup",
        "swiss",
        &[Opt::Int("rounds", 3), Opt::Str("starts", "in 2h".into())],
    )
    .await;
    let msg = s.message(ann).expect("the announcement");
    let click = s.click(BOB, ann, &button_id(&msg, "Join"));
    let body = s.callback(&click).await.json.unwrap();
    assert!(
        content_of(&body).contains("bob"),
        "the Join's answer lists bob: {body:#}"
    );
    let shown = s
        .wait_for("the event's line on the announcement", WAIT, |s| {
            s.message(ann)
                .filter(|m| content_of(m).contains("discord.com/events"))
        })
        .await;
    assert!(
        content_of(&shown).contains("bob"),
        "the event line's edit undid bob's join: {shown:#}"
    );
    // Settled: nothing older comes after.
    tokio::time::sleep(Duration::from_secs(4)).await;
    let last = s.message(ann).unwrap();
    assert!(content_of(&last).contains("bob"), "{last:#}");
    assert!(content_of(&last).contains("discord.com/events"), "{last:#}");
    drop(bot.kill());
}
