variant shuffle_hands_2018
extends standard
title "The 2018 deck: Wild Shuffle Hands and Wild Customizable"
title[fa] "دستهٔ ۲۰۱۸: رنگین‌کمان بُر زدن دست‌ها و رنگین‌کمان دلخواه"
title[tr] "2018 destesi: El Karıştırma Jokeri ve Serbest Joker"
title[ru] "Колода 2018 года: «Дикая: перемешай руки» и «Дикая пользовательская»"
about "The 112-card deck sold from about 2018: the classic 108 cards, one Wild Shuffle Hands (every hand is gathered, shuffled and dealt out again) and three Wild Customizable cards (blank wilds for a rule the players agree on; by default a plain Wild). Both score 40."
about[fa] "دستهٔ ۱۱۲ کارتی که از حدود ۲۰۱۸ فروخته می‌شود: ۱۰۸ کارت کلاسیک، یک رنگین‌کمان بُر زدن دست‌ها (همهٔ دست‌ها جمع، بُر و دوباره پخش می‌شوند) و سه رنگین‌کمان دلخواه (رنگین‌کمان‌های سفید برای قانونی که بازیکنان توافق می‌کنند؛ در حالت عادی یک رنگین‌کمان ساده). هر دو ۴۰ امتیاز دارند."
about[tr] "Yaklaşık 2018'den beri satılan 112 kartlık deste: klasik 108 kart, bir El Karıştırma Jokeri (bütün eller toplanır, karıştırılır ve yeniden dağıtılır) ve üç Serbest Joker (oyuncuların kararlaştırdığı bir kural için boş jokerler; yoksa düz Joker). İkisi de 40 puandır."
about[ru] "Колода из 112 карт, которую продают примерно с 2018 года: классические 108 карт, одна «Дикая: перемешай руки» (все руки собирают, перемешивают и раздают заново) и три «Дикие пользовательские» (пустые дикие карты для правила, о котором договорились игроки; без уговора — обычная «Дикая»). Обе стоят 40 очков."

card wild_shuffle_hands: 1 without colour, scores 40
card wild_customizable: 3 without colour, scores 40
expect 112 cards
expect 1 wild_shuffle_hands
expect 3 wild_customizable

play wild_shuffle_hands, wild_customizable: always
on wild_shuffle_hands: player chooses colour, hands are shuffled
note "The player gathers every hand, their own included, shuffles them and deals them out one at a time, starting with the next player in the direction of play; when the cards do not divide evenly, the players dealt to first get one more. The player also names the colour."
note[fa] "بازیکن همهٔ دست‌ها، از جمله دست خودش، را جمع می‌کند، بُر می‌زند و یکی‌یکی پخش می‌کند و از بازیکن بعدی در جهت بازی شروع می‌کند؛ اگر کارت‌ها مساوی تقسیم نشوند، کسانی که زودتر کارت گرفته‌اند یکی بیشتر دارند. بازیکن رنگ را هم اعلام می‌کند."
note[tr] "Oyuncu kendi eli de dahil bütün elleri toplar, karıştırır ve oyun yönünde sonraki oyuncudan başlayarak birer birer dağıtır; kartlar eşit bölünmezse ilk kart alanlar bir fazla alır. Oyuncu rengi de söyler."
note[ru] "Игрок собирает все руки, включая свою, перемешивает и раздаёт по одной карте, начиная со следующего игрока по направлению игры; если карты не делятся поровну, первые получившие берут на одну больше. Игрок также называет цвет."
designer "Reading: the deal starts with the next player in the direction of play (sources differ: some say the player on the left, which is the same until a Reverse)."
on wild_customizable: player chooses colour
note "A blank wild: before the game the players may write a rule on it; without one it is a plain Wild."
note[fa] "یک رنگین‌کمان سفید: پیش از بازی، بازیکنان می‌توانند قانونی رویش بنویسند؛ بدون آن، یک رنگین‌کمان ساده است."
note[tr] "Boş bir joker: oyundan önce oyuncular üstüne bir kural yazabilir; kural yoksa düz bir Joker'dir."
note[ru] "Пустая дикая карта: перед игрой игроки могут написать на ней правило; без него это обычная «Дикая»."
designer "A variant extending this one changes this line."
start wild_shuffle_hands, wild_customizable: first chooses colour
note "Turned over to start the round, either card acts as a plain Wild: the player to the dealer's left names the colour and plays. Nothing is shuffled."
note[fa] "اگر هر کدام در ابتدای دور رو شود، مثل یک رنگین‌کمان ساده است: بازیکن سمت چپ پخش‌کننده رنگ را اعلام می‌کند و بازی می‌کند. چیزی بُر نمی‌خورد."
note[tr] "Turun başında açılırsa ikisi de düz Joker gibidir: dağıtıcının solundaki oyuncu rengi söyler ve oynar. Hiçbir şey karıştırılmaz."
note[ru] "Открытая в начале раунда, любая из них действует как обычная «Дикая»: игрок слева от сдающего называет цвет и ходит. Ничего не перемешивают."
note "Played as the last card, a Wild Shuffle Hands wins the round at once, and nothing is dealt."
note[fa] "اگر رنگین‌کمان بُر زدن دست‌ها آخرین کارت باشد، دور همان‌جا برده می‌شود و چیزی پخش نمی‌شود."
note[tr] "Son kart olarak oynanan El Karıştırma Jokeri turu hemen kazandırır ve hiçbir şey dağıtılmaz."
note[ru] "Если «Дикая: перемешай руки» сыграна последней картой, раунд сразу выигран, и ничего не раздают."
designer "One secondary source says the player is dealt back in instead."
