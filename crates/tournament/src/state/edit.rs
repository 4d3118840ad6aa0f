//! `/tournament edit`: what an organizer may change before the start
//! ([`TournamentEdit`]: name, start, rounds, time control, an arena's
//! length, a Swiss's requestable byes and the limits: most players,
//! no-show time, move limit). Applying it is [`crate::course`]'s.

use super::Format;
use host::TimeControl;

/// What `/tournament edit` changes (`None`: unchanged).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentEdit {
    /// The format the edit was written for (`/tournament edit swiss`): a
    /// tournament of another format refuses it, naming its own subcommand.
    /// `None`: any format.
    pub format: Option<Format>,
    pub name: Option<String>,
    /// A new start, typed as `/tournament create starts:` takes it.
    pub starts: Option<String>,
    /// Swiss: the rounds to play.
    pub rounds: Option<u32>,
    pub time: Option<TimeControl>,
    /// Arena: its length in minutes.
    pub minutes: Option<u32>,
    pub max_players: Option<u32>,
    pub no_show: Option<String>,
    pub move_limit: Option<String>,
    /// Swiss: the half-point byes a player may request (0: none).
    pub byes: Option<u32>,
}

impl TournamentEdit {
    /// Whether it changes nothing (the format it names changes nothing).
    pub fn is_empty(&self) -> bool {
        TournamentEdit {
            format: None,
            ..self.clone()
        } == TournamentEdit::default()
    }

    /// The options it changes of those only some formats have (each
    /// format names its own, [`crate::formats::FormatRules::edit_options`]).
    pub fn format_options(&self) -> Vec<&'static str> {
        [
            ("rounds", self.rounds.is_some()),
            ("byes", self.byes.is_some()),
            ("minutes", self.minutes.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
    }
}
