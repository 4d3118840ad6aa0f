//! Benchmark: the public web site under load (issue 22). Every page kind is
//! asked by CLIENTS concurrent clients (default 100), each on its own
//! keep-alive HTTP/1.1 connection, asking one page after another for
//! SECONDS (default 10, after WARMUP seconds not counted, default 2); it
//! prints p50, p99 and max latency and the pages served per second. Beside
//! each kind, the floor: one page of that kind saved to a file and served
//! by the same server (a route that reads the file on every request, as a
//! static file server does), measured the same way.
//!
//! The data: the rating benchmark's 100,000 players and 1,000,000 rated
//! games on 20 servers (`cargo bench -p host --bench ratings` with
//! `QUERIES=0` seeds them into DB and rebuilds the ratings). This bench
//! then prepares the site's side, once (`SEEDED=1` skips it on a database
//! it prepared before): the pages of 18 of the 20 servers turned on, a
//! real game played through the host with flights (random moves; every
//! shoot-down question let pass, one flight shot down first) whose record
//! is copied into the 10,000 latest games of the public servers, and a
//! round robin of 8 players on each public server.
//!
//! ```text
//! DB=sqlite:///work/bench/bench.db QUERIES=0 cargo bench -p host --bench ratings
//! DB=sqlite:///work/bench/bench.db cargo bench -p web --bench load
//! ```
//!
//! The server runs on its own two-thread runtime, the clients on one
//! thread: both on this machine, as a load tool beside a server would.
//! `KINDS=leaderboard-global,player` measures only those kinds (the others:
//! leaderboard-server, api-leaderboard, replay, board-png,
//! board-png-stepping, tournament). Every kind asks its paths at random
//! (replays and pictures of 10,000 games: the site's cache of recent
//! replays rarely helps) except board-png-stepping, where each client
//! steps through one game's pictures in turn, then the next game's, as a
//! visitor pressing → does.

#[path = "../tests/support/seed.rs"]
mod seed;

use engine::{Move, Position};
use host::{Action, Host, HostConfig, Place, Play, ViewKind};
use std::sync::Arc;
use std::time::{Duration, Instant};
use store::{PlayerRef, Store};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// How many games get the real record.
const REPLAYS: usize = 10_000;
/// The servers whose pages stay off.
const PRIVATE_SERVERS: usize = 2;

fn main() {
    let Ok(url) = std::env::var("DB") else {
        eprintln!(
            "set DB to the database the rating benchmark seeded, e.g.\n  \
             DB=sqlite:///work/bench/bench.db QUERIES=0 cargo bench -p host --bench ratings\n  \
             DB=sqlite:///work/bench/bench.db cargo bench -p web --bench load"
        );
        std::process::exit(2);
    };
    let clients = env_usize("CLIENTS", 100);
    let seconds = env_usize("SECONDS", 10) as u64;
    let warmup = env_usize("WARMUP", 2) as u64;
    let kinds: Option<Vec<String>> = std::env::var("KINDS")
        .ok()
        .map(|k| k.split(',').map(|s| s.trim().to_string()).collect());
    sqlx::any::install_default_drivers();

    let server_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let store = server_rt.block_on(async {
        let store = Store::connect(&url).await.expect("open DB");
        if std::env::var("SEEDED").is_err() {
            prepare(&url, &store).await;
        }
        store
    });
    let pools = server_rt.block_on(pools(&url));
    let floor_dir = tempfile::tempdir().unwrap();
    let dir = floor_dir.path().to_path_buf();
    let app = web::router(store).route(
        "/floor/{file}",
        axum::routing::get(
            move |axum::extract::Path(file): axum::extract::Path<String>| {
                let path = dir.join(&file);
                async move {
                    let kind = if file.ends_with(".png") {
                        "image/png"
                    } else if file.ends_with(".json") {
                        "application/json"
                    } else {
                        "text/html; charset=utf-8"
                    };
                    match tokio::fs::read(path).await {
                        Ok(bytes) => (
                            axum::http::StatusCode::OK,
                            [(axum::http::header::CONTENT_TYPE, kind)],
                            bytes,
                        ),
                        Err(_) => (
                            axum::http::StatusCode::NOT_FOUND,
                            [(axum::http::header::CONTENT_TYPE, kind)],
                            Vec::new(),
                        ),
                    }
                }
            },
        ),
    );
    let addr = server_rt.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        addr
    });

    let client_rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    println!(
        "web load: {} over {}, {clients} clients, {seconds} s a kind after {warmup} s warm-up, load average {}",
        env!("CARGO_PKG_NAME"),
        store::redact_url(&url),
        load_average()
    );
    println!(
        "| page | paths | pages/s | p50 | p99 | max | floor pages/s | floor p50 | floor p99 | non-200 |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (kind, paths, order) in pools {
        if kinds
            .as_ref()
            .is_some_and(|k| !k.contains(&kind.to_string()))
        {
            continue;
        }
        // The floor: the first path's page, saved and served as a file.
        let sample = client_rt.block_on(fetch(addr, &paths[0]));
        assert_eq!(sample.0, 200, "{kind}: {} answered {}", paths[0], sample.0);
        let ext = if kind.ends_with("png") {
            "png"
        } else if kind.starts_with("api-") {
            "json"
        } else {
            "html"
        };
        let file = format!("{kind}.{ext}");
        std::fs::write(floor_dir.path().join(&file), &sample.1).unwrap();
        let paths = Arc::new(paths);
        let site = client_rt.block_on(run(addr, paths.clone(), order, clients, warmup, seconds));
        let floor = client_rt.block_on(run(
            addr,
            Arc::new(vec![format!("/floor/{file}")]),
            Order::Random,
            clients,
            warmup,
            seconds,
        ));
        println!(
            "| {kind} | {} | {:.0} | {} | {} | {} | {:.0} | {} | {} | {} |",
            paths.len(),
            site.rate,
            ms(site.p50),
            ms(site.p99),
            ms(site.max),
            floor.rate,
            ms(floor.p50),
            ms(floor.p99),
            site.failed + floor.failed
        );
    }
    println!("load average after: {}", load_average());
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split(' ').take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// What one kind's run measured.
struct Measured {
    rate: f64,
    p50: Duration,
    p99: Duration,
    max: Duration,
    failed: usize,
}

