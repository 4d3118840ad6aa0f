# Co strona Discorda odpowiada sama: /settings, sprawdzenia i odpowiedzi
# administracyjne /tournament, komunikaty o wątku partii (źródło: en-US).
# Liczba mnoga: one, few, many, other.

## /settings

discord-settings-not-in-server = Ustawienia należą do serwera: użyj tej komendy na jednym z jego kanałów.
discord-settings-web-on = Strony tego serwera są na stronie internetowej. `/settings web:off` je ukrywa.
discord-settings-web-on-at = Strony tego serwera są na stronie internetowej. Jego strony: { $url } `/settings web:off` je ukrywa.
discord-settings-web-off = Stron tego serwera nie ma na stronie internetowej. `/settings web:on` (Zarządzanie serwerem) pokazuje tam jego ranking, turnieje i partie.
discord-settings-read-failed = Nie udało się odczytać ustawień ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-lfg-role = Otwarte wyzwanie oznacza <@&{ $role }>. `/settings clear_lfg_role:true` to wyłącza.
discord-settings-lfg-none = Otwarte wyzwanie nikogo nie oznacza. `/settings lfg_role:<role>` (Zarządzanie serwerem) sprawia, że oznacza członków szukających partii.
discord-settings-lfg-read-failed = Nie udało się odczytać roli szukających partii ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-zone = Strefa czasowa tego serwera to { $zone }: starty turniejów wpisane bez strefy są w niej odczytywane, a cykl zachowuje w niej swoją godzinę. `/settings timezone:<nazwa IANA>` ją zmienia.
discord-settings-zone-utc = Strefa czasowa tego serwera to UTC. `/settings timezone:Europe/Berlin` (Zarządzanie serwerem; dowolna nazwa IANA) odczytuje starty turniejów w twojej strefie i trzyma cykl o jego godzinie.
discord-settings-zone-read-failed = Nie udało się odczytać strefy czasowej ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-private-language = Prywatne odpowiedzi są w języku Discorda każdego członka, jeśli bot go zna, a w przeciwnym razie w języku serwera: twoje są w języku { $language }.
discord-settings-public-chosen = Publiczne wiadomości są w języku { $language } (ustawiony przez `/settings language`; `/settings clear_language:true` przełącza na język Discorda tego serwera).
discord-settings-public-discord = Publiczne wiadomości są w języku Discorda tego serwera (serwery społeczności ustawiają go w Ustawienia serwera > Przegląd > Język podstawowy), teraz { $language }. `/settings language:<language>` (Zarządzanie serwerem) wybiera inny.
discord-settings-public-unshipped = Publiczne wiadomości są w języku { $language }: bot nie zna jeszcze języka Discorda tego serwera (`{ $code }`). `/settings language:<language>` (Zarządzanie serwerem) wybiera jakiś.
discord-settings-public-unnamed = Publiczne wiadomości są w języku { $language }, bo Discord nie podaje języka tego serwera (serwery społeczności ustawiają go w Ustawienia serwera > Przegląd > Język podstawowy). `/settings language:<language>` (Zarządzanie serwerem) wybiera jakiś.
discord-settings-language-read-failed = Nie udało się odczytać języka publicznych wiadomości ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-language-both = Podaj albo `language` (aby wybrać język publicznych wiadomości), albo `clear_language:true` (aby używać języka Discorda serwera), nie oba (nic nie zmieniono).
discord-settings-daily-both = Podaj albo `puzzle_channel`/`puzzle_time` (aby publikować codzienną zagadkę), albo `clear_daily_puzzle:true` (aby ją wyłączyć), nie oba.
discord-settings-nothing-changed = { $why } (nic nie zmieniono)
discord-settings-lfg-both = Podaj albo `lfg_role` (aby ją ustawić), albo `clear_lfg_role:true` (aby ją usunąć), nie oba.
discord-settings-lfg-everyone = `lfg_role` nie może być @everyone: wybierz rolę, którą biorą członkowie chcący zagrać (nic nie zmieniono).
discord-settings-not-manager = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą to zmienić (nic nie zmieniono). Poproś kogoś, kto zarządza serwerem; samo `/settings` pokazuje obecne ustawienia.
discord-settings-web-now-public = Ranking, turnieje i partie tego serwera są teraz na publicznej stronie internetowej.
discord-settings-web-now-public-at = Ranking, turnieje i partie tego serwera są teraz na publicznej stronie internetowej. Jego strony: { $url }
discord-settings-web-now-hidden = Strony tego serwera są teraz ukryte na stronie internetowej (odpowiadają 404).
discord-settings-save-failed = Nie udało się zapisać ustawienia ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-lfg-now = Otwarte wyzwanie (`/challenge` bez przeciwnika) oznacza teraz <@&{ $role }>, jeden raz. (Rola musi dać się wzmiankować albo potrzebuję uprawnienia Wzmianka @everyone.)
discord-settings-lfg-now-none = Otwarte wyzwania już nikogo nie oznaczają.
discord-settings-lfg-save-failed = Nie udało się zapisać roli szukających partii ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-zone-now = Strefa czasowa tego serwera to teraz { $zone }: starty turniejów wpisane bez strefy są w niej odczytywane, a nowe cykle zachowują w niej swoją godzinę mimo zmian czasu.
discord-settings-zone-save-failed = Nie udało się zapisać strefy czasowej ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-daily-stopped = Codzienna zagadka nie będzie już publikowana. `/puzzle daily` nadal daje dzisiejszą zagadkę każdemu, kto poprosi.
discord-settings-language-save-failed = Nie udało się zapisać języka ({ $error }). Spróbuj ponownie za chwilę.
discord-settings-language-now = Publiczne wiadomości tego serwera są teraz w języku { $language }; prywatne odpowiedzi nadal są w języku Discorda każdego członka. `/settings clear_language:true` wraca do języka Discorda serwera.
discord-settings-language-now-discord = Publiczne wiadomości tego serwera znów są w jego języku Discorda (serwery społeczności ustawiają go w Ustawienia serwera > Przegląd > Język podstawowy), teraz { $language }.

