//! `/tournament` and its subcommands.

use super::choices::{BestOf, ByePoints, Choice, Choices};
use super::game::with_error;
use super::{MAX_CHOICES, app, asked, public, refuse, run_with};
use crate::calendar::{may_make_events, schedules_event};
use crate::data::{Ctx, Error, SharedData, player_named, player_of};
use crate::deliver::ReplyRules;
use crate::language;
use crate::present::Outgoing;
use host::TimeControl;
use locale::{Locale, Words, ids};
use serenity::all::{AutocompleteChoice, CreateAutocompleteResponse, RoleId, User};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Suggests the channel's live tournaments for a `tournament` option.
async fn autocomplete_tournament(
    ctx: poise::ApplicationContext<'_, SharedData, Error>,
    partial: &str,
) -> CreateAutocompleteResponse {
    let ci = ctx.interaction;
    let d = ctx.data();
    let place = super::place_of(d, ci);
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

/// Whether the command's member has Manage Server on the server (from
/// their roles, not the channel: [`crate::server_permissions`]).
pub(super) async fn is_manager(ctx: Ctx<'_>) -> bool {
    let Some(a) = app(ctx) else { return false };
    crate::server_permissions::of_member(ctx.serenity_context(), a.interaction)
        .await
        .manage_guild()
}

/// Whether the command's member may run any tournament of the server
/// (start, pair, kick, cancel): Manage Server, or the server's tournament
/// organizer role (`/tournament settings organizer_role`).
pub(super) async fn is_admin(ctx: Ctx<'_>) -> bool {
    if is_manager(ctx).await {
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
        .role(
            &guild.to_string(),
            tournament::ServerRole::TournamentOrganizer,
        )
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
/// A tournament named by id whose channel the member cannot see is
/// answered as one of another server (the tournaments' own words for it).
async fn run_tournament(ctx: Ctx<'_>, action: tournament::TournamentAction) -> Result<(), Error> {
    run_tournament_answered(ctx, action, public()).await
}

/// [`run_tournament`] answered by `rules` (`/tournament standings`: to the
/// asker alone unless `public:true`).
async fn run_tournament_answered(
    ctx: Ctx<'_>,
    action: tournament::TournamentAction,
    rules: ReplyRules,
) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    let serenity = ctx.serenity_context();
    // An edit may schedule the tournament (a new start): its organizer
    // hears privately when its Discord event cannot be made.
    let edits = matches!(action, tournament::TournamentAction::Edit { .. });
    let scheduled = Arc::new(AtomicBool::new(false));
    let noted = scheduled.clone();
    run_with(ctx, rules, |data, player, place| {
        let tournaments = data.tournaments.clone();
        async move {
            if let Some(id) = action.named()
                && let Some(t) = tournaments.info(&place, id).await
            {
                match super::may_see_said(serenity, a.interaction, &place, &t.place).await {
                    Ok(true) => {}
                    Ok(false) => {
                        let why = tournament::TournamentRefusal::NoSuchTournament { id };
                        return vec![why.view(&place, &player.id)];
                    }
                    Err(why) => return vec![super::error_said(&place, &player.id, why)],
                }
            }
            let views = tournaments.act(&player, &place, action).await;
            noted.store(edits && schedules_event(&views), Ordering::Relaxed);
            views
        }
    })
    .await?;
    tell_if_no_event(ctx, scheduled.load(Ordering::Relaxed)).await;
    Ok(())
}

/// Tells the organizer who just scheduled a tournament (`scheduled`: the
/// answer's views carry a scheduled calendar entry), privately and after
/// the answer, that the bot may not make its Discord event, when the
/// interaction says it lacks Manage Events: a notice for whoever can act
/// on it, never on the public announcement. One try: it only informs (a
/// failure is logged).
async fn tell_if_no_event(ctx: Ctx<'_>, scheduled: bool) {
    let Some(a) = app(ctx) else { return };
    if !scheduled || may_make_events(a.interaction.app_permissions) {
        return;
    }
    let said = Words::new(ids::DISCORD_TOURNAMENT_NO_EVENT).text(language::of_answer(ctx).await);
    let out = Outgoing::text(said).followup(true);
    if let Err(e) = a
        .interaction
        .create_followup(ctx.serenity_context(), out)
        .await
    {
        tracing::warn!("could not tell the organizer why there is no Discord event: {e}");
    }
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

/// Tournaments: Swiss, round robin, arena, knockout or double elimination, played in this channel.
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
        "tournament_bye",
        "tournament_list",
        "tournament_edit"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a tournament here: pick its format.
#[poise::command(
    slash_command,
    guild_only,
    rename = "create",
    subcommands(
        "create_swiss",
        "create_round_robin",
        "create_arena",
        "create_knockout",
        "create_double_elimination"
    ),
    subcommand_required
)]
pub async fn tournament_create(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// The options every format's create subcommand takes, as given.
struct CreateOptions {
    name: String,
    preset: Option<Choice<engine::Preset>>,
    time: Option<String>,
    intercept: Option<String>,
    king_strikes: Option<bool>,
    rated: Option<bool>,
    starts: Option<String>,
    max_players: Option<u32>,
    no_show: Option<String>,
    move_limit: Option<String>,
    role: Option<RoleId>,
    min_games: Option<u32>,
    repeat: Option<Choice<tournament::repeat::Repeat>>,
    remind: Option<String>,
    checkin: Option<String>,
    winner_role: Option<RoleId>,
}

/// One `/tournament create <format>` subcommand: the tournament's `name`,
/// then the format's own options (written at the call, with what they set
/// up), then the options every format takes (series, entry conditions,
/// limits). Each option is declared once, here or at the call, with its
/// Discord type, choices and bounds; `max_players` takes the format's
/// largest field and its description.
///
/// The descriptions are short: Discord allows 8,000 characters of names,
/// descriptions and choices for all of `/tournament`, and five formats
/// repeat these options (docs/DISCORD.md and `/help` say the rest).
macro_rules! create_command {
    (
        $(#[doc = $doc:tt])*
        $fn_name:ident = $rename:tt, $format:expr,
        max_players: $max:tt, $max_description:tt,
        ($($format_options:tt)*)
        => |$setup:ident| $apply:block
    ) => {
        $(#[doc = $doc])*
        #[allow(clippy::too_many_arguments)]
        #[poise::command(slash_command, guild_only, rename = $rename)]
        pub async fn $fn_name(
            ctx: Ctx<'_>,
            #[description = "The tournament's name"]
            #[min_length = 1]
            #[max_length = 80]
            name: String,
            $($format_options)*
            #[description = "The game (default cruise)"]
            preset: Option<Choice<engine::Preset>>,
            #[description = "Clock: 10+5, 3d a move, or none"]
            time: Option<String>,
            #[description = "Time to shoot down: 5s to 24h (30s)"]
            intercept: Option<String>,
            #[description = "May missiles strike kings? (yes)"]
            king_strikes: Option<bool>,
            #[description = "Rated games? (yes)"]
            rated: Option<bool>,
            #[description = "Start: in 2h, 18:30, <t:UNIX>"]
            starts: Option<String>,
            #[description = $max_description]
            #[min = 2]
            #[max = $max]
            max_players: Option<u32>,
            #[description = "First move within, or forfeit (5m)"]
            no_show: Option<String>,
            #[description = "No clock: time a move (1d)"]
            move_limit: Option<String>,
            #[description = "Only this role may join"]
            role: Option<RoleId>,
            #[description = "Rated games needed to join"]
            min_games: Option<u32>,
            #[description = "Repeat it (with starts)"]
            repeat: Option<Choice<tournament::repeat::Repeat>>,
            #[description = "Remind this long before (10m)"]
            remind: Option<String>,
            #[description = "Check-in this long before"]
            checkin: Option<String>,
            #[description = "The winner gets this role"]
            winner_role: Option<RoleId>,
        ) -> Result<(), Error> {
            let options = CreateOptions {
                name,
                preset,
                time,
                intercept,
                king_strikes,
                rated,
                starts,
                max_players,
                no_show,
                move_limit,
                role,
                min_games,
                repeat,
                remind,
                checkin,
                winner_role,
            };
            create(ctx, $format, options, move |$setup: &mut tournament::TournamentSetup| $apply)
                .await
        }
    };
}

create_command! {
    /// A Swiss: FIDE Dutch pairings.
    create_swiss = "swiss", tournament::Format::Swiss,
    max_players: 1000, "Most players (256)", // words-scan: skip (registration)
    (
        #[description = "Rounds (by the players)"]
        #[min = 1]
        #[max = 30]
        rounds: Option<u32>,
        #[description = "A pairing bye's points (1)"]
        bye: Option<Choice<ByePoints>>,
        #[description = "Byes a player may ask (1)"]
        byes: Option<u32>,
    ) => |setup| {
        setup.rounds = rounds;
        setup.bye = bye.map(|Choice(b)| b.value().to_string());
        setup.byes = byes;
    }
}

create_command! {
    /// A round robin: all play all.
    create_round_robin = "round-robin", tournament::Format::RoundRobin,
    max_players: 1000, "Most players (256)", // words-scan: skip (registration)
    (
        #[description = "Play all twice? (no)"]
        double: Option<bool>,
    ) => |setup| {
        setup.double = double.unwrap_or(false);
    }
}

create_command! {
    /// An arena: play until its end.
    create_arena = "arena", tournament::Format::Arena,
    max_players: 1000, "Most players (256)", // words-scan: skip (registration)
    (
        #[description = "Minutes (30)"]
        #[min = 1]
        #[max = 1440]
        minutes: Option<u32>,
    ) => |setup| {
        setup.minutes = minutes;
    }
}

create_command! {
    /// A knockout: single elimination.
    create_knockout = "knockout", tournament::Format::Knockout,
    max_players: 128, "Most players (128)", // words-scan: skip (registration)
    (
        #[description = "Games a match (1)"]
        best_of: Option<Choice<BestOf>>,
        #[description = "A drawn match (replay)"]
        tiebreak: Option<Choice<tournament::state::Tiebreak>>,
        #[description = "Seeds by (rating)"]
        seeding: Option<Choice<tournament::state::Seeding>>,
        #[description = "Play for third? (no)"]
        third_place: Option<bool>,
    ) => |setup| {
        setup.knockout = knockout_setup(best_of, tiebreak, seeding);
        setup.knockout.third_place = third_place;
    }
}

create_command! {
    /// A double elimination: two brackets.
    create_double_elimination = "double-elimination", tournament::Format::DoubleElimination,
    max_players: 128, "Most players (128)", // words-scan: skip (registration)
    (
        #[description = "Games a match (1)"]
        best_of: Option<Choice<BestOf>>,
        #[description = "A drawn match (replay)"]
        tiebreak: Option<Choice<tournament::state::Tiebreak>>,
        #[description = "Seeds by (rating)"]
        seeding: Option<Choice<tournament::state::Seeding>>,
        #[description = "Grand final (double)"]
        grand_final: Option<Choice<tournament::state::FinalGames>>,
    ) => |setup| {
        setup.knockout = knockout_setup(best_of, tiebreak, seeding);
        setup.knockout.grand_final = grand_final.map(|Choice(g)| g.name().to_string());
    }
}

/// The bracket options both knockout formats take, as the tournament
/// reads them.
fn knockout_setup(
    best_of: Option<Choice<BestOf>>,
    tiebreak: Option<Choice<tournament::state::Tiebreak>>,
    seeding: Option<Choice<tournament::state::Seeding>>,
) -> tournament::state::KnockoutSetup {
    tournament::state::KnockoutSetup {
        best_of: best_of.map(|Choice(b)| b.games()),
        tiebreak: tiebreak.map(|Choice(t)| t.name().to_string()),
        seeding: seeding.map(|Choice(s)| s.name().to_string()),
        ..Default::default()
    }
}

/// Creates a tournament of `format` from the options every format takes,
/// with `format_options` setting up the format's own.
async fn create(
    ctx: Ctx<'_>,
    format: tournament::Format,
    o: CreateOptions,
    format_options: impl FnOnce(&mut tournament::TournamentSetup),
) -> Result<(), Error> {
    let l = language::of_answer(ctx).await;
    if let Some(why) = may_not_create(ctx, l).await {
        return refuse(ctx, why).await;
    }
    if let Some(why) = missing_permissions(ctx, l) {
        return refuse(ctx, why).await;
    }
    if let (Some(role), Some(a)) = (o.winner_role, app(ctx)) {
        // Reading the server's roles may take longer than an answer may
        // wait: the answer is deferred (privately; the announcement is
        // posted in the channel).
        super::defer_private(ctx).await;
        if let Some(why) =
            crate::roles::refusal(ctx.serenity_context(), a.interaction, role, "winner_role").await
        {
            return refuse(ctx, why).await;
        }
    }
    let mut setup = tournament::TournamentSetup::new(o.name.trim(), format);
    format_options(&mut setup);
    if let Some(Choice(p)) = o.preset {
        setup.settings.preset = p;
    }
    if let Some(t) = o.time.as_deref() {
        match t.parse::<TimeControl>() {
            Ok(t) => setup.settings.time = t,
            Err(e) => return refuse(ctx, with_error(ids::DISCORD_TOURNAMENT_BAD_TIME, e)).await,
        }
    }
    // Read after `time`: without `intercept`, correspondence games get 12 h.
    if let Err(e) = setup.settings.set_intercept(o.intercept.as_deref()) {
        return refuse(ctx, with_error(ids::DISCORD_TOURNAMENT_BAD_INTERCEPT, e)).await;
    }
    if let Some(k) = o.king_strikes {
        setup.settings.king_strikes = k;
    }
    if let Some(r) = o.rated {
        setup.settings.rated = r;
    }
    let given = |s: Option<String>| s.filter(|s| !s.trim().is_empty());
    setup.max_players = o.max_players;
    setup.starts = given(o.starts);
    setup.no_show = given(o.no_show);
    setup.move_limit = given(o.move_limit);
    setup.role = o.role.map(|r| r.to_string());
    setup.min_games = o.min_games;
    setup.repeat = o.repeat.map(|Choice(r)| r).unwrap_or_default();
    setup.remind = given(o.remind);
    setup.checkin = given(o.checkin);
    setup.winner_role = o.winner_role.map(|r| r.to_string());
    // Whether the creator could give the server's winner role is decided
    // within the answer's window (reading Discord may take longer: the
    // answer is then deferred, and the announcement posted in the channel).
    let own = o.winner_role;
    // Members who run the server's tournaments may have more open.
    let is_admin = is_admin(ctx).await;
    let scheduled = Arc::new(AtomicBool::new(false));
    let noted = scheduled.clone();
    run_with(ctx, public(), move |data, player, place| {
        let tournaments = data.tournaments.clone();
        async move {
            let grant = match own {
                // Attached by a member who could give it (checked above).
                Some(own) => host::RoleGrant::of(own.to_string(), true),
                None => match server_role_grant(ctx).await {
                    Ok(g) => g,
                    Err(why) => return vec![super::error_said(&place, &player.id, why)],
                },
            };
            setup.role_grant = Some(grant);
            let create = tournament::TournamentAction::Create {
                setup: Box::new(setup),
                is_admin,
            };
            let mut views = tournaments.act(&player, &place, create).await;
            noted.store(schedules_event(&views), Ordering::Relaxed);
            // The announcement stays the answer; the organizer's own
            // notices (the server's role she cannot give) follow it
            // privately (`told_later`, delivered right after the answer).
            // Words, said in her language when they are shown.
            for note in super::notes_beside_a_post(&mut views, &player.id) {
                ctx.data().told_later.note(&player.id, note);
            }
            views
        }
    })
    .await?;
    tell_if_no_event(ctx, scheduled.load(Ordering::Relaxed)).await;
    Ok(())
}

/// Whether the command's member could give the server's winner role
/// herself ([`crate::roles::may_give`]): what a new tournament records, so
/// that the server's role is a prize only of tournaments such a member
/// created (and of their series). An error says what to do, in words.
async fn server_role_grant(ctx: Ctx<'_>) -> Result<host::RoleGrant, Words> {
    let Some(a) = app(ctx) else {
        return Ok(host::RoleGrant::no_role());
    };
    let Some(guild) = a.interaction.guild_id else {
        return Ok(host::RoleGrant::no_role());
    };
    let role = ctx
        .data()
        .tournaments
        .role(&guild.to_string(), tournament::ServerRole::TournamentWinner)
        .await
        .map_err(|e| {
            Words::new(ids::DISCORD_TOURNAMENT_SETTINGS_READ_FAILED).arg("error", e.to_string())
        })?;
    let Some(role) = role else {
        return Ok(host::RoleGrant::no_role());
    };
    let Ok(id) = role.parse::<u64>().map(RoleId::new) else {
        return Ok(host::RoleGrant::of(role, false));
    };
    let may =
        crate::roles::may_give(ctx.serenity_context(), a.interaction, id, "winner_role").await?;
    Ok(host::RoleGrant::of(role, may))
}

/// Join the tournament (a Swiss or an arena: also once it runs).
#[poise::command(slash_command, guild_only, rename = "join")]
pub async fn tournament_join(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
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
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Leave { tournament }).await
}

/// Start the tournament now (organizer).
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn tournament_start(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    if let Some(why) = missing_permissions(ctx, language::of_answer(ctx).await) {
        return refuse(ctx, why).await;
    }
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Start {
        tournament,
        is_admin,
    })
    .await
}

/// The tournament's standings (to you only unless public:true).
#[poise::command(slash_command, guild_only, rename = "standings")]
pub async fn tournament_standings(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
    #[description = "true: post them in the channel for everyone (default: only you see them)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let action = tournament::TournamentAction::Standings { tournament };
    run_tournament_answered(ctx, action, asked(public)).await
}

/// The current round's pairings and results.
#[poise::command(slash_command, guild_only, rename = "pairings")]
pub async fn tournament_pairings(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Pairings { tournament }).await
}

/// Withdraw from the running tournament (a game in progress is lost).
#[poise::command(slash_command, guild_only, rename = "withdraw")]
pub async fn tournament_withdraw(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Withdraw { tournament }).await
}

