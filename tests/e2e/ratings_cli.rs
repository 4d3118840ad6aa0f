//! End to end: the real `cruise-pawns ratings replay` binary, its stdout,
//! its exit status and its stderr (the contract of issue 9).

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `cruise-pawns ratings replay ARGS` with `stdin` as standard input.
fn replay(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
        .args(["ratings", "replay"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the cruise-pawns binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A player's printed line split into its fields.
fn fields(line: &str) -> (String, f64, f64, f64, u32) {
    let f: Vec<&str> = line.split('\t').collect();
    assert_eq!(f.len(), 5, "{line:?}");
    for (i, decimals) in [(1, 2), (2, 2), (3, 6)] {
        assert_eq!(
            f[i].split('.').nth(1).map(str::len),
            Some(decimals),
            "{line:?}"
        );
    }
    (
        f[0].to_string(),
        f[1].parse().unwrap(),
        f[2].parse().unwrap(),
        f[3].parse().unwrap(),
        f[4].parse().unwrap(),
    )
}

const GAMES: &str = "# a comment, then a blank line\n\n\
    0\talice\tbob\t1-0\n\
    0.5\tcarol\tbob\t1/2-1/2\n\
    \n\
    30\tbob\talice\t0-1\n\
    30\tcarol\tdave\t0-1\n";

#[test]
fn first_game_of_two_new_players() {
    let o = replay(&[], "0\talice\tbob\t1-0\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).is_empty());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    let (name, rating, rd, volatility, games) = fields(lines[0]);
    assert_eq!((name.as_str(), games), ("alice", 1));
    assert_eq!(rating.round(), 1742.0);
    assert!(rd > 390.0 && rd < 400.0, "{rd}");
    assert!((volatility - 0.09).abs() < 1e-3, "{volatility}");
    let (name, rating, rd2, volatility2, _) = fields(lines[1]);
    assert_eq!(name, "bob");
    assert_eq!(rating.round(), 1258.0);
    assert_eq!((rd, volatility), (rd2, volatility2));
}

#[test]
fn file_stdin_and_dash_agree() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.tsv");
    std::fs::write(&path, GAMES).unwrap();
    let from_file = replay(&[path.to_str().unwrap()], "");
    let from_stdin = replay(&[], GAMES);
    let from_dash = replay(&["-"], GAMES);
    for o in [&from_file, &from_stdin, &from_dash] {
        assert!(o.status.success(), "{}", stderr(o));
        assert!(stderr(o).is_empty(), "{}", stderr(o));
    }
    assert_eq!(stdout(&from_file), stdout(&from_stdin));
    assert_eq!(stdout(&from_file), stdout(&from_dash));
    let out = stdout(&from_file);
    let rows: Vec<_> = out.lines().map(fields).collect();
    let names: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(names.len(), 4);
    // Highest rating first.
    assert!(rows.windows(2).all(|w| w[0].1 >= w[1].1), "{out}");
    let games: u32 = rows.iter().map(|r| r.4).sum();
    assert_eq!(games, 8, "4 games, 2 players each");
    assert_eq!(rows.iter().find(|r| r.0 == "bob").unwrap().4, 3);
    assert_eq!(names[0], "alice");
}

#[test]
fn empty_input_prints_nothing() {
    let o = replay(&[], "# only a comment\n\n");
    assert!(o.status.success());
    assert!(stdout(&o).is_empty() && stderr(&o).is_empty());
}

#[test]
fn each_kind_of_bad_line_exits_2_with_its_line_number() {
    let cases = [
        ("0\talice\tbob\n", "line 1: expected 4 tab-separated fields"),
        (
            "0 alice bob 1-0\n",
            "line 1: expected 4 tab-separated fields",
        ),
        (
            "# c\n\n0\talice\tbob\t1-0\n1\ta\tb\t1-0\textra\n",
            "line 4: expected 4 tab-separated fields",
        ),
        (
            "soon\talice\tbob\t1-0\n",
            "line 1: DAYS `soon` is not a decimal number",
        ),
        ("-2\talice\tbob\t1-0\n", "line 1: DAYS `-2` is negative"),
        (
            "5\talice\tbob\t1-0\n\n4\tbob\talice\t1-0\n",
            "line 3: DAYS 4 goes back before the previous game's 5",
        ),
        ("0\t\tbob\t1-0\n", "line 1: WHITE is empty"),
        ("0\talice\t\t1-0\n", "line 1: BLACK is empty"),
        (
            "0\talice\tbob\t2-0\n",
            "line 1: RESULT `2-0` is not one of 1-0, 0-1, 1/2-1/2",
        ),
        (
            "0\talice\talice\t1-0\n",
            "line 1: `alice` plays against themselves",
        ),
    ];
    for (input, start) in cases {
        let o = replay(&[], input);
        assert_eq!(o.status.code(), Some(2), "{input:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{input:?}: nothing on stdout");
        let err = stderr(&o);
        assert!(err.starts_with(start), "{input:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{input:?}: one line: {err}");
        assert!(err.ends_with('\n'));
    }
}

#[test]
fn a_missing_file_is_an_error_that_says_what_to_do() {
    let o = replay(&["/nonexistent/games.tsv"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    assert!(
        stderr(&o).contains("cannot open /nonexistent/games.tsv"),
        "{}",
        stderr(&o)
    );
}

/// Plays one rated game at `channel` between `white` and `black` (1.e4 e5,
/// then Black resigns) through the host.
async fn rated_game(host: &host::Host, channel: &str, white: &host::Player, black: &host::Player) {
    use host::{Action, ActionId, ColorChoice, GameSettings, Place, Play};
    let place = Place::channel("guild-1", channel);
    let settings = GameSettings {
        color: ColorChoice::White,
        ..GameSettings::default()
    };
    let views = host
        .act(
            white,
            &place,
            Action::Challenge {
                opponent: Some(black.clone()),
                settings,
            },
        )
        .await;
    let accept = views
        .iter()
        .flat_map(|v| &v.buttons)
        .find_map(|b| match b.id.parse::<ActionId>() {
            Ok(ActionId::Accept { challenge }) => Some(challenge),
            _ => None,
        })
        .expect("an Accept button");
    host.act(
        black,
        &place,
        Action::Accept {
            challenge: accept,
            thread: None,
        },
    )
    .await;
    host.act(white, &place, Action::Play(Play::Move("e4".into())))
        .await;
    host.act(black, &place, Action::Play(Play::Move("e5".into())))
        .await;
    let end = host.act(black, &place, Action::Play(Play::Resign)).await;
    assert!(
        end.iter().any(|v| v.text.contains("→")),
        "a rated ending shows the rating changes: {end:?}"
    );
}

/// Every stored rating: (user, preset, rating, rd, games), sorted.
async fn ratings_of(url: &str) -> Vec<(String, String, f64, f64, i64)> {
    use sqlx::Row;
    let pool = sqlx::sqlite::SqlitePool::connect(url).await.unwrap();
    let rows = sqlx::query("SELECT user_id, preset, rating, rd, games FROM ratings ORDER BY 1, 2")
        .fetch_all(&pool)
        .await
        .unwrap();
    pool.close().await;
    rows.iter()
        .map(|r| {
            (
                r.get("user_id"),
                r.get("preset"),
                r.get("rating"),
                r.get("rd"),
                r.get("games"),
            )
        })
        .collect()
}

#[test]
fn rebuild_recomputes_every_stored_rating_and_is_idempotent() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let rt = tokio::runtime::Runtime::new().unwrap();
    let before = rt.block_on(async {
        let store = store::Store::connect(&url).await.unwrap();
        let (host, _timed) = host::Host::start(store.clone(), host::HostConfig::default())
            .await
            .unwrap();
        let (a, b, c) = (
            host::Player::new("1", "alice"),
            host::Player::new("2", "bob"),
            host::Player::new("3", "carol"),
        );
        rated_game(&host, "c1", &a, &b).await;
        rated_game(&host, "c2", &c, &a).await;
        store.close().await;
        let before = ratings_of(&url).await;
        // A "fix" to undo: every stored rating is wrong now.
        let pool = sqlx::sqlite::SqlitePool::connect(&url).await.unwrap();
        sqlx::query("UPDATE ratings SET rating = 400, rd = 45, games = 99")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
        before
    });
    assert_eq!(before.len(), 3, "{before:?}");
    assert_eq!(before[0].4, 2, "alice played twice: {before:?}");

    // The database is named in .env, as for the bot.
    std::fs::write(dir.path().join(".env"), format!("DATABASE_URL={url}\n")).unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
            .args(["ratings", "rebuild"])
            .args(args)
            .current_dir(dir.path())
            .env_remove("DATABASE_URL")
            .output()
            .unwrap()
    };
    let first = run(&[]);
    assert!(first.status.success(), "{}", stderr(&first));
    assert_eq!(
        stdout(&first).lines().next().unwrap_or_default(),
        format!("Rebuilt 3 ratings from 2 rated games in {url}.")
    );
    assert_eq!(
        stdout(&first).lines().nth(1).unwrap_or_default(),
        "Season pools rebuilt too: 0 season ratings in 0 seasons."
    );
    assert!(
        stderr(&first).contains("replaying games"),
        "{}",
        stderr(&first)
    );
    let after = rt.block_on(ratings_of(&url));
    assert_eq!(after.len(), before.len());
    for (x, y) in after.iter().zip(&before) {
        assert_eq!((&x.0, &x.1, x.4), (&y.0, &y.1, y.4));
        assert!(
            (x.2 - y.2).abs() < 1e-9 && (x.3 - y.3).abs() < 1e-9,
            "{x:?} vs {y:?}"
        );
    }

    // Again, named on the command line: the same tables.
    let second = run(&["--database-url", &url]);
    assert!(second.status.success(), "{}", stderr(&second));
    assert_eq!(rt.block_on(ratings_of(&url)), after);

    // A database that is not there is an error saying what to do.
    let missing = run(&["--database-url", "sqlite://nowhere/none.db"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        stderr(&missing).contains("there is no database at nowhere/none.db"),
        "{}",
        stderr(&missing)
    );
}
