//! Lists (`refusal.ftl`): items joined by the locale's own `and` / `or`.

/// { $first } and { $second }
pub const LIST_AND: &str = "list-and";
/// { $first }, { $rest }
pub const LIST_AND_MORE: &str = "list-and-more";
/// { $first } or { $second }
pub const LIST_OR: &str = "list-or";
/// { $first }, { $rest }
pub const LIST_OR_MORE: &str = "list-or-more";
/// { $item }: one item of a list, as it is.
pub const LIST_ITEM: &str = "list-item";

/// { $text }: a text as it is, in every locale ([`crate::Words::verbatim`]).
pub const VERBATIM: &str = "verbatim";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    LIST_AND,
    LIST_AND_MORE,
    LIST_OR,
    LIST_OR_MORE,
    LIST_ITEM,
    VERBATIM,
];
