# /profile ve /leaderboard: bir oyuncunun puanları, sıraları ve sonuçları, ve
# sıralama tablosu (kaynak: en-US). Türkçede isim sayıyla değişmez.

## /leaderboard

leaderboard-title = **{ $preset } sıralaması, { $scope ->
        [global] tüm sunucular
       *[server] bu sunucu
    }** · sayfa { $page } / { $pages }
leaderboard-empty = Henüz sıralamada oyuncu yok.
leaderboard-ranked = { $rank }. { $line }
leaderboard-line = **{ $name }** { $rating } · { $games } oyun · 7 günde { $change }
leaderboard-provisional = { $count ->
        [0] Sıralamaya girmeyi bekleyen geçici puanlı oyuncu yok.
       *[other] Geçici puanlı { $count } oyuncu (? işaretli puan) henüz sıralamada değil.
    }
leaderboard-your-rank = Sıran: { $rank }. { $line }
leaderboard-not-ranked = Henüz sıralamada değilsin: { $games } oyundan sonra { $preset } puanın { $rating } (? kalkınca sıralamaya girersin).
leaderboard-no-games = { $scope ->
        [global] Henüz dereceli { $preset } oyunun yok.
       *[server] Bu sunucuda henüz dereceli { $preset } oyunun yok.
    }
leaderboard-puzzles-alone = Bulmaca puanı tüm oyunlar için tektir: yalnızca `scope:puzzles` ver (ör. `/leaderboard scope:puzzles`).
leaderboard-season-needs-scope = `season:`, `scope:season` ile birlikte kullanılır (ör. `/leaderboard scope:season season:Winter`).

## /profile

profile-heading = 👤 **{ $name }**
profile-no-games = Henüz dereceli oyun yok.
profile-no-games-in = Henüz dereceli { $preset } oyunu yok.
profile-rank = #{ $rank }
profile-not-ranked = sıralamada değil
profile-ranks = bu sunucuda { $server }, dünyada { $global }
profile-rank-global = dünyada { $global }
profile-standing = **{ $preset }** { $rating }: { $ranks }
profile-standing-provisional = **{ $preset }** { $rating }: { $ranks } (geçici: puanda ? kalmayınca sıralamaya girer)
profile-record = { $wins } galibiyet, { $draws } beraberlik, { $losses } mağlubiyet · galibiyet serisi { $streak } (en iyi { $best })
profile-pool = { $rating } ± { $deviation }
    { $games } oyun · { $wins }–{ $draws }–{ $losses }
profile-season = Sezon
profile-season-line = { $season }: #{ $rank } · { $rating } · { $games } oyun · { $wins }–{ $draws }–{ $losses }
profile-recent-form = Son form
profile-form-letter = { $result ->
        [win] G
        [draw] B
       *[loss] M
    }
profile-form = { $form } (en yenisi önce)
profile-last-games = Son oyunlar
profile-game = • **{ $opponent }** ({ $opponent_rating }) { $result ->
        [win] karşısında kazandı
        [draw] ile berabere kaldı
       *[loss] karşısında kaybetti
    }: { $before } → { $after } ({ $change }) { $link }
profile-best-win = En iyi galibiyet
profile-best-win-game = **{ $opponent }** ({ $opponent_rating }) karşısında { $link }
profile-best-win-none = henüz yok.
profile-puzzles = Bulmacalar
