//! A host view as a Discord message: its text (never cut: a text longer
//! than Discord's 2,000 characters is split at line boundaries over several
//! messages, see [`split_message`]), its buttons laid out in rows (at most 5 buttons a row and
//! 5 rows, labels at most 80 characters), and its board picture as a PNG
//! attachment.
//!
//! Mentions: every message the bot sends carries `allowed_mentions` with
//! an empty `parse` (never `@everyone`, `@here` or roles, whatever a
//! tournament or a player is called) and `users` = the members the view
//! means to notify ([`host::View::mentions`]), whose `<@id>` leads the text;
//! `roles` = the roles it means to notify ([`host::View::role_mentions`]:
//! a server's looking-for-a-game role on an open challenge), whose `<@&id>`
//! leads the text too, or none.

use host::{ButtonStyle, View};
use locale::{Locale, Words, ids};
use serenity::all::{
    ButtonStyle as DButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateButton, CreateEmbed, CreateEmbedFooter, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse, EditMessage, RoleId,
    UserId,
};

/// Discord's limit on a message's text.
pub(crate) const MAX_CONTENT: usize = 2000;
/// Discord's limit on the users one message may notify
/// (`allowed_mentions.users`, at most 100 items; more is a 400).
pub(crate) const MAX_MENTIONED_USERS: usize = 100;
/// Discord's limit on a button label.
pub(crate) const MAX_LABEL: usize = 80;
/// Buttons in one action row.
pub(crate) const ROW_BUTTONS: usize = 5;
/// Action rows in one message.
pub(crate) const MAX_ROWS: usize = 5;
/// Discord's limit on a custom id.
pub(crate) const MAX_CUSTOM_ID: usize = 100;

/// The file name of every board picture.
pub(crate) const BOARD_FILE: &str = "board.png";
/// The file name of a finished flight's animation.
pub(crate) const FLIGHT_FILE: &str = "flight.gif";

/// A message ready to send: text, rows of buttons and files, the users
/// it may notify, and the rest of a text too long for one message.
#[derive(Debug, Clone, Default)]
pub(crate) struct Outgoing {
    pub content: String,
    /// The view's card as an embed (none without one).
    pub embeds: Vec<CreateEmbed>,
    pub rows: Vec<CreateActionRow>,
    pub files: Vec<CreateAttachment>,
    /// The text that did not fit in `content`, in messages of its own, to
    /// be sent in order right after this one (text only).
    pub more: Vec<Part>,
    /// The only users the message may notify (its `allowed_mentions`):
    /// those of `users` first mentioned in `content`, at most
    /// [`MAX_MENTIONED_USERS`].
    pub mentions: Vec<UserId>,
    /// The only roles the message may notify (its `allowed_mentions.roles`).
    pub roles: Vec<RoleId>,
}

/// One message's share of a long text: its content and the users it
/// notifies (those first mentioned in it).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Part {
    pub content: String,
    pub mentions: Vec<UserId>,
}

/// Splits `text`, which may notify `users`, into messages Discord takes:
/// at most [`MAX_CONTENT`] characters (at line boundaries, as
/// [`split_message`]) and at most [`MAX_MENTIONED_USERS`] users notified
/// each. Every user is notified once, by the first message that mentions
/// them; the lines stay whole and in order.
pub(crate) fn split_parts(text: &str, users: &[UserId]) -> Vec<Part> {
    let mention_of: Vec<(UserId, String)> = users.iter().map(|u| (*u, format!("<@{u}>"))).collect();
    // Which of `users` a piece of text mentions.
    let mentioned = |piece: &str| -> Vec<UserId> {
        mention_of
            .iter()
            .filter(|(_, m)| piece.contains(m.as_str()))
            .map(|(u, _)| *u)
            .collect()
    };
    let mut parts: Vec<Part> = Vec::new();
    let mut notified: Vec<UserId> = Vec::new();
    for chunk in split_message(text, MAX_CONTENT) {
        // A chunk of 2,000 characters holds at most 99 mentions of real
        // (17-digit or longer) ids; still, a chunk over the limit is cut
        // again at its lines, so that the limit holds whatever the ids.
        for content in split_at_mentions(&chunk, &mentioned) {
            let mentions: Vec<UserId> = mentioned(&content)
                .into_iter()
                .filter(|u| !notified.contains(u))
                .take(MAX_MENTIONED_USERS)
                .collect();
            notified.extend(&mentions);
            parts.push(Part { content, mentions });
        }
    }
    parts
}

