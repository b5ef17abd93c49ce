# planted fault: a challenge outcome can empty a hand, and the round goes on
# expect: empty hand ends the round
variant broken_challenge_discard_empties
extends standard
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: player discards all of active colour
