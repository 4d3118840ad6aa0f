//! Steps the tournament end-to-end tests share (the bot is started by
//! [`super::session::Session`]): create a
//! tournament and join it by its **Join** button, start it, find a round's
//! games from their threads (`R<n> · <White> vs <Black>`, the arena's
//! `G<n> · ...`), play, resign and agree draws in a thread, and read what
//! the bot posts: pairings (`1. <@white> (White) vs <@black> (Black)`,
//! `2. <@x>: bye (1 point)`) and standings (`1. alice 2.5 (Buchholz ...)`).

use super::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, ERIN, TestUser};
use super::standin::{Opt, StandIn, button_id, buttons, content_of, id_of, is_ephemeral};
use serde_json::Value;
use std::time::Duration;

/// How long any one step may take on a loaded machine.
pub const WAIT: Duration = Duration::from_secs(60);

/// Everyone who plays in the tournament tests, in join order.
pub const PLAYERS: [TestUser; 5] = [ALICE, BOB, CAROL, DAVE, ERIN];

/// The test user called `name`.
pub fn user_named(name: &str) -> TestUser {
    PLAYERS
        .into_iter()
        .find(|u| u.name == name)
        .unwrap_or_else(|| panic!("no test user named {name:?}"))
}

/// How the bot pings a user.
pub fn mention(u: TestUser) -> String {
    format!("<@{}>", u.id)
}

/// One tournament game, read from its thread's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TGame {
    pub thread: u64,
    pub white: TestUser,
    pub black: TestUser,
}

impl TGame {
    pub fn has(&self, u: TestUser) -> bool {
        self.white == u || self.black == u
    }

    /// The other player.
    pub fn opponent(&self, u: TestUser) -> TestUser {
        assert!(self.has(u), "{} does not play in {self:?}", u.name);
        if self.white == u {
            self.black
        } else {
            self.white
        }
    }

    /// The pair, alphabetically (who met whom, whatever the colours).
    pub fn pair(&self) -> (&'static str, &'static str) {
        let (a, b) = (self.white.name, self.black.name);
        if a < b { (a, b) } else { (b, a) }
    }
}

/// Reads a thread name `<label> · <white> vs <black>` exactly (one space
/// either side of `·` and `vs`).
pub fn parse_thread_name(name: &str) -> Option<(String, String, String)> {
    let (label, pair) = name.split_once(" · ")?;
    let (white, black) = pair.split_once(" vs ")?;
    let ok = |s: &str| !s.is_empty() && !s.contains(' ');
    (ok(label) && ok(white) && ok(black)).then(|| (label.into(), white.into(), black.into()))
}

/// Every tournament game thread so far, in creation order: (label, game).
/// Panics on a thread whose name is not `<label> · <white> vs <black>`
/// between two known players.
pub fn all_games(s: &StandIn) -> Vec<(String, TGame)> {
    s.threads()
        .into_iter()
        .map(|(thread, name)| {
            let (label, w, b) = parse_thread_name(&name).unwrap_or_else(|| {
                panic!("thread name {name:?} is not `<label> · <white> vs <black>`")
            });
            let (white, black) = (user_named(&w), user_named(&b));
            assert_ne!(white, black, "{name}");
            (
                label,
                TGame {
                    thread,
                    white,
                    black,
                },
            )
        })
        .collect()
}

/// The games whose threads are labelled `label` (`R2`, `G5`).
pub fn games_labelled(s: &StandIn, label: &str) -> Vec<TGame> {
    all_games(s)
        .into_iter()
        .filter(|(l, _)| l == label)
        .map(|(_, g)| g)
        .collect()
}

