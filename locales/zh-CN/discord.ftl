# Discord 端自己的回复:/settings、/tournament 的检查和管理回复、
# 对局讨论串的通知（来源:en-US）。无复数形式。

## /settings

discord-settings-not-in-server = 设置属于服务器：请在服务器的某个频道里使用这个命令。
discord-settings-web-on = 这个服务器的页面已在网站上公开。`/settings web:off` 可以隐藏它们。
discord-settings-web-on-at = 这个服务器的页面已在网站上公开。页面：{ $url } `/settings web:off` 可以隐藏它们。
discord-settings-web-off = 这个服务器的页面没有在网站上公开。`/settings web:on`（管理服务器）会在网站上展示它的排行榜、锦标赛和对局。
discord-settings-read-failed = 无法读取设置（{ $error }）。请稍后再试。
discord-settings-lfg-role = 公开挑战会提及 <@&{ $role }>。`/settings clear_lfg_role:true` 可以停止。
discord-settings-lfg-none = 公开挑战不会提及任何人。`/settings lfg_role:<role>`（管理服务器）可以让它提及正在找对局的成员。
discord-settings-lfg-read-failed = 无法读取找对局的身份组（{ $error }）。请稍后再试。
discord-settings-zone = 这个服务器的时区是 { $zone }：未写时区的锦标赛开始时间按这个时区读取，系列赛在这个时区保持同一时刻。`/settings timezone:<IANA 名称>` 可以更改。
discord-settings-zone-utc = 这个服务器的时区是 UTC。`/settings timezone:Europe/Berlin`（管理服务器；任意 IANA 名称）会按你的时区读取锦标赛开始时间，并让系列赛保持在那个时区的时刻。
discord-settings-zone-read-failed = 无法读取时区（{ $error }）。请稍后再试。
discord-settings-private-language = 私密回复会使用每位成员自己的 Discord 语言（如果机器人会说），否则使用服务器的语言：你的回复是 { $language }。
discord-settings-public-chosen = 公开消息使用 { $language }（由 `/settings language` 设置；`/settings clear_language:true` 改为跟随这个服务器的 Discord 语言）。
discord-settings-public-discord = 公开消息跟随这个服务器的 Discord 语言（社区服务器在 服务器设置 > 概况 > 主要语言 中设置），当前为 { $language }。`/settings language:<language>`（管理服务器）可以选择其他语言。
discord-settings-public-unshipped = 公开消息使用 { $language }：机器人还不会说这个服务器的 Discord 语言（`{ $code }`）。`/settings language:<language>`（管理服务器）可以选择一种。
discord-settings-public-unnamed = 公开消息使用 { $language }，因为 Discord 没有给出这个服务器的语言（社区服务器在 服务器设置 > 概况 > 主要语言 中设置）。`/settings language:<language>`（管理服务器）可以选择一种。
discord-settings-language-read-failed = 无法读取公开消息的语言（{ $error }）。请稍后再试。
discord-settings-language-both = 请只给出 `language`（选择公开消息的语言）或 `clear_language:true`（跟随服务器的 Discord 语言）之一，不要同时给出（未做任何更改）。
discord-settings-daily-both = 请只给出 `puzzle_channel`/`puzzle_time`（发布每日谜题）或 `clear_daily_puzzle:true`（停止发布）之一，不要同时给出。
discord-settings-nothing-changed = { $why }（未做任何更改）
discord-settings-lfg-both = 请只给出 `lfg_role`（设置）或 `clear_lfg_role:true`（移除）之一，不要同时给出。
discord-settings-lfg-everyone = `lfg_role` 不能是 @everyone：请选择一个想下棋的成员会领取的身份组（未做任何更改）。
discord-settings-not-manager = 只有拥有“管理服务器”权限的成员才能更改这项设置（未做任何更改）。请联系服务器管理员；单独使用 `/settings` 会显示当前设置。
discord-settings-web-now-public = 这个服务器的排行榜、锦标赛和对局现在已在公开网站上。
discord-settings-web-now-public-at = 这个服务器的排行榜、锦标赛和对局现在已在公开网站上。页面：{ $url }
discord-settings-web-now-hidden = 这个服务器的页面现在已从网站隐藏（访问会返回 404）。
discord-settings-save-failed = 无法保存设置（{ $error }）。请稍后再试。
discord-settings-lfg-now = 公开挑战（没有指定对手的 `/challenge`）现在会提及 <@&{ $role }> 一次。（该身份组需要允许被提及，否则我需要“提及 @everyone”权限。）
discord-settings-lfg-now-none = 公开挑战不再提及任何人。
discord-settings-lfg-save-failed = 无法保存找对局的身份组（{ $error }）。请稍后再试。
discord-settings-zone-now = 这个服务器的时区现在是 { $zone }：未写时区的锦标赛开始时间按这个时区读取，新的系列赛在夏令时切换时也保持同一时刻。
discord-settings-zone-save-failed = 无法保存时区（{ $error }）。请稍后再试。
discord-settings-daily-stopped = 不再发布每日谜题。`/puzzle daily` 仍会把今天的谜题发给任何请求的人。
discord-settings-language-save-failed = 无法保存语言（{ $error }）。请稍后再试。
discord-settings-language-now = 这个服务器的公开消息现在使用 { $language }；成员的私密回复仍然使用他们自己的 Discord 语言。`/settings clear_language:true` 会重新跟随服务器的 Discord 语言。
discord-settings-language-now-discord = 这个服务器的公开消息重新跟随它的 Discord 语言（社区服务器在 服务器设置 > 概况 > 主要语言 中设置），当前为 { $language }。

