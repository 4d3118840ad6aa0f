//! Actions on games: [`Host::act`] routes an [`Action`] (a command, a
//! typed move, a button) to the challenge or game it is about, and turns
//! it into an operation applied in the game's session.

use super::challenges::GamePlace;
use super::session::Shown;
use super::{Action, Host};
use crate::ids::{ActionId, GameId, Place, Player};
use crate::present;
use crate::refusal::Refusal;
use crate::view::{Attachment, View, ViewKind};

impl Host {
    /// Applies an action of `actor` at `place` and returns the views it
    /// caused, in order (public ones for everyone at the game's place, and
    /// replies for the actor). A refused action gives one error view for
    /// the actor saying why. Every change is committed to the store before
    /// this returns.
    pub async fn act(&self, actor: &Player, place: &Place, action: Action) -> Vec<View> {
        self.act_shown(actor, place, action, Shown::ByOutbox).await
    }

    /// [`Host::act`] for an action the frontend answers itself (a slash
    /// command): the first public view of a game's change that goes where
    /// the action was asked (the board a `/move` made, the result of a
    /// `/resign`) is written held ([`View::held`]) with the change, so
    /// that the answer can be that very message. The frontend gives it as
    /// the answer and drops its post ([`Host::answered_post_as`]), or
    /// releases it to the outbox when it cannot ([`Host::post_views`]):
    /// either way it is shown exactly once, in its turn.
    pub async fn act_answered(&self, actor: &Player, place: &Place, action: Action) -> Vec<View> {
        self.act_shown(actor, place, action, Shown::ByAnswer).await
    }

    async fn act_shown(
        &self,
        actor: &Player,
        place: &Place,
        action: Action,
        shown: Shown,
    ) -> Vec<View> {
        let _live = self.inner.live.begin();
        let uid = actor.id.as_str();
        match action {
            Action::Challenge { opponent, settings } => {
                self.challenge(actor, place, opponent, settings).await
            }
            Action::Accept { challenge, thread } => {
                let at = match thread {
                    Some(t) => GamePlace::Thread(t),
                    None => GamePlace::Channel,
                };
                self.accept(actor, place, challenge, at).await
            }
            Action::AcceptIntoThread { challenge } => {
                self.accept(actor, place, challenge, GamePlace::Provisional)
                    .await
            }
            Action::Decline { challenge } => {
                self.close_challenge(actor, place, challenge, false).await
            }
            Action::Cancel { challenge } => {
                self.close_challenge(actor, place, challenge, true).await
            }
            Action::Button(id) => self.button(actor, place, &id).await,
            Action::Leaderboard {
                preset,
                scope,
                page,
            } => {
                let preset = preset.unwrap_or_default();
                self.leaderboard(place, uid, uid, preset, scope, page, false)
                    .await
            }
            Action::Profile { player, preset } => {
                let player = player.unwrap_or_else(|| actor.clone());
                self.profile(place, uid, &player, preset).await
            }
            Action::Analyse { game } => self.analyse(actor, place, game).await,
            other => {
                let Some(id) = self.find_game(place, uid) else {
                    return vec![View::refused(place, uid, &Refusal::NoGameHere)];
                };
                self.game_action(actor, place, id, other, shown).await
            }
        }
    }

    /// Applies `action` of `actor` to game `id` itself, wherever it is
    /// now: the AI's answers are routed by the game's id, never by the
    /// place the game had when the AI started thinking (it may have moved
    /// into its thread since, and another game may have started there).
    pub(super) async fn act_in_game(
        &self,
        actor: &Player,
        id: GameId,
        action: Action,
    ) -> Vec<View> {
        let Some(place) = self.place_of(id).await else {
            // Finished (or never live here): nothing to answer.
            return vec![View::refused(
                &Place::default(),
                &actor.id,
                &Refusal::GameOver,
            )];
        };
        match action {
            Action::Button(b) => self.button(actor, &place, &b).await,
            other => {
                self.game_action(actor, &place, id, other, Shown::ByOutbox)
                    .await
            }
        }
    }

