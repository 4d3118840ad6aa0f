//! Solving puzzles: a member's attempt, private to them.
//!
//! The frontend's calls (a `/puzzle` command is one of them):
//!
//! | call | what it does |
//! |---|---|
//! | [`Host::puzzle`] `(member, place, PuzzleAsk::Next)` | `/puzzle`: the puzzle nearest the member's puzzle rating they never played, offered in this server |
//! | [`Host::puzzle`] `(.., PuzzleAsk::Daily)` | `/puzzle daily`: the server's puzzle of the UTC day, the same for everyone, tried once |
//! | [`Host::puzzle`] `(.., PuzzleAsk::Streak)` | `/puzzle streak`: puzzles of rising rating until the first mistake; the best streak kept |
//! | [`Host::puzzle_answer`] | the member's `/move` while a puzzle is open ([`Host::has_open_puzzle`] tells the frontend to route it here) |
//! | [`Action::Button`](crate::Action::Button) with an [`ActionId::PuzzleAnswer`](crate::ActionId::PuzzleAnswer) | a shoot-down decision's buttons (shoot at this square, let it pass) |
//! | [`Host::puzzle_standing`] | the member's puzzle rating, for the profile |
//! | [`Host::puzzle_leaderboard`] | `/leaderboard puzzles`: the server's members by puzzle rating |
//!
//! Every view of an attempt is for the member alone ([`View::only`]): the
//! board from the solver's side with the opponent's last move (first the
//! mistake) marked, and at a shoot-down decision the missile so far with
//! a button per shoot-down and **Let it pass**. A right move shows the
//! opponent's reply and asks for the next; a wrong one ends the attempt
//! and shows the solution; the last right move solves it. A text that is
//! no legal answer is refused and leaves the attempt as it was.
//!
//! Which puzzles a server's members get: those of its own games, and of
//! games of servers whose pages are on the public web site (outside their
//! private channels), where the game may be shown anyway. Each credits
//! its game: "from alice vs bob, move 23".
//!
//! Ratings ([`rating::puzzle`]): a member's first attempt at a puzzle by
//! `/puzzle` or as the daily puzzle is rated, once, when it ends: the
//! member's puzzle rating (separate from game ratings) and the puzzle's
//! move together, in one transaction with the attempt's end. Streaks are
//! not rated (as on lichess); a streak's count is kept as the member's best
//! as it grows.
//!
//! Attempts are stored: a restart keeps each open attempt where it was,
//! and the member answers on.

use super::Host;
use crate::ids::{ActionId, Place, Player};
use crate::picture::{BoardImage, MissileMark};
use crate::present::puzzles as words;
use crate::present::puzzles::Titled;
use crate::puzzle_line::{Answer, Line, Verdict, credit_words};
use crate::view::{Allowed, Button, ButtonStyle, View, ViewKind};
use engine::Preset;
use locale::{Locale, Words, ids};
use rating::Rating;
use store::{
    AttemptKind, AttemptRecord, FinishAttempt, Glicko, NewAttempt, PlayerRef, PuzzleRecord,
};

/// Which puzzle a member asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleAsk {
    /// `/puzzle`: one near their puzzle rating.
    Next,
    /// `/puzzle daily`: the server's puzzle of the day.
    Daily,
    /// `/puzzle streak`: a streak of rising difficulty.
    Streak,
}

/// A member's puzzle rating and best streak (the profile's **Puzzles**).
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleStanding {
    /// The rating (Glicko-2, separate from game ratings).
    pub rating: Rating,
    /// Rated attempts.
    pub plays: i64,
    /// The longest streak.
    pub best_streak: i64,
}

/// The days since 1970 of unix ms `ms` (UTC).
pub(super) fn utc_day(ms: i64) -> i64 {
    ms.div_euclid(86_400_000)
}

fn rating_of(g: &Glicko) -> Rating {
    Rating {
        rating: g.rating,
        rd: g.rd,
        volatility: g.volatility,
        updated_days: g.updated_days,
    }
}

