variant discard_all_roulette
extends standard
title "House cards: Discard All and Wild Colour Roulette"
title[fa] "کارت‌های خانگی: همه را بینداز و رنگین‌کمان رولت رنگ"
title[tr] "Ev kartları: Hepsini At ve Renk Ruleti Jokeri"
title[ru] "Домашние карты: «Сбрось всё» и «Дикая: цветная рулетка»"
about "Two cards of UNO Show 'Em No Mercy join the classic deck: a Discard All of each colour (every other card of its colour in the hand goes with it) and two Wild Colour Roulettes (the next player names a colour and turns cards over until one of it comes, keeping them all)."
about[fa] "دو کارت از «اونو بی‌رحم» به دستهٔ کلاسیک اضافه می‌شوند: از هر رنگ یک همه را بینداز (همهٔ کارت‌های دیگرِ همان رنگ در دست هم با آن می‌روند) و دو رنگین‌کمان رولت رنگ (بازیکن بعدی رنگی را اعلام می‌کند و کارت رو می‌کند تا کارتی از آن رنگ بیاید، و همه را نگه می‌دارد)."
about[tr] "UNO Show 'Em No Mercy'nin iki kartı klasik desteye katılır: her renkten bir Hepsini At (elindeki o renkten diğer bütün kartlar da onunla gider) ve iki Renk Ruleti Jokeri (sonraki oyuncu bir renk söyler ve o renkten bir kart gelene kadar kart açar, hepsini alır)."
about[ru] "Две карты из «Уно без пощады» добавляются к классической колоде: по одной «Сбрось всё» каждого цвета (вместе с ней уходят все остальные карты её цвета из руки) и две «Дикие: цветная рулетка» (следующий игрок называет цвет и открывает карты, пока не выйдет карта этого цвета, и забирает их все)."

card discard_all: 1 per colour, scores 20
card wild_colour_roulette: 2 without colour, scores 50
expect 114 cards
expect 26 cards per colour
expect 2 wild_colour_roulette

play wild_colour_roulette: always
on discard_all: player discards all of active colour
note "The other cards of its colour go under it, so their effects do not happen. It can empty the hand and win the round."
note[fa] "کارت‌های دیگرِ همان رنگ زیر آن می‌روند، پس اثرشان اعمال نمی‌شود. این کارت می‌تواند دست را خالی کند و دور را ببرد."
note[tr] "O renkten diğer kartlar onun altına gider, bu yüzden etkileri olmaz. Eli boşaltıp turu kazandırabilir."
note[ru] "Остальные карты её цвета кладутся под неё, и их действия не происходят. Она может опустошить руку и выиграть раунд."
on wild_colour_roulette: next chooses colour, next draws until active colour, next loses turn
claim wild_colour_roulette lets the next player name the colour
note "The next player, not the one who played it, names the colour; then they turn cards over from the draw pile until one of that colour comes, keep every card turned over and lose their turn. A wild card has no colour and does not stop it."
note[fa] "بازیکن بعدی، نه کسی که آن را بازی کرده، رنگ را اعلام می‌کند؛ سپس از دستهٔ کارت وسط کارت رو می‌کند تا کارتی از آن رنگ بیاید، همهٔ کارت‌های رو شده را نگه می‌دارد و نوبتش را از دست می‌دهد. کارت رنگین‌کمان رنگی ندارد و آن را متوقف نمی‌کند."
note[tr] "Rengi onu oynayan değil, sonraki oyuncu söyler; sonra çekme destesinden o renkten bir kart gelene kadar kart açar, açtığı bütün kartları alır ve sırası geçer. Joker bir renk değildir ve onu durdurmaz."
note[ru] "Цвет называет следующий игрок, а не сыгравший; затем он открывает карты из колоды, пока не выйдет карта этого цвета, забирает все открытые карты и пропускает ход. Дикая карта не имеет цвета и не останавливает его."
start discard_all: return it and turn another
start wild_colour_roulette: return it and turn another
note "Turned over to start the round, either card goes back and another card is turned over."
note[fa] "اگر هر کدام از این دو کارت در ابتدای دور رو شود، به دسته برمی‌گردد و کارت دیگری رو می‌شود."
note[tr] "Turun başında açılırsa, iki karttan hangisi olursa olsun desteye geri konur ve başka bir kart açılır."
note[ru] "Если любая из этих карт открыта в начале раунда, её возвращают в колоду и открывают другую."
designer "The counts are this table's choice."
