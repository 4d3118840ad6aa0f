# Czas trwania i liczebności (źródło: en-US).
# Liczba mnoga wg CLDR: one (1), few (2-4, 22-24…), many (0, 5-21, 25…), other (ułamki).

## Czas trwania, w największej pełnej jednostce.

duration-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekund
   *[other] { $count } sekundy
}
duration-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minut
   *[other] { $count } minuty
}
duration-hours = { $count ->
    [one] { $count } godzina
    [few] { $count } godziny
    [many] { $count } godzin
   *[other] { $count } godziny
}
duration-days = { $count ->
    [one] { $count } dzień
   *[other] { $count } dni
}

## Ogłoszenie turnieju.

tournament-rounds = { $count ->
    [one] { $count } runda.
    [few] { $count } rundy.
    [many] { $count } rund.
   *[other] { $count } rundy.
}
tournament-max-players = { $count ->
    [one] Najwyżej { $count } gracz.
   *[other] Najwyżej { $count } graczy.
}

## Liczebności, wewnątrz zdania.

count-rounds = { $count ->
    [one] { $count } runda
    [few] { $count } rundy
    [many] { $count } rund
   *[other] { $count } rundy
}
count-players = { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
    [many] { $count } graczy
   *[other] { $count } gracza
}
count-matches = { $count ->
    [one] { $count } mecz
    [few] { $count } mecze
    [many] { $count } meczów
   *[other] { $count } meczu
}
count-rated-games = { $count ->
    [one] { $count } partia rankingowa
    [few] { $count } partie rankingowe
    [many] { $count } partii rankingowych
   *[other] { $count } partii rankingowej
}

## Wiadomości turnieju (crates/tournament).

tournament-point-one = 1 punkt
tournament-point-half = ½ punktu
tournament-points = { $points } pkt
tournament-entrants-more = { $names } i jeszcze { $more } (`/tournament standings` pokazuje wszystkich)

tournament-result-forfeit = { $loser } przegrał walkowerem z { $winner }.
tournament-result-both-forfeit = { $white } i { $black } przegrali walkowerem.
tournament-result-requested-bye = { $player }: pauza na życzenie (½ punktu).
tournament-result-in-progress = { $white } – { $black }: w toku

tournament-board-requested-bye = { $number }. { $player }: pauza na życzenie (½ punktu)
tournament-board-bye = { $number }. { $player }: pauza ({ $worth })
tournament-board-game = { $number }. { $white } (białe) – { $black } (czarne)
tournament-round-header = { $tournament }: runda { $round } z { $rounds }
tournament-first-move-by = Wykonaj pierwszy ruch w ciągu { $duration } (czas mija { $stamp }), inaczej przegrasz walkowerem.

## Ogłoszenie.

tournament-no-clock = bez zegara
tournament-created = { $tournament } od { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , uderzenie w króla
       *[other] {""}
    }, { $rated ->
        [yes] rankingowy
       *[other] towarzyski
    }.
tournament-rule-first-move = Wykonaj pierwszy ruch w ciągu { $duration }, inaczej przegrasz walkowerem.
tournament-rule-move-limit = Bez zegara każdy ruch w ciągu { $duration }: kto przekroczy ten czas, przegrywa partię.
tournament-entry = Udział: { $conditions }.
tournament-entry-role = członkowie z { $role }
tournament-entry-min-games = co najmniej { $games } w { $preset }
tournament-winner-gets = Zwycięzca dostaje { $role }.
tournament-starts = Start { $date } ({ $countdown }).
tournament-checkin-opens = Potwierdzanie obecności rusza { $at }: kto nie potwierdzi do startu, zostanie wycofany.
tournament-checkin-opens-short = Potwierdzanie obecności rusza { $at }.
tournament-repeats = Powtarza się { $repeat ->
        [daily] codziennie
        [monthly] co miesiąc
       *[weekly] co tydzień
    } (edycja { $edition }).
tournament-repeats-at = Powtarza się { $repeat ->
        [daily] codziennie
        [monthly] co miesiąc
       *[weekly] co tydzień
    } (edycja { $edition }), o { $time } { $zone }.
tournament-organizer-starts = Organizator go uruchamia.
tournament-announcement = 🏆 { $tournament } od { $organizer }. { $status }
tournament-status-open = Otwarty: naciśnij Dołącz, aby zagrać.
tournament-status-finished = Zakończony: końcowa tabela jest poniżej.
tournament-status-cancelled = Odwołany.
tournament-status-running = Trwa: runda { $round } z { $rounds }.
tournament-late-entries-until-last = Można dołączyć do startu ostatniej rundy: naciśnij Dołącz.
tournament-no-entrants = Jeszcze nikt nie dołączył: naciśnij Dołącz.
tournament-entrants = Uczestnicy ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (wycofany)
tournament-game = { $preset }{ $strikes ->
        [yes] , uderzenie w króla
       *[other] {""}
    }, { $rated ->
        [yes] rankingowy
       *[other] towarzyski
    }
tournament-card-footer = Turniej nr { $id }. Naciśnij Zasady, aby zobaczyć zasady.

