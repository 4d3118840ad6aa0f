//! The slash commands. Each turns its options into one host action and
//! answers with the views the host returns (see `deliver`).

use crate::components::{GameThread, into_thread, thread_name};
use crate::data::{Ctx, Error, SharedData, is_flight_text, player_of};
use crate::deliver::{Origin, ReplyRules, act_and_answer};
use crate::present::Outgoing;
use host::{Action, ColorChoice, GameSettings, Player, TimeControl, View};
use poise::FrameworkError;
use serenity::all::{
    AutocompleteChoice, CommandInteraction, CommandOptionType, CreateAttachment,
    CreateAutocompleteResponse, CreateCommand, CreateCommandOption, CreateInteractionResponse,
    User,
};
use std::sync::atomic::Ordering;

/// All commands, in the order `/help` lists them.
pub(crate) fn all() -> Vec<poise::Command<SharedData, Error>> {
    vec![
        challenge(),
        move_(),
        fire(),
        resign(),
        draw(),
        claim(),
        abort(),
        board(),
        export(),
        leaderboard(),
        profile(),
        tournament(),
        rules(),
        help(),
    ]
}

/// The preset names (`cruise`, `chess`, ...), as `/challenge` offers them.
pub(crate) fn preset_names() -> impl Iterator<Item = &'static str> {
    engine::Preset::ALL.into_iter().map(engine::Preset::name)
}

/// The commands with string choices (`preset`, `color`, `scope`,
/// `format`, `bye`).
const WITH_CHOICES: [&str; 4] = ["challenge", "leaderboard", "profile", "tournament"];

/// The tournament formats `/tournament create` offers.
const FORMATS: [&str; 3] = ["swiss", "round-robin", "arena"];

/// The points of a Swiss bye `/tournament create` offers.
const BYE_POINTS: [&str; 3] = ["1", "0.5", "0"];

/// The scopes `/leaderboard` offers.
const SCOPES: [&str; 2] = ["server", "global"];

/// The commands as registered with Discord. `/challenge`, `/leaderboard`
/// and `/profile` are built here so that their `preset`, `color` and
/// `scope` choices are strings (`cruise`, `white`, `global`) rather than
/// poise's numbered choices.
pub(crate) fn registration(cmds: &[poise::Command<SharedData, Error>]) -> Vec<CreateCommand> {
    cmds.iter()
        .filter_map(|c| {
            if WITH_CHOICES.contains(&&*c.name) {
                Some(registration_with_choices(c))
            } else {
                c.create_as_slash_command()
            }
        })
        .collect()
}

/// A command as registered: its options' names and descriptions are the
/// ones written on the function's parameters (the one source), with string
/// choices for `preset`, `color`, `scope` and `format`; a command with
/// subcommands (`/tournament`) registers them so, each with its options.
fn registration_with_choices(c: &poise::Command<SharedData, Error>) -> CreateCommand {
    let mut cmd = CreateCommand::new(c.name.clone())
        .description(c.description.clone().unwrap_or_else(|| c.name.clone()))
        .dm_permission(false);
    for sub in &c.subcommands {
        let mut o = CreateCommandOption::new(
            CommandOptionType::SubCommand,
            sub.name.clone(),
            sub.description.clone().unwrap_or_else(|| sub.name.clone()),
        );
        for p in &sub.parameters {
            o = o.add_sub_option(option_of(p));
        }
        cmd = cmd.add_option(o);
    }
    for p in &c.parameters {
        cmd = cmd.add_option(option_of(p));
    }
    cmd
}

/// One slash option as registered, by its name.
fn option_of(p: &poise::CommandParameter<SharedData, Error>) -> CreateCommandOption {
    let description = p.description.clone().unwrap_or_default();
    let name: &str = &p.name;
    let strings = |choices: &mut dyn Iterator<Item = &str>| {
        choices.fold(
            CreateCommandOption::new(CommandOptionType::String, name, description.clone()),
            |o, name| o.add_string_choice(name, name),
        )
    };
    let option = match name {
        "opponent" | "user" => CreateCommandOption::new(CommandOptionType::User, name, description),
        "preset" => strings(&mut preset_names()),
        "color" => strings(&mut ["white", "black", "random"].into_iter()),
        "scope" => strings(&mut SCOPES.into_iter()),
        "format" => strings(&mut FORMATS.into_iter()),
        "bye" => strings(&mut BYE_POINTS.into_iter()),
        "organizer_role" => CreateCommandOption::new(CommandOptionType::Role, name, description),
        "king_strikes" | "rated" | "double" | "clear" => {
            CreateCommandOption::new(CommandOptionType::Boolean, name, description)
        }
        "intercept_seconds" => {
            CreateCommandOption::new(CommandOptionType::Integer, name, description)
                .min_int_value(host::MIN_INTERCEPT_SECS as u64)
                .max_int_value(host::MAX_INTERCEPT_SECS as u64)
        }
        "level" => CreateCommandOption::new(CommandOptionType::Integer, name, description)
            .min_int_value(ai::Level::MIN.get() as u64)
            .max_int_value(ai::Level::MAX.get() as u64),
        "rounds" | "minutes" | "max_players" => {
            CreateCommandOption::new(CommandOptionType::Integer, name, description).min_int_value(1)
        }
        "tournament" => CreateCommandOption::new(CommandOptionType::Integer, name, description)
            .set_autocomplete(true),
        _ => CreateCommandOption::new(CommandOptionType::String, name, description),
    };
    option.required(p.required)
}

