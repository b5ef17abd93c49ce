# fault: Wild All Hit makes its own player press the launcher instead of every other player.
# meant: every other player presses once ('others draws 0 to 4 at random').
# expect: the card only ever adds cards to the hand of the player who played it (and, played last, to the winner's hand); it never affects another player.
variant fault_10
extends attack
on wild_all_hit: player chooses colour, player draws 0 to 4 at random
