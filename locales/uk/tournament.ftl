# Тривалість і кількість (джерело: en-US).
# Множина за CLDR: one (1, 21, 31…), few (2-4, 22-24…), many (0, 5-20, 25…), other (дроби).

## Тривалість, у найбільшій цілій одиниці.

duration-seconds = { $count ->
    [one] { $count } секунда
    [few] { $count } секунди
    [many] { $count } секунд
   *[other] { $count } секунди
}
duration-minutes = { $count ->
    [one] { $count } хвилина
    [few] { $count } хвилини
    [many] { $count } хвилин
   *[other] { $count } хвилини
}
duration-hours = { $count ->
    [one] { $count } година
    [few] { $count } години
    [many] { $count } годин
   *[other] { $count } години
}
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дні
    [many] { $count } днів
   *[other] { $count } дня
}

## Оголошення турніру.

tournament-rounds = { $count ->
    [one] { $count } тур.
    [few] { $count } тури.
    [many] { $count } турів.
   *[other] { $count } туру.
}
tournament-max-players = { $count ->
    [one] Не більше { $count } гравця.
   *[other] Не більше { $count } гравців.
}

## Кількості, усередині речення.

count-rounds = { $count ->
    [one] { $count } тур
    [few] { $count } тури
    [many] { $count } турів
   *[other] { $count } туру
}
count-players = { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
    [many] { $count } гравців
   *[other] { $count } гравця
}
count-matches = { $count ->
    [one] { $count } матч
    [few] { $count } матчі
    [many] { $count } матчів
   *[other] { $count } матчу
}
count-rated-games = { $count ->
    [one] { $count } рейтингова партія
    [few] { $count } рейтингові партії
    [many] { $count } рейтингових партій
   *[other] { $count } рейтингової партії
}
