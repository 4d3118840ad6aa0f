//! Open challenges: creating one (within the per-user cap), accepting it
//! (which creates the game), declining or withdrawing it, and its expiry.
//! A challenge closed in any way never produces an expiry view.

use super::posts::{held_posts, mark_written, owed_by_action, owed_post};
use super::{Host, host_place, player_ref, store_place};
use crate::game::GameCore;
use crate::ids::{ActionId, ChallengeId, GameId, Place, Player};
use crate::present::{self, ChallengeState, challenge_key};
use crate::refusal::{AiGameRef, Refusal};
use crate::settings::{ColorChoice, GameSettings, MoveLimit, TimeControl};
use crate::view::{Allowed, Button, ButtonStyle, View, ViewKind};
use crate::{ChallengeInfo, HostError};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use store::{ChallengeStatus, NewChallenge, NewPost, Post, StoreError};
use tokio::task::AbortHandle;

/// A challenge waiting for an answer.
#[derive(Debug, Clone)]
pub(super) struct ChallengeEntry {
    pub id: ChallengeId,
    pub place: Place,
    pub challenger: Player,
    pub opponent: Option<Player>,
    pub settings: GameSettings,
    pub expires: i64,
    /// The finished game this challenge offers a rematch of.
    pub rematch_of: Option<GameId>,
    pub timer: Option<AbortHandle>,
}

/// A challenge to store (see [`Host::store_challenge`]).
pub(super) struct NewEntry<'a> {
    pub place: &'a Place,
    pub challenger: &'a Player,
    pub opponent: Option<&'a Player>,
    pub settings: &'a GameSettings,
    pub expires: i64,
    pub rematch_of: Option<GameId>,
}

impl ChallengeEntry {
    fn info(&self) -> ChallengeInfo {
        ChallengeInfo {
            id: self.id,
            place: self.place.clone(),
            challenger: self.challenger.clone(),
            opponent: self.opponent.clone(),
            settings: self.settings.clone(),
            expires_ms: self.expires,
        }
    }

    /// Whether `user` may accept it at `now`.
    fn may_accept(&self, user: &str, now: i64) -> Result<(), Refusal> {
        if now >= self.expires {
            return Err(Refusal::ChallengeExpired);
        }
        if self.challenger.id == user {
            return Err(Refusal::OwnChallenge);
        }
        match &self.opponent {
            Some(o) if o.id != user => Err(Refusal::ChallengeForOther {
                name: o.name.clone(),
            }),
            _ => Ok(()),
        }
    }
}

/// Where an accepted challenge's game starts in the challenge's channel.
pub(super) enum GamePlace {
    /// In the channel itself.
    Channel,
    /// In this thread of it (opened by the frontend first).
    Thread(String),
    /// At a provisional place of its own, until the frontend opens its
    /// thread (see [`crate::Action::AcceptIntoThread`]).
    Provisional,
}

/// What a challenge stores as its options.
#[derive(Serialize, Deserialize)]
pub(super) struct ChallengeOptions {
    pub settings: GameSettings,
    pub challenger_name: String,
    pub opponent_name: Option<String>,
}

