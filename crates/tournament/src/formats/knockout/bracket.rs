//! A knockout's bracket as its results make it: built again from the
//! number of players and the matches decided ([`TState::bracket`]), each
//! ready match given its next game or decided ([`TState::knockout_step`]),
//! the organizer's decisions, and each match's games, label and score.

use super::matches::{MatchNext, halves, match_next};
use super::model::{Decided, DecidedBy, FinalGames, GameKind, MatchGame, Seeding};
use crate::formats::list::Format;
use crate::state::{BoardResult, TBoard, TRound, TState, TournamentRefusal, TournamentStatus};
use locale::{Words, ids};
use pairing::bracket::{self, Bracket, GrandFinal, MatchId, Slot};

/// What [`TState::knockout_step`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KnockoutStep {
    /// The matches decided, in order.
    pub decided: Vec<MatchId>,
    /// The new boards (indexes in the one round), in the order made.
    pub boards: Vec<usize>,
}

/// The bracket's refusal as words (`organizing.ftl`), said in the
/// reader's language: the pairing crate stays without locales (its
/// `Display` is for logs).
fn bracket_refusal(e: bracket::BracketError) -> TournamentRefusal {
    TournamentRefusal::Bracket(bracket_words(&e))
}

/// The words of bracket error `e`: each variant its message, its match
/// names and seeds (`W1-2`, `S5`) as they are in every language.
fn bracket_words(e: &bracket::BracketError) -> Words {
    use bracket::BracketError as E;
    let seed = |s: &u32| format!("S{s}");
    let at = |id: &str, m: &MatchId| Words::new(id).arg("match", m.to_string());
    match e {
        E::Players { players } => {
            Words::new(ids::ORGANIZING_BRACKET_PLAYERS).arg("players", *players)
        }
        E::ThirdPlaceWithoutSemiFinals => Words::new(ids::ORGANIZING_BRACKET_THIRD_PLACE),
        E::MatchName { text } => match_name_words(&bracket::MatchNameError { text: text.clone() }),
        E::NoSuchMatch { id } => at(ids::ORGANIZING_BRACKET_NO_SUCH_MATCH, id),
        E::NotReady { id } => at(ids::ORGANIZING_BRACKET_NOT_READY, id),
        E::Walkover {
            id,
            player: Some(p),
        } => at(ids::ORGANIZING_BRACKET_WALKOVER, id).arg("seed", seed(p)),
        E::Walkover { id, player: None } => at(ids::ORGANIZING_BRACKET_WALKOVER_OPEN, id),
        E::Empty { id } => at(ids::ORGANIZING_BRACKET_EMPTY, id),
        E::NoReset { champion } => {
            Words::new(ids::ORGANIZING_BRACKET_NO_RESET).arg("seed", seed(champion))
        }
        E::AlreadyDecided { id, winner } => {
            at(ids::ORGANIZING_BRACKET_ALREADY_DECIDED, id).arg("winner", seed(winner))
        }
        E::NotInMatch { id, seed: s, a, b } => at(ids::ORGANIZING_BRACKET_NOT_IN_MATCH, id)
            .arg("seed", seed(s))
            .arg("a", seed(a))
            .arg("b", seed(b)),
    }
}

/// The words of a text that is not a match name.
fn match_name_words(e: &bracket::MatchNameError) -> Words {
    Words::new(ids::ORGANIZING_BRACKET_MATCH_NAME).arg("text", e.text.as_str())
}

/// A score in halves as shown: `2`, `1½`, `½`.
fn show_halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

impl TState {
    /// The bracket's format.
    fn bracket_format(&self) -> Option<bracket::Format> {
        let k = self.knockout.as_ref()?;
        Some(match self.format {
            Format::Knockout => bracket::Format::Single {
                third_place: k.third_place && self.entrants.len() > 2,
            },
            Format::DoubleElimination => bracket::Format::Double {
                grand_final: match k.grand_final {
                    FinalGames::Simple => GrandFinal::Simple,
                    FinalGames::Double => GrandFinal::Double,
                },
            },
            _ => return None,
        })
    }

    /// The bracket as the results so far make it (`None` before the start
    /// and in other formats).
    pub fn bracket(&self) -> Option<Bracket> {
        if self.status == TournamentStatus::Open {
            return None;
        }
        let k = self.knockout.as_ref()?;
        let mut b = Bracket::new(self.entrants.len() as u32, self.bracket_format()?).ok()?;
        for d in &k.decided {
            let id: MatchId = d.id.parse().ok()?;
            b.record(id, d.winner).ok()?;
        }
        Some(b)
    }

