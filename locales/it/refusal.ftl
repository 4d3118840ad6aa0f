# Perché il bot ha rifiutato un'azione: una frase che dice cosa non va e
# cosa fare (fonte: en-US). Plurale: one, other.

## Partite.

refusal-no-game-here = Qui non c'è nessuna partita in corso. Iniziane una con una sfida.
refusal-game-over = Questa partita è finita.
refusal-not-playing = Non stai giocando in questa partita.
refusal-not-your-turn = Non è il tuo turno.
refusal-wait-for-answer = Aspetta: { $defender } sta decidendo se abbattere il tuo missile.
refusal-answer-first = Prima rispondi alla domanda sull'abbattimento (abbattere il missile o lasciarlo passare).
refusal-missile-in-air = Il tuo missile partito da { $launch } è in volo: continua a guidarlo (scrivi o scegli la sua prossima casa).
refusal-empty-move = Scrivi una mossa, ad es. e4, Nf3, e2e4, o un volo come e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = In { $preset } non ci sono missili: gioca una mossa normale.
refusal-not-a-square = `{ $text }` non è una casa: scrivi una colonna a-h e una traversa 1-8, come e4.
refusal-cannot-fire = Il pezzo in { $square } non può essere lanciato ora: { $why ->
        [empty] quella casa è vuota
        [not-yours] quel pedone non è tuo
        [not-a-pawn] si possono lanciare solo i pedoni
        [starting-rank] un pedone sulla sua traversa iniziale non può essere lanciato
       *[no-legal-flight] non ha nessun volo legale (può impedirlo il tempo di ricarica, un'inchiodatura o uno scacco)
    }.
refusal-not-steering = Non stai guidando nessun missile: prima scegli un pedone da lanciare (ad es. fire e4).
refusal-self-destruct-too-late = Il pedone può autodistruggersi solo prima del suo primo passo.
refusal-cannot-enter = Il missile non può entrare in { $square } adesso; può entrare in: { $next }.
refusal-cannot-enter-anywhere = Il missile non può entrare in { $square } adesso; può entrare in: nessuna casa.
refusal-question-ended = Questa domanda è chiusa.
refusal-question-ended-game-over = Questa domanda è chiusa: la partita è finita.
refusal-answer-for-earlier-question = La tua risposta è stata scritta prima che venisse posta questa domanda, quindi non vale: guarda la nuova domanda e rispondi a quella.
refusal-too-many-ai-games = { $count ->
        [one] Hai già { $count } partita non finita contro l'IA su questo server: { $games }. Finiscila o abbandonala prima di iniziarne un'altra.
       *[other] Hai già { $count } partite non finite contro l'IA su questo server: { $games }. Finiscine o abbandonane una prima di iniziarne un'altra.
    }
refusal-ai-game = partita { $game } (livello { $level }) in { $place }
refusal-position-changed = La posizione è cambiata da quando hai scritto il messaggio, quindi la mossa non è stata giocata: riguarda la scacchiera e invia di nuovo la tua mossa.
refusal-no-question = Non c'è nessuna domanda di abbattimento a cui rispondere.
refusal-only-opponent-answers = Solo il tuo avversario può rispondere a questa domanda.
refusal-not-a-shoot-down = `{ $text }` qui non è un abbattimento; scegli { $labels } o lascialo passare.
refusal-ambiguous-shoot-down = `{ $text }` potrebbe voler dire { $matches }: scrivilo esattamente come mostrato (maiuscole per i pezzi).
refusal-too-late-to-abort = Entrambi i giocatori hanno mosso: la partita non si può più annullare (abbandona o proponi patta).
refusal-not-abortable = Questa partita ti è stata assegnata dagli abbinamenti e non si può annullare: abbandona, oppure ritirati dall'evento che l'ha abbinata.
refusal-berserk-too-late = Puoi andare in berserk solo prima della tua prima mossa della partita.
refusal-berserk-no-clock = Il berserk dimezza il tuo orologio: questa partita non ha un orologio attivo.
refusal-already-berserk = Hai già attivato il berserk in questa partita: il tuo orologio si dimezza una volta sola.
refusal-already-offered-draw = Hai già proposto la patta.
refusal-no-draw-offer = Non c'è nessuna proposta di patta a cui rispondere.
refusal-own-draw-offer = Questa proposta di patta è tua; risponde il tuo avversario.
refusal-claim-after-flight = Reclama la patta quando il volo del missile è finito.
refusal-no-claims-in-pawn-game = Nel Pawn Game non si può reclamare la patta: proponila invece.
refusal-nothing-to-claim = Nessuna patta da reclamare: questa posizione si è presentata { $repetitions ->
        [one] { $repetitions } volta
       *[other] { $repetitions } volte
    } (ne servono 3) e { $moves ->
        [one] è stata giocata { $moves } mossa
       *[other] sono state giocate { $moves } mosse
    } senza catture, mosse di pedone o voli (ne servono 50).
refusal-move-limit-not-reached = Ancora niente da reclamare: { $opponent } ha ancora { $left } per muovere. Se il tempo per la mossa scade prima, con `/claim` vinci la partita.

## Sfide e rivincite.

refusal-challenge-not-open = Questa sfida non è più aperta.
refusal-challenge-expired = Questa sfida è scaduta.
refusal-rematch-not-over = La partita { $game } è ancora in corso: la rivincita si potrà proporre quando sarà finita.
refusal-no-rematch = La partita { $game } non ha rivincita: la offrono solo le partite amichevoli e valutate tra due membri, non le partite di torneo né quelle contro l'IA. Inizia una nuova partita con `/challenge`.
refusal-rematch-not-yours = Solo { $white } e { $black }, che hanno giocato la partita { $game }, possono giocarne la rivincita. Inizia una partita tua con `/challenge`.
refusal-rematch-offered = Hai già proposto la rivincita: tocca a { $opponent } accettarla (con **Rematch** o **Accept**) entro { $open } dalla tua proposta.
refusal-rematch-expired = Questa proposta di rivincita è scaduta: è rimasta aperta per { $open }. Inizia una nuova partita con `/challenge`.
refusal-rematch-started = La rivincita è già iniziata: è la partita { $game }.
refusal-rematch-started-elsewhere = La rivincita è già iniziata.
refusal-rematch-closed = Questa proposta di rivincita è stata rifiutata o ritirata. Inizia una nuova partita con `/challenge`.
refusal-own-challenge = Non puoi accettare la tua stessa sfida.
refusal-challenge-for-other = Questa sfida è solo per { $name }.
refusal-challenge-self = Non puoi sfidare te stesso: indica un altro giocatore, o lascia vuoto l'avversario per una sfida aperta.
refusal-only-challenger-cancels = Solo chi ha lanciato la sfida può annullarla.
refusal-open-challenge-decline = Questa sfida è aperta a tutti: accettala, o lasciala a qualcun altro.
refusal-not-your-challenge = Questa sfida non è per te.
refusal-too-many-challenges = Hai già { $limit ->
        [one] { $limit } sfida aperta
       *[other] { $limit } sfide aperte
    } su questo server (il limite): aspetta una risposta, o ritirane una con il suo pulsante Decline.
refusal-two-players-needed = Per una partita servono due giocatori diversi.
refusal-place-taken-thread = In questo thread si sta già giocando una partita.
refusal-place-taken-channel = In questo canale si sta già giocando una partita: gioca la prossima in un thread.

## Analisi.

refusal-no-such-game = Su questo server non c'è nessuna partita { $game }: indica il numero mostrato nel suo messaggio finale.
refusal-analysis-not-over = La partita { $game } è ancora in corso: si potrà analizzare quando sarà finita.
refusal-nothing-to-analyse = La partita { $game } è finita prima che venisse giocata una mossa: non c'è niente da analizzare.
refusal-analysis-unavailable = La partita { $game } non si può analizzare in questo momento: non è stato possibile leggerne la registrazione. Riprova tra un minuto.
refusal-analysis-queue-full = La partita { $game } non può entrare ora nella coda di analisi: { $waiting ->
        [one] c'è già { $waiting } partita in attesa
       *[other] ci sono già { $waiting } partite in attesa
    }. Richiedila tra qualche minuto.
refusal-analysis-member-share = La partita { $game } non può entrare nella coda di analisi: hai già { $limit ->
        [one] { $limit } partita
       *[other] { $limit } partite
    } in attesa o in analisi, il massimo per un membro. Richiedila quando una di esse sarà finita.
refusal-analysis-server-share = La partita { $game } non può entrare nella coda di analisi: questo server ha già { $limit ->
        [one] { $limit } partita
       *[other] { $limit } partite
    } in attesa o in analisi, la sua quota della coda (anche altri server la usano). Richiedila quando una di esse sarà finita.

## Il bot stesso.

refusal-settings = { $reason }
refusal-save-failed = Non è stato possibile salvare la tua azione (problema di archiviazione); non è cambiato nulla. Riprova tra un momento.
refusal-leaderboard-unavailable = Non è possibile leggere la classifica in questo momento; riprova più tardi.
refusal-profile-unavailable = Non è possibile leggere il profilo in questo momento; riprova più tardi.
refusal-shutting-down = Il bot si sta riavviando: non è cambiato nulla. Riprova tra un minuto.

## Elenchi dentro una frase.

list-and = { $first } e { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } o { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
