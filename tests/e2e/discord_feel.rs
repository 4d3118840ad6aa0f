//! End to end, through the real binary and the loopback stand-in, on
//! SQLite and PostgreSQL: the day-to-day feel of issue #31.
//!
//! - Quiet by default: `/profile` (like `/rules`, `/help`, `/leaderboard`)
//!   answers only its asker unless given `public:true`; a private
//!   leaderboard turns its pages privately.
//! - Looking for a game: an open challenge pings the server's
//!   `/settings lfg_role:` role, once, and nobody else
//!   (`allowed_mentions.roles` names only it); without the setting, or
//!   after `clear_lfg_role:true`, it pings no role.
//! - The board from your side: the board a player is asked to move on is
//!   drawn from that player's side, read back from the PNG's corner
//!   squares (a8's black rook bottom right for Black, top left for White).
//! - Names: a server nickname (else the display name) in the board's
//!   caption and picture, kept for the game when it changes later.

use crate::support;

use serde_json::{Value, json};
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{
    Opt, Pings, SentInteraction, StandIn, button_id, content_of, id_of, is_ephemeral,
};
use support::tournament::WAIT;

/// The interaction callback's body (type 4: a message) of `sent`.
async fn answer_body(s: &StandIn, sent: &SentInteraction) -> Value {
    let body = s.callback(sent).await.json.expect("a callback body");
    assert_eq!(body["type"], 4, "answered with a message: {body:#}");
    body
}

async fn quiet_by_default(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();

    // /profile alone: only the asker sees it, nothing in the channel.
    let before = s.public_messages(CHANNEL_ID).len();
    let sent = s.slash(ALICE, CHANNEL_ID, "profile", &[]);
    let body = answer_body(&s, &sent).await;
    assert!(is_ephemeral(&body), "private by default: {body:#}");
    assert!(!content_of(&body).is_empty(), "{body:#}");
    // With public:true: in the channel for everyone.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "profile",
        &[Opt::User("user", BOB), Opt::Bool("public", true)],
    );
    let body = answer_body(&s, &sent).await;
    assert!(!is_ephemeral(&body), "public:true posts it: {body:#}");
    assert!(!content_of(&body).is_empty(), "{body:#}");
    assert_eq!(s.public_messages(CHANNEL_ID).len(), before + 1);

    // /rules, /help and /leaderboard: private, public with public:true.
    for name in ["rules", "help", "leaderboard"] {
        let body = answer_body(&s, &s.slash(BOB, CHANNEL_ID, name, &[])).await;
        assert!(is_ephemeral(&body), "/{name} is private: {body:#}");
        let open = [Opt::Bool("public", true)];
        let body = answer_body(&s, &s.slash(BOB, CHANNEL_ID, name, &open)).await;
        assert!(!is_ephemeral(&body), "/{name} public:true: {body:#}");
    }

    // A private leaderboard turns its pages on the private message.
    let before = s.public_messages(CHANNEL_ID).len();
    let sent = s.slash(ALICE, CHANNEL_ID, "leaderboard", &[]);
    answer_body(&s, &sent).await;
    let msg = s.original(&sent).expect("the private leaderboard");
    let click = s.click(ALICE, id_of(&msg), &button_id(&msg, "▶"));
    let body = s.callback(&click).await.json.expect("a callback body");
    assert_eq!(body["type"], 7, "the private page is updated: {body:#}");
    assert!(content_of(&body).contains("leaderboard"), "{body:#}");
    assert_eq!(
        s.public_messages(CHANNEL_ID).len(),
        before,
        "nothing public"
    );
    t.finish().await;
}

/// An open `/challenge` (no opponent) by `user`: its public message and
/// who it pings.
async fn open_challenge(s: &StandIn, user: TestUser) -> (Value, Pings) {
    let sent = s.slash(user, CHANNEL_ID, "challenge", &[]);
    let body = answer_body(s, &sent).await;
    assert!(
        !is_ephemeral(&body),
        "an open challenge is public: {body:#}"
    );
    let msg = s.original(&sent).expect("the challenge's message");
    let pings = s.pings(id_of(&msg)).expect("created by the bot");
    (msg, pings)
}

