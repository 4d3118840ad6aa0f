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
/// points, the format's tie-breaks ([`tiebreak_text`]).
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
    for l in lines {
        let tbs = l
            .tiebreaks
            .iter()
            .map(|(n, v)| format!("{n} {}", tiebreak_text(*v)))
            .collect::<Vec<_>>()
            .join(", ");
        s += &format!(
            "{}. {} {}{}{}{}\n",
            rank_text(t, l),
            member(&l.player.name),
            points_text(t, l.points),
            if l.on_fire { " 🔥" } else { "" },
            if tbs.is_empty() {
                String::new()
            } else {
                format!(" ({tbs})")
            },
            if l.withdrawn { " (withdrawn)" } else { "" }
        );
    }
    s
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
