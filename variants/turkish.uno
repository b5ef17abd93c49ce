# UNO with the Turkish rule sheet (seeds/002_45539e2ba08ce658.txt): the classic cards, and a list of table penalties.
variant turkish
extends standard
title "UNO - Turkish rules with table penalties"
about "The Turkish sheet: the classic 108 cards, no Wild Draw Four challenge (its colour rule is enforced instead), a missed UNO costs one card, and the sheet's penalties for offers to other players and for playing a wrong card. Everything it leaves unsaid follows the official rules."

expect 108 cards
reading "The sheet lists no card counts; its cards are the classic ones (2 Kart Çek, Yön Değiştir, El Geçer, Joker, 4 Kart Al & Joker), so the classic 108-card deck."

dealer: highest draw, symbols count 0, ties draw again
reading "Not stated: how the dealer is chosen (the sheet only deals: 'Kartlar karıştırılır ve her oyuncu yedi kart dağıtılır'). As in the official rules, the highest draw deals and the player to the dealer's left starts."

# --- When a card may be played ----------------------------------------------------------
play wild: always
quote "Oyuncu farklı bir kart oynayabildiğinde renk seçim kartı da oynanabilir" means "the colour-choice card may be played even when another card could be"
quote "Aynı renk veya sayıda kart yoksa, özel kartlar kullanılabilir" means "without a card of the same colour or number, special cards can be used"
reading "The first sentence overrides the looser second one."
require wild_draw_four: no card of active colour in hand
quote "kart yalnızca onu tutan oyuncunun elinde, atılan destenin rengiyle eşleşen bir kart yoksa oynanabilir. Oyuncunun herhangi bir sayı kartı veya bir eylem kartı varsa, 4 kart al kartını atabilir" means "only without a card matching the discard pile's colour; numbers or action cards do not forbid it"
reading "The discard pile's colour is the active colour. With no challenge on this sheet, the rule is enforced: a Draw Four played against it is a wrong card."

# --- What a played card does -----------------------------------------------------------------
on wild_draw_four: player chooses colour, next draws 4, next loses turn
quote "kartın sahibinden sonraki oyuncu çekme destesinden 4 tane kart çeker ve o el oynama hakkını kaybeder" means "the next player draws 4 and loses that hand"
reading "The Draw Four takes effect at once."
without challenge wild_draw_four
reading "The sheet describes no challenge: neither '4 KART AL & JOKER' nor the list of penalties ('Cezalar') mentions one."
on reverse: reverse, next loses turn if 2 players
reading "Not stated: Reverse with two players. As in the official rules it acts like a Skip: the player who played it plays again."

# --- The first card turned over ------------------------------------------------------------------
start draw_two: first draws 2, first loses turn
quote "Oyunun başlarında ortaya çıkarsa aynı kurallar geçerlidir" means "at the start the same rules apply"
reading "The player to the dealer's left draws 2 and is skipped."
start reverse: reverse, dealer plays first
quote "kartları dağıtan oyuncu oyuna başlar ve sağ taraftan devam eder" means "the dealer starts and play goes on to the right"
start skip: first loses turn
quote "kartları dağıtan kişinin solundaki oyuncu \"atlar\" ve bu oyuncunun solundaki kişi oyuna devam eder" means "the player to the dealer's left is skipped; the one to their left continues"
start wild: first chooses colour
quote "kartları dağıtan kişinin solundaki oyuncu oynanacak renge karar verir" means "the player to the dealer's left decides the colour"
reading "That player then plays, as in the official rules."
start wild_draw_four: return it and turn another
reading "Not stated: a Wild Draw Four turned over at the start. As in the official rules it goes back into the pile and another card is turned over."

# --- Drawing ----------------------------------------------------------------------------------------
draw: one card, may play it, even with a playable card
quote "oyuncu hiçbir şekilde oyunu devam ettirecek karta sahip değilse çekme destesinden kart almak zorundadır. Çekilen kart, geçerli olduğu sürece oynanabilir. Aksi takdirde sıra bir sonraki oyuncuya geçer" means "a player who cannot play must draw; the drawn card may be played if it is valid, otherwise the turn passes"
reading "The sheet does not forbid drawing with a playable card, so, as in the official rules, a player may."

# --- Penalties ---------------------------------------------------------------------------------------
penalty missed_uno: target draws 1
quote "sadece bir kartı olan oyuncunun başka bir kart daha çekmesi gerekir" means "the player with one card must draw one more card"
quote "bir sonraki oyuncu kart çekmeden veya dağıtmadan önce" means "before the next player draws or plays"
reading "Only if caught before the next player draws or plays."
without claim penalty missed_uno costs 2 cards
note "The sheet's penalty is one card, so standard's claim of two does not hold here."
claim penalty missed_uno costs 1 card
note "The sheet's one card, stated as intent so the verifier proves it."
report offer: target draws 2
quote "Teklifler: Diğer oyunculara teklifte bulunan kişiler iki kart çekmek zorunda kalırlar" means "a player who makes offers to other players draws two"
reading "The table reports it, at any time; it does not change whose turn it is."
penalty wrong_card: player draws 1, turn ends
quote "Yanlış kart: Yanlış bir kart oynayan oyuncu, oynadığı kartı geri alır ve ayrıca yeni bir kart çeker" means "a player who plays a wrong card takes it back and draws a new card"
reading "Not stated: whether the turn goes on. This rule book reads it as: the turn passes to the next player."
