# Źle wpisane ustawienia, błędny FEN, nieprzyznana rola serwera (źródło:
# en-US). To, co się wpisuje, zostaje bez zmian. Liczba mnoga: one, few,
# many, other.

settings-intercept-out-of-range = czas przechwycenia { $given } jest poza zakresem: wybierz od { $min } do { $max }
settings-intercept-not-understood = nie rozumiem czasu przechwycenia `{ $text }`: wpisz 30s, 5m, 2h, 1d albo same sekundy, np. 45
settings-unknown-colour = nieznany kolor `{ $text }`: wybierz white, black lub random
settings-time-not-understood = nie rozumiem tempa `{ $text }`: wpisz minuty+dodatek, np. 10+5, dni na ruch, np. 3d (od 1d do 7d), albo none
settings-correspondence-out-of-range = tempo korespondencyjne `{ $text }` jest poza zakresem: wybierz od 1d do 7d na ruch
settings-live-out-of-range = tempo `{ $text }` jest poza zakresem: od 1 do 180 minut i od 0 do 180 sekund dodatku
settings-ai-level-out-of-range = poziom SI { $level } jest poza zakresem: wybierz od 1 (najsłabszy) do 8 (najsilniejszy)
settings-unknown-scope = nieznany zakres `{ $text }`: wybierz server lub global
settings-unknown-preset = nieznane ustawienie `{ $text }`: wybierz cruise, cruise-forward, chess, pawns lub pawns-cruise
settings-duration-unreadable = to nie jest czas trwania: wpisz liczbę całkowitą i jednostkę, np. 30s, 5m, 2h lub 1d
settings-duration-too-long = dłużej niż rok

settings-fen = błędny FEN, pole „{ $field ->
        [placement] ustawienie
        [side-to-move] strona na ruchu
        [castling] roszada
        [en-passant] bicie w przelocie
        [halfmove-clock] licznik półruchów
        [fullmove-number] numer ruchu
        [cooldown] przeładowanie
       *[position] pozycja
    }”: { $problem }
settings-fen-empty = FEN jest pusty
settings-fen-missing = brakuje pól: FEN ma ustawienie, stronę na ruchu, roszadę, bicie w przelocie, licznik półruchów i numer ruchu
settings-fen-too-many-fields = ma { $fields ->
        [one] { $fields } pole
        [few] { $fields } pola
       *[other] { $fields } pól
    }; FEN ma najwyżej 7
settings-fen-rank-count = ma { $ranks ->
        [one] { $ranks } rząd oddzielony
        [few] { $ranks } rzędy oddzielone
       *[other] { $ranks } rzędów oddzielonych
    } `/`; szachownica ma 8, od rzędu 8 do rzędu 1
settings-fen-bad-count = `{ $text }` w rzędzie { $rank }: puste pola liczy się od 1 do 8
settings-fen-not-a-piece = `{ $text }` w rzędzie { $rank } to ani litera bierki (PNBRQK dla białych, pnbrqk dla czarnych), ani liczba pustych pól
settings-fen-rank-too-long = rząd { $rank } ma więcej niż 8 pól
settings-fen-rank-too-short = rząd { $rank } ma { $squares ->
        [one] { $squares } pole
        [few] { $squares } pola
       *[other] { $squares } pól
    }, a potrzebuje 8
settings-fen-too-many-kings = { $color ->
        [white] białe mają
       *[black] czarne mają
    } { $kings ->
        [one] { $kings } króla
       *[other] { $kings } króli
    }
settings-fen-piece-on-pawns-board = na szachownicy pionków są tylko pionki, ale na { $square } stoi { $color ->
        [white] biała bierka
       *[black] czarna bierka
    } ({ $role ->
        [pawn] pionek
        [knight] skoczek
        [bishop] goniec
        [rook] wieża
        [queen] hetman
        [king] król
       *[piece] bierka
    })
settings-fen-pawn-cannot-stand = pionek nie może stać na { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`: na szachownicy pionków nie ma roszady; wpisz -
settings-fen-not-a-castling-letter = `{ $text }` to nie K, Q, k, q ani -
settings-fen-castling-needs-king = `{ $letter }` wymaga { $color ->
        [white] białego
       *[black] czarnego
    } króla na { $square }
settings-fen-castling-needs-rook = `{ $letter }` wymaga { $color ->
        [white] białej
       *[black] czarnej
    } wieży na { $square }
settings-fen-castling-twice = `{ $letter }` podano dwa razy
settings-fen-not-a-number = `{ $text }` to nie liczba całkowita
settings-fen-not-a-side = `{ $text }` to nie w ani b
settings-fen-not-a-square = `{ $text }` to nie pole ani -
settings-fen-en-passant-rank = { $square } nie może być polem bicia w przelocie, gdy ruch mają { $turn ->
        [white] białe
       *[black] czarne
    }; musi być w rzędzie { $rank }
settings-fen-cooldown-shape = `{ $text }` nie ma postaci <pole białych>/<pole czarnych> (- gdy brak), np. e4/-
settings-fen-in-check = { $turn ->
        [white] ruch mają białe, ale czarne są
       *[black] ruch mają czarne, ale białe są
    } szachowane

settings-role-cannot-give = Żadna rola serwera nie zostaje przyznana: { $granter ->
        [you] nie możesz
        [organizer] jego organizator nie może
        [season] członek, który rozpoczął sezon, nie może
       *[other] { $name } nie może
    } przyznać <@&{ $role }> (nagrodą może ją uczynić tylko właściciel serwera, administrator lub członek z uprawnieniem **Zarządzanie rolami** powyżej tej roli).
settings-role-set-since = Żadna rola serwera nie zostaje przyznana: <@&{ $role }> stała się rolą serwera dopiero po tej konfiguracji, więc nikt nie sprawdził, czy { $granter ->
        [you] możesz
        [organizer] jego organizator może
        [season] członek, który rozpoczął sezon, może
       *[other] { $name } może
    } ją przyznawać.

settings-puzzle-or-pass = { $why }; albo odpowiedz `pass`, aby przepuścić pocisk
settings-clock-days-hours = { $days } d { $hours } godz.