fn app<'a>(ctx: Ctx<'a>) -> Option<poise::ApplicationContext<'a, SharedData, Error>> {
    match ctx {
        poise::Context::Application(a) => Some(a),
        poise::Context::Prefix(_) => None,
    }
}

/// Answers the command with one ephemeral text and nothing public.
async fn refuse(ctx: Ctx<'_>, text: impl Into<String>) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    a.has_sent_initial_response.store(true, Ordering::SeqCst);
    let r = CreateInteractionResponse::Message(Outgoing::text(text).response(true));
    if let Err(e) = a
        .interaction
        .create_response(ctx.serenity_context(), r)
        .await
    {
        tracing::warn!("could not answer /{}: {e}", a.interaction.data.name);
    }
    Ok(())
}

/// Runs `action` for the command's user at the command's place and answers.
async fn run(ctx: Ctx<'_>, action: Action, rules: ReplyRules) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    let ci: &CommandInteraction = a.interaction;
    let data = ctx.data();
    let place = data
        .places
        .of_interaction(ci.guild_id, ci.channel_id, ci.channel.as_ref());
    let player = player_of(&ci.user);
    let host = data.host.clone();
    a.has_sent_initial_response.store(true, Ordering::SeqCst);
    act_and_answer(
        ctx.serenity_context(),
        data,
        Origin::Command(ci),
        async move { host.act(&player, &place, action).await },
        rules,
    )
    .await;
    Ok(())
}

fn public() -> ReplyRules {
    ReplyRules {
        public_reply: true,
        ack: None,
    }
}

