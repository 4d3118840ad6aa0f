//! The season leaderboard (`/leaderboard scope:season [season:<name>]`):
//! a season's players in one preset by season rating, provisional ones
//! ranked too (marked `?`), 10 a page with ◀ ▶ buttons that wrap around,
//! the asker's own line at the bottom. Without a season named, the
//! server's open season; with none open, a message naming the last one
//! and how to see it.

use crate::{Seasons, words};
use engine::Preset;
use host::{ActionId, Allowed, Button, ButtonStyle, Place, Player, View, ViewKind};
use store::{SeasonLine, SeasonRecord, StoreError};

/// Lines on a page.
pub const PAGE_SIZE: usize = 10;

/// What a page shows, as read.
enum Read {
    /// The season and its standings in the preset.
    Board(SeasonRecord, String, Vec<SeasonLine>),
    /// No open season (the last one ended, if any).
    NoOpen(Option<SeasonRecord>),
    /// No season of that name.
    Unknown(String, Option<SeasonRecord>),
}

impl Seasons {
    /// Page `page` of a season's leaderboard for `who`: the season named
    /// `name`, or the open one. `by_id`: the season of a button.
    pub(crate) async fn leaderboard(
        &self,
        who: &Player,
        place: &Place,
        preset: Option<Preset>,
        name: Option<&str>,
        page: u32,
        by_id: Option<(i64, String)>,
    ) -> Vec<View> {
        let st = self.store().clone();
        let guild = place.guild.clone();
        let name = name
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        let read = self
            .host()
            .io(async move {
                let season = match (&by_id, &name) {
                    (Some((id, _)), _) => st.season(*id).await?.filter(|s| s.guild_id == guild),
                    (None, Some(n)) => st.season_named(&guild, n).await?,
                    (None, None) => st.open_season(&guild).await?,
                };
                let Some(season) = season else {
                    let open = st.open_season(&guild).await?;
                    let last = st.last_season(&guild).await?;
                    return Ok(match name {
                        Some(n) if by_id.is_none() => Read::Unknown(n, open.or(last)),
                        _ => Read::NoOpen(last),
                    });
                };
                let preset = match (by_id.map(|(_, p)| p), preset, &season.preset) {
                    (Some(p), _, _) => p,
                    (None, Some(p), _) => p.name().to_string(),
                    (None, None, Some(p)) => p.clone(),
                    (None, None, None) => {
                        let played = st.season_presets(season.id).await?;
                        match played.as_slice() {
                            [only] => only.clone(),
                            _ => Preset::default().name().to_string(),
                        }
                    }
                };
                let lines = st.season_standings(season.id, &preset).await?;
                Ok::<_, StoreError>(Read::Board(season, preset, lines))
            })
            .await;
        let (season, preset, lines) = match read {
            Ok(Read::Board(s, p, l)) => (s, p, l),
            Ok(Read::NoOpen(last)) => {
                return vec![words::refused(
                    place,
                    &who.id,
                    words::no_open(last.as_ref()),
                )];
            }
            Ok(Read::Unknown(n, other)) => {
                return vec![words::refused(
                    place,
                    &who.id,
                    words::unknown(&n, other.as_ref()),
                )];
            }
            Err(e) => return vec![self.unavailable(who, place, e)],
        };
        let pages = pages(lines.len());
        let page = page.min(pages - 1);
        let start = page as usize * PAGE_SIZE;
        let shown = &lines[start..(start + PAGE_SIZE).min(lines.len())];
        let mine = lines.iter().find(|l| l.user_id == who.id);
        let text = words::board_text(&season, &preset, page, pages, shown, mine, self.now());
        let mut view = View::said(place, ViewKind::Leaderboard, text);
        let button = |label: &str, to: u32, next: bool| Button {
            id: ActionId::SeasonPage {
                season: season.id,
                preset: preset.clone(),
                page: to,
                next,
                asker: who.id.clone(),
            }
            .to_string(),
            label: label.to_string(),
            style: ButtonStyle::Secondary,
            allowed: Allowed::Anyone,
            words: None,
        };
        view.buttons = vec![
            button("◀", (page + pages - 1) % pages, false),
            button("▶", (page + 1) % pages, true),
        ];
        vec![view]
    }

    /// A ◀ ▶ press ([`ActionId::SeasonPage`]): the page asked for,
    /// replacing the page it was pressed on, with the line of the member
    /// who first asked.
    pub(crate) async fn turn_page(
        &self,
        who: &Player,
        place: &Place,
        press: &ActionId,
    ) -> Vec<View> {
        let ActionId::SeasonPage {
            season,
            preset,
            page,
            asker,
            ..
        } = press
        else {
            return Vec::new();
        };
        let asker = Player::new(asker.clone(), who.name.clone());
        let mut views = self
            .leaderboard(
                &asker,
                place,
                None,
                None,
                *page,
                Some((*season, preset.clone())),
            )
            .await;
        for v in &mut views {
            if v.is_error() {
                let said = v.words.take();
                *v = View::error(place, &who.id, v.text.clone());
                v.words = said;
            } else {
                v.replaces = Some(format!("sb:{season}:{preset}:{page}"));
            }
        }
        views
    }
}

/// Pages of a board of `n` lines (at least one).
fn pages(n: usize) -> u32 {
    u32::try_from(n.div_ceil(PAGE_SIZE))
        .unwrap_or(u32::MAX)
        .max(1)
}

#[cfg(test)]
mod tests {
    #[test]
    fn pages_hold_ten() {
        assert_eq!(super::pages(0), 1);
        assert_eq!(super::pages(10), 1);
        assert_eq!(super::pages(11), 2);
    }
}
