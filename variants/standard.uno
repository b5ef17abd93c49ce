# UNO, the official rules. Every other bundled variant extends this file.
variant standard
title "UNO - the official rules"
title[fa] "اونو: قوانین رسمی"
title[tr] "UNO – resmî kurallar"
title[ru] "Уно — официальные правила"
about "The rules printed with the classic 108-card deck."
about[fa] "قوانینی که همراه دستهٔ کلاسیک ۱۰۸ کارتی چاپ شده‌اند."
about[tr] "Klasik 108 kartlık desteyle birlikte basılan kurallar."
about[ru] "Правила, напечатанные вместе с классической колодой из 108 карт."

players 2 to 10
colours red, yellow, green, blue
deal 7 cards

# --- The deck: 108 cards -----------------------------------------------------------
card 0: number, 1 per colour, scores face value
card 1 to 9: number, 2 per colour, scores face value
card draw_two: 2 per colour, scores 20
card reverse: 2 per colour, scores 20
card skip: 2 per colour, scores 20
card wild: 4 without colour, scores 50
card wild_draw_four: 4 without colour, scores 50

expect 108 cards
expect 25 cards per colour
expect 19 number cards per colour
expect 4 wild
expect 4 wild_draw_four

# --- Dealing ------------------------------------------------------------------------
dealer: highest draw, symbols count 0, ties draw again

# --- When a card may be played -------------------------------------------------------
play any card: same colour or same face
play wild: always
play wild_draw_four: always
require wild_draw_four: no card of active colour in hand
note "Matching numbers or symbols do not forbid it: only a card of the active colour does."
note[fa] "عدد یا نماد یکسان مانع بازی کردن آن نمی‌شود: فقط کارتی به رنگ فعال مانع می‌شود."
note[tr] "Elinde aynı sayı ya da sembolden bir kart olması 4 Kart Al & Joker oynamaya engel değildir; yalnızca geçerli renkte bir kart engeldir."
note[ru] "Карта с тем же числом или символом не мешает сыграть «Дикую +4»: мешает только карта текущего цвета."

# --- What a played card does ----------------------------------------------------------
on number cards: nothing
on draw_two: next draws 2, next loses turn
claim draw_two makes the next player draw 2
claim draw_two skips the next player
on skip: next loses turn
claim skip skips the next player
on reverse: reverse, next loses turn if 2 players
claim reverse reverses the direction
claim with 3 or more players reverse passes the turn to the next player
claim with 2 players reverse acts as skip
note "With two players a Reverse acts like a Skip: the player who played it plays again."
note[fa] "در بازی دونفره، معکوس مثل پرش عمل می‌کند: کسی که آن را بازی کرده دوباره بازی می‌کند."
note[tr] "İki oyuncuyla Yön Değiştir, El Geçer gibi işler: kartı oynayan oyuncu bir kez daha oynar."
note[ru] "При двух игроках «Реверс» действует как «Пропуск хода»: сыгравший его игрок ходит снова."
designer "The claims above have the verifier prove this of this variant and of every variant that extends it."
on wild: player chooses colour
on wild_draw_four: player chooses colour, next may challenge

challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
note "The challenged player shows their hand to the challenger only. They were bluffing if they held a card of the colour that was active before the Wild Draw Four."
note[fa] "بازیکنی که به چالش کشیده شده دستش را فقط به چالش‌کننده نشان می‌دهد. اگر کارتی به رنگ فعالِ پیش از رنگین‌کمان چهار کارت بکش در دست داشته باشد، بلوف زده است."
note[tr] "İtiraz edilen oyuncu elini yalnızca itiraz edene gösterir. Elinde, 4 Kart Al & Joker oynanmadan önce geçerli olan renkte bir kart varsa kart blöfle oynanmıştır."
note[ru] "Свои карты сыгравший показывает только бросившему вызов; другим игрокам их не показывают."

# --- The first card turned over ---------------------------------------------------------
start number cards: nothing
start draw_two: first draws 2, first loses turn
start skip: first loses turn
start reverse: reverse, dealer plays first
claim when reverse starts the round the dealer plays first
start wild: first chooses colour
start wild_draw_four: return it and turn another

# --- Drawing --------------------------------------------------------------------------------
draw: one card, may play it, even with a playable card
designer "A drawn card that cannot be played ends the turn at once (the drawing sentence says so): there is nothing left to decide, so the engine asks for no pass."
empty piles: draw what there is

# --- UNO ------------------------------------------------------------------------------------
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 2
claim penalty missed_uno costs 2 cards

# --- Scoring ----------------------------------------------------------------------------------
last card: draws apply
scoring: winner scores the other hands
game ends at 500 points
