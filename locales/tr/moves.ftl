# Bir hamle neden kurallara uygun değil ya da metni neden okunamıyor
# (kaynak: en-US). Her mesaj noktasız bir cümle parçasıdır. Çoğul: one, other.

moves-role = { $role ->
        [pawn] piyon
        [knight] at
        [bishop] fil
        [rook] kale
        [queen] vezir
       *[king] şah
    }
moves-role-the = { $role ->
        [pawn] piyon
        [knight] at
        [bishop] fil
        [rook] kale
        [queen] vezir
       *[king] şah
    }
moves-role-your = { $role ->
        [pawn] kendi piyonun
        [knight] kendi atın
        [bishop] kendi filin
        [rook] kendi kalen
        [queen] kendi vezirin
       *[king] kendi şahın
    }
moves-role-enemy = { $role ->
        [pawn] rakip piyon
        [knight] rakip at
        [bishop] rakip fil
        [rook] rakip kale
        [queen] rakip vezir
       *[king] rakip şah
    }

moves-how-to-write = SAN ile e4, Nf3, exd5, O-O ya da e8=Q gibi, UCI ile e2e4 gibi ya da e4>e5>e6>d7 gibi bir uçuş yaz (kendini yok etmek için e4*)
moves-no-move = hamle yazılmadı: { moves-how-to-write }
moves-too-long = bu metin bir hamle için fazla uzun ({ $count ->
        [one] { $count } karakter
       *[other] { $count } karakter
    }): { moves-how-to-write }