/// Remove a player from the tournament (organizer).
#[poise::command(slash_command, guild_only, rename = "kick")]
pub async fn tournament_kick(
    ctx: Ctx<'_>,
    #[description = "The player to remove"] user: User,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let user = match app(ctx) {
        Some(a) => super::option_player(a.interaction, &user),
        None => player_of(&user),
    };
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Kick {
        tournament,
        user,
        is_admin,
    })
    .await
}

/// Cancel the tournament (organizer); repeat:true also ends its series.
#[poise::command(slash_command, guild_only, rename = "cancel")]
pub async fn tournament_cancel(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
    #[description = "Also end its series (default: this edition only)"] repeat: Option<bool>,
) -> Result<(), Error> {
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Cancel {
        tournament,
        is_admin,
        series: repeat.unwrap_or(false),
    })
    .await
}

/// The tournament's record: standings and every game (PGN).
#[poise::command(slash_command, guild_only, rename = "export")]
pub async fn tournament_export(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Export { tournament }).await
}

/// Pair the next round now, when the last one is complete but was not paired (organizer).
#[poise::command(slash_command, guild_only, rename = "pair")]
pub async fn tournament_pair(
    ctx: Ctx<'_>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::PairNext {
        tournament,
        is_admin,
    })
    .await
}

/// Arena: halve your clock for a bonus point on a win (before your first move).
#[poise::command(slash_command, guild_only, rename = "berserk")]
pub async fn tournament_berserk(ctx: Ctx<'_>) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Berserk).await
}

