# Dauern und Anzahlen (Quelle: en-US). Plural: one, other.

## Dauern, in der größten ganzen Einheit.

duration-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
duration-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
duration-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}

## Die Ankündigung eines Turniers.

tournament-rounds = { $count ->
    [one] { $count } Runde.
   *[other] { $count } Runden.
}
tournament-max-players = Höchstens { $count } Spieler.

## Anzahlen, als Teil eines Satzes.

count-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
count-players = { $count } Spieler
count-matches = { $count ->
    [one] { $count } Begegnung
   *[other] { $count } Begegnungen
}
count-rated-games = { $count ->
    [one] { $count } gewertete Partie
   *[other] { $count } gewertete Partien
}

## Die Beiträge eines Turniers (crates/tournament).

tournament-point-one = 1 Punkt
tournament-point-half = ½ Punkt
tournament-points = { $points } Punkte
tournament-entrants-more = { $names } und { $more } weitere (`/tournament standings` zeigt alle)

tournament-result-forfeit = { $loser } hat gegen { $winner } kampflos verloren.
tournament-result-both-forfeit = { $white } und { $black } haben beide kampflos verloren.
tournament-result-requested-bye = { $player }: beantragtes Freilos (½ Punkt).
tournament-result-in-progress = { $white } gegen { $black }: läuft

tournament-board-requested-bye = { $number }. { $player }: beantragtes Freilos (½ Punkt)
tournament-board-bye = { $number }. { $player }: Freilos ({ $worth })
tournament-board-game = { $number }. { $white } (Weiß) gegen { $black } (Schwarz)
tournament-round-header = { $tournament }: Runde { $round } von { $rounds }
tournament-first-move-by = Mach deinen ersten Zug innerhalb von { $duration } (die Zeit läuft { $stamp } ab), sonst verlierst du kampflos.

## Die Ankündigung.

tournament-no-clock = ohne Uhr
tournament-created = { $tournament } von { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , Königsschlag
       *[other] {""}
    }, { $rated ->
        [yes] gewertet
       *[other] ungewertet
    }.
tournament-rule-first-move = Mach deinen ersten Zug innerhalb von { $duration }, sonst verlierst du kampflos.
tournament-rule-move-limit = Ohne Uhr hat jeder Zug { $duration } Zeit: Ein Spieler, der sie verstreichen lässt, verliert die Partie.
tournament-entry = Teilnahme: { $conditions }.
tournament-entry-role = Mitglieder mit { $role }
tournament-entry-min-games = mindestens { $games } in { $preset }
tournament-winner-gets = Der Sieger erhält { $role }.
tournament-starts = Beginnt { $date } ({ $countdown }).
tournament-checkin-opens = Der Check-in öffnet { $at }: Spieler, die bis zum Start nicht eingecheckt haben, werden abgemeldet.
tournament-checkin-opens-short = Der Check-in öffnet { $at }.
tournament-repeats = Wiederholt sich { $repeat ->
        [daily] täglich
        [monthly] monatlich
       *[weekly] wöchentlich
    } (Ausgabe { $edition }).
tournament-repeats-at = Wiederholt sich { $repeat ->
        [daily] täglich
        [monthly] monatlich
       *[weekly] wöchentlich
    } (Ausgabe { $edition }), um { $time } { $zone }.
tournament-organizer-starts = Der Veranstalter startet es.
tournament-announcement = 🏆 { $tournament } von { $organizer }. { $status }
tournament-status-open = Offen: Drück auf Beitreten, um mitzuspielen.
tournament-status-finished = Beendet: Der Endstand steht unten.
tournament-status-cancelled = Abgesagt.
tournament-status-running = Läuft: Runde { $round } von { $rounds }.
tournament-late-entries-until-last = Späte Anmeldungen bis zum Start der letzten Runde: Drück auf Beitreten.
tournament-no-entrants = Noch keine Teilnehmer: Drück auf Beitreten.
tournament-entrants = Teilnehmer ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (zurückgezogen)
tournament-game = { $preset }{ $strikes ->
        [yes] , Königsschlag
       *[other] {""}
    }, { $rated ->
        [yes] gewertet
       *[other] ungewertet
    }
tournament-card-footer = Turnier #{ $id }. Drück auf Regeln für seine Regeln.

