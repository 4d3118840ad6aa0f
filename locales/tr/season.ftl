# Sezonlar: bir sunucunun bir süreliğine kendi puanları.

## Retler

season-only-in-servers = Sezonlar bir sunucuya aittir: bu komutu sunucunun kanallarından birinde kullan.
season-unavailable = Sezonlar şu anda okunamıyor ya da kaydedilemiyor (veritabanı yanıt vermedi): bir dakika sonra yeniden dene.
season-rules-gone = Bu sezon bu sunucunun değil (kaldırılmış olabilir): `/leaderboard scope:season` şu ankini gösterir.
season-bad-name = **{ $name }** bir sezonun adı olamaz: `:` ve ters tırnak içermeyen 1 ile { $max } karakter arası bir ad ver (ör. `name:Winter 2026`).
season-bad-top = `top:{ $top }` aralığın dışında: zirve rolü 1 ile { $max } arası üyeye verilir.
season-still-open = Bu sunucunun **{ $name }** sezonu hâlâ açık: yenisini başlatmadan önce onu `/season end` ile bitir (son sıralaması paylaşılır).
season-name-taken = Bu sunucuda zaten **{ $name }** adlı bir sezon oldu (sıralaması: `/leaderboard scope:season season:{ $typed }`): başka bir ad seç.
season-ended-already = **{ $name }** sezonu zaten bitti; sıralaması: `/leaderboard scope:season season:{ $typed }`.
season-no-open-last = Bu sunucuda açık bir sezon yok. Sonuncusu **{ $name }** idi ({ $at } bitti): `/leaderboard scope:season season:{ $typed }` ile bakabilirsin. Bir organizatör `/season start name:<text>` ile yenisini başlatır.
season-no-open-never = Bu sunucuda henüz hiç sezon olmadı: bir organizatör (Sunucuyu Yönet yetkisi ya da organizatör rolü) `/season start name:<text>` ile bir sezon başlatır.
season-unknown = Bu sunucuda **{ $name }** adlı bir sezon yok.
season-did-you-mean = **{ $name }** mı demek istedin? (`/leaderboard scope:season season:{ $typed }`)
season-ends-unreadable = `ends:{ $text }` okuyabildiğim bir tarih değil: bir gün (2026-12-31, sezon o gün bitince biter, UTC), bir gün ve saat (2026-12-31 18:00, UTC, ya da 2026-12-31 18:00 Europe/Berlin), bir Discord zaman damgası (<t:1798675200>) ya da şimdiden itibaren bir süre (30d, 4w) yaz.
season-ends-passed = `ends:{ $text }` { $at } demek, o an geçti: gelecekte bir zaman ver.
season-ends-too-far = `ends:{ $text }` bir yıldan daha uzak: bir sezon bir yıl içinde biter (`/season end` ile istediğin zaman daha erken bitirebilirsin).
season-only-organizers-start = Sezonu yalnızca Sunucuyu Yönet yetkisi ya da turnuva organizatörü rolü olan üyeler başlatabilir. Onlardan birine sor; `/leaderboard scope:season` şu ankini gösterir.
season-only-organizers-end = Sezonu yalnızca Sunucuyu Yönet yetkisi ya da turnuva organizatörü rolü olan üyeler bitirebilir. Onlardan birine sor; `/leaderboard scope:season` şimdiye kadarki sıralamayı gösterir.
season-only-managers = Sezon ayarlarını yalnızca Sunucuyu Yönet yetkisi olan üyeler değiştirebilir. Sunucuyu yöneten birine sor.
season-role-or-clear = Ya `top_role` (ayarlamak için) ya da `clear:true` (rol vermemek için) ver, ikisini birden değil.

## Başlangıç

season-started = 📅 **{ $name } sezonu** başladı (başlatan: { $by }). Nasıl sayıldığını görmek için **Kurallar**'a bas.
season-card-title = 📅 { $name } sezonu
season-card-description = Bu sunucuda oynanan her dereceli oyun sezon için de sayılır.
season-card-game = Oyun
season-card-every-game = her oyun, her birinin kendi puanı
season-card-pool = Puan
season-card-pool-value = 1500'den başlayan sezon puanları
season-card-players = Oyuncular
season-card-players-value = burada dereceli oyun oynayan herkes
season-card-start = Başlangıç
season-card-end = Bitiş
season-card-end-by-command = Bir organizatör `/season end` yazdığında.
season-card-standings = Sıralama
season-card-footer = Sezon #{ $id }. Kuralları için Kurallar'a bas.
season-rules-button = Kurallar

