# Waarom een zet niet legaal is of de tekst niet te lezen is (bron: en-US).
# Elk bericht is een zinsdeel zonder punt. Meervoud: one, other.

moves-role = { $role ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
       *[king] koning
    }
moves-role-the = { $role ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
       *[king] de koning
    }
moves-role-your = { $role ->
        [pawn] je eigen pion
        [knight] je eigen paard
        [bishop] je eigen loper
        [rook] je eigen toren
        [queen] je eigen dame
       *[king] je eigen koning
    }
moves-role-enemy = { $role ->
        [pawn] de vijandelijke pion
        [knight] het vijandelijke paard
        [bishop] de vijandelijke loper
        [rook] de vijandelijke toren
        [queen] de vijandelijke dame
       *[king] de vijandelijke koning
    }

moves-how-to-write = schrijf SAN zoals e4, Nf3, exd5, O-O of e8=Q, UCI zoals e2e4, of een vlucht zoals e4>e5>e6>d7 (e4* om jezelf op te blazen)
moves-no-move = geen zet opgegeven: { moves-how-to-write }
moves-too-long = die tekst is te lang voor een zet ({ $count ->
        [one] { $count } teken
       *[other] { $count } tekens
    }): { moves-how-to-write }
moves-unreadable = `{ $text }` kan ik niet als zet lezen: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` is een neerschiet-notatie (vlucht/neerschietende zet), geen zet: geef alleen de zet
moves-bad-flight = `{ $text }` is geen vlucht: { $why }; schrijf het lanceerveld en elk betreden veld, verbonden met `>`, zoals e4>e5>e6>d7, of e4* om jezelf op te blazen
moves-flight-not-a-square = `{ $text }` is geen veld
moves-flight-too-many-steps = een vlucht heeft hoogstens 7 stappen
moves-flight-no-steps = hij heeft geen stappen
moves-not-legal-why = `{ $text }` is niet legaal: { $why }
moves-not-legal = `{ $text }` is niet legaal
moves-ambiguous = `{ $text }` is dubbelzinnig: { $moves }; zeg welke je bedoelt
moves-promotion-letter-missing = `{ $text }` heeft een promotiestuk nodig: voeg q, r, b of n toe, zoals { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` heeft een promotiestuk nodig: schrijf { $to }=Q, { $to }=R, { $to }=B of { $to }=N
moves-pawns-board-letter = `{ $text }`: op het pionnenbord wint een pion die zijn laatste rij bereikt zoals hij is, zonder promotieletter: schrijf { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: op het pionnenbord wint een pion die zijn laatste rij bereikt zoals hij is, zonder promotieletter: schrijf de zet zonder
moves-only-last-rank-promotes-write = alleen een pion die zijn laatste rij bereikt promoveert; schrijf { $from }{ $to }
moves-only-last-rank-promotes = alleen een pion die zijn laatste rij bereikt promoveert
moves-text-after-game-over = `{ $text }` kan niet gespeeld worden: de partij is voorbij
moves-no-legal-move = in deze stelling is geen enkele zet legaal (de partij is voorbij)
moves-game-over = de partij is voorbij
moves-not-legal-here = { $move } is hier niet legaal

moves-self-immolation-record = `{ $text }`: een zelfvernietiging kan niet neergeschoten worden; een neerschiet-notatie is de vlucht zover hij kwam, `/` en de neerschietende zet, zoals e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: na `/` ontbreekt de neerschietende zet: geef hem in UCI, zoals { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: de raket kan op { $square } niet neergeschoten worden: geen legale slagzet bereikt hem daar
moves-not-a-shoot-down = `{ $text }` schiet de raket op { $square } niet neer: de legale manieren daar zijn { $options }
moves-self-immolation-shot-down = `{ $flight }` is een zelfvernietiging, die niet neergeschoten kan worden
moves-detonates-at = de raket ontploft op { $square } (daar staat een vijandelijk stuk: { moves-role }): hij kan alleen neergeschoten worden op velden tussen lancering en doel
moves-shielded-at = de raket wordt op { $square } afgeschermd door een stuk van zijn eigen kant ({ moves-role }): daar kan hij niet neergeschoten worden
moves-not-entered-yet = een raket kan pas neergeschoten worden als hij een veld betreden heeft
moves-cannot-shoot-down-on = de raket kan op { $square } niet neergeschoten worden
moves-not-legal-shoot-down = { $shooter } is geen legale manier om neer te schieten op { $square }
moves-shooter-cannot = { $shooter } kan de raket op { $square } niet neerschieten

moves-flight-not-legal = die vlucht is niet legaal: { $why }
moves-missiles-not-in-game = raketten horen niet bij deze partij (regels { $preset }): pionnen kunnen niet afgevuurd worden
moves-no-missiles-in = in { $preset } zijn er geen raketten
moves-no-pawn-to-fire = er staat geen pion op { $launch } om af te vuren
moves-no-own-pawn-to-fire = er staat geen { $color ->
        [white] witte
       *[black] zwarte
    } pion op { $launch } om af te vuren
moves-others-piece = { moves-role-the } op { $square } is van { $owner ->
        [white] Wit
       *[black] Zwart
    }, en { $turn ->
        [white] Wit
       *[black] Zwart
    } is aan zet
moves-not-yours = { moves-role-the } op { $square } is niet van jou: { $turn ->
        [white] Wit
       *[black] Zwart
    } is aan zet
moves-not-a-pawn = { moves-role-the } op { $launch } is geen pion: alleen pionnen kunnen afgevuurd worden
moves-starting-rank = de pion op { $launch } staat nog op zijn beginrij: een pion mag pas vuren nadat hij gezet heeft
moves-starting-rank-yet = de pion op { $launch } staat nog op zijn beginrij en kan nog niet vuren
moves-forward-cooldown = de pion op { $launch } heeft in je vorige beurt gezet: volgens de voorwaartse regels moet hij een beurt wachten voor hij mag vuren
moves-cooldown = die pion moet afkoelen: je hebt de pion op { $launch } vorige beurt gezet, dus hij kan deze beurt niet vuren
moves-self-immolation-exposes = zonder de pion op { $launch } zou je koning schaak staan
moves-king-exposed-without-pawn = zonder die pion zou je koning schaak staan

moves-not-one-step = { $from } naar { $to } is geen enkele stap: elk betreden veld moet aan het vorige grenzen
moves-not-adjacent = { $to } ligt niet naast { $from }: elke stap betreedt een aangrenzend veld
moves-too-sharp = de bocht op { $square } (richting { $toward }) is te scherp: een raket draait per stap hoogstens 45° (een achtste)
moves-step-too-sharp = { $from } naar { $to }: een raket mag per stap hoogstens 45 graden draaien
moves-diagonal = { $from } naar { $to } is diagonaal: volgens de voorwaartse regels vliegen raketten alleen recht vooruit of opzij
moves-backward = { $from } naar { $to } gaat achteruit: volgens de voorwaartse regels vliegen raketten nooit achteruit
moves-step-forward-only = { $from } naar { $to }: raketten vliegen hier alleen vooruit of opzij, nooit achteruit of diagonaal
moves-two-sideways = twee zijstappen achter elkaar (naar { $into }, dan { $then }): zet tussen zijstappen een stap vooruit
moves-step-two-sideways = { $from } naar { $to }: een raket mag geen twee zijstappen achter elkaar zetten
moves-through-enemy = de raket kan niet door { moves-role-enemy } op { $square } vliegen: een vlucht eindigt bij het eerste vijandelijke stuk dat hij betreedt
moves-pass-through-enemy = de raket kan niet door het vijandelijke stuk op { $square } vliegen
moves-no-way-on = geen legale vlucht gaat verder via { $square }: elke weg zou je koning schaak zetten of kan niet op een doel eindigen
moves-ends-on-empty = een raket moet op een vijandelijk stuk eindigen, en { $target } is leeg (schrijf { $launch }* om alleen de pion te vernietigen)
moves-must-end-on-enemy = een raket moet op een vijandelijk stuk eindigen, en op { $square } staat er geen
moves-ends-on-own = een raket mag over je eigen stukken vliegen maar er niet op eindigen (op { $target } staat { moves-role-your })
moves-king-strikes-off = koningsslagen staan in deze partij uit: de koning op { $target } kan geen doel zijn
moves-no-king-strikes = raketten mogen in deze partij de koning niet raken
moves-flight-exposes-king = je koning zou onderweg of na de ontploffing schaak staan (een raketdreiging telt nooit, gewone aanvallen op je koning wel)
moves-check-after-detonation = je koning zou schaak staan nadat de raket het stuk op { $square } vernietigt
moves-check-with-missile-on = je koning zou schaak staan met de raket op { $square }

moves-no-king-to-castle = er is geen koning om mee te rokeren
moves-no-castling-right = je mag niet meer { $side ->
        [queenside] lang
       *[kingside] kort
    } rokeren
moves-castle-out-of-check = je kunt niet rokeren om uit schaak te komen
moves-castling-blocked = { $side ->
        [queenside] lang
       *[kingside] kort
    } rokeren vraagt lege velden tussen koning en toren, en de koning mag geen aangevallen veld passeren of betreden
moves-cannot-castle-now = je kunt daar nu niet rokeren: de koning of toren heeft al gezet, een veld ertussen is bezet, of de koning zou een aangevallen veld passeren of betreden

moves-no-piece = er staat geen stuk op { $square }
moves-stays-put = een zet moet ergens heen: { $from } naar { $to } blijft staan
moves-own-piece-on = { moves-role-your } staat op { $square }
moves-king-one-square = een koning zet één veld: hij kan niet van { $from } naar { $to }
moves-knight-cannot = een paard kan niet van { $from } naar { $to } springen
moves-blocked-by = de weg van { $from } naar { $to } wordt geblokkeerd door { moves-role-the } op { $square }
moves-blocked = de weg van { $from } naar { $to } is geblokkeerd
moves-cannot-move-from-to = { moves-role-the } kan niet van { $from } naar { $to }
moves-cannot-move-to = { moves-role-the } op { $from } kan niet naar { $to }
moves-pawn-blocked = de pion op { $from } is geblokkeerd
moves-pawn-two-from-start-only = alleen een pion op zijn beginrij mag twee velden zetten; de pion op { $from } mag er één
moves-pawn-diagonal-captures = een pion gaat alleen schuin om te slaan, en { $to } is leeg
moves-pawn-cannot-reach = een pion op { $from } kan { $to } niet bereiken
moves-must-promote = een pion die de laatste rij bereikt moet promoveren: voeg q, r, b of n toe
moves-promotes-to = een pion promoveert tot dame, toren, loper of paard
moves-pawns-board-no-promotion = op het pionnenbord wint een pion die de laatste rij bereikt en promoveert niet
moves-king-in-check-on = je koning zou op { $to } schaak staan
moves-check-not-stopped = je koning staat schaak, en deze zet heft het schaak niet op
moves-in-check = je staat schaak, en die zet haalt je koning niet uit schaak
moves-pinned = { moves-role-the } op { $square } is gepend: een zet ermee zou je koning schaak zetten
moves-leaves-king-in-check = je koning zou schaak staan
moves-king-would-be-in-check = je koning zou schaak staan
moves-no-piece-of-role = je hebt geen { moves-role }
moves-none-can-reach = geen { moves-role } van jou kan { $to } bereiken
