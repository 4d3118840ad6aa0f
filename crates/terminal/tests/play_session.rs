//! Drives the real `play` session through its input and output.

use std::io::Cursor;

fn args(dir: &std::path::Path) -> terminal::PlayArgs {
    terminal::PlayArgs {
        db: Some(format!("sqlite://{}", dir.join("play.db").display())),
        png: dir.join("board.png"),
        white: Some("Ann".into()),
        black: Some("Ben".into()),
        // The tests read English whatever the environment's language.
        lang: Some("en-US".into()),
        ..terminal::PlayArgs::default()
    }
}

async fn session(a: terminal::PlayArgs, input: &str) -> String {
    let mut out = Vec::new();
    terminal::play(a, Cursor::new(input.to_string().into_bytes()), &mut out)
        .await
        .expect("session runs");
    String::from_utf8(out).unwrap()
}

#[tokio::test]
async fn moves_errors_shootdown_and_resign() {
    let dir = tempfile::tempdir().unwrap();
    let a = args(dir.path());
    let input = "help\nd4\nxyz\ne5\ndxe5\nNc6\ne5>e6>e7>e8\nfxe6\nboard\nresign\n";
    let out = session(a.clone(), input).await;
    // The board is printed with Unicode pieces.
    assert!(
        out.contains("♔") && out.contains("♚") && out.contains("a b c d e f g h"),
        "{out}"
    );
    assert!(out.contains("fire e4"), "help is shown: {out}");
    // A bad move is explained and the game goes on.
    assert!(
        out.lines().any(|l| l.contains("> ! ") && l.contains("xyz")),
        "{out}"
    );
    assert!(
        out.contains("Ann (White) plays e4") || out.contains("Ann (White) plays d4"),
        "{out}"
    );
    // The flight shows only the first square, then the question.
    assert!(out.contains("🚀 e5 → e6 — Ben: shoot it down ("), "{out}");
    assert!(
        out.contains("Ben: shoot the missile down (") && out.contains("fxe6"),
        "{out}"
    );
    assert!(
        out.contains("💥 Ben shoots it down on e6 with fxe6"),
        "{out}"
    );
    assert!(
        !out.contains("e5>e6>e7>e8"),
        "the flight's plan is never printed: {out}"
    );
    // Black moves next; here Black (to act) resigns.
    assert!(
        out.contains("Game over: Ann (White) wins: Ben (Black) resigns."),
        "{out}"
    );
    let png = std::fs::read(dir.path().join("board.png")).expect("the board picture was written");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
}

#[tokio::test]
async fn steering_with_fire() {
    let dir = tempfile::tempdir().unwrap();
    let a = args(dir.path());
    let input = "d4\ne5\ndxe5\nNc6\nfire e5\nh1\ne6\npass\ne7\npass\ne8\n";
    let out = session(a, input).await;
    assert!(out.contains("steer the missile into"), "{out}");
    assert!(
        out.lines().any(|l| l.contains("> ! ") && l.contains("h1")),
        "{out}"
    );
    assert!(out.contains("e6 — Ben lets it pass."), "{out}");
    assert!(out.contains("detonates"), "{out}");
    assert!(
        out.contains("Game over: Ann (White) wins: a missile destroyed the king of Ben (Black)."),
        "{out}"
    );
}

#[tokio::test]
async fn bad_options_are_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = args(dir.path());
    a.preset = "blitz".into();
    let mut out = Vec::new();
    let err = terminal::play(a, Cursor::new(Vec::new()), &mut out)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("cruise-forward"), "{err}");
    let mut a = args(dir.path());
    a.intercept_seconds = 2;
    let err = terminal::play(a, Cursor::new(Vec::new()), &mut out)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("5 s to 24 h"), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn playing_the_ai_at_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let a = terminal::PlayArgs {
        ai: Some("black".into()),
        level: 1,
        ..args(dir.path())
    };
    // Ann plays e4; the AI answers by itself before Ann's next prompt; then
    // Ann resigns.
    let out = session(a, "e4\nresign\n").await;
    assert!(out.contains("Ann (White) plays e4"), "{out}");
    let after_e4 = &out[out.find("Ann (White) plays e4").unwrap()..];
    let answer = after_e4.find("AI (level 1) (Black)").expect("the AI moved");
    let resign = after_e4.find("Game over").expect("the game ended");
    assert!(
        answer < resign,
        "the AI answered before Ann resigned: {out}"
    );
    assert!(
        out.contains("Game over: AI (level 1) (Black) wins: Ann (White) resigns."),
        "{out}"
    );
}

