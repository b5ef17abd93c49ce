# UNO Minion: the Persian rule sheet, written over the official rules.
variant minion
extends standard
title "UNO Minion"
title[fa] "اونو مینیون"
title[tr] "UNO Minion"
title[ru] "Уно Миньон"
about "UNO Minion: the 108 classic cards (the Wild is called the Rainbow, the Wild Draw Four the Banana) and 4 Dumb Fu cards, whose victim must hold a martial-arts pose. The player who draws the highest card is the starter. Where these rules say nothing, the official rules apply."
about[fa] "اونو مینیون: ۱۰۸ کارت کلاسیک (که در آن‌ها رنگین‌کمان چهار کارت بکش «موز جهنمی» نام دارد) و ۴ کارت دامفو کار، که بازیکنِ بعدی را وادار می‌کند یک ژست هنرهای رزمی بگیرد. بازیکنی که بالاترین کارت را بکشد آغازکننده است: کارت‌ها را پخش می‌کند و دور را آغاز می‌کند. هر جا این قوانین چیزی نمی‌گویند، قوانین رسمی اونو برقرار است."
about[tr] "UNO Minion: 108 klasik kart (Joker'in adı Gökkuşağı, 4 Kart Al & Joker'in adı Muz) ve kurbanına bir dövüş sanatı pozu tutturan 4 Dumb Fu kartı. En yüksek kartı çeken oyuncu başlatıcıdır. Bu kuralların bir şey söylemediği yerde resmî kurallar geçerlidir."
about[ru] "Уно Миньон: 108 классических карт («Дикая» здесь называется «Радуга», «Дикая +4» — «Банан») и 4 карты «Дамфу», жертва которых должна держать позу из боевых искусств. Кто вытянет старшую карту, тот начинает игру. Где эти правила молчат, действуют официальные правила."

# --- The deck: 112 cards ---------------------------------------------------------------
card dumb_fu: 4 without colour, scores 50
quote "4 عدد کارت \"دامفو کار\"" means "4 Dumb Fu cards"
quote "50 امتیاز" means "50 points"
alias rainbow = wild
quote "کارت رنگین کمان" means "the Rainbow card"
alias banana = wild_draw_four
quote "موز جهنمی / موز وحشی" means "the hellish / wild Banana"
reading "The sheet calls this card both the Hell Banana and the Wild Banana: they are one card, the official Wild Draw Four."
reading[fa] "برگهٔ قوانین این کارت را گاهی «موز جهنمی» و گاهی «موز وحشی» می‌نامد؛ هر دو نام یک کارت‌اند: همان «رنگین‌کمان چهار کارت بکش» قوانین رسمی."
reading[tr] "Kural kâğıdı bu kartı bazen «cehennem muzu», bazen «vahşi muz» diye anar: ikisi de aynı karttır, resmî kurallardaki 4 Kart Al & Joker."
reading[ru] "Лист правил называет эту карту то «адским бананом», то «диким бананом»: это одна и та же карта, «Дикая +4» официальных правил."

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
reading "The sheet says «the starter starts playing», but its rules for a first Skip, Rainbow and Dumb Fu give the first turn to the player on the starter's left. This book follows those: the card turned over counts as the starter's, and the player to the starter's left takes the first turn. The starter sits where the official rules seat the dealer, so this book calls the starter the dealer."
reading[fa] "برگه می‌گوید «بازیکن آغازکننده شروع به بازی می‌کند»، اما در قانون پرش، رنگین‌کمان و دامفو کار، نوبت اول را به بازیکن سمت چپ آغازکننده می‌دهد. این کتاب همین را برداشته است: کارت اولی که رو می‌شود کارتِ آغازکننده حساب می‌شود و بازیکن سمت چپ او اولین نوبت را بازی می‌کند. آغازکننده همان جایی می‌نشیند که قوانین رسمی پخش‌کننده را می‌نشانند."
reading[tr] "Kâğıt «başlatıcı oyuna başlar» der, ama ilk kart El Geçer, Gökkuşağı ya da Dumb Fu olduğunda ilk sırayı başlatıcının solundaki oyuncuya verir. Bu kitap bunu izler: başta açılan kart başlatıcınınmış sayılır ve ilk sırayı başlatıcının solundaki oyuncu oynar. Başlatıcı resmî kurallardaki dağıtıcının yerinde oturur; bu yüzden bu kitap ona dağıtıcı der."
reading[ru] "Лист правил говорит «начинающий игрок начинает игру», но для первой карты «Пропуск хода», «Радуга» и «Дамфу» отдаёт первый ход игроку слева от начинающего. Эта книга следует этому: открытая в начале карта считается картой начинающего, и первым ходит игрок слева от него. Начинающий сидит там, где в официальных правилах сидит сдающий, поэтому эта книга называет его сдающим."
designer "The sheet has no dealer: its word is the starter (آغاز کننده). The starter sits where the official rules seat the dealer."
designer "The sheet's other sentence 'بازیکن آغاز کننده، شروع به بازی می کند' (the starter starts playing) is not followed for ordinary start cards, because every start-card rule on the sheet (Skip, Rainbow, Dumb Fu: 'the player to the starter's left ...') only makes sense if the starter's turn is the turned-over card. Only a Reverse makes the starter play first."
reading "On a tie for the highest card, the tied players draw again. In each new round, the player to the left of the last starter becomes the starter."
reading[fa] "اگر چند نفر بالاترین کارت را بکشند، همان‌ها دوباره کارت می‌کشند. در هر دور تازه، بازیکن سمت چپ آغازکنندهٔ قبلی آغازکننده می‌شود."
reading[tr] "En yüksek kartta eşitlik olursa, eşit kalan oyuncular yeniden kart çeker. Her yeni turda bir önceki başlatıcının solundaki oyuncu başlatıcı olur."
reading[ru] "Если старшую карту вытянули несколько игроков, они тянут снова. В каждом новом раунде начинающим становится игрок слева от прежнего начинающего."
designer "Neither is stated on the sheet; both are as in the official rules (the deal moves one seat to the left)."

