# Yanlış yazılmış ayarlar, hatalı bir FEN, verilmeyen bir sunucu rolü
# (kaynak: en-US). Yazılan değerler olduğu gibi kalır.

settings-intercept-out-of-range = önleme süresi { $given } aralığın dışında: { $min } ile { $max } arasında seç
settings-intercept-not-understood = önleme süresi `{ $text }` anlaşılmadı: 30s, 5m, 2h, 1d ya da 45 gibi sadece saniye yaz
settings-unknown-colour = bilinmeyen renk `{ $text }`: white, black veya random seç
settings-time-not-understood = süre kontrolü `{ $text }` anlaşılmadı: 10+5 gibi dakika+ek süre, 3d gibi hamle başına gün (1d ile 7d arası) ya da none yaz
settings-correspondence-out-of-range = yazışmalı süre `{ $text }` aralığın dışında: hamle başına 1d ile 7d arasında seç
settings-live-out-of-range = süre kontrolü `{ $text }` aralığın dışında: 1 ile 180 dakika ve 0 ile 180 saniye ek süre
settings-ai-level-out-of-range = yapay zekâ seviyesi { $level } aralığın dışında: 1 (en zayıf) ile 8 (en güçlü) arasında seç
settings-unknown-scope = bilinmeyen kapsam `{ $text }`: server veya global seç
settings-unknown-preset = bilinmeyen ön ayar `{ $text }`: cruise, cruise-forward, chess, pawns veya pawns-cruise seç
settings-duration-unreadable = bu bir süre değil: 30s, 5m, 2h veya 1d gibi bir tam sayı ve birim yaz
settings-duration-too-long = bir yıldan uzun

settings-fen = hatalı FEN, { $field ->
        [placement] dizilim
        [side-to-move] hamle sırası
        [castling] rok
        [en-passant] geçerken alma
        [halfmove-clock] yarım hamle sayacı
        [fullmove-number] hamle numarası
        [cooldown] bekleme
       *[position] konum
    } alanı: { $problem }
settings-fen-empty = FEN boş
settings-fen-missing = eksik: bir FEN'de dizilim, hamle sırası, rok, geçerken alma, yarım hamle sayacı ve hamle numarası bulunur
settings-fen-too-many-fields = { $fields } alanı var; bir FEN'de en fazla 7 alan olur
settings-fen-rank-count = `/` ile ayrılmış { $ranks } yatay sırası var; bir tahtada 8 sıra olur, 8. sıradan 1. sıraya
settings-fen-bad-count = { $rank }. sırada `{ $text }`: boş kareler 1'den 8'e kadar sayılır
settings-fen-not-a-piece = { $rank }. sıradaki `{ $text }` ne bir taş harfi (beyaz için PNBRQK, siyah için pnbrqk) ne de boş kare sayısı
settings-fen-rank-too-long = { $rank }. sırada 8'den fazla kare var
settings-fen-rank-too-short = { $rank }. sırada { $squares } kare var, 8 gerekiyor
settings-fen-too-many-kings = { $color ->
        [white] beyazın
       *[black] siyahın
    } { $kings } şahı var
settings-fen-piece-on-pawns-board = piyon tahtasında yalnızca piyonlar olur, ama { $square } karesinde { $color ->
        [white] beyaz
       *[black] siyah
    } bir { $role ->
        [pawn] piyon
        [knight] at
        [bishop] fil
        [rook] kale
        [queen] vezir
        [king] şah
       *[piece] taş
    } var
settings-fen-pawn-cannot-stand = { $square } karesinde piyon duramaz
settings-fen-no-castling-on-pawns-board = `{ $text }`: piyon tahtasında rok yok; - yaz
settings-fen-not-a-castling-letter = `{ $text }` K, Q, k, q ya da - değil
settings-fen-castling-needs-king = `{ $letter }` için { $square } karesinde { $color ->
        [white] beyaz
       *[black] siyah
    } şah gerekir
settings-fen-castling-needs-rook = `{ $letter }` için { $square } karesinde { $color ->
        [white] beyaz
       *[black] siyah
    } bir kale gerekir
settings-fen-castling-twice = `{ $letter }` iki kez verilmiş
settings-fen-not-a-number = `{ $text }` bir tam sayı değil
settings-fen-not-a-side = `{ $text }` w ya da b değil
settings-fen-not-a-square = `{ $text }` bir kare ya da - değil
settings-fen-en-passant-rank = hamle sırası { $turn ->
        [white] beyazdayken
       *[black] siyahtayken
    } { $square } geçerken alma karesi olamaz; { $rank }. sırada olmalı
settings-fen-cooldown-shape = `{ $text }` <beyaz kare>/<siyah kare> biçiminde değil (yoksa -), örneğin e4/-
settings-fen-in-check = { $turn ->
        [white] hamle sırası beyazda ama siyah
       *[black] hamle sırası siyahta ama beyaz
    } şah altında

settings-role-cannot-give = Hiçbir sunucu rolü verilmiyor: { $granter ->
        [you] sen
        [organizer] organizatörü
        [season] sezonu başlatan üye
       *[other] { $name }
    } <@&{ $role }> rolünü veremez (yalnızca sunucu sahibi, bir Yönetici ya da bu rolün üstünde **Rolleri Yönet** izni olan bir üye onu ödül yapabilir).
settings-role-set-since = Hiçbir sunucu rolü verilmiyor: <@&{ $role }> bu ayar yapıldıktan sonra sunucunun rolü oldu, bu yüzden { $granter ->
        [you] senin
        [organizer] organizatörün
        [season] sezonu başlatan üyenin
       *[other] { $name } adlı üyenin
    } onu verip veremeyeceği hiç kontrol edilmedi.

settings-puzzle-or-pass = { $why }; ya da füzenin geçmesine izin vermek için `pass` yanıtını ver
settings-clock-days-hours = { $days } g { $hours } sa
