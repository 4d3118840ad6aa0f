# De openbare website (crates/web).

## Het kader van elke pagina.

web-nav-leaderboard = Ranglijst
web-footer = Cruise Pawns: een alleen-lezen weergave van de partijen, ratings en toernooien van de bot. Elke pagina heeft haar gegevens als JSON onder <code>/api</code>.
web-languages = Taal

## Fouten.

web-not-found-title = Niet gevonden
web-not-found-why = De ranglijst, toernooien en partijen van een server staan hier pas nadat iemand met 'Server beheren' ze aanzet met <code>/settings web:on</code>; de pagina van een speler pas als die een ratingpartij op zo'n server heeft gespeeld.
web-back-home = Terug naar de startpagina
web-no-page = Er is geen pagina op dit adres.
web-no-file = Dat bestand bestaat niet.
web-not-a-game-number = `{ $text }` is geen partijnummer.
web-not-a-puzzle-number = `{ $text }` is geen puzzelnummer.
web-missing-game = Partij { $id } bestaat niet, of de server heeft zijn pagina's niet openbaar gemaakt.
web-missing-tournament = Toernooi { $id } bestaat niet, of de server heeft zijn pagina's niet openbaar gemaakt.
web-missing-puzzle = Puzzel { $id } bestaat niet, of de server heeft zijn pagina's niet openbaar gemaakt.
web-missing-server-board = De ranglijst van deze server bestaat niet, of de server heeft zijn pagina's niet openbaar gemaakt.
web-missing-player = Zo'n speler is er hier niet: de pagina van een speler is openbaar zodra die een ratingpartij heeft gespeeld op een server met openbare pagina's.
web-no-preset = Er is geen voorinstelling `{ $name }`. De voorinstellingen zijn { $list }.
web-not-a-game-picture = `{ $frame }` is geen afbeelding van deze partij.
web-not-a-puzzle-picture = `{ $frame }` is geen afbeelding van deze puzzel.
web-no-game-picture = Partij { $id } heeft geen afbeelding { $n }.
web-no-puzzle-picture = Puzzel { $id } heeft geen afbeelding { $n }.
web-not-analysed = Partij { $id } is nog niet geanalyseerd: druk in Discord op Analyseren onder het einde van de partij, of vraag `/analyse game:{ $id }`.
web-error-title = Fout
web-error-heading = Er ging iets mis
web-error-unreadable = { $what } is opgeslagen in een vorm die deze versie van de site niet kan lezen (geschreven door een nieuwere versie van de bot, of beschadigd). Opnieuw proberen helpt niet: het log van de server noemt de beheerder van de bot de rij en de reden.
web-error-retry = De gegevens konden nu niet worden gelezen. Probeer het zo nog eens; blijft het gebeuren, dan staat in het log van de server waarom.
web-what-game = Partij { $id }
web-what-tournament = Toernooi { $id }
web-what-puzzle = Puzzel { $id }
web-what-analysis = De analyse van partij { $id }
web-busy-title = Bezet
web-busy = { $why } De site is nu druk bezet: probeer het over een paar seconden opnieuw (Retry-After zegt wanneer).
web-busy-drawing = Er worden te veel afbeeldingen getekend om deze nu te tekenen.
web-busy-slow = Het antwoord duurde langer dan { $seconds } seconden.

## De startpagina.

web-home-title = Start
web-home-intro = Ranglijsten, toernooien en partijherhalingen van de Discord-bot Cruise Pawns, voor de servers die hun pagina's openbaar hebben gemaakt (<code>/settings web:on</code>).
web-home-boards = Ranglijsten over alle servers
web-home-where = De eigen ranglijst van een server staat op <code>/servers/&lt;server-id&gt;/leaderboard/&lt;voorinstelling&gt;</code>, een toernooi op <code>/tournaments/&lt;nummer&gt;</code>, een partij op <code>/games/&lt;nummer&gt;</code>, een puzzel uit een partij op <code>/puzzles/&lt;nummer&gt;</code> (de nieuwste van een server op zijn ranglijst), een speler op <code>/players/&lt;gebruikers-id&gt;</code>. De bot linkt ernaar in zijn berichten als het adres van de site is ingesteld (<code>PUBLIC_URL</code>).
web-home-api = JSON voor communitytools: <code>/api/leaderboard/&lt;voorinstelling&gt;</code>, <code>/api/servers/&lt;server-id&gt;/leaderboard/&lt;voorinstelling&gt;</code>, <code>/api/tournaments/&lt;nummer&gt;</code>, <code>/api/games/&lt;nummer&gt;</code>, <code>/api/puzzles/&lt;nummer&gt;</code>, <code>/api/players/&lt;gebruikers-id&gt;</code>.

## Tabellen.

web-col-player = Speler
web-col-rating = Rating
web-col-games = Partijen
web-col-week = 7 dagen
web-col-points = Punten
web-col-tiebreak = Tiebreak
web-col-preset = Voorinstelling
web-col-rank = Plaats
web-col-wins = Winst
web-col-draws = Remise
web-col-losses = Verlies
web-col-streak = Reeks (beste)

## Ranglijsten.

web-board-title = Ranglijst { $preset }, pagina { $page }
web-board-heading = Ranglijst { $preset }, { $scope ->
        [server] deze server
       *[all] alle servers
    }
web-board-pages = Pagina { $page } van { $pages } · { $ranked } gerangschikt
web-board-presets = Voorinstellingen:
web-board-empty = Geen gerangschikte spelers op deze pagina.
web-board-hidden = { $count ->
        [one] Nog { $count } speler op deze pagina speelde alleen op servers waarvan de pagina's niet openbaar zijn.
       *[other] Nog { $count } spelers op deze pagina speelden alleen op servers waarvan de pagina's niet openbaar zijn.
    }
