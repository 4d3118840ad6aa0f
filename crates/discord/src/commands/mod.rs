//! The slash commands. Each turns its options into one host action and
//! answers with the views the host returns (see `deliver`).

use crate::data::{Ctx, Error, SharedData, player_named};
use crate::deliver::{Origin, ReplyRules, act_and_answer_from};
use crate::present::Outgoing;
use host::Action;
use locale::{Words, ids};
use poise::FrameworkError;
use serenity::all::{CommandInteraction, CreateInteractionResponse};
use std::sync::atomic::Ordering;

mod choices;
mod game;
mod help;
mod puzzle;
mod ratings;
mod season;
mod settings;
mod tournament;
mod words;

pub(crate) use help::on_topic_picked;

/// All commands, in the order `/help` lists them.
pub(crate) fn all() -> Vec<poise::Command<SharedData, Error>> {
    vec![
        game::challenge(),
        game::move_(),
        game::fire(),
        game::resign(),
        game::draw(),
        game::claim(),
        game::abort(),
        game::board(),
        game::export(),
        game::analyse(),
        ratings::leaderboard(),
        ratings::profile(),
        puzzle::puzzle(),
        tournament::tournament(),
        season::season(),
        settings::settings(),
        help::rules(),
        help::help(),
    ]
}

/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = 25;

/// The commands as registered with Discord (the JSON sent): each option
/// as its parameter declares it (its type, choices and bounds; see
/// `choices`), a command with subcommands (`/tournament`, and `/tournament
/// create` with a subcommand per format) with them, and every name and
/// description in every shipped language (see `words`).
pub(crate) fn registration(cmds: &[poise::Command<SharedData, Error>]) -> Vec<serde_json::Value> {
    cmds.iter()
        .filter_map(poise::Command::create_as_slash_command)
        .map(|c| {
            let mut c = serde_json::to_value(c).expect("a command serializes");
            words::localize(&mut c);
            c
        })
        .collect()
}

fn app<'a>(ctx: Ctx<'a>) -> Option<poise::ApplicationContext<'a, SharedData, Error>> {
    match ctx {
        poise::Context::Application(a) => Some(a),
        poise::Context::Prefix(_) => None,
    }
}

/// Answers the command with one ephemeral text and nothing public.
/// Defers the command's answer, privately, before work that asks Discord
/// (which may take longer than the 3 seconds an answer may wait); the
/// answer then comes by [`refuse`] or [`reply`].
async fn defer_private(ctx: Ctx<'_>) {
    let Some(a) = app(ctx) else { return };
    if a.has_sent_initial_response.swap(true, Ordering::SeqCst) {
        return;
    }
    let r = CreateInteractionResponse::Defer(
        serenity::all::CreateInteractionResponseMessage::new().ephemeral(true),
    );
    // Tried again through Discord's hiccups, as every answer is.
    Origin::Command(a.interaction)
        .respond(ctx.serenity_context(), r)
        .await;
}

/// A refusal's text: said already, or words to say in the member's
/// language ([`crate::language::of_answer`]).
pub(crate) enum Said {
    Text(String),
    Words(Words),
}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::Text(text)
    }
}

impl From<&str> for Said {
    fn from(text: &str) -> Said {
        Said::Text(text.to_string())
    }
}

impl From<Words> for Said {
    fn from(words: Words) -> Said {
        Said::Words(words)
    }
}

/// Refuses the command privately with `text`, said in the member's
/// language when it is words.
async fn refuse(ctx: Ctx<'_>, text: impl Into<Said>) -> Result<(), Error> {
    let text = match text.into() {
        Said::Text(t) => t,
        Said::Words(w) => w.text(crate::language::of_answer(ctx).await),
    };
    let text = host::plain_text::sentence(&text);
    reply(ctx, Outgoing::text(text), true).await
}

/// Answers the command with `out` (ephemeral or public; a command that
/// deferred first, with [`defer_private`], fills its private answer in);
/// the rest of a text too long for one message follows in follow-ups.
async fn reply(ctx: Ctx<'_>, out: Outgoing, ephemeral: bool) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    let deferred = a.has_sent_initial_response.swap(true, Ordering::SeqCst);
    // The one way of answering (tried again through Discord's hiccups).
    let origin = Origin::Command(a.interaction);
    let http = ctx.serenity_context();
    if deferred {
        origin.edit_original(http, out).await;
    } else {
        origin.respond_message(http, out, ephemeral).await;
    }
    Ok(())
}

/// The command's user as a host player, named as the server shows them
/// (nickname, else display name, else username).
fn member_player(ci: &CommandInteraction) -> host::Player {
    player_named(&ci.user, ci.member.as_ref().and_then(|m| m.nick.as_deref()))
}

/// `user` (a user option of the command) as a host player, named as the
/// server shows them (the option's resolved member carries the nickname).
fn option_player(ci: &CommandInteraction, user: &serenity::all::User) -> host::Player {
    let nick = ci
        .data
        .resolved
        .members
        .get(&user.id)
        .and_then(|m| m.nick.as_deref());
    player_named(user, nick)
}

/// The host place of a command: its channel, or the game's thread.
fn place_of(data: &crate::data::Data, ci: &CommandInteraction) -> host::Place {
    data.places
        .of_interaction(ci.guild_id, ci.channel_id, ci.channel.as_ref())
}

