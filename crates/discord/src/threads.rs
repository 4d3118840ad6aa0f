//! A thread per game: opening it, moving the game into it, the
//! tournament rounds' threads (retried with backoff, the board posted
//! before the game's no-show time starts), and archiving it once the game
//! is over.

use crate::data::Data;
use host::{Action, View};
use locale::{Locale, Words, ids};
use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, Context, CreateThread, EditThread, Http,
    MessageId, UserId,
};
use std::sync::Arc;
use std::time::Duration;

/// Discord's limit on a thread name.
const MAX_THREAD_NAME: usize = 100;

/// The thread name for a game: "alice vs bob".
pub(crate) fn thread_name(challenger: &str, opponent: &str) -> String {
    let name = format!("{challenger} vs {opponent}"); // words-scan: skip (a game's name, in every language)
    name.chars().take(MAX_THREAD_NAME).collect()
}

/// Discord's code for a server at its cap on active threads.
const THREAD_CAP_CODE: isize = 160006;

/// Why a thread could not be opened, in words a server admin can act on
/// (to follow "I could not open a thread for this game: ").
pub(crate) fn thread_refusal(e: &serenity::Error) -> Words {
    let code = match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    };
    match code {
        Some((_, THREAD_CAP_CODE)) => Words::new(ids::DISCORD_THREAD_AT_CAP),
        Some((403, _)) | Some((_, 50013)) | Some((_, 50001)) => {
            Words::new(ids::DISCORD_THREAD_NO_PERMISSION)
        }
        _ => Words::new(ids::DISCORD_THREAD_DISCORD_ANSWERED).arg("error", e.to_string()),
    }
}

/// Why a thread was not opened.
pub(crate) struct Refused {
    /// In words ([`thread_refusal`]).
    pub why: Words,
    /// The server is at Discord's cap on active threads: trying again at
    /// once cannot help.
    pub at_cap: bool,
}

impl Refused {
    fn of(e: &serenity::Error) -> Refused {
        let at_cap = matches!(
            e,
            serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
                if r.error.code == THREAD_CAP_CODE
        );
        Refused {
            why: thread_refusal(e),
            at_cap,
        }
    }
}

/// The sentence for a game whose thread could not be opened (`why`: a
/// [`thread_refusal`]), for the member or organizer who can act on it
/// alone: the why is an admin's business, never a public post's.
fn no_thread(why: Words) -> Words {
    Words::new(ids::DISCORD_THREAD_NONE).arg("why", why)
}

/// A notice at `place` of `words` (said in its reader's language at the
/// edge; its text is the en-US form).
pub(crate) fn notice_said(place: &host::Place, words: Words) -> View {
    View {
        words: Some(words.clone()),
        ..View::notice(place, words.text(Locale::EnUs))
    }
}

/// Where a game that just started in a channel gets its thread.
pub(crate) struct GameThread {
    pub channel: ChannelId,
    /// The message the thread hangs on (a challenge's); `None`: a thread of its own.
    pub message: Option<MessageId>,
    pub name: String,
}

