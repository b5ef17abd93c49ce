# UNO Attack!: a card launcher replaces the draw pile (the original edition's 112-card deck).
variant attack
extends standard
title "UNO Attack! - the card launcher"
title[fa] "اونو حمله - دستگاه پرتاب کارت"
title[tr] "UNO Attack! - kart fırlatıcı"
title[ru] "Уно «Атака!» — пусковое устройство"
about "A launcher holds the deck. Instead of drawing, a player presses its button, and it shoots out a random number of cards, often none. The 112-card deck has no zeros and adds Hit 2, Discard All, Trade Hands, Wild All Hit and Wild Hit-Fire."
about[fa] "دسته در یک دستگاه پرتاب است. بازیکن به‌جای کشیدن، دکمه‌اش را فشار می‌دهد و دستگاه تعداد تصادفی کارت بیرون می‌اندازد، اغلب هیچ. دستهٔ ۱۱۲ کارتی صفر ندارد و دو ضربه، همه را بینداز، عوض کردن دست، رنگین‌کمان ضربه به همه و رنگین‌کمان ضربه تا شلیک را اضافه دارد."
about[tr] "Desteyi bir fırlatıcı tutar. Oyuncu kart çekmek yerine düğmesine basar ve fırlatıcı rastgele sayıda kart atar, çoğu zaman hiç. 112 kartlık destede sıfır yoktur; 2 Vuruş, Hepsini At, El Değiştir, Herkese Vuruş Jokeri ve Ateşlenene Kadar Vur Jokeri eklenir."
about[ru] "Колода лежит в пусковом устройстве. Вместо того чтобы брать карту, игрок нажимает на кнопку, и устройство выбрасывает случайное число карт, часто ни одной. В колоде из 112 карт нет нулей, зато есть «Два удара», «Сбрось всё», «Обмен руками», «Дикая: удар по всем» и «Дикая: удар до выстрела»."

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
designer "The original edition's contents. Later editions change the deck (Hit 1, Wild Attack-Attack, Wild Customizable); this variant is the original."

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
note "Pressing the button replaces drawing and ends the turn, even if a card that came out could be played; a player may press instead of playing a card that could be played. A press gives 0 to 4 cards, each number as likely, so it often gives nothing."
note[fa] "فشار دادن دکمه جای کشیدن را می‌گیرد و نوبت را تمام می‌کند، حتی اگر کارتی که بیرون آمده قابل بازی باشد؛ بازیکن می‌تواند به‌جای بازی کردن کارتی که قابل بازی است دکمه را بزند. هر فشار ۰ تا ۴ کارت می‌دهد و هر عدد به یک اندازه محتمل است، پس اغلب هیچ کارتی نمی‌آید."
note[tr] "Düğmeye basmak kart çekmenin yerine geçer ve sırayı bitirir, çıkan kartlardan biri oynanabilse bile; oyuncu oynanabilir bir kartı oynamak yerine düğmeye basabilir. Bir basış 0 ile 4 arası kart verir, her sayı eşit olasılıkla; bu yüzden çoğu zaman hiçbir şey çıkmaz."
note[ru] "Нажатие на кнопку заменяет взятие карты и заканчивает ход, даже если вылетевшую карту можно сыграть; игрок может нажать на кнопку вместо того, чтобы сыграть подходящую карту. Одно нажатие даёт от 0 до 4 карт, каждое число равновероятно, поэтому часто не выпадает ничего."
designer "How many cards come out is not printed anywhere; reading: 0 to 4 per press, each number as likely. A table whose launcher behaves otherwise changes these numbers."

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
note[fa] "بازیکن بعدی دو بار دکمه را می‌زند، هر چه بیرون بیاید نگه می‌دارد و نوبتش را از دست می‌دهد."
note[tr] "Sonraki oyuncu iki kez basar, çıkanları alır ve sırası geçer."
note[ru] "Следующий игрок нажимает дважды, забирает всё, что вылетело, и пропускает ход."
on discard_all: player discards all of active colour
note "The player also discards every card of that colour in their hand: the colour in play now, the card's own, even when it was played on another Discard All."
note[fa] "بازیکن همهٔ کارت‌های همان رنگ را هم از دستش می‌اندازد: رنگی که حالا فعال است، یعنی رنگ خود کارت، حتی اگر روی یک همه را بینداز دیگر بازی شده باشد."
note[tr] "Oyuncu elindeki o renkten bütün kartları da atar: şimdi oyunda olan renk, yani kartın kendi rengi; başka bir Hepsini At'ın üstüne oynanmış olsa bile."
note[ru] "Игрок также сбрасывает все карты этого цвета из руки: цвета, который теперь в игре, то есть цвета самой карты, даже если она сыграна на другую «Сбрось всё»."
on trade_hands: player swaps hands with target
note "The player must swap hands with a player of their choice. Played as the last card, it wins the round and nothing is swapped."
note[fa] "بازیکن باید دستش را با بازیکنی که انتخاب می‌کند عوض کند. اگر آخرین کارت باشد، دور را می‌برد و چیزی عوض نمی‌شود."
note[tr] "Oyuncu seçtiği bir oyuncuyla elleri değiştirmek zorundadır. Son kart olarak oynanırsa turu kazandırır ve hiçbir şey değişmez."
note[ru] "Игрок обязан поменяться руками с выбранным игроком. Сыгранная последней, карта выигрывает раунд, и ничего не меняется."
play wild_all_hit, wild_hit_fire: always
on wild_all_hit: player chooses colour, others draws 0 to 4 at random
note "Every other player presses once and keeps what comes out, one after the other in the direction of play. Nobody loses a turn, so the next player then plays as usual."
note[fa] "هر یک از بازیکنان دیگر یک بار دکمه را می‌زند و هر چه بیرون بیاید نگه می‌دارد، یکی پس از دیگری در جهت بازی. کسی نوبتش را از دست نمی‌دهد، پس بازیکن بعدی سپس مثل همیشه بازی می‌کند."
note[tr] "Diğer her oyuncu oyun yönünde sırayla bir kez basar ve çıkanları alır. Kimsenin sırası geçmez, sonra sonraki oyuncu her zamanki gibi oynar."
note[ru] "Каждый из остальных игроков по очереди, по направлению игры, нажимает один раз и забирает то, что вылетело. Никто не пропускает ход, так что затем следующий игрок ходит как обычно."
on wild_hit_fire: player chooses colour, next draws 1 to 4 at random, next loses turn
note "The next player presses until the launcher fires, keeps the cards and loses the turn; that gives 1 to 4 cards, each number as likely."
note[fa] "بازیکن بعدی آن‌قدر دکمه را می‌زند تا دستگاه شلیک کند، کارت‌ها را نگه می‌دارد و نوبتش را از دست می‌دهد؛ این کار ۱ تا ۴ کارت می‌دهد و هر عدد به یک اندازه محتمل است."
note[tr] "Sonraki oyuncu fırlatıcı kart atana kadar basar, kartları alır ve sırası geçer; bu 1 ile 4 arası kart verir, her sayı eşit olasılıkla."
note[ru] "Следующий игрок нажимает, пока устройство не выстрелит, забирает карты и пропускает ход; так выпадает от 1 до 4 карт, каждое число равновероятно."

