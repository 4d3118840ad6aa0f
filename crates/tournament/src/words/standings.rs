//! The standings in words and as a table picture: rank (a knockout's
//! places; medals in the final standings), name, points, the tie-break
//! that separates players tied on points with a legend (the picture: every
//! tie-break) and a column of its own.

use super::text::{self, count, tiebreak_text, tournament_title};
use crate::TournamentStatus;
use crate::state::{StandingLine, TState};
use host::plain_text::member;
use locale::{Locale, Words, ids};

/// Points as the standings show them: `2.5` (Swiss, round robin), `12`
/// (arena). The web site's standings use it too.
pub fn points_text(t: &TState, p: u32) -> String {
    t.rules().points_text(p)
}

/// A standings line as every reader sees it, in `/tournament standings`
/// and on the web page alike ([`shown_standings`]).
#[derive(Debug, Clone, PartialEq)]
pub struct ShownLine {
    /// Its place: a medal (🥇 🥈 🥉) in the final standings, else its
    /// number, a knockout's shared places (`3-4`), `-` while in the bracket.
    pub place: String,
    /// Whether `place` is a medal (the text writes `🥇 alice`, not `1. alice`).
    pub medal: bool,
    /// The player's name, as typed (not yet made plain text).
    pub name: String,
    /// Its points as shown ([`points_text`]).
    pub points: String,
    /// The one tie-break shown beside it, name and value (`BH`, `4.5`):
    /// the one that decided its order among the players tied with it on
    /// points ([`separating_tiebreaks`]); `None` for a player alone on
    /// their points.
    pub tiebreak: Option<(String, String)>,
    /// Arena: on a win streak.
    pub on_fire: bool,
    pub withdrawn: bool,
}

impl ShownLine {
    /// The place as a line starts with it: `🥇 ` or `4. `.
    pub fn lead(&self) -> String {
        if self.medal {
            format!("{} ", self.place)
        } else {
            format!("{}. ", self.place)
        }
    }

    /// The tie-break as the text shows it: `BH 4.5`.
    pub fn tiebreak_text(&self) -> Option<String> {
        self.tiebreak
            .as_ref()
            .map(|(n, v)| [n.as_str(), v.as_str()].join(" "))
    }
}

/// The standings as shown: every line ([`ShownLine`]) and the legend
/// saying what each tie-break shown means (`BH: Buchholz (opponents'
/// points)`), `None` when no tie-break is shown. The one rule both
/// `/tournament standings` and the web page follow.
pub fn shown_standings(t: &TState, lines: &[StandingLine]) -> (Vec<ShownLine>, Option<String>) {
    let separating = separating_tiebreaks(lines);
    let finished = t.status == TournamentStatus::Finished;
    let mut legend: Vec<&str> = Vec::new();
    let shown = lines
        .iter()
        .zip(&separating)
        .map(|(l, tb)| {
            let tiebreak = tb.map(|i| {
                let (name, value) = &l.tiebreaks[i];
                if !legend.contains(&name.as_str()) {
                    legend.push(name);
                }
                (name.clone(), tiebreak_text(*value))
            });
            let medal = finished
                .then(|| host::podium::medal(i64::from(l.rank)))
                .flatten();
            ShownLine {
                place: medal.map_or_else(|| rank_text(t, l), str::to_string),
                medal: medal.is_some(),
                name: l.player.name.clone(),
                points: points_text(t, l.points),
                tiebreak,
                on_fire: l.on_fire,
                withdrawn: l.withdrawn,
            }
        })
        .collect();
    let meanings: Vec<String> = legend
        .iter()
        .filter_map(|n| {
            tiebreak_meaning_id(n).map(|m| {
                Words::new(ids::TOURNAMENT_TIEBREAK_LEGEND)
                    .arg("name", *n)
                    .arg("meaning", Words::new(m))
                    .text(Locale::EnUs)
            })
        })
        .collect();
    let legend = (!meanings.is_empty()).then(|| meanings.join(" · "));
    (shown, legend)
}

