# UNO Show 'Em No Mercy (Mattel, 2023): 168 cards, stacking by value, the mercy rule.
variant no_mercy
extends standard
title "UNO Show ’Em No Mercy"
title[fa] "اونو بی‌رحم"
title[tr] "UNO Show ’Em No Mercy"
title[ru] "Уно «Без пощады»"
about "168 cards and no mercy. Draw cards stack by value, 7s swap hands, 0s pass every hand on, there are Discard All, Skip Everyone and Wild Colour Roulette, and a player who ever holds 25 cards is out of the round."
about[fa] "۱۶۸ کارت و بی هیچ رحمی. کارت‌های کشیدن بر اساس مقدارشان روی هم می‌روند، ۷ دست‌ها را عوض می‌کند، ۰ همهٔ دست‌ها را جلو می‌فرستد، همه را بینداز، پرش همه و رنگین‌کمان رولت رنگ هم هست، و بازیکنی که زمانی ۲۵ کارت داشته باشد از دور بیرون می‌رود."
about[tr] "168 kart ve hiç merhamet yok. Çektirme kartları değerlerine göre üst üste konur, 7'ler elleri değiştirir, 0'lar bütün elleri ileri geçirir; Hepsini At, Herkes Geçer ve Renk Ruleti Jokeri vardır; herhangi bir anda 25 kartı olan oyuncu turdan çıkar."
about[ru] "168 карт и никакой пощады. Карты «взятия» накапливаются по значению, семёрки меняют руки, нули передают все руки дальше, есть «Сбрось всё», «Пропуск всех» и «Дикая: цветная рулетка», а игрок, у которого хоть раз оказалось 25 карт, выбывает из раунда."

players 2 to 6

# --- The deck: 168 cards ------------------------------------------------------------
without card wild
without card wild_draw_four
card 0 to 9: number, 2 per colour, scores face value
note "Two of every number in each colour, the 0s included."
note[fa] "از هر عدد در هر رنگ دو کارت، صفرها هم."
note[tr] "Her renkte her sayıdan iki kart, 0'lar da dahil."
note[ru] "По две карты каждого числа каждого цвета, включая нули."
card skip, reverse, draw_two, discard_all: 3 per colour, scores 20
card draw_four, skip_everyone: 2 per colour, scores 20
card wild_reverse_draw_four, wild_colour_roulette: 8 without colour, scores 50
card wild_draw_six, wild_draw_ten: 4 without colour, scores 50
designer "The sheet prints only the total of 168 cards. The split of the coloured actions (3 Skip, 3 Reverse, 3 Draw Two, 2 Draw Four, 3 Discard All, 2 Skip Everyone per colour) is the one most published lists give, and the only common one that adds up to 168."
note "There is no plain Wild and no Wild Draw Four without a colour: the Draw Four has a colour of its own."
note[fa] "رنگین‌کمان ساده و رنگین‌کمان چهار کارت بکشِ بی‌رنگ در کار نیست: چهار کارت بکش رنگ خودش را دارد."
note[tr] "Düz Joker ve renksiz 4 Kart Al & Joker yoktur: 4 Kart Çek'in kendi rengi vardır."
note[ru] "Обычной «Дикой» и бесцветной «Дикой +4» нет: у «Возьми четыре» есть свой цвет."

without expect 108 cards
without expect 25 cards per colour
without expect 4 wild
without expect 4 wild_draw_four
expect 168 cards
expect 36 cards per colour
expect 20 number cards per colour
expect 8 wild_reverse_draw_four
expect 8 wild_colour_roulette
expect 4 wild_draw_six
expect 4 wild_draw_ten

# --- When a card may be played -------------------------------------------------------
play wild_reverse_draw_four, wild_colour_roulette, wild_draw_six, wild_draw_ten: always
without play wild
without play wild_draw_four
without require wild_draw_four

