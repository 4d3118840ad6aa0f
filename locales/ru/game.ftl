# Сообщения партии (источник: en-US). На «ты». Множественное число: one, few, many, other.

## Игроки и чей ход.

game-player = **{ $name }** ({ $side ->
        [white] белые
       *[black] чёрные
    })
game-to-move = Ход: { $player }.
game-to-move-in-check = Ход: { $player } (шах).
game-clocks = Часы: белые { $white }, чёрные { $black }.
game-move-deadline = Время на этот ход истекает { $when }.

## Настройки партии.

game-clock-none = без часов
game-clock-live = контроль { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } день на ход
        [few] { $days } дня на ход
        [many] { $days } дней на ход
       *[other] { $days } дня на ход
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, удары по королю { $king-strikes ->
        [on] включены
       *[off] выключены
    }, { $intercept } на перехват, { $clock }
game-summary-ai = { $summary }, против ИИ уровня { $level }

## Первое сообщение и /board.

game-start = **{ $white }** (белые) против **{ $black }** (чёрные): { $summary }.
game-board = { $white } (белые) против { $black } (чёрные): { $summary }.
game-board-missile = Ракета в воздухе на { $square }.
game-export = Запись партии { $game }.

## Ходы, полёты и сбитые ракеты.

game-moved = { $player } играет **{ $san }**.
game-steer-first = { $player }, направь ракету с **{ $square }**: выбери первое поле, на которое она войдёт (на поле с фигурой соперника она детонирует).
game-steer-next = { $line } — { $player }: выбери следующее поле, на которое она войдёт.
game-self-destruct = Самоуничтожение
game-question = { $line } — { $defender }: сбить ({ $labels }) или пропустить? Конец { $when }
game-question-notice = { $defender }, ракета на **{ $square }**: сбей её или пропусти; вопрос закроется { $when }.
game-let-pass = Пропустить
game-passed = { $line } — { $defender } пропускает её.
game-passed-timeout = { $line } — { $defender } не ответил за { $intercept }: ракета пролетает.
game-question-cut-short = { $line } — партия закончилась до ответа.
game-shot-down = 💥 { $defender } сбивает её на { $square } ходом { $san }.
game-detonated = 💥 Ракета игрока { $attacker } детонирует на { $square } и уничтожает { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    } игрока { $defender }.
game-self-destructed = 💥 Пешка игрока { $player } на { $square } самоуничтожается.

## Предложения ничьей и напоминания.

game-draw-offer = { $player } предлагает ничью. { $opponent }, принимаешь или отклоняешь?
game-accept = Принять
game-decline = Отклонить
game-draw-declined = { $player } отклоняет ничью.
game-draw-agreed = Ничья по соглашению.
game-draw-offer-ended = Это предложение ничьей закрыто: партия окончена.
game-draw-offer-lapsed = Предложение ничьей истекло: вместо ответа был сделан ход.
game-reminder = Напоминание: { $player }, твой ход; твоё время истекает { $when }.
game-move-limit-half-lose = Напоминание: { $player }, твой ход; прошла половина лимита на ход ({ $limit }): ты проиграешь партию { $when }.
game-move-limit-half-claim = Напоминание: { $player }, твой ход; прошла половина лимита на ход ({ $limit }): { $opponent } сможет потребовать победу { $when }.
game-move-limit-reached = { $player } не сделал ход в пределах лимита на ход ({ $limit }): { $opponent }, ты можешь потребовать победу командой `/claim` или дождаться хода.

## Конец.

game-rematch = Реванш
game-analyse = Анализ
game-aborted = Партия отменена: без результата.
game-over-agreement = Партия окончена: ничья по соглашению.
game-over-win = Партия окончена: { $winner } побеждает: { $why }.
game-over-draw = Партия окончена: ничья: { $why }.
game-why-resignation = { $player } сдаётся
game-why-time = у { $player } кончилось время
game-why-move-limit = { $player } не сделал ход в пределах лимита на ход ({ $limit })
game-why-time-no-material = у { $player } кончилось время, но у { $opponent } слишком мало материала для победы
game-why-threefold = по требованию: троекратное повторение (одна и та же позиция трижды)
game-why-fifty-moves = по требованию: правило 50 ходов (по 50 ходов без взятий, ходов пешкой и полётов)
game-why-checkmate = { $player } получает мат
game-why-king-destroyed = ракета уничтожила короля игрока { $player }
game-why-promotion = пешка на { $square } дошла до последней горизонтали
game-why-promotion-somewhere = пешка дошла до последней горизонтали
game-why-stalemate = у { $player } пат (нет ходов, нет шаха)
game-why-no-legal-move = у { $player } нет допустимого хода
game-why-no-pawns = у { $player } не осталось пешек
game-why-no-pawns-side = у одной из сторон не осталось пешек
game-why-insufficient-material = ни у одной стороны не хватает материала для мата
game-why-seventy-five-moves = по 75 ходов без взятий, ходов пешкой и полётов
game-why-fivefold = одна и та же позиция повторилась пять раз
game-decided = Партия окончена: { $what }, решение: **{ $by }**.
game-an-organizer = организатор
game-decided-win = { $player } побеждает ({ $score })
game-decided-forfeit = { $player } побеждает из-за неявки соперника ({ $score })
game-decided-draw = ничья (½-½)
game-decided-double-forfeit = оба игрока проигрывают из-за неявки (-/-)
