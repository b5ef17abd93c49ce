# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'if guilty: next draws 6, next loses turn' / 'if innocent: player draws 4' swapped
# expect: challenge outcomes as meant
variant challenge_spelled_out
extends standard
title "House rules: the Draw Four challenge, spelt out"
about "The official Draw Four challenge, rewritten line by line from the rule sheet."

challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: next draws 6, next loses turn
  if innocent: player draws 4
note "If the challenged player did hold a card of the active colour, they draw the four cards themselves; if not, the challenger draws six and misses the turn."