/// Challenge someone (or anyone) to a game of Cruise Pawns.
// A slash command's options are its parameters (poise), one each.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Ctx<'_>,
    #[description = "Who you challenge (leave empty: anyone may accept)"] opponent: Option<User>,
    #[description = "The game: cruise (default), cruise-forward, chess, pawns, pawns-cruise"]
    preset: Option<String>,
    #[description = "Your colour: white, black or random (default random)"] color: Option<String>,
    #[description = "May missiles strike the king? (default yes)"] king_strikes: Option<bool>,
    #[description = "Seconds the defender has to shoot a missile down (5 to 300, default 30)"]
    intercept_seconds: Option<i64>,
    #[description = "Time control: 10+5 (minutes + seconds a move), 3d (days a move), or none"]
    time: Option<String>,
    #[description = "Does the game count for ratings? (default yes; only with king strikes on)"]
    rated: Option<bool>,
    #[description = "Against me (name me as opponent): my level, 1 (weakest) to 8 (strongest), default 4"]
    level: Option<i64>,
) -> Result<(), Error> {
    let me = ctx.author().id;
    let against_me = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id());
    if let Some(o) = &opponent {
        if o.id == me {
            return refuse(ctx, "You cannot challenge yourself: name another player, or leave `opponent` empty for an open challenge.").await;
        }
        if o.bot && !against_me {
            return refuse(ctx, "You cannot challenge a bot: name a person, or leave `opponent` empty for an open challenge. To play me, name me as `opponent`.").await;
        }
    }
    if level.is_some() && !against_me {
        return refuse(ctx, "`level` is for a game against me: name me as `opponent` to play the AI, or leave `level` out.").await;
    }
    let mut settings = GameSettings::default();
    match parse_preset(preset.as_deref()) {
        Ok(Some(p)) => settings.preset = p,
        Ok(None) => {}
        Err(why) => return refuse(ctx, why).await,
    }
    if let Some(c) = color.as_deref() {
        match c.parse::<ColorChoice>() {
            Ok(c) => settings.color = c,
            Err(e) => return refuse(ctx, format!("Bad `color`: {e}.")).await,
        }
    }
    if let Some(k) = king_strikes {
        settings.king_strikes = k;
    }
    if let Some(r) = rated {
        settings.rated = r;
    }
    if let Some(s) = intercept_seconds {
        if !(host::MIN_INTERCEPT_SECS as i64..=host::MAX_INTERCEPT_SECS as i64).contains(&s) {
            return refuse(
                ctx,
                format!(
                    "`intercept_seconds` must be {} to {} (you gave {s}).",
                    host::MIN_INTERCEPT_SECS,
                    host::MAX_INTERCEPT_SECS
                ),
            )
            .await;
        }
        settings.intercept_secs = s as u32;
    }
    if let Some(t) = time.as_deref() {
        match t.parse::<TimeControl>() {
            Ok(t) => settings.time = t,
            Err(e) => return refuse(ctx, format!("Bad `time`: {e}.")).await,
        }
    }
    if let Err(e) = settings.validate() {
        return refuse(ctx, format!("Bad game settings: {e}.")).await;
    }
    let opponent = opponent.as_ref().map(player_of);
    if let Some(bot) = opponent.clone().filter(|_| against_me) {
        let level = level.unwrap_or(i64::from(ai::Level::DEFAULT.get()));
        let Some(level) = u8::try_from(level).ok().and_then(ai::Level::new) else {
            return refuse(
                ctx,
                format!("`level` must be 1 (weakest) to 8 (strongest) (you gave {level})."),
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
    let player = player_of(&ci.user);
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
        let mut views = into_thread(sctx, data, opening, game, &place, views).await;
        if let Some(thread) = views.iter().find_map(|v| v.place.thread.clone()) {
            views.insert(
                0,
                View::notice(
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
    let place = d
        .places
        .of_interaction(ci.guild_id, ci.channel_id, ci.channel.as_ref());
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

/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = 25;

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
        return refuse(
            ctx,
            "Type a move, e.g. `e4`, `Nf3`, `e2e4` or a flight `e4>e5>e6>d7`.",
        )
        .await;
    }
    let rules = if is_flight_text(&text) {
        ReplyRules {
            public_reply: false,
            ack: Some(
                "Flight received: the thread shows the missile one square at a time (your path stays hidden)."
                    .into(),
            ),
        }
    } else {
        public()
    };
    run(ctx, Action::Move(text), rules).await
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
            format!("`{pawn}` is not a square: give the pawn's square, like e4."),
        )
        .await;
    }
    run(
        ctx,
        Action::Fire(sq),
        ReplyRules {
            public_reply: false,
            ack: Some("Steering started.".into()),
        },
    )
    .await
}

/// Resign the game in this thread.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Resign, public()).await
}

/// Offer a draw (your opponent gets Accept / Decline).
#[poise::command(slash_command, guild_only)]
pub async fn draw(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::OfferDraw, public()).await
}

/// Claim a draw by threefold repetition or the 50-move rule.
#[poise::command(slash_command, guild_only)]
pub async fn claim(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::ClaimDraw, public()).await
}

/// Call the game off (only before both sides have moved).
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Action::Abort, public()).await
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

/// Suggests the channel's live tournaments for a `tournament` option.
async fn autocomplete_tournament(
    ctx: poise::ApplicationContext<'_, SharedData, Error>,
    partial: &str,
) -> CreateAutocompleteResponse {
    let ci = ctx.interaction;
    let d = ctx.data();
    let place = d
        .places
        .of_interaction(ci.guild_id, ci.channel_id, ci.channel.as_ref());
    let typed = partial.trim().to_lowercase();
    let choices = d
        .tournaments
        .at(&place)
        .await
        .into_iter()
        .filter(|t| {
            typed.is_empty()
                || t.id.to_string().starts_with(&typed)
                || t.name.to_lowercase().contains(&typed)
        })
        .take(MAX_CHOICES)
        .map(|t| AutocompleteChoice::new(crate::present::tournament_choice(&t), t.id))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Whether the command's member has Manage Server.
fn is_manager(ctx: Ctx<'_>) -> bool {
    app(ctx)
        .and_then(|a| a.interaction.member.as_ref())
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// Whether the command's member may run any tournament of the server
/// (start, pair, kick, cancel): Manage Server, or the server's tournament
/// organizer role (`/tournament settings organizer_role`).
async fn is_admin(ctx: Ctx<'_>) -> bool {
    if is_manager(ctx) {
        return true;
    }
    let Some(a) = app(ctx) else { return false };
    let (Some(guild), Some(member)) = (a.interaction.guild_id, a.interaction.member.as_ref())
    else {
        return false;
    };
    match ctx
        .data()
        .tournaments
        .organizer_role(&guild.to_string())
        .await
    {
        Ok(Some(role)) => member.roles.iter().any(|r| r.to_string() == role),
        Ok(None) => false,
        Err(e) => {
            tracing::warn!("could not read the organizer role of server {guild}: {e}");
            false
        }
    }
}

/// Runs a tournament action for the command's user at the command's place.
async fn run_tournament(ctx: Ctx<'_>, action: tournament::TournamentAction) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    let ci: &CommandInteraction = a.interaction;
    let data = ctx.data();
    let place = data
        .places
        .of_interaction(ci.guild_id, ci.channel_id, ci.channel.as_ref());
    let player = player_of(&ci.user);
    let tournaments = data.tournaments.clone();
    a.has_sent_initial_response.store(true, Ordering::SeqCst);
    act_and_answer(
        ctx.serenity_context(),
        data,
        Origin::Command(ci),
        async move { tournaments.act(&player, &place, action).await },
        public(),
    )
    .await;
    Ok(())
}

/// Runs a tournament action that its organizer, a member with Manage
/// Server or one with the organizer role may take (`action` is told
/// whether the user is such an admin).
async fn run_tournament_admin(
    ctx: Ctx<'_>,
    action: impl FnOnce(bool) -> tournament::TournamentAction,
) -> Result<(), Error> {
    let is_admin = is_admin(ctx).await;
    run_tournament(ctx, action(is_admin)).await
}

/// Tournaments: Swiss, round robin or arena, played in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "tournament_create",
        "tournament_join",
        "tournament_leave",
        "tournament_start",
        "tournament_standings",
        "tournament_pairings",
        "tournament_withdraw",
        "tournament_kick",
        "tournament_cancel",
        "tournament_export",
        "tournament_pair",
        "tournament_berserk",
        "tournament_settings",
        "tournament_result",
        "tournament_add",
        "tournament_bye"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a tournament in this channel; players press Join.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only, rename = "create")]
