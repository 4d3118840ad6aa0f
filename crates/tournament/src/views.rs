//! The views tournaments post: the announcement (a card, edited as
//! players join, with **Join** and **Leave** while entries are open and
//! **Rules** always, answered privately), news, the run-up
//! posts (reminder, check-in) with their own **Check in**, and standings
//! with their table picture.

use crate::state::{StandingLine, TState};
use crate::words;
use host::{ActionId, Allowed, Attachment, Button, ButtonStyle, Drawing, View, ViewKind};
use locale::{Locale, Words, ids};

/// A view of tournament `t` at its channel saying `words` (its text their
/// en-US form; the edge says them in the reader's language).
pub(crate) fn tview_said(t: &TState, kind: ViewKind, words: Words) -> View {
    View {
        event: Some(t.id),
        ..View::said(&t.place, kind, words)
    }
}

/// A round's (or an arena's) new games, notifying the players of the
/// boards `boards` of round index `round` (both players of every board,
/// and a player with a bye).
pub(crate) fn pairings_view(t: &TState, round: usize, boards: &[usize], words: Words) -> View {
    let mut users = Vec::new();
    for &bi in boards {
        let b = &t.rounds[round].boards[bi];
        for seed in std::iter::once(b.white).chain(b.black) {
            let id = t.by_seed(seed).player.id.clone();
            if !users.contains(&id) {
                users.push(id);
            }
        }
    }
    let mut v = tview_said(t, ViewKind::Pairings, words).mentioning(users);
    // One new game (an arena's pairing): the view is about it, so that a
    // frontend links its place and no other.
    if let [bi] = boards {
        v.game = t.rounds[round].boards[*bi].game;
    }
    v
}

/// News of tournament `t` (a result, a withdrawal, standings), in words.
pub(crate) fn news_said(t: &TState, words: Words) -> View {
    tview_said(t, ViewKind::Event, words)
}

/// Tells `player`, entered into `t` by someone else (`/tournament add`),
/// that they are in, pinging them, with a **Leave** button only they may
/// press (before the start it takes them out; once the tournament runs it
/// withdraws them).
pub(crate) fn added(t: &TState, player: &host::Player, by: &host::Player) -> View {
    let mut v = news_said(t, words::tournament_added_words(t, player, by))
        .mentioning(vec![player.id.clone()]);
    v.buttons = vec![Button::said(
        ActionId::Leave { tournament: t.id }.to_string(),
        Words::new(ids::TOURNAMENT_BUTTON_LEAVE),
        ButtonStyle::Secondary,
        Allowed::User(player.id.clone()),
    )];
    v
}

/// A **Check in** button for tournament `t` (the announcement's own id,
/// so a press anywhere checks in the same way).
fn checkin_button(t: &TState) -> Button {
    Button::said(
        ActionId::CheckIn { tournament: t.id }.to_string(),
        Words::new(ids::TOURNAMENT_BUTTON_CHECK_IN),
        ButtonStyle::Primary,
        Allowed::Anyone,
    )
}

/// A post of the run-up to the start (the reminder, check-in opening),
/// with its own **Check in** button when the tournament has check-in:
/// nobody scrolls back to the announcement (a press before check-in opens
/// is told when it does). It pings nobody: a start pings each player once,
/// in the pairings line of their game (issue 48's one ping per person).
pub(crate) fn run_up_post(t: &TState, said: Words) -> View {
    let mut v = news_said(t, said);
    if t.checkin_ms.is_some() && t.status == crate::TournamentStatus::Open {
        v.buttons = vec![checkin_button(t)];
    }
    v
}

/// The key of a tournament's announcement (edited as players join).
fn announcement_key(t: &TState) -> String {
    format!("t{}", t.id)
}

/// The announcement: the tournament's settings, entrants and status, with
/// **Join** and **Leave** while players may enter (before the start, and
/// while late entries are possible: see [`TState::accepts_entries`]); it
/// edits the announcement posted before (`first`: it is that post).
pub(crate) fn announcement(t: &TState, now: i64, first: bool) -> View {
    let mut v = news_said(t, words::tournament_announcement_words(t)).key(announcement_key(t));
    v.card = Some(words::tournament_card(t));
    if !first {
        v.replaces = Some(announcement_key(t));
    }
    v.calendar = crate::calendar::entry(t);
    let rules = rules_button(t);
    if !t.accepts_entries(now) {
        v.buttons = vec![rules];
        return v;
    }
    let button = |id: ActionId, label: &str, style| {
        Button::said(id.to_string(), Words::new(label), style, Allowed::Anyone)
    };
    v.buttons = vec![
        button(
            ActionId::Join { tournament: t.id },
            ids::TOURNAMENT_BUTTON_JOIN,
            ButtonStyle::Success,
        ),
        button(
            ActionId::Leave { tournament: t.id },
            ids::TOURNAMENT_BUTTON_LEAVE,
            ButtonStyle::Secondary,
        ),
    ];
    if t.checkin_open(now) {
        v.buttons.insert(1, checkin_button(t));
    }
    v.buttons.push(rules);
    v
}

/// The card's **Rules** button: anyone may press it, and is answered
/// privately ([`rules_view`]).
fn rules_button(t: &TState) -> Button {
    Button::said(
        ActionId::Rules { tournament: t.id }.to_string(),
        Words::new(ids::TOURNAMENT_BUTTON_RULES),
        ButtonStyle::Secondary,
        Allowed::Anyone,
    )
}

