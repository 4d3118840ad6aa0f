# Duur en aantallen (bron: en-US). Meervoud: one, other.

## Duur, in de grootste hele eenheid.

duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } seconden
}
duration-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
duration-hours = { $count } uur
duration-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}

## De aankondiging van een toernooi.

tournament-rounds = { $count ->
    [one] { $count } ronde.
   *[other] { $count } rondes.
}
tournament-max-players = { $count ->
    [one] Maximaal { $count } speler.
   *[other] Maximaal { $count } spelers.
}

## Aantallen, binnen een zin.

count-rounds = { $count ->
    [one] { $count } ronde
   *[other] { $count } rondes
}
count-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
count-matches = { $count ->
    [one] { $count } duel
   *[other] { $count } duels
}
count-rated-games = { $count ->
    [one] { $count } ratingpartij
   *[other] { $count } ratingpartijen
}

## De berichten van een toernooi (crates/tournament).

tournament-point-one = 1 punt
tournament-point-half = ½ punt
tournament-points = { $points } punten
tournament-entrants-more = { $names } en nog { $more } (`/tournament standings` toont iedereen)

tournament-result-forfeit = { $loser } verloor reglementair van { $winner }.
tournament-result-both-forfeit = { $white } en { $black } verloren allebei reglementair.
tournament-result-requested-bye = { $player }: aangevraagde bye (½ punt).
tournament-result-in-progress = { $white } tegen { $black }: bezig

tournament-board-requested-bye = { $number }. { $player }: aangevraagde bye (½ punt)
tournament-board-bye = { $number }. { $player }: bye ({ $worth })
tournament-board-game = { $number }. { $white } (wit) tegen { $black } (zwart)
tournament-round-header = { $tournament }: ronde { $round } van { $rounds }
tournament-first-move-by = Doe je eerste zet binnen { $duration } (de tijd loopt af { $stamp }), anders verlies je reglementair.

## De aankondiging.

tournament-no-clock = zonder klok
tournament-created = { $tournament } door { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , koningsslag
       *[other] {""}
    }, { $rated ->
        [yes] met rating
       *[other] vriendschappelijk
    }.
tournament-rule-first-move = Doe je eerste zet binnen { $duration }, anders verlies je reglementair.
tournament-rule-move-limit = Zonder klok heeft elke zet { $duration }: een speler die die tijd laat verstrijken, verliest de partij.
tournament-entry = Deelname: { $conditions }.
tournament-entry-role = leden met { $role }
tournament-entry-min-games = minstens { $games } in { $preset }
tournament-winner-gets = De winnaar krijgt { $role }.
tournament-starts = Begint { $date } ({ $countdown }).
tournament-checkin-opens = Inchecken opent { $at }: spelers die bij de start niet hebben ingecheckt, worden teruggetrokken.
tournament-checkin-opens-short = Inchecken opent { $at }.
tournament-repeats = Herhaalt { $repeat ->
        [daily] dagelijks
        [monthly] maandelijks
       *[weekly] wekelijks
    } (editie { $edition }).
tournament-repeats-at = Herhaalt { $repeat ->
        [daily] dagelijks
        [monthly] maandelijks
       *[weekly] wekelijks
    } (editie { $edition }), om { $time } { $zone }.
tournament-organizer-starts = De organisator start het.
tournament-announcement = 🏆 { $tournament } door { $organizer }. { $status }
tournament-status-open = Open: druk op Meedoen om mee te spelen.
tournament-status-finished = Afgelopen: de eindstand staat hieronder.
tournament-status-cancelled = Geannuleerd.
tournament-status-running = Bezig: ronde { $round } van { $rounds }.
tournament-late-entries-until-last = Laat instappen kan tot de laatste ronde begint: druk op Meedoen.
tournament-no-entrants = Nog geen deelnemers: druk op Meedoen.
tournament-entrants = Deelnemers ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (teruggetrokken)
tournament-game = { $preset }{ $strikes ->
        [yes] , koningsslag
       *[other] {""}
    }, { $rated ->
        [yes] met rating
       *[other] vriendschappelijk
    }
