# Herkese açık web sitesi (crates/web).

## Her sayfanın çerçevesi.

web-nav-leaderboard = Sıralama
web-footer = Cruise Pawns: botun oyunlarının, derecelerinin ve turnuvalarının salt okunur görünümü. Her sayfanın verisi <code>/api</code> altında JSON olarak da var.
web-languages = Dil

## Hatalar.

web-not-found-title = Bulunamadı
web-not-found-why = Bir sunucunun sıralaması, turnuvaları ve oyunları burada ancak "Sunucuyu Yönet" yetkisi olan biri <code>/settings web:on</code> ile açtıktan sonra görünür; bir oyuncunun sayfası ise ancak böyle bir sunucuda dereceli oyun oynadıktan sonra.
web-back-home = Başlangıç sayfasına dön
web-no-page = Bu adreste sayfa yok.
web-no-file = Böyle bir dosya yok.
web-not-a-game-number = `{ $text }` bir oyun numarası değil.
web-not-a-puzzle-number = `{ $text }` bir bulmaca numarası değil.
web-missing-game = { $id } numaralı oyun yok ya da sunucusu sayfalarını herkese açmadı.
web-missing-tournament = { $id } numaralı turnuva yok ya da sunucusu sayfalarını herkese açmadı.
web-missing-puzzle = { $id } numaralı bulmaca yok ya da sunucusu sayfalarını herkese açmadı.
web-missing-server-board = Bu sunucunun sıralaması yok ya da sunucu sayfalarını herkese açmadı.
web-missing-player = Burada böyle bir oyuncu yok: bir oyuncunun sayfası, sayfaları herkese açık bir sunucuda dereceli oyun oynadığında açılır.
web-no-preset = `{ $name }` diye bir ön ayar yok. Ön ayarlar: { $list }.
web-not-a-game-picture = `{ $frame }` bu oyunun bir resmi değil.
web-not-a-puzzle-picture = `{ $frame }` bu bulmacanın bir resmi değil.
web-no-game-picture = { $id } numaralı oyunun { $n } numaralı resmi yok.
web-no-puzzle-picture = { $id } numaralı bulmacanın { $n } numaralı resmi yok.
web-not-analysed = { $id } numaralı oyun henüz analiz edilmedi: Discord'da oyunun sonundaki Analiz et düğmesine bas ya da `/analyse game:{ $id }` yaz.
web-error-title = Hata
web-error-heading = Bir şeyler ters gitti
web-error-unreadable = { $what }, sitenin bu sürümünün okuyamadığı bir biçimde kayıtlı (botun daha yeni bir sürümü yazmış ya da bozulmuş). Tekrar denemek işe yaramaz: sunucunun günlüğü botun yöneticisine satırı ve nedenini söyler.
web-error-retry = Veriler şu an okunamadı. Biraz sonra tekrar dene; böyle devam ederse nedeni sunucunun günlüğünde yazar.
web-what-game = { $id } numaralı oyun
web-what-tournament = { $id } numaralı turnuva
web-what-puzzle = { $id } numaralı bulmaca
web-what-analysis = { $id } numaralı oyunun analizi
web-busy-title = Meşgul
web-busy = { $why } Site şu an meşgul: birkaç saniye sonra tekrar dene (Retry-After ne zaman olduğunu söyler).
web-busy-drawing = Şu an bunu çizmek için çok fazla resim çiziliyor.
web-busy-slow = Yanıt { $seconds } saniyeden uzun sürdü.

## Başlangıç sayfası.

