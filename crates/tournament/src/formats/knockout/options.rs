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
        let tiebreak = chosen(
            &setup.tiebreak,
            &Tiebreak::ALL,
            Tiebreak::name,
            KnockoutRefusal::BadTiebreak,
        )?
        .unwrap_or_default();
        if tiebreak == Tiebreak::Armageddon && !matches!(time, host::TimeControl::Live { .. }) {
            return Err(KnockoutRefusal::ArmageddonUntimed);
        }
        let grand_final = match chosen(
            &setup.grand_final,
            &FinalGames::ALL,
            FinalGames::name,
            KnockoutRefusal::BadGrandFinal,
        )? {
            None => FinalGames::Double,
            Some(_) if !double => return Err(KnockoutRefusal::GrandFinalInSingle),
            Some(g) => g,
        };
        let third_place = setup.third_place.unwrap_or(false);
        if third_place && double {
            return Err(KnockoutRefusal::ThirdPlaceInDouble);
        }
        let seeding = chosen(
            &setup.seeding,
            &Seeding::ALL,
            Seeding::name,
            KnockoutRefusal::BadSeeding,
        )?
        .unwrap_or_default();
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

/// The choice among `all` typed as `typed` (by its `name`, any case);
/// `None` when none was typed; refused as `refused` of what was typed.
fn chosen<T: Copy>(
    typed: &Option<String>,
    all: &[T],
    name: fn(T) -> &'static str,
    refused: fn(String) -> KnockoutRefusal,
) -> Result<Option<T>, KnockoutRefusal> {
    let word = typed.as_deref().unwrap_or("").trim().to_ascii_lowercase();
    if word.is_empty() {
        return Ok(None);
    }
    all.iter()
        .copied()
        .find(|c| name(*c) == word)
        .map(Some)
        .ok_or_else(|| refused(typed.clone().unwrap_or_default()))
}
