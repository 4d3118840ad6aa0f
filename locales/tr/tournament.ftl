# Süreler ve sayılar (kaynak: en-US). Türkçede sayıdan sonra isim tekil kalır.

## Süreler, en büyük tam birimle.

duration-seconds = { $count } saniye
duration-minutes = { $count } dakika
duration-hours = { $count } saat
duration-days = { $count } gün

## Bir turnuvanın duyurusu.

tournament-rounds = { $count } tur.
tournament-max-players = En fazla { $count } oyuncu.

## Sayılar, bir cümlenin içinde.

count-rounds = { $count } tur
count-players = { $count } oyuncu
count-matches = { $count } eşleşme
count-rated-games = { $count } dereceli oyun

## Bir turnuvanın mesajları (crates/tournament).

tournament-point-one = 1 puan
tournament-point-half = ½ puan
tournament-points = { $points } puan
tournament-entrants-more = { $names } ve { $more } kişi daha (`/tournament standings` herkesi gösterir)

tournament-result-forfeit = { $loser }, { $winner } karşısında hükmen kaybetti.
tournament-result-both-forfeit = { $white } ve { $black } ikisi de hükmen kaybetti.
tournament-result-requested-bye = { $player }: istenen bay (½ puan).
tournament-result-in-progress = { $white } - { $black }: sürüyor

tournament-board-requested-bye = { $number }. { $player }: istenen bay (½ puan)
tournament-board-bye = { $number }. { $player }: bay ({ $worth })
tournament-board-game = { $number }. { $white } (Beyaz) - { $black } (Siyah)
tournament-round-header = { $tournament }: tur { $round }/{ $rounds }
tournament-first-move-by = İlk hamleni { $duration } içinde yap (süre { $stamp } doluyor), yoksa hükmen kaybedersin.

## Duyuru.

tournament-no-clock = saatsiz
tournament-created = { $tournament }, düzenleyen { $organizer }: { $preset }, { $time }{ $strikes ->
        [yes] , şaha darbe
       *[other] {""}
    }, { $rated ->
        [yes] dereceli
       *[other] dostluk
    }.
tournament-rule-first-move = İlk hamleni { $duration } içinde yap, yoksa hükmen kaybedersin.
tournament-rule-move-limit = Saat olmadan her hamle { $duration } içinde: süreyi geçiren oyuncu oyunu kaybeder.
tournament-entry = Katılım: { $conditions }.
tournament-entry-role = { $role } rolüne sahip üyeler
tournament-entry-min-games = { $preset } türünde en az { $games }
tournament-winner-gets = Kazanan { $role } rolünü alır.
tournament-starts = Başlangıç: { $date } ({ $countdown }).
tournament-checkin-opens = Yoklama { $at } açılıyor: başlangıca kadar yoklamaya katılmayan oyuncular çıkarılır.
tournament-checkin-opens-short = Yoklama { $at } açılıyor.
tournament-repeats = { $repeat ->
        [daily] Her gün
        [monthly] Her ay
       *[weekly] Her hafta
    } tekrarlanır (sayı { $edition }).
tournament-repeats-at = { $repeat ->
        [daily] Her gün
        [monthly] Her ay
       *[weekly] Her hafta
    } tekrarlanır (sayı { $edition }), saat { $time } { $zone }.
tournament-organizer-starts = Düzenleyen başlatır.
tournament-announcement = 🏆 { $tournament }, düzenleyen { $organizer }. { $status }
tournament-status-open = Açık: katılmak için Katıl'a bas.
tournament-status-finished = Bitti: son sıralama aşağıda.
tournament-status-cancelled = İptal edildi.
tournament-status-running = Sürüyor: tur { $round }/{ $rounds }.
tournament-late-entries-until-last = Son tur başlayana kadar geç katılım açık: Katıl'a bas.
tournament-no-entrants = Henüz katılan yok: Katıl'a bas.
tournament-entrants = Katılanlar ({ $count }): { $names }.
tournament-withdrawn-name = { $name } (çekildi)
tournament-game = { $preset }{ $strikes ->
        [yes] , şaha darbe
       *[other] {""}
    }, { $rated ->
        [yes] dereceli
       *[other] dostluk
    }
tournament-card-footer = Turnuva #{ $id }. Kuralları için Kurallar'a bas.

tournament-field-format = Biçim
tournament-field-game = Oyun
tournament-field-time = Süre
tournament-field-rounds = Turlar
tournament-field-byes = Baylar
tournament-field-length = Uzunluk
tournament-field-players = Oyuncular
tournament-field-start = Başlangıç
tournament-field-entry = Katılım
tournament-field-winner = Kazanan
tournament-rounds-at-start = başlangıçta belirlenir
tournament-rounds-by-players = oyuncu sayısına göre

tournament-button-join = Katıl
tournament-button-leave = Ayrıl
tournament-button-check-in = Yoklama ver
tournament-button-rules = Kurallar

## Başlangıç.

