//! Buttons (Accept / Decline, shoot-down answers, steering, draw offers,
//! Rematch)
//! and plain messages typed in a game's thread. Threads are opened in
//! [`crate::threads`].
//!
//! Button ids are the host's stable action ids (`cp:g12:7:x:c8e6`), derived
//! from stored state: they work after a restart, and an outdated one is
//! answered "This question has ended." by the host.

use crate::data::Data;
use crate::data::{is_flight_text, player_named};
use crate::deliver::{Origin, ReplyRules, act_and_answer, post_all};
use crate::post::reply_in_channel;
use crate::present::Outgoing;
use crate::threads::{GameThread, into_thread, thread_name};
use host::{Action, ActionId, ActionOwner, Audience, Play, View};
use locale::{Words, ids};
use serenity::all::{ComponentInteraction, Context, CreateInteractionResponse, Message};

/// Handles a button press.
pub(crate) async fn on_button(ctx: &Context, data: &Data, ci: &ComponentInteraction) {
    let custom_id = ci.data.custom_id.clone();
    let Ok(action_id) = custom_id.parse::<ActionId>() else {
        let (_, member) = crate::language::of_reader(data, ci.guild_id, &ci.locale).await;
        let ended = Words::new(ids::DISCORD_GAME_BUTTON_ENDED).text(member);
        let r = CreateInteractionResponse::Message(Outgoing::text(ended).response(true));
        let _ = ci.create_response(ctx, r).await;
        return;
    };
    let place = data
        .places
        .of_interaction(ci.guild_id, ci.channel_id, ci.channel.as_ref());
    let player = player_named(&ci.user, ci.member.as_ref().and_then(|m| m.nick.as_deref()));
    // A tournament's or a season's button: its owner answers.
    let owner = action_id.owner();
    if owner != ActionOwner::Host {
        let roles: Vec<String> = ci
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.to_string()).collect())
            .unwrap_or_default();
        let (tournaments, seasons) = (data.tournaments.clone(), data.seasons.clone());
        let work = async move {
            let views = match owner {
                ActionOwner::Tournaments => {
                    tournaments
                        .button(&player, &roles, &place, &action_id)
                        .await
                }
                _ => seasons.button(&player, &place, &action_id).await,
            };
            views.unwrap_or_default()
        };
        act_and_answer(
            ctx,
            data,
            Origin::Component(ci),
            work,
            ReplyRules::default(),
        )
        .await;
        return;
    }
    let host = data.host.clone();
    let rules = ReplyRules::default();
    match action_id {
        ActionId::Accept { challenge } => {
            let work = async {
                let info = match host.check_accept(&player.id, challenge).await {
                    Ok(info) => info,
                    Err(why) => return vec![View::error(&place, &player.id, why.to_string())],
                };
                // The accept is committed first (two people accepting at
                // once: one game, no stray thread); then the game moves
                // into a thread on the challenge's message. Meanwhile it
                // waits at a place of its own, so other challenges in the
                // channel can be accepted at the same moment.
                let accept = match place.thread {
                    None => Action::AcceptIntoThread { challenge },
                    Some(_) => Action::Accept {
                        challenge,
                        thread: None,
                    },
                };
                let views = host.act(&player, &place, accept).await;
                let started = views
                    .iter()
                    .find(|v| v.kind == host::ViewKind::GameStart)
                    .and_then(|v| v.game);
                let (Some(game), None) = (started, &place.thread) else {
                    return views;
                };
                let opponent_name = info
                    .opponent
                    .as_ref()
                    .map(|o| o.name.clone())
                    .unwrap_or_else(|| player.name.clone());
                let name = thread_name(&info.challenger.name, &opponent_name);
                let opening = GameThread {
                    channel: ci.channel_id,
                    message: Some(ci.message.id),
                    name,
                };
                into_thread(ctx, data, opening, game, &place, views, &player.id).await
            };
            act_and_answer(ctx, data, Origin::Component(ci), work, rules).await;
        }
        ActionId::Rematch { .. } => {
            let work = async {
                // The rematch (when this press takes the other player's
                // offer) starts at a provisional place of the channel and
                // moves into a new thread of its own.
                let views = host.act(&player, &place, Action::Button(custom_id)).await;
                let Some((game, started)) = views
                    .iter()
                    .find(|v| v.kind == host::ViewKind::GameStart)
                    .and_then(|v| Some((v.game?, v.place.clone())))
                else {
                    return views;
                };
                let Some(channel) = crate::places::channel_of(&started.without_thread()) else {
                    return views;
                };
                let name = match host.game_info(game).await {
                    Some(info) => thread_name(&info.players[0].name, &info.players[1].name),
                    None => thread_name(&player.name, "rematch"),
                };
                let opening = GameThread {
                    channel,
                    message: None,
                    name,
                };
                into_thread(ctx, data, opening, game, &place, views, &player.id).await
            };
            act_and_answer(ctx, data, Origin::Component(ci), work, rules).await;
        }
        _ => {
            let work = async { host.act(&player, &place, Action::Button(custom_id)).await };
            act_and_answer(ctx, data, Origin::Component(ci), work, rules).await;
        }
    }
}

