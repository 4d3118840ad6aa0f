//! Why a move is not legal or its text cannot be read: [`MoveReason`], a
//! typed reason with its facts (squares, pieces, the text typed). The
//! engine says none of it in a language of its own: the host says each
//! reason in the reader's language (`locales/*/moves.ftl`). Its `Display`
//! is the English sentence (for the command line, logs and tests): this
//! file is the engine's only English about moves.

use crate::flight_text::ParseFlightError;
use crate::{Color, Flight, Outcome, Preset, Role, Square};
use std::fmt;

/// Why a move, flight or shoot-down (or the text of one) is not legal
/// here. A reason that ends "… write it like this" carries that hint as
/// [`MoveReason::HOW_TO_WRITE`] in its English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveReason {
    // ------------------------------------------------ reading move text
    /// Nothing was typed.
    NoMove,
    /// The text is longer than any move (`chars` characters).
    TooLong {
        chars: usize,
    },
    /// The text is not a move of any notation.
    Unreadable {
        text: String,
    },
    /// A shoot-down record (`e4>e5/c8e6`) was given where a move is read.
    ShootDownRecord {
        text: String,
    },
    /// Flight text that is not a flight.
    BadFlight(ParseFlightError),
    /// A shoot-down record of a self-immolation (`e4*/…`).
    SelfImmolationRecord {
        text: String,
    },
    /// A shoot-down record without the shooting move after `/`.
    ShooterMissing {
        so_far: Flight,
        example: String,
    },
    /// No capture reaches the missile where the record says it was shot.
    NoShootDownThere {
        so_far: Flight,
        text: String,
        at: Square,
    },
    /// `text` is not one of the shoot-downs on `at` (`options`, in UCI).
    NotAShootDown {
        text: String,
        at: Square,
        options: Vec<String>,
    },
    /// A self-immolation given as a flight that was shot down.
    SelfImmolationShotDown {
        so_far: Flight,
    },
    /// A flight that is not legal, and why.
    FlightNotLegal(Box<MoveReason>),
    /// The missile reached an enemy piece there: it detonates.
    DetonatesAt {
        at: Square,
        role: Role,
    },
    /// The missile is over its own side's piece there.
    ShieldedAt {
        at: Square,
        role: Role,
    },
    /// `text` is not legal, and why (if more can be said).
    NotLegal {
        text: String,
        why: Option<Box<MoveReason>>,
    },
    /// UCI text of a promotion without the piece letter.
    PromotionLetterMissing {
        text: String,
        from: Square,
        to: Square,
    },
    /// UCI text with a promotion letter on the pawns board.
    PawnsBoardLetter {
        text: String,
        from: Square,
        to: Square,
    },
    /// A promotion letter on a move that does not promote (UCI).
    OnlyLastRankPromotesWrite {
        from: Square,
        to: Square,
    },
    /// A promotion piece on a move that does not promote (SAN).
    OnlyLastRankPromotes,
    /// SAN text that fits several legal moves.
    Ambiguous {
        text: String,
        moves: Vec<String>,
    },
    /// SAN text of a promotion without the piece.
    PromotionPieceMissing {
        text: String,
        to: Square,
    },
    /// SAN text with a promotion piece on the pawns board.
    PawnsBoardPromotion {
        text: String,
    },
    /// Text played in a game that is over.
    TextAfterGameOver {
        text: String,
        outcome: Outcome,
    },
    /// No move at all is legal (the game is over).
    NoLegalMove,
    // ------------------------------------------------ castling
    NoKingToCastle,
    /// The castling right on that side (`long`: queenside) is gone.
    NoCastlingRight {
        long: bool,
    },
    CastleOutOfCheck,
    /// Squares between are occupied or attacked.
    CastlingBlocked {
        long: bool,
    },
    /// The castling an ordinary move names is not possible now.
    CannotCastleNow,
    // ------------------------------------------------ firing a pawn
    /// The preset has no missiles.
    MissilesNotInGame {
        preset: Preset,
    },
    /// The preset has no missiles (said shorter).
    NoMissilesIn {
        preset: Preset,
    },
    NoPawnToFire {
        launch: Square,
    },
    /// No pawn of the side to move stands on `launch`.
    NoOwnPawnToFire {
        color: Color,
        launch: Square,
    },
    /// The piece on `at` is the other side's.
    OthersPiece {
        role: Role,
        at: Square,
        owner: Color,
        turn: Color,
    },
    /// The piece on `at` is not the mover's.
    NotYours {
        role: Role,
        at: Square,
        turn: Color,
    },
    NotAPawn {
        role: Role,
        launch: Square,
    },
    /// A pawn fires only after it has moved.
    StartingRank {
        launch: Square,
    },
    /// The same, said shorter.
    StartingRankYet {
        launch: Square,
    },
    /// Forward rules: the pawn moved last turn.
    ForwardCooldown {
        launch: Square,
    },
    /// The same, said shorter.
    Cooldown {
        launch: Square,
    },
    /// Self-destructing the pawn on `launch` would expose the king.
    SelfImmolationExposes {
        launch: Square,
    },
    /// The same, said shorter.
    KingExposedWithoutPawn,
    // ------------------------------------------------ a flight's steps
    /// `from` to `to` is not one step.
    NotOneStep {
        from: Square,
        to: Square,
    },
    /// The same, said shorter.
    NotAdjacent {
        from: Square,
        to: Square,
    },
    /// The turn at `at` toward `toward` is sharper than 45°.
    TooSharp {
        at: Square,
        toward: Square,
    },
    StepTooSharp {
        from: Square,
        to: Square,
    },
    /// Forward rules: a diagonal step.
    Diagonal {
        from: Square,
        to: Square,
    },
    /// Forward rules: a backward step.
    Backward {
        from: Square,
        to: Square,
    },
    /// Forward rules: backward or diagonal.
    StepForwardOnly {
        from: Square,
        to: Square,
    },
    /// Two sideways steps in a row: into `into`, then `then`.
    TwoSideways {
        into: Square,
        then: Square,
    },
    StepTwoSideways {
        from: Square,
        to: Square,
    },
    /// The flight goes on past the enemy piece on `at`.
    ThroughEnemy {
        role: Role,
        at: Square,
    },
    /// The same, without the piece.
    PassThroughEnemy {
        at: Square,
    },
    /// Every way on from `at` is illegal.
    NoWayOn {
        at: Square,
    },
    /// The target is empty (to destroy only the pawn: `launch*`).
    EndsOnEmpty {
        target: Square,
        launch: Square,
    },
    /// The same, said shorter.
    MustEndOnEnemy {
        at: Square,
    },
    EndsOnOwn {
        target: Square,
        role: Role,
    },
    /// King strikes are off and the target is the king on `target`.
    KingStrikesOff {
        target: Square,
    },
    /// The same, said shorter.
    NoKingStrikes,
    /// The flight exposes the king on the way or after detonating.
    FlightExposesKing,
    /// The king is in check after the missile destroys the piece on `at`.
    CheckAfterDetonation {
        at: Square,
    },
    /// The king is in check with the missile on `at`.
    CheckWithMissileOn {
        at: Square,
    },
    // ------------------------------------------------ shoot-downs
    NotEnteredYet,
    CannotShootDownOn {
        at: Square,
    },
    /// `shooter` (UCI) is not a shoot-down on `at`.
    NotLegalShootDown {
        shooter: String,
        at: Square,
    },
    /// `shooter` (UCI) cannot shoot the missile down on `at`.
    ShooterCannot {
        shooter: String,
        at: Square,
    },
    // ------------------------------------------------ ordinary moves
    GameOver,
    GameOverWith {
        outcome: Outcome,
    },
    NoPiece {
        at: Square,
    },
    StaysPut {
        from: Square,
        to: Square,
    },
    OwnPieceOn {
        role: Role,
        at: Square,
    },
    KingOneSquare {
        from: Square,
        to: Square,
    },
    KnightCannot {
        from: Square,
        to: Square,
    },
    /// The way is blocked by the piece `role` on `at`.
    BlockedBy {
        from: Square,
        to: Square,
        role: Role,
        at: Square,
    },
    Blocked {
        from: Square,
        to: Square,
    },
    /// "a bishop cannot move from … to …"
    CannotMoveFromTo {
        role: Role,
        from: Square,
        to: Square,
    },
    /// "the bishop on … cannot move to …"
    CannotMoveTo {
        role: Role,
        from: Square,
        to: Square,
    },
    PawnBlocked {
        from: Square,
    },
    PawnTwoFromStartOnly {
        from: Square,
    },
    PawnDiagonalCaptures {
        to: Square,
    },
    PawnCannotReach {
        from: Square,
        to: Square,
    },
    MustPromote,
    PromotesTo,
    PawnsBoardNoPromotion,
    KingInCheckOn {
        to: Square,
    },
    CheckNotStopped,
    InCheck,
    Pinned {
        role: Role,
        at: Square,
    },
    LeavesKingInCheck,
    KingWouldBeInCheck,
    NoPieceOfRole {
        role: Role,
    },
    NoneCanReach {
        role: Role,
        to: Square,
    },
    /// `mv` (UCI) is not legal here, nothing more known.
    NotLegalHere {
        mv: String,
    },
}

