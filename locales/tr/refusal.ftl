# Botun bir işlemi neden reddettiği: neyin yanlış olduğunu ve ne
# yapılacağını söyleyen bir cümle (kaynak: en-US). Türkçede sayıdan sonra
# isim tekil kalır.

## Oyunlar.

refusal-no-game-here = Burada devam eden bir oyun yok. Bir meydan okumayla yeni bir oyun başlat.
refusal-game-over = Bu oyun bitti.
refusal-not-playing = Bu oyunda oynamıyorsun.
refusal-not-your-turn = Sıra sende değil.
refusal-wait-for-answer = Bekle: { $defender } füzeni düşürüp düşürmeyeceğine karar veriyor.
refusal-answer-first = Önce füze sorusunu yanıtla (füzeyi düşür ya da geçmesine izin ver).
refusal-missile-in-air = { $launch } karesinden fırlattığın füze havada: onu yönlendirmeye devam et (sonraki karesini yaz ya da seç).
refusal-empty-move = Bir hamle yaz, örneğin e4, Nf3, e2e4 ya da e4>e5>e6>d7 gibi bir uçuş.
refusal-illegal = { $reason }
refusal-no-missiles = { $preset } modunda füze yok: normal bir hamle oyna.
refusal-not-a-square = `{ $text }` bir kare değil: a-h arası bir sütun ve 1-8 arası bir sıra yaz, örneğin e4.
refusal-cannot-fire = { $square } karesindeki taş şu anda ateşlenemez: { $why ->
        [empty] o kare boş
        [not-yours] o senin piyonun değil
        [not-a-pawn] yalnızca piyonlar ateşlenebilir
        [starting-rank] başlangıç sırasındaki bir piyon ateşlenemez
       *[no-legal-flight] yasal bir uçuşu yok (bekleme süresi, açmaz ya da şah buna engel olabilir)
    }.
refusal-not-steering = Yönlendirilen bir füze yok: önce ateşlenecek bir piyon seç (örneğin fire e4).
refusal-self-destruct-too-late = Piyon kendini yalnızca ilk adımından önce imha edebilir.
refusal-cannot-enter = Füze sıradaki adımda { $square } karesine giremez; girebileceği kareler: { $next }.
refusal-cannot-enter-anywhere = Füze sıradaki adımda { $square } karesine giremez; girebileceği kare yok.
refusal-question-ended = Bu soru sona erdi.
refusal-question-ended-game-over = Bu soru sona erdi: oyun bitti.
refusal-answer-for-earlier-question = Yanıtın bu soru sorulmadan önce yazıldığı için uygulanmadı: yeni soruya bak ve onu yanıtla.
refusal-too-many-ai-games = { $count ->
        [one] Bu sunucuda yapay zekâya karşı zaten { $count } bitmemiş oyunun var: { $games }. Yenisine başlamadan önce onu bitir ya da terk et.
       *[other] Bu sunucuda yapay zekâya karşı zaten { $count } bitmemiş oyunun var: { $games }. Yenisine başlamadan önce bunlardan birini bitir ya da terk et.
    }
refusal-ai-game = { $place } içinde { $game } numaralı oyun (seviye { $level })
refusal-position-changed = Mesajını yazdığından beri pozisyon değişti, bu yüzden hamle oynanmadı: tahtaya tekrar bak ve hamleni yeniden gönder.
refusal-no-question = Yanıtlanacak bir düşürme sorusu yok.
refusal-only-opponent-answers = Bu soruyu yalnızca rakibin yanıtlayabilir.
refusal-not-a-shoot-down = `{ $text }` burada füzeyi düşürmüyor. Seçenekler: { $labels }; ya da füzenin geçmesine izin ver.
refusal-ambiguous-shoot-down = `{ $text }` şunlardan biri olabilir: { $matches }. Tam olarak gösterildiği gibi yaz (taşlar için büyük harf).
refusal-too-late-to-abort = İki taraf da hamle yaptı: oyun artık iptal edilemez (terk et ya da beraberlik teklif et).
refusal-not-abortable = Bu oyun eşleştirmeyle sana verildi ve iptal edilemez: bunun yerine terk et ya da onu eşleştiren etkinlikten çekil.
refusal-berserk-too-late = Berserk'i yalnızca oyundaki ilk hamlenden önce kullanabilirsin.
refusal-berserk-no-clock = Berserk süreni yarıya indirir: bu oyunda işleyen bir saat yok.
refusal-already-berserk = Bu oyunda zaten berserk kullandın: süren yalnızca bir kez yarıya iner.
refusal-already-offered-draw = Zaten beraberlik teklif ettin.
refusal-no-draw-offer = Yanıtlanacak bir beraberlik teklifi yok.
refusal-own-draw-offer = Bu beraberlik teklifini sen yaptın; onu rakibin yanıtlar.
refusal-claim-after-flight = Beraberliği füzenin uçuşu bittikten sonra talep et.
refusal-no-claims-in-pawn-game = Pawn Game'de beraberlik talep edilemez: bunun yerine beraberlik teklif et.
refusal-nothing-to-claim = Talep edilecek beraberlik yok: bu pozisyon { $repetitions } kez oluştu (3 gerekir) ve taş alma, piyon hamlesi ya da uçuş olmadan { $moves } hamle yapıldı (50 gerekir).
refusal-move-limit-not-reached = Henüz talep edilecek bir şey yok: { $opponent } için hamle yapmaya hâlâ { $left } var. Hamle süresi önce dolarsa `/claim` oyunu sana kazandırır.