    /// Knockout: orders the entrants by the seeding asked for before the
    /// start (they are sorted by rating, equal ratings by join order,
    /// when this is called; `random` takes `shuffle_key` to shuffle).
    pub(super) fn knockout_seed(&mut self, joined: &[host::UserId], shuffle_key: u64) {
        let Some(k) = &self.knockout else { return };
        match k.seeding {
            Seeding::Rating => {}
            Seeding::Join => self.entrants.sort_by_key(|e| {
                joined
                    .iter()
                    .position(|u| *u == e.player.id)
                    .unwrap_or(usize::MAX)
            }),
            Seeding::Random => {
                // A keyed hash per player: random for the key, and the
                // same order every time for the same key.
                let mix = |s: &str| {
                    let mut h = shuffle_key ^ 0x9e37_79b9_7f4a_7c15;
                    for b in s.bytes() {
                        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
                    }
                    h
                };
                self.entrants.sort_by_key(|e| mix(&e.player.id));
            }
        }
    }

    /// The games of match `id` so far: (board index, White, kind, result).
    pub(super) fn match_games(&self, id: &str) -> Vec<(usize, &TBoard)> {
        let Some(r) = self.rounds.first() else {
            return Vec::new();
        };
        r.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| b.bout.as_ref().is_some_and(|m| m.id == id))
            .collect()
    }

    /// Brings the bracket up to date at `now`: every ready match whose
    /// player withdrew is a walkover, every match whose games decide it is
    /// recorded, and every ready match that needs a game gets a board.
    pub fn knockout_step(&mut self, now: i64) -> KnockoutStep {
        let mut step = KnockoutStep::default();
        if self.knockout.is_none() || self.status != TournamentStatus::Running {
            return step;
        }
        if self.rounds.is_empty() {
            self.rounds.push(TRound {
                number: 1,
                started_ms: now,
                boards: Vec::new(),
            });
        }
        while let Some(b) = self.bracket() {
            let Some(k) = self.knockout.clone() else {
                break;
            };
            let mut changed = false;
            for id in b.ready() {
                let m = b.get(id).expect("a ready match");
                let (Slot::Seed(a), Slot::Seed(c)) = (m.a, m.b) else {
                    continue;
                };
                let name = id.to_string();
                let (wa, wc) = (self.by_seed(a).withdrawn, self.by_seed(c).withdrawn);
                let next = if wa || wc {
                    let winner = match (wa, wc) {
                        (true, false) => c,
                        (false, true) => a,
                        _ => a.min(c),
                    };
                    MatchNext::Decided(winner, DecidedBy::Walkover)
                } else {
                    let games: Vec<(u32, GameKind, Option<BoardResult>)> = self
                        .match_games(&name)
                        .into_iter()
                        .map(|(_, g)| (g.white, g.bout.as_ref().expect("tagged").kind, g.result))
                        .collect();
                    match_next(&k, a, c, &games)
                };
                match next {
                    MatchNext::Playing => {}
                    MatchNext::Decided(winner, by) => {
                        self.note_decided(name, winner, by);
                        step.decided.push(id);
                        changed = true;
                        // The bracket changed: start over from it.
                        break;
                    }
                    MatchNext::Game {
                        white,
                        black,
                        game,
                        kind,
                    } => {
                        let mut board = TBoard::new(white, Some(black), now);
                        board.bout = Some(MatchGame {
                            id: name,
                            game,
                            kind,
                            thread: None,
                        });
                        let r = &mut self.rounds[0];
                        step.boards.push(r.boards.len());
                        r.boards.push(board);
                    }
                }
            }
            if !changed {
                break;
            }
        }
        step
    }

    /// Match `id` was decided for `winner`, `by` its games or otherwise.
    fn note_decided(&mut self, id: String, winner: u32, by: DecidedBy) {
        if let Some(k) = self.knockout.as_mut() {
            k.decided.push(Decided { id, winner, by });
        }
    }

    /// Knockout: whether the bracket is over (every match decided or
    /// needing no result).
    pub fn knockout_over(&self) -> bool {
        self.bracket().is_some_and(|b| b.is_finished())
    }

    /// Knockout: the organizer names `winner` (a seed) of match `id`,
    /// while it is being played or waiting for its next game; the game in
    /// progress, if any, is returned for the host to end (its board is
    /// scored as a loss by forfeit of the other player).
    pub fn knockout_decide(
        &mut self,
        id: MatchId,
        winner: u32,
        now: i64,
    ) -> Result<Option<host::GameId>, bracket::BracketError> {
        let mut b = self
            .bracket()
            .ok_or(bracket::BracketError::NoSuchMatch { id })?;
        // Refused as the bracket refuses (not ready, decided, not in it).
        b.record(id, winner)?;
        let name = id.to_string();
        let mut game = None;
        for bi in self
            .match_games(&name)
            .into_iter()
            .map(|(bi, _)| bi)
            .collect::<Vec<_>>()
        {
            let board = &mut self.rounds[0].boards[bi];
            if board.in_progress() {
                board.result = Some(if board.white == winner {
                    BoardResult::BlackForfeits
                } else {
                    BoardResult::WhiteForfeits
                });
                board.adjudicated = true;
                board.ended_ms = Some(now);
                board.no_show_checked = true;
                game = board.game;
            }
        }
        self.note_decided(name, winner, DecidedBy::Organizer);
        Ok(game)
    }

    /// Knockout: the board (round and board, from 1, as
    /// [`TState::adjudicate`] takes them) of the game of match `id` being
    /// played, for the organizer to set its result.
    pub fn match_board(&self, id: &str) -> Result<(u32, u32), TournamentRefusal> {
        let m: MatchId = id
            .trim()
            .parse()
            .map_err(|e| TournamentRefusal::Bracket(match_name_words(&e)))?;
        let name = m.to_string();
        self.match_games(&name)
            .into_iter()
            .find(|(_, b)| b.in_progress())
            .map(|(bi, _)| (1, bi as u32 + 1))
            .ok_or_else(|| {
                TournamentRefusal::Bracket(
                    Words::new(ids::TOURNAMENT_KNOCKOUT_NO_GAME).arg("match", name.as_str()),
                )
            })
    }

    /// Knockout: the organizer names the winner of match `id` (its text)
    /// by user id; see [`TState::knockout_decide`].
    pub fn decide_match(
        &mut self,
        id: &str,
        winner: &str,
        now: i64,
    ) -> Result<(MatchId, Option<host::GameId>), TournamentRefusal> {
        if self.knockout.is_none() || self.status != TournamentStatus::Running {
            return Err(TournamentRefusal::Bracket(
                Words::new(ids::TOURNAMENT_KNOCKOUT_NOT_RUNNING)
                    .arg("tournament", self.name.as_str()),
            ));
        }
        let m: MatchId = id
            .trim()
            .parse()
            .map_err(|e| TournamentRefusal::Bracket(match_name_words(&e)))?;
        let seed = self
            .entrant_of(winner)
            .map(|e| e.seed)
            .ok_or(TournamentRefusal::NotJoined {
                name: self.name.clone(),
            })?;
        let game = self
            .knockout_decide(m, seed, now)
            .map_err(bracket_refusal)?;
        Ok((m, game))
    }

    /// A knockout game was posted in `thread`: its match's later games
    /// follow there.
    pub fn note_thread(&mut self, game: host::GameId, thread: String) {
        if let Some((ri, bi)) = self.board_of(game)
            && let Some(m) = self.rounds[ri].boards[bi].bout.as_mut()
        {
            m.thread = Some(thread);
        }
    }

    /// The thread of an earlier game of the match board `board` of round
    /// `round` plays, if any.
    pub fn match_thread(&self, round: usize, board: usize) -> Option<String> {
        let id = &self.rounds.get(round)?.boards.get(board)?.bout.as_ref()?.id;
        self.match_games(id)
            .into_iter()
            .filter(|(bi, _)| *bi != board)
            .find_map(|(_, b)| b.bout.as_ref()?.thread.clone())
    }

    /// The match a board plays and its game number: `W1-2` or `W1-2 g2`.
    pub fn match_label(&self, round: usize, board: usize) -> Option<String> {
        let m = self.rounds.get(round)?.boards.get(board)?.bout.as_ref()?;
        Some(match (m.game, m.kind) {
            (1, GameKind::Match) if self.knockout.as_ref()?.best_of == 1 => m.id.clone(),
            (n, GameKind::Match) => format!("{} game {n}", m.id),
            (_, GameKind::Replay) => format!("{} replay", m.id),
            (_, GameKind::Armageddon) => format!("{} armageddon", m.id),
        })
    }

    /// Match `id`'s score between its upper (`a`) and lower player: its
    /// match games in halves (`2-1`, `½-½`), a decisive tie-break added
    /// after a `+`; a walkover of a withdrawal `+/-` or `-/+`.
    pub fn match_score(&self, id: MatchId) -> Option<String> {
        let m = self.bracket()?.get(id)?;
        let Slot::Seed(a) = m.a else { return None };
        self.match_score_for(id, a)
    }

    /// [`TState::match_score`] from the side of seed `first` (its points
    /// first): `1-0` for the winner of a single game, whichever slot it
    /// held.
    pub fn match_score_for(&self, id: MatchId, first: u32) -> Option<String> {
        let b = self.bracket()?;
        let m = b.get(id)?;
        let (Slot::Seed(top), Slot::Seed(bottom)) = (m.a, m.b) else {
            return None;
        };
        if first != top && first != bottom {
            return None;
        }
        let a = first;
        let name = id.to_string();
        let k = self.knockout.as_ref()?;
        if let Some(d) = k.decided.iter().find(|d| d.id == name)
            && matches!(d.by, DecidedBy::Walkover)
        {
            return Some(if d.winner == a { "+/-" } else { "-/+" }.to_string());
        }
        let games = self.match_games(&name);
        if games.is_empty() {
            return None;
        }
        let mut points = [0u32; 2];
        let mut extra = [0u32; 2];
        for (_, g) in &games {
            let Some(result) = g.result else { continue };
            let [w, bl] = halves(result);
            let (pa, pc) = if g.white == a { (w, bl) } else { (bl, w) };
            let into = if g.bout.as_ref().is_some_and(|m| m.kind == GameKind::Match) {
                &mut points
            } else {
                &mut extra
            };
            into[0] += pa;
            into[1] += pc;
        }
        let mut s = format!("{}-{}", show_halves(points[0]), show_halves(points[1]));
        if extra != [0, 0] {
            s += &format!(" ({}-{})", show_halves(extra[0]), show_halves(extra[1]));
        }
        Some(s)
    }
}

