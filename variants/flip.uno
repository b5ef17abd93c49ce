# UNO Flip!: every card has a light face and a dark face, and a Flip card turns the whole game over.
variant flip
extends standard
title "UNO Flip! - the light side and the dark side"
about "112 two-sided cards: the light side plays like classic UNO with Draw One and Wild Draw Two, the dark side hits harder with Draw Five, Skip Everyone and Wild Draw Colour. A Flip card turns every hand and both piles over, and the game goes on with the other side up."

players 2 to 10
colours red, yellow, green, blue

# --- The two sides -------------------------------------------------------------------
side light: colours red, yellow, green, blue
side dark: colours pink, teal, orange, purple
note "Every round is dealt light side up: players hold their cards light face towards themselves, so the other players see the dark faces, and the top card of the draw pile shows its dark face to everyone. A card drawn is held like the rest of the hand."

# --- The faces: 112 on each side, neither side has a zero -------------------------------
without card 0
without card draw_two
without card wild_draw_four
card 1 to 9: number, 2 per colour, scores face value
card reverse: 2 per colour, scores 20
card flip: 2 per colour, scores 20
card wild: 4 without colour, scores 40
card draw_one: 2 per colour, scores 10, light side
card skip: 2 per colour, scores 20, light side
card wild_draw_two: 4 without colour, scores 50, light side
card draw_five: 2 per colour, scores 20, dark side
card skip_everyone: 2 per colour, scores 30, dark side
card wild_draw_colour: 4 without colour, scores 60, dark side
note "A card left in a hand scores the points of its face that is up when the round ends."

without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
without expect 4 wild
without expect 4 wild_draw_four
expect 112 cards
expect 26 cards per colour
expect 18 number cards per colour
expect 8 wild
expect 8 draw_one
expect 8 draw_five
expect 8 skip_everyone
expect 16 flip
expect 4 wild_draw_two
expect 4 wild_draw_colour

# --- Which dark face is on the back of which light face ---------------------------------
note "The maker does not publish which faces share a card. Reading taken here: the pairing transcribed from a physical deck by the unomas project (it disagrees with another transcription only on the backs of the two green 9s). It is not type-preserving: a light Reverse may carry a dark Wild, so a Flip can turn up a wild face."
pair wild_draw_two with orange 4, orange 7, pink 2, purple 9
pair wild with pink 5, pink flip, purple 7, teal 3
pair blue 1 with purple skip_everyone, purple skip_everyone
pair blue 2 with orange 8, pink 6
pair blue 3 with purple 8, teal 2
pair blue 4 with purple 1, teal draw_five
pair blue 5 with orange reverse, pink 9
pair blue 6 with purple reverse, teal skip_everyone
pair blue 7 with orange 3, orange skip_everyone
pair blue 8 with teal 4, teal reverse
pair blue 9 with orange 5, purple flip
pair blue draw_one with pink 6, teal 6
pair blue flip with purple 6, purple 7
pair blue reverse with orange 4, wild
pair blue skip with pink 9, teal 1
pair green 1 with orange 5, orange flip
pair green 2 with teal draw_five, teal skip_everyone
pair green 3 with pink flip, purple 2
pair green 4 with pink 8, teal 9
pair green 5 with orange 7, teal 4
pair green 6 with pink 5, wild_draw_colour
pair green 7 with orange 6, teal 2
pair green 8 with pink reverse, teal 9
pair green 9 with orange draw_five, pink reverse
pair green draw_one with orange 6, teal 6
pair green flip with teal 3, wild_draw_colour
pair green reverse with orange 1, pink 7
pair green skip with orange 9, purple 4
pair red 1 with pink 3, purple 2
pair red 2 with orange reverse, purple draw_five
pair red 3 with pink 7, wild_draw_colour
pair red 4 with orange flip, purple draw_five
pair red 5 with pink 2, teal 5
pair red 6 with orange 9, pink skip_everyone
pair red 7 with orange 1, purple 5
pair red 8 with purple reverse, teal 7
pair red 9 with purple 5, teal reverse
pair red draw_one with pink 3, pink 4
pair red flip with pink 8, purple 3
pair red reverse with purple 3, teal 7
pair red skip with orange draw_five, wild
pair yellow 1 with pink skip_everyone, wild
pair yellow 2 with teal 1, teal 8
pair yellow 3 with pink draw_five, purple 1
pair yellow 4 with pink draw_five, purple flip
pair yellow 5 with purple 9, teal 8
pair yellow 6 with orange skip_everyone, wild_draw_colour
pair yellow 7 with orange 2, purple 6
pair yellow 8 with orange 2, pink 1
pair yellow 9 with purple 4, teal 5
pair yellow draw_one with pink 1, purple 8
pair yellow flip with orange 8, pink 4
pair yellow reverse with teal flip, wild
pair yellow skip with orange 3, teal flip

# --- When a card may be played -----------------------------------------------------------
without play wild_draw_four
without require wild_draw_four
play wild_draw_two, wild_draw_colour: always
require wild_draw_two, wild_draw_colour: no card of active colour in hand
note "Like the classic Wild Draw Four: only a card of the active colour forbids them, and they may be challenged."

# --- What a played card does ----------------------------------------------------------------
without on draw_two
without on wild_draw_four
on draw_one: next draws 1, next loses turn
on draw_five: next draws 5, next loses turn
on skip_everyone: player plays again
on flip: everything turns over
note "The discard pile is turned over all at once, so the Flip just played ends at the bottom and the card that was at the bottom becomes the top, its other face up; the draw pile is turned over, and every player turns their hand over. Play then goes on to the next player. Readings taken where the sheet is silent: if the new top card shows a Wild face, the next player names the colour and then plays; an action face turned up this way does nothing, it only sets the colour and the face to match."
on wild_draw_two: player chooses colour, next may challenge
on wild_draw_colour: player chooses colour, next may challenge
note "Reading: the colour named is both the colour in play and the colour to draw until. A drawn Wild is not of that colour, so the drawing goes on; if no card of the colour is left to draw, the drawing stops when the piles are empty."
on reverse: reverse, next loses turn if 2 players
note "With two players a Reverse acts like a Skip on either side. Reading: the classic two-player rule, which the Flip sheet does not mention; read literally it would do nothing with two players."

without challenge wild_draw_four
challenge wild_draw_two
  if accepted: next draws 2, next loses turn
  if guilty: player draws 2
  if innocent: next draws 4, next loses turn
challenge wild_draw_colour
  if accepted: next draws until active colour, next loses turn
  if guilty: player draws until active colour
  if innocent: next draws until active colour, next draws 2, next loses turn
note "Guilty means the player held a card of the colour in play before the wild. A guilty player draws instead, and the challenger then plays on (reading: the challenger keeps the turn)."

# --- The first card turned over (always a light face) ---------------------------------------
without start draw_two
without start wild_draw_four
start draw_one: first draws 1, first loses turn
start wild_draw_two: return it and turn another
start flip: return it and turn another
note "The sheet does not cover a Flip as the first card. Reading taken here: it goes back into the deck and another card is turned, so every round starts on the light side."

# --- End of a round ------------------------------------------------------------------------------
last card: draws apply
note "A last Draw One, Draw Five, Wild Draw Two or Wild Draw Colour still makes the next player draw. A last Flip ends the round before anything turns over (reading), so hands are scored on the side that was up when the player went out."
