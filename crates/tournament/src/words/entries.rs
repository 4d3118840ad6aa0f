//! What is told of the players: a late entry, leaving, withdrawing, being
//! added, a cancellation, and the run-up to a scheduled start (the
//! reminder, check-in): the messages of `locales/*/organizing.ftl`, said
//! in the reader's language at the edge.

use super::text::{mention, tournament_title};
use crate::state::{Joined, TState};
use host::Player;
use host::plain_text::member;
use host::time_stamps::stamp;
use locale::{Words, ids};

/// Message `id` of player `p` and tournament `t`.
fn of_player(id: &str, t: &TState, p: &Player) -> Words {
    Words::new(id)
        .arg("player", member(&p.name))
        .arg("tournament", tournament_title(t))
}

/// A player entered a running tournament (or came back to an arena).
pub(crate) fn tournament_late_join_words(t: &TState, p: &Player, joined: Joined) -> Words {
    match joined {
        Joined::Back => of_player(ids::ORGANIZING_BACK, t, p),
        // The format's own sentence.
        _ => t.rules().late_join_words(t, p),
    }
}

pub(crate) fn tournament_left_words(t: &TState, p: &Player) -> Words {
    of_player(ids::ORGANIZING_LEFT, t, p)
}

pub(crate) fn tournament_withdrawn_words(t: &TState, p: &Player, kicked: bool) -> Words {
    let id = match kicked {
        true => ids::ORGANIZING_REMOVED,
        false => ids::ORGANIZING_WITHDREW,
    };
    of_player(id, t, p)
}

/// The organizer `by` entered `p` before the start.
/// `/tournament add`: tells the added member, by a ping, who entered them
/// and how to leave.
pub(crate) fn tournament_added_words(t: &TState, p: &Player, by: &Player) -> Words {
    of_player(ids::ORGANIZING_ADDED, t, p)
        .arg("mention", mention(p))
        .arg("by", member(&by.name))
}

pub(crate) fn tournament_cancelled_words(t: &TState) -> Words {
    Words::new(ids::ORGANIZING_CANCELLED).arg("tournament", tournament_title(t))
}

/// Cancelled at its start: `players` joined (`id`: or checked in), too
/// few.
fn too_few(id: &str, t: &TState, players: usize) -> Words {
    Words::new(id)
        .arg("tournament", tournament_title(t))
        .arg(
            "players",
            Words::new(ids::COUNT_PLAYERS).arg("count", players),
        )
        .arg("min", t.min_players())
}

/// Cancelled at its start time for too few players: `Friday Swiss is
/// cancelled: 1 player joined, at least 3 are needed.`
pub(crate) fn tournament_cancelled_too_few_words(t: &TState) -> Words {
    too_few(ids::ORGANIZING_CANCELLED_TOO_FEW, t, t.entrants.len())
}

/// The one post before a scheduled start, to every joined player: the
/// reminder, and with check-in its opening, with when it closes (at the
/// start): `⏰ **Weekly** (#3, swiss) starts <t:…:F>. Check-in is open:
/// press Check in below before it closes <t:…:R>, or you will be
/// withdrawn at the start.`
pub(crate) fn run_up_words(t: &TState, now: i64) -> Words {
    let start = t.starts_at.unwrap_or_default();
    let id = match t.checkin_open(now) {
        true => ids::ORGANIZING_RUN_UP_CHECK_IN,
        false => ids::ORGANIZING_RUN_UP,
    };
    Words::new(id)
        .arg("tournament", tournament_title(t))
        .arg("date", stamp(start, 'F'))
        .arg("countdown", stamp(start, 'R'))
}

/// The entrants withdrawn at the start for not checking in.
pub(crate) fn withdrawn_absent_words(t: &TState, gone: &[Player]) -> Words {
    let names: Vec<String> = gone.iter().map(mention).collect();
    let said = Words::new(ids::ORGANIZING_WITHDRAWN_ABSENT)
        .arg("names", names.join(", "))
        .arg("tournament", tournament_title(t))
        .arg("count", gone.len());
    match t.rules().takes_late_entries() {
        true => said.then(" ", Words::new(ids::ORGANIZING_WITHDRAWN_ABSENT_LATE)),
        false => said,
    }
}

