# Text drawn into pictures (tables, charts). A public post's picture is in
# the server's language, a private answer's in the member's, a web page's
# in the page's. Keep it short: it is drawn in a small font.

## Tables (standings)

picture-table-empty = No entries yet
# After the most rows a table draws: how many it leaves out.
picture-table-more = … and { $count } more

## The rating chart (/profile, a player's web page)

# $name: the player's name.
picture-chart-title = { $name }: rating history
picture-chart-empty = No rated games yet
# The x axis's month, short: $month 1 to 12.
picture-chart-month = { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    }

## A game's evaluation chart (its analysis)

picture-eval-empty = No decision to judge
