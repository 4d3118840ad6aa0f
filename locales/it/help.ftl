# /rules e /help: come si gioca a Cruise Pawns e gli argomenti dell'aiuto
# (fonte: en-US).

## /rules

rules-text = **Cruise Pawns** sono gli scacchi in cui un pedone può, come intera mossa, lanciare sé stesso come missile da crociera.
    • Un pedone fuori dalla sua traversa di partenza spara: il missile vola fino a 7 case, ogni passo in una direzione del re, girando al massimo di 45° a passo (`cruise-forward`: solo in avanti o di lato).
    • Può passare sopra i tuoi pezzi, si ferma sul primo pezzo nemico e lì **detona**: quel pezzo e il pedone spariscono. Un volo deve finire su un pezzo nemico (oppure `e4*` si autodistrugge).
    • A ogni casa in cui entra lungo la strada, il difensore può **abbatterlo** con qualsiasi cattura legale su quella casa, oppure lasciarlo passare. Senza risposta in tempo, passa.
    • Distruggere il re vince (a meno che la partita sia stata creata con `king_strikes: false`). Le minacce di missile non sono scacco.
    • `pawns`: solo pedoni; vince il primo pedone che raggiunge l'ultima traversa.
    Gioca: `/move e4`, `/move e4>e5>e6>d7` (tutto il volo, nascosto all'avversario) oppure `/fire e4` e guidalo con i pulsanti.

## /help

help-intro = **Aiuto di Cruise Pawns**: scegli un argomento qui sotto. Ognuno elenca i suoi comandi (`<option>` è obbligatoria, `[option]` facoltativa) e come si usano.
help-pick-topic = Scegli un argomento
help-unknown-topic = Questo argomento dell'aiuto non esiste: usa di nuovo `/help` e scegline uno dal menu.
help-organizers = *Organizzatori e gestori del server:*
help-command-line = `{ $usage }`: { $what }.

help-playing-label = Giocare
help-playing-about = Sfide, mosse, patte, la fine di una partita, l'analisi
help-playing-text = Una `/challenge` con il bot come `opponent` gioca contro l'IA (`level` 1-8); senza `opponent` chiunque può accettare. Nel thread di una partita puoi anche scrivere semplicemente la tua mossa (`Nf3`). Una scacchiera che ti chiede di muovere è disegnata dal tuo lato. Senza orologio ogni mossa ha un limite (14 giorni; il `move_limit` di un torneo): al limite il tuo avversario può rivendicare la vittoria con `/claim`. Una partita finita ha un pulsante **Rivincita** (colori scambiati, 10 minuti per accettare) e un pulsante **Analizza** (precisione, errori e le scelte migliori).

help-missiles-label = Missili
help-missiles-about = Lanciare un pedone, guidarlo, abbattere un missile
help-missiles-text = Un pedone fuori dalla sua traversa di partenza può, come intera mossa, lanciare sé stesso: il missile vola fino a 7 case, ogni passo in una direzione del re, girando al massimo di 45° a passo. Passa sopra i tuoi pezzi e **detona** sul primo pezzo nemico: spariscono entrambi. Distruggere il re vince.
    A ogni casa in cui entra, il difensore riceve pulsanti per abbatterlo con una cattura lì (per es. **Bxe6**) oppure **Lascia passare**; senza risposta in tempo, passa.
    Per lanciare un volo intero in una volta, nascosto all'avversario: `/move e4>e5>e6>d7`.

help-tournaments-label = Tornei
help-tournaments-about = Iscriversi, giocare e gestire tornei e serie
help-tournaments-text = Iscriviti con il pulsante dell'annuncio. Ogni comando accetta `tournament:` per indicarne uno quando un canale ne ha diversi. Una serie (`repeat:weekly`) mantiene il suo orario nel suo fuso.

help-ratings-label = Punteggi e stagioni
help-ratings-about = Punteggi, la classifica, i profili e le stagioni
help-ratings-text = Le partite valutate cambiano il punteggio di entrambi i giocatori (un `?` indica un punteggio provvisorio, dopo poche partite). Una stagione è un punteggio proprio di un server per un periodo, con una classifica finale alla fine.

help-puzzles-label = Problemi
help-puzzles-about = Problemi dalle partite di questo server, il problema del giorno, le serie
help-puzzles-text = In ogni partita finita di questo server si cercano errori gravi: ognuno diventa un problema, attribuito alla sua partita ("from alice vs bob, move 23"). Solo tu vedi il tuo problema: rispondi con `/move` (un volo di missile come `e4>e5>e6`), oppure con i pulsanti quando il problema ti chiede di abbattere un missile o lasciarlo passare. Una mossa giusta mostra la risposta e chiede la successiva; una sbagliata chiude il problema e mostra la soluzione. Il tuo punteggio dei problemi è tuo, separato dai punteggi delle partite (`/leaderboard scope:puzzles`, `/profile`). Un gestore del server sceglie dove e quando pubblicare il problema del giorno: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Impostazioni
help-settings-about = Le impostazioni del server e chi vede le risposte del bot
help-settings-text = Questi rispondono solo a te: `/rules`, `/help`, `/profile`, `/leaderboard` e `/tournament standings`; aggiungi `public:true` per pubblicare la risposta nel canale. Una `/challenge` senza `opponent` menziona il ruolo «cerco una partita» del server, se un gestore ne ha impostato uno.
