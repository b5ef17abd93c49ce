# planted fault: a pose meant to be held until the holder's turn comes round again ends at the holder's first turn start, which follows the Dumb Fu at once: nobody ever holds it, and the report of a broken pose can never be made
# expect: no dead clause
variant broken_pose_ends_at_once
extends minion
status pose: ends after 1 turn starts of its holder
report pose_broken while target holds pose: target draws 4, target releases pose
