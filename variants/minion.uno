# UNO Minion: the Persian rule sheet, written over the official rules.
variant minion
extends standard
title "UNO Minion"
title[fa] "اونو مینیون"
title[tr] "UNO Minion"
title[ru] "Уно Миньон"
about "UNO Minion: the 108 classic cards (the Wild is called the Rainbow, the Wild Draw Four the Banana) and 4 Dumb Fu cards, whose victim must hold a martial-arts pose. The player who draws the highest card is the starter. Where these rules say nothing, the official rules apply."
about[fa] "اونو مینیون: ۱۰۸ کارت کلاسیک (که در آن‌ها رنگین‌کمان چهار کارت بکش «موز جهنمی» نام دارد) و ۴ کارت دامفو کار، که بازیکنِ بعدی را وادار می‌کند یک ژست هنرهای رزمی بگیرد. بازیکنی که بالاترین کارت را بکشد آغازکننده است. هر جا این قوانین چیزی نمی‌گویند، قوانین رسمی اونو برقرار است."
about[tr] "UNO Minion: 108 klasik kart (Joker'in adı Gökkuşağı, 4 Kart Al & Joker'in adı Muz) ve kurbanına bir dövüş sanatı pozu tutturan 4 Dumb Fu kartı. En yüksek kartı çeken oyuncu başlatıcıdır. Bu kuralların bir şey söylemediği yerde resmî kurallar geçerlidir."
about[ru] "Уно Миньон: 108 классических карт («Дикая» здесь называется «Радуга», «Дикая +4» — «Банан») и 4 карты «Дамфу», жертва которых должна держать позу из боевых искусств. Кто вытянет старшую карту, тот начинает игру. Где эти правила молчат, действуют официальные правила."

# --- The deck: 112 cards ---------------------------------------------------------------
card dumb_fu: 4 without colour, scores 50
quote "4 عدد کارت \"دامفو کار\"" means "4 Dumb Fu cards"
quote "50 امتیاز" means "50 points"
reading "A Dumb Fu scores 50, like the Rainbow and the Banana."
reading[fa] "دامفو کار، مثل رنگین‌کمان و موز جهنمی، ۵۰ امتیاز دارد."
reading[tr] "Dumb Fu, Gökkuşağı ve Muz gibi 50 puan değerindedir."
reading[ru] "«Дамфу», как «Радуга» и «Банан», стоит 50 очков."
alias rainbow = wild
quote "کارت رنگین کمان" means "the Rainbow card"
reading "The Rainbow is the plain Wild: its player names any colour, and it may be played at any time."
reading[fa] "رنگین‌کمان همان کارت رنگین‌کمان ساده است: بازیکنش هر رنگی را اعلام می‌کند و می‌شود هر وقت بازی‌اش کرد."
reading[tr] "Gökkuşağı düz Joker'dir: oynayan istediği rengi söyler ve her zaman oynanabilir."
reading[ru] "«Радуга» — это обычная «Дикая»: сыгравший называет любой цвет, и сыграть её можно в любой момент."
alias banana = wild_draw_four
quote "موز جهنمی / موز وحشی" means "the hellish / wild Banana"
reading "The Banana is the Wild Draw Four."
reading[fa] "موز جهنمی همان رنگین‌کمان چهار کارت بکش است."
reading[tr] "Muz, 4 Kart Al & Joker'dir."
reading[ru] "«Банан» — это «Дикая +4»."

expect 112 cards
quote "19 عدد کارت آبی - از 0 تا 9" means "19 of each colour, 0 to 9"
quote "8 عدد کارت \"دو کارت بکش\" - هر رنگ 2 کارت" means "8 Draw Two, 2 per colour"
designer "With 8 Reverse, 8 Skip, and 4 each of Rainbow, Banana and Dumb Fu: 76 + 24 + 12 = 112 cards."
expect 25 cards per colour
expect 19 number cards per colour
expect 4 wild
expect 4 wild_draw_four
expect 4 dumb_fu