## /tournament

discord-tournament-no-event = 无法为它创建 Discord 活动：我缺少 **Manage Events** 权限。服务器管理员可以在 服务器设置 → 身份组 中授予我的身份组。
discord-tournament-bad-time = `time` 无效：{ $error }。
discord-tournament-bad-intercept = `intercept` 无效：{ $error }。
discord-tournament-missing-permissions = 我无法在这个频道举办锦标赛：我在这里缺少 { $missing }。每个棋盘都有自己的讨论串和棋盘图片。服务器管理员可以在频道设置（编辑频道 → 权限）中授予我这 { $count } 项权限，然后再试一次。
discord-tournament-settings-not-in-server = 锦标赛设置属于服务器：请在服务器的某个频道里使用这个命令。
discord-tournament-settings-not-manager = 只有拥有“管理服务器”权限的成员才能更改锦标赛设置。请联系服务器管理员；单独使用 `/tournament settings` 会显示当前设置。
discord-tournament-organizer-both = 请只给出 `organizer_role`（设置）或 `clear:true`（移除）之一，不要同时给出。
discord-tournament-winner-both = 请只给出 `winner_role`（设置）或 `clear_winner_role:true`（移除）之一，不要同时给出。
discord-tournament-organizer-now = 拥有 <@&{ $role }> 的成员现在可以开始、配对、移出棋手和取消这个服务器的任何锦标赛。
discord-tournament-organizer-removed = 已移除锦标赛组织者身份组：锦标赛由其组织者和拥有“管理服务器”权限的成员管理。
discord-tournament-organizer-save-failed = 无法保存组织者身份组（{ $error }）。请稍后再试。
discord-tournament-winner-now = 这个服务器每个锦标赛的冠军现在会获得 <@&{ $role }>，上一位冠军会失去它。
discord-tournament-winner-removed = 锦标赛冠军不再获得身份组（已经拥有的人会保留）。
discord-tournament-winner-save-failed = 无法保存冠军身份组（{ $error }）。请稍后再试。
discord-tournament-creators-save-failed = 无法保存谁可以创建锦标赛（{ $error }）。请稍后再试。
discord-tournament-creators-everyone = 这里任何成员都可以创建锦标赛和系列赛（但不能附带他们自己无法授予的冠军身份组）。`creators:organizers` 会限定为拥有“管理服务器”权限或组织者身份组的成员。
discord-tournament-creators-organizers = 这里只有拥有“管理服务器”权限或锦标赛组织者身份组的成员才能创建锦标赛和系列赛；所有人仍然可以参加。`creators:everyone` 会向所有成员开放创建。
discord-tournament-only-managers-create = 在这个服务器上，只有拥有 **管理服务器** 权限的成员才能创建锦标赛和系列赛。请让其中一位来创建；之后任何人都可以参加。
discord-tournament-only-organizers-create = 在这个服务器上，只有拥有 **管理服务器** 权限或 <@&{ $role }> 的成员才能创建锦标赛和系列赛。请让其中一位来创建；之后任何人都可以参加。
discord-tournament-creators-read-failed = 无法读取这里谁可以创建锦标赛（{ $error }）。请稍后再试。
discord-tournament-organizer-is = 锦标赛组织者身份组是 <@&{ $role }>：其成员可以开始、配对、移出棋手和取消这里的任何锦标赛。拥有“管理服务器”权限的成员可以用 `/tournament settings organizer_role:<role>` 更改，或用 `clear:true` 移除。
discord-tournament-organizer-none = 没有设置锦标赛组织者身份组：锦标赛由其组织者和拥有“管理服务器”权限的成员管理。拥有“管理服务器”权限的成员可以用 `/tournament settings organizer_role:<role>` 设置一个。
discord-tournament-settings-read-failed = 无法读取锦标赛设置（{ $error }）。请稍后再试。
discord-tournament-winner-is = 每个锦标赛的冠军会获得 <@&{ $role }>（上一位冠军会失去它）；`clear_winner_role:true` 可以停止。
discord-tournament-winner-none = 没有设置冠军身份组：`/tournament settings winner_role:<role>` 会给每个锦标赛的冠军一个身份组。
discord-tournament-name-the-game = 请指明对局：`round`、`board` 和 `result`（例如第 2 轮、第 1 台、1-0）；淘汰赛中用 `match`（例如 W1-2），正在进行的对局加 `result`，整场对决加 `winner`。

