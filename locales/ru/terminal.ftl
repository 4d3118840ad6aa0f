# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Белые
terminal-black = Чёрные
terminal-ai-name = ИИ (уровень { $level })
terminal-bad-ai-side = --ai { $given }: укажи, за какую сторону играет ИИ: white или black
terminal-bad-level = --level { $given }: выбери от 1 (слабейший) до 8 (сильнейший)
terminal-bad-lang = --lang { $given }: выбери один из языков: { $codes }
terminal-no-database = не удаётся открыть базу данных: { $error }
terminal-welcome = Cruise Pawns, игра вдвоём за этим терминалом. База данных: { $database }. Картинки доски: { $pictures }. Набери `help`, чтобы увидеть команды.
terminal-game-over = Партия окончена. Пока!
terminal-ask-shoot-down = { $player }: сбить ракету ({ $choices }) или пропустить? [{ $seconds } с] >
terminal-ask-steer = { $player }: направь ракету на { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: направь ракету на { $squares } или * для самоуничтожения >
terminal-ask-move = Ход: { $player } >
terminal-end-of-input = Конец ввода: партия остаётся сохранённой в { $database }.
terminal-leaving = Выходим; партия остаётся сохранённой в { $database }.
terminal-legal-moves = Допустимые ходы: { $moves }
terminal-cannot-write-picture = (не удаётся записать { $file }: { $error })
terminal-no-picture = (нет картинки доски: { $error })
terminal-help-title = Команды (их набирает тот, чей ход):
terminal-help-move = обычный ход (SAN или UCI)
terminal-help-flight = весь полёт ракеты (показаны только поля, пройденные до сих пор)
terminal-help-self-destruct = пешка на e4 самоуничтожается
terminal-help-fire =
    направляй пешку с e4 шаг за шагом; затем набирай каждое поле (e5),
    или * для самоуничтожения до первого шага
terminal-help-answer = ответ защищающейся стороны на вопрос о сбитии (нет ответа = { $pass })
terminal-help-draw = предложить ничью; другой игрок набирает { $accept } или { $decline }
terminal-help-claim = потребовать ничью (троекратное повторение или 50 ходов)
terminal-help-resign = сдаться; отменить (только пока обе стороны не сделали ход)
terminal-help-board = показать доску; перечислить допустимые ходы; вывести запись партии (PGN)
terminal-help-quit = эта справка; выйти (партия остаётся сохранённой)
