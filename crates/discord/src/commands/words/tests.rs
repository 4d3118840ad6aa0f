//! Every command, subcommand, option and choice as registered carries its
//! name and description in every shipped locale, within Discord's rules
//! for each locale: names 1-32 lowercase letters, digits, `-` `_` `'`;
//! option names unique within their command (and distinct from the other
//! options' canonical names); descriptions and choice names 1-100
//! characters; at most 8,000 characters a command, each field counted at
//! its longest locale (Discord's documentation: "only the longest
//! localization for each field (including the default value) is counted").

use super::super::{all, registration};
use super::*;
use crate::data::{Error, SharedData};
use std::collections::BTreeSet;

/// Every command as sent to Discord.
fn registered() -> Vec<Value> {
    registration(&all())
}

/// Discord's naming rule for a slash command's or option's name: the
/// regex `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, and lowercase
/// where the letter has a lowercase form.
fn name_ok(n: &str) -> bool {
    (1..=32).contains(&n.chars().count())
        && n.chars()
            .all(|ch| matches!(ch, '-' | '_' | '\'') || ch.is_alphanumeric())
        && n.to_lowercase() == n
}

fn codes() -> BTreeSet<String> {
    Locale::ALL.iter().map(|l| l.code().to_string()).collect()
}

/// The localizations `field` of `v`, by locale code.
fn localized<'v>(v: &'v Value, field: &str) -> Vec<(&'v str, &'v str)> {
    v[field]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, s)| (k.as_str(), s.as_str().unwrap_or("")))
        .collect()
}

/// What breaks Discord's rules in command `c`, each named by its place,
/// and the command's size (each field at its longest locale).
fn breaches(c: &Value) -> (Vec<String>, usize) {
    fn longest(v: &Value, field: &str, localizations: &str) -> usize {
        let default = v[field].as_str().unwrap_or("").chars().count();
        localized(v, localizations)
            .iter()
            .map(|(_, s)| s.chars().count())
            .fold(default, usize::max)
    }
    fn every_locale(at: &str, v: &Value, field: &str, out: &mut Vec<String>) {
        let have: BTreeSet<String> = localized(v, field)
            .iter()
            .map(|(k, _)| k.to_string())
            .collect();
        if have != codes() {
            out.push(format!(
                "{at}: {field} has {have:?}, not every shipped locale"
            ));
        }
        for (l, s) in localized(v, field) {
            if s.contains('⟦') {
                out.push(format!("{at}: {field} {l} is a missing message {s}"));
            }
        }
    }
    fn walk(at: &str, v: &Value, out: &mut Vec<String>) -> usize {
        let at = format!("{at} {}", v["name"].as_str().unwrap_or(""));
        every_locale(&at, v, "name_localizations", out);
        every_locale(&at, v, "description_localizations", out);
        for (l, n) in localized(v, "name_localizations") {
            if !name_ok(n) {
                out.push(format!("{at}: {l} name `{n}` (1-32 lowercase, no spaces)"));
            }
        }
        for (l, d) in localized(v, "description_localizations") {
            if !(1..=100).contains(&d.chars().count()) {
                out.push(format!(
                    "{at}: {l} description of {} characters",
                    d.chars().count()
                ));
            }
        }
        let mut size = longest(v, "name", "name_localizations")
            + longest(v, "description", "description_localizations");
        for ch in v["choices"].as_array().into_iter().flatten() {
            every_locale(
                &format!("{at} choice {}", ch["name"]),
                ch,
                "name_localizations",
                out,
            );
            for (l, n) in localized(ch, "name_localizations") {
                if !(1..=100).contains(&n.chars().count()) {
                    out.push(format!("{at}: {l} choice name `{n}` (1-100 characters)"));
                }
            }
            let value = match &ch["value"] {
                Value::String(s) => s.chars().count(),
                other => other.to_string().len(),
            };
            size += longest(ch, "name", "name_localizations") + value;
        }
        let options = v["options"].as_array().cloned().unwrap_or_default();
        let defaults: Vec<&str> = options
            .iter()
            .map(|o| o["name"].as_str().unwrap_or(""))
            .collect();
        for code in codes() {
            let mut seen = BTreeSet::new();
            for (i, o) in options.iter().enumerate() {
                let n = o["name_localizations"][&code].as_str().unwrap_or("");
                if !seen.insert(n) {
                    out.push(format!("{at}: {code} names two options `{n}`"));
                }
                if defaults.iter().enumerate().any(|(j, d)| j != i && *d == n) {
                    out.push(format!(
                        "{at}: {code} names option {} `{n}`, another option's name",
                        defaults[i]
                    ));
                }
            }
        }
        for o in &options {
            size += walk(&at, o, out);
        }
        size
    }
    let mut out = Vec::new();
    let size = walk("", c, &mut out);
    if size > 8000 {
        out.push(format!(
            "/{}: {size} characters, each field at its longest locale (at most 8,000)",
            c["name"]
        ));
    }
    (out, size)
}