/// How a client picks its next path.
#[derive(Clone, Copy)]
enum Order {
    /// Any path, at random.
    Random,
    /// The next one in the list, from a random start: a visitor stepping
    /// through a replay's pictures.
    InTurn,
}

/// `clients` connections asking `paths` for `warmup + seconds`; the
/// answers after the warm-up count.
async fn run(
    addr: std::net::SocketAddr,
    paths: Arc<Vec<String>>,
    order: Order,
    clients: usize,
    warmup: u64,
    seconds: u64,
) -> Measured {
    let start = Instant::now();
    let counted = start + Duration::from_secs(warmup);
    let end = counted + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    for c in 0..clients {
        let paths = paths.clone();
        tasks.push(tokio::spawn(async move {
            let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ ((c as u64 + 1) * 0x1000_0001));
            let mut times = Vec::new();
            let mut failed = 0;
            let stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
            stream.set_nodelay(true).unwrap();
            let mut conn = BufReader::new(stream);
            let mut next = rng.below(paths.len());
            while Instant::now() < end {
                let path = match order {
                    Order::Random => &paths[rng.below(paths.len())],
                    Order::InTurn => {
                        next = (next + 1) % paths.len();
                        &paths[next]
                    }
                };
                let t0 = Instant::now();
                let (status, _) = ask(&mut conn, addr, path).await;
                let dt = t0.elapsed();
                if t0 >= counted {
                    times.push(dt);
                    if status != 200 {
                        failed += 1;
                    }
                }
            }
            (times, failed)
        }));
    }
    let mut all = Vec::new();
    let mut failed = 0;
    for t in tasks {
        let (times, f) = t.await.unwrap();
        all.extend(times);
        failed += f;
    }
    all.sort();
    let at = |q: f64| all[((all.len() as f64 * q) as usize).min(all.len() - 1)];
    Measured {
        rate: all.len() as f64 / seconds as f64,
        p50: at(0.50),
        p99: at(0.99),
        max: *all.last().unwrap(),
        failed,
    }
}

/// One GET on a kept-alive connection: the status and the body.
async fn ask(
    conn: &mut BufReader<tokio::net::TcpStream>,
    addr: std::net::SocketAddr,
    path: &str,
) -> (u16, Vec<u8>) {
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    conn.get_mut().write_all(req.as_bytes()).await.unwrap();
    let mut line = String::new();
    conn.read_line(&mut line).await.unwrap();
    let status: u16 = line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{path}: no status in `{line}`"));
    let mut length = None;
    loop {
        line.clear();
        conn.read_line(&mut line).await.unwrap();
        let l = line.trim_end();
        if l.is_empty() {
            break;
        }
        if let Some((name, value)) = l.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse::<usize>().ok();
        }
    }
    let length = length.unwrap_or_else(|| panic!("{path}: an answer without Content-Length"));
    let mut body = vec![0; length];
    conn.read_exact(&mut body).await.unwrap();
    (status, body)
}

/// One GET on a new connection.
async fn fetch(addr: std::net::SocketAddr, path: &str) -> (u16, Vec<u8>) {
    let stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    ask(&mut BufReader::new(stream), addr, path).await
}

async fn any_pool(url: &str) -> sqlx::AnyPool {
    sqlx::any::AnyPoolOptions::new()
        .max_connections(2)
        .connect(url)
        .await
        .expect("open DB")
}

