# Организация турниров: почему действие с турниром отклонено, записи,
# выходы, отмены и время перед запланированным стартом.

## Отказы. $name: название турнира (жирным).

organizing-bad-format = Формат турнира `{ $text }` мне не знаком: выбери { $formats }.
organizing-not-an-option-of = `{ $option }` — не опция этого турнира { $format }: она для турниров { $formats }. Создай такой через { $create } или убери `{ $option }`.
organizing-no-formats = никаких
organizing-too-many-for-bracket = Сетка на выбывание вмещает не больше 128 игроков, а записалось { $have }: убери кого-то через /tournament kick или проведи вместо этого швейцарскую систему.
organizing-match-result-or-winner = Укажи либо `result` (результат идущей партии матча, например `1-0`), либо `winner` (игрока, который проходит дальше), но не оба и не ни одного.
organizing-bad-start = Не понимаю время старта `{ $text }`: напиши `in 2h`, время UTC вроде `18:30`, дату и время с зоной вроде `2026-12-04 19:00 Europe/Berlin`, метку времени Discord вроде `<t:1796497200>` или секунды Unix; или оставь пустым и запусти турнир сам.
organizing-start-passed = Время старта `{ $text }` — это { $date }, и оно уже прошло: укажи время в будущем.
organizing-start-too-far = Время старта `{ $text }` больше чем через 30 дней: создай турнир ближе к дате.
organizing-unknown-zone = Часовой пояс `{ $text }` мне не знаком: используй имя IANA, например `Europe/Berlin`, `America/New_York` или `UTC`.
organizing-bad-no-show = Не понимаю время на явку `{ $text }`: напиши число и единицу, например `30s`, `2m`, `5m`, `1h` или `1d`, от 10 секунд до 7 дней, или оставь пустым для значения по умолчанию (5 минут; 24 часа при контроле по переписке).
organizing-bad-move-limit = Не понимаю лимит на ход `{ $text }`: напиши число и единицу, например `30s`, `2m`, `1h` или `1d`, от 10 секунд до 14 дней, или оставь пустым для значения по умолчанию (1 день).
organizing-move-limit-with-clock = `move_limit` — для турниров без часов: с контролем времени каждый ход ограничивают часы. Убери `move_limit` или создай турнир с `time:none`.
organizing-bad-bye = Очки за свободный тур `{ $text }` невозможны: выбери `1` (по умолчанию), `0.5` (или `½`) или `0`.
organizing-bad-name = Дай турниру название от 1 до 80 символов.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
        [many] { $rounds } туров
       *[other] { $rounds } тура
    } — так нельзя: выбери от 1 до 30 туров или оставь пустым, и число подберётся под игроков.
