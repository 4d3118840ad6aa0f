# Тривалість і кількість (джерело: en-US).
# Множина за CLDR: one (1, 21, 31…), few (2-4, 22-24…), many (0, 5-20, 25…), other (дроби).

## Тривалість, у найбільшій цілій одиниці.

duration-seconds = { $count ->
    [one] { $count } секунда
    [few] { $count } секунди
    [many] { $count } секунд
   *[other] { $count } секунди
}
duration-minutes = { $count ->
    [one] { $count } хвилина
    [few] { $count } хвилини
    [many] { $count } хвилин
   *[other] { $count } хвилини
}
duration-hours = { $count ->
    [one] { $count } година
    [few] { $count } години
    [many] { $count } годин
   *[other] { $count } години
}
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дні
    [many] { $count } днів
   *[other] { $count } дня
}

## Оголошення турніру.

tournament-rounds = { $count ->
    [one] { $count } тур.
    [few] { $count } тури.
    [many] { $count } турів.
   *[other] { $count } туру.
}
tournament-max-players = { $count ->
    [one] Не більше { $count } гравця.
   *[other] Не більше { $count } гравців.
}

## Кількості, усередині речення.

count-rounds = { $count ->
    [one] { $count } тур
    [few] { $count } тури
    [many] { $count } турів
   *[other] { $count } туру
}
count-players = { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
    [many] { $count } гравців
   *[other] { $count } гравця
}
count-matches = { $count ->
    [one] { $count } матч
    [few] { $count } матчі
    [many] { $count } матчів
   *[other] { $count } матчу
}
count-rated-games = { $count ->
    [one] { $count } рейтингова партія
    [few] { $count } рейтингові партії
    [many] { $count } рейтингових партій
   *[other] { $count } рейтингової партії
}

## Повідомлення турніру (crates/tournament).

tournament-point-one = 1 очко
tournament-point-half = ½ очка
tournament-points = { $points } оч.
tournament-entrants-more = { $names } і ще { $more } (`/tournament standings` покаже всіх)

tournament-result-forfeit = { $loser } програв { $winner } через неявку.
tournament-result-both-forfeit = { $white } і { $black } обидва програли через неявку.
tournament-result-requested-bye = { $player }: вільний тур на запит (½ очка).
tournament-result-in-progress = { $white } проти { $black }: триває

tournament-board-requested-bye = { $number }. { $player }: вільний тур на запит (½ очка)
tournament-board-bye = { $number }. { $player }: вільний тур ({ $worth })
tournament-board-game = { $number }. { $white } (білі) проти { $black } (чорні)
tournament-round-header = { $tournament }: тур { $round } з { $rounds }
tournament-first-move-by = Зроби перший хід протягом { $duration } (час спливає { $stamp }), інакше програєш через неявку.

## Оголошення.

tournament-no-clock = без годинника
tournament-created = { $tournament } від { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , удар по королю
       *[other] {""}
    }, { $rated ->
        [yes] рейтинговий
       *[other] товариський
    }.
tournament-rule-first-move = Зроби перший хід протягом { $duration }, інакше програєш через неявку.
tournament-rule-move-limit = Без годинника на кожен хід { $duration }: гравець, який не встигає, програє партію.
tournament-entry = Участь: { $conditions }.
tournament-entry-role = учасники з роллю { $role }
tournament-entry-min-games = щонайменше { $games } у { $preset }
tournament-winner-gets = Переможець отримає { $role }.
tournament-starts = Початок { $date } ({ $countdown }).
tournament-checkin-opens = Підтвердження участі відкривається { $at }: гравці, які не підтвердять участь до початку, будуть зняті.
tournament-checkin-opens-short = Підтвердження участі відкривається { $at }.
tournament-repeats = Повторюється { $repeat ->
        [daily] щодня
        [monthly] щомісяця
       *[weekly] щотижня
    } (випуск { $edition }).
tournament-repeats-at = Повторюється { $repeat ->
        [daily] щодня
        [monthly] щомісяця
       *[weekly] щотижня
    } (випуск { $edition }), о { $time } { $zone }.
