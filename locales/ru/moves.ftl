# Почему ход не по правилам или его текст не читается (источник: en-US).
# Каждое сообщение — часть фразы без точки. Множественное: one, few, many, other.

moves-role = { $role ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    }
moves-role-the = { $role ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    }
moves-role-your = { $role ->
        [pawn] твоя собственная пешка
        [knight] твой собственный конь
        [bishop] твой собственный слон
        [rook] твоя собственная ладья
        [queen] твой собственный ферзь
       *[king] твой собственный король
    }
moves-role-enemy = { $role ->
        [pawn] вражескую пешку
        [knight] вражеского коня
        [bishop] вражеского слона
        [rook] вражескую ладью
        [queen] вражеского ферзя
       *[king] вражеского короля
    }

moves-how-to-write = пиши в SAN, например e4, Nf3, exd5, O-O или e8=Q, в UCI, например e2e4, или полёт, например e4>e5>e6>d7 (e4* — самоуничтожение)
moves-no-move = ход не указан: { moves-how-to-write }
moves-too-long = этот текст слишком длинный для хода ({ $count ->
        [one] { $count } символ
        [few] { $count } символа
        [many] { $count } символов
       *[other] { $count } символа
    }): { moves-how-to-write }
moves-unreadable = не могу прочитать `{ $text }` как ход: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` — запись сбития (полёт/сбивающий ход), а не ход: укажи только ход
moves-bad-flight = `{ $text }` — не полёт: { $why }; напиши поле запуска и каждое поле, куда он входит, через `>`, например e4>e5>e6>d7, или e4* для самоуничтожения
moves-flight-not-a-square = `{ $text }` — не поле
moves-flight-too-many-steps = в полёте не больше 7 шагов
moves-flight-no-steps = в нём нет шагов
moves-not-legal-why = `{ $text }` не по правилам: { $why }
moves-not-legal = `{ $text }` не по правилам
moves-ambiguous = `{ $text }` неоднозначен: { $moves }; уточни, какой ход
moves-promotion-letter-missing = для `{ $text }` нужна фигура превращения: добавь q, r, b или n, например { $from }{ $to }q
moves-promotion-piece-missing = для `{ $text }` нужна фигура превращения: напиши { $to }=Q, { $to }=R, { $to }=B или { $to }=N
moves-pawns-board-letter = `{ $text }`: на пешечной доске пешка, дошедшая до последней горизонтали, побеждает как есть и буквы превращения не ставится: напиши { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: на пешечной доске пешка, дошедшая до последней горизонтали, побеждает как есть и буквы превращения не ставится: напиши ход без неё
moves-only-last-rank-promotes-write = превращается только пешка, дошедшая до последней горизонтали; напиши { $from }{ $to }
moves-only-last-rank-promotes = превращается только пешка, дошедшая до последней горизонтали
moves-text-after-game-over = `{ $text }` нельзя сыграть: партия окончена
moves-no-legal-move = в этой позиции нет ни одного хода по правилам (партия окончена)
moves-game-over = партия окончена
moves-not-legal-here = { $move } здесь не по правилам

moves-self-immolation-record = `{ $text }`: самоуничтожение нельзя сбить; запись сбития — это полёт до места, куда он долетел, `/` и сбивающий ход, например e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: после `/` нет сбивающего хода: укажи его в UCI, например { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: ракету нельзя сбить на { $square }: туда не дотягивается ни одно взятие по правилам
moves-not-a-shoot-down = `{ $text }` не сбивает ракету на { $square }: там можно сбить так: { $options }
moves-self-immolation-shot-down = `{ $flight }` — самоуничтожение, его нельзя сбить
moves-detonates-at = ракета детонирует на { $square } (там стоит вражеская фигура: { moves-role }): сбить её можно только на полях между запуском и целью
moves-shielded-at = ракету на { $square } прикрывает фигура её же стороны ({ moves-role }): там её сбить нельзя
moves-not-entered-yet = ракету можно сбить только после того, как она вошла на поле
moves-cannot-shoot-down-on = ракету нельзя сбить на { $square }
moves-not-legal-shoot-down = { $shooter } — не сбитие по правилам на { $square }
moves-shooter-cannot = { $shooter } не может сбить ракету на { $square }

moves-flight-not-legal = этот полёт не по правилам: { $why }
moves-missiles-not-in-game = в этой партии нет ракет (правила { $preset }): пешками стрелять нельзя
moves-no-missiles-in = в { $preset } нет ракет
moves-no-pawn-to-fire = на { $launch } нет пешки для запуска
moves-no-own-pawn-to-fire = на { $launch } нет { $color ->
        [white] белой
       *[black] чёрной
    } пешки для запуска
moves-others-piece = фигура на { $square } ({ moves-role }) принадлежит { $owner ->
        [white] белым
       *[black] чёрным
    }, а ход { $turn ->
        [white] белых
       *[black] чёрных
    }
moves-not-yours = фигура на { $square } ({ moves-role }) не твоя: сейчас ход { $turn ->
        [white] белых
       *[black] чёрных
    }
moves-not-a-pawn = фигура на { $launch } ({ moves-role }) — не пешка: запускать можно только пешки
moves-starting-rank = пешка на { $launch } ещё на начальной горизонтали: пешка может стрелять только после того, как сходила
moves-starting-rank-yet = пешка на { $launch } ещё на начальной горизонтали и пока не может стрелять
moves-forward-cooldown = пешка на { $launch } ходила в твой прошлый ход: по правилам «вперёд» она должна переждать ход, прежде чем стрелять
moves-cooldown = эта пешка остывает: ты ходил пешкой на { $launch } в прошлый ход, поэтому в этот ход она стрелять не может
moves-self-immolation-exposes = без пешки на { $launch } твой король оказался бы под шахом
moves-king-exposed-without-pawn = без этой пешки твой король оказался бы под шахом

moves-not-one-step = с { $from } на { $to } — это не один шаг: каждое новое поле должно касаться предыдущего
moves-not-adjacent = { $to } не рядом с { $from }: каждый шаг идёт на соседнее поле
moves-too-sharp = поворот на { $square } (к { $toward }) слишком крутой: ракета поворачивает не больше чем на 45° (одну восьмую) за шаг
moves-step-too-sharp = с { $from } на { $to }: ракета может поворачивать не больше чем на 45 градусов за шаг
moves-diagonal = с { $from } на { $to } — по диагонали: по правилам «вперёд» ракеты летят только прямо вперёд или вбок
moves-backward = с { $from } на { $to } — назад: по правилам «вперёд» ракеты никогда не летят назад
moves-step-forward-only = с { $from } на { $to }: здесь ракеты летят только вперёд или вбок, никогда назад или по диагонали
moves-two-sideways = два шага вбок подряд (на { $into }, затем на { $then }): между шагами вбок сделай шаг вперёд
moves-step-two-sideways = с { $from } на { $to }: ракета не может сделать два шага вбок подряд
moves-through-enemy = ракета не может пролететь сквозь { moves-role-enemy } на { $square }: полёт заканчивается на первой вражеской фигуре, на которую он входит
moves-pass-through-enemy = ракета не может пролететь сквозь вражескую фигуру на { $square }
moves-no-way-on = ни один полёт по правилам не продолжается через { $square }: любой путь оставит твоего короля под шахом или не закончится на цели
moves-ends-on-empty = ракета должна закончить полёт на вражеской фигуре, а { $target } пусто (чтобы уничтожить только пешку, напиши { $launch }*)
moves-must-end-on-enemy = ракета должна закончить полёт на вражеской фигуре, а на { $square } её нет
moves-ends-on-own = ракета может пролетать над своими фигурами, но не заканчивать на них (на { $target } стоит { moves-role-your })
moves-king-strikes-off = удары по королю в этой партии выключены: короля на { $target } нельзя выбрать целью
moves-no-king-strikes = в этой партии ракеты не могут бить по королю
moves-flight-exposes-king = твой король оказался бы под шахом в полёте или после детонации (угроза ракеты не считается, а обычные атаки на короля — считаются)
moves-check-after-detonation = твой король оказался бы под шахом после того, как ракета уничтожит фигуру на { $square }
moves-check-with-missile-on = твой король оказался бы под шахом с ракетой на { $square }

moves-no-king-to-castle = нет короля, чтобы сделать рокировку
moves-no-castling-right = у тебя больше нет права на { $side ->
        [queenside] длинную
       *[kingside] короткую
    } рокировку
moves-castle-out-of-check = рокировкой нельзя уйти от шаха
moves-castling-blocked = для { $side ->
        [queenside] длинной
       *[kingside] короткой
    } рокировки поля между королём и ладьёй должны быть пусты, а король не может проходить через атакованное поле или вставать на него
moves-cannot-castle-now = сейчас рокировка туда невозможна: король или ладья уже ходили, поле между ними занято, или король прошёл бы через атакованное поле или встал бы на него

moves-no-piece = на { $square } нет фигуры
moves-stays-put = ход должен куда-то вести: с { $from } на { $to } — это стоять на месте
moves-own-piece-on = на { $square } стоит { moves-role-your }
moves-king-one-square = король ходит на одно поле: с { $from } на { $to } он пойти не может
moves-knight-cannot = конь не может прыгнуть с { $from } на { $to }
moves-blocked-by = путь с { $from } на { $to } перекрыт: на { $square } стоит { moves-role-the }
moves-blocked = путь с { $from } на { $to } перекрыт
moves-cannot-move-from-to = фигура «{ moves-role }» не может пойти с { $from } на { $to }
moves-cannot-move-to = фигура на { $from } ({ moves-role }) не может пойти на { $to }
moves-pawn-blocked = пешка на { $from } заблокирована
moves-pawn-two-from-start-only = на два поля может пойти только пешка с начальной горизонтали; пешка на { $from } может пойти на одно
moves-pawn-diagonal-captures = пешка ходит по диагонали только со взятием, а { $to } пусто
moves-pawn-cannot-reach = пешка с { $from } не может попасть на { $to }
moves-must-promote = пешка, дошедшая до последней горизонтали, должна превратиться: добавь q, r, b или n
moves-promotes-to = пешка превращается в ферзя, ладью, слона или коня
moves-pawns-board-no-promotion = на пешечной доске пешка, дошедшая до последней горизонтали, побеждает и не превращается
moves-king-in-check-on = твой король оказался бы под шахом на { $to }
moves-check-not-stopped = твоему королю шах, а этот ход шах не снимает
moves-in-check = тебе шах, а этот ход не уводит короля из-под шаха
moves-pinned = фигура на { $square } ({ moves-role }) связана: её ход открыл бы шах твоему королю
moves-leaves-king-in-check = твой король остался бы под шахом
moves-king-would-be-in-check = твой король оказался бы под шахом
moves-no-piece-of-role = у тебя нет такой фигуры ({ moves-role })
moves-none-can-reach = ни одна твоя фигура «{ moves-role }» не может попасть на { $to }
