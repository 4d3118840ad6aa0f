//! The web site in a real headless browser: Debian's `chromium` driven
//! through `chromedriver` (W3C WebDriver, JSON over HTTP), against the real
//! `cruise-pawns web` binary on a seeded SQLite file. It steps through the
//! replay of a game whose missile was shot down with the → key, checks a
//! name `<script>alert(1)</script>` renders as text (and no alert opens),
//! that a server that did not turn its pages on answers 404, turns to
//! page 2 of a leaderboard, and reads a tournament page's standings from
//! the table: they are the lines `/tournament standings` posts; opens a
//! puzzle from the server's recent puzzles and steps through its hidden
//! solution with the buttons. It saves a screenshot of the replay as
//! `docs/web-replay.png` (the README shows it).
//!
//! Without chromium and chromedriver the test fails (CI installs them:
//! `apt-get install chromium chromium-driver`); it never skips.

#[path = "../../crates/web/tests/support/seed.rs"]
mod seed;

use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills a child process when the test ends, passing or failing.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The program `name` on the PATH (or in /usr/bin), or a failure saying
/// how to install it.
fn program(name: &str) -> PathBuf {
    let dirs = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&dirs)
        .chain([PathBuf::from("/usr/bin")])
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            panic!(
                "`{name}` is not installed: the browser test needs Debian's chromium and its WebDriver \
                 (apt-get install chromium chromium-driver); CI installs them in .ci/run"
            )
        })
}

/// One HTTP/1.1 request (`Connection: close`): the status and the body.
fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&Value>) -> (u16, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).unwrap_or_else(|e| panic!("connect {addr}: {e}"));
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let body = body.map(Value::to_string).unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(req.as_bytes()).expect("send");
    // Read until the body is complete: chromedriver may keep the
    // connection open whatever the request says.
    let mut raw = Vec::new();
    let mut buf = [0u8; 16384];
    let (split, head) = loop {
        let n = stream.read(&mut buf).expect("read");
        assert!(
            n > 0,
            "{method} {path}: the connection closed before an answer"
        );
        raw.extend_from_slice(&buf[..n]);
        if let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break (
                split,
                String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase(),
            );
        }
    };
    let length = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse::<usize>().ok());
    loop {
        let body = &raw[split + 4..];
        let done = match length {
            Some(len) => body.len() >= len,
            None if head.contains("transfer-encoding: chunked") => body.ends_with(b"0\r\n\r\n"),
            None => false,
        };
        if done {
            break;
        }
        let n = stream.read(&mut buf).expect("read");
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
    }
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let mut rest = raw[split + 4..].to_vec();
    if head.contains("transfer-encoding: chunked") {
        rest = unchunk(&rest);
    }
    (status, rest)
}

fn unchunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let Some(end) = data.windows(2).position(|w| w == b"\r\n") else {
            return out;
        };
        let size = usize::from_str_radix(
            String::from_utf8_lossy(&data[..end])
                .split(';')
                .next()
                .unwrap()
                .trim(),
            16,
        )
        .unwrap_or(0);
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&data[end + 2..end + 2 + size]);
        data = &data[end + 2 + size + 2..];
    }
}

