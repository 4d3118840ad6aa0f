# Organizowanie turniejów: dlaczego akcja turniejowa została odrzucona,
# zapisy, wyjścia, odwołania i czas przed zaplanowanym startem.

## Odmowy. $name: nazwa turnieju (pogrubiona).

organizing-bad-format = Nie znam formatu turnieju `{ $text }`: wybierz { $formats }.
organizing-not-an-option-of = `{ $option }` nie jest opcją tego turnieju { $format }: jest dla turniejów { $formats }. Utwórz taki przez { $create } albo pomiń `{ $option }`.
organizing-no-formats = żadnych
organizing-too-many-for-bracket = Drabinka systemu pucharowego mieści najwyżej 128 graczy, a dołączyło { $have }: usuń kilku przez /tournament kick albo zagrajcie system szwajcarski.
organizing-match-result-or-winner = Podaj `result` (wynik trwającej partii meczu, np. `1-0`) albo `winner` (gracza, który przechodzi dalej), nie oba naraz i nie żadnego.
organizing-bad-start = Nie rozumiem czasu startu `{ $text }`: wpisz `in 2h`, godzinę UTC, np. `18:30`, datę i godzinę ze strefą, np. `2026-12-04 19:00 Europe/Berlin`, znacznik czasu Discorda, np. `<t:1796497200>`, albo sekundy Unix; możesz też zostawić puste i sam uruchomić turniej.
organizing-start-passed = Czas startu `{ $text }` to { $date }, a ten już minął: podaj czas w przyszłości.
organizing-start-too-far = Czas startu `{ $text }` jest za ponad 30 dni: utwórz turniej bliżej jego terminu.
organizing-unknown-zone = Nie znam strefy czasowej `{ $text }`: użyj nazwy IANA, np. `Europe/Berlin`, `America/New_York` albo `UTC`.
organizing-bad-no-show = Nie rozumiem czasu na stawienie się `{ $text }`: wpisz liczbę i jednostkę, np. `30s`, `2m`, `5m`, `1h` albo `1d`, od 10 sekund do 7 dni, albo zostaw puste dla wartości domyślnej (5 minut; 24 godziny przy tempie korespondencyjnym).
organizing-bad-move-limit = Nie rozumiem limitu na ruch `{ $text }`: wpisz liczbę i jednostkę, np. `30s`, `2m`, `1h` albo `1d`, od 10 sekund do 14 dni, albo zostaw puste dla wartości domyślnej (1 dzień).
organizing-move-limit-with-clock = `move_limit` jest dla turniejów bez zegara: przy tempie gry zegar ogranicza każdy ruch. Pomiń `move_limit` albo utwórz turniej z `time:none`.
organizing-bad-bye = Punkty za pauzę `{ $text }` są niemożliwe: wybierz `1` (domyślnie), `0.5` (lub `½`) albo `0`.
organizing-bad-name = Nadaj turniejowi nazwę od 1 do 80 znaków.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } runda jest niemożliwa
        [few] { $rounds } rundy są niemożliwe
        [many] { $rounds } rund jest niemożliwych
       *[other] { $rounds } rundy są niemożliwe
    }: wybierz od 1 do 30 rund albo zostaw puste, by dobrać liczbę do graczy.
