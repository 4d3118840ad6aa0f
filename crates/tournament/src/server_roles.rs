//! The roles a server sets for its tournaments ([`ServerRole`]): the
//! organizer role, whose members may start, pair, kick from and cancel any
//! tournament of the server, and the winner role (see `winner_role`); and
//! who may create tournaments ([`TournamentCreators`]). The frontend checks
//! that whoever sets them has Manage Server, and that the bot may hand the
//! winner role out.

use crate::Tournaments;
use host::HostError;
pub use store::{ServerRole, TournamentCreators};

impl Tournaments {
    /// Sets (`Some`) or clears (`None`) the role `which` of server `guild`.
    pub async fn set_role(
        &self,
        guild: &str,
        which: ServerRole,
        role: Option<&str>,
    ) -> Result<(), HostError> {
        let st = self.store().clone();
        let (guild, role) = (guild.to_string(), role.map(str::to_string));
        self.host()
            .io(async move { st.set_server_role(&guild, which, role.as_deref()).await })
            .await?;
        Ok(())
    }

    /// The role `which` of server `guild`, if one is set.
    pub async fn role(&self, guild: &str, which: ServerRole) -> Result<Option<String>, HostError> {
        let st = self.store().clone();
        let guild = guild.to_string();
        Ok(self
            .host()
            .io(async move { st.server_role(&guild, which).await })
            .await?)
    }

    /// Sets who may create tournaments and series on server `guild`.
    pub async fn set_creators(
        &self,
        guild: &str,
        creators: TournamentCreators,
    ) -> Result<(), HostError> {
        let st = self.store().clone();
        let guild = guild.to_string();
        self.host()
            .io(async move { st.set_tournament_creators(&guild, creators).await })
            .await?;
        Ok(())
    }

    /// Who may create tournaments and series on server `guild`.
    pub async fn creators(&self, guild: &str) -> Result<TournamentCreators, HostError> {
        let st = self.store().clone();
        let guild = guild.to_string();
        Ok(self
            .host()
            .io(async move { st.tournament_creators(&guild).await })
            .await?)
    }
}
