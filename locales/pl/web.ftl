# Publiczna strona internetowa (crates/web).

## Ramka każdej strony.

web-nav-leaderboard = Ranking
web-footer = Cruise Pawns: widok tylko do odczytu partii, rankingów i turniejów bota. Każda strona ma swoje dane w JSON pod <code>/api</code>.
web-languages = Język

## Błędy.

web-not-found-title = Nie znaleziono
web-not-found-why = Ranking, turnieje i partie serwera pojawiają się tu dopiero, gdy ktoś z uprawnieniem „Zarządzanie serwerem” włączy je poleceniem <code>/settings web:on</code>; strona gracza dopiero wtedy, gdy rozegra partię rankingową na takim serwerze.
web-back-home = Wróć do strony głównej
web-no-page = Pod tym adresem nie ma strony.
web-no-file = Nie ma takiego pliku.
web-not-a-game-number = `{ $text }` to nie jest numer partii.
web-not-a-puzzle-number = `{ $text }` to nie jest numer zadania.
web-missing-game = Partia { $id } nie istnieje albo jej serwer nie upublicznił swoich stron.
web-missing-tournament = Turniej { $id } nie istnieje albo jego serwer nie upublicznił swoich stron.
web-missing-puzzle = Zadanie { $id } nie istnieje albo jego serwer nie upublicznił swoich stron.
web-missing-server-board = Ranking tego serwera nie istnieje albo serwer nie upublicznił swoich stron.
web-missing-player = Nie ma tu takiego gracza: strona gracza jest publiczna, gdy rozegra on partię rankingową na serwerze z publicznymi stronami.
web-no-preset = Nie ma ustawienia `{ $name }`. Dostępne ustawienia to { $list }.
web-not-a-game-picture = `{ $frame }` to nie jest obraz tej partii.
web-not-a-puzzle-picture = `{ $frame }` to nie jest obraz tego zadania.
web-no-game-picture = Partia { $id } nie ma obrazu { $n }.
web-no-puzzle-picture = Zadanie { $id } nie ma obrazu { $n }.
web-not-analysed = Partia { $id } nie została jeszcze przeanalizowana: naciśnij Analizuj na końcu partii na Discordzie albo użyj `/analyse game:{ $id }`.
web-error-title = Błąd
web-error-heading = Coś poszło nie tak
web-error-unreadable = { $what } jest zapisany w formie, której ta wersja strony nie potrafi odczytać (zapisany przez nowszą wersję bota albo uszkodzony). Ponowna próba nie pomoże: log serwera podaje administratorowi bota wiersz i przyczynę.
web-error-retry = Nie udało się teraz odczytać danych. Spróbuj ponownie za chwilę; jeśli to się powtarza, log serwera mówi dlaczego.
web-what-game = Partia { $id }
web-what-tournament = Turniej { $id }
web-what-puzzle = Zadanie { $id }
web-what-analysis = Analiza partii { $id }
web-busy-title = Zajęte
web-busy = { $why } Strona jest teraz zajęta: spróbuj ponownie za kilka sekund (Retry-After mówi kiedy).
web-busy-drawing = Rysuje się teraz zbyt wiele obrazów, żeby narysować ten.
web-busy-slow = Odpowiedź trwała dłużej niż { $seconds } s.

## Strona główna.

web-home-title = Start
web-home-intro = Rankingi, turnieje i powtórki partii bota Cruise Pawns na Discordzie, dla serwerów, które upubliczniły swoje strony (<code>/settings web:on</code>).
web-home-boards = Rankingi wszystkich serwerów
web-home-where = Własny ranking serwera jest pod <code>/servers/&lt;id serwera&gt;/leaderboard/&lt;ustawienie&gt;</code>, turniej pod <code>/tournaments/&lt;numer&gt;</code>, partia pod <code>/games/&lt;numer&gt;</code>, zadanie wydobyte z partii pod <code>/puzzles/&lt;numer&gt;</code> (najnowsze zadania serwera w jego rankingu), gracz pod <code>/players/&lt;id użytkownika&gt;</code>. Bot podaje do nich linki w swoich wiadomościach, gdy adres strony jest ustawiony (<code>PUBLIC_URL</code>).
web-home-api = JSON dla narzędzi społeczności: <code>/api/leaderboard/&lt;ustawienie&gt;</code>, <code>/api/servers/&lt;id serwera&gt;/leaderboard/&lt;ustawienie&gt;</code>, <code>/api/tournaments/&lt;numer&gt;</code>, <code>/api/games/&lt;numer&gt;</code>, <code>/api/puzzles/&lt;numer&gt;</code>, <code>/api/players/&lt;id użytkownika&gt;</code>.