/// The standings as `/tournament standings` prints them: place (🥇 🥈 🥉
/// in the final standings), name, points; beside players tied on points,
/// only the tie-break that separates them; and a small legend line saying
/// what each tie-break shown means ([`shown_standings`]). In en-US, titled
/// `title` as it is ([`standings_words`] for words).
pub fn standings_text(t: &TState, lines: &[StandingLine], title: &str) -> String {
    standings_words(t, lines, Words::verbatim(title)).text(Locale::EnUs)
}

/// [`standings_text`] in words, titled `title`.
pub(crate) fn standings_words(t: &TState, lines: &[StandingLine], title: Words) -> Words {
    let head = Words::new(ids::TOURNAMENT_STANDINGS_HEADER)
        .arg("tournament", tournament_title(t))
        .arg("title", title);
    if lines.is_empty() {
        let names = t
            .entrants
            .iter()
            .map(|e| member(&e.player.name))
            .collect::<Vec<_>>()
            .join(", ");
        return head.then(
            "\n",
            Words::new(ids::TOURNAMENT_STANDINGS_JOINED)
                .arg(
                    "players",
                    Words::new(ids::COUNT_PLAYERS).arg("count", t.entrants.len()),
                )
                .arg("names", names),
        );
    }
    let (shown, _) = shown_standings(t, lines);
    let said = shown.iter().map(|l| {
        let extra = format!(
            "{}{}",
            if l.on_fire { " 🔥" } else { "" },
            l.tiebreak_text()
                .map(|tb| format!(" ({tb})"))
                .unwrap_or_default(),
        );
        let id = match l.withdrawn {
            true => ids::TOURNAMENT_STANDINGS_LINE_WITHDRAWN,
            false => ids::TOURNAMENT_STANDINGS_LINE,
        };
        Words::new(id)
            .arg("place", l.lead())
            .arg("name", member(&l.name))
            .arg("points", l.points.clone())
            .arg("extra", extra)
    });
    let mut all = head.then("\n", text::lines(said.collect()));
    if let Some(legend) = legend_words(&shown) {
        all = all.then("-# ", legend).then("\n", Words::verbatim(""));
    }
    all
}

/// The legend of the tie-breaks `shown`, in words: `BH: Buchholz
/// (opponents' points)`, several joined by ` · `; `None` when none is shown.
pub(crate) fn legend_words(shown: &[ShownLine]) -> Option<Words> {
    let mut names: Vec<&str> = Vec::new();
    for l in shown {
        if let Some((n, _)) = &l.tiebreak
            && !names.contains(&n.as_str())
        {
            names.push(n);
        }
    }
    let said: Vec<Words> = names
        .iter()
        .filter_map(|n| {
            let meaning = tiebreak_meaning_id(n)?;
            Some(
                Words::new(ids::TOURNAMENT_TIEBREAK_LEGEND)
                    .arg("name", *n)
                    .arg("meaning", Words::new(meaning)),
            )
        })
        .collect();
    (!said.is_empty()).then(|| text::joined(said, " · "))
}

/// For each line, the tie-break shown beside it (its index in the line's
/// tie-breaks): among the players tied with it on points, the first
/// tie-break (in the format's order) whose values differ within that
/// group, the one that decided their order; none for a player alone on
/// their points, or when nothing separates the group.
fn separating_tiebreaks(lines: &[StandingLine]) -> Vec<Option<usize>> {
    let mut shown = vec![None; lines.len()];
    let mut start = 0;
    while start < lines.len() {
        let end = start
            + lines[start..]
                .iter()
                .take_while(|l| l.points == lines[start].points)
                .count();
        let group = &lines[start..end];
        if group.len() > 1 {
            let deciding = (0..group[0].tiebreaks.len()).find(|&i| {
                group.windows(2).any(|w| {
                    let (a, b) = (w[0].tiebreaks.get(i), w[1].tiebreaks.get(i));
                    matches!((a, b), (Some((_, x)), Some((_, y))) if (x - y).abs() > 1e-9)
                })
            });
            for slot in &mut shown[start..end] {
                *slot = deciding;
            }
        }
        start = end;
    }
    shown
}

