# Saisons: die eigenen Wertungen eines Servers für eine Zeit.

## Ablehnungen

season-only-in-servers = Saisons gehören zu einem Server: Nutze diesen Befehl in einem seiner Kanäle.
season-unavailable = Die Saisons können gerade nicht gelesen oder gespeichert werden (die Datenbank hat nicht geantwortet): Versuch es in einer Minute noch einmal.
season-rules-gone = Diese Saison gehört nicht zu diesem Server (vielleicht wurde sie entfernt): `/leaderboard scope:season` zeigt die aktuelle.
season-bad-name = **{ $name }** geht nicht als Name einer Saison: Gib einen Namen mit 1 bis { $max } Zeichen ohne `:` und Backticks an (z. B. `name:Winter 2026`).
season-bad-top = `top:{ $top }` liegt außerhalb des Bereichs: Die Top-Rolle geht an 1 bis { $max } Mitglieder.
season-still-open = Die Saison **{ $name }** dieses Servers läuft noch: Beende sie mit `/season end` (ihr Endstand wird gepostet), bevor du eine neue startest.
season-name-taken = Dieser Server hatte schon eine Saison namens **{ $name }** (ihr Endstand: `/leaderboard scope:season season:{ $typed }`): Wähle einen anderen Namen.
season-ended-already = Die Saison **{ $name }** ist schon beendet; ihr Endstand: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Auf diesem Server läuft keine Saison. Die letzte war **{ $name }** (beendet { $at }): Sieh sie dir mit `/leaderboard scope:season season:{ $typed }` an. Eine neue startet ein Organisator mit `/season start name:<text>`.
season-no-open-never = Dieser Server hatte noch keine Saison: Ein Organisator (Server verwalten oder die Organisator-Rolle) startet eine mit `/season start name:<text>`.
season-unknown = Dieser Server hat keine Saison namens **{ $name }**.
season-did-you-mean = Meintest du **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` ist kein Datum, das ich lesen kann: Schreib einen Tag (2026-12-31, die Saison endet, wenn er vorbei ist, UTC), einen Tag mit Uhrzeit (2026-12-31 18:00, UTC, oder 2026-12-31 18:00 Europe/Berlin), einen Discord-Zeitstempel (<t:1798675200>) oder eine Spanne ab jetzt (30d, 4w).
season-ends-passed = `ends:{ $text }` ist { $at }, und das ist vorbei: Gib einen Zeitpunkt in der Zukunft an.
season-ends-too-far = `ends:{ $text }` ist mehr als ein Jahr entfernt: Eine Saison endet innerhalb eines Jahres (mit `/season end` beendest du sie jederzeit früher).
season-only-organizers-start = Nur Mitglieder mit „Server verwalten“ oder der Turnierorganisator-Rolle dürfen eine Saison starten. Frag eine von ihnen; `/leaderboard scope:season` zeigt die aktuelle.
season-only-organizers-end = Nur Mitglieder mit „Server verwalten“ oder der Turnierorganisator-Rolle dürfen eine Saison beenden. Frag eine von ihnen; `/leaderboard scope:season` zeigt den bisherigen Stand.
season-only-managers = Nur Mitglieder mit „Server verwalten“ dürfen die Saison-Einstellungen ändern. Frag jemanden, der den Server verwaltet.
season-role-or-clear = Gib entweder `top_role` (um sie zu setzen) oder `clear:true` (um keine Rolle zu vergeben) an, nicht beides.

## Der Start

season-started = 📅 **Saison { $name }** hat begonnen (gestartet von { $by }). Drück auf **Regeln**, um zu sehen, wie sie zählt.
season-card-title = 📅 Saison { $name }
season-card-description = Jede gewertete Partie auf diesem Server zählt auch für die Saison.
season-card-game = Spiel
season-card-every-game = jedes Spiel, jedes mit eigener Wertung
season-card-pool = Wertungspool
season-card-pool-value = Saisonwertungen ab 1500
season-card-players = Spieler
season-card-players-value = alle, die hier eine gewertete Partie spielen
season-card-start = Beginn
season-card-end = Ende
season-card-end-by-command = Wenn ein Organisator `/season end` eingibt.
season-card-standings = Stand
season-card-footer = Saison #{ $id }. Drück auf „Regeln“ für ihre Regeln.
season-rules-button = Regeln

## Die Regeln

season-games-of = gewertete { $preset }-Partien
season-games-every = gewertete Partien (jedes Spiel mit eigener Wertung)
season-rules-ended = Sie endete { $at }.
season-rules-ends = Sie endet { $at } ({ $relative }).
season-rules-ends-by-command = Sie endet, wenn ein Organisator `/season end` eingibt.
season-rules = 📜 **Saison { $name }**: Solange sie läuft, zählen { $games } auf diesem Server auch für die eigenen Wertungen der Saison; jedes Mitglied beginnt bei 1500 (die globale Wertung eines Spielers ändert nichts daran, wie die Saison ihn wertet). Wertungen mit ? sind vorläufig (wenige Partien); eine Saison nimmt sie trotzdem in die Rangliste auf. { $ends } Ihr Endstand wird in { $channel } gepostet, nach Saisonwertung, die ersten drei mit Medaillen.
season-rules-top = An ihrem Ende bekommen die besten { $top } des Endstands { $role } (sofern wer sie gestartet hat diese Rolle vergeben darf).
season-rules-follow = Verfolge sie mit `/leaderboard scope:season`.

## Der Endstand

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $record }
season-standings = 🏁 **Saison { $name }** ist beendet: der Endstand in { $preset }.
season-standings-title = 🏁 Saison { $name } — Endstand
season-standings-more = … und { $count } weitere im Tabellenbild.
season-standings-winner = Sieger
season-standings-ran = Lief
season-standings-ran-value = { $from } bis { $to }
season-standings-footer = ? kennzeichnet eine vorläufige Wertung; Bilanzen sind Siege–Remis–Niederlagen.
season-no-games = **Saison { $name }** ist beendet, ohne dass in ihr auf diesem Server gewertete Partien gespielt wurden: kein Endstand.
season-standings-unreadable = **Saison { $name }** ist beendet, aber ihr Endstand kann gerade nicht gelesen werden (die Datenbank hat nicht geantwortet); er bleibt erhalten: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } geht an { $names }.
season-role-line-many = { $role } geht an die { $count } Mitglieder an der Spitze des Endstands.
season-role-reason = Top { $top } der Saison { $name }

## Die Einstellungen

season-settings = { $saved ->
        [yes] Saison-Einstellungen gespeichert
       *[no] Saison-Einstellungen
    }: Am Ende einer Saison bekommen die besten { $top } des Endstands { $role } (und die Inhaber der letzten Saison verlieren sie). `clear:true` vergibt keine Rolle.
season-settings-none = { $saved ->
        [yes] Saison-Einstellungen gespeichert
       *[no] Saison-Einstellungen
    }: Am Ende einer Saison wird keine Top-Rolle vergeben (setz eine mit `/season settings top_role:@role top:<n>`).

## Die Saison-Rangliste

season-board-ended = beendet { $at }
season-board-open-ends = läuft, endet { $at }
season-board-open-since = läuft seit { $at }
season-board-title = **Rangliste der Saison { $name }** ({ $preset }, { $span }) · Seite { $page } von { $pages }
season-board-empty = In dieser Saison gibt es noch keine gewerteten { $preset }-Partien.
season-board-provisional = Vorläufige Wertungen (mit ?) werden in einer Saison auch eingereiht.
season-board-your-place = Dein Platz: { $rank }. { $line }
season-board-no-games = Du hast in dieser Saison noch keine gewerteten { $preset }-Partien.

## Das Tabellenbild

season-table-title = Saison { $name } — Endstand
season-table-subtitle = { $preset } · { $players } · vorläufige Wertungen mit ?
season-table-player = Spieler
season-table-rating = Wertung
season-table-games = Partien
season-table-wins = S
season-table-draws = R
season-table-losses = N
