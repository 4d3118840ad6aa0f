//! Start-up of the Discord frontend over parts the program built (the
//! host, the tournaments, the seasons; `src/program.rs` of the
//! `cruise-pawns` binary): the serenity client (pointed at
//! `DISCORD_API_BASE` in tests), the outbox's delivery worker, the slash
//! commands' registration and the shards; at a stop, the actions in flight
//! and the outbox are given time to finish.

use crate::config::Settings;
use crate::data::{Data, Error, SharedData};
use host::{Host, View};
use season::Seasons;
use serenity::all::{ClientBuilder, Context, FullEvent, GatewayIntents, GuildId, HttpBuilder};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, watch};
use tournament::Tournaments;

/// The gateway intents: the non-privileged ones plus Message Content (for
/// moves typed as plain messages; everything works without it through the
/// slash commands).
pub fn intents() -> GatewayIntents {
    GatewayIntents::non_privileged() | GatewayIntents::MESSAGE_CONTENT
}

/// The one line logged when Discord refuses the Message Content intent
/// (gateway close 4014) and the bot connects without it.
pub const MESSAGE_CONTENT_REFUSED: &str = "Discord refused the Message Content intent (gateway close 4014), so typed moves are off: players use /move and /fire, and everything else works. To turn typed moves on, switch on Message Content Intent on the Bot page of the Discord developer portal (https://discord.com/developers/applications), then restart the bot."; // words-scan: skip (the operator's log and startup error)

/// The parts of the program the Discord frontend runs over, built and
/// started by the composition root: the host (started with its outbox on,
/// [`host::HostConfig::outbox`]), the views it times by itself, and the
/// tournaments and seasons over the same host.
pub struct Parts {
    /// The game host.
    pub host: Host,
    /// The host's timed views ([`Host::start`]'s receiver): posted by this
    /// frontend, each server's in order.
    pub timed: mpsc::UnboundedReceiver<View>,
    /// The tournaments over `host`.
    pub tournaments: Tournaments,
    /// The seasons over `host`.
    pub seasons: Seasons,
}

/// Runs the Discord frontend over `parts` until `stop` turns true (the
/// program's Ctrl-C or SIGTERM) or Discord ends the connection for good;
/// then lets the actions in flight finish and the outbox drain, within
/// 10 s in all. Stopping the parts themselves is the caller's. The run
/// is boxed ([`host::Starting`]): the whole frontend is compiled with this
/// crate, whichever crate awaits it.
pub fn run(
    settings: Settings,
    parts: Parts,
    stop: watch::Receiver<bool>,
) -> host::Starting<anyhow::Result<()>> {
    Box::pin(run_here(settings, parts, stop))
}

/// [`run`], compiled in this crate.
async fn run_here(
    settings: Settings,
    parts: Parts,
    stop: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let Parts {
        host,
        timed,
        tournaments,
        seasons,
    } = parts;
    let data = Arc::new(Data::new(host, tournaments, seasons, &settings));
    data.lend_languages();
    let guild = settings.guild_id.map(GuildId::new);
    let timed_rx: Arc<Mutex<Option<mpsc::UnboundedReceiver<View>>>> =
        Arc::new(Mutex::new(Some(timed)));
    let launch = Launch {
        settings: &settings,
        data: data.clone(),
        timed_rx,
        guild,
    };
    // The outbox worker posts what game changes owe Discord, from the
    // store, so it survives restarts; it runs until the process ends.
    tokio::spawn(
        crate::outbox::Outbox::new(
            Arc::new(launch.http()),
            data.clone(),
            settings.outbox_max_backoff,
        )
        .run(),
    );
    let mut intents = intents();
    let res = loop {
        let res = launch.connect(intents, stop.clone()).await;
        let refused = matches!(
            res,
            Err(serenity::Error::Gateway(
                serenity::all::GatewayError::DisallowedGatewayIntents
            ))
        );
        if refused && intents.contains(GatewayIntents::MESSAGE_CONTENT) && !*stop.borrow() {
            // Gateway close 4014: the Message Content intent is not switched
            // on for this application. Everything but typed moves works
            // without it, so connect again without it.
            tracing::warn!("{MESSAGE_CONTENT_REFUSED}");
            intents.remove(GatewayIntents::MESSAGE_CONTENT);
            continue;
        }
        break res;
    };
    // Actions in flight finish and the outbox drains, within 10 s in all;
    // then the caller stops the timers and closes the store.
    let budget = std::time::Instant::now() + SHUTDOWN_BUDGET;
    if !data.in_flight.settled(SHUTDOWN_BUDGET).await {
        tracing::warn!("stopping with actions still running after 10 s");
    }
    let left = budget.saturating_duration_since(std::time::Instant::now());
    if !crate::outbox::drained(&data, left).await {
        tracing::warn!(
            "stopping with posts still owed to Discord: they are kept and posted at the next start"
        );
    }
    res.map_err(|e| anyhow::anyhow!("the Discord connection ended: {e}")) // words-scan: skip (the operator's log and startup error)
}

