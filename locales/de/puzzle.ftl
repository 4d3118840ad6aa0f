# /puzzle: Puzzles aus den Partien eines Servers, privat gelöst; der Post des
# Tagespuzzles (Quelle: en-US). Plural: one, other.

## Die Ansicht eines Puzzles

puzzle-credit = aus { $white } gegen { $black }, Zug { $move }
puzzle-title = **Puzzle { $id }**, { $credit }
puzzle-title-unrated = **Puzzle { $id }** (nicht gewertet: du hast es schon gespielt), { $credit }
puzzle-title-daily = **Puzzle des Tages** (Puzzle { $id }), { $credit }
puzzle-title-streak = **Serie, Puzzle { $number }** (Puzzle { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Schwarz hat { $mistake } gespielt. Weiß am Zug: Finde den besten Zug und antworte mit `/move`.
       *[black] Weiß hat { $mistake } gespielt. Schwarz am Zug: Finde den besten Zug und antworte mit `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] Die Rakete von Schwarz fliegt { $path }: Schieß sie ab (ein Button oder `/move` mit dem Schlagzug) oder lass sie passieren.
       *[black] Die Rakete von Weiß fliegt { $path }: Schieß sie ab (ein Button oder `/move` mit dem Schlagzug) oder lass sie passieren.
    }
puzzle-answer-shoot = abschießen mit { $move }
puzzle-answer-pass = passieren lassen
puzzle-let-it-pass = Passieren lassen

## Antworten

puzzle-right = ✅ { $answer } ist richtig. Die Antwort: { $reply }. Wieder du: Antworte mit `/move`.
puzzle-unreadable = { $why }. Dein Puzzle wartet auf einen legalen Zug: Antworte noch einmal mit `/move`.
puzzle-rating = Puzzle-Wertung: { $change }
puzzle-solved = 🎉 { $answer }: gelöst!
puzzle-wrong = ❌ { $answer } ist es nicht. Die Lösung: { $solution }.
puzzle-streak-goes-on = Serie: { $solved } gelöst. Das nächste ist schwerer:
puzzle-streak-ended = Deine Serie endet bei { $solved } gelösten (dein Bestwert: { $best }). Starte eine neue mit `/puzzle streak`.
puzzle-streak-exhausted = Hier gibt es kein schwereres Puzzle mehr: Deine Serie endet bei { $solved } gelösten (dein Bestwert: { $best }).

## Ablehnungen

puzzle-none = Hier gibt es noch kein Puzzle für dich: Puzzles stammen aus den beendeten Partien dieses Servers (und von Servern mit öffentlichen Seiten) und werden einige Zeit nach dem Ende gefunden. Spiel eine Partie und frag später noch einmal
puzzle-no-daily = Hier gibt es noch kein Tagespuzzle: Puzzles stammen aus den beendeten Partien dieses Servers. Spiel eine Partie und frag morgen noch einmal
puzzle-not-in-server = Puzzles stammen aus den Partien eines Servers: Frag in einem Kanal eines Servers nach einem
puzzle-nothing-open = Du hast kein Puzzle offen: Frag mit `/puzzle`, `/puzzle daily` oder `/puzzle streak` nach einem
puzzle-unavailable = Das Puzzle konnte gerade nicht gelesen oder gespeichert werden: Versuch es gleich noch einmal
puzzle-still-open = Du hast schon ein Puzzle offen: Löse es zuerst (ein falscher Zug beendet es). Hier ist es noch einmal
puzzle-daily-done = { $solved ->
        [yes] Du hast das heutige Puzzle schon versucht (gelöst). Ein neues kommt um 00:00 UTC
       *[no] Du hast das heutige Puzzle schon versucht (nicht gelöst). Ein neues kommt um 00:00 UTC
    }
puzzle-bad-time = `{ $text }` ist keine Uhrzeit: Gib die Zeit des Tagespuzzles als HH:MM in UTC an, etwa 09:30 oder 18:00

## Das Tagespuzzle

puzzle-daily-post = 🧩 **Tagespuzzle vom { $date }**, { $credit }. { $solver ->
        [white] Weiß
       *[black] Schwarz
    } am Zug: Löse es privat mit `/puzzle daily`.
    Gelöst von: { $who }
puzzle-nobody-yet = noch niemandem
puzzle-settings-posted = Das Tagespuzzle erscheint in { $channel } um { $time } UTC.
puzzle-settings-no-time = Das Tagespuzzle kommt in { $channel }, sobald es eine Uhrzeit hat: Setze puzzle_time: als HH:MM (UTC).
puzzle-settings-no-channel = Das Tagespuzzle ist für { $time } UTC eingestellt, hat aber keinen Kanal: Setze puzzle_channel:, um es zu posten.
puzzle-settings-off = Das Tagespuzzle wird nicht gepostet: Setze puzzle_channel: und puzzle_time:, um es zu posten.

## Puzzle-Wertungen

puzzle-leaderboard-title = **Puzzle-Rangliste**
puzzle-leaderboard-title-page = **Puzzle-Rangliste**, Seite { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } gewertet, beste Serie { $best })
puzzle-leaderboard-empty = Hier hat noch niemand eine Puzzle-Wertung: Löse eines mit `/puzzle`
puzzle-standing = { $rating } · { $plays } gewertet · beste Serie { $best }