fn wait_until(what: &str, mut ready: impl FnMut() -> bool) {
    let start = Instant::now();
    while !ready() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{what} did not come up in 60 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A WebDriver session.
struct Browser {
    driver: SocketAddr,
    session: String,
}

impl Browser {
    /// Sends a command; the answer's `value` and whether it succeeded.
    fn send(&self, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
        let path = format!("/session/{}{path}", self.session);
        let (status, bytes) = http(self.driver, method, &path, body.as_ref());
        let v: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        (status, v["value"].clone())
    }

    fn ok(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let (status, v) = self.send(method, path, body);
        assert_eq!(status, 200, "{method} {path}: {v}");
        v
    }

    fn goto(&self, url: &str) {
        self.ok("POST", "/url", Some(json!({ "url": url })));
    }

    fn url(&self) -> String {
        self.ok("GET", "/url", None).as_str().unwrap().to_string()
    }

    fn find(&self, css: &str) -> String {
        let v = self.ok(
            "POST",
            "/element",
            Some(json!({"using": "css selector", "value": css})),
        );
        v.as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .expect("an element reference")
            .to_string()
    }

    fn text(&self, css: &str) -> String {
        let el = self.find(css);
        self.ok("GET", &format!("/element/{el}/text"), None)
            .as_str()
            .unwrap()
            .to_string()
    }

    fn property(&self, css: &str, name: &str) -> Value {
        let el = self.find(css);
        self.ok("GET", &format!("/element/{el}/property/{name}"), None)
    }

    fn click(&self, css: &str) {
        let el = self.find(css);
        self.ok("POST", &format!("/element/{el}/click"), Some(json!({})));
    }

    /// Presses and releases one key (a WebDriver key code).
    fn press(&self, key: &str) {
        self.ok(
            "POST",
            "/actions",
            Some(
                json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
                    {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}
                ]}]}),
            ),
        );
    }

    fn script(&self, js: &str) -> Value {
        self.ok(
            "POST",
            "/execute/sync",
            Some(json!({"script": js, "args": []})),
        )
    }

    /// Fails if an alert is open.
    fn assert_no_alert(&self) {
        let (status, v) = self.send("GET", "/alert/text", None);
        assert_eq!(
            v["error"], "no such alert",
            "an alert is open: {status} {v}"
        );
    }
}

const ARROW_RIGHT: &str = "\u{E014}";

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text
        .bytes()
        .filter(|c| !b"=\r\n".contains(c))
        .map(value)
        .collect();
    digits
        .chunks(4)
        .flat_map(|c| {
            let n = c
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, &d)| n | u32::from(d) << (18 - 6 * i));
            let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            bytes[..c.len() - 1].to_vec()
        })
        .collect()
}