## Kurallar

season-games-of = dereceli { $preset } oyunları
season-games-every = dereceli oyunlar (her oyunun kendi puanı)
season-rules-ended = { $at } bitti.
season-rules-ends = { $at } ({ $relative }) biter.
season-rules-ends-by-command = Bir organizatör `/season end` yazınca biter.
season-rules = 📜 **{ $name } sezonu**: açık olduğu sürece bu sunucuda oynanan { $games } sezonun kendi puanlarına da sayılır ve her üye 1500'den başlar (bir oyuncunun genel puanı sezonun onu nasıl puanladığını değiştirmez). ? işaretli puanlar geçicidir (az oyun); sezon onları da sıralar. { $ends } Son sıralaması sezon puanına göre { $channel } kanalında paylaşılır, ilk üç madalyalı.
season-rules-top = Sonunda son sıralamanın ilk { $top } oyuncusu { $role } alır (sezonu başlatan kişi bu rolü verebiliyorsa).
season-rules-follow = `/leaderboard scope:season` ile takip et.

## Son sıralama

season-line = **{ $name }** { $rating } · { $games } oyun · { $record }
season-standings = 🏁 **{ $name } sezonu** bitti: { $preset } son sıralaması.
season-standings-title = 🏁 { $name } sezonu — son sıralama
season-standings-more = … ve tablo görselinde { $count } kişi daha.
season-standings-winner = Kazanan
season-standings-ran = Süre
season-standings-ran-value = { $from } – { $to }
season-standings-footer = ? geçici bir puanı gösterir; kayıtlar galibiyet–beraberlik–mağlubiyettir.
season-no-games = **{ $name } sezonu**, süresince bu sunucuda hiç dereceli oyun oynanmadan bitti: sıralama yok.
season-standings-unreadable = **{ $name } sezonu** bitti ama sıralaması şu anda okunamıyor (veritabanı yanıt vermedi); saklanıyor: `/leaderboard scope:season season:{ $typed }`.
season-role-line = { $role } şunlara gidiyor: { $names }.
season-role-line-many = { $role } sıralamanın zirvesindeki { $count } üyeye gidiyor.
season-role-reason = { $name } sezonunun ilk { $top } oyuncusu

## Ayarlar

season-settings = { $saved ->
        [yes] Sezon ayarları kaydedildi
       *[no] Sezon ayarları
    }: bir sezonun sonunda son sıralamanın ilk { $top } oyuncusu { $role } alır (geçen sezonun sahipleri de onu kaybeder). `clear:true` hiç rol vermez.
season-settings-none = { $saved ->
        [yes] Sezon ayarları kaydedildi
       *[no] Sezon ayarları
    }: sezon sonunda zirve rolü verilmez (`/season settings top_role:@role top:<n>` ile bir tane ayarla).

## Sezon sıralaması

season-board-ended = { $at } bitti
season-board-open-ends = açık, { $at } biter
season-board-open-since = { $at } tarihinden beri açık
season-board-title = **{ $name } sezonu sıralaması** ({ $preset }, { $span }) · sayfa { $page }/{ $pages }
season-board-empty = Bu sezonda henüz dereceli { $preset } oyunu yok.
season-board-provisional = Sezonda geçici puanlar (? işaretli) da sıralanır.
season-board-your-place = Senin sıran: { $rank }. { $line }
season-board-no-games = Bu sezonda henüz dereceli { $preset } oyunun yok.

## Tablo görseli

season-table-title = { $name } sezonu — son sıralama
season-table-subtitle = { $preset } · { $players } · geçici puanlar ? ile işaretli
season-table-player = Oyuncu
season-table-rating = Puan
season-table-games = Oyun
season-table-wins = G
season-table-draws = B
season-table-losses = M
