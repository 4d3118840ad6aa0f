//! A server's time zone (`/settings timezone:`, an IANA name such as
//! `Europe/Berlin`): a tournament's `starts:` typed without a zone is read
//! in it, and a series created without one keeps its hour in it
//! ([`crate::series`]). None set: UTC.

use crate::Tournaments;
use chrono_tz::Tz;
use host::HostError;

/// Why a typed zone is refused: it names no IANA zone.
pub fn bad_zone_text(typed: &str) -> String {
    format!(
        "`{}` is not a time zone I know. Give an IANA name such as `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` or `UTC` (see https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); nothing was changed.",
        typed.trim()
    )
}

/// Reads a zone as a server sets it: an IANA name, any case.
pub fn parse_zone(typed: &str) -> Result<Tz, String> {
    host::typed_time::zone_named(typed).map_err(|_| bad_zone_text(typed))
}

impl Tournaments {
    /// Sets (`Some`) or clears (`None`: UTC) server `guild`'s time zone.
    pub async fn set_timezone(&self, guild: &str, zone: Option<Tz>) -> Result<(), HostError> {
        let st = self.store().clone();
        let guild = guild.to_string();
        let name = zone.map(|z| z.name().to_string());
        self.host()
            .io(async move { st.set_server_timezone(&guild, name.as_deref()).await })
            .await?;
        Ok(())
    }

    /// Server `guild`'s time zone, if one is set (one stored that this
    /// version does not know reads as none).
    pub async fn timezone(&self, guild: &str) -> Result<Option<Tz>, HostError> {
        if guild.is_empty() {
            return Ok(None);
        }
        let st = self.store().clone();
        let g = guild.to_string();
        let name = self
            .host()
            .io(async move { st.server_timezone(&g).await })
            .await?;
        Ok(name.and_then(|n: String| host::typed_time::zone_named(&n).ok()))
    }
}