fn glicko_of(r: &Rating) -> Glicko {
    Glicko {
        rating: r.rating,
        rd: r.rd,
        volatility: r.volatility,
        updated_days: r.updated_days,
    }
}

/// A stored puzzle's line.
pub(super) fn line_of(p: &PuzzleRecord) -> Result<Line, String> {
    let preset: Preset = p
        .preset
        .parse()
        .map_err(|_| format!("puzzle {}: preset `{}` is unknown", p.id, p.preset))?; // words-scan: skip (a stored puzzle that cannot be read, logged)
    Line::parse(&p.fen, preset, p.king_strikes, &p.moves)
}

/// The credit of a stored puzzle.
pub(super) fn credit_of(p: &PuzzleRecord, line: &Line) -> Words {
    credit_words(&p.white_name, &p.black_name, line.move_number())
}

/// An error for `user` alone in `words` (said in their language at the
/// edge).
fn said_error(place: &Place, user: &str, words: Words) -> View {
    View {
        words: Some(words.clone()),
        ..View::error(place, user, words.text(Locale::EnUs))
    }
}

/// An error for `user` alone: message `id` of `puzzle.ftl`.
fn error_of(place: &Place, user: &str, id: &str) -> View {
    said_error(place, user, Words::new(id))
}

/// A view for `user` alone at `place` whose text is `words`.
fn said_view(place: &Place, kind: ViewKind, user: &str, words: Words) -> View {
    View::said(place, kind, words).only(user)
}

impl Host {
    /// Starts the puzzle `ask` names for `actor` at `place` (a server's
    /// channel), and returns its view for the member alone. A member with
    /// a puzzle open is shown that one again.
    pub async fn puzzle(&self, actor: &Player, place: &Place, ask: PuzzleAsk) -> Vec<View> {
        let uid = actor.id.as_str();
        let refuse = |w: Words| vec![said_error(place, uid, w)];
        if place.guild.is_empty() {
            return refuse(Words::new(words::NOT_IN_SERVER));
        }
        match self.open_attempt(&actor.id).await {
            Ok(Some(a)) => {
                let lead = Some(Words::new(words::STILL_OPEN));
                return match self.attempt_view(&a, lead).await {
                    Some(v) => vec![v],
                    None => refuse(Words::new(words::UNAVAILABLE)),
                };
            }
            Ok(None) => {}
            Err(Refused(why)) => return refuse(why),
        }
        let chosen = match ask {
            PuzzleAsk::Next => self.next_puzzle(actor, place).await,
            PuzzleAsk::Streak => self.streak_puzzle(place, None, 0.0).await,
            PuzzleAsk::Daily => self.daily_for(actor, place).await,
        };
        let (puzzle, rated) = match chosen {
            Ok(Some(p)) => p,
            Ok(None) => {
                return refuse(Words::new(match ask {
                    PuzzleAsk::Daily => words::NO_DAILY,
                    _ => words::NO_PUZZLE,
                }));
            }
            Err(Refused(why)) => return refuse(why),
        };
        let kind = match ask {
            PuzzleAsk::Next => AttemptKind::Puzzle,
            PuzzleAsk::Daily => AttemptKind::Daily,
            PuzzleAsk::Streak => AttemptKind::Streak,
        };
        self.begin(actor, place, &puzzle, kind, rated, None, 0, None)
            .await
    }

    /// Whether `user` has a puzzle open (their `/move` answers it).
    pub async fn has_open_puzzle(&self, user: &str) -> bool {
        matches!(self.open_attempt(user).await, Ok(Some(_)))
    }

    /// `user`'s open attempt, if any.
    async fn open_attempt(&self, user: &str) -> Result<Option<AttemptRecord>, Refused> {
        let st = self.inner.store.clone();
        let u = user.to_string();
        self.io(async move { st.open_puzzle_attempt(&u).await })
            .await
            .map_err(|e| Refused::store(&format!("open puzzle of {user}"), e)) // words-scan: skip (the label of a store error, logged)
    }