/// Moves game `game`, just started at `place` (a channel), into a new
/// public thread and returns its `views` moved there. When the thread
/// cannot be opened (a missing permission), the game stays in the
/// channel: the channel is told so, and `asker` (the member whose
/// command or button started the game) is told privately why and what
/// an admin can do.
pub(crate) async fn into_thread(
    ctx: &Context,
    data: &Data,
    opening: GameThread,
    game: host::GameId,
    place: &host::Place,
    views: Vec<View>,
    asker: &str,
) -> Vec<View> {
    let channel = opening.channel;
    // Where the game started: the channel, or (an accepted challenge) a
    // provisional place of its own until its thread exists.
    let from = views
        .iter()
        .find(|v| v.game == Some(game) && v.kind == host::ViewKind::GameStart)
        .map_or_else(|| place.clone(), |v| v.place.clone());
    let why = match open_game_thread(ctx, data, opening, game).await {
        Ok(to) => {
            return views
                .into_iter()
                .map(|v| v.moved_to(game, &from, &to))
                .collect();
        }
        Err(r) => no_thread(r.why),
    };
    let mut views = views;
    let here = match data.host.move_to_channel(game).await {
        Ok(here) => here,
        Err(taken) => {
            // Another game is played in the channel: this one cannot be.
            tracing::warn!("game {game} has neither a thread nor the channel {channel}: {taken}");
            let (gone, kept): (Vec<View>, Vec<View>) = views
                .into_iter()
                .partition(|v| v.game == Some(game) && v.challenge.is_none());
            for v in &gone {
                // Written held with the game: it will not be shown.
                data.host.drop_post(v).await;
            }
            views = kept;
            views.extend(data.host.end_without_result(game, false).await);
            let none = Words::new(ids::DISCORD_THREAD_NONE_TAKEN).arg("taken", taken.to_string());
            views.push(notice_said(place, none));
            views.push(notice_said(place, why).only(asker));
            return views;
        }
    };
    tracing::warn!(
        "game {game} stays in channel {channel}: {}",
        why.text(Locale::EnUs)
    );
    let mut views: Vec<View> = views
        .into_iter()
        .map(|v| v.moved_to(game, &from, &here))
        .collect();
    views.push(notice_said(
        place,
        Words::new(ids::DISCORD_THREAD_PLAYED_HERE),
    ));
    views.push(notice_said(place, why).only(asker));
    views
}

/// Opens the public thread `opening` describes and moves game `game` into
/// it: its new place, or why not (a [`thread_refusal`]).
async fn open_game_thread(
    ctx: &Context,
    data: &Data,
    opening: GameThread,
    game: host::GameId,
) -> Result<host::Place, Refused> {
    let builder = CreateThread::new(opening.name)
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    // From the request on, the thread may exist on Discord without its
    // game: an action sent in it meanwhile waits for the game.
    let in_flight = data.threads_opening.begin(opening.channel);
    let opened = match opening.message {
        Some(m) => {
            opening
                .channel
                .create_thread_from_message(ctx, m, builder)
                .await
        }
        None => opening.channel.create_thread(ctx, builder).await,
    };
    match opened {
        Ok(t) => {
            data.places.note_thread(t.id, opening.channel);
            let moved = data
                .host
                .move_to_thread(game, &t.id.to_string())
                .await
                .map_err(|e| Refused {
                    why: Words::new(ids::DISCORD_THREAD_NOT_MOVED).arg("error", e.to_string()),
                    at_cap: false,
                });
            drop(in_flight);
            if moved.is_ok() {
                // Before the game's first message is posted.
                add_players(ctx, data, t.id, game).await;
            }
            moved
        }
        Err(e) => Err(Refused::of(&e)),
    }
}

/// Adds game `game`'s players (people, not the AI) to its new thread, so
/// that it is in their thread list before its first message.
async fn add_players(ctx: &Context, data: &Data, thread: ChannelId, game: host::GameId) {
    let Some(info) = data.host.game_info(game).await else {
        return;
    };
    let ai = info.settings.ai.as_ref().map(|a| a.user.as_str());
    for p in info.players.iter().filter(|p| Some(p.id.as_str()) != ai) {
        let Some(user) = p.id.parse::<u64>().ok().filter(|&u| u != 0) else {
            continue;
        };
        if let Err(e) = thread.add_thread_member(ctx, UserId::new(user)).await {
            tracing::warn!("could not add {} to thread {thread}: {e}", p.name);
        }
    }
}

/// How often, and after what waits, a tournament game's thread is tried
/// again while its round is paired (then it is played in the channel, or
/// waits for [`crate::waiting_boards`]' background tries).
const THREAD_RETRY_WAITS_MS: [u64; 3] = [1_000, 2_000, 4_000];