/// The server's tournament organizer and winner roles: show, set or clear them (Manage Server).
#[poise::command(slash_command, guild_only, rename = "settings")]
pub async fn tournament_settings(
    ctx: Ctx<'_>,
    #[description = "Members with this role may run any tournament"] organizer_role: Option<
        serenity::all::RoleId,
    >,
    #[description = "Each tournament's winner gets this role"] winner_role: Option<
        serenity::all::RoleId,
    >,
    #[description = "true: remove the organizer role"] clear: Option<bool>,
    #[description = "true: stop handing out the winner role"] clear_winner_role: Option<bool>,
    #[description = "Who may create: everyone (default) or organizers"] creators: Option<
        Choice<tournament::TournamentCreators>,
    >,
) -> Result<(), Error> {
    // Every answer is private: in the member's own language.
    let l = language::of_answer(ctx).await;
    let say = |id: &str| Words::new(id).text(l);
    let Some(guild_id) = app(ctx).and_then(|a| a.interaction.guild_id) else {
        return refuse(ctx, say(ids::DISCORD_TOURNAMENT_SETTINGS_NOT_IN_SERVER)).await;
    };
    let guild = guild_id.to_string();
    let host = &ctx.data().tournaments;
    let (clear, clear_winner) = (clear.unwrap_or(false), clear_winner_role.unwrap_or(false));
    if organizer_role.is_none()
        && winner_role.is_none()
        && !clear
        && !clear_winner
        && creators.is_none()
    {
        return refuse(ctx, show_settings(host, &guild, l).await).await;
    }
    if !is_manager(ctx).await {
        return refuse(ctx, say(ids::DISCORD_TOURNAMENT_SETTINGS_NOT_MANAGER)).await;
    }
    let creators = creators.map(|Choice(c)| c);
    if organizer_role.is_some() && clear {
        return refuse(ctx, say(ids::DISCORD_TOURNAMENT_ORGANIZER_BOTH)).await;
    }
    if winner_role.is_some() && clear_winner {
        return refuse(ctx, say(ids::DISCORD_TOURNAMENT_WINNER_BOTH)).await;
    }
    if let Some(role) = winner_role {
        // Reading the server's roles may take longer than an answer may wait.
        super::defer_private(ctx).await;
        if let Some(a) = app(ctx)
            && let Some(why) =
                crate::roles::refusal(ctx.serenity_context(), a.interaction, role, "winner_role")
                    .await
        {
            return refuse(ctx, why).await;
        }
    }
    let mut said = Vec::new();
    if organizer_role.is_some() || clear {
        let role = organizer_role.map(|r| r.to_string());
        said.push(
            match host
                .set_role(
                    &guild,
                    tournament::ServerRole::TournamentOrganizer,
                    role.as_deref(),
                )
                .await
            {
                Ok(()) => match role {
                    Some(r) => Words::new(ids::DISCORD_TOURNAMENT_ORGANIZER_NOW)
                        .arg("role", r)
                        .text(l),
                    None => say(ids::DISCORD_TOURNAMENT_ORGANIZER_REMOVED),
                },
                Err(e) => bad(ids::DISCORD_TOURNAMENT_ORGANIZER_SAVE_FAILED, e, l),
            },
        );
    }
    if winner_role.is_some() || clear_winner {
        let role = winner_role.map(|r| r.to_string());
        said.push(
            match host
                .set_role(
                    &guild,
                    tournament::ServerRole::TournamentWinner,
                    role.as_deref(),
                )
                .await
            {
                Ok(()) => match role {
                    Some(r) => Words::new(ids::DISCORD_TOURNAMENT_WINNER_NOW)
                        .arg("role", r)
                        .text(l),
                    None => say(ids::DISCORD_TOURNAMENT_WINNER_REMOVED),
                },
                Err(e) => bad(ids::DISCORD_TOURNAMENT_WINNER_SAVE_FAILED, e, l),
            },
        );
    }
    if let Some(creators) = creators {
        said.push(match host.set_creators(&guild, creators).await {
            Ok(()) => creators_text(creators).text(l),
            Err(e) => bad(ids::DISCORD_TOURNAMENT_CREATORS_SAVE_FAILED, e, l),
        });
    }
    refuse(ctx, said.join("\n")).await
}

