# /puzzle: zadania z partii serwera, rozwiązywane prywatnie; post zadania
# dnia (źródło: en-US). Liczba mnoga: one, few, many, other.

## Widok zadania

puzzle-credit = z partii { $white } – { $black }, ruch { $move }
puzzle-title = **Zadanie { $id }**, { $credit }
puzzle-title-unrated = **Zadanie { $id }** (bez rankingu: już je grałeś), { $credit }
puzzle-title-daily = **Zadanie dnia** (zadanie { $id }), { $credit }
puzzle-title-streak = **Seria, zadanie { $number }** (zadanie { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Czarne zagrały { $mistake }. Ruch białych: znajdź najlepszy ruch i odpowiedz przez `/move`.
       *[black] Białe zagrały { $mistake }. Ruch czarnych: znajdź najlepszy ruch i odpowiedz przez `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] Pocisk czarnych leci { $path }: zestrzel go (przycisk albo `/move` z biciem) albo go przepuść.
       *[black] Pocisk białych leci { $path }: zestrzel go (przycisk albo `/move` z biciem) albo go przepuść.
    }
puzzle-answer-shoot = zestrzelenie przez { $move }
puzzle-answer-pass = przepuszczenie
puzzle-let-it-pass = Przepuść

## Odpowiedzi

puzzle-right = ✅ { $answer } to dobry ruch. Odpowiedź: { $reply }. Znowu twój ruch: odpowiedz przez `/move`.
puzzle-unreadable = { $why }. Twoje zadanie czeka na legalny ruch: odpowiedz jeszcze raz przez `/move`.
puzzle-rating = Ranking zadań: { $change }
puzzle-solved = 🎉 { $answer }: rozwiązane!
puzzle-wrong = ❌ { $answer } to nie to. Rozwiązanie: { $solution }.
puzzle-streak-goes-on = Seria: rozwiązane { $solved }. Następne jest trudniejsze:
puzzle-streak-ended = Twoja seria kończy się na { $solved } rozwiązanych (twój rekord: { $best }). Zacznij nową przez `/puzzle streak`.
puzzle-streak-exhausted = Nie ma tu już trudniejszego zadania: twoja seria kończy się na { $solved } rozwiązanych (twój rekord: { $best }).

## Odmowy

puzzle-none = Nie ma tu jeszcze zadania dla ciebie: zadania powstają ze skończonych partii tego serwera (i serwerów z publicznymi stronami), jakiś czas po ich końcu. Zagraj partię i zapytaj później
puzzle-no-daily = Nie ma tu jeszcze zadania dnia: zadania powstają ze skończonych partii tego serwera. Zagraj partię i zapytaj jutro
puzzle-not-in-server = Zadania powstają z partii serwera: poproś o nie na kanale serwera
puzzle-nothing-open = Nie masz otwartego zadania: poproś o nie przez `/puzzle`, `/puzzle daily` albo `/puzzle streak`
puzzle-unavailable = Nie udało się teraz odczytać ani zapisać zadania: spróbuj za chwilę
puzzle-still-open = Masz już otwarte zadanie: najpierw na nie odpowiedz (zły ruch je kończy). Oto ono jeszcze raz
puzzle-daily-done = { $solved ->
        [yes] Dzisiejsze zadanie już próbowałeś (rozwiązane). Nowe będzie o 00:00 UTC
       *[no] Dzisiejsze zadanie już próbowałeś (nierozwiązane). Nowe będzie o 00:00 UTC
    }
puzzle-bad-time = `{ $text }` to nie godzina: podaj godzinę zadania dnia jako HH:MM w UTC, np. 09:30 albo 18:00

## Zadanie dnia

puzzle-daily-post = 🧩 **Zadanie dnia { $date }**, { $credit }. { $solver ->
        [white] Ruch białych
       *[black] Ruch czarnych
    }: rozwiąż je prywatnie przez `/puzzle daily`.
    Rozwiązali: { $who }
puzzle-nobody-yet = jeszcze nikt
puzzle-settings-posted = Zadanie dnia pojawia się na { $channel } o { $time } UTC.
puzzle-settings-no-time = Zadanie dnia trafi na { $channel }, gdy będzie miało godzinę: ustaw puzzle_time: jako HH:MM (UTC).
puzzle-settings-no-channel = Zadanie dnia ma godzinę { $time } UTC, ale nie ma kanału: ustaw puzzle_channel:, by je publikować.
puzzle-settings-off = Zadanie dnia nie jest publikowane: ustaw puzzle_channel: i puzzle_time:, by je publikować.

## Rankingi zadań

puzzle-leaderboard-title = **Ranking zadań**
puzzle-leaderboard-title-page = **Ranking zadań**, strona { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } (rankingowych: { $plays }, najlepsza seria { $best })
puzzle-leaderboard-empty = Nikt tu jeszcze nie ma rankingu zadań: rozwiąż jakieś przez `/puzzle`
puzzle-standing = { $rating } · rankingowych: { $plays } · najlepsza seria { $best }
