# planted fault: 'you may not go out on an action card' written with 'any card', which takes the number cards too (and the Wild Draw Four by its own line): no card may ever be a player's last, so no hand empties and no round ends
# expect: a round can end
variant broken_last_card_refused_for_every_card
extends standard
require any card: not last card
play wild_draw_four: not last card
