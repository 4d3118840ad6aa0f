# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Білі
terminal-black = Чорні
terminal-ai-name = ШІ (рівень { $level })
terminal-bad-ai-side = --ai { $given }: вкажи, за яку сторону грає ШІ: white або black
terminal-bad-level = --level { $given }: обери від 1 (найслабший) до 8 (найсильніший)
terminal-bad-lang = --lang { $given }: обери одну з мов: { $codes }
terminal-no-database = не вдається відкрити базу даних: { $error }
terminal-welcome = Cruise Pawns, гра вдвох за цим терміналом. База даних: { $database }. Зображення дошки: { $pictures }. Набери `help`, щоб побачити команди.
terminal-game-over = Партію завершено. Бувай!
terminal-ask-shoot-down = { $player }: збити ракету ({ $choices }) чи пропустити? [{ $seconds } с] >
terminal-ask-steer = { $player }: скеровуй ракету на { $squares } >
terminal-ask-steer-or-self-destruct = { $player }: скеровуй ракету на { $squares } або * для самознищення >
terminal-ask-move = Хід: { $player } >
terminal-end-of-input = Кінець введення: партія залишається збереженою в { $database }.
terminal-leaving = Виходимо; партія залишається збереженою в { $database }.
terminal-legal-moves = Допустимі ходи: { $moves }
terminal-cannot-write-picture = (не вдається записати { $file }: { $error })
terminal-no-picture = (немає зображення дошки: { $error })
terminal-help-title = Команди (їх набирає гравець, чий зараз хід):
terminal-help-move = звичайний хід (SAN або UCI)
terminal-help-flight = увесь політ ракети (показано лише поля, пройдені досі)
terminal-help-self-destruct = пішак на e4 самознищується
terminal-help-fire =
    скеровуй пішака з e4 крок за кроком; потім набирай кожне поле (e5),
    або * для самознищення до першого кроку
terminal-help-answer = відповідь сторони, що захищається, на питання про збиття (немає відповіді = { $pass })
terminal-help-draw = запропонувати нічию; інший гравець набирає { $accept } або { $decline }
terminal-help-claim = вимагати нічию (триразове повторення або 50 ходів)
terminal-help-resign = здатися; скасувати (лише поки обидві сторони не зробили хід)
terminal-help-board = показати дошку; перелічити допустимі ходи; вивести запис партії (PGN)
terminal-help-quit = ця довідка; вийти (партія залишається збереженою)

terminal-in-seconds = { $count ->
    [one] через { $count } секунду
    [few] через { $count } секунди
    [many] через { $count } секунд
   *[other] через { $count } секунди
}
terminal-in-minutes = { $count ->
    [one] через { $count } хвилину
    [few] через { $count } хвилини
    [many] через { $count } хвилин
   *[other] через { $count } хвилини
}
terminal-in-hours = { $count ->
    [one] через { $count } годину
    [few] через { $count } години
    [many] через { $count } годин
   *[other] через { $count } години
}
terminal-in-days = { $count ->
    [one] через { $count } день
    [few] через { $count } дні
    [many] через { $count } днів
   *[other] через { $count } дня
}
terminal-ago-seconds = { $count ->
    [one] { $count } секунду тому
    [few] { $count } секунди тому
    [many] { $count } секунд тому
   *[other] { $count } секунди тому
}
terminal-ago-minutes = { $count ->
    [one] { $count } хвилину тому
    [few] { $count } хвилини тому
    [many] { $count } хвилин тому
   *[other] { $count } хвилини тому
}
terminal-ago-hours = { $count ->
    [one] { $count } годину тому
    [few] { $count } години тому
    [many] { $count } годин тому
   *[other] { $count } години тому
}
terminal-ago-days = { $count ->
    [one] { $count } день тому
    [few] { $count } дні тому
    [many] { $count } днів тому
   *[other] { $count } дня тому
}