    /// `actor`'s answer to their open puzzle, typed as `/move` takes it.
    pub async fn puzzle_answer(&self, actor: &Player, place: &Place, text: &str) -> Vec<View> {
        let uid = actor.id.as_str();
        let open = match self.open_attempt(uid).await {
            Ok(Some(a)) => a,
            Ok(None) => return vec![error_of(place, uid, words::NOTHING_OPEN)],
            Err(Refused(why)) => return vec![said_error(place, uid, why)],
        };
        self.answer(actor, place, open, Err(text.to_string())).await
    }

    /// A shoot-down decision's button ([`ActionId::PuzzleAnswer`]).
    pub(super) async fn puzzle_button(
        &self,
        actor: &Player,
        place: &Place,
        attempt: i64,
        progress: i64,
        choice: &str,
    ) -> Vec<View> {
        let uid = actor.id.as_str();
        let st = self.inner.store.clone();
        let a = match self
            .io(async move { st.puzzle_attempt(attempt).await })
            .await
        {
            Ok(Some(a)) => a,
            Ok(None) => return vec![error_of(place, uid, words::NOTHING_OPEN)],
            Err(e) => {
                tracing::warn!("puzzle attempt {attempt} could not be read: {e}");
                return vec![error_of(place, uid, words::UNAVAILABLE)];
            }
        };
        if a.user_id != actor.id || a.status != store::AttemptStatus::Open || a.progress != progress
        {
            return vec![View::refused(
                place,
                uid,
                &crate::refusal::Refusal::QuestionEnded,
            )];
        }
        let text = if choice == "pass" {
            "pass".to_string()
        } else {
            format!("shoot:{choice}")
        };
        self.answer(actor, place, a, Err(text)).await
    }

    /// Judges an answer (`Err(text)`: still to read) to open attempt `a`.
    async fn answer(
        &self,
        actor: &Player,
        place: &Place,
        a: AttemptRecord,
        text: Result<Answer, String>,
    ) -> Vec<View> {
        let uid = actor.id.as_str();
        let Some((puzzle, line)) = self.load(a.puzzle_id).await else {
            return vec![error_of(place, uid, words::UNAVAILABLE)];
        };
        let progress = a.progress as usize;
        let spot = line.spot(progress);
        let answer = match text {
            Ok(answer) => answer,
            Err(t) => match spot.read(&t) {
                Ok(answer) => answer,
                Err(why) => return vec![said_error(place, uid, words::unreadable_text(why))],
            },
        };
        let shown = answer_text(&spot, answer);
        let back = attempt_place(&a);
        match line.judge(progress, answer) {
            Verdict::Right => {
                let st = self.inner.store.clone();
                let (id, before) = (a.id, a.progress);
                match self
                    .io(async move { st.advance_puzzle_attempt(id, before, before + 1).await })
                    .await
                {
                    Ok(true) => {}
                    Ok(false) => {
                        return vec![View::refused(
                            place,
                            uid,
                            &crate::refusal::Refusal::QuestionEnded,
                        )];
                    }
                    Err(e) => {
                        tracing::warn!("puzzle attempt {id} could not be saved: {e}");
                        return vec![error_of(place, uid, words::UNAVAILABLE)];
                    }
                }
                let said = line.words();
                let reply = said
                    .get(2 + 2 * progress)
                    .cloned()
                    .unwrap_or_else(|| Words::verbatim(""));
                let lead = Some(words::right_text(shown, reply));
                let next = AttemptRecord {
                    progress: a.progress + 1,
                    ..a
                };
                vec![position_view(&back, &next, &puzzle, &line, lead)]
            }
            verdict => {
                let solved = verdict == Verdict::Solved;
                self.end(actor, &back, &a, &puzzle, &line, solved, shown)
                    .await
            }
        }
    }

