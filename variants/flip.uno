# UNO Flip!: every card has a light face and a dark face, and a Flip card turns the whole game over.
variant flip
extends standard
title "UNO Flip! - the light side and the dark side"
title[fa] "اونو برگردان - روی روشن و روی تیره"
title[tr] "UNO Flip! - açık yüz ve koyu yüz"
title[ru] "Уно «Переворот» — светлая и тёмная стороны"
about "112 two-sided cards: the light side plays like classic UNO with Draw One and Wild Draw Two, the dark side hits harder with Draw Five, Skip Everyone and Wild Draw Colour. A Flip card turns every hand and both piles over, and the game goes on with the other side up."
about[fa] "۱۱۲ کارت دورو: روی روشن مثل اونوی کلاسیک با یک کارت بکش و رنگین‌کمان دو کارت بکش بازی می‌شود، روی تیره با پنج کارت بکش، پرش همه و رنگین‌کمان بکش تا رنگ سخت‌تر می‌زند. کارت برگردان همهٔ دست‌ها و هر دو دسته را برمی‌گرداند و بازی با روی دیگر ادامه پیدا می‌کند."
about[tr] "112 çift yüzlü kart: açık yüz, 1 Kart Çek ve 2 Kart Al & Joker ile klasik UNO gibi oynanır; koyu yüz 5 Kart Çek, Herkes Geçer ve Renge Kadar Çek Jokeri ile daha sert vurur. Çevir kartı bütün elleri ve iki desteyi ters çevirir, oyun öbür yüzle devam eder."
about[ru] "112 двусторонних карт: светлая сторона играется как классическое Уно с картами «Возьми одну» и «Дикая +2», тёмная бьёт сильнее — «Возьми пять», «Пропуск всех» и «Дикая: тяни до цвета». Карта «Переворот» переворачивает все руки и обе колоды, и игра идёт дальше другой стороной вверх."

players 2 to 10
colours red, yellow, green, blue

# --- The two sides -------------------------------------------------------------------
side light: colours red, yellow, green, blue
side dark: colours pink, teal, orange, purple
note "Every round is dealt light side up: players hold their cards light face towards themselves, so the other players see the dark faces, and the top card of the draw pile shows its dark face to everyone. A card drawn is held like the rest of the hand."
note[fa] "هر دور با روی روشن پخش می‌شود: بازیکنان کارت‌هایشان را طوری نگه می‌دارند که روی روشن به طرف خودشان باشد، پس بقیه روی تیره را می‌بینند، و کارت بالای دستهٔ کارت وسط روی تیره‌اش را به همه نشان می‌دهد. کارتی که کشیده می‌شود مثل بقیهٔ دست نگه داشته می‌شود."
note[tr] "Her tur açık yüz yukarıda dağıtılır: oyuncular kartlarını açık yüzü kendilerine dönük tutar, böylece diğerleri koyu yüzleri görür; çekme destesinin üstteki kartı da koyu yüzünü herkese gösterir. Çekilen kart elin geri kalanı gibi tutulur."
note[ru] "Каждый раунд сдают светлой стороной вверх: игроки держат карты светлой стороной к себе, так что остальные видят тёмные стороны, а верхняя карта колоды показывает всем свою тёмную сторону. Взятую карту держат так же, как остальные карты в руке."

# --- The faces: 112 on each side, neither side has a zero -------------------------------
without card 0
without card draw_two
without card wild_draw_four
card 1 to 9: number, 2 per colour, scores face value
card reverse: 2 per colour, scores 20
card flip: 2 per colour, scores 20
card wild: 4 without colour, scores 40
card draw_one: 2 per colour, scores 10, light side
card skip: 2 per colour, scores 20, light side
card wild_draw_two: 4 without colour, scores 50, light side
card draw_five: 2 per colour, scores 20, dark side
card skip_everyone: 2 per colour, scores 30, dark side
card wild_draw_colour: 4 without colour, scores 60, dark side
note "A card left in a hand scores the points of the face that is up when the round ends."
note[fa] "کارتی که در دست مانده، امتیاز رویی را دارد که در پایان دور بالاست."
note[tr] "Elde kalan kart, tur bittiğinde yukarıda olan yüzün puanını alır."
note[ru] "Карта, оставшаяся в руке, приносит очки той стороны, которая сверху в конце раунда."

