# /rules e /help: como se joga Cruise Pawns e os tópicos da ajuda
# (fonte: en-US).

## /rules

rules-text = **Cruise Pawns** é xadrez em que um peão pode, como sua jogada inteira, se disparar como um míssil de cruzeiro.
    • Um peão fora da sua fileira inicial dispara: o míssil voa até 7 casas, cada passo numa direção de rei, virando no máximo 45° por passo (`cruise-forward`: só para frente ou para o lado).
    • Ele pode passar por cima das suas próprias peças, para na primeira peça inimiga e **detona** ali: essa peça e o peão somem. Um voo precisa terminar numa peça inimiga (ou `e4*` se autodestrói).
    • Em cada casa em que entra pelo caminho, o defensor pode **abatê-lo** com qualquer captura legal nessa casa, ou deixá-lo passar. Sem resposta a tempo, ele passa.
    • Destruir o rei vence (a não ser que a partida tenha sido criada com `king_strikes: false`). Ameaças de míssil não são xeque.
    • `pawns`: só peões; o primeiro peão a chegar à última fileira vence.
    Jogar: `/move e4`, `/move e4>e5>e6>d7` (o voo inteiro, escondido do seu adversário) ou `/fire e4` e guiar com os botões.

## /help

help-intro = **Ajuda do Cruise Pawns**: escolha um tópico abaixo. Cada um lista seus comandos (`<option>` é obrigatória, `[option]` opcional) e como usá-los.
help-pick-topic = Escolha um tópico
help-unknown-topic = Esse tópico de ajuda não existe: use `/help` de novo e escolha um do menu.
help-organizers = *Organizadores e administradores do servidor:*
help-command-line = `{ $usage }`: { $what }.

help-playing-label = Jogar
help-playing-about = Desafios, lances, empates, o fim de uma partida, análise
help-playing-text = Um `/challenge` com o bot como `opponent` joga contra a IA (`level` 1-8); sem `opponent` qualquer um pode aceitar. No tópico de uma partida você também pode simplesmente digitar seu lance (`Nf3`). Um tabuleiro que pede o seu lance é desenhado do seu lado. Sem relógio cada lance tem um limite (14 dias; o `move_limit` de um torneio): no limite seu adversário pode reivindicar a vitória com `/claim`. Uma partida terminada tem um botão **Revanche** (cores trocadas, 10 minutos para aceitar) e um botão **Analisar** (precisão, erros e as melhores escolhas).

help-missiles-label = Mísseis
help-missiles-about = Disparar um peão, guiá-lo, abater um míssil
help-missiles-text = Um peão fora da sua fileira inicial pode, como sua jogada inteira, se disparar: o míssil voa até 7 casas, cada passo numa direção de rei, virando no máximo 45° por passo. Ele passa por cima das suas peças e **detona** na primeira peça inimiga: as duas somem. Destruir o rei vence.
    Em cada casa em que entra, o defensor recebe botões para abatê-lo com uma captura ali (ex.: **Bxe6**) ou **Deixar passar**; sem resposta a tempo, ele passa.
    Para disparar um voo inteiro de uma vez, escondido do seu adversário: `/move e4>e5>e6>d7`.

help-tournaments-label = Torneios
help-tournaments-about = Entrar, jogar e organizar torneios e séries
help-tournaments-text = Entre com o botão do anúncio. Cada comando aceita `tournament:` para indicar um quando um canal tem vários. Uma série (`repeat:weekly`) mantém seu horário no seu fuso.

help-ratings-label = Ratings e temporadas
help-ratings-about = Ratings, o ranking, perfis e temporadas
help-ratings-text = Partidas ranqueadas mudam o rating dos dois jogadores (um `?` marca um provisório, depois de poucas partidas). Uma temporada é um rating próprio de um servidor por um tempo, com uma classificação final no fim.

help-puzzles-label = Quebra-cabeças
help-puzzles-about = Quebra-cabeças das partidas deste servidor, o do dia, sequências
help-puzzles-text = Cada partida terminada deste servidor é vasculhada em busca de erros graves: cada um vira um quebra-cabeça, creditado à sua partida ("from alice vs bob, move 23"). Só você vê o seu quebra-cabeça: responda com `/move` (um voo de míssil como `e4>e5>e6`), ou com os botões quando o quebra-cabeça pedir para abater um míssil ou deixá-lo passar. Um lance certo mostra a resposta e pede o próximo; um errado encerra o quebra-cabeça e mostra a solução. Seu rating de quebra-cabeças é só seu, separado dos ratings de partidas (`/leaderboard scope:puzzles`, `/profile`). Um administrador do servidor escolhe onde e quando o quebra-cabeça do dia é publicado: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Configurações
help-settings-about = As configurações do servidor e quem vê as respostas do bot
help-settings-text = Estes respondem só a você: `/rules`, `/help`, `/profile`, `/leaderboard` e `/tournament standings`; adicione `public:true` para publicar a resposta no canal. Um `/challenge` sem `opponent` menciona o cargo de "procurando partida" do servidor, se um administrador definiu um.
