//! Discord's own description of its HTTP API (`discord-openapi.json`
//! beside this file, OpenAPI 3.1, MIT; see `discord-openapi.md`), held
//! over every REST request the stand-in gets, so that the stand-in is
//! never kinder than Discord's description:
//!
//! - **Routes.** The path (under `/api/v10`) must match one of the
//!   description's templated paths (`/channels/{channel_id}/messages`; a
//!   literal segment such as `@original` wins over a parameter) and the
//!   method one of its operations: else 404 `404: Not Found` (or 405 for a
//!   known path with another method), as Discord answers.
//! - **Path and query parameters** against their schemas (a snowflake is a
//!   decimal string, `limit` at most 100, ...); required query
//!   parameters must be there. Unknown query parameters are ignored, as
//!   Discord ignores them.
//! - **Request bodies** (JSON, or `payload_json` of a multipart request)
//!   against the operation's `requestBody` schema, `$ref`s into
//!   `#/components/schemas` resolved: every `maxLength`, `maxItems`,
//!   `required` and `enum` of the description (100 users in
//!   `allowed_mentions.users`, 40 components, 10 embeds, 25-character
//!   nonces, custom id and label lengths, ...).
//!
//! A refused request is answered as Discord answers it: 400
//! `{"code": 50035, "message": "Invalid Form Body", "errors": {...}}` with
//! Discord's nested errors (`{"allowed_mentions": {"users": {"_errors":
//! [{"code": "BASE_TYPE_MAX_LENGTH", "message": ...}]}}}`; the codes are
//! strings, as Discord sends them and serenity reads them, although the
//! description types them as integers). The stand-in keeps each refusal
//! ([`Refusals`]); a test that does not take them
//! (`StandIn::take_refusals`) fails when its stand-in is dropped
//! ([`RefusalGuard`]), with the route and the validator's reason.
//!
//! The description is parsed and every schema of it compiled (JSON Schema
//! 2020-12, the `boon` validator) once per test process, in about 0.1 s;
//! validating a message body then takes microseconds.
//!
//! Where Discord accepts more than it describes, the description is
//! loosened in memory at one JSON pointer, each with its reason
//! ([`LENIENCES`]); where Discord's documentation says more than the
//! description, it is tightened in memory ([`tighten_commands`]: a slash
//! command's localizations); the vendored file is never edited.

use boon::{Compiler, Draft, ErrorKind, InstanceToken, SchemaIndex, Schemas, ValidationError};
use serde_json::{Value, json};
use std::sync::{Arc, LazyLock, Mutex};

/// The vendored description, compiled into each test binary.
const DESCRIPTION: &str = include_str!("discord-openapi.json");
/// The name the description is known by to the validator (never fetched).
const BASE_URL: &str = "https://discord.com/api/v10/openapi.json";
/// The prefix of every REST path the bot uses (`DISCORD_API_BASE` plus
/// serenity's `/api/v10`).
pub const PREFIX: &str = "/api/v10";

/// Where Discord accepts more than its description says, with the reason:
/// (JSON pointers into the description, the schema put at each instead,
/// why). Keep each one as narrow as the evidence.
pub const LENIENCES: &[(&[&str], &str, &str)] = &[
    (
        &["/components/schemas/MessageAttachmentRequest/properties/id"],
        r##"{"oneOf": [{"$ref": "#/components/schemas/SnowflakeType"}, {"type": "integer", "minimum": 0}]}"##,
        "Discord accepts an upload's placeholder id in `attachments[].id` as an integer \
         (the index of its `files[n]` part), and serenity sends it so; the description \
         allows only a snowflake string (noted in the description's README).",
    ),
    (
        &[
            "/components/schemas/ApplicationCommandCreateRequest/properties/default_member_permissions",
            "/components/schemas/ApplicationCommandUpdateRequest/properties/default_member_permissions",
            "/components/schemas/ApplicationCommandPatchRequestPartial/properties/default_member_permissions",
        ],
        r##"{"oneOf": [
            {"type": ["integer", "null"], "minimum": 0, "maximum": 18014398509481983},
            {"type": "string", "pattern": "^(0|[1-9][0-9]{0,16})$"}
        ]}"##,
        "A command's `default_member_permissions` is a permission bit set, which Discord's \
         documentation gives as a string of the decimal number (as every permission field, \
         and as its own answer, ApplicationCommandResponse, types it); serenity sends the \
         string. The description types the request field as an integer only; the string \
         allowed here is a decimal number of at most 17 digits, the integer's range.",
    ),
];

