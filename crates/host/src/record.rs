//! The game record for `/export`: PGN with SAN for ordinary moves, flight
//! notation for flights (`e4>e5>e6>d7`, `e4*`) and `e4>e5>e6/c8e6` for a
//! flight shot down, with tags for the preset and options.

use crate::game::{EndReason, GameCore};
use engine::{Color, Ply};

/// The PGN text of a game (finished or not).
pub(crate) fn pgn(g: &GameCore) -> String {
    let result = match g.result {
        None => "*",
        Some(r) if r.reason == EndReason::Aborted => "*",
        Some(r) => match r.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        },
    };
    let mut out = String::new();
    let tag = |out: &mut String, k: &str, v: &str| {
        out.push_str(&format!(
            "[{k} \"{}\"]\n",
            v.replace('\\', "\\\\").replace('"', "\\\"")
        ));
    };
    tag(&mut out, "Event", "Cruise Pawns game");
    tag(&mut out, "Site", &g.place.to_string());
    tag(&mut out, "Round", &g.id.to_string());
    tag(&mut out, "White", &g.players[0].name);
    tag(&mut out, "Black", &g.players[1].name);
    tag(&mut out, "Result", result);
    tag(&mut out, "Variant", g.settings.preset.name());
    tag(
        &mut out,
        "KingStrikes",
        if g.settings.king_strikes { "on" } else { "off" },
    );
    tag(
        &mut out,
        "InterceptSeconds",
        &g.settings.intercept_secs.to_string(),
    );
    tag(&mut out, "TimeControl", &g.settings.time.to_string());
    let start_fen = g.start.fen();
    if start_fen != g.settings.preset.start_fen() {
        tag(&mut out, "SetUp", "1");
        tag(&mut out, "FEN", &start_fen);
    }
    if let Some(r) = g.result {
        tag(&mut out, "Termination", r.reason.name());
    }
    out.push('\n');
    let mut pos = g.start;
    let mut line = String::new();
    for (i, ply) in g.plies.iter().enumerate() {
        if pos.turn() == Color::White {
            line.push_str(&format!("{}. ", pos.fullmoves()));
        } else if i == 0 {
            line.push_str(&format!("{}... ", pos.fullmoves()));
        }
        let (text, next) = match ply {
            Ply::Move(m) if !m.is_flight() => (engine::san::san(&pos, m), pos.play(m).ok()),
            Ply::Move(m) => (m.uci(), pos.play(m).ok()),
            Ply::ShotDown { flight, shooter } => {
                (ply.uci(), pos.play_shot_down(flight, shooter).ok())
            }
        };
        line.push_str(&text);
        line.push(' ');
        match next {
            Some(p) => pos = p,
            None => break,
        }
    }
    line.push_str(result);
    // Wrap at 80 columns.
    let mut col = 0;
    for word in line.split(' ') {
        if col > 0 && col + word.len() + 1 > 80 {
            out.push('\n');
            col = 0;
        } else if col > 0 {
            out.push(' ');
            col += 1;
        }
        out.push_str(word);
        col += word.len();
    }
    out.push('\n');
    out
}
