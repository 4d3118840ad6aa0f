# Challenges and rematch offers: the challenge's line and card, its
# buttons, and what became of it (source). $challenger, $opponent,
# $accepter, $decliner, $offerer, $player, $white, $black: names.

## The challenge's line above its card.

# $challenger: the name in bold, with a rating when known ("**alice** (1500)");
# $opponent: the same, or challenge-anyone. "Accept" names challenge-accept's button.
challenge-line = ⚔️ { $challenger } challenges { $opponent } to a { $rated ->
        [rated] rated
       *[casual] casual
    } game: press **Accept** to play.
challenge-anyone = anyone
challenge-accept = Accept
challenge-decline = Decline

## The challenge's card.

challenge-title = ⚔️ { $challenger } challenges { $opponent }
challenge-title-open = ⚔️ Open challenge by { $challenger }
challenge-anyone-may-accept = Anyone may press Accept.
challenge-field-game = Game
challenge-field-time = Time control
challenge-field-rated = Rated
challenge-field-colour = Colour
challenge-field-expires = Expires
# The game's settings after its rules' name (cruise, king strikes, 30 s to intercept).
challenge-king-strikes = king strikes
challenge-intercept = { $intercept } to intercept
challenge-ai = the AI at level { $level }
challenge-rated-yes = yes
challenge-rated-no = no (casual)
challenge-colour-plays = { $player } plays { $side ->
        [white] White
       *[black] Black
    }
challenge-colour-random = decided at random
challenge-state-accepted = ✅ Accepted by { $player }: { $white } (White) vs { $black } (Black).
challenge-state-declined = ❌ Declined by { $player }.
challenge-state-withdrawn = ↩️ Withdrawn by { $player }.
challenge-state-expired = ⌛ Expired: nobody accepted it in time.

## What became of a challenge, on its message.

challenge-accepted = **{ $accepter }** accepted **{ $challenger }**'s challenge: { $white } (White) vs { $black } (Black).
challenge-declined = **{ $decliner }** declined **{ $challenger }**'s challenge.
challenge-withdrawn = **{ $challenger }** withdrew the challenge.
challenge-expired = **{ $challenger }**'s challenge expired: nobody accepted it in time.

## Rematch offers. "Rematch" names game-rematch's button, "Accept" challenge-accept's.

# $summary: the game's settings (game-summary); $when: a Discord time stamp.
challenge-rematch-offer = **{ $offerer }** offers **{ $opponent }** a rematch of game { $game }: a { $rated ->
        [rated] rated
       *[casual] casual
    } game, { $summary }; colours swapped, { $offerer } plays { $colour ->
        [white] White
        [black] Black
       *[random] a colour decided at random
    }. { $opponent }, press **Rematch** or **Accept** to start it in a new thread; the offer expires { $when }.
challenge-rematch-expired = **{ $offerer }**'s rematch offer expired: **{ $opponent }** did not accept it in time.
challenge-rematch-accepted = **{ $accepter }** accepted **{ $offerer }**'s rematch: { $white } (White) vs { $black } (Black), in a new thread.
