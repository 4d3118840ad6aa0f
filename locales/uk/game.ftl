# Повідомлення партії (джерело: en-US). На «ти». Множина: one, few, many, other.

## Гравці й чий хід.

game-player = **{ $name }** ({ $side ->
        [white] білі
       *[black] чорні
    })
game-to-move = Хід: { $player }.
game-to-move-in-check = Хід: { $player } (шах).
game-clocks = Годинники: білі { $white }, чорні { $black }.
game-move-deadline = Час на цей хід спливає { $when }.

## Налаштування партії.

game-clock-none = без годинника
game-clock-live = контроль { $minutes }+{ $increment }
game-clock-days = { $days ->
        [one] { $days } день на хід
        [few] { $days } дні на хід
        [many] { $days } днів на хід
       *[other] { $days } дня на хід
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, удари по королю { $king-strikes ->
        [on] увімкнені
       *[off] вимкнені
    }, { $intercept } на перехоплення, { $clock }
game-summary-ai = { $summary }, проти ШІ рівня { $level }

## Перше повідомлення і /board.

game-start = **{ $white }** (білі) проти **{ $black }** (чорні): { $summary }.
game-board = { $white } (білі) проти { $black } (чорні): { $summary }.
game-board-missile = Ракета в повітрі на { $square }.
game-export = Запис партії { $game }.

## Ходи, польоти й збиті ракети.

game-moved = { $player } грає **{ $san }**.
game-steer-first = { $player }, скеровуй ракету з **{ $square }**: обери перше поле, на яке вона увійде (на полі з фігурою суперника вона детонує).
game-steer-next = { $line } — { $player }: обери наступне поле, на яке вона увійде.
game-self-destruct = Самознищення
game-question = { $line } — { $defender }: збити ({ $labels }) чи пропустити? Кінець { $when }
game-question-notice = { $defender }, ракета на **{ $square }**: збий її або пропусти; питання закриється { $when }.
game-let-pass = Пропустити
game-passed = { $line } — { $defender } пропускає її.
game-passed-timeout = { $line } — { $defender } не відповів за { $intercept }: ракета пролітає.
game-question-cut-short = { $line } — партія закінчилася до відповіді.
game-shot-down = 💥 { $defender } збиває її на { $square } ходом { $san }.
game-detonated = 💥 Ракета гравця { $attacker } детонує на { $square } і знищує { $piece ->
        [pawn] пішака
        [knight] коня
        [bishop] слона
        [rook] туру
        [queen] ферзя
       *[king] короля
    } гравця { $defender }.
game-self-destructed = 💥 Пішак гравця { $player } на { $square } самознищується.

## Пропозиції нічиєї та нагадування.

game-draw-offer = { $player } пропонує нічию. { $opponent }, приймаєш чи відхиляєш?
game-accept = Прийняти
game-decline = Відхилити
game-draw-declined = { $player } відхиляє нічию.
game-draw-agreed = Нічия за згодою.
game-draw-offer-ended = Цю пропозицію нічиєї закрито: партія закінчилася.
game-draw-offer-lapsed = Пропозиція нічиєї спливла: замість відповіді зроблено хід.
game-reminder = Нагадування: { $player }, твій хід; твій час спливає { $when }.
game-move-limit-half-lose = Нагадування: { $player }, твій хід; минула половина ліміту на хід ({ $limit }): ти програєш партію { $when }.
game-move-limit-half-claim = Нагадування: { $player }, твій хід; минула половина ліміту на хід ({ $limit }): { $opponent } зможе вимагати перемогу { $when }.
game-move-limit-reached = { $player } не зробив хід у межах ліміту на хід ({ $limit }): { $opponent }, ти можеш вимагати перемогу командою `/claim` або дочекатися ходу.

## Кінець.

game-rematch = Реванш
game-analyse = Аналіз
game-aborted = Партію скасовано: без результату.
game-over-agreement = Партію завершено: нічия за згодою.
game-over-win = Партію завершено: { $winner } перемагає: { $why }.
game-over-draw = Партію завершено: нічия: { $why }.
game-why-resignation = { $player } здається
game-why-time = у { $player } скінчився час
game-why-move-limit = { $player } не зробив хід у межах ліміту на хід ({ $limit })
game-why-time-no-material = у { $player } скінчився час, але в { $opponent } замало матеріалу для перемоги
game-why-threefold = на вимогу: триразове повторення (та сама позиція тричі)
game-why-fifty-moves = на вимогу: правило 50 ходів (по 50 ходів без взять, ходів пішаком і польотів)
game-why-checkmate = { $player } отримує мат
game-why-king-destroyed = ракета знищила короля гравця { $player }
game-why-promotion = пішак на { $square } дійшов до останньої горизонталі
game-why-promotion-somewhere = пішак дійшов до останньої горизонталі
game-why-stalemate = у { $player } пат (немає ходів, немає шаху)
game-why-no-legal-move = у { $player } немає допустимого ходу
game-why-no-pawns = у { $player } не лишилося пішаків
game-why-no-pawns-side = в одного з боків не лишилося пішаків
game-why-insufficient-material = жоден бік не має достатньо матеріалу для мату
game-why-seventy-five-moves = по 75 ходів без взять, ходів пішаком і польотів
game-why-fivefold = та сама позиція повторилася п'ять разів
game-decided = Партію завершено: { $what }, рішення: **{ $by }**.
game-an-organizer = організатор
game-decided-win = { $player } перемагає ({ $score })
game-decided-forfeit = { $player } перемагає через неявку суперника ({ $score })
game-decided-draw = нічия (½-½)
game-decided-double-forfeit = обидва гравці програють через неявку (-/-)