# --- What a played card does ----------------------------------------------------------
on draw_two: next draws 2 or stacks
on draw_four: next draws 4 or stacks
on wild_reverse_draw_four: player chooses colour, reverse, next draws 4 or stacks
note "The direction reverses first; then the next player in the new direction draws 4 or stacks."
note[fa] "اول جهت بازی برعکس می‌شود؛ سپس بازیکن بعدی در جهت تازه ۴ کارت می‌کشد یا کارتی روی آن می‌گذارد."
note[tr] "Önce yön değişir; sonra yeni yöndeki sonraki oyuncu 4 kart çeker ya da üstüne kart koyar."
note[ru] "Сначала меняется направление; затем следующий игрок в новом направлении берёт 4 карты или кладёт сверху свою."
reading "With two players, the other player draws 4 or stacks, as with more players."
reading[fa] "در بازی دونفره هم، مثل بازی با بیشتر از دو نفر، بازیکن دیگر ۴ کارت می‌کشد یا کارتی روی آن می‌گذارد."
reading[tr] "İki oyuncuyla da, daha çok oyuncudaki gibi, öbür oyuncu 4 kart çeker ya da üstüne kart koyar."
reading[ru] "При двух игроках, как и при большем числе, другой игрок берёт 4 карты или кладёт сверху свою."
designer "With two players the sheet has the player of the Wild Reverse Draw Four draw the 4 themselves; this file reads it as with more players: the other player draws 4 or stacks, which the sheet says they may do to send it back."
on wild_draw_six: player chooses colour, next draws 6 or stacks
on wild_draw_ten: player chooses colour, next draws 10 or stacks
note "The player who cannot or will not answer a draw card with one of equal or higher value draws the whole total and loses the turn."
note[fa] "بازیکنی که نتواند یا نخواهد کارت کشیدنی را با کارتی هم‌ارزش یا بالاتر جواب بدهد، کل جمع را می‌کشد و نوبتش را از دست می‌دهد."
note[tr] "Bir çektirme kartına eşit ya da daha yüksek değerli bir kartla karşılık veremeyen ya da vermek istemeyen oyuncu bütün toplamı çeker ve sırası geçer."
note[ru] "Кто не может или не хочет ответить на карту «взятия» картой не меньшего значения, берёт всю сумму и пропускает ход."
designer "That the player who takes the total loses their turn comes from each Draw card's own text; the stacking paragraph does not repeat it."
on discard_all: player discards all of active colour
note "The other cards of its colour go under it, so their effects do not happen. It can empty the hand and win."
note[fa] "کارت‌های دیگرِ همان رنگ زیر آن می‌روند، پس اثرشان اعمال نمی‌شود. این کارت می‌تواند دست را خالی کند و بازیکن را برنده کند."
note[tr] "O renkten diğer kartlar onun altına gider, bu yüzden etkileri olmaz. Eli boşaltıp kazandırabilir."
note[ru] "Остальные карты её цвета кладутся под неё, и их действия не происходят. Она может опустошить руку и принести победу."
on skip_everyone: others lose turn
on wild_colour_roulette: next chooses colour, next draws until active colour, next loses turn
claim wild_colour_roulette lets the next player name the colour
note "The next player names a colour, then turns over cards from the draw pile until one of that colour comes, keeps every card turned over and loses the turn. A wild card has no colour and does not stop it."
note[fa] "بازیکن بعدی رنگی را اعلام می‌کند، سپس از دستهٔ کارت وسط کارت رو می‌کند تا کارتی از آن رنگ بیاید، همهٔ کارت‌های رو شده را نگه می‌دارد و نوبتش را از دست می‌دهد. کارت رنگین‌کمان رنگی ندارد و آن را متوقف نمی‌کند."
note[tr] "Sonraki oyuncu bir renk söyler, sonra çekme destesinden o renkten bir kart gelene kadar kart açar, açtığı bütün kartları alır ve sırası geçer. Joker bir renk değildir ve onu durdurmaz."
note[ru] "Следующий игрок называет цвет, затем открывает карты из колоды, пока не выйдет карта этого цвета, забирает все открытые карты и пропускает ход. Дикая карта не имеет цвета и не останавливает его."
reading "Afterwards the colour in play is the one the next player named."
reading[fa] "بعد از آن، رنگ فعال همان رنگی است که بازیکن بعدی اعلام کرد."
reading[tr] "Ardından oyundaki renk, sonraki oyuncunun söylediği renktir."
reading[ru] "После этого текущий цвет — тот, который назвал следующий игрок."
designer "The sheet does not say which colour is in play afterwards."
reading "After the other wild cards, their player names the colour."
reading[fa] "بعد از کارت‌های رنگین‌کمان دیگر، رنگ را خود بازی‌کنندهٔ کارت اعلام می‌کند."
reading[tr] "Diğer jokerlerden sonra rengi onları oynayan söyler."
reading[ru] "После остальных диких карт цвет называет сыгравший их."
designer "Who names the colour after the other wilds is not printed on the sheet; as most sources do."
on 7: player swaps hands with target
note "A 7 must be swapped with another player of the player's choice; play then goes on in the current order."
note[fa] "با ۷ باید دست را با بازیکن دیگری که خود بازیکن انتخاب می‌کند عوض کرد؛ بازی سپس به همان ترتیب فعلی ادامه پیدا می‌کند."
note[tr] "7 oynayan, seçtiği başka bir oyuncuyla elleri değiştirmek zorundadır; oyun sonra şimdiki sırayla devam eder."
note[ru] "Сыгравший 7 обязан поменяться руками с выбранным им другим игроком; затем игра идёт в прежнем порядке."
on 0: hands pass on
claim 0 passes every hand on
note "Every player still in passes their hand to the next player still in, in the direction of play."
note[fa] "هر بازیکنی که هنوز در بازی است دستش را به بازیکن بعدیِ درون بازی، در جهت بازی، می‌دهد."
note[tr] "Oyunda kalan her oyuncu elini, oyun yönünde oyunda kalan sonraki oyuncuya verir."
note[ru] "Каждый оставшийся в игре передаёт свою руку следующему оставшемуся игроку по направлению игры."
without on wild
without on wild_draw_four
without challenge wild_draw_four