## /tournament

discord-tournament-no-event = Brak wydarzenia Discorda: brakuje mi uprawnienia **Manage Events**. Administrator serwera może je nadać mojej roli w Ustawienia serwera → Role.
discord-tournament-bad-time = Błędne `time`: { $error }.
discord-tournament-bad-intercept = Błędne `intercept`: { $error }.
discord-tournament-missing-permissions = Nie mogę prowadzić turnieju na tym kanale: brakuje mi tu { $missing }. Każda szachownica dostaje własny wątek ze swoim obrazkiem. Administrator serwera może mi { $count ->
        [one] je nadać
       *[other] je nadać
    } w ustawieniach kanału (Edytuj kanał → Uprawnienia); potem spróbuj ponownie.
discord-tournament-settings-not-in-server = Ustawienia turniejów należą do serwera: użyj tej komendy na jednym z jego kanałów.
discord-tournament-settings-not-manager = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą zmieniać ustawienia turniejów. Poproś kogoś, kto zarządza serwerem; samo `/tournament settings` pokazuje obecne.
discord-tournament-organizer-both = Podaj albo `organizer_role` (aby ją ustawić), albo `clear:true` (aby ją usunąć), nie oba.
discord-tournament-winner-both = Podaj albo `winner_role` (aby ją ustawić), albo `clear_winner_role:true` (aby ją usunąć), nie oba.
discord-tournament-organizer-now = Członkowie z <@&{ $role }> mogą teraz rozpoczynać, kojarzyć, usuwać graczy z dowolnego turnieju tego serwera i go odwoływać.
discord-tournament-organizer-removed = Rola organizatora turniejów została usunięta: turniej prowadzi jego organizator i członkowie z uprawnieniem Zarządzanie serwerem.
discord-tournament-organizer-save-failed = Nie udało się zapisać roli organizatora ({ $error }). Spróbuj ponownie za chwilę.
discord-tournament-winner-now = Zwycięzca każdego turnieju tego serwera dostaje teraz <@&{ $role }>, a poprzedni zwycięzca ją traci.
discord-tournament-winner-removed = Zwycięzcy turniejów nie dostają już żadnej roli (kto ją ma, zachowuje ją).
discord-tournament-winner-save-failed = Nie udało się zapisać roli zwycięzcy ({ $error }). Spróbuj ponownie za chwilę.
discord-tournament-creators-save-failed = Nie udało się zapisać, kto może tworzyć turnieje ({ $error }). Spróbuj ponownie za chwilę.
discord-tournament-creators-everyone = Każdy członek może tu tworzyć turnieje i cykle (nigdy z rolą zwycięzcy, której sam nie mógłby nadać). `creators:organizers` ogranicza to do uprawnienia Zarządzanie serwerem i roli organizatora.
discord-tournament-creators-organizers = Tylko członkowie z uprawnieniem Zarządzanie serwerem lub rolą organizatora turniejów mogą tu tworzyć turnieje i cykle; dołączać nadal mogą wszyscy. `creators:everyone` pozwala tworzyć wszystkim członkom.
discord-tournament-only-managers-create = Na tym serwerze tylko członkowie z **Zarządzanie serwerem** mogą tworzyć turnieje i cykle. Poproś jednego z nich o utworzenie; potem każdy może dołączyć.
discord-tournament-only-organizers-create = Na tym serwerze tylko członkowie z **Zarządzanie serwerem** lub <@&{ $role }> mogą tworzyć turnieje i cykle. Poproś jednego z nich o utworzenie; potem każdy może dołączyć.
discord-tournament-creators-read-failed = Nie udało się odczytać, kto może tu tworzyć turnieje ({ $error }). Spróbuj ponownie za chwilę.
discord-tournament-organizer-is = Rola organizatora turniejów to <@&{ $role }>: jej członkowie mogą tu rozpoczynać, kojarzyć, usuwać graczy z dowolnego turnieju i go odwoływać. Członek z uprawnieniem Zarządzanie serwerem zmienia ją przez `/tournament settings organizer_role:<role>` lub usuwa przez `clear:true`.
discord-tournament-organizer-none = Nie ustawiono roli organizatora turniejów: turniej prowadzi jego organizator i członkowie z uprawnieniem Zarządzanie serwerem. Członek z uprawnieniem Zarządzanie serwerem ustawia ją przez `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Nie udało się odczytać ustawień turniejów ({ $error }). Spróbuj ponownie za chwilę.
discord-tournament-winner-is = Zwycięzca każdego turnieju dostaje <@&{ $role }> (poprzedni zwycięzca ją traci); `clear_winner_role:true` to wyłącza.
discord-tournament-winner-none = Nie ustawiono roli zwycięzcy: `/tournament settings winner_role:<role>` nadaje ją zwycięzcy każdego turnieju.
discord-tournament-name-the-game = Wskaż partię: `round`, `board` i `result` (np. runda 2, szachownica 1, 1-0); w systemie pucharowym `match` (np. W1-2) z `result` dla jego trwającej partii albo `winner` dla całego meczu.

## Wątek partii

discord-thread-at-cap = ten serwer osiągnął limit aktywnych wątków Discorda (błąd 160006); archiwizacja zakończonych wątków zwalnia miejsce
discord-thread-no-permission = brakuje mi na tym kanale uprawnienia **Create Public Threads** (oraz **Send Messages in Threads**); administrator serwera może je nadać w ustawieniach kanału
discord-thread-discord-answered = Discord odpowiedział { $error }
discord-thread-not-moved = nie udało się przenieść do niego partii ({ $error })
discord-thread-none = Nie udało mi się otworzyć wątku dla tej partii: { $why }.
discord-thread-played-here = Nie udało mi się otworzyć wątku dla tej partii, więc jest rozgrywana tutaj na kanale.
discord-thread-none-taken = Nie udało mi się otworzyć wątku dla tej partii. { $taken }
discord-thread-tournament-played-here = Nie udało mi się otworzyć wątku dla **{ $game }**, więc partia jest rozgrywana tutaj na kanale.
discord-thread-organizer = 🔒 **{ $tournament }**: nie udało mi się otworzyć { $count ->
        [one] wątku
       *[other] wątków
    } dla { $games }: { $why }.