/// How hard one pass over a tournament's games tries each thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Patience {
    /// A round being paired: each thread is tried again after
    /// [`THREAD_RETRY_WAITS_MS`] (not once the server is at its thread
    /// cap, which such waits cannot lift).
    Round,
    /// A background try ([`crate::waiting_boards`]): once each.
    Once,
}

/// A game of a tournament whose board has not reached its players: its
/// thread was refused and the channel holds another game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Waiting {
    pub game: host::GameId,
    pub round: u32,
    /// `R1 · alice vs bob`.
    pub name: String,
    /// The tournament's channel.
    pub channel: host::Place,
    /// Why its thread was refused ([`thread_refusal`]).
    pub why: Words,
}

/// What one pass over a tournament's games did: the threads it opened
/// (tournament, game, thread) and the games still waiting.
#[derive(Debug, Default)]
pub(crate) struct Pass {
    pub opened: Vec<(i64, host::GameId, String)>,
    pub waiting: Vec<Waiting>,
}

/// Before a round's pairings are posted: opens a public thread for each
/// game the round (or arena pairing) started, named as the tournament says
/// (`R1 · alice vs bob`), and posts the game's board there (see
/// [`open_threads_of`]). The boards left without a place, by tournament:
/// for [`crate::waiting_boards::report`] (tried again in the background,
/// the organizer told).
pub(crate) async fn open_round_threads(
    ctx: &Context,
    data: &Data,
    views: &[View],
) -> Vec<(i64, Vec<Waiting>)> {
    let mut tournaments: Vec<i64> = views
        .iter()
        .filter(|v| v.kind == host::ViewKind::Pairings)
        .filter_map(|v| v.event)
        .collect();
    tournaments.dedup();
    let mut waiting = Vec::new();
    for tid in tournaments {
        let pass = open_threads_of(ctx, data, tid, Patience::Round).await;
        waiting.push((tid, pass.waiting));
    }
    waiting
}

/// After a restart: opens the thread of every casual game that was moving
/// into its own (accepted, not yet moved); then those of every live
/// tournament's games still waiting for one (the bot stopped while
/// opening a round, or Discord refused for longer than the retries), and
/// posts their boards; then completes and releases the posts a
/// crash left held (a round's pairings, a game's first board), each where
/// its game now is. The boards still without a place, by tournament (for
/// [`crate::waiting_boards::report`]).
pub(crate) async fn open_missing_threads(ctx: &Context, data: &Data) -> Vec<(i64, Vec<Waiting>)> {
    let mut waiting = Vec::new();
    for (game, place) in data.host.provisional_games() {
        if data.tournaments.of_game(game).is_some() {
            continue;
        }
        reopen_casual(ctx, data, game, &place).await;
    }
    for tid in data.tournaments.live_ids() {
        let pass = open_threads_of(ctx, data, tid, Patience::Round).await;
        if !pass.opened.is_empty() {
            tracing::info!(
                "tournament {tid}: opened {} game thread(s) missing after the restart",
                pass.opened.len()
            );
        }
        waiting.push((tid, pass.waiting));
    }
    let held = data.host.held_views().await;
    if !held.is_empty() {
        tracing::info!("releasing {} post(s) held at the restart", held.len());
        let threads = round_threads(data, &held).await;
        let held = crate::language::said_in_the_servers_language(data, held).await;
        let locales = crate::language::of_servers(data, &held).await;
        let held = link_threads(held, &threads, |v| locales.of(v));
        crate::post::post_views(data, held).await;
    }
    waiting
}

