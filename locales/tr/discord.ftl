# Discord tarafının kendi yanıtları: /settings, /tournament denetimleri ve
# yönetici yanıtları, bir oyunun başlığıyla ilgili bildirimler (kaynak:
# en-US). Çoğul: one, other.

## /settings

discord-settings-not-in-server = Ayarlar bir sunucuya aittir: bu komutu onun kanallarından birinde kullan.
discord-settings-web-on = Bu sunucunun sayfaları web sitesinde. `/settings web:off` onları gizler.
discord-settings-web-on-at = Bu sunucunun sayfaları web sitesinde. Sayfaları: { $url } `/settings web:off` onları gizler.
discord-settings-web-off = Bu sunucunun sayfaları web sitesinde değil. `/settings web:on` (Sunucuyu Yönet) sıralamasını, turnuvalarını ve oyunlarını orada gösterir.
discord-settings-read-failed = Ayarlar okunamadı ({ $error }). Birazdan tekrar dene.
discord-settings-lfg-role = Açık bir meydan okuma <@&{ $role }> rolünü etiketler. `/settings clear_lfg_role:true` bunu durdurur.
discord-settings-lfg-none = Açık bir meydan okuma kimseyi etiketlemez. `/settings lfg_role:<role>` (Sunucuyu Yönet) oyun arayan üyeleri etiketlemesini sağlar.
discord-settings-lfg-read-failed = Oyun arayanlar rolü okunamadı ({ $error }). Birazdan tekrar dene.
discord-settings-zone = Bu sunucunun saat dilimi { $zone }: dilim belirtilmeden yazılan turnuva başlangıçları bu dilimde okunur ve bir seri saatini orada korur. `/settings timezone:<IANA adı>` bunu değiştirir.
discord-settings-zone-utc = Bu sunucunun saat dilimi UTC. `/settings timezone:Europe/Berlin` (Sunucuyu Yönet; herhangi bir IANA adı) turnuva başlangıçlarını senin diliminde okur ve bir seriyi orada kendi saatinde tutar.
discord-settings-zone-read-failed = Saat dilimi okunamadı ({ $error }). Birazdan tekrar dene.
discord-settings-private-language = Özel yanıtlar, bot konuşabiliyorsa her üyenin kendi Discord dilinde, yoksa sunucunun dilinde olur: seninkiler { $language } dilinde.
discord-settings-public-chosen = Herkese açık gönderiler { $language } dilinde (`/settings language` ile seçildi; `/settings clear_language:true` bunun yerine bu sunucunun Discord dilini izler).
discord-settings-public-discord = Herkese açık gönderiler bu sunucunun Discord dilini izler (Topluluk sunucuları bunu Sunucu Ayarları > Genel Bakış > Birincil Dil altında belirler), şu an { $language }. `/settings language:<language>` (Sunucuyu Yönet) başka birini seçer.
discord-settings-public-unshipped = Herkese açık gönderiler { $language } dilinde: bot bu sunucunun Discord dilini (`{ $code }`) henüz konuşmuyor. `/settings language:<language>` (Sunucuyu Yönet) bir dil seçer.
discord-settings-public-unnamed = Herkese açık gönderiler { $language } dilinde, çünkü Discord bu sunucu için bir dil belirtmiyor (Topluluk sunucuları bunu Sunucu Ayarları > Genel Bakış > Birincil Dil altında belirler). `/settings language:<language>` (Sunucuyu Yönet) bir dil seçer.
discord-settings-language-read-failed = Herkese açık gönderilerin dili okunamadı ({ $error }). Birazdan tekrar dene.
discord-settings-language-both = Ya `language` (herkese açık gönderilerin dilini seçmek için) ya da `clear_language:true` (sunucunun Discord dilini izlemek için) ver, ikisini birden değil (hiçbir şey değişmedi).
discord-settings-daily-both = Ya `puzzle_channel`/`puzzle_time` (günlük bulmacayı paylaşmak için) ya da `clear_daily_puzzle:true` (durdurmak için) ver, ikisini birden değil.
discord-settings-nothing-changed = { $why } (hiçbir şey değişmedi)
discord-settings-lfg-both = Ya `lfg_role` (ayarlamak için) ya da `clear_lfg_role:true` (kaldırmak için) ver, ikisini birden değil.
discord-settings-lfg-everyone = `lfg_role` @everyone olamaz: oyun isteyen üyelerin aldığı bir rol seç (hiçbir şey değişmedi).
discord-settings-not-manager = Bunu yalnızca Sunucuyu Yönet yetkisi olan üyeler değiştirebilir (hiçbir şey değişmedi). Bir sunucu yöneticisine sor; tek başına `/settings` geçerli ayarları gösterir.
discord-settings-web-now-public = Bu sunucunun sıralaması, turnuvaları ve oyunları artık herkese açık web sitesinde.
discord-settings-web-now-public-at = Bu sunucunun sıralaması, turnuvaları ve oyunları artık herkese açık web sitesinde. Sayfaları: { $url }
discord-settings-web-now-hidden = Bu sunucunun sayfaları artık web sitesinde gizli (404 yanıtı verirler).
discord-settings-save-failed = Ayar kaydedilemedi ({ $error }). Birazdan tekrar dene.
discord-settings-lfg-now = Açık bir meydan okuma (rakipsiz bir `/challenge`) artık <@&{ $role }> rolünü bir kez etiketler. (Rol etiketlenebilir olmalı ya da @everyone Bahset yetkisine ihtiyacım var.)
discord-settings-lfg-now-none = Açık meydan okumalar artık kimseyi etiketlemez.
discord-settings-lfg-save-failed = Oyun arayanlar rolü kaydedilemedi ({ $error }). Birazdan tekrar dene.
discord-settings-zone-now = Bu sunucunun saat dilimi artık { $zone }: dilim belirtilmeden yazılan turnuva başlangıçları bu dilimde okunur ve yeni seriler yaz saati değişikliklerinde de saatlerini orada korur.
discord-settings-zone-save-failed = Saat dilimi kaydedilemedi ({ $error }). Birazdan tekrar dene.
discord-settings-daily-stopped = Günlük bulmaca artık paylaşılmıyor. `/puzzle daily` isteyen herkese bugünün bulmacasını vermeye devam eder.
discord-settings-language-save-failed = Dil kaydedilemedi ({ $error }). Birazdan tekrar dene.
discord-settings-language-now = Bu sunucunun herkese açık gönderileri artık { $language } dilinde; üyelere özel yanıtlar yine kendi Discord dillerinde. `/settings clear_language:true` yeniden sunucunun Discord dilini izler.
discord-settings-language-now-discord = Bu sunucunun herkese açık gönderileri yeniden Discord dilini izliyor (Topluluk sunucuları bunu Sunucu Ayarları > Genel Bakış > Birincil Dil altında belirler), şu an { $language }.

