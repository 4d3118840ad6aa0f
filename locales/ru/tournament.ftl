# Длительности и количества (источник: en-US).
# Множественное число по CLDR: one (1, 21, 31…), few (2-4, 22-24…), many (0, 5-20, 25…), other (дроби).

## Длительности, в самой крупной целой единице.

duration-seconds = { $count ->
    [one] { $count } секунда
    [few] { $count } секунды
    [many] { $count } секунд
   *[other] { $count } секунды
}
duration-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
duration-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часа
}
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}

## Объявление турнира.

tournament-rounds = { $count ->
    [one] { $count } тур.
    [few] { $count } тура.
    [many] { $count } туров.
   *[other] { $count } тура.
}
tournament-max-players = { $count ->
    [one] Не более { $count } игрока.
   *[other] Не более { $count } игроков.
}

## Количества, внутри предложения.

count-rounds = { $count ->
    [one] { $count } тур
    [few] { $count } тура
    [many] { $count } туров
   *[other] { $count } тура
}
count-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
}
count-matches = { $count ->
    [one] { $count } матч
    [few] { $count } матча
    [many] { $count } матчей
   *[other] { $count } матча
}
count-rated-games = { $count ->
    [one] { $count } рейтинговая партия
    [few] { $count } рейтинговые партии
    [many] { $count } рейтинговых партий
   *[other] { $count } рейтинговой партии
}
