# Що відповідає сама сторона Discord: /settings, перевірки та відповіді
# адміністрування /tournament, повідомлення про гілку партії (джерело:
# en-US). Множина: one, few, many, other.

## /settings

discord-settings-not-in-server = Налаштування належать серверу: використай цю команду в одному з його каналів.
discord-settings-web-on = Сторінки цього сервера є на сайті. `/settings web:off` приховує їх.
discord-settings-web-on-at = Сторінки цього сервера є на сайті. Його сторінки: { $url } `/settings web:off` приховує їх.
discord-settings-web-off = Сторінок цього сервера немає на сайті. `/settings web:on` (Керувати сервером) показує там його рейтинг, турніри й партії.
discord-settings-read-failed = Не вдалося прочитати налаштування ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-lfg-role = Відкритий виклик згадує <@&{ $role }>. `/settings clear_lfg_role:true` вимикає це.
discord-settings-lfg-none = Відкритий виклик нікого не згадує. `/settings lfg_role:<role>` (Керувати сервером) змушує його згадувати учасників, які шукають партію.
discord-settings-lfg-read-failed = Не вдалося прочитати роль тих, хто шукає партію ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-zone = Часовий пояс цього сервера — { $zone }: початок турніру без поясу читається в ньому, і серія зберігає в ньому свою годину. `/settings timezone:<назва IANA>` змінює його.
discord-settings-zone-utc = Часовий пояс цього сервера — UTC. `/settings timezone:Europe/Berlin` (Керувати сервером; будь-яка назва IANA) читає початок турнірів у твоєму поясі й тримає серію в її годину.
discord-settings-zone-read-failed = Не вдалося прочитати часовий пояс ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-private-language = Особисті відповіді йдуть мовою Discord кожного учасника, якщо бот її знає, інакше мовою сервера: твої — мовою { $language }.
discord-settings-public-chosen = Публічні повідомлення йдуть мовою { $language } (обрано через `/settings language`; `/settings clear_language:true` натомість перемикає на мову Discord цього сервера).
discord-settings-public-discord = Публічні повідомлення йдуть мовою Discord цього сервера (сервери спільноти задають її в Налаштування сервера > Огляд > Основна мова), зараз { $language }. `/settings language:<language>` (Керувати сервером) обирає іншу.
discord-settings-public-unshipped = Публічні повідомлення йдуть мовою { $language }: мову Discord цього сервера (`{ $code }`) бот поки не знає. `/settings language:<language>` (Керувати сервером) обирає мову.
discord-settings-public-unnamed = Публічні повідомлення йдуть мовою { $language }, бо Discord не називає мову цього сервера (сервери спільноти задають її в Налаштування сервера > Огляд > Основна мова). `/settings language:<language>` (Керувати сервером) обирає мову.
discord-settings-language-read-failed = Не вдалося прочитати мову публічних повідомлень ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-language-both = Вкажи або `language` (щоб обрати мову публічних повідомлень), або `clear_language:true` (щоб іти за мовою Discord сервера), але не обидва (нічого не змінено).
discord-settings-daily-both = Вкажи або `puzzle_channel`/`puzzle_time` (щоб публікувати щоденну задачу), або `clear_daily_puzzle:true` (щоб припинити), але не обидва.
discord-settings-nothing-changed = { $why } (нічого не змінено)
discord-settings-lfg-both = Вкажи або `lfg_role` (щоб задати її), або `clear_lfg_role:true` (щоб прибрати), але не обидва.
discord-settings-lfg-everyone = `lfg_role` не може бути @everyone: обери роль, яку беруть учасники, що хочуть зіграти (нічого не змінено).
discord-settings-not-manager = Змінювати це можуть лише учасники з правом «Керувати сервером» (нічого не змінено). Попроси адміністратора сервера; просто `/settings` показує поточні налаштування.
discord-settings-web-now-public = Рейтинг, турніри й партії цього сервера тепер на публічному сайті.
discord-settings-web-now-public-at = Рейтинг, турніри й партії цього сервера тепер на публічному сайті. Його сторінки: { $url }
discord-settings-web-now-hidden = Сторінки цього сервера тепер приховані з сайту (відповідають 404).
discord-settings-save-failed = Не вдалося зберегти налаштування ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-lfg-now = Відкритий виклик (`/challenge` без суперника) тепер один раз згадує <@&{ $role }>. (Роль має бути такою, яку можна згадувати, або мені потрібне право «Згадувати @everyone».)
discord-settings-lfg-now-none = Відкриті виклики більше нікого не згадують.
discord-settings-lfg-save-failed = Не вдалося зберегти роль тих, хто шукає партію ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-zone-now = Часовий пояс цього сервера тепер { $zone }: початок турніру без поясу читається в ньому, і нові серії зберігають у ньому свою годину під час переходу на літній час.
discord-settings-zone-save-failed = Не вдалося зберегти часовий пояс ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-daily-stopped = Щоденна задача більше не публікується. `/puzzle daily` і далі дає сьогоднішню задачу кожному, хто попросить.
discord-settings-language-save-failed = Не вдалося зберегти мову ({ $error }). Спробуй ще раз трохи згодом.
discord-settings-language-now = Публічні повідомлення цього сервера тепер мовою { $language }; особисті відповіді учасникам і далі їхньою мовою Discord. `/settings clear_language:true` знову перемикає на мову Discord сервера.
discord-settings-language-now-discord = Публічні повідомлення цього сервера знову йдуть його мовою Discord (сервери спільноти задають її в Налаштування сервера > Огляд > Основна мова), зараз { $language }.

