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
tournament-rule-move-limit = Ohne Uhr hat jeder Zug { $duration } Zeit: Wer sie verstreichen lässt, verliert die Partie.
tournament-entry = Teilnahme: { $conditions }.
tournament-entry-role = Mitglieder mit { $role }
tournament-entry-min-games = mindestens { $games } in { $preset }
tournament-winner-gets = Der Sieger erhält { $role }.
tournament-starts = Beginnt { $date } ({ $countdown }).
tournament-checkin-opens = Der Check-in öffnet { $at }: Wer bis zum Start nicht eingecheckt hat, wird abgemeldet.
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
tournament-tiebreak-de = direkter Vergleich (Ergebnisse unter den Punktgleichen)

## Das Ende.

tournament-over-unpairable = { $tournament } ist nach Runde { $round } vorbei: Die nächste Runde lässt sich nicht paaren ({ $why }).
tournament-over = 🏆 { $tournament } ist vorbei! Glückwunsch an { $winners }!
tournament-names-and-more = { $names } und { $more } weitere
tournament-final-title = 🏆 { $name }: Endstand
tournament-final-footer = Turnier #{ $id }
tournament-final-more = … und { $count } weitere: `/tournament standings` zeigt alle.

tournament-late-join-by-rounds = { $player } ist { $tournament } verspätet beigetreten, ab Runde { $round }; verpasste Runden: { $missed }, jeweils ungespielt (0 Punkte).
tournament-swiss-bye-taken = { $player } nimmt in Runde { $round } von { $tournament } ein Halbpunkt-Freilos: nicht gepaart, ½ Punkt. Übrige Freilose: { $left }.
