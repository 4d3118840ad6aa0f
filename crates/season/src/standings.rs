//! A season's final standings, posted when it ends in the channel it was
//! started in: every member who played a rated game in the server during
//! the season, by season rating, provisional ratings marked `?` and ranked
//! too; the text and a table picture, one post per preset played. When
//! the server set a top role (`/season settings`), the top n of the
//! standings (of each preset's) get it and last season's holders lose it
//! (those the bot gave it to for the season, unless another source, e.g.
//! the tournaments, gave it to them too): the first post carries the
//! [`host::RoleChange`] for the frontend.

use crate::{Seasons, place_of, words};
use host::{Attachment, View, ViewKind};
use locale::{Locale, Words, ids};
use render::table::{Align, Column, Table};
use store::{SeasonLine, SeasonRecord, SeasonSettings, StoreError};

/// What the final standings are made of, as read.
struct Final {
    /// Each preset played, with its standings.
    tables: Vec<(String, Vec<SeasonLine>)>,
    settings: SeasonSettings,
}

impl Seasons {
    /// The views of `season`'s final standings (it has ended); the top
    /// role handed out. A store that cannot be read gives one view saying
    /// so (the standings stay archived: `/leaderboard scope:season`).
    pub(crate) async fn final_standings(&self, season: &SeasonRecord) -> Vec<View> {
        let place = place_of(season);
        let read = self.read_final(season).await;
        let f = match read {
            Ok(f) => f,
            Err(e) => {
                tracing::error!("season {}: cannot read its standings: {e}", season.id);
                return vec![View::said(
                    &place,
                    ViewKind::Event,
                    words::standings_unreadable(season),
                )];
            }
        };
        if f.tables.is_empty() {
            return vec![View::said(&place, ViewKind::Event, words::no_games(season))];
        }
        // The picture is drawn here, before the edge: in the language of
        // the server's posts.
        let locale = self.language_of(&season.guild_id).await;
        let mut views = Vec::new();
        for (preset, lines) in &f.tables {
            let mut v = View::said(
                &place,
                ViewKind::Event,
                words::standings_text(season, preset),
            );
            v.card = Some(words::standings_card(season, preset, lines));
            let table = standings_table(season, preset, lines, locale);
            let drawn = tokio::task::spawn_blocking(move || render::table::table_png(&table)).await;
            match drawn {
                Ok(Ok(bytes)) => {
                    v.file = Some(Attachment {
                        name: format!("season-{}-{preset}-standings.png", season.id), // words-scan: skip (a file's name)
                        bytes,
                    })
                }
                Ok(Err(e)) => tracing::warn!("season {}: standings picture: {e}", season.id),
                Err(e) => tracing::warn!("season {}: standings picture task: {e}", season.id),
            }
            views.push(v);
        }
        if let Some(role) = &f.settings.top_role {
            match host::may_hand_out(grant_of(season).as_ref(), role) {
                Ok(()) => hand_top_role(season, role, &f, &mut views[0]),
                // Its starter was told when she started it; the public
                // standings leave the admin's matter out.
                Err(withheld) => tracing::info!(
                    "season {}: {}",
                    season.id,
                    withheld
                        .words(host::Granter::SeasonStarter)
                        .text(locale::Locale::EnUs)
                ),
            }
        }
        views
    }

    async fn read_final(&self, season: &SeasonRecord) -> Result<Final, StoreError> {
        let st = self.store().clone();
        let s = season.clone();
        self.host()
            .io(async move {
                let presets = match &s.preset {
                    Some(p) => vec![p.clone()],
                    None => st.season_presets(s.id).await?,
                };
                let mut tables = Vec::new();
                for p in presets {
                    let lines = st.season_standings(s.id, &p).await?;
                    if !lines.is_empty() {
                        tables.push((p, lines));
                    }
                }
                let settings = st.season_settings(&s.guild_id).await?;
                Ok(Final { tables, settings })
            })
            .await
    }
}

/// What was decided, when `season` was started, of its starter and the
/// server's top role (`None`: started before it was kept).
pub(crate) fn grant_of(season: &SeasonRecord) -> Option<host::RoleGrant> {
    season.grant_may_give.map(|may_give| host::RoleGrant {
        role: season.grant_role.clone(),
        may_give,
    })
}

