//! The commands as registered with Discord: within Discord's limits, each
//! option with its type, choices and bounds (the tournament's and the AI's
//! own), one create subcommand per tournament format, and every command and
//! option docs/DISCORD.md documents registered.

use super::*;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// Every command as sent to Discord.
fn registered() -> Vec<Value> {
    registration(&all())
        .iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect()
}

/// Every command a member can run, by its path (`challenge`, `tournament
/// create swiss`), with its options.
fn leaves() -> BTreeMap<String, Vec<Value>> {
    fn walk(path: &str, options: &[Value], out: &mut BTreeMap<String, Vec<Value>>) {
        let subs: Vec<&Value> = options
            .iter()
            .filter(|o| o["type"] == 1 || o["type"] == 2)
            .collect();
        if subs.is_empty() {
            out.insert(path.to_string(), options.to_vec());
        }
        for s in subs {
            let path = format!("{path} {}", s["name"].as_str().unwrap());
            walk(
                &path,
                s["options"].as_array().map_or(&[], Vec::as_slice),
                out,
            );
        }
    }
    let mut out = BTreeMap::new();
    for c in registered() {
        let options = c["options"].as_array().cloned().unwrap_or_default();
        walk(c["name"].as_str().unwrap(), &options, &mut out);
    }
    out
}

/// The option `name` of command `path`.
fn option(path: &str, name: &str) -> Value {
    leaves()[path]
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("/{path} has no option {name}"))
        .clone()
}

fn names(options: &[Value]) -> Vec<&str> {
    options
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect()
}

fn choice_values(o: &Value) -> Vec<String> {
    o["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| match &c["value"] {
            Value::String(s) => s.clone(),
            v => v.to_string(),
        })
        .collect()
}

