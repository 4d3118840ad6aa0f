# Warum der Bot eine Aktion abgelehnt hat: ein Satz, der sagt, was nicht
# stimmt und was zu tun ist (Quelle: en-US). Plural: one, other.

## Partien.

refusal-no-game-here = Hier läuft gerade keine Partie. Starte eine mit einer Herausforderung.
refusal-game-over = Diese Partie ist vorbei.
refusal-not-playing = Du spielst in dieser Partie nicht mit.
refusal-not-your-turn = Du bist nicht am Zug.
refusal-wait-for-answer = Warte: { $defender } entscheidet gerade, ob deine Rakete abgeschossen wird.
refusal-answer-first = Beantworte zuerst die Abschussfrage (die Rakete abschießen oder passieren lassen).
refusal-missile-in-air = Deine Rakete von { $launch } ist in der Luft: steuere sie weiter (tippe oder wähle ihr nächstes Feld).
refusal-empty-move = Gib einen Zug ein, z. B. e4, Nf3, e2e4, oder einen Flug wie e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = In { $preset } gibt es keine Raketen: spiel einen normalen Zug.
refusal-not-a-square = `{ $text }` ist kein Feld: schreib eine Linie a–h und eine Reihe 1–8, etwa e4.
refusal-cannot-fire = Die Figur auf { $square } kann jetzt nicht abgefeuert werden: { $why ->
        [empty] das Feld ist leer
        [not-yours] das ist nicht dein Bauer
        [not-a-pawn] nur Bauern können abgefeuert werden
        [starting-rank] ein Bauer auf seiner Grundreihe darf nicht abgefeuert werden
       *[no-legal-flight] sie hat keinen legalen Flug (Abklingzeit, Fesselung oder Schach können das verhindern)
    }.
refusal-not-steering = Es wird keine Rakete gesteuert: wähle zuerst einen Bauern zum Abfeuern (z. B. fire e4).
refusal-self-destruct-too-late = Der Bauer kann sich nur vor seinem ersten Schritt selbst zerstören.
refusal-cannot-enter = Die Rakete kann als Nächstes nicht nach { $square }; möglich sind: { $next }.
refusal-cannot-enter-anywhere = Die Rakete kann als Nächstes nicht nach { $square }; möglich ist: nichts.
refusal-question-ended = Diese Frage ist schon abgeschlossen.
refusal-question-ended-game-over = Diese Frage ist abgeschlossen: die Partie ist vorbei.
refusal-answer-for-earlier-question = Deine Antwort wurde geschrieben, bevor diese Frage gestellt wurde, deshalb zählt sie nicht: sieh dir die neue Frage an und beantworte sie.
refusal-too-many-ai-games = { $count ->
        [one] Du hast auf diesem Server schon { $count } laufende Partie gegen die KI: { $games }. Beende sie oder gib sie auf, bevor du eine neue startest.
       *[other] Du hast auf diesem Server schon { $count } laufende Partien gegen die KI: { $games }. Beende eine davon oder gib sie auf, bevor du eine neue startest.
    }
refusal-ai-game = Partie { $game } (Stufe { $level }) in { $place }
refusal-position-changed = Die Stellung hat sich geändert, seit du deine Nachricht geschrieben hast, deshalb wurde der Zug nicht gespielt: sieh dir das Brett noch einmal an und schick deinen Zug neu.
refusal-no-question = Es gibt keine Abschussfrage zu beantworten.
refusal-only-opponent-answers = Nur dein Gegner kann diese Frage beantworten.
refusal-not-a-shoot-down = `{ $text }` ist hier kein Abschuss; wähle { $labels } oder lass sie passieren.
refusal-ambiguous-shoot-down = `{ $text }` könnte { $matches } bedeuten: tippe es genau so, wie es angezeigt wird (Großbuchstaben für Figuren).
refusal-too-late-to-abort = Beide Seiten haben gezogen: die Partie kann nicht mehr abgebrochen werden (gib auf oder biete Remis an).
refusal-not-abortable = Diese Partie wurde für dich gepaart und kann nicht abgebrochen werden: gib stattdessen auf oder zieh dich aus dem Event zurück, das sie gepaart hat.
refusal-berserk-too-late = Berserk geht nur vor deinem ersten Zug in der Partie.
refusal-berserk-no-clock = Berserk halbiert deine Bedenkzeit: diese Partie hat keine laufende Uhr.
refusal-already-berserk = Du hast in dieser Partie schon Berserk gewählt: deine Zeit wird nur einmal halbiert.
refusal-already-offered-draw = Du hast schon Remis angeboten.
refusal-no-draw-offer = Es gibt kein Remisangebot zu beantworten.
refusal-own-draw-offer = Das Remisangebot kommt von dir; dein Gegner muss darauf antworten.
refusal-claim-after-flight = Beanspruche Remis erst, wenn der Flug der Rakete vorbei ist.
refusal-no-claims-in-pawn-game = Im Pawn Game kann man kein Remis beanspruchen: biete stattdessen Remis an.
refusal-nothing-to-claim = Kein Remis zu beanspruchen: diese Stellung kam { $repetitions ->
        [one] { $repetitions }-mal
       *[other] { $repetitions }-mal
    } vor (3 nötig), und { $moves ->
        [one] { $moves } Zug wurde
       *[other] { $moves } Züge wurden
    } ohne Schlagen, Bauernzug oder Flug gespielt (50 nötig).
