# Die öffentliche Website (crates/web).

## Rahmen jeder Seite.

web-nav-leaderboard = Rangliste
web-footer = Cruise Pawns: eine schreibgeschützte Ansicht der Partien, Wertungen und Turniere des Bots. Jede Seite hat ihre Daten als JSON unter <code>/api</code>.
web-languages = Sprache

## Fehler.

web-not-found-title = Nicht gefunden
web-not-found-why = Rangliste, Turniere und Partien eines Servers erscheinen hier erst, wenn jemand mit „Server verwalten“ sie mit <code>/settings web:on</code> einschaltet; die Seite eines Spielers erst, wenn er eine gewertete Partie auf so einem Server gespielt hat.
web-back-home = Zurück zur Startseite
web-no-page = Unter dieser Adresse gibt es keine Seite.
web-no-file = Diese Datei gibt es nicht.
web-not-a-game-number = `{ $text }` ist keine Partienummer.
web-not-a-puzzle-number = `{ $text }` ist keine Aufgabennummer.
web-missing-game = Partie { $id } gibt es nicht, oder ihr Server hat seine Seiten nicht öffentlich gemacht.
web-missing-tournament = Turnier { $id } gibt es nicht, oder sein Server hat seine Seiten nicht öffentlich gemacht.
web-missing-puzzle = Aufgabe { $id } gibt es nicht, oder ihr Server hat seine Seiten nicht öffentlich gemacht.
web-missing-server-board = Die Rangliste dieses Servers gibt es nicht, oder der Server hat seine Seiten nicht öffentlich gemacht.
web-missing-player = Diesen Spieler gibt es hier nicht: Die Seite eines Spielers ist öffentlich, sobald er eine gewertete Partie auf einem Server mit öffentlichen Seiten gespielt hat.
web-no-preset = Es gibt keine Voreinstellung `{ $name }`. Die Voreinstellungen sind { $list }.
web-not-a-game-picture = `{ $frame }` ist kein Bild dieser Partie.
web-not-a-puzzle-picture = `{ $frame }` ist kein Bild dieser Aufgabe.
web-no-game-picture = Partie { $id } hat kein Bild { $n }.
web-no-puzzle-picture = Aufgabe { $id } hat kein Bild { $n }.
web-not-analysed = Partie { $id } ist noch nicht analysiert: Drück in Discord am Ende der Partie auf „Analysieren“ oder frag mit `/analyse game:{ $id }`.
web-error-title = Fehler
web-error-heading = Etwas ist schiefgelaufen
web-error-unreadable = { $what } ist in einer Form gespeichert, die diese Version der Website nicht lesen kann (von einer neueren Version des Bots geschrieben oder beschädigt). Nochmal versuchen hilft nicht: Das Log des Servers nennt dem Admin des Bots die Zeile und den Grund.
web-error-retry = Die Daten konnten gerade nicht gelesen werden. Versuch es gleich noch einmal; passiert es immer wieder, steht der Grund im Log des Servers.
web-what-game = Partie { $id }
web-what-tournament = Turnier { $id }
web-what-puzzle = Aufgabe { $id }
web-what-analysis = Die Analyse von Partie { $id }
web-busy-title = Ausgelastet
web-busy = { $why } Die Website ist gerade ausgelastet: Versuch es in ein paar Sekunden noch einmal (Retry-After sagt, wann).
web-busy-drawing = Es werden gerade zu viele Bilder gezeichnet, um dieses jetzt zu zeichnen.
web-busy-slow = Die Antwort hat länger als { $seconds } Sekunden gedauert.

## Startseite.