tournament-organizer-starts = Його запускає організатор.
tournament-announcement = 🏆 { $tournament } від { $organizer }. { $status }
tournament-status-open = Відкрито: натисни «Приєднатися», щоб узяти участь.
tournament-status-finished = Завершено: підсумкова таблиця нижче.
tournament-status-cancelled = Скасовано.
tournament-status-running = Триває: тур { $round } з { $rounds }.
tournament-late-entries-until-last = Можна приєднатися до початку останнього туру: натисни «Приєднатися».
tournament-no-entrants = Поки нікого: натисни «Приєднатися».
tournament-entrants = Учасники ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (знятий)
tournament-game = { $preset }{ $strikes ->
        [yes] , удар по королю
       *[other] {""}
    }, { $rated ->
        [yes] рейтинговий
       *[other] товариський
    }
tournament-card-footer = Турнір №{ $id }. Натисни «Правила», щоб побачити правила.

tournament-field-format = Формат
tournament-field-game = Гра
tournament-field-time = Контроль часу
tournament-field-rounds = Тури
tournament-field-byes = Вільні тури
tournament-field-length = Тривалість
tournament-field-players = Гравці
tournament-field-start = Початок
tournament-field-entry = Участь
tournament-field-winner = Переможець
tournament-rounds-at-start = визначаються на старті
tournament-rounds-by-players = за кількістю гравців

tournament-button-join = Приєднатися
tournament-button-leave = Вийти
tournament-button-check-in = Підтвердити
tournament-button-rules = Правила

## Початок.

tournament-started = { $tournament } розпочався. Посів:
tournament-seed = { $seed }. { $player } ({ $rating })

## Правила форматів.

tournament-double-round-robin = Двоколовий турнір.
tournament-swiss-bye-worth = Вільний тур приносить { $worth }.
tournament-swiss-no-requested-byes = Вільні тури за пів очка запросити не можна.
tournament-swiss-requested-byes = { $count ->
    [one] Кожен гравець може запросити { $count } вільний тур за пів очка (½ очка, без пари в цьому турі).
    [few] Кожен гравець може запросити до { $count } вільних турів за пів очка (по ½ очка, без пари в цьому турі).
    [many] Кожен гравець може запросити до { $count } вільних турів за пів очка (по ½ очка, без пари в цьому турі).
   *[other] Кожен гравець може запросити до { $count } вільного туру за пів очка (по ½ очка, без пари в цьому турі).
}
tournament-swiss-byes-fact-none = { $worth }; на запит немає
tournament-swiss-byes-fact = { $worth }; { $count } на запит (½)
tournament-arena-length = { $count ->
    [one] { $count } хвилина.
    [few] { $count } хвилини.
    [many] { $count } хвилин.
   *[other] { $count } хвилини.
}
tournament-arena-running = Триває: закінчується о { $end }. Запізнілим раді: натисни «Приєднатися».
tournament-arena-ends = Арена закінчується { $end }.
tournament-arena-games = { $tournament }: партії
tournament-arena-game = { $tournament }: { $white } (білі) проти { $black } (чорні)
tournament-knockout-running = Триває: сітка нижче показує, як справи.
tournament-knockout-match = { $best ->
        [1] Кожен матч — одна партія
       *[other] Кожен матч до { $best } партій (кольори чергуються)
    }{ $tiebreak ->
        [replay] ; нічийний матч переграють зі зміною кольорів, доки партія не вирішить (не більше 3, далі проходить гравець з вищим посівом).
        [armageddon] ; нічийний матч вирішує одна партія армагедон: у чорних 4/5 часу білих, а нічия на користь чорних.
       *[seed] ; у нічийному матчі проходить гравець з вищим посівом.
    }
tournament-knockout-grand-final-reset = Великий фінал з переграванням: якщо його виграє переможець сітки переможених, вирішує другий.
tournament-knockout-grand-final = Один матч великого фіналу.
tournament-knockout-third-place = Переможені в півфіналах грають за третє місце.
tournament-knockout-seeded-rating = Посів за рейтингом.
tournament-knockout-seeded-join = Посів за порядком запису.
tournament-knockout-seeded-random = Посів випадковий.
tournament-knockout-new-games = { $tournament }: нові партії
tournament-knockout-game = { $match }: { $white } (білі) проти { $black } (чорні)

