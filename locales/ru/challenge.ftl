# Вызовы и предложения реванша (источник: en-US). На «ты».

## Строка над карточкой.

challenge-line = ⚔️ { $challenger } вызывает { $opponent } на { $rated ->
        [rated] рейтинговую партию
       *[casual] товарищескую партию
    }: нажми **Принять**, чтобы играть.
challenge-anyone = всех
challenge-accept = Принять
challenge-decline = Отклонить

## Карточка вызова.

challenge-title = ⚔️ { $challenger } вызывает { $opponent }
challenge-title-open = ⚔️ Открытый вызов от { $challenger }
challenge-anyone-may-accept = Нажать «Принять» может любой.
challenge-field-game = Игра
challenge-field-time = Контроль времени
challenge-field-rated = Рейтинговая
challenge-field-colour = Цвет
challenge-field-expires = Истекает
challenge-king-strikes = удары по королю
challenge-intercept = { $intercept } на перехват
challenge-ai = ИИ уровня { $level }
challenge-rated-yes = да
challenge-rated-no = нет (товарищеская)
challenge-colour-plays = { $player } играет { $side ->
        [white] белыми
       *[black] чёрными
    }
challenge-colour-random = по жребию
challenge-state-accepted = ✅ Принят игроком { $player }: { $white } (белые) против { $black } (чёрные).
challenge-state-declined = ❌ Отклонён игроком { $player }.
challenge-state-withdrawn = ↩️ Отозван игроком { $player }.
challenge-state-expired = ⌛ Истёк: никто не принял его вовремя.

## Что стало с вызовом.

challenge-accepted = **{ $accepter }** принимает вызов **{ $challenger }**: { $white } (белые) против { $black } (чёрные).
challenge-declined = **{ $decliner }** отклоняет вызов **{ $challenger }**.
challenge-withdrawn = **{ $challenger }** отзывает вызов.
challenge-expired = Вызов **{ $challenger }** истёк: никто не принял его вовремя.

## Предложения реванша.

challenge-rematch-offer = **{ $offerer }** предлагает **{ $opponent }** реванш за партию { $game }: { $rated ->
        [rated] рейтинговая партия
       *[casual] товарищеская партия
    }, { $summary }; цвета меняются, { $offerer } играет { $colour ->
        [white] белыми
        [black] чёрными
       *[random] цветом по жребию
    }. { $opponent }, нажми **Реванш** или **Принять**, чтобы начать её в новой ветке; предложение истекает { $when }.
challenge-rematch-expired = Предложение реванша от **{ $offerer }** истекло: **{ $opponent }** не принял его вовремя.
challenge-rematch-accepted = **{ $accepter }** принимает реванш от **{ $offerer }**: { $white } (белые) против { $black } (чёрные), в новой ветке.
