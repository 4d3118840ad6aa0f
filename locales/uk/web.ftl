# Публічний сайт (crates/web).

## Рамка кожної сторінки.

web-nav-leaderboard = Рейтинг
web-footer = Cruise Pawns: перегляд партій, рейтингів і турнірів бота, лише для читання. Кожна сторінка має свої дані в JSON за адресою <code>/api</code>.
web-languages = Мова

## Помилки.

web-not-found-title = Не знайдено
web-not-found-why = Рейтинг, турніри й партії сервера з'являються тут, лише коли хтось із правом «Керувати сервером» увімкне їх командою <code>/settings web:on</code>; сторінка гравця — лише коли він зіграє рейтингову партію на такому сервері.
web-back-home = Повернутися на головну
web-no-page = За цією адресою немає сторінки.
web-no-file = Такого файлу немає.
web-not-a-game-number = `{ $text }` — це не номер партії.
web-not-a-puzzle-number = `{ $text }` — це не номер задачі.
web-missing-game = Партії { $id } немає, або її сервер не відкрив свої сторінки.
web-missing-tournament = Турніру { $id } немає, або його сервер не відкрив свої сторінки.
web-missing-puzzle = Задачі { $id } немає, або її сервер не відкрив свої сторінки.
web-missing-server-board = Рейтингу цього сервера немає, або сервер не відкрив свої сторінки.
web-missing-player = Такого гравця тут немає: сторінка гравця стає публічною, коли він зіграє рейтингову партію на сервері з відкритими сторінками.
web-no-preset = Пресету `{ $name }` немає. Є пресети: { $list }.
web-not-a-game-picture = `{ $frame }` — це не зображення цієї партії.
web-not-a-puzzle-picture = `{ $frame }` — це не зображення цієї задачі.
web-no-game-picture = У партії { $id } немає зображення { $n }.
web-no-puzzle-picture = У задачі { $id } немає зображення { $n }.
web-not-analysed = Партію { $id } ще не проаналізовано: натисни «Аналіз» наприкінці партії в Discord або набери `/analyse game:{ $id }`.
web-error-title = Помилка
web-error-heading = Щось пішло не так
web-error-unreadable = { $what } збережено у вигляді, який ця версія сайту не може прочитати (записано новішою версією бота або пошкоджено). Повторна спроба не допоможе: у журналі сервера адмін бота знайде рядок і причину.
web-error-retry = Зараз не вдалося прочитати дані. Спробуй ще раз трохи згодом; якщо це повторюється, причина є в журналі сервера.
web-what-game = Партія { $id }
web-what-tournament = Турнір { $id }
web-what-puzzle = Задача { $id }
web-what-analysis = Аналіз партії { $id }
web-busy-title = Зайнято
web-busy = { $why } Сайт зараз перевантажений: спробуй знову за кілька секунд (Retry-After підкаже коли).
web-busy-drawing = Зараз малюється забагато зображень, щоб намалювати це.
web-busy-slow = Відповідь тривала довше за { $seconds } с.

## Головна сторінка.

web-home-title = Головна
web-home-intro = Рейтинги, турніри й записи партій Discord-бота Cruise Pawns для серверів, які відкрили свої сторінки (<code>/settings web:on</code>).
web-home-boards = Рейтинги за всіма серверами
web-home-where = Власний рейтинг сервера — за адресою <code>/servers/&lt;id сервера&gt;/leaderboard/&lt;пресет&gt;</code>, турнір — <code>/tournaments/&lt;номер&gt;</code>, партія — <code>/games/&lt;номер&gt;</code>, задача з партії — <code>/puzzles/&lt;номер&gt;</code> (свіжі задачі сервера — на його сторінці рейтингу), гравець — <code>/players/&lt;id користувача&gt;</code>. Бот дає на них посилання у своїх повідомленнях, коли задано адресу сайту (<code>PUBLIC_URL</code>).
web-home-api = JSON для інструментів спільноти: <code>/api/leaderboard/&lt;пресет&gt;</code>, <code>/api/servers/&lt;id сервера&gt;/leaderboard/&lt;пресет&gt;</code>, <code>/api/tournaments/&lt;номер&gt;</code>, <code>/api/games/&lt;номер&gt;</code>, <code>/api/puzzles/&lt;номер&gt;</code>, <code>/api/players/&lt;id користувача&gt;</code>.

## Таблиці.

web-col-player = Гравець
web-col-rating = Рейтинг
web-col-games = Партії
web-col-week = 7 днів
web-col-points = Очки
web-col-tiebreak = Дод. показник
web-col-preset = Пресет
web-col-rank = Місце
web-col-wins = Перемоги
web-col-draws = Нічиї
web-col-losses = Поразки
web-col-streak = Серія (найкраща)

## Рейтинги.

web-board-title = Рейтинг { $preset }, сторінка { $page }
web-board-heading = Рейтинг { $preset }, { $scope ->
        [server] цей сервер
       *[all] усі сервери
    }
web-board-pages = Сторінка { $page } з { $pages } · у рейтингу: { $ranked }
web-board-presets = Пресети:
web-board-empty = На цій сторінці немає гравців у рейтингу.
web-board-hidden = { $count ->
        [one] Ще { $count } гравець із цієї сторінки грав лише на серверах із закритими сторінками.
        [few] Ще { $count } гравці з цієї сторінки грали лише на серверах із закритими сторінками.
        [many] Ще { $count } гравців із цієї сторінки грали лише на серверах із закритими сторінками.
       *[other] Ще { $count } гравця з цієї сторінки грали лише на серверах із закритими сторінками.
    }
