//! What users ask of tournaments: [`TournamentAction`], applied by
//! [`Tournaments::act`]. Each command finds the tournament it means (by id
//! only in the caller's own server), checks who may do it, and hands the
//! change to the director, which pairs and starts what becomes due.

use crate::off_thread::off_thread;
use crate::saving::Answer;
use crate::state::{
    BoardResult, Joined, TState, TournamentId, TournamentRefusal, TournamentStatus,
};
use crate::views::{news_said, standings_view, tview_said};
use crate::{Tournaments, words};
use host::{ActionId, Attachment, GameId, Place, Player, View, ViewKind};

/// A tournament command by a user at a place (a channel, or a game's
/// thread for [`TournamentAction::Berserk`]). `tournament: None` means the
/// channel's open tournament (join, leave, start, cancel), else its running
/// one, else (standings, pairings, export) its latest one; when the channel
/// holds several of the kind meant, the member is asked to pick one
/// ([`TournamentRefusal::ChooseTournament`]). A tournament of another
/// server is never found by id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentAction {
    /// Create a tournament in this channel (a channel may hold several);
    /// `is_admin`: the member runs the server's tournaments (Manage Server
    /// or the organizer role), who may have more open
    /// ([`crate::MAX_OPEN_TOURNAMENTS_ADMIN`]).
    Create {
        setup: Box<crate::TournamentSetup>,
        is_admin: bool,
    },
    /// Join (the member's roles, for a `role` entry condition).
    Join {
        tournament: Option<TournamentId>,
        roles: Vec<String>,
    },
    /// The organizer (or an admin) enters `user` (with their roles), also
    /// late, by the same rules as a join.
    Add {
        tournament: Option<TournamentId>,
        user: Player,
        roles: Vec<String>,
        is_admin: bool,
    },
    /// Swiss: a half-point bye in the next round to be paired.
    Bye {
        tournament: Option<TournamentId>,
    },
    /// The organizer (or an admin) sets the result of board `board` of
    /// round `round` (`1-0`, `0-1`, `1/2`, `+-`, `-+`, `0-0`); a game in
    /// progress there ends.
    Result {
        tournament: Option<TournamentId>,
        round: u32,
        board: u32,
        result: String,
        is_admin: bool,
    },
    /// Knockout: the organizer (or an admin) sets the result of the game
    /// of match `id` being played (`result`), or names the match's winner
    /// (`winner`, a user id); a game in progress there ends.
    MatchResult {
        tournament: Option<TournamentId>,
        id: String,
        result: Option<String>,
        winner: Option<host::UserId>,
        is_admin: bool,
    },
    /// Leave before the start.
    Leave {
        tournament: Option<TournamentId>,
    },
    /// Start now (organizer or `is_admin`: the frontend says the user has
    /// Manage Server or the organizer role).
    Start {
        tournament: Option<TournamentId>,
        is_admin: bool,
    },
    Standings {
        tournament: Option<TournamentId>,
    },
    /// The current round's pairings (the arena: its games).
    Pairings {
        tournament: Option<TournamentId>,
    },
    /// Leave a running tournament: the game in progress and every later
    /// one are lost by forfeit.
    Withdraw {
        tournament: Option<TournamentId>,
    },
    /// Remove a player (organizer or admin); running: as a withdrawal.
    Kick {
        tournament: Option<TournamentId>,
        user: Player,
        is_admin: bool,
    },
    /// Cancel this edition; with `series`, also every later one of its
    /// series ([`crate::series`]).
    Cancel {
        tournament: Option<TournamentId>,
        is_admin: bool,
        series: bool,
    },
    /// Check in before the start ([`crate::before_start`]).
    CheckIn {
        tournament: Option<TournamentId>,
    },
    /// The tournament's record: TRF (Swiss) and the PGN of every game.
    Export {
        tournament: Option<TournamentId>,
    },
    /// Pair the next round by hand (organizer or admin) when the round is
    /// complete but was not paired (e.g. pairing failed).
    PairNext {
        tournament: Option<TournamentId>,
        is_admin: bool,
    },
    /// Arena, in your game's thread before your first move: halve your
    /// clock for a bonus point if you win.
    Berserk,
    /// Change an open tournament before its start (organizer or admin):
    /// its announcement, calendar entry and reminders follow.
    Edit {
        tournament: Option<TournamentId>,
        edit: Box<crate::state::TournamentEdit>,
        is_admin: bool,
    },
    /// The server's open (scheduled or not) and running tournaments and
    /// series, with their start times (to the asker only).
    List,
}

