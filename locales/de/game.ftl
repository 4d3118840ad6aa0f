# Die Beiträge einer Partie (Quelle: en-US). Du-Form. Plural: one, other.

## Spieler und wer am Zug ist.

game-player = **{ $name }** ({ $side ->
        [white] Weiß
       *[black] Schwarz
    })
game-to-move = { $player } ist am Zug.
game-to-move-in-check = { $player } ist am Zug (im Schach).
game-clocks = Uhren: Weiß { $white }, Schwarz { $black }.
game-move-deadline = Die Zeit für diesen Zug läuft { $when } ab.

## Die Einstellungen der Partie.

game-clock-none = ohne Uhr
game-clock-live = { $minutes }+{ $increment } Bedenkzeit
game-clock-days = { $days ->
        [one] { $days } Tag pro Zug
       *[other] { $days } Tage pro Zug
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, Königsschläge { $king-strikes ->
        [on] an
       *[off] aus
    }, { $intercept } zum Abfangen, { $clock }
game-summary-ai = { $summary }, gegen die KI auf Stufe { $level }

## Die erste Nachricht und /board.

game-start = **{ $white }** (Weiß) gegen **{ $black }** (Schwarz): { $summary }.
game-board = { $white } (Weiß) gegen { $black } (Schwarz): { $summary }.
game-board-missile = Eine Rakete ist auf { $square } in der Luft.
game-export = Die Aufzeichnung der Partie { $game }.

## Züge, Flüge und Abschüsse.

game-moved = { $player } spielt **{ $san }**.
game-steer-first = { $player }, steuere die Rakete von **{ $square }** aus: Wähle das erste Feld, in das sie fliegt (auf einem Feld mit einer gegnerischen Figur detoniert sie).
game-steer-next = { $line } — { $player }: Wähle das nächste Feld, in das sie fliegt.
game-self-destruct = Selbstzerstörung
game-question = { $line } — { $defender }: abschießen ({ $labels }) oder passieren lassen? Endet { $when }
game-question-notice = { $defender }, die Rakete ist auf **{ $square }**: Schieß sie ab oder lass sie passieren, die Frage endet { $when }.
game-let-pass = Passieren lassen
game-passed = { $line } — { $defender } lässt sie passieren.
game-passed-timeout = { $line } — keine Antwort von { $defender } innerhalb von { $intercept }: Sie darf passieren.
game-question-cut-short = { $line } — die Partie ist vor einer Antwort zu Ende.
game-shot-down = 💥 { $defender } schießt sie auf { $square } mit { $san } ab.
game-detonated = 💥 Die Rakete von { $attacker } detoniert auf { $square } und zerstört { $piece ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } von { $defender }.
game-self-destructed = 💥 Der Bauer von { $player } auf { $square } zerstört sich selbst.

## Remisangebote und Erinnerungen.

game-draw-offer = { $player } bietet Remis an. { $opponent }, annehmen oder ablehnen?
game-accept = Annehmen
game-decline = Ablehnen
game-draw-declined = { $player } lehnt das Remis ab.
game-draw-agreed = Remis vereinbart.
game-draw-offer-ended = Dieses Remisangebot ist beendet: Die Partie ist vorbei.
game-draw-offer-lapsed = Das Remisangebot ist verfallen: Stattdessen wurde ein Zug gespielt.
game-reminder = Erinnerung: { $player }, du bist am Zug; deine Zeit läuft { $when } ab.
game-move-limit-half-lose = Erinnerung: { $player }, du bist am Zug; die Hälfte des Zuglimits ({ $limit }) ist um: Du verlierst die Partie { $when }.
game-move-limit-half-claim = Erinnerung: { $player }, du bist am Zug; die Hälfte des Zuglimits ({ $limit }) ist um: { $opponent } kann { $when } den Sieg beanspruchen.
game-move-limit-reached = { $player } hat innerhalb des Zuglimits ({ $limit }) nicht gezogen: { $opponent }, du kannst mit `/claim` den Sieg beanspruchen oder auf den Zug warten.

## Das Ende.

game-rematch = Revanche
game-analyse = Analysieren
game-aborted = Die Partie wurde abgebrochen: kein Ergebnis.
game-over-agreement = Partie vorbei: Remis nach Vereinbarung.
game-over-win = Partie vorbei: { $winner } gewinnt: { $why }.
game-over-draw = Partie vorbei: Remis: { $why }.
game-why-resignation = { $player } gibt auf
game-why-time = { $player } hat die Zeit überschritten
game-why-move-limit = { $player } hat nicht innerhalb des Zuglimits ({ $limit }) gezogen
game-why-time-no-material = { $player } hat die Zeit überschritten, aber { $opponent } hat zu wenig Material für einen Sieg
game-why-threefold = durch dreifache Stellungswiederholung beansprucht (dieselbe Stellung dreimal)
game-why-fifty-moves = nach der 50-Züge-Regel beansprucht (je 50 Züge ohne Schlagen, Bauernzug oder Flug)
game-why-checkmate = { $player } ist schachmatt
game-why-king-destroyed = eine Rakete hat den König von { $player } zerstört
game-why-promotion = der Bauer auf { $square } hat die letzte Reihe erreicht
game-why-promotion-somewhere = ein Bauer hat die letzte Reihe erreicht
game-why-stalemate = { $player } ist patt (kein legaler Zug, nicht im Schach)
game-why-no-legal-move = { $player } hat keinen legalen Zug
game-why-no-pawns = { $player } hat keine Bauern mehr
game-why-no-pawns-side = eine Seite hat keine Bauern mehr
game-why-insufficient-material = keine Seite hat genug Material zum Mattsetzen
game-why-seventy-five-moves = je 75 Züge ohne Schlagen, Bauernzug oder Flug
game-why-fivefold = dieselbe Stellung kam fünfmal vor
game-decided = Partie vorbei: { $what }, festgelegt von **{ $by }**.
game-an-organizer = der Turnierleitung
game-decided-win = { $player } gewinnt ({ $score })
game-decided-forfeit = { $player } gewinnt kampflos ({ $score })
game-decided-draw = Remis (½-½)
game-decided-double-forfeit = beide Spieler verlieren kampflos (-/-)