/// Discord's naming rule for a slash command's and an option's name (and
/// each of their `name_localizations`), from its documentation
/// ("Application Command Naming"): `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`
/// where a letter with a lowercase form must be lowercase: `\p{L}` without
/// the uppercase and titlecase letters (`Lu`, `Lt`).
pub const COMMAND_NAME_PATTERN: &str =
    r"^[-_'\p{Ll}\p{Lm}\p{Lo}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$";

/// Tightens the application commands' schemas of `doc` (the description)
/// to what Discord's documentation says of them and the description does
/// not: the keys of every `name_localizations` and
/// `description_localizations` are Discord's locales
/// (`AvailableLocalesEnum`, "dictionary with keys in available locales");
/// a command's and an option's `name`, and each of its
/// `name_localizations`, keep [`COMMAND_NAME_PATTERN`] (a choice's name is
/// free text, 1-100 characters, as described). The bot registers only
/// slash commands (`CHAT_INPUT`), whose names the rule is for.
fn tighten_commands(doc: &mut Value) {
    let locales = json!({"$ref": "#/components/schemas/AvailableLocalesEnum"});
    let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    for (name, schema) in schemas.iter_mut() {
        let requests = [
            "ApplicationCommandCreateRequest",
            "ApplicationCommandUpdateRequest",
            "ApplicationCommandPatchRequestPartial",
        ];
        let is_command = requests.contains(&name.as_str())
            || (name.starts_with("ApplicationCommand") && name.ends_with("Option"));
        let is_choice = name.starts_with("ApplicationCommandOption") && name.ends_with("Choice");
        if !is_command && !is_choice {
            continue;
        }
        let Some(props) = schema.get_mut("properties").and_then(Value::as_object_mut) else {
            continue;
        };
        for field in ["name_localizations", "description_localizations"] {
            if let Some(f) = props.get_mut(field) {
                f["propertyNames"] = locales.clone();
            }
        }
        if is_command {
            if let Some(n) = props.get_mut("name") {
                n["pattern"] = json!(COMMAND_NAME_PATTERN);
            }
            if let Some(values) = props
                .get_mut("name_localizations")
                .and_then(|f| f.get_mut("additionalProperties"))
            {
                values["pattern"] = json!(COMMAND_NAME_PATTERN);
            }
        }
    }
}

/// One refused request: what Discord's description says is wrong with it.
#[derive(Debug, Clone)]
pub struct Refusal {
    pub method: String,
    /// The path, starting with `/api/v10`.
    pub path: String,
    /// The status the stand-in answered (400 Invalid Form Body, 404 or 405).
    pub status: u16,
    /// The answer's JSON body, in Discord's shape.
    pub answer: Value,
    /// The validator's reason, one line per error, for a person.
    pub reason: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} refused {}: {}",
            self.method, self.path, self.status, self.reason
        )
    }
}

/// The refusals of one stand-in, shared between its server and its
/// handles.
#[derive(Clone, Default)]
pub struct Refusals(Arc<Mutex<Vec<Refusal>>>);

impl Refusals {
    /// Keeps `r` and says so on stderr at once (the test's output shows it
    /// even when the test fails for another reason first).
    pub fn push(&self, r: Refusal) {
        eprintln!("discord stand-in: {r}");
        self.0.lock().unwrap().push(r);
    }

    /// The refusals so far, which the test thereby expected.
    pub fn take(&self) -> Vec<Refusal> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }

    /// A guard that fails the test, when dropped, over refusals nobody
    /// took.
    pub fn guard(&self) -> RefusalGuard {
        RefusalGuard(self.clone())
    }
}

/// Held by every handle of a stand-in: when the last one is dropped, a
/// refusal the test did not take fails the test, with its route and reason
/// (unless the test is failing already).
pub struct RefusalGuard(Refusals);