moves-unreadable = `{ $text }` bir hamle olarak okunamıyor: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` bir düşürme kaydı (uçuş/düşüren hamle), hamle değil: yalnızca hamleyi yaz
moves-bad-flight = `{ $text }` bir uçuş değil: { $why }; fırlatma karesini ve girilen her kareyi `>` ile birleştirerek yaz, örneğin e4>e5>e6>d7, ya da kendini yok etmek için e4*
moves-flight-not-a-square = `{ $text }` bir kare değil
moves-flight-too-many-steps = bir uçuş en fazla 7 adımdır
moves-flight-no-steps = hiç adımı yok
moves-not-legal-why = `{ $text }` kurallara uygun değil: { $why }
moves-not-legal = `{ $text }` kurallara uygun değil
moves-ambiguous = `{ $text }` belirsiz: { $moves }; hangisi olduğunu söyle
moves-promotion-letter-missing = `{ $text }` için bir terfi taşı gerekli: q, r, b ya da n ekle, örneğin { $from }{ $to }q
moves-promotion-piece-missing = `{ $text }` için bir terfi taşı gerekli: { $to }=Q, { $to }=R, { $to }=B ya da { $to }=N yaz
moves-pawns-board-letter = `{ $text }`: piyon tahtasında son sırasına ulaşan piyon olduğu gibi kazanır ve terfi harfi almaz: { $from }{ $to } yaz
moves-pawns-board-promotion = `{ $text }`: piyon tahtasında son sırasına ulaşan piyon olduğu gibi kazanır ve terfi harfi almaz: hamleyi harfsiz yaz
moves-only-last-rank-promotes-write = yalnızca son sırasına ulaşan piyon terfi eder; { $from }{ $to } yaz
moves-only-last-rank-promotes = yalnızca son sırasına ulaşan piyon terfi eder
moves-text-after-game-over = `{ $text }` oynanamaz: oyun bitti
moves-no-legal-move = bu konumda kurallara uygun hiçbir hamle yok (oyun bitti)
moves-game-over = oyun bitti
moves-not-legal-here = { $move } burada kurallara uygun değil

moves-self-immolation-record = `{ $text }`: kendini yok etme düşürülemez; bir düşürme kaydı, uçuşun gidebildiği yere kadarki kısmı, `/` ve düşüren hamledir, örneğin e4>e5>e6/c8e6
moves-shooter-missing = `{ $flight }/`: `/` işaretinden sonra düşüren hamle eksik: onu UCI ile yaz, örneğin { $example }
moves-no-shoot-down-there = `{ $flight }/{ $text }`: füze { $square } karesinde düşürülemez: oraya kurallara uygun hiçbir alma ulaşmıyor
moves-not-a-shoot-down = `{ $text }` füzeyi { $square } karesinde düşürmüyor: oradaki kurallara uygun düşürmeler: { $options }
moves-self-immolation-shot-down = `{ $flight }` bir kendini yok etme, düşürülemez
moves-detonates-at = füze { $square } karesinde patlar (orada bir rakip taş var: { moves-role }): yalnızca fırlatma ile hedef arasındaki karelerde düşürülebilir
moves-shielded-at = füze { $square } karesinde kendi tarafının bir taşıyla korunuyor ({ moves-role }): orada düşürülemez
moves-not-entered-yet = bir füze ancak bir kareye girdikten sonra düşürülebilir
moves-cannot-shoot-down-on = füze { $square } karesinde düşürülemez
moves-not-legal-shoot-down = { $shooter }, { $square } karesinde kurallara uygun bir düşürme değil
moves-shooter-cannot = { $shooter } füzeyi { $square } karesinde düşüremez

moves-flight-not-legal = bu uçuş kurallara uygun değil: { $why }
moves-missiles-not-in-game = bu oyunda füze yok (kural seti { $preset }): piyonlar ateşlenemez
moves-no-missiles-in = { $preset } içinde füze yok
moves-no-pawn-to-fire = { $launch } karesinde ateşlenecek piyon yok
moves-no-own-pawn-to-fire = { $launch } karesinde ateşlenecek { $color ->
        [white] beyaz
       *[black] siyah
    } piyon yok
moves-others-piece = { $square } karesindeki taş ({ moves-role }) { $owner ->
        [white] Beyaz'ın
       *[black] Siyah'ın
    }, sıra ise { $turn ->
        [white] Beyaz'da
       *[black] Siyah'ta
    }
moves-not-yours = { $square } karesindeki taş ({ moves-role }) senin değil: sıra { $turn ->
        [white] Beyaz'da
       *[black] Siyah'ta
    }
moves-not-a-pawn = { $launch } karesindeki taş ({ moves-role }) piyon değil: yalnızca piyonlar ateşlenebilir
moves-starting-rank = { $launch } karesindeki piyon hâlâ başlangıç sırasında: bir piyon ancak hareket ettikten sonra ateşlenebilir
moves-starting-rank-yet = { $launch } karesindeki piyon hâlâ başlangıç sırasında ve henüz ateşlenemez
moves-forward-cooldown = { $launch } karesindeki piyon son sıranda hareket etti: ileri kurallarında ateşlenmeden önce bir sıra beklemesi gerekir
moves-cooldown = o piyon soğuyor: { $launch } karesindeki piyonu son sıranda oynadın, bu yüzden bu sıra ateşlenemez
moves-self-immolation-exposes = { $launch } karesindeki piyonu kaldırmak şahını şah çekilmiş bırakır
moves-king-exposed-without-pawn = o piyon olmadan şahına şah çekilmiş olur

moves-not-one-step = { $from } karesinden { $to } karesine tek adım değil: girilen her kare bir öncekine değmeli
moves-not-adjacent = { $to }, { $from } karesinin yanında değil: her adım komşu bir kareye girer
moves-too-sharp = { $square } karesindeki dönüş ({ $toward } yönüne) çok keskin: bir füze her adımda en fazla 45° (sekizde bir) döner
moves-step-too-sharp = { $from } karesinden { $to } karesine: bir füze her adımda en fazla 45 derece dönebilir
moves-diagonal = { $from } karesinden { $to } karesine çapraz: ileri kurallarında füzeler yalnızca dümdüz ileri ya da yana gider
moves-backward = { $from } karesinden { $to } karesine geri gidiyor: ileri kurallarında füzeler asla geri gitmez
moves-step-forward-only = { $from } karesinden { $to } karesine: burada füzeler yalnızca ileri ya da yana uçar, asla geri ya da çapraz uçmaz
moves-two-sideways = art arda iki yan adım ({ $into }, sonra { $then }): yan adımların arasında bir adım ileri git
moves-step-two-sideways = { $from } karesinden { $to } karesine: bir füze art arda iki yan adım atamaz
moves-through-enemy = füze { $square } karesindeki { moves-role-enemy } taşının içinden geçemez: bir uçuş girdiği ilk rakip taşta biter
moves-pass-through-enemy = füze { $square } karesindeki rakip taşın içinden geçemez
moves-no-way-on = { $square } üzerinden devam eden kurallara uygun bir uçuş yok: her yol şahını şah çekilmiş bırakır ya da bir hedefte bitemez
moves-ends-on-empty = bir füze bir rakip taşta bitmeli, { $target } ise boş (yalnızca piyonu yok etmek için { $launch }* yaz)
moves-must-end-on-enemy = bir füze bir rakip taşta bitmeli, { $square } karesinde ise hiç yok
moves-ends-on-own = bir füze kendi taşlarının üzerinden geçebilir ama birinin üzerinde bitemez ({ $target } karesinde { moves-role-your } var)
moves-king-strikes-off = bu oyunda şaha darbe kapalı: { $target } karesindeki şah hedef alınamaz
moves-no-king-strikes = bu oyunda füzeler şaha vuramaz
moves-flight-exposes-king = yolda ya da patlamadan sonra şahın şah altında kalır (füze tehdidi hiç sayılmaz, ama şahına yapılan olağan saldırılar sayılır)
moves-check-after-detonation = füze { $square } karesindeki taşı yok ettikten sonra şahın şah altında kalır
moves-check-with-missile-on = füze { $square } karesindeyken şahın şah altında kalır

moves-no-king-to-castle = rok yapacak şah yok
moves-no-castling-right = artık { $side ->
        [queenside] uzun
       *[kingside] kısa
    } rok hakkın yok
moves-castle-out-of-check = şahtan kurtulmak için rok yapamazsın
moves-castling-blocked = { $side ->
        [queenside] uzun
       *[kingside] kısa
    } rok için şah ile kale arasındaki kareler boş olmalı, şah da saldırı altındaki bir kareden geçemez ya da oraya konamaz
moves-cannot-castle-now = şu an oraya rok yapamazsın: şah ya da kale oynadı, aradaki bir kare dolu ya da şah saldırı altındaki bir kareden geçer veya oraya konar

moves-no-piece = { $square } karesinde taş yok
moves-stays-put = bir hamle bir yere gitmeli: { $from } karesinden { $to } karesine yerinde kalmak demek
moves-own-piece-on = { $square } karesinde { moves-role-your } duruyor
moves-king-one-square = şah bir kare gider: { $from } karesinden { $to } karesine gidemez
moves-knight-cannot = at { $from } karesinden { $to } karesine sıçrayamaz
moves-blocked-by = { $from } karesinden { $to } karesine yol kapalı: { $square } karesinde { moves-role-the } var
moves-blocked = { $from } karesinden { $to } karesine yol kapalı
moves-cannot-move-from-to = { moves-role-the } { $from } karesinden { $to } karesine gidemez
moves-cannot-move-to = { $from } karesindeki taş ({ moves-role }) { $to } karesine gidemez
moves-pawn-blocked = { $from } karesindeki piyonun önü kapalı
moves-pawn-two-from-start-only = yalnızca başlangıç sırasındaki piyon iki kare gidebilir; { $from } karesindeki piyon bir kare gidebilir
moves-pawn-diagonal-captures = piyon çapraz yalnızca taş almak için gider, { $to } ise boş
moves-pawn-cannot-reach = { $from } karesindeki piyon { $to } karesine ulaşamaz
moves-must-promote = son sıraya ulaşan piyon terfi etmeli: q, r, b ya da n ekle
moves-promotes-to = bir piyon vezire, kaleye, file ya da ata terfi eder
moves-pawns-board-no-promotion = piyon tahtasında son sıraya ulaşan piyon kazanır ve terfi etmez
moves-king-in-check-on = şahın { $to } karesinde şah altında kalır
moves-check-not-stopped = şahına şah çekilmiş, bu hamle de şahı engellemiyor
moves-in-check = sana şah çekilmiş, bu hamle şahını kurtarmıyor
moves-pinned = { $square } karesindeki taş ({ moves-role }) açmazda: oynaması şahını şaha açar
moves-leaves-king-in-check = şahın şah altında kalır
moves-king-would-be-in-check = şahın şah altında kalır
moves-no-piece-of-role = böyle bir taşın yok ({ moves-role })
moves-none-can-reach = bu türden hiçbir taşın ({ moves-role }) { $to } karesine ulaşamaz
