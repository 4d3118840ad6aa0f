//! [`FormatRules`]: what makes a tournament format, one implementation
//! per format folder. The shared machinery (entrants, rounds of games,
//! byes, no-shows, adjudication, deadlines, series, the director and the
//! commands) asks a tournament's rules ([`crate::formats::rules`]) and
//! never its format.
//!
//! Round-based formats (Swiss, round robin) share their defaults here and
//! their round machinery in [`crate::state`]; the others override what
//! they do otherwise.

use crate::state::{
    StandingLine, TState, TournamentEdit, TournamentRefusal, TournamentSetup, TournamentStatus,
    UnpairableWhy,
};
use host::plain_text::title;
use host::{Attachment, GameId, GameSettings, Player, UserId};
use locale::{Locale, Words, ids};

/// A start: the entrants' join order (they are sorted by rating when
/// the format starts), when, and how long a minute of an arena lasts.
#[derive(Debug, Clone, Copy)]
pub struct Start<'a> {
    pub joined: &'a [UserId],
    pub now: i64,
    pub minute_ms: i64,
}

/// What an edit changed, in words (`rounds`, `minutes`).
pub type Changed = Vec<&'static str>;

/// A column of a format's own in the standings picture: its header, and
/// a line's cell (message ids: a cell without one is empty).
pub type ExtraColumn = (&'static str, fn(&StandingLine) -> Option<&'static str>);

/// What a format's [`FormatRules::settle`] did, in order: the director
/// posts the news, opens the new games (then posts them), and shows the
/// format's overview.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// A post to the tournament's channel (a match decided).
    News(Words),
    /// The standings `lines` titled `title` (after a round), as they were
    /// then.
    Standings {
        title: Words,
        lines: Vec<StandingLine>,
    },
    /// Pairing failed for a reason the organizer may mend (they may try
    /// again with `/tournament pair`).
    Failed(TournamentRefusal),
    /// New boards of round index `round` to open; their post is the
    /// format's [`FormatRules::games_words`] of every board (`opened_only`:
    /// of those whose game was opened, and none when none was).
    Games {
        round: usize,
        boards: Vec<usize>,
        opened_only: bool,
    },
    /// The format's overview post ([`FormatRules::overview`]): posted
    /// (`first`) or edited in place.
    Overview { first: bool },
    /// It ended here (e.g. a round that cannot be paired): the final
    /// standings are posted.
    Finished,
}

/// A tournament format: its options, pairing the next games, recording a
/// result, standings and places, when it is finished, and its words.
pub trait FormatRules: Sync {
    // Its options.

