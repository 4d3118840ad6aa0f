# Wyzwania i propozycje rewanżu (źródło: en-US). Na ty.

## Linia nad kartą.

challenge-line = ⚔️ { $challenger } wyzywa { $opponent } na { $rated ->
        [rated] partię rankingową
       *[casual] partię towarzyską
    }: naciśnij **Przyjmij**, aby zagrać.
challenge-anyone = każdego
challenge-accept = Przyjmij
challenge-decline = Odrzuć

## Karta wyzwania.

challenge-title = ⚔️ { $challenger } wyzywa { $opponent }
challenge-title-open = ⚔️ Otwarte wyzwanie od { $challenger }
challenge-anyone-may-accept = Każdy może nacisnąć Przyjmij.
challenge-field-game = Gra
challenge-field-time = Tempo
challenge-field-rated = Rankingowa
challenge-field-colour = Kolor
challenge-field-expires = Wygasa
challenge-king-strikes = uderzenia w króla
challenge-intercept = { $intercept } na przechwycenie
challenge-ai = SI na poziomie { $level }
challenge-rated-yes = tak
challenge-rated-no = nie (towarzyska)
challenge-colour-plays = { $player } gra { $side ->
        [white] białymi
       *[black] czarnymi
    }
challenge-colour-random = losowany
challenge-state-accepted = ✅ Przyjęte przez { $player }: { $white } (białe) kontra { $black } (czarne).
challenge-state-declined = ❌ Odrzucone przez { $player }.
challenge-state-withdrawn = ↩️ Wycofane przez { $player }.
challenge-state-expired = ⌛ Wygasło: nikt nie przyjął go na czas.

## Co stało się z wyzwaniem.

challenge-accepted = **{ $accepter }** przyjmuje wyzwanie od **{ $challenger }**: { $white } (białe) kontra { $black } (czarne).
challenge-declined = **{ $decliner }** odrzuca wyzwanie od **{ $challenger }**.
challenge-withdrawn = **{ $challenger }** wycofuje wyzwanie.
challenge-expired = Wyzwanie od **{ $challenger }** wygasło: nikt nie przyjął go na czas.

## Propozycje rewanżu.

challenge-rematch-offer = **{ $offerer }** proponuje **{ $opponent }** rewanż za partię { $game }: { $rated ->
        [rated] partia rankingowa
       *[casual] partia towarzyska
    }, { $summary }; kolory zamienione, { $offerer } gra { $colour ->
        [white] białymi
        [black] czarnymi
       *[random] wylosowanym kolorem
    }. { $opponent }, naciśnij **Rewanż** lub **Przyjmij**, aby rozpocząć go w nowym wątku; propozycja wygasa { $when }.
challenge-rematch-expired = Propozycja rewanżu od **{ $offerer }** wygasła: **{ $opponent }** nie przyjął jej na czas.
challenge-rematch-accepted = **{ $accepter }** przyjmuje rewanż od **{ $offerer }**: { $white } (białe) kontra { $black } (czarne), w nowym wątku.
