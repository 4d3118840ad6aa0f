# Warum ein Zug nicht erlaubt ist oder sein Text nicht lesbar ist (Quelle:
# en-US). Jede Nachricht ist ein Satzteil ohne Schlusspunkt. Plural: one, other.

moves-role = { $role ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    }
moves-role-the = { $role ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    }
moves-role-your = { $role ->
        [pawn] dein eigener Bauer
        [knight] dein eigener Springer
        [bishop] dein eigener Läufer
        [rook] dein eigener Turm
        [queen] deine eigene Dame
       *[king] dein eigener König
    }
moves-role-enemy = { $role ->
        [pawn] den gegnerischen Bauern
        [knight] den gegnerischen Springer
        [bishop] den gegnerischen Läufer
        [rook] den gegnerischen Turm
        [queen] die gegnerische Dame
       *[king] den gegnerischen König
    }

moves-how-to-write = schreib SAN wie e4, Nf3, exd5, O-O oder e8=Q, UCI wie e2e4 oder einen Flug wie e4>e5>e6>d7 (e4* zur Selbstzerstörung)
moves-no-move = kein Zug angegeben: { moves-how-to-write }
moves-too-long = dieser Text ist zu lang für einen Zug ({ $count ->
        [one] { $count } Zeichen
       *[other] { $count } Zeichen
    }): { moves-how-to-write }
