//! The store change a game transition makes: a pure function of the game
//! before and after it and the notes it produced, so it can be tested
//! without a database.
//!
//! A change carries the new snapshot, the events (one per note that is worth
//! keeping), the pending prompts that appeared or went away (a shoot-down
//! question with its deadline, a draw offer), and the result when the game
//! ended, with the rating update when the ending counts for ratings (the
//! store applies it in the same transaction).

use crate::game::{EndReason, GameCore, Note};
use store::{GameChange, PromptChange};

/// The store change from `before` to `after` (the game after `notes`,
/// made at `now`, unix ms).
pub(crate) fn game_change(
    before: &GameCore,
    after: &GameCore,
    notes: &[Note],
    now: i64,
) -> GameChange {
    let snapshot = crate::snapshot::Snapshot::of(after).to_json();
    let mut change = GameChange::new(after.id, before.version, snapshot);
    for (kind, payload) in after.events(notes) {
        change = change.event(kind, payload);
    }
    if before.prompt().map(|p| (p.seq, p.deadline)) != after.prompt().map(|p| (p.seq, p.deadline)) {
        change = change.prompt(match after.prompt() {
            Some(p) => PromptChange::set(
                "shootdown",
                serde_json::json!({
                    "question": p.seq,
                    "square": after.missile().map(|f| f.head().to_string()),
                })
                .to_string(),
                p.deadline,
            ),
            None => PromptChange::clear("shootdown"),
        });
    }
    if before.draw_offer != after.draw_offer {
        change = change.prompt(match after.draw_offer {
            Some(d) => PromptChange::Set {
                kind: "draw-offer".into(),
                payload: serde_json::json!({"by": d.by.name(), "seq": d.seq}).to_string(),
                deadline_ms: None,
            },
            None => PromptChange::clear("draw-offer"),
        });
    }
    if let Some(r) = after.result {
        change = match (r.reason, r.winner) {
            (EndReason::Aborted, _) => change.abort("aborted"),
            (reason, _) if r.no_result() => change.abort(reason.name()),
            (reason, w) => change.finish(engine::GameResult::won_by(w), reason.name()),
        };
        if crate::rated::counts_for_rating(after) {
            change = change.rated(now, crate::rated::rate);
        }
    }
    change
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{Place, Player};
    use crate::settings::GameSettings;
    use store::GameStatus;

    fn game() -> GameCore {
        let players = [Player::new("1", "alice"), Player::new("2", "bob")];
        let mut g = GameCore::new(
            7,
            Place::channel("g", "c"),
            players,
            GameSettings::default(),
            0,
        )
        .unwrap();
        g.version = 3;
        g
    }

    #[test]
    fn a_move_is_one_event_on_the_version_it_was_based_on() {
        let before = game();
        let mut after = before.clone();
        let notes = after.play_text("1", "e4", 10).unwrap();
        let change = game_change(&before, &after, &notes, 10);
        assert_eq!(change.game_id, 7);
        assert_eq!(change.expected_version, 3);
        assert_eq!(change.events.len(), 1);
        assert_eq!(change.events[0].kind, "move");
        assert!(change.prompts.is_empty());
        assert_eq!(change.status, GameStatus::Ongoing);
    }

    #[test]
    fn a_question_sets_its_prompt_with_the_deadline_and_an_answer_clears_it() {
        // The bishop on d6 may shoot the missile down on e5; it detonates on e6.
        let fen = "k7/8/3bn3/8/4P3/8/8/4K3 w - - 0 1";
        let settings = GameSettings {
            fen: Some(fen.into()),
            ..GameSettings::default()
        };
        let players = [Player::new("1", "alice"), Player::new("2", "bob")];
        let before = GameCore::new(1, Place::channel("g", "c"), players, settings, 0).unwrap();
        let mut asked = before.clone();
        let notes = asked.play_text("1", "e4>e5>e6", 1000).unwrap();
        assert!(asked.prompt().is_some(), "{notes:?}");
        let change = game_change(&before, &asked, &notes, 1000);
        let deadline = 1000 + 30_000;
        assert!(
            change.prompts.iter().any(|p| matches!(p,
                PromptChange::Set { kind, deadline_ms: Some(d), .. } if kind == "shootdown" && *d == deadline)),
            "{:?}",
            change.prompts
        );
        let mut answered = asked.clone();
        let notes = answered.answer_typed("2", None, None, 2000).unwrap();
        let change = game_change(&asked, &answered, &notes, 2000);
        assert!(answered.prompt().is_none());
        assert!(
            change
                .prompts
                .iter()
                .any(|p| matches!(p, PromptChange::Clear { kind } if kind == "shootdown")),
            "{:?}",
            change.prompts
        );
        assert!(change.events.iter().any(|e| e.kind == "detonation"));
    }

    #[test]
    fn an_ending_finishes_the_game_and_an_abort_aborts_it() {
        let before = game();
        let mut resigned = before.clone();
        let notes = resigned.resign("1").unwrap();
        let change = game_change(&before, &resigned, &notes, 10);
        assert_eq!(change.status, GameStatus::Finished);
        assert_eq!(change.result, Some(store::GameResult::Black));
        assert_eq!(change.end_reason.as_deref(), Some("resignation"));

        let mut aborted = before.clone();
        let notes = aborted.abort("2").unwrap();
        let change = game_change(&before, &aborted, &notes, 10);
        assert_eq!(change.status, GameStatus::Aborted);
        assert_eq!(change.result, None);
    }

    #[test]
    fn a_draw_offer_is_a_prompt_until_it_is_answered() {
        let before = game();
        let mut offered = before.clone();
        let notes = offered.offer_draw("1").unwrap();
        let change = game_change(&before, &offered, &notes, 10);
        assert!(change.prompts.iter().any(
            |p| matches!(p, PromptChange::Set { kind, deadline_ms: None, .. } if kind == "draw-offer")
        ));
        let mut declined = offered.clone();
        let notes = declined.respond_draw("2", None, false).unwrap();
        let change = game_change(&offered, &declined, &notes, 10);
        assert!(
            change
                .prompts
                .iter()
                .any(|p| matches!(p, PromptChange::Clear { kind } if kind == "draw-offer"))
        );
        assert_eq!(change.events[0].kind, "draw-decline");
    }
}
