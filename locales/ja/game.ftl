# 対局のメッセージ（原文: en-US）。です・ます調。複数形なし。

## プレイヤーと手番。

game-player = **{ $name }**（{ $side ->
        [white] 白
       *[black] 黒
    }）
game-to-move = { $player } の手番です。
game-to-move-in-check = { $player } の手番です（チェックされています）。
game-clocks = 持ち時間: 白 { $white }、黒 { $black }。
game-move-deadline = この手の持ち時間は { $when } に切れます。

## 対局の設定。

game-clock-none = 時計なし
game-clock-live = { $minutes }+{ $increment } の時計
game-clock-days = 1手 { $days } 日
game-summary = { $preset }、{ $clock }
game-summary-missiles = { $preset }、キング直撃 { $king-strikes ->
        [on] あり
       *[off] なし
    }、迎撃 { $intercept }、{ $clock }
game-summary-ai = { $summary }、レベル { $level } の AI と対局

## 最初のメッセージと /board。

game-start = **{ $white }**（白）対 **{ $black }**（黒）: { $summary }。
game-board = { $white }（白）対 { $black }（黒）: { $summary }。
game-board-missile = { $square } の上空にミサイルが飛んでいます。
game-export = 対局 { $game } の棋譜です。

## 指し手、飛行、撃墜。

game-moved = { $player } が **{ $san }** を指しました。
game-steer-first = { $player } さん、**{ $square }** からミサイルを操縦してください: 最初に入るマスを選びます（敵の駒があるマスでは爆発します）。
game-steer-next = { $line } — { $player }: 次に入るマスを選んでください。
game-self-destruct = 自爆
game-question = { $line } — { $defender }: 撃墜しますか（{ $labels }）、見逃しますか？ 締め切り { $when }
game-question-notice = { $defender } さん、ミサイルが **{ $square }** にあります: { $when } までに撃墜するか見逃してください。
game-let-pass = 見逃す
game-passed = { $line } — { $defender } は見逃しました。
game-passed-timeout = { $line } — { $defender } から { $intercept } 以内に返答がありませんでした: ミサイルは通過します。
game-question-cut-short = { $line } — 返答の前に対局が終わりました。
game-shot-down = 💥 { $defender } が { $san } で { $square } のミサイルを撃墜しました。
game-detonated = 💥 { $attacker } のミサイルが { $square } で爆発し、{ $defender } の{ $piece ->
        [pawn] ポーン
        [knight] ナイト
        [bishop] ビショップ
        [rook] ルーク
        [queen] クイーン
       *[king] キング
    }を破壊しました。
game-self-destructed = 💥 { $player } の { $square } のポーンが自爆しました。

## 引き分けの提案とリマインダー。

game-draw-offer = { $player } が引き分けを提案しました。{ $opponent } さん、受けますか、断りますか？
game-accept = 受ける
game-decline = 断る
game-draw-declined = { $player } は引き分けを断りました。
game-draw-agreed = 引き分けで合意しました。
game-draw-offer-ended = この引き分けの提案は終わりました: 対局は終了しています。
game-draw-offer-lapsed = 引き分けの提案は失効しました: 代わりに手が指されました。
game-reminder = リマインダー: { $player } さん、あなたの手番です。持ち時間は { $when } に切れます。
game-move-limit-half-lose = リマインダー: { $player } さん、あなたの手番です。1手の制限時間（{ $limit }）の半分が過ぎました: { $when } に負けになります。
game-move-limit-half-claim = リマインダー: { $player } さん、あなたの手番です。1手の制限時間（{ $limit }）の半分が過ぎました: { $when } に { $opponent } が勝ちを請求できます。
game-move-limit-reached = { $player } は1手の制限時間（{ $limit }）内に指しませんでした: { $opponent } さん、`/claim` で勝ちを請求するか、手を待つことができます。

## 終局。

game-rematch = 再戦
game-analyse = 解析
game-aborted = 対局は中止されました: 結果なし。
game-over-agreement = 対局終了: 合意による引き分けです。
game-over-win = 対局終了: { $winner } の勝ち: { $why }。
game-over-draw = 対局終了: 引き分け: { $why }。
game-why-resignation = { $player } が投了しました
game-why-time = { $player } の時間切れです
game-why-move-limit = { $player } が1手の制限時間（{ $limit }）内に指しませんでした
game-why-time-no-material = { $player } の時間切れですが、{ $opponent } には勝つための駒が足りません
game-why-threefold = 三回同一局面による請求（同じ局面が3回）
game-why-fifty-moves = 50手ルールによる請求（駒取り、ポーンの手、飛行のないまま双方50手）
game-why-checkmate = { $player } がチェックメイトされました
game-why-king-destroyed = ミサイルが { $player } のキングを破壊しました
game-why-promotion = { $square } のポーンが最終段に到達しました
game-why-promotion-somewhere = ポーンが最終段に到達しました
game-why-stalemate = { $player } がステイルメイトです（合法手がなく、チェックもされていません）
game-why-no-legal-move = { $player } に合法手がありません
game-why-no-pawns = { $player } のポーンがなくなりました
game-why-no-pawns-side = 一方のポーンがなくなりました
game-why-insufficient-material = どちらにもメイトできるだけの駒が残っていません
game-why-seventy-five-moves = 駒取り、ポーンの手、飛行のないまま双方75手
game-why-fivefold = 同じ局面が5回現れました
game-decided = 対局終了: { $what }、**{ $by }** による決定です。
game-an-organizer = 運営者
game-decided-win = { $player } の勝ち（{ $score }）
game-decided-forfeit = { $player } の不戦勝（{ $score }）
game-decided-draw = 引き分け（½-½）
game-decided-double-forfeit = 両プレイヤーとも不戦敗（-/-）
