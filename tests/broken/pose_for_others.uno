# planted fault: a pose needs one player, 'others' names every other one
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_pose_for_others
extends standard
on wild: player chooses colour, others holds pose
