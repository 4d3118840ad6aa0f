# Wat de Discord-kant zelf antwoordt: /settings, de controles en
# beheerantwoorden van /tournament, meldingen over de thread van een partij
# (bron: en-US). Meervoud: one, other.

## /settings

discord-settings-not-in-server = Instellingen horen bij een server: gebruik deze opdracht in een van zijn kanalen.
discord-settings-web-on = De pagina's van deze server staan op de website. `/settings web:off` verbergt ze.
discord-settings-web-on-at = De pagina's van deze server staan op de website. Zijn pagina's: { $url } `/settings web:off` verbergt ze.
discord-settings-web-off = De pagina's van deze server staan niet op de website. `/settings web:on` (Server beheren) toont daar zijn ranglijst, toernooien en partijen.
discord-settings-read-failed = De instellingen konden niet worden gelezen ({ $error }). Probeer het zo opnieuw.
discord-settings-lfg-role = Een open uitdaging pingt <@&{ $role }>. `/settings clear_lfg_role:true` stopt dat.
discord-settings-lfg-none = Een open uitdaging pingt niemand. `/settings lfg_role:<role>` (Server beheren) laat haar de leden pingen die een partij zoeken.
discord-settings-lfg-read-failed = De rol voor spelers die een partij zoeken kon niet worden gelezen ({ $error }). Probeer het zo opnieuw.
discord-settings-zone = De tijdzone van deze server is { $zone }: toernooistarts zonder tijdzone worden daarin gelezen, en een reeks houdt daar haar uur. `/settings timezone:<IANA-naam>` verandert haar.
discord-settings-zone-utc = De tijdzone van deze server is UTC. `/settings timezone:Europe/Berlin` (Server beheren; elke IANA-naam) leest toernooistarts in jouw zone en houdt een reeks daar op haar uur.
discord-settings-zone-read-failed = De tijdzone kon niet worden gelezen ({ $error }). Probeer het zo opnieuw.
discord-settings-private-language = Privé-antwoorden volgen de eigen Discord-taal van elk lid als de bot die spreekt, anders die van de server: de jouwe zijn in het { $language }.
discord-settings-public-chosen = Openbare berichten zijn in het { $language } (gekozen met `/settings language`; `/settings clear_language:true` volgt in plaats daarvan de Discord-taal van deze server).
discord-settings-public-discord = Openbare berichten volgen de Discord-taal van deze server (communityservers stellen die in bij Serverinstellingen > Overzicht > Primaire taal), nu { $language }. `/settings language:<language>` (Server beheren) kiest een andere.
discord-settings-public-unshipped = Openbare berichten zijn in het { $language }: de Discord-taal van deze server (`{ $code }`) spreekt de bot nog niet. `/settings language:<language>` (Server beheren) kiest er een.
discord-settings-public-unnamed = Openbare berichten zijn in het { $language }, omdat Discord geen taal voor deze server noemt (communityservers stellen die in bij Serverinstellingen > Overzicht > Primaire taal). `/settings language:<language>` (Server beheren) kiest er een.
discord-settings-language-read-failed = De taal van openbare berichten kon niet worden gelezen ({ $error }). Probeer het zo opnieuw.
discord-settings-language-both = Geef óf `language` (om de taal van openbare berichten te kiezen) óf `clear_language:true` (om de Discord-taal van de server te volgen), niet allebei (er is niets veranderd).
discord-settings-daily-both = Geef óf `puzzle_channel`/`puzzle_time` (om de dagelijkse puzzel te posten) óf `clear_daily_puzzle:true` (om ermee te stoppen), niet allebei.
discord-settings-nothing-changed = { $why } (er is niets veranderd)
discord-settings-lfg-both = Geef óf `lfg_role` (om haar in te stellen) óf `clear_lfg_role:true` (om haar te verwijderen), niet allebei.
discord-settings-lfg-everyone = `lfg_role` kan niet @everyone zijn: kies een rol die de leden nemen die willen spelen (er is niets veranderd).
discord-settings-not-manager = Alleen leden met Server beheren mogen dit veranderen (er is niets veranderd). Vraag het een serverbeheerder; `/settings` alleen toont de huidige instellingen.
discord-settings-web-now-public = De ranglijst, toernooien en partijen van deze server staan nu op de openbare website.
discord-settings-web-now-public-at = De ranglijst, toernooien en partijen van deze server staan nu op de openbare website. Zijn pagina's: { $url }
discord-settings-web-now-hidden = De pagina's van deze server zijn nu verborgen op de website (ze antwoorden 404).
discord-settings-save-failed = De instelling kon niet worden opgeslagen ({ $error }). Probeer het zo opnieuw.
discord-settings-lfg-now = Een open uitdaging (een `/challenge` zonder tegenstander) pingt nu <@&{ $role }>, één keer. (De rol moet vermeldbaar zijn, of ik heb @everyone vermelden nodig.)
discord-settings-lfg-now-none = Open uitdagingen pingen niemand meer.
discord-settings-lfg-save-failed = De rol voor spelers die een partij zoeken kon niet worden opgeslagen ({ $error }). Probeer het zo opnieuw.
discord-settings-zone-now = De tijdzone van deze server is nu { $zone }: toernooistarts zonder tijdzone worden daarin gelezen, en nieuwe reeksen houden daar hun uur, ook bij zomer- en wintertijd.
discord-settings-zone-save-failed = De tijdzone kon niet worden opgeslagen ({ $error }). Probeer het zo opnieuw.
discord-settings-daily-stopped = De dagelijkse puzzel wordt niet meer gepost. `/puzzle daily` geeft de puzzel van vandaag nog steeds aan wie erom vraagt.
discord-settings-language-save-failed = De taal kon niet worden opgeslagen ({ $error }). Probeer het zo opnieuw.
discord-settings-language-now = De openbare berichten van deze server zijn nu in het { $language }; privé-antwoorden volgen nog steeds de eigen Discord-taal van de leden. `/settings clear_language:true` volgt weer de Discord-taal van de server.
discord-settings-language-now-discord = De openbare berichten van deze server volgen weer zijn Discord-taal (communityservers stellen die in bij Serverinstellingen > Overzicht > Primaire taal), nu { $language }.

