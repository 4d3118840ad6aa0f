# Défis et propositions de revanche (source : en-US). Tutoiement.

## La ligne au-dessus de la carte.

challenge-line = ⚔️ { $challenger } défie { $opponent } dans une partie { $rated ->
        [rated] classée
       *[casual] amicale
    } : appuie sur **Accepter** pour jouer.
challenge-anyone = n'importe qui
challenge-accept = Accepter
challenge-decline = Refuser

## La carte du défi.

challenge-title = ⚔️ { $challenger } défie { $opponent }
challenge-title-open = ⚔️ Défi ouvert de { $challenger }
challenge-anyone-may-accept = Tout le monde peut appuyer sur Accepter.
challenge-field-game = Jeu
challenge-field-time = Cadence
challenge-field-rated = Classée
challenge-field-colour = Couleur
challenge-field-expires = Expire
challenge-king-strikes = frappes sur le roi
challenge-intercept = { $intercept } pour intercepter
challenge-ai = l'IA au niveau { $level }
challenge-rated-yes = oui
challenge-rated-no = non (amicale)
challenge-colour-plays = { $player } joue les { $side ->
        [white] Blancs
       *[black] Noirs
    }
challenge-colour-random = tirée au sort
challenge-state-accepted = ✅ Accepté par { $player } : { $white } (Blancs) contre { $black } (Noirs).
challenge-state-declined = ❌ Refusé par { $player }.
challenge-state-withdrawn = ↩️ Retiré par { $player }.
challenge-state-expired = ⌛ Expiré : personne ne l'a accepté à temps.

## Ce qu'est devenu un défi.

challenge-accepted = **{ $accepter }** a accepté le défi de **{ $challenger }** : { $white } (Blancs) contre { $black } (Noirs).
challenge-declined = **{ $decliner }** a refusé le défi de **{ $challenger }**.
challenge-withdrawn = **{ $challenger }** a retiré son défi.
challenge-expired = Le défi de **{ $challenger }** a expiré : personne ne l'a accepté à temps.

## Propositions de revanche.

challenge-rematch-offer = **{ $offerer }** propose à **{ $opponent }** une revanche de la partie { $game } : une partie { $rated ->
        [rated] classée
       *[casual] amicale
    }, { $summary } ; couleurs inversées, { $offerer } joue { $colour ->
        [white] les Blancs
        [black] les Noirs
       *[random] une couleur tirée au sort
    }. { $opponent }, appuie sur **Revanche** ou **Accepter** pour la lancer dans un nouveau fil ; la proposition expire { $when }.
challenge-rematch-expired = La proposition de revanche de **{ $offerer }** a expiré : **{ $opponent }** ne l'a pas acceptée à temps.
challenge-rematch-accepted = **{ $accepter }** a accepté la revanche de **{ $offerer }** : { $white } (Blancs) contre { $black } (Noirs), dans un nouveau fil.
