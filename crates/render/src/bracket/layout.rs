//! Where everything of a bracket picture goes, computed once and drawn by
//! both outputs (the PNG painter and the SVG writer): the title, the
//! column headings, each match's box with its texts already cut to fit,
//! and the connectors from a match to where its winner (or, for the
//! third-place match, its loser) goes.
//!
//! The shape: the winners' (or single) bracket left to right, one column
//! per round, round 1's matches one under the other and each later match
//! centred between the two it is fed from; the losers' bracket below it,
//! its odd rounds after the first halving the field, its even rounds (the
//! dropped losers' entry) level with the round before; the grand final's
//! games to the right of both, halfway between the two brackets' finals;
//! the third-place match under the final.
//!
//! Where a winner goes (brackets-manager's shape, as `pairing::bracket`
//! builds it): winners' match `n` of round `r` to match `⌈n/2⌉` of round
//! `r + 1` (odd `n` in the upper slot); losers' round 1 and every odd round
//! to the same match number of the next round, lower slot; an even losers'
//! round to match `⌈n/2⌉` of the next; the two finals to the grand final
//! (winners' upper, losers' lower). The losers of the winners' bracket
//! drop into the losers' bracket far below: those moves are not drawn (the
//! lines would cross the whole picture); the slot shows the player once
//! known.

use std::collections::HashMap;

use pairing::bracket::{Format, GrandFinal, Match, MatchId, Slot};

use super::{BracketCard, BracketLabel};
use crate::text;

/// Space around the picture.
pub(crate) const MARGIN: f32 = 16.0;
/// The title's band at the top.
pub(crate) const TITLE_H: f32 = 34.0;
/// A column heading's band above a bracket's first boxes.
pub(crate) const HEADING_H: f32 = 20.0;
/// Between the winners' bracket's last box and the losers' headings.
pub(crate) const SECTION_GAP: f32 = 24.0;

/// A match box's width, its id column, its score column, and a slot's row.
pub(crate) const BOX_W: f32 = 202.0;
pub(crate) const ID_W: f32 = 40.0;
pub(crate) const SCORE_W: f32 = 40.0;
pub(crate) const ROW_H: f32 = 17.0;
pub(crate) const BOX_H: f32 = 2.0 * ROW_H;
/// Room between two boxes of a column, and between two columns.
pub(crate) const V_GAP: f32 = 8.0;
pub(crate) const H_GAP: f32 = 28.0;
/// From one round-1 box to the next, and from one column to the next.
pub(crate) const PITCH: f32 = BOX_H + V_GAP;
pub(crate) const COLUMN: f32 = BOX_W + H_GAP;
/// Left padding of a slot's text, and the seed's room (`S128` and a gap).
pub(crate) const PAD: f32 = 5.0;
pub(crate) const SEED_W: f32 = 27.0;
/// The narrowest picture (a 2-player bracket's title must fit).
pub(crate) const MIN_WIDTH: f32 = 360.0;

/// Font sizes: title, headings, ids and seeds, names, scores.
pub(crate) const TITLE_PX: f32 = 16.0;
pub(crate) const HEADING_PX: f32 = 12.0;
pub(crate) const SMALL_PX: f32 = 10.0;
pub(crate) const NAME_PX: f32 = 11.5;
pub(crate) const SCORE_PX: f32 = 11.0;
/// DejaVu Sans's cap height as a fraction of the size (to centre text).
const CAP_HEIGHT: f32 = 0.73;

/// A bracket picture, laid out.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Picture {
    pub width: u32,
    pub height: u32,
    /// The first line (format, players, champion), cut to fit.
    pub title: Label,
    /// Column headings ("Round 1", "Losers' final", "Grand final", …).
    pub headings: Vec<Label>,
    pub boxes: Vec<MatchBox>,
    pub connectors: Vec<Connector>,
}

/// A line of text with its baseline's left end.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Label {
    pub text: String,
    pub x: f32,
    pub baseline: f32,
}