without expect 108 cards
without expect 25 cards per colour
without expect 19 number cards per colour
without expect 4 wild
without expect 4 wild_draw_four
expect 112 cards
expect 26 cards per colour
expect 18 number cards per colour
expect 8 wild
expect 8 draw_one
expect 8 draw_five
expect 8 skip_everyone
expect 16 flip
expect 4 wild_draw_two
expect 4 wild_draw_colour

# --- Which dark face is on the back of which light face ---------------------------------
note "Which faces share a card is as on the printed deck: the light face of a card does not tell what its dark face is, so a Flip may turn up a wild face."
note[fa] "اینکه کدام روها روی یک کارت‌اند همان است که روی دستهٔ چاپی هست: روی روشن یک کارت نمی‌گوید روی تیره‌اش چیست، پس برگردان ممکن است یک روی رنگین‌کمان را بالا بیاورد."
note[tr] "Hangi yüzlerin aynı kartta olduğu basılı destedeki gibidir: bir kartın açık yüzü koyu yüzünün ne olduğunu söylemez, bu yüzden bir Çevir joker yüzünü yukarı getirebilir."
note[ru] "Какие стороны на одной карте — как в напечатанной колоде: по светлой стороне карты нельзя сказать, какая у неё тёмная, поэтому «Переворот» может открыть дикую сторону."
designer "The maker does not publish which faces share a card. Reading taken here: the pairing transcribed from a physical deck by the unomas project (it disagrees with another transcription only on the backs of the two green 9s). It is not type-preserving: a light Reverse may carry a dark Wild."
pair wild_draw_two with orange 4, orange 7, pink 2, purple 9
pair wild with pink 5, pink flip, purple 7, teal 3
pair blue 1 with purple skip_everyone, purple skip_everyone
pair blue 2 with orange 8, pink 6
pair blue 3 with purple 8, teal 2
pair blue 4 with purple 1, teal draw_five
pair blue 5 with orange reverse, pink 9
pair blue 6 with purple reverse, teal skip_everyone
pair blue 7 with orange 3, orange skip_everyone
pair blue 8 with teal 4, teal reverse
pair blue 9 with orange 5, purple flip
pair blue draw_one with pink 6, teal 6
pair blue flip with purple 6, purple 7
pair blue reverse with orange 4, wild
pair blue skip with pink 9, teal 1
pair green 1 with orange 5, orange flip
pair green 2 with teal draw_five, teal skip_everyone
pair green 3 with pink flip, purple 2
pair green 4 with pink 8, teal 9
pair green 5 with orange 7, teal 4
pair green 6 with pink 5, wild_draw_colour
pair green 7 with orange 6, teal 2
pair green 8 with pink reverse, teal 9
pair green 9 with orange draw_five, pink reverse
pair green draw_one with orange 6, teal 6
pair green flip with teal 3, wild_draw_colour
pair green reverse with orange 1, pink 7
pair green skip with orange 9, purple 4
pair red 1 with pink 3, purple 2
pair red 2 with orange reverse, purple draw_five
pair red 3 with pink 7, wild_draw_colour
pair red 4 with orange flip, purple draw_five
pair red 5 with pink 2, teal 5
pair red 6 with orange 9, pink skip_everyone
pair red 7 with orange 1, purple 5
pair red 8 with purple reverse, teal 7
pair red 9 with purple 5, teal reverse
pair red draw_one with pink 3, pink 4
pair red flip with pink 8, purple 3
pair red reverse with purple 3, teal 7
pair red skip with orange draw_five, wild
pair yellow 1 with pink skip_everyone, wild
pair yellow 2 with teal 1, teal 8
pair yellow 3 with pink draw_five, purple 1
pair yellow 4 with pink draw_five, purple flip
pair yellow 5 with purple 9, teal 8
pair yellow 6 with orange skip_everyone, wild_draw_colour
pair yellow 7 with orange 2, purple 6
pair yellow 8 with orange 2, pink 1
pair yellow 9 with purple 4, teal 5
pair yellow draw_one with pink 1, purple 8
pair yellow flip with orange 8, pink 4
pair yellow reverse with teal flip, wild
pair yellow skip with orange 3, teal flip

