//! The web site over seeded data on SQLite and (with `TEST_POSTGRES_URL`)
//! PostgreSQL: privacy (404 for a server that did not turn its pages on),
//! escaping, leaderboard pages with `/leaderboard`'s order and numbers, a
//! tournament's standings equal to `/tournament standings`, and a replay
//! with a flight shot down, its pictures (ETag, 304) and PGN; a damaged
//! game row answers a 500 that says retrying will not help. A player's
//! page counts only the public servers' games. Under hostile load: the
//! security headers on every answer, the cache rule of a server's pages
//! and pictures, 503 with `Retry-After` when every drawing slot is taken,
//! and a client too slow to send its request cut off.

use crate::support;

use support::http::{get, get_with};
use support::seed::{self, PRIVATE_GUILD, PUBLIC_GUILD, RANKED, SCRIPT_NAME};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_over_seeded_data() {
    for db in support::backends("web_site").await {
        let s = seed::seed(&db.url).await;
        let addr = support::serve(&db.url).await;
        let name = db.name;

        // Privacy: a server that did not turn its pages on answers 404,
        // and so does everything of it.
        for path in [
            format!("/servers/{PRIVATE_GUILD}/leaderboard/cruise"),
            format!("/api/servers/{PRIVATE_GUILD}/leaderboard/cruise"),
            format!("/games/{}", s.private_game),
            format!("/games/{}.pgn", s.private_game),
            format!("/games/{}/0.png", s.private_game),
            format!("/api/games/{}", s.private_game),
            format!("/tournaments/{}", s.private_tournament),
            format!("/api/tournaments/{}", s.private_tournament),
            format!("/players/{}", s.private_user),
            format!("/api/players/{}", s.private_user),
            "/games/999999".to_string(),
            "/no/such/page".to_string(),
        ] {
            let a = get(addr, &path).await;
            assert_eq!(a.status, 404, "{name}: {path}: {}", a.text());
            if path.starts_with("/api/") {
                assert!(
                    a.json()["error"].is_string(),
                    "{name}: {path}: {}",
                    a.text()
                );
            } else {
                assert!(a.text().contains("Not found"), "{name}: {path}");
            }
        }
        assert!(
            get(
                addr,
                &format!("/servers/{PRIVATE_GUILD}/leaderboard/cruise")
            )
            .await
            .text()
            .contains("/settings web:on"),
            "{name}: the 404 says how to turn the pages on"
        );
        assert_eq!(get(addr, "/").await.status, 200);

        // Escaping: the name is text, never markup.
        let p = get(addr, &format!("/players/{}", s.script_user)).await;
        assert_eq!(p.status, 200, "{name}: {}", p.text());
        assert!(
            p.text().contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{name}"
        );
        assert!(
            !p.text().contains(SCRIPT_NAME),
            "{name}: the name was not escaped"
        );
        let api = get(addr, &format!("/api/players/{}", s.script_user))
            .await
            .json();
        assert_eq!(
            api["name"], SCRIPT_NAME,
            "{name}: JSON carries the name as it is"
        );
        assert_eq!(api["ratings"][0]["preset"], "cruise");
        assert_eq!(api["ratings"][0]["games"], 2);
        // A player's recent games leave out those of private servers.
        let mixed = get(addr, &format!("/api/players/{}", s.mixed_user))
            .await
            .json();
        let recent: Vec<i64> = mixed["ratings"][0]["recent"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["game_id"].as_i64().unwrap())
            .collect();
        assert!(
            recent.len() >= 2 && !recent.contains(&s.mixed_private_game),
            "{name}: {mixed}"
        );
        assert!(
            !get(addr, &format!("/players/{}", s.mixed_user))
                .await
                .text()
                .contains(&format!("/games/{}\"", s.mixed_private_game)),
            "{name}"
        );
        // And so do its counts: only the public servers' games count (the
        // rating is global).
        let st = store::Store::connect(&db.url).await.unwrap();
        let every = st
            .recent_rated_games(&s.mixed_user, "cruise", 1000, &store::Seen::Everywhere)
            .await
            .unwrap();
        let public: Vec<_> = every
            .iter()
            .filter(|g| g.place.guild.as_deref() == Some(PUBLIC_GUILD))
            .collect();
        assert!(
            public.len() < every.len(),
            "{name}: a private game was seeded"
        );
        let of = |r: store::PlayerResult| public.iter().filter(|g| g.result == r).count() as i64;
        let line = &mixed["ratings"][0];
        assert_eq!(line["games"], public.len() as i64, "{name}: {line}");
        assert_eq!(line["wins"], of(store::PlayerResult::Win), "{name}: {line}");
        assert_eq!(
            line["draws"],
            of(store::PlayerResult::Draw),
            "{name}: {line}"
        );
        assert_eq!(
            line["losses"],
            of(store::PlayerResult::Loss),
            "{name}: {line}"
        );
        let global = st.player_ratings(&s.mixed_user).await.unwrap().remove(0);
        assert_eq!(
            line["rating"].as_str().unwrap(),
            host::shown_value(&global.value).to_string(),
            "{name}: the rating is global"
        );
        st.close().await;
        let chart = get(addr, &format!("/players/{}/rating.png", s.script_user)).await;
        assert_eq!(chart.status, 200, "{name}");
        assert!(
            chart.body.starts_with(b"\x89PNG"),
            "{name}: the rating chart"
        );
        let json = get(addr, "/api/leaderboard/cruise").await;
        assert_eq!(json.header("content-type"), Some("application/json"));

        // Leaderboards: the server's, two pages; page 2 has the rest.
        let base = format!("/servers/{PUBLIC_GUILD}/leaderboard/cruise");
        let p1 = get(addr, &format!("/api{base}")).await.json();
        let p2 = get(addr, &format!("/api{base}?page=2")).await.json();
        assert_eq!(p1["pages"], 2, "{name}: {p1}");
        assert_eq!(p1["ranked"], RANKED as i64);
        assert_eq!(p1["lines"].as_array().unwrap().len(), 10);
        assert_eq!(p2["page"], 2);
        let ranks: Vec<i64> = p2["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["rank"].as_i64().unwrap())
            .collect();
        assert_eq!(ranks, (11..=RANKED as i64).collect::<Vec<_>>(), "{name}");
        let html2 = get(addr, &format!("{base}?page=2")).await.text();
        assert!(html2.contains("Page 2 of 2"), "{name}: {html2}");
        assert!(html2.contains(&format!("href=\"{base}?page=1\"")), "{name}");
        assert!(
            html2.contains("&lt;script&gt;") || p1.to_string().contains("alert"),
            "{name}"
        );
        assert!(
            !html2.contains(SCRIPT_NAME) && !get(addr, &base).await.text().contains(SCRIPT_NAME)
        );

        // The same order and numbers as /leaderboard on that server.
        let (host, _rx) = host::Host::start(
            store::Store::connect(&db.url).await.unwrap(),
            host::HostConfig::default(),
        )
        .await
        .unwrap();
        let asker = host::Player::new("100000", "player 00");
        let place = host::Place::channel(PUBLIC_GUILD, "lb");
        for (page, json) in [(0, &p1), (1, &p2)] {
            let views = host
                .act(
                    &asker,
                    &place,
                    host::Action::Leaderboard {
                        preset: Some(engine::Preset::Cruise),
                        scope: host::BoardScope::Server,
                        page,
                    },
                )
                .await;
            let text = &views[0].text;
            for l in json["lines"].as_array().unwrap() {
                let games = l["games"].as_i64().unwrap();
                // The site shows the name as typed (escaped as HTML); the
                // message as plain text (its Markdown escaped).
                let line = format!(
                    "{}. **{}** {} · {games} game{} · {} in 7 days",
                    l["rank"],
                    host::plain_text::member(l["name"].as_str().unwrap()),
                    l["rating"].as_str().unwrap(),
                    if games == 1 { "" } else { "s" },
                    l["week"].as_str().unwrap()
                );
                assert!(text.contains(&line), "{name}: `{line}` not in\n{text}");
            }
        }
        host.shutdown().await;

        // The global board leaves out the players of the private server.
        let mut hidden = 0;
        for page in 1..=2 {
            let g = get(addr, &format!("/api/leaderboard/cruise?page={page}"))
                .await
                .json();
            assert!(!g.to_string().contains(&s.private_user), "{name}: {g}");
            hidden += g["hidden"].as_u64().unwrap();
        }
        assert_eq!(hidden, 2, "{name}");

        // The tournament: standings as /tournament standings prints them.
        let t = get(addr, &format!("/tournaments/{}", s.tournament)).await;
        assert_eq!(t.status, 200, "{name}: {}", t.text());
        let html = t.text();
        assert!(html.contains("Spring &lt;b&gt;Cup&lt;/b&gt;"), "{name}");
        assert!(
            html.contains("<meta http-equiv=\"refresh\""),
            "{name}: it runs"
        );
        assert!(html.contains("id=\"crosstable\""), "{name}");
        let tj = get(addr, &format!("/api/tournaments/{}", s.tournament))
            .await
            .json();
        let st = store::Store::connect(&db.url).await.unwrap();
        let rec = st.tournament(s.tournament).await.unwrap().unwrap();
        let state =
            tournament::state::TState::from_json(&rec.snapshot, rec.id, rec.version).unwrap();
        let words = tournament::words::standings_text(&state, &state.standings(), "standings");
        let lines = tj["standings"].as_array().unwrap();
        assert_eq!(lines.len(), 4, "{name}: {tj}");
        let names = tj["tiebreaks"].as_array().unwrap();
        assert!(!names.is_empty(), "{name}: a round robin has tie-breaks");
        // Every line as the text prints it: place, name, points and only
        // the tie-break that separates players tied on points.
        let shown: Vec<String> = lines
            .iter()
            .map(|l| {
                assert_eq!(
                    l["tiebreaks"].as_array().unwrap().len(),
                    names.len(),
                    "{name}: the JSON keeps every tie-break's value"
                );
                let tb = l["tiebreak"]
                    .as_str()
                    .map(|tb| format!(" ({tb})"))
                    .unwrap_or_default();
                format!(
                    "{}. {} {}{tb}",
                    l["place"].as_str().unwrap(),
                    l["name"].as_str().unwrap(),
                    l["points"].as_str().unwrap(),
                )
            })
            .collect();
        let said: Vec<&str> = words
            .lines()
            .skip(1)
            .filter(|l| !l.starts_with("-#"))
            .collect();
        assert_eq!(shown, said, "{name}: the page's standings against the text");
        for l in lines {
            assert!(html.contains(&format!(
                "<td class=\"n\">{}</td>",
                l["points"].as_str().unwrap()
            )));
        }
        // The legend: the text's `-#` line, and on the page.
        let legend = words.lines().find_map(|l| l.strip_prefix("-# "));
        assert_eq!(tj["legend"].as_str(), legend, "{name}: {words}");
        if let Some(legend) = legend {
            assert!(
                html.contains(&format!(
                    "id=\"legend\"><small>{}",
                    legend.replace('\'', "&#39;")
                )),
                "{name}: {html}"
            );
        }
        assert!(
            lines.iter().any(|l| l["tiebreak"].is_string()) == legend.is_some(),
            "{name}: a legend exactly when a tie-break is shown"
        );
        // Every round with its games linked.
        assert_eq!(tj["rounds"].as_array().unwrap().len(), 2);
        assert!(
            html.contains("<h2>Round 2</h2>") && html.contains("href=\"/games/"),
            "{name}"
        );
        st.close().await;

        // The replay: the flight step by step, then its shoot-down.
        let g = get(addr, &format!("/api/games/{}", s.replay_game))
            .await
            .json();
        let moves: Vec<&str> = g["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        assert_eq!(
            moves,
            ["d4", "e5", "dxe5", "Nc6", "e5>e6/f7e6", "Nf6"],
            "{name}"
        );
        let captions: Vec<&str> = g["frames"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["caption"].as_str().unwrap())
            .collect();
        let shot = captions
            .iter()
            .position(|c| c.contains("shot down on e6"))
            .unwrap_or_else(|| panic!("{name}: no shoot-down in {captions:?}"));
        assert!(
            captions[shot - 1].contains("enters e6"),
            "{name}: {captions:?}"
        );
        assert!(captions[shot].contains("fxe6"), "{name}: {captions:?}");
        assert!(g["result"].as_str().unwrap().contains("0-1"), "{name}: {g}");
        let page = get(addr, &format!("/games/{}?ply={shot}", s.replay_game))
            .await
            .text();
        assert!(page.contains("The missile is shot down on e6"), "{name}");
        assert!(
            page.contains(&format!("src=\"/games/{}/{shot}.png\"", s.replay_game)),
            "{name}"
        );
        assert!(
            page.contains(&format!("?ply={}\"", shot + 1)),
            "{name}: a next link"
        );

        let png_path = format!("/games/{}/{shot}.png", s.replay_game);
        let png = get(addr, &png_path).await;
        assert_eq!(png.status, 200, "{name}");
        assert_eq!(png.header("content-type"), Some("image/png"));
        assert!(png.body.starts_with(b"\x89PNG"), "{name}");
        assert!(png.header("cache-control").is_some());
        let etag = png.header("etag").expect("an ETag").to_string();
        let again = get_with(addr, &png_path, &[("If-None-Match", &etag)]).await;
        assert_eq!(again.status, 304, "{name}");
        assert!(again.body.is_empty());
        let other = get(addr, &format!("/games/{}/0.png", s.replay_game)).await;
        assert_ne!(other.header("etag"), Some(etag.as_str()), "{name}");
        // The flip: the same frame from Black's side, its own picture and
        // ETag; the page keeps the side in its picture and links.
        let black = get(addr, &format!("{png_path}?side=black")).await;
        assert_eq!(black.status, 200, "{name}");
        assert_ne!(
            black.body, png.body,
            "{name}: Black's side is another picture"
        );
        assert_ne!(black.header("etag"), Some(etag.as_str()), "{name}");
        let flipped = get(
            addr,
            &format!("/games/{}?ply={shot}&side=black", s.replay_game),
        )
        .await
        .text();
        assert!(
            flipped.contains(&format!(
                "src=\"/games/{}/{shot}.png?side=black\"",
                s.replay_game
            )),
            "{name}"
        );
        assert!(
            flipped.contains(&format!("?ply={}&side=black\"", shot + 1)),
            "{name}: the next link keeps the side"
        );
        assert!(
            page.contains(&format!("?ply={shot}&side=black\">flip the board")),
            "{name}: White's page offers the flip"
        );
        assert_eq!(
            get(addr, &format!("/games/{}/999.png", s.replay_game))
                .await
                .status,
            404
        );

        let pgn = get(addr, &format!("/games/{}.pgn", s.replay_game)).await;
        assert_eq!(pgn.status, 200);
        let pgn = pgn.text();
        assert!(
            pgn.contains("[White \"player 00\"]") && pgn.contains("e5>e6/f7e6"),
            "{name}: {pgn}"
        );

        // A row this version cannot read: a 500 that says so, and that
        // trying again will not help (not "try again in a moment"). The
        // replay read above is kept by the site, by the record's version:
        // the new version is read again, not served from what was kept.
        support::damage_game(&db.url, s.replay_game).await;
        let broken = get(addr, &format!("/games/{}", s.replay_game)).await;
        assert_eq!(broken.status, 500, "{name}");
        assert!(
            broken.text().contains(&format!(
                "Game {} is stored in a form this version",
                s.replay_game
            )) && broken.text().contains("Trying again will not help"),
            "{name}: {}",
            broken.text()
        );
        let api = get(addr, &format!("/api/games/{}", s.replay_game)).await;
        assert_eq!(api.status, 500, "{name}");
        assert!(
            api.json()["error"]
                .as_str()
                .unwrap()
                .contains("cannot read"),
            "{name}: {}",
            api.text()
        );

        db.cleanup().await;
    }
}

/// `max-age` of a Cache-Control value, if any.
fn max_age(cache: &str) -> Option<u64> {
    cache
        .split(',')
        .find_map(|d| d.trim().strip_prefix("max-age="))
        .and_then(|n| n.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_under_hostile_load() {
    use std::time::Duration;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    for db in support::backends("web_hostile").await {
        let s = seed::seed(&db.url).await;
        let name = db.name;
        // One drawing at a time and none waiting: the test holds the slot.
        let gate = web::RenderGate::new(1, 0);
        let limits = web::Limits {
            renders: gate.clone(),
            header_timeout: Duration::from_millis(300),
            ..web::Limits::default()
        };
        let addr = support::serve_with(&db.url, limits).await;

        // The security headers on every answer: pages, JSON, pictures,
        // 404s, static files.
        let public_pages = [
            format!("/servers/{PUBLIC_GUILD}/leaderboard/cruise"),
            format!("/api/servers/{PUBLIC_GUILD}/leaderboard/cruise"),
            "/leaderboard/cruise".to_string(),
            format!("/tournaments/{}", s.tournament),
            format!("/api/tournaments/{}", s.tournament),
            format!("/games/{}", s.replay_game),
            format!("/games/{}.pgn", s.replay_game),
            format!("/api/games/{}", s.replay_game),
            format!("/games/{}/3.png", s.replay_game),
            format!("/players/{}", s.mixed_user),
            format!("/api/players/{}", s.mixed_user),
            format!("/players/{}/rating.png", s.mixed_user),
        ];
        let errors = [
            "/no/such/page".to_string(),
            format!("/games/{}", s.private_game),
            format!("/api/games/{}", s.private_game),
            "/static/nothing.css".to_string(),
        ];
        let statics = ["/static/site.css", "/static/site.js", "/"];
        for path in public_pages
            .iter()
            .chain(&errors)
            .map(String::as_str)
            .chain(statics)
        {
            let a = get(addr, path).await;
            let csp = a.header("content-security-policy").unwrap_or_default();
            assert!(
                csp.contains("frame-ancestors 'none'")
                    && csp.contains("script-src 'self'")
                    && !csp.contains("unsafe-inline"),
                "{name}: {path}: {csp}"
            );
            assert_eq!(
                a.header("x-content-type-options"),
                Some("nosniff"),
                "{name}: {path}"
            );
            assert!(a.header("referrer-policy").is_some(), "{name}: {path}");
            let cache = a.header("cache-control").unwrap_or_default().to_string();
            if a.status >= 400 {
                assert!(
                    errors.iter().any(|e| e == path),
                    "{name}: {path}: {}",
                    a.status
                );
                assert_eq!(cache, "no-store", "{name}: {path}: errors are never kept");
            } else if public_pages.iter().any(|p| p == path) {
                // The cache rule: no shared cache serves a server's page or
                // picture more than a minute after /settings web:off.
                let kept = cache.contains("no-store")
                    || cache.contains("private")
                    || (max_age(&cache).is_some_and(|s| s <= 60)
                        && cache.contains("must-revalidate"));
                assert!(kept, "{name}: {path}: Cache-Control `{cache}`");
            }
            // No inline script or style: the policy would block them.
            let text = a.text();
            if a.header("content-type")
                .is_some_and(|t| t.starts_with("text/html"))
            {
                assert!(
                    !text.contains("<style") && !text.contains(" style="),
                    "{name}: {path}"
                );
                for script in text.split("<script").skip(1) {
                    let tag = script.split('>').next().unwrap_or_default();
                    assert!(
                        tag.contains("src=\"/static/") || tag.contains("type=\"application/json\""),
                        "{name}: {path}: an inline script `<script{tag}>`"
                    );
                }
            }
        }
        assert_eq!(
            get(addr, "/static/site.css").await.header("content-type"),
            Some("text/css; charset=utf-8")
        );

        // Every drawing slot taken: a picture and a chart answer 503 with
        // Retry-After; a replay already read and a page need no slot;
        // freed, the picture answers.
        let held = gate.enter().await.expect("the only slot");
        for path in [
            format!("/games/{}/5.png", s.replay_game),
            format!("/players/{}/rating.png", s.script_user),
        ] {
            let a = get(addr, &path).await;
            assert_eq!(a.status, 503, "{name}: {path}: {}", a.text());
            let retry: u64 = a
                .header("retry-after")
                .and_then(|r| r.parse().ok())
                .unwrap_or(0);
            assert!(retry >= 1, "{name}: {path}: Retry-After");
            assert!(a.text().contains("try again"), "{name}: {path}");
            assert!(
                a.header("content-security-policy").is_some(),
                "{name}: {path}"
            );
            assert_eq!(
                a.header("cache-control"),
                Some("no-store"),
                "{name}: {path}"
            );
        }
        let busy_api = get(addr, &format!("/api/games/{}", s.replay_game)).await;
        assert_eq!(
            busy_api.status, 200,
            "{name}: the replay was read before: kept"
        );
        assert_eq!(
            get(addr, &format!("/tournaments/{}", s.tournament))
                .await
                .status,
            200,
            "{name}: pages need no drawing slot"
        );
        drop(held);
        let png = get(addr, &format!("/games/{}/5.png", s.replay_game)).await;
        assert_eq!(png.status, 200, "{name}");

        // A slow client: its half-sent request is answered 408 and cut
        // off; an idle kept-alive connection is just closed.
        let mut slow = tokio::net::TcpStream::connect(addr).await.unwrap();
        slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        let mut buf = Vec::new();
        let read = tokio::time::timeout(Duration::from_secs(10), slow.read_to_end(&mut buf)).await;
        assert!(read.is_ok(), "{name}: the slow client was not cut off");
        let answer = String::from_utf8_lossy(&buf);
        assert!(answer.starts_with("HTTP/1.1 408"), "{name}: {answer}");
        let mut idle = tokio::net::TcpStream::connect(addr).await.unwrap();
        let mut buf = Vec::new();
        let read = tokio::time::timeout(Duration::from_secs(10), idle.read_to_end(&mut buf)).await;
        assert!(read.is_ok() && buf.is_empty(), "{name}: {buf:?}");

        // A tournament page is made once per version: a change shows at
        // once (kept by version, never stale).
        let tpath = format!("/tournaments/{}", s.tournament);
        assert!(
            get(addr, &tpath)
                .await
                .text()
                .contains("Spring &lt;b&gt;Cup")
        );
        let st = store::Store::connect(&db.url).await.unwrap();
        let rec = st.tournament(s.tournament).await.unwrap().unwrap();
        let mut t =
            tournament::state::TState::from_json(&rec.snapshot, rec.id, rec.version).unwrap();
        t.name = "Summer Cup".to_string();
        st.update_tournament(
            rec.id,
            rec.version,
            store::TournamentStatus::Running,
            &t.to_json(),
        )
        .await
        .unwrap();
        st.close().await;
        let renamed = get(addr, &tpath).await.text();
        assert!(
            renamed.contains("Summer Cup") && renamed.contains("id=\"crosstable\""),
            "{name}"
        );
        let api = get(addr, &format!("/api/tournaments/{}", s.tournament)).await;
        assert_eq!(api.header("content-type"), Some("application/json"));
        assert_eq!(api.json()["name"], "Summer Cup", "{name}");

        // Pages off: the picture's revalidation is a 404, not a 304.
        let path = format!("/games/{}/5.png", s.replay_game);
        let etag = png.header("etag").unwrap().to_string();
        assert_eq!(
            get_with(addr, &path, &[("If-None-Match", &etag)])
                .await
                .status,
            304
        );
        let st = store::Store::connect(&db.url).await.unwrap();
        st.set_web_public(PUBLIC_GUILD, false).await.unwrap();
        st.close().await;
        let gone = get_with(addr, &path, &[("If-None-Match", &etag)]).await;
        assert_eq!(gone.status, 404, "{name}");
        assert_eq!(gone.header("cache-control"), Some("no-store"), "{name}");

        db.cleanup().await;
    }
}

/// Reads what `stream` still gives until the server closes it (or ends
/// it with a reset), waiting at most `within`; whether it was closed.
async fn read_until_closed(
    stream: &mut tokio::net::TcpStream,
    buf: &mut Vec<u8>,
    within: std::time::Duration,
) -> bool {
    use tokio::io::AsyncReadExt;
    let read = async {
        let mut chunk = [0u8; 16 * 1024];
        loop {
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        }
    };
    tokio::time::timeout(within, read).await.is_ok()
}

/// One whole answer read from a kept-alive connection (its headers and a
/// body of its `Content-Length`).
async fn read_one_answer(stream: &mut tokio::net::TcpStream) -> String {
    use tokio::io::AsyncReadExt;
    let mut buf = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let text = String::from_utf8_lossy(&buf).into_owned();
        if let Some(end) = text.find("\r\n\r\n") {
            let length: usize = text[..end]
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse().unwrap())
                })
                .expect("a Content-Length");
            if buf.len() >= end + 4 + length {
                return text;
            }
        }
        let n = tokio::time::timeout(std::time::Duration::from_secs(5), stream.read(&mut chunk))
            .await
            .expect("the answer within 5 s")
            .expect("the connection stays open");
        assert!(n > 0, "the connection was closed: {text}");
        buf.extend_from_slice(&chunk[..n]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_does_not_read_is_cut_off_and_open_connections_are_bounded() {
    use std::time::Duration;
    use tokio::io::AsyncWriteExt;
    let db = support::backends("web_doors").await.remove(0);
    let limits = web::Limits {
        header_timeout: Duration::from_secs(5),
        write_timeout: Duration::from_millis(300),
        connections: 3,
        ..web::Limits::default()
    };
    let addr = support::serve_with(&db.url, limits).await;
    let home = get(addr, "/").await;
    assert_eq!(home.status, 200);

    // A client asks for the home page 1,500 times in a row (pipelined,
    // ~{size} bytes each) and reads none of it, with a small receive
    // buffer: the answers stop fitting in the sockets' buffers, and the
    // client is cut off once an answer waits longer than 300 ms.
    const ASKED: usize = 1_500;
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let mut greedy = socket.connect(addr).await.unwrap();
    let requests = "GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(ASKED);
    let (mut read_half, mut write_half) = greedy.split();
    let _ = tokio::time::timeout(
        Duration::from_secs(2),
        write_half.write_all(requests.as_bytes()),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let _ = &mut read_half;
    let mut buf = Vec::new();
    let closed = read_until_closed(&mut greedy, &mut buf, Duration::from_secs(20)).await;
    let answered = String::from_utf8_lossy(&buf)
        .matches("HTTP/1.1 200 OK")
        .count();
    assert!(closed, "the connection ended");
    assert!(
        answered < ASKED,
        "a client that does not read is cut off: {answered} of {ASKED} answers ({} bytes each) were written",
        home.body.len()
    );

    // A kept-alive client that reads its answers and waits longer than
    // the write timeout between requests is not cut off.
    let mut kept = tokio::net::TcpStream::connect(addr).await.unwrap();
    for _ in 0..2 {
        kept.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let answer = read_one_answer(&mut kept).await;
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        tokio::time::sleep(Duration::from_millis(600)).await;
    }
    drop(kept);

    // Three connections at once (idle longer than the write timeout:
    // only the header timeout ends an idle one): a fourth is answered 503
    // and closed. Each of the three is seen admitted (a 200 on it): the
    // server may not yet have noticed that `kept` left, and until it does
    // a new connection can be the one refused.
    let mut open = Vec::new();
    let admitting = std::time::Instant::now();
    while open.len() < 3 {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        stream
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let answer = read_one_answer(&mut stream).await;
        if answer.starts_with("HTTP/1.1 200") {
            open.push(stream);
        } else {
            assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
            assert!(
                admitting.elapsed() < Duration::from_secs(5),
                "{} connections admitted: the closed ones still count 5 s later",
                open.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    let mut extra = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut buf = Vec::new();
    assert!(read_until_closed(&mut extra, &mut buf, Duration::from_secs(5)).await);
    let answer = String::from_utf8_lossy(&buf);
    assert!(
        answer.starts_with("HTTP/1.1 503") && answer.contains("Retry-After: 2"),
        "{answer}"
    );
    assert!(answer.contains("Too many connections"), "{answer}");
    // One leaves: there is room again (once the server has seen it go).
    drop(open.pop());
    let left = std::time::Instant::now();
    loop {
        match get(addr, "/").await.status {
            200 => break,
            503 if left.elapsed() < Duration::from_secs(5) => {
                tokio::time::sleep(Duration::from_millis(50)).await
            }
            status => panic!("{status} {:?} after one of three left", left.elapsed()),
        }
    }
    drop(open);
}
