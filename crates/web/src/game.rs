//! `/games/<id>`: a game's replay. Its frames are the board at every ply
//! and, for each missile flight, the missile on each square it entered,
//! then its detonation or shoot-down. Each frame is a PNG from the render
//! crate (`/games/<id>/<n>.png`, with an `ETag`: a frame never changes, the
//! record only grows). Replaying and drawing take a slot of the bounded
//! drawings (`limits::RenderGate`): with none free, 503. Without JavaScript the page shows frame `?ply=n`
//! with previous/next links; a little script (`/static/site.js`) steps
//! with ← → and the clickable moves. The board is seen from White's side;
//! `?side=black` (the page's flip link) shows it from Black's, on the page
//! and its pictures (`/games/<id>/<n>.png?side=black`). `/games/<id>.pgn` is the PGN `/export` gives.
//! Once the bot has analysed the game, the page shows its marks beside the
//! moves and the analysis under them (`analysis`).

use crate::board_picture::{self, Board, Framing, IMAGE_SIZE};
use crate::html::{escape, page, script_json};
use crate::language::Lang;
use crate::{PageError, PageResult, Site, privacy};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{Html, IntoResponse, Response};
use engine::{Bitboard, Color, Move, Ply, Position, Square};
use locale::{Locale, Words, ids};
use render::Missile;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Changes when the pictures are drawn differently (part of the ETag).
const PICTURE_VERSION: u32 = 1;

/// One picture of the replay.
#[derive(Clone)]
struct Frame {
    pos: Position,
    last: Option<(Square, Square)>,
    missile: Option<Missile>,
    /// Said in the page's language (the JSON's: en-US).
    caption: Words,
    /// The ply (index in the move list) this frame belongs to.
    ply: Option<usize>,
}

/// A stored game with its replay frames.
pub(crate) struct Replay {
    game: host::StoredGame,
    /// Its server (the page's language by default).
    guild: Option<String>,
    moves: Vec<String>,
    frames: Vec<Frame>,
}

/// A side as the messages' `$side` selects on: `white`, `black`.
fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Whether a replay is read with its words (move texts, captions) or for
/// its pictures alone (a board picture needs no SAN, which costs a legal
/// move list per ply). The captions are words in no language yet: a kept
/// replay serves every language.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Reading {
    With,
    Without,
}

/// The frames of a game: the start, then for each ply its flight's steps
/// (if a flight) and the position after it; without words, the move texts
/// and captions are empty. Fails on a record the engine does not accept (a
/// damaged row).
fn frames(
    start: &Position,
    plies: &[Ply],
    words: Reading,
) -> Result<(Vec<String>, Vec<Frame>), String> {
    let mut pos = *start;
    let mut moves = Vec::new();
    let mut out = vec![Frame {
        pos,
        last: None,
        missile: None,
        caption: Words::new(ids::WEB_CAPTION_START).arg("side", side(pos.turn())),
        ply: None,
    }];
    let missile_err = |e: render::RenderError| e.to_string();
    for (i, ply) in plies.iter().enumerate() {
        let text = match words {
            Reading::With => engine::san::ply_san(&pos, ply),
            Reading::Without => String::new(),
        };
        let who = side(pos.turn());
        let at = |missile: Missile, caption: Words| Frame {
            pos,
            last: None,
            missile: Some(missile),
            caption,
            ply: Some(i),
        };
        let flight = match ply {
            Ply::Move(Move::Flight(f)) | Ply::ShotDown { flight: f, .. } => Some(*f),
            Ply::Move(_) => None,
        };
        if let Some(f) = flight {
            let steps = f.steps();
            let shot = matches!(ply, Ply::ShotDown { .. });
            // A detonation's last square is shown as the blast itself.
            let in_air = if shot {
                steps.len()
            } else {
                steps.len().saturating_sub(1)
            };
            for n in 1..=in_air {
                let so_far = f.prefix(n);
                let shooters: Bitboard = pos
                    .shootdowns_at(&so_far)
                    .iter()
                    .map(|m| m.from())
                    .collect();
                out.push(at(
                    Missile::in_flight(f.launch(), &steps[..n], shooters).map_err(missile_err)?,
                    Words::new(ids::WEB_CAPTION_FLIGHT)
                        .arg("side", who)
                        .arg("launch", f.launch().to_string())
                        .arg("square", steps[n - 1].to_string())
                        .arg("step", n)
                        .arg("steps", steps.len()),
                ));
            }
            match ply {
                Ply::ShotDown { flight, shooter } => {
                    let promotion = match shooter {
                        Move::Normal { promotion, .. } => *promotion,
                        _ => None,
                    };
                    let label = match words {
                        Reading::With => {
                            engine::san::shootdown_labels(&pos, &pos.shootdowns_at(flight))
                                .into_iter()
                                .find(|(m, _)| m == shooter)
                                .map_or_else(|| shooter.uci(), |(_, l)| l)
                        }
                        Reading::Without => String::new(),
                    };
                    out.push(at(
                        Missile::shot_down(f.launch(), steps, shooter.from(), promotion)
                            .map_err(missile_err)?,
                        Words::new(ids::WEB_CAPTION_SHOT_DOWN)
                            .arg("square", f.head().to_string())
                            .arg("move", label),
                    ));
                }
                _ => {
                    let caption = if steps.is_empty() {
                        Words::new(ids::WEB_CAPTION_SELF_DESTRUCT)
                            .arg("square", f.launch().to_string())
                    } else {
                        Words::new(ids::WEB_CAPTION_DETONATES).arg("square", f.head().to_string())
                    };
                    out.push(at(
                        Missile::detonated(f.launch(), steps).map_err(missile_err)?,
                        caption,
                    ));
                }
            }
        }
        let (next, last) = match ply {
            Ply::Move(mv) => (pos.play(mv), (mv.from(), mv.to())),
            Ply::ShotDown { flight, shooter } => (
                pos.play_shot_down(flight, shooter),
                (shooter.from(), flight.head()),
            ),
        };
        pos = next.map_err(|e| format!("move {} ({}): {e}", i + 1, ply.uci()))?;
        out.push(Frame {
            pos,
            last: Some(last),
            missile: None,
            caption: Words::new(ids::WEB_CAPTION_PLAYED)
                .arg("side", who)
                .arg("move", text.clone()),
            ply: Some(i),
        });
        moves.push(text);
    }
    Ok((moves, out))
}

