# Dlaczego ruch jest niezgodny z zasadami albo jego tekst jest nieczytelny
# (źródło: en-US). Każda wiadomość to część zdania bez kropki. Liczba mnoga:
# one, few, many, other.

moves-role = { $role ->
        [pawn] pionek
        [knight] skoczek
        [bishop] goniec
        [rook] wieża
        [queen] hetman
       *[king] król
    }
moves-role-the = { $role ->
        [pawn] pionek
        [knight] skoczek
        [bishop] goniec
        [rook] wieża
        [queen] hetman
       *[king] król
    }
moves-role-your = { $role ->
        [pawn] twój własny pionek
        [knight] twój własny skoczek
        [bishop] twój własny goniec
        [rook] twoja własna wieża
        [queen] twój własny hetman
       *[king] twój własny król
    }
moves-role-enemy = { $role ->
        [pawn] wrogiego pionka
        [knight] wrogiego skoczka
        [bishop] wrogiego gońca
        [rook] wrogą wieżę
        [queen] wrogiego hetmana
       *[king] wrogiego króla
    }

moves-how-to-write = pisz w SAN, np. e4, Nf3, exd5, O-O albo e8=Q, w UCI, np. e2e4, albo lot, np. e4>e5>e6>d7 (e4* to samozniszczenie)
moves-no-move = nie podano ruchu: { moves-how-to-write }
moves-too-long = ten tekst jest za długi na ruch ({ $count ->
        [one] { $count } znak
        [few] { $count } znaki
        [many] { $count } znaków
       *[other] { $count } znaku
    }): { moves-how-to-write }