/// `chunk` as is when it mentions at most [`MAX_MENTIONED_USERS`] users,
/// else cut at line boundaries (then spaces) into pieces that each do.
fn split_at_mentions(chunk: &str, mentioned: &dyn Fn(&str) -> Vec<UserId>) -> Vec<String> {
    if mentioned(chunk).len() <= MAX_MENTIONED_USERS {
        return vec![chunk.to_string()];
    }
    let words = chunk.split_inclusive(['\n', ' ']);
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut users: Vec<UserId> = Vec::new();
    for w in words {
        let mut new: Vec<UserId> = mentioned(w);
        new.retain(|u| !users.contains(u));
        if !current.is_empty() && users.len() + new.len() > MAX_MENTIONED_USERS {
            out.push(std::mem::take(&mut current).trim_end().to_string());
            users.clear();
            new = mentioned(w);
        }
        users.extend(new);
        current.push_str(w);
    }
    if !current.is_empty() {
        out.push(current.trim_end().to_string());
    }
    out
}

/// Splits `text` into messages of at most `max` characters, at line
/// boundaries: every line is kept whole and in order when it fits. A line
/// longer than `max` is broken at its last space before the limit (or at
/// the limit). A code block (```` ``` ````) split over two messages is
/// closed at the end of the first and opened again in the next, so that
/// both still show as code.
///
/// ```ignore
/// let parts = split_message(&"line\n".repeat(1000), 2000);
/// assert!(parts.iter().all(|p| p.chars().count() <= 2000));
/// ```
pub(crate) fn split_message(text: &str, max: usize) -> Vec<String> {
    const FENCE: &str = "```";
    // Room kept for closing (and reopening) a code block.
    let budget = max.saturating_sub(FENCE.len() + 1).max(1);
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut len = 0usize;
    let mut in_code = false;
    let mut fence_lang = String::new();
    let mut pieces: Vec<String> = Vec::new();
    for line in text.split('\n') {
        let mut rest = line;
        while rest.chars().count() > budget {
            let cut: usize = rest
                .char_indices()
                .nth(budget)
                .map(|(i, _)| i)
                .unwrap_or(rest.len());
            let at = rest[..cut].rfind(' ').filter(|&i| i > 0).unwrap_or(cut);
            pieces.push(rest[..at].to_string());
            rest = rest[at..].trim_start_matches(' ');
        }
        pieces.push(rest.to_string());
    }
    let mut started = false;
    for piece in pieces {
        let n = piece.chars().count();
        if started && len + 1 + n > budget {
            if in_code {
                current.push('\n');
                current.push_str(FENCE);
            }
            parts.push(std::mem::take(&mut current));
            len = 0;
            started = false;
            if in_code {
                current = format!("{FENCE}{fence_lang}");
                len = current.chars().count();
                started = true;
            }
        }
        if started {
            current.push('\n');
            len += 1;
        }
        current.push_str(&piece);
        len += n;
        started = true;
        if piece.matches(FENCE).count() % 2 == 1 {
            in_code = !in_code;
            fence_lang = match piece.trim_start().strip_prefix(FENCE) {
                Some(lang) if in_code => lang.trim().to_string(),
                _ => String::new(),
            };
        }
    }
    if started || parts.is_empty() {
        parts.push(current);
    }
    parts
}

