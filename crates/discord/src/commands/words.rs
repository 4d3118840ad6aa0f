//! The slash commands' names and descriptions in every shipped language,
//! from `locales/<locale>/commands.ftl`: [`localize`] fills a command as
//! registered (its JSON) with `name_localizations` and
//! `description_localizations` for itself, each subcommand and option, and
//! `name_localizations` for each choice.
//!
//! The message of each part is named by its place (one scheme, so one
//! walk fills every command):
//!
//! - a command or subcommand: `command-<path>` (`command-challenge`,
//!   `command-tournament-create-swiss`), its name the message's value and
//!   its description the `.description` attribute;
//! - an option `<o>` of command `<path>`: the most specific of
//!   `option-<path>-<o>`, `option-<path minus its last word>-<o>`, ...,
//!   `option-<o>` that en-US has (an option that reads the same in many
//!   commands, `public`, `tournament`, is one message), value and
//!   `.description` as a command's;
//! - a choice `<v>` of option `<o>`: `choice-<o>-<v>`, its name; except
//!   the choices of [`SAID_AS_THEY_ARE`], whose names are the same in
//!   every language.
//!
//! Discord sends the canonical (en-US) names in every interaction, whatever
//! the member's language, and a choice's value, never its name: what the
//! bot parses is the same in every language. en-US's messages are the
//! canonical names and descriptions (a test holds them equal).

use locale::Locale;
use serde_json::{Map, Value};

/// Options whose choices are shown as they are in every language: the
/// games' names (`cruise`, `chess`: the names the bot's texts and the
/// rules use), numbers (`bye:0.5`, `best_of:3`) and the languages (each by
/// its own name).
pub(crate) const SAID_AS_THEY_ARE: &[&str] = &["preset", "bye", "best_of", "language"];

/// Option types that are subcommands (1) or subcommand groups (2).
fn is_subcommand(v: &Value) -> bool {
    matches!(v["type"].as_u64(), Some(1 | 2))
}

/// Fills `command` (a command as registered with Discord) with its
/// localizations, for every shipped locale.
pub(crate) fn localize(command: &mut Value) {
    let name = command["name"].as_str().unwrap_or_default().to_string();
    let path = vec![name];
    said(command, &command_id(&path));
    options(command, &path);
}

/// The options (or subcommands) of the command at `path`.
fn options(v: &mut Value, path: &[String]) {
    let Some(list) = v.get_mut("options").and_then(Value::as_array_mut) else {
        return;
    };
    for o in list {
        let name = o["name"].as_str().unwrap_or_default().to_string();
        if is_subcommand(o) {
            let mut path = path.to_vec();
            path.push(name);
            said(o, &command_id(&path));
            options(o, &path);
        } else {
            said(o, &option_id(path, &name));
            choices(o, &name);
        }
    }
}

/// The choices of option `option`.
fn choices(o: &mut Value, option: &str) {
    let Some(choices) = o.get_mut("choices").and_then(Value::as_array_mut) else {
        return;
    };
    for c in choices {
        let name = c["name"].as_str().unwrap_or_default().to_string();
        let names: Map<String, Value> = if SAID_AS_THEY_ARE.contains(&option) {
            Locale::ALL
                .iter()
                .map(|l| (l.code().to_string(), Value::from(name.as_str())))
                .collect()
        } else {
            let value = match &c["value"] {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            every_locale(&choice_id(option, &value))
        };
        c["name_localizations"] = Value::Object(names);
    }
}

/// Sets `v`'s name and description localizations from message `id`.
fn said(v: &mut Value, id: &str) {
    v["name_localizations"] = Value::Object(every_locale(id));
    v["description_localizations"] = Value::Object(every_locale(&format!("{id}.description")));
}

/// Message `id` in every shipped locale, by Discord's locale codes.
fn every_locale(id: &str) -> Map<String, Value> {
    Locale::ALL
        .iter()
        .map(|&l| (l.code().to_string(), Value::from(locale::text(l, id, &[]))))
        .collect()
}

/// The message of the command (or subcommand) at `path`.
pub(crate) fn command_id(path: &[String]) -> String {
    format!("command-{}", path.join("-"))
}

/// The message of option `option` of the command at `path`: the most
/// specific one en-US has (see the module's header), else the most
/// specific one (which then says `⟦id⟧`, and the tests fail).
pub(crate) fn option_id(path: &[String], option: &str) -> String {
    let id = |n: usize| match n {
        0 => format!("option-{option}"),
        n => format!("option-{}-{option}", path[..n].join("-")),
    };
    (0..=path.len())
        .rev()
        .map(id)
        .find(|id| in_en_us(id))
        .unwrap_or_else(|| id(path.len()))
}

/// The message of the choice whose value is `value` of option `option`.
pub(crate) fn choice_id(option: &str, value: &str) -> String {
    format!("choice-{option}-{value}")
}

/// Whether en-US has message `id` (a missing one is said `⟦id⟧`).
fn in_en_us(id: &str) -> bool {
    locale::text(Locale::EnUs, id, &[]) != format!("⟦{id}⟧")
}

#[cfg(test)]
mod tests;
