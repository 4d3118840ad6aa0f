# /puzzle : des problèmes tirés des parties d'un serveur, résolus en privé ;
# la publication du problème du jour (source : en-US). Pluriel : one, other.

## La vue d'un problème

puzzle-credit = tiré de { $white } contre { $black }, coup { $move }
puzzle-title = **Problème { $id }**, { $credit }
puzzle-title-unrated = **Problème { $id }** (non classé : tu l'as déjà joué), { $credit }
puzzle-title-daily = **Problème du jour** (problème { $id }), { $credit }
puzzle-title-streak = **Série, problème { $number }** (problème { $id }), { $credit }
puzzle-first-prompt = { $solver ->
        [white] Les Noirs ont joué { $mistake }. Les Blancs jouent : trouve le meilleur coup et réponds avec `/move`.
       *[black] Les Blancs ont joué { $mistake }. Les Noirs jouent : trouve le meilleur coup et réponds avec `/move`.
    }
puzzle-decision-prompt = { $solver ->
        [white] Le missile des Noirs vole { $path } : abats-le (un bouton, ou `/move` avec la prise) ou laisse-le passer.
       *[black] Le missile des Blancs vole { $path } : abats-le (un bouton, ou `/move` avec la prise) ou laisse-le passer.
    }
puzzle-answer-shoot = abattre avec { $move }
puzzle-answer-pass = laisser passer
puzzle-let-it-pass = Laisser passer

## Réponses

puzzle-right = ✅ { $answer } est juste. La réponse : { $reply }. À toi de nouveau : réponds avec `/move`.
puzzle-unreadable = { $why }. Ton problème attend un coup légal : réponds à nouveau avec `/move`.
puzzle-rating = Classement des problèmes : { $change }
puzzle-solved = 🎉 { $answer } : résolu !
puzzle-wrong = ❌ { $answer }, ce n'est pas ça. La solution : { $solution }.
puzzle-streak-goes-on = Série : { $solved } résolus. Le suivant est plus difficile :
puzzle-streak-ended = Ta série s'arrête à { $solved } résolus (ton record : { $best }). Lance-en une autre avec `/puzzle streak`.
puzzle-streak-exhausted = Il n'y a plus de problème plus difficile ici : ta série s'arrête à { $solved } résolus (ton record : { $best }).

## Refus

puzzle-none = Il n'y a pas encore de problème pour toi ici : les problèmes viennent des parties terminées de ce serveur (et des serveurs dont les pages sont publiques), extraits quelque temps après leur fin. Joue une partie et redemande plus tard
puzzle-no-daily = Il n'y a pas encore de problème du jour ici : les problèmes viennent des parties terminées de ce serveur. Joue une partie et redemande demain
puzzle-not-in-server = Les problèmes viennent des parties d'un serveur : demandes-en un dans un salon d'un serveur
puzzle-nothing-open = Tu n'as aucun problème en cours : demandes-en un avec `/puzzle`, `/puzzle daily` ou `/puzzle streak`
puzzle-unavailable = Le problème n'a pas pu être lu ou enregistré pour l'instant : réessaie dans un moment
puzzle-still-open = Tu as déjà un problème en cours : réponds-y d'abord (un mauvais coup le termine). Le revoici
puzzle-daily-done = { $solved ->
        [yes] Tu as déjà tenté le problème du jour (résolu). Un nouveau arrive à 00:00 UTC
       *[no] Tu as déjà tenté le problème du jour (non résolu). Un nouveau arrive à 00:00 UTC
    }
puzzle-bad-time = `{ $text }` n'est pas une heure : donne l'heure du problème du jour au format HH:MM en UTC, comme 09:30 ou 18:00

## Le problème du jour

puzzle-daily-post = 🧩 **Problème du jour du { $date }**, { $credit }. { $solver ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    } : résous-le en privé avec `/puzzle daily`.
    Résolu par : { $who }
puzzle-nobody-yet = personne pour l'instant
puzzle-settings-posted = Le problème du jour est publié dans { $channel } à { $time } UTC.
puzzle-settings-no-time = Le problème du jour ira dans { $channel } dès qu'il aura une heure : règle puzzle_time: au format HH:MM (UTC).
puzzle-settings-no-channel = Le problème du jour est prévu à { $time } UTC mais n'a pas de salon : règle puzzle_channel: pour le publier.
puzzle-settings-off = Le problème du jour n'est pas publié : règle puzzle_channel: et puzzle_time: pour le publier.

## Classements des problèmes

puzzle-leaderboard-title = **Classement des problèmes**
puzzle-leaderboard-title-page = **Classement des problèmes**, page { $page }
puzzle-leaderboard-line = { $rank }. { $name } — { $rating } ({ $plays } classés, meilleure série { $best })
puzzle-leaderboard-empty = Personne ici n'a encore de classement de problèmes : résous-en un avec `/puzzle`
puzzle-standing = { $rating } · { $plays } classés · meilleure série { $best }
