# Сезоны: собственные рейтинги сервера на какое-то время.

## Отказы

season-only-in-servers = Сезоны принадлежат серверу: используй эту команду в одном из его каналов.
season-unavailable = Сейчас не получается прочитать или сохранить сезоны (база данных не ответила): попробуй ещё раз через минуту.
season-rules-gone = Этот сезон не относится к этому серверу (возможно, его удалили): `/leaderboard scope:season` покажет текущий.
season-bad-name = **{ $name }** не подходит для названия сезона: укажи название от 1 до { $max } символов без `:` и обратных кавычек (например, `name:Winter 2026`).
season-bad-top = `top:{ $top }` вне допустимого диапазона: роль лучших получают от 1 до { $max } участников.
season-still-open = Сезон **{ $name }** на этом сервере ещё идёт: заверши его командой `/season end` (итоговая таблица будет опубликована), прежде чем начинать новый.
season-name-taken = На этом сервере уже был сезон **{ $name }** (его таблица: `/leaderboard scope:season season:{ $typed }`): выбери другое название.
season-ended-already = Сезон **{ $name }** уже завершён; его таблица: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = На этом сервере сейчас нет сезона. Последним был **{ $name }** (завершён { $at }): посмотри его через `/leaderboard scope:season season:{ $typed }`. Новый сезон организатор начинает командой `/season start name:<text>`.
season-no-open-never = На этом сервере ещё не было сезонов: организатор (право «Управлять сервером» или роль организатора) начинает сезон командой `/season start name:<text>`.
season-unknown = На этом сервере нет сезона **{ $name }**.
season-did-you-mean = Может, имелся в виду **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` — это не дата, которую я могу прочитать: напиши день (2026-12-31, сезон закончится, когда он пройдёт, UTC), день и время (2026-12-31 18:00, UTC, или 2026-12-31 18:00 Europe/Berlin), метку времени Discord (<t:1798675200>) или срок от текущего момента (30d, 4w).
season-ends-passed = `ends:{ $text }` — это { $at }, а этот момент уже прошёл: укажи время в будущем.
season-ends-too-far = `ends:{ $text }` дальше чем через год: сезон заканчивается в пределах года (завершить его раньше можно в любой момент командой `/season end`).
season-only-organizers-start = Начать сезон могут только участники с правом «Управлять сервером» или ролью организатора турниров. Попроси кого-нибудь из них; `/leaderboard scope:season` покажет текущий сезон.
season-only-organizers-end = Завершить сезон могут только участники с правом «Управлять сервером» или ролью организатора турниров. Попроси кого-нибудь из них; `/leaderboard scope:season` покажет текущую таблицу.
season-only-managers = Менять настройки сезонов могут только участники с правом «Управлять сервером». Попроси того, кто управляет сервером.
season-role-or-clear = Укажи либо `top_role` (чтобы задать роль), либо `clear:true` (чтобы не выдавать роль), но не оба сразу.

## Начало

season-started = 📅 **Сезон { $name }** начался (запустил: { $by }). Нажми **Правила**, чтобы узнать, как он считается.
season-card-title = 📅 Сезон { $name }
season-card-description = Каждая рейтинговая партия на этом сервере засчитывается и в сезон.
season-card-game = Игра
season-card-every-game = все игры, у каждой свой рейтинг
season-card-pool = Рейтинг
season-card-pool-value = сезонные рейтинги от 1500
season-card-players = Игроки
season-card-players-value = все, кто играет здесь рейтинговые партии
season-card-start = Начало
season-card-end = Конец
season-card-end-by-command = Когда организатор введёт `/season end`.
season-card-standings = Таблица
season-card-footer = Сезон № { $id }. Нажми «Правила», чтобы прочитать его правила.
season-rules-button = Правила

## Правила

season-games-of = рейтинговые партии в { $preset }
season-games-every = рейтинговые партии (у каждой игры свой рейтинг)
season-rules-ended = Он завершился { $at }.
season-rules-ends = Он завершится { $at } ({ $relative }).
season-rules-ends-by-command = Он завершится, когда организатор введёт `/season end`.
season-rules = 📜 **Сезон { $name }**: пока он идёт, { $games }, сыгранные на этом сервере, засчитываются и в собственные рейтинги сезона, и каждый участник начинает с 1500 (глобальный рейтинг игрока не влияет на то, как его оценивает сезон). Рейтинги с ? предварительные (мало партий); в сезоне они тоже попадают в таблицу. { $ends } Итоговая таблица будет опубликована в { $channel }, по сезонному рейтингу, первые три места с медалями.
season-rules-top = В конце первые { $top } итоговой таблицы получат { $role } (если тот, кто начал сезон, может выдавать эту роль).
season-rules-follow = Следи за ним через `/leaderboard scope:season`.

## Итоговая таблица

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    } · { $record }
season-standings = 🏁 **Сезон { $name }** завершён: итоговая таблица в { $preset }.
season-standings-title = 🏁 Сезон { $name } — итоговая таблица
season-standings-more = … и ещё { $count } в таблице на картинке.
season-standings-winner = Победитель
season-standings-ran = Шёл
season-standings-ran-value = с { $from } по { $to }
season-standings-footer = ? — предварительный рейтинг; результаты — победы–ничьи–поражения.
season-no-games = **Сезон { $name }** завершён, но за это время на сервере не было сыграно ни одной рейтинговой партии: таблицы нет.
season-standings-unreadable = **Сезон { $name }** завершён, но его таблицу сейчас не получается прочитать (база данных не ответила); она сохранена: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } достаётся: { $names }.
season-role-line-many = { $role } достаётся { $count ->
        [one] { $count } участнику
        [few] { $count } участникам
        [many] { $count } участникам
       *[other] { $count } участникам
    } из верхней части таблицы.
season-role-reason = топ-{ $top } сезона { $name }

## Настройки

season-settings = { $saved ->
        [yes] Настройки сезонов сохранены
       *[no] Настройки сезонов
    }: в конце сезона первые { $top } итоговой таблицы получают { $role } (а обладатели с прошлого сезона её теряют). `clear:true` — роль не выдаётся.
season-settings-none = { $saved ->
        [yes] Настройки сезонов сохранены
       *[no] Настройки сезонов
    }: в конце сезона роль лучшим не выдаётся (задай её командой `/season settings top_role:@role top:<n>`).

## Таблица лидеров сезона

season-board-ended = завершён { $at }
season-board-open-ends = идёт, завершится { $at }
season-board-open-since = идёт с { $at }
season-board-title = **Таблица лидеров сезона { $name }** ({ $preset }, { $span }) · страница { $page } из { $pages }
season-board-empty = В этом сезоне пока нет рейтинговых партий в { $preset }.
season-board-provisional = В сезоне предварительные рейтинги (с ?) тоже попадают в таблицу.
season-board-your-place = Твоё место: { $rank }. { $line }
season-board-no-games = У тебя пока нет рейтинговых партий в { $preset } в этом сезоне.

## Картинка таблицы

season-table-title = Сезон { $name } — итоговая таблица
season-table-subtitle = { $preset } · { $players } · предварительные рейтинги отмечены ?
season-table-player = Игрок
season-table-rating = Рейтинг
season-table-games = Партии
season-table-wins = В
season-table-draws = Н
season-table-losses = П
