# O site público (crates/web).

## A moldura de cada página.

web-nav-leaderboard = Classificação
web-footer = Cruise Pawns: uma visão somente leitura das partidas, ratings e torneios do bot. Cada página tem seus dados em JSON em <code>/api</code>.
web-languages = Idioma

## Erros.

web-not-found-title = Não encontrado
web-not-found-why = A classificação, os torneios e as partidas de um servidor só aparecem aqui depois que alguém com "Gerenciar servidor" os ativa com <code>/settings web:on</code>; a página de um jogador, só depois que ele jogar uma partida ranqueada num servidor assim.
web-back-home = Voltar à página inicial
web-no-page = Não há nenhuma página neste endereço.
web-no-file = Esse arquivo não existe.
web-not-a-game-number = `{ $text }` não é um número de partida.
web-not-a-puzzle-number = `{ $text }` não é um número de problema.
web-missing-game = A partida { $id } não existe, ou o servidor dela não tornou suas páginas públicas.
web-missing-tournament = O torneio { $id } não existe, ou o servidor dele não tornou suas páginas públicas.
web-missing-puzzle = O problema { $id } não existe, ou o servidor dele não tornou suas páginas públicas.
web-missing-server-board = A classificação deste servidor não existe, ou o servidor não tornou suas páginas públicas.
web-missing-player = Não há esse jogador aqui: a página de um jogador fica pública assim que ele joga uma partida ranqueada num servidor com páginas públicas.
web-no-preset = Não existe a predefinição `{ $name }`. As predefinições são { $list }.
web-not-a-game-picture = `{ $frame }` não é uma imagem desta partida.
web-not-a-puzzle-picture = `{ $frame }` não é uma imagem deste problema.
web-no-game-picture = A partida { $id } não tem a imagem { $n }.
web-no-puzzle-picture = O problema { $id } não tem a imagem { $n }.
web-not-analysed = A partida { $id } ainda não foi analisada: aperte Analisar no fim da partida no Discord, ou peça `/analyse game:{ $id }`.
web-error-title = Erro
web-error-heading = Algo deu errado
web-error-unreadable = { $what } está salvo numa forma que esta versão do site não consegue ler (escrito por uma versão mais nova do bot, ou danificado). Tentar de novo não vai ajudar: o log do servidor mostra ao admin do bot a linha e o motivo.
web-error-retry = Não foi possível ler os dados agora. Tente de novo daqui a pouco; se continuar acontecendo, o log do servidor diz por quê.
web-what-game = A partida { $id }
web-what-tournament = O torneio { $id }
web-what-puzzle = O problema { $id }
web-what-analysis = A análise da partida { $id }
web-busy-title = Ocupado
web-busy = { $why } O site está ocupado agora: tente de novo em alguns segundos (Retry-After diz quando).
web-busy-drawing = Há imagens demais sendo desenhadas para desenhar esta agora.
web-busy-slow = A resposta demorou mais de { $seconds } segundos.

## A página inicial.

web-home-title = Início
web-home-intro = Classificações, torneios e replays de partidas do bot de Discord Cruise Pawns, para os servidores que tornaram suas páginas públicas (<code>/settings web:on</code>).
web-home-boards = Classificações de todos os servidores
web-home-where = A classificação própria de um servidor fica em <code>/servers/&lt;id do servidor&gt;/leaderboard/&lt;predefinição&gt;</code>, um torneio em <code>/tournaments/&lt;número&gt;</code>, uma partida em <code>/games/&lt;número&gt;</code>, um problema tirado de uma partida em <code>/puzzles/&lt;número&gt;</code> (os mais recentes de um servidor na classificação dele), um jogador em <code>/players/&lt;id do usuário&gt;</code>. O bot coloca links para eles nas mensagens quando o endereço do site está configurado (<code>PUBLIC_URL</code>).
web-home-api = JSON para ferramentas da comunidade: <code>/api/leaderboard/&lt;predefinição&gt;</code>, <code>/api/servers/&lt;id do servidor&gt;/leaderboard/&lt;predefinição&gt;</code>, <code>/api/tournaments/&lt;número&gt;</code>, <code>/api/games/&lt;número&gt;</code>, <code>/api/puzzles/&lt;número&gt;</code>, <code>/api/players/&lt;id do usuário&gt;</code>.

## Tabelas.

web-col-player = Jogador
web-col-rating = Rating
web-col-games = Partidas
web-col-week = 7 dias
web-col-points = Pontos
web-col-tiebreak = Desempate
web-col-preset = Predefinição
web-col-rank = Posição
web-col-wins = Vitórias
web-col-draws = Empates
web-col-losses = Derrotas
web-col-streak = Sequência (melhor)

## Classificações.

web-board-title = Classificação de { $preset }, página { $page }
web-board-heading = Classificação de { $preset }, { $scope ->
        [server] este servidor
       *[all] todos os servidores
    }
web-board-pages = Página { $page } de { $pages } · { $ranked } classificados
web-board-presets = Predefinições:
web-board-empty = Nenhum jogador classificado nesta página.
web-board-hidden = { $count ->
        [one] Mais { $count } jogador desta página jogou só em servidores cujas páginas não são públicas.
       *[other] Mais { $count } jogadores desta página jogaram só em servidores cujas páginas não são públicas.
    }
web-board-provisional = { $count ->
        [0] Nenhum jogador provisório está esperando para ser classificado.
        [one] { $count } jogador provisório (rating com ?) ainda não está classificado.
       *[other] { $count } jogadores provisórios (ratings com ?) ainda não estão classificados.
    }
