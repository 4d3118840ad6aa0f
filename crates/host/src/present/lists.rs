//! A list said as one phrase in the reader's language: "a and b",
//! "a, b and c", "a or b" (`list-and`, `list-or`, … in `refusal.ftl`).

use locale::{Words, ids};

/// `items` as one phrase: "a and b", "a, b and c" (with `pair` and
/// `more`: `list-and`/`list-and-more`, or `list-or`/`list-or-more`).
pub fn list(mut items: Vec<Words>, pair: &str, more: &str) -> Words {
    match items.len() {
        0 => Words::new(ids::LIST_ITEM).arg("item", ""),
        1 => items.remove(0),
        2 => {
            let second = items.remove(1);
            Words::new(pair)
                .arg("first", items.remove(0))
                .arg("second", second)
        }
        _ => {
            let first = items.remove(0);
            Words::new(more)
                .arg("first", first)
                .arg("rest", list(items, pair, more))
        }
    }
}
