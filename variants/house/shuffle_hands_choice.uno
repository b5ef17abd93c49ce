variant shuffle_hands_choice
extends shuffle_hands_2018
title "The 2018 deck, the deal of Wild Shuffle Hands starting where the player says"
title[fa] "دستهٔ ۲۰۱۸، پخشِ رنگین‌کمان بُر زدن دست‌ها از جایی که بازیکن می‌گوید"
title[tr] "2018 destesi, El Karıştırma Jokeri'nin dağıtımı oyuncunun seçtiği yerden"
title[ru] "Колода 2018 года: раздача после «Дикой: перемешай руки» начинается там, где скажет игрок"
about "The 2018 deck, where the player of a Wild Shuffle Hands chooses where the deal starts: they gather and shuffle every hand, then deal them out one at a time in the direction of play, starting with another player of their choice."
about[fa] "دستهٔ ۲۰۱۸، که در آن بازی‌کنندهٔ رنگین‌کمان بُر زدن دست‌ها انتخاب می‌کند پخش از کجا شروع شود: همهٔ دست‌ها را جمع و بُر می‌زند، سپس یکی‌یکی در جهت بازی پخش می‌کند و از بازیکن دیگری که خودش انتخاب می‌کند شروع می‌کند."
about[tr] "El Karıştırma Jokeri'ni oynayanın dağıtımın nereden başlayacağını seçtiği 2018 destesi: bütün elleri toplayıp karıştırır, sonra oyun yönünde, kendi seçtiği başka bir oyuncudan başlayarak birer birer dağıtır."
about[ru] "Колода 2018 года, где сыгравший «Дикую: перемешай руки» сам выбирает, с кого начать раздачу: он собирает и перемешивает все руки, затем раздаёт по одной карте по направлению игры, начиная с выбранного им другого игрока."

on wild_shuffle_hands: player chooses colour, hands are shuffled and dealt from target
note "When the cards do not divide evenly, the first players dealt to get one more: choosing where to start chooses who gets them."
note[fa] "اگر کارت‌ها مساوی تقسیم نشوند، کسانی که زودتر کارت گرفته‌اند یکی بیشتر دارند: انتخاب جای شروع، یعنی انتخاب اینکه چه کسانی کارت اضافه بگیرند."
note[tr] "Kartlar eşit bölünmezse ilk kart alanlar bir fazla alır: nereden başlanacağını seçmek, fazlayı kimin alacağını seçmektir."
note[ru] "Если карты не делятся поровну, первые получившие берут на одну больше: выбирая, с кого начать, выбираешь, кому они достанутся."
designer "Sources disagree on who is dealt the first card (the player on the left, or the next player in the direction of play); this table lets the player who deals choose."