impl Host {
    /// Brings back the open challenges with their expiry timers.
    pub(super) async fn restore_challenges(&self) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let open = self.io(async move { st.open_challenges().await }).await?;
        let mut map = self.inner.challenges.lock().await;
        for rec in open {
            let Ok(opts) = serde_json::from_str::<ChallengeOptions>(&rec.options) else {
                tracing::error!("challenge {}: unreadable options", rec.id);
                continue;
            };
            if !self.owns(&host_place(&rec.place)) {
                continue;
            }
            let mut entry = ChallengeEntry {
                id: rec.id,
                place: host_place(&rec.place),
                challenger: Player::new(rec.challenger_id.clone(), opts.challenger_name),
                opponent: rec
                    .opponent_id
                    .clone()
                    .map(|id| Player::new(id.clone(), opts.opponent_name.unwrap_or(id))),
                settings: opts.settings,
                expires: rec.expires_at_ms,
                rematch_of: rec.rematch_of,
                timer: None,
            };
            entry.timer = Some(self.schedule_expiry(entry.id, entry.expires));
            map.insert(entry.id, entry);
        }
        Ok(())
    }

    /// Checks that `user` may accept challenge `id` now (before the
    /// frontend prepares a place for the game).
    pub async fn check_accept(
        &self,
        user: &str,
        id: ChallengeId,
    ) -> Result<ChallengeInfo, Refusal> {
        let map = self.inner.challenges.lock().await;
        let c = map.get(&id).ok_or(Refusal::ChallengeNotOpen)?;
        c.may_accept(user, self.inner.clock.now_ms())?;
        Ok(c.info())
    }

    /// The open challenge `id`, if it is open.
    pub async fn challenge_info(&self, id: ChallengeId) -> Option<ChallengeInfo> {
        self.inner
            .challenges
            .lock()
            .await
            .get(&id)
            .map(ChallengeEntry::info)
    }

    pub(super) async fn challenge(
        &self,
        actor: &Player,
        place: &Place,
        opponent: Option<Player>,
        settings: GameSettings,
    ) -> Vec<View> {
        if settings.ai.is_some() {
            return self.play_ai(actor, place, opponent, settings).await;
        }
        match self.try_challenge(actor, place, opponent, settings).await {
            Ok(v) => vec![v],
            Err(r) => vec![View::refused(place, &actor.id, &r)],
        }
    }

    /// A challenge to the AI (`settings.ai` names it, and `opponent` is its
    /// player) starts the game at once: the AI always accepts. Never rated.
    async fn play_ai(
        &self,
        actor: &Player,
        place: &Place,
        opponent: Option<Player>,
        mut settings: GameSettings,
    ) -> Vec<View> {
        let ai = settings.ai.as_ref().expect("a game against the AI");
        let Some(bot) = opponent.filter(|o| o.id == ai.user) else {
            return vec![View::refused(place, &actor.id, &Refusal::TwoPlayersNeeded)];
        };
        settings.rated = false;
        // Counted and created under one lock: two quick commands cannot
        // both pass the cap.
        let _starting = self.inner.ai_starts.lock().await;
        let games = self.unfinished_ai_games(&actor.id, place).await;
        if games.len() >= super::MAX_AI_GAMES {
            return vec![View::refused(
                place,
                &actor.id,
                &Refusal::TooManyAiGames { games },
            )];
        }
        let actor_white = match settings.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::random::<bool>(),
        };
        let (white, black) = if actor_white {
            (actor.clone(), bot)
        } else {
            (bot, actor.clone())
        };
        match self
            .start_game_by_action(place, white, black, settings)
            .await
        {
            Ok((_, views)) => views,
            Err(v) => vec![v.only(&actor.id)],
        }
    }

    /// `user`'s unfinished games against the AI in the server of `place`
    /// (or, outside servers, its channel), oldest first.
    async fn unfinished_ai_games(&self, user: &str, place: &Place) -> Vec<AiGameRef> {
        let slots: Vec<_> = self
            .inner
            .games
            .lock()
            .expect("games")
            .values()
            .cloned()
            .collect();
        let mut games = Vec::new();
        for slot in slots {
            let s = slot.lock().await;
            let Some(c) = s.core.as_ref().filter(|c| !c.is_over()) else {
                continue;
            };
            if let Some(ai) = &c.settings.ai
                && c.color_of(user).is_some()
                && same_server(&c.place, place)
            {
                games.push(AiGameRef {
                    game: c.id,
                    level: ai.level,
                    place: c.place.clone(),
                });
            }
        }
        games.sort_by_key(|g| g.game);
        games
    }

    async fn try_challenge(
        &self,
        actor: &Player,
        place: &Place,
        opponent: Option<Player>,
        settings: GameSettings,
    ) -> Result<View, Refusal> {
        if opponent.as_ref().is_some_and(|o| o.id == actor.id) {
            return Err(Refusal::ChallengeSelf);
        }
        settings.validate()?;
        let ratings = self
            .challenge_ratings(settings.preset, actor, opponent.as_ref())
            .await;
        // An open challenge pings the server's looking-for-a-game role.
        let lfg: Vec<String> = match opponent {
            None => self.lfg_role(&place.guild).await.into_iter().collect(),
            Some(_) => Vec::new(),
        };
        // The cap counts this user's open challenges in this server (or,
        // outside servers, this channel); the lock is held until the new
        // one is in the map, so two quick commands cannot both pass.
        let mut map = self.inner.challenges.lock().await;
        let limit = self.inner.cfg.max_open_challenges;
        let open = map
            .values()
            .filter(|c| {
                c.rematch_of.is_none()
                    && c.challenger.id == actor.id
                    && same_server(&c.place, place)
            })
            .count();
        if open >= limit {
            return Err(Refusal::TooManyChallenges { limit });
        }
        let now = self.inner.clock.now_ms();
        let expires = now + self.inner.cfg.challenge_ttl.as_millis() as i64;
        let text = present::challenge_text(actor, opponent.as_ref(), &settings, ratings);
        let card = present::challenge_card(
            actor,
            opponent.as_ref(),
            &settings,
            &ChallengeState::Open {
                expires_ms: expires,
            },
        );
        let make = {
            let (place, actor, opponent) = (place.clone(), actor.clone(), opponent.clone());
            let ai = settings.ai.is_some();
            move |id| {
                let mut v = challenge_view(&place, &actor, opponent.as_ref(), ai, &text, &lfg, id);
                v.card = Some(card.clone());
                v
            }
        };
        let new = NewEntry {
            place,
            challenger: actor,
            opponent: opponent.as_ref(),
            settings: &settings,
            expires,
            rematch_of: None,
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
        Ok(views.remove(0))
    }

    /// Marks `views` (of a member's action) as written held with their
    /// change ([`owed_by_action`]), and hands the posts to the worker.
    pub(super) fn written(&self, views: &mut [View], stored: Vec<Post>) {
        if !self.inner.cfg.outbox {
            return;
        }
        mark_written(views, &stored, |v| {
            !held_posts(std::slice::from_ref(v)).is_empty()
        });
        self.hand_off(stored);
    }

    /// Stores the challenge `new` describes and puts it in `map` (the
    /// challenges' lock, held by the caller) with its expiry timer.
    /// `owed` makes the posts its message owes of its id, written in the
    /// same transaction (see [`owed_by_action`]); its id and the posts as
    /// stored.
    pub(super) async fn store_challenge(
        &self,
        map: &mut HashMap<ChallengeId, ChallengeEntry>,
        new: NewEntry<'_>,
        owed: impl FnOnce(ChallengeId) -> Vec<NewPost> + Send + 'static,
    ) -> Result<(ChallengeId, Vec<Post>), Refusal> {
        let opts = ChallengeOptions {
            settings: new.settings.clone(),
            challenger_name: new.challenger.name.clone(),
            opponent_name: new.opponent.map(|o| o.name.clone()),
        };
        let row = NewChallenge {
            place: store_place(new.place),
            challenger: player_ref(new.challenger),
            opponent: new.opponent.map(player_ref),
            options: serde_json::to_string(&opts).expect("options serialize"),
            expires_at_ms: new.expires,
            rematch_of: new.rematch_of,
        };
        let st = self.inner.store.clone();
        let (rec, stored) = self
            .io(async move { st.create_challenge_with_posts(&row, owed).await })
            .await
            .map_err(|e| {
                tracing::error!("create challenge: {e}");
                Refusal::SaveFailed
            })?;
        let entry = ChallengeEntry {
            id: rec.id,
            place: new.place.clone(),
            challenger: new.challenger.clone(),
            opponent: new.opponent.cloned(),
            settings: new.settings.clone(),
            expires: new.expires,
            rematch_of: new.rematch_of,
            timer: Some(self.schedule_expiry(rec.id, new.expires)),
        };
        map.insert(rec.id, entry);
        Ok((rec.id, stored))
    }

    pub(super) fn schedule_expiry(&self, id: ChallengeId, at: i64) -> AbortHandle {
        let weak = std::sync::Arc::downgrade(&self.inner);
        let when = self.inner.clock.instant_at(at);
        tokio::spawn(async move {
            tokio::time::sleep_until(when).await;
            if let Some(inner) = weak.upgrade() {
                Host { inner }.expire(id).await;
            }
        })
        .abort_handle()
    }

    /// Expires challenge `id` if it is still open. A challenge that was
    /// accepted, declined or withdrawn meanwhile (here or in the store, by
    /// another process) goes quietly: no expiry view.
    async fn expire(&self, id: ChallengeId) {
        let mut map = self.inner.challenges.lock().await;
        let Some(c) = map.get(&id).cloned() else {
            return;
        };
        if self.inner.clock.now_ms() < c.expires {
            return;
        }
        let text = match (c.rematch_of, &c.opponent) {
            (Some(_), Some(o)) => present::rematch_expired_text(&c.challenger, o),
            _ => present::challenge_expired_text(&c.challenger),
        };
        let mut v = closed_view(&c, text, present::expired_state());
        // Nobody waits on an expiry: its edit is due at once.
        let owed: Vec<NewPost> = owed_post(&v)
            .filter(|_| self.inner.cfg.outbox)
            .into_iter()
            .collect();
        let st = self.inner.store.clone();
        let r = self
            .io(async move {
                st.close_challenge_with_posts(id, ChallengeStatus::Expired, &owed)
                    .await
            })
            .await;
        match r {
            Ok((_, stored)) => {
                mark_written(std::slice::from_mut(&mut v), &stored, |_| {
                    !stored.is_empty()
                });
                self.hand_off(stored);
            }
            Err(StoreError::ChallengeClosed { .. }) | Err(StoreError::NotFound { .. }) => {
                map.remove(&id);
                return;
            }
            Err(e) => {
                tracing::error!("expire challenge {id}: {e}");
                return;
            }
        }
        map.remove(&id);
        drop(map);
        let _ = self.inner.tx.send(v);
    }

    pub(super) async fn accept(
        &self,
        actor: &Player,
        place: &Place,
        id: ChallengeId,
        at: GamePlace,
    ) -> Vec<View> {
        match self.try_accept(actor, id, at).await {
            Ok(v) => v,
            Err(r) => vec![View::refused(place, &actor.id, &r)],
        }
    }

    pub(super) async fn try_accept(
        &self,
        actor: &Player,
        id: ChallengeId,
        at: GamePlace,
    ) -> Result<Vec<View>, Refusal> {
        let uid = actor.id.as_str();
        let mut map = self.inner.challenges.lock().await;
        let now = self.inner.clock.now_ms();
        let c = map.get(&id).cloned().ok_or(Refusal::ChallengeNotOpen)?;
        c.may_accept(uid, now)?;
        let game_place = match at {
            GamePlace::Thread(t) => c.place.with_thread(t),
            GamePlace::Channel => c.place.clone(),
            // A challenge is accepted once: its number makes the place
            // unique. In the channel (a rematch is offered in the game's
            // thread; it starts in a new one).
            GamePlace::Provisional => c.place.without_thread().provisional(format!("c{id}")),
        };
        self.check_place_free(&game_place)?;
        let challenger_white = match c.settings.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::random::<bool>(),
        };
        let players = if challenger_white {
            [c.challenger.clone(), actor.clone()]
        } else {
            [actor.clone(), c.challenger.clone()]
        };
        let mut settings = c.settings.clone();
        if settings.time == TimeControl::Unlimited && settings.move_limit.is_none() {
            settings.move_limit = Some(MoveLimit {
                ms: self.inner.cfg.casual_move_limit.as_millis() as i64,
                // The AI never claims: against it the limit ends the game.
                ends: settings.ai.is_some(),
            });
        }
        let core = GameCore::new(0, game_place, players, settings, now)?;
        let new = self.new_game_record(&core);
        let st = self.inner.store.clone();
        let accepter = player_ref(actor);
        // The challenge's edit and the game's first board are written with
        // the game (held: the frontend answers with one, moves the board
        // into the game's thread, and releases them).
        let owed = {
            let (c, actor, core, outbox) = (
                c.clone(),
                actor.clone(),
                core.clone(),
                self.inner.cfg.outbox,
            );
            move |game| owed_by_action(outbox, &accepted_views(&c, &actor, &core, game, now))
        };
        let res = self
            .io(async move {
                st.accept_challenge_with_posts(id, &accepter, &new, owed)
                    .await
            })
            .await;
        let (rec, stored) = match res {
            Ok((_, g, stored)) => (g, stored),
            Err(StoreError::ChallengeClosed { .. }) | Err(StoreError::NotFound { .. }) => {
                if let Some(h) = map.remove(&id).and_then(|c| c.timer) {
                    h.abort();
                }
                return Err(Refusal::ChallengeNotOpen);
            }
            Err(StoreError::PlaceTaken { .. }) => {
                // Another process started a game here first.
                return Err(Refusal::PlaceTaken {
                    thread: core.place.thread.is_some(),
                });
            }
            Err(e) => {
                tracing::error!("accept challenge {id}: {e}");
                return Err(Refusal::SaveFailed);
            }
        };
        if let Some(h) = map.remove(&id).and_then(|c| c.timer) {
            h.abort();
        }
        drop(map);
        self.hold_start(rec.id, &stored);
        let mut views = vec![accepted_view(&c, actor, &core, rec.id)];
        views.extend(self.install_at(core, rec.id, rec.version, now).await);
        self.written(&mut views, stored);
        Ok(views)
    }

    pub(super) async fn close_challenge(
        &self,
        actor: &Player,
        place: &Place,
        id: ChallengeId,
        cancel: bool,
    ) -> Vec<View> {
        match self.try_close_challenge(actor, id, cancel).await {
            Ok(v) => vec![v],
            Err(r) => vec![View::refused(place, &actor.id, &r)],
        }
    }

    async fn try_close_challenge(
        &self,
        actor: &Player,
        id: ChallengeId,
        cancel: bool,
    ) -> Result<View, Refusal> {
        let uid = actor.id.as_str();
        let mut map = self.inner.challenges.lock().await;
        let c = map.get(&id).cloned().ok_or(Refusal::ChallengeNotOpen)?;
        let is_challenger = c.challenger.id == uid;
        let is_opponent = c.opponent.as_ref().is_some_and(|o| o.id == uid);
        let (status, text, state) = if is_challenger {
            (
                ChallengeStatus::Cancelled,
                present::challenge_withdrawn_text(&c.challenger),
                present::withdrawn_state(&c.challenger),
            )
        } else if is_opponent && !cancel {
            (
                ChallengeStatus::Declined,
                present::challenge_declined_text(actor, &c.challenger),
                present::declined_state(actor),
            )
        } else if cancel {
            return Err(Refusal::OnlyChallengerCancels);
        } else if c.opponent.is_none() {
            return Err(Refusal::OpenChallengeDecline);
        } else {
            return Err(Refusal::NotYourChallenge);
        };
        let mut views = vec![closed_view(&c, text, state)];
        let owed = owed_by_action(self.inner.cfg.outbox, &views);
        let st = self.inner.store.clone();
        match self
            .io(async move { st.close_challenge_with_posts(id, status, &owed).await })
            .await
        {
            Ok((_, stored)) => self.written(&mut views, stored),
            Err(StoreError::ChallengeClosed { .. }) | Err(StoreError::NotFound { .. }) => {
                map.remove(&id);
                return Err(Refusal::ChallengeNotOpen);
            }
            Err(e) => {
                tracing::error!("close challenge {id}: {e}");
                return Err(Refusal::SaveFailed);
            }
        }
        if let Some(h) = map.remove(&id).and_then(|c| c.timer) {
            h.abort();
        }
        Ok(views.remove(0))
    }
}

