# fault: the deck has only three colours (blue forgotten when the colour list was retyped), and the inherited counts were dropped instead of fixed.
# meant: the classic four colours and 108 cards.
# expect: the deck is 83 cards, not 108; nothing in play breaks, so only a stated count or a cross-check with the about text can catch it (a checker should at least report the deck size and colours).
variant fault_30
extends standard
about "The classic 108-card deck in four colours."
colours red, yellow, green
without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