    /// The options of [`TournamentSetup`] it takes of those only some
    /// formats take (`rounds`, `minutes`, `best_of`, ...); any other one
    /// given is refused ([`TournamentSetup::format_options`]).
    fn options(&self) -> &'static [&'static str] {
        &[]
    }

    /// Reads its own options of `setup` into `t`, a new open tournament:
    /// their defaults, limits and refusals.
    fn set_up(&self, _t: &mut TState, _setup: &TournamentSetup) -> Result<(), TournamentRefusal> {
        Ok(())
    }

    /// The most players it takes (`max_players`), and its default.
    fn most_players(&self) -> (u32, u32) {
        (
            crate::state::MAX_MAX_PLAYERS,
            crate::state::DEFAULT_MAX_PLAYERS,
        )
    }

    /// Refuses `max_players` above [`FormatRules::most_players`].
    fn too_many_players(&self, max: u32) -> TournamentRefusal {
        TournamentRefusal::BadMaxPlayers { max }
    }

    /// The fewest players it starts with.
    fn min_players(&self) -> usize {
        crate::state::MIN_PLAYERS
    }

    /// The options of [`TournamentEdit`] of its own it may change.
    fn edit_options(&self) -> &'static [&'static str] {
        &[]
    }

    /// Applies its own options of `edit` to `t` (open): what changed,
    /// in words (`rounds`).
    fn edit(&self, _t: &mut TState, _edit: &TournamentEdit) -> Result<Changed, TournamentRefusal> {
        Ok(Vec::new())
    }

    /// Sets up `next`, the next edition of its series, from `over`, the
    /// edition that is over (the shared settings are copied already).
    fn next_edition(&self, _over: &TState, next: &mut TState) {
        // Decided at the start.
        next.rounds_total = 0;
    }

    // Its life.

    /// Starts `t` (sorted by rating; its seeds are numbered after this):
    /// its rounds, end or bracket.
    fn start(&self, t: &mut TState, start: Start<'_>) -> Result<(), TournamentRefusal>;

    /// Whether a player may still join running `t` at `now`.
    fn late_entries(&self, _t: &TState, _now: i64) -> bool {
        false
    }

    /// Whether it takes late entries at all (told to the absent at the
    /// start).
    fn takes_late_entries(&self) -> bool {
        false
    }

    /// Entrant `i` of running `t`, withdrawn or paused, joins again at
    /// `now`: whether they are back in.
    fn rejoin(&self, _t: &mut TState, _i: usize, _now: i64) -> bool {
        false
    }

    /// Pairs what is due at `now` (the next round, the free players, the
    /// matches ready) and says what it did. By default, round by round:
    /// the next round once the current one is complete, the standings
    /// after it first; a round no valid pairing exists for ends it.
    fn settle(&self, t: &mut TState, now: i64) -> Vec<Step> {
        let mut steps = Vec::new();
        while t.round_complete() && t.more_rounds() {
            let had = t.rounds.len();
            if had > 0 {
                steps.push(Step::Standings {
                    title: Words::new(ids::TOURNAMENT_STANDINGS_AFTER_ROUND).arg("round", had),
                    lines: self.standings(t),
                });
            }
            match self.pair_next(t, now) {
                Ok(_) => {}
                Err(TournamentRefusal::Unpairable { .. }) => {
                    // Nothing left to pair: it ends here, with why.
                    t.finish_unpairable(UnpairableWhy::RematchOrSecondBye);
                    steps.push(Step::Finished);
                    return steps;
                }
                Err(r) => {
                    tracing::error!("tournament {}: {r:?}", t.id);
                    steps.push(Step::Failed(r));
                    break;
                }
            }
            let round = t.rounds.len() - 1;
            steps.push(Step::Games {
                round,
                boards: (0..t.rounds[round].boards.len()).collect(),
                opened_only: false,
            });
        }
        steps
    }

    /// Pairs the next round of `t` at `now` (round-based formats; others
    /// have none to pair). Returns its number.
    fn pair_next(&self, t: &mut TState, _now: i64) -> Result<u32, TournamentRefusal> {
        Err(match t.status {
            TournamentStatus::Running => TournamentRefusal::NoMoreRounds {
                name: t.name.clone(),
            },
            _ => TournamentRefusal::NotRunning {
                name: t.name.clone(),
            },
        })
    }

    /// Whether the organizer may pair the next round by hand now.
    fn check_pair_by_hand(&self, t: &TState) -> Result<(), TournamentRefusal> {
        t.check_pair_by_hand()
    }

    /// The news of the result of board `bi` of round `ri` not played over
    /// the board (a forfeit), and what follows from it for the player.
    fn forfeit_news(&self, t: &mut TState, ri: usize, bi: usize) -> Words {
        crate::words::text::board_result_words(t, ri, bi)
    }

    /// `user` asks for a half-point bye: the round it applies to.
    /// Refused by formats without requested byes.
    fn request_bye(&self, t: &mut TState, _user: &str) -> Result<u32, TournamentRefusal> {
        let name = t.name.clone();
        Err(match t.is_live() {
            true => TournamentRefusal::ByesSwissOnly { name },
            false => TournamentRefusal::Over { name },
        })
    }

    /// `p` was given a half-point bye in round `round`, in words (`None`:
    /// it gives none).
    fn bye_requested_words(&self, _t: &TState, _p: &Player, _round: u32) -> Option<Words> {
        None
    }

    /// Whether its players may go berserk.
    fn takes_berserk(&self) -> bool {
        false
    }

    /// At a restart at `now`: the games in progress it ends because its
    /// time is over (scored as played by nobody), to end without result.
    fn cut_off(&self, _t: &mut TState, _now: i64) -> Vec<GameId> {
        Vec::new()
    }

    /// Whether running `t` is over at `now`.
    fn is_finished(&self, t: &TState, _now: i64) -> bool {
        t.round_complete() && !t.more_rounds()
    }

    /// The standings now (running or over).
    fn standings(&self, t: &TState) -> Vec<StandingLine>;

    /// A line's place as shown (`1`; a knockout's `3-4`).
    fn place_text(&self, _t: &TState, line: &StandingLine) -> String {
        line.rank.to_string()
    }

    /// The title of the standings asked for while it runs.
    fn standings_now_title(&self, t: &TState) -> Words {
        t.rounds_standings_title()
    }

    /// Whether its record has a TRF file (a Swiss's).
    fn exports_trf(&self) -> bool {
        false
    }

    /// The rounds `t` should take with `players` when it has not fixed
    /// them yet (a knockout: its bracket's rounds and games).
    fn planned_rounds(&self, _t: &TState, _players: usize) -> u32 {
        1
    }

    /// How long `t` should take with `players`, a round (a game and the
    /// pause after it) taking `round_ms`: for its calendar entry. By
    /// default its rounds (as many as the players make, at least one).
    fn expected_length_ms(&self, t: &TState, players: usize, round_ms: i64) -> i64 {
        let rounds = match t.rounds_total {
            0 => self.planned_rounds(t, players),
            r => r,
        };
        i64::from(rounds.max(1)) * round_ms
    }

    /// Changes the settings of the game of board `bi` of round `ri` (an
    /// armageddon gives Black less time).
    fn game_settings(&self, _t: &TState, _ri: usize, _bi: usize, _settings: &mut GameSettings) {}

    /// The thread an earlier game of the pairing board `bi` of round `ri`
    /// plays was posted in (a knockout match's later games follow there).
    fn earlier_thread(&self, _t: &TState, _ri: usize, _bi: usize) -> Option<String> {
        None
    }

    /// Game `game` of `t` was posted in `thread`.
    fn thread_opened(&self, _t: &mut TState, _game: GameId, _thread: String) {}

    /// The label of board `bi` of round `ri` in its thread's name:
    /// `R2`, an arena's `G5`, a knockout's `W1-2`.
    fn board_label(&self, t: &TState, ri: usize, _bi: usize) -> String {
        format!("R{}", t.rounds[ri].number)
    }

    /// The board (round and board, from 1) of the game being played in
    /// the pairing named `name` (a knockout's match `W1-2`).
    fn named_board(&self, t: &TState, _name: &str) -> Result<(u32, u32), TournamentRefusal> {
        Err(not_a_knockout(t))
    }

    /// The organizer names `winner` (a user id) of the pairing named
    /// `name` at `now`: its news, and the game in progress to end.
    fn decide(
        &self,
        t: &mut TState,
        _name: &str,
        _winner: &str,
        _now: i64,
    ) -> Result<(Words, Option<GameId>), TournamentRefusal> {
        Err(not_a_knockout(t))
    }

    /// Its overview post's text (a knockout's bracket), if it has one.
    fn overview(&self, _t: &TState) -> Option<Words> {
        None
    }

    /// Its overview post's picture (CPU work: drawn off the async
    /// workers, `crate::off_thread`), if it has one and it can be drawn.
    fn overview_picture(&self, _t: &TState, _locale: Locale) -> Option<Attachment> {
        None
    }

    // Its words.

    /// Its rules, for the announcement, a sentence each: `5 rounds.`,
    /// `30 minutes.`.
    fn rules_words(&self, t: &TState) -> Vec<Words>;

    /// Its facts on the announcement's card, name and value: `Rounds: 5`
    /// (a Swiss adds its byes, an arena has a length instead).
    fn card_facts(&self, t: &TState) -> Vec<(Words, Words)> {
        let rounds = match t.rounds_total {
            0 => Words::new(ids::TOURNAMENT_ROUNDS_AT_START),
            n => Words::verbatim(n.to_string()),
        };
        vec![(Words::new(ids::TOURNAMENT_FIELD_ROUNDS), rounds)]
    }

    /// Where running `t` stands, for the announcement.
    fn running_words(&self, t: &TState) -> Words {
        Words::new(ids::TOURNAMENT_STATUS_RUNNING)
            .arg("round", t.rounds.len())
            .arg("rounds", t.rounds_total)
    }

    /// Where running `t` stands, in `/tournament list`.
    fn list_words(&self, t: &TState) -> Words {
        Words::new(ids::TOURNAMENT_LIST_RUNNING_ROUND)
            .arg("round", t.rounds.len())
            .arg("rounds", t.rounds_total)
    }

    /// What its start adds to the seeds' post (an arena's end).
    fn started_words(&self, _t: &TState) -> Option<Words> {
        None
    }

    /// `p` joined running `t` late.
    fn late_join_words(&self, t: &TState, p: &Player) -> Words {
        crate::words::text::late_join_by_rounds_words(t, p)
    }

    /// The post of new boards `boards` of round index `round` (`ping`:
    /// mentioning their players), or of the current games when asked.
    fn games_words(&self, t: &TState, round: usize, boards: &[usize], ping: bool) -> Words {
        let _ = boards;
        crate::words::text::round_words(t, round, ping)
    }

    /// Points as its standings show them: `2.5` (tenths).
    fn points_text(&self, p: u32) -> String {
        pairing::trf::fmt_tenths(p)
    }

    /// The header of its standings' points column (a message id).
    fn points_header(&self) -> &'static str {
        ids::TOURNAMENT_COLUMN_POINTS
    }

    /// A column of its own in the standings picture: its header and a
    /// line's cell (an arena's streak).
    fn extra_column(&self) -> Option<ExtraColumn> {
        None
    }

    /// How far it went, in the standings picture's subtitle, in `locale`:
    /// `5 rounds`.
    fn progress_text(&self, t: &TState, locale: Locale) -> String {
        crate::words::text::count(locale, ids::COUNT_ROUNDS, t.rounds.len() as i64)
    }
}

/// The refusal of a match's result in a tournament that has no matches.
fn not_a_knockout(t: &TState) -> TournamentRefusal {
    TournamentRefusal::Bracket(
        Words::new(ids::TOURNAMENT_KNOCKOUT_NOT_RUNNING).arg("tournament", title(&t.name)),
    )
}