    /// Ends attempt `a` (solved or not): rated once, the streak kept or
    /// going on, the daily post's solvers brought up to date.
    #[allow(clippy::too_many_arguments)]
    async fn end(
        &self,
        actor: &Player,
        place: &Place,
        a: &AttemptRecord,
        puzzle: &PuzzleRecord,
        line: &Line,
        solved: bool,
        shown: Words,
    ) -> Vec<View> {
        let uid = actor.id.as_str();
        let now = self.inner.clock.now_ms();
        let streak = (a.kind == AttemptKind::Streak).then(|| a.streak + i64::from(solved));
        // One member's or puzzle's rating is read and written by one
        // attempt at a time in this process.
        let _rating = self.inner.puzzle_ratings.lock().await;
        let mut finish = FinishAttempt {
            attempt_id: a.id,
            solved,
            at_ms: now,
            member: None,
            puzzle: None,
            streak,
        };
        let mut rating_text = None;
        if a.rated {
            let st = self.inner.store.clone();
            let (user, pid) = (a.user_id.clone(), a.puzzle_id);
            let read = self
                .io(async move {
                    let member = st.puzzle_player(&user).await?;
                    let puzzle = st.puzzle(pid).await?;
                    Ok::<_, store::StoreError>((member, puzzle))
                })
                .await;
            let (member, fresh) = match read {
                Ok(r) => r,
                Err(e) => {
                    tracing::warn!("puzzle ratings could not be read: {e}");
                    return vec![error_of(place, uid, words::UNAVAILABLE)];
                }
            };
            let member_before = member
                .filter(|m| m.plays > 0)
                .map_or(Rating::NEW, |m| rating_of(&m.glicko));
            let puzzle_before = rating_of(&fresh.map_or(puzzle.glicko, |p| p.glicko));
            let days = rating::unix_days(now.div_euclid(1000));
            let (member_after, puzzle_after) =
                rating::puzzle::rate_attempt(&member_before, &puzzle_before, solved, days);
            finish.member = Some((glicko_of(&member_before), glicko_of(&member_after)));
            finish.puzzle = Some(glicko_of(&puzzle_after));
            rating_text = Some(words::rating_line(&member_before, &member_after));
        }
        let st = self.inner.store.clone();
        let f = finish.clone();
        match self
            .io(async move { st.finish_puzzle_attempt(&f).await })
            .await
        {
            Ok(true) => {}
            Ok(false) => {
                return vec![View::refused(
                    place,
                    uid,
                    &crate::refusal::Refusal::QuestionEnded,
                )];
            }
            Err(e) => {
                tracing::warn!("puzzle attempt {} could not be ended: {e}", a.id);
                return vec![error_of(place, uid, words::UNAVAILABLE)];
            }
        }
        drop(_rating);
        let said = line.words();
        let mut text = if solved {
            words::solved_text(shown, rating_text)
        } else {
            let solution = said[1 + 2 * a.progress as usize..].to_vec();
            words::wrong_text(shown, solution, rating_text)
        };
        if a.kind == AttemptKind::Daily && solved {
            self.update_daily_post(&a.guild_id, puzzle).await;
        }
        let mut views = Vec::new();
        if let Some(count) = streak {
            let best = self
                .puzzle_standing(uid)
                .await
                .map_or(count, |s| s.best_streak.max(count));
            if solved {
                let streak_id = a.streak_id.unwrap_or(a.id);
                match self
                    .streak_puzzle(place, Some(streak_id), puzzle.glicko.rating)
                    .await
                {
                    Ok(Some((next, _))) => {
                        text = text.then("\n", words::streak_goes_on(count));
                        let player = Player::new(a.user_id.clone(), actor.name.clone());
                        views.push(said_view(place, ViewKind::Info, uid, text));
                        views.extend(
                            self.begin(
                                &player,
                                place,
                                &next,
                                AttemptKind::Streak,
                                false,
                                Some(streak_id),
                                count,
                                None,
                            )
                            .await,
                        );
                        return views;
                    }
                    _ => {
                        text = text.then("\n", words::streak_exhausted(count, best));
                    }
                }
            } else {
                text = text.then("\n", words::streak_ended(count, best));
            }
        }
        let mut v = said_view(place, ViewKind::Info, uid, text);
        v.board = Some(std::sync::Arc::new(solution_board(
            line,
            a.progress as usize,
        )));
        views.push(v);
        views
    }

