# planted fault: a pose needs one player, 'others' names every other one
# expect: effects name real seats
variant broken_pose_for_others
extends standard
on wild: player chooses colour, others holds pose
