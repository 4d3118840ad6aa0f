//! How much text each message the bot made or edited showed: its content
//! and, for a card (a message with embeds), the card's text with it
//! (titles, descriptions, field names and values, footers, plus the
//! content above them). Recorded for every create and edit, whatever the
//! route (channel messages, interaction answers, follow-ups, webhook
//! edits), so that a test can check a whole session against a phone
//! screen ([`StandIn::assert_posts_fit`]).

use super::StandIn;
use serde_json::Value;

/// The most characters of text a card (with the content above it) may
/// show: what fits a phone screen (issue 48, contract 3).
pub const PHONE_CARD: usize = 600;
/// Discord's limit on a message's content.
pub const MAX_CONTENT: usize = 2000;

/// The text one version of a message showed.
#[derive(Debug, Clone)]
pub struct ShownSize {
    /// The message's id.
    pub message: u64,
    /// Characters of its content.
    pub content: usize,
    /// Characters of its card and content together (`None` without embeds).
    pub card: Option<usize>,
    /// Its text as a reader sees it, for the failure message.
    pub text: String,
}

impl ShownSize {
    /// The size of message object `msg` as stored.
    pub(super) fn of(msg: &Value) -> ShownSize {
        let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
        let content = chars(&msg["content"]);
        let embeds = super::embeds_of(msg);
        let card = (!embeds.is_empty()).then(|| {
            content
                + embeds
                    .iter()
                    .map(|e| {
                        chars(&e["title"])
                            + chars(&e["description"])
                            + chars(&e["footer"]["text"])
                            + e["fields"].as_array().map_or(0, |fs| {
                                fs.iter()
                                    .map(|f| chars(&f["name"]) + chars(&f["value"]))
                                    .sum()
                            })
                    })
                    .sum::<usize>()
        });
        ShownSize {
            message: msg["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0),
            content,
            card,
            text: super::content_of(msg),
        }
    }
}

impl StandIn {
    /// Every version of every message the bot made or edited so far, in
    /// order, with how much text it showed.
    pub fn shown_sizes(&self) -> Vec<ShownSize> {
        self.inner.state.lock().unwrap().sizes.clone()
    }

    /// Panics, showing the post, unless every message of the session so
    /// far kept to a phone screen: no card (with its content) over
    /// `card_max` characters, no content over `content_max`. Returns how
    /// many versions it checked, of which how many were cards.
    pub fn assert_posts_fit(&self, card_max: usize, content_max: usize) -> (usize, usize) {
        let sizes = self.shown_sizes();
        for s in &sizes {
            assert!(
                s.content <= content_max,
                "message {} has {} characters of content, at most {content_max}:\n{}",
                s.message,
                s.content,
                s.text
            );
            if let Some(card) = s.card {
                assert!(
                    card <= card_max,
                    "message {}'s card shows {card} characters, at most {card_max}:\n{}",
                    s.message,
                    s.text
                );
            }
        }
        let cards = sizes.iter().filter(|s| s.card.is_some()).count();
        (sizes.len(), cards)
    }

    /// [`StandIn::assert_posts_fit`] a phone: no card over
    /// [`PHONE_CARD`], no content over [`MAX_CONTENT`].
    pub fn assert_posts_fit_a_phone(&self) -> (usize, usize) {
        self.assert_posts_fit(PHONE_CARD, MAX_CONTENT)
    }
}
