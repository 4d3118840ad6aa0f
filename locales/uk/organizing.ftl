# Організація турнірів: чому дію з турніром відхилено, записи, виходи,
# скасування і час перед запланованим стартом.

## Відмови. $name: назва турніру (жирним).

organizing-bad-format = Формат турніру `{ $text }` мені не відомий: обери { $formats }.
organizing-not-an-option-of = `{ $option }` — не опція цього турніру { $format }: вона для турнірів { $formats }. Створи такий через { $create } або прибери `{ $option }`.
organizing-no-formats = жодних
organizing-too-many-for-bracket = Сітка на вибування вміщує щонайбільше 128 гравців, а записалося { $have }: прибери когось через /tournament kick або проведи натомість швейцарську систему.
organizing-match-result-or-winner = Вкажи або `result` (результат поточної партії матчу, наприклад `1-0`), або `winner` (гравця, який проходить далі), але не обидва і не жодного.
organizing-bad-start = Не розумію час старту `{ $text }`: напиши `in 2h`, час UTC на кшталт `18:30`, дату й час із зоною на кшталт `2026-12-04 19:00 Europe/Berlin`, мітку часу Discord на кшталт `<t:1796497200>` або секунди Unix; або залиш порожнім і запусти турнір сам.
organizing-start-passed = Час старту `{ $text }` — це { $date }, і він уже минув: вкажи час у майбутньому.
organizing-start-too-far = Час старту `{ $text }` більш ніж за 30 днів: створи турнір ближче до дати.
organizing-unknown-zone = Часовий пояс `{ $text }` мені не відомий: використай назву IANA, наприклад `Europe/Berlin`, `America/New_York` або `UTC`.
organizing-bad-no-show = Не розумію час на явку `{ $text }`: напиши число й одиницю, наприклад `30s`, `2m`, `5m`, `1h` або `1d`, від 10 секунд до 7 днів, або залиш порожнім для типового значення (5 хвилин; 24 години за контролю листуванням).
organizing-bad-move-limit = Не розумію ліміт на хід `{ $text }`: напиши число й одиницю, наприклад `30s`, `2m`, `1h` або `1d`, від 10 секунд до 14 днів, або залиш порожнім для типового значення (1 день).
organizing-move-limit-with-clock = `move_limit` — для турнірів без годинника: з контролем часу кожен хід обмежує годинник. Прибери `move_limit` або створи турнір із `time:none`.
organizing-bad-bye = Очки за вільний тур `{ $text }` неможливі: обери `1` (типово), `0.5` (або `½`) чи `0`.
organizing-bad-name = Дай турніру назву від 1 до 80 символів.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тури
        [many] { $rounds } турів
       *[other] { $rounds } туру
    } — так не можна: обери від 1 до 30 турів або залиш порожнім, і число підбереться під гравців.
organizing-bad-minutes = Арена на { $minutes ->
        [one] { $minutes } хвилину
        [few] { $minutes } хвилини
        [many] { $minutes } хвилин
       *[other] { $minutes } хвилини
    } неможлива: обери від 1 до 1440 хвилин.
