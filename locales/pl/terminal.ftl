# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Białe
terminal-black = Czarne
terminal-ai-name = SI (poziom { $level })
terminal-bad-ai-side = --ai { $given }: powiedz, którym kolorem gra SI, white albo black
terminal-bad-level = --level { $given }: wybierz od 1 (najsłabszy) do 8 (najsilniejszy)
terminal-bad-lang = --lang { $given }: wybierz jeden z tych języków: { $codes }
terminal-no-database = nie można otworzyć bazy danych: { $error }
terminal-welcome = Cruise Pawns, we dwoje przy tym terminalu. Baza danych: { $database }. Obrazy szachownicy: { $pictures }. Wpisz `help`, aby zobaczyć polecenia.
terminal-game-over = Partia się skończyła. Do zobaczenia!
terminal-ask-shoot-down = { $player }: zestrzelić pocisk ({ $choices }) czy przepuścić? [{ $seconds } s] >
terminal-ask-steer = { $player }: kieruj pocisk na { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: kieruj pocisk na { $squares } albo * dla autodestrukcji >
terminal-ask-move = Ruch: { $player } >
terminal-end-of-input = Koniec wejścia: partia zostaje zapisana w { $database }.
terminal-leaving = Wychodzę; partia zostaje zapisana w { $database }.
terminal-legal-moves = Legalne ruchy: { $moves }
terminal-cannot-write-picture = (nie można zapisać { $file }: { $error })
terminal-no-picture = (brak obrazu szachownicy: { $error })
terminal-help-title = Polecenia (wpisuje je gracz, który ma ruch):
terminal-help-move = zwykły ruch (SAN lub UCI)
terminal-help-flight = cały lot pocisku (widać tylko pola osiągnięte do tej pory)
terminal-help-self-destruct = pionek na e4 ulega autodestrukcji
terminal-help-fire =
    kieruj pionkiem z e4 krok po kroku; potem wpisuj kolejne pola (e5),
    albo * dla autodestrukcji przed pierwszym krokiem
terminal-help-answer = odpowiedź obrońcy na pytanie o zestrzelenie (brak odpowiedzi = { $pass })
terminal-help-draw = zaproponuj remis; drugi gracz wpisuje { $accept } albo { $decline }
terminal-help-claim = zażądaj remisu (trzykrotne powtórzenie lub 50 ruchów)
terminal-help-resign = poddaj się; przerwij (tylko zanim obie strony wykonają ruch)
terminal-help-board = pokaż szachownicę; wypisz legalne ruchy; wydrukuj zapis partii (PGN)
terminal-help-quit = ta pomoc; wyjdź (partia zostaje zapisana)

terminal-in-seconds = { $count ->
    [one] za { $count } sekundę
    [few] za { $count } sekundy
    [many] za { $count } sekund
   *[other] za { $count } sekundy
}
terminal-in-minutes = { $count ->
    [one] za { $count } minutę
    [few] za { $count } minuty
    [many] za { $count } minut
   *[other] za { $count } minuty
}
terminal-in-hours = { $count ->
    [one] za { $count } godzinę
    [few] za { $count } godziny
    [many] za { $count } godzin
   *[other] za { $count } godziny
}
terminal-in-days = { $count ->
    [one] za { $count } dzień
    [few] za { $count } dni
    [many] za { $count } dni
   *[other] za { $count } dnia
}
terminal-ago-seconds = { $count ->
    [one] { $count } sekundę temu
    [few] { $count } sekundy temu
    [many] { $count } sekund temu
   *[other] { $count } sekundy temu
}
terminal-ago-minutes = { $count ->
    [one] { $count } minutę temu
    [few] { $count } minuty temu
    [many] { $count } minut temu
   *[other] { $count } minuty temu
}
terminal-ago-hours = { $count ->
    [one] { $count } godzinę temu
    [few] { $count } godziny temu
    [many] { $count } godzin temu
   *[other] { $count } godziny temu
}
terminal-ago-days = { $count ->
    [one] { $count } dzień temu
    [few] { $count } dni temu
    [many] { $count } dni temu
   *[other] { $count } dnia temu
}
