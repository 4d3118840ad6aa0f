# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Brancas
terminal-black = Pretas
terminal-ai-name = IA (nível { $level })
terminal-bad-ai-side = --ai { $given }: diga com qual lado a IA joga, white ou black
terminal-bad-level = --level { $given }: escolha de 1 (o mais fraco) a 8 (o mais forte)
terminal-bad-lang = --lang { $given }: escolha um destes idiomas: { $codes }
terminal-no-database = não foi possível abrir o banco de dados: { $error }
terminal-welcome = Cruise Pawns, dois jogadores neste terminal. Banco de dados: { $database }. Imagens do tabuleiro: { $pictures }. Digite `help` para ver os comandos.
terminal-game-over = A partida acabou. Até mais!
terminal-ask-shoot-down = { $player }: abater o míssil ({ $choices }) ou deixar passar? [{ $seconds } s] >
terminal-ask-steer = { $player }: guie o míssil para { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: guie o míssil para { $squares }, ou * para a autodestruição >
terminal-ask-move = Vez de { $player } >
terminal-end-of-input = Fim da entrada: a partida continua salva em { $database }.
terminal-leaving = Saindo; a partida continua salva em { $database }.
terminal-legal-moves = Lances legais: { $moves }
terminal-cannot-write-picture = (não foi possível gravar { $file }: { $error })
terminal-no-picture = (sem imagem do tabuleiro: { $error })
terminal-help-title = Comandos (o jogador da vez os digita):
terminal-help-move = um lance comum (SAN ou UCI)
terminal-help-flight = um voo de míssil inteiro (só as casas alcançadas até agora são mostradas)
terminal-help-self-destruct = o peão em e4 se autodestrói
terminal-help-fire =
    guie o peão em e4 um passo de cada vez; depois digite cada casa (e5),
    ou * para a autodestruição antes do primeiro passo
terminal-help-answer = a resposta do defensor a uma pergunta de abate (sem resposta = { $pass })
terminal-help-draw = oferecer empate; o outro jogador digita { $accept } ou { $decline }
terminal-help-claim = reivindicar empate (tripla repetição ou 50 lances)
terminal-help-resign = abandonar; anular (só antes de os dois lados jogarem)
terminal-help-board = mostrar o tabuleiro; listar os lances legais; imprimir a partida (PGN)
terminal-help-quit = esta ajuda; sair (a partida continua salva)

terminal-in-seconds = { $count ->
    [one] em { $count } segundo
   *[other] em { $count } segundos
}
terminal-in-minutes = { $count ->
    [one] em { $count } minuto
   *[other] em { $count } minutos
}
terminal-in-hours = { $count ->
    [one] em { $count } hora
   *[other] em { $count } horas
}
terminal-in-days = { $count ->
    [one] em { $count } dia
   *[other] em { $count } dias
}
terminal-ago-seconds = { $count ->
    [one] há { $count } segundo
   *[other] há { $count } segundos
}
terminal-ago-minutes = { $count ->
    [one] há { $count } minuto
   *[other] há { $count } minutos
}
terminal-ago-hours = { $count ->
    [one] há { $count } hora
   *[other] há { $count } horas
}
terminal-ago-days = { $count ->
    [one] há { $count } dia
   *[other] há { $count } dias
}
