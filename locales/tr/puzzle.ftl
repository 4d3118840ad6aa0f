# /puzzle: bir sunucunun oyunlarından çıkarılan, özel olarak çözülen
# bulmacalar; günün bulmacası paylaşımı (kaynak: en-US).

## Bir bulmacanın görünümü

puzzle-credit = { $white } - { $black } oyunundan, { $move }. hamle
puzzle-title = **Bulmaca { $id }**, { $credit }
puzzle-title-unrated = **Bulmaca { $id }** (puansız: daha önce oynadın), { $credit }
puzzle-title-daily = **Günün bulmacası** (bulmaca { $id }), { $credit }
puzzle-title-streak = **Seri, bulmaca { $number }** (bulmaca { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Siyah { $mistake } oynadı. Hamle beyazda: en iyi hamleyi bul ve `/move` ile cevap ver.
       *[black] Beyaz { $mistake } oynadı. Hamle siyahta: en iyi hamleyi bul ve `/move` ile cevap ver.
    }
puzzle-decision-prompt = { $solver ->
        [white] Siyahın füzesi { $path } uçuyor: onu düşür (bir düğme ya da alışla `/move`) veya geçmesine izin ver.
       *[black] Beyazın füzesi { $path } uçuyor: onu düşür (bir düğme ya da alışla `/move`) veya geçmesine izin ver.
    }
puzzle-answer-shoot = { $move } ile düşür
puzzle-answer-pass = geçmesine izin ver
puzzle-let-it-pass = Geçmesine izin ver

## Cevaplar

puzzle-right = ✅ { $answer } doğru. Cevap: { $reply }. Yine sıra sende: `/move` ile cevap ver.
puzzle-unreadable = { $why }. Bulmacan yasal bir hamle bekliyor: `/move` ile yeniden cevap ver.
puzzle-rating = Bulmaca puanı: { $change }
puzzle-solved = 🎉 { $answer }: çözüldü!
puzzle-wrong = ❌ { $answer } değil. Çözüm: { $solution }.
puzzle-streak-goes-on = Seri: { $solved } çözüldü. Sıradaki daha zor:
puzzle-streak-ended = Serin { $solved } çözümle bitti (en iyin: { $best }). `/puzzle streak` ile yenisine başla.
puzzle-streak-exhausted = Burada daha zor bulmaca kalmadı: serin { $solved } çözümle bitti (en iyin: { $best }).

## Retler

puzzle-none = Burada henüz sana uygun bulmaca yok: bulmacalar bu sunucunun biten oyunlarından (ve sayfaları herkese açık sunuculardan), bittikten bir süre sonra çıkarılır. Bir oyun oyna ve sonra yeniden sor
puzzle-no-daily = Burada henüz günün bulmacası yok: bulmacalar bu sunucunun biten oyunlarından çıkarılır. Bir oyun oyna ve yarın yeniden sor
puzzle-not-in-server = Bulmacalar bir sunucunun oyunlarından gelir: bir sunucunun kanalında iste
puzzle-nothing-open = Açık bulmacan yok: `/puzzle`, `/puzzle daily` ya da `/puzzle streak` ile bir tane iste
puzzle-unavailable = Bulmaca şu an okunamadı ya da kaydedilemedi: birazdan yeniden dene
puzzle-still-open = Zaten açık bir bulmacan var: önce onu cevapla (yanlış hamle onu bitirir). İşte yeniden
puzzle-daily-done = { $solved ->
        [yes] Bugünün bulmacasını zaten denedin (çözüldü). Yenisi 00:00 UTC'de gelir
       *[no] Bugünün bulmacasını zaten denedin (çözülmedi). Yenisi 00:00 UTC'de gelir
    }
puzzle-bad-time = `{ $text }` bir saat değil: günün bulmacasının saatini UTC olarak HH:MM biçiminde ver, ör. 09:30 ya da 18:00

## Günün bulmacası

puzzle-daily-post = 🧩 **{ $date } günün bulmacası**, { $credit }. Hamle { $solver ->
        [white] beyazda
       *[black] siyahta
    }: `/puzzle daily` ile özel olarak çöz.
    Çözenler: { $who }
puzzle-nobody-yet = henüz kimse
puzzle-settings-posted = Günün bulmacası { $channel } kanalında { $time } UTC'de paylaşılır.
puzzle-settings-no-time = Günün bulmacası bir saati olunca { $channel } kanalına gider: puzzle_time: değerini HH:MM (UTC) olarak ayarla.
puzzle-settings-no-channel = Günün bulmacası { $time } UTC'ye ayarlı ama kanalı yok: paylaşmak için puzzle_channel: ayarla.
puzzle-settings-off = Günün bulmacası paylaşılmıyor: paylaşmak için puzzle_channel: ve puzzle_time: ayarla.

## Bulmaca puanları

puzzle-leaderboard-title = **Bulmaca sıralaması**
puzzle-leaderboard-title-page = **Bulmaca sıralaması**, sayfa { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } puanlı, en iyi seri { $best })
puzzle-leaderboard-empty = Burada henüz kimsenin bulmaca puanı yok: `/puzzle` ile bir tane çöz
puzzle-standing = { $rating } · { $plays } puanlı · en iyi seri { $best }
