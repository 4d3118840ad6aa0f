# Ciò che il lato Discord risponde da sé: /settings, i controlli e le
# risposte di amministrazione di /tournament, gli avvisi sul thread di una
# partita (fonte: en-US). Plurale: one, other.

## /settings

discord-settings-not-in-server = Le impostazioni appartengono a un server: usa questo comando in uno dei suoi canali.
discord-settings-web-on = Le pagine di questo server sono sul sito web. `/settings web:off` le nasconde.
discord-settings-web-on-at = Le pagine di questo server sono sul sito web. Le sue pagine: { $url } `/settings web:off` le nasconde.
discord-settings-web-off = Le pagine di questo server non sono sul sito web. `/settings web:on` (Gestire il server) vi mostra la sua classifica, i suoi tornei e le sue partite.
discord-settings-read-failed = Non è stato possibile leggere le impostazioni ({ $error }). Riprova tra un momento.
discord-settings-lfg-role = Una sfida aperta menziona <@&{ $role }>. `/settings clear_lfg_role:true` lo interrompe.
discord-settings-lfg-none = Una sfida aperta non menziona nessuno. `/settings lfg_role:<role>` (Gestire il server) le fa menzionare i membri che cercano una partita.
discord-settings-lfg-read-failed = Non è stato possibile leggere il ruolo di chi cerca una partita ({ $error }). Riprova tra un momento.
discord-settings-zone = Il fuso orario di questo server è { $zone }: gli inizi dei tornei scritti senza fuso vengono letti in esso, e una serie vi mantiene la sua ora. `/settings timezone:<nome IANA>` lo cambia.
discord-settings-zone-utc = Il fuso orario di questo server è UTC. `/settings timezone:Europe/Berlin` (Gestire il server; qualsiasi nome IANA) legge gli inizi dei tornei nel tuo fuso e vi mantiene una serie alla sua ora.
discord-settings-zone-read-failed = Non è stato possibile leggere il fuso orario ({ $error }). Riprova tra un momento.
discord-settings-private-language = Le risposte private seguono la lingua Discord di ogni membro quando il bot la parla, altrimenti quella del server: le tue sono in { $language }.
discord-settings-public-chosen = I messaggi pubblici sono in { $language } (scelto con `/settings language`; `/settings clear_language:true` segue invece la lingua Discord di questo server).
discord-settings-public-discord = I messaggi pubblici seguono la lingua Discord di questo server (i server community la impostano in Impostazioni server > Panoramica > Lingua principale), ora { $language }. `/settings language:<language>` (Gestire il server) ne sceglie un'altra.
discord-settings-public-unshipped = I messaggi pubblici sono in { $language }: il bot non parla ancora la lingua Discord di questo server (`{ $code }`). `/settings language:<language>` (Gestire il server) ne sceglie una.
discord-settings-public-unnamed = I messaggi pubblici sono in { $language }, perché Discord non indica alcuna lingua per questo server (i server community la impostano in Impostazioni server > Panoramica > Lingua principale). `/settings language:<language>` (Gestire il server) ne sceglie una.
discord-settings-language-read-failed = Non è stato possibile leggere la lingua dei messaggi pubblici ({ $error }). Riprova tra un momento.
discord-settings-language-both = Indica `language` (per scegliere la lingua dei messaggi pubblici) oppure `clear_language:true` (per seguire la lingua Discord del server), non entrambi (non è stato cambiato nulla).
discord-settings-daily-both = Indica `puzzle_channel`/`puzzle_time` (per pubblicare il problema del giorno) oppure `clear_daily_puzzle:true` (per interromperlo), non entrambi.
discord-settings-nothing-changed = { $why } (non è stato cambiato nulla)
discord-settings-lfg-both = Indica `lfg_role` (per impostarlo) oppure `clear_lfg_role:true` (per toglierlo), non entrambi.
discord-settings-lfg-everyone = `lfg_role` non può essere @everyone: scegli un ruolo che prendono i membri che vogliono giocare (non è stato cambiato nulla).
discord-settings-not-manager = Solo i membri con Gestire il server possono cambiarlo (non è stato cambiato nulla). Chiedi a chi gestisce il server; `/settings` da solo mostra le impostazioni attuali.
discord-settings-web-now-public = La classifica, i tornei e le partite di questo server sono ora sul sito web pubblico.
discord-settings-web-now-public-at = La classifica, i tornei e le partite di questo server sono ora sul sito web pubblico. Le sue pagine: { $url }
discord-settings-web-now-hidden = Le pagine di questo server sono ora nascoste dal sito web (rispondono 404).
discord-settings-save-failed = Non è stato possibile salvare l'impostazione ({ $error }). Riprova tra un momento.
discord-settings-lfg-now = Una sfida aperta (un `/challenge` senza avversario) ora menziona <@&{ $role }>, una volta. (Il ruolo deve essere menzionabile, oppure mi serve Menziona @everyone.)
discord-settings-lfg-now-none = Le sfide aperte non menzionano più nessuno.
discord-settings-lfg-save-failed = Non è stato possibile salvare il ruolo di chi cerca una partita ({ $error }). Riprova tra un momento.
discord-settings-zone-now = Il fuso orario di questo server è ora { $zone }: gli inizi dei tornei scritti senza fuso vengono letti in esso, e le nuove serie vi mantengono la loro ora anche con il cambio dell'ora legale.
discord-settings-zone-save-failed = Non è stato possibile salvare il fuso orario ({ $error }). Riprova tra un momento.
discord-settings-daily-stopped = Il problema del giorno non viene più pubblicato. `/puzzle daily` dà ancora il problema di oggi a chi lo chiede.
discord-settings-language-save-failed = Non è stato possibile salvare la lingua ({ $error }). Riprova tra un momento.
discord-settings-language-now = I messaggi pubblici di questo server sono ora in { $language }; le risposte private dei membri seguono ancora la loro lingua Discord. `/settings clear_language:true` torna a seguire la lingua Discord del server.
discord-settings-language-now-discord = I messaggi pubblici di questo server seguono di nuovo la sua lingua Discord (i server community la impostano in Impostazioni server > Panoramica > Lingua principale), ora { $language }.