web-board-prev = ← página { $page }
web-board-next = página { $page } →

## O replay de uma partida.

web-game-title = { $white } x { $black }
web-game-number = Partida { $id }
web-in-progress = em andamento
web-reason = { $reason ->
        [checkmate] xeque-mate
        [king-destroyed] rei destruído
        [promotion] promoção
        [stalemate] afogamento
        [no-legal-move] nenhum lance legal
        [no-pawns] sem peões
        [insufficient-material] material insuficiente
        [seventy-five-moves] regra dos 75 lances
        [fivefold-repetition] repetição quíntupla
        [resignation] abandono
        [time] tempo
        [time-insufficient-material] tempo, material insuficiente
        [agreement] acordo
        [threefold-repetition] repetição tripla
        [fifty-moves] regra dos 50 lances
        [aborted] anulada
        [move-limit] limite de lances
        [decided] decidido pelo organizador
        [decided-forfeit] W.O.
       *[other] { $reason }
    }
web-board-alt = o tabuleiro, com as { $side ->
        [white] brancas
       *[black] pretas
    } embaixo
web-replay-prev = ← anterior
web-replay-next = próximo →
web-replay-keys = (ou as teclas ← →)
web-replay-flip = virar o tabuleiro ({ $side ->
        [white] brancas
       *[black] pretas
    } embaixo)
web-no-moves = Ainda não há lances.
web-caption-start = Início: as { $side ->
        [white] brancas
       *[black] pretas
    } jogam.
web-caption-flight = O míssil das { $side ->
        [white] brancas
       *[black] pretas
    } lançado de { $launch } entra em { $square } (passo { $step } de { $steps }).
web-caption-shot-down = O míssil é abatido em { $square }: { $move }.
web-caption-self-destruct = O peão em { $square } se autodestrói.
web-caption-detonates = O míssil detona em { $square }.
web-caption-played = As { $side ->
        [white] brancas
       *[black] pretas
    } jogaram { $move }.

## A análise de uma partida.

web-analysis = Análise
web-analysis-side = { $side ->
        [white] Brancas
       *[black] Pretas
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = precisão { $value }%
web-analysis-no-decision = nenhuma decisão
web-analysis-chart-alt = As chances das brancas (Win%) depois de cada decisão
web-analysis-worst = lance { $number }, { $side ->
        [white] brancas
       *[black] pretas
    }: { $played }{ $mark } (Win% { $before } → { $after }); melhor: { $better }
web-analysis-better = melhor: { $move }
web-analysis-note = Avaliado pelo motor do bot com { $nodes } nós por posição; marcas como o lichess dá (?! imprecisão, ? erro, ?? erro grave).

## Um torneio.

web-tournament-number = Torneio { $id }
web-format = { $format ->
        [swiss] sistema suíço
        [round-robin] todos contra todos
        [arena] arena
        [knockout] mata-mata
        [double-elimination] dupla eliminação
       *[other] { $format }
    }
web-status = { $status ->
        [open] aberto
        [running] em andamento
        [finished] encerrado
       *[cancelled] cancelado
    }
web-standings = Classificação
web-not-started = Ainda não começou: { $count ->
        [one] { $count } inscrito
       *[other] { $count } inscritos
    } até agora.
web-withdrawn = (desistiu)
web-crosstable = Tabela cruzada
web-round = Rodada { $number }
web-playing = em jogo
web-bye = (folga)
web-result-bye = folga
web-result-half-bye = ½ folga
web-bracket = Chave
web-bracket-links = Cada confronto jogado leva às suas partidas.

## Um jogador.

web-chart-alt = gráfico de rating
web-ratings = Ratings
web-not-ranked = não classificado
web-recent-games = Partidas recentes de { $preset }
web-recent-game = { $result ->
        [win] vitória
        [draw] empate
       *[loss] derrota
    } contra { $opponent } ({ $rating })

## Um problema.

web-puzzle-title = Problema { $id }
web-puzzle-from = de { $white } x { $black }, lance { $move }
web-puzzle-credit = Problema { $credit }.
web-puzzle-themes = temas: { $themes }
web-themes-none = nenhum
web-puzzle-rating = rating { $rating }
web-puzzle-plays = { $count ->
        [one] { $count } tentativa
       *[other] { $count } tentativas
    }
web-puzzle-prev = ← voltar
web-puzzle-next = mostrar o próximo lance →
web-puzzle-solution = Mostrar a solução
web-puzzle-step-alt = o tabuleiro depois do lance { $n } da solução
web-puzzle-start = As { $side ->
        [white] brancas
       *[black] pretas
    } jogaram { $move }. As { $solver ->
        [white] brancas
       *[black] pretas
    } jogam: encontre o único lance bom.
web-puzzle-plays-move = As { $side ->
        [white] brancas
       *[black] pretas
    } jogam { $move }.
web-puzzle-lets-pass = As { $side ->
        [white] brancas
       *[black] pretas
    } deixam o míssil passar.
web-puzzle-solved = Resolvido.
web-recent-puzzles = Problemas recentes
web-no-puzzles = Ainda não há problemas das partidas deste servidor: toda partida terminada é examinada em busca deles.
web-request-timed-out = A requisição não chegou a tempo. Envie de novo, rápido.
web-too-many-connections = Há conexões demais abertas agora. Tente de novo em alguns segundos.