/// One match's box.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MatchBox {
    pub id: MatchId,
    /// The top left corner.
    pub x: f32,
    pub y: f32,
    /// The upper and lower slot.
    pub rows: [Row; 2],
    /// The score as given, cut to fit its column.
    pub score: Option<String>,
    /// Nothing to play: a walkover or two byes.
    pub faded: bool,
    /// Where the match's games are (SVG only; checked to be a plain link).
    pub link: Option<String>,
    /// The match in words, uncut: `W1-2: S4 Ann v S5 Bob, 2-1` (a tooltip).
    pub summary: String,
}

/// One slot of a box.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Row {
    /// `S4`, or empty for a bye or a slot not known yet.
    pub seed: String,
    /// The player's name cut to fit, `bye`, or empty.
    pub name: String,
    pub state: RowState,
    /// The champion plays here (gold).
    pub champion: bool,
}

/// How a slot is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RowState {
    /// Not known yet, or a player whose match is not decided.
    Open,
    /// An empty slot.
    Bye,
    /// The match's winner (a highlighted row).
    Won,
    /// The match's loser (dimmed).
    Lost,
}

/// A line from a match to where its winner or loser goes.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Connector {
    /// The corners, from the source box's right edge to the target's left.
    pub points: Vec<(f32, f32)>,
    /// The loser's way (dashed).
    pub loser: bool,
    /// On the champion's way to the title.
    pub champion: bool,
}

impl MatchBox {
    /// The top of slot `row` (0 upper, 1 lower).
    pub fn row_top(&self, row: usize) -> f32 {
        self.y + row as f32 * ROW_H
    }

    /// The middle of slot `row`, where a connector arrives.
    pub fn row_middle(&self, row: usize) -> f32 {
        self.row_top(row) + ROW_H / 2.0
    }

    /// The baseline of slot `row`'s text.
    pub fn row_baseline(&self, row: usize) -> f32 {
        centred_baseline(self.row_top(row), ROW_H, NAME_PX)
    }

    /// Where a slot's seed starts, where its name starts.
    pub fn seed_x(&self) -> f32 {
        self.x + ID_W + PAD
    }
    pub fn name_x(&self) -> f32 {
        self.seed_x() + SEED_W
    }

    /// The id's left end and baseline (centred in the id column).
    pub fn id_position(&self) -> (f32, f32) {
        let w = text::width(&self.id.to_string(), SMALL_PX);
        (
            self.x + (ID_W - w) / 2.0,
            centred_baseline(self.y, BOX_H, SMALL_PX),
        )
    }

    /// The score's left end and baseline (centred in the score column).
    pub fn score_position(&self, score: &str) -> (f32, f32) {
        let w = text::width(score, SCORE_PX);
        (
            self.x + BOX_W - SCORE_W + (SCORE_W - w) / 2.0,
            centred_baseline(self.y, BOX_H, SCORE_PX),
        )
    }

    /// The row of seed `seed`, if it plays here.
    pub fn row_of(&self, seed: u32) -> Option<usize> {
        let s = format!("S{seed}");
        self.rows.iter().position(|r| r.seed == s)
    }
}

/// The baseline that centres capitals of size `px` in a band.
fn centred_baseline(top: f32, height: f32, px: f32) -> f32 {
    (top + (height + CAP_HEIGHT * px) / 2.0).round()
}

/// The name's room in a slot.
const NAME_W: f32 = BOX_W - ID_W - SCORE_W - PAD - SEED_W - 4.0;

/// The champion's seed, once known.
pub(crate) fn champion(card: &BracketCard) -> Option<u32> {
    card.bracket
        .places()
        .into_iter()
        .find_map(|(seed, place)| (place.first == 1 && place.last == 1).then_some(seed))
}

