# Dlaczego bot odrzucił akcję: zdanie, które mówi, co jest nie tak i co
# zrobić (źródło: en-US).
# Liczba mnoga wg CLDR: one (1), few (2-4, 22-24…), many (0, 5-21, 25…), other (ułamki).

## Partie.

refusal-no-game-here = Tutaj nie toczy się żadna partia. Zacznij ją wyzwaniem.
refusal-game-over = Ta partia się zakończyła.
refusal-not-playing = Nie grasz w tej partii.
refusal-not-your-turn = To nie twój ruch.
refusal-wait-for-answer = Poczekaj: { $defender } decyduje, czy zestrzelić twój pocisk.
refusal-answer-first = Najpierw odpowiedz na pytanie o zestrzelenie (zestrzelić pocisk czy go przepuścić).
refusal-missile-in-air = Twój pocisk wystrzelony z { $launch } jest w powietrzu: steruj nim dalej (wpisz lub wybierz jego następne pole).
refusal-empty-move = Wpisz ruch, np. e4, Nf3, e2e4, albo lot, np. e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = W { $preset } nie ma pocisków: zagraj zwykły ruch.
refusal-not-a-square = `{ $text }` to nie pole: wpisz kolumnę a-h i rząd 1-8, np. e4.
refusal-cannot-fire = Bierki na { $square } nie można teraz wystrzelić: { $why ->
        [empty] to pole jest puste
        [not-yours] to nie jest twój pion
        [not-a-pawn] wystrzelić można tylko piony
        [starting-rank] pionu na jego pierwotnej linii nie można wystrzelić
       *[no-legal-flight] nie ma żadnego dozwolonego lotu (może to blokować czas odnowienia, związanie lub szach)
    }.
refusal-not-steering = Nie sterujesz żadnym pociskiem: najpierw wybierz pion do wystrzelenia (np. fire e4).
refusal-self-destruct-too-late = Pion może się samozniszczyć tylko przed swoim pierwszym krokiem.
refusal-cannot-enter = Pocisk nie może teraz wejść na { $square }; może wejść na: { $next }.
refusal-cannot-enter-anywhere = Pocisk nie może teraz wejść na { $square }; może wejść na: żadne pole.
refusal-question-ended = To pytanie jest już zamknięte.
refusal-question-ended-game-over = To pytanie jest zamknięte: partia się zakończyła.
refusal-answer-for-earlier-question = Twoja odpowiedź została napisana, zanim padło to pytanie, więc nie została uwzględniona: spójrz na nowe pytanie i odpowiedz na nie.
refusal-too-many-ai-games = { $count ->
        [one] Masz już na tym serwerze { $count } nieukończoną partię z komputerem: { $games }. Dokończ ją albo się poddaj, zanim zaczniesz kolejną.
        [few] Masz już na tym serwerze { $count } nieukończone partie z komputerem: { $games }. Dokończ jedną z nich albo się w niej poddaj, zanim zaczniesz kolejną.
        [many] Masz już na tym serwerze { $count } nieukończonych partii z komputerem: { $games }. Dokończ jedną z nich albo się w niej poddaj, zanim zaczniesz kolejną.
       *[other] Masz już na tym serwerze { $count } nieukończonej partii z komputerem: { $games }. Dokończ jedną z nich albo się w niej poddaj, zanim zaczniesz kolejną.
    }
refusal-ai-game = partia { $game } (poziom { $level }) na { $place }
refusal-position-changed = Pozycja zmieniła się od napisania twojej wiadomości, więc ruch nie został zagrany: spójrz jeszcze raz na szachownicę i wyślij ruch ponownie.
refusal-no-question = Nie ma pytania o zestrzelenie, na które można odpowiedzieć.
refusal-only-opponent-answers = Na to pytanie może odpowiedzieć tylko twój przeciwnik.
refusal-not-a-shoot-down = `{ $text }` nie jest tu zestrzeleniem; wybierz { $labels } albo go przepuść.
refusal-ambiguous-shoot-down = `{ $text }` może oznaczać { $matches }: wpisz dokładnie tak, jak pokazano (wielkie litery dla bierek).
refusal-too-late-to-abort = Obie strony wykonały ruch: partii nie można już przerwać (poddaj się albo zaproponuj remis).
refusal-not-abortable = Ta partia została ci przydzielona w kojarzeniu i nie można jej przerwać: zamiast tego się poddaj albo wycofaj się z wydarzenia, które ją skojarzyło.
refusal-berserk-too-late = Berserka możesz włączyć tylko przed swoim pierwszym ruchem w partii.
refusal-berserk-no-clock = Berserk zmniejsza twój czas o połowę: ta partia nie ma działającego zegara.
refusal-already-berserk = Berserk jest już włączony w tej partii: twój czas zmniejsza się o połowę tylko raz.
refusal-already-offered-draw = Remis został już przez ciebie zaproponowany.
refusal-no-draw-offer = Nie ma propozycji remisu, na którą można odpowiedzieć.
refusal-own-draw-offer = To twoja propozycja remisu; odpowiada na nią przeciwnik.
refusal-claim-after-flight = Zgłoś remis, gdy lot pocisku się zakończy.
refusal-no-claims-in-pawn-game = W Pawn Game nie można zgłaszać remisu: zamiast tego zaproponuj remis.
refusal-nothing-to-claim = Nie ma remisu do zgłoszenia: ta pozycja wystąpiła { $repetitions ->
        [one] { $repetitions } raz
       *[other] { $repetitions } razy
    } (potrzeba 3) i wykonano { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } bez bicia, ruchu pionem ani lotu (potrzeba 50).
