//! End to end, through the real binary and the loopback stand-in, on
//! SQLite and PostgreSQL: the analysis of a finished game (issue #33,
//! contract 4). The game's end offers **Analyse**; a press shows the
//! progress in one message, edited, then posts the chart with each side's
//! accuracy and marks and the worst decisions with the better choice and a
//! board. A second press answers from the store (no second search: the
//! stored row is the first one, and no progress message is posted again);
//! `/analyse` in another server is refused. While a long analysis runs, a
//! game against the AI is answered: the AI's board is posted while the
//! analysis is still under way.

use crate::support;

use serde_json::Value;
use support::analysis::{private_answer, progress_done, progress_posted};
use support::games::scholars_mate;
use support::payloads::{ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, TestUser};
use support::session::{Db, Session, thread_named};
use support::standin::{Opt, StandIn, content_of, id_of};
use support::tournament::WAIT;

const ME: TestUser = TestUser {
    id: BOT_ID,
    name: "Cruise Pawns",
};

/// Whether a message carries a file (a picture).
fn has_file(m: &Value) -> bool {
    m["attachments"].as_array().is_some_and(|a| !a.is_empty())
}

/// The messages in `thread` whose text contains `needle`.
fn messages_with(s: &StandIn, thread: u64, needle: &str) -> Vec<Value> {
    s.public_messages(thread)
        .into_iter()
        .filter(|m| content_of(m).contains(needle))
        .collect()
}