# --- Who starts -----------------------------------------------------------------------------
dealer: highest draw, symbols count 0, ties draw again
quote "بازیکنی که بیشترین عدد را کشید بازی را آغاز میکند (هر کارت با نماد را، صفر بشمارید)" means "the player who draws the highest number starts; symbol cards count as zero"
reading "These rules call the starter the dealer: wherever they say the dealer, read the starter. The card turned over at the start counts as played by the starter, so after an ordinary first card the player to the starter's left plays first."
reading[fa] "این قوانین به آغازکننده «پخش‌کننده» می‌گویند: هر جا پخش‌کننده آمده، آغازکننده را بخوانید. کارتی که در ابتدا رو می‌شود، بازی‌شده توسط آغازکننده به حساب می‌آید؛ پس بعد از یک کارت اول معمولی، بازیکن سمت چپ آغازکننده اول بازی می‌کند."
reading[tr] "Bu kurallar başlatıcıya dağıtıcı der: dağıtıcı yazan her yerde başlatıcıyı okuyun. Başta açılan kart başlatıcı tarafından oynanmış sayılır; bu yüzden sıradan bir ilk karttan sonra başlatıcının solundaki oyuncu ilk oynar."
reading[ru] "В этих правилах начинающий называется сдающим: где сказано «сдающий», читайте «начинающий». Карта, открытая в начале, считается сыгранной начинающим, поэтому после обычной первой карты первым ходит игрок слева от начинающего."
designer "The sheet has no dealer: its word is the starter (آغاز کننده). The starter sits where the official rules seat the dealer."
designer "The sheet's other sentence 'بازیکن آغاز کننده، شروع به بازی می کند' (the starter starts playing) is not followed for ordinary start cards, because every start-card rule on the sheet (Skip, Rainbow, Dumb Fu: 'the player to the starter's left ...') only makes sense if the starter's turn is the turned-over card. Only a Reverse makes the starter play first."
reading "On a tie for the highest card, the tied players draw again. Each new round is started by the player to the left of the last starter."
reading[fa] "اگر چند نفر بالاترین کارت را بکشند، همان‌ها دوباره کارت می‌کشند. هر دور تازه را بازیکن سمت چپ آغازکنندهٔ قبلی آغاز می‌کند."
reading[tr] "En yüksek kartta eşitlik olursa, eşit kalan oyuncular yeniden kart çeker. Her yeni turu bir önceki başlatıcının solundaki oyuncu başlatır."
reading[ru] "Если старшую карту вытянули несколько игроков, они тянут снова. Каждый новый раунд начинает игрок слева от прежнего начинающего."
designer "Neither is stated on the sheet; both are as in the official rules (the deal moves one seat to the left)."

# --- When a card may be played ---------------------------------------------------------------
play dumb_fu: always
quote "این کارت همچنین یک کارت رنگین کمانی است" means "this card is also a Rainbow card"
reading "So a Dumb Fu may be played whenever a Rainbow may: at any time."
reading[fa] "پس دامفو کار را هر وقت که رنگین‌کمان را می‌شود بازی کرد، می‌شود بازی کرد: هر زمان."
reading[tr] "Yani Dumb Fu, Gökkuşağı ne zaman oynanabiliyorsa o zaman oynanabilir: her zaman."
reading[ru] "Значит, «Дамфу» можно сыграть всегда, когда можно сыграть «Радугу», то есть в любой момент."
require wild_draw_four: no card of active colour in hand
quote "فقط زمانی می توانید این کارت را بازی کنید که کارت دیگری در دست نداشته باشید که با رنگ کارت رو شده مطابقت داشته باشد (اما اگر شماره یا کارت های اکشن منطبق داشته باشید، بازی این کارت قابل قبول است)" means "only without another card of the face-up card's colour; matching numbers or action cards do not forbid it"
reading "The colour of the face-up card is the colour in play: after a Rainbow, the colour its player named."
reading[fa] "رنگ کارت رو شده همان رنگ فعال است: بعد از رنگین‌کمان، رنگی که بازیکنش اعلام کرده."
reading[tr] "Açık kartın rengi oyundaki renktir: Gökkuşağı'ndan sonra, onu oynayanın söylediği renk."
reading[ru] "Цвет открытой карты — это текущий цвет: после «Радуги» — тот, который назвал сыгравший её."

