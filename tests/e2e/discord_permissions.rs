//! End to end, through the real binary and the loopback stand-in: the bot
//! decides what a member may do from their roles on the server and what
//! they may see from the channel's permissions, as Discord computes them
//! (issue #44, contracts 2 and 3).
//!
//! - **Contract 2.** A channel overwrite granting Manage Permissions sets
//!   the Manage Roles bit of the interaction's `member.permissions` (the
//!   member's permissions *in that channel*): that member is refused a
//!   `winner_role`. A member whose role has Manage Roles server-wide is
//!   accepted, even where a channel overwrite denies it.
//! - **Contract 3.** A member who cannot view a staff channel asks
//!   `/analyse` and `/tournament standings` / `join` about its game and
//!   tournament from a public channel: answered exactly as for a number
//!   nothing has (SQLite and PostgreSQL); the staff are answered. The web
//!   site, with `/settings web:on`, does not publish the staff channel's
//!   game or tournament, and publishes the public channel's.

use crate::support;

use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use support::payloads::{
    ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, DAVE, ERIN, GUILD_ID, TestUser, perm,
};
use support::session::{Db, Session, thread_named};
use support::standin::{Opt, OverwriteFor, StandIn, analyse_button, buttons, content_of, id_of};
use support::tournament::{WAIT, create_in};

/// The text of the answer to `/name` by `user` in `channel` (the
/// deferred answer's edit, if it deferred), and whether it is private.
async fn answer(
    s: &StandIn,
    user: TestUser,
    channel: u64,
    name: &str,
    opts: &[Opt],
    edit: impl FnOnce(&mut Value),
) -> (String, bool) {
    let sent = s.slash_edited(user, channel, name, opts, edit);
    s.answer_text(&sent, WAIT).await
}

/// `/tournament settings winner_role:<role>` by `user`: the answer.
async fn set_winner_role(s: &StandIn, user: TestUser, role: u64) -> String {
    let (text, private) = answer(s, user, CHANNEL_ID, "tournament settings", &[], |v| {
        support::payloads::add_role_option(v, "winner_role", role, "Champion")
    })
    .await;
    assert!(private, "{text}");
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn manage_permissions_on_one_channel_is_not_manage_roles_on_the_server() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    // The bot may hand the role out (Manage Roles, its role above it).
    let champion = s.add_role(GUILD_ID, "Champion", 2);
    let bots = s.add_role(GUILD_ID, "Bot", 10);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);

    // dave manages the server (a role above Champion, Manage Server and no
    // Manage Roles) and has Manage Permissions on this channel only.
    let staff = s.add_role_with(GUILD_ID, "Staff", 5, perm::MANAGE_GUILD);
    s.set_member_roles(GUILD_ID, DAVE.id, &[staff]);
    s.set_overwrite(
        CHANNEL_ID,
        OverwriteFor::Member(DAVE.id),
        perm::MANAGE_ROLES,
        0,
    );
    // Discord sends that channel's permissions as his: Manage Roles' bit
    // is in them; on another channel it is not.
    assert_ne!(
        s.channel_permissions(DAVE.id, CHANNEL_ID) & perm::MANAGE_ROLES,
        0
    );
    assert_eq!(
        s.channel_permissions(DAVE.id, support::payloads::CHANNEL2_ID) & perm::MANAGE_ROLES,
        0
    );
    let refused = set_winner_role(&s, DAVE, champion).await;
    assert!(
        refused.contains(&format!("You cannot attach <@&{champion}>")),
        "{refused}"
    );
    assert!(refused.contains("Manage Roles"), "{refused}");
    let (shown, _) = answer(&s, DAVE, CHANNEL_ID, "tournament settings", &[], |_| {}).await;
    assert!(
        shown.contains("No winner role is set"),
        "nothing was changed: {shown}"
    );

    // erin's role has Manage Roles on the server, above Champion: accepted,
    // even on a channel whose overwrite denies her role Manage Permissions.
    let mods = s.add_role_with(GUILD_ID, "Mods", 6, perm::MANAGE_GUILD | perm::MANAGE_ROLES);
    s.set_member_roles(GUILD_ID, ERIN.id, &[mods]);
    s.set_overwrite(CHANNEL_ID, OverwriteFor::Role(mods), 0, perm::MANAGE_ROLES);
    assert_eq!(
        s.channel_permissions(ERIN.id, CHANNEL_ID) & perm::MANAGE_ROLES,
        0
    );
    let accepted = set_winner_role(&s, ERIN, champion).await;
    assert!(
        accepted.contains(&format!("now gets <@&{champion}>")),
        "{accepted}"
    );
    t.finish().await;
}

