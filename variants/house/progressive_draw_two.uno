variant progressive_draw_two
extends standard
title "House rule: progressive Draw Two"
title[fa] "قانون خانگی: دو کارت بکشِ رو‌ی‌هم"
title[tr] "Ev kuralı: üst üste 2 Kart Çek"
title[ru] "Домашнее правило: «Двойное взятие» нарастает"
about "A Draw Two may answer a Draw Two; the total grows by 2 each time and the player who cannot or will not answer draws it all and loses the turn."
about[fa] "می‌شود دو کارت بکش را با دو کارت بکش جواب داد؛ هر بار ۲ کارت به جمع اضافه می‌شود و بازیکنی که نتواند یا نخواهد جواب بدهد، همه را می‌کشد و نوبتش را از دست می‌دهد."
about[tr] "2 Kart Çek'e 2 Kart Çek ile karşılık verilebilir; toplam her seferinde 2 artar ve karşılık veremeyen ya da vermek istemeyen oyuncu hepsini çeker ve sırası geçer."
about[ru] "На «Двойное взятие» можно ответить «Двойным взятием»; каждый раз сумма растёт на 2, а тот, кто не может или не хочет ответить, берёт всё и пропускает ход."

on draw_two: next draws 2 or stacks
stack draw_two on draw_two
note "Only a Draw Two answers a Draw Two: a Wild Draw Four cannot be played on a Draw Two that is waiting to be drawn."
note[fa] "فقط دو کارت بکش جواب دو کارت بکش است: رنگین‌کمان چهار کارت بکش را نمی‌شود روی دو کارت بکشی که هنوز کشیده نشده بازی کرد."
note[tr] "2 Kart Çek'e yalnızca 2 Kart Çek karşılık verir: henüz çekilmemiş bir 2 Kart Çek'in üstüne 4 Kart Al & Joker oynanamaz."
note[ru] "На «Двойное взятие» отвечает только «Двойное взятие»: «Дикую +4» нельзя сыграть на «Двойное взятие», карты которого ещё не взяты."
