//! The daily puzzle: one per server and UTC day, the same for every
//! member, posted by the bot in the channel the server chose at the time
//! it chose (`/settings puzzle_channel:` `puzzle_time:` "HH:MM" UTC), with
//! who solved it (the post is edited as members solve it privately with
//! `/puzzle daily`).
//!
//! The day's puzzle is chosen once (the store keeps the first choice: a
//! restart or a second process chooses the same) and its post claimed in
//! the store before it is posted, so a restart never posts it twice. The
//! timer ([`Host::start_daily_puzzles`]) sleeps until the next server's
//! time (or a settings change); [`Host::post_due_daily_puzzles`] is one
//! round of it, for tests and for a frontend that drives time itself.

use super::Host;
use super::puzzles::{credit_of, line_of, utc_day};
use crate::ids::Place;
use crate::picture::BoardImage;
use crate::present::puzzles as words;
use crate::view::{View, ViewKind};
use locale::{Locale, Words, ids};
use std::sync::Arc;
use std::time::Duration;
use store::PuzzleRecord;

/// How long to wait before trying again when a server's time came and no
/// puzzle could be chosen (a game mined meanwhile may give one).
const RETRY_MS: i64 = 10 * 60_000;

/// The longest sleep of the timer (a clock set ahead, a missed wake).
const MAX_SLEEP_MS: i64 = 3_600_000;

const DAY_MS: i64 = 86_400_000;

/// Reads a daily puzzle time typed as `HH:MM` (UTC, `9:30` too): minutes
/// after 00:00. The error says what is wrong and what to write.
pub fn parse_puzzle_time(text: &str) -> Result<i64, String> {
    let t = text.trim();
    let bad = || words::bad_time(t).text(Locale::EnUs);
    let (h, m) = t.split_once(':').ok_or_else(bad)?;
    if h.is_empty() || h.len() > 2 || m.len() != 2 {
        return Err(bad());
    }
    let h: i64 = h.parse().map_err(|_| bad())?;
    let m: i64 = m.parse().map_err(|_| bad())?;
    if !(0..24).contains(&h) || !(0..60).contains(&m) {
        return Err(bad());
    }
    Ok(h * 60 + m)
}

/// Minutes after 00:00 as `HH:MM`.
pub fn puzzle_time_text(minute: i64) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

/// A server's daily puzzle settings as the frontend shows them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DailyPuzzleSettings {
    /// The channel it is posted in (opaque id).
    pub channel: Option<String>,
    /// When, `HH:MM` UTC.
    pub time: Option<String>,
}

impl DailyPuzzleSettings {
    /// The sentence a `/settings` answer shows, in en-US (see
    /// [`DailyPuzzleSettings::words`]).
    pub fn text(&self) -> String {
        self.words().text(Locale::EnUs)
    }

    /// The sentence a `/settings` answer shows, as words.
    ///
    /// ```
    /// use host::DailyPuzzleSettings;
    /// use locale::Locale;
    /// let s = DailyPuzzleSettings { channel: Some("42".into()), time: Some("09:30".into()) };
    /// assert_eq!(s.text(), "The daily puzzle is posted in <#42> at 09:30 UTC.");
    /// assert!(s.words().text(Locale::De).contains("<#42>"));
    /// ```
    pub fn words(&self) -> Words {
        let channel = |c: &str| format!("<#{c}>");
        match (&self.channel, &self.time) {
            (Some(c), Some(t)) => Words::new(ids::PUZZLE_SETTINGS_POSTED)
                .arg("channel", channel(c))
                .arg("time", t),
            (Some(c), None) => Words::new(ids::PUZZLE_SETTINGS_NO_TIME).arg("channel", channel(c)),
            (None, Some(t)) => Words::new(ids::PUZZLE_SETTINGS_NO_CHANNEL).arg("time", t),
            (None, None) => Words::new(ids::PUZZLE_SETTINGS_OFF),
        }
    }
}