# --- When a card may be played -----------------------------------------------------------
without play wild_draw_four
without require wild_draw_four
play wild_draw_two, wild_draw_colour: always
require wild_draw_two, wild_draw_colour: no card of active colour in hand
note "As with the classic Wild Draw Four: only a card of the colour in play forbids them, and they may be challenged."
note[fa] "مثل رنگین‌کمان چهار کارت بکشِ کلاسیک: فقط کارتی به رنگ فعال مانع بازی کردنشان می‌شود، و می‌شود آن‌ها را به چالش کشید."
note[tr] "Klasik 4 Kart Al & Joker'deki gibi: onları yalnızca oyundaki renkten bir kart engeller ve onlara itiraz edilebilir."
note[ru] "Как и с классической «Дикой +4»: сыграть их мешает только карта текущего цвета, и им можно бросить вызов."

# --- What a played card does ----------------------------------------------------------------
without on draw_two
without on wild_draw_four
on draw_one: next draws 1, next loses turn
on draw_five: next draws 5, next loses turn
on skip_everyone: player plays again
on flip: everything turns over
note "The discard pile is turned over all at once, so the Flip just played ends at the bottom and the card that was at the bottom becomes the top, its other face up; the draw pile is turned over, and every player turns their hand over. Play then goes on to the next player. If the new top card shows a wild face, the next player names the colour and then plays; an action face turned up this way does nothing, it only sets the colour and the face to match."
note[fa] "دستهٔ کارت‌های رو شده یک‌جا برگردانده می‌شود، پس برگردانی که تازه بازی شده به ته دسته می‌رود و کارتی که ته بود با روی دیگرش بالا می‌آید؛ دستهٔ کارت وسط برگردانده می‌شود و هر بازیکن دستش را برمی‌گرداند. بازی سپس با بازیکن بعدی ادامه پیدا می‌کند. اگر کارت تازهٔ روی دسته روی رنگین‌کمان داشته باشد، بازیکن بعدی رنگ را اعلام می‌کند و سپس بازی می‌کند؛ روی عملیاتی‌ای که این‌طور بالا بیاید کاری نمی‌کند، فقط رنگ و رویی را که باید با آن جور شد تعیین می‌کند."
note[tr] "Atılan deste tek seferde ters çevrilir: az önce oynanan Çevir en alta gider, en alttaki kart öbür yüzüyle en üste gelir; çekme destesi ters çevrilir ve her oyuncu elini çevirir. Oyun sonra sonraki oyuncuyla sürer. Yeni üst kartta joker yüzü varsa, sonraki oyuncu rengi söyler ve sonra oynar; böyle açılan bir eylem yüzü hiçbir şey yapmaz, yalnızca uyulacak rengi ve yüzü belirler."
note[ru] "Битую колоду переворачивают целиком, так что только что сыгранный «Переворот» оказывается внизу, а нижняя карта — сверху, другой стороной вверх; колоду переворачивают, и каждый игрок переворачивает свою руку. Затем ход переходит к следующему игроку. Если новая верхняя карта показывает дикую сторону, следующий игрок называет цвет и затем ходит; открывшаяся так сторона действия ничего не делает, а только задаёт цвет и значение, к которым нужно подходить."
designer "Readings taken where the sheet is silent: a wild face turned up this way, and an action face turned up this way."
on wild_draw_two: player chooses colour, next may challenge
on wild_draw_colour: player chooses colour, next may challenge
note "The colour named is both the colour in play and the colour to draw until. A drawn wild card is not of that colour, so the drawing goes on; if no card of the colour is left, the drawing stops when the piles are empty."
note[fa] "رنگی که اعلام می‌شود هم رنگ فعال است و هم رنگی که باید تا رسیدن به آن کشید. کارت رنگین‌کمانی که کشیده شود از آن رنگ نیست، پس کشیدن ادامه دارد؛ اگر کارتی از آن رنگ نمانده باشد، کشیدن وقتی دسته‌ها تمام شوند متوقف می‌شود."
note[tr] "Söylenen renk hem oyundaki renktir hem de kadar çekilecek renk. Çekilen bir joker o renkten değildir, çekmeye devam edilir; o renkten kart kalmadıysa desteler bitince çekme durur."
note[ru] "Названный цвет — это и текущий цвет, и цвет, до которого нужно брать карты. Взятая дикая карта не этого цвета, поэтому брать продолжают; если карт этого цвета не осталось, брать перестают, когда кончатся колоды."
designer "Reading: the colour named is both the colour in play and the colour to draw until."
on reverse: reverse, next loses turn if 2 players
note "With two players a Reverse acts like a Skip on either side: the player who played it plays again."
note[fa] "در بازی دونفره، معکوس روی هر دو طرف مثل پرش عمل می‌کند: کسی که آن را بازی کرده دوباره بازی می‌کند."
note[tr] "İki oyuncuyla Yön Değiştir iki yüzde de El Geçer gibi işler: onu oynayan yeniden oynar."
note[ru] "При двух игроках «Реверс» на любой стороне действует как «Пропуск хода»: сыгравший его ходит снова."
designer "Reading: the classic two-player rule, which the Flip sheet does not mention; read literally it would do nothing with two players."

