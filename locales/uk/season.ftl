# Сезони: власні рейтинги сервера на певний час.

## Відмови

season-only-in-servers = Сезони належать серверу: використовуй цю команду в одному з його каналів.
season-unavailable = Зараз не вдається прочитати чи зберегти сезони (база даних не відповіла): спробуй ще раз за хвилину.
season-rules-gone = Цей сезон не належить цьому серверу (можливо, його видалили): `/leaderboard scope:season` покаже поточний.
season-bad-name = **{ $name }** не підходить для назви сезону: вкажи назву від 1 до { $max } символів без `:` і зворотних лапок (наприклад, `name:Winter 2026`).
season-bad-top = `top:{ $top }` поза допустимим діапазоном: роль найкращих отримують від 1 до { $max } учасників.
season-still-open = Сезон **{ $name }** на цьому сервері ще триває: заверши його командою `/season end` (підсумкову таблицю буде опубліковано), перш ніж починати новий.
season-name-taken = На цьому сервері вже був сезон **{ $name }** (його таблиця: `/leaderboard scope:season season:{ $typed }`): обери іншу назву.
season-ended-already = Сезон **{ $name }** уже завершено; його таблиця: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = На цьому сервері зараз немає сезону. Останнім був **{ $name }** (завершено { $at }): переглянь його через `/leaderboard scope:season season:{ $typed }`. Новий сезон організатор починає командою `/season start name:<text>`.
season-no-open-never = На цьому сервері ще не було сезонів: організатор (право «Керувати сервером» або роль організатора) починає сезон командою `/season start name:<text>`.
season-unknown = На цьому сервері немає сезону **{ $name }**.
season-did-you-mean = Можливо, мався на увазі **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` — це не дата, яку я можу прочитати: напиши день (2026-12-31, сезон закінчиться, коли він мине, UTC), день і час (2026-12-31 18:00, UTC, або 2026-12-31 18:00 Europe/Berlin), мітку часу Discord (<t:1798675200>) або строк від цього моменту (30d, 4w).
season-ends-passed = `ends:{ $text }` — це { $at }, а цей момент уже минув: вкажи час у майбутньому.
season-ends-too-far = `ends:{ $text }` далі ніж за рік: сезон закінчується в межах року (завершити його раніше можна будь-коли командою `/season end`).
season-only-organizers-start = Почати сезон можуть лише учасники з правом «Керувати сервером» або роллю організатора турнірів. Попроси когось із них; `/leaderboard scope:season` покаже поточний сезон.
season-only-organizers-end = Завершити сезон можуть лише учасники з правом «Керувати сервером» або роллю організатора турнірів. Попроси когось із них; `/leaderboard scope:season` покаже поточну таблицю.
season-only-managers = Змінювати налаштування сезонів можуть лише учасники з правом «Керувати сервером». Попроси того, хто керує сервером.
season-role-or-clear = Вкажи або `top_role` (щоб задати роль), або `clear:true` (щоб не видавати роль), але не обидва одразу.

## Початок

season-started = 📅 **Сезон { $name }** почався (запустив: { $by }). Натисни **Правила**, щоб дізнатися, як він рахується.
season-card-title = 📅 Сезон { $name }
season-card-description = Кожна рейтингова партія на цьому сервері зараховується й до сезону.
season-card-game = Гра
season-card-every-game = усі ігри, у кожної свій рейтинг
season-card-pool = Рейтинг
season-card-pool-value = сезонні рейтинги від 1500
season-card-players = Гравці
season-card-players-value = усі, хто грає тут рейтингові партії
season-card-start = Початок
season-card-end = Кінець
season-card-end-by-command = Коли організатор введе `/season end`.
season-card-standings = Таблиця
season-card-footer = Сезон № { $id }. Натисни «Правила», щоб прочитати його правила.
season-rules-button = Правила

## Правила

season-games-of = рейтингові партії в { $preset }
season-games-every = рейтингові партії (у кожної гри свій рейтинг)
season-rules-ended = Він завершився { $at }.
season-rules-ends = Він завершиться { $at } ({ $relative }).
season-rules-ends-by-command = Він завершиться, коли організатор введе `/season end`.
season-rules = 📜 **Сезон { $name }**: поки він триває, { $games }, зіграні на цьому сервері, зараховуються й до власних рейтингів сезону, і кожен учасник починає з 1500 (глобальний рейтинг гравця не впливає на те, як його оцінює сезон). Рейтинги з ? попередні (мало партій); у сезоні вони теж потрапляють до таблиці. { $ends } Підсумкову таблицю буде опубліковано в { $channel }, за сезонним рейтингом, перші три місця з медалями.
season-rules-top = Наприкінці перші { $top } підсумкової таблиці отримають { $role } (якщо той, хто почав сезон, може видавати цю роль).
season-rules-follow = Стеж за ним через `/leaderboard scope:season`.

## Підсумкова таблиця

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } партія
        [few] { $games } партії
        [many] { $games } партій
       *[other] { $games } партії
    } · { $record }
season-standings = 🏁 **Сезон { $name }** завершено: підсумкова таблиця в { $preset }.
season-standings-title = 🏁 Сезон { $name } — підсумкова таблиця
season-standings-more = … і ще { $count } у таблиці на зображенні.
season-standings-winner = Переможець
season-standings-ran = Тривав
season-standings-ran-value = з { $from } по { $to }
season-standings-footer = ? — попередній рейтинг; результати — перемоги–нічиї–поразки.
season-no-games = **Сезон { $name }** завершено, але за цей час на сервері не зіграно жодної рейтингової партії: таблиці немає.
season-standings-unreadable = **Сезон { $name }** завершено, але його таблицю зараз не вдається прочитати (база даних не відповіла); її збережено: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } отримують: { $names }.
season-role-line-many = { $role } отримують { $count ->
        [one] { $count } учасник
        [few] { $count } учасники
        [many] { $count } учасників
       *[other] { $count } учасника
    } з верхньої частини таблиці.
season-role-reason = топ-{ $top } сезону { $name }

## Налаштування

season-settings = { $saved ->
        [yes] Налаштування сезонів збережено
       *[no] Налаштування сезонів
    }: наприкінці сезону перші { $top } підсумкової таблиці отримують { $role } (а власники з минулого сезону її втрачають). `clear:true` — роль не видається.
season-settings-none = { $saved ->
        [yes] Налаштування сезонів збережено
       *[no] Налаштування сезонів
    }: наприкінці сезону роль найкращим не видається (задай її командою `/season settings top_role:@role top:<n>`).

## Таблиця лідерів сезону

season-board-ended = завершено { $at }
season-board-open-ends = триває, завершиться { $at }
season-board-open-since = триває з { $at }
season-board-title = **Таблиця лідерів сезону { $name }** ({ $preset }, { $span }) · сторінка { $page } з { $pages }
season-board-empty = У цьому сезоні ще немає рейтингових партій у { $preset }.
season-board-provisional = У сезоні попередні рейтинги (з ?) теж потрапляють до таблиці.
season-board-your-place = Твоє місце: { $rank }. { $line }
season-board-no-games = У тебе ще немає рейтингових партій у { $preset } у цьому сезоні.

## Зображення таблиці

season-table-title = Сезон { $name } — підсумкова таблиця
season-table-subtitle = { $preset } · { $players } · попередні рейтинги позначено ?
season-table-player = Гравець
season-table-rating = Рейтинг
season-table-games = Партії
season-table-wins = П
season-table-draws = Н
season-table-losses = Пр