/// The staff channel: @everyone may not view it, the Staff role (alice's
/// and bob's) may. Returns the channel (added before the bot connects, its
/// overwrites set after, as an admin does: the bot hears CHANNEL_UPDATE).
fn staff_channel(s: &StandIn, channel: u64) {
    let staff = s.add_role(GUILD_ID, "Staff", 3);
    for u in [ALICE, BOB] {
        s.set_member_roles(GUILD_ID, u.id, &[staff]);
    }
    s.set_overwrite(channel, OverwriteFor::Role(GUILD_ID), 0, perm::VIEW_CHANNEL);
    s.set_overwrite(channel, OverwriteFor::Role(staff), perm::VIEW_CHANNEL, 0);
    assert_eq!(
        s.channel_permissions(CAROL.id, channel) & perm::VIEW_CHANNEL,
        0
    );
    assert_ne!(
        s.channel_permissions(ALICE.id, channel) & perm::VIEW_CHANNEL,
        0
    );
}

/// `white` challenges `black` in `channel` (casual chess), `black`
/// accepts, they play a move each and `black` resigns; the game's number.
async fn game_in(s: &StandIn, channel: u64, white: TestUser, black: TestUser) -> i64 {
    let opts = [
        Opt::User("opponent", black),
        Opt::Str("color", "white".into()),
        Opt::Str("preset", "chess".into()),
        Opt::Bool("rated", false),
    ];
    let sent = s.slash(white, channel, "challenge", &opts);
    s.callback(&sent).await;
    let challenge = s.original(&sent).expect("the challenge message");
    let click = s.click(
        black,
        id_of(&challenge),
        &support::standin::button_id(&challenge, "Accept"),
    );
    s.callback(&click).await;
    let thread = thread_named(s, &format!("{} vs {}", white.name, black.name), WAIT).await;
    s.wait_public(thread, "the first board", WAIT, |m| {
        content_of(m).contains("(White) vs")
    })
    .await;
    s.play_move(white, thread, "e4").await;
    s.play_move(black, thread, "e5").await;
    let resign = s.slash(black, thread, "resign", &[]);
    s.callback(&resign).await;
    let end = s
        .wait_public(thread, "the game's end", WAIT, |m| {
            content_of(m).contains("Game over") && !buttons(m).is_empty()
        })
        .await;
    analyse_button(&end).1
}

/// The id a tournament's announcement names (`(#12, ...`).
fn tournament_id(s: &StandIn, announcement: u64) -> i64 {
    let text = content_of(&s.message(announcement).expect("the announcement"));
    text.split("(#")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the announcement names its id: {text}"))
}