web-home-title = Start
web-home-intro = Ranglisten, Turniere und Partie-Wiederholungen des Discord-Bots Cruise Pawns, für die Server, die ihre Seiten öffentlich gemacht haben (<code>/settings web:on</code>).
web-home-boards = Ranglisten über alle Server
web-home-where = Die eigene Rangliste eines Servers liegt unter <code>/servers/&lt;Server-ID&gt;/leaderboard/&lt;Voreinstellung&gt;</code>, ein Turnier unter <code>/tournaments/&lt;Nummer&gt;</code>, eine Partie unter <code>/games/&lt;Nummer&gt;</code>, eine aus einer Partie gewonnene Aufgabe unter <code>/puzzles/&lt;Nummer&gt;</code> (die neuesten eines Servers auf seiner Rangliste), ein Spieler unter <code>/players/&lt;Benutzer-ID&gt;</code>. Der Bot verlinkt sie in seinen Nachrichten, wenn die Adresse der Website gesetzt ist (<code>PUBLIC_URL</code>).
web-home-api = JSON für Community-Tools: <code>/api/leaderboard/&lt;Voreinstellung&gt;</code>, <code>/api/servers/&lt;Server-ID&gt;/leaderboard/&lt;Voreinstellung&gt;</code>, <code>/api/tournaments/&lt;Nummer&gt;</code>, <code>/api/games/&lt;Nummer&gt;</code>, <code>/api/puzzles/&lt;Nummer&gt;</code>, <code>/api/players/&lt;Benutzer-ID&gt;</code>.

## Tabellen.

web-col-player = Spieler
web-col-rating = Wertung
web-col-games = Partien
web-col-week = 7 Tage
web-col-points = Punkte
web-col-tiebreak = Feinwertung
web-col-preset = Voreinstellung
web-col-rank = Rang
web-col-wins = Siege
web-col-draws = Remis
web-col-losses = Niederlagen
web-col-streak = Serie (beste)

## Ranglisten.

web-board-title = Rangliste { $preset }, Seite { $page }
web-board-heading = Rangliste { $preset }, { $scope ->
        [server] dieser Server
       *[all] alle Server
    }
web-board-pages = Seite { $page } von { $pages } · { $ranked } in der Wertung
web-board-presets = Voreinstellungen:
web-board-empty = Keine gewerteten Spieler auf dieser Seite.
web-board-hidden = { $count ->
        [one] 1 weiterer Spieler auf dieser Seite hat nur auf Servern gespielt, deren Seiten nicht öffentlich sind.
       *[other] { $count } weitere Spieler auf dieser Seite haben nur auf Servern gespielt, deren Seiten nicht öffentlich sind.
    }
web-board-provisional = { $count ->
        [0] Keine vorläufigen Spieler warten auf ihre Wertung.
        [one] 1 vorläufiger Spieler (Wertung mit ?) ist noch nicht in der Rangliste.
       *[other] { $count } vorläufige Spieler (Wertungen mit ?) sind noch nicht in der Rangliste.
    }
web-board-prev = ← Seite { $page }
web-board-next = Seite { $page } →

## Wiederholung einer Partie.

web-game-title = { $white } gegen { $black }
web-game-number = Partie { $id }
web-in-progress = läuft
web-reason = { $reason ->
        [checkmate] Schachmatt
        [king-destroyed] König zerstört
        [promotion] Umwandlung
        [stalemate] Patt
        [no-legal-move] kein legaler Zug
        [no-pawns] keine Bauern mehr
        [insufficient-material] ungenügendes Material
        [seventy-five-moves] 75-Züge-Regel
        [fivefold-repetition] fünffache Wiederholung
        [resignation] Aufgabe
        [time] Zeit
        [time-insufficient-material] Zeit, ungenügendes Material
        [agreement] Einigung
        [threefold-repetition] dreifache Wiederholung
        [fifty-moves] 50-Züge-Regel
        [aborted] abgebrochen
        [move-limit] Zuglimit
        [decided] von der Turnierleitung entschieden
        [decided-forfeit] kampflos
       *[other] { $reason }
    }
web-board-alt = das Brett, { $side ->
        [white] Weiß
       *[black] Schwarz
    } unten
web-replay-prev = ← zurück
web-replay-next = weiter →
web-replay-keys = (oder die Tasten ← →)
web-replay-flip = Brett drehen ({ $side ->
        [white] Weiß
       *[black] Schwarz
    } unten)
