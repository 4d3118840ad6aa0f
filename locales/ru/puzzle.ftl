# /puzzle: задачи из партий сервера, решаемые лично; пост задачи дня
# (источник: en-US). Множественное число: one, few, many, other.

## Вид задачи

puzzle-credit = из партии { $white } — { $black }, ход { $move }
puzzle-title = **Задача { $id }**, { $credit }
puzzle-title-unrated = **Задача { $id }** (без рейтинга: ты уже её решал), { $credit }
puzzle-title-daily = **Задача дня** (задача { $id }), { $credit }
puzzle-title-streak = **Серия, задача { $number }** (задача { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Чёрные сыграли { $mistake }. Ход белых: найди лучший ход и ответь через `/move`.
       *[black] Белые сыграли { $mistake }. Ход чёрных: найди лучший ход и ответь через `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] Ракета чёрных летит { $path }: сбей её (кнопкой или `/move` со взятием) или пропусти.
       *[black] Ракета белых летит { $path }: сбей её (кнопкой или `/move` со взятием) или пропусти.
    }
puzzle-answer-shoot = сбить через { $move }
puzzle-answer-pass = пропустить
puzzle-let-it-pass = Пропустить

## Ответы

puzzle-right = ✅ { $answer } — верно. Ответ соперника: { $reply }. Снова твой ход: ответь через `/move`.
puzzle-unreadable = { $why }. Задача ждёт законного хода: ответь ещё раз через `/move`.
puzzle-rating = Рейтинг задач: { $change }
puzzle-solved = 🎉 { $answer }: решено!
puzzle-wrong = ❌ { $answer } — не то. Решение: { $solution }.
puzzle-streak-goes-on = Серия: решено { $solved }. Следующая сложнее:
puzzle-streak-ended = Твоя серия закончилась: решено { $solved } (твой рекорд: { $best }). Начни новую через `/puzzle streak`.
puzzle-streak-exhausted = Более сложных задач здесь нет: твоя серия закончилась, решено { $solved } (твой рекорд: { $best }).

## Отказы

puzzle-none = Здесь пока нет задачи для тебя: задачи берутся из законченных партий этого сервера (и серверов с открытыми страницами) через некоторое время после их конца. Сыграй партию и спроси позже
puzzle-no-daily = Здесь пока нет задачи дня: задачи берутся из законченных партий этого сервера. Сыграй партию и спроси завтра
puzzle-not-in-server = Задачи берутся из партий сервера: попроси задачу в канале сервера
puzzle-nothing-open = У тебя нет открытой задачи: попроси её через `/puzzle`, `/puzzle daily` или `/puzzle streak`
puzzle-unavailable = Сейчас не удалось прочитать или сохранить задачу: попробуй чуть позже
puzzle-still-open = У тебя уже есть открытая задача: сначала реши её (неверный ход её завершает). Вот она снова
puzzle-daily-done = { $solved ->
        [yes] Ты уже пробовал сегодняшнюю задачу (решена). Новая будет в 00:00 UTC
       *[no] Ты уже пробовал сегодняшнюю задачу (не решена). Новая будет в 00:00 UTC
    }
puzzle-bad-time = `{ $text }` — не время суток: укажи время задачи дня как HH:MM по UTC, например 09:30 или 18:00

## Задача дня

puzzle-daily-post = 🧩 **Задача дня { $date }**, { $credit }. { $solver ->
        [white] Ход белых
       *[black] Ход чёрных
    }: реши её лично через `/puzzle daily`.
    Решили: { $who }
puzzle-nobody-yet = пока никто
puzzle-settings-posted = Задача дня публикуется в { $channel } в { $time } UTC.
puzzle-settings-no-time = Задача дня будет в { $channel }, когда у неё появится время: задай puzzle_time: как HH:MM (UTC).
puzzle-settings-no-channel = Задача дня назначена на { $time } UTC, но у неё нет канала: задай puzzle_channel:, чтобы её публиковать.
puzzle-settings-off = Задача дня не публикуется: задай puzzle_channel: и puzzle_time:, чтобы её публиковать.

## Рейтинги задач

puzzle-leaderboard-title = **Таблица лидеров по задачам**
puzzle-leaderboard-title-page = **Таблица лидеров по задачам**, страница { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } (рейтинговых: { $plays }, лучшая серия { $best })
puzzle-leaderboard-empty = Здесь пока ни у кого нет рейтинга задач: реши задачу через `/puzzle`
puzzle-standing = { $rating } · рейтинговых: { $plays } · лучшая серия { $best }
