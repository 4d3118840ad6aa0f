//! What a test reads of the bot's answers: an interaction's callback
//! (refused after the 3-second window), its original response and
//! follow-ups, the public messages of a channel; and reading a message
//! body (its content, buttons, ephemeral flag, id).

use super::interactions::INTERACTION_WINDOW;
use super::{Fault, Opt, Recorded, SentInteraction, StandIn};
use crate::support::payloads::{self as p, TestUser};
use serde_json::{Value, json};
use std::time::Duration;

impl StandIn {
    /// Every request that answers or follows up the interaction, in order.
    pub fn answers(&self, sent: &SentInteraction) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| r.path.contains(&sent.token))
            .collect()
    }

    /// The text of the bot's answer to `sent`, and whether only its user
    /// sees it: the callback's own message, or, when the bot deferred
    /// (type 5, privately), its original response once filled in, or,
    /// when the bot deleted the deferral to post its public answer as a
    /// new message, that follow-up (waited for up to `wait`).
    pub async fn answer_text(&self, sent: &SentInteraction, wait: Duration) -> (String, bool) {
        let body = self.callback(sent).await.json.unwrap_or_default();
        if body["type"] == 5 {
            return self
                .wait_for("the deferred answer", wait, |s| {
                    if let Some(m) = s.original(sent).filter(|m| !content_of(m).is_empty()) {
                        return Some((content_of(&m), true));
                    }
                    let followed = s.answers(sent).into_iter().find(|r| {
                        r.method == "POST" && !r.path.ends_with("/callback") && r.status < 300
                    })?;
                    Some((content_of(&followed.answer), is_ephemeral(&followed.answer)))
                })
                .await;
        }
        (content_of(&body), is_ephemeral(&body))
    }

    /// Waits for the interaction's successful callback (`POST
    /// .../callback`). Panics at once if the bot's first callback came
    /// after Discord's 3-second window (the user saw "The application did
    /// not respond").
    pub async fn callback(&self, sent: &SentInteraction) -> Recorded {
        let what = format!("the answer to interaction {}", sent.id);
        let r = self
            .wait_for(&what, Duration::from_secs(20), |s| {
                let st = s.inner.state.lock().unwrap();
                if let Some(&i) = st.callbacks.get(&sent.token) {
                    return Some(Ok(st.requests[i].clone()));
                }
                st.first_callback
                    .get(&sent.token)
                    .map(|&i| &st.requests[i])
                    .filter(|r| r.fault == Some(Fault::InteractionExpired))
                    .map(|r| Err(r.at))
            })
            .await;
        match r {
            Ok(r) => r,
            Err(late) => panic!(
                "the bot answered interaction {} after {:?}: Discord allows {INTERACTION_WINDOW:?}, \
                 the user saw \"The application did not respond\"",
                sent.id,
                late.duration_since(sent.sent_at)
            ),
        }
    }

    /// How long after the dispatch the bot's first callback for `sent`
    /// reached the stand-in (whatever its status), once it has.
    pub fn answer_delay(&self, sent: &SentInteraction) -> Option<Duration> {
        let st = self.inner.state.lock().unwrap();
        let sent_at = st.interactions.get(&sent.token)?.sent_at;
        let &i = st.first_callback.get(&sent.token)?;
        Some(st.requests[i].at.saturating_duration_since(sent_at))
    }

    /// Whether the bot's first callback for `sent` came after the 3-second
    /// window (and was refused with 404 Unknown interaction).
    pub fn answered_too_late(&self, sent: &SentInteraction) -> bool {
        let st = self.inner.state.lock().unwrap();
        st.first_callback
            .get(&sent.token)
            .is_some_and(|&i| st.requests[i].fault == Some(Fault::InteractionExpired))
    }

    /// Makes interaction `sent` look `by` older (its 3-second window and
    /// its token's 15 minutes run from the earlier instant).
    pub fn age_interaction(&self, sent: &SentInteraction, by: Duration) {
        let mut st = self.inner.state.lock().unwrap();
        if let Some(s) = st.interactions.get_mut(&sent.token) {
            s.sent_at = s.sent_at.checked_sub(by).expect("an instant that far back");
        }
    }

    /// The text of every private answer to an interaction of `user` so far
    /// (ephemeral callbacks, follow-ups and fillings of a private
    /// deferral), in order: what only she was shown.
    pub fn private_answers_to(&self, user: TestUser) -> Vec<String> {
        let st = self.inner.state.lock().unwrap();
        let hers = |path: &str| {
            st.interactions
                .iter()
                .any(|(token, sent)| sent.user.id == user.id && path.contains(token.as_str()))
        };
        st.requests
            .iter()
            .filter(|r| r.status < 300 && r.method != "GET" && hers(&r.path))
            .filter_map(|r| {
                let body = r.json.as_ref()?;
                let shown = st
                    .originals
                    .iter()
                    .find(|(t, _)| r.path.contains(t.as_str()) && r.path.ends_with("@original"))
                    .and_then(|(_, id)| st.messages.get(id));
                let private = is_ephemeral(body) || shown.is_some_and(is_ephemeral);
                let text = content_of(body);
                (private && !text.is_empty()).then_some(text)
            })
            .collect()
    }

    /// The original response message of an interaction, once it exists.
    pub fn original(&self, sent: &SentInteraction) -> Option<Value> {
        let st = self.inner.state.lock().unwrap();
        st.originals
            .get(&sent.token)
            .and_then(|id| st.messages.get(id))
            .cloned()
    }

    /// `white` challenges `black` by `/challenge` in the test channel
    /// (`color:white` and `extra` options) and `black` presses Accept.
    /// The challenge's message; the game's thread, when one opens, has its
    /// id.
    pub async fn accepted_challenge(
        &self,
        white: TestUser,
        black: TestUser,
        extra: &[Opt],
    ) -> Value {
        let (challenge, click) = self.accept_pressed(white, black, extra).await;
        self.callback(&click).await;
        challenge
    }

    /// [`StandIn::accepted_challenge`] up to the press of **Accept**: the
    /// challenge message and the click, not yet answered (the game's
    /// thread may still be being opened).
    pub async fn accept_pressed(
        &self,
        white: TestUser,
        black: TestUser,
        extra: &[Opt],
    ) -> (Value, SentInteraction) {
        let mut opts = vec![
            Opt::User("opponent", black),
            Opt::Str("color", "white".into()),
        ];
        opts.extend_from_slice(extra);
        let sent = self.slash(white, p::CHANNEL_ID, "challenge", &opts);
        self.callback(&sent).await;
        let challenge = self.original(&sent).expect("the challenge message");
        // The Accept button by its action (its label is in the server's
        // language).
        let accept = buttons(&challenge)
            .into_iter()
            .map(|(_, id, _)| id)
            .find(|id| id.ends_with(":accept"))
            .unwrap_or_else(|| panic!("no Accept button on {challenge:#}"));
        let click = self.click(black, id_of(&challenge), &accept);
        (challenge, click)
    }

    /// `user` plays `mv` (SAN) by `/move` in `thread`: the answer is the
    /// public board itself, never a private "Done.". The board's message.
    pub async fn play_move(&self, user: TestUser, thread: u64, mv: &str) -> Value {
        let before = self.public_messages(thread).len();
        let sent = self.slash(user, thread, "move", &[Opt::Str("move", mv.into())]);
        let body = self.callback(&sent).await.json.unwrap_or_default();
        // The caption names the move in bold, in any language.
        let want = format!("**{mv}**");
        assert!(
            !is_ephemeral(&body),
            "{} /move {mv}: the answer is the public board, not a private note: {body:#}",
            user.name
        );
        self.wait_for(
            &format!("the board after {mv}"),
            Duration::from_secs(20),
            |s| {
                s.public_messages(thread)
                    .into_iter()
                    .skip(before)
                    .find(|m| content_of(m).contains(&want))
            },
        )
        .await
    }

    /// Waits until `check` holds for some public message in `channel` and
    /// returns that message (the newest such).
    pub async fn wait_public(
        &self,
        channel: u64,
        what: &str,
        timeout: Duration,
        check: impl Fn(&Value) -> bool,
    ) -> Value {
        self.wait_for(what, timeout, |s| {
            s.public_messages(channel)
                .into_iter()
                .rev()
                .find(|m| check(m))
        })
        .await
    }
}

