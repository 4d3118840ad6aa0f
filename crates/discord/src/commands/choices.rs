//! Options whose value a member picks from a list (`preset`, `color`,
//! `scope`, `bye`, `tiebreak`, ...), each declared once as a Rust type that
//! implements [`Choices`].
//!
//! A parameter of type [`Choice<T>`] is registered with Discord as a string
//! option whose choices are `T`'s values, as members type them (`cruise`,
//! `white`, `0.5`), and is parsed back into `T`. poise's own
//! `ChoiceParameter` would register numbered choices (`0`, `1`, `2`), so a
//! member could not type `preset:chess` and the values on the wire would
//! change with the order of a list. A [`Choices`] type with
//! [`Choices::NUMBERS`] (`best_of`) registers integer choices instead.
//! Discord's client offers only the registered choices, so a value the bot
//! would refuse cannot be sent.

use poise::serenity_prelude as serenity;

/// A closed list of option values, in the order Discord's client lists
/// them (at most 25, each 1 to 100 characters).
pub(crate) trait Choices: Copy + Send + Sync + 'static {
    /// Whether the values are whole numbers, registered as an integer
    /// option (`best_of:3`) rather than a string option.
    const NUMBERS: bool = false;
    /// Every value, in the order the client lists them.
    fn all() -> Vec<Self>;
    /// The value as members pick and type it, and as it is sent.
    fn value(self) -> &'static str;
    /// The name Discord's client shows for it (its value, unless the
    /// value is a code: `language:fr` shows "Français").
    fn name(self) -> &'static str {
        self.value()
    }
}

/// A parameter whose value is one of `T`'s (see the module's header).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Choice<T>(pub T);

impl<T: Choices> Choice<T> {
    /// The choice whose value is `text`, if any.
    fn named(text: &str) -> Option<T> {
        T::all().into_iter().find(|c| c.value() == text)
    }

    /// The values, as a refusal lists them: `a`, `b` or `c`.
    fn listed() -> String {
        let values: Vec<String> = T::all()
            .into_iter()
            .map(|c| format!("`{}`", c.value()))
            .collect();
        match values.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

#[poise::async_trait]
impl<T: Choices> poise::SlashArgument for Choice<T> {
    async fn extract(
        _: &serenity::Context,
        _: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<Self, poise::SlashArgError> {
        let text = match value {
            serenity::ResolvedValue::String(s) if !T::NUMBERS => s.to_string(),
            serenity::ResolvedValue::Integer(n) if T::NUMBERS => n.to_string(),
            _ => {
                return Err(poise::SlashArgError::new_command_structure_mismatch(
                    "expected one of the option's choices", // words-scan: skip (poise's mismatch detail: on_error logs it, the member reads discord-command-outdated)
                ));
            }
        };
        match Self::named(&text) {
            Some(c) => Ok(Choice(c)),
            None => {
                let why = format!("choose {}", Self::listed());
                Err(poise::SlashArgError::new_parse(why.into(), text))
            }
        }
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        if T::NUMBERS {
            T::all().into_iter().fold(
                builder.kind(serenity::CommandOptionType::Integer),
                |b, c| {
                    let n: i32 = c.value().parse().expect("a number choice is a number");
                    b.add_int_choice(c.name(), n)
                },
            )
        } else {
            T::all()
                .into_iter()
                .fold(builder.kind(serenity::CommandOptionType::String), |b, c| {
                    b.add_string_choice(c.name(), c.value())
                })
        }
    }
}

impl Choices for engine::Preset {
    fn all() -> Vec<Self> {
        engine::Preset::ALL.to_vec()
    }
    fn value(self) -> &'static str {
        self.name()
    }
}

impl Choices for host::ColorChoice {
    fn all() -> Vec<Self> {
        use host::ColorChoice as C;
        vec![C::White, C::Black, C::Random]
    }
    fn value(self) -> &'static str {
        self.name()
    }
}

impl Choices for tournament::repeat::Repeat {
    fn all() -> Vec<Self> {
        tournament::repeat::Repeat::ALL.to_vec()
    }
    fn value(self) -> &'static str {
        self.name()
    }
}

impl Choices for tournament::TournamentCreators {
    fn all() -> Vec<Self> {
        use tournament::TournamentCreators as C;
        vec![C::Everyone, C::Organizers]
    }
    fn value(self) -> &'static str {
        self.name()
    }
}

impl Choices for tournament::state::Tiebreak {
    fn all() -> Vec<Self> {
        tournament::state::Tiebreak::ALL.to_vec()
    }
    fn value(self) -> &'static str {
        self.name()
    }
}