organizing-no-tournament-here = У цьому каналі немає відкритого чи поточного турніру. Створи його через /tournament create.
organizing-edit-after-start = **{ $name }** уже почався: змінити його можна лише до старту. Результати ставляться через `/tournament result`.
organizing-nothing-to-edit = Нічого змінювати: вкажи хоча б одну опцію в `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, у швейцарки `rounds` і `byes`, в арени `minutes`.
organizing-edit-other-format = **{ $name }** — турнір { $format }: змінюй його через `/tournament edit { $format }`, а не `/tournament edit { $asked }`.
organizing-edit-not-for-format = У цього турніру { $format } немає `{ $option }`, яку можна змінити: `{ $option }` буває в турнірів { $formats }.
organizing-max-below-joined = { $joined ->
        [one] Уже записався { $joined } гравець
        [few] Уже записалися { $joined } гравці
        [many] Уже записалися { $joined } гравців
       *[other] Уже записалися { $joined } гравця
    }: `max_players` не може бути { $max }. Вкажи { $joined } або більше чи спершу виключи гравців.
organizing-choose-tournament = У цьому каналі кілька турнірів: { $choices }. Обери один опцією `tournament:` (вона підказує їх, поки ти друкуєш).
organizing-choices-more = ще { $count }
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = У тебе вже { $limit } відкритих турнірів на цьому сервері ({ $open }) — більше одному учасникові не можна. Заверши або скасуй один (`/tournament cancel`), перш ніж створювати новий.
organizing-no-such-tournament = Турніру #{ $id } немає. Турніри цього каналу покаже /tournament standings.
organizing-already-joined = Ти вже записаний у **{ $name }**. Дочекайся старту.
organizing-full = **{ $name }** заповнений ({ $max ->
        [one] { $max } гравець
        [few] { $max } гравці
        [many] { $max } гравців
       *[other] { $max } гравця
    }). Попроси в організатора місце або запишися в інший турнір.
organizing-already-started = **{ $name }** уже почався і більше не приймає записів (круговий турнір — після старту; швейцарська система — після жеребкування останнього туру; арена — після завершення). Запишися в наступний.
organizing-over = **{ $name }** завершено. Переглянь підсумкову таблицю або створи новий турнір.
organizing-not-joined = Ти не граєш у **{ $name }**. Запишися через /tournament join, поки він відкритий.
organizing-not-running = **{ $name }** ще не почався: щоб вийти, скористайся /tournament leave.
organizing-already-withdrawn = Ти вже вийшов із **{ $name }**.
organizing-not-organizer = Лише організатор ({ $organizer }), учасник із правом «Керувати сервером» або з роллю організатора турнірів цього сервера може { $action }. Попроси когось із них (`/tournament settings` показує роль).
organizing-organizer-action = { $action ->
        [add] додавати гравців до цього турніру
        [results] ставити результати в цьому турнірі
        [start] запустити цей турнір
        [cancel] скасувати цей турнір
        [pair] проводити жеребкування наступного туру цього турніру
        [remove] виключати гравців із цього турніру
       *[other] змінювати цей турнір
    }
organizing-too-few-players = Турніру цього формату потрібно щонайменше { $needed ->
        [one] { $needed } гравець
        [few] { $needed } гравці
        [many] { $needed } гравців
       *[other] { $needed } гравця
    }, а є { $have }. Зачекай, поки запишуться ще гравці.
organizing-round-in-progress = Тур { $round } ще триває ({ $games }). Наступний тур жеребкується сам, коли закінчиться його остання партія.
organizing-round-in-progress-no-show = Гравець, який не зробив ходу до { $time }, програє через неявку.
organizing-round-in-progress-under-way = Його партії тривають: зачекай, поки вони закінчаться.
organizing-arena-pairs-itself = **{ $name }** — арена: вільні гравці отримують пари самі, турів для жеребкування немає.
organizing-no-more-rounds = Усі тури **{ $name }** уже розжеребкувано; турнір закінчиться разом з останньою партією.
organizing-not-in-tournament-game = Берсерк — для твоєї власної партії на арені, у її гілці, до твого першого ходу.
organizing-berserk-too-late = Берсерк можна ввімкнути лише до свого першого ходу в партії.
organizing-berserk-no-clock = Берсерк удвічі зменшує твій час: у цьому турнірі немає годинника.
organizing-no-abort = Турнірні партії не можна перервати. Здайся або вийди з турніру через /tournament withdraw.
organizing-pairing-failed = Не вдалося провести жеребкування наступного туру ({ $error }). Організатор може спробувати знову через /tournament pair.
organizing-not-swiss = Файл TRF буває лише в турнірів за швейцарською системою; натомість додано PGN кожної партії.
organizing-save-failed = Не вдалося зберегти. Спробуй ще раз трохи згодом.
organizing-bad-max-players = Щонайбільше { $max ->
        [one] { $max } гравець
        [few] { $max } гравці
        [many] { $max } гравців
       *[other] { $max } гравця
    } — так не можна: обери від 2 до 1000 гравців або залиш порожнім для 256.
organizing-bad-role = `{ $text }` — не роль: обери роль цього сервера або залиш порожнім, щоб записатися міг будь-хто.
organizing-needs-start-time = `{ $option }:` потребує часу старту: додай `starts:` (наприклад `in 2h`, `18:30 Europe/Berlin` або `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` — не тривалість: пиши як `10m`, `1h` або `1d`, або `0`, щоб без нагадування.
organizing-bad-checkin = `{ $option }:{ $text }` — не тривалість: пиши як `10m`, `1h` або `1d`, або залиш порожнім, щоб без підтвердження.
organizing-check-in-opens = Підтвердження для **{ $name }** відкриється { $when }: повертайся тоді.
organizing-check-in-not-open = Для **{ $name }** зараз немає відкритого підтвердження.
organizing-not-entered = Ти не записаний у **{ $name }**: спершу натисни «Приєднатися», потім «Підтвердити».
organizing-bad-result = Не розумію результат `{ $text }`: напиши `1-0`, `0-1`, `1/2` (нічия; підходять і `½`, `½-½`, `1/2-1/2` та `0.5-0.5`), `+-` (білі виграють через неявку), `-+` (чорні виграють через неявку) або `0-0` (обидва програють через неявку).
organizing-byes-swiss-only = **{ $name }** — не швейцарська система: вільний тур за пів очка можна запросити лише в ній. Вийди з турніру, якщо не можеш продовжувати.
organizing-byes-off = **{ $name }** не дає вільних турів на запит. Грай свої партії або вийди, якщо не можеш продовжувати.
organizing-no-byes-left = Ти вже використав { $allowed ->
        [one] свій вільний тур за пів очка
        [few] свої { $allowed } вільні тури за пів очка
        [many] свої { $allowed } вільних турів за пів очка
       *[other] свої { $allowed } вільного туру за пів очка
    } у **{ $name }**. Грай свої партії або вийди, якщо не можеш продовжувати.
organizing-bye-already-requested = Ти вже запросив вільний тур за пів очка на тур { $round } у **{ $name }**: у ньому в тебе не буде пари.
organizing-bye-too-late = Останній тур **{ $name }** уже розжеребкувано: не лишилося туру для вільного. Зіграй свою партію або вийди.
organizing-no-such-round = Туру { $round } немає: { $rounds ->
        [0] ще жоден тур не жеребкувався.
        [one] розжеребкувано лише тур 1.
       *[other] розжеребкувано тури з 1 по { $rounds }.
    }
organizing-no-such-board = У турі { $round } немає дошки { $board }: { $boards ->
        [one] у ньому лише дошка 1.
       *[other] у ньому дошки з 1 по { $boards }.
    }
organizing-bye-board = Дошка { $board } туру { $round } — вільний тур: там немає партії й нічого ставити. Обери дошку з двома гравцями.
organizing-results-not-started = **{ $name }** ще не почався: ставити нічого.
organizing-results-over = **{ $name }** завершено: його результати остаточні й більше не змінюються.
organizing-results-cancelled = **{ $name }** скасовано: ставити нічого.
organizing-missing-role = Щоб записатися в **{ $name }**, потрібна роль { $role }.
organizing-too-few-rated-games = **{ $name }** вимагає щонайменше { $needed } у { $preset }; у тебе { $have }. Зіграй ще { $more } і запишися знову.
organizing-already-berserk = Ти вже ввімкнув берсерк у цій партії.
organizing-unpairable = Наступний тур **{ $name }** не вдається розжеребкувати після туру { $round }: будь-яка пара, що лишилася, була б повторною зустріччю або другим вільним туром. Турнір закінчується тут.
organizing-bad-repeat = `{ $text }` — не повторення: обери none, daily, weekly або monthly.
organizing-bad-zone = `{ $text }` — незнайомий мені часовий пояс. Вкажи назву IANA, наприклад `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` або `UTC` (див. https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); нічого не змінено.

## Записи, виходи, скасування і час перед стартом (дописи).

organizing-back = { $player } повернувся в { $tournament }: отримає пару, щойно звільниться суперник.
organizing-left = { $player } вийшов із { $tournament }.
organizing-removed = { $player } виключений із { $tournament }: поточна партія програна через неявку.
organizing-withdrew = { $player } знявся з { $tournament }: поточна партія програна через неявку.
organizing-added = { $mention }, { $by } додав тебе (**{ $player }**) до { $tournament }. Не гратимеш? Натисни **Вийти** нижче (або `/tournament leave`).
organizing-cancelled = { $tournament } скасовано організатором.
organizing-cancelled-too-few = { $tournament } скасовано: записаних — { $players }, а потрібно щонайменше { $min }.
organizing-cancelled-too-few-checked-in = { $tournament } скасовано: підтверджених — { $players }, а потрібно щонайменше { $min }.
organizing-run-up = ⏰ { $tournament } починається { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } починається { $date }. Підтвердження відкрите: натисни «Підтвердити» нижче, поки воно не закрилося { $countdown }, інакше на старті тебе знімуть.
organizing-withdrawn-absent = { $names } не { $count ->
        [one] підтвердив участь у { $tournament } і знятий.
       *[other] підтвердили участь у { $tournament } і зняті.
    }
organizing-withdrawn-absent-late = Записатися із запізненням ще можна: натисни «Приєднатися».
organizing-checked-in = Ти підтвердив участь у { $tournament }. Старт { $countdown }.

## В інших місцях.

organizing-calendar-description = Турнір { $format } у { $preset }, { $time }. Записуйся кнопкою «Приєднатися» в його анонсі.
organizing-winner-role-reason = переможець { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Сітка на вибування вміщує від 2 до 128 гравців, а не { $players }: розділи учасників або спершу проведи швейцарську систему.
organizing-bracket-third-place = У сітці з 2 гравців немає півфіналів, тож немає й матчу за третє місце: прибери його або візьми щонайменше 3 гравців.
organizing-bracket-match-name = «{ $text }» — не назва матчу: пиши W<тур>-<n>, L<тур>-<n>, GF1, GF2 або 3P (наприклад, W1-2).
organizing-bracket-no-such-match = У цій сітці немає матчу { $match }: переглянь список матчів, щоб побачити їхні назви.
organizing-bracket-not-ready = { $match } ще не готовий: обидва його гравці ще не відомі; спершу запиши результати матчів перед ним.
organizing-bracket-walkover = { $match } — технічна перемога: { $seed } проходить далі без гри, тому результат не записується.
organizing-bracket-walkover-open = { $match } — технічна перемога: одне місце порожнє, тож той, хто займе інше, пройде далі без гри; результат не записується.
organizing-bracket-empty = { $match } ніколи не грається: обидва його місця порожні; результат не записується.
organizing-bracket-no-reset = GF2 не грається: { $seed } виграв GF1, прийшовши із сітки переможців, і сітку завершено.
organizing-bracket-already-decided = { $match } уже вирішено (переміг { $winner }): результат записується один раз.
organizing-bracket-not-in-match = { $seed } не грає в { $match }, де зустрічаються { $a } і { $b }: назви переможцем одного з них.
