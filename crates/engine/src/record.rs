//! The game record: PGN whose move texts are SAN for ordinary moves,
//! flight notation for flights, `e4>e5>e6/c8e6` for shoot-downs, with tags
//! for the preset and options. Export then import gives the same game.
