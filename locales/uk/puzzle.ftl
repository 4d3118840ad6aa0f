# /puzzle: задачі з партій сервера, які розв'язують особисто; допис задачі
# дня (джерело: en-US). Множина: one, few, many, other.

## Вигляд задачі

puzzle-credit = з партії { $white } — { $black }, хід { $move }
puzzle-title = **Задача { $id }**, { $credit }
puzzle-title-unrated = **Задача { $id }** (без рейтингу: ти вже її розв'язував), { $credit }
puzzle-title-daily = **Задача дня** (задача { $id }), { $credit }
puzzle-title-streak = **Серія, задача { $number }** (задача { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Чорні зіграли { $mistake }. Хід білих: знайди найкращий хід і відповідай через `/move`.
       *[black] Білі зіграли { $mistake }. Хід чорних: знайди найкращий хід і відповідай через `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] Ракета чорних летить { $path }: збий її (кнопкою або `/move` зі взяттям) або пропусти.
       *[black] Ракета білих летить { $path }: збий її (кнопкою або `/move` зі взяттям) або пропусти.
    }
puzzle-answer-shoot = збити через { $move }
puzzle-answer-pass = пропустити
puzzle-let-it-pass = Пропустити

## Відповіді

puzzle-right = ✅ { $answer } — правильно. Відповідь суперника: { $reply }. Знову твій хід: відповідай через `/move`.
puzzle-unreadable = { $why }. Задача чекає на законний хід: відповідай ще раз через `/move`.
puzzle-rating = Рейтинг задач: { $change }
puzzle-solved = 🎉 { $answer }: розв'язано!
puzzle-wrong = ❌ { $answer } — не те. Розв'язок: { $solution }.
puzzle-streak-goes-on = Серія: розв'язано { $solved }. Наступна складніша:
puzzle-streak-ended = Твоя серія завершилася: розв'язано { $solved } (твій рекорд: { $best }). Почни нову через `/puzzle streak`.
puzzle-streak-exhausted = Складніших задач тут немає: твоя серія завершилася, розв'язано { $solved } (твій рекорд: { $best }).

## Відмови

puzzle-none = Тут поки немає задачі для тебе: задачі беруться із завершених партій цього сервера (і серверів з відкритими сторінками) через якийсь час після їх кінця. Зіграй партію і спитай пізніше
puzzle-no-daily = Тут поки немає задачі дня: задачі беруться із завершених партій цього сервера. Зіграй партію і спитай завтра
puzzle-not-in-server = Задачі беруться з партій сервера: попроси задачу в каналі сервера
puzzle-nothing-open = У тебе немає відкритої задачі: попроси її через `/puzzle`, `/puzzle daily` або `/puzzle streak`
puzzle-unavailable = Зараз не вдалося прочитати чи зберегти задачу: спробуй трохи згодом
puzzle-still-open = У тебе вже є відкрита задача: спершу розв'яжи її (неправильний хід її завершує). Ось вона знову
puzzle-daily-done = { $solved ->
        [yes] Ти вже пробував сьогоднішню задачу (розв'язано). Нова буде о 00:00 UTC
       *[no] Ти вже пробував сьогоднішню задачу (не розв'язано). Нова буде о 00:00 UTC
    }
puzzle-bad-time = `{ $text }` — не час доби: вкажи час задачі дня як HH:MM за UTC, наприклад 09:30 або 18:00

## Задача дня

puzzle-daily-post = 🧩 **Задача дня { $date }**, { $credit }. { $solver ->
        [white] Хід білих
       *[black] Хід чорних
    }: розв'яжи її особисто через `/puzzle daily`.
    Розв'язали: { $who }
puzzle-nobody-yet = поки ніхто
puzzle-settings-posted = Задача дня публікується в { $channel } о { $time } UTC.
puzzle-settings-no-time = Задача дня буде в { $channel }, щойно матиме час: задай puzzle_time: як HH:MM (UTC).
puzzle-settings-no-channel = Задачу дня призначено на { $time } UTC, але вона не має каналу: задай puzzle_channel:, щоб її публікувати.
puzzle-settings-off = Задача дня не публікується: задай puzzle_channel: і puzzle_time:, щоб її публікувати.

## Рейтинги задач

puzzle-leaderboard-title = **Таблиця лідерів із задач**
puzzle-leaderboard-title-page = **Таблиця лідерів із задач**, сторінка { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } (рейтингових: { $plays }, найкраща серія { $best })
puzzle-leaderboard-empty = Тут ще ні в кого немає рейтингу задач: розв'яжи задачу через `/puzzle`
puzzle-standing = { $rating } · рейтингових: { $plays } · найкраща серія { $best }