impl Host {
    /// Changes server `guild`'s daily puzzle settings: `channel` and
    /// `time` (`HH:MM` UTC) when given (`Some(None)` clears one), the
    /// other kept. A bad time is refused with a sentence saying what to
    /// write, and nothing changes. Returns the settings now.
    pub async fn set_daily_puzzle(
        &self,
        guild: &str,
        channel: Option<Option<String>>,
        time: Option<Option<&str>>,
    ) -> Result<DailyPuzzleSettings, String> {
        let minute = match time {
            Some(Some(t)) => Some(Some(parse_puzzle_time(t)?)),
            Some(None) => Some(None),
            None => None,
        };
        let st = self.inner.store.clone();
        let g = guild.to_string();
        let done = self
            .io(async move {
                let (old_channel, old_minute) = st.daily_puzzle_setting(&g).await?;
                let channel = channel.unwrap_or(old_channel);
                let minute = minute.unwrap_or(old_minute);
                st.set_daily_puzzle(&g, channel.as_deref(), minute).await?;
                Ok::<_, store::StoreError>((channel, minute))
            })
            .await;
        match done {
            Ok((channel, minute)) => {
                self.inner.daily_bell.notify_one();
                Ok(DailyPuzzleSettings {
                    channel,
                    time: minute.map(puzzle_time_text),
                })
            }
            Err(e) => {
                tracing::warn!("server {guild}'s daily puzzle settings could not be saved: {e}");
                Err(Words::new(words::UNAVAILABLE).text(Locale::EnUs))
            }
        }
    }

    /// Server `guild`'s daily puzzle settings.
    pub async fn daily_puzzle_settings(&self, guild: &str) -> DailyPuzzleSettings {
        let st = self.inner.store.clone();
        let g = guild.to_string();
        match self
            .io(async move { st.daily_puzzle_setting(&g).await })
            .await
        {
            Ok((channel, minute)) => DailyPuzzleSettings {
                channel,
                time: minute.map(puzzle_time_text),
            },
            Err(e) => {
                tracing::warn!("server {guild}'s daily puzzle settings could not be read: {e}");
                DailyPuzzleSettings::default()
            }
        }
    }

    /// One round of the daily timer: every server of this host whose time
    /// came today and whose puzzle of today is not posted gets it posted
    /// (delivered like every post); returns the views posted.
    pub async fn post_due_daily_puzzles(&self) -> Vec<View> {
        self.daily_round().await.0
    }

