//! A game's analysis on the site, once the bot has analysed it (its
//! **Analyse** button, `/analyse`): `/api/games/<id>/analysis` answers its
//! numbers as JSON (each side's accuracy and marks, every judged decision
//! with its Win% and the better choice), `/games/<id>/analysis.png` its
//! evaluation chart, and the replay page shows both beside the moves. The
//! numbers are the stored analysis's ([`host::GameAnalysis`]), the same
//! the bot posts. A game is shown under the site's privacy rules
//! (`privacy`): its server's pages must be public.

use crate::language::Lang;
use crate::{PageError, PageResult, Site, privacy};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use engine::Color;
use locale::{Words, ids};
use serde::Serialize;

/// The newest stored analysis of game `id` by the current engine, if the
/// game may be shown (else 404, as for its replay).
pub(crate) async fn stored(site: &Site, id: i64) -> PageResult<Option<host::GameAnalysis>> {
    let missing = || PageError::NotFound(Words::new(ids::WEB_MISSING_GAME).arg("id", id));
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
        .map_err(|e| PageError::unreadable(Words::new(ids::WEB_WHAT_ANALYSIS).arg("id", id), e))
}

fn not_analysed(id: i64) -> PageError {
    PageError::NotFound(Words::new(ids::WEB_NOT_ANALYSED).arg("id", id))
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
    let ticket = site.render_slot().await?;
    let locale = crate::language::here().locale;
    let png = tokio::task::spawn_blocking(move || {
        let _ticket = ticket;
        a.chart_png_in(locale)
    })
    .await
    .map_err(|e| PageError::Drawing(format!("the chart task failed: {e}")))? // words-scan: skip (a drawing failure: only logged, the visitor reads web-error-retry)
    .map_err(|e| PageError::Drawing(format!("cannot draw game {id}'s chart: {e}")))?; // words-scan: skip (a drawing failure: only logged, the visitor reads web-error-retry)
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static(crate::headers::SERVER_PAGES),
            ),
            // Its text is in the asked language (`?lang=`, else the browser's).
            (header::VARY, HeaderValue::from_static("Accept-Language")),
        ],
        png,
    )
        .into_response())
}

/// The replay page's analysis section: each side's accuracy and marks, the
/// chart, and the worst decisions with the better choice.
pub(crate) fn section(lang: &Lang, a: &host::GameAnalysis) -> String {
    use crate::html::escape;
    let side = |c: Color| if c == Color::White { "white" } else { "black" };
    let mut s = format!(
        "<section id=\"analysis\"><h2>{}</h2><ul>",
        lang.t(ids::WEB_ANALYSIS, &[])
    );
    for c in [Color::White, Color::Black] {
        let n = a.counts(c);
        let accuracy = a.accuracy(c).map_or_else(
            || lang.t(ids::WEB_ANALYSIS_NO_DECISION, &[]),
            |x| {
                lang.t(
                    ids::WEB_ANALYSIS_ACCURACY,
                    &[("value", format!("{x:.1}").into())],
                )
            },
        );
        s += &format!(
            "<li class=\"side\">{}</li>",
            lang.t(
                ids::WEB_ANALYSIS_SIDE,
                &[
                    ("side", side(c).into()),
                    ("name", escape(a.name(c)).into()),
                    ("accuracy", accuracy.into()),
                    ("inaccuracies", n.inaccuracies.into()),
                    ("mistakes", n.mistakes.into()),
                    ("blunders", n.blunders.into()),
                ]
            )
        );
    }
    s += "</ul>";
    s += &format!(
        "<p><img id=\"eval-chart\" src=\"/games/{}/analysis.png?lang={}\" width=\"{}\" height=\"{}\" alt=\"{}\"></p>",
        a.game,
        lang.locale.code(),
        render::eval_chart::EVAL_WIDTH,
        render::eval_chart::EVAL_HEIGHT,
        escape(&lang.t(ids::WEB_ANALYSIS_CHART_ALT, &[]))
    );
    let worst = a.worst(3);
    if !worst.is_empty() {
        s += "<ol class=\"worst\">";
        for d in worst {
            s += &format!(
                "<li>{}</li>",
                lang.t(
                    ids::WEB_ANALYSIS_WORST,
                    &[
                        ("number", d.move_number().into()),
                        ("side", side(d.color()).into()),
                        ("played", escape(&d.played).into()),
                        ("mark", escape(d.mark.as_deref().unwrap_or("")).into()),
                        ("before", format!("{:.1}", d.win_before).into()),
                        ("after", format!("{:.1}", d.win_after).into()),
                        ("better", escape(d.better.as_deref().unwrap_or("-")).into()),
                    ]
                )
            );
        }
        s += "</ol>";
    }
    s += &format!(
        "<p class=\"note\">{}</p></section>",
        lang.t(ids::WEB_ANALYSIS_NOTE, &[("nodes", a.nodes.into())])
    );
    s
}

/// The marks beside move `ply` (from 1) in the move list: the move's or
/// flight's own, then each shoot-down decision of its flight
/// (`pass??`, `shoot:fxe6?`), as HTML.
pub(crate) fn marks_of(lang: &Lang, a: &host::GameAnalysis, ply: usize) -> String {
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
        let better = lang.t(
            ids::WEB_ANALYSIS_BETTER,
            &[("move", d.better.as_deref().unwrap_or("-").into())],
        );
        s += &format!(
            "<span class=\"mark {class}\" title=\"{}\">{}</span>",
            escape(&better),
            escape(&text)
        );
    }
    s
}
