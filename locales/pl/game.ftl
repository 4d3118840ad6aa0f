# Wiadomości partii (źródło: en-US). Na ty. Liczba mnoga: one, few, many, other.

## Gracze i kto jest na ruchu.

game-player = **{ $name }** ({ $side ->
        [white] białe
       *[black] czarne
    })
game-to-move = Ruch: { $player }.
game-to-move-in-check = Ruch: { $player } (szach).
game-clocks = Zegary: białe { $white }, czarne { $black }.
game-move-deadline = Czas na ten ruch mija { $when }.

## Ustawienia partii.

game-clock-none = bez zegara
game-clock-live = zegar { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } dzień na ruch
        [few] { $days } dni na ruch
        [many] { $days } dni na ruch
       *[other] { $days } dnia na ruch
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, uderzenia w króla { $king-strikes ->
        [on] włączone
       *[off] wyłączone
    }, { $intercept } na przechwycenie, { $clock }
game-summary-ai = { $summary }, przeciwko SI na poziomie { $level }

## Pierwsza wiadomość i /board.

game-start = **{ $white }** (białe) kontra **{ $black }** (czarne): { $summary }.
game-board = { $white } (białe) kontra { $black } (czarne): { $summary }.
game-board-missile = Pocisk jest w powietrzu na { $square }.
game-export = Zapis partii { $game }.

## Ruchy, loty i zestrzelenia.

game-moved = { $player } gra **{ $san }**.
game-steer-first = { $player }, kieruj pociskiem z **{ $square }**: wybierz pierwsze pole, na które wleci (na polu z wrogą bierką detonuje).
game-steer-next = { $line } — { $player }: wybierz następne pole, na które wleci.
game-self-destruct = Autodestrukcja
game-question = { $line } — { $defender }: zestrzelić ({ $labels }) czy przepuścić? Koniec { $when }
game-question-notice = { $defender }, pocisk jest na **{ $square }**: zestrzel go albo przepuść; pytanie kończy się { $when }.
game-let-pass = Przepuść
game-passed = { $line } — { $defender } go przepuszcza.
game-passed-timeout = { $line } — brak odpowiedzi od { $defender } w ciągu { $intercept }: pocisk leci dalej.
game-question-cut-short = { $line } — partia skończyła się przed odpowiedzią.
game-shot-down = 💥 { $defender } zestrzeliwuje go na { $square } ruchem { $san }.
game-detonated = 💥 Pocisk gracza { $attacker } detonuje na { $square }, niszcząc { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
        [queen] hetmana
       *[king] króla
    } gracza { $defender }.
game-self-destructed = 💥 Pion gracza { $player } na { $square } ulega autodestrukcji.

## Propozycje remisu i przypomnienia.

game-draw-offer = { $player } proponuje remis. { $opponent }, przyjmujesz czy odrzucasz?
game-accept = Przyjmij
game-decline = Odrzuć
game-draw-declined = { $player } odrzuca remis.
game-draw-agreed = Remis uzgodniony.
game-draw-offer-ended = Ta propozycja remisu wygasła: partia się skończyła.
game-draw-offer-lapsed = Propozycja remisu wygasła: zamiast odpowiedzi zagrano ruch.
game-reminder = Przypomnienie: { $player }, twój ruch; twój czas mija { $when }.
game-move-limit-half-lose = Przypomnienie: { $player }, twój ruch; minęła połowa limitu na ruch ({ $limit }): przegrasz partię { $when }.
game-move-limit-half-claim = Przypomnienie: { $player }, twój ruch; minęła połowa limitu na ruch ({ $limit }): { $opponent } będzie mógł zażądać wygranej { $when }.
game-move-limit-reached = { $player } nie wykonał ruchu w limicie na ruch ({ $limit }): { $opponent }, możesz zażądać wygranej przez `/claim` albo poczekać na ruch.

## Koniec.

game-rematch = Rewanż
game-analyse = Analizuj
game-aborted = Partia została przerwana: bez wyniku.
game-over-agreement = Koniec partii: remis za porozumieniem.
game-over-win = Koniec partii: wygrywa { $winner }: { $why }.
game-over-draw = Koniec partii: remis: { $why }.
game-why-resignation = { $player } poddaje partię
game-why-time = { $player } przekroczył czas
game-why-move-limit = { $player } nie wykonał ruchu w limicie na ruch ({ $limit })
game-why-time-no-material = { $player } przekroczył czas, ale { $opponent } ma za mało materiału, by wygrać
game-why-threefold = zażądany przez trzykrotne powtórzenie (ta sama pozycja trzy razy)
game-why-fifty-moves = zażądany na mocy zasady 50 ruchów (po 50 ruchów bez bicia, ruchu pionem ani lotu)
game-why-checkmate = { $player } dostaje mata
game-why-king-destroyed = pocisk zniszczył króla gracza { $player }
game-why-promotion = pion z { $square } doszedł do ostatniej linii
game-why-promotion-somewhere = pion doszedł do ostatniej linii
game-why-stalemate = { $player } ma pata (brak legalnego ruchu, bez szacha)
game-why-no-legal-move = { $player } nie ma legalnego ruchu
game-why-no-pawns = { $player } nie ma już pionów
game-why-no-pawns-side = jedna strona nie ma już pionów
game-why-insufficient-material = żadna strona nie ma dość materiału, by dać mata
game-why-seventy-five-moves = po 75 ruchów bez bicia, ruchu pionem ani lotu
game-why-fivefold = ta sama pozycja wystąpiła pięć razy
game-decided = Koniec partii: { $what }, ustalone przez **{ $by }**.
game-an-organizer = organizatora
game-decided-win = wygrywa { $player } ({ $score })
game-decided-forfeit = wygrywa { $player } walkowerem ({ $score })
game-decided-draw = remis (½-½)
game-decided-double-forfeit = obaj gracze przegrywają walkowerem (-/-)
