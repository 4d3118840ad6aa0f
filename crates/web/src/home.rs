//! `/`: what the site has and where to find it.

use crate::html::page;
use axum::response::Html;
use engine::Preset;

pub(crate) async fn page_handler() -> Html<String> {
    let boards = Preset::ALL
        .iter()
        .map(|p| format!("<li><a href=\"/leaderboard/{0}\">{0}</a></li>", p.name()))
        .collect::<String>();
    let body = format!(
        "<h1>Cruise Pawns</h1><p>Leaderboards, tournaments and game replays of the Cruise Pawns \
         Discord bot, for the servers that made their pages public (<code>/settings web:on</code>).</p>\
         <h2>Leaderboards over all servers</h2><ul>{boards}</ul>\
         <p>A server's own leaderboard is at <code>/servers/&lt;server id&gt;/leaderboard/&lt;preset&gt;</code>, \
         a tournament at <code>/tournaments/&lt;number&gt;</code>, a game at <code>/games/&lt;number&gt;</code>, \
         a puzzle mined from a game at <code>/puzzles/&lt;number&gt;</code> (a server's recent ones on its leaderboard), \
         a player at <code>/players/&lt;user id&gt;</code>. The bot links them from its messages when the \
         site's address is set (<code>PUBLIC_URL</code>).</p>\
         <p>JSON for community tools: <code>/api/leaderboard/&lt;preset&gt;</code>, \
         <code>/api/servers/&lt;server id&gt;/leaderboard/&lt;preset&gt;</code>, <code>/api/tournaments/&lt;number&gt;</code>, \
         <code>/api/games/&lt;number&gt;</code>, <code>/api/puzzles/&lt;number&gt;</code>, <code>/api/players/&lt;user id&gt;</code>.</p>"
    );
    Html(page("Start", "", &body))
}
