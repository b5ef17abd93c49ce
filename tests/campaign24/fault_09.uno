# fault: the missed-UNO penalty makes the catcher press the launcher ('player'), not the caught player ('target').
# meant: a player caught without calling UNO presses the button twice.
# expect: the penalty is paid by the wrong player: the caught player's hand never grows, and catching someone only hurts the catcher; no one would ever catch.
variant fault_09
extends attack
penalty missed_uno: player draws 0 to 4 at random, player draws 0 to 4 at random
