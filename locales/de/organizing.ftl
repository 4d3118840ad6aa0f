# Turniere organisieren: warum eine Turnieraktion abgelehnt wurde, Anmeldungen,
# Austritte, Absagen und die Zeit vor einem geplanten Start.

## Ablehnungen. $name: der Name eines Turniers (fett).

organizing-bad-format = Das Turnierformat `{ $text }` kenne ich nicht: wähle { $formats }.
organizing-not-an-option-of = `{ $option }` ist keine Option dieses { $format }-Turniers: Sie gilt für { $formats }-Turniere. Erstelle eines mit { $create } oder lass `{ $option }` weg.
organizing-no-formats = keine
organizing-too-many-for-bracket = Ein K.-o.-Baum fasst höchstens 128 Spieler, und { $have } sind beigetreten: Entferne einige mit /tournament kick oder spiele stattdessen im Schweizer System.
organizing-match-result-or-winner = Gib entweder `result` an (das Ergebnis der laufenden Partie der Begegnung, etwa `1-0`) oder `winner` (den Spieler, der weiterkommt), nicht beides und nicht keins.
organizing-bad-start = Die Startzeit `{ $text }` verstehe ich nicht: Schreib `in 2h`, eine UTC-Uhrzeit wie `18:30`, Datum und Uhrzeit mit Zeitzone wie `2026-12-04 19:00 Europe/Berlin`, einen Discord-Zeitstempel wie `<t:1796497200>` oder Unix-Sekunden; oder lass sie leer und starte das Turnier selbst.
organizing-start-passed = Die Startzeit `{ $text }` ist { $date } und damit schon vorbei: Gib eine Zeit in der Zukunft an.
organizing-start-too-far = Die Startzeit `{ $text }` liegt mehr als 30 Tage in der Zukunft: Erstelle das Turnier näher an seinem Termin.
organizing-unknown-zone = Die Zeitzone `{ $text }` kenne ich nicht: Nimm einen IANA-Namen wie `Europe/Berlin`, `America/New_York` oder `UTC`.
organizing-bad-no-show = Die Nichterscheinen-Frist `{ $text }` verstehe ich nicht: Schreib eine Zahl und eine Einheit, etwa `30s`, `2m`, `5m`, `1h` oder `1d`, von 10 Sekunden bis 7 Tage, oder lass sie leer für den Standard (5 Minuten; 24 Stunden bei Fernschach-Bedenkzeit).
organizing-bad-move-limit = Das Zuglimit `{ $text }` verstehe ich nicht: Schreib eine Zahl und eine Einheit, etwa `30s`, `2m`, `1h` oder `1d`, von 10 Sekunden bis 14 Tage, oder lass es leer für den Standard (1 Tag).
organizing-move-limit-with-clock = `move_limit` ist für Turniere ohne Uhr: Mit einer Bedenkzeit begrenzt die Uhr jeden Zug. Lass `move_limit` weg oder erstelle das Turnier mit `time:none`.
organizing-bad-bye = Freilos-Punkte `{ $text }` sind nicht möglich: Wähle `1` (Standard), `0.5` (oder `½`) oder `0`.
organizing-bad-name = Gib dem Turnier einen Namen mit 1 bis 80 Zeichen.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } Runde ist
       *[other] { $rounds } Runden sind
    } nicht möglich: Wähle 1 bis 30 Runden oder lass das Feld leer für eine Zahl, die zu den Spielern passt.
organizing-bad-minutes = Eine Arena von { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } ist nicht möglich: Wähle 1 bis 1440 Minuten.
organizing-no-tournament-here = In diesem Kanal gibt es kein offenes oder laufendes Turnier. Erstelle eines mit /tournament create.
organizing-edit-after-start = **{ $name }** hat begonnen: Es lässt sich nur vor dem Start bearbeiten. Ergebnisse setzt du mit `/tournament result`.
organizing-nothing-to-edit = Nichts zu ändern: Gib `/tournament edit <format>` mindestens eine Option: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, im Schweizer System `rounds` und `byes`, in einer Arena `minutes`.
organizing-edit-other-format = **{ $name }** ist ein { $format }-Turnier: Ändere es mit `/tournament edit { $format }`, nicht mit `/tournament edit { $asked }`.
organizing-edit-not-for-format = Dieses { $format }-Turnier hat kein `{ $option }` zum Ändern: `{ $option }` gibt es bei { $formats }-Turnieren.
organizing-max-below-joined = { $joined ->
        [one] { $joined } Spieler ist
       *[other] { $joined } Spieler sind
    } schon beigetreten: `max_players` kann nicht { $max } sein. Gib { $joined } oder mehr an oder entferne zuerst Spieler.