## /tournament

discord-tournament-no-event = Подію Discord не створено: у мене немає права **Manage Events**. Адміністратор сервера може надати його моїй ролі в Налаштування сервера → Ролі.
discord-tournament-bad-time = Неправильне `time`: { $error }.
discord-tournament-bad-intercept = Неправильне `intercept`: { $error }.
discord-tournament-missing-permissions = Я не можу провести турнір у цьому каналі: тут мені бракує { $missing }. Кожна дошка отримує власну гілку зі своїм зображенням. Адміністратор сервера може надати мені { $count ->
        [one] це право
       *[other] ці права
    } в налаштуваннях каналу (Редагувати канал → Дозволи), після чого спробуй знову.
discord-tournament-settings-not-in-server = Налаштування турнірів належать серверу: використай цю команду в одному з його каналів.
discord-tournament-settings-not-manager = Змінювати налаштування турнірів можуть лише учасники з правом «Керувати сервером». Попроси адміністратора сервера; просто `/tournament settings` показує поточні.
discord-tournament-organizer-both = Вкажи або `organizer_role` (щоб задати її), або `clear:true` (щоб прибрати), але не обидва.
discord-tournament-winner-both = Вкажи або `winner_role` (щоб задати її), або `clear_winner_role:true` (щоб прибрати), але не обидва.
discord-tournament-organizer-now = Учасники з <@&{ $role }> тепер можуть запускати, складати пари, виключати гравців і скасовувати будь-який турнір цього сервера.
discord-tournament-organizer-removed = Роль організатора турнірів прибрано: турнір ведуть його організатор і учасники з правом «Керувати сервером».
discord-tournament-organizer-save-failed = Не вдалося зберегти роль організатора ({ $error }). Спробуй ще раз трохи згодом.
discord-tournament-winner-now = Переможець кожного турніру цього сервера тепер отримує <@&{ $role }>, а попередній переможець її втрачає.
discord-tournament-winner-removed = Переможцям турнірів роль більше не видається (хто її має, той її зберігає).
discord-tournament-winner-save-failed = Не вдалося зберегти роль переможця ({ $error }). Спробуй ще раз трохи згодом.
discord-tournament-creators-save-failed = Не вдалося зберегти, хто може створювати турніри ({ $error }). Спробуй ще раз трохи згодом.
discord-tournament-creators-everyone = Будь-який учасник може створювати тут турніри й серії (але ніколи з роллю переможця, яку він сам не міг би надати). `creators:organizers` залишає це за «Керувати сервером» і роллю організатора.
discord-tournament-creators-organizers = Створювати тут турніри й серії можуть лише учасники з правом «Керувати сервером» або роллю організатора турнірів; брати участь і далі можуть усі. `creators:everyone` відкриває створення всім учасникам.
discord-tournament-only-managers-create = На цьому сервері створювати турніри й серії можуть лише учасники з **Керувати сервером**. Попроси когось із них створити його; брати участь потім зможе будь-хто.
discord-tournament-only-organizers-create = На цьому сервері створювати турніри й серії можуть лише учасники з **Керувати сервером** або <@&{ $role }>. Попроси когось із них створити його; брати участь потім зможе будь-хто.
discord-tournament-creators-read-failed = Не вдалося прочитати, хто може створювати тут турніри ({ $error }). Спробуй ще раз трохи згодом.
discord-tournament-organizer-is = Роль організатора турнірів — <@&{ $role }>: її учасники можуть запускати, складати пари, виключати гравців і скасовувати будь-який турнір тут. Учасник із правом «Керувати сервером» змінює її через `/tournament settings organizer_role:<role>` або прибирає через `clear:true`.
discord-tournament-organizer-none = Роль організатора турнірів не задано: турнір ведуть його організатор і учасники з правом «Керувати сервером». Учасник із правом «Керувати сервером» задає її через `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Не вдалося прочитати налаштування турнірів ({ $error }). Спробуй ще раз трохи згодом.
discord-tournament-winner-is = Переможець кожного турніру отримує <@&{ $role }> (попередній переможець її втрачає); `clear_winner_role:true` вимикає це.
discord-tournament-winner-none = Роль переможця не задано: `/tournament settings winner_role:<role>` видає її переможцю кожного турніру.
discord-tournament-name-the-game = Вкажи партію: `round`, `board` і `result` (наприклад, тур 2, дошка 1, 1-0); у турнірі на вибування — `match` (наприклад, W1-2) з `result` для поточної партії або `winner` для всього матчу.

## Гілка партії

discord-thread-at-cap = цей сервер досяг ліміту Discord на активні гілки (помилка 160006); архівування завершених гілок звільняє місце
discord-thread-no-permission = у мене немає права **Create Public Threads** (і **Send Messages in Threads**) у цьому каналі; адміністратор сервера може надати їх у налаштуваннях каналу
discord-thread-discord-answered = Discord відповів { $error }
discord-thread-not-moved = не вдалося перенести в неї партію ({ $error })
discord-thread-none = Я не зміг відкрити гілку для цієї партії: { $why }.
discord-thread-played-here = Я не зміг відкрити гілку для цієї партії, тож вона грається тут, у каналі.
discord-thread-none-taken = Я не зміг відкрити гілку для цієї партії. { $taken }
discord-thread-tournament-played-here = Я не зміг відкрити гілку для **{ $game }**, тож партія грається тут, у каналі.
discord-thread-organizer = 🔒 **{ $tournament }**: я не зміг відкрити { $count ->
        [one] гілку
       *[other] гілки
    } для { $games }: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Ролі належать серверу: використай цю команду в одному з його каналів.
discord-roles-everyone = @everyone не можна видавати: вибери роль, якої немає в усіх учасників.
discord-roles-read-failed = Я не зміг прочитати ролі цього сервера ({ $error }), тож не знаю, чи можна видавати <@&{ $role }>. Спробуй ще раз трохи згодом.
discord-roles-prize-read-failed = Я не зміг прочитати ролі цього сервера ({ $error }), тож не знаю, чи можеш ти зробити <@&{ $role }> призом. Спробуй ще раз трохи згодом.
discord-roles-member-cannot-give = Ти не можеш прив'язати <@&{ $role }>: я видаю роль лише за учасників, які могли б видати її самі (власник сервера, Адміністратор або учасник із **Manage Roles** на сервері через роль: Manage Permissions в одному каналі не рахується), а ти не з них. Попроси адміністратора сервера задати її або не вказуй `{ $option }` (нічого не змінено).
discord-roles-not-of-server = <@&{ $role }> — не роль цього сервера (її видалили?). Вибери іншу.
discord-roles-not-below-yours = Ти не можеш прив'язати <@&{ $role }>: вона не нижча за твою найвищу роль <@&{ $top }>, а з **Manage Roles** Discord дозволяє видавати лише ролі, нижчі за свою. Вибери роль, нижчу за свою, або попроси адміністратора сервера задати цю (нічого не змінено).
discord-roles-not-below-none-of-yours = Ти не можеш прив'язати <@&{ $role }>: вона не нижча за жодну з твоїх ролей (на цьому сервері в тебе їх немає), а з **Manage Roles** Discord дозволяє видавати лише ролі, нижчі за свою. Вибери роль, нижчу за свою, або попроси адміністратора сервера задати цю (нічого не змінено).
discord-roles-bot-not-allowed = Я не можу видавати <@&{ $role }>: у мене немає права **Manage Roles**. Адміністратор сервера може надати його моїй ролі в Налаштування сервера → Ролі, а потім задай роль ще раз.
discord-roles-bot-read-failed = Я не зміг прочитати свої ролі на цьому сервері ({ $error }), тож не знаю, чи можу видавати <@&{ $role }>. Спробуй ще раз трохи згодом.
discord-roles-managed = <@&{ $role }> керується інтеграцією (роль бота або роль бустерів), і Discord нікому не дозволяє її видавати. Вибери іншу роль.
discord-roles-not-below-mine = Я не можу видавати <@&{ $role }>: вона не нижча за мою найвищу роль <@&{ $top }>, а Discord дозволяє боту видавати лише ролі, нижчі за свою. Адміністратор сервера може перетягнути мою роль вище за <@&{ $role }> у Налаштування сервера → Ролі, а потім задай роль ще раз.
discord-roles-not-below-none-of-mine = Я не можу видавати <@&{ $role }>: вона не нижча за жодну з моїх ролей (на цьому сервері в мене їх немає), а Discord дозволяє боту видавати лише ролі, нижчі за свою. Адміністратор сервера може перетягнути мою роль вище за <@&{ $role }> у Налаштування сервера → Ролі, а потім задай роль ще раз.
discord-roles-their-roles-unread = я не зміг прочитати ролі учасника ({ $error })
discord-roles-could-not-give = • не вдалося видати <@&{ $role }> учаснику <@{ $user }>: { $why }
discord-roles-could-not-take = • не вдалося забрати <@&{ $role }> в <@{ $user }>: { $why }
discord-roles-change-failed = Зміна ролі для { $reason } не вдалася:
    { $lines }
    Адміністратор сервера може перевірити, що в мене є **Manage Roles** і моя роль вища за <@&{ $role }> (Налаштування сервера → Ролі), а потім змінити роль вручну. Більше нічого не зачеплено.
discord-roles-why-not-allowed = у мене немає **Manage Roles**, або роль не нижча за мою
discord-roles-why-not-member = учасник більше не перебуває на цьому сервері
discord-roles-why-role-gone = цієї ролі більше немає
discord-roles-why-discord = Discord відповів: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Не можна викликати самого себе: вкажи іншого гравця або залиш `opponent` порожнім для відкритого виклику.
discord-game-challenge-a-bot = Не можна викликати бота: вкажи людину або залиш `opponent` порожнім для відкритого виклику. Щоб зіграти зі мною, вкажи мене в `opponent`.
discord-game-level-without-me = `level` потрібен для партії зі мною: вкажи мене в `opponent`, щоб зіграти з ШІ, або прибери `level`.
discord-game-bad-settings = Неправильні налаштування партії: { $error }.
discord-game-bad-level = `level` має бути від 1 (найслабший) до 8 (найсильніший) (ти вказав { $level }).
discord-game-type-a-move = Введи хід, наприклад `e4`, `Nf3`, `e2e4` або політ `e4>e5>e6>d7`.
discord-game-flight-received = Політ прийнято: гілка показує ракету по одному полю (твій маршрут лишається прихованим).
discord-game-not-a-square = `{ $pawn }` — не поле: вкажи поле пішака, наприклад e4.
discord-game-steering-started = Скерування почато.
discord-game-ai-where = **{ $player }** грає зі мною (ШІ, рівень { $level }) у <#{ $thread }>.
discord-game-missile-on-its-way = Ракета в дорозі: дивись дошку в гілці.
discord-game-button-ended = Це питання закрите: кнопка більше не працює.
discord-game-typed-flight-shown = Політ, набраний повідомленням, показує суперникові весь маршрут, а видаляти повідомлення тут я не можу. Використай `/move` (відповідь бачиш лише ти) або `/fire` (скерування кнопками), щоб маршрут лишився прихованим.
discord-game-flag-falls = Прапорець упаде { $stamp }.
discord-game-time-runs-out = Час спливає { $stamp }.

## Answers and posts

discord-done = Готово.
discord-done-see = Готово: дивись <#{ $channel }>.
discord-thread-locked-look-there = Цю гілку закрито, тож її повідомлення йдуть у <#{ $channel }>: дивись там.
discord-thread-locked-posted-here = Я не можу писати в <#{ $thread }>: гілку закрито. Тому це повідомлення тут; модератор може відкрити гілку (або дати мені **Manage Threads**), щоб партія йшла там.
discord-malformed-option = Неправильна опція: { $error }. Перевір опції команди й спробуй ще раз.
discord-malformed-option-input = Неправильна опція `{ $input }`: { $error }. Перевір опції команди й спробуй ще раз.
discord-command-outdated = Опції цієї команди не збігаються з опціями бота; можливо, Discord ще показує стару версію. Спробуй ще раз за хвилину.
discord-something-went-wrong = Щось пішло не так: { $error }
discord-server-only = Ця команда працює в каналі сервера, а не в особистих повідомленнях.
discord-server-roles-unread = Я не зміг прочитати ролі цього сервера ({ $error }). Спробуй ще раз трохи згодом.
discord-channel-permissions-unread = Я не зміг прочитати права цього каналу ({ $error }). Спробуй ще раз трохи згодом.
discord-on-the-web = На сайті: <{ $url }>
discord-event-line = Подія Discord: { $url }
discord-event-audit-reason = запланований турнір
discord-games-line = Партії: { $games }
discord-boards-waiting = <@{ $organizer }> Тур { $round } турніру **{ $tournament }**: { $count ->
        [one] { $count } дошка ще не дійшла
        [few] { $count } дошки ще не дійшли
        [many] { $count } дошок ще не дійшли
       *[other] { $count } дошки ще не дійшли
    } до гравців: { $boards }. Я не зміг відкрити їхні гілки (твоя наступна команда тут покаже чому) і далі пробую у фоні; час на неявку піде лише після публікації дошки.
discord-boards-none-waiting = Тур { $round } турніру **{ $tournament }**: жодна дошка більше не чекає на свою гілку.
