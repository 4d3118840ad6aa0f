# Bir oyunun mesajları (kaynak: en-US). Sen diye hitap. Çoğul: one, other.

## Oyuncular ve hamle sırası.

game-player = **{ $name }** ({ $side ->
        [white] Beyaz
       *[black] Siyah
    })
game-to-move = Hamle sırası: { $player }.
game-to-move-in-check = Hamle sırası: { $player } (şahta).
game-clocks = Saatler: Beyaz { $white }, Siyah { $black }.
game-move-deadline = Bu hamlenin süresi { $when } doluyor.

## Oyunun ayarları.

game-clock-none = saatsiz
game-clock-live = { $minutes }+{ $increment } saat
game-clock-days = { $days ->
        [one] hamle başına { $days } gün
       *[other] hamle başına { $days } gün
    }
game-summary = { $preset }, { $clock }
game-summary-missiles = { $preset }, şaha darbe { $king-strikes ->
        [on] açık
       *[off] kapalı
    }, önlemek için { $intercept }, { $clock }
game-summary-ai = { $summary }, { $level }. seviyedeki yapay zekâya karşı

## İlk mesaj ve /board.

game-start = **{ $white }** (Beyaz) - **{ $black }** (Siyah): { $summary }.
game-board = { $white } (Beyaz) - { $black } (Siyah): { $summary }.
game-board-missile = { $square } karesinde havada bir füze var.
game-export = { $game } numaralı oyunun kaydı.

## Hamleler, uçuşlar ve düşürmeler.

game-moved = { $player } **{ $san }** oynuyor.
game-steer-first = { $player }, füzeyi **{ $square }** karesinden yönlendir: gireceği ilk kareyi seç (rakip taşın olduğu karede patlar).
game-steer-next = { $line } — { $player }: gireceği sonraki kareyi seç.
game-self-destruct = Kendini imha et
game-question = { $line } — { $defender }: düşürmek mi ({ $labels }), geçmesine izin vermek mi? Bitiş { $when }
game-question-notice = { $defender }, füze **{ $square }** karesinde: onu düşür ya da geçmesine izin ver; soru { $when } bitiyor.
game-let-pass = Geçmesine izin ver
game-passed = { $line } — { $defender } geçmesine izin veriyor.
game-passed-timeout = { $line } — { $defender } { $intercept } içinde yanıt vermedi: füze geçiyor.
game-question-cut-short = { $line } — oyun bir yanıt gelmeden bitti.
game-shot-down = 💥 { $defender } füzeyi { $square } karesinde { $san } ile düşürüyor.
game-detonated = 💥 { $attacker } oyuncusunun füzesi { $square } karesinde patlıyor ve { $defender } oyuncusunun { $piece ->
        [pawn] piyonunu
        [knight] atını
        [bishop] filini
        [rook] kalesini
        [queen] vezirini
       *[king] şahını
    } yok ediyor.
game-self-destructed = 💥 { $player } oyuncusunun { $square } karesindeki piyonu kendini imha ediyor.

## Beraberlik teklifleri ve hatırlatmalar.

game-draw-offer = { $player } beraberlik teklif ediyor. { $opponent }, kabul mü ediyorsun, reddediyor musun?
game-accept = Kabul et
game-decline = Reddet
game-draw-declined = { $player } beraberliği reddediyor.
game-draw-agreed = Beraberlikte anlaşıldı.
game-draw-offer-ended = Bu beraberlik teklifi sona erdi: oyun bitti.
game-draw-offer-lapsed = Beraberlik teklifi düştü: onun yerine bir hamle oynandı.
game-reminder = Hatırlatma: { $player }, hamle sırası sende; süren { $when } doluyor.
game-move-limit-half-lose = Hatırlatma: { $player }, hamle sırası sende; hamle süre sınırının ({ $limit }) yarısı geçti: oyunu { $when } kaybedersin.
game-move-limit-half-claim = Hatırlatma: { $player }, hamle sırası sende; hamle süre sınırının ({ $limit }) yarısı geçti: { $opponent } { $when } galibiyeti talep edebilir.
game-move-limit-reached = { $player } hamle süre sınırı ({ $limit }) içinde oynamadı: { $opponent }, `/claim` ile galibiyeti talep edebilir ya da hamleyi bekleyebilirsin.

## Son.

game-rematch = Rövanş
game-analyse = Analiz et
game-aborted = Oyun iptal edildi: sonuç yok.
game-over-agreement = Oyun bitti: anlaşmayla beraberlik.
game-over-win = Oyun bitti: { $winner } kazandı: { $why }.
game-over-draw = Oyun bitti: beraberlik: { $why }.
game-why-resignation = { $player } terk ediyor
game-why-time = { $player } süresini doldurdu
game-why-move-limit = { $player } hamle süre sınırı ({ $limit }) içinde oynamadı
game-why-time-no-material = { $player } süresini doldurdu, ancak { $opponent } kazanmak için yeterli malzemeye sahip değil
game-why-threefold = üç kez tekrar ile talep edildi (aynı pozisyon üç kez)
game-why-fifty-moves = 50 hamle kuralıyla talep edildi (taş alma, piyon hamlesi ya da uçuş olmadan her biri 50 hamle)
game-why-checkmate = { $player } mat oldu
game-why-king-destroyed = bir füze { $player } oyuncusunun şahını yok etti
game-why-promotion = { $square } karesindeki piyon son sıraya ulaştı
game-why-promotion-somewhere = bir piyon son sıraya ulaştı
game-why-stalemate = { $player } pat oldu (yasal hamle yok, şahta değil)
game-why-no-legal-move = { $player } için yasal hamle yok
game-why-no-pawns = { $player } oyuncusunun piyonu kalmadı
game-why-no-pawns-side = bir tarafın piyonu kalmadı
game-why-insufficient-material = iki tarafın da mat etmeye yetecek malzemesi kalmadı
game-why-seventy-five-moves = taş alma, piyon hamlesi ya da uçuş olmadan her biri 75 hamle
game-why-fivefold = aynı pozisyon beş kez oluştu
game-decided = Oyun bitti: { $what }, belirleyen: **{ $by }**.
game-an-organizer = bir organizatör
game-decided-win = { $player } kazandı ({ $score })
game-decided-forfeit = { $player } hükmen kazandı ({ $score })
game-decided-draw = beraberlik (½-½)
game-decided-double-forfeit = iki oyuncu da hükmen kaybetti (-/-)
