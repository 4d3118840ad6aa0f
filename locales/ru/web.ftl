# Публичный сайт (crates/web).

## Рамка каждой страницы.

web-nav-leaderboard = Рейтинг
web-footer = Cruise Pawns: просмотр партий, рейтингов и турниров бота, только для чтения. У каждой страницы есть данные в JSON по адресу <code>/api</code>.
web-languages = Язык

## Ошибки.

web-not-found-title = Не найдено
web-not-found-why = Рейтинг, турниры и партии сервера появляются здесь, только когда кто-то с правом «Управлять сервером» включит их командой <code>/settings web:on</code>; страница игрока — только когда он сыграет рейтинговую партию на таком сервере.
web-back-home = Вернуться на главную
web-no-page = По этому адресу нет страницы.
web-no-file = Такого файла нет.
web-not-a-game-number = `{ $text }` — это не номер партии.
web-not-a-puzzle-number = `{ $text }` — это не номер задачи.
web-missing-game = Партии { $id } нет, или её сервер не открыл свои страницы.
web-missing-tournament = Турнира { $id } нет, или его сервер не открыл свои страницы.
web-missing-puzzle = Задачи { $id } нет, или её сервер не открыл свои страницы.
web-missing-server-board = Рейтинга этого сервера нет, или сервер не открыл свои страницы.
web-missing-player = Такого игрока здесь нет: страница игрока становится публичной, когда он сыграет рейтинговую партию на сервере с открытыми страницами.
web-no-preset = Пресета `{ $name }` нет. Есть пресеты: { $list }.
web-not-a-game-picture = `{ $frame }` — это не картинка этой партии.
web-not-a-puzzle-picture = `{ $frame }` — это не картинка этой задачи.
web-no-game-picture = У партии { $id } нет картинки { $n }.
web-no-puzzle-picture = У задачи { $id } нет картинки { $n }.
web-not-analysed = Партия { $id } ещё не проанализирована: нажми «Анализ» в конце партии в Discord или набери `/analyse game:{ $id }`.
web-error-title = Ошибка
web-error-heading = Что-то пошло не так
web-error-unreadable = { $what } хранится в виде, который эта версия сайта не может прочитать (записано более новой версией бота или повреждено). Повторная попытка не поможет: в журнале сервера админ бота найдёт строку и причину.
web-error-retry = Сейчас не удалось прочитать данные. Попробуй ещё раз чуть позже; если это повторяется, причина есть в журнале сервера.
web-what-game = Партия { $id }
web-what-tournament = Турнир { $id }
web-what-puzzle = Задача { $id }
web-what-analysis = Анализ партии { $id }
web-busy-title = Занято
web-busy = { $why } Сайт сейчас перегружен: попробуй снова через несколько секунд (Retry-After подскажет когда).
web-busy-drawing = Сейчас рисуется слишком много картинок, чтобы нарисовать эту.
web-busy-slow = Ответ занял больше { $seconds } с.

## Главная страница.

web-home-title = Главная
web-home-intro = Рейтинги, турниры и записи партий Discord-бота Cruise Pawns для серверов, которые открыли свои страницы (<code>/settings web:on</code>).
web-home-boards = Рейтинги по всем серверам
web-home-where = Собственный рейтинг сервера — по адресу <code>/servers/&lt;id сервера&gt;/leaderboard/&lt;пресет&gt;</code>, турнир — <code>/tournaments/&lt;номер&gt;</code>, партия — <code>/games/&lt;номер&gt;</code>, задача из партии — <code>/puzzles/&lt;номер&gt;</code> (свежие задачи сервера — на его странице рейтинга), игрок — <code>/players/&lt;id пользователя&gt;</code>. Бот даёт на них ссылки в своих сообщениях, когда задан адрес сайта (<code>PUBLIC_URL</code>).
web-home-api = JSON для инструментов сообщества: <code>/api/leaderboard/&lt;пресет&gt;</code>, <code>/api/servers/&lt;id сервера&gt;/leaderboard/&lt;пресет&gt;</code>, <code>/api/tournaments/&lt;номер&gt;</code>, <code>/api/games/&lt;номер&gt;</code>, <code>/api/puzzles/&lt;номер&gt;</code>, <code>/api/players/&lt;id пользователя&gt;</code>.

## Таблицы.

web-col-player = Игрок
web-col-rating = Рейтинг
web-col-games = Партии
web-col-week = 7 дней
web-col-points = Очки
web-col-tiebreak = Доп. показатель
web-col-preset = Пресет
web-col-rank = Место
web-col-wins = Победы
web-col-draws = Ничьи
web-col-losses = Поражения
web-col-streak = Серия (лучшая)

## Рейтинги.

web-board-title = Рейтинг { $preset }, страница { $page }
web-board-heading = Рейтинг { $preset }, { $scope ->
        [server] этот сервер
       *[all] все серверы
    }
web-board-pages = Страница { $page } из { $pages } · в рейтинге: { $ranked }
web-board-presets = Пресеты:
web-board-empty = На этой странице нет игроков в рейтинге.
web-board-hidden = { $count ->
        [one] Ещё { $count } игрок с этой страницы играл только на серверах с закрытыми страницами.
        [few] Ещё { $count } игрока с этой страницы играли только на серверах с закрытыми страницами.
        [many] Ещё { $count } игроков с этой страницы играли только на серверах с закрытыми страницами.
       *[other] Ещё { $count } игрока с этой страницы играли только на серверах с закрытыми страницами.
    }
