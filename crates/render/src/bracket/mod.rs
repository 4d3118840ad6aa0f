//! Knockout bracket pictures: the whole bracket of a
//! [`pairing::bracket::Bracket`] as it stands, as a PNG (posted on Discord
//! and edited after every match) and as SVG text (drawn inline on the web
//! site, every match linked to its games), both from one layout.
//!
//! The winners' (or single) bracket runs left to right, the losers'
//! bracket below it, the grand final (and its reset, once played) at the
//! right, the third-place match under the final. Each match is a box: its
//! id, its two slots (`S<k> name`, `bye`, or empty while not known), its
//! score beside it, the winner's row highlighted; once the bracket has a
//! champion, their rows are gold and so are the lines of their way to the
//! title. Dark card, as [`crate::chart`] and [`crate::table`].
//!
//! Names are user text: cleaned, cut with `…` to fit their slot, escaped in
//! the SVG. A missing name shows the seed alone. Links are kept only when
//! they are a site path (`/games/12`) or an `http(s)` address.
//!
//! Size, at one scale for every bracket (so names stay readable when
//! Discord shows it full size): 8 players in single elimination make a
//! picture 694 × 246 pixels; 128 players in double elimination 3,224 ×
//! 4,146, about 1.2 MB of PNG once every match has a result (Discord takes
//! attachments up to 10 MiB).
//!
//! ```
//! use pairing::bracket::{Bracket, Format};
//! use render::bracket::BracketCard;
//! let mut bracket = Bracket::new(4, Format::Single { third_place: false }).unwrap();
//! bracket.record("W1-1".parse().unwrap(), 1).unwrap();
//! let card = BracketCard {
//!     bracket,
//!     names: vec!["Ann".into(), "Bob".into(), "Cy".into(), "Dee".into()],
//!     scores: [("W1-1".parse().unwrap(), "2-0".to_string())].into(),
//!     links: [("W1-1".parse().unwrap(), "/games/7".to_string())].into(),
//! };
//! let png = card.png().unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! assert!(card.svg().contains("<a href=\"/games/7\">"));
//! ```

mod layout;
mod paint;
mod svg;

use std::collections::HashMap;

use pairing::bracket::{Bracket, MatchId};

use crate::RenderError;

/// What a bracket picture shows.
#[derive(Debug, Clone)]
pub struct BracketCard {
    /// The bracket as it stands.
    pub bracket: Bracket,
    /// The players' names: index = seed - 1.
    pub names: Vec<String>,
    /// A match's score, shown beside it: `2-1`, `½-½`.
    pub scores: HashMap<MatchId, String>,
    /// The address of a match's games, linked from its box in [`svg`](BracketCard::svg).
    pub links: HashMap<MatchId, String>,
}

impl BracketCard {
    /// PNG bytes (8-bit RGB) of the bracket.
    pub fn png(&self) -> Result<Vec<u8>, RenderError> {
        crate::encode::pixmap_png(&paint::paint(&layout::picture(self))?)
    }

    /// The bracket as an `<svg>` element (text, no script, no inline
    /// style), every linked match box an `<a href>`.
    pub fn svg(&self) -> String {
        svg::write(&layout::picture(self))
    }
}

/// The picture's colours and line widths.
mod palette {
    use crate::palette::Rgb;

    pub(crate) use crate::chart::{BACKGROUND, TEXT};
    /// A match box.
    pub(crate) const BOX_FILL: Rgb = [43, 45, 50];
    /// A box with nothing to play (a walkover, two byes).
    pub(crate) const FADED_FILL: Rgb = [35, 36, 40];
    /// The id and score columns.
    pub(crate) const ID_FILL: Rgb = [37, 38, 42];
    /// Outlines and the rule between the slots.
    pub(crate) const BORDER: Rgb = [72, 75, 82];
    /// Connectors.
    pub(crate) const LINE: Rgb = [98, 101, 108];
    /// Column headings.
    pub(crate) const HEADING: Rgb = [190, 192, 198];
    /// Ids, seeds, byes.
    pub(crate) const DIM: Rgb = [140, 143, 150];
    /// A match's loser.
    pub(crate) const LOST: Rgb = [158, 160, 166];
    /// A match's winner's row.
    pub(crate) const WIN_FILL: Rgb = [38, 94, 64];
    /// The champion's winning rows …
    pub(crate) const CHAMPION_FILL: Rgb = [96, 76, 22];
    /// … their name and their way.
    pub(crate) const GOLD: Rgb = [240, 192, 64];
    /// Connector widths, and the dash of a loser's way.
    pub(crate) const LINE_W: f32 = 1.5;
    pub(crate) const CHAMPION_LINE_W: f32 = 3.0;
    pub(crate) const DASH: [f32; 2] = [4.0, 3.0];
}

#[cfg(test)]
mod tests;
