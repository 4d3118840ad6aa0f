# Длительности и количества (источник: en-US).
# Множественное число по CLDR: one (1, 21, 31…), few (2-4, 22-24…), many (0, 5-20, 25…), other (дроби).

## Длительности, в самой крупной целой единице.

duration-seconds = { $count ->
    [one] { $count } секунда
    [few] { $count } секунды
    [many] { $count } секунд
   *[other] { $count } секунды
}
duration-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
duration-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часа
}
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}

## Объявление турнира.

tournament-rounds = { $count ->
    [one] { $count } тур.
    [few] { $count } тура.
    [many] { $count } туров.
   *[other] { $count } тура.
}
tournament-max-players = { $count ->
    [one] Не более { $count } игрока.
   *[other] Не более { $count } игроков.
}

## Количества, внутри предложения.

count-rounds = { $count ->
    [one] { $count } тур
    [few] { $count } тура
    [many] { $count } туров
   *[other] { $count } тура
}
count-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
}
count-matches = { $count ->
    [one] { $count } матч
    [few] { $count } матча
    [many] { $count } матчей
   *[other] { $count } матча
}
count-rated-games = { $count ->
    [one] { $count } рейтинговая партия
    [few] { $count } рейтинговые партии
    [many] { $count } рейтинговых партий
   *[other] { $count } рейтинговой партии
}

## Сообщения турнира (crates/tournament).

tournament-point-one = 1 очко
tournament-point-half = ½ очка
tournament-points = { $points } очк.
tournament-entrants-more = { $names } и ещё { $more } (`/tournament standings` покажет всех)

tournament-result-forfeit = { $loser } проиграл { $winner } из-за неявки.
tournament-result-both-forfeit = { $white } и { $black } оба проиграли из-за неявки.
tournament-result-requested-bye = { $player }: свободный тур по запросу (½ очка).
tournament-result-in-progress = { $white } против { $black }: идёт

tournament-board-requested-bye = { $number }. { $player }: свободный тур по запросу (½ очка)
tournament-board-bye = { $number }. { $player }: свободный тур ({ $worth })
tournament-board-game = { $number }. { $white } (белые) против { $black } (чёрные)
tournament-round-header = { $tournament }: тур { $round } из { $rounds }
tournament-first-move-by = Сделай первый ход в течение { $duration } (время выходит { $stamp }), иначе проиграешь из-за неявки.

## Объявление.

tournament-no-clock = без часов
tournament-created = { $tournament } от { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , удар по королю
       *[other] {""}
    }, { $rated ->
        [yes] рейтинговый
       *[other] товарищеский
    }.
tournament-rule-first-move = Сделай первый ход в течение { $duration }, иначе проиграешь из-за неявки.
tournament-rule-move-limit = Без часов на каждый ход { $duration }: игрок, который не успевает, проигрывает партию.
tournament-entry = Участие: { $conditions }.
tournament-entry-role = участники с ролью { $role }
tournament-entry-min-games = не меньше { $games } в { $preset }
tournament-winner-gets = Победитель получит { $role }.
tournament-starts = Начало { $date } ({ $countdown }).
tournament-checkin-opens = Регистрация на старт открывается { $at }: игроки, не отметившиеся до начала, будут сняты.
tournament-checkin-opens-short = Регистрация на старт открывается { $at }.
tournament-repeats = Повторяется { $repeat ->
        [daily] каждый день
        [monthly] каждый месяц
       *[weekly] каждую неделю
    } (выпуск { $edition }).
tournament-repeats-at = Повторяется { $repeat ->
        [daily] каждый день
        [monthly] каждый месяц
       *[weekly] каждую неделю
    } (выпуск { $edition }), в { $time } { $zone }.
tournament-organizer-starts = Его запускает организатор.
tournament-announcement = 🏆 { $tournament } от { $organizer }. { $status }
tournament-status-open = Открыт: нажми «Участвовать», чтобы войти.
tournament-status-finished = Завершён: итоговая таблица ниже.
tournament-status-cancelled = Отменён.
tournament-status-running = Идёт: тур { $round } из { $rounds }.
tournament-late-entries-until-last = Можно присоединиться до начала последнего тура: нажми «Участвовать».
tournament-no-entrants = Пока никого: нажми «Участвовать».
tournament-entrants = Участники ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (снят)
tournament-game = { $preset }{ $strikes ->
        [yes] , удар по королю
       *[other] {""}
    }, { $rated ->
        [yes] рейтинговый
       *[other] товарищеский
    }
