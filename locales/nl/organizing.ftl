# Toernooien organiseren: waarom een toernooiactie geweigerd is, aanmeldingen,
# vertrek, afgelastingen en de aanloop naar een geplande start.

## Weigeringen. $name: de naam van een toernooi (vet).

organizing-bad-format = Het toernooiformaat `{ $text }` ken ik niet: kies { $formats }.
organizing-not-an-option-of = `{ $option }` is geen optie van dit { $format }-toernooi: het is voor { $formats }-toernooien. Maak er een met { $create }, of laat `{ $option }` weg.
organizing-no-formats = geen
organizing-too-many-for-bracket = Een knock-outschema neemt hoogstens 128 spelers en er doen er { $have } mee: verwijder er een paar met /tournament kick, of speel in plaats daarvan een Zwitsers systeem.
organizing-match-result-or-winner = Geef óf `result` (de uitslag van de lopende partij van het duel, zoals `1-0`) óf `winner` (de speler die doorgaat), niet allebei en niet geen van beide.
organizing-bad-start = De starttijd `{ $text }` begrijp ik niet: schrijf `in 2h`, een UTC-tijd zoals `18:30`, een datum en tijd met een zone zoals `2026-12-04 19:00 Europe/Berlin`, een Discord-tijdstempel zoals `<t:1796497200>` of Unix-seconden; of laat hem leeg en start het toernooi zelf.
organizing-start-passed = De starttijd `{ $text }` is { $date }, en die is al voorbij: geef een tijd in de toekomst.
organizing-start-too-far = De starttijd `{ $text }` ligt meer dan 30 dagen vooruit: maak het toernooi dichter bij de datum aan.
organizing-unknown-zone = De tijdzone `{ $text }` ken ik niet: gebruik een IANA-naam zoals `Europe/Berlin`, `America/New_York` of `UTC`.
organizing-bad-no-show = De no-showtijd `{ $text }` begrijp ik niet: schrijf een getal en een eenheid, zoals `30s`, `2m`, `5m`, `1h` of `1d`, van 10 seconden tot 7 dagen, of laat hem leeg voor de standaard (5 minuten; 24 uur bij correspondentiebedenktijd).
organizing-bad-move-limit = De zetlimiet `{ $text }` begrijp ik niet: schrijf een getal en een eenheid, zoals `30s`, `2m`, `1h` of `1d`, van 10 seconden tot 14 dagen, of laat hem leeg voor de standaard (1 dag).
organizing-move-limit-with-clock = `move_limit` is voor toernooien zonder klok: met een bedenktijd begrenst de klok elke zet. Laat `move_limit` weg, of maak het toernooi aan met `time:none`.
organizing-bad-bye = Byepunten `{ $text }` zijn niet mogelijk: kies `1` (de standaard), `0.5` (of `½`) of `0`.
organizing-bad-name = Geef het toernooi een naam van 1 tot 80 tekens.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } ronde is
       *[other] { $rounds } ronden is
    } niet mogelijk: kies 1 tot 30 ronden, of laat het leeg voor een aantal dat bij de spelers past.
organizing-bad-minutes = Een arena van { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    } is niet mogelijk: kies 1 tot 1440 minuten.
organizing-no-tournament-here = Er is geen open of lopend toernooi in dit kanaal. Maak er een met /tournament create.
organizing-edit-after-start = **{ $name }** is begonnen: het kan alleen vóór de start worden bewerkt. De uitslagen zet je met `/tournament result`.
organizing-nothing-to-edit = Niets te wijzigen: geef `/tournament edit <format>` minstens één optie: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, bij een Zwitsers systeem `rounds` en `byes`, bij een arena `minutes`.
organizing-edit-other-format = **{ $name }** is een { $format }-toernooi: wijzig het met `/tournament edit { $format }`, niet met `/tournament edit { $asked }`.
organizing-edit-not-for-format = Dit { $format }-toernooi heeft geen `{ $option }` om te wijzigen: `{ $option }` is voor { $formats }-toernooien.
organizing-max-below-joined = { $joined ->
        [one] Er doet al { $joined } speler mee
       *[other] Er doen al { $joined } spelers mee
    }: `max_players` kan geen { $max } zijn. Geef { $joined } of meer, of verwijder eerst spelers.
