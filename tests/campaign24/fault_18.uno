# fault: with 'last card: everything applies', a 7 played as the last card swaps its player's empty hand with the target, who then holds nothing.
# meant: seven-zero where a last action card still does its action, thinking only of Draw Twos and Skips.
# expect: a 7 (or 0) played last moves the empty hand to another player: the player who went out receives cards, and another player is left with no cards, so the round's winner/score is wrong; a checker should flag a hand emptied by an effect.
variant fault_18
extends seven_zero
last card: everything applies
