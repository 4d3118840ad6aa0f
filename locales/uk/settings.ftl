# Неправильно введені налаштування, помилковий FEN, невидана роль сервера
# (джерело: en-US). Те, що вводять, лишається як є. Множина: one, few,
# many, other.

settings-intercept-out-of-range = час перехоплення { $given } поза межами: вибери від { $min } до { $max }
settings-intercept-not-understood = час перехоплення `{ $text }` незрозумілий: напиши 30s, 5m, 2h, 1d або просто секунди, наприклад 45
settings-unknown-colour = невідомий колір `{ $text }`: вибери white, black або random
settings-time-not-understood = контроль часу `{ $text }` незрозумілий: напиши хвилини+додаток, наприклад 10+5, дні на хід, наприклад 3d (від 1d до 7d), або none
settings-correspondence-out-of-range = час для гри листуванням `{ $text }` поза межами: вибери від 1d до 7d на хід
settings-live-out-of-range = контроль часу `{ $text }` поза межами: від 1 до 180 хвилин і від 0 до 180 секунд додатку
settings-ai-level-out-of-range = рівень ШІ { $level } поза межами: вибери від 1 (найслабший) до 8 (найсильніший)
settings-unknown-scope = невідома область `{ $text }`: вибери server або global
settings-unknown-preset = невідомий пресет `{ $text }`: вибери cruise, cruise-forward, chess, pawns або pawns-cruise
settings-duration-unreadable = це не тривалість: напиши ціле число й одиницю, наприклад 30s, 5m, 2h або 1d
settings-duration-too-long = довше за рік

settings-fen = помилка у FEN, поле «{ $field ->
        [placement] розстановка
        [side-to-move] черга ходу
        [castling] рокіровка
        [en-passant] взяття на проході
        [halfmove-clock] лічильник півходів
        [fullmove-number] номер ходу
        [cooldown] перезаряджання
       *[position] позиція
    }»: { $problem }
settings-fen-empty = FEN порожній
settings-fen-missing = бракує полів: FEN має розстановку, чергу ходу, рокіровку, взяття на проході, лічильник півходів і номер ходу
settings-fen-too-many-fields = у ньому { $fields ->
        [one] { $fields } поле
        [few] { $fields } поля
       *[other] { $fields } полів
    }; у FEN не більше 7
settings-fen-rank-count = у ньому { $ranks ->
        [one] { $ranks } горизонталь
        [few] { $ranks } горизонталі
       *[other] { $ranks } горизонталей
    }, розділених `/`; на дошці їх 8, з 8-ї по 1-шу
settings-fen-bad-count = `{ $text }` на { $rank }-й горизонталі: порожні поля рахують від 1 до 8
settings-fen-not-a-piece = `{ $text }` на { $rank }-й горизонталі — не літера фігури (PNBRQK для білих, pnbrqk для чорних) і не число порожніх полів
settings-fen-rank-too-long = на { $rank }-й горизонталі більше 8 полів
settings-fen-rank-too-short = на { $rank }-й горизонталі { $squares ->
        [one] { $squares } поле
        [few] { $squares } поля
       *[other] { $squares } полів
    }, а потрібно 8
settings-fen-too-many-kings = у { $color ->
        [white] білих
       *[black] чорних
    } { $kings ->
        [one] { $kings } король
        [few] { $kings } королі
       *[other] { $kings } королів
    }
settings-fen-piece-on-pawns-board = на пішаковій дошці лише пішаки, але на { $square } стоїть { $color ->
        [white] біла фігура
       *[black] чорна фігура
    } ({ $role ->
        [pawn] пішак
        [knight] кінь
        [bishop] слон
        [rook] тура
        [queen] ферзь
        [king] король
       *[piece] фігура
    })
settings-fen-pawn-cannot-stand = пішак не може стояти на { $square }
settings-fen-no-castling-on-pawns-board = `{ $text }`: на пішаковій дошці немає рокіровки; напиши -
settings-fen-not-a-castling-letter = `{ $text }` — не K, Q, k, q і не -
settings-fen-castling-needs-king = для `{ $letter }` потрібен { $color ->
        [white] білий
       *[black] чорний
    } король на { $square }
settings-fen-castling-needs-rook = для `{ $letter }` потрібна { $color ->
        [white] біла
       *[black] чорна
    } тура на { $square }
settings-fen-castling-twice = `{ $letter }` вказано двічі
settings-fen-not-a-number = `{ $text }` — не ціле число
settings-fen-not-a-side = `{ $text }` — не w і не b
settings-fen-not-a-square = `{ $text }` — не поле і не -
settings-fen-en-passant-rank = { $square } не може бути полем взяття на проході, коли ходять { $turn ->
        [white] білі
       *[black] чорні
    }; воно має бути на { $rank }-й горизонталі
settings-fen-cooldown-shape = `{ $text }` не має вигляду <поле білих>/<поле чорних> (- якщо немає), наприклад e4/-
settings-fen-in-check = { $turn ->
        [white] хід білих, але чорним
       *[black] хід чорних, але білим
    } оголошено шах

settings-role-cannot-give = Роль сервера не видається: { $granter ->
        [you] ти не можеш
        [organizer] його організатор не може
        [season] учасник, який почав сезон, не може
       *[other] { $name } не може
    } видати <@&{ $role }> (зробити її призом може лише власник сервера, адміністратор або учасник із правом **Керувати ролями** вище за цю роль).
settings-role-set-since = Роль сервера не видається: <@&{ $role }> стала роллю сервера вже після налаштування, тож ніхто не перевірив, чи може { $granter ->
        [you] ти
        [organizer] його організатор
        [season] учасник, який почав сезон,
       *[other] { $name }
    } її видавати.

settings-puzzle-or-pass = { $why }; або відповідай `pass`, щоб пропустити ракету
settings-clock-days-hours = { $days } д { $hours } год
