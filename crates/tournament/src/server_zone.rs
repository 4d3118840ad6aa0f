//! A server's time zone (`/settings timezone:`, an IANA name such as
//! `Europe/Berlin`): a tournament's `starts:` typed without a zone is read
//! in it, and a series created without one keeps its hour in it
//! ([`crate::series`]). None set: UTC.

use crate::Tournaments;
use chrono_tz::Tz;
use host::HostError;
use locale::{Words, ids};

/// Why a typed zone is refused: it names no IANA zone (words, said in
/// the member's language).
pub fn bad_zone_words(typed: &str) -> Words {
    Words::new(ids::ORGANIZING_BAD_ZONE).arg("text", typed.trim())
}

/// Reads a zone as a server sets it: an IANA name, any case; refused with
/// [`bad_zone_words`].
///
/// ```
/// use locale::Locale;
/// let why = tournament::server_zone::parse_zone("Mars/Olympus").unwrap_err();
/// assert!(why.text(Locale::De).contains("`Mars/Olympus`"));
/// ```
pub fn parse_zone(typed: &str) -> Result<Tz, Words> {
    host::typed_time::zone_named(typed).map_err(|_| bad_zone_words(typed))
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
