//! Text drawn into pictures (`picture.ftl`): tables and charts.

/// No entries yet
pub const PICTURE_TABLE_EMPTY: &str = "picture-table-empty";
/// … and { $count } more
pub const PICTURE_TABLE_MORE: &str = "picture-table-more";
/// { $name }: rating history
pub const PICTURE_CHART_TITLE: &str = "picture-chart-title";
/// No rated games yet
pub const PICTURE_CHART_EMPTY: &str = "picture-chart-empty";
/// { $month -\>
pub const PICTURE_CHART_MONTH: &str = "picture-chart-month";
/// No decision to judge
pub const PICTURE_EVAL_EMPTY: &str = "picture-eval-empty";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    PICTURE_TABLE_EMPTY,
    PICTURE_TABLE_MORE,
    PICTURE_CHART_TITLE,
    PICTURE_CHART_EMPTY,
    PICTURE_CHART_MONTH,
    PICTURE_EVAL_EMPTY,
];
