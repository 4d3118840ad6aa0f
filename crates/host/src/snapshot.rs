//! The host's state of one game as stored text (JSON): enough to rebuild
//! the game exactly after a restart, including a missile in the air, a
//! pending shoot-down question with its deadline, clocks and draw offers.
//! The position is rebuilt by replaying the record from the start; the
//! stored FEN double-checks it.

use crate::game::{Clocks, DrawOffer, EndReason, Ending, GameCore, InFlight, Prompt};
use crate::ids::{GameId, Place, Player};
use crate::settings::GameSettings;
use engine::{Color, Flight, Game, Position};
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
    #[serde(default)]
    pub berserk: [bool; 2],
    pub clocks: Clocks,
    #[serde(default)]
    pub flight: Option<FlightSnap>,
    #[serde(default)]
    pub draw_offer: Option<DrawOffer>,
    #[serde(default)]
    pub result: Option<(Option<String>, String)>,
    #[serde(default)]
    pub last_move: Option<(String, String)>,
    /// Who set a decided result ([`GameCore::decided_by`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decided_by: Option<String>,
}

#[derive(Serialize, Deserialize)]
pub(crate) struct FlightSnap {
    pub shown: String,
    pub plan: Option<String>,
    /// The pending question: number, deadline, and when it was asked
    /// (absent in snapshots written before it was kept).
    pub prompt: Option<(i64, i64, Option<i64>)>,
    /// The pending question has not reached the defender yet (absent:
    /// it has).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undelivered: bool,
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
            start_fen: g.game.start().fen(),
            plies: g.game.plies().iter().map(|p| p.uci()).collect(),
            fen: g.pos().fen(),
            moved: g.moved,
            berserk: g.berserk,
            clocks: g.clocks,
            flight: g.flight.as_ref().map(|f| FlightSnap {
                shown: flight_text(&f.shown),
                plan: f.plan.map(|p| p.to_string()),
                prompt: f
                    .prompt
                    .as_ref()
                    .map(|p| (p.seq, p.deadline, Some(p.asked))),
                undelivered: f.prompt.as_ref().is_some_and(|p| !p.delivered),
            }),
            draw_offer: g.draw_offer,
            result: g.result.map(|r| {
                (
                    r.winner.map(|c| c.name().to_string()),
                    r.reason.name().to_string(),
                )
            }),
            last_move: g.last_move.map(|(a, b)| (a.to_string(), b.to_string())),
            decided_by: g.decided_by.clone(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("snapshot serializes")
    }

    /// Rebuilds the game. Errors name what could not be read.
    pub fn restore(json: &str, id: GameId, place: Place, version: i64) -> Result<GameCore, String> {
        let s: Snapshot =
            serde_json::from_str(json).map_err(|e| format!("game {id}: bad snapshot: {e}"))?; // words-scan: skip (a stored game that cannot be read, logged)
        let rules = s.settings.rules();
        let start = Position::from_fen(&s.start_fen, rules)
            .map_err(|e| format!("game {id}: start FEN: {e}"))?; // words-scan: skip (a stored game that cannot be read, logged)
        let mut game = Game::from_position(start);
        let replayed = s.plies.iter().all(|text| game.play_text(text).is_ok());
        if !replayed || game.position().fen() != s.fen {
            tracing::warn!(
                game = id,
                "record replay disagrees with the stored FEN; using the FEN"
            );
            let pos =
                Position::from_fen(&s.fen, rules).map_err(|e| format!("game {id}: FEN: {e}"))?; // words-scan: skip (a stored game that cannot be read, logged)
            game = Game::from_position(pos);
        }
        let pos = *game.position();
        let flight = match s.flight {
            None => None,
            Some(f) => {
                let shown = parse_flight_or_launch(&f.shown)
                    .ok_or_else(|| format!("game {id}: bad flight `{}`", f.shown))?; // words-scan: skip (a stored game that cannot be read, logged)
                let plan = match f.plan {
                    Some(p) => Some(
                        p.parse::<Flight>()
                            .map_err(|e| format!("game {id}: bad planned flight: {e}"))?, // words-scan: skip (a stored game that cannot be read, logged)
                    ),
                    None => None,
                };
                let intercept_ms = s.settings.intercept_secs as i64 * 1000;
                let prompt = f.prompt.map(|(seq, deadline, asked)| Prompt {
                    seq,
                    asked: asked.unwrap_or(deadline - intercept_ms),
                    deadline,
                    options: engine::san::shootdown_labels(&pos, &pos.shootdowns_at(&shown)),
                    delivered: !f.undelivered,
                });
                Some(InFlight {
                    shown,
                    plan,
                    prompt,
                })
            }
        };
        let result = s.result.map(|(w, reason)| {
            let winner = match w.as_deref() {
                Some("white") => Some(Color::White),
                Some("black") => Some(Color::Black),
                _ => None,
            };
            Ending {
                winner,
                reason: EndReason::from_name(&reason, winner).unwrap_or(EndReason::Aborted),
            }
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
            game,
            moved: s.moved,
            berserk: s.berserk,
            clocks: s.clocks,
            flight,
            draw_offer: s.draw_offer,
            result,
            version,
            last_move,
            decided_by: s.decided_by,
            // The host sets it when it makes the game live.
            changed: 0,
        })
    }
}

fn parse_flight_or_launch(t: &str) -> Option<Flight> {
    t.parse::<Flight>().ok()
}