pub async fn tournament_create(
    ctx: Ctx<'_>,
    #[description = "The tournament's name"] name: String,
    #[description = "swiss (default), round-robin or arena"] format: Option<String>,
    #[description = "The game: cruise (default), cruise-forward, chess, pawns, pawns-cruise"]
    preset: Option<String>,
    #[description = "Time control: 10+5 (minutes + seconds a move), 3d (days a move), or none"]
    time: Option<String>,
    #[description = "Seconds the defender has to shoot a missile down (5 to 300, default 30)"]
    intercept_seconds: Option<i64>,
    #[description = "May missiles strike the king? (default yes)"] king_strikes: Option<bool>,
    #[description = "Swiss: the number of rounds (default: by the number of players)"]
    rounds: Option<i64>,
    #[description = "Round robin: play everyone twice (default no)"] double: Option<bool>,
    #[description = "Arena: its length in minutes (default 30)"] minutes: Option<i64>,
    #[description = "When it starts: in 10m, in 2h, 18:30 (UTC); default: when you start it"]
    starts: Option<String>,
    #[description = "Do its games count for ratings? (default yes)"] rated: Option<bool>,
    #[description = "At most this many players: 2 to 1000 (default 256)"] max_players: Option<i64>,
    #[description = "Time to a first move before a forfeit: 30s, 2m, 1h, 1d (default 5m; 24h correspondence)"]
    no_show: Option<String>,
    #[description = "Swiss: the points of a bye, 1 (default), 0.5 or 0"] bye: Option<String>,
    #[description = "Swiss: half-point byes a player may request (default 1; 0: none)"]
    byes: Option<i64>,
    #[description = "Only members with this role may join"] role: Option<serenity::all::RoleId>,
    #[description = "Only players with at least this many rated games in the preset may join"]
    min_games: Option<i64>,
) -> Result<(), Error> {
    if let Some(why) = missing_permissions(ctx) {
        return refuse(ctx, why).await;
    }
    let format = match format
        .as_deref()
        .unwrap_or("swiss")
        .parse::<tournament::Format>()
    {
        Ok(f) => f,
        Err(e) => return refuse(ctx, e.to_string()).await,
    };
    let mut setup = tournament::TournamentSetup::new(name.trim(), format);
    match parse_preset(preset.as_deref()) {
        Ok(Some(p)) => setup.settings.preset = p,
        Ok(None) => {}
        Err(why) => return refuse(ctx, why).await,
    }
    if let Some(t) = time.as_deref() {
        match t.parse::<TimeControl>() {
            Ok(t) => setup.settings.time = t,
            Err(e) => return refuse(ctx, format!("Bad `time`: {e}.")).await,
        }
    }
    if let Some(s) = intercept_seconds {
        if !(host::MIN_INTERCEPT_SECS as i64..=host::MAX_INTERCEPT_SECS as i64).contains(&s) {
            return refuse(
                ctx,
                format!(
                    "`intercept_seconds` must be {} to {} (you gave {s}).",
                    host::MIN_INTERCEPT_SECS,
                    host::MAX_INTERCEPT_SECS
                ),
            )
            .await;
        }
        setup.settings.intercept_secs = s as u32;
    }
    if let Some(k) = king_strikes {
        setup.settings.king_strikes = k;
    }
    if let Some(r) = rated {
        setup.settings.rated = r;
    }
    let count = |n: Option<i64>, option: &str| -> Result<Option<u32>, String> {
        match n {
            None => Ok(None),
            Some(n) => u32::try_from(n)
                .ok()
                .filter(|&n| n > 0)
                .map(Some)
                .ok_or_else(|| format!("`{option}` must be a positive number (you gave {n}).")),
        }
    };
    let counts = (
        count(rounds, "rounds"),
        count(minutes, "minutes"),
        count(max_players, "max_players"),
    );
    match counts {
        (Ok(r), Ok(m), Ok(p)) => {
            setup.rounds = r;
            setup.minutes = m;
            setup.max_players = p;
        }
        (Err(why), ..) | (_, Err(why), _) | (.., Err(why)) => return refuse(ctx, why).await,
    }
    setup.double = double.unwrap_or(false);
    setup.starts = starts.filter(|s| !s.trim().is_empty());
    setup.no_show = no_show.filter(|s| !s.trim().is_empty());
    setup.bye = bye.filter(|s| !s.trim().is_empty());
    match byes.map(u32::try_from) {
        None => {}
        Some(Ok(n)) => setup.byes = Some(n),
        Some(Err(_)) => {
            return refuse(
                ctx,
                "`byes` must be 0 or more (0: no byes may be requested).",
            )
            .await;
        }
    }
    setup.role = role.map(|r| r.to_string());
    match min_games.map(u32::try_from) {
        None => {}
        Some(Ok(n)) => setup.min_games = Some(n),
        Some(Err(_)) => return refuse(ctx, "`min_games` must be 0 or more.").await,
    }
    run_tournament(ctx, tournament::TournamentAction::Create(setup)).await
}

