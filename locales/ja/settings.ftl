# 設定の入力ミス、誤った FEN、付与されないサーバーロール (原文: en-US)。
# 入力する値はそのまま残します。

settings-intercept-out-of-range = 迎撃時間 { $given } は範囲外です: { $min } から { $max } の間で選んでください
settings-intercept-not-understood = 迎撃時間 `{ $text }` を読み取れません: 30s、5m、2h、1d か、45 のように秒数だけを書いてください
settings-unknown-colour = 不明な色 `{ $text }` です: white、black、random から選んでください
settings-time-not-understood = 持ち時間 `{ $text }` を読み取れません: 10+5 のように分+加算秒、3d のように一手あたりの日数 (1d から 7d)、または none を書いてください
settings-correspondence-out-of-range = 通信対局の持ち時間 `{ $text }` は範囲外です: 一手あたり 1d から 7d で選んでください
settings-live-out-of-range = 持ち時間 `{ $text }` は範囲外です: 1 から 180 分、加算は 0 から 180 秒です
settings-ai-level-out-of-range = AI レベル { $level } は範囲外です: 1 (最弱) から 8 (最強) で選んでください
settings-unknown-scope = 不明な範囲 `{ $text }` です: server か global を選んでください
settings-unknown-preset = 不明なプリセット `{ $text }` です: cruise、cruise-forward、chess、pawns、pawns-cruise から選んでください
settings-duration-unreadable = 時間として読み取れません: 30s、5m、2h、1d のように整数と単位を書いてください
settings-duration-too-long = 1 年より長いです

settings-fen = FEN が正しくありません ({ $field ->
        [placement] 配置
        [side-to-move] 手番
        [castling] キャスリング
        [en-passant] アンパッサン
        [halfmove-clock] ハーフムーブ数
        [fullmove-number] 手数
        [cooldown] クールダウン
       *[position] 局面
    }フィールド): { $problem }
settings-fen-empty = FEN が空です
settings-fen-missing = 足りません: FEN には配置、手番、キャスリング、アンパッサン、ハーフムーブ数、手数があります
settings-fen-too-many-fields = フィールドが { $fields } 個あります。FEN は最大 7 個です
settings-fen-rank-count = `/` で区切られた段が { $ranks } 個あります。盤は 8 段で、8 段目から 1 段目の順です
settings-fen-bad-count = { $rank } 段目の `{ $text }`: 空きマスは 1 から 8 で数えます
settings-fen-not-a-piece = { $rank } 段目の `{ $text }` は駒の文字 (白は PNBRQK、黒は pnbrqk) でも空きマスの数でもありません
settings-fen-rank-too-long = { $rank } 段目のマスが 8 より多いです
settings-fen-rank-too-short = { $rank } 段目のマスが { $squares } 個です。8 個必要です
settings-fen-too-many-kings = { $color ->
        [white] 白
       *[black] 黒
    }のキングが { $kings } 個あります
settings-fen-piece-on-pawns-board = ポーン盤にはポーンしか置けませんが、{ $square } に{ $color ->
        [white] 白
       *[black] 黒
    }の{ $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
        [king] キング
       *[piece] 駒
    }があります
settings-fen-pawn-cannot-stand = ポーンは { $square } に置けません
settings-fen-no-castling-on-pawns-board = `{ $text }`: ポーン盤にキャスリングはありません。- と書いてください
settings-fen-not-a-castling-letter = `{ $text }` は K、Q、k、q、- のどれでもありません
settings-fen-castling-needs-king = `{ $letter }` には { $square } に{ $color ->
        [white] 白
       *[black] 黒
    }のキングが必要です
settings-fen-castling-needs-rook = `{ $letter }` には { $square } に{ $color ->
        [white] 白
       *[black] 黒
    }のルークが必要です
settings-fen-castling-twice = `{ $letter }` が 2 回書かれています
settings-fen-not-a-number = `{ $text }` は整数ではありません
settings-fen-not-a-side = `{ $text }` は w でも b でもありません
settings-fen-not-a-square = `{ $text }` はマスでも - でもありません
settings-fen-en-passant-rank = { $turn ->
        [white] 白
       *[black] 黒
    }の手番では { $square } はアンパッサンのマスになれません。{ $rank } 段目にある必要があります
settings-fen-cooldown-shape = `{ $text }` は <白のマス>/<黒のマス> (なければ -) の形ではありません。例: e4/-
settings-fen-in-check = { $turn ->
        [white] 白の手番ですが、黒
       *[black] 黒の手番ですが、白
    }がチェックされています

settings-role-cannot-give = サーバーロールは付与されません: { $granter ->
        [you] あなた
        [organizer] 主催者
        [season] シーズンを始めたメンバー
       *[other] { $name }
    }は <@&{ $role }> を付与できません (賞品にできるのはサーバーオーナー、管理者、またはそのロールより上の **ロールの管理** 権限を持つメンバーだけです)。
settings-role-set-since = サーバーロールは付与されません: <@&{ $role }> は設定後にサーバーのロールになったため、{ $granter ->
        [you] あなた
        [organizer] 主催者
        [season] シーズンを始めたメンバー
       *[other] { $name }
    }が付与できるかどうかは確認されていません。

settings-puzzle-or-pass = { $why }。または `pass` と答えてミサイルを見逃してください
settings-clock-days-hours = { $days }日{ $hours }時間