tournament-card-footer = Турнир №{ $id }. Нажми «Правила», чтобы увидеть правила.

tournament-field-format = Формат
tournament-field-game = Игра
tournament-field-time = Контроль времени
tournament-field-rounds = Туры
tournament-field-byes = Свободные туры
tournament-field-length = Длительность
tournament-field-players = Игроки
tournament-field-start = Начало
tournament-field-entry = Участие
tournament-field-winner = Победитель
tournament-rounds-at-start = задаются при старте
tournament-rounds-by-players = по числу игроков

tournament-button-join = Участвовать
tournament-button-leave = Выйти
tournament-button-check-in = Отметиться
tournament-button-rules = Правила

## Начало.

tournament-started = { $tournament } начался. Посев:
tournament-seed = { $seed }. { $player } ({ $rating })

## Правила форматов.

tournament-double-round-robin = Двухкруговой турнир.
tournament-swiss-bye-worth = Свободный тур приносит { $worth }.
tournament-swiss-no-requested-byes = Свободные туры за пол-очка запросить нельзя.
tournament-swiss-requested-byes = { $count ->
    [one] Каждый игрок может запросить { $count } свободный тур за пол-очка (½ очка, без пары в этом туре).
    [few] Каждый игрок может запросить до { $count } свободных туров за пол-очка (по ½ очка, без пары в этом туре).
    [many] Каждый игрок может запросить до { $count } свободных туров за пол-очка (по ½ очка, без пары в этом туре).
   *[other] Каждый игрок может запросить до { $count } свободных тура за пол-очка (по ½ очка, без пары в этом туре).
}
tournament-swiss-byes-fact-none = { $worth }; по запросу нет
tournament-swiss-byes-fact = { $worth }; { $count } по запросу (½)
tournament-arena-length = { $count ->
    [one] { $count } минута.
    [few] { $count } минуты.
    [many] { $count } минут.
   *[other] { $count } минуты.
}
tournament-arena-running = Идёт: заканчивается в { $end }. Опоздавшим рады: нажми «Участвовать».
tournament-arena-ends = Арена заканчивается { $end }.
tournament-arena-games = { $tournament }: партии
tournament-arena-game = { $tournament }: { $white } (белые) против { $black } (чёрные)
tournament-knockout-running = Идёт: сетка ниже показывает, как обстоят дела.
tournament-knockout-match = { $best ->
        [1] Каждый матч — одна партия
       *[other] Каждый матч до { $best } партий (цвета чередуются)
    }{ $tiebreak ->
        [replay] ; ничейный матч переигрывается со сменой цветов, пока партия не решит исход (не больше 3, затем проходит игрок с более высоким посевом).
        [armageddon] ; ничейный матч решает одна партия армагеддон: у чёрных 4/5 времени белых, а ничья в пользу чёрных.
       *[seed] ; при ничейном матче проходит игрок с более высоким посевом.
    }
tournament-knockout-grand-final-reset = Большой финал с переигровкой: если его выиграет победитель сетки проигравших, решает второй.
tournament-knockout-grand-final = Один матч большого финала.
tournament-knockout-third-place = Проигравшие в полуфиналах играют за третье место.
tournament-knockout-seeded-rating = Посев по рейтингу.
tournament-knockout-seeded-join = Посев по порядку записи.
tournament-knockout-seeded-random = Посев случайный.
tournament-knockout-new-games = { $tournament }: новые партии
tournament-knockout-game = { $match }: { $white } (белые) против { $black } (чёрные)

