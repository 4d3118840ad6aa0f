//! `cruise-pawns locales check`: the translators' check. For every locale
//! folder it prints the messages it misses beside en-US (shown in English
//! until translated), the ones en-US does not have (unused), and those
//! whose attributes or variables differ from en-US's.
//!
//! ```text
//! cruise-pawns locales check [--dir DIR]
//! ```
//!
//! Without `--dir` it checks the messages built into this binary; with
//! `--dir locales` the files on disk, as a translator edits them. Exits 1
//! when a locale misses messages, differs from en-US or does not parse.

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use locale::check::{Shapes, compare};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// `locales` subcommands.
#[derive(Subcommand, Debug, Clone)]
pub enum LocalesCommand {
    /// Per locale, the messages missing beside en-US and the unused ones
    /// (exit 1 when any is missing).
    Check(CheckArgs),
}

/// `locales check`'s options.
#[derive(Args, Debug, Clone)]
pub struct CheckArgs {
    /// The folder of locale folders (`locales`, one `<code>/*.ftl` each);
    /// without it, the messages built into this binary.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// Runs a `locales` subcommand, printing to stdout.
pub fn run(cmd: LocalesCommand) -> anyhow::Result<()> {
    match cmd {
        LocalesCommand::Check(args) => {
            let locales = match &args.dir {
                Some(dir) => read_dir(dir)?,
                None => embedded(),
            };
            let (text, failing) = check(&locales);
            print!("{text}");
            if failing > 0 {
                bail!("{failing} locale(s) miss messages or differ from en-US");
            }
            Ok(())
        }
    }
}

/// A locale folder: its code and its files' (name, text).
type Folder = (String, Vec<(String, String)>);

fn embedded() -> Vec<Folder> {
    locale::folder_codes()
        .into_iter()
        .map(|code| {
            let files = locale::files_of(code)
                .map(|(n, t)| (n.to_string(), t.to_string()))
                .collect();
            (code.to_string(), files)
        })
        .collect()
}

fn read_dir(dir: &Path) -> anyhow::Result<Vec<Folder>> {
    let mut folders = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if !path.is_dir() {
            continue;
        }
        let code = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let mut files = Vec::new();
        for f in std::fs::read_dir(&path)? {
            let f = f?.path();
            if f.extension().is_some_and(|e| e == "ftl") {
                let text = std::fs::read_to_string(&f)
                    .with_context(|| format!("reading {}", f.display()))?;
                let name = f
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned();
                files.push((name, text));
            }
        }
        files.sort();
        folders.push((code, files));
    }
    folders.sort();
    Ok(folders)
}

/// The report of `folders` and how many locales fail.
fn check(folders: &[Folder]) -> (String, usize) {
    let mut out = String::new();
    let mut failing = 0;
    let shapes = |(code, files): &Folder| {
        let mut s = Shapes::default();
        let mut errors = Vec::new();
        for (name, text) in files {
            if let Err(es) = s.add(text) {
                errors.extend(es.into_iter().map(|e| format!("{code}/{name}: {e}")));
            }
        }
        (s, errors)
    };
    let Some(source_folder) = folders.iter().find(|(c, _)| c == "en-US") else {
        return (
            "en-US: missing (the source every locale translates)\n".to_string(),
            1,
        );
    };
    let (source, errors) = shapes(source_folder);
    let _ = writeln!(out, "en-US: {} messages (the source)", source.0.len());
    if !errors.is_empty() {
        failing += 1;
        for e in errors {
            let _ = writeln!(out, "  error: {e}");
        }
    }
    for folder in folders.iter().filter(|(c, _)| c != "en-US") {
        let code = &folder.0;
        let (s, errors) = shapes(folder);
        let report = compare(&source, &s);
        let registered = locale::Locale::ALL.iter().any(|l| l.code() == code);
        let note = if registered {
            ""
        } else {
            " (not registered in locale::Locale)"
        };
        if report.is_complete() && errors.is_empty() {
            let _ = writeln!(out, "{code}: complete{note}");
            continue;
        }
        let _ = writeln!(
            out,
            "{code}: {} missing, {} unused, {} different{note}",
            report.missing.len(),
            report.unused.len(),
            report.different.len()
        );
        for id in &report.missing {
            let _ = writeln!(out, "  missing: {id}");
        }
        for id in &report.unused {
            let _ = writeln!(out, "  unused: {id}");
        }
        for d in &report.different {
            let _ = writeln!(out, "  different: {d}");
        }
        for e in &errors {
            let _ = writeln!(out, "  error: {e}");
        }
        if !report.missing.is_empty() || !report.different.is_empty() || !errors.is_empty() {
            failing += 1;
        }
    }
    (out, failing)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(code: &str, text: &str) -> Folder {
        (
            code.to_string(),
            vec![("a.ftl".to_string(), text.to_string())],
        )
    }

    #[test]
    fn the_built_in_locales_are_complete() {
        let (text, failing) = check(&embedded());
        assert_eq!(failing, 0, "{text}");
        assert!(text.contains("ja: complete"), "{text}");
    }

    #[test]
    fn missing_and_unused_messages_are_listed() {
        let (text, failing) = check(&[
            folder("en-US", "a = A\nb = B\n"),
            folder("fr", "a = A\nold = O\n"),
            folder("de", "a = A\nb = B\nold = O\n"),
        ]);
        assert_eq!(failing, 1, "{text}");
        assert!(
            text.contains("fr: 1 missing, 1 unused, 0 different\n  missing: b\n  unused: old\n"),
            "{text}"
        );
        assert!(
            text.contains("de: 0 missing, 1 unused, 0 different\n  unused: old\n"),
            "{text}"
        );
    }
}
