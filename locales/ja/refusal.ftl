# ボットが操作を断った理由: 何が問題で、どうすればよいかを伝える一文
# （原文: en-US）。日本語の複数形は other のみ。

## 対局。

refusal-no-game-here = ここでは進行中の対局はありません。挑戦を送って対局を始めましょう。
refusal-game-over = この対局は終了しています。
refusal-not-playing = あなたはこの対局に参加していません。
refusal-not-your-turn = あなたの手番ではありません。
refusal-wait-for-answer = お待ちください: { $defender } さんがあなたのミサイルを撃墜するかどうか考えています。
refusal-answer-first = 先に撃墜の質問に答えてください（ミサイルを撃墜するか、見逃すか）。
refusal-missile-in-air = { $launch } から発射したミサイルが飛行中です: 誘導を続けてください（次のマスを入力するか選んでください）。
refusal-empty-move = 指し手を入力してください。例: e4、Nf3、e2e4、または e4>e5>e6>d7 のような飛行。
refusal-illegal = { $reason }
refusal-no-missiles = { $preset } にはミサイルはありません: 通常の指し手を指してください。
refusal-not-a-square = `{ $text }` はマスではありません: e4 のように、ファイル a〜h とランク 1〜8 で書いてください。
refusal-cannot-fire = { $square } の駒は今は発射できません: { $why ->
        [empty] そのマスには駒がありません
        [not-yours] それはあなたのポーンではありません
        [not-a-pawn] 発射できるのはポーンだけです
        [starting-rank] 初期位置のランクにいるポーンは発射できません
       *[no-legal-flight] 合法な飛行がありません（クールダウン、ピン、チェックが妨げている可能性があります）
    }。
refusal-not-steering = 誘導中のミサイルはありません: まず発射するポーンを選んでください（例: fire e4）。
refusal-self-destruct-too-late = ポーンが自爆できるのは最初の一歩の前だけです。
refusal-cannot-enter = ミサイルは次に { $square } へは進めません。進めるマス: { $next }。
refusal-cannot-enter-anywhere = ミサイルは次に { $square } へは進めません。進めるマス: なし。
refusal-question-ended = この質問は終了しています。
refusal-question-ended-game-over = この質問は終了しています: 対局が終わりました。
refusal-answer-for-earlier-question = あなたの回答はこの質問が出される前に書かれたため、適用されません: 新しい質問を確認して答えてください。
refusal-too-many-ai-games = このサーバーには、AI との未終了の対局がすでに { $count } 局あります: { $games }。新しい対局を始める前に、終わらせるか投了してください。
refusal-ai-game = { $place } の対局{ $game }（レベル { $level }）
refusal-position-changed = メッセージを書いた後に局面が変わったため、指し手は指されませんでした: 盤面をもう一度確認して、指し手を送り直してください。
refusal-no-question = 答えるべき撃墜の質問はありません。
refusal-only-opponent-answers = この質問に答えられるのは対戦相手だけです。
refusal-not-a-shoot-down = `{ $text }` はここでは撃墜になりません。{ $labels } を選ぶか、見逃してください。
refusal-ambiguous-shoot-down = `{ $text }` は { $matches } のどれとも取れます: 表示どおりに正確に入力してください（駒は大文字）。
refusal-too-late-to-abort = 両者とも指したため、この対局はもう中止できません（投了するか、引き分けを提案してください）。
refusal-not-abortable = この対局は組み合わせで決まったため中止できません: 代わりに投了するか、組み合わせたイベントから棄権してください。
refusal-berserk-too-late = バーサークは、その対局での最初の指し手の前にしか使えません。
refusal-berserk-no-clock = バーサークは持ち時間を半分にします: この対局には進行中の時計がありません。
refusal-already-berserk = この対局ではすでにバーサークを使っています: 持ち時間が半分になるのは一度だけです。
refusal-already-offered-draw = すでに引き分けを提案しています。
refusal-no-draw-offer = 答えるべき引き分けの提案はありません。
refusal-own-draw-offer = この引き分けの提案はあなたが出したものです。答えるのは対戦相手です。
refusal-claim-after-flight = 引き分けの申請はミサイルの飛行が終わってからにしてください。
refusal-no-claims-in-pawn-game = Pawn Game では引き分けを申請できません: 代わりに引き分けを提案してください。
refusal-nothing-to-claim = 申請できる引き分けはありません: この局面の出現は { $repetitions } 回（3 回必要）、駒取り・ポーンの移動・飛行のない手は { $moves } 手（50 手必要）です。
refusal-move-limit-not-reached = まだ申請できるものはありません: { $opponent } さんにはまだ { $left } の考慮時間があります。先に一手の制限時間が切れたら、`/claim` で勝ちになります。

