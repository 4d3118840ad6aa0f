# Meydan okumalar ve rövanş teklifleri (kaynak: en-US). Sen diye hitap.

## Kartın üstündeki satır.

challenge-line = ⚔️ { $challenger }, { $opponent } için bir { $rated ->
        [rated] dereceli oyun
       *[casual] dostluk oyunu
    } meydan okuması yaptı: oynamak için **Kabul et** düğmesine bas.
challenge-anyone = herkes
challenge-accept = Kabul et
challenge-decline = Reddet

## Meydan okumanın kartı.

challenge-title = ⚔️ { $challenger } → { $opponent } meydan okuması
challenge-title-open = ⚔️ { $challenger } tarafından açık meydan okuma
challenge-anyone-may-accept = Herkes Kabul et düğmesine basabilir.
challenge-field-game = Oyun
challenge-field-time = Süre
challenge-field-rated = Dereceli
challenge-field-colour = Renk
challenge-field-expires = Sona eriyor
challenge-king-strikes = şaha darbe
challenge-intercept = önlemek için { $intercept }
challenge-ai = { $level }. seviyede yapay zekâ
challenge-rated-yes = evet
challenge-rated-no = hayır (dostluk)
challenge-colour-plays = { $player } { $side ->
        [white] Beyaz
       *[black] Siyah
    } oynuyor
challenge-colour-random = kurayla belirlenecek
challenge-state-accepted = ✅ { $player } kabul etti: { $white } (Beyaz) - { $black } (Siyah).
challenge-state-declined = ❌ { $player } reddetti.
challenge-state-withdrawn = ↩️ { $player } geri çekti.
challenge-state-expired = ⌛ Süresi doldu: kimse zamanında kabul etmedi.

## Meydan okumaya ne oldu.

challenge-accepted = **{ $accepter }**, **{ $challenger }** oyuncusunun meydan okumasını kabul etti: { $white } (Beyaz) - { $black } (Siyah).
challenge-declined = **{ $decliner }**, **{ $challenger }** oyuncusunun meydan okumasını reddetti.
challenge-withdrawn = **{ $challenger }** meydan okumayı geri çekti.
challenge-expired = **{ $challenger }** oyuncusunun meydan okumasının süresi doldu: kimse zamanında kabul etmedi.

## Rövanş teklifleri.

challenge-rematch-offer = **{ $offerer }**, **{ $opponent }** oyuncusuna { $game } numaralı oyunun rövanşını teklif ediyor: bir { $rated ->
        [rated] dereceli oyun
       *[casual] dostluk oyunu
    }, { $summary }; renkler değişiyor, { $offerer } { $colour ->
        [white] Beyaz
        [black] Siyah
       *[random] kurayla belirlenen bir renkle
    } oynuyor. { $opponent }, yeni bir başlıkta başlatmak için **Rövanş** ya da **Kabul et** düğmesine bas; teklifin süresi { $when } doluyor.
challenge-rematch-expired = **{ $offerer }** oyuncusunun rövanş teklifinin süresi doldu: **{ $opponent }** zamanında kabul etmedi.
challenge-rematch-accepted = **{ $accepter }**, **{ $offerer }** oyuncusunun rövanşını kabul etti: { $white } (Beyaz) - { $black } (Siyah), yeni bir başlıkta.
