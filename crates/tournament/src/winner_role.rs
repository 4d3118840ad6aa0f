//! A tournament's winner role (its own, kept by its series, or else the
//! server's): when it finishes, its winner gets the role and the previous
//! winner loses it
//! (the frontend checks, when it is set, that the bot may hand it out).
//! Holders are kept by the host ([`host::Host::hand_role`]), so the next
//! winner takes it from the right member after a restart too.

use crate::Tournaments;
use crate::server_roles::ServerRole;
use crate::state::{TState, TournamentStatus};
use crate::views::news;
use host::View;

impl Tournaments {
    /// The post that hands the server's winner role to the winner of `t`
    /// (a finished tournament), when the server has one: it names the
    /// winner and carries the role change.
    pub(crate) async fn crown(&self, t: &TState) -> Option<View> {
        if t.status != TournamentStatus::Finished {
            return None;
        }
        // Shared first places share the role.
        let winners: Vec<_> = t
            .standings()
            .into_iter()
            .filter(|l| l.rank == 1 && !l.withdrawn)
            .map(|l| l.player)
            .collect();
        if winners.is_empty() {
            return None;
        }
        let guild = t.place.guild.clone();
        let role = match t.winner_role.clone() {
            Some(r) => Ok(Some(r)),
            None => self.role(&guild, ServerRole::TournamentWinner).await,
        };
        let role = match role {
            Ok(r) => r?,
            Err(e) => {
                tracing::warn!("tournament {}: cannot read the winner role: {e}", t.id);
                return None;
            }
        };
        let reason = format!("winner of {}", t.name);
        let change = match self
            .host()
            .hand_role(
                &guild,
                &role,
                winners.iter().map(|p| p.id.clone()).collect(),
                reason,
            )
            .await
        {
            Ok(c) => c,
            Err(e) => {
                tracing::warn!("tournament {}: cannot hand the winner role: {e}", t.id);
                return None;
            }
        };
        let names: Vec<&str> = winners.iter().map(|p| p.name.as_str()).collect();
        let text = crate::words::winner_role_text(&names, &role, &t.name);
        let mut v = news(t, text);
        v.role_change = Some(change);
        Some(v)
    }
}
