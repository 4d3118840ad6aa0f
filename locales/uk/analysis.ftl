# Аналіз завершеної партії (джерело: en-US). Множина: one, few, many, other.

analysis-head = **Аналіз партії { $game }** ({ $white } проти { $black })
analysis-queued = { analysis-head }: чекає на рушій (партії, що тривають, мають перевагу).
analysis-queued-behind = { analysis-head }: чекає на рушій, попереду { $ahead ->
        [one] { $ahead } аналіз
        [few] { $ahead } аналізи
       *[other] { $ahead } аналізів
    } (партії, що тривають, мають перевагу).
analysis-running = { analysis-head }: оцінено { $done } з { $total } позицій ({ $percent }%).
analysis-done = { analysis-head }: готово, { $decisions ->
        [one] оцінено { $decisions } рішення
        [few] оцінено { $decisions } рішення
       *[other] оцінено { $decisions } рішень
    }. Аналіз нижче.

analysis-asked-stored = Партію { $game } вже проаналізовано: аналіз публікується тут.
analysis-asked-running = Партія { $game } вже аналізується: поступ і результат публікуються там, де його запросили.
analysis-asked-new = Аналізую партію { $game }: поступ буде тут, потім сам аналіз.

analysis-summary = **Аналіз партії { $game }** ({ $preset }; { $nodes } вузлів на позицію)
analysis-side = { $color ->
        [white] Білі
       *[black] Чорні
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = точність **{ $accuracy }%**
analysis-no-decision = жодне рішення не оцінено
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } неточність
        [few] { $inaccuracies } неточності
       *[other] { $inaccuracies } неточностей
    } (?!), { $mistakes ->
        [one] { $mistakes } помилка
        [few] { $mistakes } помилки
       *[other] { $mistakes } помилок
    } (?), { $blunders ->
        [one] { $blunders } позіх
        [few] { $blunders } позіхи
       *[other] { $blunders } позіхів
    } (??)
analysis-legend = Графік: шанси білих (Win%) після кожного рішення; ▲ під ним — політ, ▼ над ним — збита ракета, точки — позначені рішення (синя ?!, помаранчева ?, червона ??).
analysis-follows-none = Жодне рішення не позначено: показувати нічого.
analysis-follows = { $count ->
        [one] Нижче найгірше рішення і кращий вибір.
       *[other] Нижче { $count } найгірші рішення і кращий вибір.
    }

analysis-worst = **Найгірше рішення { $index } з { $count }**: хід { $number }, { $color ->
        [white] білі
       *[black] чорні
    } (**{ $name }**) { $played } (Win% { $color ->
        [white] білих
       *[black] чорних
    } { $before } → { $after }). Краще: { $better }.
analysis-played-pass = пропустили ракету **{ $mark }**
analysis-played-shoot = збили ракету ходом **{ $move }{ $mark }**
analysis-played-flight = запустили **{ $move }{ $mark }**
analysis-played-move = зіграли **{ $move }{ $mark }**
analysis-better-pass = пропустити її
analysis-better-shoot = збити її ходом **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Партія { $game }: { $white } (білі) проти { $black } (чорні), Win% білих
