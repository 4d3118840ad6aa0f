//! What Discord's client can send: an interaction reaches the bot only if a
//! member could have built it in Discord's client from the commands the
//! bot registered (which the stand-in stores). The client offers
//!
//! - only registered commands, and of a command with subcommands (or
//!   subcommand groups) only a whole subcommand (`/tournament create
//!   swiss`, never `/tournament create` alone);
//! - only the subcommand's registered options, each once;
//! - a value of the option's registered type (text, integer, number,
//!   boolean, user, role);
//! - of an option with choices, only one of its choices;
//! - numbers within `min_value`..`max_value`, text within
//!   `min_length`..`max_length` characters;
//! - a command only once every required option is filled in;
//! - autocomplete only on an option registered with `autocomplete`.
//!
//! [`check_command`] applies these rules to what a test asks the stand-in
//! to send (`StandIn::slash`, `autocomplete`); a refusal names the command,
//! the option and the rule ("/tournament create swiss: `rounds` = 0 is
//! below its min_value 1; Discord's client would not send it") and the
//! stand-in panics with it, so a test cannot pass by sending what no member
//! could. [`check`] is the same without a stand-in, for tests of the rules.

use super::standin::{Opt, StandIn};
use serde_json::Value;

/// Application command option types, as Discord numbers them.
mod kind {
    pub const SUB_COMMAND: u64 = 1;
    pub const SUB_COMMAND_GROUP: u64 = 2;
    pub const STRING: u64 = 3;
    pub const INTEGER: u64 = 4;
    pub const BOOLEAN: u64 = 5;
    pub const USER: u64 = 6;
    pub const CHANNEL: u64 = 7;
    pub const ROLE: u64 = 8;
    pub const NUMBER: u64 = 10;
}

/// What the client says of an option type, in a refusal.
fn kind_name(ty: u64) -> &'static str {
    match ty {
        kind::STRING => "text",
        kind::INTEGER => "an integer",
        kind::BOOLEAN => "a boolean",
        kind::USER => "a user",
        kind::ROLE => "a role",
        kind::NUMBER => "a number",
        kind::CHANNEL => "a channel",
        9 => "a mentionable",
        11 => "an attachment",
        _ => "another type",
    }
}

/// The type of a value a test gives.
fn given_kind(o: &Opt) -> &'static str {
    match o {
        Opt::Str(..) => "text",
        Opt::Int(..) => "an integer",
        Opt::Bool(..) => "a boolean",
        Opt::User(..) => "a user",
        Opt::Channel(..) => "a channel",
    }
}

fn opt_name(o: &Opt) -> &'static str {
    match o {
        Opt::Str(n, _)
        | Opt::Int(n, _)
        | Opt::Bool(n, _)
        | Opt::User(n, _)
        | Opt::Channel(n, _) => n,
    }
}

/// The refusal: `/<command>: <what>; Discord's client would not send it`.
fn refuse(command: &str, what: String) -> String {
    format!("/{command}: {what}; Discord's client would not send it")
}

/// Whether command `name` (`challenge`, `tournament create swiss`) with
/// `opts` could come from Discord's client, given the commands the bot
/// registered; `focused`: the option being typed (an autocomplete
/// interaction). `Err` says what the client would refuse.
pub fn check(
    registered: &[Value],
    name: &str,
    opts: &[Opt],
    focused: Option<&str>,
) -> Result<(), String> {
    let top = name.split(' ').next().unwrap_or_default();
    let def = registered
        .iter()
        .find(|c| c["name"] == top)
        .ok_or_else(|| refuse(name, "no such command is registered".to_string()))?;
    check_command(def, name, opts, focused).map(|_| ())
}

/// What Discord's client says to command `name` with `opts` against the
/// commands the bot registered with stand-in `s` (in its test guild or
/// globally); panics when the client would send it.
pub fn refusal(s: &StandIn, name: &str, opts: &[Opt]) -> String {
    let registered = [s.guild_commands(), s.global_commands()].concat();
    match check(&registered, name, opts, None) {
        Ok(()) => panic!("/{name} {opts:?}: Discord's client would send it"),
        Err(why) => why,
    }
}