# --- Stacking: a Draw card of equal or higher value -------------------------------------
stack draw_two on draw_two
stack draw_four on draw_two
stack wild_reverse_draw_four on draw_two
stack wild_draw_six on draw_two
stack wild_draw_ten on draw_two
stack draw_four on draw_four
stack wild_reverse_draw_four on draw_four
stack wild_draw_six on draw_four
stack wild_draw_ten on draw_four
stack draw_four on wild_reverse_draw_four
stack wild_reverse_draw_four on wild_reverse_draw_four
stack wild_draw_six on wild_reverse_draw_four
stack wild_draw_ten on wild_reverse_draw_four
stack wild_draw_six on wild_draw_six
stack wild_draw_ten on wild_draw_six
stack wild_draw_ten on wild_draw_ten
reading "A coloured draw card laid on another still follows its own rule for when it may be played: its colour or its face."
reading[fa] "کارت کشیدنِ رنگی‌ای که روی کارت دیگری گذاشته می‌شود، باز هم قانون بازی خودش را دارد: رنگش یا رویش."
reading[tr] "Başka birinin üstüne konan renkli bir çektirme kartı yine kendi oynanma kuralına uyar: rengine ya da yüzüne."
reading[ru] "Цветная карта «взятия», положенная на другую, по-прежнему подчиняется своему правилу: подходит по цвету или по значению."
designer "The sheet's stacking text speaks only of value, and sources differ on colour."

# --- The first card turned over ---------------------------------------------------------
start skip: return it and turn another
start reverse: return it and turn another
start draw_two: return it and turn another
start draw_four, discard_all, skip_everyone: return it and turn another
start wild_reverse_draw_four, wild_colour_roulette, wild_draw_six, wild_draw_ten: return it and turn another
without start wild
without start wild_draw_four
note "An action card turned over to start, a wild card included, goes back and another card is turned over, until a number card comes."
note[fa] "هر کارت اقدام، از جمله رنگین‌کمان، که در ابتدا رو شود به دسته برمی‌گردد و کارت دیگری رو می‌شود، تا یک کارت عددی بیاید."
note[tr] "Başta açılan bir eylem kartı, jokerler de dahil, geri konur ve bir sayı kartı gelene kadar başka bir kart açılır."
note[ru] "Карта действия, открытая в начале, в том числе дикая, возвращается, и открывают другую, пока не выйдет карта с числом."

