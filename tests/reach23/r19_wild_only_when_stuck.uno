# House rule: a (plain) Wild may be played only when the player has no other card they could play.
variant r19_wild_only_when_stuck
extends standard
title "House rule: a Wild only when you are stuck"
require wild: no other playable card
