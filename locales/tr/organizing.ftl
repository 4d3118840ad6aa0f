# Turnuva düzenleme: bir turnuva işleminin neden reddedildiği, katılımlar,
# ayrılmalar, iptaller ve planlı bir başlangıç öncesi.

## Retler. $name: bir turnuvanın adı (kalın).

organizing-bad-format = `{ $text }` turnuva biçimini tanımıyorum: { $formats } seç.
organizing-not-an-option-of = `{ $option }` bu { $format } turnuvasının seçeneği değil: { $formats } turnuvaları için. { $create } ile bir tane oluştur ya da `{ $option }` seçeneğini çıkar.
organizing-no-formats = hiçbir
organizing-too-many-for-bracket = Bir eleme tablosu en fazla 128 oyuncu alır ve { $have } oyuncu katıldı: /tournament kick ile bazılarını çıkar ya da bunun yerine İsviçre sistemi oyna.
organizing-match-result-or-winner = Ya `result` (eşleşmenin oynanan oyununun sonucu, `1-0` gibi) ya da `winner` (tur atlayan oyuncu) ver; ikisini birden ya da hiçbirini değil.
organizing-bad-start = `{ $text }` başlangıç saatini anlamadım: `in 2h`, `18:30` gibi bir UTC saati, `2026-12-04 19:00 Europe/Berlin` gibi bölgeli bir tarih ve saat, `<t:1796497200>` gibi bir Discord zaman damgası ya da Unix saniyesi yaz; ya da boş bırak ve turnuvayı kendin başlat.
organizing-start-passed = `{ $text }` başlangıç saati { $date }, ve bu zaman geçti: gelecekte bir saat ver.
organizing-start-too-far = `{ $text }` başlangıç saati 30 günden daha uzakta: turnuvayı tarihine daha yakın oluştur.
organizing-unknown-zone = `{ $text }` saat dilimini tanımıyorum: `Europe/Berlin`, `America/New_York` ya da `UTC` gibi bir IANA adı kullan.
organizing-bad-no-show = `{ $text }` gelmeme süresini anlamadım: `30s`, `2m`, `5m`, `1h` ya da `1d` gibi bir sayı ve birim yaz, 10 saniyeden 7 güne kadar; ya da varsayılan için boş bırak (5 dakika; yazışmalı süre kontrolünde 24 saat).
organizing-bad-move-limit = `{ $text }` hamle sınırını anlamadım: `30s`, `2m`, `1h` ya da `1d` gibi bir sayı ve birim yaz, 10 saniyeden 14 güne kadar; ya da varsayılan için boş bırak (1 gün).
organizing-move-limit-with-clock = `move_limit` saatsiz turnuvalar içindir: süre kontrolüyle her hamleyi saat sınırlar. `move_limit` seçeneğini çıkar ya da turnuvayı `time:none` ile oluştur.
organizing-bad-bye = `{ $text }` bay puanı olamaz: `1` (varsayılan), `0.5` (ya da `½`) veya `0` seç.
organizing-bad-name = Turnuvaya 1 ile 80 karakter arası bir ad ver.
organizing-bad-rounds = { $rounds } tur olamaz: 1 ile 30 tur arası seç ya da oyunculara uyan bir sayı için boş bırak.
organizing-bad-minutes = { $minutes } dakikalık bir arena olamaz: 1 ile 1440 dakika arası seç.
organizing-no-tournament-here = Bu kanalda açık ya da süren bir turnuva yok. /tournament create ile bir tane oluştur.
organizing-edit-after-start = **{ $name }** başladı: yalnızca başlamadan önce düzenlenebilir. Sonuçları `/tournament result` ile girilir.
organizing-nothing-to-edit = Değişecek bir şey yok: `/tournament edit <format>` komutuna en az bir seçenek ver: `name`, `starts`, `time`, `max_players`, `no_show`, `move_limit`, İsviçre sisteminde `rounds` ve `byes`, arenada `minutes`.
organizing-edit-other-format = **{ $name }** bir { $format } turnuvası: onu `/tournament edit { $asked }` ile değil, `/tournament edit { $format }` ile değiştir.
organizing-edit-not-for-format = Bu { $format } turnuvasında değiştirilecek bir `{ $option }` yok: `{ $option }` { $formats } turnuvaları içindir.
organizing-max-below-joined = Zaten { $joined } oyuncu katıldı: `max_players` { $max } olamaz. { $joined } ya da daha fazlasını ver veya önce oyuncu çıkar.
organizing-choose-tournament = Bu kanalda birden çok turnuva var: { $choices }. `tournament:` seçeneğiyle birini seç (sen yazarken önerir).
organizing-choices-more = { $count } tane daha
organizing-create-command = `/tournament create { $format }`
organizing-too-many-open = Bu sunucuda zaten { $limit } açık turnuvan var ({ $open }); bir üye en fazla bu kadar açabilir. Yenisini oluşturmadan önce birini bitir ya da iptal et (`/tournament cancel`).
organizing-no-such-tournament = #{ $id } numaralı turnuva yok. Bu kanalın turnuvalarını /tournament standings ile gör.
organizing-already-joined = **{ $name }** turnuvasına zaten katıldın. Başlamasını bekle.
organizing-full = **{ $name }** dolu ({ $max } oyuncu). Düzenleyenden yer iste ya da başka bir turnuvaya katıl.
organizing-already-started = **{ $name }** başladı ve artık katılım almıyor (herkes herkesle turnuvası başladıktan sonra hiç almaz; İsviçre sistemi son turu eşlendikten sonra almaz; arena bittikten sonra almaz). Bir sonrakine katıl.
organizing-over = **{ $name }** bitti. Son sıralamasına bak ya da yeni bir turnuva oluştur.
organizing-not-joined = **{ $name }** turnuvasında oynamıyorsun. Açıkken /tournament join ile katıl.
organizing-not-running = **{ $name }** henüz başlamadı: ayrılmak için /tournament leave kullan.
organizing-already-withdrawn = **{ $name }** turnuvasından zaten ayrıldın.
organizing-not-organizer = Yalnızca düzenleyen ({ $organizer }), Sunucuyu Yönet yetkisi olan bir üye ya da sunucunun turnuva düzenleyici rolüne sahip biri { $action }. Onlardan birine sor (`/tournament settings` rolü gösterir).
organizing-organizer-action = { $action ->
        [add] bu turnuvaya oyuncu ekleyebilir
        [results] bu turnuvada sonuç girebilir
        [start] bu turnuvayı başlatabilir
        [cancel] bu turnuvayı iptal edebilir
        [pair] bu turnuvanın sonraki turunu eşleyebilir
        [remove] bu turnuvadan oyuncu çıkarabilir
       *[other] bu turnuvayı düzenleyebilir
    }