# --- Drawing --------------------------------------------------------------------------------
draw: until playable, must play it, even with a playable card
note "A player draws one card at a time until one can be played, and must then play it."
note[fa] "بازیکن یکی‌یکی کارت می‌کشد تا کارتی قابل بازی بیاید، و سپس باید آن را بازی کند."
note[tr] "Oyuncu oynanabilir bir kart gelene kadar birer birer kart çeker ve sonra onu oynamak zorundadır."
note[ru] "Игрок берёт карты по одной, пока не придёт карта, которую можно сыграть, и тогда обязан её сыграть."
reading "A player who could play may still choose to draw instead, and then draws until a card can be played."
reading[fa] "بازیکنی که می‌تواند بازی کند، باز هم می‌تواند به‌جایش کارت بکشد، و آن‌وقت آن‌قدر می‌کشد تا کارتی قابل بازی بیاید."
reading[tr] "Oynayabilecek olan oyuncu yine de kart çekmeyi seçebilir; o zaman oynanabilir bir kart gelene kadar çeker."
reading[ru] "Игрок, который мог бы сыграть, всё равно может взять карту вместо этого и тогда берёт, пока не придёт подходящая."
designer "The sheet says a player holding a match 'may' play it: read as allowing them to draw instead."

# --- The mercy rule ---------------------------------------------------------------------------
knock out at 25 cards, winner scores 250 for each player out
note "A player who ever holds 25 cards or more is out of the round; one who reaches 25 while drawing finishes the draw first. Their cards are set aside under the discard pile until the draw pile runs out and it is reshuffled. The others play on; the last player left wins the round."
note[fa] "بازیکنی که زمانی ۲۵ کارت یا بیشتر داشته باشد از دور بیرون می‌رود؛ کسی که وسط کشیدن به ۲۵ برسد، اول کشیدنش را تمام می‌کند. کارت‌هایش زیر دستهٔ کارت‌های رو شده کنار گذاشته می‌شوند تا وقتی دستهٔ کارت وسط تمام شود و دوباره بُر بخورد. بقیه ادامه می‌دهند؛ آخرین بازیکنِ باقی‌مانده دور را می‌برد."
note[tr] "Herhangi bir anda 25 ya da daha fazla kartı olan oyuncu turdan çıkar; çekerken 25'e ulaşan önce çekmeyi bitirir. Kartları, çekme destesi bitip karıştırılana kadar atılan destenin altında bekler. Diğerleri oynamaya devam eder; kalan son oyuncu turu kazanır."
note[ru] "Игрок, у которого хоть раз оказалось 25 карт или больше, выбывает из раунда; набравший 25 во время взятия сначала заканчивает брать. Его карты откладывают под битую колоду, пока колода не кончится и её не перемешают. Остальные играют дальше; последний оставшийся выигрывает раунд."
designer "Checked after every action."

# --- Scoring ----------------------------------------------------------------------------------
game ends at 1000 points
note "The winner scores the cards left in the other hands: numbers at face value, coloured actions 20, wild cards 50, and 250 points more for each player knocked out in the round."
note[fa] "برنده امتیاز کارت‌های مانده در دست‌های دیگر را می‌گیرد: عددها به ارزش عددی، کارت‌های اقدام رنگی ۲۰، کارت‌های رنگین‌کمان ۵۰، و برای هر بازیکنی که در آن دور بیرون رفته ۲۵۰ امتیاز دیگر."
note[tr] "Kazanan diğer ellerde kalan kartların puanını alır: sayılar kendi değeri, renkli eylem kartları 20, jokerler 50; o turda oyundan çıkan her oyuncu için de 250 puan daha."
note[ru] "Победитель получает очки за карты, оставшиеся в других руках: карты с числами — по числу, цветные карты действия — 20, дикие — 50, и ещё 250 очков за каждого выбывшего в этом раунде игрока."
reading "Playing the last card wins at once; a draw card played last still makes the next player draw, and those cards count for the winner."
reading[fa] "بازی کردن آخرین کارت فوراً برنده می‌کند؛ کارت کشیدنی که آخر بازی شود باز هم بازیکن بعدی را وادار به کشیدن می‌کند و آن کارت‌ها برای برنده حساب می‌شوند."
reading[tr] "Son kartı oynamak hemen kazandırır; son oynanan bir çektirme kartı yine sonraki oyuncuya kart çektirir ve o kartlar kazanan için sayılır."
reading[ru] "Сыгравший последнюю карту сразу выигрывает; карта «взятия», сыгранная последней, всё равно заставляет следующего игрока брать, и эти карты идут в счёт победителю."