tournament-started = { $tournament } başladı. Sıralama:
tournament-seed = { $seed }. { $player } ({ $rating })

## Biçimlerin kuralları.

tournament-double-round-robin = Çift devreli herkes herkesle.
tournament-swiss-bye-worth = Bir bay { $worth } değerinde.
tournament-swiss-no-requested-byes = Yarım puanlık bay istenemez.
tournament-swiss-requested-byes = { $count ->
    [one] Her oyuncu { $count } yarım puanlık bay isteyebilir (½ puan, o tur eşleştirilmez).
   *[other] Her oyuncu en fazla { $count } yarım puanlık bay isteyebilir (her biri ½ puan, o tur eşleştirilmez).
}
tournament-swiss-byes-fact-none = { $worth }; istek üzerine yok
tournament-swiss-byes-fact = { $worth }; istek üzerine { $count } (½)
tournament-arena-length = { $count ->
    [one] { $count } dakika.
   *[other] { $count } dakika.
}
tournament-arena-running = Sürüyor: { $end } saatinde bitiyor. Geç katılım serbest: Katıl'a bas.
tournament-arena-ends = Arena { $end } bitiyor.
tournament-arena-games = { $tournament }: oyunlar
tournament-arena-game = { $tournament }: { $white } (Beyaz) - { $black } (Siyah)
tournament-knockout-running = Sürüyor: aşağıdaki tablo durumu gösteriyor.
tournament-knockout-match = { $best ->
        [1] Her eşleşme tek oyundur
       *[other] Her eşleşme { $best } oyunluk seridir (renkler değişir)
    }{ $tiebreak ->
        [replay] ; berabere biten eşleşme, renkler değiştirilerek bir oyun kazanılana kadar tekrarlanır (en fazla 3, sonra üst sıradaki geçer).
        [armageddon] ; berabere biten eşleşme tek bir armageddon oyununa gider: Siyah'ın süresi Beyaz'ınkinin 4/5'idir ve beraberlik Siyah'ın sayılır.
       *[seed] ; berabere biten eşleşmede üst sıradaki geçer.
    }
tournament-knockout-grand-final-reset = Rövanşlı büyük final: kaybedenler tablosunun galibi kazanırsa ikinci bir final belirler.
tournament-knockout-grand-final = Tek eşleşmelik büyük final.
tournament-knockout-third-place = Yarı final kaybedenleri üçüncülük için oynar.
tournament-knockout-seeded-rating = Reytinge göre sıralı.
tournament-knockout-seeded-join = Katılım sırasına göre sıralı.
tournament-knockout-seeded-random = Rastgele sıralı.
tournament-knockout-new-games = { $tournament }: yeni oyunlar
tournament-knockout-game = { $match }: { $white } (Beyaz) - { $black } (Siyah)

## Sıralama.

tournament-standings-header = { $tournament } { $title }
tournament-standings-after-round = { $round }. tur sonrası sıralama
tournament-standings-now-round = şu anki sıralama, { $round }. tur sürüyor
tournament-standings-now = şu anki sıralama
tournament-standings-final = son sıralama
tournament-standings-not-started = (başlamadı)
tournament-standings-joined = Şimdiye kadar katılan { $players }: { $names }
tournament-standings-line = { $place }{ $name } { $points }{ $extra }
tournament-standings-line-withdrawn = { $place }{ $name } { $points }{ $extra } (çekildi)
tournament-tiebreak-legend = { $name }: { $meaning }
tournament-tiebreak-bh-c1 = Buchholz cut 1 (rakiplerin puanları, en düşüğü hariç)
tournament-tiebreak-bh = Buchholz (rakiplerin puanları)
tournament-tiebreak-sb = Sonneborn-Berger (yenilen rakiplerin puanları, berabere kalınanların yarısı)
tournament-tiebreak-win = kazanılan turlar
tournament-tiebreak-won = tahtada kazanılan oyunlar
tournament-tiebreak-de = ikili karşılaşma (eşit puanlılar arasındaki sonuçlar)

## Son.

tournament-over-unpairable = { $tournament }, { $round }. turdan sonra bitti: sonraki tur eşleştirilemiyor ({ $why }).
tournament-over = 🏆 { $tournament } bitti! Tebrikler { $winners }!
tournament-names-and-more = { $names } ve { $more } kişi daha
tournament-final-title = 🏆 { $name }: son sıralama
tournament-final-footer = Turnuva #{ $id }
tournament-final-more = … ve { $count } kişi daha: `/tournament standings` herkesi gösterir.

tournament-late-join-by-rounds = { $player }, { $tournament } turnuvasına { $round }. turdan itibaren geç katıldı; kaçırılan turlar: { $missed }, her biri oynanmadı (0 puan).
tournament-swiss-bye-taken = { $player }, { $tournament } turnuvasının { $round }. turunda yarım puanlık bay alıyor: eşleştirilmedi, ½ puan. Kalan bay: { $left }.
