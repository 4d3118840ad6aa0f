# 挑戦と再戦の申し込み（原文: en-US）。です・ます調。

## カードの上の行。

challenge-line = ⚔️ { $challenger } が { $opponent } に{ $rated ->
        [rated] レーティング対局
       *[casual] 非レーティング対局
    }を挑みました: **受ける** を押すと対局できます。
challenge-anyone = 誰でも
challenge-accept = 受ける
challenge-decline = 断る

## 挑戦のカード。

challenge-title = ⚔️ { $challenger } が { $opponent } に挑戦
challenge-title-open = ⚔️ { $challenger } の公開挑戦
challenge-anyone-may-accept = 誰でも「受ける」を押せます。
challenge-field-game = ゲーム
challenge-field-time = 持ち時間
challenge-field-rated = レーティング
challenge-field-colour = 手番の色
challenge-field-expires = 期限
challenge-king-strikes = キング直撃
challenge-intercept = 迎撃 { $intercept }
challenge-ai = レベル { $level } の AI
challenge-rated-yes = あり
challenge-rated-no = なし（非レーティング）
challenge-colour-plays = { $player } が{ $side ->
        [white] 白
       *[black] 黒
    }
challenge-colour-random = ランダムに決定
challenge-state-accepted = ✅ { $player } が受けました: { $white }（白）対 { $black }（黒）。
challenge-state-declined = ❌ { $player } が断りました。
challenge-state-withdrawn = ↩️ { $player } が取り下げました。
challenge-state-expired = ⌛ 期限切れ: 時間内に誰も受けませんでした。

## 挑戦のその後。

challenge-accepted = **{ $accepter }** が **{ $challenger }** の挑戦を受けました: { $white }（白）対 { $black }（黒）。
challenge-declined = **{ $decliner }** が **{ $challenger }** の挑戦を断りました。
challenge-withdrawn = **{ $challenger }** が挑戦を取り下げました。
challenge-expired = **{ $challenger }** の挑戦は期限切れです: 時間内に誰も受けませんでした。

## 再戦の申し込み。

challenge-rematch-offer = **{ $offerer }** が **{ $opponent }** に対局 { $game } の再戦を申し込みました: { $rated ->
        [rated] レーティング対局
       *[casual] 非レーティング対局
    }、{ $summary }。色を入れ替えて、{ $offerer } は{ $colour ->
        [white] 白
        [black] 黒
       *[random] ランダムに決まる色
    }を持ちます。{ $opponent } さん、新しいスレッドで始めるには **再戦** か **受ける** を押してください。申し込みの期限は { $when } です。
challenge-rematch-expired = **{ $offerer }** の再戦の申し込みは期限切れです: **{ $opponent }** は時間内に受けませんでした。
challenge-rematch-accepted = **{ $accepter }** が **{ $offerer }** の再戦を受けました: { $white }（白）対 { $black }（黒）、新しいスレッドで。
