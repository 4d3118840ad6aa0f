# Текст на картинках (таблицы, графики): коротко.

picture-table-empty = Пока никого нет
picture-table-more = … и ещё { $count }
picture-chart-title = { $name }: история рейтинга
picture-chart-empty = Рейтинговых партий пока нет
picture-chart-month = { $month ->
        [1] янв
        [2] фев
        [3] мар
        [4] апр
        [5] май
        [6] июн
        [7] июл
        [8] авг
        [9] сен
        [10] окт
        [11] ноя
       *[12] дек
    }
picture-eval-empty = Нечего оценивать
