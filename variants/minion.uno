# UNO Minion: the Persian rule sheet, written over the official rules.
variant minion
extends standard
title "UNO Minion"
title[fa] "اونو مینیون"
title[tr] "UNO Minion"
title[ru] "Уно Миньон"
about "UNO Minion: the 108 classic cards (the Wild is called the Rainbow, the Wild Draw Four the Banana) and 4 Dumb Fu cards, which make the next player hold a martial-arts pose. The player who draws the highest card deals, and the player to their left plays first. Where these rules say nothing, the official rules apply."
about[fa] "اونو مینیون با ۱۱۲ کارت بازی می‌شود: ۱۰۸ کارت اونوی معمولی (که در آن‌ها کارت «رنگین‌کمان چهار کارت بکش» را «موز جهنمی» می‌نامند) و ۴ کارت تازهٔ «دامفو کار» که بازیکن بعدی را وادار می‌کند ژست هنرهای رزمی بگیرد. بازیکنی که بالاترین کارت را بکشد آغازکننده است: او کارت‌ها را پخش می‌کند، ولی خودش اول بازی نمی‌کند؛ بازیکن سمت چپ او اول بازی می‌کند."
about[tr] "UNO Minion: 108 klasik kart (Joker'in adı Gökkuşağı, 4 Kart Al & Joker'in adı Muz) ve sonraki oyuncuya bir dövüş sanatı pozu tutturan 4 Dumb Fu kartı (dövüş pozu kartı). En yüksek kartı çeken oyuncu ilk dağıtıcı olur; dağıtıcının solundaki oyuncu ilk oynar. Bu kuralların bir şey söylemediği yerde resmî kurallar geçerlidir."
about[ru] "Уно Миньон: 108 классических карт («Дикая» здесь называется «Радуга», «Дикая +4» — «Банан») и 4 карты «Дамфу»: тот, против кого её сыграли, должен держать позу из боевых искусств. Кто вытянет старшую карту, тот сдаёт; первым ходит игрок слева от него. Где эти правила молчат, действуют официальные правила."

# --- The deck: 112 cards ---------------------------------------------------------------
card dumb_fu: 4 without colour, scores 50
quote "4 عدد کارت \"دامفو کار\"" means "4 Dumb Fu cards"
quote "50 امتیاز" means "50 points"
alias rainbow = wild
quote "کارت رنگین کمان" means "the Rainbow card"
alias banana = wild_draw_four
quote "موز جهنمی / موز وحشی" means "the hellish / wild Banana"
reading "The Banana is also called the Wild Banana."
reading[fa] "کارت «موز جهنمی» را «موز وحشی» هم می‌نامند."
reading[tr] "Muz kartına “Joker Muz” da denir."
reading[ru] "Карту «Банан» называют и «диким бананом»."

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
designer "The sheet has no dealer: its word is the starter (آغاز کننده). The starter sits where the official rules seat the dealer."
designer "The sheet's other sentence 'بازیکن آغاز کننده، شروع به بازی می کند' (the starter starts playing) is not followed for ordinary start cards, because every start-card rule on the sheet (Skip, Rainbow, Dumb Fu: 'the player to the starter's left ...') only makes sense if the starter's turn is the turned-over card. Only a Reverse makes the starter play first."
designer "Not stated on the sheet, and as in the official rules: on a tie for the highest card the tied players draw again, and in each new round the player to the left of the last starter deals."

# --- When a card may be played ---------------------------------------------------------------
play dumb_fu: always
quote "این کارت همچنین یک کارت رنگین کمانی است" means "this card is also a Rainbow card"
reading "A Dumb Fu is also a Rainbow card, so, like a Rainbow, it may be played on any card in the player's own turn."
reading[fa] "دامفو کار یک کارت رنگین‌کمان هم هست، پس مثل رنگین‌کمان می‌شود آن را در نوبت خود روی هر کارتی بازی کرد."
reading[tr] "Dumb Fu aynı zamanda bir Gökkuşağı kartıdır; bu yüzden Gökkuşağı gibi, oyuncu kendi sırasında onu her kartın üstüne oynayabilir."
reading[ru] "«Дамфу» — тоже карта-радуга, поэтому её, как и «Радугу», можно сыграть в свой ход на любую карту."
require wild_draw_four: no card of active colour in hand
quote "فقط زمانی می توانید این کارت را بازی کنید که کارت دیگری در دست نداشته باشید که با رنگ کارت رو شده مطابقت داشته باشد (اما اگر شماره یا کارت های اکشن منطبق داشته باشید، بازی این کارت قابل قبول است)" means "only without another card of the face-up card's colour; matching numbers or action cards do not forbid it"
reading "The active colour is the colour of the top card of the discard pile; if that card has no colour (a Rainbow, a Banana or a Dumb Fu), it is the colour its player chose."
reading[fa] "«رنگ فعال» رنگ کارتِ روی دستهٔ رو شده است؛ اگر آن کارت بی‌رنگ باشد (رنگین‌کمان، موز جهنمی یا دامفو کار)، رنگ فعال همان رنگی است که کسی که آن را بازی کرده انتخاب کرده است."
reading[tr] "Geçerli renk, atılan destenin üstündeki kartın rengidir; o kart renksizse (Gökkuşağı, Muz ya da Dumb Fu), onu oynayanın seçtiği renktir."
reading[ru] "Текущий цвет — цвет верхней карты битой колоды; если у неё нет цвета («Радуга», «Банан» или «Дамфу»), то цвет, который назвал сыгравший её."