#[test]
fn every_command_in_every_locale_keeps_discords_rules() {
    let cmds = registered();
    let mut breaches: Vec<String> = cmds.iter().flat_map(|c| breaches(c).0).collect();
    // Two commands may not share a name in any language.
    for code in codes() {
        let mut seen = BTreeSet::new();
        for c in &cmds {
            let n = c["name_localizations"][&code].as_str().unwrap_or("");
            if !seen.insert(n) {
                breaches.push(format!("{code} names two commands /{n}"));
            }
        }
    }
    assert!(breaches.is_empty(), "{breaches:#?}");
}

#[test]
fn the_check_finds_what_discord_would_refuse() {
    let mut c = registration(&[super::super::help::help()]).remove(0);
    assert!(breaches(&c).0.is_empty());
    c["name_localizations"]["de"] = "Hilfe".into();
    c["name_localizations"]["fr"] = "aide moi".into();
    c["options"][0]["description_localizations"]["ru"] = "ы".repeat(101).into();
    c["options"][0]["name_localizations"]
        .as_object_mut()
        .unwrap()
        .remove("ja");
    c["description_localizations"]["it"] = "x".repeat(100).into();
    c["options"][0]["choices"] = (0..2)
        .map(|i| {
            serde_json::json!({"name": format!("c{i}"), "value": "y".repeat(4000),
            "name_localizations": {"de": "z"}})
        })
        .collect();
    let why = breaches(&c).0.join("\n");
    for what in [
        "de name `Hilfe`",
        "fr name `aide moi`",
        "ru description of 101",
        "not every shipped locale",
        "at most 8,000",
    ] {
        assert!(why.contains(what), "{what}: {why}");
    }
    let mut two = registration(&[super::super::game::challenge()]).remove(0);
    two["options"][1]["name_localizations"]["nl"] =
        two["options"][0]["name_localizations"]["nl"].clone();
    two["options"][2]["name_localizations"]["pl"] = "opponent".into();
    let why = breaches(&two).0.join("\n");
    assert!(why.contains("nl names two options"), "{why}");
    assert!(why.contains("another option's name"), "{why}");
}

/// en-US's messages are today's names and descriptions: the canonical
/// ones Discord shows by default and sends back.
#[test]
fn en_us_says_the_canonical_names_and_descriptions() {
    fn walk(v: &Value, out: &mut Vec<String>) {
        for (field, localizations) in [
            ("name", "name_localizations"),
            ("description", "description_localizations"),
        ] {
            let en = v[localizations]["en-US"].as_str();
            if en != v[field].as_str() {
                out.push(format!(
                    "{}: en-US {field} {en:?}, registered {}",
                    v["name"], v[field]
                ));
            }
        }
        for ch in v["choices"].as_array().into_iter().flatten() {
            if ch["name_localizations"]["en-US"] != ch["name"] {
                out.push(format!("{}: choice {}", v["name"], ch["name"]));
            }
        }
        for o in v["options"].as_array().into_iter().flatten() {
            walk(o, out);
        }
    }
    let mut out = Vec::new();
    for c in registered() {
        walk(&c, &mut out);
    }
    assert!(out.is_empty(), "{out:#?}");
}