impl Drop for RefusalGuard {
    fn drop(&mut self) {
        let left = self.0.take();
        if left.is_empty() || std::thread::panicking() {
            return;
        }
        let lines: Vec<String> = left.iter().map(|r| format!("  {r}")).collect();
        panic!(
            "the Discord stand-in refused {} request(s) that Discord's API description refuses; \
             fix the bot (or the stand-in), or take them with StandIn::take_refusals where the \
             test means to send them:\n{}",
            left.len(),
            lines.join("\n")
        );
    }
}

/// Where a parameter goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum In {
    Path,
    Query,
}

struct Param {
    name: String,
    place: In,
    required: bool,
    schema: SchemaIndex,
}

/// One operation of the description: a templated path and a method.
struct Operation {
    method: String,
    params: Vec<Param>,
    /// The request body's schema (JSON), and whether a body is required.
    body: Option<(SchemaIndex, bool)>,
}

/// A templated path with its operations.
struct PathItem {
    template: String,
    /// `None` for a `{parameter}` segment.
    segments: Vec<Option<String>>,
    operations: Vec<Operation>,
}

/// The compiled description.
struct Description {
    paths: Vec<PathItem>,
    schemas: Schemas,
}

static COMPILED: LazyLock<Description> = LazyLock::new(|| {
    compile().unwrap_or_else(|e| panic!("Discord's API description does not compile: {e}"))
});

/// Escapes one JSON pointer token.
fn esc(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

fn compile() -> Result<Description, String> {
    let mut doc: Value = serde_json::from_str(DESCRIPTION).map_err(|e| e.to_string())?;
    for (pointers, schema, _why) in LENIENCES {
        for pointer in *pointers {
            let slot = doc
                .pointer_mut(pointer)
                .ok_or_else(|| format!("the lenience at {pointer} points at nothing"))?;
            *slot = serde_json::from_str(schema).map_err(|e| e.to_string())?;
        }
    }
    tighten_commands(&mut doc);
    let mut compiler = Compiler::new();
    compiler.set_default_draft(Draft::V2020_12);
    compiler
        .add_resource(BASE_URL, doc.clone())
        .map_err(|e| e.to_string())?;
    let mut schemas = Schemas::new();
    let mut at = |pointer: String| -> Result<SchemaIndex, String> {
        compiler
            .compile(&format!("{BASE_URL}#{pointer}"), &mut schemas)
            .map_err(|e| format!("{pointer}: {e:#}"))
    };
    let mut paths = Vec::new();
    for (template, item) in doc["paths"].as_object().ok_or("no paths")? {
        let base = format!("/paths/{}", esc(template));
        let params_of = |list: &Value,
                         base: &str,
                         at: &mut dyn FnMut(String) -> Result<SchemaIndex, String>|
         -> Result<Vec<Param>, String> {
            let mut out = Vec::new();
            for (i, p) in list.as_array().into_iter().flatten().enumerate() {
                let place = match p["in"].as_str() {
                    Some("path") => In::Path,
                    Some("query") => In::Query,
                    _ => continue,
                };
                out.push(Param {
                    name: p["name"].as_str().unwrap_or("").to_string(),
                    place,
                    required: p["required"].as_bool().unwrap_or(false),
                    schema: at(format!("{base}/parameters/{i}/schema"))?,
                });
            }
            Ok(out)
        };
        let shared = params_of(&item["parameters"], &base, &mut at)?;
        let mut operations = Vec::new();
        for method in ["get", "put", "post", "patch", "delete"] {
            let Some(op) = item.get(method) else {
                continue;
            };
            let own = params_of(&op["parameters"], &format!("{base}/{method}"), &mut at)?;
            // An operation's parameter overrides the path's of that name.
            let mut params: Vec<Param> = Vec::new();
            for p in shared.iter() {
                if !own.iter().any(|o| o.name == p.name && o.place == p.place) {
                    params.push(Param {
                        name: p.name.clone(),
                        place: p.place,
                        required: p.required,
                        schema: p.schema,
                    });
                }
            }
            params.extend(own);
            let content = &op["requestBody"]["content"];
            let media = ["application/json", "multipart/form-data"]
                .into_iter()
                .find(|m| content.get(*m).is_some());
            let body = match media {
                Some(m) => Some((
                    at(format!(
                        "{base}/{method}/requestBody/content/{}/schema",
                        esc(m)
                    ))?,
                    op["requestBody"]["required"].as_bool().unwrap_or(false),
                )),
                None => None,
            };
            operations.push(Operation {
                method: method.to_uppercase(),
                params,
                body,
            });
        }
        paths.push(PathItem {
            template: template.clone(),
            segments: template
                .trim_start_matches('/')
                .split('/')
                .map(|s| (!s.starts_with('{')).then(|| s.to_string()))
                .collect(),
            operations,
        });
    }
    Ok(Description { paths, schemas })
}

/// Compiles the description now (it is otherwise compiled on the first
/// request), e.g. to keep that time out of a measurement.
pub fn warm_up() {
    LazyLock::force(&COMPILED);
}

/// Decodes `%XX` escapes (and `+` as a space in a query).
fn percent_decode(s: &str, plus_is_space: bool) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h * 16 + l);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            b'+' if plus_is_space => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The validator's errors as Discord's nested `errors` object and a line
/// per error for a person; `prefix` names where the instance sits (a
/// parameter's name, or nothing for the body).
struct Errors {
    tree: Value,
    lines: Vec<String>,
}