organizing-choose-tournament = In diesem Kanal laufen mehrere Turniere: { $choices }. Wähle eines mit der Option `tournament:` (sie schlägt sie beim Tippen vor).
organizing-choices-more = { $count } weitere
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Du hast auf diesem Server schon { $limit } offene Turniere ({ $open }), mehr darf ein Mitglied nicht haben. Beende oder sage eines ab (`/tournament cancel`), bevor du ein neues erstellst.
organizing-no-such-tournament = Es gibt kein Turnier #{ $id }. Die Turniere dieses Kanals zeigt /tournament standings.
organizing-already-joined = Du bist **{ $name }** schon beigetreten. Warte, bis es beginnt.
organizing-full = **{ $name }** ist voll ({ $max ->
        [one] { $max } Spieler
       *[other] { $max } Spieler
    }). Frag den Veranstalter nach einem Platz oder tritt einem anderen Turnier bei.
organizing-already-started = **{ $name }** hat begonnen und nimmt keine Anmeldungen mehr an (ein Rundenturnier keine nach dem Start, ein Schweizer System keine mehr, sobald die letzte Runde ausgelost ist, eine Arena keine nach ihrem Ende). Mach beim nächsten mit.
organizing-over = **{ $name }** ist vorbei. Sieh dir die Abschlusstabelle an oder erstelle ein neues Turnier.
organizing-not-joined = Du spielst nicht in **{ $name }** mit. Tritt mit /tournament join bei, solange es offen ist.
organizing-not-running = **{ $name }** hat noch nicht begonnen: Mit /tournament leave trittst du aus.
organizing-already-withdrawn = Du hast **{ $name }** schon verlassen.
organizing-not-organizer = Nur der Veranstalter ({ $organizer }), ein Mitglied mit „Server verwalten“ oder eines mit der Turnierleiter-Rolle des Servers darf { $action }. Frag einen von ihnen (`/tournament settings` zeigt die Rolle).
organizing-organizer-action = { $action ->
        [add] Spieler zu diesem Turnier hinzufügen
        [results] Ergebnisse in diesem Turnier setzen
        [start] dieses Turnier starten
        [cancel] dieses Turnier absagen
        [pair] die nächste Runde dieses Turniers auslosen
        [remove] Spieler aus diesem Turnier entfernen
       *[other] dieses Turnier bearbeiten
    }
organizing-too-few-players = Ein Turnier dieses Formats braucht mindestens { $needed ->
        [one] { $needed } Spieler
       *[other] { $needed } Spieler
    } und hat { $have }. Warte, bis mehr Spieler beitreten.
organizing-round-in-progress = Runde { $round } wird noch gespielt ({ $games }). Die nächste Runde wird von selbst ausgelost, wenn ihre letzte Partie endet.
organizing-round-in-progress-no-show = Ein Spieler, der bis { $time } nicht gezogen hat, verliert kampflos.
organizing-round-in-progress-under-way = Ihre Partien laufen: Warte, bis sie enden.
organizing-arena-pairs-itself = **{ $name }** ist eine Arena: Freie Spieler werden von selbst gepaart, es gibt keine Runden auszulosen.
organizing-no-more-rounds = Alle Runden von **{ $name }** sind ausgelost; es endet, wenn die letzte Partie endet.
organizing-not-in-tournament-game = Berserk gibt es nur in deiner eigenen Arena-Partie, in ihrem Thread, vor deinem ersten Zug.
organizing-berserk-too-late = Berserk geht nur vor deinem ersten Zug der Partie.
organizing-berserk-no-clock = Berserk halbiert deine Uhr: Dieses Turnier hat keine Uhr.
organizing-no-abort = Turnierpartien können nicht abgebrochen werden. Gib auf oder verlasse das Turnier mit /tournament withdraw.
organizing-pairing-failed = Die nächste Runde konnte nicht ausgelost werden ({ $error }). Der Veranstalter kann es mit /tournament pair erneut versuchen.
organizing-not-swiss = Eine TRF-Datei gibt es nur für Turniere im Schweizer System; stattdessen ist die PGN jeder Partie angehängt.
organizing-save-failed = Das konnte ich nicht speichern. Bitte versuch es gleich noch einmal.
organizing-bad-max-players = Höchstens { $max ->
        [one] { $max } Spieler
       *[other] { $max } Spieler
    } ist nicht möglich: Wähle 2 bis 1.000 Spieler oder lass das Feld leer für 256.