/// Join the tournament (a Swiss: until its last round; an arena: until its end).
#[poise::command(slash_command, guild_only, rename = "join")]
pub async fn tournament_join(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let roles = member_roles(ctx);
    run_tournament(
        ctx,
        tournament::TournamentAction::Join { tournament, roles },
    )
    .await
}

/// Leave the tournament (once it runs: withdraw from it).
#[poise::command(slash_command, guild_only, rename = "leave")]
pub async fn tournament_leave(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Leave { tournament }).await
}

/// Start the tournament now (its organizer, Manage Server or the organizer role).
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn tournament_start(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    if let Some(why) = missing_permissions(ctx) {
        return refuse(ctx, why).await;
    }
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Start {
        tournament,
        is_admin,
    })
    .await
}

/// The tournament's standings.
#[poise::command(slash_command, guild_only, rename = "standings")]
pub async fn tournament_standings(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Standings { tournament }).await
}

/// The current round's pairings and results.
#[poise::command(slash_command, guild_only, rename = "pairings")]
pub async fn tournament_pairings(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Pairings { tournament }).await
}

/// Withdraw from the running tournament (a game in progress is lost).
#[poise::command(slash_command, guild_only, rename = "withdraw")]
pub async fn tournament_withdraw(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Withdraw { tournament }).await
}

/// Remove a player from the tournament (its organizer, Manage Server or the organizer role).
#[poise::command(slash_command, guild_only, rename = "kick")]
pub async fn tournament_kick(
    ctx: Ctx<'_>,
    #[description = "The player to remove"] user: User,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let user = player_of(&user);
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Kick {
        tournament,
        user,
        is_admin,
    })
    .await
}

/// Cancel the tournament (its organizer, Manage Server or the organizer role).
#[poise::command(slash_command, guild_only, rename = "cancel")]
pub async fn tournament_cancel(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Cancel {
        tournament,
        is_admin,
    })
    .await
}

/// The tournament's record: standings and every game (PGN).
#[poise::command(slash_command, guild_only, rename = "export")]
pub async fn tournament_export(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Export { tournament }).await
}

/// Pair the next round now, when the last one is complete but was not paired (organizer).
#[poise::command(slash_command, guild_only, rename = "pair")]
pub async fn tournament_pair(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::PairNext {
        tournament,
        is_admin,
    })
    .await
}

/// Arena: halve your clock for a bonus point on a win (in your game's thread, before your first move).
#[poise::command(slash_command, guild_only, rename = "berserk")]
pub async fn tournament_berserk(ctx: Ctx<'_>) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Berserk).await
}

