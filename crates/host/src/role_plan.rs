//! What the bot does with a server role it hands out, decided when a
//! [`RoleChange`](crate::RoleChange) is applied (only then is it known who
//! has the role): who is recorded, given, taken and forgotten. Pure:
//! tested without a database or a server.
//!
//! The policy: the bot records a holder only when it gave the role to a
//! member who did not have it, per source ([`RoleSource`]), and it only
//! takes away what that same source recorded, and only when no other
//! source records it too. A member given the role by hand is never
//! recorded, so never touched; a tournament and a season sharing one role
//! never strip each other's holders.

use crate::ids::UserId;

/// Who hands out a role: the name its holders are recorded under.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum RoleSource {
    /// The server's tournament winner role, and one-off tournaments with
    /// their own: the role passes from winner to winner.
    Tournaments,
    /// A repeating tournament with its own winner role: its editions
    /// (the series named by its first edition's id).
    Series(i64),
    /// A season's top role.
    Season,
}

impl std::fmt::Display for RoleSource {
    /// As stored: `tournaments`, `series:<id>`, `season`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RoleSource::Tournaments => f.write_str("tournaments"),
            RoleSource::Series(id) => write!(f, "series:{id}"),
            RoleSource::Season => f.write_str("season"),
        }
    }
}

/// Where a member stands with a role on the server, read just before the
/// change is applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holding {
    /// A member who has the role.
    Has,
    /// A member who does not.
    Lacks,
    /// Not a member of the server (left, or never joined).
    NotMember,
}

/// What to do, in this order: record `record` under the change's source
/// (before giving, so that a crash leaves a record, never an unrecorded
/// role the bot gave), give `give`, take `take` (then forget them), and
/// forget `forget`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RolePlan {
    /// New holders to record under the source (before giving).
    pub record: Vec<UserId>,
    /// New holders to give the role to (recorded, lacking it).
    pub give: Vec<UserId>,
    /// Previous holders of the source to take the role from, then
    /// forget (no other source records them).
    pub take: Vec<UserId>,
    /// Previous holders of the source to forget without taking anything
    /// (another source records them, they no longer have it, or they left).
    pub forget: Vec<UserId>,
    /// New holders left alone: given the role by hand (it is theirs, not
    /// the bot's), or not members of the server.
    pub left_alone: Vec<UserId>,
}

