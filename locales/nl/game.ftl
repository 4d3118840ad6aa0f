# De berichten van een partij (bron: en-US). Je-vorm. Meervoud: one, other.

## Spelers en wie aan zet is.

game-player = **{ $name }** ({ $side ->
        [white] wit
       *[black] zwart
    })
game-to-move = { $player } is aan zet.
game-to-move-in-check = { $player } is aan zet (staat schaak).
game-clocks = Klokken: wit { $white }, zwart { $black }.
game-move-deadline = De tijd voor deze zet loopt { $when } af.

## De instellingen van de partij.

game-clock-none = zonder klok
game-clock-live = klok { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } dag per zet
       *[other] { $days } dagen per zet
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, koningsslagen { $king-strikes ->
        [on] aan
       *[off] uit
    }, { $intercept } om te onderscheppen, { $clock }
game-summary-ai = { $summary }, tegen de AI op niveau { $level }

## Het eerste bericht en /board.

game-start = **{ $white }** (wit) tegen **{ $black }** (zwart): { $summary }.
game-board = { $white } (wit) tegen { $black } (zwart): { $summary }.
game-board-missile = Er is een raket in de lucht op { $square }.
game-export = Het verslag van partij { $game }.

## Zetten, vluchten en neerschieten.

game-moved = { $player } speelt **{ $san }**.
game-steer-first = { $player }, stuur de raket vanaf **{ $square }**: kies het eerste veld waar hij binnengaat (op een veld met een vijandelijk stuk ontploft hij).
game-steer-next = { $line } — { $player }: kies het volgende veld waar hij binnengaat.
game-self-destruct = Zelfvernietiging
game-question = { $line } — { $defender }: neerschieten ({ $labels }) of laten passeren? Eindigt { $when }
game-question-notice = { $defender }, de raket staat op **{ $square }**: schiet hem neer of laat hem passeren; de vraag eindigt { $when }.
game-let-pass = Laten passeren
game-passed = { $line } — { $defender } laat hem passeren.
game-passed-timeout = { $line } — geen antwoord van { $defender } binnen { $intercept }: hij passeert.
game-question-cut-short = { $line } — de partij is voorbij voor er een antwoord kwam.
game-shot-down = 💥 { $defender } schiet hem neer op { $square } met { $san }.
game-detonated = 💥 De raket van { $attacker } ontploft op { $square } en vernietigt { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
       *[king] de koning
    } van { $defender }.
game-self-destructed = 💥 De pion van { $player } op { $square } vernietigt zichzelf.

## Remiseaanbiedingen en herinneringen.

game-draw-offer = { $player } biedt remise aan. { $opponent }, accepteer je of wijs je af?
game-accept = Accepteren
game-decline = Afwijzen
game-draw-declined = { $player } wijst de remise af.
game-draw-agreed = Remise overeengekomen.
game-draw-offer-ended = Dit remiseaanbod is afgelopen: de partij is voorbij.
game-draw-offer-lapsed = Het remiseaanbod is vervallen: er werd in plaats daarvan een zet gespeeld.
game-reminder = Herinnering: { $player }, je bent aan zet; je tijd loopt { $when } af.
game-move-limit-half-lose = Herinnering: { $player }, je bent aan zet; de helft van de zettijdslimiet ({ $limit }) is voorbij: je verliest de partij { $when }.
game-move-limit-half-claim = Herinnering: { $player }, je bent aan zet; de helft van de zettijdslimiet ({ $limit }) is voorbij: { $opponent } mag { $when } de winst opeisen.
game-move-limit-reached = { $player } heeft niet gezet binnen de zettijdslimiet ({ $limit }): { $opponent }, je kunt de winst opeisen met `/claim` of op de zet wachten.

## Het einde.

game-rematch = Revanche
game-analyse = Analyseren
game-aborted = De partij is afgebroken: geen uitslag.
game-over-agreement = Partij voorbij: remise in onderling overleg.
game-over-win = Partij voorbij: { $winner } wint: { $why }.
game-over-draw = Partij voorbij: remise: { $why }.
game-why-resignation = { $player } geeft op
game-why-time = { $player } heeft geen tijd meer
game-why-move-limit = { $player } heeft niet gezet binnen de zettijdslimiet ({ $limit })
game-why-time-no-material = { $player } heeft geen tijd meer, maar { $opponent } heeft te weinig materiaal over om te winnen
game-why-threefold = opgeëist wegens drievoudige herhaling (dezelfde stelling drie keer)
game-why-fifty-moves = opgeëist volgens de 50-zettenregel (elk 50 zetten zonder slaan, pionzet of vlucht)
game-why-checkmate = { $player } staat mat
game-why-king-destroyed = een raket heeft de koning van { $player } vernietigd
game-why-promotion = de pion op { $square } heeft de laatste rij bereikt
game-why-promotion-somewhere = een pion heeft de laatste rij bereikt
game-why-stalemate = { $player } staat pat (geen legale zet, niet schaak)
game-why-no-legal-move = { $player } heeft geen legale zet
game-why-no-pawns = { $player } heeft geen pionnen meer
game-why-no-pawns-side = een kant heeft geen pionnen meer
game-why-insufficient-material = geen van beide kanten heeft genoeg materiaal om mat te zetten
game-why-seventy-five-moves = elk 75 zetten zonder slaan, pionzet of vlucht
game-why-fivefold = dezelfde stelling kwam vijf keer voor
game-decided = Partij voorbij: { $what }, vastgesteld door **{ $by }**.
game-an-organizer = een organisator
game-decided-win = { $player } wint ({ $score })
game-decided-forfeit = { $player } wint reglementair ({ $score })
game-decided-draw = remise (½-½)
game-decided-double-forfeit = beide spelers verliezen reglementair (-/-)
