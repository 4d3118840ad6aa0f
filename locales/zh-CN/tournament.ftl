# 时长与数量（原文：en-US）。中文复数只有 other。

## 时长，取最大的整数单位。

duration-seconds = { $count } 秒
duration-minutes = { $count } 分钟
duration-hours = { $count } 小时
duration-days = { $count } 天

## 比赛公告。

tournament-rounds = 共 { $count } 轮。
tournament-max-players = 最多 { $count } 名棋手参赛。

## 句中的数量。

count-rounds = { $count } 轮
count-players = { $count } 名棋手
count-matches = { $count } 场对决
count-rated-games = { $count } 盘等级分对局
