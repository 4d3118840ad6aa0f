# /puzzle: puzzels uit de partijen van een server, privé opgelost; de post
# van de dagpuzzel (bron: en-US). Meervoud: one, other.

## De weergave van een puzzel

puzzle-credit = uit { $white } tegen { $black }, zet { $move }
puzzle-title = **Puzzel { $id }**, { $credit }
puzzle-title-unrated = **Puzzel { $id }** (telt niet mee: je hebt hem al gespeeld), { $credit }
puzzle-title-daily = **Puzzel van vandaag** (puzzel { $id }), { $credit }
puzzle-title-streak = **Reeks, puzzel { $number }** (puzzel { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Zwart speelde { $mistake }. Wit aan zet: vind de beste zet en antwoord met `/move`.
       *[black] Wit speelde { $mistake }. Zwart aan zet: vind de beste zet en antwoord met `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] De raket van zwart vliegt { $path }: schiet hem neer (een knop, of `/move` met de slagzet) of laat hem passeren.
       *[black] De raket van wit vliegt { $path }: schiet hem neer (een knop, of `/move` met de slagzet) of laat hem passeren.
    }
puzzle-answer-shoot = neerschieten met { $move }
puzzle-answer-pass = laten passeren
puzzle-let-it-pass = Laten passeren

## Antwoorden

puzzle-right = ✅ { $answer } is goed. Het antwoord: { $reply }. Weer jouw zet: antwoord met `/move`.
puzzle-unreadable = { $why }. Je puzzel wacht op een legale zet: antwoord opnieuw met `/move`.
puzzle-rating = Puzzelrating: { $change }
puzzle-solved = 🎉 { $answer }: opgelost!
puzzle-wrong = ❌ { $answer } is het niet. De oplossing: { $solution }.
puzzle-streak-goes-on = Reeks: { $solved } opgelost. De volgende is moeilijker:
puzzle-streak-ended = Je reeks eindigt op { $solved } opgelost (je record: { $best }). Begin een nieuwe met `/puzzle streak`.
puzzle-streak-exhausted = Er is hier geen moeilijkere puzzel meer: je reeks eindigt op { $solved } opgelost (je record: { $best }).

## Weigeringen

puzzle-none = Er is hier nog geen puzzel voor je: puzzels komen uit de afgelopen partijen van deze server (en van servers met openbare pagina's), een tijdje na afloop gevonden. Speel een partij en vraag het later nog eens
puzzle-no-daily = Er is hier nog geen dagpuzzel: puzzels komen uit de afgelopen partijen van deze server. Speel een partij en vraag het morgen nog eens
puzzle-not-in-server = Puzzels komen uit de partijen van een server: vraag er een aan in een kanaal van een server
puzzle-nothing-open = Je hebt geen puzzel open: vraag er een aan met `/puzzle`, `/puzzle daily` of `/puzzle streak`
puzzle-unavailable = De puzzel kon nu niet gelezen of opgeslagen worden: probeer het zo nog eens
puzzle-still-open = Je hebt al een puzzel open: beantwoord die eerst (een foute zet beëindigt hem). Hier is hij weer
puzzle-daily-done = { $solved ->
        [yes] Je hebt de puzzel van vandaag al geprobeerd (opgelost). Om 00:00 UTC komt er een nieuwe
       *[no] Je hebt de puzzel van vandaag al geprobeerd (niet opgelost). Om 00:00 UTC komt er een nieuwe
    }
puzzle-bad-time = `{ $text }` is geen tijdstip: geef de tijd van de dagpuzzel als HH:MM in UTC, zoals 09:30 of 18:00

## De dagpuzzel

puzzle-daily-post = 🧩 **Dagpuzzel van { $date }**, { $credit }. { $solver ->
        [white] Wit
       *[black] Zwart
    } aan zet: los hem privé op met `/puzzle daily`.
    Opgelost door: { $who }
puzzle-nobody-yet = nog niemand
puzzle-settings-posted = De dagpuzzel verschijnt in { $channel } om { $time } UTC.
puzzle-settings-no-time = De dagpuzzel gaat naar { $channel } zodra hij een tijd heeft: stel puzzle_time: in als HH:MM (UTC).
puzzle-settings-no-channel = De dagpuzzel staat op { $time } UTC maar heeft geen kanaal: stel puzzle_channel: in om hem te plaatsen.
puzzle-settings-off = De dagpuzzel wordt niet geplaatst: stel puzzle_channel: en puzzle_time: in om hem te plaatsen.

## Puzzelratings

puzzle-leaderboard-title = **Puzzelranglijst**
puzzle-leaderboard-title-page = **Puzzelranglijst**, pagina { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } met rating, beste reeks { $best })
puzzle-leaderboard-empty = Niemand hier heeft al een puzzelrating: los er een op met `/puzzle`
puzzle-standing = { $rating } · { $plays } met rating · beste reeks { $best }
