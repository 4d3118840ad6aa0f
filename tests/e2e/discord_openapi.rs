//! The Discord stand-in holds every request to Discord's own API
//! description (tests/e2e/support/openapi.rs): it refuses what the description
//! refuses, 400 50035 `Invalid Form Body` with Discord's nested errors (or
//! 404 for a route Discord does not have), lets through what it allows,
//! and a refusal a test did not take fails that test.

use crate::support;

use serde_json::{Value, json};
use std::time::Instant;
use support::openapi::{self, Refusal};
use support::standin::{Fault, StandIn, TEST_TOKEN};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const CREATE: &str = "/api/v10/channels/1300000000000000100/messages";

fn refused(method: &str, path: &str, query: &str, body: Option<&Value>) -> Refusal {
    openapi::check(method, path, query, body)
        .err()
        .unwrap_or_else(|| panic!("{method} {path}?{query} {body:?} passed"))
}

fn passes(method: &str, path: &str, query: &str, body: Option<&Value>) {
    if let Err(r) = openapi::check(method, path, query, body) {
        panic!("{r}");
    }
}

/// The error list Discord puts under `errors` at `keys`.
fn field_errors<'a>(answer: &'a Value, keys: &[&str]) -> &'a Vec<Value> {
    let mut node = &answer["errors"];
    for k in keys {
        node = &node[*k];
    }
    node["_errors"]
        .as_array()
        .unwrap_or_else(|| panic!("no errors at {keys:?} in {answer}"))
}

/// A body the bot sends: a board with buttons and pings for two players.
fn typical_message() -> Value {
    json!({
        "content": "**Alice** (White) vs **Bob** (Black): <@1300000000000000001> to move.",
        "tts": false,
        "allowed_mentions": {"parse": [], "users": ["1300000000000000001", "1300000000000000002"]},
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Resign", "custom_id": "resign:42"},
            {"type": 2, "style": 2, "label": "Offer draw", "custom_id": "draw:42"}
        ]}],
        "embeds": [{"title": "Game 42", "description": "Move 12", "color": 3447003}],
        "attachments": [{"id": 0, "filename": "board.png"}],
        "nonce": "1300000000000000777",
        "enforce_nonce": true
    })
}

#[test]
fn a_message_body_the_bot_sends_passes() {
    passes("POST", CREATE, "", Some(&typical_message()));
    passes(
        "PATCH",
        "/api/v10/channels/1300000000000000100/messages/1300000000000000200",
        "",
        Some(&json!({"content": "edited", "components": []})),
    );
}

#[test]
fn allowed_mentions_of_101_users_is_refused_as_discord_does() {
    let users: Vec<String> = (0..101)
        .map(|i| (1300000000000000001u64 + i).to_string())
        .collect();
    let mut body = typical_message();
    body["allowed_mentions"]["users"] = json!(users);
    let r = refused("POST", CREATE, "", Some(&body));
    assert_eq!(r.status, 400);
    assert_eq!(r.answer["code"], 50035);
    assert_eq!(r.answer["message"], "Invalid Form Body");
    let errs = field_errors(&r.answer, &["allowed_mentions", "users"]);
    assert_eq!(errs[0]["code"], "BASE_TYPE_MAX_LENGTH", "{}", r.answer);
    assert!(r.reason.contains("allowed_mentions.users"), "{}", r.reason);
    // 100 are allowed.
    body["allowed_mentions"]["users"] = json!(users[..100]);
    passes("POST", CREATE, "", Some(&body));
}

#[test]
fn content_over_the_described_length_is_refused() {
    // The description allows 4,000 characters (the stand-in's own rule
    // for bots, 2,000, is stricter and stays).
    let r = refused(
        "POST",
        CREATE,
        "",
        Some(&json!({"content": "x".repeat(4001)})),
    );
    assert_eq!(r.answer["code"], 50035);
    field_errors(&r.answer, &["content"]);
    passes(
        "POST",
        CREATE,
        "",
        Some(&json!({"content": "x".repeat(4000)})),
    );
}