async fn strings(url: &str, sql: &str) -> Vec<String> {
    use sqlx::Row;
    let pool = any_pool(url).await;
    let rows = sqlx::query(sql).fetch_all(&pool).await.unwrap();
    pool.close().await;
    rows.iter().map(|r| r.get::<String, _>(0)).collect()
}

async fn ints(url: &str, sql: &str) -> Vec<i64> {
    use sqlx::Row;
    let pool = any_pool(url).await;
    let rows = sqlx::query(sql).fetch_all(&pool).await.unwrap();
    pool.close().await;
    rows.iter().map(|r| r.get::<i64, _>(0)).collect()
}

/// The servers, in order; the last [`PRIVATE_SERVERS`] keep their pages off.
async fn servers(url: &str) -> (Vec<String>, Vec<String>) {
    let all = strings(
        url,
        "SELECT DISTINCT guild_id FROM games WHERE channel_id = 'bench' ORDER BY guild_id",
    )
    .await;
    assert!(
        all.len() > PRIVATE_SERVERS,
        "DB has no games of the rating benchmark: seed it first with \
         `DB=... QUERIES=0 cargo bench -p host --bench ratings`"
    );
    let split = all.len() - PRIVATE_SERVERS;
    (all[..split].to_vec(), all[split..].to_vec())
}

