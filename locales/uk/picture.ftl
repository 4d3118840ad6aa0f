# Текст на зображеннях (таблиці, графіки): коротко.

picture-table-empty = Поки нікого немає
picture-table-more = … і ще { $count }
picture-chart-title = { $name }: історія рейтингу
picture-chart-empty = Рейтингових партій поки немає
picture-chart-month = { $month ->
        [1] січ
        [2] лют
        [3] бер
        [4] кві
        [5] тра
        [6] чер
        [7] лип
        [8] сер
        [9] вер
        [10] жов
        [11] лис
       *[12] гру
    }
picture-eval-empty = Немає рішень для оцінки
