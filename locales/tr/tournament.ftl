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
tournament-tiebreak-de = ikili karşılaşma (eşit puanlı oyuncular arasındaki sonuçlar)

## Son.

tournament-over-unpairable = { $tournament }, { $round }. turdan sonra bitti: sonraki tur eşleştirilemiyor ({ $why }).
tournament-over = 🏆 { $tournament } bitti! Tebrikler { $winners }!
tournament-names-and-more = { $names } ve { $more } kişi daha
tournament-final-title = 🏆 { $name }: son sıralama
tournament-final-footer = Turnuva #{ $id }
tournament-final-more = … ve { $count } kişi daha: `/tournament standings` herkesi gösterir.

tournament-late-join-by-rounds = { $player }, { $tournament } turnuvasına { $round }. turdan itibaren geç katıldı; kaçırılan turlar: { $missed }, her biri oynanmadı (0 puan).
tournament-swiss-bye-taken = { $player }, { $tournament } turnuvasının { $round }. turunda yarım puanlık bay alıyor: eşleştirilmedi, ½ puan. Kalan bay: { $left }.

# Bir İsviçre sistemi turnuvasında sonraki turun neden eşleştirilemediği.
tournament-unpairable-rematch-or-bye = kalan her eşleşme bir rövanş ya da ikinci bir bay olurdu

## Düzenleyicinin belirlediği sonuçlar, berserk, kayıt, kazanan rolü.

tournament-result-forfeit-phrase = { $loser }, { $winner } karşısında hükmen kaybetti
tournament-result-both-forfeit-phrase = { $white } ve { $black } ikisi de hükmen kaybetti
tournament-adjudicated = Sonucu { $by } belirledi, { $tournament }: tur { $round }, tahta { $board }: { $result } ({ $was }).
tournament-adjudicated-was = önceden { $score }
tournament-adjudicated-stopped = oyunu durduruldu
tournament-berserk = { $player } berserk oluyor: galibiyette bonus puan için sürenin yarısı!
tournament-record = { $tournament } kaydı.
tournament-winner-role = { $shared ->
        [yes] 🏆 { $winners } **{ $tournament }** turnuvasında birinciliği paylaşıyor ve artık { $role } rolüne sahip.
       *[no] 🏆 { $winners } **{ $tournament }** turnuvasını kazandı ve artık { $role } rolüne sahip.
    }

## `/tournament edit` ve `/tournament list`.

tournament-edited = ✏️ { $by }, { $tournament } için şunları değiştirdi: { $what }.
tournament-edited-start = Artık { $date } ({ $countdown }) başlıyor.
tournament-edited-shown = Duyuru şu anki hâlini gösteriyor.
tournament-edited-field = { $field ->
        [name] ad
        [start] başlangıç
        [rounds] turlar
        [byes] baylar
        [minutes] dakikalar
        [time-control] süre kontrolü
        [most-players] en fazla oyuncu
        [no-show-time] gelmeme süresi
        [move-limit] hamle süresi
       *[other] { $text }
    }
tournament-list-none = Bu sunucuda açık, planlanmış ya da süren bir turnuva yok. `/tournament create` ile bir tane oluştur (`repeat:weekly` onu bir seri yapar).
tournament-list-header = Bu sunucunun turnuvaları ({ $count }):
tournament-list-line = • { $tournament }, { $channel }: { $state }{ $series }; { $players }.
tournament-list-starts = { $date } ({ $countdown }) başlıyor
tournament-list-open = açık, düzenleyici başlatır
tournament-list-running-round = sürüyor, tur { $round }/{ $rounds }
tournament-list-running-ends = sürüyor, bitiş { $end }
tournament-list-repeats = ; { $repeat ->
        [daily] her gün
        [monthly] her ay
       *[weekly] her hafta
    } tekrarlanır{ $at } (sayı { $edition })
tournament-list-repeats-at = , saat { $time } { $zone }
tournament-list-more = … ve { $count } tane daha.

## Arenalar: geç katılım, gelmeme; sıralama görselinin sütunları.

tournament-arena-late-join = { $player }, { $tournament } turnuvasına katıldı: bir rakip boşa çıkar çıkmaz eşleştirilecek.
tournament-arena-no-show = { $result } { $player } zamanında hamle yapmadı ve duraklatıldı: yeniden eşleştirilmek için duyurudaki Katıl'a bas ya da /tournament join kullan.
tournament-column-points = Puan
tournament-column-matches-won = Kazanılan eşleşme
tournament-column-streak = Seri
tournament-column-player = Oyuncu
tournament-column-performance = Perf.
tournament-streak-on-fire = alev alev ×2

