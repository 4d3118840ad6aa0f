//! Reading a knockout's options ([`KnockoutSetup`]) into its settings
//! ([`Knockout`]): defaults, and refusals as sentences.

use super::model::{
    BEST_OF, FinalGames, Knockout, KnockoutRefusal, KnockoutSetup, Seeding, Tiebreak,
};

impl Knockout {
    /// The settings `setup` gives a single (or `double`) elimination
    /// with clock `time`; refused with the sentence of what is wrong.
    pub fn new(
        double: bool,
        setup: &KnockoutSetup,
        time: host::TimeControl,
    ) -> Result<Knockout, KnockoutRefusal> {
        let best_of = setup.best_of.unwrap_or(1);
        if !BEST_OF.contains(&best_of) {
            return Err(KnockoutRefusal::BadBestOf(best_of));
        }
        let word = |s: &Option<String>| s.as_deref().map(|s| s.trim().to_ascii_lowercase());
        let tiebreak = match word(&setup.tiebreak).as_deref() {
            None | Some("") => Tiebreak::default(),
            Some(w) => Tiebreak::ALL
                .into_iter()
                .find(|t| t.name() == w)
                .ok_or_else(|| {
                    KnockoutRefusal::BadTiebreak(setup.tiebreak.clone().unwrap_or_default())
                })?,
        };
        if tiebreak == Tiebreak::Armageddon && !matches!(time, host::TimeControl::Live { .. }) {
            return Err(KnockoutRefusal::ArmageddonUntimed);
        }
        let grand_final = match word(&setup.grand_final).as_deref() {
            None | Some("") => FinalGames::Double,
            _ if !double => return Err(KnockoutRefusal::GrandFinalInSingle),
            Some(w) => FinalGames::ALL
                .into_iter()
                .find(|g| g.name() == w)
                .ok_or_else(|| {
                    KnockoutRefusal::BadGrandFinal(setup.grand_final.clone().unwrap_or_default())
                })?,
        };
        let third_place = setup.third_place.unwrap_or(false);
        if third_place && double {
            return Err(KnockoutRefusal::ThirdPlaceInDouble);
        }
        let seeding = match word(&setup.seeding).as_deref() {
            None | Some("") => Seeding::default(),
            Some(w) => Seeding::ALL
                .into_iter()
                .find(|s| s.name() == w)
                .ok_or_else(|| {
                    KnockoutRefusal::BadSeeding(setup.seeding.clone().unwrap_or_default())
                })?,
        };
        Ok(Knockout {
            best_of,
            tiebreak,
            grand_final,
            third_place,
            seeding,
            decided: Vec::new(),
        })
    }
}