organizing-bad-minutes = Arena trwająca { $minutes ->
        [one] { $minutes } minutę
        [few] { $minutes } minuty
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    } jest niemożliwa: wybierz od 1 do 1440 minut.
organizing-no-tournament-here = Na tym kanale nie ma otwartego ani trwającego turnieju. Utwórz go przez /tournament create.
organizing-edit-after-start = **{ $name }** już się zaczął: można go edytować tylko przed startem. Wyniki ustawiasz przez `/tournament result`.
organizing-nothing-to-edit = Nie ma czego zmieniać: podaj co najmniej jedną opcję w `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, w systemie szwajcarskim `rounds` i `byes`, w arenie `minutes`.
organizing-edit-other-format = **{ $name }** to turniej { $format }: zmień go przez `/tournament edit { $format }`, nie `/tournament edit { $asked }`.
organizing-edit-not-for-format = Ten turniej { $format } nie ma opcji `{ $option }` do zmiany: `{ $option }` jest dla turniejów { $formats }.
organizing-max-below-joined = { $joined ->
        [one] Dołączył już { $joined } gracz
        [few] Dołączyło już { $joined } graczy
        [many] Dołączyło już { $joined } graczy
       *[other] Dołączyło już { $joined } gracza
    }: `max_players` nie może wynosić { $max }. Podaj { $joined } lub więcej albo najpierw usuń graczy.
organizing-choose-tournament = Na tym kanale jest kilka turniejów: { $choices }. Wybierz jeden opcją `tournament:` (podpowiada je w trakcie pisania).
organizing-choices-more = jeszcze { $count }
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Masz już { $limit } otwartych turniejów na tym serwerze ({ $open }), tyle, ile może mieć jeden członek. Zakończ albo odwołaj jeden (`/tournament cancel`), zanim utworzysz kolejny.
organizing-no-such-tournament = Nie ma turnieju #{ $id }. Turnieje tego kanału zobaczysz przez /tournament standings.
organizing-already-joined = Już dołączyłeś do **{ $name }**. Poczekaj na start.
organizing-full = **{ $name }** jest pełny ({ $max ->
        [one] { $max } gracz
        [few] { $max } graczy
        [many] { $max } graczy
       *[other] { $max } gracza
    }). Poproś organizatora o miejsce albo dołącz do innego turnieju.
organizing-already-started = **{ $name }** już się zaczął i nie przyjmuje zapisów (turniej każdy z każdym żadnych po starcie; system szwajcarski żadnych po skojarzeniu ostatniej rundy; arena żadnych po końcu). Dołącz do następnego.
organizing-over = **{ $name }** się zakończył. Zobacz końcową tabelę albo utwórz nowy turniej.
organizing-not-joined = Nie grasz w **{ $name }**. Dołącz przez /tournament join, póki jest otwarty.
organizing-not-running = **{ $name }** jeszcze się nie zaczął: użyj /tournament leave, by z niego wyjść.
organizing-already-withdrawn = Już opuściłeś **{ $name }**.
organizing-not-organizer = Tylko organizator ({ $organizer }), członek z uprawnieniem „Zarządzanie serwerem” albo ktoś z rolą organizatora turniejów tego serwera może { $action }. Poproś jednego z nich (`/tournament settings` pokazuje rolę).
organizing-organizer-action = { $action ->
        [add] dodawać graczy do tego turnieju
        [results] ustawiać wyniki w tym turnieju
        [start] uruchomić ten turniej
        [cancel] odwołać ten turniej
        [pair] kojarzyć następną rundę tego turnieju
        [remove] usuwać graczy z tego turnieju
       *[other] edytować ten turniej
    }
organizing-too-few-players = Turniej w tym formacie potrzebuje co najmniej { $needed ->
        [one] { $needed } gracza
        [few] { $needed } graczy
        [many] { $needed } graczy
       *[other] { $needed } gracza
    }, a ma { $have }. Poczekaj, aż dołączy więcej graczy.
organizing-round-in-progress = Runda { $round } wciąż trwa ({ $games }). Następna runda kojarzy się sama, gdy skończy się jej ostatnia partia.
organizing-round-in-progress-no-show = Gracz, który nie wykona ruchu do { $time }, przegrywa walkowerem.
organizing-round-in-progress-under-way = Jej partie trwają: poczekaj, aż się skończą.
organizing-arena-pairs-itself = **{ $name }** to arena: wolni gracze są kojarzeni sami, nie ma rund do kojarzenia.
organizing-no-more-rounds = Wszystkie rundy **{ $name }** zostały skojarzone; turniej kończy się wraz z ostatnią partią.
organizing-not-in-tournament-game = Berserk jest dla twojej własnej partii na arenie, w jej wątku, przed twoim pierwszym ruchem.
organizing-berserk-too-late = Berserk możesz włączyć tylko przed swoim pierwszym ruchem w partii.
organizing-berserk-no-clock = Berserk zmniejsza twój czas o połowę: ten turniej nie ma zegara.
organizing-no-abort = Partii turniejowych nie można przerwać. Poddaj się albo opuść turniej przez /tournament withdraw.
organizing-pairing-failed = Nie udało się skojarzyć następnej rundy ({ $error }). Organizator może spróbować ponownie przez /tournament pair.
organizing-not-swiss = Plik TRF istnieje tylko dla turniejów w systemie szwajcarskim; zamiast niego dołączono PGN każdej partii.
organizing-save-failed = Nie udało się tego zapisać. Spróbuj ponownie za chwilę.
organizing-bad-max-players = Najwyżej { $max ->
        [one] { $max } gracz
        [few] { $max } graczy
        [many] { $max } graczy
       *[other] { $max } gracza
    } to niemożliwe: wybierz od 2 do 1000 graczy albo zostaw puste dla 256.
organizing-bad-role = `{ $text }` to nie rola: wybierz rolę tego serwera albo zostaw puste, by każdy mógł dołączyć.
organizing-needs-start-time = `{ $option }:` wymaga czasu startu: dodaj `starts:` (np. `in 2h`, `18:30 Europe/Berlin` albo `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` to nie czas trwania: wpisz go jak `10m`, `1h` albo `1d`, albo `0`, by nie było przypomnienia.
organizing-bad-checkin = `{ $option }:{ $text }` to nie czas trwania: wpisz go jak `10m`, `1h` albo `1d`, albo zostaw puste, by nie było potwierdzania obecności.
organizing-check-in-opens = Potwierdzanie obecności w **{ $name }** otwiera się { $when }: wróć wtedy.
organizing-check-in-not-open = W **{ $name }** nie ma teraz otwartego potwierdzania obecności.
organizing-not-entered = Nie dołączyłeś do **{ $name }**: najpierw naciśnij Dołącz, potem Potwierdź.
organizing-bad-result = Nie rozumiem wyniku `{ $text }`: wpisz `1-0`, `0-1`, `1/2` (remis; działają też `½`, `½-½`, `1/2-1/2` i `0.5-0.5`), `+-` (białe wygrywają walkowerem), `-+` (czarne wygrywają walkowerem) albo `0-0` (obaj przegrywają walkowerem).
organizing-byes-swiss-only = **{ $name }** nie jest w systemie szwajcarskim: pauzy za pół punktu można brać tylko tam. Wycofaj się, jeśli nie możesz grać dalej.
organizing-byes-off = **{ $name }** nie daje pauz na życzenie. Graj swoje partie albo wycofaj się, jeśli nie możesz grać dalej.
organizing-no-byes-left = Wykorzystałeś już { $allowed ->
        [one] swoją pauzę za pół punktu
        [few] swoje { $allowed } pauzy za pół punktu
        [many] swoje { $allowed } pauz za pół punktu
       *[other] swoje { $allowed } pauzy za pół punktu
    } w **{ $name }**. Graj swoje partie albo wycofaj się, jeśli nie możesz grać dalej.
organizing-bye-already-requested = Już poprosiłeś o pauzę za pół punktu w rundzie { $round } turnieju **{ $name }**: nie zostaniesz w niej skojarzony.
organizing-bye-too-late = Ostatnia runda **{ $name }** jest skojarzona: nie została żadna runda na pauzę. Zagraj swoją partię albo się wycofaj.
organizing-no-such-round = Nie ma rundy { $round }: { $rounds ->
        [0] nie skojarzono jeszcze żadnej rundy.
        [one] skojarzono tylko rundę 1.
       *[other] skojarzono rundy od 1 do { $rounds }.
    }
organizing-no-such-board = W rundzie { $round } nie ma szachownicy { $board }: { $boards ->
        [one] ma tylko szachownicę 1.
       *[other] jej szachownice to 1–{ $boards }.
    }
organizing-bye-board = Szachownica { $board } w rundzie { $round } to pauza: nie ma na niej partii ani wyniku do ustawienia. Wybierz szachownicę z dwoma graczami.
organizing-results-not-started = **{ $name }** jeszcze się nie zaczął: nie ma wyników do ustawienia.
organizing-results-over = **{ $name }** się zakończył: jego wyniki są ostateczne i nie można ich już zmienić.
organizing-results-cancelled = **{ $name }** został odwołany: nie ma wyników do ustawienia.
organizing-missing-role = Potrzebujesz roli { $role }, by dołączyć do **{ $name }**.
organizing-too-few-rated-games = **{ $name }** wymaga co najmniej { $needed } w { $preset }; masz { $have }. Zagraj jeszcze { $more } i dołącz ponownie.
organizing-already-berserk = W tej partii już włączyłeś berserk.
organizing-unpairable = Następnej rundy **{ $name }** nie da się skojarzyć po rundzie { $round }: każde pozostałe skojarzenie byłoby rewanżem albo drugą pauzą. Turniej kończy się tutaj.
organizing-bad-repeat = `{ $text }` to nie powtarzanie: wybierz none, daily, weekly albo monthly.
organizing-bad-zone = `{ $text }` to nie strefa czasowa, którą znam. Podaj nazwę IANA, np. `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` albo `UTC` (zobacz https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); nic nie zostało zmienione.

## Zapisy, wyjścia, odwołania i czas przed startem (posty).

organizing-back = { $player } wraca do { $tournament }: zostanie znów skojarzony, gdy tylko zwolni się przeciwnik.
organizing-left = { $player } opuścił { $tournament }.
organizing-removed = { $player } został usunięty z { $tournament }: trwająca partia jest przegrana walkowerem.
organizing-withdrew = { $player } wycofał się z { $tournament }: trwająca partia jest przegrana walkowerem.
organizing-added = { $mention }, { $by } dodał cię (**{ $player }**) do { $tournament }. Nie grasz? Naciśnij **Opuść** poniżej (albo `/tournament leave`).
organizing-cancelled = { $tournament } został odwołany przez organizatora.
organizing-cancelled-too-few = { $tournament } jest odwołany: liczba zapisanych: { $players }, a potrzeba co najmniej { $min }.
organizing-cancelled-too-few-checked-in = { $tournament } jest odwołany: liczba potwierdzonych: { $players }, a potrzeba co najmniej { $min }.
organizing-run-up = ⏰ { $tournament } zaczyna się { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } zaczyna się { $date }. Potwierdzanie obecności jest otwarte: naciśnij Potwierdź poniżej, zanim się zamknie { $countdown }, inaczej zostaniesz wypisany na starcie.
organizing-withdrawn-absent = { $names } nie { $count ->
        [one] potwierdził obecności w { $tournament } i został wypisany.
       *[other] potwierdzili obecności w { $tournament } i zostali wypisani.
    }
organizing-withdrawn-absent-late = Nadal można dołączyć później: naciśnij Dołącz.
organizing-checked-in = Potwierdziłeś obecność w { $tournament }. Start { $countdown }.

## Gdzie indziej.

organizing-calendar-description = Turniej { $format } w { $preset }, { $time }. Dołącz przyciskiem Dołącz w jego ogłoszeniu.
organizing-winner-role-reason = zwycięzca { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Drabinka systemu pucharowego mieści od 2 do 128 graczy, a nie { $players }: podziel stawkę albo najpierw rozegrajcie system szwajcarski.
organizing-bracket-third-place = Drabinka 2 graczy nie ma półfinałów, więc nie ma meczu o trzecie miejsce: pomiń go albo weź co najmniej 3 graczy.
organizing-bracket-match-name = '{ $text }' to nie jest nazwa meczu: wpisz W<runda>-<n>, L<runda>-<n>, GF1, GF2 albo 3P (na przykład W1-2).
organizing-bracket-no-such-match = W tej drabince nie ma meczu { $match }: wyświetl listę meczów, żeby zobaczyć ich nazwy.
organizing-bracket-not-ready = { $match } nie jest jeszcze gotowy: obaj jego gracze nie są jeszcze znani; najpierw zapisz wcześniejsze mecze.
organizing-bracket-walkover = { $match } to walkower: { $seed } przechodzi dalej bez gry, więc nie można wpisać wyniku.
organizing-bracket-walkover-open = { $match } to walkower: jedno miejsce jest puste, więc ten, kto zajmie drugie, przejdzie dalej bez gry; nie można wpisać wyniku.
organizing-bracket-empty = { $match } nigdy nie zostanie rozegrany: oba jego miejsca są puste; nie można wpisać wyniku.
organizing-bracket-no-reset = GF2 nie jest rozgrywany: { $seed } wygrał GF1 z drabinki zwycięzców i drabinka jest zakończona.
organizing-bracket-already-decided = { $match } jest już rozstrzygnięty (wygrał { $winner }): wynik zapisuje się tylko raz.
organizing-bracket-not-in-match = { $seed } nie gra w { $match }, w którym grają { $a } i { $b }: wskaż jednego z nich jako zwycięzcę.