## Eleme: bir eşleşmenin adı, sonuçlanan bir eşleşme, tablo.

tournament-match-title = { $name } ({ $id })
tournament-match-final = Final
tournament-match-semi-final = Yarı final { $number }
tournament-match-quarter-final = Çeyrek final { $number }
tournament-match-round = Tur { $round }, eşleşme { $number }
tournament-match-winners-final = Kazananlar finali
tournament-match-winners-semi-final = Kazananlar yarı finali { $number }
tournament-match-winners-quarter-final = Kazananlar çeyrek finali { $number }
tournament-match-winners-round = Kazananlar turu { $round }, eşleşme { $number }
tournament-match-losers-round = Kaybedenler turu { $round }, eşleşme { $number }
tournament-match-grand-final = Büyük final
tournament-match-grand-final-reset = Büyük final rövanşı
tournament-match-third-place = Üçüncülük
tournament-match-beats = { $match }: { $winner }, { $loser } karşısında { $score } kazandı.
tournament-match-by-seed = { $match }: { $winner } ile { $loser } { $score } berabere kaldı; üst seribaşı { $winner } tur atlıyor.
tournament-match-walkover = { $match }: { $winner } tur atlıyor, { $loser } çekildi.
tournament-match-by-organizer = { $match }: düzenleyicinin kararıyla { $winner }, { $loser } karşısında tur atlıyor.
tournament-bracket-title = { $tournament } tablosu
tournament-bracket-summary = Sonuçlanan: { $decided }{ $playing }. Görsel tablonun tamamını gösteriyor.
tournament-bracket-playing = ; oynanıyor: { $matches }
tournament-bracket-playing-more = { $matches } ve daha fazlası

## Reddedilen eleme seçenekleri ve sonuçları.

tournament-knockout-bad-best-of = Best of { $best } eşleşme sunulmuyor: `best_of` için 1 (varsayılan), 3 ya da 5 seç.
tournament-knockout-bad-tiebreak = `{ $text }` eşitlik bozma yöntemi bilinmiyor: `replay` (varsayılan), `armageddon` ya da `seed` seç.
tournament-knockout-bad-grand-final = `{ $text }` büyük final türü bilinmiyor: `double` (varsayılan: kaybedenler tablosunun galibi ilkini kazanırsa rövanş) ya da `simple` seç.
tournament-knockout-bad-seeding = `{ $text }` seribaşı yöntemi bilinmiyor: `rating` (varsayılan), `join` ya da `random` seç.
tournament-knockout-armageddon-untimed = Armageddon eşitlik bozma Siyah'a daha az süre verir, bu yüzden saat gerekir: `5+3` gibi bir `time` ekle ya da `tiebreak:replay` veya `tiebreak:seed` seç.
tournament-knockout-grand-final-in-single = `grand_final` çift eleme içindir: tek eleme kendi finaliyle biter. `/tournament create double-elimination` kullan ya da `grand_final` seçeneğini çıkar.
tournament-knockout-max-players = Bir eleme tablosu en fazla 128 oyuncu alır, { $max } değil: `max_players` için 2 ile 128 arası seç ya da 128 için boş bırak.
tournament-knockout-third-place-in-double = `third_place` tek eleme içindir: çift elemede üçüncülüğü kaybedenler tablosu belirler. `third_place` seçeneğini çıkar ya da `/tournament create knockout` kullan.
tournament-knockout-no-game = { $match } eşleşmesinde oynanan bir oyun yok: eşleşmeyi kendin belirlemek için kazananı `winner` ile belirt.
tournament-knockout-not-running = { $tournament } süren bir eleme turnuvası değil: bir eşleşmenin kazananı yalnızca tablo oynanırken belirtilir.

## Tablo görselinin etiketleri (kısa: bir sütunun başında durur).

tournament-bracket-winners-final = Kazananlar finali
tournament-bracket-winners-round = Kazananlar, tur { $round }
tournament-bracket-final = Final
tournament-bracket-semi-finals = Yarı finaller
tournament-bracket-quarter-finals = Çeyrek finaller
tournament-bracket-round = Tur { $round }
tournament-bracket-losers-final = Kaybedenler finali
tournament-bracket-losers-round = Kaybedenler, tur { $round }
tournament-bracket-grand-final = Büyük final
tournament-bracket-reset = Rövanş
tournament-bracket-third-place = Üçüncülük
tournament-bracket-bye = bay
tournament-bracket-picture-title = { $format ->
        [double] Çift eleme
       *[single] Tek eleme
    } · { $players } oyuncu
tournament-bracket-champion = { $title } · şampiyon: S{ $seed } { $name }

tournament-bracket-line = { $match } { $first } - { $second }{ $rest }