/// A casual game a crash left at its provisional place (accepted, its
/// thread not opened yet): opened now, as at its start ([`into_thread`]);
/// its first board, held, is then released where the game is.
async fn reopen_casual(ctx: &Context, data: &Data, game: host::GameId, place: &host::Place) {
    let Some(channel) = crate::places::channel_of(&place.without_thread()) else {
        return;
    };
    let Some(info) = data.host.game_info(game).await else {
        return;
    };
    let name = thread_name(&info.players[0].name, &info.players[1].name);
    tracing::info!("game {game} was moving into its thread at the restart: opening it now");
    let opening = GameThread {
        channel,
        message: None,
        name,
    };
    // No interaction to answer: the challenger's private note waits for
    // their next one.
    let asker = info.players[0].id.clone();
    let views = into_thread(
        ctx,
        data,
        opening,
        game,
        &place.without_thread(),
        Vec::new(),
        &asker,
    )
    .await;
    let (private, public): (Vec<View>, Vec<View>) = views
        .into_iter()
        .partition(|v| matches!(&v.audience, host::Audience::Only(_)));
    for v in private {
        if let host::Audience::Only(u) = v.audience.clone() {
            data.told_later.note(&u, v);
        }
    }
    crate::post::post_views(data, public).await;
}

/// The threads of the games that `views`' pairings show, by tournament
/// (an arena's pairing: its one game; a round: the current round's
/// boards), in board order; a game played in the channel, or still
/// waiting for its thread, has none.
pub(crate) async fn round_threads(data: &Data, views: &[View]) -> Vec<GameThreadLink> {
    let mut threads: Vec<GameThreadLink> = Vec::new();
    for v in views.iter().filter(|v| v.kind == host::ViewKind::Pairings) {
        let Some(tid) = v.event else { continue };
        let games: Vec<host::GameId> = match v.game {
            Some(g) => vec![g],
            None => match data.tournaments.info(&v.place, tid).await {
                Some(info) => info.boards.iter().filter_map(|b| b.game).collect(),
                None => continue,
            },
        };
        for g in games {
            if threads.iter().any(|l| l.tournament == tid && l.game == g) {
                continue;
            }
            let thread = data.host.place_of(g).await.and_then(|p| p.thread);
            if let Some(th) = thread.filter(|th| !th.starts_with(tournament::PENDING_THREAD_PREFIX))
            {
                let players = match data.host.game_info(g).await {
                    Some(info) => info.players.iter().map(|p| p.id.clone()).collect(),
                    None => Vec::new(),
                };
                threads.push(GameThreadLink {
                    tournament: tid,
                    game: g,
                    thread: th,
                    players,
                });
            }
        }
    }
    threads
}

