# Biten bir oyunun analizi (kaynak: en-US).

analysis-head = **{ $game } numaralı oyunun analizi** ({ $white } - { $black })
analysis-queued = { analysis-head }: motor bekleniyor (süren oyunlar önce gelir).
analysis-queued-behind = { analysis-head }: motor bekleniyor, önde { $ahead } analiz var (süren oyunlar önce gelir).
analysis-running = { analysis-head }: { $total } konumun { $done } tanesi değerlendirildi (%{ $percent }).
analysis-done = { analysis-head }: bitti, { $decisions } karar değerlendirildi. Analiz aşağıda.

analysis-asked-stored = { $game } numaralı oyun zaten analiz edildi: analizi burada paylaşılıyor.
analysis-asked-running = { $game } numaralı oyun zaten analiz ediliyor: ilerlemesi ve sonucu istendiği yerde paylaşılıyor.
analysis-asked-new = { $game } numaralı oyun analiz ediliyor: ilerleme burada gösterilir, ardından analiz gelir.

analysis-summary = **{ $game } numaralı oyunun analizi** ({ $preset }; konum başına { $nodes } düğüm)
analysis-side = { $color ->
        [white] Beyaz
       *[black] Siyah
    } **{ $name }**: { $accuracy }, { $marks }
analysis-accuracy = isabet **%{ $accuracy }**
analysis-no-decision = hiçbir karar değerlendirilmedi
analysis-marks = { $inaccuracies } kusurlu hamle (?!), { $mistakes } hata (?), { $blunders } büyük hata (??)
analysis-legend = Grafik: her karardan sonra beyazın şansı (Win%); altta ▲ bir uçuş, üstte ▼ düşürülen bir füze, noktalar işaretli kararlar (mavi ?!, turuncu ?, kırmızı ??).
analysis-follows-none = Hiçbir karar işaretlenmedi: gösterilecek hata yok.
analysis-follows = { $count ->
        [one] En kötü karar, daha iyi seçimle birlikte aşağıda.
       *[other] En kötü { $count } karar, daha iyi seçimle birlikte aşağıda.
    }

analysis-worst = **En kötü karar { $index }/{ $count }**: hamle { $number }, { $color ->
        [white] Beyaz
       *[black] Siyah
    } (**{ $name }**) { $played } ({ $color ->
        [white] Beyazın
       *[black] Siyahın
    } Win% değeri { $before } → { $after }). Daha iyisi: { $better }.
analysis-played-pass = füzenin geçmesine izin verdi **{ $mark }**
analysis-played-shoot = füzeyi **{ $move }{ $mark }** ile düşürdü
analysis-played-flight = **{ $move }{ $mark }** ateşledi
analysis-played-move = **{ $move }{ $mark }** oynadı
analysis-better-pass = geçmesine izin vermek
analysis-better-shoot = onu **{ $move }** ile düşürmek
analysis-better-move = **{ $move }**

analysis-chart-title = Oyun { $game }: { $white } (Beyaz) - { $black } (Siyah), beyazın Win% değeri
