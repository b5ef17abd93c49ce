# meant: UNO Minion with a long pose: it lasts through the holder's next two turns (ends after 3 turn starts of its holder), so breaking it can be reported for longer.
variant ok_07
extends minion
status pose: ends after 3 turn starts of its holder