tournament-card-footer = Toernooi #{ $id }. Druk op Regels voor de regels.

tournament-field-format = Vorm
tournament-field-game = Spel
tournament-field-time = Bedenktijd
tournament-field-rounds = Ronden
tournament-field-byes = Byes
tournament-field-length = Duur
tournament-field-players = Spelers
tournament-field-start = Start
tournament-field-entry = Deelname
tournament-field-winner = Winnaar
tournament-rounds-at-start = bepaald bij de start
tournament-rounds-by-players = naar het aantal spelers

tournament-button-join = Meedoen
tournament-button-leave = Verlaten
tournament-button-check-in = Inchecken
tournament-button-rules = Regels

## De start.

tournament-started = { $tournament } is begonnen. Plaatsing:
tournament-seed = { $seed }. { $player } ({ $rating })

## De regels van de vormen.

tournament-double-round-robin = Dubbele volledige competitie.
tournament-swiss-bye-worth = Een bye is { $worth } waard.
tournament-swiss-no-requested-byes = Halvepunt-byes kunnen niet worden aangevraagd.
tournament-swiss-requested-byes = { $count ->
    [one] Elke speler mag { $count } halvepunt-bye aanvragen (½ punt, die ronde niet ingedeeld).
   *[other] Elke speler mag tot { $count } halvepunt-byes aanvragen (elk ½ punt, die ronde niet ingedeeld).
}
tournament-swiss-byes-fact-none = { $worth }; geen op aanvraag
tournament-swiss-byes-fact = { $worth }; { $count } op aanvraag (½)
tournament-arena-length = { $count ->
    [one] { $count } minuut.
   *[other] { $count } minuten.
}
tournament-arena-running = Bezig: eindigt om { $end }. Laat instappen welkom: druk op Meedoen.
tournament-arena-ends = De arena eindigt { $end }.
tournament-arena-games = { $tournament }: partijen
tournament-arena-game = { $tournament }: { $white } (wit) tegen { $black } (zwart)
tournament-knockout-running = Bezig: het schema hieronder toont de stand.
tournament-knockout-match = { $best ->
        [1] Elk duel is één partij
       *[other] Elk duel is best of { $best } (de kleuren wisselen)
    }{ $tiebreak ->
        [replay] ; een gelijk duel wordt herspeeld met omgekeerde kleuren tot een partij beslist (hoogstens 3, daarna gaat de hoogst geplaatste door).
        [armageddon] ; een gelijk duel gaat naar één armageddonpartij: zwart heeft 4/5 van de tijd van wit en remise telt voor zwart.
       *[seed] ; bij een gelijk duel gaat de hoogst geplaatste door.
    }
tournament-knockout-grand-final-reset = Grote finale met reset: wint de winnaar van de verliezersronde die, dan beslist een tweede.
tournament-knockout-grand-final = Eén duel als grote finale.
tournament-knockout-third-place = De verliezers van de halve finales spelen om de derde plaats.
tournament-knockout-seeded-rating = Geplaatst op rating.
tournament-knockout-seeded-join = Geplaatst in volgorde van aanmelden.
tournament-knockout-seeded-random = Willekeurig geplaatst.
tournament-knockout-new-games = { $tournament }: nieuwe partijen
tournament-knockout-game = { $match }: { $white } (wit) tegen { $black } (zwart)

## Stand.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = stand na ronde { $round }
tournament-standings-now-round = stand nu, ronde { $round } bezig
tournament-standings-now = stand nu
tournament-standings-final = eindstand
tournament-standings-not-started = (niet begonnen)
tournament-standings-joined = { $players } tot nu toe: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (teruggetrokken)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz cut 1 (punten van de tegenstanders, zonder de laagste)
tournament-tiebreak-bh = Buchholz (punten van de tegenstanders)
tournament-tiebreak-sb = Sonneborn-Berger (punten van de verslagen tegenstanders, de helft bij remise)
tournament-tiebreak-win = gewonnen ronden
tournament-tiebreak-won = aan het bord gewonnen partijen
tournament-tiebreak-de = onderling resultaat (uitslagen tussen de gelijk geëindigde spelers)

