# Чому хід не за правилами або його текст не читається (джерело: en-US).
# Кожне повідомлення — частина речення без крапки. Множина: one, few, many, other.

moves-role = { $role ->
        [pawn] пішак
        [knight] кінь
        [bishop] слон
        [rook] тура
        [queen] ферзь
       *[king] король
    }
moves-role-the = { $role ->
        [pawn] пішак
        [knight] кінь
        [bishop] слон
        [rook] тура
        [queen] ферзь
       *[king] король
    }
moves-role-your = { $role ->
        [pawn] твій власний пішак
        [knight] твій власний кінь
        [bishop] твій власний слон
        [rook] твоя власна тура
        [queen] твій власний ферзь
       *[king] твій власний король
    }
moves-role-enemy = { $role ->
        [pawn] ворожого пішака
        [knight] ворожого коня
        [bishop] ворожого слона
        [rook] ворожу туру
        [queen] ворожого ферзя
       *[king] ворожого короля
    }

moves-how-to-write = пиши в SAN, наприклад e4, Nf3, exd5, O-O або e8=Q, в UCI, наприклад e2e4, або політ, наприклад e4>e5>e6>d7 (e4* — самознищення)
moves-no-move = хід не вказано: { moves-how-to-write }
moves-too-long = цей текст задовгий для ходу ({ $count ->
        [one] { $count } символ
        [few] { $count } символи
        [many] { $count } символів
       *[other] { $count } символу
    }): { moves-how-to-write }