tournament-field-format = Modus
tournament-field-game = Spiel
tournament-field-time = Bedenkzeit
tournament-field-rounds = Runden
tournament-field-byes = Freilose
tournament-field-length = Dauer
tournament-field-players = Spieler
tournament-field-start = Start
tournament-field-entry = Teilnahme
tournament-field-winner = Sieger
tournament-rounds-at-start = wird beim Start festgelegt
tournament-rounds-by-players = nach Spielerzahl

tournament-button-join = Beitreten
tournament-button-leave = Verlassen
tournament-button-check-in = Einchecken
tournament-button-rules = Regeln

## Der Start.

tournament-started = { $tournament } hat begonnen. Setzliste:
tournament-seed = { $seed }. { $player } ({ $rating })

## Die Regeln der Modi.

tournament-double-round-robin = Doppeltes Rundenturnier.
tournament-swiss-bye-worth = Ein Freilos zählt { $worth }.
tournament-swiss-no-requested-byes = Halbpunkt-Freilose können nicht beantragt werden.
tournament-swiss-requested-byes = { $count ->
    [one] Jeder Spieler kann { $count } Halbpunkt-Freilos beantragen (½ Punkt, in dieser Runde nicht gepaart).
   *[other] Jeder Spieler kann bis zu { $count } Halbpunkt-Freilose beantragen (je ½ Punkt, in dieser Runde nicht gepaart).
}
tournament-swiss-byes-fact-none = { $worth }; keine auf Antrag
tournament-swiss-byes-fact = { $worth }; { $count } auf Antrag (½)
tournament-arena-length = { $count ->
    [one] { $count } Minute.
   *[other] { $count } Minuten.
}
tournament-arena-running = Läuft: endet um { $end }. Späte Anmeldungen willkommen: Drück auf Beitreten.
tournament-arena-ends = Die Arena endet { $end }.
tournament-arena-games = { $tournament }: Partien
tournament-arena-game = { $tournament }: { $white } (Weiß) gegen { $black } (Schwarz)
tournament-knockout-running = Läuft: Der Turnierbaum unten zeigt den Stand.
tournament-knockout-match = { $best ->
        [1] Jede Begegnung ist eine Partie
       *[other] Jede Begegnung geht über { $best } Partien (Farben wechseln)
    }{ $tiebreak ->
        [replay] ; eine unentschiedene Begegnung wird mit getauschten Farben wiederholt, bis eine Partie entscheidet (höchstens 3, dann kommt der höher Gesetzte weiter).
        [armageddon] ; eine unentschiedene Begegnung geht in eine Armageddon-Partie: Schwarz hat 4/5 der Zeit von Weiß, ein Remis zählt für Schwarz.
       *[seed] ; bei einer unentschiedenen Begegnung kommt der höher Gesetzte weiter.
    }
tournament-knockout-grand-final-reset = Großes Finale mit Reset: Gewinnt es der Sieger der Verliererrunde, entscheidet ein zweites.
tournament-knockout-grand-final = Eine Begegnung im großen Finale.
tournament-knockout-third-place = Die Verlierer der Halbfinals spielen um Platz drei.
tournament-knockout-seeded-rating = Gesetzt nach Wertung.
tournament-knockout-seeded-join = Gesetzt nach Anmeldereihenfolge.
tournament-knockout-seeded-random = Zufällig gesetzt.
tournament-knockout-new-games = { $tournament }: neue Partien
tournament-knockout-game = { $match }: { $white } (Weiß) gegen { $black } (Schwarz)

## Tabelle.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = Tabelle nach Runde { $round }
tournament-standings-now-round = Tabelle jetzt, Runde { $round } läuft
tournament-standings-now = Tabelle jetzt
tournament-standings-final = Endstand
tournament-standings-not-started = (nicht gestartet)
tournament-standings-joined = { $players } bisher dabei: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (zurückgezogen)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz Cut 1 (Punkte der Gegner, ohne den niedrigsten)
tournament-tiebreak-bh = Buchholz (Punkte der Gegner)
tournament-tiebreak-sb = Sonneborn-Berger (Punkte der besiegten Gegner, die Hälfte bei Remis)
tournament-tiebreak-win = gewonnene Runden
tournament-tiebreak-won = am Brett gewonnene Partien
tournament-tiebreak-de = direkter Vergleich (Ergebnisse unter den punktgleichen Spielern)

## Das Ende.

