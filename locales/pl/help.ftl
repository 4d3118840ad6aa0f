# /rules i /help: jak się gra w Cruise Pawns i tematy pomocy (źródło: en-US).

## /rules

rules-text = **Cruise Pawns** to szachy, w których pion może w swoim ruchu wystrzelić sam siebie jako pocisk manewrujący.
    • Pion poza swoim rzędem startowym strzela: pocisk leci do 7 pól, każdy krok w kierunku ruchu króla, skręcając najwyżej o 45° na krok (`cruise-forward`: tylko do przodu lub na boki).
    • Może przelatywać nad twoimi bierkami, zatrzymuje się na pierwszej bierce przeciwnika i tam **detonuje**: ta bierka i pion znikają. Lot musi skończyć się na bierce przeciwnika (albo `e4*` ulega samozniszczeniu).
    • Na każdym polu, na które wlatuje, obrońca może go **zestrzelić** dowolnym legalnym biciem na to pole albo go przepuścić. Brak odpowiedzi na czas przepuszcza pocisk.
    • Zniszczenie króla wygrywa (chyba że partię utworzono z `king_strikes: false`). Groźba pocisku to nie szach.
    • `pawns`: same piony; wygrywa pierwszy pion, który dojdzie do ostatniego rzędu.
    Gra: `/move e4`, `/move e4>e5>e6>d7` (cały lot, ukryty przed przeciwnikiem) albo `/fire e4` i sterowanie przyciskami.

## /help

help-intro = **Pomoc Cruise Pawns**: wybierz temat poniżej. Każdy podaje swoje komendy (`<option>` jest wymagana, `[option]` opcjonalna) i jak ich używać.
help-pick-topic = Wybierz temat
help-unknown-topic = Nie znam tego tematu pomocy: użyj `/help` jeszcze raz i wybierz temat z menu.
help-organizers = *Organizatorzy i zarządcy serwera:*
help-command-line = `{ $usage }`: { $what }.

help-playing-label = Gra
help-playing-about = Wyzwania, ruchy, remisy, koniec partii, analiza
help-playing-text = `/challenge` z botem jako `opponent` to gra z AI (`level` 1-8); bez `opponent` każdy może przyjąć. W wątku partii możesz też po prostu wpisać swój ruch (`Nf3`). Szachownica, która prosi cię o ruch, jest rysowana z twojej strony. Bez zegara każdy ruch ma limit (14 dni; w turnieju `move_limit`): po jego upływie przeciwnik może zażądać wygranej przez `/claim`. Skończona partia ma przycisk **Rewanż** (zamienione kolory, 10 minut na przyjęcie) i przycisk **Analizuj** (dokładność, błędy i lepsze wybory).

help-missiles-label = Pociski
help-missiles-about = Wystrzelenie piona, sterowanie nim, zestrzelenie pocisku
help-missiles-text = Pion poza swoim rzędem startowym może w swoim ruchu wystrzelić sam siebie: pocisk leci do 7 pól, każdy krok w kierunku ruchu króla, skręcając najwyżej o 45° na krok. Przelatuje nad twoimi bierkami i **detonuje** na pierwszej bierce przeciwnika: obie znikają. Zniszczenie króla wygrywa.
    Na każdym polu, na które wlatuje, obrońca dostaje przyciski, by zestrzelić go biciem na tym polu (np. **Bxe6**) albo **Przepuść**; brak odpowiedzi na czas przepuszcza pocisk.
    Aby wystrzelić cały lot naraz, ukryty przed przeciwnikiem: `/move e4>e5>e6>d7`.

help-tournaments-label = Turnieje
help-tournaments-about = Zapisy, gra i prowadzenie turniejów i cykli
help-tournaments-text = Zapisz się przyciskiem z ogłoszenia. Każda komenda przyjmuje `tournament:`, by wskazać turniej, gdy kanał ma ich kilka. Cykl (`repeat:weekly`) trzyma swoją godzinę w swojej strefie czasowej.

help-ratings-label = Rankingi i sezony
help-ratings-about = Rankingi, tabela, profile i sezony
help-ratings-text = Partie rankingowe zmieniają ranking obu graczy (`?` oznacza ranking tymczasowy, po niewielu partiach). Sezon to własny ranking serwera na pewien czas, z końcową tabelą na koniec.

help-puzzles-label = Zadania
help-puzzles-about = Zadania z partii tego serwera, zadanie dnia, serie
help-puzzles-text = W każdej skończonej partii tego serwera szukamy podstawek: każda staje się zadaniem, podpisanym swoją partią ("from alice vs bob, move 23"). Tylko ty widzisz swoje zadanie: odpowiadaj przez `/move` (lot pocisku jako `e4>e5>e6`) albo przyciskami, gdy zadanie pyta, czy zestrzelić pocisk, czy go przepuścić. Dobry ruch pokazuje odpowiedź i prosi o następny; zły kończy zadanie i pokazuje rozwiązanie. Twój ranking zadań jest osobny od rankingów partii (`/leaderboard scope:puzzles`, `/profile`). Zarządca serwera wybiera, gdzie i kiedy publikowane jest zadanie dnia: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Ustawienia
help-settings-about = Ustawienia serwera i kto widzi odpowiedzi bota
help-settings-text = Te odpowiadają tylko tobie: `/rules`, `/help`, `/profile`, `/leaderboard` i `/tournament standings`; dodaj `public:true`, by opublikować odpowiedź na kanale. `/challenge` bez `opponent` oznacza rolę „szukam partii” serwera, jeśli zarządca ją ustawił.