tournament-field-format = Format
tournament-field-game = Gra
tournament-field-time = Tempo
tournament-field-rounds = Rundy
tournament-field-byes = Pauzy
tournament-field-length = Czas trwania
tournament-field-players = Gracze
tournament-field-start = Start
tournament-field-entry = Udział
tournament-field-winner = Zwycięzca
tournament-rounds-at-start = ustalane na starcie
tournament-rounds-by-players = według liczby graczy

tournament-button-join = Dołącz
tournament-button-leave = Opuść
tournament-button-check-in = Potwierdź
tournament-button-rules = Zasady

## Start.

tournament-started = { $tournament } wystartował. Rozstawienie:
tournament-seed = { $seed }. { $player } ({ $rating })

## Zasady formatów.

tournament-double-round-robin = Każdy z każdym, dwukrotnie.
tournament-swiss-bye-worth = Pauza jest warta { $worth }.
tournament-swiss-no-requested-byes = Nie można prosić o pauzy za pół punktu.
tournament-swiss-requested-byes = { $count ->
    [one] Każdy gracz może poprosić o { $count } pauzę za pół punktu (½ punktu, bez pary w tej rundzie).
    [few] Każdy gracz może poprosić o maksymalnie { $count } pauzy za pół punktu (po ½ punktu, bez pary w tej rundzie).
    [many] Każdy gracz może poprosić o maksymalnie { $count } pauz za pół punktu (po ½ punktu, bez pary w tej rundzie).
   *[other] Każdy gracz może poprosić o maksymalnie { $count } pauzy za pół punktu (po ½ punktu, bez pary w tej rundzie).
}
tournament-swiss-byes-fact-none = { $worth }; żadnych na życzenie
tournament-swiss-byes-fact = { $worth }; { $count } na życzenie (½)
tournament-arena-length = { $count ->
    [one] { $count } minuta.
    [few] { $count } minuty.
    [many] { $count } minut.
   *[other] { $count } minuty.
}
tournament-arena-running = Trwa: kończy się o { $end }. Spóźnieni mile widziani: naciśnij Dołącz.
tournament-arena-ends = Arena kończy się { $end }.
tournament-arena-games = { $tournament }: partie
tournament-arena-game = { $tournament }: { $white } (białe) – { $black } (czarne)
tournament-knockout-running = Trwa: drabinka poniżej pokazuje stan.
tournament-knockout-match = { $best ->
        [1] Każdy mecz to jedna partia
       *[other] Każdy mecz do { $best } partii (kolory na zmianę)
    }{ $tiebreak ->
        [replay] ; remisowy mecz jest powtarzany ze zmienionymi kolorami, aż partia rozstrzygnie (najwyżej 3, potem przechodzi wyżej rozstawiony).
        [armageddon] ; remisowy mecz rozstrzyga jedna partia armagedon: czarne mają 4/5 czasu białych, a remis wygrywają czarne.
       *[seed] ; przy remisowym meczu przechodzi wyżej rozstawiony.
    }
tournament-knockout-grand-final-reset = Wielki finał z rewanżem: jeśli wygra go zwycięzca drabinki przegranych, rozstrzyga drugi.
tournament-knockout-grand-final = Jeden mecz wielkiego finału.
tournament-knockout-third-place = Przegrani półfinałów grają o trzecie miejsce.
tournament-knockout-seeded-rating = Rozstawienie według rankingu.
tournament-knockout-seeded-join = Rozstawienie według kolejności dołączenia.
tournament-knockout-seeded-random = Rozstawienie losowe.
tournament-knockout-new-games = { $tournament }: nowe partie
tournament-knockout-game = { $match }: { $white } (białe) – { $black } (czarne)

## Tabela.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = tabela po rundzie { $round }
tournament-standings-now-round = tabela teraz, trwa runda { $round }
tournament-standings-now = tabela teraz
tournament-standings-final = tabela końcowa
tournament-standings-not-started = (nie wystartował)
tournament-standings-joined = Dotąd dołączyło: { $players }: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (wycofany)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz cut 1 (punkty rywali bez najniższego)
tournament-tiebreak-bh = Buchholz (punkty rywali)
tournament-tiebreak-sb = Sonneborn-Berger (punkty pokonanych rywali, połowa zremisowanych)
tournament-tiebreak-win = wygrane rundy
tournament-tiebreak-won = partie wygrane przy szachownicy
tournament-tiebreak-de = bezpośrednie pojedynki (wyniki między remisującymi)

## Koniec.

tournament-over-unpairable = { $tournament } kończy się po rundzie { $round }: nie da się skojarzyć następnej rundy ({ $why }).
tournament-over = 🏆 { $tournament } zakończony! Gratulacje dla { $winners }!
tournament-names-and-more = { $names } i jeszcze { $more }
tournament-final-title = 🏆 { $name }: tabela końcowa
tournament-final-footer = Turniej nr { $id }
tournament-final-more = … i jeszcze { $count }: `/tournament standings` pokazuje wszystkich.

tournament-late-join-by-rounds = { $player } dołączył do { $tournament } z opóźnieniem, od rundy { $round }; opuszczone rundy: { $missed }, każda nierozegrana (0 punktów).
tournament-swiss-bye-taken = { $player } bierze pauzę za pół punktu w rundzie { $round } turnieju { $tournament }: bez pary, ½ punktu. Pozostałe pauzy: { $left }.
