//! Print the Dutch pairing of the next round of a TRF file (like
//! `bbpPairings --dutch FILE -p`). Usage: `cargo run --example pair FILE...`
//! (several files: each output is preceded by `== FILE`).

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable file");
        if files.len() > 1 {
            println!("== {f}");
        }
        match pairing::pair_trf(&text) {
            Ok(s) => print!("{s}"),
            Err(e) => println!("ERROR {e}"),
        }
    }
}
