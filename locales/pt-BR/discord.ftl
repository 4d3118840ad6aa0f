# O que o lado do Discord responde por conta própria: /settings, as
# verificações e respostas de administração de /tournament, os avisos
# sobre o tópico de uma partida (fonte: en-US). Plural: one, other.

## /settings

discord-settings-not-in-server = As configurações pertencem a um servidor: use este comando em um dos canais dele.
discord-settings-web-on = As páginas deste servidor estão no site. `/settings web:off` as esconde.
discord-settings-web-on-at = As páginas deste servidor estão no site. As páginas dele: { $url } `/settings web:off` as esconde.
discord-settings-web-off = As páginas deste servidor não estão no site. `/settings web:on` (Gerenciar servidor) mostra lá o ranking, os torneios e as partidas dele.
discord-settings-read-failed = Não foi possível ler as configurações ({ $error }). Tente de novo daqui a pouco.
discord-settings-lfg-role = Um desafio aberto menciona <@&{ $role }>. `/settings clear_lfg_role:true` para com isso.
discord-settings-lfg-none = Um desafio aberto não menciona ninguém. `/settings lfg_role:<role>` (Gerenciar servidor) faz ele mencionar os membros que procuram uma partida.
discord-settings-lfg-read-failed = Não foi possível ler o cargo de quem procura partida ({ $error }). Tente de novo daqui a pouco.
discord-settings-zone = O fuso horário deste servidor é { $zone }: inícios de torneio escritos sem fuso são lidos nele, e uma série mantém o horário dela lá. `/settings timezone:<nome IANA>` o muda.
discord-settings-zone-utc = O fuso horário deste servidor é UTC. `/settings timezone:Europe/Berlin` (Gerenciar servidor; qualquer nome IANA) lê os inícios de torneio no seu fuso e mantém uma série no horário dela lá.
discord-settings-zone-read-failed = Não foi possível ler o fuso horário ({ $error }). Tente de novo daqui a pouco.
discord-settings-private-language = As respostas privadas seguem o idioma do Discord de cada membro quando o bot o fala; senão, o do servidor: as suas estão em { $language }.
discord-settings-public-chosen = As mensagens públicas estão em { $language } (escolhido com `/settings language`; `/settings clear_language:true` passa a seguir o idioma do Discord deste servidor).
discord-settings-public-discord = As mensagens públicas seguem o idioma do Discord deste servidor (servidores de comunidade o definem em Configurações do servidor > Visão geral > Idioma principal), agora { $language }. `/settings language:<language>` (Gerenciar servidor) escolhe outro.
discord-settings-public-unshipped = As mensagens públicas estão em { $language }: o bot ainda não fala o idioma do Discord deste servidor (`{ $code }`). `/settings language:<language>` (Gerenciar servidor) escolhe um.
discord-settings-public-unnamed = As mensagens públicas estão em { $language }, pois o Discord não informa nenhum idioma para este servidor (servidores de comunidade o definem em Configurações do servidor > Visão geral > Idioma principal). `/settings language:<language>` (Gerenciar servidor) escolhe um.
discord-settings-language-read-failed = Não foi possível ler o idioma das mensagens públicas ({ $error }). Tente de novo daqui a pouco.
discord-settings-language-both = Informe `language` (para escolher o idioma das mensagens públicas) ou `clear_language:true` (para seguir o idioma do Discord do servidor), não os dois (nada foi alterado).
discord-settings-daily-both = Informe `puzzle_channel`/`puzzle_time` (para postar o problema diário) ou `clear_daily_puzzle:true` (para pará-lo), não os dois.
discord-settings-nothing-changed = { $why } (nada foi alterado)
discord-settings-lfg-both = Informe `lfg_role` (para defini-lo) ou `clear_lfg_role:true` (para removê-lo), não os dois.
discord-settings-lfg-everyone = `lfg_role` não pode ser @everyone: escolha um cargo que os membros que querem jogar pegam (nada foi alterado).
discord-settings-not-manager = Só membros com Gerenciar servidor podem mudar isso (nada foi alterado). Peça a quem gerencia o servidor; `/settings` sozinho mostra as configurações atuais.
discord-settings-web-now-public = O ranking, os torneios e as partidas deste servidor agora estão no site público.
discord-settings-web-now-public-at = O ranking, os torneios e as partidas deste servidor agora estão no site público. As páginas dele: { $url }
discord-settings-web-now-hidden = As páginas deste servidor agora estão escondidas do site (respondem 404).
discord-settings-save-failed = Não foi possível salvar a configuração ({ $error }). Tente de novo daqui a pouco.
discord-settings-lfg-now = Um desafio aberto (um `/challenge` sem adversário) agora menciona <@&{ $role }>, uma vez. (O cargo precisa ser mencionável, ou eu preciso de Mencionar @everyone.)
discord-settings-lfg-now-none = Desafios abertos não mencionam mais ninguém.
discord-settings-lfg-save-failed = Não foi possível salvar o cargo de quem procura partida ({ $error }). Tente de novo daqui a pouco.
discord-settings-zone-now = O fuso horário deste servidor agora é { $zone }: inícios de torneio escritos sem fuso são lidos nele, e novas séries mantêm o horário delas lá, mesmo com o horário de verão.
discord-settings-zone-save-failed = Não foi possível salvar o fuso horário ({ $error }). Tente de novo daqui a pouco.
discord-settings-daily-stopped = O problema diário não é mais postado. `/puzzle daily` ainda dá o problema de hoje a quem pedir.
discord-settings-language-save-failed = Não foi possível salvar o idioma ({ $error }). Tente de novo daqui a pouco.
discord-settings-language-now = As mensagens públicas deste servidor agora estão em { $language }; as respostas privadas dos membros continuam seguindo o idioma do Discord de cada um. `/settings clear_language:true` volta a seguir o idioma do Discord do servidor.
discord-settings-language-now-discord = As mensagens públicas deste servidor voltam a seguir o idioma do Discord dele (servidores de comunidade o definem em Configurações do servidor > Visão geral > Idioma principal), agora { $language }.