#[test]
fn limits_on_nonces_components_labels_and_custom_ids_are_enforced() {
    let r = refused(
        "POST",
        CREATE,
        "",
        Some(&json!({"content": "x", "nonce": "x".repeat(26)})),
    );
    field_errors(&r.answer, &["nonce"]);
    let button = |label: String, id: String| {
        json!({"content": "x", "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": label, "custom_id": id}
        ]}]})
    };
    let long_id = refused(
        "POST",
        CREATE,
        "",
        Some(&button("ok".into(), "i".repeat(101))),
    );
    field_errors(
        &long_id.answer,
        &["components", "0", "components", "0", "custom_id"],
    );
    let long_label = refused(
        "POST",
        CREATE,
        "",
        Some(&button("l".repeat(81), "id".into())),
    );
    field_errors(
        &long_label.answer,
        &["components", "0", "components", "0", "label"],
    );
    let eleven_embeds: Vec<Value> = (0..11).map(|_| json!({"title": "t"})).collect();
    let r = refused(
        "POST",
        CREATE,
        "",
        Some(&json!({"content": "x", "embeds": eleven_embeds})),
    );
    field_errors(&r.answer, &["embeds"]);
    // An interaction callback of an unknown type is refused; a deferred
    // one passes.
    let cb = "/api/v10/interactions/1300000000000000300/aW50ZXJhY3Rpb24/callback";
    refused("POST", cb, "", Some(&json!({"type": 99})));
    passes("POST", cb, "", Some(&json!({"type": 5})));
}

#[test]
fn routes_methods_and_parameters_are_those_discord_has() {
    let r = refused(
        "POST",
        "/api/v10/channels/1300000000000000100/teleport",
        "",
        None,
    );
    assert_eq!(r.status, 404);
    assert_eq!(r.answer, json!({"message": "404: Not Found", "code": 0}));
    let r = refused("GET", "/channels/1300000000000000100", "", None);
    assert_eq!(r.status, 404, "without /api/v10");
    let r = refused(
        "PUT",
        "/api/v10/channels/1300000000000000100/messages",
        "",
        None,
    );
    assert_eq!(r.status, 405);
    // A channel id that is no snowflake.
    let r = refused("GET", "/api/v10/channels/games", "", None);
    assert_eq!(r.status, 400);
    field_errors(&r.answer, &["channel_id"]);
    // `limit` is 1..=100.
    let list = "/api/v10/channels/1300000000000000100/messages";
    passes("GET", list, "limit=100", None);
    let r = refused("GET", list, "limit=101", None);
    field_errors(&r.answer, &["limit"]);
    refused("GET", list, "before=yesterday", None);
    // `@original` is the literal route, not a message id.
    passes(
        "PATCH",
        "/api/v10/webhooks/1300000000000000010/aW50ZXJhY3Rpb24/messages/@original",
        "",
        Some(&json!({"content": "done"})),
    );
    assert!(openapi::operations().contains(&"POST /channels/{channel_id}/messages".to_string()));
}

/// Validating a typical message body is cheap: the schemas are compiled
/// once per process.
#[test]
fn validating_a_message_body_takes_microseconds() {
    openapi::warm_up();
    let body = typical_message();
    let n = 2000;
    let t = Instant::now();
    for _ in 0..n {
        passes("POST", CREATE, "", Some(&body));
    }
    let each = t.elapsed() / n;
    eprintln!("one message create checked in {each:?}");
    assert!(each.as_millis() < 5, "{each:?} per check");
}

/// One HTTP/1.1 request to the stand-in: (status, JSON answer).
async fn raw(s: &StandIn, method: &str, path: &str, body: &Value) -> (u16, Value) {
    let addr = s.base().trim_start_matches("http://").to_string();
    let mut tcp = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let body = body.to_string();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot {TEST_TOKEN}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    tcp.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tcp.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out);
    let status = text[9..12].parse().unwrap();
    let json = text
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

