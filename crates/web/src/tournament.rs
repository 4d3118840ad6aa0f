//! `/tournaments/<id>`: a tournament's status, its standings as
//! `/tournament standings` prints them (the tournament crate's
//! `shown_standings`: places, medals in the final standings, points, the
//! one tie-break that separates players tied on points, and its legend;
//! the JSON also holds every tie-break's value),
//! every round's pairings and results with links to the games, and a
//! crosstable for round robins. While it runs, the page refreshes itself.
//! The page and its JSON are made once per version of the tournament and
//! kept (a crosstable is the square of the players: not remade per visit).

use crate::html::{escape, page};
use crate::language::{Asked, Lang};
use crate::{PageError, PageResult, Site, privacy};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use locale::{Words, ids};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::Arc;
use tournament::state::TState;
use tournament::words::{points_text, shown_standings, tiebreak_text};
use tournament::{BoardResult, Format, TournamentStatus};

/// Seconds between refreshes of a running tournament's page.
const REFRESH_SECS: u32 = 30;

/// A tournament as the page and the JSON show it.
#[derive(Serialize)]
pub(crate) struct TournamentJson {
    id: i64,
    name: String,
    format: String,
    status: String,
    rounds_total: u32,
    /// Tie-break names, in order.
    tiebreaks: Vec<String>,
    standings: Vec<StandingJson>,
    /// What each tie-break shown beside a line means (`BH: Buchholz
    /// (opponents' points)`); `None` when none is shown.
    legend: Option<String>,
    rounds: Vec<RoundJson>,
}

#[derive(Serialize)]
struct StandingJson {
    rank: u32,
    /// The place as shown: `1`, `3-4`, or a medal (🥇 🥈 🥉) in the final
    /// standings.
    place: String,
    seed: u32,
    user_id: String,
    name: String,
    /// As `/tournament standings` shows them: `2.5`.
    points: String,
    /// Every tie-break's value, in the order of `tiebreaks`.
    tiebreaks: Vec<String>,
    /// The one tie-break shown beside it (`BH 4.5`): the one that decided
    /// its order among the players tied with it on points.
    tiebreak: Option<String>,
    withdrawn: bool,
}

#[derive(Serialize)]
struct RoundJson {
    number: u32,
    boards: Vec<BoardJson>,
}

#[derive(Serialize)]
struct BoardJson {
    white: String,
    /// `None`: a bye.
    black: Option<String>,
    /// `1-0`, `½-½`, `bye`, ...; `None` while it is played.
    result: Option<String>,
    game: Option<i64>,
}

fn status_name(s: TournamentStatus) -> &'static str {
    match s {
        TournamentStatus::Open => "open",
        TournamentStatus::Running => "running",
        TournamentStatus::Finished => "finished",
        TournamentStatus::Cancelled => "cancelled",
    }
}

/// A tournament's page and JSON as made from one version of it, in one
/// language.
pub(crate) struct Made {
    /// The page's title.
    title: String,
    /// The page's refresh while it runs (trusted markup), or nothing.
    refresh: String,
    /// The page's body, in its language (the frame, whose language
    /// switcher links to the address asked, is made per request).
    body: String,
    /// `/api/tournaments/<id>`.
    json: String,
}

/// Tournament `id`'s page and JSON, if its server's pages are public:
/// made once per version of the tournament (standings, crosstable), then
/// kept (`Site::tournaments`, by version and language), so a request
/// costs reading the row. In the language `asked` settles on, the
/// tournament's server's by default.
async fn made(site: &Site, id: &str, asked: &Asked) -> PageResult<(Lang, Arc<Made>)> {
    let missing =
        || PageError::NotFound(Words::new(ids::WEB_MISSING_TOURNAMENT).arg("id", id.to_string()));
    let id: i64 = id.parse().map_err(|_| missing())?;
    let rec = site.store.tournament(id).await?.ok_or_else(missing)?;
    if !privacy::place_public(&site.store, &rec.place).await? {
        return Err(missing());
    }
    let lang = asked
        .for_server(&site.store, rec.place.guild.as_deref())
        .await;
    let key = (rec.id, rec.version, lang.locale);
    if let Some(m) = site.tournaments.get(&key) {
        return Ok((lang, m));
    }
    let what = || Words::new(ids::WEB_WHAT_TOURNAMENT).arg("id", id);
    let t = TState::from_json(&rec.snapshot, rec.id, rec.version)
        .map_err(|e| PageError::unreadable(what(), e.to_string()))?;
    let j = to_json(&t);
    let refresh = if t.is_live() {
        format!("<meta http-equiv=\"refresh\" content=\"{REFRESH_SECS}\">")
    } else {
        String::new()
    };
    let made = Arc::new(Made {
        title: t.name.clone(),
        refresh,
        body: render(&lang, &t, &j),
        json: serde_json::to_string(&j)
            .map_err(|e| PageError::unreadable(what(), e.to_string()))?,
    });
    site.tournaments.put(key, made.clone());
    Ok((lang, made))
}