    /// A round: the views posted, and when the next is due (unix ms).
    async fn daily_round(&self) -> (Vec<View>, Option<i64>) {
        let st = self.inner.store.clone();
        let servers = match self
            .io(async move { st.daily_puzzle_servers().await })
            .await
        {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!("the daily puzzle settings could not be read: {e}");
                return (Vec::new(), Some(self.inner.clock.now_ms() + RETRY_MS));
            }
        };
        let now = self.inner.clock.now_ms();
        let today = utc_day(now);
        let mut posted = Vec::new();
        let mut next: Option<i64> = None;
        for s in servers {
            if !self.owns(&Place::channel(s.guild_id.clone(), s.channel_id.clone())) {
                continue;
            }
            let due = today * DAY_MS + s.minute * 60_000;
            let wake = if now < due {
                due
            } else {
                match self
                    .post_daily(&s.guild_id, &s.channel_id, today, now)
                    .await
                {
                    Some(views) => {
                        posted.extend(views);
                        due + DAY_MS
                    }
                    None => now + RETRY_MS,
                }
            };
            next = Some(next.map_or(wake, |n: i64| n.min(wake)));
        }
        (posted, next)
    }

    /// Posts server `guild`'s puzzle of `day` in `channel` unless posted:
    /// `Some(views posted)` (none when it was posted already), `None` when
    /// no puzzle could be chosen or stored.
    async fn post_daily(
        &self,
        guild: &str,
        channel: &str,
        day: i64,
        now: i64,
    ) -> Option<Vec<View>> {
        let st = self.inner.store.clone();
        let g = guild.to_string();
        let chosen = self
            .io(async move {
                let Some(daily) = st.daily_puzzle(&g, day).await? else {
                    return Ok(None);
                };
                if daily.posted_at_ms.is_some() {
                    return Ok(Some((daily.puzzle, false, Vec::new())));
                }
                let claimed = st.claim_daily_post(&g, day, now).await?;
                // Members may have solved it with `/puzzle daily` before
                // its time: the post names them from the start.
                let solvers = st.daily_solvers(&g, daily.puzzle.id).await?;
                let names: Vec<String> = solvers.into_iter().map(|(_, n)| n).collect();
                Ok::<_, store::StoreError>(Some((daily.puzzle, claimed, names)))
            })
            .await;
        let (puzzle, claimed, solvers) = match chosen {
            Ok(Some(c)) => c,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!("server {guild}'s daily puzzle could not be chosen: {e}");
                return None;
            }
        };
        if !claimed {
            return Some(Vec::new());
        }
        let place = Place::channel(guild.to_string(), channel.to_string());
        let view = daily_view(&place, day, &puzzle, &solvers)?;
        self.deliver(vec![view.clone()]).await;
        Some(vec![view])
    }

    /// Edits today's daily post of server `guild` with who solved it (when
    /// `puzzle` is today's and was posted).
    pub(super) async fn update_daily_post(&self, guild: &str, puzzle: &PuzzleRecord) {
        let day = utc_day(self.inner.clock.now_ms());
        let st = self.inner.store.clone();
        let g = guild.to_string();
        let id = puzzle.id;
        let read = self
            .io(async move {
                let daily = st.daily_puzzle(&g, day).await?;
                let (channel, _) = st.daily_puzzle_setting(&g).await?;
                let solvers = st.daily_solvers(&g, id).await?;
                Ok::<_, store::StoreError>((daily, channel, solvers))
            })
            .await;
        let Ok((Some(daily), Some(channel), solvers)) = read else {
            return;
        };
        if daily.puzzle.id != id || daily.posted_at_ms.is_none() {
            return;
        }
        let names: Vec<String> = solvers.into_iter().map(|(_, n)| n).collect();
        let place = Place::channel(guild.to_string(), channel);
        if let Some(v) = daily_view(&place, day, puzzle, &names) {
            let key = daily_key(guild, day);
            self.deliver(vec![v.replacing(key)]).await;
        }
    }

    /// Starts the daily timer: it sleeps until the next server's time, or
    /// until settings change, then posts what is due. The start itself
    /// reads nothing: the timer's first look comes once the runtime runs
    /// it, never holding the host across a wait.
    pub(super) fn start_daily_puzzles(&self) {
        let weak = Arc::downgrade(&self.inner);
        let bell = self.inner.daily_bell.clone();
        tokio::spawn(async move {
            let mut any = any_daily_puzzle(&weak).await;
            loop {
                let notified = bell.notified();
                let wait = if any == Some(false) {
                    None
                } else {
                    let Some(inner) = weak.upgrade() else {
                        return;
                    };
                    let host = Host { inner };
                    let (_, next) = host.daily_round().await;
                    let now = host.inner.clock.now_ms();
                    drop(host);
                    next.map(|n| (n - now).clamp(1_000, MAX_SLEEP_MS))
                };
                match wait {
                    Some(ms) => {
                        tokio::select! {
                            _ = tokio::time::sleep(Duration::from_millis(ms as u64)) => {}
                            _ = notified => {}
                        }
                    }
                    None => notified.await,
                }
                if weak.strong_count() == 0 {
                    return;
                }
                any = any_daily_puzzle(&weak).await;
            }
        });
    }
}

/// Whether any server has a daily puzzle channel and time (`None` when
/// the store cannot tell), read without holding the host: a dropped host
/// stops at once.
async fn any_daily_puzzle(weak: &std::sync::Weak<super::Inner>) -> Option<bool> {
    let (st, hold) = weak
        .upgrade()
        .map(|i| (i.store.clone(), i.cfg.hold_time_during_io))?;
    Host::io_detached(hold, async move { st.daily_puzzle_servers().await })
        .await
        .ok()
        .map(|s| !s.is_empty())
}

/// The key of server `guild`'s daily post of `day` (its edits find it).
fn daily_key(guild: &str, day: i64) -> String {
    format!("puzzle-daily:{guild}:{day}")
}

/// The daily post: the puzzle's position from the solver's side, the
/// mistake marked, who solved it.
fn daily_view(place: &Place, day: i64, puzzle: &PuzzleRecord, solvers: &[String]) -> Option<View> {
    let line = match line_of(puzzle) {
        Ok(l) => l,
        Err(e) => {
            tracing::warn!("{e}");
            return None;
        }
    };
    let spot = line.spot(0);
    let date = chrono::DateTime::from_timestamp(day * 86_400, 0)
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default();
    let said = words::daily_post(&date, credit_of(puzzle, &line), spot.solver, solvers);
    let mut img = BoardImage::new(spot.position);
    img.orientation = spot.solver;
    img.last_move = spot.last_move;
    let mut v = View::said(place, ViewKind::Info, said).key(daily_key(&place.guild, day));
    v.board = Some(Arc::new(img));
    Some(v)
}
