# UNO Minion with the sheet's other way of scoring.
variant minion_penalty
extends minion
title "UNO Minion - penalty scoring"
about "UNO Minion scored the second way its sheet offers: every player keeps the points left in their own hand as a running penalty, and the lowest total wins."

scoring: each player scores their own hand, lowest wins
note "Sheet: 'تعداد امتیازاتی را که هر بازیکن در پایان هر راند دارد را نگه دارید (امتیاز منفی حساب می شود). وقتی یک بازیکن به امتیاز 500 برسد، بازیکنی که کمترین امتیاز منفی را داشته باشد برنده است' (keep the points each player holds at the end of each round, as negative points; when a player reaches 500, the one with the fewest wins). Not stated: a tie for the fewest; unorules then names the tied player in the lowest seat."
game ends at 500 points
note "The game ends when some player's penalty total reaches 500 (at the end of that round)."
