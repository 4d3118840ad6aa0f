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
tournament-rule-move-limit = Bez zegara każdy ruch w ciągu { $duration }: gracz, który przekroczy ten czas, przegrywa partię.
tournament-entry = Udział: { $conditions }.
tournament-entry-role = członkowie z { $role }
tournament-entry-min-games = co najmniej { $games } w { $preset }
tournament-winner-gets = Zwycięzca dostaje { $role }.
tournament-starts = Start { $date } ({ $countdown }).
tournament-checkin-opens = Potwierdzanie obecności rusza { $at }: gracze, którzy nie potwierdzą obecności do startu, zostaną wycofani.
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
tournament-tiebreak-de = bezpośrednie pojedynki (wyniki między graczami z równą liczbą punktów)

## Koniec.

tournament-over-unpairable = { $tournament } kończy się po rundzie { $round }: nie da się skojarzyć następnej rundy ({ $why }).
tournament-over = 🏆 { $tournament } zakończony! Gratulacje dla { $winners }!
tournament-names-and-more = { $names } i jeszcze { $more }
tournament-final-title = 🏆 { $name }: tabela końcowa
tournament-final-footer = Turniej nr { $id }
tournament-final-more = … i jeszcze { $count }: `/tournament standings` pokazuje wszystkich.

tournament-late-join-by-rounds = { $player } dołączył do { $tournament } z opóźnieniem, od rundy { $round }; opuszczone rundy: { $missed }, każda nierozegrana (0 punktów).
tournament-swiss-bye-taken = { $player } bierze pauzę za pół punktu w rundzie { $round } turnieju { $tournament }: bez pary, ½ punktu. Pozostałe pauzy: { $left }.

# Dlaczego nie da się skojarzyć następnej rundy systemu szwajcarskiego.
tournament-unpairable-rematch-or-bye = każde pozostałe skojarzenie byłoby rewanżem albo drugą pauzą

## Wyniki ustalone przez organizatora, berserk, zapis, rola zwycięzcy.

tournament-result-forfeit-phrase = { $loser } przegrał walkowerem z { $winner }
tournament-result-both-forfeit-phrase = { $white } i { $black } przegrali obaj walkowerem
tournament-adjudicated = Wynik ustalony przez { $by } w { $tournament }: runda { $round }, szachownica { $board }: { $result } ({ $was }).
tournament-adjudicated-was = wcześniej { $score }
tournament-adjudicated-stopped = partia zostaje przerwana
tournament-berserk = { $player } wchodzi w berserk: pół zegara za punkt bonusowy przy wygranej!
tournament-record = Zapis turnieju { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } dzielą pierwsze miejsce w **{ $tournament }** i mają teraz { $role }.
       *[no] 🏆 { $winners } wygrywa **{ $tournament }** i ma teraz { $role }.
    }

## `/tournament edit` i `/tournament list`.

tournament-edited = ✏️ { $by } zmienił w { $tournament }: { $what }.
tournament-edited-start = Teraz zaczyna się { $date } ({ $countdown }).
tournament-edited-shown = Ogłoszenie pokazuje aktualny stan.
tournament-edited-field = { $field ->
        [name] nazwę
        [start] start
        [rounds] rundy
        [byes] pauzy
        [minutes] minuty
        [time-control] tempo gry
        [most-players] maksymalną liczbę graczy
        [no-show-time] czas na stawienie się
        [move-limit] limit na ruch
       *[other] { $text }
    }
