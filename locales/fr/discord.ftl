# Ce que le côté Discord répond lui-même : /settings, les vérifications et
# réponses d'administration de /tournament, les avis sur le fil d'une
# partie (source : en-US). Pluriel : one, other.

## /settings

discord-settings-not-in-server = Les paramètres appartiennent à un serveur : utilise cette commande dans l'un de ses salons.
discord-settings-web-on = Les pages de ce serveur sont sur le site web. `/settings web:off` les masque.
discord-settings-web-on-at = Les pages de ce serveur sont sur le site web. Ses pages : { $url } `/settings web:off` les masque.
discord-settings-web-off = Les pages de ce serveur ne sont pas sur le site web. `/settings web:on` (Gérer le serveur) y affiche son classement, ses tournois et ses parties.
discord-settings-read-failed = Impossible de lire les paramètres ({ $error }). Réessaie dans un instant.
discord-settings-lfg-role = Un défi ouvert mentionne <@&{ $role }>. `/settings clear_lfg_role:true` l'arrête.
discord-settings-lfg-none = Un défi ouvert ne mentionne personne. `/settings lfg_role:<role>` (Gérer le serveur) lui fait mentionner les membres qui cherchent une partie.
discord-settings-lfg-read-failed = Impossible de lire le rôle des chercheurs de partie ({ $error }). Réessaie dans un instant.
discord-settings-zone = Le fuseau horaire de ce serveur est { $zone } : les débuts de tournoi écrits sans fuseau y sont lus, et une série y garde son heure. `/settings timezone:<nom IANA>` le change.
discord-settings-zone-utc = Le fuseau horaire de ce serveur est UTC. `/settings timezone:Europe/Berlin` (Gérer le serveur ; tout nom IANA) lit les débuts de tournoi dans ton fuseau et y garde une série à son heure.
discord-settings-zone-read-failed = Impossible de lire le fuseau horaire ({ $error }). Réessaie dans un instant.
discord-settings-private-language = Les réponses privées suivent la langue Discord de chaque membre quand le bot la parle, sinon celle du serveur : les tiennes sont en { $language }.
discord-settings-public-chosen = Les messages publics sont en { $language } (choisi avec `/settings language` ; `/settings clear_language:true` suit plutôt la langue Discord de ce serveur).
discord-settings-public-discord = Les messages publics suivent la langue Discord de ce serveur (les serveurs communautaires la règlent dans Paramètres du serveur > Vue d'ensemble > Langue principale), actuellement { $language }. `/settings language:<language>` (Gérer le serveur) en choisit une autre.
discord-settings-public-unshipped = Les messages publics sont en { $language } : la langue Discord de ce serveur (`{ $code }`) n'est pas encore parlée par le bot. `/settings language:<language>` (Gérer le serveur) en choisit une.
discord-settings-public-unnamed = Les messages publics sont en { $language }, car Discord n'indique aucune langue pour ce serveur (les serveurs communautaires la règlent dans Paramètres du serveur > Vue d'ensemble > Langue principale). `/settings language:<language>` (Gérer le serveur) en choisit une.
discord-settings-language-read-failed = Impossible de lire la langue des messages publics ({ $error }). Réessaie dans un instant.
discord-settings-language-both = Donne soit `language` (pour choisir la langue des messages publics), soit `clear_language:true` (pour suivre la langue Discord du serveur), pas les deux (rien n'a été changé).
discord-settings-daily-both = Donne soit `puzzle_channel`/`puzzle_time` (pour publier le puzzle du jour), soit `clear_daily_puzzle:true` (pour l'arrêter), pas les deux.
discord-settings-nothing-changed = { $why } (rien n'a été changé)
discord-settings-lfg-both = Donne soit `lfg_role` (pour le définir), soit `clear_lfg_role:true` (pour le retirer), pas les deux.
discord-settings-lfg-everyone = `lfg_role` ne peut pas être @everyone : choisis un rôle que prennent les membres qui veulent jouer (rien n'a été changé).
discord-settings-not-manager = Seuls les membres avec Gérer le serveur peuvent changer ceci (rien n'a été changé). Demande à un gestionnaire du serveur ; `/settings` seul affiche les paramètres actuels.
discord-settings-web-now-public = Le classement, les tournois et les parties de ce serveur sont maintenant sur le site web public.
discord-settings-web-now-public-at = Le classement, les tournois et les parties de ce serveur sont maintenant sur le site web public. Ses pages : { $url }
discord-settings-web-now-hidden = Les pages de ce serveur sont maintenant masquées du site web (elles répondent 404).
discord-settings-save-failed = Impossible d'enregistrer le paramètre ({ $error }). Réessaie dans un instant.
discord-settings-lfg-now = Un défi ouvert (un `/challenge` sans adversaire) mentionne maintenant <@&{ $role }>, une fois. (Le rôle doit être mentionnable, sinon il me faut Mentionner @everyone.)
discord-settings-lfg-now-none = Les défis ouverts ne mentionnent plus personne.
discord-settings-lfg-save-failed = Impossible d'enregistrer le rôle des chercheurs de partie ({ $error }). Réessaie dans un instant.
discord-settings-zone-now = Le fuseau horaire de ce serveur est maintenant { $zone } : les débuts de tournoi écrits sans fuseau y sont lus, et les nouvelles séries y gardent leur heure malgré les changements d'heure.
discord-settings-zone-save-failed = Impossible d'enregistrer le fuseau horaire ({ $error }). Réessaie dans un instant.
discord-settings-daily-stopped = Le puzzle du jour n'est plus publié. `/puzzle daily` donne toujours le puzzle du jour à qui le demande.
discord-settings-language-save-failed = Impossible d'enregistrer la langue ({ $error }). Réessaie dans un instant.
discord-settings-language-now = Les messages publics de ce serveur sont maintenant en { $language } ; les réponses privées des membres suivent toujours leur propre langue Discord. `/settings clear_language:true` suit de nouveau la langue Discord du serveur.
discord-settings-language-now-discord = Les messages publics de ce serveur suivent de nouveau sa langue Discord (les serveurs communautaires la règlent dans Paramètres du serveur > Vue d'ensemble > Langue principale), actuellement { $language }.

## /tournament

discord-tournament-no-event = Pas d'événement Discord pour celui-ci : il me manque la permission **Manage Events**. Un admin du serveur peut l'accorder à mon rôle dans Paramètres du serveur → Rôles.
discord-tournament-bad-time = `time` invalide : { $error }.
discord-tournament-bad-intercept = `intercept` invalide : { $error }.
discord-tournament-missing-permissions = Je ne peux pas organiser de tournoi dans ce salon : il me manque { $missing } ici. Chaque échiquier a son propre fil avec son image. Un admin du serveur peut me { $count ->
        [one] l'accorder
       *[other] les accorder
    } dans les paramètres du salon (Modifier le salon → Permissions), puis réessaie.
discord-tournament-settings-not-in-server = Les paramètres de tournoi appartiennent à un serveur : utilise cette commande dans l'un de ses salons.
discord-tournament-settings-not-manager = Seuls les membres avec Gérer le serveur peuvent changer les paramètres de tournoi. Demande à un gestionnaire du serveur ; `/tournament settings` seul affiche les paramètres actuels.
discord-tournament-organizer-both = Donne soit `organizer_role` (pour le définir), soit `clear:true` (pour le retirer), pas les deux.
discord-tournament-winner-both = Donne soit `winner_role` (pour le définir), soit `clear_winner_role:true` (pour le retirer), pas les deux.
discord-tournament-organizer-now = Les membres avec <@&{ $role }> peuvent maintenant lancer, apparier, exclure des joueurs et annuler n'importe quel tournoi de ce serveur.
discord-tournament-organizer-removed = Le rôle d'organisateur de tournoi est retiré : un tournoi est dirigé par son organisateur et par les membres avec Gérer le serveur.
discord-tournament-organizer-save-failed = Impossible d'enregistrer le rôle d'organisateur ({ $error }). Réessaie dans un instant.
discord-tournament-winner-now = Le vainqueur de chaque tournoi de ce serveur reçoit maintenant <@&{ $role }>, et le vainqueur précédent le perd.
discord-tournament-winner-removed = Aucun rôle n'est plus remis aux vainqueurs des tournois (ceux qui l'ont le gardent).
discord-tournament-winner-save-failed = Impossible d'enregistrer le rôle du vainqueur ({ $error }). Réessaie dans un instant.
discord-tournament-creators-save-failed = Impossible d'enregistrer qui peut créer des tournois ({ $error }). Réessaie dans un instant.
discord-tournament-creators-everyone = Tout membre peut créer des tournois et des séries ici (jamais avec un rôle de vainqueur qu'il ne pourrait pas donner lui-même). `creators:organizers` le réserve à Gérer le serveur et au rôle d'organisateur.
discord-tournament-creators-organizers = Seuls les membres avec Gérer le serveur ou le rôle d'organisateur de tournoi peuvent créer des tournois et des séries ici ; tout le monde peut toujours s'y inscrire. `creators:everyone` ouvre la création à tous les membres.
discord-tournament-only-managers-create = Sur ce serveur, seuls les membres avec **Gérer le serveur** peuvent créer des tournois et des séries. Demande à l'un d'eux de le créer ; tout le monde pourra ensuite s'y inscrire.
discord-tournament-only-organizers-create = Sur ce serveur, seuls les membres avec **Gérer le serveur** ou <@&{ $role }> peuvent créer des tournois et des séries. Demande à l'un d'eux de le créer ; tout le monde pourra ensuite s'y inscrire.
discord-tournament-creators-read-failed = Impossible de lire qui peut créer des tournois ici ({ $error }). Réessaie dans un instant.
discord-tournament-organizer-is = Le rôle d'organisateur de tournoi est <@&{ $role }> : ses membres peuvent lancer, apparier, exclure des joueurs et annuler n'importe quel tournoi ici. Un membre avec Gérer le serveur le change avec `/tournament settings organizer_role:<role>` ou le retire avec `clear:true`.
discord-tournament-organizer-none = Aucun rôle d'organisateur de tournoi n'est défini : un tournoi est dirigé par son organisateur et par les membres avec Gérer le serveur. Un membre avec Gérer le serveur en définit un avec `/tournament settings organizer_role:<role>`.
discord-tournament-settings-read-failed = Impossible de lire les paramètres de tournoi ({ $error }). Réessaie dans un instant.
discord-tournament-winner-is = Le vainqueur de chaque tournoi reçoit <@&{ $role }> (le vainqueur précédent le perd) ; `clear_winner_role:true` l'arrête.
discord-tournament-winner-none = Aucun rôle de vainqueur n'est défini : `/tournament settings winner_role:<role>` en remet un au vainqueur de chaque tournoi.
discord-tournament-name-the-game = Indique la partie : `round`, `board` et `result` (par ex. ronde 2, échiquier 1, 1-0) ; en élimination directe, `match` (par ex. W1-2) avec `result` pour sa partie en cours ou `winner` pour tout le match.

## Le fil d'une partie

discord-thread-at-cap = ce serveur a atteint la limite de fils actifs de Discord (erreur 160006) ; archiver les fils terminés libère de la place
discord-thread-no-permission = il me manque la permission **Create Public Threads** (et **Send Messages in Threads**) dans ce salon ; un admin du serveur peut les accorder dans les paramètres du salon
discord-thread-discord-answered = Discord a répondu { $error }
discord-thread-not-moved = la partie n'a pas pu y être déplacée ({ $error })
discord-thread-none = Je n'ai pas pu ouvrir de fil pour cette partie : { $why }.
discord-thread-played-here = Je n'ai pas pu ouvrir de fil pour cette partie, elle se joue donc ici dans le salon.
discord-thread-none-taken = Je n'ai pas pu ouvrir de fil pour cette partie. { $taken }
discord-thread-tournament-played-here = Je n'ai pas pu ouvrir de fil pour **{ $game }**, elle se joue donc ici dans le salon.
discord-thread-organizer = 🔒 **{ $tournament }** : je n'ai pas pu ouvrir { $count ->
        [one] le fil
       *[other] les fils
    } de { $games } : { $why }.

## Server roles the bot hands out (a tournament winner's, a season's top role)

discord-roles-not-in-server = Les rôles appartiennent à un serveur : utilise cette commande dans l'un de ses salons.
discord-roles-everyone = @everyone ne peut pas être attribué : choisis un rôle que tous les membres n'ont pas.
discord-roles-read-failed = Je n'ai pas pu lire les rôles de ce serveur ({ $error }), donc je ne sais pas si <@&{ $role }> peut être attribué. Réessaie dans un instant.
discord-roles-prize-read-failed = Je n'ai pas pu lire les rôles de ce serveur ({ $error }), donc je ne sais pas si tu peux faire de <@&{ $role }> une récompense. Réessaie dans un instant.
discord-roles-member-cannot-give = Tu ne peux pas associer <@&{ $role }> : je n'attribue un rôle que pour des membres qui pourraient le donner eux-mêmes (le propriétaire du serveur, un Administrateur, ou un membre avec **Manage Roles** sur le serveur, via un rôle : Manage Permissions sur un seul salon ne compte pas), et tu n'es rien de tout cela. Demande à un admin du serveur de le définir, ou laisse `{ $option }` de côté (rien n'a été modifié).
discord-roles-not-of-server = <@&{ $role }> n'est pas un rôle de ce serveur (a-t-il été supprimé ?). Choisis-en un autre.
discord-roles-not-below-yours = Tu ne peux pas associer <@&{ $role }> : il n'est pas sous ton rôle le plus haut, <@&{ $top }>, et avec **Manage Roles** Discord ne laisse un membre donner que des rôles sous le sien. Choisis un rôle sous le tien, ou demande à un admin du serveur de définir celui-ci (rien n'a été modifié).
discord-roles-not-below-none-of-yours = Tu ne peux pas associer <@&{ $role }> : il n'est sous aucun de tes rôles (tu n'en as aucun sur ce serveur), et avec **Manage Roles** Discord ne laisse un membre donner que des rôles sous le sien. Choisis un rôle sous le tien, ou demande à un admin du serveur de définir celui-ci (rien n'a été modifié).
discord-roles-bot-not-allowed = Je ne peux pas attribuer <@&{ $role }> : il me manque la permission **Manage Roles**. Un admin du serveur peut l'accorder à mon rôle dans Paramètres du serveur → Rôles, puis redéfinir le rôle.
discord-roles-bot-read-failed = Je n'ai pas pu lire mes propres rôles sur ce serveur ({ $error }), donc je ne sais pas si je peux attribuer <@&{ $role }>. Réessaie dans un instant.
discord-roles-managed = <@&{ $role }> est géré par une intégration (le rôle d'un bot ou celui des boosters), et Discord ne laisse personne l'attribuer. Choisis un autre rôle.
discord-roles-not-below-mine = Je ne peux pas attribuer <@&{ $role }> : il n'est pas sous mon rôle le plus haut, <@&{ $top }>, et Discord ne laisse un bot attribuer que des rôles sous le sien. Un admin du serveur peut glisser mon rôle au-dessus de <@&{ $role }> dans Paramètres du serveur → Rôles, puis redéfinir le rôle.
discord-roles-not-below-none-of-mine = Je ne peux pas attribuer <@&{ $role }> : il n'est sous aucun de mes rôles (je n'en ai aucun sur ce serveur), et Discord ne laisse un bot attribuer que des rôles sous le sien. Un admin du serveur peut glisser mon rôle au-dessus de <@&{ $role }> dans Paramètres du serveur → Rôles, puis redéfinir le rôle.
discord-roles-their-roles-unread = je n'ai pas pu lire ses rôles ({ $error })
discord-roles-could-not-give = • impossible de donner <@&{ $role }> à <@{ $user }> : { $why }
discord-roles-could-not-take = • impossible de retirer <@&{ $role }> à <@{ $user }> : { $why }
discord-roles-change-failed = Le changement de rôle pour { $reason } n'est pas passé :
    { $lines }
    Un admin du serveur peut vérifier que j'ai **Manage Roles** et que mon rôle est au-dessus de <@&{ $role }> (Paramètres du serveur → Rôles), puis faire le changement à la main. Rien d'autre n'est touché.
discord-roles-why-not-allowed = il me manque **Manage Roles**, ou le rôle n'est pas sous le mien
discord-roles-why-not-member = ce n'est plus un membre de ce serveur
discord-roles-why-role-gone = le rôle n'existe plus
discord-roles-why-discord = Discord a répondu : { $error }

## Games: /challenge, /move, /fire

discord-game-challenge-yourself = Tu ne peux pas te défier toi-même : nomme un autre joueur, ou laisse `opponent` vide pour un défi ouvert.
discord-game-challenge-a-bot = Tu ne peux pas défier un bot : nomme une personne, ou laisse `opponent` vide pour un défi ouvert. Pour jouer contre moi, nomme-moi comme `opponent`.
discord-game-level-without-me = `level` sert pour une partie contre moi : nomme-moi comme `opponent` pour jouer contre l'IA, ou retire `level`.
discord-game-bad-settings = Réglages de partie invalides : { $error }.
discord-game-bad-level = `level` doit aller de 1 (le plus faible) à 8 (le plus fort) (tu as donné { $level }).
discord-game-type-a-move = Tape un coup, par ex. `e4`, `Nf3`, `e2e4` ou un vol `e4>e5>e6>d7`.
discord-game-flight-received = Vol reçu : le fil montre le missile case par case (ton trajet reste caché).
discord-game-not-a-square = `{ $pawn }` n'est pas une case : donne la case du pion, comme e4.
discord-game-steering-started = Guidage lancé.
discord-game-ai-where = **{ $player }** joue contre moi (l'IA, niveau { $level }) dans <#{ $thread }>.
discord-game-missile-on-its-way = Le missile est en route : regarde l'échiquier dans le fil.
discord-game-button-ended = Cette question est terminée : le bouton ne sert plus.
discord-game-typed-flight-shown = Un vol tapé comme message montre tout son trajet à ton adversaire, et je ne peux pas supprimer de messages ici. Utilise `/move` (réponse privée) ou `/fire` (guidage avec des boutons) pour le garder caché.
discord-game-flag-falls = Le drapeau tombe { $stamp }.
discord-game-time-runs-out = Le temps s'écoule { $stamp }.

## Answers and posts

discord-done = C'est fait.
discord-done-see = C'est fait : regarde <#{ $channel }>.
discord-thread-locked-look-there = Ce fil est verrouillé, donc ses messages vont dans <#{ $channel }> : regarde là-bas.
discord-thread-locked-posted-here = Je ne peux pas publier dans <#{ $thread }> : il est verrouillé. Ceci arrive donc ici ; un modérateur peut déverrouiller le fil (ou me donner **Manage Threads**) pour garder la partie là-bas.
discord-malformed-option = Option mal formée : { $error }. Vérifie les options de la commande et réessaie.
discord-malformed-option-input = Option mal formée `{ $input }` : { $error }. Vérifie les options de la commande et réessaie.
discord-command-outdated = Les options de cette commande ne correspondent pas à celles du bot ; Discord affiche peut-être encore une ancienne version. Réessaie dans une minute.
discord-something-went-wrong = Quelque chose s'est mal passé : { $error }
discord-server-only = Cette commande fonctionne dans un salon de serveur, pas en messages privés.
discord-server-roles-unread = Je n'ai pas pu lire les rôles de ce serveur ({ $error }). Réessaie dans un instant.
discord-channel-permissions-unread = Je n'ai pas pu lire les permissions de ce salon ({ $error }). Réessaie dans un instant.
discord-on-the-web = Sur le web : <{ $url }>
discord-event-line = Événement Discord : { $url }
discord-event-audit-reason = un tournoi programmé
discord-games-line = Parties : { $games }
discord-boards-waiting = <@{ $organizer }> Ronde { $round } de **{ $tournament }** : { $count ->
        [one] { $count } table n'a
       *[other] { $count } tables n'ont
    } pas encore atteint leurs joueurs : { $boards }. Je n'ai pas pu ouvrir leurs fils (ta prochaine commande ici te montre pourquoi) et je continue d'essayer en arrière-plan ; leur délai d'absence ne commence qu'une fois leur échiquier publié.
discord-boards-none-waiting = Ronde { $round } de **{ $tournament }** : plus aucune table n'attend son fil.
