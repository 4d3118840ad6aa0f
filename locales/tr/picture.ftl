# Görsellere çizilen metin (tablolar, grafikler): kısa tut.

picture-table-empty = Henüz kayıt yok
picture-table-more = … ve { $count } tane daha
picture-chart-title = { $name }: puan geçmişi
picture-chart-empty = Henüz dereceli oyun yok
picture-chart-month = { $month ->
        [1] Oca
        [2] Şub
        [3] Mar
        [4] Nis
        [5] May
        [6] Haz
        [7] Tem
        [8] Ağu
        [9] Eyl
        [10] Eki
        [11] Kas
       *[12] Ara
    }
picture-eval-empty = Değerlendirilecek karar yok
