# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = 白
terminal-black = 黒
terminal-ai-name = AI（レベル { $level }）
terminal-bad-ai-side = --ai { $given }: AI が指す側を white か black で指定してください
terminal-bad-level = --level { $given }: 1（最弱）から 8（最強）までを選んでください
terminal-bad-lang = --lang { $given }: 次の言語から選んでください: { $codes }
terminal-no-database = データベースを開けません: { $error }
terminal-welcome = Cruise Pawns、この端末で二人対局です。データベース: { $database }。盤面画像: { $pictures }。コマンドは `help` と入力してください。
terminal-game-over = 対局は終わりました。さようなら。
terminal-ask-shoot-down = { $player }: ミサイルを撃墜しますか（{ $choices }）、それとも見逃しますか？ [残り { $seconds } 秒] >
terminal-ask-steer = { $player }: ミサイルを { $squares } へ操縦してください >
terminal-ask-steer-or-self-destruct = { $player }: ミサイルを { $squares } へ操縦するか、* で自爆してください >
terminal-ask-move = { $player } の手番です >
terminal-end-of-input = 入力が終わりました。対局は { $database } に保存されたままです。
terminal-leaving = 終了します。対局は { $database } に保存されたままです。
terminal-legal-moves = 合法手: { $moves }
terminal-cannot-write-picture = （{ $file } に書き込めません: { $error }）
terminal-no-picture = （盤面画像がありません: { $error }）
terminal-help-title = コマンド（手番の人が入力します）:
terminal-help-move = 通常の指し手（SAN または UCI）
terminal-help-flight = ミサイルの飛行全体（これまでに入ったマスだけが表示されます）
terminal-help-self-destruct = e4 のポーンが自爆します
terminal-help-fire =
    e4 のポーンを一歩ずつ操縦します。続けて各マスを入力します（e5）。
    最初の一歩の前なら * で自爆します
terminal-help-answer = 撃墜の問いへの守る側の答え（答えがなければ { $pass }）
terminal-help-draw = 引き分けを提案します。相手のプレイヤーは { $accept } か { $decline } と入力します
terminal-help-claim = 引き分けを主張します（同一局面の三回反復または 50 手）
terminal-help-resign = 投了します。中止します（両者が指す前のみ）
terminal-help-board = 盤面を表示します。合法手を一覧にします。棋譜を出力します（PGN）
terminal-help-quit = このヘルプ。終了します（対局は保存されたままです）

terminal-in-seconds = { $count } 秒後
terminal-in-minutes = { $count } 分後
terminal-in-hours = { $count } 時間後
terminal-in-days = { $count } 日後
terminal-ago-seconds = { $count } 秒前
terminal-ago-minutes = { $count } 分前
terminal-ago-hours = { $count } 時間前
terminal-ago-days = { $count } 日前
