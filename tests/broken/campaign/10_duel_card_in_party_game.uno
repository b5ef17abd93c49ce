# campaign 16 (written from the docs alone by a helper who had not read the verifier): 'players 3 to 8' but 'play duel: 2 players and (...)' (copied from a heads-up version)
# expect: every kind playable
variant party_duel
extends standard
title "House rules: party UNO with Duel cards"
about "A party game for three to eight players. Each colour has a Duel card: its player and the next draw one card each."

players 3 to 8
card duel: 1 per colour, scores 30
expect 112 cards
expect 26 cards per colour
expect 4 duel
play duel: 2 players and (same colour or same face)
note "A Duel matches like any coloured card."
on duel: player draws 1, next draws 1
start duel: nothing
