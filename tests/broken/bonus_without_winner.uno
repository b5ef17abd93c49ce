# planted fault: No Mercy scored the other way round (each player scores their own hand, lowest wins), keeping the knock-out bonus that only a round's winner can score
# expect: compiles
# (the compiler refuses it: who scores the bonus is decided by the clauses alone)
variant broken_bonus_without_winner
extends no_mercy
scoring: each player scores their own hand, lowest wins
