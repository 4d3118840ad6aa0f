//! Links to the public web site in the bot's messages (with `PUBLIC_URL`
//! set): a tournament's announcement and standings link its page, a
//! game's final message its replay, a leaderboard page (also after ◀ ▶)
//! its page on the site, a profile the player's page. Only pages that
//! answer: a server's once its pages are on (`/settings web:on`), a
//! player's once they played in such a server (a link to a 404 helps
//! nobody). The host names each view's page ([`View::web_page_of`]).

use crate::data::Data;
use host::{View, WebPage};
use locale::{Locale, Words, ids};
use std::collections::HashMap;

/// Adds its web page's link to each public view of `views` that has one
/// (once: a view that has it already is left as it is), said in `locale`
/// (the server's: the views are said already).
pub(crate) async fn add(data: &Data, views: &mut [View], locale: Locale) {
    let posts: Vec<bool> = views.iter().map(View::is_public).collect();
    add_to(data, views, &posts, |_| locale).await;
}

/// [`add`] to the views whose `posts` entry is true (posts for everyone
/// when they were made, though one may be shown to its asker alone now: a
/// leaderboard page turned on a private answer), each in the language
/// `locale_of` gives it (the one it is said in).
pub(crate) async fn add_to(
    data: &Data,
    views: &mut [View],
    posts: &[bool],
    locale_of: impl Fn(&View) -> Locale,
) {
    let Some(url) = data.public_url.as_deref() else {
        return;
    };
    let mut public: HashMap<WebPage, bool> = HashMap::new();
    for (v, _) in views.iter_mut().zip(posts).filter(|(_, post)| **post) {
        let Some(page) = v.web_page_of() else {
            continue;
        };
        let on = match public.get(&page) {
            Some(on) => *on,
            None => {
                let on = data.host.web_page_public(&page).await.unwrap_or(false);
                public.insert(page.clone(), on);
                on
            }
        };
        let link = Words::new(ids::DISCORD_ON_THE_WEB).arg("url", format!("{url}{}", page.path()));
        let line = format!("\n{}", link.text(locale_of(v)));
        // A view answered first and posted after (`deliver`) passes here twice.
        if on && !v.text.ends_with(&line) {
            v.text.push_str(&line);
        }
    }
}