/// The answer to **Rules**: `t`'s rules in full, for `user` alone, at
/// `place` (where the button was pressed).
pub(crate) fn rules_view(t: &TState, place: &host::Place, user: &str) -> View {
    let said = words::tournament_rules_words(t);
    let mut v = View::said(place, ViewKind::Info, said).only(user);
    v.event = Some(t.id);
    v
}

/// The announcement's edit when `after` at `now` shows differently from
/// `before` when it was shown (entrants, status, whether Join and Leave
/// are offered).
pub(crate) fn announcement_change(
    (before, shown_at): (&TState, i64),
    after: &TState,
    now: i64,
) -> Option<View> {
    let (a, b) = (
        announcement(before, shown_at, false),
        announcement(after, now, false),
    );
    (a.text != b.text
        || a.words != b.words
        || a.card != b.card
        || a.buttons != b.buttons
        || a.calendar != b.calendar)
        .then_some(b)
}

/// A standings answer: `said`, and the table picture when anyone is
/// ranked, drawn by the edge in the reader's language ([`Drawing`]).
pub(crate) fn standings_view(
    t: &TState,
    lines: &[StandingLine],
    title: &Words,
    said: Words,
) -> View {
    let v = news_said(t, said);
    if lines.is_empty() {
        return v;
    }
    let (t, lines, title) = (t.clone(), lines.to_vec(), title.clone());
    let name = standings_file(&t);
    v.drawing(Drawing::new(name, move |locale| {
        let table = words::standings_table(&t, &lines, &title, locale);
        render::table::table_png(&table).map_err(|e| e.to_string())
    }))
}

/// The file name of `t`'s standings picture.
fn standings_file(t: &TState) -> String {
    format!("tournament-{}-standings.png", t.id)
}

/// The key of a tournament's overview post (edited in place): `t<id>-bracket`,
/// named when only knockouts had one (a bracket), and kept so that posts
/// stored under it are still edited.
fn overview_key(t: &TState) -> String {
    format!("t{}-bracket", t.id)
}

/// Its format's overview post (a knockout's bracket), if it has one:
/// posted at the start (`first`), then the same post edited in place, its
/// picture replaced. Its picture is drawn later, off the async workers,
/// once for the change that shows it ([`overview_picture_owed`]).
pub(crate) fn overview_view(t: &TState, first: bool) -> Option<View> {
    let said = t.rules().overview(t)?;
    let mut v = news_said(t, said).key(overview_key(t));
    if !first {
        v.replaces = Some(overview_key(t));
    }
    Some(v)
}

/// Whether `v` is `t`'s overview post still without its picture.
pub(crate) fn overview_picture_owed(t: &TState, v: &View) -> bool {
    v.file.is_none() && v.key.as_deref() == Some(overview_key(t).as_str())
}

/// The final standings post: the standings and their table picture, or
/// the format's overview picture where it has one (a knockout's bracket
/// as it ended).
/// Its pictures are drawn here (a post for the outbox, which keeps files),
/// their words in `picture_locale`, the language of the server's posts.
pub(crate) fn final_view(t: &TState, picture_locale: Locale) -> View {
    let lines = t.standings();
    let said = words::tournament_finished_words(t, &lines);
    let title = Words::new(ids::TOURNAMENT_STANDINGS_FINAL);
    let mut v = news_said(t, said);
    v.card = Some(words::final_standings_card(t, &lines));
    v.file = match t.rules().overview_picture(t, picture_locale) {
        Some(picture) => Some(picture),
        None if lines.is_empty() => None,
        None => {
            let table = words::standings_table(t, &lines, &title, picture_locale);
            match render::table::table_png(&table) {
                Ok(bytes) => Some(Attachment {
                    name: standings_file(t),
                    bytes,
                }),
                Err(e) => {
                    tracing::warn!(tournament = t.id, error = %e, "standings_picture");
                    None
                }
            }
        }
    };
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_standings_answer_is_drawn_in_its_readers_language_the_final_post_in_the_servers() {
        let mut t = crate::state::testing::swiss(4);
        t.start(&Default::default(), 0, crate::state::ARENA_MINUTE_MS)
            .unwrap();
        let lines = t.standings();
        assert_eq!(lines.len(), 4);
        let title = Words::new(ids::TOURNAMENT_STANDINGS_FINAL);
        let v = standings_view(&t, &lines, &title, Words::verbatim("…"));
        assert!(v.file.is_none(), "drawn by the edge");
        let drawn = |l: Locale| v.clone().in_locale(l).drawing.unwrap().draw().unwrap();
        let (en, fr) = (drawn(Locale::EnUs), drawn(Locale::Fr));
        assert_eq!(en.name, format!("tournament-{}-standings.png", t.id));
        assert!(fr.bytes.starts_with(b"\x89PNG"));
        assert_ne!(en.bytes, fr.bytes, "the picture's words are said in French");
        // The final post goes through the outbox: drawn at once, in the
        // server's language.
        let fin = final_view(&t, Locale::Fr);
        assert!(fin.drawing.is_none());
        let file = fin.file.expect("the final standings picture");
        assert_eq!((file.name, file.bytes), (fr.name, fr.bytes));
        // Nobody ranked: no picture.
        let empty = standings_view(&t, &[], &title, Words::verbatim("…"));
        assert!(empty.drawing.is_none() && empty.file.is_none());
    }
}