/// The message of challenge `id` by `actor` at `place` (to `opponent`, or
/// to anyone, pinging `lfg`), with its buttons.
fn challenge_view(
    place: &Place,
    actor: &Player,
    opponent: Option<&Player>,
    ai: bool,
    text: &locale::Words,
    lfg: &[String],
    id: ChallengeId,
) -> View {
    // The challenge notifies the opponent it names (never the AI).
    let named = opponent
        .filter(|_| !ai)
        .map(|o| vec![o.id.clone()])
        .unwrap_or_default();
    let mut v = View::said(place, ViewKind::Challenge, text.clone())
        .key(challenge_key(id))
        .mentioning(named);
    v.challenge = Some(id);
    if opponent.is_none() {
        v.role_mentions = lfg.to_vec();
    }
    let (accept_allowed, decline_allowed) = match opponent {
        Some(o) => (
            Allowed::User(o.id.clone()),
            Allowed::Users(vec![o.id.clone(), actor.id.clone()]),
        ),
        None => (Allowed::Anyone, Allowed::User(actor.id.clone())),
    };
    v.buttons = vec![
        Button::said(
            ActionId::Accept { challenge: id }.to_string(),
            locale::Words::new(locale::ids::CHALLENGE_ACCEPT),
            ButtonStyle::Success,
            accept_allowed,
        ),
        Button::said(
            ActionId::Decline { challenge: id }.to_string(),
            locale::Words::new(locale::ids::CHALLENGE_DECLINE),
            ButtonStyle::Danger,
            decline_allowed,
        ),
    ];
    v
}