async fn a_staff_channel_stays_private(postgres: bool) {
    let s = StandIn::start().await;
    let staff = s.add_channel(GUILD_ID, "staff");
    let Some(t) = Session::with(Db::either(postgres))
        .on(&s)
        .env(&[("ANALYSIS_NODES", "1000")])
        .start()
        .await
    else {
        return;
    };
    staff_channel(&s, staff);
    let game = game_in(&s, staff, ALICE, BOB).await;
    let ann = create_in(&s, ALICE, staff, "Staff Cup", "swiss", &[]).await;
    let cup = tournament_id(&s, ann);

    // carol cannot view the staff channel: from the public channel, its
    // game and tournament are answered as numbers nothing has.
    let never_game = game + 1000;
    let never_cup = cup + 1000;
    let ask_game = |id: i64| vec![Opt::Int("game", id)];
    let (theirs, private) = answer(&s, CAROL, CHANNEL_ID, "analyse", &ask_game(game), |_| {}).await;
    let (none, _) = answer(
        &s,
        CAROL,
        CHANNEL_ID,
        "analyse",
        &ask_game(never_game),
        |_| {},
    )
    .await;
    assert!(private, "{theirs}");
    assert_eq!(
        theirs.replace(&game.to_string(), "N"),
        none.replace(&never_game.to_string(), "N"),
        "/analyse of the staff channel's game answers as for a game that never existed"
    );
    assert!(theirs.contains("no game"), "{theirs}");
    for sub in ["standings", "join", "pairings", "export"] {
        let name = format!("tournament {sub}");
        let ask = |id: i64| vec![Opt::Int("tournament", id)];
        let (theirs, private) = answer(&s, CAROL, CHANNEL_ID, &name, &ask(cup), |_| {}).await;
        let (none, _) = answer(&s, CAROL, CHANNEL_ID, &name, &ask(never_cup), |_| {}).await;
        assert!(private, "/{name}: {theirs}");
        assert_eq!(
            theirs.replace(&cup.to_string(), "N"),
            none.replace(&never_cup.to_string(), "N"),
            "/{name} of the staff channel's tournament answers as for one that never existed"
        );
        assert!(theirs.contains("no tournament"), "/{name}: {theirs}");
        assert!(!theirs.contains("Staff Cup"), "/{name}: {theirs}");
    }
    let ann_now = content_of(&s.message(ann).unwrap());
    assert!(!ann_now.contains("carol"), "carol did not join: {ann_now}");

    // bob is staff: from the public channel he is answered about both.
    let (his, _) = answer(&s, BOB, CHANNEL_ID, "analyse", &ask_game(game), |_| {}).await;
    assert!(!his.contains("no game"), "{his}");
    let ask_cup = [Opt::Int("tournament", cup)];
    let (his, _) = answer(
        &s,
        BOB,
        CHANNEL_ID,
        "tournament standings",
        &ask_cup,
        |_| {},
    )
    .await;
    assert!(!his.contains("no tournament"), "{his}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_without_view_channel_learns_nothing_of_a_staff_channel_sqlite() {
    a_staff_channel_stays_private(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_without_view_channel_learns_nothing_of_a_staff_channel_postgres() {
    a_staff_channel_stays_private(true).await;
}

/// The status of `GET path` from the site at `addr`.
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_site_publishes_nothing_of_a_channel_everyone_cannot_view() {
    let s = StandIn::start().await;
    let staff = s.add_channel(GUILD_ID, "staff");
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let t = Session::with(Db::Sqlite)
        .on(&s)
        .env(&[("WEB_ADDR", &addr.to_string())])
        .start()
        .await
        .expect("SQLite");
    staff_channel(&s, staff);
    let hidden_game = game_in(&s, staff, ALICE, BOB).await;
    let shown_game = game_in(&s, CHANNEL_ID, CAROL, DAVE).await;
    let ann = create_in(&s, ALICE, staff, "Staff Cup", "swiss", &[]).await;
    let hidden_cup = tournament_id(&s, ann);
    let ann = create_in(&s, CAROL, CHANNEL_ID, "Open Cup", "swiss", &[]).await;
    let shown_cup = tournament_id(&s, ann);

    // The server's pages go public.
    s.make_manager(ERIN);
    let (text, _) = answer(
        &s,
        ERIN,
        CHANNEL_ID,
        "settings",
        &[Opt::Str("web", "on".into())],
        |_| {},
    )
    .await;
    assert!(text.contains("now on the public web site"), "{text}");

    // The public channel's game and tournament are published; the staff
    // channel's answer as ones that do not exist.
    assert_eq!(status(addr, &format!("/games/{shown_game}")), 200);
    assert_eq!(status(addr, &format!("/tournaments/{shown_cup}")), 200);
    assert_eq!(status(addr, &format!("/games/{hidden_game}")), 404);
    assert_eq!(status(addr, &format!("/api/games/{hidden_game}")), 404);
    assert_eq!(status(addr, &format!("/tournaments/{hidden_cup}")), 404);
    assert_eq!(status(addr, &format!("/api/tournaments/{hidden_cup}")), 404);

    // The staff channel opened to everyone (the @everyone deny removed):
    // its game is published from then on.
    s.set_overwrite(staff, OverwriteFor::Role(GUILD_ID), 0, 0);
    let path = format!("/games/{hidden_game}");
    let deadline = std::time::Instant::now() + WAIT;
    while status(addr, &path) != 200 {
        assert!(
            std::time::Instant::now() < deadline,
            "the staff channel's game is published once everyone may view the channel"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    t.finish().await;
}
