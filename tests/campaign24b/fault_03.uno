# fault: the mercy rule combined with 'each player scores their own hand, lowest wins': a knocked-out player's cards go under the discard pile, so their hand scores 0, the best score of the round
# meant: being knocked out is the worst way to end a round: a player who is knocked out has lost it
# expect: "knock-out scores as a loss" refuted: under lowest-wins scoring a knocked-out player scores 0, better than every player still in
variant fault_03
extends mercy
title "Mercy, scored as penalty points"
scoring: each player scores their own hand, lowest wins
game ends at 500 points
note "Each player adds the points left in their hand; when someone reaches 500 the lowest total wins. Getting knocked out is the worst thing that can happen in a round."
