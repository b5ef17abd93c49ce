# planted fault: knock-outs under 'lowest wins' scoring: a knocked-out player's cards go under the discard pile, so they score nothing, as the round's winner does
# expect: knock-out scores as a loss
variant broken_knock_out_lowest_wins
extends lowest_score_wins
knock out at 15 cards