## /tournament

discord-tournament-no-event = Geen Discord-evenement hiervoor: ik mis de machtiging **Manage Events**. Een serverbeheerder kan die aan mijn rol geven bij Serverinstellingen → Rollen.
discord-tournament-bad-time = Ongeldige `time`: { $error }.
discord-tournament-bad-intercept = Ongeldige `intercept`: { $error }.
discord-tournament-missing-permissions = Ik kan in dit kanaal geen toernooi houden: ik mis hier { $missing }. Elk bord krijgt een eigen thread met zijn bordafbeelding. Een serverbeheerder kan { $count ->
        [one] die machtiging
       *[other] die machtigingen
    } aan mij geven in de kanaalinstellingen (Kanaal bewerken → Machtigingen); probeer het daarna opnieuw.
discord-tournament-settings-not-in-server = Toernooi-instellingen horen bij een server: gebruik deze opdracht in een van zijn kanalen.
discord-tournament-settings-not-manager = Alleen leden met Server beheren mogen de toernooi-instellingen veranderen. Vraag het een serverbeheerder; `/tournament settings` alleen toont de huidige.
discord-tournament-organizer-both = Geef óf `organizer_role` (om haar in te stellen) óf `clear:true` (om haar te verwijderen), niet allebei.
discord-tournament-winner-both = Geef óf `winner_role` (om haar in te stellen) óf `clear_winner_role:true` (om haar te verwijderen), niet allebei.
discord-tournament-organizer-now = Leden met <@&{ $role }> mogen nu elk toernooi van deze server starten, indelen, er spelers uit verwijderen en het afgelasten.
discord-tournament-organizer-removed = De rol voor toernooiorganisatoren is verwijderd: een toernooi wordt geleid door zijn organisator en door leden met Server beheren.
discord-tournament-organizer-save-failed = De organisatorrol kon niet worden opgeslagen ({ $error }). Probeer het zo opnieuw.
discord-tournament-winner-now = De winnaar van elk toernooi van deze server krijgt nu <@&{ $role }>, en de vorige winnaar raakt haar kwijt.
discord-tournament-winner-removed = Toernooiwinnaars krijgen geen rol meer (wie haar heeft, houdt haar).
discord-tournament-winner-save-failed = De winnaarsrol kon niet worden opgeslagen ({ $error }). Probeer het zo opnieuw.
discord-tournament-creators-save-failed = Er kon niet worden opgeslagen wie toernooien mag aanmaken ({ $error }). Probeer het zo opnieuw.
discord-tournament-creators-everyone = Elk lid mag hier toernooien en reeksen aanmaken (nooit met een winnaarsrol die het zelf niet zou kunnen geven). `creators:organizers` beperkt dat tot Server beheren en de organisatorrol.
discord-tournament-creators-organizers = Alleen leden met Server beheren of de rol voor toernooiorganisatoren mogen hier toernooien en reeksen aanmaken; iedereen mag nog steeds meedoen. `creators:everyone` laat alle leden aanmaken.
discord-tournament-only-managers-create = Op deze server mogen alleen leden met **Server beheren** toernooien en reeksen aanmaken. Vraag een van hen om het aan te maken; daarna mag iedereen meedoen.
discord-tournament-only-organizers-create = Op deze server mogen alleen leden met **Server beheren** of <@&{ $role }> toernooien en reeksen aanmaken. Vraag een van hen om het aan te maken; daarna mag iedereen meedoen.
discord-tournament-creators-read-failed = Er kon niet worden gelezen wie hier toernooien mag aanmaken ({ $error }). Probeer het zo opnieuw.
discord-tournament-organizer-is = De rol voor toernooiorganisatoren is <@&{ $role }>: haar leden mogen hier elk toernooi starten, indelen, er spelers uit verwijderen en het afgelasten. Een lid met Server beheren verandert haar met `/tournament settings organizer_role:<role>` of verwijdert haar met `clear:true`.
discord-tournament-organizer-none = Er is geen rol voor toernooiorganisatoren ingesteld: een toernooi wordt geleid door zijn organisator en door leden met Server beheren. Een lid met Server beheren stelt er een in met `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = De toernooi-instellingen konden niet worden gelezen ({ $error }). Probeer het zo opnieuw.
discord-tournament-winner-is = De winnaar van elk toernooi krijgt <@&{ $role }> (de vorige winnaar raakt haar kwijt); `clear_winner_role:true` stopt dat.
discord-tournament-winner-none = Er is geen winnaarsrol ingesteld: `/tournament settings winner_role:<role>` geeft er een aan de winnaar van elk toernooi.
discord-tournament-name-the-game = Noem de partij: `round`, `board` en `result` (bijv. ronde 2, bord 1, 1-0); in een knock-out `match` (bijv. W1-2) met `result` voor de lopende partij of `winner` voor het hele duel.

## De thread van een partij

discord-thread-at-cap = deze server heeft Discords maximum aan actieve threads bereikt (fout 160006); afgelopen threads archiveren maakt ruimte
discord-thread-no-permission = ik mis in dit kanaal de machtiging **Create Public Threads** (en **Send Messages in Threads**); een serverbeheerder kan ze geven in de kanaalinstellingen
discord-thread-discord-answered = Discord antwoordde { $error }
discord-thread-not-moved = de partij kon er niet naartoe worden verplaatst ({ $error })
discord-thread-none = Ik kon geen thread voor deze partij openen: { $why }.
discord-thread-played-here = Ik kon geen thread voor deze partij openen, dus wordt ze hier in het kanaal gespeeld.
discord-thread-none-taken = Ik kon geen thread voor deze partij openen. { $taken }
discord-thread-tournament-played-here = Ik kon geen thread voor **{ $game }** openen, dus wordt ze hier in het kanaal gespeeld.
discord-thread-organizer = 🔒 **{ $tournament }**: ik kon { $count ->
        [one] de thread
       *[other] de threads
    } van { $games } niet openen: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Rollen horen bij een server: gebruik deze opdracht in een van zijn kanalen.
discord-roles-everyone = @everyone kan niet worden uitgedeeld: kies een rol die niet alle leden hebben.
discord-roles-read-failed = Ik kon de rollen van deze server niet lezen ({ $error }), dus ik weet niet of <@&{ $role }> mag worden uitgedeeld. Probeer het zo opnieuw.
discord-roles-prize-read-failed = Ik kon de rollen van deze server niet lezen ({ $error }), dus ik weet niet of je <@&{ $role }> tot prijs mag maken. Probeer het zo opnieuw.
discord-roles-member-cannot-give = Je kunt <@&{ $role }> niet koppelen: ik deel een rol alleen uit voor leden die hem zelf zouden kunnen geven (de eigenaar van de server, een Administrator, of een lid met **Manage Roles** op de server, via een rol: Manage Permissions op één kanaal telt niet), en dat ben je geen van allen. Vraag een serverbeheerder om hem in te stellen, of laat `{ $option }` weg (er is niets veranderd).
discord-roles-not-of-server = <@&{ $role }> is geen rol van deze server (is hij verwijderd?). Kies een andere.
discord-roles-not-below-yours = Je kunt <@&{ $role }> niet koppelen: hij staat niet onder je hoogste rol, <@&{ $top }>, en met **Manage Roles** laat Discord een lid alleen rollen onder de eigen rol geven. Kies een rol onder de jouwe, of vraag een serverbeheerder om deze in te stellen (er is niets veranderd).
discord-roles-not-below-none-of-yours = Je kunt <@&{ $role }> niet koppelen: hij staat onder geen enkele rol van jou (je hebt er geen op deze server), en met **Manage Roles** laat Discord een lid alleen rollen onder de eigen rol geven. Kies een rol onder de jouwe, of vraag een serverbeheerder om deze in te stellen (er is niets veranderd).
discord-roles-bot-not-allowed = Ik kan <@&{ $role }> niet uitdelen: ik mis de machtiging **Manage Roles**. Een serverbeheerder kan die aan mijn rol geven bij Serverinstellingen → Rollen; stel de rol daarna opnieuw in.
discord-roles-bot-read-failed = Ik kon mijn eigen rollen op deze server niet lezen ({ $error }), dus ik weet niet of ik <@&{ $role }> mag uitdelen. Probeer het zo opnieuw.
discord-roles-managed = <@&{ $role }> wordt beheerd door een integratie (de rol van een bot of de boosterrol), en Discord laat niemand hem uitdelen. Kies een andere rol.
discord-roles-not-below-mine = Ik kan <@&{ $role }> niet uitdelen: hij staat niet onder mijn hoogste rol, <@&{ $top }>, en Discord laat een bot alleen rollen onder de eigen rol uitdelen. Een serverbeheerder kan mijn rol boven <@&{ $role }> slepen bij Serverinstellingen → Rollen; stel de rol daarna opnieuw in.
discord-roles-not-below-none-of-mine = Ik kan <@&{ $role }> niet uitdelen: hij staat onder geen enkele rol van mij (ik heb er geen op deze server), en Discord laat een bot alleen rollen onder de eigen rol uitdelen. Een serverbeheerder kan mijn rol boven <@&{ $role }> slepen bij Serverinstellingen → Rollen; stel de rol daarna opnieuw in.
discord-roles-their-roles-unread = ik kon de rollen van dit lid niet lezen ({ $error })
discord-roles-could-not-give = • kon <@&{ $role }> niet aan <@{ $user }> geven: { $why }
discord-roles-could-not-take = • kon <@&{ $role }> niet van <@{ $user }> afnemen: { $why }
discord-roles-change-failed = De rolwijziging voor { $reason } is niet gelukt:
    { $lines }
    Een serverbeheerder kan controleren dat ik **Manage Roles** heb en dat mijn rol boven <@&{ $role }> staat (Serverinstellingen → Rollen), en de wijziging dan met de hand doen. Verder is er niets geraakt.
discord-roles-why-not-allowed = ik mis **Manage Roles**, of de rol staat niet onder de mijne
discord-roles-why-not-member = dit lid zit niet meer op deze server
discord-roles-why-role-gone = de rol bestaat niet meer
discord-roles-why-discord = Discord antwoordde: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Je kunt jezelf niet uitdagen: noem een andere speler, of laat `opponent` leeg voor een open uitdaging.
discord-game-challenge-a-bot = Je kunt geen bot uitdagen: noem een persoon, of laat `opponent` leeg voor een open uitdaging. Wil je tegen mij spelen, noem mij dan als `opponent`.
discord-game-level-without-me = `level` is voor een partij tegen mij: noem mij als `opponent` om tegen de AI te spelen, of laat `level` weg.
discord-game-bad-settings = Ongeldige partij-instellingen: { $error }.
discord-game-bad-level = `level` moet van 1 (zwakst) tot 8 (sterkst) zijn (je gaf { $level }).
discord-game-type-a-move = Typ een zet, bijv. `e4`, `Nf3`, `e2e4` of een vlucht `e4>e5>e6>d7`.
discord-game-flight-received = Vlucht ontvangen: de thread toont de raket veld voor veld (je route blijft verborgen).
discord-game-not-a-square = `{ $pawn }` is geen veld: geef het veld van de pion, zoals e4.
discord-game-steering-started = Sturen gestart.
discord-game-ai-where = **{ $player }** speelt tegen mij (de AI, niveau { $level }) in <#{ $thread }>.
discord-game-missile-on-its-way = De raket is onderweg: bekijk het bord in de thread.
discord-game-button-ended = Deze vraag is voorbij: de knop wordt niet meer gebruikt.
discord-game-typed-flight-shown = Een vlucht die je als bericht typt, toont je tegenstander de hele route, en ik mag hier geen berichten verwijderen. Gebruik `/move` (privé beantwoord) of `/fire` (sturen met knoppen) om hem verborgen te houden.
discord-game-flag-falls = De vlag valt { $stamp }.
discord-game-time-runs-out = De tijd loopt af { $stamp }.

## Answers and posts

discord-done = Klaar.
discord-done-see = Klaar: zie <#{ $channel }>.
discord-thread-locked-look-there = Deze thread is vergrendeld, dus zijn berichten gaan naar <#{ $channel }>: kijk daar.
discord-thread-locked-posted-here = Ik kan niet posten in <#{ $thread }>: hij is vergrendeld. Dit komt daarom hier; een moderator kan de thread ontgrendelen (of mij **Manage Threads** geven) om de partij daar te houden.
discord-malformed-option = Ongeldige optie: { $error }. Controleer de opties van de opdracht en probeer het opnieuw.
discord-malformed-option-input = Ongeldige optie `{ $input }`: { $error }. Controleer de opties van de opdracht en probeer het opnieuw.
discord-command-outdated = De opties van deze opdracht komen niet overeen met die van de bot; Discord toont misschien nog een oude versie. Probeer het over een minuut opnieuw.
discord-something-went-wrong = Er ging iets mis: { $error }
discord-server-only = Deze opdracht werkt in een kanaal van een server, niet in privéberichten.
discord-server-roles-unread = Ik kon de rollen van deze server niet lezen ({ $error }). Probeer het zo opnieuw.
discord-channel-permissions-unread = Ik kon de machtigingen van dat kanaal niet lezen ({ $error }). Probeer het zo opnieuw.
discord-on-the-web = Op het web: <{ $url }>
discord-event-line = Discord-evenement: { $url }
discord-event-audit-reason = een gepland toernooi
discord-games-line = Partijen: { $games }
discord-boards-waiting = <@{ $organizer }> Ronde { $round } van **{ $tournament }**: { $count ->
        [one] { $count } bord heeft
       *[other] { $count } borden hebben
    } hun spelers nog niet bereikt: { $boards }. Ik kon hun threads niet openen (je volgende opdracht hier laat zien waarom) en blijf het op de achtergrond proberen; hun wachttijd voor niet-verschijnen begint pas zodra hun bord gepost is.
discord-boards-none-waiting = Ronde { $round } van **{ $tournament }**: er wacht geen bord meer op zijn thread.
