//! What the help end-to-end tests share (`discord_help`,
//! `discord_help_language`): `/help`'s topic menu, read from a message or
//! a callback body.

use serde_json::Value;

/// The custom id of `/help`'s topic menu.
pub const MENU: &str = "help:topic";

/// The select menu (component type 3) of a message or callback body
/// (`data` of a callback). Panics, showing the body, when there is none.
pub fn menu_of(body: &Value) -> Value {
    let msg = if body["data"].is_object() {
        &body["data"]
    } else {
        body
    };
    msg["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .find(|c| c["type"] == 3)
        .unwrap_or_else(|| panic!("no select menu on {body:#}"))
        .clone()
}

/// The labels of the options of the select menu of a message or callback
/// body, in order (the topics, in the reader's language).
pub fn menu_labels(body: &Value) -> Vec<String> {
    menu_of(body)["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| o["label"].as_str().unwrap_or_default().to_string())
        .collect()
}
