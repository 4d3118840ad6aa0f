# Herausforderungen und Revancheangebote (Quelle: en-US). Du-Form.

## Die Zeile über der Karte.

challenge-line = ⚔️ { $challenger } fordert { $opponent } zu einer { $rated ->
        [rated] gewerteten
       *[casual] freien
    } Partie heraus: Drücke **Annehmen**, um zu spielen.
challenge-anyone = alle
challenge-accept = Annehmen
challenge-decline = Ablehnen

## Die Karte der Herausforderung.

challenge-title = ⚔️ { $challenger } fordert { $opponent } heraus
challenge-title-open = ⚔️ Offene Herausforderung von { $challenger }
challenge-anyone-may-accept = Alle dürfen Annehmen drücken.
challenge-field-game = Spiel
challenge-field-time = Bedenkzeit
challenge-field-rated = Gewertet
challenge-field-colour = Farbe
challenge-field-expires = Läuft ab
challenge-king-strikes = Königsschläge
challenge-intercept = { $intercept } zum Abfangen
challenge-ai = die KI auf Stufe { $level }
challenge-rated-yes = ja
challenge-rated-no = nein (frei)
challenge-colour-plays = { $player } spielt { $side ->
        [white] Weiß
       *[black] Schwarz
    }
challenge-colour-random = wird ausgelost
challenge-state-accepted = ✅ Angenommen von { $player }: { $white } (Weiß) gegen { $black } (Schwarz).
challenge-state-declined = ❌ Abgelehnt von { $player }.
challenge-state-withdrawn = ↩️ Zurückgezogen von { $player }.
challenge-state-expired = ⌛ Abgelaufen: Niemand hat sie rechtzeitig angenommen.

## Was aus einer Herausforderung wurde.

challenge-accepted = **{ $accepter }** hat die Herausforderung von **{ $challenger }** angenommen: { $white } (Weiß) gegen { $black } (Schwarz).
challenge-declined = **{ $decliner }** hat die Herausforderung von **{ $challenger }** abgelehnt.
challenge-withdrawn = **{ $challenger }** hat die Herausforderung zurückgezogen.
challenge-expired = Die Herausforderung von **{ $challenger }** ist abgelaufen: Niemand hat sie rechtzeitig angenommen.

## Revancheangebote.

challenge-rematch-offer = **{ $offerer }** bietet **{ $opponent }** eine Revanche für Partie { $game } an: eine { $rated ->
        [rated] gewertete
       *[casual] freie
    } Partie, { $summary }; Farben getauscht, { $offerer } spielt { $colour ->
        [white] Weiß
        [black] Schwarz
       *[random] eine ausgeloste Farbe
    }. { $opponent }, drücke **Revanche** oder **Annehmen**, um sie in einem neuen Thread zu starten; das Angebot läuft { $when } ab.
challenge-rematch-expired = Das Revancheangebot von **{ $offerer }** ist abgelaufen: **{ $opponent }** hat es nicht rechtzeitig angenommen.
challenge-rematch-accepted = **{ $accepter }** hat die Revanche von **{ $offerer }** angenommen: { $white } (Weiß) gegen { $black } (Schwarz), in einem neuen Thread.
