# 指し手が反則である理由、または読めない理由(原文: en-US)。
# 各メッセージは文の一部です。複数形の区別はありません。

moves-role = { $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }
moves-role-the = { $role ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }
moves-role-your = { $role ->
        [pawn] あなた自身のポーン
        [knight] あなた自身のナイト
        [bishop] あなた自身のビショップ
        [rook] あなた自身のルーク
        [queen] あなた自身のクイーン
       *[king] あなた自身のキング
    }
moves-role-enemy = { $role ->
        [pawn] 相手のポーン
        [knight] 相手のナイト
        [bishop] 相手のビショップ
        [rook] 相手のルーク
        [queen] 相手のクイーン
       *[king] 相手のキング
    }

moves-how-to-write = SAN(e4、Nf3、exd5、O-O、e8=Q など)、UCI(e2e4 など)、または飛行(e4>e5>e6>d7 など、自爆は e4*)で書いてください
moves-no-move = 指し手がありません: { moves-how-to-write }
moves-too-long = 指し手にしては長すぎます({ $count }文字): { moves-how-to-write }
moves-unreadable = `{ $text }` は指し手として読めません: { moves-how-to-write }
moves-shoot-down-record = `{ $text }` は撃墜の記録(飛行/撃墜する手)で、指し手ではありません: 指し手だけを書いてください
moves-bad-flight = `{ $text }` は飛行ではありません: { $why }。発射マスと進入する各マスを `>` でつないで書いてください(例: e4>e5>e6>d7、自爆は e4*)
moves-flight-not-a-square = `{ $text }` はマスではありません
moves-flight-too-many-steps = 飛行は最大7歩です
moves-flight-no-steps = 歩が一つもありません
moves-not-legal-why = `{ $text }` は指せません: { $why }
moves-not-legal = `{ $text }` は指せません
moves-ambiguous = `{ $text }` はあいまいです: { $moves }。どれか指定してください
moves-promotion-letter-missing = `{ $text }` には昇格する駒が必要です: q、r、b、n のどれかを付けてください(例: { $from }{ $to }q)
moves-promotion-piece-missing = `{ $text }` には昇格する駒が必要です: { $to }=Q、{ $to }=R、{ $to }=B、{ $to }=N のように書いてください
moves-pawns-board-letter = `{ $text }`: ポーン盤では最終段に着いたポーンはそのまま勝ちで、昇格の文字は付けません: { $from }{ $to } と書いてください
moves-pawns-board-promotion = `{ $text }`: ポーン盤では最終段に着いたポーンはそのまま勝ちで、昇格の文字は付けません: 文字なしで書いてください
moves-only-last-rank-promotes-write = 昇格できるのは最終段に着いたポーンだけです。{ $from }{ $to } と書いてください
moves-only-last-rank-promotes = 昇格できるのは最終段に着いたポーンだけです
moves-text-after-game-over = `{ $text }` は指せません: 対局は終わっています
moves-no-legal-move = この局面で指せる手はありません(対局は終わっています)
moves-game-over = 対局は終わっています
moves-not-legal-here = { $move } はここでは指せません

moves-self-immolation-record = `{ $text }`: 自爆は撃墜できません。撃墜の記録は、到達したところまでの飛行、`/`、撃墜する手です(例: e4>e5>e6/c8e6)
moves-shooter-missing = `{ $flight }/`: `/` の後に撃墜する手がありません: UCI で書いてください(例: { $example })
moves-no-shoot-down-there = `{ $flight }/{ $text }`: { $square } ではミサイルを撃墜できません: そこに届く合法な取りがありません
moves-not-a-shoot-down = `{ $text }` は { $square } でミサイルを撃墜しません: そこでの合法な撃墜は { $options } です
moves-self-immolation-shot-down = `{ $flight }` は自爆なので撃墜できません
moves-detonates-at = ミサイルは { $square } で爆発します(相手の{ moves-role }がいます): 撃墜できるのは発射マスと目標の間のマスだけです
moves-shielded-at = { $square } のミサイルは味方の{ moves-role }に守られています: そこでは撃墜できません
moves-not-entered-yet = ミサイルはマスに入ってからでないと撃墜できません
moves-cannot-shoot-down-on = { $square } ではミサイルを撃墜できません
moves-not-legal-shoot-down = { $shooter } は { $square } での合法な撃墜ではありません
moves-shooter-cannot = { $shooter } は { $square } でミサイルを撃墜できません

moves-flight-not-legal = その飛行はできません: { $why }
moves-missiles-not-in-game = この対局にミサイルはありません(ルール { $preset }): ポーンは発射できません
moves-no-missiles-in = { $preset } にはミサイルがありません
moves-no-pawn-to-fire = { $launch } に発射できるポーンがありません
moves-no-own-pawn-to-fire = { $launch } に発射できる{ $color ->
        [white] 白
       *[black] 黒
    }のポーンがありません
moves-others-piece = { $square } の{ moves-role }は{ $owner ->
        [white] 白
       *[black] 黒
    }の駒で、今は{ $turn ->
        [white] 白
       *[black] 黒
    }の手番です
moves-not-yours = { $square } の{ moves-role }はあなたの駒ではありません: 今は{ $turn ->
        [white] 白
       *[black] 黒
    }の手番です
moves-not-a-pawn = { $launch } の{ moves-role }はポーンではありません: 発射できるのはポーンだけです
moves-starting-rank = { $launch } のポーンはまだ初期段にいます: ポーンは一度動いてからでないと発射できません
moves-starting-rank-yet = { $launch } のポーンはまだ初期段にいるので、まだ発射できません
moves-forward-cooldown = { $launch } のポーンは前の手番で動きました: 前進ルールでは発射の前に一手番待つ必要があります
moves-cooldown = そのポーンはクールダウン中です: 前の手番で { $launch } のポーンを動かしたので、この手番では発射できません
moves-self-immolation-exposes = { $launch } のポーンがなくなると、あなたのキングがチェックされます
moves-king-exposed-without-pawn = そのポーンがなくなると、あなたのキングがチェックされます