    /// Stores a new attempt at `puzzle` and shows it.
    #[allow(clippy::too_many_arguments)]
    async fn begin(
        &self,
        actor: &Player,
        place: &Place,
        puzzle: &PuzzleRecord,
        kind: AttemptKind,
        rated: bool,
        streak_id: Option<i64>,
        streak: i64,
        lead: Option<Words>,
    ) -> Vec<View> {
        let uid = actor.id.as_str();
        let new = NewAttempt {
            user: PlayerRef::new(actor.id.clone(), actor.name.clone()),
            puzzle_id: puzzle.id,
            guild_id: place.guild.clone(),
            channel_id: place.channel.clone(),
            thread_id: place.thread.clone(),
            kind,
            rated,
            streak_id,
            streak,
            started_at_ms: self.inner.clock.now_ms(),
        };
        let st = self.inner.store.clone();
        let a = match self
            .io(async move { st.start_puzzle_attempt(&new).await })
            .await
        {
            Ok(a) => a,
            Err(e @ store::StoreError::PuzzleAttemptTaken { .. }) => {
                return vec![View::error(place, uid, e.to_string())];
            }
            Err(e) => {
                tracing::warn!("a puzzle attempt could not be stored: {e}");
                return vec![error_of(place, uid, words::UNAVAILABLE)];
            }
        };
        match line_of(puzzle) {
            Ok(line) => vec![position_view(place, &a, puzzle, &line, lead)],
            Err(e) => {
                tracing::warn!("{e}");
                vec![error_of(place, uid, words::UNAVAILABLE)]
            }
        }
    }

    /// The view of open attempt `a` where it stands, after `lead`.
    async fn attempt_view(&self, a: &AttemptRecord, lead: Option<Words>) -> Option<View> {
        let (puzzle, line) = self.load(a.puzzle_id).await?;
        Some(position_view(&attempt_place(a), a, &puzzle, &line, lead))
    }

