//! A stored game as a replay reads it (the web site's `/games/<id>`): its
//! players, settings, start position and record (moves, flights that
//! detonated, flights shot down), its result and its PGN as `/export`
//! gives it. Read from the store's row without a running host, so the web
//! site can serve games on another machine. A flight still in the air is
//! not part of the record: its plan stays hidden.

use crate::game::Ending;
use crate::ids::Player;
use crate::settings::GameSettings;
use crate::snapshot::Snapshot;
use engine::{Ply, Position};

/// A stored game, ready to replay.
#[derive(Debug, Clone)]
pub struct StoredGame {
    /// The game's id.
    pub id: i64,
    /// White, then Black.
    pub players: [Player; 2],
    /// Preset, time control, intercept seconds.
    pub settings: GameSettings,
    /// The position before the first ply.
    pub start: Position,
    /// The record, in order.
    pub plies: Vec<Ply>,
    /// How it ended (`None`: still being played).
    pub result: Option<Ending>,
    /// The PGN `/export` gives.
    pub pgn: String,
}

/// Reads a stored game for a replay; the error names what could not be
/// read (a snapshot written by a newer version, a damaged row).
pub fn stored_game(rec: &store::GameRecord) -> Result<StoredGame, String> {
    let core = Snapshot::restore(
        &rec.snapshot,
        rec.id,
        crate::host::host_place(&rec.place),
        rec.version,
    )?;
    Ok(StoredGame {
        id: rec.id,
        players: core.players.clone(),
        settings: core.settings.clone(),
        start: *core.game.start(),
        plies: core.game.plies().to_vec(),
        result: core.result,
        pgn: crate::record::pgn(&core),
    })
}
