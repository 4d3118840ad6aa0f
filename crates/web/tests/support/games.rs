//! Games played through the host for the web site's tests.

use engine::Preset;
use host::{Action, GameSettings, Host, Place, Play, Player};

/// Scholar's mate in plain chess between `w` and `b` at `place`; the id.
pub async fn scholars_mate(host: &Host, place: &Place, w: &Player, b: &Player) -> i64 {
    let settings = GameSettings {
        preset: Preset::Chess,
        ..GameSettings::default()
    };
    let (id, _) = host
        .start_game(place, w.clone(), b.clone(), settings)
        .await
        .unwrap_or_else(|v| panic!("start_game: {}", v.text));
    for (who, m) in [
        (w, "e4"),
        (b, "e5"),
        (w, "Qh5"),
        (b, "Nc6"),
        (w, "Bc4"),
        (b, "Nf6"),
        (w, "Qxf7#"),
    ] {
        let views = host
            .act(who, place, Action::Play(Play::Move(m.into())))
            .await;
        assert!(!views.iter().any(|v| v.is_error()), "{m}");
    }
    id
}