## Таблиця.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = таблиця після туру { $round }
tournament-standings-now-round = таблиця зараз, триває тур { $round }
tournament-standings-now = таблиця зараз
tournament-standings-final = підсумкова таблиця
tournament-standings-not-started = (не розпочався)
tournament-standings-joined = Уже записалися — { $players }: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (знятий)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Бухгольц усічений 1 (очки суперників без найменшого)
tournament-tiebreak-bh = Бухгольц (очки суперників)
tournament-tiebreak-sb = Зоннеборн-Бергер (очки переможених суперників і половина очок тих, з ким нічия)
tournament-tiebreak-win = виграні тури
tournament-tiebreak-won = партії, виграні за дошкою
tournament-tiebreak-de = особиста зустріч (результати між гравцями з рівними очками)

## Кінець.

tournament-over-unpairable = { $tournament } завершено після туру { $round }: наступний тур неможливо скласти ({ $why }).
tournament-over = 🏆 { $tournament } завершено! Вітаємо: { $winners }!
tournament-names-and-more = { $names } і ще { $more }
tournament-final-title = 🏆 { $name }: підсумкова таблиця
tournament-final-footer = Турнір №{ $id }
tournament-final-more = … і ще { $count }: `/tournament standings` покаже всіх.

tournament-late-join-by-rounds = { $player } приєднався до { $tournament } із запізненням, з туру { $round }; пропущено турів: { $missed }, кожен не зіграно (0 очок).
tournament-swiss-bye-taken = { $player } бере вільний тур за пів очка в турі { $round } турніру { $tournament }: без пари, ½ очка. Залишилося вільних турів: { $left }.

# Чому наступний тур швейцарської системи неможливо скласти.
tournament-unpairable-rematch-or-bye = будь-яка пара, що лишилася, була б повторною зустріччю або другим вільним туром

## Результати, встановлені організатором, берсерк, запис, роль переможця.

tournament-result-forfeit-phrase = { $loser } програв { $winner } через неявку
tournament-result-both-forfeit-phrase = { $white } і { $black } обидва програли через неявку
tournament-adjudicated = Результат встановив { $by } у { $tournament }: тур { $round }, дошка { $board }: { $result } ({ $was }).
tournament-adjudicated-was = було { $score }
tournament-adjudicated-stopped = партію зупинено
tournament-berserk = { $player } іде в берсерк: половина годинника заради бонусного очка за перемогу!
tournament-record = Запис турніру { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } ділять перше місце в **{ $tournament }** і тепер отримують { $role }.
       *[no] 🏆 { $winners } перемагає в **{ $tournament }** і тепер отримує { $role }.
    }

## `/tournament edit` і `/tournament list`.

tournament-edited = ✏️ { $by } змінив у { $tournament }: { $what }.
tournament-edited-start = Тепер початок { $date } ({ $countdown }).
tournament-edited-shown = Оголошення показує, як усе виглядає зараз.
tournament-edited-field = { $field ->
        [name] назву
        [start] початок
        [rounds] тури
        [byes] вільні тури
        [minutes] хвилини
        [time-control] контроль часу
        [most-players] максимум гравців
        [no-show-time] час на неявку
        [move-limit] ліміт на хід
       *[other] { $text }
    }