/// Message `id` with `error` (what went wrong), in `l`.
fn bad(id: &str, error: impl std::fmt::Display, l: Locale) -> String {
    Words::new(id).arg("error", error.to_string()).text(l)
}

/// Who may create tournaments, as `/tournament settings` says it.
fn creators_text(creators: tournament::TournamentCreators) -> Words {
    Words::new(match creators {
        tournament::TournamentCreators::Everyone => ids::DISCORD_TOURNAMENT_CREATORS_EVERYONE,
        tournament::TournamentCreators::Organizers => ids::DISCORD_TOURNAMENT_CREATORS_ORGANIZERS,
    })
}

/// Why the command's member may not create a tournament here: the server
/// keeps creating to its organizers (`/tournament settings
/// creators:organizers`) and the member has neither Manage Server nor the
/// organizer role. `None` when they may. Said in `l`.
async fn may_not_create(ctx: Ctx<'_>, l: Locale) -> Option<String> {
    let guild = app(ctx)?.interaction.guild_id?.to_string();
    let tournaments = &ctx.data().tournaments;
    match tournaments.creators(&guild).await {
        Ok(tournament::TournamentCreators::Everyone) => None,
        Ok(tournament::TournamentCreators::Organizers) if is_admin(ctx).await => None,
        Ok(tournament::TournamentCreators::Organizers) => {
            let who = match tournaments
                .role(&guild, tournament::ServerRole::TournamentOrganizer)
                .await
            {
                Ok(Some(role)) => {
                    Words::new(ids::DISCORD_TOURNAMENT_ONLY_ORGANIZERS_CREATE).arg("role", role)
                }
                _ => Words::new(ids::DISCORD_TOURNAMENT_ONLY_MANAGERS_CREATE),
            };
            Some(who.text(l))
        }
        Err(e) => Some(bad(ids::DISCORD_TOURNAMENT_CREATORS_READ_FAILED, e, l)),
    }
}