# --- When a card may be played ---------------------------------------------------------------
play dumb_fu: always
quote "این کارت همچنین یک کارت رنگین کمانی است" means "this card is also a Rainbow card"
reading "The sheet says a Dumb Fu «is also a Rainbow card», so, like a Rainbow, it may be played at any time."
reading[fa] "برگه می‌گوید دامفو کار «یک کارت رنگین‌کمانی هم هست»؛ پس مثل رنگین‌کمان، هر وقت می‌شود آن را بازی کرد."
reading[tr] "Kâğıt Dumb Fu'nun «aynı zamanda bir Gökkuşağı kartı» olduğunu söyler; yani Gökkuşağı gibi her zaman oynanabilir."
reading[ru] "Лист правил говорит, что «Дамфу» — «тоже карта-радуга», поэтому её, как и «Радугу», можно сыграть в любой момент."
require wild_draw_four: no card of active colour in hand
quote "فقط زمانی می توانید این کارت را بازی کنید که کارت دیگری در دست نداشته باشید که با رنگ کارت رو شده مطابقت داشته باشد (اما اگر شماره یا کارت های اکشن منطبق داشته باشید، بازی این کارت قابل قبول است)" means "only without another card of the face-up card's colour; matching numbers or action cards do not forbid it"
reading "The colour of the face-up card is the colour in play: after a Rainbow, the colour its player named."
reading[fa] "رنگ کارت رو شده همان رنگ فعال است: بعد از رنگین‌کمان، رنگی که بازیکنش اعلام کرده."
reading[tr] "Açık kartın rengi oyundaki renktir: Gökkuşağı'ndan sonra, onu oynayanın söylediği renk."
reading[ru] "Цвет открытой карты — это текущий цвет: после «Радуги» — тот, который назвал сыгравший её."