fn in_list(ids: &[String]) -> String {
    ids.iter()
        .map(|g| format!("'{}'", g.replace('\'', "")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Turns the public servers' pages on, copies a real game's record into
/// the latest games there, and stores a round robin on each.
async fn prepare(url: &str, store: &Store) {
    let t0 = Instant::now();
    let (public, private) = servers(url).await;
    for g in &public {
        store.set_web_public(g, true).await.unwrap();
    }
    for g in &private {
        store.set_web_public(g, false).await.unwrap();
    }
    let players = strings(
        url,
        &format!(
            "SELECT user_id FROM rating_servers WHERE guild_id = '{}' AND preset = 'cruise' \
             ORDER BY rating DESC LIMIT 8",
            public[0].replace('\'', "")
        ),
    )
    .await;
    assert_eq!(
        players.len(),
        8,
        "the ratings are rebuilt by the rating bench"
    );
    let refs: Vec<PlayerRef> = players
        .iter()
        .map(|p| PlayerRef::new(p.clone(), format!("player {p}")))
        .collect();
    let (plies, game) = random_game(store, &public[0], &refs[0], &refs[1]).await;
    let pool = any_pool(url).await;
    let latest = ints(
        url,
        &format!(
            "SELECT id FROM games WHERE channel_id = 'bench' AND guild_id IN ({}) \
             ORDER BY id DESC LIMIT {REPLAYS}",
            in_list(&public)
        ),
    )
    .await;
    for chunk in latest.chunks(1000) {
        let ids = chunk
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        sqlx::query(&format!(
            "UPDATE games SET snapshot = (SELECT snapshot FROM games WHERE id = {game}), \
             start_fen = (SELECT start_fen FROM games WHERE id = {game}) WHERE id IN ({ids})"
        ))
        .execute(&pool)
        .await
        .unwrap();
    }
    pool.close().await;
    for (i, g) in public.iter().enumerate() {
        seed::round_robin(store, g, &format!("Bench Cup {i}"), &refs).await;
    }
    eprintln!(
        "prepared in {:.1} s: {} public servers, a {plies}-ply game copied into {} games, {} round robins",
        t0.elapsed().as_secs_f64(),
        public.len(),
        latest.len(),
        public.len()
    );
}

/// A game through the host on server `guild`: 1. d4 e5 2. dxe5 Nc6, a
/// flight shot down, then random moves (one in ten a flight when there is
/// one, every question let pass) until the game ends or 80 plies; the
/// loser resigns. Returns its plies (as far as played) and its id.
async fn random_game(
    store: &Store,
    guild: &str,
    white: &PlayerRef,
    black: &PlayerRef,
) -> (usize, i64) {
    let (host, _rx) = Host::start(store.clone(), HostConfig::default())
        .await
        .expect("start the host");
    let place = Place::channel(guild, "web-bench");
    let players = [seed::host_player(white), seed::host_player(black)];
    let id = seed::shot_down_opening(&host, &place, &players[0], &players[1]).await;
    // The position after the shoot-down, from the stored record.
    let rec = store.game(id).await.unwrap().unwrap();
    let stored = host::stored_game(&rec).unwrap();
    let mut game = engine::Game::from_position(stored.start);
    for p in &stored.plies {
        game.play(*p).unwrap();
    }
    let mut pos: Position = *game.position();
    let mut rng = Rng(0x5eed);
    let mut plies = stored.plies.len();
    let mut ended = false;
    while plies < 80 && pos.outcome().is_none() {
        let moves = pos.legal_moves();
        let (flights, plain): (Vec<Move>, Vec<Move>) = moves
            .into_iter()
            .partition(|m| matches!(m, Move::Flight(_)));
        let pick = if !flights.is_empty() && (plain.is_empty() || rng.below(10) == 0) {
            flights[rng.below(flights.len())]
        } else if !plain.is_empty() {
            plain[rng.below(plain.len())]
        } else {
            break;
        };
        let mover = &players[usize::from(pos.turn() == engine::Color::Black)];
        let defender = &players[usize::from(pos.turn() == engine::Color::White)];
        let text = engine::san::san(&pos, &pick);
        let mut views = seed::act(&host, &place, mover, Action::Play(Play::Move(text))).await;
        // Every shoot-down question is let pass.
        while let Some(pass) = views
            .iter()
            .filter(|v| v.kind == ViewKind::ShootDownQuestion)
            .find_map(|q| q.buttons.iter().find(|x| x.label == "Let it pass"))
            .map(|x| x.id.clone())
        {
            views = seed::act(&host, &place, defender, Action::Button(pass)).await;
        }
        ended = views.iter().any(|v| v.kind == ViewKind::GameEnd);
        pos = pos.play(&pick).expect("the host and the engine agree");
        plies += 1;
        if ended {
            break;
        }
    }
    if !ended {
        let loser = &players[usize::from(pos.turn() == engine::Color::Black)];
        seed::act(&host, &place, loser, Action::Play(Play::Resign)).await;
    }
    host.shutdown().await;
    (plies, id)
}

/// The paths each page kind is measured over, and how they are picked.
async fn pools(url: &str) -> Vec<(&'static str, Vec<String>, Order)> {
    let (public, _) = servers(url).await;
    let list = in_list(&public);
    let mut rng = Rng(0xbeef);
    let players = strings(
        url,
        &format!(
            "SELECT DISTINCT user_id FROM rating_servers WHERE guild_id IN ({list}) \
             AND preset = 'cruise' ORDER BY user_id LIMIT 20000"
        ),
    )
    .await;
    let players: Vec<String> = (0..2000)
        .map(|_| players[rng.below(players.len())].clone())
        .collect();
    let games = ints(
        url,
        &format!(
            "SELECT id FROM games WHERE channel_id = 'bench' AND guild_id IN ({list}) \
             ORDER BY id DESC LIMIT {REPLAYS}"
        ),
    )
    .await;
    let tournaments = ints(url, "SELECT id FROM tournaments ORDER BY id").await;
    let pages = |n: usize, rng: &mut Rng| rng.below(n) + 1;
    let global: Vec<String> = (0..200)
        .map(|_| format!("/leaderboard/cruise?page={}", pages(50, &mut rng)))
        .collect();
    let server: Vec<String> = (0..200)
        .map(|_| {
            format!(
                "/servers/{}/leaderboard/cruise?page={}",
                public[rng.below(public.len())],
                pages(10, &mut rng)
            )
        })
        .collect();
    let api: Vec<String> = global.iter().map(|p| format!("/api{p}")).collect();
    let replays: Vec<String> = games.iter().map(|g| format!("/games/{g}")).collect();
    // A frame past the record's end answers 404: the frames of the copied
    // record only.
    let frames = frame_count(url, games[0]).await;
    let pictures: Vec<String> = (0..2000)
        .map(|_| {
            format!(
                "/games/{}/{}.png",
                games[rng.below(games.len())],
                rng.below(frames)
            )
        })
        .collect();
    // Stepping: every picture of 500 games, game after game.
    let stepping: Vec<String> = (0..500)
        .flat_map(|_| {
            let g = games[rng.below(games.len())];
            (0..frames).map(move |n| format!("/games/{g}/{n}.png"))
        })
        .collect();
    use Order::{InTurn, Random};
    vec![
        ("leaderboard-global", global, Random),
        ("leaderboard-server", server, Random),
        ("api-leaderboard", api, Random),
        (
            "player",
            players.iter().map(|p| format!("/players/{p}")).collect(),
            Random,
        ),
        ("replay", replays, Random),
        ("board-png", pictures, Random),
        ("board-png-stepping", stepping, InTurn),
        (
            "tournament",
            tournaments
                .iter()
                .map(|t| format!("/tournaments/{t}"))
                .collect(),
            Random,
        ),
    ]
}

/// How many frames game `id`'s replay has.
async fn frame_count(url: &str, id: i64) -> usize {
    let store = Store::connect(url).await.unwrap();
    let rec = store.game(id).await.unwrap().unwrap();
    let g = host::stored_game(&rec).expect("the copied record reads");
    store.close().await;
    // The start, one per ply, and the steps of flights: at least this many.
    g.plies.len() + 1
}
