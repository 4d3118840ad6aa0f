//! Rematch: the end of a casual or rated game between two members (not a
//! tournament's, not one against the AI, see
//! [`crate::game::GameCore::offers_rematch`]) carries a **Rematch** button
//! ([`ActionId::Rematch`]). The first player to press it offers the other a
//! game with colours swapped and the same preset and settings, open for
//! [`super::HostConfig::rematch_ttl`] (10 minutes); the other's press (of
//! **Rematch**, or **Accept** on the offer) within that time starts it at a
//! provisional place of the channel, for the frontend to open its own new
//! thread. The offer is a challenge stored with the game it follows
//! (`rematch_of`, one per game): it survives a restart, and a press after
//! it expired, was declined or was taken says so.

use super::Host;
use super::challenges::{GamePlace, NewEntry};
use super::posts::owed_by_action;
use crate::game::GameCore;
use crate::ids::{ActionId, ChallengeId, GameId, Place, Player};
use crate::present::{self, challenge_key};
use crate::refusal::Refusal;
use crate::settings::ColorChoice;
use crate::snapshot::Snapshot;
use crate::view::{Allowed, Button, ButtonStyle, View, ViewKind};
use store::{ChallengeRecord, ChallengeStatus};

impl Host {
    /// `actor` pressed **Rematch** (or **Accept** on the offer) of game
    /// `game`: offers the rematch, or accepts the other player's offer.
    pub(super) async fn rematch(&self, actor: &Player, place: &Place, game: GameId) -> Vec<View> {
        match self.try_rematch(actor, game).await {
            Ok(views) => views,
            Err(r) => vec![View::refused(place, &actor.id, &r)],
        }
    }

    async fn try_rematch(&self, actor: &Player, game: GameId) -> Result<Vec<View>, Refusal> {
        let (core, offer) = self.finished_game(game).await?;
        if !core.is_over() {
            return Err(Refusal::RematchNotOver { game });
        }
        if !core.offers_rematch() {
            return Err(Refusal::NoRematch { game });
        }
        let Some(side) = core.color_of(&actor.id) else {
            return Err(Refusal::RematchNotYours {
                game,
                players: core.players.clone().map(|p| p.name),
            });
        };
        let open_ms = self.inner.cfg.rematch_ttl.as_millis() as i64;
        let Some(offer) = offer else {
            let other = core.player(!side).clone();
            return self.offer_rematch(actor, &other, &core, side).await;
        };
        match offer.status {
            ChallengeStatus::Open if self.inner.clock.now_ms() < offer.expires_at_ms => {
                if offer.challenger_id == actor.id {
                    let opponent = core.player(!side).name.clone();
                    return Err(Refusal::RematchOffered { opponent, open_ms });
                }
                self.try_accept(actor, offer.id, GamePlace::Provisional)
                    .await
                    .map_err(|r| match r {
                        Refusal::ChallengeExpired => Refusal::RematchExpired { open_ms },
                        Refusal::ChallengeNotOpen => Refusal::RematchClosed,
                        other => other,
                    })
            }
            ChallengeStatus::Open | ChallengeStatus::Expired => {
                Err(Refusal::RematchExpired { open_ms })
            }
            ChallengeStatus::Accepted => Err(Refusal::RematchStarted {
                game: offer.game_id,
            }),
            ChallengeStatus::Declined | ChallengeStatus::Cancelled => Err(Refusal::RematchClosed),
        }
    }

    /// Finished game `game` as stored, and its rematch offer if one was made.
    async fn finished_game(
        &self,
        game: GameId,
    ) -> Result<(GameCore, Option<ChallengeRecord>), Refusal> {
        let st = self.inner.store.clone();
        let read = self
            .io(async move {
                let rec = st.game(game).await?;
                let offer = st.rematch_offer(game).await?;
                Ok::<_, store::StoreError>((rec, offer))
            })
            .await;
        let (rec, offer) = match read {
            Ok((Some(rec), offer)) => (rec, offer),
            // A button names only games that were stored.
            Ok((None, _)) => return Err(Refusal::QuestionEnded),
            Err(e) => {
                tracing::error!("rematch of game {game}: {e}");
                return Err(Refusal::SaveFailed);
            }
        };
        let place = super::host_place(&rec.place);
        let core = Snapshot::restore(&rec.snapshot, rec.id, place, rec.version).map_err(|e| {
            tracing::error!("rematch of game {game}: unreadable game: {e}");
            Refusal::QuestionEnded
        })?;
        Ok((core, offer))
    }

    /// `actor`, who played `side` in `game`, offers `other` its rematch:
    /// colours swapped, the same settings, in the place the game ended.
    async fn offer_rematch(
        &self,
        actor: &Player,
        other: &Player,
        game: &GameCore,
        side: engine::Color,
    ) -> Result<Vec<View>, Refusal> {
        let mut settings = game.settings.clone();
        // The challenger's colour: the one the other player had.
        settings.color = match side {
            engine::Color::White => ColorChoice::Black,
            engine::Color::Black => ColorChoice::White,
        };
        let open_ms = self.inner.cfg.rematch_ttl.as_millis() as i64;
        let expires = self.inner.clock.now_ms() + open_ms;
        let mut map = self.inner.challenges.lock().await;
        // Both players pressed at once: the later press answers the offer
        // the earlier one made.
        if let Some(made) = map.values().find(|c| c.rematch_of == Some(game.id)) {
            if made.challenger.id == actor.id {
                return Err(Refusal::RematchOffered {
                    opponent: other.name.clone(),
                    open_ms,
                });
            }
            let id = made.id;
            drop(map);
            return self.try_accept(actor, id, GamePlace::Provisional).await;
        }
        let new = NewEntry {
            place: &game.place,
            challenger: actor,
            opponent: Some(other),
            settings: &settings,
            expires,
            rematch_of: Some(game.id),
        };
        let make = {
            let (actor, other, place, game_id) =
                (actor.clone(), other.clone(), game.place.clone(), game.id);
            let text = present::rematch_offer_text(&actor, &other, game_id, &settings, expires);
            move |id| offer_view(&place, &actor, &other, game_id, &text, id)
        };
        let outbox = self.inner.cfg.outbox;
        let owed = {
            let make = make.clone();
            move |id| owed_by_action(outbox, &[make(id)])
        };
        let (id, stored) = self.store_challenge(&mut map, new, owed).await?;
        drop(map);
        let mut views = vec![make(id)];
        self.written(&mut views, stored);
        Ok(views)
    }
}

/// The rematch offer `id` of game `game` by `actor` to `other`, at `place`.
fn offer_view(
    place: &Place,
    actor: &Player,
    other: &Player,
    game: GameId,
    text: &locale::Words,
    id: ChallengeId,
) -> View {
    let mut v = View::said(place, ViewKind::Challenge, text.clone())
        .key(challenge_key(id))
        .mentioning(vec![other.id.clone()]);
    v.challenge = Some(id);
    v.buttons = vec![
        Button::said(
            ActionId::Rematch { game }.to_string(),
            locale::Words::new(locale::ids::CHALLENGE_ACCEPT),
            ButtonStyle::Success,
            Allowed::User(other.id.clone()),
        ),
        Button::said(
            ActionId::Decline { challenge: id }.to_string(),
            locale::Words::new(locale::ids::CHALLENGE_DECLINE),
            ButtonStyle::Danger,
            Allowed::Users(vec![other.id.clone(), actor.id.clone()]),
        ),
    ];
    v
}
