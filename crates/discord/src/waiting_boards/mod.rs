//! Tournament boards that have not reached their players: their thread
//! was refused (a missing permission, the server at Discord's cap on
//! active threads, error 160006) and the channel holds another game. A
//! round never waits for them silently:
//!
//! - the organizer is told, in the tournament's channel, which boards
//!   wait and why (one message, pinging them once, edited as boards get
//!   through and when none waits any more);
//! - their threads are tried again in the background, sooner at first
//!   then every [`LONGEST_WAIT`], not only at the bot's next start, and at
//!   once when a thread of the server is archived or deleted (room made
//!   under the cap);
//! - their no-show times have not started: a board's starts when it is
//!   delivered ([`tournament::Tournaments::board_posted`], reported by the
//!   delivery worker).

pub(crate) mod record;

use crate::data::Data;
use crate::threads::{Patience, Waiting, open_threads_of};
use host::View;
use locale::{Locale, Words, ids};
use record::LONGEST_WAIT;
use serenity::all::Context;
use std::sync::Arc;
use std::time::Instant;

/// Records how a pass over tournament `tid`'s games ended (`waiting`:
/// the boards still without a place) and tells its organizer what
/// changed: which boards wait and why (a new message, pinging them), or
/// that none waits any more (the same message, edited). Boards that wait
/// are tried again in the background.
pub(crate) async fn report(data: &Data, tid: i64, waiting: Vec<Waiting>) {
    let games: Vec<host::GameId> = waiting.iter().map(|w| w.game).collect();
    let at = waiting.first().map(|w| (w.round, &w.channel));
    let Some((changed, key, channel)) = data.waiting_boards.note(tid, games, at) else {
        return;
    };
    if !changed {
        return;
    }
    let Some(info) = data.tournaments.info(&channel, tid).await else {
        return;
    };
    let view = if waiting.is_empty() {
        // Nothing waits: the organizer's message says so (an edit:
        // nobody is pinged again). A tournament that ended meanwhile
        // says nothing more.
        if !data.tournaments.live_ids().contains(&tid) {
            return;
        }
        said_notice(&channel, none_waiting_text(&info.name, &key))
    } else {
        let organizer = info.organizer.id.clone();
        // Why, to the organizer alone: once per reason, naming its boards.
        let mut whys: Vec<&locale::Words> = waiting.iter().map(|w| &w.why).collect();
        whys.dedup();
        for why in whys {
            let games: Vec<String> = waiting
                .iter()
                .filter(|w| &w.why == why)
                .map(|w| host::plain_text::title(&w.name))
                .collect();
            crate::threads::tell_organizer(data, &channel, tid, &games, why).await;
        }
        said_notice(&channel, waiting_text(&organizer, &info.name, &waiting))
            .mentioning(vec![organizer])
    };
    let mut view = view.key(key.clone());
    view.replaces = Some(key);
    view.event = Some(tid);
    crate::post::post_view(data, view).await;
}

/// A public notice at `place` in `words`, said in the server's language
/// when it is posted.
fn said_notice(place: &host::Place, words: Words) -> View {
    let text = words.text(Locale::EnUs);
    View {
        words: Some(words),
        ..View::notice(place, text)
    }
}

/// The organizer's message about the boards of a round that wait.
fn waiting_text(organizer: &str, tournament: &str, waiting: &[Waiting]) -> Words {
    let round = waiting.first().map_or(0, |w| w.round);
    let names: Vec<String> = waiting
        .iter()
        .map(|w| format!("**{}**", host::plain_text::title(&w.name)))
        .collect();
    Words::new(ids::DISCORD_BOARDS_WAITING)
        .arg("organizer", organizer)
        .arg("round", round)
        .arg("tournament", host::plain_text::title(tournament))
        .arg("count", waiting.len())
        .arg("boards", names.join(", "))
}

/// The organizer's message once no board waits.
fn none_waiting_text(tournament: &str, key: &str) -> Words {
    let round = key.rsplit(':').next().unwrap_or("?");
    Words::new(ids::DISCORD_BOARDS_NONE_WAITING)
        .arg("round", round)
        .arg("tournament", host::plain_text::title(tournament))
}

/// The background worker: tries the threads of each tournament's waiting
/// boards when they are due ([`record::wait_before`]), once each
/// ([`Patience::Once`]), and reports how it went.
pub(crate) async fn run(ctx: Context, data: Arc<Data>) {
    loop {
        let (due, next) = data.waiting_boards.due();
        for tid in due {
            if !data.tournaments.live_ids().contains(&tid) {
                data.waiting_boards.forget(tid);
                continue;
            }
            let pass = open_threads_of(&ctx, &data, tid, Patience::Once).await;
            if !pass.opened.is_empty() {
                tracing::info!(
                    "tournament {tid}: opened {} thread(s) of boards that waited",
                    pass.opened.len()
                );
            }
            report(&data, tid, pass.waiting).await;
        }
        let sleep = next.map_or(LONGEST_WAIT, |n| {
            n.saturating_duration_since(Instant::now())
        });
        tokio::select! {
            _ = tokio::time::sleep(sleep) => {}
            _ = data.waiting_boards.wake.notified() => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn waiting(game: i64, name: &str, why: &str) -> Waiting {
        Waiting {
            game,
            round: 2,
            name: name.into(),
            channel: host::Place::channel("1", "2"),
            why: locale::Words::verbatim(why),
        }
    }

    #[test]
    fn the_organizer_is_told_in_public_which_boards_wait_but_not_why() {
        let cap = "this server has reached Discord's cap on active threads (error 160006)";
        let two = waiting_text(
            "9",
            "Cup",
            &[
                waiting(1, "R2 · a vs b", cap),
                waiting(2, "R2 · c vs d", cap),
            ],
        );
        let text = two.text(Locale::EnUs);
        assert!(
            text.starts_with("<@9> Round 2 of **Cup**: 2 boards have"),
            "{text}"
        );
        assert!(text.contains("**R2 · a vs b**, **R2 · c vs d**"), "{text}");
        assert!(
            !text.contains("160006"),
            "why is the organizer's alone (told privately): {text}"
        );
        assert!(text.contains("no-show time starts only once"), "{text}");
        let one = waiting_text("9", "[x](https://a.b)", &[waiting(1, "R2 · *a* vs b", cap)])
            .text(Locale::EnUs);
        assert!(one.contains("1 board has"), "{one}");
        assert!(!one.contains("[x](https"), "names are plain text: {one}");
        assert!(one.contains(r"R2 · \*a\* vs b"), "{one}");
        assert_eq!(
            none_waiting_text("Cup", "boards-waiting:7:2").text(Locale::EnUs),
            "Round 2 of **Cup**: no board waits for its thread any more."
        );
        // In the server's language, its plural by the language's rules.
        let ru = two.text(Locale::Ru);
        assert!(
            ru.starts_with("<@9> Тур 2 турнира **Cup**: 2 доски ещё не дошли"),
            "{ru}"
        );
        let pl = waiting_text("9", "Cup", &[waiting(1, "R2 · a vs b", cap)]).text(Locale::Pl);
        assert!(pl.contains("1 szachownica nie dotarła"), "{pl}");
    }
}
