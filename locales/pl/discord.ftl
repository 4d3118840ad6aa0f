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

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Role należą do serwera: użyj tej komendy na jednym z jego kanałów.
discord-roles-everyone = Nie można rozdawać @everyone: wybierz rolę, której nie mają wszyscy członkowie.
discord-roles-read-failed = Nie udało mi się odczytać ról tego serwera ({ $error }), więc nie wiem, czy można rozdawać <@&{ $role }>. Spróbuj ponownie za chwilę.
discord-roles-prize-read-failed = Nie udało mi się odczytać ról tego serwera ({ $error }), więc nie wiem, czy możesz ustanowić <@&{ $role }> nagrodą. Spróbuj ponownie za chwilę.
discord-roles-member-cannot-give = Nie możesz dołączyć <@&{ $role }>: rozdaję rolę tylko za członków, którzy mogliby ją nadać sami (właściciel serwera, Administrator albo członek z **Manage Roles** na serwerze, z roli: Manage Permissions na jednym kanale się nie liczy), a ty nie jesteś żadnym z nich. Poproś administratora serwera, żeby ją ustawił, albo pomiń `{ $option }` (nic nie zostało zmienione).
discord-roles-not-of-server = <@&{ $role }> nie jest rolą tego serwera (czy została usunięta?). Wybierz inną.
discord-roles-not-below-yours = Nie możesz dołączyć <@&{ $role }>: nie jest poniżej twojej najwyższej roli, <@&{ $top }>, a z **Manage Roles** Discord pozwala nadawać tylko role poniżej własnej. Wybierz rolę poniżej swojej albo poproś administratora serwera, żeby ustawił tę (nic nie zostało zmienione).
discord-roles-not-below-none-of-yours = Nie możesz dołączyć <@&{ $role }>: nie jest poniżej żadnej z twoich ról (nie masz żadnej na tym serwerze), a z **Manage Roles** Discord pozwala nadawać tylko role poniżej własnej. Wybierz rolę poniżej swojej albo poproś administratora serwera, żeby ustawił tę (nic nie zostało zmienione).
discord-roles-bot-not-allowed = Nie mogę rozdawać <@&{ $role }>: brakuje mi uprawnienia **Manage Roles**. Administrator serwera może je nadać mojej roli w Ustawienia serwera → Role, a potem ustaw rolę ponownie.
discord-roles-bot-read-failed = Nie udało mi się odczytać moich własnych ról na tym serwerze ({ $error }), więc nie wiem, czy mogę rozdawać <@&{ $role }>. Spróbuj ponownie za chwilę.
discord-roles-managed = <@&{ $role }> jest zarządzana przez integrację (rola bota albo rola boosterów) i Discord nikomu nie pozwala jej rozdawać. Wybierz inną rolę.
discord-roles-not-below-mine = Nie mogę rozdawać <@&{ $role }>: nie jest poniżej mojej najwyższej roli, <@&{ $top }>, a Discord pozwala botowi rozdawać tylko role poniżej własnej. Administrator serwera może przeciągnąć moją rolę nad <@&{ $role }> w Ustawienia serwera → Role, a potem ustaw rolę ponownie.
discord-roles-not-below-none-of-mine = Nie mogę rozdawać <@&{ $role }>: nie jest poniżej żadnej z moich ról (nie mam żadnej na tym serwerze), a Discord pozwala botowi rozdawać tylko role poniżej własnej. Administrator serwera może przeciągnąć moją rolę nad <@&{ $role }> w Ustawienia serwera → Role, a potem ustaw rolę ponownie.
discord-roles-their-roles-unread = nie udało mi się odczytać ról tej osoby ({ $error })
discord-roles-could-not-give = • nie udało się nadać <@&{ $role }> dla <@{ $user }>: { $why }
discord-roles-could-not-take = • nie udało się odebrać <@&{ $role }> od <@{ $user }>: { $why }
discord-roles-change-failed = Zmiana roli dla { $reason } nie powiodła się:
    { $lines }
    Administrator serwera może sprawdzić, czy mam **Manage Roles** i czy moja rola jest nad <@&{ $role }> (Ustawienia serwera → Role), a potem wprowadzić zmianę ręcznie. Nic innego nie zostało naruszone.