impl Choices for tournament::state::Seeding {
    fn all() -> Vec<Self> {
        tournament::state::Seeding::ALL.to_vec()
    }
    fn value(self) -> &'static str {
        self.name()
    }
}

impl Choices for tournament::state::FinalGames {
    fn all() -> Vec<Self> {
        tournament::state::FinalGames::ALL.to_vec()
    }
    fn value(self) -> &'static str {
        self.name()
    }
}

/// The language of a server's public posts (`/settings language:`):
/// every shipped locale, shown by its own name, sent as its Discord code.
impl Choices for locale::Locale {
    fn all() -> Vec<Self> {
        locale::Locale::ALL.to_vec()
    }
    fn value(self) -> &'static str {
        self.code()
    }
    fn name(self) -> &'static str {
        self.own_name()
    }
}

/// The points of a Swiss's pairing-allocated bye (`bye:`), as
/// `tournament::state::parse_bye` reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ByePoints {
    One,
    Half,
    Zero,
}

impl Choices for ByePoints {
    fn all() -> Vec<Self> {
        vec![ByePoints::One, ByePoints::Half, ByePoints::Zero]
    }
    fn value(self) -> &'static str {
        match self {
            ByePoints::One => "1",
            ByePoints::Half => "0.5",
            ByePoints::Zero => "0",
        }
    }
}

/// The games of a knockout match (`best_of:`), an integer option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BestOf {
    One,
    Three,
    Five,
}

impl BestOf {
    /// The number of games.
    pub(crate) fn games(self) -> u32 {
        match self {
            BestOf::One => 1,
            BestOf::Three => 3,
            BestOf::Five => 5,
        }
    }
}

impl Choices for BestOf {
    const NUMBERS: bool = true;
    fn all() -> Vec<Self> {
        vec![BestOf::One, BestOf::Three, BestOf::Five]
    }
    fn value(self) -> &'static str {
        match self {
            BestOf::One => "1",
            BestOf::Three => "3",
            BestOf::Five => "5",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::SlashArgument;

    fn registered<T: Choices>() -> serde_json::Value {
        let o = serenity::CreateCommandOption::new(
            serenity::CommandOptionType::String,
            "x",
            "an option",
        );
        serde_json::to_value(Choice::<T>::create(o)).unwrap()
    }

    #[test]
    fn string_choices_are_registered_as_their_values() {
        let o = registered::<engine::Preset>();
        assert_eq!(o["type"], 3);
        let values: Vec<&str> = o["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap())
            .collect();
        let all: Vec<&str> = engine::Preset::ALL.iter().map(|p| p.name()).collect();
        assert_eq!(values, all);
        let bye = registered::<ByePoints>();
        assert_eq!(
            bye["choices"][1],
            serde_json::json!({"name": "0.5", "value": "0.5"})
        );
    }

    #[test]
    fn languages_are_shown_by_their_own_names_and_sent_as_discord_codes() {
        let o = registered::<locale::Locale>();
        assert_eq!(o["type"], 3);
        let choices = o["choices"].as_array().unwrap();
        assert_eq!(choices.len(), 13);
        assert_eq!(
            choices[3],
            serde_json::json!({"name": "Français", "value": "fr"})
        );
        for c in choices {
            let code = c["value"].as_str().unwrap();
            let l = locale::Locale::from_discord(code).expect("a shipped locale");
            assert_eq!(l.code(), code, "Discord's own code");
        }
    }

    #[test]
    fn best_of_registers_integer_choices_of_the_offered_matches() {
        let o = registered::<BestOf>();
        assert_eq!(o["type"], 4, "an integer option");
        let values: Vec<i64> = o["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_i64().unwrap())
            .collect();
        assert_eq!(values, [1, 3, 5]);
        let games: Vec<u32> = BestOf::all().into_iter().map(BestOf::games).collect();
        assert_eq!(
            games,
            tournament::state::BEST_OF,
            "the matches a knockout plays"
        );
        assert!(
            BestOf::all()
                .iter()
                .all(|b| b.value() == b.games().to_string())
        );
    }

    #[test]
    fn every_bye_value_is_read_by_the_tournament() {
        for b in ByePoints::all() {
            assert!(
                tournament::state::parse_bye(b.value()).is_ok_and(|p| p.is_some()),
                "{}",
                b.value()
            );
        }
    }

    #[test]
    fn a_refusal_lists_the_values() {
        assert_eq!(
            Choice::<ByePoints>::listed(),
            "`1`, `0.5` or `0`",
            "as a sentence"
        );
    }
}
