# Что отвечает сама сторона Discord: /settings, проверки и ответы
# администрирования /tournament, сообщения о ветке партии (источник:
# en-US). Множественное число: one, few, many, other.

## /settings

discord-settings-not-in-server = Настройки относятся к серверу: используй эту команду в одном из его каналов.
discord-settings-web-on = Страницы этого сервера есть на сайте. `/settings web:off` скрывает их.
discord-settings-web-on-at = Страницы этого сервера есть на сайте. Его страницы: { $url } `/settings web:off` скрывает их.
discord-settings-web-off = Страниц этого сервера нет на сайте. `/settings web:on` (Управлять сервером) показывает там его рейтинг, турниры и партии.
discord-settings-read-failed = Не удалось прочитать настройки ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-lfg-role = Открытый вызов упоминает <@&{ $role }>. `/settings clear_lfg_role:true` отключает это.
discord-settings-lfg-none = Открытый вызов никого не упоминает. `/settings lfg_role:<role>` (Управлять сервером) заставляет его упоминать участников, которые ищут партию.
discord-settings-lfg-read-failed = Не удалось прочитать роль ищущих партию ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-zone = Часовой пояс этого сервера — { $zone }: начало турнира без указания пояса читается в нём, и серия сохраняет в нём своё время. `/settings timezone:<имя IANA>` меняет его.
discord-settings-zone-utc = Часовой пояс этого сервера — UTC. `/settings timezone:Europe/Berlin` (Управлять сервером; любое имя IANA) читает начало турниров в твоём поясе и держит серию в её время.
discord-settings-zone-read-failed = Не удалось прочитать часовой пояс ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-private-language = Личные ответы идут на языке Discord каждого участника, если бот его знает, иначе на языке сервера: твои — на языке { $language }.
discord-settings-public-chosen = Публичные сообщения идут на языке { $language } (выбран через `/settings language`; `/settings clear_language:true` переключает на язык Discord этого сервера).
discord-settings-public-discord = Публичные сообщения следуют языку Discord этого сервера (серверы сообщества задают его в Настройки сервера > Обзор > Основной язык), сейчас { $language }. `/settings language:<language>` (Управлять сервером) выбирает другой.
discord-settings-public-unshipped = Публичные сообщения идут на языке { $language }: язык Discord этого сервера (`{ $code }`) бот пока не знает. `/settings language:<language>` (Управлять сервером) выбирает язык.
discord-settings-public-unnamed = Публичные сообщения идут на языке { $language }, так как Discord не называет язык этого сервера (серверы сообщества задают его в Настройки сервера > Обзор > Основной язык). `/settings language:<language>` (Управлять сервером) выбирает язык.
discord-settings-language-read-failed = Не удалось прочитать язык публичных сообщений ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-language-both = Укажи либо `language` (чтобы выбрать язык публичных сообщений), либо `clear_language:true` (чтобы следовать языку Discord сервера), но не оба (ничего не изменено).
discord-settings-daily-both = Укажи либо `puzzle_channel`/`puzzle_time` (чтобы публиковать ежедневную задачу), либо `clear_daily_puzzle:true` (чтобы прекратить), но не оба.
discord-settings-nothing-changed = { $why } (ничего не изменено)
discord-settings-lfg-both = Укажи либо `lfg_role` (чтобы задать её), либо `clear_lfg_role:true` (чтобы убрать), но не оба.
discord-settings-lfg-everyone = `lfg_role` не может быть @everyone: выбери роль, которую берут участники, желающие сыграть (ничего не изменено).
discord-settings-not-manager = Менять это могут только участники с правом «Управлять сервером» (ничего не изменено). Попроси администратора сервера; просто `/settings` показывает текущие настройки.
discord-settings-web-now-public = Рейтинг, турниры и партии этого сервера теперь на публичном сайте.
discord-settings-web-now-public-at = Рейтинг, турниры и партии этого сервера теперь на публичном сайте. Его страницы: { $url }
discord-settings-web-now-hidden = Страницы этого сервера теперь скрыты с сайта (отвечают 404).
discord-settings-save-failed = Не удалось сохранить настройку ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-lfg-now = Открытый вызов (`/challenge` без соперника) теперь один раз упоминает <@&{ $role }>. (Роль должна быть упоминаемой, или мне нужно право «Упоминать @everyone».)
discord-settings-lfg-now-none = Открытые вызовы больше никого не упоминают.
discord-settings-lfg-save-failed = Не удалось сохранить роль ищущих партию ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-zone-now = Часовой пояс этого сервера теперь { $zone }: начало турнира без указания пояса читается в нём, и новые серии сохраняют в нём своё время при переходе на летнее время.
discord-settings-zone-save-failed = Не удалось сохранить часовой пояс ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-daily-stopped = Ежедневная задача больше не публикуется. `/puzzle daily` по-прежнему даёт сегодняшнюю задачу любому, кто попросит.
discord-settings-language-save-failed = Не удалось сохранить язык ({ $error }). Попробуй ещё раз чуть позже.
discord-settings-language-now = Публичные сообщения этого сервера теперь на языке { $language }; личные ответы участникам по-прежнему на их языке Discord. `/settings clear_language:true` снова переключает на язык Discord сервера.
discord-settings-language-now-discord = Публичные сообщения этого сервера снова следуют его языку Discord (серверы сообщества задают его в Настройки сервера > Обзор > Основной язык), сейчас { $language }.

