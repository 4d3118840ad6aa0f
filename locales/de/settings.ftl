# Einstellungen falsch eingegeben, eine fehlerhafte FEN, eine nicht vergebene
# Serverrolle (Quelle: en-US). Was man eintippt, bleibt wie es ist.

settings-intercept-out-of-range = Abfangzeit { $given } liegt außerhalb des Bereichs: wähle { $min } bis { $max }
settings-intercept-not-understood = Abfangzeit `{ $text }` ist unverständlich: schreib 30s, 5m, 2h, 1d oder einfach Sekunden wie 45
settings-unknown-colour = unbekannte Farbe `{ $text }`: wähle white, black oder random
settings-time-not-understood = Bedenkzeit `{ $text }` ist unverständlich: schreib Minuten+Inkrement wie 10+5, Tage pro Zug wie 3d (1d bis 7d) oder none
settings-correspondence-out-of-range = Fernschach-Zeit `{ $text }` liegt außerhalb des Bereichs: wähle 1d bis 7d pro Zug
settings-live-out-of-range = Bedenkzeit `{ $text }` liegt außerhalb des Bereichs: 1 bis 180 Minuten und 0 bis 180 Sekunden Inkrement
settings-ai-level-out-of-range = KI-Stufe { $level } liegt außerhalb des Bereichs: wähle 1 (am schwächsten) bis 8 (am stärksten)
settings-unknown-scope = unbekannter Bereich `{ $text }`: wähle server oder global
settings-unknown-preset = unbekannte Voreinstellung `{ $text }`: wähle cruise, cruise-forward, chess, pawns oder pawns-cruise
settings-duration-unreadable = keine Dauer: schreib eine ganze Zahl und eine Einheit, wie 30s, 5m, 2h oder 1d
settings-duration-too-long = länger als ein Jahr

settings-fen = fehlerhafte FEN, Feld { $field ->
        [placement] Aufstellung
        [side-to-move] Zugrecht
        [castling] Rochade
        [en-passant] en passant
        [halfmove-clock] Halbzugzähler
        [fullmove-number] Zugnummer
        [cooldown] Abkühlung
       *[position] Stellung
    }: { $problem }
settings-fen-empty = die FEN ist leer
settings-fen-missing = fehlt: eine FEN hat Aufstellung, Zugrecht, Rochade, en passant, Halbzugzähler und Zugnummer
settings-fen-too-many-fields = sie hat { $fields } Felder; eine FEN hat höchstens 7
settings-fen-rank-count = sie hat { $ranks } durch `/` getrennte Reihen; ein Brett hat 8, von Reihe 8 bis Reihe 1
settings-fen-bad-count = `{ $text }` auf Reihe { $rank }: leere Felder werden von 1 bis 8 gezählt
settings-fen-not-a-piece = `{ $text }` auf Reihe { $rank } ist weder ein Figurenbuchstabe (PNBRQK für Weiß, pnbrqk für Schwarz) noch eine Zahl leerer Felder
settings-fen-rank-too-long = Reihe { $rank } hat mehr als 8 Felder
settings-fen-rank-too-short = Reihe { $rank } hat { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    }, sie braucht 8
settings-fen-too-many-kings = { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat { $kings } Könige
settings-fen-piece-on-pawns-board = auf dem Bauernbrett stehen nur Bauern, aber auf { $square } steht { $color ->
        [white] ein weißer
       *[black] ein schwarzer
    } { $role ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
       *[piece] Stein
    }
settings-fen-pawn-cannot-stand = auf { $square } kann kein Bauer stehen
settings-fen-no-castling-on-pawns-board = `{ $text }`: auf dem Bauernbrett gibt es keine Rochade; schreib -
settings-fen-not-a-castling-letter = `{ $text }` ist nicht K, Q, k, q oder -
settings-fen-castling-needs-king = `{ $letter }` braucht den { $color ->
        [white] weißen
       *[black] schwarzen
    } König auf { $square }
settings-fen-castling-needs-rook = `{ $letter }` braucht einen { $color ->
        [white] weißen
       *[black] schwarzen
    } Turm auf { $square }
settings-fen-castling-twice = `{ $letter }` steht doppelt da
settings-fen-not-a-number = `{ $text }` ist keine ganze Zahl
settings-fen-not-a-side = `{ $text }` ist nicht w oder b
settings-fen-not-a-square = `{ $text }` ist kein Feld und nicht -
settings-fen-en-passant-rank = { $square } kann kein En-passant-Feld sein, wenn { $turn ->
        [white] Weiß
       *[black] Schwarz
    } am Zug ist; es muss auf Reihe { $rank } liegen
settings-fen-cooldown-shape = `{ $text }` hat nicht die Form <weißes Feld>/<schwarzes Feld> (- für keins), etwa e4/-
settings-fen-in-check = { $turn ->
        [white] Weiß ist am Zug, aber Schwarz
       *[black] Schwarz ist am Zug, aber Weiß
    } steht im Schach

settings-role-cannot-give = Es wird keine Serverrolle vergeben: { $granter ->
        [you] du darfst
        [organizer] der Veranstalter darf
        [season] das Mitglied, das die Saison gestartet hat, darf
       *[other] { $name } darf
    } <@&{ $role }> nicht vergeben (nur der Serverbesitzer, ein Administrator oder ein Mitglied mit **Rollen verwalten** über dieser Rolle kann sie zum Preis machen).
settings-role-set-since = Es wird keine Serverrolle vergeben: <@&{ $role }> wurde erst nach der Einrichtung zur Serverrolle, daher wurde nie geprüft, ob { $granter ->
        [you] du sie vergeben darfst
        [organizer] der Veranstalter sie vergeben darf
        [season] das Mitglied, das die Saison gestartet hat, sie vergeben darf
       *[other] { $name } sie vergeben darf
    }.

settings-puzzle-or-pass = { $why }; oder antworte `pass`, um die Rakete passieren zu lassen
settings-clock-days-hours = { $days } T { $hours } Std.
