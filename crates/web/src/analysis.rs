//! A game's analysis on the site, once the bot has analysed it (its
//! **Analyse** button, `/analyse`): `/api/games/<id>/analysis` answers its
//! numbers as JSON (each side's accuracy and marks, every judged decision
//! with its Win% and the better choice), `/games/<id>/analysis.png` its
//! evaluation chart, and the replay page shows both beside the moves. The
//! numbers are the stored analysis's ([`host::GameAnalysis`]), the same
//! the bot posts. A game is shown under the site's privacy rules
//! (`privacy`): its server's pages must be public.

use crate::{PageError, PageResult, Site, privacy};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use engine::Color;
use serde::Serialize;

/// The newest stored analysis of game `id` by the current engine, if the
/// game may be shown (else 404, as for its replay).
pub(crate) async fn stored(site: &Site, id: i64) -> PageResult<Option<host::GameAnalysis>> {
    let missing = || {
        PageError::NotFound(format!(
            "Game {id} does not exist, or its server has not made its pages public."
        ))
    };
    let rec = site.store.game(id).await?.ok_or_else(missing)?;
    if !privacy::place_public(&site.store, &rec.place).await? {
        return Err(missing());
    }
    newest(site, id).await
}

/// The newest analysis of game `id` by the current engine (any budget),
/// without the privacy check (the caller made it).
pub(crate) async fn newest(site: &Site, id: i64) -> PageResult<Option<host::GameAnalysis>> {
    let Some(row) = site
        .store
        .analyses_of(id)
        .await?
        .into_iter()
        .find(|r| host::is_current_analysis(&r.version))
    else {
        return Ok(None);
    };
    host::GameAnalysis::from_json(&row.body)
        .map(Some)
        .map_err(|e| PageError::unreadable(format!("Game {id}'s analysis"), e))
}

fn not_analysed(id: i64) -> PageError {
    PageError::NotFound(format!(
        "Game {id} has not been analysed yet: press Analyse on its end in Discord, or ask `/analyse game:{id}`."
    ))
}

/// One side's numbers.
#[derive(Serialize)]
pub(crate) struct SideJson {
    name: String,
    accuracy: Option<f64>,
    inaccuracies: usize,
    mistakes: usize,
    blunders: usize,
}

/// An analysis as JSON.
#[derive(Serialize)]
pub(crate) struct AnalysisJson {
    game: i64,
    version: String,
    preset: String,
    k: f64,
    nodes: u64,
    white: SideJson,
    black: SideJson,
    chart: String,
    decisions: Vec<host::Decision>,
}

fn side_json(a: &host::GameAnalysis, c: Color) -> SideJson {
    let n = a.counts(c);
    SideJson {
        name: a.name(c).to_string(),
        accuracy: a.accuracy(c),
        inaccuracies: n.inaccuracies,
        mistakes: n.mistakes,
        blunders: n.blunders,
    }
}

/// `/api/games/<id>/analysis`.
pub(crate) async fn json(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> crate::ApiResult<AnalysisJson> {
    let id = crate::game_id(&id)?;
    let a = stored(&site, id).await?.ok_or_else(|| not_analysed(id))?;
    Ok(Json(AnalysisJson {
        game: a.game,
        version: a.version.clone(),
        preset: a.preset.clone(),
        k: a.k,
        nodes: a.nodes,
        white: side_json(&a, Color::White),
        black: side_json(&a, Color::Black),
        chart: format!("/games/{id}/analysis.png"),
        decisions: a.decisions,
    }))
}

/// `/games/<id>/analysis.png`: the evaluation chart.
pub(crate) async fn chart_png(site: &Site, id: i64) -> PageResult<Response> {
    let a = stored(site, id).await?.ok_or_else(|| not_analysed(id))?;
    let ticket = site.render_slot(&format!("game {id}'s chart")).await?;
    let png = tokio::task::spawn_blocking(move || {
        let _ticket = ticket;
        a.chart_png()
    })
    .await
    .map_err(|e| PageError::Drawing(format!("the chart task failed: {e}")))?
    .map_err(|e| PageError::Drawing(format!("cannot draw game {id}'s chart: {e}")))?;
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static(crate::headers::SERVER_PAGES),
            ),
        ],
        png,
    )
        .into_response())
}

/// The replay page's analysis section: each side's accuracy and marks, the
/// chart, and the worst decisions with the better choice.
pub(crate) fn section(a: &host::GameAnalysis) -> String {
    use crate::html::escape;
    let mut s = String::from("<section id=\"analysis\"><h2>Analysis</h2><ul>");
    for c in [Color::White, Color::Black] {
        let n = a.counts(c);
        let accuracy = a.accuracy(c).map_or_else(
            || "no decision".to_string(),
            |x| format!("accuracy {x:.1}%"),
        );
        s += &format!(
            "<li class=\"side\">{} {}: {accuracy}, {} ?!, {} ?, {} ??</li>",
            if c == Color::White { "White" } else { "Black" },
            escape(a.name(c)),
            n.inaccuracies,
            n.mistakes,
            n.blunders,
        );
    }
    s += "</ul>";
    s += &format!(
        "<p><img id=\"eval-chart\" src=\"/games/{}/analysis.png\" width=\"{}\" height=\"{}\" alt=\"White's chances (Win%) after every decision\"></p>",
        a.game,
        render::eval_chart::EVAL_WIDTH,
        render::eval_chart::EVAL_HEIGHT
    );
    let worst = a.worst(3);
    if !worst.is_empty() {
        s += "<ol class=\"worst\">";
        for d in worst {
            s += &format!(
                "<li>move {}, {}: {}{} (Win% {:.1} → {:.1}); better: {}</li>",
                d.move_number(),
                if d.color() == Color::White {
                    "White"
                } else {
                    "Black"
                },
                escape(&d.played),
                escape(d.mark.as_deref().unwrap_or("")),
                d.win_before,
                d.win_after,
                escape(d.better.as_deref().unwrap_or("-")),
            );
        }
        s += "</ol>";
    }
    s += &format!(
        "<p class=\"note\">Judged by the bot's engine at {} nodes a position; marks as lichess gives them (?! inaccuracy, ? mistake, ?? blunder).</p></section>",
        a.nodes
    );
    s
}

/// The marks beside move `ply` (from 1) in the move list: the move's or
/// flight's own, then each shoot-down decision of its flight
/// (`pass??`, `shoot:fxe6?`), as HTML.
pub(crate) fn marks_of(a: &host::GameAnalysis, ply: usize) -> String {
    use crate::html::escape;
    let mut s = String::new();
    for d in a.decisions.iter().filter(|d| d.ply == ply) {
        let Some(mark) = d.mark.as_deref() else {
            continue;
        };
        let class = match mark {
            "??" => "blunder",
            "?" => "mistake",
            _ => "inaccuracy",
        };
        let text = match d.kind.as_str() {
            "shoot" | "pass" => format!(" ({}{mark})", d.played),
            _ => mark.to_string(),
        };
        s += &format!(
            "<span class=\"mark {class}\" title=\"better: {}\">{}</span>",
            escape(d.better.as_deref().unwrap_or("-")),
            escape(&text)
        );
    }
    s
}
