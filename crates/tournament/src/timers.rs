//! Each live tournament's one timer: its scheduled start, no-show
//! deadlines (counted from when a board reached its players), the arena's
//! end, and another try at games that could not be created.

use crate::saving::Owed;
use crate::state::TournamentId;
use crate::views::news_said;
use crate::{Entry, Tournaments, words};
use host::View;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// How soon a board whose game could not be created is tried again (ms).
const REOPEN_MS: i64 = 5_000;

impl Tournaments {
    /// (Re)arms the tournament's one timer for its next wake-up.
    pub(crate) fn schedule(&self, entry: &mut Entry) {
        let now = self.now();
        let unopened = entry
            .state
            .rounds
            .iter()
            .flat_map(|r| &r.boards)
            .any(|b| b.in_progress() && b.game.is_none() && b.black.is_some());
        let next = match (entry.state.next_wake(now), unopened) {
            (Some(a), true) => Some(a.min(now + REOPEN_MS)),
            (None, true) => Some(now + REOPEN_MS),
            (a, false) => a,
        };
        if entry.timer.as_ref().map(|t| t.0) == next {
            return;
        }
        if let Some((_, h)) = entry.timer.take() {
            h.abort();
        }
        if let Some(at) = next {
            let weak = Arc::downgrade(&self.inner);
            let when = self.host().clock().instant_at(at);
            let id = entry.state.id;
            let h = tokio::spawn(async move {
                tokio::time::sleep_until(when).await;
                if let Some(inner) = weak.upgrade() {
                    Tournaments { inner }.on_timer_boxed(id).await;
                }
            });
            entry.timer = Some((at, h.abort_handle()));
        }
    }

    fn on_timer_boxed(
        self,
        id: TournamentId,
    ) -> Pin<Box<dyn Future<Output = ()> + Send + 'static>> {
        Box::pin(async move {
            let views = self.on_timer(id).await;
            self.host().emit(views);
        })
    }

    /// Settles and saves `work` from a timer. A save that failed re-arms
    /// the timer (what was due is tried again) and drops `views` (nothing
    /// happened). Whether it was saved.
    async fn saved(
        &self,
        entry: &mut Entry,
        work: crate::state::TState,
        now: i64,
        views: &mut Vec<View>,
    ) -> bool {
        if self
            .settle_and_save(entry, work, now, views, Owed::Everything)
            .await
            .is_ok()
        {
            return true;
        }
        self.schedule(entry);
        views.clear();
        false
    }

    /// What is due: the scheduled start, no-show forfeits, the arena's end,
    /// games to create again.
    async fn on_timer(&self, id: TournamentId) -> Vec<View> {
        let Some(entry) = self.entry(id) else {
            return Vec::new();
        };
        let now = self.now();
        let mut views = Vec::new();
        let mut entry = entry.lock().await;
        entry.timer = None;
        if entry.state.status == crate::TournamentStatus::Open {
            if entry.state.starts_at.is_none_or(|s| s > now) {
                // The run-up: the reminder, check-in opening.
                let mut work = entry.state.clone();
                if !run_up(&mut work, now, &mut views) {
                    self.schedule(&mut entry);
                    return views;
                }
                if !self.saved(&mut entry, work, now, &mut views).await {
                    return views;
                }
                return views;
            }
            drop(entry);
            let ratings = self.seed_ratings(id, None).await;
            let Some(entry) = self.entry(id) else {
                return views;
            };
            let mut entry = entry.lock().await;
            let mut work = entry.state.clone();
            let absent = work.withdraw_absent();
            if !absent.withdrawn.is_empty() {
                let ids = absent.withdrawn.iter().map(|p| p.id.clone()).collect();
                views.push(
                    news_said(
                        &work,
                        words::withdrawn_absent_words(&work, &absent.withdrawn),
                    )
                    .mentioning(ids),
                );
            }
            match work.start(&ratings, now, self.arena_minute_ms()) {
                // It pings nobody: the pairings that follow ping each
                // player once, in the line of their game.
                Ok(()) => views.push(crate::views::news_said(
                    &work,
                    words::tournament_started_words(&work),
                )),
                Err(r) => {
                    // Too few players at the start time: it is called off.
                    tracing::info!("tournament {id} not started: {r}");
                    work.status = crate::TournamentStatus::Cancelled;
                    let text = if work.checkin_ms.is_some() {
                        words::tournament_cancelled_too_few_checked_in_words(
                            &work,
                            work.entrants.len(),
                        )
                    } else {
                        words::tournament_cancelled_too_few_words(&work)
                    };
                    views.push(news_said(&work, text).mentioning(work.entrant_ids()));
                }
            }
            if !self.saved(&mut entry, work, now, &mut views).await {
                return views;
            }
            self.forget_if_over(&entry);
            return views;
        }
        // No-shows: the games are ended here; their results arrive through
        // the games' end (the finished-game subscription).
        let mut work = entry.state.clone();
        views.extend(self.record_ended_games(&mut work, now).await);
        let due = work.due_no_shows(now);
        if !self.saved(&mut entry, work, now, &mut views).await {
            return views;
        }
        self.forget_if_over(&entry);
        drop(entry);
        for g in due {
            views.extend(self.host().end_without_result(g, true).await);
        }
        views
    }
}

/// What is due before the start at `now`: the one run-up post (pinging
/// nobody): the reminder, or with check-in the opening of check-in, which
/// reminds too. Whether it was due.
fn run_up(work: &mut crate::state::TState, now: i64, views: &mut Vec<View>) -> bool {
    let reminder = work.reminder_at().is_some_and(|r| r <= now);
    let checkin = !work.checkin_announced && work.checkin_opens_at().is_some_and(|o| o <= now);
    if !reminder && !checkin {
        return false;
    }
    work.reminded = true;
    work.checkin_announced |= checkin;
    if !work.entrants.is_empty() {
        let said = words::run_up_words(work, now);
        views.push(crate::views::run_up_post(work, said));
    }
    true
}