/// [`check`] of command `name` against its registered definition `def`
/// (the top-level command). `Ok`: the registered definition of each of
/// `opts`, in order (its type is the type on the wire).
pub fn check_command(
    def: &Value,
    name: &str,
    opts: &[Opt],
    focused: Option<&str>,
) -> Result<Vec<Value>, String> {
    let mut words = name.split(' ');
    let top = words.next().unwrap_or_default();
    if def["name"] != top {
        return Err(refuse(name, format!("no command /{top} is registered")));
    }
    // Down the subcommand groups to the subcommand the path names.
    let mut at = def.clone();
    let mut path = top.to_string();
    for word in words {
        let children = options_of(&at);
        let Some(child) = children.iter().find(|c| {
            c["name"] == word
                && matches!(
                    c["type"].as_u64(),
                    Some(kind::SUB_COMMAND | kind::SUB_COMMAND_GROUP)
                )
        }) else {
            return Err(refuse(
                &path,
                format!(
                    "has no subcommand `{word}` (it has {})",
                    listed(&names(&subcommands(&at)))
                ),
            ));
        };
        path = format!("{path} {word}");
        at = child.clone();
    }
    let subs = subcommands(&at);
    if !subs.is_empty() {
        return Err(refuse(
            &path,
            format!(
                "a member must pick one of its subcommands ({})",
                listed(&names(&subs))
            ),
        ));
    }
    let defs = options_of(&at);
    let mut out = Vec::new();
    for (i, o) in opts.iter().enumerate() {
        let name = opt_name(o);
        if opts[..i].iter().any(|p| opt_name(p) == name) {
            return Err(refuse(&path, format!("`{name}` is given twice")));
        }
        let Some(odef) = defs.iter().find(|d| d["name"] == name) else {
            return Err(refuse(
                &path,
                format!(
                    "has no option `{name}` (its options: {})",
                    listed(&names(&defs))
                ),
            ));
        };
        check_value(&path, o, odef, focused == Some(name))?;
        out.push(odef.clone());
    }
    match focused {
        None => {
            for d in &defs {
                let name = d["name"].as_str().unwrap_or_default();
                if d["required"].as_bool().unwrap_or(false)
                    && !opts.iter().any(|o| opt_name(o) == name)
                {
                    return Err(refuse(
                        &path,
                        format!("the required option `{name}` is missing"),
                    ));
                }
            }
        }
        Some(f) => {
            let Some(odef) = defs.iter().find(|d| d["name"] == f) else {
                return Err(refuse(&path, format!("has no option `{f}` to type into")));
            };
            if !opts.iter().any(|o| opt_name(o) == f) {
                return Err(refuse(
                    &path,
                    format!("the option being typed, `{f}`, is not given"),
                ));
            }
            if !odef["autocomplete"].as_bool().unwrap_or(false) {
                return Err(refuse(
                    &path,
                    format!("`{f}` is not registered for autocomplete"),
                ));
            }
        }
    }
    Ok(out)
}

/// One option's value against its registered definition; `typing`: the
/// member is typing it (autocomplete), when any text may be there so far.
fn check_value(path: &str, o: &Opt, odef: &Value, typing: bool) -> Result<(), String> {
    let name = opt_name(o);
    let ty = odef["type"].as_u64().unwrap_or_default();
    let fits = match o {
        Opt::Str(..) => {
            ty == kind::STRING || (typing && matches!(ty, kind::INTEGER | kind::NUMBER))
        }
        Opt::Int(..) => matches!(ty, kind::INTEGER | kind::NUMBER),
        Opt::Bool(..) => ty == kind::BOOLEAN,
        Opt::User(..) => ty == kind::USER,
        Opt::Channel(..) => ty == kind::CHANNEL,
    };
    if !fits {
        return Err(refuse(
            path,
            format!(
                "`{name}` is {} but {} is given",
                kind_name(ty),
                given_kind(o)
            ),
        ));
    }
    if typing {
        // What is being typed is not checked until it is sent.
        return Ok(());
    }
    let shown = match o {
        Opt::Str(_, s) => s.clone(),
        Opt::Int(_, i) => i.to_string(),
        Opt::Bool(_, b) => b.to_string(),
        Opt::User(_, u) => u.id.to_string(),
        Opt::Channel(_, c) => c.to_string(),
    };
    if let Some(choices) = odef["choices"].as_array().filter(|c| !c.is_empty()) {
        let picked = choices.iter().any(|c| match (o, &c["value"]) {
            (Opt::Str(_, s), Value::String(v)) => s == v,
            (Opt::Int(_, i), v) => v.as_f64() == Some(*i as f64),
            _ => false,
        });
        if !picked {
            let values: Vec<String> = choices
                .iter()
                .map(|c| match &c["value"] {
                    Value::String(s) => s.clone(),
                    v => v.to_string(),
                })
                .collect();
            return Err(refuse(
                path,
                format!(
                    "`{name}` = {shown} is not among its choices ({})",
                    values.join(", ")
                ),
            ));
        }
    }
    if let Opt::Int(_, i) = o {
        let n = *i as f64;
        if let Some(min) = odef["min_value"].as_f64().filter(|&m| n < m) {
            return Err(refuse(
                path,
                format!("`{name}` = {i} is below its min_value {min}"),
            ));
        }
        if let Some(max) = odef["max_value"].as_f64().filter(|&m| n > m) {
            return Err(refuse(
                path,
                format!("`{name}` = {i} is above its max_value {max}"),
            ));
        }
    }
    if let Opt::Str(_, s) = o {
        let len = s.chars().count() as u64;
        if let Some(min) = odef["min_length"].as_u64().filter(|&m| len < m) {
            return Err(refuse(
                path,
                format!("`{name}` = {s:?} is shorter than its min_length {min}"),
            ));
        }
        if let Some(max) = odef["max_length"].as_u64().filter(|&m| len > m) {
            return Err(refuse(
                path,
                format!("`{name}` = {s:?} is longer than its max_length {max}"),
            ));
        }
    }
    Ok(())
}

