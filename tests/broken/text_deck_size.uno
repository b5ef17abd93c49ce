# A house rule that drops a colour to speed the game, but keeps the about text it copied:
# the rule book tells players 108 cards in four colours while the deck has 83 in three.
# expect: text says what the rules do
variant broken_text_deck_size
extends standard
about "A faster game: the classic 108-card deck in four colours, but only five cards dealt."
deal 5 cards
colours red, yellow, green
without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
