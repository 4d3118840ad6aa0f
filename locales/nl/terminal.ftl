# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Wit
terminal-black = Zwart
terminal-ai-name = AI (niveau { $level })
terminal-bad-ai-side = --ai { $given }: zeg met welke kleur de AI speelt, white of black
terminal-bad-level = --level { $given }: kies 1 (zwakst) tot 8 (sterkst)
terminal-bad-lang = --lang { $given }: kies een van deze talen: { $codes }
terminal-no-database = kan de database niet openen: { $error }
terminal-welcome = Cruise Pawns, met z'n tweeën aan deze terminal. Database: { $database }. Bordafbeeldingen: { $pictures }. Typ `help` voor de commando's.
terminal-game-over = De partij is voorbij. Tot ziens!
terminal-ask-shoot-down = { $player }: de raket neerschieten ({ $choices }) of laten passeren? [{ $seconds } s] >
terminal-ask-steer = { $player }: stuur de raket naar { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: stuur de raket naar { $squares }, of * voor zelfvernietiging >
terminal-ask-move = { $player } is aan zet >
terminal-end-of-input = Einde van de invoer: de partij blijft bewaard in { $database }.
terminal-leaving = Tot ziens; de partij blijft bewaard in { $database }.
terminal-legal-moves = Legale zetten: { $moves }
terminal-cannot-write-picture = (kan { $file } niet schrijven: { $error })
terminal-no-picture = (geen bordafbeelding: { $error })
terminal-help-title = Commando's (de speler die aan zet is typt ze):
terminal-help-move = een gewone zet (SAN of UCI)
terminal-help-flight = een hele raketvlucht (alleen de velden die tot nu toe bereikt zijn worden getoond)
terminal-help-self-destruct = de pion op e4 vernietigt zichzelf
terminal-help-fire =
    stuur de pion op e4 stap voor stap; typ daarna elk veld (e5),
    of * voor zelfvernietiging vóór de eerste stap
terminal-help-answer = het antwoord van de verdediger op een neerschietvraag (geen antwoord = { $pass })
terminal-help-draw = remise aanbieden; de andere speler typt { $accept } of { $decline }
terminal-help-claim = remise claimen (drievoudige herhaling of 50 zetten)
terminal-help-resign = opgeven; afbreken (alleen voordat beide kanten gezet hebben)
terminal-help-board = het bord tonen; legale zetten opsommen; de partij afdrukken (PGN)
terminal-help-quit = deze hulp; stoppen (de partij blijft bewaard)

terminal-in-seconds = { $count ->
    [one] over { $count } seconde
   *[other] over { $count } seconden
}
terminal-in-minutes = { $count ->
    [one] over { $count } minuut
   *[other] over { $count } minuten
}
terminal-in-hours = { $count ->
    [one] over { $count } uur
   *[other] over { $count } uur
}
terminal-in-days = { $count ->
    [one] over { $count } dag
   *[other] over { $count } dagen
}
terminal-ago-seconds = { $count ->
    [one] { $count } seconde geleden
   *[other] { $count } seconden geleden
}
terminal-ago-minutes = { $count ->
    [one] { $count } minuut geleden
   *[other] { $count } minuten geleden
}
terminal-ago-hours = { $count ->
    [one] { $count } uur geleden
   *[other] { $count } uur geleden
}
terminal-ago-days = { $count ->
    [one] { $count } dag geleden
   *[other] { $count } dagen geleden
}
