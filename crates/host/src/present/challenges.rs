//! Challenges: the challenge message and what became of it.

use crate::ids::{GameId, Player};
use crate::plain_text::member;
use crate::settings::{ColorChoice, GameSettings};
use rating::Shown;

/// The challenge message: who challenges whom (with their ratings in the
/// preset when known), whether the game is rated or casual, the settings.
pub(crate) fn challenge_text(
    challenger: &Player,
    opponent: Option<&Player>,
    settings: &GameSettings,
    expires_ms: i64,
    ratings: [Option<Shown>; 2],
) -> String {
    let colour = match settings.color {
        ColorChoice::White => format!("{} plays White", member(&challenger.name)),
        ColorChoice::Black => format!("{} plays Black", member(&challenger.name)),
        ColorChoice::Random => "colours decided at random".to_string(),
    };
    let rated = |r: Option<Shown>| r.map(|r| format!(" ({r})")).unwrap_or_default();
    let who = match opponent {
        Some(o) => format!("**{}**{}", member(&o.name), rated(ratings[1])),
        None => "anyone".to_string(),
    };
    let kind = if settings.counts_for_rating() {
        "rated"
    } else {
        "casual"
    };
    format!(
        "**{}**{} challenges {who} to a {kind} game: {}; {colour}. The challenge expires {}.",
        member(&challenger.name),
        rated(ratings[0]),
        settings.summary(),
        super::discord_time(expires_ms, 'R')
    )
}

/// The rematch offer of game `game`: who offers it to whom, colours
/// swapped, the same settings, how long it is open and how to take it.
pub(crate) fn rematch_offer_text(
    offerer: &Player,
    opponent: &Player,
    game: GameId,
    settings: &GameSettings,
    expires_ms: i64,
) -> String {
    let colour = match settings.color {
        ColorChoice::White => "White",
        ColorChoice::Black => "Black",
        ColorChoice::Random => "a colour decided at random",
    };
    let kind = if settings.counts_for_rating() {
        "rated"
    } else {
        "casual"
    };
    format!(
        "**{}** offers **{}** a rematch of game {game}: a {kind} game, {}; colours swapped, {} plays {colour}. {}, press **Rematch** or **Accept** to start it in a new thread; the offer expires {}.",
        member(&offerer.name),
        member(&opponent.name),
        settings.summary(),
        member(&offerer.name),
        member(&opponent.name),
        super::discord_time(expires_ms, 'R')
    )
}

pub(crate) fn rematch_expired_text(offerer: &Player, opponent: &Player) -> String {
    format!(
        "**{}**'s rematch offer expired: **{}** did not accept it in time.",
        member(&offerer.name),
        member(&opponent.name)
    )
}

pub(crate) fn rematch_accepted_text(
    accepter: &Player,
    offerer: &Player,
    players: &[Player; 2],
) -> String {
    format!(
        "**{}** accepted **{}**'s rematch: {} (White) vs {} (Black), in a new thread.",
        member(&accepter.name),
        member(&offerer.name),
        member(&players[0].name),
        member(&players[1].name)
    )
}

pub(crate) fn challenge_expired_text(challenger: &Player) -> String {
    format!(
        "**{}**'s challenge expired: nobody accepted it in time.",
        member(&challenger.name)
    )
}

pub(crate) fn challenge_accepted_text(
    accepter: &Player,
    challenger: &Player,
    players: &[Player; 2],
) -> String {
    format!(
        "**{}** accepted **{}**'s challenge: {} (White) vs {} (Black).",
        member(&accepter.name),
        member(&challenger.name),
        member(&players[0].name),
        member(&players[1].name)
    )
}

pub(crate) fn challenge_withdrawn_text(challenger: &Player) -> String {
    format!("**{}** withdrew the challenge.", member(&challenger.name))
}

pub(crate) fn challenge_declined_text(decliner: &Player, challenger: &Player) -> String {
    format!(
        "**{}** declined **{}**'s challenge.",
        member(&decliner.name),
        member(&challenger.name)
    )
}
