# Stagioni: i punteggi propri di un server per un periodo.

## Rifiuti

season-only-in-servers = Le stagioni appartengono a un server: usa questo comando in uno dei suoi canali.
season-unavailable = Al momento non è possibile leggere o salvare le stagioni (il database non ha risposto): riprova tra un minuto.
season-rules-gone = Questa stagione non è di questo server (forse è stata rimossa): `/leaderboard scope:season` mostra quella in corso.
season-bad-name = **{ $name }** non può essere il nome di una stagione: scegli un nome da 1 a { $max } caratteri senza `:` né apici inversi (ad es. `name:Winter 2026`).
season-bad-top = `top:{ $top }` è fuori intervallo: il ruolo del podio va da 1 a { $max } membri.
season-still-open = La stagione **{ $name }** di questo server è ancora aperta: chiudila con `/season end` (la sua classifica finale viene pubblicata) prima di iniziarne un'altra.
season-name-taken = Questo server ha già avuto una stagione chiamata **{ $name }** (la sua classifica: `/leaderboard scope:season season:{ $typed }`): scegli un altro nome.
season-ended-already = La stagione **{ $name }** è già finita; la sua classifica: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Questo server non ha nessuna stagione aperta. L'ultima è stata **{ $name }** (finita { $at }): guardala con `/leaderboard scope:season season:{ $typed }`. Un organizzatore ne inizia una nuova con `/season start name:<text>`.
season-no-open-never = Questo server non ha ancora avuto nessuna stagione: un organizzatore (Gestisci server o il ruolo di organizzatore) ne inizia una con `/season start name:<text>`.
season-unknown = Questo server non ha nessuna stagione chiamata **{ $name }**.
season-did-you-mean = Intendevi **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` non è una data che so leggere: scrivi un giorno (2026-12-31, la stagione finisce quando è passato, UTC), un giorno e un'ora (2026-12-31 18:00, UTC, o 2026-12-31 18:00 Europe/Berlin), un timestamp di Discord (<t:1798675200>) o un intervallo da adesso (30d, 4w).
season-ends-passed = `ends:{ $text }` è { $at }, che è già passato: indica un momento nel futuro.
season-ends-too-far = `ends:{ $text }` è a più di un anno: una stagione finisce entro un anno (puoi chiuderla prima con `/season end` quando vuoi).
season-only-organizers-start = Solo i membri con Gestisci server o il ruolo di organizzatore dei tornei possono iniziare una stagione. Chiedi a uno di loro; `/leaderboard scope:season` mostra quella in corso.
season-only-organizers-end = Solo i membri con Gestisci server o il ruolo di organizzatore dei tornei possono chiudere una stagione. Chiedi a uno di loro; `/leaderboard scope:season` mostra la classifica finora.
season-only-managers = Solo i membri con Gestisci server possono cambiare le impostazioni delle stagioni. Chiedi a chi gestisce il server.
season-role-or-clear = Indica `top_role` (per impostarlo) oppure `clear:true` (per non dare nessun ruolo), non entrambi.

## L'inizio

season-started = 📅 La **stagione { $name }** è iniziata (avviata da { $by }). Premi **Regole** per vedere come conta.
season-card-title = 📅 Stagione { $name }
season-card-description = Ogni partita valutata giocata in questo server conta anche per la stagione.
season-card-game = Gioco
season-card-every-game = ogni gioco, ciascuno con il suo punteggio
season-card-pool = Punteggio
season-card-pool-value = punteggi di stagione da 1500
season-card-players = Giocatori
season-card-players-value = chiunque giochi qui una partita valutata
season-card-start = Inizio
season-card-end = Fine
season-card-end-by-command = Quando un organizzatore scrive `/season end`.
season-card-standings = Classifica
season-card-footer = Stagione n. { $id }. Premi Regole per le sue regole.
season-rules-button = Regole

## Le regole

season-games-of = le partite valutate di { $preset }
season-games-every = le partite valutate (ogni gioco con il suo punteggio)
season-rules-ended = È finita { $at }.
season-rules-ends = Finisce { $at } ({ $relative }).
season-rules-ends-by-command = Finisce quando un organizzatore scrive `/season end`.
season-rules = 📜 **Stagione { $name }**: finché è aperta, { $games } giocate in questo server contano anche per i punteggi propri della stagione, e ogni membro parte da 1500 (il punteggio globale di un giocatore non cambia come lo valuta la stagione). I punteggi con ? sono provvisori (poche partite); una stagione li mette comunque in classifica. { $ends } La sua classifica finale viene pubblicata in { $channel }, per punteggio di stagione, i primi tre con le medaglie.
season-rules-top = Alla fine i primi { $top } della classifica finale ricevono { $role } (se chi l'ha avviata può dare quel ruolo).
season-rules-follow = Seguila con `/leaderboard scope:season`.

## La classifica finale

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } · { $record }
season-standings = 🏁 La **stagione { $name }** è finita: la classifica finale in { $preset }.
season-standings-title = 🏁 Stagione { $name } — classifica finale
season-standings-more = … e altri { $count } nell'immagine della tabella.
season-standings-winner = Vincitore
season-standings-ran = Durata
season-standings-ran-value = dal { $from } al { $to }
season-standings-footer = ? indica un punteggio provvisorio; i risultati sono vittorie–patte–sconfitte.
season-no-games = La **stagione { $name }** è finita senza partite valutate giocate in questo server durante il suo corso: nessuna classifica.
season-standings-unreadable = La **stagione { $name }** è finita, ma al momento non è possibile leggere la sua classifica (il database non ha risposto); resta salvata: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } va a { $names }.
season-role-line-many = { $role } va ai { $count } membri in testa alla classifica.
season-role-reason = top { $top } della stagione { $name }

## Le impostazioni

season-settings = { $saved ->
        [yes] Impostazioni delle stagioni salvate
       *[no] Impostazioni delle stagioni
    }: alla fine di una stagione i primi { $top } della classifica finale ricevono { $role } (e chi lo aveva dalla stagione precedente lo perde). `clear:true` non dà nessun ruolo.
season-settings-none = { $saved ->
        [yes] Impostazioni delle stagioni salvate
       *[no] Impostazioni delle stagioni
    }: alla fine di una stagione non viene dato nessun ruolo (impostane uno con `/season settings top_role:@role top:<n>`).

## La classifica della stagione

season-board-ended = finita { $at }
season-board-open-ends = aperta, finisce { $at }
season-board-open-since = aperta dal { $at }
season-board-title = **Classifica della stagione { $name }** ({ $preset }, { $span }) · pagina { $page } di { $pages }
season-board-empty = Ancora nessuna partita valutata di { $preset } in questa stagione.
season-board-provisional = In una stagione anche i punteggi provvisori (con ?) sono in classifica.
season-board-your-place = La tua posizione: { $rank }. { $line }
season-board-no-games = Non hai ancora partite valutate di { $preset } in questa stagione.

## L'immagine della tabella

season-table-title = Stagione { $name } — classifica finale
season-table-subtitle = { $preset } · { $players } · punteggi provvisori segnati con ?
season-table-player = Giocatore
season-table-rating = Punteggio
season-table-games = Partite
season-table-wins = V
season-table-draws = P
season-table-losses = S
