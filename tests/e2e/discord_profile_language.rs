//! End to end, through the real binary and the loopback stand-in: `/rules`,
//! `/help`, `/profile` and `/puzzle` are said in the reader's language
//! (#45). In a server whose Discord `preferred_locale` is `fr`, alice's
//! client is in German: her private `/rules`, `/help`, `/profile` and
//! `/puzzle` answers are German; `/rules public:true`, a post for
//! everyone, is in the server's French.

use crate::support;

use support::languages;
use support::payloads::{ALICE, CHANNEL_ID};
use support::session::{Db, Session};
use support::standin::Opt;
use support::tournament::WAIT;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_help_profile_and_puzzles_are_said_in_the_readers_language() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    languages::speak(&s, "fr", &[(ALICE, "de")]);

    let ask = |name: &str, opts: &[Opt]| s.slash(ALICE, CHANNEL_ID, name, opts);

    // Her own /rules: German.
    let (rules, private) = s.answer_text(&ask("rules", &[]), WAIT).await;
    assert!(private, "{rules}");
    assert!(
        rules.starts_with("**Cruise Pawns** ist Schach") && rules.contains("Rakete"),
        "{rules}"
    );
    assert!(rules.contains("`/move e4>e5>e6>d7`"), "{rules}");

    // The same for everyone: the server's French.
    let public = [Opt::Bool("public", true)];
    let (rules, private) = s.answer_text(&ask("rules", &public), WAIT).await;
    assert!(!private, "{rules}");
    assert!(
        rules.starts_with("**Cruise Pawns**, ce sont les échecs") && rules.contains("missile"),
        "{rules}"
    );

    // /help: the intro in German.
    let (help, private) = s.answer_text(&ask("help", &[]), WAIT).await;
    assert!(private, "{help}");
    assert!(help.starts_with("**Hilfe zu Cruise Pawns**"), "{help}");

    // /profile: no rated game yet, in German.
    let (profile, private) = s.answer_text(&ask("profile", &[]), WAIT).await;
    assert!(private, "{profile}");
    assert!(
        profile.contains("Noch keine gewerteten Partien."),
        "{profile}"
    );
    assert!(!profile.contains("No rated games"), "{profile}");

    // /puzzle: no game was played here, so no puzzle, said in German.
    let (puzzle, private) = s.answer_text(&ask("puzzle next", &[]), WAIT).await;
    assert!(private, "{puzzle}");
    assert!(
        puzzle.starts_with("Hier gibt es noch kein Puzzle für dich"),
        "{puzzle}"
    );
    t.finish().await;
}