# --- What a played card does -------------------------------------------------------------------
status pose: ends after 2 turn starts of its holder
quote "آن را نگه دارد تا نوبت دوباره برسد" means "hold it until the turn comes again"
on dumb_fu: player chooses colour, next holds pose
quote "بازیکن بعدی باید یک ژست هنرهای رزمی Dumb Fu بزند و آن را نگه دارد تا نوبت دوباره برسد. اگر حرکت کند، باید چهار کارت بکشد" means "the next player must strike a Dumb Fu pose and hold it until the turn comes again; if they move they draw four"
note "The next player must strike a martial-arts pose (the Dumb Fu pose) and hold it; if they move and someone sees it, they draw 4 (see Penalties)."
note[fa] "بازیکن بعدی باید یک ژست هنرهای رزمی (ژست دامفو) بگیرد و آن را نگه دارد؛ اگر تکان بخورد و کسی متوجه شود، ۴ کارت می‌کشد (نگاه کنید به جریمه‌ها)."
note[tr] "Sonraki oyuncu bir dövüş sanatı pozu (Dumb Fu pozu) alıp tutmak zorundadır; kıpırdarsa ve biri görürse 4 kart çeker (bkz. Cezalar)."
note[ru] "Следующий игрок должен встать в позу из боевых искусств (позу «Дамфу») и держать её; если он шевельнётся и кто-то это заметит, он берёт 4 карты (см. «Штрафы»)."
reading "A player in the pose is not skipped: they play their turn as usual while holding it, and must not move until their turn comes round again. Several players may hold a pose at once."
reading[fa] "کسی که ژست گرفته نوبتش را از دست نمی‌دهد و مثل همیشه بازی می‌کند، ولی تا وقتی نوبت دوباره به او برسد نباید تکان بخورد. ممکن است چند بازیکن هم‌زمان ژست گرفته باشند."
reading[tr] "Pozdaki oyuncunun sırası geçmez: sırasını pozu tutarak her zamanki gibi oynar ve sırası bir kez daha gelene kadar kıpırdamamalıdır. Aynı anda birden çok oyuncu poz tutuyor olabilir."
reading[ru] "Игрок в позе не пропускает ход: он ходит как обычно, держа позу, и не должен шевелиться, пока ход не дойдёт до него ещё раз. Позу могут держать сразу несколько игроков."
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
quote "اگر خطاکار باشد، بازیکنی که به چالش کشیده شده است باید 4 کارت را به جای شما بکشد ... باید 4 کارت به اضافه 2 کارت دیگر (مجموع 6) بکشید" means "guilty: the challenged player draws the 4 instead of you; innocent: you draw 4 + 2 = 6"
note "A card of the same number or symbol does not forbid the Banana: only a card of the active colour does."
note[fa] "داشتن کارتی با همان عدد یا نماد مانعی ندارد؛ فقط کارتی به رنگ فعال مانع بازی کردن موز جهنمی است."
note[tr] "Aynı sayı ya da sembolde bir kart Muz'u oynamaya engel değildir; yalnızca geçerli renkte bir kart engeldir."
note[ru] "Карта с тем же числом или символом не мешает сыграть «Банан»: мешает только карта текущего цвета."
designer "Not stated on the sheet: whether a guilty verdict costs the challenger the turn; read as in the official rules."

report pose_broken while target holds pose: target draws 4, target releases pose
designer "Not stated on the sheet: what happens after the penalty; read so that a player who breaks the pose draws 4 once and need not hold it after that. The library cannot see a pose: the table reports a broken one ('باید چهار کارت بکشد'). The report is allowed only while the pose must be held."

