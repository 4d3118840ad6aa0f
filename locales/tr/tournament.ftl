# Süreler ve sayılar (kaynak: en-US). Türkçede sayıdan sonra isim tekil kalır.

## Süreler, en büyük tam birimle.

duration-seconds = { $count } saniye
duration-minutes = { $count } dakika
duration-hours = { $count } saat
duration-days = { $count } gün

## Bir turnuvanın duyurusu.

tournament-rounds = { $count } tur.
tournament-max-players = En fazla { $count } oyuncu.
