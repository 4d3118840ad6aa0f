//! Why a move is not legal or its text cannot be read, in words: the
//! engine's [`MoveReason`] said by the messages of `locales/*/moves.ftl`.
//! The en-US rendering is the engine's English (`MoveReason`'s `Display`),
//! but for a game that is over, which is said without its outcome (the
//! host refuses a move in a finished game before the engine reads it).

use engine::{BadFlightText, Color, MoveReason, Role, Square};
use locale::{Words, ids};

/// The words of `reason`.
pub(crate) fn move_reason_words(reason: &MoveReason) -> Words {
    use MoveReason as R;
    let w = Words::new;
    let sq = |s: &Square| s.to_string();
    match reason {
        R::NoMove => w(ids::MOVES_NO_MOVE),
        R::TooLong { chars } => w(ids::MOVES_TOO_LONG).arg("count", *chars),
        R::Unreadable { text } => w(ids::MOVES_UNREADABLE).arg("text", text),
        R::ShootDownRecord { text } => w(ids::MOVES_SHOOT_DOWN_RECORD).arg("text", text),
        R::BadFlight(e) => {
            let why = match &e.why {
                BadFlightText::NotASquare { text } => {
                    w(ids::MOVES_FLIGHT_NOT_A_SQUARE).arg("text", text)
                }
                BadFlightText::TooManySteps => w(ids::MOVES_FLIGHT_TOO_MANY_STEPS),
                BadFlightText::NoSteps => w(ids::MOVES_FLIGHT_NO_STEPS),
            };
            w(ids::MOVES_BAD_FLIGHT)
                .arg("text", &e.text)
                .arg("why", why)
        }
        R::SelfImmolationRecord { text } => w(ids::MOVES_SELF_IMMOLATION_RECORD).arg("text", text),
        R::ShooterMissing { so_far, example } => w(ids::MOVES_SHOOTER_MISSING)
            .arg("flight", so_far.to_string())
            .arg("example", example),
        R::NoShootDownThere { so_far, text, at } => w(ids::MOVES_NO_SHOOT_DOWN_THERE)
            .arg("flight", so_far.to_string())
            .arg("text", text)
            .arg("square", sq(at)),
        R::NotAShootDown { text, at, options } => w(ids::MOVES_NOT_A_SHOOT_DOWN)
            .arg("text", text)
            .arg("square", sq(at))
            .arg("options", options.join(", ")),
        R::SelfImmolationShotDown { so_far } => {
            w(ids::MOVES_SELF_IMMOLATION_SHOT_DOWN).arg("flight", so_far.to_string())
        }
        R::FlightNotLegal(why) => w(ids::MOVES_FLIGHT_NOT_LEGAL).arg("why", move_reason_words(why)),
        R::DetonatesAt { at, role } => piece(w(ids::MOVES_DETONATES_AT), *role, at),
        R::ShieldedAt { at, role } => piece(w(ids::MOVES_SHIELDED_AT), *role, at),
        R::NotLegal { text, why: None } => w(ids::MOVES_NOT_LEGAL).arg("text", text),
        R::NotLegal {
            text,
            why: Some(why),
        } => w(ids::MOVES_NOT_LEGAL_WHY)
            .arg("text", text)
            .arg("why", move_reason_words(why)),
        R::PromotionLetterMissing { text, from, to } => {
            from_to(w(ids::MOVES_PROMOTION_LETTER_MISSING), from, to).arg("text", text)
        }
        R::PawnsBoardLetter { text, from, to } => {
            from_to(w(ids::MOVES_PAWNS_BOARD_LETTER), from, to).arg("text", text)
        }
        R::OnlyLastRankPromotesWrite { from, to } => {
            from_to(w(ids::MOVES_ONLY_LAST_RANK_PROMOTES_WRITE), from, to)
        }
        R::OnlyLastRankPromotes => w(ids::MOVES_ONLY_LAST_RANK_PROMOTES),
        R::Ambiguous { text, moves } => {
            let said = moves
                .iter()
                .map(|m| Words::new(ids::LIST_ITEM).arg("item", m))
                .collect();
            w(ids::MOVES_AMBIGUOUS).arg("text", text).arg(
                "moves",
                super::lists::list(said, ids::LIST_OR, ids::LIST_OR_MORE),
            )
        }
        R::PromotionPieceMissing { text, to } => w(ids::MOVES_PROMOTION_PIECE_MISSING)
            .arg("text", text)
            .arg("to", sq(to)),
        R::PawnsBoardPromotion { text } => w(ids::MOVES_PAWNS_BOARD_PROMOTION).arg("text", text),
        R::TextAfterGameOver { text, .. } => w(ids::MOVES_TEXT_AFTER_GAME_OVER).arg("text", text),
        R::NoLegalMove => w(ids::MOVES_NO_LEGAL_MOVE),
        R::NoKingToCastle => w(ids::MOVES_NO_KING_TO_CASTLE),
        R::NoCastlingRight { long } => w(ids::MOVES_NO_CASTLING_RIGHT).arg("side", side(*long)),
        R::CastleOutOfCheck => w(ids::MOVES_CASTLE_OUT_OF_CHECK),
        R::CastlingBlocked { long } => w(ids::MOVES_CASTLING_BLOCKED).arg("side", side(*long)),
        R::CannotCastleNow => w(ids::MOVES_CANNOT_CASTLE_NOW),
        R::MissilesNotInGame { preset } => {
            w(ids::MOVES_MISSILES_NOT_IN_GAME).arg("preset", preset.name())
        }
        R::NoMissilesIn { preset } => w(ids::MOVES_NO_MISSILES_IN).arg("preset", preset.name()),
        R::NoPawnToFire { launch } => w(ids::MOVES_NO_PAWN_TO_FIRE).arg("launch", sq(launch)),
        R::NoOwnPawnToFire { color, launch } => w(ids::MOVES_NO_OWN_PAWN_TO_FIRE)
            .arg("color", color_key(*color))
            .arg("launch", sq(launch)),
        R::OthersPiece {
            role,
            at,
            owner,
            turn,
        } => piece(w(ids::MOVES_OTHERS_PIECE), *role, at)
            .arg("owner", color_key(*owner))
            .arg("turn", color_key(*turn)),
        R::NotYours { role, at, turn } => {
            piece(w(ids::MOVES_NOT_YOURS), *role, at).arg("turn", color_key(*turn))
        }
        R::NotAPawn { role, launch } => w(ids::MOVES_NOT_A_PAWN)
            .arg("role", role.name())
            .arg("launch", sq(launch)),
        R::StartingRank { launch } => w(ids::MOVES_STARTING_RANK).arg("launch", sq(launch)),
        R::StartingRankYet { launch } => w(ids::MOVES_STARTING_RANK_YET).arg("launch", sq(launch)),
        R::ForwardCooldown { launch } => w(ids::MOVES_FORWARD_COOLDOWN).arg("launch", sq(launch)),
        R::Cooldown { launch } => w(ids::MOVES_COOLDOWN).arg("launch", sq(launch)),
        R::SelfImmolationExposes { launch } => {
            w(ids::MOVES_SELF_IMMOLATION_EXPOSES).arg("launch", sq(launch))
        }
        R::KingExposedWithoutPawn => w(ids::MOVES_KING_EXPOSED_WITHOUT_PAWN),
        R::NotOneStep { from, to } => from_to(w(ids::MOVES_NOT_ONE_STEP), from, to),
        R::NotAdjacent { from, to } => from_to(w(ids::MOVES_NOT_ADJACENT), from, to),
        R::TooSharp { at, toward } => w(ids::MOVES_TOO_SHARP)
            .arg("square", sq(at))
            .arg("toward", sq(toward)),
        R::StepTooSharp { from, to } => from_to(w(ids::MOVES_STEP_TOO_SHARP), from, to),
        R::Diagonal { from, to } => from_to(w(ids::MOVES_DIAGONAL), from, to),
        R::Backward { from, to } => from_to(w(ids::MOVES_BACKWARD), from, to),
        R::StepForwardOnly { from, to } => from_to(w(ids::MOVES_STEP_FORWARD_ONLY), from, to),
        R::TwoSideways { into, then } => w(ids::MOVES_TWO_SIDEWAYS)
            .arg("into", sq(into))
            .arg("then", sq(then)),
        R::StepTwoSideways { from, to } => from_to(w(ids::MOVES_STEP_TWO_SIDEWAYS), from, to),
        R::ThroughEnemy { role, at } => piece(w(ids::MOVES_THROUGH_ENEMY), *role, at),
        R::PassThroughEnemy { at } => w(ids::MOVES_PASS_THROUGH_ENEMY).arg("square", sq(at)),
        R::NoWayOn { at } => w(ids::MOVES_NO_WAY_ON).arg("square", sq(at)),
        R::EndsOnEmpty { target, launch } => w(ids::MOVES_ENDS_ON_EMPTY)
            .arg("target", sq(target))
            .arg("launch", sq(launch)),
        R::MustEndOnEnemy { at } => w(ids::MOVES_MUST_END_ON_ENEMY).arg("square", sq(at)),
        R::EndsOnOwn { target, role } => w(ids::MOVES_ENDS_ON_OWN)
            .arg("target", sq(target))
            .arg("role", role.name()),
        R::KingStrikesOff { target } => w(ids::MOVES_KING_STRIKES_OFF).arg("target", sq(target)),
        R::NoKingStrikes => w(ids::MOVES_NO_KING_STRIKES),
        R::FlightExposesKing => w(ids::MOVES_FLIGHT_EXPOSES_KING),
        R::CheckAfterDetonation { at } => {
            w(ids::MOVES_CHECK_AFTER_DETONATION).arg("square", sq(at))
        }
        R::CheckWithMissileOn { at } => w(ids::MOVES_CHECK_WITH_MISSILE_ON).arg("square", sq(at)),
        R::NotEnteredYet => w(ids::MOVES_NOT_ENTERED_YET),
        R::CannotShootDownOn { at } => w(ids::MOVES_CANNOT_SHOOT_DOWN_ON).arg("square", sq(at)),
        R::NotLegalShootDown { shooter, at } => w(ids::MOVES_NOT_LEGAL_SHOOT_DOWN)
            .arg("shooter", shooter)
            .arg("square", sq(at)),
        R::ShooterCannot { shooter, at } => w(ids::MOVES_SHOOTER_CANNOT)
            .arg("shooter", shooter)
            .arg("square", sq(at)),
        R::GameOver | R::GameOverWith { .. } => w(ids::MOVES_GAME_OVER),
        R::NoPiece { at } => w(ids::MOVES_NO_PIECE).arg("square", sq(at)),
        R::StaysPut { from, to } => from_to(w(ids::MOVES_STAYS_PUT), from, to),
        R::OwnPieceOn { role, at } => piece(w(ids::MOVES_OWN_PIECE_ON), *role, at),
        R::KingOneSquare { from, to } => from_to(w(ids::MOVES_KING_ONE_SQUARE), from, to),
        R::KnightCannot { from, to } => from_to(w(ids::MOVES_KNIGHT_CANNOT), from, to),
        R::BlockedBy { from, to, role, at } => {
            piece(from_to(w(ids::MOVES_BLOCKED_BY), from, to), *role, at)
        }
        R::Blocked { from, to } => from_to(w(ids::MOVES_BLOCKED), from, to),
        R::CannotMoveFromTo { role, from, to } => {
            from_to(w(ids::MOVES_CANNOT_MOVE_FROM_TO), from, to).arg("role", role.name())
        }
        R::CannotMoveTo { role, from, to } => {
            from_to(w(ids::MOVES_CANNOT_MOVE_TO), from, to).arg("role", role.name())
        }
        R::PawnBlocked { from } => w(ids::MOVES_PAWN_BLOCKED).arg("from", sq(from)),
        R::PawnTwoFromStartOnly { from } => {
            w(ids::MOVES_PAWN_TWO_FROM_START_ONLY).arg("from", sq(from))
        }
        R::PawnDiagonalCaptures { to } => w(ids::MOVES_PAWN_DIAGONAL_CAPTURES).arg("to", sq(to)),
        R::PawnCannotReach { from, to } => from_to(w(ids::MOVES_PAWN_CANNOT_REACH), from, to),
        R::MustPromote => w(ids::MOVES_MUST_PROMOTE),
        R::PromotesTo => w(ids::MOVES_PROMOTES_TO),
        R::PawnsBoardNoPromotion => w(ids::MOVES_PAWNS_BOARD_NO_PROMOTION),
        R::KingInCheckOn { to } => w(ids::MOVES_KING_IN_CHECK_ON).arg("to", sq(to)),
        R::CheckNotStopped => w(ids::MOVES_CHECK_NOT_STOPPED),
        R::InCheck => w(ids::MOVES_IN_CHECK),
        R::Pinned { role, at } => piece(w(ids::MOVES_PINNED), *role, at),
        R::LeavesKingInCheck => w(ids::MOVES_LEAVES_KING_IN_CHECK),
        R::KingWouldBeInCheck => w(ids::MOVES_KING_WOULD_BE_IN_CHECK),
        R::NoPieceOfRole { role } => w(ids::MOVES_NO_PIECE_OF_ROLE).arg("role", role.name()),
        R::NoneCanReach { role, to } => w(ids::MOVES_NONE_CAN_REACH)
            .arg("role", role.name())
            .arg("to", sq(to)),
        R::NotLegalHere { mv } => w(ids::MOVES_NOT_LEGAL_HERE).arg("move", mv),
    }
}