impl MoveReason {
    /// What every "cannot read this" message ends with (its English).
    pub const HOW_TO_WRITE: &'static str = "write SAN like e4, Nf3, exd5, O-O or e8=Q, UCI like e2e4, or a flight like e4>e5>e6>d7 (e4* to self-destruct)";

    /// Whether the reason ends with [`MoveReason::HOW_TO_WRITE`].
    pub fn says_how_to_write(&self) -> bool {
        matches!(
            self,
            MoveReason::NoMove | MoveReason::TooLong { .. } | MoveReason::Unreadable { .. }
        )
    }
}

fn cap(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn side(long: bool) -> &'static str {
    if long { "queenside" } else { "kingside" }
}

fn join_or(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

impl fmt::Display for MoveReason {
    /// The reason in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MoveReason as R;
        let how = MoveReason::HOW_TO_WRITE;
        match self {
            R::NoMove => write!(f, "no move given: {how}"),
            R::TooLong { chars } => write!(
                f,
                "that text is too long to be a move ({chars} characters): {how}"
            ),
            R::Unreadable { text } => write!(f, "`{text}` is not a move I can read: {how}"),
            R::ShootDownRecord { text } => write!(
                f,
                "`{text}` is a shoot-down record (flight/shooting move), not a move: give the move alone"
            ),
            R::BadFlight(e) => write!(f, "{e}"),
            R::SelfImmolationRecord { text } => write!(
                f,
                "`{text}`: a self-immolation cannot be shot down; a shoot-down record is the flight as far as it got, `/`, and the shooting move, like e4>e5>e6/c8e6"
            ),
            R::ShooterMissing { so_far, example } => write!(
                f,
                "`{so_far}/`: the shooting move is missing after `/`: give it in UCI, like {example}"
            ),
            R::NoShootDownThere { so_far, text, at } => write!(
                f,
                "`{so_far}/{text}`: the missile cannot be shot down on {at}: no legal capture reaches it there"
            ),
            R::NotAShootDown { text, at, options } => write!(
                f,
                "`{text}` does not shoot the missile down on {at}: the legal shoot-downs there are {}",
                options.join(", ")
            ),
            R::SelfImmolationShotDown { so_far } => write!(
                f,
                "`{so_far}` is a self-immolation, which cannot be shot down"
            ),
            R::FlightNotLegal(why) => write!(f, "that flight is not legal: {why}"),
            R::DetonatesAt { at, role } => write!(
                f,
                "the missile detonates on {at} (it holds an enemy {role}): it can only be shot down on squares between its launch and its target"
            ),
            R::ShieldedAt { at, role } => write!(
                f,
                "the missile is shielded on {at} by its own side's {role}: it cannot be shot down there"
            ),
            R::NotLegal { text, why: None } => write!(f, "`{text}` is not legal"),
            R::NotLegal {
                text,
                why: Some(why),
            } => write!(f, "`{text}` is not legal: {why}"),
            R::PromotionLetterMissing { text, from, to } => write!(
                f,
                "`{text}` needs a promotion piece: add q, r, b or n, like {from}{to}q"
            ),
            R::PawnsBoardLetter { text, from, to } => write!(
                f,
                "`{text}`: on the pawns board a pawn reaching its last rank wins as it is and takes no promotion letter: write {from}{to}"
            ),
            R::OnlyLastRankPromotesWrite { from, to } => write!(
                f,
                "only a pawn reaching its last rank promotes; write {from}{to}"
            ),
            R::OnlyLastRankPromotes => {
                write!(f, "only a pawn reaching its last rank promotes")
            }
            R::Ambiguous { text, moves } => {
                write!(
                    f,
                    "`{text}` is ambiguous: {}; say which one",
                    join_or(moves)
                )
            }
            R::PromotionPieceMissing { text, to } => write!(
                f,
                "`{text}` needs a promotion piece: write {to}=Q, {to}=R, {to}=B or {to}=N"
            ),
            R::PawnsBoardPromotion { text } => write!(
                f,
                "`{text}`: on the pawns board a pawn reaching its last rank wins as it is and takes no promotion letter: write it without one"
            ),
            R::TextAfterGameOver { text, outcome } => {
                write!(f, "`{text}` cannot be played: the game is over ({outcome})")
            }
            R::NoLegalMove => write!(f, "no move is legal in this position (the game is over)"),
            R::NoKingToCastle => write!(f, "there is no king to castle with"),
            R::NoCastlingRight { long } => {
                write!(f, "you no longer have the right to castle {}", side(*long))
            }
            R::CastleOutOfCheck => write!(f, "you cannot castle out of check"),
            R::CastlingBlocked { long } => write!(
                f,
                "castling {} needs the squares between king and rook empty, and the king may not pass through or land on an attacked square",
                side(*long)
            ),
            R::CannotCastleNow => write!(
                f,
                "you cannot castle there now: the king or rook has moved, a square between is occupied, or the king would pass through or land on an attacked square"
            ),
            R::MissilesNotInGame { preset } => write!(
                f,
                "missiles are not part of this game (preset {preset}): pawns cannot be fired"
            ),
            R::NoMissilesIn { preset } => write!(f, "there are no missiles in {preset}"),
            R::NoPawnToFire { launch } => write!(f, "there is no pawn on {launch} to fire"),
            R::NoOwnPawnToFire { color, launch } => {
                write!(f, "there is no {color} pawn on {launch} to fire")
            }
            R::OthersPiece {
                role,
                at,
                owner,
                turn,
            } => write!(
                f,
                "the {role} on {at} is {}'s, and it is {}'s turn",
                cap(*owner),
                cap(*turn)
            ),
            R::NotYours { role, at, turn } => {
                write!(f, "the {role} on {at} is not yours: it is {turn}'s turn")
            }
            R::NotAPawn { role, launch } => write!(
                f,
                "the {role} on {launch} is not a pawn: only pawns can be fired"
            ),
            R::StartingRank { launch } => write!(
                f,
                "the pawn on {launch} is still on its starting rank: a pawn may fire only after it has moved"
            ),
            R::StartingRankYet { launch } => write!(
                f,
                "the pawn on {launch} is still on its starting rank and cannot fire yet"
            ),
            R::ForwardCooldown { launch } => write!(
                f,
                "the pawn on {launch} moved on your last turn: under the forward rules it must wait a turn before it may fire"
            ),
            R::Cooldown { launch } => write!(
                f,
                "that pawn is on cooldown: you moved the pawn on {launch} last turn, so it cannot fire this turn"
            ),
            R::SelfImmolationExposes { launch } => write!(
                f,
                "removing the pawn on {launch} would leave your king in check"
            ),
            R::KingExposedWithoutPawn => {
                write!(f, "your king would be in check without that pawn")
            }
            R::NotOneStep { from, to } => write!(
                f,
                "{from} to {to} is not one step: each square entered must touch the one before it"
            ),
            R::NotAdjacent { from, to } => write!(
                f,
                "{to} is not next to {from}: each step enters an adjacent square"
            ),
            R::TooSharp { at, toward } => write!(
                f,
                "the turn at {at} (toward {toward}) is too sharp: a missile turns at most 45° (one eighth) each step"
            ),
            R::StepTooSharp { from, to } => write!(
                f,
                "{from} to {to}: a missile may turn at most 45 degrees a step"
            ),
            R::Diagonal { from, to } => write!(
                f,
                "{from} to {to} is diagonal: forward-rule missiles move only straight forward or sideways"
            ),
            R::Backward { from, to } => write!(
                f,
                "{from} to {to} goes backward: forward-rule missiles never move backward"
            ),
            R::StepForwardOnly { from, to } => write!(
                f,
                "{from} to {to}: missiles here fly forward or sideways only, never backward or diagonally"
            ),
            R::TwoSideways { into, then } => write!(
                f,
                "two sideways steps in a row (into {into}, then {then}): step forward between sideways steps"
            ),
            R::StepTwoSideways { from, to } => write!(
                f,
                "{from} to {to}: a missile may not take two sideways steps in a row"
            ),
            R::ThroughEnemy { role, at } => write!(
                f,
                "the missile cannot pass through the enemy {role} on {at}: a flight ends at the first enemy piece it enters"
            ),
            R::PassThroughEnemy { at } => {
                write!(f, "the missile cannot pass through the enemy piece on {at}")
            }
            R::NoWayOn { at } => write!(
                f,
                "no legal flight continues through {at}: every way on would leave your king in check or cannot end on a target"
            ),
            R::EndsOnEmpty { target, launch } => write!(
                f,
                "a missile must end on an enemy piece, and {target} is empty (to destroy only the pawn, write {launch}*)"
            ),
            R::MustEndOnEnemy { at } => write!(
                f,
                "a missile must end on an enemy piece, and {at} holds none"
            ),
            R::EndsOnOwn { target, role } => write!(
                f,
                "a missile may pass over your own pieces but not end on one ({target} holds your {role})"
            ),
            R::KingStrikesOff { target } => write!(
                f,
                "king strikes are off in this game: the king on {target} cannot be targeted"
            ),
            R::NoKingStrikes => write!(f, "missiles may not strike the king in this game"),
            R::FlightExposesKing => write!(
                f,
                "it would leave your king in check on the way or after the detonation (a missile threat never counts, but ordinary attacks on your king do)"
            ),
            R::CheckAfterDetonation { at } => write!(
                f,
                "your king would be in check after the missile destroys the piece on {at}"
            ),
            R::CheckWithMissileOn { at } => {
                write!(f, "your king would be in check with the missile on {at}")
            }
            R::NotEnteredYet => write!(
                f,
                "a missile can only be shot down after it has entered a square"
            ),
            R::CannotShootDownOn { at } => write!(f, "the missile cannot be shot down on {at}"),
            R::NotLegalShootDown { shooter, at } => {
                write!(f, "{shooter} is not a legal shoot-down on {at}")
            }
            R::ShooterCannot { shooter, at } => {
                write!(f, "{shooter} cannot shoot the missile down on {at}")
            }
            R::GameOver => write!(f, "the game is over"),
            R::GameOverWith { outcome } => write!(f, "the game is over ({outcome})"),
            R::NoPiece { at } => write!(f, "there is no piece on {at}"),
            R::StaysPut { from, to } => {
                write!(f, "a move must go somewhere: {from} to {to} stays put")
            }
            R::OwnPieceOn { role, at } => write!(f, "your own {role} stands on {at}"),
            R::KingOneSquare { from, to } => write!(
                f,
                "a king moves one square: it cannot go from {from} to {to}"
            ),
            R::KnightCannot { from, to } => {
                write!(f, "a knight cannot jump from {from} to {to}")
            }
            R::BlockedBy { from, to, role, at } => write!(
                f,
                "the way from {from} to {to} is blocked by the {role} on {at}"
            ),
            R::Blocked { from, to } => write!(f, "the way from {from} to {to} is blocked"),
            R::CannotMoveFromTo { role, from, to } => {
                write!(f, "a {role} cannot move from {from} to {to}")
            }
            R::CannotMoveTo { role, from, to } => {
                write!(f, "the {role} on {from} cannot move to {to}")
            }
            R::PawnBlocked { from } => write!(f, "the pawn on {from} is blocked"),
            R::PawnTwoFromStartOnly { from } => write!(
                f,
                "only a pawn on its starting rank may move two squares; the pawn on {from} may move one"
            ),
            R::PawnDiagonalCaptures { to } => write!(
                f,
                "a pawn moves diagonally only to capture, and {to} is empty"
            ),
            R::PawnCannotReach { from, to } => write!(f, "a pawn on {from} cannot reach {to}"),
            R::MustPromote => write!(
                f,
                "a pawn reaching the last rank must promote: add q, r, b or n"
            ),
            R::PromotesTo => write!(f, "a pawn promotes to a queen, rook, bishop or knight"),
            R::PawnsBoardNoPromotion => write!(
                f,
                "on the pawns board a pawn reaching the last rank wins and does not promote"
            ),
            R::KingInCheckOn { to } => write!(f, "your king would be in check on {to}"),
            R::CheckNotStopped => write!(
                f,
                "your king is in check, and this move does not stop the check"
            ),
            R::InCheck => write!(
                f,
                "you are in check, and that move does not get your king out of check"
            ),
            R::Pinned { role, at } => write!(
                f,
                "the {role} on {at} is pinned: moving it would expose your king to check"
            ),
            R::LeavesKingInCheck => write!(f, "it would leave your king in check"),
            R::KingWouldBeInCheck => write!(f, "your king would be in check"),
            R::NoPieceOfRole { role } => write!(f, "you have no {role}"),
            R::NoneCanReach { role, to } => write!(f, "no {role} can reach {to}"),
            R::NotLegalHere { mv } => write!(f, "{mv} is not legal here"),
        }
    }
}
