# /profile i /leaderboard: rankingi, miejsca i wyniki gracza oraz tabela
# rankingowa (źródło: en-US). Liczba mnoga: one, few, many, other.

## /leaderboard

leaderboard-title = **Tabela rankingowa { $preset }, { $scope ->
        [global] wszystkie serwery
       *[server] ten serwer
    }** · strona { $page } z { $pages }
leaderboard-empty = W tabeli nie ma jeszcze żadnych graczy.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    } · { $change } w 7 dni
leaderboard-provisional = { $count ->
        [0] Żaden gracz z tymczasowym rankingiem nie czeka na miejsce.
        [one] { $count } gracz z tymczasowym rankingiem (z ?) nie ma jeszcze miejsca.
        [few] { $count } graczy z tymczasowym rankingiem (z ?) nie ma jeszcze miejsca.
        [many] { $count } graczy z tymczasowym rankingiem (z ?) nie ma jeszcze miejsca.
       *[other] { $count } gracza z tymczasowym rankingiem (z ?) nie ma jeszcze miejsca.
    }
leaderboard-your-rank = Twoje miejsce: { $rank }. { $line }
leaderboard-not-ranked = Nie masz jeszcze miejsca: twój ranking { $preset } to { $rating } po { $games ->
        [one] { $games } partii
        [few] { $games } partiach
        [many] { $games } partiach
       *[other] { $games } partii
    } (miejsce dostaniesz, gdy zniknie ?).
leaderboard-no-games = { $scope ->
        [global] Nie masz jeszcze partii rankingowych { $preset }.
       *[server] Nie masz jeszcze partii rankingowych { $preset } na tym serwerze.
    }
leaderboard-puzzles-alone = Ranking zadań jest jeden dla wszystkich gier: podaj samo `scope:puzzles` (np. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` idzie w parze z `scope:season` (np. `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Brak partii rankingowych.
profile-no-games-in = Brak partii rankingowych { $preset }.
profile-rank = #{ $rank }
profile-not-ranked = bez miejsca
profile-ranks = { $server } na tym serwerze, { $global } na świecie
profile-rank-global = { $global } na świecie
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (tymczasowy: miejsce, gdy ranking nie ma ?)
profile-record = { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
        [many] { $wins } wygranych
       *[other] { $wins } wygranej
    }, { $draws ->
        [one] { $draws } remis
        [few] { $draws } remisy
        [many] { $draws } remisów
       *[other] { $draws } remisu
    }, { $losses ->
        [one] { $losses } porażka
        [few] { $losses } porażki
        [many] { $losses } porażek
       *[other] { $losses } porażki
    } · seria wygranych { $streak } (najlepsza { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Sezon
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Ostatnia forma
profile-form-letter = { $result ->
        [win] W
        [draw] R
       *[loss] P
    }
profile-form = { $form } (od najnowszej)
profile-last-games = Ostatnie partie
profile-game = • { $result ->
        [win] wygrana z
        [draw] remis z
       *[loss] porażka z
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Najlepsza wygrana
profile-best-win-game = z **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = jeszcze brak.
profile-puzzles = Zadania