## /tournament

discord-tournament-no-event = Bunun için Discord etkinliği yok: **Manage Events** yetkim eksik. Bir sunucu yöneticisi bunu Sunucu Ayarları → Roller altında rolüme verebilir.
discord-tournament-bad-time = Geçersiz `time`: { $error }.
discord-tournament-bad-intercept = Geçersiz `intercept`: { $error }.
discord-tournament-missing-permissions = Bu kanalda turnuva düzenleyemem: burada { $missing } eksik. Her tahta kendi resmiyle kendine ait bir başlık alır. Bir sunucu yöneticisi { $count ->
        [one] bu yetkiyi
       *[other] bu yetkileri
    } kanal ayarlarında (Kanalı Düzenle → İzinler) bana verebilir; sonra tekrar dene.
discord-tournament-settings-not-in-server = Turnuva ayarları bir sunucuya aittir: bu komutu onun kanallarından birinde kullan.
discord-tournament-settings-not-manager = Turnuva ayarlarını yalnızca Sunucuyu Yönet yetkisi olan üyeler değiştirebilir. Bir sunucu yöneticisine sor; tek başına `/tournament settings` geçerli ayarları gösterir.
discord-tournament-organizer-both = Ya `organizer_role` (ayarlamak için) ya da `clear:true` (kaldırmak için) ver, ikisini birden değil.
discord-tournament-winner-both = Ya `winner_role` (ayarlamak için) ya da `clear_winner_role:true` (kaldırmak için) ver, ikisini birden değil.
discord-tournament-organizer-now = <@&{ $role }> rolüne sahip üyeler artık bu sunucunun herhangi bir turnuvasını başlatabilir, eşleştirebilir, oyuncu çıkarabilir ve iptal edebilir.
discord-tournament-organizer-removed = Turnuva düzenleyici rolü kaldırıldı: bir turnuvayı düzenleyicisi ve Sunucuyu Yönet yetkisi olan üyeler yürütür.
discord-tournament-organizer-save-failed = Düzenleyici rolü kaydedilemedi ({ $error }). Birazdan tekrar dene.
discord-tournament-winner-now = Bu sunucudaki her turnuvanın kazananı artık <@&{ $role }> rolünü alır ve önceki kazanan onu kaybeder.
discord-tournament-winner-removed = Turnuva kazananlarına artık rol verilmiyor (sahip olanlar korur).
discord-tournament-winner-save-failed = Kazanan rolü kaydedilemedi ({ $error }). Birazdan tekrar dene.
discord-tournament-creators-save-failed = Kimlerin turnuva oluşturabileceği kaydedilemedi ({ $error }). Birazdan tekrar dene.
discord-tournament-creators-everyone = Burada her üye turnuva ve seri oluşturabilir (asla kendisinin veremeyeceği bir kazanan rolüyle değil). `creators:organizers` bunu Sunucuyu Yönet yetkisine ve düzenleyici rolüne bırakır.
discord-tournament-creators-organizers = Burada yalnızca Sunucuyu Yönet yetkisi veya turnuva düzenleyici rolü olan üyeler turnuva ve seri oluşturabilir; herkes yine de katılabilir. `creators:everyone` oluşturmayı tüm üyelere açar.
discord-tournament-only-managers-create = Bu sunucuda yalnızca **Sunucuyu Yönet** yetkisi olan üyeler turnuva ve seri oluşturabilir. Birinden oluşturmasını iste; sonra herkes katılabilir.
discord-tournament-only-organizers-create = Bu sunucuda yalnızca **Sunucuyu Yönet** yetkisi ya da <@&{ $role }> rolü olan üyeler turnuva ve seri oluşturabilir. Birinden oluşturmasını iste; sonra herkes katılabilir.
discord-tournament-creators-read-failed = Burada kimlerin turnuva oluşturabileceği okunamadı ({ $error }). Birazdan tekrar dene.
discord-tournament-organizer-is = Turnuva düzenleyici rolü <@&{ $role }>: üyeleri buradaki herhangi bir turnuvayı başlatabilir, eşleştirebilir, oyuncu çıkarabilir ve iptal edebilir. Sunucuyu Yönet yetkisi olan bir üye bunu `/tournament settings organizer_role:<role>` ile değiştirir ya da `clear:true` ile kaldırır.
discord-tournament-organizer-none = Turnuva düzenleyici rolü ayarlanmamış: bir turnuvayı düzenleyicisi ve Sunucuyu Yönet yetkisi olan üyeler yürütür. Sunucuyu Yönet yetkisi olan bir üye `/tournament settings organizer_role:<role>` ile bir tane ayarlar.
discord-tournament-settings-read-failed = Turnuva ayarları okunamadı ({ $error }). Birazdan tekrar dene.
discord-tournament-winner-is = Her turnuvanın kazananı <@&{ $role }> rolünü alır (önceki kazanan onu kaybeder); `clear_winner_role:true` bunu durdurur.
discord-tournament-winner-none = Kazanan rolü ayarlanmamış: `/tournament settings winner_role:<role>` her turnuvanın kazananına bir rol verir.
discord-tournament-name-the-game = Oyunu belirt: `round`, `board` ve `result` (ör. tur 2, tahta 1, 1-0); eleme usulünde `match` (ör. W1-2) ile oynanmakta olan oyunu için `result` ya da eşleşmenin tamamı için `winner`.