without challenge wild_draw_four
challenge wild_draw_two
  if accepted: next draws 2, next loses turn
  if guilty: player draws 2
  if innocent: next draws 4, next loses turn
challenge wild_draw_colour
  if accepted: next draws until active colour, next loses turn
  if guilty: player draws until active colour
  if innocent: next draws until active colour, next draws 2, next loses turn
note "Guilty means the player held a card of the colour in play before the wild. A guilty player draws instead, and the challenger then plays on."
note[fa] "خطاکار یعنی بازیکن کارتی به رنگی داشته که پیش از کارت رنگین‌کمان فعال بود. بازیکن خطاکار خودش کارت‌ها را می‌کشد و چالش‌کننده سپس بازی را ادامه می‌دهد."
note[tr] "Oyuncunun elinde, jokerden önce geçerli olan renkte bir kart varsa kart blöfle oynanmıştır: oyuncu kartları kendisi çeker, itiraz eden ise sonra normal sırasını oynar."
note[ru] "Если у игрока была карта того цвета, который был текущим до дикой карты, он блефовал: он сам берёт карты, а бросивший вызов затем ходит как обычно."
designer "Reading: the challenger keeps the turn."

# --- The first card turned over (always a light face) ---------------------------------------
without start draw_two
without start wild_draw_four
start draw_one: first draws 1, first loses turn
start wild_draw_two: return it and turn another
start flip: return it and turn another
note "A Flip turned over as the first card goes back into the deck and another card is turned over, so every round starts on the light side."
note[fa] "اگر اولین کارتی که رو می‌شود برگردان باشد، به دسته برمی‌گردد و کارت دیگری رو می‌شود، پس هر دور با روی روشن شروع می‌شود."
note[tr] "İlk açılan kart Çevir ise desteye geri konur ve başka bir kart açılır; böylece her tur açık yüzle başlar."
note[ru] "Если первой открыт «Переворот», его возвращают в колоду и открывают другую карту, так что каждый раунд начинается со светлой стороны."
designer "The sheet does not cover a Flip as the first card; this is the reading taken."

# --- End of a round ------------------------------------------------------------------------------
last card: draws apply
note "A last Draw One, Draw Five, Wild Draw Two or Wild Draw Colour still makes the next player draw. A last Flip ends the round before anything turns over, so hands are scored on the side that was up when the player went out."
note[fa] "اگر آخرین کارت یک کارت بکش، پنج کارت بکش، رنگین‌کمان دو کارت بکش یا رنگین‌کمان بکش تا رنگ باشد، بازیکن بعدی باز هم کارت می‌کشد. اگر آخرین کارت برگردان باشد، دور پیش از برگرداندن چیزی تمام می‌شود، پس دست‌ها با رویی شمرده می‌شوند که وقتی بازیکن کارت‌هایش را تمام کرد بالا بود."
note[tr] "Son kart 1 Kart Çek, 5 Kart Çek, 2 Kart Al & Joker ya da Renge Kadar Çek Jokeri ise, sonraki oyuncu yine kart çeker. Son kart Çevir ise tur hiçbir şey çevrilmeden biter; eller, oyuncu elini bitirdiğinde yukarıda olan yüzle sayılır."
note[ru] "Если последней сыграна «Возьми одну», «Возьми пять», «Дикая +2» или «Дикая: тяни до цвета», следующий игрок всё равно берёт карты. Если последним сыгран «Переворот», раунд заканчивается раньше, чем что-то перевернётся, и руки считают по той стороне, которая была сверху, когда игрок вышел."
designer "A last Flip: reading taken."
