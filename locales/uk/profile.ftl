# /profile і /leaderboard: рейтинги, місця й результати гравця і таблиця
# лідерів (джерело: en-US). Множина: one, few, many, other.

## /leaderboard

leaderboard-title = **Таблиця лідерів { $preset }, { $scope ->
        [global] усі сервери
       *[server] цей сервер
    }** · сторінка { $page } з { $pages }
leaderboard-empty = У таблиці поки немає гравців.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } партія
        [few] { $games } партії
        [many] { $games } партій
       *[other] { $games } партії
    } · { $change } за 7 днів
leaderboard-provisional = { $count ->
        [0] Гравців із попереднім рейтингом, які чекають на місце, немає.
        [one] { $count } гравець із попереднім рейтингом (з ?) ще не в таблиці.
        [few] { $count } гравці з попереднім рейтингом (з ?) ще не в таблиці.
        [many] { $count } гравців із попереднім рейтингом (з ?) ще не в таблиці.
       *[other] { $count } гравця з попереднім рейтингом (з ?) ще не в таблиці.
    }
leaderboard-your-rank = Твоє місце: { $rank }. { $line }
leaderboard-not-ranked = Ти поки не в таблиці: твій рейтинг { $preset } — { $rating } після { $games ->
        [one] { $games } партії
        [few] { $games } партій
        [many] { $games } партій
       *[other] { $games } партії
    } (потрапиш до таблиці, коли в нього не буде ?).
leaderboard-no-games = { $scope ->
        [global] У тебе ще немає рейтингових партій { $preset }.
       *[server] У тебе ще немає рейтингових партій { $preset } на цьому сервері.
    }
leaderboard-puzzles-alone = Рейтинг задач один на всі ігри: вкажи лише `scope:puzzles` (наприклад, `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` працює разом із `scope:season` (наприклад, `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Рейтингових партій ще немає.
profile-no-games-in = Рейтингових партій { $preset } ще немає.
profile-rank = #{ $rank }
profile-not-ranked = без місця
profile-ranks = { $server } на цьому сервері, { $global } у світі
profile-rank-global = { $global } у світі
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (попередній: місце з'явиться, коли в рейтингу не буде ?)
profile-record = { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
        [many] { $wins } перемог
       *[other] { $wins } перемоги
    }, { $draws ->
        [one] { $draws } нічия
        [few] { $draws } нічиї
        [many] { $draws } нічиїх
       *[other] { $draws } нічиєї
    }, { $losses ->
        [one] { $losses } поразка
        [few] { $losses } поразки
        [many] { $losses } поразок
       *[other] { $losses } поразки
    } · серія перемог { $streak } (найкраща { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } партія
        [few] { $games } партії
        [many] { $games } партій
       *[other] { $games } партії
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Сезон
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } партія
        [few] { $games } партії
        [many] { $games } партій
       *[other] { $games } партії
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Остання форма
profile-form-letter = { $result ->
        [win] В
        [draw] Н
       *[loss] П
    }
profile-form = { $form } (спершу нові)
profile-last-games = Останні партії
profile-game = • { $result ->
        [win] перемога над
        [draw] нічия з
       *[loss] поразка від
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Найкраща перемога
profile-best-win-game = над **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = поки немає.
profile-puzzles = Задачі
