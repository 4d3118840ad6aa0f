# 挑战与再战邀请（来源：en-US）。称“你”。

## 卡片上方的一行。

challenge-line = ⚔️ { $challenger } 向 { $opponent } 发起一局{ $rated ->
        [rated] 等级分对局
       *[casual] 友谊对局
    }的挑战：点击 **接受** 开始对局。
challenge-anyone = 任何人
challenge-accept = 接受
challenge-decline = 拒绝

## 挑战卡片。

challenge-title = ⚔️ { $challenger } 挑战 { $opponent }
challenge-title-open = ⚔️ { $challenger } 的公开挑战
challenge-anyone-may-accept = 任何人都可以点击“接受”。
challenge-field-game = 游戏
challenge-field-time = 用时
challenge-field-rated = 等级分
challenge-field-colour = 执子
challenge-field-expires = 过期
challenge-king-strikes = 击王
challenge-intercept = 拦截时间 { $intercept }
challenge-ai = { $level } 级 AI
challenge-rated-yes = 是
challenge-rated-no = 否（友谊对局）
challenge-colour-plays = { $player } 执{ $side ->
        [white] 白
       *[black] 黑
    }
challenge-colour-random = 随机决定
challenge-state-accepted = ✅ { $player } 已接受：{ $white }（白方）对 { $black }（黑方）。
challenge-state-declined = ❌ { $player } 已拒绝。
challenge-state-withdrawn = ↩️ { $player } 已撤回。
challenge-state-expired = ⌛ 已过期：没有人及时接受。

## 挑战的结果。

challenge-accepted = **{ $accepter }** 接受了 **{ $challenger }** 的挑战：{ $white }（白方）对 { $black }（黑方）。
challenge-declined = **{ $decliner }** 拒绝了 **{ $challenger }** 的挑战。
challenge-withdrawn = **{ $challenger }** 撤回了挑战。
challenge-expired = **{ $challenger }** 的挑战已过期：没有人及时接受。

## 再战邀请。

challenge-rematch-offer = **{ $offerer }** 邀请 **{ $opponent }** 再战第 { $game } 局：一局{ $rated ->
        [rated] 等级分对局
       *[casual] 友谊对局
    }，{ $summary }；交换颜色，{ $offerer } 执{ $colour ->
        [white] 白
        [black] 黑
       *[random] 随机决定的颜色
    }。{ $opponent }，点击 **再来一局** 或 **接受** 在新的子区开始；邀请将于 { $when } 过期。
challenge-rematch-expired = **{ $offerer }** 的再战邀请已过期：**{ $opponent }** 没有及时接受。
challenge-rematch-accepted = **{ $accepter }** 接受了 **{ $offerer }** 的再战：{ $white }（白方）对 { $black }（黑方），在新的子区中。
