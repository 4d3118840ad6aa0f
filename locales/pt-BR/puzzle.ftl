# /puzzle: quebra-cabeças tirados das partidas de um servidor, resolvidos em
# particular; o post do quebra-cabeça do dia (fonte: en-US). Plural: one, other.

## A tela de um quebra-cabeça

puzzle-credit = de { $white } contra { $black }, lance { $move }
puzzle-title = **Quebra-cabeça { $id }**, { $credit }
puzzle-title-unrated = **Quebra-cabeça { $id }** (não vale rating: você já jogou), { $credit }
puzzle-title-daily = **Quebra-cabeça de hoje** (quebra-cabeça { $id }), { $credit }
puzzle-title-streak = **Sequência, quebra-cabeça { $number }** (quebra-cabeça { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] As pretas jogaram { $mistake }. Brancas jogam: encontre o melhor lance e responda com `/move`.
       *[black] As brancas jogaram { $mistake }. Pretas jogam: encontre o melhor lance e responda com `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] O míssil das pretas voa { $path }: abata-o (um botão, ou `/move` com a captura) ou deixe passar.
       *[black] O míssil das brancas voa { $path }: abata-o (um botão, ou `/move` com a captura) ou deixe passar.
    }
puzzle-answer-shoot = abater com { $move }
puzzle-answer-pass = deixar passar
puzzle-let-it-pass = Deixar passar

## Respostas

puzzle-right = ✅ { $answer } está certo. A resposta: { $reply }. Sua vez de novo: responda com `/move`.
puzzle-unreadable = { $why }. Seu quebra-cabeça espera um lance legal: responda de novo com `/move`.
puzzle-rating = Rating de quebra-cabeças: { $change }
puzzle-solved = 🎉 { $answer }: resolvido!
puzzle-wrong = ❌ { $answer } não é. A solução: { $solution }.
puzzle-streak-goes-on = Sequência: { $solved } resolvidos. O próximo é mais difícil:
puzzle-streak-ended = Sua sequência termina com { $solved } resolvidos (seu recorde: { $best }). Comece outra com `/puzzle streak`.
puzzle-streak-exhausted = Não há mais quebra-cabeças mais difíceis aqui: sua sequência termina com { $solved } resolvidos (seu recorde: { $best }).

## Recusas

puzzle-none = Ainda não há quebra-cabeça para você aqui: eles vêm das partidas terminadas deste servidor (e de servidores com páginas públicas), extraídos um tempo depois do fim. Jogue uma partida e peça de novo mais tarde
puzzle-no-daily = Ainda não há quebra-cabeça do dia aqui: eles vêm das partidas terminadas deste servidor. Jogue uma partida e peça de novo amanhã
puzzle-not-in-server = Quebra-cabeças vêm das partidas de um servidor: peça um num canal de um servidor
puzzle-nothing-open = Você não tem quebra-cabeça aberto: peça um com `/puzzle`, `/puzzle daily` ou `/puzzle streak`
puzzle-unavailable = Não deu para ler ou salvar o quebra-cabeça agora: tente de novo daqui a pouco
puzzle-still-open = Você já tem um quebra-cabeça aberto: responda a ele primeiro (um lance errado o encerra). Aqui está ele de novo
puzzle-daily-done = { $solved ->
        [yes] Você já tentou o quebra-cabeça de hoje (resolvido). Um novo chega às 00:00 UTC
       *[no] Você já tentou o quebra-cabeça de hoje (não resolvido). Um novo chega às 00:00 UTC
    }
puzzle-bad-time = `{ $text }` não é um horário: informe o horário do quebra-cabeça do dia como HH:MM em UTC, como 09:30 ou 18:00

## O quebra-cabeça do dia

puzzle-daily-post = 🧩 **Quebra-cabeça do dia { $date }**, { $credit }. { $solver ->
        [white] Brancas jogam
       *[black] Pretas jogam
    }: resolva em particular com `/puzzle daily`.
    Resolvido por: { $who }
puzzle-nobody-yet = ninguém ainda
puzzle-settings-posted = O quebra-cabeça do dia é publicado em { $channel } às { $time } UTC.
puzzle-settings-no-time = O quebra-cabeça do dia vai para { $channel } assim que tiver um horário: defina puzzle_time: como HH:MM (UTC).
puzzle-settings-no-channel = O quebra-cabeça do dia está marcado para { $time } UTC mas não tem canal: defina puzzle_channel: para publicá-lo.
puzzle-settings-off = O quebra-cabeça do dia não é publicado: defina puzzle_channel: e puzzle_time: para publicá-lo.

## Ratings de quebra-cabeças

puzzle-leaderboard-title = **Ranking de quebra-cabeças**
puzzle-leaderboard-title-page = **Ranking de quebra-cabeças**, página { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } valendo rating, melhor sequência { $best })
puzzle-leaderboard-empty = Ninguém aqui tem rating de quebra-cabeças ainda: resolva um com `/puzzle`
puzzle-standing = { $rating } · { $plays } valendo rating · melhor sequência { $best }