## Таблица.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = таблица после тура { $round }
tournament-standings-now-round = таблица сейчас, идёт тур { $round }
tournament-standings-now = таблица сейчас
tournament-standings-final = итоговая таблица
tournament-standings-not-started = (не начался)
tournament-standings-joined = Уже записались — { $players }: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (снят)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Бухгольц усечённый 1 (очки соперников без наименьшего)
tournament-tiebreak-bh = Бухгольц (очки соперников)
tournament-tiebreak-sb = Зоннеборн-Бергер (очки побеждённых соперников и половина очков сыгравших вничью)
tournament-tiebreak-win = выигранные туры
tournament-tiebreak-won = партии, выигранные за доской
tournament-tiebreak-de = личная встреча (результаты между игроками с равными очками)

## Конец.

tournament-over-unpairable = { $tournament } завершён после тура { $round }: следующий тур нельзя составить ({ $why }).
tournament-over = 🏆 { $tournament } завершён! Поздравляем: { $winners }!
tournament-names-and-more = { $names } и ещё { $more }
tournament-final-title = 🏆 { $name }: итоговая таблица
tournament-final-footer = Турнир №{ $id }
tournament-final-more = … и ещё { $count }: `/tournament standings` покажет всех.

tournament-late-join-by-rounds = { $player } присоединился к { $tournament } с опозданием, с тура { $round }; пропущено туров: { $missed }, каждый не сыгран (0 очков).
tournament-swiss-bye-taken = { $player } берёт свободный тур за пол-очка в туре { $round } турнира { $tournament }: без пары, ½ очка. Осталось свободных туров: { $left }.

# Почему следующий тур швейцарской системы нельзя составить.
tournament-unpairable-rematch-or-bye = любая оставшаяся пара была бы повторной встречей или вторым свободным туром

## Результаты, установленные организатором, берсерк, запись, роль победителя.

tournament-result-forfeit-phrase = { $loser } проиграл { $winner } из-за неявки
tournament-result-both-forfeit-phrase = { $white } и { $black } оба проиграли из-за неявки
tournament-adjudicated = Результат установил { $by } в { $tournament }: тур { $round }, доска { $board }: { $result } ({ $was }).
tournament-adjudicated-was = было { $score }
tournament-adjudicated-stopped = партия останавливается
tournament-berserk = { $player } уходит в берсерк: половина часов ради бонусного очка за победу!
tournament-record = Запись турнира { $tournament }.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } делят первое место в **{ $tournament }** и теперь получают { $role }.
       *[no] 🏆 { $winners } побеждает в **{ $tournament }** и теперь получает { $role }.
    }

## `/tournament edit` и `/tournament list`.

tournament-edited = ✏️ { $by } изменил в { $tournament }: { $what }.
tournament-edited-start = Теперь начало { $date } ({ $countdown }).
tournament-edited-shown = Объявление показывает, как всё выглядит сейчас.
tournament-edited-field = { $field ->
        [name] название
        [start] начало
        [rounds] туры
        [byes] свободные туры
        [minutes] минуты
        [time-control] контроль времени
        [most-players] максимум игроков
        [no-show-time] время на неявку
        [move-limit] лимит на ход
       *[other] { $text }
    }