    /// Puzzle `id` with its line.
    async fn load(&self, id: i64) -> Option<(PuzzleRecord, Line)> {
        let st = self.inner.store.clone();
        let puzzle = match self.io(async move { st.puzzle(id).await }).await {
            Ok(Some(p)) => p,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!("puzzle {id} could not be read: {e}");
                return None;
            }
        };
        match line_of(&puzzle) {
            Ok(line) => Some((puzzle, line)),
            Err(e) => {
                tracing::warn!("{e}");
                None
            }
        }
    }

    /// `/puzzle`'s choice: the nearest the member's rating, never played.
    async fn next_puzzle(
        &self,
        actor: &Player,
        place: &Place,
    ) -> Result<Option<(PuzzleRecord, bool)>, Refused> {
        let rating = self
            .puzzle_standing(&actor.id)
            .await
            .map_or(Rating::NEW.rating, |s| s.rating.rating);
        let st = self.inner.store.clone();
        let (guild, user) = (place.guild.clone(), actor.id.clone());
        let p = self
            .io(async move { st.puzzle_near(&guild, &user, rating).await })
            .await
            .map_err(|e| Refused::store("next puzzle", e))?; // words-scan: skip (the label of a store error, logged)
        Ok(p.map(|p| (p, true)))
    }

    /// A streak's next puzzle: offered here, rated at least `at_least`,
    /// none of the streak's so far.
    async fn streak_puzzle(
        &self,
        place: &Place,
        streak_id: Option<i64>,
        at_least: f64,
    ) -> Result<Option<(PuzzleRecord, bool)>, Refused> {
        let st = self.inner.store.clone();
        let guild = place.guild.clone();
        let p = self
            .io(async move {
                let played = match streak_id {
                    Some(s) => st.streak_puzzles(s).await?,
                    None => Vec::new(),
                };
                st.puzzle_at_least(&guild, at_least, &played).await
            })
            .await
            .map_err(|e| Refused::store("streak puzzle", e))?; // words-scan: skip (the label of a store error, logged)
        Ok(p.map(|p| (p, false)))
    }

    /// `/puzzle daily`'s puzzle, unless the member tried it already;
    /// rated when the member never played it.
    async fn daily_for(
        &self,
        actor: &Player,
        place: &Place,
    ) -> Result<Option<(PuzzleRecord, bool)>, Refused> {
        let day = utc_day(self.inner.clock.now_ms());
        let st = self.inner.store.clone();
        let (guild, user) = (place.guild.clone(), actor.id.clone());
        let read = self
            .io(async move {
                let Some(daily) = st.daily_puzzle(&guild, day).await? else {
                    return Ok(None);
                };
                let tried = st
                    .attempt_of(&user, daily.puzzle.id, &guild, AttemptKind::Daily)
                    .await?;
                let played = st.attempted_puzzle(&user, daily.puzzle.id).await?;
                Ok::<_, store::StoreError>(Some((daily.puzzle, tried, played)))
            })
            .await;
        let read = read.map_err(|e| Refused::store("daily puzzle", e))?; // words-scan: skip (the label of a store error, logged)
        match read {
            None => Ok(None),
            Some((_, Some(tried), _)) => Err(Refused(words::daily_done(
                tried.status == store::AttemptStatus::Solved,
            ))),
            Some((puzzle, None, played)) => Ok(Some((puzzle, !played))),
        }
    }

    /// `user`'s puzzle rating and best streak; `None` before their first
    /// rated puzzle or streak.
    pub async fn puzzle_standing(&self, user: &str) -> Option<PuzzleStanding> {
        let st = self.inner.store.clone();
        let user = user.to_string();
        let p = self
            .io(async move { st.puzzle_player(&user).await })
            .await
            .ok()??;
        Some(PuzzleStanding {
            rating: if p.plays > 0 {
                rating_of(&p.glicko)
            } else {
                Rating::NEW
            },
            plays: p.plays,
            best_streak: p.best_streak,
        })
    }

    /// Page `page` (from 0, 10 a page) of the puzzle leaderboard of the
    /// server at `place`: its members who played a rated puzzle there, by
    /// puzzle rating. For `asker` alone when refused.
    pub async fn puzzle_leaderboard(&self, place: &Place, asker: &str, page: u32) -> Vec<View> {
        if place.guild.is_empty() {
            return vec![error_of(place, asker, words::NOT_IN_SERVER)];
        }
        let st = self.inner.store.clone();
        let guild = place.guild.clone();
        let size = super::PAGE_SIZE as i64;
        let offset = i64::from(page) * size;
        let rows = match self
            .io(async move { st.puzzle_leaderboard(&guild, offset, size).await })
            .await
        {
            Ok(rows) => rows,
            Err(e) => {
                tracing::warn!("the puzzle leaderboard could not be read: {e}");
                return vec![error_of(place, asker, words::UNAVAILABLE)];
            }
        };
        let mut lines = words::leaderboard_title(page);
        if rows.is_empty() {
            lines = lines.then("\n", Words::new(words::EMPTY_BOARD));
        }
        for (i, p) in rows.iter().enumerate() {
            lines = lines.then(
                "\n",
                words::leaderboard_line(
                    offset as usize + i + 1,
                    &p.display_name,
                    &rating_of(&p.glicko),
                    p.plays,
                    p.best_streak,
                ),
            );
        }
        vec![View::said(place, ViewKind::Leaderboard, lines)]
    }
}

/// A refusal's sentence.
struct Refused(Words);

