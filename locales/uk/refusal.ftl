# Чому бот відхилив дію: речення про те, що не так і що зробити
# (джерело: en-US).
# Множина за CLDR: one (1, 21, 31…), few (2-4, 22-24…), many (0, 5-20, 25…), other (дроби).

## Партії.

refusal-no-game-here = Тут зараз немає партії. Почни її з виклику.
refusal-game-over = Ця партія закінчилася.
refusal-not-playing = Ти не граєш у цій партії.
refusal-not-your-turn = Зараз не твій хід.
refusal-wait-for-answer = Зачекай: { $defender } вирішує, чи збити твою ракету.
refusal-answer-first = Спершу дай відповідь на питання про ракету (збити її чи пропустити).
refusal-missile-in-air = Твоя ракета з { $launch } у польоті: веди її далі (напиши або вибери її наступне поле).
refusal-empty-move = Напиши хід, наприклад e4, Nf3, e2e4, або політ на кшталт e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = У { $preset } немає ракет: зроби звичайний хід.
refusal-not-a-square = `{ $text }` — не поле: напиши вертикаль a–h і горизонталь 1–8, наприклад e4.
refusal-cannot-fire = Фігуру на { $square } зараз не можна запустити: { $why ->
        [empty] це поле порожнє
        [not-yours] це не твій пішак
        [not-a-pawn] запускати можна лише пішаків
        [starting-rank] пішака на його початковій горизонталі запускати не можна
       *[no-legal-flight] у неї немає допустимого польоту (завадити може перезарядка, зв'язка або шах)
    }.
refusal-not-steering = Жодна ракета зараз не керується: спершу вибери пішака для запуску (наприклад, fire e4).
refusal-self-destruct-too-late = Пішак може самознищитися лише до свого першого кроку.
refusal-cannot-enter = Ракета не може наступним кроком увійти на { $square }; доступні поля: { $next }.
refusal-cannot-enter-anywhere = Ракета не може наступним кроком увійти на { $square }; доступних полів немає.
refusal-question-ended = Це питання вже закрите.
refusal-question-ended-game-over = Це питання закрите: партія закінчилася.
refusal-answer-for-earlier-question = Твою відповідь написано до того, як поставили це питання, тому її не враховано: подивися на нове питання й дай на нього відповідь.
refusal-too-many-ai-games = { $count ->
        [one] У тебе на цьому сервері вже { $count } незавершена партія проти ШІ: { $games }. Дограй її або здайся, перш ніж починати нову.
        [few] У тебе на цьому сервері вже { $count } незавершені партії проти ШІ: { $games }. Дограй одну з них або здайся в ній, перш ніж починати нову.
        [many] У тебе на цьому сервері вже { $count } незавершених партій проти ШІ: { $games }. Дограй одну з них або здайся в ній, перш ніж починати нову.
       *[other] У тебе на цьому сервері вже { $count } незавершеної партії проти ШІ: { $games }. Дограй одну з них або здайся в ній, перш ніж починати нову.
    }
refusal-ai-game = партія { $game } (рівень { $level }) у { $place }
refusal-position-changed = Позиція змінилася після твого повідомлення, тому хід не зіграно: подивися на дошку ще раз і надішли хід знову.
refusal-no-question = Зараз немає питання, чи збивати ракету: відповідати нема на що.
refusal-only-opponent-answers = На це питання може відповісти лише твій суперник.
refusal-not-a-shoot-down = `{ $text }` тут не збиває ракету; вибери { $labels } або пропусти її.
refusal-ambiguous-shoot-down = `{ $text }` може означати { $matches }: напиши точно так, як показано (фігури великими літерами).
refusal-too-late-to-abort = Обидві сторони вже зробили хід: партію більше не можна скасувати (здайся або запропонуй нічию).
refusal-not-abortable = Цю партію тобі призначило жеребкування, і її не можна скасувати: натомість здайся або вийди зі змагання, яке її призначило.
refusal-berserk-too-late = Берсерк можна ввімкнути лише до свого першого ходу в партії.
refusal-berserk-no-clock = Берсерк удвічі скорочує твій час: у цій партії немає годинника, що йде.
refusal-already-berserk = У цій партії берсерк у тебе вже ввімкнено: час скорочується вдвічі лише один раз.
refusal-already-offered-draw = Твою пропозицію нічиєї вже надіслано.
refusal-no-draw-offer = Немає пропозиції нічиєї, на яку треба відповісти.
refusal-own-draw-offer = Це твоя пропозиція нічиєї; відповідає на неї суперник.
refusal-claim-after-flight = Вимагай нічию, коли політ ракети закінчиться.
refusal-no-claims-in-pawn-game = У Pawn Game не можна вимагати нічию: натомість запропонуй її.
refusal-nothing-to-claim = Не можна вимагати нічию: ця позиція траплялася { $repetitions ->
        [one] { $repetitions } раз
        [few] { $repetitions } рази
        [many] { $repetitions } разів
       *[other] { $repetitions } рази
    } (потрібно 3), і зроблено { $moves ->
        [one] { $moves } хід
        [few] { $moves } ходи
        [many] { $moves } ходів
       *[other] { $moves } ходу
    } без взяття, ходу пішаком чи польоту (потрібно 50).
refusal-move-limit-not-reached = Вимагати поки нічого: у суперника { $opponent } ще { $left } на хід. Якщо ліміт часу на хід вичерпається раніше, `/claim` принесе тобі перемогу.

## Виклики й реванші.

refusal-challenge-not-open = Цей виклик уже не відкритий.
refusal-challenge-expired = Термін цього виклику минув.
refusal-rematch-not-over = Партія { $game } ще триває: реванш можна буде запропонувати, коли вона закінчиться.
refusal-no-rematch = Партія { $game } не має реваншу: його пропонують лише звичайні та рейтингові партії між двома учасниками, а не турнірні партії й не партії проти ШІ. Почни нову партію за допомогою `/challenge`.
refusal-rematch-not-yours = Лише { $white } і { $black }, які зіграли партію { $game }, можуть зіграти її реванш. Почни свою партію за допомогою `/challenge`.
refusal-rematch-offered = Реванш уже запропоновано: тепер { $opponent } може прийняти його (кнопкою **Rematch** або **Accept**) протягом { $open } після твоєї пропозиції.
refusal-rematch-expired = Термін цієї пропозиції реваншу минув: вона була відкрита { $open }. Почни нову партію за допомогою `/challenge`.
refusal-rematch-started = Реванш уже почався: це партія { $game }.
refusal-rematch-started-elsewhere = Реванш уже почався.
refusal-rematch-closed = Цю пропозицію реваншу відхилено або відкликано. Почни нову партію за допомогою `/challenge`.
refusal-own-challenge = Не можна прийняти власний виклик.
refusal-challenge-for-other = Цей виклик лише для { $name }.
refusal-challenge-self = Не можна викликати самого себе: вкажи іншого гравця або залиш суперника порожнім для відкритого виклику.
refusal-only-challenger-cancels = Скасувати цей виклик може лише той, хто його кинув.
refusal-open-challenge-decline = Цей виклик відкритий для всіх: прийми його або залиш комусь іншому.
refusal-not-your-challenge = Цей виклик не для тебе.
refusal-too-many-challenges = У тебе на цьому сервері вже { $limit ->
        [one] { $limit } відкритий виклик
        [few] { $limit } відкриті виклики
        [many] { $limit } відкритих викликів
       *[other] { $limit } відкритого виклику
    } (це ліміт): дочекайся відповіді або відклич один кнопкою Decline.
refusal-two-players-needed = Для партії потрібні два різні гравці.
refusal-place-taken-thread = У цій гілці вже йде партія.
refusal-place-taken-channel = У цьому каналі вже йде партія: зіграй наступну в гілці.

## Аналіз.

refusal-no-such-game = На цьому сервері немає партії { $game }: вкажи номер з її останнього повідомлення.
refusal-analysis-not-over = Партія { $game } ще триває: її можна буде проаналізувати, коли вона закінчиться.
refusal-nothing-to-analyse = Партія { $game } закінчилася до першого ходу: аналізувати нічого.
refusal-analysis-unavailable = Партію { $game } зараз не можна проаналізувати: не вдалося прочитати її запис. Спробуй ще раз за хвилину.
refusal-analysis-queue-full = Партію { $game } зараз не можна поставити в чергу на аналіз: { $waiting ->
        [one] уже чекає { $waiting } партія
        [few] уже чекають { $waiting } партії
        [many] уже чекають { $waiting } партій
       *[other] уже чекають { $waiting } партії
    }. Попроси ще раз за кілька хвилин.
refusal-analysis-member-share = Партію { $game } не можна поставити в чергу на аналіз: у тебе вже { $limit ->
        [one] { $limit } партія
        [few] { $limit } партії
        [many] { $limit } партій
       *[other] { $limit } партії
    } у черзі або на аналізі, а більше одному учасникові не можна. Попроси ще раз, коли одна з них буде готова.
refusal-analysis-server-share = Партію { $game } не можна поставити в чергу на аналіз: у цього сервера вже { $limit ->
        [one] { $limit } партія
        [few] { $limit } партії
        [many] { $limit } партій
       *[other] { $limit } партії
    } у черзі або на аналізі, це його частка черги (її ділять і інші сервери). Попроси ще раз, коли одна з них буде готова.

## Сам бот.

refusal-settings = { $reason }
refusal-save-failed = Не вдалося зберегти твою дію (проблема зі сховищем); нічого не змінилося. Спробуй ще раз трохи згодом.
refusal-leaderboard-unavailable = Таблицю лідерів зараз не вдається прочитати; спробуй пізніше.
refusal-profile-unavailable = Профіль зараз не вдається прочитати; спробуй пізніше.
refusal-shutting-down = Бот перезапускається: нічого не змінилося. Спробуй ще раз за хвилину.

## Списки в реченні.

list-and = { $first } і { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } або { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
