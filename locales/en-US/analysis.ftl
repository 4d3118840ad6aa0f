# A finished game's analysis (`/analysis` and the Analyse button): its
# progress message, the summary with each side's accuracy and marks, the
# worst decisions with the better choice, and the chart's title.
# $game: the game's number; $white, $black, $name: players' names;
# moves ($move) stay in chess notation; marks ($mark) are ?!, ? or ??.

# The head of every progress line.
analysis-head = **Analysis of game { $game }** ({ $white } vs { $black })
analysis-queued = { analysis-head }: waiting for the engine (live games go first).
analysis-queued-behind = { analysis-head }: waiting for the engine, { $ahead ->
        [one] { $ahead } analysis
       *[other] { $ahead } analyses
    } ahead (live games go first).
# $percent: a whole number.
analysis-running = { analysis-head }: { $done } of { $total } positions evaluated ({ $percent }%).
analysis-done = { analysis-head }: done, { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    } judged. The analysis follows.

## The answer to whoever asked.

analysis-asked-stored = Game { $game } was analysed already: its analysis is posted here.
analysis-asked-running = Game { $game } is being analysed already: its progress and result are posted where it was asked for.
analysis-asked-new = Analysing game { $game }: its progress is shown here, then the analysis.

## The summary.

# $preset: the game's kind; $nodes: the engine's nodes for each position.
analysis-summary = **Analysis of game { $game }** ({ $preset }; { $nodes } nodes a position)
# One side's line: $accuracy is analysis-accuracy or analysis-no-decision, $marks analysis-marks.
analysis-side = { $color ->
        [white] White
       *[black] Black
    } **{ $name }**: { $accuracy }, { $marks }
# $accuracy: a percentage with one decimal (93.4).
analysis-accuracy = accuracy **{ $accuracy }%**
analysis-no-decision = no decision judged
analysis-marks = { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    } (?!), { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } (?), { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    } (??)
# The chart's legend, then what follows.
analysis-legend = The chart: White's chances (Win%) after every decision; ▲ under it a flight, ▼ above it a missile shot down, dots the marked decisions (blue ?!, orange ?, red ??).
analysis-follows-none = No decision was marked: no mistake to show.
# $count: 1 to 3.
analysis-follows = { $count ->
        [one] The worst decision follows, with the better choice.
       *[other] The { $count } worst decisions follow, with the better choice.
    }

## One of the worst decisions.

# $number: the move's number; $played: one of analysis-played-…; $better: one of analysis-better-…; $before, $after: Win% (one decimal).
analysis-worst = **Worst decision { $index } of { $count }**: move { $number }, { $color ->
        [white] White
       *[black] Black
    } (**{ $name }**) { $played } ({ $color ->
        [white] White
       *[black] Black
    }'s Win% { $before } → { $after }). Better: { $better }.
analysis-played-pass = let the missile pass **{ $mark }**
analysis-played-shoot = shot the missile down with **{ $move }{ $mark }**
analysis-played-flight = fired **{ $move }{ $mark }**
analysis-played-move = played **{ $move }{ $mark }**
analysis-better-pass = let it pass
analysis-better-shoot = shoot it down with **{ $move }**
analysis-better-move = **{ $move }**

# The chart's title (drawn in the picture).
analysis-chart-title = Game { $game }: { $white } (White) vs { $black } (Black), White's Win%
