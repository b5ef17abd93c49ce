# meant: a Minion table where the Dumb Fu gives the next player a pose that lasts exactly through their coming turn, and a 'frozen' status given by the Skip that can be reported while held.
variant ok_15
extends minion
status frozen: ends after 2 turn starts of its holder
on skip: next loses turn, next holds frozen
report frozen_spoke while target holds frozen: target draws 1, target releases frozen
