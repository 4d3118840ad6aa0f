# Organizzare tornei: perché un'azione di torneo è rifiutata, iscrizioni,
# uscite, annullamenti e l'attesa di un inizio programmato.

## Rifiuti. $name: il nome di un torneo (in grassetto).

organizing-bad-format = Non conosco il formato di torneo `{ $text }`: scegli { $formats }.
organizing-not-an-option-of = `{ $option }` non è un'opzione di questo torneo { $format }: vale per i tornei { $formats }. Creane uno con { $create }, oppure togli `{ $option }`.
organizing-no-formats = nessun
organizing-too-many-for-bracket = Un tabellone a eliminazione diretta accetta al massimo 128 giocatori e se ne sono iscritti { $have }: togline alcuni con /tournament kick, oppure organizza un sistema svizzero.
organizing-match-result-or-winner = Indica `result` (il risultato della partita in corso dell'incontro, come `1-0`) oppure `winner` (il giocatore che passa il turno), non entrambi e non nessuno dei due.
organizing-bad-start = Non capisco l'ora di inizio `{ $text }`: scrivi `in 2h`, un orario UTC come `18:30`, data e ora con fuso come `2026-12-04 19:00 Europe/Berlin`, un timestamp di Discord come `<t:1796497200>` o secondi Unix; oppure lascia vuoto e avvia tu il torneo.
organizing-start-passed = L'ora di inizio `{ $text }` è { $date }, che è già passata: indica un'ora futura.
organizing-start-too-far = L'ora di inizio `{ $text }` è tra più di 30 giorni: crea il torneo più vicino alla sua data.
organizing-unknown-zone = Non conosco il fuso orario `{ $text }`: usa un nome IANA come `Europe/Berlin`, `America/New_York` o `UTC`.
organizing-bad-no-show = Non capisco il tempo di mancata presentazione `{ $text }`: scrivi un numero e un'unità, come `30s`, `2m`, `5m`, `1h` o `1d`, da 10 secondi a 7 giorni, oppure lascia vuoto per il valore predefinito (5 minuti; 24 ore con un tempo per corrispondenza).
organizing-bad-move-limit = Non capisco il limite per mossa `{ $text }`: scrivi un numero e un'unità, come `30s`, `2m`, `1h` o `1d`, da 10 secondi a 14 giorni, oppure lascia vuoto per il valore predefinito (1 giorno).
organizing-move-limit-with-clock = `move_limit` è per i tornei senza orologio: con un controllo del tempo è l'orologio a limitare ogni mossa. Togli `move_limit`, oppure crea il torneo con `time:none`.
organizing-bad-bye = I punti del turno di riposo `{ $text }` non sono possibili: scegli `1` (predefinito), `0.5` (o `½`) o `0`.
organizing-bad-name = Dai al torneo un nome da 1 a 80 caratteri.
organizing-bad-rounds = { $rounds ->
        [one] { $rounds } turno non è possibile
       *[other] { $rounds } turni non è possibile
    }: scegli da 1 a 30 turni, oppure lascia vuoto per un numero adatto ai giocatori.
organizing-bad-minutes = Un'arena di { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    } non è possibile: scegli da 1 a 1440 minuti.
organizing-no-tournament-here = In questo canale non c'è nessun torneo aperto o in corso. Creane uno con /tournament create.
organizing-edit-after-start = **{ $name }** è iniziato: si può modificare solo prima dell'inizio. I suoi risultati si impostano con `/tournament result`.
organizing-nothing-to-edit = Niente da cambiare: dai almeno un'opzione a `/tournament edit <format>`: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, `rounds` e `byes` di uno svizzero, `minutes` di un'arena.
organizing-edit-other-format = **{ $name }** è un torneo { $format }: modificalo con `/tournament edit { $format }`, non con `/tournament edit { $asked }`.
organizing-edit-not-for-format = Questo torneo { $format } non ha `{ $option }` da cambiare: `{ $option }` vale per i tornei { $formats }.
organizing-max-below-joined = { $joined ->
        [one] Si è già iscritto { $joined } giocatore
       *[other] Si sono già iscritti { $joined } giocatori
    }: `max_players` non può essere { $max }. Indica { $joined } o più, oppure prima togli dei giocatori.
organizing-choose-tournament = Questo canale ha più tornei: { $choices }. Scegline uno con l'opzione `tournament:` (te li suggerisce mentre scrivi).
organizing-choices-more = altri { $count }
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Hai già { $limit } tornei aperti in questo server ({ $open }), il massimo per un membro. Concludine o annullane uno (`/tournament cancel`) prima di crearne un altro.
organizing-no-such-tournament = Non esiste il torneo #{ $id }. Vedi i tornei di questo canale con /tournament standings.
organizing-already-joined = Ti sei già iscritto a **{ $name }**. Aspetta che inizi.
organizing-full = **{ $name }** è al completo ({ $max ->
        [one] { $max } giocatore
       *[other] { $max } giocatori
    }). Chiedi un posto all'organizzatore, oppure iscriviti a un altro torneo.
organizing-already-started = **{ $name }** è iniziato e non accetta più iscrizioni (un girone all'italiana nessuna dopo l'inizio; uno svizzero nessuna una volta abbinato l'ultimo turno; un'arena nessuna dopo la fine). Partecipa al prossimo.
organizing-over = **{ $name }** è finito. Guarda la sua classifica finale, oppure crea un nuovo torneo.
organizing-not-joined = Non stai giocando in **{ $name }**. Iscriviti con /tournament join finché è aperto.
organizing-not-running = **{ $name }** non è ancora iniziato: usa /tournament leave per uscirne.
organizing-already-withdrawn = Sei già uscito da **{ $name }**.
organizing-not-organizer = Solo l'organizzatore ({ $organizer }), un membro con «Gestisci server» o uno con il ruolo di organizzatore di tornei del server può { $action }. Chiedi a uno di loro (`/tournament settings` mostra il ruolo).
organizing-organizer-action = { $action ->
        [add] aggiungere giocatori a questo torneo
        [results] impostare risultati in questo torneo
        [start] avviare questo torneo
        [cancel] annullare questo torneo
        [pair] abbinare il prossimo turno di questo torneo
        [remove] togliere giocatori da questo torneo
       *[other] modificare questo torneo
    }
organizing-too-few-players = Un torneo di questo formato richiede almeno { $needed ->
        [one] { $needed } giocatore
       *[other] { $needed } giocatori
    } e ne ha { $have }. Aspetta che se ne iscrivano altri.
organizing-round-in-progress = Il turno { $round } è ancora in corso ({ $games }). Il turno successivo viene abbinato da solo quando finisce la sua ultima partita.
organizing-round-in-progress-no-show = Il giocatore che non ha mosso entro le { $time } perde a forfait.
organizing-round-in-progress-under-way = Le sue partite sono in corso: aspetta che finiscano.
organizing-arena-pairs-itself = **{ $name }** è un'arena: i giocatori liberi vengono abbinati da soli, non ci sono turni da abbinare.
organizing-no-more-rounds = Tutti i turni di **{ $name }** sono stati abbinati; finisce quando finisce l'ultima partita.
organizing-not-in-tournament-game = Il berserk è per la tua partita d'arena, nel suo thread, prima della tua prima mossa.
organizing-berserk-too-late = Puoi andare in berserk solo prima della tua prima mossa della partita.
organizing-berserk-no-clock = Il berserk dimezza il tuo orologio: questo torneo non ha orologio.
organizing-no-abort = Le partite di torneo non si possono annullare. Abbandona, oppure esci dal torneo con /tournament withdraw.
organizing-pairing-failed = Non è stato possibile abbinare il turno successivo ({ $error }). L'organizzatore può riprovare con /tournament pair.
organizing-not-swiss = Un file TRF esiste solo per i tornei a sistema svizzero; al suo posto è allegato il PGN di ogni partita.
organizing-save-failed = Non sono riuscito a salvarlo. Riprova tra un momento.
organizing-bad-max-players = Al massimo { $max ->
        [one] { $max } giocatore
       *[other] { $max } giocatori
    } non è possibile: scegli da 2 a 1.000 giocatori, oppure lascia vuoto per 256.
organizing-bad-role = `{ $text }` non è un ruolo: scegli un ruolo di questo server, oppure lascia vuoto perché chiunque possa iscriversi.
organizing-needs-start-time = `{ $option }:` richiede un'ora di inizio: aggiungi `starts:` (come `in 2h`, `18:30 Europe/Berlin` o `2026-12-04 19:00 UTC`).
organizing-bad-remind = `{ $option }:{ $text }` non è una durata: scrivila come `10m`, `1h` o `1d`, oppure `0` per nessun promemoria.
organizing-bad-checkin = `{ $option }:{ $text }` non è una durata: scrivila come `10m`, `1h` o `1d`, oppure lascia vuoto per nessun check-in.
organizing-check-in-opens = Il check-in di **{ $name }** apre { $when }: torna allora.
organizing-check-in-not-open = **{ $name }** non ha nessun check-in aperto ora.
organizing-not-entered = Non sei iscritto a **{ $name }**: premi prima Partecipa, poi Check-in.
organizing-bad-result = Non capisco il risultato `{ $text }`: scrivi `1-0`, `0-1`, `1/2` (patta; vanno bene anche `½`, `½-½`, `1/2-1/2` e `0.5-0.5`), `+-` (il Bianco vince a forfait), `-+` (il Nero vince a forfait) o `0-0` (entrambi perdono a forfait).
organizing-byes-swiss-only = **{ $name }** non è uno svizzero: i turni di riposo da mezzo punto si chiedono solo in uno svizzero. Ritirati se non puoi continuare.
organizing-byes-off = **{ $name }** non concede turni di riposo su richiesta. Gioca le tue partite, oppure ritirati se non puoi continuare.
organizing-no-byes-left = Hai già usato { $allowed ->
        [one] il tuo turno di riposo da mezzo punto
       *[other] i tuoi { $allowed } turni di riposo da mezzo punto
    } in **{ $name }**. Gioca le tue partite, oppure ritirati se non puoi continuare.
organizing-bye-already-requested = Hai già chiesto un turno di riposo da mezzo punto per il turno { $round } di **{ $name }**: non sarai abbinato in quel turno.
organizing-bye-too-late = L'ultimo turno di **{ $name }** è abbinato: non resta nessun turno in cui prendere un riposo. Gioca la tua partita, oppure ritirati.
organizing-no-such-round = Non esiste il turno { $round }: { $rounds ->
        [0] non è stato ancora abbinato nessun turno.
        [one] è stato abbinato solo il turno 1.
       *[other] sono stati abbinati i turni da 1 a { $rounds }.
    }
organizing-no-such-board = Non esiste la scacchiera { $board } nel turno { $round }: { $boards ->
        [one] ha solo la scacchiera 1.
       *[other] le sue scacchiere vanno da 1 a { $boards }.
    }
organizing-bye-board = La scacchiera { $board } del turno { $round } è un turno di riposo: non ha partita né risultato da impostare. Scegli una scacchiera con due giocatori.
organizing-results-not-started = **{ $name }** non è ancora iniziato: non ci sono risultati da impostare.
organizing-results-over = **{ $name }** è finito: i suoi risultati sono definitivi e non si possono più cambiare.
organizing-results-cancelled = **{ $name }** è stato annullato: non ci sono risultati da impostare.
organizing-missing-role = Ti serve il ruolo { $role } per iscriverti a **{ $name }**.
organizing-too-few-rated-games = **{ $name }** richiede almeno { $needed } in { $preset }; tu ne hai { $have }. Gioca altre { $more } e iscriviti di nuovo.
organizing-already-berserk = Sei già andato in berserk in questa partita.
organizing-unpairable = Il turno successivo di **{ $name }** non può essere abbinato dopo il turno { $round }: ogni abbinamento rimasto sarebbe una rivincita o un secondo turno di riposo. Il torneo finisce qui.
organizing-bad-repeat = `{ $text }` non è una ripetizione: scegli none, daily, weekly o monthly.
organizing-bad-zone = `{ $text }` non è un fuso orario che conosco. Indica un nome IANA come `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` o `UTC` (vedi https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); non è stato cambiato nulla.

## Iscrizioni, uscite, annullamenti e l'attesa dell'inizio (messaggi).

organizing-back = { $player } è tornato in { $tournament }: sarà abbinato di nuovo appena un avversario è libero.
organizing-left = { $player } ha lasciato { $tournament }.
organizing-removed = { $player } è stato tolto da { $tournament }: ogni partita in corso è persa a forfait.
organizing-withdrew = { $player } si è ritirato da { $tournament }: ogni partita in corso è persa a forfait.
organizing-added = { $mention }, { $by } ti ha aggiunto (**{ $player }**) a { $tournament }. Non giochi? Premi **Esci** qui sotto (o `/tournament leave`).
organizing-cancelled = { $tournament } è stato annullato dal suo organizzatore.
organizing-cancelled-too-few = { $tournament } è annullato: iscrizioni: { $players }; ne servono almeno { $min }.
organizing-cancelled-too-few-checked-in = { $tournament } è annullato: check-in: { $players }; ne servono almeno { $min }.
organizing-run-up = ⏰ { $tournament } inizia { $date } ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } inizia { $date }. Il check-in è aperto: premi Check-in qui sotto prima che chiuda { $countdown }, o sarai ritirato all'inizio.
organizing-withdrawn-absent = { $names } non { $count ->
        [one] ha fatto il check-in per { $tournament } ed è stato ritirato.
       *[other] hanno fatto il check-in per { $tournament } e sono stati ritirati.
    }
