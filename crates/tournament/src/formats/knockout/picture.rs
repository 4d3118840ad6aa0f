//! What a knockout shows of its bracket: the parts its picture draws
//! ([`BracketParts`], [`render::bracket`]), the places known, and the
//! bracket as text, a line a match.

use crate::state::TState;
use host::Attachment;
use host::plain_text::member;
use locale::{Words, ids};
use pairing::bracket::{self, Bracket, MatchId, Slot};
use std::collections::HashMap;

/// What the bracket picture shows: the bracket, the players' names by
/// seed (index = seed - 1), each match's score (`2-1`, `½-½`, `+/-` for
/// a walkover of a withdrawal) and each match's games (their ids, in
/// order).
#[derive(Debug, Clone)]
pub struct BracketParts {
    pub bracket: Bracket,
    pub names: Vec<String>,
    pub scores: HashMap<MatchId, String>,
    pub games: HashMap<MatchId, Vec<host::GameId>>,
}

impl TState {
    /// What the bracket picture draws (see [`BracketParts`]); `None`
    /// before the start and in other formats.
    pub fn bracket_card_parts(&self) -> Option<BracketParts> {
        let bracket = self.bracket()?;
        let names = self
            .entrants
            .iter()
            .map(|e| e.player.name.clone())
            .collect();
        let mut scores = HashMap::new();
        let mut games: HashMap<MatchId, Vec<host::GameId>> = HashMap::new();
        for m in bracket.matches() {
            if let Some(s) = self.match_score(m.id) {
                scores.insert(m.id, s);
            }
            let ids: Vec<host::GameId> = self
                .match_games(&m.id.to_string())
                .into_iter()
                .filter_map(|(_, b)| b.game)
                .collect();
            if !ids.is_empty() {
                games.insert(m.id, ids);
            }
        }
        Some(BracketParts {
            bracket,
            names,
            scores,
            games,
        })
    }

    /// Knockout: the final places known, best first, as the bracket gives
    /// them (1, 2, 3-4, 5-8, ...; 3 and 4 with a third-place match).
    pub fn knockout_places(&self) -> Vec<(u32, bracket::Place)> {
        self.bracket().map(|b| b.places()).unwrap_or_default()
    }

    /// The bracket as text, one line a match played or to play: `W1-2
    /// alice (1) vs bob (2) 1-0 → alice`; walkovers of byes and empty
    /// matches left out.
    pub fn bracket_text(&self) -> String {
        self.bracket_words().text(locale::Locale::EnUs)
    }

    /// [`TState::bracket_text`] in words.
    pub fn bracket_words(&self) -> Words {
        let Some(b) = self.bracket() else {
            return Words::verbatim("");
        };
        let name = |s: Slot| match s {
            Slot::Seed(k) => {
                Words::verbatim(format!("{} ({k})", member(&self.by_seed(k).player.name)))
            }
            Slot::Bye => Words::new(ids::TOURNAMENT_BRACKET_BYE),
            Slot::Unknown => Words::verbatim("?"),
        };
        let mut lines = Vec::new();
        for m in b.matches() {
            if m.a == Slot::Bye || m.b == Slot::Bye {
                continue;
            }
            if let Some(pending) = b.get(m.id)
                && pending.a == Slot::Unknown
                && pending.b == Slot::Unknown
                && matches!(m.id, MatchId::GrandFinal { game: 2 })
            {
                continue;
            }
            let mut rest = String::new();
            if let Some(s) = self.match_score(m.id) {
                rest += &format!(" {s}");
            }
            if let Some(w) = m.winner {
                rest += &format!(" → {}", member(&self.by_seed(w).player.name));
            }
            lines.push(
                Words::new(ids::TOURNAMENT_BRACKET_LINE)
                    .arg("match", m.id.to_string())
                    .arg("first", name(m.a))
                    .arg("second", name(m.b))
                    .arg("rest", rest),
            );
        }
        let mut said = Words::verbatim("");
        for line in lines {
            said = said.then("", line).then("", Words::verbatim("\n"));
        }
        said
    }
}

/// The picture of a knockout's bracket ([`render::bracket`]); one that
/// cannot be drawn is logged, and the text goes out without it.
pub(super) fn bracket_png(t: &TState, locale: locale::Locale) -> Option<Attachment> {
    let parts = t.bracket_card_parts()?;
    let card = render::bracket::BracketCard {
        bracket: parts.bracket,
        names: parts.names,
        scores: parts.scores,
        links: Default::default(),
        labels: super::words::bracket_labels(locale),
    };
    match card.png() {
        Ok(bytes) => Some(Attachment {
            name: format!("tournament-{}-bracket.png", t.id),
            bytes,
        }),
        Err(e) => {
            tracing::warn!("tournament {}: bracket picture: {e}", t.id);
            None
        }
    }
}