/// The picture of `card`.
pub(crate) fn picture(card: &BracketCard) -> Picture {
    let bracket = &card.bracket;
    let shape = Shape::of(bracket.size(), bracket.format());
    let champion = champion(card);

    // Vertical middles, column by column.
    let winners_top = MARGIN + TITLE_H + HEADING_H;
    let first_round = bracket.size() / 2;
    let mut middle: HashMap<MatchId, (u32, f32)> = HashMap::new();
    for round in 1..=shape.rounds {
        for number in 1..=first_round >> (round - 1) {
            let y = if round == 1 {
                winners_top + (number - 1) as f32 * PITCH + BOX_H / 2.0
            } else {
                let feeder = |n| {
                    middle[&MatchId::Winners {
                        round: round - 1,
                        number: n,
                    }]
                        .1
                };
                (feeder(2 * number - 1) + feeder(2 * number)) / 2.0
            };
            middle.insert(MatchId::Winners { round, number }, (round - 1, y));
        }
    }
    let winners_bottom = winners_top + first_round as f32 * PITCH - V_GAP;
    let losers_top = winners_bottom + SECTION_GAP + HEADING_H;
    for round in 1..=shape.losers_rounds {
        for number in 1..=shape.losers_matches(round) {
            let y = match round {
                1 => losers_top + (number - 1) as f32 * PITCH + BOX_H / 2.0,
                r if r % 2 == 0 => {
                    middle[&MatchId::Losers {
                        round: r - 1,
                        number,
                    }]
                        .1
                }
                r => {
                    let feeder = |n| {
                        middle[&MatchId::Losers {
                            round: r - 1,
                            number: n,
                        }]
                            .1
                    };
                    (feeder(2 * number - 1) + feeder(2 * number)) / 2.0
                }
            };
            middle.insert(MatchId::Losers { round, number }, (round - 1, y));
        }
    }
    let winners_final = MatchId::Winners {
        round: shape.rounds,
        number: 1,
    };
    let final_y = middle[&winners_final].1;
    if shape.grand_final != GrandFinal::None {
        let column = shape.rounds.max(shape.losers_rounds);
        let losers_final = MatchId::Losers {
            round: shape.losers_rounds,
            number: 1,
        };
        let y = ((final_y + middle[&losers_final].1) / 2.0).round();
        middle.insert(MatchId::GrandFinal { game: 1 }, (column, y));
        middle.insert(MatchId::GrandFinal { game: 2 }, (column + 1, y));
    }
    if shape.third_place {
        let y = final_y + BOX_H + HEADING_H + V_GAP;
        middle.insert(MatchId::ThirdPlace, (shape.rounds - 1, y));
    }

    // The boxes, in print order.
    let mut boxes: Vec<MatchBox> = Vec::new();
    for m in bracket.matches() {
        let Some(&(column, y)) = middle.get(&m.id) else {
            continue;
        };
        // The reset is drawn once it is played.
        if m.id == (MatchId::GrandFinal { game: 2 }) && m.a == Slot::Unknown {
            continue;
        }
        boxes.push(match_box(
            card,
            &m,
            champion,
            column_x(column),
            (y - BOX_H / 2.0).round(),
        ));
    }

    let index: HashMap<MatchId, usize> = boxes.iter().enumerate().map(|(i, b)| (b.id, i)).collect();
    let mut connectors = Vec::new();
    for from in &boxes {
        let plays = |b: &MatchBox| champion.is_some_and(|c| b.row_of(c).is_some());
        let mut link = |to: MatchId, row: usize, loser: bool| {
            let Some(&t) = index.get(&to) else { return };
            let target = &boxes[t];
            let (x1, y1) = (from.x + BOX_W, from.y + BOX_H / 2.0);
            let (x2, y2) = (target.x, target.row_middle(row));
            let turn = x2 - H_GAP / 2.0;
            let on_path =
                !loser && plays(from) && champion.is_some_and(|c| target.row_of(c) == Some(row));
            connectors.push(Connector {
                points: vec![(x1, y1), (turn, y1), (turn, y2), (x2, y2)],
                loser,
                champion: on_path,
            });
        };
        if let Some((to, row)) = shape.winner_goes(from.id) {
            link(to, row, false);
        }
        if let Some((to, row)) = shape.loser_goes(from.id) {
            link(to, row, true);
        }
        if from.id == (MatchId::GrandFinal { game: 1 })
            && let Some(&t) = index.get(&MatchId::GrandFinal { game: 2 })
        {
            let y = from.y + BOX_H / 2.0;
            connectors.push(Connector {
                points: vec![(from.x + BOX_W, y), (boxes[t].x, y)],
                loser: false,
                champion: plays(&boxes[t]),
            });
        }
    }
    // The champion's way is drawn last, over the others.
    connectors.sort_by_key(|c| c.champion);

    let mut headings = Vec::new();
    let heading = |text: String, column: u32, baseline: f32| Label {
        x: column_x(column),
        baseline,
        text,
    };
    let say = |label: BracketLabel| card.labels.say(&label);
    for round in 1..=shape.rounds {
        let to_go = shape.rounds - round;
        let text = say(match (shape.losers_rounds > 0, to_go) {
            (true, 0) => BracketLabel::WinnersFinal,
            (true, _) => BracketLabel::WinnersRound(round),
            (false, 0) => BracketLabel::Final,
            (false, 1) => BracketLabel::SemiFinals,
            (false, 2) => BracketLabel::QuarterFinals,
            (false, _) => BracketLabel::Round(round),
        });
        headings.push(heading(text, round - 1, winners_top - 7.0));
    }
    for round in 1..=shape.losers_rounds {
        let text = say(if round == shape.losers_rounds {
            BracketLabel::LosersFinal
        } else {
            BracketLabel::LosersRound(round)
        });
        headings.push(heading(text, round - 1, losers_top - 7.0));
    }
    for b in &boxes {
        let text = match b.id {
            MatchId::GrandFinal { game: 1 } => BracketLabel::GrandFinal,
            MatchId::GrandFinal { .. } => BracketLabel::Reset,
            MatchId::ThirdPlace => BracketLabel::ThirdPlace,
            _ => continue,
        };
        headings.push(Label {
            text: say(text),
            x: b.x,
            baseline: b.y - 7.0,
        });
    }

    let columns = shape.rounds.max(shape.losers_rounds)
        + match shape.grand_final {
            GrandFinal::None => 0,
            GrandFinal::Simple => 1,
            GrandFinal::Double => 2,
        };
    let width = (2.0 * MARGIN + columns as f32 * COLUMN - H_GAP).max(MIN_WIDTH);
    let bottom = boxes
        .iter()
        .map(|b| b.y + BOX_H)
        .fold(winners_bottom, f32::max);
    let height = bottom + MARGIN;

    let mut title = say(BracketLabel::Title {
        double: matches!(bracket.format(), Format::Double { .. }),
        players: bracket.players(),
    });
    if let Some(c) = champion {
        title = say(BracketLabel::Champion {
            title,
            seed: c,
            name: name_of(card, c),
        })
        .trim_end()
        .to_string();
    }
    Picture {
        width: width.ceil() as u32,
        height: height.ceil() as u32,
        title: Label {
            text: text::fit(&title, TITLE_PX, width - 2.0 * MARGIN),
            x: MARGIN,
            baseline: MARGIN + 18.0,
        },
        headings,
        boxes,
        connectors,
    }
}

