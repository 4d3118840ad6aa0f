//! End to end, through the real binary and the loopback stand-in: the
//! words drawn into pictures are in the reader's language (#45, contract
//! 1). A private answer's picture (a `/profile` rating chart, a
//! `/tournament standings` table) is drawn in the member's client
//! language; a public one in the server's. A picture the bot draws before
//! the edge (a tournament's final standings, written to the outbox)
//! follows the language Discord says the server speaks
//! (`preferred_locale`), though its managers chose none: it is the very
//! picture `/tournament standings public:true` draws in French.

use crate::support;

use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID};
use support::session::{Db, Session};
use support::standin::{Opt, SentInteraction, StandIn, UploadedFile};
use support::tournament::{WAIT, create, join_all, start, white_beats};

const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The first file named `*suffix` the bot uploaded from request `from` on.
async fn file_after(s: &StandIn, from: usize, suffix: &str) -> UploadedFile {
    let what = format!("a picture named *{suffix}");
    let file = s
        .wait_for(&what, WAIT, |s| {
            s.requests()
                .into_iter()
                .filter(|r| r.index >= from)
                .flat_map(|r| r.files)
                .find(|f| f.filename.ends_with(suffix))
        })
        .await;
    assert!(file.bytes.starts_with(PNG_MAGIC), "{}", file.filename);
    file
}

/// The picture named `*suffix` attached to the answer to `sent`.
async fn answered_picture(s: &StandIn, sent: &SentInteraction, suffix: &str) -> Vec<u8> {
    s.callback(sent).await;
    let what = format!("the answer's picture *{suffix}");
    s.wait_for(&what, WAIT, |s| {
        s.answers(sent)
            .into_iter()
            .flat_map(|r| r.files)
            .find(|f| f.filename.ends_with(suffix))
            .map(|f| f.bytes)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profiles_chart_is_drawn_in_the_language_of_whoever_reads_it() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    s.set_member_locale(ALICE.id, "de");
    s.set_member_locale(CAROL.id, "fr");
    white_beats(&s, ALICE, BOB).await;

    let whose = [Opt::User("user", ALICE)];
    let german = answered_picture(
        &s,
        &s.slash(ALICE, CHANNEL_ID, "profile", &[]),
        "rating.png",
    )
    .await;
    let english = answered_picture(
        &s,
        &s.slash(BOB, CHANNEL_ID, "profile", &whose),
        "rating.png",
    )
    .await;
    let french = answered_picture(
        &s,
        &s.slash(CAROL, CHANNEL_ID, "profile", &whose),
        "rating.png",
    )
    .await;
    assert!(german.starts_with(PNG_MAGIC) && english.starts_with(PNG_MAGIC));
    assert_ne!(german, english, "alice's chart, her words in German");
    assert_ne!(french, english, "carol reads it in French");
    assert_ne!(french, german);
    // For everyone, in the server's language (en-US here): bob's chart.
    let public = [Opt::User("user", ALICE), Opt::Bool("public", true)];
    let shown = answered_picture(
        &s,
        &s.slash(CAROL, CHANNEL_ID, "profile", &public),
        "rating.png",
    )
    .await;
    assert_eq!(shown, english, "a public chart is in the server's language");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_standings_picture_follows_discords_language_of_the_server() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    s.set_member_locale(ALICE.id, "de");
    // Created and started while the server speaks English.
    let opts = [Opt::Int("rounds", 1), Opt::Str("bye", "0.5".into())];
    let ann = create(&s, ALICE, "Cup", "swiss", &opts).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    start(&s, ALICE).await;
    s.wait_public(CHANNEL_ID, "the pairings", WAIT, |m| {
        support::standin::content_of(m).contains("round 1 of 1")
    })
    .await;

    // Discord now says the server speaks French; nobody chose a language
    // with /settings. The round is settled (board 1 drawn): the final
    // standings' picture is drawn by the bot before it is posted.
    s.set_server_locale(GUILD_ID, "fr");
    let from = s.requests().len();
    let opts = [
        Opt::Int("round", 1),
        Opt::Int("board", 1),
        Opt::Str("result", "1/2".into()),
    ];
    s.callback(&s.slash(ALICE, CHANNEL_ID, "tournament result", &opts))
        .await;
    let posted = file_after(&s, from, "-standings.png").await.bytes;

    // The same table asked for everyone: drawn at the edge in the
    // server's French, it is the very picture the bot posted.
    let public = [Opt::Bool("public", true)];
    let sent = s.slash(BOB, CHANNEL_ID, "tournament standings", &public);
    let french = answered_picture(&s, &sent, "-standings.png").await;
    assert_eq!(posted, french, "the final standings are drawn in French");
    // Asked privately: bob's English, alice's German.
    let sent = s.slash(BOB, CHANNEL_ID, "tournament standings", &[]);
    let english = answered_picture(&s, &sent, "-standings.png").await;
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament standings", &[]);
    let german = answered_picture(&s, &sent, "-standings.png").await;
    assert_ne!(english, french);
    assert_ne!(german, french);
    assert_ne!(german, english);
    t.finish().await;
}
