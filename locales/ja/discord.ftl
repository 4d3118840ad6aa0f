# Discord 側が自分で返す言葉: /settings、/tournament の確認と管理者への
# 返答、対局のスレッドについてのお知らせ（原文: en-US）。複数形なし。

## /settings

discord-settings-not-in-server = 設定はサーバーのものです。サーバーのチャンネルでこのコマンドを使ってください。
discord-settings-web-on = このサーバーのページはウェブサイトに公開されています。`/settings web:off` で非公開にできます。
discord-settings-web-on-at = このサーバーのページはウェブサイトに公開されています。ページ: { $url } `/settings web:off` で非公開にできます。
discord-settings-web-off = このサーバーのページはウェブサイトに公開されていません。`/settings web:on`（サーバー管理）でランキング、トーナメント、対局を公開できます。
discord-settings-read-failed = 設定を読み込めませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-lfg-role = 公開チャレンジは <@&{ $role }> にメンションします。`/settings clear_lfg_role:true` で止められます。
discord-settings-lfg-none = 公開チャレンジは誰にもメンションしません。`/settings lfg_role:<role>`（サーバー管理）で対局相手を探しているメンバーにメンションできます。
discord-settings-lfg-read-failed = 対局相手募集のロールを読み込めませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-zone = このサーバーのタイムゾーンは { $zone } です。タイムゾーンなしで書かれたトーナメントの開始時刻はこのゾーンで読み、シリーズはこのゾーンで同じ時刻を保ちます。`/settings timezone:<IANA 名>` で変更できます。
discord-settings-zone-utc = このサーバーのタイムゾーンは UTC です。`/settings timezone:Europe/Berlin`（サーバー管理、任意の IANA 名）で、トーナメントの開始時刻をあなたのゾーンで読み、シリーズをそのゾーンの時刻に保てます。
discord-settings-zone-read-failed = タイムゾーンを読み込めませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-private-language = 非公開の返答は、ボットが話せる場合は各メンバーの Discord の言語で、そうでなければサーバーの言語で届きます。あなたへの返答は { $language } です。
discord-settings-public-chosen = 公開投稿は { $language } です（`/settings language` で設定。`/settings clear_language:true` でこのサーバーの Discord の言語に従います）。
discord-settings-public-discord = 公開投稿はこのサーバーの Discord の言語に従います（コミュニティサーバーでは「サーバー設定 > 概要 > 主要言語」で設定します）。現在は { $language } です。`/settings language:<language>`（サーバー管理）で別の言語を選べます。
discord-settings-public-unshipped = 公開投稿は { $language } です。このサーバーの Discord の言語（`{ $code }`）にはボットがまだ対応していません。`/settings language:<language>`（サーバー管理）で言語を選べます。
discord-settings-public-unnamed = Discord がこのサーバーの言語を示していないため、公開投稿は { $language } です（コミュニティサーバーでは「サーバー設定 > 概要 > 主要言語」で設定します）。`/settings language:<language>`（サーバー管理）で言語を選べます。
discord-settings-language-read-failed = 公開投稿の言語を読み込めませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-language-both = `language`（公開投稿の言語を選ぶ）か `clear_language:true`（サーバーの Discord の言語に従う）のどちらか一方を指定してください（何も変更していません）。
discord-settings-daily-both = `puzzle_channel`/`puzzle_time`（毎日のパズルを投稿する）か `clear_daily_puzzle:true`（止める）のどちらか一方を指定してください。
discord-settings-nothing-changed = { $why }（何も変更していません）
discord-settings-lfg-both = `lfg_role`（設定する）か `clear_lfg_role:true`（外す）のどちらか一方を指定してください。
discord-settings-lfg-everyone = `lfg_role` に @everyone は指定できません。対局したいメンバーが付けるロールを選んでください（何も変更していません）。
discord-settings-not-manager = これを変更できるのはサーバー管理権限を持つメンバーだけです（何も変更していません）。サーバーの管理者に頼んでください。`/settings` だけなら現在の設定を表示します。
discord-settings-web-now-public = このサーバーのランキング、トーナメント、対局が公開ウェブサイトに載りました。
discord-settings-web-now-public-at = このサーバーのランキング、トーナメント、対局が公開ウェブサイトに載りました。ページ: { $url }
discord-settings-web-now-hidden = このサーバーのページはウェブサイトで非公開になりました（404 を返します）。
discord-settings-save-failed = 設定を保存できませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-lfg-now = 公開チャレンジ（相手を指定しない `/challenge`）は今後 <@&{ $role }> に一度メンションします。（ロールがメンション可能であるか、ボットに @everyone へのメンション権限が必要です。）
discord-settings-lfg-now-none = 公開チャレンジは今後誰にもメンションしません。
discord-settings-lfg-save-failed = 対局相手募集のロールを保存できませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-zone-now = このサーバーのタイムゾーンを { $zone } にしました。タイムゾーンなしで書かれたトーナメントの開始時刻はこのゾーンで読み、新しいシリーズは夏時間の切り替えをまたいでも同じ時刻を保ちます。
discord-settings-zone-save-failed = タイムゾーンを保存できませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-daily-stopped = 毎日のパズルの投稿を止めました。`/puzzle daily` で今日のパズルは引き続き誰でも受け取れます。
discord-settings-language-save-failed = 言語を保存できませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-settings-language-now = このサーバーの公開投稿を { $language } にしました。メンバーへの非公開の返答は引き続き各自の Discord の言語です。`/settings clear_language:true` でサーバーの Discord の言語に戻せます。
discord-settings-language-now-discord = このサーバーの公開投稿は再びサーバーの Discord の言語に従います（コミュニティサーバーでは「サーバー設定 > 概要 > 主要言語」で設定します）。現在は { $language } です。

