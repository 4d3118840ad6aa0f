# /rules ve /help: Cruise Pawns nasıl oynanır ve yardımın konuları
# (kaynak: en-US).

## /rules

rules-text = **Cruise Pawns**, bir piyonun hamlesinin tamamı olarak kendini seyir füzesi gibi ateşleyebildiği satrançtır.
    • Başlangıç sırasından çıkmış bir piyon ateşlenir: füze en fazla 7 kare uçar, her adım bir şah yönünde, adım başına en fazla 45° dönerek (`cruise-forward`: yalnızca ileri ya da yana).
    • Kendi taşlarının üzerinden geçebilir, ilk rakip taşta durur ve orada **patlar**: o taş ve piyon yok olur. Bir uçuş rakip bir taşta bitmelidir (ya da `e4*` kendini imha eder).
    • Yolda girdiği her karede savunan, o kareye yapılan herhangi bir yasal alışla onu **düşürebilir** ya da geçmesine izin verebilir. Zamanında cevap gelmezse geçer.
    • Şahı yok eden kazanır (oyun `king_strikes: false` ile kurulmadıysa). Füze tehditleri şah değildir.
    • `pawns`: yalnızca piyonlar; son sıraya ilk ulaşan piyon kazanır.
    Oyna: `/move e4`, `/move e4>e5>e6>d7` (tüm uçuş, rakibinden gizli) ya da `/fire e4` ve düğmelerle yönlendir.

## /help

help-intro = **Cruise Pawns yardımı**: aşağıdan bir konu seç. Her biri komutlarını (`<option>` zorunlu, `[option]` isteğe bağlı) ve nasıl kullanıldıklarını listeler.
help-pick-topic = Bir konu seç
help-unknown-topic = Bu yardım konusunu bilmiyorum: `/help` komutunu yeniden çalıştır ve menüsünden bir konu seç.
help-organizers = *Organizatörler ve sunucu yöneticileri:*
help-command-line = `{ $usage }`: { $what }.

help-playing-label = Oynamak
help-playing-about = Meydan okumalar, hamleler, beraberlikler, oyunun sonu, analiz
help-playing-text = Botu `opponent` olarak seçen bir `/challenge` yapay zekâya karşı oynar (`level` 1-8); `opponent` olmadan herkes kabul edebilir. Bir oyunun başlığında hamleni doğrudan da yazabilirsin (`Nf3`). Senden hamle isteyen tahta senin tarafından çizilir. Saat yoksa her hamlenin bir süresi vardır (14 gün; turnuvada `move_limit`): süre dolunca rakibin `/claim` ile galibiyeti isteyebilir. Biten bir oyunda **Rövanş** düğmesi (renkler değişir, kabul için 10 dakika) ve **Analiz** düğmesi (isabet, hatalar ve daha iyi seçimler) vardır.

help-missiles-label = Füzeler
help-missiles-about = Piyonu ateşlemek, yönlendirmek, bir füzeyi düşürmek
help-missiles-text = Başlangıç sırasından çıkmış bir piyon, hamlesinin tamamı olarak kendini ateşleyebilir: füze en fazla 7 kare uçar, her adım bir şah yönünde, adım başına en fazla 45° dönerek. Kendi taşlarının üzerinden geçer ve ilk rakip taşta **patlar**: ikisi de yok olur. Şahı yok eden kazanır.
    Girdiği her karede savunan, onu oradaki bir alışla düşürmek (ör. **Bxe6**) ya da **Geçmesine izin ver** için düğmeler alır; zamanında cevap gelmezse geçer.
    Tüm uçuşu tek seferde, rakibinden gizli ateşlemek için: `/move e4>e5>e6>d7`.

help-tournaments-label = Turnuvalar
help-tournaments-about = Turnuva ve serilere katılmak, oynamak ve yönetmek
help-tournaments-text = Duyurunun düğmesiyle katıl. Bir kanalda birden çok turnuva varsa her komut birini seçmek için `tournament:` alır. Bir seri (`repeat:weekly`) saatini kendi saat diliminde korur.

help-ratings-label = Puanlar ve sezonlar
help-ratings-about = Puanlar, sıralama tablosu, profiller ve sezonlar
help-ratings-text = Dereceli oyunlar iki oyuncunun da puanını değiştirir (`?` az oyundan sonraki geçici bir puanı gösterir). Sezon, bir sunucunun bir süreliğine kendi puanlamasıdır; sonunda final sıralaması olur.

help-puzzles-label = Bulmacalar
help-puzzles-about = Bu sunucunun oyunlarından bulmacalar, günün bulmacası, seriler
help-puzzles-text = Bu sunucunun biten her oyunu büyük hatalar için taranır: her biri, oyununa atfedilen bir bulmaca olur ("from alice vs bob, move 23"). Bulmacanı yalnızca sen görürsün: `/move` ile cevap ver (füze uçuşu `e4>e5>e6` gibi) ya da bulmaca bir füzeyi düşürmeni veya geçmesine izin vermeni istediğinde düğmelerle. Doğru hamle cevabı gösterir ve sıradakini sorar; yanlış hamle bulmacayı bitirir ve çözümü gösterir. Bulmaca puanın oyun puanlarından ayrı, sana özeldir (`/leaderboard scope:puzzles`, `/profile`). Günün bulmacasının nerede ve ne zaman paylaşılacağını bir sunucu yöneticisi seçer: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC).

help-settings-label = Ayarlar
help-settings-about = Sunucunun ayarları ve botun cevaplarını kimin gördüğü
help-settings-text = Bunlar yalnızca sana cevap verir: `/rules`, `/help`, `/profile`, `/leaderboard` ve `/tournament standings`; cevabı kanalda paylaşmak için `public:true` ekle. `opponent` olmadan bir `/challenge`, bir sunucu yöneticisi belirlediyse sunucunun "oyun arıyor" rolünü etiketler.