# --- What a played card does -------------------------------------------------------------------
status pose: ends after 2 turn starts of its holder
quote "آن را نگه دارد تا نوبت دوباره برسد" means "hold it until the turn comes again"
on dumb_fu: player chooses colour, next holds pose
quote "بازیکن بعدی باید یک ژست هنرهای رزمی Dumb Fu بزند و آن را نگه دارد تا نوبت دوباره برسد. اگر حرکت کند، باید چهار کارت بکشد" means "the next player must strike a Dumb Fu pose and hold it until the turn comes again; if they move they draw four"
note "The next player must strike a martial-arts pose (the Dumb Fu pose) and hold it; if they move and someone sees it, they draw 4 (see Penalties)."
note[fa] "بازیکن بعدی باید یک ژست هنرهای رزمی (ژست دامفو) بگیرد و آن را نگه دارد؛ اگر تکان بخورد و کسی متوجه شود، ۴ کارت می‌کشد (نگاه کنید به جریمه‌ها)."
note[tr] "Sonraki oyuncu bir dövüş sanatı pozu (Dumb Fu pozu) alıp tutmak zorundadır; kıpırdarsa ve biri görürse 4 kart çeker (bkz. Cezalar)."
note[ru] "Следующий игрок должен встать в позу из боевых искусств (позу «Дамфу») и держать её; если он шевельнётся и кто-то это заметит, он берёт 4 карты (см. «Штрафы»)."
reading "The sheet says the pose is held «until the turn comes again». This book reads it so: the player in the pose is not skipped, plays their own coming turn as usual while holding it, and is free when their turn comes round once more. Several players may hold a pose at once."
reading[fa] "برگه می‌گوید ژست را «تا نوبت دوباره برسد» نگه دارد. این کتاب این را چنین می‌خواند: بازیکنی که ژست گرفته از نوبتش نمی‌افتد، در نوبت بعدی خودش هم مثل همیشه بازی می‌کند و ژست را نگه می‌دارد، و وقتی نوبتش یک بار دیگر برسد آزاد است. چند بازیکن می‌توانند هم‌زمان در حال ژست باشند."
reading[tr] "Kâğıt pozun «sıra yeniden gelene kadar» tutulacağını söyler. Bu kitap bunu şöyle okur: pozdaki oyuncunun sırası geçmez, gelecek sırasını pozu tutarak her zamanki gibi oynar ve sırası bir kez daha geldiğinde serbest kalır. Aynı anda birden çok oyuncu poz tutuyor olabilir."
reading[ru] "Лист правил говорит, что позу держат «пока ход не придёт снова». Эта книга понимает это так: игрок в позе не пропускает ход, ходит как обычно, держа позу, и освобождается, когда ход доходит до него ещё раз. Позу могут держать сразу несколько игроков."
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
quote "اگر خطاکار باشد، بازیکنی که به چالش کشیده شده است باید 4 کارت را به جای شما بکشد ... باید 4 کارت به اضافه 2 کارت دیگر (مجموع 6) بکشید" means "guilty: the challenged player draws the 4 instead of you; innocent: you draw 4 + 2 = 6"
note "The challenged player shows their hand to the challenger. A card of the same number or symbol does not forbid the Banana: only a card of the active colour does."
note[fa] "بازیکنی که به چالش کشیده شده باید دستش را به چالش‌کننده نشان دهد. داشتن کارتی با همان عدد یا نماد مانعی ندارد؛ فقط کارتی به رنگ فعال مانع بازی کردن موز جهنمی است."
note[tr] "İtiraz edilen oyuncu elini itiraz edene gösterir. Aynı sayıda ya da simgede bir kart Muz'u oynamaya engel değildir; yalnızca geçerli renkte bir kart engeldir."
note[ru] "Игрок, которому бросили вызов, показывает свои карты бросившему вызов. Карта с тем же числом или символом не мешает сыграть «Банан»: мешает только карта текущего цвета."
reading "Only the next player, who would draw the 4, may challenge. If the Banana was played against its rule, the challenger then plays on as usual."
reading[fa] "فقط بازیکن بعدی، که باید ۴ کارت بکشد، می‌تواند آن را به چالش بکشد. اگر موز جهنمی برخلاف قانونش بازی شده باشد، چالش‌کننده بعد از آن مثل همیشه بازی می‌کند."
reading[tr] "Yalnızca 4 kartı çekecek olan sonraki oyuncu itiraz edebilir. Muz kuralına aykırı oynanmışsa, itiraz eden ardından her zamanki gibi oynar."
reading[ru] "Бросить вызов может только следующий игрок, которому пришлось бы взять 4 карты. Если «Банан» сыгран против правила, бросивший вызов затем ходит как обычно."
designer "Not stated on the sheet: whether a guilty verdict costs the challenger the turn; read as in the official rules."

report pose_broken while target holds pose: target draws 4, target releases pose
note "The players watch the pose themselves: whoever sees it broken says so."
note[fa] "خود بازیکنان مراقب ژست‌اند: هر کس ببیند ژست شکسته شده، اعلام می‌کند."
note[tr] "Pozu oyuncular kendileri izler: pozun bozulduğunu gören söyler."
note[ru] "За позой следят сами игроки: кто заметил, что поза нарушена, говорит об этом."
reading "The sheet does not say what happens after the penalty. This book reads it so: a player who breaks the pose draws 4 once, and need not hold the pose after that."
reading[fa] "برگه نمی‌گوید بعد از جریمه چه می‌شود. این کتاب این را چنین می‌خواند: کسی که ژستش را شکسته فقط یک بار ۴ کارت می‌کشد و بعد از آن دیگر لازم نیست ژست بگیرد."
reading[tr] "Kâğıt cezadan sonra ne olacağını söylemez. Bu kitap şöyle okur: pozu bozan oyuncu bir kez 4 kart çeker ve ondan sonra poz tutması gerekmez."
reading[ru] "Лист правил не говорит, что бывает после штрафа. Эта книга понимает так: нарушивший позу один раз берёт 4 карты и дальше держать позу не обязан."
designer "The library cannot see a pose: the table reports a broken one ('باید چهار کارت بکشد'). The report is allowed only while the pose must be held."

