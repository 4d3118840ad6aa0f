//! A final place as the standings show it: the first three as medals
//! (🥇 🥈 🥉), the rest as numbers. Used by every final standings (a
//! tournament's in every format, a season's) and the web page, so a place
//! reads the same wherever it is shown.

/// The medal of final place `place`: 🥇, 🥈 or 🥉 for the first three,
/// `None` below.
pub fn medal(place: i64) -> Option<&'static str> {
    match place {
        1 => Some("🥇"),
        2 => Some("🥈"),
        3 => Some("🥉"),
        _ => None,
    }
}

/// The start of a final standings line: `🥇 ` for the first three, `4. `
/// below.
pub fn place_lead(place: i64) -> String {
    match medal(place) {
        Some(m) => format!("{m} "),
        None => format!("{place}. "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_three_places_are_medals_the_rest_numbers() {
        assert_eq!(place_lead(1), "🥇 ");
        assert_eq!(place_lead(2), "🥈 ");
        assert_eq!(place_lead(3), "🥉 ");
        assert_eq!(place_lead(4), "4. ");
        assert_eq!(medal(0), None);
    }
}