organizing-withdrawn-absent-late = Ci si può ancora iscrivere in ritardo: premi Partecipa.
organizing-checked-in = Hai fatto il check-in per { $tournament }. Inizia { $countdown }.

## Altrove.

organizing-calendar-description = Torneo { $format } di { $preset }, { $time }. Iscriviti con il pulsante Partecipa del suo annuncio.
organizing-winner-role-reason = vincitore di { $tournament }

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Un tabellone a eliminazione diretta accetta da 2 a 128 giocatori, non { $players }: dividi il gruppo o gioca prima un sistema svizzero.
organizing-bracket-third-place = Un tabellone di 2 giocatori non ha semifinali, quindi nessun incontro per il terzo posto: toglilo o prendi almeno 3 giocatori.
organizing-bracket-match-name = '{ $text }' non è il nome di un incontro: scrivi W<turno>-<n>, L<turno>-<n>, GF1, GF2 o 3P (per esempio W1-2).
organizing-bracket-no-such-match = In questo tabellone non c’è nessun incontro { $match }: guarda l’elenco degli incontri per vederne i nomi.
organizing-bracket-not-ready = { $match } non è pronto: i suoi due giocatori non sono ancora noti; registra prima gli incontri che lo precedono.
organizing-bracket-walkover = { $match } si vince a tavolino: { $seed } passa senza giocare, quindi non accetta risultati.
organizing-bracket-walkover-open = { $match } si vince a tavolino: un posto è vuoto, quindi chi occuperà l’altro passa senza giocare; non accetta risultati.
organizing-bracket-empty = { $match } non si gioca mai: entrambi i suoi posti sono vuoti; non accetta risultati.
organizing-bracket-no-reset = GF2 non si gioca: { $seed } ha vinto GF1 arrivando dal tabellone dei vincenti e il tabellone è concluso.
organizing-bracket-already-decided = { $match } è già deciso (ha vinto { $winner }): un risultato si registra una volta sola.
organizing-bracket-not-in-match = { $seed } non gioca { $match }, che è { $a } contro { $b }: indica uno dei due come vincitore.
