# /profile e /leaderboard: punteggi, posizioni e risultati di un giocatore, e
# la classifica (fonte: en-US). Plurale: one, other.

## /leaderboard

leaderboard-title = **Classifica { $preset }, { $scope ->
        [global] tutti i server
       *[server] questo server
    }** · pagina { $page } di { $pages }
leaderboard-empty = Ancora nessun giocatore in classifica.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } · { $change } in 7 giorni
leaderboard-provisional = { $count ->
        [0] Nessun giocatore provvisorio aspetta di entrare in classifica.
        [one] { $count } giocatore provvisorio (punteggio con ?) non è ancora in classifica.
       *[other] { $count } giocatori provvisori (punteggi con ?) non sono ancora in classifica.
    }
leaderboard-your-rank = La tua posizione: { $rank }. { $line }
leaderboard-not-ranked = Non sei ancora in classifica: il tuo punteggio { $preset } è { $rating } dopo { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } (entri in classifica quando non ha più ?).
leaderboard-no-games = { $scope ->
        [global] Non hai ancora partite valutate di { $preset }.
       *[server] Non hai ancora partite valutate di { $preset } su questo server.
    }
leaderboard-puzzles-alone = Il punteggio dei problemi è uno per tutti i giochi: indica solo `scope:puzzles` (per es. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:` va con `scope:season` (per es. `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Ancora nessuna partita valutata.
profile-no-games-in = Ancora nessuna partita valutata di { $preset }.
profile-rank = #{ $rank }
profile-not-ranked = non in classifica
profile-ranks = { $server } su questo server, { $global } nel mondo
profile-rank-global = { $global } nel mondo
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (provvisorio: in classifica quando il punteggio non ha più ?)
profile-record = { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }, { $draws ->
        [one] { $draws } patta
       *[other] { $draws } patte
    }, { $losses ->
        [one] { $losses } sconfitta
       *[other] { $losses } sconfitte
    } · serie di vittorie { $streak } (migliore { $best })
profile-pool = { $rating } ± { $deviation }
    { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } · { $wins }–{ $draws }–{ $losses }
profile-season = Stagione
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Forma recente
profile-form-letter = { $result ->
        [win] V
        [draw] P
       *[loss] S
    }
profile-form = { $form } (dalla più recente)
profile-last-games = Ultime partite
profile-game = • { $result ->
        [win] ha battuto
        [draw] ha pattato con
       *[loss] ha perso contro
    } **{ $opponent }** ({ $opponent_rating }): { $before } → { $after } ({ $change }) { $link }
profile-best-win = Miglior vittoria
profile-best-win-game = contro **{ $opponent }** ({ $opponent_rating }) { $link }
profile-best-win-none = ancora nessuna.
profile-puzzles = Problemi