organizing-choose-tournament = Dit kanaal heeft meerdere toernooien: { $choices }. Kies er een met de optie `tournament:` (die stelt ze voor terwijl je typt).
organizing-choices-more = nog { $count }
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Je hebt al { $limit } open toernooien op deze server ({ $open }), het maximum per lid. Rond er een af of annuleer er een (`/tournament cancel`) voordat je een nieuw aanmaakt.
organizing-no-such-tournament = Er is geen toernooi #{ $id }. Bekijk de toernooien van dit kanaal met /tournament standings.
organizing-already-joined = Je doet al mee aan **{ $name }**. Wacht tot het begint.
organizing-full = **{ $name }** is vol ({ $max ->
        [one] { $max } speler
       *[other] { $max } spelers
    }). Vraag de organisator om een plek, of doe mee aan een ander toernooi.
organizing-already-started = **{ $name }** is begonnen en neemt geen aanmeldingen meer aan (een volledige competitie geen na de start; een Zwitsers systeem geen meer zodra de laatste ronde is ingedeeld; een arena geen na het einde). Doe mee aan het volgende.
organizing-over = **{ $name }** is afgelopen. Bekijk de eindstand, of maak een nieuw toernooi.
organizing-not-joined = Je speelt niet mee in **{ $name }**. Doe mee met /tournament join zolang het open is.
organizing-not-running = **{ $name }** is nog niet begonnen: gebruik /tournament leave om eruit te gaan.
organizing-already-withdrawn = Je hebt **{ $name }** al verlaten.
organizing-not-organizer = Alleen de organisator ({ $organizer }), een lid met ‘Server beheren’ of een lid met de toernooiorganisatorrol van de server mag { $action }. Vraag een van hen (`/tournament settings` toont de rol).
organizing-organizer-action = { $action ->
        [add] spelers aan dit toernooi toevoegen
        [results] uitslagen in dit toernooi zetten
        [start] dit toernooi starten
        [cancel] dit toernooi afgelasten
        [pair] de volgende ronde van dit toernooi indelen
        [remove] spelers uit dit toernooi verwijderen
       *[other] dit toernooi bewerken
    }
organizing-too-few-players = Een toernooi van dit formaat heeft minstens { $needed ->
        [one] { $needed } speler
       *[other] { $needed } spelers
    } nodig en heeft er { $have }. Wacht tot er meer spelers meedoen.
organizing-round-in-progress = Ronde { $round } wordt nog gespeeld ({ $games }). De volgende ronde wordt vanzelf ingedeeld als de laatste partij afloopt.
organizing-round-in-progress-no-show = Een speler die om { $time } nog niet gezet heeft, verliest reglementair.
organizing-round-in-progress-under-way = De partijen zijn bezig: wacht tot ze aflopen.
organizing-arena-pairs-itself = **{ $name }** is een arena: vrije spelers worden vanzelf gekoppeld, er zijn geen ronden om in te delen.
organizing-no-more-rounds = Alle ronden van **{ $name }** zijn ingedeeld; het eindigt als de laatste partij afloopt.
organizing-not-in-tournament-game = Berserk is voor je eigen arenapartij, in de thread ervan, vóór je eerste zet.
organizing-berserk-too-late = Je kunt alleen berserk gaan vóór je eerste zet van de partij.
organizing-berserk-no-clock = Berserk halveert je klok: dit toernooi heeft geen klok.
organizing-no-abort = Toernooipartijen kunnen niet worden afgebroken. Geef op, of verlaat het toernooi met /tournament withdraw.
organizing-pairing-failed = De volgende ronde kon niet worden ingedeeld ({ $error }). De organisator kan het opnieuw proberen met /tournament pair.
organizing-not-swiss = Een TRF-bestand bestaat alleen voor toernooien volgens het Zwitsers systeem; in plaats daarvan is de PGN van elke partij bijgevoegd.
organizing-save-failed = Dat kon niet worden opgeslagen. Probeer het zo meteen nog eens.
organizing-bad-max-players = Hoogstens { $max ->
        [one] { $max } speler
       *[other] { $max } spelers
    } is niet mogelijk: kies van 2 tot 1.000 spelers, of laat het leeg voor 256.
