# /puzzle: problemi tratti dalle partite di un server, risolti in privato; il
# post del problema del giorno (fonte: en-US). Plurale: one, other.

## La vista di un problema

puzzle-credit = da { $white } contro { $black }, mossa { $move }
puzzle-title = **Problema { $id }**, { $credit }
puzzle-title-unrated = **Problema { $id }** (non valutato: l'hai già giocato), { $credit }
puzzle-title-daily = **Problema del giorno** (problema { $id }), { $credit }
puzzle-title-streak = **Serie, problema { $number }** (problema { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Il Nero ha giocato { $mistake }. Muove il Bianco: trova la mossa migliore e rispondi con `/move`.
       *[black] Il Bianco ha giocato { $mistake }. Muove il Nero: trova la mossa migliore e rispondi con `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] Il missile del Nero vola { $path }: abbattilo (un pulsante, o `/move` con la cattura) oppure lascialo passare.
       *[black] Il missile del Bianco vola { $path }: abbattilo (un pulsante, o `/move` con la cattura) oppure lascialo passare.
    }
puzzle-answer-shoot = abbattere con { $move }
puzzle-answer-pass = lasciar passare
puzzle-let-it-pass = Lascia passare

## Risposte

puzzle-right = ✅ { $answer } è giusta. La risposta: { $reply }. Tocca di nuovo a te: rispondi con `/move`.
puzzle-unreadable = { $why }. Il tuo problema aspetta una mossa legale: rispondi di nuovo con `/move`.
puzzle-rating = Punteggio problemi: { $change }
puzzle-solved = 🎉 { $answer }: risolto!
puzzle-wrong = ❌ { $answer } non è la mossa. La soluzione: { $solution }.
puzzle-streak-goes-on = Serie: { $solved } risolti. Il prossimo è più difficile:
puzzle-streak-ended = La tua serie finisce a { $solved } risolti (il tuo record: { $best }). Iniziane un'altra con `/puzzle streak`.
puzzle-streak-exhausted = Qui non ci sono problemi più difficili: la tua serie finisce a { $solved } risolti (il tuo record: { $best }).

## Rifiuti

puzzle-none = Qui non c'è ancora un problema per te: i problemi vengono dalle partite finite di questo server (e dai server con pagine pubbliche), estratti un po' dopo la fine. Gioca una partita e richiedi più tardi
puzzle-no-daily = Qui non c'è ancora un problema del giorno: i problemi vengono dalle partite finite di questo server. Gioca una partita e richiedi domani
puzzle-not-in-server = I problemi vengono dalle partite di un server: chiedine uno in un canale di un server
puzzle-nothing-open = Non hai problemi aperti: chiedine uno con `/puzzle`, `/puzzle daily` o `/puzzle streak`
puzzle-unavailable = Non è stato possibile leggere o salvare il problema in questo momento: riprova tra poco
puzzle-still-open = Hai già un problema aperto: rispondi prima a quello (una mossa sbagliata lo chiude). Eccolo di nuovo
puzzle-daily-done = { $solved ->
        [yes] Hai già provato il problema di oggi (risolto). Ne arriva uno nuovo alle 00:00 UTC
       *[no] Hai già provato il problema di oggi (non risolto). Ne arriva uno nuovo alle 00:00 UTC
    }
puzzle-bad-time = `{ $text }` non è un orario: indica l'ora del problema del giorno come HH:MM in UTC, per es. 09:30 o 18:00

## Il problema del giorno

puzzle-daily-post = 🧩 **Problema del giorno { $date }**, { $credit }. { $solver ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    }: risolvilo in privato con `/puzzle daily`.
    Risolto da: { $who }
puzzle-nobody-yet = ancora nessuno
puzzle-settings-posted = Il problema del giorno viene pubblicato in { $channel } alle { $time } UTC.
puzzle-settings-no-time = Il problema del giorno andrà in { $channel } appena avrà un orario: imposta puzzle_time: come HH:MM (UTC).
puzzle-settings-no-channel = Il problema del giorno è impostato per le { $time } UTC ma non ha un canale: imposta puzzle_channel: per pubblicarlo.
puzzle-settings-off = Il problema del giorno non viene pubblicato: imposta puzzle_channel: e puzzle_time: per pubblicarlo.

## Punteggi dei problemi

puzzle-leaderboard-title = **Classifica dei problemi**
puzzle-leaderboard-title-page = **Classifica dei problemi**, pagina { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } valutati, miglior serie { $best })
puzzle-leaderboard-empty = Qui nessuno ha ancora un punteggio dei problemi: risolvine uno con `/puzzle`
puzzle-standing = { $rating } · { $plays } valutati · miglior serie { $best }
