# fault: the Dumb Fu gives the pose to its own player ('player holds pose') instead of the next player
# meant: the next player (the victim) must strike and hold the pose until their turn comes round again
# expect: the Dumb Fu's effect falls on its own player: "cards worth playing" (or "penalty on the rule-breaker") should flag that the card only burdens whoever plays it
variant fault_11
extends minion
title "UNO Minion, the Dumb Fu restated"
on dumb_fu: player chooses colour, player holds pose
note "The next player must strike a martial-arts pose and hold it until their turn comes round again; if they move and someone sees it, they draw 4."
