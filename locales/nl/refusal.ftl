# Waarom de bot een actie weigerde: een zin die zegt wat er mis is en wat
# je kunt doen (bron: en-US). Meervoud: one, other.

## Partijen.

refusal-no-game-here = Hier is geen partij bezig. Begin er een met een uitdaging.
refusal-game-over = Deze partij is afgelopen.
refusal-not-playing = Je speelt niet mee in deze partij.
refusal-not-your-turn = Je bent niet aan zet.
refusal-wait-for-answer = Wacht even: { $defender } beslist of je raket wordt neergeschoten.
refusal-answer-first = Beantwoord eerst de vraag over het neerschieten (de raket neerschieten of laten passeren).
refusal-missile-in-air = Je raket vanaf { $launch } is in de lucht: stuur hem verder (typ of kies zijn volgende veld).
refusal-empty-move = Typ een zet, bijv. e4, Nf3, e2e4, of een vlucht zoals e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = In { $preset } zijn er geen raketten: speel een gewone zet.
refusal-not-a-square = `{ $text }` is geen veld: schrijf een lijn a-h en een rij 1-8, zoals e4.
refusal-cannot-fire = Het stuk op { $square } kan nu niet worden afgevuurd: { $why ->
        [empty] dat veld is leeg
        [not-yours] dat is niet jouw pion
        [not-a-pawn] alleen pionnen kunnen worden afgevuurd
        [starting-rank] een pion op zijn beginrij mag niet worden afgevuurd
       *[no-legal-flight] het heeft geen geldige vlucht (een afkoeltijd, een penning of schaak kan dat verhinderen)
    }.
refusal-not-steering = Er wordt geen raket bestuurd: kies eerst een pion om af te vuren (bijv. fire e4).
refusal-self-destruct-too-late = De pion kan zichzelf alleen vóór zijn eerste stap vernietigen.
refusal-cannot-enter = De raket kan nu niet naar { $square }; hij kan naar: { $next }.
refusal-cannot-enter-anywhere = De raket kan nu niet naar { $square }; hij kan naar: nergens.
refusal-question-ended = Deze vraag is afgelopen.
refusal-question-ended-game-over = Deze vraag is afgelopen: de partij is voorbij.
refusal-answer-for-earlier-question = Je antwoord is geschreven voordat deze vraag werd gesteld, dus het telt niet: bekijk de nieuwe vraag en beantwoord die.
refusal-too-many-ai-games = { $count ->
        [one] Je hebt op deze server al { $count } onafgemaakte partij tegen de AI: { $games }. Maak die af of geef die op voordat je een nieuwe begint.
       *[other] Je hebt op deze server al { $count } onafgemaakte partijen tegen de AI: { $games }. Maak er een af of geef er een op voordat je een nieuwe begint.
    }
refusal-ai-game = partij { $game } (niveau { $level }) in { $place }
refusal-position-changed = De stelling is veranderd sinds je je bericht schreef, dus je zet is niet gespeeld: bekijk het bord opnieuw en stuur je zet nog een keer.
refusal-no-question = Er is geen neerschietvraag om te beantwoorden.
refusal-only-opponent-answers = Alleen je tegenstander kan deze vraag beantwoorden.
refusal-not-a-shoot-down = `{ $text }` schiet hier niets neer; kies { $labels } of laat hem passeren.
refusal-ambiguous-shoot-down = `{ $text }` kan { $matches } betekenen: typ het precies zoals getoond (hoofdletters voor stukken).
refusal-too-late-to-abort = Beide kanten hebben gezet: de partij kan niet meer worden afgebroken (geef op of bied remise aan).
refusal-not-abortable = Deze partij is voor je ingedeeld en kan niet worden afgebroken: geef liever op, of trek je terug uit het evenement dat haar indeelde.
refusal-berserk-too-late = Je kunt alleen berserk gaan vóór je eerste zet van de partij.
refusal-berserk-no-clock = Berserk halveert je klok: deze partij heeft geen lopende klok.
refusal-already-berserk = Je bent in deze partij al berserk gegaan: je klok wordt maar één keer gehalveerd.
refusal-already-offered-draw = Je hebt al remise aangeboden.
refusal-no-draw-offer = Er is geen remiseaanbod om te beantwoorden.
refusal-own-draw-offer = Dit remiseaanbod komt van jou; je tegenstander moet erop antwoorden.
refusal-claim-after-flight = Claim remise pas als de vlucht van de raket voorbij is.
refusal-no-claims-in-pawn-game = In de Pawn Game kun je geen remise claimen: bied in plaats daarvan remise aan.
refusal-nothing-to-claim = Geen remise te claimen: deze stelling is { $repetitions ->
        [one] { $repetitions } keer
       *[other] { $repetitions } keer
    } voorgekomen (3 nodig) en er { $moves ->
        [one] is { $moves } zet
       *[other] zijn { $moves } zetten
    } gespeeld zonder slag, pionzet of vlucht (50 nodig).