/// What `/tournament settings` alone says: both roles and how to change
/// them, in `l`.
async fn show_settings(host: &tournament::Tournaments, guild: &str, l: Locale) -> String {
    let failed =
        |e: &dyn std::fmt::Display| bad(ids::DISCORD_TOURNAMENT_SETTINGS_READ_FAILED, e, l);
    let organizer = match host
        .role(guild, tournament::ServerRole::TournamentOrganizer)
        .await
    {
        Ok(Some(role)) => Words::new(ids::DISCORD_TOURNAMENT_ORGANIZER_IS).arg("role", role),
        Ok(None) => Words::new(ids::DISCORD_TOURNAMENT_ORGANIZER_NONE),
        Err(e) => return failed(&e),
    };
    let winner = match host
        .role(guild, tournament::ServerRole::TournamentWinner)
        .await
    {
        Ok(Some(role)) => Words::new(ids::DISCORD_TOURNAMENT_WINNER_IS).arg("role", role),
        Ok(None) => Words::new(ids::DISCORD_TOURNAMENT_WINNER_NONE),
        Err(e) => return failed(&e),
    };
    let creators = match host.creators(guild).await {
        Ok(c) => format!("{} (`creators:{}`)", creators_text(c).text(l), c.name()),
        Err(e) => return failed(&e),
    };
    format!("{}\n{}\n{creators}", organizer.text(l), winner.text(l))
}