## /tournament

discord-tournament-no-event = Discord のイベントは作成されません: **Manage Events** 権限がありません。サーバー管理者が「サーバー設定 → ロール」でボットのロールに付与できます。
discord-tournament-bad-time = `time` が正しくありません: { $error }。
discord-tournament-bad-intercept = `intercept` が正しくありません: { $error }。
discord-tournament-missing-permissions = このチャンネルではトーナメントを開催できません: ここでは { $missing } がありません。各盤には盤面画像付きの専用スレッドが作られます。サーバー管理者がチャンネル設定（チャンネルの編集 → 権限）でこの { $count } 件の権限を付与してから、もう一度お試しください。
discord-tournament-settings-not-in-server = トーナメントの設定はサーバーのものです。サーバーのチャンネルでこのコマンドを使ってください。
discord-tournament-settings-not-manager = トーナメントの設定を変更できるのはサーバー管理権限を持つメンバーだけです。サーバーの管理者に頼んでください。`/tournament settings` だけなら現在の設定を表示します。
discord-tournament-organizer-both = `organizer_role`（設定する）か `clear:true`（外す）のどちらか一方を指定してください。
discord-tournament-winner-both = `winner_role`（設定する）か `clear_winner_role:true`（外す）のどちらか一方を指定してください。
discord-tournament-organizer-now = <@&{ $role }> のメンバーは、このサーバーのどのトーナメントでも開始、組み合わせ、参加者の除外、中止ができるようになりました。
discord-tournament-organizer-removed = トーナメント運営ロールを外しました。トーナメントはその主催者とサーバー管理権限を持つメンバーが運営します。
discord-tournament-organizer-save-failed = 運営ロールを保存できませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-tournament-winner-now = このサーバーの各トーナメントの優勝者に <@&{ $role }> を付与し、前回の優勝者からは外します。
discord-tournament-winner-removed = トーナメントの優勝者にロールを付与しなくなりました（すでに持っている人はそのままです）。
discord-tournament-winner-save-failed = 優勝者ロールを保存できませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-tournament-creators-save-failed = トーナメントを作成できる人を保存できませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-tournament-creators-everyone = ここではどのメンバーもトーナメントとシリーズを作成できます（自分で付与できない優勝者ロール付きでは作成できません）。`creators:organizers` でサーバー管理権限と運営ロールに限定できます。
discord-tournament-creators-organizers = ここでトーナメントとシリーズを作成できるのは、サーバー管理権限かトーナメント運営ロールを持つメンバーだけです。参加は引き続き誰でもできます。`creators:everyone` で全メンバーが作成できるようになります。
discord-tournament-only-managers-create = このサーバーでトーナメントとシリーズを作成できるのは **サーバー管理** 権限を持つメンバーだけです。その誰かに作成を頼んでください。作成後は誰でも参加できます。
discord-tournament-only-organizers-create = このサーバーでトーナメントとシリーズを作成できるのは **サーバー管理** 権限か <@&{ $role }> を持つメンバーだけです。その誰かに作成を頼んでください。作成後は誰でも参加できます。
discord-tournament-creators-read-failed = ここでトーナメントを作成できる人を読み込めませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-tournament-organizer-is = トーナメント運営ロールは <@&{ $role }> です。このロールのメンバーは、ここのどのトーナメントでも開始、組み合わせ、参加者の除外、中止ができます。サーバー管理権限を持つメンバーが `/tournament settings organizer_role:<role>` で変更、`clear:true` で解除できます。
discord-tournament-organizer-none = トーナメント運営ロールは設定されていません。トーナメントはその主催者とサーバー管理権限を持つメンバーが運営します。サーバー管理権限を持つメンバーが `/tournament settings organizer_role:<role>` で設定できます。
discord-tournament-settings-read-failed = トーナメントの設定を読み込めませんでした（{ $error }）。少し待ってからもう一度お試しください。
discord-tournament-winner-is = 各トーナメントの優勝者は <@&{ $role }> を受け取ります（前回の優勝者からは外れます）。`clear_winner_role:true` で止められます。
discord-tournament-winner-none = 優勝者ロールは設定されていません。`/tournament settings winner_role:<role>` で各トーナメントの優勝者にロールを付与できます。
discord-tournament-name-the-game = 対局を指定してください: `round`、`board`、`result`（例: ラウンド 2、盤 1、1-0）。ノックアウトでは `match`（例: W1-2）に、進行中の対局なら `result`、試合全体なら `winner` を添えてください。

