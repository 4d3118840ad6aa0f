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
