//! Benchmarks (ignored by default), on loopback against the stand-in, with
//! the bot's default log filter:
//!
//! - the round trip from a `/move` interaction to the board posted in the
//!   game's thread (through the outbox: committed with the move, posted by
//!   the delivery worker), over 1,000 moves in 100 games, 20 games at a
//!   time;
//! - a whole 7-step flight (e5>f4>f3>e2>d2>c3>c4>d5, one shoot-down
//!   question on c4), from the firing `/move` to the question on the
//!   flight's message, and from the defender's "Let it pass" to the
//!   detonation shown on that message;
//! - the outbox's drain rate: 100 live games each make a move while
//!   Discord answers 503 for 60 s; then the time until every board is
//!   posted;
//! - a 200-player Swiss's start, from `/tournament start` to its last
//!   pairings message and its last game thread.
//!
//! ```text
//! cargo test --release --test discord_bench -- --ignored --nocapture --test-threads 1
//! ```
//!
//! The `/move` round trip while the bot serves the web site (`WEB_ADDR`) to
//! `BENCH_WEB_CLIENTS` keep-alive clients at once (0: served, nobody asks;
//! `BENCH_GAMES` makes the run shorter):
//!
//! ```text
//! BENCH_WEB_CLIENTS=0 cargo test --release --test discord_bench move_round_trip -- --ignored --nocapture
//! BENCH_WEB_CLIENTS=100 cargo test --release --test discord_bench move_round_trip -- --ignored --nocapture
//! ```
//!
//! The same round trip while the bot analyses finished games in the
//! background (issue #33): `BENCH_ANALYSES=n` first plays `n` short games
//! to a resignation and presses **Analyse** on each (at the bot's default
//! node budget), then times the moves while the analyses run:
//!
//! ```text
//! BENCH_ANALYSES=0 cargo test --release --test discord_bench move_round_trip -- --ignored --nocapture
//! BENCH_ANALYSES=8 cargo test --release --test discord_bench move_round_trip -- --ignored --nocapture
//! ```
//!
//! The same round trip while the bot mines puzzles in the background
//! (issue #46): `BENCH_MINES=n` first plays `n` chess games of 80 plies
//! (seeded random legal moves), all to ply 80 before any ends, then ends
//! them all at once (White resigns), so that all `n` wait for the miner
//! (about 3 s each at the default budget, docs/PERFORMANCE.md); then it
//! times the moves while they are mined:
//!
//! ```text
//! BENCH_MINES=0 cargo test --release --test e2e discord_bench::move_round_trip -- --ignored --nocapture
//! BENCH_MINES=30 cargo test --release --test e2e discord_bench::move_round_trip -- --ignored --nocapture
//! ```
//!
//! (The benchmarks live in the one end-to-end binary: `--test e2e`, with
//! the filter `discord_bench::`; the commands above with `--test
//! discord_bench` are older than that and read `--test e2e discord_bench::`
//! now.)
//!
//! Latency = from the moment the INTERACTION_CREATE dispatch is handed to
//! the gateway socket to the moment the stand-in has received the bot's
//! complete request that shows the board (a multipart upload with the PNG):
//! the message create in the game's thread, or the interaction's own
//! answer when that carries the board (as before the outbox, a5785df), so
//! that the same benchmark times both.
//!
//! The bot is its own process (`cruise-pawns bot`, [`Bot::start`]); the
//! stand-in and the client (the 20 players) are this one. Beside p50, p90
//! and p99 the run prints each process's own CPU time per timed move: the
//! bot's `getrusage(RUSAGE_SELF)` figure (user + system, all its threads),
//! read from `/proc/<pid>/stat` when the first move is sent and when the
//! last board has arrived, and this process's by `getrusage` over the same
//! window, each divided by the moves timed. `BOT_BIN=<path>` starts
//! another build of the bot instead of this one's (an earlier commit, side
//! by side: `scripts/bench-cpu-per-move.sh`). Each run prints one line,
//! starting `bench /move`, with the load average before it.
//!
//! [`Bot::start`]: crate::support::bot::Bot::start