## /tournament

discord-tournament-no-event = Nenhum evento do Discord para ele: me falta a permissão **Manage Events**. Um admin do servidor pode dá-la ao meu cargo em Configurações do servidor → Cargos.
discord-tournament-bad-time = `time` inválido: { $error }.
discord-tournament-bad-intercept = `intercept` inválido: { $error }.
discord-tournament-missing-permissions = Não consigo realizar um torneio neste canal: me falta { $missing } aqui. Cada tabuleiro ganha um tópico próprio com a imagem dele. Um admin do servidor pode { $count ->
        [one] me dar essa permissão
       *[other] me dar essas permissões
    } nas configurações do canal (Editar canal → Permissões); depois tente de novo.
discord-tournament-settings-not-in-server = As configurações de torneio pertencem a um servidor: use este comando em um dos canais dele.
discord-tournament-settings-not-manager = Só membros com Gerenciar servidor podem mudar as configurações de torneio. Peça a quem gerencia o servidor; `/tournament settings` sozinho mostra as atuais.
discord-tournament-organizer-both = Informe `organizer_role` (para defini-lo) ou `clear:true` (para removê-lo), não os dois.
discord-tournament-winner-both = Informe `winner_role` (para defini-lo) ou `clear_winner_role:true` (para removê-lo), não os dois.
discord-tournament-organizer-now = Membros com <@&{ $role }> agora podem iniciar, emparelhar, remover jogadores e cancelar qualquer torneio deste servidor.
discord-tournament-organizer-removed = O cargo de organizador de torneios foi removido: um torneio é conduzido pelo organizador dele e por membros com Gerenciar servidor.
discord-tournament-organizer-save-failed = Não foi possível salvar o cargo de organizador ({ $error }). Tente de novo daqui a pouco.
discord-tournament-winner-now = O vencedor de cada torneio deste servidor agora ganha <@&{ $role }>, e o vencedor anterior o perde.
discord-tournament-winner-removed = Nenhum cargo é mais dado aos vencedores de torneios (quem já tem continua com ele).
discord-tournament-winner-save-failed = Não foi possível salvar o cargo de vencedor ({ $error }). Tente de novo daqui a pouco.
discord-tournament-creators-save-failed = Não foi possível salvar quem pode criar torneios ({ $error }). Tente de novo daqui a pouco.
discord-tournament-creators-everyone = Qualquer membro pode criar torneios e séries aqui (nunca com um cargo de vencedor que ele mesmo não poderia dar). `creators:organizers` restringe isso a Gerenciar servidor e ao cargo de organizador.
discord-tournament-creators-organizers = Só membros com Gerenciar servidor ou o cargo de organizador de torneios podem criar torneios e séries aqui; todos ainda podem entrar neles. `creators:everyone` libera a criação para todos os membros.
discord-tournament-only-managers-create = Neste servidor só membros com **Gerenciar servidor** podem criar torneios e séries. Peça a um deles para criar; depois qualquer um pode entrar.
discord-tournament-only-organizers-create = Neste servidor só membros com **Gerenciar servidor** ou <@&{ $role }> podem criar torneios e séries. Peça a um deles para criar; depois qualquer um pode entrar.
discord-tournament-creators-read-failed = Não foi possível ler quem pode criar torneios aqui ({ $error }). Tente de novo daqui a pouco.
discord-tournament-organizer-is = O cargo de organizador de torneios é <@&{ $role }>: os membros dele podem iniciar, emparelhar, remover jogadores e cancelar qualquer torneio aqui. Um membro com Gerenciar servidor o muda com `/tournament settings organizer_role:<role>` ou o remove com `clear:true`.
discord-tournament-organizer-none = Nenhum cargo de organizador de torneios está definido: um torneio é conduzido pelo organizador dele e por membros com Gerenciar servidor. Um membro com Gerenciar servidor define um com `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Não foi possível ler as configurações de torneio ({ $error }). Tente de novo daqui a pouco.
discord-tournament-winner-is = O vencedor de cada torneio ganha <@&{ $role }> (o vencedor anterior o perde); `clear_winner_role:true` para com isso.
discord-tournament-winner-none = Nenhum cargo de vencedor está definido: `/tournament settings winner_role:<role>` dá um ao vencedor de cada torneio.
discord-tournament-name-the-game = Indique a partida: `round`, `board` e `result` (ex.: rodada 2, tabuleiro 1, 1-0); no mata-mata, `match` (ex.: W1-2) com `result` para a partida em andamento ou `winner` para o confronto inteiro.

## O tópico de uma partida

discord-thread-at-cap = este servidor chegou ao limite de tópicos ativos do Discord (erro 160006); arquivar os tópicos encerrados abre espaço
discord-thread-no-permission = me falta a permissão **Create Public Threads** (e **Send Messages in Threads**) neste canal; um admin do servidor pode dá-las nas configurações do canal
discord-thread-discord-answered = o Discord respondeu { $error }
discord-thread-not-moved = não foi possível mover a partida para ele ({ $error })
discord-thread-none = Não consegui abrir um tópico para esta partida: { $why }.
discord-thread-played-here = Não consegui abrir um tópico para esta partida, então ela é jogada aqui no canal.
discord-thread-none-taken = Não consegui abrir um tópico para esta partida. { $taken }
discord-thread-tournament-played-here = Não consegui abrir um tópico para **{ $game }**, então ela é jogada aqui no canal.
discord-thread-organizer = 🔒 **{ $tournament }**: não consegui abrir { $count ->
        [one] o tópico
       *[other] os tópicos
    } de { $games }: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Cargos pertencem a um servidor: use este comando em um dos canais dele.
discord-roles-everyone = @everyone não pode ser entregue: escolha um cargo que nem todos os membros têm.
discord-roles-read-failed = Não consegui ler os cargos deste servidor ({ $error }), então não sei se <@&{ $role }> pode ser entregue. Tente de novo daqui a pouco.
discord-roles-prize-read-failed = Não consegui ler os cargos deste servidor ({ $error }), então não sei se você pode fazer de <@&{ $role }> um prêmio. Tente de novo daqui a pouco.
discord-roles-member-cannot-give = Você não pode vincular <@&{ $role }>: só entrego um cargo por membros que poderiam dá-lo eles mesmos (o dono do servidor, um Administrador ou um membro com **Manage Roles** no servidor, por um cargo: Manage Permissions em um só canal não conta), e você não é nenhum deles. Peça a um admin do servidor para definir, ou deixe `{ $option }` de fora (nada foi alterado).
discord-roles-not-of-server = <@&{ $role }> não é um cargo deste servidor (foi apagado?). Escolha outro.
discord-roles-not-below-yours = Você não pode vincular <@&{ $role }>: ele não está abaixo do seu cargo mais alto, <@&{ $top }>, e com **Manage Roles** o Discord só deixa dar cargos abaixo do próprio. Escolha um cargo abaixo do seu, ou peça a um admin do servidor para definir este (nada foi alterado).
discord-roles-not-below-none-of-yours = Você não pode vincular <@&{ $role }>: ele não está abaixo de nenhum cargo seu (você não tem nenhum neste servidor), e com **Manage Roles** o Discord só deixa dar cargos abaixo do próprio. Escolha um cargo abaixo do seu, ou peça a um admin do servidor para definir este (nada foi alterado).
discord-roles-bot-not-allowed = Não posso entregar <@&{ $role }>: me falta a permissão **Manage Roles**. Um admin do servidor pode dá-la ao meu cargo em Configurações do servidor → Cargos; depois defina o cargo de novo.
discord-roles-bot-read-failed = Não consegui ler meus próprios cargos neste servidor ({ $error }), então não sei se posso entregar <@&{ $role }>. Tente de novo daqui a pouco.
discord-roles-managed = <@&{ $role }> é gerenciado por uma integração (o cargo de um bot ou o de booster), e o Discord não deixa ninguém entregá-lo. Escolha outro cargo.
discord-roles-not-below-mine = Não posso entregar <@&{ $role }>: ele não está abaixo do meu cargo mais alto, <@&{ $top }>, e o Discord só deixa um bot entregar cargos abaixo do dele. Um admin do servidor pode arrastar meu cargo para cima de <@&{ $role }> em Configurações do servidor → Cargos; depois defina o cargo de novo.
discord-roles-not-below-none-of-mine = Não posso entregar <@&{ $role }>: ele não está abaixo de nenhum cargo meu (não tenho nenhum neste servidor), e o Discord só deixa um bot entregar cargos abaixo do dele. Um admin do servidor pode arrastar meu cargo para cima de <@&{ $role }> em Configurações do servidor → Cargos; depois defina o cargo de novo.
discord-roles-their-roles-unread = não consegui ler os cargos dessa pessoa ({ $error })
discord-roles-could-not-give = • não consegui dar <@&{ $role }> a <@{ $user }>: { $why }
discord-roles-could-not-take = • não consegui tirar <@&{ $role }> de <@{ $user }>: { $why }
discord-roles-change-failed = A mudança de cargo para { $reason } não foi concluída:
    { $lines }
    Um admin do servidor pode conferir se tenho **Manage Roles** e se meu cargo está acima de <@&{ $role }> (Configurações do servidor → Cargos), e então fazer a mudança à mão. Nada mais foi afetado.
discord-roles-why-not-allowed = me falta **Manage Roles**, ou o cargo não está abaixo do meu
discord-roles-why-not-member = a pessoa não é mais membro deste servidor
discord-roles-why-role-gone = o cargo não existe mais
discord-roles-why-discord = O Discord respondeu: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Você não pode desafiar a si mesmo: indique outro jogador, ou deixe `opponent` vazio para um desafio aberto.
discord-game-challenge-a-bot = Você não pode desafiar um bot: indique uma pessoa, ou deixe `opponent` vazio para um desafio aberto. Para jogar comigo, me indique como `opponent`.
discord-game-level-without-me = `level` é para uma partida contra mim: me indique como `opponent` para jogar contra a IA, ou tire `level`.
discord-game-bad-settings = Configurações de partida inválidas: { $error }.
discord-game-bad-level = `level` deve ir de 1 (o mais fraco) a 8 (o mais forte) (você deu { $level }).
discord-game-type-a-move = Digite um lance, por ex. `e4`, `Nf3`, `e2e4` ou um voo `e4>e5>e6>d7`.
discord-game-flight-received = Voo recebido: o tópico mostra o míssil uma casa por vez (sua rota continua escondida).
discord-game-not-a-square = `{ $pawn }` não é uma casa: informe a casa do peão, como e4.
discord-game-steering-started = Guiagem iniciada.
discord-game-ai-where = **{ $player }** está jogando comigo (a IA, nível { $level }) em <#{ $thread }>.
discord-game-missile-on-its-way = O míssil está a caminho: veja o tabuleiro no tópico.
discord-game-button-ended = Esta pergunta terminou: o botão não está mais em uso.
discord-game-typed-flight-shown = Um voo digitado como mensagem mostra a rota inteira ao seu adversário, e aqui não posso apagar mensagens. Use `/move` (resposta privada) ou `/fire` (guiar com botões) para mantê-la escondida.
discord-game-flag-falls = O tempo acaba { $stamp }.
discord-game-time-runs-out = O prazo termina { $stamp }.

## Answers and posts

discord-done = Pronto.
discord-done-see = Pronto: veja <#{ $channel }>.
discord-thread-locked-look-there = Este tópico está trancado, então as mensagens dele vão para <#{ $channel }>: olhe lá.
discord-thread-locked-posted-here = Não consigo postar em <#{ $thread }>: está trancado. Isto vem para cá no lugar; um moderador pode destrancar o tópico (ou me dar **Manage Threads**) para manter a partida lá.
discord-malformed-option = Opção malformada: { $error }. Confira as opções do comando e tente de novo.
discord-malformed-option-input = Opção malformada `{ $input }`: { $error }. Confira as opções do comando e tente de novo.
discord-command-outdated = As opções deste comando não batem com as do bot; o Discord pode ainda mostrar uma versão antiga. Tente de novo daqui a um minuto.
discord-something-went-wrong = Algo deu errado: { $error }
discord-server-only = Este comando funciona em um canal de servidor, não em mensagens diretas.
discord-server-roles-unread = Não consegui ler os cargos deste servidor ({ $error }). Tente de novo daqui a pouco.
discord-channel-permissions-unread = Não consegui ler as permissões daquele canal ({ $error }). Tente de novo daqui a pouco.
discord-on-the-web = Na web: <{ $url }>
discord-event-line = Evento do Discord: { $url }
discord-event-audit-reason = um torneio agendado
discord-games-line = Partidas: { $games }
discord-boards-waiting = <@{ $organizer }> Rodada { $round } de **{ $tournament }**: { $count ->
        [one] { $count } tabuleiro ainda não chegou
       *[other] { $count } tabuleiros ainda não chegaram
    } aos jogadores: { $boards }. Não consegui abrir os tópicos deles (seu próximo comando aqui mostra por quê) e continuo tentando em segundo plano; o prazo de ausência só começa quando o tabuleiro é postado.
discord-boards-none-waiting = Rodada { $round } de **{ $tournament }**: nenhum tabuleiro espera mais pelo seu tópico.