moves-unreadable = не можу прочитати `{ $text }` як хід: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` — запис збиття (політ/хід, що збиває), а не хід: вкажи лише хід
moves-bad-flight = `{ $text }` — не політ: { $why }; напиши поле запуску й кожне поле, куди він входить, через `>`, наприклад e4>e5>e6>d7, або e4* для самознищення
moves-flight-not-a-square = `{ $text }` — не поле
moves-flight-too-many-steps = у польоті щонайбільше 7 кроків
moves-flight-no-steps = у ньому немає кроків
moves-not-legal-why = `{ $text }` не за правилами: { $why }
moves-not-legal = `{ $text }` не за правилами
moves-ambiguous = `{ $text }` неоднозначний: { $moves }; уточни, який хід
moves-promotion-letter-missing = для `{ $text }` потрібна фігура перетворення: додай q, r, b або n, наприклад { $from }{ $to }q
moves-promotion-piece-missing = для `{ $text }` потрібна фігура перетворення: напиши { $to }=Q, { $to }=R, { $to }=B або { $to }=N
moves-pawns-board-letter = `{ $text }`: на пішаковій дошці пішак, що дійшов до останньої горизонталі, перемагає як є, без літери перетворення: напиши { $from }{ $to }
moves-pawns-board-promotion = `{ $text }`: на пішаковій дошці пішак, що дійшов до останньої горизонталі, перемагає як є, без літери перетворення: напиши хід без неї
moves-only-last-rank-promotes-write = перетворюється лише пішак, що дійшов до останньої горизонталі; напиши { $from }{ $to }
moves-only-last-rank-promotes = перетворюється лише пішак, що дійшов до останньої горизонталі
moves-text-after-game-over = `{ $text }` не можна зіграти: партію завершено
moves-no-legal-move = у цій позиції немає жодного ходу за правилами (партію завершено)
moves-game-over = партію завершено
moves-not-legal-here = { $move } тут не за правилами

moves-self-immolation-record = `{ $text }`: самознищення не можна збити; запис збиття — це політ до місця, куди він долетів, `/` і хід, що збиває, наприклад e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: після `/` немає ходу, що збиває: вкажи його в UCI, наприклад { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: ракету не можна збити на { $square }: жодне взяття за правилами туди не дістає
moves-not-a-shoot-down = `{ $text }` не збиває ракету на { $square }: там можна збити так: { $options }
moves-self-immolation-shot-down = `{ $flight }` — самознищення, його не можна збити
moves-detonates-at = ракета детонує на { $square } (там стоїть ворожа фігура: { moves-role }): збити її можна лише на полях між запуском і ціллю
moves-shielded-at = ракету на { $square } прикриває фігура її ж сторони ({ moves-role }): там її не можна збити
moves-not-entered-yet = ракету можна збити лише після того, як вона увійшла на поле
moves-cannot-shoot-down-on = ракету не можна збити на { $square }
moves-not-legal-shoot-down = { $shooter } — не збиття за правилами на { $square }
moves-shooter-cannot = { $shooter } не може збити ракету на { $square }

moves-flight-not-legal = цей політ не за правилами: { $why }
moves-missiles-not-in-game = у цій партії немає ракет (правила { $preset }): пішаками стріляти не можна
moves-no-missiles-in = у { $preset } немає ракет
moves-no-pawn-to-fire = на { $launch } немає пішака для запуску
moves-no-own-pawn-to-fire = на { $launch } немає { $color ->
        [white] білого
       *[black] чорного
    } пішака для запуску
moves-others-piece = фігура на { $square } ({ moves-role }) належить { $owner ->
        [white] білим
       *[black] чорним
    }, а хід { $turn ->
        [white] білих
       *[black] чорних
    }
moves-not-yours = фігура на { $square } ({ moves-role }) не твоя: зараз хід { $turn ->
        [white] білих
       *[black] чорних
    }
moves-not-a-pawn = фігура на { $launch } ({ moves-role }) — не пішак: запускати можна лише пішаків
moves-starting-rank = пішак на { $launch } ще на початковій горизонталі: пішак може стріляти лише після того, як зробив хід
moves-starting-rank-yet = пішак на { $launch } ще на початковій горизонталі й поки не може стріляти
moves-forward-cooldown = пішак на { $launch } ходив у твій попередній хід: за правилами «вперед» він має перечекати хід, перш ніж стріляти
moves-cooldown = цей пішак охолоджується: ти ходив пішаком на { $launch } минулого ходу, тож цього ходу він стріляти не може
moves-self-immolation-exposes = без пішака на { $launch } твій король опинився б під шахом
moves-king-exposed-without-pawn = без цього пішака твій король опинився б під шахом

moves-not-one-step = з { $from } на { $to } — це не один крок: кожне нове поле має торкатися попереднього
moves-not-adjacent = { $to } не поруч із { $from }: кожен крок іде на сусіднє поле
moves-too-sharp = поворот на { $square } (до { $toward }) надто крутий: ракета повертає щонайбільше на 45° (одну восьму) за крок
moves-step-too-sharp = з { $from } на { $to }: ракета може повертати щонайбільше на 45 градусів за крок
moves-diagonal = з { $from } на { $to } — по діагоналі: за правилами «вперед» ракети летять лише прямо вперед або вбік
moves-backward = з { $from } на { $to } — назад: за правилами «вперед» ракети ніколи не летять назад
moves-step-forward-only = з { $from } на { $to }: тут ракети летять лише вперед або вбік, ніколи назад чи по діагоналі
moves-two-sideways = два кроки вбік поспіль (на { $into }, потім на { $then }): між кроками вбік зроби крок уперед
moves-step-two-sideways = з { $from } на { $to }: ракета не може зробити два кроки вбік поспіль
moves-through-enemy = ракета не може пролетіти крізь { moves-role-enemy } на { $square }: політ закінчується на першій ворожій фігурі, на яку він входить
moves-pass-through-enemy = ракета не може пролетіти крізь ворожу фігуру на { $square }
moves-no-way-on = жоден політ за правилами не продовжується через { $square }: будь-який шлях залишить твого короля під шахом або не закінчиться на цілі
moves-ends-on-empty = ракета має закінчити політ на ворожій фігурі, а { $target } порожнє (щоб знищити лише пішака, напиши { $launch }*)
moves-must-end-on-enemy = ракета має закінчити політ на ворожій фігурі, а на { $square } її немає
moves-ends-on-own = ракета може пролітати над своїми фігурами, але не закінчувати на них (на { $target } стоїть { moves-role-your })
moves-king-strikes-off = удари по королю в цій партії вимкнено: короля на { $target } не можна обрати ціллю
moves-no-king-strikes = у цій партії ракети не можуть бити по королю
moves-flight-exposes-king = твій король опинився б під шахом у польоті або після детонації (загроза ракети не рахується, а звичайні атаки на короля — рахуються)
moves-check-after-detonation = твій король опинився б під шахом після того, як ракета знищить фігуру на { $square }
moves-check-with-missile-on = твій король опинився б під шахом із ракетою на { $square }

moves-no-king-to-castle = немає короля, щоб зробити рокіровку
moves-no-castling-right = у тебе більше немає права на { $side ->
        [queenside] довгу
       *[kingside] коротку
    } рокіровку
moves-castle-out-of-check = рокіровкою не можна піти з-під шаху
moves-castling-blocked = для { $side ->
        [queenside] довгої
       *[kingside] короткої
    } рокіровки поля між королем і турою мають бути порожні, а король не може проходити через атаковане поле чи ставати на нього
moves-cannot-castle-now = зараз рокіровка туди неможлива: король або тура вже ходили, поле між ними зайняте, або король пройшов би через атаковане поле чи став би на нього

moves-no-piece = на { $square } немає фігури
moves-stays-put = хід має кудись вести: з { $from } на { $to } — це стояти на місці
moves-own-piece-on = на { $square } стоїть { moves-role-your }
moves-king-one-square = король ходить на одне поле: з { $from } на { $to } він піти не може
moves-knight-cannot = кінь не може стрибнути з { $from } на { $to }
moves-blocked-by = шлях з { $from } на { $to } перекрито: на { $square } стоїть { moves-role-the }
moves-blocked = шлях з { $from } на { $to } перекрито
moves-cannot-move-from-to = фігура «{ moves-role }» не може піти з { $from } на { $to }
moves-cannot-move-to = фігура на { $from } ({ moves-role }) не може піти на { $to }
moves-pawn-blocked = пішак на { $from } заблокований
moves-pawn-two-from-start-only = на два поля може піти лише пішак з початкової горизонталі; пішак на { $from } може піти на одне
moves-pawn-diagonal-captures = пішак ходить по діагоналі лише зі взяттям, а { $to } порожнє
moves-pawn-cannot-reach = пішак з { $from } не може потрапити на { $to }
moves-must-promote = пішак, що дійшов до останньої горизонталі, має перетворитися: додай q, r, b або n
moves-promotes-to = пішак перетворюється на ферзя, туру, слона або коня
moves-pawns-board-no-promotion = на пішаковій дошці пішак, що дійшов до останньої горизонталі, перемагає і не перетворюється
moves-king-in-check-on = твій король опинився б під шахом на { $to }
moves-check-not-stopped = твоєму королю шах, а цей хід шаху не знімає
moves-in-check = тобі шах, а цей хід не виводить короля з-під шаху
moves-pinned = фігура на { $square } ({ moves-role }) зв'язана: її хід відкрив би шах твоєму королю
moves-leaves-king-in-check = твій король залишився б під шахом
moves-king-would-be-in-check = твій король опинився б під шахом
moves-no-piece-of-role = у тебе немає такої фігури ({ moves-role })
moves-none-can-reach = жодна твоя фігура «{ moves-role }» не може потрапити на { $to }
