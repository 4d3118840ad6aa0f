//! `/puzzles/<id>`: a puzzle mined from a game (issue 46). The page shows
//! the position after the opponent's mistake, from the solver's side with
//! the mistake marked, its credit ("from alice vs bob, move 23", linked to
//! the game), preset, themes, rating and plays; the solution stays hidden
//! until asked: without JavaScript a `<details>` "Show the solution" holds
//! the moves and a picture after each; with `/static/site.js` buttons step
//! through it on the board. Its pictures are `/puzzles/<id>/<n>.png` (n = 0:
//! the puzzle, then one after each solution move). `/api/puzzles/<id>` is
//! the same data as JSON.
//!
//! A puzzle is shown exactly where its game may be (`privacy`): its
//! server's pages are on and its channel is not private; otherwise, as an
//! unknown number, 404. A server's recent puzzles are listed on its pages
//! ([`recent`], on its leaderboard).

use crate::board_picture::{self, Board, Framing, IMAGE_SIZE};
use crate::html::{escape, page, script_json};
use crate::language::Lang;
use crate::{PageError, PageResult, Site, privacy};
use ai::analysis::Choice;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{Html, Response};
use engine::{Bitboard, Color, Flight, Position, Preset, Square};
use host::puzzle_line::{Line, credit};
use locale::{Locale, Words, ids};
use render::Missile;
use serde::Serialize;

/// Changes when the pictures are drawn differently (part of the ETag).
const PICTURE_VERSION: u32 = 1;
/// How many puzzles a server's pages list.
pub(crate) const RECENT: i64 = 10;

/// One picture: the puzzle (0), then the board after each solution move.
#[derive(Clone)]
struct Frame {
    pos: Position,
    last: Option<(Square, Square)>,
    missile: Option<Missile>,
    /// Said in the page's language (the JSON's: en-US).
    caption: Words,
}

/// A puzzle as its page, its JSON and its pictures show it.
struct Made {
    rec: store::PuzzleRecord,
    /// Whether its game's page is public (the link is shown only then).
    game_public: bool,
    solver: Color,
    move_number: u32,
    /// The mistake, then the solution, as a player reads them.
    texts: Vec<String>,
    /// The same, numbered (`2. Qg8+`, `2... Rxg8`).
    labels: Vec<String>,
    frames: Vec<Frame>,
}

/// A side as the messages' `$side` selects on, and the JSON's `solver`:
/// `white`, `black`.
fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The puzzle number in a page's path, or the page's 404.
fn puzzle_id(text: &str) -> PageResult<i64> {
    text.parse::<i64>().map_err(|_| {
        PageError::NotFound(Words::new(ids::WEB_NOT_A_PUZZLE_NUMBER).arg("text", text))
    })
}

/// The themes as stored (comma-separated; `-` or empty: none).
fn themes(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty() && *t != "-")
        .map(str::to_string)
        .collect()
}

/// The stored line of `rec`, read.
fn line_of(rec: &store::PuzzleRecord) -> Result<Line, String> {
    let preset: Preset = rec
        .preset
        .parse()
        .map_err(|_| format!("unknown preset `{}`", rec.preset))?; // words-scan: skip (an unreadable stored line's reason: only logged, the visitor reads web-error-unreadable)
    Line::parse(&rec.fen, preset, rec.king_strikes, &rec.moves)
}

/// A missile flying as far as `f` got from `pos`, with the pieces that
/// may shoot it down there.
fn in_flight(pos: &Position, f: &Flight) -> Result<Missile, String> {
    let shooters: Bitboard = pos.shootdowns_at(f).iter().map(|m| m.from()).collect();
    Missile::in_flight(f.launch(), f.steps(), shooters).map_err(|e| e.to_string())
}