/// Hands `role` to the top players of each table: says so in `first` and
/// puts the change on it (the frontend applies it; what fails there is
/// reported in the channel, the standings stand).
fn hand_top_role(season: &SeasonRecord, role: &str, f: &Final, first: &mut View) {
    let top = usize::try_from(f.settings.top.max(1)).unwrap_or(1);
    let mut holders: Vec<String> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for (_, lines) in &f.tables {
        for l in lines.iter().take(top) {
            if !holders.contains(&l.user_id) {
                holders.push(l.user_id.clone());
                names.push(l.display_name.clone());
            }
        }
    }
    let reason = words::role_reason(season, top);
    // The line is said after the standings' words, in their language.
    let line = words::role_line(role, &names);
    first.text.push('\n');
    first.text.push_str(&line.text(locale::Locale::EnUs));
    first.words = first.words.take().map(|w| w.then("\n", line));
    first.role_change = Some(host::RoleChange {
        role: role.to_string(),
        source: host::RoleSource::Season,
        holders,
        reason,
        organizer: Some(season.started_by.clone()),
    });
}

/// The standings as a table picture: rank, player, season rating (`?`
/// while provisional), games, wins, draws, losses; the leader in gold;
/// its texts in `locale`.
pub(crate) fn standings_table(
    season: &SeasonRecord,
    preset: &str,
    lines: &[SeasonLine],
    locale: Locale,
) -> Table {
    let say = |id: &str| Words::new(id).text(locale);
    let column = |header: String, align| Column { header, align };
    let players = Words::new(ids::COUNT_PLAYERS).arg("count", lines.len());
    let table = Table {
        title: Words::new(ids::SEASON_TABLE_TITLE)
            .arg("name", &season.name)
            .text(locale),
        subtitle: Some(
            Words::new(ids::SEASON_TABLE_SUBTITLE)
                .arg("preset", preset)
                .arg("players", players)
                .text(locale),
        ),
        columns: vec![
            column("#".into(), Align::Right),
            column(say(ids::SEASON_TABLE_PLAYER), Align::Left),
            column(say(ids::SEASON_TABLE_RATING), Align::Right),
            column(say(ids::SEASON_TABLE_GAMES), Align::Right),
            column(say(ids::SEASON_TABLE_WINS), Align::Right),
            column(say(ids::SEASON_TABLE_DRAWS), Align::Right),
            column(say(ids::SEASON_TABLE_LOSSES), Align::Right),
        ],
        rows: lines
            .iter()
            .map(|l| {
                vec![
                    l.rank.to_string(),
                    l.display_name.clone(),
                    words::shown(l).to_string(),
                    l.games.to_string(),
                    l.wins.to_string(),
                    l.draws.to_string(),
                    l.losses.to_string(),
                ]
            })
            .collect(),
        highlight: vec![0],
        ..Table::default()
    };
    host::picture_words::table_said(table, locale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standings_picture_is_said_in_the_servers_language() {
        let s = SeasonRecord {
            id: 7,
            guild_id: "g".into(),
            name: "Winter".into(),
            preset: Some("cruise".into()),
            channel_id: "c".into(),
            thread_id: None,
            started_by: "admin".into(),
            started_ms: 1_796_000_000_000,
            ends_ms: None,
            ended_ms: Some(1_797_000_000_000),
            posted_ms: None,
            grant_role: None,
            grant_may_give: None,
        };
        let en = standings_table(&s, "cruise", &[], Locale::EnUs);
        let de = standings_table(&s, "cruise", &[], Locale::De);
        assert_eq!(en.columns[1].header, "Player");
        assert_eq!(en.empty, "No entries yet");
        assert_eq!(en.title, "Season Winter — final standings");
        assert_eq!(
            en.subtitle.as_deref(),
            Some("cruise · 0 players · provisional ratings marked ?")
        );
        for (a, b) in en.columns.iter().zip(&de.columns).skip(1) {
            assert_ne!(a.header, b.header);
        }
        assert_ne!(en.empty, de.empty);
        assert_ne!(en.title, de.title);
        assert_ne!(
            render::table::table_png(&en).unwrap(),
            render::table::table_png(&de).unwrap()
        );
    }
}
