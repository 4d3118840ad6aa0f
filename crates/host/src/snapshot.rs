//! The host's state of one game as stored text (JSON): enough to rebuild
//! the game exactly after a restart, including a missile in the air, a
//! pending shoot-down question with its deadline, clocks and draw offers.
//! The position is rebuilt by replaying the record from the start; the
//! stored FEN double-checks it.

use crate::game::{Clocks, DrawOffer, EndReason, GameCore, GameResult, InFlight, Prompt};
use crate::ids::{GameId, Place, Player};
use crate::settings::GameSettings;
use engine::{Color, DrawReason, Flight, Move, Outcome, Ply, Position, WinReason};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
pub(crate) struct Snapshot {
    pub settings: GameSettings,
    pub players: [Player; 2],
    pub start_fen: String,
    /// Record entries: UCI, flights `e4>e5>d6`, shoot-downs `e4>e5/d6e5`.
    pub plies: Vec<String>,
    pub fen: String,
    pub moved: [bool; 2],
    pub clocks: Clocks,
    #[serde(default)]
    pub flight: Option<FlightSnap>,
    #[serde(default)]
    pub draw_offer: Option<DrawOffer>,
    #[serde(default)]
    pub result: Option<(Option<String>, String)>,
    #[serde(default)]
    pub last_move: Option<(String, String)>,
}

#[derive(Serialize, Deserialize)]
pub(crate) struct FlightSnap {
    pub shown: String,
    pub plan: Option<String>,
    pub prompt: Option<(i64, i64)>,
}

fn flight_text(f: &Flight) -> String {
    if f.steps().is_empty() {
        // A pawn chosen for steering, no step yet.
        format!("{}*", f.launch())
    } else {
        f.to_string()
    }
}

