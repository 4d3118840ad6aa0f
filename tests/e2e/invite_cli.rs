//! `cruise-pawns invite` against the loopback stand-in (the token's
//! application is read from "Discord"), and docs/DISCORD.md held to the
//! permission numbers the code computes.

use crate::support;

use discord::invite::{Feature, permissions};
use std::process::Command;
use support::payloads::BOT_ID;
use support::standin::{StandIn, TEST_TOKEN};

/// Runs `cruise-pawns invite ARGS` in an empty folder with `token` and the
/// stand-in as Discord; (status, stdout, stderr).
fn invite(s: &StandIn, token: Option<&str>, args: &[&str]) -> (bool, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cruise-pawns"));
    cmd.arg("invite")
        .args(args)
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("DISCORD_API_BASE", s.base());
    if let Some(t) = token {
        cmd.env("DISCORD_TOKEN", t);
    }
    let out = cmd.output().expect("run cruise-pawns invite");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invite_prints_the_url_of_the_tokens_application_with_the_features_switched_on() {
    let s = StandIn::start().await;
    let (ok, out, err) = invite(&s, Some(TEST_TOKEN), &[]);
    assert!(ok, "{err}");
    let first = out.lines().next().unwrap();
    let all = permissions(&Feature::ALL).bits();
    assert_eq!(
        first,
        format!(
            "https://discord.com/oauth2/authorize?client_id={BOT_ID}&scope=bot+applications.commands&permissions={all}"
        )
    );
    assert!(out.contains("Manage Roles"), "{out}");
    assert!(!out.contains(TEST_TOKEN) && !err.contains(TEST_TOKEN));
    // The application was read from Discord with the token.
    assert!(
        s.requests()
            .iter()
            .any(|r| r.route() == "/oauth2/applications/@me" && r.authorized),
        "asked Discord for the application"
    );

    let (ok, out, err) = invite(
        &s,
        Some(TEST_TOKEN),
        &["--without", "roles", "--without", "events"],
    );
    assert!(ok, "{err}");
    let want = permissions(&[Feature::Play, Feature::TypedFlights]).bits();
    assert!(
        out.lines()
            .next()
            .unwrap()
            .ends_with(&format!("&permissions={want}")),
        "{out}"
    );
    assert!(out.contains("Left out: events, roles."), "{out}");

    // Mistakes say what to do.
    let (ok, _, err) = invite(&s, Some(TEST_TOKEN), &["--without", "dance"]);
    assert!(!ok && err.contains("typed-flights"), "{err}");
    let (ok, _, err) = invite(&s, Some(TEST_TOKEN), &["--without", "play"]);
    assert!(!ok && err.contains("cannot be left out"), "{err}");
    let (ok, _, err) = invite(&s, None, &[]);
    assert!(!ok && err.contains("DISCORD_TOKEN"), "{err}");
}

/// Every number of the invite section of docs/DISCORD.md: the bold totals,
/// the `permissions=` of its URLs, and each `N (1 << k)` of its tables.
#[test]
fn the_docs_permission_numbers_are_the_codes() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/DISCORD.md"))
        .expect("docs/DISCORD.md");
    let play = permissions(&[Feature::Play]).bits();
    let all = permissions(&Feature::ALL).bits();

    let bold: Vec<u64> = doc
        .split("**")
        .skip(1)
        .step_by(2)
        .filter_map(|t| t.parse().ok())
        .collect();
    assert_eq!(bold, vec![play, all], "the bold totals: base, then all");

    let in_urls: Vec<u64> = doc
        .split("permissions=")
        .skip(1)
        .map(|t| {
            t.chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
                .parse()
                .unwrap()
        })
        .collect();
    assert_eq!(in_urls, vec![play, all], "the URLs: base, then all");

    // Each permission row: its name, its value and its bit agree with the code.
    let mut named = 0;
    for f in Feature::ALL {
        for (p, name, _) in f.needs() {
            let row = doc
                .lines()
                .find(|l| {
                    l.starts_with('|') && l.contains(&format!("| {name} |")) && l.contains("<<")
                })
                .unwrap_or_else(|| panic!("a row for {name}"));
            let bit = p.bits().trailing_zeros();
            assert!(
                row.contains(&format!("{} (1 << {bit})", p.bits())),
                "{name}: {row}"
            );
            named += 1;
        }
    }
    assert_eq!(named, 9);
}
