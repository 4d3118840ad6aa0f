//! The slash commands. Each turns its options into one host action and
//! answers with the views the host returns (see `deliver`).

use crate::data::{Ctx, Error, SharedData, player_named};
use crate::deliver::{Origin, ReplyRules, act_and_answer_from};
use crate::present::Outgoing;
use host::Action;
use poise::FrameworkError;
use serenity::all::{
    CommandInteraction, CommandOptionType, CreateCommand, CreateCommandOption,
    CreateInteractionResponse,
};
use std::sync::atomic::Ordering;

mod game;
mod help;
mod ratings;
mod season;
mod settings;
mod tournament;

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
        tournament::tournament(),
        season::season(),
        settings::settings(),
        help::rules(),
        help::help(),
    ]
}

/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = 25;

/// The preset names (`cruise`, `chess`, ...), as `/challenge` offers them.
pub(crate) fn preset_names() -> impl Iterator<Item = &'static str> {
    engine::Preset::ALL.into_iter().map(engine::Preset::name)
}

/// The commands with string choices (`preset`, `color`, `scope`,
/// `format`, `bye`).
const WITH_CHOICES: [&str; 5] = [
    "challenge",
    "leaderboard",
    "profile",
    "tournament",
    "season",
];

/// The tournament formats `/tournament create` offers.
const FORMATS: [&str; 3] = ["swiss", "round-robin", "arena"];

/// The points of a Swiss bye `/tournament create` offers.
const BYE_POINTS: [&str; 3] = ["1", "0.5", "0"];

/// Who may create tournaments, as `/tournament settings` offers it.
const CREATORS: [&str; 2] = ["everyone", "organizers"];

/// The scopes `/leaderboard` offers.
const SCOPES: [&str; 3] = ["server", "global", "season"];

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
    // Hidden from members without these permissions (an admin may grant
    // the command to a role under Server Settings > Integrations).
    if !c.default_member_permissions.is_empty() {
        cmd = cmd.default_member_permissions(c.default_member_permissions);
    }
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
        "creators" => strings(&mut CREATORS.into_iter()),
        "organizer_role" | "winner_role" | "top_role" | "lfg_role" => {
            CreateCommandOption::new(CommandOptionType::Role, name, description)
        }
        "king_strikes" | "rated" | "double" | "clear" | "clear_winner_role" | "clear_lfg_role"
        | "public" => CreateCommandOption::new(CommandOptionType::Boolean, name, description),
        "level" => CreateCommandOption::new(CommandOptionType::Integer, name, description)
            .min_int_value(ai::Level::MIN.get() as u64)
            .max_int_value(ai::Level::MAX.get() as u64),
        "top" => CreateCommandOption::new(CommandOptionType::Integer, name, description)
            .min_int_value(1)
            .max_int_value(u64::from(::season::MAX_TOP)),
        "rounds" | "minutes" | "max_players" => {
            CreateCommandOption::new(CommandOptionType::Integer, name, description).min_int_value(1)
        }
        "tournament" => CreateCommandOption::new(CommandOptionType::Integer, name, description)
            .set_autocomplete(true),
        // Everything else as poise reads it (its type, bounds and
        // autocomplete): an option registered as another type than the
        // function's parameter is refused by poise at every use.
        _ => p.create_as_slash_command_option().unwrap_or_else(|| {
            CreateCommandOption::new(CommandOptionType::String, name, description)
        }),
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
    if let Err(e) = a
        .interaction
        .create_response(ctx.serenity_context(), r)
        .await
    {
        tracing::warn!("could not defer /{}: {e}", a.interaction.data.name);
    }
}

async fn refuse(ctx: Ctx<'_>, text: impl Into<String>) -> Result<(), Error> {
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
async fn run(ctx: Ctx<'_>, action: Action, rules: ReplyRules) -> Result<(), Error> {
    run_with(ctx, rules, |data, player, place| {
        let host = data.host.clone();
        async move { host.act(&player, &place, action).await }
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

fn public() -> ReplyRules {
    ReplyRules {
        public_reply: true,
        ..ReplyRules::default()
    }
}

/// The answer of a command that only informs its asker (`/profile`,
/// `/leaderboard`): private unless `public:true`.
fn asked(public: Option<bool>) -> ReplyRules {
    ReplyRules {
        public_reply: true,
        only_asker: !public.unwrap_or(false),
        ..ReplyRules::default()
    }
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
        let cmd = game::challenge();
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
        let json =
            serde_json::to_value(registration_with_choices(&ratings::leaderboard())).unwrap();
        assert_eq!(json["name"], "leaderboard");
        let options = json["options"].as_array().unwrap();
        let names: Vec<&str> = options
            .iter()
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["preset", "scope", "season", "public"]);
        assert_eq!(options[3]["type"], 5, "public: a boolean");
        let scopes: Vec<&str> = options[1]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap())
            .collect();
        assert_eq!(scopes, ["server", "global", "season"]);
        assert_eq!(options[2]["type"], 3, "a season's name: text");
        assert!(options.iter().all(|o| o["required"] != true));

        let json = serde_json::to_value(registration_with_choices(&ratings::profile())).unwrap();
        let options = json["options"].as_array().unwrap();
        assert_eq!(options[0]["name"], "user");
        assert_eq!(options[0]["type"], 6, "a user option");
        assert_eq!(options[1]["name"], "preset");
        assert_eq!(options[1]["choices"].as_array().unwrap().len(), 5);
    }

    /// Every option of every command and subcommand is registered with the
    /// type poise parses it as (a mismatch makes poise refuse the command
    /// at every use: "options do not match").
    #[test]
    fn every_option_is_registered_as_the_type_poise_parses() {
        for c in all() {
            let json = serde_json::to_value(registration_with_choices(&c)).unwrap();
            let commands: Vec<(&poise::Command<SharedData, Error>, serde_json::Value)> =
                if c.subcommands.is_empty() {
                    vec![(&c, json["options"].clone())]
                } else {
                    c.subcommands
                        .iter()
                        .map(|sub| {
                            let reg = json["options"]
                                .as_array()
                                .unwrap()
                                .iter()
                                .find(|o| o["name"] == *sub.name)
                                .unwrap_or_else(|| panic!("/{} {}", c.name, sub.name));
                            (sub, reg["options"].clone())
                        })
                        .collect()
                };
            for (cmd, options) in commands {
                let options = options.as_array().cloned().unwrap_or_default();
                assert_eq!(options.len(), cmd.parameters.len(), "/{}", cmd.name);
                for (o, p) in options.iter().zip(&cmd.parameters) {
                    let want =
                        serde_json::to_value(p.create_as_slash_command_option().unwrap()).unwrap();
                    assert_eq!(
                        o["type"], want["type"],
                        "/{} {}: registered {} but parsed as {}",
                        cmd.name, p.name, o["type"], want["type"]
                    );
                    assert_eq!(
                        o["autocomplete"].as_bool().unwrap_or(false),
                        want["autocomplete"].as_bool().unwrap_or(false),
                        "/{} {}: autocomplete",
                        cmd.name,
                        p.name
                    );
                }
            }
        }
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