/// Opens a thread for each game of tournament `tid` still at its
/// provisional place and posts its board there. A thread that cannot be
/// opened is tried again as `patience` says; after that the game is played
/// in the channel (a notice says why) when the channel is free, else it
/// waits (in the pass's [`Pass::waiting`]). The board's no-show time
/// starts only once the board is delivered (the delivery worker reports
/// it: [`tournament::Tournaments::board_posted`]). The first board in
/// each thread pings nobody (the pairings line of its game pings both
/// players, who are added to the thread). A game another task is opening
/// already is left to it.
pub(crate) async fn open_threads_of(
    ctx: &Context,
    data: &Data,
    tid: i64,
    patience: Patience,
) -> Pass {
    let mut pass = Pass::default();
    let mut at_cap = false;
    for g in data.tournaments.games_to_open(tid).await {
        let Some(channel) = crate::places::channel_of(&g.channel) else {
            continue;
        };
        let Some(_claim) = data.opening.claim(g.game) else {
            continue;
        };
        let mut waits = THREAD_RETRY_WAITS_MS.iter();
        let opened = loop {
            if let Some(thread) = &g.thread {
                // A knockout match's later game: in its match's thread.
                match data.host.move_to_thread(g.game, thread).await {
                    Ok(at) => break Ok(at),
                    Err(e) => tracing::warn!(
                        "tournament game {}: not moved into its match's thread {thread} ({e}); opening one",
                        g.game
                    ),
                }
            }
            let opening = GameThread {
                channel,
                message: None,
                name: g.thread_name.clone(),
            };
            match open_game_thread(ctx, data, opening, g.game).await {
                Ok(at) => break Ok(at),
                Err(r) => {
                    at_cap |= r.at_cap;
                    let wait = match patience {
                        Patience::Round if !at_cap => waits.next(),
                        _ => None,
                    };
                    match wait {
                        Some(ms) => {
                            tracing::warn!(
                                "tournament game {}: no thread yet ({}); trying again in {ms} ms",
                                g.game,
                                r.why.text(Locale::EnUs)
                            );
                            tokio::time::sleep(std::time::Duration::from_millis(*ms)).await;
                        }
                        None => break Err(r.why),
                    }
                }
            }
        };
        let (board, notice) = match opened {
            Ok(at) => {
                if let Some(th) = &at.thread {
                    pass.opened.push((tid, g.game, th.clone()));
                }
                (data.host.act(&g.white, &at, Action::Board).await, None)
            }
            Err(why) => match data.host.move_to_channel(g.game).await {
                Ok(here) => {
                    tracing::warn!(
                        "tournament game {} stays in channel {channel}: {}",
                        g.game,
                        why.text(Locale::EnUs)
                    );
                    let game_name = host::plain_text::title(&g.thread_name);
                    let notice = notice_said(
                        &g.channel,
                        Words::new(ids::DISCORD_THREAD_TOURNAMENT_PLAYED_HERE)
                            .arg("game", game_name.clone()),
                    );
                    tell_organizer(
                        data,
                        &g.channel,
                        tid,
                        std::slice::from_ref(&game_name),
                        &why,
                    )
                    .await;
                    let board = data.host.act(&g.white, &here, Action::Board).await;
                    (board, Some(notice))
                }
                Err(taken) => {
                    // Another board of the round holds the channel: this
                    // one waits for its thread, tried in the background.
                    tracing::warn!(
                        "tournament game {} has neither a thread nor channel {channel}: {} {taken}",
                        g.game,
                        why.text(Locale::EnUs)
                    );
                    pass.waiting.push(Waiting {
                        game: g.game,
                        round: g.round,
                        name: g.thread_name.clone(),
                        channel: g.channel.clone(),
                        why,
                    });
                    continue;
                }
            },
        };
        // In its thread, the board pings nobody: the round's pairings ping
        // each player once, in the line of their game, which links the
        // thread. Played in the channel instead (no thread to link), the
        // board is where the players are called.
        let in_channel = notice.is_some();
        if let Some(n) = notice {
            crate::post::post_view(data, n).await;
        }
        for v in board.into_iter().filter(|v| !v.is_error()) {
            let v = if in_channel {
                v.mentioning(vec![g.white.id.clone(), g.black.id.clone()])
            } else {
                v
            };
            crate::post::post_view(data, v).await;
        }
    }
    pass
}

/// A tournament game's thread, for its pairings line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct GameThreadLink {
    pub tournament: i64,
    pub game: host::GameId,
    /// The thread's id.
    pub thread: String,
    /// The game's players' ids: its pairings line mentions them.
    pub players: Vec<String>,
}

/// A round's pairings post with a link to each game's thread (`<#id>`,
/// which Discord shows as the thread's name, `R1 · alice vs bob`) at the
/// end of the line that names the game (the one that mentions both its
/// players), so each player finds their ping and their board on one line;
/// a thread whose line is not found is linked on a last `Games:` line,
/// said in the language `locale_of` gives the post (it is said already:
/// the server's). A post about one game (an arena's pairing) links that
/// game's only.
pub(crate) fn link_threads(
    mut views: Vec<View>,
    threads: &[GameThreadLink],
    locale_of: impl Fn(&View) -> Locale,
) -> Vec<View> {
    for v in views
        .iter_mut()
        .filter(|v| v.kind == host::ViewKind::Pairings)
    {
        let mut lines: Vec<String> = v.text.trim_end().lines().map(str::to_string).collect();
        let mut unplaced = Vec::new();
        let links: Vec<&GameThreadLink> = threads
            .iter()
            .filter(|l| Some(l.tournament) == v.event && v.game.is_none_or(|only| only == l.game))
            .collect();
        if links.is_empty() {
            continue;
        }
        for link in links {
            let here = format!("<#{}>", link.thread);
            let names_game = |line: &String| {
                !link.players.is_empty()
                    && !line.contains("<#")
                    && link
                        .players
                        .iter()
                        .all(|p| line.contains(&format!("<@{p}>")))
            };
            match lines.iter_mut().find(|l| names_game(l)) {
                Some(line) => *line = [line.as_str(), here.as_str()].join(" — "),
                None => unplaced.push(here),
            }
        }
        if !unplaced.is_empty() {
            let games = Words::new(ids::DISCORD_GAMES_LINE).arg("games", unplaced.join(" · "));
            lines.push(games.text(locale_of(v)));
        }
        v.text = lines.join("\n");
    }
    views
}