## Bir oyunun başlığı

discord-thread-at-cap = bu sunucu Discord'un etkin başlık sınırına ulaştı (hata 160006); biten başlıkları arşivlemek yer açar
discord-thread-no-permission = bu kanalda **Create Public Threads** (ve **Send Messages in Threads**) yetkim eksik; bir sunucu yöneticisi bunları kanal ayarlarından verebilir
discord-thread-discord-answered = Discord şöyle yanıt verdi: { $error }
discord-thread-not-moved = oyun içine taşınamadı ({ $error })
discord-thread-none = Bu oyun için başlık açamadım: { $why }.
discord-thread-played-here = Bu oyun için başlık açamadım, bu yüzden burada, kanalda oynanıyor.
discord-thread-none-taken = Bu oyun için başlık açamadım. { $taken }
discord-thread-tournament-played-here = **{ $game }** için başlık açamadım, bu yüzden burada, kanalda oynanıyor.
discord-thread-organizer = 🔒 **{ $tournament }**: { $games } için { $count ->
        [one] başlığı
       *[other] başlıkları
    } açamadım: { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Roller bir sunucuya aittir: bu komutu sunucunun kanallarından birinde kullan.
discord-roles-everyone = @everyone dağıtılamaz: tüm üyelerde olmayan bir rol seç.
discord-roles-read-failed = Bu sunucunun rollerini okuyamadım ({ $error }), bu yüzden <@&{ $role }> rolünün dağıtılıp dağıtılamayacağını bilemiyorum. Birazdan tekrar dene.
discord-roles-prize-read-failed = Bu sunucunun rollerini okuyamadım ({ $error }), bu yüzden <@&{ $role }> rolünü ödül yapıp yapamayacağını bilemiyorum. Birazdan tekrar dene.
discord-roles-member-cannot-give = <@&{ $role }> rolünü bağlayamazsın: bir rolü yalnızca onu kendisi verebilecek üyeler için dağıtırım (sunucu sahibi, bir Yönetici ya da sunucuda bir rol üzerinden **Manage Roles** yetkisi olan bir üye: tek bir kanaldaki Manage Permissions sayılmaz) ve sen bunlardan biri değilsin. Bir sunucu yöneticisinden ayarlamasını iste ya da `{ $option }` seçeneğini boş bırak (hiçbir şey değiştirilmedi).
discord-roles-not-of-server = <@&{ $role }> bu sunucunun bir rolü değil (silindi mi?). Başka bir rol seç.
discord-roles-not-below-yours = <@&{ $role }> rolünü bağlayamazsın: en yüksek rolün olan <@&{ $top }> rolünün altında değil ve Discord, **Manage Roles** ile bir üyenin yalnızca kendi rolünün altındaki rolleri vermesine izin verir. Kendi rolünün altında bir rol seç ya da bir sunucu yöneticisinden bunu ayarlamasını iste (hiçbir şey değiştirilmedi).
discord-roles-not-below-none-of-yours = <@&{ $role }> rolünü bağlayamazsın: hiçbir rolünün altında değil (bu sunucuda hiç rolün yok) ve Discord, **Manage Roles** ile bir üyenin yalnızca kendi rolünün altındaki rolleri vermesine izin verir. Kendi rolünün altında bir rol seç ya da bir sunucu yöneticisinden bunu ayarlamasını iste (hiçbir şey değiştirilmedi).
discord-roles-bot-not-allowed = <@&{ $role }> rolünü dağıtamıyorum: **Manage Roles** yetkim eksik. Bir sunucu yöneticisi bunu Sunucu Ayarları → Roller altında rolüme verebilir; ardından rolü yeniden ayarla.
discord-roles-bot-read-failed = Bu sunucudaki kendi rollerimi okuyamadım ({ $error }), bu yüzden <@&{ $role }> rolünü dağıtıp dağıtamayacağımı bilemiyorum. Birazdan tekrar dene.
discord-roles-managed = <@&{ $role }> bir entegrasyon tarafından yönetiliyor (bir botun rolü ya da booster rolü) ve Discord kimsenin onu dağıtmasına izin vermiyor. Başka bir rol seç.
discord-roles-not-below-mine = <@&{ $role }> rolünü dağıtamıyorum: en yüksek rolüm olan <@&{ $top }> rolünün altında değil ve Discord bir botun yalnızca kendi rolünün altındaki rolleri dağıtmasına izin verir. Bir sunucu yöneticisi Sunucu Ayarları → Roller altında rolümü <@&{ $role }> rolünün üstüne sürükleyebilir; ardından rolü yeniden ayarla.
discord-roles-not-below-none-of-mine = <@&{ $role }> rolünü dağıtamıyorum: hiçbir rolümün altında değil (bu sunucuda hiç rolüm yok) ve Discord bir botun yalnızca kendi rolünün altındaki rolleri dağıtmasına izin verir. Bir sunucu yöneticisi Sunucu Ayarları → Roller altında rolümü <@&{ $role }> rolünün üstüne sürükleyebilir; ardından rolü yeniden ayarla.
discord-roles-their-roles-unread = üyenin rollerini okuyamadım ({ $error })
discord-roles-could-not-give = • <@{ $user }> üyesine <@&{ $role }> verilemedi: { $why }
discord-roles-could-not-take = • <@{ $user }> üyesinden <@&{ $role }> alınamadı: { $why }
discord-roles-change-failed = { $reason } için rol değişikliği gerçekleşmedi:
    { $lines }
    Bir sunucu yöneticisi **Manage Roles** yetkimin olduğundan ve rolümün <@&{ $role }> rolünün üstünde olduğundan (Sunucu Ayarları → Roller) emin olup değişikliği elle yapabilir. Başka hiçbir şey etkilenmedi.
discord-roles-why-not-allowed = **Manage Roles** yetkim eksik ya da rol benimkinin altında değil
discord-roles-why-not-member = artık bu sunucunun üyesi değil
discord-roles-why-role-gone = rol artık yok
discord-roles-why-discord = Discord şöyle yanıt verdi: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Kendine meydan okuyamazsın: başka bir oyuncu belirt ya da açık bir meydan okuma için `opponent` alanını boş bırak.
discord-game-challenge-a-bot = Bir bota meydan okuyamazsın: bir kişi belirt ya da açık bir meydan okuma için `opponent` alanını boş bırak. Benimle oynamak için beni `opponent` olarak belirt.
discord-game-level-without-me = `level` benimle oynanan bir oyun içindir: yapay zekâyla oynamak için beni `opponent` olarak belirt ya da `level` seçeneğini kaldır.
discord-game-bad-settings = Geçersiz oyun ayarları: { $error }.
discord-game-bad-level = `level` 1 (en zayıf) ile 8 (en güçlü) arasında olmalı ({ $level } verdin).
discord-game-type-a-move = Bir hamle yaz, örn. `e4`, `Nf3`, `e2e4` ya da bir uçuş `e4>e5>e6>d7`.
discord-game-flight-received = Uçuş alındı: başlık füzeyi kare kare gösterir (rotan gizli kalır).
discord-game-not-a-square = `{ $pawn }` bir kare değil: piyonun karesini yaz, örneğin e4.
discord-game-steering-started = Yönlendirme başladı.
discord-game-ai-where = **{ $player }** benimle (yapay zekâ, seviye { $level }) <#{ $thread }> içinde oynuyor.
discord-game-missile-on-its-way = Füze yolda: tahtayı başlıkta gör.
discord-game-button-ended = Bu soru sona erdi: buton artık kullanılmıyor.
discord-game-typed-flight-shown = Mesaj olarak yazılan bir uçuş, rakibine tüm rotasını gösterir ve burada mesaj silemiyorum. Gizli tutmak için `/move` (özel yanıt) ya da `/fire` (butonlarla yönlendirme) kullan.
discord-game-flag-falls = Süre doluyor: { $stamp }.
discord-game-time-runs-out = Süre bitiyor: { $stamp }.

## Answers and posts

discord-done = Tamam.
discord-done-see = Tamam: <#{ $channel }> kanalına bak.
discord-thread-locked-look-there = Bu başlık kilitli, bu yüzden gönderileri <#{ $channel }> kanalına gidiyor: oraya bak.
discord-thread-locked-posted-here = <#{ $thread }> içine gönderi yapamıyorum: kilitli. Bu yüzden bu buraya geliyor; bir moderatör oyunun orada kalması için başlığın kilidini açabilir (ya da bana **Manage Threads** verebilir).
discord-malformed-option = Hatalı seçenek: { $error }. Komutun seçeneklerini kontrol edip tekrar dene.
discord-malformed-option-input = Hatalı seçenek `{ $input }`: { $error }. Komutun seçeneklerini kontrol edip tekrar dene.
discord-command-outdated = Bu komutun seçenekleri botunkilerle uyuşmuyor; Discord hâlâ eski bir sürümünü gösteriyor olabilir. Bir dakika sonra tekrar dene.
discord-something-went-wrong = Bir şeyler ters gitti: { $error }
discord-server-only = Bu komut bir sunucunun kanalında çalışır, özel mesajlarda değil.
discord-server-roles-unread = Bu sunucunun rollerini okuyamadım ({ $error }). Birazdan tekrar dene.
discord-channel-permissions-unread = O kanalın izinlerini okuyamadım ({ $error }). Birazdan tekrar dene.
discord-on-the-web = Web'de: <{ $url }>
discord-event-line = Discord etkinliği: { $url }
discord-event-audit-reason = planlanmış bir turnuva
discord-games-line = Oyunlar: { $games }
discord-boards-waiting = <@{ $organizer }> **{ $tournament }** turnuvasının { $round }. turu: { $count ->
        [one] { $count } masa
       *[other] { $count } masa
    } henüz oyuncularına ulaşmadı: { $boards }. Başlıklarını açamadım (buradaki bir sonraki komutun nedenini gösterir) ve arka planda denemeye devam ediyorum; gelmeme süresi ancak masanın tahtası gönderildiğinde başlar.
discord-boards-none-waiting = **{ $tournament }** turnuvasının { $round }. turu: artık hiçbir masa başlığını beklemiyor.