## 挑戦と再戦。

refusal-challenge-not-open = この挑戦はもう受け付けていません。
refusal-challenge-expired = この挑戦は期限切れです。
refusal-rematch-not-over = 対局{ $game }はまだ続いています: 再戦は対局が終わってから申し込めます。
refusal-no-rematch = 対局{ $game }には再戦がありません: 再戦があるのはメンバー 2 人によるカジュアル対局とレーティング対局だけで、大会の対局や AI との対局にはありません。`/challenge` で新しい対局を始めてください。
refusal-rematch-not-yours = 対局{ $game }の再戦を受けられるのは、その対局をした { $white } さんと { $black } さんだけです。`/challenge` で自分の対局を始めてください。
refusal-rematch-offered = 再戦はすでに申し込み済みです: 申し込みから { $open } 以内に { $opponent } さんが（**Rematch** または **Accept** で）受けるのを待ちましょう。
refusal-rematch-expired = この再戦の申し込みは期限切れです: 受付時間は { $open } でした。`/challenge` で新しい対局を始めてください。
refusal-rematch-started = 再戦はすでに始まっています: 対局{ $game }です。
refusal-rematch-started-elsewhere = 再戦はすでに始まっています。
refusal-rematch-closed = この再戦の申し込みは断られたか取り下げられました。`/challenge` で新しい対局を始めてください。
refusal-own-challenge = 自分の挑戦を受けることはできません。
refusal-challenge-for-other = この挑戦は { $name } さん専用です。
refusal-challenge-self = 自分自身には挑戦できません: 別のプレイヤーを指定するか、相手を空欄にして誰でも受けられる挑戦にしてください。
refusal-only-challenger-cancels = この挑戦を取り消せるのは挑戦した本人だけです。
refusal-open-challenge-decline = この挑戦は誰でも受けられます: 受けるか、ほかの人に任せてください。
refusal-not-your-challenge = この挑戦はあなた宛てではありません。
refusal-too-many-challenges = このサーバーで受付中の挑戦がすでに { $limit } 件あります（上限です）: 返事を待つか、Decline ボタンでどれかを取り下げてください。
refusal-two-players-needed = 対局には異なる 2 人のプレイヤーが必要です。
refusal-place-taken-thread = このスレッドではすでに対局が行われています。
refusal-place-taken-channel = このチャンネルではすでに対局が行われています: 次の対局はスレッドで行ってください。

## 解析。

refusal-no-such-game = このサーバーに対局{ $game }はありません: 対局の最後のメッセージに表示されている番号を指定してください。
refusal-analysis-not-over = 対局{ $game }はまだ続いています: 解析は対局が終わってからできます。
refusal-nothing-to-analyse = 対局{ $game }は一手も指されずに終わりました: 解析するものがありません。
refusal-analysis-unavailable = 対局{ $game }は今は解析できません: 棋譜を読み込めませんでした。1 分後にもう一度お試しください。
refusal-analysis-queue-full = 対局{ $game }は今は解析待ちの列に入れません: すでに { $waiting } 局が待っています。数分後にもう一度お試しください。
refusal-analysis-member-share = 対局{ $game }は解析待ちの列に入れません: あなたの対局がすでに { $limit } 局、解析待ちまたは解析中で、これが 1 人あたりの上限です。どれかが終わってからもう一度お試しください。
refusal-analysis-server-share = 対局{ $game }は解析待ちの列に入れません: このサーバーの対局がすでに { $limit } 局、解析待ちまたは解析中で、これがこのサーバーの持ち分です（列はほかのサーバーとも共有しています）。どれかが終わってからもう一度お試しください。

## ボット自体。

refusal-settings = { $reason }
refusal-save-failed = 操作を保存できませんでした（ストレージの問題）。何も変更されていません。少ししてからもう一度お試しください。
refusal-leaderboard-unavailable = 今はランキングを読み込めません。後でもう一度お試しください。
refusal-profile-unavailable = 今はプロフィールを読み込めません。後でもう一度お試しください。
refusal-shutting-down = ボットを再起動しています: 何も変更されていません。1 分後にもう一度お試しください。

## 文中のリスト。

list-and = { $first }と{ $second }
list-and-more = { $first }、{ $rest }
list-or = { $first }または{ $second }
list-or-more = { $first }、{ $rest }
list-item = { $item }
# A text as it is, in every locale (a name, a move list).
verbatim = { $text }