/// Waits until the thread shows a board picture (the game is in it).
pub async fn wait_board(s: &StandIn, thread: u64) {
    s.wait_public(thread, "the board in the game's thread", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
}

/// Waits for round `round`'s `n` game threads (`R<round> · ...`) and the
/// board in each; checks that nobody plays twice in the round.
pub async fn wait_round_games(s: &StandIn, round: u32, n: usize) -> Vec<TGame> {
    let label = format!("R{round}");
    let games = s
        .wait_for(&format!("{n} threads of round {round}"), WAIT, |s| {
            let g = games_labelled(s, &label);
            (g.len() >= n).then_some(g)
        })
        .await;
    assert_eq!(games.len(), n, "round {round}: {games:?}");
    let mut seen: Vec<&str> = games
        .iter()
        .flat_map(|g| [g.white.name, g.black.name])
        .collect();
    seen.sort();
    let before = seen.len();
    seen.dedup();
    assert_eq!(seen.len(), before, "someone plays twice in round {round}");
    for g in &games {
        wait_board(s, g.thread).await;
    }
    games
}

/// `organizer` creates a tournament of `format` (`swiss`, `round-robin`,
/// `arena`, `knockout`, `double-elimination`: its create subcommand) in the
/// channel; returns the announcement's message id (it carries **Join** and
/// **Leave**).
pub async fn create(
    s: &StandIn,
    organizer: TestUser,
    name: &str,
    format: &str,
    extra: &[Opt],
) -> u64 {
    create_in(s, organizer, CHANNEL_ID, name, format, extra).await
}

/// [`create`] in `channel` (another server's, say).
pub async fn create_in(
    s: &StandIn,
    organizer: TestUser,
    channel: u64,
    name: &str,
    format: &str,
    extra: &[Opt],
) -> u64 {
    let mut opts = vec![Opt::Str("name", name.into())];
    opts.extend_from_slice(extra);
    let sent = s.slash(
        organizer,
        channel,
        &format!("tournament create {format}"),
        &opts,
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "the announcement is public: {body:#}");
    let ann = s
        .wait_for("the announcement", WAIT, |s| s.original(&sent))
        .await;
    assert!(content_of(&ann).contains(name), "{ann:#}");
    id_of(&ann)
}

/// Each user presses **Join** on the announcement, in order; the
/// announcement counts them.
pub async fn join_all(s: &StandIn, announcement: u64, users: &[TestUser]) {
    for (i, &u) in users.iter().enumerate() {
        let m = s.message(announcement).expect("the announcement");
        let click = s.click(u, announcement, &button_id(&m, "Join"));
        let cb = s.callback(&click).await.json.unwrap();
        assert!(!is_ephemeral(&cb), "{} joins: {cb:#}", u.name);
        // The card lists as many names as fit on a phone, then "and N
        // more": a name past those is counted, not shown.
        let listed = format!("Entrants ({})", i + 1);
        s.wait_for(&listed, WAIT, |s| {
            s.message(announcement).filter(|m| {
                let text = content_of(m);
                text.contains(&listed) && (text.contains(u.name) || text.contains(" more ("))
            })
        })
        .await;
    }
}

/// `user` presses the button labelled `join` on the announcement (its
/// **Join**, in the server's language: **Rejoindre** in French) and joins
/// (the answer is public); waits until the card reads `listed`
/// (`Participants (2)`).
pub async fn join_by(s: &StandIn, announcement: u64, user: TestUser, join: &str, listed: &str) {
    let m = s.message(announcement).expect("the announcement");
    let click = s.click(user, announcement, &button_id(&m, join));
    let cb = s.callback(&click).await.json.unwrap();
    assert!(!is_ephemeral(&cb), "{} joins: {cb:#}", user.name);
    s.wait_for(listed, WAIT, |s| {
        s.message(announcement)
            .filter(|m| content_of(m).contains(listed))
    })
    .await;
}

/// Each of `users` joins by [`join_by`], in order, pressing `join`; the
/// card counts them as `entrants` (`Participants (1)`, `Participants
/// (2)`, ...).
pub async fn join_all_by(
    s: &StandIn,
    announcement: u64,
    users: &[TestUser],
    join: &str,
    entrants: &str,
) {
    for (i, &u) in users.iter().enumerate() {
        let listed = format!("{entrants} ({})", i + 1);
        join_by(s, announcement, u, join, &listed).await;
    }
}

/// The rules of the tournament `announcement` announces, as `user` reads
/// them behind its card's **Rules** button (answered to her alone).
pub async fn rules_of(s: &StandIn, user: TestUser, announcement: u64) -> String {
    let card = s.message(announcement).expect("the announcement");
    let click = s.click(user, announcement, &button_id(&card, "Rules"));
    let (rules, private) = s.answer_text(&click, WAIT).await;
    assert!(private, "the rules are answered privately: {rules}");
    rules
}

/// The organizer starts the tournament (a public answer); returns the
/// channel's "has started" post.
pub async fn start(s: &StandIn, organizer: TestUser) -> String {
    start_in(s, organizer, CHANNEL_ID).await
}

/// [`start`] of the tournament of `channel`.
pub async fn start_in(s: &StandIn, organizer: TestUser, channel: u64) -> String {
    start_saying(s, organizer, channel, "has started").await
}

/// The organizer starts the tournament of `channel` (a public answer);
/// returns the channel's post that contains `started` (`has started`, or
/// its words in the server's language).
pub async fn start_saying(s: &StandIn, organizer: TestUser, channel: u64, started: &str) -> String {
    let sent = s.slash(organizer, channel, "tournament start", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "{body:#}");
    let post = s
        .wait_public(channel, "the tournament started", WAIT, |m| {
            content_of(m).contains(started)
        })
        .await;
    content_of(&post)
}

/// Plays `mv` by `/move` in the thread: its board appears there.
pub async fn play(s: &StandIn, user: TestUser, thread: u64, mv: &str) {
    s.play_move(user, thread, mv).await;
}

/// White plays e4 and Black e5: both have shown up.
pub async fn both_move(s: &StandIn, g: TGame) {
    play(s, g.white, g.thread, "e4").await;
    play(s, g.black, g.thread, "e5").await;
}

/// `user` resigns by `/resign` in the thread; the thread says so.
pub async fn resign(s: &StandIn, user: TestUser, thread: u64) {
    let sent = s.slash(user, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the resignation", WAIT, |m| {
            content_of(m).contains("resigns")
        })
        .await;
    assert!(content_of(&end).contains(user.name), "{end:#}");
}

