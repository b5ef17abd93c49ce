variant reverse_bounce
extends progressive_draw_two
title "House rule: a Reverse bounces a Draw Two back"
title[fa] "قانون خانگی: معکوس، دو کارت بکش را برمی‌گرداند"
title[tr] "Ev kuralı: Yön Değiştir, 2 Kart Çek'i geri yollar"
title[ru] "Домашнее правило: «Реверс» отбивает «Двойное взятие»"
about "A player who must draw for a Draw Two may answer it with a Reverse of its colour (or, on a Reverse, with any Reverse): play turns round and the whole total goes back the other way, to be answered in its turn."
about[fa] "بازیکنی که باید به خاطر دو کارت بکش کارت بکشد، می‌تواند با معکوسی به همان رنگ (یا روی یک معکوس، با هر معکوسی) جواب بدهد: جهت بازی برعکس می‌شود و کل جمع به طرف دیگر برمی‌گردد تا آن‌جا جواب داده شود."
about[tr] "2 Kart Çek yüzünden kart çekmesi gereken oyuncu, aynı renkten bir Yön Değiştir'le (ya da bir Yön Değiştir'in üstüne herhangi bir Yön Değiştir'le) karşılık verebilir: oyun yön değiştirir ve bütün toplam öbür yöne geri gider, orada sırası gelince karşılık verilir."
about[ru] "Игрок, которому нужно брать карты за «Двойное взятие», может ответить «Реверсом» того же цвета (а на «Реверс» — любым «Реверсом»): направление меняется, и вся сумма уходит обратно, где на неё отвечают в свой черёд."

stack reverse on draw_two
stack reverse on reverse
stack draw_two on reverse
note "A Reverse adds nothing to the total; it sends it on as it is. The player it comes back to may answer with a Draw Two or another Reverse, or draw it all. A Reverse answers a Draw Two of its own colour."
note[fa] "معکوس چیزی به جمع اضافه نمی‌کند؛ همان را پس می‌فرستد. بازیکنی که جمع به او برمی‌گردد می‌تواند با دو کارت بکش یا معکوسی دیگر جواب بدهد، یا همه را بکشد. معکوس فقط دو کارت بکشِ هم‌رنگ خودش را جواب می‌دهد."
note[tr] "Yön Değiştir toplama bir şey eklemez; onu olduğu gibi geri yollar. Toplamın döndüğü oyuncu 2 Kart Çek ya da başka bir Yön Değiştir ile karşılık verebilir, ya da hepsini çeker. Yön Değiştir kendi rengindeki 2 Kart Çek'e karşılık verir."
note[ru] "«Реверс» ничего не добавляет к сумме, а отправляет её дальше как есть. Тот, к кому она вернулась, может ответить «Двойным взятием» или другим «Реверсом» либо взять всё. «Реверс» отвечает на «Двойное взятие» своего цвета."