/// Archives `thread` after `delay` (a finished game's thread), so that a
/// busy server never reaches Discord's cap on active threads. A message
/// posted in it later (a rematch, a result set by the organizer) opens it
/// again, as Discord does. A thread where another game is being played by
/// then (a knockout match's next game, at `place` of `host`) is left
/// open. If the bot is stopped before, Discord's own auto-archive (a week
/// without messages) does it.
pub(crate) fn archive_later(
    http: Arc<Http>,
    thread: ChannelId,
    delay: Duration,
    (host, place): (host::Host, host::Place),
) {
    tokio::spawn(async move {
        tokio::time::sleep(delay).await;
        if host.game_at(&place).is_some() {
            tracing::debug!("thread {thread} holds a game again: not archived");
            return;
        }
        match thread
            .edit_thread(&http, EditThread::new().archived(true))
            .await
        {
            Ok(_) => tracing::debug!("archived the finished game's thread {thread}"),
            Err(e) => tracing::info!("could not archive the finished game's thread {thread}: {e}"),
        }
    });
}

/// After a restart: archives, when their time comes, the threads of the
/// games that ended shortly before the bot stopped or while it was down
/// (the stopped process's [`archive_later`] was lost with it), so a busy
/// server does not keep them active for Discord's week.
pub(crate) async fn archive_owed_threads(http: Arc<Http>, data: &Data) {
    let after = data.thread_archive_after;
    let now = data.host.clock().now_ms();
    let owed = data.host.threads_to_archive(after).await;
    if !owed.is_empty() {
        tracing::info!(
            "{} finished game thread(s) to archive after the restart",
            owed.len()
        );
    }
    for (place, ended_ms) in owed {
        let Some(thread) = place.thread.as_deref().and_then(|t| t.parse::<u64>().ok()) else {
            continue;
        };
        let left = u64::try_from(ended_ms + i64::try_from(after.as_millis()).unwrap_or(0) - now)
            .unwrap_or(0);
        archive_later(
            http.clone(),
            ChannelId::new(thread),
            Duration::from_millis(left),
            (data.host.clone(), place),
        );
    }
}

