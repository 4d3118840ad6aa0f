//! End to end, through the real binary and the loopback stand-in: a
//! tournament's public posts are said in the server's language (#45; the
//! tournaments' words moved to `locales/*/tournament.ftl`). In a server
//! whose Discord `preferred_locale` is `fr`: a Swiss is created (its
//! announcement, card and buttons in French), four players press
//! **Rejoindre**, it starts (the seeds' post), round 1's pairings and the
//! standings posted with `public:true` are French; once a manager sets
//! `/settings language:es-ES`, the next standings post is Spanish.

use crate::support;

use support::languages;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, buttons, content_of};
use support::tournament::{WAIT, create, join_all_by, start_saying, wait_post};

/// `/tournament standings public:true` by alice: the public post's text.
async fn standings_post(s: &StandIn, needle: &str) -> String {
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament standings",
        &[Opt::Bool("public", true)],
    );
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(!private, "public:true posts the standings: {text}");
    assert!(text.contains(needle), "{needle:?} in {text}");
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_posts_are_said_in_the_servers_language() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    languages::speak(&s, "fr", &[]);

    // The announcement: its text, card and buttons in French.
    let extra = [Opt::Int("rounds", 2), Opt::Str("no_show", "10m".into())];
    let ann_id = create(&s, ALICE, "Suisse du vendredi", "swiss", &extra).await;
    let ann = s.message(ann_id).expect("the announcement");
    let text = content_of(&ann);
    assert!(
        text.contains("Ouvert : appuie sur Rejoindre pour participer."),
        "{text}"
    );
    assert!(
        text.contains("Rondes") && text.contains("Exempts"),
        "{text}"
    );
    assert!(text.contains("Aucun participant pour l'instant"), "{text}");
    assert!(
        !text.contains("Press") && !text.contains("Entrants"),
        "{text}"
    );
    let shown: Vec<String> = buttons(&ann).into_iter().map(|(l, _, _)| l).collect();
    assert!(
        shown.contains(&"Rejoindre".to_string()) && shown.contains(&"Règles".to_string()),
        "{shown:?}"
    );

    // Four players press Rejoindre: the card counts them in French.
    let four = [ALICE, BOB, CAROL, DAVE];
    join_all_by(&s, ann_id, &four, "Rejoindre", "Participants").await;

    // The start: the seeds' post, then round 1's pairings, in French.
    let started = start_saying(&s, ALICE, CHANNEL_ID, "a commencé. Têtes de série :").await;
    assert!(!started.contains("has started"), "{started}");
    let pairings = wait_post(&s, ": ronde 1 sur 2\n").await;
    assert!(pairings.contains("(Blancs) contre"), "{pairings}");
    assert!(
        pairings.contains("Joue ton premier coup dans les 10 minutes"),
        "{pairings}"
    );
    assert!(!pairings.contains("(White)"), "{pairings}");

    // The standings, public: French.
    let fr = standings_post(&s, "classement actuel, ronde 1 en cours").await;
    assert!(!fr.contains("standings"), "{fr}");

    // The server chooses Spanish: the next public post is Spanish.
    languages::server_chooses(&s, ALICE, "es-ES").await;
    let es = standings_post(&s, "clasificación actual, ronda 1 en juego").await;
    assert!(!es.contains("classement"), "{es}");
    t.finish().await;
}

/// A knockout in a French server: its bracket post and a match decided by
/// the organizer are French; `/tournament list`, answered to alice alone,
/// is in her client's German.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockouts_bracket_and_matches_are_said_in_the_servers_language() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    languages::speak(&s, "fr", &[(ALICE, "de")]);
    let ann_id = create(&s, ALICE, "Coupe", "knockout", &[]).await;
    join_all_by(&s, ann_id, &[ALICE, BOB], "Rejoindre", "Participants").await;
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament list", &[]);
    let list = languages::private_text(&s, ALICE, &sent).await;
    assert!(
        list.contains("Turniere dieses Servers (1):")
            && list.contains("offen, der Organisator startet es; 2 Spieler."),
        "{list}"
    );
    let bracket = start_saying(&s, ALICE, CHANNEL_ID, "Tableau de ").await;
    assert!(
        bracket.contains("W1-1 alice (1) contre bob (2)"),
        "{bracket}"
    );
    assert!(!bracket.contains(" bracket\n"), "{bracket}");
    // The organizer names the final's winner: the news is French.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament result",
        &[Opt::Str("match", "W1-1".into()), Opt::User("winner", BOB)],
    );
    s.callback(&sent).await;
    let decided = wait_post(&s, "Finale (W1-1) : bob se qualifie face à alice").await;
    assert!(
        decided.contains("sur décision de l'organisateur."),
        "{decided}"
    );
    assert!(!decided.contains("goes through"), "{decided}");
    t.finish().await;
}