moves-unreadable = nie umiem odczytać `{ $text }` jako ruchu: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` to zapis zestrzelenia (lot/ruch zestrzeliwujący), a nie ruch: podaj sam ruch
moves-bad-flight = `{ $text }` to nie lot: { $why }; napisz pole startu i każde pole, na które wchodzi, połączone `>`, np. e4>e5>e6>d7, albo e4* na samozniszczenie
moves-flight-not-a-square = `{ $text }` to nie pole
moves-flight-too-many-steps = lot ma najwyżej 7 kroków
moves-flight-no-steps = nie ma żadnych kroków
moves-not-legal-why = `{ $text }` jest niezgodny z zasadami: { $why }
moves-not-legal = `{ $text }` jest niezgodny z zasadami
moves-ambiguous = `{ $text }` jest niejednoznaczny: { $moves }; powiedz, który
moves-promotion-letter-missing = `{ $text }` potrzebuje figury promocji: dodaj q, r, b lub n, np. { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` potrzebuje figury promocji: napisz { $to }=Q, { $to }=R, { $to }=B lub { $to }=N
moves-pawns-board-letter = `{ $text }`: na planszy pionków pionek, który dojdzie do ostatniej linii, wygrywa taki, jaki jest, bez litery promocji: napisz { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: na planszy pionków pionek, który dojdzie do ostatniej linii, wygrywa taki, jaki jest, bez litery promocji: napisz ruch bez niej
moves-only-last-rank-promotes-write = promocję ma tylko pionek, który dochodzi do ostatniej linii; napisz { $from }{ $to }
moves-only-last-rank-promotes = promocję ma tylko pionek, który dochodzi do ostatniej linii
moves-text-after-game-over = `{ $text }` nie może być zagrany: partia się skończyła
moves-no-legal-move = w tej pozycji żaden ruch nie jest zgodny z zasadami (partia się skończyła)
moves-game-over = partia się skończyła
moves-not-legal-here = { $move } jest tu niezgodny z zasadami

moves-self-immolation-record = `{ $text }`: samozniszczenia nie można zestrzelić; zapis zestrzelenia to lot tak daleko, jak doleciał, `/` i ruch zestrzeliwujący, np. e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: po `/` brakuje ruchu zestrzeliwującego: podaj go w UCI, np. { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: pocisku nie można zestrzelić na { $square }: żadne bicie zgodne z zasadami tam nie sięga
moves-not-a-shoot-down = `{ $text }` nie zestrzeliwuje pocisku na { $square }: można go tam zestrzelić tak: { $options }
moves-self-immolation-shot-down = `{ $flight }` to samozniszczenie, którego nie można zestrzelić
moves-detonates-at = pocisk detonuje na { $square } (stoi tam wroga figura: { moves-role }): zestrzelić go można tylko na polach między startem a celem
moves-shielded-at = pocisk na { $square } osłania figura jego własnej strony ({ moves-role }): tam nie można go zestrzelić
moves-not-entered-yet = pocisk można zestrzelić dopiero, gdy wejdzie na pole
moves-cannot-shoot-down-on = pocisku nie można zestrzelić na { $square }
moves-not-legal-shoot-down = { $shooter } nie jest zgodnym z zasadami zestrzeleniem na { $square }
moves-shooter-cannot = { $shooter } nie może zestrzelić pocisku na { $square }

moves-flight-not-legal = ten lot jest niezgodny z zasadami: { $why }
moves-missiles-not-in-game = w tej partii nie ma pocisków (zasady { $preset }): pionkami nie można strzelać
moves-no-missiles-in = w { $preset } nie ma pocisków
moves-no-pawn-to-fire = na { $launch } nie ma pionka do wystrzelenia
moves-no-own-pawn-to-fire = na { $launch } nie ma { $color ->
        [white] białego
       *[black] czarnego
    } pionka do wystrzelenia
moves-others-piece = figura na { $square } ({ moves-role }) należy do { $owner ->
        [white] białych
       *[black] czarnych
    }, a ruch mają { $turn ->
        [white] białe
       *[black] czarne
    }
moves-not-yours = figura na { $square } ({ moves-role }) nie jest twoja: ruch mają { $turn ->
        [white] białe
       *[black] czarne
    }
moves-not-a-pawn = figura na { $launch } ({ moves-role }) to nie pionek: wystrzelić można tylko pionki
moves-starting-rank = pionek na { $launch } stoi jeszcze na linii startowej: pionek może strzelić dopiero, gdy już się ruszył
moves-starting-rank-yet = pionek na { $launch } stoi jeszcze na linii startowej i nie może jeszcze strzelić
moves-forward-cooldown = pionek na { $launch } ruszył się w twoim ostatnim ruchu: według zasad „do przodu” musi odczekać ruch, zanim strzeli
moves-cooldown = ten pionek stygnie: ruszyłeś pionkiem na { $launch } w ostatnim ruchu, więc w tym ruchu nie może strzelić
moves-self-immolation-exposes = bez pionka na { $launch } twój król byłby szachowany
moves-king-exposed-without-pawn = bez tego pionka twój król byłby szachowany

moves-not-one-step = z { $from } na { $to } to nie jeden krok: każde nowe pole musi stykać się z poprzednim
moves-not-adjacent = { $to } nie leży obok { $from }: każdy krok wchodzi na sąsiednie pole
moves-too-sharp = skręt na { $square } (w stronę { $toward }) jest za ostry: pocisk skręca najwyżej o 45° (jedną ósmą) na krok
moves-step-too-sharp = z { $from } na { $to }: pocisk może skręcić najwyżej o 45 stopni na krok
moves-diagonal = z { $from } na { $to } to ukos: według zasad „do przodu” pociski lecą tylko prosto do przodu albo w bok
moves-backward = z { $from } na { $to } to krok w tył: według zasad „do przodu” pociski nigdy nie lecą do tyłu
moves-step-forward-only = z { $from } na { $to }: tutaj pociski lecą tylko do przodu albo w bok, nigdy do tyłu ani po skosie
moves-two-sideways = dwa kroki w bok z rzędu (na { $into }, potem na { $then }): między krokami w bok zrób krok do przodu
moves-step-two-sideways = z { $from } na { $to }: pocisk nie może zrobić dwóch kroków w bok z rzędu
moves-through-enemy = pocisk nie może przelecieć przez { moves-role-enemy } na { $square }: lot kończy się na pierwszej wrogiej figurze, na którą wejdzie
moves-pass-through-enemy = pocisk nie może przelecieć przez wrogą figurę na { $square }
moves-no-way-on = żaden lot zgodny z zasadami nie prowadzi dalej przez { $square }: każda droga zostawiłaby twojego króla w szachu albo nie kończy się na celu
moves-ends-on-empty = pocisk musi skończyć na wrogiej figurze, a { $target } jest puste (aby zniszczyć tylko pionka, napisz { $launch }*)
moves-must-end-on-enemy = pocisk musi skończyć na wrogiej figurze, a na { $square } żadnej nie ma
moves-ends-on-own = pocisk może przelatywać nad twoimi figurami, ale nie kończyć na nich (na { $target } stoi { moves-role-your })
moves-king-strikes-off = uderzenia w króla są w tej partii wyłączone: król na { $target } nie może być celem
moves-no-king-strikes = w tej partii pociski nie mogą uderzać w króla
moves-flight-exposes-king = twój król byłby szachowany w trakcie lotu albo po detonacji (groźba pocisku nigdy się nie liczy, ale zwykłe ataki na twojego króla tak)
moves-check-after-detonation = twój król byłby szachowany, gdy pocisk zniszczy figurę na { $square }
moves-check-with-missile-on = twój król byłby szachowany z pociskiem na { $square }

moves-no-king-to-castle = nie ma króla, którym można zrobić roszadę
moves-no-castling-right = nie masz już prawa do { $side ->
        [queenside] długiej
       *[kingside] krótkiej
    } roszady
moves-castle-out-of-check = nie można zrobić roszady, żeby uciec przed szachem
moves-castling-blocked = { $side ->
        [queenside] długa
       *[kingside] krótka
    } roszada wymaga pustych pól między królem a wieżą, a król nie może przejść przez atakowane pole ani na nim stanąć
moves-cannot-castle-now = nie możesz teraz zrobić tej roszady: król albo wieża już się ruszyli, pole między nimi jest zajęte albo król przeszedłby przez atakowane pole lub na nim stanął

moves-no-piece = na { $square } nie ma żadnej figury
moves-stays-put = ruch musi gdzieś prowadzić: z { $from } na { $to } to stanie w miejscu
moves-own-piece-on = na { $square } stoi { moves-role-your }
moves-king-one-square = król rusza się o jedno pole: nie może pójść z { $from } na { $to }
moves-knight-cannot = skoczek nie może skoczyć z { $from } na { $to }
moves-blocked-by = droga z { $from } na { $to } jest zablokowana: na { $square } stoi { moves-role-the }
moves-blocked = droga z { $from } na { $to } jest zablokowana
moves-cannot-move-from-to = figura „{ moves-role }” nie może pójść z { $from } na { $to }
moves-cannot-move-to = figura na { $from } ({ moves-role }) nie może pójść na { $to }
moves-pawn-blocked = pionek na { $from } jest zablokowany
moves-pawn-two-from-start-only = o dwa pola może pójść tylko pionek z linii startowej; pionek na { $from } może pójść o jedno
moves-pawn-diagonal-captures = pionek idzie po skosie tylko z biciem, a { $to } jest puste
moves-pawn-cannot-reach = pionek z { $from } nie dojdzie na { $to }
moves-must-promote = pionek, który dochodzi do ostatniej linii, musi mieć promocję: dodaj q, r, b lub n
moves-promotes-to = pionek zamienia się w hetmana, wieżę, gońca lub skoczka
moves-pawns-board-no-promotion = na planszy pionków pionek, który dojdzie do ostatniej linii, wygrywa i nie ma promocji
moves-king-in-check-on = twój król byłby szachowany na { $to }
moves-check-not-stopped = twój król jest szachowany, a ten ruch nie zasłania przed szachem
moves-in-check = jesteś w szachu, a ten ruch nie wyprowadza króla z szachu
moves-pinned = figura na { $square } ({ moves-role }) jest związana: ruch nią odsłoniłby twojego króla na szach
moves-leaves-king-in-check = twój król zostałby w szachu
moves-king-would-be-in-check = twój król byłby szachowany
moves-no-piece-of-role = nie masz takiej figury ({ moves-role })
moves-none-can-reach = żadna twoja figura „{ moves-role }” nie dojdzie na { $to }