organizing-bad-minutes = Арена на { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    } невозможна: выбери от 1 до 1440 минут.
organizing-no-tournament-here = В этом канале нет открытого или идущего турнира. Создай его через /tournament create.
organizing-edit-after-start = **{ $name }** уже начался: изменить его можно только до старта. Результаты ставятся через `/tournament result`.
organizing-nothing-to-edit = Нечего менять: укажи хотя бы одну опцию в `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, у швейцарки `rounds` и `byes`, у арены `minutes`.
organizing-edit-other-format = **{ $name }** — турнир { $format }: меняй его через `/tournament edit { $format }`, а не `/tournament edit { $asked }`.
organizing-edit-not-for-format = У этого турнира { $format } нет `{ $option }`, которую можно поменять: `{ $option }` бывает у турниров { $formats }.
organizing-max-below-joined = { $joined ->
        [one] Уже записался { $joined } игрок
        [few] Уже записались { $joined } игрока
        [many] Уже записались { $joined } игроков
       *[other] Уже записались { $joined } игрока
    }: `max_players` не может быть { $max }. Укажи { $joined } или больше либо сначала исключи игроков.
organizing-choose-tournament = В этом канале несколько турниров: { $choices }. Выбери один опцией `tournament:` (она подсказывает их, пока ты печатаешь).
organizing-choices-more = ещё { $count }
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = У тебя уже { $limit } открытых турниров на этом сервере ({ $open }) — больше одному участнику нельзя. Заверши или отмени один (`/tournament cancel`), прежде чем создавать новый.
organizing-no-such-tournament = Турнира #{ $id } нет. Турниры этого канала покажет /tournament standings.
organizing-already-joined = Ты уже записан в **{ $name }**. Дождись старта.
organizing-full = **{ $name }** заполнен ({ $max ->
        [one] { $max } игрок
        [few] { $max } игрока
        [many] { $max } игроков
       *[other] { $max } игрока
    }). Попроси у организатора место или запишись в другой турнир.
organizing-already-started = **{ $name }** уже начался и больше не принимает записи (круговой турнир — после старта; швейцарская система — после жеребьёвки последнего тура; арена — после окончания). Запишись в следующий.
organizing-over = **{ $name }** завершён. Посмотри итоговую таблицу или создай новый турнир.
organizing-not-joined = Ты не играешь в **{ $name }**. Запишись через /tournament join, пока он открыт.
organizing-not-running = **{ $name }** ещё не начался: чтобы выйти, используй /tournament leave.
organizing-already-withdrawn = Ты уже вышел из **{ $name }**.
organizing-not-organizer = Только организатор ({ $organizer }), участник с правом «Управлять сервером» или с ролью организатора турниров этого сервера может { $action }. Попроси кого-то из них (`/tournament settings` показывает роль).
organizing-organizer-action = { $action ->
        [add] добавлять игроков в этот турнир
        [results] ставить результаты в этом турнире
        [start] запустить этот турнир
        [cancel] отменить этот турнир
        [pair] проводить жеребьёвку следующего тура этого турнира
        [remove] исключать игроков из этого турнира
       *[other] изменять этот турнир
    }
organizing-too-few-players = Турниру этого формата нужно минимум { $needed ->
        [one] { $needed } игрок
        [few] { $needed } игрока
        [many] { $needed } игроков
       *[other] { $needed } игрока
    }, а есть { $have }. Подожди, пока запишутся ещё игроки.
organizing-round-in-progress = Тур { $round } ещё идёт ({ $games }). Следующий тур жеребьёвится сам, когда закончится его последняя партия.
organizing-round-in-progress-no-show = Игрок, не сделавший ход до { $time }, проигрывает из-за неявки.
organizing-round-in-progress-under-way = Его партии идут: подожди, пока они закончатся.
organizing-arena-pairs-itself = **{ $name }** — арена: свободные игроки подбираются в пары сами, туров для жеребьёвки нет.
organizing-no-more-rounds = Все туры **{ $name }** уже разыграны по жеребьёвке; турнир закончится вместе с последней партией.
organizing-not-in-tournament-game = Берсерк — для твоей собственной партии на арене, в её ветке, до твоего первого хода.
organizing-berserk-too-late = Берсерк можно включить только до своего первого хода в партии.
organizing-berserk-no-clock = Берсерк вдвое урезает твоё время: в этом турнире нет часов.
organizing-no-abort = Турнирные партии нельзя прервать. Сдайся или выйди из турнира через /tournament withdraw.
organizing-pairing-failed = Не удалось провести жеребьёвку следующего тура ({ $error }). Организатор может попробовать снова через /tournament pair.
organizing-not-swiss = Файл TRF бывает только у турниров по швейцарской системе; вместо него приложен PGN каждой партии.
organizing-save-failed = Не удалось сохранить. Попробуй ещё раз чуть позже.
organizing-bad-max-players = Максимум { $max ->
        [one] { $max } игрок
        [few] { $max } игрока
        [many] { $max } игроков
       *[other] { $max } игрока
    } — так нельзя: выбери от 2 до 1000 игроков или оставь пустым для 256.
organizing-bad-role = `{ $text }` — не роль: выбери роль этого сервера или оставь пустым, чтобы записаться мог любой.
organizing-needs-start-time = `{ $option }:` требует время старта: добавь `starts:` (например `in 2h`, `18:30 Europe/Berlin` или `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` — не длительность: пиши как `10m`, `1h` или `1d`, либо `0`, чтобы без напоминания.
organizing-bad-checkin = `{ $option }:{ $text }` — не длительность: пиши как `10m`, `1h` или `1d`, либо оставь пустым, чтобы без отметки.
organizing-check-in-opens = Отметка для **{ $name }** откроется { $when }: возвращайся тогда.
organizing-check-in-not-open = Для **{ $name }** сейчас нет открытой отметки.
organizing-not-entered = Ты не записан в **{ $name }**: сначала нажми «Участвовать», потом «Отметиться».
organizing-bad-result = Не понимаю результат `{ $text }`: напиши `1-0`, `0-1`, `1/2` (ничья; подходят и `½`, `½-½`, `1/2-1/2` и `0.5-0.5`), `+-` (белые выигрывают из-за неявки), `-+` (чёрные выигрывают из-за неявки) или `0-0` (оба проигрывают из-за неявки).
organizing-byes-swiss-only = **{ $name }** — не швейцарская система: свободный тур за пол-очка можно запросить только в ней. Выйди из турнира, если не можешь продолжать.
organizing-byes-off = **{ $name }** не даёт свободных туров по запросу. Играй свои партии или выйди, если не можешь продолжать.
organizing-no-byes-left = Ты уже использовал { $allowed ->
        [one] свой свободный тур за пол-очка
        [few] свои { $allowed } свободных тура за пол-очка
        [many] свои { $allowed } свободных туров за пол-очка
       *[other] свои { $allowed } свободного тура за пол-очка
    } в **{ $name }**. Играй свои партии или выйди, если не можешь продолжать.
organizing-bye-already-requested = Ты уже запросил свободный тур за пол-очка на тур { $round } в **{ $name }**: в нём у тебя не будет пары.
organizing-bye-too-late = Последний тур **{ $name }** уже разыгран по жеребьёвке: свободный тур взять уже негде. Сыграй свою партию или выйди.
organizing-no-such-round = Тура { $round } нет: { $rounds ->
        [0] ещё ни один тур не жеребьёвился.
        [one] проведена жеребьёвка только тура 1.
       *[other] проведена жеребьёвка туров с 1 по { $rounds }.
    }
organizing-no-such-board = В туре { $round } нет доски { $board }: { $boards ->
        [one] в нём только доска 1.
       *[other] в нём доски с 1 по { $boards }.
    }
organizing-bye-board = Доска { $board } тура { $round } — свободный тур: там нет партии и нечего ставить. Выбери доску с двумя игроками.
organizing-results-not-started = **{ $name }** ещё не начался: ставить нечего.
organizing-results-over = **{ $name }** завершён: его результаты окончательны и больше не меняются.
organizing-results-cancelled = **{ $name }** отменён: ставить нечего.
organizing-missing-role = Чтобы записаться в **{ $name }**, нужна роль { $role }.
organizing-too-few-rated-games = **{ $name }** требует минимум { $needed } в { $preset }; у тебя { $have }. Сыграй ещё { $more } и запишись снова.
organizing-already-berserk = Ты уже включил берсерк в этой партии.
organizing-unpairable = Следующий тур **{ $name }** не удаётся разжеребьёвить после тура { $round }: любая оставшаяся пара была бы повторной встречей или вторым свободным туром. Турнир заканчивается здесь.
organizing-bad-repeat = `{ $text }` — не повторение: выбери none, daily, weekly или monthly.
organizing-bad-zone = `{ $text }` — незнакомый мне часовой пояс. Укажи имя IANA, например `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` или `UTC` (см. https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); ничего не изменено.

## Записи, выходы, отмены и время перед стартом (посты).

organizing-back = { $player } вернулся в { $tournament }: получит пару, как только освободится соперник.
organizing-left = { $player } вышел из { $tournament }.
organizing-removed = { $player } исключён из { $tournament }: идущая партия проиграна из-за неявки.
organizing-withdrew = { $player } снялся с { $tournament }: идущая партия проиграна из-за неявки.
organizing-added = { $mention }, { $by } добавил тебя (**{ $player }**) в { $tournament }. Не будешь играть? Нажми **Выйти** ниже (или `/tournament leave`).
organizing-cancelled = { $tournament } отменён организатором.
organizing-cancelled-too-few = { $tournament } отменён: записавшихся — { $players }, а нужно минимум { $min }.
organizing-cancelled-too-few-checked-in = { $tournament } отменён: отметившихся — { $players }, а нужно минимум { $min }.
organizing-run-up = ⏰ { $tournament } начинается { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } начинается { $date }. Отметка открыта: нажми «Отметиться» ниже, пока она не закрылась { $countdown }, иначе на старте тебя снимут.
organizing-withdrawn-absent = { $names } не { $count ->
        [one] отметился в { $tournament } и снят.
        [few] отметились в { $tournament } и сняты.
        [many] отметились в { $tournament } и сняты.
       *[other] отметились в { $tournament } и сняты.
    }
organizing-withdrawn-absent-late = Записаться с опозданием ещё можно: нажми «Участвовать».
organizing-checked-in = Ты отметился в { $tournament }. Старт { $countdown }.

## В других местах.

organizing-calendar-description = Турнир { $format } в { $preset }, { $time }. Записывайся кнопкой «Участвовать» в его анонсе.
organizing-winner-role-reason = победитель { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Сетка на выбывание вмещает от 2 до 128 игроков, а не { $players }: раздели участников или сначала проведи швейцарскую систему.
organizing-bracket-third-place = В сетке из 2 игроков нет полуфиналов, а значит, и матча за третье место: убери его или возьми хотя бы 3 игроков.
organizing-bracket-match-name = «{ $text }» — не название матча: пиши W<тур>-<n>, L<тур>-<n>, GF1, GF2 или 3P (например, W1-2).
organizing-bracket-no-such-match = В этой сетке нет матча { $match }: посмотри список матчей, чтобы узнать их названия.
organizing-bracket-not-ready = { $match } ещё не готов: оба его игрока пока не известны; сначала запиши результаты матчей перед ним.
organizing-bracket-walkover = { $match } — техническая победа: { $seed } проходит дальше без игры, поэтому результат не записывается.
organizing-bracket-walkover-open = { $match } — техническая победа: одно место пустое, поэтому тот, кто займёт другое, пройдёт дальше без игры; результат не записывается.
organizing-bracket-empty = { $match } никогда не играется: оба его места пусты; результат не записывается.
organizing-bracket-no-reset = GF2 не играется: { $seed } выиграл GF1, придя из сетки победителей, и сетка завершена.
organizing-bracket-already-decided = { $match } уже решён (победил { $winner }): результат записывается один раз.
organizing-bracket-not-in-match = { $seed } не играет в { $match }, где встречаются { $a } и { $b }: назови победителем одного из них.