#[tokio::test]
async fn the_stand_in_answers_a_refused_request_as_discord_and_records_it() {
    let s = StandIn::start().await;
    let users: Vec<String> = (0..101)
        .map(|i| (1300000000000000001u64 + i).to_string())
        .collect();
    let (status, answer) = raw(
        &s,
        "POST",
        &format!(
            "/api/v10/channels/{}/messages",
            support::payloads::CHANNEL_ID
        ),
        &json!({"content": "hi", "allowed_mentions": {"users": users}}),
    )
    .await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["code"], 50035);
    field_errors(&answer, &["allowed_mentions", "users"]);
    // Nothing was posted, and the request is on record with its fault.
    assert!(s.public_messages(support::payloads::CHANNEL_ID).is_empty());
    let rec = s.requests();
    assert_eq!(rec.len(), 1);
    assert_eq!(rec[0].fault, Some(Fault::Refused));
    assert_eq!(rec[0].error_code(), Some(50035));
    // An unknown route: 404.
    let (status, _) = raw(&s, "POST", "/api/v10/channels/1/teleport", &json!({})).await;
    assert_eq!(status, 404);
    // A valid body goes through to the stand-in's own model.
    let (status, msg) = raw(
        &s,
        "POST",
        &format!(
            "/api/v10/channels/{}/messages",
            support::payloads::CHANNEL_ID
        ),
        &json!({"content": "hi", "allowed_mentions": {"users": users[..100]}}),
    )
    .await;
    assert_eq!(status, 200, "{msg}");
    assert_eq!(msg["content"], "hi");
    let taken = s.take_refusals();
    assert_eq!(taken.len(), 2, "{taken:?}");
    assert!(
        taken[0].reason.contains("allowed_mentions.users"),
        "{}",
        taken[0]
    );
    assert!(taken[1].path.ends_with("/teleport"));
}

#[test]
fn a_refusal_nobody_took_fails_the_test_with_its_route_and_reason() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let s = rt.block_on(async {
        let s = StandIn::start().await;
        let (status, _) = raw(
            &s,
            "POST",
            "/api/v10/channels/1300000000000000100/messages",
            &json!({"content": "x", "nonce": "n".repeat(30)}),
        )
        .await;
        assert_eq!(status, 400);
        s
    });
    let dropped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(s)));
    let message = dropped
        .expect_err("dropping a stand-in with an untaken refusal fails the test")
        .downcast::<String>()
        .map(|b| *b)
        .unwrap_or_default();
    assert!(
        message.contains("POST /api/v10/channels/1300000000000000100/messages"),
        "{message}"
    );
    assert!(message.contains("nonce"), "{message}");
}

/// A slash command's localizations are held to Discord's rules: locale
/// keys are Discord's locales, names keep the naming rule (lowercase, no
/// spaces, 1-32) and descriptions 1-100 characters; a choice's name is
/// free text. Refused as Discord refuses a registration: 400 50035.
#[test]
fn command_localizations_are_held_to_discords_rules() {
    let path = format!(
        "/api/v10/applications/{}/commands",
        support::payloads::BOT_ID
    );
    let command = || {
        json!([{
            "name": "board", "type": 1, "description": "Show the board",
            "name_localizations": {"de": "brett", "ja": "盤面", "uk": "ім'я", "fr": "plateau"},
            "description_localizations": {"de": "Zeig das Brett", "zh-CN": "显示棋盘"},
            "options": [{
                "type": 3, "name": "color", "description": "Your colour",
                "name_localizations": {"fr": "couleur", "pt-BR": "cor"},
                "description_localizations": {"fr": "Ta couleur"},
                "choices": [{"name": "white", "value": "white",
                    "name_localizations": {"fr": "Blancs (au trait)", "ru": "белые"}}]
            }]
        }])
    };
    passes("PUT", &path, "", Some(&command()));
    let cases: [(&str, Value); 7] = [
        ("/0/name_localizations/de", json!("Brett")),
        ("/0/name_localizations/fr", json!("mon plateau")),
        ("/0/name_localizations/xx", json!("board")),
        ("/0/description_localizations/de", json!("")),
        ("/0/options/0/name_localizations/fr", json!("Couleur")),
        (
            "/0/options/0/choices/0/name_localizations/en",
            json!("white"),
        ),
        ("/0/name_localizations/it", json!("x".repeat(33))),
    ];
    for (pointer, value) in cases {
        let mut body = command();
        let (parent, key) = pointer.rsplit_once('/').unwrap();
        body.pointer_mut(parent).unwrap()[key] = value.clone();
        let r = refused("PUT", &path, "", Some(&body));
        assert_eq!(r.status, 400, "{pointer} {value}: {r}");
        assert_eq!(r.answer["code"], 50035, "{pointer}");
    }
    // The command's own name keeps the rule too.
    let mut body = command();
    body[0]["name"] = json!("Board");
    assert_eq!(refused("PUT", &path, "", Some(&body)).status, 400);
}