organizing-too-few-players = Bu biçimdeki bir turnuvanın en az { $needed } oyuncuya ihtiyacı var ve { $have } oyuncusu var. Daha fazla oyuncunun katılmasını bekle.
organizing-round-in-progress = { $round }. tur hâlâ oynanıyor ({ $games }). Sonraki tur, son oyunu bitince kendiliğinden eşlenir.
organizing-round-in-progress-no-show = { $time } saatine kadar hamle yapmayan oyuncu hükmen kaybeder.
organizing-round-in-progress-under-way = Oyunları sürüyor: bitmelerini bekle.
organizing-arena-pairs-itself = **{ $name }** bir arena: boştaki oyuncular kendiliğinden eşlenir, eşlenecek tur yok.
organizing-no-more-rounds = **{ $name }** turnuvasının tüm turları eşlendi; son oyun bitince sona erer.
organizing-not-in-tournament-game = Berserk, kendi arena oyunun içindir: oyunun başlığında, ilk hamlenden önce.
organizing-berserk-too-late = Berserk'e yalnızca oyundaki ilk hamlenden önce geçebilirsin.
organizing-berserk-no-clock = Berserk saatini yarıya indirir: bu turnuvada saat yok.
organizing-no-abort = Turnuva oyunları iptal edilemez. Terk et ya da /tournament withdraw ile turnuvadan çekil.
organizing-pairing-failed = Sonraki tur eşlenemedi ({ $error }). Düzenleyen /tournament pair ile yeniden deneyebilir.
organizing-not-swiss = TRF dosyası yalnızca İsviçre sistemi turnuvalar için var; onun yerine her oyunun PGN'i ekli.
organizing-save-failed = Bunu kaydedemedim. Lütfen birazdan yeniden dene.
organizing-bad-max-players = En fazla { $max } oyuncu olamaz: 2 ile 1.000 oyuncu arası seç ya da 256 için boş bırak.
organizing-bad-role = `{ $text }` bir rol değil: bu sunucunun bir rolünü seç ya da herkes katılabilsin diye boş bırak.
organizing-needs-start-time = `{ $option }:` için bir başlangıç saati gerek: `starts:` ekle (`in 2h`, `18:30 Europe/Berlin` ya da `2026-12-04 19:00 UTC` gibi).
organizing-bad-remind = `{ $option }:{ $text }` bir süre değil: `10m`, `1h` ya da `1d` gibi yaz, hatırlatma istemiyorsan `0` yaz.
organizing-bad-checkin = `{ $option }:{ $text }` bir süre değil: `10m`, `1h` ya da `1d` gibi yaz, yoklama istemiyorsan boş bırak.
organizing-check-in-opens = **{ $name }** için yoklama { $when } açılıyor: o zaman yeniden gel.
organizing-check-in-not-open = **{ $name }** için şu anda açık bir yoklama yok.
organizing-not-entered = **{ $name }** turnuvasına katılmadın: önce Katıl'a, sonra Yoklama ver'e bas.
organizing-bad-result = `{ $text }` sonucunu anlamadım: `1-0`, `0-1`, `1/2` (beraberlik; `½`, `½-½`, `1/2-1/2` ve `0.5-0.5` de olur), `+-` (Beyaz hükmen kazanır), `-+` (Siyah hükmen kazanır) ya da `0-0` (ikisi de hükmen kaybeder) yaz.
organizing-byes-swiss-only = **{ $name }** İsviçre sistemi değil: yarım puanlık bay yalnızca İsviçre sisteminde istenebilir. Devam edemeyeceksen çekil.
organizing-byes-off = **{ $name }** istek üzerine bay vermiyor. Oyunlarını oyna ya da devam edemeyeceksen çekil.
organizing-no-byes-left = **{ $name }** turnuvasındaki { $allowed } yarım puanlık bay hakkını kullandın. Oyunlarını oyna ya da devam edemeyeceksen çekil.
organizing-bye-already-requested = **{ $name }** turnuvasının { $round }. turu için zaten yarım puanlık bay istedin: o turda eşlenmeyeceksin.
organizing-bye-too-late = **{ $name }** turnuvasının son turu eşlendi: bay alınacak tur kalmadı. Oyununu oyna ya da çekil.
organizing-no-such-round = { $round }. tur yok: { $rounds ->
        [0] henüz hiçbir tur eşlenmedi.
        [one] yalnızca 1. tur eşlendi.
       *[other] 1 ile { $rounds } arasındaki turlar eşlendi.
    }
