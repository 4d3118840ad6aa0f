# Por que o bot recusou uma ação: uma frase que diz o que está errado e o
# que fazer (origem: en-US). Plural: one (0 e 1), other.

## Partidas.

refusal-no-game-here = Não há nenhuma partida em andamento aqui. Comece uma com um desafio.
refusal-game-over = Esta partida já terminou.
refusal-not-playing = Você não está jogando nesta partida.
refusal-not-your-turn = Não é a sua vez.
refusal-wait-for-answer = Espere: { $defender } está decidindo se vai abater o seu míssil.
refusal-answer-first = Responda primeiro à pergunta de abate (abater o míssil ou deixar passar).
refusal-missile-in-air = Seu míssil lançado de { $launch } está no ar: continue guiando-o (digite ou escolha a próxima casa dele).
refusal-empty-move = Digite um lance, por ex. e4, Nf3, e2e4, ou um voo como e4>e5>e6>d7.
refusal-illegal = { $reason }
refusal-no-missiles = Não há mísseis em { $preset }: jogue um lance comum.
refusal-not-a-square = `{ $text }` não é uma casa: escreva uma coluna a-h e uma fileira 1-8, como e4.
refusal-cannot-fire = A peça em { $square } não pode ser disparada agora: { $why ->
        [empty] essa casa está vazia
        [not-yours] esse peão não é seu
        [not-a-pawn] só peões podem ser disparados
        [starting-rank] um peão na sua fileira inicial não pode ser disparado
       *[no-legal-flight] ela não tem nenhum voo legal (recarga, cravada ou xeque podem impedir)
    }.
refusal-not-steering = Nenhum míssil está sendo guiado: primeiro escolha um peão para disparar (por ex. fire e4).
refusal-self-destruct-too-late = O peão só pode se autodestruir antes do seu primeiro passo.
refusal-cannot-enter = O míssil não pode entrar em { $square } agora; ele pode entrar em: { $next }.
refusal-cannot-enter-anywhere = O míssil não pode entrar em { $square } agora; ele pode entrar em: nenhuma casa.
refusal-question-ended = Esta pergunta já foi encerrada.
refusal-question-ended-game-over = Esta pergunta foi encerrada: a partida terminou.
refusal-answer-for-earlier-question = Sua resposta foi escrita antes de esta pergunta ser feita, então ela não vale: veja a nova pergunta e responda a ela.
refusal-too-many-ai-games = { $count ->
        [one] Você já tem { $count } partida não terminada contra a IA neste servidor: { $games }. Termine-a ou desista dela antes de começar outra.
       *[other] Você já tem { $count } partidas não terminadas contra a IA neste servidor: { $games }. Termine ou desista de uma delas antes de começar outra.
    }
refusal-ai-game = partida { $game } (nível { $level }) em { $place }
refusal-position-changed = A posição mudou desde que você escreveu sua mensagem, então o lance não foi jogado: olhe o tabuleiro de novo e envie seu lance outra vez.
refusal-no-question = Não há nenhuma pergunta de abate para responder.
refusal-only-opponent-answers = Só o seu adversário pode responder a esta pergunta.
refusal-not-a-shoot-down = `{ $text }` não é um abate aqui; escolha { $labels } ou deixe passar.
refusal-ambiguous-shoot-down = `{ $text }` pode significar { $matches }: digite exatamente como mostrado (maiúsculas para as peças).
refusal-too-late-to-abort = Os dois lados já jogaram: a partida não pode mais ser cancelada (desista ou ofereça empate).
refusal-not-abortable = Esta partida foi emparelhada para você e não pode ser cancelada: desista dela, ou saia do evento que a emparelhou.
refusal-berserk-too-late = Você só pode usar o berserk antes do seu primeiro lance da partida.
refusal-berserk-no-clock = O berserk corta seu relógio pela metade: esta partida não tem relógio ativo.
refusal-already-berserk = Você já usou o berserk nesta partida: seu relógio só é cortado pela metade uma vez.
refusal-already-offered-draw = Você já ofereceu empate.
refusal-no-draw-offer = Não há nenhuma oferta de empate para responder.
refusal-own-draw-offer = Você fez esta oferta de empate; quem responde é o seu adversário.
refusal-claim-after-flight = Reivindique o empate depois que o voo do míssil terminar.
refusal-no-claims-in-pawn-game = No Pawn Game não dá para reivindicar empate: ofereça empate em vez disso.
refusal-nothing-to-claim = Não há empate para reivindicar: esta posição ocorreu { $repetitions ->
        [one] { $repetitions } vez
       *[other] { $repetitions } vezes
    } (são necessárias 3) e { $moves ->
        [one] { $moves } lance foi jogado
       *[other] { $moves } lances foram jogados
    } sem captura, lance de peão ou voo (são necessários 50).