impl Errors {
    fn new() -> Errors {
        Errors {
            tree: json!({}),
            lines: Vec::new(),
        }
    }

    fn add(&mut self, place: &str, keys: &[String], code: &str, message: String) {
        let mut node = &mut self.tree;
        for k in keys {
            node = node
                .as_object_mut()
                .expect("an error node is an object")
                .entry(k.clone())
                .or_insert_with(|| json!({}));
        }
        let list = node
            .as_object_mut()
            .expect("an error node is an object")
            .entry("_errors")
            .or_insert_with(|| json!([]));
        if let Some(a) = list.as_array_mut() {
            a.push(json!({"code": code, "message": message}));
        }
        let at = if keys.is_empty() {
            String::new()
        } else {
            format!(" at {}", keys.join("."))
        };
        self.lines.push(format!("{place}{at}: {message}"));
    }

    /// Adds the failures of `e` under `prefix`; of a `oneOf` or `anyOf`,
    /// only those of the alternatives the value was meant for (see
    /// [`collect_leaves`]).
    fn add_validation(&mut self, place: &str, prefix: &[String], e: &ValidationError) {
        let mut leaves = Vec::new();
        collect_leaves(e, &mut leaves);
        for leaf in leaves {
            let mut keys: Vec<String> = prefix.to_vec();
            keys.extend(leaf.instance_location.tokens.iter().map(|t| match t {
                InstanceToken::Prop(p) => p.to_string(),
                InstanceToken::Item(i) => i.to_string(),
            }));
            match &leaf.kind {
                ErrorKind::Required { want } => {
                    for field in want {
                        let mut k = keys.clone();
                        k.push(field.to_string());
                        self.add(
                            place,
                            &k,
                            "BASE_TYPE_REQUIRED",
                            "This field is required".into(),
                        );
                    }
                }
                kind => self.add(place, &keys, discord_code(kind), kind.to_string()),
            }
        }
    }
}

/// The failures that say what is wrong: of a `oneOf` or `anyOf` (Discord's
/// unions: a component, a callback, a nullable field), only the
/// alternatives the value was meant for, i.e. not those it fails by its
/// own type (`null` against an object) or by its `type` field (a button is
/// no select menu), unless it fails every alternative so.
fn collect_leaves<'a, 's, 'v>(
    e: &'a ValidationError<'s, 'v>,
    out: &mut Vec<&'a ValidationError<'s, 'v>>,
) {
    if e.causes.is_empty() {
        out.push(e);
        return;
    }
    let union = matches!(e.kind, ErrorKind::OneOf(None) | ErrorKind::AnyOf);
    let depth = e.instance_location.tokens.len();
    let meant = |alt: &ValidationError| {
        let mut l = Vec::new();
        all_leaves(alt, &mut l);
        !l.iter().any(|l| {
            let tokens = &l.instance_location.tokens;
            let own_type = tokens.len() == depth && matches!(l.kind, ErrorKind::Type { .. });
            let type_field = tokens.len() == depth + 1
                && matches!(tokens.last(), Some(InstanceToken::Prop(p)) if p == "type")
                && matches!(l.kind, ErrorKind::Enum { .. } | ErrorKind::Const { .. });
            own_type || type_field
        })
    };
    let meant_for: Vec<&ValidationError> = if union {
        e.causes.iter().filter(|c| meant(c)).collect()
    } else {
        Vec::new()
    };
    if meant_for.is_empty() {
        for c in &e.causes {
            collect_leaves(c, out);
        }
    } else {
        for c in meant_for {
            collect_leaves(c, out);
        }
    }
}