/// The server's tournament organizer role: show it, set it or clear it (Manage Server).
#[poise::command(slash_command, guild_only, rename = "settings")]
pub async fn tournament_settings(
    ctx: Ctx<'_>,
    #[description = "Members with this role may start, pair, kick from and cancel any tournament"]
    organizer_role: Option<serenity::all::RoleId>,
    #[description = "true: remove the organizer role"] clear: Option<bool>,
) -> Result<(), Error> {
    let Some(guild) = app(ctx).and_then(|a| a.interaction.guild_id) else {
        return refuse(
            ctx,
            "Tournament settings belong to a server: use this command in one of its channels.",
        )
        .await;
    };
    let guild = guild.to_string();
    let host = &ctx.data().tournaments;
    let clear = clear.unwrap_or(false);
    if organizer_role.is_none() && !clear {
        let text = match host.organizer_role(&guild).await {
            Ok(Some(role)) => format!(
                "The tournament organizer role is <@&{role}>: its members may start, pair, kick from and cancel any tournament here. A member with Manage Server changes it with `/tournament settings organizer_role:<role>` or removes it with `clear:true`."
            ),
            Ok(None) => "No tournament organizer role is set: a tournament's organizer and members with Manage Server run it. A member with Manage Server sets one with `/tournament settings organizer_role:<role>`.".to_string(),
            Err(e) => format!("Could not read the tournament settings ({e}). Try again in a moment."),
        };
        return refuse(ctx, text).await;
    }
    if !is_manager(ctx) {
        return refuse(ctx, "Only members with Manage Server may change the tournament organizer role. Ask a server manager; `/tournament settings` alone shows the current role.").await;
    }
    if organizer_role.is_some() && clear {
        return refuse(
            ctx,
            "Give either `organizer_role` (to set it) or `clear:true` (to remove it), not both.",
        )
        .await;
    }
    let role = organizer_role.map(|r| r.to_string());
    let text = match host.set_organizer_role(&guild, role.as_deref()).await {
        Ok(()) => match role {
            Some(r) => format!(
                "Members with <@&{r}> may now start, pair, kick from and cancel any tournament of this server."
            ),
            None => "The tournament organizer role is removed: a tournament's organizer and members with Manage Server run it.".to_string(),
        },
        Err(e) => format!("Could not save the tournament settings ({e}). Try again in a moment."),
    };
    refuse(ctx, text).await
}

/// Set or correct a board's result: 1-0, 0-1, 1/2, +- (White wins by forfeit), -+ or 0-0 (organizer).
#[poise::command(slash_command, guild_only, rename = "result")]
pub async fn tournament_result(
    ctx: Ctx<'_>,
    #[description = "The round's number"]
    #[min = 1]
    round: u32,
    #[description = "The board's number in the pairings"]
    #[min = 1]
    board: u32,
    #[description = "1-0, 0-1, 1/2, +- (White wins by forfeit), -+ (Black wins by forfeit), 0-0 (both forfeit)"]
    result: String,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Result {
        tournament,
        round,
        board,
        result,
        is_admin,
    })
    .await
}

/// Enter a member into the tournament, also late (organizer).
#[poise::command(slash_command, guild_only, rename = "add")]
pub async fn tournament_add(
    ctx: Ctx<'_>,
    #[description = "The member to enter"] user: serenity::all::Member,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let roles = user.roles.iter().map(|r| r.to_string()).collect();
    let user = player_of(&user.user);
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Add {
        tournament,
        user,
        roles,
        is_admin,
    })
    .await
}

/// Swiss: take a half-point bye in the next round to be paired.
#[poise::command(slash_command, guild_only, rename = "bye")]
pub async fn tournament_bye(
    ctx: Ctx<'_>,
    #[description = "Which tournament (default: this channel's)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Bye { tournament }).await
}

/// The roles of the command's member (for a tournament's `role` entry condition).
fn member_roles(ctx: Ctx<'_>) -> Vec<String> {
    app(ctx)
        .and_then(|a| a.interaction.member.as_ref())
        .map(|m| m.roles.iter().map(|r| r.to_string()).collect())
        .unwrap_or_default()
}

/// Before a tournament is created or started: the permissions the bot
/// needs in the channel to open a thread per board and post its board
/// there, read from the interaction (`app_permissions`). The refusal names
/// each one missing; `None` when all are there.
fn missing_permissions(ctx: Ctx<'_>) -> Option<String> {
    use serenity::all::Permissions as P;
    let have = app(ctx)?.interaction.app_permissions?;
    let needed = [
        (P::VIEW_CHANNEL, "View Channel"),
        (P::SEND_MESSAGES, "Send Messages"),
        (P::CREATE_PUBLIC_THREADS, "Create Public Threads"),
        (P::SEND_MESSAGES_IN_THREADS, "Send Messages in Threads"),
        (P::ATTACH_FILES, "Attach Files"),
    ];
    let missing: Vec<&str> = needed
        .iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, name)| *name)
        .collect();
    if missing.is_empty() {
        return None;
    }
    Some(format!(
        "I cannot run a tournament in this channel: I am missing {} here. Each board gets a thread of its own with its board picture. A server admin can grant {} to me in the channel's settings (Edit Channel → Permissions), then try again.",
        missing
            .iter()
            .map(|m| format!("**{m}**"))
            .collect::<Vec<_>>()
            .join(", "),
        if missing.len() == 1 { "it" } else { "them" }
    ))
}