/// Reads game `id` if its server's pages are public.
async fn read(site: &Site, id: i64, words: Reading) -> PageResult<Arc<Replay>> {
    let missing = || PageError::NotFound(Words::new(ids::WEB_MISSING_GAME).arg("id", id));
    let rec = site.store.game(id).await?.ok_or_else(missing)?;
    if !privacy::place_public(&site.store, &rec.place).await? {
        return Err(missing());
    }
    // A replay read with its words serves a picture too.
    let kept = site.replays.get(&(id, rec.version, words)).or_else(|| {
        (words == Reading::Without)
            .then(|| site.replays.get(&(id, rec.version, Reading::With)))
            .flatten()
    });
    if let Some(r) = kept {
        return Ok(r);
    }
    // Replaying a long game is work: one of the bounded drawings, off the
    // async threads.
    let ticket = site.render_slot().await?;
    let version = rec.version;
    let guild = rec.place.guild.clone();
    let made = tokio::task::spawn_blocking(move || {
        let _ticket = ticket;
        let what = || Words::new(ids::WEB_WHAT_GAME).arg("id", id);
        let game = host::stored_game(&rec).map_err(|e| PageError::unreadable(what(), e))?;
        let (moves, frames) = frames(&game.start, &game.plies, words)
            .map_err(|e| PageError::unreadable(what(), e))?;
        Ok::<_, PageError>(Replay {
            game,
            guild,
            moves,
            frames,
        })
    })
    .await
    .map_err(|e| PageError::Drawing(format!("the replay task failed: {e}")))?; // words-scan: skip (a drawing failure: only logged, the visitor reads web-error-retry)
    let replay = Arc::new(made?);
    site.replays.put((id, version, words), replay.clone());
    Ok(replay)
}

/// The result as shown: `1-0 (checkmate)`, `in progress`.
fn result_words(g: &host::StoredGame) -> Words {
    match g.result {
        None => Words::new(ids::WEB_IN_PROGRESS),
        Some(r) => {
            let reason = Words::new(ids::WEB_REASON).arg("reason", r.reason.name());
            if r.no_result() {
                return reason;
            }
            let score = match r.winner {
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
                None => "½-½",
            };
            Words::verbatim(score)
                .then(" (", reason)
                .then("", Words::verbatim(")"))
        }
    }
}

/// `?ply=n`: the frame to show (from 0); `&side=black`: the board seen
/// from Black's side (the flip; White's by default).
#[derive(Deserialize)]
pub(crate) struct PlyParam {
    ply: Option<String>,
    side: Option<String>,
}

/// `?side=black`: a frame seen from Black's side (White's by default).
#[derive(Deserialize)]
pub(crate) struct SideParam {
    side: Option<String>,
}

/// The side at the bottom: Black for `black` (any case), else White.
fn side_of(side: Option<&str>) -> Color {
    match side {
        Some(s) if s.trim().eq_ignore_ascii_case("black") => Color::Black,
        _ => Color::White,
    }
}