refusal-move-limit-not-reached = Noch nichts zu beanspruchen: { $opponent } hat noch { $left } für den Zug. Läuft das Zeitlimit pro Zug vorher ab, gewinnt `/claim` die Partie.

## Herausforderungen und Revanchen.

refusal-challenge-not-open = Diese Herausforderung ist nicht mehr offen.
refusal-challenge-expired = Diese Herausforderung ist abgelaufen.
refusal-rematch-not-over = Partie { $game } läuft noch: eine Revanche kann angeboten werden, sobald sie vorbei ist.
refusal-no-rematch = Für Partie { $game } gibt es keine Revanche: nur freie und gewertete Partien zwischen zwei Mitgliedern bieten eine an, keine Turnierpartien und keine Partien gegen die KI. Starte eine neue Partie mit `/challenge`.
refusal-rematch-not-yours = Nur { $white } und { $black }, die Partie { $game } gespielt haben, können die Revanche annehmen. Starte eine eigene Partie mit `/challenge`.
refusal-rematch-offered = Du hast die Revanche schon angeboten: jetzt kann { $opponent } sie annehmen (mit **Rematch** oder **Accept**), innerhalb von { $open } nach deinem Angebot.
refusal-rematch-expired = Dieses Revancheangebot ist abgelaufen: es war { $open } lang offen. Starte eine neue Partie mit `/challenge`.
refusal-rematch-started = Die Revanche hat schon begonnen: es ist Partie { $game }.
refusal-rematch-started-elsewhere = Die Revanche hat schon begonnen.
refusal-rematch-closed = Dieses Revancheangebot wurde abgelehnt oder zurückgezogen. Starte eine neue Partie mit `/challenge`.
refusal-own-challenge = Du kannst deine eigene Herausforderung nicht annehmen.
refusal-challenge-for-other = Diese Herausforderung ist nur für { $name }.
refusal-challenge-self = Du kannst dich nicht selbst herausfordern: nenne einen anderen Spieler oder lass den Gegner leer für eine offene Herausforderung.
refusal-only-challenger-cancels = Nur wer herausgefordert hat, kann diese Herausforderung zurückziehen.
refusal-open-challenge-decline = Diese Herausforderung ist für alle offen: nimm sie an oder überlass sie jemand anderem.
refusal-not-your-challenge = Diese Herausforderung ist nicht für dich.
refusal-too-many-challenges = Du hast auf diesem Server schon { $limit ->
        [one] { $limit } offene Herausforderung
       *[other] { $limit } offene Herausforderungen
    } (das Limit): warte auf eine Antwort oder zieh eine mit ihrem Decline-Button zurück.
refusal-two-players-needed = Für eine Partie braucht es zwei verschiedene Spieler.
refusal-place-taken-thread = In diesem Thread läuft schon eine Partie.
refusal-place-taken-channel = In diesem Kanal läuft schon eine Partie: spiel die nächste in einem Thread.

## Analysen.

refusal-no-such-game = Auf diesem Server gibt es keine Partie { $game }: gib die Nummer an, die in ihrer letzten Nachricht steht.
refusal-analysis-not-over = Partie { $game } läuft noch: sie kann analysiert werden, sobald sie vorbei ist.
refusal-nothing-to-analyse = Partie { $game } endete, bevor ein Zug gespielt wurde: es gibt nichts zu analysieren.
refusal-analysis-unavailable = Partie { $game } kann gerade nicht analysiert werden: ihre Aufzeichnung ließ sich nicht lesen. Versuch es in einer Minute noch einmal.
refusal-analysis-queue-full = Partie { $game } kann gerade nicht in die Analyse-Warteschlange: { $waiting ->
        [one] { $waiting } Partie wartet schon
       *[other] { $waiting } Partien warten schon
    }. Frag in ein paar Minuten noch einmal.
refusal-analysis-member-share = Partie { $game } kann nicht in die Analyse-Warteschlange: du hast schon { $limit ->
        [one] { $limit } Partie
       *[other] { $limit } Partien
    } wartend oder in Analyse, mehr darf ein Mitglied nicht. Frag noch einmal, sobald eine davon fertig ist.
refusal-analysis-server-share = Partie { $game } kann nicht in die Analyse-Warteschlange: dieser Server hat schon { $limit ->
        [one] { $limit } Partie
       *[other] { $limit } Partien
    } wartend oder in Analyse, seinen Anteil an der Warteschlange (andere Server teilen sie sich auch). Frag noch einmal, sobald eine davon fertig ist.

## Der Bot selbst.

refusal-settings = { $reason }
refusal-save-failed = Deine Aktion konnte nicht gespeichert werden (Speicherproblem); nichts hat sich geändert. Versuch es gleich noch einmal.
refusal-leaderboard-unavailable = Die Rangliste kann gerade nicht gelesen werden; versuch es später noch einmal.
refusal-profile-unavailable = Das Profil kann gerade nicht gelesen werden; versuch es später noch einmal.
refusal-shutting-down = Der Bot startet neu: nichts hat sich geändert. Versuch es in einer Minute noch einmal.

## Listen in einem Satz.

list-and = { $first } und { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } oder { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