## Tabele.

web-col-player = Gracz
web-col-rating = Ranking
web-col-games = Partie
web-col-week = 7 dni
web-col-points = Punkty
web-col-tiebreak = Dogrywka
web-col-preset = Ustawienie
web-col-rank = Miejsce
web-col-wins = Wygrane
web-col-draws = Remisy
web-col-losses = Porażki
web-col-streak = Seria (najlepsza)

## Rankingi.

web-board-title = Ranking { $preset }, strona { $page }
web-board-heading = Ranking { $preset }, { $scope ->
        [server] ten serwer
       *[all] wszystkie serwery
    }
web-board-pages = Strona { $page } z { $pages } · sklasyfikowani: { $ranked }
web-board-presets = Ustawienia:
web-board-empty = Brak sklasyfikowanych graczy na tej stronie.
web-board-hidden = { $count ->
        [one] Jeszcze { $count } gracz z tej strony grał tylko na serwerach bez publicznych stron.
        [few] Jeszcze { $count } graczy z tej strony grało tylko na serwerach bez publicznych stron.
        [many] Jeszcze { $count } graczy z tej strony grało tylko na serwerach bez publicznych stron.
       *[other] Jeszcze { $count } gracza z tej strony grało tylko na serwerach bez publicznych stron.
    }
web-board-provisional = { $count ->
        [0] Żaden tymczasowy gracz nie czeka na klasyfikację.
        [one] { $count } tymczasowy gracz (ranking z ?) nie jest jeszcze sklasyfikowany.
        [few] { $count } tymczasowych graczy (rankingi z ?) nie jest jeszcze sklasyfikowanych.
        [many] { $count } tymczasowych graczy (rankingi z ?) nie jest jeszcze sklasyfikowanych.
       *[other] { $count } tymczasowego gracza (rankingi z ?) nie jest jeszcze sklasyfikowanych.
    }
web-board-prev = ← strona { $page }
web-board-next = strona { $page } →

## Powtórka partii.

web-game-title = { $white } – { $black }
web-game-number = Partia { $id }
web-in-progress = w toku
web-reason = { $reason ->
        [checkmate] mat
        [king-destroyed] zniszczony król
        [promotion] promocja
        [stalemate] pat
        [no-legal-move] brak legalnego ruchu
        [no-pawns] brak pionów
        [insufficient-material] niewystarczający materiał
        [seventy-five-moves] zasada 75 ruchów
        [fivefold-repetition] pięciokrotne powtórzenie
        [resignation] poddanie
        [time] czas
        [time-insufficient-material] czas, niewystarczający materiał
        [agreement] porozumienie
        [threefold-repetition] trzykrotne powtórzenie
        [fifty-moves] zasada 50 ruchów
        [aborted] przerwana
        [move-limit] limit ruchów
        [decided] decyzja organizatora
        [decided-forfeit] walkower
       *[other] { $reason }
    }
web-board-alt = szachownica, { $side ->
        [white] białe
       *[black] czarne
    } na dole
web-replay-prev = ← poprzedni
web-replay-next = następny →
web-replay-keys = (albo klawisze ← →)
web-replay-flip = obróć szachownicę ({ $side ->
        [white] białe
       *[black] czarne
    } na dole)
web-no-moves = Jeszcze nie ma ruchów.
web-caption-start = Początek: ruch { $side ->
        [white] białych
       *[black] czarnych
    }.
web-caption-flight = Pocisk { $side ->
        [white] białych
       *[black] czarnych
    } z { $launch } wlatuje na { $square } (krok { $step } z { $steps }).
