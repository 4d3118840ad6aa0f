# Süreler ve sayılar (kaynak: en-US). Türkçede sayıdan sonra isim tekil kalır.

## Süreler, en büyük tam birimle.

duration-seconds = { $count } saniye
duration-minutes = { $count } dakika
duration-hours = { $count } saat
duration-days = { $count } gün

## Bir turnuvanın duyurusu.

tournament-rounds = { $count } tur.
tournament-max-players = En fazla { $count } oyuncu.

## Sayılar, bir cümlenin içinde.

count-rounds = { $count } tur
count-players = { $count } oyuncu
count-matches = { $count } eşleşme
count-rated-games = { $count } dereceli oyun
