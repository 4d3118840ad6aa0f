# Was die Discord-Seite selbst antwortet: /settings, die Prüfungen und
# Admin-Antworten von /tournament, Hinweise zum Thread einer Partie
# (Quelle: en-US). Plural: one, other.

## /settings

discord-settings-not-in-server = Einstellungen gehören zu einem Server: nutze diesen Befehl in einem seiner Kanäle.
discord-settings-web-on = Die Seiten dieses Servers sind auf der Website. `/settings web:off` verbirgt sie.
discord-settings-web-on-at = Die Seiten dieses Servers sind auf der Website. Seine Seiten: { $url } `/settings web:off` verbirgt sie.
discord-settings-web-off = Die Seiten dieses Servers sind nicht auf der Website. `/settings web:on` (Server verwalten) zeigt dort seine Rangliste, Turniere und Partien.
discord-settings-read-failed = Die Einstellungen konnten nicht gelesen werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-lfg-role = Eine offene Herausforderung pingt <@&{ $role }>. `/settings clear_lfg_role:true` beendet das.
discord-settings-lfg-none = Eine offene Herausforderung pingt niemanden. `/settings lfg_role:<role>` (Server verwalten) lässt sie die Mitglieder pingen, die eine Partie suchen.
discord-settings-lfg-read-failed = Die Rolle für Partiesuchende konnte nicht gelesen werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-zone = Die Zeitzone dieses Servers ist { $zone }: Turnierstarts ohne Zeitzone werden in ihr gelesen, und eine Serie behält dort ihre Uhrzeit. `/settings timezone:<IANA-Name>` ändert sie.
discord-settings-zone-utc = Die Zeitzone dieses Servers ist UTC. `/settings timezone:Europe/Berlin` (Server verwalten; jeder IANA-Name) liest Turnierstarts in deiner Zone und hält eine Serie dort zu ihrer Uhrzeit.
discord-settings-zone-read-failed = Die Zeitzone konnte nicht gelesen werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-private-language = Private Antworten folgen der eigenen Discord-Sprache jedes Mitglieds, wenn der Bot sie spricht, sonst der des Servers: deine sind auf { $language }.
discord-settings-public-chosen = Öffentliche Beiträge sind auf { $language } (gewählt mit `/settings language`; `/settings clear_language:true` folgt stattdessen der Discord-Sprache dieses Servers).
discord-settings-public-discord = Öffentliche Beiträge folgen der Discord-Sprache dieses Servers (Community-Server legen sie unter Servereinstellungen > Übersicht > Primäre Sprache fest), derzeit { $language }. `/settings language:<language>` (Server verwalten) wählt eine andere.
discord-settings-public-unshipped = Öffentliche Beiträge sind auf { $language }: die Discord-Sprache dieses Servers (`{ $code }`) spricht der Bot noch nicht. `/settings language:<language>` (Server verwalten) wählt eine.
discord-settings-public-unnamed = Öffentliche Beiträge sind auf { $language }, da Discord für diesen Server keine Sprache nennt (Community-Server legen sie unter Servereinstellungen > Übersicht > Primäre Sprache fest). `/settings language:<language>` (Server verwalten) wählt eine.
discord-settings-language-read-failed = Die Sprache der öffentlichen Beiträge konnte nicht gelesen werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-language-both = Gib entweder `language` an (um die Sprache öffentlicher Beiträge zu wählen) oder `clear_language:true` (um der Discord-Sprache des Servers zu folgen), nicht beides (nichts wurde geändert).
discord-settings-daily-both = Gib entweder `puzzle_channel`/`puzzle_time` an (um das tägliche Rätsel zu posten) oder `clear_daily_puzzle:true` (um es zu beenden), nicht beides.
discord-settings-nothing-changed = { $why } (nichts wurde geändert)
discord-settings-lfg-both = Gib entweder `lfg_role` an (um sie zu setzen) oder `clear_lfg_role:true` (um sie zu entfernen), nicht beides.
discord-settings-lfg-everyone = `lfg_role` kann nicht @everyone sein: wähle eine Rolle, die sich Mitglieder nehmen, die eine Partie suchen (nichts wurde geändert).
discord-settings-not-manager = Nur Mitglieder mit „Server verwalten“ dürfen das ändern (nichts wurde geändert). Frag jemanden, der den Server verwaltet; `/settings` allein zeigt die aktuellen Einstellungen.
discord-settings-web-now-public = Rangliste, Turniere und Partien dieses Servers sind jetzt auf der öffentlichen Website.
discord-settings-web-now-public-at = Rangliste, Turniere und Partien dieses Servers sind jetzt auf der öffentlichen Website. Seine Seiten: { $url }
discord-settings-web-now-hidden = Die Seiten dieses Servers sind jetzt auf der Website verborgen (sie antworten mit 404).
discord-settings-save-failed = Die Einstellung konnte nicht gespeichert werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-lfg-now = Eine offene Herausforderung (ein `/challenge` ohne Gegner) pingt jetzt einmal <@&{ $role }>. (Die Rolle muss erwähnbar sein, oder ich brauche „@everyone erwähnen“.)
discord-settings-lfg-now-none = Offene Herausforderungen pingen jetzt niemanden mehr.
discord-settings-lfg-save-failed = Die Rolle für Partiesuchende konnte nicht gespeichert werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-zone-now = Die Zeitzone dieses Servers ist jetzt { $zone }: Turnierstarts ohne Zeitzone werden in ihr gelesen, und neue Serien behalten dort ihre Uhrzeit über Zeitumstellungen hinweg.
discord-settings-zone-save-failed = Die Zeitzone konnte nicht gespeichert werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-daily-stopped = Das tägliche Rätsel wird nicht mehr gepostet. `/puzzle daily` gibt das heutige Rätsel weiterhin jedem, der fragt.
discord-settings-language-save-failed = Die Sprache konnte nicht gespeichert werden ({ $error }). Versuch es gleich noch einmal.
discord-settings-language-now = Die öffentlichen Beiträge dieses Servers sind jetzt auf { $language }; private Antworten folgen weiter der eigenen Discord-Sprache der Mitglieder. `/settings clear_language:true` folgt wieder der Discord-Sprache des Servers.
discord-settings-language-now-discord = Die öffentlichen Beiträge dieses Servers folgen wieder seiner Discord-Sprache (Community-Server legen sie unter Servereinstellungen > Übersicht > Primäre Sprache fest), derzeit { $language }.