organizing-bad-role = `{ $text }` ist keine Rolle: Wähle eine Rolle dieses Servers oder lass das Feld leer, damit jeder beitreten kann.
organizing-needs-start-time = `{ $option }:` braucht eine Startzeit: Gib `starts:` an (etwa `in 2h`, `18:30 Europe/Berlin` oder `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` ist keine Dauer: Schreib sie wie `10m`, `1h` oder `1d`, oder `0` für keine Erinnerung.
organizing-bad-checkin = `{ $option }:{ $text }` ist keine Dauer: Schreib sie wie `10m`, `1h` oder `1d`, oder lass das Feld leer für kein Einchecken.
organizing-check-in-opens = Das Einchecken für **{ $name }** öffnet { $when }: Komm dann wieder.
organizing-check-in-not-open = Für **{ $name }** ist gerade kein Einchecken offen.
organizing-not-entered = Du bist **{ $name }** nicht beigetreten: Drück zuerst Beitreten, dann Einchecken.
organizing-bad-result = Das Ergebnis `{ $text }` verstehe ich nicht: Schreib `1-0`, `0-1`, `1/2` (remis; `½`, `½-½`, `1/2-1/2` und `0.5-0.5` gehen auch), `+-` (Weiß gewinnt kampflos), `-+` (Schwarz gewinnt kampflos) oder `0-0` (beide verlieren kampflos).
organizing-byes-swiss-only = **{ $name }** spielt nicht im Schweizer System: Halbpunkt-Freilose gibt es nur dort. Tritt zurück, wenn du nicht weiterspielen kannst.
organizing-byes-off = **{ $name }** vergibt keine beantragten Freilose. Spiel deine Partien oder tritt zurück, wenn du nicht weiterspielen kannst.
organizing-no-byes-left = Du hast { $allowed ->
        [one] dein Halbpunkt-Freilos
       *[other] deine { $allowed } Halbpunkt-Freilose
    } in **{ $name }** schon genutzt. Spiel deine Partien oder tritt zurück, wenn du nicht weiterspielen kannst.
organizing-bye-already-requested = Du hast für Runde { $round } von **{ $name }** schon ein Halbpunkt-Freilos beantragt: Du wirst darin nicht gepaart.
organizing-bye-too-late = Die letzte Runde von **{ $name }** ist ausgelost: Es bleibt keine Runde für ein Freilos. Spiel deine Partie oder tritt zurück.
organizing-no-such-round = Es gibt keine Runde { $round }: { $rounds ->
        [0] Es wurde noch keine Runde ausgelost.
        [one] Nur Runde 1 wurde ausgelost.
       *[other] Die Runden 1 bis { $rounds } wurden ausgelost.
    }
organizing-no-such-board = Es gibt kein Brett { $board } in Runde { $round }: { $boards ->
        [one] Sie hat nur Brett 1.
       *[other] Ihre Bretter sind 1 bis { $boards }.
    }
organizing-bye-board = Brett { $board } von Runde { $round } ist ein Freilos: Dort gibt es keine Partie und kein Ergebnis zu setzen. Wähle ein Brett mit zwei Spielern.
organizing-results-not-started = **{ $name }** hat noch nicht begonnen: Es gibt keine Ergebnisse zu setzen.
organizing-results-over = **{ $name }** ist vorbei: Die Ergebnisse sind endgültig und lassen sich nicht mehr ändern.
organizing-results-cancelled = **{ $name }** wurde abgesagt: Es gibt keine Ergebnisse zu setzen.
organizing-missing-role = Du brauchst die Rolle { $role }, um **{ $name }** beizutreten.
organizing-too-few-rated-games = **{ $name }** verlangt mindestens { $needed } in { $preset }; du hast { $have }. Spiel noch { $more } und tritt dann erneut bei.
organizing-already-berserk = Du bist in dieser Partie schon auf Berserk gegangen.
organizing-unpairable = Die nächste Runde von **{ $name }** lässt sich nach Runde { $round } nicht auslosen: Jede verbleibende Paarung wäre eine Wiederholung oder ein zweites Freilos. Das Turnier endet hier.
organizing-bad-repeat = `{ $text }` ist keine Wiederholung: Wähle none, daily, weekly oder monthly.
organizing-bad-zone = `{ $text }` ist keine Zeitzone, die ich kenne. Gib einen IANA-Namen wie `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` oder `UTC` an (siehe https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); nichts wurde geändert.

## Anmeldungen, Austritte, Absagen und die Zeit vor dem Start (Beiträge).

organizing-back = { $player } ist zurück in { $tournament }: wird wieder gepaart, sobald ein Gegner frei ist.
organizing-left = { $player } hat { $tournament } verlassen.
organizing-removed = { $player } wurde aus { $tournament } entfernt: Eine laufende Partie ist kampflos verloren.
organizing-withdrew = { $player } ist von { $tournament } zurückgetreten: Eine laufende Partie ist kampflos verloren.
organizing-added = { $mention }, { $by } hat dich (**{ $player }**) zu { $tournament } hinzugefügt. Du spielst nicht mit? Drück unten **Verlassen** (oder `/tournament leave`).
organizing-cancelled = { $tournament } wurde von seinem Veranstalter abgesagt.
organizing-cancelled-too-few = { $tournament } ist abgesagt: { $players } beigetreten, mindestens { $min } { $min ->
        [one] wird
       *[other] werden
    } gebraucht.
organizing-cancelled-too-few-checked-in = { $tournament } ist abgesagt: { $players } eingecheckt, mindestens { $min } { $min ->
        [one] wird
       *[other] werden
    } gebraucht.
organizing-run-up = ⏰ { $tournament } beginnt { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } beginnt { $date }. Das Einchecken ist offen: Drück unten Einchecken, bevor es { $countdown } schließt, sonst wirst du beim Start abgemeldet.
organizing-withdrawn-absent = { $names } { $count ->
        [one] hat
       *[other] haben
    } nicht für { $tournament } eingecheckt und { $count ->
        [one] ist
       *[other] sind
    } abgemeldet.
organizing-withdrawn-absent-late = Nachträglich beitreten geht noch: einfach Beitreten drücken.
organizing-checked-in = Du bist für { $tournament } eingecheckt. Es beginnt { $countdown }.

## Anderswo.

organizing-calendar-description = { $format }-Turnier in { $preset }, { $time }. Tritt mit dem Beitreten-Knopf seiner Ankündigung bei.
organizing-winner-role-reason = Sieger von { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Ein K.-o.-Turnierbaum fasst 2 bis 128 Spieler, nicht { $players }: Teile das Feld auf oder spiele zuerst im Schweizer System.
organizing-bracket-third-place = Ein Turnierbaum mit 2 Spielern hat kein Halbfinale, also keine Begegnung um Platz drei: Lass sie weg oder nimm mindestens 3 Spieler.
organizing-bracket-match-name = '{ $text }' ist kein Name einer Begegnung: Schreib W<Runde>-<n>, L<Runde>-<n>, GF1, GF2 oder 3P (zum Beispiel W1-2).
organizing-bracket-no-such-match = In diesem Turnierbaum gibt es keine Begegnung { $match }: Lass dir die Begegnungen auflisten, um ihre Namen zu sehen.
organizing-bracket-not-ready = { $match } ist noch nicht bereit: Ihre beiden Spieler stehen noch nicht fest; trag zuerst die Begegnungen davor ein.
organizing-bracket-walkover = { $match } ist kampflos entschieden: { $seed } kommt weiter, ohne zu spielen, daher wird kein Ergebnis eingetragen.
organizing-bracket-walkover-open = { $match } ist kampflos entschieden: Ein Platz ist leer, also kommt, wer den anderen einnimmt, weiter, ohne zu spielen; es wird kein Ergebnis eingetragen.
organizing-bracket-empty = { $match } wird nie gespielt: Beide Plätze sind leer; es wird kein Ergebnis eingetragen.
organizing-bracket-no-reset = GF2 wird nicht gespielt: { $seed } hat GF1 aus dem Gewinnerbaum gewonnen, und der Turnierbaum ist beendet.
organizing-bracket-already-decided = { $match } ist bereits entschieden ({ $winner } hat gewonnen): Ein Ergebnis wird nur einmal eingetragen.
organizing-bracket-not-in-match = { $seed } spielt nicht in { $match }, dort spielen { $a } und { $b }: Nenne einen von beiden als Sieger.