/// Cancelled at its start: too few checked in.
pub(crate) fn tournament_cancelled_too_few_checked_in_words(t: &TState, checked: usize) -> Words {
    too_few(ids::ORGANIZING_CANCELLED_TOO_FEW_CHECKED_IN, t, checked)
}

/// You checked in.
pub(crate) fn checked_in_words(t: &TState) -> Words {
    Words::new(ids::ORGANIZING_CHECKED_IN)
        .arg("tournament", tournament_title(t))
        .arg("countdown", stamp(t.starts_at.unwrap_or_default(), 'R'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::swiss;
    use locale::Locale;

    fn players(n: usize) -> Vec<Player> {
        (1..=n)
            .map(|i| Player::new(format!("u{i}"), format!("p{i}")))
            .collect()
    }

    #[test]
    fn the_absent_are_one_or_many_in_every_language() {
        let t = swiss(4);
        let said = |n, l| withdrawn_absent_words(&t, &players(n)[..n]).text(l);
        // A Swiss takes late entries: the line says so.
        assert_eq!(
            said(1, Locale::EnUs),
            "<@u1> did not check in for **Cup** (#0, swiss) and is withdrawn. You may still join late: press Join."
        );
        assert!(said(2, Locale::EnUs).starts_with(
            "<@u1>, <@u2> did not check in for **Cup** (#0, swiss) and are withdrawn."
        ));
        assert!(said(1, Locale::De).starts_with(
            "<@u1> hat nicht für **Cup** (#0, swiss) eingecheckt und ist abgemeldet. "
        ));
        assert!(said(2, Locale::De).starts_with(
            "<@u1>, <@u2> haben nicht für **Cup** (#0, swiss) eingecheckt und sind abgemeldet. "
        ));
        assert!(said(1, Locale::Ru).contains("не отметился в **Cup** (#0, swiss) и снят."));
        assert!(said(3, Locale::Ru).contains("не отметились в **Cup** (#0, swiss) и сняты."));
        assert!(said(2, Locale::Fr).contains("et sont retirés."));
    }

    #[test]
    fn a_cancellation_for_too_few_counts_in_the_readers_language() {
        let one = swiss(1);
        assert_eq!(
            tournament_cancelled_too_few_words(&one).text(Locale::EnUs),
            "**Cup** (#0, swiss) is cancelled: 1 player joined, at least 3 are needed."
        );
        assert_eq!(
            tournament_cancelled_too_few_words(&one).text(Locale::Fr),
            "**Cup** (#0, swiss) est annulé : inscriptions : 1 joueur, il en faut au moins 3."
        );
        let two = swiss(2);
        assert!(
            tournament_cancelled_too_few_words(&two)
                .text(Locale::Ru)
                .contains("записавшихся — 2 игрока, а нужно минимум 3")
        );
        assert!(
            tournament_cancelled_too_few_checked_in_words(&two, 0)
                .text(Locale::De)
                .contains("0 Spieler eingecheckt, mindestens 3 werden gebraucht.")
        );
    }

    #[test]
    fn leaving_and_entering_are_said_in_the_readers_language() {
        let t = swiss(2);
        let p = Player::new("u2", "bob");
        assert_eq!(
            tournament_withdrawn_words(&t, &p, true).text(Locale::EnUs),
            "bob was removed from **Cup** (#0, swiss): any game in progress is lost by forfeit."
        );
        assert_eq!(
            tournament_left_words(&t, &p).text(Locale::Fr),
            "bob a quitté **Cup** (#0, swiss)."
        );
        let by = Player::new("u1", "org");
        assert_eq!(
            tournament_added_words(&t, &p, &by).text(Locale::EnUs),
            "<@u2>, org added you (**bob**) to **Cup** (#0, swiss). Not playing? Press **Leave** below (or `/tournament leave`)."
        );
        assert!(
            tournament_added_words(&t, &p, &by)
                .text(Locale::De)
                .contains("Drück unten **Verlassen**")
        );
    }
}
