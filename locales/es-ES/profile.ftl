# /profile y /leaderboard: puntuaciones, puestos y resultados de un jugador, y
# la clasificación (fuente: en-US). Plural: one, other.

## /leaderboard

leaderboard-title = **Clasificación de { $preset }, { $scope ->
        [global] todos los servidores
       *[server] este servidor
    }** · página { $page } de { $pages }
leaderboard-empty = Todavía no hay jugadores clasificados.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $change } en 7 días
leaderboard-provisional = { $count ->
        [0] No hay jugadores provisionales esperando a entrar en la clasificación.
        [one] { $count } jugador provisional (puntuación con ?) aún no está clasificado.
       *[other] { $count } jugadores provisionales (puntuaciones con ?) aún no están clasificados.
    }
leaderboard-your-rank = Tu puesto: { $rank }. { $line }
leaderboard-not-ranked = Aún no estás clasificado: tu puntuación de { $preset } es { $rating } tras { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } (entrarás cuando no tenga ?).
leaderboard-no-games = { $scope ->
        [global] Aún no tienes partidas puntuables de { $preset }.
       *[server] Aún no tienes partidas puntuables de { $preset } en este servidor.
    }
leaderboard-puzzles-alone = La puntuación de problemas es una para todos los juegos: usa `scope:puzzles` solo (p. ej. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` va con `scope:season` (p. ej. `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Aún no hay partidas puntuables.
profile-no-games-in = Aún no hay partidas puntuables de { $preset }.
profile-rank = #{ $rank }
profile-not-ranked = sin clasificar
profile-ranks = { $server } en este servidor, { $global } en el mundo
profile-rank-global = { $global } en el mundo
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (provisional: entrará en la clasificación cuando no tenga ?)
profile-record = { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, { $draws ->
        [one] { $draws } tablas
       *[other] { $draws } tablas
    }, { $losses ->
        [one] { $losses } derrota
       *[other] { $losses } derrotas
    } · racha de victorias { $streak } (mejor { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Temporada
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Forma reciente
profile-form-letter = { $result ->
        [win] V
        [draw] T
       *[loss] D
    }
profile-form = { $form } (la más reciente primero)
profile-last-games = Últimas partidas
profile-game = • { $result ->
        [win] ganó a
        [draw] hizo tablas con
       *[loss] perdió con
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Mejor victoria
profile-best-win-game = contra **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = ninguna todavía.
profile-puzzles = Problemas
