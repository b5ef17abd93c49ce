# fault: a new status 'frozen' is declared and reported on, but no card ever gives it.
# meant: a Freeze card (the Dumb Fu here) gives the next player 'frozen' as well as the pose.
# expect: 'report thaw while target holds frozen' can never be made; the status is dead.
variant fault_23
extends minion
status frozen: ends after 2 turn starts of its holder
report thaw while target holds frozen: target draws 2, target releases frozen