/// What building and running a Discord client takes: built again, with
/// fewer intents, when Discord refuses one (see [`run`]).
struct Launch<'a> {
    settings: &'a Settings,
    data: Arc<Data>,
    /// The host's timed views; taken by the first client that gets READY.
    timed_rx: Arc<Mutex<Option<mpsc::UnboundedReceiver<View>>>>,
    guild: Option<GuildId>,
}

/// The longest a REST call to Discord may take, answer included: a call
/// that hangs fails like a timeout (a post is tried again with backoff),
/// so a hung Discord cannot hold a lane, a server's role changes or a
/// command's answer for ever.
pub(crate) const REST_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);
/// The longest wait for a connection to Discord's REST API.
const REST_CONNECT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// The HTTP client of every REST call: rustls, as serenity's own, with
/// [`REST_TIMEOUT`].
pub(crate) fn rest_client() -> reqwest::Client {
    reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(REST_TIMEOUT)
        .connect_timeout(REST_CONNECT_TIMEOUT)
        .build()
        .unwrap_or_else(|e| {
            tracing::warn!(
                "could not build the REST client with timeouts ({e}); using the default"
            );
            reqwest::Client::new()
        })
}

impl Launch<'_> {
    /// The REST client: pointed at `DISCORD_API_BASE` in tests; whatever a
    /// message does not say itself notifies nobody.
    fn http(&self) -> serenity::all::Http {
        let mut http = HttpBuilder::new(&self.settings.token).client(rest_client());
        if let Some(base) = &self.settings.api_base {
            // Tests: every REST call goes to the stand-in. serenity's ratelimiter
            // sends its requests to discord.com whatever the proxy (0.12.5 builds
            // them with no proxy), so it is off here; the bot's own retries (429
            // with retry_after, 5xx with backoff) are what the tests exercise.
            http = http.proxy(base.clone()).ratelimiter_disabled(true);
        }
        // No `@everyone`/`@here`, no roles, no users unless a message
        // names them (present.rs names the users each message may notify).
        http.default_allowed_mentions(crate::present::allowed_mentions(&[]))
            .build()
    }

    /// Connects with `intents` and runs the shards until they stop (`stop`
    /// turns true, or Discord ends the connection for good).
    async fn connect(
        &self,
        intents: GatewayIntents,
        mut stop: tokio::sync::watch::Receiver<bool>,
    ) -> Result<(), serenity::Error> {
        let (guild, timed_rx, setup_data) = (self.guild, self.timed_rx.clone(), self.data.clone());
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: crate::commands::all(),
                on_error: |e| Box::pin(crate::commands::on_error(e)),
                event_handler: |fw, event| Box::pin(event_handler(fw, event)),
                // What a command says of its server's preferred locale,
                // noted before it runs (`crate::language`).
                pre_command: |ctx| {
                    Box::pin(async move {
                        if let poise::Context::Application(a) = ctx {
                            let ci = a.interaction;
                            crate::language::note_interaction(
                                ctx.data(),
                                ci.guild_id,
                                ci.guild_locale.as_deref(),
                            );
                        }
                    })
                },
                prefix_options: poise::PrefixFrameworkOptions {
                    prefix: None,
                    mention_as_prefix: false,
                    ..Default::default()
                },
                // The application's owners are not needed: no owner-only
                // commands, and no GET /oauth2/applications/@me at start.
                initialize_owners: false,
                // poise's own replies (errors it reports) notify nobody.
                allowed_mentions: Some(crate::present::allowed_mentions(&[])),
                ..Default::default()
            })
            .setup(move |ctx, ready, framework| {
                Box::pin(async move {
                    tracing::info!(
                        "connected as {} in {} server(s)",
                        ready.user.name,
                        ready.guilds.len()
                    );
                    // Timed views first: a question's timeout must be posted
                    // even while the registration below is failing.
                    if let Some(rx) = timed_rx.lock().expect("timed").take() {
                        tokio::spawn(post_timed_views(ctx.clone(), setup_data.clone(), rx));
                        // Once per process: the threads a round still lacks
                        // (the bot stopped while opening it).
                        let (ctx2, data) = (ctx.clone(), setup_data.clone());
                        tokio::spawn(async move {
                            let waiting = crate::threads::open_missing_threads(&ctx2, &data).await;
                            for (tid, boards) in waiting {
                                crate::waiting_boards::report(&data, tid, boards).await;
                            }
                            crate::threads::archive_owed_threads(ctx2.http.clone(), &data).await;
                        });
                        // Boards a refused thread left waiting, tried again
                        // in the background.
                        tokio::spawn(crate::waiting_boards::run(ctx.clone(), setup_data.clone()));
                    }
                    // Registration is retried in the background (a 429, a
                    // server the bot cannot reach): the bot answers meanwhile,
                    // since Discord keeps the commands registered before.
                    let cmds = crate::commands::registration(&framework.options().commands);
                    tokio::spawn(register_commands(ctx.clone(), guild, cmds));
                    Ok(SharedData(setup_data))
                })
            })
            .build();
        let mut client = ClientBuilder::new_with_http(self.http(), intents)
            .framework(framework)
            .await?;
        let shard_manager = client.shard_manager.clone();
        let watcher = tokio::spawn(async move {
            if stop.wait_for(|s| *s).await.is_ok() {
                shard_manager.shutdown_all().await;
            }
        });
        // (serenity reads `first..last` as shards first through last, both
        // included.) SHARDS is honoured everywhere; without it, as many shards as
        // Discord recommends (GET /gateway/bot) — against the loopback stand-in
        // too, so that the tests run the path production runs.
        let res = match self.settings.shards {
            Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
            None => client.start_autosharded().await,
        };
        watcher.abort();
        res
    }
}