tournament-list-none = На цьому сервері немає відкритих, запланованих чи поточних турнірів. Створи турнір через `/tournament create` (`repeat:weekly` робить із нього серію).
tournament-list-header = Турніри цього сервера ({ $count }):
tournament-list-line = • { $tournament } у { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = початок { $date } ({ $countdown })
tournament-list-open = відкритий, організатор запускає його сам
tournament-list-running-round = триває, тур { $round } з { $rounds }
tournament-list-running-ends = триває, закінчується о { $end }
tournament-list-repeats = ; повторюється { $repeat ->
        [daily] щодня
        [monthly] щомісяця
       *[weekly] щотижня
    }{ $at } (випуск { $edition })
tournament-list-repeats-at = , о { $time } { $zone }
tournament-list-more = … і ще { $count }.

## Арени: пізня участь, неявка; стовпці картинки таблиці.

tournament-arena-late-join = { $player } приєднався до { $tournament }: отримає пару, щойно звільниться суперник.
tournament-arena-no-show = { $result } { $player } не зробив хід вчасно й поставлений на паузу: натисни «Приєднатися» в оголошенні або скористайся /tournament join, щоб знову отримувати пари.
tournament-column-points = Очки
tournament-column-matches-won = Виграно матчів
tournament-column-streak = Серія
tournament-column-player = Гравець
tournament-column-performance = Перф.
tournament-streak-on-fire = у вогні ×2

## На вибування: назва матчу, вирішений матч, сітка.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Фінал
tournament-match-semi-final = Півфінал { $number }
tournament-match-quarter-final = Чвертьфінал { $number }
tournament-match-round = Тур { $round }, матч { $number }
tournament-match-winners-final = Фінал переможців
tournament-match-winners-semi-final = Півфінал переможців { $number }
tournament-match-winners-quarter-final = Чвертьфінал переможців { $number }
tournament-match-winners-round = Тур переможців { $round }, матч { $number }
tournament-match-losers-round = Тур переможених { $round }, матч { $number }
tournament-match-grand-final = Великий фінал
tournament-match-grand-final-reset = Перегравання великого фіналу
tournament-match-third-place = Третє місце
tournament-match-beats = { $match }: { $winner } перемагає { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } і { $loser } зіграли внічию { $score }; { $winner } проходить далі як вищий посів.
tournament-match-walkover = { $match }: { $winner } проходить далі, { $loser } знявся.
tournament-match-by-organizer = { $match }: { $winner } проходить далі замість { $loser } за рішенням організатора.
tournament-bracket-title = Сітка { $tournament }
tournament-bracket-summary = Вирішено: { $decided }{ $playing }. Картинка показує всю сітку.
tournament-bracket-playing = ; зараз граються: { $matches }
tournament-bracket-playing-more = { $matches } та інші

## Відхилені опції та результати турніру на вибування.

tournament-knockout-bad-best-of = Матчу у форматі best of { $best } немає: вибери `best_of` 1 (за замовчуванням), 3 або 5.
tournament-knockout-bad-tiebreak = Тай-брейк `{ $text }` невідомий: вибери `replay` (за замовчуванням), `armageddon` або `seed`.
tournament-knockout-bad-grand-final = Великий фінал `{ $text }` невідомий: вибери `double` (за замовчуванням: перегравання, якщо переможець сітки переможених виграє перший) або `simple`.
tournament-knockout-bad-seeding = Посів `{ $text }` невідомий: вибери `rating` (за замовчуванням), `join` або `random`.
tournament-knockout-armageddon-untimed = Тай-брейк армагеддон дає чорним менше часу, тож потрібен годинник: додай `time`, наприклад `5+3`, або вибери `tiebreak:replay` чи `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` — для подвійного вибування: одинарне вибування закінчується своїм фіналом. Скористайся `/tournament create double-elimination` або прибери `grand_final`.
tournament-knockout-max-players = У сітку на вибування вміщується не більше 128 гравців, а не { $max }: вибери `max_players` від 2 до 128 або залиш порожнім для 128.
tournament-knockout-third-place-in-double = `third_place` — для одинарного вибування: у подвійному вибуванні третє місце вирішує сітка переможених. Прибери `third_place` або скористайся `/tournament create knockout`.
tournament-knockout-no-game = У { $match } зараз не йде партія: щоб вирішити матч самому, назви переможця через `winner`.
tournament-knockout-not-running = { $tournament } — не поточний турнір на вибування: переможця матчу називають, лише поки грається сітка.

## Підписи картинки сітки (короткі: стоять над стовпцем).

tournament-bracket-winners-final = Фінал переможців
tournament-bracket-winners-round = Переможці, тур { $round }
tournament-bracket-final = Фінал
tournament-bracket-semi-finals = Півфінали
tournament-bracket-quarter-finals = Чвертьфінали
tournament-bracket-round = Тур { $round }
tournament-bracket-losers-final = Фінал переможених
tournament-bracket-losers-round = Переможені, тур { $round }
tournament-bracket-grand-final = Великий фінал
tournament-bracket-reset = Перегравання
tournament-bracket-third-place = Третє місце
tournament-bracket-bye = вільний тур
tournament-bracket-picture-title = { $format ->
        [double] Подвійне вибування
       *[single] Одинарне вибування
    } · { $players ->
        [one] { $players } гравець
        [few] { $players } гравці
        [many] { $players } гравців
       *[other] { $players } гравця
    }
tournament-bracket-champion = { $title } · чемпіон: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } проти { $second }{ $rest }