#[tokio::test]
async fn a_bad_ai_side_or_level_is_explained() {
    let dir = tempfile::tempdir().unwrap();
    let mut out = Vec::new();
    let a = terminal::PlayArgs {
        ai: Some("purple".into()),
        ..args(dir.path())
    };
    let e = terminal::play(a, Cursor::new(Vec::new()), &mut out)
        .await
        .unwrap_err();
    assert!(e.to_string().contains("white or black"), "{e}");
    let a = terminal::PlayArgs {
        ai: Some("white".into()),
        level: 0,
        ..args(dir.path())
    };
    let e = terminal::play(a, Cursor::new(Vec::new()), &mut out)
        .await
        .unwrap_err();
    assert!(e.to_string().contains("1 (weakest) to 8"), "{e}");
}

#[tokio::test]
async fn a_german_session_is_said_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let a = terminal::PlayArgs {
        white: None,
        black: None,
        lang: Some("de".into()),
        ..args(dir.path())
    };
    let input = "help\nd4\nxyz\ne5\ndxe5\nNc6\ne5>e6>e7>e8\nfxe6\nmoves\nresign\n";
    let out = session(a, input).await;
    // The terminal's own words: the greeting, the help, the prompts.
    assert!(
        out.contains("Cruise Pawns, Hot-Seat an diesem Terminal."),
        "{out}"
    );
    assert!(
        out.contains("Befehle (der Spieler am Zug tippt sie):"),
        "{out}"
    );
    // Commands stay as typed, beside their German text; a text's second
    // line is indented under the first.
    assert!(
        out.contains("  fire e4                steuere den Bauern auf e4 Schritt für Schritt"),
        "{out}"
    );
    assert!(
        out.contains(
            "\n                         oder * für die Selbstzerstörung vor dem ersten Schritt"
        ),
        "{out}"
    );
    assert!(out.contains("keine Antwort = pass)"), "{out}");
    // The sides' default names are German.
    assert!(out.contains("Weiß ist am Zug > "), "{out}");
    assert!(
        out.contains("Schwarz: Rakete abschießen (") && out.contains("oder passieren lassen? ["),
        "{out}"
    );
    assert!(out.contains("Legale Züge: "), "{out}");
    // The game's views, said in German.
    assert!(
        out.contains("— Schwarz: abschießen ("),
        "the question is German: {out}"
    );
    // Its deadline too (a Discord stamp, written out at the terminal).
    assert!(
        out.lines().any(|l| l.contains("— Schwarz: abschießen (")
            && l.contains("Endet in ")
            && l.ends_with(" Sekunden")),
        "the deadline is German: {out}"
    );
    assert!(
        out.contains("💥 Schwarz schießt sie auf e6 mit fxe6 ab."),
        "{out}"
    );
    assert!(
        out.lines().any(|l| l.contains("> ! ") && l.contains("xyz")),
        "a bad move is refused: {out}"
    );
    assert!(
        out.contains("Partie vorbei: ") && out.contains("gibt auf"),
        "{out}"
    );
    assert!(out.contains("Die Partie ist vorbei. Tschüss!"), "{out}");
    // Nothing of the English.
    for english in [
        "to move >",
        "Commands (",
        "Game over",
        "shoot the missile down",
        "Legal moves",
        "White",
        "hot-seat at this terminal",
        "seconds",
    ] {
        assert!(!out.contains(english), "{english:?} in: {out}");
    }
}

