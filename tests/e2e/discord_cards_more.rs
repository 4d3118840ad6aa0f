//! End to end: a season's, a challenge's and a profile's posts are cards,
//! not paragraphs (issue 48, contract 3; the tournament's are in
//! `discord_cards`). `/season start` posts a short line and a card (game,
//! rating pool, players, start and end as `<t:…:F>` / `<t:…:R>` stamps)
//! with a **Rules** button answered privately; `/profile` during the
//! season shows the player's pools and season place as fields;
//! `/season end` posts the final standings as a card naming the winner.
//! A challenge is a card whose Expires is a `<t:…:R>` stamp, the ping of
//! the challenged player in the message's content; Accept still starts
//! the game, and the card then says it was accepted.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CHANNEL_ID};
use support::session::{Session, thread_named};
use support::standin::{
    Opt, SentInteraction, StandIn, button_id, buttons, content_of, embed_text, embeds_of, id_of,
};
use support::tournament::white_beats;

const WAIT: Duration = Duration::from_secs(30);

/// The most characters of text a card's post shows on a phone screen.
const PHONE_SCREEN: usize = 600;

/// The message answering `sent` once its text contains `needle` (the bot
/// may defer first and edit the answer in).
async fn answer_with(s: &StandIn, sent: &SentInteraction, needle: &str) -> Value {
    s.callback(sent).await;
    s.wait_for(needle, WAIT, |s| {
        s.original(sent).filter(|m| content_of(m).contains(needle))
    })
    .await
}

/// The one card of `msg`.
fn card_of(msg: &Value) -> &Value {
    let embeds = embeds_of(msg);
    assert_eq!(embeds.len(), 1, "one card: {msg:#}");
    &embeds[0]
}