web-caption-shot-down = Pocisk zostaje zestrzelony na { $square }: { $move }.
web-caption-self-destruct = Pion na { $square } ulega samozniszczeniu.
web-caption-detonates = Pocisk detonuje na { $square }.
web-caption-played = { $side ->
        [white] Białe zagrały
       *[black] Czarne zagrały
    } { $move }.

## Analiza partii.

web-analysis = Analiza
web-analysis-side = { $side ->
        [white] Białe
       *[black] Czarne
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = dokładność { $value }%
web-analysis-no-decision = brak decyzji
web-analysis-chart-alt = Szanse białych (Win%) po każdej decyzji
web-analysis-worst = ruch { $number }, { $side ->
        [white] białe
       *[black] czarne
    }: { $played }{ $mark } (Win% { $before } → { $after }); lepiej: { $better }
web-analysis-better = lepiej: { $move }
web-analysis-note = Ocenione przez silnik bota przy { $nodes } węzłach na pozycję; oznaczenia jak na lichess (?! niedokładność, ? błąd, ?? podstawka).

## Turniej.

web-tournament-number = Turniej { $id }
web-format = { $format ->
        [swiss] system szwajcarski
        [round-robin] każdy z każdym
        [arena] arena
        [knockout] system pucharowy
        [double-elimination] podwójna eliminacja
       *[other] { $format }
    }
web-status = { $status ->
        [open] otwarty
        [running] w toku
        [finished] zakończony
       *[cancelled] odwołany
    }
web-standings = Klasyfikacja
web-not-started = Jeszcze się nie zaczął: dotąd { $count ->
        [one] dołączył { $count } gracz
        [few] dołączyło { $count } graczy
        [many] dołączyło { $count } graczy
       *[other] dołączyło { $count } gracza
    }.
web-withdrawn = (wycofany)
web-crosstable = Tabela krzyżowa
web-round = Runda { $number }
web-playing = w toku
web-bye = (pauza)
web-result-bye = pauza
web-result-half-bye = pauza (½)
web-bracket = Drabinka
web-bracket-links = Każdy rozegrany mecz prowadzi do swoich partii.

## Gracz.

web-chart-alt = wykres rankingu
web-ratings = Rankingi
web-not-ranked = niesklasyfikowany
web-recent-games = Ostatnie partie { $preset }
web-recent-game = { $result ->
        [win] wygrana
        [draw] remis
       *[loss] porażka
    } z { $opponent } ({ $rating })

## Zadanie.

web-puzzle-title = Zadanie { $id }
web-puzzle-from = z partii { $white } – { $black }, ruch { $move }
web-puzzle-credit = Zadanie { $credit }.
web-puzzle-themes = motywy: { $themes }
web-themes-none = brak
web-puzzle-rating = ranking { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } próba
        [few] { $count } próby
        [many] { $count } prób
       *[other] { $count } próby
    }
web-puzzle-prev = ← wstecz
web-puzzle-next = pokaż następny ruch →
web-puzzle-solution = Pokaż rozwiązanie
web-puzzle-step-alt = szachownica po ruchu { $n } rozwiązania
web-puzzle-start = { $side ->
        [white] Białe zagrały
       *[black] Czarne zagrały
    } { $move }. Ruch { $solver ->
        [white] białych
       *[black] czarnych
    }: znajdź jedyny dobry ruch.
web-puzzle-plays-move = { $side ->
        [white] Białe grają
       *[black] Czarne grają
    } { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Białe przepuszczają
       *[black] Czarne przepuszczają
    } pocisk.
web-puzzle-solved = Rozwiązane.
web-recent-puzzles = Najnowsze zadania
web-no-puzzles = Jeszcze nie ma zadań z partii tego serwera: każda zakończona partia jest pod tym kątem przeszukiwana.
web-request-timed-out = Żądanie nie dotarło na czas. Wyślij je jeszcze raz, szybko.
web-too-many-connections = W tej chwili otwartych jest zbyt wiele połączeń. Spróbuj ponownie za kilka sekund.