#[cfg(test)]
mod said {
    use super::*;
    use bracket::BracketError as E;
    use locale::Locale;

    fn every_error() -> Vec<E> {
        let m = |s: &str| s.parse::<MatchId>().expect("a match name");
        vec![
            E::Players { players: 200 },
            E::ThirdPlaceWithoutSemiFinals,
            E::MatchName { text: "Z9".into() },
            E::NoSuchMatch { id: m("W4-1") },
            E::NotReady { id: m("W2-1") },
            E::Walkover {
                id: m("W1-2"),
                player: Some(3),
            },
            E::Walkover {
                id: m("L1-1"),
                player: None,
            },
            E::Empty { id: m("L1-2") },
            E::NoReset { champion: 1 },
            E::AlreadyDecided {
                id: m("W1-2"),
                winner: 4,
            },
            E::NotInMatch {
                id: m("3P"),
                seed: 5,
                a: 2,
                b: 7,
            },
        ]
    }

    /// The sentence the members read before the bracket's errors were
    /// words: the pairing crate's English, capitalized, with a full stop.
    fn as_it_was(e: &E) -> String {
        let s = e.to_string();
        let mut c = s.chars();
        let first: String = c
            .next()
            .map(|f| f.to_uppercase().collect())
            .unwrap_or_default();
        format!("{first}{}.", c.as_str())
    }

