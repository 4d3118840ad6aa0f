//! Challenges: the challenge message (a line and a card) and what
//! became of it, as words (`locales/*/challenge.ftl`) said in the
//! reader's language at the edge.

use crate::card::Card;
use crate::ids::{GameId, Player};
use crate::plain_text::member;
use crate::settings::{ColorChoice, GameSettings, TimeControl};
use locale::{Words, ids};
use rating::Shown;

/// `rated` or `casual`, the select's key of a game's kind.
fn kind(settings: &GameSettings) -> &'static str {
    if settings.counts_for_rating() {
        "rated"
    } else {
        "casual"
    }
}

/// The challenge message's line above its card: who challenges whom
/// (with their ratings in the preset when known), rated or casual. The
/// frontend puts the ping of the challenged player in front of it (a
/// ping inside a card does not notify).
pub(crate) fn challenge_text(
    challenger: &Player,
    opponent: Option<&Player>,
    settings: &GameSettings,
    ratings: [Option<Shown>; 2],
) -> Words {
    let named = |p: &Player, r: Option<Shown>| match r {
        Some(r) => format!("**{}** ({r})", member(&p.name)),
        None => format!("**{}**", member(&p.name)),
    };
    let who = match opponent {
        Some(o) => Words::verbatim(named(o, ratings[1])),
        None => Words::new(ids::CHALLENGE_ANYONE),
    };
    Words::new(ids::CHALLENGE_LINE)
        .arg("challenger", named(challenger, ratings[0]))
        .arg("opponent", who)
        .arg("rated", kind(settings))
}

/// Where a challenge stands, as its card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ChallengeState {
    /// Waiting for an answer until `expires_ms`.
    Open { expires_ms: i64 },
    /// Answered or run out: what became of it (`✅ Accepted by bob`).
    Closed(Words),
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
        Some(o) => Words::new(ids::CHALLENGE_TITLE)
            .arg("challenger", member(&challenger.name))
            .arg("opponent", member(&o.name)),
        None => Words::new(ids::CHALLENGE_TITLE_OPEN).arg("challenger", member(&challenger.name)),
    };
    let description = match state {
        ChallengeState::Open { .. } if opponent.is_none() => {
            Some(Words::new(ids::CHALLENGE_ANYONE_MAY_ACCEPT))
        }
        ChallengeState::Open { .. } => None,
        ChallengeState::Closed(what) => Some(what.clone()),
    };
    let plays = |side: &str| {
        Words::new(ids::CHALLENGE_COLOUR_PLAYS)
            .arg("player", member(&challenger.name))
            .arg("side", side)
    };
    let colour = match settings.color {
        ColorChoice::White => plays("white"),
        ColorChoice::Black => plays("black"),
        ColorChoice::Random => Words::new(ids::CHALLENGE_COLOUR_RANDOM),
    };
    let time = match settings.time {
        TimeControl::Unlimited => Words::new(ids::GAME_CLOCK_NONE),
        TimeControl::Live { minutes, increment } => {
            Words::verbatim(format!("{minutes}+{increment}"))
        }
        TimeControl::Correspondence { days } => Words::new(ids::GAME_CLOCK_DAYS).arg("days", days),
    };
    let mut game = Words::verbatim(settings.preset.name());
    if settings.preset.missiles() != engine::Missiles::None {
        if settings.king_strikes {
            game = game.then(", ", Words::new(ids::CHALLENGE_KING_STRIKES));
        }
        game = game.then(
            ", ",
            Words::new(ids::CHALLENGE_INTERCEPT).arg(
                "intercept",
                crate::settings::intercept_text(settings.intercept_secs),
            ),
        );
    }
    if let Some(ai) = &settings.ai {
        game = game.then(
            ", ",
            Words::new(ids::CHALLENGE_AI).arg("level", ai.level.to_string()),
        );
    }
    let rated = if settings.counts_for_rating() {
        ids::CHALLENGE_RATED_YES
    } else {
        ids::CHALLENGE_RATED_NO
    };
    let mut card = Card::said(title, description)
        .field_said(Words::new(ids::CHALLENGE_FIELD_GAME), game, true)
        .field_said(Words::new(ids::CHALLENGE_FIELD_TIME), time, true)
        .field_said(
            Words::new(ids::CHALLENGE_FIELD_RATED),
            Words::new(rated),
            true,
        )
        .field_said(Words::new(ids::CHALLENGE_FIELD_COLOUR), colour, true);
    card = match state {
        ChallengeState::Open { expires_ms } => card
            .field_said(
                Words::new(ids::CHALLENGE_FIELD_EXPIRES),
                Words::verbatim(super::discord_time(*expires_ms, 'R')),
                true,
            )
            .colour(OPEN_COLOUR),
        ChallengeState::Closed(what) if what.id == ids::CHALLENGE_STATE_ACCEPTED => {
            card.colour(ACCEPTED_COLOUR)
        }
        ChallengeState::Closed(_) => card.colour(CLOSED_COLOUR),
    };
    card
}