/// The value of `card`'s field `name` (empty when it has none).
fn field(card: &Value, name: &str) -> String {
    card["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str())
        .unwrap_or_default()
        .to_string()
}

/// The names of `card`'s fields, in order.
fn field_names(card: &Value) -> Vec<String> {
    card["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f["name"].as_str().map(str::to_string))
        .collect()
}

/// The characters a reader sees of `msg` on a phone: its content and its
/// card's text.
fn shown_chars(msg: &Value) -> usize {
    let content = msg["content"].as_str().unwrap_or("");
    content.chars().count() + embed_text(card_of(msg)).chars().count()
}

/// Whether `s` is one Discord stamp of style `style`: `<t:UNIX:R>`.
fn is_stamp(s: &str, style: char) -> bool {
    s.strip_prefix("<t:")
        .and_then(|r| r.strip_suffix(&format!(":{style}>")))
        .is_some_and(|secs| !secs.is_empty() && secs.bytes().all(|b| b.is_ascii_digit()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_starts_and_ends_as_cards_with_its_rules_behind_a_button() {
    let Session {
        s, bot, dir: _dir, ..
    } = Session::sqlite().await;
    s.make_admin(ALICE);

    let opts = [
        Opt::Str("name", "Card Season".into()),
        Opt::Str("ends", "30d".into()),
    ];
    let sent = s.slash(ALICE, CHANNEL_ID, "season start", &opts);
    let start = answer_with(&s, &sent, "has started").await;
    let content = start["content"].as_str().unwrap_or("");
    assert!(content.contains("Card Season"), "{content}");
    let card = card_of(&start);
    assert!(
        card["title"].as_str().unwrap_or("").contains("Card Season"),
        "{card:#}"
    );
    let names = field_names(card);
    for want in ["Game", "Rating pool", "Players", "Start", "End"] {
        assert!(
            names.iter().any(|n| n == want),
            "no field {want}: {names:?}"
        );
    }
    assert_eq!(
        field(card, "Players"),
        "everyone who plays a rated game here"
    );
    let begins = field(card, "Start");
    let ends = field(card, "End");
    let (date, countdown) = ends.split_once(' ').expect("a date and a countdown");
    assert!(is_stamp(date, 'F'), "the end as a date: {ends}");
    assert!(
        is_stamp(countdown.trim_matches(['(', ')']), 'R'),
        "the end as a countdown: {ends}"
    );
    assert!(
        begins.starts_with("<t:") && begins.contains(":F>"),
        "{begins}"
    );
    assert!(
        shown_chars(&start) <= PHONE_SCREEN,
        "{} characters on a phone: {}",
        shown_chars(&start),
        content_of(&start)
    );
    // The long rules are behind Rules, answered to the presser alone.
    assert!(!content_of(&start).contains("provisional"), "{start:#}");
    let labels: Vec<String> = buttons(&start).into_iter().map(|b| b.0).collect();
    assert_eq!(labels, ["Rules"]);
    let click = s.click(BOB, id_of(&start), &button_id(&start, "Rules"));
    let (rules, private) = s.answer_text(&click, WAIT).await;
    assert!(private, "the rules are answered privately: {rules}");
    assert!(
        rules.contains("Card Season")
            && rules.contains("1500")
            && rules.contains("provisional")
            && rules.contains(date),
        "{rules}"
    );
    assert!(rules.chars().count() <= 2000, "{rules}");

    // A rated game in the season: alice's profile shows her pools and her
    // place in it, as fields.
    white_beats(&s, ALICE, BOB).await;
    let sent = s.slash(ALICE, CHANNEL_ID, "profile", &[Opt::Bool("public", true)]);
    let profile = answer_with(&s, &sent, "Best win").await;
    let card = card_of(&profile);
    assert_eq!(card["title"], "alice", "{card:#}");
    let pool = field(card, "cruise");
    assert!(
        pool.contains(" ± ") && pool.contains("1 game · 1–0–0"),
        "rating ± deviation, games, W–D–L: {pool}"
    );
    assert!(
        field(card, "Season").starts_with("Card Season: #1"),
        "{card:#}"
    );
    assert_eq!(field(card, "Recent form"), "W (newest first)");
    assert!(field(card, "Best win").contains("**bob**"), "{card:#}");
    assert!(
        shown_chars(&profile) <= PHONE_SCREEN,
        "{}",
        content_of(&profile)
    );

    // The end: the final standings as a card, the winner named.
    let sent = s.slash(ALICE, CHANNEL_ID, "season end", &[]);
    let end = answer_with(&s, &sent, "final standings").await;
    let card = card_of(&end);
    assert!(
        card["title"]
            .as_str()
            .unwrap_or("")
            .contains("Card Season — final standings"),
        "{card:#}"
    );
    assert_eq!(field(card, "Winner"), "alice", "{card:#}");
    assert_eq!(field(card, "Players"), "2", "{card:#}");
    let description = card["description"].as_str().unwrap_or("");
    assert!(
        description.starts_with("🥇 **alice**") && description.contains("\n🥈 **bob**"),
        "{description}"
    );
    assert!(shown_chars(&end) <= PHONE_SCREEN, "{}", content_of(&end));
    drop(bot.kill());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_a_card_that_pings_in_its_content_and_says_when_accepted() {
    let Session {
        s, bot, dir: _dir, ..
    } = Session::sqlite().await;

    let opts = [
        Opt::User("opponent", BOB),
        Opt::Str("color", "white".into()),
        Opt::Str("time", "5+3".into()),
    ];
    let sent = s.slash(ALICE, CHANNEL_ID, "challenge", &opts);
    let challenge = answer_with(&s, &sent, "challenges").await;
    let content = challenge["content"].as_str().unwrap_or("");
    // The ping is in the content (a ping inside a card does not notify).
    assert!(
        content.contains(&format!("<@{}>", BOB.id)),
        "the challenged is pinged: {content}"
    );
    let card = card_of(&challenge);
    assert!(!embed_text(card).contains("<@"), "{card:#}");
    assert_eq!(card["title"], "⚔️ alice challenges bob", "{card:#}");
    let names = field_names(card);
    for want in ["Game", "Time control", "Rated", "Colour", "Expires"] {
        assert!(
            names.iter().any(|n| n == want),
            "no field {want}: {names:?}"
        );
    }
    assert_eq!(field(card, "Time control"), "5+3");
    assert_eq!(field(card, "Rated"), "yes");
    assert_eq!(field(card, "Colour"), "alice plays White");
    let expires = field(card, "Expires");
    assert!(is_stamp(&expires, 'R'), "a countdown stamp: {expires}");
    assert!(
        shown_chars(&challenge) <= PHONE_SCREEN,
        "{}",
        content_of(&challenge)
    );
    let labels: Vec<String> = buttons(&challenge).into_iter().map(|b| b.0).collect();
    assert_eq!(labels, ["Accept", "Decline"]);

    // Accept still starts the game in a thread on the challenge's message;
    // the card then says it was accepted, without a countdown.
    let click = s.click(BOB, id_of(&challenge), &button_id(&challenge, "Accept"));
    s.callback(&click).await;
    let thread = thread_named(&s, "alice vs bob", WAIT).await;
    assert_eq!(thread, id_of(&challenge));
    let accepted = s
        .wait_for("the challenge's card edited", WAIT, |s| {
            s.message(id_of(&challenge)).filter(|m| {
                embeds_of(m)
                    .first()
                    .is_some_and(|c| field(c, "Expires").is_empty())
            })
        })
        .await;
    let card = card_of(&accepted);
    let description = card["description"].as_str().unwrap_or("");
    assert!(
        description.starts_with("✅ Accepted by bob: alice (White) vs bob (Black)"),
        "{card:#}"
    );
    assert_eq!(field(card, "Time control"), "5+3", "the same facts");
    assert!(buttons(&accepted).is_empty(), "no buttons once accepted");
    drop(bot.kill());
}