web-board-provisional = { $count ->
        [0] Нет предварительных игроков, ждущих попадания в рейтинг.
        [one] { $count } предварительный игрок (рейтинг с ?) ещё не в рейтинге.
        [few] { $count } предварительных игрока (рейтинги с ?) ещё не в рейтинге.
        [many] { $count } предварительных игроков (рейтинги с ?) ещё не в рейтинге.
       *[other] { $count } предварительного игрока (рейтинги с ?) ещё не в рейтинге.
    }
web-board-prev = ← страница { $page }
web-board-next = страница { $page } →

## Запись партии.

web-game-title = { $white } — { $black }
web-game-number = Партия { $id }
web-in-progress = идёт
web-reason = { $reason ->
        [checkmate] мат
        [king-destroyed] король уничтожен
        [promotion] превращение
        [stalemate] пат
        [no-legal-move] нет допустимых ходов
        [no-pawns] не осталось пешек
        [insufficient-material] недостаточно материала
        [seventy-five-moves] правило 75 ходов
        [fivefold-repetition] пятикратное повторение
        [resignation] сдача
        [time] время
        [time-insufficient-material] время, недостаточно материала
        [agreement] соглашение
        [threefold-repetition] троекратное повторение
        [fifty-moves] правило 50 ходов
        [aborted] прервана
        [move-limit] лимит ходов
        [decided] решение организатора
        [decided-forfeit] неявка
       *[other] { $reason }
    }
web-board-alt = доска, { $side ->
        [white] белые
       *[black] чёрные
    } внизу
web-replay-prev = ← назад
web-replay-next = вперёд →
web-replay-keys = (или клавиши ← →)
web-replay-flip = перевернуть доску ({ $side ->
        [white] белые
       *[black] чёрные
    } внизу)
web-no-moves = Ходов пока нет.
web-caption-start = Начало: ход { $side ->
        [white] белых
       *[black] чёрных
    }.
web-caption-flight = Ракета { $side ->
        [white] белых
       *[black] чёрных
    } с { $launch } влетает на { $square } (шаг { $step } из { $steps }).
web-caption-shot-down = Ракету сбивают на { $square }: { $move }.
web-caption-self-destruct = Пешка на { $square } самоуничтожается.
web-caption-detonates = Ракета детонирует на { $square }.
web-caption-played = { $side ->
        [white] Белые сыграли
       *[black] Чёрные сыграли
    } { $move }.

## Анализ партии.

web-analysis = Анализ
web-analysis-side = { $side ->
        [white] Белые
       *[black] Чёрные
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = точность { $value }%
web-analysis-no-decision = нет решений
web-analysis-chart-alt = Шансы белых (Win%) после каждого решения
web-analysis-worst = ход { $number }, { $side ->
        [white] белые
       *[black] чёрные
    }: { $played }{ $mark } (Win% { $before } → { $after }); лучше: { $better }
web-analysis-better = лучше: { $move }
web-analysis-note = Оценено движком бота на { $nodes } узлов на позицию; знаки как на lichess (?! неточность, ? ошибка, ?? зевок).

## Турнир.

web-tournament-number = Турнир { $id }
web-format = { $format ->
        [swiss] швейцарская система
        [round-robin] круговой турнир
        [arena] арена
        [knockout] на выбывание
        [double-elimination] двойное выбывание
       *[other] { $format }
    }
web-status = { $status ->
        [open] открыт
        [running] идёт
        [finished] завершён
       *[cancelled] отменён
    }
web-standings = Турнирная таблица
web-not-started = Ещё не начался: пока { $count ->
        [one] записался { $count } игрок
        [few] записались { $count } игрока
        [many] записались { $count } игроков
       *[other] записались { $count } игрока
    }.
web-withdrawn = (выбыл)
web-crosstable = Кросс-таблица
web-round = Тур { $number }
web-playing = идёт
web-bye = (свободный тур)
web-result-bye = свободный тур
web-result-half-bye = свободный тур (½)
web-bracket = Сетка
web-bracket-links = Каждый сыгранный матч ведёт к своим партиям.

## Игрок.

web-chart-alt = график рейтинга
web-ratings = Рейтинги
web-not-ranked = не в рейтинге
web-recent-games = Последние партии: { $preset }
web-recent-game = { $result ->
        [win] победа
        [draw] ничья
       *[loss] поражение
    } против { $opponent } ({ $rating })

## Задача.

web-puzzle-title = Задача { $id }
web-puzzle-from = из партии { $white } — { $black }, ход { $move }
web-puzzle-credit = Задача { $credit }.
web-puzzle-themes = темы: { $themes }
web-themes-none = нет
web-puzzle-rating = рейтинг { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } попытка
        [few] { $count } попытки
        [many] { $count } попыток
       *[other] { $count } попытки
    }
web-puzzle-prev = ← назад
web-puzzle-next = показать следующий ход →
web-puzzle-solution = Показать решение
web-puzzle-step-alt = доска после хода { $n } решения
web-puzzle-start = { $side ->
        [white] Белые сыграли
       *[black] Чёрные сыграли
    } { $move }. Ход { $solver ->
        [white] белых
       *[black] чёрных
    }: найди единственный хороший ход.
web-puzzle-plays-move = { $side ->
        [white] Белые играют
       *[black] Чёрные играют
    } { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Белые пропускают
       *[black] Чёрные пропускают
    } ракету.
web-puzzle-solved = Решено.
web-recent-puzzles = Свежие задачи
web-no-puzzles = Задач из партий этого сервера пока нет: каждую законченную партию проверяют на задачи.
web-request-timed-out = Запрос не пришёл вовремя. Отправь его ещё раз, побыстрее.
web-too-many-connections = Сейчас открыто слишком много соединений. Попробуй ещё раз через несколько секунд.