/// The left edge of column `column`.
fn column_x(column: u32) -> f32 {
    MARGIN + column as f32 * COLUMN
}

/// Seed `seed`'s name (cleaned), empty when the card has none.
fn name_of(card: &BracketCard, seed: u32) -> String {
    card.names
        .get(seed as usize - 1)
        .map(|n| text::clean(n))
        .unwrap_or_default()
}

/// The box of match `m` with its top left at `(x, y)`.
fn match_box(card: &BracketCard, m: &Match, champion: Option<u32>, x: f32, y: f32) -> MatchBox {
    let row = |slot: Slot| match slot {
        Slot::Seed(k) => Row {
            seed: format!("S{k}"),
            name: text::fit(&name_of(card, k), NAME_PX, NAME_W),
            state: match m.winner {
                Some(w) if w == k => RowState::Won,
                Some(_) => RowState::Lost,
                None => RowState::Open,
            },
            champion: champion == Some(k),
        },
        Slot::Bye => Row {
            seed: String::new(),
            name: card.labels.say(&BracketLabel::Bye),
            state: RowState::Bye,
            champion: false,
        },
        Slot::Unknown => Row {
            seed: String::new(),
            name: String::new(),
            state: RowState::Open,
            champion: false,
        },
    };
    let score = card
        .scores
        .get(&m.id)
        .map(|s| text::fit(s, SCORE_PX, SCORE_W - 4.0))
        .filter(|s| !s.is_empty());
    let says = |slot: Slot| match slot {
        Slot::Seed(k) => {
            let name = name_of(card, k);
            if name.is_empty() {
                format!("S{k}")
            } else {
                format!("S{k} {name}")
            }
        }
        Slot::Bye => card.labels.say(&BracketLabel::Bye),
        Slot::Unknown => "?".to_string(),
    };
    let mut summary = format!("{}: {} v {}", m.id, says(m.a), says(m.b));
    if let Some(s) = card.scores.get(&m.id) {
        summary += &format!(", {}", text::clean(s));
    }
    MatchBox {
        id: m.id,
        x,
        y,
        rows: [row(m.a), row(m.b)],
        score,
        faded: m.is_walkover() || (m.a == Slot::Bye && m.b == Slot::Bye),
        link: card.links.get(&m.id).filter(|l| plain_link(l)).cloned(),
        summary,
    }
}