impl Refused {
    /// The store failed `what` (logged): the member is asked to try again.
    fn store(what: &str, e: store::StoreError) -> Refused {
        tracing::warn!("{what}: {e}");
        Refused(Words::new(words::UNAVAILABLE))
    }
}

/// Where an attempt's views go.
fn attempt_place(a: &AttemptRecord) -> Place {
    Place {
        guild: a.guild_id.clone(),
        channel: a.channel_id.clone(),
        thread: a.thread_id.clone(),
    }
}

/// An answer as the member reads it back.
fn answer_text(spot: &crate::puzzle_line::Spot, answer: Answer) -> Words {
    match answer {
        Answer::Move(mv) => Words::verbatim(engine::san::san(&spot.position, &mv)),
        Answer::Shoot(mv) => {
            let options = spot.shootdowns();
            let label = engine::san::shootdown_labels(&spot.position, &options)
                .into_iter()
                .find(|(m, _)| *m == mv)
                .map_or_else(|| mv.uci(), |(_, l)| l);
            Words::new(ids::PUZZLE_ANSWER_SHOOT).arg("move", label)
        }
        Answer::Pass => Words::new(ids::PUZZLE_ANSWER_PASS),
    }
}

/// The board where the solver stands before their move `progress`.
fn spot_board(line: &Line, progress: usize) -> BoardImage {
    let spot = line.spot(progress);
    let mut img = BoardImage::new(spot.position);
    img.orientation = spot.solver;
    img.last_move = spot.last_move;
    if let Some(f) = spot.so_far {
        img.missile = Some(f);
        img.missile_state = MissileMark::Threatened {
            shooters: spot.shootdowns().iter().map(|m| m.from()).collect(),
        };
    }
    img
}

/// The board at the end of an attempt: where the solver stood when it ended.
fn solution_board(line: &Line, progress: usize) -> BoardImage {
    spot_board(line, progress.min(line.solver_moves().saturating_sub(1)))
}

/// The private view of attempt `a` where it stands: `lead`, what it is,
/// the ask, the board, and a shoot-down decision's buttons.
fn position_view(
    place: &Place,
    a: &AttemptRecord,
    puzzle: &PuzzleRecord,
    line: &Line,
    lead: Option<Words>,
) -> View {
    let progress = a.progress as usize;
    let spot = line.spot(progress);
    let kind = match a.kind {
        AttemptKind::Puzzle => Titled::Puzzle { rated: a.rated },
        AttemptKind::Daily => Titled::Daily,
        AttemptKind::Streak => Titled::Streak { n: a.streak + 1 },
    };
    let said = line.words();
    let title = words::title(puzzle.id, kind, credit_of(puzzle, line));
    let mut text = match lead {
        Some(lead) => lead.then("\n", title),
        None => title,
    };
    if let Some(f) = spot.so_far {
        text = text.then("\n", words::decision_prompt(spot.solver, &f.to_string()));
    } else if progress == 0 {
        text = text.then("\n", words::first_prompt(spot.solver, said[0].clone()));
    }
    let mut v = said_view(place, ViewKind::Board, &a.user_id, text);
    v.board = Some(std::sync::Arc::new(spot_board(line, progress)));
    if spot.so_far.is_some() {
        let options = spot.shootdowns();
        let allowed = Allowed::User(a.user_id.clone());
        for (mv, label) in engine::san::shootdown_labels(&spot.position, &options) {
            v.buttons.push(Button {
                id: ActionId::PuzzleAnswer {
                    attempt: a.id,
                    progress: a.progress,
                    choice: mv.uci(),
                }
                .to_string(),
                label,
                style: ButtonStyle::Danger,
                allowed: allowed.clone(),
                words: None,
            });
        }
        let pass = ActionId::PuzzleAnswer {
            attempt: a.id,
            progress: a.progress,
            choice: "pass".into(),
        };
        v.buttons.push(Button::said(
            pass.to_string(),
            Words::new(ids::PUZZLE_LET_IT_PASS),
            ButtonStyle::Secondary,
            allowed,
        ));
    }
    v
}
