# Temporadas: os ratings próprios de um servidor por um tempo.

## Recusas

season-only-in-servers = Temporadas pertencem a um servidor: use este comando em um dos canais dele.
season-unavailable = Não dá para ler nem salvar as temporadas agora (o banco de dados não respondeu): tente de novo em um minuto.
season-rules-gone = Esta temporada não é deste servidor (talvez tenha sido removida): `/leaderboard scope:season` mostra a atual.
season-bad-name = **{ $name }** não pode ser nome de temporada: use um nome de 1 a { $max } caracteres sem `:` nem crases (ex.: `name:Winter 2026`).
season-bad-top = `top:{ $top }` está fora do intervalo: o cargo do topo vai para 1 a { $max } membros.
season-still-open = A temporada **{ $name }** deste servidor ainda está aberta: encerre-a com `/season end` (a classificação final é publicada) antes de começar outra.
season-name-taken = Este servidor já teve uma temporada chamada **{ $name }** (a classificação dela: `/leaderboard scope:season season:{ $typed }`): escolha outro nome.
season-ended-already = A temporada **{ $name }** já terminou; a classificação dela: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Este servidor não tem temporada aberta. A última foi **{ $name }** (terminou { $at }): veja-a com `/leaderboard scope:season season:{ $typed }`. Um organizador começa uma nova com `/season start name:<text>`.
season-no-open-never = Este servidor ainda não teve nenhuma temporada: um organizador (Gerenciar servidor ou o cargo de organizador) começa uma com `/season start name:<text>`.
season-unknown = Este servidor não tem nenhuma temporada chamada **{ $name }**.
season-did-you-mean = Você quis dizer **{ $name }**? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` não é uma data que eu consiga ler: escreva um dia (2026-12-31, a temporada termina quando ele acaba, UTC), um dia e horário (2026-12-31 18:00, UTC, ou 2026-12-31 18:00 Europe/Berlin), um timestamp do Discord (<t:1798675200>) ou um prazo a partir de agora (30d, 4w).
season-ends-passed = `ends:{ $text }` é { $at }, que já passou: informe um momento no futuro.
season-ends-too-far = `ends:{ $text }` está a mais de um ano: uma temporada termina dentro de um ano (você pode encerrá-la antes com `/season end` quando quiser).
season-only-organizers-start = Só membros com Gerenciar servidor ou o cargo de organizador de torneios podem começar uma temporada. Peça a um deles; `/leaderboard scope:season` mostra a atual.
season-only-organizers-end = Só membros com Gerenciar servidor ou o cargo de organizador de torneios podem encerrar uma temporada. Peça a um deles; `/leaderboard scope:season` mostra a classificação até agora.
season-only-managers = Só membros com Gerenciar servidor podem mudar as configurações das temporadas. Peça a quem gerencia o servidor.
season-role-or-clear = Informe `top_role` (para defini-lo) ou `clear:true` (para não dar cargo nenhum), não os dois.

## O início

season-started = 📅 A **temporada { $name }** começou (iniciada por { $by }). Toque em **Regras** para ver como ela conta.
season-card-title = 📅 Temporada { $name }
season-card-description = Toda partida ranqueada jogada neste servidor também conta para a temporada.
season-card-game = Jogo
season-card-every-game = todos os jogos, cada um com seu rating
season-card-pool = Rating
season-card-pool-value = ratings da temporada a partir de 1500
season-card-players = Jogadores
season-card-players-value = todos que jogam uma partida ranqueada aqui
season-card-start = Início
season-card-end = Fim
season-card-end-by-command = Quando um organizador digitar `/season end`.
season-card-standings = Classificação
season-card-footer = Temporada nº { $id }. Toque em Regras para ver as regras.
season-rules-button = Regras

## As regras

season-games-of = as partidas ranqueadas de { $preset }
season-games-every = as partidas ranqueadas (cada jogo com seu próprio rating)
season-rules-ended = Ela terminou { $at }.
season-rules-ends = Ela termina { $at } ({ $relative }).
season-rules-ends-by-command = Ela termina quando um organizador digitar `/season end`.
season-rules = 📜 **Temporada { $name }**: enquanto ela está aberta, { $games } jogadas neste servidor também contam para os ratings próprios da temporada, e todo membro começa em 1500 (o rating global de um jogador não muda como a temporada o avalia). Ratings com ? são provisórios (poucas partidas); a temporada também os classifica. { $ends } A classificação final é publicada em { $channel }, por rating da temporada, os três primeiros com medalhas.
season-rules-top = No fim, os { $top } primeiros da classificação final recebem { $role } (se quem a começou puder dar esse cargo).
season-rules-follow = Acompanhe com `/leaderboard scope:season`.

## A classificação final

season-line = **{ $name }** { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $record }
season-standings = 🏁 A **temporada { $name }** terminou: a classificação final em { $preset }.
season-standings-title = 🏁 Temporada { $name } — classificação final
season-standings-more = … e mais { $count } na imagem da tabela.
season-standings-winner = Vencedor
season-standings-ran = Duração
season-standings-ran-value = de { $from } a { $to }
season-standings-footer = ? marca um rating provisório; os resultados são vitórias–empates–derrotas.
season-no-games = A **temporada { $name }** terminou sem nenhuma partida ranqueada jogada neste servidor durante ela: sem classificação.
season-standings-unreadable = A **temporada { $name }** terminou, mas a classificação não pode ser lida agora (o banco de dados não respondeu); ela fica guardada: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } vai para { $names }.
season-role-line-many = { $role } vai para os { $count } membros no topo da classificação.
season-role-reason = top { $top } da temporada { $name }

## As configurações

season-settings = { $saved ->
        [yes] Configurações de temporada salvas
       *[no] Configurações de temporada
    }: no fim de uma temporada, os { $top } primeiros da classificação final recebem { $role } (e quem o tinha da temporada anterior o perde). `clear:true` não dá cargo nenhum.
season-settings-none = { $saved ->
        [yes] Configurações de temporada salvas
       *[no] Configurações de temporada
    }: nenhum cargo é dado no fim de uma temporada (defina um com `/season settings top_role:@role top:<n>`).

## O ranking da temporada

season-board-ended = terminou { $at }
season-board-open-ends = aberta, termina { $at }
season-board-open-since = aberta desde { $at }
season-board-title = **Ranking da temporada { $name }** ({ $preset }, { $span }) · página { $page } de { $pages }
season-board-empty = Ainda não há partidas ranqueadas de { $preset } nesta temporada.
season-board-provisional = Numa temporada, ratings provisórios (com ?) também entram no ranking.
season-board-your-place = Sua posição: { $rank }. { $line }
season-board-no-games = Você ainda não tem partidas ranqueadas de { $preset } nesta temporada.

## A imagem da tabela

season-table-title = Temporada { $name } — classificação final
season-table-subtitle = { $preset } · { $players } · ratings provisórios marcados com ?
season-table-player = Jogador
season-table-rating = Rating
season-table-games = Partidas
season-table-wins = V
season-table-draws = E
season-table-losses = D