discord-roles-why-not-allowed = brakuje mi **Manage Roles** albo rola nie jest poniżej mojej
discord-roles-why-not-member = ta osoba nie jest już członkiem tego serwera
discord-roles-why-role-gone = ta rola już nie istnieje
discord-roles-why-discord = Discord odpowiedział: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Nie możesz wyzwać samego siebie: podaj innego gracza albo zostaw `opponent` puste, aby rzucić otwarte wyzwanie.
discord-game-challenge-a-bot = Nie możesz wyzwać bota: podaj człowieka albo zostaw `opponent` puste, aby rzucić otwarte wyzwanie. Aby zagrać ze mną, podaj mnie jako `opponent`.
discord-game-level-without-me = `level` dotyczy partii ze mną: podaj mnie jako `opponent`, aby zagrać z AI, albo pomiń `level`.
discord-game-bad-settings = Błędne ustawienia partii: { $error }.
discord-game-bad-level = `level` musi wynosić od 1 (najsłabszy) do 8 (najsilniejszy) (podano { $level }).
discord-game-type-a-move = Wpisz ruch, np. `e4`, `Nf3`, `e2e4` albo lot `e4>e5>e6>d7`.
discord-game-flight-received = Lot przyjęty: wątek pokazuje pocisk pole po polu (twoja trasa pozostaje ukryta).
discord-game-not-a-square = `{ $pawn }` to nie pole: podaj pole piona, np. e4.
discord-game-steering-started = Kierowanie rozpoczęte.
discord-game-ai-where = **{ $player }** gra ze mną (AI, poziom { $level }) w <#{ $thread }>.
discord-game-missile-on-its-way = Pocisk jest w drodze: zobacz szachownicę w wątku.
discord-game-button-ended = To pytanie jest już zamknięte: przycisk nie jest już używany.
discord-game-typed-flight-shown = Lot wpisany jako wiadomość pokazuje przeciwnikowi całą trasę, a tutaj nie mogę usuwać wiadomości. Użyj `/move` (odpowiedź prywatna) albo `/fire` (kierowanie przyciskami), żeby ją ukryć.
discord-game-flag-falls = Czas się kończy { $stamp }.
discord-game-time-runs-out = Termin mija { $stamp }.

## Answers and posts

discord-done = Gotowe.
discord-done-see = Gotowe: zobacz <#{ $channel }>.
discord-thread-locked-look-there = Ten wątek jest zablokowany, więc jego wiadomości trafiają na <#{ $channel }>: zajrzyj tam.
discord-thread-locked-posted-here = Nie mogę pisać w <#{ $thread }>: jest zablokowany. Dlatego to trafia tutaj; moderator może odblokować wątek (albo dać mi **Manage Threads**), żeby partia została tam.
discord-malformed-option = Błędna opcja: { $error }. Sprawdź opcje komendy i spróbuj ponownie.
discord-malformed-option-input = Błędna opcja `{ $input }`: { $error }. Sprawdź opcje komendy i spróbuj ponownie.
discord-command-outdated = Opcje tej komendy nie zgadzają się z opcjami bota; Discord może jeszcze pokazywać starą wersję. Spróbuj ponownie za minutę.
discord-something-went-wrong = Coś poszło nie tak: { $error }
discord-server-only = Ta komenda działa na kanale serwera, nie w wiadomościach prywatnych.
discord-server-roles-unread = Nie udało mi się odczytać ról tego serwera ({ $error }). Spróbuj ponownie za chwilę.
discord-channel-permissions-unread = Nie udało mi się odczytać uprawnień tego kanału ({ $error }). Spróbuj ponownie za chwilę.
discord-on-the-web = W sieci: <{ $url }>
discord-event-line = Wydarzenie Discorda: { $url }
discord-event-audit-reason = zaplanowany turniej
discord-games-line = Partie: { $games }
discord-boards-waiting = <@{ $organizer }> Runda { $round } turnieju **{ $tournament }**: { $count ->
        [one] { $count } szachownica nie dotarła
        [few] { $count } szachownice nie dotarły
        [many] { $count } szachownic nie dotarło
       *[other] { $count } szachownicy nie dotarło
    } jeszcze do graczy: { $boards }. Nie udało mi się otworzyć ich wątków (twoja następna komenda tutaj pokaże dlaczego) i próbuję dalej w tle; czas na niestawienie się liczy się dopiero od opublikowania szachownicy.
discord-boards-none-waiting = Runda { $round } turnieju **{ $tournament }**: żadna szachownica nie czeka już na swój wątek.
