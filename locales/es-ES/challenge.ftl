# Desafíos y ofertas de revancha (fuente: en-US). Tuteo.

## La línea sobre la tarjeta.

challenge-line = ⚔️ { $challenger } desafía a { $opponent } a una partida { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }: pulsa **Aceptar** para jugar.
challenge-anyone = cualquiera
challenge-accept = Aceptar
challenge-decline = Rechazar

## La tarjeta del desafío.

challenge-title = ⚔️ { $challenger } desafía a { $opponent }
challenge-title-open = ⚔️ Desafío abierto de { $challenger }
challenge-anyone-may-accept = Cualquiera puede pulsar Aceptar.
challenge-field-game = Juego
challenge-field-time = Ritmo
challenge-field-rated = Puntuable
challenge-field-colour = Color
challenge-field-expires = Caduca
challenge-king-strikes = golpes al rey
challenge-intercept = { $intercept } para interceptar
challenge-ai = la IA en el nivel { $level }
challenge-rated-yes = sí
challenge-rated-no = no (amistosa)
challenge-colour-plays = { $player } juega con { $side ->
        [white] blancas
       *[black] negras
    }
challenge-colour-random = se sortea
challenge-state-accepted = ✅ Aceptado por { $player }: { $white } (blancas) contra { $black } (negras).
challenge-state-declined = ❌ Rechazado por { $player }.
challenge-state-withdrawn = ↩️ Retirado por { $player }.
challenge-state-expired = ⌛ Caducado: nadie lo aceptó a tiempo.

## Qué pasó con un desafío.

challenge-accepted = **{ $accepter }** aceptó el desafío de **{ $challenger }**: { $white } (blancas) contra { $black } (negras).
challenge-declined = **{ $decliner }** rechazó el desafío de **{ $challenger }**.
challenge-withdrawn = **{ $challenger }** retiró el desafío.
challenge-expired = El desafío de **{ $challenger }** caducó: nadie lo aceptó a tiempo.

## Ofertas de revancha.

challenge-rematch-offer = **{ $offerer }** ofrece a **{ $opponent }** la revancha de la partida { $game }: una partida { $rated ->
        [rated] puntuable
       *[casual] amistosa
    }, { $summary }; colores invertidos, { $offerer } juega con { $colour ->
        [white] blancas
        [black] negras
       *[random] un color sorteado
    }. { $opponent }, pulsa **Revancha** o **Aceptar** para empezarla en un hilo nuevo; la oferta caduca { $when }.
challenge-rematch-expired = La oferta de revancha de **{ $offerer }** caducó: **{ $opponent }** no la aceptó a tiempo.
challenge-rematch-accepted = **{ $accepter }** aceptó la revancha de **{ $offerer }**: { $white } (blancas) contra { $black } (negras), en un hilo nuevo.
