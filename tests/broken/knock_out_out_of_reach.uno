# planted fault: a knock-out meant for a hand holding the whole deck: with one card on the discard pile and one in another hand still in, no hand holds more than the deck less two, so nobody is ever knocked out
# expect: no dead clause
variant broken_knock_out_out_of_reach
extends no_mercy
knock out at 167 cards