/// A `preset` option: `None` when empty, an error naming the presets when
/// unknown.
fn parse_preset(preset: Option<&str>) -> Result<Option<engine::Preset>, String> {
    let Some(p) = preset.map(str::trim).filter(|p| !p.is_empty()) else {
        return Ok(None);
    };
    p.parse::<engine::Preset>().map(Some).map_err(|_| {
        format!(
            "Unknown preset `{p}`: choose one of {}.",
            preset_names().collect::<Vec<_>>().join(", ")
        )
    })
}

/// The rating leaderboard: ranked players of a preset, 10 a page.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[description = "The game: cruise (default), cruise-forward, chess, pawns, pawns-cruise"]
    preset: Option<String>,
    #[description = "server (default: players with a rated game here) or global"] scope: Option<
        String,
    >,
) -> Result<(), Error> {
    let preset = match parse_preset(preset.as_deref()) {
        Ok(p) => p,
        Err(why) => return refuse(ctx, why).await,
    };
    let scope = match scope.as_deref().map(str::parse::<host::BoardScope>) {
        None => host::BoardScope::Server,
        Some(Ok(s)) => s,
        Some(Err(e)) => return refuse(ctx, format!("Bad `scope`: {e}.")).await,
    };
    let action = Action::Leaderboard {
        preset,
        scope,
        page: 0,
    };
    run(ctx, action, public()).await
}

/// A player's ratings, ranks, results, last games and rating chart.
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Ctx<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<User>,
    #[description = "The game the details are about (default: the one played last)"] preset: Option<
        String,
    >,
) -> Result<(), Error> {
    let preset = match parse_preset(preset.as_deref()) {
        Ok(p) => p,
        Err(why) => return refuse(ctx, why).await,
    };
    let player = user.as_ref().map(player_of);
    run(ctx, Action::Profile { player, preset }, public()).await
}

/// The rules text of `/rules`.
pub(crate) const RULES_TEXT: &str = "**Cruise Pawns** is chess in which a pawn may, as its whole turn, fire itself as a cruise missile.\n\
• A pawn off its starting rank fires: the missile flies up to 7 squares, each step in a king direction, turning at most 45° a step (`cruise-forward`: forward or sideways only).\n\
• It may pass over your own pieces, stops at the first enemy piece and **detonates** there: that piece and the pawn are gone. A flight must end on an enemy piece (or `e4*` self-destructs).\n\
• At each square it enters on the way, the defender may **shoot it down** with any legal capture onto that square, or let it pass. No answer in time lets it pass.\n\
• Destroying the king wins (unless the game was made with `king_strikes: false`). Missile threats are not check.\n\
• `pawns`: only pawns; the first pawn to reach the last rank wins.\n\
Play: `/move e4`, `/move e4>e5>e6>d7` (whole flight, hidden from your opponent) or `/fire e4` and steer with buttons.";

/// How Cruise Pawns is played: a short summary with a picture.
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    a.has_sent_initial_response.store(true, Ordering::SeqCst);
    let picture = tokio::task::spawn_blocking(rules_picture)
        .await
        .ok()
        .flatten();
    let mut out = Outgoing::text(RULES_TEXT);
    if let Some(png) = picture {
        out.files.push(CreateAttachment::bytes(png, "rules.png"));
    }
    let r = CreateInteractionResponse::Message(out.response(false));
    if let Err(e) = a
        .interaction
        .create_response(ctx.serenity_context(), r)
        .await
    {
        tracing::warn!("could not answer /rules: {e}");
    }
    Ok(())
}

/// A board with a missile in flight: the White pawn from e4 flies e5, e6
/// toward d7.
fn rules_picture() -> Option<Vec<u8>> {
    let rules = engine::Preset::Cruise.rules(true);
    let pos = engine::Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        rules,
    )
    .ok()?;
    let e4 = engine::Square::from_name("e4")?;
    let e5 = engine::Square::from_name("e5")?;
    let e6 = engine::Square::from_name("e6")?;
    let flight = engine::Flight::from_steps(e4, &[e5, e6])?;
    let img = host::BoardImage {
        position: pos,
        missile: Some(flight),
        last_move: None,
        orientation: engine::Color::White,
        missile_state: host::MissileMark::InFlight,
        players: None,
    };
    img.png().ok()
}

