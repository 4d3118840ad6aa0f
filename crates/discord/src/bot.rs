//! Start-up: open the store, start the host, build the serenity client
//! (pointed at `DISCORD_API_BASE` in tests), register the slash commands
//! and run the shards.

use crate::config::Config;
use crate::data::{Data, Error, SharedData};
use crate::places::Places;
use host::{Host, HostConfig, View};
use serenity::all::{
    ClientBuilder, Command, Context, CreateCommand, FullEvent, GatewayIntents, GuildId, HttpBuilder,
};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// The gateway intents: the non-privileged ones plus Message Content (for
/// moves typed as plain messages; everything works without it through the
/// slash commands).
pub fn intents() -> GatewayIntents {
    GatewayIntents::non_privileged() | GatewayIntents::MESSAGE_CONTENT
}

/// The one line logged when Discord refuses the Message Content intent
/// (gateway close 4014) and the bot connects without it.
pub const MESSAGE_CONTENT_REFUSED: &str = "Discord refused the Message Content intent (gateway close 4014), so typed moves are off: players use /move and /fire, and everything else works. To turn typed moves on, switch on Message Content Intent on the Bot page of the Discord developer portal (https://discord.com/developers/applications), then restart the bot.";

/// Runs the bot until it stops.
pub async fn run(config: Config) -> anyhow::Result<()> {
    tracing::info!("starting with {config:?}");
    let store = store::Store::connect(&config.database_url)
        .await
        .map_err(|e| anyhow::anyhow!("cannot open the database: {e}"))?;
    // Several processes may share the database: each owns its shards'
    // servers (loads, times and answers only their games).
    let shards = config.shards.map(|r| host::Shards {
        first: r.first,
        last: r.last,
        total: r.total,
    });
    let host_config = HostConfig {
        shards,
        heartbeat_scope: shards.map_or_else(|| "host".to_string(), |s| s.name()),
        // What a game change owes Discord is written with the change and
        // posted by the outbox worker (outbox.rs).
        outbox: true,
        casual_move_limit: config.casual_move_limit,
        rematch_ttl: config.rematch_ttl,
        analysis_nodes: config.analysis_nodes,
        role_lease: config.role_lease,
        // Ahead of the system clock only in tests (CLOCK_OFFSET): a
        // downtime without the wait.
        clock: Some(host::Clock::ahead(config.clock_offset)),
        ..HostConfig::default()
    };
    if !config.clock_offset.is_zero() {
        tracing::warn!(
            "CLOCK_OFFSET={}: the bot's clock runs {} s ahead of the system clock (a test setting)",
            config.clock_offset.as_secs(),
            config.clock_offset.as_secs()
        );
    }
    if config.arena_minute.as_secs() != crate::config::DEFAULT_ARENA_MINUTE_S {
        tracing::warn!(
            "ARENA_MINUTE={}: an arena's minute lasts {} s (a test setting)",
            config.arena_minute.as_secs(),
            config.arena_minute.as_secs()
        );
    }
    let (host, timed) = Host::start(store, host_config)
        .await
        .map_err(|e| anyhow::anyhow!("cannot start the game host: {e}"))?;
    if let Some(addr) = config.metrics_addr {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| anyhow::anyhow!("cannot serve metrics on METRICS_ADDR={addr}: {e}"))?;
        tracing::info!("metrics on http://{addr}/metrics");
        tokio::spawn(crate::metrics::serve(listener, host.clone()));
    }
    if let Some(addr) = config.web_addr {
        // Its own threads and database connections: a flood of page
        // requests does not slow the games.
        let bound =
            web::spawn_on_own_threads(addr, config.database_url.clone(), web::Limits::default())?;
        tracing::info!("web site on http://{bound}/");
    }
    let tournament_config = tournament::TournamentConfig {
        arena_minute: config.arena_minute,
    };
    let tournaments = tournament::Tournaments::start(host.clone(), tournament_config)
        .await
        .map_err(|e| anyhow::anyhow!("cannot restore the tournaments: {e}"))?;
    let seasons = season::Seasons::start(host.clone())
        .await
        .map_err(|e| anyhow::anyhow!("cannot restore the seasons: {e}"))?;
    let mut data = Data::new(host, tournaments, seasons, Places::default());
    data.public_url = config.public_url.clone();
    data.thread_archive_after = config.thread_archive_after;
    let data = Arc::new(data);

    let guild = config.guild_id.map(GuildId::new);
    let timed_rx: Arc<Mutex<Option<mpsc::UnboundedReceiver<View>>>> =
        Arc::new(Mutex::new(Some(timed)));
    let launch = Launch {
        config: &config,
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
            config.outbox_max_backoff,
        )
        .run(),
    );
    // Ctrl-C / SIGTERM stops whichever client is running then.
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        stop_signal().await;
        tracing::info!("stopping: no new actions; finishing those in flight");
        let _ = stop_tx.send(true);
    });
    let mut intents = intents();
    let res = loop {
        let res = launch.connect(intents, stop_rx.clone()).await;
        let refused = matches!(
            res,
            Err(serenity::Error::Gateway(
                serenity::all::GatewayError::DisallowedGatewayIntents
            ))
        );
        if refused && intents.contains(GatewayIntents::MESSAGE_CONTENT) && !*stop_rx.borrow() {
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
    // then timers stop and the store is flushed and closed.
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
    data.tournaments.shutdown().await;
    data.seasons.shutdown().await;
    data.host.shutdown().await;
    data.host.store().close().await;
    tracing::info!("stopped");
    res.map_err(|e| anyhow::anyhow!("the Discord connection ended: {e}"))
}

/// What building and running a Discord client takes: built again, with
/// fewer intents, when Discord refuses one (see [`run`]).
struct Launch<'a> {
    config: &'a Config,
    data: Arc<Data>,
    /// The host's timed views; taken by the first client that gets READY.
    timed_rx: Arc<Mutex<Option<mpsc::UnboundedReceiver<View>>>>,
    guild: Option<GuildId>,
}