impl TournamentAction {
    /// The tournament the action names by id (`tournament:<id>`), if it
    /// names one.
    pub fn named(&self) -> Option<TournamentId> {
        use TournamentAction as A;
        match self {
            A::Create { .. } | A::Berserk | A::List => None,
            A::Join { tournament, .. }
            | A::Add { tournament, .. }
            | A::Bye { tournament }
            | A::Result { tournament, .. }
            | A::MatchResult { tournament, .. }
            | A::Leave { tournament }
            | A::Start { tournament, .. }
            | A::Standings { tournament }
            | A::Pairings { tournament }
            | A::Withdraw { tournament }
            | A::Kick { tournament, .. }
            | A::Cancel { tournament, .. }
            | A::CheckIn { tournament }
            | A::Export { tournament }
            | A::PairNext { tournament, .. }
            | A::Edit { tournament, .. } => *tournament,
        }
    }
}

impl Tournaments {
    /// Applies `action` of `actor` at `place`; a refusal is one error view
    /// for the actor saying why.
    pub async fn act(&self, actor: &Player, place: &Place, action: TournamentAction) -> Vec<View> {
        match self.try_act(actor, place, action).await {
            Ok(v) => v,
            Err(r) => vec![r.view(place, &actor.id)],
        }
    }

    /// A press of a tournament's button (Join, Leave, Check in, Rules:
    /// [`host::ActionOwner::Tournaments`]) by `actor` with `roles`, or
    /// `None` when `press` is not a tournament's.
    pub async fn button(
        &self,
        actor: &Player,
        roles: &[String],
        place: &Place,
        press: &ActionId,
    ) -> Option<Vec<View>> {
        let action = match *press {
            ActionId::Join { tournament } => TournamentAction::Join {
                tournament: Some(tournament),
                roles: roles.to_vec(),
            },
            ActionId::Leave { tournament } => TournamentAction::Leave {
                tournament: Some(tournament),
            },
            ActionId::CheckIn { tournament } => TournamentAction::CheckIn {
                tournament: Some(tournament),
            },
            // The card's Rules: the rules, to the presser alone.
            ActionId::Rules { tournament } => {
                return Some(match self.read(place, Some(tournament)).await {
                    Ok(t) => vec![crate::views::rules_view(&t, place, &actor.id)],
                    Err(r) => vec![r.view(place, &actor.id)],
                });
            }
            _ => return None,
        };
        Some(self.act(actor, place, action).await)
    }