/// `/settings` by `user` with `lfg_role:<role>` (`Some`) or
/// `clear_lfg_role:true`; the private answer.
async fn set_lfg_role(s: &StandIn, user: TestUser, role: Option<u64>) -> String {
    let opts = match role {
        Some(_) => vec![],
        None => vec![Opt::Bool("clear_lfg_role", true)],
    };
    let sent = s.slash_edited(user, CHANNEL_ID, "settings", &opts, |v| {
        if let Some(r) = role {
            support::payloads::add_role_option(v, "lfg_role", r, "Looking for a game");
        }
    });
    let body = answer_body(s, &sent).await;
    assert!(is_ephemeral(&body), "{body:#}");
    content_of(&body)
}

async fn looking_for_a_game(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let lfg = s.add_role(GUILD_ID, "Looking for a game", 1);

    // No role set: an open challenge pings nobody.
    let (msg, pings) = open_challenge(&s, BOB).await;
    assert_eq!(pings.roles, Vec::<u64>::new(), "no role: {msg:#}");
    assert!(pings.users.is_empty() && !pings.everyone, "{pings:?}");

    // Only a server manager may set it.
    let no = set_lfg_role(&s, CAROL, Some(lfg)).await;
    assert!(no.contains("Only members with Manage Server"), "{no}");
    s.make_manager(ALICE);
    let yes = set_lfg_role(&s, ALICE, Some(lfg)).await;
    assert!(yes.contains(&format!("<@&{lfg}>")), "{yes}");

    // Now an open challenge pings the role, and only it.
    let (msg, pings) = open_challenge(&s, CAROL).await;
    assert_eq!(pings.roles, vec![lfg], "the LFG role is pinged: {msg:#}");
    assert!(pings.users.is_empty() && !pings.everyone, "{pings:?}");
    let allowed = pings.allowed_mentions.clone().expect("allowed_mentions");
    let named: Vec<&str> = allowed["roles"]
        .as_array()
        .expect("allowed_mentions.roles")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(named, [lfg.to_string().as_str()], "{allowed:#}");
    let parse = allowed["parse"].as_array().cloned().unwrap_or_default();
    assert!(
        parse.is_empty(),
        "no users/roles/everyone parse: {allowed:#}"
    );
    assert_eq!(
        content_of(&msg).matches(&format!("<@&{lfg}>")).count(),
        1,
        "pinged once: {msg:#}"
    );
    // A challenge naming its opponent pings the opponent, not the role.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", BOB)],
    );
    answer_body(&s, &sent).await;
    let named = s.original(&sent).expect("the challenge's message");
    let pings = s.pings(id_of(&named)).unwrap();
    assert_eq!((pings.users, pings.roles), (vec![BOB.id], vec![]));
    // Accepting the open challenge pings the role no more.
    let click = s.click(ALICE, id_of(&msg), &button_id(&msg, "Accept"));
    s.callback(&click).await;
    let thread = id_of(&msg);
    s.wait_public(thread, "the first board", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    let role_pings = s
        .public_messages(CHANNEL_ID)
        .into_iter()
        .chain(s.public_messages(thread))
        .filter(|m| s.pings(id_of(m)).is_some_and(|p| p.roles.contains(&lfg)))
        .count();
    assert_eq!(role_pings, 1, "the role is pinged once");

    // Cleared: nobody again.
    let cleared = set_lfg_role(&s, ALICE, None).await;
    assert!(cleared.contains("ping nobody"), "{cleared}");
    let (_, pings) = open_challenge(&s, DAVE).await;
    assert!(pings.roles.is_empty(), "{pings:?}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_pings_the_lfg_role_and_nobody_else_sqlite() {
    looking_for_a_game(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_pings_the_lfg_role_and_nobody_else_postgres() {
    looking_for_a_game(true).await;
}

/// The board picture a message was last posted or edited with.
fn board_png(s: &StandIn, msg: &Value) -> Vec<u8> {
    let id = msg["id"].clone();
    // A message created by an interaction's answer (its callback answers
    // 204, without the message) is known by the interaction's token.
    let answered = |path: &str| {
        let token = path.strip_suffix("/callback")?.rsplit('/').next()?;
        s.original_of_token(token)
    };
    s.requests()
        .into_iter()
        .rev()
        .filter(|r| {
            r.status < 300
                && (r.answer["id"] == id
                    || answered(&r.path).is_some_and(|m| json!(m.to_string()) == id))
        })
        .find_map(|r| r.files.into_iter().find(|f| f.filename == "board.png"))
        .unwrap_or_else(|| panic!("no board picture on {msg:#}"))
        .bytes
}

/// The mean brightness (0-255) of the middle third (where the piece is)
/// of the square at column `col`, row `row` (from the top left) of a
/// board picture.
fn brightness(png: &[u8], col: u32, row: u32) -> f64 {
    let img = image::load_from_memory(png).expect("a PNG").to_rgba8();
    let layout = render::Layout::new(img.width()).expect("a board picture");
    let (x0, y0) = layout.board_origin();
    let sq = layout.square_px();
    let (x, y) = (x0 + col * sq + sq / 3, y0 + row * sq + sq / 3);
    let mut sum = 0.0;
    let mut n = 0.0;
    for dy in 0..sq / 3 {
        for dx in 0..sq / 3 {
            let p = img.get_pixel(x + dx, y + dy).0;
            sum += 0.299 * f64::from(p[0]) + 0.587 * f64::from(p[1]) + 0.114 * f64::from(p[2]);
            n += 1.0;
        }
    }
    sum / n
}

/// Which side is at the bottom of a board picture of the opening rooks'
/// corners: the black rook (a8, dark) is top left for White, bottom right
/// for Black; the white rook (h1, light) the other way round. Both corners
/// are light squares, so the piece makes the difference.
fn bottom_side(png: &[u8]) -> engine::Color {
    let top_left = brightness(png, 0, 0);
    let bottom_right = brightness(png, 7, 7);
    assert!(
        (top_left - bottom_right).abs() > 20.0,
        "a dark and a light rook in the corners: {top_left} vs {bottom_right}"
    );
    if top_left < bottom_right {
        engine::Color::White
    } else {
        engine::Color::Black
    }
}

/// alice (White) challenges bob, who accepts: the game's thread and its
/// first board message.
async fn alice_against_bob(s: &StandIn) -> (u64, Value) {
    let challenge = s.accepted_challenge(ALICE, BOB, &[]).await;
    let thread = id_of(&challenge);
    let first = s
        .wait_public(thread, "the first board", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    (thread, first)
}

async fn the_board_from_your_side(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let (thread, first) = alice_against_bob(&s).await;
    // White is asked first: White's side.
    assert_eq!(bottom_side(&board_png(&s, &first)), engine::Color::White);
    // After 1.e4 Black is asked: Black's side, a8's rook bottom right.
    let after_e4 = s.play_move(ALICE, thread, "e4").await;
    assert!(
        content_of(&after_e4).contains("(Black) to move"),
        "{after_e4:#}"
    );
    let png = board_png(&s, &after_e4);
    assert_eq!(
        bottom_side(&png),
        engine::Color::Black,
        "Black's board from Black's side"
    );
    // Coordinates follow: the picture is the one drawn from Black's side.
    let rules = engine::Preset::Cruise.rules(true);
    let pos = engine::Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        rules,
    )
    .unwrap();
    let sq = |n: &str| engine::Square::from_name(n).unwrap();
    let mut img = host::BoardImage::new(pos);
    img.last_move = Some((sq("e2"), sq("e4")));
    img.players = Some(("alice".into(), "bob".into()));
    img.orientation = engine::Color::Black;
    assert_eq!(
        pixels(&png),
        pixels(&img.png().unwrap()),
        "the picture is the board drawn from Black's side, labels and all"
    );
    // 1...e5: White is asked again, from White's side.
    let after_e5 = s.play_move(BOB, thread, "e5").await;
    assert_eq!(bottom_side(&board_png(&s, &after_e5)), engine::Color::White);
    // The final picture is White's whatever the side that ended it.
    s.play_move(ALICE, thread, "Nf3").await;
    let resign = s.slash(BOB, thread, "resign", &[]);
    s.callback(&resign).await;
    let end = s
        .wait_public(thread, "the game's end", WAIT, |m| {
            content_of(m).contains("resign")
        })
        .await;
    let png = board_png(&s, &end);
    let image = image::load_from_memory(&png).unwrap().to_rgba8();
    assert_eq!(image.width(), 512);
    assert!(
        brightness(&png, 0, 0) < brightness(&png, 7, 7),
        "the end from White's side"
    );
    t.finish().await;
}

/// A PNG's pixels.
fn pixels(png: &[u8]) -> Vec<u8> {
    image::load_from_memory(png)
        .expect("a PNG")
        .to_rgba8()
        .into_raw()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_black_players_board_is_drawn_from_blacks_side_sqlite() {
    the_board_from_your_side(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_black_players_board_is_drawn_from_blacks_side_postgres() {
    the_board_from_your_side(true).await;
}

async fn names_as_the_server_shows_them(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    // alice has a nickname on this server; bob only a display name.
    s.set_nick(GUILD_ID, ALICE, Some("Queen Alice"));
    s.set_global_name(BOB, Some("Bobby Tables"));
    let (thread, _) = alice_against_bob(&s).await;
    let after_e4 = s.play_move(ALICE, thread, "e4").await;
    let caption = content_of(&after_e4);
    assert!(
        caption.contains("**Queen Alice** (White) plays **e4**."),
        "{caption}"
    );
    assert!(
        caption.contains("**Bobby Tables** (Black) to move"),
        "{caption}"
    );
    assert!(
        !caption.contains("**alice**") && !caption.contains("**bob**"),
        "{caption}"
    );
    // The picture names them so too: it is the board drawn with those names.
    let rules = engine::Preset::Cruise.rules(true);
    let pos = engine::Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        rules,
    )
    .unwrap();
    let sq = |n: &str| engine::Square::from_name(n).unwrap();
    let mut img = host::BoardImage::new(pos);
    img.last_move = Some((sq("e2"), sq("e4")));
    img.orientation = engine::Color::Black;
    let png = board_png(&s, &after_e4);
    img.players = Some(("Queen Alice".into(), "Bobby Tables".into()));
    assert_eq!(
        pixels(&png),
        pixels(&img.png().unwrap()),
        "the nicknames in the picture"
    );
    img.players = Some(("alice".into(), "bob".into()));
    assert_ne!(
        pixels(&png),
        pixels(&img.png().unwrap()),
        "not the usernames"
    );

    // A later nickname does not rewrite the game: it keeps its names.
    s.set_nick(GUILD_ID, ALICE, Some("Al"));
    let after_e5 = s.play_move(BOB, thread, "e5").await;
    let caption = content_of(&after_e5);
    assert!(
        caption.contains("**Queen Alice** (White) to move"),
        "{caption}"
    );
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nickname_in_the_board_caption_and_picture_sqlite() {
    names_as_the_server_shows_them(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nickname_in_the_board_caption_and_picture_postgres() {
    names_as_the_server_shows_them(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_rules_help_and_leaderboard_are_private_unless_public_sqlite() {
    quiet_by_default(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_rules_help_and_leaderboard_are_private_unless_public_postgres() {
    quiet_by_default(true).await;
}