/// Every message of `commands.ftl` is one the registration asks for (no
/// stale message a translator would translate for nothing).
#[test]
fn every_command_message_is_used() {
    fn walk(v: &Value, path: &[String], used: &mut BTreeSet<String>) {
        for o in v["options"].as_array().into_iter().flatten() {
            let name = o["name"].as_str().unwrap().to_string();
            if is_subcommand(o) {
                let mut path = path.to_vec();
                path.push(name);
                used.insert(command_id(&path));
                walk(o, &path, used);
            } else {
                used.insert(option_id(path, &name));
                if !SAID_AS_THEY_ARE.contains(&name.as_str()) {
                    for ch in o["choices"].as_array().into_iter().flatten() {
                        let value = ch["value"]
                            .as_str()
                            .map_or(ch["value"].to_string(), str::to_string);
                        used.insert(choice_id(&name, &value));
                    }
                }
            }
        }
    }
    let mut used = BTreeSet::new();
    for c in registered() {
        let path = vec![c["name"].as_str().unwrap().to_string()];
        used.insert(command_id(&path));
        walk(&c, &path, &mut used);
    }
    let (_, text) = locale::files_of("en-US")
        .find(|(name, _)| *name == "commands.ftl")
        .expect("en-US has commands.ftl");
    let defined: BTreeSet<String> = text
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.to_string()))
        .collect();
    let unused: Vec<&String> = defined.difference(&used).collect();
    assert!(unused.is_empty(), "not asked for: {unused:?}");
    let missing: Vec<&String> = used.difference(&defined).collect();
    assert!(missing.is_empty(), "not in en-US: {missing:?}");
}

/// What the bot parses is the canonical name: Discord sends it in every
/// interaction, in whatever language the member's client is. The
/// registered names are poise's (which it matches an interaction's
/// against), the localized ones only beside them.
#[test]
fn the_names_poise_matches_are_the_registered_canonical_names() {
    fn names(cmd: &poise::Command<SharedData, Error>, prefix: &str, out: &mut BTreeSet<String>) {
        let path = format!("{prefix}{}", cmd.name);
        out.insert(path.clone());
        for s in &cmd.subcommands {
            names(s, &format!("{path} "), out);
        }
    }
    fn registered_paths(v: &Value, prefix: &str, out: &mut BTreeSet<String>) {
        let path = format!("{prefix}{}", v["name"].as_str().unwrap());
        out.insert(path.clone());
        for o in v["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| is_subcommand(o))
        {
            registered_paths(o, &format!("{path} "), out);
        }
    }
    let mut poise_names = BTreeSet::new();
    for c in all() {
        names(&c, "", &mut poise_names);
    }
    let mut sent = BTreeSet::new();
    for c in registered() {
        registered_paths(&c, "", &mut sent);
        let de = c["name_localizations"]["de"].as_str().unwrap().to_string();
        let fr = c["name_localizations"]["fr"].as_str().unwrap().to_string();
        assert!(
            de == c["name"] || !poise_names.contains(&de),
            "German /{de} would also be an English command"
        );
        assert!(fr == c["name"] || !poise_names.contains(&fr), "{fr}");
    }
    assert_eq!(sent, poise_names);
    // An interaction is found by its canonical name and subcommand.
    let cmds = all();
    let t = cmds.iter().find(|c| c.name == "tournament").unwrap();
    let create = t.subcommands.iter().find(|c| c.name == "create").unwrap();
    assert!(create.subcommands.iter().any(|c| c.name == "round-robin"));
}

#[test]
fn a_shipped_locale_is_a_discord_locale_key() {
    let c = &registered()[0];
    let keys: BTreeSet<String> = localized(c, "name_localizations")
        .iter()
        .map(|(k, _)| k.to_string())
        .collect();
    assert_eq!(keys, codes());
    for k in &keys {
        assert_eq!(Locale::from_discord(k).map(|l| l.code()), Some(k.as_str()));
    }
}
