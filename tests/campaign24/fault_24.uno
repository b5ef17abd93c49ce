# fault: the Dumb Fu gives the pose to its own player instead of the next player.
# meant: the next player must hold a pose ('next holds pose').
# expect: the status lands on the wrong player; a pose_broken report can be made against the player who played the Dumb Fu, never against the next player.
variant fault_24
extends minion
on dumb_fu: player chooses colour, player holds pose
