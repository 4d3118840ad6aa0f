# /rules en /help: hoe Cruise Pawns gespeeld wordt, en de onderwerpen van de
# hulp (bron: en-US).

## /rules

rules-text = **Cruise Pawns** is schaken waarin een pion, als zijn hele zet, zichzelf als kruisraket mag afvuren.
    • Een pion die niet meer op zijn beginrij staat vuurt: de raket vliegt tot 7 velden, elke stap in een koningsrichting, en draait hooguit 45° per stap (`cruise-forward`: alleen vooruit of opzij).
    • Hij mag over je eigen stukken heen, stopt bij het eerste vijandelijke stuk en **ontploft** daar: dat stuk en de pion verdwijnen. Een vlucht moet op een vijandelijk stuk eindigen (of `e4*` vernietigt zichzelf).
    • Op elk veld waar hij onderweg komt, mag de verdediger hem **neerschieten** met elke legale slagzet naar dat veld, of hem laten passeren. Geen antwoord op tijd laat hem passeren.
    • Wie de koning vernietigt, wint (tenzij de partij is gemaakt met `king_strikes: false`). Raketdreigingen zijn geen schaak.
    • `pawns`: alleen pionnen; de eerste pion die de laatste rij haalt, wint.
    Spelen: `/move e4`, `/move e4>e5>e6>d7` (de hele vlucht, verborgen voor je tegenstander) of `/fire e4` en sturen met de knoppen.

## /help

help-intro = **Hulp bij Cruise Pawns**: kies hieronder een onderwerp. Elk noemt zijn commando's (`<option>` is verplicht, `[option]` optioneel) en hoe je ze gebruikt.
help-pick-topic = Kies een onderwerp
help-unknown-topic = Dat hulponderwerp ken ik niet: gebruik `/help` opnieuw en kies er een uit het menu.
help-organizers = *Organisatoren en serverbeheerders:*
help-command-line = `{ $usage }`: { $what }.

help-playing-label = Spelen
help-playing-about = Uitdagingen, zetten, remises, het einde van een partij, analyse
help-playing-text = Een `/challenge` met de bot als `opponent` speelt tegen de AI (`level` 1-8); zonder `opponent` mag iedereen accepteren. In de thread van een partij kun je je zet ook gewoon typen (`Nf3`). Een bord dat je vraagt te zetten, wordt vanaf jouw kant getekend. Zonder klok heeft elke zet een limiet (14 dagen; de `move_limit` van een toernooi): bij de limiet mag je tegenstander met `/claim` de winst opeisen. Een afgelopen partij heeft een knop **Revanche** (kleuren gewisseld, 10 minuten om te accepteren) en een knop **Analyseren** (nauwkeurigheid, fouten en de betere keuzes).

help-missiles-label = Raketten
help-missiles-about = Een pion afvuren, hem sturen, een raket neerschieten
help-missiles-text = Een pion die niet meer op zijn beginrij staat, mag zichzelf als hele zet afvuren: de raket vliegt tot 7 velden, elke stap in een koningsrichting, en draait hooguit 45° per stap. Hij vliegt over je eigen stukken en **ontploft** op het eerste vijandelijke stuk: beide verdwijnen. Wie de koning vernietigt, wint.
    Op elk veld waar hij komt, krijgt de verdediger knoppen om hem daar met een slagzet neer te schieten (bijv. **Bxe6**) of **Laten passeren**; geen antwoord op tijd laat hem passeren.
    Een hele vlucht in één keer afvuren, verborgen voor je tegenstander: `/move e4>e5>e6>d7`.

help-tournaments-label = Toernooien
help-tournaments-about = Toernooien en reeksen: meedoen, spelen en leiden
help-tournaments-text = Doe mee met de knop van de aankondiging. Elk commando neemt `tournament:` om er een te noemen als een kanaal er meerdere heeft. Een reeks (`repeat:weekly`) houdt zijn tijdstip in zijn tijdzone.

help-ratings-label = Ratings en seizoenen
help-ratings-about = Ratings, de ranglijst, profielen en seizoenen
help-ratings-text = Ratingpartijen veranderen de rating van beide spelers (een `?` markeert een voorlopige, na weinig partijen). Een seizoen is een eigen rating van een server voor een tijd, met een eindstand aan het eind.

help-puzzles-label = Puzzels
help-puzzles-about = Puzzels uit de partijen van deze server, de dagpuzzel, reeksen
help-puzzles-text = Elke afgelopen partij van deze server wordt doorzocht op blunders: elke blunder wordt een puzzel, met vermelding van zijn partij ("from alice vs bob, move 23"). Alleen jij ziet je puzzel: antwoord met `/move` (een raketvlucht als `e4>e5>e6`), of met de knoppen als de puzzel vraagt een raket neer te schieten of te laten passeren. Een goede zet toont het antwoord en vraagt de volgende; een foute beëindigt de puzzel en toont de oplossing. Je puzzelrating is van jou, los van je partijratings (`/leaderboard scope:puzzles`, `/profile`). Een serverbeheerder kiest waar en wanneer de dagpuzzel verschijnt: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Instellingen
help-settings-about = De instellingen van de server en wie de antwoorden van de bot ziet
help-settings-text = Deze antwoorden alleen jou: `/rules`, `/help`, `/profile`, `/leaderboard` en `/tournament standings`; voeg `public:true` toe om het antwoord in het kanaal te plaatsen. Een `/challenge` zonder `opponent` pingt de rol 'zoekt een partij' van de server, als een serverbeheerder er een heeft ingesteld.