# --- What a played card does -------------------------------------------------------------------
status pose: ends after 2 turn starts of its holder
quote "آن را نگه دارد تا نوبت دوباره برسد" means "hold it until the turn comes again"
reading "The pose is held through its holder's coming turn and ends when their turn comes round again. Several players may hold a pose at once."
reading[fa] "ژست در نوبتِ پیشِ رو هم نگه داشته می‌شود و وقتی نوبت آن بازیکن دوباره برسد تمام می‌شود. چند بازیکن می‌توانند هم‌زمان ژست گرفته باشند."
reading[tr] "Poz, tutanın gelecek sırası boyunca tutulur ve sırası yeniden geldiğinde biter. Aynı anda birden çok oyuncu poz tutuyor olabilir."
reading[ru] "Позу держат весь ближайший ход и отпускают, когда ход снова доходит до этого игрока. Позу могут держать сразу несколько игроков."
on dumb_fu: player chooses colour, next holds pose
quote "بازیکن بعدی باید یک ژست هنرهای رزمی Dumb Fu بزند و آن را نگه دارد تا نوبت دوباره برسد. اگر حرکت کند، باید چهار کارت بکشد" means "the next player must strike a Dumb Fu pose and hold it until the turn comes again; if they move they draw four"
reading "The next player is not skipped: they take their coming turn as usual while holding the pose."
reading[fa] "بازیکن بعدی از نوبتش نمی‌افتد: نوبتش را مثل همیشه بازی می‌کند و در همان حال ژست را نگه می‌دارد."
reading[tr] "Sonraki oyuncunun sırası geçmez: pozu tutarken sırasını her zamanki gibi oynar."
reading[ru] "Следующий игрок не пропускает ход: он ходит как обычно, держа позу."
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
quote "اگر خطاکار باشد، بازیکنی که به چالش کشیده شده است باید 4 کارت را به جای شما بکشد ... باید 4 کارت به اضافه 2 کارت دیگر (مجموع 6) بکشید" means "guilty: the challenged player draws the 4 instead of you; innocent: you draw 4 + 2 = 6"
reading "Only the next player, who would draw the 4, may challenge. If the Banana was played against its rule, the challenger then plays on as usual."
reading[fa] "فقط بازیکن بعدی، که باید ۴ کارت بکشد، می‌تواند چالش کند. اگر موز جهنمی برخلاف قانونش بازی شده باشد، چالش‌کننده بعد از آن مثل همیشه بازی می‌کند."
reading[tr] "Yalnızca 4 kartı çekecek olan sonraki oyuncu itiraz edebilir. Muz kuralına aykırı oynanmışsa, itiraz eden ardından her zamanki gibi oynar."
reading[ru] "Бросить вызов может только следующий игрок, которому пришлось бы взять 4 карты. Если «Банан» сыгран против правила, бросивший вызов затем ходит как обычно."
designer "Not stated on the sheet: whether a guilty verdict costs the challenger the turn; read as in the official rules."

report pose_broken while target holds pose: target draws 4, target releases pose
note "The players watch the pose themselves: whoever sees it broken says so. A broken pose costs 4 cards, once: the pose is over after that."
note[fa] "خود بازیکنان مراقب ژست‌اند: هر کس ببیند ژست شکسته شده، اعلام می‌کند. شکستن ژست ۴ کارت جریمه دارد، فقط یک بار: بعد از آن ژست تمام شده است."
note[tr] "Pozu oyuncular kendileri izler: pozun bozulduğunu gören söyler. Bozulan poz 4 karta mal olur, bir kez: ondan sonra poz bitmiştir."
note[ru] "За позой следят сами игроки: кто заметил, что поза нарушена, говорит об этом. Нарушенная поза стоит 4 карты, один раз: после этого поза закончена."
designer "The library cannot see a pose: the table reports a broken one ('باید چهار کارت بکشد'). The report is allowed only while the pose must be held."

