# Анализ законченной партии (источник: en-US). Множественное число: one,
# few, many, other.

analysis-head = **Анализ партии { $game }** ({ $white } против { $black })
analysis-queued = { analysis-head }: ждёт движок (партии в игре идут первыми).
analysis-queued-behind = { analysis-head }: ждёт движок, впереди { $ahead ->
        [one] { $ahead } анализ
        [few] { $ahead } анализа
       *[other] { $ahead } анализов
    } (партии в игре идут первыми).
analysis-running = { analysis-head }: оценено { $done } из { $total } позиций ({ $percent }%).
analysis-done = { analysis-head }: готово, { $decisions ->
        [one] оценено { $decisions } решение
        [few] оценено { $decisions } решения
       *[other] оценено { $decisions } решений
    }. Анализ ниже.

analysis-asked-stored = Партия { $game } уже проанализирована: анализ публикуется здесь.
analysis-asked-running = Партия { $game } уже анализируется: ход анализа и результат публикуются там, где его запросили.
analysis-asked-new = Анализирую партию { $game }: ход анализа будет здесь, затем сам анализ.

analysis-summary = **Анализ партии { $game }** ({ $preset }; { $nodes } узлов на позицию)
analysis-side = { $color ->
        [white] Белые
       *[black] Чёрные
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = точность **{ $accuracy }%**
analysis-no-decision = ни одно решение не оценено
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
       *[other] { $inaccuracies } неточностей
    } (?!), { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
       *[other] { $mistakes } ошибок
    } (?), { $blunders ->
        [one] { $blunders } зевок
        [few] { $blunders } зевка
       *[other] { $blunders } зевков
    } (??)
analysis-legend = График: шансы белых (Win%) после каждого решения; ▲ под ним — полёт, ▼ над ним — сбитая ракета, точки — отмеченные решения (синяя ?!, оранжевая ?, красная ??).
analysis-follows-none = Ни одно решение не отмечено: показывать нечего.
analysis-follows = { $count ->
        [one] Ниже худшее решение и лучший выбор.
       *[other] Ниже { $count } худших решения и лучший выбор.
    }

analysis-worst = **Худшее решение { $index } из { $count }**: ход { $number }, { $color ->
        [white] белые
       *[black] чёрные
    } (**{ $name }**) { $played } (Win% { $color ->
        [white] белых
       *[black] чёрных
    } { $before } → { $after }). Лучше: { $better }.
analysis-played-pass = пропустили ракету **{ $mark }**
analysis-played-shoot = сбили ракету ходом **{ $move }{ $mark }**
analysis-played-flight = запустили **{ $move }{ $mark }**
analysis-played-move = сыграли **{ $move }{ $mark }**
analysis-better-pass = пропустить её
analysis-better-shoot = сбить её ходом **{ $move }**
analysis-better-move = **{ $move }**

analysis-chart-title = Партия { $game }: { $white } (белые) против { $black } (чёрные), Win% белых
