//! A knockout tournament's bracket on its page: the bracket picture as
//! inline SVG ([`render::bracket::BracketCard::svg`]), readable without
//! JavaScript, every decided match a link to its games. The SVG holds no
//! script and no inline style (colours are presentation attributes), so the
//! site's Content-Security-Policy lets it through; names in it are escaped
//! by the renderer. A wide bracket scrolls sideways in its own box
//! (`.bracket` in the style sheet) instead of widening the page.

use crate::language::Lang;
use locale::ids;
use render::bracket::BracketCard;

/// The page's bracket section: a heading, a line on the links, the picture.
pub(crate) fn bracket_section(lang: &Lang, card: &BracketCard) -> String {
    format!(
        "<h2>{}</h2><p>{}</p><div class=\"bracket\">{}</div>",
        lang.t(ids::WEB_BRACKET, &[]),
        lang.t(ids::WEB_BRACKET_LINKS, &[]),
        card.svg()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use pairing::bracket::{Bracket, Format, GrandFinal, MatchId};
    use std::collections::HashMap;

    #[test]
    fn the_section_draws_the_bracket_with_every_match_linked() {
        let mut bracket = Bracket::new(
            4,
            Format::Double {
                grand_final: GrandFinal::Simple,
            },
        )
        .unwrap();
        let mut links = HashMap::new();
        for (game, (id, winner)) in [("W1-1", 1), ("W1-2", 2), ("L1-1", 3)]
            .into_iter()
            .enumerate()
        {
            let id: MatchId = id.parse().unwrap();
            bracket.record(id, winner).unwrap();
            links.insert(id, format!("/games/{}", 40 + game));
        }
        let card = BracketCard {
            bracket,
            names: vec![
                "Ann".into(),
                "<script>alert(1)</script>".into(),
                "Cy".into(),
                "Dee".into(),
            ],
            scores: HashMap::new(),
            links,
            labels: tournament::formats::knockout::bracket_labels(locale::Locale::EnUs),
        };
        let html = bracket_section(&Lang::en(), &card);
        assert!(html.starts_with("<h2>Bracket</h2>"));
        assert!(html.contains("<div class=\"bracket\"><svg "));
        assert_eq!(html.matches("<a href=").count(), 3);
        for game in 40..43 {
            assert!(
                html.contains(&format!("<a href=\"/games/{game}\">")),
                "{game}"
            );
        }
        // Names are there, escaped; nothing the CSP would block.
        assert!(html.contains(">Ann</text>"));
        assert!(html.contains("&lt;script&gt;"));
        assert!(!html.contains("<script"));
        assert!(!html.contains("style=") && !html.contains("<style"));
        assert!(
            !html.contains("javascript:")
                && !html.contains(" onclick=")
                && !html.contains(" onload=")
        );
        // The style sheet gives the box its scroll bar.
        assert!(include_str!("../static/site.css").contains(".bracket{"));
    }
}