## /tournament

discord-tournament-no-event = Событие Discord не создано: у меня нет права **Manage Events**. Администратор сервера может выдать его моей роли в Настройки сервера → Роли.
discord-tournament-bad-time = Неверное `time`: { $error }.
discord-tournament-bad-intercept = Неверное `intercept`: { $error }.
discord-tournament-missing-permissions = Я не могу провести турнир в этом канале: здесь мне не хватает { $missing }. Каждая доска получает свою ветку со своей картинкой. Администратор сервера может выдать мне { $count ->
        [one] это право
       *[other] эти права
    } в настройках канала (Изменить канал → Права доступа), после чего попробуй снова.
discord-tournament-settings-not-in-server = Настройки турниров относятся к серверу: используй эту команду в одном из его каналов.
discord-tournament-settings-not-manager = Менять настройки турниров могут только участники с правом «Управлять сервером». Попроси администратора сервера; просто `/tournament settings` показывает текущие.
discord-tournament-organizer-both = Укажи либо `organizer_role` (чтобы задать её), либо `clear:true` (чтобы убрать), но не оба.
discord-tournament-winner-both = Укажи либо `winner_role` (чтобы задать её), либо `clear_winner_role:true` (чтобы убрать), но не оба.
discord-tournament-organizer-now = Участники с <@&{ $role }> теперь могут запускать, составлять пары, исключать игроков и отменять любой турнир этого сервера.
discord-tournament-organizer-removed = Роль организатора турниров убрана: турнир ведут его организатор и участники с правом «Управлять сервером».
discord-tournament-organizer-save-failed = Не удалось сохранить роль организатора ({ $error }). Попробуй ещё раз чуть позже.
discord-tournament-winner-now = Победитель каждого турнира этого сервера теперь получает <@&{ $role }>, а предыдущий победитель её теряет.
discord-tournament-winner-removed = Победителям турниров роль больше не выдаётся (у кого она есть, у того и останется).
discord-tournament-winner-save-failed = Не удалось сохранить роль победителя ({ $error }). Попробуй ещё раз чуть позже.
discord-tournament-creators-save-failed = Не удалось сохранить, кто может создавать турниры ({ $error }). Попробуй ещё раз чуть позже.
discord-tournament-creators-everyone = Любой участник может создавать здесь турниры и серии (но никогда с ролью победителя, которую он сам не мог бы выдать). `creators:organizers` оставляет это право за «Управлять сервером» и ролью организатора.
discord-tournament-creators-organizers = Создавать здесь турниры и серии могут только участники с правом «Управлять сервером» или ролью организатора турниров; участвовать по-прежнему могут все. `creators:everyone` открывает создание всем участникам.
discord-tournament-only-managers-create = На этом сервере создавать турниры и серии могут только участники с **Управлять сервером**. Попроси кого-то из них создать его; участвовать потом сможет любой.
discord-tournament-only-organizers-create = На этом сервере создавать турниры и серии могут только участники с **Управлять сервером** или <@&{ $role }>. Попроси кого-то из них создать его; участвовать потом сможет любой.
discord-tournament-creators-read-failed = Не удалось прочитать, кто может создавать здесь турниры ({ $error }). Попробуй ещё раз чуть позже.
discord-tournament-organizer-is = Роль организатора турниров — <@&{ $role }>: её участники могут запускать, составлять пары, исключать игроков и отменять любой турнир здесь. Участник с правом «Управлять сервером» меняет её через `/tournament settings organizer_role:<role>` или убирает через `clear:true`.
discord-tournament-organizer-none = Роль организатора турниров не задана: турнир ведут его организатор и участники с правом «Управлять сервером». Участник с правом «Управлять сервером» задаёт её через `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Не удалось прочитать настройки турниров ({ $error }). Попробуй ещё раз чуть позже.
discord-tournament-winner-is = Победитель каждого турнира получает <@&{ $role }> (предыдущий победитель её теряет); `clear_winner_role:true` отключает это.
discord-tournament-winner-none = Роль победителя не задана: `/tournament settings winner_role:<role>` выдаёт её победителю каждого турнира.
discord-tournament-name-the-game = Укажи партию: `round`, `board` и `result` (например, тур 2, доска 1, 1-0); в турнире на выбывание — `match` (например, W1-2) с `result` для идущей партии или `winner` для всего матча.

## Ветка партии

discord-thread-at-cap = этот сервер достиг лимита Discord на активные ветки (ошибка 160006); архивирование завершённых веток освобождает место
discord-thread-no-permission = у меня нет права **Create Public Threads** (и **Send Messages in Threads**) в этом канале; администратор сервера может выдать их в настройках канала
discord-thread-discord-answered = Discord ответил { $error }
discord-thread-not-moved = не удалось перенести в неё партию ({ $error })
discord-thread-none = Я не смог открыть ветку для этой партии: { $why }.
discord-thread-played-here = Я не смог открыть ветку для этой партии, поэтому она играется здесь, в канале.
discord-thread-none-taken = Я не смог открыть ветку для этой партии. { $taken }
discord-thread-tournament-played-here = Я не смог открыть ветку для **{ $game }**, поэтому партия играется здесь, в канале.
discord-thread-organizer = 🔒 **{ $tournament }**: я не смог открыть { $count ->
        [one] ветку
       *[other] ветки
    } для { $games }: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Роли принадлежат серверу: используй эту команду в одном из его каналов.
discord-roles-everyone = @everyone нельзя выдавать: выбери роль, которой есть не у всех участников.
discord-roles-read-failed = Я не смог прочитать роли этого сервера ({ $error }), поэтому не знаю, можно ли выдавать <@&{ $role }>. Попробуй ещё раз чуть позже.
discord-roles-prize-read-failed = Я не смог прочитать роли этого сервера ({ $error }), поэтому не знаю, можешь ли ты сделать <@&{ $role }> призом. Попробуй ещё раз чуть позже.
discord-roles-member-cannot-give = Ты не можешь привязать <@&{ $role }>: я выдаю роль только за участников, которые могли бы выдать её сами (владелец сервера, Администратор или участник с **Manage Roles** на сервере через роль: Manage Permissions в одном канале не считается), а ты не из них. Попроси администратора сервера задать её или не указывай `{ $option }` (ничего не изменено).
discord-roles-not-of-server = <@&{ $role }> — не роль этого сервера (её удалили?). Выбери другую.
discord-roles-not-below-yours = Ты не можешь привязать <@&{ $role }>: она не ниже твоей высшей роли <@&{ $top }>, а с **Manage Roles** Discord позволяет выдавать только роли ниже своей. Выбери роль ниже своей или попроси администратора сервера задать эту (ничего не изменено).
discord-roles-not-below-none-of-yours = Ты не можешь привязать <@&{ $role }>: она не ниже ни одной из твоих ролей (на этом сервере у тебя их нет), а с **Manage Roles** Discord позволяет выдавать только роли ниже своей. Выбери роль ниже своей или попроси администратора сервера задать эту (ничего не изменено).
discord-roles-bot-not-allowed = Я не могу выдавать <@&{ $role }>: у меня нет права **Manage Roles**. Администратор сервера может выдать его моей роли в Настройки сервера → Роли, а потом задай роль ещё раз.
discord-roles-bot-read-failed = Я не смог прочитать свои роли на этом сервере ({ $error }), поэтому не знаю, могу ли выдавать <@&{ $role }>. Попробуй ещё раз чуть позже.
discord-roles-managed = <@&{ $role }> управляется интеграцией (роль бота или роль бустеров), и Discord никому не позволяет её выдавать. Выбери другую роль.
discord-roles-not-below-mine = Я не могу выдавать <@&{ $role }>: она не ниже моей высшей роли <@&{ $top }>, а Discord позволяет боту выдавать только роли ниже своей. Администратор сервера может перетащить мою роль выше <@&{ $role }> в Настройки сервера → Роли, а потом задай роль ещё раз.
discord-roles-not-below-none-of-mine = Я не могу выдавать <@&{ $role }>: она не ниже ни одной из моих ролей (на этом сервере у меня их нет), а Discord позволяет боту выдавать только роли ниже своей. Администратор сервера может перетащить мою роль выше <@&{ $role }> в Настройки сервера → Роли, а потом задай роль ещё раз.
discord-roles-their-roles-unread = я не смог прочитать роли участника ({ $error })
discord-roles-could-not-give = • не удалось выдать <@&{ $role }> участнику <@{ $user }>: { $why }
discord-roles-could-not-take = • не удалось забрать <@&{ $role }> у <@{ $user }>: { $why }
discord-roles-change-failed = Смена роли для { $reason } не прошла:
    { $lines }
    Администратор сервера может проверить, что у меня есть **Manage Roles** и моя роль выше <@&{ $role }> (Настройки сервера → Роли), а потом поменять роль вручную. Больше ничего не затронуто.
discord-roles-why-not-allowed = у меня нет **Manage Roles**, или роль не ниже моей
discord-roles-why-not-member = участник больше не состоит на этом сервере
discord-roles-why-role-gone = этой роли больше нет
discord-roles-why-discord = Discord ответил: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Нельзя вызвать самого себя: укажи другого игрока или оставь `opponent` пустым для открытого вызова.
discord-game-challenge-a-bot = Нельзя вызвать бота: укажи человека или оставь `opponent` пустым для открытого вызова. Чтобы сыграть со мной, укажи меня в `opponent`.
discord-game-level-without-me = `level` нужен для партии со мной: укажи меня в `opponent`, чтобы сыграть с ИИ, или убери `level`.
discord-game-bad-settings = Неверные настройки партии: { $error }.
discord-game-bad-level = `level` должен быть от 1 (слабейший) до 8 (сильнейший) (ты указал { $level }).
discord-game-type-a-move = Введи ход, например `e4`, `Nf3`, `e2e4` или полёт `e4>e5>e6>d7`.
discord-game-flight-received = Полёт принят: ветка показывает ракету по одному полю (твой маршрут остаётся скрытым).
discord-game-not-a-square = `{ $pawn }` — не поле: укажи поле пешки, например e4.
discord-game-steering-started = Управление начато.
discord-game-ai-where = **{ $player }** играет со мной (ИИ, уровень { $level }) в <#{ $thread }>.
discord-game-missile-on-its-way = Ракета в пути: смотри доску в ветке.
discord-game-button-ended = Этот вопрос закрыт: кнопка больше не работает.
discord-game-typed-flight-shown = Полёт, набранный сообщением, показывает сопернику весь маршрут, а удалять сообщения здесь я не могу. Используй `/move` (ответ видишь только ты) или `/fire` (управление кнопками), чтобы маршрут остался скрытым.
discord-game-flag-falls = Флажок упадёт { $stamp }.
discord-game-time-runs-out = Время истекает { $stamp }.

## Answers and posts

discord-done = Готово.
discord-done-see = Готово: смотри <#{ $channel }>.
discord-thread-locked-look-there = Эта ветка закрыта, поэтому её сообщения идут в <#{ $channel }>: смотри там.
discord-thread-locked-posted-here = Я не могу писать в <#{ $thread }>: ветка закрыта. Поэтому это сообщение здесь; модератор может открыть ветку (или дать мне **Manage Threads**), чтобы партия шла там.
discord-malformed-option = Неверная опция: { $error }. Проверь опции команды и попробуй ещё раз.
discord-malformed-option-input = Неверная опция `{ $input }`: { $error }. Проверь опции команды и попробуй ещё раз.
discord-command-outdated = Опции этой команды не совпадают с опциями бота; возможно, Discord ещё показывает старую версию. Попробуй ещё раз через минуту.
discord-something-went-wrong = Что-то пошло не так: { $error }
discord-server-only = Эта команда работает в канале сервера, а не в личных сообщениях.
discord-server-roles-unread = Я не смог прочитать роли этого сервера ({ $error }). Попробуй ещё раз чуть позже.
discord-channel-permissions-unread = Я не смог прочитать права этого канала ({ $error }). Попробуй ещё раз чуть позже.
discord-on-the-web = На сайте: <{ $url }>
discord-event-line = Событие Discord: { $url }
discord-event-audit-reason = запланированный турнир
discord-games-line = Партии: { $games }
discord-boards-waiting = <@{ $organizer }> Тур { $round } турнира **{ $tournament }**: { $count ->
        [one] { $count } доска ещё не дошла
        [few] { $count } доски ещё не дошли
        [many] { $count } досок ещё не дошли
       *[other] { $count } доски ещё не дошли
    } до игроков: { $boards }. Я не смог открыть их ветки (твоя следующая команда здесь покажет почему) и продолжаю пробовать в фоне; время на неявку пойдёт только после публикации доски.
discord-boards-none-waiting = Тур { $round } турнира **{ $tournament }**: ни одна доска больше не ждёт своей ветки.