refusal-move-limit-not-reached = Nog niets te claimen: { $opponent } heeft nog { $left } om te zetten. Loopt de tijdslimiet per zet eerst af, dan win je de partij met `/claim`.

## Uitdagingen en revanches.

refusal-challenge-not-open = Deze uitdaging staat niet meer open.
refusal-challenge-expired = Deze uitdaging is verlopen.
refusal-rematch-not-over = Partij { $game } is nog bezig: een revanche kan worden aangeboden zodra die voorbij is.
refusal-no-rematch = Partij { $game } heeft geen revanche: alleen vriendschappelijke partijen en ratingpartijen tussen twee leden bieden er een aan, geen toernooipartijen of partijen tegen de AI. Begin een nieuwe partij met `/challenge`.
refusal-rematch-not-yours = Alleen { $white } en { $black }, die partij { $game } speelden, kunnen de revanche spelen. Begin een eigen partij met `/challenge`.
refusal-rematch-offered = Je hebt de revanche al aangeboden: nu is het aan { $opponent } om die aan te nemen (met **Rematch** of **Accept**) binnen { $open } na je aanbod.
refusal-rematch-expired = Dit revancheaanbod is verlopen: het stond { $open } open. Begin een nieuwe partij met `/challenge`.
refusal-rematch-started = De revanche is al begonnen: het is partij { $game }.
refusal-rematch-started-elsewhere = De revanche is al begonnen.
refusal-rematch-closed = Dit revancheaanbod is afgewezen of ingetrokken. Begin een nieuwe partij met `/challenge`.
refusal-own-challenge = Je kunt je eigen uitdaging niet aannemen.
refusal-challenge-for-other = Deze uitdaging is alleen voor { $name }.
refusal-challenge-self = Je kunt jezelf niet uitdagen: noem een andere speler, of laat de tegenstander leeg voor een open uitdaging.
refusal-only-challenger-cancels = Alleen wie de uitdaging heeft gedaan, kan haar annuleren.
refusal-open-challenge-decline = Deze uitdaging staat open voor iedereen: neem haar aan, of laat haar aan iemand anders.
refusal-not-your-challenge = Deze uitdaging is niet voor jou.
refusal-too-many-challenges = Je hebt op deze server al { $limit ->
        [one] { $limit } open uitdaging
       *[other] { $limit } open uitdagingen
    } (de limiet): wacht op een antwoord, of trek er een in met de Decline-knop.
refusal-two-players-needed = Voor een partij zijn twee verschillende spelers nodig.
refusal-place-taken-thread = In deze thread wordt al een partij gespeeld.
refusal-place-taken-channel = In dit kanaal wordt al een partij gespeeld: speel de volgende in een thread.

## Analyses.

refusal-no-such-game = Er is geen partij { $game } op deze server: geef het nummer dat in haar laatste bericht staat.
refusal-analysis-not-over = Partij { $game } is nog bezig: ze kan worden geanalyseerd zodra ze voorbij is.
refusal-nothing-to-analyse = Partij { $game } eindigde voordat er een zet werd gespeeld: er valt niets te analyseren.
refusal-analysis-unavailable = Partij { $game } kan nu niet worden geanalyseerd: haar gegevens konden niet worden gelezen. Probeer het over een minuut opnieuw.
refusal-analysis-queue-full = Partij { $game } kan nu niet in de analysewachtrij: { $waiting ->
        [one] er wacht al { $waiting } partij
       *[other] er wachten al { $waiting } partijen
    }. Vraag het over een paar minuten opnieuw.
refusal-analysis-member-share = Partij { $game } kan niet in de analysewachtrij: je hebt al { $limit ->
        [one] { $limit } partij die wacht of wordt geanalyseerd
       *[other] { $limit } partijen die wachten of worden geanalyseerd
    }, het maximum voor één lid. Vraag het opnieuw zodra er een klaar is.
refusal-analysis-server-share = Partij { $game } kan niet in de analysewachtrij: deze server heeft al { $limit ->
        [one] { $limit } partij die wacht of wordt geanalyseerd
       *[other] { $limit } partijen die wachten of worden geanalyseerd
    }, zijn deel van de wachtrij (andere servers delen hem ook). Vraag het opnieuw zodra er een klaar is.

## De bot zelf.

refusal-settings = { $reason }
refusal-save-failed = Je actie kon niet worden opgeslagen (opslagprobleem); er is niets veranderd. Probeer het zo opnieuw.
refusal-leaderboard-unavailable = De ranglijst kan nu niet worden gelezen; probeer het later opnieuw.
refusal-profile-unavailable = Het profiel kan nu niet worden gelezen; probeer het later opnieuw.
refusal-shutting-down = De bot start opnieuw op: er is niets veranderd. Probeer het over een minuut opnieuw.

## Lijsten in een zin.

list-and = { $first } en { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } of { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