/// A piece's kind (`$role`, said by `moves-role…`) and its square.
fn piece(words: Words, role: Role, at: &Square) -> Words {
    words.arg("role", role.name()).arg("square", at.to_string())
}

fn from_to(words: Words, from: &Square, to: &Square) -> Words {
    words
        .arg("from", from.to_string())
        .arg("to", to.to_string())
}

/// A side as a select key (`white`, `black`).
fn color_key(c: Color) -> &'static str {
    c.name()
}

fn side(long: bool) -> &'static str {
    if long { "queenside" } else { "kingside" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::notation::{parse_move, parse_ply};
    use engine::{Position, Preset};
    use locale::Locale;

    fn pos(preset: Preset, fen: &str) -> Position {
        Position::from_fen(fen, preset.rules(false)).unwrap()
    }

    /// Reasons the engine gives for texts typed in a few positions.
    fn reasons() -> Vec<MoveReason> {
        let start = Position::new(Preset::Cruise.rules(true));
        let flight = pos(Preset::Cruise, "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
        let forward = pos(Preset::CruiseForward, "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
        let promo = pos(Preset::Chess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        let pinned = pos(Preset::Chess, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
        let texts: &[(&Position, &str)] = &[
            (&start, ""),
            (&start, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
            (&start, "hello"),
            (&start, "e5"),
            (&start, "e2e5"),
            (&start, "Nf4"),
            (&start, "Bc4"),
            (&start, "Qd3"),
            (&start, "O-O"),
            (&start, "e4>e5/d7e5"),
            (&start, "e2>e3>e4>e5>d6"),
            (&start, "e4>e5"),
            (&start, "e2e2"),
            (&start, "Ke3"),
            (&flight, "e4>e5>e6"),
            (&flight, "e4>e5>e6>e7>e8"),
            (&flight, "e4>e6"),
            (&flight, "e4>e5>e6>d7>c8"),
            (&flight, "d7>d6"),
            (&flight, "e4>e5>e4"),
            (&flight, "e4>e5>z9"),
            (&flight, "e4>e5>e6>d7/"),
            (&forward, "e4>d5"),
            (&forward, "e4>f4>g4"),
            (&promo, "a8"),
            (&promo, "a7a8"),
            (&pinned, "Bd3"),
            (&pinned, "Kd1d2"),
        ];
        texts
            .iter()
            .filter_map(|(p, t)| {
                let read = if t.contains('/') {
                    parse_ply(p, t).map(|_| ())
                } else {
                    parse_move(p, t).map(|_| ())
                };
                read.err().map(|e| e.reason)
            })
            .collect()
    }

    #[test]
    fn en_us_is_the_engines_english() {
        let all = reasons();
        assert!(all.len() >= 25, "{all:?}");
        for r in all {
            assert_eq!(move_reason_words(&r).text(Locale::EnUs), r.to_string());
        }
    }

    #[test]
    fn an_illegal_flight_and_an_unreadable_move_are_said_without_english() {
        let flight = pos(Preset::Cruise, "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
        let illegal = parse_move(&flight, "e4>e5>e6").unwrap_err().reason;
        let unreadable = parse_move(&flight, "hello").unwrap_err().reason;
        for r in [illegal, unreadable] {
            let english = r.to_string();
            for locale in [Locale::De, Locale::Fr, Locale::Ru] {
                let said = move_reason_words(&r).text(locale);
                assert!(!said.contains('⟦'), "{locale:?}: {said}");
                for word in ["legal", "flight", "enemy", "write", "read", "empty", "pawn"] {
                    assert!(
                        !said.contains(word),
                        "{locale:?} says {word:?}: {said} (en-US: {english})"
                    );
                }
                assert_ne!(said, english);
            }
        }
    }
}
