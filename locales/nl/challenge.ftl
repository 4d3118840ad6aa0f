# Uitdagingen en revancheaanbiedingen (bron: en-US). Je-vorm.

## De regel boven de kaart.

challenge-line = ⚔️ { $challenger } daagt { $opponent } uit voor een { $rated ->
        [rated] ratingpartij
       *[casual] vriendschappelijke partij
    }: druk op **Accepteren** om te spelen.
challenge-anyone = iedereen
challenge-accept = Accepteren
challenge-decline = Afwijzen

## De kaart van de uitdaging.

challenge-title = ⚔️ { $challenger } daagt { $opponent } uit
challenge-title-open = ⚔️ Open uitdaging van { $challenger }
challenge-anyone-may-accept = Iedereen mag op Accepteren drukken.
challenge-field-game = Spel
challenge-field-time = Bedenktijd
challenge-field-rated = Voor rating
challenge-field-colour = Kleur
challenge-field-expires = Verloopt
challenge-king-strikes = koningsslagen
challenge-intercept = { $intercept } om te onderscheppen
challenge-ai = de AI op niveau { $level }
challenge-rated-yes = ja
challenge-rated-no = nee (vriendschappelijk)
challenge-colour-plays = { $player } speelt met { $side ->
        [white] wit
       *[black] zwart
    }
challenge-colour-random = wordt geloot
challenge-state-accepted = ✅ Geaccepteerd door { $player }: { $white } (wit) tegen { $black } (zwart).
challenge-state-declined = ❌ Afgewezen door { $player }.
challenge-state-withdrawn = ↩️ Ingetrokken door { $player }.
challenge-state-expired = ⌛ Verlopen: niemand heeft hem op tijd geaccepteerd.

## Wat er van een uitdaging werd.

challenge-accepted = **{ $accepter }** heeft de uitdaging van **{ $challenger }** geaccepteerd: { $white } (wit) tegen { $black } (zwart).
challenge-declined = **{ $decliner }** heeft de uitdaging van **{ $challenger }** afgewezen.
challenge-withdrawn = **{ $challenger }** heeft de uitdaging ingetrokken.
challenge-expired = De uitdaging van **{ $challenger }** is verlopen: niemand heeft hem op tijd geaccepteerd.

## Revancheaanbiedingen.

challenge-rematch-offer = **{ $offerer }** biedt **{ $opponent }** een revanche van partij { $game } aan: een { $rated ->
        [rated] ratingpartij
       *[casual] vriendschappelijke partij
    }, { $summary }; kleuren gewisseld, { $offerer } speelt met { $colour ->
        [white] wit
        [black] zwart
       *[random] een gelote kleur
    }. { $opponent }, druk op **Revanche** of **Accepteren** om hem in een nieuwe thread te starten; het aanbod verloopt { $when }.
challenge-rematch-expired = Het revancheaanbod van **{ $offerer }** is verlopen: **{ $opponent }** heeft het niet op tijd geaccepteerd.
challenge-rematch-accepted = **{ $accepter }** heeft de revanche van **{ $offerer }** geaccepteerd: { $white } (wit) tegen { $black } (zwart), in een nieuwe thread.
