//! End to end through Discord (the real binary against the loopback
//! stand-in): a member with Manage Server starts a season, two rated games
//! are played, `/leaderboard scope:season` shows them (provisional players
//! ranked, marked `?`; ◀ ▶ turn its pages), a member without Manage Server
//! may neither start nor end one, and `/season end` posts the final
//! standings with their table picture (a PNG); the archive stays readable
//! by name.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, GUILD_ID, add_role_option, perm};
use support::season::{answer_with, standings_picture};
use support::session::{Db, Session};
use support::standin::{
    Opt, SentInteraction, StandIn, button_id, buttons, content_of, id_of, is_ephemeral,
};
use support::tournament::white_beats;

const WAIT: Duration = Duration::from_secs(20);

/// The ephemeral answer's text.
async fn refused(s: &StandIn, sent: &SentInteraction) -> String {
    let body = s.callback(sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "an ephemeral refusal: {body:#}");
    content_of(&body)
}

/// The names ranked on a standings or leaderboard text, in order, with
/// whether each rating is provisional: `1. **alice** 1742? · …`.
fn ranked(text: &str) -> Vec<(String, bool)> {
    text.lines()
        .filter_map(|l| {
            // The final standings' first three are medals (`🥇 **dave**`).
            let medal = ["🥇 **", "🥈 **", "🥉 **"]
                .iter()
                .find_map(|m| l.strip_prefix(m));
            let rest = match medal {
                Some(rest) => rest,
                None => {
                    let (rank, rest) = l.split_once(". **")?;
                    rank.parse::<u32>().ok()?;
                    rest
                }
            };
            let (name, rest) = rest.split_once("** ")?;
            let rating = rest.split_whitespace().next()?;
            Some((name.to_string(), rating.ends_with('?')))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_started_played_shown_and_ended_with_its_standings_picture() {
    let Session {
        s,
        bot: _bot,
        dir: _dir,
        ..
    } = Session::with(Db::Sqlite)
        .sqlite_file("data/games.db")
        .start()
        .await
        .expect("SQLite");

    // Without Manage Server (nor the organizer role): refused, saying who may.
    let start = [Opt::Str("name", "Winter".into())];
    let no = refused(&s, &s.slash(BOB, CHANNEL_ID, "season start", &start)).await;
    assert!(no.contains("Only members with Manage Server"), "{no}");
    let no = refused(
        &s,
        &s.slash(
            BOB,
            CHANNEL_ID,
            "leaderboard",
            &[Opt::Str("scope", "season".into())],
        ),
    )
    .await;
    assert!(no.contains("has had no season yet"), "{no}");

    // A server manager who may give the top role (Manage Roles, and a role
    // above it) sets it (the bot may hand it out too: Manage Roles, and
    // its own role above it) and starts the season.
    let top = s.add_role(GUILD_ID, "Season Top", 1);
    let managers = s.add_role_with(
        GUILD_ID,
        "Managers",
        2,
        perm::MANAGE_GUILD | perm::MANAGE_ROLES,
    );
    s.set_member_roles(GUILD_ID, ALICE.id, &[managers]);
    let bots = s.add_role(GUILD_ID, "Cruise Pawns", 4);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    let sent = s.slash_edited(
        ALICE,
        CHANNEL_ID,
        "season settings",
        &[Opt::Int("top", 1)],
        |v| add_role_option(v, "top_role", top, "Season Top"),
    );
    let (set, _) = answer_with(&s, &sent, "Season settings saved").await;
    assert!(
        set.contains(&format!("the top 1 of the final standings get <@&{top}>")),
        "{set}"
    );
    // An end too far for the clock (it used to overflow): a clear refusal.
    for ends in ["106751991167d", "999999999999d"] {
        let far = [
            Opt::Str("name", "Forever".into()),
            Opt::Str("ends", ends.into()),
        ];
        let no = refused(&s, &s.slash(ALICE, CHANNEL_ID, "season start", &far)).await;
        assert!(no.contains("more than a year away"), "{ends}: {no}");
    }
    let sent = s.slash(ALICE, CHANNEL_ID, "season start", &start);
    let (text, _) = answer_with(&s, &sent, "has started").await;
    assert!(text.contains("**Season Winter** has started"), "{text}");

    // Two rated games in the server.
    white_beats(&s, ALICE, BOB).await;
    white_beats(&s, CAROL, ALICE).await;

    let board = [Opt::Str("scope", "season".into())];
    let sent = s.slash(BOB, CHANNEL_ID, "leaderboard", &board);
    let (text, _) = answer_with(&s, &sent, "Season Winter leaderboard").await;
    let lines = ranked(&text);
    let mut names: Vec<&str> = lines.iter().map(|(n, _)| n.as_str()).collect();
    names.sort();
    assert_eq!(names, ["alice", "bob", "carol"], "{text}");
    assert!(
        lines.iter().all(|(_, provisional)| *provisional),
        "ranked with ?: {text}"
    );
    assert!(text.contains("Your place: "), "{text}");
    let msg = s.original(&sent).unwrap();
    let labels: Vec<String> = buttons(&msg).into_iter().map(|b| b.0).collect();
    assert_eq!(labels, ["◀", "▶"]);
    // ▶ pressed by carol on bob's page: the one page again, shown in place,
    // still with bob's line (the asker's).
    let click = s.click(CAROL, id_of(&msg), &button_id(&msg, "▶"));
    let body = s.callback(&click).await.json.unwrap();
    assert_eq!(body["type"], 7, "the page replaces the shown one: {body:#}");
    let turned = content_of(&body);
    assert!(turned.contains("page 1 of 1"), "{turned}");
    let bob = lines.iter().position(|(n, _)| n == "bob").unwrap() + 1;
    assert!(
        turned.contains(&format!("Your place: {bob}. **bob**")),
        "{turned}"
    );

    // Ending: refused without Manage Server; a manager's posts the standings.
    let no = refused(&s, &s.slash(BOB, CHANNEL_ID, "season end", &[])).await;
    assert!(no.contains("Only members with Manage Server"), "{no}");
    let sent = s.slash(ALICE, CHANNEL_ID, "season end", &[]);
    let (standings, files) = answer_with(&s, &sent, "final standings").await;
    assert!(
        standings.contains("Season Winter — final standings"),
        "{standings}"
    );
    assert_eq!(
        ranked(&standings),
        lines,
        "the standings rank as the leaderboard did"
    );
    assert!(
        standings.contains(&format!("\n🥇 **{}** ", lines[0].0)),
        "the first place as a medal: {standings}"
    );
    standings_picture(&files);
    // The top player gets the top role; nobody else does.
    let first = support::tournament::user_named(&lines[0].0);
    s.wait_for("the top role", WAIT, |s| {
        s.member_roles(GUILD_ID, first.id)
            .contains(&top)
            .then_some(())
    })
    .await;
    for u in [ALICE, BOB, CAROL].into_iter().filter(|u| *u != first) {
        assert!(!s.member_roles(GUILD_ID, u.id).contains(&top), "{}", u.name);
    }

    // Ended once; the archive by name.
    let no = refused(&s, &s.slash(ALICE, CHANNEL_ID, "season end", &[])).await;
    assert!(
        no.contains("no open season") && no.contains("season:Winter"),
        "{no}"
    );
    let opts = [
        Opt::Str("scope", "season".into()),
        Opt::Str("season", "winter".into()),
    ];
    let sent = s.slash(CAROL, CHANNEL_ID, "leaderboard", &opts);
    let (text, _) = answer_with(&s, &sent, "Season Winter leaderboard").await;
    assert_eq!(ranked(&text), lines, "{text}");
}
