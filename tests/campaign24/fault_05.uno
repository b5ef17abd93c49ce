# fault: knock-outs combined with lowest-score-wins: a knocked-out player's cards go under the discard pile, so being knocked out scores 0, the best possible round.
# meant: the mercy rule as a punishment at a table that keeps penalty points (lowest total wins).
# expect: a knocked-out player adds nothing to their own total; drawing up to 25 cards on purpose is the best play; the scoring rewards the player the rule is meant to punish.
variant fault_05
extends mercy
scoring: each player scores their own hand, lowest wins
game ends at 500 points