refusal-move-limit-not-reached = Ainda não há nada para reivindicar: { $opponent } ainda tem { $left } para jogar. Se o limite de tempo por lance acabar antes, `/claim` te dá a vitória.

## Desafios e revanches.

refusal-challenge-not-open = Este desafio não está mais aberto.
refusal-challenge-expired = Este desafio expirou.
refusal-rematch-not-over = A partida { $game } ainda está em andamento: a revanche pode ser oferecida quando ela terminar.
refusal-no-rematch = A partida { $game } não tem revanche: só partidas casuais e ranqueadas entre dois membros oferecem uma, não partidas de torneio nem contra a IA. Comece uma nova partida com `/challenge`.
refusal-rematch-not-yours = Só { $white } e { $black }, que jogaram a partida { $game }, podem jogar a revanche. Comece sua própria partida com `/challenge`.
refusal-rematch-offered = Você já ofereceu a revanche: agora cabe a { $opponent } aceitar (com **Rematch** ou **Accept**) dentro de { $open } após a sua oferta.
refusal-rematch-expired = Esta oferta de revanche expirou: ficou aberta por { $open }. Comece uma nova partida com `/challenge`.
refusal-rematch-started = A revanche já começou: é a partida { $game }.
refusal-rematch-started-elsewhere = A revanche já começou.
refusal-rematch-closed = Esta oferta de revanche foi recusada ou retirada. Comece uma nova partida com `/challenge`.
refusal-own-challenge = Você não pode aceitar o seu próprio desafio.
refusal-challenge-for-other = Este desafio é só para { $name }.
refusal-challenge-self = Você não pode desafiar a si mesmo: indique outro jogador, ou deixe o adversário em branco para um desafio aberto.
refusal-only-challenger-cancels = Só quem fez o desafio pode cancelá-lo.
refusal-open-challenge-decline = Este desafio está aberto a todos: aceite-o, ou deixe-o para outra pessoa.
refusal-not-your-challenge = Este desafio não é para você.
refusal-too-many-challenges = Você já tem { $limit ->
        [one] { $limit } desafio aberto
       *[other] { $limit } desafios abertos
    } neste servidor (o limite): espere uma resposta, ou retire um com o botão Decline dele.
refusal-two-players-needed = Uma partida precisa de dois jogadores diferentes.
refusal-place-taken-thread = Já há uma partida sendo jogada neste tópico.
refusal-place-taken-channel = Já há uma partida sendo jogada neste canal: jogue a próxima em um tópico.

## Análises.

refusal-no-such-game = Não há nenhuma partida { $game } neste servidor: informe o número que aparece na mensagem final dela.
refusal-analysis-not-over = A partida { $game } ainda está em andamento: ela pode ser analisada quando terminar.
refusal-nothing-to-analyse = A partida { $game } terminou antes de qualquer lance: não há nada para analisar.
refusal-analysis-unavailable = A partida { $game } não pode ser analisada agora: não foi possível ler o registro dela. Tente de novo em um minuto.
refusal-analysis-queue-full = A partida { $game } não pode entrar na fila de análise agora: { $waiting ->
        [one] { $waiting } partida já está esperando
       *[other] { $waiting } partidas já estão esperando
    }. Peça de novo em alguns minutos.
refusal-analysis-member-share = A partida { $game } não pode entrar na fila de análise: você já tem { $limit ->
        [one] { $limit } partida
       *[other] { $limit } partidas
    } esperando ou em análise, o máximo por membro. Peça de novo quando uma delas terminar.
refusal-analysis-server-share = A partida { $game } não pode entrar na fila de análise: este servidor já tem { $limit ->
        [one] { $limit } partida
       *[other] { $limit } partidas
    } esperando ou em análise, a parte dele na fila (outros servidores também a compartilham). Peça de novo quando uma delas terminar.

## O próprio bot.

refusal-settings = { $reason }
refusal-save-failed = Não foi possível salvar sua ação (problema de armazenamento); nada mudou. Tente de novo daqui a pouco.
refusal-leaderboard-unavailable = Não é possível ler o ranking agora; tente mais tarde.
refusal-profile-unavailable = Não é possível ler o perfil agora; tente mais tarde.
refusal-shutting-down = O bot está reiniciando: nada mudou. Tente de novo em um minuto.

## Listas dentro de uma frase.

list-and = { $first } e { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } ou { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