## Meydan okumalar ve rövanşlar.

refusal-challenge-not-open = Bu meydan okuma artık açık değil.
refusal-challenge-expired = Bu meydan okumanın süresi doldu.
refusal-rematch-not-over = { $game } numaralı oyun hâlâ sürüyor: rövanş, oyun bittiğinde teklif edilebilir.
refusal-no-rematch = { $game } numaralı oyunun rövanşı yok: yalnızca iki üye arasındaki gündelik ve dereceli oyunlarda rövanş teklif edilir; turnuva oyunlarında ve yapay zekâya karşı oyunlarda edilmez. `/challenge` ile yeni bir oyun başlat.
refusal-rematch-not-yours = { $game } numaralı oyunun rövanşını yalnızca o oyunu oynayan { $white } ve { $black } alabilir. `/challenge` ile kendi oyununu başlat.
refusal-rematch-offered = Rövanşı zaten teklif ettin: teklifinden sonraki { $open } içinde kabul edip etmemek (**Rematch** ya da **Accept** ile) { $opponent } adlı oyuncuya kalmış.
refusal-rematch-expired = Bu rövanş teklifinin süresi doldu: { $open } boyunca açıktı. `/challenge` ile yeni bir oyun başlat.
refusal-rematch-started = Rövanş zaten başladı: { $game } numaralı oyun.
refusal-rematch-started-elsewhere = Rövanş zaten başladı.
refusal-rematch-closed = Bu rövanş teklifi reddedildi ya da geri çekildi. `/challenge` ile yeni bir oyun başlat.
refusal-own-challenge = Kendi meydan okumanı kabul edemezsin.
refusal-challenge-for-other = Bu meydan okuma yalnızca { $name } için.
refusal-challenge-self = Kendine meydan okuyamazsın: başka bir oyuncu belirt ya da açık bir meydan okuma için rakibi boş bırak.
refusal-only-challenger-cancels = Bu meydan okumayı yalnızca meydan okuyan kişi iptal edebilir.
refusal-open-challenge-decline = Bu meydan okuma herkese açık: kabul et ya da başka birine bırak.
refusal-not-your-challenge = Bu meydan okuma sana değil.
refusal-too-many-challenges = Bu sunucuda zaten { $limit } açık meydan okuman var (sınır bu): bir yanıt bekle ya da birini Decline düğmesiyle geri çek.
refusal-two-players-needed = Bir oyun için iki farklı oyuncu gerekir.
refusal-place-taken-thread = Bu alt başlıkta zaten bir oyun oynanıyor.
refusal-place-taken-channel = Bu kanalda zaten bir oyun oynanıyor: sonrakini bir alt başlıkta oyna.

## Analizler.

refusal-no-such-game = Bu sunucuda { $game } numaralı bir oyun yok: oyunun son mesajında görünen numarayı ver.
refusal-analysis-not-over = { $game } numaralı oyun hâlâ sürüyor: bittiğinde analiz edilebilir.
refusal-nothing-to-analyse = { $game } numaralı oyun hiç hamle oynanmadan bitti: analiz edilecek bir şey yok.
refusal-analysis-unavailable = { $game } numaralı oyun şu anda analiz edilemiyor: kaydı okunamadı. Bir dakika sonra tekrar dene.
refusal-analysis-queue-full = { $game } numaralı oyun şu anda analiz kuyruğuna giremiyor: zaten { $waiting } oyun bekliyor. Birkaç dakika sonra tekrar iste.
refusal-analysis-member-share = { $game } numaralı oyun analiz kuyruğuna giremiyor: zaten bekleyen ya da analiz edilen { $limit } oyunun var, bu bir üyenin sınırı. Bunlardan biri bitince tekrar iste.
refusal-analysis-server-share = { $game } numaralı oyun analiz kuyruğuna giremiyor: bu sunucunun zaten bekleyen ya da analiz edilen { $limit } oyunu var, bu da kuyruktaki payı (kuyruğu başka sunucular da paylaşıyor). Bunlardan biri bitince tekrar iste.

## Botun kendisi.

refusal-settings = { $reason }
refusal-save-failed = İşlemin kaydedilemedi (depolama sorunu); hiçbir şey değişmedi. Birazdan tekrar dene.
refusal-leaderboard-unavailable = Sıralama tablosu şu anda okunamıyor; daha sonra tekrar dene.
refusal-profile-unavailable = Profil şu anda okunamıyor; daha sonra tekrar dene.
refusal-shutting-down = Bot yeniden başlatılıyor: hiçbir şey değişmedi. Bir dakika sonra tekrar dene.

## Cümle içindeki listeler.

list-and = { $first } ve { $second }
list-and-more = { $first }, { $rest }
list-or = { $first } ya da { $second }
list-or-more = { $first }, { $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