impl Snapshot {
    pub fn of(g: &GameCore) -> Snapshot {
        Snapshot {
            settings: g.settings.clone(),
            players: g.players.clone(),
            start_fen: g.start.fen(),
            plies: g.plies.iter().map(|p| p.uci()).collect(),
            fen: g.pos.fen(),
            moved: g.moved,
            clocks: g.clocks,
            flight: g.flight.as_ref().map(|f| FlightSnap {
                shown: flight_text(&f.shown),
                plan: f.plan.map(|p| p.to_string()),
                prompt: f.prompt.as_ref().map(|p| (p.seq, p.deadline)),
            }),
            draw_offer: g.draw_offer,
            result: g.result.map(|r| {
                (
                    r.winner.map(|c| c.name().to_string()),
                    r.reason.name().to_string(),
                )
            }),
            last_move: g.last_move.map(|(a, b)| (a.to_string(), b.to_string())),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("snapshot serializes")
    }

    /// Rebuilds the game. Errors name what could not be read.
    pub fn restore(json: &str, id: GameId, place: Place, version: i64) -> Result<GameCore, String> {
        let s: Snapshot =
            serde_json::from_str(json).map_err(|e| format!("game {id}: bad snapshot: {e}"))?;
        let rules = s.settings.rules();
        let start = Position::from_fen(&s.start_fen, rules)
            .map_err(|e| format!("game {id}: start FEN: {e}"))?;
        let mut pos = start;
        let mut plies = Vec::with_capacity(s.plies.len());
        let mut hashes = Vec::with_capacity(s.plies.len() + 1);
        hashes.push(crate::game::repetition_key(&pos));
        let mut replay_ok = true;
        for text in &s.plies {
            match replay(&pos, text) {
                Some((ply, next)) => {
                    plies.push(ply);
                    pos = next;
                    hashes.push(crate::game::repetition_key(&pos));
                }
                None => {
                    replay_ok = false;
                    break;
                }
            }
        }
        if !replay_ok || pos.fen() != s.fen {
            tracing::warn!(
                game = id,
                "record replay disagrees with the stored FEN; using the FEN"
            );
            pos = Position::from_fen(&s.fen, rules).map_err(|e| format!("game {id}: FEN: {e}"))?;
            hashes = vec![crate::game::repetition_key(&pos)];
        }
        let flight = match s.flight {
            None => None,
            Some(f) => {
                let shown = parse_flight_or_launch(&f.shown)
                    .ok_or_else(|| format!("game {id}: bad flight `{}`", f.shown))?;
                let plan = match f.plan {
                    Some(p) => Some(
                        p.parse::<Flight>()
                            .map_err(|e| format!("game {id}: bad planned flight: {e}"))?,
                    ),
                    None => None,
                };
                let prompt = f.prompt.map(|(seq, deadline)| Prompt {
                    seq,
                    deadline,
                    options: crate::game::shootdown_labels(&pos.shootdowns_at(&shown)),
                });
                Some(InFlight {
                    shown,
                    plan,
                    prompt,
                })
            }
        };
        let result = s.result.map(|(w, reason)| GameResult {
            winner: match w.as_deref() {
                Some("white") => Some(Color::White),
                Some("black") => Some(Color::Black),
                _ => None,
            },
            reason: reason_from_name(&reason, w.as_deref()),
        });
        let last_move = s.last_move.and_then(|(a, b)| {
            Some((
                engine::Square::from_name(&a)?,
                engine::Square::from_name(&b)?,
            ))
        });
        Ok(GameCore {
            id,
            place,
            players: s.players,
            settings: s.settings,
            start,
            pos,
            plies,
            hashes,
            moved: s.moved,
            clocks: s.clocks,
            flight,
            draw_offer: s.draw_offer,
            result,
            version,
            last_move,
        })
    }
}

fn parse_flight_or_launch(t: &str) -> Option<Flight> {
    t.parse::<Flight>().ok()
}

/// Replays one record entry from `pos`.
pub(crate) fn replay(pos: &Position, text: &str) -> Option<(Ply, Position)> {
    if let Some((f, shooter)) = text.split_once('/') {
        let flight: Flight = f.parse().ok()?;
        let mv = pos
            .shootdowns_at(&flight)
            .into_iter()
            .find(|m| m.uci() == shooter)?;
        let next = pos.play_shot_down(&flight, &mv).ok()?;
        return Some((
            Ply::ShotDown {
                flight,
                shooter: mv,
            },
            next,
        ));
    }
    let mv = if text.contains('>') || text.ends_with('*') {
        Move::Flight(text.parse().ok()?)
    } else {
        pos.legal_moves().into_iter().find(|m| m.uci() == text)?
    };
    let next = pos.play(&mv).ok()?;
    Some((Ply::Move(mv), next))
}

fn reason_from_name(name: &str, winner: Option<&str>) -> EndReason {
    let win = |reason| {
        let winner = if winner == Some("black") {
            Color::Black
        } else {
            Color::White
        };
        EndReason::Rules(Outcome::Decisive { winner, reason })
    };
    let draw = |reason| EndReason::Rules(Outcome::Draw { reason });
    match name {
        "checkmate" => win(WinReason::Checkmate),
        "king-destroyed" => win(WinReason::KingDestroyed),
        "promotion" => win(WinReason::Promotion),
        "stalemate" => draw(DrawReason::Stalemate),
        "no-legal-move" => draw(DrawReason::NoLegalMove),
        "no-pawns" => draw(DrawReason::NoPawns),
        "insufficient-material" => draw(DrawReason::InsufficientMaterial),
        "seventy-five-moves" => draw(DrawReason::SeventyFiveMoves),
        "fivefold-repetition" => draw(DrawReason::FivefoldRepetition),
        "resignation" => EndReason::Resignation,
        "time" => EndReason::Time,
        "agreement" => EndReason::Agreement,
        "threefold-repetition" => EndReason::ThreefoldRepetition,
        "fifty-moves" => EndReason::FiftyMoves,
        _ => EndReason::Aborted,
    }
}