organizing-no-such-board = { $round }. turda { $board }. masa yok: { $boards ->
        [one] yalnızca 1. masa var.
       *[other] masaları 1 ile { $boards } arası.
    }
organizing-bye-board = { $round }. turun { $board }. masası bir bay: oyunu da girilecek sonucu da yok. İki oyunculu bir masa seç.
organizing-results-not-started = **{ $name }** henüz başlamadı: girilecek sonuç yok.
organizing-results-over = **{ $name }** bitti: sonuçları kesin ve artık değiştirilemez.
organizing-results-cancelled = **{ $name }** iptal edildi: girilecek sonuç yok.
organizing-missing-role = **{ $name }** turnuvasına katılmak için { $role } rolüne ihtiyacın var.
organizing-too-few-rated-games = **{ $name }** için { $preset } modunda en az { $needed } gerekiyor; sende { $have } var. { $more } daha oyna ve yeniden katıl.
organizing-already-berserk = Bu oyunda zaten berserk'e geçtin.
organizing-unpairable = **{ $name }** turnuvasının sonraki turu { $round }. turdan sonra eşlenemiyor: kalan her eşleşme bir rövanş ya da ikinci bir bay olurdu. Turnuva burada bitiyor.
organizing-bad-repeat = `{ $text }` bir tekrar değil: none, daily, weekly ya da monthly seç.
organizing-bad-zone = `{ $text }` tanıdığım bir saat dilimi değil. `Europe/Berlin`, `America/New_York`, `Asia/Tokyo` ya da `UTC` gibi bir IANA adı ver (bkz. https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); hiçbir şey değiştirilmedi.

