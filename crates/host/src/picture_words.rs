//! The text drawn into pictures (`locales/*/picture.ftl`): `render` has
//! none of its own, so whoever draws a table or chart says it first, in
//! its reader's language (a public post's picture in the server's, a
//! private answer's in the member's, a web page's in the page's).
//!
//! ```
//! use host::picture_words::{months, table_said};
//! use locale::Locale;
//! let table = table_said(render::table::Table::default(), Locale::De);
//! assert_ne!(table.empty, table_said(render::table::Table::default(), Locale::EnUs).empty);
//! assert_eq!(months(Locale::EnUs)[0], "Jan");
//! ```

use locale::{Locale, ids, text};
use render::table::Table;

/// `table` with what it says when empty and after its last drawn row,
/// in `locale`.
pub fn table_said(mut table: Table, locale: Locale) -> Table {
    table.empty = text(locale, ids::PICTURE_TABLE_EMPTY, &[]);
    let hidden = table.hidden();
    table.more = if hidden > 0 {
        let count = i64::try_from(hidden).unwrap_or(i64::MAX);
        text(locale, ids::PICTURE_TABLE_MORE, &[("count", count.into())])
    } else {
        String::new()
    };
    table
}

/// The months' short names in `locale`, January first (a chart's time
/// axis).
pub fn months(locale: Locale) -> Vec<String> {
    (1..=12i64)
        .map(|m| text(locale, ids::PICTURE_CHART_MONTH, &[("month", m.into())]))
        .collect()
}

/// What a rating chart without any point says, in `locale`.
pub fn chart_empty(locale: Locale) -> String {
    text(locale, ids::PICTURE_CHART_EMPTY, &[])
}

/// What an evaluation chart without any point says, in `locale`.
pub fn eval_empty(locale: Locale) -> String {
    text(locale, ids::PICTURE_EVAL_EMPTY, &[])
}