# --- The first card turned over ----------------------------------------------------------------
start draw_two: first draws 2, first loses turn
quote "اگر در ابتدای بازی ظاهر شد، همان قانون اعمال می شود" means "at the start the same rule applies"
reading "The player to the starter's left draws 2 and is skipped."
reading[fa] "بازیکن سمت چپ آغازکننده ۲ کارت می‌کشد و نوبتش را از دست می‌دهد."
reading[tr] "Başlatıcının solundaki oyuncu 2 kart çeker ve sırası geçer."
reading[ru] "Игрок слева от начинающего берёт 2 карты и пропускает ход."
start skip: first loses turn
quote "از بازیکن سمت چپ آغازکننده عبور می کنید، بنابراین بازیکن سمت چپ آن بازیکن بازی را ادامه می دهد" means "the player to the starter's left is skipped; the one to their left continues"
start reverse: reverse, dealer plays first
quote "شروع کننده ابتدا بازی می کند، سپس بازی به جای سمت چپ به سمت راست حرکت می کند" means "the starter plays first, then play goes to the right"
reading "Here the dealer is the starter: the starter plays first, then play goes to the right."
reading[fa] "اینجا پخش‌کننده همان آغازکننده است: آغازکننده اول بازی می‌کند، سپس بازی به سمت راست می‌رود."
reading[tr] "Burada dağıtıcı başlatıcıdır: önce başlatıcı oynar, sonra oyun sağa doğru gider."
reading[ru] "Здесь сдающий — это начинающий: он ходит первым, затем игра идёт направо."
start wild: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی را انتخاب می کند و به بازی ادامه می دهد" means "the person to the starter's left names the colour and plays on"
start wild_draw_four: return it and turn another
quote "این کارت را به دسته کارت برگردانید و کارت دیگری را انتخاب کنید" means "return it to the pile and take another card"
start dumb_fu: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی که بازی شروع شود را انتخاب می کند" means "the person to the starter's left names the colour play starts with"
reading "Nobody has to hold a pose; that player then plays, as after a Rainbow."
reading[fa] "کسی لازم نیست ژست بگیرد؛ آن بازیکن سپس بازی می‌کند، مثل بعد از رنگین‌کمان."
reading[tr] "Kimse poz tutmak zorunda değildir; o oyuncu sonra oynar, Gökkuşağı'ndan sonraki gibi."
reading[ru] "Держать позу никому не нужно; этот игрок затем ходит, как после «Радуги»."

# --- UNO and the end of a round ---------------------------------------------------------------------
penalty missed_uno: target draws 2
quote "اگر «UNO» فریاد نزنید و قبل از اینکه بازیکن بعدی نوبت خود را شروع کند بازیکنی متوجه این موضوع شد، باید دو کارت بکشید" means "if you do not shout UNO and someone notices before the next player starts their turn, you draw two"
last card: draws apply
quote "اگر آخرین کارتی که در یک دور بازی میشود، کارت \"دو کارت بکش\" یا \"موز وحشی\" بود، بازیکن بعدی باید به ترتیب 2 یا 4 کارت را بکشد" means "a last Draw Two or Banana still makes the next player draw 2 or 4; those cards count only for scoring"
reading "A last Dumb Fu gives nobody a pose: the round is over."
reading[fa] "اگر دامفو کار آخرین کارت باشد، کسی ژست نمی‌گیرد: دور تمام شده است."
reading[tr] "Son kart olarak oynanan Dumb Fu kimseye poz tutturmaz: tur bitmiştir."
reading[ru] "Последняя сыгранная «Дамфу» никого не заставляет держать позу: раунд окончен."