/// Tells tournament `tid`'s organizer, privately with their next
/// interaction ([`crate::told_later`]), why the threads of its games
/// `games` (their names) could not be opened: the admin's detail stays
/// off the public posts. Said in the organizer's language when the note
/// is shown.
pub(crate) async fn tell_organizer(
    data: &Data,
    channel: &host::Place,
    tid: i64,
    games: &[String],
    why: &Words,
) {
    let Some(info) = data.tournaments.info(channel, tid).await else {
        return;
    };
    let names: Vec<String> = games.iter().map(|g| format!("**{g}**")).collect();
    let words = Words::new(ids::DISCORD_THREAD_ORGANIZER)
        .arg("tournament", host::plain_text::title(&info.name))
        .arg("count", games.len())
        .arg("games", names.join(", "))
        .arg("why", why.clone());
    data.told_later.note(&info.organizer.id, words);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_thread_is_said_in_the_readers_language() {
        let why = no_thread(Words::new(ids::DISCORD_THREAD_NO_PERMISSION));
        assert_eq!(
            why.text(Locale::EnUs),
            "I could not open a thread for this game: I am missing the **Create Public Threads** permission (and **Send Messages in Threads**) in this channel; a server admin can grant them in the channel's settings."
        );
        let de = why.text(Locale::De);
        assert!(
            de.starts_with("Ich konnte keinen Thread für diese Partie öffnen: mir fehlt")
                && de.contains("**Create Public Threads**"),
            "{de}"
        );
        let here = notice_said(
            &host::Place::channel("1", "2"),
            Words::new(ids::DISCORD_THREAD_PLAYED_HERE),
        );
        assert_eq!(
            here.text,
            "I could not open a thread for this game, so it is played here in the channel."
        );
        assert_eq!(
            here.clone().in_locale(Locale::Fr).text,
            "Je n'ai pas pu ouvrir de fil pour cette partie, elle se joue donc ici dans le salon."
        );
        assert_eq!(
            here.in_locale(Locale::Ja).text,
            "この対局のスレッドを開けなかったため、このチャンネルで対局します。"
        );
    }

    #[test]
    fn the_organizers_note_counts_its_threads_by_the_languages_rules() {
        let note = |count: usize, l: Locale| {
            Words::new(ids::DISCORD_THREAD_ORGANIZER)
                .arg("tournament", "Cup")
                .arg("count", count)
                .arg("games", "**a vs b**")
                .arg("why", Words::new(ids::DISCORD_THREAD_AT_CAP))
                .text(l)
        };
        assert!(
            note(1, Locale::EnUs)
                .starts_with("🔒 **Cup**: I could not open the thread of **a vs b**: this server"),
            "{}",
            note(1, Locale::EnUs)
        );
        assert!(note(2, Locale::EnUs).contains("the threads of"));
        assert!(
            note(2, Locale::Fr).contains("ouvrir les fils de **a vs b**"),
            "{}",
            note(2, Locale::Fr)
        );
        assert!(
            note(1, Locale::De).contains("den Thread von"),
            "{}",
            note(1, Locale::De)
        );
        assert!(
            note(3, Locale::Ja).contains("（3件）"),
            "{}",
            note(3, Locale::Ja)
        );
    }

    #[test]
    fn pairings_link_each_games_thread_on_its_line() {
        let place = host::Place::channel("1", "2");
        let mut round = View::new(
            &place,
            host::ViewKind::Pairings,
            "round 1\n1. <@1> (White) vs <@2> (Black)\n2. <@3> (White) vs <@4> (Black)\n3. <@5>: bye\n",
        );
        round.event = Some(7);
        let mut arena = round.clone();
        arena.game = Some(11);
        let other = View::new(&place, host::ViewKind::Event, "news");
        let link = |game, thread: &str, players: &[&str]| GameThreadLink {
            tournament: 7,
            game,
            thread: thread.into(),
            players: players.iter().map(|p| p.to_string()).collect(),
        };
        let threads = [
            link(11, "100", &["1", "2"]),
            link(12, "101", &["3", "4"]),
            link(13, "102", &[]),
        ];
        let out = link_threads(vec![round.clone(), arena, other], &threads, |_| {
            Locale::EnUs
        });
        assert_eq!(
            out[0].text,
            "round 1\n1. <@1> (White) vs <@2> (Black) — <#100>\n2. <@3> (White) vs <@4> (Black) — <#101>\n3. <@5>: bye\nGames: <#102>"
        );
        assert_eq!(
            out[1].text,
            "round 1\n1. <@1> (White) vs <@2> (Black) — <#100>\n2. <@3> (White) vs <@4> (Black)\n3. <@5>: bye"
        );
        assert_eq!(out[2].text, "news");
        let de = link_threads(vec![round], &threads, |_| Locale::De);
        assert!(de[0].text.ends_with("\nPartien: <#102>"), "{}", de[0].text);
    }

    #[test]
    fn thread_names() {
        assert_eq!(thread_name("alice", "bob"), "alice vs bob");
        assert_eq!(
            thread_name(&"a".repeat(80), &"b".repeat(80))
                .chars()
                .count(),
            100
        );
    }
}