/// Set or correct a board's or a match's result (organizer).
#[poise::command(slash_command, guild_only, rename = "result")]
pub async fn tournament_result(
    ctx: Ctx<'_>,
    #[description = "The round's number"]
    #[min = 1]
    round: Option<u32>,
    #[description = "The board's number in the pairings"]
    #[min = 1]
    board: Option<u32>,
    #[description = "1-0, 0-1, 1/2, +- or -+ (a forfeit win), 0-0 (both forfeit)"] result: Option<
        String,
    >,
    #[description = "Knockout: the match (W1-2, L3-1, GF1, 3P)"]
    #[rename = "match"]
    bout: Option<String>,
    #[description = "Knockout: the player who goes through the match"] winner: Option<User>,
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let result = result.filter(|r| !r.trim().is_empty());
    if let Some(id) = bout.filter(|m| !m.trim().is_empty()) {
        let winner = winner.map(|u| u.id.to_string());
        return run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::MatchResult {
            tournament,
            id,
            result,
            winner,
            is_admin,
        })
        .await;
    }
    let (Some(round), Some(board), Some(result), None) = (round, board, result, winner) else {
        let l = language::of_answer(ctx).await;
        return refuse(
            ctx,
            Words::new(ids::DISCORD_TOURNAMENT_NAME_THE_GAME).text(l),
        )
        .await;
    };
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
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let roles = user.roles.iter().map(|r| r.to_string()).collect();
    let user = player_named(&user.user, user.nick.as_deref());
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
    #[description = "Which (default: here)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::Bye { tournament }).await
}