tournament-list-none = Na tym serwerze nie ma otwartego, zaplanowanego ani trwającego turnieju. Utwórz go przez `/tournament create` (`repeat:weekly` robi z niego serię).
tournament-list-header = Turnieje tego serwera ({ $count }):
tournament-list-line = • { $tournament } w { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = zaczyna się { $date } ({ $countdown })
tournament-list-open = otwarty, organizator go uruchamia
tournament-list-running-round = trwa, runda { $round } z { $rounds }
tournament-list-running-ends = trwa, kończy się o { $end }
tournament-list-repeats = ; powtarza się { $repeat ->
        [daily] codziennie
        [monthly] co miesiąc
       *[weekly] co tydzień
    }{ $at } (edycja { $edition })
tournament-list-repeats-at = , o { $time } { $zone }
tournament-list-more = … i jeszcze { $count }.

## Areny: późne dołączenie, niestawienie się; kolumny obrazka tabeli.

tournament-arena-late-join = { $player } dołączył do { $tournament }: zostanie skojarzony, gdy tylko zwolni się przeciwnik.
tournament-arena-no-show = { $result } { $player } nie wykonał ruchu na czas i jest wstrzymany: naciśnij Dołącz w ogłoszeniu albo użyj /tournament join, żeby znów być kojarzonym.
tournament-column-points = Punkty
tournament-column-matches-won = Wygrane mecze
tournament-column-streak = Seria
tournament-column-player = Gracz
tournament-column-performance = Wyn.
tournament-streak-on-fire = w ogniu ×2

## System pucharowy: nazwa meczu, rozstrzygnięty mecz, drabinka.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Finał
tournament-match-semi-final = Półfinał { $number }
tournament-match-quarter-final = Ćwierćfinał { $number }
tournament-match-round = Runda { $round }, mecz { $number }
tournament-match-winners-final = Finał wygranych
tournament-match-winners-semi-final = Półfinał wygranych { $number }
tournament-match-winners-quarter-final = Ćwierćfinał wygranych { $number }
tournament-match-winners-round = Runda wygranych { $round }, mecz { $number }
tournament-match-losers-round = Runda przegranych { $round }, mecz { $number }
tournament-match-grand-final = Wielki finał
tournament-match-grand-final-reset = Rewanż wielkiego finału
tournament-match-third-place = Trzecie miejsce
tournament-match-beats = { $match }: { $winner } pokonuje { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } i { $loser } remisują { $score }; { $winner } jako wyżej rozstawiony przechodzi dalej.
tournament-match-walkover = { $match }: { $winner } przechodzi dalej, { $loser } się wycofał.
tournament-match-by-organizer = { $match }: { $winner } przechodzi dalej kosztem { $loser }, zgodnie z decyzją organizatora.
tournament-bracket-title = Drabinka { $tournament }
tournament-bracket-summary = Rozstrzygnięte: { $decided }{ $playing }. Obrazek pokazuje całą drabinkę.
tournament-bracket-playing = ; w grze: { $matches }
tournament-bracket-playing-more = { $matches } i więcej

## Odrzucone opcje i wyniki systemu pucharowego.

tournament-knockout-bad-best-of = Mecz w formacie best of { $best } nie jest dostępny: wybierz `best_of` 1 (domyślnie), 3 albo 5.
tournament-knockout-bad-tiebreak = Dogrywka `{ $text }` jest nieznana: wybierz `replay` (domyślnie), `armageddon` albo `seed`.
tournament-knockout-bad-grand-final = Wielki finał `{ $text }` jest nieznany: wybierz `double` (domyślnie: rewanż, gdy zwycięzca drabinki przegranych wygra pierwszy) albo `simple`.
tournament-knockout-bad-seeding = Rozstawienie `{ $text }` jest nieznane: wybierz `rating` (domyślnie), `join` albo `random`.
tournament-knockout-armageddon-untimed = Dogrywka armageddon daje czarnym mniej czasu, więc potrzebuje zegara: dodaj `time`, np. `5+3`, albo wybierz `tiebreak:replay` lub `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` jest dla podwójnej eliminacji: pojedyncza eliminacja kończy się finałem. Użyj `/tournament create double-elimination` albo pomiń `grand_final`.
tournament-knockout-max-players = Drabinka pucharowa mieści najwyżej 128 graczy, nie { $max }: wybierz `max_players` od 2 do 128 albo zostaw puste dla 128.
tournament-knockout-third-place-in-double = `third_place` jest dla pojedynczej eliminacji: w podwójnej eliminacji o trzecim miejscu decyduje drabinka przegranych. Pomiń `third_place` albo użyj `/tournament create knockout`.
tournament-knockout-no-game = W { $match } nie trwa żadna partia: żeby samemu rozstrzygnąć mecz, wskaż zwycięzcę przez `winner`.
tournament-knockout-not-running = { $tournament } nie jest trwającym turniejem pucharowym: zwycięzcę meczu wskazuje się tylko w trakcie gry w drabince.

## Etykiety obrazka drabinki (krótkie: stoją nad kolumną).

tournament-bracket-winners-final = Finał wygranych
tournament-bracket-winners-round = Wygrani, runda { $round }
tournament-bracket-final = Finał
tournament-bracket-semi-finals = Półfinały
tournament-bracket-quarter-finals = Ćwierćfinały
tournament-bracket-round = Runda { $round }
tournament-bracket-losers-final = Finał przegranych
tournament-bracket-losers-round = Przegrani, runda { $round }
tournament-bracket-grand-final = Wielki finał
tournament-bracket-reset = Rewanż
tournament-bracket-third-place = Trzecie miejsce
tournament-bracket-bye = pauza
tournament-bracket-picture-title = { $format ->
        [double] Podwójna eliminacja
       *[single] Pojedyncza eliminacja
    } · { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
        [many] { $players } graczy
       *[other] { $players } gracza
    }
tournament-bracket-champion = { $title } · mistrz: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } – { $second }{ $rest }