/// The plan for making `holders` the holders of a role for `source`,
/// given every record of that role on the server (`records`: (source,
/// user) for all sources) and where each member stands with it
/// (`holding`, asked for each new holder and each user `source` recorded).
///
/// ```
/// use host::{Holding, RoleSource, role_plan};
/// let records = vec![("tournaments".to_string(), "old".to_string())];
/// let plan = role_plan(&RoleSource::Tournaments, &["new".to_string()], &records, |u| {
///     if u == "old" { Holding::Has } else { Holding::Lacks }
/// });
/// assert_eq!((plan.record, plan.give), (vec!["new".to_string()], vec!["new".to_string()]));
/// assert_eq!(plan.take, vec!["old".to_string()]);
/// ```
pub fn role_plan(
    source: &RoleSource,
    holders: &[UserId],
    records: &[(String, UserId)],
    holding: impl Fn(&UserId) -> Holding,
) -> RolePlan {
    let source = source.to_string();
    let ours = |u: &UserId| records.iter().any(|(s, x)| *s == source && x == u);
    let anyone = |u: &UserId| records.iter().any(|(_, x)| x == u);
    let others = |u: &UserId| records.iter().any(|(s, x)| *s != source && x == u);
    let mut plan = RolePlan::default();
    let mut seen: Vec<&UserId> = Vec::new();
    for u in holders {
        if seen.contains(&u) {
            continue;
        }
        seen.push(u);
        match holding(u) {
            Holding::NotMember => plan.left_alone.push(u.clone()),
            // Recorded by this source already: it stays theirs.
            Holding::Has if ours(u) => {}
            Holding::Lacks if ours(u) => plan.give.push(u.clone()),
            // On the server by hand, recorded by nobody: not the bot's.
            Holding::Has if !anyone(u) => plan.left_alone.push(u.clone()),
            // Given by another source: this one records them too, so
            // that the other's next award does not take it.
            Holding::Has => plan.record.push(u.clone()),
            Holding::Lacks => {
                plan.record.push(u.clone());
                plan.give.push(u.clone());
            }
        }
    }
    let mut previous: Vec<&UserId> = records
        .iter()
        .filter(|(s, u)| *s == source && !holders.contains(u))
        .map(|(_, u)| u)
        .collect();
    previous.dedup();
    for u in previous {
        if !others(u) && holding(u) == Holding::Has {
            plan.take.push(u.clone());
        } else {
            plan.forget.push(u.clone());
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(xs: &[&str]) -> Vec<UserId> {
        xs.iter().map(|s| s.to_string()).collect()
    }

    fn recs(xs: &[(&str, &str)]) -> Vec<(String, UserId)> {
        xs.iter()
            .map(|(s, u)| (s.to_string(), u.to_string()))
            .collect()
    }

    /// A server where `has` have the role, `gone` left, everyone else lacks it.
    fn server<'a>(has: &'a [&str], gone: &'a [&str]) -> impl Fn(&UserId) -> Holding + 'a {
        move |u| {
            if gone.contains(&u.as_str()) {
                Holding::NotMember
            } else if has.contains(&u.as_str()) {
                Holding::Has
            } else {
                Holding::Lacks
            }
        }
    }

    #[test]
    fn the_role_passes_from_the_previous_winner_to_the_new_one() {
        let plan = role_plan(
            &RoleSource::Tournaments,
            &ids(&["bob"]),
            &recs(&[("tournaments", "al")]),
            server(&["al"], &[]),
        );
        assert_eq!(
            plan,
            RolePlan {
                record: ids(&["bob"]),
                give: ids(&["bob"]),
                take: ids(&["al"]),
                ..RolePlan::default()
            }
        );
    }

    /// Contract 2: a role given by hand is never recorded, given or taken.
    #[test]
    fn a_member_given_the_role_by_hand_is_left_alone_as_winner_and_after() {
        // The winner already has it by hand: nothing recorded.
        let plan = role_plan(
            &RoleSource::Tournaments,
            &ids(&["hand"]),
            &[],
            server(&["hand"], &[]),
        );
        assert_eq!(plan.left_alone, ids(&["hand"]));
        assert!(plan.record.is_empty() && plan.give.is_empty());
        // The next winner: the hand-given member is not recorded, so not taken.
        let plan = role_plan(
            &RoleSource::Tournaments,
            &ids(&["bob"]),
            &[],
            server(&["hand"], &[]),
        );
        assert!(plan.take.is_empty() && plan.forget.is_empty(), "{plan:?}");
    }

    #[test]
    fn a_season_and_tournaments_sharing_a_role_never_strip_each_other() {
        // The season's top holds it; a tournament crowns someone else.
        let records = recs(&[("season", "top")]);
        let plan = role_plan(
            &RoleSource::Tournaments,
            &ids(&["champ"]),
            &records,
            server(&["top"], &[]),
        );
        assert!(plan.take.is_empty() && plan.forget.is_empty(), "{plan:?}");
        // The tournament crowns the season's top: recorded by both now.
        let plan = role_plan(
            &RoleSource::Tournaments,
            &ids(&["top"]),
            &records,
            server(&["top"], &[]),
        );
        assert_eq!(plan.record, ids(&["top"]));
        assert!(plan.give.is_empty() && plan.left_alone.is_empty());
        // The next season has another top: the tournaments' record keeps
        // the role on them; only the season's record goes.
        let both = recs(&[("season", "top"), ("tournaments", "top")]);
        let plan = role_plan(
            &RoleSource::Season,
            &ids(&["next"]),
            &both,
            server(&["top"], &[]),
        );
        assert_eq!((plan.take, plan.forget), (vec![], ids(&["top"])));
    }

    #[test]
    fn a_recorded_holder_who_lost_the_role_gets_it_back_and_leavers_are_forgotten() {
        let records = recs(&[("series:7", "al"), ("series:7", "cy"), ("series:7", "dee")]);
        let plan = role_plan(
            &RoleSource::Series(7),
            &ids(&["al", "al", "eve"]),
            &records,
            server(&["dee"], &["cy", "eve"]),
        );
        assert_eq!(plan.give, ids(&["al"]), "recorded but lacking: given again");
        assert!(plan.record.is_empty(), "{plan:?}");
        assert_eq!(plan.left_alone, ids(&["eve"]), "not a member");
        assert_eq!(plan.forget, ids(&["cy"]), "left the server");
        assert_eq!(plan.take, ids(&["dee"]));
    }

    #[test]
    fn sources_are_stored_by_name() {
        assert_eq!(RoleSource::Tournaments.to_string(), "tournaments");
        assert_eq!(RoleSource::Series(42).to_string(), "series:42");
        assert_eq!(RoleSource::Season.to_string(), "season");
    }
}
