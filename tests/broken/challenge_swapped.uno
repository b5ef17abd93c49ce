# planted fault: the guilty and innocent outcomes of the Draw Four challenge are swapped
# expect: challenge outcomes as meant
variant broken_challenge_swapped
extends standard
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: next draws 6, next loses turn
  if innocent: player draws 4