/// `offerer` offers a draw by `/draw`; `accepter` presses **Accept** on
/// the offer; the thread says the game is drawn.
pub async fn agree_draw(s: &StandIn, offerer: TestUser, accepter: TestUser, thread: u64) {
    let sent = s.slash(offerer, thread, "draw", &[]);
    s.callback(&sent).await;
    let offer = s
        .wait_public(thread, "the draw offer with its buttons", WAIT, |m| {
            content_of(m).contains("offers a draw") && !buttons(m).is_empty()
        })
        .await;
    let click = s.click(accepter, id_of(&offer), &button_id(&offer, "Accept"));
    let cb = s.callback(&click).await.json.unwrap();
    assert!(!is_ephemeral(&cb), "accepting is not refused: {cb:#}");
    s.wait_public(thread, "the draw by agreement", WAIT, |m| {
        content_of(m).contains("draw by agreement")
    })
    .await;
}

/// Waits for a public post in the tournament's channel whose text
/// contains `needle`; its text.
pub async fn wait_post(s: &StandIn, needle: &str) -> String {
    let m = s
        .wait_public(CHANNEL_ID, &format!("a post with {needle:?}"), WAIT, |m| {
            content_of(m).contains(needle)
        })
        .await;
    content_of(&m)
}

/// The public posts in the channel containing `needle`.
pub fn posts_with(s: &StandIn, needle: &str) -> Vec<Value> {
    s.public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| content_of(m).contains(needle))
        .collect()
}

/// A line of a round's pairings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pairing {
    /// White, Black (names).
    Game(String, String),
    Bye(String),
}

/// The name behind a mention `<@id>` (or the text itself).
fn name_of(text: &str) -> String {
    let t = text.trim();
    PLAYERS
        .into_iter()
        .find(|u| mention(*u) == t)
        .map(|u| u.name.to_string())
        .unwrap_or_else(|| t.to_string())
}

/// Reads the boards of a pairings post.
pub fn parse_pairings(text: &str) -> Vec<Pairing> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some((n, rest)) = line.split_once(". ") else {
            continue;
        };
        if n.trim().parse::<u32>().is_err() {
            continue;
        }
        if let Some(who) = rest.strip_suffix(": bye (1 point)") {
            out.push(Pairing::Bye(name_of(who)));
        } else if let Some((w, b)) = rest.split_once(" (White) vs ") {
            let b = b.split(" (Black)").next().unwrap_or(b);
            out.push(Pairing::Game(name_of(w), name_of(b)));
        } else {
            panic!("not a pairing line: {line:?} in\n{text}");
        }
    }
    out
}

/// One line of standings: rank, name, points as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub rank: u32,
    pub name: String,
    pub points: String,
}

/// Reads the standings lines of a post (`1. alice 2.5 (BH 3)`; the final
/// standings' first three as medals, `🥇 alice 2.5`).
pub fn parse_standings(text: &str) -> Vec<Standing> {
    text.lines()
        .filter_map(|line| {
            let medal = ["🥇", "🥈", "🥉"]
                .iter()
                .zip(1..)
                .find_map(|(m, rank)| Some((rank, line.strip_prefix(m)?.strip_prefix(' ')?)));
            let (rank, rest) = match medal {
                Some(found) => found,
                None => {
                    let (rank, rest) = line.split_once(". ")?;
                    (rank.trim().parse().ok()?, rest)
                }
            };
            let mut words = rest.split_whitespace();
            let name = words.next()?.to_string();
            let points = words.next()?.to_string();
            Some(Standing { rank, name, points })
        })
        .collect()
}

/// Swiss and round robin points as the bot prints them: tenths, `1.5`.
pub fn tenths(p: u32) -> String {
    format!("{}.{}", p / 10, p % 10)
}