/// The message saying what a tie-break's short name means.
fn tiebreak_meaning_id(name: &str) -> Option<&'static str> {
    Some(match name {
        "BH-C1" => ids::TOURNAMENT_TIEBREAK_BH_C1,
        "BH" => ids::TOURNAMENT_TIEBREAK_BH,
        "SB" => ids::TOURNAMENT_TIEBREAK_SB,
        "WIN" => ids::TOURNAMENT_TIEBREAK_WIN,
        "WON" => ids::TOURNAMENT_TIEBREAK_WON,
        "DE" => ids::TOURNAMENT_TIEBREAK_DE,
        _ => return None,
    })
}

/// A line's rank as shown: its number, or in a knockout the places it
/// shares (`3-4`), `-` while the player is still in the bracket.
fn rank_text(t: &TState, l: &StandingLine) -> String {
    t.rules().place_text(t, l)
}

/// The standings as a table picture's content, its words in `locale`:
/// rank, player, points, the format's tie-breaks (the arena: its
/// performance and streak), winners highlighted. Tie-breaks keep their
/// short names (`BH-C1`, `SB`: FIDE's, explained under the standings).
pub(crate) fn standings_table(
    t: &TState,
    lines: &[StandingLine],
    title: &Words,
    locale: Locale,
) -> render::table::Table {
    use render::table::{Align, Column, Table};
    let said = |id: &str| locale::text(locale, id, &[]);
    let col = |header: String, align| Column { header, align };
    let mut columns = vec![
        col("#".to_string(), Align::Right),
        col(said(ids::TOURNAMENT_COLUMN_PLAYER), Align::Left),
        col(said(t.rules().points_header()), Align::Right),
    ];
    let tiebreaks: Vec<&str> = lines
        .first()
        .map(|l| l.tiebreaks.iter().map(|(n, _)| n.as_str()).collect())
        .unwrap_or_default();
    columns.extend(
        tiebreaks
            .iter()
            .map(|n| col(tiebreak_header(n, locale), Align::Right)),
    );
    let extra = t.rules().extra_column();
    if let Some((header, _)) = extra {
        columns.push(col(said(header), Align::Center));
    }
    let rows = lines
        .iter()
        .map(|l| {
            let name = match l.withdrawn {
                true => Words::new(ids::TOURNAMENT_WITHDRAWN_NAME)
                    .arg("name", l.player.name.as_str())
                    .text(locale),
                false => l.player.name.clone(),
            };
            let mut row = vec![rank_text(t, l), name, points_text(t, l.points)];
            row.extend(l.tiebreaks.iter().map(|(_, v)| tiebreak_text(*v)));
            if let Some((_, cell)) = extra {
                row.push(cell(l).map(said).unwrap_or_default());
            }
            row
        })
        .collect();
    let rounds = t.rules().progress_text(t, locale);
    let table = Table {
        title: format!("{} — {}", t.name, title.text(locale)),
        subtitle: Some(format!(
            "{} · {} · {} · {rounds}",
            t.format.name(),
            t.settings.preset.name(),
            count(locale, ids::COUNT_PLAYERS, t.entrants.len() as i64),
        )),
        columns,
        rows,
        highlight: lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.rank == 1)
            .map(|(i, _)| i)
            .collect(),
        ..Table::default()
    };
    host::picture_words::table_said(table, locale)
}