/// The frames of `line`: the position after the mistake (the solver to
/// play), then after each solution move; with each move's text numbered
/// as a player counts (`2. Qg8+`, `2... Rxg8`; a shoot-down decision, made
/// within the flight's move, unnumbered). Fails on a line the engine does
/// not accept (a damaged row).
fn frames(line: &Line, texts: &[String]) -> Result<(Vec<Frame>, Vec<String>), String> {
    let solver = !line.before.turn();
    let mut pos = line.before;
    let mut so_far: Option<Flight> = None;
    let mut out = Vec::new();
    let mut labels = Vec::new();
    let last_index = line.choices.len().saturating_sub(1);
    for (i, choice) in line.choices.iter().enumerate() {
        let text = texts.get(i).map_or("", String::as_str);
        // A move's mover is the side to move; a shoot-down decision's, the
        // defender of the flight.
        let (who, label) = match choice {
            Choice::Move(_) | Choice::FlightSoFar(_) => {
                let dots = match pos.turn() {
                    Color::White => ".",
                    Color::Black => "...",
                };
                (pos.turn(), format!("{}{dots} {text}", pos.fullmoves()))
            }
            Choice::Shoot(_) | Choice::Pass => (!pos.turn(), text.to_string()),
        };
        let (last, missile) = match *choice {
            Choice::Move(mv) => {
                pos = pos
                    .play(&mv)
                    .map_err(|e| format!("move {} ({}): {e}", i + 1, mv.uci()))?;
                so_far = None;
                (Some((mv.from(), mv.to())), None)
            }
            Choice::FlightSoFar(f) => {
                so_far = Some(f);
                (Some((f.launch(), f.head())), Some(in_flight(&pos, &f)?))
            }
            Choice::Shoot(mv) => {
                let f = so_far
                    .take()
                    .ok_or_else(|| format!("move {}: a shoot-down follows no flight", i + 1))?; // words-scan: skip (an unreadable stored line's reason: only logged, the visitor reads web-error-unreadable)
                pos = pos
                    .play_shot_down(&f, &mv)
                    .map_err(|e| format!("move {} ({}): {e}", i + 1, mv.uci()))?;
                (Some((mv.from(), f.head())), None)
            }
            Choice::Pass => match so_far {
                Some(f) => (Some((f.launch(), f.head())), Some(in_flight(&pos, &f)?)),
                None => (None, None),
            },
        };
        let caption = if i == 0 {
            Words::new(ids::WEB_PUZZLE_START)
                .arg("side", side(who))
                .arg("move", text)
                .arg("solver", side(solver))
        } else {
            let said = match choice {
                Choice::Pass => Words::new(ids::WEB_PUZZLE_LETS_PASS).arg("side", side(who)),
                _ => Words::new(ids::WEB_PUZZLE_PLAYS_MOVE)
                    .arg("side", side(who))
                    .arg("move", text),
            };
            if i == last_index {
                said.then(" ", Words::new(ids::WEB_PUZZLE_SOLVED))
            } else {
                said
            }
        };
        out.push(Frame {
            pos,
            last,
            missile,
            caption,
        });
        labels.push(label);
    }
    if out.is_empty() {
        return Err("the puzzle has no moves".to_string()); // words-scan: skip (an unreadable stored line's reason: only logged, the visitor reads web-error-unreadable)
    }
    Ok((out, labels))
}

/// Whether a read looks up the puzzle's game for its link (a page, the
/// JSON) or not (a picture).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Link {
    Look,
    Skip,
}

/// Reads puzzle `id` if its game may be shown.
async fn read(site: &Site, id: i64, link: Link) -> PageResult<Made> {
    let missing = || PageError::NotFound(Words::new(ids::WEB_MISSING_PUZZLE).arg("id", id));
    let rec = site.store.puzzle(id).await?.ok_or_else(missing)?;
    // The puzzle's server and channel are its game's.
    let place = store::Place {
        guild: rec.guild_id.clone(),
        channel: rec.channel_id.clone(),
        thread: None,
    };
    if !privacy::place_public(&site.store, &place).await? {
        return Err(missing());
    }
    let game_public = match link {
        Link::Skip => false,
        Link::Look => match site.store.game(rec.game_id).await? {
            Some(g) => privacy::place_public(&site.store, &g.place).await?,
            None => false,
        },
    };
    let what = || Words::new(ids::WEB_WHAT_PUZZLE).arg("id", id);
    let line = line_of(&rec).map_err(|e| PageError::unreadable(what(), e))?;
    let texts = line.texts();
    let (frames, labels) = frames(&line, &texts).map_err(|e| PageError::unreadable(what(), e))?;
    Ok(Made {
        labels,
        solver: !line.before.turn(),
        move_number: line.move_number(),
        rec,
        game_public,
        texts,
        frames,
    })
}

impl Made {
    fn credit(&self) -> String {
        credit(&self.rec.white_name, &self.rec.black_name, self.move_number)
    }
}

