# Неверно введённые настройки, ошибочный FEN, невыданная роль сервера
# (источник: en-US). То, что вводят, остаётся как есть. Множественное
# число: one, few, many, other.

settings-intercept-out-of-range = время перехвата { $given } вне допустимого диапазона: выбери от { $min } до { $max }
settings-intercept-not-understood = время перехвата `{ $text }` непонятно: напиши 30s, 5m, 2h, 1d или просто секунды, например 45
settings-unknown-colour = неизвестный цвет `{ $text }`: выбери white, black или random
settings-time-not-understood = контроль времени `{ $text }` непонятен: напиши минуты+добавку, например 10+5, дни на ход, например 3d (от 1d до 7d), или none
settings-correspondence-out-of-range = время по переписке `{ $text }` вне диапазона: выбери от 1d до 7d на ход
settings-live-out-of-range = контроль времени `{ $text }` вне диапазона: от 1 до 180 минут и от 0 до 180 секунд добавки
settings-ai-level-out-of-range = уровень ИИ { $level } вне диапазона: выбери от 1 (самый слабый) до 8 (самый сильный)
settings-unknown-scope = неизвестная область `{ $text }`: выбери server или global
settings-unknown-preset = неизвестный пресет `{ $text }`: выбери cruise, cruise-forward, chess, pawns или pawns-cruise
settings-duration-unreadable = это не длительность: напиши целое число и единицу, например 30s, 5m, 2h или 1d
settings-duration-too-long = дольше года

settings-fen = ошибка в FEN, поле «{ $field ->
        [placement] расстановка
        [side-to-move] очередь хода
        [castling] рокировка
        [en-passant] взятие на проходе
        [halfmove-clock] счётчик полуходов
        [fullmove-number] номер хода
        [cooldown] перезарядка
       *[position] позиция
    }»: { $problem }
settings-fen-empty = FEN пуст
settings-fen-missing = не хватает полей: в FEN есть расстановка, очередь хода, рокировка, взятие на проходе, счётчик полуходов и номер хода
settings-fen-too-many-fields = в нём { $fields ->
        [one] { $fields } поле
        [few] { $fields } поля
       *[other] { $fields } полей
    }; в FEN не больше 7
settings-fen-rank-count = в нём { $ranks ->
        [one] { $ranks } горизонталь
        [few] { $ranks } горизонтали
       *[other] { $ranks } горизонталей
    }, разделённых `/`; на доске их 8, с 8-й по 1-ю
settings-fen-bad-count = `{ $text }` на { $rank }-й горизонтали: пустые поля считаются от 1 до 8
settings-fen-not-a-piece = `{ $text }` на { $rank }-й горизонтали — не буква фигуры (PNBRQK для белых, pnbrqk для чёрных) и не число пустых полей
settings-fen-rank-too-long = на { $rank }-й горизонтали больше 8 полей
settings-fen-rank-too-short = на { $rank }-й горизонтали { $squares ->
        [one] { $squares } поле
        [few] { $squares } поля
       *[other] { $squares } полей
    }, а нужно 8
settings-fen-too-many-kings = у { $color ->
        [white] белых
       *[black] чёрных
    } { $kings ->
        [one] { $kings } король
        [few] { $kings } короля
       *[other] { $kings } королей
    }
settings-fen-piece-on-pawns-board = на пешечной доске только пешки, но на { $square } стоит { $color ->
        [white] белая фигура
       *[black] чёрная фигура
    } ({ $role ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
       *[piece] фигура
    })
settings-fen-pawn-cannot-stand = пешка не может стоять на { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`: на пешечной доске нет рокировки; напиши -
settings-fen-not-a-castling-letter = `{ $text }` — не K, Q, k, q и не -
settings-fen-castling-needs-king = для `{ $letter }` нужен { $color ->
        [white] белый
       *[black] чёрный
    } король на { $square }
settings-fen-castling-needs-rook = для `{ $letter }` нужна { $color ->
        [white] белая
       *[black] чёрная
    } ладья на { $square }
settings-fen-castling-twice = `{ $letter }` указана дважды
settings-fen-not-a-number = `{ $text }` — не целое число
settings-fen-not-a-side = `{ $text }` — не w и не b
settings-fen-not-a-square = `{ $text }` — не поле и не -
settings-fen-en-passant-rank = { $square } не может быть полем взятия на проходе, когда ходят { $turn ->
        [white] белые
       *[black] чёрные
    }; оно должно быть на { $rank }-й горизонтали
settings-fen-cooldown-shape = `{ $text }` не имеет вида <поле белых>/<поле чёрных> (- если нет), например e4/-
settings-fen-in-check = { $turn ->
        [white] ход белых, но чёрные
       *[black] ход чёрных, но белые
    } под шахом

settings-role-cannot-give = Роль сервера не выдаётся: { $granter ->
        [you] ты не можешь
        [organizer] его организатор не может
        [season] участник, начавший сезон, не может
       *[other] { $name } не может
    } выдать <@&{ $role }> (сделать её призом может только владелец сервера, администратор или участник с правом **Управлять ролями** выше этой роли).
settings-role-set-since = Роль сервера не выдаётся: <@&{ $role }> стала ролью сервера уже после настройки, поэтому никто не проверил, может ли { $granter ->
        [you] ты
        [organizer] его организатор
        [season] участник, начавший сезон,
       *[other] { $name }
    } её выдавать.

settings-puzzle-or-pass = { $why }; или ответь `pass`, чтобы пропустить ракету
settings-clock-days-hours = { $days } д { $hours } ч