organizing-bad-role = `{ $text }` is geen rol: kies een rol van deze server, of laat het leeg zodat iedereen mee kan doen.
organizing-needs-start-time = `{ $option }:` heeft een starttijd nodig: voeg `starts:` toe (zoals `in 2h`, `18:30 Europe/Berlin` of `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` is geen duur: schrijf hem als `10m`, `1h` of `1d`, of `0` voor geen herinnering.
organizing-bad-checkin = `{ $option }:{ $text }` is geen duur: schrijf hem als `10m`, `1h` of `1d`, of laat het leeg voor geen inchecken.
organizing-check-in-opens = Inchecken voor **{ $name }** opent { $when }: kom dan terug.
organizing-check-in-not-open = Voor **{ $name }** is inchecken nu niet open.
organizing-not-entered = Je doet niet mee aan **{ $name }**: druk eerst op Meedoen, dan op Inchecken.
organizing-bad-result = De uitslag `{ $text }` begrijp ik niet: schrijf `1-0`, `0-1`, `1/2` (remise; `½`, `½-½`, `1/2-1/2` en `0.5-0.5` werken ook), `+-` (wit wint reglementair), `-+` (zwart wint reglementair) of `0-0` (allebei reglementair verloren).
organizing-byes-swiss-only = **{ $name }** is geen Zwitsers systeem: halvepuntsbyes kun je alleen in een Zwitsers systeem aanvragen. Trek je terug als je niet verder kunt spelen.
organizing-byes-off = **{ $name }** geeft geen aangevraagde byes. Speel je partijen, of trek je terug als je niet verder kunt spelen.
organizing-no-byes-left = Je hebt { $allowed ->
        [one] je halvepuntsbye
       *[other] je { $allowed } halvepuntsbyes
    } in **{ $name }** al gebruikt. Speel je partijen, of trek je terug als je niet verder kunt spelen.
organizing-bye-already-requested = Je hebt al een halvepuntsbye aangevraagd voor ronde { $round } van **{ $name }**: je wordt daarin niet ingedeeld.
organizing-bye-too-late = De laatste ronde van **{ $name }** is ingedeeld: er is geen ronde meer om een bye in te nemen. Speel je partij, of trek je terug.
organizing-no-such-round = Er is geen ronde { $round }: { $rounds ->
        [0] er is nog geen ronde ingedeeld.
        [one] alleen ronde 1 is ingedeeld.
       *[other] ronden 1 tot en met { $rounds } zijn ingedeeld.
    }
organizing-no-such-board = Er is geen bord { $board } in ronde { $round }: { $boards ->
        [one] die heeft alleen bord 1.
       *[other] de borden zijn 1 tot en met { $boards }.
    }
organizing-bye-board = Bord { $board } van ronde { $round } is een bye: er is geen partij en geen uitslag om te zetten. Kies een bord met twee spelers.
organizing-results-not-started = **{ $name }** is nog niet begonnen: er zijn geen uitslagen om te zetten.
organizing-results-over = **{ $name }** is afgelopen: de uitslagen zijn definitief en kunnen niet meer worden gewijzigd.
organizing-results-cancelled = **{ $name }** is afgelast: er zijn geen uitslagen om te zetten.
organizing-missing-role = Je hebt de rol { $role } nodig om mee te doen aan **{ $name }**.
organizing-too-few-rated-games = **{ $name }** vraagt minstens { $needed } in { $preset }; jij hebt er { $have }. Speel er nog { $more } en meld je opnieuw aan.
organizing-already-berserk = Je bent in deze partij al berserk gegaan.
organizing-unpairable = De volgende ronde van **{ $name }** kan na ronde { $round } niet worden ingedeeld: elke overgebleven koppeling zou een herhaling of een tweede bye zijn. Het toernooi eindigt hier.
organizing-bad-repeat = `{ $text }` is geen herhaling: kies none, daily, weekly of monthly.
organizing-bad-zone = `{ $text }` is geen tijdzone die ik ken. Geef een IANA-naam zoals `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` of `UTC` (zie https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); er is niets gewijzigd.

## Aanmeldingen, vertrek, afgelastingen en de aanloop naar de start (berichten).

organizing-back = { $player } is terug in { $tournament }: wordt weer gekoppeld zodra er een tegenstander vrij is.
organizing-left = { $player } heeft { $tournament } verlaten.
organizing-removed = { $player } is uit { $tournament } verwijderd: een lopende partij is reglementair verloren.
organizing-withdrew = { $player } heeft zich teruggetrokken uit { $tournament }: een lopende partij is reglementair verloren.
organizing-added = { $mention }, { $by } heeft je (**{ $player }**) toegevoegd aan { $tournament }. Speel je niet mee? Druk hieronder op **Verlaten** (of `/tournament leave`).
organizing-cancelled = { $tournament } is afgelast door de organisator.
organizing-cancelled-too-few = { $tournament } is afgelast: { $players } aangemeld, er zijn er minstens { $min } nodig.
organizing-cancelled-too-few-checked-in = { $tournament } is afgelast: { $players } ingecheckt, er zijn er minstens { $min } nodig.
organizing-run-up = ⏰ { $tournament } begint { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } begint { $date }. Inchecken is open: druk hieronder op Inchecken voordat het { $countdown } sluit, anders word je bij de start afgemeld.
organizing-withdrawn-absent = { $names } { $count ->
        [one] heeft niet ingecheckt voor { $tournament } en is afgemeld.
       *[other] hebben niet ingecheckt voor { $tournament } en zijn afgemeld.
    }
organizing-withdrawn-absent-late = Later meedoen kan nog: druk op Meedoen.
organizing-checked-in = Je bent ingecheckt voor { $tournament }. Het begint { $countdown }.

## Elders.

organizing-calendar-description = { $format }-toernooi in { $preset }, { $time }. Doe mee met de knop Meedoen in de aankondiging.
organizing-winner-role-reason = winnaar van { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Een knock-outschema neemt 2 tot 128 spelers, niet { $players }: splits het veld of speel eerst een Zwitsers systeem.
organizing-bracket-third-place = Een schema van 2 spelers heeft geen halve finales, dus geen duel om de derde plaats: laat het weg of neem minstens 3 spelers.
organizing-bracket-match-name = '{ $text }' is geen naam van een duel: schrijf W<ronde>-<n>, L<ronde>-<n>, GF1, GF2 of 3P (bijvoorbeeld W1-2).
organizing-bracket-no-such-match = Er is geen duel { $match } in dit schema: bekijk de lijst met duels om hun namen te zien.
organizing-bracket-not-ready = { $match } is nog niet klaar: de twee spelers zijn nog niet allebei bekend; voer eerst de duels ervoor in.
organizing-bracket-walkover = { $match } is een reglementaire overwinning: { $seed } gaat door zonder te spelen, dus er kan geen uitslag worden ingevoerd.
organizing-bracket-walkover-open = { $match } is een reglementaire overwinning: één plek is leeg, dus wie de andere krijgt, gaat door zonder te spelen; er kan geen uitslag worden ingevoerd.
organizing-bracket-empty = { $match } wordt nooit gespeeld: beide plekken zijn leeg; er kan geen uitslag worden ingevoerd.
organizing-bracket-no-reset = GF2 wordt niet gespeeld: { $seed } won GF1 vanuit het winnaarsschema en het schema is klaar.
organizing-bracket-already-decided = { $match } is al beslist ({ $winner } won): een uitslag wordt maar één keer ingevoerd.
organizing-bracket-not-in-match = { $seed } speelt niet in { $match }, dat is { $a } tegen { $b }: noem een van hen als winnaar.
