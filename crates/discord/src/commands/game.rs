//! Game commands: challenge, play and end a game.

use super::choices::Choice;
use super::{MAX_CHOICES, app, public, refuse, run, run_with};
use crate::data::{Ctx, Error, SharedData, is_flight_text, player_of};
use crate::deliver::{Origin, ReplyRules, act_and_answer};
use crate::threads::{GameThread, into_thread, thread_name};
use host::{Action, ColorChoice, GameSettings, Play, Player, TimeControl, View};
use locale::{Words, ids};
use serenity::all::{AutocompleteChoice, CommandInteraction, CreateAutocompleteResponse, User};
use std::sync::atomic::Ordering;

/// Challenge someone (or anyone) to a game of Cruise Pawns.
// A slash command's options are its parameters (poise), one each.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Ctx<'_>,
    #[description = "Who you challenge (leave empty: anyone may accept)"] opponent: Option<User>,
    #[description = "The game: cruise (default), cruise-forward, chess, pawns, pawns-cruise"]
    preset: Option<Choice<engine::Preset>>,
    #[description = "Your colour: white, black or random (default random)"] color: Option<
        Choice<ColorChoice>,
    >,
    #[description = "May missiles strike the king? (default yes)"] king_strikes: Option<bool>,
    #[description = "Time to shoot a missile down: 30s, 5m, 2h, 1d or seconds (5s to 24h; default 30s, 12h corresp.)"]
    intercept: Option<String>,
    #[description = "Time control: 10+5 (minutes + seconds a move), 3d (days a move), or none"]
    time: Option<String>,
    #[description = "Does the game count for ratings? (default yes; only with king strikes on)"]
    rated: Option<bool>,
    #[description = "Against me (name me as opponent): my level, 1 (weakest) to 8 (strongest), default 4"]
    #[min = 1]
    #[max = 8]
    level: Option<u8>,
) -> Result<(), Error> {
    let me = ctx.author().id;
    let against_me = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id());
    if let Some(o) = &opponent {
        if o.id == me {
            return refuse(ctx, Words::new(ids::DISCORD_GAME_CHALLENGE_YOURSELF)).await;
        }
        if o.bot && !against_me {
            return refuse(ctx, Words::new(ids::DISCORD_GAME_CHALLENGE_A_BOT)).await;
        }
    }
    if level.is_some() && !against_me {
        return refuse(ctx, Words::new(ids::DISCORD_GAME_LEVEL_WITHOUT_ME)).await;
    }
    let mut settings = GameSettings::default();
    if let Some(Choice(p)) = preset {
        settings.preset = p;
    }
    if let Some(Choice(c)) = color {
        settings.color = c;
    }
    if let Some(k) = king_strikes {
        settings.king_strikes = k;
    }
    if let Some(r) = rated {
        settings.rated = r;
    }
    if let Some(t) = time.as_deref() {
        match t.parse::<TimeControl>() {
            Ok(t) => settings.time = t,
            Err(e) => return refuse(ctx, with_error(ids::DISCORD_TOURNAMENT_BAD_TIME, e)).await,
        }
    }
    // Read after `time`: without `intercept`, correspondence games get 12 h.
    if let Err(e) = settings.set_intercept(intercept.as_deref()) {
        return refuse(ctx, with_error(ids::DISCORD_TOURNAMENT_BAD_INTERCEPT, e)).await;
    }
    if let Err(e) = settings.validate() {
        return refuse(ctx, with_error(ids::DISCORD_GAME_BAD_SETTINGS, e)).await;
    }
    let opponent = match (&opponent, app(ctx)) {
        (Some(o), Some(a)) => Some(super::option_player(a.interaction, o)),
        (Some(o), None) => Some(player_of(o)),
        (None, _) => None,
    };
    if let Some(bot) = opponent.clone().filter(|_| against_me) {
        let level = level.unwrap_or(ai::Level::DEFAULT.get());
        let Some(level) = ai::Level::new(level) else {
            return refuse(
                ctx,
                Words::new(ids::DISCORD_GAME_BAD_LEVEL).arg("level", level),
            )
            .await;
        };
        settings.ai = Some(host::AiOpponent {
            user: bot.id.clone(),
            level: level.get(),
        });
        return play_ai(ctx, settings, bot).await;
    }
    run(ctx, Action::Challenge { opponent, settings }, public()).await
}

/// A challenge to the bot itself: the game against the AI starts at once
/// (never rated) in a thread of its own; the channel gets a line saying where.
async fn play_ai(ctx: Ctx<'_>, settings: GameSettings, bot: Player) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    let ci: &CommandInteraction = a.interaction;
    let data = ctx.data();
    let sctx = ctx.serenity_context();
    let place = data
        .places
        .of_interaction(ci.guild_id, ci.channel_id, ci.channel.as_ref());
    let player = super::member_player(ci);
    let level = settings.ai.as_ref().map_or(0, |ai| ai.level);
    a.has_sent_initial_response.store(true, Ordering::SeqCst);
    let work = async {
        let challenge = Action::Challenge {
            opponent: Some(bot.clone()),
            settings,
        };
        let views = data.host.act(&player, &place, challenge).await;
        let started = views
            .iter()
            .find(|v| v.kind == host::ViewKind::GameStart)
            .and_then(|v| v.game);
        let (Some(game), None) = (started, &place.thread) else {
            return views; // refused, or already in a thread: played there
        };
        let opening = GameThread {
            channel: ci.channel_id,
            message: None,
            name: thread_name(&player.name, &bot.name),
        };
        let mut views = into_thread(sctx, data, opening, game, &place, views, &player.id).await;
        if let Some(thread) = views.iter().find_map(|v| v.place.thread.clone()) {
            views.insert(
                0,
                said_notice(
                    &place,
                    crate::present::ai_game_where(&player.name, level, &thread),
                ),
            );
        }
        views
    };
    act_and_answer(sctx, data, Origin::Command(ci), work, public()).await;
    Ok(())
}

