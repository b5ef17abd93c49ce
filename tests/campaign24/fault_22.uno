# fault: breaking the pose releases the reporter's pose ('player'), not the caught player's, so the same pose can be reported again and again.
# meant: a player caught breaking their pose draws 4 and their pose ends.
# expect: after a pose_broken report the target still holds pose, so the report (and its 4 cards) can repeat within one window; the release effect never changes anything.
variant fault_22
extends minion
report pose_broken while target holds pose: target draws 4, player releases pose
