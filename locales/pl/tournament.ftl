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
