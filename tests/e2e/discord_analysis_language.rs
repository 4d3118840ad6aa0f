//! End to end, through the real binary and the loopback stand-in: a
//! game's analysis is said in its readers' languages (#45; its words are
//! `locales/*/analysis.ftl`). In a server whose Discord `preferred_locale`
//! is `fr`, bob, whose client is in German, presses **Analyse** at the end
//! of a game: the private answer (where the analysis is shown) is German;
//! the progress, the summary with each side's accuracy and marks, and the
//! worst decision are posts, in the server's French.

use crate::support;

use support::analysis;
use support::games::scholars_mate;
use support::languages;
use support::payloads::BOB;
use support::session::{Db, Session};
use support::standin::{content_of, id_of};
use support::tournament::WAIT;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analysis_is_said_in_the_readers_languages() {
    let env = [("ANALYSIS_NODES", "3000")];
    let Some(t) = Session::with(Db::Sqlite).env(&env).start().await else {
        return;
    };
    let s = t.s.clone();
    // The game in English (the helper reads its English posts), then the
    // server turns French and bob's client German.
    let (thread, end, game, analyse) = scholars_mate(&s).await;
    languages::speak(&s, "fr", &[(BOB, "de")]);

    // bob presses Analyse: told privately, in his German.
    let press = s.click(BOB, id_of(&end), &analyse);
    let told = analysis::private_answer(&s, &press).await;
    assert_eq!(
        told,
        format!(
            "Partie {game} wird analysiert: der Fortschritt erscheint hier, danach die Analyse."
        )
    );

    // The progress: one post, in the server's French, edited to done.
    let head = format!("**Analyse de la partie {game}** (alice contre bob)");
    let progress = analysis::progress_posted(&s, thread, &head).await;
    let done = analysis::progress_done(&s, &progress, "terminé, ").await;
    assert!(
        content_of(&done).contains("décisions jugées. L'analyse suit."),
        "{done:#}"
    );
    // The summary: accuracies and marks in French, no English left.
    let summary = s
        .wait_public(thread, "the analysis's chart", WAIT, |m| {
            content_of(m).contains(&format!("**Analyse de la partie {game}** (chess ;"))
        })
        .await;
    let text = content_of(&summary);
    for line in [
        "Blancs **alice** : précision **",
        "Noirs **bob** : précision **",
    ] {
        assert!(text.contains(line), "{text}");
    }
    assert!(text.contains("Le graphique :"), "{text}");
    assert!(
        !text.contains("accuracy") && !text.contains("The chart"),
        "{text}"
    );
    // The worst decision: bob's Nf6, in French, with the better choice.
    let worst = s
        .wait_public(thread, "the worst decision", WAIT, |m| {
            content_of(m).contains("**Pire décision 1 sur")
        })
        .await;
    let w = content_of(&worst);
    assert!(w.contains("Noirs (**bob**) a joué **Nf6??**"), "{w}");
    assert!(w.contains("Mieux : **"), "{w}");
    t.finish().await;
}