moves-unreadable = `{ $text }` kann ich nicht als Zug lesen: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` ist ein Abschuss-Eintrag (Flug/Abschusszug), kein Zug: gib nur den Zug an
moves-bad-flight = `{ $text }` ist kein Flug: { $why }; schreib das Startfeld und jedes betretene Feld, verbunden mit `>`, etwa e4>e5>e6>d7, oder e4* zur Selbstzerstörung
moves-flight-not-a-square = `{ $text }` ist kein Feld
moves-flight-too-many-steps = ein Flug hat höchstens 7 Schritte
moves-flight-no-steps = er hat keine Schritte
moves-not-legal-why = `{ $text }` ist nicht erlaubt: { $why }
moves-not-legal = `{ $text }` ist nicht erlaubt
moves-ambiguous = `{ $text }` ist mehrdeutig: { $moves }; sag, welcher Zug gemeint ist
moves-promotion-letter-missing = `{ $text }` braucht eine Umwandlungsfigur: häng q, r, b oder n an, etwa { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` braucht eine Umwandlungsfigur: schreib { $to }=Q, { $to }=R, { $to }=B oder { $to }=N
moves-pawns-board-letter = `{ $text }`: auf dem Bauernbrett gewinnt ein Bauer, der seine letzte Reihe erreicht, so wie er ist, ohne Umwandlungsbuchstaben: schreib { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: auf dem Bauernbrett gewinnt ein Bauer, der seine letzte Reihe erreicht, so wie er ist, ohne Umwandlungsbuchstaben: schreib den Zug ohne
moves-only-last-rank-promotes-write = nur ein Bauer, der seine letzte Reihe erreicht, wird umgewandelt; schreib { $from }{ $to }
moves-only-last-rank-promotes = nur ein Bauer, der seine letzte Reihe erreicht, wird umgewandelt
moves-text-after-game-over = `{ $text }` kann nicht gespielt werden: die Partie ist vorbei
moves-no-legal-move = in dieser Stellung ist kein Zug erlaubt (die Partie ist vorbei)
moves-game-over = die Partie ist vorbei
moves-not-legal-here = { $move } ist hier nicht erlaubt

moves-self-immolation-record = `{ $text }`: eine Selbstzerstörung kann nicht abgeschossen werden; ein Abschuss-Eintrag ist der Flug bis dahin, `/` und der Abschusszug, etwa e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: nach `/` fehlt der Abschusszug: gib ihn in UCI an, etwa { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: die Rakete kann auf { $square } nicht abgeschossen werden: kein erlaubtes Schlagen erreicht sie dort
moves-not-a-shoot-down = `{ $text }` schießt die Rakete auf { $square } nicht ab: erlaubte Abschüsse dort sind { $options }
moves-self-immolation-shot-down = `{ $flight }` ist eine Selbstzerstörung, die nicht abgeschossen werden kann
moves-detonates-at = die Rakete detoniert auf { $square } (dort steht eine gegnerische Figur: { moves-role }): abschießen kann man sie nur auf Feldern zwischen Start und Ziel
moves-shielded-at = die Rakete wird auf { $square } von einer Figur ihrer eigenen Seite geschützt ({ moves-role }): dort kann sie nicht abgeschossen werden
moves-not-entered-yet = eine Rakete kann erst abgeschossen werden, wenn sie ein Feld betreten hat
moves-cannot-shoot-down-on = die Rakete kann auf { $square } nicht abgeschossen werden
moves-not-legal-shoot-down = { $shooter } ist kein erlaubter Abschuss auf { $square }
moves-shooter-cannot = { $shooter } kann die Rakete auf { $square } nicht abschießen

moves-flight-not-legal = dieser Flug ist nicht erlaubt: { $why }
moves-missiles-not-in-game = Raketen gehören nicht zu dieser Partie (Regelsatz { $preset }): Bauern können nicht abgefeuert werden
moves-no-missiles-in = in { $preset } gibt es keine Raketen
moves-no-pawn-to-fire = auf { $launch } steht kein Bauer zum Abfeuern
moves-no-own-pawn-to-fire = auf { $launch } steht kein { $color ->
        [white] weißer
       *[black] schwarzer
    } Bauer zum Abfeuern
moves-others-piece = { moves-role-the } auf { $square } gehört { $owner ->
        [white] Weiß
       *[black] Schwarz
    }, und { $turn ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
moves-not-yours = { moves-role-the } auf { $square } gehört nicht dir: { $turn ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
moves-not-a-pawn = { moves-role-the } auf { $launch } ist kein Bauer: nur Bauern können abgefeuert werden
moves-starting-rank = der Bauer auf { $launch } steht noch auf seiner Ausgangsreihe: ein Bauer darf erst feuern, nachdem er gezogen hat
moves-starting-rank-yet = der Bauer auf { $launch } steht noch auf seiner Ausgangsreihe und kann noch nicht feuern
moves-forward-cooldown = der Bauer auf { $launch } hat in deinem letzten Zug gezogen: nach den Vorwärtsregeln muss er einen Zug warten, bevor er feuern darf
moves-cooldown = dieser Bauer muss abkühlen: du hast den Bauern auf { $launch } im letzten Zug gezogen, also kann er in diesem Zug nicht feuern
moves-self-immolation-exposes = ohne den Bauern auf { $launch } stünde dein König im Schach
moves-king-exposed-without-pawn = ohne diesen Bauern stünde dein König im Schach

moves-not-one-step = { $from } nach { $to } ist kein einzelner Schritt: jedes betretene Feld muss das vorige berühren
moves-not-adjacent = { $to } liegt nicht neben { $from }: jeder Schritt betritt ein Nachbarfeld
moves-too-sharp = die Kurve auf { $square } (Richtung { $toward }) ist zu scharf: eine Rakete dreht pro Schritt höchstens um 45° (ein Achtel)
moves-step-too-sharp = { $from } nach { $to }: eine Rakete darf pro Schritt höchstens um 45 Grad drehen
moves-diagonal = { $from } nach { $to } ist diagonal: Raketen nach Vorwärtsregeln fliegen nur geradeaus vorwärts oder seitwärts
moves-backward = { $from } nach { $to } geht rückwärts: Raketen nach Vorwärtsregeln fliegen nie rückwärts
moves-step-forward-only = { $from } nach { $to }: Raketen fliegen hier nur vorwärts oder seitwärts, nie rückwärts oder diagonal
moves-two-sideways = zwei Seitwärtsschritte hintereinander (nach { $into }, dann { $then }): mach zwischen Seitwärtsschritten einen Schritt vorwärts
moves-step-two-sideways = { $from } nach { $to }: eine Rakete darf nicht zwei Seitwärtsschritte hintereinander machen
moves-through-enemy = die Rakete kann nicht durch { moves-role-enemy } auf { $square } fliegen: ein Flug endet an der ersten gegnerischen Figur, die er erreicht
moves-pass-through-enemy = die Rakete kann nicht durch die gegnerische Figur auf { $square } fliegen
moves-no-way-on = kein erlaubter Flug führt über { $square } weiter: jeder Weg ließe deinen König im Schach oder endet auf keinem Ziel
moves-ends-on-empty = eine Rakete muss auf einer gegnerischen Figur enden, und { $target } ist leer (um nur den Bauern zu zerstören, schreib { $launch }*)
moves-must-end-on-enemy = eine Rakete muss auf einer gegnerischen Figur enden, und auf { $square } steht keine
moves-ends-on-own = eine Rakete darf über deine eigenen Figuren fliegen, aber nicht auf einer enden (auf { $target } steht dein { moves-role })
moves-king-strikes-off = Königsschläge sind in dieser Partie aus: der König auf { $target } kann nicht Ziel sein
moves-no-king-strikes = Raketen dürfen in dieser Partie den König nicht treffen
moves-flight-exposes-king = dein König stünde unterwegs oder nach der Detonation im Schach (eine Raketendrohung zählt nie, normale Angriffe auf deinen König schon)
moves-check-after-detonation = dein König stünde im Schach, nachdem die Rakete die Figur auf { $square } zerstört hat
moves-check-with-missile-on = dein König stünde mit der Rakete auf { $square } im Schach

moves-no-king-to-castle = es gibt keinen König, mit dem du rochieren könntest
moves-no-castling-right = du darfst nicht mehr { $side ->
        [queenside] lang
       *[kingside] kurz
    } rochieren
moves-castle-out-of-check = aus dem Schach heraus kannst du nicht rochieren
moves-castling-blocked = die { $side ->
        [queenside] lange
       *[kingside] kurze
    } Rochade braucht leere Felder zwischen König und Turm, und der König darf kein angegriffenes Feld überqueren oder betreten
moves-cannot-castle-now = du kannst dort jetzt nicht rochieren: König oder Turm haben schon gezogen, ein Feld dazwischen ist besetzt, oder der König würde ein angegriffenes Feld überqueren oder betreten

moves-no-piece = auf { $square } steht keine Figur
moves-stays-put = ein Zug muss irgendwohin führen: { $from } nach { $to } bleibt stehen
moves-own-piece-on = auf { $square } steht { moves-role-your }
moves-king-one-square = ein König zieht ein Feld: er kann nicht von { $from } nach { $to }
moves-knight-cannot = ein Springer kann nicht von { $from } nach { $to } springen
moves-blocked-by = der Weg von { $from } nach { $to } ist versperrt: auf { $square } steht { moves-role-the }
moves-blocked = der Weg von { $from } nach { $to } ist versperrt
moves-cannot-move-from-to = { moves-role-the } kann nicht von { $from } nach { $to } ziehen
moves-cannot-move-to = { moves-role-the } auf { $from } kann nicht nach { $to } ziehen
moves-pawn-blocked = der Bauer auf { $from } ist blockiert
moves-pawn-two-from-start-only = nur ein Bauer auf seiner Ausgangsreihe darf zwei Felder ziehen; der Bauer auf { $from } darf eins
moves-pawn-diagonal-captures = ein Bauer zieht nur diagonal, um zu schlagen, und { $to } ist leer
moves-pawn-cannot-reach = ein Bauer auf { $from } kann { $to } nicht erreichen
moves-must-promote = ein Bauer, der die letzte Reihe erreicht, muss umgewandelt werden: häng q, r, b oder n an
moves-promotes-to = ein Bauer wird in eine Dame, einen Turm, einen Läufer oder einen Springer umgewandelt
moves-pawns-board-no-promotion = auf dem Bauernbrett gewinnt ein Bauer, der die letzte Reihe erreicht, und wird nicht umgewandelt
moves-king-in-check-on = dein König stünde auf { $to } im Schach
moves-check-not-stopped = dein König steht im Schach, und dieser Zug hebt das Schach nicht auf
moves-in-check = du stehst im Schach, und dieser Zug bringt deinen König nicht aus dem Schach
moves-pinned = { moves-role-the } auf { $square } ist gefesselt: ein Zug damit stellte deinen König ins Schach
moves-leaves-king-in-check = dein König stünde danach im Schach
moves-king-would-be-in-check = dein König stünde im Schach
moves-no-piece-of-role = du hast keine solche Figur ({ moves-role })
moves-none-can-reach = keine deiner Figuren ({ moves-role }) kann { $to } erreichen
