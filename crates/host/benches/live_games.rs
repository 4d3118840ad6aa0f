//! Benchmark: many live games in one process, moves played through the
//! host with SQLite (every move committed before its views come back).
//!
//! Reports moves per second persisted, resident memory per idle game (RSS
//! delta / games), and action-to-view latency percentiles.
//!
//! `cargo bench -p host --bench live_games` (env: GAMES, default 10000;
//! CLIENTS, concurrent client tasks, default 64; DB, a database URL,
//! default a fresh SQLite file in a temporary directory; LOCALE, the
//! Discord locale code the views are said in, default en-US; PICTURES=1 to
//! draw each view's board PNG as the Discord edge does).
//!
//! Every move's views are said in `LOCALE` (text, card, buttons: what the
//! Discord edge does before it posts them), and with `PICTURES=1` each
//! board is drawn, so "action to view" is action to a post ready to send.
//! The edge's share (saying and drawing) is reported on its own line.

use host::{Action, GameSettings, Host, HostConfig, Place, Play, Player};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn rss_kb() -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

const OPENING: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "d6"];

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing
    // special: keep that run tiny.
    let quick = !std::env::args().any(|a| a == "--bench");
    let games = if quick {
        50
    } else {
        env_usize("GAMES", 10_000)
    };
    let clients = env_usize("CLIENTS", 64);
    let code = std::env::var("LOCALE").unwrap_or_else(|_| "en-US".into());
    let Some(locale) = locale::Locale::from_discord(&code) else {
        eprintln!("LOCALE `{code}` is not a shipped Discord locale: give one like en-US, fr or ru");
        std::process::exit(2);
    };
    let pictures = std::env::var("PICTURES").is_ok_and(|v| v == "1");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(run(games, clients, quick, locale, pictures));
}

async fn run(games: usize, clients: usize, quick: bool, locale: locale::Locale, pictures: bool) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = std::env::var("DB")
        .unwrap_or_else(|_| format!("sqlite://{}", dir.path().join("bench.db").display()));
    let store = store::Store::connect(&url).await.expect("store");
    let (host, _timed) = Host::start(store, HostConfig::default())
        .await
        .expect("host");

    // Warm up (renderer-free paths, allocator, SQLite pages) with a few games.
    let players: Vec<(Player, Player)> = (0..games)
        .map(|i| {
            (
                Player::new(format!("w{i}"), format!("white{i}")),
                Player::new(format!("b{i}"), format!("black{i}")),
            )
        })
        .collect();
    let places: Vec<Place> = (0..games)
        .map(|i| Place::channel("bench", format!("c{i}")))
        .collect();

    let rss0 = rss_kb();
    let t = Instant::now();
    for i in 0..games {
        host.start_game(
            &places[i],
            players[i].0.clone(),
            players[i].1.clone(),
            GameSettings::default(),
        )
        .await
        .map_err(|v| v.text)
        .expect("start game");
    }
    let create_s = t.elapsed().as_secs_f64();
    let rss1 = rss_kb();
    let per_game_kb = (rss1.saturating_sub(rss0)) as f64 / games as f64;

    let players = Arc::new(players);
    let places = Arc::new(places);
    let t = Instant::now();
    let mut tasks = Vec::new();
    for c in 0..clients {
        let (host, players, places) = (host.clone(), players.clone(), places.clone());
        tasks.push(tokio::spawn(async move {
            let mut lat = Vec::new();
            let mut edge = Vec::new();
            for (ply, text) in OPENING.iter().enumerate() {
                let mut g = c;
                while g < players.len() {
                    let who = if ply % 2 == 0 {
                        &players[g].0
                    } else {
                        &players[g].1
                    };
                    let t = Instant::now();
                    let views = host
                        .act(who, &places[g], Action::Play(Play::Move((*text).into())))
                        .await;
                    let acted = t.elapsed();
                    assert!(
                        !views.iter().any(|v| v.is_error()),
                        "{:?}",
                        views.iter().map(|v| &v.text).collect::<Vec<_>>()
                    );
                    let e = Instant::now();
                    let mut bytes = 0;
                    for view in views {
                        let view = view.in_locale(locale);
                        bytes += view.text.len();
                        if pictures && let Some(board) = &view.board {
                            bytes += board.png().expect("board png").len();
                        }
                    }
                    std::hint::black_box(bytes);
                    edge.push(e.elapsed());
                    lat.push(acted + e.elapsed());
                    g += clients;
                }
            }
            (lat, edge)
        }));
    }
    let mut lat: Vec<Duration> = Vec::new();
    let mut edge: Vec<Duration> = Vec::new();
    for t in tasks {
        let (l, e) = t.await.expect("client");
        lat.extend(l);
        edge.extend(e);
    }
    edge.sort();
    let secs = t.elapsed().as_secs_f64();
    let moves = lat.len();
    lat.sort();
    let pct = |p: f64| lat[((lat.len() as f64 - 1.0) * p) as usize];
    let rss2 = rss_kb();
    println!(
        "live_games: {games} games, {clients} concurrent clients, {}",
        host.store().redacted_url()
    );
    println!(
        "  created {games} games in {create_s:.2} s ({:.0} games/s)",
        games as f64 / create_s
    );
    println!(
        "  memory: RSS {rss0} kB -> {rss1} kB with {games} idle games: {per_game_kb:.2} kB per idle game"
    );
    println!(
        "  moves: {moves} in {secs:.2} s = {:.0} moves/s persisted",
        moves as f64 / secs
    );
    let epct = |p: f64| edge[((edge.len() as f64 - 1.0) * p) as usize];
    println!(
        "  views said in {} {}: p50 {:.3} ms, p99 {:.3} ms per move",
        locale.code(),
        if pictures {
            "and boards drawn"
        } else {
            "(no pictures)"
        },
        epct(0.5).as_secs_f64() * 1e3,
        epct(0.99).as_secs_f64() * 1e3
    );
    println!(
        "  action-to-view latency: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        pct(0.5).as_secs_f64() * 1e3,
        pct(0.9).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        lat.last().unwrap().as_secs_f64() * 1e3
    );
    println!(
        "  RSS after the moves: {rss2} kB; live games: {}",
        host.live_games()
    );
    if quick {
        assert_eq!(host.live_games(), games);
    }
}