    async fn button(&self, actor: &Player, place: &Place, id: &str) -> Vec<View> {
        let uid = actor.id.as_str();
        let Ok(a) = id.parse::<ActionId>() else {
            return vec![View::refused(place, uid, &Refusal::QuestionEnded)];
        };
        if let Some((game, seq, play)) = a.play() {
            let Some(slot) = self.slot(game) else {
                return vec![View::refused(place, uid, &Refusal::QuestionEndedGameOver)];
            };
            return self
                .transact(&slot, actor, place, Shown::ByOutbox, move |g, now| {
                    play.apply(g, &actor.id, Some(seq), now)
                })
                .await;
        }
        match a {
            ActionId::Accept { challenge } => {
                self.accept(actor, place, challenge, GamePlace::Channel)
                    .await
            }
            ActionId::Decline { challenge } => {
                self.close_challenge(actor, place, challenge, false).await
            }
            ActionId::Cancel { challenge } => {
                self.close_challenge(actor, place, challenge, true).await
            }
            ActionId::Rematch { game } => self.rematch(actor, place, game).await,
            ActionId::Analyse { game } => self.analyse(actor, place, game).await,
            ActionId::LeaderboardPage {
                preset,
                global,
                page,
                asker,
                ..
            } => {
                let Ok(preset) = preset.parse::<engine::Preset>() else {
                    return vec![View::refused(place, uid, &Refusal::QuestionEnded)];
                };
                let scope = if global {
                    super::BoardScope::Global
                } else {
                    super::BoardScope::Server
                };
                // The page keeps the rank line of whoever asked for it.
                let asker = asker.unwrap_or_else(|| uid.to_string());
                self.leaderboard(place, uid, &asker, preset, scope, page, true)
                    .await
            }
            ActionId::PuzzleAnswer {
                attempt,
                progress,
                choice,
            } => {
                self.puzzle_button(actor, place, attempt, progress, &choice)
                    .await
            }
            // The tournaments' and the seasons' buttons are theirs
            // (`ActionId::owner`): a frontend routes them there.
            ActionId::Join { .. }
            | ActionId::Leave { .. }
            | ActionId::CheckIn { .. }
            | ActionId::Rules { .. }
            | ActionId::SeasonPage { .. }
            | ActionId::SeasonRules { .. } => {
                vec![View::refused(place, uid, &Refusal::QuestionEnded)]
            }
            // The plays of a game were applied above.
            _ => vec![View::refused(place, uid, &Refusal::QuestionEnded)],
        }
    }

    async fn game_action(
        &self,
        actor: &Player,
        place: &Place,
        id: GameId,
        action: Action,
        shown: Shown,
    ) -> Vec<View> {
        let uid = actor.id.clone();
        let Some(slot) = self.slot(id) else {
            return vec![View::refused(place, &uid, &Refusal::GameOver)];
        };
        match action {
            Action::Board => {
                let s = slot.lock().await;
                let Some(c) = s.core.as_ref() else {
                    return vec![View::refused(place, &uid, &Refusal::GameOver)];
                };
                let text = c.board_words(self.inner.clock.now_ms());
                let mut views = vec![
                    View::said(&c.place, ViewKind::Board, text)
                        .game(id)
                        .board(c.image(*c.pos(), c.missile())),
                ];
                // The player steering a missile gets the steering buttons
                // again (the private message may have been dismissed).
                if c.steering().is_some() && c.color_of(&uid) == Some(c.pos().turn()) {
                    views.extend(c.steering_view(false));
                }
                // A shoot-down question nobody could see (Discord refused
                // it; its time has not started) is asked again: its time
                // runs from this delivery.
                if c.prompt().is_some_and(|p| !p.delivered) {
                    views.extend(c.question_view());
                }
                views
            }
            Action::Export => {
                let s = slot.lock().await;
                let Some(c) = s.core.as_ref() else {
                    return vec![View::refused(place, &uid, &Refusal::GameOver)];
                };
                let pgn = crate::record::pgn(c);
                let mut v = View::said(place, ViewKind::Export, present::export_words(id))
                    .game(id)
                    .only(&uid);
                v.file = Some(Attachment {
                    name: format!("cruise-pawns-{id}.pgn"), // words-scan: skip (a file name format)
                    bytes: pgn.into_bytes(),
                });
                vec![v]
            }
            Action::Play(play) => {
                self.transact(&slot, actor, place, shown, move |g, now| {
                    play.apply(g, &uid, None, now)
                })
                .await
            }
            // Challenges, buttons and pages are routed in `act`.
            _ => vec![View::refused(place, &uid, &Refusal::NoGameHere)],
        }
    }
}