fn all_leaves<'a, 's, 'v>(
    e: &'a ValidationError<'s, 'v>,
    out: &mut Vec<&'a ValidationError<'s, 'v>>,
) {
    if e.causes.is_empty() {
        out.push(e);
    } else {
        for c in &e.causes {
            all_leaves(c, out);
        }
    }
}

/// The code Discord gives a field error of this kind (approximately).
fn discord_code(kind: &ErrorKind) -> &'static str {
    match kind {
        ErrorKind::MaxLength { .. } | ErrorKind::MaxItems { .. } => "BASE_TYPE_MAX_LENGTH",
        ErrorKind::MinLength { .. } | ErrorKind::MinItems { .. } => "BASE_TYPE_MIN_LENGTH",
        ErrorKind::Enum { .. } | ErrorKind::Const { .. } => "BASE_TYPE_CHOICES",
        ErrorKind::Pattern { .. } => "STRING_TYPE_REGEX",
        ErrorKind::Maximum { .. } | ErrorKind::ExclusiveMaximum { .. } => "NUMBER_TYPE_MAX",
        ErrorKind::Minimum { .. } | ErrorKind::ExclusiveMinimum { .. } => "NUMBER_TYPE_MIN",
        ErrorKind::UniqueItems { .. } => "ARRAY_TYPE_DUPLICATE",
        ErrorKind::Type { .. } => "BASE_TYPE_INVALID_TYPE",
        _ => "BASE_TYPE_INVALID",
    }
}

fn not_found(method: &str, path: &str, reason: String) -> Refusal {
    Refusal {
        method: method.to_string(),
        path: path.to_string(),
        status: 404,
        answer: json!({"message": "404: Not Found", "code": 0}),
        reason,
    }
}