## Het einde.

tournament-over-unpairable = { $tournament } is voorbij na ronde { $round }: de volgende ronde kan niet worden ingedeeld ({ $why }).
tournament-over = 🏆 { $tournament } is voorbij! Gefeliciteerd, { $winners }!
tournament-names-and-more = { $names } en nog { $more }
tournament-final-title = 🏆 { $name }: eindstand
tournament-final-footer = Toernooi #{ $id }
tournament-final-more = … en nog { $count }: `/tournament standings` toont iedereen.

tournament-late-join-by-rounds = { $player } deed laat mee aan { $tournament }, vanaf ronde { $round }; gemiste ronden: { $missed }, elk ongespeeld (0 punten).
tournament-swiss-bye-taken = { $player } neemt een halvepunt-bye in ronde { $round } van { $tournament }: niet ingedeeld, ½ punt. Resterende byes: { $left }.

# Waarom de volgende ronde van een Zwitsers systeem niet kan worden ingedeeld.
tournament-unpairable-rematch-or-bye = elke resterende indeling zou een herhaling of een tweede bye zijn

## Uitslagen vastgesteld door de organisator, berserk, het verslag, de winnaarsrol.

tournament-result-forfeit-phrase = { $loser } verloor reglementair van { $winner }
tournament-result-both-forfeit-phrase = { $white } en { $black } verloren allebei reglementair
tournament-adjudicated = Uitslag vastgesteld door { $by } in { $tournament }: ronde { $round }, bord { $board }: { $result } ({ $was }).
tournament-adjudicated-was = was { $score }
tournament-adjudicated-stopped = de partij wordt gestopt
tournament-berserk = { $player } gaat berserk: de helft van de klok voor een bonuspunt bij winst!
tournament-record = Het verslag van { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } delen de eerste plaats in **{ $tournament }** en hebben nu { $role }.
       *[no] 🏆 { $winners } wint **{ $tournament }** en heeft nu { $role }.
    }

## `/tournament edit` en `/tournament list`.

tournament-edited = ✏️ { $by } heeft in { $tournament } gewijzigd: { $what }.
tournament-edited-start = Het begint nu { $date } ({ $countdown }).
tournament-edited-shown = De aankondiging toont het zoals het nu is.
tournament-edited-field = { $field ->
        [name] de naam
        [start] de start
        [rounds] de ronden
        [byes] de byes
        [minutes] de minuten
        [time-control] de bedenktijd
        [most-players] het maximum aantal spelers
        [no-show-time] de wachttijd bij afwezigheid
        [move-limit] de tijd per zet
       *[other] { $text }
    }
