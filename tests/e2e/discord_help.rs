//! End to end (issue 48, contract 7): help that fits. `/help` is one
//! private message, a short intro with a select menu of six topics
//! (playing, missiles, tournaments, ratings, settings); picking a topic
//! (a string select, component type 3, as Discord's client sends it)
//! shows that topic in one screen on the same message, the menu kept to
//! pick another. Across the topics every registered command, subcommand
//! and group's subcommand is described on exactly one line. A public help
//! (`public:true`) answers a pick privately and stays as it was.

use crate::support;

use support::help::{MENU, menu_of};
use support::payloads::{ALICE, BOB, CHANNEL_ID};
use support::session::Session;
use support::standin::{StandIn, content_of, id_of, is_ephemeral};

/// The topics, as the menu's values.
const TOPICS: [&str; 6] = [
    "playing",
    "missiles",
    "tournaments",
    "ratings",
    "puzzles",
    "settings",
];

/// Every command path as registered: `move`, `tournament standings`,
/// `tournament create swiss`.
fn registered_paths(s: &StandIn) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    for c in s.guild_commands().into_iter().chain(s.global_commands()) {
        let name = c["name"].as_str().unwrap().to_string();
        let subs: Vec<_> = c["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["type"] == 1 || o["type"] == 2)
            .cloned()
            .collect();
        if subs.is_empty() {
            paths.push(vec![name.clone()]);
        }
        for sub in subs {
            let sub_name = sub["name"].as_str().unwrap().to_string();
            match sub["type"].as_u64() {
                Some(1) => paths.push(vec![name.clone(), sub_name]),
                _ => {
                    for leaf in sub["options"].as_array().into_iter().flatten() {
                        let leaf = leaf["name"].as_str().unwrap().to_string();
                        paths.push(vec![name.clone(), sub_name.clone(), leaf]);
                    }
                }
            }
        }
    }
    paths
}

/// The lines of `texts` that describe command `path`: those that start
/// with its usage in a code span (`` `/tournament standings [public]` ``),
/// or, for a group's subcommand, with the group's line naming it among
/// the others (`` `/tournament create swiss|arena|…` ``).
fn lines_describing<'a>(texts: &'a [String], path: &[String]) -> Vec<&'a str> {
    let (last, group) = path.split_last().unwrap();
    texts
        .iter()
        .flat_map(|t| t.lines())
        .filter(|l| {
            let Some(code) = l.strip_prefix("`/").and_then(|l| l.split('`').next()) else {
                return false;
            };
            let words: Vec<&str> = code.split(' ').collect();
            words.len() > group.len()
                && words.iter().zip(group).all(|(w, g)| w == g)
                && words[group.len()].split('|').any(|w| w == last)
                && (words[group.len()] == last || path.len() == 3)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_is_one_private_message_whose_topics_describe_every_command() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let sent = s.slash(ALICE, CHANNEL_ID, "help", &[]);
    let body = s.callback(&sent).await.json.expect("a callback body");
    assert_eq!(body["type"], 4, "answered with a message: {body:#}");
    assert!(is_ephemeral(&body), "private: {body:#}");
    let intro = content_of(&body);
    assert!(intro.chars().count() < 600, "a short intro: {intro}");
    let menu = menu_of(&body);
    assert_eq!(menu["custom_id"], MENU, "{menu:#}");
    let values: Vec<&str> = menu["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, TOPICS, "{menu:#}");
    let msg = s.original(&sent).expect("the help's message");
    let id = id_of(&msg);

    // Each topic, picked in turn, shows on the same message.
    let mut texts = Vec::new();
    for topic in TOPICS {
        let pick = s.choose(ALICE, id, MENU, &[topic]);
        let body = s.callback(&pick).await.json.expect("a callback body");
        assert_eq!(
            body["type"], 7,
            "{topic}: the help message updated: {body:#}"
        );
        let text = content_of(&body);
        let n = text.chars().count();
        assert!(
            n <= 1_500,
            "{topic} fits one screen ({n} characters):\n{text}"
        );
        assert!(!text.contains("``"), "{topic}: an empty code span:\n{text}");
        let menu = menu_of(&body);
        let picked: Vec<&str> = menu["options"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["default"] == true)
            .map(|o| o["value"].as_str().unwrap())
            .collect();
        assert_eq!(picked, [topic], "the menu stays, {topic} picked: {menu:#}");
        assert_eq!(
            content_of(&s.message(id).unwrap()),
            text,
            "{topic} is on the help message"
        );
        texts.push(text);
    }
    assert_eq!(
        s.public_messages(CHANNEL_ID).len(),
        0,
        "nothing in the channel"
    );

    // Every registered command is described once across the topics.
    let paths = registered_paths(&s);
    assert!(paths.len() > 30, "{paths:?}");
    for path in &paths {
        let found = lines_describing(&texts, path);
        assert_eq!(
            found.len(),
            1,
            "/{} in:\n{}",
            path.join(" "),
            texts.join("\n")
        );
    }
    let all = texts.join("\n");
    assert!(all.contains("(`level` 1-8)"), "the AI's level: {all}");
    assert!(all.contains("**Let it pass**"), "shooting down: {all}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_help_answers_a_pick_privately_and_stays() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "help",
        &[support::standin::Opt::Bool("public", true)],
    );
    let body = s.callback(&sent).await.json.expect("a callback body");
    assert!(!is_ephemeral(&body), "public:true posts it: {body:#}");
    let msg = s.original(&sent).expect("the help's message");
    let before = content_of(&msg);
    assert_eq!(s.public_messages(CHANNEL_ID).len(), 1, "one message");

    let pick = s.choose(BOB, id_of(&msg), MENU, &["missiles"]);
    let body = s.callback(&pick).await.json.expect("a callback body");
    assert_eq!(body["type"], 4, "a new message: {body:#}");
    assert!(is_ephemeral(&body), "to the one who picked: {body:#}");
    assert!(content_of(&body).contains("`/fire"), "{body:#}");
    assert_eq!(content_of(&s.message(id_of(&msg)).unwrap()), before);
    assert_eq!(s.public_messages(CHANNEL_ID).len(), 1, "still one message");
    t.finish().await;
}