## 対局のスレッド

discord-thread-at-cap = このサーバーは Discord のアクティブなスレッド数の上限に達しています（エラー 160006）。終わったスレッドをアーカイブすると空きができます
discord-thread-no-permission = このチャンネルで **Create Public Threads**（と **Send Messages in Threads**）の権限がありません。サーバー管理者がチャンネル設定で付与できます
discord-thread-discord-answered = Discord の応答: { $error }
discord-thread-not-moved = 対局をスレッドに移せませんでした（{ $error }）
discord-thread-none = この対局のスレッドを開けませんでした: { $why }。
discord-thread-played-here = この対局のスレッドを開けなかったため、このチャンネルで対局します。
discord-thread-none-taken = この対局のスレッドを開けませんでした。{ $taken }
discord-thread-tournament-played-here = **{ $game }** のスレッドを開けなかったため、このチャンネルで対局します。
discord-thread-organizer = 🔒 **{ $tournament }**: { $games } のスレッドを開けませんでした（{ $count }件）: { $why }。

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = ロールはサーバーのものです。サーバーのチャンネルでこのコマンドを使ってください。
discord-roles-everyone = @everyone は配れません。全員が持っているわけではないロールを選んでください。
discord-roles-read-failed = このサーバーのロールを読み取れませんでした ({ $error })。そのため <@&{ $role }> を配れるか判断できません。少ししてからもう一度試してください。
discord-roles-prize-read-failed = このサーバーのロールを読み取れませんでした ({ $error })。そのため <@&{ $role }> を賞品にできるか判断できません。少ししてからもう一度試してください。
discord-roles-member-cannot-give = <@&{ $role }> は設定できません: ロールを配るのは、自分でそのロールを付与できるメンバーが設定した場合だけです (サーバーオーナー、Administrator、またはロールによってサーバー全体で **Manage Roles** を持つメンバー。1つのチャンネルだけの Manage Permissions は対象外です)。あなたはそのどれにも当たりません。サーバー管理者に設定を頼むか、`{ $option }` を外してください (何も変更していません)。
discord-roles-not-of-server = <@&{ $role }> はこのサーバーのロールではありません (削除されましたか?)。別のロールを選んでください。
discord-roles-not-below-yours = <@&{ $role }> は設定できません: あなたの最上位ロール <@&{ $top }> より下ではなく、Discord では **Manage Roles** を持つメンバーも自分のロールより下のロールしか付与できません。自分より下のロールを選ぶか、サーバー管理者にこのロールの設定を頼んでください (何も変更していません)。
discord-roles-not-below-none-of-yours = <@&{ $role }> は設定できません: あなたのどのロールよりも下ではありません (このサーバーでロールを持っていません)。Discord では **Manage Roles** を持つメンバーも自分のロールより下のロールしか付与できません。自分より下のロールを選ぶか、サーバー管理者にこのロールの設定を頼んでください (何も変更していません)。
discord-roles-bot-not-allowed = <@&{ $role }> を配れません: **Manage Roles** 権限がありません。サーバー管理者が「サーバー設定 → ロール」でボットのロールに付与できます。そのあとでロールをもう一度設定してください。
discord-roles-bot-read-failed = このサーバーでの自分のロールを読み取れませんでした ({ $error })。そのため <@&{ $role }> を配れるか判断できません。少ししてからもう一度試してください。
discord-roles-managed = <@&{ $role }> は連携 (ボットのロールまたはブースターのロール) が管理しているため、Discord では誰も配れません。別のロールを選んでください。
discord-roles-not-below-mine = <@&{ $role }> を配れません: ボットの最上位ロール <@&{ $top }> より下ではなく、Discord ではボットも自分のロールより下のロールしか配れません。サーバー管理者が「サーバー設定 → ロール」でボットのロールを <@&{ $role }> より上にドラッグできます。そのあとでロールをもう一度設定してください。
discord-roles-not-below-none-of-mine = <@&{ $role }> を配れません: ボットのどのロールよりも下ではありません (このサーバーでボットはロールを持っていません)。Discord ではボットも自分のロールより下のロールしか配れません。サーバー管理者が「サーバー設定 → ロール」でボットのロールを <@&{ $role }> より上にドラッグできます。そのあとでロールをもう一度設定してください。
discord-roles-their-roles-unread = メンバーのロールを読み取れませんでした ({ $error })
discord-roles-could-not-give = • <@{ $user }> に <@&{ $role }> を付与できませんでした: { $why }
discord-roles-could-not-take = • <@{ $user }> から <@&{ $role }> を外せませんでした: { $why }
discord-roles-change-failed = { $reason } のロール変更ができませんでした:
    { $lines }
    サーバー管理者は、ボットが **Manage Roles** を持ち、ボットのロールが <@&{ $role }> より上にあること (サーバー設定 → ロール) を確認してから、手動で変更できます。ほかには影響ありません。