moves-not-one-step = { $from } から { $to } は一歩ではありません: 進入する各マスは直前のマスに接している必要があります
moves-not-adjacent = { $to } は { $from } の隣ではありません: 一歩ごとに隣のマスへ進みます
moves-too-sharp = { $square } での曲がり({ $toward } 方向)が急すぎます: ミサイルは一歩ごとに最大45°(8分の1)しか曲がれません
moves-step-too-sharp = { $from } から { $to }: ミサイルは一歩ごとに最大45度しか曲がれません
moves-diagonal = { $from } から { $to } は斜めです: 前進ルールのミサイルはまっすぐ前か横にしか進みません
moves-backward = { $from } から { $to } は後ろ向きです: 前進ルールのミサイルは決して後ろに進みません
moves-step-forward-only = { $from } から { $to }: ここではミサイルは前か横にしか飛べず、後ろや斜めには飛べません
moves-two-sideways = 横への歩が2回続いています({ $into }、次に { $then }): 横の歩の間に前への歩を入れてください
moves-step-two-sideways = { $from } から { $to }: ミサイルは横への歩を2回続けられません
moves-through-enemy = ミサイルは { $square } の{ moves-role-enemy }を通り抜けられません: 飛行は最初に入った相手の駒で終わります
moves-pass-through-enemy = ミサイルは { $square } の相手の駒を通り抜けられません
moves-no-way-on = { $square } を通って続く合法な飛行はありません: どの道もキングがチェックされるか、目標で終われません
moves-ends-on-empty = ミサイルは相手の駒で終わる必要がありますが、{ $target } は空です(ポーンだけを消すなら { $launch }* と書いてください)
moves-must-end-on-enemy = ミサイルは相手の駒で終わる必要がありますが、{ $square } には相手の駒がありません
moves-ends-on-own = ミサイルは味方の駒の上を通れますが、その上では終われません({ $target } には{ moves-role-your }がいます)
moves-king-strikes-off = この対局ではキング直撃がオフです: { $target } のキングは狙えません
moves-no-king-strikes = この対局ではミサイルでキングを攻撃できません
moves-flight-exposes-king = 飛行中か爆発後にあなたのキングがチェックされます(ミサイルの脅威は数えませんが、キングへの通常の攻撃は数えます)
moves-check-after-detonation = ミサイルが { $square } の駒を破壊した後、あなたのキングがチェックされます
moves-check-with-missile-on = ミサイルが { $square } にいる間、あなたのキングがチェックされます

moves-no-king-to-castle = キャスリングするキングがいません
moves-no-castling-right = もう{ $side ->
        [queenside] クイーンサイド
       *[kingside] キングサイド
    }にキャスリングする権利はありません
moves-castle-out-of-check = チェックからキャスリングで逃げることはできません
moves-castling-blocked = { $side ->
        [queenside] クイーンサイド
       *[kingside] キングサイド
    }のキャスリングには、キングとルークの間が空いていること、キングが攻撃されているマスを通ったりそこに止まったりしないことが必要です
moves-cannot-castle-now = 今そこへはキャスリングできません: キングかルークが動いたか、間のマスがふさがっているか、キングが攻撃されているマスを通るかそこに止まります

moves-no-piece = { $square } に駒はありません
moves-stays-put = 指し手はどこかへ動く必要があります: { $from } から { $to } では動きません
moves-own-piece-on = { $square } には{ moves-role-your }がいます
moves-king-one-square = キングは1マスしか動けません: { $from } から { $to } へは行けません
moves-knight-cannot = ナイトは { $from } から { $to } へ跳べません
moves-blocked-by = { $from } から { $to } への道は { $square } の{ moves-role-the }にふさがれています
moves-blocked = { $from } から { $to } への道はふさがれています
moves-cannot-move-from-to = { moves-role-the }は { $from } から { $to } へ動けません
moves-cannot-move-to = { $from } の{ moves-role-the }は { $to } へ動けません
moves-pawn-blocked = { $from } のポーンはふさがれています
moves-pawn-two-from-start-only = 2マス進めるのは初期段のポーンだけです。{ $from } のポーンは1マス進めます
moves-pawn-diagonal-captures = ポーンが斜めに進むのは取るときだけですが、{ $to } は空です
moves-pawn-cannot-reach = { $from } のポーンは { $to } に行けません
moves-must-promote = 最終段に着いたポーンは昇格が必要です: q、r、b、n のどれかを付けてください
moves-promotes-to = ポーンはクイーン、ルーク、ビショップ、ナイトのどれかに昇格します
moves-pawns-board-no-promotion = ポーン盤では最終段に着いたポーンは勝ちで、昇格しません
moves-king-in-check-on = { $to } ではあなたのキングがチェックされます
moves-check-not-stopped = あなたのキングはチェックされていて、この手ではチェックを防げません
moves-in-check = チェックされています。その手ではキングがチェックから逃れられません
moves-pinned = { $square } の{ moves-role-the }はピンされています: 動かすとキングがチェックされます
moves-leaves-king-in-check = あなたのキングがチェックされたままになります
moves-king-would-be-in-check = あなたのキングがチェックされます
moves-no-piece-of-role = あなたには{ moves-role }がありません
moves-none-can-reach = { $to } に行ける{ moves-role }はありません