tournament-over-unpairable = { $tournament } ist nach Runde { $round } vorbei: Die nächste Runde lässt sich nicht paaren ({ $why }).
tournament-over = 🏆 { $tournament } ist vorbei! Glückwunsch an { $winners }!
tournament-names-and-more = { $names } und { $more } weitere
tournament-final-title = 🏆 { $name }: Endstand
tournament-final-footer = Turnier #{ $id }
tournament-final-more = … und { $count } weitere: `/tournament standings` zeigt alle.

tournament-late-join-by-rounds = { $player } ist { $tournament } verspätet beigetreten, ab Runde { $round }; verpasste Runden: { $missed }, jeweils ungespielt (0 Punkte).
tournament-swiss-bye-taken = { $player } nimmt in Runde { $round } von { $tournament } ein Halbpunkt-Freilos: nicht gepaart, ½ Punkt. Übrige Freilose: { $left }.

# Warum die nächste Runde eines Schweizer Systems nicht gepaart werden kann.
tournament-unpairable-rematch-or-bye = jede verbleibende Paarung wäre eine Wiederholung oder ein zweites Freilos

## Vom Organisator gesetzte Ergebnisse, Berserk, die Aufzeichnung, die Siegerrolle.

tournament-result-forfeit-phrase = { $loser } hat kampflos gegen { $winner } verloren
tournament-result-both-forfeit-phrase = { $white } und { $black } haben beide kampflos verloren
tournament-adjudicated = Ergebnis gesetzt von { $by } in { $tournament }: Runde { $round }, Brett { $board }: { $result } ({ $was }).
tournament-adjudicated-was = vorher { $score }
tournament-adjudicated-stopped = die Partie wird abgebrochen
tournament-berserk = { $player } geht Berserk: die halbe Bedenkzeit für einen Bonuspunkt bei einem Sieg!
tournament-record = Die Aufzeichnung von { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } teilen sich den ersten Platz in **{ $tournament }** und haben jetzt { $role }.
       *[no] 🏆 { $winners } gewinnt **{ $tournament }** und hat jetzt { $role }.
    }

## `/tournament edit` und `/tournament list`.

tournament-edited = ✏️ { $by } hat bei { $tournament } Folgendes geändert: { $what }.
tournament-edited-start = Es beginnt jetzt { $date } ({ $countdown }).
tournament-edited-shown = Die Ankündigung zeigt den aktuellen Stand.
tournament-edited-field = { $field ->
        [name] Name
        [start] Start
        [rounds] Runden
        [byes] Freilose
        [minutes] Minuten
        [time-control] Bedenkzeit
        [most-players] Höchstzahl an Spielern
        [no-show-time] Nichterscheinen-Frist
        [move-limit] Zuglimit
       *[other] { $text }
    }
