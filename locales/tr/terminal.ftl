# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Beyaz
terminal-black = Siyah
terminal-ai-name = YZ (seviye { $level })
terminal-bad-ai-side = --ai { $given }: YZ'nin hangi tarafla oynadığını söyle, white ya da black
terminal-bad-level = --level { $given }: 1 (en zayıf) ile 8 (en güçlü) arasında seç
terminal-bad-lang = --lang { $given }: şu dillerden birini seç: { $codes }
terminal-no-database = veritabanı açılamıyor: { $error }
terminal-welcome = Cruise Pawns, bu terminalde iki kişilik oyun. Veritabanı: { $database }. Tahta resimleri: { $pictures }. Komutlar için `help` yaz.
terminal-game-over = Oyun bitti. Görüşürüz!
terminal-ask-shoot-down = { $player }: füzeyi düşürecek misin ({ $choices }) yoksa geçmesine izin mi vereceksin? [{ $seconds } sn] >
terminal-ask-steer = { $player }: füzeyi { $squares } karelerinden birine yönlendir >
terminal-ask-steer-or-self-destruct = { $player }: füzeyi { $squares } karelerinden birine yönlendir ya da kendini imha için * yaz >
terminal-ask-move = Sıra { $player } oyuncusunda >
terminal-end-of-input = Girdi bitti: oyun { $database } içinde kayıtlı kalıyor.
terminal-leaving = Çıkılıyor; oyun { $database } içinde kayıtlı kalıyor.
terminal-legal-moves = Geçerli hamleler: { $moves }
terminal-cannot-write-picture = ({ $file } yazılamıyor: { $error })
terminal-no-picture = (tahta resmi yok: { $error })
terminal-help-title = Komutlar (sırası gelen oyuncu yazar):
terminal-help-move = sıradan bir hamle (SAN ya da UCI)
terminal-help-flight = bütün bir füze uçuşu (yalnızca şimdiye kadar girilen kareler gösterilir)
terminal-help-self-destruct = e4'teki piyon kendini imha eder
terminal-help-fire =
    e4'teki piyonu adım adım yönlendir; sonra her kareyi yaz (e5),
    ya da ilk adımdan önce kendini imha için * yaz
terminal-help-answer = savunanın düşürme sorusuna cevabı (cevap yoksa = { $pass })
terminal-help-draw = beraberlik teklif et; diğer oyuncu { $accept } ya da { $decline } yazar
terminal-help-claim = beraberlik iste (üç kez tekrar ya da 50 hamle)
terminal-help-resign = terk et; iptal et (yalnızca iki taraf da hamle yapmadan önce)
terminal-help-board = tahtayı göster; geçerli hamleleri listele; oyun kaydını yazdır (PGN)
terminal-help-quit = bu yardım; çık (oyun kayıtlı kalır)

terminal-in-seconds = { $count } saniye sonra
terminal-in-minutes = { $count } dakika sonra
terminal-in-hours = { $count } saat sonra
terminal-in-days = { $count } gün sonra
terminal-ago-seconds = { $count } saniye önce
terminal-ago-minutes = { $count } dakika önce
terminal-ago-hours = { $count } saat önce
terminal-ago-days = { $count } gün önce