impl Launch<'_> {
    /// The REST client: pointed at `DISCORD_API_BASE` in tests; whatever a
    /// message does not say itself notifies nobody.
    fn http(&self) -> serenity::all::Http {
        let mut http = HttpBuilder::new(&self.config.token);
        if let Some(base) = &self.config.api_base {
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
                        let (ctx, data) = (ctx.clone(), setup_data.clone());
                        tokio::spawn(async move {
                            crate::threads::open_missing_threads(&ctx, &data).await;
                        });
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
        let res = match self.config.shards {
            Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
            None => client.start_autosharded().await,
        };
        watcher.abort();
        res
    }
}

/// How long a shutdown waits for actions in flight and the outbox.
const SHUTDOWN_BUDGET: std::time::Duration = std::time::Duration::from_secs(10);

/// Waits for Ctrl-C or (on Unix) SIGTERM, as sent by `docker stop` and
/// systemd.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
                return;
            }
            Err(e) => tracing::warn!("cannot listen for SIGTERM: {e}"),
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

async fn event_handler(
    fw: poise::FrameworkContext<'_, SharedData, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = fw.serenity_context;
    let data: &Data = fw.user_data;
    match event {
        FullEvent::InteractionCreate { interaction } => {
            if let Some(ci) = interaction.as_message_component() {
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
async fn register_commands(ctx: Context, guild: Option<GuildId>, cmds: Vec<CreateCommand>) {
    for attempt in 0usize.. {
        let res = match guild {
            Some(g) => g.set_commands(&ctx.http, cmds.clone()).await.map(|_| ()),
            None => Command::set_global_commands(&ctx.http, cmds.clone())
                .await
                .map(|_| ()),
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
                            "check that DISCORD_GUILD_ID={g} is a server the bot was invited to (with the applications.commands scope)"
                        ),
                        None => "Discord may be rate-limiting the bot".to_string(),
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
