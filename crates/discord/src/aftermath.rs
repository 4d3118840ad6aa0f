//! What follows a game's post once its message is out, whichever way it
//! went out: the outbox's delivery worker, or an interaction's answer that
//! showed it ([`crate::deliver`]).

use crate::data::Data;
use crate::post::{delivered, delivery};
use host::View;
use serenity::all::{ChannelId, Http};
use std::sync::Arc;

/// What follows a game's post once its message is out, whichever way it
/// went (the outbox's worker, or an interaction's answer that showed it):
/// its shoot-down question's time runs from then, a tournament game's
/// no-show time starts with its board, and a game's end in its own
/// thread archives the thread a while after (Discord caps a server's
/// active threads).
pub(crate) struct Aftermath {
    question: Option<(i64, String)>,
    board: Option<i64>,
    ended_in: Option<(u64, host::Place)>,
}

impl Aftermath {
    /// What follows `v` once it is out (read before it is sent).
    pub(crate) fn of(v: &View) -> Aftermath {
        let board = matches!(v.kind, host::ViewKind::GameStart | host::ViewKind::Board)
            .then_some(v.game)
            .flatten();
        let ended_in = (v.kind == host::ViewKind::GameEnd)
            .then(|| {
                let thread = v.place.thread.as_deref()?.parse::<u64>().ok()?;
                Some((thread, v.place.clone()))
            })
            .flatten();
        Aftermath {
            question: delivery(v),
            board,
            ended_in,
        }
    }

    /// The post's message is out: its question is delivered and its board
    /// posted (see [`Aftermath::archive`] for its thread).
    pub(crate) async fn shown(self, data: &Data) {
        delivered(data, self.question).await;
        if let Some(game) = self.board {
            data.tournaments.board_posted(game).await;
        }
    }

    /// Archives the thread of a game's end a while after, if it is one.
    pub(crate) fn archive(&self, data: &Data, http: &Arc<Http>) {
        if let Some((thread, place)) = &self.ended_in {
            crate::threads::archive_later(
                http.clone(),
                ChannelId::new(*thread),
                data.thread_archive_after,
                (data.host.clone(), place.clone()),
            );
        }
    }

    /// Its shoot-down question, for a post that could not go out.
    pub(crate) fn question(&self) -> Option<&(i64, String)> {
        self.question.as_ref()
    }
}