web-board-provisional = { $count ->
        [0] Er wachten geen voorlopige spelers op een plaats in de ranglijst.
        [one] { $count } voorlopige speler (rating met ?) staat nog niet in de ranglijst.
       *[other] { $count } voorlopige spelers (ratings met ?) staan nog niet in de ranglijst.
    }
web-board-prev = ← pagina { $page }
web-board-next = pagina { $page } →

## De herhaling van een partij.

web-game-title = { $white } tegen { $black }
web-game-number = Partij { $id }
web-in-progress = bezig
web-reason = { $reason ->
        [checkmate] schaakmat
        [king-destroyed] koning vernietigd
        [promotion] promotie
        [stalemate] pat
        [no-legal-move] geen geldige zet
        [no-pawns] geen pionnen meer
        [insufficient-material] onvoldoende materiaal
        [seventy-five-moves] 75-zettenregel
        [fivefold-repetition] vijfvoudige herhaling
        [resignation] opgave
        [time] tijd
        [time-insufficient-material] tijd, onvoldoende materiaal
        [agreement] overeenkomst
        [threefold-repetition] drievoudige herhaling
        [fifty-moves] 50-zettenregel
        [aborted] afgebroken
        [move-limit] zettenlimiet
        [decided] beslist door de organisator
        [decided-forfeit] reglementair
       *[other] { $reason }
    }
web-board-alt = het bord, { $side ->
        [white] wit
       *[black] zwart
    } onderaan
web-replay-prev = ← vorige
web-replay-next = volgende →
web-replay-keys = (of de toetsen ← →)
web-replay-flip = bord omdraaien ({ $side ->
        [white] wit
       *[black] zwart
    } onderaan)
web-no-moves = Nog geen zetten.
web-caption-start = Begin: { $side ->
        [white] wit
       *[black] zwart
    } is aan zet.
web-caption-flight = De raket van { $side ->
        [white] wit
       *[black] zwart
    } vanaf { $launch } komt op { $square } (stap { $step } van { $steps }).
web-caption-shot-down = De raket wordt neergeschoten op { $square }: { $move }.
web-caption-self-destruct = De pion op { $square } vernietigt zichzelf.
web-caption-detonates = De raket ontploft op { $square }.
web-caption-played = { $side ->
        [white] Wit
       *[black] Zwart
    } speelde { $move }.

## De analyse van een partij.

web-analysis = Analyse
web-analysis-side = { $side ->
        [white] Wit
       *[black] Zwart
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = nauwkeurigheid { $value }%
web-analysis-no-decision = geen beslissing
web-analysis-chart-alt = De kansen van wit (Win%) na elke beslissing
web-analysis-worst = zet { $number }, { $side ->
        [white] wit
       *[black] zwart
    }: { $played }{ $mark } (Win% { $before } → { $after }); beter: { $better }
web-analysis-better = beter: { $move }
web-analysis-note = Beoordeeld door de engine van de bot met { $nodes } knopen per stelling; tekens zoals lichess ze geeft (?! onnauwkeurigheid, ? fout, ?? blunder).

## Een toernooi.

web-tournament-number = Toernooi { $id }
web-format = { $format ->
        [swiss] Zwitsers systeem
        [round-robin] volledige competitie
        [arena] arena
        [knockout] knock-out
        [double-elimination] dubbele knock-out
       *[other] { $format }
    }
web-status = { $status ->
        [open] open
        [running] bezig
        [finished] afgelopen
       *[cancelled] geannuleerd
    }
web-standings = Stand
web-not-started = Nog niet begonnen: { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    } aangemeld tot nu toe.
web-withdrawn = (teruggetrokken)
web-crosstable = Kruistabel
web-round = Ronde { $number }
web-playing = bezig
web-bye = (bye)
web-result-bye = bye
web-result-half-bye = ½ bye
web-bracket = Schema
web-bracket-links = Elk gespeeld duel linkt naar zijn partijen.

## Een speler.

web-chart-alt = ratinggrafiek
web-ratings = Ratings
web-not-ranked = niet gerangschikt
web-recent-games = Recente partijen { $preset }
web-recent-game = { $result ->
        [win] winst
        [draw] remise
       *[loss] verlies
    } tegen { $opponent } ({ $rating })

## Een puzzel.

web-puzzle-title = Puzzel { $id }
web-puzzle-from = uit { $white } tegen { $black }, zet { $move }
web-puzzle-credit = Puzzel { $credit }.
web-puzzle-themes = thema's: { $themes }
web-themes-none = geen
web-puzzle-rating = rating { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } keer gespeeld
       *[other] { $count } keer gespeeld
    }
web-puzzle-prev = ← terug
web-puzzle-next = toon de volgende zet →
web-puzzle-solution = Toon de oplossing
web-puzzle-step-alt = het bord na zet { $n } van de oplossing
web-puzzle-start = { $side ->
        [white] Wit
       *[black] Zwart
    } speelde { $move }. { $solver ->
        [white] Wit
       *[black] Zwart
    } is aan zet: vind de enige goede zet.
web-puzzle-plays-move = { $side ->
        [white] Wit
       *[black] Zwart
    } speelt { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Wit
       *[black] Zwart
    } laat de raket passeren.
web-puzzle-solved = Opgelost.
web-recent-puzzles = Recente puzzels
web-no-puzzles = Nog geen puzzels uit de partijen van deze server: elke afgelopen partij wordt erop doorzocht.
web-request-timed-out = Het verzoek kwam niet op tijd binnen. Stuur het opnieuw, en snel.
web-too-many-connections = Er staan nu te veel verbindingen open. Probeer het over een paar seconden opnieuw.