# --- The first card turned up ---------------------------------------------------------
start hit_2: first draws 0 to 4 at random, first draws 0 to 4 at random, first loses turn
start trade_hands: return it and turn another
start discard_all: nothing
start wild_all_hit: others draws 0 to 4 at random, first chooses colour
note "Every player except the dealer presses once; then the player to the dealer's left names the colour and plays."
note[fa] "همهٔ بازیکنان جز پخش‌کننده یک بار دکمه را می‌زنند؛ سپس بازیکن سمت چپ پخش‌کننده رنگ را اعلام می‌کند و بازی می‌کند."
note[tr] "Dağıtıcı dışında her oyuncu bir kez basar; sonra dağıtıcının solundaki oyuncu rengi söyler ve oynar."
note[ru] "Все игроки, кроме сдающего, нажимают по разу; затем игрок слева от сдающего называет цвет и ходит."
start wild_hit_fire: first draws 1 to 4 at random, first chooses colour
note "The player to the dealer's left presses until the launcher fires, then names the colour and plays."
note[fa] "بازیکن سمت چپ پخش‌کننده آن‌قدر دکمه را می‌زند تا دستگاه شلیک کند، سپس رنگ را اعلام می‌کند و بازی می‌کند."
note[tr] "Dağıtıcının solundaki oyuncu fırlatıcı kart atana kadar basar, sonra rengi söyler ve oynar."
note[ru] "Игрок слева от сдающего нажимает, пока устройство не выстрелит, затем называет цвет и ходит."
designer "The sheet's table has the next player start instead; a turn needs a colour, and only the player who starts can name it here."

# --- UNO and the end of a round -------------------------------------------------------
penalty missed_uno: target draws 0 to 4 at random, target draws 0 to 4 at random
without claim penalty missed_uno costs 2 cards
note "A player caught without calling UNO presses the button twice."
note[fa] "بازیکنی که بدون گفتن اونو گیر بیفتد دو بار دکمه را می‌زند."
note[tr] "UNO demeden yakalanan oyuncu düğmeye iki kez basar."
note[ru] "Пойманный на том, что не сказал «Уно!», нажимает на кнопку дважды."
last card: draws apply
note "A last Hit 2, Wild All Hit or Wild Hit-Fire still makes the others press before the points are counted."
note[fa] "اگر آخرین کارت دو ضربه، رنگین‌کمان ضربه به همه یا رنگین‌کمان ضربه تا شلیک باشد، بقیه پیش از شمردن امتیازها باز هم دکمه را می‌زنند."
note[tr] "Son kart 2 Vuruş, Herkese Vuruş Jokeri ya da Ateşlenene Kadar Vur Jokeri ise, diğerleri puanlar sayılmadan önce yine basar."
note[ru] "Если последней сыграна «Два удара», «Дикая: удар по всем» или «Дикая: удар до выстрела», остальные всё равно нажимают на кнопку до подсчёта очков."