web-home-title = Başlangıç
web-home-intro = Cruise Pawns Discord botunun sıralamaları, turnuvaları ve oyun tekrarları; sayfalarını herkese açan sunucular için (<code>/settings web:on</code>).
web-home-boards = Tüm sunucuların sıralamaları
web-home-where = Bir sunucunun kendi sıralaması <code>/servers/&lt;sunucu kimliği&gt;/leaderboard/&lt;ön ayar&gt;</code> adresinde, bir turnuva <code>/tournaments/&lt;numara&gt;</code>, bir oyun <code>/games/&lt;numara&gt;</code>, bir oyundan çıkarılan bulmaca <code>/puzzles/&lt;numara&gt;</code> (bir sunucunun son bulmacaları sıralama sayfasında), bir oyuncu <code>/players/&lt;kullanıcı kimliği&gt;</code> adresinde. Sitenin adresi ayarlıysa (<code>PUBLIC_URL</code>) bot mesajlarında bunlara bağlantı verir.
web-home-api = Topluluk araçları için JSON: <code>/api/leaderboard/&lt;ön ayar&gt;</code>, <code>/api/servers/&lt;sunucu kimliği&gt;/leaderboard/&lt;ön ayar&gt;</code>, <code>/api/tournaments/&lt;numara&gt;</code>, <code>/api/games/&lt;numara&gt;</code>, <code>/api/puzzles/&lt;numara&gt;</code>, <code>/api/players/&lt;kullanıcı kimliği&gt;</code>.

## Tablolar.

web-col-player = Oyuncu
web-col-rating = Derece
web-col-games = Oyunlar
web-col-week = 7 gün
web-col-points = Puan
web-col-tiebreak = Eşitlik bozma
web-col-preset = Ön ayar
web-col-rank = Sıra
web-col-wins = Galibiyet
web-col-draws = Beraberlik
web-col-losses = Mağlubiyet
web-col-streak = Seri (en iyi)

## Sıralamalar.

web-board-title = { $preset } sıralaması, sayfa { $page }
web-board-heading = { $preset } sıralaması, { $scope ->
        [server] bu sunucu
       *[all] tüm sunucular
    }
web-board-pages = Sayfa { $page } / { $pages } · sıralamada { $ranked } oyuncu
web-board-presets = Ön ayarlar:
web-board-empty = Bu sayfada sıralamada oyuncu yok.
web-board-hidden = { $count ->
        [one] Bu sayfadaki { $count } oyuncu daha yalnızca sayfaları herkese açık olmayan sunucularda oynadı.
       *[other] Bu sayfadaki { $count } oyuncu daha yalnızca sayfaları herkese açık olmayan sunucularda oynadı.
    }
web-board-provisional = { $count ->
        [0] Sıralamaya girmeyi bekleyen geçici oyuncu yok.
        [one] { $count } geçici oyuncu (? işaretli derece) henüz sıralamada değil.
       *[other] { $count } geçici oyuncu (? işaretli dereceler) henüz sıralamada değil.
    }
web-board-prev = ← sayfa { $page }
web-board-next = sayfa { $page } →

## Bir oyunun tekrarı.

web-game-title = { $white } - { $black }
web-game-number = Oyun { $id }
web-in-progress = sürüyor
web-reason = { $reason ->
        [checkmate] şah mat
        [king-destroyed] şah yok edildi
        [promotion] terfi
        [stalemate] pat
        [no-legal-move] geçerli hamle yok
        [no-pawns] piyon kalmadı
        [insufficient-material] yetersiz materyal
        [seventy-five-moves] 75 hamle kuralı
        [fivefold-repetition] beş kez tekrar
        [resignation] terk
        [time] süre
        [time-insufficient-material] süre, yetersiz materyal
        [agreement] anlaşma
        [threefold-repetition] üç kez tekrar
        [fifty-moves] 50 hamle kuralı
        [aborted] iptal edildi
        [move-limit] hamle sınırı
        [decided] organizatör kararı
        [decided-forfeit] hükmen
       *[other] { $reason }
    }
web-board-alt = tahta, { $side ->
        [white] beyaz
       *[black] siyah
    } altta
web-replay-prev = ← önceki
web-replay-next = sonraki →
web-replay-keys = (ya da ← → tuşları)
web-replay-flip = tahtayı çevir ({ $side ->
        [white] beyaz
       *[black] siyah
    } altta)
web-no-moves = Henüz hamle yok.
web-caption-start = Başlangıç: sıra { $side ->
        [white] beyazda
       *[black] siyahta
    }.
web-caption-flight = { $side ->
        [white] Beyazın
       *[black] Siyahın
    } { $launch } karesinden fırlatılan füzesi { $square } karesine giriyor (adım { $step } / { $steps }).