# --- The first card turned over ----------------------------------------------------------------
start draw_two: first draws 2, first loses turn
quote "اگر در ابتدای بازی ظاهر شد، همان قانون اعمال می شود" means "at the start the same rule applies"
reading "If the first card is a Draw Two, the player to the starter's left draws 2 and is skipped."
reading[fa] "اگر کارت اول دو کارت بکش باشد، بازیکن سمت چپ آغازکننده ۲ کارت می‌کشد و نوبتش را از دست می‌دهد."
reading[tr] "İlk kart 2 Kart Çek ise, başlatıcının solundaki oyuncu 2 kart çeker ve sırası geçer."
reading[ru] "Если первая карта — «Двойное взятие», игрок слева от начинающего берёт 2 карты и пропускает ход."
start skip: first loses turn
quote "از بازیکن سمت چپ آغازکننده عبور می کنید، بنابراین بازیکن سمت چپ آن بازیکن بازی را ادامه می دهد" means "the player to the starter's left is skipped; the one to their left continues"
start reverse: reverse, dealer plays first
quote "شروع کننده ابتدا بازی می کند، سپس بازی به جای سمت چپ به سمت راست حرکت می کند" means "the starter plays first, then play goes to the right"
reading "If the first card is a Reverse, the starter plays first, then play goes to the right."
reading[fa] "اگر کارت اول معکوس باشد، خود آغازکننده اول بازی می‌کند و بازی به سمت راست می‌رود."
reading[tr] "İlk kart Yön Değiştir ise, önce başlatıcı oynar, sonra oyun sağa doğru gider."
reading[ru] "Если первая карта — «Реверс», начинающий ходит первым, затем игра идёт направо."
start wild: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی را انتخاب می کند و به بازی ادامه می دهد" means "the person to the starter's left names the colour and plays on"
start wild_draw_four: return it and turn another
quote "این کارت را به دسته کارت برگردانید و کارت دیگری را انتخاب کنید" means "return it to the pile and take another card"
start dumb_fu: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی که بازی شروع شود را انتخاب می کند" means "the person to the starter's left names the colour play starts with"
reading "If the first card is a Dumb Fu, nobody holds a pose: the player to the starter's left names the colour and plays, as after a first Rainbow."
reading[fa] "اگر کارت اول دامفو کار باشد، کسی ژست نمی‌گیرد؛ بازیکن سمت چپ آغازکننده رنگ را انتخاب می‌کند و بازی می‌کند، مثل وقتی که کارت اول رنگین‌کمان باشد."
reading[tr] "İlk kart Dumb Fu ise kimse poz tutmaz: başlatıcının solundaki oyuncu rengi seçer ve oynar, ilk kart Gökkuşağı olduğundaki gibi."
reading[ru] "Если первая карта — «Дамфу», позу никто не держит: игрок слева от начинающего называет цвет и ходит, как после первой «Радуги»."

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
reading "The sheet offers a second way to score: each player writes down, as minus points, the points of the cards left in their own hand at the end of each round; when a player reaches 500, the game ends and the player with the fewest minus points wins. This book scores the first way; a table that scores the second way plays another variant of these rules. The winner of the game is the King of the Minions!"
reading[fa] "برگه راه دومی هم برای امتیازشماری می‌دهد: در پایان هر دور، امتیاز کارت‌هایی که در دست هر بازیکن مانده به‌عنوان امتیاز منفی به حساب خود او نوشته می‌شود؛ وقتی امتیاز یک بازیکن به ۵۰۰ برسد، بازی تمام می‌شود و کسی که کمترین امتیاز منفی را دارد برنده است. این کتاب راه اول را به کار می‌برد؛ جمعی که به راه دوم امتیاز بشمارد، نسخهٔ دیگری از این قوانین را بازی می‌کند. برندهٔ بازی «پادشاه مینیون‌ها» نامیده می‌شود!"
reading[tr] "Kâğıt ikinci bir puanlama yolu da verir: her turun sonunda her oyuncunun kendi elinde kalan kartların puanı ona eksi puan olarak yazılır; bir oyuncu 500'e ulaşınca oyun biter ve en az eksi puanı olan oyuncu kazanır. Bu kitap birinci yolu izler; ikinci yolla puan sayan masa bu kuralların başka bir varyantını oynar. Oyunun kazananı Minyonların Kralı'dır!"
reading[ru] "Лист правил предлагает и второй способ счёта: в конце каждого раунда каждому игроку записывают, как минус, очки карт, оставшихся у него на руке; когда кто-то набирает 500, игра заканчивается и побеждает тот, у кого меньше всего минусовых очков. Эта книга считает первым способом; стол, который считает вторым, играет другой вариант этих правил. Победитель игры — Король миньонов!"
designer "The second way is the house rule lowest_score_wins; these rules keep the first."
