# fault: the pose_broken report no longer releases the pose ('target releases pose' left out), so a player can be reported again and again for the same broken pose
# meant: a player seen breaking the pose draws 4 once and need not hold it after that
# expect: "a report settles its offence" refuted: a pose_broken report leaves the target holding the pose
variant fault_10
extends minion
title "UNO Minion, the pose penalty restated"
report pose_broken while target holds pose: target draws 4
note "A player seen moving while they must hold the pose draws 4; after that they need not hold it."