/// How long a shutdown waits for actions in flight and the outbox.
const SHUTDOWN_BUDGET: std::time::Duration = std::time::Duration::from_secs(10);

async fn event_handler(
    fw: poise::FrameworkContext<'_, SharedData, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = fw.serenity_context;
    let data: &Data = fw.user_data;
    match event {
        FullEvent::InteractionCreate { interaction } => {
            // Each interaction in a server says the server's preferred
            // locale (`crate::language`); a command's was noted before it
            // ran (`pre_command`).
            use serenity::all::Interaction as I;
            let (guild, guild_locale) = match interaction {
                I::Component(i) => (i.guild_id, i.guild_locale.as_deref()),
                I::Modal(i) => (i.guild_id, i.guild_locale.as_deref()),
                I::Autocomplete(i) => (i.guild_id, i.guild_locale.as_deref()),
                _ => (None, None),
            };
            crate::language::note_interaction(data, guild, guild_locale);
            if let Some(ci) = interaction.as_message_component()
                && !crate::commands::on_topic_picked(ctx, data, ci).await
            {
                crate::components::on_button(ctx, data, ci).await;
            }
        }
        FullEvent::Message { new_message } => {
            crate::components::on_message(ctx, data, new_message).await;
        }
        FullEvent::ThreadCreate { thread } => {
            if let Some(p) = thread.parent_id {
                data.places.note_thread(thread.id, p);
            }
        }
        // A thread archived or deleted makes room under Discord's cap on
        // active threads: boards waiting for theirs are tried at once.
        FullEvent::ThreadUpdate { new, .. } if new.thread_metadata.is_some_and(|m| m.archived) => {
            data.waiting_boards.room_made();
        }
        FullEvent::ThreadDelete { .. } => data.waiting_boards.room_made(),
        // Which channels @everyone cannot view, for the web site
        // (`server_permissions`): the whole server at each GUILD_CREATE
        // and when @everyone's permissions change, one channel at each
        // channel change.
        FullEvent::GuildCreate { guild, .. } => {
            // The server's preferred locale (`crate::language`).
            data.languages
                .note_discord(&guild.id.to_string(), &guild.preferred_locale);
            crate::server_permissions::record_private_channels(ctx, &data.host, guild.id).await;
        }
        FullEvent::GuildUpdate { new_data, .. } => {
            data.languages
                .note_discord(&new_data.id.to_string(), &new_data.preferred_locale);
            crate::server_permissions::apply_guild_update(ctx, new_data);
            crate::server_permissions::record_private_channels(ctx, &data.host, new_data.id).await;
        }
        FullEvent::GuildRoleUpdate { new, .. } if new.id.get() == new.guild_id.get() => {
            crate::server_permissions::record_private_channels(ctx, &data.host, new.guild_id).await;
        }
        FullEvent::ChannelCreate { channel } | FullEvent::ChannelUpdate { new: channel, .. } => {
            crate::server_permissions::record_channel(ctx, &data.host, channel).await;
        }
        _ => {}
    }
    Ok(())
}

