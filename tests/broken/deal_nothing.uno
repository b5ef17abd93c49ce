# planted fault: nobody is dealt a card, so a round starts with empty hands
# expect: compiles
# (the compiler refuses it; verify reports the compile error with its file and line)
variant broken_deal_nothing
extends standard
deal 0 cards
