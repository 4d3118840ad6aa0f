//! A tournament's winner role (its own, kept by its series, or else the
//! server's): when it finishes, its winner gets the role and the previous
//! winner of the same source loses it ([`source`]: the server's role and
//! one-off tournaments pass it from winner to winner, a series keeps its
//! own). The frontend checks, when it is set, that the member and the bot
//! may hand it out, and applies the change
//! ([`host::Host::apply_role_change`]), which records what the bot gave.
//!
//! The server's role is a prize only of tournaments whose creator could
//! give it herself ([`host::may_hand_out`], decided by the frontend at the
//! creation and kept in [`TState::role_grant`]; a series' editions keep
//! their first edition's): otherwise no role changes hands, and only its
//! organizer was told why, privately, when she created it.

use crate::Tournaments;
use crate::server_roles::ServerRole;
use crate::state::{TState, TournamentStatus};
use crate::views::news_said;
use host::{RoleSource, View};

/// Who hands out `t`'s winner role: a repeating tournament with a role of
/// its own, its series; otherwise (the server's role, a one-off
/// tournament's own) the server's tournaments.
pub(crate) fn source(t: &TState) -> RoleSource {
    let in_series = t.repeat != crate::repeat::Repeat::None || t.follows.is_some();
    if t.winner_role.is_some() && in_series {
        RoleSource::Series(t.series.unwrap_or(t.id))
    } else {
        RoleSource::Tournaments
    }
}

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
        // Its own role was checked when it was attached; the server's is
        // checked against who created it.
        let role = match t.winner_role.clone() {
            Some(r) => r,
            None => match self.role(&guild, ServerRole::TournamentWinner).await {
                Ok(r) => r?,
                Err(e) => {
                    tracing::warn!("tournament {}: cannot read the winner role: {e}", t.id);
                    return None;
                }
            },
        };
        let names: Vec<String> = winners
            .iter()
            .map(|p| host::plain_text::member(&p.name))
            .collect();
        if t.winner_role.is_none()
            && let Err(withheld) = host::may_hand_out(t.role_grant.as_ref(), &role)
        {
            // Its organizer was told when she created it; the final
            // standings name the winners, and the admin's matter stays
            // off the public posts.
            tracing::info!(
                "tournament {}: {}",
                t.id,
                withheld
                    .words(host::Granter::Organizer)
                    .text(locale::Locale::EnUs)
            );
            return None;
        }
        // Said in the server's language in its audit log, and in the
        // organizer's if the change fails.
        let reason = locale::Words::new(locale::ids::ORGANIZING_WINNER_ROLE_REASON)
            .arg("tournament", t.name.as_str());
        let change = host::RoleChange {
            role: role.clone(),
            source: source(t),
            holders: winners.iter().map(|p| p.id.clone()).collect(),
            reason,
            organizer: Some(t.organizer.id.clone()),
        };
        let said = crate::words::winner_role_words(&names, &role, t);
        let mut v = news_said(t, said);
        v.role_change = Some(change);
        Some(v)
    }
}
