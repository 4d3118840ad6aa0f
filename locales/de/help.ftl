# /rules und /help: wie Cruise Pawns gespielt wird, und die Themen der Hilfe
# (Quelle: en-US).

## /rules

rules-text = **Cruise Pawns** ist Schach, in dem ein Bauer als ganzen Zug sich selbst als Marschflugkörper abfeuern darf.
    • Ein Bauer, der nicht mehr auf seiner Grundreihe steht, feuert: Die Rakete fliegt bis zu 7 Felder, jeder Schritt in eine Königsrichtung, mit höchstens 45° Drehung pro Schritt (`cruise-forward`: nur vorwärts oder seitwärts).
    • Sie darf über eigene Figuren fliegen, hält an der ersten gegnerischen Figur und **detoniert** dort: Diese Figur und der Bauer verschwinden. Ein Flug muss auf einer gegnerischen Figur enden (oder `e4*` zerstört sich selbst).
    • Auf jedem Feld, das sie unterwegs erreicht, darf der Verteidiger sie mit einem legalen Schlagzug auf dieses Feld **abschießen** oder sie passieren lassen. Keine Antwort in der Zeit lässt sie passieren.
    • Wer den König zerstört, gewinnt (außer die Partie wurde mit `king_strikes: false` erstellt). Raketendrohungen sind kein Schach.
    • `pawns`: nur Bauern; der erste Bauer auf der letzten Reihe gewinnt.
    Spielen: `/move e4`, `/move e4>e5>e6>d7` (ganzer Flug, vor deinem Gegner verborgen) oder `/fire e4` und mit Buttons steuern.

## /help

help-intro = **Hilfe zu Cruise Pawns**: Wähle unten ein Thema. Jedes listet seine Befehle (`<option>` ist Pflicht, `[option]` optional) und wie man sie benutzt.
help-pick-topic = Wähle ein Thema
help-unknown-topic = Dieses Hilfethema kenne ich nicht: Führe `/help` noch einmal aus und wähle eines aus dem Menü.
help-organizers = *Organisatoren und Serververwaltung:*
help-command-line = `{ $usage }`: { $what }.

help-playing-label = Spielen
help-playing-about = Herausforderungen, Züge, Remis, das Ende einer Partie, Analyse
help-playing-text = Eine `/challenge` mit dem Bot als `opponent` spielt gegen die KI (`level` 1-8); ohne `opponent` kann jeder annehmen. Im Thread einer Partie kannst du deinen Zug auch einfach tippen (`Nf3`). Ein Brett, das dich zum Zug auffordert, wird von deiner Seite gezeigt. Ohne Uhr hat jeder Zug eine Frist (14 Tage; bei Turnieren `move_limit`): Ist sie abgelaufen, kann dein Gegner mit `/claim` den Sieg beanspruchen. Eine beendete Partie hat einen Button **Rematch** (Farben getauscht, 10 Minuten zum Annehmen) und einen Button **Analyse** (Genauigkeit, Fehler und die besseren Züge).

help-missiles-label = Raketen
help-missiles-about = Einen Bauern abfeuern, ihn steuern, eine Rakete abschießen
help-missiles-text = Ein Bauer, der nicht mehr auf seiner Grundreihe steht, darf sich als ganzen Zug selbst abfeuern: Die Rakete fliegt bis zu 7 Felder, jeder Schritt in eine Königsrichtung, mit höchstens 45° Drehung pro Schritt. Sie fliegt über eigene Figuren und **detoniert** auf der ersten gegnerischen Figur: Beide verschwinden. Wer den König zerstört, gewinnt.
    Auf jedem Feld, das sie erreicht, bekommt der Verteidiger Buttons, um sie mit einem Schlagzug dort abzuschießen (z. B. **Bxe6**) oder **Passieren lassen**; keine Antwort in der Zeit lässt sie passieren.
    Um einen ganzen Flug auf einmal abzufeuern, vor deinem Gegner verborgen: `/move e4>e5>e6>d7`.

help-tournaments-label = Turniere
help-tournaments-about = Turniere und Serien: mitmachen, spielen und leiten
help-tournaments-text = Melde dich mit dem Button der Ankündigung an. Jeder Befehl nimmt `tournament:`, um eines zu nennen, wenn ein Kanal mehrere hat. Eine Serie (`repeat:weekly`) behält ihre Uhrzeit in ihrer Zeitzone.

help-ratings-label = Wertungen und Saisons
help-ratings-about = Wertungen, die Rangliste, Profile und Saisons
help-ratings-text = Gewertete Partien ändern die Wertungen beider Spieler (ein `?` markiert eine vorläufige, nach wenigen Partien). Eine Saison ist eine eigene Wertung eines Servers für eine Weile, mit einer Endtabelle zum Schluss.

help-puzzles-label = Puzzles
help-puzzles-about = Puzzles aus den Partien dieses Servers, das Tagespuzzle, Serien
help-puzzles-text = Jede beendete Partie dieses Servers wird nach groben Fehlern durchsucht: Jeder wird ein Puzzle, mit Nennung seiner Partie ("from alice vs bob, move 23"). Nur du siehst dein Puzzle: Antworte mit `/move` (ein Raketenflug als `e4>e5>e6`) oder mit den Buttons, wenn das Puzzle fragt, ob du eine Rakete abschießt oder passieren lässt. Ein richtiger Zug zeigt die Antwort und fragt nach dem nächsten; ein falscher beendet das Puzzle und zeigt die Lösung. Deine Puzzle-Wertung gehört dir, getrennt von deinen Partiewertungen (`/leaderboard scope:puzzles`, `/profile`). Die Serververwaltung wählt, wo und wann das Tagespuzzle erscheint: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Einstellungen
help-settings-about = Die Einstellungen des Servers und wer die Antworten des Bots sieht
help-settings-text = Diese antworten nur dir: `/rules`, `/help`, `/profile`, `/leaderboard` und `/tournament standings`; mit `public:true` erscheint die Antwort im Kanal. Eine `/challenge` ohne `opponent` pingt die Rolle „sucht eine Partie“ des Servers, falls die Serververwaltung eine festgelegt hat.
