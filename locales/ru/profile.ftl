# /profile и /leaderboard: рейтинги, места и результаты игрока и таблица
# лидеров (источник: en-US). Множественное число: one, few, many, other.

## /leaderboard

leaderboard-title = **Таблица лидеров { $preset }, { $scope ->
        [global] все серверы
       *[server] этот сервер
    }** · страница { $page } из { $pages }
leaderboard-empty = В таблице пока нет игроков.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    } · { $change } за 7 дней
leaderboard-provisional = { $count ->
        [0] Игроков с предварительным рейтингом, ждущих места, нет.
        [one] { $count } игрок с предварительным рейтингом (с ?) ещё не в таблице.
        [few] { $count } игрока с предварительным рейтингом (с ?) ещё не в таблице.
        [many] { $count } игроков с предварительным рейтингом (с ?) ещё не в таблице.
       *[other] { $count } игрока с предварительным рейтингом (с ?) ещё не в таблице.
    }
leaderboard-your-rank = Твоё место: { $rank }. { $line }
leaderboard-not-ranked = Ты пока не в таблице: твой рейтинг { $preset } — { $rating } после { $games ->
        [one] { $games } партии
        [few] { $games } партий
        [many] { $games } партий
       *[other] { $games } партии
    } (попадёшь в таблицу, когда у него не будет ?).
leaderboard-no-games = { $scope ->
        [global] У тебя пока нет рейтинговых партий { $preset }.
       *[server] У тебя пока нет рейтинговых партий { $preset } на этом сервере.
    }
leaderboard-puzzles-alone = Рейтинг задач один на все игры: укажи только `scope:puzzles` (например, `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` работает вместе с `scope:season` (например, `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Рейтинговых партий пока нет.
profile-no-games-in = Рейтинговых партий { $preset } пока нет.
profile-rank = #{ $rank }
profile-not-ranked = без места
profile-ranks = { $server } на этом сервере, { $global } в мире
profile-rank-global = { $global } в мире
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (предварительный: место появится, когда у рейтинга не будет ?)
profile-record = { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }, { $draws ->
        [one] { $draws } ничья
        [few] { $draws } ничьи
        [many] { $draws } ничьих
       *[other] { $draws } ничьи
    }, { $losses ->
        [one] { $losses } поражение
        [few] { $losses } поражения
        [many] { $losses } поражений
       *[other] { $losses } поражения
    } · серия побед { $streak } (лучшая { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Сезон
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Последняя форма
profile-form-letter = { $result ->
        [win] В
        [draw] Н
       *[loss] П
    }
profile-form = { $form } (сначала новые)
profile-last-games = Последние партии
profile-game = • { $result ->
        [win] победа над
        [draw] ничья с
       *[loss] поражение от
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Лучшая победа
profile-best-win-game = над **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = пока нет.
profile-puzzles = Задачи
