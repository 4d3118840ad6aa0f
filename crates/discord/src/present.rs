//! A host view as a Discord message: its text (within Discord's 2,000
//! characters), its buttons laid out in rows (at most 5 buttons a row and
//! 5 rows, labels at most 80 characters), and its board picture as a PNG
//! attachment.

use host::{ButtonStyle, View};
use serenity::all::{
    ButtonStyle as DButtonStyle, CreateActionRow, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditMessage,
};

/// Discord's limit on a message's text.
pub(crate) const MAX_CONTENT: usize = 2000;
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

/// A message ready to send: text, rows of buttons and files.
#[derive(Debug, Clone, Default)]
pub(crate) struct Outgoing {
    pub content: String,
    pub rows: Vec<CreateActionRow>,
    pub files: Vec<CreateAttachment>,
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
    }
    let mut text = view.text.clone();
    if let Some(d) = view.deadline_ms {
        text.push('\n');
        text.push_str(&countdown(d));
    }
    Outgoing {
        content: truncate(&text, MAX_CONTENT),
        rows: rows(&view.buttons),
        files,
    }
}

/// A question's deadline as a Discord relative timestamp, which every
/// client shows as a live countdown ("in 27 seconds"). Rounded down: the
/// countdown never promises more time than there is.
pub(crate) fn countdown(deadline_ms: i64) -> String {
    format!("Time runs out <t:{}:R>.", deadline_ms.div_euclid(1000))
}

/// Renders on a blocking thread (drawing a board takes a few milliseconds
/// of CPU), so that many games do not hold up the async workers.
pub(crate) async fn outgoing_async(view: View) -> Outgoing {
    match tokio::task::spawn_blocking(move || outgoing(&view)).await {
        Ok(o) => o,
        Err(e) => Outgoing {
            content: format!("(could not draw this message: {e})"),
            ..Outgoing::default()
        },
    }
}

impl Outgoing {
    /// A plain text message.
    pub(crate) fn text(s: impl Into<String>) -> Outgoing {
        Outgoing {
            content: truncate(&s.into(), MAX_CONTENT),
            ..Outgoing::default()
        }
    }

    pub(crate) fn message(self) -> CreateMessage {
        CreateMessage::new()
            .content(self.content)
            .components(self.rows)
            .add_files(self.files)
    }

    pub(crate) fn response(self, ephemeral: bool) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(self.content)
            .components(self.rows)
            .add_files(self.files)
            .ephemeral(ephemeral)
    }

    /// For UPDATE_MESSAGE: the text and buttons, and the new pictures in
    /// place of the old ones (without new ones, the pictures stay).
    pub(crate) fn update(self) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(self.content)
            .components(self.rows)
            .files(self.files)
    }

    pub(crate) fn followup(self, ephemeral: bool) -> CreateInteractionResponseFollowup {
        CreateInteractionResponseFollowup::new()
            .content(self.content)
            .components(self.rows)
            .add_files(self.files)
            .ephemeral(ephemeral)
    }

    /// An edit of an earlier message: new text and buttons (none =
    /// removed), and the new pictures in place of the old ones (without
    /// new ones, the pictures stay).
    pub(crate) fn edit(self) -> EditMessage {
        let mut e = EditMessage::new()
            .content(self.content)
            .components(self.rows);
        if !self.files.is_empty() {
            e = e.remove_all_attachments();
            for f in self.files {
                e = e.new_attachment(f);
            }
        }
        e
    }
}

/// The channel's line when someone starts a game against the AI in a thread:
/// `**alice** is playing me (the AI, level 4) in <#123>.`
pub(crate) fn ai_game_where(player: &str, level: u8, thread: &str) -> String {
    format!("**{player}** is playing me (the AI, level {level}) in <#{thread}>.")
}

/// A tournament as an autocomplete choice: `#3 Friday Swiss (open)`.
pub(crate) fn tournament_choice(t: &tournament::TournamentInfo) -> String {
    let status = format!("{:?}", t.status).to_lowercase();
    let name = format!("#{} {} ({status})", t.id, t.name);
    name.chars().take(100).collect()
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
        });
        let r = rows(&bs);
        assert_eq!(row_sizes(&r), vec![5, 5, 5, 5, 5]);
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json[4]["components"][4]["label"], "Let it pass");
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