/// Whether a plain message looks like a move or flight (and not chat).
pub(crate) fn looks_like_move(text: &str) -> bool {
    let t = text.trim();
    if t.is_empty() || t.len() > 40 || t.contains(char::is_whitespace) {
        return false;
    }
    let has_square = t
        .as_bytes()
        .windows(2)
        .any(|w| (b'a'..=b'h').contains(&w[0]) && (b'1'..=b'8').contains(&w[1]));
    let castles = matches!(
        t.trim_end_matches(['+', '#']),
        "O-O" | "O-O-O" | "0-0" | "0-0-0"
    );
    (has_square || castles)
        && t.chars()
            .all(|c| "abcdefgh12345678KQRBNOqrbn0x+#=>*-".contains(c))
}

/// Handles a plain message: in a game's place, from the player who must
/// act, text that looks like a move (or a shoot-down answer) is played.
pub(crate) async fn on_message(ctx: &Context, data: &Data, msg: &Message) {
    if msg.author.bot || msg.webhook_id.is_some() {
        return;
    }
    let text = msg.content.trim();
    if !looks_like_move(text) && !text.eq_ignore_ascii_case("pass") {
        return;
    }
    let _running = data.in_flight.enter();
    let place = data
        .places
        .of_channel(ctx, msg.guild_id, msg.channel_id)
        .await;
    let host = &data.host;
    // Typed in a game's thread the moment it exists: waits for its game.
    data.threads_opening
        .wait_for_game(host, &place, crate::commands::WAIT_FOR_THREADS_GAME)
        .await;
    let Some(game) = host.game_at(&place) else {
        return;
    };
    let Some(info) = host.game_info(game).await else {
        return;
    };
    let author = msg.author.id.to_string();
    if info.to_act != author {
        return;
    }
    let player = player_named(
        &msg.author,
        msg.member.as_ref().and_then(|m| m.nick.as_deref()),
    );
    if host.pending_question(game).await.is_none() {
        if text.eq_ignore_ascii_case("pass") {
            return;
        }
        if is_flight_text(text) {
            hide_typed_flight(ctx, data, msg).await;
        }
    }
    // When the message was written: the host refuses text written before
    // the game last changed (a shoot-down typed before its question ran
    // out is never played as a quiet move) and decides, under the game's
    // lock, whether it answers the pending question or is a move.
    let action = Action::Play(Play::Typed {
        text: text.to_string(),
        sent_ms: msg.timestamp.timestamp_millis(),
    });
    let started = std::time::Instant::now();
    let views = host.act(&player, &place, action).await;
    crate::metrics::METRICS.action(started.elapsed());
    let mut public = Vec::new();
    for v in views {
        match &v.audience {
            Audience::Only(u) if v.is_error() && *u == author => {
                reply_in_channel(ctx, msg.channel_id, msg.id, v.text.clone(), &[]).await;
            }
            Audience::Only(_) => {
                // Steering or other private views cannot be shown from a
                // plain message; the player can use /fire instead.
            }
            Audience::Public => public.push(v),
        }
    }
    post_all(ctx, data, public).await;
}

/// Deletes a typed flight (its text shows the whole path) where the bot may
/// manage messages; otherwise tells the player, once, how to fire unseen.
async fn hide_typed_flight(ctx: &Context, data: &Data, msg: &Message) {
    if msg.delete(ctx).await.is_ok() {
        return;
    }
    let first_time = data
        .warned_flight
        .lock()
        .expect("warned")
        .insert(msg.author.id.get());
    if first_time {
        // A reply in the channel: in the server's language.
        let guild = msg.guild_id.map(|g| g.to_string()).unwrap_or_default();
        let l = crate::language::of_server(data, &guild).await;
        let text = Words::new(ids::DISCORD_GAME_TYPED_FLIGHT_SHOWN).text(l);
        reply_in_channel(ctx, msg.channel_id, msg.id, text, &[msg.author.id]).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_chat() {
        for m in [
            "e4",
            "Nf3",
            "e2e4",
            "e7e8q",
            "O-O",
            "0-0-0+",
            "e4>e5>e6>d7",
            "e4*",
            "Bxe6",
            "exd5",
        ] {
            assert!(looks_like_move(m), "{m}");
        }
        for m in [
            "hello",
            "good game",
            "",
            "lol",
            "e4 is best",
            "xyz",
            "https://x.y",
        ] {
            assert!(!looks_like_move(m), "{m}");
        }
    }
}
