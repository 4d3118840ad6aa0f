# Desafios e ofertas de revanche (fonte: en-US). Você.

## A linha acima do cartão.

challenge-line = ⚔️ { $challenger } desafia { $opponent } para uma partida { $rated ->
        [rated] ranqueada
       *[casual] casual
    }: aperte **Aceitar** para jogar.
challenge-anyone = qualquer um
challenge-accept = Aceitar
challenge-decline = Recusar

## O cartão do desafio.

challenge-title = ⚔️ { $challenger } desafia { $opponent }
challenge-title-open = ⚔️ Desafio aberto de { $challenger }
challenge-anyone-may-accept = Qualquer um pode apertar Aceitar.
challenge-field-game = Jogo
challenge-field-time = Ritmo
challenge-field-rated = Ranqueada
challenge-field-colour = Cor
challenge-field-expires = Expira
challenge-king-strikes = ataques ao rei
challenge-intercept = { $intercept } para interceptar
challenge-ai = a IA no nível { $level }
challenge-rated-yes = sim
challenge-rated-no = não (casual)
challenge-colour-plays = { $player } joga de { $side ->
        [white] brancas
       *[black] pretas
    }
challenge-colour-random = decidida por sorteio
challenge-state-accepted = ✅ Aceito por { $player }: { $white } (brancas) contra { $black } (pretas).
challenge-state-declined = ❌ Recusado por { $player }.
challenge-state-withdrawn = ↩️ Retirado por { $player }.
challenge-state-expired = ⌛ Expirado: ninguém aceitou a tempo.

## O que aconteceu com um desafio.

challenge-accepted = **{ $accepter }** aceitou o desafio de **{ $challenger }**: { $white } (brancas) contra { $black } (pretas).
challenge-declined = **{ $decliner }** recusou o desafio de **{ $challenger }**.
challenge-withdrawn = **{ $challenger }** retirou o desafio.
challenge-expired = O desafio de **{ $challenger }** expirou: ninguém aceitou a tempo.

## Ofertas de revanche.

challenge-rematch-offer = **{ $offerer }** oferece a **{ $opponent }** uma revanche da partida { $game }: uma partida { $rated ->
        [rated] ranqueada
       *[casual] casual
    }, { $summary }; cores trocadas, { $offerer } joga { $colour ->
        [white] de brancas
        [black] de pretas
       *[random] com uma cor sorteada
    }. { $opponent }, aperte **Revanche** ou **Aceitar** para começá-la em um novo tópico; a oferta expira { $when }.
challenge-rematch-expired = A oferta de revanche de **{ $offerer }** expirou: **{ $opponent }** não a aceitou a tempo.
challenge-rematch-accepted = **{ $accepter }** aceitou a revanche de **{ $offerer }**: { $white } (brancas) contra { $black } (pretas), em um novo tópico.
