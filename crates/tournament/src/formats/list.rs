//! The one list of tournament formats: a row each, `Variant = "name" =>
//! rules`, where `rules` is the format's [`FormatRules`] value, named from
//! [`crate::formats`] (its folder). The list makes two things and nothing
//! else: here, the [`Format`] every tournament stores (its name, in
//! kebab-case, is what the JSON holds); in [`crate::formats`], the
//! registry that hands out each format's rules. It is a macro so that a
//! format is registered in one line, while what a tournament stores stays
//! below the rules that play it (the state knows a format's name, never
//! its rules).
//!
//! [`FormatRules`]: crate::formats::FormatRules

/// Calls `$then!` with the rows of the list (see the module's header).
macro_rules! each_format {
    ($then:ident) => {
        $then! {
            /// A Swiss: FIDE Dutch pairings, round by round.
            Swiss = "swiss" => swiss::Swiss,
            /// A round robin: all play all (twice with `double`).
            RoundRobin = "round-robin" => round_robin::RoundRobin,
            /// An arena: the free players paired until its end.
            Arena = "arena" => arena::Arena,
            /// Single elimination: a bracket of matches.
            Knockout = "knockout" => knockout::SINGLE,
            /// Double elimination: a winners' and a losers' bracket.
            DoubleElimination = "double-elimination" => knockout::DOUBLE,
        }
    };
}
pub(crate) use each_format;

/// Makes [`Format`] from the rows.
macro_rules! format_enum {
    ($($(#[$doc:meta])* $variant:ident = $name:literal => $rules:path,)*) => {
        /// Which format a tournament is played in; stored as its name
        /// (`swiss`, `round-robin`, ...). Its rules:
        /// [`crate::formats::rules`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        pub enum Format {
            $($(#[$doc])* #[serde(rename = $name)] $variant,)*
        }

        impl Format {
            /// Every format, in the list's order.
            pub const ALL: &[Format] = &[$(Format::$variant,)*];

            /// Its name as typed and stored: `swiss`, `round-robin`, ...
            pub fn name(self) -> &'static str {
                match self {
                    $(Format::$variant => $name,)*
                }
            }
        }
    };
}

each_format!(format_enum);