/// The **Analyse** button of a game's end message `end`: its custom id,
/// the game's number it names (`cp:g<N>:analyse`), and whether it is
/// disabled. Panics, showing the message, when there is none.
pub fn analyse_button(end: &Value) -> (String, i64, bool) {
    let (_, id, disabled) = buttons(end)
        .into_iter()
        .find(|(label, _, _)| label == "Analyse")
        .unwrap_or_else(|| panic!("an Analyse button on the game's end: {end:#}"));
    let game = id
        .strip_prefix("cp:g")
        .and_then(|r| r.strip_suffix(":analyse"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a game's Analyse id: {id}"));
    (id, game, disabled)
}

/// Buttons of a message: (label, custom_id, disabled).
pub fn buttons(msg: &Value) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    for row in msg["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["type"] == json!(2) {
                out.push((
                    c["label"].as_str().unwrap_or("").to_string(),
                    c["custom_id"].as_str().unwrap_or("").to_string(),
                    c["disabled"].as_bool().unwrap_or(false),
                ));
            }
        }
    }
    out
}

/// The custom_id of the button labelled `label`.
pub fn button_id(msg: &Value, label: &str) -> String {
    buttons(msg)
        .into_iter()
        .find(|(l, _, _)| l == label)
        .map(|(_, id, _)| id)
        .unwrap_or_else(|| panic!("no button labelled {label:?} on {msg:#}"))
}

