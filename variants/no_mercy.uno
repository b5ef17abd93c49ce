# UNO Show 'Em No Mercy (Mattel, 2023): 168 cards, stacking by value, the mercy rule.
variant no_mercy
extends standard
title "UNO Show ’Em No Mercy"
about "168 cards and no mercy. Draw cards stack by value, 7s swap hands, 0s pass every hand on, Discard All, Skip Everyone and Wild Colour Roulette, and a player who ever holds 25 cards is out of the game."

players 2 to 6

# --- The deck: 168 cards ------------------------------------------------------------
without card wild
without card wild_draw_four
card 0 to 9: number, 2 per colour, scores face value
note "Two of every number in each colour, the 0s included."
card skip, reverse, draw_two, discard_all: 3 per colour, scores 20
card draw_four, skip_everyone: 2 per colour, scores 20
card wild_reverse_draw_four, wild_colour_roulette: 8 without colour, scores 50
card wild_draw_six, wild_draw_ten: 4 without colour, scores 50
reading "The sheet prints only the total of 168 cards. The split of the coloured actions (3 Skip, 3 Reverse, 3 Draw Two, 2 Draw Four, 3 Discard All, 2 Skip Everyone per colour) is the one most published lists give, and the only common one that adds up to 168."
note "There is no plain Wild and no Wild Draw Four without a colour: the Draw Four has a colour of its own."

without expect 108 cards
without expect 25 cards per colour
without expect 4 wild
without expect 4 wild_draw_four
expect 168 cards
expect 36 cards per colour
expect 20 number cards per colour
expect 8 wild_reverse_draw_four
expect 8 wild_colour_roulette
expect 4 wild_draw_six
expect 4 wild_draw_ten

# --- When a card may be played -------------------------------------------------------
play wild_reverse_draw_four, wild_colour_roulette, wild_draw_six, wild_draw_ten: always
without play wild
without play wild_draw_four
without require wild_draw_four

# --- What a played card does ----------------------------------------------------------
on draw_two: next draws 2 or stacks
on draw_four: next draws 4 or stacks
on wild_reverse_draw_four: player chooses colour, reverse, next draws 4 or stacks
note "The direction reverses first; then the next player in the new direction draws 4 or stacks."
reading "With two players the sheet has the player of the Wild Reverse Draw Four draw the 4 themselves; this file reads it as with more players: the other player draws 4 or stacks, which the sheet says they may do to send it back."
on wild_draw_six: player chooses colour, next draws 6 or stacks
on wild_draw_ten: player chooses colour, next draws 10 or stacks
note "The player who cannot or will not answer a Draw card with one of equal or higher value draws the whole total and loses the turn."
reading "That the player who takes the total loses their turn comes from each Draw card's own text; the stacking paragraph does not repeat it."
on discard_all: player discards all of active colour
note "The other cards of its colour go under it, so their effects do not happen. It can empty the hand and win."
on skip_everyone: others lose turn
on wild_colour_roulette: next chooses colour, next draws until active colour, next loses turn
claim wild_colour_roulette lets the next player name the colour
note "The next player names a colour, then turns over cards from the draw pile until one of that colour comes, keeps every card turned over and loses the turn. A wild is no colour and does not stop it."
reading "The sheet does not say which colour is in play afterwards; this file reads it as the colour the next player named."
reading "Who names the colour after the other wilds is not printed on the sheet; this file lets the player of the wild name it, as most sources do."
on 7: player swaps hands with target
note "A 7 must be swapped with another player of the player's choice; play then goes on in the current order."
on 0: hands pass on
claim 0 passes every hand on
note "Every player still in passes their hand to the next player still in, in the direction of play."
without on wild
without on wild_draw_four
without challenge wild_draw_four

# --- Stacking: a Draw card of equal or higher value -------------------------------------
stack draw_two on draw_two
stack draw_four on draw_two
stack wild_reverse_draw_four on draw_two
stack wild_draw_six on draw_two
stack wild_draw_ten on draw_two
stack draw_four on draw_four
stack wild_reverse_draw_four on draw_four
stack wild_draw_six on draw_four
stack wild_draw_ten on draw_four
stack draw_four on wild_reverse_draw_four
stack wild_reverse_draw_four on wild_reverse_draw_four
stack wild_draw_six on wild_reverse_draw_four
stack wild_draw_ten on wild_reverse_draw_four
stack wild_draw_six on wild_draw_six
stack wild_draw_ten on wild_draw_six
stack wild_draw_ten on wild_draw_ten
reading "A coloured Draw card stacked on another still follows its own play rule (its colour or its face): the sheet's stacking text speaks only of value, and sources differ on colour."

# --- The first card turned over ---------------------------------------------------------
start skip: return it and turn another
start reverse: return it and turn another
start draw_two: return it and turn another
start draw_four, discard_all, skip_everyone: return it and turn another
start wild_reverse_draw_four, wild_colour_roulette, wild_draw_six, wild_draw_ten: return it and turn another
without start wild
without start wild_draw_four
note "An action card turned over to start, a wild included, goes back and another is turned, until a number comes."

# --- Drawing --------------------------------------------------------------------------------
draw: until playable, must play it, even with a playable card
note "A player draws one card at a time until one can be played, and must then play it."
reading "The sheet says a player holding a match 'may' play it: this file lets them draw instead (and then draw until a card can be played)."

# --- The mercy rule ---------------------------------------------------------------------------
knock out at 25 cards, winner scores 250 for each player out
note "A player who ever holds 25 cards or more is out of the game, checked after every action (so one drawing finishes the draw first). Their cards are set aside under the discard pile until the draw pile runs out and it is reshuffled. The others play on; the last player left wins the round."

# --- Scoring ----------------------------------------------------------------------------------
game ends at 1000 points
note "The winner scores the cards left in the other hands: numbers at face value, coloured actions 20, wilds 50. The sheet also gives the winner 250 points for each player knocked out in the round (the knock-out clause above)."
reading "Playing the last card wins at once; a Draw card played last still makes the next player draw (their cards count for the winner)."
