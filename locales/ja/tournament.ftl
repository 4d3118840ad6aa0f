# 期間と数（原文: en-US）。日本語の複数形は other のみ。

## 期間（最大の整数単位で）。

duration-seconds = { $count }秒
duration-minutes = { $count }分
duration-hours = { $count }時間
duration-days = { $count }日間

## 大会の告知。

tournament-rounds = 全{ $count }ラウンド。
tournament-max-players = 参加は最大{ $count }人まで。

## 文中の数。

count-rounds = { $count }ラウンド
count-players = { $count }人
count-matches = { $count }試合
count-rated-games = レーティング対局{ $count }局
