# planted fault: a missed UNO that also ends the caught player's turn, though the catch comes when it is somebody else's turn
# expect: compiles
# (the compiler refuses it: 'turn ends' is for the player to act, which only a wrong card or a report is sure of)
variant broken_turn_ends_on_catch
extends standard
penalty missed_uno: target draws 2, turn ends