# --- The first card turned over ----------------------------------------------------------------
start draw_two: first draws 2, first loses turn
quote "اگر در ابتدای بازی ظاهر شد، همان قانون اعمال می شود" means "at the start the same rule applies"
start skip: first loses turn
quote "از بازیکن سمت چپ آغازکننده عبور می کنید، بنابراین بازیکن سمت چپ آن بازیکن بازی را ادامه می دهد" means "the player to the starter's left is skipped; the one to their left continues"
start reverse: reverse, dealer plays first
quote "شروع کننده ابتدا بازی می کند، سپس بازی به جای سمت چپ به سمت راست حرکت می کند" means "the starter plays first, then play goes to the right"
start wild: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی را انتخاب می کند و به بازی ادامه می دهد" means "the person to the starter's left names the colour and plays on"
start wild_draw_four: return it and turn another
quote "این کارت را به دسته کارت برگردانید و کارت دیگری را انتخاب کنید" means "return it to the pile and take another card"
start dumb_fu: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی که بازی شروع شود را انتخاب می کند" means "the person to the starter's left names the colour play starts with"
reading "With a Dumb Fu, nobody holds a pose."
reading[fa] "با دامفو کار کسی ژست نمی‌گیرد."
reading[tr] "Dumb Fu ile kimse poz tutmaz."
reading[ru] "При «Дамфу» позу никто не держит."

# --- UNO and the end of a round ---------------------------------------------------------------------
penalty missed_uno: target draws 2
quote "اگر «UNO» فریاد نزنید و قبل از اینکه بازیکن بعدی نوبت خود را شروع کند بازیکنی متوجه این موضوع شد، باید دو کارت بکشید" means "if you do not shout UNO and someone notices before the next player starts their turn, you draw two"
last card: draws apply
quote "اگر آخرین کارتی که در یک دور بازی میشود، کارت \"دو کارت بکش\" یا \"موز وحشی\" بود، بازیکن بعدی باید به ترتیب 2 یا 4 کارت را بکشد" means "a last Draw Two or Banana still makes the next player draw 2 or 4; those cards count only for scoring"
reading "A last Dumb Fu gives nobody a pose: the round is over."
reading[fa] "اگر دامفو کار آخرین کارت باشد، کسی ژست نمی‌گیرد: دور تمام شده است."
reading[tr] "Son kart olarak oynanan Dumb Fu kimseye poz tutturmaz: tur bitmiştir."
reading[ru] "Последняя сыгранная «Дамфу» никого не заставляет держать позу: раунд окончен."

# --- Scoring ---------------------------------------------------------------------------------------
scoring: winner scores the other hands
quote "یکی دیگر از راههای کسب امتیاز این است که تعداد امتیازاتی را که هر بازیکن در پایان هر راند دارد را نگه دارید(امتیاز منفی حساب می شود)" means "another way to score: keep each player's points at the end of each round, as minus points"
reading "The winner of the game is the King of the Minions, and the others must carry them shoulder-high!"
reading[fa] "برندهٔ بازی «پادشاه مینیون‌ها» است و بقیه باید او را روی سرشان حلوا حلوا کنند!"
reading[tr] "Oyunun kazananı Minyonların Kralıdır ve diğerleri onu omuzlarında taşımalıdır!"
reading[ru] "Победитель игры — Король миньонов, и остальные должны носить его на руках!"
optional "Another way to score. Instead of the round's winner scoring the other hands, each player writes down the points of the cards left in their own hand at the end of each round as penalty points; when a player has 500 penalty points or more, the game ends, and the player with the fewest penalty points wins."
optional[fa] "روش دیگر امتیازشماری. به‌جای آنکه برندهٔ دور امتیاز کارت‌های دیگران را بگیرد، در پایان هر دور امتیاز کارت‌هایی که در دست هر بازیکن مانده به‌صورت امتیاز منفی برای خودش نوشته می‌شود؛ وقتی امتیاز منفی یکی از بازیکنان به ۵۰۰ یا بیشتر برسد، بازی تمام می‌شود و کسی که کمترین امتیاز منفی را دارد برنده است."
optional[tr] "Başka bir puanlama. Turu kazanan oyuncunun diğerlerinin elinde kalan kartların puanlarını alması yerine, her turun sonunda her oyuncu kendi elinde kalan kartların puanını kendine ceza puanı olarak yazar; bir oyuncunun ceza puanı 500 ya da daha fazla olunca oyun biter ve en az ceza puanı olan oyuncu kazanır."
optional[ru] "Другой подсчёт очков. Вместо того чтобы отдавать очки победителю раунда, в конце каждого раунда каждый игрок записывает себе штрафные очки за карты, оставшиеся у него на руке. Когда у кого-то наберётся 500 штрафных очков или больше, игра заканчивается; побеждает тот, у кого штрафных очков меньше всех."
designer "The second way is the house rule lowest_score_wins; these rules keep the first."
