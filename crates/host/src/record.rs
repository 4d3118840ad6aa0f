//! The game record for `/export`: the engine's PGN ([`engine::record`])
//! filled with what the host knows: players, place, result (including
//! resignation, time and agreement) and the host's own tags.

use crate::game::GameCore;
use engine::Color;
use engine::record::{PgnResult, Record};

/// The PGN text of a game (finished or not).
pub(crate) fn pgn(g: &GameCore) -> String {
    let mut record = Record::new(g.game.clone());
    record.event = "Cruise Pawns game".to_string(); // words-scan: skip (the PGN Event tag: data for chess programs, the same in every language)
    record.site = g.place.to_string();
    record.round = g.id.to_string();
    record.white = g.players[0].name.clone();
    record.black = g.players[1].name.clone();
    record.result = match g.result {
        None => PgnResult::Unknown,
        Some(r) if r.no_result() => PgnResult::Unknown,
        Some(r) => match r.winner {
            Some(Color::White) => PgnResult::WhiteWins,
            Some(Color::Black) => PgnResult::BlackWins,
            None => PgnResult::Draw,
        },
    };
    record.extra_tags = vec![
        (
            "InterceptSeconds".to_string(),
            g.settings.intercept_secs.to_string(),
        ),
        ("TimeControl".to_string(), g.settings.time.to_string()),
    ];
    if let Some(r) = g.result {
        record
            .extra_tags
            .push(("Termination".to_string(), r.reason.name().to_string()));
    }
    record.to_pgn()
}