async fn analyse_and_answer_from_the_store(postgres: bool) {
    // Commands registered globally (as in production), so that they exist
    // in a second server too.
    let env = [("ANALYSIS_NODES", "3000"), ("DISCORD_GUILD_ID", "")];
    let Some(t) = Session::with(Db::either(postgres)).env(&env).start().await else {
        return;
    };
    let s = t.s.clone();
    let (thread, end, game, analyse) = scholars_mate(&s).await;

    // alice presses Analyse: she is told where, privately.
    let press = s.click(ALICE, id_of(&end), &analyse);
    let told = private_answer(&s, &press).await;
    assert!(told.contains(&format!("Analysing game {game}")), "{told}");
    // One message shows the progress and ends edited to "done".
    let head = format!("**Analysis of game {game}** (alice vs bob)");
    let progress = progress_posted(&s, thread, &head).await;
    let done = progress_done(&s, &progress, "done, ").await;
    assert!(content_of(&done).contains("decisions judged"), "{done:#}");
    // The chart with both accuracies and the marks.
    let summary = s
        .wait_public(thread, "the analysis's chart", WAIT, |m| {
            content_of(m).contains(&format!("**Analysis of game {game}** (chess;")) && has_file(m)
        })
        .await;
    let text = content_of(&summary);
    for line in ["White **alice**: accuracy **", "Black **bob**: accuracy **"] {
        assert!(text.contains(line), "{text}");
    }
    assert!(text.contains("(??)") && text.contains("(?!)"), "{text}");
    assert!(
        !text.contains("Black **bob**: accuracy **100.0%**"),
        "{text}"
    );
    let names: Vec<String> = summary["attachments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["filename"].as_str().unwrap_or("").to_string())
        .collect();
    assert_eq!(names, [format!("analysis-{game}.png")], "{summary:#}");
    // The worst decision: bob's Nf6, with the better choice and its board.
    let worst = s
        .wait_public(thread, "the worst decision", WAIT, |m| {
            content_of(m).contains("**Worst decision 1 of")
        })
        .await;
    let w = content_of(&worst);
    assert!(w.contains("Black (**bob**) played **Nf6??**"), "{w}");
    assert!(w.contains("Better: **"), "{w}");
    assert!(has_file(&worst), "the board it was played on: {worst:#}");

    // The analysis is stored, once.
    let store = store::Store::connect(&t.db).await.unwrap();
    let rows = store.analyses_of(game).await.unwrap();
    assert_eq!(rows.len(), 1, "one stored analysis");
    let first = rows[0].clone();
    assert!(first.body.contains("\"Nf6\""), "{}", first.body);

    // bob presses Analyse too: answered from the store at once, no second
    // search (the stored row is the first one, no progress message again).
    let summaries = messages_with(&s, thread, "(chess;").len();
    let press = s.click(BOB, id_of(&end), &analyse);
    let told = private_answer(&s, &press).await;
    assert!(told.contains("was analysed already"), "{told}");
    s.wait_for("the stored analysis posted again", WAIT, |s| {
        (messages_with(s, thread, "(chess;").len() > summaries).then_some(())
    })
    .await;
    assert_eq!(
        messages_with(&s, thread, &head).len(),
        1,
        "no second progress message"
    );
    assert_eq!(store.analyses_of(game).await.unwrap(), vec![first]);

    // In another server the game is answered as one that does not exist.
    let other = s.add_guild();
    let asked = s.slash(CAROL, other.channel, "analyse", &[Opt::Int("game", game)]);
    let theirs = private_answer(&s, &asked).await;
    let never = game + 100;
    let asked = s.slash(CAROL, other.channel, "analyse", &[Opt::Int("game", never)]);
    let none = private_answer(&s, &asked).await;
    assert!(theirs.contains("There is no game"), "{theirs}");
    assert_eq!(
        theirs.replace(&game.to_string(), "N"),
        none.replace(&never.to_string(), "N"),
        "another server's game answers as one that never existed"
    );
    // Anyone in the game's server may ask.
    let asked = s.slash(CAROL, CHANNEL_ID, "analyse", &[Opt::Int("game", game)]);
    let yes = private_answer(&s, &asked).await;
    assert!(yes.contains("was analysed already"), "{yes}");
    store.close().await;
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analyse_posts_the_chart_and_accuracies_and_answers_again_from_the_store_sqlite() {
    analyse_and_answer_from_the_store(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analyse_posts_the_chart_and_accuracies_and_answers_again_from_the_store_postgres() {
    analyse_and_answer_from_the_store(true).await;
}

async fn live_games_go_first(postgres: bool) {
    // A budget that makes every decision of the analysis take long.
    let Some(t) = Session::with(Db::either(postgres))
        .env(&[("ANALYSIS_NODES", "20000000")])
        .start()
        .await
    else {
        return;
    };
    let s = t.s.clone();
    let (thread, end, game, analyse) = scholars_mate(&s).await;
    let press = s.click(ALICE, id_of(&end), &analyse);
    private_answer(&s, &press).await;
    let head = format!("**Analysis of game {game}** (alice vs bob)");
    let progress = progress_posted(&s, thread, &head).await;

    // carol plays the AI meanwhile: her move is answered by the AI.
    let sent = s.slash(
        CAROL,
        CHANNEL_ID,
        "challenge",
        &[
            Opt::User("opponent", ME),
            Opt::Str("color", "white".into()),
            Opt::Int("level", 1),
        ],
    );
    s.callback(&sent).await;
    let ai_thread = thread_named(&s, "carol vs Cruise Pawns", WAIT).await;
    s.wait_public(ai_thread, "the AI game's first board", WAIT, has_file)
        .await;
    let before = s.public_messages(ai_thread).len();
    s.play_move(CAROL, ai_thread, "e4").await;
    let answer = s
        .wait_for("the AI's answer", WAIT, |s| {
            s.public_messages(ai_thread)
                .into_iter()
                .skip(before + 1)
                .find(|m| {
                    let t = content_of(m);
                    t.contains("Cruise Pawns") || t.contains("missile")
                })
        })
        .await;
    assert!(has_file(&answer), "the AI's board: {answer:#}");
    // The analysis is still under way: its message is not done, nothing of
    // it is posted, nothing is stored.
    let now = s.message(id_of(&progress)).expect("the progress message");
    assert!(!content_of(&now).contains("done, "), "{now:#}");
    assert!(
        messages_with(&s, thread, "(chess;").is_empty(),
        "the analysis is not posted yet"
    );
    let store = store::Store::connect(&t.db).await.unwrap();
    assert!(store.analyses_of(game).await.unwrap().is_empty());
    // A second press while it runs is told so, without a second message.
    let again = s.click(BOB, id_of(&end), &analyse);
    let told = private_answer(&s, &again).await;
    assert!(told.contains("is being analysed already"), "{told}");
    assert_eq!(messages_with(&s, thread, &head).len(), 1);
    store.close().await;
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_is_answered_while_an_analysis_runs_sqlite() {
    live_games_go_first(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_is_answered_while_an_analysis_runs_postgres() {
    live_games_go_first(true).await;
}