/// The query that keeps the side in a link or a picture's address:
/// empty for White (the default), `side=black` for Black.
fn side_query(side: Color) -> &'static str {
    match side {
        Color::White => "",
        Color::Black => "side=black",
    }
}

/// `/games/<id>` and `/games/<id>.pgn`.
pub(crate) async fn page_or_pgn(
    State(site): State<Site>,
    Path(file): Path<String>,
    Query(q): Query<PlyParam>,
) -> PageResult<Response> {
    if let Some(id) = file.strip_suffix(".pgn") {
        let r = read(&site, crate::game_id(id)?, Reading::With).await?;
        let headers = [
            (
                header::CONTENT_TYPE,
                "application/x-chess-pgn; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"cruise-pawns-{}.pgn\"", r.game.id), // words-scan: skip (a header's value and a file name)
            ),
        ];
        return Ok((headers, r.game.pgn.clone()).into_response());
    }
    let id = crate::game_id(&file)?;
    let r = read(&site, id, Reading::With).await?;
    let lang = crate::language::asked()
        .for_server(&site.store, r.guild.as_deref())
        .await;
    // The analysis, once the bot has made one (a page without it otherwise).
    let analysis = crate::analysis::newest(&site, id)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!("web: game {id}'s analysis: {e}");
            None
        });
    let last = r.frames.len() - 1;
    let n = q
        .ply
        .as_deref()
        .and_then(|p| p.trim().parse::<usize>().ok())
        .unwrap_or(0)
        .min(last);
    let facing = side_of(q.side.as_deref());
    Ok(Html(render_page(&lang, &r, n, facing, analysis.as_ref())).into_response())
}

fn render_page(
    lang: &Lang,
    r: &Replay,
    n: usize,
    facing: Color,
    analysis: Option<&host::GameAnalysis>,
) -> String {
    let g = &r.game;
    let id = g.id;
    let [w, b] = &g.players;
    let title = lang.t(
        ids::WEB_GAME_TITLE,
        &[
            ("white", w.name.as_str().into()),
            ("black", b.name.as_str().into()),
        ],
    );
    let frame = &r.frames[n];
    let mut s = format!(
        "<h1>{}</h1><p>{} · {} · {} · <a id=\"pgn\" href=\"/games/{id}.pgn\">PGN</a></p>",
        lang.t(
            ids::WEB_GAME_TITLE,
            &[
                ("white", escape(&w.name).into()),
                ("black", escape(&b.name).into())
            ]
        ),
        lang.t(ids::WEB_GAME_NUMBER, &[("id", id.into())]),
        g.settings.preset.name(),
        escape(&lang.say(&result_words(g))),
    );
    // The side rides along in every address: `&side=black` (or nothing).
    let keep = match side_query(facing) {
        "" => String::new(),
        q => format!("&{q}"),
    };
    let picture = match side_query(facing) {
        "" => String::new(),
        q => format!("?{q}"),
    };
    let (other, other_side) = match facing {
        Color::White => ("&side=black", Color::Black),
        Color::Black => ("", Color::White),
    };
    // The language rides along too, when asked for.
    let lang_query = lang.keep(false);
    let keep = format!("{keep}{lang_query}");
    let other = format!("{other}{lang_query}");
    s += &format!(
        "<p><img id=\"board\" src=\"/games/{id}/{n}.png{picture}\" width=\"{IMAGE_SIZE}\" height=\"{IMAGE_SIZE}\" alt=\"{}\"></p>",
        escape(&lang.t(ids::WEB_BOARD_ALT, &[("side", side(facing).into())])),
    );
    s += &format!(
        "<p id=\"caption\" class=\"caption\">{}</p>",
        escape(&lang.say(&frame.caption))
    );
    s += "<nav>";
    s += &format!(
        "<a id=\"prev\" href=\"/games/{id}?ply={}{keep}\">{}</a> · <span id=\"where\">{} / {}</span> · \
         <a id=\"next\" href=\"/games/{id}?ply={}{keep}\">{}</a> {} · \
         <a id=\"flip\" href=\"/games/{id}?ply={n}{other}\">{}</a>",
        n.saturating_sub(1),
        lang.t(ids::WEB_REPLAY_PREV, &[]),
        n,
        r.frames.len() - 1,
        (n + 1).min(r.frames.len() - 1),
        lang.t(ids::WEB_REPLAY_NEXT, &[]),
        lang.t(ids::WEB_REPLAY_KEYS, &[]),
        lang.t(ids::WEB_REPLAY_FLIP, &[("side", side(other_side).into())]),
    );
    s += "</nav><p class=\"moves\" id=\"moves\">";
    // Each move links to the position after it (the last frame of its ply).
    for (i, text) in r.moves.iter().enumerate() {
        let to = r.frames.iter().rposition(|f| f.ply == Some(i)).unwrap_or(0);
        if i % 2 == 0 {
            s += &format!("{}. ", i / 2 + 1);
        }
        let here = if frame.ply == Some(i) {
            " class=\"here\""
        } else {
            ""
        };
        s += &format!(
            "<a href=\"/games/{id}?ply={to}{keep}\" data-frame=\"{to}\" data-ply=\"{i}\"{here}>{}</a>",
            escape(text)
        );
        if let Some(a) = analysis {
            s += &crate::analysis::marks_of(lang, a, i + 1);
        }
    }
    if r.moves.is_empty() {
        s += &lang.t(ids::WEB_NO_MOVES, &[]);
    }
    s += "</p>";
    if let Some(a) = analysis {
        s += &crate::analysis::section(lang, a);
    }
    let data = serde_json::json!({
        "id": id,
        "side": side_query(facing),
        "lang": lang.keep(true).trim_start_matches('?'),
        "frames": r.frames.iter().map(|f| serde_json::json!({
            "caption": lang.say(&f.caption),
            "ply": f.ply,
        })).collect::<Vec<_>>(),
    });
    // Data, not code (the Content-Security-Policy runs no inline script):
    // /static/site.js reads it.
    s += &format!(
        "<script type=\"application/json\" id=\"replay-data\">{}</script>\
         <script src=\"/static/site.js\"></script>",
        script_json(&data)
    );
    page(lang, &title, "", &s)
}