/// The waits between attempts to register the slash commands; the last
/// one repeats.
const REGISTRATION_WAITS_S: [u64; 6] = [1, 2, 4, 8, 30, 300];

/// Registers the slash commands (in `guild`, or globally), trying again
/// with backoff until it works. The first failure is logged as one clear
/// error saying what to check; later ones quietly.
async fn register_commands(ctx: Context, guild: Option<GuildId>, cmds: Vec<serde_json::Value>) {
    for attempt in 0usize.. {
        // The whole list at once (Discord's bulk overwrite), as
        // `set_commands` sends it.
        let res = match guild {
            Some(g) => ctx.http.create_guild_commands(g, &cmds).await.map(|_| ()),
            None => ctx.http.create_global_commands(&cmds).await.map(|_| ()),
        };
        match (res, guild) {
            (Ok(()), Some(g)) => {
                tracing::info!("slash commands registered in server {g}");
                return;
            }
            (Ok(()), None) => {
                tracing::info!(
                    "slash commands registered globally (Discord may take up to an hour to show them)"
                );
                return;
            }
            (Err(e), _) => {
                let wait = REGISTRATION_WAITS_S[attempt.min(REGISTRATION_WAITS_S.len() - 1)];
                if attempt == 0 {
                    let hint = match guild {
                        Some(g) => format!(
                            "check that DISCORD_GUILD_ID={g} is a server the bot was invited to (with the applications.commands scope)" // words-scan: skip (the operator's log and startup error)
                        ),
                        None => "Discord may be rate-limiting the bot".to_string(), // words-scan: skip (the operator's log and startup error)
                    };
                    tracing::error!(
                        "could not register the slash commands: {e}; {hint}. The bot keeps running and tries again (next in {wait} s)"
                    );
                } else {
                    tracing::debug!("registration attempt {} failed: {e}", attempt + 1);
                }
                tokio::time::sleep(std::time::Duration::from_secs(wait)).await;
            }
        }
    }
}

/// Posts the views that happen by themselves (a question timing out, a
/// flag falling, a reminder, a challenge expiring), each server's in order
/// on a task of its own: one server's slow Discord calls or backoff never
/// hold up another server's.
async fn post_timed_views(ctx: Context, data: Arc<Data>, mut rx: mpsc::UnboundedReceiver<View>) {
    let mut servers: std::collections::HashMap<String, mpsc::UnboundedSender<Vec<View>>> =
        std::collections::HashMap::new();
    while let Some(v) = rx.recv().await {
        // Views that came together (a missile passing, then the next
        // question) are posted together: one edit of the flight's message.
        let mut batch = vec![v];
        while let Ok(v) = rx.try_recv() {
            batch.push(v);
        }
        let mut by_server: Vec<(String, Vec<View>)> = Vec::new();
        for v in batch {
            match by_server.iter_mut().find(|(g, _)| *g == v.place.guild) {
                Some((_, views)) => views.push(v),
                None => by_server.push((v.place.guild.clone(), vec![v])),
            }
        }
        for (guild, views) in by_server {
            let lane = servers.entry(guild).or_insert_with(|| {
                let (tx, rx) = mpsc::unbounded_channel();
                tokio::spawn(post_server_views(ctx.clone(), data.clone(), rx));
                tx
            });
            if let Err(mpsc::error::SendError(views)) = lane.send(views) {
                // Its task ended (it never does while the bot runs): post here.
                crate::deliver::post_all(&ctx, &data, views).await;
            }
        }
    }
}

/// Posts one server's timed views, batch after batch, in order.
async fn post_server_views(
    ctx: Context,
    data: Arc<Data>,
    mut rx: mpsc::UnboundedReceiver<Vec<View>>,
) {
    while let Some(mut batch) = rx.recv().await {
        while let Ok(more) = rx.try_recv() {
            batch.extend(more);
        }
        crate::deliver::post_all(&ctx, &data, batch).await;
    }
}