## Katılımlar, ayrılmalar, iptaller ve başlangıç öncesi (gönderiler).

organizing-back = { $player }, { $tournament } turnuvasına döndü: bir rakip boşalır boşalmaz yeniden eşlenecek.
organizing-left = { $player }, { $tournament } turnuvasından ayrıldı.
organizing-removed = { $player }, { $tournament } turnuvasından çıkarıldı: süren oyunu hükmen kaybedilir.
organizing-withdrew = { $player }, { $tournament } turnuvasından çekildi: süren oyunu hükmen kaybedilir.
organizing-added = { $mention }, { $by } seni (**{ $player }**) { $tournament } turnuvasına ekledi. Oynamayacak mısın? Aşağıdaki **Ayrıl** düğmesine bas (ya da `/tournament leave`).
organizing-cancelled = { $tournament } düzenleyeni tarafından iptal edildi.
organizing-cancelled-too-few = { $tournament } iptal edildi: { $players } katıldı, en az { $min } gerekiyor.
organizing-cancelled-too-few-checked-in = { $tournament } iptal edildi: { $players } yoklama verdi, en az { $min } gerekiyor.
organizing-run-up = ⏰ { $tournament } { $date } başlıyor ({ $countdown }).
organizing-run-up-check-in = ⏰ { $tournament } { $date } başlıyor. Yoklama açık: { $countdown } kapanmadan aşağıdaki Yoklama ver düğmesine bas, yoksa başlangıçta turnuvadan çıkarılırsın.
organizing-withdrawn-absent = { $names }, { $tournament } için yoklama vermediğinden { $count ->
        [one] çıkarıldı.
       *[other] çıkarıldılar.
    }
organizing-withdrawn-absent-late = Geç katılmak hâlâ mümkün: Katıl'a bas.
organizing-checked-in = { $tournament } için yoklaman alındı. { $countdown } başlıyor.

## Başka yerlerde.

organizing-calendar-description = { $preset } ile { $format } turnuvası, { $time }. Duyurusundaki Katıl düğmesiyle katıl.
organizing-winner-role-reason = { $tournament } kazananı

organizing-private-notice = 🔒 **{ $title }**: { $notice }
organizing-bracket-players = Bir eleme tablosu 2 ile 128 arası oyuncu alır, { $players } değil: katılımcıları böl ya da önce İsviçre sistemi oyna.
organizing-bracket-third-place = 2 oyunculu bir tabloda yarı final yoktur, bu yüzden üçüncülük eşleşmesi de yok: onu çıkar ya da en az 3 oyuncu al.
organizing-bracket-match-name = '{ $text }' bir eşleşme adı değil: W<tur>-<n>, L<tur>-<n>, GF1, GF2 ya da 3P yaz (örneğin W1-2).
organizing-bracket-no-such-match = Bu tabloda { $match } diye bir eşleşme yok: adlarını görmek için eşleşmeleri listele.
organizing-bracket-not-ready = { $match } hazır değil: iki oyuncusu henüz belli değil; önce ondan önceki eşleşmeleri kaydet.
organizing-bracket-walkover = { $match } hükmen sonuçlanır: { $seed } oynamadan üst tura çıkar, bu yüzden sonuç girilmez.
organizing-bracket-walkover-open = { $match } hükmen sonuçlanır: bir yer boş, bu yüzden diğerine kim gelirse oynamadan üst tura çıkar; sonuç girilmez.
organizing-bracket-empty = { $match } hiç oynanmaz: iki yeri de boş; sonuç girilmez.
organizing-bracket-no-reset = GF2 oynanmaz: { $seed }, GF1’i kazananlar tablosundan gelerek kazandı ve tablo sona erdi.
organizing-bracket-already-decided = { $match } zaten sonuçlandı ({ $winner } kazandı): bir sonuç yalnızca bir kez kaydedilir.
organizing-bracket-not-in-match = { $seed }, { $match } eşleşmesinde oynamıyor; orada { $a } ile { $b } karşılaşıyor: ikisinden birini kazanan olarak belirt.
