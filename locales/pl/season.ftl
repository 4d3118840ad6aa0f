# Sezony: własne rankingi serwera przez pewien czas.

## Odmowy

season-only-in-servers = Sezony należą do serwera: użyj tego polecenia na jednym z jego kanałów.
season-unavailable = Nie da się teraz odczytać ani zapisać sezonów (baza danych nie odpowiedziała): spróbuj ponownie za minutę.
season-rules-gone = Ten sezon nie należy do tego serwera (może został usunięty): `/leaderboard scope:season` pokazuje obecny.
season-bad-name = **{ $name }** nie może być nazwą sezonu: podaj nazwę od 1 do { $max } znaków bez `:` i grawisów (np. `name:Winter 2026`).
season-bad-top = `top:{ $top }` jest poza zakresem: rola dla najlepszych trafia do 1–{ $max } członków.
season-still-open = Sezon **{ $name }** na tym serwerze wciąż trwa: zakończ go przez `/season end` (jego końcowa tabela zostanie opublikowana), zanim zaczniesz kolejny.
season-name-taken = Ten serwer miał już sezon o nazwie **{ $name }** (jego tabela: `/leaderboard scope:season season:{ $typed }`): wybierz inną nazwę.
season-ended-already = Sezon **{ $name }** już się zakończył; jego tabela: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Na tym serwerze nie trwa żaden sezon. Ostatni to **{ $name }** (zakończony { $at }): zobacz go przez `/leaderboard scope:season season:{ $typed }`. Organizator zaczyna nowy przez `/season start name:<text>`.
season-no-open-never = Ten serwer nie miał jeszcze sezonu: organizator (Zarządzanie serwerem lub rola organizatora) zaczyna go przez `/season start name:<text>`.
season-unknown = Ten serwer nie ma sezonu o nazwie **{ $name }**.
season-did-you-mean = Chodziło ci o **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` to nie data, którą umiem odczytać: napisz dzień (2026-12-31, sezon kończy się, gdy on minie, UTC), dzień i godzinę (2026-12-31 18:00, UTC, albo 2026-12-31 18:00 Europe/Berlin), znacznik czasu Discorda (<t:1798675200>) albo okres od teraz (30d, 4w).
season-ends-passed = `ends:{ $text }` to { $at }, a ten moment już minął: podaj czas w przyszłości.
season-ends-too-far = `ends:{ $text }` jest dalej niż za rok: sezon kończy się w ciągu roku (wcześniej zakończysz go przez `/season end` w dowolnej chwili).
season-only-organizers-start = Tylko członkowie z uprawnieniem Zarządzanie serwerem lub rolą organizatora turniejów mogą zacząć sezon. Poproś kogoś z nich; `/leaderboard scope:season` pokazuje obecny.
season-only-organizers-end = Tylko członkowie z uprawnieniem Zarządzanie serwerem lub rolą organizatora turniejów mogą zakończyć sezon. Poproś kogoś z nich; `/leaderboard scope:season` pokazuje dotychczasową tabelę.
season-only-managers = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą zmieniać ustawienia sezonów. Poproś kogoś, kto zarządza serwerem.
season-role-or-clear = Podaj albo `top_role` (żeby ją ustawić), albo `clear:true` (żeby nie przyznawać roli), nie oba naraz.

## Początek

season-started = 📅 **Sezon { $name }** się zaczął (rozpoczęty przez { $by }). Naciśnij **Zasady**, żeby zobaczyć, jak się liczy.
season-card-title = 📅 Sezon { $name }
season-card-description = Każda partia rankingowa rozegrana na tym serwerze liczy się też do sezonu.
season-card-game = Gra
season-card-every-game = każda gra, każda z własnym rankingiem
season-card-pool = Ranking
season-card-pool-value = rankingi sezonowe od 1500
season-card-players = Gracze
season-card-players-value = każdy, kto gra tu partię rankingową
season-card-start = Początek
season-card-end = Koniec
season-card-end-by-command = Gdy organizator wpisze `/season end`.
season-card-standings = Tabela
season-card-footer = Sezon nr { $id }. Naciśnij Zasady, żeby poznać jego zasady.
season-rules-button = Zasady

## Zasady

season-games-of = partie rankingowe { $preset }
season-games-every = partie rankingowe (każda gra z własnym rankingiem)
season-rules-ended = Zakończył się { $at }.
season-rules-ends = Kończy się { $at } ({ $relative }).
season-rules-ends-by-command = Kończy się, gdy organizator wpisze `/season end`.
season-rules = 📜 **Sezon { $name }**: dopóki trwa, { $games } rozegrane na tym serwerze liczą się też do własnych rankingów sezonu, a każdy członek zaczyna od 1500 (globalny ranking gracza nie zmienia tego, jak ocenia go sezon). Rankingi z ? są tymczasowe (mało partii); sezon też je klasyfikuje. { $ends } Jego końcowa tabela zostanie opublikowana w { $channel }, według rankingu sezonowego, pierwsza trójka z medalami.
season-rules-top = Na koniec top { $top } końcowej tabeli dostaje { $role } (jeśli osoba, która go zaczęła, może przyznawać tę rolę).
season-rules-follow = Śledź go przez `/leaderboard scope:season`.

## Końcowa tabela

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    } · { $record }
season-standings = 🏁 **Sezon { $name }** się zakończył: końcowa tabela w { $preset }.
season-standings-title = 🏁 Sezon { $name } — końcowa tabela
season-standings-more = … i jeszcze { $count } na obrazku tabeli.
season-standings-winner = Zwycięzca
season-standings-ran = Trwał
season-standings-ran-value = od { $from } do { $to }
season-standings-footer = ? oznacza ranking tymczasowy; bilanse to wygrane–remisy–porażki.
season-no-games = **Sezon { $name }** się zakończył, a w jego trakcie nie rozegrano na tym serwerze żadnej partii rankingowej: brak tabeli.
season-standings-unreadable = **Sezon { $name }** się zakończył, ale jego tabeli nie da się teraz odczytać (baza danych nie odpowiedziała); jest zachowana: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } trafia do: { $names }.
season-role-line-many = { $role } trafia do { $count ->
        [one] { $count } członka
       *[other] { $count } członków
    } z czołówki tabeli.
season-role-reason = top { $top } sezonu { $name }

## Ustawienia

season-settings = { $saved ->
        [yes] Ustawienia sezonów zapisane
       *[no] Ustawienia sezonów
    }: na koniec sezonu top { $top } końcowej tabeli dostaje { $role } (a posiadacze z poprzedniego sezonu ją tracą). `clear:true` nie przyznaje żadnej roli.
season-settings-none = { $saved ->
        [yes] Ustawienia sezonów zapisane
       *[no] Ustawienia sezonów
    }: na koniec sezonu nie jest przyznawana żadna rola (ustaw ją przez `/season settings top_role:@role top:<n>`).

## Tabela rankingowa sezonu

season-board-ended = zakończony { $at }
season-board-open-ends = trwa, kończy się { $at }
season-board-open-since = trwa od { $at }
season-board-title = **Tabela rankingowa sezonu { $name }** ({ $preset }, { $span }) · strona { $page } z { $pages }
season-board-empty = W tym sezonie nie ma jeszcze partii rankingowych { $preset }.
season-board-provisional = W sezonie rankingi tymczasowe (z ?) też są klasyfikowane.
season-board-your-place = Twoje miejsce: { $rank }. { $line }
season-board-no-games = Nie masz jeszcze w tym sezonie partii rankingowych { $preset }.

## Obrazek tabeli

season-table-title = Sezon { $name } — końcowa tabela
season-table-subtitle = { $preset } · { $players } · rankingi tymczasowe oznaczone ?
season-table-player = Gracz
season-table-rating = Ranking
season-table-games = Partie
season-table-wins = W
season-table-draws = R
season-table-losses = P