tournament-list-none = Er is op deze server geen toernooi open, gepland of bezig. Maak er een met `/tournament create` (`repeat:weekly` maakt er een reeks van).
tournament-list-header = Toernooien van deze server ({ $count }):
tournament-list-line = • { $tournament } in { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = begint { $date } ({ $countdown })
tournament-list-open = open, de organisator start het
tournament-list-running-round = bezig, ronde { $round } van { $rounds }
tournament-list-running-ends = bezig, eindigt om { $end }
tournament-list-repeats = ; herhaalt { $repeat ->
        [daily] dagelijks
        [monthly] maandelijks
       *[weekly] wekelijks
    }{ $at } (editie { $edition })
tournament-list-repeats-at = , om { $time } { $zone }
tournament-list-more = … en nog { $count }.

## Arena's: laat meedoen, niet komen opdagen; de kolommen van de stand-afbeelding.

tournament-arena-late-join = { $player } doet mee aan { $tournament }: ingedeeld zodra een tegenstander vrij is.
tournament-arena-no-show = { $result } { $player } zette niet op tijd en is gepauzeerd: druk op Meedoen in de aankondiging of gebruik /tournament join om weer ingedeeld te worden.
tournament-column-points = Punten
tournament-column-matches-won = Duels gewonnen
tournament-column-streak = Reeks
tournament-column-player = Speler
tournament-column-performance = Prest.
tournament-streak-on-fire = on fire ×2

## Knock-out: de naam van een duel, een beslist duel, het schema.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Finale
tournament-match-semi-final = Halve finale { $number }
tournament-match-quarter-final = Kwartfinale { $number }
tournament-match-round = Ronde { $round }, duel { $number }
tournament-match-winners-final = Winnaarsfinale
tournament-match-winners-semi-final = Winnaars halve finale { $number }
tournament-match-winners-quarter-final = Winnaars kwartfinale { $number }
tournament-match-winners-round = Winnaarsronde { $round }, duel { $number }
tournament-match-losers-round = Verliezersronde { $round }, duel { $number }
tournament-match-grand-final = Grote finale
tournament-match-grand-final-reset = Reset van de grote finale
tournament-match-third-place = Derde plaats
tournament-match-beats = { $match }: { $winner } verslaat { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } en { $loser } spelen gelijk { $score }; { $winner }, de hoger geplaatste, gaat door.
tournament-match-walkover = { $match }: { $winner } gaat door, { $loser } heeft zich teruggetrokken.
tournament-match-by-organizer = { $match }: { $winner } gaat door tegen { $loser }, zoals de organisator besliste.
tournament-bracket-title = Schema van { $tournament }
tournament-bracket-summary = { $decided } beslist{ $playing }. De afbeelding toont het hele schema.
tournament-bracket-playing = ; bezig: { $matches }
tournament-bracket-playing-more = { $matches } en meer

## Geweigerde knock-out-opties en uitslagen.

tournament-knockout-bad-best-of = Een duel over best of { $best } is er niet: kies `best_of` 1 (standaard), 3 of 5.
tournament-knockout-bad-tiebreak = Tiebreak `{ $text }` is onbekend: kies `replay` (standaard), `armageddon` of `seed`.
tournament-knockout-bad-grand-final = Grote finale `{ $text }` is onbekend: kies `double` (standaard: een reset als de winnaar van de verliezersronde de eerste wint) of `simple`.
tournament-knockout-bad-seeding = Plaatsing `{ $text }` is onbekend: kies `rating` (standaard), `join` of `random`.
tournament-knockout-armageddon-untimed = Een armageddon-tiebreak geeft Zwart minder tijd en heeft dus een klok nodig: voeg een `time` toe zoals `5+3`, of kies `tiebreak:replay` of `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` is voor dubbele eliminatie: een enkele eliminatie eindigt met de finale. Gebruik `/tournament create double-elimination`, of laat `grand_final` weg.
tournament-knockout-max-players = Een knock-outschema neemt hoogstens 128 spelers, niet { $max }: kies `max_players` van 2 tot 128, of laat het leeg voor 128.
tournament-knockout-third-place-in-double = `third_place` is voor enkele eliminatie: bij dubbele eliminatie beslist de verliezersronde over de derde plaats. Laat `third_place` weg, of gebruik `/tournament create knockout`.
tournament-knockout-no-game = In { $match } wordt geen partij gespeeld: om het duel zelf te beslissen, noem je de winnaar met `winner`.
tournament-knockout-not-running = { $tournament } is geen lopende knock-out: de winnaar van een duel noem je alleen terwijl het schema gespeeld wordt.

## De labels van de schema-afbeelding (kort: ze staan boven een kolom).

tournament-bracket-winners-final = Winnaarsfinale
tournament-bracket-winners-round = Winnaarsronde { $round }
tournament-bracket-final = Finale
tournament-bracket-semi-finals = Halve finales
tournament-bracket-quarter-finals = Kwartfinales
tournament-bracket-round = Ronde { $round }
tournament-bracket-losers-final = Verliezersfinale
tournament-bracket-losers-round = Verliezersronde { $round }
tournament-bracket-grand-final = Grote finale
tournament-bracket-reset = Reset
tournament-bracket-third-place = Derde plaats
tournament-bracket-bye = bye
tournament-bracket-picture-title = { $format ->
        [double] Dubbele eliminatie
       *[single] Enkele eliminatie
    } · { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }
tournament-bracket-champion = { $title } · kampioen: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } tegen { $second }{ $rest }