#[test]
fn the_site_in_a_headless_browser() {
    let chromium = program("chromium");
    let chromedriver = program("chromedriver");
    let dir = tempfile::tempdir().expect("tempdir");
    let db = format!("sqlite://{}", dir.path().join("web.db").display());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let seeded = rt.block_on(seed::seed(&db));
    // A puzzle of the replayed game: White's missile e5>e6 in the air,
    // Black to shoot it down with fxe6 (stored at a ply of its own, apart
    // from any the bot mined).
    let puzzle = rt.block_on(async {
        let st = store::Store::connect(&db).await.unwrap();
        let line = store::NewPuzzle {
            game_id: seeded.replay_game,
            ply: 99,
            fen: "r1bqkbnr/pppp1ppp/2n5/4P3/8/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3".into(),
            moves: "so-far:e5>e6 shoot:f7e6".into(),
            themes: "shootDown,short".into(),
            glicko: store::Glicko {
                rating: 1500.0,
                rd: 500.0,
                volatility: 0.09,
                updated_days: None,
            },
        };
        st.save_mined_game(seeded.replay_game, &[line], store::unix_millis())
            .await
            .unwrap();
        let id = st
            .puzzles_of_game(seeded.replay_game)
            .await
            .unwrap()
            .iter()
            .find(|p| p.ply == 99)
            .expect("the puzzle")
            .id;
        st.close().await;
        id
    });

    // The real binary, in an empty directory (no .env of the repository).
    let site: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let _web = Running(
        Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
            .arg("web")
            .current_dir(dir.path())
            .env("DATABASE_URL", &db)
            .env("WEB_ADDR", site.to_string())
            .stdout(Stdio::null())
            .spawn()
            .expect("cruise-pawns web starts"),
    );
    wait_until("cruise-pawns web", || {
        TcpStream::connect(site).is_ok() && http(site, "GET", "/", None).0 == 200
    });
    let driver: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let _chromedriver = Running(
        Command::new(&chromedriver)
            .arg(format!("--port={}", driver.port()))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts"),
    );
    wait_until("chromedriver", || {
        TcpStream::connect(driver).is_ok() && http(driver, "GET", "/status", None).0 == 200
    });
    let caps = json!({"capabilities": {"alwaysMatch": {
        "browserName": "chrome",
        "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=760,1000"]
        }
    }}});
    let (status, body) = http(driver, "POST", "/session", Some(&caps));
    let answer: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    assert_eq!(status, 200, "no browser session: {answer}");
    let browser = Browser {
        driver,
        session: answer["value"]["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string(),
    };
    let base = format!("http://{site}");

    // The replay: → steps through the flight until the shoot-down.
    let game = seeded.replay_game;
    browser.goto(&format!("{base}/games/{game}"));
    assert!(
        browser.text("#caption").starts_with("Start"),
        "{}",
        browser.text("#caption")
    );
    let first_src = browser.property("#board", "src");
    let mut steps = 0;
    while !browser.text("#caption").contains("shot down") {
        browser.press(ARROW_RIGHT);
        steps += 1;
        assert!(
            steps < 30,
            "no shoot-down after 30 steps: {}",
            browser.text("#caption")
        );
    }
    let caption = browser.text("#caption");
    assert!(
        caption.contains("shot down on e6") && caption.contains("fxe6"),
        "{caption}"
    );
    let src = browser.property("#board", "src");
    assert_ne!(src, first_src, "the picture follows the steps");
    assert!(
        src.as_str()
            .unwrap()
            .ends_with(&format!("/games/{game}/{steps}.png")),
        "{src}"
    );
    assert!(
        browser.url().ends_with(&format!("?ply={steps}")),
        "{}",
        browser.url()
    );
    // The move being replayed is marked in the move list.
    assert_eq!(browser.text("#moves a.here"), "e5>e6/f7e6");
    wait_until("the board picture", || {
        browser
            .script("const i = document.getElementById('board'); return i.complete && i.naturalWidth > 0;")
            .as_bool()
            == Some(true)
    });
    let shot = browser.ok("GET", "/screenshot", None);
    let png = base64_decode(shot.as_str().expect("a screenshot"));
    assert!(png.starts_with(b"\x89PNG"), "the screenshot is a PNG");
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/web-replay.png");
    std::fs::write(&docs, &png).expect("write docs/web-replay.png");
    // ← goes back to the last step in the air.
    browser.press("\u{E012}");
    assert!(
        browser.text("#caption").contains("enters e6"),
        "{}",
        browser.text("#caption")
    );

    // A name that is a script is shown as text; no alert opens.
    browser.goto(&format!("{base}/players/{}", seeded.script_user));
    assert_eq!(browser.text("h1"), seed::SCRIPT_NAME);
    browser.assert_no_alert();
    browser.goto(&format!(
        "{base}/servers/{}/leaderboard/cruise",
        seed::PUBLIC_GUILD
    ));
    assert!(browser.text("#board").contains(seed::SCRIPT_NAME));
    browser.assert_no_alert();

    // Page 2 of the leaderboard, by its link.
    browser.click("#next");
    wait_until("page 2", || browser.url().ends_with("?page=2"));
    assert_eq!(browser.text("#board tbody tr td"), "11");
    assert!(browser.text("h1").contains("cruise leaderboard"));
    assert!(browser.text("body").contains("Page 2 of 2"));

    // The tournament's standings, as the browser shows them, are the
    // lines `/tournament standings` posts (the tournament crate's text of
    // the stored state): place, name, points and only the tie-break that
    // separates players tied on points, with the same legend.
    browser.goto(&format!("{base}/tournaments/{}", seeded.tournament));
    let table = browser.script(
        "const t = document.getElementById('standings'); \
         const l = document.getElementById('legend'); \
         return { heads: Array.from(t.tHead.rows[0].cells).map(c => c.innerText), \
                  rows: Array.from(t.tBodies[0].rows).map(r => Array.from(r.cells).map(c => c.innerText)), \
                  legend: l ? l.innerText : null };",
    );
    let cells = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().trim().to_string())
            .collect()
    };
    let heads = cells(&table["heads"]);
    assert_eq!(heads, ["#", "Player", "Points", "Tie-break"], "{table}");
    let shown: Vec<String> = table["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            let row = cells(row);
            let tb = match row[3].as_str() {
                "" => String::new(),
                tb => format!(" ({tb})"),
            };
            format!("{}. {} {}{tb}", row[0], row[1], row[2])
        })
        .collect();
    let said = rt.block_on(async {
        let st = store::Store::connect(&db).await.unwrap();
        let rec = st.tournament(seeded.tournament).await.unwrap().unwrap();
        st.close().await;
        let t = tournament::state::TState::from_json(&rec.snapshot, rec.id, rec.version).unwrap();
        tournament::words::standings_text(&t, &t.standings(), "standings")
    });
    let (legend, said): (Vec<&str>, Vec<&str>) =
        said.lines().skip(1).partition(|l| l.starts_with("-# "));
    assert!(said.len() >= 4, "{said:?}");
    assert_eq!(
        shown, said,
        "the page's standings against /tournament standings"
    );
    assert!(
        shown.iter().any(|l| l.ends_with(')')),
        "the seeded tie is broken by a tie-break: {shown:?}"
    );
    assert_eq!(
        table["legend"].as_str().map(str::trim),
        legend.first().and_then(|l| l.strip_prefix("-# ")),
        "the page's legend against the text's"
    );

    // A puzzle, from the server's recent puzzles: the solution hidden
    // until asked; the script's buttons step the board through it.
    browser.goto(&format!(
        "{base}/servers/{}/leaderboard/cruise",
        seed::PUBLIC_GUILD
    ));
    browser.click(&format!("#puzzles a[href=\"/puzzles/{puzzle}\"]"));
    wait_until("the puzzle page", || {
        browser.url().ends_with(&format!("/puzzles/{puzzle}"))
    });
    assert!(
        browser
            .text("#caption")
            .starts_with("White played e5>e6. Black to play"),
        "{}",
        browser.text("#caption")
    );
    assert!(
        browser
            .text("#credit")
            .contains("player 00 vs player 01, move 3")
    );
    assert_eq!(browser.property("#solution", "open"), json!(false));
    assert!(
        !browser.text("body").contains("fxe6"),
        "the answer is hidden"
    );
    assert_eq!(browser.property("#steps", "hidden"), json!(false));
    browser.click("#next");
    assert!(
        browser
            .text("#caption")
            .starts_with("Black plays shoot fxe6"),
        "{}",
        browser.text("#caption")
    );
    assert!(
        browser
            .property("#board", "src")
            .as_str()
            .unwrap()
            .ends_with(&format!("/puzzles/{puzzle}/1.png"))
    );
    assert_eq!(browser.property("#next", "disabled"), json!(true));
    wait_until("the puzzle's picture", || {
        browser
            .script("const i = document.getElementById('board'); return i.complete && i.naturalWidth > 0;")
            .as_bool()
            == Some(true)
    });
    browser.click("#prev");
    assert!(browser.text("#caption").starts_with("White played"));
    // Without the buttons, the details hold the solution.
    browser.click("#solution summary");
    assert!(
        browser.text("#moves").contains("fxe6"),
        "{}",
        browser.text("#moves")
    );
    browser.click("#moves a");
    assert!(
        browser
            .text("#caption")
            .starts_with("Black plays shoot fxe6")
    );

    // A server that did not turn its pages on: 404.
    let private = format!("/servers/{}/leaderboard/cruise", seed::PRIVATE_GUILD);
    assert_eq!(http(site, "GET", &private, None).0, 404);
    browser.goto(&format!("{base}{private}"));
    assert_eq!(browser.text("h1"), "Not found");
    assert!(browser.text("body").contains("/settings web:on"));

    browser.ok("DELETE", "", None);
}