fn to_json(t: &TState) -> TournamentJson {
    let lines = t.standings();
    let (shown, legend) = shown_standings(t, &lines);
    let name_of = |seed: u32| t.by_seed(seed).player.name.clone();
    TournamentJson {
        id: t.id,
        name: t.name.clone(),
        format: t.format.name().to_string(),
        status: status_name(t.status).to_string(),
        rounds_total: t.rounds_total,
        tiebreaks: lines
            .first()
            .map(|l| l.tiebreaks.iter().map(|(n, _)| n.clone()).collect())
            .unwrap_or_default(),
        standings: lines
            .iter()
            .zip(shown)
            .map(|(l, s)| StandingJson {
                rank: l.rank,
                place: s.place.clone(),
                tiebreak: s.tiebreak_text(),
                seed: l.seed,
                user_id: l.player.id.clone(),
                name: l.player.name.clone(),
                points: points_text(t, l.points),
                tiebreaks: l.tiebreaks.iter().map(|(_, v)| tiebreak_text(*v)).collect(),
                withdrawn: l.withdrawn,
            })
            .collect(),
        legend,
        rounds: t
            .rounds
            .iter()
            .map(|r| RoundJson {
                number: r.number,
                boards: r
                    .boards
                    .iter()
                    .map(|b| BoardJson {
                        white: name_of(b.white),
                        black: b.black.map(name_of),
                        result: b.result.map(|x| x.score().to_string()),
                        game: b.game,
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// Round robin: every crosstable cell, by (row, column) seed: their boards'
/// results from the row's side (`*` while played), in round order. One pass
/// over the boards: the table costs its own size, not its size times the
/// boards.
fn cross_cells(t: &TState) -> HashMap<(u32, u32), Vec<String>> {
    let mut cells: HashMap<(u32, u32), Vec<String>> = HashMap::new();
    for r in &t.rounds {
        for b in &r.boards {
            let Some(black) = b.black else { continue };
            for (row, col, white) in [(b.white, black, true), (black, b.white, false)] {
                let c = match b.result {
                    None => "*",
                    Some(BoardResult::Draw) => "½",
                    Some(BoardResult::WhiteWins) => {
                        if white {
                            "1"
                        } else {
                            "0"
                        }
                    }
                    Some(BoardResult::BlackWins) => {
                        if white {
                            "0"
                        } else {
                            "1"
                        }
                    }
                    Some(BoardResult::BlackForfeits) => {
                        if white {
                            "+"
                        } else {
                            "−"
                        }
                    }
                    Some(BoardResult::WhiteForfeits) => {
                        if white {
                            "−"
                        } else {
                            "+"
                        }
                    }
                    Some(BoardResult::BothForfeit) => "−",
                    Some(_) => "",
                };
                cells.entry((row, col)).or_default().push(match b.game {
                    Some(g) => format!("<a href=\"/games/{g}\">{c}</a>"),
                    None => c.to_string(),
                });
            }
        }
    }
    cells
}

fn render(lang: &Lang, t: &TState, j: &TournamentJson) -> String {
    let mut s = format!(
        "<h1>{}</h1><p>{} · {} · <span id=\"status\">{}</span>{}</p>",
        escape(&t.name),
        lang.t(ids::WEB_TOURNAMENT_NUMBER, &[("id", t.id.into())]),
        lang.t(ids::WEB_FORMAT, &[("format", t.format.name().into())]),
        lang.t(ids::WEB_STATUS, &[("status", j.status.as_str().into())]),
        match t.format {
            Format::Arena => String::new(),
            _ if t.rounds_total > 0 => format!(
                " · {}",
                lang.t(ids::COUNT_ROUNDS, &[("count", t.rounds_total.into())])
            ),
            _ => String::new(),
        }
    );
    s += &format!("<h2>{}</h2>", lang.t(ids::WEB_STANDINGS, &[]));
    if j.standings.is_empty() {
        s += &format!(
            "<p>{}</p><ul>",
            lang.t(ids::WEB_NOT_STARTED, &[("count", t.entrants.len().into())])
        );
        for e in &t.entrants {
            s += &format!("<li>{}</li>", escape(&e.player.name));
        }
        s += "</ul>";
    } else {
        // The tie-break column only when a tie-break separates anyone.
        let tiebreak_column = j.legend.is_some();
        s += &format!(
            "<table id=\"standings\"><thead><tr><th class=\"n\">#</th><th>{}</th><th class=\"n\">{}</th>",
            lang.t(ids::WEB_COL_PLAYER, &[]),
            lang.t(ids::WEB_COL_POINTS, &[])
        );
        if tiebreak_column {
            s += &format!("<th>{}</th>", lang.t(ids::WEB_COL_TIEBREAK, &[]));
        }
        s += "</tr></thead><tbody>";
        for l in &j.standings {
            s += &format!(
                "<tr><td class=\"n\">{}</td><td><a href=\"/players/{}\">{}</a>{}</td><td class=\"n\">{}</td>",
                l.place,
                escape(&l.user_id),
                escape(&l.name),
                if l.withdrawn {
                    format!(" {}", lang.t(ids::WEB_WITHDRAWN, &[]))
                } else {
                    String::new()
                },
                l.points
            );
            if tiebreak_column {
                s += &format!(
                    "<td>{}</td>",
                    escape(l.tiebreak.as_deref().unwrap_or_default())
                );
            }
            s += "</tr>";
        }
        s += "</tbody></table>";
        if let Some(legend) = &j.legend {
            s += &format!("<p id=\"legend\"><small>{}</small></p>", escape(legend));
        }
    }
    if let Some(parts) = t.bracket_card_parts() {
        // A knockout: the bracket, every played match linked to its first
        // game (the match's later games follow in its replay's thread).
        let links = parts
            .games
            .iter()
            .filter_map(|(m, games)| Some((*m, format!("/games/{}", games.first()?))))
            .collect();
        let card = render::bracket::BracketCard {
            bracket: parts.bracket,
            names: parts.names,
            scores: parts.scores,
            links,
            labels: tournament::formats::knockout::bracket_labels(lang.locale),
        };
        s += &crate::bracket::bracket_section(lang, &card);
    }
    if t.format == Format::RoundRobin && !t.rounds.is_empty() {
        s += &format!(
            "<h2>{}</h2><table id=\"crosstable\"><thead><tr><th class=\"n\">#</th><th>{}</th>",
            lang.t(ids::WEB_CROSSTABLE, &[]),
            lang.t(ids::WEB_COL_PLAYER, &[])
        );
        let seeds: Vec<u32> = t.entrants.iter().map(|e| e.seed).collect();
        let cells = cross_cells(t);
        for seed in &seeds {
            s += &format!("<th class=\"n\">{seed}</th>");
        }
        s += "</tr></thead><tbody>";
        for &row in &seeds {
            s += &format!(
                "<tr><td class=\"n\">{row}</td><td>{}</td>",
                escape(&t.by_seed(row).player.name)
            );
            for &col in &seeds {
                let cell = if row == col {
                    "■".to_string()
                } else {
                    cells
                        .get(&(row, col))
                        .map_or_else(|| "·".to_string(), |c| c.join(" "))
                };
                s += &format!("<td class=\"n\">{cell}</td>");
            }
            s += "</tr>";
        }
        s += "</tbody></table>";
    }
    for r in &j.rounds {
        s += &format!(
            "<h2>{}</h2><table class=\"round\"><tbody>",
            lang.t(ids::WEB_ROUND, &[("number", r.number.into())])
        );
        let playing = lang.t(ids::WEB_PLAYING, &[]);
        for b in &r.boards {
            let result = match b.result.as_deref() {
                None => playing.clone(),
                Some(r) if r == BoardResult::Bye.score() => lang.t(ids::WEB_RESULT_BYE, &[]),
                Some(r) if r == BoardResult::HalfPointBye.score() => {
                    lang.t(ids::WEB_RESULT_HALF_BYE, &[])
                }
                Some(r) => r.to_string(),
            };
            let result = match b.game {
                Some(g) => format!("<a href=\"/games/{g}\">{result}</a>"),
                None => result.to_string(),
            };
            s += &format!(
                "<tr><td>{}</td><td>{}</td><td class=\"n\">{result}</td></tr>",
                escape(&b.white),
                b.black
                    .as_deref()
                    .map_or_else(|| lang.t(ids::WEB_BYE, &[]), escape),
            );
        }
        s += "</tbody></table>";
    }
    s
}

/// `/tournaments/<id>`.
pub(crate) async fn show(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> PageResult<Html<String>> {
    let (lang, m) = made(&site, &id, &crate::language::asked()).await?;
    Ok(Html(page(&lang, &m.title, &m.refresh, &m.body)))
}

/// `/api/tournaments/<id>`.
pub(crate) async fn json(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> Result<Response, crate::ApiError> {
    let (_, m) = made(&site, &id, &Asked::default()).await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], m.json.clone()).into_response())
}
