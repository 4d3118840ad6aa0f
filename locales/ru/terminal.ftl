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
terminal-help-title = Команды (их набирает игрок, чей сейчас ход):
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

terminal-in-seconds = { $count ->
    [one] через { $count } секунду
    [few] через { $count } секунды
    [many] через { $count } секунд
   *[other] через { $count } секунды
}
terminal-in-minutes = { $count ->
    [one] через { $count } минуту
    [few] через { $count } минуты
    [many] через { $count } минут
   *[other] через { $count } минуты
}
terminal-in-hours = { $count ->
    [one] через { $count } час
    [few] через { $count } часа
    [many] через { $count } часов
   *[other] через { $count } часа
}
terminal-in-days = { $count ->
    [one] через { $count } день
    [few] через { $count } дня
    [many] через { $count } дней
   *[other] через { $count } дня
}
terminal-ago-seconds = { $count ->
    [one] { $count } секунду назад
    [few] { $count } секунды назад
    [many] { $count } секунд назад
   *[other] { $count } секунды назад
}
terminal-ago-minutes = { $count ->
    [one] { $count } минуту назад
    [few] { $count } минуты назад
    [many] { $count } минут назад
   *[other] { $count } минуты назад
}
terminal-ago-hours = { $count ->
    [one] { $count } час назад
    [few] { $count } часа назад
    [many] { $count } часов назад
   *[other] { $count } часа назад
}
terminal-ago-days = { $count ->
    [one] { $count } день назад
    [few] { $count } дня назад
    [many] { $count } дней назад
   *[other] { $count } дня назад
}
