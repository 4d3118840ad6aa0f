# The terminal (`cruise-pawns play`): its prompts, its help and its answers.

terminal-white = Blancs
terminal-black = Noirs
terminal-ai-name = IA (niveau { $level })
terminal-bad-ai-side = --ai { $given } : dis quel camp joue l'IA, white ou black
terminal-bad-level = --level { $given } : choisis de 1 (le plus faible) à 8 (le plus fort)
terminal-bad-lang = --lang { $given } : choisis l'une de ces langues : { $codes }
terminal-no-database = impossible d'ouvrir la base de données : { $error }
terminal-welcome = Cruise Pawns, à deux sur ce terminal. Base de données : { $database }. Images de l'échiquier : { $pictures }. Tape `help` pour voir les commandes.
terminal-game-over = La partie est terminée. Au revoir !
terminal-ask-shoot-down = { $player } : abattre le missile ({ $choices }) ou le laisser passer ? [{ $seconds } s] >
terminal-ask-steer = { $player } : guide le missile vers { $squares } >
terminal-ask-steer-or-self-destruct = { $player } : guide le missile vers { $squares }, ou * pour l'autodestruction >
terminal-ask-move = { $player } au trait >
terminal-end-of-input = Fin de l'entrée : la partie reste enregistrée dans { $database }.
terminal-leaving = Au revoir ; la partie reste enregistrée dans { $database }.
terminal-legal-moves = Coups légaux : { $moves }
terminal-cannot-write-picture = (impossible d'écrire { $file } : { $error })
terminal-no-picture = (pas d'image de l'échiquier : { $error })
terminal-help-title = Commandes (le joueur dont c'est le tour les tape) :
terminal-help-move = un coup ordinaire (SAN ou UCI)
terminal-help-flight = un vol de missile entier (seules les cases atteintes jusqu'ici sont montrées)
terminal-help-self-destruct = le pion en e4 s'autodétruit
terminal-help-fire =
    guide le pion en e4 pas à pas ; tape ensuite chaque case (e5),
    ou * pour l'autodestruction avant le premier pas
terminal-help-answer = la réponse du défenseur à une question d'abattage (pas de réponse = { $pass })
terminal-help-draw = proposer la nulle ; l'autre joueur tape { $accept } ou { $decline }
terminal-help-claim = réclamer la nulle (triple répétition ou 50 coups)
terminal-help-resign = abandonner ; annuler (seulement avant que les deux camps aient joué)
terminal-help-board = afficher l'échiquier ; lister les coups légaux ; imprimer la partie (PGN)
terminal-help-quit = cette aide ; quitter (la partie reste enregistrée)

terminal-in-seconds = { $count ->
    [one] dans { $count } seconde
   *[other] dans { $count } secondes
}
terminal-in-minutes = { $count ->
    [one] dans { $count } minute
   *[other] dans { $count } minutes
}
terminal-in-hours = { $count ->
    [one] dans { $count } heure
   *[other] dans { $count } heures
}
terminal-in-days = { $count ->
    [one] dans { $count } jour
   *[other] dans { $count } jours
}
terminal-ago-seconds = { $count ->
    [one] il y a { $count } seconde
   *[other] il y a { $count } secondes
}
terminal-ago-minutes = { $count ->
    [one] il y a { $count } minute
   *[other] il y a { $count } minutes
}
terminal-ago-hours = { $count ->
    [one] il y a { $count } heure
   *[other] il y a { $count } heures
}
terminal-ago-days = { $count ->
    [one] il y a { $count } jour
   *[other] il y a { $count } jours
}