/// Runs `action` for the command's user at the command's place and answers.
/// When the answer may be public, it is the action's public view itself
/// (the board a `/move` made: [`host::Host::act_answered`]), never a
/// separate "Done.".
async fn run(ctx: Ctx<'_>, action: Action, rules: ReplyRules) -> Result<(), Error> {
    let answered = rules.answers_publicly();
    run_with(ctx, rules, move |data, player, place| {
        let host = data.host.clone();
        async move {
            if answered {
                host.act_answered(&player, &place, action).await
            } else {
                host.act(&player, &place, action).await
            }
        }
    })
    .await
}

/// How long an action sent in a thread waits for its game while the bot
/// is moving the game into it (see `ThreadsOpening`): thread creation
/// under Discord's rate limits can take seconds; the answer is deferred
/// meanwhile.
pub(crate) const WAIT_FOR_THREADS_GAME: std::time::Duration = std::time::Duration::from_secs(10);

/// Answers the command with the views `work` returns, given the command's
/// user and place (deferring first if it takes long, see `deliver`).
async fn run_with<Fut>(
    ctx: Ctx<'_>,
    rules: ReplyRules,
    work: impl FnOnce(&crate::data::Data, host::Player, host::Place) -> Fut,
) -> Result<(), Error>
where
    Fut: std::future::Future<Output = Vec<host::View>>,
{
    let Some(a) = app(ctx) else { return Ok(()) };
    let ci: &CommandInteraction = a.interaction;
    let data = ctx.data();
    let place = place_of(data, ci);
    let player = member_player(ci);
    // A command that deferred (to ask Discord something first) is
    // answered by filling in its deferred answer.
    let deferred = a.has_sent_initial_response.swap(true, Ordering::SeqCst);
    let work = async move {
        // Sent in a game's thread the moment it exists: waits for its game.
        data.threads_opening
            .wait_for_game(&data.host, &place, WAIT_FOR_THREADS_GAME)
            .await;
        work(data, player, place).await
    };
    act_and_answer_from(
        ctx.serenity_context(),
        data,
        Origin::Command(ci),
        work,
        rules,
        deferred,
    )
    .await;
    Ok(())
}

/// Whether the member of command `ci`, asking at `asked_at`, may be
/// answered about what lives at `target` (a game's or a tournament's
/// place): always for another server's (which the host and the
/// tournaments answer as unknown), else when they can see its channel
/// (View Channel, [`crate::server_permissions::member_sees`]). `Err`: the
/// answer to give instead (the server could not be read), in words the
/// answer says in the member's language ([`error_said`]).
async fn may_see_said(
    ctx: &serenity::all::Context,
    ci: &CommandInteraction,
    asked_at: &host::Place,
    target: &host::Place,
) -> Result<bool, Words> {
    if target.guild != asked_at.guild {
        return Ok(true);
    }
    crate::server_permissions::member_sees(ctx, ci, asked_at, target).await
}

/// An error for `user` alone at `place` saying `words` (in their language
/// when the answer is given; its text the en-US form).
fn error_said(place: &host::Place, user: &str, words: Words) -> host::View {
    let text = words.text(locale::Locale::EnUs);
    host::View {
        words: Some(words),
        ..host::View::error(place, user, text)
    }
}

fn public() -> ReplyRules {
    ReplyRules {
        public_reply: true,
        ..ReplyRules::default()
    }
}

/// The answer of a command that only informs its asker (`/profile`,
/// `/leaderboard`, `/tournament standings`): private unless `public:true`.
fn asked(public: Option<bool>) -> ReplyRules {
    ReplyRules {
        public_reply: true,
        only_asker: !public.unwrap_or(false),
        ..ReplyRules::default()
    }
}

/// Reports errors the framework found before a command ran (malformed
/// options, outdated command definitions) to the user, ephemerally.
pub(crate) async fn on_error(err: FrameworkError<'_, SharedData, Error>) {
    let (ctx, words) = match err {
        FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => (
            ctx,
            match input {
                Some(i) => Words::new(ids::DISCORD_MALFORMED_OPTION_INPUT).arg("input", i),
                None => Words::new(ids::DISCORD_MALFORMED_OPTION),
            }
            .arg("error", error.to_string()),
        ),
        FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::warn!(
                "/{}: its options do not match the bot's ({description})",
                ctx.command().name
            );
            (
                poise::Context::Application(ctx),
                Words::new(ids::DISCORD_COMMAND_OUTDATED),
            )
        }
        FrameworkError::Command { error, ctx, .. } => {
            tracing::error!("command /{} failed: {error:#}", ctx.command().name);
            (
                ctx,
                Words::new(ids::DISCORD_SOMETHING_WENT_WRONG).arg("error", error.to_string()),
            )
        }
        FrameworkError::GuildOnly { ctx, .. } => (ctx, Words::new(ids::DISCORD_SERVER_ONLY)),
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while reporting an error: {e}");
            }
            return;
        }
    };
    let text = words.text(crate::language::of_answer(ctx).await);
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!("could not report an error: {e}");
    }
}

/// Takes out of `views` the notices for `actor` alone that come beside a
/// public post (why the server's role is no prize of her tournament or
/// season): the public post stays the command's answer, and they follow
/// it privately. Nothing without a public post (a refusal is the answer
/// itself).
pub(super) fn notes_beside_a_post(views: &mut Vec<host::View>, actor: &str) -> Vec<host::View> {
    let for_actor = |v: &host::View| matches!(&v.audience, host::Audience::Only(u) if u == actor);
    if !views.iter().any(|v| v.audience == host::Audience::Public) {
        return Vec::new();
    }
    let (notes, rest): (Vec<_>, Vec<_>) = std::mem::take(views)
        .into_iter()
        .partition(|v| for_actor(v) && !v.is_error());
    *views = rest;
    notes
}

#[cfg(test)]
mod tests;
