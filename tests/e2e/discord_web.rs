//! End to end, through the real binary and the loopback stand-in: the bot
//! serves the web site when `WEB_ADDR` is set, and `/settings web:on|off`
//! (Manage Server) turns the server's pages on and off: 404 before, the
//! page after, 404 again; the answer gives the page's address from
//! `PUBLIC_URL`; a member without Manage Server is refused.

use crate::support;

use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use support::bot::Bot;
use support::payloads::{ALICE, BOB, CHANNEL_ID, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, content_of};
use support::tournament::WAIT;

/// The text of the answer to `/name` by `user`, and whether it is private.
async fn answer(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> (String, bool) {
    let sent = s.slash_edited(user, CHANNEL_ID, name, opts, |_: &mut Value| {});
    s.answer_text(&sent, WAIT).await
}

/// The status of `GET path` from the site.
fn status(addr: SocketAddr, path: &str) -> u16 {
    let mut stream = TcpStream::connect(addr).expect("the site answers");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = String::new();
    stream.read_to_string(&mut raw).unwrap();
    raw.split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status")
}

/// The bot on a fresh SQLite file, serving the site on a free port, with
/// `PUBLIC_URL` set to `public_url`; ready.
async fn bot_with_site(s: &StandIn, public_url: &str) -> (tempfile::TempDir, SocketAddr, Bot) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let Session { dir, bot, .. } = Session::with(Db::Sqlite)
        .on(s)
        .env(&[("WEB_ADDR", &addr.to_string()), ("PUBLIC_URL", public_url)])
        .start()
        .await
        .expect("SQLite");
    (dir, addr, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_web_turns_the_servers_pages_on_and_off() {
    let s = StandIn::start().await;
    // PUBLIC_URL's trailing slash is not doubled in the links.
    let (_dir, addr, mut bot) = bot_with_site(&s, "https://pawns.example.org/").await;
    let page = format!("/servers/{GUILD_ID}/leaderboard/cruise");
    assert_eq!(status(addr, &page), 404, "off by default");

    let on = [Opt::Str("web", "on".into())];
    let (refused, private) = answer(&s, BOB, "settings", &on).await;
    assert!(private && refused.contains("Manage Server"), "{refused}");
    assert_eq!(status(addr, &page), 404);

    s.make_manager(ALICE);
    let (said, private) = answer(&s, ALICE, "settings", &on).await;
    assert!(private, "{said}");
    assert!(
        said.contains(&format!(
            "https://pawns.example.org/servers/{GUILD_ID}/leaderboard/cruise"
        )),
        "{said}"
    );
    assert_eq!(status(addr, &page), 200);
    let (shown, _) = answer(&s, BOB, "settings", &[]).await;
    assert!(shown.contains("are on the web site"), "{shown}");

    // A tournament's announcement links its page, which the site serves.
    let ann = support::tournament::create(&s, ALICE, "Web Cup", "swiss", &[]).await;
    let text = content_of(&s.message(ann).unwrap());
    let link = text
        .split("On the web: <https://pawns.example.org")
        .nth(1)
        .and_then(|rest| rest.split('>').next())
        .unwrap_or_else(|| panic!("the page's link: {text}"))
        .to_string();
    assert!(link.starts_with("/tournaments/"), "{link}");
    assert_eq!(status(addr, &link), 200, "{link}");
    answer(&s, ALICE, "tournament cancel", &[]).await;

    let (said, _) = answer(&s, ALICE, "settings", &[Opt::Str("web", "off".into())]).await;
    assert!(said.contains("hidden"), "{said}");
    assert_eq!(status(addr, &page), 404);
    // Hidden pages are not linked.
    let ann = support::tournament::create(&s, ALICE, "Quiet Cup", "swiss", &[]).await;
    let text = content_of(&s.message(ann).unwrap());
    assert!(!text.contains("On the web"), "{text}");

    let errors = bot.unexpected_errors();
    assert!(errors.is_empty(), "{errors:?}");
    let (exit, log) = bot.terminate();
    assert!(exit.success(), "{log}");
}

/// The page a message links (`On the web: <PUBLIC_URL/path>`): its path.
fn linked_path(text: &str) -> Option<String> {
    let rest = text
        .split("On the web: <https://pawns.example.org")
        .nth(1)?;
    Some(rest.split('>').next()?.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_end_leaderboard_page_turn_and_profile_link_their_pages() {
    use support::standin::{button_id, id_of};
    let s = StandIn::start().await;
    let (_dir, addr, mut bot) = bot_with_site(&s, "https://pawns.example.org").await;

    // Before any rated game, with the pages off: a profile links nothing
    // (alice's page would answer 404).
    let (text, _) = answer(&s, ALICE, "profile", &[]).await;
    assert!(!text.contains("On the web"), "{text}");
    s.make_manager(ALICE);
    answer(&s, ALICE, "settings", &[Opt::Str("web", "on".into())]).await;
    let (text, _) = answer(&s, ALICE, "profile", &[]).await;
    assert!(
        !text.contains("On the web"),
        "no rated game yet, so no public page: {text}"
    );

    // A rated game: 1.e4 e5, bob resigns. Its end links its replay.
    let thread = id_of(&s.accepted_challenge(ALICE, BOB, &[]).await);
    s.wait_public(thread, "the first board", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    s.play_move(ALICE, thread, "e4").await;
    s.play_move(BOB, thread, "e5").await;
    let resign = s.slash(BOB, thread, "resign", &[]);
    s.callback(&resign).await;
    let end = s
        .wait_public(thread, "the game's end with its link", WAIT, |m| {
            content_of(m).contains("On the web")
        })
        .await;
    let replay = linked_path(&content_of(&end)).unwrap();
    assert!(replay.starts_with("/games/"), "{replay}");
    assert_eq!(status(addr, &replay), 200, "{replay}");

    // The leaderboard links this server's page, and keeps it when ▶ turns it.
    let sent = s.slash(BOB, CHANNEL_ID, "leaderboard", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    let text = content_of(&body);
    let board = format!("/servers/{GUILD_ID}/leaderboard/cruise");
    assert_eq!(
        linked_path(&text).as_deref(),
        Some(board.as_str()),
        "{text}"
    );
    assert_eq!(status(addr, &board), 200);
    let msg = s.original(&sent).expect("the leaderboard message");
    let click = s.click(ALICE, id_of(&msg), &button_id(&msg, "▶"));
    let turned = content_of(&s.callback(&click).await.json.unwrap());
    assert_eq!(
        linked_path(&turned).as_deref(),
        Some(board.as_str()),
        "the turned page keeps its link: {turned}"
    );
    // The global one links the global page.
    let (text, _) = answer(
        &s,
        BOB,
        "leaderboard",
        &[Opt::Str("scope", "global".into())],
    )
    .await;
    assert_eq!(
        linked_path(&text).as_deref(),
        Some("/leaderboard/cruise"),
        "{text}"
    );

    // Now alice's profile links her page, which answers.
    let (text, _) = answer(&s, ALICE, "profile", &[]).await;
    let player = format!("/players/{}", ALICE.id);
    assert_eq!(
        linked_path(&text).as_deref(),
        Some(player.as_str()),
        "{text}"
    );
    assert_eq!(status(addr, &player), 200);

    // Pages off: nothing is linked but the global leaderboard.
    answer(&s, ALICE, "settings", &[Opt::Str("web", "off".into())]).await;
    let (text, _) = answer(&s, ALICE, "profile", &[]).await;
    assert!(!text.contains("On the web"), "{text}");
    let (text, _) = answer(&s, BOB, "leaderboard", &[]).await;
    assert!(!text.contains("On the web"), "{text}");

    let errors = bot.unexpected_errors();
    assert!(errors.is_empty(), "{errors:?}");
    let (exit, log) = bot.terminate();
    assert!(exit.success(), "{log}");
}