/// `allowed_mentions` for a message that may notify `users` and nobody
/// else: `parse` empty (no `@everyone`/`@here`, no roles, no other user).
pub(crate) fn allowed_mentions(users: &[UserId]) -> CreateAllowedMentions {
    allowed_mentions_with_roles(users, &[])
}

/// [`allowed_mentions`] that may notify `roles` too (and no other role).
pub(crate) fn allowed_mentions_with_roles(
    users: &[UserId],
    roles: &[RoleId],
) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .everyone(false)
        .all_roles(false)
        .all_users(false)
        .empty_roles()
        .roles(roles.iter().copied())
        .users(users.iter().copied())
}

/// The Discord roles among host role ids, without repeats.
fn roles_of(ids: &[String]) -> Vec<RoleId> {
    let mut out: Vec<RoleId> = Vec::new();
    for id in ids {
        if let Ok(n) = id.parse::<u64>()
            && n != 0
            && !out.contains(&RoleId::new(n))
        {
            out.push(RoleId::new(n));
        }
    }
    out
}

/// The Discord users among host user ids (people have numeric ids; others,
/// like a terminal's, are never mentioned), without repeats.
fn users_of(ids: &[String]) -> Vec<UserId> {
    let mut out: Vec<UserId> = Vec::new();
    for id in ids {
        if let Ok(n) = id.parse::<u64>()
            && n != 0
            && !out.contains(&UserId::new(n))
        {
            out.push(UserId::new(n));
        }
    }
    out
}

/// `text` led by the mention of each of `users` it does not mention yet.
fn with_mentions(text: &str, users: &[UserId]) -> String {
    let lead: Vec<String> = users
        .iter()
        .map(|u| format!("<@{u}>"))
        .filter(|m| !text.contains(m.as_str()))
        .collect();
    if lead.is_empty() {
        text.to_string()
    } else {
        format!("{} {text}", lead.join(" "))
    }
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out: String = s.chars().take(max - 1).collect();
    out.push('…');
    out
}

fn style(s: ButtonStyle) -> DButtonStyle {
    match s {
        ButtonStyle::Primary => DButtonStyle::Primary,
        ButtonStyle::Secondary => DButtonStyle::Secondary,
        ButtonStyle::Success => DButtonStyle::Success,
        ButtonStyle::Danger => DButtonStyle::Danger,
    }
}

/// The buttons as action rows within Discord's limits. When there are more
/// than 25, the last button (e.g. "Let it pass") is kept and the ones
/// before it are cut.
pub(crate) fn rows(buttons: &[host::Button]) -> Vec<CreateActionRow> {
    let max = ROW_BUTTONS * MAX_ROWS;
    let usable: Vec<&host::Button> = buttons
        .iter()
        .filter(|b| !b.id.is_empty() && b.id.len() <= MAX_CUSTOM_ID)
        .collect();
    let chosen: Vec<&host::Button> = if usable.len() > max {
        let mut v: Vec<&host::Button> = usable[..max - 1].to_vec();
        v.push(usable[usable.len() - 1]);
        v
    } else {
        usable
    };
    chosen
        .chunks(ROW_BUTTONS)
        .map(|chunk| {
            CreateActionRow::Buttons(
                chunk
                    .iter()
                    .map(|b| {
                        CreateButton::new(b.id.clone())
                            .label(truncate(&b.label, MAX_LABEL))
                            .style(style(b.style))
                    })
                    .collect(),
            )
        })
        .collect()
}

/// A card as a Discord embed (the card keeps Discord's limits: see
/// [`host::Card::fits`]; empty parts are left out, as Discord wants).
pub(crate) fn embed(card: &host::Card) -> CreateEmbed {
    let mut e = CreateEmbed::new();
    if !card.title.is_empty() {
        e = e.title(card.title.clone());
    }
    if !card.description.is_empty() {
        e = e.description(card.description.clone());
    }
    for f in &card.fields {
        e = e.field(f.name.clone(), f.value.clone(), f.inline);
    }
    if let Some(c) = card.colour {
        e = e.colour(c);
    }
    if !card.footer.is_empty() {
        e = e.footer(CreateEmbedFooter::new(card.footer.clone()));
    }
    e
}

