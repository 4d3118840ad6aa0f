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
