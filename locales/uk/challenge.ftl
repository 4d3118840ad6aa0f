# Виклики й пропозиції реваншу (джерело: en-US). На «ти».

## Рядок над карткою.

challenge-line = ⚔️ { $challenger } викликає { $opponent } на { $rated ->
        [rated] рейтингову партію
       *[casual] товариську партію
    }: натисни **Прийняти**, щоб грати.
challenge-anyone = усіх
challenge-accept = Прийняти
challenge-decline = Відхилити

## Картка виклику.

challenge-title = ⚔️ { $challenger } викликає { $opponent }
challenge-title-open = ⚔️ Відкритий виклик від { $challenger }
challenge-anyone-may-accept = Натиснути «Прийняти» може будь-хто.
challenge-field-game = Гра
challenge-field-time = Контроль часу
challenge-field-rated = Рейтингова
challenge-field-colour = Колір
challenge-field-expires = Спливає
challenge-king-strikes = удари по королю
challenge-intercept = { $intercept } на перехоплення
challenge-ai = ШІ рівня { $level }
challenge-rated-yes = так
challenge-rated-no = ні (товариська)
challenge-colour-plays = { $player } грає { $side ->
        [white] білими
       *[black] чорними
    }
challenge-colour-random = за жеребом
challenge-state-accepted = ✅ Прийняв { $player }: { $white } (білі) проти { $black } (чорні).
challenge-state-declined = ❌ Відхилив { $player }.
challenge-state-withdrawn = ↩️ Відкликав { $player }.
challenge-state-expired = ⌛ Сплив: ніхто не прийняв його вчасно.

## Що сталося з викликом.

challenge-accepted = **{ $accepter }** приймає виклик **{ $challenger }**: { $white } (білі) проти { $black } (чорні).
challenge-declined = **{ $decliner }** відхиляє виклик **{ $challenger }**.
challenge-withdrawn = **{ $challenger }** відкликає виклик.
challenge-expired = Виклик **{ $challenger }** сплив: ніхто не прийняв його вчасно.

## Пропозиції реваншу.

challenge-rematch-offer = **{ $offerer }** пропонує **{ $opponent }** реванш за партію { $game }: { $rated ->
        [rated] рейтингова партія
       *[casual] товариська партія
    }, { $summary }; кольори міняються, { $offerer } грає { $colour ->
        [white] білими
        [black] чорними
       *[random] кольором за жеребом
    }. { $opponent }, натисни **Реванш** або **Прийняти**, щоб почати її в новій гілці; пропозиція спливає { $when }.
challenge-rematch-expired = Пропозиція реваншу від **{ $offerer }** сплила: **{ $opponent }** не прийняв її вчасно.
challenge-rematch-accepted = **{ $accepter }** приймає реванш від **{ $offerer }**: { $white } (білі) проти { $black } (чорні), у новій гілці.
