# campaign 16 (written from the docs alone by a helper who had not read the verifier): minion's Dumb Fu redefined without 'next holds pose', report 'pose_broken' and status kept
# expect: no dead clause
variant minion_drawing_fu
extends minion
title "UNO Minion - Dumb Fu draws two"
about "UNO Minion, with the Dumb Fu played as a Wild Draw Two; a broken pose is still reported and punished as on the sheet."

on dumb_fu: player chooses colour, next draws 2, next loses turn
note "Our Dumb Fu makes the next player draw two and miss the turn. Poses and their reports stay as on the sheet."