/// `/puzzles/<id>`.
pub(crate) async fn show(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> PageResult<Html<String>> {
    let made = read(&site, puzzle_id(&id)?, Link::Look).await?;
    let lang = crate::language::asked()
        .for_server(&site.store, made.rec.guild_id.as_deref())
        .await;
    Ok(Html(render_page(&lang, &made)))
}

/// "from alice vs bob, move 23" in `lang`, the names escaped (HTML).
fn credit_html(lang: &Lang, white: &str, black: &str, move_number: u32) -> String {
    lang.t(
        ids::WEB_PUZZLE_FROM,
        &[
            ("white", escape(white).into()),
            ("black", escape(black).into()),
            ("move", move_number.into()),
        ],
    )
}

fn render_page(lang: &Lang, m: &Made) -> String {
    let r = &m.rec;
    let id = r.id;
    let credit = credit_html(lang, &r.white_name, &r.black_name, m.move_number);
    let credit = if m.game_public {
        format!("<a id=\"game\" href=\"/games/{}\">{credit}</a>", r.game_id)
    } else {
        credit
    };
    let themes = themes(&r.themes);
    let themes = if themes.is_empty() {
        lang.t(ids::WEB_THEMES_NONE, &[])
    } else {
        escape(&themes.join(", "))
    };
    let title = lang.t(ids::WEB_PUZZLE_TITLE, &[("id", id.into())]);
    let mut s = format!(
        "<h1>{title}</h1><p id=\"credit\">{}</p><p>{} · {} · {} · {}</p>",
        lang.t(ids::WEB_PUZZLE_CREDIT, &[("credit", credit.into())]),
        escape(&r.preset),
        lang.t(
            ids::WEB_PUZZLE_THEMES,
            &[(
                "themes",
                format!("<span id=\"themes\">{themes}</span>").into()
            )]
        ),
        lang.t(
            ids::WEB_PUZZLE_RATING,
            &[("rating", format!("{:.0}", r.glicko.rating).into())]
        ),
        lang.t(ids::WEB_PUZZLE_PLAYS, &[("count", r.plays.into())]),
    );
    let first = &m.frames[0];
    s += &format!(
        "<p><img id=\"board\" src=\"/puzzles/{id}/0.png\" width=\"{IMAGE_SIZE}\" height=\"{IMAGE_SIZE}\" \
         alt=\"{}\"></p><p id=\"caption\" class=\"caption\">{}</p>",
        escape(&lang.t(ids::WEB_BOARD_ALT, &[("side", side(m.solver).into())])),
        escape(&lang.say(&first.caption))
    );
    let last = m.frames.len() - 1;
    // Shown by site.js: without it the buttons could do nothing.
    s += &format!(
        "<nav id=\"steps\" hidden><button id=\"prev\" type=\"button\">{}</button> \
         <span id=\"where\">0 / {last}</span> ",
        lang.t(ids::WEB_PUZZLE_PREV, &[]),
    );
    s += &format!(
        "<button id=\"next\" type=\"button\">{}</button></nav>",
        lang.t(ids::WEB_PUZZLE_NEXT, &[]),
    );
    s += &format!(
        "<details id=\"solution\"><summary>{}</summary><ol class=\"moves\" id=\"moves\">",
        lang.t(ids::WEB_PUZZLE_SOLUTION, &[])
    );
    for (n, text) in m.labels.iter().enumerate().skip(1) {
        let n = n - 1;
        let frame = n + 1;
        s += &format!(
            "<li><a href=\"#step-{frame}\" data-frame=\"{frame}\">{}</a></li>",
            escape(text)
        );
    }
    s += "</ol>";
    for (n, f) in m.frames.iter().enumerate().skip(1) {
        s += &format!(
            "<figure id=\"step-{n}\"><img src=\"/puzzles/{id}/{n}.png\" width=\"256\" height=\"256\" \
             loading=\"lazy\" alt=\"{}\"><figcaption>{}</figcaption></figure>",
            escape(&lang.t(ids::WEB_PUZZLE_STEP_ALT, &[("n", n.into())])),
            escape(&lang.say(&f.caption))
        );
    }
    s += "</details>";
    let data = serde_json::json!({
        "id": id,
        "frames": m.frames.iter().map(|f| serde_json::json!({ "caption": lang.say(&f.caption) })).collect::<Vec<_>>(),
    });
    // Data, not code (the Content-Security-Policy runs no inline script).
    s += &format!(
        "<script type=\"application/json\" id=\"puzzle-data\">{}</script>\
         <script src=\"/static/site.js\"></script>",
        script_json(&data)
    );
    page(lang, &title, "", &s)
}

/// The ETag of picture `n` of puzzle `id`: a puzzle's line never changes.
fn etag(id: i64, n: usize) -> String {
    format!("\"cp{PICTURE_VERSION}-p{id}-f{n}\"") // words-scan: skip (an ETag)
}

/// `/puzzles/<id>/<n>.png`: picture `n`; 304 to `If-None-Match`.
pub(crate) async fn frame_png(
    State(site): State<Site>,
    Path((id, frame)): Path<(String, String)>,
    headers: HeaderMap,
) -> PageResult<Response> {
    let id = puzzle_id(&id)?;
    let n = frame
        .strip_suffix(".png")
        .and_then(|n| n.parse::<usize>().ok())
        .ok_or_else(|| {
            PageError::NotFound(Words::new(ids::WEB_NOT_A_PUZZLE_PICTURE).arg("frame", &frame))
        })?;
    // The privacy check comes before the ETag's answer.
    let m = read(&site, id, Link::Skip).await?;
    let Some(f) = m.frames.get(n).cloned() else {
        return Err(PageError::NotFound(
            Words::new(ids::WEB_NO_PUZZLE_PICTURE)
                .arg("id", id)
                .arg("n", n),
        ));
    };
    let tag = etag(id, n);
    let board = Board {
        pos: f.pos,
        last: f.last,
        missile: f.missile,
    };
    let framing = Framing {
        players: (m.rec.white_name.clone(), m.rec.black_name.clone()),
        facing: m.solver,
    };
    let what = format!("puzzle {id}'s picture"); // words-scan: skip (names the picture in the log line of a failed drawing)
    board_picture::answer(&site, &headers, &tag, &what, board, framing).await
}

/// A puzzle as JSON.
#[derive(Serialize)]
pub(crate) struct PuzzleJson {
    id: i64,
    /// The source game: its number, and its page when public.
    game_id: i64,
    game_url: Option<String>,
    white: String,
    black: String,
    /// "from alice vs bob, move 23".
    credit: String,
    /// The full-move number of the solver's first move.
    move_number: u32,
    preset: String,
    king_strikes: bool,
    themes: Vec<String>,
    rating: f64,
    plays: i64,
    /// The side that solves: `white` or `black`.
    solver: String,
    /// The position before the mistake (FEN).
    fen: String,
    /// The opponent's mistake, as a player reads it.
    mistake: String,
    /// The solution, solver and opponent in turn, as a player reads it.
    solution: Vec<String>,
    /// The stored line: the mistake then the solution, in the engine's
    /// notation (UCI; flights as paths; `so-far:`, `shoot:`, `pass`).
    moves: String,
    frames: Vec<FrameJson>,
}

#[derive(Serialize)]
struct FrameJson {
    image: String,
    caption: String,
}

/// `/api/puzzles/<id>`.
pub(crate) async fn json(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> crate::ApiResult<PuzzleJson> {
    let m = read(&site, puzzle_id(&id)?, Link::Look).await?;
    let r = &m.rec;
    Ok(Json(PuzzleJson {
        id: r.id,
        game_id: r.game_id,
        game_url: m.game_public.then(|| format!("/games/{}", r.game_id)),
        white: r.white_name.clone(),
        black: r.black_name.clone(),
        credit: m.credit(),
        move_number: m.move_number,
        preset: r.preset.clone(),
        king_strikes: r.king_strikes,
        themes: themes(&r.themes),
        rating: r.glicko.rating.round(),
        plays: r.plays,
        solver: side(m.solver).to_string(),
        fen: r.fen.clone(),
        mistake: m.texts.first().cloned().unwrap_or_default(),
        solution: m.texts.iter().skip(1).cloned().collect(),
        moves: r.moves.clone(),
        frames: m
            .frames
            .iter()
            .enumerate()
            .map(|(n, f)| FrameJson {
                image: format!("/puzzles/{}/{n}.png", r.id),
                caption: f.caption.text(Locale::EnUs),
            })
            .collect(),
    }))
}

/// One puzzle in a server's list.
#[derive(Serialize)]
pub(crate) struct Listed {
    pub id: i64,
    pub url: String,
    pub credit: String,
    pub preset: String,
    pub themes: Vec<String>,
    pub rating: f64,
    /// The credit's parts, for the page to say it in its language.
    #[serde(skip)]
    pub white: String,
    #[serde(skip)]
    pub black: String,
    #[serde(skip)]
    pub move_number: u32,
}

/// The newest puzzles of server `guild` (whose pages the caller found
/// public), newest first: none of a private channel.
pub(crate) async fn recent(site: &Site, guild: &str) -> PageResult<Vec<Listed>> {
    let recs = site.store.recent_puzzles_of_server(guild, RECENT).await?;
    Ok(recs
        .into_iter()
        .map(|r| {
            // A line this version cannot read still has its ply: the
            // solver's move follows the mistake's.
            let number = line_of(&r)
                .map(|l| l.move_number())
                .unwrap_or_else(|_| u32::try_from(r.ply / 2 + 1).unwrap_or(0));
            Listed {
                id: r.id,
                url: format!("/puzzles/{}", r.id),
                credit: credit(&r.white_name, &r.black_name, number),
                preset: r.preset.clone(),
                themes: themes(&r.themes),
                rating: r.glicko.rating.round(),
                white: r.white_name.clone(),
                black: r.black_name.clone(),
                move_number: number,
            }
        })
        .collect())
}

/// The "Recent puzzles" section of a server's page.
pub(crate) fn recent_section(lang: &Lang, list: &[Listed]) -> String {
    let mut s = format!("<h2>{}</h2>", lang.t(ids::WEB_RECENT_PUZZLES, &[]));
    if list.is_empty() {
        s += &format!("<p>{}</p>", lang.t(ids::WEB_NO_PUZZLES, &[]));
        return s;
    }
    s += "<ul id=\"puzzles\">";
    for p in list {
        let themes = if p.themes.is_empty() {
            String::new()
        } else {
            format!(" · {}", escape(&p.themes.join(", ")))
        };
        s += &format!(
            "<li><a href=\"{}\">{}</a> {} · {}{themes} · {}</li>",
            p.url,
            lang.t(ids::WEB_PUZZLE_TITLE, &[("id", p.id.into())]),
            credit_html(lang, &p.white, &p.black, p.move_number),
            escape(&p.preset),
            lang.t(
                ids::WEB_PUZZLE_RATING,
                &[("rating", format!("{:.0}", p.rating).into())]
            ),
        );
    }
    s += "</ul>";
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(fen: &str, preset: &str, moves: &str) -> store::PuzzleRecord {
        store::PuzzleRecord {
            id: 3,
            game_id: 7,
            guild_id: Some("g".into()),
            channel_id: "c".into(),
            preset: preset.into(),
            king_strikes: true,
            ply: 6,
            fen: fen.into(),
            moves: moves.into(),
            themes: "mate,mateIn2".into(),
            glicko: store::Glicko {
                rating: 1500.0,
                rd: 500.0,
                volatility: 0.09,
                updated_days: None,
            },
            plays: 0,
            created_at_ms: 0,
            white_name: "alice".into(),
            black_name: "<b>bob</b>".into(),
        }
    }

    fn made(rec: store::PuzzleRecord) -> Made {
        let line = line_of(&rec).unwrap();
        let texts = line.texts();
        let (frames, labels) = frames(&line, &texts).unwrap();
        Made {
            frames,
            labels,
            solver: !line.before.turn(),
            move_number: line.move_number(),
            texts,
            rec,
            game_public: true,
        }
    }

    /// Philidor's legacy after Black's queen left a8: 1. Qg8+ Rxg8 2. Nf7#.
    fn philidor() -> Made {
        made(record(
            "q4r1k/6pp/7N/8/2Q5/8/8/6K1 b - - 0 1",
            "chess",
            "a8b8 c4g8 f8g8 h6f7",
        ))
    }

    #[test]
    fn the_frames_are_the_puzzle_then_each_solution_move() {
        let m = philidor();
        assert_eq!(m.frames.len(), 4);
        assert_eq!(m.solver, Color::White);
        // The puzzle: after the mistake, which is marked.
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(m.frames[0].last, Some((sq("a8"), sq("b8"))));
        let en = |f: &Frame| f.caption.text(Locale::EnUs);
        assert_eq!(
            en(&m.frames[0]),
            "Black played Qb8. White to play: find the only good move."
        );
        assert_eq!(en(&m.frames[1]), "White plays Qg8+.");
        assert_eq!(en(&m.frames[3]), "White plays Nf7#. Solved.");
        assert_eq!(
            m.frames[3].caption.text(Locale::De),
            "Weiß spielt Nf7#. Gelöst."
        );
        assert!(m.frames[3].pos.outcome().is_some());
        assert_eq!(m.labels, ["1... Qb8", "2. Qg8+", "2... Rxg8", "3. Nf7#"]);
    }

    #[test]
    fn the_solution_is_inside_the_details_and_names_are_escaped() {
        let html = render_page(&Lang::en(), &philidor());
        let details = html.find("<details id=\"solution\">").unwrap();
        let end = html.find("</details>").unwrap();
        let solved = html.find("Nf7#").unwrap();
        assert!(details < solved && solved < end, "{html}");
        // Before the details: the puzzle, not its answer.
        assert!(!html[..details].contains("Qg8+"), "{html}");
        assert!(html.contains("from alice vs &lt;b&gt;bob&lt;/b&gt;, move 2"));
        assert!(html.contains("<a id=\"game\" href=\"/games/7\">"));
        assert!(!html.contains("<b>bob</b>"));
        // No inline script: only data and the file.
        assert!(html.contains("<script type=\"application/json\" id=\"puzzle-data\">"));
        assert!(html.contains("<script src=\"/static/site.js\"></script>"));
    }

    /// After 1. d4 e5 2. dxe5 Nc6, White's missile e5>e6: shot down on e6
    /// by fxe6, or let pass.
    #[test]
    fn a_shoot_down_and_a_pass_are_drawn_with_the_missile() {
        let fen = "r1bqkbnr/pppp1ppp/2n5/4P3/8/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3";
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let shot = made(record(fen, "cruise", "so-far:e5>e6 shoot:f7e6"));
        assert_eq!(shot.solver, Color::Black);
        assert_eq!(shot.frames.len(), 2);
        // The puzzle: the missile in the air on e6, the flight marked.
        assert!(shot.frames[0].missile.is_some());
        assert_eq!(shot.frames[0].last, Some((sq("e5"), sq("e6"))));
        let en = |f: &Frame| f.caption.text(Locale::EnUs);
        assert!(
            en(&shot.frames[0]).starts_with("White played e5>e6. Black to play"),
            "{}",
            en(&shot.frames[0])
        );
        // Shot down: the pawn that shot is on e6, no missile left.
        let after = &shot.frames[1];
        assert!(after.missile.is_none());
        assert_eq!(after.last, Some((sq("f7"), sq("e6"))));
        assert!(after.pos.board().piece_at(sq("e6")).is_some());
        assert!(after.pos.board().piece_at(sq("f7")).is_none());
        assert_eq!(shot.labels[0], "3. e5>e6");
        assert!(shot.labels[1].starts_with("shoot "), "{:?}", shot.labels);
        assert!(en(after).starts_with("Black plays shoot "), "{}", en(after));

        let passed = made(record(fen, "cruise", "so-far:e5>e6 pass"));
        assert_eq!(
            en(&passed.frames[1]),
            "Black lets the missile pass. Solved."
        );
        assert!(passed.frames[1].missile.is_some());
        assert_eq!(passed.labels[1], "let it pass");
    }

    #[test]
    fn no_link_to_a_game_that_is_not_public() {
        let mut m = philidor();
        m.game_public = false;
        let html = render_page(&Lang::en(), &m);
        assert!(!html.contains("/games/"), "{html}");
        assert!(html.contains("from alice vs &lt;b&gt;bob&lt;/b&gt;, move 2"));
    }

    #[test]
    fn a_damaged_line_is_refused_not_a_panic() {
        let rec = record("q4r1k/6pp/7N/8/2Q5/8/8/6K1 b - - 0 1", "chess", "a8b8 c4c9");
        assert!(line_of(&rec).is_err());
        let rec = record(
            "q4r1k/6pp/7N/8/2Q5/8/8/6K1 b - - 0 1",
            "nonsense",
            "a8b8 c4g8",
        );
        assert!(line_of(&rec).is_err());
    }

    #[test]
    fn themes_read_from_their_stored_text() {
        assert_eq!(themes("mate, mateIn1,short"), ["mate", "mateIn1", "short"]);
        assert!(themes("-").is_empty());
        assert!(themes("").is_empty());
    }
}
