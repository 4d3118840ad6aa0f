# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Weiß
terminal-black = Schwarz
terminal-ai-name = KI (Stufe { $level })
terminal-bad-ai-side = --ai { $given }: sag, welche Seite die KI spielt: white oder black
terminal-bad-level = --level { $given }: wähle 1 (am schwächsten) bis 8 (am stärksten)
terminal-bad-lang = --lang { $given }: wähle eine dieser Sprachen: { $codes }
terminal-no-database = Die Datenbank lässt sich nicht öffnen: { $error }
terminal-welcome = Cruise Pawns, Hot-Seat an diesem Terminal. Datenbank: { $database }. Brettbilder: { $pictures }. Tippe `help` für die Befehle.
terminal-game-over = Die Partie ist vorbei. Tschüss!
terminal-ask-shoot-down = { $player }: Rakete abschießen ({ $choices }) oder passieren lassen? [{ $seconds } s] >
terminal-ask-steer = { $player }: Steuere die Rakete nach { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: Steuere die Rakete nach { $squares } oder * für die Selbstzerstörung >
terminal-ask-move = { $player } ist am Zug >
terminal-end-of-input = Ende der Eingabe: Die Partie bleibt in { $database } gespeichert.
terminal-leaving = Bis bald! Die Partie bleibt in { $database } gespeichert.
terminal-legal-moves = Legale Züge: { $moves }
terminal-cannot-write-picture = ({ $file } lässt sich nicht schreiben: { $error })
terminal-no-picture = (kein Brettbild: { $error })
terminal-help-title = Befehle (der Spieler am Zug tippt sie):
terminal-help-move = ein gewöhnlicher Zug (SAN oder UCI)
terminal-help-flight = ein ganzer Raketenflug (gezeigt werden nur die bisher erreichten Felder)
terminal-help-self-destruct = der Bauer auf e4 zerstört sich selbst
terminal-help-fire =
    steuere den Bauern auf e4 Schritt für Schritt; tippe dann jedes Feld (e5),
    oder * für die Selbstzerstörung vor dem ersten Schritt
terminal-help-answer = die Antwort des Verteidigers auf eine Abschussfrage (keine Antwort = { $pass })
terminal-help-draw = Remis anbieten; der andere Spieler tippt { $accept } oder { $decline }
terminal-help-claim = Remis beanspruchen (dreifache Stellungswiederholung oder 50 Züge)
terminal-help-resign = aufgeben; abbrechen (nur bevor beide Seiten gezogen haben)
terminal-help-board = das Brett zeigen; legale Züge auflisten; die Partienotation ausgeben (PGN)
terminal-help-quit = diese Hilfe; beenden (die Partie bleibt gespeichert)

terminal-in-seconds = { $count ->
    [one] in { $count } Sekunde
   *[other] in { $count } Sekunden
}
terminal-in-minutes = { $count ->
    [one] in { $count } Minute
   *[other] in { $count } Minuten
}
terminal-in-hours = { $count ->
    [one] in { $count } Stunde
   *[other] in { $count } Stunden
}
terminal-in-days = { $count ->
    [one] in { $count } Tag
   *[other] in { $count } Tagen
}
terminal-ago-seconds = { $count ->
    [one] vor { $count } Sekunde
   *[other] vor { $count } Sekunden
}
terminal-ago-minutes = { $count ->
    [one] vor { $count } Minute
   *[other] vor { $count } Minuten
}
terminal-ago-hours = { $count ->
    [one] vor { $count } Stunde
   *[other] vor { $count } Stunden
}
terminal-ago-days = { $count ->
    [one] vor { $count } Tag
   *[other] vor { $count } Tagen
}