discord-roles-why-not-allowed = **Manage Roles** 権限がないか、ロールがボットのロールより下にありません
discord-roles-why-not-member = このサーバーのメンバーではなくなりました
discord-roles-why-role-gone = ロールがもう存在しません
discord-roles-why-discord = Discord の応答: { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = 自分自身には挑戦できません。ほかの人を指定するか、`opponent` を空にしてオープンな挑戦にしてください。
discord-game-challenge-a-bot = ボットには挑戦できません。人を指定するか、`opponent` を空にしてオープンな挑戦にしてください。私と対局するなら、`opponent` に私を指定してください。
discord-game-level-without-me = `level` は私との対局用です。AI と対局するなら `opponent` に私を指定し、そうでなければ `level` を外してください。
discord-game-bad-settings = 対局の設定が正しくありません: { $error }。
discord-game-bad-level = `level` は 1 (最弱) から 8 (最強) で指定してください (指定された値: { $level })。
discord-game-type-a-move = 指し手を入力してください。例: `e4`、`Nf3`、`e2e4`、飛行なら `e4>e5>e6>d7`。
discord-game-flight-received = 飛行を受け付けました: スレッドではミサイルが1マスずつ表示されます (経路は隠されたままです)。
discord-game-not-a-square = `{ $pawn }` はマスではありません。ポーンのマスを e4 のように指定してください。
discord-game-steering-started = 操縦を始めました。
discord-game-ai-where = **{ $player }** さんが <#{ $thread }> で私 (AI、レベル { $level }) と対局中です。
discord-game-missile-on-its-way = ミサイルは飛行中です。スレッドで盤面を確認してください。
discord-game-button-ended = この質問は終了しました。このボタンはもう使えません。
discord-game-typed-flight-shown = メッセージとして入力した飛行は、相手に経路がすべて見えてしまいます。ここではメッセージを削除できません。隠したまま撃つには `/move` (非公開で応答) か `/fire` (ボタンで操縦) を使ってください。
discord-game-flag-falls = 持ち時間が切れるまで: { $stamp }。
discord-game-time-runs-out = 回答期限: { $stamp }。

## Answers and posts

discord-done = 完了しました。
discord-done-see = 完了しました: <#{ $channel }> を見てください。
discord-thread-locked-look-there = このスレッドはロックされているため、投稿は <#{ $channel }> に送られます。そちらを見てください。
discord-thread-locked-posted-here = <#{ $thread }> に投稿できません: ロックされています。代わりにここに投稿します。モデレーターがスレッドのロックを解除する (またはボットに **Manage Threads** を付与する) と、対局はスレッドで続けられます。
discord-malformed-option = オプションが正しくありません: { $error }。コマンドのオプションを確認して、もう一度試してください。
discord-malformed-option-input = オプション `{ $input }` が正しくありません: { $error }。コマンドのオプションを確認して、もう一度試してください。
discord-command-outdated = このコマンドのオプションがボットのものと一致しません。Discord が古いバージョンを表示しているのかもしれません。1分後にもう一度試してください。
discord-something-went-wrong = 問題が発生しました: { $error }
discord-server-only = このコマンドはサーバーのチャンネルで使えます。ダイレクトメッセージでは使えません。
discord-server-roles-unread = このサーバーのロールを読み取れませんでした ({ $error })。少ししてからもう一度試してください。
discord-channel-permissions-unread = そのチャンネルの権限を読み取れませんでした ({ $error })。少ししてからもう一度試してください。
discord-on-the-web = Web で見る: <{ $url }>
discord-event-line = Discord イベント: { $url }
discord-event-audit-reason = 予定されたトーナメント
discord-games-line = 対局: { $games }
discord-boards-waiting = <@{ $organizer }> **{ $tournament }** のラウンド { $round }: { $count } 面のボードがまだプレイヤーに届いていません: { $boards }。スレッドを開けませんでした (ここで次にコマンドを使うと理由が表示されます)。バックグラウンドで試し続けます。不参加の判定時間は、ボードが投稿されてから始まります。
discord-boards-none-waiting = **{ $tournament }** のラウンド { $round }: スレッドを待っているボードはもうありません。