web-caption-shot-down = Füze { $square } karesinde düşürüldü: { $move }.
web-caption-self-destruct = { $square } karesindeki piyon kendini imha ediyor.
web-caption-detonates = Füze { $square } karesinde patlıyor.
web-caption-played = { $side ->
        [white] Beyaz
       *[black] Siyah
    } { $move } oynadı.

## Bir oyunun analizi.

web-analysis = Analiz
web-analysis-side = { $side ->
        [white] Beyaz
       *[black] Siyah
    } { $name }: { $accuracy }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
web-analysis-accuracy = isabet %{ $value }
web-analysis-no-decision = karar yok
web-analysis-chart-alt = Beyazın şansı (Win%), her karardan sonra
web-analysis-worst = hamle { $number }, { $side ->
        [white] beyaz
       *[black] siyah
    }: { $played }{ $mark } (Win% { $before } → { $after }); daha iyisi: { $better }
web-analysis-better = daha iyisi: { $move }
web-analysis-note = Botun motoru konum başına { $nodes } düğümle değerlendirdi; işaretler lichess'teki gibi (?! küçük hata, ? hata, ?? büyük hata).

## Bir turnuva.

web-tournament-number = Turnuva { $id }
web-format = { $format ->
        [swiss] İsviçre sistemi
        [round-robin] herkes herkesle
        [arena] arena
        [knockout] eleme
        [double-elimination] çift eleme
       *[other] { $format }
    }
web-status = { $status ->
        [open] açık
        [running] sürüyor
        [finished] bitti
       *[cancelled] iptal edildi
    }
web-standings = Puan durumu
web-not-started = Henüz başlamadı: şimdiye kadar { $count } oyuncu katıldı.
web-withdrawn = (çekildi)
web-crosstable = Çapraz tablo
web-round = Tur { $number }
web-playing = oynanıyor
web-bye = (bay)
web-result-bye = bay
web-result-half-bye = ½ bay
web-bracket = Eşleşme ağacı
web-bracket-links = Oynanan her eşleşme oyunlarına bağlanır.

## Bir oyuncu.

web-chart-alt = derece grafiği
web-ratings = Dereceler
web-not-ranked = sıralamada değil
web-recent-games = Son { $preset } oyunları
web-recent-game = { $opponent } ({ $rating }) karşısında { $result ->
        [win] galibiyet
        [draw] beraberlik
       *[loss] mağlubiyet
    }

## Bir bulmaca.

web-puzzle-title = Bulmaca { $id }
web-puzzle-from = { $white } - { $black } oyunundan, hamle { $move }
web-puzzle-credit = Bulmaca: { $credit }.
web-puzzle-themes = temalar: { $themes }
web-themes-none = yok
web-puzzle-rating = derece { $rating }
web-puzzle-plays = { $count } kez oynandı
web-puzzle-prev = ← geri
web-puzzle-next = sonraki hamleyi göster →
web-puzzle-solution = Çözümü göster
web-puzzle-step-alt = çözümün { $n }. hamlesinden sonra tahta
web-puzzle-start = { $side ->
        [white] Beyaz
       *[black] Siyah
    } { $move } oynadı. Sıra { $solver ->
        [white] beyazda
       *[black] siyahta
    }: tek iyi hamleyi bul.
web-puzzle-plays-move = { $side ->
        [white] Beyaz
       *[black] Siyah
    } { $move } oynuyor.
web-puzzle-lets-pass = { $side ->
        [white] Beyaz
       *[black] Siyah
    } füzenin geçmesine izin veriyor.
web-puzzle-solved = Çözüldü.
web-recent-puzzles = Son bulmacalar
web-no-puzzles = Bu sunucunun oyunlarından henüz bulmaca yok: biten her oyun bulmaca için taranır.
web-request-timed-out = İstek zamanında gönderilmedi. Tekrar gönder, hem de hızlıca.
web-too-many-connections = Şu anda çok fazla bağlantı açık. Birkaç saniye sonra tekrar dene.