/// The message for a view, rendering its board to PNG.
pub(crate) fn outgoing(view: &View) -> Outgoing {
    let mut files = Vec::new();
    if let Some(board) = &view.board {
        match board.png() {
            Ok(png) => files.push(CreateAttachment::bytes(png, BOARD_FILE)),
            Err(e) => tracing::error!("cannot draw the board: {e}"),
        }
    }
    if let Some(anim) = &view.animation {
        match anim.flight_gif() {
            Ok(gif) => files.push(CreateAttachment::bytes(gif, FLIGHT_FILE)),
            Err(e) => tracing::error!("cannot draw the flight: {e}"),
        }
    }
    if let Some(f) = &view.file {
        files.push(CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
    } else if let Some(d) = &view.drawing {
        // In the language the view was said in.
        match d.draw() {
            Ok(f) => files.push(CreateAttachment::bytes(f.bytes, f.name)),
            Err(e) => tracing::error!("cannot draw a picture: {e}"),
        }
    }
    let mentions = users_of(&view.mentions);
    let roles = roles_of(&view.role_mentions);
    let mut text = with_mentions(&view.text, &mentions);
    let lead: Vec<String> = roles
        .iter()
        .map(|r| format!("<@&{r}>"))
        .filter(|m| !text.contains(m.as_str()))
        .collect();
    if !lead.is_empty() {
        text = format!("{} {text}", lead.join(" "));
    }
    // Said with the view where its language is known ([`said`]); here
    // only for a view never said (then in en-US).
    let lines = countdown_lines(view, &text, Locale::EnUs);
    text.push_str(&lines);
    let mut parts = split_parts(&text, &mentions).into_iter();
    let first = parts.next().unwrap_or_default();
    if let Some(Err(e)) = view.card.as_ref().map(host::Card::fits) {
        tracing::error!("a card over Discord's limits: {e}");
    }
    Outgoing {
        content: first.content,
        embeds: view.card.iter().map(embed).collect(),
        rows: rows(&view.buttons),
        files,
        more: parts.collect(),
        mentions: first.mentions,
        roles,
    }
}

/// When the flag of the side to move falls, as a live countdown (rounded
/// down, as [`countdown`]).
pub(crate) fn flag_countdown(flag_ms: i64) -> Words {
    Words::new(ids::DISCORD_GAME_FLAG_FALLS).arg("stamp", relative(flag_ms))
}

/// A Discord relative timestamp (`<t:…:R>`) of `ms`, rounded down.
fn relative(ms: i64) -> String {
    host::time_stamps::stamp(ms, 'R')
}

/// The countdown lines `view` gains under its text `text`, each on a line
/// of its own, said in `locale`: its question's deadline (unless the text
/// words its own end, `ends <t:…:R>`) and its flag; those the text shows
/// already are not added again.
fn countdown_lines(view: &View, text: &str, locale: Locale) -> String {
    let mut lines = String::new();
    let shown = |ms: i64| text.contains(&relative(ms));
    if let Some(d) = view.deadline_ms.filter(|&d| !shown(d)) {
        lines.push('\n');
        lines.push_str(&countdown(d).text(locale));
    }
    if let Some(f) = view.flag_ms.filter(|&f| !shown(f)) {
        lines.push('\n');
        lines.push_str(&flag_countdown(f).text(locale));
    }
    lines
}

/// Whether `view` has texts to say in a reader's language: its words, or
/// the countdowns the edge adds to it.
pub(crate) fn needs_saying(view: &View) -> bool {
    view.has_words() || view.deadline_ms.is_some() || view.flag_ms.is_some()
}

/// `view` said in `locale` ([`View::in_locale`]) with its countdowns
/// (once: a view said already is left as it is).
pub(crate) fn said(view: View, locale: Locale) -> View {
    let mut view = view.in_locale(locale);
    let lines = countdown_lines(&view, &view.text, locale);
    view.text.push_str(&lines);
    view
}

/// A link to message `message` in `channel` of server `guild` (empty: a
/// direct message).
pub(crate) fn message_link(guild: &str, channel: u64, message: u64) -> String {
    let guild = if guild.is_empty() { "@me" } else { guild };
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// A question's deadline as a Discord relative timestamp, which every
/// client shows as a live countdown ("in 27 seconds"). Rounded down: the
/// countdown never promises more time than there is.
pub(crate) fn countdown(deadline_ms: i64) -> Words {
    Words::new(ids::DISCORD_GAME_TIME_RUNS_OUT).arg("stamp", relative(deadline_ms))
}

/// Renders a view. One board picture (a quarter of a millisecond) is drawn
/// at once, on the task; an animation or a chart (several milliseconds)
/// on a blocking thread, so that many games do not hold up the async
/// workers.
pub(crate) async fn outgoing_async(view: View) -> Outgoing {
    if view.animation.is_none() && (view.drawing.is_none() || view.file.is_some()) {
        return outgoing(&view);
    }
    // Should the blocking thread fail, the message goes without them.
    let still = View {
        animation: None,
        drawing: None,
        ..view.clone()
    };
    match tokio::task::spawn_blocking(move || outgoing(&view)).await {
        Ok(o) => o,
        Err(e) => {
            tracing::error!("cannot draw a view's pictures: {e}");
            outgoing(&still)
        }
    }
}

impl Outgoing {
    /// A plain text message (with `more` messages when it is too long
    /// for one).
    pub(crate) fn text(s: impl Into<String>) -> Outgoing {
        Outgoing::text_to(s, &[])
    }

    /// Takes the messages that follow this one (the rest of a long text).
    pub(crate) fn take_more(&mut self) -> Vec<Outgoing> {
        std::mem::take(&mut self.more)
            .into_iter()
            .map(|p| Outgoing {
                content: p.content,
                mentions: p.mentions,
                ..Outgoing::default()
            })
            .collect()
    }

    /// A plain text message that may notify `users` (mentioned at its start).
    pub(crate) fn text_to(s: impl Into<String>, users: &[UserId]) -> Outgoing {
        let mut parts = split_parts(&with_mentions(&s.into(), users), users).into_iter();
        let first = parts.next().unwrap_or_default();
        Outgoing {
            content: first.content,
            more: parts.collect(),
            mentions: first.mentions,
            ..Outgoing::default()
        }
    }

    /// This message's `allowed_mentions`.
    fn allowed(&self) -> CreateAllowedMentions {
        allowed_mentions_with_roles(&self.mentions, &self.roles)
    }

    pub(crate) fn message(self) -> CreateMessage {
        let embeds = self.embeds.clone();
        let b = CreateMessage::new()
            .allowed_mentions(self.allowed())
            .content(self.content)
            .components(self.rows)
            .add_files(self.files);
        if embeds.is_empty() {
            b
        } else {
            b.embeds(embeds)
        }
    }

    pub(crate) fn response(self, ephemeral: bool) -> CreateInteractionResponseMessage {
        let embeds = self.embeds.clone();
        let b = CreateInteractionResponseMessage::new()
            .allowed_mentions(self.allowed())
            .content(self.content)
            .components(self.rows)
            .add_files(self.files)
            .ephemeral(ephemeral);
        if embeds.is_empty() {
            b
        } else {
            b.embeds(embeds)
        }
    }

    /// For UPDATE_MESSAGE: the text and buttons, and the new pictures in
    /// place of the old ones (without new ones, the pictures stay).
    pub(crate) fn update(self) -> CreateInteractionResponseMessage {
        let embeds = self.embeds.clone();
        let b = CreateInteractionResponseMessage::new()
            .allowed_mentions(self.allowed())
            .content(self.content)
            .components(self.rows)
            .files(self.files);
        if embeds.is_empty() {
            b
        } else {
            b.embeds(embeds)
        }
    }

    pub(crate) fn followup(self, ephemeral: bool) -> CreateInteractionResponseFollowup {
        let embeds = self.embeds.clone();
        let b = CreateInteractionResponseFollowup::new()
            .allowed_mentions(self.allowed())
            .content(self.content)
            .components(self.rows)
            .add_files(self.files)
            .ephemeral(ephemeral);
        if embeds.is_empty() {
            b
        } else {
            b.embeds(embeds)
        }
    }

    /// An edit of an earlier message: new text and buttons (none =
    /// removed), and the new pictures in place of the old ones (without
    /// new ones, the pictures stay).
    pub(crate) fn edit(self) -> EditMessage {
        let mut e = EditMessage::new()
            .allowed_mentions(self.allowed())
            .content(self.content)
            .components(self.rows);
        if !self.embeds.is_empty() {
            e = e.embeds(self.embeds);
        }
        if !self.files.is_empty() {
            e = e.remove_all_attachments();
            for f in self.files {
                e = e.new_attachment(f);
            }
        }
        e
    }

    /// The edit of a deferred interaction's answer: text, buttons, files.
    pub(crate) fn edit_response(self) -> EditInteractionResponse {
        let mut b = EditInteractionResponse::new()
            .allowed_mentions(self.allowed())
            .content(self.content)
            .components(self.rows);
        if !self.embeds.is_empty() {
            b = b.embeds(self.embeds);
        }
        for f in self.files {
            b = b.new_attachment(f);
        }
        b
    }

    /// For UPDATE_MESSAGE of an ephemeral message: text and buttons only.
    pub(crate) fn update_text(self) -> CreateInteractionResponseMessage {
        let embeds = self.embeds.clone();
        let b = CreateInteractionResponseMessage::new()
            .allowed_mentions(self.allowed())
            .content(self.content)
            .components(self.rows);
        if embeds.is_empty() {
            b
        } else {
            b.embeds(embeds)
        }
    }
}

/// The channel's line when someone starts a game against the AI in a thread:
/// `**alice** is playing me (the AI, level 4) in <#123>.`
pub(crate) fn ai_game_where(player: &str, level: u8, thread: &str) -> Words {
    Words::new(ids::DISCORD_GAME_AI_WHERE)
        .arg("player", host::plain_text::member(player))
        .arg("level", level)
        .arg("thread", thread)
}

/// A tournament as an autocomplete choice: `#3 Friday Swiss (open)`.
pub(crate) fn tournament_choice(t: &tournament::TournamentInfo) -> String {
    let status = format!("{:?}", t.status).to_lowercase();
    let name = format!("#{} {} ({status})", t.id, t.name);
    // Discord's limit on a choice's name (it shows no Markdown).
    host::plain_text::cut(&name, 100)
}

#[cfg(test)]
mod tests {
    use super::*;
    use host::{Allowed, Button};

    fn button(i: usize, label: &str) -> Button {
        Button {
            id: format!("cp:g1:1:x:{i}"),
            label: label.to_string(),
            style: ButtonStyle::Danger,
            allowed: Allowed::Anyone,
            words: None,
        }
    }

    fn row_sizes(rows: &[CreateActionRow]) -> Vec<usize> {
        rows.iter()
            .map(|r| match r {
                CreateActionRow::Buttons(b) => b.len(),
                _ => 0,
            })
            .collect()
    }

    #[test]
    fn a_view_leads_with_its_mentions_and_allows_only_them() {
        let place = host::Place::channel("1", "2");
        let mut v = View::new(
            &place,
            host::ViewKind::Info,
            "@everyone party <@&7>, <@42> and",
        );
        v.mentions = vec!["42".into(), "43".into(), "ai".into(), "43".into()];
        let out = outgoing(&v);
        assert_eq!(out.content, "<@43> @everyone party <@&7>, <@42> and");
        let json = serde_json::to_value(out.allowed()).unwrap();
        assert_eq!(json["parse"], serde_json::json!([]));
        assert_eq!(json["roles"], serde_json::json!([]));
        assert_eq!(json["users"], serde_json::json!(["42", "43"]));
        let nobody = serde_json::to_value(Outgoing::text("@here").allowed()).unwrap();
        assert_eq!(nobody["parse"], serde_json::json!([]));
        assert_eq!(nobody["users"], serde_json::json!([]));
    }

    /// Checks Discord's two limits on every part, that each of `users` is
    /// notified exactly once, by a part that mentions them, and that the
    /// parts' lines are the text's lines, in order.
    fn assert_parts_keep_limits(text: &str, users: &[UserId], parts: &[Part]) {
        let mut notified: Vec<UserId> = Vec::new();
        for p in parts {
            assert!(p.content.chars().count() <= MAX_CONTENT);
            assert!(
                p.mentions.len() <= MAX_MENTIONED_USERS,
                "{}",
                p.mentions.len()
            );
            for u in &p.mentions {
                assert!(
                    p.content.contains(&format!("<@{u}>")),
                    "{u} not in its part"
                );
            }
            notified.extend(&p.mentions);
        }
        assert_eq!(notified, users, "every user once, in order");
        let joined: Vec<&str> = parts
            .iter()
            .flat_map(|p| p.content.split(['\n', ' ']))
            .filter(|w| !w.is_empty())
            .collect();
        let want: Vec<&str> = text.split(['\n', ' ']).filter(|w| !w.is_empty()).collect();
        assert_eq!(joined, want, "the words, in order");
    }

    #[test]
    fn a_post_pinging_120_players_is_split_so_that_each_is_pinged_once() {
        let users: Vec<UserId> = (0..120u64)
            .map(|i| UserId::new(1_300_000_000_000_100_000 + i))
            .collect();
        let mut text = String::from("**Big Swiss**: round 1 of 7\n");
        for (b, pair) in users.chunks(2).enumerate() {
            text.push_str(&format!(
                "Board {}: <@{}> vs <@{}>\n",
                b + 1,
                pair[0],
                pair[1]
            ));
        }
        let place = host::Place::channel("1", "2");
        let mut v = View::new(&place, host::ViewKind::Pairings, text.trim_end());
        v.mentions = users.iter().map(|u| u.to_string()).collect();
        let mut out = outgoing(&v);
        assert!(out.mentions.len() <= MAX_MENTIONED_USERS);
        let first = Part {
            content: out.content.clone(),
            mentions: out.mentions.clone(),
        };
        let mut parts = vec![first];
        parts.append(&mut out.more);
        assert!(parts.len() >= 2, "120 pings need two messages at least");
        assert_parts_keep_limits(text.trim_end(), &users, &parts);
        // Every line whole: a board's line is in one message.
        for p in &parts {
            for line in p.content.lines() {
                assert!(
                    line.starts_with("Board ") || line.starts_with("**Big"),
                    "{line}"
                );
            }
        }
    }

    #[test]
    fn more_than_100_short_mentions_in_one_line_are_cut_at_spaces() {
        // Short ids fit more than 100 mentions in 2,000 characters.
        let users: Vec<UserId> = (1..=250u64).map(UserId::new).collect();
        let out = Outgoing::text_to("check in now", &users);
        let mut parts = vec![Part {
            content: out.content.clone(),
            mentions: out.mentions.clone(),
        }];
        parts.extend(out.more.iter().cloned());
        assert_eq!(parts.len(), 3, "{parts:?}");
        let text = with_mentions("check in now", &users);
        assert_parts_keep_limits(&text, &users, &parts);
        // A user mentioned twice is notified by the first part only.
        let twice = format!("<@5> first\n{}\n<@5> again", "x ".repeat(1_500));
        let parts = split_parts(&twice, &[UserId::new(5)]);
        let last = parts.last().expect("parts");
        assert!(parts.len() >= 2, "{parts:?}");
        assert!(parts[0].content.contains("<@5>"), "{parts:?}");
        assert!(last.content.contains("<@5> again"), "{parts:?}");
        assert_eq!(parts[0].mentions, vec![UserId::new(5)]);
        assert!(
            parts[1..].iter().all(|p| p.mentions.is_empty()),
            "{parts:?}"
        );
    }

    #[test]
    fn buttons_fill_rows_of_five() {
        let bs: Vec<Button> = (0..7).map(|i| button(i, "Bxe6")).collect();
        assert_eq!(row_sizes(&rows(&bs)), vec![5, 2]);
        assert!(rows(&[]).is_empty());
    }

    #[test]
    fn more_than_25_keeps_the_last() {
        let mut bs: Vec<Button> = (0..30).map(|i| button(i, "x")).collect();
        bs.push(Button {
            id: "cp:g1:1:pass".into(),
            label: "Let it pass".into(),
            style: ButtonStyle::Secondary,
            allowed: Allowed::Anyone,
            words: None,
        });
        let r = rows(&bs);
        assert_eq!(row_sizes(&r), vec![5, 5, 5, 5, 5]);
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json[4]["components"][4]["label"], "Let it pass");
    }

    /// Every line of `text`, in order, ignoring the fences added at a split.
    fn lines_of(parts: &[String]) -> Vec<String> {
        parts
            .iter()
            .flat_map(|p| p.lines().map(str::to_string))
            .collect()
    }

    #[test]
    fn a_long_text_is_split_at_lines_and_nothing_is_lost() {
        let text: String = (1..=200)
            .map(|i| format!("{i}. alice (1500) vs bob (1500) <#1234567890123456789>"))
            .collect::<Vec<_>>()
            .join("\n");
        let parts = split_message(&text, MAX_CONTENT);
        assert!(parts.len() >= 6, "{} parts", parts.len());
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_CONTENT));
        assert_eq!(lines_of(&parts), text.lines().collect::<Vec<_>>());
        assert_eq!(split_message("short", MAX_CONTENT), vec!["short"]);
        assert_eq!(split_message("", MAX_CONTENT), vec![""]);
    }

    #[test]
    fn a_code_block_split_in_two_stays_code_in_both() {
        let body: Vec<String> = (1..=150).map(|i| format!("{i:>3}  alice  {i}.5")).collect();
        let text = format!("Standings\n```text\n{}\n```\nafter", body.join("\n"));
        let parts = split_message(&text, 1000);
        assert!(parts.len() >= 3);
        for p in &parts {
            assert!(p.chars().count() <= 1000);
            assert_eq!(p.matches("```").count() % 2, 0, "balanced fences: {p}");
        }
        let kept: Vec<String> = lines_of(&parts)
            .into_iter()
            .filter(|l| !l.starts_with("```"))
            .collect();
        let want: Vec<&str> = text.lines().filter(|l| !l.starts_with("```")).collect();
        assert_eq!(kept, want);
        assert!(parts[1].starts_with("```text\n"), "{}", parts[1]);
    }

    #[test]
    fn a_line_longer_than_a_message_is_broken_at_a_space() {
        let line = "word ".repeat(1000);
        let parts = split_message(line.trim_end(), MAX_CONTENT);
        assert!(parts.len() >= 3);
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_CONTENT));
        assert_eq!(parts.join(" ").split(' ').count(), 1000);
        let unbroken = "x".repeat(4500);
        let parts = split_message(&unbroken, MAX_CONTENT);
        assert_eq!(parts.concat(), unbroken);
    }

    #[test]
    fn long_labels_are_cut_to_80() {
        let long = "x".repeat(200);
        let r = rows(&[button(1, &long)]);
        let json = serde_json::to_value(&r).unwrap();
        let label = json[0]["components"][0]["label"].as_str().unwrap();
        assert_eq!(label.chars().count(), 80);
        assert_eq!(truncate("short", 80), "short");
    }
}
