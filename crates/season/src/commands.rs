//! What members ask of seasons ([`SeasonAction`]) and where each request
//! goes: [`Seasons::act`] for commands, [`Seasons::button`] for the
//! leaderboard's ◀ ▶ and the start card's **Rules**.

use crate::{MAX_TOP, Seasons, words};
use engine::Preset;
use host::{HostError, Place, Player, View};
use locale::{Words, ids};

/// A request about seasons, from a member at a place of a server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeasonAction {
    /// Open a season in the server (organizers only: the frontend checks).
    Start {
        /// Its name, unique in the server.
        name: String,
        /// The preset it rates; `None`: every preset, each its own pool.
        preset: Option<Preset>,
        /// When it ends by itself ([`crate::ends`]); empty or `None`: by
        /// `/season end`.
        ends: Option<String>,
        /// Whether its starter could give the server's top role herself
        /// (the frontend decides, [`host::RoleGrant`]): the top role is
        /// handed out at its end only then.
        grant: host::RoleGrant,
    },
    /// End the server's open season now and post its standings
    /// (organizers only).
    End,
    /// Change the server's season settings (Manage Server only): the role
    /// the top players of a season's final standings get, and how many.
    Settings {
        /// The role (opaque id); `None`: unchanged.
        top_role: Option<String>,
        /// How many get it (1 to 25); `None`: unchanged.
        top: Option<u32>,
        /// Clear the role (no role is handed out).
        clear: bool,
    },
    /// A page of a season's leaderboard: the server's open season, or the
    /// one named.
    Leaderboard {
        /// The preset (default: the season's, or `cruise`).
        preset: Option<Preset>,
        /// A season's name (default: the open one).
        season: Option<String>,
        /// From 0.
        page: u32,
    },
}

impl Seasons {
    /// Does what `who` asks at `place`; the views to show (a refusal is one
    /// error view for `who`).
    pub async fn act(&self, who: &Player, place: &Place, action: SeasonAction) -> Vec<View> {
        if place.guild.is_empty() {
            return vec![words::refused(
                place,
                &who.id,
                Words::new(ids::SEASON_ONLY_IN_SERVERS),
            )];
        }
        match action {
            SeasonAction::Start {
                name,
                preset,
                ends,
                grant,
            } => {
                self.start_season(who, place, &name, preset, ends.as_deref(), grant)
                    .await
            }
            SeasonAction::End => self.end_by_command(who, place).await,
            SeasonAction::Settings {
                top_role,
                top,
                clear,
            } => self.settings(who, place, top_role, top, clear).await,
            SeasonAction::Leaderboard {
                preset,
                season,
                page,
            } => {
                self.leaderboard(who, place, preset, season.as_deref(), page, None)
                    .await
            }
        }
    }

    /// A press of a season's button ([`host::ActionOwner::Seasons`]: a
    /// leaderboard page, the start card's Rules),
    /// `None` when it is not one.
    pub async fn button(
        &self,
        who: &Player,
        place: &Place,
        press: &host::ActionId,
    ) -> Option<Vec<View>> {
        if press.owner() != host::ActionOwner::Seasons {
            return None;
        }
        Some(match press {
            host::ActionId::SeasonRules { season } => self.rules(who, place, *season).await,
            _ => self.turn_page(who, place, press).await,
        })
    }

    /// Server `guild`'s season settings (its top role, how many get it).
    pub async fn settings_of(&self, guild: &str) -> Result<store::SeasonSettings, HostError> {
        let st = self.store().clone();
        let guild = guild.to_string();
        Ok(self
            .host()
            .io(async move { st.season_settings(&guild).await })
            .await?)
    }

    async fn settings(
        &self,
        who: &Player,
        place: &Place,
        top_role: Option<String>,
        top: Option<u32>,
        clear: bool,
    ) -> Vec<View> {
        if let Some(n) = top
            && !(1..=MAX_TOP).contains(&n)
        {
            return vec![words::refused(place, &who.id, words::bad_top(n))];
        }
        let st = self.store().clone();
        let guild = place.guild.clone();
        let read = self
            .host()
            .io(async move { st.season_settings(&guild).await })
            .await;
        let mut settings = match read {
            Ok(s) => s,
            Err(e) => return vec![self.unavailable(who, place, e)],
        };
        if top_role.is_none() && top.is_none() && !clear {
            return vec![words::told(
                place,
                &who.id,
                words::settings_text(&settings, false),
            )];
        }
        if clear {
            settings.top_role = None;
        }
        if let Some(role) = top_role {
            settings.top_role = Some(role);
        }
        if let Some(n) = top {
            settings.top = i64::from(n);
        }
        let st = self.store().clone();
        let guild = place.guild.clone();
        let saved = settings.clone();
        let write = self
            .host()
            .io(async move { st.set_season_settings(&guild, &saved).await })
            .await;
        if let Err(e) = write {
            return vec![self.unavailable(who, place, e)];
        }
        vec![words::told(
            place,
            &who.id,
            words::settings_text(&settings, true),
        )]
    }

    /// The error view when the store cannot be reached.
    pub(crate) fn unavailable(&self, who: &Player, place: &Place, e: store::StoreError) -> View {
        tracing::error!("seasons: {e}");
        words::refused(place, &who.id, Words::new(ids::SEASON_UNAVAILABLE))
    }
}
