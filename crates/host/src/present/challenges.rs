//! Challenges: the challenge message (a line and a card) and what
//! became of it.

use crate::card::Card;
use crate::ids::{GameId, Player};
use crate::plain_text::member;
use crate::settings::{ColorChoice, GameSettings, TimeControl};
use rating::Shown;

/// The challenge message's line above its card: who challenges whom
/// (with their ratings in the preset when known), rated or casual. The
/// frontend puts the ping of the challenged player in front of it (a
/// ping inside a card does not notify).
pub(crate) fn challenge_text(
    challenger: &Player,
    opponent: Option<&Player>,
    settings: &GameSettings,
    ratings: [Option<Shown>; 2],
) -> String {
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
        "⚔️ **{}**{} challenges {who} to a {kind} game: press **Accept** to play.",
        member(&challenger.name),
        rated(ratings[0]),
    )
}

/// Where a challenge stands, as its card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ChallengeState {
    /// Waiting for an answer until `expires_ms`.
    Open { expires_ms: i64 },
    /// Answered or run out: what became of it (`✅ Accepted by bob`).
    Closed(String),
}

/// Accent colours of a challenge's card: open, accepted, closed otherwise.
const OPEN_COLOUR: u32 = 0x58_65_f2;
const ACCEPTED_COLOUR: u32 = 0x2e_cc_71;
const CLOSED_COLOUR: u32 = 0x95_a5_a6;

/// A challenge's card: who challenges whom as its title, its game, time
/// control, whether it is rated, the colours, and when it expires as a
/// `<t:…:R>` stamp while it is open, or what became of it once closed
/// (the same card, edited once per change).
pub(crate) fn challenge_card(
    challenger: &Player,
    opponent: Option<&Player>,
    settings: &GameSettings,
    state: &ChallengeState,
) -> Card {
    let title = match opponent {
        Some(o) => format!(
            "⚔️ {} challenges {}",
            member(&challenger.name),
            member(&o.name)
        ),
        None => format!("⚔️ Open challenge by {}", member(&challenger.name)),
    };
    let description = match state {
        ChallengeState::Open { .. } if opponent.is_none() => "Anyone may press Accept.".to_string(),
        ChallengeState::Open { .. } => String::new(),
        ChallengeState::Closed(what) => what.clone(),
    };
    let colour = match settings.color {
        ColorChoice::White => format!("{} plays White", member(&challenger.name)),
        ColorChoice::Black => format!("{} plays Black", member(&challenger.name)),
        ColorChoice::Random => "decided at random".to_string(),
    };
    let time = match settings.time {
        TimeControl::Unlimited => "no clock".to_string(),
        TimeControl::Live { minutes, increment } => format!("{minutes}+{increment}"),
        TimeControl::Correspondence { days } => {
            format!("{days} day{} per move", if days == 1 { "" } else { "s" })
        }
    };
    let mut game = settings.preset.name().to_string();
    if settings.preset.missiles() != engine::Missiles::None {
        if settings.king_strikes {
            game.push_str(", king strikes");
        }
        game.push_str(&format!(
            ", {} to intercept",
            crate::settings::intercept_text(settings.intercept_secs)
        ));
    }
    if let Some(ai) = &settings.ai {
        game.push_str(&format!(", the AI at level {}", ai.level));
    }
    let mut card = Card::new(&title, &description)
        .field("Game", &game, true)
        .field("Time control", &time, true)
        .field(
            "Rated",
            if settings.counts_for_rating() {
                "yes"
            } else {
                "no (casual)"
            },
            true,
        )
        .field("Colour", &colour, true);
    card = match state {
        ChallengeState::Open { expires_ms } => card
            .field("Expires", &super::discord_time(*expires_ms, 'R'), true)
            .colour(OPEN_COLOUR),
        ChallengeState::Closed(what) if what.starts_with('✅') => card.colour(ACCEPTED_COLOUR),
        ChallengeState::Closed(_) => card.colour(CLOSED_COLOUR),
    };
    card
}

/// What became of a challenge, for its card: accepted by `accepter`,
/// with who plays which colour.
pub(crate) fn accepted_state(accepter: &Player, players: &[Player; 2]) -> ChallengeState {
    ChallengeState::Closed(format!(
        "✅ Accepted by {}: {} (White) vs {} (Black).",
        member(&accepter.name),
        member(&players[0].name),
        member(&players[1].name)
    ))
}

/// What became of a challenge, for its card: declined by `decliner`.
pub(crate) fn declined_state(decliner: &Player) -> ChallengeState {
    ChallengeState::Closed(format!("❌ Declined by {}.", member(&decliner.name)))
}

/// What became of a challenge, for its card: withdrawn by `challenger`.
pub(crate) fn withdrawn_state(challenger: &Player) -> ChallengeState {
    ChallengeState::Closed(format!("↩️ Withdrawn by {}.", member(&challenger.name)))
}

/// What became of a challenge, for its card: nobody accepted it in time.
pub(crate) fn expired_state() -> ChallengeState {
    ChallengeState::Closed("⌛ Expired: nobody accepted it in time.".to_string())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_challenge_card_lists_its_settings_and_expiry_as_a_stamp() {
        let (alice, bob) = (Player::new("a", "alice"), Player::new("b", "bob"));
        let settings = GameSettings {
            time: TimeControl::Live {
                minutes: 5,
                increment: 3,
            },
            color: ColorChoice::White,
            ..GameSettings::default()
        };
        let open = ChallengeState::Open {
            expires_ms: 1_796_497_200_000,
        };
        let card = challenge_card(&alice, Some(&bob), &settings, &open);
        assert_eq!(card.title, "⚔️ alice challenges bob");
        assert_eq!(card.value_of("Time control"), Some("5+3"));
        assert_eq!(card.value_of("Colour"), Some("alice plays White"));
        assert_eq!(card.value_of("Expires"), Some("<t:1796497200:R>"));
        assert!(card.value_of("Game").unwrap().starts_with("cruise"));
        assert!(card.fits().is_ok());
        // Its line names both; the ping is the frontend's, in front of it.
        let text = challenge_text(&alice, Some(&bob), &settings, [None, None]);
        assert!(text.contains("**alice** challenges **bob**"), "{text}");

        // Once accepted: the same facts, what became of it, no expiry.
        let players = [alice.clone(), bob.clone()];
        let closed = challenge_card(
            &alice,
            Some(&bob),
            &settings,
            &accepted_state(&bob, &players),
        );
        assert_eq!(closed.value_of("Expires"), None);
        assert!(
            closed.description.starts_with("✅ Accepted by bob"),
            "{}",
            closed.description
        );
        let anyone = challenge_card(&alice, None, &settings, &expired_state());
        assert_eq!(anyone.title, "⚔️ Open challenge by alice");
        assert!(
            anyone.description.contains("Expired"),
            "{}",
            anyone.description
        );
    }
}
