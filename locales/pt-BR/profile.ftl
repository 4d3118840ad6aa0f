# /profile e /leaderboard: ratings, posições e resultados de um jogador, e o
# ranking (fonte: en-US). Plural: one, other.

## /leaderboard

leaderboard-title = **Ranking de { $preset }, { $scope ->
        [global] todos os servidores
       *[server] este servidor
    }** · página { $page } de { $pages }
leaderboard-empty = Ainda não há jogadores no ranking.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $change } em 7 dias
leaderboard-provisional = { $count ->
        [0] Nenhum jogador provisório está esperando para entrar no ranking.
        [one] { $count } jogador provisório (rating com ?) ainda não está no ranking.
       *[other] { $count } jogadores provisórios (ratings com ?) ainda não estão no ranking.
    }
leaderboard-your-rank = Sua posição: { $rank }. { $line }
leaderboard-not-ranked = Você ainda não está no ranking: seu rating de { $preset } é { $rating } depois de { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } (entra no ranking quando não tiver ?).
leaderboard-no-games = { $scope ->
        [global] Você ainda não tem partidas ranqueadas de { $preset }.
       *[server] Você ainda não tem partidas ranqueadas de { $preset } neste servidor.
    }
leaderboard-puzzles-alone = O rating de quebra-cabeças é um só para todos os jogos: use só `scope:puzzles` (ex.: `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` vai junto com `scope:season` (ex.: `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Ainda sem partidas ranqueadas.
profile-no-games-in = Ainda sem partidas ranqueadas de { $preset }.
profile-rank = #{ $rank }
profile-not-ranked = fora do ranking
profile-ranks = { $server } neste servidor, { $global } no mundo
profile-rank-global = { $global } no mundo
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (provisório: entra no ranking quando o rating não tiver ?)
profile-record = { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }, { $draws ->
        [one] { $draws } empate
       *[other] { $draws } empates
    }, { $losses ->
        [one] { $losses } derrota
       *[other] { $losses } derrotas
    } · sequência de vitórias { $streak } (melhor { $best })
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
profile-recent-form = Forma recente
profile-form-letter = { $result ->
        [win] V
        [draw] E
       *[loss] D
    }
profile-form = { $form } (mais recente primeiro)
profile-last-games = Últimas partidas
profile-game = • { $result ->
        [win] venceu
        [draw] empatou com
       *[loss] perdeu para
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Melhor vitória
profile-best-win-game = contra **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = nenhuma ainda.
profile-puzzles = Quebra-cabeças
