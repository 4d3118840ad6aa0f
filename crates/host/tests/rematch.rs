//! Rematch through the host, on SQLite and PostgreSQL, with the paused
//! clock: the end of a casual game carries **Rematch** for its two players;
//! the first press offers it (colours swapped, the same settings), the
//! other's within 10 minutes starts it at a provisional place of the
//! channel (for the frontend's new thread), also after a restart; later
//! presses are refused with what happened; games an event paired have none.

use crate::common;

use common::*;
use host::{Action, ActionId, Clock, GameSettings, Play, Player, View, ViewKind};
use std::time::Duration;

/// The error text of a refused action (exactly one error view).
fn refusal(views: &[View]) -> String {
    assert_eq!(views.len(), 1, "{:?}", texts(views));
    assert!(views[0].is_error(), "{:?}", texts(views));
    views[0].text.clone()
}

/// `loser` resigns: the game's end view.
async fn resigned(host: &host::Host, place: &host::Place, loser: &Player) -> View {
    let views = host.act(loser, place, Action::Play(Play::Resign)).await;
    find(&views, ViewKind::GameEnd).clone()
}

#[tokio::test(start_paused = true)]
async fn rematch_offered_taken_refused_and_expired() {
    for db in databases() {
        let clock = Clock::new();
        let (host, mut rx) = host_on(&db.url, clock).await;
        let (w, b) = (alice(), bob());
        let carol = Player::new(format!("carol-{}", rand::random::<u32>()), "carol");
        let channel = unique_place("rematch");
        let thread = channel.with_thread("t-1");
        let settings = GameSettings {
            preset: engine::Preset::Chess,
            rated: false,
            ..GameSettings::default()
        };
        let game = start(&host, &thread, &w, &b, settings.clone()).await;
        let rematch = Action::Button(ActionId::Rematch { game }.to_string());
        // Not before the end.
        let e = refusal(&host.act(&w, &thread, rematch.clone()).await);
        assert!(e.contains("still being played"), "{}: {e}", db.name);
        mv(&host, &thread, &w, "e4").await;
        let end = resigned(&host, &thread, &b).await;
        assert_eq!(
            end.buttons
                .iter()
                .map(|b| b.label.as_str())
                .collect::<Vec<_>>(),
            ["Rematch", "Analyse"]
        );
        assert!(end.buttons[0].allowed.permits(&w.id) && end.buttons[0].allowed.permits(&b.id));
        assert!(!end.buttons[0].allowed.permits(&carol.id));
        assert_eq!(button(&end, "Rematch"), rematch);

        // Someone else: refused.
        let e = refusal(&host.act(&carol, &thread, rematch.clone()).await);
        assert!(e.contains("Only alice and bob, who played game"), "{e}");
        // alice offers it, in the game's thread.
        let offer = host.act(&w, &thread, rematch.clone()).await;
        let offer = find(&offer, ViewKind::Challenge).clone();
        assert_eq!(offer.place, thread);
        assert!(
            offer.text.contains("colours swapped, alice plays Black"),
            "{}",
            offer.text
        );
        // Its expiry as a Discord timestamp, 10 minutes from now.
        let expires: i64 = offer
            .text
            .split("the offer expires <t:")
            .nth(1)
            .and_then(|t| t.split(":R>").next())
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("an expiry stamp in {}", offer.text));
        let in_10_min = clock.now_ms() / 1000 + 600;
        assert!(
            (in_10_min - 2..=in_10_min).contains(&expires),
            "{}",
            offer.text
        );
        assert_eq!(button(&offer, "Accept"), rematch, "Accept is bob's Rematch");
        let e = refusal(&host.act(&w, &thread, rematch.clone()).await);
        assert!(e.contains("offered the rematch already"), "{e}");

        // A restart keeps it; bob takes it 9 minutes later.
        drop(host);
        drop(rx);
        tokio::time::advance(Duration::from_secs(9 * 60)).await;
        let (host, rx2) = host_on(&db.url, clock).await;
        rx = rx2;
        let views = host.act(&b, &thread, rematch.clone()).await;
        let started = find(&views, ViewKind::GameStart);
        assert!(started.place.is_provisional(), "{:?}", started.place);
        assert_eq!(started.place.without_thread(), channel, "in the channel");
        let second = started.game.expect("the rematch's id");
        assert_ne!(second, game);
        let info = host.game_info(second).await.expect("live");
        assert_eq!(info.players, [b.clone(), w.clone()], "colours swapped");
        assert_eq!(info.settings.preset, engine::Preset::Chess);
        assert!(!info.settings.rated, "casual again");
        let closed = find(&views, ViewKind::ChallengeClosed);
        assert!(
            closed.text.contains("accepted **alice**'s rematch"),
            "{}",
            closed.text
        );
        let e = refusal(&host.act(&w, &thread, rematch.clone()).await);
        assert!(e.contains(&format!("it is game {second}")), "{e}");

        // The rematch's own rematch, not taken in time.
        let new_thread = channel.with_thread("t-2");
        host.move_to_thread(second, "t-2").await.expect("moved");
        mv(&host, &new_thread, &b, "d4").await;
        let end = resigned(&host, &new_thread, &w).await;
        let again = button(&end, "Rematch");
        let offer = host.act(&b, &new_thread, again.clone()).await;
        assert!(
            find(&offer, ViewKind::Challenge)
                .text
                .contains("bob plays Black")
        );
        tokio::time::advance(Duration::from_secs(10 * 60 + 1)).await;
        let expired = next_timed(&mut rx).await;
        assert_eq!(expired.kind, ViewKind::ChallengeClosed, "{}", expired.text);
        assert!(
            expired.text.contains("rematch offer expired"),
            "{}",
            expired.text
        );
        for who in [&w, &b] {
            let e = refusal(&host.act(who, &new_thread, again.clone()).await);
            assert!(e.contains("This rematch offer has expired"), "{e}");
        }

        // A game an event paired (not abortable) ends without Rematch.
        let event = channel.with_thread("t-3");
        let paired = GameSettings {
            abortable: false,
            ..GameSettings::default()
        };
        let third = start(&host, &event, &w, &b, paired).await;
        let end = resigned(&host, &event, &b).await;
        assert!(end.buttons.is_empty(), "{:?}", end.buttons);
        let pressed = Action::Button(ActionId::Rematch { game: third }.to_string());
        let e = refusal(&host.act(&w, &event, pressed).await);
        assert!(e.contains("has no rematch"), "{e}");
    }
}