/// The ETag of frame `n` of game `id` seen from `facing`'s side: a frame
/// never changes once the record has it.
fn etag(id: i64, n: usize, facing: Color) -> String {
    let side = match facing {
        Color::White => "",
        Color::Black => "-b",
    };
    format!("\"cp{PICTURE_VERSION}-g{id}-f{n}{side}\"") // words-scan: skip (an ETag)
}

/// `/games/<id>/<n>.png`: frame `n` of the replay; 304 to `If-None-Match`.
pub(crate) async fn frame_png(
    State(site): State<Site>,
    Path((id, frame)): Path<(String, String)>,
    Query(q): Query<SideParam>,
    headers: HeaderMap,
) -> PageResult<Response> {
    let facing = side_of(q.side.as_deref());
    let id = crate::game_id(&id)?;
    if frame == "analysis.png" {
        return crate::analysis::chart_png(&site, id).await;
    }
    let n = frame
        .strip_suffix(".png")
        .and_then(|n| n.parse::<usize>().ok())
        .ok_or_else(|| {
            PageError::NotFound(Words::new(ids::WEB_NOT_A_GAME_PICTURE).arg("frame", &frame))
        })?;
    let r = read(&site, id, Reading::Without).await?;
    let Some(f) = r.frames.get(n).cloned() else {
        return Err(PageError::NotFound(
            Words::new(ids::WEB_NO_GAME_PICTURE)
                .arg("id", id)
                .arg("n", n),
        ));
    };
    let tag = etag(id, n, facing);
    let [w, b] = r.game.players.clone();
    let board = Board {
        pos: f.pos,
        last: f.last,
        missile: f.missile,
    };
    let framing = Framing {
        players: (w.name, b.name),
        facing,
    };
    board_picture::answer(
        &site,
        &headers,
        &tag,
        &format!("game {id}'s picture"), // words-scan: skip (names the picture in the log line of a failed drawing)
        board,
        framing,
    )
    .await
}

/// A game as JSON.
#[derive(Serialize)]
pub(crate) struct GameJson {
    id: i64,
    white: PlayerJson,
    black: PlayerJson,
    preset: String,
    result: String,
    moves: Vec<String>,
    frames: Vec<FrameJson>,
    pgn: String,
}

#[derive(Serialize)]
struct PlayerJson {
    id: String,
    name: String,
}

#[derive(Serialize)]
struct FrameJson {
    image: String,
    caption: String,
    ply: Option<usize>,
}

/// `/api/games/<id>`.
pub(crate) async fn json(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> crate::ApiResult<GameJson> {
    let r = read(&site, crate::game_id(&id)?, Reading::With).await?;
    let g = &r.game;
    let player = |p: &host::Player| PlayerJson {
        id: p.id.clone(),
        name: p.name.clone(),
    };
    Ok(Json(GameJson {
        id: g.id,
        white: player(&g.players[0]),
        black: player(&g.players[1]),
        preset: g.settings.preset.name().to_string(),
        result: result_words(g).text(Locale::EnUs),
        moves: r.moves.clone(),
        frames: r
            .frames
            .iter()
            .enumerate()
            .map(|(n, f)| FrameJson {
                image: format!("/games/{}/{n}.png", g.id),
                caption: f.caption.text(Locale::EnUs),
                ply: f.ply,
            })
            .collect(),
        pgn: g.pgn.clone(),
    }))
}
