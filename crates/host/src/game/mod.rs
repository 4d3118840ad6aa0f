//! One game's state and its rules of play at the host level: turns, the
//! missile flight revealed step by step with shoot-down questions, clocks,
//! draw offers, resignation, abort, claims, and the end of the game.
//!
//! The rules of the board are the engine's: a [`GameCore`] holds an
//! [`engine::Game`] (start position, plies, repetition, claimable draws,
//! automatic endings) and adds only what a hosted game has beyond the
//! board: who plays, clocks, the flight being revealed, questions, offers.
//!
//! This is pure and synchronous: every transition takes the current time
//! (unix milliseconds) and returns [`Note`]s saying what happened, from
//! which the host makes views and stored events. The host applies a
//! transition to a copy, commits it, and only then keeps it.

mod clocks;
mod ending;
mod flight;
mod move_limit;
mod offers;
mod play;
mod steering;
mod typed;

pub(crate) use clocks::Clocks;
pub use ending::{EndReason, Ending};
pub(crate) use flight::{InFlight, Prompt};
pub(crate) use offers::DrawOffer;
pub(crate) use typed::parse_square;

use crate::ids::{GameId, Place, Player};
use crate::refusal::Refusal;
use crate::settings::GameSettings;
use engine::{Color, Flight, Game, Position, Role, Square};

/// What a transition did, in order. The host turns notes into views and
/// stored events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Note {
    /// An ordinary move was played; `san` is its text.
    Moved {
        by: Color,
        san: String,
        from: Square,
        to: Square,
    },
    /// The attacker chose a pawn to steer; the next squares are offered.
    SteerOptions {
        public: bool,
    },
    /// The missile entered a square (not its last). `asked` when a
    /// shoot-down question is now pending.
    Step {
        shown: Flight,
        asked: bool,
    },
    /// The shoot-down question `seq` ended with the missile passing `square`.
    Passed {
        seq: i64,
        square: Square,
        timeout: bool,
    },
    /// The missile was shot down.
    ShotDown {
        seq: i64,
        flight: Flight,
        san: String,
    },
    /// The missile detonated on its target.
    Detonated {
        flight: Flight,
        target: Role,
    },
    /// The pawn self-destructed.
    SelfDestructed {
        launch: Square,
    },
    DrawOffered {
        by: Color,
        seq: i64,
    },
    DrawDeclined {
        by: Color,
        seq: i64,
    },
    Resigned {
        by: Color,
    },
    /// A correspondence deadline is near for this side.
    Reminder {
        side: Color,
        deadline: i64,
    },
    /// Half of the move limit has passed for this side, to move.
    MoveLimitHalf {
        side: Color,
        deadline: i64,
    },
    /// The move limit ran out for this side: its opponent may claim the win.
    MoveLimitReached {
        side: Color,
    },
    Ended(Ending),
}

/// A game held by the host.
#[derive(Debug, Clone)]
pub(crate) struct GameCore {
    pub id: GameId,
    pub place: Place,
    /// White, then Black.
    pub players: [Player; 2],
    pub settings: GameSettings,
    /// The game on the board: positions, plies, repetition and draws.
    pub game: Game,
    pub moved: [bool; 2],
    /// Who has halved their own clock before their first move (White, Black).
    pub berserk: [bool; 2],
    pub clocks: Clocks,
    pub flight: Option<InFlight>,
    pub draw_offer: Option<DrawOffer>,
    pub result: Option<Ending>,
    /// Increases with every committed change.
    pub version: i64,
    pub last_move: Option<(Square, Square)>,
    /// Who set the result of a game ended by [`EndReason::Decided`] (a
    /// name, as its end says it).
    pub decided_by: Option<String>,
    /// When the game last changed (unix ms, by the host's clock): a text
    /// typed before then was written for an earlier position and is
    /// refused. Not stored: a game restored or reloaded counts from then.
    pub changed: i64,
}

/// Black's starting time: White's, or with a live clock the share
/// [`GameSettings::black_time_percent`] gives (an armageddon game).
fn black_base_ms(settings: &GameSettings, base: i64) -> i64 {
    match (settings.time, settings.black_time_percent) {
        (crate::TimeControl::Live { .. }, Some(pct)) => base * pct.min(100) as i64 / 100,
        _ => base,
    }
}

impl GameCore {
    /// A new game at `now`, clocks started for the side to move.
    pub fn new(
        id: GameId,
        place: Place,
        players: [Player; 2],
        settings: GameSettings,
        now: i64,
    ) -> Result<GameCore, Refusal> {
        settings.validate()?;
        let rules = settings.rules();
        let start = match &settings.fen {
            Some(f) => Position::from_fen(f, rules)
                .map_err(|e| Refusal::Settings(crate::SettingsError::Fen(e)))?,
            None => Position::new(rules),
        };
        let base = settings.time.base_ms().unwrap_or(0);
        let black_base = black_base_ms(&settings, base);
        let mut g = GameCore {
            id,
            place,
            players,
            settings,
            game: Game::from_position(start),
            moved: [false; 2],
            berserk: [false; 2],
            clocks: Clocks {
                remaining: [base, black_base],
                since: None,
                reminded: false,
                ..Clocks::default()
            },
            flight: None,
            draw_offer: None,
            result: None,
            version: 0,
            last_move: None,
            decided_by: None,
            changed: now,
        };
        g.clock_start(now);
        g.limit_start(now);
        Ok(g)
    }

    /// The current position (during a flight, the position before it).
    pub fn pos(&self) -> &Position {
        self.game.position()
    }

    /// The colour `user` plays in this game, if any.
    pub fn color_of(&self, user: &str) -> Option<Color> {
        if self.players[0].id == user {
            Some(Color::White)
        } else if self.players[1].id == user {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn player(&self, c: Color) -> &Player {
        &self.players[c.index()]
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The prompt pending, if any.
    pub fn prompt(&self) -> Option<&Prompt> {
        self.flight.as_ref().and_then(|f| f.prompt.as_ref())
    }

    /// The missile the side to move is steering now (no question pending).
    pub fn steering(&self) -> Option<&InFlight> {
        self.flight
            .as_ref()
            .filter(|f| f.plan.is_none() && f.prompt.is_none())
    }

    /// The squares seen of a missile in the air (at least one step).
    pub fn missile(&self) -> Option<Flight> {
        self.flight
            .as_ref()
            .map(|f| f.shown)
            .filter(|f| !f.steps().is_empty())
    }

    /// Who must act now: the defender while a question is pending, else the side to move.
    pub fn to_act(&self) -> Color {
        if self.prompt().is_some() {
            !self.pos().turn()
        } else {
            self.pos().turn()
        }
    }

    pub(super) fn check_actor(&self, user: &str) -> Result<Color, Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        self.color_of(user).ok_or(Refusal::NotPlaying)
    }

    pub(super) fn check_turn(&self, user: &str) -> Result<Color, Refusal> {
        let c = self.check_actor(user)?;
        if self.prompt().is_some() {
            return Err(if c == self.pos().turn() {
                Refusal::WaitForAnswer {
                    defender: self.player(!c).name.clone(),
                }
            } else {
                Refusal::AnswerFirst
            });
        }
        if c != self.pos().turn() {
            return Err(Refusal::NotYourTurn);
        }
        Ok(c)
    }
}

#[cfg(test)]
mod tests;