/// Asserts the standings in `text` give each player exactly the expected
/// points (`expected`: name, points as printed), and rank them by points.
pub fn assert_points(text: &str, expected: &[(&str, String)]) {
    let lines = parse_standings(text);
    assert_eq!(lines.len(), expected.len(), "one line per player:\n{text}");
    for (name, pts) in expected {
        let line = lines
            .iter()
            .find(|l| l.name == *name)
            .unwrap_or_else(|| panic!("{name} is not in the standings:\n{text}"));
        assert_eq!(&line.points, pts, "{name}'s points in\n{text}");
    }
    let as_num = |p: &str| p.parse::<f64>().unwrap();
    for w in lines.windows(2) {
        assert!(
            as_num(&w[0].points) >= as_num(&w[1].points) && w[0].rank <= w[1].rank,
            "standings out of order:\n{text}"
        );
    }
}

/// `/tournament standings` by `user`: the (private) answer's text.
pub async fn standings_reply(s: &StandIn, user: TestUser) -> String {
    let sent = s.slash(user, CHANNEL_ID, "tournament standings", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    content_of(&body)
}

/// The winners a "Congratulations to a and b!" post names.
pub fn congratulated(text: &str) -> Vec<String> {
    let rest = text
        .split_once("Congratulations to ")
        .unwrap_or_else(|| panic!("no congratulations in\n{text}"))
        .1;
    let names = rest.split_once('!').expect("ends with !").0;
    names.split(" and ").map(str::to_string).collect()
}

/// A one-round Swiss of three `players` that `organizer` creates, starts
/// and settles by `/tournament result`, won by `winner` alone; waits for
/// its "is over!" post. (A bye is worth half a point: a winner on board 1
/// wins it, 1 to the bye's ½; a winner with the bye has ½ while both on
/// the board forfeit.)
pub async fn cup_won_by(
    s: &StandIn,
    organizer: TestUser,
    name: &str,
    players: [TestUser; 3],
    winner: TestUser,
) {
    cup_won_by_in(s, organizer, CHANNEL_ID, name, players, winner).await;
}

/// [`cup_won_by`] in `channel`.
pub async fn cup_won_by_in(
    s: &StandIn,
    organizer: TestUser,
    channel: u64,
    name: &str,
    players: [TestUser; 3],
    winner: TestUser,
) {
    assert!(players.contains(&winner));
    let opts = [Opt::Int("rounds", 1), Opt::Str("bye", "0.5".into())];
    let ann = create_in(s, organizer, channel, name, "swiss", &opts).await;
    join_all(s, ann, &players).await;
    start_in(s, organizer, channel).await;
    let title = format!("**{name}** (#");
    let pairings = s
        .wait_public(channel, "the pairings", WAIT, |m| {
            let t = content_of(m);
            t.contains(&title) && t.contains("round 1 of 1") && t.contains(" (White) vs ")
        })
        .await;
    let text = content_of(&pairings);
    let line = text
        .lines()
        .find(|l| l.starts_with("1. ") && l.contains(" (White) vs "))
        .unwrap_or_else(|| panic!("board 1 in {text}"));
    let (white, black) = line.split_once(" (White) vs ").unwrap();
    let result = if white.contains(&mention(winner)) {
        "1-0"
    } else if black.contains(&mention(winner)) {
        "0-1"
    } else {
        "0-0"
    };
    let opts = [
        Opt::Int("round", 1),
        Opt::Int("board", 1),
        Opt::Str("result", result.into()),
    ];
    let sent = s.slash(organizer, channel, "tournament result", &opts);
    s.callback(&sent).await;
    s.wait_public(channel, "the end of the cup", WAIT, |m| {
        let t = content_of(m);
        t.contains(&title) && t.contains("is over!")
    })
    .await;
}

/// A rated game: `white` challenges `black` (colour white), `black`
/// accepts, 1.e4 e5, `black` resigns.
pub async fn white_beats(s: &StandIn, white: TestUser, black: TestUser) {
    let opts = [
        Opt::User("opponent", black),
        Opt::Str("color", "white".into()),
    ];
    let sent = s.slash(white, CHANNEL_ID, "challenge", &opts);
    s.callback(&sent).await;
    let challenge = s.original(&sent).expect("the challenge message");
    // The Accept button by its action (its label is in the server's
    // language), and the end by its rating arrows (in any language).
    let accept = crate::support::standin::buttons(&challenge)
        .into_iter()
        .map(|(_, id, _)| id)
        .find(|id| id.ends_with(":accept"))
        .unwrap_or_else(|| panic!("no Accept button on {challenge:#}"));
    let click = s.click(black, id_of(&challenge), &accept);
    s.callback(&click).await;
    let thread = id_of(&challenge);
    wait_board(s, thread).await;
    s.play_move(white, thread, "e4").await;
    s.play_move(black, thread, "e5").await;
    let sent = s.slash(black, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the game's end", WAIT, |m| {
            content_of(m).contains('→')
        })
        .await;
    assert!(
        content_of(&end).contains('→'),
        "a rated game: {}",
        content_of(&end)
    );
}