## 对局的讨论串

discord-thread-at-cap = 这个服务器已达到 Discord 活跃讨论串的上限（错误 160006）；归档已结束的讨论串可以腾出空间
discord-thread-no-permission = 我在这个频道缺少 **Create Public Threads**（以及 **Send Messages in Threads**）权限；服务器管理员可以在频道设置中授予
discord-thread-discord-answered = Discord 回复：{ $error }
discord-thread-not-moved = 无法把对局移入其中（{ $error }）
discord-thread-none = 我无法为这局棋开启讨论串：{ $why }。
discord-thread-played-here = 我无法为这局棋开启讨论串，所以它就在这个频道里进行。
discord-thread-none-taken = 我无法为这局棋开启讨论串。{ $taken }
discord-thread-tournament-played-here = 我无法为 **{ $game }** 开启讨论串，所以它就在这个频道里进行。
discord-thread-organizer = 🔒 **{ $tournament }**：我无法为 { $games } 开启讨论串（共 { $count } 个）：{ $why }。

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = 身份组属于服务器：请在服务器的某个频道里使用这个命令。
discord-roles-everyone = 不能发放 @everyone：请选择一个并非所有成员都有的身份组。
discord-roles-read-failed = 我无法读取这个服务器的身份组（{ $error }），所以不知道能否发放 <@&{ $role }>。请稍后再试。
discord-roles-prize-read-failed = 我无法读取这个服务器的身份组（{ $error }），所以不知道你能否把 <@&{ $role }> 设为奖励。请稍后再试。
discord-roles-member-cannot-give = 你不能绑定 <@&{ $role }>：我只替能自己授予该身份组的成员发放身份组（服务器所有者、Administrator，或通过身份组在整个服务器拥有 **Manage Roles** 的成员；只在单个频道拥有 Manage Permissions 不算），而你都不是。请让服务器管理员来设置，或者去掉 `{ $option }`（没有任何更改）。
discord-roles-not-of-server = <@&{ $role }> 不是这个服务器的身份组（是不是被删除了？）。请另选一个。
discord-roles-not-below-yours = 你不能绑定 <@&{ $role }>：它不低于你的最高身份组 <@&{ $top }>，而拥有 **Manage Roles** 的成员在 Discord 中只能授予比自己低的身份组。请选择一个比你低的身份组，或者让服务器管理员来设置这个（没有任何更改）。
discord-roles-not-below-none-of-yours = 你不能绑定 <@&{ $role }>：它不低于你的任何身份组（你在这个服务器上没有身份组），而拥有 **Manage Roles** 的成员在 Discord 中只能授予比自己低的身份组。请选择一个比你低的身份组，或者让服务器管理员来设置这个（没有任何更改）。
discord-roles-bot-not-allowed = 我无法发放 <@&{ $role }>：我缺少 **Manage Roles** 权限。服务器管理员可以在 服务器设置 → 身份组 中授予我的身份组，然后请重新设置这个身份组。
discord-roles-bot-read-failed = 我无法读取自己在这个服务器上的身份组（{ $error }），所以不知道我能否发放 <@&{ $role }>。请稍后再试。
discord-roles-managed = <@&{ $role }> 由集成管理（机器人的身份组或助力者身份组），Discord 不允许任何人发放它。请另选一个身份组。
discord-roles-not-below-mine = 我无法发放 <@&{ $role }>：它不低于我的最高身份组 <@&{ $top }>，而 Discord 只允许机器人发放比自己低的身份组。服务器管理员可以在 服务器设置 → 身份组 中把我的身份组拖到 <@&{ $role }> 之上，然后请重新设置这个身份组。
discord-roles-not-below-none-of-mine = 我无法发放 <@&{ $role }>：它不低于我的任何身份组（我在这个服务器上没有身份组），而 Discord 只允许机器人发放比自己低的身份组。服务器管理员可以在 服务器设置 → 身份组 中把我的身份组拖到 <@&{ $role }> 之上，然后请重新设置这个身份组。
discord-roles-their-roles-unread = 无法读取该成员的身份组（{ $error }）
discord-roles-could-not-give = • 无法把 <@&{ $role }> 授予 <@{ $user }>：{ $why }
discord-roles-could-not-take = • 无法收回 <@{ $user }> 的 <@&{ $role }>：{ $why }
discord-roles-change-failed = { $reason } 的身份组变更没有完成：
    { $lines }
    服务器管理员可以确认我拥有 **Manage Roles**，并且我的身份组在 <@&{ $role }> 之上（服务器设置 → 身份组），然后手动变更。其他内容不受影响。