/// Suggests the legal moves that match what is typed (SAN first, then
/// flights by launch square; at most 25).
async fn autocomplete_move(
    ctx: poise::ApplicationContext<'_, SharedData, Error>,
    partial: &str,
) -> CreateAutocompleteResponse {
    let ci = ctx.interaction;
    let d = ctx.data();
    let place = super::place_of(d, ci);
    let moves = d
        .host
        .suggest_moves(&place, &ci.user.id.to_string(), partial, MAX_CHOICES)
        .await;
    let choices = moves
        .into_iter()
        .take(MAX_CHOICES)
        .map(|m| AutocompleteChoice::new(m.clone(), m))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Play a move (SAN or UCI, e.g. Nf3 or g1f3) or fire a whole flight (e4>e5>e6>d7, e4*).
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn move_(
    ctx: Ctx<'_>,
    #[description = "The move: Nf3, e2e4, a flight e4>e5>e6>d7, or e4* to self-destruct"]
    #[autocomplete = "autocomplete_move"]
    #[rename = "move"]
    text: String,
) -> Result<(), Error> {
    let text = text.trim().to_string();
    if text.is_empty() {
        return refuse(ctx, Words::new(ids::DISCORD_GAME_TYPE_A_MOVE)).await;
    }
    // With a puzzle open and no game here, the move answers the puzzle
    // (privately, as every view of it is).
    if let Some(a) = super::app(ctx) {
        let data = ctx.data();
        let place = super::place_of(data, a.interaction);
        let player = super::member_player(a.interaction);
        if super::puzzle::answers_puzzle(&data.host, &player, &place).await {
            return run_with(ctx, ReplyRules::default(), move |data, player, place| {
                let host = data.host.clone();
                async move { host.puzzle_answer(&player, &place, &text).await }
            })
            .await;
        }
    }
    let rules = if is_flight_text(&text) {
        ReplyRules {
            public_reply: false,
            ack: Some(Words::new(ids::DISCORD_GAME_FLIGHT_RECEIVED)),
            ..ReplyRules::default()
        }
    } else {
        public()
    };
    run(ctx, Action::Play(Play::Move(text)), rules).await
}

/// Fire a pawn and steer its missile one square at a time with buttons.
#[poise::command(slash_command, guild_only)]
pub async fn fire(
    ctx: Ctx<'_>,
    #[description = "The square of the pawn that fires, e.g. e4"] pawn: String,
) -> Result<(), Error> {
    let sq = pawn.trim().to_ascii_lowercase();
    if engine::Square::from_name(&sq).is_none() {
        return refuse(
            ctx,
            Words::new(ids::DISCORD_GAME_NOT_A_SQUARE).arg("pawn", pawn.as_str()),
        )
        .await;
    }
    run(
        ctx,
        Action::Play(Play::Fire(sq)),
        ReplyRules {
            public_reply: false,
            ack: Some(Words::new(ids::DISCORD_GAME_STEERING_STARTED)),
            ..ReplyRules::default()
        },
    )
    .await
}

/// Resign the game in this thread.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Play(Play::Resign), public()).await
}

/// Offer a draw (your opponent gets Accept / Decline).
#[poise::command(slash_command, guild_only)]
pub async fn draw(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Play(Play::OfferDraw), public()).await
}

/// Claim the win when your opponent let the move limit pass, or a draw by repetition or 50 moves.
#[poise::command(slash_command, guild_only)]
pub async fn claim(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Play(Play::Claim), public()).await
}

/// Call the game off (only before both sides have moved).
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Play(Play::Abort), public()).await
}

/// Show the current board again.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Board, public()).await
}

/// The game record as a file (PGN with flights).
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Export, public()).await
}

/// Analyse a finished game of this server: chart, accuracy, mistakes and the better moves.
#[poise::command(slash_command, guild_only)]
pub async fn analyse(
    ctx: Ctx<'_>,
    #[description = "The game's number (its end and its web page show it)"]
    #[min = 1]
    game: i64,
) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    let serenity = ctx.serenity_context();
    run_with(ctx, ReplyRules::default(), |data, player, place| {
        let host = data.host.clone();
        async move {
            // A game of a channel the member cannot see is answered as one of
            // another server (the host's own words for it).
            if let Some(at) = host.game_place(game).await {
                match super::may_see_said(serenity, a.interaction, &place, &at).await {
                    Ok(true) => {}
                    Ok(false) => {
                        let why = host::Refusal::NoSuchGame { game };
                        return vec![View::refused(&place, &player.id, &why)];
                    }
                    Err(why) => return vec![super::error_said(&place, &player.id, why)],
                }
            }
            host.act(&player, &place, Action::Analyse { game }).await
        }
    })
    .await
}
/// Message `id` with a setting typed wrong as its `$error`, both said in
/// the reader's language.
pub(super) fn with_error(id: &str, error: host::SettingsError) -> Words {
    Words::new(id).arg("error", error.words())
}

/// A notice for everyone at `place` in `words` (said at the edge in the
/// server's language).
fn said_notice(place: &host::Place, words: Words) -> View {
    let text = words.text(locale::Locale::EnUs);
    View {
        words: Some(words),
        ..View::notice(place, text)
    }
}