    /// [`Tournaments::act`] with the refusal typed (for frontends and tests
    /// that match on it).
    pub async fn try_act(&self, actor: &Player, place: &Place, action: TournamentAction) -> Answer {
        use TournamentAction as A;
        match action {
            A::Create { setup, is_admin } => self.create(actor, place, *setup, is_admin).await,
            A::Join { tournament, roles } => {
                let id = self.resolve(place, tournament, true).await?;
                self.enter(id, actor, &roles, None).await
            }
            A::Add {
                tournament,
                user,
                roles,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, true).await?;
                self.read_live(id, |t| t.check_organizer(&actor.id, is_admin, "add"))
                    .await??;
                self.enter(id, &user, &roles, Some(actor)).await
            }
            A::Bye { tournament } => {
                let id = self.resolve(place, tournament, false).await?;
                self.change(id, |t, _| {
                    let round = t.request_bye(&actor.id)?;
                    let said = t.rules().bye_requested_words(t, actor, round);
                    Ok(said.map(|w| news_said(t, w)).into_iter().collect())
                })
                .await
            }
            A::Result {
                tournament,
                round,
                board,
                result,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, false).await?;
                let result = crate::state::parse_result(&result)?;
                let mut stop = None;
                let mut views = self
                    .change(id, |t, now| {
                        t.check_organizer(&actor.id, is_admin, "results")?;
                        let a = t.adjudicate(round, board, result, now)?;
                        stop = a.game_to_end;
                        Ok(vec![news_said(t, words::adjudicated_words(t, &a, actor))])
                    })
                    .await?;
                if let Some(g) = stop {
                    views.extend(self.end_decided_game(g, result, actor).await);
                }
                Ok(views)
            }
            A::MatchResult {
                tournament,
                id: match_id,
                result,
                winner,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, false).await?;
                let result = match (result.as_deref(), winner.as_deref()) {
                    (Some(r), None) => Some(crate::state::parse_result(r)?),
                    (None, Some(_)) => None,
                    _ => return Err(TournamentRefusal::MatchResultOrWinner),
                };
                let mut stop = None;
                let mut views = self
                    .change(id, |t, now| {
                        t.check_organizer(&actor.id, is_admin, "results")?;
                        match (result, winner.as_deref()) {
                            (Some(result), _) => {
                                let (round, board) = t.rules().named_board(t, &match_id)?;
                                let a = t.adjudicate(round, board, result, now)?;
                                stop = a.game_to_end.map(|g| (g, result));
                                Ok(vec![news_said(t, words::adjudicated_words(t, &a, actor))])
                            }
                            (None, Some(user)) => {
                                let (text, game) = t.rules().decide(t, &match_id, user, now)?;
                                stop = game.and_then(|g| {
                                    let (ri, bi) = t.board_of(g)?;
                                    Some((g, t.rounds[ri].boards[bi].result?))
                                });
                                let mut views = vec![news_said(t, text)];
                                views.extend(crate::views::overview_view(t, false));
                                Ok(views)
                            }
                            (None, None) => Err(TournamentRefusal::MatchResultOrWinner),
                        }
                    })
                    .await?;
                if let Some((g, result)) = stop {
                    views.extend(self.end_decided_game(g, result, actor).await);
                }
                Ok(views)
            }
            A::Leave { tournament } => {
                let id = self.resolve(place, tournament, true).await?;
                if self.status(id).await == Some(TournamentStatus::Running) {
                    // Leaving a running tournament is withdrawing from it.
                    return self.withdraw(id, &actor.id, None).await;
                }
                self.change(id, |t, _| {
                    t.leave(&actor.id)?;
                    Ok(Vec::new())
                })
                .await
            }
            A::Start {
                tournament,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, true).await?;
                self.read_live(id, |t| t.check_organizer(&actor.id, is_admin, "start"))
                    .await??;
                let ratings = self.seed_ratings(id, None).await;
                let minute_ms = self.arena_minute_ms();
                self.change(id, move |t, now| {
                    t.start(&ratings, now, minute_ms)?;
                    Ok(vec![news_said(t, words::tournament_started_words(t))])
                })
                .await
            }
            A::Withdraw { tournament } => {
                let id = self.resolve(place, tournament, false).await?;
                self.withdraw(id, &actor.id, None).await
            }
            A::Kick {
                tournament,
                user,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, false).await?;
                self.withdraw(id, &user.id, Some((actor, is_admin))).await
            }
            A::CheckIn { tournament } => {
                let id = self.resolve(place, tournament, true).await?;
                self.change(id, |t, now| {
                    t.check_in(&actor.id, now)?;
                    Ok(vec![
                        news_said(t, words::checked_in_words(t)).only(&actor.id),
                    ])
                })
                .await
            }
            A::Cancel {
                tournament,
                is_admin,
                series,
            } => {
                let id = self.resolve(place, tournament, true).await?;
                let mut ended = Vec::new();
                let views = self
                    .change(id, |t, _| {
                        t.check_organizer(&actor.id, is_admin, "cancel")?;
                        t.status = TournamentStatus::Cancelled;
                        if series {
                            t.repeat = crate::repeat::Repeat::None;
                        }
                        ended = t
                            .rounds
                            .iter()
                            .flat_map(|r| &r.boards)
                            .filter(|b| b.in_progress())
                            .filter_map(|b| b.game)
                            .collect();
                        Ok(vec![news_said(t, words::tournament_cancelled_words(t))])
                    })
                    .await?;
                // Games in progress are played to the end as ordinary games.
                let mut games = self.inner.games.lock().expect("games");
                for g in ended {
                    games.remove(&g);
                }
                Ok(views)
            }
            A::PairNext {
                tournament,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, false).await?;
                self.change(id, |t, now| {
                    t.check_organizer(&actor.id, is_admin, "pair")?;
                    t.rules().check_pair_by_hand(t)?;
                    // A pairing that fails again is refused to the
                    // organizer; one that works is made (and its games
                    // started) by the settling that follows.
                    t.clone().pair_next(now)?;
                    Ok(Vec::new())
                })
                .await
            }
            A::Standings { tournament } => {
                let t = self.read(place, tournament).await?;
                let lines = t.standings();
                let title = match t.status {
                    TournamentStatus::Finished => {
                        locale::Words::new(locale::ids::TOURNAMENT_STANDINGS_FINAL)
                    }
                    TournamentStatus::Open => {
                        locale::Words::new(locale::ids::TOURNAMENT_STANDINGS_NOT_STARTED)
                    }
                    _ => t.rules().standings_now_title(&t),
                };
                // For the channel, with the table picture (the Discord
                // frontend shows it to the asker alone unless `public:true`).
                let text = words::standings_words(&t, &lines, title.clone());
                // The table picture is drawn off the async workers.
                let view = off_thread(move || standings_view(&t, &lines, &title, text)).await;
                Ok(vec![view])
            }
            A::Pairings { tournament } => {
                let t = self.read(place, tournament).await?;
                if t.rounds.is_empty() {
                    return Err(TournamentRefusal::NotRunning { name: t.name });
                }
                let said = words::pairings_words(&t, t.rounds.len() - 1, false);
                Ok(vec![news_said(&t, said).only(&actor.id)])
            }
            A::Export { tournament } => {
                let t = self.read(place, tournament).await?;
                Ok(self
                    .export(&t)
                    .await
                    .into_iter()
                    .map(|v| v.only(&actor.id))
                    .collect())
            }
            A::Berserk => self.berserk(actor, place).await,
            A::Edit {
                tournament,
                edit,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, true).await?;
                let server_zone = match self.timezone(&place.guild).await {
                    Ok(z) => z.unwrap_or(chrono_tz::UTC),
                    Err(e) => {
                        tracing::warn!("could not read the time zone of {}: {e}", place.guild);
                        chrono_tz::UTC
                    }
                };
                let mut renamed = None;
                let views = self
                    .change(id, |t, now| {
                        t.check_organizer(&actor.id, is_admin, "edit")?;
                        // A start typed without a zone: the tournament's
                        // own zone, else the server's.
                        let zone = match t.zone {
                            Some(_) => t.series_zone(),
                            None => server_zone,
                        };
                        let changed = t.edit(&edit, zone, now)?;
                        renamed = changed.contains(&"name").then(|| t.name.clone());
                        Ok(vec![news_said(
                            t,
                            words::tournament_edited_words(t, &changed, actor),
                        )])
                    })
                    .await?;
                if let Some(name) = renamed {
                    let st = self.store().clone();
                    if let Err(e) = self
                        .host()
                        .io(async move { st.rename_tournament(id, &name).await })
                        .await
                    {
                        tracing::warn!(
                            "tournament {id}: the new name is in its state, not its row: {e}"
                        );
                    }
                }
                Ok(views)
            }
            A::List => {
                let mut live = Vec::new();
                for e in self.live_entries(&place.guild) {
                    live.push(e.lock().await.state.clone());
                }
                // Open ones first, the soonest first (those the organizer
                // starts after the scheduled ones), then the running ones.
                live.sort_by_key(|t| {
                    (
                        t.status != TournamentStatus::Open,
                        t.starts_at.unwrap_or(i64::MAX),
                        t.id,
                    )
                });
                let said = words::tournament_list_words(&live);
                Ok(vec![
                    View::said(place, ViewKind::Info, said).only(&actor.id),
                ])
            }
        }
    }

    /// `player` enters tournament `id` (added by `by`, an organizer):
    /// entry conditions first (their roles, their rated games in the
    /// preset), then the join, late where the format allows.
    async fn enter(
        &self,
        id: TournamentId,
        player: &Player,
        roles: &[String],
        by: Option<&Player>,
    ) -> Answer {
        let preset = self
            .read_live(id, |t| t.settings.preset.name().to_string())
            .await?;
        let st = self.store().clone();
        let user = player.id.clone();
        let row = self
            .host()
            .io(async move { st.ratings_in(&preset, &[user.as_str()]).await })
            .await
            .unwrap_or_default();
        let rated_games = row.first().map_or(0, |r| r.games.max(0) as u32);
        let rating = row
            .first()
            .map_or(1500, |r| r.value.rating.round().max(0.0) as u32);
        self.change(id, |t, now| {
            t.check_entry(roles, rated_games)?;
            let joined = t.join(player, rating, now)?;
            Ok(match (joined, by) {
                (Joined::Entered, None) => Vec::new(),
                (Joined::Entered, Some(by)) => vec![crate::views::added(t, player, by)],
                (joined, Some(by)) => {
                    // Entered late by the organizer: told, and how to leave.
                    let mut v = crate::views::added(t, player, by);
                    let late = words::tournament_late_join_words(t, player, joined);
                    v.text.push('\n');
                    v.text.push_str(&late.text(locale::Locale::EnUs));
                    v.words = v.words.map(|w| w.then("\n", late));
                    vec![v]
                }
                (joined, None) => {
                    vec![news_said(
                        t,
                        words::tournament_late_join_words(t, player, joined),
                    )]
                }
            })
        })
        .await
    }

    /// Game `g`'s board was given `result` by the organizer: the game's own
    /// end no longer counts for the tournament, and its thread hears the
    /// result and who set it.
    async fn end_decided_game(&self, g: GameId, result: BoardResult, actor: &Player) -> Vec<View> {
        self.inner.games.lock().expect("games").remove(&g);
        let (winner, forfeit) = crate::state::decided_end(result);
        self.host()
            .end_by_decision(g, winner, forfeit, &actor.name)
            .await
    }

    async fn berserk(&self, actor: &Player, place: &Place) -> Answer {
        let game = self
            .host()
            .game_of(place, &actor.id)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let tid = self
            .of_game(game)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let entry = self
            .entry(tid)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let mut entry = entry.lock().await;
        if !entry.state.rules().takes_berserk() {
            return Err(TournamentRefusal::NotInTournamentGame);
        }
        let side = self
            .host()
            .game_info(game)
            .await
            .and_then(|g| g.players.iter().position(|p| p.id == actor.id))
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        // The game refuses first (too late, no clock, twice); the board
        // then records it for the arena's bonus.
        let (_, game_place) = self
            .host()
            .berserk(game, &actor.id)
            .await
            .map_err(|r| match r {
                host::Refusal::BerserkTooLate => TournamentRefusal::BerserkTooLate,
                host::Refusal::BerserkNoClock => TournamentRefusal::BerserkNoClock,
                host::Refusal::AlreadyBerserk => TournamentRefusal::AlreadyBerserk,
                r => TournamentRefusal::Game(r),
            })?;
        let mut t = entry.state.clone();
        t.berserk(game, side)?;
        self.save(&mut entry, t).await?;
        let said = words::berserk_words(actor);
        let mut v = View::said(&game_place, ViewKind::Info, said).game(game);
        v.event = Some(tid);
        Ok(vec![v])
    }

    /// The tournament's record: the TRF of a Swiss (first), and the PGN of
    /// every game (one file).
    async fn export(&self, t: &TState) -> Vec<View> {
        let mut pgn = String::new();
        for g in t
            .rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter_map(|b| b.game)
        {
            if let Some(text) = self.host().game_pgn(g).await {
                pgn += &text;
                pgn.push_str("\n\n");
            }
        }
        let mut out = Vec::new();
        if t.rules().exports_trf() {
            let mut v = tview_said(t, ViewKind::Export, words::tournament_export_words(t));
            v.file = Some(Attachment {
                name: format!("tournament-{}.trf", t.id),
                bytes: t.trf(false).to_trf().into_bytes(),
            });
            out.push(v);
        }
        let mut v = tview_said(t, ViewKind::Export, words::tournament_export_words(t));
        v.file = Some(Attachment {
            name: format!("tournament-{}.pgn", t.id),
            bytes: pgn.into_bytes(),
        });
        out.push(v);
        out
    }
}
