# planted fault: the designer believes that with two players a Flip also skips the other player, but the card only turns everything over
# expect: claims
variant broken_flip_claim_skips
extends flip
claim with 2 players flip acts as skip
note "With two players a Flip turns the game over and the player who played it plays again."