/// The text of `/help`.
pub(crate) const HELP_TEXT: &str = "**Cruise Pawns commands**\n\
`/challenge [opponent] [preset] [color] [king_strikes] [intercept_seconds] [time] [rated]`: challenge someone (or anyone); they press **Accept** or **Decline**. The game gets its own thread. Games are rated unless `rated: false`.\n\
`/move <move>`: play a move (`e4`, `Nf3`, `e2e4`) or a whole flight (`e4>e5>e6>d7`, `e4*`). Autocomplete lists your legal moves.\n\
`/fire <pawn>`: fire the pawn on that square and steer the missile square by square with buttons.\n\
When a missile enters a square you can capture on, you get buttons to shoot it down (e.g. **Bxe6**) or **Let it pass**.\n\
`/resign`, `/draw` (offer), `/claim` (threefold / 50 moves), `/abort` (before both have moved), `/board`, `/export` (game record), `/rules`.\n\
`/leaderboard [preset] [scope]`: ranked players by rating (◀ ▶ turn pages). `/profile [user] [preset]`: ratings, ranks, results, last games and a rating chart.\n\
In a game's thread you can also just type your move (e.g. `Nf3`).";

/// The commands and how to play.
#[poise::command(slash_command)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    refuse(ctx, HELP_TEXT).await
}

/// Reports errors the framework found before a command ran (malformed
/// options, outdated command definitions) to the user, ephemerally.
pub(crate) async fn on_error(err: FrameworkError<'_, SharedData, Error>) {
    let (ctx, text) = match err {
        FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => (
            ctx,
            format!(
                "Malformed option{}: {error}. Check the command's options and try again.",
                input.map(|i| format!(" `{i}`")).unwrap_or_default()
            ),
        ),
        FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => (
            poise::Context::Application(ctx),
            format!(
                "This command's options do not match the bot's ({description}); Discord may still show an old version of it. Try again in a minute."
            ),
        ),
        FrameworkError::Command { error, ctx, .. } => {
            tracing::error!("command /{} failed: {error:#}", ctx.command().name);
            (ctx, format!("Something went wrong: {error}"))
        }
        FrameworkError::GuildOnly { ctx, .. } => (
            ctx,
            "This command works in a server's channel, not in direct messages.".to_string(),
        ),
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while reporting an error: {e}");
            }
            return;
        }
    };
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!("could not report an error: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn challenge_registers_its_parameters_descriptions_and_every_preset() {
        let cmd = challenge();
        let json = serde_json::to_value(registration_with_choices(&cmd)).unwrap();
        let options = json["options"].as_array().expect("options");
        assert_eq!(options.len(), cmd.parameters.len());
        for (o, p) in options.iter().zip(&cmd.parameters) {
            assert_eq!(o["name"], p.name.as_ref() as &str);
            let d = p.description.as_deref().expect("every option is described");
            assert_eq!(o["description"], d);
            assert!(d.len() <= 100, "Discord's limit: {d}");
        }
        let preset = options.iter().find(|o| o["name"] == "preset").unwrap();
        let choices: Vec<&str> = preset["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap())
            .collect();
        let all: Vec<&str> = engine::Preset::ALL.iter().map(|p| p.name()).collect();
        assert_eq!(choices, all);
        let level = options.iter().find(|o| o["name"] == "level").unwrap();
        assert_eq!(level["type"], 4, "an integer");
        assert_eq!(
            (level["min_value"].as_u64(), level["max_value"].as_u64()),
            (Some(1), Some(8))
        );
    }

    #[test]
    fn leaderboard_and_profile_register_string_choices_and_a_user() {
        let json = serde_json::to_value(registration_with_choices(&leaderboard())).unwrap();
        assert_eq!(json["name"], "leaderboard");
        let options = json["options"].as_array().unwrap();
        let names: Vec<&str> = options
            .iter()
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["preset", "scope"]);
        let scopes: Vec<&str> = options[1]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap())
            .collect();
        assert_eq!(scopes, ["server", "global"]);
        assert!(options.iter().all(|o| o["required"] != true));

        let json = serde_json::to_value(registration_with_choices(&profile())).unwrap();
        let options = json["options"].as_array().unwrap();
        assert_eq!(options[0]["name"], "user");
        assert_eq!(options[0]["type"], 6, "a user option");
        assert_eq!(options[1]["name"], "preset");
        assert_eq!(options[1]["choices"].as_array().unwrap().len(), 5);
    }

    #[test]
    fn a_bad_preset_names_the_good_ones() {
        assert_eq!(parse_preset(None), Ok(None));
        assert_eq!(parse_preset(Some("  ")), Ok(None));
        assert_eq!(parse_preset(Some("chess")), Ok(Some(engine::Preset::Chess)));
        let why = parse_preset(Some("checkers")).unwrap_err();
        assert!(
            why.contains("`checkers`") && why.contains("pawns-cruise"),
            "{why}"
        );
    }
}
