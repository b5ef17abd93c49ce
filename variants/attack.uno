# UNO Attack!: a card launcher replaces the draw pile (the original edition's 112-card deck).
variant attack
extends standard
title "UNO Attack! - the card launcher"
about "A launcher holds the deck. Instead of drawing, a player presses its button, and it shoots out a random number of cards, often none. The 112-card deck has no zeros and adds Hit 2, Discard All, Trade Hands, Wild All Hit and Wild Hit-Fire."

players 2 to 10

# --- The deck: 112 cards ----------------------------------------------------------------
without card 0
without card draw_two
without card wild_draw_four
card 1 to 9: number, 2 per colour, scores face value
card hit_2: 2 per colour, scores 20
card reverse: 2 per colour, scores 20
card skip: 2 per colour, scores 20
card discard_all: 1 per colour, scores 30
card trade_hands: 1 per colour, scores 30
card wild: 4 without colour, scores 50
card wild_all_hit: 2 without colour, scores 50
card wild_hit_fire: 2 without colour, scores 50
note "The original edition's contents. Later editions change the deck (Hit 1, Wild Attack-Attack, Wild Customizable); this variant is the original."

without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
without expect 4 wild_draw_four
expect 112 cards
expect 26 cards per colour
expect 18 number cards per colour
expect 8 hit_2
expect 4 discard_all
expect 4 trade_hands
expect 4 wild
expect 2 wild_all_hit
expect 2 wild_hit_fire

# --- The launcher ----------------------------------------------------------------------------
draw: 0 to 4 cards at random, even with a playable card
note "Pressing the button replaces drawing, and ends the turn even if a card that came out could be played; a player may press instead of playing a playable card. How many cards come out is not printed anywhere; reading: 0 to 4 per press, each number as likely (so a press often gives nothing). A table whose launcher behaves otherwise changes these numbers."

# --- What the cards do ----------------------------------------------------------------------
without on draw_two
without on wild_draw_four
without require wild_draw_four
without play wild_draw_four
without challenge wild_draw_four
without start draw_two
without start wild_draw_four
on hit_2: next draws 0 to 4 at random, next draws 0 to 4 at random, next loses turn
note "The next player presses twice, keeps what comes out and loses the turn."
on discard_all: player discards all of active colour
note "The player also discards every card of that colour in their hand. Reading: the colour is the one now in play, the Discard All's own, even when it was played on another Discard All."
on trade_hands: player swaps hands with target
note "The player must swap hands with a player of their choice. Played as the last card it wins the round and nothing is swapped."
play wild_all_hit, wild_hit_fire: always
on wild_all_hit: player chooses colour, others draws 0 to 4 at random
note "Every other player presses once and keeps what comes out, one after the other in the direction of play. Reading: nobody loses a turn, so the next player then plays as usual."
on wild_hit_fire: player chooses colour, next draws 1 to 4 at random, next loses turn
note "The next player presses until the launcher fires, keeps the cards and loses the turn. Pressing until something comes out is one press that gives 1 to 4 cards, each as likely."

# --- The first card turned up ---------------------------------------------------------
start hit_2: first draws 0 to 4 at random, first draws 0 to 4 at random, first loses turn
start trade_hands: return it and turn another
start discard_all: nothing
start wild_all_hit: others draws 0 to 4 at random, first chooses colour
note "Every player except the dealer presses once; then the player left of the dealer names the colour and plays."
start wild_hit_fire: first draws 1 to 4 at random, first chooses colour
note "Reading: the player left of the dealer presses until it fires, then names the colour and plays. The sheet's table has the next player start instead; a turn needs a colour, and only the player who starts can name it here."

# --- UNO and the end of a round -------------------------------------------------------
penalty missed_uno: target draws 0 to 4 at random, target draws 0 to 4 at random
without claim penalty missed_uno costs 2 cards
note "A player caught without calling UNO presses the button twice."
last card: draws apply
note "A last Hit 2, Wild All Hit or Wild Hit-Fire still makes the others press before the points are counted."
