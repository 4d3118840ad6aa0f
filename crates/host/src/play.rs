//! What a player does in a game, named once: [`Play`]. A command or a typed
//! message carries it in [`crate::Action::Play`]; a game's button is an
//! [`crate::ActionId`] that stands for one ([`crate::ActionId::play`]),
//! with the game's version it was offered at; `Play::apply` (in
//! `game/play.rs`, beside the game it changes) is the one place a play
//! reaches the game. A new thing players do is a new variant here and its
//! arm in `apply` (and, if a button offers it, its spelling in
//! [`crate::ActionId`]). This module names plays only: it depends on no
//! other part of the host.

/// A player's action in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Play {
    /// Move text: SAN, UCI, or a whole flight `e4>e5>e6>d7` / `e4*`.
    Move(String),
    /// Start steering the pawn on this square (`/fire e4`).
    Fire(String),
    /// Steer the missile into this square (or `*` to self-destruct).
    Steer(String),
    /// Answer the pending shoot-down question by its SAN or UCI (`Bxe6`).
    /// `sent_ms`: when the answer was written (unix ms, e.g. from the
    /// message's id), if known; an answer written before the pending
    /// question was asked is refused (it was meant for an earlier one).
    ShootDown {
        choice: String,
        sent_ms: Option<i64>,
    },
    /// Let the missile pass the pending question (`sent_ms` as for
    /// [`Play::ShootDown`]).
    LetPass {
        sent_ms: Option<i64>,
    },
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Call the game off (only before both sides have moved).
    Abort,
    /// Claim the win when the opponent let the move limit pass (a game
    /// without a clock), else a draw by threefold repetition or the
    /// 50-move rule.
    Claim,
    /// Text typed as a message (not a command): a move or flight, or the
    /// defender's answer to the pending question (a shoot-down or `pass`).
    /// `sent_ms`: when it was written (unix ms, e.g. the message's
    /// timestamp). Text written before the game last changed is refused
    /// ([`crate::Refusal::PositionChanged`]), never reinterpreted.
    Typed {
        text: String,
        sent_ms: i64,
    },
}
