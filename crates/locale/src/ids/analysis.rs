//! A game's analysis (`analysis.ftl`): progress, summary, worst decisions.

/// **Analysis of game { $game }** ({ $white } vs { $black })
pub const ANALYSIS_HEAD: &str = "analysis-head";
/// { analysis-head }: waiting for the engine (live games go first).
pub const ANALYSIS_QUEUED: &str = "analysis-queued";
/// { analysis-head }: waiting for the engine, { $ahead ->
pub const ANALYSIS_QUEUED_BEHIND: &str = "analysis-queued-behind";
/// { analysis-head }: { $done } of { $total } positions evaluated ({ $percent }%).
pub const ANALYSIS_RUNNING: &str = "analysis-running";
/// { analysis-head }: done, { $decisions ->
pub const ANALYSIS_DONE: &str = "analysis-done";
/// Game { $game } was analysed already: its analysis is posted here.
pub const ANALYSIS_ASKED_STORED: &str = "analysis-asked-stored";
/// Game { $game } is being analysed already: its progress and result are posted whe…
pub const ANALYSIS_ASKED_RUNNING: &str = "analysis-asked-running";
/// Analysing game { $game }: its progress is shown here, then the analysis.
pub const ANALYSIS_ASKED_NEW: &str = "analysis-asked-new";
/// **Analysis of game { $game }** ({ $preset }; { $nodes } nodes a position)
pub const ANALYSIS_SUMMARY: &str = "analysis-summary";
/// { $color ->
pub const ANALYSIS_SIDE: &str = "analysis-side";
/// accuracy **{ $accuracy }%**
pub const ANALYSIS_ACCURACY: &str = "analysis-accuracy";
/// no decision judged
pub const ANALYSIS_NO_DECISION: &str = "analysis-no-decision";
/// { $inaccuracies ->
pub const ANALYSIS_MARKS: &str = "analysis-marks";
/// The chart: White's chances (Win%) after every decision; ▲ under it a flight, ▼ a…
pub const ANALYSIS_LEGEND: &str = "analysis-legend";
/// No decision was marked: no mistake to show.
pub const ANALYSIS_FOLLOWS_NONE: &str = "analysis-follows-none";
/// { $count ->
pub const ANALYSIS_FOLLOWS: &str = "analysis-follows";
/// **Worst decision { $index } of { $count }**: move { $number }, { $color ->
pub const ANALYSIS_WORST: &str = "analysis-worst";
/// let the missile pass **{ $mark }**
pub const ANALYSIS_PLAYED_PASS: &str = "analysis-played-pass";
/// shot the missile down with **{ $move }{ $mark }**
pub const ANALYSIS_PLAYED_SHOOT: &str = "analysis-played-shoot";
/// fired **{ $move }{ $mark }**
pub const ANALYSIS_PLAYED_FLIGHT: &str = "analysis-played-flight";
/// played **{ $move }{ $mark }**
pub const ANALYSIS_PLAYED_MOVE: &str = "analysis-played-move";
/// let it pass
pub const ANALYSIS_BETTER_PASS: &str = "analysis-better-pass";
/// shoot it down with **{ $move }**
pub const ANALYSIS_BETTER_SHOOT: &str = "analysis-better-shoot";
/// **{ $move }**
pub const ANALYSIS_BETTER_MOVE: &str = "analysis-better-move";
/// Game { $game }: { $white } (White) vs { $black } (Black), White's Win%
pub const ANALYSIS_CHART_TITLE: &str = "analysis-chart-title";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    ANALYSIS_HEAD,
    ANALYSIS_QUEUED,
    ANALYSIS_QUEUED_BEHIND,
    ANALYSIS_RUNNING,
    ANALYSIS_DONE,
    ANALYSIS_ASKED_STORED,
    ANALYSIS_ASKED_RUNNING,
    ANALYSIS_ASKED_NEW,
    ANALYSIS_SUMMARY,
    ANALYSIS_SIDE,
    ANALYSIS_ACCURACY,
    ANALYSIS_NO_DECISION,
    ANALYSIS_MARKS,
    ANALYSIS_LEGEND,
    ANALYSIS_FOLLOWS_NONE,
    ANALYSIS_FOLLOWS,
    ANALYSIS_WORST,
    ANALYSIS_PLAYED_PASS,
    ANALYSIS_PLAYED_SHOOT,
    ANALYSIS_PLAYED_FLIGHT,
    ANALYSIS_PLAYED_MOVE,
    ANALYSIS_BETTER_PASS,
    ANALYSIS_BETTER_SHOOT,
    ANALYSIS_BETTER_MOVE,
    ANALYSIS_CHART_TITLE,
];
