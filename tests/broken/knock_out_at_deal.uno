# planted fault: players are dealt 7 cards and knocked out at 7, so a round would start with everyone out
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_knock_out_at_deal
extends standard
knock out at 7 cards