    #[test]
    fn every_bracket_error_is_said_in_every_locale_and_in_en_us_as_it_was() {
        for e in every_error() {
            let w = bracket_words(&e);
            let en = w.text(Locale::EnUs);
            assert_eq!(en, as_it_was(&e));
            for l in Locale::ALL {
                let said = w.text(l);
                assert!(!said.contains('⟦'), "{l:?} {e:?}: {said}");
                // Its names and seeds as they are, in every language.
                for (_, v) in &w.args {
                    if let locale::Value::Text(t) = v {
                        assert!(said.contains(t.as_str()), "{l:?} lacks {t}: {said}");
                    }
                }
                if l != Locale::EnUs {
                    assert_ne!(said, en, "{l:?} {e:?}");
                }
            }
            // No English in a German refusal.
            let de = w.text(Locale::De);
            for english in [" is ", " the ", " not ", " match ", " bracket "] {
                assert!(!de.contains(english), "{english:?} in {de}");
            }
        }
    }

    #[test]
    fn a_refused_result_is_said_in_the_readers_language() {
        let TournamentRefusal::Bracket(w) = bracket_refusal(E::AlreadyDecided {
            id: "W1-2".parse().unwrap(),
            winner: 4,
        }) else {
            panic!("a bracket refusal");
        };
        assert_eq!(
            w.text(Locale::EnUs),
            "W1-2 is already decided (S4 won): a result is recorded once."
        );
        assert!(w.text(Locale::Ru).contains("W1-2") && w.text(Locale::Ru).contains("S4"));
        let m = "Q1".parse::<MatchId>().unwrap_err();
        assert_eq!(
            match_name_words(&m).text(Locale::EnUs),
            as_it_was(&E::from(m.clone()))
        );
    }
}
