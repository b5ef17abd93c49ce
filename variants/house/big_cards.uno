variant big_cards
extends standard
title "House cards: Skip Everyone, Wild Draw Six, Wild Draw Ten"
title[fa] "کارت‌های خانگی: پرش همه، رنگین‌کمان شش کارت بکش، رنگین‌کمان ده کارت بکش"
title[tr] "Ev kartları: Herkes Geçer, 6 Kart Al & Joker, 10 Kart Al & Joker"
title[ru] "Домашние карты: «Пропуск всех», «Дикая +6», «Дикая +10»"
about "Three house cards join the deck: a Skip Everyone of each colour (every other player is passed over and the player goes again), and two each of a Wild Draw Six and a Wild Draw Ten."
about[fa] "سه کارت خانگی به دسته اضافه می‌شوند: از هر رنگ یک پرش همه (نوبت همهٔ بازیکنان دیگر رد می‌شود و همان بازیکن دوباره بازی می‌کند)، و از رنگین‌کمان شش کارت بکش و رنگین‌کمان ده کارت بکش هر کدام دو تا."
about[tr] "Desteye üç ev kartı katılır: her renkten bir Herkes Geçer (diğer bütün oyuncuların sırası geçer ve oyuncu yeniden oynar) ve ikişer 6 Kart Al & Joker ile 10 Kart Al & Joker."
about[ru] "В колоду добавляются три домашние карты: по одной «Пропуск всех» каждого цвета (все остальные игроки пропускают ход, и сыгравший ходит снова) и по две «Дикая +6» и «Дикая +10»."
card skip_everyone: 1 per colour, scores 20
card wild_draw_six, wild_draw_ten: 2 without colour, scores 50
expect 116 cards
expect 26 cards per colour
on skip_everyone: player plays again
on wild_draw_six: player chooses colour, next draws 6, next loses turn
on wild_draw_ten: player chooses colour, next draws 10, next loses turn
play wild_draw_six, wild_draw_ten: always
start skip_everyone: first loses turn
start wild_draw_six, wild_draw_ten: return it and turn another
note "Turned over to start the round, a Skip Everyone acts as a Skip; a Wild Draw Six or Ten goes back and another card is turned over."
note[fa] "اگر در ابتدای دور رو شود، پرش همه مثل پرش عمل می‌کند؛ رنگین‌کمان شش یا ده کارت بکش به دسته برمی‌گردد و کارت دیگری رو می‌شود."
note[tr] "Turun başında açılırsa Herkes Geçer, El Geçer gibi işler; 6 ya da 10 Kart Al & Joker desteye geri konur ve başka bir kart açılır."
note[ru] "Если в начале раунда открыта «Пропуск всех», она действует как «Пропуск хода»; «Дикую +6» или «Дикую +10» возвращают в колоду и открывают другую карту."
designer "The counts are this table's choice."