#[tokio::test]
async fn the_language_comes_from_lang_and_an_unknown_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // --lang takes a locale's code in any case, or a POSIX locale.
    let a = terminal::PlayArgs {
        lang: Some("pt_BR.UTF-8".into()),
        ..args(dir.path())
    };
    let out = session(a, "quit\n").await;
    assert!(out.contains("Saindo; a partida continua salva em"), "{out}");
    let a = terminal::PlayArgs {
        lang: Some("xx".into()),
        ..args(dir.path())
    };
    let mut sink = Vec::new();
    let e = terminal::play(a, Cursor::new(Vec::new()), &mut sink)
        .await
        .unwrap_err();
    assert!(
        e.to_string().contains("--lang xx") && e.to_string().contains("pt-BR"),
        "{e}"
    );
}

#[tokio::test]
async fn errors_of_the_command_line_are_said_in_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut out = Vec::new();
    let a = terminal::PlayArgs {
        ai: Some("purple".into()),
        lang: Some("ru".into()),
        ..args(dir.path())
    };
    let e = terminal::play(a, Cursor::new(Vec::new()), &mut out)
        .await
        .unwrap_err();
    assert!(
        e.to_string().contains("укажи, за какую сторону играет ИИ"),
        "{e}"
    );
    let a = terminal::PlayArgs {
        ai: Some("white".into()),
        level: 9,
        lang: Some("ja".into()),
        ..args(dir.path())
    };
    let e = terminal::play(a, Cursor::new(Vec::new()), &mut out)
        .await
        .unwrap_err();
    assert!(e.to_string().contains("1（最弱）から 8（最強）"), "{e}");
}

#[tokio::test]
async fn bad_settings_are_said_in_the_sessions_language() {
    let dir = tempfile::tempdir().unwrap();
    let refusal = |a: terminal::PlayArgs| async move {
        let mut sink = Vec::new();
        terminal::play(a, Cursor::new(Vec::new()), &mut sink)
            .await
            .unwrap_err()
            .to_string()
    };
    let german = || terminal::PlayArgs {
        lang: Some("de".into()),
        ..args(dir.path())
    };
    // Each setting typed wrong: the German sentence, and none of the
    // English one (what was typed stays as it is).
    let cases = [
        (
            terminal::PlayArgs {
                preset: "blitz".into(),
                ..german()
            },
            "unbekannte Voreinstellung `blitz`: wähle cruise, cruise-forward, chess, pawns oder pawns-cruise",
            "unknown preset",
        ),
        (
            terminal::PlayArgs {
                time: "soon".into(),
                ..german()
            },
            "Bedenkzeit `soon` ist unverständlich: schreib Minuten+Inkrement wie 10+5",
            "is not understood",
        ),
        (
            terminal::PlayArgs {
                time: "9d".into(),
                ..german()
            },
            "Fernschach-Zeit `9d` liegt außerhalb des Bereichs: wähle 1d bis 7d pro Zug",
            "out of range",
        ),
        (
            terminal::PlayArgs {
                time: "500+0".into(),
                ..german()
            },
            "Bedenkzeit `500+0` liegt außerhalb des Bereichs: 1 bis 180 Minuten",
            "out of range",
        ),
        (
            terminal::PlayArgs {
                fen: Some("8/8/8 w - -".into()),
                ..german()
            },
            "fehlerhafte FEN, Feld Aufstellung: sie hat 3 durch `/` getrennte Reihen; ein Brett hat 8, von Reihe 8 bis Reihe 1",
            "bad FEN",
        ),
        (
            terminal::PlayArgs {
                intercept_seconds: 2,
                ..german()
            },
            "Abfangzeit 2 s liegt außerhalb des Bereichs: wähle 5 s bis 24 h",
            "intercept time",
        ),
    ];
    for (a, german_text, english) in cases {
        let e = refusal(a).await;
        assert!(e.contains(german_text), "{e}");
        assert!(!e.contains(english), "{english:?} in: {e}");
        assert!(!e.contains("choose"), "{e}");
    }
    // In en-US, the same sentences as the engine's and the host's English.
    let e = refusal(terminal::PlayArgs {
        preset: "blitz".into(),
        ..args(dir.path())
    })
    .await;
    let engine_text = "blitz".parse::<engine::Preset>().unwrap_err().to_string();
    assert_eq!(e, engine_text);
}