## /tournament

discord-tournament-no-event = Kein Discord-Event dafür: mir fehlt die Berechtigung **Manage Events**. Ein Server-Admin kann sie meiner Rolle unter Servereinstellungen → Rollen geben.
discord-tournament-bad-time = Ungültige `time`: { $error }.
discord-tournament-bad-intercept = Ungültiges `intercept`: { $error }.
discord-tournament-missing-permissions = Ich kann in diesem Kanal kein Turnier ausrichten: mir fehlt hier { $missing }. Jedes Brett bekommt einen eigenen Thread mit seinem Brettbild. Ein Server-Admin kann mir { $count ->
        [one] diese Berechtigung
       *[other] diese Berechtigungen
    } in den Kanaleinstellungen geben (Kanal bearbeiten → Berechtigungen); versuch es dann noch einmal.
discord-tournament-settings-not-in-server = Turniereinstellungen gehören zu einem Server: nutze diesen Befehl in einem seiner Kanäle.
discord-tournament-settings-not-manager = Nur Mitglieder mit „Server verwalten“ dürfen die Turniereinstellungen ändern. Frag jemanden, der den Server verwaltet; `/tournament settings` allein zeigt die aktuellen.
discord-tournament-organizer-both = Gib entweder `organizer_role` an (um sie zu setzen) oder `clear:true` (um sie zu entfernen), nicht beides.
discord-tournament-winner-both = Gib entweder `winner_role` an (um sie zu setzen) oder `clear_winner_role:true` (um sie zu entfernen), nicht beides.
discord-tournament-organizer-now = Mitglieder mit <@&{ $role }> dürfen jetzt jedes Turnier dieses Servers starten, auslosen, Spieler daraus entfernen und es absagen.
discord-tournament-organizer-removed = Die Turnierleitungsrolle ist entfernt: ein Turnier leiten sein Organisator und Mitglieder mit „Server verwalten“.
discord-tournament-organizer-save-failed = Die Turnierleitungsrolle konnte nicht gespeichert werden ({ $error }). Versuch es gleich noch einmal.
discord-tournament-winner-now = Der Sieger jedes Turniers dieses Servers bekommt jetzt <@&{ $role }>, und der vorige Sieger verliert sie.
discord-tournament-winner-removed = Turniersieger bekommen keine Rolle mehr (wer sie hat, behält sie).
discord-tournament-winner-save-failed = Die Siegerrolle konnte nicht gespeichert werden ({ $error }). Versuch es gleich noch einmal.
discord-tournament-creators-save-failed = Es konnte nicht gespeichert werden, wer Turniere erstellen darf ({ $error }). Versuch es gleich noch einmal.
discord-tournament-creators-everyone = Jedes Mitglied darf hier Turniere und Serien erstellen (nie mit einer Siegerrolle, die es nicht selbst vergeben könnte). `creators:organizers` beschränkt das auf „Server verwalten“ und die Turnierleitungsrolle.
discord-tournament-creators-organizers = Nur Mitglieder mit „Server verwalten“ oder der Turnierleitungsrolle dürfen hier Turniere und Serien erstellen; mitspielen dürfen weiterhin alle. `creators:everyone` erlaubt allen Mitgliedern das Erstellen.
discord-tournament-only-managers-create = Auf diesem Server dürfen nur Mitglieder mit **Server verwalten** Turniere und Serien erstellen. Bitte eine von ihnen, es zu erstellen; mitspielen darf dann jeder.
discord-tournament-only-organizers-create = Auf diesem Server dürfen nur Mitglieder mit **Server verwalten** oder <@&{ $role }> Turniere und Serien erstellen. Bitte eine von ihnen, es zu erstellen; mitspielen darf dann jeder.
discord-tournament-creators-read-failed = Es konnte nicht gelesen werden, wer hier Turniere erstellen darf ({ $error }). Versuch es gleich noch einmal.
discord-tournament-organizer-is = Die Turnierleitungsrolle ist <@&{ $role }>: ihre Mitglieder dürfen hier jedes Turnier starten, auslosen, Spieler daraus entfernen und es absagen. Ein Mitglied mit „Server verwalten“ ändert sie mit `/tournament settings organizer_role:<role>` oder entfernt sie mit `clear:true`.
discord-tournament-organizer-none = Es ist keine Turnierleitungsrolle gesetzt: ein Turnier leiten sein Organisator und Mitglieder mit „Server verwalten“. Ein Mitglied mit „Server verwalten“ setzt eine mit `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Die Turniereinstellungen konnten nicht gelesen werden ({ $error }). Versuch es gleich noch einmal.
discord-tournament-winner-is = Der Sieger jedes Turniers bekommt <@&{ $role }> (der vorige Sieger verliert sie); `clear_winner_role:true` beendet das.
discord-tournament-winner-none = Es ist keine Siegerrolle gesetzt: `/tournament settings winner_role:<role>` gibt dem Sieger jedes Turniers eine.
discord-tournament-name-the-game = Nenne die Partie: `round`, `board` und `result` (z. B. Runde 2, Brett 1, 1-0); im K.-o.-System `match` (z. B. W1-2) mit `result` für ihre laufende Partie oder `winner` für die ganze Begegnung.

## Der Thread einer Partie

discord-thread-at-cap = dieser Server hat Discords Obergrenze aktiver Threads erreicht (Fehler 160006); beendete Threads zu archivieren schafft Platz
discord-thread-no-permission = mir fehlt in diesem Kanal die Berechtigung **Create Public Threads** (und **Send Messages in Threads**); ein Server-Admin kann sie in den Kanaleinstellungen vergeben
discord-thread-discord-answered = Discord antwortete { $error }
discord-thread-not-moved = die Partie konnte nicht hineinverschoben werden ({ $error })
discord-thread-none = Ich konnte keinen Thread für diese Partie öffnen: { $why }.
discord-thread-played-here = Ich konnte keinen Thread für diese Partie öffnen, deshalb wird sie hier im Kanal gespielt.
discord-thread-none-taken = Ich konnte keinen Thread für diese Partie öffnen. { $taken }
discord-thread-tournament-played-here = Ich konnte keinen Thread für **{ $game }** öffnen, deshalb wird sie hier im Kanal gespielt.
discord-thread-organizer = 🔒 **{ $tournament }**: Ich konnte { $count ->
        [one] den Thread
       *[other] die Threads
    } von { $games } nicht öffnen: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Rollen gehören zu einem Server: Nutze diesen Befehl in einem seiner Kanäle.
discord-roles-everyone = @everyone kann nicht vergeben werden: Wähle eine Rolle, die nicht alle Mitglieder haben.
discord-roles-read-failed = Ich konnte die Rollen dieses Servers nicht lesen ({ $error }), daher weiß ich nicht, ob <@&{ $role }> vergeben werden darf. Versuch es gleich noch einmal.
discord-roles-prize-read-failed = Ich konnte die Rollen dieses Servers nicht lesen ({ $error }), daher weiß ich nicht, ob du <@&{ $role }> zum Preis machen darfst. Versuch es gleich noch einmal.
discord-roles-member-cannot-give = Du kannst <@&{ $role }> nicht anhängen: Ich vergebe eine Rolle nur für Mitglieder, die sie selbst vergeben könnten (der Serverbesitzer, ein Administrator oder ein Mitglied mit **Manage Roles** auf dem Server, über eine Rolle: Manage Permissions in einem einzelnen Kanal zählt nicht), und nichts davon trifft auf dich zu. Bitte einen Server-Admin, sie festzulegen, oder lass `{ $option }` weg (es wurde nichts geändert).
discord-roles-not-of-server = <@&{ $role }> ist keine Rolle dieses Servers (wurde sie gelöscht?). Wähle eine andere.
discord-roles-not-below-yours = Du kannst <@&{ $role }> nicht anhängen: Sie liegt nicht unter deiner höchsten Rolle <@&{ $top }>, und mit **Manage Roles** lässt Discord ein Mitglied nur Rollen unter der eigenen vergeben. Wähle eine Rolle unter deiner oder bitte einen Server-Admin, diese festzulegen (es wurde nichts geändert).
discord-roles-not-below-none-of-yours = Du kannst <@&{ $role }> nicht anhängen: Sie liegt unter keiner deiner Rollen (du hast auf diesem Server keine), und mit **Manage Roles** lässt Discord ein Mitglied nur Rollen unter der eigenen vergeben. Wähle eine Rolle unter deiner oder bitte einen Server-Admin, diese festzulegen (es wurde nichts geändert).
discord-roles-bot-not-allowed = Ich kann <@&{ $role }> nicht vergeben: Mir fehlt die Berechtigung **Manage Roles**. Ein Server-Admin kann sie meiner Rolle unter Servereinstellungen → Rollen geben; leg die Rolle danach noch einmal fest.
discord-roles-bot-read-failed = Ich konnte meine eigenen Rollen auf diesem Server nicht lesen ({ $error }), daher weiß ich nicht, ob ich <@&{ $role }> vergeben darf. Versuch es gleich noch einmal.
discord-roles-managed = <@&{ $role }> wird von einer Integration verwaltet (die Rolle eines Bots oder die Booster-Rolle), und Discord lässt niemanden sie vergeben. Wähle eine andere Rolle.
discord-roles-not-below-mine = Ich kann <@&{ $role }> nicht vergeben: Sie liegt nicht unter meiner höchsten Rolle <@&{ $top }>, und Discord lässt einen Bot nur Rollen unter der eigenen vergeben. Ein Server-Admin kann meine Rolle unter Servereinstellungen → Rollen über <@&{ $role }> ziehen; leg die Rolle danach noch einmal fest.
discord-roles-not-below-none-of-mine = Ich kann <@&{ $role }> nicht vergeben: Sie liegt unter keiner meiner Rollen (ich habe auf diesem Server keine), und Discord lässt einen Bot nur Rollen unter der eigenen vergeben. Ein Server-Admin kann meine Rolle unter Servereinstellungen → Rollen über <@&{ $role }> ziehen; leg die Rolle danach noch einmal fest.
discord-roles-their-roles-unread = Ich konnte die Rollen nicht lesen ({ $error })
discord-roles-could-not-give = • konnte <@{ $user }> die Rolle <@&{ $role }> nicht geben: { $why }
discord-roles-could-not-take = • konnte <@{ $user }> die Rolle <@&{ $role }> nicht nehmen: { $why }
discord-roles-change-failed = Die Rollenänderung für { $reason } ist nicht durchgegangen:
    { $lines }
    Ein Server-Admin kann sicherstellen, dass ich **Manage Roles** habe und meine Rolle über <@&{ $role }> liegt (Servereinstellungen → Rollen), und die Änderung dann von Hand vornehmen. Sonst ist nichts betroffen.
discord-roles-why-not-allowed = mir fehlt **Manage Roles**, oder die Rolle liegt nicht unter meiner
discord-roles-why-not-member = das Mitglied ist nicht mehr auf diesem Server
discord-roles-why-role-gone = die Rolle gibt es nicht mehr
discord-roles-why-discord = Discord antwortete: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Du kannst dich nicht selbst herausfordern: Nenne einen anderen Spieler oder lass `opponent` leer für eine offene Herausforderung.
discord-game-challenge-a-bot = Du kannst keinen Bot herausfordern: Nenne einen Menschen oder lass `opponent` leer für eine offene Herausforderung. Um gegen mich zu spielen, nenne mich als `opponent`.
discord-game-level-without-me = `level` gilt für eine Partie gegen mich: Nenne mich als `opponent`, um gegen die KI zu spielen, oder lass `level` weg.
discord-game-bad-settings = Ungültige Partie-Einstellungen: { $error }.
discord-game-bad-level = `level` muss zwischen 1 (am schwächsten) und 8 (am stärksten) liegen (du hast { $level } angegeben).
discord-game-type-a-move = Gib einen Zug ein, z. B. `e4`, `Nf3`, `e2e4` oder einen Flug `e4>e5>e6>d7`.
discord-game-flight-received = Flug erhalten: Der Thread zeigt die Rakete Feld für Feld (deine Route bleibt verborgen).
discord-game-not-a-square = `{ $pawn }` ist kein Feld: Gib das Feld des Bauern an, z. B. e4.
discord-game-steering-started = Steuerung gestartet.
discord-game-ai-where = **{ $player }** spielt gegen mich (die KI, Stufe { $level }) in <#{ $thread }>.
discord-game-missile-on-its-way = Die Rakete ist unterwegs: Das Brett siehst du im Thread.
discord-game-button-ended = Diese Frage ist beendet: Der Button wird nicht mehr verwendet.
discord-game-typed-flight-shown = Ein als Nachricht getippter Flug zeigt deinem Gegner die ganze Route, und ich darf hier keine Nachrichten löschen. Nutze `/move` (private Antwort) oder `/fire` (Steuerung per Buttons), damit sie verborgen bleibt.
discord-game-flag-falls = Die Zeit läuft ab { $stamp }.
discord-game-time-runs-out = Die Frist endet { $stamp }.

## Answers and posts

discord-done = Erledigt.
discord-done-see = Erledigt: siehe <#{ $channel }>.
discord-thread-locked-look-there = Dieser Thread ist gesperrt, daher gehen seine Beiträge nach <#{ $channel }>: Schau dort nach.
discord-thread-locked-posted-here = Ich kann nicht in <#{ $thread }> posten: Der Thread ist gesperrt. Das hier kommt stattdessen hierher; ein Moderator kann den Thread entsperren (oder mir **Manage Threads** geben), damit die Partie dort bleibt.
discord-malformed-option = Ungültige Option: { $error }. Prüfe die Optionen des Befehls und versuch es noch einmal.
discord-malformed-option-input = Ungültige Option `{ $input }`: { $error }. Prüfe die Optionen des Befehls und versuch es noch einmal.
discord-command-outdated = Die Optionen dieses Befehls passen nicht zu denen des Bots; Discord zeigt vielleicht noch eine alte Version an. Versuch es in einer Minute noch einmal.
discord-something-went-wrong = Etwas ist schiefgelaufen: { $error }
discord-server-only = Dieser Befehl funktioniert in einem Kanal eines Servers, nicht in Direktnachrichten.
discord-server-roles-unread = Ich konnte die Rollen dieses Servers nicht lesen ({ $error }). Versuch es gleich noch einmal.
discord-channel-permissions-unread = Ich konnte die Berechtigungen dieses Kanals nicht lesen ({ $error }). Versuch es gleich noch einmal.
discord-on-the-web = Im Web: <{ $url }>
discord-event-line = Discord-Event: { $url }
discord-event-audit-reason = ein geplantes Turnier
discord-games-line = Partien: { $games }
discord-boards-waiting = <@{ $organizer }> Runde { $round } von **{ $tournament }**: { $count ->
        [one] { $count } Brett hat
       *[other] { $count } Bretter haben
    } ihre Spieler noch nicht erreicht: { $boards }. Ich konnte ihre Threads nicht öffnen (dein nächster Befehl hier zeigt dir, warum) und versuche es im Hintergrund weiter; ihre Nichtantritts-Frist beginnt erst, wenn ihr Brett gepostet ist.
discord-boards-none-waiting = Runde { $round } von **{ $tournament }**: Kein Brett wartet mehr auf seinen Thread.