/// Checks one request against Discord's description: `path` with the
/// `/api/v10` prefix, `query` without `?`, `body` the JSON body or the
/// `payload_json` of a multipart body (`None`: no body). `Ok` when the
/// description allows it; else the refusal, with Discord's answer.
pub fn check(method: &str, path: &str, query: &str, body: Option<&Value>) -> Result<(), Refusal> {
    let d = &*COMPILED;
    let Some(route) = path.strip_prefix(PREFIX) else {
        return Err(not_found(
            method,
            path,
            format!("the path is not under {PREFIX}"),
        ));
    };
    let segs: Vec<&str> = route.trim_start_matches('/').split('/').collect();
    // The matching templates, the most literal first (a literal segment
    // beats a parameter at the first place they differ).
    let mut matching: Vec<&PathItem> = d
        .paths
        .iter()
        .filter(|p| {
            p.segments.len() == segs.len()
                && p.segments
                    .iter()
                    .zip(&segs)
                    .all(|(t, s)| t.as_deref().is_none_or(|t| t == *s) && !s.is_empty())
        })
        .collect();
    matching.sort_by_key(|p| p.segments.iter().map(Option::is_none).collect::<Vec<_>>());
    if matching.is_empty() {
        return Err(not_found(
            method,
            path,
            "Discord's API description has no such route".to_string(),
        ));
    }
    let found = matching.iter().find_map(|p| {
        p.operations
            .iter()
            .find(|o| o.method == method)
            .map(|o| (*p, o))
    });
    let Some((item, op)) = found else {
        let methods: Vec<&str> = matching[0]
            .operations
            .iter()
            .map(|o| o.method.as_str())
            .collect();
        return Err(Refusal {
            method: method.to_string(),
            path: path.to_string(),
            status: 405,
            answer: json!({"message": "405: Method Not Allowed", "code": 0}),
            reason: format!(
                "{} has no {method} in Discord's API description (only {})",
                matching[0].template,
                methods.join(", ")
            ),
        });
    };
    let mut errors = Errors::new();
    // Path parameters, by their place in the template.
    let names: Vec<String> = item
        .template
        .trim_start_matches('/')
        .split('/')
        .map(|s| s.trim_start_matches('{').trim_end_matches('}').to_string())
        .collect();
    for (i, seg) in item.segments.iter().enumerate() {
        if seg.is_some() {
            continue;
        }
        let Some(param) = op
            .params
            .iter()
            .find(|p| p.place == In::Path && p.name == names[i])
        else {
            continue;
        };
        let value = Value::String(percent_decode(segs[i], false));
        if let Err(e) = d.schemas.validate(&value, param.schema) {
            errors.add_validation("path", std::slice::from_ref(&param.name), &e);
        }
    }
    // Query parameters: the string as it came, or read as a number or a
    // boolean where the parameter's schema wants one.
    let pairs: Vec<(String, String)> = query
        .split('&')
        .filter(|kv| !kv.is_empty())
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (percent_decode(k, true), percent_decode(v, true))
        })
        .collect();
    for param in op.params.iter().filter(|p| p.place == In::Query) {
        let Some((_, raw)) = pairs.iter().find(|(k, _)| *k == param.name) else {
            if param.required {
                errors.add(
                    "query",
                    std::slice::from_ref(&param.name),
                    "BASE_TYPE_REQUIRED",
                    "This field is required".into(),
                );
            }
            continue;
        };
        let mut readings = vec![Value::String(raw.clone())];
        if let Ok(n) = serde_json::from_str::<serde_json::Number>(raw) {
            readings.push(Value::Number(n));
        }
        if let Ok(b) = raw.parse::<bool>() {
            readings.push(Value::Bool(b));
        }
        let results: Vec<_> = readings
            .iter()
            .map(|v| d.schemas.validate(v, param.schema).map_err(Box::new))
            .collect();
        if results.iter().any(Result::is_ok) {
            continue;
        }
        // Report the reading that failed on more than its type.
        let failures: Vec<&ValidationError> = results
            .iter()
            .filter_map(|r| r.as_ref().err().map(|e| &**e))
            .collect();
        let best = failures
            .iter()
            .find(|e| {
                let mut l = Vec::new();
                all_leaves(e, &mut l);
                l.iter().any(|l| !matches!(l.kind, ErrorKind::Type { .. }))
            })
            .unwrap_or(&failures[0]);
        errors.add_validation("query", std::slice::from_ref(&param.name), best);
    }
    // The body (an absent one is read as `{}`, as Discord reads it).
    if let Some((schema, required)) = op.body {
        let empty = json!({});
        let instance = match body {
            Some(b) => Some(b),
            None if required => Some(&empty),
            None => None,
        };
        if let Some(v) = instance
            && let Err(e) = d.schemas.validate(v, schema)
        {
            errors.add_validation("body", &[], &e);
        }
    }
    if errors.lines.is_empty() {
        return Ok(());
    }
    Err(Refusal {
        method: method.to_string(),
        path: path.to_string(),
        status: 400,
        answer: json!({"code": 50035, "message": "Invalid Form Body", "errors": errors.tree}),
        reason: format!("{} ({})", errors.lines.join("; "), item.template),
    })
}

/// Discord's locale codes (`AvailableLocalesEnum` of the description:
/// `en-US`, `fr`, `pt-BR`, ...), what a Discord client or server may be
/// in.
pub fn discord_locales() -> Vec<String> {
    static CODES: LazyLock<Vec<String>> = LazyLock::new(|| {
        let doc: Value = serde_json::from_str(DESCRIPTION).expect("the description parses");
        doc["components"]["schemas"]["AvailableLocalesEnum"]["oneOf"]
            .as_array()
            .expect("Discord's locales are described")
            .iter()
            .filter_map(|c| c["const"].as_str().map(str::to_string))
            .collect()
    });
    CODES.clone()
}

/// The operations of the description, as `METHOD /template` (for tests of
/// this module).
pub fn operations() -> Vec<String> {
    COMPILED
        .paths
        .iter()
        .flat_map(|p| {
            p.operations
                .iter()
                .map(move |o| format!("{} {}", o.method, p.template))
        })
        .collect()
}
