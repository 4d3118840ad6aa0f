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
//! use render::bracket::{BracketCard, BracketLabels};
//! let mut bracket = Bracket::new(4, Format::Single { third_place: false }).unwrap();
//! bracket.record("W1-1".parse().unwrap(), 1).unwrap();
//! let card = BracketCard {
//!     bracket,
//!     names: vec!["Ann".into(), "Bob".into(), "Cy".into(), "Dee".into()],
//!     scores: [("W1-1".parse().unwrap(), "2-0".to_string())].into(),
//!     links: [("W1-1".parse().unwrap(), "/games/7".to_string())].into(),
//!     labels: BracketLabels::new(|label| format!("{label:?}")),
//! };
//! let png = card.png().unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! assert!(card.svg().contains("<a href=\"/games/7\">"));
//! ```

mod layout;
mod paint;
mod svg;

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

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
    /// The words drawn in the picture, said by the caller in its reader's
    /// language (this crate has no locale).
    pub labels: BracketLabels,
}

/// A text the bracket picture draws besides names, ids and scores: a
/// column's heading, a match's, an empty slot's, the first line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BracketLabel {
    /// A double elimination's last winners' round.
    WinnersFinal,
    /// Winners' round `n` (from 1).
    WinnersRound(u32),
    /// A single elimination's last round.
    Final,
    /// A single elimination's round before the final.
    SemiFinals,
    /// A single elimination's round before the semi-finals.
    QuarterFinals,
    /// A single elimination's round `n` (from 1), further from the end.
    Round(u32),
    /// The losers' bracket's last round.
    LosersFinal,
    /// Losers' round `n` (from 1).
    LosersRound(u32),
    /// The grand final's first game.
    GrandFinal,
    /// The grand final's reset.
    Reset,
    /// The third-place match.
    ThirdPlace,
    /// An empty slot's name: a bye.
    Bye,
    /// The first line: the format (`double`: double elimination) and the
    /// number of players.
    Title { double: bool, players: u32 },
    /// The first line once the bracket has a champion: `title` (the
    /// [`BracketLabel::Title`] said), their seed and name (cleaned, maybe
    /// empty).
    Champion {
        title: String,
        seed: u32,
        name: String,
    },
}

/// How the caller says a [`BracketLabel`]: in the language of whoever
/// reads the picture (a Discord post: its server's; a web page: the
/// page's).
#[derive(Clone)]
pub struct BracketLabels(Arc<dyn Fn(&BracketLabel) -> String + Send + Sync>);

impl BracketLabels {
    /// The labels `say` says.
    pub fn new(say: impl Fn(&BracketLabel) -> String + Send + Sync + 'static) -> BracketLabels {
        BracketLabels(Arc::new(say))
    }

    /// `label`, said.
    pub fn say(&self, label: &BracketLabel) -> String {
        (self.0)(label)
    }
}

impl fmt::Debug for BracketLabels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("BracketLabels")
    }
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