/// A link the picture may carry: a path on the site (`/games/12`) or an
/// `http(s)` address, without quotes, spaces or control characters (so no
/// `javascript:` and nothing that could leave the attribute).
fn plain_link(link: &str) -> bool {
    let scheme_ok = (link.starts_with('/') && !link.starts_with("//"))
        || link.starts_with("https://")
        || link.starts_with("http://");
    scheme_ok
        && !link
            .chars()
            .any(|c| c.is_control() || c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>'))
}

/// The rounds of a bracket and where winners and losers go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shape {
    /// Rounds of the winners' (or single) bracket.
    pub rounds: u32,
    /// Rounds of the losers' bracket (0 without one).
    pub losers_rounds: u32,
    /// The grand final (`None` without a losers' bracket).
    pub grand_final: GrandFinal,
    /// A third-place match.
    pub third_place: bool,
    /// Round 1's matches.
    first_round: u32,
}

impl Shape {
    /// The shape of a bracket of `size` slots in `format`.
    pub fn of(size: u32, format: Format) -> Shape {
        let rounds = size.trailing_zeros();
        let (losers_rounds, grand_final, third_place) = match format {
            Format::Double { grand_final } if size >= 4 => (2 * (rounds - 1), grand_final, false),
            Format::Double { .. } => (0, GrandFinal::None, false),
            Format::Single { third_place } => (0, GrandFinal::None, third_place && size >= 4),
        };
        Shape {
            rounds,
            losers_rounds,
            grand_final,
            third_place,
            first_round: size / 2,
        }
    }

    /// Matches in losers' round `round`: a quarter of the slots in rounds
    /// 1 and 2, halved every two rounds after.
    pub fn losers_matches(&self, round: u32) -> u32 {
        (self.first_round / 2) >> ((round - 1) / 2)
    }

    /// The match and slot (0 upper, 1 lower) the winner of `id` goes to.
    pub fn winner_goes(&self, id: MatchId) -> Option<(MatchId, usize)> {
        let gf = self.grand_final != GrandFinal::None;
        let half = |n: u32| (n.div_ceil(2), ((n - 1) % 2) as usize);
        match id {
            MatchId::Winners { round, number } if round < self.rounds => {
                let (number, slot) = half(number);
                Some((
                    MatchId::Winners {
                        round: round + 1,
                        number,
                    },
                    slot,
                ))
            }
            MatchId::Winners { .. } => gf.then_some((MatchId::GrandFinal { game: 1 }, 0)),
            MatchId::Losers { round, .. } if round >= self.losers_rounds => {
                gf.then_some((MatchId::GrandFinal { game: 1 }, 1))
            }
            MatchId::Losers { round, number } if round % 2 == 1 => Some((
                MatchId::Losers {
                    round: round + 1,
                    number,
                },
                1,
            )),
            MatchId::Losers { round, number } => {
                let (number, slot) = half(number);
                Some((
                    MatchId::Losers {
                        round: round + 1,
                        number,
                    },
                    slot,
                ))
            }
            MatchId::GrandFinal { .. } | MatchId::ThirdPlace => None,
        }
    }

    /// The match and slot the loser of `id` goes to, when it is drawn:
    /// the semi-finals' losers to the third-place match.
    pub fn loser_goes(&self, id: MatchId) -> Option<(MatchId, usize)> {
        match id {
            MatchId::Winners { round, number } if self.third_place && round + 1 == self.rounds => {
                Some((MatchId::ThirdPlace, (number - 1) as usize))
            }
            _ => None,
        }
    }
}
