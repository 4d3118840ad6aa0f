//! Who may make a server's role a prize: the server's tournament winner
//! role and a season's top role are handed out by what a member sets up
//! (a tournament, a series, a season). Without a rule, any member could
//! create a tournament, add a friend, have the friend resign and be
//! crowned with the server's role, taking it from its holder.
//!
//! The rule: a server role is handed out only through what was set up by
//! a member who could give that role on Discord herself (the server's
//! owner, an Administrator, or Manage Roles with the role below her
//! highest). The frontend decides that when the thing is set up, against
//! the server's role of that moment, and the decision is stored with it
//! ([`RoleGrant`]); when the role is handed out, [`may_hand_out`] is the
//! one check, for tournaments, series (an edition keeps its series'
//! grant) and seasons alike.
//!
//! What was stored before grants were kept has none (`None`): it hands
//! its role out as it did then, so that a tournament or season under way
//! at an upgrade keeps the prize its announcement promised.

use serde::{Deserialize, Serialize};

/// What the frontend decided, when a tournament, series or season was set
/// up, of its creator and the server's role it would hand out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleGrant {
    /// The server's role then (its id); `None`: the server had none set.
    pub role: Option<String>,
    /// Whether the creator could give `role` on Discord herself.
    pub may_give: bool,
}

impl RoleGrant {
    /// The decision for a server without such a role: none may be handed
    /// out until one is set and checked with a new creation.
    pub fn no_role() -> RoleGrant {
        RoleGrant {
            role: None,
            may_give: false,
        }
    }

    /// A creator who could (`may_give`) or could not give `role`.
    pub fn of(role: impl Into<String>, may_give: bool) -> RoleGrant {
        RoleGrant {
            role: Some(role.into()),
            may_give,
        }
    }
}

/// Why a server role is not handed out: worded by [`Withheld::words`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Withheld {
    /// Its creator could not give the role herself.
    CannotGive {
        /// The role (its id).
        role: String,
    },
    /// The server's role was set or changed after it was created, so its
    /// creator's right to give this one was never checked.
    SetSince {
        /// The role (its id).
        role: String,
    },
}

/// Who set up a server role to hand out, as [`Withheld::words`] names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Granter {
    /// The reader.
    You,
    /// The tournament's organizer.
    Organizer,
    /// The member who started the season.
    SeasonStarter,
    /// Named as it is.
    Named(String),
}

impl Withheld {
    /// The sentence members read, in no language yet, `granter` naming
    /// who set it up.
    ///
    /// ```
    /// use host::{Granter, Withheld};
    /// use locale::Locale;
    /// let w = Withheld::CannotGive { role: "7".into() };
    /// assert!(w.words(Granter::You).text(Locale::EnUs).contains("you cannot give <@&7>"));
    /// ```
    pub fn words(&self, granter: Granter) -> locale::Words {
        use locale::{Words, ids};
        let (key, name) = match granter {
            Granter::You => ("you", String::new()),
            Granter::Organizer => ("organizer", String::new()),
            Granter::SeasonStarter => ("season", String::new()),
            Granter::Named(n) => ("other", n),
        };
        let (id, role) = match self {
            Withheld::CannotGive { role } => (ids::SETTINGS_ROLE_CANNOT_GIVE, role),
            Withheld::SetSince { role } => (ids::SETTINGS_ROLE_SET_SINCE, role),
        };
        Words::new(id)
            .arg("granter", key)
            .arg("name", name)
            .arg("role", role)
    }
}

/// Whether the server's role `role` may be handed out through what was
/// set up with `grant` (`None`: stored before grants were kept, handed
/// out as then). The one rule for every server role the bot hands out.
pub fn may_hand_out(grant: Option<&RoleGrant>, role: &str) -> Result<(), Withheld> {
    let Some(g) = grant else { return Ok(()) };
    let withheld = |checked: bool| {
        let role = role.to_string();
        match checked {
            true => Withheld::CannotGive { role },
            false => Withheld::SetSince { role },
        }
    };
    match g.role.as_deref() {
        Some(r) if r == role && g.may_give => Ok(()),
        Some(r) if r == role => Err(withheld(true)),
        _ => Err(withheld(false)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_creator_who_could_give_the_role_hands_it_out() {
        assert_eq!(may_hand_out(Some(&RoleGrant::of("7", true)), "7"), Ok(()));
    }

    #[test]
    fn a_creator_who_could_not_give_it_hands_out_nothing() {
        let w = may_hand_out(Some(&RoleGrant::of("7", false)), "7").unwrap_err();
        assert_eq!(w, Withheld::CannotGive { role: "7".into() });
        let said = |g: Granter, l: locale::Locale| w.words(g).text(l);
        let en = locale::Locale::EnUs;
        assert!(
            said(Granter::Organizer, en)
                .starts_with("No server role is handed out: its organizer cannot give <@&7>")
        );
        assert!(said(Granter::You, en).contains(": you cannot give <@&7>"));
        assert!(
            said(Granter::SeasonStarter, en)
                .contains(": the member who started the season cannot give <@&7>")
        );
        assert!(said(Granter::Named("bob".into()), en).contains(": bob cannot give <@&7>"));
        // Said in the reader's language, the role's mention kept.
        let de = said(Granter::You, locale::Locale::De);
        assert!(de.contains("<@&7>") && !de.contains("cannot give"), "{de}");
    }

    #[test]
    fn a_role_set_or_changed_since_the_creation_was_never_checked() {
        let set_since = Withheld::SetSince { role: "8".into() };
        assert_eq!(
            may_hand_out(Some(&RoleGrant::of("7", true)), "8"),
            Err(set_since.clone())
        );
        assert_eq!(
            may_hand_out(Some(&RoleGrant::no_role()), "8"),
            Err(set_since.clone())
        );
        let en = set_since.words(Granter::You).text(locale::Locale::EnUs);
        assert!(
            en.contains("<@&8> became the server's role after this was set up, so whether you may give it was never checked"),
            "{en}"
        );
    }

    #[test]
    fn what_was_stored_before_grants_hands_its_role_out_as_then() {
        assert_eq!(may_hand_out(None, "7"), Ok(()));
    }
}