refusal-move-limit-not-reached = Na razie nie ma czego zgłaszać: { $opponent } ma jeszcze { $left } na ruch. Jeśli limit czasu na ruch skończy się wcześniej, `/claim` da ci wygraną.

## Wyzwania i rewanże.

refusal-challenge-not-open = To wyzwanie nie jest już otwarte.
refusal-challenge-expired = To wyzwanie wygasło.
refusal-rematch-not-over = Partia { $game } wciąż trwa: rewanż będzie można zaproponować, gdy się skończy.
refusal-no-rematch = Partia { $game } nie ma rewanżu: proponują go tylko towarzyskie i rankingowe partie między dwoma członkami, a nie partie turniejowe ani partie z komputerem. Zacznij nową partię przez `/challenge`.
refusal-rematch-not-yours = Tylko { $white } i { $black }, którzy grali partię { $game }, mogą zagrać jej rewanż. Zacznij własną partię przez `/challenge`.
refusal-rematch-offered = Rewanż jest już zaproponowany: teraz { $opponent } może go przyjąć (przez **Rematch** lub **Accept**) w ciągu { $open } od twojej propozycji.
refusal-rematch-expired = Ta propozycja rewanżu wygasła: była otwarta przez { $open }. Zacznij nową partię przez `/challenge`.
refusal-rematch-started = Rewanż już się zaczął: to partia { $game }.
refusal-rematch-started-elsewhere = Rewanż już się zaczął.
refusal-rematch-closed = Ta propozycja rewanżu została odrzucona lub wycofana. Zacznij nową partię przez `/challenge`.
refusal-own-challenge = Nie możesz przyjąć własnego wyzwania.
refusal-challenge-for-other = To wyzwanie jest tylko dla { $name }.
refusal-challenge-self = Nie możesz wyzwać siebie: podaj innego gracza albo zostaw przeciwnika pustego, aby wyzwanie było otwarte.
refusal-only-challenger-cancels = Tylko autor wyzwania może je anulować.
refusal-open-challenge-decline = To wyzwanie jest otwarte dla wszystkich: przyjmij je albo zostaw je komuś innemu.
refusal-not-your-challenge = To wyzwanie nie jest dla ciebie.
refusal-too-many-challenges = Masz już na tym serwerze { $limit ->
        [one] { $limit } otwarte wyzwanie
        [few] { $limit } otwarte wyzwania
        [many] { $limit } otwartych wyzwań
       *[other] { $limit } otwartego wyzwania
    } (to limit): poczekaj na odpowiedź albo wycofaj jedno przyciskiem Decline.
refusal-two-players-needed = Do partii potrzeba dwóch różnych graczy.
refusal-place-taken-thread = W tym wątku już toczy się partia.
refusal-place-taken-channel = Na tym kanale już toczy się partia: zagraj następną w wątku.

## Analizy.

refusal-no-such-game = Na tym serwerze nie ma partii { $game }: podaj numer z jej końcowej wiadomości.
refusal-analysis-not-over = Partia { $game } wciąż trwa: będzie można ją przeanalizować, gdy się skończy.
refusal-nothing-to-analyse = Partia { $game } zakończyła się przed pierwszym ruchem: nie ma czego analizować.
refusal-analysis-unavailable = Partii { $game } nie można teraz przeanalizować: nie udało się odczytać jej zapisu. Spróbuj ponownie za minutę.
refusal-analysis-queue-full = Partia { $game } nie może teraz trafić do kolejki analiz: { $waiting ->
        [one] czeka już { $waiting } partia
        [few] czekają już { $waiting } partie
        [many] czeka już { $waiting } partii
       *[other] czeka już { $waiting } partii
    }. Poproś ponownie za kilka minut.
refusal-analysis-member-share = Partia { $game } nie może trafić do kolejki analiz: masz już { $limit ->
        [one] { $limit } partię
        [few] { $limit } partie
        [many] { $limit } partii
       *[other] { $limit } partii
    } w kolejce lub w trakcie analizy, a to maksimum dla jednego członka. Poproś ponownie, gdy któraś z nich się skończy.
refusal-analysis-server-share = Partia { $game } nie może trafić do kolejki analiz: ten serwer ma już { $limit ->
        [one] { $limit } partię
        [few] { $limit } partie
        [many] { $limit } partii
       *[other] { $limit } partii
    } w kolejce lub w trakcie analizy, czyli swoją część kolejki (dzielą ją też inne serwery). Poproś ponownie, gdy któraś z nich się skończy.

## Sam bot.

refusal-settings = { $reason }
refusal-save-failed = Nie udało się zapisać twojej akcji (problem z zapisem danych); nic się nie zmieniło. Spróbuj ponownie za chwilę.
refusal-leaderboard-unavailable = Nie można teraz odczytać rankingu; spróbuj później.
refusal-profile-unavailable = Nie można teraz odczytać profilu; spróbuj później.
refusal-shutting-down = Bot się restartuje: nic się nie zmieniło. Spróbuj ponownie za minutę.

## Listy w zdaniu.

list-and = { $first } i { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } lub { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
