//! Links to the public web site in the bot's messages (with `PUBLIC_URL`
//! set): a tournament's announcement and standings posts link its page, a
//! game's final message its replay. Only for servers whose pages are on
//! (`/settings web:on`): a link to a page that answers 404 helps nobody.
//! (`/leaderboard` adds its own link: see `commands::ratings`.)

use crate::data::Data;
use host::{View, ViewKind};
use std::collections::HashMap;

/// Adds its web page's link to each public view of `views` that has one
/// (once: a view that has it already is left as it is).
pub(crate) async fn add(data: &Data, views: &mut [View]) {
    let Some(url) = data.public_url.as_deref() else {
        return;
    };
    let mut public: HashMap<String, bool> = HashMap::new();
    for v in views.iter_mut().filter(|v| v.is_public()) {
        let Some(path) = page_of(v) else { continue };
        let guild = v.place.guild.clone();
        if guild.is_empty() {
            continue;
        }
        let on = match public.get(&guild) {
            Some(on) => *on,
            None => {
                let on = data.host.web_public(&guild).await.unwrap_or(false);
                public.insert(guild, on);
                on
            }
        };
        let line = format!("\nOn the web: <{url}{path}>");
        // A view answered first and posted after (`deliver`) passes here twice.
        if on && !v.text.ends_with(&line) {
            v.text.push_str(&line);
        }
    }
}

/// The path of the page a view is about, for the views that link one: a
/// game's end, a tournament's announcement (keyed) and its standings
/// (with their picture).
fn page_of(v: &View) -> Option<String> {
    match v.kind {
        ViewKind::GameEnd => v.game.map(|g| format!("/games/{g}")),
        ViewKind::Event if v.key.is_some() || v.file.is_some() => {
            v.event.map(|t| format!("/tournaments/{t}"))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::page_of;
    use host::{Attachment, Place, View, ViewKind};

    #[test]
    fn only_game_ends_announcements_and_standings_link_a_page() {
        let place = Place::channel("g", "c");
        let mut end = View::new(&place, ViewKind::GameEnd, "1-0").game(7);
        assert_eq!(page_of(&end).as_deref(), Some("/games/7"));
        end.kind = ViewKind::Move;
        assert_eq!(page_of(&end), None, "a move links nothing");
        let mut news = View::new(&place, ViewKind::Event, "alice joined");
        news.event = Some(3);
        assert_eq!(page_of(&news), None, "plain news links nothing");
        news.file = Some(Attachment {
            name: "t.png".into(),
            bytes: vec![],
        });
        assert_eq!(page_of(&news).as_deref(), Some("/tournaments/3"));
        let season = View::new(&place, ViewKind::Event, "standings");
        assert_eq!(page_of(&season), None, "a season is no tournament");
    }
}
