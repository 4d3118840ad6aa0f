# Verkeerd getypte instellingen, een foute FEN, een niet uitgedeelde
# serverrol (bron: en-US). Wat je typt blijft zoals het is. Meervoud: one, other.

settings-intercept-out-of-range = onderscheppingstijd { $given } valt buiten het bereik: kies { $min } tot { $max }
settings-intercept-not-understood = onderscheppingstijd `{ $text }` is niet te begrijpen: schrijf 30s, 5m, 2h, 1d of gewoon seconden zoals 45
settings-unknown-colour = onbekende kleur `{ $text }`: kies white, black of random
settings-time-not-understood = tijdcontrole `{ $text }` is niet te begrijpen: schrijf minuten+increment zoals 10+5, dagen per zet zoals 3d (1d tot 7d), of none
settings-correspondence-out-of-range = correspondentietijd `{ $text }` valt buiten het bereik: kies 1d tot 7d per zet
settings-live-out-of-range = tijdcontrole `{ $text }` valt buiten het bereik: 1 tot 180 minuten en 0 tot 180 seconden increment
settings-ai-level-out-of-range = AI-niveau { $level } valt buiten het bereik: kies 1 (zwakst) tot 8 (sterkst)
settings-unknown-scope = onbekend bereik `{ $text }`: kies server of global
settings-unknown-preset = onbekende voorinstelling `{ $text }`: kies cruise, cruise-forward, chess, pawns of pawns-cruise
settings-duration-unreadable = geen duur: schrijf een heel getal en een eenheid, zoals 30s, 5m, 2h of 1d
settings-duration-too-long = langer dan een jaar

settings-fen = foute FEN, veld { $field ->
        [placement] opstelling
        [side-to-move] aan zet
        [castling] rokade
        [en-passant] en passant
        [halfmove-clock] halvezettenteller
        [fullmove-number] zetnummer
        [cooldown] afkoeling
       *[position] stelling
    }: { $problem }
settings-fen-empty = de FEN is leeg
settings-fen-missing = ontbreekt: een FEN heeft opstelling, aan zet, rokade, en passant, halvezettenteller en zetnummer
settings-fen-too-many-fields = er zijn { $fields } velden; een FEN heeft er hoogstens 7
settings-fen-rank-count = er zijn { $ranks } rijen gescheiden door `/`; een bord heeft er 8, van rij 8 tot rij 1
settings-fen-bad-count = `{ $text }` op rij { $rank }: lege velden tel je van 1 tot 8
settings-fen-not-a-piece = `{ $text }` op rij { $rank } is geen stukletter (PNBRQK voor wit, pnbrqk voor zwart) en geen aantal lege velden
settings-fen-rank-too-long = rij { $rank } heeft meer dan 8 velden
settings-fen-rank-too-short = rij { $rank } heeft { $squares ->
        [one] { $squares } veld
       *[other] { $squares } velden
    }, er zijn er 8 nodig
settings-fen-too-many-kings = { $color ->
        [white] wit
       *[black] zwart
    } heeft { $kings } koningen
settings-fen-piece-on-pawns-board = het pionnenbord heeft alleen pionnen, maar op { $square } staat een { $color ->
        [white] witte
       *[black] zwarte
    } { $role ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
       *[piece] stuk
    }
settings-fen-pawn-cannot-stand = een pion kan niet op { $square } staan
settings-fen-no-castling-on-pawns-board = `{ $text }`: het pionnenbord heeft geen rokade; schrijf -
settings-fen-not-a-castling-letter = `{ $text }` is geen K, Q, k, q of -
settings-fen-castling-needs-king = `{ $letter }` vraagt de { $color ->
        [white] witte
       *[black] zwarte
    } koning op { $square }
settings-fen-castling-needs-rook = `{ $letter }` vraagt een { $color ->
        [white] witte
       *[black] zwarte
    } toren op { $square }
settings-fen-castling-twice = `{ $letter }` staat er twee keer
settings-fen-not-a-number = `{ $text }` is geen heel getal
settings-fen-not-a-side = `{ $text }` is geen w of b
settings-fen-not-a-square = `{ $text }` is geen veld en geen -
settings-fen-en-passant-rank = { $square } kan geen en-passantveld zijn als { $turn ->
        [white] wit
       *[black] zwart
    } aan zet is; het moet op rij { $rank } liggen
settings-fen-cooldown-shape = `{ $text }` heeft niet de vorm <veld wit>/<veld zwart> (- voor geen), zoals e4/-
settings-fen-in-check = { $turn ->
        [white] wit is aan zet maar zwart
       *[black] zwart is aan zet maar wit
    } staat schaak

settings-role-cannot-give = Er wordt geen serverrol uitgedeeld: { $granter ->
        [you] jij mag
        [organizer] de organisator mag
        [season] het lid dat het seizoen begon mag
       *[other] { $name } mag
    } <@&{ $role }> niet geven (alleen de servereigenaar, een beheerder of een lid met **Rollen beheren** boven die rol kan er een prijs van maken).
settings-role-set-since = Er wordt geen serverrol uitgedeeld: <@&{ $role }> werd pas na het instellen de rol van de server, dus is nooit nagekeken of { $granter ->
        [you] jij
        [organizer] de organisator
        [season] het lid dat het seizoen begon
       *[other] { $name }
    } die mag geven.

settings-puzzle-or-pass = { $why }; of antwoord `pass` om de raket te laten passeren
settings-clock-days-hours = { $days }d { $hours }u