discord-roles-why-not-allowed = 我缺少 **Manage Roles**，或者该身份组不低于我的身份组
discord-roles-why-not-member = 该成员已不在这个服务器
discord-roles-why-role-gone = 该身份组已不存在
discord-roles-why-discord = Discord 回复：{ $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = 你不能挑战自己：请指定另一位棋手，或把 `opponent` 留空发起公开挑战。
discord-game-challenge-a-bot = 你不能挑战机器人：请指定一个人，或把 `opponent` 留空发起公开挑战。想和我下棋，就把我指定为 `opponent`。
discord-game-level-without-me = `level` 用于和我下的对局：把我指定为 `opponent` 来和 AI 下棋，或者去掉 `level`。
discord-game-bad-settings = 对局设置无效：{ $error }。
discord-game-bad-level = `level` 必须在 1（最弱）到 8（最强）之间（你给的是 { $level }）。
discord-game-type-a-move = 请输入一步棋，例如 `e4`、`Nf3`、`e2e4`，或飞行 `e4>e5>e6>d7`。
discord-game-flight-received = 已收到飞行：讨论串会一格一格地显示导弹（你的路线保持隐藏）。
discord-game-not-a-square = `{ $pawn }` 不是一个格子：请给出兵所在的格子，例如 e4。
discord-game-steering-started = 已开始操控。
discord-game-ai-where = **{ $player }** 正在 <#{ $thread }> 和我（AI，等级 { $level }）下棋。
discord-game-missile-on-its-way = 导弹正在飞行：请在讨论串里查看棋盘。
discord-game-button-ended = 这个问题已经结束：按钮不再可用。
discord-game-typed-flight-shown = 以消息输入的飞行会把整条路线暴露给对手，而我在这里不能删除消息。请使用 `/move`（私下回复）或 `/fire`（用按钮操控）来保持隐藏。
discord-game-flag-falls = 超时时刻：{ $stamp }。
discord-game-time-runs-out = 截止时刻：{ $stamp }。

## Answers and posts

discord-done = 完成。
discord-done-see = 完成：请看 <#{ $channel }>。
discord-thread-locked-look-there = 这个讨论串已被锁定，所以它的消息会发到 <#{ $channel }>：请去那里看。
discord-thread-locked-posted-here = 我无法在 <#{ $thread }> 发消息：它已被锁定。所以改发在这里；版主可以解锁讨论串（或给我 **Manage Threads**），让对局留在那里。
discord-malformed-option = 选项格式错误：{ $error }。请检查命令的选项后再试。
discord-malformed-option-input = 选项 `{ $input }` 格式错误：{ $error }。请检查命令的选项后再试。
discord-command-outdated = 这个命令的选项与机器人的不一致；Discord 可能仍在显示旧版本。请一分钟后再试。
discord-something-went-wrong = 出错了：{ $error }
discord-server-only = 这个命令只能在服务器的频道里使用，不能在私信中使用。
discord-server-roles-unread = 我无法读取这个服务器的身份组（{ $error }）。请稍后再试。
discord-channel-permissions-unread = 我无法读取那个频道的权限（{ $error }）。请稍后再试。
discord-on-the-web = 网页版：<{ $url }>
discord-event-line = Discord 活动：{ $url }
discord-event-audit-reason = 已安排的锦标赛
discord-games-line = 对局：{ $games }
discord-boards-waiting = <@{ $organizer }> **{ $tournament }** 第 { $round } 轮：有 { $count } 台棋盘还没送到棋手那里：{ $boards }。我无法开启它们的讨论串（你在这里的下一条命令会告诉你原因），会在后台继续尝试；缺席计时要等棋盘发出后才开始。
discord-boards-none-waiting = **{ $tournament }** 第 { $round } 轮：已经没有棋盘在等待讨论串了。