web-board-provisional = { $count ->
        [0] Немає попередніх гравців, які чекають на місце в рейтингу.
        [one] { $count } попередній гравець (рейтинг із ?) ще не в рейтингу.
        [few] { $count } попередні гравці (рейтинги з ?) ще не в рейтингу.
        [many] { $count } попередніх гравців (рейтинги з ?) ще не в рейтингу.
       *[other] { $count } попереднього гравця (рейтинги з ?) ще не в рейтингу.
    }
web-board-prev = ← сторінка { $page }
web-board-next = сторінка { $page } →

## Запис партії.

web-game-title = { $white } — { $black }
web-game-number = Партія { $id }
web-in-progress = триває
web-reason = { $reason ->
        [checkmate] мат
        [king-destroyed] короля знищено
        [promotion] перетворення
        [stalemate] пат
        [no-legal-move] немає допустимих ходів
        [no-pawns] не залишилося пішаків
        [insufficient-material] недостатньо матеріалу
        [seventy-five-moves] правило 75 ходів
        [fivefold-repetition] п'ятикратне повторення
        [resignation] здача
        [time] час
        [time-insufficient-material] час, недостатньо матеріалу
        [agreement] згода
        [threefold-repetition] триразове повторення
        [fifty-moves] правило 50 ходів
        [aborted] перервано
        [move-limit] ліміт ходів
        [decided] рішення організатора
        [decided-forfeit] неявка
       *[other] { $reason }
    }
web-board-alt = дошка, { $side ->
        [white] білі
       *[black] чорні
    } внизу
web-replay-prev = ← назад
web-replay-next = вперед →
web-replay-keys = (або клавіші ← →)
web-replay-flip = перевернути дошку ({ $side ->
        [white] білі
       *[black] чорні
    } внизу)
web-no-moves = Ходів поки немає.
web-caption-start = Початок: хід { $side ->
        [white] білих
       *[black] чорних
    }.
web-caption-flight = Ракета { $side ->
        [white] білих
       *[black] чорних
    } з { $launch } залітає на { $square } (крок { $step } з { $steps }).
web-caption-shot-down = Ракету збивають на { $square }: { $move }.
web-caption-self-destruct = Пішак на { $square } самознищується.
web-caption-detonates = Ракета детонує на { $square }.
web-caption-played = { $side ->
        [white] Білі зіграли
       *[black] Чорні зіграли
    } { $move }.

## Аналіз партії.

web-analysis = Аналіз
web-analysis-side = { $side ->
        [white] Білі
       *[black] Чорні
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = точність { $value }%
web-analysis-no-decision = немає рішень
web-analysis-chart-alt = Шанси білих (Win%) після кожного рішення
web-analysis-worst = хід { $number }, { $side ->
        [white] білі
       *[black] чорні
    }: { $played }{ $mark } (Win% { $before } → { $after }); краще: { $better }
web-analysis-better = краще: { $move }
web-analysis-note = Оцінено рушієм бота на { $nodes } вузлів на позицію; знаки як на lichess (?! неточність, ? помилка, ?? позіх).

## Турнір.

web-tournament-number = Турнір { $id }
web-format = { $format ->
        [swiss] швейцарська система
        [round-robin] круговий турнір
        [arena] арена
        [knockout] на вибування
        [double-elimination] подвійне вибування
       *[other] { $format }
    }
web-status = { $status ->
        [open] відкритий
        [running] триває
        [finished] завершений
       *[cancelled] скасований
    }
web-standings = Турнірна таблиця
web-not-started = Ще не почався: поки { $count ->
        [one] записався { $count } гравець
        [few] записалися { $count } гравці
        [many] записалися { $count } гравців
       *[other] записалися { $count } гравця
    }.
web-withdrawn = (вибув)
web-crosstable = Крос-таблиця
web-round = Тур { $number }
web-playing = триває
web-bye = (вільний тур)
web-result-bye = вільний тур
web-result-half-bye = вільний тур (½)
web-bracket = Сітка
web-bracket-links = Кожен зіграний матч веде до своїх партій.

## Гравець.

web-chart-alt = графік рейтингу
web-ratings = Рейтинги
web-not-ranked = не в рейтингу
web-recent-games = Останні партії: { $preset }
web-recent-game = { $result ->
        [win] перемога
        [draw] нічия
       *[loss] поразка
    } проти { $opponent } ({ $rating })

## Задача.

web-puzzle-title = Задача { $id }
web-puzzle-from = з партії { $white } — { $black }, хід { $move }
web-puzzle-credit = Задача { $credit }.
web-puzzle-themes = теми: { $themes }
web-themes-none = немає
web-puzzle-rating = рейтинг { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } спроба
        [few] { $count } спроби
        [many] { $count } спроб
       *[other] { $count } спроби
    }
web-puzzle-prev = ← назад
web-puzzle-next = показати наступний хід →
web-puzzle-solution = Показати розв'язок
web-puzzle-step-alt = дошка після ходу { $n } розв'язку
web-puzzle-start = { $side ->
        [white] Білі зіграли
       *[black] Чорні зіграли
    } { $move }. Хід { $solver ->
        [white] білих
       *[black] чорних
    }: знайди єдиний добрий хід.
web-puzzle-plays-move = { $side ->
        [white] Білі грають
       *[black] Чорні грають
    } { $move }.
web-puzzle-lets-pass = { $side ->
        [white] Білі пропускають
       *[black] Чорні пропускають
    } ракету.
web-puzzle-solved = Розв'язано.
web-recent-puzzles = Свіжі задачі
web-no-puzzles = Задач із партій цього сервера поки немає: кожну завершену партію перевіряють на задачі.
web-request-timed-out = Запит не надійшов вчасно. Надішли його ще раз, швидше.
web-too-many-connections = Зараз відкрито забагато з'єднань. Спробуй ще раз за кілька секунд.