/// Challenge `c`'s message as it closes, with `text` and (a challenge's,
/// not a rematch offer's, which has none) its card showing `state`.
fn closed_view(c: &ChallengeEntry, text: locale::Words, state: ChallengeState) -> View {
    let mut v =
        View::said(&c.place, ViewKind::ChallengeClosed, text).replacing(challenge_key(c.id));
    v.challenge = Some(c.id);
    if c.rematch_of.is_none() {
        v.card = Some(present::challenge_card(
            &c.challenger,
            c.opponent.as_ref(),
            &c.settings,
            &state,
        ));
    }
    v
}

/// Challenge `c`'s message once `actor` accepted it and game `game`
/// (`core`) was created.
fn accepted_view(c: &ChallengeEntry, actor: &Player, core: &GameCore, game: GameId) -> View {
    let text = if c.rematch_of.is_some() {
        present::rematch_accepted_text(actor, &c.challenger, &core.players)
    } else {
        present::challenge_accepted_text(actor, &c.challenger, &core.players)
    };
    closed_view(c, text, present::accepted_state(actor, &core.players)).game(game)
}

/// What accepting challenge `c` shows at `now` once game `game` (`core`
/// as created) is stored: the challenge's message closed, the first board.
fn accepted_views(
    c: &ChallengeEntry,
    actor: &Player,
    core: &GameCore,
    game: GameId,
    now: i64,
) -> Vec<View> {
    let mut created = core.clone();
    created.id = game;
    vec![
        accepted_view(c, actor, core, game),
        super::session::start_view(&created, game, now),
    ]
}

/// Whether two places are in the same server (outside servers: the same channel).
fn same_server(a: &Place, b: &Place) -> bool {
    if a.guild.is_empty() && b.guild.is_empty() {
        a.channel == b.channel
    } else {
        a.guild == b.guild
    }
}