web-no-moves = Noch keine Züge.
web-caption-start = Start: { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug.
web-caption-flight = Die Rakete von { $side ->
        [white] Weiß
       *[black] Schwarz
    } aus { $launch } erreicht { $square } (Schritt { $step } von { $steps }).
web-caption-shot-down = Die Rakete wird auf { $square } abgeschossen: { $move }.
web-caption-self-destruct = Der Bauer auf { $square } zerstört sich selbst.
web-caption-detonates = Die Rakete detoniert auf { $square }.
web-caption-played = { $side ->
        [white] Weiß
       *[black] Schwarz
    } spielte { $move }.

## Analyse.

web-analysis = Analyse
web-analysis-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = Genauigkeit { $value } %
web-analysis-no-decision = keine Entscheidung
web-analysis-chart-alt = Die Chancen von Weiß (Win%) nach jeder Entscheidung
web-analysis-worst = Zug { $number }, { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $played }{ $mark } (Win% { $before } → { $after }); besser: { $better }
web-analysis-better = besser: { $move }
web-analysis-note = Beurteilt von der Engine des Bots mit { $nodes } Knoten pro Stellung; Zeichen wie bei lichess (?! Ungenauigkeit, ? Fehler, ?? grober Fehler).

## Turnier.

web-tournament-number = Turnier { $id }
web-format = { $format ->
        [swiss] Schweizer System
        [round-robin] Rundenturnier
        [arena] Arena
        [knockout] K.-o.-System
        [double-elimination] Doppel-K.-o.
       *[other] { $format }
    }
web-status = { $status ->
        [open] offen
        [running] läuft
        [finished] beendet
       *[cancelled] abgesagt
    }
web-standings = Tabelle
web-not-started = Noch nicht gestartet: { $count ->
        [one] 1 Spieler ist
       *[other] { $count } Spieler sind
    } bisher dabei.
web-withdrawn = (zurückgezogen)
web-crosstable = Kreuztabelle
web-round = Runde { $number }
web-playing = läuft
web-bye = (Freilos)
web-result-bye = Freilos
web-result-half-bye = ½ Freilos
web-bracket = Turnierbaum
web-bracket-links = Jede gespielte Begegnung verlinkt ihre Partien.

## Spieler.

web-chart-alt = Wertungsverlauf
web-ratings = Wertungen
web-not-ranked = nicht in der Rangliste
web-recent-games = Letzte Partien: { $preset }
web-recent-game = { $result ->
        [win] Sieg
        [draw] Remis
       *[loss] Niederlage
    } gegen { $opponent } ({ $rating })

## Aufgabe.

web-puzzle-title = Aufgabe { $id }
web-puzzle-from = aus { $white } gegen { $black }, Zug { $move }
web-puzzle-credit = Aufgabe { $credit }.
web-puzzle-themes = Themen: { $themes }
web-themes-none = keine
web-puzzle-rating = Wertung { $rating }
web-puzzle-plays = { $count ->
        [one] 1-mal gespielt
       *[other] { $count }-mal gespielt
    }
web-puzzle-prev = ← zurück
web-puzzle-next = nächsten Zug zeigen →
web-puzzle-solution = Lösung zeigen
web-puzzle-step-alt = das Brett nach Zug { $n } der Lösung
web-puzzle-start = { $side ->
        [white] Weiß
       *[black] Schwarz
    } spielte { $move }. { $solver ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: Finde den einzigen guten Zug.
web-puzzle-plays-move = { $side ->
        [white] Weiß
       *[black] Schwarz
    } spielt { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Weiß
       *[black] Schwarz
    } lässt die Rakete passieren.
web-puzzle-solved = Gelöst.
web-recent-puzzles = Neueste Aufgaben
web-no-puzzles = Noch keine Aufgaben aus den Partien dieses Servers: Jede beendete Partie wird danach durchsucht.
web-request-timed-out = Die Anfrage kam nicht rechtzeitig an. Schick sie noch einmal, und zwar schnell.
web-too-many-connections = Gerade sind zu viele Verbindungen offen. Versuch es in ein paar Sekunden noch einmal.
