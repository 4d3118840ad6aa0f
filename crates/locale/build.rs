//! Lists `locales/<code>/*.ftl` at the repository's root and writes
//! `files.rs`: each file's locale code, name and text (`include_str!`), so
//! the messages are in the binary and nothing is read at run time.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = manifest.join("../../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::from("/// Every embedded file: (locale code, file name, text).\n");
    out += "pub(crate) static FILES: &[(&str, &str, &str)] = &[\n";
    for dir in sorted(&root) {
        if !dir.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", dir.display());
        let code = name(&dir);
        for file in sorted(&dir) {
            if file.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", file.display());
                let path = file.canonicalize().expect("a listed file");
                writeln!(
                    out,
                    "    ({code:?}, {:?}, include_str!({:?})),",
                    name(&file),
                    path.display().to_string()
                )
                .expect("write to a String");
            }
        }
    }
    out += "];\n";
    let dest = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it")).join("files.rs");
    fs::write(dest, out).expect("write files.rs");
}

fn sorted(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    v.sort();
    v
}

fn name(p: &Path) -> String {
    p.file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}