/// What became of a challenge, for its card: accepted by `accepter`,
/// with who plays which colour.
pub(crate) fn accepted_state(accepter: &Player, players: &[Player; 2]) -> ChallengeState {
    ChallengeState::Closed(
        Words::new(ids::CHALLENGE_STATE_ACCEPTED)
            .arg("player", member(&accepter.name))
            .arg("white", member(&players[0].name))
            .arg("black", member(&players[1].name)),
    )
}

/// What became of a challenge, for its card: declined by `decliner`.
pub(crate) fn declined_state(decliner: &Player) -> ChallengeState {
    ChallengeState::Closed(
        Words::new(ids::CHALLENGE_STATE_DECLINED).arg("player", member(&decliner.name)),
    )
}

/// What became of a challenge, for its card: withdrawn by `challenger`.
pub(crate) fn withdrawn_state(challenger: &Player) -> ChallengeState {
    ChallengeState::Closed(
        Words::new(ids::CHALLENGE_STATE_WITHDRAWN).arg("player", member(&challenger.name)),
    )
}

/// What became of a challenge, for its card: nobody accepted it in time.
pub(crate) fn expired_state() -> ChallengeState {
    ChallengeState::Closed(Words::new(ids::CHALLENGE_STATE_EXPIRED))
}

/// The rematch offer of game `game`: who offers it to whom, colours
/// swapped, the same settings, how long it is open and how to take it.
pub(crate) fn rematch_offer_text(
    offerer: &Player,
    opponent: &Player,
    game: GameId,
    settings: &GameSettings,
    expires_ms: i64,
) -> Words {
    let colour = match settings.color {
        ColorChoice::White => "white",
        ColorChoice::Black => "black",
        ColorChoice::Random => "random",
    };
    Words::new(ids::CHALLENGE_REMATCH_OFFER)
        .arg("offerer", member(&offerer.name))
        .arg("opponent", member(&opponent.name))
        .arg("game", game.to_string())
        .arg("rated", kind(settings))
        .arg("summary", settings.summary_words())
        .arg("colour", colour)
        .arg("when", super::discord_time(expires_ms, 'R'))
}

pub(crate) fn rematch_expired_text(offerer: &Player, opponent: &Player) -> Words {
    Words::new(ids::CHALLENGE_REMATCH_EXPIRED)
        .arg("offerer", member(&offerer.name))
        .arg("opponent", member(&opponent.name))
}

pub(crate) fn rematch_accepted_text(
    accepter: &Player,
    offerer: &Player,
    players: &[Player; 2],
) -> Words {
    Words::new(ids::CHALLENGE_REMATCH_ACCEPTED)
        .arg("accepter", member(&accepter.name))
        .arg("offerer", member(&offerer.name))
        .arg("white", member(&players[0].name))
        .arg("black", member(&players[1].name))
}

pub(crate) fn challenge_expired_text(challenger: &Player) -> Words {
    Words::new(ids::CHALLENGE_EXPIRED).arg("challenger", member(&challenger.name))
}

pub(crate) fn challenge_accepted_text(
    accepter: &Player,
    challenger: &Player,
    players: &[Player; 2],
) -> Words {
    Words::new(ids::CHALLENGE_ACCEPTED)
        .arg("accepter", member(&accepter.name))
        .arg("challenger", member(&challenger.name))
        .arg("white", member(&players[0].name))
        .arg("black", member(&players[1].name))
}

pub(crate) fn challenge_withdrawn_text(challenger: &Player) -> Words {
    Words::new(ids::CHALLENGE_WITHDRAWN).arg("challenger", member(&challenger.name))
}

pub(crate) fn challenge_declined_text(decliner: &Player, challenger: &Player) -> Words {
    Words::new(ids::CHALLENGE_DECLINED)
        .arg("decliner", member(&decliner.name))
        .arg("challenger", member(&challenger.name))
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
        let text =
            challenge_text(&alice, Some(&bob), &settings, [None, None]).text(locale::Locale::EnUs);
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