tournament-list-none = На этом сервере нет открытых, запланированных или идущих турниров. Создай турнир через `/tournament create` (`repeat:weekly` делает из него серию).
tournament-list-header = Турниры этого сервера ({ $count }):
tournament-list-line = • { $tournament } в { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = начало { $date } ({ $countdown })
tournament-list-open = открыт, организатор запускает его сам
tournament-list-running-round = идёт, тур { $round } из { $rounds }
tournament-list-running-ends = идёт, заканчивается в { $end }
tournament-list-repeats = ; повторяется { $repeat ->
        [daily] ежедневно
        [monthly] ежемесячно
       *[weekly] еженедельно
    }{ $at } (выпуск { $edition })
tournament-list-repeats-at = , в { $time } { $zone }
tournament-list-more = … и ещё { $count }.

## Арены: позднее участие, неявка; столбцы картинки таблицы.

tournament-arena-late-join = { $player } присоединился к { $tournament }: получит пару, как только освободится соперник.
tournament-arena-no-show = { $result } { $player } не сделал ход вовремя и поставлен на паузу: нажми «Участвовать» в объявлении или используй /tournament join, чтобы снова получать пары.
tournament-column-points = Очки
tournament-column-matches-won = Выиграно матчей
tournament-column-streak = Серия
tournament-column-player = Игрок
tournament-column-performance = Перф.
tournament-streak-on-fire = в ударе ×2

## На выбывание: название матча, решённый матч, сетка.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Финал
tournament-match-semi-final = Полуфинал { $number }
tournament-match-quarter-final = Четвертьфинал { $number }
tournament-match-round = Тур { $round }, матч { $number }
tournament-match-winners-final = Финал победителей
tournament-match-winners-semi-final = Полуфинал победителей { $number }
tournament-match-winners-quarter-final = Четвертьфинал победителей { $number }
tournament-match-winners-round = Тур победителей { $round }, матч { $number }
tournament-match-losers-round = Тур проигравших { $round }, матч { $number }
tournament-match-grand-final = Большой финал
tournament-match-grand-final-reset = Переигровка большого финала
tournament-match-third-place = Третье место
tournament-match-beats = { $match }: { $winner } побеждает { $loser } { $score }.
tournament-match-by-seed = { $match }: { $winner } и { $loser } сыграли вничью { $score }; { $winner } проходит дальше как более высокий посев.
tournament-match-walkover = { $match }: { $winner } проходит дальше, { $loser } снялся.
tournament-match-by-organizer = { $match }: { $winner } проходит дальше вместо { $loser } по решению организатора.
tournament-bracket-title = Сетка { $tournament }
tournament-bracket-summary = Решено: { $decided }{ $playing }. Картинка показывает всю сетку.
tournament-bracket-playing = ; сейчас играются: { $matches }
tournament-bracket-playing-more = { $matches } и другие

## Отклонённые опции и результаты турнира на выбывание.

tournament-knockout-bad-best-of = Матча в формате best of { $best } нет: выбери `best_of` 1 (по умолчанию), 3 или 5.
tournament-knockout-bad-tiebreak = Тай-брейк `{ $text }` неизвестен: выбери `replay` (по умолчанию), `armageddon` или `seed`.
tournament-knockout-bad-grand-final = Большой финал `{ $text }` неизвестен: выбери `double` (по умолчанию: переигровка, если победитель сетки проигравших выиграет первый) или `simple`.
tournament-knockout-bad-seeding = Посев `{ $text }` неизвестен: выбери `rating` (по умолчанию), `join` или `random`.
tournament-knockout-armageddon-untimed = Тай-брейк армагеддон даёт чёрным меньше времени, поэтому нужны часы: добавь `time`, например `5+3`, или выбери `tiebreak:replay` или `tiebreak:seed`.
tournament-knockout-grand-final-in-single = `grand_final` — для двойного выбывания: одиночное выбывание заканчивается своим финалом. Используй `/tournament create double-elimination` или убери `grand_final`.
tournament-knockout-max-players = В сетку на выбывание помещается не больше 128 игроков, а не { $max }: выбери `max_players` от 2 до 128 или оставь пустым для 128.
tournament-knockout-third-place-in-double = `third_place` — для одиночного выбывания: при двойном выбывании третье место решает сетка проигравших. Убери `third_place` или используй `/tournament create knockout`.
tournament-knockout-no-game = В { $match } сейчас не идёт партия: чтобы решить матч самому, назови победителя через `winner`.
tournament-knockout-not-running = { $tournament } — не идущий турнир на выбывание: победителя матча называют, только пока играется сетка.

## Подписи картинки сетки (короткие: стоят над столбцом).

tournament-bracket-winners-final = Финал победителей
tournament-bracket-winners-round = Победители, тур { $round }
tournament-bracket-final = Финал
tournament-bracket-semi-finals = Полуфиналы
tournament-bracket-quarter-finals = Четвертьфиналы
tournament-bracket-round = Тур { $round }
tournament-bracket-losers-final = Финал проигравших
tournament-bracket-losers-round = Проигравшие, тур { $round }
tournament-bracket-grand-final = Большой финал
tournament-bracket-reset = Переигровка
tournament-bracket-third-place = Третье место
tournament-bracket-bye = свободный тур
tournament-bracket-picture-title = { $format ->
        [double] Двойное выбывание
       *[single] Одиночное выбывание
    } · { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    }
tournament-bracket-champion = { $title } · чемпион: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } против { $second }{ $rest }
