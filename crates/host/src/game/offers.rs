//! Draw offers: offering, accepting (also by offering back) and declining.

use super::{EndReason, GameCore, Note};
use crate::refusal::Refusal;
use engine::Color;
use serde::{Deserialize, Serialize};

/// A pending draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DrawOffer {
    #[serde(with = "color_serde")]
    pub by: Color,
    pub seq: i64,
}

impl GameCore {
    pub fn offer_draw(&mut self, user: &str) -> Result<Vec<Note>, Refusal> {
        let c = self.check_actor(user)?;
        match self.draw_offer {
            Some(d) if d.by == c => return Err(Refusal::AlreadyOfferedDraw),
            // The opponent offered already: offering back accepts.
            Some(d) => return self.respond_draw(user, Some(d.seq), true),
            None => {}
        }
        let seq = self.version + 1;
        self.draw_offer = Some(DrawOffer { by: c, seq });
        Ok(vec![Note::DrawOffered { by: c, seq }])
    }

    pub fn respond_draw(
        &mut self,
        user: &str,
        seq: Option<i64>,
        accept: bool,
    ) -> Result<Vec<Note>, Refusal> {
        let Some(d) = self.draw_offer else {
            return Err(if seq.is_some() {
                Refusal::QuestionEnded
            } else {
                Refusal::NoDrawOffer
            });
        };
        if seq.is_some_and(|s| s != d.seq) {
            return Err(Refusal::QuestionEnded);
        }
        let c = self.check_actor(user)?;
        if c == d.by {
            return Err(Refusal::OwnDrawOffer);
        }
        let mut notes = Vec::new();
        if accept {
            self.finish(None, EndReason::Agreement, &mut notes);
        } else {
            self.draw_offer = None;
            notes.push(Note::DrawDeclined { by: c, seq: d.seq });
        }
        Ok(notes)
    }
}

mod color_serde {
    use engine::Color;
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match String::deserialize(d)?.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!(
                "unknown colour `{other}`" // words-scan: skip (a stored record decoding error, logged)
            ))),
        }
    }
}