/// The stand-in and the benchmark share the machine with the bot: they use
/// the bot's allocator too, so that their own allocations (JSON, multipart
/// bodies) take as little of the 2 cores from the bot as they can.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The stand-in and the benchmark without transparent huge pages, as the bot
/// runs (src/main.rs `no_huge_pages`): a huge-page fault in this process
/// (2 MiB zeroed, memory compacted first) stalls every waiter at once and
/// would be timed as the bot's.
fn no_huge_pages() {
    // SAFETY: PR_SET_THP_DISABLE takes plain integers and touches no memory.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

use crate::support;

use std::sync::Arc;
use std::time::Duration;
use support::payloads::{ALICE, CHANNEL_ID, TestUser};
use support::session::{Db, Session, thread_named, threads_starting};
use support::standin::{
    Opt, Recorded, StandIn, analyse_button, button_id, buttons, content_of, id_of,
};
use support::tournament;

const GAMES: usize = 100;
/// Games playing at the same time.
const AT_ONCE: usize = 20;
/// The bot's own default filter (what it uses without RUST_LOG).
const DEFAULT_LOG: &str = "info,serenity=warn,poise=warn,sqlx=warn";
/// Ten plies a game: the knights go out and back (no repetition ends it).
const MOVES: [&str; 10] = [
    "Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8", "e4", "e5",
];

fn user(n: usize) -> TestUser {
    TestUser {
        id: 1_300_000_000_000_100_000 + n as u64,
        name: Box::leak(format!("player{n}").into_boxed_str()),
    }
}

/// The bot on SQLite (`bench.db`) with `env`, its commands registered.
async fn bench_bot(env: &[(&str, &str)]) -> Session {
    Session::with(Db::Sqlite)
        .sqlite_file("bench.db")
        .env(env)
        .start()
        .await
        .expect("SQLite needs no configuration")
}

/// A number from the environment variable `name`, if set.
fn env_number(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: run with --ignored --nocapture (see the file's docs)"]
async fn move_round_trip_100_games() {
    no_huge_pages();
    let log = std::env::var("BENCH_LOG").unwrap_or_else(|_| DEFAULT_LOG.to_string());
    // BENCH_WEB_CLIENTS=n: the bot serves the site (WEB_ADDR) and n
    // keep-alive clients request its pages while the moves are timed
    // (0: the site is served, nobody asks).
    let web_clients = env_number("BENCH_WEB_CLIENTS");
    let web_addr = web_clients.map(|_| {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .unwrap()
            .port();
        std::net::SocketAddr::from(([127, 0, 0, 1], port))
    });
    let web_env = web_addr.map(|a| a.to_string());
    let mut env = vec![("RUST_LOG", log.as_str())];
    if let Some(a) = &web_env {
        env.push(("WEB_ADDR", a.as_str()));
    }
    let session = bench_bot(&env).await;
    let (s, bot) = (session.s.clone(), &session.bot);
    // BENCH_GAMES overrides how many games (a short smoke run).
    let games = env_number("BENCH_GAMES").unwrap_or(GAMES);
    let threads = start_games(&s, games).await;
    // BENCH_ANALYSES=n: n finished games are being analysed meanwhile.
    let analyses = env_number("BENCH_ANALYSES").unwrap_or(0);
    let analysed = queue_analyses(&s, analyses).await;
    // BENCH_MINES=n: n finished games of 80 plies are being mined meanwhile.
    let mines = env_number("BENCH_MINES").unwrap_or(0);
    let to_mine = queue_mining(&s, mines).await;
    let flood = match (web_addr, web_clients) {
        (Some(addr), Some(n)) => {
            // The server's pages on, so that the pages and pictures are
            // real work (leaderboard, replays, board pictures).
            let manager = user(0);
            s.make_manager(manager);
            let on = s.slash(
                manager,
                CHANNEL_ID,
                "settings",
                &[Opt::Str("web", "on".into())],
            );
            s.callback(&on).await;
            Some(web_flood::start(addr, n, games))
        }
        _ => None,
    };
    // BENCH_AT_ONCE overrides how many games play at the same time.
    let at_once = std::env::var("BENCH_AT_ONCE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(AT_ONCE);
    let gate = Arc::new(tokio::sync::Semaphore::new(at_once));
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    // The CPU time each process spends on the timed moves (the window
    // opens here, just before the first move is sent, and closes when the
    // last board has arrived): the machine time a move costs, which the
    // load of other processes changes far less than the latency.
    let cpu_before = (bot.cpu_time(), support::bot::own_cpu_time());
    let requests_before = s.request_count();
    let mut tasks = Vec::new();
    for (thread, w, b) in threads {
        let s = s.clone();
        let gate = gate.clone();
        tasks.push(tokio::spawn(async move {
            let _turn = gate.acquire_owned().await.unwrap();
            let mut lat = Vec::new();
            for (i, mv) in MOVES.iter().enumerate() {
                let who = if i % 2 == 0 { w } else { b };
                let sent = s.slash(who, thread, "move", &[Opt::Str("move", mv.to_string())]);
                let answer = s.callback(&sent).await;
                let shown = match board_in_answer(&answer, mv) {
                    Some(at) => at,
                    None => board_posted(&s, thread, mv, sent.sent_at).await,
                };
                lat.push((sent.sent_at, shown.duration_since(sent.sent_at)));
            }
            lat
        }));
    }
    let t0 = std::time::Instant::now();
    let mut timed: Vec<(std::time::Instant, Duration)> = Vec::new();
    for t in tasks {
        timed.extend(t.await.unwrap());
    }
    let cpu_after = (bot.cpu_time(), support::bot::own_cpu_time());
    if let Ok(path) = std::env::var("BENCH_TRACE") {
        let first = timed.iter().map(|t| t.0).min().unwrap_or(t0);
        let lines: String = timed
            .iter()
            .map(|(at, d)| {
                format!(
                    "{:.3} {:.3}\n",
                    at.duration_since(first).as_secs_f64() * 1e3,
                    d.as_secs_f64() * 1e3
                )
            })
            .collect();
        std::fs::write(path, format!("# first {first:?}\n{lines}")).unwrap();
    }
    let mut all: Vec<Duration> = timed.iter().map(|t| t.1).collect();
    let requests = s.request_count() - requests_before;
    if let Some(flood) = flood {
        println!("{}", flood.stop());
    }
    let analyses_line = if analyses > 0 {
        let done = analysed
            .iter()
            .filter(|&&(thread, game)| analysis_done(&s, thread, game))
            .count();
        assert!(
            done < analyses,
            "every analysis ended before the moves did: queue more (BENCH_ANALYSES)"
        );
        format!(", while {analyses} games were analysed ({done} done by the last move)")
    } else {
        String::new()
    };
    let mining_line = if mines > 0 {
        let store = store::Store::connect(&session.db).await.unwrap();
        let mut done = 0;
        for &game in &to_mine {
            done += usize::from(store.game_mined(game).await.unwrap());
        }
        assert!(
            done < mines,
            "every game was mined before the moves ended: queue more (BENCH_MINES)"
        );
        // The miner waits for a lull in live play: once the moves stop, it
        // goes on (one more game mined within a minute).
        let stopped = std::time::Instant::now();
        let mut after = None;
        while after.is_none() && stopped.elapsed() < Duration::from_secs(60) {
            let mut now_done = 0;
            for &game in &to_mine {
                now_done += usize::from(store.game_mined(game).await.unwrap());
            }
            if now_done > done {
                after = Some(stopped.elapsed());
            } else {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        let after = after.expect("the miner mined nothing within a minute of the last move");
        format!(
            ", while {mines} games of 80 plies were mined ({done} done by the last move, the next {:.1} s after it)",
            after.as_secs_f64()
        )
    } else {
        String::new()
    };
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 * p).ceil() as usize).min(all.len()) - 1];
    let site = match web_clients {
        Some(n) => format!(", the bot serving the site to {n} clients"),
        None => String::new(),
    };
    assert_eq!(all.len(), games * MOVES.len());
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    // CPU per timed move, of the bot's process and of this one.
    let per_move = |before: Option<Duration>, after: Option<Duration>| match (before, after) {
        (Some(b), Some(a)) => format!("{:.3} ms", ms(a - b) / all.len() as f64),
        _ => "unknown".to_string(),
    };
    let bin = std::env::var("BOT_BIN").unwrap_or_else(|_| "this-build".to_string());
    println!(
        "bench /move bot={bin} load={} moves={} games={games} at_once={at_once}{site}{analyses_line}{mining_line}: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; CPU per move: bot {}, stand-in+client {}; {:.2} requests to Discord per move",
        load.join("/"),
        all.len(),
        ms(pct(0.50)),
        ms(pct(0.90)),
        ms(pct(0.99)),
        ms(*all.last().unwrap()),
        per_move(cpu_before.0, cpu_after.0),
        per_move(cpu_before.1, cpu_after.1),
        requests as f64 / all.len() as f64,
    );
    if std::env::var_os("BENCH_LOG").is_some() {
        // BENCH_LOG=info,discord=debug: the outbox worker's own timings.
        for l in bot
            .output()
            .lines()
            .filter(|l| l.contains("outbox:"))
            .take(50)
        {
            eprintln!("{l}");
        }
    }
}

/// When the board after `mv` reached the stand-in as the `/move`
/// interaction's own answer (`answer`: a callback carrying the picture, as
/// the bot did before the outbox, a5785df), if it came so; `None` when the
/// answer is not the board (the bot posts it in the thread: [`board_posted`]).
fn board_in_answer(answer: &Recorded, mv: &str) -> Option<std::time::Instant> {
    let names_it = answer
        .json
        .as_ref()
        .is_some_and(|j| content_of(j).contains(&format!("**{mv}**")));
    (!answer.files.is_empty() && names_it).then_some(answer.at)
}

/// When the board after `mv` reached the stand-in: the first message
/// create in `thread` after `since` that names it and carries a file.
async fn board_posted(
    s: &StandIn,
    thread: u64,
    mv: &str,
    since: std::time::Instant,
) -> std::time::Instant {
    let want = format!("**{mv}**");
    s.file_posted(thread, &want, since, Duration::from_secs(20))
        .await
}

/// 80 plies of a chess game from the start, seeded by `seed`: random
/// legal moves that never end the game nor repeat a position, in SAN (as
/// the boards name them).
fn random_game(seed: u64) -> Vec<String> {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut pos = engine::Position::new(engine::Preset::Chess.rules(true));
    let mut seen = std::collections::HashSet::from([pos.zobrist_hash()]);
    let mut moves = Vec::new();
    while moves.len() < 80 {
        let options: Vec<(engine::Move, engine::Position)> = pos
            .legal_moves()
            .into_iter()
            .filter_map(|m| pos.play(&m).ok().map(|p| (m, p)))
            .filter(|(_, p)| p.outcome().is_none() && !seen.contains(&p.zobrist_hash()))
            .collect();
        if options.is_empty() {
            // A dead end (rare): start again from another seed.
            return random_game(seed.wrapping_mul(31).wrapping_add(7));
        }
        let (mv, next) = options[rng.random_range(0..options.len())];
        seen.insert(next.zobrist_hash());
        moves.push(engine::san::san(&pos, &mv));
        pos = next;
    }
    moves
}

/// `n` chess games of 80 plies ([`random_game`]), played side by side to
/// ply 80, then all ended at once (White resigns each): `n` games waiting
/// for the puzzle miner. Their game numbers.
async fn queue_mining(s: &StandIn, n: usize) -> Vec<i64> {
    let casual = [
        Opt::Str("preset", "chess".into()),
        Opt::Bool("rated", false),
    ];
    let mut games = Vec::new();
    for k in 0..n {
        let (w, b) = (user(200_000 + 2 * k), user(200_000 + 2 * k + 1));
        let challenge = s.accepted_challenge(w, b, &casual).await;
        games.push((id_of(&challenge), w, b, random_game(k as u64)));
    }
    let mut tasks = Vec::new();
    for (thread, w, b, moves) in games.clone() {
        let s = s.clone();
        tasks.push(tokio::spawn(async move {
            for (i, mv) in moves.iter().enumerate() {
                s.play_move(if i % 2 == 0 { w } else { b }, thread, mv)
                    .await;
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let mut ended = Vec::new();
    for (thread, w, _, _) in games {
        let resign = s.slash(w, thread, "resign", &[]);
        s.callback(&resign).await;
        ended.push(thread);
    }
    let mut numbers = Vec::new();
    for thread in ended {
        let end = s
            .wait_public(thread, "the game's end", Duration::from_secs(60), |m| {
                buttons(m).iter().any(|(label, _, _)| label == "Analyse")
            })
            .await;
        numbers.push(analyse_button(&end).1);
    }
    numbers
}

/// `n` short games (the benchmark's moves, then White resigns), each with
/// its **Analyse** pressed by White: the analyses queued. Their threads
/// and game numbers.
async fn queue_analyses(s: &StandIn, n: usize) -> Vec<(u64, i64)> {
    let mut queued = Vec::new();
    for k in 0..n {
        let (w, b) = (user(100_000 + 2 * k), user(100_000 + 2 * k + 1));
        let challenge = s.accepted_challenge(w, b, &[]).await;
        let thread = id_of(&challenge);
        for (i, mv) in MOVES.iter().enumerate() {
            s.play_move(if i % 2 == 0 { w } else { b }, thread, mv)
                .await;
        }
        let resign = s.slash(w, thread, "resign", &[]);
        s.callback(&resign).await;
        let end = s
            .wait_public(thread, "the game's end", Duration::from_secs(20), |m| {
                buttons(m).iter().any(|(label, _, _)| label == "Analyse")
            })
            .await;
        let (id, game, _) = analyse_button(&end);
        let press = s.click(w, id_of(&end), &id);
        s.callback(&press).await;
        queued.push((thread, game));
    }
    queued
}

/// Whether game `game`'s analysis progress in `thread` says it is done.
fn analysis_done(s: &StandIn, thread: u64, game: i64) -> bool {
    let head = format!("**Analysis of game {game}**");
    s.public_messages(thread)
        .iter()
        .any(|m| content_of(m).contains(&head) && content_of(m).contains("done, "))
}

/// `n` games: player 2k challenges player 2k+1 (as White); their threads.
async fn start_games(s: &StandIn, n: usize) -> Vec<(u64, TestUser, TestUser)> {
    let mut threads = Vec::new();
    for g in 0..n {
        let (w, b) = (user(2 * g), user(2 * g + 1));
        let sent = s.slash(
            w,
            CHANNEL_ID,
            "challenge",
            &[Opt::User("opponent", b), Opt::Str("color", "white".into())],
        );
        s.callback(&sent).await;
        let msg = s.original(&sent).unwrap();
        let click = s.click(b, id_of(&msg), &button_id(&msg, "Accept"));
        s.callback(&click).await;
        let name = format!("{} vs {}", w.name, b.name);
        let thread = thread_named(s, &name, Duration::from_secs(20)).await;
        threads.push((thread, w, b));
    }
    threads
}

const FLIGHTS: usize = 20;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: run with --ignored --nocapture (see the file's docs)"]
async fn seven_step_flight() {
    no_huge_pages();
    let session = bench_bot(&[("RUST_LOG", DEFAULT_LOG)]).await;
    let s = session.s.clone();
    let mut asked = Vec::new();
    let mut detonated = Vec::new();
    for (thread, w, b) in start_games(&s, FLIGHTS).await {
        for (i, mv) in ["e4", "d5", "e5", "a6"].iter().enumerate() {
            let who = if i % 2 == 0 { w } else { b };
            let sent = s.slash(who, thread, "move", &[Opt::Str("move", mv.to_string())]);
            s.callback(&sent).await;
        }
        // One flight at a time: the machine does nothing else meanwhile.
        let fire = s.slash(
            w,
            thread,
            "move",
            &[Opt::Str("move", "e5>f4>f3>e2>d2>c3>c4>d5".into())],
        );
        let q = s
            .wait_public(thread, "the question on c4", Duration::from_secs(20), |m| {
                buttons(m).iter().any(|b| b.0 == "Let it pass")
            })
            .await;
        let posted = s
            .requests()
            .into_iter()
            .find(|r| {
                r.method == "POST"
                    && r.path.ends_with(&format!("/channels/{thread}/messages"))
                    && r.at > fire.sent_at
                    && r.json
                        .as_ref()
                        .is_some_and(|j| content_of(j).contains("c4"))
            })
            .expect("the flight's message was posted");
        asked.push(posted.at.duration_since(fire.sent_at));
        let pass = s.click(b, id_of(&q), &button_id(&q, "Let it pass"));
        let edit = format!("/channels/{thread}/messages/{}", id_of(&q));
        let shown = s
            .wait_for("the detonation", Duration::from_secs(20), |s| {
                s.requests()
                    .into_iter()
                    .find(|r| {
                        r.method == "PATCH"
                            && r.path.ends_with(&edit)
                            && r.at > pass.sent_at
                            && r.json
                                .as_ref()
                                .is_some_and(|j| content_of(j).contains("detonates"))
                    })
                    .map(|r| r.at)
            })
            .await;
        detonated.push(shown.duration_since(pass.sent_at));
    }
    for (what, v) in [
        (
            "/move e5>f4>f3>e2>d2>c3>c4>d5 to the question on c4",
            &mut asked,
        ),
        ("\"Let it pass\" to the detonation", &mut detonated),
    ] {
        v.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{what}, {} flights: p50 {:.2} ms, max {:.2} ms",
            v.len(),
            ms(v[v.len() / 2]),
            ms(*v.last().unwrap())
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: run with --ignored --nocapture (see the file's docs)"]
async fn outbox_drain_after_a_60_s_outage() {
    no_huge_pages();
    let session = bench_bot(&[("RUST_LOG", DEFAULT_LOG)]).await;
    let s = session.s.clone();
    let threads = start_games(&s, GAMES).await;
    for &(thread, _, _) in &threads {
        s.wait_public(thread, "the first board", Duration::from_secs(20), |_| true)
            .await;
    }
    // Discord goes down; every game's White moves (typed: no interaction
    // to answer); Discord comes back after 60 s.
    s.set_outage(true);
    for &(thread, w, _) in &threads {
        s.say(w, thread, "Nf3");
    }
    tokio::time::sleep(Duration::from_secs(60)).await;
    let back = std::time::Instant::now();
    s.set_outage(false);
    let mut last = back;
    for &(thread, _, _) in &threads {
        last = last.max(board_posted(&s, thread, "Nf3", back).await);
    }
    let took = last.duration_since(back).as_secs_f64();
    println!(
        "outbox drain after a 60 s outage of {GAMES} live games: {GAMES} boards in {:.2} s ({:.0} posts/s)",
        took,
        GAMES as f64 / took
    );
    for &(thread, _, _) in &threads {
        let boards = s
            .public_messages(thread)
            .iter()
            .filter(|m| content_of(m).contains("**Nf3**"))
            .count();
        assert_eq!(boards, 1, "each board once");
    }
}

/// Players of the Swiss benchmark (`s001` ...).
fn entrant(n: usize) -> TestUser {
    TestUser {
        id: 1_300_000_000_000_400_000 + n as u64,
        name: Box::leak(format!("s{n:03}").into_boxed_str()),
    }
}

/// How many boards of round 1 the bot's public messages in the channel
/// have told (lines `12. <@a> (White) vs <@b> (Black)`).
fn boards_told(s: &StandIn) -> usize {
    s.public_messages(CHANNEL_ID)
        .iter()
        .map(|m| {
            content_of(m)
                .lines()
                .filter(|l| l.contains(" (White) vs ") && l.contains("<@"))
                .count()
        })
        .sum()
}

/// A 200-player Swiss's start: from `/tournament start` to its last
/// pairings message (every board of round 1 told, each player pinged),
/// and to the last of its 100 game threads opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: run with --ignored --nocapture (see the file's docs)"]
async fn swiss_start_200_players() {
    const PLAYERS: usize = 200;
    no_huge_pages();
    let session = bench_bot(&[("RUST_LOG", DEFAULT_LOG)]).await;
    let s = session.s.clone();
    let players: Vec<TestUser> = (1..=PLAYERS).map(entrant).collect();
    let ann = tournament::create(&s, ALICE, "Bench Swiss", "swiss", &[Opt::Int("rounds", 7)]).await;
    tournament::join_all(&s, ann, &players).await;
    let t0 = std::time::Instant::now();
    tournament::start(&s, ALICE).await;
    let started = t0.elapsed();
    s.wait_for("every board told", Duration::from_secs(300), |s| {
        (boards_told(s) == PLAYERS / 2).then_some(())
    })
    .await;
    let told = t0.elapsed();
    threads_starting(&s, "R1 · ", PLAYERS / 2, Duration::from_secs(300)).await;
    let opened = t0.elapsed();
    println!(
        "{PLAYERS}-player Swiss start: \"has started\" after {:.2} s, last pairings message after {:.2} s, last of {} threads after {:.2} s",
        started.as_secs_f64(),
        told.as_secs_f64(),
        PLAYERS / 2,
        opened.as_secs_f64()
    );
}

/// Keep-alive HTTP clients requesting the site's pages as fast as it
/// answers, on a runtime and thread of their own (one worker thread, so
/// the clients take at most about one core's share from the bot).
mod web_flood {
    use std::net::SocketAddr;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    use std::time::{Duration, Instant};
    use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

    pub struct Flood {
        stop: Arc<AtomicBool>,
        counts: Arc<[AtomicU64; 4]>,
        started: Instant,
        clients: usize,
        thread: std::thread::JoinHandle<()>,
    }

    /// The pages asked, in turn: a server's leaderboard, the global one,
    /// a replay page, a board picture (drawn), a game's JSON.
    fn path(i: u64, games: usize) -> String {
        let game = 1 + i % games.max(1) as u64;
        match i % 5 {
            0 => format!(
                "/servers/{}/leaderboard/cruise",
                crate::support::payloads::GUILD_ID
            ),
            1 => "/leaderboard/cruise".to_string(),
            2 => format!("/games/{game}"),
            3 => format!("/games/{game}/{}.png", i % 7),
            _ => format!("/api/games/{game}"),
        }
    }

    /// Lowers the calling thread to the idle policy, as the site's own
    /// threads (else nice 19; Linux: per thread).
    fn lowest_priority() {
        // SAFETY: plain integers and a parameter living across the call.
        unsafe {
            let tid = libc::gettid();
            let param = libc::sched_param { sched_priority: 0 };
            if libc::sched_setscheduler(tid, libc::SCHED_IDLE, &param) != 0 {
                libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 19);
            }
        }
    }

    /// Starts `clients` clients on the site at `addr` (`games` games).
    pub fn start(addr: SocketAddr, clients: usize, games: usize) -> Flood {
        let stop = Arc::new(AtomicBool::new(false));
        // 2xx and 304, 404, 503, failed connections.
        let counts: Arc<[AtomicU64; 4]> = Arc::new(Default::default());
        let (stop2, counts2) = (stop.clone(), counts.clone());
        let thread = std::thread::spawn(move || {
            // The clients stand in for other machines: on this one they
            // take only what the bot leaves (the idle policy, as the
            // site's own threads), so that what is measured is the bot's
            // work, not the load generator's.
            lowest_priority();
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .on_thread_start(lowest_priority)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let mut tasks = Vec::new();
                for c in 0..clients {
                    let (stop, counts) = (stop2.clone(), counts2.clone());
                    tasks.push(tokio::spawn(async move {
                        let mut i = c as u64;
                        while !stop.load(Ordering::Relaxed) {
                            let Ok(stream) = tokio::net::TcpStream::connect(addr).await else {
                                counts[3].fetch_add(1, Ordering::Relaxed);
                                tokio::time::sleep(Duration::from_millis(50)).await;
                                continue;
                            };
                            let mut conn = BufReader::new(stream);
                            // One connection, kept alive, until it fails.
                            while !stop.load(Ordering::Relaxed) {
                                i += clients as u64;
                                match request(&mut conn, &path(i, games)).await {
                                    Some(200..=304) => counts[0].fetch_add(1, Ordering::Relaxed),
                                    Some(404) => counts[1].fetch_add(1, Ordering::Relaxed),
                                    Some(503) => counts[2].fetch_add(1, Ordering::Relaxed),
                                    _ => {
                                        counts[3].fetch_add(1, Ordering::Relaxed);
                                        break;
                                    }
                                };
                            }
                        }
                    }));
                }
                for t in tasks {
                    let _ = t.await;
                }
            });
        });
        Flood {
            stop,
            counts,
            started: Instant::now(),
            clients,
            thread,
        }
    }

    /// One GET on a kept-alive connection: the status (the body read by
    /// its Content-Length), `None` when the connection failed.
    async fn request(conn: &mut BufReader<tokio::net::TcpStream>, path: &str) -> Option<u16> {
        let req = format!("GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n");
        conn.get_mut().write_all(req.as_bytes()).await.ok()?;
        let mut line = String::new();
        conn.read_line(&mut line).await.ok()?;
        let status = line.split(' ').nth(1)?.parse().ok()?;
        let mut length = 0usize;
        loop {
            line.clear();
            if conn.read_line(&mut line).await.ok()? == 0 {
                return None;
            }
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if let Some((n, v)) = l.split_once(':')
                && n.eq_ignore_ascii_case("content-length")
            {
                length = v.trim().parse().ok()?;
            }
        }
        let mut body = vec![0; length];
        conn.read_exact(&mut body).await.ok()?;
        Some(status)
    }

    impl Flood {
        /// Stops the clients; what they got.
        pub fn stop(self) -> String {
            self.stop.store(true, Ordering::Relaxed);
            let secs = self.started.elapsed().as_secs_f64();
            let _ = self.thread.join();
            let [ok, missing, busy, failed] =
                [0, 1, 2, 3].map(|i| self.counts[i].load(Ordering::Relaxed));
            format!(
                "web flood: {} clients for {secs:.1} s: {} answers ({:.0}/s): {ok} 2xx/304, {missing} 404, {busy} 503, {failed} failed connections",
                self.clients,
                ok + missing + busy,
                (ok + missing + busy) as f64 / secs.max(0.001),
            )
        }
    }
}