/// What breaks one of Discord's limits in command `c` (as registered),
/// each named by where it is: names 1-32 characters, lowercase; descriptions
/// 1-100; at most 25 options (or subcommands) a level and 25 choices an
/// option, choice names 1-100; required options before optional ones; at
/// most 8,000 characters of names, descriptions and choices in all.
fn limit_breaches(c: &Value) -> Vec<String> {
    fn name_ok(n: &str) -> bool {
        (1..=32).contains(&n.chars().count())
            && n.chars()
                .all(|ch| ch == '-' || ch == '_' || ch.is_alphanumeric())
            && n.to_lowercase() == n
    }
    fn walk(at: &str, v: &Value, out: &mut Vec<String>) -> usize {
        let name = v["name"].as_str().unwrap_or("");
        let description = v["description"].as_str().unwrap_or("");
        let at = format!("{at} {name}");
        if !name_ok(name) {
            out.push(format!("{at}: the name must be 1-32 lowercase characters"));
        }
        if !(1..=100).contains(&description.chars().count()) {
            out.push(format!(
                "{at}: the description has {} characters (1-100)",
                description.chars().count()
            ));
        }
        let mut budget = name.chars().count() + description.chars().count();
        let choices = v["choices"].as_array().cloned().unwrap_or_default();
        if choices.len() > 25 {
            out.push(format!("{at}: {} choices (at most 25)", choices.len()));
        }
        for ch in &choices {
            let n = ch["name"].as_str().unwrap_or("");
            if !(1..=100).contains(&n.chars().count()) {
                out.push(format!("{at}: choice name `{n}` (1-100 characters)"));
            }
            let value = match &ch["value"] {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            budget += n.chars().count() + value.chars().count();
        }
        let options = v["options"].as_array().cloned().unwrap_or_default();
        if options.len() > 25 {
            out.push(format!("{at}: {} options (at most 25)", options.len()));
        }
        let required = |o: &Value| o["required"].as_bool().unwrap_or(false);
        if let Some(i) = options.iter().position(|o| !required(o))
            && let Some(late) = options[i..].iter().find(|o| required(o))
        {
            out.push(format!(
                "{at}: required option {} after an optional one",
                late["name"]
            ));
        }
        for o in &options {
            budget += walk(&at, o, out);
        }
        budget
    }
    let mut out = Vec::new();
    let budget = walk("", c, &mut out);
    if budget > 8000 {
        out.push(format!(
            "/{}: {budget} characters of names, descriptions and choices (at most 8,000)",
            c["name"]
        ));
    }
    out
}

#[test]
fn every_command_stays_within_discords_limits() {
    let cmds = registered();
    assert!(cmds.len() <= 100, "at most 100 commands");
    let breaches: Vec<String> = cmds.iter().flat_map(limit_breaches).collect();
    assert!(breaches.is_empty(), "{breaches:#?}");
}

#[test]
fn the_limits_check_finds_what_discord_would_refuse() {
    let mut c = serde_json::to_value(registration(&[help::help()]).remove(0)).unwrap();
    assert!(limit_breaches(&c).is_empty());
    c["name"] = "Help".into();
    c["options"][0]["description"] = "x".repeat(101).into();
    c["options"][0]["choices"] = (0..26)
        .map(|i| serde_json::json!({"name": format!("c{i}"), "value": "y".repeat(400)}))
        .collect();
    let why = limit_breaches(&c).join("\n");
    for what in [
        "1-32 lowercase",
        "101 characters",
        "26 choices",
        "at most 8,000",
    ] {
        assert!(why.contains(what), "{what}: {why}");
    }
}

#[test]
fn each_format_has_its_own_create_subcommand_with_only_its_options() {
    let leaves = leaves();
    let own: [(&str, &[&str]); 5] = [
        ("swiss", &["rounds", "bye", "byes"]),
        ("round-robin", &["double"]),
        ("arena", &["minutes"]),
        (
            "knockout",
            &["best_of", "tiebreak", "seeding", "third_place"],
        ),
        (
            "double-elimination",
            &["best_of", "tiebreak", "seeding", "grand_final"],
        ),
    ];
    let every = [
        "name",
        "preset",
        "time",
        "intercept",
        "king_strikes",
        "rated",
        "starts",
        "max_players",
        "no_show",
        "move_limit",
        "role",
        "min_games",
        "repeat",
        "remind",
        "checkin",
        "winner_role",
    ];
    let format_options: BTreeSet<&str> = own.iter().flat_map(|(_, o)| o.iter().copied()).collect();
    for (format, options) in own {
        let path = format!("tournament create {format}");
        let registered = names(&leaves[&path]);
        let want: BTreeSet<&str> = every.iter().chain(options).copied().collect();
        assert_eq!(
            registered.iter().copied().collect::<BTreeSet<_>>(),
            want,
            "/{path}"
        );
        assert_eq!(registered[0], "name", "/{path}: the name first");
        for o in &format_options {
            assert_eq!(registered.contains(o), options.contains(o), "/{path} {o}");
        }
        // Tournaments stored before the split keep their format's name.
        assert_eq!(
            format
                .parse::<::tournament::Format>()
                .map(::tournament::Format::name),
            Ok(format)
        );
    }
    assert!(
        leaves.keys().all(|k| !k.starts_with("tournament create ")
            || own
                .iter()
                .any(|(f, _)| *k == format!("tournament create {f}"))),
        "no other create subcommand"
    );
    // One edit per format too, with the options every format may change
    // and the format's own.
    let every_edit = [
        "tournament",
        "name",
        "starts",
        "time",
        "max_players",
        "no_show",
        "move_limit",
    ];
    let own_edit: [(&str, &[&str]); 5] = [
        ("swiss", &["rounds", "byes"]),
        ("round-robin", &[]),
        ("arena", &["minutes"]),
        ("knockout", &[]),
        ("double-elimination", &[]),
    ];
    for (format, options) in own_edit {
        let path = format!("tournament edit {format}");
        let registered: BTreeSet<&str> = names(&leaves[&path]).into_iter().collect();
        let want: BTreeSet<&str> = every_edit.iter().chain(options).copied().collect();
        assert_eq!(registered, want, "/{path}");
    }
    assert!(
        leaves.keys().all(|k| !k.starts_with("tournament edit")
            || own_edit
                .iter()
                .any(|(f, _)| *k == format!("tournament edit {f}"))),
        "no other edit subcommand"
    );
}

#[test]
fn choices_are_the_values_members_type() {
    let all_presets: Vec<String> = engine::Preset::ALL
        .iter()
        .map(|p| p.name().to_string())
        .collect();
    for path in ["challenge", "leaderboard", "profile", "season start"] {
        let preset = option(path, "preset");
        assert_eq!(preset["type"], 3, "/{path} preset: a string");
        assert_eq!(choice_values(&preset), all_presets, "/{path}");
    }
    let expect: [(&str, &str, &[&str]); 10] = [
        ("challenge", "color", &["white", "black", "random"]),
        (
            "leaderboard",
            "scope",
            &["server", "global", "season", "puzzles"],
        ),
        ("tournament create swiss", "bye", &["1", "0.5", "0"]),
        (
            "tournament create swiss",
            "repeat",
            &["none", "daily", "weekly", "monthly"],
        ),
        (
            "tournament create knockout",
            "tiebreak",
            &["replay", "armageddon", "seed"],
        ),
        (
            "tournament create knockout",
            "seeding",
            &["rating", "join", "random"],
        ),
        (
            "tournament create double-elimination",
            "grand_final",
            &["double", "simple"],
        ),
        ("tournament create knockout", "best_of", &["1", "3", "5"]),
        (
            "tournament settings",
            "creators",
            &["everyone", "organizers"],
        ),
        ("settings", "web", &["on", "off"]),
    ];
    for (path, name, values) in expect {
        let o = option(path, name);
        assert_eq!(choice_values(&o), values, "/{path} {name}");
        let want_type = if name == "best_of" { 4 } else { 3 };
        assert_eq!(o["type"], want_type, "/{path} {name}");
    }
    assert_eq!(option("challenge", "opponent")["type"], 6, "a user");
    assert_eq!(
        option("tournament create arena", "role")["type"],
        8,
        "a role"
    );
    assert_eq!(
        option("tournament create arena", "rated")["type"],
        5,
        "a boolean"
    );
    assert_eq!(
        option("tournament join", "tournament")["autocomplete"],
        true,
        "tournaments suggested as typed"
    );
    // The daily puzzle's channel: a channel a post can go to (text or
    // announcement), so Discord's picker offers no voice channel or category.
    let channel = option("settings", "puzzle_channel");
    assert_eq!(channel["type"], 7, "a channel");
    assert_eq!(channel["channel_types"], serde_json::json!([0, 5]));
    assert_eq!(
        bounds(
            &option("settings", "puzzle_time"),
            ["min_length", "max_length"]
        ),
        (Some(4.0), Some(5.0)),
        "H:MM to HH:MM"
    );
}

/// `(min_value, max_value)` of an option, or `(min_length, max_length)`.
fn bounds(o: &Value, what: [&str; 2]) -> (Option<f64>, Option<f64>) {
    (o[what[0]].as_f64(), o[what[1]].as_f64())
}

#[test]
fn bounds_are_the_ones_the_bot_checks() {
    let value = ["min_value", "max_value"];
    let length = ["min_length", "max_length"];
    let level = option("challenge", "level");
    assert_eq!(
        bounds(&level, value),
        (
            Some(f64::from(ai::Level::MIN.get())),
            Some(f64::from(ai::Level::MAX.get()))
        )
    );
    assert_eq!(
        bounds(&option("season settings", "top"), value),
        (Some(1.0), Some(f64::from(::season::MAX_TOP)))
    );
    assert_eq!(
        bounds(&option("season start", "name"), length),
        (Some(1.0), Some(::season::MAX_NAME as f64))
    );
    assert_eq!(
        bounds(&option("analyse", "game"), value).0,
        Some(1.0),
        "a game's number"
    );
    use ::tournament::state as t;
    for (path, max_players) in [
        ("swiss", t::MAX_MAX_PLAYERS),
        ("round-robin", t::MAX_MAX_PLAYERS),
        ("arena", t::MAX_MAX_PLAYERS),
        ("knockout", t::MAX_KNOCKOUT_PLAYERS),
        ("double-elimination", t::MAX_KNOCKOUT_PLAYERS),
    ] {
        let create = format!("tournament create {path}");
        let edit = format!("tournament edit {path}");
        for path in [&create, &edit] {
            assert_eq!(
                bounds(&option(path, "name"), length),
                (Some(1.0), Some(t::MAX_NAME_CHARS as f64)),
                "/{path}"
            );
            assert_eq!(
                bounds(&option(path, "max_players"), value),
                (Some(2.0), Some(f64::from(max_players))),
                "/{path}"
            );
        }
        let min_games = option(&format!("tournament create {path}"), "min_games");
        assert_eq!(bounds(&min_games, value).0, Some(0.0), "0 or more");
    }
    for path in ["tournament create swiss", "tournament edit swiss"] {
        let rounds = option(path, "rounds");
        assert_eq!(
            bounds(&rounds, value),
            (Some(1.0), Some(f64::from(t::MAX_ROUNDS)))
        );
        let arena = path.replace("swiss", "arena");
        let minutes = option(&arena, "minutes");
        assert_eq!(
            bounds(&minutes, value),
            (Some(1.0), Some(f64::from(t::MAX_ARENA_MINUTES)))
        );
        let byes = option(path, "byes");
        assert_eq!(bounds(&byes, value).0, Some(0.0), "0: no byes");
    }
}

/// Every option of every command is registered as the type poise parses
/// it as (a mismatch makes poise refuse the command at every use: "options
/// do not match").
#[test]
fn every_option_is_registered_as_the_type_poise_parses() {
    fn check(path: &str, c: &poise::Command<SharedData, Error>, reg: &Value) {
        if !c.subcommands.is_empty() {
            for sub in &c.subcommands {
                let r = reg["options"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|o| o["name"] == *sub.name)
                    .unwrap_or_else(|| panic!("/{path} {}", sub.name));
                check(&format!("{path} {}", sub.name), sub, r);
            }
            return;
        }
        let options = reg["options"].as_array().cloned().unwrap_or_default();
        assert_eq!(options.len(), c.parameters.len(), "/{path}");
        for (o, p) in options.iter().zip(&c.parameters) {
            assert_eq!(o["name"], p.name.as_ref() as &str, "/{path}");
            let d = p.description.as_deref().expect("every option is described");
            assert_eq!(o["description"], d, "/{path} {}", p.name);
            assert_eq!(o["required"].as_bool().unwrap_or(false), p.required);
        }
    }
    let cmds = all();
    for (c, reg) in cmds.iter().zip(registered()) {
        check(&c.name, c, &reg);
    }
}

/// The commands of docs/DISCORD.md's reference table ("Every command and
/// its options"): each row's command path and its options.
fn documented_table(doc: &str) -> BTreeMap<String, BTreeSet<String>> {
    let start = doc
        .find("### Every command and its options")
        .expect("docs/DISCORD.md has the reference table");
    let mut out = BTreeMap::new();
    for line in doc[start..].lines().skip(1) {
        if line.starts_with("### ") {
            break;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let [_, command, options, ..] = cells.as_slice() else {
            continue;
        };
        let Some(path) = command.strip_prefix("`/").and_then(|c| c.strip_suffix('`')) else {
            continue;
        };
        let options = options
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|o| o.trim_end_matches(':').to_string())
            .collect();
        out.insert(path.to_string(), options);
    }
    out
}

/// `/command sub option:value ...` spans of the prose: the command path
/// (the longest registered one the span starts with) and the options the
/// span gives it.
fn documented_uses(doc: &str, paths: &BTreeSet<String>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for span in doc.split('`').skip(1).step_by(2) {
        let Some(rest) = span.strip_prefix('/') else {
            continue;
        };
        let words: Vec<&str> = rest.split_whitespace().collect();
        let Some(n) = (1..=words.len().min(3))
            .rev()
            .find(|&n| paths.contains(&words[..n].join(" ")))
        else {
            continue;
        };
        let path = words[..n].join(" ");
        for w in &words[n..] {
            if let Some((name, _)) = w.split_once(':')
                && !name.is_empty()
                && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            {
                out.push((path.clone(), name.to_string()));
            }
        }
    }
    out
}

#[test]
fn every_option_documented_in_discord_md_is_registered() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/DISCORD.md"
    ))
    .unwrap();
    let leaves = leaves();
    let table = documented_table(&doc);
    let registered: BTreeMap<String, BTreeSet<String>> = leaves
        .iter()
        .map(|(path, options)| {
            let names = names(options).into_iter().map(str::to_string).collect();
            (path.clone(), names)
        })
        .collect();
    for (path, options) in &table {
        let Some(have) = registered.get(path) else {
            panic!("docs/DISCORD.md documents /{path}, which is not registered");
        };
        assert_eq!(options, have, "/{path}: documented against registered");
    }
    for path in registered.keys() {
        assert!(
            table.contains_key(path),
            "/{path} is registered but not in docs/DISCORD.md's table"
        );
    }
    // Including a group's path (`tournament create`) for spans that name
    // a group and then a format.
    let paths: BTreeSet<String> = registered.keys().cloned().collect();
    let uses = documented_uses(&doc, &paths);
    assert!(uses.len() > 20, "the prose gives options: {uses:?}");
    for (path, name) in uses {
        assert!(
            registered[&path].contains(&name),
            "docs/DISCORD.md gives `/{path} {name}:`, but /{path} has no option {name}"
        );
    }
}

#[test]
fn challenge_registers_its_parameters_descriptions() {
    let cmd = game::challenge();
    let options = leaves()["challenge"].clone();
    assert_eq!(options.len(), cmd.parameters.len());
    for (o, p) in options.iter().zip(&cmd.parameters) {
        assert_eq!(o["name"], p.name.as_ref() as &str);
        let d = p.description.as_deref().expect("every option is described");
        assert_eq!(o["description"], d);
    }
    assert!(options.iter().all(|o| o["required"] != true));
}
