# Seizoenen: de eigen ratings van een server voor een tijd.

## Weigeringen

season-only-in-servers = Seizoenen horen bij een server: gebruik deze opdracht in een van zijn kanalen.
season-unavailable = De seizoenen kunnen nu niet gelezen of opgeslagen worden (de database antwoordde niet): probeer het over een minuut opnieuw.
season-rules-gone = Dit seizoen is niet van deze server (misschien is het verwijderd): `/leaderboard scope:season` toont het huidige.
season-bad-name = **{ $name }** kan geen seizoen een naam geven: kies een naam van 1 tot { $max } tekens zonder `:` of backticks (bijv. `name:Winter 2026`).
season-bad-top = `top:{ $top }` valt buiten het bereik: de toprol gaat naar 1 tot { $max } leden.
season-still-open = Het seizoen **{ $name }** van deze server loopt nog: beëindig het met `/season end` (de eindstand wordt gepost) voordat je een nieuw start.
season-name-taken = Deze server had al een seizoen met de naam **{ $name }** (de stand: `/leaderboard scope:season season:{ $typed }`): kies een andere naam.
season-ended-already = Seizoen **{ $name }** is al afgelopen; de stand: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Deze server heeft geen lopend seizoen. Het laatste was **{ $name }** (afgelopen { $at }): bekijk het met `/leaderboard scope:season season:{ $typed }`. Een organisator start een nieuw met `/season start name:<text>`.
season-no-open-never = Deze server heeft nog geen seizoen gehad: een organisator (Server beheren of de organisatorrol) start er een met `/season start name:<text>`.
season-unknown = Deze server heeft geen seizoen met de naam **{ $name }**.
season-did-you-mean = Bedoelde je **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` is geen datum die ik kan lezen: schrijf een dag (2026-12-31, het seizoen eindigt als die voorbij is, UTC), een dag en tijd (2026-12-31 18:00, UTC, of 2026-12-31 18:00 Europe/Berlin), een Discord-tijdstempel (<t:1798675200>) of een periode vanaf nu (30d, 4w).
season-ends-passed = `ends:{ $text }` is { $at }, en dat is al voorbij: geef een tijd in de toekomst.
season-ends-too-far = `ends:{ $text }` is meer dan een jaar weg: een seizoen eindigt binnen een jaar (beëindig het eerder met `/season end`, wanneer je wilt).
season-only-organizers-start = Alleen leden met Server beheren of de toernooiorganisatorrol mogen een seizoen starten. Vraag het een van hen; `/leaderboard scope:season` toont het huidige.
season-only-organizers-end = Alleen leden met Server beheren of de toernooiorganisatorrol mogen een seizoen beëindigen. Vraag het een van hen; `/leaderboard scope:season` toont de stand tot nu toe.
season-only-managers = Alleen leden met Server beheren mogen de seizoensinstellingen wijzigen. Vraag het een serverbeheerder.
season-role-or-clear = Geef `top_role` (om hem in te stellen) of `clear:true` (om geen rol uit te delen), niet allebei.

## De start

season-started = 📅 **Seizoen { $name }** is begonnen (gestart door { $by }). Druk op **Regels** om te zien hoe het telt.
season-card-title = 📅 Seizoen { $name }
season-card-description = Elke ratingpartij op deze server telt ook voor het seizoen.
season-card-game = Spel
season-card-every-game = elk spel, elk met een eigen rating
season-card-pool = Rating
season-card-pool-value = seizoensratings vanaf 1500
season-card-players = Spelers
season-card-players-value = iedereen die hier een ratingpartij speelt
season-card-start = Begin
season-card-end = Einde
season-card-end-by-command = Wanneer een organisator `/season end` typt.
season-card-standings = Stand
season-card-footer = Seizoen #{ $id }. Druk op Regels voor de regels.
season-rules-button = Regels

## De regels

season-games-of = ratingpartijen { $preset }
season-games-every = ratingpartijen (elk spel met een eigen rating)
season-rules-ended = Het eindigde { $at }.
season-rules-ends = Het eindigt { $at } ({ $relative }).
season-rules-ends-by-command = Het eindigt wanneer een organisator `/season end` typt.
season-rules = 📜 **Seizoen { $name }**: zolang het loopt, tellen { $games } op deze server ook voor de eigen ratings van het seizoen, waarbij elk lid op 1500 begint (de globale rating van een speler verandert niets aan hoe het seizoen hem beoordeelt). Ratings met ? zijn voorlopig (weinig partijen); een seizoen rangschikt ze toch. { $ends } De eindstand wordt gepost in { $channel }, op seizoensrating, de eerste drie met medailles.
season-rules-top = Aan het einde krijgen de beste { $top } van de eindstand { $role } (als wie het startte die rol mag uitdelen).
season-rules-follow = Volg het met `/leaderboard scope:season`.

## De eindstand

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    } · { $record }
season-standings = 🏁 **Seizoen { $name }** is afgelopen: de eindstand in { $preset }.
season-standings-title = 🏁 Seizoen { $name } — eindstand
season-standings-more = … en nog { $count } in de tabelafbeelding.
season-standings-winner = Winnaar
season-standings-ran = Liep
season-standings-ran-value = { $from } tot { $to }
season-standings-footer = ? staat voor een voorlopige rating; scores zijn winst–remise–verlies.
season-no-games = **Seizoen { $name }** is afgelopen zonder ratingpartijen op deze server in die tijd: geen eindstand.
season-standings-unreadable = **Seizoen { $name }** is afgelopen, maar de eindstand kan nu niet gelezen worden (de database antwoordde niet); hij blijft bewaard: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } gaat naar { $names }.
season-role-line-many = { $role } gaat naar de { $count } leden bovenaan de stand.
season-role-reason = top { $top } van seizoen { $name }

## De instellingen

season-settings = { $saved ->
        [yes] Seizoensinstellingen opgeslagen
       *[no] Seizoensinstellingen
    }: aan het einde van een seizoen krijgen de beste { $top } van de eindstand { $role } (en wie hem van het vorige seizoen had, verliest hem). `clear:true` deelt geen rol uit.
season-settings-none = { $saved ->
        [yes] Seizoensinstellingen opgeslagen
       *[no] Seizoensinstellingen
    }: aan het einde van een seizoen wordt geen toprol uitgedeeld (stel er een in met `/season settings top_role:@role top:<n>`).

## De seizoensranglijst

season-board-ended = afgelopen { $at }
season-board-open-ends = loopt, eindigt { $at }
season-board-open-since = loopt sinds { $at }
season-board-title = **Ranglijst van seizoen { $name }** ({ $preset }, { $span }) · pagina { $page } van { $pages }
season-board-empty = Nog geen ratingpartijen { $preset } in dit seizoen.
season-board-provisional = Voorlopige ratings (met ?) worden in een seizoen ook gerangschikt.
season-board-your-place = Jouw plaats: { $rank }. { $line }
season-board-no-games = Je hebt in dit seizoen nog geen ratingpartijen { $preset }.

## De tabelafbeelding

season-table-title = Seizoen { $name } — eindstand
season-table-subtitle = { $preset } · { $players } · voorlopige ratings met ?
season-table-player = Speler
season-table-rating = Rating
season-table-games = Partijen
season-table-wins = W
season-table-draws = R
season-table-losses = V
