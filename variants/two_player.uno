variant two_player
extends standard
title "UNO for two players"
about "The official rules for two players: a Reverse acts like a Skip, a Skip lets its player play again at once, and after a Draw Two or a Wild Draw Four, once the opponent has drawn, play returns to the player who played it."

players 2 to 2
note "The 1993 sheet's section for two players, which later sheets leave out. Reading taken here: that section applies; all other rules are the official ones."
note "With two players 'next loses turn' makes the player who played the card play again, so standard's own effects already say each of these rules; the inherited claim that a Reverse acts as a Skip is proved by unorules verify."