/// A tie-break's column header: its short name, an arena's performance
/// said in `locale`.
fn tiebreak_header(name: &str, locale: Locale) -> String {
    match name {
        "Perf" => locale::text(locale, ids::TOURNAMENT_COLUMN_PERFORMANCE, &[]),
        code => code.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(rank: u32, name: &str, points: u32, tbs: [f64; 3]) -> StandingLine {
        StandingLine {
            rank,
            player: host::Player::new(name, name),
            seed: rank,
            points,
            tiebreaks: ["BH-C1", "BH", "SB"]
                .iter()
                .zip(tbs)
                .map(|(n, v)| (n.to_string(), v))
                .collect(),
            withdrawn: false,
            on_fire: false,
        }
    }

    fn lines() -> [StandingLine; 5] {
        [
            line(1, "erin", 30, [4.0, 5.0, 6.0]),
            // bob and dave tie on points and BH-C1; BH separates them.
            line(2, "bob", 20, [3.0, 4.5, 2.0]),
            line(3, "dave", 20, [3.0, 4.0, 3.0]),
            // carol and frank tie on everything: nothing is shown.
            line(4, "carol", 10, [1.0, 1.0, 1.0]),
            line(4, "frank", 10, [1.0, 1.0, 1.0]),
        ]
    }

    #[test]
    fn only_the_tiebreak_that_separates_tied_players_is_shown_with_its_legend() {
        let lines = lines();
        assert_eq!(
            separating_tiebreaks(&lines),
            [None, Some(1), Some(1), None, None]
        );
        let t = crate::state::testing::swiss(5);
        let text = standings_text(&t, &lines, "standings");
        assert!(text.contains("\n2. bob 2.0 (BH 4.5)\n"), "{text}");
        assert!(text.contains("\n3. dave 2.0 (BH 4)\n"), "{text}");
        assert!(text.contains("\n1. erin 3.0\n"), "{text}");
        assert!(text.contains("\n4. frank 1.0\n"), "{text}");
        assert!(!text.contains("BH-C1") && !text.contains("SB"), "{text}");
        assert!(
            text.ends_with("\n-# BH: Buchholz (opponents' points)\n"),
            "{text}"
        );
    }

    #[test]
    fn a_tie_broken_by_nothing_shows_no_tiebreak_and_no_legend() {
        let mut lines = lines();
        lines[2].tiebreaks = lines[1].tiebreaks.clone();
        let t = crate::state::testing::swiss(5);
        let (shown, legend) = shown_standings(&t, &lines);
        assert!(shown.iter().all(|l| l.tiebreak.is_none()), "{shown:?}");
        assert_eq!(legend, None);
        assert!(!standings_text(&t, &lines, "standings").contains("-#"));
    }

    #[test]
    fn the_final_standings_give_the_first_three_places_medals() {
        let lines = lines();
        let mut t = crate::state::testing::swiss(5);
        t.status = TournamentStatus::Running;
        let running = standings_text(&t, &lines, "standings after round 3");
        assert!(running.contains("\n1. erin 3.0\n"), "{running}");
        assert!(!running.contains('🥇'), "{running}");
        t.status = TournamentStatus::Finished;
        let text = standings_text(&t, &lines, "final standings");
        assert!(text.contains("\n🥇 erin 3.0\n"), "{text}");
        assert!(text.contains("\n🥈 bob 2.0 (BH 4.5)\n"), "{text}");
        assert!(text.contains("\n🥉 dave 2.0 (BH 4)\n"), "{text}");
        assert!(text.contains("\n4. carol 1.0\n"), "{text}");
    }

    #[test]
    fn the_standings_picture_is_said_in_the_readers_language() {
        let mut lines = lines();
        lines[4].withdrawn = true;
        let t = crate::state::testing::swiss(5);
        let title = Words::new(ids::TOURNAMENT_STANDINGS_FINAL);
        let en = standings_table(&t, &lines, &title, Locale::EnUs);
        let de = standings_table(&t, &lines, &title, Locale::De);
        assert_eq!(en.columns[1].header, "Player");
        assert_eq!(de.columns[1].header, "Spieler");
        assert_eq!(de.columns[3].header, "BH-C1", "FIDE's short names stay");
        assert!(en.rows[4][1].ends_with("(withdrawn)"), "{:?}", en.rows[4]);
        let de_withdrawn = Words::new(ids::TOURNAMENT_WITHDRAWN_NAME)
            .arg("name", lines[4].player.name.as_str())
            .text(Locale::De);
        assert_eq!(de.rows[4][1], de_withdrawn);
        assert_ne!(de.rows[4][1], en.rows[4][1]);
        let (en_sub, de_sub) = (en.subtitle.unwrap(), de.subtitle.unwrap());
        assert!(en_sub.contains("5 players"), "{en_sub}");
        assert!(!de_sub.contains("players"), "{de_sub}");
        assert!(!de.title.contains("final standings"), "{}", de.title);
        assert_ne!(en.empty, de.empty);
    }
}