tournament-list-none = Auf diesem Server ist kein Turnier offen, geplant oder im Gange. Erstelle eins mit `/tournament create` (`repeat:weekly` macht daraus eine Serie).
tournament-list-header = Turniere dieses Servers ({ $count }):
tournament-list-line = • { $tournament } in { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = beginnt { $date } ({ $countdown })
tournament-list-open = offen, der Organisator startet es
tournament-list-running-round = läuft, Runde { $round } von { $rounds }
tournament-list-running-ends = läuft, endet { $end }
tournament-list-repeats = ; wiederholt sich { $repeat ->
        [daily] täglich
        [monthly] monatlich
       *[weekly] wöchentlich
    }{ $at } (Ausgabe { $edition })
tournament-list-repeats-at = , um { $time } { $zone }
tournament-list-more = … und { $count } weitere.

## Arenen: späte Teilnahme, Nichterscheinen; die Spalten des Tabellenbilds.

tournament-arena-late-join = { $player } ist { $tournament } beigetreten: wird gepaart, sobald ein Gegner frei ist.
tournament-arena-no-show = { $result } { $player } hat nicht rechtzeitig gezogen und ist pausiert: Drück Beitreten in der Ankündigung oder nutze /tournament join, um wieder gepaart zu werden.
tournament-column-points = Punkte
tournament-column-matches-won = Gewonnene Begegnungen
tournament-column-streak = Serie
tournament-column-player = Spieler
tournament-column-performance = Leist.
tournament-streak-on-fire = in Fahrt ×2

## K.-o.-System: Name einer Begegnung, eine entschiedene Begegnung, der Turnierbaum.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Finale
tournament-match-semi-final = Halbfinale { $number }
tournament-match-quarter-final = Viertelfinale { $number }
tournament-match-round = Runde { $round }, Begegnung { $number }
tournament-match-winners-final = Finale der Gewinnerrunde
tournament-match-winners-semi-final = Halbfinale { $number } der Gewinnerrunde
tournament-match-winners-quarter-final = Viertelfinale { $number } der Gewinnerrunde
tournament-match-winners-round = Gewinnerrunde { $round }, Begegnung { $number }
tournament-match-losers-round = Verliererrunde { $round }, Begegnung { $number }
tournament-match-grand-final = Großes Finale
tournament-match-grand-final-reset = Großes Finale, Reset
tournament-match-third-place = Platz drei
tournament-match-beats = { $match }: { $winner } schlägt { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } und { $loser } spielen { $score } unentschieden; { $winner } ist höher gesetzt und kommt weiter.
tournament-match-walkover = { $match }: { $winner } kommt weiter, { $loser } hat sich zurückgezogen.
tournament-match-by-organizer = { $match }: { $winner } kommt gegen { $loser } weiter, so hat der Organisator entschieden.
tournament-bracket-title = Turnierbaum von { $tournament }
tournament-bracket-summary = { $decided } entschieden{ $playing }. Das Bild zeigt den ganzen Turnierbaum.
tournament-bracket-playing = ; laufend: { $matches }
tournament-bracket-playing-more = { $matches } und weitere

## Abgelehnte K.-o.-Optionen und Ergebnisse.

tournament-knockout-bad-best-of = Eine Begegnung über best of { $best } gibt es nicht: Wähle `best_of` 1 (Standard), 3 oder 5.
tournament-knockout-bad-tiebreak = Tie-Break `{ $text }` ist unbekannt: Wähle `replay` (Standard), `armageddon` oder `seed`.
tournament-knockout-bad-grand-final = Großes Finale `{ $text }` ist unbekannt: Wähle `double` (Standard: ein Reset, wenn der Sieger der Verliererrunde das erste gewinnt) oder `simple`.
tournament-knockout-bad-seeding = Setzung `{ $text }` ist unbekannt: Wähle `rating` (Standard), `join` oder `random`.
tournament-knockout-armageddon-untimed = Ein Armageddon-Tie-Break gibt Schwarz weniger Zeit und braucht deshalb eine laufende Uhr: Gib eine `time` wie `5+3` an oder wähle `tiebreak:replay` oder `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` gibt es nur beim Doppel-K.-o.: Ein einfaches K.-o.-System endet mit seinem Finale. Nutze `/tournament create double-elimination` oder lass `grand_final` weg.
tournament-knockout-max-players = Ein K.-o.-Turnierbaum fasst höchstens 128 Spieler, nicht { $max }: Wähle `max_players` von 2 bis 128 oder lass es leer für 128.
tournament-knockout-third-place-in-double = `third_place` gibt es nur beim einfachen K.-o.-System: Beim Doppel-K.-o. entscheidet die Verliererrunde über Platz drei. Lass `third_place` weg oder nutze `/tournament create knockout`.
tournament-knockout-no-game = In { $match } wird gerade keine Partie gespielt: Um die Begegnung selbst zu entscheiden, nenne ihren Sieger mit `winner`.
tournament-knockout-not-running = { $tournament } ist kein laufendes K.-o.-Turnier: Den Sieger einer Begegnung nennst du nur, während der Turnierbaum gespielt wird.

## Die Beschriftungen des Turnierbaum-Bilds (kurz: sie stehen über einer Spalte).

tournament-bracket-winners-final = Finale Gewinner
tournament-bracket-winners-round = Gewinnerrunde { $round }
tournament-bracket-final = Finale
tournament-bracket-semi-finals = Halbfinale
tournament-bracket-quarter-finals = Viertelfinale
tournament-bracket-round = Runde { $round }
tournament-bracket-losers-final = Finale Verlierer
tournament-bracket-losers-round = Verliererrunde { $round }
tournament-bracket-grand-final = Großes Finale
tournament-bracket-reset = Reset
tournament-bracket-third-place = Platz drei
tournament-bracket-bye = Freilos
tournament-bracket-picture-title = { $format ->
        [double] Doppel-K.-o.
       *[single] K.-o.-System
    } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
tournament-bracket-champion = { $title } · Sieger: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } gegen { $second }{ $rest }