fn options_of(v: &Value) -> Vec<Value> {
    v["options"].as_array().cloned().unwrap_or_default()
}

/// The subcommands and subcommand groups right under `v`.
fn subcommands(v: &Value) -> Vec<Value> {
    options_of(v)
        .into_iter()
        .filter(|o| {
            matches!(
                o["type"].as_u64(),
                Some(kind::SUB_COMMAND | kind::SUB_COMMAND_GROUP)
            )
        })
        .collect()
}

fn names(v: &[Value]) -> Vec<String> {
    v.iter()
        .filter_map(|o| o["name"].as_str().map(str::to_string))
        .collect()
}

fn listed(v: &[impl AsRef<str>]) -> String {
    let v: Vec<&str> = v.iter().map(AsRef::as_ref).collect();
    if v.is_empty() {
        "none".to_string()
    } else {
        v.join(", ")
    }
}

/// The nesting of a subcommand path's options as Discord sends them:
/// `options` inside the subcommand (type 1), inside its group (type 2).
/// `path`: the words after the command's name (`["create", "swiss"]`).
pub fn nest(path: &[&str], options: Vec<Value>) -> Vec<Value> {
    let mut options = options;
    for (i, word) in path.iter().enumerate().rev() {
        let ty = if i + 1 == path.len() {
            kind::SUB_COMMAND
        } else {
            kind::SUB_COMMAND_GROUP
        };
        options = vec![serde_json::json!({"name": word, "type": ty, "options": options})];
    }
    options
}

/// Whether an interaction's `data` as a test finally sends it (after
/// editing the payload by hand, e.g. a role option added by
/// `payloads::add_role_option`) still carries only options registered
/// under its command and subcommand, each of its registered type: the
/// options [`check_command`] did not see. `def`: the registered command.
pub fn check_sent(def: &Value, data: &Value) -> Result<(), String> {
    let mut at = def.clone();
    let mut path = def["name"].as_str().unwrap_or_default().to_string();
    let mut sent = options_of(data);
    // Down the subcommand (group) the payload names.
    while let Some(sub) = sent.first().filter(|o| {
        matches!(
            o["type"].as_u64(),
            Some(kind::SUB_COMMAND | kind::SUB_COMMAND_GROUP)
        )
    }) {
        let word = sub["name"].as_str().unwrap_or_default();
        let Some(child) = subcommands(&at).into_iter().find(|c| c["name"] == word) else {
            return Err(refuse(&path, format!("has no subcommand `{word}`")));
        };
        path = format!("{path} {word}");
        sent = options_of(sub);
        at = child;
    }
    let registered = options_of(&at);
    for o in &sent {
        let name = o["name"].as_str().unwrap_or_default();
        let Some(odef) = registered.iter().find(|d| d["name"] == name) else {
            return Err(refuse(
                &path,
                format!(
                    "has no option `{name}` (it has {})",
                    listed(&names(&registered))
                ),
            ));
        };
        if odef["type"] != o["type"] {
            return Err(refuse(
                &path,
                format!(
                    "`{name}` is registered as {}, not {}",
                    kind_name(odef["type"].as_u64().unwrap_or(0)),
                    kind_name(o["type"].as_u64().unwrap_or(0))
                ),
            ));
        }
    }
    Ok(())
}