## /tournament

discord-tournament-no-event = Nessun evento Discord: mi manca il permesso **Manage Events**. Un admin del server può concederlo al mio ruolo in Impostazioni server → Ruoli.
discord-tournament-bad-time = `time` non valido: { $error }.
discord-tournament-bad-intercept = `intercept` non valido: { $error }.
discord-tournament-missing-permissions = Non posso organizzare un torneo in questo canale: qui mi manca { $missing }. Ogni scacchiera ha un thread tutto suo con la sua immagine. Un admin del server può { $count ->
        [one] concedermelo
       *[other] concedermeli
    } nelle impostazioni del canale (Modifica canale → Permessi), poi riprova.
discord-tournament-settings-not-in-server = Le impostazioni dei tornei appartengono a un server: usa questo comando in uno dei suoi canali.
discord-tournament-settings-not-manager = Solo i membri con Gestire il server possono cambiare le impostazioni dei tornei. Chiedi a chi gestisce il server; `/tournament settings` da solo mostra quelle attuali.
discord-tournament-organizer-both = Indica `organizer_role` (per impostarlo) oppure `clear:true` (per toglierlo), non entrambi.
discord-tournament-winner-both = Indica `winner_role` (per impostarlo) oppure `clear_winner_role:true` (per toglierlo), non entrambi.
discord-tournament-organizer-now = I membri con <@&{ $role }> ora possono avviare, abbinare, escludere giocatori e annullare qualsiasi torneo di questo server.
discord-tournament-organizer-removed = Il ruolo di organizzatore dei tornei è stato tolto: un torneo lo gestiscono il suo organizzatore e i membri con Gestire il server.
discord-tournament-organizer-save-failed = Non è stato possibile salvare il ruolo di organizzatore ({ $error }). Riprova tra un momento.
discord-tournament-winner-now = Il vincitore di ogni torneo di questo server ora riceve <@&{ $role }>, e il vincitore precedente lo perde.
discord-tournament-winner-removed = Ai vincitori dei tornei non viene più dato alcun ruolo (chi lo ha lo tiene).
discord-tournament-winner-save-failed = Non è stato possibile salvare il ruolo del vincitore ({ $error }). Riprova tra un momento.
discord-tournament-creators-save-failed = Non è stato possibile salvare chi può creare tornei ({ $error }). Riprova tra un momento.
discord-tournament-creators-everyone = Qualsiasi membro può creare tornei e serie qui (mai con un ruolo del vincitore che non potrebbe dare da sé). `creators:organizers` lo riserva a Gestire il server e al ruolo di organizzatore.
discord-tournament-creators-organizers = Solo i membri con Gestire il server o il ruolo di organizzatore dei tornei possono creare tornei e serie qui; tutti possono comunque iscriversi. `creators:everyone` apre la creazione a tutti i membri.
discord-tournament-only-managers-create = Su questo server solo i membri con **Gestire il server** possono creare tornei e serie. Chiedi a uno di loro di crearlo; poi chiunque potrà iscriversi.
discord-tournament-only-organizers-create = Su questo server solo i membri con **Gestire il server** o <@&{ $role }> possono creare tornei e serie. Chiedi a uno di loro di crearlo; poi chiunque potrà iscriversi.
discord-tournament-creators-read-failed = Non è stato possibile leggere chi può creare tornei qui ({ $error }). Riprova tra un momento.
discord-tournament-organizer-is = Il ruolo di organizzatore dei tornei è <@&{ $role }>: i suoi membri possono avviare, abbinare, escludere giocatori e annullare qualsiasi torneo qui. Un membro con Gestire il server lo cambia con `/tournament settings organizer_role:<role>` o lo toglie con `clear:true`.
discord-tournament-organizer-none = Nessun ruolo di organizzatore dei tornei è impostato: un torneo lo gestiscono il suo organizzatore e i membri con Gestire il server. Un membro con Gestire il server ne imposta uno con `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Non è stato possibile leggere le impostazioni dei tornei ({ $error }). Riprova tra un momento.
discord-tournament-winner-is = Il vincitore di ogni torneo riceve <@&{ $role }> (il vincitore precedente lo perde); `clear_winner_role:true` lo interrompe.
discord-tournament-winner-none = Nessun ruolo del vincitore è impostato: `/tournament settings winner_role:<role>` ne dà uno al vincitore di ogni torneo.
discord-tournament-name-the-game = Indica la partita: `round`, `board` e `result` (ad es. turno 2, scacchiera 1, 1-0); a eliminazione diretta, `match` (ad es. W1-2) con `result` per la sua partita in corso o `winner` per l'intero incontro.

## Il thread di una partita

discord-thread-at-cap = questo server ha raggiunto il limite di thread attivi di Discord (errore 160006); archiviare i thread finiti libera spazio
discord-thread-no-permission = in questo canale mi manca il permesso **Create Public Threads** (e **Send Messages in Threads**); un admin del server può concederli nelle impostazioni del canale
discord-thread-discord-answered = Discord ha risposto { $error }
discord-thread-not-moved = non è stato possibile spostarvi la partita ({ $error })
discord-thread-none = Non sono riuscito ad aprire un thread per questa partita: { $why }.
discord-thread-played-here = Non sono riuscito ad aprire un thread per questa partita, quindi si gioca qui nel canale.
discord-thread-none-taken = Non sono riuscito ad aprire un thread per questa partita. { $taken }
discord-thread-tournament-played-here = Non sono riuscito ad aprire un thread per **{ $game }**, quindi si gioca qui nel canale.
discord-thread-organizer = 🔒 **{ $tournament }**: non sono riuscito ad aprire { $count ->
        [one] il thread
       *[other] i thread
    } di { $games }: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = I ruoli appartengono a un server: usa questo comando in uno dei suoi canali.
discord-roles-everyone = @everyone non si può assegnare: scegli un ruolo che non hanno tutti i membri.
discord-roles-read-failed = Non sono riuscito a leggere i ruoli di questo server ({ $error }), quindi non so se <@&{ $role }> si può assegnare. Riprova tra un momento.
discord-roles-prize-read-failed = Non sono riuscito a leggere i ruoli di questo server ({ $error }), quindi non so se puoi mettere in palio <@&{ $role }>. Riprova tra un momento.
discord-roles-member-cannot-give = Non puoi collegare <@&{ $role }>: assegno un ruolo solo per membri che potrebbero darlo loro stessi (il proprietario del server, un Amministratore o un membro con **Manage Roles** sul server, tramite un ruolo: Manage Permissions su un solo canale non conta), e tu non sei nessuno di questi. Chiedi a un admin del server di impostarlo, oppure togli `{ $option }` (non è stato cambiato nulla).
discord-roles-not-of-server = <@&{ $role }> non è un ruolo di questo server (è stato eliminato?). Scegline un altro.
discord-roles-not-below-yours = Non puoi collegare <@&{ $role }>: non è sotto il tuo ruolo più alto, <@&{ $top }>, e con **Manage Roles** Discord permette di dare solo ruoli sotto il proprio. Scegli un ruolo sotto il tuo, oppure chiedi a un admin del server di impostare questo (non è stato cambiato nulla).
discord-roles-not-below-none-of-yours = Non puoi collegare <@&{ $role }>: non è sotto nessuno dei tuoi ruoli (non ne hai su questo server), e con **Manage Roles** Discord permette di dare solo ruoli sotto il proprio. Scegli un ruolo sotto il tuo, oppure chiedi a un admin del server di impostare questo (non è stato cambiato nulla).
discord-roles-bot-not-allowed = Non posso assegnare <@&{ $role }>: mi manca il permesso **Manage Roles**. Un admin del server può concederlo al mio ruolo in Impostazioni server → Ruoli, poi imposta di nuovo il ruolo.
discord-roles-bot-read-failed = Non sono riuscito a leggere i miei ruoli su questo server ({ $error }), quindi non so se posso assegnare <@&{ $role }>. Riprova tra un momento.
discord-roles-managed = <@&{ $role }> è gestito da un'integrazione (il ruolo di un bot o quello dei booster), e Discord non permette a nessuno di assegnarlo. Scegli un altro ruolo.
discord-roles-not-below-mine = Non posso assegnare <@&{ $role }>: non è sotto il mio ruolo più alto, <@&{ $top }>, e Discord permette a un bot di assegnare solo ruoli sotto il proprio. Un admin del server può trascinare il mio ruolo sopra <@&{ $role }> in Impostazioni server → Ruoli, poi imposta di nuovo il ruolo.
discord-roles-not-below-none-of-mine = Non posso assegnare <@&{ $role }>: non è sotto nessuno dei miei ruoli (non ne ho su questo server), e Discord permette a un bot di assegnare solo ruoli sotto il proprio. Un admin del server può trascinare il mio ruolo sopra <@&{ $role }> in Impostazioni server → Ruoli, poi imposta di nuovo il ruolo.
discord-roles-their-roles-unread = non sono riuscito a leggere i suoi ruoli ({ $error })
discord-roles-could-not-give = • impossibile dare <@&{ $role }> a <@{ $user }>: { $why }
discord-roles-could-not-take = • impossibile togliere <@&{ $role }> a <@{ $user }>: { $why }
discord-roles-change-failed = La modifica del ruolo per { $reason } non è andata a buon fine:
    { $lines }
    Un admin del server può verificare che io abbia **Manage Roles** e che il mio ruolo sia sopra <@&{ $role }> (Impostazioni server → Ruoli), poi fare la modifica a mano. Nient'altro è coinvolto.
discord-roles-why-not-allowed = mi manca **Manage Roles**, oppure il ruolo non è sotto il mio
discord-roles-why-not-member = non è più membro di questo server
discord-roles-why-role-gone = il ruolo non esiste più
discord-roles-why-discord = Discord ha risposto: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Non puoi sfidare te stesso: indica un altro giocatore, oppure lascia vuoto `opponent` per una sfida aperta.
discord-game-challenge-a-bot = Non puoi sfidare un bot: indica una persona, oppure lascia vuoto `opponent` per una sfida aperta. Per giocare contro di me, indicami come `opponent`.
discord-game-level-without-me = `level` vale per una partita contro di me: indicami come `opponent` per giocare contro l'IA, oppure togli `level`.
discord-game-bad-settings = Impostazioni della partita non valide: { $error }.
discord-game-bad-level = `level` deve andare da 1 (il più debole) a 8 (il più forte) (hai indicato { $level }).
discord-game-type-a-move = Scrivi una mossa, ad es. `e4`, `Nf3`, `e2e4` o un volo `e4>e5>e6>d7`.
discord-game-flight-received = Volo ricevuto: il thread mostra il missile una casa alla volta (il tuo percorso resta nascosto).
discord-game-not-a-square = `{ $pawn }` non è una casa: indica la casa del pedone, come e4.
discord-game-steering-started = Guida avviata.
discord-game-ai-where = **{ $player }** sta giocando contro di me (l'IA, livello { $level }) in <#{ $thread }>.
discord-game-missile-on-its-way = Il missile è in viaggio: guarda la scacchiera nel thread.
discord-game-button-ended = Questa domanda è chiusa: il pulsante non è più in uso.
discord-game-typed-flight-shown = Un volo scritto come messaggio mostra tutto il percorso al tuo avversario, e qui non posso eliminare messaggi. Usa `/move` (risposta privata) o `/fire` (guida con i pulsanti) per tenerlo nascosto.
discord-game-flag-falls = La bandierina cade { $stamp }.
discord-game-time-runs-out = Il tempo scade { $stamp }.

## Answers and posts

discord-done = Fatto.
discord-done-see = Fatto: guarda <#{ $channel }>.
discord-thread-locked-look-there = Questo thread è bloccato, quindi i suoi messaggi vanno in <#{ $channel }>: guarda lì.
discord-thread-locked-posted-here = Non posso scrivere in <#{ $thread }>: è bloccato. Questo arriva qui al suo posto; un moderatore può sbloccare il thread (o darmi **Manage Threads**) per tenere lì la partita.
discord-malformed-option = Opzione non valida: { $error }. Controlla le opzioni del comando e riprova.
discord-malformed-option-input = Opzione non valida `{ $input }`: { $error }. Controlla le opzioni del comando e riprova.
discord-command-outdated = Le opzioni di questo comando non corrispondono a quelle del bot; Discord potrebbe mostrarne ancora una versione vecchia. Riprova tra un minuto.
discord-something-went-wrong = Qualcosa è andato storto: { $error }
discord-server-only = Questo comando funziona in un canale di un server, non nei messaggi diretti.
discord-server-roles-unread = Non sono riuscito a leggere i ruoli di questo server ({ $error }). Riprova tra un momento.
discord-channel-permissions-unread = Non sono riuscito a leggere i permessi di quel canale ({ $error }). Riprova tra un momento.
discord-on-the-web = Sul web: <{ $url }>
discord-event-line = Evento Discord: { $url }
discord-event-audit-reason = un torneo programmato
discord-games-line = Partite: { $games }
discord-boards-waiting = <@{ $organizer }> Turno { $round } di **{ $tournament }**: { $count ->
        [one] { $count } scacchiera non ha
       *[other] { $count } scacchiere non hanno
    } ancora raggiunto i loro giocatori: { $boards }. Non sono riuscito ad aprire i loro thread (il tuo prossimo comando qui ti mostra perché) e continuo a provare in background; il loro tempo di mancata presentazione parte solo quando la scacchiera viene pubblicata.
discord-boards-none-waiting = Turno { $round } di **{ $tournament }**: nessuna scacchiera aspetta più il suo thread.