/// The server's open and running tournaments and series, with start times.
#[poise::command(slash_command, guild_only, rename = "list")]
pub async fn tournament_list(ctx: Ctx<'_>) -> Result<(), Error> {
    run_tournament(ctx, tournament::TournamentAction::List).await
}

/// Change a tournament before its start (organizer): pick its format.
#[poise::command(
    slash_command,
    guild_only,
    rename = "edit",
    subcommands(
        "edit_swiss",
        "edit_round_robin",
        "edit_arena",
        "edit_knockout",
        "edit_double_elimination"
    ),
    subcommand_required
)]
pub async fn tournament_edit(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// One `/tournament edit <format>` subcommand: which tournament, the
/// options every format may change, then the format's own (written at the
/// call, with what they change). A tournament of another format refuses
/// it, naming its own subcommand. Each option is declared once, with its
/// Discord type and bounds, as `create` declares it; the descriptions are
/// short for the same budget of 8,000 characters.
macro_rules! edit_command {
    (
        $(#[doc = $doc:tt])*
        $fn_name:ident = $rename:tt, $format:expr,
        max_players: $max:tt,
        ($($format_options:tt)*)
        => |$edit:ident| $apply:block
    ) => {
        $(#[doc = $doc])*
        #[allow(clippy::too_many_arguments)]
        #[poise::command(slash_command, guild_only, rename = $rename)]
        pub async fn $fn_name(
            ctx: Ctx<'_>,
            #[description = "Which (default: here)"]
            #[autocomplete = "autocomplete_tournament"]
            tournament: Option<i64>,
            #[description = "New name"]
            #[min_length = 1]
            #[max_length = 80]
            name: Option<String>,
            #[description = "New start: in 2h, 18:30, <t:UNIX>"]
            starts: Option<String>,
            #[description = "Clock: 10+5, 3d a move, or none"]
            time: Option<String>,
            #[description = "Most players"]
            #[min = 2]
            #[max = $max]
            max_players: Option<u32>,
            #[description = "First move within, or forfeit"]
            no_show: Option<String>,
            #[description = "No clock: time a move"]
            move_limit: Option<String>,
            $($format_options)*
        ) -> Result<(), Error> {
            let given = |s: Option<String>| s.filter(|s| !s.trim().is_empty());
            #[allow(unused_mut)]
            let mut $edit = tournament::TournamentEdit {
                format: Some($format),
                name: given(name),
                starts: given(starts),
                max_players,
                no_show: given(no_show),
                move_limit: given(move_limit),
                ..Default::default()
            };
            $apply;
            edit(ctx, tournament, $edit, time).await
        }
    };
}

edit_command! {
    /// Change a Swiss before its start.
    edit_swiss = "swiss", tournament::Format::Swiss,
    max_players: 1000,
    (
        #[description = "Rounds"]
        #[min = 1]
        #[max = 30]
        rounds: Option<u32>,
        #[description = "Byes a player may ask"]
        byes: Option<u32>,
    ) => |e| {
        e.rounds = rounds;
        e.byes = byes;
    }
}

edit_command! {
    /// Change a round robin before its start.
    edit_round_robin = "round-robin", tournament::Format::RoundRobin,
    max_players: 1000,
    () => |e| {}
}

edit_command! {
    /// Change an arena before its start.
    edit_arena = "arena", tournament::Format::Arena,
    max_players: 1000,
    (
        #[description = "Minutes"]
        #[min = 1]
        #[max = 1440]
        minutes: Option<u32>,
    ) => |e| {
        e.minutes = minutes;
    }
}

edit_command! {
    /// Change a knockout before its start.
    edit_knockout = "knockout", tournament::Format::Knockout,
    max_players: 128,
    () => |e| {}
}

edit_command! {
    /// Change a double elimination before its start.
    edit_double_elimination = "double-elimination", tournament::Format::DoubleElimination,
    max_players: 128,
    () => |e| {}
}

/// Edits `tournament` (default: the channel's open one) by `edit`, with a
/// new time control typed as `time`.
async fn edit(
    ctx: Ctx<'_>,
    tournament: Option<i64>,
    mut edit: tournament::TournamentEdit,
    time: Option<String>,
) -> Result<(), Error> {
    if let Some(t) = time.as_deref().filter(|t| !t.trim().is_empty()) {
        match t.parse::<TimeControl>() {
            Ok(t) => edit.time = Some(t),
            Err(e) => return refuse(ctx, with_error(ids::DISCORD_TOURNAMENT_BAD_TIME, e)).await,
        }
    }
    let edit = Box::new(edit);
    run_tournament_admin(ctx, |is_admin| tournament::TournamentAction::Edit {
        tournament,
        edit,
        is_admin,
    })
    .await
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
/// each one missing (by Discord's names), in `l`; `None` when all are there.
fn missing_permissions(ctx: Ctx<'_>, l: Locale) -> Option<String> {
    use serenity::all::Permissions as P;
    let have = app(ctx)?.interaction.app_permissions?;
    let needed = [
        (P::VIEW_CHANNEL, "View Channel"), // words-scan: skip (Discord's name)
        (P::SEND_MESSAGES, "Send Messages"), // words-scan: skip (Discord's name)
        (P::CREATE_PUBLIC_THREADS, "Create Public Threads"), // words-scan: skip (Discord's name)
        (P::SEND_MESSAGES_IN_THREADS, "Send Messages in Threads"), // words-scan: skip (Discord's name)
        (P::ATTACH_FILES, "Attach Files"), // words-scan: skip (Discord's name)
    ];
    let missing: Vec<String> = needed
        .iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, name)| format!("**{name}**"))
        .collect();
    if missing.is_empty() {
        return None;
    }
    let words = Words::new(ids::DISCORD_TOURNAMENT_MISSING_PERMISSIONS)
        .arg("missing", missing.join(", "))
        .arg("count", missing.len());
    Some(words.text(l))
}
