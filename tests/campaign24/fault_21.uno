# fault: the pose ends after 1 turn start of its holder, and the Dumb Fu gives it to the next player, whose turn starts at once, so the pose ends before it can be broken.
# meant: the pose lasts through the holder's coming turn ('ends after 2 turn starts of its holder').
# expect: 'report pose_broken while target holds pose' can never be made when it matters (the pose is gone by the time the holder acts); the status never holds during its holder's turn.
variant fault_21
extends minion
status pose: ends after 1 turn starts of its holder
