//! The standings in words and as a table picture: rank (a knockout's
//! places), name, points, the format's tie-breaks and column of its own.

use super::text::{count, tiebreak_text, tournament_title};
use crate::state::{StandingLine, TState};
use host::plain_text::member;

/// Points as the standings show them: `2.5` (Swiss, round robin), `12`
/// (arena). The web site's standings use it too.
pub fn points_text(t: &TState, p: u32) -> String {
    t.rules().points_text(p)
}

/// The standings as `/tournament standings` prints them: rank, name,
/// points; beside players tied on points, only the tie-break that
/// separates them ([`separating_tiebreaks`]); and a legend line saying
/// what each tie-break shown means.
pub fn standings_text(t: &TState, lines: &[StandingLine], title: &str) -> String {
    let mut s = format!("{} {title}\n", tournament_title(t));
    if lines.is_empty() {
        s += &format!(
            "{} joined so far: {}",
            count(t.entrants.len() as i64, "player", "players"),
            t.entrants
                .iter()
                .map(|e| member(&e.player.name))
                .collect::<Vec<_>>()
                .join(", ")
        );
        return s;
    }
    let shown = separating_tiebreaks(lines);
    let mut legend: Vec<&str> = Vec::new();
    for (l, tb) in lines.iter().zip(&shown) {
        let tb = match tb {
            Some(i) => {
                let (name, value) = &l.tiebreaks[*i];
                if !legend.contains(&name.as_str()) {
                    legend.push(name);
                }
                format!(" ({name} {})", tiebreak_text(*value))
            }
            None => String::new(),
        };
        s += &format!(
            "{}. {} {}{}{}{}\n",
            rank_text(t, l),
            member(&l.player.name),
            points_text(t, l.points),
            if l.on_fire { " 🔥" } else { "" },
            tb,
            if l.withdrawn { " (withdrawn)" } else { "" }
        );
    }
    let meanings: Vec<String> = legend
        .iter()
        .filter_map(|n| tiebreak_meaning(n).map(|m| format!("{n}: {m}")))
        .collect();
    if !meanings.is_empty() {
        s += &format!("-# {}\n", meanings.join(" · "));
    }
    s
}

/// For each line, the tie-break shown beside it: among the players tied
/// with it on points, the first tie-break (in the format's order) whose
/// values differ within that group, the one that decided their order;
/// none for a player alone on their points, or when nothing separates
/// the group.
pub(crate) fn separating_tiebreaks(lines: &[StandingLine]) -> Vec<Option<usize>> {
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

/// What a tie-break's short name means, in a few words for the legend.
fn tiebreak_meaning(name: &str) -> Option<&'static str> {
    Some(match name {
        "BH-C1" => "Buchholz cut 1 (opponents' points, the lowest left out)",
        "BH" => "Buchholz (opponents' points)",
        "SB" => "Sonneborn-Berger (points of the opponents beaten, half of those drawn)",
        "WIN" => "rounds won",
        "WON" => "games won over the board",
        "DE" => "direct encounter (results between the tied players)",
        _ => return None,
    })
}

/// A line's rank as shown: its number, or in a knockout the places it
/// shares (`3-4`), `-` while the player is still in the bracket.
fn rank_text(t: &TState, l: &StandingLine) -> String {
    t.rules().place_text(t, l)
}

/// The standings as a table picture's content: rank, player, points, the
/// format's tie-breaks (the arena: its streak), winners highlighted.
pub(crate) fn standings_table(
    t: &TState,
    lines: &[StandingLine],
    title: &str,
) -> render::table::Table {
    use render::table::{Align, Column, Table};
    let col = |header: &str, align| Column {
        header: header.to_string(),
        align,
    };
    let mut columns = vec![
        col("#", Align::Right),
        col("Player", Align::Left),
        col(t.rules().points_header(), Align::Right),
    ];
    let tiebreaks: Vec<&str> = lines
        .first()
        .map(|l| l.tiebreaks.iter().map(|(n, _)| n.as_str()).collect())
        .unwrap_or_default();
    columns.extend(tiebreaks.iter().map(|n| col(n, Align::Right)));
    let extra = t.rules().extra_column();
    if let Some((header, _)) = extra {
        columns.push(col(header, Align::Center));
    }
    let rows = lines
        .iter()
        .map(|l| {
            let mut row = vec![
                rank_text(t, l),
                if l.withdrawn {
                    format!("{} (withdrawn)", l.player.name)
                } else {
                    l.player.name.clone()
                },
                points_text(t, l.points),
            ];
            row.extend(l.tiebreaks.iter().map(|(_, v)| tiebreak_text(*v)));
            if let Some((_, cell)) = extra {
                row.push(cell(l));
            }
            row
        })
        .collect();
    let rounds = t.rules().progress_text(t);
    Table {
        title: format!("{} — {title}", t.name),
        subtitle: Some(format!(
            "{} · {} · {} · {rounds}",
            t.format.name(),
            t.settings.preset.name(),
            count(t.entrants.len() as i64, "player", "players"),
        )),
        columns,
        rows,
        highlight: lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.rank == 1)
            .map(|(i, _)| i)
            .collect(),
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

    #[test]
    fn only_the_tiebreak_that_separates_tied_players_is_shown_with_its_legend() {
        let lines = [
            line(1, "erin", 30, [4.0, 5.0, 6.0]),
            // bob and dave tie on points and BH-C1; BH separates them.
            line(2, "bob", 20, [3.0, 4.5, 2.0]),
            line(3, "dave", 20, [3.0, 4.0, 3.0]),
            // carol and frank tie on everything: nothing is shown.
            line(4, "carol", 10, [1.0, 1.0, 1.0]),
            line(5, "frank", 10, [1.0, 1.0, 1.0]),
        ];
        assert_eq!(
            separating_tiebreaks(&lines),
            [None, Some(1), Some(1), None, None]
        );
        let t = crate::state::testing::swiss(5);
        let text = standings_text(&t, &lines, "standings");
        assert!(text.contains("\n2. bob 2.0 (BH 4.5)\n"), "{text}");
        assert!(text.contains("\n3. dave 2.0 (BH 4)\n"), "{text}");
        assert!(text.contains("\n1. erin 3.0\n"), "{text}");
        assert!(!text.contains("BH-C1") && !text.contains("SB"), "{text}");
        assert!(
            text.ends_with("-# BH: Buchholz (opponents' points)\n"),
            "{text}"
        );
    }
}