/// The id of a message object.
pub fn id_of(msg: &Value) -> u64 {
    msg["id"].as_str().unwrap().parse().unwrap()
}

/// Whether an interaction callback or message body is ephemeral.
pub fn is_ephemeral(body: &Value) -> bool {
    let flags = body["data"]["flags"]
        .as_u64()
        .or_else(|| body["flags"].as_u64())
        .unwrap_or(0);
    flags & 64 != 0
}

/// The text a reader sees of a callback or message body: its content,
/// then the text of its embeds ([`embed_text`]), a line apart.
pub fn content_of(body: &Value) -> String {
    let mut text = body["data"]["content"]
        .as_str()
        .or_else(|| body["content"].as_str())
        .unwrap_or("")
        .to_string();
    for e in embeds_of(body) {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&embed_text(e));
    }
    text
}

/// The embeds of a callback or message body (none without any).
pub fn embeds_of(body: &Value) -> &[Value] {
    body["data"]["embeds"]
        .as_array()
        .or_else(|| body["embeds"].as_array())
        .map_or(&[], Vec::as_slice)
}

/// The value of the field named `name` on the first card (embed) of a
/// callback or message body, if it has one.
pub fn field_of(body: &Value, name: &str) -> Option<String> {
    embeds_of(body)
        .first()?
        .get("fields")?
        .as_array()?
        .iter()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str())
        .map(str::to_string)
}

/// An embed's text as a reader sees it: its title, its description, a
/// `name: value` line per field, its footer (empty parts left out).
pub fn embed_text(embed: &Value) -> String {
    let mut lines: Vec<String> = Vec::new();
    for part in [
        &embed["title"],
        &embed["description"],
        &embed["footer"]["text"],
    ] {
        if let Some(s) = part.as_str().filter(|s| !s.is_empty()) {
            lines.push(s.to_string());
        }
    }
    let footer = (embed["footer"]["text"]
        .as_str()
        .is_some_and(|s| !s.is_empty()))
    .then(|| lines.pop())
    .flatten();
    for f in embed["fields"].as_array().into_iter().flatten() {
        lines.push(format!(
            "{}: {}",
            f["name"].as_str().unwrap_or(""),
            f["value"].as_str().unwrap_or("")
        ));
    }
    lines.extend(footer);
    lines.join("\n")
}
